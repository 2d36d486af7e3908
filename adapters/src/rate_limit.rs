//! Rate limits kept in this process's memory.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use chrono::{DateTime, Utc};
use mrok_core::shared::{RateLimited, RateLimiter, RateRule};

/// How many hits pass between sweeps of keys whose windows are empty.
const SWEEP_EVERY: u64 = 1024;

/// Sliding-window counters per rule and key, in memory (each instance counts on its own).
#[derive(Default)]
pub struct InMemoryRateLimiter {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    counters: HashMap<(&'static str, String), Counter>,
    hits: u64,
}

/// One rule's hits for one key, with that rule's window: a sweep forgets a key only once its
/// own window is empty, whichever rule the hit that sweeps is counted under.
struct Counter {
    window: chrono::Duration,
    times: VecDeque<DateTime<Utc>>,
}

impl InMemoryRateLimiter {
    pub fn new() -> Self {
        Self::default()
    }

    fn decide(
        &self,
        rule: RateRule,
        key: &str,
        now: DateTime<Utc>,
        count: bool,
    ) -> Result<(), RateLimited> {
        let window = chrono::Duration::from_std(rule.window).unwrap_or(chrono::Duration::MAX);
        let mut state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        state.hits += 1;
        if state.hits.is_multiple_of(SWEEP_EVERY) {
            state.counters.retain(|_, counter| {
                counter.times.back().is_some_and(|last| *last > now - counter.window)
            });
        }
        let counter = state
            .counters
            .entry((rule.name, key.to_owned()))
            .or_insert_with(|| Counter { window, times: VecDeque::new() });
        let times = &mut counter.times;
        while times.front().is_some_and(|first| *first <= now - window) {
            times.pop_front();
        }
        if times.len() >= rule.max as usize {
            let oldest = times.front().copied().unwrap_or(now);
            let retry_after = (oldest + window - now).to_std().unwrap_or_default();
            return Err(RateLimited {
                retry_after: retry_after.max(std::time::Duration::from_secs(1)),
            });
        }
        if count {
            times.push_back(now);
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl RateLimiter for InMemoryRateLimiter {
    #[tracing::instrument(name = "InMemoryRateLimiter::hit", level = "debug", skip_all)]
    async fn hit(&self, rule: RateRule, key: &str, now: DateTime<Utc>) -> Result<(), RateLimited> {
        self.decide(rule, key, now, true)
    }

    #[tracing::instrument(name = "InMemoryRateLimiter::check", level = "debug", skip_all)]
    async fn check(
        &self,
        rule: RateRule,
        key: &str,
        now: DateTime<Utc>,
    ) -> Result<(), RateLimited> {
        self.decide(rule, key, now, false)
    }

    #[tracing::instrument(name = "InMemoryRateLimiter::give_back", level = "debug", skip_all)]
    async fn give_back(&self, rule: RateRule, key: &str, at: DateTime<Utc>) {
        let mut state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(counter) = state.counters.get_mut(&(rule.name, key.to_owned())) {
            let times = &mut counter.times;
            if let Some(index) = times.iter().rposition(|time| *time == at) {
                times.remove(index);
            }
        }
    }
}

/// No limits at all (`MROK_RATE_LIMITS=off`, for load tests and test harnesses).
#[derive(Default)]
pub struct NoRateLimits;

#[async_trait::async_trait]
impl RateLimiter for NoRateLimits {
    #[tracing::instrument(name = "NoRateLimits::hit", level = "debug", skip_all)]
    async fn hit(&self, _: RateRule, _: &str, _: DateTime<Utc>) -> Result<(), RateLimited> {
        Ok(())
    }

    #[tracing::instrument(name = "NoRateLimits::check", level = "debug", skip_all)]
    async fn check(&self, _: RateRule, _: &str, _: DateTime<Utc>) -> Result<(), RateLimited> {
        Ok(())
    }

    #[tracing::instrument(name = "NoRateLimits::give_back", level = "debug", skip_all)]
    async fn give_back(&self, _: RateRule, _: &str, _: DateTime<Utc>) {}
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const RULE: RateRule = RateRule { name: "test", max: 3, window: Duration::from_secs(60) };

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH + chrono::Duration::seconds(seconds)
    }

    #[tokio::test]
    async fn the_limit_refuses_the_event_past_max_and_says_when_to_retry() {
        let limiter = InMemoryRateLimiter::new();
        for second in 0..3 {
            assert!(limiter.hit(RULE, "1.2.3.4", at(second * 10)).await.is_ok());
        }
        let refused = limiter.hit(RULE, "1.2.3.4", at(30)).await;
        assert_eq!(refused, Err(RateLimited { retry_after: Duration::from_secs(30) }));
    }

    #[tokio::test]
    async fn the_window_slides_and_keys_count_apart() {
        let limiter = InMemoryRateLimiter::new();
        for second in 0..3 {
            assert!(limiter.hit(RULE, "a", at(second)).await.is_ok());
        }
        assert!(limiter.hit(RULE, "b", at(3)).await.is_ok());
        assert!(limiter.hit(RULE, "a", at(59)).await.is_err());
        assert!(limiter.hit(RULE, "a", at(60)).await.is_ok());
    }

    #[tokio::test]
    async fn an_event_given_back_no_longer_counts_and_others_stay() {
        let limiter = InMemoryRateLimiter::new();
        for second in 0..3 {
            assert!(limiter.hit(RULE, "a", at(second)).await.is_ok());
        }
        limiter.give_back(RULE, "a", at(1)).await;
        assert!(limiter.hit(RULE, "a", at(4)).await.is_ok());
        assert!(limiter.hit(RULE, "a", at(5)).await.is_err(), "0, 2 and 4 still count");
        limiter.give_back(RULE, "b", at(1)).await;
        limiter.give_back(RULE, "a", at(30)).await;
        assert!(limiter.hit(RULE, "a", at(6)).await.is_err(), "nothing counted at 30 to give back");
    }

    #[tokio::test]
    async fn check_does_not_count() {
        let limiter = InMemoryRateLimiter::new();
        for _ in 0..10 {
            assert!(limiter.check(RULE, "a", at(0)).await.is_ok());
        }
        for _ in 0..3 {
            assert!(limiter.hit(RULE, "a", at(0)).await.is_ok());
        }
        assert!(limiter.check(RULE, "a", at(1)).await.is_err());
    }

    #[tokio::test]
    async fn a_sweep_under_a_short_rule_keeps_a_long_rules_counts() {
        let hourly = RateRule { name: "hourly", max: 2, window: Duration::from_secs(3600) };
        let short = RateRule { name: "short", max: 1, window: Duration::from_secs(2) };
        let limiter = InMemoryRateLimiter::new();
        for _ in 0..2 {
            assert!(limiter.hit(hourly, "a", at(0)).await.is_ok());
        }
        // Enough short-rule hits, a minute later, to sweep more than once.
        for n in 0..(SWEEP_EVERY * 2) {
            let _ = limiter.hit(short, &n.to_string(), at(60)).await;
        }
        assert!(limiter.hit(hourly, "a", at(61)).await.is_err());
        assert!(limiter.hit(hourly, "a", at(3601)).await.is_ok());
    }
}
