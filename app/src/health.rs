//! The operator's two checks, unauthenticated and cheap: `/healthz` (the process answers) and
//! `/readyz` (the database answers and carries every migration of this build; 503 otherwise),
//! for a load balancer, a container's health check or a monitoring probe.

use std::time::Duration;

use mrok_adapters::sql::Db;
use poem::http::StatusCode;
use poem::web::{Data, Json};
use poem::{IntoResponse, Response, handler};
use serde_json::json;

/// How long `/readyz` waits for the database before saying it is not ready.
const READY_WITHIN: Duration = Duration::from_secs(2);

/// The process answers.
#[handler]
pub fn healthz() -> Response {
    Json(json!({ "status": "ok" })).into_response()
}

/// The database answers within [`READY_WITHIN`] and its schema is this build's.
#[handler]
pub async fn readyz(db: Data<&Db>) -> Response {
    let not_ready = |message: &str| {
        let body = json!({ "status": "unavailable", "message": message });
        (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response()
    };
    match tokio::time::timeout(READY_WITHIN, db.ready()).await {
        Ok(Ok(true)) => Json(json!({ "status": "ok" })).into_response(),
        Ok(Ok(false)) => not_ready("Baza danych nie ma jeszcze wszystkich migracji."),
        Ok(Err(error)) => {
            tracing::warn!(%error, "readiness check: the database did not answer");
            not_ready("Baza danych nie odpowiada.")
        }
        Err(_) => not_ready("Baza danych nie odpowiada."),
    }
}
