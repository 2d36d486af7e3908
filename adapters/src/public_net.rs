//! The HTTP client of every request to an address a player gave (remote images, push
//! endpoints): no proxy, no redirect followed by itself, and names resolved to public addresses
//! only ([`mrok_core::shared::is_public`]), so what is connected to is what was checked.

use std::net::SocketAddr;
use std::time::Duration;

use mrok_core::shared::{InfraError, is_public};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

/// A client for `purpose` (shown in its User-Agent) whose requests take `timeout` at most.
///
/// # Errors
/// The client could not be built (no TLS backend).
pub(crate) fn client(purpose: &str, timeout: Duration) -> Result<reqwest::Client, InfraError> {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .dns_resolver(PublicOnly)
        .connect_timeout(Duration::from_secs(5))
        .timeout(timeout)
        .user_agent(format!("Mrok/{} ({purpose})", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(InfraError::new)
}

/// Resolves names to their public addresses only; a name with none is not found.
struct PublicOnly;

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let found = tokio::net::lookup_host((host.as_str(), 0)).await?;
            let public: Vec<SocketAddr> = found.filter(|a| is_public(a.ip())).collect();
            if public.is_empty() {
                return Err(format!("{host} has no public address").into());
            }
            let addresses: Addrs = Box::new(public.into_iter());
            Ok(addresses)
        })
    }
}
