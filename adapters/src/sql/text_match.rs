//! Typed text matched against a column the way players expect it everywhere a name or an address
//! is searched (the back office's lists, the character suggestions): case and Polish diacritics do
//! not matter ('zmijan' finds 'Żmijan', 'ŁUCJA' finds 'łucja'), and nothing typed is a wildcard.
//! What is typed is folded by core (`mrok_core::lore::fold`); the column is folded in SQL —
//! PostgreSQL by `lower()` and `translate()` of the Polish letters, SQLite (whose `lower()` knows
//! only ASCII) by GLOB classes of every letter that folds to a typed one.

use mrok_core::lore::fold;
use sea_query::extension::sqlite::SqliteExpr;
use sea_query::{Alias, Cond, Expr, ExprTrait, Func, LikeExpr};

use super::Db;

/// Where in the column the typed text must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// Anywhere ('ucj' finds 'Łucja').
    Anywhere,
    /// At the start of the text or of one of its words ('mro' finds 'Łucja Mroczna').
    WordStart,
}

/// The condition that `column` holds `typed` as `anchor` says; `None` when nothing is typed
/// (blank after folding).
pub(crate) fn matching(db: &Db, column: Expr, typed: &str, anchor: Anchor) -> Option<Cond> {
    let folded = fold(typed.trim());
    if folded.is_empty() {
        return None;
    }
    let cond = match db {
        Db::Postgres(_) => {
            let text = like_literal(&folded);
            let like = |pattern: String| {
                polish_folded(column.clone()).like(LikeExpr::new(pattern).escape('\\'))
            };
            match anchor {
                Anchor::Anywhere => Cond::all().add(like(format!("%{text}%"))),
                Anchor::WordStart => {
                    Cond::any().add(like(format!("{text}%"))).add(like(format!("% {text}%")))
                }
            }
        }
        Db::Sqlite { .. } => {
            let classes = glob_classes(&folded);
            match anchor {
                Anchor::Anywhere => Cond::all().add(column.glob(format!("*{classes}*"))),
                Anchor::WordStart => Cond::any()
                    .add(column.clone().glob(format!("{classes}*")))
                    .add(column.glob(format!("* {classes}*"))),
            }
        }
    };
    Some(cond)
}

/// PostgreSQL: the column lower-cased with the Polish letters made plain, as `fold` makes what
/// is typed ('Żmijan' → 'zmijan').
fn polish_folded(column: Expr) -> Expr {
    Expr::expr(Func::cust(Alias::new("translate")).args([
        Expr::expr(Func::lower(column)),
        Expr::val("ąćęłńóśźż"),
        Expr::val("acelnoszz"),
    ]))
}

/// Folded text for LIKE … ESCAPE '\': its wildcards and the escape itself stand for themselves.
fn like_literal(folded: &str) -> String {
    let mut out = String::with_capacity(folded.len());
    for c in folded.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// SQLite: every folded letter as the GLOB class of the letters that fold to it, in both cases
/// ('z' → '[zZżŻźŹ]'); GLOB's own characters as classes of themselves.
fn glob_classes(folded: &str) -> String {
    folded
        .chars()
        .map(|c| {
            let polish = match c {
                'a' => "ąĄ",
                'c' => "ćĆ",
                'e' => "ęĘ",
                'l' => "łŁ",
                'n' => "ńŃ",
                'o' => "óÓ",
                's' => "śŚ",
                'z' => "żŻźŹ",
                _ => "",
            };
            let upper: String = c.to_uppercase().collect();
            let upper = if upper.chars().count() == 1 && upper != c.to_string() {
                upper
            } else {
                String::new()
            };
            if matches!(c, '*' | '?' | '[') {
                format!("[{c}]")
            } else if polish.is_empty() && upper.is_empty() {
                c.to_string()
            } else {
                format!("[{c}{upper}{polish}]")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_glob_class_holds_every_letter_folding_to_the_typed_one_and_nothing_is_a_wildcard() {
        assert_eq!(glob_classes("zmij"), "[zZżŻźŹ][mM][iI][jJ]");
        assert_eq!(glob_classes("7 *?[]%_"), "7 [*][?][[]]%_");
        assert_eq!(glob_classes("ß"), "ß", "an upper case of two letters is left out");
    }

    #[test]
    fn likes_wildcards_and_escape_are_escaped() {
        assert_eq!(like_literal("a%b_c\\d"), "a\\%b\\_c\\\\d");
    }
}
