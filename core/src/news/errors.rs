use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_COMMENT_CHARS, MAX_NEWS_CONTENT_CHARS, MAX_NEWS_TITLE_CHARS};

/// Every refusal of the news feed; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum NewsError {
    #[error("Tytuł i treść nie mogą być puste!")]
    Required,
    #[error(
        "Tytuł może mieć najwyżej {MAX_NEWS_TITLE_CHARS} znaków, a treść {MAX_NEWS_CONTENT_CHARS}."
    )]
    TooLong,
    #[error("Nie znaleziono wieści.")]
    NotFound,
    #[error("Komentarz nie może być pusty!")]
    EmptyComment,
    #[error("Komentarz może mieć najwyżej {MAX_COMMENT_CHARS} znaków.")]
    CommentTooLong,
    #[error("Nie znaleziono komentarza.")]
    CommentNotFound,
    #[error("Możesz usunąć tylko własny komentarz.")]
    NotYourComment,
    #[error("Najpierw stwórz postać.")]
    NoCharacter,
    #[error("Komentujesz za szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for NewsError {
    fn kind(&self) -> ErrorKind {
        use NewsError as E;
        match self {
            E::Required | E::TooLong | E::EmptyComment | E::CommentTooLong => ErrorKind::Invalid,
            E::NotFound | E::CommentNotFound => ErrorKind::NotFound,
            E::NotYourComment | E::NoCharacter | E::Forbidden(_) => ErrorKind::Forbidden,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use NewsError as E;
        match self {
            E::Required => "news_required",
            E::TooLong => "news_too_long",
            E::NotFound => "news_not_found",
            E::EmptyComment => "empty_comment",
            E::CommentTooLong => "comment_too_long",
            E::CommentNotFound => "comment_not_found",
            E::NotYourComment => "not_your_comment",
            E::NoCharacter => "no_character",
            E::TooFast(_) => "too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
