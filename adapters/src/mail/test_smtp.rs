//! A real SMTP server on a local port for tests (mailin-embedded), keeping what it receives:
//! the transport's own tests and the app's mail outage test share it (feature `test-smtp`).

use std::net::TcpListener;
use std::sync::{Arc, Mutex, PoisonError};

use mailin_embedded::{Handler, Response, Server, SslConfig, response};

/// One mail as the server took it.
#[derive(Clone, Debug)]
pub struct Received {
    pub recipients: Vec<String>,
    /// The raw message (headers and body).
    pub data: String,
}

/// The server's inbox: every mail received so far, in order.
#[derive(Clone, Default)]
pub struct Inbox(Arc<Mutex<Vec<Received>>>);

impl Inbox {
    pub fn received(&self) -> Vec<Received> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

#[derive(Clone, Default)]
struct Session {
    inbox: Inbox,
    current: Vec<u8>,
    recipients: Vec<String>,
}

impl Handler for Session {
    fn data_start(&mut self, _: &str, _: &str, _: bool, to: &[String]) -> Response {
        self.recipients = to.to_vec();
        self.current.clear();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.current.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let data = String::from_utf8_lossy(&self.current).into_owned();
        let mail = Received { recipients: self.recipients.clone(), data };
        self.inbox.0.lock().unwrap_or_else(PoisonError::into_inner).push(mail);
        response::OK
    }
}

/// Serves SMTP on `listener` from a thread of its own until the process ends; returns the
/// server's `smtp://` URL and its inbox.
///
/// # Errors
/// The listener's address cannot be read, or the server cannot be set up.
pub fn start(listener: TcpListener) -> std::io::Result<(String, Inbox)> {
    let port = listener.local_addr()?.port();
    let session = Session::default();
    let inbox = session.inbox.clone();
    let mut server = Server::new(session);
    server
        .with_name("smtp.mrok.test")
        .with_ssl(SslConfig::None)
        .map_err(|e| std::io::Error::other(e.to_string()))?
        .with_tcp_listener(listener);
    std::thread::spawn(move || {
        let _ = server.serve();
    });
    Ok((format!("smtp://127.0.0.1:{port}"), inbox))
}
