//! Equipment and the arena (spec 3 §7 "Equipment", "Combat"): the player's weapon and armor,
//! the monsters, the stamina and the fights, under the spec's paths and field names. Every
//! number comes from `ArenaService`; nothing is decided here.

pub(super) mod admin;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::arena::{
    Archetype, ArchetypeId, ArenaBoard, ArenaService, CombatAction, CombatId, CombatStatus,
    CombatView, EquipmentKind, EquipmentOffer, Loadout, Monster, MonsterId, PrimaryStat, Reward,
    rules,
};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::StatsBody;
use crate::api::errors::ApiError;

pub struct ArenaApi {
    pub arena: Arc<ArenaService>,
}

/// The stat an item draws on; `magic` draws on willpower.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "PrimaryStat", rename_all = "lowercase")]
pub enum PrimaryStatValue {
    Strength,
    Dexterity,
    Speed,
    Intelligence,
    Magic,
    Willpower,
    Endurance,
}

impl From<PrimaryStat> for PrimaryStatValue {
    fn from(s: PrimaryStat) -> Self {
        match s {
            PrimaryStat::Strength => PrimaryStatValue::Strength,
            PrimaryStat::Dexterity => PrimaryStatValue::Dexterity,
            PrimaryStat::Speed => PrimaryStatValue::Speed,
            PrimaryStat::Intelligence => PrimaryStatValue::Intelligence,
            PrimaryStat::Magic => PrimaryStatValue::Magic,
            PrimaryStat::Willpower => PrimaryStatValue::Willpower,
            PrimaryStat::Endurance => PrimaryStatValue::Endurance,
        }
    }
}

impl From<PrimaryStatValue> for PrimaryStat {
    fn from(s: PrimaryStatValue) -> Self {
        match s {
            PrimaryStatValue::Strength => PrimaryStat::Strength,
            PrimaryStatValue::Dexterity => PrimaryStat::Dexterity,
            PrimaryStatValue::Speed => PrimaryStat::Speed,
            PrimaryStatValue::Intelligence => PrimaryStat::Intelligence,
            PrimaryStatValue::Magic => PrimaryStat::Magic,
            PrimaryStatValue::Willpower => PrimaryStat::Willpower,
            PrimaryStatValue::Endurance => PrimaryStat::Endurance,
        }
    }
}

/// A weapon (spec 3 §3 "Equipment"); damage at level L = base_damage + damage_per_level × (L − 1).
#[derive(Debug, Object)]
#[oai(rename = "Weapon")]
pub struct WeaponBody {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub base_damage: i32,
    pub damage_per_level: i32,
    pub primary_stat: PrimaryStatValue,
}

impl From<Archetype> for WeaponBody {
    fn from(a: Archetype) -> Self {
        WeaponBody {
            id: a.id.0,
            name: a.name,
            description: a.description,
            base_damage: a.base,
            damage_per_level: a.per_level,
            primary_stat: a.primary_stat.into(),
        }
    }
}

/// An armor; armor at level L = base_armor + armor_per_level × (L − 1).
#[derive(Debug, Object)]
#[oai(rename = "Armor")]
pub struct ArmorBody {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub base_armor: i32,
    pub armor_per_level: i32,
    pub primary_stat: PrimaryStatValue,
}

impl From<Archetype> for ArmorBody {
    fn from(a: Archetype) -> Self {
        ArmorBody {
            id: a.id.0,
            name: a.name,
            description: a.description,
            base_armor: a.base,
            armor_per_level: a.per_level,
            primary_stat: a.primary_stat.into(),
        }
    }
}

/// What the equipment screen may offer: magic items only to characters who use magic.
#[derive(Debug, Object)]
#[oai(rename = "AvailableEquipment", rename_all = "camelCase")]
pub struct AvailableBody {
    pub has_equipment: bool,
    pub has_magic: bool,
    pub weapon_options: Vec<WeaponBody>,
    pub armor_options: Vec<ArmorBody>,
}

impl From<EquipmentOffer> for AvailableBody {
    fn from(o: EquipmentOffer) -> Self {
        AvailableBody {
            has_equipment: o.has_equipment,
            has_magic: o.has_magic,
            weapon_options: o.weapons.into_iter().map(Into::into).collect(),
            armor_options: o.armors.into_iter().map(Into::into).collect(),
        }
    }
}

/// The player's equipment; without any, `hasEquipment` is false and the rest null.
#[derive(Debug, Object)]
#[oai(rename = "Equipment")]
pub struct EquipmentBody {
    #[oai(rename = "hasEquipment")]
    pub has_equipment: bool,
    #[oai(nullable)]
    pub weapon: Option<WeaponBody>,
    #[oai(nullable)]
    pub armor: Option<ArmorBody>,
    #[oai(nullable)]
    pub weapon_level: Option<i32>,
    #[oai(nullable)]
    pub armor_level: Option<i32>,
    /// The weapon's damage at its level.
    #[oai(nullable)]
    pub weapon_damage: Option<i32>,
    /// The armor's value at its level.
    #[oai(nullable)]
    pub armor_value: Option<i32>,
}

impl From<Option<Loadout>> for EquipmentBody {
    fn from(loadout: Option<Loadout>) -> Self {
        match loadout {
            None => EquipmentBody {
                has_equipment: false,
                weapon: None,
                armor: None,
                weapon_level: None,
                armor_level: None,
                weapon_damage: None,
                armor_value: None,
            },
            Some(l) => EquipmentBody {
                has_equipment: true,
                weapon_damage: Some(l.damage()),
                armor_value: Some(l.armor_value()),
                weapon_level: Some(l.weapon_level),
                armor_level: Some(l.armor_level),
                weapon: Some(l.weapon.into()),
                armor: Some(l.armor.into()),
            },
        }
    }
}

/// The first choice: both are required ('Wybierz broń i zbroję!').
#[derive(Debug, Object)]
#[oai(rename = "InitialEquipmentChoice", rename_all = "camelCase")]
pub struct InitialChoiceBody {
    #[oai(nullable)]
    pub weapon_id: Option<i64>,
    #[oai(nullable)]
    pub armor_id: Option<i64>,
}

/// The equipment chosen.
#[derive(Debug, Object)]
#[oai(rename = "EquipmentChosen")]
pub struct ChosenBody {
    pub success: bool,
    pub weapon: WeaponBody,
    pub armor: ArmorBody,
    pub weapon_level: i32,
    pub armor_level: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "EquipmentKind", rename_all = "lowercase")]
pub enum EquipmentKindValue {
    Weapon,
    Armor,
}

/// Another weapon or armor (its level back to 1).
#[derive(Debug, Object)]
#[oai(rename = "EquipmentChange")]
pub struct ChangeBody {
    #[oai(rename = "type")]
    pub kind: EquipmentKindValue,
    /// The id of the weapon or armor to take.
    pub archetype: i64,
}

#[derive(Debug, Object)]
#[oai(rename = "EquipmentChanged")]
pub struct ChangedBody {
    pub success: bool,
    pub message: String,
    pub equipment: EquipmentBody,
}

/// A monster of the arena.
#[derive(Debug, Object)]
#[oai(rename = "ArenaMonster")]
pub struct MonsterBody {
    pub id: i64,
    pub name: String,
    pub level: i32,
    pub health: i32,
    pub attack: i32,
    pub defense: i32,
    #[oai(nullable)]
    pub description: Option<String>,
    pub experience_reward: i32,
}

impl From<Monster> for MonsterBody {
    fn from(m: Monster) -> Self {
        MonsterBody {
            id: m.id.0,
            name: m.name,
            level: m.level,
            health: m.health,
            attack: m.attack,
            defense: m.defense,
            description: Some(m.description).filter(|d| !d.is_empty()),
            experience_reward: m.experience_reward,
        }
    }
}

/// The arena's board.
#[derive(Debug, Object)]
#[oai(rename = "ArenaBoard", rename_all = "camelCase")]
pub struct BoardBody {
    /// The weakest first.
    pub monsters: Vec<MonsterBody>,
    pub player_level: i32,
    pub player_stamina: i32,
    /// Stamina left and equipment chosen.
    pub can_fight: bool,
    pub has_equipment: bool,
    /// Experience within the current level and what the next level needs.
    pub player_experience: i32,
    pub experience_to_next_level: i32,
}

impl From<ArenaBoard> for BoardBody {
    fn from(b: ArenaBoard) -> Self {
        BoardBody {
            monsters: b.monsters.into_iter().map(Into::into).collect(),
            player_level: b.level,
            player_stamina: b.stamina,
            can_fight: b.can_fight,
            has_equipment: b.has_equipment,
            player_experience: b.experience,
            experience_to_next_level: b.experience_to_next,
        }
    }
}

/// The stamina: 100 a day, 1 a fight, full again at 05:00 Warsaw time.
#[derive(Debug, Object)]
#[oai(rename = "Stamina", rename_all = "camelCase")]
pub struct StaminaBody {
    pub stamina: i32,
    pub max_stamina: i32,
    pub can_fight: bool,
    pub next_reset: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "CombatStatus", rename_all = "snake_case")]
pub enum CombatStatusValue {
    Active,
    PlayerWon,
    Fled,
    MonsterWon,
}

impl From<CombatStatus> for CombatStatusValue {
    fn from(s: CombatStatus) -> Self {
        match s {
            CombatStatus::Active => CombatStatusValue::Active,
            CombatStatus::PlayerWon => CombatStatusValue::PlayerWon,
            CombatStatus::Fled => CombatStatusValue::Fled,
            CombatStatus::PlayerLost => CombatStatusValue::MonsterWon,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "CombatPlayer", rename_all = "camelCase")]
pub struct CombatPlayerBody {
    pub name: String,
    pub level: i32,
    pub health: i32,
    pub max_health: i32,
    pub stamina: i32,
}

#[derive(Debug, Object)]
#[oai(rename = "CombatMonster", rename_all = "camelCase")]
pub struct CombatMonsterBody {
    pub name: String,
    pub level: i32,
    pub health: i32,
    pub max_health: i32,
}

/// A level reached: the weapon's stat +3, the armor's +2, the others +1.
#[derive(Debug, Object)]
#[oai(rename = "LevelUp", rename_all = "camelCase")]
pub struct LevelUpBody {
    pub old_level: i32,
    pub new_level: i32,
    pub primary_stat: PrimaryStatValue,
    pub secondary_stat: PrimaryStatValue,
    pub gains: StatsBody,
}

#[derive(Debug, Object)]
#[oai(rename = "CombatRewards", rename_all = "camelCase")]
pub struct RewardsBody {
    pub experience: i32,
    #[oai(nullable)]
    pub level_up: Option<LevelUpBody>,
}

impl From<Reward> for RewardsBody {
    fn from(r: Reward) -> Self {
        RewardsBody {
            experience: r.experience,
            level_up: r.level_up.map(|up| LevelUpBody {
                old_level: up.old_level,
                new_level: up.new_level,
                primary_stat: up.primary_stat.into(),
                secondary_stat: up.secondary_stat.into(),
                gains: up.gains.into(),
            }),
        }
    }
}

/// A fight after a call: `message` tells what the last turn did.
#[derive(Debug, Object)]
#[oai(rename = "Combat", rename_all = "camelCase")]
pub struct CombatBody {
    pub combat_id: i64,
    pub status: CombatStatusValue,
    pub message: String,
    /// The fight's first line, 'Rozpoczynasz walkę ze Szczurem kanałowym!' (the monster's
    /// instrumental form with "z" or "ze", else its plain name).
    pub opening: String,
    pub player: CombatPlayerBody,
    pub monster: CombatMonsterBody,
    /// What a win brought (null otherwise).
    #[oai(nullable)]
    pub rewards: Option<RewardsBody>,
}

impl From<CombatView> for CombatBody {
    fn from(v: CombatView) -> Self {
        let c = v.combat;
        CombatBody {
            combat_id: c.id.0,
            status: c.status.into(),
            opening: c.opening(),
            message: c.message,
            player: CombatPlayerBody {
                name: c.player.name,
                level: c.player.level,
                health: c.player.health,
                max_health: c.player.max_health,
                stamina: v.stamina,
            },
            monster: CombatMonsterBody {
                name: c.monster.name,
                level: c.monster.level,
                health: c.monster.health,
                max_health: c.monster.max_health,
            },
            rewards: v.reward.map(Into::into),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "CombatStart", rename_all = "camelCase")]
pub struct StartBody {
    pub monster_id: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "CombatActionKind", rename_all = "lowercase")]
pub enum ActionValue {
    Attack,
    Defend,
    Flee,
}

#[derive(Debug, Object)]
#[oai(rename = "CombatActionRequest", rename_all = "camelCase")]
pub struct ActionBody {
    pub combat_id: i64,
    pub action: ActionValue,
}

#[derive(Debug, Object)]
#[oai(rename = "CombatLeave", rename_all = "camelCase")]
pub struct LeaveBody {
    pub combat_id: i64,
}

#[derive(Debug, Object)]
#[oai(rename = "CombatLeft")]
pub struct LeftBody {
    pub success: bool,
}

#[derive(Debug, Object)]
#[oai(rename = "CurrentCombat")]
pub struct CurrentBody {
    /// The fight under way, if any.
    #[oai(nullable)]
    pub combat: Option<CombatBody>,
}

#[derive(ApiResponse)]
pub enum AvailableResponse {
    #[oai(status = 200)]
    Ok(Json<AvailableBody>),
}

#[derive(ApiResponse)]
pub enum EquipmentResponse {
    #[oai(status = 200)]
    Ok(Json<EquipmentBody>),
}

#[derive(ApiResponse)]
pub enum ChosenResponse {
    #[oai(status = 201)]
    Created(Json<ChosenBody>),
}

#[derive(ApiResponse)]
pub enum ChangedResponse {
    #[oai(status = 200)]
    Ok(Json<ChangedBody>),
}

#[derive(ApiResponse)]
pub enum BoardResponse {
    #[oai(status = 200)]
    Ok(Json<BoardBody>),
}

#[derive(ApiResponse)]
pub enum StaminaResponse {
    #[oai(status = 200)]
    Ok(Json<StaminaBody>),
}

#[derive(ApiResponse)]
pub enum CombatResponse {
    #[oai(status = 200)]
    Ok(Json<CombatBody>),
    #[oai(status = 201)]
    Created(Json<CombatBody>),
}

#[derive(ApiResponse)]
pub enum LeftResponse {
    #[oai(status = 200)]
    Ok(Json<LeftBody>),
}

#[derive(ApiResponse)]
pub enum CurrentResponse {
    #[oai(status = 200)]
    Ok(Json<CurrentBody>),
}

#[OpenApi(tag = "ApiTags::Arena")]
impl ArenaApi {
    /// The weapons and armors the caller's main character may take (magic ones only with
    /// magic), and whether it has equipment already.
    #[oai(
        path = "/character/available-equipment",
        method = "get",
        operation_id = "availableEquipment"
    )]
    #[tracing::instrument(name = "availableEquipment", level = "debug", skip_all)]
    async fn available(&self, auth: PlayerAuth) -> Result<AvailableResponse, ApiError> {
        Ok(AvailableResponse::Ok(Json(self.arena.offer(&auth.0).await?.into())))
    }

    /// The caller's weapon and armor with their levels.
    #[oai(path = "/character/equipment", method = "get", operation_id = "myEquipment")]
    #[tracing::instrument(name = "myEquipment", level = "debug", skip_all)]
    async fn equipment(&self, auth: PlayerAuth) -> Result<EquipmentResponse, ApiError> {
        Ok(EquipmentResponse::Ok(Json(self.arena.loadout(&auth.0).await?.into())))
    }

    /// The first weapon and armor, both at level 1 (both required).
    #[oai(
        path = "/character/select-initial-equipment",
        method = "post",
        operation_id = "selectInitialEquipment"
    )]
    #[tracing::instrument(name = "selectInitialEquipment", level = "debug", skip_all)]
    async fn choose(
        &self,
        auth: PlayerAuth,
        body: Json<InitialChoiceBody>,
    ) -> Result<ChosenResponse, ApiError> {
        let l = self
            .arena
            .choose_first(
                &auth.0,
                body.0.weapon_id.map(ArchetypeId),
                body.0.armor_id.map(ArchetypeId),
            )
            .await?;
        Ok(ChosenResponse::Created(Json(ChosenBody {
            success: true,
            weapon_level: l.weapon_level,
            armor_level: l.armor_level,
            weapon: l.weapon.into(),
            armor: l.armor.into(),
        })))
    }

    /// Another weapon or armor; that item starts again at level 1.
    #[oai(path = "/character/change-equipment", method = "post", operation_id = "changeEquipment")]
    #[tracing::instrument(name = "changeEquipment", level = "debug", skip_all)]
    async fn change(
        &self,
        auth: PlayerAuth,
        body: Json<ChangeBody>,
    ) -> Result<ChangedResponse, ApiError> {
        let kind = match body.0.kind {
            EquipmentKindValue::Weapon => EquipmentKind::Weapon,
            EquipmentKindValue::Armor => EquipmentKind::Armor,
        };
        let loadout = self.arena.change(&auth.0, kind, ArchetypeId(body.0.archetype)).await?;
        let message = match body.0.kind {
            EquipmentKindValue::Weapon => "Broń zmieniona — jej poziom wraca do 1.",
            EquipmentKindValue::Armor => "Zbroja zmieniona — jej poziom wraca do 1.",
        };
        Ok(ChangedResponse::Ok(Json(ChangedBody {
            success: true,
            message: message.into(),
            equipment: Some(loadout).into(),
        })))
    }

    /// The monsters (the weakest first) and the caller's level, experience and stamina.
    #[oai(path = "/combat/monsters", method = "get", operation_id = "arenaMonsters")]
    #[tracing::instrument(name = "arenaMonsters", level = "debug", skip_all)]
    async fn monsters(&self, auth: PlayerAuth) -> Result<BoardResponse, ApiError> {
        Ok(BoardResponse::Ok(Json(self.arena.board(&auth.0).await?.into())))
    }

    /// The caller's stamina and when it is full again (05:00 Europe/Warsaw).
    #[oai(path = "/player/stamina", method = "get", operation_id = "playerStamina")]
    #[tracing::instrument(name = "playerStamina", level = "debug", skip_all)]
    async fn stamina(&self, auth: PlayerAuth) -> Result<StaminaResponse, ApiError> {
        let s = self.arena.stamina(&auth.0).await?;
        Ok(StaminaResponse::Ok(Json(StaminaBody {
            stamina: s.stamina,
            max_stamina: rules::MAX_STAMINA,
            can_fight: s.can_fight,
            next_reset: s.next_reset,
        })))
    }

    /// Starts a fight for one stamina ('Rozpoczynasz walkę ze Szczurem kanałowym!'); one at a
    /// time.
    #[oai(path = "/combat/start", method = "post", operation_id = "startCombat")]
    #[tracing::instrument(name = "startCombat", level = "debug", skip_all)]
    async fn start(
        &self,
        auth: PlayerAuth,
        body: Json<StartBody>,
    ) -> Result<CombatResponse, ApiError> {
        let view = self.arena.start(&auth.0, MonsterId(body.0.monster_id)).await?;
        Ok(CombatResponse::Created(Json(view.into())))
    }

    /// The caller's fight under way, to come back to after a reload.
    #[oai(path = "/combat/current", method = "get", operation_id = "currentCombat")]
    #[tracing::instrument(name = "currentCombat", level = "debug", skip_all)]
    async fn current(&self, auth: PlayerAuth) -> Result<CurrentResponse, ApiError> {
        let combat = self.arena.current(&auth.0).await?;
        Ok(CurrentResponse::Ok(Json(CurrentBody { combat: combat.map(Into::into) })))
    }

    /// One turn of the caller's own fight: attack, defend or flee.
    #[oai(path = "/combat/action", method = "post", operation_id = "combatAction")]
    #[tracing::instrument(name = "combatAction", level = "debug", skip_all)]
    async fn action(
        &self,
        auth: PlayerAuth,
        body: Json<ActionBody>,
    ) -> Result<CombatResponse, ApiError> {
        let action = match body.0.action {
            ActionValue::Attack => CombatAction::Attack,
            ActionValue::Defend => CombatAction::Defend,
            ActionValue::Flee => CombatAction::Flee,
        };
        let view = self.arena.act(&auth.0, CombatId(body.0.combat_id), action).await?;
        Ok(CombatResponse::Ok(Json(view.into())))
    }

    /// Leaves a fight; an active one is given up without a reward.
    #[oai(path = "/combat/leave", method = "post", operation_id = "leaveCombat")]
    #[tracing::instrument(name = "leaveCombat", level = "debug", skip_all)]
    async fn leave(
        &self,
        auth: PlayerAuth,
        body: Json<LeaveBody>,
    ) -> Result<LeftResponse, ApiError> {
        self.arena.leave(&auth.0, CombatId(body.0.combat_id)).await?;
        Ok(LeftResponse::Ok(Json(LeftBody { success: true })))
    }
}
