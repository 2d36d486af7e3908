//! `GET /ws/?room=ID&token=…`: the live socket. The token rides the query (browsers cannot set
//! headers on a websocket) and is checked exactly as a game call's bearer token; it is never
//! logged (the request log keeps the path only). The socket only pushes: anything the client
//! sends is read, counted against a small budget and dropped.
//!
//! A browser cannot read the HTTP status of a refused upgrade (it sees only 1006, and a client
//! that reconnects on 1006 would try forever), so a refusal a retry cannot cure — no token, a bad
//! or expired one, an account that may not play, a room that is gone — is an accepted socket
//! closed at once with a close code the client stops on (4001, 4004). A foreign Origin is refused
//! before any upgrade.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use mrok_core::access::{GameGate, Permission};
use mrok_core::accounts::AccountService;
use mrok_core::profiles::PlayerService;
use mrok_core::tavern::{RoomId, TavernService};
use poem::http::{StatusCode, header};
use poem::web::websocket::{CloseCode, Message, WebSocket, WebSocketConfig, WebSocketStream};
use poem::web::{Data, Query};
use poem::{IntoResponse, Request, Response};
use rand::Rng;
use serde::Deserialize;

use super::frames::{self, Frame};
use super::hub::{Hub, Listener, Membership, Refusal, close};
use crate::api::{ApiError, admit_sign_in};

/// The largest message a client may send (it has nothing to say; this is a guard): a longer one
/// is read and answered with close 1009.
pub const MAX_CLIENT_FRAME_BYTES: usize = 4 * 1024;
/// The largest frame read at all: one up to this size is read whole, so that the 1009 that
/// answers it arrives (closing over unread bytes would reset the connection instead); a larger
/// one drops the connection.
const MAX_READ_FRAME_BYTES: usize = 64 * 1024;
/// How long a socket we close waits for the client's own close (the closing handshake).
const CLOSE_WAIT: Duration = Duration::from_secs(1);
/// Frames a client may send in a burst, and per second after it.
const CLIENT_BURST: f64 = 10.0;
const CLIENT_FRAMES_PER_SECOND: f64 = 2.0;
/// How long one frame may take to leave before the peer counts as gone.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// What the endpoint needs besides the services.
#[derive(Clone)]
pub struct LiveSettings {
    /// The origin of `MROK_PUBLIC_URL` (`scheme://host[:port]`), always allowed.
    pub public_origin: String,
    /// How often a socket is pinged (a ping keeps idle connections open through proxies and
    /// finds dead peers); one silent for two and a half periods is let go.
    pub ping_every: Duration,
    /// How often, about, a socket's token is checked again ([`Readmission`]).
    pub recheck_every: Duration,
}

impl LiveSettings {
    pub fn new(public_url: &str, ping_every: Duration, recheck_every: Duration) -> Self {
        let url = public_url.trim_end_matches('/');
        let origin = match url.find("://") {
            Some(scheme_end) => match url[scheme_end + 3..].find('/') {
                Some(path) => &url[..scheme_end + 3 + path],
                None => url,
            },
            None => url,
        };
        LiveSettings { public_origin: origin.to_ascii_lowercase(), ping_every, recheck_every }
    }

    /// A browser's Origin must be the public address or the host the request was sent to; a
    /// client without one (not a browser) is let through to the token check.
    fn origin_allowed(&self, req: &Request) -> bool {
        let Some(origin) = req.header(header::ORIGIN).map(str::to_ascii_lowercase) else {
            return true;
        };
        if origin == self.public_origin {
            return true;
        }
        let host = req.header(header::HOST).map(str::to_ascii_lowercase);
        let origin_host = origin.split_once("://").map(|(_, host)| host);
        host.is_some() && origin_host == host.as_deref()
    }
}

#[derive(Deserialize)]
pub struct SocketParams {
    room: Option<i64>,
    token: Option<String>,
}

fn refuse(status: StatusCode, message: &str, code: &str) -> Response {
    let body = serde_json::json!({ "message": message, "code": code });
    poem::web::Json(body).with_status(status).into_response()
}

/// The endpoint.
#[poem::handler]
pub async fn live_socket(
    req: &Request,
    ws: WebSocket,
    Query(params): Query<SocketParams>,
    hub: Data<&Arc<Hub>>,
    settings: Data<&LiveSettings>,
    tavern: Data<&Arc<TavernService>>,
) -> poem::Result<Response> {
    if !settings.origin_allowed(req) {
        return Ok(refuse(StatusCode::FORBIDDEN, "Niedozwolone źródło połączenia.", "bad_origin"));
    }
    let Some(token) = params.token.filter(|t| !t.trim().is_empty()) else {
        return Ok(close_at_once(ws, close::REVOKED, "missing_token"));
    };
    let (actor, sign_in) = match admit_sign_in(req, &token).await {
        Ok(admitted) => admitted,
        Err(error) if lost_access(error.status()) => {
            return Ok(close_at_once(ws, close::REVOKED, "unauthorized"));
        }
        Err(error) => return Err(error),
    };
    // The hub's limits first: they cost nothing, the room's reading does.
    if let Err(refusal) = hub.check(actor.id()) {
        return Ok(refused(refusal));
    }
    let room = params.room.map(RoomId);
    if let Some(room) = room
        && tavern.live_room_count(room).await.map_err(ApiError::from)?.is_none()
    {
        return Ok(close_at_once(ws, close::NO_ROOM, "room_not_found"));
    }
    let blockable = !actor.may(Permission::PlayDuringGameBlock);
    let listener = Listener { user: actor.id(), sign_in, room, blockable };
    let hub = hub.0.clone();
    let ping_every = settings.ping_every;
    let readmission = Readmission::of(req, token, settings.recheck_every)?;
    let config = WebSocketConfig::default()
        .read_buffer_size(MAX_CLIENT_FRAME_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(256 * 1024)
        .max_message_size(Some(MAX_CLIENT_FRAME_BYTES))
        .max_frame_size(Some(MAX_READ_FRAME_BYTES));
    Ok(ws
        .config(config)
        .on_upgrade(move |socket| async move {
            match hub.join(listener) {
                Ok(membership) => {
                    let id = membership.id;
                    let greeting = room.map(frames::room_joined);
                    serve(socket, membership, greeting, ping_every, readmission).await;
                    hub.leave(listener, id);
                }
                Err(refusal) => {
                    let code = match refusal {
                        Refusal::TooManyForUser => CloseCode::Policy,
                        Refusal::Full => CloseCode::Again,
                    };
                    close_socket(socket, code, "").await;
                }
            }
        })
        .into_response())
}

/// Whether a refused token means the player must sign in again (not a passing failure).
fn lost_access(status: StatusCode) -> bool {
    matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN)
}

/// Accepts the upgrade only to close the socket with `code` and a short machine `reason`.
fn close_at_once(ws: WebSocket, code: u16, reason: &'static str) -> Response {
    ws.on_upgrade(move |socket| close_socket(socket, CloseCode::from(code), reason)).into_response()
}

async fn close_socket(socket: WebSocketStream, code: CloseCode, reason: &str) {
    let (mut sink, _) = socket.split();
    let _ = sink.send(Message::Close(Some((code, reason.to_owned())))).await;
}

fn refused(refusal: Refusal) -> Response {
    match refusal {
        Refusal::TooManyForUser => refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "Masz otwartych zbyt wiele połączeń na żywo — zamknij inne karty.",
            "too_many_sockets",
        ),
        Refusal::Full => refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "Serwer jest chwilowo przepełniony. Spróbuj ponownie za chwilę.",
            "live_full",
        ),
    }
}

/// Asks again, now and then, whether the socket's token still admits its account. Revocations
/// arrive as events and close sockets at once; this bounds how long one the bus never carried
/// (a NOTIFY that failed, a change made by the command line on SQLite) or a token that expired
/// leaves a socket open — to one period after the checks remembered by every request expire.
struct Readmission {
    accounts: Arc<AccountService>,
    gate: Arc<GameGate>,
    /// Each check that admits also records the player's activity: an open socket is a player
    /// present (the online list, and no e-mail digest while it stays open).
    players: Option<(Arc<PlayerService>, String)>,
    token: String,
    every: Duration,
}

impl Readmission {
    /// The checks the token passed on this request, to be made again every `every`.
    fn of(req: &Request, token: String, every: Duration) -> poem::Result<Self> {
        let (Some(accounts), Some(gate)) =
            (req.data::<Arc<AccountService>>(), req.data::<Arc<GameGate>>())
        else {
            return Err(poem::Error::from_status(StatusCode::INTERNAL_SERVER_ERROR));
        };
        let players =
            req.data::<Arc<PlayerService>>().map(|p| (p.clone(), crate::api::client_ip(req).0));
        Ok(Readmission { accounts: accounts.clone(), gate: gate.clone(), players, token, every })
    }

    /// The checks' times: the first somewhere in the second half of a period to a period and a
    /// half (sockets opened together, after a restart, are not checked together), then every
    /// period.
    fn schedule(&self) -> tokio::time::Interval {
        let first = self.every.mul_f64(rand::rng().random_range(0.5..1.5));
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + first, self.every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        ticks
    }

    /// Whether the account may still play; `true` too when that cannot be told now (storage
    /// failing): the next check asks again.
    async fn still_admitted(&self) -> bool {
        let refused = match self.accounts.authenticate(&self.token).await {
            Ok(user) => match self.gate.admit(user.actor).await {
                Ok(_) => {
                    if let Some((players, ip)) = &self.players
                        && let Err(error) = players.touch(user.actor.id(), ip).await
                    {
                        tracing::warn!(%error, "activity not recorded");
                    }
                    return true;
                }
                Err(error) => poem::Error::from(ApiError::from(error)),
            },
            Err(error) => poem::Error::from(ApiError::from(error)),
        };
        !lost_access(refused.status())
    }
}

/// A token bucket over the frames a client sends.
struct Budget {
    tokens: f64,
    at: Instant,
}

impl Budget {
    fn new() -> Self {
        Budget { tokens: CLIENT_BURST, at: Instant::now() }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * CLIENT_FRAMES_PER_SECOND;
        self.tokens = (self.tokens + refill).min(CLIENT_BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One connection: pushes its frames, reads (and drops) what the client sends, pings, checks
/// its token again now and then, and closes when the hub says so, the account may no longer
/// play, the client floods or oversteps the frame size, or the peer is gone.
async fn serve(
    socket: WebSocketStream,
    mut membership: Membership,
    greeting: Option<Frame>,
    ping_every: Duration,
    readmission: Readmission,
) {
    let (mut sink, mut stream) = socket.split();
    let mut budget = Budget::new();
    // Browsers answer every ping; a peer silent for two pings is gone (a phone that changed
    // networks): its socket is let go instead of holding one of its player's places for the
    // quarter of an hour TCP takes to tell.
    let mut heard = Instant::now();
    let mut ping = tokio::time::interval(ping_every);
    ping.reset();
    let mut recheck = readmission.schedule();
    if let Some(greeting) = greeting
        && !send(&mut sink, Message::Text(greeting.to_string())).await
    {
        return;
    }
    let stop = membership.stop.clone();
    let close = loop {
        tokio::select! {
            frame = membership.frames.recv() => match frame {
                Some(frame) => {
                    if !send(&mut sink, Message::Text(frame.to_string())).await {
                        return;
                    }
                }
                // The hub let go of the socket: it also says why.
                None => break stop.code().map(|code| (CloseCode::from(code), "")),
            },
            incoming = stream.next() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(Message::Close(_))) | None => return,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(_)) => {
                        if !budget.take() {
                            break Some((CloseCode::Policy, "Za dużo wiadomości"));
                        }
                    }
                    Some(Err(error)) => {
                        let too_big = error.to_string().to_ascii_lowercase().contains("too long")
                            || error.to_string().to_ascii_lowercase().contains("too big");
                        if too_big {
                            break Some((CloseCode::Size, "Za duża wiadomość"));
                        }
                        return;
                    }
                }
            }
            code = stop.stopped() => break Some((CloseCode::from(code), "")),
            _ = recheck.tick() => {
                if !readmission.still_admitted().await {
                    break Some((CloseCode::from(close::REVOKED), ""));
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > ping_every * 5 / 2 {
                    return;
                }
                if !send(&mut sink, Message::Ping(Vec::new())).await {
                    return;
                }
            }
        }
    };
    if let Some((code, reason)) = close
        && send(&mut sink, Message::Close(Some((code, reason.to_owned())))).await
    {
        let answered = async {
            while let Some(Ok(message)) = stream.next().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        };
        let _ = tokio::time::timeout(CLOSE_WAIT, answered).await;
    }
}

async fn send<S>(sink: &mut S, message: Message) -> bool
where
    S: futures_util::Sink<Message> + Unpin,
{
    matches!(tokio::time::timeout(SEND_TIMEOUT, sink.send(message)).await, Ok(Ok(())))
}
