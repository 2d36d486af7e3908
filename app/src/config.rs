//! Configuration from `MROK_*` environment variables (and the matching flags).

use std::path::{Path, PathBuf};

use mrok_core::shared::InfraError;
use rand::RngCore;
use secrecy::SecretString;

/// Everything `mrok serve` needs; each field is documented in docs/operations.md.
#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// What this process is: a server, or a command run beside one (the command line sets it).
    #[arg(skip)]
    pub process: Process,

    /// Address and port to listen on.
    #[arg(long, env = "MROK_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,

    /// Folder for the SQLite database, the outbox, the generated JWT secret and uploads.
    #[arg(long, env = "MROK_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// `postgres://…` or `sqlite://…`; defaults to `sqlite://<data dir>/mrok.db`.
    #[arg(long, env = "MROK_DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,

    /// Base of the links in e-mails.
    #[arg(long, env = "MROK_PUBLIC_URL", default_value = "http://localhost:8080")]
    pub public_url: String,

    /// SMTP server for outgoing mail; without it mails go to `<data dir>/outbox/`.
    #[arg(long, env = "MROK_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<SecretString>,

    /// Sender of outgoing mail.
    #[arg(long, env = "MROK_MAIL_FROM", default_value = "Mrok <no-reply@localhost>")]
    pub mail_from: String,

    /// Secret that signs access tokens; generated once into the data dir when unset.
    #[arg(long, env = "MROK_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<SecretString>,

    /// Contact address shown on the pages.
    #[arg(long, env = "MROK_ADMIN_EMAIL", default_value = "admin@mrok.local")]
    pub admin_email: String,

    /// Where uploaded images go: unset for `<data dir>/uploads`, or `s3://bucket` (credentials
    /// and region from the standard `AWS_*` variables).
    #[arg(long, env = "MROK_UPLOADS")]
    pub uploads: Option<String>,

    /// Address of the external wiki linked from the pages.
    #[arg(long, env = "MROK_WIKI_URL", default_value = "")]
    pub wiki_url: String,

    /// Tests only, never from the command line or the environment: the one loopback address
    /// (the tests' "remote" image host) whose images rich text may have fetched besides public
    /// hosts' (docs/operations.md, "Remote images").
    #[arg(skip)]
    pub image_test_host: Option<std::net::SocketAddr>,

    /// `off` disables rate limits (load tests, test harnesses).
    #[arg(long, env = "MROK_RATE_LIMITS", default_value = "on")]
    pub rate_limits: String,

    /// Behind reverse proxies that append the client's address to X-Forwarded-For: `true` for
    /// one, or how many; `false` reads no header.
    #[arg(long, env = "MROK_TRUST_PROXY_HEADERS", default_value = "false")]
    pub trust_proxy_headers: crate::api::TrustedProxies,

    /// Most live sockets (tavern and player events) this instance holds open at once.
    #[arg(long, env = "MROK_LIVE_MAX_SOCKETS", default_value_t = 20_000)]
    pub live_max_sockets: usize,

    /// Most live sockets one account may hold open (tabs and devices).
    #[arg(long, env = "MROK_LIVE_SOCKETS_PER_USER", default_value_t = 8)]
    pub live_sockets_per_user: usize,

    /// Seconds between the pings a live socket gets; one silent for two and a half of them
    /// (browsers answer every ping) is gone and let go.
    #[arg(long, env = "MROK_LIVE_PING_SECONDS", default_value_t = 30)]
    pub live_ping_seconds: u64,

    /// Seconds, about, between the checks of a live socket's token (the account may still play,
    /// the token has not expired); revocations the live bus carries close sockets at once.
    #[arg(long, env = "MROK_LIVE_RECHECK_SECONDS", default_value_t = 300)]
    pub live_recheck_seconds: u64,

    /// Seconds without a request or an open live socket after which a player is away and
    /// their notices with e-mail on go out in digests.
    #[arg(long, env = "MROK_NOTIFY_AWAY_SECS", default_value_t = 900)]
    pub notify_away_secs: u64,

    /// Seconds between a player's hourly digests.
    #[arg(long, env = "MROK_DIGEST_HOURLY_SECS", default_value_t = 3600)]
    pub digest_hourly_secs: u64,

    /// Seconds between a player's daily digests.
    #[arg(long, env = "MROK_DIGEST_DAILY_SECS", default_value_t = 86_400)]
    pub digest_daily_secs: u64,

    /// The VAPID private key web pushes are signed with (base64url, 32 bytes); generated once
    /// into the data dir when unset. Every server of one site needs the same one.
    #[arg(long, env = "MROK_VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<SecretString>,

    /// Tests only: `true` accepts push endpoints on `http://` loopback addresses (the tests'
    /// push service) besides https ones on public hosts.
    #[arg(long, env = "MROK_PUSH_ALLOW_HTTP_LOOPBACK", default_value_t = false)]
    pub push_allow_http_loopback: bool,

    /// Open connections at most (lowered to fit the open-file limit, which is raised at start).
    #[arg(long, env = "MROK_MAX_CONNECTIONS", default_value_t = 25_000)]
    pub max_connections: usize,

    /// Open connections from one client address at most (not applied behind proxies).
    #[arg(long, env = "MROK_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 256)]
    pub max_connections_per_address: usize,

    /// Seconds a request's head may take to arrive (also how long a kept-alive connection
    /// may wait for its next request).
    #[arg(long, env = "MROK_HEADER_TIMEOUT_SECS", default_value_t = 20)]
    pub header_timeout_secs: u64,

    /// Seconds a request's body may take to arrive.
    #[arg(long, env = "MROK_BODY_TIMEOUT_SECS", default_value_t = 60)]
    pub body_timeout_secs: u64,

    /// Seconds a connection may stay open with nothing moving either way.
    #[arg(long, env = "MROK_IDLE_TIMEOUT_SECS", default_value_t = 120)]
    pub idle_timeout_secs: u64,

    /// The built player site.
    #[arg(long, env = "MROK_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,

    /// The built back office.
    #[arg(long, env = "MROK_ADMIN_DIR", default_value = "admin/dist")]
    pub admin_dir: PathBuf,
}

/// What a process built from a [`Config`] does.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Process {
    /// Serves the site (and relays what commands beside it do on SQLite).
    #[default]
    Server,
    /// Runs one command beside a server on the same database and ends.
    Command,
}

impl Config {
    /// The away time and the digests' periods (`MROK_NOTIFY_AWAY_SECS`, `MROK_DIGEST_*_SECS`).
    pub fn digest_times(&self) -> mrok_core::notifications::DigestTimes {
        let seconds =
            |s: u64| chrono::Duration::seconds(i64::try_from(s.max(1)).unwrap_or(i64::MAX));
        mrok_core::notifications::DigestTimes {
            away: seconds(self.notify_away_secs),
            hourly: seconds(self.digest_hourly_secs),
            daily: seconds(self.digest_daily_secs),
        }
    }

    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .filter(|url| !url.trim().is_empty())
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("mrok.db").display()))
    }

    pub fn rate_limits_enabled(&self) -> bool {
        !self.rate_limits.trim().eq_ignore_ascii_case("off")
    }

    /// The limits the server loop holds connections to.
    pub fn connection_limits(&self) -> crate::server::ConnectionLimits {
        let seconds = |s: u64| std::time::Duration::from_secs(s.max(1));
        crate::server::ConnectionLimits {
            max_connections: self.max_connections.max(1),
            max_per_address: (self.trust_proxy_headers.0 == 0)
                .then_some(self.max_connections_per_address.max(1)),
            header_timeout: seconds(self.header_timeout_secs),
            body_timeout: seconds(self.body_timeout_secs),
            idle_timeout: seconds(self.idle_timeout_secs),
        }
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }

    /// The configured JWT secret, or the one kept in the data dir (made on first start).
    ///
    /// # Errors
    /// The data dir cannot be read or written.
    pub fn jwt_secret(&self) -> Result<SecretString, InfraError> {
        match &self.jwt_secret {
            Some(secret) => Ok(secret.clone()),
            None => stored_secret(&self.data_dir.join("jwt-secret")),
        }
    }

    /// The configured VAPID key, or the one kept in the data dir (made on first start).
    ///
    /// # Errors
    /// The data dir cannot be read or written, or the key is malformed.
    pub fn vapid_key(&self) -> Result<mrok_adapters::push::VapidKey, InfraError> {
        use mrok_adapters::push::VapidKey;
        use secrecy::ExposeSecret;
        let text = match &self.vapid_private_key {
            Some(key) => key.clone(),
            None => kept_secret(&self.data_dir.join("vapid-private-key"), "VAPID key", || {
                VapidKey::generate().to_base64()
            })?,
        };
        VapidKey::from_base64(text.expose_secret())
    }
}

fn stored_secret(path: &Path) -> Result<SecretString, InfraError> {
    kept_secret(path, "JWT secret", || {
        let mut bytes = [0u8; 48];
        rand::rng().fill_bytes(&mut bytes);
        hex::encode(bytes)
    })
}

/// The secret kept in `path`, or a new one `make` makes, written there (owner-only) first.
fn kept_secret(
    path: &Path,
    what: &str,
    make: impl FnOnce() -> String,
) -> Result<SecretString, InfraError> {
    if let Ok(existing) = std::fs::read_to_string(path)
        && !existing.trim().is_empty()
    {
        return Ok(SecretString::from(existing.trim().to_owned()));
    }
    let secret = make();
    if let Some(parent) = path.parent() {
        mrok_adapters::private_files::private_dir(parent)?;
    }
    write_private(path, &secret)?;
    tracing::info!(path = %path.display(), "generated a new {what}");
    Ok(SecretString::from(secret))
}

#[cfg(unix)]
fn write_private(path: &Path, content: &str) -> Result<(), InfraError> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .map_err(InfraError::new)?;
    file.write_all(content.as_bytes()).map_err(InfraError::new)
}

#[cfg(not(unix))]
fn write_private(path: &Path, content: &str) -> Result<(), InfraError> {
    std::fs::write(path, content).map_err(InfraError::new)
}
