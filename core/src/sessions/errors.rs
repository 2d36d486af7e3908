use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_MESSAGE_CHARS, MAX_PARTICIPANTS, MAX_TITLE_CHARS, SpeakerError};

/// Every refusal of the sessions area; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("Podaj tytuł sesji!")]
    TitleRequired,
    #[error("Tytuł sesji może mieć najwyżej {MAX_TITLE_CHARS} znaków.")]
    TitleTooLong,
    #[error("Tytuł sesji zawiera niewidoczne albo niedozwolone znaki.")]
    TitleCharacters,
    #[error("Nie znaleziono użytkownika o takim ID")]
    UserNotFound,
    #[error("Ten użytkownik już jest uczestnikiem sesji")]
    AlreadyParticipant,
    #[error("Wybierz przynajmniej jednego użytkownika do dodania.")]
    NoUsersToAdd,
    #[error("Sesja może mieć najwyżej {MAX_PARTICIPANTS} uczestników.")]
    TooManyParticipants,
    #[error("Nie znaleziono sesji")]
    NotFound,
    #[error("Nie znaleziono wiadomości")]
    MessageNotFound,
    #[error(
        "Nie masz uprawnień do pisania w tej sesji. Tylko zaproszeni użytkownicy mogą dodawać \
         wiadomości."
    )]
    WriteForbidden,
    #[error("Nie jesteś uczestnikiem tej sesji.")]
    NotParticipant,
    #[error("Ta sesja została zamknięta – nie można już dodawać wiadomości.")]
    Closed,
    #[error("Tylko właściciel sesji może to zrobić.")]
    OwnerOnly,
    #[error("Nie można usunąć właściciela sesji.")]
    OwnerStays,
    #[error("Ten użytkownik nie jest uczestnikiem sesji.")]
    NotAMember,
    #[error("Wiadomość nie może być pusta.")]
    EmptyMessage,
    #[error("Wiadomość jest za długa (najwyżej {MAX_MESSAGE_CHARS} znaków).")]
    MessageTooLong,
    #[error("Możesz edytować tylko swoje wiadomości.")]
    NotAuthor,
    #[error("Nieznany typ postaci (dozwolone: main, secondary, narrator).")]
    UnknownCharacterType,
    #[error("Możesz pisać tylko własną postacią albo jako narrator.")]
    ForeignCharacter,
    #[error("Najpierw stwórz postać.")]
    NoCharacter,
    #[error("Piszesz za szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error("Zmieniasz sesję za szybko — odczekaj chwilę.")]
    ChangingTooFast(RateLimited),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl From<SpeakerError> for SessionError {
    fn from(e: SpeakerError) -> Self {
        match e {
            SpeakerError::NoCharacter => SessionError::NoCharacter,
            SpeakerError::Foreign => SessionError::ForeignCharacter,
            SpeakerError::Infra(e) => SessionError::Infra(e),
        }
    }
}

impl DomainError for SessionError {
    fn kind(&self) -> ErrorKind {
        use SessionError as E;
        match self {
            E::TitleRequired
            | E::TitleTooLong
            | E::TitleCharacters
            | E::UserNotFound
            | E::NoUsersToAdd
            | E::TooManyParticipants
            | E::EmptyMessage
            | E::MessageTooLong
            | E::UnknownCharacterType => ErrorKind::Invalid,
            E::NotFound | E::MessageNotFound | E::NotAMember => ErrorKind::NotFound,
            E::WriteForbidden
            | E::NotParticipant
            | E::OwnerOnly
            | E::NotAuthor
            | E::ForeignCharacter
            | E::NoCharacter => ErrorKind::Forbidden,
            E::AlreadyParticipant | E::Closed | E::OwnerStays => ErrorKind::Conflict,
            E::TooFast(limited) | E::ChangingTooFast(limited) => {
                ErrorKind::TooManyRequests(limited.retry_after)
            }
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use SessionError as E;
        match self {
            E::TitleRequired => "session_title_required",
            E::TitleTooLong => "session_title_too_long",
            E::TitleCharacters => "session_title_characters",
            E::UserNotFound => "user_not_found",
            E::AlreadyParticipant => "already_participant",
            E::NoUsersToAdd => "no_users_to_add",
            E::TooManyParticipants => "too_many_participants",
            E::NotFound => "session_not_found",
            E::MessageNotFound => "message_not_found",
            E::WriteForbidden => "session_write_forbidden",
            E::NotParticipant => "not_participant",
            E::Closed => "session_closed",
            E::OwnerOnly => "session_owner_only",
            E::OwnerStays => "session_owner_stays",
            E::NotAMember => "not_a_member",
            E::EmptyMessage => "empty_message",
            E::TooFast(_) => "too_fast",
            E::ChangingTooFast(_) => "changing_too_fast",
            E::MessageTooLong => "message_too_long",
            E::NotAuthor => "not_message_author",
            E::UnknownCharacterType => "unknown_character_type",
            E::ForeignCharacter => "foreign_character",
            E::NoCharacter => "no_character",
            E::Infra(_) => "internal",
        }
    }
}
