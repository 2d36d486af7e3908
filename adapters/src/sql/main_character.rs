//! "An account's main character is the character in the main slot": the one place the SQL
//! spells it (the slot's number comes from the domain's [`Slot::number`]).

use mrok_core::characters::Slot;
use sea_query::{Alias, Expr, ExprTrait, IntoColumnRef, IntoIden, JoinType, SelectStatement};

use super::tables::Characters;

/// Whether the character row under `table` (a table or an alias) is a main character.
pub(crate) fn is_main(table: impl IntoIden) -> Expr {
    Expr::col((table.into_iden(), Characters::Slot)).eq(Slot::Main.number())
}

/// Joins the main character of the account in `user` under `alias`; with a left join, rows of
/// accounts without one stay, their character columns null.
pub(crate) fn join_main_character(
    query: &mut SelectStatement,
    join: JoinType,
    alias: &str,
    user: impl IntoColumnRef,
) {
    query.join_as(
        join,
        Characters::Table,
        Alias::new(alias),
        Expr::col((Alias::new(alias), Characters::UserId))
            .equals(user)
            .and(is_main(Alias::new(alias))),
    );
}
