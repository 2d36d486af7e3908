//! Guarded back-office changes take turns: within one server, and across two servers sharing a
//! PostgreSQL database.

use std::time::Duration;

use mrok_adapters::sql::{Db, SqlGuards, isolated_postgres_url};
use mrok_core::characters::CharacterId;
use mrok_core::shared::{Guarded, Guards};

use crate::support::sqlite;

/// Whether `hold` is still waiting after a moment.
async fn waits<F: std::future::Future>(hold: F) -> bool {
    tokio::time::timeout(Duration::from_millis(300), hold).await.is_err()
}

/// `first` and `second` guard the same database (one server or two).
async fn take_turns(first: &SqlGuards, second: &SqlGuards, backend: &str) {
    let held = first.hold(Guarded::TavernRooms).await.unwrap();
    assert!(waits(second.hold(Guarded::TavernRooms)).await, "{backend}: both held the rooms");
    // Other guards are free meanwhile, one character's achievements apart from another's.
    let arena = second.hold(Guarded::Arena).await.unwrap();
    let one = second.hold(Guarded::Achievements(CharacterId(1))).await.unwrap();
    assert!(waits(first.hold(Guarded::Achievements(CharacterId(1)))).await, "{backend}");
    let other = first.hold(Guarded::Achievements(CharacterId(2))).await.unwrap();
    drop((arena, one, other));
    // Let go, the rooms are the next one's at once.
    drop(held);
    let next = tokio::time::timeout(Duration::from_secs(5), second.hold(Guarded::TavernRooms));
    assert!(next.await.is_ok(), "{backend}: the rooms stayed held");
}

#[tokio::test]
async fn changes_under_one_guard_wait_for_each_other_and_others_pass() {
    let test = sqlite().await;
    let guards = SqlGuards::new(test.db.clone());
    take_turns(&guards, &guards, "sqlite").await;
}

#[tokio::test]
async fn two_servers_on_one_postgresql_database_take_turns_too() {
    let Some(base) = std::env::var("MROK_TEST_POSTGRES_URL").ok().filter(|url| !url.is_empty())
    else {
        return;
    };
    let url = isolated_postgres_url(&base, "mrokt_guards").await.unwrap();
    let (one, two) = (Db::connect(&url).await.unwrap(), Db::connect(&url).await.unwrap());
    take_turns(&SqlGuards::new(one), &SqlGuards::new(two), "postgres").await;
}
