use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_PRIVATE_MESSAGE_CHARS, MAX_SUBJECT_CHARS};

/// Every refusal of private messaging; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum ConversationError {
    /// Also what an outsider hears about a conversation that exists: nothing is given away.
    #[error("Nie znaleziono konwersacji.")]
    NotFound,
    #[error("Możesz przeglądać tylko własne konwersacje.")]
    ForeignList,
    #[error("Nie możesz wysłać wiadomości do samego siebie.")]
    ToSelf,
    #[error("Nie znaleziono użytkownika o takim ID")]
    NoSuchUser,
    #[error("Ten użytkownik nie ma jeszcze postaci, więc nie można do niego pisać.")]
    ReceiverWithoutCharacter,
    #[error("Najpierw stwórz postać.")]
    NoCharacter,
    #[error("Temat i treść wiadomości są wymagane")]
    SubjectAndBodyRequired,
    #[error("Wprowadź treść wiadomości")]
    EmptyMessage,
    #[error("Temat zawiera niewidoczne albo niedozwolone znaki.")]
    SubjectCharacters,
    #[error("Temat może mieć najwyżej {MAX_SUBJECT_CHARS} znaków.")]
    SubjectTooLong,
    #[error("Wiadomość jest za długa (najwyżej {MAX_PRIVATE_MESSAGE_CHARS} znaków).")]
    MessageTooLong,
    #[error("Rozmówca usunął tę konwersację — napisz do niego nową wiadomość.")]
    OtherLeft,
    #[error("Wysyłasz wiadomości za szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ConversationError {
    fn kind(&self) -> ErrorKind {
        use ConversationError as E;
        match self {
            E::NotFound | E::NoSuchUser => ErrorKind::NotFound,
            E::ForeignList | E::NoCharacter | E::Forbidden(_) => ErrorKind::Forbidden,
            E::ToSelf
            | E::ReceiverWithoutCharacter
            | E::SubjectAndBodyRequired
            | E::EmptyMessage
            | E::SubjectTooLong
            | E::SubjectCharacters
            | E::MessageTooLong => ErrorKind::Invalid,
            E::OtherLeft => ErrorKind::Conflict,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use ConversationError as E;
        match self {
            E::NotFound => "conversation_not_found",
            E::ForeignList => "foreign_conversations",
            E::ToSelf => "message_to_self",
            E::NoSuchUser => "user_not_found",
            E::ReceiverWithoutCharacter => "receiver_without_character",
            E::NoCharacter => "no_character",
            E::SubjectAndBodyRequired => "subject_and_body_required",
            E::EmptyMessage => "empty_message",
            E::SubjectTooLong => "subject_too_long",
            E::SubjectCharacters => "subject_characters",
            E::MessageTooLong => "message_too_long",
            E::OtherLeft => "other_left",
            E::TooFast(_) => "too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
