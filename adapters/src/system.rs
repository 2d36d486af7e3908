//! The system clock, the operating system's randomness and the runtime's background tasks.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, DurationRound, TimeDelta, Utc};
use mrok_core::accounts::SecretGenerator;
use mrok_core::arena::Dice;
use mrok_core::shared::{Background, BackgroundWork, Clock};
use rand::{Rng, RngCore};

/// The wall clock, to the millisecond (both databases keep that precision exactly).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        let now = Utc::now();
        now.duration_trunc(TimeDelta::milliseconds(1)).unwrap_or(now)
    }
}

/// One-time link secrets: 256 random bits from the thread's CSPRNG (ChaCha, seeded by the OS),
/// URL-safe base64 (43 characters).
#[derive(Debug, Clone, Copy, Default)]
pub struct OsSecrets;

impl SecretGenerator for OsSecrets {
    fn one_time_token(&self) -> String {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        URL_SAFE_NO_PAD.encode(bytes)
    }
}

/// The arena's chance: the thread's generator, each side as likely.
#[derive(Debug, Clone, Copy, Default)]
pub struct ThreadDice;

impl Dice for ThreadDice {
    fn roll(&self, sides: u32) -> u32 {
        rand::rng().random_range(0..sides.max(1))
    }
}

/// Background work as tasks of the tokio runtime; a failure is logged.
#[derive(Debug, Clone, Copy, Default)]
pub struct TokioBackground;

impl Background for TokioBackground {
    fn run(&self, what: &'static str, work: BackgroundWork) {
        tokio::spawn(async move {
            if let Err(error) = work.await {
                tracing::error!(%error, "{what}");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_carry_256_bits_and_differ() {
        let a = OsSecrets.one_time_token();
        let b = OsSecrets.one_time_token();
        assert_eq!(a.len(), 43);
        assert_ne!(a, b);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }

    #[test]
    fn the_dice_stay_within_their_sides_and_land_on_each() {
        let mut seen = [false; 6];
        for _ in 0..1_000 {
            seen[ThreadDice.roll(6) as usize] = true;
        }
        assert!(seen.iter().all(|s| *s));
        assert_eq!(ThreadDice.roll(1), 0);
    }
}
