//! Mail transports: SMTP through lettre, or a folder of `.eml` files for local play.

mod message;
mod outbox;
mod smtp;
#[cfg(feature = "test-smtp")]
pub mod test_smtp;

use lettre::Address;
use mrok_core::mail::RecipientCheck;
pub use outbox::OutboxTransport;
pub use smtp::SmtpTransport;

/// lettre's own parser decides which addresses can be mailed: a bare address it reads (every
/// such address also reads as the message's recipient).
#[derive(Debug, Clone, Copy, Default)]
pub struct LettreRecipients;

impl RecipientCheck for LettreRecipients {
    fn deliverable(&self, address: &str) -> bool {
        address.parse::<Address>().is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lettre_decides_which_addresses_can_be_mailed() {
        for good in ["gracz@mrok.pl", "a.b+mrok@sub.mrok.pl", "ząb@mrok.pl"] {
            assert!(LettreRecipients.deliverable(good), "{good}");
        }
        for bad in ["a..b@mrok.pl", "<a@mrok.pl>", "Ktoś <a@mrok.pl>", "a,b@mrok.pl", "a@mrok..pl"]
        {
            assert!(!LettreRecipients.deliverable(bad), "{bad}");
        }
    }
}
