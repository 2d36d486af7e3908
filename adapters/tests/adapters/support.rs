use chrono::{DateTime, Duration, Utc};
use mrok_adapters::sql::SqlAccounts;
use mrok_adapters::sql::{Db, isolated_postgres_url};
use mrok_core::accounts::{AccountRepository, Email, NewAccount};
use mrok_core::characters::{CharacterName, Gender, NewCharacter, Race, Slot};
use mrok_core::mail::OutgoingMail;
use mrok_core::shared::{Role, UserId};

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
        unsubscribe: None,
    }
}

/// An activated admin account.
pub async fn account(accounts: &SqlAccounts, email: &str) -> UserId {
    accounts
        .create(
            NewAccount {
                email: Email::parse(email).unwrap(),
                password_hash: "h".into(),
                role: Role::Admin,
                activated_at: Some(now()),
                created_at: now(),
            },
            None,
        )
        .await
        .unwrap()
}

pub fn new_character(user: UserId, slot: Slot, name: &str) -> NewCharacter {
    NewCharacter {
        user_id: user,
        slot,
        name: CharacterName::parse(name).unwrap(),
        gender: Gender::Female,
        race: Race::Werewolf,
        age: None,
        magic: None,
        created_at: now(),
    }
}
