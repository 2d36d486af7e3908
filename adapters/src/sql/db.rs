//! One database handle over PostgreSQL or SQLite, and the few ways statements run on it.
//!
//! Statements are built once with sea-query and rendered for whichever backend is in use, on
//! its own typed pool. SQLite runs in WAL mode with a single writer connection: every write goes
//! through a [`Tx`] on that connection, so concurrent requests queue instead of failing with
//! `SQLITE_BUSY`, while reads use a separate pool.

use std::str::FromStr;
use std::time::Duration;

use mrok_core::shared::InfraError;
use sea_query::{
    Alias, Asterisk, Expr, Func, PostgresQueryBuilder, QueryBuilder, SelectStatement,
    SqliteQueryBuilder, Value, Values,
};
use sea_query_sqlx::{SqlxBinder, SqlxValues};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgRow};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
};
use sqlx::{AssertSqlSafe, FromRow, PgPool, Postgres, Sqlite, SqlitePool, Transaction};

/// A row type readable from both backends.
pub trait Record:
    for<'r> FromRow<'r, PgRow> + for<'r> FromRow<'r, SqliteRow> + Send + Unpin
{
}
impl<T> Record for T where
    T: for<'r> FromRow<'r, PgRow> + for<'r> FromRow<'r, SqliteRow> + Send + Unpin
{
}

/// A row holding just an id (an `INSERT … RETURNING id`, an id list).
#[derive(sqlx::FromRow)]
pub(crate) struct IdRow {
    pub id: i64,
}

/// The database, on the backend the URL names.
#[derive(Clone, Debug)]
pub enum Db {
    Postgres(PgPool),
    Sqlite { reader: SqlitePool, writer: SqlitePool },
}

/// How long a connection waits for a lock held by another process before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

impl Db {
    /// Connects to `postgres://…` or `sqlite://…` and brings the schema up to date.
    ///
    /// # Errors
    /// An unsupported URL, an unreachable server, or a failed migration.
    pub async fn connect(url: &str) -> Result<Db, InfraError> {
        let db = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(url).map_err(InfraError::new)?;
            Db::postgres(options).await?
        } else if url.starts_with("sqlite:") {
            Db::sqlite(url).await?
        } else {
            return Err(InfraError::new(format!(
                "nieobsługiwany adres bazy danych (postgres://… albo sqlite://…): {}",
                redact_url(url)
            )));
        };
        db.migrate().await?;
        Ok(db)
    }

    /// Connects to PostgreSQL with the given options (tests use them to pick a schema).
    ///
    /// # Errors
    /// An unreachable server.
    pub async fn postgres(options: PgConnectOptions) -> Result<Db, InfraError> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await
            .map_err(InfraError::new)?;
        Ok(Db::Postgres(pool))
    }

    async fn sqlite(url: &str) -> Result<Db, InfraError> {
        let options = SqliteConnectOptions::from_str(url)
            .map_err(InfraError::new)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone())
            .await
            .map_err(InfraError::new)?;
        // The database and its WAL files hold every account: the server's alone (SQLite gives
        // the WAL files the database file's mode).
        let file = options.get_filename().to_path_buf();
        for suffix in ["", "-wal", "-shm"] {
            let mut path = file.clone().into_os_string();
            path.push(suffix);
            crate::private_files::private_file(std::path::Path::new(&path))?;
        }
        let reader = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options.read_only(true).create_if_missing(false))
            .await
            .map_err(InfraError::new)?;
        Ok(Db::Sqlite { reader, writer })
    }

    pub async fn migrate(&self) -> Result<(), InfraError> {
        match self {
            Db::Postgres(pool) => sqlx::migrate!("../migrations/postgres").run(pool).await,
            Db::Sqlite { writer, .. } => sqlx::migrate!("../migrations/sqlite").run(writer).await,
        }
        .map_err(|e| InfraError::new(format!("migracja bazy danych nie powiodła się: {e}")))
    }

    pub fn backend_name(&self) -> &'static str {
        match self {
            Db::Postgres(_) => "postgres",
            Db::Sqlite { .. } => "sqlite",
        }
    }

    /// Reads at most one row.
    ///
    /// # Errors
    /// Database failures.
    pub async fn fetch_optional<T: Record>(
        &self,
        statement: &impl SqlxBinder,
    ) -> Result<Option<T>, InfraError> {
        match self {
            Db::Postgres(pool) => {
                let (sql, values) = rendered(statement, PostgresQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_optional(pool).await
            }
            Db::Sqlite { reader, .. } => {
                let (sql, values) = rendered(statement, SqliteQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_optional(reader).await
            }
        }
        .map_err(InfraError::new)
    }

    /// Reads every row.
    ///
    /// # Errors
    /// Database failures.
    pub async fn fetch_all<T: Record>(
        &self,
        statement: &impl SqlxBinder,
    ) -> Result<Vec<T>, InfraError> {
        match self {
            Db::Postgres(pool) => {
                let (sql, values) = rendered(statement, PostgresQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_all(pool).await
            }
            Db::Sqlite { reader, .. } => {
                let (sql, values) = rendered(statement, SqliteQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_all(reader).await
            }
        }
        .map_err(InfraError::new)
    }

    /// How many rows `rows` (a SELECT with its FROM, joins and WHERE, no columns) matches.
    ///
    /// # Errors
    /// Database failures.
    pub async fn count(&self, mut rows: SelectStatement) -> Result<u64, InfraError> {
        #[derive(sqlx::FromRow)]
        struct Total {
            total: i64,
        }
        rows.expr_as(Func::count(Expr::col(Asterisk)), Alias::new("total"));
        let total: Option<Total> = self.fetch_optional(&rows).await?;
        Ok(total.map_or(0, |t| u64::try_from(t.total).unwrap_or(0)))
    }

    /// Starts a write transaction (on SQLite, on the single writer connection).
    ///
    /// # Errors
    /// Database failures.
    pub async fn begin(&self) -> Result<Tx, InfraError> {
        match self {
            Db::Postgres(pool) => pool.begin().await.map(Tx::Postgres),
            Db::Sqlite { writer, .. } => writer.begin().await.map(Tx::Sqlite),
        }
        .map_err(InfraError::new)
    }

    /// Runs one write statement in its own transaction; returns the rows it touched.
    ///
    /// # Errors
    /// Database failures (unique violations come back as [`WriteError::Unique`]).
    pub async fn execute(&self, statement: &impl SqlxBinder) -> Result<u64, WriteError> {
        let mut tx = self.begin().await?;
        let rows = tx.execute(statement).await?;
        tx.commit().await?;
        Ok(rows)
    }

    /// Lists the tables and their columns, for the schema-parity check. The lore's search index
    /// is each engine's own (an FTS5 table with its shadow tables; a table with a tsvector) and
    /// is left out.
    ///
    /// # Errors
    /// Database failures.
    pub async fn schema_columns(&self) -> Result<Vec<(String, String)>, InfraError> {
        let mut columns: Vec<(String, String)> =
            match self {
                Db::Postgres(pool) => sqlx::query_as(
                    "SELECT table_name::text, column_name::text FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name <> '_sqlx_migrations' \
                 AND table_name NOT LIKE 'lore\\_search%'",
                )
                .fetch_all(pool)
                .await,
                Db::Sqlite { reader, .. } => {
                    sqlx::query_as(
                        "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' \
                 AND m.name <> '_sqlx_migrations' AND m.name NOT LIKE 'lore\\_search%' ESCAPE '\\'",
                    )
                    .fetch_all(reader)
                    .await
                }
            }
            .map_err(InfraError::new)?;
        columns.sort();
        Ok(columns)
    }
}

/// A write transaction; dropped without [`Tx::commit`], it rolls back.
pub enum Tx {
    Postgres(Transaction<'static, Postgres>),
    Sqlite(Transaction<'static, Sqlite>),
}

/// A write failed.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// A unique constraint refused the row.
    #[error("unique constraint violated")]
    Unique,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl From<sqlx::Error> for WriteError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(db) if db.is_unique_violation() => WriteError::Unique,
            // Every check passed before the write, so a row it refers to went meanwhile.
            sqlx::Error::Database(db) if db.is_foreign_key_violation() => {
                WriteError::Infra(InfraError::changed_meanwhile(error))
            }
            _ => WriteError::Infra(InfraError::new(error)),
        }
    }
}

impl From<WriteError> for InfraError {
    fn from(error: WriteError) -> Self {
        match error {
            WriteError::Unique => InfraError::new("unique constraint violated"),
            WriteError::Infra(infra) => infra,
        }
    }
}

impl Tx {
    /// Runs a statement; returns the rows it touched.
    ///
    /// # Errors
    /// Database failures; unique violations as [`WriteError::Unique`].
    pub async fn execute(&mut self, statement: &impl SqlxBinder) -> Result<u64, WriteError> {
        Ok(match self {
            Tx::Postgres(tx) => {
                let (sql, values) = rendered(statement, PostgresQueryBuilder);
                sqlx::query_with(AssertSqlSafe(sql), values)
                    .execute(&mut **tx)
                    .await?
                    .rows_affected()
            }
            Tx::Sqlite(tx) => {
                let (sql, values) = rendered(statement, SqliteQueryBuilder);
                sqlx::query_with(AssertSqlSafe(sql), values)
                    .execute(&mut **tx)
                    .await?
                    .rows_affected()
            }
        })
    }

    /// Runs a statement that returns one row (an `INSERT … RETURNING`, a `SELECT`).
    ///
    /// # Errors
    /// Database failures; unique violations as [`WriteError::Unique`].
    pub async fn fetch_optional<T: Record>(
        &mut self,
        statement: &impl SqlxBinder,
    ) -> Result<Option<T>, WriteError> {
        Ok(match self {
            Tx::Postgres(tx) => {
                let (sql, values) = rendered(statement, PostgresQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_optional(&mut **tx).await?
            }
            Tx::Sqlite(tx) => {
                let (sql, values) = rendered(statement, SqliteQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_optional(&mut **tx).await?
            }
        })
    }

    /// Runs a statement that returns rows (an `UPDATE … RETURNING`, a `SELECT`).
    ///
    /// # Errors
    /// Database failures; unique violations as [`WriteError::Unique`].
    pub async fn fetch_all<T: Record>(
        &mut self,
        statement: &impl SqlxBinder,
    ) -> Result<Vec<T>, WriteError> {
        Ok(match self {
            Tx::Postgres(tx) => {
                let (sql, values) = rendered(statement, PostgresQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_all(&mut **tx).await?
            }
            Tx::Sqlite(tx) => {
                let (sql, values) = rendered(statement, SqliteQueryBuilder);
                sqlx::query_as_with(AssertSqlSafe(sql), values).fetch_all(&mut **tx).await?
            }
        })
    }

    /// Runs an `INSERT … RETURNING id`; the new row's id.
    ///
    /// # Errors
    /// Database failures, an insert that returned no row.
    pub async fn insert_id(&mut self, insert: &impl SqlxBinder) -> Result<i64, InfraError> {
        let row: Option<IdRow> = self.fetch_optional(insert).await?;
        Ok(row.ok_or_else(|| InfraError::new("INSERT … RETURNING gave no row"))?.id)
    }

    /// # Errors
    /// Database failures.
    pub async fn commit(self) -> Result<(), InfraError> {
        match self {
            Tx::Postgres(tx) => tx.commit().await,
            Tx::Sqlite(tx) => tx.commit().await,
        }
        .map_err(InfraError::new)
    }
}

/// The statement in `builder`'s dialect, traced, with its strings made [`storable`].
fn rendered(statement: &impl SqlxBinder, builder: impl QueryBuilder) -> (String, SqlxValues) {
    let (sql, SqlxValues(Values(values))) = statement.build_sqlx(builder);
    traced(&sql);
    (sql, SqlxValues(Values(values.into_iter().map(storable).collect())))
}

/// A bound value as both backends can hold it: PostgreSQL's text cannot hold U+0000 (the
/// statement fails), SQLite's can. On both, every U+0000 in a bound string becomes U+FFFD, as an
/// HTML parser reads it, so text someone sent with one is stored, compared and searched the same
/// way on either database instead of failing on one of them.
fn storable(value: Value) -> Value {
    match value {
        Value::String(Some(text)) if text.contains('\0') => {
            Value::String(Some(text.replace('\0', "\u{FFFD}")))
        }
        Value::Char(Some('\0')) => Value::Char(Some('\u{FFFD}')),
        other => other,
    }
}

/// Shows each statement (with placeholders, never the bound values) at trace level, inside the
/// spans of the adapter call and the request that ran it.
fn traced(sql: &str) {
    tracing::trace!(sql, "statement");
}

/// The URL without its password, for messages and logs.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let credentials = &url[scheme_end + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_cut_out_of_database_urls() {
        assert_eq!(
            redact_url("postgres://mrok:tajne@db:5432/mrok"),
            "postgres://mrok:***@db:5432/mrok"
        );
        assert_eq!(redact_url("postgres://mrok@db/mrok"), "postgres://mrok@db/mrok");
        assert_eq!(redact_url("sqlite://data/mrok.db"), "sqlite://data/mrok.db");
    }

    #[test]
    fn nul_characters_are_bound_as_replacement_characters() {
        let statement = sea_query::Query::select()
            .expr(Expr::val("Wieść\0z bram"))
            .expr(Expr::val('\0'))
            .expr(Expr::val("bez zmian"))
            .expr(Expr::val(7))
            .to_owned();
        for (_, SqlxValues(Values(values))) in
            [rendered(&statement, PostgresQueryBuilder), rendered(&statement, SqliteQueryBuilder)]
        {
            assert_eq!(
                values,
                [
                    Value::from("Wieść\u{FFFD}z bram"),
                    Value::from('\u{FFFD}'),
                    Value::from("bez zmian"),
                    Value::from(7),
                ]
            );
        }
    }
}
