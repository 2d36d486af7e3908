use chrono::{DateTime, Utc};
use mrok_core::characters::{
    CharacterError, CharacterName, CharacterRepository, Gender, MainCharacter, Race,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Expr, ExprTrait, Query};

use super::tables::Characters;
use super::{Db, WriteError};

/// Main characters in the `characters` table.
#[derive(Clone, Debug)]
pub struct SqlCharacters {
    db: Db,
}

impl SqlCharacters {
    pub fn new(db: Db) -> Self {
        SqlCharacters { db }
    }
}

/// The columns of a character row, in the order of [`CharacterRow`].
const COLUMNS: [Characters; 5] = [
    Characters::UserId,
    Characters::Name,
    Characters::Gender,
    Characters::Race,
    Characters::CreatedAt,
];

#[derive(sqlx::FromRow)]
struct CharacterRow {
    user_id: i64,
    name: String,
    gender: String,
    race: String,
    created_at: DateTime<Utc>,
}

impl TryFrom<CharacterRow> for MainCharacter {
    type Error = InfraError;

    fn try_from(row: CharacterRow) -> Result<Self, Self::Error> {
        let unreadable = |e: CharacterError| InfraError::new(format!("stored character: {e}"));
        Ok(MainCharacter {
            user_id: UserId(row.user_id),
            name: CharacterName::parse(&row.name).map_err(unreadable)?,
            gender: Gender::parse(&row.gender).map_err(unreadable)?,
            race: Race::parse(&row.race).map_err(unreadable)?,
            created_at: row.created_at,
        })
    }
}

#[async_trait::async_trait]
impl CharacterRepository for SqlCharacters {
    async fn find_main(&self, user: UserId) -> Result<Option<MainCharacter>, InfraError> {
        let row: Option<CharacterRow> = self
            .db
            .fetch_optional(
                Query::select()
                    .columns(COLUMNS)
                    .from(Characters::Table)
                    .and_where(Expr::col(Characters::UserId).eq(user.0)),
            )
            .await?;
        row.map(MainCharacter::try_from).transpose()
    }

    async fn create_main(&self, character: MainCharacter) -> Result<(), CharacterError> {
        let insert = Query::insert()
            .into_table(Characters::Table)
            .columns(COLUMNS)
            .values_panic([
                character.user_id.0.into(),
                character.name.as_str().into(),
                character.gender.as_str().into(),
                character.race.as_str().into(),
                character.created_at.into(),
            ])
            .to_owned();
        match self.db.execute(&insert).await {
            Ok(_) => Ok(()),
            Err(WriteError::Unique) => Err(CharacterError::AlreadyHasMainCharacter),
            Err(WriteError::Infra(error)) => Err(error.into()),
        }
    }
}
