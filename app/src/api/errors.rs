//! Errors as JSON `{message, code}`: domain errors through [`ApiError`], and every other error
//! (malformed JSON, missing token, unknown path, a handler that panicked, …) through
//! [`with_json_errors`].

use mrok_core::shared::{
    CHANGED_MEANWHILE_MESSAGE, ChangedMeanwhile, DomainError, ErrorKind, INTERNAL_ERROR_MESSAGE,
};
use poem::http::{StatusCode, header};
use std::any::Any;

use poem::middleware::CatchPanic;
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response};
use poem_openapi::OperationId;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};

/// An error: a Polish message to show and a stable code for programs.
#[derive(Debug, Clone, Object, serde::Serialize)]
pub struct ErrorBody {
    /// The message to show, in Polish.
    pub message: String,
    /// A stable machine-readable code, e.g. `weak_password`.
    pub code: String,
}

impl ErrorBody {
    pub fn new(message: impl Into<String>, code: impl Into<String>) -> Self {
        ErrorBody { message: message.into(), code: code.into() }
    }
}

/// The error answers every operation may give.
#[derive(Debug, ApiResponse)]
pub enum ApiError {
    /// The input breaks a rule; the message says which.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid login: the token is missing, expired or revoked, or the credentials are wrong.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Not allowed for this account.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// Not found.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The body did not arrive within 60 seconds; answered before the operation runs, and the
    /// connection is closed.
    #[oai(status = 408)]
    RequestTimeout(Json<ErrorBody>),
    /// Clashes with the current state.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not of the operation's media type (JSON, or multipart for uploads); answered
    /// before the operation runs.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many attempts; `Retry-After` gives the seconds to wait.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
    /// A server fault; details are logged, never shown.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
}

impl<E: DomainError + 'static> From<E> for ApiError {
    fn from(error: E) -> Self {
        let body = || Json(ErrorBody::new(error.to_string(), error.code()));
        match error.kind() {
            ErrorKind::Invalid => ApiError::BadRequest(body()),
            ErrorKind::Unauthenticated => ApiError::Unauthorized(body()),
            ErrorKind::Forbidden => ApiError::Forbidden(body()),
            ErrorKind::NotFound => ApiError::NotFound(body()),
            ErrorKind::Conflict => ApiError::Conflict(body()),
            ErrorKind::TooManyRequests(wait) => {
                ApiError::TooManyRequests(body(), wait.as_secs().max(1))
            }
            ErrorKind::Internal if changed_meanwhile(&error) => {
                tracing::info!(error = %error, "refused: changed by another request meanwhile");
                ApiError::Conflict(Json(ErrorBody::new(
                    CHANGED_MEANWHILE_MESSAGE,
                    "changed_meanwhile",
                )))
            }
            ErrorKind::Internal => {
                tracing::error!(error = %error, code = error.code(), "internal error");
                ApiError::Internal(Json(ErrorBody::new(INTERNAL_ERROR_MESSAGE, "internal")))
            }
        }
    }
}

/// Whether the error's cause is a write another request's change made impossible.
fn changed_meanwhile(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(error) = cause {
        if error.is::<ChangedMeanwhile>() {
            return true;
        }
        cause = error.source();
    }
    false
}

/// The Polish answer for an error that did not come from a service, by status.
fn body_for_status(status: StatusCode) -> ErrorBody {
    match status {
        StatusCode::BAD_REQUEST | StatusCode::UNPROCESSABLE_ENTITY => ErrorBody::new(
            "Nieprawidłowe dane w żądaniu — sprawdź, czy wszystkie pola mają właściwą postać.",
            "bad_request",
        ),
        StatusCode::UNAUTHORIZED => ErrorBody::new("Brak tokenu autoryzacji", "missing_token"),
        StatusCode::FORBIDDEN => ErrorBody::new("Nie masz uprawnień do tej operacji", "forbidden"),
        StatusCode::NOT_FOUND => ErrorBody::new("Nie znaleziono", "not_found"),
        StatusCode::METHOD_NOT_ALLOWED => {
            ErrorBody::new("Ta metoda nie jest obsługiwana pod tym adresem", "method_not_allowed")
        }
        StatusCode::REQUEST_TIMEOUT => ErrorBody::new(
            "Dane przychodziły zbyt wolno — spróbuj wysłać je jeszcze raz.",
            "request_timeout",
        ),
        StatusCode::PAYLOAD_TOO_LARGE => {
            ErrorBody::new("Wysłane dane są za duże", "payload_too_large")
        }
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ErrorBody::new(
            "Nieobsługiwany typ treści — wyślij dane jako JSON, a plik jako formularz \
             (multipart/form-data)",
            "unsupported_media_type",
        ),
        status if status.is_client_error() => {
            ErrorBody::new("Nieprawidłowe żądanie", "bad_request")
        }
        _ => ErrorBody::new(INTERNAL_ERROR_MESSAGE, "internal"),
    }
}

/// The endpoint with every failure answered as JSON: a handler that panics answers the 500 any
/// other failure gets (logged), instead of a dropped connection and a lost answer.
pub fn with_json_errors<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.with(CatchPanic::new().with_handler(panicked)).around(json_errors)
}

fn panicked(panic: Box<dyn Any + Send>) -> StatusCode {
    let what = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("?");
    tracing::error!(panic = what, "request handler panicked");
    StatusCode::INTERNAL_SERVER_ERROR
}

/// Turns every error response that is not JSON yet into the JSON error of its status, so that
/// clients see one shape for all errors and never a bare 500.
async fn json_errors<E: Endpoint>(next: E, req: Request) -> poem::Result<Response> {
    let response = match next.call(req).await {
        Ok(response) => response.into_response(),
        Err(error) => {
            if error.status().is_server_error() {
                tracing::error!(%error, "request failed");
            } else {
                tracing::debug!(%error, "request refused");
            }
            let operation = error.data::<OperationId>().copied();
            let mut response = error.into_response();
            if let Some(operation) = operation {
                response.set_data(operation);
            }
            response
        }
    };
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return Ok(response);
    }
    let mut json = poem::web::Json(body_for_status(status)).with_status(status).into_response();
    for name in [header::RETRY_AFTER, header::ALLOW, header::WWW_AUTHENTICATE, header::CONNECTION] {
        if let Some(value) = response.headers().get(&name) {
            json.headers_mut().insert(name, value.clone());
        }
    }
    Ok(json)
}

#[cfg(test)]
mod tests {
    use mrok_core::sessions::SessionError;
    use mrok_core::shared::InfraError;

    use super::*;

    #[test]
    fn a_write_another_request_made_impossible_is_a_conflict_to_retry_not_a_fault() {
        let raced = SessionError::Infra(InfraError::changed_meanwhile("FOREIGN KEY failed"));
        let ApiError::Conflict(body) = ApiError::from(raced) else { panic!("not a 409") };
        assert_eq!(
            (body.0.message.as_str(), body.0.code.as_str()),
            (CHANGED_MEANWHILE_MESSAGE, "changed_meanwhile")
        );
        let broken = SessionError::Infra(InfraError::new("disk full"));
        assert!(matches!(ApiError::from(broken), ApiError::Internal(_)));
    }
}
