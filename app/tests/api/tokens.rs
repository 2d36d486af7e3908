use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{EncodingKey, Header, encode};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{JWT_SECRET, Options, apps, sqlite_app};

pub(crate) fn claims_of(token: &str) -> Value {
    let payload = token.split('.').nth(1).unwrap();
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap()
}

pub(crate) fn sign(claims: &Value, secret: &str) -> String {
    encode(&Header::default(), claims, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
}

#[tokio::test]
async fn the_login_token_carries_user_role_and_version() {
    let app = sqlite_app(Options::PLAIN).await;
    let token = app.activated_player("jwt@mrok.test").await;
    let claims = claims_of(&token);
    assert_eq!(claims["role"], "mieszkaniec");
    assert_eq!(claims["ver"], 0);
    assert!(claims["exp"].as_i64().unwrap() > claims["iat"].as_i64().unwrap());
    assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn tampered_expired_unsigned_and_foreign_tokens_get_401() {
    for app in apps(Options::PLAIN).await {
        let token = app.activated_player("cel@mrok.test").await;
        let mut claims = claims_of(&token);

        let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
        let mut forged = claims.clone();
        forged["role"] = json!("admin");
        parts[1] = URL_SAFE_NO_PAD.encode(forged.to_string());
        let tampered = parts.join(".");

        let unsigned = format!(
            "{}.{}.",
            URL_SAFE_NO_PAD.encode(r#"{"alg":"none","typ":"JWT"}"#),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        let foreign = sign(&claims, "klucz-kogos-innego");
        claims["exp"] = json!(claims["iat"].as_i64().unwrap() - 10);
        let expired = sign(&claims, JWT_SECRET);

        for (name, bad) in [
            ("tampered", &tampered),
            ("alg none", &unsigned),
            ("foreign key", &foreign),
            ("expired", &expired),
            ("garbage", &"abc".to_owned()),
        ] {
            let answer = app.get("/api/checkCharacter", Some(bad)).await;
            assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{name} on {}", app.backend);
            assert_eq!(answer.body["code"], "invalid_token", "{name}");
        }
    }
}

#[tokio::test]
async fn a_validly_signed_token_for_an_older_version_is_refused() {
    let app = sqlite_app(Options::PLAIN).await;
    let token = app.activated_player("wersja@mrok.test").await;
    let mut claims = claims_of(&token);
    claims["ver"] = json!(1);
    let future_version = sign(&claims, JWT_SECRET);
    assert_eq!(
        app.get("/api/checkCharacter", Some(&future_version)).await.status,
        StatusCode::UNAUTHORIZED
    );
    claims["ver"] = json!(0);
    claims["role"] = json!("admin");
    let wrong_role = sign(&claims, JWT_SECRET);
    assert_eq!(
        app.get("/api/checkCharacter", Some(&wrong_role)).await.status,
        StatusCode::UNAUTHORIZED
    );
}
