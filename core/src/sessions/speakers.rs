//! Who a player may write as — sessions, the tavern and private messages alike: one of their own
//! characters of the chosen type, or the narrator.

use std::sync::Arc;

use super::{CharacterChoice, CharacterType, SessionCharacter};
use crate::characters::{CharacterRepository, Slot};
use crate::shared::{InfraError, UserId};

/// Turns a player's character choice into the checked, named character they write as.
#[derive(Clone)]
pub struct Speakers {
    characters: Arc<dyn CharacterRepository>,
}

impl Speakers {
    pub fn new(characters: Arc<dyn CharacterRepository>) -> Self {
        Speakers { characters }
    }

    /// The chosen character if it is `user`'s and of the chosen type, or the narrator; `None`
    /// for anyone else's character (or an unknown one).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn resolve(
        &self,
        user: UserId,
        choice: CharacterChoice,
    ) -> Result<Option<SessionCharacter>, InfraError> {
        let Some(id) = choice.id else {
            return Ok(Some(SessionCharacter::narrator()));
        };
        let Some(character) = self.characters.find(id).await? else { return Ok(None) };
        let slot_fits = match choice.kind {
            CharacterType::Main => character.slot == Slot::Main,
            CharacterType::Secondary => matches!(character.slot, Slot::Secondary(_)),
            CharacterType::Narrator => false,
        };
        if character.user_id != user || !slot_fits {
            return Ok(None);
        }
        Ok(Some(SessionCharacter {
            kind: choice.kind,
            id: Some(character.id),
            name: character.name.as_str().to_owned(),
            avatar: character.avatar,
        }))
    }

    /// `user`'s main character, if they have one.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn main(&self, user: UserId) -> Result<Option<SessionCharacter>, InfraError> {
        Ok(self.characters.find_main(user).await?.map(|main| SessionCharacter {
            kind: CharacterType::Main,
            id: Some(main.id),
            name: main.name.as_str().to_owned(),
            avatar: main.avatar,
        }))
    }
}
