use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    GlobalMessage, GlobalMessageId, GlobalMessageReader, GlobalMessageStats, NewGlobalMessage,
};
use crate::backoffice::Page;
use crate::shared::{CommonPorts, InfraError, UserId};

/// Where announcements and who closed them live. An announcement is addressed to the accounts
/// that existed when it was sent: a player who registers later never gets it.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AnnouncementRepository: Send + Sync {
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add(&self, message: NewGlobalMessage) -> Result<GlobalMessageId, InfraError>;

    /// The oldest `limit` announcements addressed to `user` that they have not closed.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn unread(&self, user: UserId, limit: u32) -> Result<Vec<GlobalMessage>, InfraError>;

    /// Records that `user` closed it (again is harmless); `false` when it does not exist or was
    /// not addressed to them.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn mark_read(
        &self,
        id: GlobalMessageId,
        user: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Announcements, the newest first, with their reach.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn page(&self, offset: u32, limit: u32) -> Result<Page<GlobalMessageStats>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn stats(&self, id: GlobalMessageId) -> Result<Option<GlobalMessageStats>, InfraError>;

    /// Who closed it, the most recent first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn readers(
        &self,
        id: GlobalMessageId,
        offset: u32,
        limit: u32,
    ) -> Result<Page<GlobalMessageReader>, InfraError>;
}

/// What [`AnnouncementService`] works with.
pub struct AnnouncementPorts {
    pub announcements: Arc<dyn AnnouncementRepository>,
    pub common: CommonPorts,
}
