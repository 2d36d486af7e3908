use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};

use super::rules::{self};
use super::{
    Archetype, ArchetypeDraft, ArchetypeId, ArenaError, ArenaPorts, Combat, CombatAction, CombatId,
    CombatStatus, EquipmentKind, Fighter, Loadout, MAX_ARCHETYPES, MAX_MONSTERS, Monster,
    MonsterDraft, MonsterId, NewCombat, OpenRefused, Reward, Stock, StockRepository, opening,
    seed_archetypes, seed_monsters,
};
use crate::access::{Actor, GameActor, Permission};
use crate::characters::Vitals;
use crate::live::{LiveEvent, PolledList};
use crate::shared::{Guarded, RateRule, UserId};

/// Turns one player may play in a minute (a fight takes a handful).
pub const TURN_RATE: RateRule =
    RateRule { name: "combat_turn", max: 60, window: Duration::from_secs(60) };
/// Equipment choices and changes one player may make in an hour.
pub const EQUIP_RATE: RateRule =
    RateRule { name: "equipment", max: 30, window: Duration::from_secs(3600) };
/// How often leaving reads the fight again when a turn was saved meanwhile.
const LEAVE_ATTEMPTS: usize = 3;

/// What the equipment screen offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EquipmentOffer {
    pub has_equipment: bool,
    pub has_magic: bool,
    pub weapons: Vec<Archetype>,
    pub armors: Vec<Archetype>,
}

/// The arena's board: the monsters and where the player stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaBoard {
    pub monsters: Vec<Monster>,
    pub level: i32,
    pub experience: i32,
    pub experience_to_next: i32,
    pub stamina: i32,
    pub can_fight: bool,
    pub has_equipment: bool,
}

/// The stamina and when it comes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaminaView {
    pub stamina: i32,
    /// Stamina left and equipment chosen (as on the board).
    pub can_fight: bool,
    pub next_reset: DateTime<Utc>,
}

/// A fight as the player sees it after a call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CombatView {
    pub combat: Combat,
    /// The stamina left.
    pub stamina: i32,
    /// What a win brought.
    pub reward: Option<Reward>,
}

/// Equipment (spec 3 §2.14) and the arena (§2.15): the player's main character chooses a weapon
/// and an armor, fights monsters for experience with the daily stamina, and levels up; admins
/// ([`Permission::ManageArena`]) keep the archetypes and the monsters. Every fight is decided
/// here, on the server.
pub struct ArenaService {
    ports: ArenaPorts,
}

/// Where [`ArenaService`] finds a [`Stock`]'s storage among its ports.
pub trait Stocked: Stock {
    fn shelf(ports: &ArenaPorts) -> &dyn StockRepository<Self>;
}

impl Stocked for Archetype {
    fn shelf(ports: &ArenaPorts) -> &dyn StockRepository<Self> {
        ports.archetypes.as_ref()
    }
}

impl Stocked for Monster {
    fn shelf(ports: &ArenaPorts) -> &dyn StockRepository<Self> {
        ports.monsters.as_ref()
    }
}

impl ArenaService {
    pub fn new(ports: ArenaPorts) -> Self {
        ArenaService { ports }
    }

    /// Writes the seeded weapons, armors and monsters on a database that never had them.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn seed_if_fresh(&self) -> Result<bool, ArenaError> {
        Ok(self.ports.arena.seed_once(&seed_archetypes(), &seed_monsters()).await?)
    }

    async fn fighter(&self, actor: &GameActor) -> Result<Fighter, ArenaError> {
        self.ports.arena.fighter(actor.id()).await?.ok_or(ArenaError::NoCharacter)
    }

    // -----------------------------------------------------------------------------------------
    // Equipment

    /// The weapons and armors the player may choose (magic ones only for magic users).
    ///
    /// # Errors
    /// No main character; storage failures.
    pub async fn offer(&self, actor: &GameActor) -> Result<EquipmentOffer, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let has_equipment = self.ports.arena.loadout(actor.id()).await?.is_some();
        let (weapons, armors) = self
            .ports
            .archetypes
            .all(MAX_ARCHETYPES)
            .await?
            .into_iter()
            .filter(|a| fighter.uses_magic || !a.primary_stat.needs_magic())
            .partition(|a| a.kind == EquipmentKind::Weapon);
        Ok(EquipmentOffer { has_equipment, has_magic: fighter.uses_magic, weapons, armors })
    }

    /// The player's weapon and armor, if chosen.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn loadout(&self, actor: &GameActor) -> Result<Option<Loadout>, ArenaError> {
        Ok(self.ports.arena.loadout(actor.id()).await?)
    }

    async fn usable(
        &self,
        fighter: &Fighter,
        id: ArchetypeId,
        kind: EquipmentKind,
    ) -> Result<Archetype, ArenaError> {
        let archetype = self
            .ports
            .archetypes
            .one(id)
            .await?
            .filter(|a| a.kind == kind)
            .ok_or(ArenaError::UnknownArchetype)?;
        if archetype.primary_stat.needs_magic() && !fighter.uses_magic {
            return Err(ArenaError::NeedsMagic(kind));
        }
        Ok(archetype)
    }

    /// The first weapon and armor, both at level 1.
    ///
    /// # Errors
    /// Either missing ('Wybierz broń i zbroję!'), unknown, magic for a non-magic character,
    /// equipment chosen already.
    pub async fn choose_first(
        &self,
        actor: &GameActor,
        weapon: Option<ArchetypeId>,
        armor: Option<ArchetypeId>,
    ) -> Result<Loadout, ArenaError> {
        let (Some(weapon), Some(armor)) = (weapon, armor) else {
            return Err(ArenaError::ChooseBoth);
        };
        let fighter = self.fighter(actor).await?;
        let weapon = self.usable(&fighter, weapon, EquipmentKind::Weapon).await?;
        let armor = self.usable(&fighter, armor, EquipmentKind::Armor).await?;
        self.ports.common.slow_down(EQUIP_RATE, actor.id(), ArenaError::EquipTooFast).await?;
        if !self.ports.arena.equip_first(actor.id(), weapon.id, armor.id).await? {
            return Err(ArenaError::AlreadyEquipped);
        }
        self.ports.arena.loadout(actor.id()).await?.ok_or(ArenaError::NotEquipped)
    }

    /// Another weapon or armor; that item starts again at level 1.
    ///
    /// # Errors
    /// An unknown archetype or one of another kind, magic for a non-magic character, no
    /// equipment yet;
    /// [`ArenaError::AlreadyWorn`] for the item worn now (a second tab or a repeated click would
    /// only lose its level).
    pub async fn change(
        &self,
        actor: &GameActor,
        kind: EquipmentKind,
        archetype: ArchetypeId,
    ) -> Result<Loadout, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let archetype = self.usable(&fighter, archetype, kind).await?;
        let worn = self.ports.arena.loadout(actor.id()).await?.ok_or(ArenaError::NotEquipped)?;
        let worn = match kind {
            EquipmentKind::Weapon => worn.weapon.id,
            EquipmentKind::Armor => worn.armor.id,
        };
        if worn == archetype.id {
            return Err(ArenaError::AlreadyWorn);
        }
        self.ports.common.slow_down(EQUIP_RATE, actor.id(), ArenaError::EquipTooFast).await?;
        if !self.ports.arena.change(actor.id(), kind, archetype.id).await? {
            return Err(ArenaError::NotEquipped);
        }
        self.ports.arena.loadout(actor.id()).await?.ok_or(ArenaError::NotEquipped)
    }

    // -----------------------------------------------------------------------------------------
    // The arena

    /// The stamina now and when it comes back.
    ///
    /// # Errors
    /// No main character; storage failures.
    pub async fn stamina(&self, actor: &GameActor) -> Result<StaminaView, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let now = self.ports.common.now();
        let stamina = rules::stamina_now(&fighter, now);
        let has_equipment = self.ports.arena.loadout(actor.id()).await?.is_some();
        Ok(StaminaView {
            stamina,
            can_fight: stamina > 0 && has_equipment,
            next_reset: rules::next_reset(now),
        })
    }

    /// The monsters and the player's level, experience and stamina.
    ///
    /// # Errors
    /// No main character; storage failures.
    pub async fn board(&self, actor: &GameActor) -> Result<ArenaBoard, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let stamina = rules::stamina_now(&fighter, self.ports.common.now());
        let has_equipment = self.ports.arena.loadout(actor.id()).await?.is_some();
        Ok(ArenaBoard {
            monsters: self.ports.monsters.all(MAX_MONSTERS).await?,
            level: fighter.level,
            experience: fighter.experience,
            experience_to_next: rules::experience_to_next(fighter.level),
            stamina,
            can_fight: stamina > 0 && has_equipment,
            has_equipment,
        })
    }

    /// Starts a fight against a monster for one stamina: 'Rozpoczynasz walkę ze Szczurem
    /// kanałowym!' (the monster's instrumental form, else its name).
    ///
    /// # Errors
    /// No character or equipment, an unknown monster, no stamina, a fight under way.
    pub async fn start(
        &self,
        actor: &GameActor,
        monster: MonsterId,
    ) -> Result<CombatView, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let loadout = self.ports.arena.loadout(actor.id()).await?.ok_or(ArenaError::NotEquipped)?;
        let monster = self.ports.monsters.one(monster).await?.ok_or(ArenaError::UnknownMonster)?;
        if self.ports.arena.active_combat(actor.id()).await?.is_some() {
            return Err(ArenaError::FightUnderWay);
        }
        let now = self.ports.common.now();
        let stamina = rules::stamina_now(&fighter, now);
        if stamina < rules::FIGHT_COST {
            return Err(ArenaError::NoStamina);
        }
        self.ports.common.slow_down(TURN_RATE, actor.id(), ArenaError::TooFast).await?;
        let name = self.ports.arena.fighter_name(actor.id()).await?.unwrap_or_default();
        let opened = self
            .ports
            .arena
            .open_combat(&NewCombat {
                owner: actor.id(),
                monster: monster.id,
                monster_instrumental: monster.name_instrumental.clone(),
                player: rules::player_side(&name, &fighter, &loadout),
                monster_side: rules::monster_side(&monster),
                experience_reward: monster.experience_reward,
                message: opening(monster.instrumental()),
                period: rules::stamina_period(now),
                stamina_after: stamina - rules::FIGHT_COST,
                stamina_before: fighter.stamina,
                period_before: fighter.stamina_period,
                at: now,
            })
            .await?;
        match opened {
            Ok(combat) => {
                self.vitals_changed(actor.id()).await;
                Ok(CombatView { combat, stamina: stamina - rules::FIGHT_COST, reward: None })
            }
            Err(OpenRefused::FightUnderWay) => Err(ArenaError::FightUnderWay),
            Err(OpenRefused::StaminaChanged) => Err(ArenaError::FightUnderWay),
        }
    }

    async fn own_combat(&self, actor: &GameActor, id: CombatId) -> Result<Combat, ArenaError> {
        self.ports
            .arena
            .combat(id)
            .await?
            .filter(|c| c.owner == actor.id())
            .ok_or(ArenaError::CombatNotFound)
    }

    /// The player's fight under way, to come back to.
    ///
    /// # Errors
    /// No main character; storage failures.
    pub async fn current(&self, actor: &GameActor) -> Result<Option<CombatView>, ArenaError> {
        let fighter = self.fighter(actor).await?;
        let stamina = rules::stamina_now(&fighter, self.ports.common.now());
        Ok(self.ports.arena.active_combat(actor.id()).await?.map(|combat| CombatView {
            combat,
            stamina,
            reward: None,
        }))
    }

    /// Plays one turn of the player's own active fight; a win brings experience and maybe a
    /// level.
    ///
    /// # Errors
    /// Someone else's or an unknown fight (404), a fight over, turns too fast.
    pub async fn act(
        &self,
        actor: &GameActor,
        id: CombatId,
        action: CombatAction,
    ) -> Result<CombatView, ArenaError> {
        let combat = self.own_combat(actor, id).await?;
        if combat.status != CombatStatus::Active {
            return Err(ArenaError::CombatOver);
        }
        self.ports.common.slow_down(TURN_RATE, actor.id(), ArenaError::TooFast).await?;
        let after = rules::play_turn(&combat, action, self.ports.dice.as_ref());
        let fighter = self.fighter(actor).await?;
        let reward = match after.status {
            CombatStatus::PlayerWon => {
                let loadout =
                    self.ports.arena.loadout(actor.id()).await?.ok_or(ArenaError::NotEquipped)?;
                Some(rules::reward(&fighter, &loadout, combat.experience_reward))
            }
            _ => None,
        };
        if !self.ports.arena.save_turn(&after, combat.turn, reward).await? {
            // Another turn (another tab) was saved first: the fight may still be on.
            let now = self.own_combat(actor, combat.id).await?;
            return Err(if now.status == CombatStatus::Active {
                ArenaError::TurnTaken
            } else {
                ArenaError::CombatOver
            });
        }
        if reward.is_some() {
            self.vitals_changed(actor.id()).await;
        }
        let stamina = rules::stamina_now(&fighter, self.ports.common.now());
        Ok(CombatView { combat: after, stamina, reward })
    }

    /// Leaves a fight: an active one is given up (as a flight, without a reward).
    ///
    /// # Errors
    /// Someone else's or an unknown fight (404).
    pub async fn leave(&self, actor: &GameActor, id: CombatId) -> Result<(), ArenaError> {
        // A turn saved meanwhile (another tab) is read again: the fight is left as it is then.
        for _ in 0..LEAVE_ATTEMPTS {
            let combat = self.own_combat(actor, id).await?;
            if combat.status != CombatStatus::Active {
                return Ok(());
            }
            let mut after = combat.clone();
            after.status = CombatStatus::Fled;
            after.turn += 1;
            after.message = "Opuszczasz arenę.".into();
            if self.ports.arena.save_turn(&after, combat.turn, None).await? {
                return Ok(());
            }
        }
        Err(ArenaError::TurnTaken)
    }

    /// The stamina period now: the vitals [`ArenaService::vitals`] gives stay as they are within
    /// it until a fight changes them (a new one brings the stamina back by itself).
    pub fn stamina_period(&self) -> NaiveDate {
        rules::stamina_period(self.ports.common.now())
    }

    /// Announces that the player's profile shows other vitals (the stamina a fight took, the
    /// experience and level a win brought).
    async fn vitals_changed(&self, player: UserId) {
        self.ports.common.live.publish(LiveEvent::Changed(PolledList::Profile(player))).await;
    }

    /// A player's level, health and stamina as their profile shows them (the defaults for an
    /// account without a main character).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn vitals(&self, player: UserId) -> Result<Vitals, ArenaError> {
        let Some(fighter) = self.ports.arena.fighter(player).await? else {
            return Ok(Vitals::DEFAULT);
        };
        let health = rules::max_health(&fighter);
        Ok(Vitals {
            level: fighter.level,
            hp: health,
            max_hp: health,
            stamina: rules::stamina_now(&fighter, self.ports.common.now()),
            max_stamina: rules::MAX_STAMINA,
            ..Vitals::DEFAULT
        })
    }

    // -----------------------------------------------------------------------------------------
    // The back office

    /// Every archetype or every monster (one page by rule).
    ///
    /// # Errors
    /// Not an admin; storage failures.
    pub async fn all<S: Stocked>(&self, actor: &Actor) -> Result<Vec<S>, ArenaError> {
        actor.require(Permission::ManageArena)?;
        Ok(S::shelf(&self.ports).all(S::LIMIT).await?)
    }

    /// # Errors
    /// Not an admin; unknown (404).
    pub async fn one<S: Stocked>(&self, actor: &Actor, id: S::Id) -> Result<S, ArenaError> {
        actor.require(Permission::ManageArena)?;
        S::shelf(&self.ports).one(id).await?.ok_or(S::UNKNOWN)
    }

    /// `draft` is read only after the permission check: who may not act learns nothing of its rules.
    /// # Errors
    /// Not an admin; the draft's refusals; as many as there may be already.
    pub async fn add<S: Stocked>(
        &self,
        actor: &Actor,
        draft: impl FnOnce() -> Result<S::Draft, ArenaError> + Send,
    ) -> Result<S, ArenaError> {
        actor.require(Permission::ManageArena)?;
        let draft = draft()?;
        let _turn = self.ports.guards.hold(Guarded::Arena).await?;
        S::shelf(&self.ports).add(&draft, S::LIMIT).await?.ok_or(ArenaError::Full)
    }

    /// Changes an archetype; its kind stays (a carried weapon cannot turn into an armor).
    ///
    /// # Errors
    /// Not an admin; unknown (404); another kind.
    pub async fn update_archetype(
        &self,
        actor: &Actor,
        id: ArchetypeId,
        draft: impl FnOnce() -> Result<ArchetypeDraft, ArenaError> + Send,
    ) -> Result<Archetype, ArenaError> {
        let current = self.one::<Archetype>(actor, id).await?;
        let draft = draft()?;
        if current.kind != draft.kind {
            return Err(ArenaError::KindFixed);
        }
        self.ports.archetypes.update(current.id, &draft).await?.ok_or(ArenaError::UnknownArchetype)
    }

    /// Removes an archetype nobody carries, never the last weapon or armor.
    ///
    /// # Errors
    /// Not an admin; unknown (404); carried by someone; the last of its kind.
    pub async fn delete_archetype(&self, actor: &Actor, id: ArchetypeId) -> Result<(), ArenaError> {
        let current = self.one::<Archetype>(actor, id).await?;
        let _turn = self.ports.guards.hold(Guarded::Arena).await?;
        let same_kind = self
            .ports
            .archetypes
            .all(MAX_ARCHETYPES)
            .await?
            .iter()
            .filter(|a| a.kind == current.kind)
            .count();
        if same_kind <= 1 {
            return Err(ArenaError::LastOfItsKind);
        }
        if !self.ports.archetypes.delete(current.id).await? {
            return Err(ArenaError::InUse);
        }
        Ok(())
    }

    /// Changes a monster; fights under way keep the monster they started with.
    ///
    /// # Errors
    /// Not an admin; unknown (404).
    pub async fn update_monster(
        &self,
        actor: &Actor,
        id: MonsterId,
        draft: impl FnOnce() -> Result<MonsterDraft, ArenaError> + Send,
    ) -> Result<Monster, ArenaError> {
        actor.require(Permission::ManageArena)?;
        let draft = draft()?;
        self.ports.monsters.update(id, &draft).await?.ok_or(ArenaError::UnknownMonster)
    }

    /// Removes a monster (and the fights against it).
    ///
    /// # Errors
    /// Not an admin; unknown (404).
    pub async fn delete_monster(&self, actor: &Actor, id: MonsterId) -> Result<(), ArenaError> {
        actor.require(Permission::ManageArena)?;
        if !self.ports.monsters.delete(id).await? {
            return Err(ArenaError::UnknownMonster);
        }
        Ok(())
    }
}
