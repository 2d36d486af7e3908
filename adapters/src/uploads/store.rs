use std::sync::Arc;

use futures_util::{StreamExt, TryStreamExt};
use mrok_core::shared::InfraError;
use mrok_core::uploads::{ImageStore, StoredImage, StoredName};
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};

/// Images in an object store: a local folder (default), S3, or memory (tests).
pub struct ObjectImageStore {
    store: Arc<dyn ObjectStore>,
}

impl ObjectImageStore {
    pub fn new(store: Arc<dyn ObjectStore>) -> Self {
        ObjectImageStore { store }
    }

    /// A store in a local folder (created when missing).
    ///
    /// # Errors
    /// The folder cannot be created.
    pub fn local(folder: &std::path::Path) -> Result<Self, InfraError> {
        std::fs::create_dir_all(folder).map_err(InfraError::new)?;
        let store = object_store::local::LocalFileSystem::new_with_prefix(folder)
            .map_err(InfraError::new)?;
        Ok(Self::new(Arc::new(store)))
    }

    /// An S3 bucket configured by the standard `AWS_*` variables.
    ///
    /// # Errors
    /// The configuration is incomplete.
    pub fn s3(bucket: &str) -> Result<Self, InfraError> {
        let store = object_store::aws::AmazonS3Builder::from_env()
            .with_bucket_name(bucket)
            .build()
            .map_err(InfraError::new)?;
        Ok(Self::new(Arc::new(store)))
    }

    /// A store in memory.
    pub fn memory() -> Self {
        Self::new(Arc::new(object_store::memory::InMemory::new()))
    }
}

#[async_trait::async_trait]
impl ImageStore for ObjectImageStore {
    #[tracing::instrument(name = "ObjectImageStore::put", level = "debug", skip_all)]
    async fn put(&self, name: &StoredName, bytes: Vec<u8>) -> Result<(), InfraError> {
        let path = Path::from(name.file_name());
        self.store.put(&path, PutPayload::from(bytes)).await.map(|_| ()).map_err(InfraError::new)
    }

    /// The object's own stream: a local file is read 8 KiB at a time (on the blocking pool),
    /// S3 as its response arrives; the chunks are handed on as they come, never gathered.
    #[tracing::instrument(name = "ObjectImageStore::open", level = "debug", skip_all)]
    async fn open(&self, name: &StoredName) -> Result<Option<StoredImage>, InfraError> {
        let path = Path::from(name.file_name());
        match self.store.get(&path).await {
            Ok(found) => {
                let size = found.range.end - found.range.start;
                let chunks = found.into_stream().map_ok(Vec::from).map_err(InfraError::new).boxed();
                Ok(Some(StoredImage { size, chunks }))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(InfraError::new(error)),
        }
    }

    #[tracing::instrument(name = "ObjectImageStore::delete", level = "debug", skip_all)]
    async fn delete(&self, name: &StoredName) -> Result<(), InfraError> {
        let path = Path::from(name.file_name());
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(InfraError::new(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use mrok_core::uploads::{CleanImage, ImageFormat};

    use super::*;

    /// The whole image read back through its stream, with the size it announced and the
    /// largest chunk seen; `None` when it is not there.
    async fn read_back(
        store: &ObjectImageStore,
        name: &StoredName,
    ) -> Option<(u64, Vec<u8>, usize)> {
        let image = store.open(name).await.unwrap()?;
        let chunks: Vec<Vec<u8>> = image.chunks.try_collect().await.unwrap();
        let largest = chunks.iter().map(Vec::len).max().unwrap_or(0);
        Some((image.size, chunks.concat(), largest))
    }

    #[tokio::test]
    async fn stored_images_come_back_and_unknown_ones_are_none() {
        let dir = tempfile::tempdir().unwrap();
        for store in [ObjectImageStore::memory(), ObjectImageStore::local(dir.path()).unwrap()] {
            let image = CleanImage { bytes: b"obraz".to_vec(), format: ImageFormat::Png };
            let name = StoredName::for_image(&image);
            assert!(read_back(&store, &name).await.is_none());
            store.put(&name, image.bytes.clone()).await.unwrap();
            assert_eq!(read_back(&store, &name).await, Some((5, image.bytes, 5)));
        }
        assert!(
            dir.path().read_dir().unwrap().count() == 1,
            "the local store writes into its folder"
        );
    }

    #[tokio::test]
    async fn a_large_file_is_read_in_small_chunks_not_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectImageStore::local(dir.path()).unwrap();
        let bytes: Vec<u8> = (0..3_000_000u32).map(|i| (i % 251) as u8).collect();
        let image = CleanImage { bytes: bytes.clone(), format: ImageFormat::Png };
        let name = StoredName::for_image(&image);
        store.put(&name, image.bytes).await.unwrap();
        let (size, read, largest) = read_back(&store, &name).await.unwrap();
        assert_eq!(size, 3_000_000);
        assert!(read == bytes, "the bytes come back unchanged");
        assert!(largest <= 64 * 1024, "a chunk of {largest} bytes");
    }

    #[tokio::test]
    async fn a_deleted_image_is_gone_from_the_folder_and_deleting_twice_is_fine() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectImageStore::local(dir.path()).unwrap();
        let image = CleanImage { bytes: b"obraz".to_vec(), format: ImageFormat::Png };
        let name = StoredName::for_image(&image);
        store.put(&name, image.bytes).await.unwrap();
        store.delete(&name).await.unwrap();
        assert!(read_back(&store, &name).await.is_none());
        assert_eq!(dir.path().read_dir().unwrap().count(), 0, "the file is removed");
        store.delete(&name).await.unwrap();
    }
}
