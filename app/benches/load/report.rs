//! The report: a table per database, the mix, the open loops, memory, bundle sizes.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use chrono::Utc;

use crate::POSTS_PER_SECOND;
use crate::calls::{
    NOTIFICATIONS_LABEL, NOTIFYING_POST_LABEL, QUIET_POST_LABEL, SITE_POLLS,
    polls_per_player_second,
};
use crate::database::Report;
use crate::logins::{BURST_CONCURRENCY, FLOOD_MARGIN, FLOOD_WINDOW, Flood};
use crate::open_loop::{OPEN_IN_FLIGHT, OpenFigures};
use crate::settings::Settings;
use crate::wrk::Measured;

/// Players online in the issue's goal: what the mix's req/s is compared with.
const ISSUE_PLAYERS: usize = 10_000;

/// The whole of `bench/results.md`: the run's heading, each database's tables, the bundle sizes.
pub fn results(settings: &Settings, reports: &[Report], started: Instant) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# `make bench` results\n");
    let _ = writeln!(
        out,
        "Commit {}, {} UTC, {}; `{}` world (`BENCH_SCALE`); wrk, 2 threads, {} connections, {} s a call, the requests rotating over every player's token; the release build of `mrok serve` beside wrk (and the open loop's client) on the same box. \"of ceiling\" is the call's req/s over `GET /api/site`'s in the same run; \"304s\" the share of 304 answers where wrk counted them (a Lua `response()`, on the rows with tags only). Written by `make bench` (app/benches/load/); took {:.0} s.\n",
        commit(&settings.root),
        Utc::now().format("%Y-%m-%d %H:%M"),
        machine(),
        settings.scale.name,
        settings.connections,
        settings.seconds,
        started.elapsed().as_secs_f64()
    );
    for report in reports {
        out.push_str(&table(report, settings));
    }
    let _ =
        writeln!(out, "### Bundle sizes (`npm run size`)\n\n```\n{}\n```", bundle_sizes(settings));
    out
}

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
    let rate =
        |label: &str| report.rows.iter().find(|r| r.label == label).map(|r| r.measured.rate());
    let unchanged_bell = format!("{NOTIFICATIONS_LABEL} unchanged (If-None-Match → 304)");
    if let Some(bell) = rate(&unchanged_bell) {
        let share = if report.ceiling > 0.0 { 100.0 * bell / report.ceiling } else { 0.0 };
        let _ = writeln!(
            out,
            "\nThe notices' list unchanged (304): **{share:.1} %** of the ceiling (issue 40's goal: at least 50 %)."
        );
    }
    if let (Some(notifying), Some(solo)) = (rate(NOTIFYING_POST_LABEL), rate(QUIET_POST_LABEL))
        && notifying > 0.0
    {
        let _ = writeln!(
            out,
            "\nA post's notices: a post to a 10-player session (its notices to the other 9 in its transaction: the burst's one row counted, a row only for a player without an unread notice of it) costs **{:.1} %** more than the same post to a 10-player session whose players turned these notices off, which writes none (issue 40's goal: at most 20 %), in the same run ({notifying:.0} against {solo:.0} posts a second).",
            100.0 * (solo / notifying - 1.0)
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
    let OpenFigures { sent, answered, errors, p50_ms, p99_ms, max_ms, .. } = &open.set.all;
    let _ = writeln!(
        out,
        "Open loop (wrk waits for each answer before its next request; this does not): {} players polling on the site's schedule, each poll at its period from a random phase, with the tags their browsers hold (fetched before the run, then each 200's `ETag`), {POSTS_PER_SECOND} posts a second beside: {:.0} req/s planned for {} s (each player's session lists' tags go stale once a minute, at a second of the player's own), each request sent at its planned time whatever the earlier answers (at most {OPEN_IN_FLIGHT} in flight), its latency counted from that time: sent **{sent}**, answered **{answered}**, errors **{errors}**; p50 **{p50_ms:.1} ms**, p99 **{p99_ms:.1} ms**, max {max_ms:.0} ms; 304s **{:.1} %** of the answers ({:.1} % of the conditional polls'); the load tool started its requests up to {:.1} ms late (p99). RSS after it: **{:.0} MiB**.{}\n",
        open.players,
        open.planned_rate,
        open.seconds,
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
