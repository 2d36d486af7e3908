//! Web push: a player's browsers subscribe (an RFC 8030 endpoint with its RFC 8291 keys); every
//! notice made or grown with the push channel on is queued to each of the player's
//! subscriptions in the notice's own transaction, and the push worker sends it encrypted
//! (aes128gcm) and signed (VAPID), retried like mail. A subscription its push service calls gone
//! (404, 410) is removed. See `docs/decisions/notifications.md`, "Web push".

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration as StdDuration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};

use super::{Notification, NotificationError, StoredNotification};
use crate::access::GameActor;
use crate::shared::{CommonPorts, InfraError, RateRule, UserId, is_public};

/// Subscriptions an account keeps (its browsers and devices); a further one replaces the oldest.
pub const MAX_PUSH_SUBSCRIPTIONS: u32 = 10;
/// The longest endpoint accepted (real ones are 150–500 characters).
pub const MAX_ENDPOINT_CHARS: usize = 1000;
/// Subscribing and unsubscribing, a player an hour.
pub const PUSH_SUBSCRIBE_RATE: RateRule =
    RateRule { name: "push_subscribe", max: 30, window: StdDuration::from_secs(3600) };
/// Pushes one round of the push worker sends at most (the next round takes the rest).
pub const PUSHES_PER_ROUND: u32 = 100;
/// How long a claimed push stays reserved for the worker that claimed it.
pub const PUSH_CLAIM_LEASE: Duration = Duration::minutes(2);
/// How many sends a push gets before it is given up (a day-old notice is no news).
pub const MAX_PUSH_ATTEMPTS: u32 = 5;
/// How long a push service keeps an undelivered push for an offline device (its `TTL`).
pub const PUSH_TTL: StdDuration = StdDuration::from_secs(12 * 3600);

/// A stored subscription's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PushSubscriptionId(pub i64);

/// A browser's push subscription, checked: its endpoint and its keys (base64url as the browser
/// gave them, without padding).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushSubscription {
    pub endpoint: String,
    /// The browser's P-256 public key (65 bytes, uncompressed).
    pub p256dh: String,
    /// The browser's 16-byte auth secret.
    pub auth: String,
}

/// Where push endpoints may point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PushRules {
    /// `MROK_PUSH_ALLOW_HTTP_LOOPBACK`, for tests: an `http` endpoint on a loopback address is
    /// accepted too (the tests' push service).
    pub allow_http_loopback: bool,
}

impl PushSubscription {
    /// The subscription a browser gave, if its endpoint is https on a public host (or, under
    /// `rules`, http on loopback) and its keys are a P-256 point and a 16-byte secret.
    ///
    /// # Errors
    /// [`NotificationError::BadPushEndpoint`], [`NotificationError::BadPushKeys`].
    pub fn parse(
        endpoint: &str,
        p256dh: &str,
        auth: &str,
        rules: PushRules,
    ) -> Result<PushSubscription, NotificationError> {
        let endpoint = endpoint.trim();
        check_endpoint(endpoint, rules)?;
        let p256dh = key(p256dh, 65).filter(|bytes| bytes[0] == 4);
        let auth = key(auth, 16);
        let (Some(p256dh), Some(auth)) = (p256dh, auth) else {
            return Err(NotificationError::BadPushKeys);
        };
        Ok(PushSubscription {
            endpoint: endpoint.to_owned(),
            p256dh: URL_SAFE_NO_PAD.encode(p256dh),
            auth: URL_SAFE_NO_PAD.encode(auth),
        })
    }
}

/// A base64url key (padded or not) of exactly `length` bytes.
fn key(text: &str, length: usize) -> Option<Vec<u8>> {
    let bytes = URL_SAFE_NO_PAD.decode(text.trim().trim_end_matches('=')).ok()?;
    (bytes.len() == length).then_some(bytes)
}

/// An endpoint is `https://host[:port]/…` with a host that is a name or a public address
/// (names are checked again when they resolve, by the sender); no user info. Under
/// `rules.allow_http_loopback`, `http://<loopback address>[:port]/…` too.
fn check_endpoint(endpoint: &str, rules: PushRules) -> Result<(), NotificationError> {
    let refused = Err(NotificationError::BadPushEndpoint);
    if endpoint.is_empty()
        || endpoint.chars().count() > MAX_ENDPOINT_CHARS
        || endpoint.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return refused;
    }
    let (secure, rest) = if let Some(rest) = endpoint.strip_prefix("https://") {
        (true, rest)
    } else if let Some(rest) = endpoint.strip_prefix("http://") {
        (false, rest)
    } else {
        return refused;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.is_empty() || authority.contains('@') {
        return refused;
    }
    let host = host_of(authority);
    let address = host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>().ok();
    if !secure {
        return match address {
            Some(ip) if rules.allow_http_loopback && ip.is_loopback() => Ok(()),
            _ => refused,
        };
    }
    match address {
        Some(ip) if !is_public(ip) => refused,
        Some(_) => Ok(()),
        None if is_host_name(host) => Ok(()),
        None => refused,
    }
}

/// The host of `host[:port]` or `[v6][:port]`.
fn host_of(authority: &str) -> &str {
    if authority.starts_with('[') {
        return authority.split_inclusive(']').next().unwrap_or(authority);
    }
    authority.rsplit_once(':').map_or(authority, |(host, _port)| host)
}

/// A DNS name with a dot: letters, digits, `-` and `.` (`localhost` and bare names are refused).
fn is_host_name(host: &str) -> bool {
    let lower = host.to_ascii_lowercase();
    lower.contains('.')
        && !lower.ends_with(".localhost")
        && !lower.ends_with(".local")
        && lower.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

/// A subscription as the push worker sends to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushTarget {
    pub id: PushSubscriptionId,
    pub subscription: PushSubscription,
}

/// A push waiting to be sent: a notice to one of its player's subscriptions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedPush {
    pub id: i64,
    pub target: PushTarget,
    /// The notice as it is now (a burst that grew since it was queued, with its new count).
    pub notice: StoredNotification,
    /// Sends tried before this one.
    pub attempts: u32,
}

/// What the browser's service worker shows: `{ title, body, link, tag }` as JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushMessage {
    /// "Mrok", or "Mrok · <character>" when the notice concerns one of the player's characters.
    pub title: String,
    /// The notice's sentence.
    pub body: String,
    /// Where a click leads (a path of the site).
    pub link: String,
    /// One system notice per Mrok notice: a grown burst replaces its earlier push.
    pub tag: String,
}

impl PushMessage {
    pub fn of(notice: Notification) -> PushMessage {
        let title = match &notice.character_name {
            Some(name) => format!("Mrok · {name}"),
            None => "Mrok".to_owned(),
        };
        PushMessage {
            title,
            body: notice.text,
            link: notice.link,
            tag: format!("mrok-notice-{}", notice.id.0),
        }
    }
}

/// What a push service answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PushOutcome {
    /// Accepted (2xx).
    Delivered,
    /// The subscription is no more (404, 410): remove it.
    Gone,
    /// Refused for good (another 4xx: a bad request, a payload too large, a key it does not
    /// accept): this push is dropped, the subscription kept.
    Rejected(String),
    /// Unreachable, timed out, 429 or 5xx: tried again later.
    Failed(String),
}

/// What one round of the push worker did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PushReport {
    pub sent: u32,
    /// Tried again later, or given up.
    pub failed: u32,
    /// Subscriptions removed as gone.
    pub removed: u32,
    /// Pushes dropped unsent because their notice was read meanwhile.
    pub skipped: u32,
    /// Why the last failed push failed (for the worker's log; never a secret: the push
    /// service's status or the connection's error, no endpoint).
    pub last_failure: Option<String>,
}

/// When to send again after `attempts` failed sends, or `None` to give up.
pub fn next_push_after(attempts: u32, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    const BACKOFF_MINUTES: [i64; 4] = [1, 5, 30, 120];
    if attempts >= MAX_PUSH_ATTEMPTS {
        return None;
    }
    let index = (attempts.saturating_sub(1) as usize).min(BACKOFF_MINUTES.len() - 1);
    Some(now + Duration::minutes(BACKOFF_MINUTES[index]))
}

/// The players' push subscriptions and the queue of pushes. Pushes are queued by
/// `sql::notifications::deliver`, in the transaction of the notices they carry.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait PushRepository: Send + Sync {
    /// Keeps the subscription for `player` (the same endpoint again is updated, and moves to
    /// `player` from whoever had it), then forgets the player's oldest beyond `keep`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn subscribe(
        &self,
        player: UserId,
        subscription: &PushSubscription,
        keep: u32,
        now: DateTime<Utc>,
    ) -> Result<(), InfraError>;

    /// Forgets the player's subscription with this endpoint (others' are passed over).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn unsubscribe(&self, player: UserId, endpoint: &str) -> Result<(), InfraError>;

    /// Claims at most `limit` pushes due at `now` for [`PUSH_CLAIM_LEASE`], oldest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<QueuedPush>, InfraError>;

    /// The push is done with (sent, dropped or given up): it leaves the queue.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn finish(&self, id: i64) -> Result<(), InfraError>;

    /// The push is tried again at `at`, one attempt more.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn retry(&self, id: i64, at: DateTime<Utc>) -> Result<(), InfraError>;

    /// Forgets a subscription and its queued pushes.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn remove_subscription(&self, id: PushSubscriptionId) -> Result<(), InfraError>;
}

/// Encrypts, signs and sends a push to a push service.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait PushSender: Send + Sync {
    /// The VAPID public key browsers subscribe with (base64url, uncompressed P-256 point).
    fn public_key(&self) -> String;

    /// Sends `message` to `to`; never fails otherwise than by its outcome.
    async fn send(&self, to: &PushSubscription, message: &PushMessage) -> PushOutcome;
}

/// What [`PushService`] works with.
pub struct PushPorts {
    pub subscriptions: Arc<dyn PushRepository>,
    pub sender: Arc<dyn PushSender>,
    pub rules: PushRules,
    pub common: CommonPorts,
}

/// A player's push subscriptions and the push worker's rounds.
pub struct PushService {
    ports: PushPorts,
}

impl PushService {
    pub fn new(ports: PushPorts) -> Self {
        PushService { ports }
    }

    /// The key a browser subscribes with.
    pub fn public_key(&self) -> String {
        self.ports.sender.public_key()
    }

    /// Keeps the actor's browser's subscription (at most [`MAX_PUSH_SUBSCRIPTIONS`] an account,
    /// the oldest replaced).
    ///
    /// # Errors
    /// A bad endpoint or key; too many changes.
    pub async fn subscribe(
        &self,
        actor: &GameActor,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
    ) -> Result<(), NotificationError> {
        let subscription = PushSubscription::parse(endpoint, p256dh, auth, self.ports.rules)?;
        self.slow(actor.id()).await?;
        let now = self.ports.common.now();
        let repo = &self.ports.subscriptions;
        Ok(repo.subscribe(actor.id(), &subscription, MAX_PUSH_SUBSCRIPTIONS, now).await?)
    }

    /// Forgets the actor's subscription with this endpoint (an unknown one is no error).
    ///
    /// # Errors
    /// An endpoint too long or blank; too many changes.
    pub async fn unsubscribe(
        &self,
        actor: &GameActor,
        endpoint: &str,
    ) -> Result<(), NotificationError> {
        let endpoint = endpoint.trim();
        if endpoint.is_empty() || endpoint.chars().count() > MAX_ENDPOINT_CHARS {
            return Err(NotificationError::BadPushEndpoint);
        }
        self.slow(actor.id()).await?;
        Ok(self.ports.subscriptions.unsubscribe(actor.id(), endpoint).await?)
    }

    /// One round of the push worker: sends the pushes due (at most [`PUSHES_PER_ROUND`]) one
    /// after another; a notice read meanwhile is not pushed, a gone subscription is removed, a
    /// failure is tried again later (given up after [`MAX_PUSH_ATTEMPTS`]).
    ///
    /// # Errors
    /// Storage failures (the next round tries again).
    pub async fn deliver_due(&self) -> Result<PushReport, InfraError> {
        let repo = &self.ports.subscriptions;
        let mut report = PushReport::default();
        for push in repo.claim_due(self.ports.common.now(), PUSHES_PER_ROUND).await? {
            if push.notice.read_at.is_some() {
                repo.finish(push.id).await?;
                report.skipped += 1;
                continue;
            }
            let message = PushMessage::of(push.notice.clone().into());
            match self.ports.sender.send(&push.target.subscription, &message).await {
                PushOutcome::Delivered => {
                    repo.finish(push.id).await?;
                    report.sent += 1;
                }
                PushOutcome::Gone => {
                    repo.remove_subscription(push.target.id).await?;
                    report.removed += 1;
                }
                PushOutcome::Rejected(why) => {
                    repo.finish(push.id).await?;
                    report.failed += 1;
                    report.last_failure = Some(format!("refused, dropped: {why}"));
                }
                PushOutcome::Failed(why) => {
                    report.failed += 1;
                    report.last_failure =
                        Some(format!("not sent, attempt {}: {why}", push.attempts + 1));
                    match next_push_after(push.attempts + 1, self.ports.common.now()) {
                        Some(at) => repo.retry(push.id, at).await?,
                        None => repo.finish(push.id).await?,
                    }
                }
            }
        }
        Ok(report)
    }

    async fn slow(&self, player: UserId) -> Result<(), NotificationError> {
        let refused = NotificationError::TooFast;
        self.ports.common.slow_down(PUSH_SUBSCRIBE_RATE, player, refused).await
    }
}
