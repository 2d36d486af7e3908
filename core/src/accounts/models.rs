use std::fmt;
use std::net::{IpAddr, Ipv6Addr};

use chrono::{DateTime, Duration, Utc};
use sha2::{Digest, Sha256};

use super::AccountError;
use crate::access::Actor;
use crate::shared::{Role, UserId};

/// How long an activation link works (the rules give 3 days to activate).
pub const ACTIVATION_TOKEN_TTL: Duration = Duration::days(3);
/// How long a password-reset link works.
pub const RESET_TOKEN_TTL: Duration = Duration::hours(1);
/// How long a login lasts before the player must sign in again.
pub const ACCESS_TOKEN_TTL: Duration = Duration::days(14);
/// The longest e-mail address accepted (RFC 5321).
pub const MAX_EMAIL_CHARS: usize = 254;

/// An e-mail address: trimmed, lower-cased, one `@` with text on both sides, no spaces.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

impl Email {
    /// # Errors
    /// [`AccountError::MissingEmail`] for a blank value, [`AccountError::InvalidEmail`] for
    /// anything that is not an address.
    pub fn parse(raw: &str) -> Result<Email, AccountError> {
        let value = raw.trim().to_lowercase();
        if value.is_empty() {
            return Err(AccountError::MissingEmail);
        }
        let well_formed = value.chars().count() <= MAX_EMAIL_CHARS
            && !value.chars().any(|c| c.is_whitespace() || c.is_control())
            && matches!(value.split_once('@'), Some((local, domain))
                if !local.is_empty() && !domain.is_empty() && !domain.contains('@')
                    && !domain.starts_with('.') && !domain.ends_with('.'));
        if well_formed { Ok(Email(value)) } else { Err(AccountError::InvalidEmail) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A password as typed; never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub fn new(value: impl Into<String>) -> Self {
        Password(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_blank(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// A stored account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub id: UserId,
    pub email: Email,
    pub password_hash: String,
    pub role: Role,
    pub activated_at: Option<DateTime<Utc>>,
    /// Raised whenever every access token issued so far must stop working.
    pub token_version: i64,
    pub created_at: DateTime<Utc>,
    /// The address the account was last used from (a signed-in request), if any.
    pub last_ip: Option<String>,
}

impl Account {
    pub fn is_activated(&self) -> bool {
        self.activated_at.is_some()
    }
}

/// An account to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAccount {
    pub email: Email,
    pub password_hash: String,
    pub role: Role,
    pub activated_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// What a one-time link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenPurpose {
    Activation,
    PasswordReset,
}

impl TokenPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::Activation => "activation",
            TokenPurpose::PasswordReset => "password_reset",
        }
    }

    pub fn ttl(self) -> Duration {
        match self {
            TokenPurpose::Activation => ACTIVATION_TOKEN_TTL,
            TokenPurpose::PasswordReset => RESET_TOKEN_TTL,
        }
    }
}

/// The SHA-256 of a one-time token, in hex: the only form in which tokens are stored.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TokenHash(String);

impl TokenHash {
    pub fn of(plain: &str) -> TokenHash {
        TokenHash(hex::encode(Sha256::digest(plain.as_bytes())))
    }

    /// Wraps a hash read back from storage.
    pub fn from_stored(hex: String) -> TokenHash {
        TokenHash(hex)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A freshly issued one-time token, as it will be stored (only its hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub purpose: TokenPurpose,
    pub hash: TokenHash,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl IssuedToken {
    /// The record for `plain`, valid for its purpose's lifetime from `now`.
    pub fn new(purpose: TokenPurpose, plain: &str, now: DateTime<Utc>) -> Self {
        IssuedToken {
            purpose,
            hash: TokenHash::of(plain),
            created_at: now,
            expires_at: now + purpose.ttl(),
        }
    }
}

/// A one-time token read back from storage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredToken {
    pub user_id: UserId,
    pub token: IssuedToken,
    pub used_at: Option<DateTime<Utc>>,
}

impl StoredToken {
    pub fn is_usable_at(&self, now: DateTime<Utc>) -> bool {
        self.used_at.is_none() && now < self.token.expires_at
    }

    pub fn is_expired_at(&self, now: DateTime<Utc>) -> bool {
        now >= self.token.expires_at
    }
}

/// What an access token (JWT) says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessClaims {
    pub user_id: UserId,
    pub role: Role,
    pub token_version: i64,
    /// The login that issued it: ended, and the token is refused.
    pub sign_in: super::SignInId,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// The account behind a request, as re-read from storage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthenticatedUser {
    pub actor: Actor,
    pub email: Email,
    /// The login the token belongs to.
    pub sign_in: super::SignInId,
}

/// A successful login.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginOutcome {
    pub access_token: String,
    pub user_id: UserId,
    pub role: Role,
    /// The main character's race; its presence tells the client a character exists.
    pub race: Option<String>,
}

/// The client's network address, the key of per-IP limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientIp(pub String);

impl ClientIp {
    /// What per-address limits count: an IPv4 address itself, an IPv6 address's /64 network —
    /// what one subscriber gets, with more addresses than anyone could ever try one by one.
    pub fn limit_key(&self) -> String {
        match self.0.parse::<IpAddr>().map(subscriber) {
            Ok(IpAddr::V6(network)) => format!("{network}/64"),
            Ok(IpAddr::V4(address)) => address.to_string(),
            Err(_) => self.0.clone(),
        }
    }
}

/// The address one subscriber stands behind: an IPv4 address itself (also one mapped into
/// IPv6), an IPv6 address's /64 network (its lower half zeroed). Per-address limits and
/// connection caps count this.
pub fn subscriber(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        },
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_count_an_ipv6_subscriber_s_whole_network_as_one_address() {
        let key = |ip: &str| ClientIp(ip.to_owned()).limit_key();
        assert_eq!(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:2:ffff:1:2:3"));
        assert_eq!(key("2001:db8:1:2::9"), "2001:db8:1:2::/64");
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:10.0.0.7"), "10.0.0.7");
        assert_eq!(key("10.0.0.7"), "10.0.0.7");
        assert_ne!(key("10.0.0.7"), key("10.0.0.8"));
        assert_eq!(key("nie-adres"), "nie-adres");
    }

    #[test]
    fn an_email_is_trimmed_and_lower_cased() {
        let email = Email::parse("  Gracz@Mrok.PL ").map(|e| e.as_str().to_owned());
        assert_eq!(email.ok().as_deref(), Some("gracz@mrok.pl"));
    }

    #[test]
    fn a_blank_email_is_missing_and_a_malformed_one_is_invalid() {
        assert!(matches!(Email::parse("   "), Err(AccountError::MissingEmail)));
        for bad in ["gracz", "@mrok.pl", "gracz@", "a b@mrok.pl", "a@b@c", "a@.pl", "a@pl."] {
            assert!(matches!(Email::parse(bad), Err(AccountError::InvalidEmail)), "{bad}");
        }
    }

    #[test]
    fn a_token_hash_is_sha256_hex_and_never_the_token() {
        let hash = TokenHash::of("abc");
        assert_eq!(
            hash.as_str(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_token_is_usable_until_it_expires_or_is_used() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        let token = IssuedToken::new(TokenPurpose::PasswordReset, "t", now);
        let mut token = StoredToken { user_id: UserId(1), token, used_at: None };
        assert!(token.is_usable_at(now + Duration::minutes(59)));
        assert!(!token.is_usable_at(now + Duration::hours(1)));
        token.used_at = Some(now);
        assert!(!token.is_usable_at(now));
    }

    #[test]
    fn activation_links_last_three_days() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        let token = IssuedToken::new(TokenPurpose::Activation, "t", now);
        assert_eq!(token.expires_at - now, Duration::days(3));
    }

    #[test]
    fn a_password_never_shows_in_debug_output() {
        assert_eq!(format!("{:?}", Password::new("Tajne123")), "Password(***)");
    }
}
