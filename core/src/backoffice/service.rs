use std::sync::Arc;

use super::{
    BackofficeRepository, CharacterRow, CharacterSort, Page, PageRequest, SessionOverview,
    SessionSort, UserRow, UserSort,
};
use crate::accounts::{AccountError, AccountRepository};
use crate::characters::{CharacterChange, CharacterError, CharacterId, CharacterRepository};
use crate::sessions::SessionKind;
use crate::shared::{Actor, Role, UserId};

/// The back office: lists, details, role changes and approvals. Admins only.
pub struct BackofficeService {
    views: Arc<dyn BackofficeRepository>,
    accounts: Arc<dyn AccountRepository>,
    characters: Arc<dyn CharacterRepository>,
}

impl BackofficeService {
    pub fn new(
        views: Arc<dyn BackofficeRepository>,
        accounts: Arc<dyn AccountRepository>,
        characters: Arc<dyn CharacterRepository>,
    ) -> Self {
        BackofficeService { views, accounts, characters }
    }

    fn admin_only(actor: &Actor) -> Result<(), AccountError> {
        if actor.is_admin() { Ok(()) } else { Err(AccountError::Forbidden) }
    }

    /// # Errors
    /// Not an admin.
    pub async fn users(
        &self,
        actor: &Actor,
        page: PageRequest<UserSort>,
    ) -> Result<Page<UserRow>, AccountError> {
        Self::admin_only(actor)?;
        Ok(self.views.users(page).await?)
    }

    /// # Errors
    /// Not an admin, or no such account.
    pub async fn user(&self, actor: &Actor, id: UserId) -> Result<UserRow, AccountError> {
        Self::admin_only(actor)?;
        self.views.user(id).await?.ok_or_else(|| AccountError::UnknownAccount(id.to_string()))
    }

    /// Sets an account's role (its logins end). An admin cannot take the role from themselves,
    /// so the back office never locks out its last admin by accident.
    ///
    /// # Errors
    /// Not an admin, no such account, or one's own demotion.
    pub async fn set_role(
        &self,
        actor: &Actor,
        id: UserId,
        role: Role,
    ) -> Result<UserRow, AccountError> {
        Self::admin_only(actor)?;
        if actor.id == id && role != Role::Admin {
            return Err(AccountError::OwnDemotion);
        }
        self.views.user(id).await?.ok_or_else(|| AccountError::UnknownAccount(id.to_string()))?;
        self.accounts.set_role(id, role).await?;
        self.views.user(id).await?.ok_or_else(|| AccountError::UnknownAccount(id.to_string()))
    }

    /// Every roleplay session, private ones included, for moderation (read-only: an admin opens
    /// one on the player site, where the rules of `sessions` let them read it).
    ///
    /// # Errors
    /// Not an admin.
    pub async fn sessions(
        &self,
        actor: &Actor,
        page: PageRequest<SessionSort>,
        kind: Option<SessionKind>,
    ) -> Result<Page<SessionOverview>, AccountError> {
        Self::admin_only(actor)?;
        Ok(self.views.sessions(page, kind).await?)
    }

    /// # Errors
    /// Not an admin.
    pub async fn characters(
        &self,
        actor: &Actor,
        page: PageRequest<CharacterSort>,
    ) -> Result<Page<CharacterRow>, CharacterError> {
        if !actor.is_admin() {
            return Err(CharacterError::Forbidden);
        }
        Ok(self.views.characters(page).await?)
    }

    /// # Errors
    /// Not an admin, or no such character.
    pub async fn character(
        &self,
        actor: &Actor,
        id: CharacterId,
    ) -> Result<CharacterRow, CharacterError> {
        if !actor.is_admin() {
            return Err(CharacterError::Forbidden);
        }
        self.views.character(id).await?.ok_or(CharacterError::NotFound)
    }

    /// Approves or unapproves any character (main or secondary) by its id.
    ///
    /// # Errors
    /// Not an admin, or no such character.
    pub async fn set_approval(
        &self,
        actor: &Actor,
        id: CharacterId,
        approved: bool,
    ) -> Result<CharacterRow, CharacterError> {
        if !actor.is_admin() {
            return Err(CharacterError::Forbidden);
        }
        if !self.characters.update(id, CharacterChange::Approved(approved)).await? {
            return Err(CharacterError::NotFound);
        }
        self.views.character(id).await?.ok_or(CharacterError::NotFound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::MockAccountRepository;
    use crate::backoffice::{MockBackofficeRepository, SortOrder};
    use crate::characters::MockCharacterRepository;

    fn service(
        views: MockBackofficeRepository,
        accounts: MockAccountRepository,
    ) -> BackofficeService {
        BackofficeService::new(
            Arc::new(views),
            Arc::new(accounts),
            Arc::new(MockCharacterRepository::new()),
        )
    }

    #[tokio::test]
    async fn only_admins_see_the_lists() {
        let mut views = MockBackofficeRepository::new();
        views.expect_users().returning(|_| Ok(Page { rows: vec![], total: 0 }));
        views.expect_sessions().returning(|_, _| Ok(Page { rows: vec![], total: 0 }));
        let s = service(views, MockAccountRepository::new());
        let page = || PageRequest::new(None, None, UserSort::Id, SortOrder::Asc, None);
        let sessions = || PageRequest::new(None, None, SessionSort::Id, SortOrder::Asc, None);
        for role in [Role::Resident, Role::GameMaster] {
            let actor = Actor { id: UserId(1), role };
            assert!(matches!(s.users(&actor, page()).await, Err(AccountError::Forbidden)));
            assert!(matches!(
                s.sessions(&actor, sessions(), None).await,
                Err(AccountError::Forbidden)
            ));
        }
        let admin = Actor { id: UserId(1), role: Role::Admin };
        assert!(s.users(&admin, page()).await.is_ok());
        assert!(s.sessions(&admin, sessions(), Some(SessionKind::Private)).await.is_ok());
    }

    #[tokio::test]
    async fn an_admin_cannot_demote_themselves() {
        let mut accounts = MockAccountRepository::new();
        accounts.expect_set_role().never();
        let s = service(MockBackofficeRepository::new(), accounts);
        let me = Actor { id: UserId(1), role: Role::Admin };
        assert!(matches!(
            s.set_role(&me, UserId(1), Role::Resident).await,
            Err(AccountError::OwnDemotion)
        ));
    }
}
