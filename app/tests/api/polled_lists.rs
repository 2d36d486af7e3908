//! The polled lists as the site and third-party clients poll them, on both databases: pages of
//! sessions, the unread summary, the online list's limit, and conditional requests — a list
//! that has not changed for the caller is answered 304, and every change they should see
//! (someone's post, their own reading, a new conversation, a status) gives a new answer.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Answer, Options, TestApp, apps};

/// A GET with `If-None-Match`.
async fn get_if(app: &TestApp, path: &str, token: &str, tag: &str) -> Answer {
    let response = app
        .client
        .get(app.url(path))
        .bearer_auth(token)
        .header("If-None-Match", tag)
        .send()
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.json().await.unwrap_or(serde_json::Value::Null);
    Answer { status, headers, body }
}

fn etag(answer: &Answer) -> String {
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.headers["cache-control"], "private, no-cache");
    answer.headers["etag"].to_str().unwrap().to_owned()
}

/// Polls `path` with the tag of its last answer: 304 when `unchanged`, otherwise a new tag.
async fn poll(app: &TestApp, path: &str, token: &str, tag: &mut String, unchanged: bool) {
    let answer = get_if(app, path, token, tag).await;
    if unchanged {
        assert_eq!(answer.status, StatusCode::NOT_MODIFIED, "{path}: {}", answer.body);
        assert_eq!(answer.headers["etag"].to_str().unwrap(), tag);
    } else {
        let new = etag(&answer);
        assert_ne!(&new, tag, "{path} kept its tag after a change");
        *tag = new;
    }
}

async fn general(app: &TestApp, owner: &str, title: &str, members: &[i64]) -> i64 {
    let body = json!({"title": title, "users": members, "characterType": "narrator",
                      "message": "<p>Początek.</p>"});
    let created = app.post("/api/generalSessions", body, Some(owner)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["id"].as_i64().unwrap()
}

#[tokio::test]
async fn the_site_reads_pages_of_sessions_and_a_small_unread_summary() {
    for app in apps(Options::PLAIN).await {
        let (owner, _) = app.player_with_character("pani@mrok.test", "Morwena", "Wampir").await;
        let (player, player_id) =
            app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
        let mut ids = Vec::new();
        for n in 0..23 {
            ids.push(general(&app, &owner, &format!("Sesja {n}"), &[]).await);
        }
        let with_player = general(&app, &owner, "Wspólna", &[player_id]).await;

        let first = app.get("/api/generalSessions/page", Some(&player)).await;
        assert_eq!(first.status, StatusCode::OK, "{}", first.body);
        assert_eq!(
            (first.body["total"].as_u64(), first.body["page"].as_u64()),
            (Some(24), Some(1))
        );
        assert_eq!(first.body["pageSize"], 20);
        let rows = first.body["sessions"].as_array().unwrap();
        assert_eq!(rows.len(), 20);
        assert_eq!(rows[0]["id"], with_player, "most recently active first");
        assert_eq!(rows[0]["is_participant"], true);
        let second = app.get("/api/generalSessions/page?page=2", Some(&player)).await;
        let rest: Vec<i64> = second.body["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_i64().unwrap())
            .collect();
        assert_eq!(rest, vec![ids[3], ids[2], ids[1], ids[0]]);
        let past = app.get("/api/generalSessions/page?page=9", Some(&player)).await;
        assert_eq!(
            (past.body["sessions"].as_array().unwrap().len(), past.body["total"].as_u64()),
            (0, Some(24))
        );
        let zero = app.get("/api/generalSessions/page?page=0", Some(&player)).await;
        assert_eq!(zero.status, StatusCode::BAD_REQUEST);

        // The player is invited and has not read the session yet; the owner has.
        let unread = app.get("/api/sessions/unread", Some(&player)).await;
        assert_eq!(unread.status, StatusCode::OK, "{}", unread.body);
        assert_eq!(unread.body["general"][0]["id"], with_player);
        assert_eq!(unread.body["private"], json!([]));
        let owners = app.get("/api/sessions/unread", Some(&owner)).await;
        assert_eq!(owners.body["general"], json!([]));

        let seen = app
            .post(&format!("/api/generalSessions/{with_player}/seen"), json!({}), Some(&player))
            .await;
        assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
        let unread = app.get("/api/sessions/unread", Some(&player)).await;
        assert_eq!(unread.body["general"], json!([]));

        // A private page holds only the caller's sessions.
        let body = json!({"title": "Szept", "participantIds": [player_id], "characterType": "narrator",
                          "message": "<p>Cicho.</p>"});
        let private = app.post("/api/privateSessions", body, Some(&owner)).await.body["id"].clone();
        let mine = app.get("/api/privateSessions/page", Some(&player)).await;
        assert_eq!(
            (mine.body["total"].as_u64(), mine.body["sessions"][0]["id"].clone()),
            (Some(1), private.clone())
        );
        let (outsider, _) = app.player_with_character("obcy@mrok.test", "Obcy", "Wampir").await;
        let theirs = app.get("/api/privateSessions/page", Some(&outsider)).await;
        assert_eq!(theirs.body["total"], 0);
        let unread = app.get("/api/sessions/unread", Some(&player)).await;
        assert_eq!(unread.body["private"][0]["id"], private);
    }
}

#[tokio::test]
async fn an_unchanged_session_list_is_not_sent_again_and_every_change_is() {
    for app in apps(Options::PLAIN).await {
        let (owner, owner_id) =
            app.player_with_character("pani@mrok.test", "Morwena", "Wampir").await;
        let (player, player_id) =
            app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
        let (reader, _) = app.player_with_character("czytelnik@mrok.test", "Oko", "Wampir").await;
        let session = general(&app, &owner, "Rozstaje", &[player_id]).await;

        let lists = ["/api/generalSessions", "/api/generalSessions/page", "/api/sessions/unread"];
        let mut tags = Vec::new();
        for path in lists {
            tags.push(etag(&app.get(path, Some(&reader)).await));
        }
        let mut player_unread = etag(&app.get("/api/sessions/unread", Some(&player)).await);
        let mut player_private = etag(&app.get("/api/privateSessions", Some(&player)).await);
        for (path, tag) in lists.iter().zip(tags.iter_mut()) {
            poll(&app, path, &reader, tag, true).await;
        }
        // Another player's tag is never confirmed for this one.
        let foreign = get_if(&app, "/api/sessions/unread", &reader, &player_unread).await;
        assert_eq!(foreign.status, StatusCode::OK);

        // A post in a general session: every reader's general lists change; the reader's
        // unread markers (not taking part) and the player's private list do not.
        let posted = app
            .post(
                &format!("/api/generalSessions/{session}/messages"),
                json!({"message": "<p>Krok.</p>"}),
                Some(&player),
            )
            .await;
        assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
        poll(&app, lists[0], &reader, &mut tags[0], false).await;
        poll(&app, lists[1], &reader, &mut tags[1], false).await;
        poll(&app, lists[2], &reader, &mut tags[2], true).await;
        poll(&app, "/api/privateSessions", &player, &mut player_private, false).await;
        let page = app.get("/api/generalSessions/page", Some(&reader)).await;
        assert_eq!(page.body["sessions"][0]["last_activity"], posted.body["created_at"]);

        // The owner takes part: their markers changed; reading clears them, again a change.
        let mut owner_unread = etag(&app.get("/api/sessions/unread", Some(&owner)).await);
        let seen = app
            .post(&format!("/api/generalSessions/{session}/seen"), json!({}), Some(&owner))
            .await;
        assert_eq!(seen.status, StatusCode::OK);
        poll(&app, "/api/sessions/unread", &owner, &mut owner_unread, false).await;
        poll(&app, "/api/sessions/unread", &owner, &mut owner_unread, true).await;

        // Closing it changes everyone's general list and the participants' markers.
        let closed = app
            .patch(&format!("/api/generalSessions/{session}/close"), json!({}), Some(&owner))
            .await;
        assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
        poll(&app, lists[1], &reader, &mut tags[1], false).await;
        poll(&app, "/api/sessions/unread", &player, &mut player_unread, false).await;
        let _ = owner_id;
    }
}

#[tokio::test]
async fn conversations_and_the_online_list_answer_conditionally_too() {
    for app in apps(Options::PLAIN).await {
        let (morwena, morwena_id) =
            app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, ilvar_id) =
            app.player_with_character("ilvar@mrok.test", "Ilvar", "Wampir").await;
        let mine = format!("/api/conversations/user/{ilvar_id}");
        let mut tag = etag(&app.get(&mine, Some(&ilvar)).await);
        poll(&app, &mine, &ilvar, &mut tag, true).await;
        // Someone else's list is refused, whatever tag comes with it.
        let foreign =
            get_if(&app, &format!("/api/conversations/user/{morwena_id}"), &ilvar, &tag).await;
        assert_eq!(foreign.status, StatusCode::FORBIDDEN, "{}", foreign.body);

        let body = json!({"receiver_id": ilvar_id, "subject": "List", "content": "<p>Witaj.</p>"});
        let started = app.post("/api/conversations", body, Some(&morwena)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        poll(&app, &mine, &ilvar, &mut tag, false).await;
        let id = started.body["conversationId"].as_i64().unwrap();
        let seen =
            app.post(&format!("/api/conversations/{id}/seen"), json!({}), Some(&ilvar)).await;
        assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
        poll(&app, &mine, &ilvar, &mut tag, false).await;

        // Both are online; a limit shows the first and tells the total.
        let online = app.get("/api/online-users?limit=1", Some(&ilvar)).await;
        assert_eq!(online.body["total"], 2, "{}", online.body);
        assert_eq!(online.body["data"].as_array().unwrap().len(), 1);
        assert_eq!(online.body["data"][0]["id"], morwena_id);
        let mut tag = etag(&app.get("/api/online-users", Some(&ilvar)).await);
        poll(&app, "/api/online-users", &ilvar, &mut tag, true).await;
        let mut hers = etag(&app.get("/api/online-users", Some(&morwena)).await);
        let status = app
            .put(
                &format!("/api/home/profile/{ilvar_id}/player-status"),
                json!({"status": "maybe"}),
                Some(&ilvar),
            )
            .await;
        assert_eq!(status.status, StatusCode::OK, "{}", status.body);
        poll(&app, "/api/online-users", &ilvar, &mut tag, false).await;
        let all = app.get("/api/online-users", Some(&ilvar)).await;
        assert_eq!(all.body["data"][1]["status"], "maybe");
        // Everyone's next poll shows it, not only his own (the shared list heard of it).
        poll(&app, "/api/online-users", &morwena, &mut hers, false).await;
        let seen = app.get("/api/online-users", Some(&morwena)).await;
        assert_eq!(seen.body["data"][1]["status"], "maybe", "{}", app.backend);
    }
}

#[tokio::test]
async fn an_open_session_page_is_not_sent_again_until_that_session_changes() {
    for app in apps(Options::PLAIN).await {
        let (owner, _) = app.player_with_character("pani@mrok.test", "Morwena", "Wampir").await;
        let (player, player_id) =
            app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
        let (reader, _) = app.player_with_character("czytelnik@mrok.test", "Oko", "Wampir").await;
        let watched = general(&app, &owner, "Rozstaje", &[player_id]).await;
        let elsewhere = general(&app, &owner, "Bagna", &[player_id]).await;
        let detail = format!("/api/generalSessions/{watched}");
        let characters = format!("{detail}/participantsCharacters");
        let mut tag = etag(&app.get(&detail, Some(&reader)).await);
        let mut theirs = etag(&app.get(&characters, Some(&reader)).await);
        poll(&app, &detail, &reader, &mut tag, true).await;

        // A post in another session changes every general list, but not this page.
        let post = json!({"message": "<p>Gdzie indziej.</p>"});
        let posted = app
            .post(&format!("/api/generalSessions/{elsewhere}/messages"), post, Some(&player))
            .await;
        assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
        poll(&app, &detail, &reader, &mut tag, true).await;
        poll(&app, &characters, &reader, &mut theirs, true).await;

        // Its own post and a participant's new character do.
        let post = json!({"message": "<p>Tutaj.</p>"});
        let posted = app.post(&format!("{detail}/messages"), post, Some(&player)).await;
        assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
        poll(&app, &detail, &reader, &mut tag, false).await;
        let fresh = app.get(&detail, Some(&reader)).await;
        assert_eq!(fresh.body["message_count"], 2, "{}", fresh.body);
        let narrator = json!({"characterType": "narrator"});
        let changed = app.post(&format!("{detail}/changeCharacter"), narrator, Some(&player)).await;
        assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
        poll(&app, &characters, &reader, &mut theirs, false).await;

        // A private session's page (with its messages): an edit shows; someone else sending a
        // participant's tag is refused, never confirmed.
        let body = json!({"title": "Szept", "participantIds": [player_id],
                          "characterType": "narrator", "message": "<p>Cicho.</p>"});
        let private = app.post("/api/privateSessions", body, Some(&owner)).await.body["id"].clone();
        let page = format!("/api/privateSessions/{private}");
        let first = app.get(&page, Some(&player)).await;
        let mut mine = etag(&first);
        let message = first.body["messages"][0]["id"].clone();
        poll(&app, &page, &player, &mut mine, true).await;
        let edit = json!({"message": "<p>Głośno.</p>"});
        let edited = app.patch(&format!("{page}/messages/{message}"), edit, Some(&owner)).await;
        assert_eq!(edited.status, StatusCode::OK, "{}", edited.body);
        poll(&app, &page, &player, &mut mine, false).await;
        let refused = get_if(&app, &page, &reader, &mine).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{} ({})", refused.body, app.backend);
        // Nor does a tag the outsider makes up from their own: its versions are a digest only
        // the server can make (the page's counter, once in plain sight, was a guess away).
        let own = etag(&app.get("/api/privateSessions", Some(&reader)).await);
        let parts: Vec<&str> = own.trim_end_matches('"').split('-').collect();
        let (counter, rest) = (parts.get(2).unwrap_or(&"0"), parts.get(3..).unwrap_or_default());
        let reader_id = own.trim_start_matches("W/\"p").split('-').next().unwrap().to_owned();
        for guess in 0..40 {
            let made_up =
                format!("W/\"dp{reader_id}-all-{private}.{guess}.{counter}x0-{}\"", rest.join("-"));
            let answer = get_if(&app, &page, &reader, &made_up).await;
            assert_eq!(answer.status, StatusCode::NOT_FOUND, "{made_up} ({})", app.backend);
        }
        // Nor does `*`, which matches any tag, confirm the page or show its tag to an outsider,
        // by either path; a participant asking with it gets the page.
        let general_path = format!("/api/generalSessions/{private}");
        for path in [
            page.clone(),
            format!("{page}/participantsCharacters"),
            general_path.clone(),
            format!("{general_path}/participantsCharacters"),
        ] {
            let starred = get_if(&app, &path, &reader, "*").await;
            assert_eq!(starred.status, StatusCode::NOT_FOUND, "{path}: {}", starred.body);
            assert!(!starred.headers.contains_key("etag"), "{path} showed its tag");
            if path.starts_with("/api/privateSessions") {
                let own = get_if(&app, &path, &player, "*").await;
                assert_eq!(own.status, StatusCode::OK, "{path}: {}", own.body);
            }
        }
    }
}

#[tokio::test]
async fn the_player_card_is_sent_again_only_when_the_profile_shows_something_new() {
    for app in apps(Options::PLAIN).await {
        let (morwena, morwena_id) =
            app.player_with_character("karta@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, ilvar_id) =
            app.player_with_character("obcy@mrok.test", "Ilvar", "Wilkołak").await;
        let card = format!("/api/home/profile/{morwena_id}");
        let shown = |body: &serde_json::Value, field: &str| body["profileData"][field].clone();
        let mut mine = etag(&app.get(&card, Some(&morwena)).await);
        let mut theirs = etag(&app.get(&card, Some(&ilvar)).await);
        poll(&app, &card, &morwena, &mut mine, true).await;
        // Someone else's tag is never confirmed (only she may edit her profile).
        assert_eq!(get_if(&app, &card, &morwena, &theirs).await.status, StatusCode::OK);

        // Another player's profile changed: not hers.
        let status = |text: &str| json!({"status": text});
        let put = app
            .put(&format!("/api/home/profile/{ilvar_id}/status"), status("Na łowach"), Some(&ilvar))
            .await;
        assert_eq!(put.status, StatusCode::OK, "{}", put.body);
        poll(&app, &card, &morwena, &mut mine, true).await;

        // Her own status: she and everyone looking see it on the next poll.
        let put = app
            .put(
                &format!("/api/home/profile/{morwena_id}/status"),
                status("W drodze"),
                Some(&morwena),
            )
            .await;
        assert_eq!(put.status, StatusCode::OK, "{}", put.body);
        poll(&app, &card, &morwena, &mut mine, false).await;
        poll(&app, &card, &ilvar, &mut theirs, false).await;
        assert_eq!(shown(&app.get(&card, Some(&ilvar)).await.body, "status"), "W drodze");

        // Equipment is not on the card; the stamina a fight takes is, at once.
        crate::arena::equipped(&app, &morwena).await;
        poll(&app, &card, &morwena, &mut mine, true).await;
        let rat = crate::arena::monster_named(&app, &morwena, "Szczur kanałowy").await;
        let started =
            app.post("/api/combat/start", json!({"monsterId": rat}), Some(&morwena)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        poll(&app, &card, &morwena, &mut mine, false).await;
        assert_eq!(shown(&app.get(&card, Some(&morwena)).await.body, "stamina"), 99);
    }
}

#[tokio::test]
async fn unread_announcements_are_sent_again_only_when_one_comes_or_is_closed() {
    for app in apps(Options::PLAIN).await {
        let (morwena, _) = app.player_with_character("ogl@mrok.test", "Morwena", "Wampir").await;
        let (ilvar, _) = app.player_with_character("ogl2@mrok.test", "Ilvar", "Wilkołak").await;
        let admin = app.staff("herold@mrok.test", "Herold", "Człowiek", "admin").await;
        let unread = "/api/global-notifications/unread";
        let mut hers = etag(&app.get(unread, Some(&morwena)).await);
        let mut his = etag(&app.get(unread, Some(&ilvar)).await);
        poll(&app, unread, &morwena, &mut hers, true).await;

        // A new announcement is everyone's.
        let body = json!({"title": "Zgromadzenie", "content": "<p>O zmierzchu.</p>"});
        let sent = app.post("/api/admin/sendGlobalMessage", body, Some(&admin)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
        poll(&app, unread, &morwena, &mut hers, false).await;
        poll(&app, unread, &ilvar, &mut his, false).await;
        let shown = app.get(unread, Some(&ilvar)).await.body;
        let id = shown["messages"][0]["id"].as_i64().unwrap();

        // He closes it: his list changes, hers does not.
        let closed = app
            .post(&format!("/api/global-notifications/mark-read/{id}"), json!({}), Some(&ilvar))
            .await;
        assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
        poll(&app, unread, &ilvar, &mut his, false).await;
        poll(&app, unread, &morwena, &mut hers, true).await;
        assert_eq!(app.get(unread, Some(&ilvar)).await.body["messages"], json!([]));
    }
}

#[tokio::test]
async fn the_archive_is_read_a_page_at_a_time_and_private_pages_hold_only_one_s_own() {
    for app in apps(Options::PLAIN).await {
        let (owner, _) = app.player_with_character("pani@mrok.test", "Morwena", "Wampir").await;
        let (player, player_id) =
            app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
        let (outsider, _) = app.player_with_character("obcy@mrok.test", "Obcy", "Wampir").await;
        let mut ids = Vec::new();
        for n in 0..25 {
            let id = general(&app, &owner, &format!("Dawna {n}"), &[]).await;
            let closed = app
                .patch(&format!("/api/generalSessions/{id}/close"), json!({}), Some(&owner))
                .await;
            assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
            ids.push(id);
        }
        let open = general(&app, &owner, "Otwarta", &[]).await;
        let listed = |answer: &Answer| -> Vec<i64> {
            assert_eq!(answer.status, StatusCode::OK, "{} ({})", answer.body, app.backend);
            let rows = answer.body["sessions"].as_array().unwrap();
            assert!(rows.iter().all(|r| r["closed"] == true), "{}", answer.body);
            rows.iter().map(|r| r["id"].as_i64().unwrap()).collect()
        };

        // Anyone reads the general archive's pages, most recently active first.
        let first = app.get("/api/generalSessions/archive/page", Some(&outsider)).await;
        let page_one = listed(&first);
        assert_eq!(
            (
                first.body["total"].as_u64(),
                first.body["page"].as_u64(),
                first.body["pageSize"].as_u64()
            ),
            (Some(25), Some(1), Some(20))
        );
        let newest: Vec<i64> = ids.iter().rev().take(20).copied().collect();
        assert_eq!(page_one, newest);
        assert!(!page_one.contains(&open));
        assert!(!first.headers.contains_key("etag"), "the archive is not polled");
        let second = app.get("/api/generalSessions/archive/page?page=2", Some(&outsider)).await;
        assert_eq!(listed(&second), vec![ids[4], ids[3], ids[2], ids[1], ids[0]]);
        assert_eq!(
            (second.body["total"].as_u64(), second.body["page"].as_u64()),
            (Some(25), Some(2))
        );
        let past = app.get("/api/generalSessions/archive/page?page=3", Some(&outsider)).await;
        assert_eq!((listed(&past), past.body["total"].as_u64()), (vec![], Some(25)));
        for bad in ["0", "100001", "x"] {
            let refused = app
                .get(&format!("/api/generalSessions/archive/page?page={bad}"), Some(&owner))
                .await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "page={bad}: {}", refused.body);
        }
        let anonymous = app.get("/api/generalSessions/archive/page", None).await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
        // The whole list (the spec's, under its bound) holds the same, newest first.
        let whole = app.get("/api/generalSessions/archive", Some(&outsider)).await;
        let whole: Vec<i64> = whole.body["sessions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_i64().unwrap())
            .collect();
        assert_eq!(whole, ids.iter().rev().copied().collect::<Vec<_>>());

        // A private archive page holds only the caller's closed sessions.
        let body = json!({"title": "Szept", "participantIds": [player_id], "characterType": "narrator",
                          "message": "<p>Cicho.</p>"});
        let private = app.post("/api/privateSessions", body, Some(&owner)).await.body["id"].clone();
        let private = private.as_i64().unwrap();
        let still_open = app.get("/api/privateSessions/archive/page", Some(&player)).await;
        assert_eq!((listed(&still_open), still_open.body["total"].as_u64()), (vec![], Some(0)));
        let closed = app
            .patch(&format!("/api/privateSessions/{private}/close"), json!({}), Some(&owner))
            .await;
        assert_eq!(closed.status, StatusCode::OK, "{}", closed.body);
        for reader in [&owner, &player] {
            let mine = app.get("/api/privateSessions/archive/page", Some(reader)).await;
            assert_eq!((listed(&mine), mine.body["total"].as_u64()), (vec![private], Some(1)));
        }
        let theirs = app.get("/api/privateSessions/archive/page", Some(&outsider)).await;
        assert_eq!((listed(&theirs), theirs.body["total"].as_u64()), (vec![], Some(0)));
        // Nor do the general pages show a private session.
        let general_pages = app.get("/api/generalSessions/archive/page", Some(&owner)).await;
        assert!(!listed(&general_pages).contains(&private));
    }
}
