//! The whole HTTP surface: the API, its document and explorer, the two web apps, security
//! headers and JSON errors.

use std::path::Path;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use std::sync::Arc;

use futures_util::TryStreamExt;
use mrok_core::uploads::{UploadError, UploadService, content_type};
use poem::endpoint::{StaticFilesEndpoint, make_sync};
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::web::Html;
use poem::{Body, Endpoint, EndpointExt, IntoResponse, Request, Response, Route, get};
use poem_openapi::OperationId;
use sha2::{Digest, Sha256};
use tracing::Instrument;

use crate::api::{self, SiteSettings, with_json_errors};
use crate::audit::audit_writes;
use crate::config::Config;
use crate::live;
use crate::packed::Packed;
use crate::services::Services;
use crate::static_site;

/// The largest request body the API reads.
const MAX_BODY_BYTES: usize = 1024 * 1024;
/// The largest body of an upload route (a 5 MB image with its envelope).
const MAX_UPLOAD_BODY_BYTES: usize = 6 * 1024 * 1024;

/// The Content-Security-Policy of every page: scripts only from our origin, never inline; images
/// only from it too (rich text's remote images are copied here when saved), or the editor's
/// `blob:` previews of a chosen file.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; \
    object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// What crawlers may read: the landing page, the login and registration and the rules; the
/// game itself is behind a login, and an activation or new-password link carries a secret that
/// must never be indexed.
const ROBOTS_TXT: &str = "\
# Mrok: gra fabularna dla dorosłych. Świat gry jest dostępny tylko po zalogowaniu.
User-agent: *
Allow: /$
Allow: /login
Allow: /register
Allow: /regulamin
Disallow: /
";

/// Builds the application's endpoint.
pub fn app(services: &Services, config: &Config) -> impl Endpoint + use<> {
    let site =
        SiteSettings { admin_email: config.admin_email.clone(), wiki_url: config.wiki_url.clone() };
    let api_service = api::service(services, site);
    let document = api_service.spec();
    let upload_routes = Arc::new(UploadRoutes::from_spec(&document));
    let spec = Packed::new(document.as_bytes(), "application/json; charset=utf-8");
    let docs = api_docs(&api_service.swagger_ui_html());
    let body_timeout = config.connection_limits().body_timeout;

    let routes = Route::new()
        .at("/api/uploads/:name", get(serve_upload).data(services.uploads.clone()))
        .at("/ws", live_endpoint(services, config))
        .at("/ws/", live_endpoint(services, config))
        .at("/api/openapi.json", spec)
        .at("/api/docs", docs)
        .at("/robots.txt", Packed::new(ROBOTS_TXT.as_bytes(), "text/plain; charset=utf-8"))
        .nest(
            "/api",
            api_service.around(audit_writes).around(move |next, req| {
                limit_body(next, req, body_timeout, upload_routes.clone())
            }),
        )
        .nest("/admin", web_app(&config.admin_dir, "panel administracyjny", "admin"))
        .nest("/", web_app(&config.web_dir, "strona gracza", "web"))
        .data(services.accounts.clone())
        .data(services.gate.clone())
        .data(services.audit.clone())
        .data(services.players.clone())
        .data(config.trust_proxy_headers);
    with_json_errors(routes).around(security_headers).around(log_request)
}

/// The live socket with what it needs.
fn live_endpoint(services: &Services, config: &Config) -> impl Endpoint + use<> {
    get(live::live_socket).data(services.hub.clone()).data(services.tavern.clone()).data(
        live::LiveSettings::new(
            &config.public_url,
            std::time::Duration::from_secs(config.live_ping_seconds.max(1)),
            std::time::Duration::from_secs(config.live_recheck_seconds.max(1)),
        ),
    )
}

/// A stored image, with its type, its length, `nosniff` (global) and a year of caching: names
/// are content hashes, so a name always means the same bytes. The file is streamed as the
/// store reads it, so a request holds one chunk at a time however slowly its client reads.
#[poem::handler]
async fn serve_upload(
    poem::web::Path(name): poem::web::Path<String>,
    uploads: poem::web::Data<&Arc<UploadService>>,
) -> poem::Result<Response> {
    match uploads.open(&name).await {
        Ok((stored, image)) => {
            let file = stored.file_name();
            let chunks = image.chunks.map_err(move |error| {
                // The head is sent already: the connection is cut and the client sees a short
                // body, never a wrong one.
                tracing::error!(%error, file, "upload unreadable midway");
                std::io::Error::other(error.to_string())
            });
            Ok(Response::builder()
                .content_type(content_type(&stored))
                .header(header::CONTENT_LENGTH, image.size)
                .header(header::CACHE_CONTROL, "public, max-age=31536000, immutable")
                .body(Body::from_bytes_stream(chunks)))
        }
        Err(UploadError::NotFound) => Err(poem::Error::from_status(StatusCode::NOT_FOUND)),
        Err(error) => {
            tracing::error!(%error, "upload unreadable");
            Err(poem::Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))
        }
    }
}

/// The interactive API explorer. Its scripts are inline, so its page allows exactly those
/// scripts by hash instead of relaxing the policy.
fn api_docs(html: &str) -> Packed {
    let hashes: String = inline_scripts(html)
        .into_iter()
        .map(|script| format!(" 'sha256-{}'", STANDARD.encode(Sha256::digest(script.as_bytes()))))
        .collect();
    let csp = CSP.replace("script-src 'self'", &format!("script-src 'self'{hashes}"));
    let packed = Packed::new(html.as_bytes(), "text/html; charset=utf-8");
    match HeaderValue::from_str(&csp) {
        Ok(csp) => packed.with_header(header::CONTENT_SECURITY_POLICY, csp),
        // Without its hashes the page keeps the strict policy: the explorer's scripts stay off.
        Err(_) => packed,
    }
}

/// The text of each `<script>` element without a `src`, as a browser reads it: from the end of
/// the opening tag to the first `</script>` (text inside a script may itself say `<script`).
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let Some(tag_end) = rest[start..].find('>').map(|i| start + i) else { break };
        let Some(close) = rest[tag_end..].find("</script>").map(|i| tag_end + i) else { break };
        if !rest[start..tag_end].contains("src=") {
            scripts.push(&rest[tag_end + 1..close]);
        }
        rest = &rest[close + "</script>".len()..];
    }
    scripts
}

/// A built single-page app with fallback to its index — precompressed copies and caching as
/// [`static_site`] decides —, or a page saying how to build it.
fn web_app(
    dir: &Path,
    what: &'static str,
    folder: &'static str,
) -> poem::endpoint::BoxEndpoint<'static> {
    if dir.join("index.html").is_file() {
        let root: Arc<Path> = Arc::from(dir);
        StaticFilesEndpoint::new(dir)
            .index_file("index.html")
            .fallback_to_index()
            .around(move |files, req| static_site::serve_built(files, req, root.clone()))
            .map_to_response()
            .boxed()
    } else {
        let page = format!(
            "<!doctype html><html lang=\"pl\"><head><meta charset=\"utf-8\"><title>Mrok</title></head>\
             <body style=\"background:#0d0b0b;color:#e8dcc8;font-family:Georgia,serif;padding:3rem\">\
             <h1>Mrok</h1><p>Serwer działa, ale {what} nie jest zbudowana \
             (brak <code>{folder}/dist</code>).</p><p>Zbuduj ją poleceniem <code>make build</code> \
             albo uruchom wszystko naraz: <code>make run</code>.</p>\
             <p>API: <a style=\"color:#c9a227\" href=\"/api/docs\">/api/docs</a></p></body></html>"
        );
        make_sync(move |_| Html(page.clone())).map_to_response().boxed()
    }
}

/// One segment of an operation's path in the API document.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Literal(String),
    /// A path parameter (`{id}`): any non-empty segment.
    Parameter,
}

/// The operations whose body is a multipart form — the uploads: avatars, description images
/// and lore covers — by method and path under `/api`. They are read from the API's own
/// document, so a new upload operation is one without being listed anywhere else.
#[derive(Debug, Default)]
struct UploadRoutes(Vec<(Method, Vec<Segment>)>);

impl UploadRoutes {
    fn from_spec(spec: &str) -> Self {
        let document: serde_json::Value = serde_json::from_str(spec).unwrap_or_default();
        let mut routes = Vec::new();
        let paths = document.get("paths").and_then(|p| p.as_object()).into_iter().flatten();
        for (path, operations) in paths {
            for (method, operation) in operations.as_object().into_iter().flatten() {
                let content = operation.pointer("/requestBody/content").and_then(|c| c.as_object());
                let multipart =
                    content.is_some_and(|c| c.keys().any(|t| t.starts_with("multipart/")));
                let method = Method::from_bytes(method.to_ascii_uppercase().as_bytes());
                if let (true, Ok(method)) = (multipart, method) {
                    routes.push((method, Self::segments(path)));
                }
            }
        }
        UploadRoutes(routes)
    }

    fn segments(path: &str) -> Vec<Segment> {
        path.split('/')
            .map(|s| {
                if s.starts_with('{') && s.ends_with('}') {
                    Segment::Parameter
                } else {
                    Segment::Literal(s.to_owned())
                }
            })
            .collect()
    }

    /// Whether `method` on `path` (under `/api`) is an upload.
    fn matches(&self, method: &Method, path: &str) -> bool {
        self.0.iter().any(|(m, pattern)| {
            m == method
                && path.split('/').count() == pattern.len()
                && path.split('/').zip(pattern).all(|(part, segment)| match segment {
                    Segment::Literal(literal) => part == literal,
                    Segment::Parameter => !part.is_empty(),
                })
        })
    }
}

/// Reads every request body whole before the API sees it: refused over [`MAX_BODY_BYTES`]
/// (declared or streamed) — over [`MAX_UPLOAD_BODY_BYTES`] for a multipart body sent to an
/// upload route, the path and method deciding, never the Content-Type alone — and answered 408
/// when it does not arrive within `deadline` (a client sending its body a byte at a time holds
/// nothing for long). An upload's body that may be larger than the ordinary limit is read only
/// once its bearer token is admitted, so nobody without an account can make the server hold
/// more than the ordinary limit.
async fn limit_body<E: Endpoint>(
    next: E,
    mut req: Request,
    deadline: std::time::Duration,
    uploads: Arc<UploadRoutes>,
) -> poem::Result<Response> {
    let multipart = req.content_type().is_some_and(|t| t.starts_with("multipart/"));
    let upload = multipart && uploads.matches(req.method(), req.uri().path());
    let limit = if upload { MAX_UPLOAD_BODY_BYTES } else { MAX_BODY_BYTES };
    let too_large = || poem::Error::from_status(StatusCode::PAYLOAD_TOO_LARGE);
    let declared = req
        .header(header::CONTENT_LENGTH)
        .map(|v| {
            v.trim().parse::<usize>().map_err(|_| poem::Error::from_status(StatusCode::BAD_REQUEST))
        })
        .transpose()?;
    let has_body = match declared {
        Some(length) if length > limit => return Err(too_large()),
        Some(length) => length > 0,
        None => req.headers().contains_key(header::TRANSFER_ENCODING),
    };
    if upload && declared.is_none_or(|length| length > MAX_BODY_BYTES) {
        admit_before_reading(&req).await?;
    }
    if has_body {
        let read = tokio::time::timeout(deadline, req.take_body().into_bytes_limit(limit));
        let body = match read.await {
            Ok(body) => body.map_err(|_| too_large())?,
            Err(_) => {
                let timeout = Response::builder()
                    .status(StatusCode::REQUEST_TIMEOUT)
                    .header(header::CONNECTION, "close")
                    .finish();
                return Err(poem::Error::from_response(timeout));
            }
        };
        req.set_body(body);
    }
    Ok(next.call(req).await?.into_response())
}

/// The upload's bearer token admitted as the operation itself will admit it (the same answer
/// for a missing, wrong or refused one), before its body is read.
async fn admit_before_reading(req: &Request) -> poem::Result<()> {
    let token = req
        .header(header::AUTHORIZATION)
        .and_then(|value| value.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, token)| token.trim())
        .filter(|token| !token.is_empty());
    match token {
        Some(token) => api::admit_token(req, token).await.map(|_| ()),
        None => Err(poem::Error::from_status(StatusCode::UNAUTHORIZED)),
    }
}

async fn security_headers<E: Endpoint>(next: E, req: Request) -> poem::Result<Response> {
    let mut response = next.call(req).await?.into_response();
    let headers = response.headers_mut();
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    }
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    Ok(response)
}

/// Runs each request inside a `request` span — method, path (cut short where it carries a
/// secret), the caller's account once authenticated, the operation and the status — so that the
/// handler's and the adapters' spans nest under it. The span's close is the request's log line.
async fn log_request<E: Endpoint>(next: E, req: Request) -> poem::Result<Response> {
    let method = req.method().clone();
    let path = redacted_path(req.uri().path());
    let span = tracing::info_span!(
        "request",
        %method,
        path,
        user = tracing::field::Empty,
        operation = tracing::field::Empty,
        status = tracing::field::Empty,
    );
    let response = next.call(req).instrument(span.clone()).await?.into_response();
    if let Some(operation) = response.data::<OperationId>() {
        span.record("operation", operation.0);
    }
    span.record("status", response.status().as_u16());
    Ok(response)
}

fn redacted_path(path: &str) -> String {
    for prefix in [
        "/api/activate/",
        "/api/newpassword/",
        "/api/notifications/unsubscribe/",
        "/activate/",
        "/newpassword/",
        "/unsubscribe/",
    ] {
        if path.starts_with(prefix) {
            return format!("{prefix}***");
        }
    }
    path.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_handler_that_panics_answers_the_polish_500_and_the_server_goes_on() {
        #[poem::handler]
        fn broken() -> &'static str {
            let text = "&nbsp;wilkołak";
            &text[..12]
        }
        let endpoint = with_json_errors(Route::new().at("/", broken));
        for _ in 0..2 {
            let response = endpoint.get_response(Request::builder().uri_str("/").finish()).await;
            assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
            let body: serde_json::Value =
                serde_json::from_str(&response.into_body().into_string().await.unwrap()).unwrap();
            assert_eq!(body["code"], "internal");
            assert!(body["message"].as_str().unwrap().contains("serwer"), "{body}");
        }
    }

    #[test]
    fn secret_tokens_never_reach_the_log() {
        assert_eq!(redacted_path("/api/activate/abc123"), "/api/activate/***");
        assert_eq!(redacted_path("/newpassword/xyz"), "/newpassword/***");
        assert_eq!(
            redacted_path("/api/notifications/unsubscribe/tok"),
            "/api/notifications/unsubscribe/***"
        );
        assert_eq!(redacted_path("/unsubscribe/tok"), "/unsubscribe/***");
        assert_eq!(redacted_path("/api/login"), "/api/login");
    }

    #[test]
    fn only_the_multipart_operations_of_the_document_are_upload_routes() {
        let spec = r#"{"paths": {
            "/uploads": {"post": {"requestBody": {"content": {"multipart/form-data": {}}}}},
            "/secondary-characters/{id}/avatar":
                {"post": {"requestBody": {"content": {"multipart/form-data": {}}}}},
            "/rules/{id}": {"put": {"requestBody": {"content": {"multipart/form-data": {}}}},
                            "delete": {}},
            "/login": {"post": {"requestBody": {"content": {"application/json": {}}}}}
        }}"#;
        let routes = UploadRoutes::from_spec(spec);
        assert!(routes.matches(&Method::POST, "/uploads"));
        assert!(routes.matches(&Method::POST, "/secondary-characters/12/avatar"));
        assert!(routes.matches(&Method::PUT, "/rules/3"));
        for (method, path) in [
            (Method::POST, "/login"),
            (Method::PUT, "/uploads"),
            (Method::DELETE, "/rules/3"),
            (Method::POST, "/uploads/x"),
            (Method::POST, "/secondary-characters//avatar"),
            (Method::POST, "/secondary-characters/12/avatar/x"),
            (Method::POST, "/rules"),
        ] {
            assert!(!routes.matches(&method, path), "{method} {path}");
        }
        assert!(!UploadRoutes::from_spec("not json").matches(&Method::POST, "/uploads"));
    }

    #[test]
    fn the_upload_routes_of_the_api_are_the_image_forms_and_nothing_else() {
        // The published document (a test keeps it equal to what the server generates).
        let routes = UploadRoutes::from_spec(include_str!("../../openapi.json"));
        for (method, path) in [
            (Method::POST, "/uploads"),
            (Method::POST, "/description-images"),
            (Method::POST, "/secondary-characters/7/avatar"),
            (Method::POST, "/werewolves"),
            (Method::PUT, "/werewolves/7"),
            (Method::POST, "/rules"),
            (Method::PUT, "/rules/7"),
        ] {
            assert!(routes.matches(&method, path), "{method} {path} is an upload");
        }
        for (method, path) in [
            (Method::POST, "/login"),
            (Method::POST, "/register"),
            (Method::POST, "/law"),
            (Method::PUT, "/law/7"),
            (Method::POST, "/bestiary"),
            (Method::PUT, "/character"),
            (Method::GET, "/uploads/a.png"),
        ] {
            assert!(!routes.matches(&method, path), "{method} {path} is no upload");
        }
        assert_eq!(routes.0.len(), 23, "{:?}", routes.0);
    }

    #[test]
    fn inline_scripts_are_found_and_external_ones_skipped() {
        let html = "<script src=\"/a.js\"></script><script charset=\"UTF-8\">one('<script')</script>\
                    <p><script>two()</script>";
        assert_eq!(inline_scripts(html), vec!["one('<script')", "two()"]);
    }
}
