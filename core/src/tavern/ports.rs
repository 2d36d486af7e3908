use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};

use super::{
    MessagePage, NewTavernEvent, NewTavernMessage, Presence, Room, RoomForm, RoomId, TavernError,
    TavernEvent, TavernEventId, TavernMessage, TavernMessageId, TavernParticipant,
};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::characters::CharacterRepository;
use crate::notifications::Notifier;
use crate::sessions::SessionCharacter;
use crate::shared::{CommonPorts, Guards, HtmlSanitizer, InfraError, UserId};

/// Where rooms, who is inside, messages and events live.
///
/// "Active" means inside the tavern and seen online since the given time, so that a player who
/// closed the browser without leaving drops out of the counts by themselves.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait TavernRepository: Send + Sync {
    /// Every room in order, each with its active people.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn rooms(&self, active_since: DateTime<Utc>) -> Result<Vec<Room>, InfraError>;

    /// One room with its active people.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn room(
        &self,
        id: RoomId,
        active_since: DateTime<Utc>,
    ) -> Result<Option<Room>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn presence(&self, user: UserId) -> Result<Option<Presence>, InfraError>;

    /// Puts the user inside as `character`, keeping their room if they were already inside.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn enter(
        &self,
        user: UserId,
        character: &SessionCharacter,
        at: DateTime<Utc>,
    ) -> Result<Presence, InfraError>;

    /// Moves a user who is inside to a room; `false` when they are not inside.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn move_to(&self, user: UserId, room: RoomId) -> Result<bool, InfraError>;

    /// Changes the character of a user who is inside; `false` when they are not inside.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn set_character(
        &self,
        user: UserId,
        character: &SessionCharacter,
    ) -> Result<bool, InfraError>;

    /// Takes the user out; the room they were in, if any.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn leave(&self, user: UserId) -> Result<Option<RoomId>, InfraError>;

    /// One page of a room's messages, oldest first within the page.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn messages(
        &self,
        room: RoomId,
        page: MessagePage,
    ) -> Result<Vec<TavernMessage>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn message(&self, id: TavernMessageId) -> Result<Option<TavernMessage>, InfraError>;

    /// Stores a message with its notices and counts it in its room. Inside the same transaction
    /// it checks again, holding the author's presence, that they are still inside that room.
    ///
    /// # Errors
    /// [`TavernError::NotInside`], [`TavernError::OtherRoom`]; [`TavernError::Infra`] when
    /// storage fails.
    async fn post(&self, message: NewTavernMessage) -> Result<TavernMessage, TavernError>;

    /// Active people inside, by room then name, at most `limit`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn participants(
        &self,
        active_since: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<TavernParticipant>, InfraError>;

    /// Events on or after `from`, soonest first, at most `limit`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn events(&self, from: NaiveDate, limit: u32) -> Result<Vec<TavernEvent>, InfraError>;

    /// A page of every event, past ones too, the latest date first (the back office).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn all_events(
        &self,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<TavernEvent>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add_event(
        &self,
        event: NewTavernEvent,
        by: UserId,
        at: DateTime<Utc>,
    ) -> Result<TavernEvent, InfraError>;

    /// `false` when there was no such event.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete_event(&self, id: TavernEventId) -> Result<bool, InfraError>;

    /// Adds a room at the end of the list.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add_room(&self, room: RoomForm) -> Result<RoomId, InfraError>;

    /// `false` when there was no such room.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn update_room(&self, id: RoomId, room: RoomForm) -> Result<bool, InfraError>;

    /// Removes a room with its messages; people inside it stay in the tavern without a room.
    /// `false` when there was no such room.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete_room(&self, id: RoomId) -> Result<bool, InfraError>;
}

/// The ports the tavern needs.
pub struct TavernPorts {
    pub tavern: Arc<dyn TavernRepository>,
    pub characters: Arc<dyn CharacterRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    /// Runs admins' changes to the rooms one after another ([`Guarded::TavernRooms`]).
    pub guards: Arc<dyn Guards>,
    /// Tells the players a message mentions.
    pub notifier: Notifier,
    pub common: CommonPorts,
}
