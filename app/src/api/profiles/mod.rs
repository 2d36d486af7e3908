//! Profiles and their fields, for main characters (`/home/profile/…`, addressed by account id)
//! and secondary characters (`/secondary-characters/{id}/…`), spec 1 §7.

use std::sync::Arc;

use mrok_core::arena::ArenaService;
use mrok_core::characters::{
    CharacterId, CharacterService, CharacterTarget, NewSecondaryCharacter,
};
use mrok_core::shared::UserId;
use poem_openapi::param::{Header, Path};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::{
    ApprovalBody, CreateSecondaryBody, CreatedSecondaryBody, DescriptionBody, MagicBody,
    ProfileBody, SavedDescriptionBody, SecondaryCharacterBody, SecondaryListBody, StatusBody,
};
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, polled};
use crate::api::errors::ApiError;
use crate::freshness::{self, Freshness};

pub struct ProfilesApi {
    pub characters: Arc<CharacterService>,
    pub arena: Arc<ArenaService>,
    pub freshness: Arc<Freshness>,
}

#[derive(ApiResponse)]
pub enum SecondaryListResponse {
    /// The account's secondary characters (an empty list when there are none).
    #[oai(status = 200)]
    Ok(Json<SecondaryListBody>),
}

#[derive(ApiResponse)]
pub enum CreateSecondaryResponse {
    /// Created.
    #[oai(status = 201)]
    Created(Json<CreatedSecondaryBody>),
}

#[derive(ApiResponse)]
pub enum DescriptionResponse {
    /// Saved; the answer carries the description as stored (sanitized).
    #[oai(status = 200)]
    Ok(Json<SavedDescriptionBody>),
}

const STATUS_SAVED: &str = "Status został zaktualizowany!";
const DESCRIPTION_SAVED: &str = "Opis został zaktualizowany!";
const MAGIC_SAVED: &str = "Zdolności magiczne zostały zaktualizowane!";
const SECONDARY_CREATED: &str = "Postać poboczna została utworzona pomyślnie!";
const SECONDARY_DELETED: &str = "Postać poboczna została usunięta";

fn approval_message(approved: bool) -> &'static str {
    if approved { "Postać została zaakceptowana!" } else { "Postać została odrzucona!" }
}

impl ProfilesApi {
    async fn set_status(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        body: StatusBody,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.set_status(&auth.0, target, &body.status).await?;
        Ok(MessageResponse::ok(STATUS_SAVED))
    }

    async fn set_description(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        body: DescriptionBody,
    ) -> Result<DescriptionResponse, ApiError> {
        let description =
            self.characters.set_description(&auth.0, target, &body.description).await?;
        Ok(DescriptionResponse::Ok(Json(SavedDescriptionBody {
            message: DESCRIPTION_SAVED.to_owned(),
            description,
        })))
    }

    async fn set_approval(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        body: ApprovalBody,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.set_approval(&auth.0, target, body.approved).await?;
        Ok(MessageResponse::ok(approval_message(body.approved)))
    }

    async fn choose_magic(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        body: MagicBody,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.choose_magic(&auth.0, target, &body.magic).await?;
        Ok(MessageResponse::ok(MAGIC_SAVED))
    }
}

/// The caller's own main character, or the one of `user_id` (admins editing others).
fn main_of(auth: &PlayerAuth, user_id: Option<i64>) -> CharacterTarget {
    CharacterTarget::Main(user_id.map_or(auth.0.id(), UserId))
}

#[OpenApi(tag = "ApiTags::Profiles")]
impl ProfilesApi {
    /// A main character's profile by account id; `editable` tells whether the caller may edit it.
    /// Polled by the site's player card every 30 s: answered 304 while the `If-None-Match` tag
    /// is current (nothing written to the character or its fighter, no new stamina period).
    #[oai(path = "/home/profile/:id", method = "get", operation_id = "getProfile")]
    #[tracing::instrument(name = "getProfile", level = "debug", skip_all, fields(id = id.0))]
    async fn get_profile(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<ProfileBody>, ApiError> {
        let owner = UserId(id.0);
        let tag = self.freshness.tag(freshness::Polled::Profile {
            user: auth.0.id(),
            role: auth.0.role(),
            owner,
            period: self.arena.stamina_period(),
        });
        polled(if_none_match.0.as_deref(), tag, async {
            let view = self.characters.profile(&auth.0, owner).await?;
            let vitals = self.arena.vitals(view.character.user_id).await?;
            Ok(ProfileBody::new(&view, vitals))
        })
        .await
    }

    /// Set the main character's status line (own profile only, at most 128 characters).
    #[oai(path = "/home/profile/:id/status", method = "put", operation_id = "setProfileStatus")]
    #[tracing::instrument(name = "setProfileStatus", level = "debug", skip_all, fields(id = id.0))]
    async fn set_profile_status(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<StatusBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.set_status(&auth, CharacterTarget::Main(UserId(id.0)), body.0).await
    }

    /// Set a main character's description (rich HTML, sanitized): the caller's own, or any for admins.
    #[oai(path = "/home/profile/edit", method = "post", operation_id = "setProfileDescription")]
    #[tracing::instrument(name = "setProfileDescription", level = "debug", skip_all)]
    async fn set_profile_description(
        &self,
        auth: PlayerAuth,
        body: Json<DescriptionBody>,
    ) -> Result<DescriptionResponse, ApiError> {
        let target = main_of(&auth, body.0.user_id);
        self.set_description(&auth, target, body.0).await
    }

    /// Approve or unapprove a main character (admins only).
    #[oai(path = "/home/profile/:id/approval", method = "put", operation_id = "setProfileApproval")]
    #[tracing::instrument(name = "setProfileApproval", level = "debug", skip_all, fields(id = id.0))]
    async fn set_profile_approval(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<ApprovalBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.set_approval(&auth, CharacterTarget::Main(UserId(id.0)), body.0).await
    }

    /// Choose the main character's magic once ('Tak' or 'Nie').
    #[oai(path = "/home/profile/magic", method = "put", operation_id = "chooseProfileMagic")]
    #[tracing::instrument(name = "chooseProfileMagic", level = "debug", skip_all)]
    async fn choose_profile_magic(
        &self,
        auth: PlayerAuth,
        body: Json<MagicBody>,
    ) -> Result<MessageResponse, ApiError> {
        let target = main_of(&auth, body.0.user_id);
        self.choose_magic(&auth, target, body.0).await
    }

    /// An account's secondary characters (the path's id is the account id).
    #[oai(
        path = "/secondary-characters/:id",
        method = "get",
        operation_id = "listSecondaryCharacters"
    )]
    #[tracing::instrument(name = "listSecondaryCharacters", level = "debug", skip_all, fields(id = id.0))]
    async fn list_secondary(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<SecondaryListResponse, ApiError> {
        let characters = self.characters.secondaries(&auth.0, UserId(id.0)).await?;
        Ok(SecondaryListResponse::Ok(Json(SecondaryListBody {
            characters: characters.iter().map(SecondaryCharacterBody::from).collect(),
        })))
    }

    /// Create a secondary character for oneself (at most two: slots 1 and 2).
    #[oai(
        path = "/secondary-characters",
        method = "post",
        operation_id = "createSecondaryCharacter"
    )]
    #[tracing::instrument(name = "createSecondaryCharacter", level = "debug", skip_all)]
    async fn create_secondary(
        &self,
        auth: PlayerAuth,
        body: Json<CreateSecondaryBody>,
    ) -> Result<CreateSecondaryResponse, ApiError> {
        let form = NewSecondaryCharacter {
            name: body.0.name,
            race: body.0.race,
            gender: body.0.gender,
            magic: body.0.magic,
            age: body.0.age,
        };
        let created =
            self.characters.create_secondary(&auth.0, UserId(body.0.user_id), form).await?;
        Ok(CreateSecondaryResponse::Created(Json(CreatedSecondaryBody {
            message: SECONDARY_CREATED.to_owned(),
            character: SecondaryCharacterBody::from(&created),
        })))
    }

    /// Delete a secondary character with its card (its owner or an admin).
    #[oai(
        path = "/secondary-characters/:id",
        method = "delete",
        operation_id = "deleteSecondaryCharacter"
    )]
    #[tracing::instrument(name = "deleteSecondaryCharacter", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_secondary(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.characters.delete_secondary(&auth.0, CharacterId(id.0)).await?;
        Ok(MessageResponse::ok(SECONDARY_DELETED))
    }

    /// Set a secondary character's status line (its owner only).
    #[oai(
        path = "/secondary-characters/:id/status",
        method = "put",
        operation_id = "setSecondaryStatus"
    )]
    #[tracing::instrument(name = "setSecondaryStatus", level = "debug", skip_all, fields(id = id.0))]
    async fn set_secondary_status(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<StatusBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.set_status(&auth, CharacterTarget::Secondary(CharacterId(id.0)), body.0).await
    }

    /// Set a secondary character's description (rich HTML, sanitized).
    #[oai(
        path = "/secondary-characters/:id/description",
        method = "put",
        operation_id = "setSecondaryDescription"
    )]
    #[tracing::instrument(name = "setSecondaryDescription", level = "debug", skip_all, fields(id = id.0))]
    async fn set_secondary_description(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<DescriptionBody>,
    ) -> Result<DescriptionResponse, ApiError> {
        self.set_description(&auth, CharacterTarget::Secondary(CharacterId(id.0)), body.0).await
    }

    /// Approve or unapprove a secondary character (admins only).
    #[oai(
        path = "/secondary-characters/:id/approval",
        method = "put",
        operation_id = "setSecondaryApproval"
    )]
    #[tracing::instrument(name = "setSecondaryApproval", level = "debug", skip_all, fields(id = id.0))]
    async fn set_secondary_approval(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<ApprovalBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.set_approval(&auth, CharacterTarget::Secondary(CharacterId(id.0)), body.0).await
    }

    /// Choose a secondary character's magic once ('Tak' or 'Nie').
    #[oai(
        path = "/secondary-characters/:id/magic",
        method = "put",
        operation_id = "chooseSecondaryMagic"
    )]
    #[tracing::instrument(name = "chooseSecondaryMagic", level = "debug", skip_all, fields(id = id.0))]
    async fn choose_secondary_magic(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<MagicBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.choose_magic(&auth, CharacterTarget::Secondary(CharacterId(id.0)), body.0).await
    }
}
