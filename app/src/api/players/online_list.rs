//! The online list, computed at most every few seconds and shared by every poll: with
//! thousands of players online each polling every 15 s, reading it per request would cost
//! more than everything else they do. A change to what it shows of a player (core announces
//! [`PolledList::OnlinePlayers`](mrok_core::live::PolledList): a status, a main character's
//! name or avatar, a new or reset main character) drops it at once, so everyone's change shows
//! on the next poll; players coming and going show within [`ONLINE_FRESH_FOR`] (one poll then
//! recomputes it while the others are still answered from the old list). A caller not on
//! it yet has their own entry read and added (their activity puts them on it); a caller on it
//! costs nothing. Its tag is a hash of what it holds, so an unchanged list is answered 304
//! however often it is recomputed.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mrok_core::access::GameActor;
use mrok_core::profiles::{OnlinePlayer, PlayerService};
use mrok_core::shared::UserId;

use crate::api::errors::ApiError;
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

/// Where the kept list stands.
enum Standing {
    /// Computed a moment ago, with every announced change in.
    Fresh(Arc<OnlineSnapshot>),
    /// Older than [`ONLINE_FRESH_FOR`] but with every announced change in: players may have
    /// come or gone since.
    Aging(Arc<OnlineSnapshot>),
    /// None yet, or a change was announced after it was read.
    Stale,
}

/// The shared online list.
pub struct OnlineList {
    players: Arc<PlayerService>,
    freshness: Arc<Freshness>,
    current: Mutex<Option<Arc<OnlineSnapshot>>>,
    /// One computation at a time; the others wait for it and share it (or, when the list only
    /// aged, are answered from the old one meanwhile).
    computing: tokio::sync::Mutex<()>,
    fresh_for: Duration,
}

impl OnlineList {
    pub fn new(players: Arc<PlayerService>, freshness: Arc<Freshness>) -> Self {
        OnlineList {
            players,
            freshness,
            current: Mutex::new(None),
            computing: tokio::sync::Mutex::new(()),
            fresh_for: ONLINE_FRESH_FOR,
        }
    }

    fn standing(&self) -> Standing {
        let current = self.current.lock().unwrap_or_else(|p| p.into_inner()).clone();
        match current {
            Some(list) if list.version != self.freshness.online_version() => Standing::Stale,
            Some(list) if list.at.elapsed() < self.fresh_for => Standing::Fresh(list),
            Some(list) => Standing::Aging(list),
            None => Standing::Stale,
        }
    }

    /// Computes the list (the caller holds the turn), unless a poll that had the turn before
    /// just did.
    async fn compute(&self, actor: &GameActor) -> Result<Arc<OnlineSnapshot>, ApiError> {
        if let Standing::Fresh(list) = self.standing() {
            return Ok(list);
        }
        let version = self.freshness.online_version();
        let players = self.players.online(actor).await?;
        Ok(self.keep(OnlineSnapshot::new(players, Instant::now(), version)))
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
        let snapshot = match self.standing() {
            Standing::Fresh(list) => list,
            // Only time passed: one poll recomputes, the others keep the old list meanwhile.
            Standing::Aging(old) => match self.computing.try_lock() {
                Ok(_turn) => self.compute(actor).await?,
                Err(_) => old,
            },
            // A change was announced: nobody is answered from the old list.
            Standing::Stale => {
                let _turn = self.computing.lock().await;
                self.compute(actor).await?
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
    use chrono::{DateTime, Utc};
    use mrok_core::live::{LiveEvent, PolledList};
    use mrok_core::profiles::{
        PlayerEntry, PlayerFilter, PlayerPorts, PlayerRepository, PlayerStatus, PlayerSummary,
    };
    use mrok_core::shared::{CommonPorts, InfraError, MockClock, Role};

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

    /// Holds every computation after the first until the test lets it through.
    struct Gated {
        calls: std::sync::atomic::AtomicUsize,
        gate: tokio::sync::Semaphore,
    }

    #[async_trait::async_trait]
    impl PlayerRepository for Gated {
        async fn set_status(&self, _: UserId, _: PlayerStatus) -> Result<bool, InfraError> {
            Ok(true)
        }
        async fn touch(&self, _: UserId, _: DateTime<Utc>, _: &str) -> Result<(), InfraError> {
            Ok(())
        }
        async fn active_since(&self, _: DateTime<Utc>) -> Result<Vec<OnlinePlayer>, InfraError> {
            let call = self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            if call > 0 {
                self.gate.acquire().await.expect("open").forget();
            }
            Ok((1..=call as i64 + 1).map(|id| player(id, PlayerStatus::Looking)).collect())
        }
        async fn online_entry(&self, _: UserId) -> Result<Option<OnlinePlayer>, InfraError> {
            Ok(None)
        }
        async fn list(
            &self,
            _: PlayerFilter,
            _: u64,
            _: u32,
        ) -> Result<(Vec<PlayerEntry>, u64), InfraError> {
            Ok((Vec::new(), 0))
        }
        async fn summary(&self, _: UserId) -> Result<Option<PlayerSummary>, InfraError> {
            Ok(None)
        }
    }

    #[tokio::test]
    async fn an_aged_list_is_served_while_one_poll_recomputes_it_and_a_changed_one_never_is() {
        let repo = Arc::new(Gated {
            calls: std::sync::atomic::AtomicUsize::new(0),
            gate: tokio::sync::Semaphore::new(0),
        });
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        let players = Arc::new(PlayerService::new(PlayerPorts {
            players: repo.clone(),
            common: CommonPorts {
                clock: Arc::new(clock),
                limiter: Arc::new(mrok_core::shared::MockRateLimiter::new()),
                live: Arc::new(mrok_core::live::MockLiveBus::new()),
                images: Arc::new(mrok_core::shared::ImagesAsTheyAre),
            },
        }));
        let freshness = Arc::new(Freshness::default());
        let mut list = OnlineList::new(players, freshness.clone());
        list.fresh_for = Duration::ZERO;
        let list = Arc::new(list);
        let me = GameActor::test(1, Role::Resident);
        assert_eq!(list.get(&me).await.unwrap().players.len(), 1);

        // The list aged: the first poll recomputes (held), the next is answered at once.
        let recomputing = tokio::spawn({
            let list = list.clone();
            async move { list.get(&me).await.map(|l| l.players.len()).unwrap_or_default() }
        });
        while repo.calls.load(std::sync::atomic::Ordering::SeqCst) < 2 {
            tokio::task::yield_now().await;
        }
        let meanwhile = tokio::time::timeout(Duration::from_secs(2), list.get(&me)).await;
        assert_eq!(meanwhile.expect("the old list, not a wait").unwrap().players.len(), 1);

        // A change is announced: the next poll waits for a list read after it.
        freshness.heard(&LiveEvent::Changed(PolledList::OnlinePlayers));
        let after_change = tokio::spawn({
            let list = list.clone();
            async move { list.get(&me).await.map(|l| l.players.len()).unwrap_or_default() }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!after_change.is_finished(), "answered from a list older than the change");
        repo.gate.add_permits(2);
        assert_eq!(recomputing.await.unwrap(), 2);
        assert_eq!(after_change.await.unwrap(), 3, "read again after the change");
    }
}
