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
        crate::private_files::private_dir(&self.folder)?;
        let name = format!(
            "{}-{}.eml",
            chrono::Utc::now().format("%Y%m%dT%H%M%S%.3fZ"),
            self.sequence.fetch_add(1, Ordering::Relaxed)
        );
        let path = self.folder.join(name);
        // A mail holds a live one-time link: the server's account alone reads it.
        let mut file = tokio::fs::OpenOptions::new();
        file.write(true).create_new(true);
        #[cfg(unix)]
        file.mode(0o600);
        let mut file = file.open(&path).await.map_err(InfraError::new)?;
        tokio::io::AsyncWriteExt::write_all(&mut file, &formatted)
            .await
            .map_err(InfraError::new)?;
        tokio::io::AsyncWriteExt::flush(&mut file).await.map_err(InfraError::new)?;
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
            unsubscribe: Some("https://mrok.test/api/notifications/unsubscribe/t0k3n".into()),
        };
        outbox.send(&mail).await.unwrap();
        let mut files = std::fs::read_dir(&folder).unwrap();
        let file = files.next().unwrap().unwrap().path();
        let content = std::fs::read_to_string(&file).unwrap();
        assert!(content.contains("To: gracz@mrok.test"));
        assert!(content.contains("multipart/alternative"));
        assert!(content.contains("text/html"));
        assert!(
            content.contains(
                "List-Unsubscribe: <https://mrok.test/api/notifications/unsubscribe/t0k3n>"
            )
        );
        assert!(content.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
        let parsed = mail_parser::MessageParser::default().parse(content.as_bytes()).unwrap();
        let text = parsed.body_text(0).unwrap();
        assert!(text.contains(LINK), "the link survives the transfer encoding: {text}");
        assert!(text.contains("wędrowcze"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode =
                |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!((mode(&folder), mode(&file)), (0o700, 0o600), "others read no link");
        }
        std::fs::remove_dir_all(folder).unwrap();
    }
}
