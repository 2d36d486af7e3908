use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{AccountDeletion, ResidentMessageRepository};
use crate::access::GameGate;
use crate::shared::{CommonPorts, Guards, HtmlSanitizer, InfraError, UserId};
use crate::tavern::TavernRepository;

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

/// What [`ModerationService`] works with.
pub struct ModerationPorts {
    pub prison: Arc<dyn PrisonRepository>,
    pub resident_messages: Arc<dyn ResidentMessageRepository>,
    pub deletion: Arc<dyn AccountDeletion>,
    /// A prisoner is taken out of the tavern.
    pub tavern: Arc<dyn TavernRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    pub gate: Arc<GameGate>,
    /// Runs admins' new resident messages one after another ([`Guarded::ResidentMessages`]).
    pub guards: Arc<dyn Guards>,
    pub common: CommonPorts,
}
