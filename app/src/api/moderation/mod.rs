//! The start-up block checks (spec 1 §4), the prison (spec 3 §7 `blockUser`) and the resident
//! messages that block the game for residents (spec 3 §7 `resident-messages`).

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::moderation::{
    DeletionPreview, ModerationService, ResidentMessage, ResidentMessageId,
};
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;
use crate::api::wire::RoleValue;

pub struct ModerationApi {
    pub moderation: Arc<ModerationService>,
}

/// A resident message as admins keep it.
#[derive(Debug, Object)]
#[oai(rename = "ResidentMessage")]
pub struct ResidentMessageRecord {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    /// While true, residents are refused the game.
    pub active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<ResidentMessage> for ResidentMessageRecord {
    fn from(m: ResidentMessage) -> Self {
        ResidentMessageRecord {
            id: m.id.0,
            title: m.title,
            content: m.content,
            active: m.active,
            created_at: m.created_at,
            updated_at: m.updated_at,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "ResidentMessages")]
pub struct ResidentMessagesBody {
    /// The newest first.
    pub messages: Vec<ResidentMessageRecord>,
}

/// A resident message as an admin writes it.
#[derive(Debug, Object)]
#[oai(rename = "ResidentMessageForm")]
pub struct ResidentMessageFormBody {
    #[oai(default)]
    pub title: String,
    /// Rich HTML.
    #[oai(default)]
    pub content: String,
}

/// A change to a resident message, with a word for the alert.
#[derive(Debug, Object)]
#[oai(rename = "ResidentMessageChanged")]
pub struct ResidentMessageChangedBody {
    pub success: bool,
    pub message: String,
    pub data: ResidentMessageRecord,
}

impl ResidentMessageChangedBody {
    fn json(message: &str, data: ResidentMessage) -> Json<Self> {
        Json(ResidentMessageChangedBody {
            success: true,
            message: message.to_owned(),
            data: data.into(),
        })
    }
}

#[derive(ApiResponse)]
pub enum ResidentMessagesResponse {
    #[oai(status = 200)]
    Ok(Json<ResidentMessagesBody>),
}

#[derive(ApiResponse)]
pub enum ResidentMessageChangedResponse {
    #[oai(status = 200)]
    Ok(Json<ResidentMessageChangedBody>),
    #[oai(status = 201)]
    Created(Json<ResidentMessageChangedBody>),
}

/// A prison sentence to impose.
#[derive(Debug, Object)]
#[oai(rename = "BlockUser", rename_all = "camelCase")]
pub struct BlockUserBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    /// Whole days, 1 to 3650.
    #[oai(nullable)]
    pub days: Option<i64>,
}

/// A prisoner to let out early.
#[derive(Debug, Object)]
#[oai(rename = "ReleaseUser", rename_all = "camelCase")]
pub struct ReleaseUserBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
}

/// What deleting an account takes with it (spec 3 §3 "Deletion preview"; `privateMessages`
/// counts the conversations, which go whole).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DeletionPreviewBody {
    pub user_id: i64,
    /// The main character's name (none after a character reset).
    #[oai(nullable)]
    pub user: Option<String>,
    pub email: String,
    #[oai(nullable)]
    pub race: Option<String>,
    #[oai(nullable)]
    pub gender: Option<String>,
    pub role: RoleValue,
    #[oai(nullable)]
    pub created_at: Option<DateTime<Utc>>,
    pub characters: u64,
    pub sent_messages: u64,
    pub received_messages: u64,
    pub private_messages: u64,
    pub owned_private_sessions: u64,
    pub owned_general_sessions: u64,
    pub session_messages: u64,
    pub tavern_messages: u64,
    pub news_comments: u64,
    /// Session reports that go: the player's own, and other players' on the sessions the
    /// player started.
    pub session_reports: u64,
}

impl From<DeletionPreview> for DeletionPreviewBody {
    fn from(p: DeletionPreview) -> Self {
        DeletionPreviewBody {
            user_id: p.user.0,
            user: p.character_name,
            email: p.email,
            race: p.race,
            gender: p.gender,
            role: p.role.into(),
            created_at: p.created_at,
            characters: p.characters,
            sent_messages: p.sent_messages,
            received_messages: p.received_messages,
            private_messages: p.conversations,
            owned_private_sessions: p.owned_private_sessions,
            owned_general_sessions: p.owned_general_sessions,
            session_messages: p.session_messages,
            tavern_messages: p.tavern_messages,
            news_comments: p.news_comments,
            session_reports: p.session_reports,
        }
    }
}

/// An account deleted, with what went with it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AccountDeletedBody {
    pub success: bool,
    pub message: String,
    pub summary: DeletionPreviewBody,
}

#[derive(ApiResponse)]
pub enum DeletionPreviewResponse {
    #[oai(status = 200)]
    Ok(Json<DeletionPreviewBody>),
}

#[derive(ApiResponse)]
pub enum AccountDeletedResponse {
    #[oai(status = 200)]
    Ok(Json<AccountDeletedBody>),
}

/// Whether the caller sits in prison.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrisonStatusBody {
    pub blocked: bool,
    #[oai(nullable)]
    pub message: Option<String>,
    pub days_left: i64,
    #[oai(nullable)]
    pub release_date: Option<DateTime<Utc>>,
    pub current_date: DateTime<Utc>,
}

/// The active announcement that blocks the game for residents, if any.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ResidentMessageBody {
    pub success: bool,
    pub has_message: bool,
    #[oai(nullable)]
    pub title: Option<String>,
    #[oai(nullable)]
    pub content: Option<String>,
    #[oai(nullable)]
    pub created_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
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
        let until = mrok_core::shared::polish_time(release);
        Ok(MessageResponse::ok(&format!("Gracz trafił do więzienia do {until}.")))
    }

    /// Lets a prisoner out before the sentence ends (admins; beyond the spec).
    #[oai(path = "/admin/releaseUser", method = "post", operation_id = "adminReleaseUser")]
    #[tracing::instrument(name = "adminReleaseUser", level = "debug", skip_all)]
    async fn release_user(
        &self,
        auth: BearerAuth,
        body: Json<ReleaseUserBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.moderation.release(auth.actor(), body.0.user_id).await?;
        Ok(MessageResponse::ok("Gracz wyszedł z więzienia."))
    }

    /// What deleting an account would take with it (admins).
    #[oai(
        path = "/admin/user-deletion-preview/:user_id",
        method = "get",
        operation_id = "adminUserDeletionPreview"
    )]
    #[tracing::instrument(name = "adminUserDeletionPreview", level = "debug", skip_all)]
    async fn deletion_preview(
        &self,
        auth: BearerAuth,
        user_id: Path<i64>,
    ) -> Result<DeletionPreviewResponse, ApiError> {
        let preview = self.moderation.deletion_preview(auth.actor(), Some(user_id.0)).await?;
        Ok(DeletionPreviewResponse::Ok(Json(preview.into())))
    }

    /// Deletes an account with its characters, posts, messages, conversations and the sessions
    /// it started (admins, never their own); its tokens and live sockets die at once.
    #[oai(
        path = "/admin/delete-user/:user_id",
        method = "delete",
        operation_id = "adminDeleteUser"
    )]
    #[tracing::instrument(name = "adminDeleteUser", level = "debug", skip_all)]
    async fn delete_user(
        &self,
        auth: BearerAuth,
        user_id: Path<i64>,
    ) -> Result<AccountDeletedResponse, ApiError> {
        let deleted = self.moderation.delete_account(auth.actor(), Some(user_id.0)).await?;
        crate::audit::note_before(&deleted.email);
        Ok(AccountDeletedResponse::Ok(Json(AccountDeletedBody {
            success: true,
            message: "Gracz został usunięty pomyślnie!".to_owned(),
            summary: deleted.into(),
        })))
    }

    /// The active resident message, if any: while there is one, residents are refused the game.
    /// No login needed.
    #[oai(
        path = "/admin/check-resident-message",
        method = "get",
        operation_id = "checkResidentMessage"
    )]
    #[tracing::instrument(name = "checkResidentMessage", level = "debug", skip_all)]
    async fn check_resident_message(&self) -> Result<ResidentMessageResponse, ApiError> {
        let active = self.moderation.active_resident_message().await?;
        Ok(ResidentMessageResponse::Ok(Json(ResidentMessageBody {
            success: true,
            has_message: active.is_some(),
            title: active.as_ref().map(|m| m.title.clone()),
            content: active.as_ref().map(|m| m.content.clone()),
            created_at: active.as_ref().map(|m| m.created_at),
            updated_at: active.as_ref().map(|m| m.updated_at),
        })))
    }

    /// Every resident message, the newest first (admins; at most 100 are kept).
    #[oai(
        path = "/admin/resident-messages",
        method = "get",
        operation_id = "adminResidentMessages"
    )]
    #[tracing::instrument(name = "adminResidentMessages", level = "debug", skip_all)]
    async fn resident_messages(
        &self,
        auth: BearerAuth,
    ) -> Result<ResidentMessagesResponse, ApiError> {
        let messages = self.moderation.resident_messages(auth.actor()).await?;
        Ok(ResidentMessagesResponse::Ok(Json(ResidentMessagesBody {
            messages: messages.into_iter().map(Into::into).collect(),
        })))
    }

    /// Adds a resident message, inactive until toggled on (admins).
    #[oai(
        path = "/admin/resident-messages",
        method = "post",
        operation_id = "adminAddResidentMessage"
    )]
    #[tracing::instrument(name = "adminAddResidentMessage", level = "debug", skip_all)]
    async fn add_resident_message(
        &self,
        auth: BearerAuth,
        body: Json<ResidentMessageFormBody>,
    ) -> Result<ResidentMessageChangedResponse, ApiError> {
        let added = self
            .moderation
            .add_resident_message(auth.actor(), &body.0.title, &body.0.content)
            .await?;
        Ok(ResidentMessageChangedResponse::Created(ResidentMessageChangedBody::json(
            "Komunikat został dodany pomyślnie",
            added,
        )))
    }

    /// Changes a resident message's title and content (admins).
    #[oai(
        path = "/admin/resident-messages/:id",
        method = "put",
        operation_id = "adminUpdateResidentMessage"
    )]
    #[tracing::instrument(name = "adminUpdateResidentMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn update_resident_message(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<ResidentMessageFormBody>,
    ) -> Result<ResidentMessageChangedResponse, ApiError> {
        let id = ResidentMessageId(id.0);
        let updated = self
            .moderation
            .update_resident_message(auth.actor(), id, &body.0.title, &body.0.content)
            .await?;
        Ok(ResidentMessageChangedResponse::Ok(ResidentMessageChangedBody::json(
            "Komunikat został zaktualizowany pomyślnie",
            updated,
        )))
    }

    /// Turns a resident message on (any other goes off; residents are refused the game) or off.
    #[oai(
        path = "/admin/resident-messages/:id/toggle",
        method = "patch",
        operation_id = "adminToggleResidentMessage"
    )]
    #[tracing::instrument(name = "adminToggleResidentMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn toggle_resident_message(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<ResidentMessageChangedResponse, ApiError> {
        let toggled =
            self.moderation.toggle_resident_message(auth.actor(), ResidentMessageId(id.0)).await?;
        let word = if toggled.active {
            "Komunikat jest teraz aktywny"
        } else {
            "Komunikat jest teraz nieaktywny"
        };
        Ok(ResidentMessageChangedResponse::Ok(ResidentMessageChangedBody::json(word, toggled)))
    }

    /// Deletes a resident message for good (admins).
    #[oai(
        path = "/admin/resident-messages/:id",
        method = "delete",
        operation_id = "adminDeleteResidentMessage"
    )]
    #[tracing::instrument(name = "adminDeleteResidentMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_resident_message(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.moderation.delete_resident_message(auth.actor(), ResidentMessageId(id.0)).await?;
        Ok(MessageResponse::ok("Komunikat został usunięty pomyślnie"))
    }
}
