use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use mrok_core::backoffice::{NewestFirst, Page, PageRequest};
use mrok_core::characters::CharacterId;
use mrok_core::sessions::{CharacterType, SessionCharacter};
use mrok_core::shared::{InfraError, UserId};
use mrok_core::tavern::{
    MessagePage, NewTavernEvent, NewTavernMessage, Presence, Room, RoomForm, RoomId, TavernError,
    TavernEvent, TavernEventId, TavernMessage, TavernMessageId, TavernParticipant,
    TavernRepository,
};
use sea_query::JoinType::LeftJoin;
use sea_query::{
    Alias, Expr, ExprTrait, Func, JoinType, OnConflict, Order, Query, QueryStatementBuilder,
    SelectStatement,
};

use super::main_character::join_main_character;
use super::rows::{delete_row, hold_row, update_row};
use super::select::{at, col, join_by, select_as};
use super::speakers::{
    SpokenMessage, character_type, insert_spoken, name_or_unknown, select_spoken, stored_character,
};
use super::tables::{Characters, TavernEvents, TavernMessages, TavernPresence, TavernRooms, Users};
use super::{Db, Tx};

/// The tavern in `tavern_rooms`, `tavern_presence`, `tavern_messages` and `tavern_events`.
/// Counts of people are one grouped statement over all rooms; a page of messages reads by the
/// `(room_id, id)` index and its page count comes from the room's kept message count.
#[derive(Clone, Debug)]
pub struct SqlTavern {
    db: Db,
}

impl SqlTavern {
    pub fn new(db: Db) -> Self {
        SqlTavern { db }
    }
}

#[derive(sqlx::FromRow)]
struct RoomRow {
    id: i64,
    name: String,
    description: String,
    message_count: i64,
    active_users: i64,
}

impl From<RoomRow> for Room {
    fn from(row: RoomRow) -> Self {
        Room {
            id: RoomId(row.id),
            name: row.name,
            description: row.description,
            active_users: u64::try_from(row.active_users).unwrap_or_default(),
            message_count: u64::try_from(row.message_count).unwrap_or_default(),
        }
    }
}

#[derive(sqlx::FromRow)]
struct PresenceRow {
    user_id: i64,
    room_id: Option<i64>,
    character_type: String,
    character_id: Option<i64>,
    character_name: String,
    character_avatar: Option<String>,
    entered_at: DateTime<Utc>,
}

fn stored_speaker(
    kind: &str,
    id: Option<i64>,
    name: String,
    avatar: Option<String>,
) -> SessionCharacter {
    match character_type(kind) {
        CharacterType::Narrator => SessionCharacter::narrator(),
        kind => SessionCharacter { kind, id: id.map(CharacterId), name, avatar },
    }
}

impl From<PresenceRow> for Presence {
    fn from(row: PresenceRow) -> Self {
        Presence {
            user: UserId(row.user_id),
            room: row.room_id.map(RoomId),
            character: stored_speaker(
                &row.character_type,
                row.character_id,
                row.character_name,
                row.character_avatar,
            ),
            entered_at: row.entered_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct ParticipantRow {
    user_id: i64,
    name: Option<String>,
    room_id: Option<i64>,
    room_name: Option<String>,
    character_type: String,
    character_id: Option<i64>,
    character_name: String,
    character_avatar: Option<String>,
}

#[derive(sqlx::FromRow)]
struct MessageRow {
    id: i64,
    room_id: i64,
    user_id: i64,
    author_name: Option<String>,
    body: String,
    character_type: String,
    character_id: Option<i64>,
    character_name: String,
    character_avatar: Option<String>,
    created_at: DateTime<Utc>,
}

impl From<MessageRow> for TavernMessage {
    fn from(row: MessageRow) -> Self {
        TavernMessage {
            id: TavernMessageId(row.id),
            room: RoomId(row.room_id),
            author: UserId(row.user_id),
            author_name: name_or_unknown(row.author_name),
            character: SessionCharacter {
                kind: character_type(&row.character_type),
                id: row.character_id.map(CharacterId),
                name: row.character_name,
                avatar: row.character_avatar,
            },
            body: row.body,
            created_at: row.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct EventRow {
    id: i64,
    title: String,
    description: String,
    event_date: String,
    event_time: Option<String>,
    created_by: Option<i64>,
    created_at: DateTime<Utc>,
}

impl TryFrom<EventRow> for TavernEvent {
    type Error = InfraError;

    fn try_from(row: EventRow) -> Result<Self, InfraError> {
        let date =
            NaiveDate::parse_from_str(&row.event_date, "%Y-%m-%d").map_err(InfraError::new)?;
        let time = row
            .event_time
            .map(|t| NaiveTime::parse_from_str(&t, "%H:%M"))
            .transpose()
            .map_err(InfraError::new)?;
        Ok(TavernEvent {
            id: TavernEventId(row.id),
            title: row.title,
            description: row.description,
            date,
            time,
            created_by: UserId(row.created_by.unwrap_or_default()),
            created_at: row.created_at,
        })
    }
}

/// Rooms with the number of people inside each who were online since `active_since`.
fn select_rooms(active_since: DateTime<Utc>) -> SelectStatement {
    let room = [TavernRooms::Id, TavernRooms::Name, TavernRooms::Description];
    let mut query =
        select_as(TavernRooms::Table, "r", room.into_iter().chain([TavernRooms::MessageCount]));
    query.expr_as(Func::count(col("u", Users::Id)), Alias::new("active_users"));
    let presence = (TavernPresence::Table, "p");
    join_by(&mut query, LeftJoin, presence, TavernPresence::RoomId, at("r", TavernRooms::Id), None);
    join_active_user(&mut query, LeftJoin, active_since);
    let grouped = room.into_iter().chain([TavernRooms::MessageCount, TavernRooms::Position]);
    query
        .group_by_columns(grouped.map(|c| at("r", c)))
        .order_by(at("r", TavernRooms::Position), Order::Asc)
        .order_by(at("r", TavernRooms::Id), Order::Asc);
    query
}

/// Joins, as `u`, the account of the presence `p` when it was online since `active_since`.
fn join_active_user(query: &mut SelectStatement, join: JoinType, active_since: DateTime<Utc>) {
    let online = col("u", Users::LastSeenAt).gte(active_since);
    let user = at("p", TavernPresence::UserId);
    join_by(query, join, (Users::Table, "u"), Users::Id, user, Some(online));
}

/// A presence with the current avatar of the character it names.
fn select_presence() -> SelectStatement {
    let mut query = select_as(
        TavernPresence::Table,
        "p",
        [
            TavernPresence::UserId,
            TavernPresence::RoomId,
            TavernPresence::CharacterType,
            TavernPresence::CharacterId,
            TavernPresence::CharacterName,
            TavernPresence::EnteredAt,
        ],
    );
    query.expr_as(col("a", Characters::Avatar), Alias::new("character_avatar"));
    let character = at("p", TavernPresence::CharacterId);
    join_by(&mut query, LeftJoin, (Characters::Table, "a"), Characters::Id, character, None);
    query
}

fn select_messages() -> SelectStatement {
    select_spoken(TavernMessages::Table, TavernMessages::Id, TavernMessages::RoomId)
}

/// The columns a new event is written with.
const EVENT_FIELDS: [TavernEvents; 6] = [
    TavernEvents::Title,
    TavernEvents::Description,
    TavernEvents::EventDate,
    TavernEvents::EventTime,
    TavernEvents::CreatedBy,
    TavernEvents::CreatedAt,
];

fn select_events() -> SelectStatement {
    Query::select()
        .columns([TavernEvents::Id].into_iter().chain(EVENT_FIELDS))
        .from(TavernEvents::Table)
        .to_owned()
}

impl SqlTavern {
    /// Holds the author's presence row until the transaction ends (`FOR UPDATE` on PostgreSQL;
    /// SQLite's one writer already serialises writes) and answers the room they are in.
    async fn hold_presence(tx: &mut Tx, user: UserId) -> Result<Option<Option<i64>>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct RoomOf {
            room_id: Option<i64>,
        }
        let presence = (TavernPresence::Table, TavernPresence::RoomId);
        let row: Option<RoomOf> = hold_row(tx, presence, TavernPresence::UserId, user.0).await?;
        Ok(row.map(|r| r.room_id))
    }
}

#[async_trait::async_trait]
impl TavernRepository for SqlTavern {
    #[tracing::instrument(name = "SqlTavern::rooms", level = "debug", skip_all)]
    async fn rooms(&self, active_since: DateTime<Utc>) -> Result<Vec<Room>, InfraError> {
        let rows: Vec<RoomRow> = self.db.fetch_all(&select_rooms(active_since)).await?;
        Ok(rows.into_iter().map(Room::from).collect())
    }

    #[tracing::instrument(name = "SqlTavern::room", level = "debug", skip_all)]
    async fn room(
        &self,
        id: RoomId,
        active_since: DateTime<Utc>,
    ) -> Result<Option<Room>, InfraError> {
        let query =
            select_rooms(active_since).and_where(col("r", TavernRooms::Id).eq(id.0)).to_owned();
        let row: Option<RoomRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Room::from))
    }

    #[tracing::instrument(name = "SqlTavern::presence", level = "debug", skip_all)]
    async fn presence(&self, user: UserId) -> Result<Option<Presence>, InfraError> {
        let query =
            select_presence().and_where(col("p", TavernPresence::UserId).eq(user.0)).to_owned();
        let row: Option<PresenceRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Presence::from))
    }

    #[tracing::instrument(name = "SqlTavern::enter", level = "debug", skip_all)]
    async fn enter(
        &self,
        user: UserId,
        character: &SessionCharacter,
        at: DateTime<Utc>,
    ) -> Result<Presence, InfraError> {
        let (kind, character_id) = stored_character(character);
        self.db
            .execute(
                Query::insert()
                    .into_table(TavernPresence::Table)
                    .columns([
                        TavernPresence::UserId,
                        TavernPresence::CharacterType,
                        TavernPresence::CharacterId,
                        TavernPresence::CharacterName,
                        TavernPresence::EnteredAt,
                    ])
                    .values_panic([
                        user.0.into(),
                        kind.into(),
                        character_id.into(),
                        character.name.as_str().into(),
                        at.into(),
                    ])
                    .on_conflict(
                        OnConflict::column(TavernPresence::UserId)
                            .update_columns([
                                TavernPresence::CharacterType,
                                TavernPresence::CharacterId,
                                TavernPresence::CharacterName,
                            ])
                            .to_owned(),
                    ),
            )
            .await?;
        self.presence(user).await?.ok_or_else(|| InfraError::new("presence vanished"))
    }

    #[tracing::instrument(name = "SqlTavern::move_to", level = "debug", skip_all)]
    async fn move_to(&self, user: UserId, room: RoomId) -> Result<bool, InfraError> {
        let values = vec![(TavernPresence::RoomId, room.0.into())];
        update_row(&self.db, TavernPresence::Table, TavernPresence::UserId, user.0, values).await
    }

    #[tracing::instrument(name = "SqlTavern::set_character", level = "debug", skip_all)]
    async fn set_character(
        &self,
        user: UserId,
        character: &SessionCharacter,
    ) -> Result<bool, InfraError> {
        let (kind, character_id) = stored_character(character);
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(TavernPresence::Table)
                    .value(TavernPresence::CharacterType, kind)
                    .value(TavernPresence::CharacterId, character_id)
                    .value(TavernPresence::CharacterName, character.name.as_str())
                    .and_where(Expr::col(TavernPresence::UserId).eq(user.0)),
            )
            .await?;
        Ok(rows > 0)
    }

    #[tracing::instrument(name = "SqlTavern::leave", level = "debug", skip_all)]
    async fn leave(&self, user: UserId) -> Result<Option<RoomId>, InfraError> {
        let mut tx = self.db.begin().await?;
        let held = Self::hold_presence(&mut tx, user).await?;
        tx.execute(
            Query::delete()
                .from_table(TavernPresence::Table)
                .and_where(Expr::col(TavernPresence::UserId).eq(user.0)),
        )
        .await?;
        tx.commit().await?;
        Ok(held.flatten().map(RoomId))
    }

    #[tracing::instrument(name = "SqlTavern::messages", level = "debug", skip_all)]
    async fn messages(
        &self,
        room: RoomId,
        page: MessagePage,
    ) -> Result<Vec<TavernMessage>, InfraError> {
        let query = select_messages()
            .and_where(col("m", TavernMessages::RoomId).eq(room.0))
            .order_by((Alias::new("m"), TavernMessages::Id), Order::Desc)
            .limit(u64::from(page.limit))
            .offset(page.offset())
            .to_owned();
        let rows: Vec<MessageRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().rev().map(TavernMessage::from).collect())
    }

    #[tracing::instrument(name = "SqlTavern::message", level = "debug", skip_all)]
    async fn message(&self, id: TavernMessageId) -> Result<Option<TavernMessage>, InfraError> {
        let query = select_messages().and_where(col("m", TavernMessages::Id).eq(id.0)).to_owned();
        let row: Option<MessageRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(TavernMessage::from))
    }

    #[tracing::instrument(name = "SqlTavern::post", level = "debug", skip_all)]
    async fn post(&self, message: NewTavernMessage) -> Result<TavernMessage, TavernError> {
        let mut tx = self.db.begin().await?;
        match Self::hold_presence(&mut tx, message.author).await? {
            None => return Err(TavernError::NotInside),
            Some(None) => return Err(TavernError::NoRoom),
            Some(Some(room)) if room != message.room.0 => return Err(TavernError::OtherRoom),
            Some(Some(_)) => {}
        }
        let spoken = SpokenMessage {
            place: message.room.0,
            author: message.author,
            body: &message.body,
            character: &message.character,
            at: message.at,
        };
        let table = (TavernMessages::Table, TavernMessages::Id, TavernMessages::RoomId);
        let id = insert_spoken(&mut tx, table, spoken).await?;
        tx.execute(
            Query::update()
                .table(TavernRooms::Table)
                .value(TavernRooms::MessageCount, Expr::col(TavernRooms::MessageCount).add(1))
                .and_where(Expr::col(TavernRooms::Id).eq(message.room.0)),
        )
        .await
        .map_err(InfraError::from)?;
        super::notifications::deliver(&mut tx, &message.notices).await?;
        tx.commit().await?;
        Ok(self
            .message(TavernMessageId(id))
            .await?
            .ok_or_else(|| InfraError::new("posted message vanished"))?)
    }

    #[tracing::instrument(name = "SqlTavern::participants", level = "debug", skip_all)]
    async fn participants(
        &self,
        active_since: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<TavernParticipant>, InfraError> {
        let mut query = select_presence();
        query
            .expr_as(col("main", Characters::Name), Alias::new("name"))
            .expr_as(col("r", TavernRooms::Name), Alias::new("room_name"));
        join_active_user(&mut query, JoinType::InnerJoin, active_since);
        let room = at("p", TavernPresence::RoomId);
        join_by(&mut query, LeftJoin, (TavernRooms::Table, "r"), TavernRooms::Id, room, None);
        query
            .order_by(at("p", TavernPresence::CharacterName), Order::Asc)
            .order_by(at("p", TavernPresence::UserId), Order::Asc)
            .limit(u64::from(limit));
        join_main_character(&mut query, LeftJoin, "main", at("p", TavernPresence::UserId));
        let rows: Vec<ParticipantRow> = self.db.fetch_all(&query).await?;
        Ok(rows
            .into_iter()
            .map(|row| TavernParticipant {
                user: UserId(row.user_id),
                name: name_or_unknown(row.name),
                room: row.room_id.map(RoomId),
                room_name: row.room_name,
                character: stored_speaker(
                    &row.character_type,
                    row.character_id,
                    row.character_name,
                    row.character_avatar,
                ),
            })
            .collect())
    }

    #[tracing::instrument(name = "SqlTavern::events", level = "debug", skip_all)]
    async fn events(&self, from: NaiveDate, limit: u32) -> Result<Vec<TavernEvent>, InfraError> {
        let query = select_events()
            .and_where(Expr::col(TavernEvents::EventDate).gte(from.format("%Y-%m-%d").to_string()))
            .order_by(TavernEvents::EventDate, Order::Asc)
            .order_by(TavernEvents::EventTime, Order::Asc)
            .order_by(TavernEvents::Id, Order::Asc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<EventRow> = self.db.fetch_all(&query).await?;
        rows.into_iter().map(TavernEvent::try_from).collect()
    }

    #[tracing::instrument(name = "SqlTavern::all_events", level = "debug", skip_all)]
    async fn all_events(
        &self,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<TavernEvent>, InfraError> {
        let query = select_events()
            .order_by(TavernEvents::EventDate, Order::Desc)
            .order_by(TavernEvents::EventTime, Order::Desc)
            .order_by(TavernEvents::Id, Order::Desc)
            .limit(u64::from(page.limit))
            .offset(u64::from(page.offset))
            .to_owned();
        let rows: Vec<EventRow> = self.db.fetch_all(&query).await?;
        let total = self.db.count(Query::select().from(TavernEvents::Table).to_owned()).await?;
        Ok(Page {
            rows: rows.into_iter().map(TavernEvent::try_from).collect::<Result<_, _>>()?,
            total,
        })
    }

    #[tracing::instrument(name = "SqlTavern::add_event", level = "debug", skip_all)]
    async fn add_event(
        &self,
        event: NewTavernEvent,
        by: UserId,
        at: DateTime<Utc>,
    ) -> Result<TavernEvent, InfraError> {
        let mut tx = self.db.begin().await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(TavernEvents::Table)
                    .columns(EVENT_FIELDS)
                    .values_panic([
                        event.title.as_str().into(),
                        event.description.as_str().into(),
                        event.date.format("%Y-%m-%d").to_string().into(),
                        event.time.map(|t| t.format("%H:%M").to_string()).into(),
                        by.0.into(),
                        at.into(),
                    ])
                    .returning_col(TavernEvents::Id),
            )
            .await?;
        tx.commit().await?;
        let query = select_events().and_where(Expr::col(TavernEvents::Id).eq(id)).to_owned();
        let row: Option<EventRow> = self.db.fetch_optional(&query).await?;
        row.ok_or_else(|| InfraError::new("added event vanished"))?.try_into()
    }

    #[tracing::instrument(name = "SqlTavern::delete_event", level = "debug", skip_all)]
    async fn delete_event(&self, id: TavernEventId) -> Result<bool, InfraError> {
        delete_row(&self.db, TavernEvents::Table, TavernEvents::Id, id.0).await
    }

    #[tracing::instrument(name = "SqlTavern::add_room", level = "debug", skip_all)]
    async fn add_room(&self, room: RoomForm) -> Result<RoomId, InfraError> {
        let mut tx = self.db.begin().await?;
        let next_position = Query::select()
            .expr(Func::coalesce([
                Func::max(Expr::col(TavernRooms::Position)).into(),
                Expr::val(0i64),
            ]))
            .from(TavernRooms::Table)
            .to_owned();
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(TavernRooms::Table)
                    .columns([TavernRooms::Name, TavernRooms::Description, TavernRooms::Position])
                    .values_panic([
                        room.name.as_str().into(),
                        room.description.as_str().into(),
                        Expr::SubQuery(None, Box::new(next_position.into_sub_query_statement()))
                            .add(1),
                    ])
                    .returning_col(TavernRooms::Id),
            )
            .await?;
        tx.commit().await?;
        Ok(RoomId(id))
    }

    #[tracing::instrument(name = "SqlTavern::update_room", level = "debug", skip_all)]
    async fn update_room(&self, id: RoomId, room: RoomForm) -> Result<bool, InfraError> {
        let values = vec![
            (TavernRooms::Name, room.name.as_str().into()),
            (TavernRooms::Description, room.description.as_str().into()),
        ];
        update_row(&self.db, TavernRooms::Table, TavernRooms::Id, id.0, values).await
    }

    #[tracing::instrument(name = "SqlTavern::delete_room", level = "debug", skip_all)]
    async fn delete_room(&self, id: RoomId) -> Result<bool, InfraError> {
        delete_row(&self.db, TavernRooms::Table, TavernRooms::Id, id.0).await
    }
}
