//! Mail transports: SMTP through lettre, or a folder of `.eml` files for local play.

mod message;
mod outbox;
mod smtp;

pub use outbox::OutboxTransport;
pub use smtp::SmtpTransport;
