//! Sign-ins in the `sign_ins` table.

use chrono::{DateTime, Utc};
use mrok_core::accounts::{NewSignIn, SIGN_INS_PER_ACCOUNT, SignInId, SignInRepository};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Expr, ExprTrait, Order, Query};

use super::Db;
use super::tables::SignIns;

/// Each login's record.
#[derive(Clone, Debug)]
pub struct SqlSignIns {
    db: Db,
}

impl SqlSignIns {
    pub fn new(db: Db) -> Self {
        SqlSignIns { db }
    }
}

#[derive(sqlx::FromRow)]
struct IdRow {
    #[allow(dead_code)] // read only to tell that the row is there
    id: i64,
}

#[async_trait::async_trait]
impl SignInRepository for SqlSignIns {
    #[tracing::instrument(name = "SqlSignIns::start", level = "debug", skip_all)]
    async fn start(&self, sign_in: NewSignIn) -> Result<SignInId, InfraError> {
        let user = sign_in.user.0;
        let mut tx = self.db.begin().await?;
        tx.execute(
            Query::delete()
                .from_table(SignIns::Table)
                .and_where(Expr::col(SignIns::UserId).eq(user))
                .and_where(Expr::col(SignIns::ExpiresAt).lte(sign_in.at)),
        )
        .await?;
        let keep = u64::try_from(SIGN_INS_PER_ACCOUNT - 1).unwrap_or(u64::MAX);
        tx.execute(
            Query::delete()
                .from_table(SignIns::Table)
                .and_where(Expr::col(SignIns::UserId).eq(user))
                .and_where(
                    Expr::col(SignIns::Id).not_in_subquery(
                        Query::select()
                            .column(SignIns::Id)
                            .from(SignIns::Table)
                            .and_where(Expr::col(SignIns::UserId).eq(user))
                            .order_by(SignIns::Id, Order::Desc)
                            .limit(keep)
                            .to_owned(),
                    ),
                ),
        )
        .await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(SignIns::Table)
                    .columns([
                        SignIns::UserId,
                        SignIns::Device,
                        SignIns::Address,
                        SignIns::CreatedAt,
                        SignIns::LastSeenAt,
                        SignIns::ExpiresAt,
                    ])
                    .values_panic([
                        user.into(),
                        sign_in.device.into(),
                        sign_in.address.into(),
                        sign_in.at.into(),
                        sign_in.at.into(),
                        sign_in.expires_at.into(),
                    ])
                    .returning_col(SignIns::Id),
            )
            .await?;
        tx.commit().await?;
        Ok(SignInId(id))
    }

    #[tracing::instrument(name = "SqlSignIns::is_open", level = "debug", skip_all)]
    async fn is_open(
        &self,
        user: UserId,
        id: SignInId,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let row: Option<IdRow> = self
            .db
            .fetch_optional(
                Query::select()
                    .column(SignIns::Id)
                    .from(SignIns::Table)
                    .and_where(Expr::col(SignIns::Id).eq(id.0))
                    .and_where(Expr::col(SignIns::UserId).eq(user.0))
                    .and_where(Expr::col(SignIns::ExpiresAt).gt(now)),
            )
            .await?;
        Ok(row.is_some())
    }

    #[tracing::instrument(name = "SqlSignIns::end", level = "debug", skip_all)]
    async fn end(&self, user: UserId, id: SignInId) -> Result<bool, InfraError> {
        let ended = self
            .db
            .execute(
                Query::delete()
                    .from_table(SignIns::Table)
                    .and_where(Expr::col(SignIns::Id).eq(id.0))
                    .and_where(Expr::col(SignIns::UserId).eq(user.0)),
            )
            .await?;
        Ok(ended > 0)
    }
}
