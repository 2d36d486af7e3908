//! Outgoing e-mail: the message, the queue it waits in, and the dispatcher that delivers it
//! with retries.

mod models;
mod ports;
mod service;

pub use models::*;
pub use ports::*;
pub use service::*;
