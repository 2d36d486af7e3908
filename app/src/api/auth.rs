//! Who is calling: the bearer token (re-checked against the account on every request) and the
//! client's address.

use std::net::IpAddr;
use std::sync::Arc;

use mrok_core::accounts::{AccountService, AuthenticatedUser, ClientIp};
use mrok_core::profiles::PlayerService;
use poem::Request;
use poem::web::RemoteAddr;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::Bearer;

use super::errors::ApiError;

/// A bearer access token from `POST /api/login`.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT", checker = "authenticate")]
pub struct BearerAuth(pub AuthenticatedUser);

async fn authenticate(req: &Request, bearer: Bearer) -> poem::Result<AuthenticatedUser> {
    let accounts = req.data::<Arc<AccountService>>().ok_or_else(|| {
        poem::Error::from_string(
            "accounts not wired",
            poem::http::StatusCode::INTERNAL_SERVER_ERROR,
        )
    })?;
    let user = accounts
        .authenticate(&bearer.token)
        .await
        .map_err(|e| poem::Error::from(ApiError::from(e)))?;
    if let Some(players) = req.data::<Arc<PlayerService>>() {
        // Activity feeds the online list; a failure to record it must not fail the request.
        if let Err(error) = players.touch(user.id, &client_ip(req).0).await {
            tracing::warn!(%error, "activity not recorded");
        }
    }
    Ok(user)
}

/// Whether proxy headers name the client (set from `MROK_TRUST_PROXY_HEADERS`).
#[derive(Debug, Clone, Copy)]
pub struct TrustProxyHeaders(pub bool);

/// The client's address: the peer, or the first address a trusted proxy reports.
pub fn client_ip(req: &Request) -> ClientIp {
    let trust = req.data::<TrustProxyHeaders>().is_some_and(|t| t.0);
    if trust {
        let forwarded = req
            .header("x-forwarded-for")
            .and_then(|v| v.split(',').next())
            .or_else(|| req.header("x-real-ip"))
            .and_then(|v| v.trim().parse::<IpAddr>().ok());
        if let Some(ip) = forwarded {
            return ClientIp(ip.to_string());
        }
    }
    let peer = match req.remote_addr() {
        RemoteAddr(poem::Addr::SocketAddr(addr)) => addr.ip().to_string(),
        other => other.to_string(),
    };
    ClientIp(peer)
}
