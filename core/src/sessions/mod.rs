//! Roleplay sessions (spec 2): general sessions anyone may read and private ones only their
//! participants see; messages written as a character or as the narrator; owners' tools.

mod errors;
mod models;
mod ports;
mod service;
mod speakers;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use service::*;
pub use speakers::*;

#[cfg(test)]
mod service_tests;
