use chrono::{DateTime, Duration, Utc};
use mrok_adapters::sql::{Db, isolated_postgres_url};
use mrok_core::mail::OutgoingMail;

/// A database of its own, on one backend; the SQLite file lives as long as this value.
pub struct TestDb {
    pub db: Db,
    _dir: Option<tempfile::TempDir>,
}

/// A fresh SQLite database, and a fresh PostgreSQL schema when `MROK_TEST_POSTGRES_URL` is set:
/// each test runs its body once per backend.
pub async fn databases() -> Vec<TestDb> {
    let mut all = vec![sqlite().await];
    if let Some(db) = postgres().await {
        all.push(db);
    }
    all
}

pub async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/mrok.db", dir.path().display());
    TestDb { db: Db::connect(&url).await.unwrap(), _dir: Some(dir) }
}

pub async fn postgres() -> Option<TestDb> {
    let base = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|url| !url.is_empty())?;
    let url = isolated_postgres_url(&base, "mrokt_adapters").await.unwrap();
    Some(TestDb { db: Db::connect(&url).await.unwrap(), _dir: None })
}

pub fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-21T12:00:00.123Z").unwrap().with_timezone(&Utc)
}

pub fn later(minutes: i64) -> DateTime<Utc> {
    now() + Duration::minutes(minutes)
}

pub fn mail(to: &str, subject: &str) -> OutgoingMail {
    OutgoingMail {
        to: to.into(),
        subject: subject.into(),
        text: format!("Treść dla {to}\n\nhttp://localhost:8080/activate/abc"),
        html: format!("<p>Treść dla {to}</p>"),
    }
}
