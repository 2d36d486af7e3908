//! What admins read about the server: its error log (spec 3 §7 `getLogs`, the bugtrack) and the
//! audit log of every admin and game-master write (beyond the spec).

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::audit::{AuditEntry, AuditFilter, AuditService, LoggedError};
use mrok_core::backoffice::{NewestFirst, PageRequest};
use mrok_core::shared::UserId;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::backoffice::AdminPageBody;
use crate::api::errors::ApiError;
use crate::api::wire::RoleValue;

pub struct LogsApi {
    pub audit: Arc<AuditService>,
}

/// One server error.
#[derive(Debug, Object)]
pub struct ErrorLogBody {
    pub timestamp: DateTime<Utc>,
    pub message: String,
}

impl From<LoggedError> for ErrorLogBody {
    fn from(e: LoggedError) -> Self {
        ErrorLogBody { timestamp: e.timestamp, message: e.message }
    }
}

#[derive(Debug, Object)]
pub struct ErrorLogsBody {
    /// The newest first, at most 500 (kept in memory since the server started).
    pub logs: Vec<ErrorLogBody>,
}

/// One write of an admin or a game master.
#[derive(Debug, Object)]
#[oai(rename = "AuditEntry", rename_all = "camelCase")]
pub struct AuditEntryBody {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: i64,
    pub actor_role: RoleValue,
    /// The API operation.
    pub action: String,
    pub method: String,
    /// The path written to.
    pub target: String,
    /// What the write replaced, where it replaced something.
    #[oai(nullable)]
    pub before: Option<String>,
    /// What was sent (JSON without passwords).
    #[oai(nullable)]
    pub after: Option<String>,
    pub status: u16,
}

impl From<AuditEntry> for AuditEntryBody {
    fn from(e: AuditEntry) -> Self {
        AuditEntryBody {
            id: e.id,
            at: e.at,
            actor_id: e.actor.0,
            actor_role: e.actor_role.into(),
            action: e.action,
            method: e.method,
            target: e.target,
            before: e.before,
            after: e.after,
            status: e.status,
        }
    }
}

#[derive(ApiResponse)]
pub enum ErrorLogsResponse {
    #[oai(status = 200)]
    Ok(Json<ErrorLogsBody>),
}

#[derive(ApiResponse)]
pub enum AuditPageResponse {
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AuditEntryBody>>),
}

#[OpenApi(tag = "ApiTags::Admin")]
impl LogsApi {
    /// The server's recent errors, the newest first (admins).
    #[oai(path = "/getLogs", method = "get", operation_id = "adminGetLogs")]
    #[tracing::instrument(name = "adminGetLogs", level = "debug", skip_all)]
    async fn logs(&self, auth: BearerAuth) -> Result<ErrorLogsResponse, ApiError> {
        let logs = self.audit.recent_errors(auth.actor())?;
        Ok(ErrorLogsResponse::Ok(Json(ErrorLogsBody {
            logs: logs.into_iter().map(Into::into).collect(),
        })))
    }

    /// The audit log, the newest first, by react-admin's paging; filter by the acting account
    /// (`actorId`) and the operation (`action`). Admins only; nobody can change it.
    #[oai(path = "/admin/audit-log", method = "get", operation_id = "adminAuditLog")]
    #[tracing::instrument(name = "adminAuditLog", level = "debug", skip_all)]
    async fn audit_log(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "actorId")] actor_id: Query<Option<i64>>,
        action: Query<Option<String>>,
    ) -> Result<AuditPageResponse, ApiError> {
        let page = PageRequest::new(start.0, end.0, NewestFirst, Default::default(), None);
        let filter = AuditFilter {
            actor: actor_id.0.map(UserId),
            action: action.0.filter(|a| !a.trim().is_empty()),
        };
        let entries = self.audit.list(auth.actor(), filter, page).await?;
        Ok(AuditPageResponse::Ok(AdminPageBody::of(entries)))
    }
}
