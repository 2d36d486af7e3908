use std::sync::Arc;

use mrok_core::shared::InfraError;
use mrok_core::uploads::{ImageStore, StoredName};
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

    #[tracing::instrument(name = "ObjectImageStore::get", level = "debug", skip_all)]
    async fn get(&self, name: &StoredName) -> Result<Option<Vec<u8>>, InfraError> {
        let path = Path::from(name.file_name());
        match self.store.get(&path).await {
            Ok(found) => Ok(Some(found.bytes().await.map_err(InfraError::new)?.to_vec())),
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

    #[tokio::test]
    async fn stored_images_come_back_and_unknown_ones_are_none() {
        let dir = tempfile::tempdir().unwrap();
        for store in [ObjectImageStore::memory(), ObjectImageStore::local(dir.path()).unwrap()] {
            let image = CleanImage { bytes: b"obraz".to_vec(), format: ImageFormat::Png };
            let name = StoredName::for_image(&image);
            assert_eq!(store.get(&name).await.unwrap(), None);
            store.put(&name, image.bytes.clone()).await.unwrap();
            assert_eq!(store.get(&name).await.unwrap(), Some(image.bytes));
        }
        assert!(
            dir.path().read_dir().unwrap().count() == 1,
            "the local store writes into its folder"
        );
    }

    #[tokio::test]
    async fn a_deleted_image_is_gone_from_the_folder_and_deleting_twice_is_fine() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectImageStore::local(dir.path()).unwrap();
        let image = CleanImage { bytes: b"obraz".to_vec(), format: ImageFormat::Png };
        let name = StoredName::for_image(&image);
        store.put(&name, image.bytes).await.unwrap();
        store.delete(&name).await.unwrap();
        assert_eq!(store.get(&name).await.unwrap(), None);
        assert_eq!(dir.path().read_dir().unwrap().count(), 0, "the file is removed");
        store.delete(&name).await.unwrap();
    }
}
