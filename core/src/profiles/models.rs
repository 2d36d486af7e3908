use chrono::{DateTime, Duration, Utc};

use super::ProfileError;
use crate::characters::Race;
use crate::shared::{Role, UserId};

/// A player counts as online this long after their last request. Clients poll every 15–30 s,
/// so an open tab keeps its player online; a closed one drops off within five minutes.
pub const ONLINE_WINDOW: Duration = Duration::minutes(5);

/// Whether a player is looking for a session (spec 1 §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PlayerStatus {
    /// 'Szukam sesji'.
    Looking,
    /// Not necessarily, but something exceptional will be taken.
    Maybe,
    #[default]
    NotLooking,
}

impl PlayerStatus {
    pub const ALL: [PlayerStatus; 3] =
        [PlayerStatus::Looking, PlayerStatus::Maybe, PlayerStatus::NotLooking];

    pub fn as_str(self) -> &'static str {
        match self {
            PlayerStatus::Looking => "looking",
            PlayerStatus::Maybe => "maybe",
            PlayerStatus::NotLooking => "not_looking",
        }
    }

    /// # Errors
    /// [`ProfileError::UnknownPlayerStatus`] for anything but the three names.
    pub fn parse(raw: &str) -> Result<Self, ProfileError> {
        Self::ALL
            .into_iter()
            .find(|s| s.as_str() == raw.trim())
            .ok_or(ProfileError::UnknownPlayerStatus)
    }

    /// A stored value; unknown ones fall back to not looking, as the spec says.
    pub fn from_stored(raw: &str) -> Self {
        Self::parse(raw).unwrap_or_default()
    }
}

/// A player on the online list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlinePlayer {
    pub id: UserId,
    pub name: String,
    pub race: String,
    pub gender: String,
    pub avatar: Option<String>,
    pub status: PlayerStatus,
}

impl OnlinePlayer {
    /// The spec's rule for who is listed: a name other than the placeholder 'Nowa Postać',
    /// and a race and gender that are set and not 'Brak'.
    pub fn is_listed(&self) -> bool {
        let set = |value: &str| !value.trim().is_empty() && value.trim() != "Brak";
        !self.name.trim().is_empty()
            && self.name.trim() != "Nowa Postać"
            && set(&self.race)
            && set(&self.gender)
    }
}

/// Which players the players list shows (spec 3 §2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerFilter {
    All,
    Race(Race),
    /// Characters who use magic ('mag').
    Mages,
    /// Players in prison at this time ('osadzony').
    InmatesAt(DateTime<Utc>),
}

impl PlayerFilter {
    /// The list's race select at `now`: '', wampir, wilkołak, mag, osadzony (in prison now),
    /// straznik (humans, the guard).
    pub fn parse(raw: Option<&str>, now: DateTime<Utc>) -> Self {
        match raw.map(|r| r.trim().to_lowercase()).as_deref() {
            Some("wampir") => PlayerFilter::Race(Race::Vampire),
            Some("wilkołak" | "wilkolak") => PlayerFilter::Race(Race::Werewolf),
            Some("straznik" | "strażnik") => PlayerFilter::Race(Race::Human),
            Some("mag") => PlayerFilter::Mages,
            Some("osadzony" | "osadzona") => PlayerFilter::InmatesAt(now),
            _ => PlayerFilter::All,
        }
    }
}

/// Players a page of the players list holds (`GET /api/players?page=N`).
pub const PLAYERS_PAGE_SIZE: u32 = 50;

/// At most this many players, the lowest account ids (the list's own order), the whole players
/// list answers (the spec's `GET /api/players` without a page, kept for other clients): the list
/// grows with every player, so whoever needs more reads the pages; its `total` still counts all.
pub const MAX_WHOLE_PLAYERS_LIST: u32 = 1_000;

/// Which part of the players list is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayersWanted {
    /// The spec's whole list, bounded to [`MAX_WHOLE_PLAYERS_LIST`].
    Whole,
    /// One page of [`PLAYERS_PAGE_SIZE`], from 1 (0 is taken as 1).
    Page(u32),
}

impl PlayersWanted {
    /// The rows to skip and the most to read.
    pub fn window(self) -> (u64, u32) {
        match self {
            PlayersWanted::Whole => (0, MAX_WHOLE_PLAYERS_LIST),
            PlayersWanted::Page(number) => {
                (u64::from(number.max(1) - 1) * u64::from(PLAYERS_PAGE_SIZE), PLAYERS_PAGE_SIZE)
            }
        }
    }
}

/// The players list or one page of it, by account id, and how many players the filter selects in
/// all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerList {
    pub players: Vec<PlayerEntry>,
    pub total: u64,
    /// The page's number (from 1), `None` for the whole list.
    pub page: Option<u32>,
}

/// A row of the players list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerEntry {
    pub id: UserId,
    pub nickname: String,
    pub race: String,
    pub gender: String,
    /// Admins only.
    pub registered_at: Option<DateTime<Utc>>,
    /// Admins only.
    pub last_ip: Option<String>,
}

/// An account as others see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerSummary {
    pub id: UserId,
    pub role: Role,
    pub status: PlayerStatus,
    /// Only with [`crate::access::Permission::SeePlayerDetails`].
    pub registered_at: Option<DateTime<Utc>>,
    pub nickname: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub avatar: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn online(name: &str, race: &str, gender: &str) -> OnlinePlayer {
        OnlinePlayer {
            id: UserId(1),
            name: name.into(),
            race: race.into(),
            gender: gender.into(),
            avatar: None,
            status: PlayerStatus::Looking,
        }
    }

    #[test]
    fn the_online_list_skips_placeholders_and_unset_characters() {
        assert!(online("Morwena", "Wampir", "Kobieta").is_listed());
        assert!(!online("Nowa Postać", "Wampir", "Kobieta").is_listed());
        assert!(!online(" ", "Wampir", "Kobieta").is_listed());
        assert!(!online("Morwena", "Brak", "Kobieta").is_listed());
        assert!(!online("Morwena", "Wampir", "").is_listed());
    }

    #[test]
    fn player_statuses_are_three_and_unknown_stored_ones_mean_not_looking() {
        assert_eq!(PlayerStatus::parse("maybe").ok(), Some(PlayerStatus::Maybe));
        assert!(matches!(PlayerStatus::parse("busy"), Err(ProfileError::UnknownPlayerStatus)));
        assert_eq!(PlayerStatus::from_stored("cokolwiek"), PlayerStatus::NotLooking);
    }

    #[test]
    fn pages_hold_fifty_players_and_the_whole_list_the_first_thousand() {
        assert_eq!(PlayersWanted::Page(1).window(), (0, 50));
        assert_eq!(PlayersWanted::Page(0).window(), (0, 50));
        assert_eq!(PlayersWanted::Page(3).window(), (100, 50));
        assert_eq!(PlayersWanted::Page(100_000).window(), (4_999_950, 50));
        assert_eq!(PlayersWanted::Whole.window(), (0, 1_000));
    }

    #[test]
    fn the_race_select_maps_to_filters() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        let parse = |raw| PlayerFilter::parse(raw, now);
        assert_eq!(parse(Some("wampir")), PlayerFilter::Race(Race::Vampire));
        assert_eq!(parse(Some("Wilkołak")), PlayerFilter::Race(Race::Werewolf));
        assert_eq!(parse(Some("straznik")), PlayerFilter::Race(Race::Human));
        assert_eq!(parse(Some("mag")), PlayerFilter::Mages);
        assert_eq!(parse(Some("osadzony")), PlayerFilter::InmatesAt(now));
        assert_eq!(parse(Some("")), PlayerFilter::All);
        assert_eq!(parse(None), PlayerFilter::All);
    }
}
