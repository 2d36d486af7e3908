//! Remote images of rich text, fetched by a careful HTTP client (reqwest): only `http` and
//! `https` on ports 80 and 443; no private, loopback, link-local, shared (CGNAT), multicast or
//! reserved address, neither written in the URL nor found by DNS (the resolver itself drops
//! them, so what is connected to is what was checked); no proxy; redirects followed by hand, at
//! most three, each checked again; 10 seconds and 5 MB at most, the body read a chunk at a time
//! and dropped past the cap. The content type is not trusted: the uploads' cleaner decodes the
//! bytes as an image.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use mrok_core::shared::InfraError;
use mrok_core::uploads::{MAX_UPLOAD_BYTES, RemoteImageError, RemoteImageFetcher};
use reqwest::Url;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::header::{ACCEPT, LOCATION};

/// The longest one image may take, redirects and body included.
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(10);
/// The most redirects followed for one image.
pub const MAX_REDIRECTS: usize = 3;

/// Fetches remote images for [`mrok_core::uploads::RemoteImages`].
pub struct HttpImageFetcher {
    client: reqwest::Client,
    /// For tests only (never from configuration a deployer sets): the one loopback address and
    /// port, the tests' "remote" host, allowed besides public addresses.
    test_server: Option<SocketAddr>,
    timeout: Duration,
}

impl HttpImageFetcher {
    /// The fetcher the server uses: public addresses only.
    ///
    /// # Errors
    /// The HTTP client could not be built (no TLS backend).
    pub fn new() -> Result<Self, InfraError> {
        Self::build(None)
    }

    /// For tests: also fetches from `server` (written as an IP address in the URL, any port);
    /// every other rule holds, a redirect to elsewhere on loopback included.
    ///
    /// # Errors
    /// The HTTP client could not be built.
    pub fn allowing_test_server(server: SocketAddr) -> Result<Self, InfraError> {
        Self::build(Some(server))
    }

    fn build(test_server: Option<SocketAddr>) -> Result<Self, InfraError> {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .dns_resolver(PublicOnly)
            .connect_timeout(Duration::from_secs(5))
            .timeout(FETCH_TIMEOUT)
            .user_agent(concat!("Mrok/", env!("CARGO_PKG_VERSION"), " (image copy)"))
            .build()
            .map_err(InfraError::new)?;
        Ok(HttpImageFetcher { client, test_server, timeout: FETCH_TIMEOUT })
    }

    #[cfg(test)]
    fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    async fn fetch(&self, url: &str) -> Result<Vec<u8>, RemoteImageError> {
        match tokio::time::timeout(self.timeout, self.follow(url)).await {
            Ok(result) => result,
            Err(_) => Err(RemoteImageError::TimedOut),
        }
    }

    async fn follow(&self, url: &str) -> Result<Vec<u8>, RemoteImageError> {
        let mut url =
            Url::parse(url).map_err(|e| RemoteImageError::Forbidden(format!("not a URL: {e}")))?;
        for _ in 0..=MAX_REDIRECTS {
            self.check(&url)?;
            let mut response = self
                .client
                .get(url.clone())
                .header(ACCEPT, "image/*")
                .send()
                .await
                .map_err(failed)?;
            let status = response.status();
            if status.is_redirection() {
                let location = response
                    .headers()
                    .get(LOCATION)
                    .and_then(|value| value.to_str().ok())
                    .ok_or_else(|| RemoteImageError::Failed("a redirect to nowhere".into()))?;
                url = url.join(location).map_err(|e| {
                    RemoteImageError::Forbidden(format!("a redirect to no URL: {e}"))
                })?;
                continue;
            }
            if !status.is_success() {
                return Err(RemoteImageError::Failed(format!("status {status}")));
            }
            if response.content_length().is_some_and(|length| length > MAX_UPLOAD_BYTES as u64) {
                return Err(RemoteImageError::TooLarge);
            }
            let mut body = Vec::new();
            while let Some(chunk) = response.chunk().await.map_err(failed)? {
                if body.len() + chunk.len() > MAX_UPLOAD_BYTES {
                    return Err(RemoteImageError::TooLarge);
                }
                body.extend_from_slice(&chunk);
            }
            return Ok(body);
        }
        Err(RemoteImageError::Failed(format!("more than {MAX_REDIRECTS} redirects")))
    }

    /// Whether the URL may be asked at all: its scheme, port and (written as an address) host.
    /// Names are checked when they resolve ([`PublicOnly`]).
    fn check(&self, url: &Url) -> Result<(), RemoteImageError> {
        let refused = |why: &str| Err(RemoteImageError::Forbidden(why.to_owned()));
        if !matches!(url.scheme(), "http" | "https") {
            return refused("only http and https");
        }
        let Some(host) = url.host_str() else { return refused("no host") };
        let Some(port) = url.port_or_known_default() else { return refused("no port") };
        let address = host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>().ok();
        if let (Some(server), Some(ip)) = (self.test_server, address)
            && SocketAddr::new(ip, port) == server
        {
            return Ok(());
        }
        if port != 80 && port != 443 {
            return refused("only ports 80 and 443");
        }
        match address {
            Some(ip) if !is_public(ip) => refused("not a public address"),
            _ => Ok(()),
        }
    }
}

#[async_trait::async_trait]
impl RemoteImageFetcher for HttpImageFetcher {
    async fn fetch_all(&self, urls: Vec<String>) -> Vec<Result<Vec<u8>, RemoteImageError>> {
        let results = futures_util::future::join_all(urls.iter().map(|url| self.fetch(url))).await;
        for (url, result) in urls.iter().zip(&results) {
            if let Err(error) = result {
                // The host only: a URL's path or query may carry someone's token.
                let host = Url::parse(url).ok().and_then(|u| u.host_str().map(str::to_owned));
                tracing::info!(host = host.unwrap_or_default(), %error, "remote image not kept");
            }
        }
        results
    }
}

fn failed(error: reqwest::Error) -> RemoteImageError {
    let mut text = error.to_string();
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    if error.is_timeout() { RemoteImageError::TimedOut } else { RemoteImageError::Failed(text) }
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

/// Whether an address is one of the open internet's: not private (10/8, 172.16/12,
/// 192.168/16, fc00::/7), loopback, link-local (169.254/16, fe80::/10), unspecified, shared
/// (100.64/10), multicast, broadcast, documentation or otherwise reserved. An IPv6 address must
/// be global unicast (2000::/3) and not one that carries an IPv4 address (6to4, Teredo) — except
/// an IPv4-mapped one, judged by its IPv4 address.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let reserved = a == 0
        || a == 10
        || a == 127
        || (a == 100 && (64..128).contains(&b))
        || (a == 169 && b == 254)
        || (a == 172 && (16..32).contains(&b))
        || (a == 192 && b == 168)
        || (a == 192 && b == 0 && (c == 0 || c == 2))
        || (a == 198 && (b == 18 || b == 19))
        || (a == 198 && b == 51 && c == 100)
        || (a == 203 && b == 0 && c == 113)
        || a >= 224;
    !reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let [first, second, ..] = ip.segments();
    let global_unicast = first & 0xe000 == 0x2000;
    let documentation = first == 0x2001 && second == 0x0db8;
    let teredo = first == 0x2001 && second == 0;
    let six_to_four = first == 0x2002;
    global_unicast && !documentation && !teredo && !six_to_four
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_loopback_link_local_and_reserved_addresses_are_not_public() {
        for refused in [
            "10.0.0.1",
            "10.255.255.255",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "127.0.0.1",
            "127.1.2.3",
            "169.254.169.254",
            "100.64.0.1",
            "100.127.255.255",
            "0.0.0.0",
            "0.1.2.3",
            "224.0.0.1",
            "255.255.255.255",
            "240.0.0.1",
            "192.0.2.1",
            "::",
            "::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "febf::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "::127.0.0.1",
            "64:ff9b::7f00:1",
            "2002:7f00:1::1",
            "2001:db8::1",
            "2001:0:4136:e378::1",
        ] {
            let ip: IpAddr = refused.parse().unwrap();
            assert!(!is_public(ip), "{refused} must be refused");
        }
        for allowed in [
            "93.184.215.14",
            "8.8.8.8",
            "172.15.255.255",
            "172.32.0.1",
            "100.63.255.255",
            "100.128.0.1",
            "169.253.1.1",
            "2606:4700::1111",
            "::ffff:93.184.215.14",
        ] {
            let ip: IpAddr = allowed.parse().unwrap();
            assert!(is_public(ip), "{allowed} is public");
        }
    }

    fn refusal(fetcher: &HttpImageFetcher, url: &str) -> Option<RemoteImageError> {
        fetcher.check(&Url::parse(url).unwrap()).err()
    }

    #[test]
    fn only_http_and_https_on_their_own_ports_to_public_addresses_may_be_asked() {
        let fetcher = HttpImageFetcher::new().unwrap();
        for refused in [
            "ftp://example.com/a.png",
            "file:///etc/passwd",
            "http://example.com:8080/a.png",
            "https://example.com:22/a.png",
            "http://127.0.0.1/a.png",
            "http://2130706433/a.png",
            "http://0x7f.1/a.png",
            "http://[::1]/a.png",
            "http://[::ffff:127.0.0.1]/a.png",
            "http://169.254.169.254/latest/meta-data",
            "http://10.1.2.3/a.png",
            "https://192.168.0.1/a.png",
        ] {
            assert!(
                matches!(refusal(&fetcher, refused), Some(RemoteImageError::Forbidden(_))),
                "{refused}"
            );
        }
        for allowed in
            ["http://example.com/a.png", "https://example.com:443/a.png", "http://8.8.8.8/a"]
        {
            assert_eq!(refusal(&fetcher, allowed), None, "{allowed}");
        }
    }

    #[test]
    fn the_test_server_switch_allows_that_one_address_and_port_only() {
        let server: SocketAddr = "127.0.0.1:4567".parse().unwrap();
        let fetcher = HttpImageFetcher::allowing_test_server(server).unwrap();
        assert_eq!(refusal(&fetcher, "http://127.0.0.1:4567/a.png"), None);
        for refused in
            ["http://127.0.0.1:4568/a.png", "http://127.0.0.1/a.png", "http://127.0.0.2:4567/a"]
        {
            assert!(refusal(&fetcher, refused).is_some(), "{refused}");
        }
    }

    #[tokio::test]
    async fn a_name_that_resolves_to_loopback_is_not_connected_to() {
        let fetcher = HttpImageFetcher::new().unwrap();
        let result = fetcher.fetch("http://localhost/a.png").await;
        match result {
            Err(RemoteImageError::Failed(why)) => {
                assert!(why.contains("no public address"), "{why}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn the_test_host_s_image_comes_whole_and_a_redirect_on_it_is_followed() {
        let host = super::super::test_host::ImageHost::start().await;
        let fetcher = HttpImageFetcher::allowing_test_server(host.addr).unwrap();
        let urls = vec![host.url("/obraz.png"), host.url("/przekierowanie")];
        let fetched = fetcher.fetch_all(urls).await;
        let png = super::super::test_host::sample_png();
        assert_eq!(fetched, vec![Ok(png.clone()), Ok(png)]);
    }

    #[tokio::test]
    async fn redirects_are_checked_again_and_counted() {
        let host = super::super::test_host::ImageHost::start().await;
        let fetcher = HttpImageFetcher::allowing_test_server(host.addr).unwrap();
        let to_loopback = fetcher.fetch(&host.url("/na-loopback")).await;
        assert!(matches!(to_loopback, Err(RemoteImageError::Forbidden(_))), "{to_loopback:?}");
        let endless = fetcher.fetch(&host.url("/petla")).await;
        assert_eq!(
            endless,
            Err(RemoteImageError::Failed(format!("more than {MAX_REDIRECTS} redirects")))
        );
        assert_eq!(host.requests(), 1 + MAX_REDIRECTS + 1);
    }

    #[tokio::test]
    async fn a_body_over_5_mb_is_dropped_said_or_not_and_a_slow_one_times_out() {
        let host = super::super::test_host::ImageHost::start().await;
        let fetcher = HttpImageFetcher::allowing_test_server(host.addr)
            .unwrap()
            .with_timeout(Duration::from_secs(2));
        for path in ["/duzy", "/duzy-z-dlugoscia"] {
            assert_eq!(fetcher.fetch(&host.url(path)).await, Err(RemoteImageError::TooLarge));
        }
        let started = std::time::Instant::now();
        assert_eq!(fetcher.fetch(&host.url("/wolny")).await, Err(RemoteImageError::TimedOut));
        assert!(started.elapsed() < Duration::from_secs(4));
        let missing = fetcher.fetch(&host.url("/brak")).await;
        assert!(matches!(missing, Err(RemoteImageError::Failed(_))), "{missing:?}");
    }

    #[tokio::test]
    async fn without_the_switch_the_loopback_host_is_never_asked() {
        let host = super::super::test_host::ImageHost::start().await;
        let fetcher = HttpImageFetcher::new().unwrap();
        let refused = fetcher.fetch(&host.url("/obraz.png")).await;
        assert!(matches!(refused, Err(RemoteImageError::Forbidden(_))), "{refused:?}");
        assert_eq!(host.requests(), 0);
    }
}
