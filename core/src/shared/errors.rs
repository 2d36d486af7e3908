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
#[error("{0}")]
pub struct InfraError(pub String);

impl InfraError {
    pub fn new(detail: impl std::fmt::Display) -> Self {
        InfraError(detail.to_string())
    }
}

/// The text users see for any [`ErrorKind::Internal`] error.
pub const INTERNAL_ERROR_MESSAGE: &str = "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.";
