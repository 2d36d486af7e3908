//! E-mail digests on both databases, through the real SMTP path: a player away gets their
//! unread notices with e-mail on in one mail a period (nothing when nothing is new), with
//! RFC 8058 one-click unsubscribe headers and a link that works once without a login; after it
//! no digest comes, while the account mails still do.

use std::net::TcpListener;
use std::time::Duration;

use mrok_adapters::mail::test_smtp::{self, Inbox};
use reqwest::StatusCode;
use secrecy::SecretString;
use serde_json::json;

use crate::support::{Options, PASSWORD, TestApp, apps_configured};

/// A player with a character, made by the command line (these servers mail through SMTP, so
/// the activation link is not in the outbox the other tests read).
async fn player(app: &TestApp, email: &str, name: &str) -> (String, i64) {
    let (made, output) = app.cli(&["user", "create", "--email", email, "--password", PASSWORD]);
    assert!(made, "{output}");
    let token = app.login(email, PASSWORD).await.body["token"].as_str().unwrap().to_owned();
    let body = json!({"user": name, "gender": "Kobieta", "race": "Wampir"});
    let created = app.post("/api/createCharacter", body, Some(&token)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let login = app.login(email, PASSWORD).await;
    (login.body["token"].as_str().unwrap().to_owned(), login.body["userId"].as_i64().unwrap())
}

/// The mails `to` got after the first `skip`, parsed: (subject, plain text, raw message).
fn mails(inbox: &Inbox, to: &str, skip: usize) -> Vec<(String, String, String)> {
    inbox
        .received()
        .into_iter()
        .filter(|m| m.recipients.iter().any(|r| r.contains(to)))
        .skip(skip)
        .map(|m| {
            let parsed = mail_parser::MessageParser::default().parse(m.data.as_bytes()).unwrap();
            let subject = parsed.subject().unwrap_or_default().to_owned();
            let text = parsed.body_text(0).unwrap_or_default().into_owned();
            (subject, text, m.data.clone())
        })
        .collect()
}

/// Waits (up to 15 s) until `to` has more than `skip` mails; the new ones.
async fn next_mails(inbox: &Inbox, to: &str, skip: usize) -> Vec<(String, String, String)> {
    for _ in 0..150 {
        let new = mails(inbox, to, skip);
        if !new.is_empty() {
            return new;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no mail to {to} after the first {skip}");
}

/// Lets the digest job run several rounds (the away time and the periods are a second).
async fn a_few_rounds() {
    tokio::time::sleep(Duration::from_millis(3500)).await;
}

async fn message(app: &TestApp, from: &str, conversation: i64, text: &str) {
    let reply = json!({"conversation_id": conversation, "content": format!("<p>{text}</p>")});
    let sent = app.post("/api/messages", reply, Some(from)).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
}

fn unsubscribe_token(text: &str) -> String {
    text.lines()
        .find_map(|line| line.trim().strip_prefix("http://mrok.test/unsubscribe/"))
        .unwrap_or_else(|| panic!("no unsubscribe link in {text}"))
        .trim()
        .to_owned()
}

#[tokio::test]
async fn a_player_away_gets_one_digest_a_period_and_unsubscribes_with_one_click() {
    let (smtp_url, inbox) = test_smtp::start(TcpListener::bind("127.0.0.1:0").unwrap()).unwrap();
    let servers = apps_configured(Options::PLAIN, |c| {
        c.smtp_url = Some(SecretString::from(smtp_url.clone()));
        c.notify_away_secs = 1;
        c.digest_hourly_secs = 1;
        c.digest_daily_secs = 1;
    })
    .await;
    for app in servers {
        let backend = app.backend;
        let reader = format!("lucja-{backend}@mrok.test");
        let (writer, _) = player(&app, &format!("w-{backend}@mrok.test"), "Morwena").await;
        let (reader_token, reader_id) = player(&app, &reader, "Łucja Mroczna").await;
        let already = mails(&inbox, &reader, 0).len();

        let body = json!({"receiver_id": reader_id, "subject": "Nocna wizyta", "content": "<p>Przyjdź.</p>"});
        let started = app.post("/api/conversations", body, Some(&writer)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let conversation = started.body["conversationId"].as_i64().unwrap();
        message(&app, &writer, conversation, "I jeszcze to.").await;

        // Away a second: one digest, naming the character and the place, with RFC 8058 headers.
        let first = next_mails(&inbox, &reader, already).await;
        assert_eq!(first.len(), 1, "{backend}: one digest, not one a message");
        let (subject, text, raw) = &first[0];
        assert_eq!(subject, "Mrok: 1 nowe powiadomienie od Twojej ostatniej wizyty", "{backend}");
        assert!(
            text.contains("2 nowe wiadomości w rozmowie „Nocna wizyta” (jako Łucja Mroczna)"),
            "{backend}: {text}"
        );
        assert!(text.contains(&format!("http://mrok.test/home/messages/{conversation}")), "{text}");
        let token = unsubscribe_token(text);
        assert!(
            raw.contains(&format!(
                "List-Unsubscribe: <http://mrok.test/api/notifications/unsubscribe/{token}>"
            )),
            "{backend}: {raw}"
        );
        assert!(raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"), "{raw}");

        // Nothing new, nothing sent, though the period has passed.
        a_few_rounds().await;
        assert_eq!(mails(&inbox, &reader, already).len(), 1, "{backend}: nothing new, no mail");

        // The burst grows while unread: the next period's digest tells of it again.
        message(&app, &writer, conversation, "Czekam.").await;
        let second = next_mails(&inbox, &reader, already + 1).await;
        assert!(
            second[0].1.contains("3 nowe wiadomości w rozmowie „Nocna wizyta”"),
            "{}",
            second[0].1
        );
        let newest = unsubscribe_token(&second[0].1);

        // One click, no login: e-mail off for every kind; the links work once.
        let path = |t: &str| format!("/api/notifications/unsubscribe/{t}");
        let done = app.post(&path(&newest), json!({}), None).await;
        assert_eq!(done.status, StatusCode::OK, "{backend}: {}", done.body);
        assert_eq!(
            done.body["message"],
            "Powiadomienia e-mail są wyłączone. Włączysz je znowu w ustawieniach konta."
        );
        for used in [&newest, &token] {
            let again = app.post(&path(used), json!({}), None).await;
            assert_eq!(
                (again.status, again.message()),
                (StatusCode::NOT_FOUND, "Link wypisania jest nieprawidłowy albo już użyty."),
                "{backend}"
            );
        }
        let settings = app.get("/api/notifications/settings", Some(&reader_token)).await.body;
        for (kind, channels) in settings["kinds"].as_object().unwrap() {
            assert_eq!(channels["email"], false, "{backend}: {kind}");
        }
        assert_eq!(settings["kinds"]["message"]["inApp"], true, "the site still tells");

        // No digest any more; the account mails still go out, without the headers.
        message(&app, &writer, conversation, "Halo?").await;
        a_few_rounds().await;
        let after = mails(&inbox, &reader, already + 2);
        assert!(after.is_empty(), "{backend}: a digest after unsubscribing: {after:?}");
        assert_eq!(app.forgot_password(&reader).await.status, StatusCode::OK);
        let reset = next_mails(&inbox, &reader, already + 2).await;
        assert!(reset[0].1.contains("http://mrok.test/newpassword/"), "{}", reset[0].1);
        assert!(!reset[0].2.contains("List-Unsubscribe"), "{backend}: account mails have none");
    }
}

#[tokio::test]
async fn a_player_present_or_with_digests_off_gets_no_mail() {
    let (smtp_url, inbox) = test_smtp::start(TcpListener::bind("127.0.0.1:0").unwrap()).unwrap();
    let servers = apps_configured(Options::PLAIN, |c| {
        c.smtp_url = Some(SecretString::from(smtp_url.clone()));
        c.notify_away_secs = 3;
        c.digest_hourly_secs = 1;
        c.digest_daily_secs = 1;
    })
    .await;
    for app in servers {
        let backend = app.backend;
        let present = format!("obecna-{backend}@mrok.test");
        let off = format!("bez-{backend}@mrok.test");
        let (writer, _) = player(&app, &format!("w-{backend}@mrok.test"), "Morwena").await;
        let (present_token, present_id) = player(&app, &present, "Obecna").await;
        let (off_token, off_id) = player(&app, &off, "Cicha").await;
        let saved = app
            .put("/api/notifications/settings", json!({"digest": "off"}), Some(&off_token))
            .await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
        let (present_before, off_before) =
            (mails(&inbox, &present, 0).len(), mails(&inbox, &off, 0).len());
        for to in [present_id, off_id] {
            let body = json!({"receiver_id": to, "subject": "Wieści", "content": "<p>Hej.</p>"});
            let started = app.post("/api/conversations", body, Some(&writer)).await;
            assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        }
        // One player keeps asking (as an open tab does); the other turned digests off.
        for _ in 0..6 {
            assert_eq!(
                app.get("/api/notifications", Some(&present_token)).await.status,
                StatusCode::OK
            );
            tokio::time::sleep(Duration::from_millis(1000)).await;
        }
        assert_eq!(mails(&inbox, &present, present_before).len(), 0, "{backend}: present");
        assert_eq!(mails(&inbox, &off, off_before).len(), 0, "{backend}: digests off");
        // Once away, the present one's digest comes.
        let came = next_mails(&inbox, &present, present_before).await;
        assert!(
            came[0].1.contains("Nowa wiadomość prywatna: „Wieści” (jako Obecna)"),
            "{}",
            came[0].1
        );
        assert_eq!(mails(&inbox, &off, off_before).len(), 0, "{backend}: digests off");
    }
}
