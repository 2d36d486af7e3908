//! Uploads: avatars and description images through multipart, served back safely.

use std::io::Cursor;

use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::support::{Options, TestApp, apps, sqlite_app};

fn png() -> Vec<u8> {
    let image = image::RgbImage::from_pixel(8, 8, image::Rgb([139, 0, 0]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn upload(
    app: &TestApp,
    path: &str,
    field: &str,
    bytes: Vec<u8>,
    file_name: &str,
    token: Option<&str>,
) -> (StatusCode, Value) {
    let form = Form::new().part(
        field.to_owned(),
        Part::bytes(bytes).file_name(file_name.to_owned()).mime_str("image/png").unwrap(),
    );
    let mut request = app.client.post(app.url(path)).multipart(form);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn an_avatar_is_stored_set_on_the_profile_and_served_with_safe_headers() {
    for app in apps(Options::PLAIN).await {
        let (token, id) = app.player_with_character("a@mrok.test", "Morwena", "Wampir").await;
        let (status, body) =
            upload(&app, "/api/uploads", "avatar", png(), "twarz.png", Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Avatar został zaktualizowany!");
        let path = body["avatarPath"].as_str().unwrap().to_owned();
        assert!(path.starts_with("/uploads/") && path.ends_with(".png"), "{path}");

        let profile = app.get(&format!("/api/home/profile/{id}"), Some(&token)).await;
        assert_eq!(profile.body["profileData"]["avatar"], path.as_str(), "{}", app.backend);

        let served = app.client.get(app.url(&format!("/api{path}"))).send().await.unwrap();
        assert_eq!(served.status(), StatusCode::OK);
        assert_eq!(served.headers()["content-type"], "image/png");
        assert_eq!(served.headers()["x-content-type-options"], "nosniff");
        assert!(served.headers()["cache-control"].to_str().unwrap().contains("max-age=31536000"));
        let bytes = served.bytes().await.unwrap();
        assert!(image::load_from_memory(&bytes).is_ok());

        // A photo travels to every list that shows its face at the avatar's size; a
        // description's picture keeps its own.
        let photo = {
            let image = image::RgbImage::from_pixel(1000, 800, image::Rgb([20, 40, 60]));
            let mut out = Cursor::new(Vec::new());
            image.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
            out.into_inner()
        };
        let sides = |bytes: &[u8]| {
            let image = image::load_from_memory(bytes).unwrap();
            (image.width(), image.height())
        };
        for (path, field, expected) in [
            ("/api/uploads", "avatar", (512, 410)),
            ("/api/description-images", "image", (1000, 800)),
        ] {
            let (status, body) =
                upload(&app, path, field, photo.clone(), "foto.jpg", Some(&token)).await;
            assert!(status.is_success(), "{body}");
            let stored = body["avatarPath"].as_str().or(body["imagePath"].as_str()).unwrap();
            let served = app.client.get(app.url(&format!("/api{stored}"))).send().await.unwrap();
            assert_eq!(sides(&served.bytes().await.unwrap()), expected, "{path}");
        }
    }
}

#[tokio::test]
async fn non_images_oversized_files_and_missing_files_are_refused_in_polish() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("b@mrok.test", "Morwena", "Wampir").await;
    let html = b"<html><script>alert(1)</script></html>".to_vec();
    let (status, body) =
        upload(&app, "/api/uploads", "avatar", html, "kot.png", Some(&token)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Wybrany plik nie jest obrazem"))
    );

    let mut big = png();
    big.resize(5 * 1024 * 1024 + 10, 0);
    let (status, body) =
        upload(&app, "/api/description-images", "image", big, "duzy.png", Some(&token)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Plik jest za duży (maksymalnie 5MB)"))
    );

    let mut huge = png();
    huge.resize(7 * 1024 * 1024, 0);
    let (status, _) =
        upload(&app, "/api/description-images", "image", huge, "ogromny.png", Some(&token)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);

    let (status, body) =
        upload(&app, "/api/uploads", "nie-to-pole", png(), "a.png", Some(&token)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Brak wybranego pliku!"))
    );
    let (status, _) = upload(&app, "/api/description-images", "image", png(), "a.png", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn someone_else_s_avatar_is_refused_and_admins_may_change_it() {
    for app in apps(Options::PLAIN).await {
        let (owner, owner_id) = app.player_with_character("o@mrok.test", "Morwena", "Wampir").await;
        let (other, _) = app.player_with_character("x@mrok.test", "Morwena", "Wampir").await;
        let side = app
            .post("/api/secondary-characters", json!({"userId": owner_id, "name": "Cień", "race": "Wampir", "gender": "Kobieta", "magic": "Nie"}), Some(&owner))
            .await;
        let side_id = side.body["character"]["id"].as_i64().unwrap();
        let (status, body) = upload(
            &app,
            &format!("/api/secondary-characters/{side_id}/avatar"),
            "avatar",
            png(),
            "a.png",
            Some(&other),
        )
        .await;
        assert_eq!(
            (status, body["message"].as_str()),
            (StatusCode::FORBIDDEN, Some("Nie masz uprawnień do zmiany tego avatara!"))
        );
        let (status, body) = upload(
            &app,
            &format!("/api/secondary-characters/{side_id}/avatar"),
            "avatar",
            png(),
            "a.png",
            Some(&owner),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{} {body}", app.backend);
        let listed = app.get(&format!("/api/secondary-characters/{owner_id}"), Some(&other)).await;
        assert_eq!(listed.body["characters"][0]["avatar"], body["avatar"]);
    }
}

#[tokio::test]
async fn description_images_are_stored_and_paths_cannot_escape_the_store() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("d@mrok.test", "Morwena", "Wampir").await;
    let (status, body) =
        upload(&app, "/api/description-images", "image", png(), "scena.png", Some(&token)).await;
    assert_eq!(status, StatusCode::CREATED);
    let path = body["imagePath"].as_str().unwrap();
    assert_eq!(
        app.client.get(app.url(&format!("/api{path}"))).send().await.unwrap().status(),
        StatusCode::OK
    );

    for tricky in [
        "/api/uploads/..%2Fmrok.db",
        "/api/uploads/mrok.db",
        "/api/uploads/..%2F..%2Fjwt-secret",
        &format!("/api/uploads/{}.png", "0".repeat(64)),
    ] {
        let response = app.client.get(app.url(tricky)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{tricky}");
    }
}

/// A PNG of noise, about `side`² × 3 bytes (noise does not compress).
fn noisy_png(side: u32) -> Vec<u8> {
    let mut seed = 0x2545_f491_u32;
    let image = image::RgbImage::from_fn(side, side, |_, _| {
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let [r, g, b, _] = seed.to_le_bytes();
        image::Rgb([r, g, b])
    });
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// Sends `body` as a chunked multipart request (no Content-Length) and answers the status.
async fn chunked_upload(app: &TestApp, path: &str, token: &str, image: &[u8]) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut body = b"--GRANICA\r\nContent-Disposition: form-data; name=\"image\"; filename=\"duzy.png\"\r\nContent-Type: image/png\r\n\r\n".to_vec();
    body.extend_from_slice(image);
    body.extend_from_slice(b"\r\n--GRANICA--\r\n");
    let address = app.base.trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&address).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary=GRANICA\r\nTransfer-Encoding: chunked\r\n\
         Connection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    // The server may answer an oversized body and close before the client has written it all
    // (a broken pipe here): what counts is the answer it sent first.
    let mut sent = Ok(());
    for chunk in body.chunks(64 * 1024) {
        let framed = [format!("{:x}\r\n", chunk.len()).as_bytes(), chunk, b"\r\n"].concat();
        sent = stream.write_all(&framed).await;
        if sent.is_err() {
            break;
        }
    }
    if sent.is_ok() {
        let _ = stream.write_all(b"0\r\n\r\n").await;
    }
    let mut answer = Vec::new();
    let read = stream.read_to_end(&mut answer).await;
    assert!(answer.len() >= 12, "no answer: {read:?}, writing: {sent:?}");
    let status = String::from_utf8_lossy(&answer[..12]).to_string();
    status[9..12].parse().unwrap()
}

#[tokio::test]
async fn a_chunked_upload_has_the_same_five_megabytes_as_a_declared_one() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("c@mrok.test", "Morwena", "Wampir").await;
    let image = noisy_png(900);
    assert!(image.len() > 2 * 1024 * 1024, "{} bytes", image.len());
    assert_eq!(chunked_upload(&app, "/api/description-images", &token, &image).await, 201);
    let mut huge = image.clone();
    huge.resize(7 * 1024 * 1024, 0);
    assert_eq!(chunked_upload(&app, "/api/description-images", &token, &huge).await, 413);
}

/// One resident cannot fill the disk: 30 images an hour, then a Polish 429; others upload on.
#[tokio::test]
async fn a_player_uploads_at_most_thirty_images_an_hour() {
    let app = sqlite_app(Options { rate_limits: true, ..Options::PLAIN }).await;
    let (flooder, _) = app.player_with_character("f@mrok.test", "Morwena", "Wampir").await;
    let (other, _) = app.player_with_character("o@mrok.test", "Ilvar", "Wampir").await;
    for n in 0..30 {
        let (status, body) =
            upload(&app, "/api/description-images", "image", png(), "a.png", Some(&flooder)).await;
        assert_eq!(status, StatusCode::CREATED, "upload {n}: {body}");
    }
    let (status, body) =
        upload(&app, "/api/uploads", "avatar", png(), "a.png", Some(&flooder)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["message"], "Wysyłasz zbyt wiele obrazów — odczekaj chwilę.");
    let (status, _) =
        upload(&app, "/api/description-images", "image", png(), "a.png", Some(&other)).await;
    assert_eq!(status, StatusCode::CREATED, "another player is not slowed");
}

/// Sends `body` as a multipart form (one file field `field`) with `method` to `path`; answers
/// the status and the JSON body.
async fn send_multipart(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    field: &str,
    bytes: Vec<u8>,
    token: Option<&str>,
) -> (StatusCode, Value) {
    let form = Form::new().text("title", "Wilkołak").text("description", "<p>Opis</p>").part(
        field.to_owned(),
        Part::bytes(bytes).file_name("obraz.png").mime_str("image/png").unwrap(),
    );
    let mut request = app.client.request(method, app.url(path)).multipart(form);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    (response.status(), response.json().await.unwrap_or(Value::Null))
}

/// The served image is exactly what is stored — its name is the SHA-256 of its content — with
/// its type and length, whether it is a few bytes or megabytes (sent in many chunks).
#[tokio::test]
async fn an_uploaded_image_is_served_byte_for_byte_with_its_type_and_length() {
    use sha2::{Digest, Sha256};
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("s@mrok.test", "Morwena", "Wampir").await;
    let jpeg = {
        let image = image::RgbImage::from_pixel(16, 16, image::Rgb([20, 40, 60]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
        out.into_inner()
    };
    let large = noisy_png(900);
    assert!(large.len() > 2 * 1024 * 1024, "{} bytes", large.len());
    for (bytes, kind) in [(png(), "image/png"), (jpeg, "image/jpeg"), (large, "image/png")] {
        let sent = bytes.len();
        let (status, body) =
            upload(&app, "/api/uploads", "avatar", bytes, "twarz", Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let path = body["avatarPath"].as_str().unwrap().to_owned();
        let served = app.client.get(app.url(&format!("/api{path}"))).send().await.unwrap();
        assert_eq!(served.status(), StatusCode::OK);
        let headers = served.headers().clone();
        assert_eq!(headers["content-type"], kind, "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
        let bytes = served.bytes().await.unwrap();
        assert_eq!(headers["content-length"], bytes.len().to_string().as_str());
        let file = path.trim_start_matches("/uploads/");
        let hash = file.split('.').next().unwrap();
        assert_eq!(hex::encode(Sha256::digest(&bytes)), hash, "served as stored ({sent} sent)");
        assert!(image::load_from_memory(&bytes).is_ok());
    }
}

/// Only the upload operations read bodies up to 6 MB, whatever Content-Type a client sends;
/// everything else refuses over 1 MiB with the usual Polish 413.
#[tokio::test]
async fn a_multipart_body_over_one_mebibyte_is_refused_except_on_the_upload_routes() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("m@mrok.test", "Morwena", "Wampir").await;
    let admin = app.staff("adm@mrok.test", "Ilvar", "Wampir", "admin").await;
    let two_megabytes = vec![0u8; 2 * 1024 * 1024];
    for (method, path, who) in [
        (reqwest::Method::POST, "/api/login", None),
        (reqwest::Method::POST, "/api/register", None),
        (reqwest::Method::PUT, "/api/character", Some(token.as_str())),
        (reqwest::Method::POST, "/api/law", Some(admin.as_str())),
        (reqwest::Method::PUT, "/api/uploads", Some(token.as_str())),
    ] {
        let (status, body) =
            send_multipart(&app, method.clone(), path, "image", two_megabytes.clone(), who).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{method} {path}: {body}");
        assert_eq!(body["message"], "Wysłane dane są za duże", "{method} {path}");
        assert_eq!(body["code"], "payload_too_large");
    }
    assert_eq!(chunked_upload(&app, "/api/login", &token, &two_megabytes).await, 413);

    let image = noisy_png(900);
    assert!(image.len() > 2 * 1024 * 1024, "{} bytes", image.len());
    let (status, body) = send_multipart(
        &app,
        reqwest::Method::POST,
        "/api/uploads",
        "avatar",
        image.clone(),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "an avatar: {body}");
    let (status, body) = send_multipart(
        &app,
        reqwest::Method::POST,
        "/api/werewolves",
        "image",
        image.clone(),
        Some(&admin),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "a lore cover: {body}");
    assert_eq!(chunked_upload(&app, "/api/description-images", &token, &image).await, 201);
}

/// A large upload is read only for someone the upload itself would admit: without a token, or
/// with a wrong one, the answer comes before the body is read.
#[tokio::test]
async fn a_large_upload_without_a_valid_token_is_refused_before_its_body_is_read() {
    let app = sqlite_app(Options::PLAIN).await;
    let image = vec![0u8; 2 * 1024 * 1024];
    for token in [None, Some("nie-token")] {
        let (status, body) = send_multipart(
            &app,
            reqwest::Method::POST,
            "/api/description-images",
            "image",
            image.clone(),
            token,
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{token:?}: {body}");
        assert!(body["message"].is_string(), "{body}");
    }
    let (status, body) =
        send_multipart(&app, reqwest::Method::POST, "/api/uploads", "avatar", image, None).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("Brak tokenu autoryzacji"))
    );
}

/// A PNG of `side`×`side` pixels of noise in a 256-colour palette: about `side`² bytes, but
/// three times that once the server writes it as a full-colour PNG.
fn indexed_noise_png(side: u32) -> Vec<u8> {
    use std::io::Write;
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&u32::try_from(data.len()).unwrap().to_be_bytes());
        let tagged = [kind.as_slice(), data].concat();
        let mut crc = flate2::Crc::new();
        crc.update(&tagged);
        out.extend_from_slice(&tagged);
        out.extend_from_slice(&crc.sum().to_be_bytes());
    }
    let mut seed = 0x9E37_79B9_u32;
    let mut next = move || {
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        seed.to_be_bytes()[0]
    };
    let palette: Vec<u8> = (0..256 * 3).map(|_| next()).collect();
    let mut rows = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::none());
    for _ in 0..side {
        let row: Vec<u8> = std::iter::once(0).chain((0..side).map(|_| next())).collect();
        rows.write_all(&row).unwrap(); // filter 0, then one palette index a pixel
    }
    let mut header = [side.to_be_bytes(), side.to_be_bytes()].concat();
    header.extend_from_slice(&[8, 3, 0, 0, 0]); // 8 bits, indexed colour
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"PLTE", &palette);
    chunk(&mut png, b"IDAT", &rows.finish().unwrap());
    chunk(&mut png, b"IEND", &[]);
    png
}

/// A palette picture within the 5 MB that would take over 10 MB once decoded and encoded anew
/// (as full colour) is kept as its own bytes without their metadata: it never grows, and the
/// player's picture is not refused for the server's way of cleaning it.
#[tokio::test]
async fn a_palette_picture_that_would_grow_past_ten_megabytes_is_kept_at_its_own_size() {
    let app = sqlite_app(Options::PLAIN).await;
    let (token, _) = app.player_with_character("g@mrok.test", "Morwena", "Wampir").await;
    let image = indexed_noise_png(2_280);
    assert!(image.len() < 5 * 1024 * 1024, "{} bytes", image.len());
    assert!(image::load_from_memory(&image).is_ok(), "a valid PNG");
    let (status, body) =
        upload(&app, "/api/description-images", "image", image.clone(), "paleta.png", Some(&token))
            .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let stored = body["imagePath"].as_str().unwrap();
    let served = app.client.get(app.url(&format!("/api{stored}"))).send().await.unwrap();
    let bytes = served.bytes().await.unwrap();
    assert!(bytes.len() <= image.len(), "{} > {}", bytes.len(), image.len());
    let (kept, sent) = (image::load_from_memory(&bytes).unwrap(), image::load_from_memory(&image));
    assert_eq!(kept.to_rgba8(), sent.unwrap().to_rgba8(), "the same picture");
    let (status, _) =
        upload(&app, "/api/description-images", "image", png(), "a.png", Some(&token)).await;
    assert_eq!(status, StatusCode::CREATED);
}
