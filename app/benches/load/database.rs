//! One database's run: seeding, `mrok serve` on it, its memory, the wrk runs, the two open loops.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use chrono::{TimeDelta, Utc};
use mrok_adapters::auth::JwtAccessTokens;
use mrok_adapters::sql::Db;
use mrok_core::accounts::{AccessClaims, AccessTokens, SignInId};
use mrok_core::shared::{Role, UserId};
use secrecy::SecretString;

use crate::Res;
use crate::calls::{Line, calls, mix_lines, notice_calls};
use crate::common::{SECRET, Server, mrok};
use crate::logins::login_burst;
use crate::open_loop::{OpenFigures, OpenLoop, open_loop};
use crate::seed::{World, close, seed};
use crate::settings::Settings;
use crate::tags::{check_star_tags, tag_client, tags_for_run};
use crate::wrk::{Measured, measure};

/// `mrok serve` (this build's release binary) on `database_url`, once it answers.
async fn start(data: &Path, database_url: &str) -> Res<Server> {
    let mut serve = mrok(data);
    serve.arg("serve").env("MROK_DATABASE_URL", database_url).env("RUST_LOG", "error");
    let server = Server::spawn(serve)?;
    if server.answers_within(Duration::from_secs(60)).await {
        Ok(server)
    } else {
        Err("mrok serve did not answer within a minute".into())
    }
}

pub struct Row {
    pub label: String,
    pub every: &'static str,
    pub measured: Measured,
    /// Measured with every player's current tag in `If-None-Match`.
    pub unchanged: bool,
}

pub struct Report {
    pub database: &'static str,
    pub world: World,
    pub rows: Vec<Row>,
    pub ceiling: f64,
    pub rss_idle: f64,
    pub rss_burst: f64,
    pub rss_rested: f64,
    pub rss_end: f64,
    pub burst: usize,
    pub burst_took: Duration,
    pub mix: Measured,
    pub open: OpenLoop,
    /// The same open loop with a login flood beside.
    pub flooded: OpenLoop,
}

pub async fn bench_database(
    settings: &Arc<Settings>,
    database: &'static str,
    url: &str,
    data: &Path,
) -> Res<Option<Report>> {
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
    let rss_idle = server.rss_mib()?;
    let burst = settings.scale.login_burst.min(world.users.len());
    let burst_took = login_burst(&server.base, burst).await?;
    let rss_burst = server.rss_mib()?;
    // The hashing threads give their memory back after ten seconds idle.
    tokio::time::sleep(Duration::from_secs(20)).await;
    let rss_rested = server.rss_mib()?;
    println!(
        "{database}: RSS idle {rss_idle:.0} MiB, after {burst} logins {rss_burst:.0} MiB ({:.1} s), 20 s later {rss_rested:.0} MiB",
        burst_took.as_secs_f64()
    );

    let issuer = JwtAccessTokens::new(&SecretString::from(SECRET.to_owned()));
    let now = Utc::now();
    let tokens = world
        .users
        .iter()
        .zip(&world.sign_ins)
        .map(|(&id, &sign_in)| {
            issuer.issue(&AccessClaims {
                user_id: UserId(id),
                role: Role::Resident,
                token_version: 0,
                sign_in: SignInId(sign_in),
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
    let calls = if settings.open_only {
        Vec::new()
    } else {
        let mut all = calls(&world, &tokens);
        all.extend(notice_calls(&server.base, &world, &tokens).await?);
        if let Some(wanted) = &settings.calls_only {
            all.retain(|call| call.label.contains(wanted.as_str()));
        }
        all
    };
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
    if settings.calls_only.is_some() {
        return Ok(None);
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
    let rss_end = server.rss_mib()?;

    println!(
        "{database}: open loop, {} players on the site's schedule for {} s",
        tokens.len(),
        settings.open_seconds
    );
    let mut open =
        open_loop(&server.base, &world, &tokens, &posters, settings.open_seconds, None).await?;
    open.rss_after = server.rss_mib()?;
    let OpenFigures { sent, answered, errors, p50_ms, p99_ms, max_ms, .. } = &open.set.all;
    println!(
        "{database}: open loop {:.0} req/s planned: sent {sent}, answered {answered}, errors {errors}, p50 {p50_ms:.1} ms, p99 {p99_ms:.1} ms, max {max_ms:.0} ms, 304s {:.1} % (conditional polls {:.1} %), RSS {:.0} MiB{}",
        open.planned_rate,
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
    flooded.rss_after = server.rss_mib()?;
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
    Ok(Some(Report {
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
    }))
}

pub async fn drop_schema(base: &str, url: &str) -> Res<()> {
    let Some(schema) = url.rsplit("search_path%3D").next().filter(|s| *s != url) else {
        return Ok(());
    };
    let pool = sqlx::postgres::PgPoolOptions::new().max_connections(1).connect(base).await?;
    let drop = format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE");
    sqlx::raw_sql(sqlx::AssertSqlSafe(drop)).execute(&pool).await?;
    pool.close().await;
    Ok(())
}
