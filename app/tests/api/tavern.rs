//! The tavern through the API on both databases: seeded rooms, entering as one's own
//! characters or the narrator, writing only from inside one's room, sanitized messages, the
//! newest-first pages, participants and counts, and the admins' events board.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, TestApp, apps};

pub struct Guests {
    pub morwena: String,
    pub morwena_id: i64,
    pub ilvar: String,
    pub ilvar_id: i64,
    pub admin: String,
}

pub async fn guests(app: &TestApp) -> Guests {
    let (morwena, morwena_id) =
        app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
    let (ilvar, ilvar_id) = app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
    let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;
    Guests { morwena, morwena_id, ilvar, ilvar_id, admin }
}

/// The player's main character id.
pub async fn main_character(app: &TestApp, token: &str, user: i64) -> i64 {
    let set = app.get(&format!("/api/users/{user}/characters"), Some(token)).await.body;
    set["mainCharacter"]["id"].as_i64().unwrap()
}

/// Enters the tavern as the main character and goes into `room`.
pub async fn enter(app: &TestApp, token: &str, user: i64, room: i64) {
    let character = main_character(app, token, user).await;
    let body = json!({"characterType": "main", "characterId": character});
    let entered = app.post("/api/tavern/enter", body, Some(token)).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.body);
    let moved = app.post(&format!("/api/tavern/rooms/{room}/enter"), json!({}), Some(token)).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);
}

pub async fn say(app: &TestApp, token: &str, room: i64, html: &str) -> serde_json::Value {
    let body = json!({"message": html, "isNarrator": false, "roomId": room});
    let posted = app.post("/api/tavern/messages", body, Some(token)).await;
    assert_eq!(posted.status, StatusCode::CREATED, "{}", posted.body);
    posted.body
}

#[tokio::test]
async fn a_fresh_install_has_polish_rooms_that_count_the_people_inside() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let rooms = app.get("/api/tavern/rooms", Some(&g.morwena)).await;
        assert_eq!(rooms.status, StatusCode::OK);
        let names: Vec<&str> = rooms.body["rooms"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Główna sala", "Piwnica", "Kącik przy kominku", "Izby na piętrze"]);
        assert!(rooms.body["rooms"][0]["description"].as_str().unwrap().contains("kominka"));
        assert_eq!(rooms.body["rooms"][0]["active_users_count"], 0);

        enter(&app, &g.morwena, g.morwena_id, 1).await;
        enter(&app, &g.ilvar, g.ilvar_id, 1).await;
        let rooms = app.get("/api/tavern/rooms", Some(&g.morwena)).await.body;
        assert_eq!(rooms["rooms"][0]["active_users_count"], 2, "{}", app.backend);
        assert_eq!(rooms["rooms"][1]["active_users_count"], 0);

        // Moving counts in the new room only; leaving counts nowhere.
        app.post("/api/tavern/rooms/2/enter", json!({}), Some(&g.ilvar)).await;
        let rooms = app.get("/api/tavern/rooms", Some(&g.morwena)).await.body;
        assert_eq!(rooms["rooms"][0]["active_users_count"], 1);
        assert_eq!(rooms["rooms"][1]["active_users_count"], 1);
        assert_eq!(
            app.post("/api/tavern/leave", json!({}), Some(&g.ilvar)).await.status,
            StatusCode::OK
        );
        let rooms = app.get("/api/tavern/rooms", Some(&g.morwena)).await.body;
        assert_eq!(rooms["rooms"][1]["active_users_count"], 0);

        assert_eq!(app.get("/api/tavern/rooms", None).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn status_follows_the_player_in_as_a_character_into_a_room_and_out_again() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let status = app.get("/api/tavern/status", Some(&g.morwena)).await.body;
        assert_eq!(status, json!({"isInTavern": false, "character": null, "room": null}));
        let refused = app.post("/api/tavern/rooms/1/enter", json!({}), Some(&g.morwena)).await;
        assert_eq!(refused.status, StatusCode::CONFLICT);
        assert_eq!(refused.message(), "Najpierw wejdź do karczmy.");

        let main = main_character(&app, &g.morwena, g.morwena_id).await;
        let entered = app
            .post(
                "/api/tavern/enter",
                json!({"characterType": "main", "characterId": main}),
                Some(&g.morwena),
            )
            .await;
        assert_eq!(entered.body["isInTavern"], true);
        assert_eq!(entered.body["character"]["name"], "Morwena");
        assert_eq!(entered.body["character"]["type"], "main");
        assert_eq!(entered.body["room"], serde_json::Value::Null);

        let moved = app.post("/api/tavern/rooms/2/enter", json!({}), Some(&g.morwena)).await;
        assert_eq!(moved.body["room"]["name"], "Piwnica");
        assert_eq!(moved.body["room"]["active_users_count"], 1);
        let missing = app.post("/api/tavern/rooms/999/enter", json!({}), Some(&g.morwena)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        assert_eq!(missing.message(), "Nie znaleziono pokoju w karczmie.");

        let status = app.get("/api/tavern/status", Some(&g.morwena)).await.body;
        assert_eq!(status["room"]["id"], 2);
        assert_eq!(status["character"]["id"], main);

        // The narrator, then someone else's character (refused), then back to her own.
        let changed = app
            .post(
                "/api/tavern/changeCharacter",
                json!({"characterType": "narrator"}),
                Some(&g.morwena),
            )
            .await;
        assert_eq!(
            changed.body["character"],
            json!({"type": "narrator", "id": null, "name": "Narrator", "avatar": null})
        );
        let ilvar_main = main_character(&app, &g.ilvar, g.ilvar_id).await;
        let refused = app
            .post(
                "/api/tavern/changeCharacter",
                json!({"characterType": "main", "characterId": ilvar_main}),
                Some(&g.morwena),
            )
            .await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        assert_eq!(refused.message(), "Możesz wejść tylko własną postacią albo jako narrator.");
        let mine = app.get("/api/tavern/myCharacter", Some(&g.morwena)).await.body;
        assert_eq!(mine["character"]["name"], "Narrator");

        app.post("/api/tavern/leave", json!({}), Some(&g.morwena)).await;
        let status = app.get("/api/tavern/status", Some(&g.morwena)).await.body;
        assert_eq!(status["isInTavern"], false);
        let outside = app.get("/api/tavern/myCharacter", Some(&g.morwena)).await;
        assert_eq!(outside.status, StatusCode::CONFLICT);
    }
}

#[tokio::test]
async fn only_someone_inside_the_room_writes_there_and_the_html_is_cleaned() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let body = json!({"message": "<p>Hej</p>", "isNarrator": false, "roomId": 1});
        let refused = app.post("/api/tavern/messages", body.clone(), Some(&g.morwena)).await;
        assert_eq!(refused.status, StatusCode::CONFLICT);
        assert_eq!(refused.message(), "Najpierw wejdź do karczmy.");

        enter(&app, &g.morwena, g.morwena_id, 2).await;
        let refused = app.post("/api/tavern/messages", body.clone(), Some(&g.morwena)).await;
        assert_eq!(refused.status, StatusCode::CONFLICT);
        assert_eq!(refused.body["code"], "other_tavern_room");

        for blank in [json!({"message": "<p> </p>", "isNarrator": false, "roomId": 2}), json!({})] {
            let refused = app.post("/api/tavern/messages", blank, Some(&g.morwena)).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST);
            assert_eq!(refused.message(), "Wiadomość nie może być pusta.");
        }

        let posted =
            say(&app, &g.morwena, 2, "<p onclick=\"x()\">Wina!<script>alert(1)</script></p>").await;
        assert_eq!(posted["message"], "<p>Wina!</p>");
        assert_eq!(posted["character_name"], "Morwena");
        assert_eq!(posted["character_type"], "main");
        assert_eq!(posted["author_name"], "Morwena");
        assert_eq!(posted["user_id"], g.morwena_id);
        assert_eq!(posted["room_id"], 2);

        let narrated = app
            .post(
                "/api/tavern/messages",
                json!({"message": "<p>Zapada noc.</p>", "isNarrator": true, "roomId": 2}),
                Some(&g.morwena),
            )
            .await;
        assert_eq!(narrated.body["character_type"], "narrator");
        assert_eq!(narrated.body["character_name"], "Narrator");
        // The toggle is for one message: the next speaks as Morwena again.
        assert_eq!(say(&app, &g.morwena, 2, "<p>Dalej.</p>").await["character_name"], "Morwena");

        // Anyone may read a room, newest page first.
        let page = app.get("/api/tavern/rooms/2/messages?page=1&limit=30", Some(&g.ilvar)).await;
        assert_eq!(page.status, StatusCode::OK);
        let texts: Vec<&str> = page.body["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["message"].as_str().unwrap())
            .collect();
        assert_eq!(texts, ["<p>Wina!</p>", "<p>Zapada noc.</p>", "<p>Dalej.</p>"]);
        assert_eq!(page.body["pagination"]["totalPages"], 1);
        let other = app.get("/api/tavern/rooms/1/messages", Some(&g.ilvar)).await.body;
        assert_eq!(other["messages"], json!([]));
        assert_eq!(other["pagination"]["totalPages"], 1);
        let missing = app.get("/api/tavern/rooms/999/messages", Some(&g.ilvar)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn writing_needs_a_character_and_one_deleted_gives_way_to_the_main_one() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        // An account without a character reads, but enters not even as the narrator.
        let nobody = app.activated_player("nikt@mrok.test").await;
        assert_eq!(
            app.get("/api/tavern/rooms/1/messages", Some(&nobody)).await.status,
            StatusCode::OK
        );
        let narrator = json!({"characterType": "narrator"});
        let refused = app.post("/api/tavern/enter", narrator, Some(&nobody)).await;
        assert_eq!(
            (refused.status, refused.message()),
            (StatusCode::FORBIDDEN, "Najpierw stwórz postać.")
        );

        // Morwena enters as her secondary character, which she then deletes: her main one speaks.
        let side = json!({"userId": g.morwena_id, "name": "Cień", "race": "Człowiek",
                          "gender": "Mężczyzna", "magic": "Nie"});
        assert_eq!(
            app.post("/api/secondary-characters", side, Some(&g.morwena)).await.status,
            StatusCode::CREATED
        );
        let set = app
            .get(&format!("/api/users/{}/characters", g.morwena_id), Some(&g.morwena))
            .await
            .body;
        let shadow = set["secondaryCharacters"][0]["id"].as_i64().unwrap();
        let body = json!({"characterType": "secondary", "characterId": shadow});
        assert_eq!(
            app.post("/api/tavern/enter", body, Some(&g.morwena)).await.status,
            StatusCode::OK
        );
        app.post("/api/tavern/rooms/1/enter", json!({}), Some(&g.morwena)).await;
        assert_eq!(say(&app, &g.morwena, 1, "<p>Z cienia.</p>").await["character_name"], "Cień");
        let deleted =
            app.delete(&format!("/api/secondary-characters/{shadow}"), Some(&g.morwena)).await;
        assert!(deleted.status.is_success(), "{}", deleted.body);
        let posted = say(&app, &g.morwena, 1, "<p>Już bez cienia.</p>").await;
        assert_eq!(
            (posted["character_name"].as_str(), posted["character_type"].as_str()),
            (Some("Morwena"), Some("main"))
        );

        // A character reset leaves her nobody to be inside as: she is outside, and cannot come
        // back in without a character.
        let reset = json!({"userId": g.morwena_id, "password": PASSWORD});
        assert!(
            app.post("/api/character/reset", reset, Some(&g.morwena)).await.status.is_success()
        );
        let login = app.login("morwena@mrok.test", PASSWORD).await;
        let morwena = login.body["token"].as_str().unwrap().to_owned();
        let status = app.get("/api/tavern/status", Some(&morwena)).await.body;
        assert_eq!(status["isInTavern"], false, "{status}");
        let inside = app.get("/api/tavern/activeParticipants", Some(&g.ilvar)).await.body;
        assert!(!inside.to_string().contains("Morwena"), "{inside}");
        for narrator in [false, true] {
            let body = json!({"message": "<p>Hej</p>", "isNarrator": narrator, "roomId": 1});
            let refused = app.post("/api/tavern/messages", body, Some(&morwena)).await;
            assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
            assert_eq!(refused.message(), "Najpierw wejdź do karczmy.");
        }
        let narrator = json!({"characterType": "narrator"});
        let refused = app.post("/api/tavern/enter", narrator, Some(&morwena)).await;
        assert_eq!(
            (refused.status, refused.message()),
            (StatusCode::FORBIDDEN, "Najpierw stwórz postać.")
        );
    }
}

#[tokio::test]
async fn pages_hold_thirty_messages_page_one_being_the_newest() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        enter(&app, &g.morwena, g.morwena_id, 1).await;
        for n in 1..=65 {
            say(&app, &g.morwena, 1, &format!("<p>{n}</p>")).await;
        }
        let first =
            app.get("/api/tavern/rooms/1/messages?page=1&limit=30", Some(&g.ilvar)).await.body;
        assert_eq!(first["pagination"]["totalPages"], 3);
        assert_eq!(first["pagination"]["total"], 65);
        let messages = first["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 30);
        assert_eq!(messages[0]["message"], "<p>36</p>");
        assert_eq!(messages[29]["message"], "<p>65</p>");
        let last =
            app.get("/api/tavern/rooms/1/messages?page=3&limit=30", Some(&g.ilvar)).await.body;
        let messages = last["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 5);
        assert_eq!(messages[0]["message"], "<p>1</p>");
        // A huge limit is capped, not obeyed.
        let capped =
            app.get("/api/tavern/rooms/1/messages?limit=100000", Some(&g.ilvar)).await.body;
        assert_eq!(capped["pagination"]["limit"], 100);
    }
}

#[tokio::test]
async fn a_flood_of_tavern_messages_is_slowed_with_a_polish_429() {
    let app = crate::support::sqlite_app(Options { rate_limits: true, ..Options::PLAIN }).await;
    let g = guests(&app).await;
    enter(&app, &g.morwena, g.morwena_id, 1).await;
    let body = json!({"message": "<p>Hej</p>", "roomId": 1});
    let mut statuses = Vec::new();
    for _ in 0..25 {
        statuses.push(app.post("/api/tavern/messages", body.clone(), Some(&g.morwena)).await);
    }
    assert!(statuses[..20].iter().all(|a| a.status == StatusCode::CREATED));
    let refused = statuses.last().unwrap();
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(refused.message(), "Piszesz za szybko — odczekaj chwilę.");
    assert!(refused.headers.contains_key("retry-after"));
}

#[tokio::test]
async fn the_sidebar_lists_who_is_inside_with_their_character_and_room() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let empty = app.get("/api/tavern/activeParticipants", Some(&g.morwena)).await;
        assert_eq!(empty.status, StatusCode::OK);
        assert_eq!(empty.body, json!({"participants": [], "characters": []}));

        enter(&app, &g.morwena, g.morwena_id, 1).await;
        app.post("/api/tavern/enter", json!({"characterType": "narrator"}), Some(&g.ilvar)).await;
        let list = app.get("/api/tavern/activeParticipants", Some(&g.morwena)).await.body;
        let participants = list["participants"].as_array().unwrap();
        assert_eq!(participants.len(), 2, "{list}");
        let morwena = participants.iter().find(|p| p["user_id"] == g.morwena_id).unwrap();
        assert_eq!(morwena["room_name"], "Główna sala");
        assert_eq!(morwena["character_name"], "Morwena");
        let ilvar = participants.iter().find(|p| p["user_id"] == g.ilvar_id).unwrap();
        assert_eq!(ilvar["name"], "Ilvar");
        assert_eq!(ilvar["character_type"], "narrator");
        assert_eq!(ilvar["room_id"], serde_json::Value::Null);
        assert_eq!(list["characters"].as_array().unwrap().len(), 2);
    }
}

#[tokio::test]
async fn only_admins_add_and_delete_events_and_everyone_reads_them_soonest_first() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let none = app.get("/api/tavern/events", Some(&g.morwena)).await;
        assert_eq!(none.body, json!({"events": []}));

        let event = json!({"title": "Turniej łuczniczy", "description": "Na dziedzińcu.", "date": "2099-05-01", "time": "18:30"});
        let refused = app.post("/api/tavern/events", event.clone(), Some(&g.morwena)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        assert_eq!(refused.message(), "Nie masz uprawnień do tej operacji");
        // Nor does a player learn the form's rules from a broken one.
        let broken =
            app.post("/api/tavern/events", json!({"date": "jutro"}), Some(&g.morwena)).await;
        assert_eq!(broken.status, StatusCode::FORBIDDEN);

        for untitled in
            [json!({"title": "   ", "date": "2099-05-01"}), json!({"date": "2099-05-01"})]
        {
            let refused = app.post("/api/tavern/events", untitled, Some(&g.admin)).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST);
            assert_eq!(refused.message(), "Podaj tytuł wydarzenia.");
        }
        let bad_date = json!({"title": "Bal", "date": "jutro"});
        let refused = app.post("/api/tavern/events", bad_date, Some(&g.admin)).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);

        let added = app.post("/api/tavern/events", event, Some(&g.admin)).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        let sooner = json!({"title": "Bal maskowy", "date": "2099-04-01", "time": null, "description": null});
        app.post("/api/tavern/events", sooner, Some(&g.admin)).await;
        // A day gone by would never show on the board: refused rather than "added".
        let past = json!({"title": "Dawno temu", "date": "2001-01-01"});
        let refused = app.post("/api/tavern/events", past, Some(&g.admin)).await;
        assert_eq!(
            (refused.status, refused.message()),
            (
                StatusCode::BAD_REQUEST,
                "Data wydarzenia już minęła — podaj dzisiejszą albo przyszłą."
            )
        );

        let events = app.get("/api/tavern/events", Some(&g.ilvar)).await.body;
        let events = events["events"].as_array().unwrap();
        assert_eq!(events.len(), 2);
        // The back office lists the whole board (past events too, once their day is gone), the
        // latest date first.
        let board = app.get("/api/admin/tavernEvents?_start=0&_end=2", Some(&g.admin)).await;
        assert_eq!(board.status, StatusCode::OK, "{}", board.body);
        let titles: Vec<&str> = board.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["title"].as_str().unwrap())
            .collect();
        assert_eq!(
            (titles, board.body["total"].as_u64()),
            (vec!["Turniej łuczniczy", "Bal maskowy"], Some(2))
        );
        assert_eq!(
            app.get("/api/admin/tavernEvents", Some(&g.morwena)).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(events[0]["title"], "Bal maskowy");
        assert_eq!(events[0]["time"], serde_json::Value::Null);
        assert_eq!(
            events[1],
            json!({"id": added.body["id"], "title": "Turniej łuczniczy",
            "description": "Na dziedzińcu.", "date": "2099-05-01", "time": "18:30"})
        );

        let path = format!("/api/tavern/events/{}", added.body["id"]);
        assert_eq!(app.delete(&path, Some(&g.morwena)).await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.delete(&path, Some(&g.admin)).await.status, StatusCode::OK);
        assert_eq!(app.delete(&path, Some(&g.admin)).await.status, StatusCode::NOT_FOUND);
        let events = app.get("/api/tavern/events", Some(&g.ilvar)).await.body;
        assert_eq!(events["events"].as_array().unwrap().len(), 1);
    }
}

#[tokio::test]
async fn admins_manage_the_rooms_players_choose_from_and_nobody_else_may() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let admin = Some(g.admin.as_str());
        let listed = app.get("/api/admin/tavernRooms", admin).await;
        assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
        assert_eq!(listed.body["total"], 4);
        assert_eq!(listed.body["data"][0]["name"], "Główna sala");

        // Players and game masters are refused every call.
        let gm = app.staff("mistrz@mrok.test", "Mistrz", "Człowiek", "mistrz_gry").await;
        for token in [g.morwena.as_str(), gm.as_str()] {
            let form = json!({"name": "Stajnia"});
            assert_eq!(
                app.get("/api/admin/tavernRooms", Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                app.post("/api/admin/tavernRooms", form.clone(), Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                app.put("/api/admin/tavernRooms/1", form, Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
            assert_eq!(
                app.delete("/api/admin/tavernRooms/1", Some(token)).await.status,
                StatusCode::FORBIDDEN
            );
        }
        assert_eq!(app.get("/api/admin/tavernRooms", None).await.status, StatusCode::UNAUTHORIZED);

        // Added at the end, trimmed; players see it at once.
        let form = json!({"name": "  Stajnia ", "description": "Siano i konie."});
        let added = app.post("/api/admin/tavernRooms", form, admin).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        assert_eq!(
            (added.body["name"].as_str(), added.body["messageCount"].as_u64()),
            (Some("Stajnia"), Some(0))
        );
        let stable = added.body["id"].as_i64().unwrap();
        let rooms = app.get("/api/tavern/rooms", Some(&g.morwena)).await.body;
        assert_eq!(rooms["rooms"][4]["name"], "Stajnia");

        // Clear Polish refusals: no name, too long, a name in use.
        for (form, status, text) in [
            (json!({"name": "  "}), StatusCode::BAD_REQUEST, "Podaj nazwę pokoju."),
            (
                json!({"name": "x".repeat(81)}),
                StatusCode::BAD_REQUEST,
                "Nazwa pokoju może mieć najwyżej 80",
            ),
            (
                json!({"name": "piwnica"}),
                StatusCode::CONFLICT,
                "Pokój o tej nazwie już jest w karczmie.",
            ),
        ] {
            let refused = app.post("/api/admin/tavernRooms", form, admin).await;
            assert_eq!(refused.status, status, "{}", refused.body);
            assert!(
                refused.body["message"].as_str().unwrap().starts_with(text),
                "{}",
                refused.body
            );
        }

        // Renamed: the player's room list and the room one is in say so.
        enter(&app, &g.morwena, g.morwena_id, stable).await;
        say(&app, &g.morwena, stable, "<p>Gdzie mój koń?</p>").await;
        let renamed = app
            .put(
                &format!("/api/admin/tavernRooms/{stable}"),
                json!({"name": "Stajnia pod Kopytem"}),
                admin,
            )
            .await;
        assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.body);
        assert_eq!(
            (renamed.body["activeUsersCount"].as_u64(), renamed.body["messageCount"].as_u64()),
            (Some(1), Some(1))
        );
        let status = app.get("/api/tavern/status", Some(&g.morwena)).await.body;
        assert_eq!(status["room"]["name"], "Stajnia pod Kopytem");
        let missing =
            app.put("/api/admin/tavernRooms/9999", json!({"name": "Nigdzie"}), admin).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);

        // Removed with its messages: its guest stays inside, asked to choose a room.
        let removed = app.delete(&format!("/api/admin/tavernRooms/{stable}"), admin).await;
        assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
        assert_eq!(
            app.get(&format!("/api/admin/tavernRooms/{stable}"), admin).await.status,
            StatusCode::NOT_FOUND
        );
        let status = app.get("/api/tavern/status", Some(&g.morwena)).await.body;
        assert_eq!(
            (status["isInTavern"].as_bool(), status["room"].is_null()),
            (Some(true), true),
            "{status}"
        );
        let body = json!({"message": "<p>Halo?</p>", "isNarrator": false, "roomId": stable});
        let lost = app.post("/api/tavern/messages", body, Some(&g.morwena)).await;
        assert_eq!(lost.status, StatusCode::CONFLICT, "{}", lost.body);
        assert_eq!(app.get("/api/admin/tavernRooms", admin).await.body["total"], 4);
    }
}

#[tokio::test]
async fn the_last_room_stays() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let admin = Some(g.admin.as_str());
        let rooms = app.get("/api/admin/tavernRooms", admin).await.body;
        let ids: Vec<i64> =
            rooms["data"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
        for id in &ids[1..] {
            assert_eq!(
                app.delete(&format!("/api/admin/tavernRooms/{id}"), admin).await.status,
                StatusCode::OK
            );
        }
        let last = app.delete(&format!("/api/admin/tavernRooms/{}", ids[0]), admin).await;
        assert_eq!(last.status, StatusCode::CONFLICT);
        assert_eq!(last.body["message"], "Karczma musi mieć choć jeden pokój.");
    }
}

#[tokio::test]
async fn two_admins_at_once_never_make_two_rooms_of_one_name_nor_remove_the_last_two() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let other = app.staff("krol@mrok.test", "Król", "Wampir", "admin").await;
        let rooms = |token| app.get("/api/admin/tavernRooms", Some(token));
        let before = rooms(&g.admin).await.body["total"].as_u64().unwrap();
        for round in 0..10 {
            let (hers, his) = tokio::join!(
                app.post(
                    "/api/admin/tavernRooms",
                    json!({"name": format!("Izba {round}")}),
                    Some(&g.admin)
                ),
                app.post(
                    "/api/admin/tavernRooms",
                    json!({"name": format!("IZBA {round}")}),
                    Some(&other)
                ),
            );
            let mut statuses = [hers.status, his.status];
            statuses.sort();
            assert_eq!(
                statuses,
                [StatusCode::CREATED, StatusCode::CONFLICT],
                "{}: {} {}",
                app.backend,
                hers.body,
                his.body
            );
        }
        let listed = rooms(&g.admin).await.body;
        assert_eq!(listed["total"].as_u64(), Some(before + 10), "{}", app.backend);

        // Down to two rooms, both deleted at once: one of them stays.
        let ids: Vec<i64> =
            listed["data"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
        for id in &ids[2..] {
            let path = format!("/api/admin/tavernRooms/{id}");
            assert_eq!(app.delete(&path, Some(&g.admin)).await.status, StatusCode::OK);
        }
        let (first, second) = (
            format!("/api/admin/tavernRooms/{}", ids[0]),
            format!("/api/admin/tavernRooms/{}", ids[1]),
        );
        let (hers, his) =
            tokio::join!(app.delete(&first, Some(&g.admin)), app.delete(&second, Some(&other)));
        let mut statuses = [hers.status, his.status];
        statuses.sort();
        assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT], "{}", app.backend);
        assert_eq!(rooms(&g.admin).await.body["total"], 1, "{}", app.backend);
    }
}
