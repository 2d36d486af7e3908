//! The live channel's domain side: what happened that open sockets should hear about, and the
//! port that carries it to every instance of the server.
//!
//! An event names what changed by ids; whoever delivers it reads the rows it needs (a
//! PostgreSQL NOTIFY payload is capped at 8,000 bytes while a post may be far longer). The
//! socket hub in `app` turns events into frames; services here only publish.

use std::pin::Pin;

use chrono::{DateTime, Utc};
use futures_core::Stream;

use crate::announcements::GlobalMessageId;
use crate::conversations::ConversationId;
use crate::news::NewsId;
use crate::reports::ReportId;
use crate::sessions::{SessionId, SessionKind};
use crate::shared::{Forget, UserId};
use crate::tavern::{RoomId, TavernMessageId};

/// Something open sockets should hear about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiveEvent {
    /// A message was posted in a tavern room.
    TavernMessage { room: RoomId, message: TavernMessageId },
    /// Someone entered or left a tavern room (its count changed).
    TavernPresence { room: RoomId },
    /// An admin removed a tavern room: its sockets close (the room is gone).
    TavernRoomRemoved { room: RoomId },
    /// Someone is writing in a tavern room, as the named character.
    TavernTyping { room: RoomId, user: UserId, name: String },
    /// A message was posted in a session; `users` are the participants who should see an
    /// unread marker (everyone but the author).
    SessionActivity { session: SessionId, kind: SessionKind, at: DateTime<Utc>, users: Vec<UserId> },
    /// A private message was written; `users` are the members to tell (not the sender).
    ConversationActivity { conversation: ConversationId, at: DateTime<Utc>, users: Vec<UserId> },
    /// A news item was posted, edited or archived, or its comments changed: every player's own
    /// socket hears of it.
    NewsActivity { news: NewsId },
    /// An admin sent a global announcement: every player's own socket hears of it.
    GlobalMessage { id: GlobalMessageId },
    /// An admin accepted or rejected a player's session report: the author's own socket hears
    /// of it (their reports page reads again).
    ReportReviewed { user: UserId, report: ReportId },
    /// These players' notices changed (new ones, or some read): their sockets hear their unread
    /// count, and their notification lists stop answering "not modified".
    NotificationsChanged { users: Vec<UserId> },
    /// The account may no longer play (imprisoned, blocked, deleted, logged out everywhere):
    /// its sockets close.
    AccessRevoked { user: UserId },
    /// One login of the account ended (logged out): its token is refused and the sockets it
    /// opened close; the account's other logins go on.
    SignedOut { user: UserId, sign_in: crate::accounts::SignInId },
    /// A resident message was turned on or off (or removed): the game's block for residents
    /// may have changed (no socket frame).
    GameBlockChanged,
    /// A write changed what a polled list shows: its conditional requests stop answering
    /// "not modified" (no socket frame).
    Changed(PolledList),
    /// Never published: a subscriber that fell too far behind skipped events and hears this in
    /// their place — anything may have changed (every version moves, every remembered check is
    /// forgotten, every socket is asked to connect again and so be admitted anew).
    Missed,
}

impl LiveEvent {
    /// Which remembered checks of players' access this event makes stale.
    pub fn forgets(&self) -> Option<Forget> {
        match self {
            LiveEvent::AccessRevoked { user } | LiveEvent::SignedOut { user, .. } => {
                Some(Forget::User(*user))
            }
            LiveEvent::GameBlockChanged | LiveEvent::Missed => Some(Forget::Everyone),
            _ => None,
        }
    }
}

/// A list clients poll, as a write changes it. Every write that changes what such a list shows
/// publishes one, so the server may answer a poll with "not modified" from a version in memory
/// instead of reading the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PolledList {
    /// Every player's list of open general sessions (a row, or which rows there are).
    GeneralSessions,
    /// These players' own session lists and unread markers (both kinds).
    SessionsOf(Vec<UserId>),
    /// These players' conversation lists.
    ConversationsOf(Vec<UserId>),
    /// The online list: what it shows of some player (their main character's name, gender,
    /// race or avatar, or their status) changed, or they gained or lost a main character.
    OnlinePlayers,
    /// One session's own page (its detail and its participants' characters): any write to it.
    Session(SessionId),
    /// A player's profile (their main character's page, and the site's player card polling
    /// it): a write to their main character or to their fighter. Their role shows on it too,
    /// and a role change announces [`LiveEvent::AccessRevoked`], which counts as this as well.
    Profile(UserId),
    /// A player's unread announcements: they closed one. (A new one is everyone's change:
    /// [`LiveEvent::GlobalMessage`] counts as one.)
    UnreadAnnouncements(UserId),
}

/// The events published from the moment of subscribing, on every instance, in order per
/// instance. Runtime-neutral: any executor can poll it.
pub type LiveStream = Pin<Box<dyn Stream<Item = LiveEvent> + Send>>;

/// Carries events to every instance sharing the database: in process for one instance,
/// PostgreSQL LISTEN/NOTIFY for several.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait LiveBus: Send + Sync {
    /// Announces an event. Best effort: the write it announces has already happened, so a
    /// failure here is the adapter's to log and never the caller's; clients fall back on polling.
    async fn publish(&self, event: LiveEvent);

    /// Every event published from now on, on any instance.
    fn subscribe(&self) -> LiveStream;
}

#[cfg(test)]
pub(crate) mod tests_support {
    use super::MockLiveBus;

    /// A bus that takes any event and checks nothing, for tests about something else.
    pub(crate) fn quiet_bus() -> MockLiveBus {
        let mut bus = MockLiveBus::new();
        bus.expect_publish().returning(|_| ());
        bus
    }
}
