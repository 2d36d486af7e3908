//! Private messaging through the API on both databases: starting a conversation by its first
//! message (and joining an open one with the same subject), the Polish refusals, replies, read
//! markers, deleting for oneself, and an outsider who learns nothing from any id.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps};

struct Pair {
    morwena: String,
    morwena_id: i64,
    ilvar: String,
    ilvar_id: i64,
    stranger: String,
}

async fn pair(app: &TestApp) -> Pair {
    let (morwena, morwena_id) =
        app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
    let (ilvar, ilvar_id) = app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
    let (stranger, _) = app.player_with_character("obcy@mrok.test", "Obcy", "Człowiek").await;
    Pair { morwena, morwena_id, ilvar, ilvar_id, stranger }
}

async fn start(app: &TestApp, token: &str, to: i64, subject: &str, content: &str) -> Value {
    let body = json!({"receiver_id": to, "subject": subject, "content": content});
    let started = app.post("/api/conversations", body, Some(token)).await;
    assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
    started.body
}

async fn list(app: &TestApp, token: &str, user: i64) -> Vec<Value> {
    let listed = app.get(&format!("/api/conversations/user/{user}"), Some(token)).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.body);
    listed.body.as_array().unwrap().clone()
}

fn unread(row: &Value) -> bool {
    row["seen_at"].is_null() || row["last_activity"].as_str() > row["seen_at"].as_str()
}

#[tokio::test]
async fn two_players_write_and_read_and_the_list_shows_what_is_new() {
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        let started = start(
            &app,
            &p.morwena,
            p.ilvar_id,
            " Nocna wizyta ",
            "<p>Przyjdź o północy.</p><script>x</script>",
        )
        .await;
        assert_eq!(
            (started["existing"].as_bool(), started["message"].as_str()),
            (Some(false), Some("Wiadomość wysłana!"))
        );
        let id = started["conversationId"].as_i64().unwrap();

        // Ilvar sees it, unread, from Morwena; Morwena has read her own first message.
        let his = list(&app, &p.ilvar, p.ilvar_id).await;
        assert_eq!(his.len(), 1);
        assert_eq!(
            (his[0]["name"].as_str(), his[0]["other_user_name"].as_str()),
            (Some("Nocna wizyta"), Some("Morwena"))
        );
        assert_eq!(his[0]["is_participant"], true);
        assert!(unread(&his[0]));
        assert!(!unread(&list(&app, &p.morwena, p.morwena_id).await[0]));

        let messages =
            app.get(&format!("/api/conversations/{id}/messages"), Some(&p.ilvar)).await.body;
        assert_eq!(messages[0]["content"], "<p>Przyjdź o północy.</p>");
        assert_eq!(messages[0]["sender_name"], "Morwena");

        // Reading marks it seen; a reply makes it new for Morwena.
        let seen_at = his[0]["last_activity"].clone();
        let seen = app
            .post(
                &format!("/api/conversations/{id}/seen"),
                json!({"seenAt": seen_at}),
                Some(&p.ilvar),
            )
            .await;
        assert_eq!(seen.status, StatusCode::OK, "{}", seen.body);
        assert!(!unread(&list(&app, &p.ilvar, p.ilvar_id).await[0]));
        let reply = app
            .post(
                "/api/messages",
                json!({"conversation_id": id, "content": "<p>Będę.</p>"}),
                Some(&p.ilvar),
            )
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.body);
        assert_eq!(reply.body["sender_name"], "Ilvar");
        assert!(unread(&list(&app, &p.morwena, p.morwena_id).await[0]));
        assert!(
            !unread(&list(&app, &p.ilvar, p.ilvar_id).await[0]),
            "the sender has read his own reply"
        );

        // A first message with the same subject (case aside) joins the open conversation.
        let again =
            start(&app, &p.ilvar, p.morwena_id, "NOCNA WIZYTA", "<p>I jeszcze jedno.</p>").await;
        assert_eq!(
            (again["conversationId"].as_i64(), again["existing"].as_bool()),
            (Some(id), Some(true))
        );
        let all =
            app.get(&format!("/api/conversations/{id}/messages"), Some(&p.morwena)).await.body;
        assert_eq!(all.as_array().unwrap().len(), 3);
        let older = app
            .get(&format!("/api/conversations/{id}/messages?limit=2"), Some(&p.morwena))
            .await
            .body;
        assert_eq!(older[0]["content"], "<p>Będę.</p>");
        let before = older[0]["id"].as_i64().unwrap();
        let first = app
            .get(&format!("/api/conversations/{id}/messages?before={before}"), Some(&p.morwena))
            .await
            .body;
        assert_eq!(first.as_array().unwrap().len(), 1);

        // A new subject is a new conversation, listed first.
        start(&app, &p.ilvar, p.morwena_id, "Inna sprawa", "<p>Hej.</p>").await;
        let hers = list(&app, &p.morwena, p.morwena_id).await;
        assert_eq!(
            hers.iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
            ["Inna sprawa", "Nocna wizyta"]
        );
    }
}

#[tokio::test]
async fn refusals_are_clear_and_polish() {
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        let no_character = app.activated_player("bezpostaci@mrok.test").await;
        let homeless_id =
            app.login("bezpostaci@mrok.test", crate::support::PASSWORD).await.body["userId"]
                .as_i64()
                .unwrap();
        let cases = [
            (
                &p.morwena,
                json!({"receiver_id": p.morwena_id, "subject": "T", "content": "<p>x</p>"}),
                StatusCode::BAD_REQUEST,
                "Nie możesz wysłać wiadomości do samego siebie.",
            ),
            (
                &p.morwena,
                json!({"receiver_id": 99_999, "subject": "T", "content": "<p>x</p>"}),
                StatusCode::NOT_FOUND,
                "Nie znaleziono użytkownika o takim ID",
            ),
            (
                &p.morwena,
                json!({"receiver_id": homeless_id, "subject": "T", "content": "<p>x</p>"}),
                StatusCode::BAD_REQUEST,
                "Ten użytkownik nie ma jeszcze postaci, więc nie można do niego pisać.",
            ),
            (
                &p.morwena,
                json!({"receiver_id": p.ilvar_id, "subject": "  ", "content": "<p>x</p>"}),
                StatusCode::BAD_REQUEST,
                "Temat i treść wiadomości są wymagane",
            ),
            (
                &p.morwena,
                json!({"receiver_id": p.ilvar_id, "subject": "T", "content": "<p>  </p>"}),
                StatusCode::BAD_REQUEST,
                "Temat i treść wiadomości są wymagane",
            ),
            (
                &no_character,
                json!({"receiver_id": p.ilvar_id, "subject": "T", "content": "<p>x</p>"}),
                StatusCode::FORBIDDEN,
                "Najpierw stwórz postać.",
            ),
        ];
        for (token, body, status, text) in cases {
            let refused = app.post("/api/conversations", body.clone(), Some(token)).await;
            assert_eq!(
                (refused.status, refused.body["message"].as_str()),
                (status, Some(text)),
                "{body}"
            );
        }
        let id = start(&app, &p.morwena, p.ilvar_id, "T", "<p>x</p>").await["conversationId"]
            .as_i64()
            .unwrap();
        let empty = app
            .post(
                "/api/messages",
                json!({"conversation_id": id, "content": "<p><br></p>"}),
                Some(&p.ilvar),
            )
            .await;
        assert_eq!(
            (empty.status, empty.body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some("Wprowadź treść wiadomości"))
        );
        let long = format!("<p>{}</p>", "x".repeat(20_001));
        let too_long = app
            .post("/api/messages", json!({"conversation_id": id, "content": long}), Some(&p.ilvar))
            .await;
        assert_eq!(too_long.status, StatusCode::BAD_REQUEST);
        // The limit counts what a reader sees: '&' is one character, not the five of '&amp;'.
        let ampersands = format!("<p>{}</p>", "&amp;".repeat(19_990));
        let kept = app
            .post(
                "/api/messages",
                json!({"conversation_id": id, "content": ampersands}),
                Some(&p.ilvar),
            )
            .await;
        assert_eq!(kept.status, StatusCode::CREATED, "{:?}", kept.body);
        // Someone else's list is not shown.
        let foreign =
            app.get(&format!("/api/conversations/user/{}", p.ilvar_id), Some(&p.morwena)).await;
        assert_eq!(foreign.status, StatusCode::FORBIDDEN);
        assert_eq!(
            app.get(&format!("/api/conversations/user/{}", p.morwena_id), None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn an_outsider_gets_404_from_every_conversation_route_whatever_the_id() {
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        let id = start(&app, &p.morwena, p.ilvar_id, "Tajemnica", "<p>Nikomu ani słowa.</p>").await
            ["conversationId"]
            .as_i64()
            .unwrap();
        for probe in [id, id + 1, 0, -1, 9_999_999] {
            let answers = [
                app.get(&format!("/api/conversations/{probe}"), Some(&p.stranger)).await,
                app.get(&format!("/api/conversations/{probe}/messages"), Some(&p.stranger)).await,
                app.post(&format!("/api/conversations/{probe}/seen"), json!({}), Some(&p.stranger))
                    .await,
                app.post(
                    "/api/messages",
                    json!({"conversation_id": probe, "content": "<p>Hej</p>"}),
                    Some(&p.stranger),
                )
                .await,
                app.delete(&format!("/api/conversations/{probe}/delete"), Some(&p.stranger)).await,
            ];
            for answer in answers {
                assert_eq!(answer.status, StatusCode::NOT_FOUND, "{probe}: {}", answer.body);
                assert_eq!(answer.body["message"], "Nie znaleziono konwersacji.");
                assert!(!answer.body.to_string().contains("Tajemnica"));
            }
        }
        // Nothing changed for the members.
        let messages =
            app.get(&format!("/api/conversations/{id}/messages"), Some(&p.ilvar)).await.body;
        assert_eq!(messages.as_array().unwrap().len(), 1);
    }
}

#[tokio::test]
async fn deleting_is_for_oneself_and_for_good() {
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        let id = start(&app, &p.morwena, p.ilvar_id, "Pożegnanie", "<p>Żegnaj.</p>").await["conversationId"].as_i64().unwrap();
        let deleted =
            app.delete(&format!("/api/conversations/{id}/delete"), Some(&p.morwena)).await;
        assert_eq!(
            (deleted.status, deleted.body["message"].as_str()),
            (StatusCode::OK, Some("Konwersacja została usunięta."))
        );
        assert!(list(&app, &p.morwena, p.morwena_id).await.is_empty());
        assert_eq!(
            app.get(&format!("/api/conversations/{id}"), Some(&p.morwena)).await.status,
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            app.delete(&format!("/api/conversations/{id}/delete"), Some(&p.morwena)).await.status,
            StatusCode::NOT_FOUND
        );

        // Ilvar still reads it, sees that she left, and cannot answer.
        let his = list(&app, &p.ilvar, p.ilvar_id).await;
        assert_eq!(his[0]["other_user_left"], true);
        let answer = app
            .post(
                "/api/messages",
                json!({"conversation_id": id, "content": "<p>Czekaj!</p>"}),
                Some(&p.ilvar),
            )
            .await;
        assert_eq!(answer.status, StatusCode::CONFLICT);
        assert_eq!(
            answer.body["message"],
            "Rozmówca usunął tę konwersację — napisz do niego nową wiadomość."
        );
        // A first message with that subject starts a new conversation, seen by both.
        let fresh = start(&app, &p.ilvar, p.morwena_id, "Pożegnanie", "<p>Jednak wróć.</p>").await;
        assert_eq!(fresh["existing"], false);
        assert_ne!(fresh["conversationId"].as_i64(), Some(id));
        assert_eq!(list(&app, &p.morwena, p.morwena_id).await.len(), 1);

        // Once both have deleted it, it is gone with its messages.
        assert_eq!(
            app.delete(&format!("/api/conversations/{id}/delete"), Some(&p.ilvar)).await.status,
            StatusCode::OK
        );
        assert_eq!(
            app.get(&format!("/api/conversations/{id}/messages"), Some(&p.ilvar)).await.status,
            StatusCode::NOT_FOUND
        );
        assert_eq!(list(&app, &p.ilvar, p.ilvar_id).await.len(), 1);
    }
}

#[tokio::test]
async fn both_deleting_at_once_still_removes_it_for_good() {
    #[derive(sqlx::FromRow)]
    struct Left {
        id: i64,
    }
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        let db = mrok_adapters::sql::Db::connect(&app.config.database_url()).await.unwrap();
        for round in 0..40 {
            let subject = format!("Razem {round}");
            let started = start(&app, &p.morwena, p.ilvar_id, &subject, "<p>Żegnaj.</p>").await;
            let id = started["conversationId"].as_i64().unwrap();
            let path = format!("/api/conversations/{id}/delete");
            let (hers, his) = tokio::join!(
                app.delete(&path, Some(&p.morwena)),
                app.delete(&path, Some(&p.ilvar))
            );
            assert_eq!((hers.status, his.status), (StatusCode::OK, StatusCode::OK));
            let kept = sea_query::Query::select()
                .column(sea_query::Alias::new("id"))
                .from(sea_query::Alias::new("conversations"))
                .and_where(sea_query::ExprTrait::eq(
                    sea_query::Expr::col(sea_query::Alias::new("id")),
                    id,
                ))
                .to_owned();
            let row: Option<Left> = db.fetch_optional(&kept).await.unwrap();
            assert!(
                row.is_none(),
                "{}: conversation {} kept",
                app.backend,
                row.map_or(0, |r| r.id)
            );
        }
    }
}

#[tokio::test]
async fn a_first_message_sent_twice_at_once_opens_one_conversation() {
    for app in apps(Options::PLAIN).await {
        let p = pair(&app).await;
        for round in 0..20 {
            let subject = format!("Naraz {round}");
            let (first, second) = tokio::join!(
                start(&app, &p.morwena, p.ilvar_id, &subject, "<p>Raz.</p>"),
                start(&app, &p.ilvar, p.morwena_id, &subject, "<p>Dwa.</p>"),
            );
            assert_eq!(
                first["conversationId"], second["conversationId"],
                "{}: {first} {second}",
                app.backend
            );
        }
        assert_eq!(list(&app, &p.morwena, p.morwena_id).await.len(), 20, "{}", app.backend);
    }
}

#[tokio::test]
async fn a_player_cannot_flood_anyone_with_new_conversations() {
    let app = crate::support::sqlite_app(Options { rate_limits: true, ..Options::PLAIN }).await;
    let p = pair(&app).await;
    for n in 0..10 {
        start(&app, &p.morwena, p.ilvar_id, &format!("Temat {n}"), "<p>x</p>").await;
    }
    let body = json!({"receiver_id": p.ilvar_id, "subject": "Temat 11", "content": "<p>x</p>"});
    let refused = app.post("/api/conversations", body, Some(&p.morwena)).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(refused.body["message"], "Wysyłasz wiadomości za szybko — odczekaj chwilę.");
}
