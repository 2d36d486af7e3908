use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_TEXT_CHARS, MAX_TITLE_CHARS};

/// Every refusal of the lore; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum LoreError {
    /// An empty title or text, with the collection's own words.
    #[error("{0}")]
    Required(&'static str),
    #[error("Proszę wybrać kategorię dla bestii!")]
    CategoryRequired,
    #[error("Tytuł zawiera niewidoczne albo niedozwolone znaki.")]
    TitleCharacters,
    #[error("Tytuł może mieć najwyżej {MAX_TITLE_CHARS} znaków, a opis {MAX_TEXT_CHARS}.")]
    TooLong,
    #[error("Ta strona nie ma obrazków okładki — wstaw obrazek w treść.")]
    NoCoverHere,
    #[error("Nie znaleziono wpisu.")]
    NotFound,
    #[error("Nie znaleziono kategorii.")]
    CategoryNotFound,
    #[error("Nie znaleziono bestii.")]
    BeastNotFound,
    #[error("Ta strona ma już najwięcej wpisów, ile może pomieścić.")]
    Full,
    #[error(
        "Na tej stronie jest już tyle tekstu, ile może pomieścić (dwa miliony znaków) — skróć albo \
         usuń któryś wpis."
    )]
    TextFull,
    #[error("Zapisujesz zbyt szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Upload(#[from] crate::uploads::UploadError),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for LoreError {
    fn kind(&self) -> ErrorKind {
        use LoreError as E;
        match self {
            E::Required(_)
            | E::CategoryRequired
            | E::TitleCharacters
            | E::TooLong
            | E::NoCoverHere => ErrorKind::Invalid,
            E::NotFound | E::CategoryNotFound | E::BeastNotFound => ErrorKind::NotFound,
            E::Full | E::TextFull => ErrorKind::Conflict,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Upload(error) => error.kind(),
            E::Forbidden(_) => ErrorKind::Forbidden,
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use LoreError as E;
        match self {
            E::Required(_) => "lore_required",
            E::CategoryRequired => "category_required",
            E::TitleCharacters => "title_characters",
            E::TooLong => "lore_too_long",
            E::NoCoverHere => "no_cover_here",
            E::NotFound => "entry_not_found",
            E::CategoryNotFound => "category_not_found",
            E::BeastNotFound => "beast_not_found",
            E::Full => "lore_full",
            E::TextFull => "lore_text_full",
            E::TooFast(_) => "too_fast",
            E::Upload(error) => error.code(),
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
