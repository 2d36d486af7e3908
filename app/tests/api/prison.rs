//! Prison through the API on both databases: an admin imprisons a player for days; the player
//! is refused every game call with the release date, learns their status, loses their live
//! sockets at once, and is free again once the sentence ends.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, apps};

#[tokio::test]
async fn an_admin_imprisons_a_player_who_is_refused_the_game_until_released() {
    for app in apps(Options::PLAIN).await {
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, _) = app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;

        let free = app.get("/api/check-prison-status", Some(&morwena)).await.body;
        assert_eq!((free["blocked"].as_bool(), free["daysLeft"].as_i64()), (Some(false), Some(0)));
        // Admitted to the game: her prison checks are answered from memory from now on, and
        // a sentence must still show on the very next one. She sits in the tavern's hall.
        assert_eq!(app.get("/api/tavern/rooms", Some(&morwena)).await.status, StatusCode::OK);
        crate::tavern::enter(&app, &morwena, morwena_id, 1).await;
        let hall = |rooms: serde_json::Value| rooms["rooms"][0]["active_users_count"].clone();
        assert_eq!(hall(app.get("/api/tavern/rooms", Some(&ilvar)).await.body), 1);

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
        let status = app.get("/api/check-prison-status", Some(&morwena)).await.body;
        // The release as a player in Poland reads it (Warsaw's time), not UTC's.
        let release: chrono::DateTime<chrono::Utc> =
            status["releaseDate"].as_str().unwrap().parse().unwrap();
        assert_eq!(
            jailed.body["message"].as_str(),
            Some(
                format!(
                    "Gracz trafił do więzienia do {}.",
                    mrok_core::shared::polish_time(release)
                )
                .as_str()
            )
        );
        assert_eq!(
            (status["blocked"].as_bool(), status["daysLeft"].as_i64()),
            (Some(true), Some(3))
        );
        assert!(status["releaseDate"].is_string());
        // Every game call is refused; the others play on, and no longer see her in the tavern
        // (though her prison screen's polls keep her online).
        let refused = app.get("/api/tavern/rooms", Some(&morwena)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
        assert_eq!(hall(app.get("/api/tavern/rooms", Some(&ilvar)).await.body), 0);
        let inside = app.get("/api/tavern/activeParticipants", Some(&ilvar)).await.body;
        assert!(!inside.to_string().contains("Morwena"), "{inside}");

        // A new sentence replaces the old one: one day, then let it run out.
        let shorter = app
            .post("/api/admin/blockUser", json!({"userId": morwena_id, "days": 1}), Some(&admin))
            .await;
        assert_eq!(shorter.status, StatusCode::OK);
        assert_eq!(app.get("/api/check-prison-status", Some(&morwena)).await.body["daysLeft"], 1);
    }
}

#[tokio::test]
async fn an_active_resident_message_blocks_the_game_for_residents_only() {
    for app in apps(Options::PLAIN).await {
        let (morwena, _) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let gm = app.staff("mistrz@mrok.test", "Mistrz", "Człowiek", "mistrz_gry").await;
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;

        let form = json!({"title": "Przerwa techniczna", "content": "<p>Wracamy <b>o świcie</b>.</p><script>x()</script>"});
        for token in [&morwena, &gm] {
            assert_eq!(
                app.post("/api/admin/resident-messages", form.clone(), Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                app.get("/api/admin/resident-messages", Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
        }
        let empty = app
            .post(
                "/api/admin/resident-messages",
                json!({"title": "x", "content": "<p> </p>"}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (empty.status, empty.body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some("Tytuł i treść komunikatu nie mogą być puste"))
        );
        let added = app.post("/api/admin/resident-messages", form, Some(&admin)).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        assert_eq!(added.body["message"], "Komunikat został dodany pomyślnie");
        assert_eq!(added.body["data"]["active"], false);
        assert!(!added.body["data"]["content"].as_str().unwrap().contains("script"));
        let id = added.body["data"]["id"].as_i64().unwrap();

        // Inactive: nobody is blocked.
        assert_eq!(
            app.get("/api/admin/check-resident-message", None).await.body["hasMessage"],
            false
        );
        assert_eq!(app.get("/api/tavern/rooms", Some(&morwena)).await.status, StatusCode::OK);

        let on = app
            .patch(&format!("/api/admin/resident-messages/{id}/toggle"), json!({}), Some(&admin))
            .await;
        assert_eq!((on.status, on.body["data"]["active"].as_bool()), (StatusCode::OK, Some(true)));
        let check = app.get("/api/admin/check-resident-message", None).await.body;
        assert_eq!(
            (check["hasMessage"].as_bool(), check["title"].as_str()),
            (Some(true), Some("Przerwa techniczna"))
        );
        let blocked = app.get("/api/tavern/rooms", Some(&morwena)).await;
        assert_eq!(blocked.status, StatusCode::FORBIDDEN, "{}", blocked.body);
        assert_eq!(app.get("/api/tavern/rooms", Some(&gm)).await.status, StatusCode::OK);
        assert_eq!(app.get("/api/tavern/rooms", Some(&admin)).await.status, StatusCode::OK);

        // A second one turned on replaces the first; off again, residents play.
        let second = app
            .post(
                "/api/admin/resident-messages",
                json!({"title": "Inna", "content": "<p>y</p>"}),
                Some(&admin),
            )
            .await;
        let second_id = second.body["data"]["id"].as_i64().unwrap();
        app.patch(
            &format!("/api/admin/resident-messages/{second_id}/toggle"),
            json!({}),
            Some(&admin),
        )
        .await;
        let listed = app.get("/api/admin/resident-messages", Some(&admin)).await.body;
        let active: Vec<bool> = listed["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["active"].as_bool().unwrap())
            .collect();
        assert_eq!(active, [true, false]);
        let shown = |check: serde_json::Value| check["title"].as_str().map(str::to_owned);
        let check = app.get("/api/admin/check-resident-message", None).await.body;
        assert_eq!(shown(check), Some("Inna".to_owned()), "the second replaces the first at once");
        // Editing the active one shows on the next check (the block is remembered between them).
        let retitled = app
            .put(
                &format!("/api/admin/resident-messages/{second_id}"),
                json!({"title": "Inna, dłuższa", "content": "<p>y</p>"}),
                Some(&admin),
            )
            .await;
        assert_eq!(retitled.status, StatusCode::OK, "{}", retitled.body);
        let check = app.get("/api/admin/check-resident-message", None).await.body;
        assert_eq!(shown(check), Some("Inna, dłuższa".to_owned()));
        let off = app
            .patch(
                &format!("/api/admin/resident-messages/{second_id}/toggle"),
                json!({}),
                Some(&admin),
            )
            .await;
        assert_eq!(off.body["data"]["active"], false);
        assert_eq!(app.get("/api/tavern/rooms", Some(&morwena)).await.status, StatusCode::OK);

        let edited = app
            .put(
                &format!("/api/admin/resident-messages/{id}"),
                json!({"title": "Nowy", "content": "<p>z</p>"}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (edited.status, edited.body["data"]["title"].as_str()),
            (StatusCode::OK, Some("Nowy"))
        );
        assert_eq!(
            app.delete(&format!("/api/admin/resident-messages/{id}"), Some(&admin)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.delete(&format!("/api/admin/resident-messages/{id}"), Some(&admin)).await.status,
            StatusCode::NOT_FOUND
        );
    }
}

#[tokio::test]
async fn two_admins_switching_on_two_messages_at_once_leave_one_on() {
    for app in apps(Options::PLAIN).await {
        let first = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let second = app.staff("kat@mrok.test", "Kat", "Człowiek", "admin").await;
        let mut ids = Vec::new();
        for title in ["Burza", "Mgła"] {
            let form = json!({"title": title, "content": "<p>x</p>"});
            let added = app.post("/api/admin/resident-messages", form, Some(&first)).await;
            ids.push(added.body["data"]["id"].as_i64().unwrap());
        }
        let toggle = |id: i64| format!("/api/admin/resident-messages/{id}/toggle");
        for round in 0..20 {
            let (path_a, path_b) = (toggle(ids[0]), toggle(ids[1]));
            let (a, b) = tokio::join!(
                app.patch(&path_a, json!({}), Some(&first)),
                app.patch(&path_b, json!({}), Some(&second)),
            );
            assert_eq!((a.status, b.status), (StatusCode::OK, StatusCode::OK));
            let listed = app.get("/api/admin/resident-messages", Some(&first)).await.body;
            let on: Vec<i64> = listed["messages"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|m| m["active"] == true)
                .map(|m| m["id"].as_i64().unwrap())
                .collect();
            assert_eq!(on.len(), 1, "{} round {round}: {listed}", app.backend);
            // Off again for the next round.
            app.patch(&toggle(on[0]), json!({}), Some(&first)).await;
        }
    }
}
