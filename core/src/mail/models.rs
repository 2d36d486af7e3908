use chrono::{DateTime, Duration, Utc};

/// A message to one recipient, with a plain-text body and an HTML alternative.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// A notification mail's one-click unsubscribe link (RFC 8058, sent in its
    /// `List-Unsubscribe` headers); `None` for the account mails.
    pub unsubscribe: Option<String>,
}

/// Text made safe inside an HTML mail's elements and attributes.
pub fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// A message waiting in the queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedMail {
    pub id: i64,
    pub mail: OutgoingMail,
    /// Delivery attempts made before this one.
    pub attempts: u32,
}

/// How many delivery attempts a message gets before it is given up.
pub const MAX_DELIVERY_ATTEMPTS: u32 = 8;

/// How long a claimed message stays reserved for the worker that claimed it.
pub const CLAIM_LEASE: Duration = Duration::minutes(5);

/// When to try again after `attempts` failed attempts, or `None` to give up.
pub fn next_attempt_after(attempts: u32, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    const BACKOFF_MINUTES: [i64; 7] = [1, 5, 15, 30, 60, 180, 360];
    if attempts >= MAX_DELIVERY_ATTEMPTS {
        return None;
    }
    let index = (attempts.saturating_sub(1) as usize).min(BACKOFF_MINUTES.len() - 1);
    Some(now + Duration::minutes(BACKOFF_MINUTES[index]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_and_stop_after_the_last_attempt() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        assert_eq!(next_attempt_after(1, now), Some(now + Duration::minutes(1)));
        assert_eq!(next_attempt_after(2, now), Some(now + Duration::minutes(5)));
        assert_eq!(next_attempt_after(7, now), Some(now + Duration::minutes(360)));
        assert_eq!(next_attempt_after(MAX_DELIVERY_ATTEMPTS, now), None);
    }
}
