use chrono::{DateTime, Utc};
use mrok_core::characters::{
    Age, CardEntry, CardEntryDraft, CardEntryId, CardEntryKind, Character, CharacterChange,
    CharacterError, CharacterId, CharacterName, CharacterRepository, Gender,
    MAX_CARD_ENTRIES_PER_KIND, Magic, NewCharacter, Race, Slot, Stats, Suggestion,
    SuggestionsWanted,
};
use mrok_core::shared::{InfraError, Role, UserId};
use mrok_core::tavern::RoomId;
use sea_query::{
    Alias, Asterisk, Cond, Expr, ExprTrait, Func, LockType, Order, Query, SelectStatement,
    SimpleExpr,
};

use super::db::IdRow;
use super::main_character::is_main;
use super::tables::{CardEntries, Characters, RpMembers, TavernPresence, Users};
use super::text_match::{Anchor, matching};
use super::{Db, Tx, WriteError};

/// Characters and their cards in the `characters` and `card_entries` tables.
#[derive(Clone, Debug)]
pub struct SqlCharacters {
    db: Db,
}

impl SqlCharacters {
    pub fn new(db: Db) -> Self {
        SqlCharacters { db }
    }
}

/// The columns of a character row, in the order of [`CharacterRow`].
const COLUMNS: [Characters; 22] = [
    Characters::Id,
    Characters::UserId,
    Characters::Slot,
    Characters::Name,
    Characters::Gender,
    Characters::Race,
    Characters::Age,
    Characters::Magic,
    Characters::Rank,
    Characters::Description,
    Characters::Achievements,
    Characters::Status,
    Characters::Approved,
    Characters::Avatar,
    Characters::CreatedAt,
    Characters::Informacja,
    Characters::Strength,
    Characters::Dexterity,
    Characters::Speed,
    Characters::Intelligence,
    Characters::Willpower,
    Characters::Endurance,
];

/// A character's six stats as stored, read into a row with `#[sqlx(flatten)]`.
#[derive(sqlx::FromRow)]
pub(crate) struct StatsRow {
    strength: i32,
    dexterity: i32,
    speed: i32,
    intelligence: i32,
    willpower: i32,
    endurance: i32,
}

impl From<StatsRow> for Stats {
    fn from(row: StatsRow) -> Self {
        Stats {
            strength: row.strength,
            dexterity: row.dexterity,
            speed: row.speed,
            intelligence: row.intelligence,
            willpower: row.willpower,
            endurance: row.endurance,
        }
    }
}

/// The six stats' columns, in the order of [`Stats`]'s fields.
pub(crate) const STAT_COLUMNS: [Characters; 6] = [
    Characters::Strength,
    Characters::Dexterity,
    Characters::Speed,
    Characters::Intelligence,
    Characters::Willpower,
    Characters::Endurance,
];

/// The six stats' columns, each with what `value` makes of that stat in `stats` (set it, add to
/// it).
pub(crate) fn stat_values(
    stats: Stats,
    value: impl Fn(Characters, i32) -> SimpleExpr,
) -> Vec<(Characters, SimpleExpr)> {
    let Stats { strength, dexterity, speed, intelligence, willpower, endurance } = stats;
    let stats = [strength, dexterity, speed, intelligence, willpower, endurance];
    STAT_COLUMNS
        .into_iter()
        .zip(stats)
        .map(|(column, stat)| (column, value(column, stat)))
        .collect()
}

#[derive(sqlx::FromRow)]
struct CharacterRow {
    id: i64,
    user_id: i64,
    slot: i32,
    name: String,
    gender: String,
    race: String,
    age: Option<i32>,
    magic: Option<String>,
    rank: Option<String>,
    description: String,
    achievements: String,
    status: String,
    approved: bool,
    avatar: Option<String>,
    created_at: DateTime<Utc>,
    informacja: String,
    #[sqlx(flatten)]
    stats: StatsRow,
}

impl TryFrom<CharacterRow> for Character {
    type Error = InfraError;

    fn try_from(row: CharacterRow) -> Result<Self, Self::Error> {
        let unreadable =
            |e: CharacterError| InfraError::new(format!("stored character {}: {e}", row.id));
        Ok(Character {
            id: CharacterId(row.id),
            user_id: UserId(row.user_id),
            slot: Slot::from_number(i64::from(row.slot)).map_err(unreadable)?,
            name: CharacterName::stored(row.name),
            gender: Gender::parse(&row.gender).map_err(unreadable)?,
            race: Race::parse(&row.race).map_err(unreadable)?,
            age: row.age.map(|a| Age::new(i64::from(a))).transpose().map_err(unreadable)?,
            magic: row.magic.as_deref().map(Magic::parse).transpose().map_err(unreadable)?,
            rank: row.rank,
            description: row.description,
            achievements: row.achievements,
            status: row.status,
            approved: row.approved,
            avatar: row.avatar,
            informacja: row.informacja,
            stats: row.stats.into(),
            created_at: row.created_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct EntryRow {
    id: i64,
    character_id: i64,
    kind: String,
    name: String,
    level: Option<i32>,
    description: String,
    hidden: bool,
}

impl TryFrom<EntryRow> for CardEntry {
    type Error = InfraError;

    fn try_from(row: EntryRow) -> Result<Self, Self::Error> {
        Ok(CardEntry {
            id: CardEntryId(row.id),
            character_id: CharacterId(row.character_id),
            kind: CardEntryKind::parse(&row.kind).map_err(InfraError::new)?,
            name: row.name,
            level: row.level.and_then(|l| u8::try_from(l).ok()),
            description: row.description,
            hidden: row.hidden,
        })
    }
}

fn select_characters() -> SelectStatement {
    Query::select().columns(COLUMNS).from(Characters::Table).to_owned()
}

fn entry_values(draft: &CardEntryDraft) -> [(CardEntries, SimpleExpr); 5] {
    [
        (CardEntries::Kind, draft.kind.as_str().into()),
        (CardEntries::Name, draft.name.clone().into()),
        (CardEntries::Level, draft.level.map(i32::from).into()),
        (CardEntries::Description, draft.description.clone().into()),
        (CardEntries::Hidden, draft.hidden.into()),
    ]
}

impl SqlCharacters {
    /// Holds the character's row until the transaction ends (`FOR NO KEY UPDATE` on
    /// PostgreSQL, so that card writes to one character run one after another while rows
    /// pointing at it stay free to be written; SQLite's one writer connection already runs write
    /// transactions one at a time); `false` when there is no such character.
    async fn hold_character(tx: &mut Tx, id: CharacterId) -> Result<bool, InfraError> {
        let row: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .column(Characters::Id)
                    .from(Characters::Table)
                    .and_where(Expr::col(Characters::Id).eq(id.0))
                    .lock(LockType::NoKeyUpdate),
            )
            .await?;
        Ok(row.is_some())
    }

    /// How many entries of `kind` the character's card holds, read inside `tx`.
    async fn count_entries(
        tx: &mut Tx,
        id: CharacterId,
        kind: CardEntryKind,
    ) -> Result<i64, InfraError> {
        #[derive(sqlx::FromRow)]
        struct Total {
            total: i64,
        }
        let total: Option<Total> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(Func::count(Expr::col(Asterisk)), Alias::new("total"))
                    .from(CardEntries::Table)
                    .and_where(Expr::col(CardEntries::CharacterId).eq(id.0))
                    .and_where(Expr::col(CardEntries::Kind).eq(kind.as_str())),
            )
            .await?;
        Ok(total.map_or(0, |t| t.total))
    }

    async fn one(&self, statement: SelectStatement) -> Result<Option<Character>, InfraError> {
        self.db
            .fetch_optional::<CharacterRow>(&statement)
            .await?
            .map(Character::try_from)
            .transpose()
    }
}

#[async_trait::async_trait]
impl CharacterRepository for SqlCharacters {
    #[tracing::instrument(name = "SqlCharacters::suggest", level = "debug", skip_all)]
    async fn suggest(&self, wanted: &SuggestionsWanted) -> Result<Vec<Suggestion>, InfraError> {
        let name = Expr::col((Characters::Table, Characters::Name));
        // The name starts with it, or one of its words does.
        let Some(any_word) = matching(&self.db, name, wanted.query.folded(), Anchor::WordStart)
        else {
            return Ok(Vec::new());
        };
        let mut query = Query::select()
            .columns([
                (Characters::Table, Characters::Id),
                (Characters::Table, Characters::Name),
                (Characters::Table, Characters::Slot),
                (Characters::Table, Characters::UserId),
                (Characters::Table, Characters::Avatar),
            ])
            .from(Characters::Table)
            .inner_join(
                Users::Table,
                Expr::col((Users::Table, Users::Id))
                    .equals((Characters::Table, Characters::UserId)),
            )
            .and_where(Expr::col((Users::Table, Users::ActivatedAt)).is_not_null())
            .cond_where(any_word)
            .limit(u64::from(wanted.limit))
            .to_owned();
        if let Some(session) = wanted.session {
            let member = |user: SimpleExpr| {
                Query::select()
                    .expr(Expr::val(1))
                    .from(RpMembers::Table)
                    .and_where(Expr::col((RpMembers::Table, RpMembers::SessionId)).eq(session.0))
                    .and_where(Expr::col((RpMembers::Table, RpMembers::UserId)).eq(user))
                    .to_owned()
            };
            // Only an asker inside the session learns who else is (a private one's list is theirs).
            let first = Cond::all()
                .add(Expr::exists(member(Expr::val(wanted.asker.0))))
                .add(Expr::exists(member(Expr::col((Characters::Table, Characters::UserId)))));
            query.order_by_expr(Expr::case(first, 0).finally(1).into(), Order::Asc);
        }
        let online = Expr::col((Users::Table, Users::LastSeenAt)).gte(wanted.online_since);
        query.order_by_expr(Expr::case(online, 0).finally(1).into(), Order::Asc);
        query
            .order_by((Characters::Table, Characters::Name), Order::Asc)
            .order_by((Characters::Table, Characters::Id), Order::Asc);
        let rows: Vec<SuggestionRow> = self.db.fetch_all(&query).await?;
        rows.into_iter()
            .map(|r| {
                Ok(Suggestion {
                    character: CharacterId(r.id),
                    slot: Slot::from_number(i64::from(r.slot))
                        .map_err(|e| InfraError::new(format!("stored character {}: {e}", r.id)))?,
                    name: r.name,
                    user: UserId(r.user_id),
                    avatar: r.avatar,
                })
            })
            .collect()
    }

    #[tracing::instrument(name = "SqlCharacters::find_main", level = "debug", skip_all)]
    async fn find_main(&self, user: UserId) -> Result<Option<Character>, InfraError> {
        self.one(
            select_characters()
                .and_where(Expr::col(Characters::UserId).eq(user.0))
                .and_where(is_main(Characters::Table))
                .to_owned(),
        )
        .await
    }

    #[tracing::instrument(name = "SqlCharacters::owner_role", level = "debug", skip_all)]
    async fn owner_role(&self, user: UserId) -> Result<Option<Role>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct RoleRow {
            role: String,
        }
        let row: Option<RoleRow> = self
            .db
            .fetch_optional(
                Query::select()
                    .column(Users::Role)
                    .from(Users::Table)
                    .and_where(Expr::col(Users::Id).eq(user.0)),
            )
            .await?;
        row.map(|r| r.role.parse::<Role>().map_err(InfraError::new)).transpose()
    }

    #[tracing::instrument(name = "SqlCharacters::find", level = "debug", skip_all)]
    async fn find(&self, id: CharacterId) -> Result<Option<Character>, InfraError> {
        self.one(select_characters().and_where(Expr::col(Characters::Id).eq(id.0)).to_owned()).await
    }

    #[tracing::instrument(name = "SqlCharacters::list_for_user", level = "debug", skip_all)]
    async fn list_for_user(&self, user: UserId) -> Result<Vec<Character>, InfraError> {
        let rows: Vec<CharacterRow> = self
            .db
            .fetch_all(
                select_characters()
                    .and_where(Expr::col(Characters::UserId).eq(user.0))
                    .order_by(Characters::Slot, Order::Asc),
            )
            .await?;
        rows.into_iter().map(Character::try_from).collect()
    }

    #[tracing::instrument(name = "SqlCharacters::create", level = "debug", skip_all)]
    async fn create(&self, character: NewCharacter) -> Result<Character, CharacterError> {
        let insert = Query::insert()
            .into_table(Characters::Table)
            .columns([
                Characters::UserId,
                Characters::Slot,
                Characters::Name,
                Characters::Gender,
                Characters::Race,
                Characters::Age,
                Characters::Magic,
                Characters::CreatedAt,
            ])
            .values_panic([
                character.user_id.0.into(),
                i32::from(character.slot.number()).into(),
                character.name.as_str().into(),
                character.gender.as_str().into(),
                character.race.as_str().into(),
                character.age.map(|a| a.years() as i32).into(),
                character.magic.map(Magic::as_str).into(),
                character.created_at.into(),
            ])
            .returning_col(Characters::Id)
            .to_owned();
        let mut tx = self.db.begin().await?;
        let id = match tx.fetch_optional::<IdRow>(&insert).await {
            Ok(Some(row)) => CharacterId(row.id),
            Ok(None) => return Err(InfraError::new("INSERT … RETURNING gave no row").into()),
            Err(WriteError::Unique) => {
                return Err(match character.slot {
                    Slot::Main => CharacterError::AlreadyHasMainCharacter,
                    Slot::Secondary(_) => CharacterError::SecondaryLimit,
                });
            }
            Err(WriteError::Infra(error)) => return Err(error.into()),
        };
        tx.commit().await?;
        self.find(id).await?.ok_or_else(|| InfraError::new("created character vanished").into())
    }

    #[tracing::instrument(name = "SqlCharacters::update", level = "debug", skip_all)]
    async fn update(&self, id: CharacterId, change: CharacterChange) -> Result<bool, InfraError> {
        let values: Vec<(Characters, SimpleExpr)> = match change {
            CharacterChange::Name(name) => vec![(Characters::Name, name.as_str().into())],
            CharacterChange::Age(age) => {
                vec![(Characters::Age, age.map(|a| a.years() as i32).into())]
            }
            CharacterChange::Magic(magic) => vec![(Characters::Magic, magic.as_str().into())],
            CharacterChange::Status(status) => vec![(Characters::Status, status.into())],
            CharacterChange::Description(html) => vec![(Characters::Description, html.into())],
            CharacterChange::Approved(approved) => vec![(Characters::Approved, approved.into())],
            CharacterChange::Avatar(path) => vec![(Characters::Avatar, path.into())],
            CharacterChange::Achievements(text) => vec![(Characters::Achievements, text.into())],
            CharacterChange::Informacja(text) => vec![(Characters::Informacja, text.into())],
            CharacterChange::Stats(stats) => stat_values(stats, |_, stat| stat.into()),
        };
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(Characters::Table)
                    .values(values)
                    .and_where(Expr::col(Characters::Id).eq(id.0)),
            )
            .await?;
        Ok(rows == 1)
    }

    #[tracing::instrument(name = "SqlCharacters::choose_magic_once", level = "debug", skip_all)]
    async fn choose_magic_once(&self, id: CharacterId, magic: Magic) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(Characters::Table)
                    .value(Characters::Magic, magic.as_str())
                    .and_where(Expr::col(Characters::Id).eq(id.0))
                    .and_where(Expr::col(Characters::Magic).is_null()),
            )
            .await?;
        Ok(rows == 1)
    }

    #[tracing::instrument(name = "SqlCharacters::delete", level = "debug", skip_all)]
    async fn delete(&self, id: CharacterId) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::delete()
                    .from_table(Characters::Table)
                    .and_where(Expr::col(Characters::Id).eq(id.0)),
            )
            .await?;
        Ok(rows == 1)
    }

    #[tracing::instrument(name = "SqlCharacters::delete_all_for_user", level = "debug", skip_all)]
    async fn delete_all_for_user(&self, user: UserId) -> Result<Option<RoomId>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct LeftRoom {
            room_id: Option<i64>,
        }
        let mut tx = self.db.begin().await?;
        let left: Option<LeftRoom> = tx
            .fetch_optional(
                Query::delete()
                    .from_table(TavernPresence::Table)
                    .and_where(Expr::col(TavernPresence::UserId).eq(user.0))
                    .returning_col(TavernPresence::RoomId),
            )
            .await?;
        tx.execute(
            Query::delete()
                .from_table(Characters::Table)
                .and_where(Expr::col(Characters::UserId).eq(user.0)),
        )
        .await?;
        tx.commit().await?;
        Ok(left.and_then(|l| l.room_id).map(RoomId))
    }

    #[tracing::instrument(name = "SqlCharacters::card_entries", level = "debug", skip_all)]
    async fn card_entries(&self, id: CharacterId) -> Result<Vec<CardEntry>, InfraError> {
        // Each kind is read on its own with the cap as its LIMIT, so that neither can crowd
        // the other out of a card (made before the cap) that holds more.
        let mut rows: Vec<EntryRow> = Vec::new();
        for kind in [CardEntryKind::Skill, CardEntryKind::Flaw] {
            let of_kind: Vec<EntryRow> = self
                .db
                .fetch_all(
                    Query::select()
                        .columns([
                            CardEntries::Id,
                            CardEntries::CharacterId,
                            CardEntries::Kind,
                            CardEntries::Name,
                            CardEntries::Level,
                            CardEntries::Description,
                            CardEntries::Hidden,
                        ])
                        .from(CardEntries::Table)
                        .and_where(Expr::col(CardEntries::CharacterId).eq(id.0))
                        .and_where(Expr::col(CardEntries::Kind).eq(kind.as_str()))
                        .order_by(CardEntries::Id, Order::Asc)
                        .limit(u64::from(MAX_CARD_ENTRIES_PER_KIND)),
                )
                .await?;
            rows.extend(of_kind);
        }
        rows.sort_by_key(|row| row.id);
        rows.into_iter().map(CardEntry::try_from).collect()
    }

    #[tracing::instrument(name = "SqlCharacters::add_card_entry", level = "debug", skip_all)]
    async fn add_card_entry(
        &self,
        id: CharacterId,
        draft: CardEntryDraft,
        now: DateTime<Utc>,
    ) -> Result<CardEntry, CharacterError> {
        let values = entry_values(&draft);
        let mut columns = vec![CardEntries::CharacterId, CardEntries::CreatedAt];
        let mut exprs: Vec<SimpleExpr> = vec![id.0.into(), now.into()];
        for (column, value) in values {
            columns.push(column);
            exprs.push(value);
        }
        let mut tx = self.db.begin().await?;
        if !Self::hold_character(&mut tx, id).await? {
            return Err(CharacterError::NotFound);
        }
        if Self::count_entries(&mut tx, id, draft.kind).await?
            >= i64::from(MAX_CARD_ENTRIES_PER_KIND)
        {
            return Err(CharacterError::entry_limit(draft.kind));
        }
        let row = tx
            .fetch_optional::<IdRow>(
                Query::insert()
                    .into_table(CardEntries::Table)
                    .columns(columns)
                    .values_panic(exprs)
                    .returning_col(CardEntries::Id),
            )
            .await
            .map_err(InfraError::from)?
            .ok_or_else(|| InfraError::new("INSERT … RETURNING gave no row"))?;
        tx.commit().await?;
        Ok(CardEntry {
            id: CardEntryId(row.id),
            character_id: id,
            kind: draft.kind,
            name: draft.name,
            level: draft.level,
            description: draft.description,
            hidden: draft.hidden,
        })
    }

    #[tracing::instrument(name = "SqlCharacters::update_card_entry", level = "debug", skip_all)]
    async fn update_card_entry(
        &self,
        id: CharacterId,
        entry: CardEntryId,
        draft: CardEntryDraft,
    ) -> Result<bool, InfraError> {
        let kind = draft.kind.as_str();
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(CardEntries::Table)
                    .values(entry_values(&draft))
                    .and_where(Expr::col(CardEntries::Id).eq(entry.0))
                    .and_where(Expr::col(CardEntries::CharacterId).eq(id.0))
                    .and_where(Expr::col(CardEntries::Kind).eq(kind)),
            )
            .await?;
        Ok(rows == 1)
    }

    #[tracing::instrument(name = "SqlCharacters::delete_card_entry", level = "debug", skip_all)]
    async fn delete_card_entry(
        &self,
        id: CharacterId,
        entry: CardEntryId,
    ) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::delete()
                    .from_table(CardEntries::Table)
                    .and_where(Expr::col(CardEntries::Id).eq(entry.0))
                    .and_where(Expr::col(CardEntries::CharacterId).eq(id.0)),
            )
            .await?;
        Ok(rows == 1)
    }
}

#[derive(sqlx::FromRow)]
struct SuggestionRow {
    id: i64,
    name: String,
    slot: i32,
    user_id: i64,
    avatar: Option<String>,
}
