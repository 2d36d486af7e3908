use crate::access::Forbidden;
use crate::sessions::SpeakerError;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{
    MAX_EVENT_DESCRIPTION_CHARS, MAX_EVENT_TITLE_CHARS, MAX_ROOM_DESCRIPTION_CHARS,
    MAX_ROOM_NAME_CHARS, MAX_ROOMS, MAX_TAVERN_MESSAGE_CHARS,
};

/// Every refusal of the tavern; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum TavernError {
    #[error("Nie znaleziono pokoju w karczmie.")]
    RoomNotFound,
    #[error("Najpierw wejdź do karczmy.")]
    NotInside,
    #[error("Najpierw wybierz pokój w karczmie.")]
    NoRoom,
    #[error("Jesteś w innym pokoju karczmy — przejdź do tego pokoju, aby w nim pisać.")]
    OtherRoom,
    #[error("Wiadomość nie może być pusta.")]
    EmptyMessage,
    #[error("Wiadomość jest za długa (najwyżej {MAX_TAVERN_MESSAGE_CHARS} znaków).")]
    MessageTooLong,
    #[error("Możesz wejść tylko własną postacią albo jako narrator.")]
    ForeignCharacter,
    #[error("Najpierw stwórz postać.")]
    NoCharacter,
    #[error("Podaj tytuł wydarzenia.")]
    EventTitleRequired,
    #[error("Nazwa zawiera niewidoczne albo niedozwolone znaki.")]
    NameCharacters,
    #[error("Data wydarzenia już minęła — podaj dzisiejszą albo przyszłą.")]
    EventInPast,
    #[error(
        "Tytuł wydarzenia może mieć najwyżej {MAX_EVENT_TITLE_CHARS} znaków, a opis \
         {MAX_EVENT_DESCRIPTION_CHARS}."
    )]
    EventTooLong,
    #[error("Podaj prawidłową datę wydarzenia (RRRR-MM-DD).")]
    EventDateInvalid,
    #[error("Podaj prawidłową godzinę wydarzenia (GG:MM).")]
    EventTimeInvalid,
    #[error("Nie znaleziono wydarzenia.")]
    EventNotFound,
    #[error("Podaj nazwę pokoju.")]
    RoomNameRequired,
    #[error(
        "Nazwa pokoju może mieć najwyżej {MAX_ROOM_NAME_CHARS} znaków, a opis \
         {MAX_ROOM_DESCRIPTION_CHARS}."
    )]
    RoomTooLong,
    #[error("Pokój o tej nazwie już jest w karczmie.")]
    RoomNameTaken,
    #[error("Karczma ma już {MAX_ROOMS} pokoi — usuń któryś, zanim dodasz nowy.")]
    TooManyRooms,
    #[error("Karczma musi mieć choć jeden pokój.")]
    LastRoom,
    #[error("Piszesz za szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error("Za często zmieniasz miejsce w karczmie — odczekaj chwilę.")]
    MovingTooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl From<SpeakerError> for TavernError {
    fn from(e: SpeakerError) -> Self {
        match e {
            SpeakerError::NoCharacter => TavernError::NoCharacter,
            SpeakerError::Foreign => TavernError::ForeignCharacter,
            SpeakerError::Infra(e) => TavernError::Infra(e),
        }
    }
}

impl DomainError for TavernError {
    fn kind(&self) -> ErrorKind {
        use TavernError as E;
        match self {
            E::EmptyMessage
            | E::MessageTooLong
            | E::EventTitleRequired
            | E::NameCharacters
            | E::EventInPast
            | E::EventTooLong
            | E::EventDateInvalid
            | E::EventTimeInvalid
            | E::RoomNameRequired
            | E::RoomTooLong => ErrorKind::Invalid,
            E::RoomNotFound | E::EventNotFound => ErrorKind::NotFound,
            E::ForeignCharacter | E::NoCharacter | E::Forbidden(_) => ErrorKind::Forbidden,
            E::NotInside
            | E::NoRoom
            | E::OtherRoom
            | E::RoomNameTaken
            | E::TooManyRooms
            | E::LastRoom => ErrorKind::Conflict,
            E::TooFast(limited) | E::MovingTooFast(limited) => {
                ErrorKind::TooManyRequests(limited.retry_after)
            }
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use TavernError as E;
        match self {
            E::RoomNotFound => "room_not_found",
            E::NotInside => "not_in_tavern",
            E::NoRoom => "no_tavern_room",
            E::OtherRoom => "other_tavern_room",
            E::EmptyMessage => "empty_message",
            E::MessageTooLong => "message_too_long",
            E::ForeignCharacter => "foreign_character",
            E::NoCharacter => "no_character",
            E::EventTitleRequired => "event_title_required",
            E::NameCharacters => "name_characters",
            E::EventInPast => "event_in_past",
            E::EventTooLong => "event_too_long",
            E::EventDateInvalid => "event_date_invalid",
            E::EventTimeInvalid => "event_time_invalid",
            E::EventNotFound => "event_not_found",
            E::RoomNameRequired => "room_name_required",
            E::RoomTooLong => "room_too_long",
            E::RoomNameTaken => "room_name_taken",
            E::TooManyRooms => "too_many_rooms",
            E::LastRoom => "last_room",
            E::TooFast(_) => "too_fast",
            E::MovingTooFast(_) => "moving_too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
