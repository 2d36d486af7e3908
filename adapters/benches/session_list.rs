//! How long the session lists take, the calls every player polls every 10 s (spec 2 §9).
//!
//! Seeds 500 general and 500 private sessions (5 participants, 10 messages each) on SQLite and,
//! when `MROK_TEST_POSTGRES_URL` is set, on PostgreSQL; then times `list` and `find`.
//! Run with `make bench` (or `cargo bench -p mrok-adapters --bench session_list`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark: a failed unwrap is a failure

use std::time::{Duration, Instant};

use chrono::Utc;
use mrok_adapters::sql::{
    Db, MailWakeup, SqlAccounts, SqlCharacters, SqlSessions, isolated_postgres_url,
};
use mrok_core::accounts::{AccountRepository, Email, NewAccount};
use mrok_core::characters::{CharacterName, CharacterRepository, Gender, NewCharacter, Race, Slot};
use mrok_core::notifications::Notices;
use mrok_core::sessions::{
    CharacterType, MAX_WHOLE_LIST, MessageBody, NewMessage, NewSession, SessionCharacter,
    SessionKind, SessionListFilter, SessionRepository, SessionTitle,
};
use mrok_core::shared::{Role, UserId};

const SESSIONS: usize = 500;
const PLAYERS: usize = 50;
const MEMBERS: usize = 5;
const MESSAGES: usize = 10;
const RUNS: usize = 30;

async fn seed(db: &Db) -> Vec<UserId> {
    let accounts = SqlAccounts::new(db.clone(), MailWakeup::default());
    let characters = SqlCharacters::new(db.clone());
    let sessions = SqlSessions::new(db.clone());
    let now = Utc::now();
    let mut players = Vec::new();
    for n in 0..PLAYERS {
        let account = NewAccount {
            email: Email::parse(&format!("gracz{n}@mrok.bench")).unwrap(),
            password_hash: "h".into(),
            role: Role::Resident,
            activated_at: Some(now),
            created_at: now,
        };
        let user = accounts.create(account, None).await.unwrap();
        let character = NewCharacter {
            user_id: user,
            slot: Slot::Main,
            name: CharacterName::parse(&format!("Postać {n}")).unwrap(),
            gender: Gender::Female,
            race: Race::Vampire,
            age: None,
            magic: None,
            created_at: now,
        };
        characters.create(character).await.unwrap();
        players.push(user);
    }
    for n in 0..SESSIONS * 2 {
        let kind = if n % 2 == 0 { SessionKind::General } else { SessionKind::Private };
        let owner = players[n % PLAYERS];
        let members: Vec<UserId> =
            (1..MEMBERS).map(|k| players[(n + k * 7) % PLAYERS]).filter(|u| *u != owner).collect();
        let id = sessions
            .create(NewSession {
                kind,
                title: SessionTitle::parse(&format!("Sesja {n}")).unwrap(),
                owner,
                owner_character: SessionCharacter::narrator(),
                members: members.clone(),
                first_message: None,
                at: now,
                notices: Notices::none(),
            })
            .await
            .unwrap();
        for m in 0..MESSAGES {
            let author = if m % 2 == 0 { owner } else { members[m % members.len()] };
            let message = NewMessage {
                session: id,
                author,
                body: MessageBody::from_clean_html(format!("<p>Wpis {m} w sesji {n}.</p>"))
                    .unwrap(),
                character: SessionCharacter {
                    kind: CharacterType::Narrator,
                    id: None,
                    name: "Narrator".into(),
                    avatar: None,
                },
                make_current: false,
                at: now,
                notices: Notices::none(),
            };
            sessions.post(message).await.unwrap();
        }
    }
    players
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

async fn time<F, Fut>(mut run: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    run().await; // warm up
    let mut samples = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let start = Instant::now();
        run().await;
        samples.push(start.elapsed());
    }
    median(samples)
}

async fn bench(name: &str, db: Db) {
    let players = seed(&db).await;
    let sessions = SqlSessions::new(db);
    let viewer = players[3];
    let general =
        SessionListFilter { kind: SessionKind::General, closed: false, only_participating: false };
    let private =
        SessionListFilter { kind: SessionKind::Private, closed: false, only_participating: true };
    let listed = sessions.list(general, viewer, MAX_WHOLE_LIST).await.unwrap();
    let some_id = listed[listed.len() / 2].id;
    let general_list = time(|| async {
        assert!(!sessions.list(general, viewer, MAX_WHOLE_LIST).await.unwrap().is_empty())
    })
    .await;
    let private_list = time(|| async {
        sessions.list(private, viewer, MAX_WHOLE_LIST).await.unwrap();
    })
    .await;
    let detail =
        time(|| async { assert!(sessions.find(some_id, viewer).await.unwrap().is_some()) }).await;
    println!(
        "{name:>10}: general list ({} sessions) {general_list:?}, private list {private_list:?}, one session {detail:?} (median of {RUNS})",
        listed.len()
    );
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite = Db::connect(&format!("sqlite://{}/bench.db", dir.path().display())).await.unwrap();
    bench("sqlite", sqlite).await;
    if let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) {
        let url = isolated_postgres_url(&base, "mrokb_sessions").await.unwrap();
        bench("postgres", Db::connect(&url).await.unwrap()).await;
    }
}
