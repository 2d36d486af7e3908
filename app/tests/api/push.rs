//! Web push on both databases, to a push service on loopback: a notice whose kind has push on
//! reaches every subscription of its player (ten at most, the oldest replaced), encrypted for
//! the browser (the test decrypts it with the subscription's private key) and signed with the
//! site's VAPID key; a grown burst is pushed again with its count; a 410 removes the
//! subscription; unsubscribing stops it, nobody else can; bad subscriptions are Polish 400s.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use poem::listener::TcpAcceptor;
use poem::web::{Data, Path};
use poem::{EndpointExt, Route, handler};
use rand::RngCore;
use reqwest::StatusCode;
use serde_json::{Value, json};
use web_push_native::p256;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;

use crate::support::{Options, TestApp, apps, sqlite_app_configured};

/// What the push service received for one device.
#[derive(Debug, Clone)]
struct Received {
    device: String,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

/// A push service on loopback: records every push; a device listed in `gone` answers 410.
#[derive(Clone, Default)]
struct PushService {
    base: String,
    received: Arc<Mutex<Vec<Received>>>,
    gone: Arc<Mutex<Vec<String>>>,
}

#[handler]
async fn receive(
    Path(device): Path<String>,
    req: &poem::Request,
    body: Vec<u8>,
    service: Data<&PushService>,
) -> poem::Response {
    let headers = req
        .headers()
        .iter()
        .map(|(k, v)| (k.as_str().to_owned(), v.to_str().unwrap_or_default().to_owned()))
        .collect();
    let gone = service.gone.lock().unwrap().contains(&device);
    service.received.lock().unwrap().push(Received { device, headers, body });
    let status = if gone { 410 } else { 201 };
    poem::Response::builder().status(poem::http::StatusCode::from_u16(status).unwrap()).finish()
}

impl PushService {
    async fn start() -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let service = PushService { base, ..PushService::default() };
        let app = Route::new().at("/push/:device", poem::post(receive)).data(service.clone());
        let acceptor = TcpAcceptor::from_tokio(listener).unwrap();
        tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(app));
        service
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits (up to 15 s) until `count` more pushes than `before` arrived; the new ones.
    async fn next(&self, before: usize, count: usize) -> Vec<Received> {
        for _ in 0..150 {
            let all = self.received();
            if all.len() >= before + count {
                return all[before..].to_vec();
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("{} pushes arrived, {count} more than {before} awaited", self.received().len());
    }
}

/// A browser's subscription: its key pair and auth secret, and the JSON it would send.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
    endpoint: String,
}

impl Browser {
    fn new(service: &PushService, device: &str) -> Browser {
        let mut scalar = [0u8; 32];
        rand::rng().fill_bytes(&mut scalar);
        let secret = p256::SecretKey::from_slice(&scalar).unwrap();
        let mut auth = [0u8; 16];
        rand::rng().fill_bytes(&mut auth);
        Browser { secret, auth, endpoint: format!("{}/push/{device}", service.base) }
    }

    fn subscription(&self) -> Value {
        let point = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(point.as_bytes()),
                "auth": URL_SAFE_NO_PAD.encode(self.auth),
            },
            "expirationTime": null,
        })
    }

    /// The push's payload, decrypted as the browser would.
    fn read(&self, push: &Received) -> Value {
        let mut auth = web_push_native::Auth::default();
        auth.copy_from_slice(&self.auth);
        let plain = web_push_native::decrypt(push.body.clone(), &self.secret, &auth).unwrap();
        serde_json::from_slice(&plain).unwrap()
    }
}

async fn subscribe(app: &TestApp, token: &str, browser: &Browser) {
    let done = app.post("/api/push/subscriptions", browser.subscription(), Some(token)).await;
    assert_eq!(done.status, StatusCode::NO_CONTENT, "{}", done.body);
}

async fn unsubscribe(app: &TestApp, token: &str, endpoint: &str) -> StatusCode {
    let body = Some(json!({ "endpoint": endpoint }));
    app.send(reqwest::Method::DELETE, "/api/push/subscriptions", body, Some(token)).await.status
}

async fn message(app: &TestApp, from: &str, conversation: i64, text: &str) {
    let reply = json!({"conversation_id": conversation, "content": format!("<p>{text}</p>")});
    let sent = app.post("/api/messages", reply, Some(from)).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
}

fn devices(pushes: &[Received]) -> Vec<String> {
    let mut devices: Vec<String> = pushes.iter().map(|p| p.device.clone()).collect();
    devices.sort();
    devices
}

/// Long enough for the push worker to have sent anything queued (it is woken at once).
async fn settle() {
    tokio::time::sleep(Duration::from_millis(1500)).await;
}

#[tokio::test]
async fn a_notice_with_push_on_reaches_each_browser_of_its_player_encrypted_and_signed() {
    let service = PushService::start().await;
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (writer, _) = app.player_with_character("w@mrok.test", "Morwena", "Wampir").await;
        let (reader, reader_id) =
            app.player_with_character("l@mrok.test", "Łucja Mroczna", "Wampir").await;
        let (outsider, _) = app.player_with_character("o@mrok.test", "Obcy", "Wampir").await;
        let key = app.get("/api/push/key", Some(&reader)).await;
        assert_eq!(key.status, StatusCode::OK, "{}", key.body);
        let public_key = key.body["publicKey"].as_str().unwrap().to_owned();
        assert_eq!(URL_SAFE_NO_PAD.decode(&public_key).unwrap().len(), 65, "{backend}");

        // Eleven browsers: the first is replaced by the eleventh.
        let browsers: Vec<Browser> =
            (0..11).map(|n| Browser::new(&service, &format!("{backend}-{n}"))).collect();
        for browser in &browsers {
            subscribe(&app, &reader, browser).await;
        }
        // Push is off until the player turns it on: nothing is sent.
        let before = service.received().len();
        let body = json!({"receiver_id": reader_id, "subject": "Nocna wizyta", "content": "<p>Przyjdź.</p>"});
        let started = app.post("/api/conversations", body, Some(&writer)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let conversation = started.body["conversationId"].as_i64().unwrap();
        settle().await;
        assert_eq!(service.received().len(), before, "{backend}: push is off by default");

        let on = json!({"kinds": {"message": {"inApp": true, "email": false, "push": true}}});
        assert_eq!(
            app.put("/api/notifications/settings", on, Some(&reader)).await.status,
            StatusCode::OK
        );
        let before = service.received().len();
        message(&app, &writer, conversation, "I jeszcze to.").await;
        let pushes = service.next(before, 10).await;
        let expected: Vec<String> = {
            let mut d: Vec<String> = (1..11).map(|n| format!("{backend}-{n}")).collect();
            d.sort();
            d
        };
        assert_eq!(devices(&pushes), expected, "{backend}: ten browsers, the oldest replaced");
        let first = pushes.iter().find(|p| p.device == format!("{backend}-1")).unwrap();
        assert_eq!(first.headers["content-encoding"], "aes128gcm", "{backend}");
        let vapid = &first.headers["authorization"];
        assert!(vapid.starts_with("vapid t="), "{backend}: {vapid}");
        assert!(
            vapid.ends_with(&format!("k={public_key}")),
            "{backend}: signed with the site's key"
        );
        assert!(first.headers.contains_key("ttl"), "{backend}");
        let payload = browsers[1].read(first);
        assert_eq!(
            payload,
            json!({
                "title": "Mrok · Łucja Mroczna",
                "body": "2 nowe wiadomości w rozmowie „Nocna wizyta”",
                "link": format!("/home/messages/{conversation}"),
                "tag": payload["tag"],
            }),
            "{backend}"
        );
        assert!(payload["tag"].as_str().unwrap().starts_with("mrok-notice-"), "{backend}");

        // A 410 removes that subscription; an unsubscribed one and no other player's DELETE.
        service.gone.lock().unwrap().push(format!("{backend}-5"));
        assert_eq!(unsubscribe(&app, &reader, &browsers[2].endpoint).await, StatusCode::NO_CONTENT);
        assert_eq!(
            unsubscribe(&app, &outsider, &browsers[3].endpoint).await,
            StatusCode::NO_CONTENT,
            "{backend}: nobody learns whose an endpoint is"
        );
        let before = service.received().len();
        message(&app, &writer, conversation, "Czekam.").await;
        let pushes = service.next(before, 9).await;
        assert!(!devices(&pushes).contains(&format!("{backend}-2")), "{backend}: unsubscribed");
        assert!(devices(&pushes).contains(&format!("{backend}-3")), "{backend}: still subscribed");
        let grown =
            browsers[4].read(pushes.iter().find(|p| p.device == format!("{backend}-4")).unwrap());
        assert_eq!(grown["body"], "3 nowe wiadomości w rozmowie „Nocna wizyta”", "{backend}");
        assert_eq!(grown["tag"], payload["tag"], "{backend}: the same notice, shown in its place");
        service.gone.lock().unwrap().clear();
        let before = service.received().len();
        message(&app, &writer, conversation, "Jestem.").await;
        let pushes = service.next(before, 8).await;
        settle().await;
        let after = devices(&service.received()[before..]);
        assert!(
            !after.contains(&format!("{backend}-5")),
            "{backend}: the 410 removed it: {after:?}"
        );
        assert_eq!(pushes.len(), 8, "{backend}");
    }
}

#[tokio::test]
async fn bad_subscriptions_are_refused_in_polish() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (token, _) = app.player_with_character("p@mrok.test", "Morwena", "Wampir").await;
        let keys = json!({"p256dh": "BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY", "auth": "_ordMnz7uTCmrpBTeUV4Bw"});
        for (endpoint, keys, message) in [
            ("https://10.0.0.7/push", keys.clone(), "Nieprawidłowy adres subskrypcji push"),
            ("http://fcm.googleapis.com/x", keys.clone(), "Nieprawidłowy adres subskrypcji push"),
            (
                "https://fcm.googleapis.com/x",
                json!({"p256dh": "abc", "auth": "abc"}),
                "Nieprawidłowe klucze",
            ),
        ] {
            let body = json!({"endpoint": endpoint, "keys": keys});
            let refused = app.post("/api/push/subscriptions", body, Some(&token)).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{backend}: {endpoint}");
            assert!(refused.message().contains(message), "{backend}: {}", refused.body);
        }
        let long = "x".repeat(2000);
        assert_eq!(unsubscribe(&app, &token, &long).await, StatusCode::BAD_REQUEST, "{backend}");
        let body = json!({"endpoint": "https://fcm.googleapis.com/x", "keys": keys});
        let anonymous = app.post("/api/push/subscriptions", body, None).await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED, "{backend}");
        assert_eq!(app.get("/api/push/key", None).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn without_the_tests_setting_a_loopback_endpoint_is_refused_and_the_key_is_kept() {
    let app = sqlite_app_configured(Options::PLAIN, |c| c.push_allow_http_loopback = false).await;
    let (token, _) = app.player_with_character("p@mrok.test", "Morwena", "Wampir").await;
    let service = PushService { base: "http://127.0.0.1:9".into(), ..PushService::default() };
    let refused = app
        .post("/api/push/subscriptions", Browser::new(&service, "a").subscription(), Some(&token))
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let stored = std::fs::read_to_string(app.config.data_dir.join("vapid-private-key")).unwrap();
    let key = app.get("/api/push/key", Some(&token)).await.body["publicKey"].clone();
    let again = mrok_adapters::push::VapidKey::from_base64(&stored).unwrap().public_base64();
    assert_eq!(key, json!(again), "the key generated into the data dir is the one served");
}
