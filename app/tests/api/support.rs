use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use mrok_adapters::sql::isolated_postgres_url;
use mrok_adapters::system::SystemClock;
use mrok_app::cli::Cli;
use mrok_app::config::Config;
use mrok_app::http;
use mrok_app::services::Services;
use mrok_core::access::{GameBlocks, GameGate};
use mrok_core::live::{LiveBus, LiveEvent};
use reqwest::StatusCode;
use serde_json::{Value, json};

pub const JWT_SECRET: &str = "sekret-testowy-do-podpisywania-tokenow";
pub const PASSWORD: &str = "Haslo123";

/// A running server with a database and data folder of its own.
pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub config: Config,
    pub backend: &'static str,
    /// The server's live bus (none for a server in another process).
    bus: Option<Arc<dyn LiveBus>>,
    _data: tempfile::TempDir,
}

/// How a test wants its server.
#[derive(Clone, Copy, Default)]
pub struct Options {
    pub rate_limits: bool,
    /// Behind one trusted proxy (reads the address it appends to X-Forwarded-For).
    pub trust_proxy_headers: bool,
}

impl Options {
    pub const PLAIN: Options = Options { rate_limits: false, trust_proxy_headers: false };
}

/// One server per backend: SQLite always, PostgreSQL when configured.
pub async fn apps(options: Options) -> Vec<TestApp> {
    let mut apps = vec![spawn(None, options).await];
    if let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) {
        let url = isolated_postgres_url(&base, "mrokt_api").await.unwrap();
        apps.push(spawn(Some(url), options).await);
    }
    apps
}

/// One server per backend (as [`apps`]), each configured by `adjust` first.
pub async fn apps_configured(options: Options, adjust: impl Fn(&mut Config)) -> Vec<TestApp> {
    let mut apps = vec![spawn_configured(None, options, None, &adjust).await];
    if let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) {
        let url = isolated_postgres_url(&base, "mrokt_api").await.unwrap();
        apps.push(spawn_configured(Some(url), options, None, &adjust).await);
    }
    apps
}

pub async fn sqlite_app(options: Options) -> TestApp {
    spawn(None, options).await
}

pub fn test_config(data_dir: &Path, database_url: Option<String>, options: Options) -> Config {
    let data = data_dir.to_string_lossy().into_owned();
    let base = Cli::parse_from(["mrok", "--data-dir", &data, "serve"]).config;
    Config {
        database_url,
        jwt_secret: Some(JWT_SECRET.to_owned().into()),
        public_url: "http://mrok.test".into(),
        admin_email: "straznik@mrok.test".into(),
        rate_limits: if options.rate_limits { "on".into() } else { "off".into() },
        trust_proxy_headers: mrok_app::api::TrustedProxies(options.trust_proxy_headers.into()),
        web_dir: data_dir.join("web"),
        admin_dir: data_dir.join("admin"),
        smtp_url: None,
        // The tests' push service listens on loopback.
        push_allow_http_loopback: true,
        ..base
    }
}

/// A SQLite server whose game gate asks `blocks` who is imprisoned or blocked.
pub async fn sqlite_app_with_blocks(blocks: Arc<dyn GameBlocks>) -> TestApp {
    spawn_with(None, Options::PLAIN, Some(blocks)).await
}

/// A SQLite server whose configuration `adjust` changes first (connection limits, …).
pub async fn sqlite_app_configured(options: Options, adjust: impl FnOnce(&mut Config)) -> TestApp {
    spawn_configured(None, options, None, adjust).await
}

async fn spawn(database_url: Option<String>, options: Options) -> TestApp {
    spawn_with(database_url, options, None).await
}

async fn spawn_with(
    database_url: Option<String>,
    options: Options,
    blocks: Option<Arc<dyn GameBlocks>>,
) -> TestApp {
    spawn_configured(database_url, options, blocks, |_| {}).await
}

async fn spawn_configured(
    database_url: Option<String>,
    options: Options,
    blocks: Option<Arc<dyn GameBlocks>>,
    adjust: impl FnOnce(&mut Config),
) -> TestApp {
    let data = tempfile::tempdir().unwrap();
    let mut config = test_config(data.path(), database_url.clone(), options);
    adjust(&mut config);
    let mut services = Services::build(&config).await.unwrap();
    services.arena.seed_if_fresh().await.unwrap();
    // A fresh install's feed opens with the welcome item, as `mrok serve` writes it.
    let welcome = mrok_app::seed::welcome_news().unwrap();
    services.news.seed_if_fresh(&welcome.title, &welcome.html).await.unwrap();
    if let Some(blocks) = blocks {
        services.gate = Arc::new(GameGate::new(blocks, Arc::new(SystemClock)));
        services.freshness.tell(vec![services.accounts.remembered(), services.gate.remembered()]);
    }
    services.spawn_mail_worker();
    services.spawn_digest_worker();
    services.spawn_push_worker();
    services.spawn_live_hub();
    let endpoint = http::app(&services, &config);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let limits = config.connection_limits();
    tokio::spawn(mrok_app::server::serve(listener, endpoint, limits, std::future::pending()));
    TestApp {
        base: format!("http://127.0.0.1:{port}"),
        client: reqwest::Client::new(),
        config,
        backend: if database_url.is_some() { "postgres" } else { "sqlite" },
        bus: Some(services.live.clone()),
        _data: data,
    }
}

/// A response: status, headers and JSON body (`Value::Null` when the body is not JSON).
pub struct Answer {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl Answer {
    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or_default()
    }
}

impl TestApp {
    /// Announces `event` on the server's live bus, as the write a test fakes would have.
    pub async fn announce(&self, event: LiveEvent) {
        self.bus.as_ref().expect("a server in this process").publish(event).await;
    }

    /// A client for a server started elsewhere (another process) on `config`'s data folder.
    pub fn attached(base: String, config: Config, data: tempfile::TempDir) -> TestApp {
        TestApp {
            base,
            client: reqwest::Client::new(),
            config,
            backend: "sqlite",
            bus: None,
            _data: data,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    async fn answer(response: reqwest::Response) -> Answer {
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.json::<Value>().await.unwrap_or(Value::Null);
        Answer { status, headers, body }
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        self.send(reqwest::Method::GET, path, None, token).await
    }

    pub async fn post(&self, path: &str, body: Value, token: Option<&str>) -> Answer {
        self.send(reqwest::Method::POST, path, Some(body), token).await
    }

    /// Any method, with an optional JSON body.
    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        token: Option<&str>,
    ) -> Answer {
        let mut request = self.client.request(method, self.url(path));
        if let Some(body) = body {
            request = request.json(&body);
        }
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        Self::answer(request.send().await.unwrap()).await
    }

    pub async fn put(&self, path: &str, body: Value, token: Option<&str>) -> Answer {
        self.send(reqwest::Method::PUT, path, Some(body), token).await
    }

    pub async fn patch(&self, path: &str, body: Value, token: Option<&str>) -> Answer {
        self.send(reqwest::Method::PATCH, path, Some(body), token).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Answer {
        self.send(reqwest::Method::DELETE, path, None, token).await
    }

    pub async fn post_raw(&self, path: &str, body: &'static str) -> Answer {
        let request =
            self.client.post(self.url(path)).header("content-type", "application/json").body(body);
        Self::answer(request.send().await.unwrap()).await
    }

    pub async fn register(&self, email: &str, password: &str) -> Answer {
        self.post("/api/register", json!({"email": email, "password": password}), None).await
    }

    pub async fn login(&self, email: &str, password: &str) -> Answer {
        self.post("/api/login", json!({"email": email, "password": password}), None).await
    }

    pub async fn forgot_password(&self, email: &str) -> Answer {
        self.post("/api/forgot-password", json!({"email": email}), None).await
    }

    pub fn outbox(&self) -> PathBuf {
        self.config.outbox_dir()
    }

    /// Every mail written to the outbox for `to`, oldest first: (subject, plain text).
    pub fn mails_to(&self, to: &str) -> Vec<(String, String)> {
        let Ok(entries) = std::fs::read_dir(self.outbox()) else { return Vec::new() };
        let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        files.sort();
        files
            .iter()
            .filter_map(|file| {
                let raw = std::fs::read(file).unwrap();
                let message = mail_parser::MessageParser::default().parse(&raw)?;
                let recipient = message.to()?.first()?.address()?.to_owned();
                (recipient == to).then(|| {
                    let subject = message.subject().unwrap_or_default().to_owned();
                    (subject, message.body_text(0).unwrap_or_default().into_owned())
                })
            })
            .collect()
    }

    /// Waits until `count` mails for `to` are in the outbox; returns them.
    pub async fn wait_for_mails(&self, to: &str, count: usize) -> Vec<(String, String)> {
        for _ in 0..100 {
            let mails = self.mails_to(to);
            if mails.len() >= count {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("expected {count} mail(s) for {to}, found {:?}", self.mails_to(to));
    }

    /// The token of the newest link to `{public_url}/{page}/…` mailed to `to`.
    pub async fn link_token(&self, to: &str, page: &str, mail_number: usize) -> String {
        let mails = self.wait_for_mails(to, mail_number).await;
        let (_, text) = &mails[mail_number - 1];
        let prefix = format!("http://mrok.test/{page}/");
        let line = text
            .lines()
            .find(|line| line.starts_with(&prefix))
            .unwrap_or_else(|| panic!("no {page} link in {text}"));
        line.trim_start_matches(&prefix).trim().to_owned()
    }

    /// Runs the `mrok` command line against this app's database; returns success and output.
    pub fn cli(&self, args: &[&str]) -> (bool, String) {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mrok"));
        command.env("MROK_DATA_DIR", &self.config.data_dir).env("RUST_LOG", "warn");
        match &self.config.database_url {
            Some(url) => command.env("MROK_DATABASE_URL", url),
            None => command.env_remove("MROK_DATABASE_URL"),
        };
        let output = command.args(args).output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        (output.status.success(), text)
    }

    /// Runs the `mrok` command line and expects it to succeed.
    pub fn cli_ok(&self, args: &[&str]) {
        let (ok, output) = self.cli(args);
        assert!(ok, "mrok {args:?}: {output}");
    }

    /// An activated player with a main character (a woman of `race` named `name`); returns a
    /// fresh token and the account id.
    pub async fn player_with_character(
        &self,
        email: &str,
        name: &str,
        race: &str,
    ) -> (String, i64) {
        let token = self.activated_player(email).await;
        let body = json!({"user": name, "gender": "Kobieta", "race": race});
        let created = self.post("/api/createCharacter", body, Some(&token)).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
        let login = self.login(email, PASSWORD).await;
        (login.body["token"].as_str().unwrap().to_owned(), login.body["userId"].as_i64().unwrap())
    }

    /// A player with a main character made `role` (`admin`, `mistrz_gry`) through the command
    /// line; returns a token that carries the role.
    pub async fn staff(&self, email: &str, name: &str, race: &str, role: &str) -> String {
        self.player_with_character(email, name, race).await;
        self.cli_ok(&["user", "role", email, role]);
        let login = self.login(email, PASSWORD).await;
        assert_eq!(login.status, StatusCode::OK, "{}", login.body);
        login.body["token"].as_str().unwrap().to_owned()
    }

    /// Registers, activates through the mailed link and logs in; returns the token.
    pub async fn activated_player(&self, email: &str) -> String {
        assert_eq!(self.register(email, PASSWORD).await.status, StatusCode::CREATED);
        let token = self.link_token(email, "activate", 1).await;
        assert_eq!(self.get(&format!("/api/activate/{token}"), None).await.status, StatusCode::OK);
        let login = self.login(email, PASSWORD).await;
        assert_eq!(login.status, StatusCode::OK, "{}", login.body);
        login.body["token"].as_str().unwrap().to_owned()
    }
}

/// `mrok serve` in a process of its own (the real binary), logging to a file.
pub struct Served {
    child: std::process::Child,
    pub log: PathBuf,
    pub app: TestApp,
    database_url: Option<String>,
    rust_log: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `mrok serve` (the real binary) on a free port over a fresh data folder, with
/// `rust_log` as its log filter, its log written to `Served::log`.
pub async fn serve_process(database_url: Option<&str>, rust_log: &str) -> Served {
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = data.path().join("mrok.log");
    let child = spawn_mrok(data.path(), port, database_url, rust_log, &log);
    let config = test_config(data.path(), database_url.map(str::to_owned), Options::PLAIN);
    let app = TestApp::attached(format!("http://127.0.0.1:{port}"), config, data);
    let served = Served {
        child,
        log,
        app,
        database_url: database_url.map(str::to_owned),
        rust_log: rust_log.to_owned(),
    };
    served.wait_until_up().await;
    served
}

fn spawn_mrok(
    data: &Path,
    port: u16,
    database_url: Option<&str>,
    rust_log: &str,
    log: &Path,
) -> std::process::Child {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mrok"));
    command
        .arg("serve")
        .env("MROK_DATA_DIR", data)
        .env("MROK_BIND", format!("127.0.0.1:{port}"))
        .env("MROK_RATE_LIMITS", "off")
        .env("MROK_PUBLIC_URL", "http://mrok.test")
        .env("NO_COLOR", "1")
        .env("RUST_LOG", rust_log)
        .env_remove("MROK_SMTP_URL")
        .env_remove("MROK_JWT_SECRET")
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::OpenOptions::new().create(true).append(true).open(log).unwrap());
    match database_url {
        Some(url) => command.env("MROK_DATABASE_URL", url).env("MROK_JWT_SECRET", JWT_SECRET),
        None => command.env_remove("MROK_DATABASE_URL"),
    };
    command.spawn().unwrap()
}

impl Served {
    async fn wait_until_up(&self) {
        for _ in 0..200 {
            if self.app.client.get(self.app.url("/api/site")).send().await.is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("mrok serve did not start:\n{}", std::fs::read_to_string(&self.log).unwrap());
    }

    /// Kills the process at once (SIGKILL: no shutdown, nothing flushed on the way out).
    pub fn kill_hard(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Starts the binary again over the same data folder and port.
    pub async fn restart(&mut self) {
        let port = self.app.base.rsplit(':').next().unwrap().parse().unwrap();
        self.child = spawn_mrok(
            &self.app.config.data_dir,
            port,
            self.database_url.as_deref(),
            &self.rust_log,
            &self.log,
        );
        self.wait_until_up().await;
    }
}
