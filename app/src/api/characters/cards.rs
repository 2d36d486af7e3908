//! Character cards (spec 1 §7): the card itself and its skills and flaws, for main characters
//! (`/home/profile/character-card/{id}`, by account id) and secondary characters
//! (`/secondary-characters/{id}/character-card`): one set of calls configured per kind
//! ([`card_kind_api!`]).

use std::sync::Arc;

use mrok_core::characters::{
    CardEntryId, CardEntryKind, CharacterId, CharacterService, CharacterTarget,
};
use mrok_core::shared::UserId;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::{
    CharacterCardBody, CreatedEntryBody, FlawForm, SkillForm, UpdateCardBody,
};
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;

#[derive(ApiResponse)]
pub enum CardResponse {
    /// The card; hidden skills and flaws are left out for everyone but admins.
    #[oai(status = 200)]
    Ok(Json<CharacterCardBody>),
}

#[derive(ApiResponse)]
pub enum CreatedEntryResponse {
    /// Added.
    #[oai(status = 201)]
    Created(Json<CreatedEntryBody>),
}

const CARD_SAVED: &str = "Karta postaci została zaktualizowana!";

/// The messages of one kind of card entry: added, changed, deleted.
fn messages(kind: CardEntryKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        CardEntryKind::Skill => (
            "Umiejętność została dodana!",
            "Umiejętność została zaktualizowana!",
            "Umiejętność została usunięta!",
        ),
        CardEntryKind::Flaw => {
            ("Wada została dodana!", "Wada została zaktualizowana!", "Wada została usunięta!")
        }
    }
}

/// A main character's card is addressed by its account's id.
fn main_card(id: i64) -> CharacterTarget {
    CharacterTarget::Main(UserId(id))
}

/// A secondary character's card is addressed by the character's id.
fn secondary_card(id: i64) -> CharacterTarget {
    CharacterTarget::Secondary(CharacterId(id))
}

/// The card calls every kind of character has: the card (read, change) and its skills and
/// flaws (add, change, delete), the two written once. What differs between the kinds is
/// configured: whom the path's `id` names (`target`), the paths (written out: poem-openapi takes
/// no path parameter in a prefix) and the operation ids. The first rule adds what sets a skill
/// apart from a flaw (entry kind, form, the path parameter's name, the handlers' names, their
/// summaries) and hands the lot to `@impl`, which writes the entry calls once for both.
macro_rules! card_kind_api {
    (
        $api:ident {
            target: $target:path,
            card: { path: $card_path:tt, get: $get_op:tt, update: $update_op:tt $(,)? },
            skills: {
                path: $skills_path:tt,
                entry: $skill_path:tt,
                add: $add_skill_op:tt,
                update: $update_skill_op:tt,
                delete: $delete_skill_op:tt $(,)?
            },
            flaws: {
                path: $flaws_path:tt,
                entry: $flaw_path:tt,
                add: $add_flaw_op:tt,
                update: $update_flaw_op:tt,
                delete: $delete_flaw_op:tt $(,)?
            } $(,)?
        }
    ) => {
        card_kind_api! {
            @impl $api, $target, $card_path, $get_op, $update_op,
            [
                (
                    Skill, SkillForm, skill_id, add_skill, update_skill, delete_skill,
                    $skills_path, $skill_path, $add_skill_op, $update_skill_op, $delete_skill_op,
                    "Add a skill to the card.",
                    "Change a skill of the card.",
                    "Delete a skill of the card."
                ),
                (
                    Flaw, FlawForm, flaw_id, add_flaw, update_flaw, delete_flaw,
                    $flaws_path, $flaw_path, $add_flaw_op, $update_flaw_op, $delete_flaw_op,
                    "Add a flaw to the card.",
                    "Change a flaw of the card.",
                    "Delete a flaw of the card."
                ),
            ]
        }
    };
    (
        @impl $api:ident, $target:path, $card_path:tt, $get_op:tt, $update_op:tt,
        [$((
            $kind:ident, $form:ident, $entry_id:ident, $add:ident, $update:ident, $delete:ident,
            $entries_path:tt, $entry_path:tt, $add_op:tt, $update_entry_op:tt, $delete_op:tt,
            $add_doc:tt, $update_doc:tt, $delete_doc:tt
        )),* $(,)?]
    ) => {
        pub struct $api {
            pub characters: Arc<CharacterService>,
        }

        #[OpenApi(tag = "ApiTags::Cards")]
        impl $api {
            /// The character's card: a main character's by its account's id, a secondary
            /// character's by its own id.
            #[oai(path = $card_path, method = "get", operation_id = $get_op)]
            #[tracing::instrument(name = $get_op, level = "debug", skip_all, fields(id = id.0))]
            async fn card(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
            ) -> Result<CardResponse, ApiError> {
                let card = self.characters.card(&auth.0, $target(id.0)).await?;
                Ok(CardResponse::Ok(Json(CharacterCardBody::from(&card))))
            }

            /// Change the card's fields (age; magic once; name and later magic: admins).
            #[oai(path = $card_path, method = "put", operation_id = $update_op)]
            #[tracing::instrument(name = $update_op, level = "debug", skip_all, fields(id = id.0))]
            async fn update_card(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
                body: Json<UpdateCardBody>,
            ) -> Result<MessageResponse, ApiError> {
                let changes = body.0.into();
                self.characters.update_card(&auth.0, $target(id.0), changes).await?;
                Ok(MessageResponse::ok(CARD_SAVED))
            }

            $(
                #[doc = $add_doc]
                #[oai(path = $entries_path, method = "post", operation_id = $add_op)]
                #[tracing::instrument(name = $add_op, level = "debug", skip_all, fields(id = id.0))]
                async fn $add(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    body: Json<$form>,
                ) -> Result<CreatedEntryResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = self
                        .characters
                        .add_card_entry(&auth.0, $target(id.0), kind, body.0.into())
                        .await?;
                    Ok(CreatedEntryResponse::Created(Json(CreatedEntryBody {
                        message: messages(kind).0.to_owned(),
                        id: entry.id.0,
                    })))
                }

                #[doc = $update_doc]
                #[oai(path = $entry_path, method = "put", operation_id = $update_entry_op)]
                #[tracing::instrument(
                    name = $update_entry_op,
                    level = "debug",
                    skip_all,
                    fields(id = id.0, $entry_id = $entry_id.0)
                )]
                async fn $update(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    $entry_id: Path<i64>,
                    body: Json<$form>,
                ) -> Result<MessageResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = CardEntryId($entry_id.0);
                    self.characters
                        .update_card_entry(&auth.0, $target(id.0), kind, entry, body.0.into())
                        .await?;
                    Ok(MessageResponse::ok(messages(kind).1))
                }

                #[doc = $delete_doc]
                #[oai(path = $entry_path, method = "delete", operation_id = $delete_op)]
                #[tracing::instrument(
                    name = $delete_op,
                    level = "debug",
                    skip_all,
                    fields(id = id.0, $entry_id = $entry_id.0)
                )]
                async fn $delete(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    $entry_id: Path<i64>,
                ) -> Result<MessageResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = CardEntryId($entry_id.0);
                    self.characters.delete_card_entry(&auth.0, $target(id.0), kind, entry).await?;
                    Ok(MessageResponse::ok(messages(kind).2))
                }
            )*
        }
    };
}

card_kind_api! {
    MainCardsApi {
        target: main_card,
        card: {
            path: "/home/profile/character-card/:id",
            get: "getMainCard",
            update: "updateMainCard",
        },
        skills: {
            path: "/home/profile/character-card/:id/skills",
            entry: "/home/profile/character-card/:id/skills/:skill_id",
            add: "addMainSkill",
            update: "updateMainSkill",
            delete: "deleteMainSkill",
        },
        flaws: {
            path: "/home/profile/character-card/:id/flaws",
            entry: "/home/profile/character-card/:id/flaws/:flaw_id",
            add: "addMainFlaw",
            update: "updateMainFlaw",
            delete: "deleteMainFlaw",
        },
    }
}

card_kind_api! {
    SecondaryCardsApi {
        target: secondary_card,
        card: {
            path: "/secondary-characters/:id/character-card",
            get: "getSecondaryCard",
            update: "updateSecondaryCard",
        },
        skills: {
            path: "/secondary-characters/:id/character-card/skills",
            entry: "/secondary-characters/:id/character-card/skills/:skill_id",
            add: "addSecondarySkill",
            update: "updateSecondarySkill",
            delete: "deleteSecondarySkill",
        },
        flaws: {
            path: "/secondary-characters/:id/character-card/flaws",
            entry: "/secondary-characters/:id/character-card/flaws/:flaw_id",
            add: "addSecondaryFlaw",
            update: "updateSecondaryFlaw",
            delete: "deleteSecondaryFlaw",
        },
    }
}
