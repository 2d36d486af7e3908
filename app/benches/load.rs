//! `make bench`: the release server under the player site's polls, on a seeded world (issue 15).
//!
//! For SQLite, and for PostgreSQL when `MROK_TEST_POSTGRES_URL` is set (a throwaway schema):
//!
//! 1. seeds the world straight through the adapters' `Db` (batched multi-row inserts, one
//!    transaction a table): players with a main character, open general and private sessions
//!    with their participants, posts. `BENCH_SCALE=small` seeds a small world for a quick run;
//!    the default is the issue's: 10,000 players, 5,000 general and 20,000 private sessions,
//!    500,000 posts;
//! 2. starts `mrok serve` (this build's release binary) on it, reads its resident memory idle,
//!    after a burst of logins (50 at a time) and twenty seconds later;
//! 3. runs wrk (`bench/wrk.lua`) against each call the player site polls, one call at a time,
//!    the requests rotating over every player's token: first the ceiling `GET /api/site`, then
//!    the polls (each conditional one twice: plain, then with every player's current tag in
//!    `If-None-Match`, so unchanged, answered 304), a post, a login, and the site's polls mixed
//!    in their real proportions, with the tags a browser holds, while two posts a second land;
//! 4. an open-loop run: every player polling on the site's schedule (each request sent at its
//!    planned time whatever the earlier answers, the latency counted from that time), tags
//!    kept as a browser keeps them, two posts a second beside; then the same again with a
//!    login flood in turns (50 logins at a time during every other 10-s window): how much the
//!    polls' p99 grows while logins are in flight against while none are, in the same run, and
//!    how many logins a second get through;
//! 5. prints one table per database (req/s, p50, p99, the share of the ceiling, errors, 304s,
//!    answer size), the mix, the open loop, the memory figures and the bundle sizes, and writes
//!    them to `bench/results.md`.
//!
//! Knobs: `BENCH_SCALE` (`full` | `small`), `BENCH_SECONDS` (a call's wrk run, 8),
//! `BENCH_CONNECTIONS` (32), `BENCH_OPEN_SECONDS` (the open loop, 60; 20 with `small`),
//! `BENCH_ONLY=open` (no wrk runs), `BENCH_TIMELINE` (the open loops second by second),
//! `BENCH_FLOOD=busy` (the flood's turns run a busy loop at the lowest priority instead of
//! logins: what any background work on the cores costs the other calls),
//! `BENCH_DATABASES` (`sqlite`, `postgres`; both by default),
//! `MROK_WRK` (the wrk binary).

use std::collections::HashMap;
use std::error::Error;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use chrono::{DateTime, TimeDelta, Utc};
use futures_util::{StreamExt, TryStreamExt};
use mrok_adapters::auth::{Argon2Hasher, JwtAccessTokens};
use mrok_adapters::sql::{Db, isolated_postgres_url};
use mrok_app::freshness::minute_of;
use mrok_core::accounts::{AccessClaims, AccessTokens, Password, PasswordHasher};
use mrok_core::characters::{Gender, Race};
use mrok_core::sessions::{CharacterType, SessionKind};
use mrok_core::shared::{Role, UserId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_NONE_MATCH};
use sea_query::{Alias, Expr, Order, Query};
use secrecy::SecretString;
use serde_json::{Value, json};
use tokio::sync::Semaphore;

type Res<T> = Result<T, Box<dyn Error + Send + Sync>>;

const PASSWORD: &str = "Haslo123!benchmark";
const SECRET: &str = "benchmark-secret-benchmark-secret";
/// Rows per INSERT statement (7 columns at most: well under both databases' parameter limits).
const BATCH: usize = 1_000;
/// Logins at a time in the login burst (issue 15: 1,000 logins, 50 at a time).
const BURST_CONCURRENCY: usize = 50;
/// Players online in the issue's goal: what the mix's req/s is compared with.
const ISSUE_PLAYERS: usize = 10_000;
/// Lines of the mixed-polls request file (each a random player's poll).
const MIX_LINES: usize = 60_000;
/// Requests in flight at once when fetching the players' current tags before a run.
const TAG_FETCHES_IN_FLIGHT: usize = 64;
/// Posts a second beside the mixed polls and the open loop.
const POSTS_PER_SECOND: u32 = 2;
/// Open-loop requests in flight at most (so at most this many connections); a request that
/// waits for a place still counts its wait in its latency.
const OPEN_IN_FLIGHT: usize = 1_000;
/// An open-loop request neither answered nor sent this long after its planned time is an error.
const OPEN_TIMEOUT: Duration = Duration::from_secs(30);
const FILLER: &str = "Mgła zeszła z gór tej nocy gęstsza niż zwykle, a latarnie przy starym trakcie \
gasły jedna po drugiej. Ktoś szedł za nimi od samej bramy, cicho, krok w krok, i nie zamierzał się \
ukrywać.";

#[derive(Clone, Copy)]
struct Scale {
    name: &'static str,
    players: usize,
    general: usize,
    private: usize,
    posts: usize,
    login_burst: usize,
    /// The open loop's length, in seconds.
    open_seconds: u64,
}

const FULL: Scale = Scale {
    name: "full",
    players: 10_000,
    general: 5_000,
    private: 20_000,
    posts: 500_000,
    login_burst: 1_000,
    open_seconds: 60,
};
const SMALL: Scale = Scale {
    name: "small",
    players: 500,
    general: 200,
    private: 800,
    posts: 20_000,
    login_burst: 200,
    open_seconds: 20,
};

struct Settings {
    scale: Scale,
    seconds: u64,
    connections: usize,
    open_seconds: u64,
    /// `BENCH_ONLY=open`: the memory figures and the open loops only, without the wrk runs.
    open_only: bool,
    /// What the second open loop's turns run beside it (`BENCH_FLOOD`).
    flood: Flood,
    /// `BENCH_DATABASES`: whether to run on SQLite, on PostgreSQL (when configured).
    sqlite: bool,
    postgres: bool,
    wrk: String,
    root: PathBuf,
}

fn env_number(name: &str, default: u64) -> Res<u64> {
    match std::env::var(name) {
        Ok(value) if !value.trim().is_empty() => {
            Ok(value.trim().parse().map_err(|e| format!("{name}={value}: {e}"))?)
        }
        _ => Ok(default),
    }
}

impl Settings {
    fn from_env() -> Res<Settings> {
        let scale = match std::env::var("BENCH_SCALE").unwrap_or_default().as_str() {
            "" | "full" => FULL,
            "small" => SMALL,
            other => return Err(format!("BENCH_SCALE={other}: full or small").into()),
        };
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .ok_or("the workspace folder")?
            .to_path_buf();
        let databases = match std::env::var("BENCH_DATABASES").unwrap_or_default().as_str() {
            "" => "sqlite,postgres".to_owned(),
            wanted if wanted.split(',').all(|d| ["sqlite", "postgres"].contains(&d.trim())) => {
                wanted.to_owned()
            }
            other => return Err(format!("BENCH_DATABASES={other}: sqlite, postgres").into()),
        };
        Ok(Settings {
            scale,
            seconds: env_number("BENCH_SECONDS", 8)?,
            connections: usize::try_from(env_number("BENCH_CONNECTIONS", 32)?)?,
            open_seconds: env_number("BENCH_OPEN_SECONDS", scale.open_seconds)?,
            open_only: match std::env::var("BENCH_ONLY").unwrap_or_default().as_str() {
                "" => false,
                "open" => true,
                other => return Err(format!("BENCH_ONLY={other}: open or nothing").into()),
            },
            flood: match std::env::var("BENCH_FLOOD").unwrap_or_default().as_str() {
                "" | "logins" => Flood::Logins,
                "busy" => Flood::BusyLoop,
                other => return Err(format!("BENCH_FLOOD={other}: logins or busy").into()),
            },
            sqlite: databases.contains("sqlite"),
            postgres: databases.contains("postgres"),
            wrk: std::env::var("MROK_WRK").unwrap_or_else(|_| "wrk".into()),
            root,
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Seeding

/// What the seeding made, in insertion order.
struct World {
    /// Account ids, player `p` at index `p`.
    users: Vec<i64>,
    general: Vec<i64>,
    /// A general session each player takes part in (`None`: none).
    member_of: Vec<Option<i64>>,
    posts: usize,
    members: usize,
    took: Duration,
}

#[derive(sqlx::FromRow)]
struct IdRow {
    id: i64,
}

async fn ids(db: &Db, table: &str) -> Res<Vec<i64>> {
    let rows: Vec<IdRow> = db
        .fetch_all(
            &Query::select()
                .column(Alias::new("id"))
                .from(Alias::new(table))
                .order_by(Alias::new("id"), Order::Asc)
                .to_owned(),
        )
        .await?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

/// Inserts `rows` into `table`, `BATCH` rows a statement, in one transaction.
async fn insert_rows(
    db: &Db,
    table: &str,
    columns: &[&str],
    rows: impl IntoIterator<Item = Vec<Expr>>,
) -> Res<usize> {
    let empty = Query::insert()
        .into_table(Alias::new(table))
        .columns(columns.iter().map(|c| Alias::new(*c)))
        .to_owned();
    let mut tx = db.begin().await?;
    let mut statement = empty.clone();
    let (mut pending, mut total) = (0, 0);
    for row in rows {
        statement.values(row)?;
        pending += 1;
        total += 1;
        if pending == BATCH {
            tx.execute(&statement).await?;
            statement = empty.clone();
            pending = 0;
        }
    }
    if pending > 0 {
        tx.execute(&statement).await?;
    }
    tx.commit().await?;
    Ok(total)
}

/// A cheap deterministic spread of `k` over `0..modulo`.
fn spread(k: usize, modulo: usize) -> usize {
    (k.wrapping_mul(2_654_435_761) >> 7) % modulo.max(1)
}

fn general_members(g: usize, scale: Scale) -> Vec<usize> {
    let p = scale.players;
    let mut members = vec![g % p, (g + scale.general) % p, (g * 7 + 1) % p, (g * 13 + 5) % p];
    dedup(&mut members);
    members
}

fn private_members(q: usize, scale: Scale) -> Vec<usize> {
    let p = scale.players;
    let mut members = vec![q % p, (q * 3 + 1) % p, (q * 11 + 7) % p];
    dedup(&mut members);
    members
}

fn dedup(members: &mut Vec<usize>) {
    let mut seen = Vec::with_capacity(members.len());
    members.retain(|m| {
        let fresh = !seen.contains(m);
        seen.push(*m);
        fresh
    });
}

async fn seed(db: &Db, scale: Scale) -> Res<World> {
    let started = Instant::now();
    let now = Utc::now();
    // One real argon2id hash for every account: hashing 10,000 passwords would take minutes.
    let hash = Argon2Hasher::new()?.hash(&Password::new(PASSWORD)).await?;

    insert_rows(
        db,
        "users",
        &["email", "password_hash", "role", "activated_at", "last_seen_at", "created_at"],
        (0..scale.players).map(|p| {
            vec![
                format!("gracz{p}@mrok.bench").into(),
                hash.clone().into(),
                Role::Resident.as_str().into(),
                now.into(),
                now.into(), // everyone is online: the online list is the issue's 10,000
                (now - TimeDelta::days(60)).into(),
            ]
        }),
    )
    .await?;
    let users = ids(db, "users").await?;
    if users.len() != scale.players {
        return Err(format!("{} accounts after seeding {}", users.len(), scale.players).into());
    }
    let names: Vec<String> = (0..scale.players).map(|p| format!("Postać {p}")).collect();
    insert_rows(
        db,
        "characters",
        &["user_id", "slot", "name", "gender", "race", "approved", "created_at"],
        (0..scale.players).map(|p| {
            vec![
                users[p].into(),
                0_i64.into(),
                names[p].clone().into(),
                Gender::Female.as_str().into(),
                Race::Vampire.as_str().into(),
                true.into(),
                (now - TimeDelta::days(60)).into(),
            ]
        }),
    )
    .await?;
    let characters = ids(db, "characters").await?;

    // Sessions: general ones first, then private ones; `k` counts both.
    let sessions = scale.general + scale.private;
    let members: Vec<Vec<usize>> = (0..sessions)
        .map(|k| {
            if k < scale.general {
                general_members(k, scale)
            } else {
                private_members(k - scale.general, scale)
            }
        })
        .collect();
    let average = scale.posts / sessions.max(1);
    let counts: Vec<usize> =
        (0..sessions).map(|k| (average / 2 + spread(k, average + 1)).max(1)).collect();
    let last_activity = |k: usize| now - TimeDelta::minutes(spread(k, 30 * 24 * 60) as i64 + 1);
    let posted_at =
        |k: usize, j: usize| last_activity(k) - TimeDelta::minutes(17 * (counts[k] - 1 - j) as i64);
    insert_rows(
        db,
        "rp_sessions",
        &["kind", "title", "owner_id", "closed", "created_at", "last_activity"],
        (0..sessions).map(|k| {
            let kind = if k < scale.general { SessionKind::General } else { SessionKind::Private };
            vec![
                kind.as_str().into(),
                format!("Sesja {k}: noc nad traktem").into(),
                users[members[k][0]].into(),
                false.into(),
                (posted_at(k, 0) - TimeDelta::minutes(1)).into(),
                last_activity(k).into(),
            ]
        }),
    )
    .await?;
    let session_ids = ids(db, "rp_sessions").await?;
    if session_ids.len() != sessions {
        return Err(format!("{} sessions after seeding {sessions}", session_ids.len()).into());
    }
    // Borrowed by the row iterators below.
    let (users_, characters_, names_) = (&users, &characters, &names);
    let (members_, counts_, session_ids_) = (&members, &counts, &session_ids);
    let member_rows = insert_rows(
        db,
        "rp_members",
        &["session_id", "user_id", "joined_at", "seen_at", "character_type", "character_id"],
        (0..sessions).flat_map(move |k| {
            let members = &members_[k];
            let joined = posted_at(k, 0) - TimeDelta::minutes(1);
            let session = session_ids_[k];
            members.iter().enumerate().map(move |(i, &p)| {
                // The owner saw the last post; of the others, every other one has not.
                let seen: Option<DateTime<Utc>> =
                    if i == 0 || (k + i) % 2 == 0 { Some(last_activity(k)) } else { None };
                vec![
                    session.into(),
                    users_[p].into(),
                    joined.into(),
                    seen.into(),
                    CharacterType::Main.as_str().into(),
                    characters_[p].into(),
                ]
            })
        }),
    )
    .await?;
    let posts = insert_rows(
        db,
        "rp_messages",
        &[
            "session_id",
            "user_id",
            "body",
            "character_type",
            "character_id",
            "character_name",
            "created_at",
        ],
        (0..sessions).flat_map(move |k| {
            let members = &members_[k];
            let session = session_ids_[k];
            (0..counts_[k]).map(move |j| {
                let p = members[j % members.len()];
                vec![
                    session.into(),
                    users_[p].into(),
                    format!("<p>Wpis {j} w sesji {k}. {FILLER}</p>").into(),
                    CharacterType::Main.as_str().into(),
                    characters_[p].into(),
                    names_[p].clone().into(),
                    posted_at(k, j).into(),
                ]
            })
        }),
    )
    .await?;
    let mut tx = db.begin().await?;
    tx.execute(
        &Query::update()
            .table(Alias::new("rp_sessions"))
            .value(
                Alias::new("last_message_id"),
                Expr::cust(
                    "(SELECT MAX(m.id) FROM rp_messages m WHERE m.session_id = rp_sessions.id)",
                ),
            )
            .value(
                Alias::new("message_count"),
                Expr::cust(
                    "(SELECT COUNT(*) FROM rp_messages m WHERE m.session_id = rp_sessions.id)",
                ),
            )
            .to_owned(),
    )
    .await?;
    tx.commit().await?;
    if let Db::Postgres(pool) = db {
        // What autovacuum would have done by the time a real world is this big.
        sqlx::raw_sql("ANALYZE").execute(pool).await?;
    }

    let mut member_of = vec![None; scale.players];
    for (g, members) in members.iter().enumerate().take(scale.general) {
        for &p in members {
            member_of[p].get_or_insert(session_ids[g]);
        }
    }
    Ok(World {
        users,
        general: session_ids[..scale.general].to_vec(),
        member_of,
        posts,
        members: member_rows,
        took: started.elapsed(),
    })
}

async fn close(db: Db) {
    match db {
        Db::Postgres(pool) => pool.close().await,
        Db::Sqlite { reader, writer } => {
            reader.close().await;
            writer.close().await;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The server

struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn start(data: &Path, database_url: &str) -> Res<Server> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let child = Command::new(env!("CARGO_BIN_EXE_mrok"))
        .arg("serve")
        .env("MROK_DATA_DIR", data)
        .env("MROK_DATABASE_URL", database_url)
        .env("MROK_BIND", format!("127.0.0.1:{port}"))
        .env("MROK_JWT_SECRET", SECRET)
        .env("MROK_RATE_LIMITS", "off")
        // Every simulated player comes from 127.0.0.1: the cap meant for one real address would
        // refuse most of the open loop's connections.
        .env("MROK_MAX_CONNECTIONS_PER_ADDRESS", "20000")
        .env("RUST_LOG", "error")
        .env_remove("MROK_SMTP_URL")
        .stdout(Stdio::null())
        .spawn()?;
    let server = Server { child, base: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    for _ in 0..1_200 {
        if client.get(format!("{}/api/site", server.base)).send().await.is_ok() {
            return Ok(server);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err("mrok serve did not answer within a minute".into())
}

/// The server's resident memory (VmRSS), in MiB.
fn rss_mib(server: &Server) -> Res<f64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id()))?;
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .ok_or("no VmRSS in /proc/<pid>/status")?;
    Ok(kb / 1024.0)
}

/// `count` logins of different players, `BURST_CONCURRENCY` at a time; the time it took.
async fn login_burst(base: &str, count: usize) -> Res<Duration> {
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
const FLOOD_WINDOW: Duration = Duration::from_secs(10);
/// A request planned this close to a login in flight counts neither with the flood nor
/// without it.
const FLOOD_MARGIN: Duration = Duration::from_millis(500);

/// What runs during the flood's turns.
#[derive(Clone, Copy, PartialEq)]
enum Flood {
    /// Logins, `BURST_CONCURRENCY` at a time (the issue's login flood).
    Logins,
    /// One busy loop at the lowest priority there is (`chrt --idle`), the whole turn: the
    /// control for the logins, since their hashing runs at that priority too (issue 15:
    /// on the 2-core box the kernel still lets such a loop hold a core a tick now and then
    /// while a request waits, whatever it computes).
    BusyLoop,
}

/// One login of the flood (or, with `Flood::BusyLoop`, one turn of the loop).
struct Login {
    sent: Instant,
    done: Instant,
    ok: bool,
}

/// The index of the `FLOOD_WINDOW` `at` falls in, from `start`: the flood runs in the odd ones.
fn flood_window(start: Instant, at: Instant) -> u128 {
    at.saturating_duration_since(start).as_millis() / FLOOD_WINDOW.as_millis()
}

/// A busy loop at the lowest priority during every other `FLOOD_WINDOW` from `start`, as the
/// logins of `login_flood` would run, until `stop`; each turn counts as one "login".
async fn busy_turns(start: Instant, stop: Arc<AtomicBool>) -> Res<Vec<Login>> {
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
async fn login_flood(
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
fn busy_spans(logins: &[Login]) -> Vec<(Instant, Instant)> {
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
fn flooded_at(spans: &[(Instant, Instant)], at: Instant) -> Option<bool> {
    let first = spans.partition_point(|span| span.1 + FLOOD_MARGIN < at);
    match spans.get(first) {
        Some(&(from, to)) if from <= at && at <= to => Some(true),
        Some(&(from, _)) if from <= at + FLOOD_MARGIN => None,
        _ => Some(false),
    }
}

// ---------------------------------------------------------------------------------------------
// The calls and wrk

/// One request of a wrk file: `METHOD\tPATH\tTOKEN\tBODY`, and `\tIF-NONE-MATCH` with a tag.
#[derive(Clone)]
struct Line {
    method: &'static str,
    path: String,
    token: Option<String>,
    body: Option<String>,
    /// The `If-None-Match` to send: the tag a browser holds for this answer.
    tag: Option<String>,
    /// Whose request it is (the account id), when a player's.
    user: Option<i64>,
}

impl Line {
    fn get(path: String, token: Option<&str>) -> Line {
        Line {
            method: "GET",
            path,
            token: token.map(str::to_owned),
            body: None,
            tag: None,
            user: None,
        }
    }

    /// Player `p`'s GET of `path`.
    fn player(path: String, world: &World, tokens: &[String], p: usize) -> Line {
        Line { user: Some(world.users[p]), ..Line::get(path, Some(&tokens[p])) }
    }

    fn tsv(&self) -> String {
        let mut line = format!(
            "{}\t{}\t{}\t{}",
            self.method,
            self.path,
            self.token.as_deref().unwrap_or("-"),
            self.body.as_deref().unwrap_or("-")
        );
        if let Some(tag) = &self.tag {
            line.push('\t');
            line.push_str(tag);
        }
        line
    }
}

/// One call measured on its own.
struct Call {
    label: &'static str,
    every: &'static str,
    lines: Vec<Line>,
    /// Answers 304 to a current `If-None-Match`: measured a second time, with the tags.
    conditional: bool,
}

/// The polls of every logged-in page of the player site (web/src/lib/query.ts and the
/// queries of the shell): each path template (`{me}`: the player's id), how many times a
/// minute it is asked, and whether it answers 304 to the tag of the last answer (which the
/// browser sends in `If-None-Match`). A page's own polls (a session list's page, an open
/// session) come on top for the players on that page; the table measures them one by one.
const SITE_POLLS: [(&str, u32, bool); 7] = [
    ("/api/sessions/unread", 6, true),
    ("/api/conversations/user/{me}", 6, true),
    ("/api/online-users?limit=100", 4, true),
    ("/api/home/profile/{me}", 2, true),
    ("/api/check-prison-status", 2, false),
    ("/api/admin/check-resident-message", 2, false),
    ("/api/global-notifications/unread", 1, true),
];

/// Polls a second per player online, from `SITE_POLLS`.
fn polls_per_player_second() -> f64 {
    SITE_POLLS.iter().map(|(_, n, _)| f64::from(*n)).sum::<f64>() / 60.0
}

fn poll_path(template: &str, world: &World, p: usize) -> String {
    template.replace("{me}", &world.users[p].to_string())
}

fn calls(world: &World, tokens: &[String]) -> Vec<Call> {
    let every_player = |path: &dyn Fn(usize) -> String| -> Vec<Line> {
        (0..tokens.len()).map(|p| Line::player(path(p), world, tokens, p)).collect()
    };
    let session_of =
        |p: usize| world.member_of[p].unwrap_or(world.general[p % world.general.len()]);
    let members: Vec<usize> = (0..tokens.len()).filter(|p| world.member_of[*p].is_some()).collect();
    let call = |label, every, lines, conditional| Call { label, every, lines, conditional };
    vec![
        call(
            "`GET /api/site` (plain JSON: the ceiling)",
            "—",
            vec![Line::get("/api/site".into(), None)],
            false,
        ),
        call(
            "`GET /api/generalSessions` (all)",
            "— (other clients)",
            every_player(&|_| "/api/generalSessions".into()),
            true,
        ),
        call(
            "`GET /api/generalSessions/page?page=1`",
            "10 s (its list)",
            every_player(&|_| "/api/generalSessions/page?page=1".into()),
            true,
        ),
        call(
            "`GET /api/privateSessions` (all)",
            "— (other clients)",
            every_player(&|_| "/api/privateSessions".into()),
            true,
        ),
        call(
            "`GET /api/privateSessions/page?page=1`",
            "10 s (its list)",
            every_player(&|_| "/api/privateSessions/page?page=1".into()),
            true,
        ),
        call(
            "`GET /api/sessions/unread`",
            "10 s",
            every_player(&|_| "/api/sessions/unread".into()),
            true,
        ),
        call(
            "`GET /api/conversations/user/{me}`",
            "10 s",
            every_player(&|p| format!("/api/conversations/user/{}", world.users[p])),
            true,
        ),
        call(
            "`GET /api/online-users` (all)",
            "— (other clients)",
            every_player(&|_| "/api/online-users".into()),
            true,
        ),
        call(
            "`GET /api/online-users?limit=100`",
            "15 s",
            every_player(&|_| "/api/online-users?limit=100".into()),
            true,
        ),
        call(
            "`GET /api/home/profile/{me}` (player card)",
            "30 s",
            every_player(&|p| format!("/api/home/profile/{}", world.users[p])),
            true,
        ),
        call(
            "`GET /api/check-prison-status`",
            "30 s",
            every_player(&|_| "/api/check-prison-status".into()),
            false,
        ),
        call(
            "`GET /api/admin/check-resident-message`",
            "30 s",
            every_player(&|_| "/api/admin/check-resident-message".into()),
            false,
        ),
        call(
            "`GET /api/global-notifications/unread`",
            "60 s",
            every_player(&|_| "/api/global-notifications/unread".into()),
            true,
        ),
        call(
            "`GET /api/generalSessions/{id}` (open session)",
            "10 s (its page)",
            every_player(&|p| format!("/api/generalSessions/{}", session_of(p))),
            true,
        ),
        call(
            "`GET /api/generalSessions/{id}/participantsCharacters`",
            "10 s (its page)",
            every_player(&|p| {
                format!("/api/generalSessions/{}/participantsCharacters", session_of(p))
            }),
            true,
        ),
        call(
            "`GET /api/generalSessions/{id}/messages?limit=20`",
            "on news",
            every_player(&|p| format!("/api/generalSessions/{}/messages?limit=20", session_of(p))),
            false,
        ),
        call(
            "`POST /api/generalSessions/{id}/messages` (a post)",
            "—",
            members
                .iter()
                .map(|&p| Line {
                    method: "POST",
                    path: format!("/api/generalSessions/{}/messages", session_of(p)),
                    token: Some(tokens[p].clone()),
                    body: Some(
                        json!({"message": format!("<p>Nowy wpis. {FILLER}</p>")}).to_string(),
                    ),
                    tag: None,
                    user: None,
                })
                .collect(),
            false,
        ),
        call(
            "`POST /api/login` (argon2id)",
            "—",
            (0..tokens.len())
                .map(|p| Line {
                    method: "POST",
                    path: "/api/login".into(),
                    token: None,
                    body: Some(
                        json!({"email": format!("gracz{p}@mrok.bench"), "password": PASSWORD})
                            .to_string(),
                    ),
                    tag: None,
                    user: None,
                })
                .collect(),
            false,
        ),
    ]
}

/// The site's polls in their proportions, each line a random player's: `(player, poll)`, the
/// poll an index of `SITE_POLLS`.
fn mix_picks(players: usize) -> Vec<(usize, usize)> {
    let total: u32 = SITE_POLLS.iter().map(|(_, n, _)| n).sum();
    let mut rng = StdRng::seed_from_u64(15);
    (0..MIX_LINES)
        .map(|i| {
            let mut slot = (i % total as usize) as u32;
            let mut poll = 0;
            for (k, (_, n, _)) in SITE_POLLS.iter().enumerate() {
                if slot < *n {
                    poll = k;
                    break;
                }
                slot -= n;
            }
            (rng.random_range(0..players), poll)
        })
        .collect()
}

/// The mixed polls' lines, each conditional one with the tag its player's browser holds now.
async fn mix_lines(
    client: &reqwest::Client,
    base: &str,
    world: &World,
    tokens: &[String],
    run_seconds: f64,
) -> Res<Vec<Line>> {
    let mut picks = mix_picks(tokens.len());
    let line = |&(p, poll): &(usize, usize)| {
        Line::player(poll_path(SITE_POLLS[poll].0, world, p), world, tokens, p)
    };
    let mut tagged: Vec<(usize, usize)> =
        picks.iter().copied().filter(|&(_, poll)| SITE_POLLS[poll].2).collect();
    tagged.sort_unstable();
    tagged.dedup();
    let wanted: Vec<Line> = tagged.iter().map(line).collect();
    let tags = tags_for_run(client, base, &wanted, run_seconds).await?;
    // The players whose tags would go stale during the run sit it out, all their polls.
    let stale: std::collections::HashSet<usize> =
        tagged.iter().zip(&tags).filter(|(_, tag)| tag.is_none()).map(|(&(p, _), _)| p).collect();
    picks.retain(|(p, _)| !stale.contains(p));
    let tags: HashMap<(usize, usize), String> =
        tagged.into_iter().zip(tags).filter_map(|(pick, tag)| Some((pick, tag?))).collect();
    Ok(picks.iter().map(|pick| Line { tag: tags.get(pick).cloned(), ..line(pick) }).collect())
}

#[derive(Clone, Default)]
struct Measured {
    requests: u64,
    seconds: f64,
    bytes: u64,
    errors: u64,
    /// 304 answers, when wrk counted them (`BENCH_COUNT_STATUS`).
    not_modified: Option<u64>,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
}

impl Measured {
    fn rate(&self) -> f64 {
        if self.seconds > 0.0 { self.requests as f64 / self.seconds } else { 0.0 }
    }

    fn kib_per_answer(&self) -> f64 {
        if self.requests > 0 { self.bytes as f64 / self.requests as f64 / 1024.0 } else { 0.0 }
    }

    fn not_modified_share(&self) -> Option<f64> {
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
async fn measure(
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

// ---------------------------------------------------------------------------------------------
// Tags

/// The tag a browser would hold for `line`'s answer now, read from the answer's `ETag`. With
/// `star`, asked with `If-None-Match: *`, which every current tag matches: the server answers
/// 304 with the tag without building the answer (a whole general list would take a third of a
/// second each), and it is the tag a plain GET gets (`check_star_tags`).
async fn current_tag(client: &reqwest::Client, base: &str, line: &Line, star: bool) -> Res<String> {
    let mut request = client.get(format!("{base}{}", line.path));
    if let Some(token) = &line.token {
        request = request.bearer_auth(token);
    }
    if star {
        request = request.header(IF_NONE_MATCH, "*");
    }
    let answer = request.send().await?;
    let status = answer.status();
    if !(status.is_success() || status == StatusCode::NOT_MODIFIED) {
        return Err(format!("{} answered {status} to a tag's GET", line.path).into());
    }
    let tag = answer
        .headers()
        .get(ETAG)
        .and_then(|t| t.to_str().ok())
        .map(str::to_owned)
        .ok_or_else(|| format!("{} answered no ETag", line.path))?;
    answer.bytes().await?;
    Ok(tag)
}

/// The current tags of `lines`, `TAG_FETCHES_IN_FLIGHT` at a time.
async fn fetch_tags(client: &reqwest::Client, base: &str, lines: &[Line]) -> Res<Vec<String>> {
    futures_util::stream::iter(lines.iter().map(|line| current_tag(client, base, line, true)))
        .buffered(TAG_FETCHES_IN_FLIGHT)
        .try_collect()
        .await
}

/// The wall clock (the server's: same box), in seconds.
fn unix_seconds() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs_f64()
}

/// The current tags of `lines`, each only when it stays current through a run of `run_seconds`
/// after the fetch (`None` otherwise). A tag names its player's minute, which the server turns
/// at a second of each player's own (`minute_of`), so during a 10-s run about a sixth of the
/// players' tags go stale: a browser takes the next answer's tag, wrk cannot, so those lines
/// sit the run out.
async fn tags_for_run(
    client: &reqwest::Client,
    base: &str,
    lines: &[Line],
    run_seconds: f64,
) -> Res<Vec<Option<String>>> {
    let needed = run_seconds + 2.0; // wrk's start, and a margin
    let started = Instant::now();
    let from = unix_seconds().floor() as u64;
    let tags = fetch_tags(client, base, lines).await?;
    let until = (unix_seconds() + needed).ceil() as u64;
    let kept: Vec<Option<String>> = lines
        .iter()
        .zip(tags)
        .map(|(line, tag)| {
            let current = line
                .user
                .map(UserId)
                .is_none_or(|user| minute_of(user, from) == minute_of(user, until));
            current.then_some(tag)
        })
        .collect();
    println!(
        "  {} tags in {:.1} s, {} of them current through the run",
        lines.len(),
        started.elapsed().as_secs_f64(),
        kept.iter().flatten().count()
    );
    Ok(kept)
}

/// Whether a plain GET gets the same tag as `If-None-Match: *` for the first of `lines` (it
/// should: the tag is read before the answer is built); a warning when not.
async fn check_star_tags(client: &reqwest::Client, base: &str, lines: &[Line]) -> Res<()> {
    let Some(line) = lines.first() else { return Ok(()) };
    let star = current_tag(client, base, line, true).await?;
    let plain = current_tag(client, base, line, false).await?;
    if star != plain {
        eprintln!("  {}: a plain GET's tag {plain} is not If-None-Match *'s {star}", line.path);
    }
    Ok(())
}

/// A client for the tag fetches: HTTP/1.1 kept alive, as wrk's; an idle connection is dropped
/// well before the server's idle timeout (120 s) would close it under a request.
fn tag_client() -> Res<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .pool_max_idle_per_host(TAG_FETCHES_IN_FLIGHT)
        .pool_idle_timeout(Duration::from_secs(30))
        .timeout(Duration::from_secs(60))
        .build()?)
}

// ---------------------------------------------------------------------------------------------
// The open loop

/// One planned request of the open loop.
#[derive(Clone, Copy)]
enum Planned {
    /// `SITE_POLLS[poll]` of `player`.
    Poll { player: usize, poll: usize },
    /// The `n`th post.
    Post(usize),
}

/// How an open-loop request ended.
enum Outcome {
    Answered(StatusCode),
    Failed(String),
}

struct Sample {
    /// An index of `SITE_POLLS`, or `SITE_POLLS.len()` for a post.
    kind: usize,
    /// When it was planned to be sent.
    planned: Instant,
    /// From the planned send time to the end of the answer (or of the failure).
    latency: Duration,
    outcome: Outcome,
}

impl Sample {
    fn is_error(&self) -> bool {
        match &self.outcome {
            Outcome::Answered(status) => {
                !(status.is_success() || *status == StatusCode::NOT_MODIFIED)
            }
            Outcome::Failed(_) => true,
        }
    }
}

/// What the open-loop requests share.
struct OpenContext {
    client: reqwest::Client,
    /// Each player's polls' URLs, `player * SITE_POLLS.len() + poll`.
    urls: Vec<String>,
    tokens: Vec<String>,
    /// The tag each player's browser holds for each poll (same index as `urls`).
    tags: Vec<Mutex<Option<String>>>,
    /// Each post's URL (a player's own general session) and the player's token.
    posts: Vec<(String, String)>,
    in_flight: Semaphore,
}

/// The plan: each player's polls, each at its own period from a random phase (as each browser
/// tab started at its own time), and the posts; sorted by their time from the start.
fn open_plan(players: usize, seconds: f64, posts: bool) -> Vec<(f64, Planned)> {
    let mut rng = StdRng::seed_from_u64(16);
    let mut plan = Vec::new();
    for player in 0..players {
        for (poll, (_, per_minute, _)) in SITE_POLLS.iter().enumerate() {
            let period = 60.0 / f64::from(*per_minute);
            let mut at = rng.random_range(0.0..period);
            while at < seconds {
                plan.push((at, Planned::Poll { player, poll }));
                at += period;
            }
        }
    }
    if posts {
        let every = 1.0 / f64::from(POSTS_PER_SECOND.max(1));
        let (mut at, mut n) = (every / 2.0, 0);
        while at < seconds {
            plan.push((at, Planned::Post(n)));
            (at, n) = (at + every, n + 1);
        }
    }
    plan.sort_by(|a, b| a.0.total_cmp(&b.0));
    plan
}

async fn open_request(ctx: Arc<OpenContext>, at: Instant, planned: Planned) -> Sample {
    let kind = match planned {
        Planned::Poll { poll, .. } => poll,
        Planned::Post(_) => SITE_POLLS.len(),
    };
    let failed = |why: String| Sample {
        kind,
        planned: at,
        latency: at.elapsed(),
        outcome: Outcome::Failed(why),
    };
    let Ok(_place) = ctx.in_flight.acquire().await else {
        return failed("the client closed".into());
    };
    if at.elapsed() > OPEN_TIMEOUT {
        return failed(format!("not sent within {} s", OPEN_TIMEOUT.as_secs()));
    }
    let (request, slot) = match planned {
        Planned::Poll { player, poll } => {
            let slot = player * SITE_POLLS.len() + poll;
            let mut request = ctx.client.get(&ctx.urls[slot]).bearer_auth(&ctx.tokens[player]);
            let tag = ctx.tags[slot].lock().unwrap_or_else(|p| p.into_inner()).clone();
            if let Some(tag) = tag {
                request = request.header(IF_NONE_MATCH, tag);
            }
            (request, Some(slot))
        }
        Planned::Post(n) => {
            let (url, token) = &ctx.posts[n % ctx.posts.len()];
            let body = json!({"message": format!("<p>W tle. {FILLER}</p>")});
            (ctx.client.post(url).bearer_auth(token).json(&body), None)
        }
    };
    let answered = async {
        let answer = request.send().await?;
        let status = answer.status();
        let tag = answer.headers().get(ETAG).and_then(|t| t.to_str().ok()).map(str::to_owned);
        answer.bytes().await?;
        Ok::<_, reqwest::Error>((status, tag))
    }
    .await;
    let latency = at.elapsed();
    match answered {
        Ok((status, tag)) => {
            // The browser keeps the last full answer's tag for its next poll.
            if let (true, Some(tag), Some(slot)) = (status.is_success(), tag, slot) {
                *ctx.tags[slot].lock().unwrap_or_else(|p| p.into_inner()) = Some(tag);
            }
            Sample { kind, planned: at, latency, outcome: Outcome::Answered(status) }
        }
        Err(e) => Sample { kind, planned: at, latency, outcome: Outcome::Failed(e.to_string()) },
    }
}

/// One line of the open loop's figures.
#[derive(Default)]
struct OpenFigures {
    sent: usize,
    answered: usize,
    errors: usize,
    not_modified: usize,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
}

impl OpenFigures {
    fn of<'a>(samples: impl Iterator<Item = &'a Sample>) -> OpenFigures {
        let mut figures = OpenFigures::default();
        let mut latencies = Vec::new();
        for sample in samples {
            figures.sent += 1;
            if sample.is_error() {
                figures.errors += 1;
            }
            if let Outcome::Answered(status) = sample.outcome {
                figures.answered += 1;
                latencies.push(sample.latency);
                if status == StatusCode::NOT_MODIFIED {
                    figures.not_modified += 1;
                }
            }
        }
        latencies.sort_unstable();
        figures.p50_ms = percentile_ms(&latencies, 0.50);
        figures.p99_ms = percentile_ms(&latencies, 0.99);
        figures.max_ms = percentile_ms(&latencies, 1.0);
        figures
    }

    fn not_modified_share(&self) -> f64 {
        if self.answered > 0 {
            100.0 * self.not_modified as f64 / self.answered as f64
        } else {
            0.0
        }
    }
}

fn percentile_ms(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1].as_secs_f64() * 1000.0
}

/// The figures of a set of open-loop requests: all of them, the conditional polls, each call.
struct OpenSet {
    all: OpenFigures,
    /// The conditional polls' figures (their 304 share is the point).
    conditional: OpenFigures,
    /// Each poll's, then the posts'.
    kinds: Vec<(String, OpenFigures)>,
}

impl OpenSet {
    fn of(samples: &[&Sample]) -> OpenSet {
        let polls = SITE_POLLS.len();
        let all = OpenFigures::of(samples.iter().copied());
        let conditional = OpenFigures::of(
            samples.iter().copied().filter(|s| SITE_POLLS.get(s.kind).is_some_and(|p| p.2)),
        );
        let mut kinds: Vec<(String, OpenFigures)> = SITE_POLLS
            .iter()
            .enumerate()
            .map(|(k, (path, _, _))| {
                let figures = OpenFigures::of(samples.iter().copied().filter(|s| s.kind == k));
                (format!("`GET {path}`"), figures)
            })
            .collect();
        kinds.push((
            "`POST /api/generalSessions/{id}/messages`".into(),
            OpenFigures::of(samples.iter().copied().filter(|s| s.kind == polls)),
        ));
        OpenSet { all, conditional, kinds }
    }
}

/// The open loop with the login flood in turns: the requests planned while logins were in
/// flight against those planned while none were, and the logins.
struct FloodTurns {
    kind: Flood,
    with: OpenSet,
    without: OpenSet,
    logins: usize,
    failed: usize,
    /// The seconds during which logins were in flight.
    busy_seconds: f64,
}

struct OpenLoop {
    players: usize,
    seconds: u64,
    /// Requests a second planned (polls and posts).
    planned_rate: f64,
    /// Every request's figures.
    set: OpenSet,
    first_error: Option<String>,
    /// How late the load tool itself started the requests (p99, ms): its own share of the
    /// latencies.
    late_p99_ms: f64,
    /// Minute turns during the run: at each, every session list's tag goes stale.
    rss_after: f64,
    /// With the login flood in turns.
    flood: Option<FloodTurns>,
}

/// Every player of the world polling on the site's schedule for `seconds`, with
/// `POSTS_PER_SECOND` posts beside: each request sent at its planned time whatever the earlier
/// answers, its latency counted from that time.
async fn open_loop(
    base: &str,
    world: &World,
    tokens: &[String],
    posters: &[(i64, String)],
    seconds: u64,
    flood: Option<Flood>,
) -> Res<OpenLoop> {
    let players = tokens.len();
    let polls = SITE_POLLS.len();
    let urls: Vec<String> = (0..players)
        .flat_map(|p| SITE_POLLS.iter().map(move |(template, _, _)| (p, *template)))
        .map(|(p, template)| format!("{base}{}", poll_path(template, world, p)))
        .collect();
    // The tags the browsers hold as the run starts: their conditional polls' current ones.
    let slots: Vec<usize> = (0..urls.len()).filter(|slot| SITE_POLLS[slot % polls].2).collect();
    let lines: Vec<Line> = slots
        .iter()
        .map(|&slot| Line::player(urls[slot][base.len()..].to_owned(), world, tokens, slot / polls))
        .collect();
    let started = Instant::now();
    let fetched = fetch_tags(&tag_client()?, base, &lines).await?;
    println!("  {} tags in {:.1} s", lines.len(), started.elapsed().as_secs_f64());
    let mut tags: Vec<Mutex<Option<String>>> = (0..urls.len()).map(|_| Mutex::new(None)).collect();
    for (slot, tag) in slots.into_iter().zip(fetched) {
        tags[slot] = Mutex::new(Some(tag));
    }
    let ctx = Arc::new(OpenContext {
        client: reqwest::Client::builder()
            .pool_max_idle_per_host(OPEN_IN_FLIGHT)
            .timeout(OPEN_TIMEOUT)
            .build()?,
        urls,
        tokens: tokens.to_vec(),
        tags,
        posts: posters
            .iter()
            .map(|(session, token)| {
                (format!("{base}/api/generalSessions/{session}/messages"), token.clone())
            })
            .collect(),
        in_flight: Semaphore::new(OPEN_IN_FLIGHT),
    });
    let plan = open_plan(players, seconds as f64, !ctx.posts.is_empty());
    let planned_rate = plan.len() as f64 / seconds.max(1) as f64;

    // The plan is walked on a thread of its own, sleeping to each planned time, so the
    // requests start on time however busy the runtime's two workers are with the answers.
    let lead = Duration::from_millis(200);
    let wall_start = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs_f64() + 0.2;
    let runtime = tokio::runtime::Handle::current();
    let start = Instant::now() + lead;
    let stop_flood = Arc::new(AtomicBool::new(false));
    let kind = flood;
    let flood = flood.map(|flood| {
        let (base, stop) = (base.to_owned(), stop_flood.clone());
        tokio::spawn(async move {
            match flood {
                Flood::Logins => Ok(login_flood(base, players, start, stop).await),
                Flood::BusyLoop => busy_turns(start, stop).await,
            }
        })
    });
    let (handles, mut late) = tokio::task::spawn_blocking(move || {
        let mut handles = Vec::with_capacity(plan.len());
        let mut late = Vec::with_capacity(plan.len());
        for (offset, planned) in plan {
            let at = start + Duration::from_secs_f64(offset);
            if let Some(ahead) = at.checked_duration_since(Instant::now()) {
                std::thread::sleep(ahead);
            }
            late.push(at.elapsed());
            handles.push(runtime.spawn(open_request(ctx.clone(), at, planned)));
        }
        (handles, late)
    })
    .await?;
    stop_flood.store(true, Ordering::Relaxed);
    let logins = match flood {
        Some(flood) => Some(flood.await??),
        None => None,
    };
    let mut samples = Vec::with_capacity(handles.len());
    for handle in handles {
        samples.push(handle.await?);
    }
    late.sort_unstable();
    if std::env::var("BENCH_TIMELINE").is_ok() {
        print_timeline(&samples, start, wall_start);
    }
    let everything: Vec<&Sample> = samples.iter().collect();
    let set = OpenSet::of(&everything);
    let first_error = samples.iter().find(|s| s.is_error()).map(|s| match &s.outcome {
        Outcome::Answered(status) => format!("{} answered {status}", set.kinds[s.kind].0),
        Outcome::Failed(why) => format!("{}: {why}", set.kinds[s.kind].0),
    });
    let flood = logins.map(|logins| {
        let spans = busy_spans(&logins);
        let (mut with, mut without) = (Vec::new(), Vec::new());
        for sample in &samples {
            match flooded_at(&spans, sample.planned) {
                Some(true) => with.push(sample),
                Some(false) => without.push(sample),
                None => {}
            }
        }
        FloodTurns {
            kind: kind.unwrap_or(Flood::Logins),
            with: OpenSet::of(&with),
            without: OpenSet::of(&without),
            logins: logins.iter().filter(|l| l.ok).count(),
            failed: logins.iter().filter(|l| !l.ok).count(),
            busy_seconds: spans.iter().map(|(from, to)| (*to - *from).as_secs_f64()).sum(),
        }
    });
    Ok(OpenLoop {
        players,
        seconds,
        planned_rate,
        set,
        first_error,
        late_p99_ms: percentile_ms(&late, 0.99),
        rss_after: 0.0,
        flood,
    })
}

/// `BENCH_TIMELINE`: the open loop second by second (the requests planned in it, their 200s,
/// p50, p99 and max, and the second of the wall clock's minute), to see when a tail happens.
fn print_timeline(samples: &[Sample], start: Instant, wall_start: f64) {
    let mut by_second: std::collections::BTreeMap<u64, (Vec<Duration>, usize)> = Default::default();
    for sample in samples {
        let second = by_second.entry(sample.planned.saturating_duration_since(start).as_secs());
        let (latencies, ok) = second.or_default();
        latencies.push(sample.latency);
        *ok += usize::from(matches!(sample.outcome, Outcome::Answered(StatusCode::OK)));
    }
    for (second, (mut latencies, ok)) in by_second {
        latencies.sort_unstable();
        println!(
            "  second {second:3} (:{:02.0}): {} requests, {ok} answered 200, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            (wall_start + second as f64) % 60.0,
            latencies.len(),
            percentile_ms(&latencies, 0.5),
            percentile_ms(&latencies, 0.99),
            latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        );
    }
}

// ---------------------------------------------------------------------------------------------
// One database

struct Row {
    label: String,
    every: &'static str,
    measured: Measured,
    /// Measured with every player's current tag in `If-None-Match`.
    unchanged: bool,
}

struct Report {
    database: &'static str,
    world: World,
    rows: Vec<Row>,
    ceiling: f64,
    rss_idle: f64,
    rss_burst: f64,
    rss_rested: f64,
    rss_end: f64,
    burst: usize,
    burst_took: Duration,
    mix: Measured,
    open: OpenLoop,
    /// The same open loop with a login flood beside.
    flooded: OpenLoop,
}

async fn bench_database(
    settings: &Arc<Settings>,
    database: &'static str,
    url: &str,
    data: &Path,
) -> Res<Report> {
    let db = Db::connect(url).await?;
    println!("{database}: seeding the {} world", settings.scale.name);
    let world = seed(&db, settings.scale).await?;
    close(db).await;
    println!(
        "{database}: seeded {} players, {} sessions, {} participants, {} posts in {:.1} s",
        world.users.len(),
        settings.scale.general + settings.scale.private,
        world.members,
        world.posts,
        world.took.as_secs_f64()
    );

    let server = start(data, url).await?;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let rss_idle = rss_mib(&server)?;
    let burst = settings.scale.login_burst.min(world.users.len());
    let burst_took = login_burst(&server.base, burst).await?;
    let rss_burst = rss_mib(&server)?;
    // The hashing threads give their memory back after ten seconds idle.
    tokio::time::sleep(Duration::from_secs(20)).await;
    let rss_rested = rss_mib(&server)?;
    println!(
        "{database}: RSS idle {rss_idle:.0} MiB, after {burst} logins {rss_burst:.0} MiB ({:.1} s), 20 s later {rss_rested:.0} MiB",
        burst_took.as_secs_f64()
    );

    let issuer = JwtAccessTokens::new(&SecretString::from(SECRET.to_owned()));
    let now = Utc::now();
    let tokens = world
        .users
        .iter()
        .map(|&id| {
            issuer.issue(&AccessClaims {
                user_id: UserId(id),
                role: Role::Resident,
                token_version: 0,
                issued_at: now,
                expires_at: now + TimeDelta::days(1),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;

    let requests = data.join("requests");
    std::fs::create_dir_all(&requests)?;
    let client = tag_client()?;
    let run_seconds = settings.seconds as f64;
    let mut rows = Vec::new();
    let print = |label: &str, m: &Measured| {
        let not_modified =
            m.not_modified_share().map(|s| format!("  304s {s:.1} %")).unwrap_or_default();
        println!(
            "{database}: {label:<75} {:>9.0} req/s  p99 {:>8.1} ms  errors {}{not_modified}  {:.2} KiB/answer",
            m.rate(),
            m.p99_ms,
            m.errors,
            m.kib_per_answer()
        );
    };
    let calls = if settings.open_only { Vec::new() } else { calls(&world, &tokens) };
    for (n, mut call) in calls.into_iter().enumerate() {
        let name = format!("call{n}");
        let measured =
            measure(settings, &server.base, &requests, &name, &call.lines, false, None).await?;
        print(call.label, &measured);
        rows.push(Row { label: call.label.into(), every: call.every, measured, unchanged: false });
        if call.conditional {
            check_star_tags(&client, &server.base, &call.lines).await?;
            let tags = tags_for_run(&client, &server.base, &call.lines, run_seconds).await?;
            call.lines = std::mem::take(&mut call.lines)
                .into_iter()
                .zip(tags)
                .filter_map(|(line, tag)| Some(Line { tag: Some(tag?), ..line }))
                .collect();
            let name = format!("{name}-unchanged");
            let measured =
                measure(settings, &server.base, &requests, &name, &call.lines, true, None).await?;
            let label = format!("{} unchanged (If-None-Match → 304)", call.label);
            print(&label, &measured);
            rows.push(Row { label, every: call.every, measured, unchanged: true });
        }
    }
    let posters: Vec<(i64, String)> = (0..tokens.len())
        .filter_map(|p| world.member_of[p].map(|s| (s, tokens[p].clone())))
        .collect();
    let mix = if settings.open_only {
        Measured::default()
    } else {
        let lines = mix_lines(&client, &server.base, &world, &tokens, run_seconds).await?;
        let posters = Some(posters.clone());
        let mix = measure(settings, &server.base, &requests, "mix", &lines, true, posters).await?;
        print("the site's polls mixed, 2 posts/s beside", &mix);
        mix
    };
    let rss_end = rss_mib(&server)?;

    println!(
        "{database}: open loop, {} players on the site's schedule for {} s",
        tokens.len(),
        settings.open_seconds
    );
    let mut open =
        open_loop(&server.base, &world, &tokens, &posters, settings.open_seconds, None).await?;
    open.rss_after = rss_mib(&server)?;
    println!(
        "{database}: open loop {:.0} req/s planned: sent {}, answered {}, errors {}, p50 {:.1} ms, p99 {:.1} ms, max {:.0} ms, 304s {:.1} % (conditional polls {:.1} %), RSS {:.0} MiB{}",
        open.planned_rate,
        open.set.all.sent,
        open.set.all.answered,
        open.set.all.errors,
        open.set.all.p50_ms,
        open.set.all.p99_ms,
        open.set.all.max_ms,
        open.set.all.not_modified_share(),
        open.set.conditional.not_modified_share(),
        open.rss_after,
        open.first_error.as_deref().map(|e| format!("; first error: {e}")).unwrap_or_default()
    );
    println!("{database}: the same open loop with a login flood beside");
    let mut flooded = open_loop(
        &server.base,
        &world,
        &tokens,
        &posters,
        settings.open_seconds,
        Some(settings.flood),
    )
    .await?;
    flooded.rss_after = rss_mib(&server)?;
    if let Some(turns) = &flooded.flood {
        println!(
            "{database}: with the flood p99 {:.1} ms, without {:.1} ms in the same run, errors {}, {} logins ({} failed, {:.0}/s)",
            turns.with.all.p99_ms,
            turns.without.all.p99_ms,
            turns.with.all.errors + turns.without.all.errors,
            turns.logins,
            turns.failed,
            turns.logins as f64 / turns.busy_seconds.max(1e-9)
        );
    }
    drop(server);
    let ceiling = rows.first().map(|r| r.measured.rate()).unwrap_or(0.0);
    Ok(Report {
        database,
        world,
        rows,
        ceiling,
        rss_idle,
        rss_burst,
        rss_rested,
        rss_end,
        burst,
        burst_took,
        mix,
        open,
        flooded,
    })
}

async fn drop_schema(base: &str, url: &str) -> Res<()> {
    let Some(schema) = url.rsplit("search_path%3D").next().filter(|s| *s != url) else {
        return Ok(());
    };
    let pool = sqlx::postgres::PgPoolOptions::new().max_connections(1).connect(base).await?;
    let drop = format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE");
    sqlx::raw_sql(sqlx::AssertSqlSafe(drop)).execute(&pool).await?;
    pool.close().await;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The report

fn table(report: &Report, settings: &Settings) -> String {
    let scale = settings.scale;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "### {}\n\nWorld: {} players (all online), {} open general and {} private sessions, {} participants, {} posts; seeded in {:.1} s.\n",
        report.database,
        report.world.users.len(),
        scale.general,
        scale.private,
        report.world.members,
        report.world.posts,
        report.world.took.as_secs_f64()
    );
    let _ = writeln!(
        out,
        "| call | site polls every | req/s | p50 ms | p99 ms | of ceiling | errors | 304s | KiB/answer |"
    );
    let _ = writeln!(out, "|---|---|--:|--:|--:|--:|--:|--:|--:|");
    let of_ceiling =
        |m: &Measured| if report.ceiling > 0.0 { 100.0 * m.rate() / report.ceiling } else { 0.0 };
    for row in &report.rows {
        let m = &row.measured;
        let _ = writeln!(
            out,
            "| {} | {} | {:.0} | {:.1} | {:.1} | {:.1} % | {} | {} | {:.2} |",
            row.label,
            row.every,
            m.rate(),
            m.p50_ms,
            m.p99_ms,
            of_ceiling(m),
            m.errors,
            m.not_modified_share().map_or_else(|| "—".to_owned(), |s| format!("{s:.1} %")),
            m.kib_per_answer()
        );
    }
    let unchanged: Vec<f64> =
        report.rows.iter().filter(|r| r.unchanged).map(|r| of_ceiling(&r.measured)).collect();
    if !unchanged.is_empty() {
        let low = unchanged.iter().copied().fold(f64::INFINITY, f64::min);
        let high = unchanged.iter().copied().fold(0.0, f64::max);
        let _ = writeln!(
            out,
            "\nUnchanged polled lists (a current tag in `If-None-Match`, answered 304): {low:.1}–{high:.1} % of the ceiling (the issue's goal: at least 30 %)."
        );
    }
    let mix = &report.mix;
    let per_player = polls_per_player_second();
    let _ = writeln!(
        out,
        "\nThe polls of every page of the site mixed as one player sends them ({per_player:.3} a second: {}), from random players, the conditional ones with the tag the player's browser holds (fetched just before), with {POSTS_PER_SECOND} posts a second beside: **{:.0} req/s**, p50 {:.1} ms, p99 {:.1} ms (max {:.0} ms), {} errors, {} 304s, {:.2} KiB/answer — the polls of about **{:.0} players** online; {ISSUE_PLAYERS} players need {:.0} req/s.\n",
        SITE_POLLS
            .iter()
            .map(|(path, n, _)| format!("`{path}` {n}/min"))
            .collect::<Vec<_>>()
            .join(", "),
        mix.rate(),
        mix.p50_ms,
        mix.p99_ms,
        mix.max_ms,
        mix.errors,
        mix.not_modified_share().map_or_else(|| "—".to_owned(), |s| format!("{s:.1} %")),
        mix.kib_per_answer(),
        mix.rate() / per_player,
        ISSUE_PLAYERS as f64 * per_player
    );
    let open = &report.open;
    let _ = writeln!(
        out,
        "Open loop (wrk waits for each answer before its next request; this does not): {} players polling on the site's schedule, each poll at its period from a random phase, with the tags their browsers hold (fetched before the run, then each 200's `ETag`), {POSTS_PER_SECOND} posts a second beside: {:.0} req/s planned for {} s (each player's session lists' tags go stale once a minute, at a second of the player's own), each request sent at its planned time whatever the earlier answers (at most {OPEN_IN_FLIGHT} in flight), its latency counted from that time: sent **{}**, answered **{}**, errors **{}**; p50 **{:.1} ms**, p99 **{:.1} ms**, max {:.0} ms; 304s **{:.1} %** of the answers ({:.1} % of the conditional polls'); the load tool started its requests up to {:.1} ms late (p99). RSS after it: **{:.0} MiB**.{}\n",
        open.players,
        open.planned_rate,
        open.seconds,
        open.set.all.sent,
        open.set.all.answered,
        open.set.all.errors,
        open.set.all.p50_ms,
        open.set.all.p99_ms,
        open.set.all.max_ms,
        open.set.all.not_modified_share(),
        open.set.conditional.not_modified_share(),
        open.late_p99_ms,
        open.rss_after,
        open.first_error.as_deref().map(|e| format!(" First error: {e}.")).unwrap_or_default()
    );
    let _ = writeln!(out, "| open loop: call | sent | errors | 304s | p50 ms | p99 ms | max ms |");
    let _ = writeln!(out, "|---|--:|--:|--:|--:|--:|--:|");
    for (label, f) in &open.set.kinds {
        let _ = writeln!(
            out,
            "| {label} | {} | {} | {:.1} % | {:.1} | {:.1} | {:.0} |",
            f.sent,
            f.errors,
            f.not_modified_share(),
            f.p50_ms,
            f.p99_ms,
            f.max_ms
        );
    }
    let flooded = &report.flooded;
    if let Some(turns) = &flooded.flood {
        let growth = |with: f64, without: f64| 100.0 * (with - without) / without.max(1e-9);
        if turns.kind == Flood::BusyLoop {
            let _ = writeln!(
                out,
                "\n**`BENCH_FLOOD=busy`: the turns below ran one busy loop at the lowest priority (`chrt --idle`), not logins; each \"login\" is one turn of the loop.**"
            );
        }
        let _ = writeln!(
            out,
            "\nThe same open loop with a login flood in turns ({} s on, {} s off, {BURST_CONCURRENCY} logins at a time while on), its requests split by whether a login was in flight when they were planned (those within {} ms of a flood's start or end counted in neither): p99 **{:.1} ms** with the flood ({} requests), **{:.1} ms** without it ({}) in the same run: **{:+.0} %** (the issue's goal: at most +20 %); errors **{}**; **{} logins** in the {:.0} s logins were in flight (**{:.0}/s**, {} failed; the goal: at least 40 a second a core). RSS after it: **{:.0} MiB**.\n",
            FLOOD_WINDOW.as_secs(),
            FLOOD_WINDOW.as_secs(),
            FLOOD_MARGIN.as_millis(),
            turns.with.all.p99_ms,
            turns.with.all.sent,
            turns.without.all.p99_ms,
            turns.without.all.sent,
            growth(turns.with.all.p99_ms, turns.without.all.p99_ms),
            flooded.set.all.errors,
            turns.logins,
            turns.busy_seconds,
            turns.logins as f64 / turns.busy_seconds.max(1e-9),
            turns.failed,
            flooded.rss_after
        );
        let _ =
            writeln!(out, "| login flood in turns: call | p99 ms without | p99 ms with | growth |");
        let _ = writeln!(out, "|---|--:|--:|--:|");
        for ((label, without), (_, with)) in turns.without.kinds.iter().zip(&turns.with.kinds) {
            let _ = writeln!(
                out,
                "| {label} | {:.1} | {:.1} | {:+.0} % |",
                without.p99_ms,
                with.p99_ms,
                growth(with.p99_ms, without.p99_ms)
            );
        }
    }
    let _ = writeln!(
        out,
        "\nMemory (VmRSS of `mrok serve`): idle **{:.0} MiB**; after {} logins, {} at a time ({:.0} logins/s), **{:.0} MiB**; 20 s later **{:.0} MiB**; at the end of the wrk runs **{:.0} MiB**; after the open loop **{:.0} MiB**; after the one with the login flood in turns **{:.0} MiB**.\n",
        report.rss_idle,
        report.burst,
        BURST_CONCURRENCY,
        report.burst as f64 / report.burst_took.as_secs_f64().max(1e-9),
        report.rss_burst,
        report.rss_rested,
        report.rss_end,
        open.rss_after,
        flooded.rss_after
    );
    out
}

fn bundle_sizes(settings: &Settings) -> String {
    let npm = std::env::var("NPM").unwrap_or_else(|_| "npm".into());
    match Command::new(npm)
        .args(["run", "--silent", "size"])
        .current_dir(settings.root.join("web"))
        .output()
    {
        Ok(output) if output.status.success() => {
            shorten_sizes(String::from_utf8_lossy(&output.stdout).trim_end())
        }
        Ok(output) => format!(
            "not measured: `npm run size` failed ({})",
            String::from_utf8_lossy(&output.stderr).trim()
        ),
        Err(e) => format!("not measured: {e}"),
    }
}

/// The size report up to its eight largest on-demand chunks; the smaller ones summed.
fn shorten_sizes(report: &str) -> String {
    let lines: Vec<&str> = report.lines().collect();
    let Some(other) = lines.iter().position(|l| l.starts_with("Other chunks")) else {
        return report.to_owned();
    };
    let keep = (other + 9).min(lines.len());
    let mut out = lines[..keep].join("\n");
    let (mut count, mut kb) = (0, 0.0);
    for line in &lines[keep..] {
        let mut words = line.split_whitespace();
        let size = words.next().and_then(|n| n.parse::<f64>().ok());
        match (size, words.next(), line.ends_with(".js")) {
            (Some(size), Some("KB"), true) => {
                count += 1;
                kb += size;
            }
            _ => {
                if count > 0 {
                    let _ = write!(out, "\n{kb:>9.1} KB  {count} smaller chunks");
                    count = 0;
                }
                let _ = write!(out, "\n{line}");
            }
        }
    }
    if count > 0 {
        let _ = write!(out, "\n{kb:>9.1} KB  {count} smaller chunks");
    }
    out
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|m| m.trim_start_matches([' ', '\t', ':']).to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0);
    format!("{cores} cores ({cpu})")
}

fn commit(root: &Path) -> String {
    Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_else(|| "unknown".into())
}

async fn run() -> Res<()> {
    let settings = Arc::new(Settings::from_env()?);
    let started = Instant::now();
    let mut reports = Vec::new();
    if settings.sqlite {
        let data = tempfile::tempdir()?;
        let url = format!("sqlite://{}/mrok.db", data.path().display());
        reports.push(bench_database(&settings, "SQLite", &url, data.path()).await?);
    }
    let postgres = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty());
    if let Some(base) = postgres.filter(|_| settings.postgres) {
        let data = tempfile::tempdir()?;
        let url = isolated_postgres_url(&base, "mrokb_load").await?;
        let result = bench_database(&settings, "PostgreSQL", &url, data.path()).await;
        drop_schema(&base, &url).await?;
        reports.push(result?);
    } else {
        println!(
            "MROK_TEST_POSTGRES_URL is not set or BENCH_DATABASES leaves it out: no PostgreSQL"
        );
    }

    let mut out = String::new();
    let _ = writeln!(out, "# `make bench` results\n");
    let _ = writeln!(
        out,
        "Commit {}, {} UTC, {}; `{}` world (`BENCH_SCALE`); wrk, 2 threads, {} connections, {} s a call, the requests rotating over every player's token; the release build of `mrok serve` beside wrk (and the open loop's client) on the same box. \"of ceiling\" is the call's req/s over `GET /api/site`'s in the same run; \"304s\" the share of 304 answers where wrk counted them (a Lua `response()`, on the rows with tags only). Written by `make bench` (app/benches/load.rs); took {:.0} s.\n",
        commit(&settings.root),
        Utc::now().format("%Y-%m-%d %H:%M"),
        machine(),
        settings.scale.name,
        settings.connections,
        settings.seconds,
        started.elapsed().as_secs_f64()
    );
    for report in &reports {
        out.push_str(&table(report, &settings));
    }
    let _ =
        writeln!(out, "### Bundle sizes (`npm run size`)\n\n```\n{}\n```", bundle_sizes(&settings));
    println!("\n{out}");
    let results = settings.root.join("bench/results.md");
    std::fs::write(&results, out)?;
    println!("written to {}", results.display());
    Ok(())
}

#[tokio::main]
async fn main() {
    if let Err(error) = run().await {
        eprintln!("make bench failed: {error}");
        std::process::exit(1);
    }
}
