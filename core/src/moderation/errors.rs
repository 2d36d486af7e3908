use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError};

use super::{
    MAX_PRISON_DAYS, MAX_RESIDENT_CONTENT_CHARS, MAX_RESIDENT_MESSAGES, MAX_RESIDENT_TITLE_CHARS,
};

/// Every refusal of moderation; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum ModerationError {
    #[error("Podaj ID gracza")]
    UserRequired,
    #[error("Nie znaleziono użytkownika o takim ID")]
    UserNotFound,
    #[error("Podaj liczbę dni kary: od 1 do {MAX_PRISON_DAYS}.")]
    DaysInvalid,
    #[error("Nie możesz wtrącić do więzienia samego siebie.")]
    Yourself,
    #[error("Ten gracz nie siedzi w więzieniu.")]
    NotInPrison,
    #[error("Nie możesz sam siebie wypuścić z więzienia — poproś innego administratora.")]
    ReleaseYourself,
    #[error("Nie możesz usunąć własnego konta.")]
    DeleteYourself,
    #[error("Tytuł i treść komunikatu nie mogą być puste")]
    MessageRequired,
    #[error(
        "Tytuł komunikatu może mieć najwyżej {MAX_RESIDENT_TITLE_CHARS} znaków, a treść \
         {MAX_RESIDENT_CONTENT_CHARS}."
    )]
    MessageTooLong,
    #[error("Komunikatów jest już {MAX_RESIDENT_MESSAGES} — usuń stare, zanim dodasz nowy.")]
    TooManyMessages,
    #[error("Nie znaleziono komunikatu.")]
    MessageNotFound,
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ModerationError {
    fn kind(&self) -> ErrorKind {
        use ModerationError as E;
        match self {
            E::UserRequired
            | E::DaysInvalid
            | E::Yourself
            | E::ReleaseYourself
            | E::DeleteYourself
            | E::MessageRequired
            | E::MessageTooLong => ErrorKind::Invalid,
            E::UserNotFound | E::MessageNotFound | E::NotInPrison => ErrorKind::NotFound,
            E::TooManyMessages => ErrorKind::Conflict,
            E::Forbidden(_) => ErrorKind::Forbidden,
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use ModerationError as E;
        match self {
            E::UserRequired => "user_required",
            E::UserNotFound => "user_not_found",
            E::DaysInvalid => "days_invalid",
            E::Yourself => "imprison_yourself",
            E::ReleaseYourself => "release_yourself",
            E::NotInPrison => "not_in_prison",
            E::DeleteYourself => "delete_yourself",
            E::MessageRequired => "resident_message_required",
            E::MessageTooLong => "resident_message_too_long",
            E::TooManyMessages => "too_many_resident_messages",
            E::MessageNotFound => "resident_message_not_found",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
