use chrono::{DateTime, Utc};

use super::SessionError;
use crate::characters::CharacterId;
use crate::notifications::Notices;
use crate::shared::{UserId, html_length, shows_something, visible_text};

/// Longest session title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// Most participants a session holds, the owner included.
pub const MAX_PARTICIPANTS: usize = 50;
/// Longest message, in characters of sanitized HTML.
pub const MAX_MESSAGE_CHARS: usize = 100_000;
/// Messages per page when a page is asked for without a size (spec 2 §9).
pub const DEFAULT_PAGE_SIZE: u32 = 20;
/// Largest page that may be asked for.
pub const MAX_PAGE_SIZE: u32 = 50;
/// The name narrator posts carry.
pub const NARRATOR_NAME: &str = "Narrator";
/// The name shown for an account without a main character.
pub const UNKNOWN_NAME: &str = "Nieznany";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SessionId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MessageId(pub i64);

/// General sessions are readable by every player; private ones only by their participants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionKind {
    General,
    Private,
}

impl SessionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SessionKind::General => "general",
            SessionKind::Private => "private",
        }
    }

    /// `None` for anything but the stored names.
    pub fn from_stored(raw: &str) -> Option<Self> {
        match raw {
            "general" => Some(SessionKind::General),
            "private" => Some(SessionKind::Private),
            _ => None,
        }
    }
}

/// Who speaks in a message: one of the author's characters, or the narrator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CharacterType {
    Main,
    Secondary,
    Narrator,
}

impl CharacterType {
    pub fn as_str(self) -> &'static str {
        match self {
            CharacterType::Main => "main",
            CharacterType::Secondary => "secondary",
            CharacterType::Narrator => "narrator",
        }
    }

    /// # Errors
    /// [`SessionError::UnknownCharacterType`].
    pub fn parse(raw: &str) -> Result<Self, SessionError> {
        match raw.trim() {
            "main" => Ok(CharacterType::Main),
            "secondary" => Ok(CharacterType::Secondary),
            "narrator" => Ok(CharacterType::Narrator),
            _ => Err(SessionError::UnknownCharacterType),
        }
    }
}

/// A character choice as the player makes it (not yet checked against their characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CharacterChoice {
    pub kind: CharacterType,
    /// `None` for the narrator.
    pub id: Option<CharacterId>,
}

impl CharacterChoice {
    pub const NARRATOR: CharacterChoice =
        CharacterChoice { kind: CharacterType::Narrator, id: None };

    /// The main character without an id is the writer's own main one.
    ///
    /// # Errors
    /// A secondary character without an id.
    pub fn new(kind: CharacterType, id: Option<i64>) -> Result<Self, SessionError> {
        match (kind, id) {
            (CharacterType::Narrator, _) => Ok(CharacterChoice::NARRATOR),
            (CharacterType::Main, None) => Ok(CharacterChoice { kind, id: None }),
            (_, Some(id)) => Ok(CharacterChoice { kind, id: Some(CharacterId(id)) }),
            (_, None) => Err(SessionError::ForeignCharacter),
        }
    }
}

/// The character a participant writes as, checked and named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionCharacter {
    pub kind: CharacterType,
    /// `None` for the narrator.
    pub id: Option<CharacterId>,
    pub name: String,
    pub avatar: Option<String>,
}

impl SessionCharacter {
    pub fn narrator() -> Self {
        SessionCharacter {
            kind: CharacterType::Narrator,
            id: None,
            name: NARRATOR_NAME.to_owned(),
            avatar: None,
        }
    }
}

/// A title, trimmed, non-empty and at most [`MAX_TITLE_CHARS`] long.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionTitle(String);

impl SessionTitle {
    /// As people see it ([`visible_text`]: normalized, nothing invisible, something to read).
    ///
    /// # Errors
    /// [`SessionError::TitleRequired`], [`SessionError::TitleCharacters`],
    /// [`SessionError::TitleTooLong`].
    pub fn parse(raw: &str) -> Result<Self, SessionError> {
        if raw.trim().is_empty() {
            return Err(SessionError::TitleRequired);
        }
        let title = visible_text(raw).map_err(|_| SessionError::TitleCharacters)?;
        if title.chars().count() > MAX_TITLE_CHARS {
            Err(SessionError::TitleTooLong)
        } else {
            Ok(SessionTitle(title))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Sanitized message HTML that shows something: text, or at least an image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageBody(String);

impl MessageBody {
    /// Takes HTML that has already been sanitized.
    ///
    /// # Errors
    /// [`SessionError::EmptyMessage`], [`SessionError::MessageTooLong`].
    pub fn from_clean_html(html: String) -> Result<Self, SessionError> {
        if !shows_something(&html) {
            Err(SessionError::EmptyMessage)
        } else if html_length(&html) > MAX_MESSAGE_CHARS {
            Err(SessionError::MessageTooLong)
        } else {
            Ok(MessageBody(html))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// The last message of a session, as the lists show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMessage {
    pub author: UserId,
    pub author_name: String,
    pub character_name: String,
    pub character_type: CharacterType,
}

/// A participant: the account's main-character name and avatar, and the character they
/// currently write as (`None` until they choose one: their main character).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Participant {
    pub user: UserId,
    pub name: String,
    pub avatar: Option<String>,
    pub main_character: Option<CharacterId>,
    pub current: Option<SessionCharacter>,
}

impl Participant {
    /// Who they write as now: their chosen character, else their main one.
    pub fn character(&self) -> Option<SessionCharacter> {
        self.current.clone().or_else(|| {
            self.main_character.map(|id| SessionCharacter {
                kind: CharacterType::Main,
                id: Some(id),
                name: self.name.clone(),
                avatar: self.avatar.clone(),
            })
        })
    }
}

/// A session as lists and the detail view show it, from one viewer's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionSummary {
    pub id: SessionId,
    pub kind: SessionKind,
    pub title: String,
    pub closed: bool,
    pub owner: UserId,
    pub owner_name: String,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
    pub last_message: Option<LastMessage>,
    pub message_count: u64,
    /// The viewer's own marker, when they participate.
    pub is_participant: bool,
    pub seen_at: Option<DateTime<Utc>>,
    /// In the order they joined, the owner first.
    pub participants: Vec<Participant>,
}

impl SessionSummary {
    pub fn participant(&self, user: UserId) -> Option<&Participant> {
        self.participants.iter().find(|p| p.user == user)
    }

    pub fn is_owner(&self, user: UserId) -> bool {
        self.owner == user
    }
}

/// A message as stored, with its author's current name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionMessage {
    pub id: MessageId,
    pub session: SessionId,
    pub author: UserId,
    pub author_name: String,
    pub body: String,
    pub character: SessionCharacter,
    pub created_at: DateTime<Utc>,
    pub edited_at: Option<DateTime<Utc>>,
}

/// Which sessions a list holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionListFilter {
    pub kind: SessionKind,
    /// The archive lists closed sessions, the main list open ones.
    pub closed: bool,
    /// Private lists hold only the viewer's sessions.
    pub only_participating: bool,
}

/// Sessions a page of the site's lists holds (the open list and the archive).
pub const SESSIONS_PAGE_SIZE: u32 = 20;

/// At most this many sessions, the most recently active, a whole-list call answers (the spec's
/// `GET /api/generalSessions`, `/api/privateSessions` and their `/archive`s, kept for
/// third-party clients): the lists grow with play, so whoever needs more reads the pages.
pub const MAX_WHOLE_LIST: u32 = 500;

/// One page of a session list, most recently active first, and how many the whole list holds.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionPage {
    pub sessions: Vec<SessionSummary>,
    pub total: u64,
    /// The page's number, from 1.
    pub number: u32,
}

/// An open session the viewer takes part in whose last activity they have not seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnreadSession {
    pub id: SessionId,
    pub kind: SessionKind,
    pub last_activity: DateTime<Utc>,
}

/// At most this many unread sessions are told at once (a player takes part in far fewer).
pub const MAX_UNREAD_LISTED: u32 = 500;

/// A slice of a session's messages, oldest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MessageWindow {
    pub offset: u64,
    pub limit: u64,
}

/// A page asked for by number (1-based; `None` is the last page) and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub page: Option<u32>,
    pub limit: Option<u32>,
}

impl PageRequest {
    /// The newest page of the default size.
    pub const LAST: PageRequest = PageRequest { page: None, limit: None };

    /// The window over `total` messages: always one page, of [`DEFAULT_PAGE_SIZE`] unless asked
    /// otherwise and never over [`MAX_PAGE_SIZE`], so no answer carries a whole long session.
    pub fn window(self, total: u64) -> MessageWindow {
        let limit = u64::from(self.limit.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE));
        let pages = total.div_ceil(limit).max(1);
        let page = self.page.map_or(pages, |p| u64::from(p.max(1)).min(pages));
        MessageWindow { offset: (page - 1) * limit, limit }
    }
}

/// A session to create, with the owner's first character and, optionally, a first message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub kind: SessionKind,
    pub title: SessionTitle,
    pub owner: UserId,
    pub owner_character: SessionCharacter,
    /// Invited accounts, existing, without the owner, without repeats.
    pub members: Vec<UserId>,
    pub first_message: Option<MessageBody>,
    pub at: DateTime<Utc>,
    /// The invited players' notices, stored with the session (placed in it by its new id).
    pub notices: Notices,
}

/// A message to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub session: SessionId,
    pub author: UserId,
    pub body: MessageBody,
    pub character: SessionCharacter,
    /// Whether the character becomes the author's current one in the session.
    pub make_current: bool,
    pub at: DateTime<Utc>,
    /// The participants' (and the mentioned players') notices, stored with the message.
    pub notices: Notices,
}

/// New text for a message, by its author.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageEdit {
    pub session: SessionId,
    pub id: MessageId,
    pub author: UserId,
    pub body: MessageBody,
    pub at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_trimmed_and_required() {
        assert_eq!(SessionTitle::parse("  Mgły  ").map(|t| t.0).ok(), Some("Mgły".into()));
        assert!(matches!(SessionTitle::parse(" \t"), Err(SessionError::TitleRequired)));
        assert!(matches!(SessionTitle::parse(&"x".repeat(201)), Err(SessionError::TitleTooLong)));
    }

    #[test]
    fn a_body_needs_text_or_an_image() {
        let body = |html: &str| MessageBody::from_clean_html(html.to_owned());
        assert!(matches!(body("<p> &nbsp; </p><p></p>"), Err(SessionError::EmptyMessage)));
        assert!(matches!(body(""), Err(SessionError::EmptyMessage)));
        assert!(body("<p><img src=\"/api/uploads/a.png\"></p>").is_ok());
        assert!(body("<p>Noc zapada.</p>").is_ok());
        assert!(matches!(body(&"a".repeat(100_001)), Err(SessionError::MessageTooLong)));
    }

    #[test]
    fn a_secondary_choice_needs_an_id_and_the_main_one_without_it_is_ones_own() {
        assert_eq!(
            CharacterChoice::new(CharacterType::Narrator, Some(5)).ok(),
            Some(CharacterChoice::NARRATOR)
        );
        assert!(matches!(
            CharacterChoice::new(CharacterType::Secondary, None),
            Err(SessionError::ForeignCharacter)
        ));
        assert_eq!(
            CharacterChoice::new(CharacterType::Main, None).ok(),
            Some(CharacterChoice { kind: CharacterType::Main, id: None })
        );
        assert!(matches!(
            CharacterType::parse("czarodziej"),
            Err(SessionError::UnknownCharacterType)
        ));
    }

    #[test]
    fn pages_default_to_the_last_one_and_stay_in_range() {
        let window = |page, limit, total| PageRequest { page, limit }.window(total);
        let w = |offset, limit| MessageWindow { offset, limit };
        assert_eq!(window(None, None, 45), w(40, 20), "unasked: the newest page of 20");
        assert_eq!(window(None, Some(20), 45), w(40, 20));
        assert_eq!(window(Some(1), Some(20), 45), w(0, 20));
        assert_eq!(window(Some(9), Some(20), 45), w(40, 20));
        assert_eq!(window(Some(1), None, 0), w(0, 20));
        assert_eq!(window(None, Some(20), 40), w(20, 20));
        assert_eq!(window(Some(1), Some(10_000), 45), w(0, 50), "never over the maximum");
        assert_eq!(window(Some(1), Some(0), 45), w(0, 1));
    }
}
