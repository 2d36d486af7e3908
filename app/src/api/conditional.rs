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

/// `if_none_match` unless it holds `*`: for a session's page, which has a reader rule of its
/// own (a private session is 404 to an outsider, by either path), where `*`, which matches every
/// current tag, would confirm the page to anyone. A named tag carries the caller's id and a
/// digest only this process can make (`crate::freshness`), so someone else's, or one made up
/// from one's own, is never confirmed.
pub fn named_only(if_none_match: Option<&str>) -> Option<&str> {
    if_none_match.filter(|header| !header.split(',').any(|candidate| candidate.trim() == "*"))
}

#[cfg(test)]
mod tests {
    use super::named_only;

    #[test]
    fn a_star_is_dropped_and_named_tags_kept() {
        assert_eq!(named_only(Some("*")), None);
        assert_eq!(named_only(Some("W/\"a\", *")), None);
        assert_eq!(named_only(Some("W/\"a\"")), Some("W/\"a\""));
        assert_eq!(named_only(None), None);
    }
}
