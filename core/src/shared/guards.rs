use super::InfraError;
use crate::characters::CharacterId;

/// What a back-office change is checked against before it is written: the rest of a small
/// collection (a cap, a name no other room has, the last room or weapon left) or the text a
/// line is appended to. Two changes guarded by the same one run one after another — on every
/// instance of the server — so two admins at the same moment cannot both pass a check that
/// only one of them may pass. Players' writes are decided inside their own transactions and
/// need none of this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Guarded {
    /// The tavern's rooms: their number, their names, the last one left.
    TavernRooms,
    /// The arena's equipment and monsters: their numbers, the last weapon or armor.
    Arena,
    /// The lore, the world pages and the bestiary: their numbers and their pages' text.
    Lore,
    /// The resident messages: their number.
    ResidentMessages,
    /// One character's achievements, a line appended to what is there.
    Achievements(CharacterId),
}

impl Guarded {
    /// One number per guard, the same on every instance (PostgreSQL's advisory lock key).
    #[must_use]
    pub fn key(self) -> i64 {
        const KIND_BITS: u32 = 56;
        let (kind, id) = match self {
            Guarded::TavernRooms => (1, 0),
            Guarded::Arena => (2, 0),
            Guarded::Lore => (3, 0),
            Guarded::ResidentMessages => (4, 0),
            Guarded::Achievements(CharacterId(id)) => (5, id & ((1 << KIND_BITS) - 1)),
        };
        (kind << KIND_BITS) | id
    }
}

/// A guard held; dropping it lets the next change in.
pub struct Held {
    _token: Box<dyn Send>,
}

impl Held {
    /// Held while `token` lives (a lock guard, a transaction holding a lock).
    pub fn new(token: impl Send + 'static) -> Self {
        Held { _token: Box::new(token) }
    }
}

impl std::fmt::Debug for Held {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Held")
    }
}

/// Runs guarded changes one after another (see [`Guarded`]).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait Guards: Send + Sync {
    /// Waits until no one else holds `what`, then holds it until the answer is dropped.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn hold(&self, what: Guarded) -> Result<Held, InfraError>;
}

/// Guards that let everything through at once, for other areas' unit tests.
#[cfg(test)]
pub(crate) fn open_guards() -> std::sync::Arc<dyn Guards> {
    let mut guards = MockGuards::new();
    guards.expect_hold().returning(|_| Ok(Held::new(())));
    std::sync::Arc::new(guards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_guard_has_a_key_of_its_own() {
        let keys = [
            Guarded::TavernRooms,
            Guarded::Arena,
            Guarded::Lore,
            Guarded::ResidentMessages,
            Guarded::Achievements(CharacterId(1)),
            Guarded::Achievements(CharacterId(2)),
        ]
        .map(Guarded::key);
        let distinct: std::collections::HashSet<i64> = keys.into_iter().collect();
        assert_eq!(distinct.len(), keys.len(), "{keys:?}");
        assert!(keys.iter().all(|k| *k > 0));
    }
}
