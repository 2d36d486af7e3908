use chrono::{DateTime, Utc};

use crate::shared::{InfraError, UserId};

/// Where prison sentences are kept (read back through `access::GameBlocks`).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait PrisonRepository: Send + Sync {
    /// Puts `user` in prison until `release` (replacing a sentence they had); `false` when there
    /// is no such account.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn imprison(
        &self,
        user: UserId,
        release: DateTime<Utc>,
        by: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Ends a sentence now; `false` when the player was not in prison.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn release(&self, user: UserId, now: DateTime<Utc>) -> Result<bool, InfraError>;
}
