//! The log of the real binary: one request followed through its layers with `RUST_LOG`, and no
//! secret in it even at the most verbose level.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{PASSWORD, TestApp, test_config};

/// `mrok serve` in a process of its own, logging everything to a file.
struct Server {
    child: Child,
    log: std::path::PathBuf,
    app: TestApp,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn serve_with_full_log() -> Server {
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = data.path().join("mrok.log");
    let child = Command::new(env!("CARGO_BIN_EXE_mrok"))
        .arg("serve")
        .env("MROK_DATA_DIR", data.path())
        .env("MROK_BIND", format!("127.0.0.1:{port}"))
        .env("MROK_RATE_LIMITS", "off")
        .env("MROK_PUBLIC_URL", "http://mrok.test")
        .env("NO_COLOR", "1")
        .env("RUST_LOG", "trace,sqlx=warn,hyper=warn,h2=warn,reqwest=warn")
        .env_remove("MROK_DATABASE_URL")
        .env_remove("MROK_SMTP_URL")
        .env_remove("MROK_JWT_SECRET")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let config = test_config(data.path(), None, crate::support::Options::PLAIN);
    let app = TestApp::attached(format!("http://127.0.0.1:{port}"), config, data);
    let server = Server { child, log, app };
    for _ in 0..200 {
        if server.app.client.get(server.app.url("/api/site")).send().await.is_ok() {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("mrok serve did not start:\n{}", read_log(&server));
}

/// The log without colour codes.
fn read_log(server: &Server) -> String {
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
