use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{MAX_NOTIFICATION_PAGE, MAX_READ_IDS};

/// Every refusal of the notification centre; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum NotificationError {
    #[error("Nieznany rodzaj powiadomień: „{0}”.")]
    UnknownKind(String),
    #[error("Nieznana częstotliwość podsumowań (dozwolone: off, hourly, daily).")]
    UnknownDigest,
    #[error("Podaj powiadomienia do oznaczenia (ids) albo wszystkie (all: true).")]
    NothingToMark,
    #[error("Naraz można oznaczyć najwyżej {MAX_READ_IDS} powiadomień.")]
    TooManyIds,
    #[error("Strona może mieć od 1 do {MAX_NOTIFICATION_PAGE} powiadomień.")]
    BadPageSize,
    #[error("Zbyt wiele zmian naraz — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error("Link wypisania jest nieprawidłowy albo już użyty.")]
    BadUnsubscribeLink,
    #[error("Nieprawidłowy adres subskrypcji push (wymagany https na publicznym serwerze).")]
    BadPushEndpoint,
    #[error("Nieprawidłowe klucze subskrypcji push (p256dh i auth w base64url).")]
    BadPushKeys,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for NotificationError {
    fn kind(&self) -> ErrorKind {
        use NotificationError as E;
        match self {
            E::UnknownKind(_)
            | E::UnknownDigest
            | E::NothingToMark
            | E::TooManyIds
            | E::BadPageSize
            | E::BadPushEndpoint
            | E::BadPushKeys => ErrorKind::Invalid,
            E::BadUnsubscribeLink => ErrorKind::NotFound,
            E::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use NotificationError as E;
        match self {
            E::UnknownKind(_) => "unknown_notification_kind",
            E::UnknownDigest => "unknown_digest",
            E::NothingToMark => "nothing_to_mark",
            E::TooManyIds => "too_many_ids",
            E::BadPageSize => "bad_page_size",
            E::TooFast(_) => "too_fast",
            E::BadPushEndpoint => "bad_push_endpoint",
            E::BadPushKeys => "bad_push_keys",
            E::BadUnsubscribeLink => "bad_unsubscribe_link",
            E::Infra(_) => "internal",
        }
    }
}
