//! SQL adapters for PostgreSQL and SQLite: one statement-building path for both.

mod accounts;
mod announcements;
mod audit;
mod backoffice;
mod characters;
mod conversations;
mod db;
mod deletion;
mod isolated;
mod mail_queue;
mod main_character;
mod news;
mod players;
mod prison;
mod sessions;
mod speakers;
mod tables;
mod tavern;
mod uploads;

pub use accounts::SqlAccounts;
pub use announcements::SqlAnnouncements;
pub use audit::SqlAuditLog;
pub use backoffice::SqlBackoffice;
pub use characters::SqlCharacters;
pub use conversations::SqlConversations;
pub use db::{Db, Record, Tx, WriteError, redact_url};
pub use deletion::SqlAccountDeletion;
pub use isolated::isolated_postgres_url;
pub use mail_queue::{MailWakeup, SqlMailQueue};
pub use news::SqlNews;
pub use players::SqlPlayers;
pub use prison::SqlGameBlocks;
pub use sessions::SqlSessions;
pub use tavern::SqlTavern;
pub use uploads::SqlUploads;
