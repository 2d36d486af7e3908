//! The start-up block checks (spec 1 §4). Until moderation lands they answer "not blocked" and
//! "no message", so the player site's start-up sequence runs.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::ApiTags;

pub struct ModerationApi;

/// Whether the caller sits in prison.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrisonStatusBody {
    pub blocked: bool,
    pub message: Option<String>,
    pub days_left: i64,
    pub release_date: Option<DateTime<Utc>>,
    pub current_date: DateTime<Utc>,
}

/// The active announcement that blocks the game for residents, if any.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ResidentMessageBody {
    pub success: bool,
    pub has_message: bool,
    pub title: Option<String>,
    pub content: Option<String>,
    pub created_at: Option<DateTime<Utc>>,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(ApiResponse)]
pub enum PrisonStatusResponse {
    /// The prison status.
    #[oai(status = 200)]
    Ok(Json<PrisonStatusBody>),
}

#[derive(ApiResponse)]
pub enum ResidentMessageResponse {
    /// The block announcement status.
    #[oai(status = 200)]
    Ok(Json<ResidentMessageBody>),
}

#[OpenApi(tag = "ApiTags::Moderation")]
impl ModerationApi {
    /// Whether the caller is imprisoned (no prisons yet: never).
    #[oai(path = "/check-prison-status", method = "get", operation_id = "checkPrisonStatus")]
    #[tracing::instrument(name = "checkPrisonStatus", level = "debug", skip_all)]
    async fn check_prison_status(&self) -> PrisonStatusResponse {
        PrisonStatusResponse::Ok(Json(PrisonStatusBody {
            blocked: false,
            message: None,
            days_left: 0,
            release_date: None,
            current_date: Utc::now(),
        }))
    }

    /// Whether an announcement blocks the game for residents (none yet). No login needed.
    #[oai(
        path = "/admin/check-resident-message",
        method = "get",
        operation_id = "checkResidentMessage"
    )]
    #[tracing::instrument(name = "checkResidentMessage", level = "debug", skip_all)]
    async fn check_resident_message(&self) -> ResidentMessageResponse {
        ResidentMessageResponse::Ok(Json(ResidentMessageBody {
            success: true,
            has_message: false,
            title: None,
            content: None,
            created_at: None,
            updated_at: None,
        }))
    }
}
