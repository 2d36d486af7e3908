//! Slow and greedy clients (slowloris): a head or a body that never ends is cut off at its
//! deadline, one address cannot take every connection, a full server closes new connections at
//! once instead of hanging, and others are answered all the while.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::support::{Options, TestApp, sqlite_app_configured};

const PLAYER_ADDRESS: [u8; 4] = [127, 0, 0, 2];
const ATTACKER_ADDRESS: [u8; 4] = [127, 0, 0, 1];
const HALF_A_HEAD: &[u8] = b"GET /api/site HTTP/1.1\r\nHost: mrok.test\r\nX-Powoli: ";

fn server(app: &TestApp) -> SocketAddr {
    app.base.trim_start_matches("http://").parse().unwrap()
}

/// A connection from one of loopback's addresses (all of 127/8 is this machine).
async fn connect_from(app: &TestApp, source: [u8; 4]) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((source, 0))).unwrap();
    socket.connect(server(app)).await.unwrap()
}

/// What the server sends until it closes the connection, or `None` if it is still open after
/// `within`.
async fn until_closed(stream: &mut TcpStream, within: Duration) -> Option<String> {
    let mut received = Vec::new();
    let read = tokio::time::timeout(within, async {
        let mut buf = [0u8; 4096];
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received.extend_from_slice(&buf[..n]),
            }
        }
    });
    read.await.ok().map(|()| String::from_utf8_lossy(&received).into_owned())
}

/// One whole request on a new connection from `source`; the status line's code.
async fn status_from(app: &TestApp, source: [u8; 4]) -> Option<u16> {
    let mut stream = connect_from(app, source).await;
    let request = b"GET /api/site HTTP/1.1\r\nHost: mrok.test\r\nConnection: close\r\n\r\n";
    stream.write_all(request).await.ok()?;
    let answer = until_closed(&mut stream, Duration::from_secs(5)).await?;
    answer.split(' ').nth(1)?.parse().ok()
}

#[tokio::test]
async fn a_head_that_never_ends_is_cut_off_at_its_deadline_while_others_are_answered() {
    let app = sqlite_app_configured(Options::PLAIN, |c| c.header_timeout_secs = 1).await;
    let mut slow = connect_from(&app, ATTACKER_ADDRESS).await;
    slow.write_all(HALF_A_HEAD).await.unwrap();
    let started = Instant::now();
    assert_eq!(status_from(&app, PLAYER_ADDRESS).await, Some(200));
    // A byte now and then does not keep it alive: the deadline is for the whole head.
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let _ = slow.write_all(b"a").await;
    }
    let closed = until_closed(&mut slow, Duration::from_secs(3)).await;
    assert!(closed.is_some(), "the half-sent head still holds its connection");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn a_kept_alive_connection_waiting_for_nothing_is_closed() {
    let app = sqlite_app_configured(Options::PLAIN, |c| c.header_timeout_secs = 1).await;
    let mut idle = connect_from(&app, PLAYER_ADDRESS).await;
    idle.write_all(b"GET /api/site HTTP/1.1\r\nHost: mrok.test\r\n\r\n").await.unwrap();
    let answer = until_closed(&mut idle, Duration::from_secs(4)).await;
    let answer = answer.expect("the idle connection was never closed");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test]
async fn a_body_that_never_ends_is_answered_408_in_polish_at_its_deadline() {
    let app = sqlite_app_configured(Options::PLAIN, |c| c.body_timeout_secs = 1).await;
    let mut slow = connect_from(&app, ATTACKER_ADDRESS).await;
    let head = "POST /api/login HTTP/1.1\r\nHost: mrok.test\r\nContent-Type: application/json\r\n\
                Content-Length: 200\r\n\r\n{\"email\":";
    slow.write_all(head.as_bytes()).await.unwrap();
    let answer = until_closed(&mut slow, Duration::from_secs(4)).await;
    let answer = answer.expect("the half-sent body still holds its connection");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("Dane przychodziły zbyt wolno"), "{answer}");
}

#[tokio::test]
async fn one_address_cannot_take_every_connection() {
    let app = sqlite_app_configured(Options::PLAIN, |c| {
        c.max_connections_per_address = 20;
        c.header_timeout_secs = 30;
    })
    .await;
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..60 {
        let mut stream = connect_from(&app, ATTACKER_ADDRESS).await;
        let _ = stream.write_all(HALF_A_HEAD).await;
        held.push(stream);
    }
    for stream in &mut held {
        if until_closed(stream, Duration::from_millis(200)).await.is_some() {
            refused += 1;
        }
    }
    assert_eq!(refused, 40, "connections over the address's 20 are closed at once");
    assert_eq!(status_from(&app, PLAYER_ADDRESS).await, Some(200));
}

#[tokio::test]
async fn a_full_server_closes_new_connections_at_once_and_recovers_when_slow_ones_time_out() {
    let app = sqlite_app_configured(Options::PLAIN, |c| {
        c.max_connections = 30;
        c.header_timeout_secs = 1;
    })
    .await;
    let mut held = Vec::new();
    for i in 0..30u8 {
        let mut stream = connect_from(&app, [127, 0, 1, i]).await;
        stream.write_all(HALF_A_HEAD).await.unwrap();
        held.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut late = connect_from(&app, PLAYER_ADDRESS).await;
    let closed = until_closed(&mut late, Duration::from_millis(500)).await;
    assert_eq!(
        closed.as_deref(),
        Some(""),
        "a connection over the cap is closed, not left hanging"
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(status_from(&app, PLAYER_ADDRESS).await, Some(200));
}
