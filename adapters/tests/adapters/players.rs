use std::time::Duration as Wait;

use chrono::{DateTime, Duration, Utc};
use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlCharacters, SqlPlayers};
use mrok_core::characters::{CharacterRepository, Slot};
use mrok_core::profiles::PlayerRepository;
use mrok_core::shared::UserId;

use crate::support::{account, databases, later, new_character, now};

async fn online_since(players: &SqlPlayers, since: DateTime<Utc>) -> Vec<UserId> {
    players.active_since(since).await.unwrap().into_iter().map(|p| p.id).collect()
}

/// Whether `user` shows as active since `since` within a few seconds.
async fn shows_within_seconds(players: &SqlPlayers, user: UserId, since: DateTime<Utc>) -> bool {
    for _ in 0..50 {
        if online_since(players, since).await.contains(&user) {
            return true;
        }
        tokio::time::sleep(Wait::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn an_arrival_is_recorded_at_once_and_a_player_still_online_within_a_second() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let characters = SqlCharacters::new(t.db.clone());
        let players = SqlPlayers::new(t.db.clone());
        let user = account(&accounts, "p@mrok.pl").await;
        let other = account(&accounts, "q@mrok.pl").await;
        characters.create(new_character(user, Slot::Main, "Morwena")).await.unwrap();
        characters.create(new_character(other, Slot::Main, "Cień")).await.unwrap();
        let backend = t.db.backend_name();

        // The first request: on the list from this request on.
        players.touch(user, now(), "10.0.0.1").await.unwrap();
        assert_eq!(online_since(&players, now()).await, vec![user], "{backend}");

        // Still online a minute and more later: written shortly, the two players' together.
        players.touch(user, later(2), "10.0.0.1").await.unwrap();
        players.touch(other, later(2), "10.0.0.2").await.unwrap();
        assert!(shows_within_seconds(&players, user, later(2)).await, "{backend}");
        // `other` arrived with that request: written at once.
        assert!(online_since(&players, later(2)).await.contains(&other), "{backend}");

        // Within a minute of the last record nothing is written.
        players.touch(user, later(2) + Duration::seconds(30), "10.0.0.1").await.unwrap();
        tokio::time::sleep(Wait::from_millis(1_500)).await;
        assert!(
            online_since(&players, later(2) + Duration::seconds(1)).await.is_empty(),
            "{backend}"
        );

        // Back after longer than the online list looks back: an arrival again, at once.
        players.touch(user, later(30), "10.0.0.3").await.unwrap();
        assert_eq!(online_since(&players, later(30)).await, vec![user], "{backend}");
    }
}
