//! Remote images in rich text, on both databases: saved, they are fetched by the server and
//! kept as the author's uploads, the text pointing at the copy; what cannot be kept (not an
//! image, too large, missing, a redirect to loopback) becomes a link. The "remote" host runs on
//! loopback, allowed only by the tests' switch; without it loopback, private and link-local
//! addresses are refused and the host is never asked.

use reqwest::StatusCode;
use serde_json::{Value, json};

use mrok_adapters::uploads::test_host::ImageHost;

use crate::support::{Options, TestApp, apps, apps_configured};

/// The link an image that could not be kept becomes (with the links' rules), a block of its own.
fn link(url: &str) -> String {
    format!(
        "<p><a href=\"{url}\" target=\"_blank\" rel=\"noopener noreferrer nofollow\">{url}</a></p>"
    )
}

/// The `src` values of a text's images.
fn sources(html: &str) -> Vec<String> {
    html.split("<img src=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_owned())
        .collect()
}

/// Two players with characters: (author token, author id, reader id).
async fn players(app: &TestApp) -> (String, i64, String, i64) {
    let (morwena, morwena_id) =
        app.player_with_character("morwena@mrok.test", "Morwena", "Wampir").await;
    let (ilvar, ilvar_id) = app.player_with_character("ilvar@mrok.test", "Ilvar", "Wilkołak").await;
    (morwena, morwena_id, ilvar, ilvar_id)
}

/// The owners of the upload records of `file`.
async fn owners_of(app: &TestApp, file: &str) -> Vec<i64> {
    #[derive(sqlx::FromRow)]
    struct Owner {
        owner_id: i64,
    }
    let db = mrok_adapters::sql::Db::connect(&app.config.database_url()).await.unwrap();
    let query = sea_query::Query::select()
        .column(sea_query::Alias::new("owner_id"))
        .from(sea_query::Alias::new("uploads"))
        .and_where(sea_query::ExprTrait::eq(
            sea_query::Expr::col(sea_query::Alias::new("name")),
            file,
        ))
        .to_owned();
    let rows: Vec<Owner> = db.fetch_all(&query).await.unwrap();
    rows.into_iter().map(|row| row.owner_id).collect()
}

/// The copy is served as an image of the site.
async fn assert_served(app: &TestApp, src: &str) {
    assert!(src.starts_with("/api/uploads/") && src.ends_with(".png"), "{src}");
    let served = app.client.get(app.url(src)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK, "{src}");
    assert_eq!(served.headers()["content-type"], "image/png");
    let bytes = served.bytes().await.unwrap();
    let picture = image::load_from_memory(&bytes).unwrap();
    assert_eq!((picture.width(), picture.height()), (120, 80));
}

async fn post_in_session(app: &TestApp, token: &str, member: i64, message: &str) -> Value {
    let body = json!({"title": "Mgły", "users": [member], "characterType": "narrator",
                      "message": "<p>Na rozstajach.</p>"});
    let created = app.post("/api/generalSessions", body, Some(token)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["id"].as_i64().unwrap();
    let posted = app
        .post(
            &format!("/api/generalSessions/{id}/messages"),
            json!({"message": message}),
            Some(token),
        )
        .await;
    assert_eq!(posted.status, StatusCode::OK, "{}", posted.body);
    let read = app.get(&format!("/api/generalSessions/{id}/messages"), Some(token)).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    posted.body
}

#[tokio::test]
async fn a_remote_image_in_a_session_post_is_kept_on_the_site_as_the_author_s_upload() {
    let host = ImageHost::start().await;
    for app in apps_configured(Options::PLAIN, |c| c.image_test_host = Some(host.addr)).await {
        let (morwena, morwena_id, _, ilvar_id) = players(&app).await;
        let remote = host.url("/obraz.png");
        let message = format!(
            "<p>Brama:</p><img src=\"{remote}\" alt=\"Brama\" width=\"300\" class=\"align-center\">\
             <p>Ta sama przez przekierowanie:</p><img src=\"{}\">",
            host.url("/przekierowanie")
        );
        let posted = post_in_session(&app, &morwena, ilvar_id, &message).await;
        let html = posted["message"].as_str().unwrap();
        let found = sources(html);
        assert_eq!(found.len(), 2, "{}: {html}", app.backend);
        assert_eq!(found[0], found[1], "the same picture, stored once");
        assert!(!html.contains("127.0.0.1"), "{}: {html}", app.backend);
        assert!(
            html.contains(&format!(
                "<img src=\"{}\" alt=\"Brama\" width=\"300\" class=\"align-center\">",
                found[0]
            )),
            "the image's other attributes stay: {html}"
        );
        assert_served(&app, &found[0]).await;
        let file = found[0].trim_start_matches("/api/uploads/");
        assert_eq!(owners_of(&app, file).await, vec![morwena_id], "{}", app.backend);
    }
}

#[tokio::test]
async fn a_private_message_keeps_its_image_and_what_cannot_be_kept_becomes_a_link() {
    let host = ImageHost::start().await;
    for app in apps_configured(Options::PLAIN, |c| c.image_test_host = Some(host.addr)).await {
        let (morwena, _, ilvar, ilvar_id) = players(&app).await;
        let kept = host.url("/obraz.png");
        let refused: Vec<String> = ["/strona", "/duzy", "/brak", "/na-loopback", "/petla"]
            .iter()
            .map(|path| host.url(path))
            .collect();
        let mut content = format!("<p>Spójrz:</p><img src=\"{kept}\">");
        for url in &refused {
            content.push_str(&format!("<img src=\"{url}\" width=\"200\">"));
        }
        let body = json!({"receiver_id": ilvar_id, "subject": "Obrazy", "content": content});
        let started = app.post("/api/conversations", body, Some(&morwena)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let id = started.body["conversationId"].as_i64().unwrap();
        let messages = app.get(&format!("/api/conversations/{id}/messages"), Some(&ilvar)).await;
        let html = messages.body[0]["content"].as_str().unwrap().to_owned();
        let found = sources(&html);
        assert_eq!(found.len(), 1, "{}: {html}", app.backend);
        assert_served(&app, &found[0]).await;
        let links: String = refused.iter().map(|url| link(url)).collect();
        assert_eq!(
            html,
            format!("<p>Spójrz:</p><img src=\"{}\">{links}", found[0]),
            "{}",
            app.backend
        );
    }
}

#[tokio::test]
async fn without_the_tests_switch_loopback_private_and_link_local_hosts_are_never_asked() {
    let host = ImageHost::start().await;
    for app in apps(Options::PLAIN).await {
        let (morwena, _, ilvar, ilvar_id) = players(&app).await;
        let refused = [
            host.url("/obraz.png"),
            "http://localhost/obraz.png".to_owned(),
            "http://127.0.0.1/obraz.png".to_owned(),
            "http://[::1]/obraz.png".to_owned(),
            "http://169.254.169.254/latest/meta-data".to_owned(),
            "http://10.0.0.1/obraz.png".to_owned(),
            "http://192.168.1.1/obraz.png".to_owned(),
        ];
        let content: String = refused.iter().map(|url| format!("<img src=\"{url}\">")).collect();
        let body = json!({"receiver_id": ilvar_id, "subject": "Pułapka", "content": content});
        let started = app.post("/api/conversations", body, Some(&morwena)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        let id = started.body["conversationId"].as_i64().unwrap();
        let messages = app.get(&format!("/api/conversations/{id}/messages"), Some(&ilvar)).await;
        let html = messages.body[0]["content"].as_str().unwrap();
        let links: String = refused.iter().map(|url| link(url)).collect();
        assert_eq!(html, links, "{}", app.backend);
        assert_eq!(host.requests(), 0, "the loopback host was asked");
    }
}

#[tokio::test]
async fn a_character_description_keeps_its_image_on_the_site_too() {
    let host = ImageHost::start().await;
    for app in apps_configured(Options::PLAIN, |c| c.image_test_host = Some(host.addr)).await {
        let (morwena, morwena_id, ilvar, _) = players(&app).await;
        let html = format!("<p>Ja:</p><img src=\"{}\" width=\"150\">", host.url("/obraz.png"));
        let saved =
            app.post("/api/home/profile/edit", json!({"description": html}), Some(&morwena)).await;
        assert_eq!(saved.status, StatusCode::OK, "{}: {}", app.backend, saved.body);
        let profile = app.get(&format!("/api/home/profile/{morwena_id}"), Some(&ilvar)).await;
        let shown = profile.body["profileData"]["description"].as_str().unwrap();
        let found = sources(shown);
        assert_eq!(found.len(), 1, "{}: {shown}", app.backend);
        assert_eq!(shown, format!("<p>Ja:</p><img src=\"{}\" width=\"150\">", found[0]));
        assert_served(&app, &found[0]).await;
    }
}
