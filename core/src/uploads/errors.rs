use super::{MAX_ANIMATION_FRAMES, MAX_IMAGE_SIDE, MAX_STORED_BYTES, UPLOAD_QUOTA_BYTES};
use crate::characters::CharacterError;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

/// Every refusal of an upload; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("Brak wybranego pliku!")]
    NoFile,
    #[error("Plik jest za duży (maksymalnie 5MB)")]
    TooLarge,
    #[error(
        "Obraz po przetworzeniu zająłby ponad {}MB — zmniejsz go albo zapisz jako JPEG",
        MAX_STORED_BYTES / (1024 * 1024)
    )]
    TooLargeWhenStored,
    #[error(
        "Animacja jest za długa albo za duża (najwyżej {MAX_ANIMATION_FRAMES} klatek) — skróć ją \
         albo zmniejsz"
    )]
    AnimationTooLarge,
    #[error("Wybrany plik nie jest obrazem")]
    NotAnImage,
    #[error(
        "Obraz jest za duży, by go przetworzyć (najwyżej {MAX_IMAGE_SIDE} × {MAX_IMAGE_SIDE} \
         pikseli) — zmniejsz go"
    )]
    TooManyPixels,
    #[error("Nie ma takiego pliku")]
    NotFound,
    #[error("Wysyłasz zbyt wiele obrazów — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error(
        "Twoje obrazy zajmują już {} MB, tyle, ile wolno. Obrazy, których nigdzie nie użyto, \
         znikają po trzech dniach i zwalniają miejsce.",
        UPLOAD_QUOTA_BYTES / (1024 * 1024)
    )]
    QuotaFull,
    #[error(transparent)]
    Character(#[from] CharacterError),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for UploadError {
    fn kind(&self) -> ErrorKind {
        match self {
            UploadError::NoFile
            | UploadError::TooLarge
            | UploadError::TooLargeWhenStored
            | UploadError::AnimationTooLarge
            | UploadError::NotAnImage
            | UploadError::TooManyPixels => ErrorKind::Invalid,
            UploadError::NotFound => ErrorKind::NotFound,
            UploadError::TooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            UploadError::QuotaFull => ErrorKind::Conflict,
            UploadError::Character(error) => error.kind(),
            UploadError::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            UploadError::NoFile => "no_file",
            UploadError::TooLarge => "file_too_large",
            UploadError::TooLargeWhenStored => "stored_image_too_large",
            UploadError::AnimationTooLarge => "animation_too_large",
            UploadError::NotAnImage => "not_an_image",
            UploadError::TooManyPixels => "image_too_many_pixels",
            UploadError::NotFound => "upload_not_found",
            UploadError::TooFast(_) => "too_many_uploads",
            UploadError::QuotaFull => "upload_quota_full",
            UploadError::Character(error) => error.code(),
            UploadError::Infra(_) => "internal",
        }
    }
}
