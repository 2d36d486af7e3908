//! Who speaks in a posted message — sessions now, the tavern and private messages next: the
//! author (named by their main character) and the character they wrote as, stored as a type, an
//! id and a name, with that character's avatar read as it is now.

use chrono::{DateTime, Utc};
use mrok_core::sessions::{CharacterType, SessionCharacter, UNKNOWN_NAME};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Alias, DynIden, Expr, ExprTrait, IntoIden, JoinType, Query, SelectStatement};

use super::Tx;

use super::main_character::join_main_character;
use super::select::select_as;
use super::tables::{Characters, Spoken};

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

/// A message as both messages tables keep it, a session's and a room's: where it is posted, by
/// whom, speaking as which character.
pub(crate) struct SpokenMessage<'a> {
    pub place: i64,
    pub author: UserId,
    pub body: &'a str,
    pub character: &'a SessionCharacter,
    pub at: DateTime<Utc>,
}

/// Inserts `message` into `table`, its place in the `place` column; the new row's `id`.
pub(crate) async fn insert_spoken<T: IntoIden + Copy + 'static>(
    tx: &mut Tx,
    (table, id, place): (T, T, T),
    message: SpokenMessage<'_>,
) -> Result<i64, InfraError> {
    let (kind, character_id) = stored_character(message.character);
    let insert = Query::insert()
        .into_table(table)
        .columns(spoken_columns(place))
        .values_panic([
            message.place.into(),
            message.author.0.into(),
            message.body.into(),
            kind.into(),
            character_id.into(),
            message.character.name.as_str().into(),
            message.at.into(),
        ])
        .returning_col(id)
        .to_owned();
    tx.insert_id(&insert).await
}

/// A messages table's `place` column and the columns of who says what in it ([`Spoken`]).
pub(crate) fn spoken_columns(place: impl IntoIden) -> Vec<DynIden> {
    let spoken = [
        Spoken::UserId,
        Spoken::Body,
        Spoken::CharacterType,
        Spoken::CharacterId,
        Spoken::CharacterName,
        Spoken::CreatedAt,
    ];
    std::iter::once(place.into_iden()).chain(spoken.map(IntoIden::into_iden)).collect()
}

/// The messages of `table` under the alias `m` — their `id`, their `place` and who says what in
/// them — with who speaks in them ([`with_speaker`]).
pub(crate) fn select_spoken<T: IntoIden + Copy>(table: T, id: T, place: T) -> SelectStatement {
    let columns = std::iter::once(id.into_iden()).chain(spoken_columns(place));
    let mut query = select_as(table, "m", columns);
    with_speaker(&mut query, "m", Spoken::UserId, Spoken::CharacterId);
    query
}
