use std::collections::HashSet;
use std::sync::Arc;

use super::{
    AVATAR_SIDE, ImageCleaner, ImageStore, MAX_IMAGE_SIDE, MAX_STORED_BYTES, MAX_UPLOAD_BYTES,
    SWEEP_BATCH, StoredImage, StoredName, SweepReport, UNUSED_IMAGE_GRACE, UPLOAD_QUOTA_BYTES,
    UPLOAD_RATE, UploadError, UploadLedger, UploadPorts, UploadRecord,
};
use crate::access::GameActor;
use crate::characters::CharacterTarget;
use crate::shared::{CommonPorts, UserId};

/// Storing images — avatars (with the character's permission rule) and description images —
/// within each player's pace and room, and removing the ones nothing uses.
pub struct UploadService {
    ports: UploadPorts,
    keeper: ImageKeeper,
}

impl UploadService {
    pub fn new(ports: UploadPorts) -> Self {
        let keeper = ImageKeeper::new(
            ports.cleaner.clone(),
            ports.store.clone(),
            ports.ledger.clone(),
            ports.common.clone(),
        );
        UploadService { ports, keeper }
    }

    /// Cleans and stores an image (a description's); returns its path under `/api`. The
    /// player's room is counted in stored bytes: what the image takes once re-encoded, which may
    /// be more than was sent.
    ///
    /// # Errors
    /// No file, over 5 MB, not an image, over 10 MB once re-encoded, too many uploads, no room
    /// left, or a storage failure.
    pub async fn store_image(
        &self,
        actor: &GameActor,
        bytes: Vec<u8>,
    ) -> Result<String, UploadError> {
        self.store(actor, bytes, MAX_IMAGE_SIDE).await
    }

    async fn store(
        &self,
        actor: &GameActor,
        bytes: Vec<u8>,
        max_side: u32,
    ) -> Result<String, UploadError> {
        self.keeper.keep(actor.id(), bytes, max_side).await.map(|name| name.public_path())
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
        let character = self.ports.characters.resolve(target).await?;
        if !crate::characters::may_edit(actor, &character) {
            return Err(crate::characters::CharacterError::AvatarForbidden.into());
        }
        let path = self.store(actor, bytes, AVATAR_SIDE).await?;
        self.ports.characters.set_avatar(actor, target, path.clone()).await?;
        Ok(path)
    }

    /// A stored image by its file name, opened to be read a chunk at a time.
    ///
    /// # Errors
    /// [`UploadError::NotFound`] for malformed or unknown names.
    pub async fn open(&self, file_name: &str) -> Result<(StoredName, StoredImage), UploadError> {
        let name = StoredName::parse(file_name).ok_or(UploadError::NotFound)?;
        let image = self.ports.store.open(&name).await?.ok_or(UploadError::NotFound)?;
        Ok((name, image))
    }

    /// Removes the images nothing has used since they were uploaded or last checked, at least
    /// [`UNUSED_IMAGE_GRACE`] ago: no avatar, description, post, message or news item refers to
    /// them. Those still in use are checked again after the same time.
    ///
    /// # Errors
    /// A storage failure (what was removed before it stays removed).
    pub async fn sweep(&self) -> Result<SweepReport, UploadError> {
        let d = &self.ports;
        let now = d.common.now();
        let due = d.ledger.due_for_check(now - UNUSED_IMAGE_GRACE, SWEEP_BATCH).await?;
        if due.is_empty() {
            return Ok(SweepReport::default());
        }
        let in_use = d.ledger.in_use(&due).await?;
        let keep: HashSet<&StoredName> = in_use.iter().collect();
        let mut report = SweepReport { removed: 0, kept: in_use.len() };
        for name in due.iter().filter(|name| !keep.contains(name)) {
            d.store.delete(name).await?;
            d.ledger.forget(name).await?;
            report.removed += 1;
        }
        d.ledger.checked(&in_use, now).await?;
        Ok(report)
    }
}

/// Keeps one player's images: cleaned, within their pace and room, stored under their content
/// hash. Uploads and the remote images of rich text ([`super::RemoteImages`]) both go through it.
pub struct ImageKeeper {
    cleaner: Arc<dyn ImageCleaner>,
    store: Arc<dyn ImageStore>,
    ledger: Arc<dyn UploadLedger>,
    common: CommonPorts,
}

impl ImageKeeper {
    pub fn new(
        cleaner: Arc<dyn ImageCleaner>,
        store: Arc<dyn ImageStore>,
        ledger: Arc<dyn UploadLedger>,
        common: CommonPorts,
    ) -> Self {
        ImageKeeper { cleaner, store, ledger, common }
    }

    pub(crate) fn common(&self) -> &CommonPorts {
        &self.common
    }

    /// Cleans and stores `owner`'s image. The player's room is counted in stored bytes: what the
    /// image takes once re-encoded, which may be more than was sent.
    ///
    /// # Errors
    /// No file, over 5 MB, not an image, over 10 MB once re-encoded, too many uploads, no room
    /// left, or a storage failure.
    pub async fn keep(
        &self,
        owner: UserId,
        bytes: Vec<u8>,
        max_side: u32,
    ) -> Result<StoredName, UploadError> {
        if bytes.is_empty() {
            return Err(UploadError::NoFile);
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooLarge);
        }
        let now = self.common.now();
        self.common.slow_down(UPLOAD_RATE, owner, UploadError::TooFast).await?;
        // A full room is refused before any decoding; whether this image fits is known only
        // once it is re-encoded.
        let used = self.ledger.bytes_of(owner).await?;
        if used >= UPLOAD_QUOTA_BYTES {
            return Err(UploadError::QuotaFull);
        }
        let image = self.cleaner.clean(bytes, max_side).await?;
        if image.bytes.len() > MAX_STORED_BYTES {
            return Err(UploadError::TooLargeWhenStored);
        }
        let size = image.bytes.len() as u64;
        if used.saturating_add(size) > UPLOAD_QUOTA_BYTES {
            return Err(UploadError::QuotaFull);
        }
        let name = StoredName::for_image(&image);
        let record = UploadRecord { owner, name: name.clone(), bytes: size, at: now };
        // Counted again by the ledger while it holds the player: parallel uploads cannot all
        // pass the check above together. Recorded before the file is written, so a file is never
        // kept without its record (a write that fails leaves a record the sweep forgets).
        if !self.ledger.record_within(&record, UPLOAD_QUOTA_BYTES).await? {
            return Err(UploadError::QuotaFull);
        }
        self.store.put(&name, image.bytes).await?;
        Ok(name)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Utc};

    use super::*;
    use crate::characters::{Character, MockCharacterRepository, Slot};
    use futures_core::Stream;

    use crate::characters::CharacterService;
    use crate::live::tests_support::quiet_bus;
    use crate::shared::CommonPorts;
    use crate::shared::{
        DomainError, MockClock, MockHtmlSanitizer, MockRateLimiter, RateLimited, Role, UserId,
    };
    use crate::uploads::{
        CleanImage, ImageFormat, MockImageCleaner, MockImageStore, MockUploadLedger,
    };

    const PLAYER: GameActor = GameActor::test(1, Role::Resident);

    fn characters() -> Arc<CharacterService> {
        let mut repo = MockCharacterRepository::new();
        repo.expect_find_main().returning(|user| Ok(Some(Character::sample(10, user, Slot::Main))));
        repo.expect_update().returning(|_, _| Ok(true));
        let common = CommonPorts::unlimited(clock());
        Arc::new(CharacterService::for_tests(repo, MockHtmlSanitizer::new(), common))
    }

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        clock
    }

    /// A player with room to spare and within the pace.
    fn roomy_ledger() -> MockUploadLedger {
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(0));
        ledger.expect_record_within().returning(|_, _| Ok(true));
        ledger
    }

    fn unlimited() -> MockRateLimiter {
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        limiter
    }

    fn service_with(
        cleaner: MockImageCleaner,
        store: MockImageStore,
        ledger: MockUploadLedger,
        limiter: MockRateLimiter,
    ) -> UploadService {
        UploadService::new(UploadPorts {
            cleaner: Arc::new(cleaner),
            store: Arc::new(store),
            ledger: Arc::new(ledger),
            characters: characters(),
            common: CommonPorts::of(clock(), limiter, quiet_bus()),
        })
    }

    fn service(cleaner: MockImageCleaner, store: MockImageStore) -> UploadService {
        service_with(cleaner, store, roomy_ledger(), unlimited())
    }

    fn name(c: char) -> StoredName {
        StoredName::parse(&format!("{}.png", c.to_string().repeat(64))).unwrap()
    }

    #[tokio::test]
    async fn a_player_over_the_pace_is_refused_before_any_work() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().never();
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().withf(|rule, key, _| *rule == UPLOAD_RATE && key == "1").returning(
            |_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(60) }),
        );
        let s = service_with(cleaner, MockImageStore::new(), roomy_ledger(), limiter);
        let refused = s.store_image(&PLAYER, b"obraz".to_vec()).await;
        assert!(matches!(refused, Err(UploadError::TooFast(_))), "{refused:?}");
        assert_eq!(
            refused.err().map(|e| e.to_string()).as_deref(),
            Some("Wysyłasz zbyt wiele obrazów — odczekaj chwilę.")
        );
    }

    #[tokio::test]
    async fn a_player_whose_images_fill_the_quota_is_refused_before_any_work_and_told_why() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().never();
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(UPLOAD_QUOTA_BYTES));
        ledger.expect_record_within().never();
        let s = service_with(cleaner, MockImageStore::new(), ledger, unlimited());
        let refused = s.store_image(&PLAYER, b"obraz".to_vec()).await;
        assert!(matches!(refused, Err(UploadError::QuotaFull)), "{refused:?}");
        assert!(refused.err().unwrap().to_string().starts_with("Twoje obrazy zajmują już 100 MB"));
    }

    #[tokio::test]
    async fn an_upload_the_ledger_finds_over_the_quota_is_refused_and_never_written() {
        // Another upload of the same player took the room between the check and the record.
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(0));
        ledger.expect_record_within().times(1).returning(|_, _| Ok(false));
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let s = service_with(growing_cleaner(900), store, ledger, unlimited());
        let refused = s.store_image(&PLAYER, vec![1; 1_000]).await;
        assert!(matches!(refused, Err(UploadError::QuotaFull)), "{refused:?}");
    }

    /// A cleaner that turns anything into a PNG of `size` bytes (as a WebP or an indexed PNG
    /// grows when written as full-colour PNG).
    fn growing_cleaner(size: usize) -> MockImageCleaner {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().returning(move |_, _| {
            Ok(CleanImage { bytes: vec![7; size], format: ImageFormat::Png })
        });
        cleaner
    }

    #[tokio::test]
    async fn the_quota_counts_what_the_image_takes_once_stored_not_what_was_sent() {
        // 1,000 bytes of room: a 10-byte upload that is stored as 2,000 bytes does not fit …
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(UPLOAD_QUOTA_BYTES - 1_000));
        ledger.expect_record_within().never();
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let s = service_with(growing_cleaner(2_000), store, ledger, unlimited());
        let refused = s.store_image(&PLAYER, vec![1; 10]).await;
        assert!(matches!(refused, Err(UploadError::QuotaFull)), "{refused:?}");

        // … while a 5,000-byte upload stored as 900 bytes does, and is recorded at 900.
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(UPLOAD_QUOTA_BYTES - 1_000));
        ledger
            .expect_record_within()
            .withf(|r, _| r.bytes == 900)
            .times(1)
            .returning(|_, _| Ok(true));
        let mut store = MockImageStore::new();
        store.expect_put().withf(|_, bytes| bytes.len() == 900).times(1).returning(|_, _| Ok(()));
        let s = service_with(growing_cleaner(900), store, ledger, unlimited());
        assert!(s.store_image(&PLAYER, vec![1; 5_000]).await.is_ok());
    }

    #[tokio::test]
    async fn an_image_too_large_once_re_encoded_is_refused_in_polish_and_not_stored() {
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(0));
        ledger.expect_record_within().never();
        let s = service_with(growing_cleaner(MAX_STORED_BYTES + 1), store, ledger, unlimited());
        let refused = s.store_image(&PLAYER, vec![1; 1_000]).await;
        assert!(matches!(refused, Err(UploadError::TooLargeWhenStored)), "{refused:?}");
        let error = refused.err().unwrap();
        assert_eq!(
            error.to_string(),
            "Obraz po przetworzeniu zająłby ponad 10MB — zmniejsz go albo zapisz jako JPEG"
        );
        assert_eq!(error.kind(), crate::shared::ErrorKind::Invalid);
        assert_eq!(error.code(), "stored_image_too_large");

        // Exactly the cap is kept.
        let mut store = MockImageStore::new();
        store.expect_put().times(1).returning(|_, _| Ok(()));
        let s = service(growing_cleaner(MAX_STORED_BYTES), store);
        assert!(s.store_image(&PLAYER, vec![1; 1_000]).await.is_ok());
    }

    #[tokio::test]
    async fn a_stored_image_is_recorded_under_its_uploader_with_its_cleaned_size() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().returning(|_, _| {
            Ok(CleanImage { bytes: b"czysty".to_vec(), format: ImageFormat::Png })
        });
        let mut store = MockImageStore::new();
        store.expect_put().returning(|_, _| Ok(()));
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(0));
        ledger
            .expect_record_within()
            .withf(|r, most| {
                r.owner == UserId(1)
                    && r.bytes == 6
                    && r.at == DateTime::<Utc>::UNIX_EPOCH
                    && *most == UPLOAD_QUOTA_BYTES
            })
            .times(1)
            .returning(|_, _| Ok(true));
        let s = service_with(cleaner, store, ledger, unlimited());
        assert!(s.store_image(&PLAYER, b"surowe bajty".to_vec()).await.is_ok());
    }

    #[tokio::test]
    async fn the_sweep_removes_images_nothing_uses_and_marks_the_rest_checked() {
        let mut ledger = MockUploadLedger::new();
        ledger
            .expect_due_for_check()
            .withf(|before, limit| {
                *before == DateTime::<Utc>::UNIX_EPOCH - UNUSED_IMAGE_GRACE && *limit == SWEEP_BATCH
            })
            .returning(|_, _| Ok(vec![name('a'), name('b'), name('c')]));
        ledger.expect_in_use().returning(|_| Ok(vec![name('b')]));
        ledger.expect_forget().times(2).withf(|n| *n != name('b')).returning(|_| Ok(()));
        ledger
            .expect_checked()
            .withf(|names, _| names == [name('b')])
            .times(1)
            .returning(|_, _| Ok(()));
        let mut store = MockImageStore::new();
        store.expect_delete().times(2).withf(|n| *n != name('b')).returning(|_| Ok(()));
        let s = service_with(MockImageCleaner::new(), store, ledger, unlimited());
        assert_eq!(s.sweep().await.unwrap(), SweepReport { removed: 2, kept: 1 });
    }

    #[tokio::test]
    async fn a_sweep_with_nothing_due_reads_no_texts() {
        let mut ledger = MockUploadLedger::new();
        ledger.expect_due_for_check().returning(|_, _| Ok(Vec::new()));
        ledger.expect_in_use().never();
        let s = service_with(MockImageCleaner::new(), MockImageStore::new(), ledger, unlimited());
        assert_eq!(s.sweep().await.unwrap(), SweepReport::default());
    }

    #[tokio::test]
    async fn an_image_is_cleaned_and_stored_under_its_content_hash() {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().returning(|_, _| {
            Ok(CleanImage { bytes: b"czysty".to_vec(), format: ImageFormat::Png })
        });
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
        cleaner.expect_clean().returning(|_, _| Err(UploadError::NotAnImage));
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
    async fn an_avatar_is_scaled_to_the_avatar_size_and_a_picture_only_to_the_limit() {
        let mut cleaner = MockImageCleaner::new();
        cleaner
            .expect_clean()
            .withf(|bytes, side| bytes == b"twarz" && *side == AVATAR_SIDE)
            .times(1)
            .returning(|_, _| Ok(CleanImage { bytes: b"mala".to_vec(), format: ImageFormat::Png }));
        cleaner
            .expect_clean()
            .withf(|bytes, side| bytes == b"mapa" && *side == MAX_IMAGE_SIDE)
            .times(1)
            .returning(|_, _| Ok(CleanImage { bytes: b"duza".to_vec(), format: ImageFormat::Png }));
        let mut store = MockImageStore::new();
        store.expect_put().times(2).returning(|_, _| Ok(()));
        let s = service(cleaner, store);
        let main = CharacterTarget::Main(UserId(1));
        assert!(s.set_avatar(&PLAYER, main, b"twarz".to_vec()).await.is_ok());
        assert!(s.store_image(&PLAYER, b"mapa".to_vec()).await.is_ok());
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
        store.expect_open().never();
        let s = service(MockImageCleaner::new(), store);
        assert!(matches!(s.open("../mrok.db").await, Err(UploadError::NotFound)));
    }

    #[tokio::test]
    async fn a_stored_image_is_opened_as_it_is_and_an_unknown_one_is_not_found() {
        let mut store = MockImageStore::new();
        store.expect_open().withf(|n| *n == name('a')).returning(|_| {
            let chunks: Vec<Result<Vec<u8>, crate::shared::InfraError>> =
                vec![Ok(b"ob".to_vec()), Ok(b"raz".to_vec())];
            Ok(Some(StoredImage { size: 5, chunks: Box::pin(Chunks(chunks.into_iter())) }))
        });
        store.expect_open().returning(|_| Ok(None));
        let s = service(MockImageCleaner::new(), store);
        let (found, image) = s.open(&name('a').file_name()).await.unwrap();
        assert_eq!((found, image.size), (name('a'), 5));
        let mut chunks = image.chunks;
        let mut bytes = Vec::new();
        while let Some(chunk) = std::future::poll_fn(|cx| chunks.as_mut().poll_next(cx)).await {
            bytes.extend(chunk.unwrap());
        }
        assert_eq!(bytes, b"obraz");
        assert!(matches!(s.open(&name('b').file_name()).await, Err(UploadError::NotFound)));
    }

    /// A stream over ready items.
    struct Chunks<I>(I);

    impl<I: Iterator + Unpin> Stream for Chunks<I> {
        type Item = I::Item;

        fn poll_next(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Option<I::Item>> {
            std::task::Poll::Ready(self.0.next())
        }
    }
}
