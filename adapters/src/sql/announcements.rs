use chrono::{DateTime, Utc};
use mrok_core::announcements::{
    AnnouncementRepository, GlobalMessage, GlobalMessageId, GlobalMessageReader,
    GlobalMessageStats, NewGlobalMessage,
};
use mrok_core::backoffice::Page;
use mrok_core::shared::{InfraError, UserId};
use sea_query::{
    Alias, Expr, ExprTrait, Func, JoinType, OnConflict, Order, Query, QueryStatementBuilder,
    SelectStatement,
};

use super::Db;
use super::db::IdRow;
use super::main_character::join_main_character;
use super::select::col;
use super::tables::{Characters, GlobalMessageReads, GlobalMessages, Users};

/// Announcements in `global_messages`, who closed them in `global_message_reads`. A player's
/// unread ones are those sent since their account was created and not closed: one indexed read
/// per poll, bounded by the limit.
#[derive(Clone, Debug)]
pub struct SqlAnnouncements {
    db: Db,
}

impl SqlAnnouncements {
    pub fn new(db: Db) -> Self {
        SqlAnnouncements { db }
    }
}

#[derive(sqlx::FromRow)]
struct MessageRow {
    id: i64,
    title: String,
    content: String,
    created_at: DateTime<Utc>,
}

impl From<MessageRow> for GlobalMessage {
    fn from(row: MessageRow) -> Self {
        GlobalMessage {
            id: GlobalMessageId(row.id),
            title: row.title,
            content: row.content,
            created_at: row.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct StatsRow {
    id: i64,
    title: String,
    content: String,
    created_at: DateTime<Utc>,
    author_email: Option<String>,
    recipients: i64,
    reads: i64,
}

impl From<StatsRow> for GlobalMessageStats {
    fn from(row: StatsRow) -> Self {
        GlobalMessageStats {
            message: GlobalMessage {
                id: GlobalMessageId(row.id),
                title: row.title,
                content: row.content,
                created_at: row.created_at,
            },
            author_email: row.author_email,
            recipients: u64::try_from(row.recipients).unwrap_or_default(),
            reads: u64::try_from(row.reads).unwrap_or_default(),
        }
    }
}

#[derive(sqlx::FromRow)]
struct ReaderRow {
    user_id: i64,
    email: String,
    character_name: Option<String>,
    read_at: DateTime<Utc>,
}

/// Announcements with their author, the accounts they went to and how many closed them.
fn select_stats() -> SelectStatement {
    let recipients = Query::select()
        .expr(Func::count(Expr::col((Alias::new("ru"), Users::Id))))
        .from_as(Users::Table, Alias::new("ru"))
        .and_where(col("ru", Users::CreatedAt).lte(col("g", GlobalMessages::CreatedAt)))
        .to_owned();
    let reads = Query::select()
        .expr(Func::count(Expr::col((Alias::new("r"), GlobalMessageReads::UserId))))
        .from_as(GlobalMessageReads::Table, Alias::new("r"))
        .and_where(
            col("r", GlobalMessageReads::MessageId).equals((Alias::new("g"), GlobalMessages::Id)),
        )
        .to_owned();
    Query::select()
        .expr_as(col("g", GlobalMessages::Id), Alias::new("id"))
        .expr_as(col("g", GlobalMessages::Title), Alias::new("title"))
        .expr_as(col("g", GlobalMessages::Content), Alias::new("content"))
        .expr_as(col("g", GlobalMessages::CreatedAt), Alias::new("created_at"))
        .expr_as(col("a", Users::Email), Alias::new("author_email"))
        .expr_as(
            Expr::SubQuery(None, Box::new(recipients.into_sub_query_statement())),
            Alias::new("recipients"),
        )
        .expr_as(
            Expr::SubQuery(None, Box::new(reads.into_sub_query_statement())),
            Alias::new("reads"),
        )
        .from_as(GlobalMessages::Table, Alias::new("g"))
        .join_as(
            JoinType::LeftJoin,
            Users::Table,
            Alias::new("a"),
            col("a", Users::Id).equals((Alias::new("g"), GlobalMessages::CreatedBy)),
        )
        .to_owned()
}

#[async_trait::async_trait]
impl AnnouncementRepository for SqlAnnouncements {
    #[tracing::instrument(name = "SqlAnnouncements::add", level = "debug", skip_all)]
    async fn add(&self, message: NewGlobalMessage) -> Result<GlobalMessageId, InfraError> {
        let mut tx = self.db.begin().await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(GlobalMessages::Table)
                    .columns([
                        GlobalMessages::Title,
                        GlobalMessages::Content,
                        GlobalMessages::CreatedBy,
                        GlobalMessages::CreatedAt,
                    ])
                    .values_panic([
                        message.title.as_str().into(),
                        message.content.as_str().into(),
                        message.author.0.into(),
                        message.at.into(),
                    ])
                    .returning_col(GlobalMessages::Id),
            )
            .await?;
        tx.commit().await?;
        Ok(GlobalMessageId(id))
    }

    #[tracing::instrument(name = "SqlAnnouncements::unread", level = "debug", skip_all)]
    async fn unread(&self, user: UserId, limit: u32) -> Result<Vec<GlobalMessage>, InfraError> {
        let read = Query::select()
            .expr(Expr::val(1))
            .from_as(GlobalMessageReads::Table, Alias::new("r"))
            .and_where(
                col("r", GlobalMessageReads::MessageId)
                    .equals((Alias::new("g"), GlobalMessages::Id)),
            )
            .and_where(col("r", GlobalMessageReads::UserId).eq(user.0))
            .to_owned();
        let query = Query::select()
            .expr_as(col("g", GlobalMessages::Id), Alias::new("id"))
            .expr_as(col("g", GlobalMessages::Title), Alias::new("title"))
            .expr_as(col("g", GlobalMessages::Content), Alias::new("content"))
            .expr_as(col("g", GlobalMessages::CreatedAt), Alias::new("created_at"))
            .from_as(GlobalMessages::Table, Alias::new("g"))
            .join_as(
                JoinType::InnerJoin,
                Users::Table,
                Alias::new("u"),
                col("u", Users::Id)
                    .eq(user.0)
                    .and(col("g", GlobalMessages::CreatedAt).gte(col("u", Users::CreatedAt))),
            )
            .and_where(Expr::exists(read).not())
            .order_by((Alias::new("g"), GlobalMessages::Id), Order::Asc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<MessageRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(GlobalMessage::from).collect())
    }

    #[tracing::instrument(name = "SqlAnnouncements::mark_read", level = "debug", skip_all)]
    async fn mark_read(
        &self,
        id: GlobalMessageId,
        user: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let addressed = Query::select()
            .expr_as(col("g", GlobalMessages::Id), Alias::new("id"))
            .from_as(GlobalMessages::Table, Alias::new("g"))
            .join_as(
                JoinType::InnerJoin,
                Users::Table,
                Alias::new("u"),
                col("u", Users::Id)
                    .eq(user.0)
                    .and(col("g", GlobalMessages::CreatedAt).gte(col("u", Users::CreatedAt))),
            )
            .and_where(col("g", GlobalMessages::Id).eq(id.0))
            .to_owned();
        let found: Option<IdRow> = self.db.fetch_optional(&addressed).await?;
        if found.is_none() {
            return Ok(false);
        }
        self.db
            .execute(
                Query::insert()
                    .into_table(GlobalMessageReads::Table)
                    .columns([
                        GlobalMessageReads::MessageId,
                        GlobalMessageReads::UserId,
                        GlobalMessageReads::ReadAt,
                    ])
                    .values_panic([id.0.into(), user.0.into(), at.into()])
                    .on_conflict(
                        OnConflict::columns([
                            GlobalMessageReads::MessageId,
                            GlobalMessageReads::UserId,
                        ])
                        .do_nothing()
                        .to_owned(),
                    ),
            )
            .await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlAnnouncements::page", level = "debug", skip_all)]
    async fn page(&self, offset: u32, limit: u32) -> Result<Page<GlobalMessageStats>, InfraError> {
        let query = select_stats()
            .order_by((Alias::new("g"), GlobalMessages::Id), Order::Desc)
            .limit(u64::from(limit))
            .offset(u64::from(offset))
            .to_owned();
        let rows: Vec<StatsRow> = self.db.fetch_all(&query).await?;
        let total = self.db.count(Query::select().from(GlobalMessages::Table).to_owned()).await?;
        Ok(Page { rows: rows.into_iter().map(GlobalMessageStats::from).collect(), total })
    }

    #[tracing::instrument(name = "SqlAnnouncements::stats", level = "debug", skip_all)]
    async fn stats(&self, id: GlobalMessageId) -> Result<Option<GlobalMessageStats>, InfraError> {
        let query = select_stats().and_where(col("g", GlobalMessages::Id).eq(id.0)).to_owned();
        let row: Option<StatsRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(GlobalMessageStats::from))
    }

    #[tracing::instrument(name = "SqlAnnouncements::readers", level = "debug", skip_all)]
    async fn readers(
        &self,
        id: GlobalMessageId,
        offset: u32,
        limit: u32,
    ) -> Result<Page<GlobalMessageReader>, InfraError> {
        let mut query = Query::select();
        query
            .expr_as(col("r", GlobalMessageReads::UserId), Alias::new("user_id"))
            .expr_as(col("u", Users::Email), Alias::new("email"))
            .expr_as(col("ch", Characters::Name), Alias::new("character_name"))
            .expr_as(col("r", GlobalMessageReads::ReadAt), Alias::new("read_at"))
            .from_as(GlobalMessageReads::Table, Alias::new("r"))
            .join_as(
                JoinType::InnerJoin,
                Users::Table,
                Alias::new("u"),
                col("u", Users::Id).equals((Alias::new("r"), GlobalMessageReads::UserId)),
            )
            .and_where(col("r", GlobalMessageReads::MessageId).eq(id.0))
            .order_by((Alias::new("r"), GlobalMessageReads::ReadAt), Order::Desc)
            .order_by((Alias::new("r"), GlobalMessageReads::UserId), Order::Asc)
            .limit(u64::from(limit))
            .offset(u64::from(offset));
        join_main_character(
            &mut query,
            JoinType::LeftJoin,
            "ch",
            (Alias::new("r"), GlobalMessageReads::UserId),
        );
        let rows: Vec<ReaderRow> = self.db.fetch_all(&query).await?;
        let total = self
            .db
            .count(
                Query::select()
                    .from(GlobalMessageReads::Table)
                    .and_where(Expr::col(GlobalMessageReads::MessageId).eq(id.0))
                    .to_owned(),
            )
            .await?;
        let rows = rows
            .into_iter()
            .map(|row| GlobalMessageReader {
                user: UserId(row.user_id),
                email: row.email,
                character_name: row.character_name,
                read_at: row.read_at,
            })
            .collect();
        Ok(Page { rows, total })
    }
}
