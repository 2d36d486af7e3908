use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{
    DEFAULT_NOTIFICATION_PAGE, Draft, MAX_NOTIFICATION_PAGE, MAX_READ_IDS, Mention, Notice,
    Notices, NotificationError, NotificationKind, NotificationPage, NotificationPorts,
    NotificationRepository, NotificationSettings, Place, ReadSelection, keeps, lookups,
    mention_spans, resolve,
};
use crate::access::GameActor;
use crate::live::{LiveBus, LiveEvent};
use crate::shared::{InfraError, RateRule, UserId};

/// Changes a player may make to their notices and settings (marking read, saving settings).
pub const NOTIFICATION_WRITE_RATE: RateRule =
    RateRule { name: "notification_write", max: 60, window: Duration::from_secs(60) };

/// The one way every area hands notices over: [`Notifier::prepare`] before the causing write
/// (which stores the result in its transaction), [`Notifier::announce`] after it.
#[derive(Clone)]
pub struct Notifier {
    notifications: Arc<dyn NotificationRepository>,
    live: Arc<dyn LiveBus>,
}

impl Notifier {
    pub fn new(notifications: Arc<dyn NotificationRepository>, live: Arc<dyn LiveBus>) -> Self {
        Notifier { notifications, live }
    }

    /// One event's notices from its drafts: never to `author` (their own act), one a player
    /// (a mention rather than the post that carries it), each by the player's settings for its
    /// kind (none when every channel of the kind is off).
    ///
    /// # Errors
    /// [`InfraError`] when the settings cannot be read.
    pub async fn prepare(
        &self,
        author: UserId,
        event: &str,
        drafts: Vec<Draft>,
        at: DateTime<Utc>,
    ) -> Result<Notices, InfraError> {
        let mut kept: Vec<Draft> = Vec::new();
        for draft in drafts.into_iter().filter(|d| d.player != author) {
            match kept.iter_mut().find(|k| k.player == draft.player) {
                Some(k) if keeps(draft.kind, k.kind) => *k = draft,
                Some(_) => {}
                None => kept.push(draft),
            }
        }
        if kept.is_empty() {
            return Ok(Notices::none());
        }
        let players: Vec<UserId> = kept.iter().map(|d| d.player).collect();
        let stored: HashMap<UserId, NotificationSettings> =
            self.notifications.settings_of(&players).await?.into_iter().collect();
        let defaults = NotificationSettings::default();
        let notices = kept
            .into_iter()
            .filter_map(|d| {
                let channels = stored.get(&d.player).unwrap_or(&defaults).channels(d.kind);
                channels.any().then(|| Notice {
                    burst_key: burst_key(d.kind, d.place),
                    kind: d.kind,
                    player: d.player,
                    character: d.character,
                    subject: d.subject,
                    place: d.place,
                    event: event.to_owned(),
                    in_app: channels.in_app,
                    email: channels.email,
                    at,
                })
            })
            .collect();
        Ok(Notices(notices))
    }

    /// Tells the players' sockets their notices changed (the bell's count), after the write.
    pub async fn announce(&self, notices: &Notices) {
        if !notices.is_empty() {
            self.changed(notices.players()).await;
        }
    }

    async fn changed(&self, users: Vec<UserId>) {
        self.live.publish(LiveEvent::NotificationsChanged { users }).await;
    }

    /// The characters `html`'s `@Name`s mention whose players `may_read` lets read the place.
    ///
    /// # Errors
    /// [`InfraError`] when the names cannot be looked up.
    pub async fn mentions(
        &self,
        html: &str,
        may_read: impl Fn(UserId) -> bool,
    ) -> Result<Vec<Mention>, InfraError> {
        let spans = mention_spans(html);
        if spans.is_empty() {
            return Ok(Vec::new());
        }
        let found = self.notifications.characters_named(&lookups(&spans)).await?;
        Ok(resolve(&spans, &found).into_iter().filter(|m| may_read(m.player)).collect())
    }

    /// Mention drafts for these mentions of a post at `place`, quoting `subject`.
    pub fn mention_drafts(mentions: &[Mention], subject: &str, place: Place) -> Vec<Draft> {
        mentions
            .iter()
            .map(|m| {
                Draft::new(
                    NotificationKind::Mention,
                    m.player,
                    Some(m.character.clone()),
                    subject,
                    place,
                )
            })
            .collect()
    }

    /// The player opened (read) `place`: its unread notices are read, the bell hears it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    pub async fn opened(
        &self,
        player: UserId,
        place: Place,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError> {
        if self.notifications.mark_place_read(player, place, at).await? > 0 {
            self.changed(vec![player]).await;
        }
        Ok(())
    }

    /// Every player a news item is told to.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    pub async fn every_player(&self) -> Result<Vec<UserId>, InfraError> {
        self.notifications.every_player().await
    }
}

/// Notices of a session's posts and of a conversation's messages collapse while unread; the
/// others stand alone.
fn burst_key(kind: NotificationKind, place: Place) -> Option<String> {
    match kind {
        NotificationKind::SessionPost | NotificationKind::Message => {
            let (name, id) = place.stored();
            Some(format!("{}:{name}:{}", kind.as_str(), id.unwrap_or(0)))
        }
        _ => None,
    }
}

/// The player's own notices: the list, marking read, the settings.
pub struct NotificationService {
    ports: NotificationPorts,
}

impl NotificationService {
    pub fn new(ports: NotificationPorts) -> Self {
        NotificationService { ports }
    }

    /// Page `number` (from 1) of the actor's notices, `limit` a page (at most
    /// [`MAX_NOTIFICATION_PAGE`]), newest first, with their unread count.
    ///
    /// # Errors
    /// [`NotificationError::BadPageSize`].
    pub async fn page(
        &self,
        actor: &GameActor,
        number: Option<u32>,
        limit: Option<u32>,
    ) -> Result<NotificationPage, NotificationError> {
        let limit = limit.unwrap_or(DEFAULT_NOTIFICATION_PAGE);
        if !(1..=MAX_NOTIFICATION_PAGE).contains(&limit) {
            return Err(NotificationError::BadPageSize);
        }
        let number = number.unwrap_or(1).max(1);
        let offset = u64::from(number - 1) * u64::from(limit);
        let repo = &self.ports.notifications;
        let (items, total) = repo.page(actor.id(), offset, limit).await?;
        let unread = repo.unread(actor.id()).await?;
        Ok(NotificationPage {
            items: items.into_iter().map(Into::into).collect(),
            unread,
            total_pages: total.div_ceil(u64::from(limit)),
        })
    }

    /// The actor's unread count (the bell).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn unread(&self, actor: UserId) -> Result<u64, NotificationError> {
        Ok(self.ports.notifications.unread(actor).await?)
    }

    /// Marks the actor's notices read: the given ones (others' are passed over) or all;
    /// the unread count left.
    ///
    /// # Errors
    /// No ids, more than [`MAX_READ_IDS`], too many changes.
    pub async fn mark_read(
        &self,
        actor: &GameActor,
        selection: ReadSelection,
    ) -> Result<u64, NotificationError> {
        if let ReadSelection::Ids(ids) = &selection {
            if ids.is_empty() {
                return Err(NotificationError::NothingToMark);
            }
            if ids.len() > MAX_READ_IDS {
                return Err(NotificationError::TooManyIds);
            }
        }
        self.slow(actor.id()).await?;
        let now = self.ports.common.now();
        let marked = self.ports.notifications.mark_read(actor.id(), &selection, now).await?;
        if marked > 0 {
            self.changed(actor.id()).await;
        }
        Ok(self.ports.notifications.unread(actor.id()).await?)
    }

    /// The actor's settings (the defaults until they change them).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn settings(
        &self,
        actor: &GameActor,
    ) -> Result<NotificationSettings, NotificationError> {
        Ok(self.stored_settings(actor.id()).await?)
    }

    async fn stored_settings(&self, player: UserId) -> Result<NotificationSettings, InfraError> {
        let stored = self.ports.notifications.settings_of(&[player]).await?;
        Ok(stored.into_iter().next().map(|(_, s)| s).unwrap_or_default())
    }

    /// Saves the actor's settings: the kinds given change, the others stay.
    ///
    /// # Errors
    /// Too many changes.
    pub async fn save_settings(
        &self,
        actor: &GameActor,
        changes: &[(NotificationKind, super::Channels)],
        digest: Option<super::Digest>,
    ) -> Result<NotificationSettings, NotificationError> {
        self.slow(actor.id()).await?;
        let mut settings = self.stored_settings(actor.id()).await?.with(changes);
        if let Some(digest) = digest {
            settings.digest = digest;
        }
        let now = self.ports.common.now();
        self.ports.notifications.save_settings(actor.id(), &settings, now).await?;
        Ok(settings)
    }

    async fn slow(&self, player: UserId) -> Result<(), NotificationError> {
        let refused = NotificationError::TooFast;
        self.ports.common.slow_down(NOTIFICATION_WRITE_RATE, player, refused).await
    }

    async fn changed(&self, player: UserId) {
        let event = LiveEvent::NotificationsChanged { users: vec![player] };
        self.ports.common.live.publish(event).await;
    }
}

#[cfg(test)]
impl Notifier {
    /// For tests about something else: every player with the defaults, no one named, a bus
    /// that takes anything.
    pub(crate) fn quiet() -> Notifier {
        let mut repo = super::MockNotificationRepository::new();
        repo.expect_settings_of().returning(|_| Ok(Vec::new()));
        repo.expect_characters_named().returning(|_| Ok(Vec::new()));
        repo.expect_every_player().returning(|| Ok(Vec::new()));
        repo.expect_mark_place_read().returning(|_, _, _| Ok(0));
        Notifier::new(Arc::new(repo), Arc::new(crate::live::tests_support::quiet_bus()))
    }
}
