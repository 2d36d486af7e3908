use super::{MailPorts, next_attempt_after};
use crate::shared::InfraError;

/// How many messages one round delivers at most.
pub const DELIVERY_BATCH: u32 = 20;

/// What one delivery round did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeliveryReport {
    pub sent: usize,
    pub failed: usize,
}

/// Takes due messages from the queue and hands them to the transport, recording the outcome.
pub struct MailDispatcher {
    ports: MailPorts,
}

/// Why a message to an address the mailer cannot parse is given up at once.
pub const UNDELIVERABLE: &str = "adres odbiorcy nie do doręczenia";

impl MailDispatcher {
    pub fn new(ports: MailPorts) -> Self {
        MailDispatcher { ports }
    }

    /// Delivers what is due now. A failed send is rescheduled with back-off, never lost; a
    /// message to an address the mailer cannot parse is given up at once (no retry can help).
    ///
    /// # Errors
    /// [`InfraError`] when the queue itself fails.
    pub async fn deliver_due(&self) -> Result<DeliveryReport, InfraError> {
        let mut report = DeliveryReport::default();
        for queued in self.ports.queue.claim_due(self.ports.clock.now(), DELIVERY_BATCH).await? {
            if !self.ports.recipients.deliverable(&queued.mail.to) {
                self.ports.queue.mark_failed(queued.id, UNDELIVERABLE, None).await?;
                report.failed += 1;
                continue;
            }
            match self.ports.transport.send(&queued.mail).await {
                Ok(()) => {
                    self.ports.queue.mark_sent(queued.id, self.ports.clock.now()).await?;
                    report.sent += 1;
                }
                Err(error) => {
                    let attempts = queued.attempts + 1;
                    let retry_at = next_attempt_after(attempts, self.ports.clock.now());
                    self.ports.queue.mark_failed(queued.id, &error.to_string(), retry_at).await?;
                    report.failed += 1;
                }
            }
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Duration, Utc};
    use mockall::predicate::eq;

    use super::*;
    use crate::mail::{
        MAX_DELIVERY_ATTEMPTS, MockMailQueue, MockMailTransport, MockRecipientCheck, OutgoingMail,
        QueuedMail,
    };
    use crate::shared::MockClock;

    fn at_epoch() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        Arc::new(clock)
    }

    fn dispatcher(queue: MockMailQueue, transport: MockMailTransport) -> MailDispatcher {
        let mut recipients = MockRecipientCheck::new();
        recipients.expect_deliverable().returning(|to| !to.contains(".."));
        MailDispatcher::new(MailPorts {
            queue: Arc::new(queue),
            transport: Arc::new(transport),
            recipients: Arc::new(recipients),
            clock: at_epoch(),
        })
    }

    fn queued(id: i64, attempts: u32) -> QueuedMail {
        QueuedMail {
            id,
            attempts,
            mail: OutgoingMail {
                to: "gracz@mrok.pl".into(),
                subject: "Temat".into(),
                text: "Treść".into(),
                html: "<p>Treść</p>".into(),
                unsubscribe: None,
            },
        }
    }

    #[tokio::test]
    async fn a_delivered_message_is_marked_sent() {
        let mut queue = MockMailQueue::new();
        queue.expect_claim_due().returning(|_, _| Ok(vec![queued(7, 0)]));
        queue
            .expect_mark_sent()
            .with(eq(7), eq(DateTime::<Utc>::UNIX_EPOCH))
            .times(1)
            .returning(|_, _| Ok(()));
        let mut transport = MockMailTransport::new();
        transport.expect_send().times(1).returning(|_| Ok(()));

        let dispatcher = dispatcher(queue, transport);
        let report = dispatcher.deliver_due().await.ok();
        assert_eq!(report, Some(DeliveryReport { sent: 1, failed: 0 }));
    }

    #[tokio::test]
    async fn a_failed_send_is_rescheduled_with_back_off() {
        let mut queue = MockMailQueue::new();
        queue.expect_claim_due().returning(|_, _| Ok(vec![queued(3, 1)]));
        queue
            .expect_mark_failed()
            .withf(|id, error, retry_at| {
                *id == 3
                    && error == "serwer odmówił"
                    && *retry_at == Some(DateTime::<Utc>::UNIX_EPOCH + Duration::minutes(5))
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut transport = MockMailTransport::new();
        transport.expect_send().returning(|_| Err(InfraError::new("serwer odmówił")));

        let dispatcher = dispatcher(queue, transport);
        let report = dispatcher.deliver_due().await.ok();
        assert_eq!(report, Some(DeliveryReport { sent: 0, failed: 1 }));
    }

    #[tokio::test]
    async fn a_message_that_failed_every_attempt_is_given_up() {
        let mut queue = MockMailQueue::new();
        queue.expect_claim_due().returning(|_, _| Ok(vec![queued(4, MAX_DELIVERY_ATTEMPTS - 1)]));
        queue
            .expect_mark_failed()
            .withf(|id, _, retry_at| *id == 4 && retry_at.is_none())
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut transport = MockMailTransport::new();
        transport.expect_send().returning(|_| Err(InfraError::new("nadal nie")));

        let dispatcher = dispatcher(queue, transport);
        assert!(dispatcher.deliver_due().await.is_ok());
    }

    #[tokio::test]
    async fn a_message_the_mailer_cannot_address_is_given_up_at_once() {
        let mut queue = MockMailQueue::new();
        let mut message = queued(5, 0);
        message.mail.to = "a..b@mrok.pl".into();
        queue.expect_claim_due().returning(move |_, _| Ok(vec![message.clone()]));
        queue
            .expect_mark_failed()
            .withf(|id, error, retry_at| *id == 5 && error == UNDELIVERABLE && retry_at.is_none())
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut transport = MockMailTransport::new();
        transport.expect_send().never();
        let report = dispatcher(queue, transport).deliver_due().await.ok();
        assert_eq!(report, Some(DeliveryReport { sent: 0, failed: 1 }));
    }
}
