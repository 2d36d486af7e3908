use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError};

use super::MAX_PRISON_DAYS;

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
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ModerationError {
    fn kind(&self) -> ErrorKind {
        use ModerationError as E;
        match self {
            E::UserRequired | E::DaysInvalid | E::Yourself => ErrorKind::Invalid,
            E::UserNotFound => ErrorKind::NotFound,
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
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
