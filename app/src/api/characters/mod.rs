//! The main character: check and creation (spec 1 §4, §7), and characters suggested by name
//! (issue 49).

pub(super) mod bodies;
pub(super) mod cards;
pub(super) mod curation;

use std::sync::Arc;

use mrok_core::characters::{CharacterService, NewMainCharacter, Slot, Suggestion};
use mrok_core::sessions::SessionId;
use poem_openapi::param::Query;
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

/// A character suggested for a field that wants a player or a character.
#[derive(Debug, Object)]
#[oai(rename = "CharacterSuggestion", rename_all = "camelCase")]
pub struct SuggestionBody {
    /// The character's id.
    pub id: i64,
    pub name: String,
    /// Its player's account id.
    pub user_id: i64,
    /// Whether it is the player's main character (else a secondary one).
    pub main: bool,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

impl From<Suggestion> for SuggestionBody {
    fn from(s: Suggestion) -> Self {
        SuggestionBody {
            id: s.character.0,
            name: s.name,
            user_id: s.user.0,
            main: s.slot == Slot::Main,
            avatar: s.avatar,
        }
    }
}

#[derive(ApiResponse)]
pub enum SuggestResponse {
    /// At most 8, the session's participants first (for one of them), then players online, then
    /// by name; accounts in play only.
    #[oai(status = 200)]
    Ok(Json<Vec<SuggestionBody>>),
}

const RESURRECTED: &str = "Przeklęta istota została wskrzeszona!";

#[OpenApi(tag = "ApiTags::Characters")]
impl CharactersApi {
    /// Characters whose name, or a word of it, starts with `q` — case and Polish diacritics
    /// aside ("zmij" finds "Żmijan") — main and secondary ones, at most 8 (`limit` fewer); with
    /// `session`, that session's participants first (when you are one of them), then players
    /// online (the last 5 minutes). Blank `q`: none. 120 searches a minute.
    #[oai(path = "/characters/suggest", method = "get", operation_id = "suggestCharacters")]
    #[tracing::instrument(name = "suggestCharacters", level = "debug", skip_all)]
    async fn suggest(
        &self,
        auth: PlayerAuth,
        /// The start of a name (up to 40 characters).
        #[oai(default)]
        q: Query<String>,
        /// A session whose participants come first.
        session: Query<Option<i64>>,
        /// 1–8; 8 when absent.
        limit: Query<Option<u32>>,
    ) -> Result<SuggestResponse, ApiError> {
        let found =
            self.characters.suggest(&auth.0, &q.0, session.0.map(SessionId), limit.0).await?;
        Ok(SuggestResponse::Ok(Json(found.into_iter().map(Into::into).collect())))
    }

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
