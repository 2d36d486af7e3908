//! The rate limits of the accounts area (spec of the backend foundation issue).

use std::time::Duration;

use crate::shared::RateRule;

const MINUTE: u64 = 60;

/// Login attempts per client IP.
pub const LOGIN_PER_IP: RateRule =
    RateRule { name: "login-ip", max: 25, window: Duration::from_secs(5 * MINUTE) };
/// Failed logins per account.
pub const FAILED_LOGINS_PER_ACCOUNT: RateRule =
    RateRule { name: "login-failed-account", max: 100, window: Duration::from_secs(60 * MINUTE) };
/// Registrations per client IP.
pub const REGISTRATIONS_PER_IP: RateRule =
    RateRule { name: "register-ip", max: 5, window: Duration::from_secs(30 * MINUTE) };
/// Password-reset requests per e-mail address.
pub const RESET_REQUESTS_PER_ADDRESS: RateRule =
    RateRule { name: "forgot-address", max: 5, window: Duration::from_secs(30 * MINUTE) };
/// Mails about an account (activation, 'already registered', password reset) to one address,
/// however many people ask for them: its owner is never flooded.
pub const ACCOUNT_MAILS_PER_RECIPIENT: RateRule =
    RateRule { name: "mail-recipient", max: 5, window: Duration::from_secs(60 * MINUTE) };
