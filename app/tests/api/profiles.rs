//! Profiles, secondary characters and character cards through the API: the permission matrix
//! (owner, another resident, admin, no token) on both databases.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps, sqlite_app};

struct Cast {
    owner: String,
    owner_id: i64,
    other: String,
    admin: String,
}

async fn cast(app: &TestApp) -> Cast {
    let (owner, owner_id) =
        app.player_with_character("wlascicielka@mrok.test", "Morwena", "Wampir").await;
    let (other, _) = app.player_with_character("sasiad@mrok.test", "Sąsiad", "Wampir").await;
    let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;
    Cast { owner, owner_id, other, admin }
}

#[tokio::test]
async fn a_profile_shows_every_spec_field_with_default_stats() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let profile = app.get(&format!("/api/home/profile/{}", c.owner_id), Some(&c.other)).await;
        assert_eq!(profile.status, StatusCode::OK, "{}", app.backend);
        let data = &profile.body["profileData"];
        assert_eq!(data["user"], "Morwena");
        assert_eq!(data["userName"], "Morwena");
        assert_eq!(data["race"], "Wampir");
        assert_eq!(data["role"], "Mieszkaniec");
        assert_eq!(
            (data["level"].as_i64(), data["hp"].as_i64(), data["max_hp"].as_i64()),
            (Some(1), Some(100), Some(100))
        );
        assert_eq!((data["mp"].as_i64(), data["max_mp"].as_i64()), (Some(50), Some(50)));
        // A character who never fought is rested: the arena's full stamina.
        assert_eq!(
            (data["stamina"].as_i64(), data["max_stamina"].as_i64()),
            (Some(100), Some(100))
        );
        assert!(data["magic"].is_null());
        assert_eq!(profile.body["editable"], false);
        assert_eq!(
            app.get(&format!("/api/home/profile/{}", c.owner_id), Some(&c.owner)).await.body["editable"],
            true
        );
        assert_eq!(
            app.get(&format!("/api/home/profile/{}", c.owner_id), Some(&c.admin)).await.body["editable"],
            true
        );

        let missing = app.get("/api/home/profile/99999", Some(&c.owner)).await;
        assert_eq!(
            (missing.status, missing.message()),
            (StatusCode::NOT_FOUND, "Nie ma takiej postaci")
        );
        assert_eq!(
            app.get(&format!("/api/home/profile/{}", c.owner_id), None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

/// Each mutation of the owner's main character, with the status each caller gets.
#[tokio::test]
async fn the_permission_matrix_of_profile_mutations() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = c.owner_id;
        let calls: Vec<(&str, &str, String, Value)> = vec![
            (
                "status",
                "PUT",
                format!("/api/home/profile/{id}/status"),
                json!({"status": "Szukam sesji"}),
            ),
            (
                "description",
                "POST",
                "/api/home/profile/edit".into(),
                json!({"description": "<p>x</p>", "userId": id}),
            ),
            (
                "approval",
                "PUT",
                format!("/api/home/profile/{id}/approval"),
                json!({"approved": true}),
            ),
            (
                "card",
                "PUT",
                format!("/api/home/profile/character-card/{id}"),
                json!({"characterCard": {"age": 200}}),
            ),
            (
                "skill",
                "POST",
                format!("/api/home/profile/character-card/{id}/skills"),
                json!({"name": "Szermierka", "level": 3}),
            ),
            (
                "flaw",
                "POST",
                format!("/api/home/profile/character-card/{id}/flaws"),
                json!({"name": "Gniew"}),
            ),
        ];
        // (owner, another resident, admin, no token)
        let expected = [
            ("status", [200, 403, 403, 401]),
            ("description", [200, 403, 200, 401]),
            ("approval", [403, 403, 200, 401]),
            ("card", [200, 403, 200, 401]),
            ("skill", [201, 403, 201, 401]),
            ("flaw", [201, 403, 201, 401]),
        ];
        for ((name, method, path, body), (expected_name, statuses)) in calls.iter().zip(expected) {
            assert_eq!(*name, expected_name);
            let callers =
                [Some(c.owner.as_str()), Some(c.other.as_str()), Some(c.admin.as_str()), None];
            for (caller, status) in callers.iter().zip(statuses) {
                let answer = match *method {
                    "PUT" => app.put(path, body.clone(), *caller).await,
                    _ => app.post(path, body.clone(), *caller).await,
                };
                assert_eq!(
                    answer.status.as_u16(),
                    status,
                    "{name} as caller #{status} on {}: {}",
                    app.backend,
                    answer.body
                );
            }
        }
        let forbidden = app
            .put(
                &format!("/api/home/profile/{id}/approval"),
                json!({"approved": true}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(forbidden.message(), "Nie masz uprawnień do tej operacji");
        let card = app
            .put(
                &format!("/api/home/profile/character-card/{id}"),
                json!({"characterCard": {"age": 3}}),
                Some(&c.other),
            )
            .await;
        assert_eq!(card.message(), "Nie masz uprawnień do edycji karty postaci!");
    }
}

#[tokio::test]
async fn hidden_card_entries_never_leave_the_server_for_non_admins() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = c.owner_id;
        let skills = format!("/api/home/profile/character-card/{id}/skills");
        app.post(&skills, json!({"name": "Jawna", "level": 2}), Some(&c.owner)).await;
        app.post(&skills, json!({"name": "Tajna", "level": 6, "hidden": true}), Some(&c.admin))
            .await;
        let by_owner = app
            .post(&skills, json!({"name": "Udawana", "level": 1, "hidden": true}), Some(&c.owner))
            .await;
        assert_eq!(by_owner.status, StatusCode::CREATED);

        let card_path = format!("/api/home/profile/character-card/{id}");
        let owner_view = app.get(&card_path, Some(&c.owner)).await.body;
        let names: Vec<&str> = owner_view["characterCard"]["skills"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            vec!["Jawna", "Udawana"],
            "the owner's hidden flag is ignored; the admin's entry is hidden ({})",
            app.backend
        );
        // Nothing tells that some are hidden (the site's note says they may be, on every card).
        assert!(owner_view["characterCard"].get("someHidden").is_none(), "{owner_view}");
        let raw = app
            .client
            .get(app.url(&card_path))
            .bearer_auth(&c.other)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!raw.contains("Tajna"), "the hidden name is not in the answer at all");

        let admin_view = app.get(&card_path, Some(&c.admin)).await.body;
        assert_eq!(admin_view["characterCard"]["skills"].as_array().unwrap().len(), 3);
        let hidden_id = admin_view["characterCard"]["skills"][1]["id"].as_i64().unwrap();
        let reach = app
            .put(
                &format!("{skills}/{hidden_id}"),
                json!({"name": "Odkryta", "level": 1}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(reach.status, StatusCode::NOT_FOUND);

        let bad =
            app.post(&skills, json!({"name": "Zbyt wysoka", "level": 7}), Some(&c.owner)).await;
        assert_eq!(
            (bad.status, bad.message()),
            (StatusCode::BAD_REQUEST, "Poziom umiejętności musi być między 1 a 6")
        );
        let unnamed = app
            .post(
                &format!("/api/home/profile/character-card/{id}/flaws"),
                json!({"name": " "}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(unnamed.message(), "Nazwa wady jest wymagana");
    }
}

#[tokio::test]
async fn secondary_characters_live_in_two_slots_and_obey_the_same_rules() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let form = |name: &str| json!({"userId": c.owner_id, "name": name, "race": "Wilkołak", "gender": "Mężczyzna", "magic": "Nie", "age": 40});
        let first = app.post("/api/secondary-characters", form("Cień"), Some(&c.owner)).await;
        assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
        assert_eq!(first.message(), "Postać poboczna została utworzona pomyślnie!");
        assert_eq!(first.body["character"]["characterNumber"], 1);
        let second = app.post("/api/secondary-characters", form("Echo"), Some(&c.owner)).await;
        assert_eq!(second.body["character"]["characterNumber"], 2);
        let third = app.post("/api/secondary-characters", form("Trzeci"), Some(&c.owner)).await;
        assert_eq!(
            (third.status, third.message()),
            (StatusCode::CONFLICT, "Możesz mieć najwyżej dwie postacie poboczne")
        );
        let for_someone_else =
            app.post("/api/secondary-characters", form("Obcy"), Some(&c.other)).await;
        assert_eq!(for_someone_else.status, StatusCode::FORBIDDEN);
        let missing_magic = app
            .post(
                "/api/secondary-characters",
                json!({"userId": c.owner_id, "name": "Bez", "race": "Wampir", "gender": "Kobieta"}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(missing_magic.message(), "Zdolności magiczne są wymagane!");

        let list =
            app.get(&format!("/api/secondary-characters/{}", c.owner_id), Some(&c.other)).await;
        let characters = list.body["characters"].as_array().unwrap();
        assert_eq!(characters.len(), 2, "{}", app.backend);
        let side = characters[0]["id"].as_i64().unwrap();

        assert_eq!(
            app.put(
                &format!("/api/secondary-characters/{side}/status"),
                json!({"status": "Czekam"}),
                Some(&c.owner)
            )
            .await
            .status,
            StatusCode::OK
        );
        assert_eq!(
            app.put(
                &format!("/api/secondary-characters/{side}/magic"),
                json!({"magic": "Tak"}),
                Some(&c.owner)
            )
            .await
            .status,
            StatusCode::CONFLICT,
            "chosen at creation"
        );
        assert_eq!(
            app.put(
                &format!("/api/secondary-characters/{side}/approval"),
                json!({"approved": true}),
                Some(&c.admin)
            )
            .await
            .status,
            StatusCode::OK
        );
        let card = app
            .get(&format!("/api/secondary-characters/{side}/character-card"), Some(&c.owner))
            .await;
        assert_eq!(card.body["characterCard"]["name"], "Cień");
        assert_eq!(card.body["characterCard"]["age"], 40);

        assert_eq!(
            app.delete(&format!("/api/secondary-characters/{side}"), Some(&c.other)).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.delete(&format!("/api/secondary-characters/{side}"), Some(&c.admin)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.delete(&format!("/api/secondary-characters/{side}"), Some(&c.owner)).await.status,
            StatusCode::NOT_FOUND
        );
        let main_as_secondary =
            app.delete(&format!("/api/secondary-characters/{}", c.owner_id), Some(&c.owner)).await;
        assert_ne!(main_as_secondary.status, StatusCode::OK);
    }
}

#[tokio::test]
async fn descriptions_are_sanitized_and_magic_is_chosen_once() {
    let app = sqlite_app(Options::PLAIN).await;
    let c = cast(&app).await;
    let saved = app
        .post(
            "/api/home/profile/edit",
            json!({"description": "<p class=\"align-center\" onclick=\"x()\"><span class=\"text-color-8b0000\" style=\"position: fixed\">Krew</span></p><script>alert(1)</script><img src=\"/api/uploads/a.png\" onerror=\"x()\">"}),
            Some(&c.owner),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK);
    let clean = "<p class=\"align-center\"><span class=\"text-color-8b0000\">Krew</span></p><img src=\"/api/uploads/a.png\">";
    assert_eq!(saved.body["description"], clean);
    let profile = app.get(&format!("/api/home/profile/{}", c.owner_id), Some(&c.other)).await;
    assert_eq!(profile.body["profileData"]["description"], clean);
    // A body without the description (a misspelt field) is refused, never read as "clear it".
    let misspelt =
        app.post("/api/home/profile/edit", json!({"descripton": "<p>x</p>"}), Some(&c.owner)).await;
    assert_eq!(misspelt.status, StatusCode::BAD_REQUEST);
    let profile = app.get(&format!("/api/home/profile/{}", c.owner_id), Some(&c.other)).await;
    assert_eq!(profile.body["profileData"]["description"], clean);
    // Empty lines after the last one (Enter pressed at the end) are not kept.
    let trailing = app
        .post(
            "/api/home/profile/edit",
            json!({"description": "<p>Krew</p><p></p><p>i popiół</p><p></p><p><br></p>"}),
            Some(&c.owner),
        )
        .await;
    assert_eq!(trailing.body["description"], "<p>Krew</p><p></p><p>i popiół</p>");

    let first = app.put("/api/home/profile/magic", json!({"magic": "Tak"}), Some(&c.owner)).await;
    assert_eq!(
        (first.status, first.message()),
        (StatusCode::OK, "Zdolności magiczne zostały zaktualizowane!")
    );
    let again = app.put("/api/home/profile/magic", json!({"magic": "Nie"}), Some(&c.owner)).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    let status = app
        .put(
            &format!("/api/home/profile/{}/status", c.owner_id),
            json!({"status": "x".repeat(129)}),
            Some(&c.owner),
        )
        .await;
    assert_eq!(status.message(), "Status nie może być dłuższy niż 128 znaków");
}

/// The skills a card shows to `token`, by name.
async fn skill_names(app: &TestApp, owner_id: i64, token: &str) -> Vec<String> {
    app.get(&format!("/api/home/profile/character-card/{owner_id}"), Some(token)).await.body
        ["characterCard"]["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_card_holds_at_most_thirty_skills_and_thirty_flaws_even_for_admins() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = c.owner_id;
        let skills = format!("/api/home/profile/character-card/{id}/skills");
        for n in 1..=30 {
            let added = app
                .post(
                    &skills,
                    json!({"name": format!("Umiejętność {n}"), "level": 3}),
                    Some(&c.owner),
                )
                .await;
            assert_eq!(added.status, StatusCode::CREATED, "skill {n} ({})", app.backend);
        }
        let refused = app
            .post(&skills, json!({"name": "Trzydziesta pierwsza", "level": 3}), Some(&c.owner))
            .await;
        assert_eq!(
            (refused.status, refused.message(), refused.body["code"].as_str()),
            (StatusCode::CONFLICT, "Karta może mieć najwyżej 30 umiejętności", Some("skill_limit")),
            "{}",
            app.backend
        );
        let by_admin = app
            .post(&skills, json!({"name": "Od admina", "level": 1, "hidden": true}), Some(&c.admin))
            .await;
        assert_eq!(
            (by_admin.status, by_admin.message()),
            (StatusCode::CONFLICT, "Karta może mieć najwyżej 30 umiejętności"),
            "admins are held to the same cap ({})",
            app.backend
        );
        let shown = skill_names(&app, id, &c.admin).await;
        assert_eq!(shown.len(), 30, "{}", app.backend);
        assert_eq!(shown.first().map(String::as_str), Some("Umiejętność 1"));
        assert_eq!(shown.last().map(String::as_str), Some("Umiejętność 30"));
        assert_eq!(skill_names(&app, id, &c.other).await.len(), 30);

        // Flaws are counted apart, and a deleted skill frees its place.
        let flaw = app
            .post(
                &format!("/api/home/profile/character-card/{id}/flaws"),
                json!({"name": "Porywczość"}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(flaw.status, StatusCode::CREATED, "{}", app.backend);
        let first_id = app
            .get(&format!("/api/home/profile/character-card/{id}"), Some(&c.owner))
            .await
            .body["characterCard"]["skills"][0]["id"]
            .as_i64()
            .unwrap();
        assert_eq!(
            app.delete(&format!("{skills}/{first_id}"), Some(&c.owner)).await.status,
            StatusCode::OK
        );
        let again = app
            .post(&skills, json!({"name": "Na zwolnione miejsce", "level": 2}), Some(&c.owner))
            .await;
        assert_eq!(again.status, StatusCode::CREATED, "{}", app.backend);
        assert_eq!(skill_names(&app, id, &c.owner).await.len(), 30);
    }
}

#[tokio::test]
async fn concurrent_adds_cannot_take_a_card_past_its_cap() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let flaws = format!("/api/home/profile/character-card/{}/flaws", c.owner_id);
        for n in 1..=24 {
            let added =
                app.post(&flaws, json!({"name": format!("Wada {n}")}), Some(&c.owner)).await;
            assert_eq!(added.status, StatusCode::CREATED);
        }
        let mut racing = Vec::new();
        for n in 0..12 {
            let request = app
                .client
                .post(app.url(&flaws))
                .bearer_auth(if n % 2 == 0 { &c.owner } else { &c.admin })
                .json(&json!({"name": format!("Wyścig {n}")}));
            racing.push(tokio::spawn(async move { request.send().await.unwrap().status() }));
        }
        let mut statuses = Vec::new();
        for task in racing {
            statuses.push(task.await.unwrap());
        }
        let created = statuses.iter().filter(|s| **s == StatusCode::CREATED).count();
        let refused = statuses.iter().filter(|s| **s == StatusCode::CONFLICT).count();
        assert_eq!((created, refused), (6, 6), "{statuses:?} ({})", app.backend);
        let card = app
            .get(&format!("/api/home/profile/character-card/{}", c.owner_id), Some(&c.admin))
            .await;
        assert_eq!(card.body["characterCard"]["flaws"].as_array().unwrap().len(), 30);
    }
}

#[tokio::test]
async fn card_writes_are_limited_per_player() {
    let app = sqlite_app(Options { rate_limits: true, ..Options::PLAIN }).await;
    let c = cast(&app).await;
    let skills = format!("/api/home/profile/character-card/{}/skills", c.owner_id);
    let added = app.post(&skills, json!({"name": "Szermierka", "level": 1}), Some(&c.owner)).await;
    assert_eq!(added.status, StatusCode::CREATED);
    let skill = app
        .get(&format!("/api/home/profile/character-card/{}", c.owner_id), Some(&c.owner))
        .await
        .body["characterCard"]["skills"][0]["id"]
        .as_i64()
        .unwrap();
    for n in 2..=60 {
        let edited = app
            .put(
                &format!("{skills}/{skill}"),
                json!({"name": format!("Szermierka {n}"), "level": 2}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(edited.status, StatusCode::OK, "write {n}");
    }
    let refused = app.delete(&format!("{skills}/{skill}"), Some(&c.owner)).await;
    assert_eq!(
        (refused.status, refused.message(), refused.body["code"].as_str()),
        (
            StatusCode::TOO_MANY_REQUESTS,
            "Zmieniasz kartę postaci zbyt szybko — odczekaj chwilę",
            Some("too_fast")
        )
    );
    assert!(refused.headers.contains_key("retry-after"));
    // The limit is the writer's: an admin may still write to the same card.
    let by_admin = app.delete(&format!("{skills}/{skill}"), Some(&c.admin)).await;
    assert_eq!(by_admin.status, StatusCode::OK);
}
