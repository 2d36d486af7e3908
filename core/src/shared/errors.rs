use std::time::Duration;

/// How a domain error should be answered; the HTTP layer maps each kind to a status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input breaks a rule (400).
    Invalid,
    /// No valid credentials or session (401).
    Unauthenticated,
    /// Authenticated, but not allowed (403).
    Forbidden,
    /// The thing does not exist, or the caller may not know it exists (404).
    NotFound,
    /// The request clashes with the current state (409).
    Conflict,
    /// Too many attempts; try again after the duration (429).
    TooManyRequests(Duration),
    /// Something outside the domain failed; the details are logged, never shown (500).
    Internal,
}

/// Every error a service returns: its Polish message is its `Display`.
pub trait DomainError: std::error::Error {
    fn kind(&self) -> ErrorKind;
    /// A stable machine-readable code, sent beside the message.
    fn code(&self) -> &'static str;
}

/// A port's adapter failed (database down, SMTP refused, …). Its text is for logs only.
#[derive(Debug, thiserror::Error)]
#[error("{detail}")]
pub struct InfraError {
    detail: String,
    /// Set when another request's change made this write impossible (see [`ChangedMeanwhile`]).
    #[source]
    meanwhile: Option<ChangedMeanwhile>,
}

impl InfraError {
    pub fn new(detail: impl std::fmt::Display) -> Self {
        InfraError { detail: detail.to_string(), meanwhile: None }
    }

    /// A write that something another request did meanwhile made impossible: a row it refers
    /// to was deleted between the service's checks and the write (a room removed while a player
    /// entered it, an item deleted while it was being equipped). Not a fault: the client is told
    /// so (409) and may reload and try again.
    pub fn changed_meanwhile(detail: impl std::fmt::Display) -> Self {
        InfraError { detail: detail.to_string(), meanwhile: Some(ChangedMeanwhile) }
    }

    pub fn is_changed_meanwhile(&self) -> bool {
        self.meanwhile.is_some()
    }
}

/// The mark of an [`InfraError`] another request's change caused; it is the error's source, so
/// any service error wrapping it tells it through its source chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("changed by another request meanwhile")]
pub struct ChangedMeanwhile;

/// What a request refused for [`ChangedMeanwhile`] is told (409).
pub const CHANGED_MEANWHILE_MESSAGE: &str =
    "Ktoś zmienił to w międzyczasie — odśwież stronę i spróbuj jeszcze raz.";

/// The text users see for any [`ErrorKind::Internal`] error.
pub const INTERNAL_ERROR_MESSAGE: &str = "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.";
