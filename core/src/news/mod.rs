//! The news feed, 'Wieści' (spec 2): admins post, edit and archive news; players comment, and
//! delete their own comments (admins any).

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
