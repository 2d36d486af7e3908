//! Serving connections: HTTP/1.1 through hyper under poem's endpoint, with the limits that keep
//! slow or idle clients from holding the server hostage (slowloris):
//!
//! - a connection cap, overall and per client address: a connection over it is closed at once,
//!   so the process never runs out of file descriptors and one address cannot take every slot;
//! - a deadline for a request's head (from the connection's start, or from the previous answer
//!   on a kept-alive connection, so it is also the keep-alive idle time);
//! - an idle deadline: a connection on which no byte moves either way for this long is closed
//!   (a client that never reads its answer);
//! - the body's deadline is the HTTP layer's (`http::limit_body`), which reads every body whole.
//!
//! Upgraded connections (the live socket) keep their slot until the socket closes; their
//! liveness is the socket's own ping and send deadline.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Addr, Endpoint, Request};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};

/// Descriptors kept free for the database, uploads and logs when the connection cap is derived
/// from the open-file limit.
const RESERVED_DESCRIPTORS: u64 = 256;
/// How long in-flight requests may finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);
/// Pause after a failed accept (a full descriptor table), so the loop does not spin.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);

/// The connection limits (`MROK_MAX_CONNECTIONS`, … in docs/operations.md).
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// Open connections at most (lowered to what the open-file limit allows).
    pub max_connections: usize,
    /// Open connections from one client address at most; `None` behind proxies, where every
    /// connection comes from the proxy.
    pub max_per_address: Option<usize>,
    /// A request's head must arrive within this time.
    pub header_timeout: Duration,
    /// A request's body must arrive within this time.
    pub body_timeout: Duration,
    /// A connection on which nothing moves for this long is closed.
    pub idle_timeout: Duration,
}

/// Raises the soft open-file limit to the hard one (a server holds a descriptor per connection;
/// many systems start processes at 1,024) and returns the limit now in force (`None`: none).
pub fn raise_open_file_limit() -> Option<u64> {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        let raised = Rlimit { current: limit.maximum, maximum: limit.maximum };
        if let Err(error) = setrlimit(Resource::Nofile, raised) {
            tracing::warn!(%error, "could not raise the open-file limit");
        }
    }
    getrlimit(Resource::Nofile).current
}

/// The cap that fits the open-file limit, leaving room for everything else.
fn fitted_cap(wanted: usize, open_files: Option<u64>) -> usize {
    match open_files {
        Some(limit) => {
            let room = limit.saturating_sub(RESERVED_DESCRIPTORS).max(16);
            wanted.min(usize::try_from(room).unwrap_or(usize::MAX))
        }
        None => wanted,
    }
}

/// Accepts connections on `listener` and answers them with `endpoint` until `shutdown`
/// resolves; then stops accepting, lets running requests finish (at most ten seconds) and
/// returns.
pub async fn serve<E>(
    listener: TcpListener,
    endpoint: E,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
) where
    E: Endpoint + 'static,
{
    let cap = fitted_cap(limits.max_connections, raise_open_file_limit());
    if cap < limits.max_connections {
        tracing::warn!(
            cap,
            wanted = limits.max_connections,
            "connection cap lowered to fit the open-file limit"
        );
    }
    let slots = Slots::new(cap, limits.max_per_address);
    let endpoint = Arc::new(endpoint);
    let local = listener.local_addr().ok();
    let (stop, stopped) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                    continue;
                }
            },
        };
        let Some(slot) = slots.take(peer.ip()) else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let connection = Connection {
            endpoint: endpoint.clone(),
            local: local.map_or_else(LocalAddr::default, |a| LocalAddr(Addr::SocketAddr(a))),
            peer,
            limits,
        };
        tokio::spawn(connection.run(stream, slot, stopped.clone()));
    }
    drop(listener);
    let _ = stop.send(true);
    if tokio::time::timeout(SHUTDOWN_GRACE, slots.all_free()).await.is_err() {
        tracing::warn!("connections still open after the shutdown grace period");
    }
}

/// One accepted connection and what it needs to answer.
struct Connection<E> {
    endpoint: Arc<E>,
    local: LocalAddr,
    peer: SocketAddr,
    limits: ConnectionLimits,
}

impl<E: Endpoint + 'static> Connection<E> {
    async fn run(self, stream: TcpStream, slot: Slot, mut stopped: watch::Receiver<bool>) {
        let activity = Arc::new(Activity::new());
        let io = Guarded { inner: stream, activity: activity.clone(), _slot: slot };
        let Connection { endpoint, local, peer, limits } = self;
        let remote = RemoteAddr(Addr::SocketAddr(peer));
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let endpoint = endpoint.clone();
            let request = Request::from((req, local.clone(), remote.clone(), Scheme::HTTP));
            async move {
                let response = endpoint.get_response(request).await;
                Ok::<_, std::convert::Infallible>(
                    hyper::Response::<BoxBody<Bytes, io::Error>>::from(response),
                )
            }
        });
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_timeout)
            .keep_alive(true);
        let connection = builder.serve_connection(TokioIo::new(io), service).with_upgrades();
        tokio::pin!(connection);
        tokio::select! {
            _ = &mut connection => return,
            () = activity.idle_for(limits.idle_timeout) => {
                tracing::debug!(%peer, "connection closed: idle");
                return;
            }
            _ = stopped.wait_for(|stop| *stop) => {}
        }
        connection.as_mut().graceful_shutdown();
        let _ = connection.await;
    }
}

/// When a byte last moved on a connection.
struct Activity {
    start: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    fn new() -> Self {
        Activity { start: Instant::now(), last_ms: AtomicU64::new(0) }
    }

    fn touch(&self) {
        let now = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_ms.store(now, Ordering::Relaxed);
    }

    /// Resolves once nothing has moved for `limit`.
    async fn idle_for(&self, limit: Duration) {
        loop {
            let last = self.start + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
            let deadline = last + limit;
            if Instant::now() >= deadline {
                return;
            }
            tokio::time::sleep_until(deadline.into()).await;
        }
    }
}

/// The socket, noting activity, holding the connection's slot until it is dropped (after an
/// upgrade too, when the live socket owns it).
struct Guarded {
    inner: TcpStream,
    activity: Arc<Activity>,
    _slot: Slot,
}

impl AsyncRead for Guarded {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let poll = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.touch();
        }
        poll
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(poll, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        poll
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(poll, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        poll
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Open connections per client address.
type AddressCounts = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// The connection slots: a permit each, and a count per client address.
#[derive(Clone)]
struct Slots {
    permits: Arc<Semaphore>,
    cap: usize,
    per_address: Option<(usize, AddressCounts)>,
    full: Arc<AtomicBool>,
}

/// One connection's slot, given back when dropped.
struct Slot {
    _permit: OwnedSemaphorePermit,
    address: Option<(IpAddr, AddressCounts)>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some((ip, counts)) = &self.address {
            let mut counts = counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(count) = counts.get_mut(ip) {
                *count -= 1;
                if *count == 0 {
                    counts.remove(ip);
                }
            }
        }
    }
}

impl Slots {
    fn new(cap: usize, per_address: Option<usize>) -> Self {
        Slots {
            permits: Arc::new(Semaphore::new(cap)),
            cap,
            per_address: per_address.map(|limit| (limit, Arc::default())),
            full: Arc::default(),
        }
    }

    /// A slot for a new connection from `ip`, or `None` when the server or that address is
    /// at its cap (said once in the log each time the server fills up). An IPv6 address counts
    /// with its whole /64 network, as for the request limits.
    fn take(&self, ip: IpAddr) -> Option<Slot> {
        let ip = mrok_core::accounts::subscriber(ip);
        let Ok(permit) = self.permits.clone().try_acquire_owned() else {
            if !self.full.swap(true, Ordering::Relaxed) {
                tracing::warn!(
                    cap = self.cap,
                    "connection cap reached: new connections are closed"
                );
            }
            return None;
        };
        self.full.store(false, Ordering::Relaxed);
        let address = match &self.per_address {
            None => None,
            Some((limit, counts)) => {
                let mut map = counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let count = map.entry(ip).or_insert(0);
                if *count >= *limit {
                    tracing::debug!(%ip, "per-address connection cap reached");
                    return None;
                }
                *count += 1;
                Some((ip, counts.clone()))
            }
        };
        Some(Slot { _permit: permit, address })
    }

    /// Resolves when every connection has closed.
    async fn all_free(&self) {
        let cap = u32::try_from(self.cap).unwrap_or(u32::MAX);
        let _ = self.permits.acquire_many(cap).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_leaves_room_for_the_database_and_files_under_the_open_file_limit() {
        assert_eq!(fitted_cap(25_000, Some(1024)), 768);
        assert_eq!(fitted_cap(25_000, Some(1_048_576)), 25_000);
        assert_eq!(fitted_cap(500, None), 500);
        assert_eq!(fitted_cap(500, Some(100)), 16);
    }

    #[test]
    fn the_soft_open_file_limit_is_raised_to_the_hard_one() {
        let now = raise_open_file_limit();
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        assert_eq!(now, limit.maximum);
    }

    #[test]
    fn one_address_cannot_take_every_slot_and_slots_come_back() {
        let slots = Slots::new(3, Some(2));
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        let first = slots.take(a);
        let second = slots.take(a);
        assert!(first.is_some() && second.is_some());
        assert!(slots.take(a).is_none(), "a third from one address");
        let third = slots.take(b);
        assert!(third.is_some());
        assert!(slots.take(b).is_none(), "the server is full");
        drop(first);
        assert!(slots.take(a).is_some(), "a closed connection's slot is free again");
    }

    #[test]
    fn an_ipv6_network_is_one_address_to_the_cap() {
        let slots = Slots::new(10, Some(2));
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let _one = slots.take(ip("2001:db8:1:2::1")).unwrap();
        let _two = slots.take(ip("2001:db8:1:2:ffff::9")).unwrap();
        assert!(slots.take(ip("2001:db8:1:2:1:2:3:4")).is_none(), "a third from one /64");
        assert!(slots.take(ip("2001:db8:1:3::1")).is_some(), "the next network is another");
    }
}
