//! Web push's rows: the players' subscriptions (`push_subscriptions`) and the queue of pushes
//! (`push_queue`), which [`queue_pushes`] fills inside the transaction of the notices it carries.

use chrono::{DateTime, Utc};
use mrok_core::notifications::{
    Notice, PUSH_CLAIM_LEASE, PushRepository, PushSubscription, PushSubscriptionId, PushTarget,
    QueuedPush,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Cond, Expr, ExprTrait, Iden, OnConflict, Order, Query};

use super::notifications::{NotificationRow, Notifications, notice_columns};
use super::{Db, Tx};

#[derive(Iden, Clone, Copy)]
enum PushSubscriptions {
    Table,
    Id,
    UserId,
    Endpoint,
    P256dh,
    Auth,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
enum PushQueue {
    Table,
    Id,
    SubscriptionId,
    NotificationId,
    Attempts,
    NextAttemptAt,
    LockedUntil,
    CreatedAt,
}

/// Queues a push of each notice with push on to every subscription of its player, in the
/// transaction that just made or grew the notice (its player's unread one of its burst, or the
/// one of its time and event). A push of the notice still waiting is not queued twice: it is
/// sent with the notice as it is then.
///
/// # Errors
/// Database failures.
pub(crate) async fn queue_pushes(tx: &mut Tx, notices: &[Notice]) -> Result<(), InfraError> {
    for notice in notices.iter().filter(|n| n.push) {
        let now = notice.at;
        let pairs = Query::select()
            .column((PushSubscriptions::Table, PushSubscriptions::Id))
            .column((Notifications::Table, Notifications::Id))
            .expr(Expr::val(0i32))
            .expr(Expr::val(now))
            .expr(Expr::val(now))
            .from(PushSubscriptions::Table)
            .inner_join(
                Notifications::Table,
                Expr::col((Notifications::Table, Notifications::UserId))
                    .equals((PushSubscriptions::Table, PushSubscriptions::UserId)),
            )
            .and_where(Expr::col((Notifications::Table, Notifications::UserId)).eq(notice.player.0))
            .cond_where(match &notice.burst_key {
                // The player's one unread notice of the burst, new or grown.
                Some(key) => Cond::all()
                    .add(Expr::col((Notifications::Table, Notifications::BurstKey)).eq(key)),
                None => Cond::all()
                    .add(Expr::col((Notifications::Table, Notifications::CreatedAt)).eq(notice.at))
                    .add(
                        Expr::col((Notifications::Table, Notifications::LastEvent))
                            .eq(notice.event.as_str()),
                    ),
            })
            .and_where(Expr::col((Notifications::Table, Notifications::ReadAt)).is_null())
            .to_owned();
        let insert = Query::insert()
            .into_table(PushQueue::Table)
            .columns([
                PushQueue::SubscriptionId,
                PushQueue::NotificationId,
                PushQueue::Attempts,
                PushQueue::NextAttemptAt,
                PushQueue::CreatedAt,
            ])
            .select_from(pairs)
            .map_err(InfraError::new)?
            .on_conflict(
                OnConflict::columns([PushQueue::SubscriptionId, PushQueue::NotificationId])
                    .do_nothing()
                    .to_owned(),
            )
            .to_owned();
        tx.execute(&insert).await?;
    }
    Ok(())
}

/// Subscriptions in `push_subscriptions`, pushes in `push_queue`.
#[derive(Clone, Debug)]
pub struct SqlPush {
    db: Db,
}

impl SqlPush {
    pub fn new(db: Db) -> Self {
        SqlPush { db }
    }
}

#[derive(sqlx::FromRow)]
struct OwnerRow {
    id: i64,
    user_id: i64,
}

#[derive(sqlx::FromRow)]
struct QueuedRow {
    push_id: i64,
    attempts: i32,
    subscription_id: i64,
    endpoint: String,
    p256dh: String,
    auth: String,
    #[sqlx(flatten)]
    notice: NotificationRow,
}

fn free(now: DateTime<Utc>) -> Cond {
    Cond::any()
        .add(Expr::col((PushQueue::Table, PushQueue::LockedUntil)).is_null())
        .add(Expr::col((PushQueue::Table, PushQueue::LockedUntil)).lte(now))
}

#[async_trait::async_trait]
impl PushRepository for SqlPush {
    #[tracing::instrument(name = "SqlPush::subscribe", level = "debug", skip_all)]
    async fn subscribe(
        &self,
        player: UserId,
        subscription: &PushSubscription,
        keep: u32,
        now: DateTime<Utc>,
    ) -> Result<(), InfraError> {
        let mut tx = self.db.begin().await?;
        let existing: Option<OwnerRow> = tx
            .fetch_optional(
                Query::select()
                    .columns([PushSubscriptions::Id, PushSubscriptions::UserId])
                    .from(PushSubscriptions::Table)
                    .and_where(
                        Expr::col(PushSubscriptions::Endpoint).eq(subscription.endpoint.as_str()),
                    ),
            )
            .await?;
        match existing {
            Some(row) if row.user_id == player.0 => {
                let update = Query::update()
                    .table(PushSubscriptions::Table)
                    .value(PushSubscriptions::P256dh, subscription.p256dh.as_str())
                    .value(PushSubscriptions::Auth, subscription.auth.as_str())
                    .value(PushSubscriptions::CreatedAt, now)
                    .and_where(Expr::col(PushSubscriptions::Id).eq(row.id))
                    .to_owned();
                tx.execute(&update).await?;
            }
            other => {
                // Another account's browser now signed in as this one: its pushes of the other
                // account's notices go with it.
                if let Some(row) = other {
                    let delete = Query::delete()
                        .from_table(PushSubscriptions::Table)
                        .and_where(Expr::col(PushSubscriptions::Id).eq(row.id))
                        .to_owned();
                    tx.execute(&delete).await?;
                }
                let insert = Query::insert()
                    .into_table(PushSubscriptions::Table)
                    .columns([
                        PushSubscriptions::UserId,
                        PushSubscriptions::Endpoint,
                        PushSubscriptions::P256dh,
                        PushSubscriptions::Auth,
                        PushSubscriptions::CreatedAt,
                    ])
                    .values_panic([
                        player.0.into(),
                        subscription.endpoint.as_str().into(),
                        subscription.p256dh.as_str().into(),
                        subscription.auth.as_str().into(),
                        now.into(),
                    ])
                    .to_owned();
                tx.execute(&insert).await?;
            }
        }
        let newest = Query::select()
            .column(PushSubscriptions::Id)
            .from(PushSubscriptions::Table)
            .and_where(Expr::col(PushSubscriptions::UserId).eq(player.0))
            .order_by(PushSubscriptions::CreatedAt, Order::Desc)
            .order_by(PushSubscriptions::Id, Order::Desc)
            .limit(u64::from(keep))
            .to_owned();
        let older = Query::delete()
            .from_table(PushSubscriptions::Table)
            .and_where(Expr::col(PushSubscriptions::UserId).eq(player.0))
            .and_where(Expr::col(PushSubscriptions::Id).not_in_subquery(newest))
            .to_owned();
        tx.execute(&older).await?;
        tx.commit().await
    }

    #[tracing::instrument(name = "SqlPush::unsubscribe", level = "debug", skip_all)]
    async fn unsubscribe(&self, player: UserId, endpoint: &str) -> Result<(), InfraError> {
        let delete = Query::delete()
            .from_table(PushSubscriptions::Table)
            .and_where(Expr::col(PushSubscriptions::UserId).eq(player.0))
            .and_where(Expr::col(PushSubscriptions::Endpoint).eq(endpoint))
            .to_owned();
        self.db.execute(&delete).await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlPush::claim_due", level = "debug", skip_all)]
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<QueuedPush>, InfraError> {
        let mut select = Query::select();
        select
            .expr_as(Expr::col((PushQueue::Table, PushQueue::Id)), "push_id")
            .column((PushQueue::Table, PushQueue::Attempts))
            .column((PushQueue::Table, PushQueue::SubscriptionId))
            .column((PushSubscriptions::Table, PushSubscriptions::Endpoint))
            .column((PushSubscriptions::Table, PushSubscriptions::P256dh))
            .column((PushSubscriptions::Table, PushSubscriptions::Auth));
        notice_columns(&mut select, "notifications");
        select
            .from(PushQueue::Table)
            .inner_join(
                PushSubscriptions::Table,
                Expr::col((PushSubscriptions::Table, PushSubscriptions::Id))
                    .equals((PushQueue::Table, PushQueue::SubscriptionId)),
            )
            .inner_join(
                Notifications::Table,
                Expr::col((Notifications::Table, Notifications::Id))
                    .equals((PushQueue::Table, PushQueue::NotificationId)),
            )
            .and_where(Expr::col((PushQueue::Table, PushQueue::NextAttemptAt)).lte(now))
            .cond_where(free(now))
            .order_by((PushQueue::Table, PushQueue::NextAttemptAt), Order::Asc)
            .limit(u64::from(limit));
        let candidates: Vec<QueuedRow> = self.db.fetch_all(&select).await?;
        let mut claimed = Vec::with_capacity(candidates.len());
        for row in candidates {
            // Optimistic claim: only one worker's UPDATE can match a free row.
            let claim = Query::update()
                .table(PushQueue::Table)
                .value(PushQueue::LockedUntil, now + PUSH_CLAIM_LEASE)
                .and_where(Expr::col((PushQueue::Table, PushQueue::Id)).eq(row.push_id))
                .cond_where(free(now))
                .to_owned();
            if self.db.execute(&claim).await? != 1 {
                continue;
            }
            let Some(notice) = row.notice.into_stored() else {
                // A notice of a kind this build does not know: nothing to show.
                self.finish(row.push_id).await?;
                continue;
            };
            claimed.push(QueuedPush {
                id: row.push_id,
                target: PushTarget {
                    id: PushSubscriptionId(row.subscription_id),
                    subscription: PushSubscription {
                        endpoint: row.endpoint,
                        p256dh: row.p256dh,
                        auth: row.auth,
                    },
                },
                notice,
                attempts: u32::try_from(row.attempts).unwrap_or(0),
            });
        }
        Ok(claimed)
    }

    #[tracing::instrument(name = "SqlPush::finish", level = "debug", skip_all)]
    async fn finish(&self, id: i64) -> Result<(), InfraError> {
        let delete = Query::delete()
            .from_table(PushQueue::Table)
            .and_where(Expr::col(PushQueue::Id).eq(id))
            .to_owned();
        self.db.execute(&delete).await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlPush::retry", level = "debug", skip_all)]
    async fn retry(&self, id: i64, at: DateTime<Utc>) -> Result<(), InfraError> {
        let update = Query::update()
            .table(PushQueue::Table)
            .value(PushQueue::Attempts, Expr::col(PushQueue::Attempts).add(1))
            .value(PushQueue::NextAttemptAt, at)
            .value(PushQueue::LockedUntil, Option::<DateTime<Utc>>::None)
            .and_where(Expr::col(PushQueue::Id).eq(id))
            .to_owned();
        self.db.execute(&update).await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlPush::remove_subscription", level = "debug", skip_all)]
    async fn remove_subscription(&self, id: PushSubscriptionId) -> Result<(), InfraError> {
        let delete = Query::delete()
            .from_table(PushSubscriptions::Table)
            .and_where(Expr::col(PushSubscriptions::Id).eq(id.0))
            .to_owned();
        self.db.execute(&delete).await?;
        Ok(())
    }
}
