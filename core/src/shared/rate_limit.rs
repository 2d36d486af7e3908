use std::time::Duration;

use chrono::{DateTime, Utc};

/// A limit: at most `max` events per `window` for one key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateRule {
    /// Names the counter, so that two rules never share counts for the same key.
    pub name: &'static str,
    pub max: u32,
    pub window: Duration,
}

/// The limit is reached; the caller may try again after `retry_after`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Zbyt wiele prób. Spróbuj ponownie za {} min.", minutes_rounded_up(*.retry_after))]
pub struct RateLimited {
    pub retry_after: Duration,
}

fn minutes_rounded_up(d: Duration) -> u64 {
    d.as_secs().div_ceil(60).max(1)
}

/// Counts events per key within sliding windows.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait RateLimiter: Send + Sync {
    /// Counts one event for `key` under `rule`.
    ///
    /// # Errors
    /// [`RateLimited`] when `rule.max` events were already counted within the window; the
    /// refused event is not counted.
    async fn hit(&self, rule: RateRule, key: &str, now: DateTime<Utc>) -> Result<(), RateLimited>;

    /// Tells whether one more event would be allowed, without counting it.
    ///
    /// # Errors
    /// [`RateLimited`] when the limit is already reached.
    async fn check(&self, rule: RateRule, key: &str, now: DateTime<Utc>)
    -> Result<(), RateLimited>;

    /// Takes back one event that [`RateLimiter::hit`] counted at `at` for `key` under `rule`:
    /// an attempt reserved before an expensive check that turned out not to count (a right
    /// password). Reserving first and giving back after keeps parallel attempts within the
    /// limit, where checking first and counting after let them all through.
    async fn give_back(&self, rule: RateRule, key: &str, at: DateTime<Utc>);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_polish_message_rounds_the_wait_up_to_whole_minutes() {
        let limited = RateLimited { retry_after: Duration::from_secs(61) };
        assert_eq!(limited.to_string(), "Zbyt wiele prób. Spróbuj ponownie za 2 min.");
        let limited = RateLimited { retry_after: Duration::from_secs(5) };
        assert_eq!(limited.to_string(), "Zbyt wiele prób. Spróbuj ponownie za 1 min.");
    }
}
