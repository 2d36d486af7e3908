//! Databases of their own for tests: a new schema on a PostgreSQL server per test.

use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use mrok_core::shared::InfraError;
use sqlx::postgres::PgConnectOptions;
use sqlx::{ConnectOptions, Connection};

static SEQUENCE: AtomicU64 = AtomicU64::new(0);

/// Creates an empty schema on the server at `base_url` and returns a URL whose connections use
/// it (`options=-c search_path=…`), so every test, and every process a test starts, gets a
/// database of its own. Schemas left by earlier runs with the same `prefix` whose process is
/// gone are dropped first.
///
/// # Errors
/// The server is unreachable or refuses DDL.
pub async fn isolated_postgres_url(base_url: &str, prefix: &str) -> Result<String, InfraError> {
    let options = PgConnectOptions::from_str(base_url).map_err(InfraError::new)?;
    let mut conn = options.connect().await.map_err(InfraError::new)?;
    let pid = std::process::id();
    let stale: Vec<(String,)> =
        sqlx::query_as("SELECT nspname::text FROM pg_namespace WHERE nspname LIKE $1 || '\\_%'")
            .bind(prefix)
            .fetch_all(&mut conn)
            .await
            .map_err(InfraError::new)?;
    for (schema,) in stale {
        let owner = schema.strip_prefix(prefix).and_then(|rest| rest.split('_').nth(1));
        let owner_gone = owner
            .and_then(|p| p.parse::<u32>().ok())
            .is_some_and(|p| p != pid && !std::path::Path::new(&format!("/proc/{p}")).exists());
        if owner_gone {
            let drop = format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE");
            sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
                .execute(&mut conn)
                .await
                .map_err(InfraError::new)?;
        }
    }
    let schema = format!("{prefix}_{pid}_{}", SEQUENCE.fetch_add(1, Ordering::Relaxed));
    let create = format!("CREATE SCHEMA \"{schema}\"");
    sqlx::raw_sql(sqlx::AssertSqlSafe(create)).execute(&mut conn).await.map_err(InfraError::new)?;
    conn.close().await.map_err(InfraError::new)?;
    let separator = if base_url.contains('?') { '&' } else { '?' };
    Ok(format!("{base_url}{separator}options=-c%20search_path%3D{schema}"))
}
