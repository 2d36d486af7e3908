//! The online list, the players list, player status, account summaries and the reset.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, apps, sqlite_app};

#[tokio::test]
async fn active_players_with_a_character_are_online_with_their_status() {
    for app in apps(Options::PLAIN).await {
        let (morwena, morwena_id) =
            app.player_with_character("m@mrok.test", "Morwena", "Wampir").await;
        let (_, wilk_id) = app.player_with_character("w@mrok.test", "Wilk", "Wilkołak").await;
        let bez_postaci = app.activated_player("nikt@mrok.test").await;
        app.get("/api/checkCharacter", Some(&bez_postaci)).await;

        let set = app
            .put(
                &format!("/api/home/profile/{morwena_id}/player-status"),
                json!({"status": "looking"}),
                Some(&morwena),
            )
            .await;
        assert_eq!((set.status, set.message()), (StatusCode::OK, "Status został zaktualizowany!"));
        let unknown = app
            .put(
                &format!("/api/home/profile/{morwena_id}/player-status"),
                json!({"status": "zajęta"}),
                Some(&morwena),
            )
            .await;
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        let others = app
            .put(
                &format!("/api/home/profile/{wilk_id}/player-status"),
                json!({"status": "maybe"}),
                Some(&morwena),
            )
            .await;
        assert_eq!(others.status, StatusCode::FORBIDDEN);

        let online = app.get("/api/online-users", Some(&morwena)).await;
        assert_eq!(online.body["success"], true);
        let data = online.body["data"].as_array().unwrap();
        let ids: Vec<i64> = data.iter().map(|p| p["id"].as_i64().unwrap()).collect();
        assert_eq!(
            ids,
            vec![morwena_id, wilk_id],
            "by id, characterless accounts left out ({})",
            app.backend
        );
        assert_eq!(data[0]["user"], "Morwena");
        assert_eq!(data[0]["status"], "looking");
        assert_eq!(data[1]["status"], "not_looking");
        assert_eq!(app.get("/api/online-users", None).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn the_players_list_filters_by_race_and_shows_addresses_to_admins_only() {
    for app in apps(Options::PLAIN).await {
        let (resident, _) = app.player_with_character("r@mrok.test", "Rezydentka", "Wampir").await;
        app.player_with_character("l@mrok.test", "Ludzki", "Człowiek").await;
        let admin = app.staff("a@mrok.test", "Królowa", "Wilkołak", "admin").await;

        let all = app.get("/api/players", Some(&resident)).await.body;
        let rows = all["players"].as_array().unwrap();
        assert_eq!(rows.len(), 3, "{}", app.backend);
        for row in rows {
            assert!(
                row.get("last_ip").is_none() && row.get("created_at").is_none(),
                "never sent to residents: {row}"
            );
        }
        let raw = app
            .client
            .get(app.url("/api/players"))
            .bearer_auth(&resident)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!raw.contains("127.0.0.1"));

        let for_admin = app.get("/api/players", Some(&admin)).await.body;
        let first = &for_admin["players"][0];
        assert_eq!(first["last_ip"], "127.0.0.1");
        assert!(first["created_at"].is_string());

        let humans = app.get("/api/players?race=straznik", Some(&resident)).await.body;
        let names: Vec<&str> = humans["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["nickname"].as_str().unwrap())
            .collect();
        assert_eq!(names, vec!["Ludzki"]);
        let vampires = app.get("/api/players?race=wampir", Some(&resident)).await.body;
        assert_eq!(vampires["players"].as_array().unwrap().len(), 1);

        // 'osadzony': the players in prison now.
        let nobody = app.get("/api/players?race=osadzony", Some(&resident)).await.body;
        assert!(nobody["players"].as_array().unwrap().is_empty());
        let human_id = humans["players"][0]["id"].as_i64().unwrap();
        let sentence = json!({"userId": human_id, "days": 2});
        assert_eq!(
            app.post("/api/admin/blockUser", sentence, Some(&admin)).await.status,
            StatusCode::OK
        );
        let inmates = app.get("/api/players?race=osadzony", Some(&resident)).await.body;
        let inmates: Vec<&str> = inmates["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["nickname"].as_str().unwrap())
            .collect();
        assert_eq!(inmates, vec!["Ludzki"], "{}", app.backend);
    }
}

/// The ids and names of a players-list answer, in its order.
fn listed(body: &serde_json::Value) -> Vec<(i64, String)> {
    body["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_i64().unwrap(), p["nickname"].as_str().unwrap().to_owned()))
        .collect()
}

#[tokio::test]
async fn the_players_list_pages_fifty_by_id_counts_them_all_and_the_race_filter_narrows_both() {
    for app in apps(Options::PLAIN).await {
        // 60 players, four at a time: every fourth a werewolf (15), the rest vampires (45).
        let joining = |from: usize| {
            let app = &app;
            async move {
                let mut token = String::new();
                for n in (from..60).step_by(4) {
                    token = app.activated_player(&format!("gracz{n}@mrok.test")).await;
                    let race = if n % 4 == 0 { "Wilkołak" } else { "Wampir" };
                    let body =
                        json!({"user": format!("Gracz {n}"), "gender": "Kobieta", "race": race});
                    let created = app.post("/api/createCharacter", body, Some(&token)).await;
                    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
                }
                token
            }
        };
        let (viewer, ..) = tokio::join!(joining(0), joining(1), joining(2), joining(3));
        // An account without a character is not a player of the list, nor of its count.
        app.activated_player("bez.postaci@mrok.test").await;
        let get = |query: &str| {
            let path = format!("/api/players{query}");
            let token = viewer.clone();
            let app = &app;
            async move {
                let answer = app.get(&path, Some(&token)).await;
                assert_eq!(
                    answer.status,
                    StatusCode::OK,
                    "{path}: {} ({})",
                    answer.body,
                    app.backend
                );
                answer.body
            }
        };

        let first = get("?page=1").await;
        assert_eq!(
            (&first["total"], &first["page"], &first["pageSize"]),
            (&json!(60), &json!(1), &json!(50)),
            "{}",
            app.backend
        );
        let second = get("?page=2").await;
        assert_eq!((&second["total"], &second["page"]), (&json!(60), &json!(2)));
        let (first, second) = (listed(&first), listed(&second));
        assert_eq!((first.len(), second.len()), (50, 10), "{}", app.backend);
        let ids: Vec<i64> = first.iter().chain(&second).map(|(id, _)| *id).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "by id, no row twice: {ids:?}");
        let past = get("?page=3").await;
        assert_eq!((listed(&past).len(), &past["total"]), (0, &json!(60)));

        // The whole list (no page) is all of them, with the same total and no page.
        let whole = get("").await;
        assert_eq!(listed(&whole).iter().map(|(id, _)| *id).collect::<Vec<_>>(), ids);
        assert_eq!(
            (&whole["total"], &whole["page"], &whole["pageSize"]),
            (&json!(60), &serde_json::Value::Null, &serde_json::Value::Null)
        );

        // The race filter narrows the count and the pages alike.
        let werewolves = get("?race=wilko%C5%82ak&page=1").await;
        assert_eq!(werewolves["total"], 15, "{}", app.backend);
        let names: Vec<String> = listed(&werewolves).into_iter().map(|(_, name)| name).collect();
        assert_eq!(names.len(), 15);
        assert!(
            names
                .iter()
                .all(|name| name.trim_start_matches("Gracz ").parse::<u32>().unwrap() % 4 == 0)
        );
        assert_eq!(listed(&get("?race=wilko%C5%82ak&page=2").await).len(), 0);
        let vampires = get("?race=wampir").await;
        assert_eq!((listed(&vampires).len(), &vampires["total"]), (45, &json!(45)));
        let vampires_2 = get("?race=wampir&page=1").await;
        assert_eq!((listed(&vampires_2).len(), &vampires_2["total"]), (45, &json!(45)));

        for wrong in ["0", "100001", "dwa"] {
            let answer = app.get(&format!("/api/players?page={wrong}"), Some(&viewer)).await;
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "page={wrong}");
        }
    }
}

#[tokio::test]
async fn a_user_id_tells_nothing_of_accounts_not_in_play_and_only_admins_see_registration_times() {
    for app in apps(Options::PLAIN).await {
        let (token, id) = app.player_with_character("s@mrok.test", "Morwena", "Wampir").await;
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        // Registered and activated, but without a character; registered and never activated.
        app.activated_player("bez.postaci@mrok.test").await;
        let registered = app.register("nieaktywny@mrok.test", PASSWORD).await;
        assert_eq!(registered.status, StatusCode::CREATED);
        let newest = app.get(&format!("/api/users/{id}"), Some(&token)).await;
        assert_eq!(newest.status, StatusCode::OK);
        assert_eq!(newest.body["user"]["nickname"], "Morwena", "{}", newest.body);
        assert!(
            newest.body["user"].get("createdAt").is_none_or(serde_json::Value::is_null),
            "{}",
            newest.body
        );
        for other in id + 1..id + 4 {
            let answer = app.get(&format!("/api/users/{other}"), Some(&token)).await;
            if answer.status == StatusCode::OK {
                // The admin (with a character) is the only other player.
                assert_eq!(answer.body["user"]["nickname"], "Sędzia");
            } else {
                assert_eq!(answer.status, StatusCode::NOT_FOUND, "{other}: {}", answer.body);
            }
        }
        let seen_by_admin = app.get(&format!("/api/users/{id}"), Some(&admin)).await.body;
        assert!(seen_by_admin["user"]["createdAt"].is_string(), "{seen_by_admin}");
    }
}

#[tokio::test]
async fn account_summaries_list_characters_and_feed_the_stats_card() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, id) = app.player_with_character("s@mrok.test", "Morwena", "Wampir").await;
    let side = json!({"userId": id, "name": "Cień", "race": "Wilkołak", "gender": "Mężczyzna", "magic": "Tak"});
    app.post("/api/secondary-characters", side, Some(&token)).await;

    let user = app.get(&format!("/api/users/{id}"), Some(&token)).await.body["user"].clone();
    assert_eq!(
        (user["nickname"].as_str(), user["role"].as_str(), user["playerStatus"].as_str()),
        (Some("Morwena"), Some("mieszkaniec"), Some("not_looking"))
    );
    assert_eq!(app.get("/api/users/9999", Some(&token)).await.status, StatusCode::NOT_FOUND);

    let characters = app.get(&format!("/api/users/{id}/characters"), Some(&token)).await.body;
    assert_eq!(characters["mainCharacter"]["name"], "Morwena");
    let secondary: Vec<&str> = characters["secondaryCharacters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(secondary, vec!["Cień"]);

    let card = app.get("/api/player-profile", Some(&token)).await.body;
    assert_eq!(
        (card["user"].as_str(), card["race"].as_str(), card["strength"].as_i64()),
        (Some("Morwena"), Some("Wampir"), Some(0))
    );
}

#[tokio::test]
async fn a_character_reset_needs_the_password_and_clears_every_character() {
    for app in apps(Options::PLAIN).await {
        let (token, id) = app.player_with_character("reset@mrok.test", "Stara", "Wampir").await;
        let side = json!({"userId": id, "name": "Poboczna", "race": "Wampir", "gender": "Kobieta", "magic": "Nie"});
        app.post("/api/secondary-characters", side, Some(&token)).await;

        let blank = app
            .post("/api/character/reset", json!({"userId": id, "password": ""}), Some(&token))
            .await;
        assert_eq!((blank.status, blank.message()), (StatusCode::BAD_REQUEST, "Podaj hasło"));
        let wrong = app
            .post(
                "/api/character/reset",
                json!({"userId": id, "password": "Zle12345"}),
                Some(&token),
            )
            .await;
        assert_eq!(
            (wrong.status, wrong.message()),
            (StatusCode::BAD_REQUEST, "Nieprawidłowe hasło")
        );
        let (other, _) = app.player_with_character("inny@mrok.test", "Inny", "Wampir").await;
        let someone_else = app
            .post("/api/character/reset", json!({"userId": id, "password": PASSWORD}), Some(&other))
            .await;
        assert_eq!(someone_else.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.body["hasCharacter"], true);

        let done = app
            .post("/api/character/reset", json!({"userId": id, "password": PASSWORD}), Some(&token))
            .await;
        assert_eq!(
            (done.status, done.message()),
            (StatusCode::OK, "Postać została zresetowana!"),
            "{}",
            app.backend
        );
        assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.body["hasCharacter"], false);
        assert!(app.get(&format!("/api/secondary-characters/{id}"), Some(&token)).await.body["characters"].as_array().unwrap().is_empty());
        let again = json!({"user": "Nowa", "gender": "Kobieta", "race": "Człowiek"});
        assert_eq!(
            app.post("/api/createCharacter", again, Some(&token)).await.status,
            StatusCode::CREATED
        );
    }
}
