//! The shapes of the session calls (spec 2 §3 and §7), shared by general and private sessions.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use mrok_core::sessions::{
    CharacterChoice, CreateSession, Participant, SESSIONS_PAGE_SIZE, SessionCharacter,
    SessionError, SessionId, SessionKind, SessionMessage, SessionPage, SessionSummary, Speaker,
    UnreadSession,
};
use mrok_core::tavern::TavernError;
use poem_openapi::payload::Json;
use poem_openapi::types::{ToJSON, Type};
use poem_openapi::{ApiResponse, Object};

use crate::api::wire::CharacterTypeValue;

/// A participant of a general session.
#[derive(Debug, Object)]
pub struct GeneralParticipantBody {
    /// Account id.
    pub id: i64,
    /// Main character's name.
    pub user: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

/// A general session, in the lists and the detail view.
#[derive(Debug, Object)]
pub struct GeneralSessionBody {
    pub id: i64,
    pub title: String,
    pub closed: bool,
    /// The owner's account id.
    pub created_by: i64,
    pub created_by_name: String,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
    /// The last message's author (main character name); none before the first message.
    #[oai(nullable)]
    pub last_author: Option<String>,
    #[oai(nullable)]
    pub last_author_id: Option<i64>,
    #[oai(nullable)]
    pub last_character_name: Option<String>,
    #[oai(nullable)]
    pub last_character_type: Option<CharacterTypeValue>,
    pub is_participant: bool,
    pub participant_count: u32,
    /// When the caller last saw the session (participants only).
    #[oai(nullable)]
    pub seen_at: Option<DateTime<Utc>>,
    pub participants: Vec<GeneralParticipantBody>,
    /// How many messages the session holds (for paging).
    pub message_count: u64,
}

impl From<SessionSummary> for GeneralSessionBody {
    fn from(s: SessionSummary) -> Self {
        let last = s.last_message;
        GeneralSessionBody {
            id: s.id.0,
            title: s.title,
            closed: s.closed,
            created_by: s.owner.0,
            created_by_name: s.owner_name,
            created_at: s.created_at,
            last_activity: s.last_activity,
            last_author_id: last.as_ref().map(|l| l.author.0),
            last_author: last.as_ref().map(|l| l.author_name.clone()),
            last_character_name: last.as_ref().map(|l| l.character_name.clone()),
            last_character_type: last.map(|l| l.character_type.into()),
            is_participant: s.is_participant,
            participant_count: u32::try_from(s.participants.len()).unwrap_or(u32::MAX),
            seen_at: s.seen_at,
            participants: s
                .participants
                .into_iter()
                .map(|p| GeneralParticipantBody { id: p.user.0, user: p.name, avatar: p.avatar })
                .collect(),
            message_count: s.message_count,
        }
    }
}

/// A private session, in the lists and inside the detail view.
#[derive(Debug, Object)]
pub struct PrivateSessionBody {
    pub id: i64,
    pub title: String,
    pub closed: bool,
    pub owner_id: i64,
    pub owner_name: String,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
    #[oai(nullable)]
    pub last_author: Option<String>,
    #[oai(nullable)]
    pub last_character_name: Option<String>,
    #[oai(nullable)]
    pub last_character_type: Option<CharacterTypeValue>,
    /// False only for an admin reading someone else's session.
    pub is_participant: bool,
    #[oai(nullable)]
    pub seen_at: Option<DateTime<Utc>>,
    pub message_count: u64,
}

impl From<SessionSummary> for PrivateSessionBody {
    fn from(s: SessionSummary) -> Self {
        let last = s.last_message;
        PrivateSessionBody {
            id: s.id.0,
            title: s.title,
            closed: s.closed,
            owner_id: s.owner.0,
            owner_name: s.owner_name,
            created_at: s.created_at,
            last_activity: s.last_activity,
            last_author: last.as_ref().map(|l| l.author_name.clone()),
            last_character_name: last.as_ref().map(|l| l.character_name.clone()),
            last_character_type: last.map(|l| l.character_type.into()),
            is_participant: s.is_participant,
            seen_at: s.seen_at,
            message_count: s.message_count,
        }
    }
}

/// A participant of a private session.
#[derive(Debug, Object)]
pub struct PrivateParticipantBody {
    pub user_id: i64,
    pub user_name: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

impl From<Participant> for PrivateParticipantBody {
    fn from(p: Participant) -> Self {
        PrivateParticipantBody { user_id: p.user.0, user_name: p.name, avatar: p.avatar }
    }
}

/// A private session with its participants and messages (all, or the page asked for).
#[derive(Debug, Object)]
pub struct PrivateSessionDetailBody {
    pub session: PrivateSessionBody,
    pub participants: Vec<PrivateParticipantBody>,
    pub messages: Vec<PrivateMessageBody>,
}

/// A session's message on the wire: both kinds carry the same fields, but the spec names the
/// author's id and main character's name differently (`$author_id`, `$author_name`).
macro_rules! message_body {
    ($(#[$doc:meta])* $body:ident { $author_id:ident, $author_name:ident }) => {
        $(#[$doc])*
        #[derive(Debug, Object)]
        pub struct $body {
            pub id: i64,
            pub $author_id: i64,
            /// The author's main character name.
            pub $author_name: String,
            /// Sanitized HTML.
            pub message: String,
            pub character_type: CharacterTypeValue,
            #[oai(nullable)]
            pub character_id: Option<i64>,
            pub character_name: String,
            #[oai(nullable)]
            pub character_avatar: Option<String>,
            pub created_at: DateTime<Utc>,
            #[oai(nullable)]
            pub edited_at: Option<DateTime<Utc>>,
        }

        impl From<SessionMessage> for $body {
            fn from(m: SessionMessage) -> Self {
                $body {
                    id: m.id.0,
                    $author_id: m.author.0,
                    $author_name: m.author_name,
                    message: m.body,
                    character_type: m.character.kind.into(),
                    character_id: m.character.id.map(|id| id.0),
                    character_name: m.character.name,
                    character_avatar: m.character.avatar,
                    created_at: m.created_at,
                    edited_at: m.edited_at,
                }
            }
        }
    };
}

message_body!(
    /// A message of a general session.
    GeneralMessageBody { user_id, username }
);
message_body!(
    /// A message of a private session.
    PrivateMessageBody { author_id, author_name }
);

/// The character a participant writes as.
#[derive(Debug, Object)]
pub struct ParticipantCharacterBody {
    pub character_type: CharacterTypeValue,
    pub character_name: String,
}

/// Account id → the character that participant writes as.
pub type ParticipantCharactersBody = HashMap<String, ParticipantCharacterBody>;

/// The caller's character in a session.
#[derive(Debug, Object)]
pub struct CurrentCharacterBody {
    pub character_type: CharacterTypeValue,
    /// None for the narrator.
    #[oai(nullable)]
    pub character_id: Option<i64>,
    pub character_name: String,
    #[oai(nullable)]
    pub character_avatar: Option<String>,
}

impl From<SessionCharacter> for CurrentCharacterBody {
    fn from(c: SessionCharacter) -> Self {
        CurrentCharacterBody {
            character_type: c.kind.into(),
            character_id: c.id.map(|id| id.0),
            character_name: c.name,
            character_avatar: c.avatar,
        }
    }
}

/// A character choice: `main` or `secondary` with the character's id, or `narrator`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangeCharacterBody {
    pub character_type: CharacterTypeValue,
    #[oai(nullable)]
    pub character_id: Option<i64>,
}

impl ChangeCharacterBody {
    pub fn choice(&self) -> Result<CharacterChoice, SessionError> {
        CharacterChoice::new(self.character_type.into(), self.character_id)
    }

    /// The same choice for the tavern, refused with the tavern's words.
    pub fn tavern_choice(&self) -> Result<CharacterChoice, TavernError> {
        self.choice().map_err(|_| TavernError::ForeignCharacter)
    }
}

/// A new general session.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CreateGeneralSessionBody {
    #[oai(default)]
    pub title: String,
    /// Invited account ids.
    #[oai(default)]
    pub users: Vec<i64>,
    /// The owner's character; their main one when absent.
    #[oai(nullable)]
    pub character_type: Option<CharacterTypeValue>,
    #[oai(nullable)]
    pub character_id: Option<i64>,
    /// The first message (rich HTML); it may also be posted afterwards.
    #[oai(nullable)]
    pub message: Option<String>,
}

/// A new private session.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CreatePrivateSessionBody {
    #[oai(default)]
    pub title: String,
    /// Invited account ids.
    #[oai(default)]
    pub participant_ids: Vec<i64>,
    #[oai(nullable)]
    pub character_type: Option<CharacterTypeValue>,
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(nullable)]
    pub message: Option<String>,
}

impl CreateGeneralSessionBody {
    /// The form core takes.
    pub fn form(self, kind: SessionKind) -> Result<CreateSession, SessionError> {
        create_form(
            kind,
            self.title,
            self.users,
            (self.character_type, self.character_id),
            self.message,
        )
    }
}

impl CreatePrivateSessionBody {
    /// The form core takes.
    pub fn form(self, kind: SessionKind) -> Result<CreateSession, SessionError> {
        let character = (self.character_type, self.character_id);
        create_form(kind, self.title, self.participant_ids, character, self.message)
    }
}

fn create_form(
    kind: SessionKind,
    title: String,
    members: Vec<i64>,
    (character_type, character_id): (Option<CharacterTypeValue>, Option<i64>),
    first_message: Option<String>,
) -> Result<CreateSession, SessionError> {
    let character = optional_choice(character_type, character_id)?;
    Ok(CreateSession { kind, title, members, character, first_message })
}

/// Parses the optional character choice of a creation or first message.
pub fn optional_choice(
    kind: Option<CharacterTypeValue>,
    id: Option<i64>,
) -> Result<Option<CharacterChoice>, SessionError> {
    kind.map(|kind| CharacterChoice::new(kind.into(), id)).transpose()
}

/// `{id, message}` of a created session.
#[derive(Debug, Object)]
pub struct CreatedSessionBody {
    pub id: i64,
    pub message: String,
}

/// A message to post. Later messages send `isNarrator`; the first one names its character.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PostMessageBody {
    /// Rich HTML.
    #[oai(default)]
    pub message: String,
    /// This message only, as the narrator.
    #[oai(default)]
    pub is_narrator: bool,
    /// Write as this character from now on.
    #[oai(nullable)]
    pub character_type: Option<CharacterTypeValue>,
    #[oai(nullable)]
    pub character_id: Option<i64>,
}

impl PostMessageBody {
    pub fn speaker(&self) -> Result<Speaker, SessionError> {
        if self.is_narrator {
            return Ok(Speaker::NarratorOnce);
        }
        Ok(optional_choice(self.character_type, self.character_id)?
            .map_or(Speaker::Current, Speaker::Chosen))
    }
}

/// New text of a message.
#[derive(Debug, Object)]
pub struct EditMessageBody {
    /// Rich HTML.
    #[oai(default)]
    pub message: String,
}

/// Seen up to this time (the session's `last_activity`); now when absent.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SeenBody {
    #[oai(nullable)]
    pub seen_at: Option<DateTime<Utc>>,
}

/// The stored seen marker.
#[derive(Debug, Object)]
pub struct SeenResultBody {
    pub seen_at: DateTime<Utc>,
}

/// Accounts to invite.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AddMembersBody {
    #[oai(default)]
    pub user_ids: Vec<i64>,
}

/// The participants' characters as a map keyed by account id.
pub fn participant_characters(
    characters: Vec<(mrok_core::shared::UserId, SessionCharacter)>,
) -> ParticipantCharactersBody {
    characters
        .into_iter()
        .map(|(user, c)| {
            let body =
                ParticipantCharacterBody { character_type: c.kind.into(), character_name: c.name };
            (user.0.to_string(), body)
        })
        .collect()
}

#[derive(ApiResponse)]
pub enum CreatedSessionResponse {
    /// Created; the caller owns it.
    #[oai(status = 201)]
    Created(Json<CreatedSessionBody>),
}

#[derive(ApiResponse)]
pub enum SessionsResponse<T: ToJSON + Type + Send + Sync> {
    /// Sessions, most recently active first.
    #[oai(status = 200)]
    Ok(Json<T>),
}

#[derive(ApiResponse)]
pub enum MessagesResponse<T: ToJSON + Type + Send + Sync> {
    /// Messages, oldest first.
    #[oai(status = 200)]
    Ok(Json<T>),
}

#[derive(ApiResponse)]
pub enum StoredMessageResponse<T: ToJSON + Type + Send + Sync> {
    /// The message as stored (sanitized).
    #[oai(status = 200)]
    Ok(Json<T>),
}

#[derive(ApiResponse)]
pub enum SeenResponse {
    /// The seen marker as stored.
    #[oai(status = 200)]
    Ok(Json<SeenResultBody>),
}

impl CreatedSessionResponse {
    pub fn created(id: SessionId) -> Self {
        let message = SESSION_CREATED.to_owned();
        CreatedSessionResponse::Created(Json(CreatedSessionBody { id: id.0, message }))
    }
}

impl SeenResponse {
    pub fn at(seen_at: DateTime<Utc>) -> Self {
        SeenResponse::Ok(Json(SeenResultBody { seen_at }))
    }
}

#[derive(ApiResponse)]
pub enum CurrentCharacterResponse {
    /// The caller's character in the session.
    #[oai(status = 200)]
    Ok(Json<CurrentCharacterBody>),
}

impl CurrentCharacterResponse {
    pub fn of(character: SessionCharacter) -> Self {
        CurrentCharacterResponse::Ok(Json(character.into()))
    }
}

/// The texts of the owner's tools.
pub const SESSION_CREATED: &str = "Sesja została utworzona.";
pub const SESSION_CLOSED: &str = "Sesja została zamknięta.";
pub const SESSION_REOPENED: &str = "Sesja została przywrócona.";
pub const MEMBERS_ADDED: &str = "Dodano uczestników do sesji.";
pub const MEMBER_REMOVED: &str = "Uczestnik został usunięty z sesji.";

/// The lists of one kind's sessions and messages, alike for both kinds but for the bodies they
/// hold: the spec's whole list (`sessions[]`) and a page of it, most recently active first, and
/// a page of a session's messages (`messages[]`), oldest first.
macro_rules! kind_lists {
    ($($session:ident, $message:ident => $list:ident, $page:ident, $messages:ident;)*) => { $(
        /// The spec's whole list of sessions (`sessions[]`), most recently active first.
        #[derive(Debug, Object)]
        pub struct $list {
            pub sessions: Vec<$session>,
        }

        impl From<Vec<SessionSummary>> for $list {
            fn from(sessions: Vec<SessionSummary>) -> Self {
                $list { sessions: sessions.into_iter().map(Into::into).collect() }
            }
        }

        /// One page of the open (or, from the archive, closed) sessions, most recently active
        /// first.
        #[derive(Debug, Object)]
        #[oai(rename_all = "camelCase")]
        pub struct $page {
            pub sessions: Vec<$session>,
            /// Sessions in the whole list (open ones, or closed ones from the archive).
            pub total: u64,
            /// This page's number, from 1.
            pub page: u32,
            pub page_size: u32,
        }

        impl From<SessionPage> for $page {
            fn from(page: SessionPage) -> Self {
                $page {
                    sessions: page.sessions.into_iter().map(Into::into).collect(),
                    total: page.total,
                    page: page.number,
                    page_size: SESSIONS_PAGE_SIZE,
                }
            }
        }

        /// One page of a session's messages (the spec's `messages[]`), oldest first.
        #[derive(Debug, Object)]
        pub struct $messages {
            pub messages: Vec<$message>,
        }

        impl From<Vec<SessionMessage>> for $messages {
            fn from(messages: Vec<SessionMessage>) -> Self {
                $messages { messages: messages.into_iter().map(Into::into).collect() }
            }
        }
    )* };
}

kind_lists! {
    GeneralSessionBody, GeneralMessageBody
        => GeneralSessionsBody, GeneralSessionPageBody, GeneralMessagesBody;
    PrivateSessionBody, PrivateMessageBody
        => PrivateSessionsBody, PrivateSessionPageBody, PrivateMessagesBody;
}

/// An open session the caller takes part in with activity they have not seen.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UnreadSessionBody {
    pub id: i64,
    pub last_activity: DateTime<Utc>,
}

/// The caller's unread sessions by kind: the sidebar's markers without the lists.
#[derive(Debug, Object)]
pub struct UnreadSessionsBody {
    pub general: Vec<UnreadSessionBody>,
    pub private: Vec<UnreadSessionBody>,
}

impl From<Vec<UnreadSession>> for UnreadSessionsBody {
    fn from(sessions: Vec<UnreadSession>) -> Self {
        let (general, private): (Vec<_>, Vec<_>) =
            sessions.into_iter().partition(|s| s.kind == SessionKind::General);
        let bodies = |list: Vec<UnreadSession>| {
            list.into_iter()
                .map(|s| UnreadSessionBody { id: s.id.0, last_activity: s.last_activity })
                .collect()
        };
        UnreadSessionsBody { general: bodies(general), private: bodies(private) }
    }
}
