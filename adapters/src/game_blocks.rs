//! The game's blocks before moderation keeps any: nobody sits in prison and no announcement
//! blocks the game. The moderation issue replaces this with the stored prisons and resident
//! messages; the gate in core already asks on every game call.

use chrono::{DateTime, Utc};
use mrok_core::access::GameBlocks;
use mrok_core::shared::{InfraError, UserId};

/// Answers "not blocked" to every check.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoGameBlocks;

#[async_trait::async_trait]
impl GameBlocks for NoGameBlocks {
    #[tracing::instrument(name = "NoGameBlocks::prison_release", level = "debug", skip_all)]
    async fn prison_release(
        &self,
        _user: UserId,
        _now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, InfraError> {
        Ok(None)
    }

    #[tracing::instrument(name = "NoGameBlocks::residents_blocked", level = "debug", skip_all)]
    async fn residents_blocked(&self) -> Result<bool, InfraError> {
        Ok(false)
    }
}
