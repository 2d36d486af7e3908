use chrono::{DateTime, Utc};

use super::NotificationError;
use crate::conversations::ConversationId;
use crate::news::NewsId;
use crate::sessions::{SessionId, SessionKind};
use crate::shared::UserId;
use crate::shared::polish::plural;
use crate::tavern::RoomId;

/// Notices a page of the list holds when no size is asked for.
pub const DEFAULT_NOTIFICATION_PAGE: u32 = 20;
/// Largest page of the list.
pub const MAX_NOTIFICATION_PAGE: u32 = 50;
/// Most ids one "mark read" may name.
pub const MAX_READ_IDS: usize = 100;
/// Longest subject (a session's title, a conversation's subject, a news title) a notice quotes,
/// in characters; longer ones are cut with an ellipsis.
pub const MAX_SUBJECT_CHARS: usize = 80;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NotificationId(pub i64);

/// What a notice tells. Adding a kind: a variant here, its row in each `match` below, and the
/// use case that makes its drafts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NotificationKind {
    /// A post in a session one takes part in.
    SessionPost,
    /// A private message.
    Message,
    /// Being added to a session.
    Invite,
    /// An @mention of one's character.
    Mention,
    /// An admin decided one's session report.
    ReportReviewed,
    /// A news item was published.
    News,
}

impl NotificationKind {
    /// Every kind, in the settings table's order.
    pub const ALL: [NotificationKind; 6] = [
        NotificationKind::SessionPost,
        NotificationKind::Message,
        NotificationKind::Invite,
        NotificationKind::Mention,
        NotificationKind::ReportReviewed,
        NotificationKind::News,
    ];

    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            NotificationKind::SessionPost => "session_post",
            NotificationKind::Message => "message",
            NotificationKind::Invite => "invite",
            NotificationKind::Mention => "mention",
            NotificationKind::ReportReviewed => "report_reviewed",
            NotificationKind::News => "news",
        }
    }

    /// # Errors
    /// [`NotificationError::UnknownKind`] for anything but a kind's name.
    pub fn parse(raw: &str) -> Result<Self, NotificationError> {
        Self::ALL
            .into_iter()
            .find(|k| k.as_str() == raw)
            .ok_or_else(|| NotificationError::UnknownKind(raw.chars().take(40).collect()))
    }

    /// The channels a player has for this kind until they change them: everything in-app; the
    /// e-mail digest for replies, messages and mentions; push off until turned on.
    pub fn default_channels(self) -> Channels {
        let email = matches!(
            self,
            NotificationKind::SessionPost | NotificationKind::Message | NotificationKind::Mention
        );
        Channels { in_app: true, email, push: false }
    }

    /// Which of two notices of one event a player keeps: the higher rank (a mention in a post
    /// says more than the post alone).
    fn rank(self) -> u8 {
        match self {
            NotificationKind::Mention => 2,
            _ => 1,
        }
    }

    /// The notice's sentence: `count` events (more than one only for a burst), about `subject`.
    pub fn text(self, count: i64, subject: &str) -> String {
        let n = count.max(1);
        match self {
            NotificationKind::SessionPost if n == 1 => format!("Nowy wpis w sesji „{subject}”"),
            NotificationKind::SessionPost => {
                let words = plural(n, "nowy wpis", "nowe wpisy", "nowych wpisów");
                format!("{n} {words} w sesji „{subject}”")
            }
            NotificationKind::Message if n == 1 => {
                format!("Nowa wiadomość prywatna: „{subject}”")
            }
            NotificationKind::Message => {
                let words = plural(n, "nowa wiadomość", "nowe wiadomości", "nowych wiadomości");
                format!("{n} {words} w rozmowie „{subject}”")
            }
            NotificationKind::Invite => format!("Dodano cię do sesji „{subject}”"),
            NotificationKind::Mention => format!("Wspomniano o tobie: {subject}"),
            NotificationKind::ReportReviewed => format!("Rozpatrzono twoje zgłoszenie: {subject}"),
            NotificationKind::News => format!("Nowa wieść: „{subject}”"),
        }
    }
}

/// The channels of one kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Channels {
    pub in_app: bool,
    pub email: bool,
    pub push: bool,
}

impl Channels {
    /// Whether any channel is on: a kind with none on makes no notice at all.
    pub fn any(self) -> bool {
        self.in_app || self.email || self.push
    }
}

/// How often unread notices with e-mail on are mailed together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Digest {
    Off,
    Hourly,
    Daily,
}

impl Digest {
    pub fn as_str(self) -> &'static str {
        match self {
            Digest::Off => "off",
            Digest::Hourly => "hourly",
            Digest::Daily => "daily",
        }
    }

    /// # Errors
    /// [`NotificationError::UnknownDigest`].
    pub fn parse(raw: &str) -> Result<Self, NotificationError> {
        match raw {
            "off" => Ok(Digest::Off),
            "hourly" => Ok(Digest::Hourly),
            "daily" => Ok(Digest::Daily),
            _ => Err(NotificationError::UnknownDigest),
        }
    }
}

/// A player's notification settings: the channels of every kind and the digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationSettings {
    /// One entry for every kind of [`NotificationKind::ALL`], in its order.
    pub kinds: Vec<(NotificationKind, Channels)>,
    pub digest: Digest,
}

impl Default for NotificationSettings {
    fn default() -> Self {
        NotificationSettings {
            kinds: NotificationKind::ALL.into_iter().map(|k| (k, k.default_channels())).collect(),
            digest: Digest::Daily,
        }
    }
}

impl NotificationSettings {
    /// The channels of `kind` (its defaults when the settings lack it).
    pub fn channels(&self, kind: NotificationKind) -> Channels {
        self.kinds
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or_else(|| kind.default_channels(), |(_, c)| *c)
    }

    /// The settings with these kinds changed (the rest as they are).
    pub fn with(mut self, changes: &[(NotificationKind, Channels)]) -> Self {
        let mut kinds = Vec::with_capacity(NotificationKind::ALL.len());
        for kind in NotificationKind::ALL {
            let channels = changes
                .iter()
                .rev()
                .find(|(k, _)| *k == kind)
                .map_or_else(|| self.channels(kind), |(_, c)| *c);
            kinds.push((kind, channels));
        }
        self.kinds = kinds;
        self
    }

    /// Every kind with e-mail off (the one-click unsubscribe).
    pub fn without_email(self) -> Self {
        let changes: Vec<_> = NotificationKind::ALL
            .into_iter()
            .map(|k| (k, Channels { email: false, ..self.channels(k) }))
            .collect();
        self.with(&changes)
    }
}

/// Where a notice leads, in the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Session(SessionKind, SessionId),
    Conversation(ConversationId),
    News(NewsId),
    /// The player's own session reports.
    Reports,
    /// A room of the tavern.
    Tavern(RoomId),
}

impl Place {
    /// The link into the site.
    pub fn link(self) -> String {
        match self {
            Place::Session(SessionKind::General, id) => format!("/home/generalSessions/{}", id.0),
            Place::Session(SessionKind::Private, id) => format!("/home/privateSessions/{}", id.0),
            Place::Conversation(id) => format!("/home/messages/{}", id.0),
            Place::News(_) => "/home".to_owned(),
            Place::Reports => "/home/settings/reports".to_owned(),
            Place::Tavern(_) => "/home/tavern".to_owned(),
        }
    }

    /// The stored name and id.
    pub fn stored(self) -> (&'static str, Option<i64>) {
        match self {
            Place::Session(SessionKind::General, id) => ("general_session", Some(id.0)),
            Place::Session(SessionKind::Private, id) => ("private_session", Some(id.0)),
            Place::Conversation(id) => ("conversation", Some(id.0)),
            Place::News(id) => ("news", Some(id.0)),
            Place::Reports => ("reports", None),
            Place::Tavern(room) => ("tavern_room", Some(room.0)),
        }
    }

    /// `None` for anything but what [`Place::stored`] gives.
    pub fn from_stored(name: &str, id: Option<i64>) -> Option<Self> {
        Some(match (name, id) {
            ("general_session", Some(id)) => Place::Session(SessionKind::General, SessionId(id)),
            ("private_session", Some(id)) => Place::Session(SessionKind::Private, SessionId(id)),
            ("conversation", Some(id)) => Place::Conversation(ConversationId(id)),
            ("news", Some(id)) => Place::News(NewsId(id)),
            ("reports", _) => Place::Reports,
            ("tavern_room", Some(id)) => Place::Tavern(RoomId(id)),
            _ => return None,
        })
    }

    /// A new conversation's place, before the write gives it its id ([`Notice::with_new_id`]).
    pub const NEW_CONVERSATION: Place = Place::Conversation(ConversationId(0));

    /// A new session's place, before the write gives it its id ([`Notice::with_new_id`]).
    pub fn new_session(kind: SessionKind) -> Place {
        Place::Session(kind, SessionId(0))
    }
}

/// A notice a use case wants to give, before the recipient's settings are applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub kind: NotificationKind,
    pub player: UserId,
    /// The recipient's character it concerns (its name), when one does.
    pub character: Option<String>,
    /// What the sentence names (a session's title…), cut to [`MAX_SUBJECT_CHARS`].
    pub subject: String,
    pub place: Place,
}

impl Draft {
    pub fn new(
        kind: NotificationKind,
        player: UserId,
        character: Option<String>,
        subject: &str,
        place: Place,
    ) -> Draft {
        Draft { kind, player, character, subject: cut(subject), place }
    }
}

/// A notice ready to store, in the transaction of the change it tells about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub kind: NotificationKind,
    pub player: UserId,
    pub character: Option<String>,
    pub subject: String,
    pub place: Place,
    /// Notices of one burst share this key: while one is unread, the next updates it (its count
    /// one more, its time the new one) instead of adding a row. `None`: never collapsed.
    pub burst_key: Option<String>,
    /// The event it tells of: one event never counts twice in a notice.
    pub event: String,
    pub in_app: bool,
    pub email: bool,
    /// Sent to the player's push subscriptions (queued with the notice).
    pub push: bool,
    pub at: DateTime<Utc>,
}

impl Notice {
    /// This notice placed in the row the causing write just made (a new conversation's or
    /// session's, whose id the use case could not know): a place of id 0 takes `id`.
    #[must_use]
    pub fn with_new_id(mut self, id: i64) -> Notice {
        let (name, stored) = self.place.stored();
        if stored == Some(0)
            && let Some(place) = Place::from_stored(name, Some(id))
        {
            self.place = place;
            self.burst_key = self
                .burst_key
                .map(|key| key.replace(&format!("{name}:0"), &format!("{name}:{id}")));
        }
        self
    }
}

/// One event's notices: every recipient's, ready for the causing write.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Notices {
    pub items: Vec<Notice>,
    /// Who acted and when, if their act adds to bursts (a post, a message): their own unread
    /// notices of those bursts are read by it, so a burst never counts its reader's own posts.
    pub author: Option<(UserId, DateTime<Utc>)>,
    /// The bursts the event adds to (every one, told to anybody or not).
    pub bursts: Vec<String>,
}

impl Notices {
    pub fn none() -> Notices {
        Notices::default()
    }

    /// The players the notices go to.
    pub fn players(&self) -> Vec<UserId> {
        let mut players: Vec<UserId> = self.items.iter().map(|n| n.player).collect();
        players.sort();
        players.dedup();
        players
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The notices placed in the row the causing write just made ([`Notice::with_new_id`]).
    #[must_use]
    pub fn with_new_id(self, id: i64) -> Notices {
        Notices {
            items: self.items.into_iter().map(|n| n.with_new_id(id)).collect(),
            author: self.author,
            bursts: self
                .bursts
                .into_iter()
                .map(|key| match key.strip_suffix(":0") {
                    Some(head) => format!("{head}:{id}"),
                    None => key,
                })
                .collect(),
        }
    }
}

/// A stored notice as the list reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNotification {
    pub id: NotificationId,
    pub kind: NotificationKind,
    pub character: Option<String>,
    pub subject: String,
    pub place: Place,
    pub count: i64,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

/// A notice as the player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: NotificationId,
    pub kind: NotificationKind,
    pub text: String,
    pub link: String,
    pub character_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

impl From<StoredNotification> for Notification {
    fn from(stored: StoredNotification) -> Self {
        Notification {
            id: stored.id,
            kind: stored.kind,
            text: stored.kind.text(stored.count, &stored.subject),
            link: stored.place.link(),
            character_name: stored.character,
            created_at: stored.created_at,
            read_at: stored.read_at,
        }
    }
}

/// One page of a player's notices, newest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationPage {
    pub items: Vec<Notification>,
    /// The player's unread notices, in all.
    pub unread: u64,
    pub total_pages: u64,
}

/// Which notices "mark read" marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadSelection {
    Ids(Vec<NotificationId>),
    All,
}

/// The subject cut to [`MAX_SUBJECT_CHARS`], on one line.
fn cut(subject: &str) -> String {
    let line: String = subject.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() <= MAX_SUBJECT_CHARS {
        line
    } else {
        let mut short: String = line.chars().take(MAX_SUBJECT_CHARS - 1).collect();
        short.push('…');
        short
    }
}

/// Which of a player's drafts of one event stays: the higher rank, the first of equal ones.
pub(crate) fn keeps(new: NotificationKind, kept: NotificationKind) -> bool {
    new.rank() > kept.rank()
}
