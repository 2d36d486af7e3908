//! What a check found about a player a moment ago, kept for a few seconds so that a burst of
//! requests does not repeat it, and forgotten at once when something changes it.
//!
//! Every request of a logged-in player re-checks the account (the token still current, the role
//! unchanged) and the game's admission (no prison, no block). Those answers change only through
//! writes that announce themselves on the live bus ([`crate::live::LiveEvent::forgets`]); the
//! instance hears them at once from its own writes and from other instances as the bus delivers
//! them. The time to live bounds what a change made behind the server's back (the command
//! line on SQLite, an edit in the database) can take to show: a minute, as for the polled
//! lists' tags. It was 10 s: with 10,000 players polling every few seconds, by estimate some 900
//! checks a second (up to three queries each) fell to the database in the bench's open loop
//! (issue 15).

use std::collections::HashMap;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

use super::UserId;

/// How long a check's answer is trusted without a word from the bus.
pub const RECENT_CHECKS_LIVE: Duration = Duration::seconds(60);

/// Entries at which expired ones are swept out (and, should all be current, everything is
/// dropped): one player keeps one entry, so this is only a bound.
const MAX_ENTRIES: usize = 50_000;

/// Which remembered answers a change makes stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forget {
    /// Those about one player (their access was revoked).
    User(UserId),
    /// Everyone's (the game's block was turned on or off).
    Everyone,
}

/// Something that remembers answers and must be told when they go stale.
pub trait Forgets: Send + Sync {
    fn forget(&self, what: Forget);
}

/// Answers about players, each kept for a while.
pub struct Recent<V> {
    live: Duration,
    state: Mutex<State<V>>,
}

struct State<V> {
    entries: HashMap<UserId, (V, DateTime<Utc>)>,
    /// Counts the forgettings, so an answer checked before one is not kept after it.
    generation: u64,
}

/// The moment a check began, as [`Recent::keep`] needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generation(u64);

impl<V: Clone> Recent<V> {
    pub fn new(live: Duration) -> Self {
        Recent { live, state: Mutex::new(State { entries: HashMap::new(), generation: 0 }) }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State<V>> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The answer kept for `user`, unless it is older than the time to live.
    pub fn get(&self, user: UserId, now: DateTime<Utc>) -> Option<V> {
        let state = self.state();
        let (value, at) = state.entries.get(&user)?;
        (now - *at < self.live && *at <= now).then(|| value.clone())
    }

    /// Read before checking; hand it to [`Recent::keep`] with the answer.
    pub fn generation(&self) -> Generation {
        Generation(self.state().generation)
    }

    /// Keeps an answer checked at `now`, unless something was forgotten since the check began
    /// (it may have been read before the change).
    pub fn keep(&self, user: UserId, value: V, now: DateTime<Utc>, checked: Generation) {
        let mut state = self.state();
        if state.generation != checked.0 {
            return;
        }
        if state.entries.len() >= MAX_ENTRIES && !state.entries.contains_key(&user) {
            let live = self.live;
            state.entries.retain(|_, (_, at)| now - *at < live);
            if state.entries.len() >= MAX_ENTRIES {
                state.entries.clear();
            }
        }
        state.entries.insert(user, (value, now));
    }

    /// How many answers are kept (for tests and the curious).
    pub fn len(&self) -> usize {
        self.state().entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<V: Clone + Send> Forgets for Recent<V> {
    fn forget(&self, what: Forget) {
        let mut state = self.state();
        state.generation += 1;
        match what {
            Forget::User(user) => {
                state.entries.remove(&user);
            }
            Forget::Everyone => state.entries.clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: UserId = UserId(1);
    const B: UserId = UserId(2);

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH + Duration::seconds(seconds)
    }

    #[test]
    fn an_answer_is_kept_for_its_time_to_live_only() {
        let recent = Recent::new(Duration::seconds(10));
        recent.keep(A, "free", at(0), recent.generation());
        assert_eq!(recent.get(A, at(9)), Some("free"));
        assert_eq!(recent.get(A, at(10)), None);
        assert_eq!(recent.get(B, at(1)), None);
        // A clock set back never stretches an answer's life.
        assert_eq!(recent.get(A, at(-1)), None);
    }

    #[test]
    fn forgetting_one_player_keeps_the_others() {
        let recent = Recent::new(Duration::seconds(10));
        recent.keep(A, 1, at(0), recent.generation());
        recent.keep(B, 2, at(0), recent.generation());
        recent.forget(Forget::User(A));
        assert_eq!(recent.get(A, at(1)), None);
        assert_eq!(recent.get(B, at(1)), Some(2));
        recent.forget(Forget::Everyone);
        assert_eq!(recent.get(B, at(1)), None);
    }

    #[test]
    fn an_answer_checked_before_a_forgetting_is_not_kept() {
        let recent = Recent::new(Duration::seconds(10));
        let checked = recent.generation();
        recent.forget(Forget::User(B));
        recent.keep(A, 1, at(0), checked);
        assert_eq!(recent.get(A, at(0)), None);
        recent.keep(A, 1, at(0), recent.generation());
        assert_eq!(recent.get(A, at(0)), Some(1));
    }

    #[test]
    fn the_memory_is_bounded() {
        let recent = Recent::new(Duration::seconds(10));
        for id in 0..MAX_ENTRIES as i64 {
            recent.keep(UserId(id), (), at(0), recent.generation());
        }
        assert_eq!(recent.len(), MAX_ENTRIES);
        // The old ones have expired by now: swept out, the new one kept.
        recent.keep(UserId(-1), (), at(20), recent.generation());
        assert_eq!(recent.len(), 1);
        for id in 1..MAX_ENTRIES as i64 {
            recent.keep(UserId(id), (), at(20), recent.generation());
        }
        assert_eq!(recent.len(), MAX_ENTRIES);
        // All current and no room: dropped rather than grown.
        recent.keep(UserId(-2), (), at(21), recent.generation());
        assert_eq!(recent.len(), 1);
    }
}
