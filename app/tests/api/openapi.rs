use std::path::Path;

use crate::support::{Options, sqlite_app};

#[tokio::test]
async fn the_committed_openapi_json_is_current() {
    let document = mrok_app::cli::openapi_document().await.unwrap();
    let committed_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi.json");
    let committed = std::fs::read_to_string(&committed_path).unwrap_or_default();
    assert!(
        committed.trim() == document.trim(),
        "openapi.json is stale: run `make openapi` (and `make sdk`) and commit the result"
    );
}

#[tokio::test]
async fn the_server_publishes_its_openapi_document() {
    let app = sqlite_app(Options::PLAIN).await;
    let spec = app.get("/api/openapi.json", None).await.body;
    assert_eq!(spec["servers"][0]["url"], "/api");
    for path in [
        "/register",
        "/activate/{token}",
        "/login",
        "/forgot-password",
        "/newpassword/{token}",
        "/reset-password",
        "/checkCharacter",
        "/createCharacter",
        "/check-prison-status",
        "/admin/check-resident-message",
    ] {
        assert!(spec["paths"][path].is_object(), "{path} missing");
    }
    let operations: Vec<&str> = spec["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|ops| ops.as_object().unwrap().values())
        .map(|op| op["operationId"].as_str().unwrap())
        .collect();
    assert!(operations.contains(&"login") && operations.contains(&"createCharacter"));
}

/// A client generated from the document fills each `{name}` of a path from the parameter of that
/// name: a placeholder without its parameter would be sent as it is (a 400 for every caller).
#[tokio::test]
async fn every_path_placeholder_is_a_declared_path_parameter() {
    let document: serde_json::Value =
        serde_json::from_str(&mrok_app::cli::openapi_document().await.unwrap()).unwrap();
    for (path, operations) in document["paths"].as_object().unwrap() {
        let placeholders: Vec<&str> = path
            .split('/')
            .filter_map(|part| part.strip_prefix('{').and_then(|p| p.strip_suffix('}')))
            .collect();
        for (method, operation) in operations.as_object().unwrap() {
            let declared: Vec<&str> = operation["parameters"]
                .as_array()
                .map(|params| {
                    params
                        .iter()
                        .filter(|p| p["in"] == "path")
                        .map(|p| p["name"].as_str().unwrap())
                        .collect()
                })
                .unwrap_or_default();
            let mut wanted = placeholders.clone();
            let mut have = declared.clone();
            wanted.sort_unstable();
            have.sort_unstable();
            assert_eq!(wanted, have, "{method} {path}: placeholders and path parameters differ");
        }
    }
}
