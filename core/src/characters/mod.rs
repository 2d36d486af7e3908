//! Characters: the main character each account creates once.

mod curation;
mod errors;
mod models;
mod ports;
mod service;
mod suggest;

pub use curation::*;
pub use errors::*;
pub use models::*;
pub use ports::*;
pub use service::*;
pub use suggest::*;
