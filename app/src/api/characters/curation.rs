//! The admin panel's tools over characters (spec 3 §7 "Admin"): nicknames, achievements, the
//! hidden profile information and the stats. Each write tells the audit log what it replaced.

use std::sync::Arc;

use mrok_core::characters::{
    Character, CharacterService, CurationTarget, Replaced, SecondaryRef, Stats,
};
use mrok_core::shared::UserId;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::ToJSON;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;
use crate::audit::note_before;

pub struct CurationApi {
    pub characters: Arc<CharacterService>,
}

/// A main character's new nickname.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangeNicknameBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    #[oai(default)]
    pub new_nickname: String,
}

/// A secondary character's new nickname, by its account and id.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangeSecondaryNicknameByUserBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(default)]
    pub new_nickname: String,
}

/// A secondary character's new nickname, by its id.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangeSecondaryNicknameBody {
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(default)]
    pub new_nickname: String,
}

/// A secondary character as the nickname tool shows it.
#[derive(Debug, Object)]
pub struct SecondaryNicknameBody {
    pub nickname: String,
    pub race: String,
    pub gender: String,
}

/// A character to choose in the admin panel.
#[derive(Debug, Object)]
#[oai(rename = "AdminCharacterChoice")]
pub struct CharacterChoiceBody {
    pub id: i64,
    pub name: String,
    pub race: String,
    pub gender: String,
}

impl From<Character> for CharacterChoiceBody {
    fn from(c: Character) -> Self {
        CharacterChoiceBody {
            id: c.id.0,
            name: c.name.to_string(),
            race: c.race.to_string(),
            gender: c.gender.to_string(),
        }
    }
}

#[derive(Debug, Object)]
pub struct CharacterChoicesBody {
    pub characters: Vec<CharacterChoiceBody>,
}

/// One achievement to add to a main character.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AddAchievementBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    #[oai(default)]
    pub achievement: String,
}

/// One achievement to add to a secondary character.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AddSecondaryAchievementBody {
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(default)]
    pub achievement: String,
}

/// A main character's achievements, one per line.
#[derive(Debug, Object)]
pub struct AchievementsBody {
    pub osiagniecia: String,
}

/// A main character's achievements as rewritten.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EditAchievementsBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    #[oai(default)]
    pub new_achievements: String,
}

/// A secondary character's achievements, with its name.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SecondaryAchievementsBody {
    pub achievements: String,
    pub character_name: String,
}

/// A secondary character's achievements as rewritten.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EditSecondaryAchievementsBody {
    #[oai(nullable)]
    pub character_id: Option<i64>,
    #[oai(default)]
    pub new_achievements: String,
}

/// Hidden profile information: free text, or a JSON sheet with `skills` and `flaws`.
#[derive(Debug, Object)]
pub struct InformacjaBody {
    #[oai(default)]
    pub informacja: String,
}

/// A main character's six stats.
#[derive(Debug, Object)]
pub struct StatsBody {
    pub strength: i32,
    pub dexterity: i32,
    pub speed: i32,
    pub intelligence: i32,
    pub willpower: i32,
    pub endurance: i32,
}

impl From<Stats> for StatsBody {
    fn from(s: Stats) -> Self {
        StatsBody {
            strength: s.strength,
            dexterity: s.dexterity,
            speed: s.speed,
            intelligence: s.intelligence,
            willpower: s.willpower,
            endurance: s.endurance,
        }
    }
}

/// New stats for an account's main character (a missing one stays).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SetStatsBody {
    #[oai(nullable)]
    pub user_id: Option<i64>,
    #[oai(nullable)]
    pub strength: Option<i64>,
    #[oai(nullable)]
    pub dexterity: Option<i64>,
    #[oai(nullable)]
    pub speed: Option<i64>,
    #[oai(nullable)]
    pub intelligence: Option<i64>,
    #[oai(nullable)]
    pub willpower: Option<i64>,
    #[oai(nullable)]
    pub endurance: Option<i64>,
}

#[derive(ApiResponse)]
pub enum SecondaryNicknameResponse {
    #[oai(status = 200)]
    Ok(Json<SecondaryNicknameBody>),
}

#[derive(ApiResponse)]
pub enum CharacterChoicesResponse {
    #[oai(status = 200)]
    Ok(Json<CharacterChoicesBody>),
}

#[derive(ApiResponse)]
pub enum AchievementsResponse {
    #[oai(status = 200)]
    Ok(Json<AchievementsBody>),
}

#[derive(ApiResponse)]
pub enum SecondaryAchievementsResponse {
    #[oai(status = 200)]
    Ok(Json<SecondaryAchievementsBody>),
}

#[derive(ApiResponse)]
pub enum InformacjaResponse {
    #[oai(status = 200)]
    Ok(Json<InformacjaBody>),
}

#[derive(ApiResponse)]
pub enum StatsResponse {
    #[oai(status = 200)]
    Ok(Json<StatsBody>),
}

/// The confirmation of a rename, after telling the audit the old name.
fn renamed(change: Replaced<String>) -> MessageResponse {
    note_before(&change.before);
    MessageResponse::ok(&format!(
        "Nick został zmieniony z „{}” na „{}”.",
        change.before, change.after
    ))
}

/// The confirmation of a replaced text, after telling the audit the old one.
fn replaced(change: Replaced<String>, message: &str) -> MessageResponse {
    note_before(&change.before);
    MessageResponse::ok(message)
}

#[OpenApi(tag = "ApiTags::Admin")]
impl CurationApi {
    /// Renames an account's main character (admins).
    #[oai(path = "/admin/changeNickname", method = "post", operation_id = "adminChangeNickname")]
    #[tracing::instrument(name = "adminChangeNickname", level = "debug", skip_all)]
    async fn change_nickname(
        &self,
        auth: BearerAuth,
        body: Json<ChangeNicknameBody>,
    ) -> Result<MessageResponse, ApiError> {
        let change =
            self.characters.rename_main(auth.actor(), body.0.user_id, &body.0.new_nickname).await?;
        Ok(renamed(change))
    }

    /// Renames a secondary character of the given account (admins).
    #[oai(
        path = "/admin/changeSecondaryNicknameByUser",
        method = "post",
        operation_id = "adminChangeSecondaryNicknameByUser"
    )]
    #[tracing::instrument(name = "adminChangeSecondaryNicknameByUser", level = "debug", skip_all)]
    async fn change_secondary_nickname_by_user(
        &self,
        auth: BearerAuth,
        body: Json<ChangeSecondaryNicknameByUserBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = SecondaryRef::OfUser { user: body.0.user_id, character: body.0.character_id };
        let change =
            self.characters.rename_secondary(auth.actor(), target, &body.0.new_nickname).await?;
        Ok(renamed(change))
    }

    /// A secondary character's nickname, race and gender (admins).
    #[oai(
        path = "/admin/getSecondaryCharacterNickname",
        method = "get",
        operation_id = "adminGetSecondaryCharacterNickname"
    )]
    #[tracing::instrument(name = "adminGetSecondaryCharacterNickname", level = "debug", skip_all)]
    async fn secondary_nickname(
        &self,
        auth: BearerAuth,
        #[oai(name = "characterId")] character_id: Query<Option<i64>>,
    ) -> Result<SecondaryNicknameResponse, ApiError> {
        let c = self.characters.secondary_for_curation(auth.actor(), character_id.0).await?;
        Ok(SecondaryNicknameResponse::Ok(Json(SecondaryNicknameBody {
            nickname: c.name.to_string(),
            race: c.race.to_string(),
            gender: c.gender.to_string(),
        })))
    }

    /// Renames a secondary character by its id (admins).
    #[oai(
        path = "/admin/changeSecondaryNickname",
        method = "post",
        operation_id = "adminChangeSecondaryNickname"
    )]
    #[tracing::instrument(name = "adminChangeSecondaryNickname", level = "debug", skip_all)]
    async fn change_secondary_nickname(
        &self,
        auth: BearerAuth,
        body: Json<ChangeSecondaryNicknameBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = SecondaryRef::Character(body.0.character_id);
        let change =
            self.characters.rename_secondary(auth.actor(), target, &body.0.new_nickname).await?;
        Ok(renamed(change))
    }

    /// An account's secondary characters to choose from (admins).
    #[oai(
        path = "/admin/getSecondaryCharacters",
        method = "get",
        operation_id = "adminGetSecondaryCharacters"
    )]
    #[tracing::instrument(name = "adminGetSecondaryCharacters", level = "debug", skip_all)]
    async fn secondary_characters(
        &self,
        auth: BearerAuth,
        #[oai(name = "userId")] user_id: Query<Option<i64>>,
    ) -> Result<CharacterChoicesResponse, ApiError> {
        let found = self.characters.secondaries_for_curation(auth.actor(), user_id.0).await?;
        Ok(CharacterChoicesResponse::Ok(Json(CharacterChoicesBody {
            characters: found.into_iter().map(Into::into).collect(),
        })))
    }

    /// Adds an achievement to an account's main character, as a new line (admins).
    #[oai(path = "/admin/addAchievement", method = "post", operation_id = "adminAddAchievement")]
    #[tracing::instrument(name = "adminAddAchievement", level = "debug", skip_all)]
    async fn add_achievement(
        &self,
        auth: BearerAuth,
        body: Json<AddAchievementBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = CurationTarget::Main(body.0.user_id);
        let change =
            self.characters.add_achievement(auth.actor(), target, &body.0.achievement).await?;
        Ok(replaced(change, "Osiągnięcie zostało dodane."))
    }

    /// A main character's achievements as one text (admins).
    #[oai(path = "/admin/editAchievement", method = "get", operation_id = "adminGetAchievements")]
    #[tracing::instrument(name = "adminGetAchievements", level = "debug", skip_all)]
    async fn achievements(
        &self,
        auth: BearerAuth,
        #[oai(name = "userId")] user_id: Query<Option<i64>>,
    ) -> Result<AchievementsResponse, ApiError> {
        let target = CurationTarget::Main(user_id.0);
        let c = self.characters.achievements_for_curation(auth.actor(), target).await?;
        Ok(AchievementsResponse::Ok(Json(AchievementsBody { osiagniecia: c.achievements })))
    }

    /// Rewrites a main character's achievements (admins; empty clears them).
    #[oai(path = "/admin/editAchievement", method = "post", operation_id = "adminEditAchievements")]
    #[tracing::instrument(name = "adminEditAchievements", level = "debug", skip_all)]
    async fn edit_achievements(
        &self,
        auth: BearerAuth,
        body: Json<EditAchievementsBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = CurationTarget::Main(body.0.user_id);
        let change = self
            .characters
            .set_achievements(auth.actor(), target, &body.0.new_achievements)
            .await?;
        Ok(replaced(change, "Osiągnięcia zostały zaktualizowane."))
    }

    /// Adds an achievement to a secondary character, as a new line (admins).
    #[oai(
        path = "/admin/addSecondaryAchievement",
        method = "post",
        operation_id = "adminAddSecondaryAchievement"
    )]
    #[tracing::instrument(name = "adminAddSecondaryAchievement", level = "debug", skip_all)]
    async fn add_secondary_achievement(
        &self,
        auth: BearerAuth,
        body: Json<AddSecondaryAchievementBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = CurationTarget::Secondary(body.0.character_id);
        let change =
            self.characters.add_achievement(auth.actor(), target, &body.0.achievement).await?;
        Ok(replaced(change, "Osiągnięcie zostało dodane."))
    }

    /// A secondary character's achievements as one text, with its name (admins).
    #[oai(
        path = "/admin/editSecondaryAchievement",
        method = "get",
        operation_id = "adminGetSecondaryAchievements"
    )]
    #[tracing::instrument(name = "adminGetSecondaryAchievements", level = "debug", skip_all)]
    async fn secondary_achievements(
        &self,
        auth: BearerAuth,
        #[oai(name = "characterId")] character_id: Query<Option<i64>>,
    ) -> Result<SecondaryAchievementsResponse, ApiError> {
        let target = CurationTarget::Secondary(character_id.0);
        let c = self.characters.achievements_for_curation(auth.actor(), target).await?;
        Ok(SecondaryAchievementsResponse::Ok(Json(SecondaryAchievementsBody {
            achievements: c.achievements,
            character_name: c.name.to_string(),
        })))
    }

    /// Rewrites a secondary character's achievements (admins; empty clears them).
    #[oai(
        path = "/admin/editSecondaryAchievement",
        method = "post",
        operation_id = "adminEditSecondaryAchievements"
    )]
    #[tracing::instrument(name = "adminEditSecondaryAchievements", level = "debug", skip_all)]
    async fn edit_secondary_achievements(
        &self,
        auth: BearerAuth,
        body: Json<EditSecondaryAchievementsBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = CurationTarget::Secondary(body.0.character_id);
        let change = self
            .characters
            .set_achievements(auth.actor(), target, &body.0.new_achievements)
            .await?;
        Ok(replaced(change, "Osiągnięcia zostały zaktualizowane."))
    }

    /// The hidden profile information of an account's main character: its owner and admins.
    #[oai(
        path = "/admin/profile/informacja/:user_id",
        method = "get",
        operation_id = "adminGetInformacja"
    )]
    #[tracing::instrument(name = "adminGetInformacja", level = "debug", skip_all)]
    async fn informacja(
        &self,
        auth: BearerAuth,
        user_id: Path<i64>,
    ) -> Result<InformacjaResponse, ApiError> {
        let informacja = self.characters.informacja(auth.actor(), UserId(user_id.0)).await?;
        Ok(InformacjaResponse::Ok(Json(InformacjaBody { informacja })))
    }

    /// Sets the hidden profile information (admins).
    #[oai(
        path = "/admin/profile/informacja/:user_id",
        method = "put",
        operation_id = "adminSetInformacja"
    )]
    #[tracing::instrument(name = "adminSetInformacja", level = "debug", skip_all)]
    async fn set_informacja(
        &self,
        auth: BearerAuth,
        user_id: Path<i64>,
        body: Json<InformacjaBody>,
    ) -> Result<InformacjaResponse, ApiError> {
        let change = self
            .characters
            .set_informacja(auth.actor(), UserId(user_id.0), &body.0.informacja)
            .await?;
        note_before(&change.before);
        Ok(InformacjaResponse::Ok(Json(InformacjaBody { informacja: change.after })))
    }

    /// The six stats of an account's main character: its owner and admins.
    #[oai(path = "/home/stats", method = "get", operation_id = "adminGetStats")]
    #[tracing::instrument(name = "adminGetStats", level = "debug", skip_all)]
    async fn stats(
        &self,
        auth: BearerAuth,
        #[oai(name = "userId")] user_id: Query<Option<i64>>,
    ) -> Result<StatsResponse, ApiError> {
        let stats = self.characters.stats(auth.actor(), user_id.0).await?;
        Ok(StatsResponse::Ok(Json(stats.into())))
    }

    /// Sets the stats of an account's main character (admins; a missing value stays).
    #[oai(path = "/home/stats", method = "put", operation_id = "adminSetStats")]
    #[tracing::instrument(name = "adminSetStats", level = "debug", skip_all)]
    async fn set_stats(
        &self,
        auth: BearerAuth,
        body: Json<SetStatsBody>,
    ) -> Result<StatsResponse, ApiError> {
        let b = body.0;
        let form = [b.strength, b.dexterity, b.speed, b.intelligence, b.willpower, b.endurance];
        let change = self.characters.set_stats(auth.actor(), b.user_id, form).await?;
        note_before(StatsBody::from(change.before).to_json());
        Ok(StatsResponse::Ok(Json(change.after.into())))
    }
}
