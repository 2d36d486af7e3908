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
//! `BENCH_ONLY=open` (no wrk runs), `BENCH_ONLY=calls:<text>` (only those calls' wrk runs,
//! printed), `BENCH_TIMELINE` (the open loops second by second),
//! `BENCH_FLOOD=busy` (the flood's turns run a busy loop at the lowest priority instead of
//! logins: what any background work on the cores costs the other calls),
//! `BENCH_DATABASES` (`sqlite`, `postgres`; both by default),
//! `MROK_WRK` (the wrk binary).

mod calls;
#[path = "../common/mod.rs"]
mod common;
mod database;
mod logins;
mod open_loop;
mod report;
mod seed;
mod settings;
mod tags;
mod wrk;

use std::error::Error;
use std::sync::Arc;
use std::time::Instant;

use mrok_adapters::sql::isolated_postgres_url;

use database::{bench_database, drop_schema};
use settings::Settings;

type Res<T> = Result<T, Box<dyn Error + Send + Sync>>;

/// Posts a second beside the mixed polls and the open loop.
const POSTS_PER_SECOND: u32 = 2;
/// The text of every post, seeded or sent.
const FILLER: &str = "Mgła zeszła z gór tej nocy gęstsza niż zwykle, a latarnie przy starym trakcie \
gasły jedna po drugiej. Ktoś szedł za nimi od samej bramy, cicho, krok w krok, i nie zamierzał się \
ukrywać.";

async fn run() -> Res<()> {
    let settings = Arc::new(Settings::from_env()?);
    let started = Instant::now();
    let mut reports = Vec::new();
    if settings.sqlite {
        let data = tempfile::tempdir()?;
        let url = format!("sqlite://{}/mrok.db", data.path().display());
        reports.extend(bench_database(&settings, "SQLite", &url, data.path()).await?);
    }
    let postgres = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty());
    if let Some(base) = postgres.filter(|_| settings.postgres) {
        let data = tempfile::tempdir()?;
        let url = isolated_postgres_url(&base, "mrokb_load").await?;
        let result = bench_database(&settings, "PostgreSQL", &url, data.path()).await;
        drop_schema(&base, &url).await?;
        reports.extend(result?);
    } else {
        println!(
            "MROK_TEST_POSTGRES_URL is not set or BENCH_DATABASES leaves it out: no PostgreSQL"
        );
    }

    if settings.calls_only.is_some() {
        println!("BENCH_ONLY=calls:…: figures printed above, bench/results.md left alone");
        return Ok(());
    }
    let out = report::results(&settings, &reports, started);
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
