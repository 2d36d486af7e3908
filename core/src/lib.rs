//! The Mrok domain: entities, rules, use cases and the ports they need.
//!
//! Nothing here does I/O. Every area has its `models` (validated values), `ports` (traits that
//! adapters implement), `service` (use cases over ports) and `errors`.

pub mod access;
pub mod accounts;
pub mod announcements;
pub mod arena;
pub mod audit;
pub mod backoffice;
pub mod characters;
pub mod conversations;
pub mod live;
pub mod lore;
pub mod mail;
pub mod moderation;
pub mod news;
pub mod notifications;
pub mod profiles;
pub mod reports;
pub mod sessions;
pub mod shared;
pub mod tavern;
pub mod uploads;
