//! The system clock and the operating system's randomness.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, DurationRound, TimeDelta, Utc};
use mrok_core::accounts::SecretGenerator;
use mrok_core::shared::Clock;
use rand::RngCore;

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
}
