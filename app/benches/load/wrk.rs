//! Running wrk (`bench/wrk.lua`) on a request file, with posts landing beside when asked.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

use crate::calls::Line;
use crate::settings::Settings;
use crate::{FILLER, POSTS_PER_SECOND, Res};

#[derive(Clone, Default)]
pub struct Measured {
    pub requests: u64,
    pub seconds: f64,
    pub bytes: u64,
    pub errors: u64,
    /// 304 answers, when wrk counted them (`BENCH_COUNT_STATUS`).
    pub not_modified: Option<u64>,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl Measured {
    pub fn rate(&self) -> f64 {
        if self.seconds > 0.0 { self.requests as f64 / self.seconds } else { 0.0 }
    }

    pub fn kib_per_answer(&self) -> f64 {
        if self.requests > 0 { self.bytes as f64 / self.requests as f64 / 1024.0 } else { 0.0 }
    }

    pub fn not_modified_share(&self) -> Option<f64> {
        let n = self.not_modified?;
        Some(if self.requests > 0 { 100.0 * n as f64 / self.requests as f64 } else { 0.0 })
    }
}

fn run_wrk(settings: &Settings, base: &str, requests: &Path, count_status: bool) -> Res<Measured> {
    let script = settings.root.join("bench/wrk.lua");
    let mut command = Command::new(&settings.wrk);
    command
        .args(["-t", "2", "-c", &settings.connections.to_string()])
        .args(["-d", &format!("{}s", settings.seconds), "--timeout", "30s"])
        .arg("-s")
        .arg(&script)
        .arg(format!("{base}/"))
        .env("BENCH_REQUESTS", requests)
        .env_remove("BENCH_COUNT_STATUS")
        .stderr(Stdio::inherit());
    if count_status {
        command.env("BENCH_COUNT_STATUS", "1");
    }
    let output = command.output()?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("BENCH "))
        .ok_or_else(|| format!("wrk printed no BENCH line: {stdout}"))?;
    let v: Value = serde_json::from_str(line)?;
    let n = |key: &str| v[key].as_u64().unwrap_or(0);
    Ok(Measured {
        requests: n("requests"),
        seconds: n("duration_us") as f64 / 1e6,
        bytes: n("bytes"),
        // wrk counts an answer as a status error only above 399: a 304 is not one.
        errors: ["connect", "read", "write", "status", "timeout"].iter().map(|k| n(k)).sum(),
        not_modified: v["counted"].as_bool().unwrap_or(false).then(|| n("not_modified")),
        p50_ms: n("p50_us") as f64 / 1000.0,
        p99_ms: n("p99_us") as f64 / 1000.0,
        max_ms: n("max_us") as f64 / 1000.0,
    })
}

/// Posts at `POSTS_PER_SECOND`, each a player's own general session, until `stop`; the posts
/// sent and those that failed.
fn background_posts(
    base: &str,
    posters: Vec<(i64, String)>,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<(usize, usize)> {
    let base = base.to_owned();
    tokio::spawn(async move {
        let client = reqwest::Client::new();
        let mut tick = tokio::time::interval(Duration::from_secs(1) / POSTS_PER_SECOND.max(1));
        let (mut sent, mut failed) = (0_usize, 0_usize);
        while !stop.load(Ordering::Relaxed) {
            tick.tick().await;
            let (session, token) = &posters[sent % posters.len()];
            let answer = client
                .post(format!("{base}/api/generalSessions/{session}/messages"))
                .bearer_auth(token)
                .json(&json!({"message": format!("<p>W tle. {FILLER}</p>")}))
                .send()
                .await;
            if !answer.is_ok_and(|a| a.status().is_success()) {
                failed += 1;
            }
            sent += 1;
        }
        (sent, failed)
    })
}

/// Runs wrk on `lines` (counting the 304s with `count_status`) while posts land with
/// `background_posts`.
pub async fn measure(
    settings: &Arc<Settings>,
    base: &str,
    dir: &Path,
    name: &str,
    lines: &[Line],
    count_status: bool,
    background: Option<Vec<(i64, String)>>,
) -> Res<Measured> {
    let file = dir.join(format!("{name}.tsv"));
    let mut text = String::new();
    for line in lines {
        text.push_str(&line.tsv());
        text.push('\n');
    }
    std::fs::write(&file, text)?;
    let stop = Arc::new(AtomicBool::new(false));
    let poster = background.map(|posters| background_posts(base, posters, stop.clone()));
    let (settings2, base2) = (settings.clone(), base.to_owned());
    let measured =
        tokio::task::spawn_blocking(move || run_wrk(&settings2, &base2, &file, count_status))
            .await?;
    stop.store(true, Ordering::Relaxed);
    if let Some(poster) = poster {
        let (sent, failed) = poster.await?;
        if failed > 0 {
            eprintln!("  background posts: {failed} of {sent} failed");
        }
    }
    measured
}
