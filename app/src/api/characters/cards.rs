//! Character cards: the card itself and its skills and flaws, for main characters
//! (`/home/profile/character-card/{id}`, by account id) and secondary characters
//! (`/secondary-characters/{id}/character-card`), spec 1 §7.

use std::sync::Arc;

use mrok_core::characters::{
    CardChanges, CardEntryForm, CardEntryId, CardEntryKind, CharacterId, CharacterService,
    CharacterTarget,
};
use mrok_core::shared::UserId;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::{
    CharacterCardBody, CreatedEntryBody, FlawForm, SkillForm, UpdateCardBody,
};
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;

pub struct CardsApi {
    pub characters: Arc<CharacterService>,
}

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
const SKILL_ADDED: &str = "Umiejętność została dodana!";
const SKILL_SAVED: &str = "Umiejętność została zaktualizowana!";
const SKILL_DELETED: &str = "Umiejętność została usunięta!";
const FLAW_ADDED: &str = "Wada została dodana!";
const FLAW_SAVED: &str = "Wada została zaktualizowana!";
const FLAW_DELETED: &str = "Wada została usunięta!";

fn main_card(id: i64) -> CharacterTarget {
    CharacterTarget::Main(UserId(id))
}

fn secondary_card(id: i64) -> CharacterTarget {
    CharacterTarget::Secondary(CharacterId(id))
}

fn skill(form: SkillForm) -> CardEntryForm {
    CardEntryForm {
        name: form.name,
        level: form.level,
        description: form.description,
        hidden: form.hidden,
    }
}

fn flaw(form: FlawForm) -> CardEntryForm {
    CardEntryForm {
        name: form.name,
        level: None,
        description: form.description,
        hidden: form.hidden,
    }
}

/// The messages of one kind of card entry.
fn messages(kind: CardEntryKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        CardEntryKind::Skill => (SKILL_ADDED, SKILL_SAVED, SKILL_DELETED),
        CardEntryKind::Flaw => (FLAW_ADDED, FLAW_SAVED, FLAW_DELETED),
    }
}

impl CardsApi {
    async fn card(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
    ) -> Result<CardResponse, ApiError> {
        let card = self.characters.card(&auth.0, target).await?;
        Ok(CardResponse::Ok(Json(CharacterCardBody::from(&card))))
    }

    async fn update(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        body: UpdateCardBody,
    ) -> Result<MessageResponse, ApiError> {
        let card = body.character_card;
        let changes = CardChanges {
            name: card.name,
            age: match card.age {
                MaybeUndefined::Undefined => None,
                MaybeUndefined::Null => Some(None),
                MaybeUndefined::Value(age) => Some(Some(age)),
            },
            magic: card.magic,
        };
        self.characters.update_card(&auth.0, target, changes).await?;
        Ok(MessageResponse::ok(CARD_SAVED))
    }

    async fn add(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        kind: CardEntryKind,
        form: CardEntryForm,
    ) -> Result<CreatedEntryResponse, ApiError> {
        let entry = self.characters.add_card_entry(&auth.0, target, kind, form).await?;
        Ok(CreatedEntryResponse::Created(Json(CreatedEntryBody {
            message: messages(kind).0.to_owned(),
            id: entry.id.0,
        })))
    }

    async fn edit(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        kind: CardEntryKind,
        entry: i64,
        form: CardEntryForm,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.update_card_entry(&auth.0, target, kind, CardEntryId(entry), form).await?;
        Ok(MessageResponse::ok(messages(kind).1))
    }

    async fn delete(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        kind: CardEntryKind,
        entry: i64,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.delete_card_entry(&auth.0, target, kind, CardEntryId(entry)).await?;
        Ok(MessageResponse::ok(messages(kind).2))
    }
}

#[OpenApi(tag = "ApiTags::Cards")]
impl CardsApi {
    /// A main character's card, by account id.
    #[oai(path = "/home/profile/character-card/:id", method = "get", operation_id = "getMainCard")]
    #[tracing::instrument(name = "getMainCard", level = "debug", skip_all, fields(id = id.0))]
    async fn get_main_card(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<CardResponse, ApiError> {
        self.card(&auth, main_card(id.0)).await
    }

    /// Change a main character's card fields (age; magic once; name and later magic: admins).
    #[oai(
        path = "/home/profile/character-card/:id",
        method = "put",
        operation_id = "updateMainCard"
    )]
    #[tracing::instrument(name = "updateMainCard", level = "debug", skip_all, fields(id = id.0))]
    async fn update_main_card(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<UpdateCardBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.update(&auth, main_card(id.0), body.0).await
    }

    /// Add a skill to a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/skills",
        method = "post",
        operation_id = "addMainSkill"
    )]
    #[tracing::instrument(name = "addMainSkill", level = "debug", skip_all, fields(id = id.0))]
    async fn add_main_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<SkillForm>,
    ) -> Result<CreatedEntryResponse, ApiError> {
        self.add(&auth, main_card(id.0), CardEntryKind::Skill, skill(body.0)).await
    }

    /// Change a skill of a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/skills/:skill_id",
        method = "put",
        operation_id = "updateMainSkill"
    )]
    #[tracing::instrument(
        name = "updateMainSkill",
        level = "debug",
        skip_all,
        fields(id = id.0, skill_id = skill_id.0)
    )]
    async fn update_main_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        skill_id: Path<i64>,
        body: Json<SkillForm>,
    ) -> Result<MessageResponse, ApiError> {
        self.edit(&auth, main_card(id.0), CardEntryKind::Skill, skill_id.0, skill(body.0)).await
    }

    /// Delete a skill of a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/skills/:skill_id",
        method = "delete",
        operation_id = "deleteMainSkill"
    )]
    #[tracing::instrument(
        name = "deleteMainSkill",
        level = "debug",
        skip_all,
        fields(id = id.0, skill_id = skill_id.0)
    )]
    async fn delete_main_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        skill_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.delete(&auth, main_card(id.0), CardEntryKind::Skill, skill_id.0).await
    }

    /// Add a flaw to a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/flaws",
        method = "post",
        operation_id = "addMainFlaw"
    )]
    #[tracing::instrument(name = "addMainFlaw", level = "debug", skip_all, fields(id = id.0))]
    async fn add_main_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<FlawForm>,
    ) -> Result<CreatedEntryResponse, ApiError> {
        self.add(&auth, main_card(id.0), CardEntryKind::Flaw, flaw(body.0)).await
    }

    /// Change a flaw of a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/flaws/:flaw_id",
        method = "put",
        operation_id = "updateMainFlaw"
    )]
    #[tracing::instrument(
        name = "updateMainFlaw",
        level = "debug",
        skip_all,
        fields(id = id.0, flaw_id = flaw_id.0)
    )]
    async fn update_main_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        flaw_id: Path<i64>,
        body: Json<FlawForm>,
    ) -> Result<MessageResponse, ApiError> {
        self.edit(&auth, main_card(id.0), CardEntryKind::Flaw, flaw_id.0, flaw(body.0)).await
    }

    /// Delete a flaw of a main character's card.
    #[oai(
        path = "/home/profile/character-card/:id/flaws/:flaw_id",
        method = "delete",
        operation_id = "deleteMainFlaw"
    )]
    #[tracing::instrument(
        name = "deleteMainFlaw",
        level = "debug",
        skip_all,
        fields(id = id.0, flaw_id = flaw_id.0)
    )]
    async fn delete_main_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        flaw_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.delete(&auth, main_card(id.0), CardEntryKind::Flaw, flaw_id.0).await
    }

    /// A secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card",
        method = "get",
        operation_id = "getSecondaryCard"
    )]
    #[tracing::instrument(name = "getSecondaryCard", level = "debug", skip_all, fields(id = id.0))]
    async fn get_secondary_card(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<CardResponse, ApiError> {
        self.card(&auth, secondary_card(id.0)).await
    }

    /// Change a secondary character's card fields.
    #[oai(
        path = "/secondary-characters/:id/character-card",
        method = "put",
        operation_id = "updateSecondaryCard"
    )]
    #[tracing::instrument(name = "updateSecondaryCard", level = "debug", skip_all, fields(id = id.0))]
    async fn update_secondary_card(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<UpdateCardBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.update(&auth, secondary_card(id.0), body.0).await
    }

    /// Add a skill to a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/skills",
        method = "post",
        operation_id = "addSecondarySkill"
    )]
    #[tracing::instrument(name = "addSecondarySkill", level = "debug", skip_all, fields(id = id.0))]
    async fn add_secondary_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<SkillForm>,
    ) -> Result<CreatedEntryResponse, ApiError> {
        self.add(&auth, secondary_card(id.0), CardEntryKind::Skill, skill(body.0)).await
    }

    /// Change a skill of a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/skills/:skill_id",
        method = "put",
        operation_id = "updateSecondarySkill"
    )]
    #[tracing::instrument(
        name = "updateSecondarySkill",
        level = "debug",
        skip_all,
        fields(id = id.0, skill_id = skill_id.0)
    )]
    async fn update_secondary_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        skill_id: Path<i64>,
        body: Json<SkillForm>,
    ) -> Result<MessageResponse, ApiError> {
        self.edit(&auth, secondary_card(id.0), CardEntryKind::Skill, skill_id.0, skill(body.0))
            .await
    }

    /// Delete a skill of a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/skills/:skill_id",
        method = "delete",
        operation_id = "deleteSecondarySkill"
    )]
    #[tracing::instrument(
        name = "deleteSecondarySkill",
        level = "debug",
        skip_all,
        fields(id = id.0, skill_id = skill_id.0)
    )]
    async fn delete_secondary_skill(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        skill_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.delete(&auth, secondary_card(id.0), CardEntryKind::Skill, skill_id.0).await
    }

    /// Add a flaw to a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/flaws",
        method = "post",
        operation_id = "addSecondaryFlaw"
    )]
    #[tracing::instrument(name = "addSecondaryFlaw", level = "debug", skip_all, fields(id = id.0))]
    async fn add_secondary_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<FlawForm>,
    ) -> Result<CreatedEntryResponse, ApiError> {
        self.add(&auth, secondary_card(id.0), CardEntryKind::Flaw, flaw(body.0)).await
    }

    /// Change a flaw of a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/flaws/:flaw_id",
        method = "put",
        operation_id = "updateSecondaryFlaw"
    )]
    #[tracing::instrument(
        name = "updateSecondaryFlaw",
        level = "debug",
        skip_all,
        fields(id = id.0, flaw_id = flaw_id.0)
    )]
    async fn update_secondary_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        flaw_id: Path<i64>,
        body: Json<FlawForm>,
    ) -> Result<MessageResponse, ApiError> {
        self.edit(&auth, secondary_card(id.0), CardEntryKind::Flaw, flaw_id.0, flaw(body.0)).await
    }

    /// Delete a flaw of a secondary character's card.
    #[oai(
        path = "/secondary-characters/:id/character-card/flaws/:flaw_id",
        method = "delete",
        operation_id = "deleteSecondaryFlaw"
    )]
    #[tracing::instrument(
        name = "deleteSecondaryFlaw",
        level = "debug",
        skip_all,
        fields(id = id.0, flaw_id = flaw_id.0)
    )]
    async fn delete_secondary_flaw(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        flaw_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.delete(&auth, secondary_card(id.0), CardEntryKind::Flaw, flaw_id.0).await
    }
}
