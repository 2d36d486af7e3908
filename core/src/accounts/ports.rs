use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    AccessClaims, Account, AccountError, Email, IssuedToken, NewAccount, Password, StoredToken,
    TokenHash, TokenPurpose,
};
use crate::characters::CharacterRepository;
use crate::mail::{MailQueue, OutgoingMail, RecipientCheck};
use crate::shared::{Background, CommonPorts, InfraError, Role, UserId};

/// Where accounts and their one-time tokens live. Every method is atomic.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AccountRepository: Send + Sync {
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_by_email(&self, email: &Email) -> Result<Option<Account>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_by_id(&self, id: UserId) -> Result<Option<Account>, InfraError>;

    /// Stores a new account and, when given, its activation token and mail, all at once.
    ///
    /// # Errors
    /// [`AccountError::EmailTaken`] when the address is already registered (nothing is
    /// stored then); [`AccountError::Infra`] when storage fails.
    async fn create(
        &self,
        account: NewAccount,
        activation: Option<(IssuedToken, OutgoingMail)>,
    ) -> Result<UserId, AccountError>;

    /// Stores a token for `user` and queues the mail that carries it, at once.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn store_token(
        &self,
        user: UserId,
        token: IssuedToken,
        mail: OutgoingMail,
    ) -> Result<(), InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_token(
        &self,
        hash: &TokenHash,
        purpose: TokenPurpose,
    ) -> Result<Option<StoredToken>, InfraError>;

    /// Uses the activation token and activates its account. Returns `false`, changing
    /// nothing, when the token was already used.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn activate(&self, hash: &TokenHash, now: DateTime<Utc>) -> Result<bool, InfraError>;

    /// Uses the reset token and sets the new password hash; the account counts as activated
    /// (the link proved the address), every other reset token of the account stops working and
    /// the token version rises, ending every login. Returns `false`, changing nothing, when the
    /// token was already used.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn reset_password(
        &self,
        hash: &TokenHash,
        password_hash: String,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// Sets the role and raises the token version, so the player signs in again with it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn set_role(&self, user: UserId, role: Role) -> Result<(), InfraError>;
}

/// Hashes and checks passwords (argon2id), off the async workers.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait PasswordHasher: Send + Sync {
    /// # Errors
    /// [`InfraError`] when hashing fails.
    async fn hash(&self, password: &Password) -> Result<String, InfraError>;

    /// Checks `password` against `hash`. With no hash it checks against a decoy, taking the
    /// same time and answering `false`, so that unknown accounts cannot be told apart.
    ///
    /// # Errors
    /// [`InfraError`] when the stored hash is unreadable.
    async fn verify(&self, password: &Password, hash: Option<String>) -> Result<bool, InfraError>;
}

/// Signs and checks access tokens (JWT).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait AccessTokens: Send + Sync {
    /// # Errors
    /// [`InfraError`] when signing fails.
    fn issue(&self, claims: &AccessClaims) -> Result<String, InfraError>;

    /// The claims of a token that is well-formed, correctly signed with our key and algorithm,
    /// and not expired; `None` otherwise.
    fn verify(&self, token: &str) -> Option<AccessClaims>;
}

/// Unguessable secrets for one-time links.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SecretGenerator: Send + Sync {
    /// A new URL-safe token carrying at least 128 bits of randomness.
    fn one_time_token(&self) -> String;
}

/// The ports the accounts area works through.
#[derive(Clone)]
pub struct AccountPorts {
    pub accounts: Arc<dyn AccountRepository>,
    /// Each login's record, which its token names.
    pub sign_ins: Arc<dyn super::SignInRepository>,
    pub characters: Arc<dyn CharacterRepository>,
    pub mail: Arc<dyn MailQueue>,
    /// The mailer's own address parser: what it cannot address is refused at the door.
    pub recipients: Arc<dyn RecipientCheck>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub access_tokens: Arc<dyn AccessTokens>,
    pub secrets: Arc<dyn SecretGenerator>,
    /// Looks up and mails a reset link apart from the answer to a forgotten password.
    pub background: Arc<dyn Background>,
    /// Its bus is told when an account's logins end, so its live sockets close too.
    pub common: CommonPorts,
}
