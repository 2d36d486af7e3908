use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use lettre::message::Mailbox;
use mrok_core::mail::{MailTransport, OutgoingMail};
use mrok_core::shared::InfraError;

use super::message;

/// Writes each message as an `.eml` file into a folder and logs its links: without an SMTP
/// server a newcomer can still activate an account locally.
pub struct OutboxTransport {
    folder: PathBuf,
    from: Mailbox,
    sequence: AtomicU64,
}

impl OutboxTransport {
    /// # Errors
    /// A malformed sender address.
    pub fn new(folder: PathBuf, from: &str) -> Result<Self, InfraError> {
        let from = from.parse().map_err(|e| InfraError::new(format!("adres nadawcy: {e}")))?;
        Ok(OutboxTransport { folder, from, sequence: AtomicU64::new(0) })
    }
}

#[async_trait::async_trait]
impl MailTransport for OutboxTransport {
    #[tracing::instrument(name = "OutboxTransport::send", level = "debug", skip_all)]
    async fn send(&self, mail: &OutgoingMail) -> Result<(), InfraError> {
        let formatted = message::build(&self.from, mail)?.formatted();
        tokio::fs::create_dir_all(&self.folder).await.map_err(InfraError::new)?;
        let name = format!(
            "{}-{}.eml",
            chrono::Utc::now().format("%Y%m%dT%H%M%S%.3fZ"),
            self.sequence.fetch_add(1, Ordering::Relaxed)
        );
        let path = self.folder.join(name);
        tokio::fs::write(&path, formatted).await.map_err(InfraError::new)?;
        let links: Vec<&str> = mail.text.lines().filter(|line| line.starts_with("http")).collect();
        tracing::info!(to = %mail.to, subject = %mail.subject, file = %path.display(),
            links = ?links, "mail written to the outbox");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINK: &str = "https://bardzo-dluga-domena.mrok.example.com/activate/\
        ZzzT6qbvbZVQjLt8oOQBgBrBc6EgANUFywzz1HKT7sw";

    #[tokio::test]
    async fn a_mail_becomes_an_eml_file_with_both_bodies() {
        let folder = std::env::temp_dir().join(format!("mrok-outbox-{}", std::process::id()));
        let outbox = OutboxTransport::new(folder.clone(), "Mrok <no-reply@mrok.test>").unwrap();
        let mail = OutgoingMail {
            to: "gracz@mrok.test".into(),
            subject: "Mrok — aktywuj swoje konto".into(),
            text: format!("Otwórz ten link, wędrowcze:\n\n{LINK}\n"),
            html: "<p>Otwórz</p>".into(),
        };
        outbox.send(&mail).await.unwrap();
        let mut files = std::fs::read_dir(&folder).unwrap();
        let file = files.next().unwrap().unwrap().path();
        let content = std::fs::read_to_string(&file).unwrap();
        assert!(content.contains("To: gracz@mrok.test"));
        assert!(content.contains("multipart/alternative"));
        assert!(content.contains("text/html"));
        let parsed = mail_parser::MessageParser::default().parse(content.as_bytes()).unwrap();
        let text = parsed.body_text(0).unwrap();
        assert!(text.contains(LINK), "the link survives the transfer encoding: {text}");
        assert!(text.contains("wędrowcze"));
        std::fs::remove_dir_all(folder).unwrap();
    }
}
