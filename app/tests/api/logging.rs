//! The log of the real binary: one request followed through its layers with `RUST_LOG`, and no
//! secret in it even at the most verbose level.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{PASSWORD, Served, serve_process};

async fn serve_with_full_log() -> Served {
    serve_process(None, "trace,sqlx=warn,hyper=warn,h2=warn,reqwest=warn").await
}

/// The log without colour codes.
fn read_log(server: &Served) -> String {
    std::fs::read_to_string(&server.log).unwrap()
}

#[tokio::test]
async fn a_request_is_followed_through_its_layers_and_no_secret_reaches_the_log() {
    let server = serve_with_full_log().await;
    let app = &server.app;
    let (token, user_id) = app.player_with_character("tajny@mrok.test", "Morwena", "Wampir").await;
    let profile = app.get(&format!("/api/home/profile/{user_id}"), Some(&token)).await;
    assert_eq!(profile.status, StatusCode::OK);
    let wrong = app
        .post("/api/login", json!({"email": "tajny@mrok.test", "password": "Zle1Haslo"}), None)
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let log = read_log(&server);

    // The request's line names the caller, the operation and the answer …
    let request_line = format!(
        "path=\"/api/home/profile/{user_id}\" user={user_id} operation=\"getProfile\" status=200"
    );
    assert!(log.contains(&request_line), "{log}");
    // … and the adapter's span sits inside the handler's, inside the request's.
    let nested = format!(
        "path=\"/api/home/profile/{user_id}\" user={user_id}}}:getProfile{{id={user_id}}}:SqlCharacters::find_main"
    );
    assert!(log.contains(&nested), "{log}");
    assert!(log.contains("statement sql="), "statements show at trace level");

    for secret in [PASSWORD, "Zle1Haslo", token.as_str()] {
        assert!(!log.contains(secret), "a secret reached the log: {secret}");
    }
    assert!(log.contains("path=\"/api/activate/***\""), "activation tokens are cut out of paths");
}
