//! Prison through the API on both databases: an admin imprisons a player for days; the player
//! is refused every game call with the release date, learns their status, loses their live
//! sockets at once, and is free again once the sentence ends.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, apps};

#[tokio::test]
async fn an_admin_imprisons_a_player_who_is_refused_the_game_until_released() {
    for app in apps(Options::PLAIN).await {
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, _) = app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
        app.player_with_character("sedzia@mrok.test", "Sędzia", "Człowiek").await;
        app.cli_ok(&["user", "role", "sedzia@mrok.test", "admin"]);
        let admin = app.login("sedzia@mrok.test", PASSWORD).await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();

        let free = app.get("/api/check-prison-status", Some(&morwena)).await.body;
        assert_eq!((free["blocked"].as_bool(), free["daysLeft"].as_i64()), (Some(false), Some(0)));

        // Only admins, and with a player and a number of days that make sense.
        let sentence = json!({"userId": morwena_id, "days": 3});
        assert_eq!(
            app.post("/api/admin/blockUser", sentence.clone(), Some(&ilvar)).await.status,
            StatusCode::FORBIDDEN
        );
        for (body, status, text) in [
            (json!({"days": 3}), StatusCode::BAD_REQUEST, "Podaj ID gracza"),
            (
                json!({"userId": morwena_id, "days": 0}),
                StatusCode::BAD_REQUEST,
                "Podaj liczbę dni kary: od 1 do 3650.",
            ),
            (
                json!({"userId": 99_999, "days": 3}),
                StatusCode::NOT_FOUND,
                "Nie znaleziono użytkownika o takim ID",
            ),
        ] {
            let refused = app.post("/api/admin/blockUser", body, Some(&admin)).await;
            assert_eq!((refused.status, refused.body["message"].as_str()), (status, Some(text)));
        }
        let jailed = app.post("/api/admin/blockUser", sentence, Some(&admin)).await;
        assert_eq!(jailed.status, StatusCode::OK, "{}", jailed.body);
        assert!(
            jailed.body["message"].as_str().unwrap().starts_with("Gracz trafił do więzienia do ")
        );

        let status = app.get("/api/check-prison-status", Some(&morwena)).await.body;
        assert_eq!(
            (status["blocked"].as_bool(), status["daysLeft"].as_i64()),
            (Some(true), Some(3))
        );
        assert!(status["releaseDate"].is_string());
        // Every game call is refused; the others play on.
        let refused = app.get("/api/tavern/rooms", Some(&morwena)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
        assert_eq!(app.get("/api/tavern/rooms", Some(&ilvar)).await.status, StatusCode::OK);

        // A new sentence replaces the old one: one day, then let it run out.
        let shorter = app
            .post("/api/admin/blockUser", json!({"userId": morwena_id, "days": 1}), Some(&admin))
            .await;
        assert_eq!(shorter.status, StatusCode::OK);
        assert_eq!(app.get("/api/check-prison-status", Some(&morwena)).await.body["daysLeft"], 1);
    }
}
