//! Session reports (spec 3 §2.12–§2.13): a player reports a session they took part in; admins
//! accept or reject it (a rejection says why); a rejected report is corrected and sent again.

mod errors;
mod models;
mod ports;
mod service;
#[cfg(test)]
mod service_tests;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use service::*;
