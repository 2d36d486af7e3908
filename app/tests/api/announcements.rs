//! Global announcements through the API on both databases: admins send them, every account
//! existing then gets each once until it closes it, later accounts never get old ones, and the
//! back office sees who read what.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, apps};

#[tokio::test]
async fn each_player_gets_an_announcement_until_closing_it_and_later_players_never() {
    for app in apps(Options::PLAIN).await {
        let (morwena, _) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;

        let body = json!({"title": " Mróz ", "content": "Bramy zamknięte.\nNie wychodźcie nocą."});
        let sent = app.post("/api/admin/sendGlobalMessage", body, Some(&admin)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
        let id = sent.body["id"].as_i64().unwrap();
        let second = app
            .post(
                "/api/admin/sendGlobalMessage",
                json!({"title": "Odwilż", "content": "Już ciepło."}),
                Some(&admin),
            )
            .await;
        let second_id = second.body["id"].as_i64().unwrap();

        let unread = app.get("/api/global-notifications/unread", Some(&morwena)).await;
        assert_eq!(unread.status, StatusCode::OK);
        let messages = unread.body["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 2);
        assert_eq!(
            (messages[0]["title"].as_str(), messages[0]["content"].as_str()),
            (Some("Mróz"), Some("Bramy zamknięte.\nNie wychodźcie nocą."))
        );

        // Closed once, never shown again; closing again is harmless.
        for _ in 0..2 {
            let closed = app
                .post(
                    &format!("/api/global-notifications/mark-read/{id}"),
                    json!({}),
                    Some(&morwena),
                )
                .await;
            assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
        }
        let left = app.get("/api/global-notifications/unread", Some(&morwena)).await.body;
        assert_eq!(left["messages"].as_array().unwrap().len(), 1);
        assert_eq!(left["messages"][0]["id"].as_i64(), Some(second_id));

        // A player who registers later does not get old announcements, nor can close them.
        let (late, _) =
            app.player_with_character("spozniony@mrok.test", "Spóźniony", "Człowiek").await;
        let none = app.get("/api/global-notifications/unread", Some(&late)).await.body;
        assert!(none["messages"].as_array().unwrap().is_empty());
        let foreign = app
            .post(&format!("/api/global-notifications/mark-read/{id}"), json!({}), Some(&late))
            .await;
        assert_eq!(foreign.status, StatusCode::NOT_FOUND);
        let unknown =
            app.post("/api/global-notifications/mark-read/99999", json!({}), Some(&morwena)).await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND);

        // The back office: reach and readers.
        let list = app.get("/api/admin/globalMessages?_start=0&_end=10", Some(&admin)).await;
        assert_eq!(list.status, StatusCode::OK, "{}", list.body);
        assert_eq!(list.body["total"], 2);
        let first = &list.body["data"][1];
        assert_eq!(
            (first["title"].as_str(), first["recipients"].as_u64(), first["reads"].as_u64()),
            (Some("Mróz"), Some(2), Some(1))
        );
        assert_eq!(first["authorEmail"], "krolowa@mrok.test");
        let readers =
            app.get(&format!("/api/admin/globalMessages/{id}/readers"), Some(&admin)).await.body;
        assert_eq!(readers["total"], 1);
        assert_eq!(
            (readers["data"][0]["email"].as_str(), readers["data"][0]["characterName"].as_str()),
            (Some("morwena@mrok.test"), Some("Morwena"))
        );
    }
}

#[tokio::test]
async fn only_admins_send_and_with_a_title_and_content() {
    for app in apps(Options::PLAIN).await {
        let (morwena, _) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let gm = app.staff("mistrz@mrok.test", "Mistrz", "Człowiek", "mistrz_gry").await;
        for token in [&morwena, &gm] {
            let refused = app
                .post(
                    "/api/admin/sendGlobalMessage",
                    json!({"title": "x", "content": "y"}),
                    Some(token),
                )
                .await;
            assert_eq!(refused.status, StatusCode::FORBIDDEN);
            assert_eq!(
                app.get("/api/admin/globalMessages", Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
        }
        app.cli_ok(&["user", "role", "mistrz@mrok.test", "admin"]);
        let admin = app.login("mistrz@mrok.test", PASSWORD).await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let empty = app
            .post(
                "/api/admin/sendGlobalMessage",
                json!({"title": " ", "content": "y"}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (empty.status, empty.body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some("Tytuł i treść wiadomości nie mogą być puste"))
        );
        let long = app
            .post(
                "/api/admin/sendGlobalMessage",
                json!({"title": "x", "content": "y".repeat(5001)}),
                Some(&admin),
            )
            .await;
        assert_eq!(long.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            app.get("/api/admin/globalMessages/999", Some(&admin)).await.status,
            StatusCode::NOT_FOUND
        );
    }
}
