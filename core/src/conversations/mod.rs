//! Private messages (spec 2 "Private messaging"): conversations between two players, started by
//! a first message with a subject, read and written only by the two of them.

mod errors;
mod models;
mod ports;
mod service;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use service::*;

#[cfg(test)]
mod service_tests;
