//! A "remote" image host on loopback for tests (feature `test-image-host`, never in the server):
//! an image, a page, a body over 5 MB, a slow body, redirects, a missing file.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A running host; it serves until the test's runtime ends.
pub struct ImageHost {
    pub addr: SocketAddr,
    requests: Arc<AtomicUsize>,
}

/// What the host serves at each path:
/// - `/obraz.png`: a 120×80 PNG, `/przekierowanie`: a redirect to it;
/// - `/strona`: an HTML page (said to be `image/png`);
/// - `/duzy`: 6 MB of PNG-looking bytes with no length given, `/duzy-z-dlugoscia` with it;
/// - `/wolny`: a byte a second; `/na-loopback`: a redirect to `http://127.0.0.1/obraz.png`;
/// - `/petla`: a redirect to itself; anything else: 404.
impl ImageHost {
    /// # Panics
    /// When no loopback port is free.
    pub async fn start() -> ImageHost {
        #[allow(clippy::expect_used)] // a test helper: no port is a failed test
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        #[allow(clippy::expect_used)]
        let addr = listener.local_addr().expect("its address");
        let requests = Arc::new(AtomicUsize::new(0));
        let counted = requests.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                counted.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(serve(stream));
            }
        });
        ImageHost { addr, requests }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Connections the host has taken so far.
    pub fn requests(&self) -> usize {
        self.requests.load(Ordering::SeqCst)
    }
}

/// A small PNG, as the host serves it.
pub fn sample_png() -> Vec<u8> {
    let picture = image::RgbImage::from_fn(120, 80, |x, y| image::Rgb([x as u8, y as u8, 90]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    #[allow(clippy::expect_used)]
    picture.write_to(&mut bytes, image::ImageFormat::Png).expect("a PNG");
    bytes.into_inner()
}

async fn serve(mut stream: TcpStream) {
    let mut request = Vec::new();
    let mut buffer = [0u8; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") && request.len() < 16 * 1024 {
        match stream.read(&mut buffer).await {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buffer[..n]),
        }
    }
    let text = String::from_utf8_lossy(&request);
    let path = text.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let big = || {
        let mut body = b"\x89PNG\r\n\x1a\n".to_vec();
        body.resize(6 * 1024 * 1024, 0);
        body
    };
    let _ = match path.as_str() {
        "/obraz.png" => answer(&mut stream, "200 OK", "image/png", &sample_png(), true).await,
        "/strona" => {
            let page = b"<html><body>to nie obraz</body></html>";
            answer(&mut stream, "200 OK", "image/png", page, true).await
        }
        "/duzy" => answer(&mut stream, "200 OK", "image/png", &big(), false).await,
        "/duzy-z-dlugoscia" => answer(&mut stream, "200 OK", "image/png", &big(), true).await,
        "/wolny" => slow(&mut stream).await,
        "/przekierowanie" => redirect(&mut stream, "/obraz.png").await,
        "/na-loopback" => redirect(&mut stream, "http://127.0.0.1/obraz.png").await,
        "/petla" => redirect(&mut stream, "/petla").await,
        _ => answer(&mut stream, "404 Not Found", "text/plain", b"brak", true).await,
    };
}

async fn answer(
    stream: &mut TcpStream,
    status: &str,
    content_type: &str,
    body: &[u8],
    with_length: bool,
) -> std::io::Result<()> {
    let length =
        if with_length { format!("Content-Length: {}\r\n", body.len()) } else { String::new() };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\n{length}Connection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(body).await?;
    stream.shutdown().await
}

async fn redirect(stream: &mut TcpStream, location: &str) -> std::io::Result<()> {
    let head = format!(
        "HTTP/1.1 302 Found\r\nLocation: {location}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await?;
    stream.shutdown().await
}

async fn slow(stream: &mut TcpStream) -> std::io::Result<()> {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n";
    stream.write_all(head.as_bytes()).await?;
    for _ in 0..120 {
        stream.write_all(b"\x89").await?;
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    stream.shutdown().await
}
