//! The built web apps as a browser best takes them: the brotli or gzip copy the build wrote
//! beside a file (`web/scripts/precompress.mjs`) when the browser accepts it, hashed assets
//! cached for a year, and everything else — `index.html` above all — asked again every time.
//!
//! poem's `StaticFilesEndpoint` still reads the file (ETag, `304`, ranges, the SPA fallback);
//! this layer only picks which file and sets the headers around it.

use std::path::Path;
use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, Uri, header};
use poem::{Endpoint, IntoResponse, Request, Response};

/// Hashed build output: a name always means the same bytes.
const ASSETS_DIR: &str = "assets";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Asked again on every load (answered `304` when unchanged), so a new build is seen at once.
const REVALIDATE: &str = "no-cache";

/// A precompressed copy: its file suffix and its `Content-Encoding`, best first.
const ENCODINGS: [(&str, &str); 2] = [(".br", "br"), (".gz", "gzip")];

/// Serves `dir` through `files` (a `StaticFilesEndpoint` over it with fallback to `index.html`).
pub async fn serve_built<E: Endpoint>(
    files: E,
    mut req: Request,
    dir: Arc<Path>,
) -> poem::Result<Response> {
    let Some(relative) = site_path(req.uri().path()) else {
        return Ok(files.call(req).await?.into_response());
    };
    let answered_by = match answering_file(&dir, &relative) {
        Some(file) => file,
        // A missing hashed file (a page left open over a new build) is missing, not the index.
        None => return Err(poem::Error::from_status(StatusCode::NOT_FOUND)),
    };
    let accepted = req.header(header::ACCEPT_ENCODING).unwrap_or_default().to_owned();
    let encoding = ENCODINGS.into_iter().find(|(suffix, encoding)| {
        accepts(&accepted, encoding) && dir.join(format!("{answered_by}{suffix}")).is_file()
    });
    if let Some((suffix, _)) = encoding
        && let Ok(uri) = format!("/{answered_by}{suffix}").parse::<Uri>()
    {
        *req.uri_mut() = uri;
    }

    let mut response = files.call(req).await?.into_response();
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    let cache = if in_assets(&answered_by) { IMMUTABLE } else { REVALIDATE };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Some((_, coding)) = encoding
        && response.status().is_success()
    {
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
        if let Some(kind) = content_type(&answered_by) {
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
        }
    }
    Ok(response)
}

/// The request's path inside the app as plain segments (`assets/index-1a2b.js`), or `None` when
/// it is not one this layer touches: `.`/`..` segments, or characters a build never names a file
/// with (poem's own handling answers those).
fn site_path(path: &str) -> Option<String> {
    let relative = path.trim_start_matches('/');
    let plain = relative
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.' | b'-' | b'_' | b'~'));
    let normal = relative.split('/').all(|segment| !matches!(segment, "." | ".."));
    (plain && normal).then(|| relative.to_owned())
}

/// The file that answers `relative`: itself when it is a file, else the app's `index.html` (the
/// single-page app's routes) — but nothing under `assets/`, where only the files themselves are.
fn answering_file(dir: &Path, relative: &str) -> Option<String> {
    if !relative.is_empty() && dir.join(relative).is_file() {
        return Some(relative.to_owned());
    }
    (!in_assets(relative)).then(|| "index.html".to_owned())
}

fn in_assets(relative: &str) -> bool {
    relative == ASSETS_DIR || relative.starts_with(&format!("{ASSETS_DIR}/"))
}

/// Whether an `Accept-Encoding` value takes `coding` (named, or `*`, without `q=0`).
pub(crate) fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let refused = parts.any(|param| {
            param
                .strip_prefix("q=")
                .and_then(|q| q.trim().parse::<f32>().ok())
                .is_some_and(|q| q <= 0.0)
        });
        (name.eq_ignore_ascii_case(coding) || name == "*") && !refused
    })
}

/// The type of the original file for the kinds the build precompresses (the same list as
/// `web/scripts/precompress.mjs`); the copy's own name (`.br`, `.gz`) says nothing of it.
fn content_type(file: &str) -> Option<&'static str> {
    let extension = file.rsplit_once('.').map(|(_, extension)| extension)?;
    Some(match extension {
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "html" => "text/html; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" | "webmanifest" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip, deflate, br, zstd", "gzip"));
        assert!(accepts("GZIP;q=0.5", "gzip"));
        assert!(accepts("*", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("br;q=0.0, gzip", "br"));
        assert!(!accepts("", "gzip"));
        assert!(!accepts("identity", "gzip"));
    }

    #[test]
    fn only_plain_paths_are_rewritten() {
        assert_eq!(site_path("/assets/index-1a2B_c.js").as_deref(), Some("assets/index-1a2B_c.js"));
        assert_eq!(site_path("/").as_deref(), Some(""));
        assert_eq!(site_path("/home/generalSessions/5").as_deref(), Some("home/generalSessions/5"));
        assert_eq!(site_path("/assets/../secret"), None);
        assert_eq!(site_path("/assets/./a.js"), None);
        assert_eq!(site_path("/a%20b.js"), None);
    }

    #[test]
    fn the_copies_take_the_type_of_their_original() {
        assert_eq!(content_type("assets/index-1.js"), Some("text/javascript; charset=utf-8"));
        assert_eq!(content_type("index.html"), Some("text/html; charset=utf-8"));
        assert_eq!(content_type("assets/font.woff2"), None);
    }
}
