//! Moderation (spec 1 §1, spec 3 §2.16): admins put players in prison for a number of days and
//! block the game for residents with a resident message. The refusals themselves are the game
//! gate's (`access::GameGate`), which every game use case passes.

mod deletion;
mod errors;
mod ports;
mod resident_messages;
mod service;

pub use deletion::*;
pub use errors::*;
pub use ports::*;
pub use resident_messages::*;
pub use service::*;

#[cfg(test)]
mod service_tests;
