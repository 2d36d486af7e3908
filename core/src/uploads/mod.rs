//! Uploaded images: avatars and images inserted into descriptions.

mod errors;
mod models;
mod ports;
mod remote;
mod service;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use remote::*;
pub use service::*;
