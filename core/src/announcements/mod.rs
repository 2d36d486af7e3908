//! Global announcements (spec 3 §2.11): a message an admin sends to every player, shown over
//! everything until each player closes it; read state per player.

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
