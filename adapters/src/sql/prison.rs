use chrono::{DateTime, Utc};
use mrok_core::access::GameBlocks;
use mrok_core::moderation::{
    PrisonRepository, ResidentMessage, ResidentMessageForm, ResidentMessageId,
    ResidentMessageRepository,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Alias, Expr, ExprTrait, LockType, OnConflict, Order, Query, SelectStatement};

use super::db::IdRow;
use super::tables::{PrisonSentences, ResidentMessages, Users};
use super::{Db, Tx};

/// The game's blocks as stored: prison sentences in `prison_sentences` (one per player, read by
/// its key on every game call) and resident messages in `resident_messages` (an active one
/// blocks the game for residents; at most one is active).
#[derive(Clone, Debug)]
pub struct SqlGameBlocks {
    db: Db,
}

impl SqlGameBlocks {
    pub fn new(db: Db) -> Self {
        SqlGameBlocks { db }
    }
}

#[derive(sqlx::FromRow)]
struct ReleaseRow {
    release_at: DateTime<Utc>,
}

#[async_trait::async_trait]
impl GameBlocks for SqlGameBlocks {
    #[tracing::instrument(name = "SqlGameBlocks::prison_release", level = "debug", skip_all)]
    async fn prison_release(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, InfraError> {
        let query = Query::select()
            .column(PrisonSentences::ReleaseAt)
            .from(PrisonSentences::Table)
            .and_where(Expr::col(PrisonSentences::UserId).eq(user.0))
            .and_where(Expr::col(PrisonSentences::ReleaseAt).gt(now))
            .to_owned();
        let row: Option<ReleaseRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(|r| r.release_at))
    }

    #[tracing::instrument(name = "SqlGameBlocks::residents_blocked", level = "debug", skip_all)]
    async fn residents_blocked(&self) -> Result<bool, InfraError> {
        Ok(self.active().await?.is_some())
    }
}

#[async_trait::async_trait]
impl PrisonRepository for SqlGameBlocks {
    #[tracing::instrument(name = "SqlGameBlocks::imprison", level = "debug", skip_all)]
    async fn imprison(
        &self,
        user: UserId,
        release: DateTime<Utc>,
        by: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let exists: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(Expr::col(Users::Id), Alias::new("id"))
                    .from(Users::Table)
                    .and_where(Expr::col(Users::Id).eq(user.0)),
            )
            .await?;
        if exists.is_none() {
            return Ok(false);
        }
        tx.execute(
            Query::insert()
                .into_table(PrisonSentences::Table)
                .columns([
                    PrisonSentences::UserId,
                    PrisonSentences::ReleaseAt,
                    PrisonSentences::ImposedBy,
                    PrisonSentences::ImposedAt,
                ])
                .values_panic([user.0.into(), release.into(), by.0.into(), at.into()])
                .on_conflict(
                    OnConflict::column(PrisonSentences::UserId)
                        .update_columns([
                            PrisonSentences::ReleaseAt,
                            PrisonSentences::ImposedBy,
                            PrisonSentences::ImposedAt,
                        ])
                        .to_owned(),
                ),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlGameBlocks::release", level = "debug", skip_all)]
    async fn release(&self, user: UserId, now: DateTime<Utc>) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::delete()
                    .from_table(PrisonSentences::Table)
                    .and_where(Expr::col(PrisonSentences::UserId).eq(user.0))
                    .and_where(Expr::col(PrisonSentences::ReleaseAt).gt(now)),
            )
            .await?;
        Ok(rows > 0)
    }
}

#[derive(sqlx::FromRow)]
struct MessageRow {
    id: i64,
    title: String,
    content: String,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<MessageRow> for ResidentMessage {
    fn from(row: MessageRow) -> Self {
        ResidentMessage {
            id: ResidentMessageId(row.id),
            title: row.title,
            content: row.content,
            active: row.active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

fn select_messages() -> SelectStatement {
    Query::select()
        .columns([
            ResidentMessages::Id,
            ResidentMessages::Title,
            ResidentMessages::Content,
            ResidentMessages::Active,
            ResidentMessages::CreatedAt,
            ResidentMessages::UpdatedAt,
        ])
        .from(ResidentMessages::Table)
        .to_owned()
}

impl SqlGameBlocks {
    async fn message_in(
        tx: &mut Tx,
        id: ResidentMessageId,
    ) -> Result<Option<ResidentMessage>, InfraError> {
        let row: Option<MessageRow> = tx
            .fetch_optional(
                &select_messages().and_where(Expr::col(ResidentMessages::Id).eq(id.0)).to_owned(),
            )
            .await?;
        Ok(row.map(ResidentMessage::from))
    }
}

#[async_trait::async_trait]
impl ResidentMessageRepository for SqlGameBlocks {
    #[tracing::instrument(name = "SqlGameBlocks::list", level = "debug", skip_all)]
    async fn list(&self, limit: u32) -> Result<Vec<ResidentMessage>, InfraError> {
        let query = select_messages()
            .order_by(ResidentMessages::Id, Order::Desc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<MessageRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(ResidentMessage::from).collect())
    }

    #[tracing::instrument(name = "SqlGameBlocks::count", level = "debug", skip_all)]
    async fn count(&self) -> Result<u64, InfraError> {
        self.db.count(Query::select().from(ResidentMessages::Table).to_owned()).await
    }

    #[tracing::instrument(name = "SqlGameBlocks::add", level = "debug", skip_all)]
    async fn add(
        &self,
        form: ResidentMessageForm,
        at: DateTime<Utc>,
    ) -> Result<ResidentMessage, InfraError> {
        let mut tx = self.db.begin().await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(ResidentMessages::Table)
                    .columns([
                        ResidentMessages::Title,
                        ResidentMessages::Content,
                        ResidentMessages::Active,
                        ResidentMessages::CreatedAt,
                        ResidentMessages::UpdatedAt,
                    ])
                    .values_panic([
                        form.title.into(),
                        form.content.into(),
                        false.into(),
                        at.into(),
                        at.into(),
                    ])
                    .returning_col(ResidentMessages::Id),
            )
            .await?;
        let added = Self::message_in(&mut tx, ResidentMessageId(id))
            .await?
            .ok_or_else(|| InfraError::new("added resident message vanished"))?;
        tx.commit().await?;
        Ok(added)
    }

    #[tracing::instrument(name = "SqlGameBlocks::update", level = "debug", skip_all)]
    async fn update(
        &self,
        id: ResidentMessageId,
        form: ResidentMessageForm,
        at: DateTime<Utc>,
    ) -> Result<Option<ResidentMessage>, InfraError> {
        let mut tx = self.db.begin().await?;
        tx.execute(
            Query::update()
                .table(ResidentMessages::Table)
                .value(ResidentMessages::Title, form.title)
                .value(ResidentMessages::Content, form.content)
                .value(ResidentMessages::UpdatedAt, at)
                .and_where(Expr::col(ResidentMessages::Id).eq(id.0)),
        )
        .await?;
        let updated = Self::message_in(&mut tx, id).await?;
        tx.commit().await?;
        Ok(updated)
    }

    #[tracing::instrument(name = "SqlGameBlocks::toggle", level = "debug", skip_all)]
    async fn toggle(
        &self,
        id: ResidentMessageId,
        at: DateTime<Utc>,
    ) -> Result<Option<ResidentMessage>, InfraError> {
        let mut tx = self.db.begin().await?;
        // Every message held first (at most 100): two admins switching on two messages at once
        // take turns on PostgreSQL, and the second switches the first's off, as one at a time.
        tx.execute(
            Query::select()
                .column(ResidentMessages::Id)
                .from(ResidentMessages::Table)
                .lock(LockType::Update),
        )
        .await?;
        let Some(message) = Self::message_in(&mut tx, id).await? else { return Ok(None) };
        let on = !message.active;
        if on {
            tx.execute(
                Query::update()
                    .table(ResidentMessages::Table)
                    .value(ResidentMessages::Active, false)
                    .and_where(Expr::col(ResidentMessages::Active).eq(true)),
            )
            .await?;
        }
        tx.execute(
            Query::update()
                .table(ResidentMessages::Table)
                .value(ResidentMessages::Active, on)
                .value(ResidentMessages::UpdatedAt, at)
                .and_where(Expr::col(ResidentMessages::Id).eq(id.0)),
        )
        .await?;
        let toggled = Self::message_in(&mut tx, id).await?;
        tx.commit().await?;
        Ok(toggled)
    }

    #[tracing::instrument(name = "SqlGameBlocks::delete", level = "debug", skip_all)]
    async fn delete(&self, id: ResidentMessageId) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::delete()
                    .from_table(ResidentMessages::Table)
                    .and_where(Expr::col(ResidentMessages::Id).eq(id.0)),
            )
            .await?;
        Ok(rows > 0)
    }

    #[tracing::instrument(name = "SqlGameBlocks::active", level = "debug", skip_all)]
    async fn active(&self) -> Result<Option<ResidentMessage>, InfraError> {
        let query = select_messages()
            .and_where(Expr::col(ResidentMessages::Active).eq(true))
            .order_by(ResidentMessages::UpdatedAt, Order::Desc)
            .limit(1)
            .to_owned();
        let row: Option<MessageRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(ResidentMessage::from))
    }
}
