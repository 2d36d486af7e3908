use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{OnlinePlayer, PlayerEntry, PlayerFilter, PlayerStatus, PlayerSummary};
use crate::shared::{CommonPorts, InfraError, UserId};

/// Where player-level facts live (the accounts' status, activity and list views).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait PlayerRepository: Send + Sync {
    /// Whether it changed: `false` when it already was `status` (or there is no such account).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn set_status(&self, user: UserId, status: PlayerStatus) -> Result<bool, InfraError>;

    /// Records that the player was active at `now` from `ip` (an adapter may skip writes that
    /// would change little, e.g. within a minute of the last one).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn touch(&self, user: UserId, now: DateTime<Utc>, ip: &str) -> Result<(), InfraError>;

    /// Players with a main character active since `since`, by account id.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn active_since(&self, since: DateTime<Utc>) -> Result<Vec<OnlinePlayer>, InfraError>;

    /// One player's entry as the online list shows it, however long ago they were active
    /// (none without a main character).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn online_entry(&self, user: UserId) -> Result<Option<OnlinePlayer>, InfraError>;

    /// At most `limit` players with a main character matching the filter, by account id, from
    /// `offset`, with registration time and last address filled in; and how many players the
    /// filter matches in all.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list(
        &self,
        filter: PlayerFilter,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<PlayerEntry>, u64), InfraError>;

    /// An activated account that has a main character (`None` for any other), with its
    /// registration time.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn summary(&self, user: UserId) -> Result<Option<PlayerSummary>, InfraError>;
}

/// What [`PlayerService`] works with.
pub struct PlayerPorts {
    pub players: Arc<dyn PlayerRepository>,
    pub common: CommonPorts,
}
