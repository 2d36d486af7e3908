//! The tavern (spec 2): rooms where players chat live as one of their characters or as the
//! narrator, who is inside and where, and the events board admins keep.

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
