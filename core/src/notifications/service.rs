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
/// Unsubscribe links one address may try (a link is used once; this stops guessing).
pub const UNSUBSCRIBE_RATE: RateRule =
    RateRule { name: "notification_unsubscribe", max: 20, window: Duration::from_secs(3600) };

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
        let mut bursts: Vec<String> = Vec::new();
        for key in drafts.iter().filter_map(|d| burst_key(d.kind, d.place)) {
            if !bursts.contains(&key) {
                bursts.push(key);
            }
        }
        let author_reads = |items: Vec<Notice>| Notices {
            items,
            author: (!bursts.is_empty()).then_some((author, at)),
            bursts: bursts.clone(),
        };
        let mut kept: Vec<Draft> = Vec::new();
        for draft in drafts.into_iter().filter(|d| d.player != author) {
            match kept.iter_mut().find(|k| k.player == draft.player) {
                Some(k) if keeps(draft.kind, k.kind) => *k = draft,
                Some(_) => {}
                None => kept.push(draft),
            }
        }
        if kept.is_empty() {
            return Ok(author_reads(Vec::new()));
        }
        let players: Vec<UserId> = kept.iter().map(|d| d.player).collect();
        let stored: HashMap<UserId, NotificationSettings> =
            self.notifications.settings_of(&players).await?.into_iter().collect();
        let defaults = NotificationSettings::default();
        let notices = kept
            .into_iter()
            .filter_map(|d| {
                let settings = stored.get(&d.player).unwrap_or(&defaults);
                let channels = settings.channels(d.kind);
                channels.any().then(|| Notice {
                    burst_key: burst_key(d.kind, d.place),
                    kind: d.kind,
                    player: d.player,
                    character: d.character,
                    subject: d.subject,
                    place: d.place,
                    event: event.to_owned(),
                    in_app: channels.in_app,
                    // With digests off nothing is mailed (push is apart).
                    email: channels.email && settings.digest != super::Digest::Off,
                    push: channels.push,
                    at,
                })
            })
            .collect();
        Ok(author_reads(notices))
    }

    /// Tells the players' sockets their notices changed (the bell's count), after the write.
    ///
    /// The author whose own notice of the place their act read is not told: the site has read it
    /// already (it opens the place before one writes there), and their socket hears nothing of
    /// their own act.
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

    /// One round of the digest job: every player a digest is due to (at most
    /// [`super::DIGESTS_PER_ROUND`]) gets it queued; how many were queued. Another server's
    /// round that claimed a player's period first is passed over.
    ///
    /// # Errors
    /// Storage failures (the next round tries again).
    pub async fn send_digests(&self) -> Result<usize, InfraError> {
        let settings = &self.ports.digests;
        let now = self.ports.common.now();
        let due = self.ports.notifications.due_digests(settings.times.wanted(now)).await?;
        let mut queued = 0;
        for digest in due {
            let token = self.ports.secrets.one_time_token();
            let mail = super::digest_mail(&digest, &settings.public_url, &token);
            let digest = digest.queued(&settings.times, now, mail, &token);
            if self.ports.notifications.queue_digest(&digest, now).await? {
                queued += 1;
            }
        }
        Ok(queued)
    }

    /// Uses a digest's one-click unsubscribe link (no login): its player's e-mail is turned off
    /// for every kind (their digest setting stays, so turning a kind back on needs no more) and
    /// every link of theirs stops working.
    ///
    /// # Errors
    /// [`NotificationError::BadUnsubscribeLink`] for an unknown or used link; too many tries
    /// from one address.
    pub async fn unsubscribe(
        &self,
        token: &str,
        ip: &crate::accounts::ClientIp,
    ) -> Result<(), NotificationError> {
        let now = self.ports.common.now();
        let limiter = &self.ports.common.limiter;
        limiter
            .hit(UNSUBSCRIBE_RATE, &ip.limit_key(), now)
            .await
            .map_err(NotificationError::TooFast)?;
        let hash = crate::accounts::TokenHash::of(token);
        let Some(player) = self.ports.notifications.take_unsubscribe_link(&hash).await? else {
            return Err(NotificationError::BadUnsubscribeLink);
        };
        let settings = self.stored_settings(player).await?.without_email();
        self.ports.notifications.save_settings(player, &settings, now).await?;
        Ok(())
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
