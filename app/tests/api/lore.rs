//! The lore over HTTP on both databases: who may write which collection kind, the spec's
//! refusals, covers through the uploads, the bestiary with its categories, the search, and the
//! world seeded on a fresh install.

use std::io::Cursor;

use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps, serve_process};

struct Cast {
    resident: String,
    game_master: String,
    admin: String,
}

async fn cast(app: &TestApp) -> Cast {
    let (resident, _) = app.player_with_character("gracz@mrok.test", "Ilvar", "Wampir").await;
    let game_master = app.staff("mistrz@mrok.test", "Narrator", "Człowiek", "mistrz_gry").await;
    let admin = app.staff("krolowa@mrok.test", "Królowa", "Wampir", "admin").await;
    Cast { resident, game_master, admin }
}

fn png() -> Vec<u8> {
    let image = image::RgbImage::from_pixel(4, 4, image::Rgb([90, 10, 10]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A multipart entry (title, description, optional cover) sent with `method` to `path`.
async fn send_form(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    title: &str,
    html: &str,
    cover: bool,
    token: Option<&str>,
) -> (StatusCode, Value) {
    let mut form = Form::new().text("title", title.to_owned()).text("description", html.to_owned());
    if cover {
        form = form.part(
            "image",
            Part::bytes(png()).file_name("okladka.png").mime_str("image/png").unwrap(),
        );
    }
    let mut request = app.client.request(method, app.url(path)).multipart(form);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

/// Adds an entry as `token` to a collection of any kind; the status and body.
async fn add(app: &TestApp, path: &str, token: Option<&str>) -> (StatusCode, Value) {
    match path {
        "/api/law" | "/api/drugs" | "/api/npc" => {
            let a = app
                .post(path, json!({"title": "Wpis", "description": "<p>Treść</p>"}), token)
                .await;
            (a.status, a.body)
        }
        "/api/infos" | "/api/infos2" => {
            let a =
                app.post(path, json!({"title": "Wpis", "content": "<p>Treść</p>"}), token).await;
            (a.status, a.body)
        }
        _ => {
            send_form(app, reqwest::Method::POST, path, "Wpis", "<p>Treść</p>", false, token).await
        }
    }
}

const COLLECTIONS: [&str; 15] = [
    "/api/werewolves",
    "/api/vampires",
    "/api/mag",
    "/api/guards",
    "/api/inmates",
    "/api/spells",
    "/api/rules",
    "/api/law",
    "/api/mechanics",
    "/api/cults",
    "/api/technology",
    "/api/drugs",
    "/api/npc",
    "/api/infos",
    "/api/infos2",
];

#[tokio::test]
async fn only_admins_write_the_collections_and_every_player_reads_them() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        for path in COLLECTIONS {
            let backend = app.backend;
            assert_eq!(add(&app, path, None).await.0, StatusCode::UNAUTHORIZED, "{backend} {path}");
            assert_eq!(add(&app, path, Some(&c.resident)).await.0, StatusCode::FORBIDDEN, "{path}");
            assert_eq!(
                add(&app, path, Some(&c.game_master)).await.0,
                StatusCode::FORBIDDEN,
                "{path}"
            );
            let (status, entry) = add(&app, path, Some(&c.admin)).await;
            assert_eq!(status, StatusCode::CREATED, "{backend} {path}: {entry}");
            let id = entry["id"].as_i64().unwrap();
            let listed = app.get(path, Some(&c.resident)).await;
            assert_eq!(listed.status, StatusCode::OK, "{path}");
            assert_eq!(listed.body[0]["title"], "Wpis", "{path}");
            let item = format!("{path}/{id}");
            assert_eq!(app.delete(&item, Some(&c.game_master)).await.status, StatusCode::FORBIDDEN);
            assert_eq!(app.delete(&item, Some(&c.resident)).await.status, StatusCode::FORBIDDEN);
            assert_eq!(app.delete(&item, Some(&c.admin)).await.status, StatusCode::OK, "{path}");
            assert_eq!(app.delete(&item, Some(&c.admin)).await.status, StatusCode::NOT_FOUND);
        }
        assert_eq!(app.get("/api/werewolves", None).await.status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            app.get("/api/rules", None).await.status,
            StatusCode::OK,
            "the public /regulamin"
        );
    }
}

#[tokio::test]
async fn entries_are_checked_in_the_spec_s_words_sanitized_and_kept_oldest_first() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let (status, body) = send_form(
            &app,
            reqwest::Method::POST,
            "/api/werewolves",
            " ",
            "<p>x</p>",
            false,
            Some(&c.admin),
        )
        .await;
        assert_eq!(
            (status, body["message"].as_str()),
            (StatusCode::BAD_REQUEST, Some("Tytuł i opis nie mogą być puste!"))
        );
        let law = app
            .post("/api/law", json!({"title": "Prawo", "description": "<p> </p>"}), Some(&c.admin))
            .await;
        assert_eq!(law.message(), "Tytuł i opis są wymagane!");
        let info = app
            .post("/api/infos", json!({"title": "", "content": "<p>x</p>"}), Some(&c.admin))
            .await;
        assert_eq!(info.message(), "Tytuł i treść są wymagane");

        let evil = "<p onclick=\"zlo()\">Księżyc<script>alert(1)</script></p>";
        let first = app
            .post("/api/npc", json!({"title": "Matka Świeca", "description": evil}), Some(&c.admin))
            .await;
        assert_eq!(first.status, StatusCode::CREATED);
        assert_eq!(first.body["description"], "<p>Księżyc</p>");
        let second = app
            .post(
                "/api/npc",
                json!({"title": "Stary Cyryl", "description": "<p>x</p>"}),
                Some(&c.admin),
            )
            .await;
        let id = second.body["id"].as_i64().unwrap();
        let edit = app
            .put(
                &format!("/api/npc/{id}"),
                json!({"title": "Cyryl", "description": "<p>y</p>"}),
                Some(&c.admin),
            )
            .await;
        assert_eq!((edit.status, &edit.body["title"]), (StatusCode::OK, &json!("Cyryl")));
        let titles: Vec<Value> = app
            .get("/api/npc", Some(&c.resident))
            .await
            .body
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["title"].clone())
            .collect();
        assert_eq!(titles, [json!("Matka Świeca"), json!("Cyryl")], "oldest first");
        assert_eq!(
            app.put(
                "/api/law/999",
                json!({"title": "T", "description": "<p>x</p>"}),
                Some(&c.admin)
            )
            .await
            .status,
            StatusCode::NOT_FOUND
        );
    }
}

#[tokio::test]
async fn a_cover_is_uploaded_served_kept_through_an_edit_without_one_and_taken_off_on_request() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let (status, entry) = send_form(
            &app,
            reqwest::Method::POST,
            "/api/vampires",
            "Ród Morwy",
            "<p>Krew</p>",
            true,
            Some(&c.admin),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{entry}");
        let image = entry["image"].as_str().unwrap().to_owned();
        assert!(image.starts_with("uploads/"), "relative, shown from /api/{{image}}: {image}");
        let served = app.client.get(app.url(&format!("/api/{image}"))).send().await.unwrap();
        assert_eq!(served.status(), StatusCode::OK);
        let path = format!("/api/vampires/{}", entry["id"]);
        let (status, edited) = send_form(
            &app,
            reqwest::Method::PUT,
            &path,
            "Ród Morwy",
            "<p>Stara krew</p>",
            false,
            Some(&c.admin),
        )
        .await;
        assert_eq!((status, edited["image"].as_str()), (StatusCode::OK, Some(image.as_str())));
        // Taken off on purpose, it is gone.
        let form = Form::new()
            .text("title", "Ród Morwy")
            .text("description", "<p>Stara krew</p>")
            .text("removeImage", "true");
        let bare = app
            .client
            .put(app.url(&path))
            .bearer_auth(&c.admin)
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(bare.status(), StatusCode::OK);
        let bare: Value = bare.json().await.unwrap();
        assert!(bare["image"].is_null(), "{}: {bare}", app.backend);
        let listed = app.get("/api/vampires", Some(&c.resident)).await.body;
        assert!(listed.to_string().contains("Stara krew") && !listed.to_string().contains(&image));
        // A resident's cover is refused before anything is stored.
        let (status, _) = send_form(
            &app,
            reqwest::Method::POST,
            "/api/vampires",
            "Ród",
            "<p>x</p>",
            true,
            Some(&c.resident),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
}

#[tokio::test]
async fn the_bestiary_is_kept_by_admins_and_game_masters_and_a_category_takes_its_beasts() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let refused =
            app.post("/api/bestiary/categories", json!({"title": "Las"}), Some(&c.resident)).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        let forest = app
            .post("/api/bestiary/categories", json!({"title": "Las"}), Some(&c.game_master))
            .await;
        assert_eq!(forest.status, StatusCode::CREATED, "{}", forest.body);
        let forest = forest.body["id"].as_i64().unwrap();
        let no_category = app
            .post(
                "/api/bestiary",
                json!({"title": "Wilk", "description": "<p>x</p>"}),
                Some(&c.admin),
            )
            .await;
        assert_eq!(no_category.message(), "Proszę wybrać kategorię dla bestii!");
        let no_text = app
            .post("/api/bestiary", json!({"title": "Wilk", "category_id": forest}), Some(&c.admin))
            .await;
        assert_eq!(no_text.message(), "Opis bestii nie może być pusty!");
        let no_title =
            app.post("/api/bestiary/categories", json!({"title": " "}), Some(&c.admin)).await;
        assert_eq!(no_title.message(), "Tytuł nie może być pusty!");
        let wolf = app
            .post("/api/bestiary", json!({"title": "Wilkołak zdziczały", "description": "<p>Wyje</p>", "category_id": forest}), Some(&c.admin))
            .await;
        assert_eq!(wolf.status, StatusCode::CREATED);
        assert_eq!(wolf.body["category_title"], "Las");
        let id = wolf.body["id"].as_i64().unwrap();
        let edited = app
            .put(&format!("/api/bestiary/{id}"), json!({"title": "Wilkołak zdziczały", "description": "<p>Wyje do księżyca</p>", "category_id": forest}), Some(&c.game_master))
            .await;
        assert_eq!(edited.status, StatusCode::OK);
        assert_eq!(
            app.get("/api/bestiary", Some(&c.resident)).await.body.as_array().unwrap().len(),
            1
        );
        assert_eq!(
            app.delete(&format!("/api/bestiary/categories/{forest}"), Some(&c.resident))
                .await
                .status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.delete(&format!("/api/bestiary/categories/{forest}"), Some(&c.game_master))
                .await
                .status,
            StatusCode::OK
        );
        assert!(
            app.get("/api/bestiary", Some(&c.resident)).await.body.as_array().unwrap().is_empty()
        );
        assert!(
            app.get("/api/bestiary/categories", Some(&c.resident))
                .await
                .body
                .as_array()
                .unwrap()
                .is_empty()
        );
    }
}

#[tokio::test]
async fn a_player_finds_a_beast_without_the_diacritics_and_the_whole_wiki_is_searched() {
    for app in apps(Options::PLAIN).await {
        let c = cast(&app).await;
        let forest = app
            .post("/api/bestiary/categories", json!({"title": "Puszcza Wronia"}), Some(&c.admin))
            .await;
        let forest = forest.body["id"].as_i64().unwrap();
        let text = format!(
            "<p>{} Wilkołak, który zapomniał imienia, poluje nocą.</p>",
            "Dawno temu w puszczy. ".repeat(5)
        );
        let wolf = app
            .post(
                "/api/bestiary",
                json!({"title": "Zdziczały", "description": text, "category_id": forest}),
                Some(&c.admin),
            )
            .await;
        assert_eq!(wolf.status, StatusCode::CREATED);
        send_form(
            &app,
            reqwest::Method::POST,
            "/api/werewolves",
            "Wilkołaki z Czarnego Boru",
            "<p>Wataha</p>",
            false,
            Some(&c.admin),
        )
        .await;

        let hits =
            app.get("/api/lore/search?q=wilkolak&scope=bestiary&limit=5", Some(&c.resident)).await;
        assert_eq!(hits.status, StatusCode::OK);
        let hits = hits.body.as_array().unwrap().clone();
        assert_eq!(hits.len(), 1, "{hits:?}");
        assert_eq!(hits[0]["kind"], "bestiary");
        let snippet = hits[0]["snippet"].as_str().unwrap();
        assert!(snippet.starts_with('…') && snippet.contains("Wilkołak"), "{snippet}");
        let everywhere = app.get("/api/lore/search?q=WILKOŁAK", Some(&c.resident)).await.body;
        let kinds: Vec<&str> =
            everywhere.as_array().unwrap().iter().map(|h| h["kind"].as_str().unwrap()).collect();
        assert_eq!(kinds, ["werewolves", "bestiary"], "the title match first");
        assert!(
            app.get("/api/lore/search?q=w", Some(&c.resident))
                .await
                .body
                .as_array()
                .unwrap()
                .is_empty()
        );
        assert_eq!(app.get("/api/lore/search?q=wilk", None).await.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn a_fresh_install_shows_a_world_and_a_restart_adds_nothing() {
    let mut server = serve_process(None, "warn").await;
    let rules = server.app.get("/api/rules", None).await.body;
    let rules = rules.as_array().unwrap().clone();
    assert!(rules.len() >= 6, "{rules:?}");
    let text: String = rules.iter().map(|r| r["description"].as_str().unwrap()).collect();
    assert!(text.contains("admin@mrok.local"), "the contact address is the configured one");
    assert!(text.contains("18"));
    server.kill_hard();
    server.restart().await;
    let again = server.app.get("/api/rules", None).await.body;
    assert_eq!(again.as_array().unwrap().len(), rules.len(), "seeded once");
    let (token, _) = server.app.player_with_character("nowy@mrok.test", "Nowy", "Wampir").await;
    for path in COLLECTIONS {
        let listed = server.app.get(path, Some(&token)).await.body;
        assert!(!listed.as_array().unwrap().is_empty(), "{path} is empty");
    }
    let beasts = server.app.get("/api/bestiary", Some(&token)).await.body;
    assert!(beasts.as_array().unwrap().iter().all(|b| b["category_title"].is_string()));
    let hits = server.app.get("/api/lore/search?q=wilkolak+zdziczaly", Some(&token)).await.body;
    assert_eq!(hits[0]["title"], "Wilkołak zdziczały");
}
