use chrono::{DateTime, Utc};

/// The current time, as a port so that expiry rules can be tested.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// Seen markers (sessions and conversations together) one player's reading may write: far more
/// than reading by hand moves, too few for a loop to keep the database writing.
pub const SEEN_MARKER_RATE: super::RateRule =
    super::RateRule { name: "seen_marker", max: 120, window: std::time::Duration::from_secs(60) };

/// Where a reader's "seen up to" marker moves when they ask for `asked` (now when absent): never
/// ahead of `now`, never back from `previous`, never before 1970 (a time no database need
/// refuse: PostgreSQL's timestamps end short of chrono's years).
pub fn seen_marker(
    asked: Option<DateTime<Utc>>,
    previous: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> DateTime<Utc> {
    let at = asked.map_or(now, |at| {
        at.clamp(DateTime::<Utc>::UNIX_EPOCH, now.max(DateTime::<Utc>::UNIX_EPOCH))
    });
    previous.map_or(at, |seen| seen.max(at))
}

/// The day it is in Poland at `at` (the game's calendar: events, stamina).
pub fn polish_date(at: DateTime<Utc>) -> chrono::NaiveDate {
    at.with_timezone(&chrono_tz::Europe::Warsaw).date_naive()
}

/// A moment as players in Poland read it in a sentence: Warsaw's date and time,
/// `DD.MM.RRRR GG:MM` (summer time included).
pub fn polish_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Europe::Warsaw).format("%d.%m.%Y %H:%M").to_string()
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone};

    use super::*;

    #[test]
    fn a_seen_marker_stays_between_1970_its_last_place_and_now() {
        let now = Utc.with_ymd_and_hms(2026, 11, 27, 12, 0, 0).unwrap();
        let hour_ago = now - Duration::hours(1);
        assert_eq!(seen_marker(None, None, now), now);
        assert_eq!(seen_marker(Some(now + Duration::days(1)), None, now), now);
        assert_eq!(seen_marker(Some(hour_ago), None, now), hour_ago);
        assert_eq!(seen_marker(Some(hour_ago - Duration::hours(1)), Some(hour_ago), now), hour_ago);
        assert_eq!(
            seen_marker(Some(DateTime::<Utc>::MIN_UTC), None, now),
            DateTime::<Utc>::UNIX_EPOCH
        );
    }

    #[test]
    fn polish_time_is_warsaw_s_in_winter_and_in_summer() {
        let winter = Utc.with_ymd_and_hms(2026, 11, 27, 23, 30, 0).unwrap();
        assert_eq!(polish_time(winter), "28.11.2026 00:30");
        let summer = Utc.with_ymd_and_hms(2026, 7, 1, 8, 5, 0).unwrap();
        assert_eq!(polish_time(summer), "01.07.2026 10:05");
    }
}
