use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{OutgoingMail, QueuedMail};
use crate::shared::{Clock, InfraError};

/// The durable queue of outgoing mail.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait MailQueue: Send + Sync {
    /// Queues a message for delivery as soon as possible.
    ///
    /// # Errors
    /// [`InfraError`] when the queue cannot be written.
    async fn enqueue(&self, mail: OutgoingMail, now: DateTime<Utc>) -> Result<(), InfraError>;

    /// Reserves up to `limit` messages that are due at `now` and not reserved by another worker
    /// (a reservation lapses after the lease). Each claim counts as an attempt.
    ///
    /// # Errors
    /// [`InfraError`] when the queue cannot be read.
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<QueuedMail>, InfraError>;

    /// Records a delivery; the message body is dropped from storage.
    ///
    /// # Errors
    /// [`InfraError`] when the queue cannot be written.
    async fn mark_sent(&self, id: i64, now: DateTime<Utc>) -> Result<(), InfraError>;

    /// Records a failed attempt: retry at `retry_at`, or give up when it is `None`.
    ///
    /// # Errors
    /// [`InfraError`] when the queue cannot be written.
    async fn mark_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<DateTime<Utc>>,
    ) -> Result<(), InfraError>;
}

/// Delivers one message (SMTP, or a folder of .eml files).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait MailTransport: Send + Sync {
    /// # Errors
    /// [`InfraError`] when the message could not be handed over.
    async fn send(&self, mail: &OutgoingMail) -> Result<(), InfraError>;
}

/// Whether the mailer can address a recipient at all, by the mailer's own parser: an address it
/// cannot parse is refused at registration and never queued or retried.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait RecipientCheck: Send + Sync {
    fn deliverable(&self, address: &str) -> bool;
}

/// What [`MailDispatcher`] works with.
pub struct MailPorts {
    pub queue: Arc<dyn MailQueue>,
    pub transport: Arc<dyn MailTransport>,
    pub recipients: Arc<dyn RecipientCheck>,
    pub clock: Arc<dyn Clock>,
}
