use crate::shared::{DomainError, ErrorKind, InfraError};

/// Every refusal of the characters area; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum CharacterError {
    #[error("Uzupełnij wszystkie pola!")]
    MissingFields,
    #[error("Imię postaci musi mieć od 3 do 30 znaków")]
    NameLength,
    #[error("Imię postaci zawiera niedozwolone znaki")]
    NameCharacters,
    #[error("Nieznana płeć — wybierz: Kobieta lub Mężczyzna")]
    UnknownGender,
    #[error("Nieznana rasa — wybierz: Człowiek, Wampir lub Wilkołak")]
    UnknownRace,
    #[error("Masz już postać główną")]
    AlreadyHasMainCharacter,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for CharacterError {
    fn kind(&self) -> ErrorKind {
        use CharacterError::*;
        match self {
            MissingFields | NameLength | NameCharacters | UnknownGender | UnknownRace => {
                ErrorKind::Invalid
            }
            AlreadyHasMainCharacter => ErrorKind::Conflict,
            Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use CharacterError::*;
        match self {
            MissingFields => "missing_fields",
            NameLength => "name_length",
            NameCharacters => "name_characters",
            UnknownGender => "unknown_gender",
            UnknownRace => "unknown_race",
            AlreadyHasMainCharacter => "character_exists",
            Infra(_) => "internal",
        }
    }
}
