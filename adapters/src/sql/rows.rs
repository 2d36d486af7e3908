//! One row by its key, alike in every table: added within a cap, changed, removed, held.

use mrok_core::shared::InfraError;
use sea_query::{Expr, ExprTrait, Iden, LockType, Query, SimpleExpr};

use super::db::{IdRow, Record};
use super::{Db, Tx};

/// Adds a row to `table` unless it holds `limit` rows already; the new row's id.
pub(crate) async fn insert_within<T: Iden + Copy + 'static>(
    db: &Db,
    table: T,
    id: T,
    values: Vec<(T, SimpleExpr)>,
    limit: u64,
) -> Result<Option<i64>, InfraError> {
    if db.count(Query::select().from(table).to_owned()).await? >= limit {
        return Ok(None);
    }
    let (columns, values): (Vec<_>, Vec<_>) = values.into_iter().unzip();
    let insert = Query::insert()
        .into_table(table)
        .columns(columns)
        .values_panic(values)
        .returning_col(id)
        .to_owned();
    let mut tx = db.begin().await?;
    let row: Option<IdRow> = tx.fetch_optional(&insert).await?;
    tx.commit().await?;
    Ok(row.map(|r| r.id))
}

/// Changes the rows of `table` whose `id` column (or another key) is `key`; whether there was
/// one.
pub(crate) async fn update_row<T: Iden + Copy + 'static>(
    db: &Db,
    table: T,
    id: T,
    key: i64,
    values: Vec<(T, SimpleExpr)>,
) -> Result<bool, InfraError> {
    let update =
        Query::update().table(table).values(values).and_where(Expr::col(id).eq(key)).to_owned();
    Ok(db.execute(&update).await? > 0)
}

/// Removes the row of `table` whose `id` column is `key`; whether there was one.
pub(crate) async fn delete_row<T: Iden + Copy + 'static>(
    db: &Db,
    table: T,
    id: T,
    key: i64,
) -> Result<bool, InfraError> {
    let delete = Query::delete().from_table(table).and_where(Expr::col(id).eq(key)).to_owned();
    Ok(db.execute(&delete).await? > 0)
}

/// Reads `column` of the row of `table` whose `key` column is `value`, and holds the row until
/// the transaction ends: on PostgreSQL it is locked (`FOR UPDATE`), so that writes holding it
/// run one after another; SQLite's one writer connection already runs write transactions one at
/// a time.
pub(crate) async fn hold_row<R: Record, T: Iden + Copy + 'static>(
    tx: &mut Tx,
    (table, column): (T, T),
    key: T,
    value: i64,
) -> Result<Option<R>, InfraError> {
    let held = Query::select()
        .column(column)
        .from(table)
        .and_where(Expr::col(key).eq(value))
        .lock(LockType::Update)
        .to_owned();
    Ok(tx.fetch_optional(&held).await?)
}
