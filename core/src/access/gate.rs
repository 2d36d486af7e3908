use std::sync::Arc;

use super::{AccessError, Actor, GameActor, GameBlocks, Permission};
use crate::shared::Clock;

/// The check every game use case passes through: may this actor act in the game now?
pub struct GameGate {
    blocks: Arc<dyn GameBlocks>,
    clock: Arc<dyn Clock>,
}

impl GameGate {
    pub fn new(blocks: Arc<dyn GameBlocks>, clock: Arc<dyn Clock>) -> Self {
        GameGate { blocks, clock }
    }

    /// Admits the actor to the game, or says why not.
    ///
    /// # Errors
    /// [`AccessError::Imprisoned`] for a prisoner; [`AccessError::GameBlocked`] for a resident
    /// while an announcement blocks the game (admins and game masters play on).
    pub async fn admit(&self, actor: Actor) -> Result<GameActor, AccessError> {
        if let Some(release) = self.blocks.prison_release(actor.id(), self.clock.now()).await? {
            return Err(AccessError::Imprisoned { release });
        }
        if !actor.may(Permission::PlayDuringGameBlock) && self.blocks.residents_blocked().await? {
            return Err(AccessError::GameBlocked);
        }
        Ok(GameActor::admitted(actor))
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

    #[tokio::test]
    async fn a_game_block_stops_residents_only() {
        let refused = gate(None, true).admit(Actor::test(7, Role::Resident)).await;
        assert!(matches!(refused, Err(AccessError::GameBlocked)));
        for role in [Role::Admin, Role::GameMaster] {
            assert!(gate(None, true).admit(Actor::test(7, role)).await.is_ok());
        }
    }
}
