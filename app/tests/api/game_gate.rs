//! The game gate over HTTP: every game call, found in the published OpenAPI document, refuses an
//! imprisoned player and (for residents) a blocked game, while the account-level calls a blocked
//! player's site still needs keep answering. A new game endpoint that forgets the gate fails here.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use chrono::{DateTime, Duration, Utc};
use mrok_core::access::GameBlocks;
use mrok_core::live::LiveEvent;
use mrok_core::shared::{InfraError, UserId};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::support::{PASSWORD, TestApp, sqlite_app_with_blocks};

/// Prisons and the residents' block, as a test sets them.
#[derive(Default)]
pub struct Blocks {
    pub prisoners: Mutex<HashSet<i64>>,
    pub residents_blocked: AtomicBool,
}

#[async_trait::async_trait]
impl GameBlocks for Blocks {
    async fn prison_release(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, InfraError> {
        let imprisoned = self.prisoners.lock().unwrap().contains(&user.0);
        Ok(imprisoned.then(|| now + Duration::days(3)))
    }

    async fn residents_blocked(&self) -> Result<bool, InfraError> {
        Ok(self.residents_blocked.load(Ordering::SeqCst))
    }
}

/// Calls a blocked player's site makes before it shows the block screen, global announcements
/// (they reach every account, prisoners too) and the back office (moderation, not play): they
/// take the account, not the game's admission.
const ACCOUNT_LEVEL: [&str; 4] =
    ["checkCharacter", "checkPrisonStatus", "unreadGlobalMessages", "markGlobalMessageRead"];

/// Logging out ends the token the walk uses, so it is tried last, on its own.
const LOGOUT: &str = "logout";

/// Every operation that needs a login but logout: (operation id, method, path with ids filled in).
async fn secured_operations(app: &TestApp) -> Vec<(String, Method, String)> {
    let doc = app.get("/api/openapi.json", None).await.body;
    let mut found = Vec::new();
    for (path, methods) in doc["paths"].as_object().unwrap() {
        for (method, operation) in methods.as_object().unwrap() {
            if operation["security"].as_array().is_none_or(Vec::is_empty)
                || operation["operationId"] == LOGOUT
            {
                continue;
            }
            let filled: Vec<String> = path
                .split('/')
                .map(|part| if part.starts_with('{') { "1".to_owned() } else { part.to_owned() })
                .collect();
            found.push((
                operation["operationId"].as_str().unwrap().to_owned(),
                method.to_uppercase().parse().unwrap(),
                format!("/api{}", filled.join("/")),
            ));
        }
    }
    found
}

fn is_game_call(operation: &str) -> bool {
    !ACCOUNT_LEVEL.contains(&operation) && !operation.starts_with("admin")
}

async fn call(app: &TestApp, method: &Method, path: &str, token: &str) -> (StatusCode, Value) {
    let body = (*method != Method::GET && *method != Method::DELETE).then(|| json!({}));
    let answer = app.send(method.clone(), path, body, Some(token)).await;
    (answer.status, answer.body["code"].clone())
}

#[tokio::test]
async fn every_game_call_refuses_a_prisoner_and_a_blocked_resident_but_not_the_start_up_checks() {
    let blocks = Arc::new(Blocks::default());
    let app = sqlite_app_with_blocks(blocks.clone()).await;
    let (player, player_id) = app.player_with_character("w@mrok.test", "Morwena", "Wampir").await;
    app.cli_ok(&[
        "user",
        "create",
        "--email",
        "gm@mrok.test",
        "--password",
        PASSWORD,
        "--role",
        "mistrz_gry",
    ]);
    let master =
        app.login("gm@mrok.test", PASSWORD).await.body["token"].as_str().unwrap().to_owned();
    let operations = secured_operations(&app).await;
    assert!(operations.iter().filter(|(id, ..)| is_game_call(id)).count() > 40, "{operations:?}");

    blocks.prisoners.lock().unwrap().insert(player_id);
    app.announce(LiveEvent::AccessRevoked { user: UserId(player_id) }).await;
    for (operation, method, path) in &operations {
        let (status, code) = call(&app, method, path, &player).await;
        if is_game_call(operation) {
            assert_eq!(
                (status, code.as_str()),
                (StatusCode::FORBIDDEN, Some("imprisoned")),
                "{operation}"
            );
        } else {
            assert_ne!(code.as_str(), Some("imprisoned"), "{operation}");
        }
    }
    let prisoner = app.get("/api/home/profile/1", Some(&player)).await;
    assert_eq!(prisoner.message(), "Siedzisz w więzieniu i musisz odczekać swoją karę...");
    let check = app.get("/api/checkCharacter", Some(&player)).await;
    assert_eq!((check.status, check.body["hasCharacter"].as_bool()), (StatusCode::OK, Some(true)));

    blocks.prisoners.lock().unwrap().clear();
    blocks.residents_blocked.store(true, Ordering::SeqCst);
    app.announce(LiveEvent::GameBlockChanged).await;
    for (operation, method, path) in &operations {
        let (status, code) = call(&app, method, path, &player).await;
        if is_game_call(operation) {
            assert_eq!(
                (status, code.as_str()),
                (StatusCode::FORBIDDEN, Some("game_blocked")),
                "{operation}"
            );
        }
        let (_, code) = call(&app, method, path, &master).await;
        assert_ne!(code.as_str(), Some("game_blocked"), "a game master plays on: {operation}");
    }

    blocks.residents_blocked.store(false, Ordering::SeqCst);
    app.announce(LiveEvent::GameBlockChanged).await;
    let free = app.get(&format!("/api/home/profile/{player_id}"), Some(&player)).await;
    assert_eq!(free.status, StatusCode::OK, "{}", free.body);

    // A prisoner may still log out: it ends the login, it is not play.
    blocks.prisoners.lock().unwrap().insert(player_id);
    app.announce(LiveEvent::AccessRevoked { user: UserId(player_id) }).await;
    let logout = app.post("/api/logout", json!({}), Some(&player)).await;
    assert_eq!((logout.status, logout.message()), (StatusCode::OK, "Wylogowano."));
    let after = app.get("/api/checkCharacter", Some(&player)).await;
    assert_eq!(after.status, StatusCode::UNAUTHORIZED);
}
