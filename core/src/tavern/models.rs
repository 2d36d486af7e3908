use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

use super::TavernError;
use crate::notifications::Notices;
use crate::sessions::SessionCharacter;
use crate::shared::{UserId, shows_text, visible_text};

/// Messages per page (spec 2 §9), both the default and what the player site asks for.
pub const MESSAGES_PER_PAGE: u32 = 30;
/// Largest page of messages that may be asked for.
pub const MAX_MESSAGES_PER_PAGE: u32 = 100;
/// Longest tavern message, in characters of sanitized HTML (a chat line, not a chapter).
pub const MAX_TAVERN_MESSAGE_CHARS: usize = 20_000;
/// Most people the participants list names (the sidebar shows them all; a crowd is cut).
pub const MAX_LISTED_PARTICIPANTS: u32 = 200;
/// Longest event title and description, and room name and description, in characters.
pub const MAX_EVENT_TITLE_CHARS: usize = 200;
pub const MAX_EVENT_DESCRIPTION_CHARS: usize = 2_000;
pub const MAX_ROOM_NAME_CHARS: usize = 80;
pub const MAX_ROOM_DESCRIPTION_CHARS: usize = 500;
/// Most rooms the tavern may have (the room list and the entry dialog show them all).
pub const MAX_ROOMS: usize = 50;
/// Most upcoming events the board lists.
pub const MAX_LISTED_EVENTS: u32 = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoomId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TavernMessageId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TavernEventId(pub i64);

/// A room, with how many people are in it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub id: RoomId,
    pub name: String,
    pub description: String,
    pub active_users: u64,
    /// Messages ever posted (for the page count).
    pub message_count: u64,
}

/// Where a player is in the tavern and as whom. A player is inside from entering until
/// leaving; the room is chosen after the character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presence {
    pub user: UserId,
    pub room: Option<RoomId>,
    pub character: SessionCharacter,
    pub entered_at: DateTime<Utc>,
}

/// A player inside the tavern and online, as the sidebar lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TavernParticipant {
    pub user: UserId,
    /// The account's main-character name.
    pub name: String,
    pub room: Option<RoomId>,
    pub room_name: Option<String>,
    pub character: SessionCharacter,
}

/// A posted message, with who wrote it and as whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TavernMessage {
    pub id: TavernMessageId,
    pub room: RoomId,
    pub author: UserId,
    /// The author's main-character name.
    pub author_name: String,
    pub character: SessionCharacter,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

/// A message to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTavernMessage {
    pub room: RoomId,
    pub author: UserId,
    pub character: SessionCharacter,
    pub body: String,
    pub at: DateTime<Utc>,
    /// The players its `@`mentions tell, stored with it.
    pub notices: Notices,
}

/// One page of a room's messages: page 1 holds the newest, each page oldest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MessagePage {
    pub page: u32,
    pub limit: u32,
}

impl MessagePage {
    /// A page as asked for: page 1 and [`MESSAGES_PER_PAGE`] by default, the size capped.
    pub fn new(page: Option<u32>, limit: Option<u32>) -> Self {
        MessagePage {
            page: page.unwrap_or(1).max(1),
            limit: limit.unwrap_or(MESSAGES_PER_PAGE).clamp(1, MAX_MESSAGES_PER_PAGE),
        }
    }

    /// How many newer messages come before this page.
    pub fn offset(self) -> u64 {
        u64::from(self.page - 1) * u64::from(self.limit)
    }

    /// Pages for `total` messages (at least one, so an empty room shows one empty page).
    pub fn total_pages(self, total: u64) -> u64 {
        total.div_ceil(u64::from(self.limit)).max(1)
    }
}

/// An entry of the events board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TavernEvent {
    pub id: TavernEventId,
    pub title: String,
    pub description: String,
    pub date: NaiveDate,
    pub time: Option<NaiveTime>,
    pub created_by: UserId,
    pub created_at: DateTime<Utc>,
}

/// A new entry of the events board, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTavernEvent {
    pub title: String,
    pub description: String,
    pub date: NaiveDate,
    pub time: Option<NaiveTime>,
}

impl NewTavernEvent {
    /// Title required after trimming; date `RRRR-MM-DD` required; time `GG:MM` optional.
    ///
    /// # Errors
    /// [`TavernError::EventTitleRequired`], [`TavernError::EventTooLong`],
    /// [`TavernError::EventDateInvalid`], [`TavernError::EventTimeInvalid`].
    pub fn parse(
        title: &str,
        description: &str,
        date: &str,
        time: &str,
    ) -> Result<Self, TavernError> {
        if title.trim().is_empty() {
            return Err(TavernError::EventTitleRequired);
        }
        let title = visible_text(title).map_err(|_| TavernError::NameCharacters)?;
        // A description that shows nothing is none (as every optional text people read).
        let description = if shows_text(description) { description.trim() } else { "" };
        if title.chars().count() > MAX_EVENT_TITLE_CHARS
            || description.chars().count() > MAX_EVENT_DESCRIPTION_CHARS
        {
            return Err(TavernError::EventTooLong);
        }
        // Exactly RRRR-MM-DD: chrono's %Y also takes a sign and a fifth digit (+10000-01-01,
        // an event no board would ever show).
        let date = Some(date.trim())
            .filter(|d| d.len() == 10 && d.starts_with(|c: char| c.is_ascii_digit()))
            .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
            .ok_or(TavernError::EventDateInvalid)?;
        let time = match time.trim() {
            "" => None,
            raw => Some(
                NaiveTime::parse_from_str(raw, "%H:%M")
                    .or_else(|_| NaiveTime::parse_from_str(raw, "%H:%M:%S"))
                    .map_err(|_| TavernError::EventTimeInvalid)?,
            ),
        };
        Ok(NewTavernEvent { title, description: description.to_owned(), date, time })
    }
}

/// A room as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomForm {
    pub name: String,
    pub description: String,
}

impl RoomForm {
    /// # Errors
    /// [`TavernError::RoomNameRequired`], [`TavernError::RoomTooLong`].
    pub fn parse(name: &str, description: &str) -> Result<Self, TavernError> {
        if name.trim().is_empty() {
            return Err(TavernError::RoomNameRequired);
        }
        let name = visible_text(name).map_err(|_| TavernError::NameCharacters)?;
        let description = description.trim();
        if name.chars().count() > MAX_ROOM_NAME_CHARS
            || description.chars().count() > MAX_ROOM_DESCRIPTION_CHARS
        {
            return Err(TavernError::RoomTooLong);
        }
        Ok(RoomForm { name, description: description.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_one_is_the_newest_and_sizes_are_capped() {
        let page = MessagePage::new(None, None);
        assert_eq!((page.page, page.limit, page.offset()), (1, 30, 0));
        let page = MessagePage::new(Some(3), Some(1000));
        assert_eq!((page.limit, page.offset()), (100, 200));
        assert_eq!(MessagePage::new(Some(0), Some(0)).page, 1);
    }

    #[test]
    fn an_empty_room_still_has_one_page() {
        let page = MessagePage::new(None, None);
        assert_eq!(page.total_pages(0), 1);
        assert_eq!(page.total_pages(30), 1);
        assert_eq!(page.total_pages(31), 2);
    }

    #[test]
    fn an_event_needs_a_title_and_a_real_date() {
        assert!(matches!(
            NewTavernEvent::parse("   ", "", "2026-12-24", ""),
            Err(TavernError::EventTitleRequired)
        ));
        for hidden in ["\u{200b}", "Bal\u{202e}", "Bal\u{0}"] {
            assert!(matches!(
                NewTavernEvent::parse(hidden, "", "2026-12-24", ""),
                Err(TavernError::NameCharacters)
            ));
        }
        assert_eq!(
            NewTavernEvent::parse(" Bal \n u  Wilka ", "", "2026-12-24", "").unwrap().title,
            "Bal u Wilka"
        );
        for date in ["2026-02-30", "+10000-01-01", "+2030-01-01", "2030-1-1", "-2030-01-01"] {
            assert!(
                matches!(
                    NewTavernEvent::parse("Bal", "", date, ""),
                    Err(TavernError::EventDateInvalid)
                ),
                "{date}"
            );
        }
        assert!(matches!(
            NewTavernEvent::parse("Bal", "", "2026-12-24", "25:00"),
            Err(TavernError::EventTimeInvalid)
        ));
        let event =
            NewTavernEvent::parse("  Bal u hrabiny ", " maski ", "2026-12-24", "20:30").unwrap();
        assert_eq!(event.title, "Bal u hrabiny");
        assert_eq!(event.description, "maski");
        assert_eq!(event.time.map(|t| t.to_string()), Some("20:30:00".into()));
        let blank = NewTavernEvent::parse("Bal", "\u{200b}\u{200b} \u{2060}", "2026-12-24", "");
        assert_eq!(blank.unwrap().description, "", "a description that shows nothing is none");
    }
}
