use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    DigestTimes, DigestsWanted, DueDigest, MentionCandidate, NotificationSettings, QueuedDigest,
    ReadSelection, StoredNotification,
};
use crate::accounts::{SecretGenerator, TokenHash};
use crate::shared::{CommonPorts, InfraError, UserId};

/// Where notices and the players' notification settings live. Notices themselves are written by
/// the repository of the change that causes them, in its transaction (each such write takes a
/// [`super::Notices`]); this port reads them, marks them read and keeps the settings.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait NotificationRepository: Send + Sync {
    /// `limit` of the player's notices shown in the site (in-app on), newest first, from
    /// `offset`; and how many there are in all.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn page(
        &self,
        player: UserId,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<StoredNotification>, u64), InfraError>;

    /// How many of the player's notices shown in the site are unread.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn unread(&self, player: UserId) -> Result<u64, InfraError>;

    /// Marks the selected unread notices of the player read (others' ids are passed over);
    /// how many it marked.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn mark_read(
        &self,
        player: UserId,
        selection: &ReadSelection,
        at: DateTime<Utc>,
    ) -> Result<u64, InfraError>;

    /// Marks read the player's unread notices leading to `link`'s place (opening it).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn mark_place_read(
        &self,
        player: UserId,
        place: super::Place,
        at: DateTime<Utc>,
    ) -> Result<u64, InfraError>;

    /// The stored settings of those of `players` who changed theirs (the others have the
    /// defaults).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn settings_of(
        &self,
        players: &[UserId],
    ) -> Result<Vec<(UserId, NotificationSettings)>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn save_settings(
        &self,
        player: UserId,
        settings: &NotificationSettings,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError>;

    /// Every player a news item is told to: activated accounts with a main character.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn every_player(&self) -> Result<Vec<UserId>, InfraError>;

    /// The characters (main and secondary) whose name, lower-cased, is one of `names` (given
    /// lower-cased), with their players.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn characters_named(&self, names: &[String])
    -> Result<Vec<MentionCandidate>, InfraError>;

    /// At most `wanted.players` players a digest is due to (see [`DueDigest`]), each with their
    /// newest `wanted.items` such notices and how many there are.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn due_digests(&self, wanted: DigestsWanted) -> Result<Vec<DueDigest>, InfraError>;

    /// In one transaction: claims the player's period (their last digest went before
    /// `digest.last_before`, or none did), marks the notices it carries mailed, keeps its
    /// unsubscribe link (the newest few a player) and queues its mail. `false`, writing
    /// nothing, when the period was claimed already.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn queue_digest(
        &self,
        digest: &QueuedDigest,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Uses an unsubscribe link: the player it belongs to, every link of theirs forgotten
    /// (`None` when no link has this hash, a used one included).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn take_unsubscribe_link(&self, hash: &TokenHash) -> Result<Option<UserId>, InfraError>;
}

/// The digests' timing and the site's address their links lead to.
#[derive(Debug, Clone)]
pub struct DigestSettings {
    pub times: DigestTimes,
    /// `MROK_PUBLIC_URL`.
    pub public_url: String,
}

/// What [`super::NotificationService`] works with.
pub struct NotificationPorts {
    pub notifications: Arc<dyn NotificationRepository>,
    /// The digests' unsubscribe links.
    pub secrets: Arc<dyn SecretGenerator>,
    pub digests: DigestSettings,
    pub common: CommonPorts,
}
