//! Who speaks in a posted message — sessions now, the tavern and private messages next: the
//! author (named by their main character) and the character they wrote as, stored as a type, an
//! id and a name, with that character's avatar read as it is now.

use mrok_core::sessions::{CharacterType, SessionCharacter, UNKNOWN_NAME};
use sea_query::{Alias, Expr, ExprTrait, IntoIden, JoinType, SelectStatement};

use super::main_character::join_main_character;
use super::tables::Characters;

/// Adds to a query over messages under `messages` (an alias) the author's main-character name as
/// `author_name` and the current avatar of the character they wrote as as `character_avatar`.
pub(crate) fn with_speaker(
    query: &mut SelectStatement,
    messages: &str,
    author: impl IntoIden,
    character: impl IntoIden,
) {
    let (author_alias, character_alias) = (format!("{messages}_author"), format!("{messages}_as"));
    query
        .expr_as(
            Expr::col((Alias::new(&author_alias), Characters::Name)),
            Alias::new("author_name"),
        )
        .expr_as(
            Expr::col((Alias::new(&character_alias), Characters::Avatar)),
            Alias::new("character_avatar"),
        );
    let author = (Alias::new(messages), author.into_iden());
    join_main_character(query, JoinType::LeftJoin, &author_alias, author);
    query.join_as(
        JoinType::LeftJoin,
        Characters::Table,
        Alias::new(&character_alias),
        Expr::col((Alias::new(&character_alias), Characters::Id))
            .equals((Alias::new(messages), character.into_iden())),
    );
}

/// A stored character type; anything unknown reads as the narrator (who has no character).
pub(crate) fn character_type(raw: &str) -> CharacterType {
    CharacterType::parse(raw).unwrap_or(CharacterType::Narrator)
}

/// A name from a join that may find no main character.
pub(crate) fn name_or_unknown(name: Option<String>) -> String {
    name.unwrap_or_else(|| UNKNOWN_NAME.to_owned())
}

/// The stored type and id of a speaking character.
pub(crate) fn stored_character(character: &SessionCharacter) -> (&'static str, Option<i64>) {
    (character.kind.as_str(), character.id.map(|id| id.0))
}
