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
//!    after a burst of logins (50 at a time) and ten seconds later;
//! 3. runs wrk (`bench/wrk.lua`) against each call the player site polls, one call at a time,
//!    the requests rotating over every player's token: first the ceiling `GET /api/site`, then
//!    the polls, a post, a login, and the sidebar's polls mixed in their real proportions while
//!    two posts a second land;
//! 4. prints one table per database (req/s, p50, p99, the share of the ceiling, errors, answer
//!    size), the memory figures and the bundle sizes, and writes them to `bench/results.md`.
//!
//! Knobs: `BENCH_SCALE` (`full` | `small`), `BENCH_SECONDS` (a call's run, 10),
//! `BENCH_CONNECTIONS` (32), `MROK_WRK` (the wrk binary).

use std::error::Error;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use chrono::{DateTime, TimeDelta, Utc};
use mrok_adapters::auth::{Argon2Hasher, JwtAccessTokens};
use mrok_adapters::sql::{Db, isolated_postgres_url};
use mrok_core::accounts::{AccessClaims, AccessTokens, Password, PasswordHasher};
use mrok_core::characters::{Gender, Race};
use mrok_core::sessions::{CharacterType, SessionKind};
use mrok_core::shared::{Role, UserId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_query::{Alias, Expr, Order, Query};
use secrecy::SecretString;
use serde_json::{Value, json};

type Res<T> = Result<T, Box<dyn Error + Send + Sync>>;

const PASSWORD: &str = "Haslo123!benchmark";
const SECRET: &str = "benchmark-secret-benchmark-secret";
/// Rows per INSERT statement (7 columns at most: well under both databases' parameter limits).
const BATCH: usize = 1_000;
/// Logins at a time in the login burst (issue 15: 1,000 logins, 50 at a time).
const BURST_CONCURRENCY: usize = 50;
/// Lines of the mixed-polls request file (each a random player's poll).
const MIX_LINES: usize = 60_000;
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
}

const FULL: Scale = Scale {
    name: "full",
    players: 10_000,
    general: 5_000,
    private: 20_000,
    posts: 500_000,
    login_burst: 1_000,
};
const SMALL: Scale = Scale {
    name: "small",
    players: 500,
    general: 200,
    private: 800,
    posts: 20_000,
    login_burst: 200,
};

struct Settings {
    scale: Scale,
    seconds: u64,
    connections: usize,
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
        Ok(Settings {
            scale,
            seconds: env_number("BENCH_SECONDS", 10)?,
            connections: usize::try_from(env_number("BENCH_CONNECTIONS", 32)?)?,
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

// ---------------------------------------------------------------------------------------------
// The calls and wrk

/// One call measured on its own: its request lines (`METHOD\tPATH\tTOKEN\tBODY`).
struct Call {
    label: &'static str,
    every: &'static str,
    lines: Vec<String>,
}

/// The sidebar's polls of every logged-in page of the player site (web/src/lib/query.ts): each
/// path template (`{me}`: the player's id) with how many times a minute it is asked.
const SIDEBAR_POLLS: [(&str, usize); 8] = [
    ("/api/generalSessions", 6),
    ("/api/privateSessions", 6),
    ("/api/conversations/user/{me}", 6),
    ("/api/online-users", 4),
    ("/api/home/profile/{me}", 2),
    ("/api/check-prison-status", 2),
    ("/api/admin/check-resident-message", 2),
    ("/api/global-notifications/unread", 1),
];

fn calls(world: &World, tokens: &[String]) -> Vec<Call> {
    let every_player = |path: &dyn Fn(usize) -> String| -> Vec<String> {
        (0..tokens.len()).map(|p| format!("GET\t{}\t{}\t-", path(p), tokens[p])).collect()
    };
    let session_of =
        |p: usize| world.member_of[p].unwrap_or(world.general[p % world.general.len()]);
    let members: Vec<usize> = (0..tokens.len()).filter(|p| world.member_of[*p].is_some()).collect();
    vec![
        Call {
            label: "`GET /api/site` (plain JSON: the ceiling)",
            every: "—",
            lines: vec!["GET\t/api/site\t-\t-".into()],
        },
        Call {
            label: "`GET /api/generalSessions`",
            every: "10 s",
            lines: every_player(&|_| "/api/generalSessions".into()),
        },
        Call {
            label: "`GET /api/privateSessions`",
            every: "10 s",
            lines: every_player(&|_| "/api/privateSessions".into()),
        },
        Call {
            label: "`GET /api/conversations/user/{me}`",
            every: "10 s",
            lines: every_player(&|p| format!("/api/conversations/user/{}", world.users[p])),
        },
        Call {
            label: "`GET /api/online-users`",
            every: "15 s",
            lines: every_player(&|_| "/api/online-users".into()),
        },
        Call {
            label: "`GET /api/home/profile/{me}` (player card)",
            every: "30 s",
            lines: every_player(&|p| format!("/api/home/profile/{}", world.users[p])),
        },
        Call {
            label: "`GET /api/check-prison-status`",
            every: "30 s",
            lines: every_player(&|_| "/api/check-prison-status".into()),
        },
        Call {
            label: "`GET /api/admin/check-resident-message`",
            every: "30 s",
            lines: every_player(&|_| "/api/admin/check-resident-message".into()),
        },
        Call {
            label: "`GET /api/global-notifications/unread`",
            every: "60 s",
            lines: every_player(&|_| "/api/global-notifications/unread".into()),
        },
        Call {
            label: "`GET /api/generalSessions/{id}` (open session)",
            every: "10 s",
            lines: every_player(&|p| format!("/api/generalSessions/{}", session_of(p))),
        },
        Call {
            label: "`GET /api/generalSessions/{id}/messages?limit=20`",
            every: "on news",
            lines: every_player(&|p| {
                format!("/api/generalSessions/{}/messages?limit=20", session_of(p))
            }),
        },
        Call {
            label: "`POST /api/generalSessions/{id}/messages` (a post)",
            every: "—",
            lines: members
                .iter()
                .map(|&p| {
                    format!(
                        "POST\t/api/generalSessions/{}/messages\t{}\t{}",
                        session_of(p),
                        tokens[p],
                        json!({"message": format!("<p>Nowy wpis. {FILLER}</p>")})
                    )
                })
                .collect(),
        },
        Call {
            label: "`POST /api/login` (argon2id)",
            every: "—",
            lines: (0..tokens.len())
                .map(|p| {
                    format!(
                        "POST\t/api/login\t-\t{}",
                        json!({"email": format!("gracz{p}@mrok.bench"), "password": PASSWORD})
                    )
                })
                .collect(),
        },
    ]
}

/// The sidebar's polls in their proportions, each line a random player's.
fn mix(world: &World, tokens: &[String]) -> Vec<String> {
    let total: usize = SIDEBAR_POLLS.iter().map(|(_, n)| n).sum();
    let mut rng = StdRng::seed_from_u64(15);
    (0..MIX_LINES)
        .map(|i| {
            let mut slot = i % total;
            let mut path = SIDEBAR_POLLS[0].0;
            for (template, n) in SIDEBAR_POLLS {
                if slot < n {
                    path = template;
                    break;
                }
                slot -= n;
            }
            let p = rng.random_range(0..tokens.len());
            let path = path.replace("{me}", &world.users[p].to_string());
            format!("GET\t{path}\t{}\t-", tokens[p])
        })
        .collect()
}

/// Polls a second per player online, from `SIDEBAR_POLLS`.
fn polls_per_player_second() -> f64 {
    SIDEBAR_POLLS.iter().map(|(_, n)| *n as f64).sum::<f64>() / 60.0
}

#[derive(Clone, Default)]
struct Measured {
    requests: u64,
    seconds: f64,
    bytes: u64,
    errors: u64,
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
}

fn run_wrk(settings: &Settings, base: &str, requests: &Path) -> Res<Measured> {
    let script = settings.root.join("bench/wrk.lua");
    let output = Command::new(&settings.wrk)
        .args(["-t", "2", "-c", &settings.connections.to_string()])
        .args(["-d", &format!("{}s", settings.seconds), "--timeout", "30s"])
        .arg("-s")
        .arg(&script)
        .arg(format!("{base}/"))
        .env("BENCH_REQUESTS", requests)
        .stderr(Stdio::inherit())
        .output()?;
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
        errors: ["connect", "read", "write", "status", "timeout"].iter().map(|k| n(k)).sum(),
        p50_ms: n("p50_us") as f64 / 1000.0,
        p99_ms: n("p99_us") as f64 / 1000.0,
        max_ms: n("max_us") as f64 / 1000.0,
    })
}

/// Runs wrk on `lines` while `posts_per_second` posts land (a player's own session each).
async fn measure(
    settings: &Arc<Settings>,
    base: &str,
    dir: &Path,
    name: &str,
    lines: &[String],
    background_posts: Option<Vec<(i64, String)>>,
) -> Res<Measured> {
    let file = dir.join(format!("{name}.tsv"));
    std::fs::write(&file, lines.join("\n") + "\n")?;
    let stop = Arc::new(AtomicBool::new(false));
    let poster = background_posts.map(|posters| {
        let (stop, base) = (stop.clone(), base.to_owned());
        tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut tick = tokio::time::interval(Duration::from_millis(500));
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
    });
    let (settings2, base2) = (settings.clone(), base.to_owned());
    let measured = tokio::task::spawn_blocking(move || run_wrk(&settings2, &base2, &file)).await?;
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
// One database

struct Row {
    label: String,
    every: &'static str,
    measured: Measured,
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
    tokio::time::sleep(Duration::from_secs(10)).await;
    let rss_rested = rss_mib(&server)?;
    println!(
        "{database}: RSS idle {rss_idle:.0} MiB, after {burst} logins {rss_burst:.0} MiB ({:.1} s), 10 s later {rss_rested:.0} MiB",
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
    let mut rows = Vec::new();
    for (n, call) in calls(&world, &tokens).into_iter().enumerate() {
        let measured =
            measure(settings, &server.base, &requests, &format!("call{n}"), &call.lines, None)
                .await?;
        println!(
            "{database}: {:<55} {:>9.0} req/s  p99 {:>8.1} ms  errors {}",
            call.label,
            measured.rate(),
            measured.p99_ms,
            measured.errors
        );
        rows.push(Row { label: call.label.into(), every: call.every, measured });
    }
    let posters: Vec<(i64, String)> = (0..tokens.len())
        .filter_map(|p| world.member_of[p].map(|s| (s, tokens[p].clone())))
        .collect();
    let mix =
        measure(settings, &server.base, &requests, "mix", &mix(&world, &tokens), Some(posters))
            .await?;
    println!(
        "{database}: the sidebar's polls mixed, 2 posts/s beside: {:.0} req/s, p99 {:.1} ms, errors {}",
        mix.rate(),
        mix.p99_ms,
        mix.errors
    );
    let rss_end = rss_mib(&server)?;
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
        "| call | site polls every | req/s | p50 ms | p99 ms | of ceiling | errors | KiB/answer |"
    );
    let _ = writeln!(out, "|---|---|--:|--:|--:|--:|--:|--:|");
    for row in &report.rows {
        let m = &row.measured;
        let share = if report.ceiling > 0.0 { 100.0 * m.rate() / report.ceiling } else { 0.0 };
        let _ = writeln!(
            out,
            "| {} | {} | {:.0} | {:.1} | {:.1} | {:.1} % | {} | {:.1} |",
            row.label,
            row.every,
            m.rate(),
            m.p50_ms,
            m.p99_ms,
            share,
            m.errors,
            m.kib_per_answer()
        );
    }
    let mix = &report.mix;
    let per_player = polls_per_player_second();
    let _ = writeln!(
        out,
        "\nThe sidebar's polls mixed as one player sends them ({per_player:.2} a second), from random players, with 2 posts a second beside: **{:.0} req/s**, p50 {:.1} ms, p99 {:.1} ms (max {:.0} ms), {} errors — the polls of about **{:.0} players** online; {} players would need {:.0} req/s.\n",
        mix.rate(),
        mix.p50_ms,
        mix.p99_ms,
        mix.max_ms,
        mix.errors,
        mix.rate() / per_player,
        report.world.users.len(),
        report.world.users.len() as f64 * per_player
    );
    let _ = writeln!(
        out,
        "Memory (VmRSS of `mrok serve`): idle **{:.0} MiB**; after {} logins, {} at a time ({:.0} logins/s), **{:.0} MiB**; 10 s later **{:.0} MiB**; at the end of the run **{:.0} MiB**.\n",
        report.rss_idle,
        report.burst,
        BURST_CONCURRENCY,
        report.burst as f64 / report.burst_took.as_secs_f64().max(1e-9),
        report.rss_burst,
        report.rss_rested,
        report.rss_end
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
    {
        let data = tempfile::tempdir()?;
        let url = format!("sqlite://{}/mrok.db", data.path().display());
        reports.push(bench_database(&settings, "SQLite", &url, data.path()).await?);
    }
    if let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) {
        let data = tempfile::tempdir()?;
        let url = isolated_postgres_url(&base, "mrokb_load").await?;
        let result = bench_database(&settings, "PostgreSQL", &url, data.path()).await;
        drop_schema(&base, &url).await?;
        reports.push(result?);
    } else {
        println!("MROK_TEST_POSTGRES_URL is not set: SQLite only");
    }

    let mut out = String::new();
    let _ = writeln!(out, "# `make bench` results\n");
    let _ = writeln!(
        out,
        "Commit {}, {} UTC, {}; `{}` world (`BENCH_SCALE`); wrk, 2 threads, {} connections, {} s a call, the requests rotating over every player's token; the release build of `mrok serve` beside wrk on the same box. \"of ceiling\" is the call's req/s over `GET /api/site`'s in the same run. Written by `make bench` (app/benches/load.rs); took {:.0} s.\n",
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
