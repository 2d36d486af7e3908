use crate::characters::CharacterError;
use crate::shared::{DomainError, ErrorKind, InfraError};

/// Every refusal of an upload; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("Brak wybranego pliku!")]
    NoFile,
    #[error("Plik jest za duży (maksymalnie 5MB)")]
    TooLarge,
    #[error("Wybrany plik nie jest obrazem")]
    NotAnImage,
    #[error("Nie ma takiego pliku")]
    NotFound,
    #[error(transparent)]
    Character(#[from] CharacterError),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for UploadError {
    fn kind(&self) -> ErrorKind {
        match self {
            UploadError::NoFile | UploadError::TooLarge | UploadError::NotAnImage => {
                ErrorKind::Invalid
            }
            UploadError::NotFound => ErrorKind::NotFound,
            UploadError::Character(error) => error.kind(),
            UploadError::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            UploadError::NoFile => "no_file",
            UploadError::TooLarge => "file_too_large",
            UploadError::NotAnImage => "not_an_image",
            UploadError::NotFound => "upload_not_found",
            UploadError::Character(error) => error.code(),
            UploadError::Infra(_) => "internal",
        }
    }
}
