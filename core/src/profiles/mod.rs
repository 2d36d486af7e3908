//! Players as others see them: the online list, the players list, the looking-for-a-session
//! status and recent activity.

mod errors;
mod models;
mod ports;
mod service;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use service::*;
