//! Moderation (spec 1 §1, spec 3 §2.16): admins put players in prison for a number of days. The
//! refusal itself is the game gate's (`access::GameGate`), which every game use case passes.

mod errors;
mod ports;
mod service;

pub use errors::*;
pub use ports::*;
pub use service::*;

#[cfg(test)]
mod service_tests;
