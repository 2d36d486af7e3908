//! The back office's list endpoints: admins only, paged, sorted, searched, with totals.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, TestApp, apps};

async fn login(app: &TestApp, email: &str) -> String {
    app.login(email, PASSWORD).await.body["token"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn admins_page_sort_and_search_accounts_and_nobody_else_may() {
    for app in apps(Options::PLAIN).await {
        app.cli_ok(&[
            "user",
            "create",
            "--email",
            "szef@mrok.test",
            "--password",
            PASSWORD,
            "--role",
            "admin",
        ]);
        app.cli_ok(&[
            "user",
            "create",
            "--email",
            "mistrz@mrok.test",
            "--password",
            PASSWORD,
            "--role",
            "mistrz_gry",
        ]);
        for n in 0..5 {
            app.cli_ok(&[
                "user",
                "create",
                "--email",
                &format!("gracz{n}@mrok.test"),
                "--password",
                PASSWORD,
            ]);
        }
        let admin = login(&app, "szef@mrok.test").await;
        let resident = login(&app, "gracz0@mrok.test").await;
        let master = login(&app, "mistrz@mrok.test").await;

        let page =
            app.get("/api/admin/users?_start=0&_end=3&_sort=email&_order=DESC", Some(&admin)).await;
        assert_eq!(page.status, StatusCode::OK, "{}", app.backend);
        assert_eq!(page.body["total"], 7);
        let emails: Vec<&str> = page.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u["email"].as_str().unwrap())
            .collect();
        assert_eq!(emails, vec!["szef@mrok.test", "mistrz@mrok.test", "gracz4@mrok.test"]);

        let next =
            app.get("/api/admin/users?_start=3&_end=6&_sort=email&_order=DESC", Some(&admin)).await;
        assert_eq!(next.body["data"][0]["email"], "gracz3@mrok.test");

        let found = app.get("/api/admin/users?q=GRACZ2", Some(&admin)).await;
        assert_eq!(
            (found.body["total"].as_u64(), found.body["data"][0]["email"].as_str()),
            (Some(1), Some("gracz2@mrok.test"))
        );
        let wildcard = app.get("/api/admin/users?q=%25", Some(&admin)).await;
        assert_eq!(wildcard.body["total"], 0, "a typed % is a percent sign, no wildcard");

        for (token, status) in [
            (Some(resident.as_str()), StatusCode::FORBIDDEN),
            (Some(master.as_str()), StatusCode::FORBIDDEN),
            (None, StatusCode::UNAUTHORIZED),
        ] {
            assert_eq!(app.get("/api/admin/users", token).await.status, status);
            assert_eq!(app.get("/api/admin/characters", token).await.status, status);
        }
    }
}

#[tokio::test]
async fn admins_change_roles_but_not_their_own() {
    for app in apps(Options::PLAIN).await {
        app.cli_ok(&[
            "user",
            "create",
            "--email",
            "szef@mrok.test",
            "--password",
            PASSWORD,
            "--role",
            "admin",
        ]);
        app.cli_ok(&["user", "create", "--email", "gracz@mrok.test", "--password", PASSWORD]);
        let admin = login(&app, "szef@mrok.test").await;
        let player = login(&app, "gracz@mrok.test").await;
        let list = app.get("/api/admin/users?_sort=email", Some(&admin)).await;
        let player_id = list.body["data"][0]["id"].as_i64().unwrap();
        let admin_id = list.body["data"][1]["id"].as_i64().unwrap();

        let changed = app
            .put(
                &format!("/api/admin/users/{player_id}/role"),
                json!({"role": "mistrz_gry"}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (changed.status, changed.body["role"].as_str()),
            (StatusCode::OK, Some("mistrz_gry")),
            "{}",
            app.backend
        );
        assert_eq!(
            app.get("/api/checkCharacter", Some(&player)).await.status,
            StatusCode::UNAUTHORIZED,
            "the player signs in again"
        );
        let unknown = app
            .put(
                &format!("/api/admin/users/{player_id}/role"),
                json!({"role": "cesarz"}),
                Some(&admin),
            )
            .await;
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        let own = app
            .put(
                &format!("/api/admin/users/{admin_id}/role"),
                json!({"role": "mieszkaniec"}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (own.status, own.message()),
            (StatusCode::CONFLICT, "Nie możesz odebrać sobie roli administratora")
        );
        let unknown = app.get("/api/admin/users/99999", Some(&admin)).await;
        assert_eq!(
            (unknown.status, unknown.message()),
            (StatusCode::NOT_FOUND, "Nie znaleziono użytkownika o takim ID")
        );
        let unknown = app
            .put("/api/admin/users/99999/role", json!({"role": "mistrz_gry"}), Some(&admin))
            .await;
        assert_eq!(
            (unknown.status, unknown.message()),
            (StatusCode::NOT_FOUND, "Nie znaleziono użytkownika o takim ID")
        );
    }
}

#[tokio::test]
async fn admins_list_and_approve_main_and_secondary_characters() {
    for app in apps(Options::PLAIN).await {
        app.cli_ok(&[
            "user",
            "create",
            "--email",
            "szef@mrok.test",
            "--password",
            PASSWORD,
            "--role",
            "admin",
        ]);
        app.cli_ok(&["user", "create", "--email", "gracz@mrok.test", "--password", PASSWORD]);
        let admin = login(&app, "szef@mrok.test").await;
        let player = login(&app, "gracz@mrok.test").await;
        app.post(
            "/api/createCharacter",
            json!({"user": "Morwena", "gender": "Kobieta", "race": "Wampir"}),
            Some(&player),
        )
        .await;
        let player_id =
            app.login("gracz@mrok.test", PASSWORD).await.body["userId"].as_i64().unwrap();
        app.post("/api/secondary-characters", json!({"userId": player_id, "name": "Cień", "race": "Wilkołak", "gender": "Mężczyzna", "magic": "Nie"}), Some(&player)).await;

        let list = app.get("/api/admin/characters?_sort=name&_order=ASC", Some(&admin)).await;
        assert_eq!(list.body["total"], 2, "{}", app.backend);
        let rows = list.body["data"].as_array().unwrap();
        assert_eq!(
            (rows[0]["name"].as_str(), rows[0]["kind"].as_str()),
            (Some("Cień"), Some("secondary"))
        );
        assert_eq!(
            (rows[1]["name"].as_str(), rows[1]["ownerEmail"].as_str()),
            (Some("Morwena"), Some("gracz@mrok.test"))
        );
        let main_id = rows[1]["id"].as_i64().unwrap();

        let approved = app
            .put(
                &format!("/api/admin/characters/{main_id}/approval"),
                json!({"approved": true}),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (approved.status, approved.body["approved"].as_bool()),
            (StatusCode::OK, Some(true))
        );
        let profile = app.get(&format!("/api/home/profile/{player_id}"), Some(&player)).await;
        assert_eq!(profile.body["profileData"]["approved"], true);
        let searched = app.get("/api/admin/characters?q=morw", Some(&admin)).await;
        assert_eq!(searched.body["total"], 1);
        // Polish letters in either case or left out, on both databases (SQLite folds only ASCII
        // itself), as the player site's suggestions match them.
        let second = json!({"userId": player_id, "name": "Łucja", "race": "Wampir", "gender": "Kobieta", "magic": "Nie"});
        app.post("/api/secondary-characters", second, Some(&player)).await;
        for (typed, name) in [
            ("łucja", "Łucja"),
            ("ŁUCJA", "Łucja"),
            ("lucja", "Łucja"),
            ("CIEŃ", "Cień"),
            ("cien", "Cień"),
            ("cie", "Cień"),
        ] {
            let found = app.get(&format!("/api/admin/characters?q={typed}"), Some(&admin)).await;
            assert_eq!(
                (found.body["total"].as_u64(), found.body["data"][0]["name"].as_str()),
                (Some(1), Some(name)),
                "{typed} on {}",
                app.backend
            );
        }
        let wild = app.get("/api/admin/characters?q=C*", Some(&admin)).await;
        assert_eq!(wild.body["total"], 0, "a typed * is a star, not a wildcard");
        assert_eq!(
            app.put(
                &format!("/api/admin/characters/{main_id}/approval"),
                json!({"approved": false}),
                Some(&player)
            )
            .await
            .status,
            StatusCode::FORBIDDEN
        );
    }
}
