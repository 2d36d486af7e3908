//! Events as NOTIFY payloads: compact JSON holding ids (and a character name for "…pisze"),
//! far under PostgreSQL's 8,000-byte cap — every instance reads the rows it needs itself.

use chrono::{DateTime, Utc};
use mrok_core::accounts::SignInId;
use mrok_core::announcements::GlobalMessageId;
use mrok_core::conversations::ConversationId;
use mrok_core::live::{LiveEvent, PolledList};
use mrok_core::news::NewsId;
use mrok_core::reports::ReportId;
use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::UserId;
use mrok_core::tavern::{RoomId, TavernMessageId};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(tag = "t")]
enum Payload {
    #[serde(rename = "tm")]
    TavernMessage { room: i64, id: i64 },
    #[serde(rename = "tp")]
    TavernPresence { room: i64 },
    #[serde(rename = "tr")]
    TavernRoomRemoved { room: i64 },
    #[serde(rename = "tt")]
    TavernTyping { room: i64, user: i64, name: String },
    #[serde(rename = "sa")]
    SessionActivity { session: i64, private: bool, at: DateTime<Utc>, users: Vec<i64> },
    #[serde(rename = "ca")]
    ConversationActivity { conversation: i64, at: DateTime<Utc>, users: Vec<i64> },
    #[serde(rename = "gm")]
    GlobalMessage { id: i64 },
    #[serde(rename = "na")]
    NewsActivity { news: i64 },
    #[serde(rename = "rv")]
    ReportReviewed { user: i64, report: i64 },
    #[serde(rename = "nc")]
    NotificationsChanged { users: Vec<i64> },
    #[serde(rename = "ar")]
    AccessRevoked { user: i64 },
    #[serde(rename = "so")]
    SignedOut { user: i64, sign_in: i64 },
    #[serde(rename = "gb")]
    GameBlockChanged,
    /// Never published by the server (a subscriber hears it in place of events it skipped);
    /// carried as any other so that encoding covers every event.
    #[serde(rename = "ms")]
    Missed,
    #[serde(rename = "cg")]
    ChangedGeneralSessions,
    #[serde(rename = "cs")]
    ChangedSessionsOf { users: Vec<i64> },
    #[serde(rename = "cc")]
    ChangedConversationsOf { users: Vec<i64> },
    #[serde(rename = "co")]
    ChangedOnlinePlayers,
    #[serde(rename = "cn")]
    ChangedSession { session: i64 },
    #[serde(rename = "ch")]
    ChangedProfile { user: i64 },
    #[serde(rename = "cu")]
    ChangedUnreadAnnouncements { user: i64 },
}

fn ids(users: &[UserId]) -> Vec<i64> {
    users.iter().map(|u| u.0).collect()
}

fn users(ids: Vec<i64>) -> Vec<UserId> {
    ids.into_iter().map(UserId).collect()
}

pub(super) fn encode(event: &LiveEvent) -> String {
    let payload = match event {
        LiveEvent::TavernMessage { room, message } => {
            Payload::TavernMessage { room: room.0, id: message.0 }
        }
        LiveEvent::TavernPresence { room } => Payload::TavernPresence { room: room.0 },
        LiveEvent::TavernRoomRemoved { room } => Payload::TavernRoomRemoved { room: room.0 },
        LiveEvent::TavernTyping { room, user, name } => {
            Payload::TavernTyping { room: room.0, user: user.0, name: name.clone() }
        }
        LiveEvent::SessionActivity { session, kind, at, users } => Payload::SessionActivity {
            session: session.0,
            private: *kind == SessionKind::Private,
            at: *at,
            users: users.iter().map(|u| u.0).collect(),
        },
        LiveEvent::ConversationActivity { conversation, at, users } => {
            Payload::ConversationActivity {
                conversation: conversation.0,
                at: *at,
                users: users.iter().map(|u| u.0).collect(),
            }
        }
        LiveEvent::GlobalMessage { id } => Payload::GlobalMessage { id: id.0 },
        LiveEvent::NewsActivity { news } => Payload::NewsActivity { news: news.0 },
        LiveEvent::NotificationsChanged { users } => {
            Payload::NotificationsChanged { users: ids(users) }
        }
        LiveEvent::ReportReviewed { user, report } => {
            Payload::ReportReviewed { user: user.0, report: report.0 }
        }
        LiveEvent::AccessRevoked { user } => Payload::AccessRevoked { user: user.0 },
        LiveEvent::SignedOut { user, sign_in } => {
            Payload::SignedOut { user: user.0, sign_in: sign_in.0 }
        }
        LiveEvent::GameBlockChanged => Payload::GameBlockChanged,
        LiveEvent::Missed => Payload::Missed,
        LiveEvent::Changed(list) => match list {
            PolledList::GeneralSessions => Payload::ChangedGeneralSessions,
            PolledList::SessionsOf(users) => Payload::ChangedSessionsOf { users: ids(users) },
            PolledList::ConversationsOf(users) => {
                Payload::ChangedConversationsOf { users: ids(users) }
            }
            PolledList::OnlinePlayers => Payload::ChangedOnlinePlayers,
            PolledList::Session(id) => Payload::ChangedSession { session: id.0 },
            PolledList::Profile(user) => Payload::ChangedProfile { user: user.0 },
            PolledList::UnreadAnnouncements(user) => {
                Payload::ChangedUnreadAnnouncements { user: user.0 }
            }
        },
    };
    serde_json::to_string(&payload).unwrap_or_default()
}

pub(super) fn decode(raw: &str) -> Option<LiveEvent> {
    Some(match serde_json::from_str(raw).ok()? {
        Payload::TavernMessage { room, id } => {
            LiveEvent::TavernMessage { room: RoomId(room), message: TavernMessageId(id) }
        }
        Payload::TavernPresence { room } => LiveEvent::TavernPresence { room: RoomId(room) },
        Payload::TavernRoomRemoved { room } => LiveEvent::TavernRoomRemoved { room: RoomId(room) },
        Payload::TavernTyping { room, user, name } => {
            LiveEvent::TavernTyping { room: RoomId(room), user: UserId(user), name }
        }
        Payload::SessionActivity { session, private, at, users } => LiveEvent::SessionActivity {
            session: SessionId(session),
            kind: if private { SessionKind::Private } else { SessionKind::General },
            at,
            users: users.into_iter().map(UserId).collect(),
        },
        Payload::ConversationActivity { conversation, at, users } => {
            LiveEvent::ConversationActivity {
                conversation: ConversationId(conversation),
                at,
                users: users.into_iter().map(UserId).collect(),
            }
        }
        Payload::GlobalMessage { id } => LiveEvent::GlobalMessage { id: GlobalMessageId(id) },
        Payload::NewsActivity { news } => LiveEvent::NewsActivity { news: NewsId(news) },
        Payload::NotificationsChanged { users: ids } => {
            LiveEvent::NotificationsChanged { users: users(ids) }
        }
        Payload::ReportReviewed { user, report } => {
            LiveEvent::ReportReviewed { user: UserId(user), report: ReportId(report) }
        }
        Payload::AccessRevoked { user } => LiveEvent::AccessRevoked { user: UserId(user) },
        Payload::SignedOut { user, sign_in } => {
            LiveEvent::SignedOut { user: UserId(user), sign_in: SignInId(sign_in) }
        }
        Payload::GameBlockChanged => LiveEvent::GameBlockChanged,
        Payload::Missed => LiveEvent::Missed,
        Payload::ChangedGeneralSessions => LiveEvent::Changed(PolledList::GeneralSessions),
        Payload::ChangedSessionsOf { users: ids } => {
            LiveEvent::Changed(PolledList::SessionsOf(users(ids)))
        }
        Payload::ChangedConversationsOf { users: ids } => {
            LiveEvent::Changed(PolledList::ConversationsOf(users(ids)))
        }
        Payload::ChangedOnlinePlayers => LiveEvent::Changed(PolledList::OnlinePlayers),
        Payload::ChangedSession { session } => {
            LiveEvent::Changed(PolledList::Session(SessionId(session)))
        }
        Payload::ChangedProfile { user } => LiveEvent::Changed(PolledList::Profile(UserId(user))),
        Payload::ChangedUnreadAnnouncements { user } => {
            LiveEvent::Changed(PolledList::UnreadAnnouncements(UserId(user)))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_survives_the_trip_and_the_biggest_stays_far_under_the_notify_cap() {
        let at = DateTime::<Utc>::UNIX_EPOCH;
        let events = [
            LiveEvent::TavernMessage { room: RoomId(1), message: TavernMessageId(2) },
            LiveEvent::TavernPresence { room: RoomId(3) },
            LiveEvent::TavernRoomRemoved { room: RoomId(3) },
            LiveEvent::GlobalMessage { id: GlobalMessageId(8) },
            LiveEvent::NewsActivity { news: NewsId(9) },
            LiveEvent::ReportReviewed { user: UserId(4), report: ReportId(10) },
            LiveEvent::NotificationsChanged { users: vec![UserId(4), UserId(9)] },
            LiveEvent::ConversationActivity {
                conversation: ConversationId(6),
                at,
                users: vec![UserId(7)],
            },
            LiveEvent::TavernTyping { room: RoomId(1), user: UserId(4), name: "Morwena".into() },
            LiveEvent::SessionActivity {
                session: SessionId(5),
                kind: SessionKind::Private,
                at,
                // A full session: 50 participants with the longest ids.
                users: vec![UserId(i64::MAX); 50],
            },
            LiveEvent::AccessRevoked { user: UserId(6) },
            LiveEvent::SignedOut { user: UserId(6), sign_in: SignInId(12) },
            LiveEvent::GameBlockChanged,
            LiveEvent::Missed,
            LiveEvent::Changed(PolledList::GeneralSessions),
            LiveEvent::Changed(PolledList::SessionsOf(vec![UserId(i64::MAX); 50])),
            LiveEvent::Changed(PolledList::ConversationsOf(vec![UserId(1), UserId(2)])),
            LiveEvent::Changed(PolledList::OnlinePlayers),
            LiveEvent::Changed(PolledList::Session(SessionId(i64::MAX))),
            LiveEvent::Changed(PolledList::Profile(UserId(i64::MAX))),
            LiveEvent::Changed(PolledList::UnreadAnnouncements(UserId(i64::MAX))),
        ];
        for event in events {
            let raw = encode(&event);
            assert!(raw.len() < 2_000, "{} bytes", raw.len());
            assert_eq!(decode(&raw), Some(event));
        }
        assert_eq!(decode("{\"t\":\"??\"}"), None);
    }
}
