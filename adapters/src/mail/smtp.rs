use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use mrok_core::mail::{MailTransport, OutgoingMail};
use mrok_core::shared::InfraError;
use secrecy::{ExposeSecret, SecretString};

use super::message;

/// Delivers through the SMTP server of `MROK_SMTP_URL`
/// (`smtp://user:pass@host:587?tls=required`, `smtps://…`, or plain `smtp://host:25`).
pub struct SmtpTransport {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl SmtpTransport {
    /// # Errors
    /// A malformed URL or sender address.
    pub fn new(url: &SecretString, from: &str) -> Result<Self, InfraError> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
            .map_err(|e| InfraError::new(format!("MROK_SMTP_URL: {e}")))?
            .build();
        let from = from.parse().map_err(|e| InfraError::new(format!("adres nadawcy: {e}")))?;
        Ok(SmtpTransport { transport, from })
    }
}

#[async_trait::async_trait]
impl MailTransport for SmtpTransport {
    #[tracing::instrument(name = "SmtpTransport::send", level = "debug", skip_all)]
    async fn send(&self, mail: &OutgoingMail) -> Result<(), InfraError> {
        let message = message::build(&self.from, mail)?;
        self.transport.send(message).await.map(|_| ()).map_err(InfraError::new)
    }
}
