//! The tags (`ETag`) a browser holds: fetched before a run, kept if current through it.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{StreamExt, TryStreamExt};
use mrok_app::freshness::minute_of;
use mrok_core::shared::UserId;
use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_NONE_MATCH};

use crate::Res;
use crate::calls::Line;

/// Requests in flight at once when fetching the players' current tags before a run.
const TAG_FETCHES_IN_FLIGHT: usize = 64;

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
pub async fn fetch_tags(client: &reqwest::Client, base: &str, lines: &[Line]) -> Res<Vec<String>> {
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
pub async fn tags_for_run(
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
pub async fn check_star_tags(client: &reqwest::Client, base: &str, lines: &[Line]) -> Res<()> {
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
pub fn tag_client() -> Res<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .pool_max_idle_per_host(TAG_FETCHES_IN_FLIGHT)
        .pool_idle_timeout(Duration::from_secs(30))
        .timeout(Duration::from_secs(60))
        .build()?)
}
