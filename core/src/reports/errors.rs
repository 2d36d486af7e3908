use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_COMMENT_CHARS, MAX_REPORT_FIELD_CHARS};

/// Every refusal of the reports; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error("Wybierz sesję i opisz co się wydarzyło!")]
    Required,
    #[error("Każde pole zgłoszenia może mieć najwyżej {MAX_REPORT_FIELD_CHARS} znaków.")]
    TooLong,
    #[error("Możesz zgłosić tylko sesję, w której brałeś udział.")]
    NotYourSession,
    #[error("Ta sesja ma już Twoje zgłoszenie — popraw je, jeśli zostanie odrzucone.")]
    AlreadyReported,
    #[error("Nie znaleziono zgłoszenia.")]
    NotFound,
    #[error("Ponownie wysłać można tylko odrzucone zgłoszenie.")]
    NotRejected,
    #[error("Sesji zgłoszenia nie można zmienić.")]
    SessionFixed,
    #[error("Komentarz jest wymagany przy odrzucaniu zgłoszenia")]
    CommentRequired,
    #[error("Komentarz może mieć najwyżej {MAX_COMMENT_CHARS} znaków.")]
    CommentTooLong,
    #[error("Zgłoszenie można tylko zaakceptować albo odrzucić.")]
    NotADecision,
    #[error("Wysyłasz zgłoszenia zbyt szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ReportError {
    fn kind(&self) -> ErrorKind {
        use ReportError as E;
        match self {
            E::Required | E::TooLong | E::CommentRequired | E::CommentTooLong | E::NotADecision => {
                ErrorKind::Invalid
            }
            E::SessionFixed => ErrorKind::Invalid,
            E::NotYourSession | E::Forbidden(_) => ErrorKind::Forbidden,
            E::NotFound => ErrorKind::NotFound,
            E::AlreadyReported | E::NotRejected => ErrorKind::Conflict,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use ReportError as E;
        match self {
            E::Required => "report_required",
            E::TooLong => "report_too_long",
            E::NotYourSession => "not_your_session",
            E::AlreadyReported => "already_reported",
            E::NotFound => "report_not_found",
            E::NotRejected => "report_not_rejected",
            E::SessionFixed => "report_session_fixed",
            E::CommentRequired => "comment_required",
            E::CommentTooLong => "comment_too_long",
            E::NotADecision => "not_a_decision",
            E::TooFast(_) => "too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
