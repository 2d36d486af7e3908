//! The frames the live channel sends, as JSON text with a `type`.
//!
//! - `message`: a tavern message, with the fields of `GET /api/tavern/rooms/{id}/messages`.
//! - `room_joined` and `active_users_update`: the room a socket listens to and its head count.
//! - `typing`: someone in the room is writing.
//! - `session_activity`: a session the player takes part in has a new message.
//! - `report_reviewed`: an admin accepted or rejected one of the player's session reports.
//! - `notifications`: the player's notices changed; `unread` is their unread count now.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::announcements::GlobalMessageId;
use mrok_core::conversations::ConversationId;
use mrok_core::news::NewsId;
use mrok_core::reports::ReportId;
use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::UserId;
use mrok_core::tavern::{RoomId, TavernMessage};
use poem_openapi::types::ToJSON;
use serde_json::{Value, json};

use crate::api::TavernMessageBody;

/// A frame, serialized once and shared by every socket it goes to.
pub type Frame = Arc<str>;

fn frame(value: &Value) -> Frame {
    Arc::from(value.to_string())
}

pub fn message(message: TavernMessage) -> Frame {
    let mut value = TavernMessageBody::from(message).to_json().unwrap_or(Value::Null);
    if let Value::Object(fields) = &mut value {
        fields.insert("type".into(), Value::from("message"));
    }
    frame(&value)
}

pub fn room_joined(room: RoomId) -> Frame {
    frame(&json!({ "type": "room_joined", "room_id": room.0 }))
}

pub fn active_users(room: RoomId, count: u64) -> Frame {
    frame(&json!({ "type": "active_users_update", "room_id": room.0, "count": count }))
}

pub fn typing(room: RoomId, user: UserId, name: &str) -> Frame {
    frame(&json!({ "type": "typing", "room_id": room.0, "user_id": user.0, "name": name }))
}

/// Only the id: the overlay reads its unread announcements itself.
pub fn global_message(id: GlobalMessageId) -> Frame {
    frame(&json!({ "type": "global_message", "id": id.0 }))
}

/// An admin decided on one of the player's session reports: their reports page reads again.
pub fn report_reviewed(report: ReportId) -> Frame {
    frame(&json!({ "type": "report_reviewed", "report_id": report.0 }))
}

/// A news item or its comments changed: the feed reads again what it shows.
pub fn news_activity(news: NewsId) -> Frame {
    frame(&json!({ "type": "news_activity", "news_id": news.0 }))
}

pub fn conversation_activity(conversation: ConversationId, at: DateTime<Utc>) -> Frame {
    frame(&json!({
        "type": "conversation_activity",
        "conversation_id": conversation.0,
        "last_activity": at,
    }))
}

pub fn session_activity(session: SessionId, kind: SessionKind, at: DateTime<Utc>) -> Frame {
    frame(&json!({
        "type": "session_activity",
        "session_id": session.0,
        "kind": kind.as_str(),
        "last_activity": at,
    }))
}

/// The player's notices changed: the bell shows `unread`.
pub fn notifications(unread: u64) -> Frame {
    frame(&json!({ "type": "notifications", "unread": unread }))
}
