use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, TestApp, apps, sqlite_app};

const LIMITED: Options = Options { rate_limits: true, trust_proxy_headers: false };

#[tokio::test]
async fn the_sixth_registration_from_one_ip_in_half_an_hour_is_refused() {
    let app = sqlite_app(LIMITED).await;
    for n in 0..5 {
        assert_eq!(
            app.register(&format!("r{n}@mrok.test"), PASSWORD).await.status,
            StatusCode::CREATED
        );
    }
    let refused = app.register("r5@mrok.test", PASSWORD).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(refused.body["code"], "rate_limited");
    assert!(refused.message().starts_with("Zbyt wiele prób. Spróbuj ponownie za"));
    let retry: u64 = refused.headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(retry > 25 * 60 && retry <= 30 * 60, "{retry}");
    assert!(app.mails_to("r5@mrok.test").is_empty());
}

#[tokio::test]
async fn login_attempts_are_limited_per_ip() {
    let app = sqlite_app(LIMITED).await;
    for _ in 0..25 {
        assert_eq!(app.login("nikt@mrok.test", PASSWORD).await.status, StatusCode::UNAUTHORIZED);
    }
    let refused = app.login("nikt@mrok.test", PASSWORD).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers.contains_key("retry-after"));
}

#[tokio::test]
async fn a_hundred_wrong_passwords_from_five_addresses_never_lock_the_owner_out() {
    let app = sqlite_app(Options { rate_limits: true, trust_proxy_headers: true }).await;
    // Activation happens before any limit matters.
    let owner = app.activated_player("oblezony@mrok.test").await;
    let owner_id = app.login("oblezony@mrok.test", PASSWORD).await.body["userId"].as_i64();
    let login = |ip: String, password: &'static str| {
        app.client
            .post(app.url("/api/login"))
            .header("x-forwarded-for", ip)
            .json(&json!({"email": "oblezony@mrok.test", "password": password}))
            .send()
    };
    for n in 0..100u32 {
        let answer = login(format!("10.0.0.{}", n % 5 + 1), "ZleHaslo1").await.unwrap();
        // After 20 failures the account is guarded: each address gets one more try a minute.
        let expected =
            if n < 25 { StatusCode::UNAUTHORIZED } else { StatusCode::TOO_MANY_REQUESTS };
        assert_eq!(answer.status(), expected, "attempt {n}");
    }
    // Wrong passwords before the character reset stop the reset, not the login.
    let reset = json!({"userId": owner_id, "password": "ZleHaslo1"});
    for _ in 0..5 {
        let wrong = app.post("/api/character/reset", reset.clone(), Some(&owner)).await;
        assert_eq!(wrong.message(), "Nieprawidłowe hasło");
    }
    let stopped = app.post("/api/character/reset", reset, Some(&owner)).await;
    assert_eq!(stopped.status, StatusCode::TOO_MANY_REQUESTS);
    let owner_elsewhere = login("192.168.50.50".into(), PASSWORD).await.unwrap();
    assert_eq!(owner_elsewhere.status(), StatusCode::OK, "the owner, from a new address");
}

/// `count` wrong passwords to `email` sent at once, from `addresses` of `network` in turn; the
/// statuses.
async fn wrong_passwords_at_once(
    app: &TestApp,
    email: &str,
    count: u32,
    network: &str,
    addresses: u32,
) -> Vec<StatusCode> {
    let attempts = (0..count).map(|n| {
        app.client
            .post(app.url("/api/login"))
            .header("x-forwarded-for", format!("{network}.{}", n % addresses + 1))
            .json(&json!({"email": email, "password": "ZleHaslo1"}))
            .send()
    });
    futures_util::future::join_all(attempts)
        .await
        .into_iter()
        .map(|answer| answer.unwrap().status())
        .collect()
}

fn count(statuses: &[StatusCode], status: StatusCode) -> usize {
    statuses.iter().filter(|s| **s == status).count()
}

#[tokio::test]
async fn wrong_passwords_sent_at_once_are_held_to_the_limits_as_one_by_one() {
    for app in apps(Options { rate_limits: true, trust_proxy_headers: true }).await {
        // One address: ten are checked against the hash, the rest refused unchecked.
        app.activated_player("jeden@mrok.test").await;
        let statuses = wrong_passwords_at_once(&app, "jeden@mrok.test", 25, "10.7.1", 1).await;
        assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 10, "{}: {statuses:?}", app.backend);
        assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 15, "{}", app.backend);
        // Three addresses: twenty failures guard the account, then one try a minute each.
        app.activated_player("trzy@mrok.test").await;
        let statuses = wrong_passwords_at_once(&app, "trzy@mrok.test", 75, "10.7.2", 3).await;
        assert_eq!(count(&statuses, StatusCode::UNAUTHORIZED), 23, "{}: {statuses:?}", app.backend);
        assert_eq!(count(&statuses, StatusCode::TOO_MANY_REQUESTS), 52, "{}", app.backend);
        // The character reset's confirmation: five wrong passwords checked, not ten.
        let (owner, owner_id) =
            app.player_with_character("reset@mrok.test", "Odważna", "Wampir").await;
        let reset = json!({"userId": owner_id, "password": "ZleHaslo1"});
        let tries = (0..15).map(|_| app.post("/api/character/reset", reset.clone(), Some(&owner)));
        let answers = futures_util::future::join_all(tries).await;
        let wrong = answers.iter().filter(|a| a.message() == "Nieprawidłowe hasło").count();
        assert_eq!(wrong, 5, "{}", app.backend);
        assert!(answers.iter().all(|a| a.status.is_client_error()), "{}", app.backend);
    }
}

#[tokio::test]
async fn behind_the_proxy_a_client_cannot_choose_its_own_address() {
    let app = sqlite_app(Options { rate_limits: true, trust_proxy_headers: true }).await;
    // Whatever the client writes first, the proxy appends the address it saw: that one counts.
    for n in 0..25u32 {
        let answer = app
            .client
            .post(app.url("/api/login"))
            .header("x-forwarded-for", format!("10.9.{}.{}, 203.0.113.7", n / 200, n % 200 + 1))
            .json(&json!({"email": "nikt@mrok.test", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::UNAUTHORIZED, "attempt {n}");
    }
    let login = |forwarded: &'static str| {
        app.client
            .post(app.url("/api/login"))
            .header("x-forwarded-for", forwarded)
            .json(&json!({"email": "nikt@mrok.test", "password": PASSWORD}))
            .send()
    };
    let refused = login("198.51.100.1, 203.0.113.7").await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    // Another client behind the same proxy is another address.
    assert_eq!(
        login("198.51.100.1, 203.0.113.8").await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn an_ipv6_subscriber_s_addresses_count_as_one() {
    let app = sqlite_app(Options { rate_limits: true, trust_proxy_headers: true }).await;
    // Five registrations from five addresses of one /64 fill its half hour…
    for n in 0..6u32 {
        let answer = app
            .client
            .post(app.url("/api/register"))
            .header("x-forwarded-for", format!("2001:db8:7:7:{n:x}::1"))
            .json(&json!({"email": format!("v6-{n}@mrok.test"), "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        let expected = if n < 5 { StatusCode::CREATED } else { StatusCode::TOO_MANY_REQUESTS };
        assert_eq!(answer.status(), expected, "registration {n}");
    }
    // …while the next /64 is someone else.
    let other = app
        .client
        .post(app.url("/api/register"))
        .header("x-forwarded-for", "2001:db8:7:8::1")
        .json(&json!({"email": "v6-next@mrok.test", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::CREATED);
}

#[tokio::test]
async fn however_many_ask_an_address_gets_at_most_five_account_mails_an_hour() {
    let app = sqlite_app(Options { rate_limits: true, trust_proxy_headers: true }).await;
    app.activated_player("ofiara@mrok.test").await;
    for n in 0..20u32 {
        let answer = app
            .client
            .post(app.url("/api/register"))
            .header("x-forwarded-for", format!("10.1.{}.{}", n / 200, n % 200 + 1))
            .json(&json!({"email": "ofiara@mrok.test", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        // The answer never tells a known address from a new one.
        assert_eq!(answer.status(), StatusCode::CREATED, "attempt {n}");
    }
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let mails = app.wait_for_mails("ofiara@mrok.test", 5).await;
    assert_eq!(mails.len(), 5, "the activation and four notices, then nothing");
}

#[tokio::test]
async fn an_address_the_mailer_cannot_use_is_refused_at_registration() {
    let app = sqlite_app(LIMITED).await;
    let refused = app.register("gra..cz@mrok.test", PASSWORD).await;
    assert_eq!(
        (refused.status, refused.message()),
        (StatusCode::BAD_REQUEST, "Proszę wprowadzić prawidłowy adres e-mail")
    );
    assert!(app.mails_to("gra..cz@mrok.test").is_empty());
}

#[tokio::test]
async fn a_flood_of_session_posts_is_slowed_with_a_polish_429() {
    let app = sqlite_app(LIMITED).await;
    let (token, _) = app.player_with_character("pisarz@mrok.test", "Pisarz", "Człowiek").await;
    let created = app
        .post("/api/generalSessions", json!({"title": "Powódź", "users": []}), Some(&token))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let messages = format!("/api/generalSessions/{}/messages", created.body["id"]);
    for n in 0..20 {
        let posted =
            app.post(&messages, json!({"message": format!("<p>{n}</p>")}), Some(&token)).await;
        assert_eq!(posted.status, StatusCode::OK, "post {n}: {}", posted.body);
    }
    let refused = app.post(&messages, json!({"message": "<p>Jeszcze</p>"}), Some(&token)).await;
    assert_eq!(
        (refused.status, refused.message()),
        (StatusCode::TOO_MANY_REQUESTS, "Piszesz za szybko — odczekaj chwilę.")
    );
    assert!(refused.headers.contains_key("retry-after"));
}

#[tokio::test]
async fn reset_requests_are_limited_per_address_whether_it_exists_or_not() {
    let app = sqlite_app(LIMITED).await;
    for _ in 0..5 {
        assert_eq!(app.forgot_password("cel@mrok.test").await.status, StatusCode::OK);
    }
    assert_eq!(app.forgot_password("cel@mrok.test").await.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.forgot_password("inny@mrok.test").await.status, StatusCode::OK);
}

#[tokio::test]
async fn with_rate_limits_off_nothing_is_limited() {
    let app = sqlite_app(Options::PLAIN).await;
    for _ in 0..30 {
        assert_eq!(app.login("nikt@mrok.test", PASSWORD).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn a_login_flood_does_not_hold_up_other_requests() {
    let app = sqlite_app(Options::PLAIN).await;
    let finished = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut flood = Vec::new();
    for n in 0..40 {
        let client = app.client.clone();
        let url = app.url("/api/login");
        let finished = finished.clone();
        flood.push(tokio::spawn(async move {
            let body = json!({"email": format!("f{n}@mrok.test"), "password": "Haslo1234"});
            client.post(url).json(&body).send().await.unwrap();
            finished.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }));
    }
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let site = app.get("/api/site", None).await;
    let done_when_answered = finished.load(std::sync::atomic::Ordering::SeqCst);
    assert_eq!(site.status, StatusCode::OK);
    assert!(done_when_answered < 40, "the page waited for the whole flood of password checks");
    for task in flood {
        task.await.unwrap();
    }
}
