use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::{
    DeletionPreview, MAX_RESIDENT_MESSAGES, ModerationError, ModerationPorts, ResidentMessage,
    ResidentMessageForm, ResidentMessageId,
};
use crate::access::{Actor, Permission};
use crate::live::LiveEvent;
use crate::shared::{Forgets, Guarded, RECENT_CHECKS_LIVE, Recent, UserId};

/// The longest sentence (the spec shows no bound; ten years is a ban by another name).
pub const MAX_PRISON_DAYS: i64 = 3650;

/// Where the active resident message is kept among [`Recent`]'s answers: it is everyone's, so
/// under no player's id.
const EVERYONE: UserId = UserId(0);

/// The account a moderation form names ('Podaj ID gracza' when it names none).
fn required_user(user: Option<i64>) -> Result<UserId, ModerationError> {
    Ok(UserId(user.filter(|id| *id > 0).ok_or(ModerationError::UserRequired)?))
}

/// The account a deletion form names, for whoever may delete accounts.
fn deletable(actor: &Actor, user: Option<i64>) -> Result<UserId, ModerationError> {
    actor.require(Permission::DeleteAccounts)?;
    required_user(user)
}

/// Where a player stands with the prison: released when, and the time of asking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrisonStatus {
    pub release: Option<DateTime<Utc>>,
    pub now: DateTime<Utc>,
}

pub struct ModerationService {
    ports: ModerationPorts,
    /// The active resident message as read a moment ago: every client asks every 30 s, and it
    /// changes only through the writes here, which announce [`LiveEvent::GameBlockChanged`].
    active: Arc<Recent<Option<ResidentMessage>>>,
}

impl ModerationService {
    pub fn new(ports: ModerationPorts) -> Self {
        ModerationService { ports, active: Arc::new(Recent::new(RECENT_CHECKS_LIVE)) }
    }

    /// What must hear of the game's block changing ([`LiveEvent::forgets`]) so that the active
    /// resident message is read again.
    pub fn remembered(&self) -> Arc<dyn Forgets> {
        self.active.clone()
    }

    /// Puts a player in prison for `days` days from now; their live sockets close at once, they
    /// are taken out of the tavern (its room is told), and every game call is refused until the
    /// release, which comes by itself.
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
        let user = required_user(user)?;
        let days = days
            .filter(|d| (1..=MAX_PRISON_DAYS).contains(d))
            .ok_or(ModerationError::DaysInvalid)?;
        if actor.is(user) {
            return Err(ModerationError::Yourself);
        }
        let now = self.ports.common.now();
        let release = now + Duration::days(days);
        if !self.ports.prison.imprison(user, release, actor.id(), now).await? {
            return Err(ModerationError::UserNotFound);
        }
        self.ports.common.live.publish(LiveEvent::AccessRevoked { user }).await;
        if let Some(room) = self.ports.tavern.leave(user).await? {
            self.ports.common.live.publish(LiveEvent::TavernPresence { room }).await;
        }
        Ok(release)
    }

    /// Lets a prisoner out before the sentence ends (beyond the spec: a sentence given by
    /// mistake must not have to be sat out).
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::UserRequired`],
    /// [`ModerationError::ReleaseYourself`] (a sentence one may end oneself would be none),
    /// [`ModerationError::NotInPrison`].
    pub async fn release(&self, actor: &Actor, user: Option<i64>) -> Result<(), ModerationError> {
        actor.require(Permission::Imprison)?;
        let user = required_user(user)?;
        if actor.is(user) {
            return Err(ModerationError::ReleaseYourself);
        }
        if self.ports.prison.release(user, self.ports.common.now()).await? {
            Ok(())
        } else {
            Err(ModerationError::NotInPrison)
        }
    }

    /// What deleting an account would take with it.
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::UserRequired`],
    /// [`ModerationError::UserNotFound`].
    pub async fn deletion_preview(
        &self,
        actor: &Actor,
        user: Option<i64>,
    ) -> Result<DeletionPreview, ModerationError> {
        let user = deletable(actor, user)?;
        self.ports.deletion.preview(user).await?.ok_or(ModerationError::UserNotFound)
    }

    /// Deletes an account with everything the preview counts; its sessions of the live channel
    /// close at once and its tokens stop working (there is no account to admit any more).
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::UserRequired`],
    /// [`ModerationError::DeleteYourself`], [`ModerationError::UserNotFound`].
    pub async fn delete_account(
        &self,
        actor: &Actor,
        user: Option<i64>,
    ) -> Result<DeletionPreview, ModerationError> {
        let user = deletable(actor, user)?;
        if actor.is(user) {
            return Err(ModerationError::DeleteYourself);
        }
        let deleted =
            self.ports.deletion.delete(user).await?.ok_or(ModerationError::UserNotFound)?;
        self.ports.common.live.publish(LiveEvent::AccessRevoked { user }).await;
        Ok(deleted)
    }

    /// The caller's own prison status (account-level: a prisoner must be able to ask). A player
    /// the game admitted a moment ago is answered without reading storage ([`GameGate`]).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn prison_status(&self, actor: &Actor) -> Result<PrisonStatus, ModerationError> {
        let release = self.ports.gate.prison_release(actor).await?;
        Ok(PrisonStatus { release, now: self.ports.common.now() })
    }

    /// Every resident message, the newest first (at most 100 are kept).
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`].
    pub async fn resident_messages(
        &self,
        actor: &Actor,
    ) -> Result<Vec<ResidentMessage>, ModerationError> {
        actor.require(Permission::ManageResidentMessages)?;
        Ok(self.ports.resident_messages.list(MAX_RESIDENT_MESSAGES).await?)
    }

    /// Adds a resident message, inactive until toggled on.
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::MessageRequired`],
    /// [`ModerationError::MessageTooLong`], [`ModerationError::TooManyMessages`].
    pub async fn add_resident_message(
        &self,
        actor: &Actor,
        title: &str,
        html: &str,
    ) -> Result<ResidentMessage, ModerationError> {
        actor.require(Permission::ManageResidentMessages)?;
        let html = self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await;
        let form = ResidentMessageForm::parse(title, html)?;
        let _turn = self.ports.guards.hold(Guarded::ResidentMessages).await?;
        if self.ports.resident_messages.count().await? >= u64::from(MAX_RESIDENT_MESSAGES) {
            return Err(ModerationError::TooManyMessages);
        }
        Ok(self.ports.resident_messages.add(form, self.ports.common.now()).await?)
    }

    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::MessageRequired`],
    /// [`ModerationError::MessageTooLong`], [`ModerationError::MessageNotFound`].
    pub async fn update_resident_message(
        &self,
        actor: &Actor,
        id: ResidentMessageId,
        title: &str,
        html: &str,
    ) -> Result<ResidentMessage, ModerationError> {
        actor.require(Permission::ManageResidentMessages)?;
        let html = self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await;
        let form = ResidentMessageForm::parse(title, html)?;
        let updated = self
            .ports
            .resident_messages
            .update(id, form, self.ports.common.now())
            .await?
            .ok_or(ModerationError::MessageNotFound)?;
        if updated.active {
            // The block residents see now reads differently.
            self.ports.common.live.publish(LiveEvent::GameBlockChanged).await;
        }
        Ok(updated)
    }

    /// Turns a resident message on (blocking the game for residents; any other one goes off) or
    /// off, and says so on the bus (admissions remembered anywhere are checked again).
    ///
    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::MessageNotFound`].
    pub async fn toggle_resident_message(
        &self,
        actor: &Actor,
        id: ResidentMessageId,
    ) -> Result<ResidentMessage, ModerationError> {
        actor.require(Permission::ManageResidentMessages)?;
        let toggled = self
            .ports
            .resident_messages
            .toggle(id, self.ports.common.now())
            .await?
            .ok_or(ModerationError::MessageNotFound)?;
        self.ports.common.live.publish(LiveEvent::GameBlockChanged).await;
        Ok(toggled)
    }

    /// # Errors
    /// [`ModerationError::Forbidden`], [`ModerationError::MessageNotFound`].
    pub async fn delete_resident_message(
        &self,
        actor: &Actor,
        id: ResidentMessageId,
    ) -> Result<(), ModerationError> {
        actor.require(Permission::ManageResidentMessages)?;
        if self.ports.resident_messages.delete(id).await? {
            self.ports.common.live.publish(LiveEvent::GameBlockChanged).await;
            Ok(())
        } else {
            Err(ModerationError::MessageNotFound)
        }
    }

    /// The active resident message, for anyone (the start-up check needs no login); read from
    /// storage at most once a minute, or after the bus says the block changed.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn active_resident_message(
        &self,
    ) -> Result<Option<ResidentMessage>, ModerationError> {
        let now = self.ports.common.now();
        if let Some(active) = self.active.get(EVERYONE, now) {
            return Ok(active);
        }
        let checked = self.active.generation();
        let active = self.ports.resident_messages.active().await?;
        self.active.keep(EVERYONE, active.clone(), now, checked);
        Ok(active)
    }
}
