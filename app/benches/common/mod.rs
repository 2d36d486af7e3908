//! What both benches share: the `mrok` command, a running `mrok serve`, its resident memory.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The password of every account the benches make.
pub const PASSWORD: &str = "Haslo123!benchmark";
pub const SECRET: &str = "benchmark-secret-benchmark-secret";

/// This build's `mrok` on `data`, with what both benches want: no rate limits, no mail.
pub fn mrok(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mrok"));
    command
        .env("MROK_DATA_DIR", data)
        .env("MROK_JWT_SECRET", SECRET)
        .env("MROK_RATE_LIMITS", "off")
        // Every socket and simulated player comes from 127.0.0.1: the cap meant for one real
        // address would refuse most of them.
        .env("MROK_MAX_CONNECTIONS_PER_ADDRESS", "20000")
        .env_remove("MROK_SMTP_URL");
    command
}

/// A running `mrok serve`, stopped when dropped.
pub struct Server {
    pub child: Child,
    pub base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// Runs `command` (a `mrok serve`) on a free port of 127.0.0.1.
    pub fn spawn(mut command: Command) -> std::io::Result<Server> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let child =
            command.env("MROK_BIND", format!("127.0.0.1:{port}")).stdout(Stdio::null()).spawn()?;
        Ok(Server { child, base: format!("http://127.0.0.1:{port}") })
    }

    /// Whether `GET /api/site` answers within `within`, asked every 50 ms.
    pub async fn answers_within(&self, within: Duration) -> bool {
        let client = reqwest::Client::new();
        for _ in 0..within.as_millis() / 50 {
            if client.get(format!("{}/api/site", self.base)).send().await.is_ok() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// The server's resident memory (VmRSS), in MiB.
    pub fn rss_mib(&self) -> std::io::Result<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))?;
        let kb: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .ok_or_else(|| std::io::Error::other("no VmRSS in /proc/<pid>/status"))?;
        Ok(kb / 1024.0)
    }
}
