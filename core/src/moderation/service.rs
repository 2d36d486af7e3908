use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::{ModerationError, PrisonRepository};
use crate::access::{Actor, GameBlocks, Permission};
use crate::live::{LiveBus, LiveEvent};
use crate::shared::{Clock, UserId};

/// The longest sentence (the spec shows no bound; ten years is a ban by another name).
pub const MAX_PRISON_DAYS: i64 = 3650;

pub struct ModerationPorts {
    pub prison: Arc<dyn PrisonRepository>,
    pub blocks: Arc<dyn GameBlocks>,
    pub clock: Arc<dyn Clock>,
    pub live: Arc<dyn LiveBus>,
}

/// Where a player stands with the prison: released when, and the time of asking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrisonStatus {
    pub release: Option<DateTime<Utc>>,
    pub now: DateTime<Utc>,
}

pub struct ModerationService {
    prison: Arc<dyn PrisonRepository>,
    blocks: Arc<dyn GameBlocks>,
    clock: Arc<dyn Clock>,
    live: Arc<dyn LiveBus>,
}

impl ModerationService {
    pub fn new(ports: ModerationPorts) -> Self {
        ModerationService {
            prison: ports.prison,
            blocks: ports.blocks,
            clock: ports.clock,
            live: ports.live,
        }
    }

    /// Puts a player in prison for `days` days from now; their live sockets close at once and
    /// every game call is refused until the release, which comes by itself.
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::UserRequired`],
    /// [`ModerationError::DaysInvalid`], [`ModerationError::Yourself`],
    /// [`ModerationError::UserNotFound`].
    pub async fn imprison(
        &self,
        actor: &Actor,
        user: Option<i64>,
        days: Option<i64>,
    ) -> Result<DateTime<Utc>, ModerationError> {
        actor.require(Permission::Imprison)?;
        let user = UserId(user.filter(|id| *id > 0).ok_or(ModerationError::UserRequired)?);
        let days = days
            .filter(|d| (1..=MAX_PRISON_DAYS).contains(d))
            .ok_or(ModerationError::DaysInvalid)?;
        if actor.is(user) {
            return Err(ModerationError::Yourself);
        }
        let now = self.clock.now();
        let release = now + Duration::days(days);
        if !self.prison.imprison(user, release, actor.id(), now).await? {
            return Err(ModerationError::UserNotFound);
        }
        self.live.publish(LiveEvent::AccessRevoked { user }).await;
        Ok(release)
    }

    /// The caller's own prison status (account-level: a prisoner must be able to ask).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn prison_status(&self, actor: &Actor) -> Result<PrisonStatus, ModerationError> {
        let now = self.clock.now();
        let release = self.blocks.prison_release(actor.id(), now).await?;
        Ok(PrisonStatus { release, now })
    }
}
