use chrono::{DateTime, Utc};

use crate::shared::{DomainError, ErrorKind, InfraError};

/// The one refusal of every role check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Nie masz uprawnień do tej operacji")]
pub struct Forbidden;

impl DomainError for Forbidden {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Forbidden
    }

    fn code(&self) -> &'static str {
        "forbidden"
    }
}

/// Why the gate refuses a game action.
#[derive(Debug, thiserror::Error)]
pub enum AccessError {
    /// The player sits in prison until the given time.
    #[error("Siedzisz w więzieniu i musisz odczekać swoją karę...")]
    Imprisoned { release: DateTime<Utc> },
    /// An announcement blocks the game for residents.
    #[error("Gra jest obecnie niedostępna.")]
    GameBlocked,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for AccessError {
    fn kind(&self) -> ErrorKind {
        match self {
            AccessError::Imprisoned { .. } | AccessError::GameBlocked => ErrorKind::Forbidden,
            AccessError::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AccessError::Imprisoned { .. } => "imprisoned",
            AccessError::GameBlocked => "game_blocked",
            AccessError::Infra(_) => "internal",
        }
    }
}
