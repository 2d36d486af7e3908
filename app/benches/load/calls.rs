//! What the player site asks: its polls, the calls measured one by one, the mixed polls' lines.

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use crate::common::PASSWORD;
use crate::seed::World;
use crate::tags::tags_for_run;
use crate::{FILLER, Res};

/// Lines of the mixed-polls request file (each a random player's poll).
const MIX_LINES: usize = 60_000;

/// One request of a wrk file: `METHOD\tPATH\tTOKEN\tBODY`, and `\tIF-NONE-MATCH` with a tag.
#[derive(Clone)]
pub struct Line {
    pub method: &'static str,
    pub path: String,
    pub token: Option<String>,
    pub body: Option<String>,
    /// The `If-None-Match` to send: the tag a browser holds for this answer.
    pub tag: Option<String>,
    /// Whose request it is (the account id), when a player's.
    pub user: Option<i64>,
}

impl Line {
    pub fn get(path: String, token: Option<&str>) -> Line {
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
    pub fn player(path: String, world: &World, tokens: &[String], p: usize) -> Line {
        Line { user: Some(world.users[p]), ..Line::get(path, Some(&tokens[p])) }
    }

    pub fn tsv(&self) -> String {
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

/// The notices' list's row (the report finds its "unchanged" twin by it).
pub const NOTIFICATIONS_LABEL: &str = "`GET /api/notifications` (the bell's list)";
/// The rows comparing a post that notifies nine players with one that notifies none.
pub const NOTIFYING_POST_LABEL: &str =
    "`POST …/messages` to a 10-player session (notices to the other 9)";
pub const QUIET_POST_LABEL: &str =
    "`POST …/messages` to a 10-player session whose players turned these notices off";
/// Players of a session of the notices' comparison.
const NOTICE_PLAYERS: usize = 10;

/// One call measured on its own.
pub struct Call {
    pub label: &'static str,
    pub every: &'static str,
    pub lines: Vec<Line>,
    /// Answers 304 to a current `If-None-Match`: measured a second time, with the tags.
    pub conditional: bool,
}

/// The polls of every logged-in page of the player site (web/src/lib/query.ts and the
/// queries of the shell): each path template (`{me}`: the player's id), how many times a
/// minute it is asked, and whether it answers 304 to the tag of the last answer (which the
/// browser sends in `If-None-Match`). A page's own polls (a session list's page, an open
/// session) come on top for the players on that page; the table measures them one by one.
pub const SITE_POLLS: [(&str, u32, bool); 7] = [
    ("/api/sessions/unread", 6, true),
    ("/api/conversations/user/{me}", 6, true),
    ("/api/online-users?limit=100", 4, true),
    ("/api/home/profile/{me}", 2, true),
    ("/api/check-prison-status", 2, false),
    ("/api/admin/check-resident-message", 2, false),
    ("/api/global-notifications/unread", 1, true),
];

/// Polls a second per player online, from `SITE_POLLS`.
pub fn polls_per_player_second() -> f64 {
    SITE_POLLS.iter().map(|(_, n, _)| f64::from(*n)).sum::<f64>() / 60.0
}

pub fn poll_path(template: &str, world: &World, p: usize) -> String {
    template.replace("{me}", &world.users[p].to_string())
}

pub fn calls(world: &World, tokens: &[String]) -> Vec<Call> {
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
            NOTIFICATIONS_LABEL,
            "on news (socket), 60 s without",
            every_player(&|_| "/api/notifications".into()),
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
pub async fn mix_lines(
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

/// The cost of a post's notices: the first ten players make a general session together and
/// post in it by turns (each post tells the other nine: a new notice each the first time, then
/// their unread burst grows); the next ten, who turned the notices of posts off (every channel),
/// do the same in a session of their own (no notice is written; their settings are still read).
/// The two posts take the same path otherwise; their req/s in one run give the ratio.
pub async fn notice_calls(base: &str, world: &World, tokens: &[String]) -> Res<Vec<Call>> {
    if tokens.len() < 2 * NOTICE_PLAYERS {
        return Ok(Vec::new());
    }
    let client = reqwest::Client::new();
    let send = |token: &str, method: reqwest::Method, path: &str, body: serde_json::Value| {
        let request =
            client.request(method, format!("{base}{path}")).bearer_auth(token).json(&body);
        let path = path.to_owned();
        async move {
            let answer = request.send().await?;
            let status = answer.status();
            let body: serde_json::Value = answer.json().await?;
            if status.is_success() {
                Res::Ok(body)
            } else {
                Err(format!("{path} answered {status}: {body}").into())
            }
        }
    };
    let session = |group: std::ops::Range<usize>, title: &'static str| {
        let owner = tokens[group.start].clone();
        let users = world.users[group.start + 1..group.end].to_vec();
        let body = json!({"title": title, "users": users, "characterType": "narrator"});
        let made = send(&owner, reqwest::Method::POST, "/api/generalSessions", body);
        async move {
            let made: serde_json::Value = made.await?;
            let id = made["id"].as_i64().or(made["session"]["id"].as_i64());
            Res::Ok(id.ok_or("a bench session has no id")?)
        }
    };
    let told = session(0..NOTICE_PLAYERS, "Narada przy ognisku").await?;
    let quiet = session(NOTICE_PLAYERS..2 * NOTICE_PLAYERS, "Milcząca wieża").await?;
    let off = json!({"kinds": {"session_post": {"inApp": false, "email": false, "push": false}}});
    for token in &tokens[NOTICE_PLAYERS..2 * NOTICE_PLAYERS] {
        let _: serde_json::Value =
            send(token, reqwest::Method::PUT, "/api/notifications/settings", off.clone()).await?;
    }
    let post = |p: usize, session: i64| Line {
        method: "POST",
        path: format!("/api/generalSessions/{session}/messages"),
        token: Some(tokens[p].clone()),
        body: Some(json!({"message": format!("<p>Nowy wpis. {FILLER}</p>")}).to_string()),
        tag: None,
        user: None,
    };
    Ok(vec![
        Call {
            label: NOTIFYING_POST_LABEL,
            every: "—",
            lines: (0..NOTICE_PLAYERS).map(|p| post(p, told)).collect(),
            conditional: false,
        },
        Call {
            label: QUIET_POST_LABEL,
            every: "—",
            lines: (NOTICE_PLAYERS..2 * NOTICE_PLAYERS).map(|p| post(p, quiet)).collect(),
            conditional: false,
        },
    ])
}
