//! The lore: the wiki's entry collections (spec 3 §2.1–§2.6), the bestiary with its categories
//! (§2.4), and one full-text search over all of them.

mod collections;
mod errors;
mod models;
mod ports;
mod search;
mod seed;
mod service;
#[cfg(test)]
mod service_tests;

pub use collections::*;
pub use errors::*;
pub use models::*;
pub use ports::*;
pub use search::*;
pub use seed::*;
pub use service::*;
