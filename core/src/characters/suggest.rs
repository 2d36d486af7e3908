//! Names, not numbers (issue 49): characters suggested by the start of a name, for the fields
//! that want a player or a character (a session's participants, a message's recipients, the admin
//! panel's ids) and later for @mentions. Case and Polish diacritics never matter ("zmij" finds
//! "Żmijan"), the folding the lore search uses.

use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{CharacterId, Slot};
use crate::lore::fold;
use crate::sessions::SessionId;
use crate::shared::{RateRule, UserId, visible_only};

/// At most this many suggestions an answer.
pub const MAX_SUGGESTIONS: u32 = 8;
/// The longest text searched for (a name is at most 40 characters; more finds nothing).
pub const MAX_NAME_QUERY_CHARS: usize = 40;
/// Searches one player may make in a minute (one a key typed, with room to spare).
pub const NAME_SEARCH_RATE: RateRule =
    RateRule { name: "name_search", max: 120, window: Duration::from_secs(60) };

/// What is typed, folded: lower case without diacritics, letters only where a name has them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameQuery {
    folded: String,
}

impl NameQuery {
    /// `None` for nothing to search (blank) or more than a name holds.
    pub fn parse(text: &str) -> Option<NameQuery> {
        let text = visible_only(text);
        let folded = fold(&text);
        let usable = !folded.is_empty() && folded.chars().count() <= MAX_NAME_QUERY_CHARS;
        usable.then_some(NameQuery { folded })
    }

    /// The folded text: a name, or one of its words, starts with it.
    pub fn folded(&self) -> &str {
        &self.folded
    }
}

/// One suggested character: what a field fills in (its id, its player's account) and shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub character: CharacterId,
    pub name: String,
    pub slot: Slot,
    pub user: UserId,
    pub avatar: Option<String>,
}

/// How suggestions are wanted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuggestionsWanted {
    pub query: NameQuery,
    /// Who asks.
    pub asker: UserId,
    /// That session's participants first (for @mentions in it) when the asker is one of them.
    pub session: Option<SessionId>,
    /// Then the players active since this (online), then everyone else.
    pub online_since: DateTime<Utc>,
    pub limit: u32,
}
