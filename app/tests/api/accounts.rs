use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, apps};

#[tokio::test]
async fn a_newcomer_registers_activates_logs_in_and_creates_a_character() {
    for app in apps(Options::PLAIN).await {
        let registered = app.register("Nowy@Mrok.test", PASSWORD).await;
        assert_eq!(registered.status, StatusCode::CREATED, "{}", app.backend);
        assert!(registered.message().contains("aktywuj konto"));

        let mails = app.wait_for_mails("nowy@mrok.test", 1).await;
        assert_eq!(mails[0].0, "Mrok — aktywuj swoje konto");
        let early = app.login("nowy@mrok.test", PASSWORD).await;
        assert_eq!(early.status, StatusCode::FORBIDDEN);
        assert_eq!(early.body["code"], "account_not_activated");
        assert!(early.message().starts_with("Konto nie zostało jeszcze aktywowane"));

        let token = app.link_token("nowy@mrok.test", "activate", 1).await;
        let activated = app.get(&format!("/api/activate/{token}"), None).await;
        assert_eq!(activated.status, StatusCode::OK);
        assert_eq!(activated.message(), "Konto zostało aktywowane! Możesz się teraz zalogować.");
        // Clicked again, the link says the account is active and only a login is left to do.
        let again = app.get(&format!("/api/activate/{token}"), None).await;
        assert_eq!(again.status, StatusCode::CONFLICT);
        assert_eq!(again.body["code"], "account_already_active");
        assert_eq!(again.message(), "To konto jest już aktywne. Możesz się zalogować.");

        let login = app.login("nowy@mrok.test", PASSWORD).await;
        assert_eq!(login.status, StatusCode::OK);
        assert_eq!(login.body["userRole"], "mieszkaniec");
        assert!(login.body["userId"].as_i64().unwrap() > 0);
        assert!(login.body["race"].is_null(), "no character yet");
        let bearer = login.body["token"].as_str().unwrap();

        let check = app.get("/api/checkCharacter", Some(bearer)).await;
        assert_eq!(check.body["hasCharacter"], false);
        let created = app
            .post(
                "/api/createCharacter",
                json!({"user": "  Morwena  ", "gender": "Kobieta", "race": "Wilkołak"}),
                Some(bearer),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        assert_eq!(created.message(), "Przeklęta istota została wskrzeszona!");
        let check = app.get("/api/checkCharacter", Some(bearer)).await;
        assert_eq!(check.body["hasCharacter"], true);
        assert_eq!(check.body["user"], "Morwena");

        let relogin = app.login("NOWY@mrok.test", PASSWORD).await;
        assert_eq!(relogin.body["race"], "Wilkołak");
    }
}

const POPULAR: &str = "Hasło jest zbyt popularne — wybierz inne.";

#[tokio::test]
async fn registration_refuses_bad_input_with_polish_messages() {
    for app in apps(Options::PLAIN).await {
        let cases = [
            (json!({"email": "", "password": PASSWORD}), "Proszę wypełnić wszystkie pola"),
            (json!({"email": "a@mrok.test"}), "Proszę wypełnić wszystkie pola"),
            (json!({}), "Proszę wypełnić wszystkie pola"),
            (
                json!({"email": "nie-adres", "password": PASSWORD}),
                "Proszę wprowadzić prawidłowy adres e-mail",
            ),
            (
                json!({"email": "a@mrok.test", "password": "haslo"}),
                "Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi",
            ),
            // The spec's formula gives these 50 or more; the strength estimator refuses them.
            (json!({"email": "a@mrok.test", "password": "12345678"}), POPULAR),
            (json!({"email": "a@mrok.test", "password": "qwerty123"}), POPULAR),
            (json!({"email": "a@mrok.test", "password": "password"}), POPULAR),
            (json!({"email": "a@mrok.test", "password": "Password1"}), POPULAR),
        ];
        for (body, message) in cases {
            let answer = app.post("/api/register", body.clone(), None).await;
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(answer.message(), message, "{body}");
        }
        assert!(app.mails_to("a@mrok.test").is_empty());
    }
}

#[tokio::test]
async fn malformed_or_mistyped_json_gets_a_polish_400_never_a_500() {
    let app = crate::support::sqlite_app(Options::PLAIN).await;
    for raw in ["{\"email\": ", "[1,2]", "{\"email\": [\"a\"], \"password\": {}}", "nie json"] {
        let answer = app.post_raw("/api/register", raw).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{raw}");
        assert_eq!(answer.body["code"], "bad_request", "{raw}");
        assert!(answer.message().starts_with("Nieprawidłowe dane w żądaniu"), "{raw}");
    }
}

#[tokio::test]
async fn registering_a_known_address_answers_alike_and_changes_nothing() {
    for app in apps(Options::PLAIN).await {
        app.activated_player("stary@mrok.test").await;
        let first = app.register("nieznany@mrok.test", PASSWORD).await;
        let second = app.register("stary@mrok.test", "InneHaslo99").await;
        assert_eq!((first.status, &first.body), (second.status, &second.body), "{}", app.backend);

        assert_eq!(app.login("stary@mrok.test", PASSWORD).await.status, StatusCode::OK);
        assert_eq!(
            app.login("stary@mrok.test", "InneHaslo99").await.status,
            StatusCode::UNAUTHORIZED
        );
        let mails = app.wait_for_mails("stary@mrok.test", 2).await;
        assert_eq!(mails[1].0, "Mrok — Twoje konto już istnieje");
    }
}

#[tokio::test]
async fn an_inactive_account_registered_again_gets_a_fresh_link_and_keeps_its_password() {
    let app = crate::support::sqlite_app(Options::PLAIN).await;
    app.register("spioch@mrok.test", PASSWORD).await;
    app.register("spioch@mrok.test", "Zupelnie1Inne").await;
    let second_link = app.link_token("spioch@mrok.test", "activate", 2).await;
    assert_eq!(app.get(&format!("/api/activate/{second_link}"), None).await.status, StatusCode::OK);
    assert_eq!(app.login("spioch@mrok.test", PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn login_refuses_wrong_credentials_alike() {
    for app in apps(Options::PLAIN).await {
        app.activated_player("gracz@mrok.test").await;
        let wrong_password = app.login("gracz@mrok.test", "Zle123456").await;
        let unknown = app.login("nikt@mrok.test", PASSWORD).await;
        assert_eq!(wrong_password.status, StatusCode::UNAUTHORIZED);
        assert_eq!(wrong_password.body, unknown.body);
        assert_eq!(unknown.message(), "Nieprawidłowy e-mail lub hasło");
        let empty = app.login("", "").await;
        assert_eq!(
            (empty.status, empty.message()),
            (StatusCode::BAD_REQUEST, "Proszę wypełnić wszystkie pola")
        );
    }
}

#[tokio::test]
async fn unknown_activation_links_are_refused() {
    let app = crate::support::sqlite_app(Options::PLAIN).await;
    let answer = app.get("/api/activate/zmyslony-token", None).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.body["code"], "invalid_activation_token");
}

#[tokio::test]
async fn a_forgotten_password_is_reset_through_the_mailed_link() {
    for app in apps(Options::PLAIN).await {
        let old_session = app.activated_player("zapominalski@mrok.test").await;

        let known = app.forgot_password("zapominalski@mrok.test").await;
        let unknown = app.forgot_password("nikogo-tu-nie-ma@mrok.test").await;
        assert_eq!(known.status, StatusCode::OK);
        assert_eq!((known.status, &known.body), (unknown.status, &unknown.body), "no enumeration");

        let token = app.link_token("zapominalski@mrok.test", "newpassword", 2).await;
        let check = app.get(&format!("/api/newpassword/{token}"), None).await;
        assert_eq!(check.body["email"], "zapominalski@mrok.test", "{}", app.backend);

        let weak = app
            .post(
                "/api/reset-password",
                json!({"email": "zapominalski@mrok.test", "token": token, "password": "Ab1"}),
                None,
            )
            .await;
        assert_eq!(weak.message(), "Hasło musi mieć co najmniej 6 znaków.");
        let popular = app
            .post(
                "/api/reset-password",
                json!({"email": "zapominalski@mrok.test", "token": token, "password": "Abcdefg1"}),
                None,
            )
            .await;
        assert_eq!((popular.status, popular.message()), (StatusCode::BAD_REQUEST, POPULAR));
        assert_eq!(popular.body["code"], "popular_password");
        let reset = app
            .post(
                "/api/reset-password",
                json!({"email": "zapominalski@mrok.test", "token": token, "password": "NoweHaslo7"}),
                None,
            )
            .await;
        assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);

        assert_eq!(
            app.login("zapominalski@mrok.test", PASSWORD).await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(app.login("zapominalski@mrok.test", "NoweHaslo7").await.status, StatusCode::OK);
        let stale = app.get("/api/checkCharacter", Some(&old_session)).await;
        assert_eq!(stale.status, StatusCode::UNAUTHORIZED, "a reset ends every earlier login");

        let reused = app.get(&format!("/api/newpassword/{token}"), None).await;
        assert_eq!(reused.status, StatusCode::BAD_REQUEST);
        assert_eq!(reused.message(), "Token jest nieprawidłowy lub wygasł.");
        assert!(app.mails_to("nikogo-tu-nie-ma@mrok.test").is_empty());
    }
}

#[tokio::test]
async fn a_reset_voids_every_link_issued_before_it() {
    for app in apps(Options::PLAIN).await {
        app.activated_player("dwa@mrok.test").await;
        app.forgot_password("dwa@mrok.test").await;
        app.forgot_password("dwa@mrok.test").await;
        let first = app.link_token("dwa@mrok.test", "newpassword", 2).await;
        let second = app.link_token("dwa@mrok.test", "newpassword", 3).await;
        let body = |token: &str| json!({"email": "dwa@mrok.test", "token": token, "password": "Drugie123"});
        assert_eq!(
            app.post("/api/reset-password", body(&second), None).await.status,
            StatusCode::OK
        );
        let late = app.post("/api/reset-password", body(&first), None).await;
        assert_eq!(late.status, StatusCode::BAD_REQUEST, "{}", app.backend);
        assert_eq!(late.body["code"], "invalid_reset_token");
    }
}

#[tokio::test]
async fn a_reset_link_works_only_with_its_own_address() {
    let app = crate::support::sqlite_app(Options::PLAIN).await;
    app.activated_player("wlasciciel@mrok.test").await;
    app.activated_player("intruz@mrok.test").await;
    app.forgot_password("wlasciciel@mrok.test").await;
    let token = app.link_token("wlasciciel@mrok.test", "newpassword", 2).await;
    let answer = app
        .post(
            "/api/reset-password",
            json!({"email": "intruz@mrok.test", "token": token, "password": "Przejete1"}),
            None,
        )
        .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.login("intruz@mrok.test", PASSWORD).await.status, StatusCode::OK);
    assert_eq!(app.login("wlasciciel@mrok.test", PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn forgot_password_checks_the_address_format() {
    let app = crate::support::sqlite_app(Options::PLAIN).await;
    let empty = app.forgot_password("  ").await;
    assert_eq!(
        (empty.status, empty.message()),
        (StatusCode::BAD_REQUEST, "Proszę wprowadzić adres e-mail")
    );
    let bad = app.forgot_password("bez-malpy").await;
    assert_eq!(bad.message(), "Proszę wprowadzić prawidłowy adres e-mail");
}
