//! The online list, computed at most every few seconds and shared by every poll: with
//! thousands of players online each polling every 15 s, reading it per request would cost
//! more than everything else they do. Its tag is a hash of what it holds, so an unchanged list
//! is answered 304 however often it is recomputed.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mrok_core::access::GameActor;
use mrok_core::profiles::{OnlinePlayer, PlayerService};
use mrok_core::shared::UserId;

use super::errors::ApiError;

/// How long a computed list is served.
pub const ONLINE_FRESH_FOR: Duration = Duration::from_secs(5);
/// A caller missing from the list gets it recomputed, at most this often (their activity may
/// be what just put them on it).
const MISSING_CALLER_RETRY: Duration = Duration::from_secs(1);

/// The list as computed once.
pub struct OnlineSnapshot {
    pub players: Vec<OnlinePlayer>,
    hash: u64,
    at: Instant,
}

impl OnlineSnapshot {
    /// The entity tag of the first `limit` entries (all with `None`) of this list.
    pub fn tag(&self, limit: Option<usize>) -> String {
        let limit = limit.map_or_else(|| "all".to_owned(), |l| l.to_string());
        format!("W/\"o-{limit}-{:x}\"", self.hash)
    }

    fn holds(&self, user: UserId) -> bool {
        self.players.binary_search_by_key(&user, |p| p.id).is_ok()
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

    fn usable(&self, caller: UserId) -> Option<Arc<OnlineSnapshot>> {
        let current = self.current.lock().unwrap_or_else(|p| p.into_inner()).clone()?;
        let age = current.at.elapsed();
        let fresh = age < ONLINE_FRESH_FOR && (age < MISSING_CALLER_RETRY || current.holds(caller));
        fresh.then_some(current)
    }

    /// The list as `actor` should see it now.
    ///
    /// # Errors
    /// Storage failures.
    pub async fn get(&self, actor: &GameActor) -> Result<Arc<OnlineSnapshot>, ApiError> {
        if let Some(snapshot) = self.usable(actor.id()) {
            return Ok(snapshot);
        }
        let _turn = self.computing.lock().await;
        if let Some(snapshot) = self.usable(actor.id()) {
            return Ok(snapshot);
        }
        let players = self.players.online(actor).await?;
        let mut hasher = DefaultHasher::new();
        for p in &players {
            (p.id, &p.name, &p.race, &p.gender, &p.avatar, p.status.as_str()).hash(&mut hasher);
        }
        let snapshot =
            Arc::new(OnlineSnapshot { players, hash: hasher.finish(), at: Instant::now() });
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = Some(snapshot.clone());
        Ok(snapshot)
    }

    /// Forgets the list (a status changed): the next poll computes it.
    pub fn forget(&self) {
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = None;
    }
}
