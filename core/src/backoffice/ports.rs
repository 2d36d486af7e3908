use std::sync::Arc;

use super::{
    CharacterRow, CharacterSort, Page, PageRequest, SessionOverview, SessionSort, UserRow, UserSort,
};
use crate::accounts::AccountService;
use crate::characters::{CharacterId, CharacterService};
use crate::sessions::SessionKind;
use crate::shared::{InfraError, UserId};

/// The back office's read views.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait BackofficeRepository: Send + Sync {
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn users(&self, page: PageRequest<UserSort>) -> Result<Page<UserRow>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn user(&self, id: UserId) -> Result<Option<UserRow>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn characters(
        &self,
        page: PageRequest<CharacterSort>,
    ) -> Result<Page<CharacterRow>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn character(&self, id: CharacterId) -> Result<Option<CharacterRow>, InfraError>;

    /// Sessions of every kind (or of `kind`), searched by title or owner name.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn sessions(
        &self,
        page: PageRequest<SessionSort>,
        kind: Option<SessionKind>,
    ) -> Result<Page<SessionOverview>, InfraError>;
}

/// What [`BackofficeService`] works with: its views, and the services its writes go to.
pub struct BackofficePorts {
    pub views: Arc<dyn BackofficeRepository>,
    pub accounts: Arc<AccountService>,
    pub characters: Arc<CharacterService>,
}
