use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

/// Every refusal of the profiles area; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    #[error("Nieznany status gracza (dozwolone: looking, maybe, not_looking)")]
    UnknownPlayerStatus,
    #[error("Możesz zmienić tylko swój status gracza")]
    StatusForbidden,
    #[error("Nie ma takiego gracza")]
    NotFound,
    #[error("Za często zmieniasz status — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ProfileError {
    fn kind(&self) -> ErrorKind {
        match self {
            ProfileError::UnknownPlayerStatus => ErrorKind::Invalid,
            ProfileError::StatusForbidden => ErrorKind::Forbidden,
            ProfileError::NotFound => ErrorKind::NotFound,
            ProfileError::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            ProfileError::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            ProfileError::UnknownPlayerStatus => "unknown_player_status",
            ProfileError::StatusForbidden => "player_status_forbidden",
            ProfileError::NotFound => "player_not_found",
            ProfileError::TooFast(_) => "too_fast",
            ProfileError::Infra(_) => "internal",
        }
    }
}
