use chrono::{DateTime, Utc};
use mrok_core::audit::{AuditEntry, AuditFilter, AuditLog, NewAuditEntry};
use mrok_core::backoffice::{NewestFirst, Page, PageRequest};
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{Expr, ExprTrait, Order, Query, SelectStatement};

use super::Db;
use super::tables::AuditLog as Log;

/// The audit log in `audit_log`: appended to, read newest first, never changed.
#[derive(Clone, Debug)]
pub struct SqlAuditLog {
    db: Db,
}

impl SqlAuditLog {
    pub fn new(db: Db) -> Self {
        SqlAuditLog { db }
    }
}

/// The columns a write fills, in the order of [`EntryRow`] after the id.
const WRITTEN: [Log; 9] = [
    Log::At,
    Log::ActorId,
    Log::ActorRole,
    Log::Action,
    Log::Method,
    Log::Target,
    Log::Before,
    Log::After,
    Log::Status,
];

#[derive(sqlx::FromRow)]
struct EntryRow {
    id: i64,
    at: DateTime<Utc>,
    actor_id: i64,
    actor_role: String,
    action: String,
    method: String,
    target: String,
    before: Option<String>,
    after: Option<String>,
    status: i32,
}

impl TryFrom<EntryRow> for AuditEntry {
    type Error = InfraError;

    fn try_from(r: EntryRow) -> Result<Self, InfraError> {
        Ok(AuditEntry {
            id: r.id,
            at: r.at,
            actor: UserId(r.actor_id),
            actor_role: r.actor_role.parse::<Role>().map_err(InfraError::new)?,
            action: r.action,
            method: r.method,
            target: r.target,
            before: r.before,
            after: r.after,
            status: u16::try_from(r.status).unwrap_or(0),
        })
    }
}

fn filtered(filter: &AuditFilter) -> SelectStatement {
    let mut query = Query::select().from(Log::Table).to_owned();
    if let Some(actor) = filter.actor {
        query.and_where(Expr::col(Log::ActorId).eq(actor.0));
    }
    if let Some(action) = &filter.action {
        query.and_where(Expr::col(Log::Action).eq(action.as_str()));
    }
    query
}

#[async_trait::async_trait]
impl AuditLog for SqlAuditLog {
    #[tracing::instrument(name = "SqlAuditLog::record", level = "debug", skip_all)]
    async fn record(&self, e: NewAuditEntry) -> Result<(), InfraError> {
        self.db
            .execute(Query::insert().into_table(Log::Table).columns(WRITTEN).values_panic([
                e.at.into(),
                e.actor.id().0.into(),
                e.actor.role().as_str().into(),
                e.action.into(),
                e.method.into(),
                e.target.into(),
                e.before.into(),
                e.after.into(),
                i32::from(e.status).into(),
            ]))
            .await?;
        Ok(())
    }

    #[tracing::instrument(name = "SqlAuditLog::list", level = "debug", skip_all)]
    async fn list(
        &self,
        filter: AuditFilter,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<AuditEntry>, InfraError> {
        let rows: Vec<EntryRow> = self
            .db
            .fetch_all(
                filtered(&filter)
                    .column(Log::Id)
                    .columns(WRITTEN)
                    .order_by(Log::Id, Order::Desc)
                    .limit(u64::from(page.limit))
                    .offset(u64::from(page.offset)),
            )
            .await?;
        let total = self.db.count(filtered(&filter)).await?;
        Ok(Page {
            rows: rows.into_iter().map(AuditEntry::try_from).collect::<Result<_, _>>()?,
            total,
        })
    }
}
