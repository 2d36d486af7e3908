use lettre::Message;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use mrok_core::mail::OutgoingMail;
use mrok_core::shared::InfraError;

/// Builds the MIME message: plain text with an HTML alternative, UTF-8 (lettre picks a
/// transfer encoding that keeps every line within the SMTP limits); a notification mail also
/// carries its one-click unsubscribe headers (RFC 2369 and RFC 8058).
pub(super) fn build(from: &Mailbox, mail: &OutgoingMail) -> Result<Message, InfraError> {
    let to: Mailbox =
        mail.to.parse().map_err(|e| InfraError::new(format!("adres odbiorcy: {e}")))?;
    let mut builder = Message::builder().from(from.clone()).to(to).subject(mail.subject.clone());
    if let Some(link) = &mail.unsubscribe {
        builder = builder.header(ListUnsubscribe(link.clone())).header(ListUnsubscribePost);
    }
    builder
        .multipart(MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()))
        .map_err(InfraError::new)
}

type ParseError = Box<dyn std::error::Error + Send + Sync>;

/// `List-Unsubscribe: <https://…>`.
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, ParseError> {
        Ok(ListUnsubscribe(s.trim().trim_start_matches('<').trim_end_matches('>').to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: the link works by a POST alone.
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, ParseError> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}
