//! Conditional answers of polled lists: an `ETag` on every answer, and 304 without the work
//! when the client's `If-None-Match` names the current tag (see `crate::freshness`).

use std::future::Future;

use poem_openapi::ApiResponse;
use poem_openapi::payload::Json;
use poem_openapi::types::{ToJSON, Type};

use super::errors::ApiError;
use crate::freshness;

/// Browsers keep the answer and ask again with its tag every time (`no-cache`), for this
/// account only (`private`).
pub const REVALIDATE: &str = "private, no-cache";

/// A polled list's answer.
#[derive(ApiResponse)]
pub enum Polled<T: ToJSON + Type + Send + Sync> {
    /// The answer, with the tag to send back in `If-None-Match`.
    #[oai(status = 200)]
    Ok(Json<T>, #[oai(header = "ETag")] String, #[oai(header = "Cache-Control")] String),
    /// Nothing changed since the answer the `If-None-Match` tag names.
    #[oai(status = 304)]
    NotModified(#[oai(header = "ETag")] String),
}

/// 304 when `if_none_match` names `tag`, otherwise the answer `body` computes, tagged. The tag
/// must have been read before the answer's data is.
///
/// # Errors
/// Whatever `body` fails with.
pub async fn polled<T, F>(
    if_none_match: Option<&str>,
    tag: String,
    body: F,
) -> Result<Polled<T>, ApiError>
where
    T: ToJSON + Type + Send + Sync,
    F: Future<Output = Result<T, ApiError>>,
{
    if freshness::matches(if_none_match, &tag) {
        return Ok(Polled::NotModified(tag));
    }
    Ok(Polled::Ok(Json(body.await?), tag, REVALIDATE.to_owned()))
}
