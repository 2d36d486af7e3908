//! The notification centre: the caller's own notices, marking them read, and their settings.
//! Only the caller's own notices are ever read or marked: there is no id of someone else's to
//! ask for.

pub mod push;

use std::collections::BTreeMap;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::notifications::{
    Channels, Digest, NotificationError, NotificationId, NotificationKind, NotificationPage,
    NotificationService, NotificationSettings, ReadSelection,
};
use poem::Request;
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::{PlayerAuth, client_ip};
use crate::api::conditional::{Polled, polled};
use crate::api::errors::ApiError;
use crate::freshness::{self, Freshness};

pub struct NotificationsApi {
    pub notifications: Arc<NotificationService>,
    pub freshness: Arc<Freshness>,
}

/// A notice as the player sees it.
#[derive(Debug, Object)]
#[oai(rename = "Notification", rename_all = "camelCase")]
pub struct NotificationBody {
    pub id: i64,
    /// `session_post`, `message`, `invite`, `mention`, `report_reviewed` or `news`.
    pub kind: String,
    /// The Polish sentence ("3 nowe wpisy w sesji „…”").
    pub text: String,
    /// Where it leads in the site (`/home/…`).
    pub link: String,
    /// The player's character it concerns, when one does.
    #[oai(nullable)]
    pub character_name: Option<String>,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub read_at: Option<DateTime<Utc>>,
}

/// One page of the caller's notices, newest first.
#[derive(Debug, Object)]
#[oai(rename = "NotificationPage", rename_all = "camelCase")]
pub struct NotificationPageBody {
    pub items: Vec<NotificationBody>,
    /// The caller's unread notices, in all.
    pub unread: u64,
    pub total_pages: u64,
}

impl From<NotificationPage> for NotificationPageBody {
    fn from(page: NotificationPage) -> Self {
        NotificationPageBody {
            items: page
                .items
                .into_iter()
                .map(|n| NotificationBody {
                    id: n.id.0,
                    kind: n.kind.as_str().to_owned(),
                    text: n.text,
                    link: n.link,
                    character_name: n.character_name,
                    created_at: n.created_at,
                    read_at: n.read_at,
                })
                .collect(),
            unread: page.unread,
            total_pages: page.total_pages,
        }
    }
}

/// Which notices to mark read: `ids` (1 to 100 of the caller's), or `all: true`.
#[derive(Debug, Object)]
#[oai(rename = "MarkNotificationsRead")]
pub struct MarkReadBody {
    #[oai(nullable)]
    pub ids: Option<Vec<i64>>,
    #[oai(nullable)]
    pub all: Option<bool>,
}

/// The unread count after marking.
#[derive(Debug, Object)]
#[oai(rename = "UnreadNotifications")]
pub struct UnreadBody {
    pub unread: u64,
}

/// The channels of one kind.
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "NotificationChannels", rename_all = "camelCase")]
pub struct ChannelsBody {
    pub in_app: bool,
    pub email: bool,
    pub push: bool,
}

/// The caller's notification settings: every kind's channels and the e-mail digest
/// (`off`, `hourly`, `daily`).
#[derive(Debug, Object)]
#[oai(rename = "NotificationSettings")]
pub struct SettingsBody {
    pub kinds: BTreeMap<String, ChannelsBody>,
    pub digest: String,
}

/// New settings: the kinds given change (others stay), the digest when given.
#[derive(Debug, Object)]
#[oai(rename = "NotificationSettingsChange")]
pub struct SettingsChangeBody {
    #[oai(nullable)]
    pub kinds: Option<BTreeMap<String, ChannelsBody>>,
    #[oai(nullable)]
    pub digest: Option<String>,
}

impl From<NotificationSettings> for SettingsBody {
    fn from(settings: NotificationSettings) -> Self {
        SettingsBody {
            kinds: settings
                .kinds
                .iter()
                .map(|(kind, c)| {
                    let body = ChannelsBody { in_app: c.in_app, email: c.email, push: c.push };
                    (kind.as_str().to_owned(), body)
                })
                .collect(),
            digest: settings.digest.as_str().to_owned(),
        }
    }
}

#[derive(ApiResponse)]
pub enum UnreadResponse {
    #[oai(status = 200)]
    Ok(Json<UnreadBody>),
}

#[derive(ApiResponse)]
pub enum UnsubscribedResponse {
    /// E-mail notices are off.
    #[oai(status = 200)]
    Ok(Json<UnsubscribedBody>),
}

/// What the unsubscribe page shows.
#[derive(Debug, Object)]
#[oai(rename = "Unsubscribed")]
pub struct UnsubscribedBody {
    pub message: String,
}

/// The answer to a used unsubscribe link.
pub const UNSUBSCRIBED: &str =
    "Powiadomienia e-mail są wyłączone. Włączysz je znowu w ustawieniach konta.";

#[derive(ApiResponse)]
pub enum SettingsResponse {
    #[oai(status = 200)]
    Ok(Json<SettingsBody>),
}

#[OpenApi(tag = "ApiTags::Notifications")]
impl NotificationsApi {
    /// The caller's notices, newest first: page `page` (from 1) of `limit` (20 by default, at
    /// most 50), with the unread count and the number of pages. Conditional: send the `ETag`
    /// back in `If-None-Match` for a 304 while nothing changed.
    #[oai(path = "/notifications", method = "get", operation_id = "listNotifications")]
    #[tracing::instrument(name = "listNotifications", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: PlayerAuth,
        page: Query<Option<u32>>,
        limit: Query<Option<u32>>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<NotificationPageBody>, ApiError> {
        let number = page.0.unwrap_or(1).max(1);
        let size = limit.0.unwrap_or(mrok_core::notifications::DEFAULT_NOTIFICATION_PAGE);
        if !(1..=mrok_core::notifications::MAX_NOTIFICATION_PAGE).contains(&size) {
            return Err(NotificationError::BadPageSize.into());
        }
        let what =
            freshness::Polled::Notifications { user: auth.0.id(), page: number, limit: size };
        let tag = self.freshness.tag(what);
        polled(if_none_match.0.as_deref(), tag, async {
            Ok(self.notifications.page(&auth.0, Some(number), Some(size)).await?.into())
        })
        .await
    }

    /// Marks the caller's notices read: `{ "ids": [...] }` (at most 100; others' ids are passed
    /// over) or `{ "all": true }`. Answers the unread count left.
    #[oai(path = "/notifications/read", method = "post", operation_id = "markNotificationsRead")]
    #[tracing::instrument(name = "markNotificationsRead", level = "debug", skip_all)]
    async fn read(
        &self,
        auth: PlayerAuth,
        body: Json<MarkReadBody>,
    ) -> Result<UnreadResponse, ApiError> {
        let selection = match body.0 {
            MarkReadBody { all: Some(true), .. } => ReadSelection::All,
            MarkReadBody { ids: Some(ids), .. } => {
                ReadSelection::Ids(ids.into_iter().map(NotificationId).collect())
            }
            _ => return Err(NotificationError::NothingToMark.into()),
        };
        let unread = self.notifications.mark_read(&auth.0, selection).await?;
        Ok(UnreadResponse::Ok(Json(UnreadBody { unread })))
    }

    /// The caller's notification settings (the defaults until changed: everything in the site,
    /// a daily e-mail digest of replies, messages and mentions, push off).
    #[oai(path = "/notifications/settings", method = "get", operation_id = "notificationSettings")]
    #[tracing::instrument(name = "notificationSettings", level = "debug", skip_all)]
    async fn settings(&self, auth: PlayerAuth) -> Result<SettingsResponse, ApiError> {
        let settings = self.notifications.settings(&auth.0).await?;
        Ok(SettingsResponse::Ok(Json(settings.into())))
    }

    /// Changes the caller's notification settings: the kinds given, the digest when given.
    #[oai(
        path = "/notifications/settings",
        method = "put",
        operation_id = "saveNotificationSettings"
    )]
    #[tracing::instrument(name = "saveNotificationSettings", level = "debug", skip_all)]
    async fn save_settings(
        &self,
        auth: PlayerAuth,
        body: Json<SettingsChangeBody>,
    ) -> Result<SettingsResponse, ApiError> {
        let mut changes = Vec::new();
        for (name, c) in body.0.kinds.unwrap_or_default() {
            let kind = NotificationKind::parse(&name)?;
            changes.push((kind, Channels { in_app: c.in_app, email: c.email, push: c.push }));
        }
        let digest = body.0.digest.as_deref().map(Digest::parse).transpose()?;
        let settings = self.notifications.save_settings(&auth.0, &changes, digest).await?;
        Ok(SettingsResponse::Ok(Json(settings.into())))
    }

    /// A digest's one-click unsubscribe link (RFC 8058; no login): the player's e-mail notices
    /// are turned off for every kind. A link works once (every link of that player stops
    /// working); an unknown or used one is refused. Mail clients send
    /// `List-Unsubscribe=One-Click` as the body, which is not needed.
    #[oai(
        path = "/notifications/unsubscribe/:token",
        method = "post",
        operation_id = "unsubscribeNotifications"
    )]
    #[tracing::instrument(name = "unsubscribeNotifications", level = "debug", skip_all)] // the token is a secret
    async fn unsubscribe(
        &self,
        req: &Request,
        token: Path<String>,
    ) -> Result<UnsubscribedResponse, ApiError> {
        self.notifications.unsubscribe(&token.0, &client_ip(req)).await?;
        Ok(UnsubscribedResponse::Ok(Json(UnsubscribedBody { message: UNSUBSCRIBED.to_owned() })))
    }
}
