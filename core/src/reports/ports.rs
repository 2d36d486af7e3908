use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{Report, ReportId, ReportText, ReportableSession, ReportingPlayer, Review};
use crate::backoffice::Page;
use crate::notifications::{Notices, Notifier};
use crate::sessions::SessionId;
use crate::shared::{CommonPorts, InfraError, UserId};

/// Reports as stored.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ReportRepository: Send + Sync {
    /// The sessions (both kinds) the player takes part in, the newest first.
    async fn sessions_of(
        &self,
        player: UserId,
        limit: u64,
    ) -> Result<Vec<ReportableSession>, InfraError>;

    /// One session, if the player takes part in it.
    async fn session_of(
        &self,
        player: UserId,
        session: SessionId,
    ) -> Result<Option<ReportableSession>, InfraError>;

    /// A new pending report; `None` when the player already reported that session.
    async fn add(
        &self,
        owner: UserId,
        session: SessionId,
        text: &ReportText,
        at: DateTime<Utc>,
    ) -> Result<Option<ReportId>, InfraError>;

    async fn find(&self, id: ReportId) -> Result<Option<Report>, InfraError>;

    /// A player's reports, the newest first.
    async fn of_player(&self, owner: UserId, limit: u64) -> Result<Vec<Report>, InfraError>;

    /// New text for a rejected report, pending again; `false` unless it is still rejected.
    async fn resubmit(
        &self,
        id: ReportId,
        text: &ReportText,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Stores an admin's decision with the author's notices; `false` (nothing stored) when the
    /// report is gone.
    async fn review(
        &self,
        id: ReportId,
        review: &Review,
        notices: &Notices,
    ) -> Result<bool, InfraError>;

    /// Players with reports and their counts, the latest report first: `limit` of them from
    /// `offset`, and how many there are in all.
    async fn reporting_players(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<Page<ReportingPlayer>, InfraError>;

    /// One player's counts (`None` for a player without reports).
    async fn reporting_player(&self, player: UserId)
    -> Result<Option<ReportingPlayer>, InfraError>;
}

/// What [`ReportService`] works with.
pub struct ReportPorts {
    pub reports: Arc<dyn ReportRepository>,
    pub notifier: Notifier,
    pub common: CommonPorts,
}
