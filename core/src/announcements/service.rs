use std::time::Duration;

use super::{
    AnnouncementError, AnnouncementPorts, GlobalMessage, GlobalMessageId, GlobalMessageReader,
    GlobalMessageStats, MAX_UNREAD_SHOWN, NewGlobalMessage,
};
use crate::access::{Actor, Permission};
use crate::backoffice::{MAX_PAGE_ROWS, Page};
use crate::live::{LiveEvent, PolledList};
use crate::shared::RateRule;

/// Announcements one admin may send: news for everyone, not a chat.
pub const ANNOUNCEMENT_RATE: RateRule =
    RateRule { name: "global_message", max: 10, window: Duration::from_secs(3600) };

/// A rows window from react-admin's `_start`/`_end` (end exclusive), capped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rows {
    pub offset: u32,
    pub limit: u32,
}

impl Rows {
    pub fn new(start: Option<u32>, end: Option<u32>) -> Self {
        let offset = start.unwrap_or(0);
        let limit = end.map_or(25, |end| end.saturating_sub(offset)).clamp(1, MAX_PAGE_ROWS);
        Rows { offset, limit }
    }
}

/// Global announcements: admins send them and see who read them; every player (in prison or
/// not — they are account-level) gets the ones sent since they registered until they close them.
pub struct AnnouncementService {
    ports: AnnouncementPorts,
}

impl AnnouncementService {
    pub fn new(ports: AnnouncementPorts) -> Self {
        AnnouncementService { ports }
    }

    /// Sends an announcement to every account there is now; open sockets hear of it at once.
    ///
    /// # Errors
    /// [`AnnouncementError::Forbidden`], [`AnnouncementError::Required`],
    /// [`AnnouncementError::TooLong`], [`AnnouncementError::TooFast`].
    pub async fn send(
        &self,
        actor: &Actor,
        title: &str,
        content: &str,
    ) -> Result<GlobalMessageId, AnnouncementError> {
        actor.require(Permission::SendAnnouncements)?;
        let now = self.ports.common.now();
        let message = NewGlobalMessage::parse(title, content, actor.id(), now)?;
        self.ports
            .common
            .slow_down(ANNOUNCEMENT_RATE, actor.id(), AnnouncementError::TooFast)
            .await?;
        let id = self.ports.announcements.add(message).await?;
        self.ports.common.live.publish(LiveEvent::GlobalMessage { id }).await;
        Ok(id)
    }

    /// The caller's unread announcements, the oldest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn unread(&self, actor: &Actor) -> Result<Vec<GlobalMessage>, AnnouncementError> {
        Ok(self.ports.announcements.unread(actor.id(), MAX_UNREAD_SHOWN).await?)
    }

    /// The caller closed it.
    ///
    /// # Errors
    /// [`AnnouncementError::NotFound`] when it does not exist or was not sent to them.
    pub async fn mark_read(
        &self,
        actor: &Actor,
        id: GlobalMessageId,
    ) -> Result<(), AnnouncementError> {
        if self.ports.announcements.mark_read(id, actor.id(), self.ports.common.now()).await? {
            let list = PolledList::UnreadAnnouncements(actor.id());
            self.ports.common.live.publish(LiveEvent::Changed(list)).await;
            Ok(())
        } else {
            Err(AnnouncementError::NotFound)
        }
    }

    /// Sent announcements with their reach, for the back office.
    ///
    /// # Errors
    /// [`AnnouncementError::Forbidden`].
    pub async fn page(
        &self,
        actor: &Actor,
        rows: Rows,
    ) -> Result<Page<GlobalMessageStats>, AnnouncementError> {
        actor.require(Permission::SendAnnouncements)?;
        Ok(self.ports.announcements.page(rows.offset, rows.limit).await?)
    }

    /// # Errors
    /// [`AnnouncementError::Forbidden`], [`AnnouncementError::NotFound`].
    pub async fn stats(
        &self,
        actor: &Actor,
        id: GlobalMessageId,
    ) -> Result<GlobalMessageStats, AnnouncementError> {
        actor.require(Permission::SendAnnouncements)?;
        self.ports.announcements.stats(id).await?.ok_or(AnnouncementError::NotFound)
    }

    /// Who closed it.
    ///
    /// # Errors
    /// [`AnnouncementError::Forbidden`], [`AnnouncementError::NotFound`].
    pub async fn readers(
        &self,
        actor: &Actor,
        id: GlobalMessageId,
        rows: Rows,
    ) -> Result<Page<GlobalMessageReader>, AnnouncementError> {
        self.stats(actor, id).await?;
        Ok(self.ports.announcements.readers(id, rows.offset, rows.limit).await?)
    }
}
