use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    MessageEdit, MessageId, MessageWindow, NewMessage, NewSession, SessionCharacter, SessionError,
    SessionId, SessionListFilter, SessionMessage, SessionSummary, UnreadSession,
};
use crate::characters::CharacterRepository;
use crate::notifications::{Notices, Notifier};
use crate::shared::{CommonPorts, HtmlSanitizer, InfraError, UserId};

/// What [`SessionRepository::add_members`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MembersAdded {
    Added,
    /// Nothing: one of them takes part already.
    AlreadyParticipant,
    /// Nothing: there would be too many participants.
    TooMany,
}

/// Where sessions, their participants and messages live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait SessionRepository: Send + Sync {
    /// The sessions the filter selects, most recently active first and at most `limit` of
    /// them, as `viewer` sees them (their participation and seen marker), each with its
    /// participants.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list(
        &self,
        filter: SessionListFilter,
        viewer: UserId,
        limit: u32,
    ) -> Result<Vec<SessionSummary>, InfraError>;

    /// `limit` sessions of the filter's list from `offset`, as [`SessionRepository::list`]
    /// orders and shows them, and how many the whole list holds.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list_page(
        &self,
        filter: SessionListFilter,
        viewer: UserId,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<SessionSummary>, u64), InfraError>;

    /// The open sessions `viewer` takes part in whose last activity is later than their seen
    /// marker (or who never saw them), most recently active first, at most `limit`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn unread(&self, viewer: UserId, limit: u32) -> Result<Vec<UnreadSession>, InfraError>;

    /// One session with its participants, as `viewer` sees it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find(
        &self,
        id: SessionId,
        viewer: UserId,
    ) -> Result<Option<SessionSummary>, InfraError>;

    /// Which of `users` are players one may invite: activated accounts with a main character
    /// (an account that can never write would only take a place).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn existing_users(&self, users: &[UserId]) -> Result<Vec<UserId>, InfraError>;

    /// Stores the session, its participants (the owner writing as the given character, seen at
    /// creation), the first message and the invited players' notices, at once.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn create(&self, session: NewSession) -> Result<SessionId, InfraError>;

    /// Messages oldest first; every one without a window.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn messages(
        &self,
        session: SessionId,
        window: MessageWindow,
    ) -> Result<Vec<SessionMessage>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn message(
        &self,
        session: SessionId,
        id: MessageId,
    ) -> Result<Option<SessionMessage>, InfraError>;

    /// Appends a message at once with its effects: the session's last activity and count, the
    /// author's seen marker, its notices and, when `make_current`, their current character. Inside the same
    /// transaction it checks again, holding the session, that the session exists and is open and
    /// that the author takes part, so nothing changed since the service's checks can let the
    /// message in.
    ///
    /// # Errors
    /// [`SessionError::NotFound`], [`SessionError::WriteForbidden`] (not a participant),
    /// [`SessionError::Closed`]; [`SessionError::Infra`] when storage fails.
    async fn post(&self, message: NewMessage) -> Result<SessionMessage, SessionError>;

    /// Replaces a message's text and sets its edit time, checking again inside the same
    /// transaction that the message is the author's, that they take part and that the session is
    /// open.
    ///
    /// # Errors
    /// [`SessionError::MessageNotFound`], [`SessionError::NotAuthor`],
    /// [`SessionError::NotFound`], [`SessionError::WriteForbidden`], [`SessionError::Closed`];
    /// [`SessionError::Infra`] when storage fails.
    async fn edit(&self, edit: MessageEdit) -> Result<SessionMessage, SessionError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn set_closed(&self, session: SessionId, closed: bool) -> Result<(), InfraError>;

    /// Adds `users` to the session's participants, with their `notices` — none of them when one already takes part
    /// or the session would then have more than `most` — decided while the session is held, so
    /// two owners' tabs adding at once never both pass.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add_members(
        &self,
        session: SessionId,
        users: &[UserId],
        most: usize,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<MembersAdded, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn remove_member(&self, session: SessionId, user: UserId) -> Result<(), InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn mark_seen(
        &self,
        session: SessionId,
        user: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn set_character(
        &self,
        session: SessionId,
        user: UserId,
        character: &SessionCharacter,
    ) -> Result<(), InfraError>;
}

/// What [`SessionService`] works with.
pub struct SessionPorts {
    pub sessions: Arc<dyn SessionRepository>,
    pub characters: Arc<dyn CharacterRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    pub notifier: Notifier,
    pub common: CommonPorts,
}
