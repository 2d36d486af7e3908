//! Implementations of the core ports: SQL storage, mail transports, password hashing, access
//! tokens, rate limits, clock and randomness, web push.

pub mod auth;
pub mod card_pdf;
pub mod html;
pub mod live;
pub mod mail;
pub mod private_files;
mod public_net;
pub mod push;
pub mod rate_limit;
pub mod sql;
pub mod system;
pub mod uploads;
