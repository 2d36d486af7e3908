use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{Clock, HtmlSanitizer, RateLimited, RateLimiter, RateRule, RichTextImages, UserId};
use crate::live::LiveBus;

/// The ports every area's use cases share besides their own storage: the time, the rate limits
/// and the live bus. Built once in the wiring; each service's `…Ports` carries it as `common`.
#[derive(Clone)]
pub struct CommonPorts {
    pub clock: Arc<dyn Clock>,
    pub limiter: Arc<dyn RateLimiter>,
    pub live: Arc<dyn LiveBus>,
    /// Makes rich text's images local ([`CommonPorts::rich_text`]).
    pub images: Arc<dyn RichTextImages>,
}

impl CommonPorts {
    /// Rich text as it is stored, the one way every rich-text write takes: sanitized, its remote
    /// images made local (as uploads of `author`), and sanitized again when that changed it (an
    /// image that could not be fetched became a link, which gets the links' rules).
    pub async fn rich_text(
        &self,
        sanitizer: &dyn HtmlSanitizer,
        author: UserId,
        html: &str,
    ) -> String {
        let clean = sanitizer.clean(html);
        let local = self.images.make_local(author, clean.clone()).await;
        if local == clean { clean } else { sanitizer.clean(&local) }
    }

    /// The time now.
    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// Counts one event of `player` under `rule`, now: every per-player limit is counted under
    /// the player's id.
    ///
    /// # Errors
    /// The area's own refusal, made by `refused`, when the player reached the limit.
    pub async fn slow_down<E>(
        &self,
        rule: RateRule,
        player: UserId,
        refused: fn(RateLimited) -> E,
    ) -> Result<(), E> {
        self.limiter.hit(rule, &player.to_string(), self.clock.now()).await.map_err(refused)
    }

    /// Counts one event of `player` under `rule`, now, for the quiet limits (past them the event
    /// is dropped without an error): whether it was within the limit.
    pub async fn within(&self, rule: RateRule, player: UserId) -> bool {
        self.limiter.hit(rule, &player.to_string(), self.clock.now()).await.is_ok()
    }

    /// Whether one more event of `player` under `rule` would pass now, without counting it.
    ///
    /// # Errors
    /// The area's own refusal, made by `refused`, when the player reached the limit.
    pub async fn check_pace<E>(
        &self,
        rule: RateRule,
        player: UserId,
        refused: fn(RateLimited) -> E,
    ) -> Result<(), E> {
        self.limiter.check(rule, &player.to_string(), self.clock.now()).await.map_err(refused)
    }
}

#[cfg(test)]
impl CommonPorts {
    /// For tests: this clock, this limiter and this bus.
    pub(crate) fn of(
        clock: impl Clock + 'static,
        limiter: impl RateLimiter + 'static,
        live: impl LiveBus + 'static,
    ) -> CommonPorts {
        CommonPorts {
            clock: Arc::new(clock),
            limiter: Arc::new(limiter),
            live: Arc::new(live),
            images: Arc::new(super::ImagesAsTheyAre),
        }
    }

    /// For tests about something else: this clock, no limits, and a bus that takes anything.
    pub(crate) fn unlimited(clock: impl Clock + 'static) -> CommonPorts {
        CommonPorts::of(clock, no_limits(), crate::live::tests_support::quiet_bus())
    }
}

/// A limiter that lets everything through, for tests about something else.
#[cfg(test)]
pub(crate) fn no_limits() -> super::MockRateLimiter {
    let mut limiter = super::MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    limiter.expect_check().returning(|_, _, _| Ok(()));
    limiter.expect_give_back().returning(|_, _, _| ());
    limiter
}
