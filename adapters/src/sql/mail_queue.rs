use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::mail::{CLAIM_LEASE, MailQueue as MailQueuePort, OutgoingMail, QueuedMail};
use mrok_core::shared::InfraError;
use sea_query::{Cond, Expr, ExprTrait, InsertStatement, Order, Query};
use tokio::sync::Notify;

use super::Db;
use super::tables::MailQueue;

/// Wakes the mail worker of this process when a mail is queued (other processes poll).
#[derive(Clone, Default, Debug)]
pub struct MailWakeup(Arc<Notify>);

impl MailWakeup {
    pub fn notify(&self) {
        self.0.notify_one();
    }

    pub async fn notified(&self) {
        self.0.notified().await;
    }
}

/// The INSERT that queues a mail, for use inside other transactions.
pub(super) fn insert_mail(mail: &OutgoingMail, now: DateTime<Utc>) -> InsertStatement {
    Query::insert()
        .into_table(MailQueue::Table)
        .columns([
            MailQueue::Recipient,
            MailQueue::Subject,
            MailQueue::BodyText,
            MailQueue::BodyHtml,
            MailQueue::CreatedAt,
            MailQueue::Attempts,
            MailQueue::NextAttemptAt,
            MailQueue::UnsubscribeUrl,
        ])
        .values_panic([
            mail.to.clone().into(),
            mail.subject.clone().into(),
            mail.text.clone().into(),
            mail.html.clone().into(),
            now.into(),
            0i32.into(),
            now.into(),
            mail.unsubscribe.clone().into(),
        ])
        .to_owned()
}

/// The mail queue in the `mail_queue` table.
#[derive(Clone, Debug)]
pub struct SqlMailQueue {
    db: Db,
    wakeup: MailWakeup,
}

impl SqlMailQueue {
    pub fn new(db: Db, wakeup: MailWakeup) -> Self {
        SqlMailQueue { db, wakeup }
    }
}

#[derive(sqlx::FromRow)]
struct QueuedRow {
    id: i64,
    recipient: String,
    subject: String,
    body_text: String,
    body_html: String,
    attempts: i32,
    unsubscribe_url: Option<String>,
}

#[async_trait::async_trait]
impl MailQueuePort for SqlMailQueue {
    #[tracing::instrument(name = "SqlMailQueue::enqueue", level = "debug", skip_all)]
    async fn enqueue(&self, mail: OutgoingMail, now: DateTime<Utc>) -> Result<(), InfraError> {
        self.db.execute(&insert_mail(&mail, now)).await?;
        self.wakeup.notify();
        Ok(())
    }

    #[tracing::instrument(name = "SqlMailQueue::claim_due", level = "debug", skip_all)]
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<QueuedMail>, InfraError> {
        let free = Cond::any()
            .add(Expr::col(MailQueue::LockedUntil).is_null())
            .add(Expr::col(MailQueue::LockedUntil).lte(now));
        let candidates: Vec<QueuedRow> = self
            .db
            .fetch_all(
                Query::select()
                    .columns([
                        MailQueue::Id,
                        MailQueue::Recipient,
                        MailQueue::Subject,
                        MailQueue::BodyText,
                        MailQueue::BodyHtml,
                        MailQueue::Attempts,
                        MailQueue::UnsubscribeUrl,
                    ])
                    .from(MailQueue::Table)
                    .and_where(Expr::col(MailQueue::NextAttemptAt).lte(now))
                    .cond_where(free.clone())
                    .order_by(MailQueue::NextAttemptAt, Order::Asc)
                    .limit(u64::from(limit)),
            )
            .await?;
        let mut claimed = Vec::with_capacity(candidates.len());
        for row in candidates {
            // Optimistic claim: only one worker's UPDATE can match a free row.
            let rows = self
                .db
                .execute(
                    Query::update()
                        .table(MailQueue::Table)
                        .value(MailQueue::LockedUntil, now + CLAIM_LEASE)
                        .value(MailQueue::Attempts, Expr::col(MailQueue::Attempts).add(1))
                        .and_where(Expr::col(MailQueue::Id).eq(row.id))
                        .and_where(Expr::col(MailQueue::NextAttemptAt).is_not_null())
                        .cond_where(free.clone()),
                )
                .await?;
            if rows == 1 {
                claimed.push(QueuedMail {
                    id: row.id,
                    attempts: u32::try_from(row.attempts).unwrap_or(0),
                    mail: OutgoingMail {
                        to: row.recipient,
                        subject: row.subject,
                        text: row.body_text,
                        html: row.body_html,
                        unsubscribe: row.unsubscribe_url,
                    },
                });
            }
        }
        Ok(claimed)
    }

    #[tracing::instrument(name = "SqlMailQueue::mark_sent", level = "debug", skip_all)]
    async fn mark_sent(&self, id: i64, now: DateTime<Utc>) -> Result<(), InfraError> {
        // The body may hold a one-time link: it is not kept once delivered.
        self.db
            .execute(
                Query::update()
                    .table(MailQueue::Table)
                    .value(MailQueue::SentAt, now)
                    .value(MailQueue::NextAttemptAt, Option::<DateTime<Utc>>::None)
                    .value(MailQueue::LockedUntil, Option::<DateTime<Utc>>::None)
                    .value(MailQueue::BodyText, "")
                    .value(MailQueue::BodyHtml, "")
                    .value(MailQueue::UnsubscribeUrl, Option::<String>::None)
                    .value(MailQueue::LastError, Option::<String>::None)
                    .and_where(Expr::col(MailQueue::Id).eq(id)),
            )
            .await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlMailQueue::mark_failed", level = "debug", skip_all)]
    async fn mark_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<DateTime<Utc>>,
    ) -> Result<(), InfraError> {
        self.db
            .execute(
                Query::update()
                    .table(MailQueue::Table)
                    .value(MailQueue::NextAttemptAt, retry_at)
                    .value(MailQueue::LockedUntil, Option::<DateTime<Utc>>::None)
                    .value(MailQueue::LastError, error.chars().take(1000).collect::<String>())
                    .and_where(Expr::col(MailQueue::Id).eq(id)),
            )
            .await?;
        Ok(())
    }
}
