use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    Age, CardEntry, CardEntryDraft, CardEntryId, Character, CharacterError, CharacterId,
    CharacterName, Magic, NewCharacter, Stats, Suggestion, SuggestionsWanted,
};
use crate::shared::{CommonPorts, Guards, HtmlSanitizer, InfraError, Role, UserId};
use crate::tavern::RoomId;

/// One change to a character's fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CharacterChange {
    Name(CharacterName),
    Age(Option<Age>),
    Magic(Magic),
    Status(String),
    Description(String),
    Approved(bool),
    Avatar(String),
    Achievements(String),
    Informacja(String),
    Stats(Stats),
}

/// Where characters and their cards live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait CharacterRepository: Send + Sync {
    /// The account's main character.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_main(&self, user: UserId) -> Result<Option<Character>, InfraError>;

    /// The role of the account that owns characters (their default rank).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn owner_role(&self, user: UserId) -> Result<Option<Role>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find(&self, id: CharacterId) -> Result<Option<Character>, InfraError>;

    /// Main and secondary characters of activated accounts whose name, or a word of it, starts
    /// with the query (case and Polish diacritics aside): the session's participants first when
    /// one is named and the asker is one of them, then by name; at most `limit`.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn suggest(&self, wanted: &SuggestionsWanted) -> Result<Vec<Suggestion>, InfraError>;

    /// Every character of the account, main first, then by slot.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list_for_user(&self, user: UserId) -> Result<Vec<Character>, InfraError>;

    /// # Errors
    /// [`CharacterError::AlreadyHasMainCharacter`] or [`CharacterError::SecondaryLimit`] when
    /// the slot is taken (nothing is stored then); [`CharacterError::Infra`] when storage fails.
    async fn create(&self, character: NewCharacter) -> Result<Character, CharacterError>;

    /// Applies one change; `false` when the character does not exist.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn update(&self, id: CharacterId, change: CharacterChange) -> Result<bool, InfraError>;

    /// Sets the magic choice only if none was made yet; `false` when one was.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn choose_magic_once(&self, id: CharacterId, magic: Magic) -> Result<bool, InfraError>;

    /// Deletes a character with its card; `false` when it did not exist.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete(&self, id: CharacterId) -> Result<bool, InfraError>;

    /// Deletes every character of the account, with their cards and the account's place in the
    /// tavern (there is no character left to be inside as); returns the tavern room the
    /// account was in, whose head count has changed.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete_all_for_user(&self, user: UserId) -> Result<Option<RoomId>, InfraError>;

    /// The card's skills and flaws, oldest first: at most
    /// [`MAX_CARD_ENTRIES_PER_KIND`](super::MAX_CARD_ENTRIES_PER_KIND) of each kind (the oldest
    /// ones, should a card made before the cap hold more).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn card_entries(&self, id: CharacterId) -> Result<Vec<CardEntry>, InfraError>;

    /// Adds the entry unless the card already holds
    /// [`MAX_CARD_ENTRIES_PER_KIND`](super::MAX_CARD_ENTRIES_PER_KIND) of its kind (hidden ones
    /// count); the count and the insert are one transaction that concurrent adds to the same
    /// card wait for, so together they cannot go over the cap.
    ///
    /// # Errors
    /// [`CharacterError::SkillLimit`] or [`CharacterError::FlawLimit`] when the card is full
    /// (nothing is stored then); [`CharacterError::NotFound`] when the character is gone;
    /// [`CharacterError::Infra`] when storage fails.
    async fn add_card_entry(
        &self,
        id: CharacterId,
        draft: CardEntryDraft,
        now: DateTime<Utc>,
    ) -> Result<CardEntry, CharacterError>;

    /// Replaces the entry's fields; `false` when the character has no such entry of that kind.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn update_card_entry(
        &self,
        id: CharacterId,
        entry: CardEntryId,
        draft: CardEntryDraft,
    ) -> Result<bool, InfraError>;

    /// `false` when the character has no such entry.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete_card_entry(
        &self,
        id: CharacterId,
        entry: CardEntryId,
    ) -> Result<bool, InfraError>;
}

/// What [`CharacterService`] works with.
pub struct CharacterPorts {
    pub characters: Arc<dyn CharacterRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    /// Runs admins' additions to one character's achievements one after another.
    pub guards: Arc<dyn Guards>,
    /// Its limiter counts card writes ([`CARD_WRITE_RATE`]) and changes
    /// ([`CHARACTER_CHANGE_RATE`]).
    pub common: CommonPorts,
}

/// Writes a character card as a document to download (the PDF of 'Pobierz Kartę'). It renders
/// the card it is given: which skills and flaws that holds is the service's decision
/// ([`super::CharacterService::card`]).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait CardDocument: Send + Sync {
    /// The document's bytes.
    ///
    /// # Errors
    /// [`InfraError`] when the document cannot be written.
    fn render(&self, card: &super::CharacterCard) -> Result<Vec<u8>, InfraError>;
}
