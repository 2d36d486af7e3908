use lettre::Message;
use lettre::message::{Mailbox, MultiPart};
use mrok_core::mail::OutgoingMail;
use mrok_core::shared::InfraError;

/// Builds the MIME message: plain text with an HTML alternative, UTF-8 (lettre picks a
/// transfer encoding that keeps every line within the SMTP limits).
pub(super) fn build(from: &Mailbox, mail: &OutgoingMail) -> Result<Message, InfraError> {
    let to: Mailbox =
        mail.to.parse().map_err(|e| InfraError::new(format!("adres odbiorcy: {e}")))?;
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject.clone())
        .multipart(MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()))
        .map_err(InfraError::new)
}
