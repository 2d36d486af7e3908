use chrono::{DateTime, Utc};

use crate::characters::{CharacterId, Slot};
use crate::sessions::{SessionId, SessionKind};
use crate::shared::{Role, UserId};

/// The most rows one page may hold.
pub const MAX_PAGE_ROWS: u32 = 100;

/// Ascending or descending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortOrder {
    #[default]
    Asc,
    Desc,
}

impl SortOrder {
    pub fn parse(raw: Option<&str>) -> Self {
        match raw.map(str::to_ascii_uppercase).as_deref() {
            Some("DESC") => SortOrder::Desc,
            _ => SortOrder::Asc,
        }
    }
}

/// A page request: rows `offset..offset+limit`, sorted by one of the view's columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRequest<S> {
    pub offset: u32,
    pub limit: u32,
    pub sort: S,
    pub order: SortOrder,
    /// Case-insensitive text to look for (e-mail or name).
    pub search: Option<String>,
}

impl<S> PageRequest<S> {
    /// From react-admin's `_start`/`_end` (end exclusive); at most [`MAX_PAGE_ROWS`] rows.
    pub fn new(
        start: Option<u32>,
        end: Option<u32>,
        sort: S,
        order: SortOrder,
        search: Option<String>,
    ) -> Self {
        let offset = start.unwrap_or(0);
        let limit = end.map_or(25, |end| end.saturating_sub(offset)).clamp(1, MAX_PAGE_ROWS);
        let search = search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
        PageRequest { offset, limit, sort, order, search }
    }
}

/// A column a back-office list sorts by, named as the API names it.
pub trait SortKey: Sized {
    /// The column `raw` names; the default column for none or an unknown name.
    fn parse(raw: Option<&str>) -> Self;
}

impl<S: SortKey> PageRequest<S> {
    /// From react-admin's list parameters: `_start`, `_end`, `_sort`, `_order` and `q`.
    pub fn from_list_params(
        start: Option<u32>,
        end: Option<u32>,
        sort: Option<&str>,
        order: Option<&str>,
        search: Option<String>,
    ) -> Self {
        PageRequest::new(start, end, S::parse(sort), SortOrder::parse(order), search)
    }
}

/// Lists read newest first only (the audit log, news, tavern events).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NewestFirst;

impl SortKey for NewestFirst {
    fn parse(_raw: Option<&str>) -> Self {
        NewestFirst
    }
}

/// One page of rows and how many there are in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub rows: Vec<T>,
    pub total: u64,
}

/// Columns the accounts list sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UserSort {
    #[default]
    Id,
    Email,
    Role,
    CreatedAt,
    LastSeenAt,
}

impl SortKey for UserSort {
    fn parse(raw: Option<&str>) -> Self {
        match raw {
            Some("email") => UserSort::Email,
            Some("role") => UserSort::Role,
            Some("createdAt") => UserSort::CreatedAt,
            Some("lastSeenAt") => UserSort::LastSeenAt,
            _ => UserSort::Id,
        }
    }
}

/// Columns the characters list sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CharacterSort {
    #[default]
    Id,
    Name,
    Race,
    Approved,
    CreatedAt,
}

impl SortKey for CharacterSort {
    fn parse(raw: Option<&str>) -> Self {
        match raw {
            Some("name") => CharacterSort::Name,
            Some("race") => CharacterSort::Race,
            Some("approved") => CharacterSort::Approved,
            Some("createdAt") => CharacterSort::CreatedAt,
            _ => CharacterSort::Id,
        }
    }
}

/// Columns the sessions list sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SessionSort {
    #[default]
    Id,
    Title,
    CreatedAt,
    LastActivity,
    MessageCount,
}

impl SortKey for SessionSort {
    fn parse(raw: Option<&str>) -> Self {
        match raw {
            Some("title") => SessionSort::Title,
            Some("createdAt") => SessionSort::CreatedAt,
            Some("lastActivity") => SessionSort::LastActivity,
            Some("messageCount") => SessionSort::MessageCount,
            _ => SessionSort::Id,
        }
    }
}

/// A roleplay session in the back office (general or private: admins read both).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionOverview {
    pub id: SessionId,
    pub kind: SessionKind,
    pub title: String,
    pub closed: bool,
    pub owner: UserId,
    /// The owner's main-character name.
    pub owner_name: Option<String>,
    pub message_count: u64,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
}

/// An account in the back office.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRow {
    pub id: UserId,
    pub email: String,
    pub role: Role,
    pub activated: bool,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: Option<DateTime<Utc>>,
    pub last_ip: Option<String>,
    pub character_name: Option<String>,
}

/// A character in the back office.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterRow {
    pub id: CharacterId,
    pub user_id: UserId,
    pub owner_email: String,
    pub slot: Slot,
    pub name: String,
    pub race: String,
    pub gender: String,
    pub magic: Option<String>,
    pub approved: bool,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_follow_start_and_end_and_never_exceed_a_hundred_rows() {
        let page = PageRequest::new(
            Some(10),
            Some(35),
            UserSort::Email,
            SortOrder::Desc,
            Some("  ".into()),
        );
        assert_eq!((page.offset, page.limit, page.search), (10, 25, None));
        assert_eq!(PageRequest::new(Some(0), Some(5000), (), SortOrder::Asc, None).limit, 100);
        assert_eq!(PageRequest::new(None, None, (), SortOrder::Asc, None).limit, 25);
        assert_eq!(PageRequest::new(Some(9), Some(3), (), SortOrder::Asc, None).limit, 1);
    }

    #[test]
    fn list_params_name_the_column_and_the_order() {
        let page = PageRequest::<SessionSort>::from_list_params(
            Some(0),
            Some(10),
            Some("lastActivity"),
            Some("DESC"),
            Some(" Mgły ".into()),
        );
        assert_eq!(page.sort, SessionSort::LastActivity);
        assert_eq!((page.order, page.search.as_deref()), (SortOrder::Desc, Some("Mgły")));
    }

    #[test]
    fn unknown_sort_fields_fall_back_to_the_id() {
        assert_eq!(UserSort::parse(Some("password_hash")), UserSort::Id);
        assert_eq!(CharacterSort::parse(Some("approved")), CharacterSort::Approved);
        assert_eq!(SortOrder::parse(Some("desc")), SortOrder::Desc);
    }
}
