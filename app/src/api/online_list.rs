//! The online list, computed at most every few seconds and shared by every poll: with
//! thousands of players online each polling every 15 s, reading it per request would cost
//! more than everything else they do. Only the caller's own entry is read each time, so their
//! own changes show at once. Its tag is a hash of what it holds, so an unchanged list is
//! answered 304 however often it is recomputed.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mrok_core::access::GameActor;
use mrok_core::profiles::{OnlinePlayer, PlayerService};
use mrok_core::shared::UserId;

use super::errors::ApiError;

/// How long a computed list is served.
pub const ONLINE_FRESH_FOR: Duration = Duration::from_secs(5);

/// The list as computed once.
pub struct OnlineSnapshot {
    pub players: Vec<OnlinePlayer>,
    hash: u64,
    at: Instant,
}

impl OnlineSnapshot {
    fn new(players: Vec<OnlinePlayer>, at: Instant) -> Self {
        let mut hasher = DefaultHasher::new();
        for p in &players {
            (p.id, &p.name, &p.race, &p.gender, &p.avatar, p.status.as_str()).hash(&mut hasher);
        }
        OnlineSnapshot { players, hash: hasher.finish(), at }
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
        Some(OnlineSnapshot::new(players, self.at))
    }
}

/// The shared online list.
pub struct OnlineList {
    players: Arc<PlayerService>,
    current: Mutex<Option<Arc<OnlineSnapshot>>>,
    /// One computation at a time; the others wait for it and share it.
    computing: tokio::sync::Mutex<()>,
}

impl OnlineList {
    pub fn new(players: Arc<PlayerService>) -> Self {
        OnlineList { players, current: Mutex::new(None), computing: tokio::sync::Mutex::new(()) }
    }

    fn fresh(&self) -> Option<Arc<OnlineSnapshot>> {
        let current = self.current.lock().unwrap_or_else(|p| p.into_inner()).clone()?;
        (current.at.elapsed() < ONLINE_FRESH_FOR).then_some(current)
    }

    fn keep(&self, snapshot: OnlineSnapshot) -> Arc<OnlineSnapshot> {
        let snapshot = Arc::new(snapshot);
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = Some(snapshot.clone());
        snapshot
    }

    /// The list as `actor` should see it now: at most a few seconds old for the others, and
    /// always with the actor's own entry as it is (their new avatar, name or status shows at
    /// once, and their own activity puts them on it).
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
                    None => self.keep(OnlineSnapshot::new(
                        self.players.online(actor).await?,
                        Instant::now(),
                    )),
                }
            }
        };
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
