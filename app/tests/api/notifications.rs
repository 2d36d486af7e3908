//! The notification centre on both databases: every kind arrives from its real use case, never
//! to the author, a burst of posts is one notice, a private session's mention reaches only its
//! participants, nobody reads or marks another player's notices, paging, 304s, the settings and
//! bad input in Polish.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps};

struct Cast {
    owner: String,
    owner_id: i64,
    player: String,
    player_id: i64,
    outsider: String,
    outsider_id: i64,
    admin: String,
}

async fn cast(app: &TestApp) -> Cast {
    let (owner, owner_id) = app.player_with_character("w@mrok.test", "Morwena", "Wampir").await;
    let (player, player_id) =
        app.player_with_character("g@mrok.test", "Łucja Mroczna", "Wampir").await;
    let (outsider, outsider_id) = app.player_with_character("o@mrok.test", "Obcy", "Wampir").await;
    let admin = app.staff("k@mrok.test", "Królowa", "Wampir", "admin").await;
    Cast { owner, owner_id, player, player_id, outsider, outsider_id, admin }
}

async fn notices(app: &TestApp, token: &str) -> Value {
    let listed = app.get("/api/notifications", Some(token)).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    listed.body
}

fn kinds(list: &Value) -> Vec<String> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap().to_owned())
        .collect()
}

async fn session(app: &TestApp, token: &str, kind: &str, title: &str, members: &[i64]) -> i64 {
    let (path, field) = if kind == "general" {
        ("/api/generalSessions", "users")
    } else {
        ("/api/privateSessions", "participantIds")
    };
    let body = json!({"title": title, field: members, "characterType": "narrator"});
    let created = app.post(path, body, Some(token)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["id"].as_i64().unwrap()
}

async fn write(app: &TestApp, token: &str, path: &str, text: &str) {
    let posted = app.post(&format!("{path}/messages"), json!({"message": text}), Some(token)).await;
    assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
}

#[tokio::test]
async fn posts_invites_and_a_burst_reach_the_other_players_never_the_author() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        let id = session(&app, &c.owner, "general", "Mgły nad Smolnicą", &[c.player_id]).await;
        let invited = notices(&app, &c.player).await;
        assert_eq!(kinds(&invited), ["invite"], "{backend}: {invited}");
        assert_eq!(invited["items"][0]["text"], "Dodano cię do sesji „Mgły nad Smolnicą”");
        assert_eq!(invited["items"][0]["link"], format!("/home/generalSessions/{id}"));
        assert_eq!(invited["unread"], 1);
        assert_eq!(notices(&app, &c.owner).await["unread"], 0, "{backend}: no self-notice");

        let path = format!("/api/generalSessions/{id}");
        for n in 0..10 {
            write(&app, &c.owner, &path, &format!("<p>Wpis {n}</p>")).await;
        }
        let list = notices(&app, &c.player).await;
        assert_eq!(
            kinds(&list),
            ["session_post", "invite"],
            "{backend}: one notice for ten: {list}"
        );
        let post = &list["items"][0];
        assert_eq!(post["text"], "10 nowych wpisów w sesji „Mgły nad Smolnicą”", "{backend}");
        assert_eq!(post["characterName"], "Łucja Mroczna", "the character it concerns");
        assert!(post["readAt"].is_null());
        assert_eq!(list["unread"], 2);
        assert_eq!(notices(&app, &c.owner).await["unread"], 0, "{backend}: the author is not told");

        // Reading the session reads its notices; the next post is a new notice.
        let seen = app.post(&format!("{path}/seen"), json!({}), Some(&c.player)).await;
        assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
        let after = notices(&app, &c.player).await;
        assert_eq!(after["unread"], 0, "{backend}: {after}");
        write(&app, &c.owner, &path, "<p>Jeszcze jeden</p>").await;
        let again = notices(&app, &c.player).await;
        assert_eq!(again["items"][0]["text"], "Nowy wpis w sesji „Mgły nad Smolnicą”", "{backend}");
        assert_eq!(again["unread"], 1);

        // A read notice keeps its count; the unread one follows the burst.
        write(&app, &c.owner, &path, "<p>Drugi</p>").await;
        let grown = notices(&app, &c.player).await;
        assert_eq!(
            grown["items"][0]["text"], "2 nowe wpisy w sesji „Mgły nad Smolnicą”",
            "{grown}"
        );
        assert_eq!(grown["items"][1]["text"], "10 nowych wpisów w sesji „Mgły nad Smolnicą”");
        assert!(!grown["items"][1]["readAt"].is_null(), "{backend}: {grown}");
        assert_eq!(kinds(&grown), ["session_post", "session_post", "invite"]);

        // Answering reads one's own notice of the session (its count kept), and tells the other.
        write(&app, &c.player, &path, "<p>Odpowiadam</p>").await;
        let answered = notices(&app, &c.player).await;
        assert_eq!(answered["unread"], 0, "{backend}: {answered}");
        assert_eq!(answered["items"][0]["text"], "2 nowe wpisy w sesji „Mgły nad Smolnicą”");
        assert!(!answered["items"][0]["readAt"].is_null(), "{backend}");
        let owner = notices(&app, &c.owner).await;
        assert_eq!(owner["items"][0]["text"], "Nowy wpis w sesji „Mgły nad Smolnicą”", "{owner}");
        assert_eq!(owner["unread"], 1);
        write(&app, &c.owner, &path, "<p>Trzeci</p>").await;
        assert_eq!(notices(&app, &c.owner).await["unread"], 0, "{backend}: the owner answered");
        let next = notices(&app, &c.player).await;
        assert_eq!(next["items"][0]["text"], "Nowy wpis w sesji „Mgły nad Smolnicą”", "{next}");
        assert_eq!(next["unread"], 1);

        // Added later: an invite; the outsider hears nothing of posts in a session not theirs.
        assert!(notices(&app, &c.outsider).await["items"].as_array().unwrap().is_empty());
        let added = app
            .post(
                &format!("{path}/addMembers"),
                json!({"userIds": [c.outsider_id]}),
                Some(&c.owner),
            )
            .await;
        assert_eq!(added.status, StatusCode::OK, "{}", added.body);
        assert_eq!(kinds(&notices(&app, &c.outsider).await), ["invite"], "{backend}");
        let _ = &c.admin;
    }
}

#[tokio::test]
async fn mentions_name_a_character_and_a_private_session_tells_only_its_participants() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        let open = session(&app, &c.owner, "general", "Rynek", &[]).await;
        write(
            &app,
            &c.owner,
            &format!("/api/generalSessions/{open}"),
            "<p>Hej @łucja mroczna i @Obcy!</p>",
        )
        .await;
        let player = notices(&app, &c.player).await;
        assert_eq!(kinds(&player), ["mention"], "{backend}: {player}");
        assert_eq!(player["items"][0]["text"], "Wspomniano o tobie: w sesji „Rynek”");
        assert_eq!(player["items"][0]["characterName"], "Łucja Mroczna");
        assert_eq!(kinds(&notices(&app, &c.outsider).await), ["mention"], "{backend}");

        let closed = session(&app, &c.owner, "private", "Krypta", &[c.player_id]).await;
        write(
            &app,
            &c.owner,
            &format!("/api/privateSessions/{closed}"),
            "<p>@Obcy @Łucja Mroczna</p>",
        )
        .await;
        assert_eq!(
            kinds(&notices(&app, &c.outsider).await),
            ["mention"],
            "{backend}: not told of the crypt"
        );
        let player = notices(&app, &c.player).await;
        // The participant: invited, then mentioned (the mention instead of the post's notice).
        assert_eq!(kinds(&player), ["mention", "invite", "mention"], "{backend}: {player}");
        assert_eq!(player["items"][0]["link"], format!("/home/privateSessions/{closed}"));
    }
}

#[tokio::test]
async fn a_mention_in_the_tavern_tells_the_named_player_with_a_link_to_the_tavern() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        crate::tavern::enter(&app, &c.owner, c.owner_id, 1).await;
        crate::tavern::say(
            &app,
            &c.owner,
            1,
            "<p>Wina dla @Łucja Mroczna i dla mnie, @Morwena!</p>",
        )
        .await;
        let player = notices(&app, &c.player).await;
        assert_eq!(kinds(&player), ["mention"], "{backend}: {player}");
        let text = player["items"][0]["text"].as_str().unwrap();
        assert!(text.starts_with("Wspomniano o tobie: w karczmie, w sali „"), "{backend}: {text}");
        assert_eq!(player["items"][0]["link"], "/home/tavern", "{backend}");
        assert_eq!(player["items"][0]["characterName"], "Łucja Mroczna", "{backend}");
        assert_eq!(notices(&app, &c.owner).await["unread"], 0, "{backend}: not the author");
        assert_eq!(notices(&app, &c.outsider).await["unread"], 0, "{backend}: not named");
        // Inside the room the player reads it.
        crate::tavern::enter(&app, &c.player, c.player_id, 1).await;
        let read = notices(&app, &c.player).await;
        assert_eq!(read["unread"], 0, "{backend}: {read}");
    }
}

#[tokio::test]
async fn messages_reviews_and_news_arrive_from_their_use_cases() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        let body = json!({"receiver_id": c.player_id, "subject": "Nocna wizyta", "content": "<p>Przyjdź.</p>"});
        let started = app.post("/api/conversations", body, Some(&c.owner)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let conversation = started.body["conversationId"].as_i64().unwrap();
        let reply = json!({"conversation_id": conversation, "content": "<p>I jeszcze to.</p>"});
        let sent = app.post("/api/messages", reply, Some(&c.owner)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
        let list = notices(&app, &c.player).await;
        assert_eq!(kinds(&list), ["message"], "{backend}: {list}");
        assert_eq!(list["items"][0]["text"], "2 nowe wiadomości w rozmowie „Nocna wizyta”");
        assert_eq!(list["items"][0]["link"], format!("/home/messages/{conversation}"));
        assert_eq!(list["items"][0]["characterName"], "Łucja Mroczna");
        assert_eq!(notices(&app, &c.owner).await["unread"], 0);

        let id = session(&app, &c.owner, "general", "Mgły", &[c.player_id]).await;
        let report = json!({"sessionId": id, "whatHappened": "Walczyliśmy"});
        let filed = app.post("/api/reports", report, Some(&c.player)).await;
        assert_eq!(filed.status, StatusCode::CREATED, "{}", filed.body);
        let report_id = filed.body["report"]["id"].as_i64().unwrap();
        let decided = app
            .patch(
                &format!("/api/admin/reports/{report_id}/status"),
                json!({"status": "accepted"}),
                Some(&c.admin),
            )
            .await;
        assert_eq!(decided.status, StatusCode::OK, "{}", decided.body);
        let list = notices(&app, &c.player).await;
        assert_eq!(list["items"][0]["kind"], "report_reviewed", "{backend}: {list}");
        assert_eq!(
            list["items"][0]["text"],
            "Rozpatrzono twoje zgłoszenie: zaakceptowano — „Mgły”"
        );
        assert_eq!(list["items"][0]["link"], "/home/settings/reports");

        let news = json!({"title": "Zima idzie", "content": "<p>Śnieg.</p>"});
        assert_eq!(app.post("/api/news", news, Some(&c.admin)).await.status, StatusCode::CREATED);
        for token in [&c.owner, &c.player, &c.outsider] {
            let list = notices(&app, token).await;
            assert_eq!(list["items"][0]["text"], "Nowa wieść: „Zima idzie”", "{backend}: {list}");
        }
        assert!(
            kinds(&notices(&app, &c.admin).await).iter().all(|k| k != "news"),
            "not its author"
        );
    }
}

#[tokio::test]
async fn nobody_reads_or_marks_anothers_notices_and_the_list_pages_and_answers_304() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        for n in 0..3 {
            session(&app, &c.owner, "general", &format!("Sesja {n}"), &[c.player_id]).await;
        }
        let mine = notices(&app, &c.player).await;
        let ids: Vec<i64> =
            mine["items"].as_array().unwrap().iter().map(|n| n["id"].as_i64().unwrap()).collect();
        assert_eq!(ids.len(), 3);
        assert_eq!(mine["items"][0]["text"], "Dodano cię do sesji „Sesja 2”", "newest first");

        let page = app.get("/api/notifications?page=2&limit=2", Some(&c.player)).await;
        assert_eq!(page.body["totalPages"], 2, "{backend}: {}", page.body);
        assert_eq!(page.body["items"].as_array().unwrap().len(), 1);
        assert_eq!(page.body["items"][0]["text"], "Dodano cię do sesji „Sesja 0”");

        // Someone else's ids mark nothing.
        let foreign =
            app.post("/api/notifications/read", json!({"ids": ids}), Some(&c.outsider)).await;
        assert_eq!((foreign.status, &foreign.body["unread"]), (StatusCode::OK, &json!(0)));
        assert_eq!(notices(&app, &c.player).await["unread"], 3, "{backend}");
        assert!(notices(&app, &c.outsider).await["items"].as_array().unwrap().is_empty());

        let first = app.get("/api/notifications", Some(&c.player)).await;
        let tag = first.headers["etag"].to_str().unwrap().to_owned();
        let again = app
            .client
            .get(app.url("/api/notifications"))
            .bearer_auth(&c.player)
            .header("If-None-Match", &tag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{backend}");
        let marked =
            app.post("/api/notifications/read", json!({"ids": [ids[0]]}), Some(&c.player)).await;
        assert_eq!((marked.status, &marked.body["unread"]), (StatusCode::OK, &json!(2)));
        let changed = app
            .client
            .get(app.url("/api/notifications"))
            .bearer_auth(&c.player)
            .header("If-None-Match", &tag)
            .send()
            .await
            .unwrap();
        assert_eq!(changed.status(), StatusCode::OK, "{backend}: a read notice is a change");
        let list: Value = changed.json().await.unwrap();
        assert!(list["items"][0]["readAt"].is_string());
        let all = app.post("/api/notifications/read", json!({"all": true}), Some(&c.player)).await;
        assert_eq!(all.body["unread"], 0, "{backend}");
        let none = app.get("/api/notifications", None).await;
        assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn settings_have_the_defaults_save_and_refuse_bad_input_in_polish() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let c = cast(&app).await;
        let settings = app.get("/api/notifications/settings", Some(&c.player)).await;
        assert_eq!(settings.status, StatusCode::OK, "{}", settings.body);
        assert_eq!(settings.body["digest"], "daily");
        assert_eq!(
            settings.body["kinds"]["session_post"],
            json!({"inApp": true, "email": true, "push": false})
        );
        assert_eq!(
            settings.body["kinds"]["news"],
            json!({"inApp": true, "email": false, "push": false})
        );
        assert_eq!(settings.body["kinds"].as_object().unwrap().len(), 6);

        let off = json!({"kinds": {"invite": {"inApp": false, "email": false, "push": false}}, "digest": "hourly"});
        let saved = app.put("/api/notifications/settings", off, Some(&c.player)).await;
        assert_eq!(saved.status, StatusCode::OK, "{backend}: {}", saved.body);
        let read = app.get("/api/notifications/settings", Some(&c.player)).await.body;
        assert_eq!(read["digest"], "hourly");
        assert_eq!(read["kinds"]["invite"]["inApp"], false);
        assert_eq!(read["kinds"]["mention"]["inApp"], true, "the others stay");
        // Invites off: being added tells nothing.
        session(&app, &c.owner, "general", "Cisza", &[c.player_id]).await;
        assert!(
            notices(&app, &c.player).await["items"].as_array().unwrap().is_empty(),
            "{backend}"
        );

        let unknown = json!({"kinds": {"kot": {"inApp": true, "email": false, "push": false}}});
        let refused = app.put("/api/notifications/settings", unknown, Some(&c.player)).await;
        assert_eq!(
            (refused.status, refused.message()),
            (StatusCode::BAD_REQUEST, "Nieznany rodzaj powiadomień: „kot”."),
            "{backend}"
        );
        let digest = app
            .put("/api/notifications/settings", json!({"digest": "weekly"}), Some(&c.player))
            .await;
        assert_eq!(digest.status, StatusCode::BAD_REQUEST);
        assert!(digest.message().contains("częstotliwość"), "{}", digest.message());
        let empty = app.post("/api/notifications/read", json!({"ids": []}), Some(&c.player)).await;
        assert_eq!(
            (empty.status, empty.message()),
            (
                StatusCode::BAD_REQUEST,
                "Podaj powiadomienia do oznaczenia (ids) albo wszystkie (all: true)."
            )
        );
        let many: Vec<i64> = (1..=500).collect();
        let too_many =
            app.post("/api/notifications/read", json!({"ids": many}), Some(&c.player)).await;
        assert_eq!(
            (too_many.status, too_many.message()),
            (StatusCode::BAD_REQUEST, "Naraz można oznaczyć najwyżej 100 powiadomień.")
        );
        let nothing = app.post("/api/notifications/read", json!({}), Some(&c.player)).await;
        assert_eq!(nothing.status, StatusCode::BAD_REQUEST);
        let big = app.get("/api/notifications?limit=51", Some(&c.player)).await;
        assert_eq!(
            (big.status, big.message()),
            (StatusCode::BAD_REQUEST, "Strona może mieć od 1 do 50 powiadomień.")
        );
    }
}
