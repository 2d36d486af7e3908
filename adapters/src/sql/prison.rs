use chrono::{DateTime, Utc};
use mrok_core::access::GameBlocks;
use mrok_core::moderation::PrisonRepository;
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Alias, Expr, ExprTrait, OnConflict, Query};

use super::Db;
use super::db::IdRow;
use super::tables::{PrisonSentences, Users};

/// The game's blocks as stored: prison sentences in `prison_sentences` (one per player, read by
/// its key on every game call). A game block for residents is not stored yet: resident messages
/// come with the rest of moderation, so `residents_blocked` answers no.
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
        Ok(false)
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
}
