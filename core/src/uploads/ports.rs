use std::sync::Arc;

use std::pin::Pin;

use chrono::{DateTime, Utc};
use futures_core::Stream;

use super::{CleanImage, ImageFormat, StoredName, UploadError, UploadRecord};
use crate::characters::CharacterService;
use crate::shared::{CommonPorts, InfraError, UserId};

/// Decodes uploaded bytes as an image and re-encodes them, dropping metadata.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ImageCleaner: Send + Sync {
    /// A picture wider or taller than `max_side` pixels comes out scaled down to fit, its
    /// proportions kept (animated GIFs excepted).
    ///
    /// # Errors
    /// [`UploadError::NotAnImage`] when the bytes are no PNG, JPEG, GIF or WebP image;
    /// [`UploadError::Infra`] when the work could not run.
    async fn clean(&self, bytes: Vec<u8>, max_side: u32) -> Result<CleanImage, UploadError>;
}

/// Where images are kept (a folder, S3, or memory).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ImageStore: Send + Sync {
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn put(&self, name: &StoredName, bytes: Vec<u8>) -> Result<(), InfraError>;

    /// Opens a stored image for reading a chunk at a time (`None` when it is not there).
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn open(&self, name: &StoredName) -> Result<Option<StoredImage>, InfraError>;

    /// Removes an image (nothing when it is not there).
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn delete(&self, name: &StoredName) -> Result<(), InfraError>;
}

/// A stored image's bytes, a chunk at a time: whoever serves it holds one chunk, never the file.
pub type ImageChunks = Pin<Box<dyn Stream<Item = Result<Vec<u8>, InfraError>> + Send>>;

/// A stored image opened for reading.
pub struct StoredImage {
    /// Its length in bytes.
    pub size: u64,
    /// Its bytes, in order.
    pub chunks: ImageChunks,
}

impl std::fmt::Debug for StoredImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredImage").field("size", &self.size).finish_non_exhaustive()
    }
}

/// Who uploaded which image and when, and which stored texts refer to images.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait UploadLedger: Send + Sync {
    /// Records an upload — unless the player's images would then take more than `most` bytes
    /// (false), counted while the player is held so that parallel uploads take turns. The same
    /// image again by the same player renews its time (and counts once).
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn record_within(&self, upload: &UploadRecord, most: u64) -> Result<bool, InfraError>;

    /// Bytes the player's recorded images take.
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn bytes_of(&self, owner: UserId) -> Result<u64, InfraError>;

    /// Up to `limit` images neither uploaded nor checked since `before`, longest unchecked
    /// first.
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn due_for_check(
        &self,
        before: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<StoredName>, InfraError>;

    /// Of `names`, those an avatar or a stored text (descriptions, posts, messages, news, …)
    /// refers to.
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn in_use(&self, names: &[StoredName]) -> Result<Vec<StoredName>, InfraError>;

    /// Notes that the images were found in use at `at`.
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn checked(&self, names: &[StoredName], at: DateTime<Utc>) -> Result<(), InfraError>;

    /// Forgets every record of the image.
    ///
    /// # Errors
    /// [`InfraError`] when the store fails.
    async fn forget(&self, name: &StoredName) -> Result<(), InfraError>;
}

/// The format a stored name says its bytes have.
pub fn content_type(name: &StoredName) -> &'static str {
    let format: ImageFormat = name.format();
    format.content_type()
}

/// What [`UploadService`] works with.
pub struct UploadPorts {
    pub cleaner: Arc<dyn ImageCleaner>,
    pub store: Arc<dyn ImageStore>,
    pub ledger: Arc<dyn UploadLedger>,
    pub characters: Arc<CharacterService>,
    pub common: CommonPorts,
}
