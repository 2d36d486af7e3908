//! Who is calling: the bearer token (checked against the account, which core remembers for a
//! moment until something revokes its access), the game's admission of that account, and the
//! client's address.
//!
//! Two ways in, both the same bearer token on the wire (one `BearerAuth` scheme in the OpenAPI
//! document): [`BearerAuth`] for account-level calls (the start-up checks, the back office) and
//! [`PlayerAuth`] for game calls, which also passes core's game gate, so an imprisoned or blocked
//! player is refused before the handler runs.

use std::net::IpAddr;
use std::sync::Arc;

use mrok_core::access::{Actor, GameActor, GameGate};
use mrok_core::accounts::{AccountService, AuthenticatedUser, ClientIp, SignInId};
use mrok_core::profiles::PlayerService;
use poem::Request;
use poem::web::RemoteAddr;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::Bearer;

use super::errors::ApiError;

/// A bearer access token from `POST /api/login`, for account-level calls.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT", checker = "authenticate")]
pub struct BearerAuth(pub AuthenticatedUser);

impl BearerAuth {
    pub fn actor(&self) -> &Actor {
        &self.0.actor
    }
}

/// The same bearer token, for game calls: the account is admitted to the game (not imprisoned,
/// the game not blocked for it) before the handler runs.
#[derive(SecurityScheme)]
#[oai(rename = "BearerAuth", ty = "bearer", bearer_format = "JWT", checker = "admit")]
pub struct PlayerAuth(pub GameActor);

fn wired<T: Send + Sync + 'static>(req: &Request) -> poem::Result<&Arc<T>> {
    req.data::<Arc<T>>().ok_or_else(|| {
        poem::Error::from_string("service not wired", poem::http::StatusCode::INTERNAL_SERVER_ERROR)
    })
}

async fn authenticate(req: &Request, bearer: Bearer) -> poem::Result<AuthenticatedUser> {
    authenticate_token(req, &bearer.token).await
}

async fn authenticate_token(req: &Request, token: &str) -> poem::Result<AuthenticatedUser> {
    let user = wired::<AccountService>(req)?
        .authenticate(token)
        .await
        .map_err(|e| poem::Error::from(ApiError::from(e)))?;
    if let Ok(players) = wired::<PlayerService>(req) {
        // Activity feeds the online list; a failure to record it must not fail the request.
        if let Err(error) = players.touch(user.actor.id(), &client_ip(req).0).await {
            tracing::warn!(%error, "activity not recorded");
        }
    }
    tracing::Span::current().record("user", user.actor.id().0);
    crate::audit::saw_actor(user.actor);
    Ok(user)
}

async fn admit(req: &Request, bearer: Bearer) -> poem::Result<GameActor> {
    admit_token(req, &bearer.token).await
}

/// A game actor from a raw token (the live socket's `token` parameter): authenticated,
/// activity recorded, admitted by the game gate — exactly as [`PlayerAuth`] does it.
///
/// # Errors
/// The JSON error the same token would get from a game call.
pub async fn admit_token(req: &Request, token: &str) -> poem::Result<GameActor> {
    admit_sign_in(req, token).await.map(|(actor, _)| actor)
}

/// As [`admit_token`], with the sign-in the token belongs to (a live socket closes when it
/// ends).
///
/// # Errors
/// As [`admit_token`].
pub async fn admit_sign_in(req: &Request, token: &str) -> poem::Result<(GameActor, SignInId)> {
    let user = authenticate_token(req, token).await?;
    let actor = wired::<GameGate>(req)?
        .admit(user.actor)
        .await
        .map_err(|e| poem::Error::from(ApiError::from(e)))?;
    Ok((actor, user.sign_in))
}

/// How many reverse proxies in front of the server are trusted to append the address they saw to
/// `X-Forwarded-For` (`MROK_TRUST_PROXY_HEADERS`; 0 reads no header).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TrustedProxies(pub u8);

impl std::str::FromStr for TrustedProxies {
    type Err = String;

    /// `false`/`off` (none), `true`/`on` (one proxy, the usual setup) or how many, up to 10.
    fn from_str(raw: &str) -> Result<Self, String> {
        match raw.trim().to_ascii_lowercase().as_str() {
            "" | "false" | "off" | "no" => Ok(TrustedProxies(0)),
            "true" | "on" | "yes" => Ok(TrustedProxies(1)),
            n => match n.parse::<u8>() {
                Ok(hops) if hops <= 10 => Ok(TrustedProxies(hops)),
                _ => Err(format!("expected false, true or a number of proxies 0–10, got `{raw}`")),
            },
        }
    }
}

/// The client's address: the peer, or, behind `n` trusted proxies, the `n`-th address of
/// `X-Forwarded-For` counted from the right — the one the outermost trusted proxy saw. Whatever
/// the client itself wrote stands to the left of it and is never read, so a client cannot choose
/// its own address.
pub fn client_ip(req: &Request) -> ClientIp {
    let hops = usize::from(req.data::<TrustedProxies>().map_or(0, |t| t.0));
    if hops > 0 {
        let forwarded: Vec<&str> = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        // Fewer entries than proxies: every one was written by a trusted proxy; the first is
        // what the outermost saw.
        let seen = forwarded.get(forwarded.len().saturating_sub(hops));
        if let Some(ip) = seen.and_then(|v| v.parse::<IpAddr>().ok()) {
            return ClientIp(ip.to_string());
        }
    }
    let peer = match req.remote_addr() {
        RemoteAddr(poem::Addr::SocketAddr(addr)) => addr.ip().to_string(),
        other => other.to_string(),
    };
    ClientIp(peer)
}

/// The browser's User-Agent as sent (empty when absent or not text); core keeps a bounded
/// part of it with the sign-in.
pub fn user_agent(req: &Request) -> String {
    req.headers()
        .get(poem::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}
