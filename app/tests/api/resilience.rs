//! What survives a crash and an outage: posts acknowledged before a `kill -9` are all there
//! after the restart in a database that passes SQLite's integrity check, and mail written while
//! the SMTP server is down is kept and delivered once it returns.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, Utc};
use mrok_adapters::mail::{LettreRecipients, SmtpTransport, test_smtp};
use mrok_adapters::sql::{Db, MailWakeup, SqlMailQueue};
use mrok_core::mail::{DeliveryReport, MailDispatcher, MailPorts};
use mrok_core::shared::Clock;
use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::json;

use crate::support::{Options, PASSWORD, TestApp, serve_process, sqlite_app_configured};

/// Every message of a session, read page by page as a client must.
async fn every_message(app: &TestApp, session: i64, token: &str) -> Vec<String> {
    let detail = app.get(&format!("/api/generalSessions/{session}"), Some(token)).await.body;
    let pages = detail["message_count"].as_u64().unwrap().div_ceil(50).max(1);
    let mut texts = Vec::new();
    for page in 1..=pages {
        let path = format!("/api/generalSessions/{session}/messages?page={page}&limit=50");
        let batch = app.get(&path, Some(token)).await.body;
        texts.extend(
            batch["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["message"].as_str().unwrap().to_owned()),
        );
    }
    texts
}

#[tokio::test]
async fn a_kill_during_concurrent_posting_loses_no_acknowledged_post() {
    let mut server = serve_process(None, "warn").await;
    let (owner, session) = {
        let app = &server.app;
        let (owner, _) = app.player_with_character("a@mrok.test", "Morwena", "Wampir").await;
        let body = json!({"title": "Do ostatniego tchu", "users": [], "characterType": "narrator"});
        let created = app.post("/api/generalSessions", body, Some(&owner)).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        (owner, created.body["id"].as_i64().unwrap())
    };
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let mut writers = Vec::new();
    for writer in 0..6 {
        let (client, url) = (
            server.app.client.clone(),
            server.app.url(&format!("/api/generalSessions/{session}/messages")),
        );
        let (owner, acknowledged) = (owner.clone(), acknowledged.clone());
        writers.push(tokio::spawn(async move {
            for n in 0.. {
                let text = format!("<p>Pisarz {writer}, wpis {n}</p>");
                let sent = client
                    .post(&url)
                    .bearer_auth(&owner)
                    .json(&json!({"message": text}))
                    .send()
                    .await;
                match sent {
                    Ok(answer) if answer.status() == StatusCode::OK => {
                        acknowledged.lock().unwrap().push(text);
                    }
                    Ok(answer) => panic!("a post was refused: {}", answer.status()),
                    Err(_) => break, // the server is gone
                }
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.kill_hard();
    for writer in writers {
        writer.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() > 20, "the writers hardly wrote: {}", acknowledged.len());

    server.restart().await;
    let stored = every_message(&server.app, session, &owner).await;
    let lost: Vec<&String> = acknowledged.iter().filter(|text| !stored.contains(text)).collect();
    assert!(lost.is_empty(), "{} acknowledged posts lost, e.g. {:?}", lost.len(), lost.first());

    let file = sqlx::SqlitePool::connect(&server.app.config.database_url()).await.unwrap();
    let integrity: String =
        sqlx::query_scalar("PRAGMA integrity_check").fetch_one(&file).await.unwrap();
    assert_eq!(integrity, "ok");
}

/// The time a little after the first retry is due.
struct AfterTheFirstRetry;

impl Clock for AfterTheFirstRetry {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + chrono::TimeDelta::minutes(2)
    }
}

#[tokio::test]
async fn mail_written_while_smtp_is_down_is_delivered_once_it_returns() {
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let app = sqlite_app_configured(Options::PLAIN, |c| {
        c.smtp_url = Some(SecretString::from(smtp_url.clone()));
    })
    .await;
    let registered = app.register("gracz@mrok.test", PASSWORD).await;
    assert_eq!(registered.status, StatusCode::CREATED, "an outage is not the player's error");

    let file = sqlx::SqlitePool::connect(&app.config.database_url()).await.unwrap();
    let mut tried = false;
    for _ in 0..100 {
        let attempts: Option<i64> = sqlx::query_scalar(
            "SELECT attempts FROM mail_queue WHERE recipient = 'gracz@mrok.test'",
        )
        .fetch_optional(&file)
        .await
        .unwrap();
        if attempts.unwrap_or(0) >= 1 {
            tried = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(tried, "the mail worker tried the dead server");

    let db = Db::connect(&app.config.database_url()).await.unwrap();
    let (_, inbox) = test_smtp::start(TcpListener::bind(("127.0.0.1", port)).unwrap()).unwrap();
    let transport =
        SmtpTransport::new(&SecretString::from(smtp_url), "no-reply@mrok.test").unwrap();
    let dispatcher = MailDispatcher::new(MailPorts {
        queue: Arc::new(SqlMailQueue::new(db, MailWakeup::default())),
        transport: Arc::new(transport),
        recipients: Arc::new(LettreRecipients),
        clock: Arc::new(AfterTheFirstRetry),
    });
    assert_eq!(dispatcher.deliver_due().await.unwrap(), DeliveryReport { sent: 1, failed: 0 });
    let received = inbox.received();
    assert_eq!(received.len(), 1);
    let mail = mail_parser::MessageParser::default().parse(received[0].data.as_bytes()).unwrap();
    let text = mail.body_text(0).unwrap().into_owned();
    let token = text
        .lines()
        .find_map(|line| line.strip_prefix("http://mrok.test/activate/"))
        .unwrap_or_else(|| panic!("no activation link in {text}"))
        .trim()
        .to_owned();
    let activated = app.get(&format!("/api/activate/{token}"), None).await;
    assert_eq!(activated.status, StatusCode::OK, "the delayed link still works");
}
