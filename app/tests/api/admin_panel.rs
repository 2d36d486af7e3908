//! The admin panel's calls (spec 3 §2.16, §7 "Admin") through the API on both databases: the
//! permission matrix over every admin call found in the OpenAPI document, the curation tools
//! (nicknames, achievements, hidden information, stats), deleting an account with its preview,
//! the audit log of every staff write and the server's error log.

use reqwest::{Method, StatusCode};
use sea_query::ExprTrait;
use serde_json::{Value, json};

use crate::support::{Options, PASSWORD, TestApp, apps};

/// Admin-only calls that live in the player's areas (their operation ids do not say `admin`).
const ADMIN_ONLY_ELSEWHERE: [&str; 7] = [
    "setProfileApproval",
    "setSecondaryApproval",
    "addTavernEvent",
    "deleteTavernEvent",
    "postNews",
    "updateNews",
    "archiveNews",
];

/// Every admin call: (operation id, method, path with `id` in every placeholder, plus the
/// query parameters the GET tools take).
async fn admin_operations(app: &TestApp, id: i64) -> Vec<(String, Method, String)> {
    let doc = app.get("/api/openapi.json", None).await.body;
    let mut found = Vec::new();
    for (path, methods) in doc["paths"].as_object().unwrap() {
        for (method, operation) in methods.as_object().unwrap() {
            let op = operation["operationId"].as_str().unwrap();
            if !op.starts_with("admin") && !ADMIN_ONLY_ELSEWHERE.contains(&op) {
                continue;
            }
            let filled: Vec<String> = path
                .split('/')
                .map(|part| if part.starts_with('{') { id.to_string() } else { part.to_owned() })
                .collect();
            found.push((
                op.to_owned(),
                method.to_uppercase().parse().unwrap(),
                format!("/api{}?userId={id}&characterId={id}", filled.join("/")),
            ));
        }
    }
    found
}

/// A body every admin write accepts in shape, so that a refusal is about who asks.
fn any_body(id: i64) -> Value {
    json!({
        "userId": id, "characterId": id, "days": 1, "title": "Tytuł", "content": "<p>Treść</p>",
        "name": "Pokój", "description": "Opis", "approved": true, "role": "admin",
        "newNickname": "Nowy", "achievement": "Zwycięzca", "newAchievements": "Zwycięzca",
        "informacja": "tajne", "strength": 1, "eventDate": "2030-01-01", "eventTime": "20:00",
        "date": "2030-01-01", "time": "20:00", "status": "accepted", "level": 1, "health": 1,
        "attack": 1, "defense": 0, "experienceReward": 1, "kind": "weapon",
        "primaryStat": "strength", "base": 1, "perLevel": 1
    })
}

/// [`any_body`] with every free text blank and every number out of range (the enums kept, so
/// the shape still passes): what a use case would refuse, were it read before the permission.
fn broken_body(id: i64) -> Value {
    let mut body = any_body(id);
    for (key, value) in body.as_object_mut().unwrap() {
        if ["role", "status", "kind", "primaryStat"].contains(&key.as_str()) {
            continue;
        }
        if value.is_string() {
            *value = json!("");
        } else if value.is_number() && !["userId", "characterId"].contains(&key.as_str()) {
            *value = json!(-1);
        }
    }
    body
}

fn login_id(answer: &crate::support::Answer) -> i64 {
    answer.body["userId"].as_i64().unwrap()
}

#[tokio::test]
async fn every_admin_call_refuses_residents_game_masters_and_strangers() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let admin_id = login_id(&app.login("sedzia@mrok.test", PASSWORD).await);
        let (resident, _) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let master = app.staff("mistrz@mrok.test", "Mistrz", "Wilkołak", "mistrz_gry").await;
        let operations = admin_operations(&app, admin_id).await;
        assert!(operations.len() >= 40, "only {} admin calls found", operations.len());
        for (op, method, path) in &operations {
            // A broken form too: who may not act learns nothing of its rules either.
            let bodies = if *method == Method::GET {
                vec![None]
            } else {
                vec![Some(any_body(admin_id)), Some(broken_body(admin_id))]
            };
            for body in bodies {
                for (who, token, expected) in [
                    ("nikt", None, StatusCode::UNAUTHORIZED),
                    ("mieszkaniec", Some(resident.as_str()), StatusCode::FORBIDDEN),
                    ("mistrz gry", Some(master.as_str()), StatusCode::FORBIDDEN),
                ] {
                    let answer = app.send(method.clone(), path, body.clone(), token).await;
                    assert_eq!(
                        answer.status, expected,
                        "{op} as {who} with {body:?} ({}): {}",
                        app.backend, answer.body
                    );
                }
            }
        }
        // The admin is let through every one of them (no call is refused to everybody).
        for (op, method, path) in operations.iter().filter(|(_, m, _)| *m == Method::GET) {
            let answer = app.send(method.clone(), path, None, Some(&admin)).await;
            assert_ne!(answer.status, StatusCode::FORBIDDEN, "{op} as admin: {}", answer.body);
        }
    }
}

#[tokio::test]
async fn admins_rename_characters_and_keep_their_achievements_information_and_stats() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, ilvar_id) =
            app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
        let secondary = json!({
            "userId": morwena_id, "name": "Cień", "race": "Człowiek", "gender": "Mężczyzna", "magic": "Nie"
        });
        let made = app.post("/api/secondary-characters", secondary, Some(&morwena)).await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
        let set =
            app.get(&format!("/api/users/{morwena_id}/characters"), Some(&morwena)).await.body;
        let shadow_id = set["secondaryCharacters"][0]["id"].as_i64().unwrap();
        let admin = Some(admin.as_str());

        // Nicknames, with the spec's words for what is missing.
        let rename = |body: Value| app.post("/api/admin/changeNickname", body, admin);
        let missing = rename(json!({"newNickname": "Nowa"})).await;
        assert_eq!(
            (missing.status, missing.message()),
            (StatusCode::BAD_REQUEST, "Podaj ID gracza i nowy nick")
        );
        let done = rename(json!({"userId": morwena_id, "newNickname": " Morwenna "})).await;
        assert_eq!(done.status, StatusCode::OK, "{}", done.body);
        assert_eq!(done.message(), "Nick został zmieniony z „Morwena” na „Morwenna”.");
        let profile = app.get(&format!("/api/home/profile/{morwena_id}"), Some(&ilvar)).await;
        assert_eq!(profile.body["profileData"]["user"], "Morwenna", "{}", profile.body);

        let choices =
            app.get(&format!("/api/admin/getSecondaryCharacters?userId={morwena_id}"), admin).await;
        assert_eq!(choices.body["characters"][0]["name"], "Cień", "{}", choices.body);
        let none =
            app.get(&format!("/api/admin/getSecondaryCharacters?userId={ilvar_id}"), admin).await;
        assert_eq!(
            (none.status, none.message()),
            (StatusCode::NOT_FOUND, "Ten użytkownik nie ma postaci pobocznych")
        );
        let foreign = json!({"userId": ilvar_id, "characterId": shadow_id, "newNickname": "Mrok"});
        let refused = app.post("/api/admin/changeSecondaryNicknameByUser", foreign, admin).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{}", refused.body);
        let own = json!({"userId": morwena_id, "characterId": shadow_id, "newNickname": "Półcień"});
        let renamed = app.post("/api/admin/changeSecondaryNicknameByUser", own, admin).await;
        assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.body);
        let direct = json!({"characterId": shadow_id, "newNickname": "Zmierzch"});
        assert_eq!(
            app.post("/api/admin/changeSecondaryNickname", direct, admin).await.status,
            StatusCode::OK
        );
        let nick = app
            .get(
                &format!("/api/admin/getSecondaryCharacterNickname?characterId={shadow_id}"),
                admin,
            )
            .await;
        assert_eq!(
            (
                nick.body["nickname"].as_str(),
                nick.body["race"].as_str(),
                nick.body["gender"].as_str()
            ),
            (Some("Zmierzch"), Some("Człowiek"), Some("Mężczyzna"))
        );

        // Achievements: added as lines, read back, rewritten; the profile shows them.
        for text in ["Pogromczyni ghuli", "Przeżyła Krwawą Noc"] {
            let added = app
                .post(
                    "/api/admin/addAchievement",
                    json!({"userId": morwena_id, "achievement": text}),
                    admin,
                )
                .await;
            assert_eq!(added.status, StatusCode::OK, "{}", added.body);
        }
        let read = app.get(&format!("/api/admin/editAchievement?userId={morwena_id}"), admin).await;
        assert_eq!(read.body["osiagniecia"], "Pogromczyni ghuli\nPrzeżyła Krwawą Noc");
        let edit = json!({"userId": morwena_id, "newAchievements": "Mistrzyni areny"});
        assert_eq!(
            app.post("/api/admin/editAchievement", edit, admin).await.status,
            StatusCode::OK
        );
        let profile = app.get(&format!("/api/home/profile/{morwena_id}"), Some(&ilvar)).await;
        assert_eq!(profile.body["profileData"]["achievements"], "Mistrzyni areny");
        let empty = app
            .post("/api/admin/addSecondaryAchievement", json!({"characterId": shadow_id}), admin)
            .await;
        assert_eq!(empty.message(), "Wybierz postać i podaj osiągnięcie");
        let add = json!({"characterId": shadow_id, "achievement": "Wrócił zza Mgły"});
        assert_eq!(
            app.post("/api/admin/addSecondaryAchievement", add, admin).await.status,
            StatusCode::OK
        );
        let read = app
            .get(&format!("/api/admin/editSecondaryAchievement?characterId={shadow_id}"), admin)
            .await;
        assert_eq!(
            (read.body["achievements"].as_str(), read.body["characterName"].as_str()),
            (Some("Wrócił zza Mgły"), Some("Zmierzch"))
        );
        let clear = json!({"characterId": shadow_id, "newAchievements": ""});
        assert_eq!(
            app.post("/api/admin/editSecondaryAchievement", clear, admin).await.status,
            StatusCode::OK
        );

        // Hidden information: the owner and admins read it, nobody else; the stats card shows it.
        let path = format!("/api/admin/profile/informacja/{morwena_id}");
        let sheet = r#"{"skills":[{"name":"Szermierka","level":4}],"flaws":[]}"#;
        let set = app.put(&path, json!({"informacja": sheet}), admin).await;
        assert_eq!(set.status, StatusCode::OK, "{}", set.body);
        assert_eq!(app.get(&path, Some(&morwena)).await.body["informacja"], sheet);
        assert_eq!(app.get(&path, Some(&ilvar)).await.status, StatusCode::FORBIDDEN);
        assert_eq!(
            app.put(&path, json!({"informacja": "x"}), Some(&morwena)).await.status,
            StatusCode::FORBIDDEN
        );

        // Stats: admins set them, the owner sees them on the stats card.
        let stats = json!({"userId": morwena_id, "strength": 12, "dexterity": 9, "speed": 8,
            "intelligence": 14, "willpower": 11, "endurance": 10});
        let saved = app.put("/api/home/stats", stats, admin).await;
        assert_eq!((saved.status, saved.body["intelligence"].as_i64()), (StatusCode::OK, Some(14)));
        let bad =
            app.put("/api/home/stats", json!({"userId": morwena_id, "speed": -1}), admin).await;
        assert_eq!(
            (bad.status, bad.message()),
            (StatusCode::BAD_REQUEST, "Statystyki muszą być liczbami całkowitymi od 0 do 9999")
        );
        let own = app.get(&format!("/api/home/stats?userId={morwena_id}"), Some(&morwena)).await;
        assert_eq!(own.body["strength"], 12, "{}", own.body);
        assert_eq!(
            app.get(&format!("/api/home/stats?userId={morwena_id}"), Some(&ilvar)).await.status,
            StatusCode::FORBIDDEN
        );
        let card = app.get("/api/player-profile", Some(&morwena)).await.body;
        assert_eq!((card["strength"].as_i64(), card["endurance"].as_i64()), (Some(12), Some(10)));
        assert_eq!(card["informacje"], sheet);
        assert_eq!(card["user"], "Morwenna");
    }
}

#[derive(sqlx::FromRow)]
struct One {
    #[allow(dead_code)] // read only to learn that a row is there
    id: i32,
}

/// Rows in any table that still name `user` in a column that refers to an account.
async fn rows_naming(app: &TestApp, user: i64) -> Vec<String> {
    let columns = [
        ("characters", "user_id"),
        ("one_time_tokens", "user_id"),
        ("rp_sessions", "owner_id"),
        ("rp_members", "user_id"),
        ("rp_messages", "user_id"),
        ("tavern_presence", "user_id"),
        ("tavern_messages", "user_id"),
        ("conversation_members", "user_id"),
        ("private_messages", "sender_id"),
        ("global_message_reads", "user_id"),
        ("news_comments", "author_id"),
        ("prison_sentences", "user_id"),
        ("users", "id"),
    ];
    let db = mrok_adapters::sql::Db::connect(&app.config.database_url()).await.unwrap();
    let mut left = Vec::new();
    for (table, column) in columns {
        let query = sea_query::Query::select()
            .expr_as(sea_query::Expr::cust("1"), sea_query::Alias::new("id"))
            .from(sea_query::Alias::new(table))
            .and_where(sea_query::Expr::col(sea_query::Alias::new(column)).eq(user))
            .limit(1)
            .to_owned();
        let row: Option<One> = db.fetch_optional(&query).await.unwrap();
        if row.is_some() {
            left.push(format!("{table}.{column}"));
        }
    }
    left
}

#[tokio::test]
async fn deleting_an_account_takes_everything_the_preview_counts_and_kills_its_tokens() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let admin_id = login_id(&app.login("sedzia@mrok.test", PASSWORD).await);
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, ilvar_id) =
            app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
        let admin = Some(admin.as_str());

        // Ilvar's general session, where Morwena posts twice; Morwena's private session with
        // Ilvar; a conversation both wrote in.
        let general = json!({"title": "Mgły nad Bagnem", "users": [morwena_id]});
        let general = app.post("/api/generalSessions", general, Some(&ilvar)).await;
        assert_eq!(general.status, StatusCode::CREATED, "{}", general.body);
        let general_id = general.body["id"].as_i64().unwrap();
        for (token, text) in [
            (&ilvar, "Mgła gęstnieje."),
            (&morwena, "Morwena wchodzi w mgłę."),
            (&morwena, "I znika."),
        ] {
            let body = json!({"message": format!("<p>{text}</p>")});
            let path = format!("/api/generalSessions/{general_id}/messages");
            let sent = app.post(&path, body, Some(token)).await;
            assert_eq!(sent.status, StatusCode::OK, "{}", sent.body);
        }
        let private = json!({"title": "Sekret", "participantIds": [ilvar_id]});
        let private = app.post("/api/privateSessions", private, Some(&morwena)).await;
        assert_eq!(private.status, StatusCode::CREATED, "{}", private.body);
        let letter =
            json!({"receiver_id": ilvar_id, "subject": "Spotkanie", "content": "O północy."});
        let started = app.post("/api/conversations", letter, Some(&morwena)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let conversation = started.body["conversationId"].as_i64();
        let reply = json!({"conversation_id": conversation.unwrap(), "content": "Będę."});
        let replied = app.post("/api/messages", reply, Some(&ilvar)).await;
        assert!(replied.status.is_success(), "{}", replied.body);

        // Ilvar reports on Morwena's private session, Morwena on Ilvar's general one: both go
        // (hers with her, his with her session), and the preview says so.
        let private_id = private.body["id"].as_i64().unwrap();
        for (token, kind, session) in
            [(&ilvar, "private", private_id), (&morwena, "general", general_id)]
        {
            let report = json!({"sessionType": kind, "sessionId": session, "sessionTitle": "x", "whatHappened": "Walka"});
            let filed = app.post("/api/reports", report, Some(token)).await;
            assert_eq!(filed.status, StatusCode::CREATED, "{}", filed.body);
        }

        let unread = app.get("/api/sessions/unread", Some(&ilvar)).await.body;
        assert_eq!(unread["general"][0]["id"], general_id, "her posts are news to him: {unread}");

        let preview =
            app.get(&format!("/api/admin/user-deletion-preview/{morwena_id}"), admin).await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        let p = &preview.body;
        assert_eq!(
            (p["user"].as_str(), p["email"].as_str()),
            (Some("Morwena"), Some("morwena@mrok.test"))
        );
        assert_eq!(
            [
                &p["sentMessages"],
                &p["receivedMessages"],
                &p["privateMessages"],
                &p["ownedPrivateSessions"],
                &p["sessionMessages"],
                &p["sessionReports"]
            ]
            .map(|v| v.as_u64().unwrap()),
            [1, 1, 1, 1, 2, 2],
            "{p}"
        );
        let own = app.delete(&format!("/api/admin/delete-user/{admin_id}"), admin).await;
        assert_eq!(
            (own.status, own.message()),
            (StatusCode::BAD_REQUEST, "Nie możesz usunąć własnego konta.")
        );
        assert_eq!(
            app.get("/api/admin/user-deletion-preview/99999", admin).await.status,
            StatusCode::NOT_FOUND
        );

        let deleted = app.delete(&format!("/api/admin/delete-user/{morwena_id}"), admin).await;
        assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
        assert_eq!(deleted.message(), "Gracz został usunięty pomyślnie!");
        assert_eq!(deleted.body["summary"]["sessionMessages"], 2);

        // Her token dies at once; nothing of hers is left; the others' counts are right.
        assert_eq!(
            app.get("/api/check-prison-status", Some(&morwena)).await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(rows_naming(&app, morwena_id).await, Vec::<String>::new());
        let session =
            app.get(&format!("/api/generalSessions/{general_id}/messages"), Some(&ilvar)).await;
        assert_eq!(session.body["messages"].as_array().map(Vec::len), Some(1), "{}", session.body);
        let list = app.get("/api/generalSessions", Some(&ilvar)).await.body;
        let listed = list["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == general_id)
            .unwrap()
            .clone();
        assert_eq!(
            listed["messageCount"].as_i64().or(listed["message_count"].as_i64()),
            Some(1),
            "{listed}"
        );
        // Only his own post is left: nothing there is news to him any more.
        let unread = app.get("/api/sessions/unread", Some(&ilvar)).await.body;
        assert_eq!(unread["general"], json!([]), "{unread}");
        let conversations =
            app.get(&format!("/api/conversations/user/{ilvar_id}"), Some(&ilvar)).await;
        assert_eq!(conversations.body.as_array().map(Vec::len), Some(0), "{}", conversations.body);
        let his_reports = app.get("/api/reports/my", Some(&ilvar)).await.body;
        assert_eq!(his_reports["reports"].as_array().map(Vec::len), Some(0), "{his_reports}");
        let again = app.delete(&format!("/api/admin/delete-user/{morwena_id}"), admin).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn every_staff_write_is_audited_with_what_it_replaced_and_residents_writes_are_not() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let admin_id = login_id(&app.login("sedzia@mrok.test", PASSWORD).await);
        let master = app.staff("mistrz@mrok.test", "Mistrz", "Wilkołak", "mistrz_gry").await;
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;

        let rename = json!({"userId": morwena_id, "newNickname": "Morwenna"});
        assert_eq!(
            app.post("/api/admin/changeNickname", rename, Some(&admin)).await.status,
            StatusCode::OK
        );
        let refused = json!({"userId": morwena_id, "newNickname": "X"});
        assert_eq!(
            app.post("/api/admin/changeNickname", refused, Some(&admin)).await.status,
            StatusCode::BAD_REQUEST
        );
        let session = json!({"title": "Wieża"});
        assert_eq!(
            app.post("/api/generalSessions", session.clone(), Some(&master)).await.status,
            StatusCode::CREATED
        );
        assert_eq!(
            app.post("/api/generalSessions", session, Some(&morwena)).await.status,
            StatusCode::CREATED
        );
        let reset = json!({"userId": admin_id, "password": PASSWORD});
        assert_eq!(
            app.post("/api/character/reset", reset, Some(&admin)).await.status,
            StatusCode::OK
        );

        let log = app.get("/api/admin/audit-log?_start=0&_end=10", Some(&admin)).await;
        assert_eq!(log.status, StatusCode::OK, "{}", log.body);
        let entries = log.body["data"].as_array().unwrap();
        let actions: Vec<&str> = entries.iter().map(|e| e["action"].as_str().unwrap()).collect();
        // Newest first; the refused rename and the resident's session are not there.
        assert_eq!(
            actions,
            ["resetCharacter", "createGeneralSession", "adminChangeNickname"],
            "{}",
            log.body
        );
        assert_eq!(log.body["total"], 3);
        let renamed = &entries[2];
        assert_eq!(
            (renamed["before"].as_str(), renamed["actorId"].as_i64(), renamed["target"].as_str()),
            (Some("Morwena"), Some(admin_id), Some("/api/admin/changeNickname"))
        );
        assert!(renamed["after"].as_str().unwrap().contains("Morwenna"));
        assert_eq!(entries[1]["actorRole"], "mistrz_gry");
        assert!(
            !entries[0]["after"].as_str().unwrap_or_default().contains(PASSWORD),
            "{}",
            entries[0]
        );

        let only_master = app
            .get(&format!("/api/admin/audit-log?actorId={}", entries[1]["actorId"]), Some(&admin))
            .await;
        assert_eq!(only_master.body["total"], 1);
        // Nobody can change it: the API has no write for it.
        let doc = app.get("/api/openapi.json", None).await.body;
        let methods: Vec<&String> =
            doc["paths"]["/admin/audit-log"].as_object().unwrap().keys().collect();
        assert_eq!(methods, ["get"]);
    }
}

#[tokio::test]
async fn what_staff_do_in_passing_stays_out_of_the_audit_log() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let admin_id = login_id(&app.login("sedzia@mrok.test", PASSWORD).await);
        let created =
            app.post("/api/generalSessions", json!({"title": "Wieża"}), Some(&admin)).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let id = created.body["id"].as_i64().unwrap();
        let seen =
            app.post(&format!("/api/generalSessions/{id}/seen"), json!({}), Some(&admin)).await;
        assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
        let characters = app.get(&format!("/api/users/{admin_id}/characters"), Some(&admin)).await;
        let character = characters.body["mainCharacter"]["id"].as_i64().unwrap();
        let enter = json!({"characterType": "main", "characterId": character});
        let entered = app.post("/api/tavern/enter", enter, Some(&admin)).await;
        assert_eq!(entered.status, StatusCode::OK, "{}", entered.body);
        let left = app.post("/api/tavern/leave", json!({}), Some(&admin)).await;
        assert!(left.status.is_success(), "{}", left.body);

        let log = app.get("/api/admin/audit-log?_start=0&_end=10", Some(&admin)).await.body;
        let actions: Vec<&str> =
            log["data"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
        assert_eq!(actions, ["createGeneralSession"], "{}: {log}", app.backend);
    }
}

#[tokio::test]
async fn admins_read_the_error_log_and_release_prisoners_early() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let logs = app.get("/api/getLogs", Some(&admin)).await;
        assert_eq!(logs.status, StatusCode::OK, "{}", logs.body);
        assert!(logs.body["logs"].is_array());

        let jail = json!({"userId": morwena_id, "days": 5});
        assert_eq!(
            app.post("/api/admin/blockUser", jail, Some(&admin)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.get("/api/tavern/rooms", Some(&morwena)).await.status,
            StatusCode::FORBIDDEN
        );
        let released =
            app.post("/api/admin/releaseUser", json!({"userId": morwena_id}), Some(&admin)).await;
        assert_eq!(
            (released.status, released.message()),
            (StatusCode::OK, "Gracz wyszedł z więzienia.")
        );
        assert_eq!(app.get("/api/tavern/rooms", Some(&morwena)).await.status, StatusCode::OK);
        let again =
            app.post("/api/admin/releaseUser", json!({"userId": morwena_id}), Some(&admin)).await;
        assert_eq!(
            (again.status, again.message()),
            (StatusCode::NOT_FOUND, "Ten gracz nie siedzi w więzieniu.")
        );
    }
}

#[tokio::test]
async fn the_audit_keeps_that_staff_wrote_privately_never_what() {
    for app in apps(Options::PLAIN).await {
        let admin = app.staff("sedzia@mrok.test", "Sędzia", "Człowiek", "admin").await;
        let master = app.staff("mistrz@mrok.test", "Mistrz", "Wilkołak", "mistrz_gry").await;
        let (_, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let letter = json!({"receiver_id": morwena_id, "subject": "Sekret",
                            "content": "<p>Tajemnica karczmarza.</p>"});
        let sent = app.post("/api/conversations", letter, Some(&master)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
        let scene = json!({"title": "Szept", "participantIds": [morwena_id],
                           "characterType": "narrator", "message": "<p>Cicha narada.</p>"});
        let started = app.post("/api/privateSessions", scene, Some(&master)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);

        let log = app.get("/api/admin/audit-log?_start=0&_end=10", Some(&admin)).await.body;
        let entries = log["data"].as_array().unwrap();
        assert_eq!(entries.len(), 2, "{log}");
        for entry in entries {
            assert_eq!(entry["after"], "(treść prywatna)", "{}: {entry}", app.backend);
        }
        assert!(!log.to_string().contains("Tajemnica") && !log.to_string().contains("narada"));
    }
}
