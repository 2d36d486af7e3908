//! The live channel under load, against the release binary (`make bench`):
//!
//! - a plain endpoint (`GET /api/site`) timed first, as the yardstick of this machine and run;
//! - 500 sockets listening in one tavern room: for each of 50 posts, the time from sending the
//!   `POST /api/tavern/messages` until each listener has the frame (p50, p99, max);
//! - 5,000 open tavern sockets: the server's resident memory (RSS) before and with them.
//!
//! Targets (issue 10): 5,000 sockets under 150 MB RSS; p99 delivery to 500 listeners ≤ 50 ms.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark: a failed unwrap is a failure

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

mod common;

use common::{PASSWORD, Server};

const LISTENERS: usize = 500;
const SOCKETS: usize = 5_000;
const POSTS: usize = 50;
const PLAIN_CALLS: usize = 2_000;

/// `mrok` on `data` as this bench runs it: SQLite in `data`, as many sockets a player as asked.
fn mrok(data: &std::path::Path) -> Command {
    let mut command = common::mrok(data);
    command
        .env("MROK_LIVE_SOCKETS_PER_USER", "10000")
        .env("RUST_LOG", "warn")
        .env_remove("MROK_DATABASE_URL");
    command
}

/// `mrok serve` on `data`, with the writer's and the listener's accounts made first.
async fn start(data: &std::path::Path) -> Server {
    for (email, role) in
        [("pisarz@mrok.bench", "mieszkaniec"), ("sluchacz@mrok.bench", "mieszkaniec")]
    {
        let status = mrok(data)
            .args(["user", "create", "--email", email, "--password", PASSWORD, "--role", role])
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
    }
    let mut serve = mrok(data);
    serve.arg("serve");
    let server = Server::spawn(serve).unwrap();
    assert!(server.answers_within(Duration::from_secs(10)).await, "mrok serve did not start");
    server
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn login(client: &reqwest::Client, base: &str, email: &str, name: &str) -> String {
    let login: Value = client
        .post(format!("{base}/api/login"))
        .json(&json!({"email": email, "password": PASSWORD}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = login["token"].as_str().unwrap().to_owned();
    let created = client
        .post(format!("{base}/api/createCharacter"))
        .bearer_auth(&token)
        .json(&json!({"user": name, "gender": "Kobieta", "race": "Wampir"}))
        .send()
        .await
        .unwrap();
    assert!(created.status().is_success());
    token
}

/// Opens `count` sockets to `room`; each forwards the ids of the messages it gets, with the
/// moment it got them, to `arrivals`.
async fn open_sockets(
    base: &str,
    token: &str,
    room: i64,
    count: usize,
    arrivals: &mpsc::UnboundedSender<(i64, Instant)>,
) {
    let url = format!("{}/ws/?room={room}&token={token}", base.replacen("http", "ws", 1));
    let mut opened = 0;
    while opened < count {
        let batch = (count - opened).min(100);
        let connects = (0..batch).map(|_| tokio_tungstenite::connect_async(url.clone()));
        for result in futures_util::future::join_all(connects).await {
            let (socket, _) = result.expect("socket refused");
            let arrivals = arrivals.clone();
            tokio::spawn(async move {
                let (_sink, mut stream) = socket.split();
                while let Some(Ok(message)) = stream.next().await {
                    if let Message::Text(text) = message {
                        let at = Instant::now();
                        let frame: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                        if frame["type"] == "message" {
                            let _ = arrivals.send((frame["id"].as_i64().unwrap_or(0), at));
                        }
                    }
                }
            });
        }
        opened += batch;
    }
}

#[tokio::main]
async fn main() {
    // Declared before the server, so removed after it stops.
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path()).await;
    let base = server.base.clone();
    let client = reqwest::Client::new();
    let writer = login(&client, &base, "pisarz@mrok.bench", "Morwena").await;
    let listener = login(&client, &base, "sluchacz@mrok.bench", "Ilvar").await;

    // The yardstick: a plain endpoint, one call after another.
    let mut plain = Vec::with_capacity(PLAIN_CALLS);
    for _ in 0..PLAIN_CALLS {
        let started = Instant::now();
        client.get(format!("{base}/api/site")).send().await.unwrap().bytes().await.unwrap();
        plain.push(started.elapsed());
    }
    plain.sort();
    let plain_p50 = percentile(&plain, 0.5);

    let enter = |path: &str, body: Value| {
        client.post(format!("{base}{path}")).bearer_auth(&writer).json(&body).send()
    };
    enter("/api/tavern/enter", json!({"characterType": "narrator"})).await.unwrap();
    enter("/api/tavern/rooms/1/enter", json!({})).await.unwrap();

    let rss_before = server.rss_mib().unwrap();
    let (arrivals, mut arrived) = mpsc::unbounded_channel();
    open_sockets(&base, &listener, 1, LISTENERS, &arrivals).await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    let mut delivery = Vec::with_capacity(POSTS * LISTENERS);
    for n in 0..POSTS {
        let started = Instant::now();
        let posted: Value = enter(
            "/api/tavern/messages",
            json!({"message": format!("<p>Wiadomość {n}: kto stawia kolejkę?</p>"), "roomId": 1}),
        )
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        let id = posted["id"].as_i64().unwrap();
        let mut got = 0;
        while got < LISTENERS {
            let (message, at) = tokio::time::timeout(Duration::from_secs(10), arrived.recv())
                .await
                .expect("a listener missed a message")
                .unwrap();
            if message == id {
                delivery.push(at.duration_since(started));
                got += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    delivery.sort();

    open_sockets(&base, &listener, 3, SOCKETS - LISTENERS, &arrivals).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let rss_with = server.rss_mib().unwrap();

    let p99 = percentile(&delivery, 0.99);
    let section = format!(
        "## Live channel (release build, SQLite, one instance; `app/benches/live.rs`)\n\n\
         - plain `GET /api/site`, one call after another: p50 {:.2} ms, p99 {:.2} ms\n\
         - a tavern post → {LISTENERS} listeners ({POSTS} posts): p50 {:.2} ms, p99 {:.2} ms, \
         max {:.2} ms (p99 = {:.1}× a plain call; target p99 ≤ 50 ms: {})\n\
         - RSS: {rss_before:.1} MB before, {rss_with:.1} MB with {SOCKETS} open sockets \
         ({:.1} KB a socket; target < 150 MB: {})\n",
        ms(plain_p50),
        ms(percentile(&plain, 0.99)),
        ms(percentile(&delivery, 0.5)),
        ms(p99),
        ms(*delivery.last().unwrap()),
        ms(p99) / ms(plain_p50),
        if ms(p99) <= 50.0 { "met" } else { "MISSED" },
        (rss_with - rss_before) * 1024.0 / SOCKETS as f64,
        if rss_with < 150.0 { "met" } else { "MISSED" }
    );
    println!("{section}");
    // `make bench` runs the load bench first, which writes the file; this adds (or replaces)
    // its own section at the end.
    let results = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/results.md");
    if let Ok(written) = std::fs::read_to_string(&results) {
        let before = written.split("\n## Live channel").next().unwrap_or_default().trim_end();
        std::fs::write(&results, format!("{before}\n\n{section}")).unwrap();
        println!("added to {}", results.display());
    }
}
