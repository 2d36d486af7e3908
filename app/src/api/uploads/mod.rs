//! Uploading avatars and description images (multipart, at most 5 MB, images only).

use std::sync::Arc;

use mrok_core::characters::{CharacterId, CharacterTarget};
use mrok_core::shared::UserId;
use mrok_core::uploads::{UploadError, UploadService};
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;

use crate::api::errors::ApiError;

pub struct UploadsApi {
    pub uploads: Arc<UploadService>,
}

/// An avatar file.
#[derive(Debug, Multipart)]
pub struct AvatarForm {
    /// The image (PNG, JPEG, GIF or WebP; at most 5 MB).
    pub avatar: Option<Upload>,
    /// Whose main character (admins); the caller's when left out.
    #[oai(rename = "userId")]
    pub user_id: Option<i64>,
}

/// A description image file.
#[derive(Debug, Multipart)]
pub struct ImageForm {
    /// The image (PNG, JPEG, GIF or WebP; at most 5 MB).
    pub image: Option<Upload>,
}

/// A stored avatar.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AvatarBody {
    pub message: String,
    /// Path under `/api`.
    pub avatar_path: String,
    pub avatar: String,
}

/// A stored image.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ImageBody {
    /// Path under `/api` (insert it as `/api` + path).
    pub image_path: String,
}

#[derive(ApiResponse)]
pub enum AvatarResponse {
    /// Stored and set.
    #[oai(status = 200)]
    Ok(Json<AvatarBody>),
}

#[derive(ApiResponse)]
pub enum ImageResponse {
    /// Stored.
    #[oai(status = 201)]
    Created(Json<ImageBody>),
}

const AVATAR_SAVED: &str = "Avatar został zaktualizowany!";

async fn bytes(upload: Option<Upload>) -> Result<Vec<u8>, UploadError> {
    let upload = upload.ok_or(UploadError::NoFile)?;
    upload.into_vec().await.map_err(|_| UploadError::TooLarge)
}

impl UploadsApi {
    async fn avatar(
        &self,
        auth: &PlayerAuth,
        target: CharacterTarget,
        file: Option<Upload>,
    ) -> Result<AvatarResponse, ApiError> {
        let path = self.uploads.set_avatar(&auth.0, target, bytes(file).await?).await?;
        Ok(AvatarResponse::Ok(Json(AvatarBody {
            message: AVATAR_SAVED.to_owned(),
            avatar_path: path.clone(),
            avatar: path,
        })))
    }
}

#[OpenApi(tag = "ApiTags::Uploads")]
impl UploadsApi {
    /// Upload a main character's avatar (multipart field `avatar`).
    #[oai(path = "/uploads", method = "post", operation_id = "uploadAvatar")]
    #[tracing::instrument(name = "uploadAvatar", level = "debug", skip_all)]
    async fn upload_avatar(
        &self,
        auth: PlayerAuth,
        form: AvatarForm,
    ) -> Result<AvatarResponse, ApiError> {
        let target = CharacterTarget::Main(form.user_id.map_or(auth.0.id(), UserId));
        self.avatar(&auth, target, form.avatar).await
    }

    /// Upload a secondary character's avatar (multipart field `avatar`).
    #[oai(
        path = "/secondary-characters/:id/avatar",
        method = "post",
        operation_id = "uploadSecondaryAvatar"
    )]
    #[tracing::instrument(name = "uploadSecondaryAvatar", level = "debug", skip_all, fields(id = id.0))]
    async fn upload_secondary_avatar(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        form: AvatarForm,
    ) -> Result<AvatarResponse, ApiError> {
        self.avatar(&auth, CharacterTarget::Secondary(CharacterId(id.0)), form.avatar).await
    }

    /// Upload an image to insert into a description (multipart field `image`).
    #[oai(path = "/description-images", method = "post", operation_id = "uploadDescriptionImage")]
    #[tracing::instrument(name = "uploadDescriptionImage", level = "debug", skip_all)]
    async fn upload_description_image(
        &self,
        auth: PlayerAuth,
        form: ImageForm,
    ) -> Result<ImageResponse, ApiError> {
        let path = self.uploads.store_image(&auth.0, bytes(form.image).await?).await?;
        Ok(ImageResponse::Created(Json(ImageBody { image_path: path })))
    }
}
