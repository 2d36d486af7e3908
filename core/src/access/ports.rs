use chrono::{DateTime, Utc};

use crate::shared::{InfraError, UserId};

/// What keeps a player out of the game: prison and the residents' game block.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait GameBlocks: Send + Sync {
    /// When the player's prison sentence ends, if they sit in prison at `now`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn prison_release(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, InfraError>;

    /// Whether an announcement blocks the game for residents now.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn residents_blocked(&self) -> Result<bool, InfraError>;
}
