//! The admin panel's tools over characters (spec 3 §7 "Admin"): nicknames, achievements, the
//! hidden profile information and the stats. Each write tells the audit log what it replaced.
//! Main and secondary characters get one set of calls configured per kind
//! ([`curation_kind_api!`]), with the calls only one kind has.

use std::sync::Arc;

use mrok_core::access::Actor;
use mrok_core::characters::{
    Character, CharacterError, CharacterService, CurationTarget, Replaced, SecondaryRef,
};
use mrok_core::shared::UserId;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::{ToJSON, Type};
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::characters::bodies::StatsBody;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;
use crate::audit::note_before;

/// A nickname form: it knows whom it renames and which of core's calls does it.
trait Rename {
    async fn rename(
        self,
        characters: &CharacterService,
        actor: &Actor,
    ) -> Result<Replaced<String>, CharacterError>;
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

impl Rename for ChangeNicknameBody {
    async fn rename(
        self,
        characters: &CharacterService,
        actor: &Actor,
    ) -> Result<Replaced<String>, CharacterError> {
        characters.rename_main(actor, self.user_id, &self.new_nickname).await
    }
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

impl Rename for ChangeSecondaryNicknameByUserBody {
    async fn rename(
        self,
        characters: &CharacterService,
        actor: &Actor,
    ) -> Result<Replaced<String>, CharacterError> {
        let target = SecondaryRef::OfUser { user: self.user_id, character: self.character_id };
        characters.rename_secondary(actor, target, &self.new_nickname).await
    }
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

impl Rename for ChangeSecondaryNicknameBody {
    async fn rename(
        self,
        characters: &CharacterService,
        actor: &Actor,
    ) -> Result<Replaced<String>, CharacterError> {
        let target = SecondaryRef::Character(self.character_id);
        characters.rename_secondary(actor, target, &self.new_nickname).await
    }
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

impl From<Character> for AchievementsBody {
    fn from(c: Character) -> Self {
        AchievementsBody { osiagniecia: c.achievements }
    }
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

impl From<Character> for SecondaryAchievementsBody {
    fn from(c: Character) -> Self {
        SecondaryAchievementsBody {
            achievements: c.achievements,
            character_name: c.name.to_string(),
        }
    }
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
pub enum AchievementsResponse<T: ToJSON + Type + Send + Sync> {
    #[oai(status = 200)]
    Ok(Json<T>),
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

/// The curation calls both kinds of character have: their renames (a [`Rename`] body knows
/// whom and how; a secondary character has two) and their achievements (add one, read them,
/// rewrite them). What differs is configured: whose achievements an id names (`target`, a
/// [`CurationTarget`] variant), the field the bodies carry it in and the query's name for it
/// (the spec's `userId` or `characterId`), the bodies, the paths and the operation ids; calls
/// only one kind has come in `extra` and land in the same API struct.
macro_rules! curation_kind_api {
    (
        $api:ident {
            target: $target:path,
            id: { field: $id:ident, query: $id_query:tt $(,)? },
            renames: [
                $( $rename:ident($rename_path:tt, $rename_op:tt, $rename_body:ty $(,)?) ),* $(,)?
            ],
            bodies: {
                add: $add_body:ty,
                achievements: $achievements_body:ty,
                edit: $edit_body:ty $(,)?
            },
            paths: { add: $add_path:tt, achievements: $achievements_path:tt $(,)? },
            operations: {
                add: $add_op:tt,
                achievements: $achievements_op:tt,
                edit: $edit_op:tt $(,)?
            },
            extra: { $($extra:tt)* } $(,)?
        }
    ) => {
        pub struct $api {
            pub characters: Arc<CharacterService>,
        }

        #[OpenApi(tag = "ApiTags::Admin")]
        impl $api {
            $(
                /// Renames the character the form names (admins): a main character by its
                /// account, a secondary one by its id or by its account and id.
                #[oai(path = $rename_path, method = "post", operation_id = $rename_op)]
                #[tracing::instrument(name = $rename_op, level = "debug", skip_all)]
                async fn $rename(
                    &self,
                    auth: BearerAuth,
                    body: Json<$rename_body>,
                ) -> Result<MessageResponse, ApiError> {
                    Ok(renamed(body.0.rename(&self.characters, auth.actor()).await?))
                }
            )*

            /// Adds an achievement to the character, as a new line (admins): a main character
            /// by its account, a secondary one by its id.
            #[oai(path = $add_path, method = "post", operation_id = $add_op)]
            #[tracing::instrument(name = $add_op, level = "debug", skip_all)]
            async fn add_achievement(
                &self,
                auth: BearerAuth,
                body: Json<$add_body>,
            ) -> Result<MessageResponse, ApiError> {
                let (target, achievement) = ($target(body.0.$id), &body.0.achievement);
                let change = self.characters.add_achievement(auth.actor(), target, achievement);
                Ok(replaced(change.await?, "Osiągnięcie zostało dodane."))
            }

            /// The character's achievements as one text (admins); a secondary character's come
            /// with its name.
            #[oai(path = $achievements_path, method = "get", operation_id = $achievements_op)]
            #[tracing::instrument(name = $achievements_op, level = "debug", skip_all)]
            async fn achievements(
                &self,
                auth: BearerAuth,
                #[oai(name = $id_query)] id: Query<Option<i64>>,
            ) -> Result<AchievementsResponse<$achievements_body>, ApiError> {
                let target = $target(id.0);
                let c = self.characters.achievements_for_curation(auth.actor(), target).await?;
                Ok(AchievementsResponse::Ok(Json(c.into())))
            }

            /// Rewrites the character's achievements (admins; empty clears them).
            #[oai(path = $achievements_path, method = "post", operation_id = $edit_op)]
            #[tracing::instrument(name = $edit_op, level = "debug", skip_all)]
            async fn edit_achievements(
                &self,
                auth: BearerAuth,
                body: Json<$edit_body>,
            ) -> Result<MessageResponse, ApiError> {
                let (target, achievements) = ($target(body.0.$id), &body.0.new_achievements);
                let change = self.characters.set_achievements(auth.actor(), target, achievements);
                Ok(replaced(change.await?, "Osiągnięcia zostały zaktualizowane."))
            }

            $($extra)*
        }
    };
}

curation_kind_api! {
    MainCurationApi {
        target: CurationTarget::Main,
        id: { field: user_id, query: "userId" },
        renames: [
            change_nickname("/admin/changeNickname", "adminChangeNickname", ChangeNicknameBody),
        ],
        bodies: {
            add: AddAchievementBody,
            achievements: AchievementsBody,
            edit: EditAchievementsBody,
        },
        paths: { add: "/admin/addAchievement", achievements: "/admin/editAchievement" },
        operations: {
            add: "adminAddAchievement",
            achievements: "adminGetAchievements",
            edit: "adminEditAchievements",
        },
        extra: {
            /// The hidden profile information of an account's main character: its owner and
            /// admins.
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
                let user = UserId(user_id.0);
                let informacja = self.characters.informacja(auth.actor(), user).await?;
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
                let form =
                    [b.strength, b.dexterity, b.speed, b.intelligence, b.willpower, b.endurance];
                let change = self.characters.set_stats(auth.actor(), b.user_id, form).await?;
                note_before(StatsBody::from(change.before).to_json());
                Ok(StatsResponse::Ok(Json(change.after.into())))
            }
        },
    }
}

curation_kind_api! {
    SecondaryCurationApi {
        target: CurationTarget::Secondary,
        id: { field: character_id, query: "characterId" },
        renames: [
            change_secondary_nickname_by_user(
                "/admin/changeSecondaryNicknameByUser",
                "adminChangeSecondaryNicknameByUser",
                ChangeSecondaryNicknameByUserBody,
            ),
            change_secondary_nickname(
                "/admin/changeSecondaryNickname",
                "adminChangeSecondaryNickname",
                ChangeSecondaryNicknameBody,
            ),
        ],
        bodies: {
            add: AddSecondaryAchievementBody,
            achievements: SecondaryAchievementsBody,
            edit: EditSecondaryAchievementsBody,
        },
        paths: {
            add: "/admin/addSecondaryAchievement",
            achievements: "/admin/editSecondaryAchievement",
        },
        operations: {
            add: "adminAddSecondaryAchievement",
            achievements: "adminGetSecondaryAchievements",
            edit: "adminEditSecondaryAchievements",
        },
        extra: {
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
                let c =
                    self.characters.secondary_for_curation(auth.actor(), character_id.0).await?;
                Ok(SecondaryNicknameResponse::Ok(Json(SecondaryNicknameBody {
                    nickname: c.name.to_string(),
                    race: c.race.to_string(),
                    gender: c.gender.to_string(),
                })))
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
                let found =
                    self.characters.secondaries_for_curation(auth.actor(), user_id.0).await?;
                Ok(CharacterChoicesResponse::Ok(Json(CharacterChoicesBody {
                    characters: found.into_iter().map(Into::into).collect(),
                })))
            }
        },
    }
}
