use std::sync::Arc;

use super::{ImageCleaner, ImageStore, MAX_UPLOAD_BYTES, StoredName, UploadError};
use crate::access::GameActor;
use crate::characters::{CharacterService, CharacterTarget};

/// Storing images: avatars (with the character's permission rule) and description images.
pub struct UploadService {
    cleaner: Arc<dyn ImageCleaner>,
    store: Arc<dyn ImageStore>,
    characters: Arc<CharacterService>,
}

impl UploadService {
    pub fn new(
        cleaner: Arc<dyn ImageCleaner>,
        store: Arc<dyn ImageStore>,
        characters: Arc<CharacterService>,
    ) -> Self {
        UploadService { cleaner, store, characters }
    }

    /// Cleans and stores an image (a description's); returns its path under `/api`.
    ///
    /// # Errors
    /// No file, over 5 MB, not an image, or a storage failure.
    pub async fn store_image(
        &self,
        _actor: &GameActor,
        bytes: Vec<u8>,
    ) -> Result<String, UploadError> {
        self.store(bytes).await
    }

    async fn store(&self, bytes: Vec<u8>) -> Result<String, UploadError> {
        if bytes.is_empty() {
            return Err(UploadError::NoFile);
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooLarge);
        }
        let image = self.cleaner.clean(bytes).await?;
        let name = StoredName::for_image(&image);
        self.store.put(&name, image.bytes).await?;
        Ok(name.public_path())
    }

    /// Stores a new avatar and puts it on the character (its owner or an admin).
    ///
    /// # Errors
    /// Not allowed (checked before any work), or the image's refusals.
    pub async fn set_avatar(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        bytes: Vec<u8>,
    ) -> Result<String, UploadError> {
        let character = self.characters.resolve(target).await?;
        if !crate::characters::may_edit(actor, &character) {
            return Err(crate::characters::CharacterError::AvatarForbidden.into());
        }
        let path = self.store(bytes).await?;
        self.characters.set_avatar(actor, target, path.clone()).await?;
        Ok(path)
    }

    /// A stored image by its file name.
    ///
    /// # Errors
    /// [`UploadError::NotFound`] for malformed or unknown names.
    pub async fn read(&self, file_name: &str) -> Result<(StoredName, Vec<u8>), UploadError> {
        let name = StoredName::parse(file_name).ok_or(UploadError::NotFound)?;
        let bytes = self.store.get(&name).await?.ok_or(UploadError::NotFound)?;
        Ok((name, bytes))
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;
    use crate::characters::{Character, MockCharacterRepository, Slot};
    use crate::shared::{MockClock, MockHtmlSanitizer, Role, UserId};
    use crate::uploads::{CleanImage, ImageFormat, MockImageCleaner, MockImageStore};

    const PLAYER: GameActor = GameActor::test(1, Role::Resident);

    fn characters() -> Arc<CharacterService> {
        let mut repo = MockCharacterRepository::new();
        repo.expect_find_main().returning(|user| Ok(Some(Character::sample(10, user, Slot::Main))));
        repo.expect_update().returning(|_, _| Ok(true));
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        Arc::new(CharacterService::new(
            Arc::new(repo),
            Arc::new(MockHtmlSanitizer::new()),
            Arc::new(clock),
        ))
    }

    fn service(cleaner: MockImageCleaner, store: MockImageStore) -> UploadService {
        UploadService::new(Arc::new(cleaner), Arc::new(store), characters())
    }

    #[tokio::test]
    async fn an_image_is_cleaned_and_stored_under_its_content_hash() {
        let mut cleaner = MockImageCleaner::new();
        cleaner
            .expect_clean()
            .returning(|_| Ok(CleanImage { bytes: b"czysty".to_vec(), format: ImageFormat::Png }));
        let mut store = MockImageStore::new();
        store
            .expect_put()
            .withf(|name, bytes| name.file_name().ends_with(".png") && bytes == b"czysty")
            .times(1)
            .returning(|_, _| Ok(()));
        let path = service(cleaner, store).store_image(&PLAYER, b"surowy".to_vec()).await;
        let path = path.unwrap_or_default();
        assert!(path.starts_with("/uploads/") && path.ends_with(".png"), "{path}");
    }

    #[tokio::test]
    async fn empty_oversized_and_non_image_files_are_refused_with_the_spec_messages() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().returning(|_| Err(UploadError::NotAnImage));
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let s = service(cleaner, store);
        let message = |r: Result<String, UploadError>| r.err().map(|e| e.to_string());
        assert_eq!(
            message(s.store_image(&PLAYER, Vec::new()).await).as_deref(),
            Some("Brak wybranego pliku!")
        );
        assert_eq!(
            message(s.store_image(&PLAYER, vec![0; MAX_UPLOAD_BYTES + 1]).await).as_deref(),
            Some("Plik jest za duży (maksymalnie 5MB)")
        );
        assert_eq!(
            message(s.store_image(&PLAYER, b"<html>".to_vec()).await).as_deref(),
            Some("Wybrany plik nie jest obrazem")
        );
    }

    #[tokio::test]
    async fn someone_else_s_avatar_is_refused_before_any_work() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().never();
        let s = service(cleaner, MockImageStore::new());
        let stranger = GameActor::test(2, Role::Resident);
        let result = s.set_avatar(&stranger, CharacterTarget::Main(UserId(1)), b"x".to_vec()).await;
        assert_eq!(
            result.err().map(|e| e.to_string()).as_deref(),
            Some("Nie masz uprawnień do zmiany tego avatara!")
        );
    }

    #[tokio::test]
    async fn malformed_names_are_never_looked_up() {
        let mut store = MockImageStore::new();
        store.expect_get().never();
        let s = service(MockImageCleaner::new(), store);
        assert!(matches!(s.read("../mrok.db").await, Err(UploadError::NotFound)));
    }
}
