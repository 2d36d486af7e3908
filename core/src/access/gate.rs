use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{AccessError, Actor, GameActor, GameBlocks, Permission};
use crate::shared::{Clock, Forgets, InfraError, RECENT_CHECKS_LIVE, Recent};

/// The check every game use case passes through: may this actor act in the game now?
pub struct GameGate {
    blocks: Arc<dyn GameBlocks>,
    clock: Arc<dyn Clock>,
    /// Actors admitted a moment ago.
    recent: Arc<Recent<Actor>>,
}

impl GameGate {
    pub fn new(blocks: Arc<dyn GameBlocks>, clock: Arc<dyn Clock>) -> Self {
        GameGate { blocks, clock, recent: Arc::new(Recent::new(RECENT_CHECKS_LIVE)) }
    }

    /// What must hear of revoked access and of the game's block changing
    /// ([`crate::live::LiveEvent::forgets`]) so that [`GameGate::admit`] checks again.
    pub fn remembered(&self) -> Arc<dyn Forgets> {
        self.recent.clone()
    }

    /// Admits the actor to the game, or says why not. An actor admitted a moment ago is
    /// admitted again without asking storage ([`Recent`]) until a prison sentence, a deletion,
    /// a role change or the game's block makes it forget; a refusal is never remembered.
    ///
    /// # Errors
    /// [`AccessError::Imprisoned`] for a prisoner; [`AccessError::GameBlocked`] for a resident
    /// while an announcement blocks the game (admins and game masters play on).
    pub async fn admit(&self, actor: Actor) -> Result<GameActor, AccessError> {
        let now = self.clock.now();
        if self.recent.get(actor.id(), now) == Some(actor) {
            return Ok(GameActor::admitted(actor));
        }
        let checked = self.recent.generation();
        if let Some(release) = self.blocks.prison_release(actor.id(), now).await? {
            return Err(AccessError::Imprisoned { release });
        }
        if !actor.may(Permission::PlayDuringGameBlock) && self.blocks.residents_blocked().await? {
            return Err(AccessError::GameBlocked);
        }
        self.recent.keep(actor.id(), actor, now, checked);
        Ok(GameActor::admitted(actor))
    }

    /// Whether the game's block shuts residents out now, read from storage (not from what was
    /// admitted): the live channel asks it when the block changed.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn residents_blocked(&self) -> Result<bool, InfraError> {
        self.blocks.residents_blocked().await
    }

    /// When the actor leaves prison, or `None` while they sit in none. One admitted a moment
    /// ago sits in none (a sentence makes the gate forget them at once), so the prison check
    /// every player's client repeats reads storage only for those not admitted lately.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn prison_release(&self, actor: &Actor) -> Result<Option<DateTime<Utc>>, InfraError> {
        let now = self.clock.now();
        if self.recent.get(actor.id(), now).is_some() {
            return Ok(None);
        }
        self.blocks.prison_release(actor.id(), now).await
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Duration, Utc};

    use super::*;
    use crate::access::MockGameBlocks;
    use crate::shared::{MockClock, Role};

    fn gate(prison: Option<DateTime<Utc>>, blocked: bool) -> GameGate {
        let mut blocks = MockGameBlocks::new();
        blocks.expect_prison_release().returning(move |_, _| Ok(prison));
        blocks.expect_residents_blocked().returning(move || Ok(blocked));
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        GameGate::new(Arc::new(blocks), Arc::new(clock))
    }

    #[tokio::test]
    async fn a_free_player_is_admitted_as_themselves() {
        let actor = Actor::test(7, Role::Resident);
        let admitted = gate(None, false).admit(actor).await.ok();
        assert_eq!(admitted.map(|a| *a.actor()), Some(actor));
    }

    #[tokio::test]
    async fn a_prisoner_is_refused_whatever_their_role() {
        let release = DateTime::<Utc>::UNIX_EPOCH + Duration::days(3);
        for role in Role::ALL {
            let refused = gate(Some(release), false).admit(Actor::test(7, role)).await;
            assert!(matches!(refused, Err(AccessError::Imprisoned { release: r }) if r == release));
        }
    }

    /// A gate over blocks the test changes as it goes, counting storage reads.
    fn changing_gate(
        prison: Arc<std::sync::Mutex<Option<DateTime<Utc>>>>,
        blocked: Arc<std::sync::atomic::AtomicBool>,
        reads: Arc<std::sync::atomic::AtomicUsize>,
    ) -> GameGate {
        use std::sync::atomic::Ordering;
        let mut blocks = MockGameBlocks::new();
        let counted = reads.clone();
        blocks.expect_prison_release().returning(move |_, _| {
            counted.fetch_add(1, Ordering::SeqCst);
            Ok(*prison.lock().unwrap())
        });
        blocks.expect_residents_blocked().returning(move || {
            reads.fetch_add(1, Ordering::SeqCst);
            Ok(blocked.load(Ordering::SeqCst))
        });
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        GameGate::new(Arc::new(blocks), Arc::new(clock))
    }

    #[tokio::test]
    async fn an_admission_is_remembered_until_revoked_and_a_refusal_never() {
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

        use crate::shared::{Forget, UserId};
        let prison = Arc::new(std::sync::Mutex::new(None));
        let blocked = Arc::new(AtomicBool::new(false));
        let reads = Arc::new(AtomicUsize::new(0));
        let gate = changing_gate(prison.clone(), blocked.clone(), reads.clone());
        let player = Actor::test(7, Role::Resident);

        assert!(gate.admit(player).await.is_ok());
        let first = reads.load(Ordering::SeqCst);
        assert!(gate.admit(player).await.is_ok());
        assert_eq!(reads.load(Ordering::SeqCst), first, "admitted again without reading");
        // The same player under another role (a stale token) is checked afresh.
        assert!(gate.admit(Actor::test(7, Role::GameMaster)).await.is_ok());
        assert!(reads.load(Ordering::SeqCst) > first);

        // Imprisoned: the sentence's announcement makes the gate forget, and the prisoner stays
        // refused on every call.
        let release = DateTime::<Utc>::UNIX_EPOCH + Duration::days(1);
        *prison.lock().unwrap() = Some(release);
        gate.remembered().forget(Forget::User(UserId(7)));
        for _ in 0..2 {
            assert!(matches!(gate.admit(player).await, Err(AccessError::Imprisoned { .. })));
        }

        // Free again, then the game is blocked: everyone is checked again.
        *prison.lock().unwrap() = None;
        assert!(gate.admit(player).await.is_ok());
        blocked.store(true, Ordering::SeqCst);
        gate.remembered().forget(Forget::Everyone);
        assert!(matches!(gate.admit(player).await, Err(AccessError::GameBlocked)));
    }

    #[tokio::test]
    async fn a_game_block_stops_residents_only() {
        let refused = gate(None, true).admit(Actor::test(7, Role::Resident)).await;
        assert!(matches!(refused, Err(AccessError::GameBlocked)));
        for role in [Role::Admin, Role::GameMaster] {
            assert!(gate(None, true).admit(Actor::test(7, role)).await.is_ok());
        }
    }

    #[tokio::test]
    async fn the_prison_check_reads_storage_only_for_those_not_admitted_lately() {
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

        use crate::shared::{Forget, UserId};
        let prison = Arc::new(std::sync::Mutex::new(None));
        let reads = Arc::new(AtomicUsize::new(0));
        let gate = changing_gate(prison.clone(), Arc::new(AtomicBool::new(false)), reads.clone());
        let player = Actor::test(7, Role::Resident);

        assert_eq!(gate.prison_release(&player).await.unwrap(), None);
        assert_eq!(reads.load(Ordering::SeqCst), 1, "not admitted yet: storage is asked");
        assert!(gate.admit(player).await.is_ok());
        let admitted = reads.load(Ordering::SeqCst);
        for _ in 0..3 {
            assert_eq!(gate.prison_release(&player).await.unwrap(), None);
        }
        assert_eq!(reads.load(Ordering::SeqCst), admitted, "admitted: no storage read");

        // The sentence's announcement makes the gate forget: the prisoner learns of it at once.
        let release = DateTime::<Utc>::UNIX_EPOCH + Duration::days(2);
        *prison.lock().unwrap() = Some(release);
        gate.remembered().forget(Forget::User(UserId(7)));
        assert_eq!(gate.prison_release(&player).await.unwrap(), Some(release));
        assert!(gate.admit(player).await.is_err());
        assert_eq!(gate.prison_release(&player).await.unwrap(), Some(release));
    }
}
