use clap::Parser;
use mrok_app::cli::{Cli, run};

#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let _ = tikv_jemalloc_ctl::background_thread::write(true);
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    let console = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        // A request's line is its span closing, with its fields and timing; with
        // RUST_LOG=debug every handler and adapter span it ran through closes too.
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE);
    tracing_subscriber::registry()
        .with(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .with(console)
        // The admins' bugtrack (`GET /api/getLogs`).
        .with(mrok_app::error_log::ErrorLogLayer)
        .init();
    match run(Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("Błąd: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
