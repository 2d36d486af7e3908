//! Web push sent for real: the payload encrypted for the browser (RFC 8291, aes128gcm) and the
//! request signed with the server's VAPID key (RFC 8292), both by `web-push-native`, then
//! posted to the subscription's push service by the careful client of [`crate::public_net`]
//! (no proxy, no redirect, names resolved to public addresses only).

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use mrok_core::notifications::{PUSH_TTL, PushMessage, PushOutcome, PushSender, PushSubscription};
use mrok_core::shared::InfraError;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike, ES256KeyPair};
use web_push_native::{Auth, WebPushBuilder, p256};

/// The longest a push service may take to answer.
pub const PUSH_TIMEOUT: Duration = Duration::from_secs(10);

/// The server's VAPID key pair (P-256), the same for every instance of one site: browsers
/// subscribe with its public half, and a push signed with another key is refused.
pub struct VapidKey(ES256KeyPair);

impl VapidKey {
    /// A new random key.
    pub fn generate() -> VapidKey {
        VapidKey(ES256KeyPair::generate())
    }

    /// The key from its private scalar, base64url (32 bytes).
    ///
    /// # Errors
    /// Not base64url, or not a P-256 private key.
    pub fn from_base64(private: &str) -> Result<VapidKey, InfraError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(private.trim().trim_end_matches('='))
            .map_err(|_| InfraError::new("the VAPID private key is not base64url"))?;
        ES256KeyPair::from_bytes(&bytes)
            .map(VapidKey)
            .map_err(|_| InfraError::new("the VAPID private key is not a P-256 key"))
    }

    /// The private scalar, base64url (what [`VapidKey::from_base64`] reads).
    pub fn to_base64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0.to_bytes())
    }

    /// The public key browsers subscribe with: the uncompressed point, base64url.
    pub fn public_base64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0.public_key().public_key().to_bytes_uncompressed())
    }
}

/// Sends pushes to the subscriptions' push services.
pub struct HttpPushSender {
    client: reqwest::Client,
    key: VapidKey,
    /// The VAPID subject: how a push service reaches the site's operator (`mailto:…`).
    contact: String,
    public_key: String,
}

impl HttpPushSender {
    /// A sender signing with `key`, naming `contact` (an e-mail address) to push services.
    ///
    /// # Errors
    /// The HTTP client could not be built.
    pub fn new(key: VapidKey, contact: &str) -> Result<Self, InfraError> {
        let client = crate::public_net::client("web push", PUSH_TIMEOUT)?;
        let contact = if contact.starts_with("mailto:") || contact.starts_with("https://") {
            contact.to_owned()
        } else {
            format!("mailto:{contact}")
        };
        let public_key = key.public_base64();
        Ok(HttpPushSender { client, key, contact, public_key })
    }

    fn request(
        &self,
        to: &PushSubscription,
        message: &PushMessage,
    ) -> Result<reqwest::Request, String> {
        let decode = |text: &str| URL_SAFE_NO_PAD.decode(text).map_err(|e| e.to_string());
        let browser = p256::PublicKey::from_sec1_bytes(&decode(&to.p256dh)?)
            .map_err(|_| "the browser's key is not a P-256 point".to_owned())?;
        let secret = decode(&to.auth)?;
        if secret.len() != 16 {
            return Err("the browser's auth secret is not 16 bytes".to_owned());
        }
        let mut auth = Auth::default();
        auth.copy_from_slice(&secret);
        let endpoint = to.endpoint.parse().map_err(|_| "the endpoint is not a URI".to_owned())?;
        let payload = serde_json::json!({
            "title": message.title,
            "body": message.body,
            "link": message.link,
            "tag": message.tag,
        })
        .to_string();
        let request = WebPushBuilder::new(endpoint, browser, auth)
            .with_valid_duration(PUSH_TTL)
            .with_vapid(&self.key.0, &self.contact)
            .build(payload)
            .map_err(|e| e.to_string())?;
        reqwest::Request::try_from(request).map_err(|e| e.to_string())
    }
}

#[async_trait::async_trait]
impl PushSender for HttpPushSender {
    fn public_key(&self) -> String {
        self.public_key.clone()
    }

    async fn send(&self, to: &PushSubscription, message: &PushMessage) -> PushOutcome {
        let request = match self.request(to, message) {
            Ok(request) => request,
            // Keys or an endpoint nothing can be sent with: the subscription is of no use.
            Err(why) => {
                tracing::info!(%why, "push subscription unusable");
                return PushOutcome::Gone;
            }
        };
        match self.client.execute(request).await {
            Ok(response) => outcome(response.status().as_u16()),
            Err(error) if error.is_timeout() => PushOutcome::Failed("timed out".to_owned()),
            // The error names the host at most, never the endpoint's path (its secret).
            Err(error) => PushOutcome::Failed(without_url(&error)),
        }
    }
}

/// What a push service's status means: 2xx sent; 404 and 410 the subscription is gone; 429 and
/// 5xx try again; any other refusal is for good.
fn outcome(status: u16) -> PushOutcome {
    match status {
        200..=299 => PushOutcome::Delivered,
        404 | 410 => PushOutcome::Gone,
        408 | 429 | 500..=599 => PushOutcome::Failed(format!("status {status}")),
        _ => PushOutcome::Rejected(format!("status {status}")),
    }
}

fn without_url(error: &reqwest::Error) -> String {
    let mut text = error.to_string();
    if let Some(url) = error.url() {
        text = text.replace(url.as_str(), url.host_str().unwrap_or("?"));
    }
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_survives_its_text_and_gives_a_65_byte_public_point() {
        let key = VapidKey::generate();
        let again = VapidKey::from_base64(&key.to_base64()).unwrap();
        assert_eq!(again.public_base64(), key.public_base64());
        let point = URL_SAFE_NO_PAD.decode(key.public_base64()).unwrap();
        assert_eq!((point.len(), point[0]), (65, 4));
        assert!(VapidKey::from_base64("not a key").is_err());
    }

    #[test]
    fn statuses_decide_between_sent_gone_retried_and_dropped() {
        assert_eq!(outcome(201), PushOutcome::Delivered);
        assert_eq!(outcome(404), PushOutcome::Gone);
        assert_eq!(outcome(410), PushOutcome::Gone);
        assert!(matches!(outcome(429), PushOutcome::Failed(_)));
        assert!(matches!(outcome(503), PushOutcome::Failed(_)));
        assert!(matches!(outcome(413), PushOutcome::Rejected(_)));
        assert!(matches!(outcome(403), PushOutcome::Rejected(_)));
    }
}
