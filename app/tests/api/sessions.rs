//! Roleplay sessions through the API on both databases: the permission matrix of every call
//! (owner, participant, outsider, admin, no token), validation, unread markers, paging and
//! sanitization.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps};

struct Cast {
    owner: String,
    player: String,
    player_id: i64,
    /// The participant's secondary character.
    player_secondary: i64,
    outsider: String,
    outsider_id: i64,
    admin: String,
    spare_id: i64,
}

async fn cast(app: &TestApp) -> Cast {
    let (owner, _) = app.player_with_character("wlascicielka@mrok.test", "Morwena", "Wampir").await;
    let (player, player_id) = app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
    let side = json!({"userId": player_id, "name": "Cień", "race": "Wilkołak", "gender": "Mężczyzna", "magic": "Nie"});
    let created = app.post("/api/secondary-characters", side, Some(&player)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let set = app.get(&format!("/api/users/{player_id}/characters"), Some(&player)).await.body;
    let player_secondary = set["secondaryCharacters"][0]["id"].as_i64().unwrap();
    let (outsider, outsider_id) =
        app.player_with_character("obcy@mrok.test", "Obcy", "Wampir").await;
    let (_, spare_id) = app.player_with_character("zapas@mrok.test", "Zapas", "Wampir").await;
    let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;
    Cast { owner, player, player_id, player_secondary, outsider, outsider_id, admin, spare_id }
}

/// `general` or `private` paths.
fn base(kind: &str) -> &'static str {
    if kind == "general" { "/api/generalSessions" } else { "/api/privateSessions" }
}

/// Creates a session of the owner with the participant; returns its id.
async fn session(app: &TestApp, c: &Cast, kind: &str, title: &str) -> i64 {
    let members = if kind == "general" { "users" } else { "participantIds" };
    let body = json!({"title": title, members: [c.player_id], "characterType": "narrator",
                      "message": "<p>Na rozstajach dróg stoi karczma.</p>"});
    let created = app.post(base(kind), body, Some(&c.owner)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["id"].as_i64().unwrap()
}

impl Cast {
    /// Tokens in the order of the matrix: owner, participant, outsider, admin, none.
    fn roles(&self) -> [(&'static str, Option<&str>); 5] {
        [
            ("no token", None),
            ("outsider", Some(&self.outsider)),
            ("admin", Some(&self.admin)),
            ("participant", Some(&self.player)),
            ("owner", Some(&self.owner)),
        ]
    }
}

/// Expected statuses, in the order owner, participant, outsider, admin, no token. The calls
/// run in the reverse order, so the owner's (state-changing) call comes last.
type Expected = [u16; 5];

async fn check(
    app: &TestApp,
    c: &Cast,
    method: Method,
    path: &str,
    body: Value,
    expected: Expected,
) {
    let expected = [expected[4], expected[2], expected[3], expected[1], expected[0]];
    for ((role, token), want) in c.roles().into_iter().zip(expected) {
        let body = (method != Method::GET && method != Method::DELETE).then(|| body.clone());
        let answer = app.send(method.clone(), path, body, token).await;
        assert_eq!(
            answer.status.as_u16(),
            want,
            "{} {method} {path} as {role}: {}",
            app.backend,
            answer.body
        );
        if want >= 400 {
            assert!(!answer.message().is_empty(), "{method} {path} as {role}: no message");
        }
    }
}

#[tokio::test]
async fn every_general_session_call_enforces_its_permission_rule() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = session(&app, &c, "general", "Mgły").await;
        let s = format!("/api/generalSessions/{id}");
        let player_post = app
            .post(&format!("{s}/messages"), json!({"message": "<p>Ja</p>"}), Some(&c.player))
            .await;
        let message = player_post.body["id"].as_i64().unwrap();
        let get = Method::GET;
        let none = json!({});
        //                                                                  owner part  out  admin none
        check(&app, &c, get.clone(), &s, none.clone(), [200, 200, 200, 200, 401]).await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/participantsCharacters"),
            none.clone(),
            [200, 200, 200, 200, 401],
        )
        .await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/messages"),
            none.clone(),
            [200, 200, 200, 200, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::POST,
            &format!("{s}/messages"),
            json!({"message": "<p>Tak</p>"}),
            [200, 200, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PUT,
            &format!("{s}/messages/{message}"),
            json!({"message": "<p>Nowe</p>"}),
            [403, 200, 403, 403, 401],
        )
        .await;
        check(&app, &c, Method::POST, &format!("{s}/seen"), json!({}), [200, 200, 403, 403, 401])
            .await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/myCharacter"),
            none.clone(),
            [200, 200, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::POST,
            &format!("{s}/changeCharacter"),
            json!({"characterType": "narrator"}),
            [200, 200, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::POST,
            &format!("{s}/addMembers"),
            json!({"userIds": [c.spare_id]}),
            [200, 403, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::DELETE,
            &format!("{s}/members/{}", c.spare_id),
            none.clone(),
            [200, 403, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PATCH,
            &format!("{s}/close"),
            none.clone(),
            [200, 403, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PATCH,
            &format!("{s}/reopen"),
            none.clone(),
            [200, 403, 403, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            get.clone(),
            "/api/generalSessions",
            none.clone(),
            [200, 200, 200, 200, 401],
        )
        .await;
        check(&app, &c, get, "/api/generalSessions/archive", none, [200, 200, 200, 200, 401]).await;
    }
}

#[tokio::test]
async fn every_private_session_call_hides_the_session_from_outsiders() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = session(&app, &c, "private", "Szepty").await;
        let s = format!("/api/privateSessions/{id}");
        let player_post = app
            .post(&format!("{s}/messages"), json!({"message": "<p>Ja</p>"}), Some(&c.player))
            .await;
        let message = player_post.body["id"].as_i64().unwrap();
        let get = Method::GET;
        let none = json!({});
        //                                                                  owner part  out  admin none
        check(&app, &c, get.clone(), &s, none.clone(), [200, 200, 404, 200, 401]).await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/participantsCharacters"),
            none.clone(),
            [200, 200, 404, 200, 401],
        )
        .await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/messages"),
            none.clone(),
            [200, 200, 404, 200, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::POST,
            &format!("{s}/messages"),
            json!({"message": "<p>Tak</p>"}),
            [200, 200, 404, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PATCH,
            &format!("{s}/messages/{message}"),
            json!({"message": "<p>Nowe</p>"}),
            [403, 200, 404, 403, 401],
        )
        .await;
        check(&app, &c, Method::POST, &format!("{s}/seen"), json!({}), [200, 200, 404, 403, 401])
            .await;
        check(
            &app,
            &c,
            get.clone(),
            &format!("{s}/myCharacter"),
            none.clone(),
            [200, 200, 404, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::POST,
            &format!("{s}/changeCharacter"),
            json!({"characterType": "narrator"}),
            [200, 200, 404, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PATCH,
            &format!("{s}/close"),
            none.clone(),
            [200, 403, 404, 403, 401],
        )
        .await;
        check(
            &app,
            &c,
            Method::PATCH,
            &format!("{s}/reopen"),
            none.clone(),
            [200, 403, 404, 403, 401],
        )
        .await;
        // Under the general paths a private session does not exist.
        check(
            &app,
            &c,
            get.clone(),
            &format!("/api/generalSessions/{id}"),
            none.clone(),
            [404, 404, 404, 404, 401],
        )
        .await;
        check(&app, &c, get, "/api/privateSessions", none, [200, 200, 200, 200, 401]).await;

        let listed = |token: &str| {
            let token = token.to_owned();
            let app = &app;
            async move {
                let list = app.get("/api/privateSessions", Some(&token)).await.body;
                list["sessions"].as_array().unwrap().iter().any(|s| s["id"] == id)
            }
        };
        assert!(listed(&c.owner).await && listed(&c.player).await);
        assert!(!listed(&c.outsider).await, "an outsider never sees it listed");
        assert!(!listed(&c.admin).await, "admins read it by id, their list holds their own");
    }
}

#[tokio::test]
async fn creating_a_session_checks_title_participants_and_character() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let create = |body: Value| app.post("/api/generalSessions", body, Some(&c.owner));
        let blank = create(json!({"title": "   ", "users": []})).await;
        assert_eq!(
            (blank.status, blank.message()),
            (StatusCode::BAD_REQUEST, "Podaj tytuł sesji!")
        );
        let hidden = create(json!({"title": "Mg\u{200B}ły \u{202E}", "users": []})).await;
        assert_eq!(
            (hidden.status, hidden.message()),
            (StatusCode::BAD_REQUEST, "Tytuł sesji zawiera niewidoczne albo niedozwolone znaki.")
        );
        let unknown = create(json!({"title": "Mgły", "users": [c.player_id, 99_999]})).await;
        assert_eq!(
            (unknown.status, unknown.message()),
            (StatusCode::BAD_REQUEST, "Nie znaleziono użytkownika o takim ID")
        );
        let foreign = create(json!({"title": "Mgły", "characterType": "secondary", "characterId": c.player_secondary})).await;
        assert_eq!(
            (foreign.status, foreign.message()),
            (StatusCode::FORBIDDEN, "Możesz pisać tylko własną postacią albo jako narrator.")
        );
        // An account without a character can never write: no one to invite.
        app.activated_player("nowy@mrok.test").await;
        let login = app.login("nowy@mrok.test", crate::support::PASSWORD).await;
        let newcomer = login.body["userId"].as_i64().unwrap();
        let refused = create(json!({"title": "Mgły", "users": [newcomer]})).await;
        assert_eq!(
            (refused.status, refused.message()),
            (StatusCode::BAD_REQUEST, "Nie znaleziono użytkownika o takim ID")
        );
        // 'main' without an id is one's own main character.
        let main =
            create(json!({"title": "Mgły główne", "characterType": "main", "message": "<p>x</p>"}))
                .await;
        assert_eq!(main.status, StatusCode::CREATED, "{}", main.body);
        let odd = create(json!({"title": "Mgły", "characterType": "czarodziej"})).await;
        assert_eq!(odd.status, StatusCode::BAD_REQUEST);
        let none = app.post("/api/generalSessions", json!({"title": "Mgły"}), None).await;
        assert_eq!(none.status, StatusCode::UNAUTHORIZED);

        // The participant starts a private one; the first message carries the chosen character.
        let body = json!({"title": "  Szepty  ", "participantIds": [c.outsider_id, c.outsider_id],
                          "characterType": "secondary", "characterId": c.player_secondary,
                          "message": "<p>Cień wchodzi.</p>"});
        let created = app.post("/api/privateSessions", body, Some(&c.player)).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let id = created.body["id"].as_i64().unwrap();
        let detail = app.get(&format!("/api/privateSessions/{id}"), Some(&c.outsider)).await.body;
        assert_eq!(detail["session"]["title"], "Szepty");
        assert_eq!(detail["session"]["owner_name"], "Ilvar");
        assert_eq!(detail["participants"].as_array().unwrap().len(), 2);
        let first = &detail["messages"][0];
        assert_eq!(
            (first["character_type"].as_str(), first["character_name"].as_str()),
            (Some("secondary"), Some("Cień"))
        );
        assert_eq!(
            (first["author_name"].as_str(), first["author_id"].as_i64()),
            (Some("Ilvar"), Some(c.player_id))
        );
        let mine =
            app.get(&format!("/api/privateSessions/{id}/myCharacter"), Some(&c.player)).await.body;
        assert_eq!(mine["character_name"], "Cień");
    }
}

#[tokio::test]
async fn the_general_list_shows_every_spec_field_and_the_unread_state() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = session(&app, &c, "general", "Mgły").await;
        let row = |token: String| {
            let app = &app;
            async move {
                let list = app.get("/api/generalSessions", Some(&token)).await.body;
                list["sessions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|s| s["id"] == id)
                    .cloned()
                    .unwrap()
            }
        };
        let seen_by_outsider = row(c.outsider.clone()).await;
        assert_eq!(seen_by_outsider["is_participant"], false);
        assert_eq!(seen_by_outsider["participant_count"], 2);
        assert_eq!(seen_by_outsider["created_by_name"], "Morwena");
        assert_eq!(seen_by_outsider["last_author"], "Morwena");
        assert_eq!(seen_by_outsider["last_character_type"], "narrator");
        assert_eq!(seen_by_outsider["last_character_name"], "Narrator");
        let names: Vec<&str> = seen_by_outsider["participants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["user"].as_str().unwrap())
            .collect();
        assert_eq!(names, vec!["Morwena", "Ilvar"]);

        // The invited participant has not seen it: unread.
        let fresh = row(c.player.clone()).await;
        assert_eq!(
            (fresh["is_participant"].as_bool(), fresh["seen_at"].is_null()),
            (Some(true), true)
        );
        // A time before any session (PostgreSQL ends short of chrono's years) is no 500 and
        // does not mark it read.
        for ancient in ["-5000-01-01T00:00:00Z", "0001-01-01T00:00:00Z"] {
            let refused = app
                .post(
                    &format!("/api/generalSessions/{id}/seen"),
                    json!({"seenAt": ancient}),
                    Some(&c.player),
                )
                .await;
            assert_eq!(
                refused.status,
                StatusCode::OK,
                "{ancient}: {} ({})",
                refused.body,
                app.backend
            );
            let still = row(c.player.clone()).await;
            assert!(still["seen_at"].as_str() < still["last_activity"].as_str(), "{still}");
        }
        let seen = app
            .post(
                &format!("/api/generalSessions/{id}/seen"),
                json!({"seenAt": fresh["last_activity"]}),
                Some(&c.player),
            )
            .await;
        assert_eq!(seen.status, StatusCode::OK);
        let read = row(c.player.clone()).await;
        assert_eq!(read["seen_at"], read["last_activity"], "seen up to the last activity: read");

        // The owner writes: the participant's marker is behind again, the owner's is not.
        app.post(
            &format!("/api/generalSessions/{id}/messages"),
            json!({"message": "<p>Dalej.</p>"}),
            Some(&c.owner),
        )
        .await;
        let behind = row(c.player.clone()).await;
        assert!(behind["last_activity"].as_str() > behind["seen_at"].as_str(), "{behind}");
        let own = row(c.owner.clone()).await;
        assert_eq!(own["seen_at"], own["last_activity"]);
        // A seen time in the future is kept at now.
        let future = app
            .post(
                &format!("/api/generalSessions/{id}/seen"),
                json!({"seenAt": "2999-01-01T00:00:00Z"}),
                Some(&c.player),
            )
            .await;
        assert!(future.body["seen_at"].as_str().unwrap() < "2999");
    }
}

#[tokio::test]
async fn posting_refuses_blank_closed_and_foreign_and_sanitizes_the_rest() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = session(&app, &c, "general", "Mgły").await;
        let messages = format!("/api/generalSessions/{id}/messages");
        let post = |token: String, body: Value| {
            let (app, messages) = (&app, messages.clone());
            async move { app.post(&messages, body, Some(&token)).await }
        };
        let blank = post(c.player.clone(), json!({"message": "<p>  </p>"})).await;
        assert_eq!(
            (blank.status, blank.message()),
            (StatusCode::BAD_REQUEST, "Wiadomość nie może być pusta.")
        );
        let outsider = post(c.outsider.clone(), json!({"message": "<p>Hej</p>"})).await;
        assert_eq!(
            (outsider.status, outsider.message()),
            (
                StatusCode::FORBIDDEN,
                "Nie masz uprawnień do pisania w tej sesji. Tylko zaproszeni użytkownicy mogą dodawać wiadomości."
            )
        );
        let body = json!({"message": "<p onclick=\"zlo()\">Cień <script>alert(1)</script><strong>milczy</strong></p>"});
        let clean = post(c.player.clone(), body).await;
        assert_eq!(clean.status, StatusCode::OK, "{}", clean.body);
        assert_eq!(clean.body["message"], "<p>Cień <strong>milczy</strong></p>");
        assert_eq!(
            (clean.body["character_type"].as_str(), clean.body["username"].as_str()),
            (Some("main"), Some("Ilvar"))
        );

        let narrated =
            post(c.player.clone(), json!({"message": "<p>Wiatr.</p>", "isNarrator": true})).await;
        assert_eq!(
            (narrated.body["character_type"].as_str(), narrated.body["character_name"].as_str()),
            (Some("narrator"), Some("Narrator"))
        );
        let after = post(c.player.clone(), json!({"message": "<p>Znów ja.</p>"})).await;
        assert_eq!(after.body["character_type"], "main", "the narrator toggle is for one message");

        let foreign = json!({"characterType": "secondary", "characterId": c.player_secondary});
        let refused = app
            .post(
                &format!("/api/generalSessions/{id}/changeCharacter"),
                foreign.clone(),
                Some(&c.owner),
            )
            .await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        let changed = app
            .post(&format!("/api/generalSessions/{id}/changeCharacter"), foreign, Some(&c.player))
            .await;
        assert_eq!(changed.body["character_name"], "Cień");
        let as_secondary = post(c.player.clone(), json!({"message": "<p>Cień.</p>"})).await;
        assert_eq!(
            (
                as_secondary.body["character_type"].as_str(),
                as_secondary.body["character_name"].as_str()
            ),
            (Some("secondary"), Some("Cień"))
        );
        let characters = app
            .get(&format!("/api/generalSessions/{id}/participantsCharacters"), Some(&c.outsider))
            .await
            .body;
        assert_eq!(characters[c.player_id.to_string()]["character_name"], "Cień");

        let message = as_secondary.body["id"].as_i64().unwrap();
        let edited = app
            .put(
                &format!("{messages}/{message}"),
                json!({"message": "<p>Cień odchodzi.</p>"}),
                Some(&c.player),
            )
            .await;
        assert_eq!(edited.body["message"], "<p>Cień odchodzi.</p>");
        assert!(edited.body["edited_at"].is_string());
        let blank_edit = app
            .put(&format!("{messages}/{message}"), json!({"message": ""}), Some(&c.player))
            .await;
        assert_eq!(blank_edit.status, StatusCode::BAD_REQUEST);

        assert_eq!(
            app.patch(&format!("/api/generalSessions/{id}/close"), json!({}), Some(&c.owner))
                .await
                .status,
            StatusCode::OK
        );
        let closed = post(c.player.clone(), json!({"message": "<p>Hej</p>"})).await;
        assert_eq!(
            (closed.status, closed.message()),
            (
                StatusCode::CONFLICT,
                "Ta sesja została zamknięta – nie można już dodawać wiadomości."
            )
        );
        let narrator = json!({"characterType": "narrator"});
        let change = format!("/api/generalSessions/{id}/changeCharacter");
        let changed = app.post(&change, narrator, Some(&c.player)).await;
        assert_eq!(changed.status, StatusCode::CONFLICT, "no character changes once closed");
        let list = app.get("/api/generalSessions", Some(&c.player)).await.body;
        assert!(
            list["sessions"].as_array().unwrap().iter().all(|s| s["id"] != id),
            "a closed session leaves the list"
        );
        let archive = app.get("/api/generalSessions/archive", Some(&c.player)).await.body;
        let archived = archive["sessions"].as_array().unwrap();
        assert!(archived.iter().any(|s| s["id"] == id && s["closed"] == true));
        app.patch(&format!("/api/generalSessions/{id}/reopen"), json!({}), Some(&c.owner)).await;
        assert_eq!(
            post(c.player.clone(), json!({"message": "<p>Znowu.</p>"})).await.status,
            StatusCode::OK
        );
    }
}

#[tokio::test]
async fn owners_manage_members_but_never_remove_themselves() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let id = session(&app, &c, "general", "Mgły").await;
        let s = format!("/api/generalSessions/{id}");
        let add_path = format!("{s}/addMembers");
        let add = |ids: Value| app.post(&add_path, json!({"userIds": ids}), Some(&c.owner));
        let empty = add(json!([])).await;
        assert_eq!(empty.status, StatusCode::BAD_REQUEST);
        let again = add(json!([c.player_id])).await;
        assert_eq!(
            (again.status, again.message()),
            (StatusCode::CONFLICT, "Ten użytkownik już jest uczestnikiem sesji")
        );
        let unknown = add(json!([424_242])).await;
        assert_eq!(unknown.message(), "Nie znaleziono użytkownika o takim ID");
        assert_eq!(add(json!([c.outsider_id])).await.status, StatusCode::OK);
        let outsider_post = app
            .post(
                &format!("{s}/messages"),
                json!({"message": "<p>Już mogę.</p>"}),
                Some(&c.outsider),
            )
            .await;
        assert_eq!(outsider_post.status, StatusCode::OK);

        let owner_id = app.get(&s, Some(&c.owner)).await.body["created_by"].as_i64().unwrap();
        let itself = app.delete(&format!("{s}/members/{owner_id}"), Some(&c.owner)).await;
        assert_eq!(
            (itself.status, itself.message()),
            (StatusCode::CONFLICT, "Nie można usunąć właściciela sesji.")
        );
        assert_eq!(
            app.delete(&format!("{s}/members/{}", c.outsider_id), Some(&c.owner)).await.status,
            StatusCode::OK
        );
        let removed_post = app
            .post(
                &format!("{s}/messages"),
                json!({"message": "<p>A teraz?</p>"}),
                Some(&c.outsider),
            )
            .await;
        assert_eq!(removed_post.status, StatusCode::FORBIDDEN);
        let messages = app.get(&format!("{s}/messages"), Some(&c.outsider)).await.body;
        assert!(
            messages["messages"]
                .as_array()
                .unwrap()
                .iter()
                .any(|m| m["message"] == "<p>Już mogę.</p>"),
            "their messages stay"
        );
        let detail = app.get(&s, Some(&c.owner)).await.body;
        assert_eq!(detail["participant_count"], 2);

        // A double click: the same player added twice at once is added once, the other refused.
        let (first, second) =
            tokio::join!(add(json!([c.outsider_id])), add(json!([c.outsider_id])));
        let mut statuses = [first.status, second.status];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "{} {}",
            first.body,
            second.body
        );
        assert_eq!(app.get(&s, Some(&c.owner)).await.body["participant_count"], 3);
    }
}

#[tokio::test]
async fn long_sessions_are_read_by_pages_opening_on_the_last() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let general = session(&app, &c, "general", "Długa").await;
        let private = session(&app, &c, "private", "Długa prywatna").await;
        for n in 2..=45 {
            for (kind, id) in [("general", general), ("private", private)] {
                let body = json!({"message": format!("<p>Wpis {n}</p>")});
                let posted =
                    app.post(&format!("{}/{id}/messages", base(kind)), body, Some(&c.player)).await;
                assert_eq!(posted.status, StatusCode::OK);
            }
        }
        let texts = |page: &Value| -> Vec<String> {
            page["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["message"].as_str().unwrap().to_owned())
                .collect()
        };
        let unasked = app
            .get(&format!("/api/generalSessions/{general}/messages"), Some(&c.outsider))
            .await
            .body;
        assert_eq!(texts(&unasked).len(), 5, "the last page of 20, never the whole session");
        let last = app
            .get(&format!("/api/generalSessions/{general}/messages?limit=20"), Some(&c.outsider))
            .await
            .body;
        assert_eq!(texts(&last), (41..=45).map(|n| format!("<p>Wpis {n}</p>")).collect::<Vec<_>>());
        let first = app
            .get(
                &format!("/api/generalSessions/{general}/messages?page=1&limit=20"),
                Some(&c.outsider),
            )
            .await
            .body;
        assert_eq!(texts(&first).len(), 20);
        assert_eq!(texts(&first)[0], "<p>Na rozstajach dróg stoi karczma.</p>");
        let detail =
            app.get(&format!("/api/generalSessions/{general}"), Some(&c.outsider)).await.body;
        assert_eq!(detail["message_count"], 45);

        let page = app
            .get(&format!("/api/privateSessions/{private}?page=2&limit=20"), Some(&c.player))
            .await
            .body;
        assert_eq!(texts(&page).first().map(String::as_str), Some("<p>Wpis 21</p>"));
        assert_eq!(page["session"]["message_count"], 45);
    }
}

#[tokio::test]
async fn admins_find_every_session_in_the_back_office_and_read_it_without_writing() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let general = session(&app, &c, "general", "Mgły nad rzeką").await;
        let private = session(&app, &c, "private", "Szepty w piwnicy").await;
        let refused = app.get("/api/admin/sessions", Some(&c.owner)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);

        let all = app.get("/api/admin/sessions?_sort=id&_order=ASC", Some(&c.admin)).await.body;
        assert_eq!(all["total"], 2, "{}", app.backend);
        let row = &all["data"][1];
        assert_eq!((row["id"].as_i64(), row["kind"].as_str()), (Some(private), Some("private")));
        assert_eq!(
            (row["ownerName"].as_str(), row["messageCount"].as_u64()),
            (Some("Morwena"), Some(1))
        );
        let private_only = app.get("/api/admin/sessions?kind=private", Some(&c.admin)).await.body;
        assert_eq!(private_only["data"].as_array().unwrap().len(), 1);
        let found = app.get("/api/admin/sessions?q=RZEK", Some(&c.admin)).await.body;
        assert_eq!(
            (found["total"].as_u64(), found["data"][0]["id"].as_i64()),
            (Some(1), Some(general))
        );
        let by_owner = app.get("/api/admin/sessions?q=morw", Some(&c.admin)).await.body;
        assert_eq!(by_owner["total"], 2);

        let read = app.get(&format!("/api/privateSessions/{private}"), Some(&c.admin)).await;
        assert_eq!(read.status, StatusCode::OK);
        assert_eq!(read.body["session"]["is_participant"], false);
    }
}

/// One player's long session never comes back whole: every message list is a page (20 unless
/// asked, at most 50), in the spec's shape, with the session's count telling the pages.
#[tokio::test]
async fn message_lists_are_always_paged() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        for kind in ["general", "private"] {
            let id = session(&app, &c, kind, "Długa opowieść").await;
            let s = format!("{}/{id}", base(kind));
            // With the opening message, 60 in all: three pages of 20, two of 50.
            for n in 1..=59 {
                let body = json!({"message": format!("<p>Wpis {n}</p>")});
                let post = app.post(&format!("{s}/messages"), body, Some(&c.player)).await;
                assert_eq!(post.status, StatusCode::OK, "{}", post.body);
            }
            let texts = |body: &Value| -> Vec<String> {
                body["messages"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m["message"].as_str().unwrap().to_owned())
                    .collect()
            };
            let unasked = app.get(&format!("{s}/messages"), Some(&c.player)).await.body;
            let unasked = texts(&unasked);
            assert_eq!(unasked.len(), 20, "{kind}: unasked, the last page of 20");
            assert_eq!(unasked.last().map(String::as_str), Some("<p>Wpis 59</p>"), "{kind}");
            let greedy =
                app.get(&format!("{s}/messages?page=1&limit=100000"), Some(&c.player)).await;
            assert_eq!(texts(&greedy.body).len(), 50, "{kind}: never over 50");
            let rest = app.get(&format!("{s}/messages?page=2&limit=50"), Some(&c.player)).await;
            let rest = texts(&rest.body);
            assert_eq!(rest.len(), 10, "{kind}");
            assert_eq!(
                rest.first().map(String::as_str),
                Some("<p>Wpis 50</p>"),
                "{kind}: {rest:?}"
            );
            if kind == "private" {
                let detail = app.get(&s, Some(&c.player)).await.body;
                assert_eq!(
                    detail["messages"].as_array().unwrap().len(),
                    20,
                    "{kind}: the detail too"
                );
            }
        }
    }
}

#[tokio::test]
async fn closing_reopening_and_changing_character_in_a_loop_is_slowed_with_a_polish_429() {
    let app = crate::support::sqlite_app(Options { rate_limits: true, ..Options::PLAIN }).await;
    let (owner, _) = app.player_with_character("petla@mrok.test", "Morwena", "Wampir").await;
    let created = app.post("/api/generalSessions", json!({"title": "Pętla"}), Some(&owner)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["id"].as_i64().unwrap();
    let session = format!("/api/generalSessions/{id}");
    for n in 0..30 {
        for step in ["close", "reopen"] {
            let answer = app.patch(&format!("{session}/{step}"), json!({}), Some(&owner)).await;
            assert_eq!(answer.status, StatusCode::OK, "{n} {step}: {}", answer.body);
        }
    }
    let refused = app.patch(&format!("{session}/close"), json!({}), Some(&owner)).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS, "{}", refused.body);
    assert_eq!(refused.body["message"], "Zmieniasz sesję za szybko — odczekaj chwilę.");
    let narrator = json!({"characterType": "narrator"});
    let changed = app.post(&format!("{session}/changeCharacter"), narrator, Some(&owner)).await;
    assert_eq!(changed.status, StatusCode::TOO_MANY_REQUESTS, "{}", changed.body);
    // Writing in it is counted apart.
    let posted = app
        .post(&format!("{session}/messages"), json!({"message": "<p>Dalej.</p>"}), Some(&owner))
        .await;
    assert!(posted.status.is_success(), "{}", posted.body);
}
