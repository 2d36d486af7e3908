//! 'Pobierz Kartę': a character card as a PDF (`…/character-card/{id}/pdf` and
//! `/secondary-characters/{id}/character-card/pdf`) on both databases: who may download it, what
//! it holds (read back with pdf-extract), hidden entries for admins only, the GET's 404.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, TestApp, apps};

/// The PDF at `path` as `token` downloads it: status, Content-Type, Content-Disposition, body.
async fn download(
    app: &TestApp,
    path: &str,
    token: Option<&str>,
) -> (StatusCode, String, String, Vec<u8>) {
    let mut request = app.client.get(app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let answer = request.send().await.unwrap();
    let header = |name: &str| {
        answer.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned()
    };
    let (content_type, disposition) = (header("content-type"), header("content-disposition"));
    let status = answer.status();
    (status, content_type, disposition, answer.bytes().await.unwrap().to_vec())
}

/// The PDF's text, its runs of spaces and line breaks as one space.
fn text_of(pdf: &[u8]) -> String {
    let text = pdf_extract::extract_text_from_mem(pdf).unwrap();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[tokio::test]
async fn cards_download_as_pdf_with_what_the_card_shows_the_viewer() {
    for app in apps(Options::PLAIN).await {
        let (owner, owner_id) =
            app.player_with_character("lucja@mrok.test", "Łucja Żmijewska", "Wampir").await;
        let (other, _) = app.player_with_character("sasiad@mrok.test", "Sąsiad", "Wampir").await;
        let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;
        let card = format!("/api/home/profile/character-card/{owner_id}");
        let added = app
            .post(
                &format!("{card}/skills"),
                json!({"name": "Szermierka", "level": 4, "description": "Walczy rapierem; źrebię gęśli."}),
                Some(&owner),
            )
            .await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        let long = "Długi opis zawijany na stronie. ".repeat(60);
        let flaw = app
            .post(
                &format!("{card}/flaws"),
                json!({"name": "Gniew", "description": long.trim()}),
                Some(&owner),
            )
            .await;
        assert_eq!(flaw.status, StatusCode::CREATED);
        let hidden = app
            .post(
                &format!("{card}/skills"),
                json!({"name": "Tajemnica", "level": 6, "description": "Sekret rady.", "hidden": true}),
                Some(&admin),
            )
            .await;
        assert_eq!(hidden.status, StatusCode::CREATED);

        let (status, content_type, disposition, pdf) =
            download(&app, &format!("{card}/pdf"), Some(&owner)).await;
        assert_eq!(status, StatusCode::OK, "{}", app.backend);
        assert_eq!(content_type, "application/pdf");
        assert_eq!(disposition, "attachment; filename=\"karta-lucja-zmijewska.pdf\"");
        assert!(pdf.starts_with(b"%PDF-"));
        let text = text_of(&pdf);
        for expected in [
            "KARTA POSTACI",
            "Łucja Żmijewska",
            "Nie podano",
            "Szermierka — 4/6",
            "Walczy rapierem; źrebię gęśli.",
            "Gniew",
            "Umiejętności",
            "Wady",
        ] {
            assert!(
                text.contains(expected),
                "{expected:?} missing from {text:?} ({})",
                app.backend
            );
        }
        assert!(text.contains(long.trim()), "the long description wraps whole: {text:?}");
        assert!(
            !text.contains("Tajemnica") && !text.contains("Sekret rady"),
            "hidden for the owner"
        );

        let (_, _, _, for_admin) = download(&app, &format!("{card}/pdf"), Some(&admin)).await;
        let admin_text = text_of(&for_admin);
        assert!(admin_text.contains("Tajemnica — 6/6 [UKRYTE]"), "{admin_text:?}");
        assert!(admin_text.contains("Sekret rady."));

        // Another player reads the PDF exactly when they may read the card.
        let get = app.get(&card, Some(&other)).await;
        let (status, _, _, for_other) = download(&app, &format!("{card}/pdf"), Some(&other)).await;
        assert_eq!(status, get.status, "{}", app.backend);
        if status == StatusCode::OK {
            assert!(!text_of(&for_other).contains("Tajemnica"));
        }

        let (status, _, _, _) = download(&app, &format!("{card}/pdf"), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let missing_get = app.get("/api/home/profile/character-card/99999", Some(&owner)).await;
        let missing = app.get("/api/home/profile/character-card/99999/pdf", Some(&owner)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        assert_eq!(
            (missing.status, missing.message()),
            (missing_get.status, missing_get.message())
        );

        // A secondary character's card, by its own id.
        let created = app
            .post(
                "/api/secondary-characters",
                json!({"userId": owner_id, "name": "Cień Ślęży", "race": "Wilkołak", "gender": "Mężczyzna", "magic": "Nie", "age": 40}),
                Some(&owner),
            )
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let list = app.get(&format!("/api/secondary-characters/{owner_id}"), Some(&owner)).await;
        let side = list.body["characters"][0]["id"].as_i64().unwrap();
        let (status, _, disposition, pdf) = download(
            &app,
            &format!("/api/secondary-characters/{side}/character-card/pdf"),
            Some(&owner),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(disposition, "attachment; filename=\"karta-cien-slezy.pdf\"");
        let text = text_of(&pdf);
        assert!(text.contains("Cień Ślęży") && text.contains("Wilkołak") && text.contains("40"));
        assert!(text.contains("Brak umiejętności.") && text.contains("Brak wad."), "{text:?}");
        let missing =
            app.get("/api/secondary-characters/99999/character-card/pdf", Some(&owner)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn downloads_past_twenty_in_ten_minutes_are_slowed_in_polish() {
    let limits = Options { rate_limits: true, ..Options::PLAIN };
    let app = crate::support::sqlite_app(limits).await;
    let (owner, owner_id) =
        app.player_with_character("czyt@mrok.test", "Czytelnik", "Wampir").await;
    let path = format!("/api/home/profile/character-card/{owner_id}/pdf");
    for _ in 0..20 {
        let (status, _, _, body) = download(&app, &path, Some(&owner)).await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.starts_with(b"%PDF-"));
    }
    let (status, content_type, _, body) = download(&app, &path, Some(&owner)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(content_type.starts_with("application/json"), "{content_type}");
    let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["message"], "Pobierasz karty zbyt często — odczekaj chwilę", "{body}");
}
