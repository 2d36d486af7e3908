//! The live channel from outside, as a browser or an attacker would use it: real sockets to a
//! real server. Delivery to the room (and to no other room), typing, session activity to the
//! player's own socket, refusals (no token, a bad one, a foreign Origin, a prisoner), the frame
//! cap and the flood throttle, revocation, and two `mrok serve` processes on one PostgreSQL.

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mrok_core::live::LiveEvent;
use mrok_core::shared::UserId;
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

use crate::game_gate::Blocks;
use crate::support::{Options, TestApp, apps, serve_process, sqlite_app, sqlite_app_with_blocks};
use crate::tavern::{enter, guests, say};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn ws_url(app: &TestApp, query: &str) -> String {
    format!("{}/ws/?{query}", app.base.replacen("http", "ws", 1))
}

/// Opens a socket, or the HTTP status the upgrade was refused with.
async fn open(app: &TestApp, query: &str, origin: Option<&str>) -> Result<Socket, StatusCode> {
    let mut request = ws_url(app, query).into_client_request().unwrap();
    if let Some(origin) = origin {
        request.headers_mut().insert("origin", origin.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Ok(socket),
        Err(WsError::Http(response)) => {
            Err(StatusCode::from_u16(response.status().as_u16()).unwrap())
        }
        Err(other) => panic!("socket failed: {other}"),
    }
}

async fn socket(app: &TestApp, query: &str) -> Socket {
    open(app, query, None).await.unwrap()
}

/// The next JSON frame within `wait`, skipping pings; `None` when none came or it closed.
async fn frame(socket: &mut Socket, wait: Duration) -> Option<Value> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let next = tokio::time::timeout_at(deadline, socket.next()).await.ok()??;
        match next.ok()? {
            Message::Text(text) => return Some(serde_json::from_str(&text).unwrap()),
            Message::Close(_) => return None,
            _ => {}
        }
    }
}

/// The next frame of a type, skipping others.
async fn frame_of(socket: &mut Socket, kind: &str) -> Value {
    loop {
        let frame = frame(socket, Duration::from_secs(5))
            .await
            .unwrap_or_else(|| panic!("no {kind} frame"));
        if frame["type"] == kind {
            return frame;
        }
    }
}

/// The code the server closes the socket with.
async fn closed_with(socket: &mut Socket) -> Option<CloseCode> {
    loop {
        match tokio::time::timeout(Duration::from_secs(5), socket.next()).await.ok()? {
            Some(Ok(Message::Close(frame))) => return frame.map(|f| f.code),
            Some(Ok(_)) => {}
            Some(Err(_)) | None => return None,
        }
    }
}

#[tokio::test]
async fn a_message_reaches_every_socket_in_its_room_and_none_in_another() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        enter(&app, &g.morwena, g.morwena_id, 1).await;
        let mut hall = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
        let mut cellar = socket(&app, &format!("room=2&token={}", g.admin)).await;
        assert_eq!(frame_of(&mut hall, "room_joined").await["room_id"], 1);
        assert_eq!(frame_of(&mut cellar, "room_joined").await["room_id"], 2);

        let posted = say(&app, &g.morwena, 1, "<p>Kto stawia kolejkę?</p>").await;
        let live = frame_of(&mut hall, "message").await;
        assert_eq!(live["id"], posted["id"]);
        assert_eq!(live["message"], "<p>Kto stawia kolejkę?</p>");
        assert_eq!(live["character_name"], "Morwena");
        assert_eq!(live["user_id"], g.morwena_id);
        assert_eq!(live["room_id"], 1);

        // The cellar heard nothing of it (a frame would have arrived with the hall's).
        let heard = frame(&mut cellar, Duration::from_millis(500)).await;
        assert!(heard.is_none(), "{} cellar heard {heard:?}", app.backend);
    }
}

#[tokio::test]
async fn others_in_the_room_see_who_is_typing_and_the_typist_does_not() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    enter(&app, &g.morwena, g.morwena_id, 1).await;
    let mut own = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    let mut other = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut own, "room_joined").await;
    frame_of(&mut other, "room_joined").await;
    let typed = app.post("/api/tavern/typing", json!({"roomId": 1}), Some(&g.morwena)).await;
    assert_eq!(typed.status, StatusCode::NO_CONTENT);
    let typing = frame_of(&mut other, "typing").await;
    assert_eq!(
        typing,
        json!({"type": "typing", "room_id": 1, "user_id": g.morwena_id, "name": "Morwena"})
    );
    assert!(frame(&mut own, Duration::from_millis(300)).await.is_none());
}

#[tokio::test]
async fn a_session_post_reaches_the_other_participants_own_socket_at_once() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        let mut player_events = socket(&app, &format!("token={}", g.ilvar)).await;
        let mut author_events = socket(&app, &format!("token={}", g.morwena)).await;
        let created = app
            .post(
                "/api/privateSessions",
                json!({"title": "Szept", "participantIds": [g.ilvar_id]}),
                Some(&g.morwena),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let id = created.body["id"].as_i64().unwrap();
        let posted = app
            .post(
                &format!("/api/privateSessions/{id}/messages"),
                json!({"message": "<p>Słyszysz?</p>"}),
                Some(&g.morwena),
            )
            .await;
        assert!(posted.status.is_success(), "{}", posted.body);
        let activity = frame_of(&mut player_events, "session_activity").await;
        assert_eq!(activity["session_id"], id);
        assert_eq!(activity["kind"], "private");
        assert!(frame(&mut author_events, Duration::from_millis(300)).await.is_none());
    }
}

#[tokio::test]
async fn no_token_a_bad_token_a_foreign_origin_or_an_unknown_room_is_refused() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    // A browser cannot read a refused upgrade's status: the socket opens and closes with a code
    // the client does not reconnect on.
    for query in ["room=1", "room=1&token=", "room=1&token=abc.def.ghi", "token=abc.def.ghi"] {
        let mut refused = socket(&app, query).await;
        assert_eq!(closed_with(&mut refused).await, Some(CloseCode::from(4001)), "{query}");
    }
    let query = format!("room=1&token={}", g.morwena);
    let evil = open(&app, &query, Some("https://zlo.example")).await;
    assert_eq!(evil.err(), Some(StatusCode::FORBIDDEN));
    assert!(open(&app, &query, Some("http://mrok.test")).await.is_ok(), "the public origin");
    let own_host = app.base.clone();
    assert!(open(&app, &query, Some(&own_host)).await.is_ok(), "the origin of the host asked");
    let mut unknown = socket(&app, &format!("room=999&token={}", g.morwena)).await;
    assert_eq!(closed_with(&mut unknown).await, Some(CloseCode::from(4004)));
}

#[tokio::test]
async fn a_prisoner_gets_no_socket() {
    let blocks = Arc::new(Blocks::default());
    let app = sqlite_app_with_blocks(blocks.clone()).await;
    let g = guests(&app).await;
    blocks.prisoners.lock().unwrap().insert(g.morwena_id);
    app.announce(LiveEvent::AccessRevoked { user: UserId(g.morwena_id) }).await;
    let mut refused = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    assert_eq!(closed_with(&mut refused).await, Some(CloseCode::from(4001)));
    let mut free = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
    assert_eq!(frame_of(&mut free, "room_joined").await["room_id"], 1);
}

#[tokio::test]
async fn an_oversized_frame_is_refused_and_a_flood_is_cut_off() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    // Read late, the close still arrives (closing over unread bytes would reset the connection).
    for size in [5 * 1024, 64 * 1024] {
        let mut big = socket(&app, &format!("room=1&token={}", g.morwena)).await;
        big.send(Message::text("x".repeat(size))).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(closed_with(&mut big).await, Some(CloseCode::Size), "{size} bytes");
    }

    let mut flood = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    for _ in 0..50 {
        if flood.send(Message::text("{}")).await.is_err() {
            break;
        }
    }
    assert_eq!(closed_with(&mut flood).await, Some(CloseCode::Policy));

    // A calm socket of the same player is not affected.
    let mut calm = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    calm.send(Message::text("{}")).await.unwrap();
    assert_eq!(frame_of(&mut calm, "room_joined").await["room_id"], 1);
}

#[tokio::test]
async fn losing_access_closes_every_socket_of_the_account_at_once() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let mut tavern = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
    let mut events = socket(&app, &format!("token={}", g.ilvar)).await;
    let mut bystander = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    // The back office makes Ilvar a game master: his logins end, and so do his sockets.
    let changed = app
        .put(
            &format!("/api/admin/users/{}/role", g.ilvar_id),
            json!({"role": "mistrz_gry"}),
            Some(&g.admin),
        )
        .await;
    assert!(changed.status.is_success(), "{}", changed.body);
    assert_eq!(closed_with(&mut tavern).await, Some(CloseCode::from(4001)));
    assert_eq!(closed_with(&mut events).await, Some(CloseCode::from(4001)));
    assert_eq!(frame_of(&mut bystander, "room_joined").await["room_id"], 1);
    assert!(frame(&mut bystander, Duration::from_millis(300)).await.is_none(), "still open");
}

#[tokio::test]
async fn a_message_posted_on_one_instance_reaches_a_socket_on_another() {
    let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) else {
        return;
    };
    let url = mrok_adapters::sql::isolated_postgres_url(&base, "mrokt_live").await.unwrap();
    let a = serve_process(Some(&url), "warn").await;
    let b = serve_process(Some(&url), "warn").await;
    let g = guests(&a.app).await;
    enter(&a.app, &g.morwena, g.morwena_id, 1).await;
    let mut on_b = socket(&b.app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut on_b, "room_joined").await;
    let long = format!("<p>{}</p>", "Długa opowieść. ".repeat(1_000));
    let posted = say(&a.app, &g.morwena, 1, &long).await;
    let live = frame_of(&mut on_b, "message").await;
    assert_eq!(live["id"], posted["id"]);
    assert_eq!(live["message"], long, "the whole post, far over NOTIFY's 8,000 bytes");
}

#[tokio::test]
async fn a_lost_listening_connection_asks_every_socket_to_connect_again() {
    let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) else {
        return;
    };
    let url = mrok_adapters::sql::isolated_postgres_url(&base, "mrokt_resync").await.unwrap();
    let served = serve_process(Some(&url), "error").await;
    let g = guests(&served.app).await;
    let mut tavern = socket(&served.app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut tavern, "room_joined").await;

    // The database drops the server's listening connection: notifications sent until it is
    // back are lost (a revocation among them, perhaps), so the server asks its sockets to come
    // again (4009, which the site reconnects after) instead of carrying on as if it knew.
    let schema = url.rsplit("search_path%3D").next().unwrap().to_owned();
    let admin = sqlx::PgPool::connect(&base).await.unwrap();
    let killed: Vec<(bool,)> = sqlx::query_as(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE query ILIKE 'LISTEN%' AND query LIKE '%' || $1 || '%'",
    )
    .bind(&schema)
    .fetch_all(&admin)
    .await
    .unwrap();
    assert_eq!(killed, vec![(true,)], "the one listening connection of this server");
    assert_eq!(closed_with(&mut tavern).await, Some(CloseCode::from(4009)));

    // Connected again, the socket hears the room as before (the listener is back).
    let mut again = socket(&served.app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut again, "room_joined").await;
    enter(&served.app, &g.morwena, g.morwena_id, 1).await;
    let posted = say(&served.app, &g.morwena, 1, "<p>Jestem z powrotem.</p>").await;
    assert_eq!(frame_of(&mut again, "message").await["id"], posted["id"]);
}

/// Waits (up to 2 s, far under the 10 s a remembered check may live) for `path` to answer
/// `status` to `token`.
async fn answers_soon(app: &TestApp, path: &str, token: &str, status: StatusCode) -> bool {
    for _ in 0..40 {
        if app.get(path, Some(token)).await.status == status {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test]
async fn a_sentence_or_a_game_block_given_on_one_instance_takes_effect_on_another_at_once() {
    let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) else {
        return;
    };
    let url = mrok_adapters::sql::isolated_postgres_url(&base, "mrokt_admit").await.unwrap();
    let a = serve_process(Some(&url), "warn").await;
    let b = serve_process(Some(&url), "warn").await;
    let g = guests(&a.app).await;
    // Both play on B, which now remembers them as admitted.
    for token in [&g.morwena, &g.ilvar] {
        for _ in 0..3 {
            assert_eq!(b.app.get("/api/tavern/rooms", Some(token)).await.status, StatusCode::OK);
        }
    }

    let sentence = json!({"userId": g.morwena_id, "days": 3});
    let jailed = a.app.post("/api/admin/blockUser", sentence, Some(&g.admin)).await;
    assert_eq!(jailed.status, StatusCode::OK, "{}", jailed.body);
    assert!(answers_soon(&b.app, "/api/tavern/rooms", &g.morwena, StatusCode::FORBIDDEN).await);
    assert_eq!(b.app.get("/api/tavern/rooms", Some(&g.ilvar)).await.status, StatusCode::OK);

    let form = json!({"title": "Przerwa", "content": "<p>Wracamy o świcie.</p>"});
    let added = a.app.post("/api/admin/resident-messages", form, Some(&g.admin)).await;
    let id = added.body["data"]["id"].as_i64().unwrap();
    let path = format!("/api/admin/resident-messages/{id}/toggle");
    assert_eq!(a.app.patch(&path, json!({}), Some(&g.admin)).await.status, StatusCode::OK);
    assert!(answers_soon(&b.app, "/api/tavern/rooms", &g.ilvar, StatusCode::FORBIDDEN).await);
    assert_eq!(b.app.get("/api/tavern/rooms", Some(&g.admin)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn removing_a_room_closes_its_sockets_for_good() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let added =
        app.post("/api/admin/tavernRooms", json!({"name": "Stajnia"}), Some(&g.admin)).await;
    let room = added.body["id"].as_i64().unwrap();
    enter(&app, &g.morwena, g.morwena_id, room).await;
    let mut inside = socket(&app, &format!("room={room}&token={}", g.morwena)).await;
    frame_of(&mut inside, "room_joined").await;
    let mut hall = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut hall, "room_joined").await;
    let removed = app.delete(&format!("/api/admin/tavernRooms/{room}"), Some(&g.admin)).await;
    assert_eq!(removed.status, StatusCode::OK);
    assert_eq!(closed_with(&mut inside).await, Some(CloseCode::from(4004)));
    // Another room's socket stays open and keeps getting its messages.
    enter(&app, &g.ilvar, g.ilvar_id, 1).await;
    say(&app, &g.ilvar, 1, "<p>Dalej pijemy.</p>").await;
    assert_eq!(frame_of(&mut hall, "message").await["message"], "<p>Dalej pijemy.</p>");
}

#[tokio::test]
async fn a_private_message_reaches_the_receivers_own_socket_at_once() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let mut his = socket(&app, &format!("token={}", g.ilvar)).await;
    let mut hers = socket(&app, &format!("token={}", g.morwena)).await;
    let body = json!({"receiver_id": g.ilvar_id, "subject": "Sekret", "content": "<p>Psst.</p>"});
    let started = app.post("/api/conversations", body, Some(&g.morwena)).await;
    let id = started.body["conversationId"].as_i64().unwrap();
    let pushed = frame_of(&mut his, "conversation_activity").await;
    assert_eq!(pushed["conversation_id"], id);
    // The frame names the conversation only: no subject, no text.
    assert!(!pushed.to_string().contains("Sekret") && !pushed.to_string().contains("Psst"));
    // The sender's own socket hears nothing of it.
    assert!(frame(&mut hers, Duration::from_millis(300)).await.is_none());
}

#[tokio::test]
async fn a_decision_on_a_report_reaches_its_authors_own_socket_only() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let body = json!({"title": "Mgły", "users": [g.ilvar_id], "characterType": "narrator"});
    let session =
        app.post("/api/generalSessions", body, Some(&g.morwena)).await.body["id"].as_i64().unwrap();
    let report = json!({"sessionType": "general", "sessionId": session, "sessionTitle": "x", "whatHappened": "Walka"});
    let filed = app.post("/api/reports", report, Some(&g.ilvar)).await;
    let id = filed.body["report"]["id"].as_i64().unwrap();
    let mut his = socket(&app, &format!("token={}", g.ilvar)).await;
    let mut hers = socket(&app, &format!("token={}", g.morwena)).await;
    let decision =
        json!({"status": "rejected", "adminComment": "Opisz walkę", "internalComment": "Tajne"});
    let rejected =
        app.patch(&format!("/api/admin/reports/{id}/status"), decision, Some(&g.admin)).await;
    assert_eq!(rejected.status, StatusCode::OK, "{}", rejected.body);
    let pushed = frame_of(&mut his, "report_reviewed").await;
    assert_eq!(pushed["report_id"], id);
    // The frame names the report only: neither comment travels with it.
    assert!(!pushed.to_string().contains("Opisz") && !pushed.to_string().contains("Tajne"));
    assert!(frame(&mut hers, Duration::from_millis(300)).await.is_none());
}

#[tokio::test]
async fn an_announcement_reaches_every_players_own_socket_but_no_tavern_socket() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let mut hers = socket(&app, &format!("token={}", g.morwena)).await;
    let mut his = socket(&app, &format!("token={}", g.ilvar)).await;
    let mut tavern = socket(&app, &format!("room=1&token={}", g.ilvar)).await;
    frame_of(&mut tavern, "room_joined").await;
    let body = json!({"title": "Mróz", "content": "Zimno."});
    let sent = app.post("/api/admin/sendGlobalMessage", body, Some(&g.admin)).await;
    let id = sent.body["id"].as_i64().unwrap();
    assert_eq!(frame_of(&mut hers, "global_message").await["id"], id);
    assert_eq!(frame_of(&mut his, "global_message").await["id"], id);
    assert!(frame(&mut tavern, Duration::from_millis(300)).await.is_none());
}

#[tokio::test]
async fn logging_out_ends_that_token_at_once_and_closes_its_sockets_only() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        // Morwena on a second device: the same account, another login.
        let phone = app.login("morwena@mrok.test", crate::support::PASSWORD).await;
        let phone = phone.body["token"].as_str().unwrap().to_owned();
        let mut own = socket(&app, &format!("token={}", g.morwena)).await;
        let mut tavern = socket(&app, &format!("room=1&token={}", g.morwena)).await;
        frame_of(&mut tavern, "room_joined").await;
        let mut on_phone = socket(&app, &format!("token={phone}")).await;
        assert_eq!(app.get("/api/checkCharacter", Some(&g.morwena)).await.status, StatusCode::OK);

        let out = app.post("/api/logout", json!({}), Some(&g.morwena)).await;
        assert_eq!(out.status, StatusCode::OK, "{}: {}", app.backend, out.body);
        assert_eq!(out.message(), "Wylogowano.");
        let after = app.get("/api/checkCharacter", Some(&g.morwena)).await;
        assert_eq!(after.status, StatusCode::UNAUTHORIZED, "{}", app.backend);
        assert_eq!(closed_with(&mut own).await, Some(CloseCode::from(4001)), "{}", app.backend);
        assert_eq!(closed_with(&mut tavern).await, Some(CloseCode::from(4001)));
        let mut again = socket(&app, &format!("token={}", g.morwena)).await;
        assert_eq!(closed_with(&mut again).await, Some(CloseCode::from(4001)));
        // The phone's login goes on, socket and all; logging out twice is refused plainly.
        assert_eq!(app.get("/api/checkCharacter", Some(&phone)).await.status, StatusCode::OK);
        let body = json!({"title": "Mróz", "content": "Zimno."});
        app.post("/api/admin/sendGlobalMessage", body, Some(&g.admin)).await;
        assert_eq!(frame_of(&mut on_phone, "global_message").await["type"], "global_message");
        let twice = app.post("/api/logout", json!({}), Some(&g.morwena)).await;
        assert_eq!(twice.status, StatusCode::UNAUTHORIZED, "{}", app.backend);
    }
}

#[tokio::test]
async fn an_imprisoned_player_loses_every_socket_at_once() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let mut own = socket(&app, &format!("token={}", g.morwena)).await;
    let mut tavern = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    frame_of(&mut tavern, "room_joined").await;
    let mut his = socket(&app, &format!("token={}", g.ilvar)).await;
    let body = json!({"userId": g.morwena_id, "days": 2});
    assert_eq!(app.post("/api/admin/blockUser", body, Some(&g.admin)).await.status, StatusCode::OK);
    assert_eq!(closed_with(&mut own).await, Some(CloseCode::from(4001)));
    assert_eq!(closed_with(&mut tavern).await, Some(CloseCode::from(4001)));
    // She cannot come back while in prison; he keeps his.
    let mut again = socket(&app, &format!("token={}", g.morwena)).await;
    assert_eq!(closed_with(&mut again).await, Some(CloseCode::from(4001)));
    assert!(frame(&mut his, Duration::from_millis(300)).await.is_none());
}

#[tokio::test]
async fn a_game_block_closes_the_residents_sockets_at_once_and_its_end_lets_them_back() {
    let app = sqlite_app(Options::PLAIN).await;
    let g = guests(&app).await;
    let mut own = socket(&app, &format!("token={}", g.morwena)).await;
    let mut tavern = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    frame_of(&mut tavern, "room_joined").await;
    let mut admins = socket(&app, &format!("room=1&token={}", g.admin)).await;
    frame_of(&mut admins, "room_joined").await;

    let form = json!({"title": "Przerwa", "content": "<p>Wracamy wieczorem.</p>"});
    let added = app.post("/api/admin/resident-messages", form, Some(&g.admin)).await;
    let toggle = format!("/api/admin/resident-messages/{}/toggle", added.body["data"]["id"]);
    assert_eq!(app.patch(&toggle, json!({}), Some(&g.admin)).await.status, StatusCode::OK);
    assert_eq!(closed_with(&mut own).await, Some(CloseCode::from(4001)));
    assert_eq!(closed_with(&mut tavern).await, Some(CloseCode::from(4001)));
    let mut refused = socket(&app, &format!("token={}", g.morwena)).await;
    assert_eq!(closed_with(&mut refused).await, Some(CloseCode::from(4001)));

    // The block lifted, she comes back, and the next change that is no block leaves her be.
    assert_eq!(app.patch(&toggle, json!({}), Some(&g.admin)).await.status, StatusCode::OK);
    let mut back = socket(&app, &format!("room=1&token={}", g.morwena)).await;
    frame_of(&mut back, "room_joined").await;
    let message = toggle.trim_end_matches("/toggle");
    assert_eq!(app.delete(message, Some(&g.admin)).await.status, StatusCode::OK);
    enter(&app, &g.morwena, g.morwena_id, 1).await;
    let posted = say(&app, &g.morwena, 1, "<p>Wróciłam.</p>").await;
    assert_eq!(frame_of(&mut back, "message").await["id"], posted["id"]);
    // The admin kept the socket through it all.
    assert_eq!(frame_of(&mut admins, "message").await["id"], posted["id"]);
}

#[tokio::test]
async fn a_socket_silent_past_two_and_a_half_pings_is_let_go_and_frees_its_place() {
    let app = crate::support::sqlite_app_configured(Options::PLAIN, |c| {
        c.live_ping_seconds = 1;
        c.live_sockets_per_user = 1;
    })
    .await;
    let (token, _) = app.player_with_character("cisza@mrok.test", "Morwena", "Wampir").await;
    // A client that never reads never answers the pings (a phone gone to another network).
    let mut silent = socket(&app, &format!("token={token}")).await;
    tokio::time::sleep(Duration::from_millis(4_500)).await;
    // Its place is free again: the one socket the account may hold opens.
    let mut answering = socket(&app, &format!("token={token}")).await;
    assert_eq!(closed_with(&mut silent).await, None, "the silent socket was dropped");
    // One that reads (and so answers every ping) stays.
    let until = tokio::time::Instant::now() + Duration::from_millis(4_500);
    let mut pings = 0;
    loop {
        match tokio::time::timeout_at(until, answering.next()).await {
            Err(_) => break,
            Ok(Some(Ok(Message::Ping(_)))) => pings += 1,
            other => panic!("the answering socket ended: {other:?}"),
        }
    }
    assert!(pings >= 3, "pinged {pings} times");
}

#[tokio::test]
async fn a_socket_whose_token_expires_is_closed_by_its_next_check_and_a_current_one_stays() {
    let app = crate::support::sqlite_app_configured(Options::PLAIN, |c| {
        c.live_recheck_seconds = 1;
        c.live_ping_seconds = 1;
    })
    .await;
    let (token, _) = app.player_with_character("wygasa@mrok.test", "Morwena", "Wampir").await;
    // The same account's token, running out in three seconds (as a fortnight-old one does).
    let mut claims = crate::tokens::claims_of(&token);
    claims["exp"] = json!(chrono::Utc::now().timestamp() + 3);
    let expiring = crate::tokens::sign(&claims, crate::support::JWT_SECRET);
    let mut ending = socket(&app, &format!("token={expiring}")).await;
    // The current token's socket is read all along (so it answers the pings) until it ends.
    let mut staying = socket(&app, &format!("token={token}")).await;
    let stayed = tokio::spawn(async move {
        let mut pings = 0;
        loop {
            match staying.next().await {
                Some(Ok(Message::Ping(_))) => pings += 1,
                other => return (pings, format!("{other:?}")),
            }
        }
    });
    let opened = tokio::time::Instant::now();
    let code = loop {
        let deadline = opened + Duration::from_secs(10);
        match tokio::time::timeout_at(deadline, ending.next()).await.expect("still open") {
            Some(Ok(Message::Close(frame))) => break frame.map(|f| f.code),
            Some(Ok(_)) => {}
            other => panic!("the socket ended without a close frame: {other:?}"),
        }
    };
    assert_eq!(code, Some(CloseCode::from(4001)), "the client stops and asks for a login");
    assert!(opened.elapsed() >= Duration::from_secs(2), "it was kept while the token held");
    // The current one is checked as often, and stays.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(!stayed.is_finished(), "the current socket ended: {:?}", stayed.await.unwrap());
    stayed.abort();
}

#[tokio::test]
async fn a_role_change_from_the_command_line_ends_a_used_login_and_its_sockets_at_once() {
    for app in apps(Options::PLAIN).await {
        let g = guests(&app).await;
        // Used once, the admin's token is a remembered check the server would trust for a
        // minute; a socket is open on it.
        let users = "/api/admin/users?_start=0&_end=10";
        assert_eq!(app.get(users, Some(&g.admin)).await.status, StatusCode::OK, "{}", app.backend);
        let mut events = socket(&app, &format!("token={}", g.admin)).await;

        let (ok, out) = app.cli(&["user", "role", "krolowa@mrok.test", "mieszkaniec"]);
        assert!(ok, "{out}");
        // The command's event reaches the server (on SQLite through the relay table, read every
        // 250 ms; on PostgreSQL by NOTIFY) far sooner than the remembered check would expire.
        assert!(
            answers_soon(&app, users, &g.admin, StatusCode::UNAUTHORIZED).await,
            "{}: the demoted admin's token still answers",
            app.backend
        );
        let closed = tokio::time::timeout(Duration::from_secs(2), closed_with(&mut events)).await;
        assert_eq!(closed.ok().flatten(), Some(CloseCode::from(4001)), "{}", app.backend);
    }
}
