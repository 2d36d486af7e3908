//! Accounts: registration, activation, login, password reset and access tokens.

mod errors;
mod limits;
mod mails;
mod models;
mod password;
mod ports;
mod service;
mod sign_ins;

pub use errors::*;
pub use limits::*;
pub use mails::*;
pub use models::*;
pub use password::*;
pub use ports::*;
pub use service::*;
pub use sign_ins::*;
