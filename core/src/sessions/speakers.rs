//! Who a player may write as — sessions, the tavern and private messages alike: one of their own
//! characters of the chosen type, or the narrator.

use std::sync::Arc;

use super::{CharacterChoice, CharacterType, SessionCharacter};
use crate::characters::{CharacterRepository, Slot};
use crate::shared::{InfraError, UserId};

/// Why a player may not write as they chose.
#[derive(Debug, thiserror::Error)]
pub enum SpeakerError {
    /// They have no character at all: writing needs one, even as the narrator.
    #[error("no character")]
    NoCharacter,
    /// The chosen character is not theirs, or not of the chosen type.
    #[error("not the player's character")]
    Foreign,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

/// Turns a player's character choice into the checked, named character they write as. Only a
/// player with a character writes, as the narrator too (reading needs none).
#[derive(Clone)]
pub struct Speakers {
    characters: Arc<dyn CharacterRepository>,
}

impl Speakers {
    pub fn new(characters: Arc<dyn CharacterRepository>) -> Self {
        Speakers { characters }
    }

    /// The chosen character if it is `user`'s and of the chosen type, or the narrator.
    ///
    /// # Errors
    /// [`SpeakerError::Foreign`] for anyone else's character (or an unknown one),
    /// [`SpeakerError::NoCharacter`] for the narrator of a player without a character.
    pub async fn resolve(
        &self,
        user: UserId,
        choice: CharacterChoice,
    ) -> Result<SessionCharacter, SpeakerError> {
        let Some(id) = choice.id else {
            return match choice.kind {
                CharacterType::Main => self.main(user).await,
                _ => self.narrator(user).await,
            };
        };
        let character = self.characters.find(id).await?.ok_or(SpeakerError::Foreign)?;
        let slot_fits = match choice.kind {
            CharacterType::Main => character.slot == Slot::Main,
            CharacterType::Secondary => matches!(character.slot, Slot::Secondary(_)),
            CharacterType::Narrator => false,
        };
        if character.user_id != user || !slot_fits {
            return Err(SpeakerError::Foreign);
        }
        Ok(SessionCharacter {
            kind: choice.kind,
            id: Some(character.id),
            name: character.name.as_str().to_owned(),
            avatar: character.avatar,
        })
    }

    /// `user`'s main character.
    ///
    /// # Errors
    /// [`SpeakerError::NoCharacter`] when they have none.
    pub async fn main(&self, user: UserId) -> Result<SessionCharacter, SpeakerError> {
        let main = self.characters.find_main(user).await?.ok_or(SpeakerError::NoCharacter)?;
        Ok(SessionCharacter {
            kind: CharacterType::Main,
            id: Some(main.id),
            name: main.name.as_str().to_owned(),
            avatar: main.avatar,
        })
    }

    /// The narrator, for a player who has a character.
    ///
    /// # Errors
    /// [`SpeakerError::NoCharacter`] when they have none.
    pub async fn narrator(&self, user: UserId) -> Result<SessionCharacter, SpeakerError> {
        self.main(user).await.map(|_| SessionCharacter::narrator())
    }

    /// `character`, chosen earlier, as it is now: the narrator, or the same character under its
    /// current name and avatar; one since deleted (or no longer the player's) gives way to
    /// their main character.
    ///
    /// # Errors
    /// [`SpeakerError::NoCharacter`] when they have no character left.
    pub async fn current(
        &self,
        user: UserId,
        character: &SessionCharacter,
    ) -> Result<SessionCharacter, SpeakerError> {
        if character.kind == CharacterType::Narrator {
            return self.narrator(user).await;
        }
        if let Some(id) = character.id {
            match self.resolve(user, CharacterChoice { kind: character.kind, id: Some(id) }).await {
                Err(SpeakerError::Foreign) => {}
                still => return still,
            }
        }
        self.main(user).await
    }
}
