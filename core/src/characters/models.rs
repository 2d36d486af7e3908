use std::fmt;

use chrono::{DateTime, Utc};

use super::CharacterError;
use crate::shared::UserId;

/// Shortest and longest character name, in characters after trimming.
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=30;

/// A character's name: trimmed, 3 to 30 characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterName(String);

impl CharacterName {
    /// # Errors
    /// [`CharacterError::NameLength`] or [`CharacterError::NameCharacters`].
    pub fn parse(raw: &str) -> Result<Self, CharacterError> {
        let name = raw.trim();
        if !NAME_CHARS.contains(&name.chars().count()) {
            return Err(CharacterError::NameLength);
        }
        if name.chars().any(char::is_control) {
            return Err(CharacterError::NameCharacters);
        }
        Ok(CharacterName(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CharacterName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

macro_rules! closed_choice {
    ($(#[$doc:meta])* $name:ident, $error:expr, { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The Polish name, as stored and shown.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// # Errors
            /// The area's refusal when the text is none of the allowed names.
            pub fn parse(raw: &str) -> Result<Self, CharacterError> {
                Self::ALL.iter().copied().find(|v| v.as_str() == raw.trim()).ok_or($error)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

closed_choice!(
    /// A character's gender.
    Gender, CharacterError::UnknownGender, { Female => "Kobieta", Male => "Mężczyzna" }
);

closed_choice!(
    /// A character's race.
    Race, CharacterError::UnknownRace, { Human => "Człowiek", Vampire => "Wampir", Werewolf => "Wilkołak" }
);

/// An account's main character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MainCharacter {
    pub user_id: UserId,
    pub name: CharacterName,
    pub gender: Gender,
    pub race: Race,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_trimmed_and_counted_in_letters_not_bytes() {
        assert_eq!(
            CharacterName::parse("  Żółć  ").map(|n| n.to_string()).ok().as_deref(),
            Some("Żółć")
        );
        assert!(CharacterName::parse("Ąę").is_err());
        assert!(CharacterName::parse(&"ł".repeat(30)).is_ok());
        assert!(matches!(CharacterName::parse(&"ł".repeat(31)), Err(CharacterError::NameLength)));
    }

    #[test]
    fn a_name_with_control_characters_is_refused() {
        assert!(matches!(
            CharacterName::parse("Ala\u{0007}ma"),
            Err(CharacterError::NameCharacters)
        ));
    }

    #[test]
    fn gender_and_race_accept_only_their_polish_names() {
        assert_eq!(Gender::parse("Kobieta").ok(), Some(Gender::Female));
        assert_eq!(Race::parse("Wilkołak").ok(), Some(Race::Werewolf));
        assert!(matches!(Gender::parse("kobieta"), Err(CharacterError::UnknownGender)));
        assert!(matches!(Race::parse("Elf"), Err(CharacterError::UnknownRace)));
    }
}
