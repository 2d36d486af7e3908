//! The main character: check and creation (spec 1 §4, §7).

pub(super) mod bodies;
pub(super) mod cards;
pub(super) mod curation;

use std::sync::Arc;

use mrok_core::characters::{CharacterService, NewMainCharacter};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::{BearerAuth, PlayerAuth};
use crate::api::errors::ApiError;

pub struct CharactersApi {
    pub characters: Arc<CharacterService>,
}

/// Whether the account has its main character.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CharacterCheckBody {
    pub has_character: bool,
    /// The character's name, when there is one.
    #[oai(nullable)]
    pub user: Option<String>,
    #[oai(nullable)]
    pub race: Option<String>,
    #[oai(nullable)]
    pub gender: Option<String>,
}

/// The main-character form: name (3–30 characters), gender (Kobieta, Mężczyzna) and race
/// (Człowiek, Wampir, Wilkołak).
#[derive(Debug, Object)]
pub struct CreateCharacterBody {
    #[oai(default)]
    pub user: String,
    #[oai(default)]
    pub gender: String,
    #[oai(default)]
    pub race: String,
}

/// The created character.
#[derive(Debug, Object)]
pub struct CreatedCharacterBody {
    pub message: String,
    pub user: String,
    pub gender: String,
    pub race: String,
}

#[derive(ApiResponse)]
pub enum CheckCharacterResponse {
    /// Whether a main character exists.
    #[oai(status = 200)]
    Ok(Json<CharacterCheckBody>),
}

#[derive(ApiResponse)]
pub enum CreateCharacterResponse {
    /// Created.
    #[oai(status = 201)]
    Created(Json<CreatedCharacterBody>),
}

const RESURRECTED: &str = "Przeklęta istota została wskrzeszona!";

#[OpenApi(tag = "ApiTags::Characters")]
impl CharactersApi {
    /// Whether the logged-in account has created its main character.
    #[oai(path = "/checkCharacter", method = "get", operation_id = "checkCharacter")]
    #[tracing::instrument(name = "checkCharacter", level = "debug", skip_all)]
    async fn check_character(&self, auth: BearerAuth) -> Result<CheckCharacterResponse, ApiError> {
        let character = self.characters.own_main_character(auth.actor()).await?;
        Ok(CheckCharacterResponse::Ok(Json(CharacterCheckBody {
            has_character: character.is_some(),
            user: character.as_ref().map(|c| c.name.to_string()),
            race: character.as_ref().map(|c| c.race.to_string()),
            gender: character.as_ref().map(|c| c.gender.to_string()),
        })))
    }

    /// Create the account's one main character.
    #[oai(path = "/createCharacter", method = "post", operation_id = "createCharacter")]
    #[tracing::instrument(name = "createCharacter", level = "debug", skip_all)]
    async fn create_character(
        &self,
        auth: PlayerAuth,
        body: Json<CreateCharacterBody>,
    ) -> Result<CreateCharacterResponse, ApiError> {
        let form = NewMainCharacter { name: body.0.user, gender: body.0.gender, race: body.0.race };
        let created = self.characters.create_main(&auth.0, form).await?;
        Ok(CreateCharacterResponse::Created(Json(CreatedCharacterBody {
            message: RESURRECTED.to_owned(),
            user: created.name.to_string(),
            gender: created.gender.to_string(),
            race: created.race.to_string(),
        })))
    }
}
