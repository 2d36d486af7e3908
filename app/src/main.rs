use clap::Parser;
use mrok_app::cli::{Cli, run};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .with_writer(std::io::stderr)
        // A request's line is its span closing, with its fields and timing; with
        // RUST_LOG=debug every handler and adapter span it ran through closes too.
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .init();
    match run(Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("Błąd: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
