use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, apps, sqlite_app};

#[tokio::test]
async fn character_creation_enforces_the_spec_rules() {
    for app in apps(Options::PLAIN).await {
        let token = app.activated_player("tworca@mrok.test").await;
        let cases = [
            (
                json!({"user": "", "gender": "Kobieta", "race": "Wampir"}),
                "Uzupełnij wszystkie pola!",
            ),
            (json!({"user": "Morwena", "race": "Wampir"}), "Uzupełnij wszystkie pola!"),
            (
                json!({"user": " Al ", "gender": "Kobieta", "race": "Wampir"}),
                "Imię postaci musi mieć od 3 do 30 znaków",
            ),
            (
                json!({"user": "x".repeat(31), "gender": "Kobieta", "race": "Wampir"}),
                "Imię postaci musi mieć od 3 do 30 znaków",
            ),
            (
                json!({"user": "\u{200B}\u{200B}\u{200B}", "gender": "Kobieta", "race": "Wampir"}),
                "Imię postaci zawiera niedozwolone znaki",
            ),
            (
                json!({"user": "Mor\u{202E}wena", "gender": "Kobieta", "race": "Wampir"}),
                "Imię postaci zawiera niedozwolone znaki",
            ),
            (
                json!({"user": "M\u{043E}rwena", "gender": "Kobieta", "race": "Wampir"}),
                "Imię postaci zawiera niedozwolone znaki",
            ),
            (
                json!({"user": " nowa   postać ", "gender": "Kobieta", "race": "Wampir"}),
                "„Nowa Postać” to nie imię — wybierz imię dla swojej postaci",
            ),
            (
                json!({"user": "Morwena", "gender": "Inna", "race": "Wampir"}),
                "Nieznana płeć — wybierz: Kobieta lub Mężczyzna",
            ),
            (
                json!({"user": "Morwena", "gender": "Kobieta", "race": "Elf"}),
                "Nieznana rasa — wybierz: Człowiek, Wampir lub Wilkołak",
            ),
        ];
        for (body, message) in cases {
            let answer = app.post("/api/createCharacter", body.clone(), Some(&token)).await;
            assert_eq!(
                (answer.status, answer.message()),
                (StatusCode::BAD_REQUEST, message),
                "{body}"
            );
        }
        assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.body["hasCharacter"], false);

        // Stored as people see it: full-width letters and runs of spaces normalized.
        let body = json!({"user": "Ｚｍija   Wąż", "gender": "Mężczyzna", "race": "Człowiek"});
        let answer = app.post("/api/createCharacter", body, Some(&token)).await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
        assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.body["user"], "Zmija Wąż");
        let token = app.activated_player("tworca2@mrok.test").await;
        let body = json!({"user": "Żmija", "gender": "Mężczyzna", "race": "Człowiek"});
        assert_eq!(
            app.post("/api/createCharacter", body, Some(&token)).await.status,
            StatusCode::CREATED
        );
        let second = json!({"user": "Drugi", "gender": "Kobieta", "race": "Wampir"});
        let answer = app.post("/api/createCharacter", second, Some(&token)).await;
        assert_eq!(answer.status, StatusCode::CONFLICT, "{}", app.backend);
        assert_eq!(answer.message(), "Masz już postać główną");
        assert_eq!(app.get("/api/checkCharacter", Some(&token)).await.body["user"], "Żmija");
    }
}

#[tokio::test]
async fn character_calls_need_a_login() {
    let app = sqlite_app(Options::PLAIN).await;
    let check = app.get("/api/checkCharacter", None).await;
    assert_eq!(
        (check.status, check.message()),
        (StatusCode::UNAUTHORIZED, "Brak tokenu autoryzacji")
    );
    let body = json!({"user": "Morwena", "gender": "Kobieta", "race": "Wampir"});
    let create = app.post("/api/createCharacter", body, None).await;
    assert_eq!(create.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_start_up_checks_need_a_login_for_the_prison_but_not_for_the_resident_message() {
    let app = sqlite_app(Options::PLAIN).await;
    let prison = app.get("/api/check-prison-status", None).await;
    assert_eq!(prison.status, StatusCode::UNAUTHORIZED);
    let message = app.get("/api/admin/check-resident-message", None).await;
    assert_eq!(message.body["success"], true);
    assert_eq!(message.body["hasMessage"], false);
}

#[tokio::test]
async fn characters_are_suggested_by_the_start_of_their_name_without_diacritics_at_most_eight() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (lucja, _) = app.player_with_character("lucja@mrok.test", "Łucja", "Wampir").await;
        let (_, zmijan) = app.player_with_character("zmijan@mrok.test", "Żmijan", "Wampir").await;
        let mut others = Vec::new();
        for name in ["Zmijak", "Zmijara", "Zmijeta", "Zmijola", "Zmijura", "Zmijowa", "Zmijesz"] {
            let email = format!("{}@mrok.test", name.to_lowercase());
            others.push(app.player_with_character(&email, name, "Człowiek").await.1);
        }
        let (zmijonek_token, zmijonek) =
            app.player_with_character("zmijonek@mrok.test", "Zmijonek", "Człowiek").await;
        let secondary = json!({
            "userId": zmijonek, "name": "Cień", "race": "Człowiek", "gender": "Mężczyzna", "magic": "Nie"
        });
        let made = app.post("/api/secondary-characters", secondary, Some(&zmijonek_token)).await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);

        let suggest = |q: &str| {
            let path = format!("/api/characters/suggest?{q}");
            let (app, lucja) = (&app, &lucja);
            async move { app.get(&path, Some(lucja)).await }
        };
        // "zmijan" and "ŻMIJAN" find "Żmijan", with what a field fills in.
        for typed in ["zmijan", "%C5%BBMIJAN", "zmija"] {
            let found = suggest(&format!("q={typed}")).await;
            assert_eq!(found.status, StatusCode::OK, "{backend}: {}", found.body);
            let names: Vec<&str> = found
                .body
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["name"].as_str().unwrap())
                .collect();
            assert!(names.contains(&"Żmijan"), "{backend}: {typed} → {names:?}");
            assert!(names.iter().all(|n| n.starts_with("Żmija") || n.starts_with("Zmija")));
        }
        let one = suggest("q=zmijan").await.body;
        assert_eq!(one.as_array().unwrap().len(), 1, "{backend}: {one}");
        assert_eq!(
            (one[0]["userId"].as_i64(), one[0]["main"].as_bool(), one[0]["avatar"].is_null()),
            (Some(zmijan), Some(true), true)
        );
        // Nine names start with "zmij": eight come, however many are asked for.
        for q in ["q=zmij", "q=Zmij&limit=50"] {
            let many = suggest(q).await.body;
            assert_eq!(many.as_array().unwrap().len(), 8, "{backend}: {q} → {many}");
        }
        assert_eq!(suggest("q=zmij&limit=2").await.body.as_array().unwrap().len(), 2);
        // A secondary character is found too, named as its player's.
        let shadow = suggest("q=cien").await.body;
        assert_eq!(
            (shadow[0]["name"].as_str(), shadow[0]["main"].as_bool(), shadow[0]["userId"].as_i64()),
            (Some("Cień"), Some(false), Some(zmijonek)),
            "{backend}"
        );
        // Only the start of a name: "ijan" finds nothing; blank text neither.
        assert_eq!(suggest("q=ijan").await.body, json!([]));
        assert_eq!(suggest("q=%20").await.body, json!([]));
        assert_eq!(suggest("q=%25").await.body, json!([]), "LIKE's wildcard is no wildcard");
        // A session's participants first.
        let zmijowa = others[5];
        let session = app
            .post(
                "/api/generalSessions",
                json!({"title": "Mgły", "users": [zmijowa]}),
                Some(&lucja),
            )
            .await;
        assert_eq!(session.status, StatusCode::CREATED, "{backend}: {}", session.body);
        let id = session.body["id"].as_i64().or(session.body["session"]["id"].as_i64()).unwrap();
        let first = suggest(&format!("q=zmij&session={id}&limit=1")).await.body;
        assert_eq!(first[0]["name"], "Zmijowa", "{backend}: {first}");
        // Someone outside the session learns nothing of who is in it: the order is by name.
        let outside = app
            .get(
                &format!("/api/characters/suggest?q=zmij&session={id}&limit=1"),
                Some(&zmijonek_token),
            )
            .await
            .body;
        assert_eq!(outside[0]["name"], "Zmijak", "{backend}: {outside}");
        // Then the players online: all but Zmijura last came an hour ago.
        let zmijura = others[4];
        let db = mrok_adapters::sql::Db::connect(&app.config.database_url()).await.unwrap();
        let away = sea_query::Query::update()
            .table(sea_query::Alias::new("users"))
            .value(
                sea_query::Alias::new("last_seen_at"),
                chrono::Utc::now() - chrono::Duration::hours(1),
            )
            .and_where(sea_query::ExprTrait::ne(
                sea_query::Expr::col(sea_query::Alias::new("id")),
                zmijura,
            ))
            .to_owned();
        db.execute(&away).await.unwrap();
        let online = suggest("q=zmij&limit=2").await.body;
        assert_eq!(online[0]["name"], "Zmijura", "{backend}: online first: {online}");
        assert_eq!(online[1]["name"], "Zmijak", "{backend}: then by name: {online}");
        // Players only.
        let anonymous = app.get("/api/characters/suggest?q=zmij", None).await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn name_searches_are_rate_limited_with_a_polish_word() {
    let app =
        crate::support::sqlite_app(Options { rate_limits: true, trust_proxy_headers: false }).await;
    let (token, _) = app.player_with_character("lucja@mrok.test", "Łucja", "Wampir").await;
    let mut last = None;
    for _ in 0..121 {
        last = Some(app.get("/api/characters/suggest?q=lu", Some(&token)).await);
    }
    let last = last.unwrap();
    assert_eq!(
        (last.status, last.message()),
        (StatusCode::TOO_MANY_REQUESTS, "Szukasz postaci zbyt szybko — odczekaj chwilę")
    );
}
