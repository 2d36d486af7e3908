//! Logins under load: the burst before the memory reading, the flood in turns beside the open loop.

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::Res;
use crate::common::PASSWORD;

/// Logins at a time in the login burst (issue 15: 1,000 logins, 50 at a time).
pub const BURST_CONCURRENCY: usize = 50;

/// `count` logins of different players, `BURST_CONCURRENCY` at a time; the time it took.
pub async fn login_burst(base: &str, count: usize) -> Res<Duration> {
    let client = reqwest::Client::new();
    let started = Instant::now();
    let mut p = 0;
    while p < count {
        let batch = (p..(p + BURST_CONCURRENCY).min(count)).map(|n| {
            client
                .post(format!("{base}/api/login"))
                .json(&json!({"email": format!("gracz{n}@mrok.bench"), "password": PASSWORD}))
                .send()
        });
        for answer in futures_util::future::join_all(batch).await {
            let answer = answer?;
            if !answer.status().is_success() {
                return Err(format!("login answered {}", answer.status()).into());
            }
            let body: Value = answer.json().await?;
            if body["token"].as_str().is_none() {
                return Err("login answered no token".into());
            }
        }
        p += BURST_CONCURRENCY;
    }
    Ok(started.elapsed())
}

/// The login flood's turns during the open loop: on for a window, off for the next, from the
/// loop's start (the first window without), so that the p99 with and without the flood come
/// from the same run, under the same state of the box (issue 15: the
/// goal is a relative one, and two runs a minute apart differed by more than 20 % on their own).
pub const FLOOD_WINDOW: Duration = Duration::from_secs(10);
/// A request planned this close to a login in flight counts neither with the flood nor
/// without it.
pub const FLOOD_MARGIN: Duration = Duration::from_millis(500);

/// What runs during the flood's turns.
#[derive(Clone, Copy, PartialEq)]
pub enum Flood {
    /// Logins, `BURST_CONCURRENCY` at a time (the login flood).
    Logins,
    /// One busy loop at the lowest priority there is (`chrt --idle`), the whole turn: the
    /// control for the logins, since their hashing runs at that priority too (issue 15:
    /// on the 2-core box the kernel still lets such a loop hold a core a tick now and then
    /// while a request waits, whatever it computes).
    BusyLoop,
}

/// One login of the flood (or, with `Flood::BusyLoop`, one turn of the loop).
pub struct Login {
    pub sent: Instant,
    pub done: Instant,
    pub ok: bool,
}

/// The index of the `FLOOD_WINDOW` `at` falls in, from `start`: the flood runs in the odd ones.
fn flood_window(start: Instant, at: Instant) -> u128 {
    at.saturating_duration_since(start).as_millis() / FLOOD_WINDOW.as_millis()
}

/// A busy loop at the lowest priority during every other `FLOOD_WINDOW` from `start`, as the
/// logins of `login_flood` would run, until `stop`; each turn counts as one "login".
pub async fn busy_turns(start: Instant, stop: Arc<AtomicBool>) -> Res<Vec<Login>> {
    let mut turns = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let sent = Instant::now();
        let window = flood_window(start, sent);
        if window.is_multiple_of(2) {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        let end = start + FLOOD_WINDOW * u32::try_from(window + 1)?;
        let seconds = format!("{:.3}", end.saturating_duration_since(sent).as_secs_f64());
        let status = tokio::task::spawn_blocking(move || {
            Command::new("chrt")
                .args(["--idle", "0", "timeout", &seconds, "sh", "-c", "while :; do :; done"])
                .status()
        })
        .await??;
        // timeout's own status when it stopped the loop.
        if status.code() != Some(124) {
            return Err(format!("the busy loop ended with {status}").into());
        }
        turns.push(Login { sent, done: Instant::now(), ok: true });
    }
    Ok(turns)
}

/// Logins of different players, `BURST_CONCURRENCY` at a time, during every other
/// `FLOOD_WINDOW` from `start` (the second, the fourth…), until `stop`.
pub async fn login_flood(
    base: String,
    players: usize,
    start: Instant,
    stop: Arc<AtomicBool>,
) -> Vec<Login> {
    let client = reqwest::Client::new();
    let next = Arc::new(AtomicUsize::new(0));
    let workers = (0..BURST_CONCURRENCY).map(|_| {
        let (client, base, next, stop) = (client.clone(), base.clone(), next.clone(), stop.clone());
        async move {
            let mut logins = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let sent = Instant::now();
                if flood_window(start, sent).is_multiple_of(2) {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
                let n = next.fetch_add(1, Ordering::Relaxed) % players.max(1);
                let answer = client
                    .post(format!("{base}/api/login"))
                    .json(&json!({"email": format!("gracz{n}@mrok.bench"), "password": PASSWORD}))
                    .send()
                    .await;
                let ok = match answer {
                    Ok(answer) if answer.status().is_success() => answer.bytes().await.is_ok(),
                    _ => false,
                };
                logins.push(Login { sent, done: Instant::now(), ok });
            }
            logins
        }
    });
    futures_util::future::join_all(workers).await.into_iter().flatten().collect()
}

/// The spans during which at least one login of the flood was in flight, in order.
pub fn busy_spans(logins: &[Login]) -> Vec<(Instant, Instant)> {
    let mut spans: Vec<(Instant, Instant)> = logins.iter().map(|l| (l.sent, l.done)).collect();
    spans.sort_by_key(|span| span.0);
    let mut merged: Vec<(Instant, Instant)> = Vec::new();
    for (from, to) in spans {
        match merged.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => merged.push((from, to)),
        }
    }
    merged
}

/// Whether a request planned `at` ran with the flood (`Some(true)`), without it
/// (`Some(false)`), or too close to its start or end to say (`None`).
pub fn flooded_at(spans: &[(Instant, Instant)], at: Instant) -> Option<bool> {
    let first = spans.partition_point(|span| span.1 + FLOOD_MARGIN < at);
    match spans.get(first) {
        Some(&(from, to)) if from <= at && at <= to => Some(true),
        Some(&(from, _)) if from <= at + FLOOD_MARGIN => None,
        _ => Some(false),
    }
}
