//! The shapes of the tavern calls (spec 2 §3 and §7).

use chrono::{DateTime, Utc};
use mrok_core::sessions::SessionCharacter;
use mrok_core::tavern::{
    MessagesPage, Room, TavernEvent, TavernMessage, TavernParticipant, TavernStatus,
};
use poem_openapi::Object;

use crate::api::wire::CharacterTypeValue;

/// A room with the number of people in it now.
#[derive(Debug, Object)]
#[oai(rename = "TavernRoom")]
pub struct RoomBody {
    pub id: i64,
    pub name: String,
    pub description: String,
    /// People inside this room and online now.
    pub active_users_count: u64,
}

impl From<Room> for RoomBody {
    fn from(room: Room) -> Self {
        RoomBody {
            id: room.id.0,
            name: room.name,
            description: room.description,
            active_users_count: room.active_users,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "TavernRooms")]
pub struct RoomsBody {
    pub rooms: Vec<RoomBody>,
}

#[derive(Debug, Object)]
#[oai(rename = "TavernRoomEntered")]
pub struct RoomEnteredBody {
    pub room: RoomBody,
}

/// The character a player is inside as: one of theirs, or the narrator (no id).
#[derive(Debug, Object)]
#[oai(rename = "TavernCharacter")]
pub struct TavernCharacterBody {
    #[oai(rename = "type")]
    pub kind: CharacterTypeValue,
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

impl From<SessionCharacter> for TavernCharacterBody {
    fn from(c: SessionCharacter) -> Self {
        TavernCharacterBody {
            kind: c.kind.into(),
            id: c.id.map(|id| id.0),
            name: c.name,
            avatar: c.avatar,
        }
    }
}

/// Whether the caller is inside, as whom and in which room (none until they choose one).
#[derive(Debug, Object)]
#[oai(rename = "TavernStatus")]
pub struct StatusBody {
    #[oai(rename = "isInTavern")]
    pub is_in_tavern: bool,
    #[oai(nullable)]
    pub character: Option<TavernCharacterBody>,
    #[oai(nullable)]
    pub room: Option<RoomBody>,
}

impl From<TavernStatus> for StatusBody {
    fn from(status: TavernStatus) -> Self {
        StatusBody {
            is_in_tavern: status.presence.is_some(),
            character: status.presence.map(|p| p.character.into()),
            room: status.room.map(Into::into),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "TavernMyCharacter")]
pub struct MyCharacterBody {
    pub character: TavernCharacterBody,
}

/// A message: its author's account and main-character name, the character it speaks as.
#[derive(Debug, Object)]
pub struct TavernMessageBody {
    pub id: i64,
    /// Sanitized HTML.
    pub message: String,
    pub user_id: i64,
    pub author_name: String,
    pub character_name: String,
    pub character_type: CharacterTypeValue,
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(nullable)]
    pub character_avatar: Option<String>,
    pub created_at: DateTime<Utc>,
    pub room_id: i64,
}

impl From<TavernMessage> for TavernMessageBody {
    fn from(m: TavernMessage) -> Self {
        TavernMessageBody {
            id: m.id.0,
            message: m.body,
            user_id: m.author.0,
            author_name: m.author_name,
            character_name: m.character.name,
            character_type: m.character.kind.into(),
            character_id: m.character.id.map(|id| id.0),
            character_avatar: m.character.avatar,
            created_at: m.created_at,
            room_id: m.room.0,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "TavernPagination")]
pub struct PaginationBody {
    /// 1 is the newest page.
    pub page: u32,
    pub limit: u32,
    /// Messages in the room.
    pub total: u64,
    #[oai(rename = "totalPages")]
    pub total_pages: u64,
}

/// One page of a room: page 1 holds the newest messages; each page is oldest first.
#[derive(Debug, Object)]
#[oai(rename = "TavernMessages")]
pub struct MessagesBody {
    pub messages: Vec<TavernMessageBody>,
    pub pagination: PaginationBody,
}

impl From<MessagesPage> for MessagesBody {
    fn from(page: MessagesPage) -> Self {
        MessagesBody {
            pagination: PaginationBody {
                page: page.page.page,
                limit: page.page.limit,
                total: page.total,
                total_pages: page.page.total_pages(page.total),
            },
            messages: page.messages.into_iter().map(Into::into).collect(),
        }
    }
}

/// A message to post in the room the caller is in.
#[derive(Debug, Object)]
#[oai(rename = "PostTavernMessage")]
pub struct PostMessageBody {
    /// Rich HTML from the composer (sanitized on the server); left out, empty (refused in Polish).
    #[oai(default)]
    pub message: String,
    /// Speak as the narrator for this message only.
    #[oai(rename = "isNarrator", default)]
    pub is_narrator: bool,
    /// The room the caller is in (checked); their current room when left out.
    #[oai(rename = "roomId", nullable)]
    pub room_id: Option<i64>,
}

/// "…pisze" in a room.
#[derive(Debug, Object)]
#[oai(rename = "TavernTyping")]
pub struct TypingBody {
    #[oai(rename = "roomId")]
    pub room_id: i64,
}

/// Someone inside and online.
#[derive(Debug, Object)]
#[oai(rename = "TavernParticipant")]
pub struct ParticipantBody {
    pub user_id: i64,
    /// Their main character's name.
    pub name: String,
    #[oai(nullable)]
    pub room_id: Option<i64>,
    #[oai(nullable)]
    pub room_name: Option<String>,
    pub character_name: String,
    pub character_type: CharacterTypeValue,
}

/// The character someone is inside as, by account.
#[derive(Debug, Object)]
#[oai(rename = "TavernParticipantCharacter")]
pub struct ParticipantCharacterBody {
    pub user_id: i64,
    #[oai(rename = "type")]
    pub kind: CharacterTypeValue,
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename = "TavernParticipants")]
pub struct ParticipantsBody {
    pub participants: Vec<ParticipantBody>,
    pub characters: Vec<ParticipantCharacterBody>,
}

impl From<Vec<TavernParticipant>> for ParticipantsBody {
    fn from(list: Vec<TavernParticipant>) -> Self {
        let characters = list
            .iter()
            .map(|p| ParticipantCharacterBody {
                user_id: p.user.0,
                kind: p.character.kind.into(),
                id: p.character.id.map(|id| id.0),
                name: p.character.name.clone(),
                avatar: p.character.avatar.clone(),
            })
            .collect();
        let participants = list
            .into_iter()
            .map(|p| ParticipantBody {
                user_id: p.user.0,
                name: p.name,
                room_id: p.room.map(|r| r.0),
                room_name: p.room_name,
                character_name: p.character.name,
                character_type: p.character.kind.into(),
            })
            .collect();
        ParticipantsBody { participants, characters }
    }
}

/// An entry of the events board.
#[derive(Debug, Object)]
#[oai(rename = "TavernEvent")]
pub struct EventBody {
    pub id: i64,
    pub title: String,
    pub description: String,
    /// RRRR-MM-DD.
    pub date: String,
    /// GG:MM, or none.
    #[oai(nullable)]
    pub time: Option<String>,
}

impl From<TavernEvent> for EventBody {
    fn from(e: TavernEvent) -> Self {
        EventBody {
            id: e.id.0,
            title: e.title,
            description: e.description,
            date: e.date.format("%Y-%m-%d").to_string(),
            time: e.time.map(|t| t.format("%H:%M").to_string()),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "TavernEvents")]
pub struct EventsBody {
    pub events: Vec<EventBody>,
}

/// A new event: title required, date RRRR-MM-DD, time GG:MM optional.
#[derive(Debug, Object)]
#[oai(rename = "NewTavernEvent")]
pub struct NewEventBody {
    /// Left out, empty (refused in Polish), as every required text.
    #[oai(default)]
    pub title: String,
    #[oai(nullable)]
    pub description: Option<String>,
    #[oai(default)]
    pub date: String,
    #[oai(nullable)]
    pub time: Option<String>,
}
