use chrono::{DateTime, Utc};

use super::ArenaError;
use crate::characters::Stats;
use crate::shared::{UserId, visible_only};

/// The longest archetype or monster name.
pub const MAX_NAME_CHARS: usize = 80;
/// The longest archetype or monster description (plain text).
pub const MAX_DESCRIPTION_CHARS: usize = 1_000;
/// How many monsters the arena may hold; the list is one page.
pub const MAX_MONSTERS: u64 = 100;
/// How many weapon and armor archetypes there may be in all; the lists are one page.
pub const MAX_ARCHETYPES: u64 = 60;
/// The bounds of a monster's numbers and an archetype's.
pub const MONSTER_LEVELS: std::ops::RangeInclusive<i64> = 1..=100;
pub const MONSTER_NUMBERS: std::ops::RangeInclusive<i64> = 1..=100_000;
pub const ARCHETYPE_NUMBERS: std::ops::RangeInclusive<i64> = 0..=10_000;

/// The stat an archetype draws on (spec 3 §3 "Equipment"): the six character stats and magic,
/// which draws on willpower (docs/game-rules.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrimaryStat {
    Strength,
    Dexterity,
    Speed,
    Intelligence,
    Magic,
    Willpower,
    Endurance,
}

impl PrimaryStat {
    pub const ALL: [PrimaryStat; 7] = [
        PrimaryStat::Strength,
        PrimaryStat::Dexterity,
        PrimaryStat::Speed,
        PrimaryStat::Intelligence,
        PrimaryStat::Magic,
        PrimaryStat::Willpower,
        PrimaryStat::Endurance,
    ];

    /// The name on the wire and in the database.
    pub fn key(self) -> &'static str {
        match self {
            PrimaryStat::Strength => "strength",
            PrimaryStat::Dexterity => "dexterity",
            PrimaryStat::Speed => "speed",
            PrimaryStat::Intelligence => "intelligence",
            PrimaryStat::Magic => "magic",
            PrimaryStat::Willpower => "willpower",
            PrimaryStat::Endurance => "endurance",
        }
    }

    pub fn from_key(key: &str) -> Option<PrimaryStat> {
        PrimaryStat::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The character stat it reads and raises: magic is willpower's.
    pub fn value_in(self, stats: &Stats) -> i32 {
        match self {
            PrimaryStat::Strength => stats.strength,
            PrimaryStat::Dexterity => stats.dexterity,
            PrimaryStat::Speed => stats.speed,
            PrimaryStat::Intelligence => stats.intelligence,
            PrimaryStat::Magic | PrimaryStat::Willpower => stats.willpower,
            PrimaryStat::Endurance => stats.endurance,
        }
    }

    /// A mutable handle on that stat.
    pub fn slot_in(self, stats: &mut Stats) -> &mut i32 {
        match self {
            PrimaryStat::Strength => &mut stats.strength,
            PrimaryStat::Dexterity => &mut stats.dexterity,
            PrimaryStat::Speed => &mut stats.speed,
            PrimaryStat::Intelligence => &mut stats.intelligence,
            PrimaryStat::Magic | PrimaryStat::Willpower => &mut stats.willpower,
            PrimaryStat::Endurance => &mut stats.endurance,
        }
    }

    /// Only characters who use magic may take magic equipment.
    pub fn needs_magic(self) -> bool {
        self == PrimaryStat::Magic
    }
}

/// Weapon or armor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EquipmentKind {
    Weapon,
    Armor,
}

impl EquipmentKind {
    pub fn key(self) -> &'static str {
        match self {
            EquipmentKind::Weapon => "weapon",
            EquipmentKind::Armor => "armor",
        }
    }

    pub fn from_key(key: &str) -> Option<EquipmentKind> {
        [EquipmentKind::Weapon, EquipmentKind::Armor].into_iter().find(|k| k.key() == key)
    }
}

/// What admins keep in the arena's back office — the archetypes and the monsters: a list with a
/// cap, each item with an id of its own and written as a draft. The rules the two do not share
/// (an archetype's kind stays, the last weapon or armor stays) are [`super::ArenaService`]'s.
pub trait Stock: Clone + Send + Sync + 'static {
    type Id: Copy + Send + Sync + 'static;
    type Draft: Send + Sync + 'static;
    /// How many there may be; the list is one page.
    const LIMIT: u64;
    /// The refusal for an id that names none (404).
    const UNKNOWN: ArenaError;
}

impl Stock for Archetype {
    type Id = ArchetypeId;
    type Draft = ArchetypeDraft;
    const LIMIT: u64 = MAX_ARCHETYPES;
    const UNKNOWN: ArenaError = ArenaError::UnknownArchetype;
}

impl Stock for Monster {
    type Id = MonsterId;
    type Draft = MonsterDraft;
    const LIMIT: u64 = MAX_MONSTERS;
    const UNKNOWN: ArenaError = ArenaError::UnknownMonster;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArchetypeId(pub i64);

/// A kind of weapon or armor: its damage (weapons) or armor (armors) at level 1 and per level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Archetype {
    pub id: ArchetypeId,
    pub kind: EquipmentKind,
    pub name: String,
    pub description: String,
    pub primary_stat: PrimaryStat,
    /// Damage (weapon) or armor at level 1.
    pub base: i32,
    /// What each further level adds.
    pub per_level: i32,
}

impl Archetype {
    /// Damage or armor at `level`: base + per_level × (level − 1) (spec 3 §9).
    pub fn value_at(&self, level: i32) -> i32 {
        self.base.saturating_add(self.per_level.saturating_mul(level.max(1) - 1))
    }
}

/// An archetype as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchetypeDraft {
    pub kind: EquipmentKind,
    pub name: String,
    pub description: String,
    pub primary_stat: PrimaryStat,
    pub base: i32,
    pub per_level: i32,
}

impl ArchetypeDraft {
    /// # Errors
    /// An unknown kind or stat, an empty or long name, numbers outside their bounds.
    pub fn parse(
        kind: &str,
        name: &str,
        description: &str,
        primary_stat: &str,
        base: i64,
        per_level: i64,
    ) -> Result<ArchetypeDraft, ArenaError> {
        let kind = EquipmentKind::from_key(kind).ok_or(ArenaError::UnknownKind)?;
        let primary_stat = PrimaryStat::from_key(primary_stat).ok_or(ArenaError::UnknownStat)?;
        let (name, description) = named(name, description)?;
        if !ARCHETYPE_NUMBERS.contains(&base) || !ARCHETYPE_NUMBERS.contains(&per_level) {
            return Err(ArenaError::NumberRange);
        }
        Ok(ArchetypeDraft {
            kind,
            name,
            description,
            primary_stat,
            base: base as i32,
            per_level: per_level as i32,
        })
    }
}

/// A name as people see it (what shows nothing or reorders the line left out) and a trimmed
/// description, within their limits.
fn named(name: &str, description: &str) -> Result<(String, String), ArenaError> {
    let name = visible_only(name);
    if name.is_empty() {
        return Err(ArenaError::NameRequired);
    }
    if name.chars().count() > MAX_NAME_CHARS
        || description.trim().chars().count() > MAX_DESCRIPTION_CHARS
    {
        return Err(ArenaError::TooLong);
    }
    Ok((name, description.trim().to_owned()))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MonsterId(pub i64);

/// A monster of the arena.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Monster {
    pub id: MonsterId,
    pub name: String,
    /// The name in the instrumental, without the preposition ("Szczurem kanałowym"), for the
    /// sentences that fight "with" it; `None`: the plain name stands there.
    pub name_instrumental: Option<String>,
    pub description: String,
    pub level: i32,
    pub health: i32,
    pub attack: i32,
    pub defense: i32,
    pub experience_reward: i32,
}

/// A monster as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonsterDraft {
    pub name: String,
    pub name_instrumental: Option<String>,
    pub description: String,
    pub level: i32,
    pub health: i32,
    pub attack: i32,
    pub defense: i32,
    pub experience_reward: i32,
}

impl MonsterDraft {
    /// # Errors
    /// An empty or long name; a long instrumental form; a level outside 1–100; health, attack
    /// or experience outside 1–100,000; defense outside 0–100,000.
    pub fn parse(
        name: &str,
        name_instrumental: &str,
        description: &str,
        [level, health, attack, defense, experience_reward]: [i64; 5],
    ) -> Result<MonsterDraft, ArenaError> {
        let (name, description) = named(name, description)?;
        let name_instrumental = Some(visible_only(name_instrumental)).filter(|n| !n.is_empty());
        if name_instrumental.as_ref().is_some_and(|n| n.chars().count() > MAX_NAME_CHARS) {
            return Err(ArenaError::TooLong);
        }
        if !MONSTER_LEVELS.contains(&level) {
            return Err(ArenaError::NumberRange);
        }
        if [health, attack, experience_reward].iter().any(|n| !MONSTER_NUMBERS.contains(n))
            || !(0..=*MONSTER_NUMBERS.end()).contains(&defense)
        {
            return Err(ArenaError::NumberRange);
        }
        Ok(MonsterDraft {
            name,
            name_instrumental,
            description,
            level: level as i32,
            health: health as i32,
            attack: attack as i32,
            defense: defense as i32,
            experience_reward: experience_reward as i32,
        })
    }
}

/// A player's weapon and armor with their levels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loadout {
    pub weapon: Archetype,
    pub weapon_level: i32,
    pub armor: Archetype,
    pub armor_level: i32,
}

impl Loadout {
    pub fn damage(&self) -> i32 {
        self.weapon.value_at(self.weapon_level)
    }

    pub fn armor_value(&self) -> i32 {
        self.armor.value_at(self.armor_level)
    }
}

/// The one who fights: the player's main character with its arena record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fighter {
    pub user: UserId,
    pub uses_magic: bool,
    pub stats: Stats,
    pub level: i32,
    /// Experience gathered within the current level.
    pub experience: i32,
    /// Stamina as last written, valid for the reset period `stamina_period`.
    pub stamina: i32,
    /// The day (Europe/Warsaw) whose 05:00 began the period the stamina was written in.
    pub stamina_period: Option<chrono::NaiveDate>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CombatId(pub i64);

/// How a fight stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CombatStatus {
    Active,
    PlayerWon,
    Fled,
    PlayerLost,
}

impl CombatStatus {
    pub fn key(self) -> &'static str {
        match self {
            CombatStatus::Active => "active",
            CombatStatus::PlayerWon => "player_won",
            CombatStatus::Fled => "fled",
            CombatStatus::PlayerLost => "monster_won",
        }
    }

    pub fn from_key(key: &str) -> Option<CombatStatus> {
        [
            CombatStatus::Active,
            CombatStatus::PlayerWon,
            CombatStatus::Fled,
            CombatStatus::PlayerLost,
        ]
        .into_iter()
        .find(|s| s.key() == key)
    }
}

/// What the player does in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CombatAction {
    Attack,
    Defend,
    Flee,
}

/// One side of a fight, fixed when it starts (later edits of the monster or the equipment do not
/// change a fight under way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    pub name: String,
    pub level: i32,
    pub health: i32,
    pub max_health: i32,
    /// Damage of one blow before the other side's defence.
    pub attack: i32,
    /// Armor (player) or defense (monster).
    pub defense: i32,
    /// Speed (the player's, for fleeing; 0 for monsters).
    pub speed: i32,
}

/// A fight as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combat {
    pub id: CombatId,
    pub owner: UserId,
    pub monster_id: MonsterId,
    /// The monster's name in the instrumental when the fight began (see [`Monster`]).
    pub monster_instrumental: Option<String>,
    pub status: CombatStatus,
    pub player: Side,
    pub monster: Side,
    pub experience_reward: i32,
    /// Turns taken; a turn is saved only over the turn it read.
    pub turn: i32,
    /// What happened in the last turn (or the opening line).
    pub message: String,
    pub started_at: DateTime<Utc>,
}

impl Combat {
    /// The fight's first line: 'Rozpoczynasz walkę ze Szczurem kanałowym!' (the plain name
    /// where the monster has no instrumental form).
    pub fn opening(&self) -> String {
        opening(self.monster_instrumental.as_deref().unwrap_or(&self.monster.name))
    }
}

/// 'Rozpoczynasz walkę z {monster}!', with "z" or "ze" as Polish wants before `instrumental`.
pub fn opening(instrumental: &str) -> String {
    format!("Rozpoczynasz walkę {}!", crate::shared::polish::with(instrumental))
}

impl Monster {
    /// The name as it stands after "z": the instrumental form, else the plain name.
    pub fn instrumental(&self) -> &str {
        self.name_instrumental.as_deref().unwrap_or(&self.name)
    }
}

/// A level reached by a win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelUp {
    pub old_level: i32,
    pub new_level: i32,
    /// The weapon's stat (+3).
    pub primary_stat: PrimaryStat,
    /// The armor's stat (+2).
    pub secondary_stat: PrimaryStat,
    /// What the six stats gained in all.
    pub gains: Stats,
}

/// What a won fight gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reward {
    pub experience: i32,
    /// Level and experience within it afterwards.
    pub level: i32,
    pub level_experience: i32,
    pub level_up: Option<LevelUp>,
}
