//! The back office's list views: accounts and characters with paging, sorting, search and
//! totals. Admins only.

mod models;
mod ports;
mod service;

pub use models::*;
pub use ports::*;
pub use service::*;
