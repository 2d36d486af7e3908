use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};

use super::{
    Archetype, ArchetypeDraft, ArchetypeId, Combat, CombatId, Dice, EquipmentKind, Fighter,
    Loadout, Monster, MonsterDraft, MonsterId, Reward, Side, Stock,
};
use crate::shared::{CommonPorts, Guards, InfraError, UserId};

/// A fight to open: the stamina spent and the combat row, in one write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCombat {
    pub owner: UserId,
    pub monster: MonsterId,
    pub monster_instrumental: Option<String>,
    pub player: Side,
    pub monster_side: Side,
    pub experience_reward: i32,
    pub message: String,
    /// The stamina period now, and the stamina left after this fight's cost.
    pub period: NaiveDate,
    pub stamina_after: i32,
    /// The stamina read before (for the period read), so that two starts cannot both spend it.
    pub stamina_before: i32,
    pub period_before: Option<NaiveDate>,
    pub at: DateTime<Utc>,
}

/// Why a fight could not be opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenRefused {
    /// Another fight of the player's is active.
    FightUnderWay,
    /// The stamina changed since it was read (another start won the race).
    StaminaChanged,
}

/// One of the arena's back-office lists as stored ([`Stock`]): the archetypes (weapons then
/// armors, each in the order added) or the monsters (by level, then name).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait StockRepository<S: Stock>: Send + Sync {
    /// Every one, in the list's order (at most `limit`).
    async fn all(&self, limit: u64) -> Result<Vec<S>, InfraError>;
    async fn one(&self, id: S::Id) -> Result<Option<S>, InfraError>;
    /// A new one, unless `limit` exist already (`None`).
    async fn add(&self, draft: &S::Draft, limit: u64) -> Result<Option<S>, InfraError>;
    async fn update(&self, id: S::Id, draft: &S::Draft) -> Result<Option<S>, InfraError>;
    /// Removes one: `Ok(false)` when there is none, or when someone carries it (an archetype);
    /// a monster goes with the fights against it.
    async fn delete(&self, id: S::Id) -> Result<bool, InfraError>;
}

/// The arena as stored besides its lists: the seed, the players' equipment and record, and
/// fights.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ArenaRepository: Send + Sync {
    /// Writes the seed once, on the first call on a database that never had one.
    async fn seed_once(
        &self,
        archetypes: &[ArchetypeDraft],
        monsters: &[MonsterDraft],
    ) -> Result<bool, InfraError>;

    /// The player's main character as a fighter, if they have one.
    async fn fighter(&self, player: UserId) -> Result<Option<Fighter>, InfraError>;
    /// The main character's name.
    async fn fighter_name(&self, player: UserId) -> Result<Option<String>, InfraError>;
    async fn loadout(&self, player: UserId) -> Result<Option<Loadout>, InfraError>;
    /// First equipment, both at level 1; `false` when the player already has some.
    async fn equip_first(
        &self,
        player: UserId,
        weapon: ArchetypeId,
        armor: ArchetypeId,
    ) -> Result<bool, InfraError>;
    /// Replaces the weapon or the armor, its level back to 1; `false` without equipment.
    async fn change(
        &self,
        player: UserId,
        kind: EquipmentKind,
        archetype: ArchetypeId,
    ) -> Result<bool, InfraError>;

    /// Spends the stamina and opens the fight, in one transaction.
    async fn open_combat(
        &self,
        combat: &NewCombat,
    ) -> Result<Result<Combat, OpenRefused>, InfraError>;
    async fn combat(&self, id: CombatId) -> Result<Option<Combat>, InfraError>;
    /// The player's active fight, if any.
    async fn active_combat(&self, player: UserId) -> Result<Option<Combat>, InfraError>;
    /// Saves a turn over the turn it was played from (`false` when another turn came first);
    /// with a reward, the experience, levels, stats and equipment levels in the same write.
    async fn save_turn(
        &self,
        after: &Combat,
        read_turn: i32,
        reward: Option<Reward>,
    ) -> Result<bool, InfraError>;
}

/// What [`ArenaService`] works with.
pub struct ArenaPorts {
    pub arena: Arc<dyn ArenaRepository>,
    pub archetypes: Arc<dyn StockRepository<Archetype>>,
    pub monsters: Arc<dyn StockRepository<Monster>>,
    pub dice: Arc<dyn Dice>,
    /// Runs admins' changes checked against the rest one after another ([`Guarded::Arena`]).
    pub guards: Arc<dyn Guards>,
    pub common: CommonPorts,
}
