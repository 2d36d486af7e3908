//! Remote images of rich text, fetched by a careful HTTP client (reqwest): only `http` and
//! `https` on ports 80 and 443; no private, loopback, link-local, shared (CGNAT), multicast or
//! reserved address, neither written in the URL nor found by DNS (the resolver itself drops
//! them, so what is connected to is what was checked); no proxy; redirects followed by hand, at
//! most three, each checked again; 10 seconds and 5 MB at most, the body read a chunk at a time
//! and dropped past the cap. The content type is not trusted: the uploads' cleaner decodes the
//! bytes as an image.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use mrok_core::shared::{InfraError, is_public};
use mrok_core::uploads::{MAX_UPLOAD_BYTES, RemoteImageError, RemoteImageFetcher};
use reqwest::Url;
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
        let client = crate::public_net::client("image copy", FETCH_TIMEOUT)?;
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

#[cfg(test)]
mod tests {
    use super::*;

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
