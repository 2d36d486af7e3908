//! The arena on both databases: archetypes, monsters, a main character's equipment and record
//! (`character_equipment`, `arena_records`, both gone with the character) and fights
//! (`combats`, one active per player by a partial unique index).

use chrono::{DateTime, NaiveDate, Utc};
use mrok_core::arena::{
    Archetype, ArchetypeDraft, ArchetypeId, ArenaRepository, Combat, CombatId, CombatStatus,
    EquipmentKind, Fighter, Loadout, Monster, MonsterDraft, MonsterId, NewCombat, OpenRefused,
    PrimaryStat, Reward, Side, Stock, StockRepository,
};
use mrok_core::characters::Magic;
use mrok_core::shared::{InfraError, UserId};
use sea_query::{
    Alias, Expr, ExprTrait, Iden, JoinType, OnConflict, Order, Query, SelectStatement, SimpleExpr,
};

use super::Db;
use super::characters::{STAT_COLUMNS, StatsRow, stat_values};
use super::db::{IdRow, Record, Tx, WriteError};
use super::main_character::is_main;
use super::rows::{insert_within, update_row};
use super::tables::{
    ArenaRecords, ArenaSeed, CharacterEquipment, Characters, Combats, EquipmentArchetypes, Monsters,
};

#[derive(Clone, Debug)]
pub struct SqlArena {
    db: Db,
}

impl SqlArena {
    pub fn new(db: Db) -> Self {
        SqlArena { db }
    }
}

fn unreadable(what: &str) -> InfraError {
    InfraError::new(format!("arena: unreadable {what}"))
}

// ---------------------------------------------------------------------------------------------
// Archetypes

#[derive(sqlx::FromRow)]
struct ArchetypeRow {
    id: i64,
    kind: String,
    name: String,
    description: String,
    primary_stat: String,
    base: i32,
    per_level: i32,
}

impl ArchetypeRow {
    fn into_archetype(self) -> Result<Archetype, InfraError> {
        Ok(Archetype {
            id: ArchetypeId(self.id),
            kind: EquipmentKind::from_key(&self.kind).ok_or_else(|| unreadable("kind"))?,
            name: self.name,
            description: self.description,
            primary_stat: PrimaryStat::from_key(&self.primary_stat)
                .ok_or_else(|| unreadable("stat"))?,
            base: self.base,
            per_level: self.per_level,
        })
    }
}

impl StockTable for Archetype {
    type Column = EquipmentArchetypes;
    type Row = ArchetypeRow;
    const NAME: &'static str = "archetypes";
    const TABLE: EquipmentArchetypes = EquipmentArchetypes::Table;
    const ID: EquipmentArchetypes = EquipmentArchetypes::Id;
    const COLUMNS: &'static [EquipmentArchetypes] = &[
        EquipmentArchetypes::Id,
        EquipmentArchetypes::Kind,
        EquipmentArchetypes::Name,
        EquipmentArchetypes::Description,
        EquipmentArchetypes::PrimaryStat,
        EquipmentArchetypes::Base,
        EquipmentArchetypes::PerLevel,
    ];
    /// Weapons, then armors, each in the order added.
    const ORDER: &'static [(EquipmentArchetypes, Order)] =
        &[(EquipmentArchetypes::Kind, Order::Desc), (EquipmentArchetypes::Id, Order::Asc)];

    fn key(id: ArchetypeId) -> i64 {
        id.0
    }

    fn id(key: i64) -> ArchetypeId {
        ArchetypeId(key)
    }

    fn values(draft: &ArchetypeDraft) -> Vec<(EquipmentArchetypes, SimpleExpr)> {
        vec![
            (EquipmentArchetypes::Kind, draft.kind.key().into()),
            (EquipmentArchetypes::Name, draft.name.clone().into()),
            (EquipmentArchetypes::Description, draft.description.clone().into()),
            (EquipmentArchetypes::PrimaryStat, draft.primary_stat.key().into()),
            (EquipmentArchetypes::Base, draft.base.into()),
            (EquipmentArchetypes::PerLevel, draft.per_level.into()),
        ]
    }

    fn read(row: ArchetypeRow) -> Result<Archetype, InfraError> {
        row.into_archetype()
    }

    /// Nobody carries it.
    fn removable(id: ArchetypeId) -> Option<SimpleExpr> {
        let carried = Query::select()
            .column(CharacterEquipment::CharacterId)
            .from(CharacterEquipment::Table)
            .cond_where(
                Expr::col(CharacterEquipment::WeaponId)
                    .eq(id.0)
                    .or(Expr::col(CharacterEquipment::ArmorId).eq(id.0)),
            )
            .to_owned();
        Some(Expr::exists(carried).not())
    }
}

// ---------------------------------------------------------------------------------------------
// Monsters

#[derive(sqlx::FromRow)]
struct MonsterRow {
    id: i64,
    name: String,
    name_instrumental: Option<String>,
    description: String,
    level: i32,
    health: i32,
    attack: i32,
    defense: i32,
    experience_reward: i32,
}

impl From<MonsterRow> for Monster {
    fn from(r: MonsterRow) -> Self {
        Monster {
            id: MonsterId(r.id),
            name: r.name,
            name_instrumental: r.name_instrumental.filter(|n| !n.is_empty()),
            description: r.description,
            level: r.level,
            health: r.health,
            attack: r.attack,
            defense: r.defense,
            experience_reward: r.experience_reward,
        }
    }
}

impl StockTable for Monster {
    type Column = Monsters;
    type Row = MonsterRow;
    const NAME: &'static str = "monsters";
    const TABLE: Monsters = Monsters::Table;
    const ID: Monsters = Monsters::Id;
    const COLUMNS: &'static [Monsters] = &[
        Monsters::Id,
        Monsters::Name,
        Monsters::NameInstrumental,
        Monsters::Description,
        Monsters::Level,
        Monsters::Health,
        Monsters::Attack,
        Monsters::Defense,
        Monsters::ExperienceReward,
    ];
    /// By level, then name.
    const ORDER: &'static [(Monsters, Order)] =
        &[(Monsters::Level, Order::Asc), (Monsters::Name, Order::Asc), (Monsters::Id, Order::Asc)];

    fn key(id: MonsterId) -> i64 {
        id.0
    }

    fn id(key: i64) -> MonsterId {
        MonsterId(key)
    }

    fn values(draft: &MonsterDraft) -> Vec<(Monsters, SimpleExpr)> {
        vec![
            (Monsters::Name, draft.name.clone().into()),
            (Monsters::NameInstrumental, draft.name_instrumental.clone().into()),
            (Monsters::Description, draft.description.clone().into()),
            (Monsters::Level, draft.level.into()),
            (Monsters::Health, draft.health.into()),
            (Monsters::Attack, draft.attack.into()),
            (Monsters::Defense, draft.defense.into()),
            (Monsters::ExperienceReward, draft.experience_reward.into()),
        ]
    }

    fn read(row: MonsterRow) -> Result<Monster, InfraError> {
        Ok(row.into())
    }

    /// Any monster; the fights against it go with it.
    fn removable(_: MonsterId) -> Option<SimpleExpr> {
        None
    }
}

// ---------------------------------------------------------------------------------------------
// The two lists, stored alike

/// How one of the arena's lists ([`Stock`]) is stored: its table, its columns and its order.
trait StockTable: Stock {
    type Column: Iden + Copy + Send + Sync + 'static;
    type Row: Record;
    /// Names the list in traces.
    const NAME: &'static str;
    const TABLE: Self::Column;
    const ID: Self::Column;
    /// The columns read, the id first.
    const COLUMNS: &'static [Self::Column];
    const ORDER: &'static [(Self::Column, Order)];
    fn key(id: Self::Id) -> i64;
    fn id(key: i64) -> Self::Id;
    /// The columns a draft writes.
    fn values(draft: &Self::Draft) -> Vec<(Self::Column, SimpleExpr)>;
    fn read(row: Self::Row) -> Result<Self, InfraError>;
    /// What a row must meet besides its id to be removed.
    fn removable(id: Self::Id) -> Option<SimpleExpr>;
}

fn select_stock<S: StockTable>() -> SelectStatement {
    Query::select().columns(S::COLUMNS.iter().copied()).from(S::TABLE).to_owned()
}

/// Writes the seed's drafts of one list.
async fn seed_stock<S: StockTable>(tx: &mut Tx, drafts: &[S::Draft]) -> Result<(), InfraError> {
    for draft in drafts {
        let (columns, values): (Vec<_>, Vec<_>) = S::values(draft).into_iter().unzip();
        let insert =
            Query::insert().into_table(S::TABLE).columns(columns).values_panic(values).to_owned();
        tx.execute(&insert).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl<S: StockTable> StockRepository<S> for SqlArena {
    #[tracing::instrument(name = "SqlArena::all", level = "debug", skip_all, fields(list = S::NAME))]
    async fn all(&self, limit: u64) -> Result<Vec<S>, InfraError> {
        let mut query = select_stock::<S>();
        for (column, order) in S::ORDER {
            query.order_by(*column, order.clone());
        }
        let rows: Vec<S::Row> = self.db.fetch_all(query.limit(limit)).await?;
        rows.into_iter().map(S::read).collect()
    }

    #[tracing::instrument(name = "SqlArena::one", level = "debug", skip_all, fields(list = S::NAME))]
    async fn one(&self, id: S::Id) -> Result<Option<S>, InfraError> {
        let query = select_stock::<S>().and_where(Expr::col(S::ID).eq(S::key(id))).to_owned();
        let row: Option<S::Row> = self.db.fetch_optional(&query).await?;
        row.map(S::read).transpose()
    }

    #[tracing::instrument(name = "SqlArena::add", level = "debug", skip_all, fields(list = S::NAME))]
    async fn add(&self, draft: &S::Draft, limit: u64) -> Result<Option<S>, InfraError> {
        match insert_within(&self.db, S::TABLE, S::ID, S::values(draft), limit).await? {
            Some(id) => StockRepository::<S>::one(self, S::id(id)).await,
            None => Ok(None),
        }
    }

    #[tracing::instrument(name = "SqlArena::update", level = "debug", skip_all, fields(list = S::NAME))]
    async fn update(&self, id: S::Id, draft: &S::Draft) -> Result<Option<S>, InfraError> {
        if !update_row(&self.db, S::TABLE, S::ID, S::key(id), S::values(draft)).await? {
            return Ok(None);
        }
        StockRepository::<S>::one(self, id).await
    }

    #[tracing::instrument(name = "SqlArena::delete", level = "debug", skip_all, fields(list = S::NAME))]
    async fn delete(&self, id: S::Id) -> Result<bool, InfraError> {
        let mut delete = Query::delete()
            .from_table(S::TABLE)
            .and_where(Expr::col(S::ID).eq(S::key(id)))
            .to_owned();
        if let Some(condition) = S::removable(id) {
            delete.and_where(condition);
        }
        Ok(self.db.execute(&delete).await? > 0)
    }
}

// ---------------------------------------------------------------------------------------------
// Fighters and equipment

#[derive(sqlx::FromRow)]
struct FighterRow {
    magic: Option<String>,
    #[sqlx(flatten)]
    stats: StatsRow,
    level: Option<i32>,
    experience: Option<i32>,
    stamina: Option<i32>,
    stamina_period: Option<NaiveDate>,
}

#[derive(sqlx::FromRow)]
struct NameRow {
    name: String,
}

#[derive(sqlx::FromRow)]
struct LoadoutRow {
    weapon_level: i32,
    armor_level: i32,
    w_id: i64,
    w_kind: String,
    w_name: String,
    w_description: String,
    w_primary_stat: String,
    w_base: i32,
    w_per_level: i32,
    a_id: i64,
    a_kind: String,
    a_name: String,
    a_description: String,
    a_primary_stat: String,
    a_base: i32,
    a_per_level: i32,
}

impl LoadoutRow {
    fn into_loadout(self) -> Result<Loadout, InfraError> {
        let weapon = ArchetypeRow {
            id: self.w_id,
            kind: self.w_kind,
            name: self.w_name,
            description: self.w_description,
            primary_stat: self.w_primary_stat,
            base: self.w_base,
            per_level: self.w_per_level,
        };
        let armor = ArchetypeRow {
            id: self.a_id,
            kind: self.a_kind,
            name: self.a_name,
            description: self.a_description,
            primary_stat: self.a_primary_stat,
            base: self.a_base,
            per_level: self.a_per_level,
        };
        Ok(Loadout {
            weapon: weapon.into_archetype()?,
            weapon_level: self.weapon_level,
            armor: armor.into_archetype()?,
            armor_level: self.armor_level,
        })
    }
}

/// The id of the player's main character, as a sub-select.
fn main_character_of(player: UserId) -> SelectStatement {
    Query::select()
        .column(Characters::Id)
        .from(Characters::Table)
        .and_where(Expr::col(Characters::UserId).eq(player.0))
        .and_where(is_main(Characters::Table))
        .to_owned()
}

fn of_main_character(column: impl sea_query::IntoColumnRef, player: UserId) -> Expr {
    Expr::col(column).in_subquery(main_character_of(player))
}

// ---------------------------------------------------------------------------------------------
// Fights

#[derive(sqlx::FromRow)]
struct CombatRow {
    id: i64,
    user_id: i64,
    monster_id: i64,
    status: String,
    turn: i32,
    message: String,
    experience_reward: i32,
    player_name: String,
    player_level: i32,
    player_health: i32,
    player_max_health: i32,
    player_attack: i32,
    player_defense: i32,
    player_speed: i32,
    monster_name: String,
    monster_level: i32,
    monster_health: i32,
    monster_max_health: i32,
    monster_attack: i32,
    monster_defense: i32,
    monster_name_instrumental: Option<String>,
    started_at: DateTime<Utc>,
}

impl CombatRow {
    fn into_combat(self) -> Result<Combat, InfraError> {
        Ok(Combat {
            id: CombatId(self.id),
            owner: UserId(self.user_id),
            monster_id: MonsterId(self.monster_id),
            monster_instrumental: self.monster_name_instrumental.filter(|n| !n.is_empty()),
            status: CombatStatus::from_key(&self.status).ok_or_else(|| unreadable("status"))?,
            player: Side {
                name: self.player_name,
                level: self.player_level,
                health: self.player_health,
                max_health: self.player_max_health,
                attack: self.player_attack,
                defense: self.player_defense,
                speed: self.player_speed,
            },
            monster: Side {
                name: self.monster_name,
                level: self.monster_level,
                health: self.monster_health,
                max_health: self.monster_max_health,
                attack: self.monster_attack,
                defense: self.monster_defense,
                speed: 0,
            },
            experience_reward: self.experience_reward,
            turn: self.turn,
            message: self.message,
            started_at: self.started_at,
        })
    }
}

const COMBAT_COLUMNS: [Combats; 22] = [
    Combats::Id,
    Combats::UserId,
    Combats::MonsterId,
    Combats::Status,
    Combats::Turn,
    Combats::Message,
    Combats::ExperienceReward,
    Combats::PlayerName,
    Combats::PlayerLevel,
    Combats::PlayerHealth,
    Combats::PlayerMaxHealth,
    Combats::PlayerAttack,
    Combats::PlayerDefense,
    Combats::PlayerSpeed,
    Combats::MonsterName,
    Combats::MonsterLevel,
    Combats::MonsterHealth,
    Combats::MonsterMaxHealth,
    Combats::MonsterAttack,
    Combats::MonsterDefense,
    Combats::MonsterNameInstrumental,
    Combats::StartedAt,
];

fn select_combats() -> SelectStatement {
    Query::select().columns(COMBAT_COLUMNS).from(Combats::Table).to_owned()
}

async fn main_character_id(tx: &mut Tx, player: UserId) -> Result<Option<i64>, InfraError> {
    let row: Option<IdRow> = tx.fetch_optional(&main_character_of(player)).await?;
    Ok(row.map(|r| r.id))
}

#[async_trait::async_trait]
impl ArenaRepository for SqlArena {
    #[tracing::instrument(name = "SqlArena::seed_once", level = "debug", skip_all)]
    async fn seed_once(
        &self,
        archetypes: &[ArchetypeDraft],
        monsters: &[MonsterDraft],
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let claim = Query::insert()
            .into_table(ArenaSeed::Table)
            .columns([ArenaSeed::Id, ArenaSeed::SeededAt])
            .values_panic([1.into(), Utc::now().into()])
            .on_conflict(OnConflict::column(ArenaSeed::Id).do_nothing().to_owned())
            .to_owned();
        if tx.execute(&claim).await? == 0 {
            return Ok(false);
        }
        seed_stock::<Archetype>(&mut tx, archetypes).await?;
        seed_stock::<Monster>(&mut tx, monsters).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlArena::fighter", level = "debug", skip_all)]
    async fn fighter(&self, player: UserId) -> Result<Option<Fighter>, InfraError> {
        let c = |column| (Alias::new("c"), column);
        let r = |column| (Alias::new("r"), column);
        let query = Query::select()
            .column(c(Characters::Magic))
            .columns(STAT_COLUMNS.map(c))
            .columns([
                r(ArenaRecords::Level),
                r(ArenaRecords::Experience),
                r(ArenaRecords::Stamina),
                r(ArenaRecords::StaminaPeriod),
            ])
            .from_as(Characters::Table, Alias::new("c"))
            .join_as(
                JoinType::LeftJoin,
                ArenaRecords::Table,
                Alias::new("r"),
                Expr::col(r(ArenaRecords::CharacterId)).equals(c(Characters::Id)),
            )
            .and_where(Expr::col(c(Characters::UserId)).eq(player.0))
            .and_where(is_main(Alias::new("c")))
            .to_owned();
        let row: Option<FighterRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(|row| Fighter {
            user: player,
            uses_magic: row.magic.as_deref().and_then(|m| Magic::parse(m).ok()) == Some(Magic::Yes),
            stats: row.stats.into(),
            level: row.level.unwrap_or(1),
            experience: row.experience.unwrap_or(0),
            stamina: row.stamina.unwrap_or(mrok_core::arena::rules::MAX_STAMINA),
            stamina_period: row.stamina_period,
        }))
    }

    #[tracing::instrument(name = "SqlArena::fighter_name", level = "debug", skip_all)]
    async fn fighter_name(&self, player: UserId) -> Result<Option<String>, InfraError> {
        let query = Query::select()
            .column(Characters::Name)
            .from(Characters::Table)
            .and_where(Expr::col(Characters::UserId).eq(player.0))
            .and_where(is_main(Characters::Table))
            .to_owned();
        let row: Option<NameRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(|r| r.name))
    }

    #[tracing::instrument(name = "SqlArena::loadout", level = "debug", skip_all)]
    async fn loadout(&self, player: UserId) -> Result<Option<Loadout>, InfraError> {
        let e = |column| (Alias::new("e"), column);
        let mut query = Query::select()
            .columns([e(CharacterEquipment::WeaponLevel), e(CharacterEquipment::ArmorLevel)])
            .from_as(CharacterEquipment::Table, Alias::new("e"))
            .to_owned();
        for (alias, column) in
            [("w", CharacterEquipment::WeaponId), ("a", CharacterEquipment::ArmorId)]
        {
            let t = Alias::new(alias);
            query.join_as(
                JoinType::InnerJoin,
                EquipmentArchetypes::Table,
                t.clone(),
                Expr::col((t.clone(), EquipmentArchetypes::Id)).equals(e(column)),
            );
            for field in [
                EquipmentArchetypes::Id,
                EquipmentArchetypes::Kind,
                EquipmentArchetypes::Name,
                EquipmentArchetypes::Description,
                EquipmentArchetypes::PrimaryStat,
                EquipmentArchetypes::Base,
                EquipmentArchetypes::PerLevel,
            ] {
                let name = format!("{alias}_{}", sea_query::Iden::to_string(&field));
                query.expr_as(Expr::col((t.clone(), field)), Alias::new(name));
            }
        }
        query.and_where(of_main_character(e(CharacterEquipment::CharacterId), player));
        let row: Option<LoadoutRow> = self.db.fetch_optional(&query).await?;
        row.map(LoadoutRow::into_loadout).transpose()
    }

    #[tracing::instrument(name = "SqlArena::equip_first", level = "debug", skip_all)]
    async fn equip_first(
        &self,
        player: UserId,
        weapon: ArchetypeId,
        armor: ArchetypeId,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let Some(character) = main_character_id(&mut tx, player).await? else {
            return Ok(false);
        };
        let insert = Query::insert()
            .into_table(CharacterEquipment::Table)
            .columns([
                CharacterEquipment::CharacterId,
                CharacterEquipment::WeaponId,
                CharacterEquipment::WeaponLevel,
                CharacterEquipment::ArmorId,
                CharacterEquipment::ArmorLevel,
            ])
            .values_panic([character.into(), weapon.0.into(), 1.into(), armor.0.into(), 1.into()])
            .on_conflict(
                OnConflict::column(CharacterEquipment::CharacterId).do_nothing().to_owned(),
            )
            .to_owned();
        let inserted = tx.execute(&insert).await? > 0;
        tx.commit().await?;
        Ok(inserted)
    }

    #[tracing::instrument(name = "SqlArena::change", level = "debug", skip_all)]
    async fn change(
        &self,
        player: UserId,
        kind: EquipmentKind,
        archetype: ArchetypeId,
    ) -> Result<bool, InfraError> {
        let (id, level) = match kind {
            EquipmentKind::Weapon => {
                (CharacterEquipment::WeaponId, CharacterEquipment::WeaponLevel)
            }
            EquipmentKind::Armor => (CharacterEquipment::ArmorId, CharacterEquipment::ArmorLevel),
        };
        let update = Query::update()
            .table(CharacterEquipment::Table)
            .value(id, archetype.0)
            .value(level, 1)
            .and_where(of_main_character(CharacterEquipment::CharacterId, player))
            .to_owned();
        Ok(self.db.execute(&update).await? > 0)
    }

    #[tracing::instrument(name = "SqlArena::open_combat", level = "debug", skip_all)]
    async fn open_combat(
        &self,
        combat: &NewCombat,
    ) -> Result<Result<Combat, OpenRefused>, InfraError> {
        let mut tx = self.db.begin().await?;
        let Some(character) = main_character_id(&mut tx, combat.owner).await? else {
            return Ok(Err(OpenRefused::StaminaChanged));
        };
        // The record exists as read (a missing one reads as full stamina and no period).
        let record = Query::insert()
            .into_table(ArenaRecords::Table)
            .columns([
                ArenaRecords::CharacterId,
                ArenaRecords::Level,
                ArenaRecords::Experience,
                ArenaRecords::Stamina,
            ])
            .values_panic([
                character.into(),
                1.into(),
                0.into(),
                mrok_core::arena::rules::MAX_STAMINA.into(),
            ])
            .on_conflict(OnConflict::column(ArenaRecords::CharacterId).do_nothing().to_owned())
            .to_owned();
        tx.execute(&record).await?;
        let period_read = match combat.period_before {
            Some(period) => Expr::col(ArenaRecords::StaminaPeriod).eq(period),
            None => Expr::col(ArenaRecords::StaminaPeriod).is_null(),
        };
        let spend = Query::update()
            .table(ArenaRecords::Table)
            .value(ArenaRecords::Stamina, combat.stamina_after)
            .value(ArenaRecords::StaminaPeriod, combat.period)
            .and_where(Expr::col(ArenaRecords::CharacterId).eq(character))
            .and_where(Expr::col(ArenaRecords::Stamina).eq(combat.stamina_before))
            .and_where(period_read)
            .to_owned();
        if tx.execute(&spend).await? == 0 {
            return Ok(Err(OpenRefused::StaminaChanged));
        }
        let clear = Query::delete()
            .from_table(Combats::Table)
            .and_where(Expr::col(Combats::UserId).eq(combat.owner.0))
            .and_where(Expr::col(Combats::Status).ne(CombatStatus::Active.key()))
            .to_owned();
        tx.execute(&clear).await?;
        let (p, m) = (&combat.player, &combat.monster_side);
        let insert = Query::insert()
            .into_table(Combats::Table)
            .columns(COMBAT_COLUMNS[1..].iter().copied().chain([Combats::CharacterId]))
            .values_panic([
                combat.owner.0.into(),
                combat.monster.0.into(),
                CombatStatus::Active.key().into(),
                0.into(),
                combat.message.clone().into(),
                combat.experience_reward.into(),
                p.name.clone().into(),
                p.level.into(),
                p.health.into(),
                p.max_health.into(),
                p.attack.into(),
                p.defense.into(),
                p.speed.into(),
                m.name.clone().into(),
                m.level.into(),
                m.health.into(),
                m.max_health.into(),
                m.attack.into(),
                m.defense.into(),
                combat.monster_instrumental.clone().into(),
                combat.at.into(),
                character.into(),
            ])
            .returning_col(Combats::Id)
            .to_owned();
        let id = match tx.fetch_optional::<IdRow>(&insert).await {
            Ok(Some(row)) => row.id,
            Ok(None) => return Err(InfraError::new("combat insert returned nothing")),
            Err(WriteError::Unique) => return Ok(Err(OpenRefused::FightUnderWay)),
            Err(WriteError::Infra(e)) => return Err(e),
        };
        tx.commit().await?;
        Ok(self.combat(CombatId(id)).await?.ok_or_else(|| unreadable("new combat")).map(Ok)?)
    }

    #[tracing::instrument(name = "SqlArena::combat", level = "debug", skip_all)]
    async fn combat(&self, id: CombatId) -> Result<Option<Combat>, InfraError> {
        let query = select_combats().and_where(Expr::col(Combats::Id).eq(id.0)).to_owned();
        let row: Option<CombatRow> = self.db.fetch_optional(&query).await?;
        row.map(CombatRow::into_combat).transpose()
    }

    #[tracing::instrument(name = "SqlArena::active_combat", level = "debug", skip_all)]
    async fn active_combat(&self, player: UserId) -> Result<Option<Combat>, InfraError> {
        let query = select_combats()
            .and_where(Expr::col(Combats::UserId).eq(player.0))
            .and_where(Expr::col(Combats::Status).eq(CombatStatus::Active.key()))
            .to_owned();
        let row: Option<CombatRow> = self.db.fetch_optional(&query).await?;
        row.map(CombatRow::into_combat).transpose()
    }

    #[tracing::instrument(name = "SqlArena::save_turn", level = "debug", skip_all)]
    async fn save_turn(
        &self,
        after: &Combat,
        read_turn: i32,
        reward: Option<Reward>,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let update = Query::update()
            .table(Combats::Table)
            .value(Combats::Status, after.status.key())
            .value(Combats::Turn, after.turn)
            .value(Combats::Message, after.message.clone())
            .value(Combats::PlayerHealth, after.player.health)
            .value(Combats::MonsterHealth, after.monster.health)
            .and_where(Expr::col(Combats::Id).eq(after.id.0))
            .and_where(Expr::col(Combats::Turn).eq(read_turn))
            .and_where(Expr::col(Combats::Status).eq(CombatStatus::Active.key()))
            .to_owned();
        if tx.execute(&update).await? == 0 {
            return Ok(false);
        }
        if let Some(reward) = reward {
            let Some(character) = main_character_id(&mut tx, after.owner).await? else {
                return Ok(false);
            };
            let record = Query::update()
                .table(ArenaRecords::Table)
                .value(ArenaRecords::Level, reward.level)
                .value(ArenaRecords::Experience, reward.level_experience)
                .and_where(Expr::col(ArenaRecords::CharacterId).eq(character))
                .to_owned();
            tx.execute(&record).await?;
            if let Some(up) = reward.level_up {
                let g = up.gains;
                let stats = Query::update()
                    .table(Characters::Table)
                    .values(stat_values(g, |column, by| Expr::col(column).add(by)))
                    .and_where(Expr::col(Characters::Id).eq(character))
                    .to_owned();
                tx.execute(&stats).await?;
                let levels = up.new_level - up.old_level;
                let items = Query::update()
                    .table(CharacterEquipment::Table)
                    .values([
                        (
                            CharacterEquipment::WeaponLevel,
                            Expr::col(CharacterEquipment::WeaponLevel).add(levels),
                        ),
                        (
                            CharacterEquipment::ArmorLevel,
                            Expr::col(CharacterEquipment::ArmorLevel).add(levels),
                        ),
                    ])
                    .and_where(Expr::col(CharacterEquipment::CharacterId).eq(character))
                    .to_owned();
                tx.execute(&items).await?;
            }
        }
        tx.commit().await?;
        Ok(true)
    }
}
