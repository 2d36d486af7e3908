//! The online list, computed at most every few seconds and shared by every poll: with
//! thousands of players online each polling every 15 s, reading it per request would cost
//! more than everything else they do. A change to what it shows of a player (core announces
//! [`PolledList::OnlinePlayers`](mrok_core::live::PolledList): a status, a main character's
//! name or avatar, a new or reset main character) drops it at once, so everyone's change shows
//! on the next poll; players coming and going show within [`ONLINE_FRESH_FOR`]. A caller not on
//! it yet has their own entry read and added (their activity puts them on it); a caller on it
//! costs nothing. Its tag is a hash of what it holds, so an unchanged list is answered 304
//! however often it is recomputed.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mrok_core::access::GameActor;
use mrok_core::profiles::{OnlinePlayer, PlayerService};
use mrok_core::shared::UserId;

use super::errors::ApiError;
use crate::freshness::Freshness;

/// How long a computed list is served.
pub const ONLINE_FRESH_FOR: Duration = Duration::from_secs(5);

/// The list as computed once.
pub struct OnlineSnapshot {
    pub players: Vec<OnlinePlayer>,
    hash: u64,
    at: Instant,
    /// The changes heard before it was read ([`Freshness::online_version`]).
    version: u64,
}

impl OnlineSnapshot {
    fn new(players: Vec<OnlinePlayer>, at: Instant, version: u64) -> Self {
        let mut hasher = DefaultHasher::new();
        for p in &players {
            (p.id, &p.name, &p.race, &p.gender, &p.avatar, p.status.as_str()).hash(&mut hasher);
        }
        OnlineSnapshot { players, hash: hasher.finish(), at, version }
    }

    fn shows(&self, user: UserId) -> bool {
        self.players.binary_search_by_key(&user, |p| p.id).is_ok()
    }

    /// The entity tag of the first `limit` entries (all with `None`) of this list.
    pub fn tag(&self, limit: Option<usize>) -> String {
        let limit = limit.map_or_else(|| "all".to_owned(), |l| l.to_string());
        format!("W/\"o-{limit}-{:x}\"", self.hash)
    }

    /// This list with `user`'s entry as it is now (added, changed or taken out), or `None` when
    /// it already shows them so.
    fn with_own(&self, user: UserId, own: Option<OnlinePlayer>) -> Option<OnlineSnapshot> {
        let at = self.players.binary_search_by_key(&user, |p| p.id);
        let mut players = match (at, &own) {
            (Ok(i), Some(own)) if self.players[i] == *own => return None,
            (Err(_), None) => return None,
            _ => self.players.clone(),
        };
        match (at, own) {
            (Ok(i), Some(own)) => players[i] = own,
            (Ok(i), None) => {
                players.remove(i);
            }
            (Err(i), Some(own)) => players.insert(i, own),
            (Err(_), None) => {}
        }
        Some(OnlineSnapshot::new(players, self.at, self.version))
    }
}

/// The shared online list.
pub struct OnlineList {
    players: Arc<PlayerService>,
    freshness: Arc<Freshness>,
    current: Mutex<Option<Arc<OnlineSnapshot>>>,
    /// One computation at a time; the others wait for it and share it.
    computing: tokio::sync::Mutex<()>,
}

impl OnlineList {
    pub fn new(players: Arc<PlayerService>, freshness: Arc<Freshness>) -> Self {
        OnlineList {
            players,
            freshness,
            current: Mutex::new(None),
            computing: tokio::sync::Mutex::new(()),
        }
    }

    fn fresh(&self) -> Option<Arc<OnlineSnapshot>> {
        let current = self.current.lock().unwrap_or_else(|p| p.into_inner()).clone()?;
        (current.at.elapsed() < ONLINE_FRESH_FOR
            && current.version == self.freshness.online_version())
        .then_some(current)
    }

    fn keep(&self, snapshot: OnlineSnapshot) -> Arc<OnlineSnapshot> {
        let snapshot = Arc::new(snapshot);
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = Some(snapshot.clone());
        snapshot
    }

    /// The list as `actor` should see it now: every announced change in, players coming and
    /// going at most a few seconds late, and the actor on it if the list's rule lists them.
    ///
    /// # Errors
    /// Storage failures.
    pub async fn get(&self, actor: &GameActor) -> Result<Arc<OnlineSnapshot>, ApiError> {
        let snapshot = match self.fresh() {
            Some(snapshot) => snapshot,
            None => {
                let _turn = self.computing.lock().await;
                match self.fresh() {
                    Some(snapshot) => snapshot,
                    None => {
                        let version = self.freshness.online_version();
                        let players = self.players.online(actor).await?;
                        self.keep(OnlineSnapshot::new(players, Instant::now(), version))
                    }
                }
            }
        };
        if snapshot.shows(actor.id()) {
            return Ok(snapshot);
        }
        let own = self.players.own_online_entry(actor).await?;
        Ok(match snapshot.with_own(actor.id(), own) {
            Some(patched) => self.keep(patched),
            None => snapshot,
        })
    }
}

#[cfg(test)]
mod tests {
    use mrok_core::profiles::PlayerStatus;

    use super::*;

    fn player(id: i64, status: PlayerStatus) -> OnlinePlayer {
        OnlinePlayer {
            id: UserId(id),
            name: format!("Gracz {id}"),
            race: "Wampir".into(),
            gender: "Kobieta".into(),
            avatar: None,
            status,
        }
    }

    #[test]
    fn the_callers_own_entry_is_patched_in_and_changes_the_tag() {
        let list = OnlineSnapshot::new(
            vec![player(1, PlayerStatus::Looking), player(3, PlayerStatus::Looking)],
            Instant::now(),
            0,
        );
        assert!(list.with_own(UserId(1), Some(player(1, PlayerStatus::Looking))).is_none());
        assert!(list.with_own(UserId(2), None).is_none());

        let changed = list.with_own(UserId(1), Some(player(1, PlayerStatus::Maybe))).unwrap();
        assert_eq!(changed.players[0].status, PlayerStatus::Maybe);
        assert_ne!(changed.tag(None), list.tag(None));

        let added = list.with_own(UserId(2), Some(player(2, PlayerStatus::Looking))).unwrap();
        let ids: Vec<i64> = added.players.iter().map(|p| p.id.0).collect();
        assert_eq!(ids, [1, 2, 3]);

        let gone = list.with_own(UserId(3), None).unwrap();
        assert_eq!(gone.players.len(), 1);
        assert_ne!(list.tag(Some(1)), list.tag(None));
    }
}
