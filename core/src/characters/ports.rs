use super::{CharacterError, MainCharacter};
use crate::shared::{InfraError, UserId};

/// Where characters live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait CharacterRepository: Send + Sync {
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_main(&self, user: UserId) -> Result<Option<MainCharacter>, InfraError>;

    /// # Errors
    /// [`CharacterError::AlreadyHasMainCharacter`] when the account has one already (nothing is
    /// changed then); [`CharacterError::Infra`] when storage fails.
    async fn create_main(&self, character: MainCharacter) -> Result<(), CharacterError>;
}
