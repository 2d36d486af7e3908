//! The command line: `serve`, `openapi`, `user create`, `user role`.

use clap::{Parser, Subcommand};
use mrok_core::accounts::Password;
use mrok_core::shared::Role;

use crate::config::{Config, Process};
use crate::services::Services;
use crate::{api, http, server};

#[derive(Debug, Parser)]
#[command(name = "mrok", version, about = "Mrok — mroczna gra fabularna w przeglądarce")]
pub struct Cli {
    #[command(flatten)]
    pub config: Config,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start the server (migrations run first).
    Serve,
    /// Print the OpenAPI document.
    Openapi,
    /// Manage accounts.
    #[command(subcommand)]
    User(UserCommand),
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Create an activated account (how the first admin is made).
    Create {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
        /// mieszkaniec, admin or mistrz_gry.
        #[arg(long, default_value = "mieszkaniec")]
        role: Role,
    },
    /// Set the role of an account (mieszkaniec, admin, mistrz_gry).
    Role { email: String, role: Role },
}

/// Runs one command.
///
/// # Errors
/// Whatever stopped the command, as a text for the terminal.
pub async fn run(cli: Cli) -> Result<(), String> {
    let mut cli = cli;
    if !matches!(cli.command, Command::Serve) {
        // A command beside a running server tells it what it did (on SQLite through a table the
        // server reads; on PostgreSQL by NOTIFY, as between instances).
        cli.config.process = Process::Command;
    }
    match cli.command {
        Command::Serve => serve(&cli.config).await,
        Command::Openapi => {
            println!("{}", openapi_document().await?);
            Ok(())
        }
        Command::User(UserCommand::Create { email, password, role }) => {
            let services = Services::build(&cli.config).await.map_err(|e| e.to_string())?;
            let id = services
                .accounts
                .create_activated(&email, Password::new(password), role)
                .await
                .map_err(|e| e.to_string())?;
            println!("Utworzono konto {email} (id {id}, rola {role}).");
            Ok(())
        }
        Command::User(UserCommand::Role { email, role }) => {
            let services = Services::build(&cli.config).await.map_err(|e| e.to_string())?;
            services.accounts.set_role(&email, role).await.map_err(|e| e.to_string())?;
            println!("Konto {email} ma teraz rolę {role}; jego sesje zostały zakończone.");
            Ok(())
        }
    }
}

async fn serve(config: &Config) -> Result<(), String> {
    let services = Services::build(config).await.map_err(|e| e.to_string())?;
    let seed = crate::seed::lore_seed(&config.admin_email)?;
    if services.lore.seed_if_fresh(&seed).await.map_err(|e| e.to_string())? {
        tracing::info!("a new world: the lore and the bestiary were seeded");
    }
    if services.arena.seed_if_fresh().await.map_err(|e| e.to_string())? {
        tracing::info!("a new arena: weapons, armors and monsters were seeded");
    }
    let welcome = crate::seed::welcome_news()?;
    if services
        .news
        .seed_if_fresh(&welcome.title, &welcome.html)
        .await
        .map_err(|e| e.to_string())?
    {
        tracing::info!("a new feed: the welcome news item was seeded");
    }
    let _worker = services.spawn_mail_worker();
    let _digests = services.spawn_digest_worker();
    let _pushes = services.spawn_push_worker();
    let _hub = services.spawn_live_hub();
    let _sweeper = services.spawn_upload_sweeper();
    let app = http::app(&services, config);
    let listener = tokio::net::TcpListener::bind(&config.bind)
        .await
        .map_err(|e| format!("serwer ({}): {e}", config.bind))?;
    tracing::info!(bind = %config.bind, public_url = %config.public_url, "Mrok is listening");
    // On the way out the live sockets are told first (1012: connect again in a moment), so the
    // grace period is not spent waiting for them and the clients come back to the new server.
    let hub = services.hub.clone();
    let stopping = async move {
        shutdown_signal().await;
        hub.close_all(crate::live::hub::close::RESTART);
    };
    server::serve(listener, app, config.connection_limits(), stopping).await;
    Ok(())
}

/// Ctrl-C or SIGTERM (what a service manager sends).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The OpenAPI document. The API is described by its types, not its state, so it is built
/// over a throwaway database.
///
/// # Errors
/// The temporary folder cannot be used.
pub async fn openapi_document() -> Result<String, String> {
    // One folder per call: tests build the document several times at once in one process.
    static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("mrok-openapi-{}-{call}", std::process::id()));
    let config = Cli::parse_from(["mrok", "--data-dir", &dir.to_string_lossy(), "openapi"]).config;
    let config = Config {
        database_url: None,
        smtp_url: None,
        jwt_secret: Some("openapi".to_owned().into()),
        ..config
    };
    let services = Services::build(&config).await.map_err(|e| e.to_string())?;
    let document = api::document(&api::service(&services, api::SiteSettings::default()));
    drop(services);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(document)
}
