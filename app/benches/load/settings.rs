//! The run's knobs, read from the environment (`BENCH_SCALE`, `BENCH_SECONDS`…).

use std::path::{Path, PathBuf};

use crate::Res;
use crate::logins::Flood;

#[derive(Clone, Copy)]
pub struct Scale {
    pub name: &'static str,
    pub players: usize,
    pub general: usize,
    pub private: usize,
    pub posts: usize,
    pub login_burst: usize,
    /// The open loop's length, in seconds.
    pub open_seconds: u64,
}

const FULL: Scale = Scale {
    name: "full",
    players: 10_000,
    general: 5_000,
    private: 20_000,
    posts: 500_000,
    login_burst: 1_000,
    open_seconds: 60,
};
const SMALL: Scale = Scale {
    name: "small",
    players: 500,
    general: 200,
    private: 800,
    posts: 20_000,
    login_burst: 200,
    open_seconds: 20,
};

pub struct Settings {
    pub scale: Scale,
    pub seconds: u64,
    pub connections: usize,
    pub open_seconds: u64,
    /// `BENCH_ONLY=open`: the memory figures and the open loops only, without the wrk runs.
    pub open_only: bool,
    /// `BENCH_ONLY=calls:<text>`: only the wrk runs of the calls whose label holds `<text>`,
    /// printed, nothing written (for trying a change to one call).
    pub calls_only: Option<String>,
    /// What the second open loop's turns run beside it (`BENCH_FLOOD`).
    pub flood: Flood,
    /// `BENCH_DATABASES`: whether to run on SQLite, on PostgreSQL (when configured).
    pub sqlite: bool,
    pub postgres: bool,
    pub wrk: String,
    pub root: PathBuf,
}

fn env_number(name: &str, default: u64) -> Res<u64> {
    match std::env::var(name) {
        Ok(value) if !value.trim().is_empty() => {
            Ok(value.trim().parse().map_err(|e| format!("{name}={value}: {e}"))?)
        }
        _ => Ok(default),
    }
}

impl Settings {
    pub fn from_env() -> Res<Settings> {
        let scale = match std::env::var("BENCH_SCALE").unwrap_or_default().as_str() {
            "" | "full" => FULL,
            "small" => SMALL,
            other => return Err(format!("BENCH_SCALE={other}: full or small").into()),
        };
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .ok_or("the workspace folder")?
            .to_path_buf();
        let databases = match std::env::var("BENCH_DATABASES").unwrap_or_default().as_str() {
            "" => "sqlite,postgres".to_owned(),
            wanted if wanted.split(',').all(|d| ["sqlite", "postgres"].contains(&d.trim())) => {
                wanted.to_owned()
            }
            other => return Err(format!("BENCH_DATABASES={other}: sqlite, postgres").into()),
        };
        Ok(Settings {
            scale,
            seconds: env_number("BENCH_SECONDS", 8)?,
            connections: usize::try_from(env_number("BENCH_CONNECTIONS", 32)?)?,
            open_seconds: env_number("BENCH_OPEN_SECONDS", scale.open_seconds)?,
            open_only: match std::env::var("BENCH_ONLY").unwrap_or_default().as_str() {
                "" => false,
                "open" => true,
                other if other.starts_with("calls:") => false,
                other => {
                    return Err(format!("BENCH_ONLY={other}: open, calls:<text> or nothing").into());
                }
            },
            calls_only: std::env::var("BENCH_ONLY")
                .ok()
                .and_then(|only| only.strip_prefix("calls:").map(str::to_owned)),
            flood: match std::env::var("BENCH_FLOOD").unwrap_or_default().as_str() {
                "" | "logins" => Flood::Logins,
                "busy" => Flood::BusyLoop,
                other => return Err(format!("BENCH_FLOOD={other}: logins or busy").into()),
            },
            sqlite: databases.contains("sqlite"),
            postgres: databases.contains("postgres"),
            wrk: std::env::var("MROK_WRK").unwrap_or_else(|_| "wrk".into()),
            root,
        })
    }
}
