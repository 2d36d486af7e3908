//! The open loop: every player polling on the site's schedule, each request sent on time.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_NONE_MATCH};
use serde_json::json;
use tokio::sync::Semaphore;

use crate::calls::{Line, SITE_POLLS, poll_path};
use crate::logins::{Flood, busy_spans, busy_turns, flooded_at, login_flood};
use crate::seed::World;
use crate::tags::{fetch_tags, tag_client};
use crate::{FILLER, POSTS_PER_SECOND, Res};

/// Open-loop requests in flight at most (so at most this many connections); a request that
/// waits for a place still counts its wait in its latency.
pub const OPEN_IN_FLIGHT: usize = 1_000;
/// An open-loop request neither answered nor sent this long after its planned time is an error.
const OPEN_TIMEOUT: Duration = Duration::from_secs(30);

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
pub struct OpenFigures {
    pub sent: usize,
    pub answered: usize,
    pub errors: usize,
    pub not_modified: usize,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
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

    pub fn not_modified_share(&self) -> f64 {
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
pub struct OpenSet {
    pub all: OpenFigures,
    /// The conditional polls' figures (their 304 share is the point).
    pub conditional: OpenFigures,
    /// Each poll's, then the posts'.
    pub kinds: Vec<(String, OpenFigures)>,
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
pub struct FloodTurns {
    pub kind: Flood,
    pub with: OpenSet,
    pub without: OpenSet,
    pub logins: usize,
    pub failed: usize,
    /// The seconds during which logins were in flight.
    pub busy_seconds: f64,
}

pub struct OpenLoop {
    pub players: usize,
    pub seconds: u64,
    /// Requests a second planned (polls and posts).
    pub planned_rate: f64,
    /// Every request's figures.
    pub set: OpenSet,
    pub first_error: Option<String>,
    /// How late the load tool itself started the requests (p99, ms): its own share of the
    /// latencies.
    pub late_p99_ms: f64,
    /// Minute turns during the run: at each, every session list's tag goes stale.
    pub rss_after: f64,
    /// With the login flood in turns.
    pub flood: Option<FloodTurns>,
}

/// Every player of the world polling on the site's schedule for `seconds`, with
/// `POSTS_PER_SECOND` posts beside: each request sent at its planned time whatever the earlier
/// answers, its latency counted from that time.
pub async fn open_loop(
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
