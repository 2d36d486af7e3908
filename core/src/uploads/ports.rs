use super::{CleanImage, ImageFormat, StoredName, UploadError};
use crate::shared::InfraError;

/// Decodes uploaded bytes as an image and re-encodes them, dropping metadata.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ImageCleaner: Send + Sync {
    /// # Errors
    /// [`UploadError::NotAnImage`] when the bytes are no PNG, JPEG, GIF or WebP image;
    /// [`UploadError::Infra`] when the work could not run.
    async fn clean(&self, bytes: Vec<u8>) -> Result<CleanImage, UploadError>;
}

/// Where images are kept (a folder, S3, or memory).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ImageStore: Send + Sync {
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn put(&self, name: &StoredName, bytes: Vec<u8>) -> Result<(), InfraError>;

    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn get(&self, name: &StoredName) -> Result<Option<Vec<u8>>, InfraError>;
}

/// The format a stored name says its bytes have.
pub fn content_type(name: &StoredName) -> &'static str {
    let format: ImageFormat = name.format();
    format.content_type()
}
