use super::{
    BackofficePorts, CharacterRow, CharacterSort, Page, PageRequest, SessionOverview, SessionSort,
    UserRow, UserSort,
};
use crate::access::{Actor, Permission};
use crate::accounts::AccountError;
use crate::characters::{CharacterError, CharacterId, CharacterTarget};
use crate::sessions::SessionKind;
use crate::shared::{Role, UserId};

/// The back office: lists and details for admins. Its writes are handed to the services that
/// own them (roles to accounts, approvals to characters), so their rules live once.
pub struct BackofficeService {
    ports: BackofficePorts,
}

impl BackofficeService {
    pub fn new(ports: BackofficePorts) -> Self {
        BackofficeService { ports }
    }

    /// # Errors
    /// Not allowed to use the back office.
    pub async fn users(
        &self,
        actor: &Actor,
        page: PageRequest<UserSort>,
    ) -> Result<Page<UserRow>, AccountError> {
        actor.require(Permission::UseBackoffice)?;
        Ok(self.ports.views.users(page).await?)
    }

    /// # Errors
    /// Not allowed to use the back office, or no such account.
    pub async fn user(&self, actor: &Actor, id: UserId) -> Result<UserRow, AccountError> {
        actor.require(Permission::UseBackoffice)?;
        self.ports.views.user(id).await?.ok_or(AccountError::UnknownUser)
    }

    /// Sets an account's role by the accounts area's rules; answers the account as it is now.
    ///
    /// # Errors
    /// As [`AccountService::change_role`].
    pub async fn set_role(
        &self,
        actor: &Actor,
        id: UserId,
        role: Role,
    ) -> Result<UserRow, AccountError> {
        self.ports.accounts.change_role(actor, id, role).await?;
        self.user(actor, id).await
    }

    /// Every roleplay session, private ones included, for moderation (read-only: an admin opens
    /// one on the player site, where the rules of `sessions` let them read it).
    ///
    /// # Errors
    /// Not allowed to use the back office.
    pub async fn sessions(
        &self,
        actor: &Actor,
        page: PageRequest<SessionSort>,
        kind: Option<SessionKind>,
    ) -> Result<Page<SessionOverview>, AccountError> {
        actor.require(Permission::UseBackoffice)?;
        Ok(self.ports.views.sessions(page, kind).await?)
    }

    /// # Errors
    /// Not allowed to use the back office.
    pub async fn characters(
        &self,
        actor: &Actor,
        page: PageRequest<CharacterSort>,
    ) -> Result<Page<CharacterRow>, CharacterError> {
        actor.require(Permission::UseBackoffice)?;
        Ok(self.ports.views.characters(page).await?)
    }

    /// # Errors
    /// Not allowed to use the back office, or no such character.
    pub async fn character(
        &self,
        actor: &Actor,
        id: CharacterId,
    ) -> Result<CharacterRow, CharacterError> {
        actor.require(Permission::UseBackoffice)?;
        self.ports.views.character(id).await?.ok_or(CharacterError::NotFound)
    }

    /// Approves or unapproves any character (main or secondary) by the characters area's rules;
    /// answers the character as it is now.
    ///
    /// # Errors
    /// As [`CharacterService::set_approval`].
    pub async fn set_approval(
        &self,
        actor: &Actor,
        id: CharacterId,
        approved: bool,
    ) -> Result<CharacterRow, CharacterError> {
        self.ports.characters.set_approval(actor, CharacterTarget::Any(id), approved).await?;
        self.character(actor, id).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Utc};

    use super::*;
    use crate::accounts::AccountService;
    use crate::accounts::{
        AccountPorts, AccountSettings, MockAccessTokens, MockAccountRepository, MockPasswordHasher,
        MockSecretGenerator,
    };
    use crate::backoffice::{MockBackofficeRepository, SortOrder};
    use crate::characters::CharacterPorts;
    use crate::characters::CharacterService;
    use crate::characters::{Character, MockCharacterRepository, Slot};
    use crate::mail::MockMailQueue;
    use crate::shared::{CommonPorts, MockClock, MockHtmlSanitizer, MockRateLimiter};

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        clock
    }

    /// The back office over real account and character services on mocked storage.
    fn service(
        views: MockBackofficeRepository,
        accounts: MockAccountRepository,
        characters: MockCharacterRepository,
    ) -> BackofficeService {
        let characters = Arc::new(characters);
        let accounts = AccountService::new(
            AccountPorts {
                accounts: Arc::new(accounts),
                sign_ins: Arc::new(crate::accounts::MockSignInRepository::new()),
                characters: characters.clone(),
                mail: Arc::new(MockMailQueue::new()),
                recipients: Arc::new(crate::mail::MockRecipientCheck::new()),
                hasher: Arc::new(MockPasswordHasher::new()),
                access_tokens: Arc::new(MockAccessTokens::new()),
                secrets: Arc::new(MockSecretGenerator::new()),
                background: Arc::new(crate::shared::MockBackground::new()),
                common: CommonPorts::of(
                    clock(),
                    MockRateLimiter::new(),
                    crate::live::tests_support::quiet_bus(),
                ),
            },
            AccountSettings { public_url: "https://mrok.test".into() },
        );
        let characters = CharacterService::new(CharacterPorts {
            characters,
            sanitizer: Arc::new(MockHtmlSanitizer::new()),
            guards: crate::shared::open_guards(),
            common: CommonPorts::unlimited(clock()),
        });
        BackofficeService::new(BackofficePorts {
            views: Arc::new(views),
            accounts: Arc::new(accounts),
            characters: Arc::new(characters),
        })
    }

    #[tokio::test]
    async fn only_admins_see_the_lists() {
        let mut views = MockBackofficeRepository::new();
        views.expect_users().returning(|_| Ok(Page { rows: vec![], total: 0 }));
        views.expect_sessions().returning(|_, _| Ok(Page { rows: vec![], total: 0 }));
        views.expect_characters().returning(|_| Ok(Page { rows: vec![], total: 0 }));
        let s = service(views, MockAccountRepository::new(), MockCharacterRepository::new());
        let page = || PageRequest::new(None, None, UserSort::Id, SortOrder::Asc, None);
        let sessions = || PageRequest::new(None, None, SessionSort::Id, SortOrder::Asc, None);
        let characters = || PageRequest::new(None, None, CharacterSort::Id, SortOrder::Asc, None);
        for role in [Role::Resident, Role::GameMaster] {
            let actor = Actor::test(1, role);
            assert!(matches!(s.users(&actor, page()).await, Err(AccountError::Forbidden(_))));
            assert!(matches!(
                s.sessions(&actor, sessions(), None).await,
                Err(AccountError::Forbidden(_))
            ));
            assert!(matches!(
                s.characters(&actor, characters()).await,
                Err(CharacterError::Forbidden(_))
            ));
        }
        let admin = Actor::test(1, Role::Admin);
        assert!(s.users(&admin, page()).await.is_ok());
        assert!(s.sessions(&admin, sessions(), Some(SessionKind::Private)).await.is_ok());
        assert!(s.characters(&admin, characters()).await.is_ok());
    }

    #[tokio::test]
    async fn role_changes_follow_the_accounts_rules() {
        let mut accounts = MockAccountRepository::new();
        accounts.expect_set_role().never();
        let s = service(MockBackofficeRepository::new(), accounts, MockCharacterRepository::new());
        let me = Actor::test(1, Role::Admin);
        assert!(matches!(
            s.set_role(&me, UserId(1), Role::Resident).await,
            Err(AccountError::OwnDemotion)
        ));
        let game_master = Actor::test(2, Role::GameMaster);
        assert!(matches!(
            s.set_role(&game_master, UserId(3), Role::Admin).await,
            Err(AccountError::Forbidden(_))
        ));
    }

    #[tokio::test]
    async fn approvals_follow_the_characters_rules_for_main_and_secondary_characters() {
        let mut characters = MockCharacterRepository::new();
        characters
            .expect_find()
            .returning(|id| Ok(Some(Character::sample(id.0, UserId(5), Slot::Secondary(1)))));
        characters.expect_update().times(1).returning(|_, _| Ok(true));
        let mut views = MockBackofficeRepository::new();
        views.expect_character().returning(|_| Ok(None));
        let s = service(views, MockAccountRepository::new(), characters);
        let refused = s.set_approval(&Actor::test(2, Role::GameMaster), CharacterId(9), true).await;
        assert!(matches!(refused, Err(CharacterError::Forbidden(_))));
        let done = s.set_approval(&Actor::test(1, Role::Admin), CharacterId(9), true).await;
        // The write went through the characters service; the view of the row came back empty.
        assert!(matches!(done, Err(CharacterError::NotFound)));
    }
}
