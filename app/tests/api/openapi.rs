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
