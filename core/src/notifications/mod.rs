//! The notification centre: the one place every "tell this player" goes through. A use case
//! that should tell players something makes [`Draft`]s, hands them to [`Notifier::prepare`]
//! (which drops the author's own, keeps one per player and event, and applies each player's
//! settings) and gives the resulting [`Notice`]s to its own repository write, which stores them
//! in the same transaction as the change (see `docs/decisions/notifications.md`). After the
//! write, [`Notifier::announce`] tells the players' sockets their unread count moved.
//!
//! A new kind is one variant of [`NotificationKind`] (its stored name, its sentence, its
//! defaults) and the use case that makes its drafts.

mod digest;
mod errors;
mod mentions;
mod models;
mod ports;
mod push;
mod service;

pub use digest::*;
pub use errors::*;
pub use mentions::*;
pub use models::*;
pub use ports::*;
pub use push::*;
pub use service::*;

#[cfg(test)]
mod digest_tests;
#[cfg(test)]
mod mentions_tests;
#[cfg(test)]
mod push_tests;
#[cfg(test)]
mod service_tests;
