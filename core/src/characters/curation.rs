//! The admin panel's tools over characters (spec 3 §2.16): nicknames, achievements, the hidden
//! profile information ('informacja') and the six stats. They are moderation, not play, so they
//! take an [`Actor`] (no game admission), and each answers what was there before, for the audit
//! log.

use super::{
    Character, CharacterChange, CharacterError, CharacterName, CharacterService, CharacterTarget,
    MAX_ACHIEVEMENTS_CHARS, MAX_INFORMACJA_CHARS, Stats,
};
use crate::access::{Actor, Forbidden, Permission};
use crate::shared::{Guarded, UserId, visible_only};

/// A value an admin replaced: what it was and what it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replaced<T> {
    pub before: T,
    pub after: T,
}

/// Which secondary character a rename is about: by its id (`changeSecondaryNickname`), or by its
/// account and id (`changeSecondaryNicknameByUser`: it must be that account's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecondaryRef {
    Character(Option<i64>),
    OfUser { user: Option<i64>, character: Option<i64> },
}

/// Whose achievements a tool is about, as its form names them: an account's main character, or
/// a secondary character by its id (either may be missing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CurationTarget {
    Main(Option<i64>),
    Secondary(Option<i64>),
}

impl CurationTarget {
    /// # Errors
    /// 'Podaj ID gracza' or 'Podaj ID postaci pobocznej' when the id is missing.
    fn resolve(self) -> Result<CharacterTarget, CharacterError> {
        match self {
            CurationTarget::Main(user) => Ok(CharacterTarget::Main(UserId(
                given(user).ok_or(CharacterError::UserIdRequired)?,
            ))),
            CurationTarget::Secondary(id) => Ok(CharacterTarget::Secondary(super::CharacterId(
                given(id).ok_or(CharacterError::SecondaryIdRequired)?,
            ))),
        }
    }
}

/// The six stats as a form sends them, in the spec's order (a missing one stays).
pub type StatsForm = [Option<i64>; 6];

/// A positive id, or none.
fn given(id: Option<i64>) -> Option<i64> {
    id.filter(|id| *id > 0)
}

impl CharacterService {
    /// Renames an account's main character (`changeNickname`).
    ///
    /// # Errors
    /// Not an admin, no id or nick ('Podaj ID gracza i nowy nick'), a bad name, or no main
    /// character.
    pub async fn rename_main(
        &self,
        actor: &Actor,
        user: Option<i64>,
        nickname: &str,
    ) -> Result<Replaced<String>, CharacterError> {
        actor.require(Permission::RenameCharacters)?;
        let user = given(user).filter(|_| !nickname.trim().is_empty());
        let user = UserId(user.ok_or(CharacterError::NicknameRequired)?);
        let name = CharacterName::parse(nickname)?;
        let character = self.main_of(user).await?;
        self.rename(character, name).await
    }

    /// Renames a secondary character, by its id (`changeSecondaryNickname`) or by its account
    /// and id (`changeSecondaryNicknameByUser`: the character must be that account's).
    ///
    /// # Errors
    /// Not an admin, no id or nick, a bad name, or no such secondary character (of that account).
    pub async fn rename_secondary(
        &self,
        actor: &Actor,
        target: SecondaryRef,
        nickname: &str,
    ) -> Result<Replaced<String>, CharacterError> {
        actor.require(Permission::RenameCharacters)?;
        let (owner, character) = match target {
            SecondaryRef::Character(character) => (None, character),
            SecondaryRef::OfUser { user, character } => {
                (Some(UserId(given(user).ok_or(CharacterError::NicknameRequired)?)), character)
            }
        };
        let id = given(character).ok_or(CharacterError::SecondaryIdRequired)?;
        if nickname.trim().is_empty() {
            return Err(CharacterError::NicknameRequired);
        }
        let name = CharacterName::parse(nickname)?;
        let character = self.secondary(id).await?;
        if owner.is_some_and(|owner| owner != character.user_id) {
            return Err(CharacterError::NotFound);
        }
        self.rename(character, name).await
    }

    /// A secondary character as the nickname tool shows it (`getSecondaryCharacterNickname`).
    ///
    /// # Errors
    /// Not an admin, no id, or no such secondary character.
    pub async fn secondary_for_curation(
        &self,
        actor: &Actor,
        character: Option<i64>,
    ) -> Result<Character, CharacterError> {
        actor.require(Permission::RenameCharacters)?;
        self.secondary(given(character).ok_or(CharacterError::SecondaryIdRequired)?).await
    }

    /// An account's secondary characters for the admin panel's choices (`getSecondaryCharacters`).
    ///
    /// # Errors
    /// Not an admin, no id ('Podaj ID użytkownika'), or none ('Ten użytkownik nie ma postaci
    /// pobocznych').
    pub async fn secondaries_for_curation(
        &self,
        actor: &Actor,
        user: Option<i64>,
    ) -> Result<Vec<Character>, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        let user = UserId(given(user).ok_or(CharacterError::UserIdRequired)?);
        let secondaries: Vec<Character> = self
            .ports
            .characters
            .list_for_user(user)
            .await?
            .into_iter()
            .filter(|c| !c.is_main())
            .collect();
        if secondaries.is_empty() {
            return Err(CharacterError::NoSecondaryCharacters);
        }
        Ok(secondaries)
    }

    /// Adds one achievement as a new line (`addAchievement`, `addSecondaryAchievement`).
    ///
    /// # Errors
    /// Not an admin, no character or text, too long, or no such character.
    pub async fn add_achievement(
        &self,
        actor: &Actor,
        target: CurationTarget,
        achievement: &str,
    ) -> Result<Replaced<String>, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        let missing = match target {
            CurationTarget::Main(_) => CharacterError::AchievementRequired,
            CurationTarget::Secondary(_) => CharacterError::SecondaryAchievementRequired,
        };
        let achievement = visible_only(achievement);
        if achievement.is_empty() {
            return Err(missing);
        }
        let target = target.resolve().map_err(|_| missing)?;
        // Appended to what is there when its turn comes: two admins adding at once keep both.
        let found = self.curated(target).await?;
        let _turn = self.ports.guards.hold(Guarded::Achievements(found.id)).await?;
        let character = self.curated(target).await?;
        let before = character.achievements.clone();
        let after = if before.trim().is_empty() {
            achievement
        } else {
            format!("{}\n{achievement}", before.trim_end())
        };
        self.store_achievements(&character, after.clone()).await?;
        Ok(Replaced { before, after })
    }

    /// A character's achievements as one text, with its name (`editAchievement`,
    /// `editSecondaryAchievement`).
    ///
    /// # Errors
    /// Not an admin, no id, or no such character.
    pub async fn achievements_for_curation(
        &self,
        actor: &Actor,
        target: CurationTarget,
    ) -> Result<Character, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        self.curated(target.resolve()?).await
    }

    /// Replaces a character's achievements (empty clears them).
    ///
    /// # Errors
    /// Not an admin, too long, or no such character.
    pub async fn set_achievements(
        &self,
        actor: &Actor,
        target: CurationTarget,
        achievements: &str,
    ) -> Result<Replaced<String>, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        let character = self.curated(target.resolve()?).await?;
        let after = achievements.trim().to_owned();
        self.store_achievements(&character, after.clone()).await?;
        Ok(Replaced { before: character.achievements, after })
    }

    /// The hidden profile information of an account's main character: its owner and admins.
    ///
    /// # Errors
    /// Anyone else, or no main character.
    pub async fn informacja(&self, actor: &Actor, user: UserId) -> Result<String, CharacterError> {
        if !actor.owns_or_may(user, Permission::CurateCharacters) {
            return Err(Forbidden.into());
        }
        Ok(self.main_of(user).await?.informacja)
    }

    /// # Errors
    /// Not an admin, too long, or no main character.
    pub async fn set_informacja(
        &self,
        actor: &Actor,
        user: UserId,
        informacja: &str,
    ) -> Result<Replaced<String>, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        if informacja.chars().count() > MAX_INFORMACJA_CHARS {
            return Err(CharacterError::InformacjaTooLong);
        }
        let character = self.main_of(user).await?;
        let after = informacja.trim_end().to_owned();
        self.change(&character, CharacterChange::Informacja(after.clone())).await?;
        Ok(Replaced { before: character.informacja, after })
    }

    /// The six stats of an account's main character: its owner and admins.
    ///
    /// # Errors
    /// Anyone else, no id, or no main character.
    pub async fn stats(&self, actor: &Actor, user: Option<i64>) -> Result<Stats, CharacterError> {
        let user = UserId(given(user).ok_or(CharacterError::UserIdRequired)?);
        if !actor.owns_or_may(user, Permission::CurateCharacters) {
            return Err(Forbidden.into());
        }
        Ok(self.main_of(user).await?.stats)
    }

    /// Sets the stats of an account's main character (a missing value stays).
    ///
    /// # Errors
    /// Not an admin, no id, a value outside 0–9999, or no main character.
    pub async fn set_stats(
        &self,
        actor: &Actor,
        user: Option<i64>,
        form: StatsForm,
    ) -> Result<Replaced<Stats>, CharacterError> {
        actor.require(Permission::CurateCharacters)?;
        let user = UserId(given(user).ok_or(CharacterError::UserIdRequired)?);
        let character = self.main_of(user).await?;
        let after = Stats::parse(form, character.stats)?;
        self.change(&character, CharacterChange::Stats(after)).await?;
        Ok(Replaced { before: character.stats, after })
    }

    async fn rename(
        &self,
        character: Character,
        name: CharacterName,
    ) -> Result<Replaced<String>, CharacterError> {
        let after = name.as_str().to_owned();
        self.change(&character, CharacterChange::Name(name)).await?;
        Ok(Replaced { before: character.name.to_string(), after })
    }

    async fn store_achievements(
        &self,
        character: &Character,
        achievements: String,
    ) -> Result<(), CharacterError> {
        if achievements.chars().count() > MAX_ACHIEVEMENTS_CHARS {
            return Err(CharacterError::AchievementsTooLong);
        }
        self.change(character, CharacterChange::Achievements(achievements)).await?;
        Ok(())
    }

    async fn main_of(&self, user: UserId) -> Result<Character, CharacterError> {
        self.ports.characters.find_main(user).await?.ok_or(CharacterError::NoMainCharacterOf)
    }

    async fn secondary(&self, id: i64) -> Result<Character, CharacterError> {
        self.resolve(CharacterTarget::Secondary(super::CharacterId(id))).await
    }

    async fn curated(&self, target: CharacterTarget) -> Result<Character, CharacterError> {
        match target {
            CharacterTarget::Main(user) => self.main_of(user).await,
            other => self.resolve(other).await,
        }
    }
}

#[cfg(test)]
#[path = "curation_tests.rs"]
mod tests;
