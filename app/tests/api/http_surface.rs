use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;
use sha2::{Digest, Sha256};

use crate::support::{Options, sqlite_app};

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = sqlite_app(Options::PLAIN).await;
    for path in ["/api/site", "/api/nie-ma-takiego", "/", "/api/openapi.json"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline';")
                || csp.contains("style-src 'self' 'unsafe-inline'"),
            "{path}: {csp}"
        );
        assert!(
            !csp.split(';')
                .any(|d| d.trim().starts_with("script-src") && d.contains("unsafe-inline")),
            "{path}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{path}");
        // Images only from the site (rich text's remote images are copied here when saved), or
        // the editor's previews of a chosen file: no other host learns who reads what.
        let images: Vec<&str> =
            csp.split(';').map(str::trim).filter(|d| d.starts_with("img-src")).collect();
        assert_eq!(images, ["img-src 'self' data: blob:"], "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert!(headers.contains_key("referrer-policy"), "{path}");
    }
}

#[tokio::test]
async fn the_api_explorer_allows_only_its_own_inline_scripts() {
    let app = sqlite_app(Options::PLAIN).await;
    let response = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let csp = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(csp.contains("script-src 'self' 'sha256-"), "{csp}");
    let html = response.text().await.unwrap();
    // The explorer's library is the first inline script; it runs only if its exact hash is allowed.
    let opening = "<script charset=\"UTF-8\">";
    let start = html.find(opening).unwrap() + opening.len();
    let end = start + html[start..].find("</script>").unwrap();
    let library = &html[start..end];
    assert!(library.contains("SwaggerUIBundle"));
    let hash = STANDARD.encode(Sha256::digest(library.as_bytes()));
    assert!(csp.contains(&format!("'sha256-{hash}'")), "the library's hash is missing from {csp}");
}

#[tokio::test]
async fn the_api_document_and_explorer_go_compressed_to_a_browser_and_plain_to_others() {
    use std::io::Read;
    let app = sqlite_app(Options::PLAIN).await;
    for (path, kind) in [("/api/openapi.json", "application/json"), ("/api/docs", "text/html")] {
        let zipped = app
            .client
            .get(app.url(path))
            .header("accept-encoding", "gzip, deflate, br")
            .send()
            .await
            .unwrap();
        assert_eq!(zipped.status(), StatusCode::OK, "{path}");
        assert_eq!(zipped.headers()["content-encoding"], "gzip", "{path}");
        assert!(zipped.headers()["content-type"].to_str().unwrap().starts_with(kind), "{path}");
        let packed = zipped.bytes().await.unwrap();
        let mut text = String::new();
        flate2::read::GzDecoder::new(&packed[..]).read_to_string(&mut text).unwrap();
        assert!(packed.len() * 4 < text.len(), "{path}: {} of {}", packed.len(), text.len());

        let plain = app.client.get(app.url(path)).send().await.unwrap();
        assert!(!plain.headers().contains_key("content-encoding"), "{path}");
        assert_eq!(plain.text().await.unwrap(), text, "{path}");
    }
}

#[tokio::test]
async fn unknown_api_paths_and_methods_get_json_errors() {
    let app = sqlite_app(Options::PLAIN).await;
    let missing = app.get("/api/nie-ma-takiego", None).await;
    assert_eq!(
        (missing.status, missing.body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    let wrong_method = app.get("/api/login", None).await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(wrong_method.body["code"], "method_not_allowed");
}

#[tokio::test]
async fn an_oversized_body_is_refused_with_413() {
    let app = sqlite_app(Options::PLAIN).await;
    let huge = format!("{{\"email\":\"{}\",\"password\":\"x\"}}", "a".repeat(2 * 1024 * 1024));
    let response = app
        .client
        .post(app.url("/api/register"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn without_a_built_site_the_root_explains_how_to_build_it() {
    let app = sqlite_app(Options::PLAIN).await;
    let page =
        app.client.get(app.url("/home/profile/1")).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("make build"), "{page}");
}

#[tokio::test]
async fn a_built_site_is_served_with_fallback_to_its_index() {
    let app = sqlite_app(Options::PLAIN).await;
    std::fs::create_dir_all(&app.config.web_dir).unwrap();
    std::fs::write(app.config.web_dir.join("index.html"), "<div id=root>gracz</div>").unwrap();
    std::fs::create_dir_all(&app.config.admin_dir).unwrap();
    std::fs::write(app.config.admin_dir.join("index.html"), "<div id=root>panel</div>").unwrap();
    // The site is picked up when the app is built, so build a second one over the same folders.
    let services = mrok_app::services::Services::build(&app.config).await.unwrap();
    let endpoint = mrok_app::http::app(&services, &app.config);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let limits = app.config.connection_limits();
    tokio::spawn(mrok_app::server::serve(listener, endpoint, limits, std::future::pending()));

    let get = |path: &'static str| {
        let client = app.client.clone();
        let base = base.clone();
        async move { client.get(format!("{base}{path}")).send().await.unwrap().text().await.unwrap() }
    };
    assert!(get("/").await.contains("gracz"));
    assert!(get("/home/generalSessions/5").await.contains("gracz"), "SPA fallback");
    assert!(get("/admin/").await.contains("panel"));
    assert!(get("/admin/users/3").await.contains("panel"));
}

#[tokio::test]
async fn robots_txt_lets_crawlers_read_the_landing_pages_only() {
    let app = sqlite_app(Options::PLAIN).await;
    let response = app.client.get(app.url("/robots.txt")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/plain"));
    let robots = response.text().await.unwrap();
    let rules: Vec<&str> = robots.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rules[0], "User-agent: *");
    for public in ["/login", "/register", "/regulamin"] {
        assert!(rules.contains(&format!("Allow: {public}").as_str()), "{robots}");
    }
    assert_eq!(rules.last(), Some(&"Disallow: /"), "{robots}");
    assert!(!robots.contains("<"), "an HTML page, not a robots file: {robots}");
}

#[tokio::test]
async fn the_site_call_tells_the_contact_address() {
    let app = sqlite_app(Options::PLAIN).await;
    let site = app.get("/api/site", None).await;
    assert_eq!(site.body["adminEmail"], "straznik@mrok.test");
}

/// Serves a built site from `web_dir` on a fresh listener (the site is picked up when the app is
/// built) and answers its base URL.
async fn serve_built_site(app: &crate::support::TestApp) -> String {
    let services = mrok_app::services::Services::build(&app.config).await.unwrap();
    let endpoint = mrok_app::http::app(&services, &app.config);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let limits = app.config.connection_limits();
    tokio::spawn(mrok_app::server::serve(listener, endpoint, limits, std::future::pending()));
    base
}

#[tokio::test]
async fn the_site_is_sent_precompressed_and_hashed_assets_are_cached_for_good() {
    let app = sqlite_app(Options::PLAIN).await;
    let web = &app.config.web_dir;
    std::fs::create_dir_all(web.join("assets")).unwrap();
    let files: [(&str, &[u8]); 6] = [
        ("index.html", b"<div id=root>gracz</div>"),
        ("index.html.br", b"BR-INDEX"),
        ("index.html.gz", b"GZ-INDEX"),
        ("assets/index-1a2b.js", b"console.log('mrok')"),
        ("assets/index-1a2b.js.br", b"BR-JS"),
        ("assets/index-1a2b.js.gz", b"GZ-JS"),
    ];
    for (name, bytes) in files {
        std::fs::write(web.join(name), bytes).unwrap();
    }
    std::fs::write(web.join("assets/font-3c4d.woff2"), b"font").unwrap();
    let base = serve_built_site(&app).await;
    let get = |path: &'static str, accept: &'static str| {
        let client = app.client.clone();
        let url = format!("{base}{path}");
        async move {
            let response = client.get(url).header("accept-encoding", accept).send().await.unwrap();
            let header = |name: &str| {
                response
                    .headers()
                    .get(name)
                    .map(|v| v.to_str().unwrap().to_owned())
                    .unwrap_or_default()
            };
            let seen = (
                response.status(),
                header("content-encoding"),
                header("content-type"),
                header("cache-control"),
                header("vary"),
            );
            (seen, response.bytes().await.unwrap())
        }
    };
    let immutable = "public, max-age=31536000, immutable";

    let ((status, encoding, kind, cache, vary), body) =
        get("/assets/index-1a2b.js", "gzip, deflate, br, zstd").await;
    assert_eq!((status, encoding.as_str(), &body[..]), (StatusCode::OK, "br", &b"BR-JS"[..]));
    assert!(kind.starts_with("text/javascript"), "{kind}");
    assert_eq!((cache.as_str(), vary.as_str()), (immutable, "Accept-Encoding"));

    let ((_, encoding, kind, _, _), body) = get("/assets/index-1a2b.js", "gzip").await;
    assert_eq!((encoding.as_str(), &body[..]), ("gzip", &b"GZ-JS"[..]));
    assert!(kind.starts_with("text/javascript"), "{kind}");

    let ((_, encoding, _, cache, _), body) = get("/assets/index-1a2b.js", "identity").await;
    assert_eq!((encoding.as_str(), cache.as_str()), ("", immutable));
    assert_eq!(&body[..], b"console.log('mrok')");
    let ((_, encoding, _, _, _), _) = get("/assets/index-1a2b.js", "br;q=0, gzip").await;
    assert_eq!(encoding, "gzip", "a refused coding is never sent");

    let ((_, encoding, _, cache, _), _) = get("/assets/font-3c4d.woff2", "br").await;
    assert_eq!((encoding.as_str(), cache.as_str()), ("", immutable), "fonts are sent as they are");

    for path in ["/", "/home/generalSessions/5"] {
        let ((status, encoding, kind, cache, vary), body) = get(path, "br").await;
        assert_eq!(
            (status, encoding.as_str(), &body[..]),
            (StatusCode::OK, "br", &b"BR-INDEX"[..])
        );
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert_eq!((cache.as_str(), vary.as_str()), ("no-cache", "Accept-Encoding"), "{path}");
    }

    let ((status, _, _, cache, _), _) = get("/assets/index-0000.js", "br").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a missing asset is not the index");
    assert_ne!(cache, immutable);
}
