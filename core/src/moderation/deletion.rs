//! Deleting an account (spec 3 §2.16 danger zone): first a preview of what goes, then the
//! deletion itself, which takes everything the preview counts.

use chrono::{DateTime, Utc};

use crate::shared::{InfraError, Role, UserId};

/// What deleting an account takes with it (spec 3 §3 "Deletion preview", and a little more).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeletionPreview {
    pub user: UserId,
    pub email: String,
    /// The main character's name, race and gender, if there is one.
    pub character_name: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub role: Role,
    pub created_at: Option<DateTime<Utc>>,
    /// All characters, main and secondary.
    pub characters: u64,
    /// Private messages the player sent and received.
    pub sent_messages: u64,
    pub received_messages: u64,
    /// Conversations the player is in: they go whole, the other side's messages too.
    pub conversations: u64,
    /// Sessions the player started: they go whole, with everyone's posts.
    pub owned_private_sessions: u64,
    pub owned_general_sessions: u64,
    /// The player's posts in sessions.
    pub session_messages: u64,
    pub tavern_messages: u64,
    pub news_comments: u64,
    /// Session reports that go: the player's own, and other players' on the sessions the
    /// player started (those sessions go whole).
    pub session_reports: u64,
}

/// Where accounts are deleted with everything they own.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AccountDeletion: Send + Sync {
    /// What deleting the account would take; `None` when there is no such account.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn preview(&self, user: UserId) -> Result<Option<DeletionPreview>, InfraError>;

    /// Deletes the account and everything the preview counts in one transaction, keeping the
    /// other players' kept counts right; answers what was deleted, `None` when there was no
    /// such account.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails (nothing is deleted then).
    async fn delete(&self, user: UserId) -> Result<Option<DeletionPreview>, InfraError>;
}
