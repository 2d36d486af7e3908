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
