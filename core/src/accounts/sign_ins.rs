//! Sign-ins: each login is recorded, and the access token it issues names its record. Logging
//! out ends the record, and the token is refused at once, its live sockets closed. (The
//! account's own devices list reads these records.)

use std::net::IpAddr;

use chrono::{DateTime, Utc};

use super::ClientIp;
use crate::shared::{InfraError, UserId};

/// One login of an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SignInId(pub i64);

/// Sign-ins kept per account: a new one past this ends the oldest.
pub const SIGN_INS_PER_ACCOUNT: usize = 50;

/// How much of the User-Agent a sign-in keeps.
pub const DEVICE_CHARS: usize = 300;

/// A login to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSignIn {
    pub user: UserId,
    /// The browser's User-Agent, cut to [`DEVICE_CHARS`].
    pub device: String,
    /// The address, masked ([`ClientIp::masked`]): enough for a player to recognise a place,
    /// not an address to keep.
    pub address: String,
    pub at: DateTime<Utc>,
    /// When its token expires; the record goes then too.
    pub expires_at: DateTime<Utc>,
}

impl NewSignIn {
    pub fn new(
        user: UserId,
        device: &str,
        ip: &ClientIp,
        at: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Self {
        let device = device.chars().filter(|c| !c.is_control()).take(DEVICE_CHARS).collect();
        NewSignIn { user, device, address: ip.masked(), at, expires_at }
    }
}

impl ClientIp {
    /// The address with its last part hidden: `203.0.113.x`, `2001:db8:7::x` (an IPv6
    /// address's first three groups); anything unreadable is `?`.
    pub fn masked(&self) -> String {
        match self.0.parse::<IpAddr>() {
            Ok(IpAddr::V4(v4)) => {
                let [a, b, c, _] = v4.octets();
                format!("{a}.{b}.{c}.x")
            }
            Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientIp(v4.to_string()).masked(),
                None => {
                    let [a, b, c, ..] = v6.segments();
                    format!("{a:x}:{b:x}:{c:x}::x")
                }
            },
            Err(_) => "?".to_owned(),
        }
    }
}

/// Where sign-ins are kept.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait SignInRepository: Send + Sync {
    /// Records a login; the account's expired ones go, and past [`SIGN_INS_PER_ACCOUNT`] its
    /// oldest ones end.
    async fn start(&self, sign_in: NewSignIn) -> Result<SignInId, InfraError>;

    /// Whether this sign-in of this account is still open at `now`.
    async fn is_open(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Ends one sign-in of this account; whether it was open.
    async fn end(&self, user: UserId, id: SignInId) -> Result<bool, InfraError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_kept_masked() {
        let masked = |ip: &str| ClientIp(ip.into()).masked();
        assert_eq!(masked("203.0.113.77"), "203.0.113.x");
        assert_eq!(masked("2001:db8:7:8:1:2:3:4"), "2001:db8:7::x");
        assert_eq!(masked("::ffff:10.1.2.3"), "10.1.2.x");
        assert_eq!(masked("nie-adres"), "?");
    }

    #[test]
    fn a_device_is_cut_and_loses_control_characters() {
        let at = DateTime::<Utc>::UNIX_EPOCH;
        let ip = ClientIp("10.0.0.1".into());
        let long = format!("Mozilla\n{}", "ż".repeat(400));
        let sign_in = NewSignIn::new(UserId(1), &long, &ip, at, at);
        assert!(sign_in.device.starts_with("Mozillaż"));
        assert_eq!(sign_in.device.chars().count(), DEVICE_CHARS);
    }
}
