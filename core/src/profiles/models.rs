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
