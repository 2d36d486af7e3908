//! The start-up block checks (spec 1 §4) and the prison (spec 3 §7 `blockUser`). The prison
//! status is real; the resident message check answers "no message" until resident messages land.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::moderation::ModerationService;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::ApiTags;
use super::auth::BearerAuth;
use super::common::MessageResponse;
use super::errors::ApiError;

pub struct ModerationApi {
    pub moderation: Arc<ModerationService>,
}

/// A prison sentence to impose.
#[derive(Debug, Object)]
#[oai(rename = "BlockUser", rename_all = "camelCase")]
pub struct BlockUserBody {
    pub user_id: Option<i64>,
    /// Whole days, 1 to 3650.
    pub days: Option<i64>,
}

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
    /// Whether the caller sits in prison, until when and how many (started) days are left. It
    /// takes the account, not the game's admission: a prisoner must be able to ask.
    #[oai(path = "/check-prison-status", method = "get", operation_id = "checkPrisonStatus")]
    #[tracing::instrument(name = "checkPrisonStatus", level = "debug", skip_all)]
    async fn check_prison_status(
        &self,
        auth: BearerAuth,
    ) -> Result<PrisonStatusResponse, ApiError> {
        let status = self.moderation.prison_status(auth.actor()).await?;
        let days_left = status.release.map_or(0, |release| {
            let seconds = (release - status.now).num_seconds().max(0);
            (seconds + 86_399) / 86_400
        });
        Ok(PrisonStatusResponse::Ok(Json(PrisonStatusBody {
            blocked: status.release.is_some(),
            message: None,
            days_left,
            release_date: status.release,
            current_date: status.now,
        })))
    }

    /// Puts a player in prison for `days` days (admins): every game call is refused and their
    /// live sockets close at once; the release comes by itself.
    #[oai(path = "/admin/blockUser", method = "post", operation_id = "adminBlockUser")]
    #[tracing::instrument(name = "adminBlockUser", level = "debug", skip_all)]
    async fn block_user(
        &self,
        auth: BearerAuth,
        body: Json<BlockUserBody>,
    ) -> Result<MessageResponse, ApiError> {
        let release = self.moderation.imprison(auth.actor(), body.0.user_id, body.0.days).await?;
        let until = release.format("%d.%m.%Y %H:%M UTC");
        Ok(MessageResponse::ok(&format!("Gracz trafił do więzienia do {until}.")))
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
