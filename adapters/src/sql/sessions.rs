use std::collections::HashMap;

use chrono::{DateTime, Utc};
use mrok_core::characters::CharacterId;
use mrok_core::notifications::Notices;
use mrok_core::sessions::{
    LastMessage, MembersAdded, MessageEdit, MessageId, MessageWindow, NewMessage, NewSession,
    Participant, SessionCharacter, SessionError, SessionId, SessionKind, SessionListFilter,
    SessionMessage, SessionRepository, SessionSummary, UnreadSession,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::JoinType::LeftJoin;
use sea_query::{
    Alias, Asterisk, Cond, Expr, ExprTrait, Func, JoinType, Order, Query, SelectStatement,
};

use super::db::IdRow;
use super::main_character::{is_main, join_main_character};
use super::notifications::deliver;
use super::rows::hold_row;
use super::select::{at, col, join_by, select_as};
use super::speakers::{
    SpokenMessage, character_type, insert_spoken, name_or_unknown, select_spoken, stored_character,
};
use super::tables::{Characters, RpMembers, RpMessages, RpSessions, Spoken, Users};
use super::{Db, Tx};

/// Sessions in `rp_sessions`, `rp_members` and `rp_messages`. A list is two statements
/// whatever its length: the sessions with the viewer's marker and last message, then the
/// participants of all of them.
#[derive(Clone, Debug)]
pub struct SqlSessions {
    db: Db,
}

impl SqlSessions {
    pub fn new(db: Db) -> Self {
        SqlSessions { db }
    }
}

#[derive(sqlx::FromRow)]
struct SessionRow {
    id: i64,
    kind: String,
    title: String,
    owner_id: i64,
    closed: bool,
    created_at: DateTime<Utc>,
    last_activity: DateTime<Utc>,
    message_count: i64,
    owner_name: Option<String>,
    last_author_id: Option<i64>,
    last_author_name: Option<String>,
    last_character_name: Option<String>,
    last_character_type: Option<String>,
    member_id: Option<i64>,
    seen_at: Option<DateTime<Utc>>,
}

#[derive(sqlx::FromRow)]
struct MemberRow {
    session_id: i64,
    user_id: i64,
    name: Option<String>,
    avatar: Option<String>,
    main_id: Option<i64>,
    character_type: Option<String>,
    character_id: Option<i64>,
    current_name: Option<String>,
    current_avatar: Option<String>,
}

#[derive(sqlx::FromRow)]
struct MessageRow {
    id: i64,
    session_id: i64,
    user_id: i64,
    author_name: Option<String>,
    body: String,
    character_type: String,
    character_id: Option<i64>,
    character_name: String,
    character_avatar: Option<String>,
    created_at: DateTime<Utc>,
    edited_at: Option<DateTime<Utc>>,
}

impl From<MemberRow> for Participant {
    fn from(row: MemberRow) -> Self {
        let current = match row.character_type.as_deref() {
            Some("narrator") => Some(SessionCharacter::narrator()),
            Some(kind) => row.current_name.map(|name| SessionCharacter {
                kind: character_type(kind),
                id: row.character_id.map(CharacterId),
                name,
                avatar: row.current_avatar,
            }),
            None => None,
        };
        Participant {
            user: UserId(row.user_id),
            name: name_or_unknown(row.name),
            avatar: row.avatar,
            main_character: row.main_id.map(CharacterId),
            current,
        }
    }
}

impl From<MessageRow> for SessionMessage {
    fn from(row: MessageRow) -> Self {
        SessionMessage {
            id: MessageId(row.id),
            session: SessionId(row.session_id),
            author: UserId(row.user_id),
            author_name: name_or_unknown(row.author_name),
            body: row.body,
            character: SessionCharacter {
                kind: character_type(&row.character_type),
                id: row.character_id.map(CharacterId),
                name: row.character_name,
                avatar: row.character_avatar,
            },
            created_at: row.created_at,
            edited_at: row.edited_at,
        }
    }
}

impl SessionRow {
    fn into_summary(self, participants: Vec<Participant>) -> Result<SessionSummary, InfraError> {
        let kind = SessionKind::from_stored(&self.kind)
            .ok_or_else(|| InfraError::new(format!("unknown session kind {}", self.kind)))?;
        let last_message = match (self.last_author_id, self.last_character_type) {
            (Some(author), Some(kind)) => Some(LastMessage {
                author: UserId(author),
                author_name: name_or_unknown(self.last_author_name),
                character_name: self.last_character_name.unwrap_or_default(),
                character_type: character_type(&kind),
            }),
            _ => None,
        };
        Ok(SessionSummary {
            id: SessionId(self.id),
            kind,
            title: self.title,
            closed: self.closed,
            owner: UserId(self.owner_id),
            owner_name: name_or_unknown(self.owner_name),
            created_at: self.created_at,
            last_activity: self.last_activity,
            last_message,
            message_count: u64::try_from(self.message_count).unwrap_or_default(),
            is_participant: self.member_id.is_some(),
            seen_at: self.seen_at,
            participants,
        })
    }
}

/// The columns a new session is written with.
const SESSION_FIELDS: [RpSessions; 6] = [
    RpSessions::Kind,
    RpSessions::Title,
    RpSessions::OwnerId,
    RpSessions::Closed,
    RpSessions::CreatedAt,
    RpSessions::LastActivity,
];

/// Sessions with their owner's name, last message and `viewer`'s own membership row.
fn select_sessions(viewer: UserId) -> SelectStatement {
    let columns = [RpSessions::Id].into_iter().chain(SESSION_FIELDS);
    let mut query = select_as(RpSessions::Table, "s", columns.chain([RpSessions::MessageCount]));
    query
        .expr_as(col("oc", Characters::Name), Alias::new("owner_name"))
        .expr_as(col("lm", Spoken::UserId), Alias::new("last_author_id"))
        .expr_as(col("lc", Characters::Name), Alias::new("last_author_name"))
        .expr_as(col("lm", Spoken::CharacterName), Alias::new("last_character_name"))
        .expr_as(col("lm", Spoken::CharacterType), Alias::new("last_character_type"))
        .expr_as(col("me", RpMembers::UserId), Alias::new("member_id"))
        .expr_as(col("me", RpMembers::SeenAt), Alias::new("seen_at"));
    join_main_character(&mut query, LeftJoin, "oc", at("s", RpSessions::OwnerId));
    let last = at("s", RpSessions::LastMessageId);
    join_by(&mut query, LeftJoin, (RpMessages::Table, "lm"), RpMessages::Id, last, None);
    join_main_character(&mut query, LeftJoin, "lc", at("lm", Spoken::UserId));
    let own = Some(col("me", RpMembers::UserId).eq(viewer.0));
    let members = (RpMembers::Table, "me");
    join_by(&mut query, LeftJoin, members, RpMembers::SessionId, at("s", RpSessions::Id), own);
    query
}

/// Participants with their main character and the character they chose (if still theirs).
fn select_members() -> SelectStatement {
    let mut query = select_as(
        RpMembers::Table,
        "m",
        [RpMembers::SessionId, RpMembers::UserId, RpMembers::CharacterType, RpMembers::CharacterId],
    );
    query
        .expr_as(col("mc", Characters::Name), Alias::new("name"))
        .expr_as(col("mc", Characters::Avatar), Alias::new("avatar"))
        .expr_as(col("mc", Characters::Id), Alias::new("main_id"))
        .expr_as(col("cc", Characters::Name), Alias::new("current_name"))
        .expr_as(col("cc", Characters::Avatar), Alias::new("current_avatar"))
        .order_by(at("m", RpMembers::SessionId), Order::Asc)
        .order_by(at("m", RpMembers::JoinedAt), Order::Asc)
        .order_by(at("m", RpMembers::UserId), Order::Asc);
    join_main_character(&mut query, LeftJoin, "mc", at("m", RpMembers::UserId));
    let theirs = Some(col("cc", Characters::UserId).equals(at("m", RpMembers::UserId)));
    let chosen = at("m", RpMembers::CharacterId);
    join_by(&mut query, LeftJoin, (Characters::Table, "cc"), Characters::Id, chosen, theirs);
    query
}

/// Messages oldest first, with who speaks in them.
fn select_messages() -> SelectStatement {
    let mut query = select_spoken(RpMessages::Table, RpMessages::Id, RpMessages::SessionId);
    query.column(at("m", RpMessages::EditedAt)).order_by(at("m", RpMessages::Id), Order::Asc);
    query
}

/// The sessions a list holds, for `viewer`, without columns (to count them).
fn listed(filter: SessionListFilter, viewer: UserId) -> SelectStatement {
    let mut ids = Query::select()
        .from(RpSessions::Table)
        .and_where(Expr::col(RpSessions::Kind).eq(filter.kind.as_str()))
        .and_where(Expr::col(RpSessions::Closed).eq(filter.closed))
        .to_owned();
    if filter.only_participating {
        ids.and_where(
            Expr::col(RpSessions::Id).in_subquery(
                Query::select()
                    .column(RpMembers::SessionId)
                    .from(RpMembers::Table)
                    .and_where(Expr::col(RpMembers::UserId).eq(viewer.0))
                    .to_owned(),
            ),
        );
    }
    ids
}

impl SqlSessions {
    /// `limit` sessions of the filter's list from `offset`, most recently active first, each
    /// with its participants.
    async fn slice(
        &self,
        filter: SessionListFilter,
        viewer: UserId,
        offset: u64,
        limit: u32,
    ) -> Result<Vec<SessionSummary>, InfraError> {
        // The conditions on `s` itself, so that the list's index (kind, closed, last activity)
        // gives the slice in order and only its rows are joined.
        let mut sessions = select_sessions(viewer)
            .and_where(col("s", RpSessions::Kind).eq(filter.kind.as_str()))
            .and_where(col("s", RpSessions::Closed).eq(filter.closed))
            .order_by((Alias::new("s"), RpSessions::LastActivity), Order::Desc)
            .order_by((Alias::new("s"), RpSessions::Id), Order::Desc)
            .limit(u64::from(limit))
            .offset(offset)
            .to_owned();
        if filter.only_participating {
            // A player's few sessions, found from their memberships.
            sessions.and_where(
                col("s", RpSessions::Id).in_subquery(
                    Query::select()
                        .column(RpMembers::SessionId)
                        .from(RpMembers::Table)
                        .and_where(Expr::col(RpMembers::UserId).eq(viewer.0))
                        .to_owned(),
                ),
            );
        }
        let rows: Vec<SessionRow> = self.db.fetch_all(&sessions).await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let members =
            select_members().and_where(col("m", RpMembers::SessionId).is_in(ids)).to_owned();
        self.with_members(rows, members).await
    }

    async fn summaries(
        &self,
        sessions: SelectStatement,
        members: SelectStatement,
    ) -> Result<Vec<SessionSummary>, InfraError> {
        let rows: Vec<SessionRow> = self.db.fetch_all(&sessions).await?;
        self.with_members(rows, members).await
    }

    /// The session rows with the participants `members` selects (those of the rows at least).
    async fn with_members(
        &self,
        rows: Vec<SessionRow>,
        members: SelectStatement,
    ) -> Result<Vec<SessionSummary>, InfraError> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let member_rows: Vec<MemberRow> = self.db.fetch_all(&members).await?;
        let mut by_session: HashMap<i64, Vec<Participant>> = HashMap::new();
        for row in member_rows {
            by_session.entry(row.session_id).or_default().push(row.into());
        }
        rows.into_iter()
            .map(|row| {
                let participants = by_session.remove(&row.id).unwrap_or_default();
                row.into_summary(participants)
            })
            .collect()
    }

    async fn insert_message(tx: &mut Tx, message: &NewMessage) -> Result<i64, InfraError> {
        let spoken = SpokenMessage {
            place: message.session.0,
            author: message.author,
            body: message.body.as_str(),
            character: &message.character,
            at: message.at,
        };
        let table = (RpMessages::Table, RpMessages::Id, RpMessages::SessionId);
        let id = insert_spoken(tx, table, spoken).await?;
        tx.execute(
            Query::update()
                .table(RpSessions::Table)
                .value(RpSessions::LastActivity, message.at)
                .value(RpSessions::LastMessageId, id)
                .value(RpSessions::MessageCount, Expr::col(RpSessions::MessageCount).add(1))
                .and_where(Expr::col(RpSessions::Id).eq(message.session.0)),
        )
        .await?;
        Ok(id)
    }

    async fn insert_member(
        tx: &mut Tx,
        session: SessionId,
        user: UserId,
        at: DateTime<Utc>,
        seen_at: Option<DateTime<Utc>>,
        character: Option<&SessionCharacter>,
    ) -> Result<(), InfraError> {
        let (kind, id) = character.map(stored_character).unzip();
        tx.execute(
            Query::insert()
                .into_table(RpMembers::Table)
                .columns([
                    RpMembers::SessionId,
                    RpMembers::UserId,
                    RpMembers::JoinedAt,
                    RpMembers::SeenAt,
                    RpMembers::CharacterType,
                    RpMembers::CharacterId,
                ])
                .values_panic([
                    session.0.into(),
                    user.0.into(),
                    at.into(),
                    seen_at.into(),
                    kind.into(),
                    id.flatten().into(),
                ]),
        )
        .await?;
        Ok(())
    }

    /// Holds the session's row until the transaction ends; answers whether it is closed, or
    /// `None` when there is no such session. On PostgreSQL the row is locked (`FOR UPDATE`), so
    /// writes that hold it run one after another; SQLite's one writer connection already runs
    /// write transactions one at a time.
    async fn hold_session(tx: &mut Tx, session: SessionId) -> Result<Option<bool>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct OpenRow {
            closed: bool,
        }
        let session_row = (RpSessions::Table, RpSessions::Closed);
        let found: Option<OpenRow> = hold_row(tx, session_row, RpSessions::Id, session.0).await?;
        Ok(found.map(|row| row.closed))
    }

    /// Holds the session (see [`Self::hold_session`]) and checks that `user` may write in it
    /// now: it exists, they take part, it is open. A close or a removal therefore either waits
    /// for the write or is seen by it.
    async fn hold_writable(
        tx: &mut Tx,
        session: SessionId,
        user: UserId,
    ) -> Result<(), SessionError> {
        let Some(closed) = Self::hold_session(tx, session).await? else {
            return Err(SessionError::NotFound);
        };
        let member: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(Expr::col(RpMembers::UserId), Alias::new("id"))
                    .from(RpMembers::Table)
                    .cond_where(Self::member(session, user)),
            )
            .await
            .map_err(InfraError::from)?;
        if member.is_none() {
            Err(SessionError::WriteForbidden)
        } else if closed {
            Err(SessionError::Closed)
        } else {
            Ok(())
        }
    }

    fn member(session: SessionId, user: UserId) -> Cond {
        Cond::all()
            .add(Expr::col(RpMembers::SessionId).eq(session.0))
            .add(Expr::col(RpMembers::UserId).eq(user.0))
    }
}

#[async_trait::async_trait]
impl SessionRepository for SqlSessions {
    #[tracing::instrument(name = "SqlSessions::list", level = "debug", skip_all)]
    async fn list(
        &self,
        filter: SessionListFilter,
        viewer: UserId,
        limit: u32,
    ) -> Result<Vec<SessionSummary>, InfraError> {
        self.slice(filter, viewer, 0, limit).await
    }

    #[tracing::instrument(name = "SqlSessions::list_page", level = "debug", skip_all)]
    async fn list_page(
        &self,
        filter: SessionListFilter,
        viewer: UserId,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<SessionSummary>, u64), InfraError> {
        let total = self.db.count(listed(filter, viewer)).await?;
        if offset >= total {
            return Ok((Vec::new(), total));
        }
        Ok((self.slice(filter, viewer, offset, limit).await?, total))
    }

    #[tracing::instrument(name = "SqlSessions::unread", level = "debug", skip_all)]
    async fn unread(&self, viewer: UserId, limit: u32) -> Result<Vec<UnreadSession>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct UnreadRow {
            id: i64,
            kind: String,
            last_activity: DateTime<Utc>,
        }
        let rows: Vec<UnreadRow> =
            self.db
                .fetch_all(
                    Query::select()
                        .columns(
                            [RpSessions::Id, RpSessions::Kind, RpSessions::LastActivity]
                                .map(|c| (Alias::new("s"), c)),
                        )
                        .from_as(RpMembers::Table, Alias::new("me"))
                        .join_as(
                            JoinType::InnerJoin,
                            RpSessions::Table,
                            Alias::new("s"),
                            col("s", RpSessions::Id)
                                .equals((Alias::new("me"), RpMembers::SessionId)),
                        )
                        .and_where(col("me", RpMembers::UserId).eq(viewer.0))
                        .and_where(col("s", RpSessions::Closed).eq(false))
                        .cond_where(Cond::any().add(col("me", RpMembers::SeenAt).is_null()).add(
                            col("me", RpMembers::SeenAt).lt(col("s", RpSessions::LastActivity)),
                        ))
                        .order_by((Alias::new("s"), RpSessions::LastActivity), Order::Desc)
                        .limit(u64::from(limit)),
                )
                .await?;
        rows.into_iter()
            .map(|row| {
                let kind = SessionKind::from_stored(&row.kind)
                    .ok_or_else(|| InfraError::new(format!("unknown session kind {}", row.kind)))?;
                Ok(UnreadSession { id: SessionId(row.id), kind, last_activity: row.last_activity })
            })
            .collect()
    }

    #[tracing::instrument(name = "SqlSessions::find", level = "debug", skip_all)]
    async fn find(
        &self,
        id: SessionId,
        viewer: UserId,
    ) -> Result<Option<SessionSummary>, InfraError> {
        let sessions =
            select_sessions(viewer).and_where(col("s", RpSessions::Id).eq(id.0)).to_owned();
        let members =
            select_members().and_where(col("m", RpMembers::SessionId).eq(id.0)).to_owned();
        Ok(self.summaries(sessions, members).await?.pop())
    }

    #[tracing::instrument(name = "SqlSessions::existing_users", level = "debug", skip_all)]
    async fn existing_users(&self, users: &[UserId]) -> Result<Vec<UserId>, InfraError> {
        // Players: activated accounts with a main character (as `GET /api/users/{id}` finds).
        let rows: Vec<IdRow> = self
            .db
            .fetch_all(
                Query::select()
                    .column((Users::Table, Users::Id))
                    .from(Users::Table)
                    .inner_join(
                        Characters::Table,
                        Expr::col((Characters::Table, Characters::UserId))
                            .equals((Users::Table, Users::Id))
                            .and(is_main(Characters::Table)),
                    )
                    .and_where(Expr::col((Users::Table, Users::ActivatedAt)).is_not_null())
                    .and_where(
                        Expr::col((Users::Table, Users::Id)).is_in(users.iter().map(|u| u.0)),
                    ),
            )
            .await?;
        Ok(rows.into_iter().map(|r| UserId(r.id)).collect())
    }

    #[tracing::instrument(name = "SqlSessions::create", level = "debug", skip_all)]
    async fn create(&self, session: NewSession) -> Result<SessionId, InfraError> {
        let mut tx = self.db.begin().await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(RpSessions::Table)
                    .columns(SESSION_FIELDS)
                    .values_panic([
                        session.kind.as_str().into(),
                        session.title.as_str().into(),
                        session.owner.0.into(),
                        false.into(),
                        session.at.into(),
                        session.at.into(),
                    ])
                    .returning_col(RpSessions::Id),
            )
            .await?;
        let id = SessionId(id);
        let (owner, at) = (session.owner, session.at);
        Self::insert_member(&mut tx, id, owner, at, Some(at), Some(&session.owner_character))
            .await?;
        for member in &session.members {
            Self::insert_member(&mut tx, id, *member, at, None, None).await?;
        }
        if let Some(body) = session.first_message {
            let message = NewMessage {
                session: id,
                author: owner,
                body,
                character: session.owner_character,
                make_current: false,
                at,
                notices: Notices::none(),
            };
            Self::insert_message(&mut tx, &message).await?;
        }
        deliver(&mut tx, &session.notices.with_new_id(id.0)).await?;
        tx.commit().await?;
        Ok(id)
    }

    #[tracing::instrument(name = "SqlSessions::messages", level = "debug", skip_all)]
    async fn messages(
        &self,
        session: SessionId,
        window: MessageWindow,
    ) -> Result<Vec<SessionMessage>, InfraError> {
        let query = select_messages()
            .and_where(col("m", RpMessages::SessionId).eq(session.0))
            .limit(window.limit)
            .offset(window.offset)
            .to_owned();
        let rows: Vec<MessageRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(SessionMessage::from).collect())
    }

    #[tracing::instrument(name = "SqlSessions::message", level = "debug", skip_all)]
    async fn message(
        &self,
        session: SessionId,
        id: MessageId,
    ) -> Result<Option<SessionMessage>, InfraError> {
        let row: Option<MessageRow> = self
            .db
            .fetch_optional(
                select_messages()
                    .and_where(col("m", RpMessages::SessionId).eq(session.0))
                    .and_where(col("m", RpMessages::Id).eq(id.0)),
            )
            .await?;
        Ok(row.map(SessionMessage::from))
    }

    #[tracing::instrument(name = "SqlSessions::post", level = "debug", skip_all)]
    async fn post(&self, message: NewMessage) -> Result<SessionMessage, SessionError> {
        let mut tx = self.db.begin().await?;
        Self::hold_writable(&mut tx, message.session, message.author).await?;
        let id = Self::insert_message(&mut tx, &message).await?;
        let mut member = Query::update()
            .table(RpMembers::Table)
            .value(RpMembers::SeenAt, message.at)
            .cond_where(Self::member(message.session, message.author))
            .to_owned();
        if message.make_current {
            let (kind, character_id) = stored_character(&message.character);
            member
                .value(RpMembers::CharacterType, kind)
                .value(RpMembers::CharacterId, character_id);
        }
        tx.execute(&member).await.map_err(InfraError::from)?;
        deliver(&mut tx, &message.notices).await?;
        tx.commit().await?;
        Ok(self
            .message(message.session, MessageId(id))
            .await?
            .ok_or_else(|| InfraError::new("posted message vanished"))?)
    }

    #[tracing::instrument(name = "SqlSessions::edit", level = "debug", skip_all)]
    async fn edit(&self, edit: MessageEdit) -> Result<SessionMessage, SessionError> {
        let mut tx = self.db.begin().await?;
        let author: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(Expr::col(Spoken::UserId), Alias::new("id"))
                    .from(RpMessages::Table)
                    .and_where(Expr::col(RpMessages::SessionId).eq(edit.session.0))
                    .and_where(Expr::col(RpMessages::Id).eq(edit.id.0)),
            )
            .await
            .map_err(InfraError::from)?;
        match author {
            None => return Err(SessionError::MessageNotFound),
            Some(author) if author.id != edit.author.0 => return Err(SessionError::NotAuthor),
            Some(_) => {}
        }
        Self::hold_writable(&mut tx, edit.session, edit.author).await?;
        tx.execute(
            Query::update()
                .table(RpMessages::Table)
                .value(Spoken::Body, edit.body.into_string())
                .value(RpMessages::EditedAt, edit.at)
                .and_where(Expr::col(RpMessages::SessionId).eq(edit.session.0))
                .and_where(Expr::col(RpMessages::Id).eq(edit.id.0)),
        )
        .await
        .map_err(InfraError::from)?;
        tx.commit().await?;
        self.message(edit.session, edit.id).await?.ok_or(SessionError::MessageNotFound)
    }

    #[tracing::instrument(name = "SqlSessions::set_closed", level = "debug", skip_all)]
    async fn set_closed(&self, session: SessionId, closed: bool) -> Result<(), InfraError> {
        self.db
            .execute(
                Query::update()
                    .table(RpSessions::Table)
                    .value(RpSessions::Closed, closed)
                    .and_where(Expr::col(RpSessions::Id).eq(session.0)),
            )
            .await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlSessions::add_members", level = "debug", skip_all)]
    async fn add_members(
        &self,
        session: SessionId,
        users: &[UserId],
        most: usize,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<MembersAdded, InfraError> {
        #[derive(sqlx::FromRow)]
        struct Counted {
            n: i64,
        }
        let mut tx = self.db.begin().await?;
        Self::hold_session(&mut tx, session).await?;
        let members = |of: Cond| {
            Query::select()
                .expr_as(Func::count(Expr::col(Asterisk)), Alias::new("n"))
                .from(RpMembers::Table)
                .cond_where(of)
                .to_owned()
        };
        let in_session = || Cond::all().add(Expr::col(RpMembers::SessionId).eq(session.0));
        let among =
            in_session().add(Expr::col(RpMembers::UserId).is_in(users.iter().map(|user| user.0)));
        let already: Option<Counted> = tx.fetch_optional(&members(among)).await?;
        if already.is_some_and(|found| found.n > 0) {
            return Ok(MembersAdded::AlreadyParticipant);
        }
        let now: Option<Counted> = tx.fetch_optional(&members(in_session())).await?;
        let now = now.map_or(0, |found| usize::try_from(found.n).unwrap_or(usize::MAX));
        if now.saturating_add(users.len()) > most {
            return Ok(MembersAdded::TooMany);
        }
        for user in users {
            Self::insert_member(&mut tx, session, *user, at, None, None).await?;
        }
        deliver(&mut tx, notices).await?;
        tx.commit().await?;
        Ok(MembersAdded::Added)
    }

    #[tracing::instrument(name = "SqlSessions::remove_member", level = "debug", skip_all)]
    async fn remove_member(&self, session: SessionId, user: UserId) -> Result<(), InfraError> {
        let mut tx = self.db.begin().await?;
        // After any post holding the session: a removed player's message is in, or refused.
        Self::hold_session(&mut tx, session).await?;
        tx.execute(
            Query::delete().from_table(RpMembers::Table).cond_where(Self::member(session, user)),
        )
        .await?;
        tx.commit().await
    }

    #[tracing::instrument(name = "SqlSessions::mark_seen", level = "debug", skip_all)]
    async fn mark_seen(
        &self,
        session: SessionId,
        user: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError> {
        self.db
            .execute(
                Query::update()
                    .table(RpMembers::Table)
                    .value(RpMembers::SeenAt, at)
                    .cond_where(Self::member(session, user))
                    // Never back: two tabs marking at once keep the later marker.
                    .cond_where(
                        Cond::any()
                            .add(Expr::col(RpMembers::SeenAt).is_null())
                            .add(Expr::col(RpMembers::SeenAt).lt(at)),
                    ),
            )
            .await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlSessions::set_character", level = "debug", skip_all)]
    async fn set_character(
        &self,
        session: SessionId,
        user: UserId,
        character: &SessionCharacter,
    ) -> Result<(), InfraError> {
        let (kind, id) = stored_character(character);
        self.db
            .execute(
                Query::update()
                    .table(RpMembers::Table)
                    .value(RpMembers::CharacterType, kind)
                    .value(RpMembers::CharacterId, id)
                    .cond_where(Self::member(session, user)),
            )
            .await?;
        Ok(())
    }
}
