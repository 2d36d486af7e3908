//! Equipment and the arena (spec 3 §2.14–§2.15): a weapon and an armor per player, monsters,
//! fights decided on the server with the daily stamina, experience and level-ups. The numbers
//! are in [`rules`] and docs/game-rules.md.

mod errors;
mod models;
mod ports;
pub mod rules;
#[cfg(test)]
mod rules_tests;
mod seed;
mod service;
#[cfg(test)]
mod service_tests;

pub use errors::*;
pub use models::*;
pub use ports::*;
pub use rules::Dice;
pub use seed::*;
pub use service::*;
