use chrono::{DateTime, Utc};
use mrok_core::conversations::{
    Conversation, ConversationError, ConversationId, ConversationRepository, MessageWindow,
    NewConversation, PrivateMessage, PrivateMessageId, Started,
};
use mrok_core::notifications::Notices;
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Alias, Cond, Expr, ExprTrait, JoinType, LockType, Order, Query, SelectStatement};

use super::db::IdRow;
use super::main_character::join_main_character;
use super::notifications::deliver;
use super::rows::hold_row;
use super::select::col;
use super::tables::{Characters, ConversationMembers, Conversations, PrivateMessages, Users};
use super::{Db, Tx};

/// Conversations in `conversations`, their two members in `conversation_members` (seen and left
/// markers), messages in `private_messages`. A player's list reads by the members' `(user_id,
/// conversation_id)` index; a conversation's messages by `(conversation_id, id)`.
#[derive(Clone, Debug)]
pub struct SqlConversations {
    db: Db,
}

impl SqlConversations {
    pub fn new(db: Db) -> Self {
        SqlConversations { db }
    }
}

#[derive(sqlx::FromRow)]
struct ConversationRow {
    id: i64,
    subject: String,
    created_at: DateTime<Utc>,
    last_activity: DateTime<Utc>,
    seen_at: Option<DateTime<Utc>>,
    other_user: i64,
    other_name: Option<String>,
    other_left_at: Option<DateTime<Utc>>,
}

impl From<ConversationRow> for Conversation {
    fn from(row: ConversationRow) -> Self {
        Conversation {
            id: ConversationId(row.id),
            subject: row.subject,
            created_at: row.created_at,
            last_activity: row.last_activity,
            seen_at: row.seen_at,
            other_user: UserId(row.other_user),
            other_name: row.other_name,
            other_left: row.other_left_at.is_some(),
        }
    }
}

#[derive(sqlx::FromRow)]
struct MessageRow {
    id: i64,
    conversation_id: i64,
    sender_id: i64,
    sender_name: Option<String>,
    body: String,
    created_at: DateTime<Utc>,
}

impl From<MessageRow> for PrivateMessage {
    fn from(row: MessageRow) -> Self {
        PrivateMessage {
            id: PrivateMessageId(row.id),
            conversation: ConversationId(row.conversation_id),
            sender: UserId(row.sender_id),
            sender_name: row.sender_name,
            body: row.body,
            created_at: row.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct MembersRow {
    me_left_at: Option<DateTime<Utc>>,
    other_left_at: Option<DateTime<Utc>>,
}

/// The conversations `member` has not left, as they see them (the other member's name and
/// whether they left).
fn select_conversations(member: UserId) -> SelectStatement {
    let mut query = Query::select();
    query
        .expr_as(col("c", Conversations::Id), Alias::new("id"))
        .expr_as(col("c", Conversations::Subject), Alias::new("subject"))
        .expr_as(col("c", Conversations::CreatedAt), Alias::new("created_at"))
        .expr_as(col("c", Conversations::LastActivity), Alias::new("last_activity"))
        .expr_as(col("me", ConversationMembers::SeenAt), Alias::new("seen_at"))
        .expr_as(col("o", ConversationMembers::UserId), Alias::new("other_user"))
        .expr_as(col("ch", Characters::Name), Alias::new("other_name"))
        .expr_as(col("o", ConversationMembers::LeftAt), Alias::new("other_left_at"))
        .from_as(ConversationMembers::Table, Alias::new("me"))
        .join_as(
            JoinType::InnerJoin,
            Conversations::Table,
            Alias::new("c"),
            col("c", Conversations::Id)
                .equals((Alias::new("me"), ConversationMembers::ConversationId)),
        )
        .join_as(
            JoinType::InnerJoin,
            ConversationMembers::Table,
            Alias::new("o"),
            col("o", ConversationMembers::ConversationId)
                .equals((Alias::new("c"), Conversations::Id))
                .and(col("o", ConversationMembers::UserId).ne(member.0)),
        )
        .and_where(col("me", ConversationMembers::UserId).eq(member.0))
        .and_where(col("me", ConversationMembers::LeftAt).is_null());
    join_main_character(
        &mut query,
        JoinType::LeftJoin,
        "ch",
        (Alias::new("o"), ConversationMembers::UserId),
    );
    query
}

fn select_messages() -> SelectStatement {
    let mut query = Query::select();
    query
        .expr_as(col("m", PrivateMessages::Id), Alias::new("id"))
        .expr_as(col("m", PrivateMessages::ConversationId), Alias::new("conversation_id"))
        .expr_as(col("m", PrivateMessages::SenderId), Alias::new("sender_id"))
        .expr_as(col("ch", Characters::Name), Alias::new("sender_name"))
        .expr_as(col("m", PrivateMessages::Body), Alias::new("body"))
        .expr_as(col("m", PrivateMessages::CreatedAt), Alias::new("created_at"))
        .from_as(PrivateMessages::Table, Alias::new("m"));
    join_main_character(
        &mut query,
        JoinType::LeftJoin,
        "ch",
        (Alias::new("m"), PrivateMessages::SenderId),
    );
    query
}

impl SqlConversations {
    /// Adds a message to a conversation and moves its activity and the sender's seen marker.
    async fn add_message(
        tx: &mut Tx,
        id: ConversationId,
        sender: UserId,
        body: &str,
        at: DateTime<Utc>,
    ) -> Result<PrivateMessageId, InfraError> {
        let message = tx
            .insert_id(
                Query::insert()
                    .into_table(PrivateMessages::Table)
                    .columns([
                        PrivateMessages::ConversationId,
                        PrivateMessages::SenderId,
                        PrivateMessages::Body,
                        PrivateMessages::CreatedAt,
                    ])
                    .values_panic([id.0.into(), sender.0.into(), body.into(), at.into()])
                    .returning_col(PrivateMessages::Id),
            )
            .await?;
        tx.execute(
            Query::update()
                .table(Conversations::Table)
                .value(Conversations::LastActivity, at)
                .and_where(Expr::col(Conversations::Id).eq(id.0)),
        )
        .await?;
        tx.execute(
            Query::update()
                .table(ConversationMembers::Table)
                .value(ConversationMembers::SeenAt, at)
                .and_where(Expr::col(ConversationMembers::ConversationId).eq(id.0))
                .and_where(Expr::col(ConversationMembers::UserId).eq(sender.0)),
        )
        .await?;
        Ok(PrivateMessageId(message))
    }
}

#[async_trait::async_trait]
impl ConversationRepository for SqlConversations {
    #[tracing::instrument(name = "SqlConversations::list", level = "debug", skip_all)]
    async fn list(&self, user: UserId, limit: u32) -> Result<Vec<Conversation>, InfraError> {
        let query = select_conversations(user)
            .order_by((Alias::new("c"), Conversations::LastActivity), Order::Desc)
            .order_by((Alias::new("c"), Conversations::Id), Order::Desc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<ConversationRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(Conversation::from).collect())
    }

    #[tracing::instrument(name = "SqlConversations::find", level = "debug", skip_all)]
    async fn find(
        &self,
        id: ConversationId,
        member: UserId,
    ) -> Result<Option<Conversation>, InfraError> {
        let query =
            select_conversations(member).and_where(col("c", Conversations::Id).eq(id.0)).to_owned();
        let row: Option<ConversationRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Conversation::from))
    }

    #[tracing::instrument(name = "SqlConversations::messages", level = "debug", skip_all)]
    async fn messages(
        &self,
        id: ConversationId,
        window: MessageWindow,
    ) -> Result<Vec<PrivateMessage>, InfraError> {
        let mut query = select_messages();
        query.and_where(col("m", PrivateMessages::ConversationId).eq(id.0));
        if let Some(before) = window.before {
            query.and_where(col("m", PrivateMessages::Id).lt(before.0));
        }
        query
            .order_by((Alias::new("m"), PrivateMessages::Id), Order::Desc)
            .limit(u64::from(window.limit));
        let rows: Vec<MessageRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().rev().map(PrivateMessage::from).collect())
    }

    #[tracing::instrument(name = "SqlConversations::message", level = "debug", skip_all)]
    async fn message(&self, id: PrivateMessageId) -> Result<Option<PrivateMessage>, InfraError> {
        let query = select_messages().and_where(col("m", PrivateMessages::Id).eq(id.0)).to_owned();
        let row: Option<MessageRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(PrivateMessage::from))
    }

    #[tracing::instrument(name = "SqlConversations::start", level = "debug", skip_all)]
    async fn start(&self, new: NewConversation) -> Result<Started, InfraError> {
        let mut tx = self.db.begin().await?;
        // The two accounts held (in id order), so that two first messages between them at once
        // (a double click; both writing to each other) take turns on PostgreSQL and the second
        // finds the first's conversation instead of opening another (SQLite has one writer).
        let mut pair = [new.starter.0, new.receiver.0];
        pair.sort_unstable();
        for user in pair {
            let _held: Option<IdRow> = tx
                .fetch_optional(
                    Query::select()
                        .column(Users::Id)
                        .from(Users::Table)
                        .and_where(Expr::col(Users::Id).eq(user))
                        .lock(LockType::NoKeyUpdate),
                )
                .await?;
        }
        let open = Query::select()
            .expr_as(col("c", Conversations::Id), Alias::new("id"))
            .from_as(Conversations::Table, Alias::new("c"))
            .join_as(
                JoinType::InnerJoin,
                ConversationMembers::Table,
                Alias::new("a"),
                col("a", ConversationMembers::ConversationId)
                    .equals((Alias::new("c"), Conversations::Id))
                    .and(col("a", ConversationMembers::UserId).eq(new.starter.0))
                    .and(col("a", ConversationMembers::LeftAt).is_null()),
            )
            .join_as(
                JoinType::InnerJoin,
                ConversationMembers::Table,
                Alias::new("b"),
                col("b", ConversationMembers::ConversationId)
                    .equals((Alias::new("c"), Conversations::Id))
                    .and(col("b", ConversationMembers::UserId).eq(new.receiver.0))
                    .and(col("b", ConversationMembers::LeftAt).is_null()),
            )
            .and_where(col("c", Conversations::SubjectKey).eq(new.subject.key()))
            .order_by((Alias::new("c"), Conversations::Id), Order::Desc)
            .limit(1)
            .to_owned();
        let existing: Option<IdRow> = tx.fetch_optional(&open).await?;
        let (id, existing) = match existing {
            Some(row) => (ConversationId(row.id), true),
            None => {
                let id = tx
                    .insert_id(
                        Query::insert()
                            .into_table(Conversations::Table)
                            .columns([
                                Conversations::Subject,
                                Conversations::SubjectKey,
                                Conversations::CreatedAt,
                                Conversations::LastActivity,
                            ])
                            .values_panic([
                                new.subject.as_str().into(),
                                new.subject.key().into(),
                                new.at.into(),
                                new.at.into(),
                            ])
                            .returning_col(Conversations::Id),
                    )
                    .await?;
                tx.execute(
                    Query::insert()
                        .into_table(ConversationMembers::Table)
                        .columns([ConversationMembers::ConversationId, ConversationMembers::UserId])
                        .values_panic([id.into(), new.starter.0.into()])
                        .values_panic([id.into(), new.receiver.0.into()]),
                )
                .await?;
                (ConversationId(id), false)
            }
        };
        let message = Self::add_message(&mut tx, id, new.starter, &new.body, new.at).await?;
        deliver(&mut tx, &new.notices.with_new_id(id.0)).await?;
        tx.commit().await?;
        Ok(Started { id, existing, message })
    }

    #[tracing::instrument(name = "SqlConversations::post", level = "debug", skip_all)]
    async fn post(
        &self,
        id: ConversationId,
        sender: UserId,
        body: &str,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<PrivateMessageId, ConversationError> {
        let mut tx = self.db.begin().await?;
        let members = Query::select()
            .expr_as(col("me", ConversationMembers::LeftAt), Alias::new("me_left_at"))
            .expr_as(col("o", ConversationMembers::LeftAt), Alias::new("other_left_at"))
            .from_as(ConversationMembers::Table, Alias::new("me"))
            .join_as(
                JoinType::InnerJoin,
                ConversationMembers::Table,
                Alias::new("o"),
                col("o", ConversationMembers::ConversationId)
                    .equals((Alias::new("me"), ConversationMembers::ConversationId))
                    .and(col("o", ConversationMembers::UserId).ne(sender.0)),
            )
            .and_where(col("me", ConversationMembers::ConversationId).eq(id.0))
            .and_where(col("me", ConversationMembers::UserId).eq(sender.0))
            .to_owned();
        let row: Option<MembersRow> =
            tx.fetch_optional(&members).await.map_err(InfraError::from)?;
        match row {
            None | Some(MembersRow { me_left_at: Some(_), .. }) => {
                return Err(ConversationError::NotFound);
            }
            Some(MembersRow { other_left_at: Some(_), .. }) => {
                return Err(ConversationError::OtherLeft);
            }
            Some(_) => {}
        }
        let message = Self::add_message(&mut tx, id, sender, body, at).await?;
        deliver(&mut tx, notices).await?;
        tx.commit().await?;
        Ok(message)
    }

    #[tracing::instrument(name = "SqlConversations::mark_seen", level = "debug", skip_all)]
    async fn mark_seen(
        &self,
        id: ConversationId,
        member: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError> {
        self.db
            .execute(
                Query::update()
                    .table(ConversationMembers::Table)
                    .value(ConversationMembers::SeenAt, at)
                    .and_where(Expr::col(ConversationMembers::ConversationId).eq(id.0))
                    .and_where(Expr::col(ConversationMembers::UserId).eq(member.0))
                    // Never back: two tabs marking at once keep the later marker.
                    .cond_where(
                        Cond::any()
                            .add(Expr::col(ConversationMembers::SeenAt).is_null())
                            .add(Expr::col(ConversationMembers::SeenAt).lt(at)),
                    ),
            )
            .await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlConversations::leave", level = "debug", skip_all)]
    async fn leave(
        &self,
        id: ConversationId,
        member: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        // Held first, so that two members leaving at once (PostgreSQL) take turns and the second
        // sees the first gone: otherwise each saw the other staying and nobody deleted it.
        let conversation = (Conversations::Table, Conversations::Id);
        let held: Option<IdRow> = hold_row(&mut tx, conversation, Conversations::Id, id.0).await?;
        if held.is_none() {
            return Ok(false);
        }
        let left = tx
            .execute(
                Query::update()
                    .table(ConversationMembers::Table)
                    .value(ConversationMembers::LeftAt, at)
                    .and_where(Expr::col(ConversationMembers::ConversationId).eq(id.0))
                    .and_where(Expr::col(ConversationMembers::UserId).eq(member.0))
                    .and_where(Expr::col(ConversationMembers::LeftAt).is_null()),
            )
            .await?;
        if left == 0 {
            return Ok(false);
        }
        let staying = Query::select()
            .expr_as(Expr::col(ConversationMembers::UserId), Alias::new("id"))
            .from(ConversationMembers::Table)
            .and_where(Expr::col(ConversationMembers::ConversationId).eq(id.0))
            .and_where(Expr::col(ConversationMembers::LeftAt).is_null())
            .limit(1)
            .to_owned();
        let someone: Option<IdRow> = tx.fetch_optional(&staying).await?;
        if someone.is_none() {
            tx.execute(
                Query::delete()
                    .from_table(Conversations::Table)
                    .and_where(Expr::col(Conversations::Id).eq(id.0)),
            )
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}
