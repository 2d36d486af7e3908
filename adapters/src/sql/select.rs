//! The pieces the joined selects are built from: a table read under an alias, its columns, and
//! the tables joined to it by a key.

use sea_query::{
    Alias, Expr, ExprTrait, IntoColumnRef, IntoIden, JoinType, Query, SelectStatement,
};

/// `alias.column` as an expression.
pub(crate) fn col(alias: &str, column: impl IntoIden) -> Expr {
    Expr::col((Alias::new(alias), column))
}

/// `alias.column` as a column (to join on or order by).
pub(crate) fn at<C: IntoIden>(alias: &str, column: C) -> (Alias, C) {
    (Alias::new(alias), column)
}

/// A select from `table` read as `alias`, with these of its columns.
pub(crate) fn select_as<C: IntoIden>(
    table: impl IntoIden,
    alias: &str,
    columns: impl IntoIterator<Item = C>,
) -> SelectStatement {
    let mut query = Query::select();
    query.from_as(table, Alias::new(alias)).columns(columns.into_iter().map(|c| at(alias, c)));
    query
}

/// Joins `table` as `alias` where its `key` is `to`, and `also` holds when given.
pub(crate) fn join_by(
    query: &mut SelectStatement,
    join: JoinType,
    (table, alias): (impl IntoIden, &str),
    key: impl IntoIden,
    to: impl IntoColumnRef,
    also: Option<Expr>,
) {
    let on = col(alias, key).equals(to);
    let on = match also {
        Some(also) => on.and(also),
        None => on,
    };
    query.join_as(join, table, Alias::new(alias), on);
}
