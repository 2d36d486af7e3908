use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_ANNOUNCEMENT_CONTENT_CHARS, MAX_ANNOUNCEMENT_TITLE_CHARS};

/// Every refusal about announcements; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum AnnouncementError {
    #[error("Tytuł i treść wiadomości nie mogą być puste")]
    Required,
    #[error(
        "Tytuł może mieć najwyżej {MAX_ANNOUNCEMENT_TITLE_CHARS} znaków, a treść \
         {MAX_ANNOUNCEMENT_CONTENT_CHARS}."
    )]
    TooLong,
    #[error("Nie znaleziono wiadomości.")]
    NotFound,
    #[error("Wysłano już wiele ogłoszeń — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for AnnouncementError {
    fn kind(&self) -> ErrorKind {
        use AnnouncementError as E;
        match self {
            E::Required | E::TooLong => ErrorKind::Invalid,
            E::NotFound => ErrorKind::NotFound,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Forbidden(_) => ErrorKind::Forbidden,
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use AnnouncementError as E;
        match self {
            E::Required => "announcement_required",
            E::TooLong => "announcement_too_long",
            E::NotFound => "announcement_not_found",
            E::TooFast(_) => "too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
