//! Global announcements (spec 3 §2.11, §7): admins send them (`/admin/sendGlobalMessage`) and
//! see who read them; every account — prisoners too, it is not a game call — reads its unread
//! ones and closes them.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::announcements::{
    AnnouncementService, GlobalMessage, GlobalMessageId, GlobalMessageReader, GlobalMessageStats,
    Rows,
};
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::backoffice::AdminPageBody;
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, polled};
use crate::api::errors::ApiError;
use crate::freshness::{self, Freshness};

pub struct AnnouncementsApi {
    pub announcements: Arc<AnnouncementService>,
    pub freshness: Arc<Freshness>,
}

/// An announcement as players get it.
#[derive(Debug, Object)]
#[oai(rename = "GlobalMessage")]
pub struct GlobalMessageBody {
    pub id: i64,
    pub title: String,
    /// Plain text; line breaks are meant to be kept.
    pub content: String,
    pub created_at: DateTime<Utc>,
}

impl From<GlobalMessage> for GlobalMessageBody {
    fn from(m: GlobalMessage) -> Self {
        GlobalMessageBody {
            id: m.id.0,
            title: m.title,
            content: m.content,
            created_at: m.created_at,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "UnreadGlobalMessages")]
pub struct UnreadBody {
    /// The oldest first, at most 50.
    pub messages: Vec<GlobalMessageBody>,
}

/// An announcement to send.
#[derive(Debug, Object)]
#[oai(rename = "NewGlobalMessage")]
pub struct NewGlobalMessageBody {
    #[oai(default)]
    pub title: String,
    /// Plain text.
    #[oai(default)]
    pub content: String,
}

#[derive(Debug, Object)]
#[oai(rename = "GlobalMessageSent")]
pub struct SentBody {
    pub id: i64,
    pub message: String,
}

/// An announcement in the back office, with its reach.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminGlobalMessageBody {
    pub id: i64,
    pub title: String,
    pub content: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub author_email: Option<String>,
    /// Accounts that existed when it was sent.
    pub recipients: u64,
    /// How many of them closed it.
    pub reads: u64,
}

impl From<GlobalMessageStats> for AdminGlobalMessageBody {
    fn from(s: GlobalMessageStats) -> Self {
        AdminGlobalMessageBody {
            id: s.message.id.0,
            title: s.message.title,
            content: s.message.content,
            created_at: s.message.created_at,
            author_email: s.author_email,
            recipients: s.recipients,
            reads: s.reads,
        }
    }
}

/// Someone who closed an announcement.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminGlobalMessageReaderBody {
    /// The account's id (react-admin's record id).
    pub id: i64,
    pub email: String,
    #[oai(nullable)]
    pub character_name: Option<String>,
    pub read_at: DateTime<Utc>,
}

impl From<GlobalMessageReader> for AdminGlobalMessageReaderBody {
    fn from(r: GlobalMessageReader) -> Self {
        AdminGlobalMessageReaderBody {
            id: r.user.0,
            email: r.email,
            character_name: r.character_name,
            read_at: r.read_at,
        }
    }
}

#[derive(ApiResponse)]
pub enum SentResponse {
    /// Sent to every account there is now.
    #[oai(status = 201)]
    Created(Json<SentBody>),
}

#[derive(ApiResponse)]
pub enum AdminGlobalMessagePageResponse {
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminGlobalMessageBody>>),
}

#[derive(ApiResponse)]
pub enum AdminGlobalMessageResponse {
    #[oai(status = 200)]
    Ok(Json<AdminGlobalMessageBody>),
}

#[derive(ApiResponse)]
pub enum AdminGlobalMessageReadersResponse {
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminGlobalMessageReaderBody>>),
}

#[OpenApi(tag = "ApiTags::Announcements")]
impl AnnouncementsApi {
    /// The caller's unread announcements, the oldest first (at most 50). A player gets those
    /// sent since their account was created. Polled every 60 s: answered 304 while the
    /// `If-None-Match` tag is current (nothing sent, nothing closed).
    #[oai(
        path = "/global-notifications/unread",
        method = "get",
        operation_id = "unreadGlobalMessages"
    )]
    #[tracing::instrument(name = "unreadGlobalMessages", level = "debug", skip_all)]
    async fn unread(
        &self,
        auth: BearerAuth,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<UnreadBody>, ApiError> {
        let user = auth.actor().id();
        let tag = self.freshness.tag(freshness::Polled::UnreadAnnouncements { user });
        polled(if_none_match.0.as_deref(), tag, async {
            let messages = self.announcements.unread(auth.actor()).await?;
            Ok(UnreadBody { messages: messages.into_iter().map(Into::into).collect() })
        })
        .await
    }

    /// The caller closed an announcement; it is not shown to them again.
    #[oai(
        path = "/global-notifications/mark-read/:id",
        method = "post",
        operation_id = "markGlobalMessageRead"
    )]
    #[tracing::instrument(name = "markGlobalMessageRead", level = "debug", skip_all, fields(id = id.0))]
    async fn mark_read(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.announcements.mark_read(auth.actor(), GlobalMessageId(id.0)).await?;
        Ok(MessageResponse::ok("Oznaczono jako przeczytane."))
    }

    /// Sends an announcement to every account (admins; at most 10 an hour).
    #[oai(
        path = "/admin/sendGlobalMessage",
        method = "post",
        operation_id = "adminSendGlobalMessage"
    )]
    #[tracing::instrument(name = "adminSendGlobalMessage", level = "debug", skip_all)]
    async fn send(
        &self,
        auth: BearerAuth,
        body: Json<NewGlobalMessageBody>,
    ) -> Result<SentResponse, ApiError> {
        let id = self.announcements.send(auth.actor(), &body.0.title, &body.0.content).await?;
        Ok(SentResponse::Created(Json(SentBody {
            id: id.0,
            message: "Wiadomość została wysłana do wszystkich graczy.".to_owned(),
        })))
    }

    /// Sent announcements, the newest first, with their reach: rows `_start`..`_end`.
    #[oai(path = "/admin/globalMessages", method = "get", operation_id = "adminListGlobalMessages")]
    #[tracing::instrument(name = "adminListGlobalMessages", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
    ) -> Result<AdminGlobalMessagePageResponse, ApiError> {
        let page = self.announcements.page(auth.actor(), Rows::new(start.0, end.0)).await?;
        Ok(AdminGlobalMessagePageResponse::Ok(AdminPageBody::of(page)))
    }

    /// One sent announcement with its reach.
    #[oai(
        path = "/admin/globalMessages/:id",
        method = "get",
        operation_id = "adminGetGlobalMessage"
    )]
    #[tracing::instrument(name = "adminGetGlobalMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn get(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<AdminGlobalMessageResponse, ApiError> {
        let stats = self.announcements.stats(auth.actor(), GlobalMessageId(id.0)).await?;
        Ok(AdminGlobalMessageResponse::Ok(Json(stats.into())))
    }

    /// Who closed it, the most recent first: rows `_start`..`_end`.
    #[oai(
        path = "/admin/globalMessages/:id/readers",
        method = "get",
        operation_id = "adminGlobalMessageReaders"
    )]
    #[tracing::instrument(name = "adminGlobalMessageReaders", level = "debug", skip_all, fields(id = id.0))]
    async fn readers(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
    ) -> Result<AdminGlobalMessageReadersResponse, ApiError> {
        let rows = Rows::new(start.0, end.0);
        let page = self.announcements.readers(auth.actor(), GlobalMessageId(id.0), rows).await?;
        Ok(AdminGlobalMessageReadersResponse::Ok(AdminPageBody::of(page)))
    }
}
