use std::sync::Arc;

use super::{CharacterError, CharacterName, CharacterRepository, Gender, MainCharacter, Race};
use crate::shared::{Clock, UserId};

/// The main-character form as sent.
#[derive(Debug, Clone, Default)]
pub struct NewMainCharacter {
    pub name: String,
    pub gender: String,
    pub race: String,
}

/// Creating and reading main characters.
pub struct CharacterService {
    characters: Arc<dyn CharacterRepository>,
    clock: Arc<dyn Clock>,
}

impl CharacterService {
    pub fn new(characters: Arc<dyn CharacterRepository>, clock: Arc<dyn Clock>) -> Self {
        CharacterService { characters, clock }
    }

    /// The account's main character, if it has one.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn main_character(
        &self,
        user: UserId,
    ) -> Result<Option<MainCharacter>, CharacterError> {
        Ok(self.characters.find_main(user).await?)
    }

    /// Creates the account's one main character.
    ///
    /// # Errors
    /// A missing field, a name outside 3–30 characters, an unknown gender or race, or an account
    /// that already has a main character.
    pub async fn create_main(
        &self,
        user: UserId,
        form: NewMainCharacter,
    ) -> Result<MainCharacter, CharacterError> {
        if [&form.name, &form.gender, &form.race].iter().any(|field| field.trim().is_empty()) {
            return Err(CharacterError::MissingFields);
        }
        let character = MainCharacter {
            user_id: user,
            name: CharacterName::parse(&form.name)?,
            gender: Gender::parse(&form.gender)?,
            race: Race::parse(&form.race)?,
            created_at: self.clock.now(),
        };
        self.characters.create_main(character.clone()).await?;
        Ok(character)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;
    use crate::characters::MockCharacterRepository;
    use crate::shared::MockClock;

    fn service(repo: MockCharacterRepository) -> CharacterService {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        CharacterService::new(Arc::new(repo), Arc::new(clock))
    }

    fn form(name: &str, gender: &str, race: &str) -> NewMainCharacter {
        NewMainCharacter { name: name.into(), gender: gender.into(), race: race.into() }
    }

    #[tokio::test]
    async fn a_valid_form_creates_the_trimmed_character() {
        let mut repo = MockCharacterRepository::new();
        repo.expect_create_main()
            .withf(|c| {
                c.name.as_str() == "Morwena" && c.race == Race::Vampire && c.user_id == UserId(5)
            })
            .times(1)
            .returning(|_| Ok(()));
        let created =
            service(repo).create_main(UserId(5), form("  Morwena ", "Kobieta", "Wampir")).await;
        assert_eq!(created.map(|c| c.gender).ok(), Some(Gender::Female));
    }

    #[tokio::test]
    async fn any_blank_field_is_refused_before_the_name_rule() {
        for (name, gender, race) in
            [("", "Kobieta", "Wampir"), ("Ab", "", "Wampir"), ("Morwena", "Kobieta", " ")]
        {
            let result = service(MockCharacterRepository::new())
                .create_main(UserId(1), form(name, gender, race))
                .await;
            assert!(matches!(result, Err(CharacterError::MissingFields)), "{name}/{gender}/{race}");
        }
    }

    #[tokio::test]
    async fn a_short_name_is_refused_with_the_spec_message() {
        let result = service(MockCharacterRepository::new())
            .create_main(UserId(1), form(" Al ", "Kobieta", "Wampir"))
            .await;
        assert_eq!(
            result.err().map(|e| e.to_string()).as_deref(),
            Some("Imię postaci musi mieć od 3 do 30 znaków")
        );
    }

    #[tokio::test]
    async fn a_second_main_character_is_refused() {
        let mut repo = MockCharacterRepository::new();
        repo.expect_create_main().returning(|_| Err(CharacterError::AlreadyHasMainCharacter));
        let result =
            service(repo).create_main(UserId(1), form("Morwena", "Kobieta", "Wampir")).await;
        assert!(matches!(result, Err(CharacterError::AlreadyHasMainCharacter)));
    }
}
