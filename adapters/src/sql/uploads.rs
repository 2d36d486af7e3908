use std::collections::HashSet;

use chrono::{DateTime, Utc};
use mrok_core::shared::{InfraError, UserId};
use mrok_core::uploads::{StoredName, UploadLedger, UploadRecord, mentioned_uploads};
use sea_query::{Alias, Expr, ExprTrait, Func, LockType, OnConflict, Order, Query};

use super::Db;
use super::db::IdRow;
use super::tables::{Uploads, Users};

/// Every stored column that may refer to an uploaded image: avatars and the texts written with
/// the editor. A new table with such a column belongs here, or its images will be swept away.
const IMAGE_REFERENCES: &[(&str, &str)] = &[
    ("characters", "avatar"),
    ("characters", "description"),
    ("card_entries", "description"),
    ("rp_messages", "body"),
    ("private_messages", "body"),
    ("tavern_messages", "body"),
    ("news", "content"),
    ("resident_messages", "content"),
    ("global_messages", "content"),
    ("lore_entries", "body"),
    ("lore_entries", "image"),
    ("bestiary_categories", "description"),
    ("beasts", "description"),
];
/// Rows read at a time while looking for references.
const SCAN_PAGE: u64 = 500;

/// The upload ledger in `uploads`, and the reference scan over [`IMAGE_REFERENCES`].
#[derive(Clone, Debug)]
pub struct SqlUploads {
    db: Db,
}

impl SqlUploads {
    pub fn new(db: Db) -> Self {
        SqlUploads { db }
    }
}

#[derive(sqlx::FromRow)]
struct SumRow {
    total: i64,
}

#[derive(sqlx::FromRow)]
struct NameRow {
    name: String,
}

#[derive(sqlx::FromRow)]
struct TextRow {
    id: i64,
    text: Option<String>,
}

fn names(names: &[StoredName]) -> Vec<String> {
    names.iter().map(StoredName::file_name).collect()
}

#[async_trait::async_trait]
impl UploadLedger for SqlUploads {
    #[tracing::instrument(name = "SqlUploads::record_within", level = "debug", skip_all)]
    async fn record_within(&self, upload: &UploadRecord, most: u64) -> Result<bool, InfraError> {
        let bytes = i64::try_from(upload.bytes).unwrap_or(i64::MAX);
        let mut tx = self.db.begin().await?;
        // The uploader held: their parallel uploads count one after another (PostgreSQL; SQLite
        // has one writer). An account deleted meanwhile is no row to hold, and no upload.
        let held: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .column(Users::Id)
                    .from(Users::Table)
                    .and_where(Expr::col(Users::Id).eq(upload.owner.0))
                    .lock(LockType::NoKeyUpdate),
            )
            .await?;
        if held.is_none() {
            return Ok(false);
        }
        // The player's other images (this one, uploaded again, replaces its own row).
        let others: Option<SumRow> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(
                        Expr::cust("CAST(COALESCE(SUM(bytes), 0) AS BIGINT)"),
                        Alias::new("total"),
                    )
                    .from(Uploads::Table)
                    .and_where(Expr::col(Uploads::OwnerId).eq(upload.owner.0))
                    .and_where(Expr::col(Uploads::Name).ne(upload.name.file_name())),
            )
            .await?;
        let others = others.map_or(0, |r| u64::try_from(r.total).unwrap_or_default());
        if others.saturating_add(upload.bytes) > most {
            return Ok(false);
        }
        tx.execute(
            Query::insert()
                .into_table(Uploads::Table)
                .columns([
                    Uploads::Name,
                    Uploads::OwnerId,
                    Uploads::Bytes,
                    Uploads::UploadedAt,
                    Uploads::CheckedAt,
                ])
                .values_panic([
                    upload.name.file_name().into(),
                    upload.owner.0.into(),
                    bytes.into(),
                    upload.at.into(),
                    upload.at.into(),
                ])
                .on_conflict(
                    OnConflict::columns([Uploads::Name, Uploads::OwnerId])
                        .update_columns([Uploads::Bytes, Uploads::UploadedAt, Uploads::CheckedAt])
                        .to_owned(),
                ),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlUploads::bytes_of", level = "debug", skip_all)]
    async fn bytes_of(&self, owner: UserId) -> Result<u64, InfraError> {
        let query = Query::select()
            .expr_as(Expr::cust("CAST(COALESCE(SUM(bytes), 0) AS BIGINT)"), Alias::new("total"))
            .from(Uploads::Table)
            .and_where(Expr::col(Uploads::OwnerId).eq(owner.0))
            .to_owned();
        let row: Option<SumRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map_or(0, |r| u64::try_from(r.total).unwrap_or_default()))
    }

    #[tracing::instrument(name = "SqlUploads::due_for_check", level = "debug", skip_all)]
    async fn due_for_check(
        &self,
        before: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<StoredName>, InfraError> {
        let last_checked = Func::max(Expr::col(Uploads::CheckedAt));
        let query = Query::select()
            .column(Uploads::Name)
            .from(Uploads::Table)
            .group_by_col(Uploads::Name)
            .and_having(last_checked.clone().lt(before))
            .order_by_expr(last_checked.into(), Order::Asc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<NameRow> = self.db.fetch_all(&query).await?;
        Ok(rows.iter().filter_map(|r| StoredName::parse(&r.name)).collect())
    }

    #[tracing::instrument(name = "SqlUploads::in_use", level = "debug", skip_all)]
    async fn in_use(&self, wanted: &[StoredName]) -> Result<Vec<StoredName>, InfraError> {
        let mut open: HashSet<&StoredName> = wanted.iter().collect();
        let mut found = Vec::new();
        for (table, column) in IMAGE_REFERENCES {
            let mut after = 0_i64;
            while !open.is_empty() {
                let query = Query::select()
                    .column(Alias::new("id"))
                    .expr_as(Expr::col(Alias::new(*column)), Alias::new("text"))
                    .from(Alias::new(*table))
                    .and_where(Expr::col(Alias::new("id")).gt(after))
                    .and_where(Expr::col(Alias::new(*column)).like("%/uploads/%"))
                    .order_by(Alias::new("id"), Order::Asc)
                    .limit(SCAN_PAGE)
                    .to_owned();
                let rows: Vec<TextRow> = self.db.fetch_all(&query).await?;
                for text in rows.iter().filter_map(|r| r.text.as_deref()) {
                    for name in mentioned_uploads(text) {
                        if let Some(hit) = open.take(&name) {
                            found.push(hit.clone());
                        }
                    }
                }
                match rows.last() {
                    Some(last) if rows.len() as u64 == SCAN_PAGE => after = last.id,
                    _ => break,
                }
            }
        }
        Ok(found)
    }

    #[tracing::instrument(name = "SqlUploads::checked", level = "debug", skip_all)]
    async fn checked(&self, checked: &[StoredName], at: DateTime<Utc>) -> Result<(), InfraError> {
        for chunk in checked.chunks(500) {
            let update = Query::update()
                .table(Uploads::Table)
                .value(Uploads::CheckedAt, at)
                .and_where(Expr::col(Uploads::Name).is_in(names(chunk)))
                .to_owned();
            self.db.execute(&update).await.map_err(InfraError::from)?;
        }
        Ok(())
    }

    #[tracing::instrument(name = "SqlUploads::forget", level = "debug", skip_all)]
    async fn forget(&self, name: &StoredName) -> Result<(), InfraError> {
        let delete = Query::delete()
            .from_table(Uploads::Table)
            .and_where(Expr::col(Uploads::Name).eq(name.file_name()))
            .to_owned();
        self.db.execute(&delete).await.map(|_| ()).map_err(InfraError::from)
    }
}
