//! The rate limits of the accounts area (spec of the backend foundation issue).

use std::time::Duration;

use crate::shared::RateRule;

const MINUTE: u64 = 60;

/// Login attempts per client IP.
pub const LOGIN_PER_IP: RateRule =
    RateRule { name: "login-ip", max: 25, window: Duration::from_secs(5 * MINUTE) };
/// Failed logins to one account from one address: that address may not try that account again
/// until the window passes (other addresses, the owner's among them, are not affected).
pub const FAILED_LOGINS_PER_ACCOUNT_AND_IP: RateRule =
    RateRule { name: "login-failed-account-ip", max: 10, window: Duration::from_secs(15 * MINUTE) };
/// Failed logins to one account from every address: past it the account is guarded, never
/// locked — see [`GUARDED_LOGINS_PER_IP`].
pub const FAILED_LOGINS_PER_ACCOUNT: RateRule =
    RateRule { name: "login-failed-account", max: 20, window: Duration::from_secs(60 * MINUTE) };
/// While an account is guarded, each address but the one it was last used from may try it once
/// a minute: a guesser spread over many addresses is slowed, the owner waits a minute at most.
pub const GUARDED_LOGINS_PER_IP: RateRule =
    RateRule { name: "login-guarded-account-ip", max: 1, window: Duration::from_secs(MINUTE) };
/// Wrong passwords before a destructive step (the character reset) per account; they stop that
/// step only, never the login.
pub const FAILED_CONFIRMATIONS_PER_ACCOUNT: RateRule =
    RateRule { name: "confirm-failed-account", max: 5, window: Duration::from_secs(15 * MINUTE) };
/// Password confirmations (the character reset) per account, right or wrong: each costs a hash
/// on the threads logins share.
pub const CONFIRMATIONS_PER_ACCOUNT: RateRule =
    RateRule { name: "confirm-account", max: 10, window: Duration::from_secs(60 * MINUTE) };
/// Password-reset requests per client IP (before the address's own count).
pub const RESET_REQUESTS_PER_IP: RateRule =
    RateRule { name: "forgot-ip", max: 10, window: Duration::from_secs(30 * MINUTE) };
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
