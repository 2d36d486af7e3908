use std::sync::Arc;

use super::{
    ACCESS_TOKEN_TTL, ACCOUNT_MAILS_PER_RECIPIENT, AccessClaims, Account, AccountError,
    AccountPorts, AuthenticatedUser, CONFIRMATIONS_PER_ACCOUNT, ClientIp, Email,
    FAILED_CONFIRMATIONS_PER_ACCOUNT, FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_ACCOUNT_AND_IP,
    GUARDED_LOGINS_PER_IP, IssuedToken, LOGIN_PER_IP, LoginOutcome, NewAccount, NewSignIn,
    Password, PasswordPolicy, REGISTRATIONS_PER_IP, RESET_REQUESTS_PER_ADDRESS,
    RESET_REQUESTS_PER_IP, SignInId, TokenHash, TokenPurpose, activation_mail,
    already_registered_mail, password_reset_mail,
};
use crate::access::{Actor, Permission};
use crate::live::LiveEvent;
use crate::shared::{Forget, Forgets, RECENT_CHECKS_LIVE, Recent, Role, UserId};

/// Settings the accounts area needs from configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountSettings {
    /// Base of the links in e-mails, e.g. `https://mrok.pl`.
    pub public_url: String,
}

/// A registration form as sent.
#[derive(Debug, Clone)]
pub struct Registration {
    pub email: String,
    pub password: Password,
    pub ip: ClientIp,
}

/// A login form as sent.
#[derive(Debug, Clone)]
pub struct Credentials {
    pub email: String,
    pub password: Password,
    pub ip: ClientIp,
    /// The browser's User-Agent, recorded with the sign-in.
    pub device: String,
}

/// A new-password form as sent.
#[derive(Debug, Clone)]
pub struct PasswordReset {
    pub email: String,
    pub token: String,
    pub password: Password,
}

/// Registration, activation, login, password reset and authentication.
pub struct AccountService {
    ports: AccountPorts,
    settings: AccountSettings,
    /// Accounts that passed [`AccountService::authenticate`] a moment ago, with the token
    /// version they had and the sign-ins found open.
    recent: Arc<Recent<Admitted>>,
}

/// An account that passed [`AccountService::authenticate`] a moment ago.
#[derive(Debug, Clone)]
struct Admitted {
    token_version: i64,
    user: AuthenticatedUser,
    /// Its sign-ins found open (a few: a player has a device or two).
    sign_ins: Vec<SignInId>,
}

/// Open sign-ins [`Admitted`] remembers per account.
const REMEMBERED_SIGN_INS: usize = 8;

impl AccountService {
    pub fn new(ports: AccountPorts, settings: AccountSettings) -> Self {
        AccountService { ports, settings, recent: Arc::new(Recent::new(RECENT_CHECKS_LIVE)) }
    }

    /// What must hear of revoked access ([`crate::live::LiveEvent::forgets`]) so that
    /// [`AccountService::authenticate`] checks the account again.
    pub fn remembered(&self) -> Arc<dyn Forgets> {
        self.recent.clone()
    }

    /// Registers an address and mails its activation link. A known address gets the same answer
    /// and a mail of its own (a fresh activation link, or a notice that the account exists);
    /// the existing account is never changed.
    ///
    /// # Errors
    /// Missing fields, a malformed address, a weak password, too many registrations from the IP.
    pub async fn register(&self, form: Registration) -> Result<(), AccountError> {
        if form.email.trim().is_empty() || form.password.is_blank() {
            return Err(AccountError::MissingFields);
        }
        let email = self.mail_address(&form.email)?;
        PasswordPolicy::Registration.check(form.password.expose())?;
        let now = self.ports.common.now();
        self.ports.common.limiter.hit(REGISTRATIONS_PER_IP, &form.ip.limit_key(), now).await?;

        let password_hash = self.ports.hasher.hash(&form.password).await?;
        if let Some(existing) = self.ports.accounts.find_by_email(&email).await? {
            return self
                .answer_repeated_registration(existing.id, existing.is_activated(), &email)
                .await;
        }
        let plain = self.ports.secrets.one_time_token();
        let token = IssuedToken::new(TokenPurpose::Activation, &plain, now);
        let mail = activation_mail(&email, &self.settings.public_url, &plain);
        // Over the address's mail limit the account is made without a link; registering
        // again later sends one.
        let first_mail = self.may_mail(&email).await.then_some((token, mail));
        let account = NewAccount {
            email: email.clone(),
            password_hash,
            role: Role::Resident,
            activated_at: None,
            created_at: now,
        };
        match self.ports.accounts.create(account, first_mail).await {
            Ok(_) => Ok(()),
            // Registered by a concurrent request in the meantime: answer as for a known address.
            Err(AccountError::EmailTaken) => match self.ports.accounts.find_by_email(&email).await?
            {
                Some(existing) => {
                    self.answer_repeated_registration(existing.id, existing.is_activated(), &email)
                        .await
                }
                None => Err(AccountError::EmailTaken),
            },
            Err(other) => Err(other),
        }
    }

    async fn answer_repeated_registration(
        &self,
        user: UserId,
        activated: bool,
        email: &Email,
    ) -> Result<(), AccountError> {
        // The answer is the same whether or not a mail goes out.
        if !self.may_mail(email).await {
            return Ok(());
        }
        let now = self.ports.common.now();
        if activated {
            let mail = already_registered_mail(email, &self.settings.public_url);
            self.ports.mail.enqueue(mail, now).await?;
        } else {
            let plain = self.ports.secrets.one_time_token();
            let token = IssuedToken::new(TokenPurpose::Activation, &plain, now);
            let mail = activation_mail(email, &self.settings.public_url, &plain);
            self.ports.accounts.store_token(user, token, mail).await?;
        }
        Ok(())
    }

    /// Activates the account of an activation link.
    ///
    /// # Errors
    /// An unknown or used link, or an expired one.
    pub async fn activate(&self, plain_token: &str) -> Result<(), AccountError> {
        let hash = TokenHash::of(plain_token.trim());
        let now = self.ports.common.now();
        let stored = self
            .ports
            .accounts
            .find_token(&hash, TokenPurpose::Activation)
            .await?
            .ok_or(AccountError::InvalidActivationToken)?;
        if stored.used_at.is_some() {
            // A link clicked again (from the mail, a second device): the account it opened is
            // active, and the holder of the link only needs to log in.
            let account = self.ports.accounts.find_by_id(stored.user_id).await?;
            return Err(if account.is_some_and(|a| a.is_activated()) {
                AccountError::AlreadyActive
            } else {
                AccountError::InvalidActivationToken
            });
        }
        if stored.is_expired_at(now) {
            return Err(AccountError::ExpiredActivationToken);
        }
        if self.ports.accounts.activate(&hash, now).await? {
            Ok(())
        } else {
            Err(AccountError::InvalidActivationToken)
        }
    }

    /// Reserves the attempt of `ip` at the password of `account` before the hash is checked, so
    /// that attempts sent at once are held to the limits as attempts sent one by one: it counts
    /// as a failure from that address ([`FAILED_LOGINS_PER_ACCOUNT_AND_IP`], refused past it) and
    /// from everywhere ([`FAILED_LOGINS_PER_ACCOUNT`]); past the latter the account is guarded,
    /// and each address but the one it was last used from may try it once a minute
    /// ([`GUARDED_LOGINS_PER_IP`]). A right password gives the reservation back
    /// ([`AccountService::give_back`]). The account is never locked: its owner, from anywhere,
    /// gets a try within a minute.
    async fn reserve_attempt(
        &self,
        account: &Account,
        ip: &ClientIp,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<Reserved, AccountError> {
        let limiter = &self.ports.common.limiter;
        let pair = attempt_key(account, ip);
        limiter.hit(FAILED_LOGINS_PER_ACCOUNT_AND_IP, &pair, now).await?;
        let everywhere =
            limiter.hit(FAILED_LOGINS_PER_ACCOUNT, account.email.as_str(), now).await.is_ok();
        let known = account
            .last_ip
            .as_ref()
            .is_some_and(|last| ClientIp(last.clone()).limit_key() == ip.limit_key());
        if !everywhere
            && !known
            && let Err(limited) = limiter.hit(GUARDED_LOGINS_PER_IP, &pair, now).await
        {
            limiter.give_back(FAILED_LOGINS_PER_ACCOUNT_AND_IP, &pair, now).await;
            return Err(limited.into());
        }
        let mut counted = vec![(FAILED_LOGINS_PER_ACCOUNT_AND_IP, pair)];
        if everywhere {
            counted.push((FAILED_LOGINS_PER_ACCOUNT, account.email.as_str().to_owned()));
        }
        Ok(Reserved { counted, at: now })
    }

    /// Gives back what a reservation counted (the password was right).
    async fn give_back(&self, reserved: Reserved) {
        for (rule, key) in reserved.counted {
            self.ports.common.limiter.give_back(rule, &key, reserved.at).await;
        }
    }

    /// An address as the mailer can use it: well formed by our rules and by the mailer's own
    /// parser.
    fn mail_address(&self, raw: &str) -> Result<Email, AccountError> {
        let email = Email::parse(raw)?;
        if self.ports.recipients.deliverable(email.as_str()) {
            Ok(email)
        } else {
            Err(AccountError::InvalidEmail)
        }
    }

    /// Whether one more account mail may go to `email` now ([`ACCOUNT_MAILS_PER_RECIPIENT`],
    /// counted); over the limit the mail is not sent and the caller answers as if it had been.
    async fn may_mail(&self, email: &Email) -> bool {
        let now = self.ports.common.now();
        self.ports
            .common
            .limiter
            .hit(ACCOUNT_MAILS_PER_RECIPIENT, email.as_str(), now)
            .await
            .is_ok()
    }

    /// Checks the credentials of an activated account and signs an access token.
    ///
    /// # Errors
    /// Missing fields, wrong credentials, an account not yet activated, too many attempts from
    /// the IP or too many failures on the account.
    pub async fn login(&self, form: Credentials) -> Result<LoginOutcome, AccountError> {
        if form.email.trim().is_empty() || form.password.is_blank() {
            return Err(AccountError::MissingFields);
        }
        let now = self.ports.common.now();
        self.ports.common.limiter.hit(LOGIN_PER_IP, &form.ip.limit_key(), now).await?;
        let account = match Email::parse(&form.email) {
            Ok(email) => self.ports.accounts.find_by_email(&email).await?,
            Err(_) => None,
        };
        let reserved = match &account {
            Some(account) => Some(self.reserve_attempt(account, &form.ip, now).await?),
            None => None,
        };
        let hash = account.as_ref().map(|a| a.password_hash.clone());
        let matches = self.ports.hasher.verify(&form.password, hash).await?;
        let (Some(account), Some(reserved), true) = (account, reserved, matches) else {
            // A wrong password stays counted by its reservation.
            return Err(AccountError::InvalidCredentials);
        };
        self.give_back(reserved).await;
        if !account.is_activated() {
            return Err(AccountError::NotActivated);
        }
        let expires_at = now + ACCESS_TOKEN_TTL;
        let sign_in = NewSignIn::new(account.id, &form.device, &form.ip, now, expires_at);
        let sign_in = self.ports.sign_ins.start(sign_in).await?;
        let claims = AccessClaims {
            user_id: account.id,
            role: account.role,
            token_version: account.token_version,
            sign_in,
            issued_at: now,
            expires_at,
        };
        let access_token = self.ports.access_tokens.issue(&claims)?;
        let race =
            self.ports.characters.find_main(account.id).await?.map(|c| c.race.as_str().to_owned());
        Ok(LoginOutcome { access_token, user_id: account.id, role: account.role, race })
    }

    /// Asks for a password-reset link. The request is checked and counted now; whether the
    /// address has an account is looked up, and its mail queued, apart from the answer (by the
    /// [`crate::shared::Background`] port), so that the answer is the same, in the same time, for
    /// known and unknown addresses.
    ///
    /// # Errors
    /// Too many requests from the caller's address, a missing or malformed address, or too many
    /// requests for it.
    pub async fn forgot_password(
        self: &Arc<Self>,
        email: &str,
        ip: &ClientIp,
    ) -> Result<(), AccountError> {
        let email = self.request_password_reset(email, ip).await?;
        let accounts = Arc::clone(self);
        let work = async move {
            accounts.send_password_reset(&email).await.map_err(|error| Box::new(error) as _)
        };
        self.ports.background.run("password reset mail not queued", Box::pin(work));
        Ok(())
    }

    /// Validates a forgot-password request and counts it against the address.
    ///
    /// # Errors
    /// As [`AccountService::forgot_password`].
    pub(super) async fn request_password_reset(
        &self,
        email: &str,
        ip: &ClientIp,
    ) -> Result<Email, AccountError> {
        let now = self.ports.common.now();
        self.ports.common.limiter.hit(RESET_REQUESTS_PER_IP, &ip.limit_key(), now).await?;
        let email = self.mail_address(email)?;
        self.ports.common.limiter.hit(RESET_REQUESTS_PER_ADDRESS, email.as_str(), now).await?;
        Ok(email)
    }

    /// Mails a reset link when the address has an account; does nothing otherwise.
    ///
    /// # Errors
    /// Storage failures only.
    pub(super) async fn send_password_reset(&self, email: &Email) -> Result<(), AccountError> {
        let Some(account) = self.ports.accounts.find_by_email(email).await? else {
            return Ok(());
        };
        if !self.may_mail(email).await {
            return Ok(());
        }
        let plain = self.ports.secrets.one_time_token();
        let token = IssuedToken::new(TokenPurpose::PasswordReset, &plain, self.ports.common.now());
        let mail = password_reset_mail(email, &self.settings.public_url, &plain);
        self.ports.accounts.store_token(account.id, token, mail).await?;
        Ok(())
    }

    /// The address a usable reset link belongs to.
    ///
    /// # Errors
    /// [`AccountError::InvalidResetToken`] for an unknown, used or expired link.
    pub async fn reset_link_email(&self, plain_token: &str) -> Result<Email, AccountError> {
        let (_, account) = self.usable_reset_token(plain_token).await?;
        Ok(account.email)
    }

    /// Sets a new password through a reset link; every earlier reset link and every login of the
    /// account stop working.
    ///
    /// # Errors
    /// A missing field, a password the reset rules refuse, or a link that is unknown, used,
    /// expired or belongs to another address.
    pub async fn reset_password(&self, form: PasswordReset) -> Result<(), AccountError> {
        if form.email.trim().is_empty() || form.token.trim().is_empty() || form.password.is_blank()
        {
            return Err(AccountError::MissingFields);
        }
        PasswordPolicy::Reset.check(form.password.expose())?;
        let (hash, account) = self.usable_reset_token(&form.token).await?;
        if Email::parse(&form.email).ok().as_ref() != Some(&account.email) {
            return Err(AccountError::InvalidResetToken);
        }
        let password_hash = self.ports.hasher.hash(&form.password).await?;
        let now = self.ports.common.now();
        if self.ports.accounts.reset_password(&hash, password_hash, now).await? {
            self.ports.common.live.publish(LiveEvent::AccessRevoked { user: account.id }).await;
            Ok(())
        } else {
            Err(AccountError::InvalidResetToken)
        }
    }

    async fn usable_reset_token(
        &self,
        plain_token: &str,
    ) -> Result<(TokenHash, super::Account), AccountError> {
        let hash = TokenHash::of(plain_token.trim());
        let stored = self
            .ports
            .accounts
            .find_token(&hash, TokenPurpose::PasswordReset)
            .await?
            .filter(|stored| stored.is_usable_at(self.ports.common.now()))
            .ok_or(AccountError::InvalidResetToken)?;
        let account = self
            .ports
            .accounts
            .find_by_id(stored.user_id)
            .await?
            .ok_or(AccountError::InvalidResetToken)?;
        Ok((hash, account))
    }

    /// The account behind a bearer token, re-read from storage: a token whose account is gone,
    /// not activated, of another role or of an older token version is refused. An account read
    /// a moment ago is not read again ([`Recent`]) until something revokes its access.
    ///
    /// # Errors
    /// [`AccountError::MissingAccessToken`] or [`AccountError::InvalidAccessToken`].
    pub async fn authenticate(&self, bearer: &str) -> Result<AuthenticatedUser, AccountError> {
        if bearer.trim().is_empty() {
            return Err(AccountError::MissingAccessToken);
        }
        let claims = self
            .ports
            .access_tokens
            .verify(bearer.trim())
            .ok_or(AccountError::InvalidAccessToken)?;
        let now = self.ports.common.now();
        let current = |version: i64, user: &AuthenticatedUser| {
            version == claims.token_version && user.actor.role() == claims.role
        };
        let remembered = self.recent.get(claims.user_id, now);
        if let Some(admitted) = &remembered
            && current(admitted.token_version, &admitted.user)
            && admitted.sign_ins.contains(&claims.sign_in)
        {
            return Ok(AuthenticatedUser { sign_in: claims.sign_in, ..admitted.user.clone() });
        }
        let checked = self.recent.generation();
        let Some(account) = self.ports.accounts.find_by_id(claims.user_id).await? else {
            return Err(AccountError::InvalidAccessToken);
        };
        let user = AuthenticatedUser {
            actor: Actor::authenticated(account.id, account.role),
            email: account.email.clone(),
            sign_in: claims.sign_in,
        };
        if !account.is_activated()
            || !current(account.token_version, &user)
            || !self.ports.sign_ins.is_open(account.id, claims.sign_in, now).await?
        {
            return Err(AccountError::InvalidAccessToken);
        }
        let mut sign_ins = remembered
            .filter(|admitted| admitted.token_version == account.token_version)
            .map(|admitted| admitted.sign_ins)
            .unwrap_or_default();
        if sign_ins.len() >= REMEMBERED_SIGN_INS {
            sign_ins.remove(0);
        }
        sign_ins.push(claims.sign_in);
        let admitted =
            Admitted { token_version: account.token_version, user: user.clone(), sign_ins };
        self.recent.keep(account.id, admitted, now, checked);
        Ok(user)
    }

    /// Logs out: the sign-in behind the token ([`AccountService::authenticate`] found it
    /// open) ends, so the token is refused from now on, on every instance, and its live
    /// sockets close. The account's other sign-ins go on.
    ///
    /// # Errors
    /// Storage failures.
    pub async fn logout(&self, user: &AuthenticatedUser) -> Result<(), AccountError> {
        let id = user.actor.id();
        if self.ports.sign_ins.end(id, user.sign_in).await? {
            // This instance forgets at once; the others when the bus tells them.
            self.recent.forget(Forget::User(id));
            let event = LiveEvent::SignedOut { user: id, sign_in: user.sign_in };
            self.ports.common.live.publish(event).await;
        }
        Ok(())
    }

    /// Checks the logged-in player's password before a destructive step (the character reset).
    /// Failures count against that step only ([`FAILED_CONFIRMATIONS_PER_ACCOUNT`]), never
    /// against logging in.
    ///
    /// # Errors
    /// A blank or wrong password, or too many failures.
    pub async fn confirm_password(
        &self,
        actor: &Actor,
        password: &Password,
    ) -> Result<(), AccountError> {
        if password.is_blank() {
            return Err(AccountError::PasswordRequired);
        }
        let account = self
            .ports
            .accounts
            .find_by_id(actor.id())
            .await?
            .ok_or(AccountError::InvalidAccessToken)?;
        let now = self.ports.common.now();
        let key = account.email.as_str();
        let limiter = &self.ports.common.limiter;
        limiter.hit(CONFIRMATIONS_PER_ACCOUNT, key, now).await?;
        // Reserved before the hash and given back when right, so parallel tries stay within it.
        limiter.hit(FAILED_CONFIRMATIONS_PER_ACCOUNT, key, now).await?;
        if self.ports.hasher.verify(password, Some(account.password_hash.clone())).await? {
            limiter.give_back(FAILED_CONFIRMATIONS_PER_ACCOUNT, key, now).await;
            Ok(())
        } else {
            Err(AccountError::WrongPassword)
        }
    }

    /// Creates an activated account (the command-line way to make the first admin).
    ///
    /// # Errors
    /// A malformed address, a weak password, or an address already registered.
    pub async fn create_activated(
        &self,
        email: &str,
        password: Password,
        role: Role,
    ) -> Result<UserId, AccountError> {
        let email = self.mail_address(email)?;
        PasswordPolicy::Registration.check(password.expose())?;
        let now = self.ports.common.now();
        let password_hash = self.ports.hasher.hash(&password).await?;
        let account =
            NewAccount { email, password_hash, role, activated_at: Some(now), created_at: now };
        self.ports.accounts.create(account, None).await
    }

    /// Changes an account's role (its logins end). Nobody takes the admin role from themselves,
    /// so the last admin is never locked out by accident.
    ///
    /// # Errors
    /// [`AccountError::Forbidden`] without [`Permission::ChangeRoles`], one's own demotion, or no
    /// such account.
    pub async fn change_role(
        &self,
        actor: &Actor,
        user: UserId,
        role: Role,
    ) -> Result<(), AccountError> {
        actor.require(Permission::ChangeRoles)?;
        if actor.is(user) && role != Role::Admin {
            return Err(AccountError::OwnDemotion);
        }
        if self.ports.accounts.find_by_id(user).await?.is_none() {
            return Err(AccountError::UnknownUser);
        }
        self.ports.accounts.set_role(user, role).await?;
        self.ports.common.live.publish(LiveEvent::AccessRevoked { user }).await;
        Ok(())
    }

    /// Sets the role of the account with this address; its logins end (the command line's way,
    /// which needs no actor).
    ///
    /// # Errors
    /// [`AccountError::UnknownAccount`] when no account has the address.
    pub async fn set_role(&self, email: &str, role: Role) -> Result<UserId, AccountError> {
        let email = Email::parse(email)?;
        let account = self
            .ports
            .accounts
            .find_by_email(&email)
            .await?
            .ok_or_else(|| AccountError::UnknownAccount(email.to_string()))?;
        self.ports.accounts.set_role(account.id, role).await?;
        self.ports.common.live.publish(LiveEvent::AccessRevoked { user: account.id }).await;
        Ok(account.id)
    }
}

#[cfg(test)]
#[path = "service_tests.rs"]
mod tests;

/// What a login attempt counted before its hash was checked, to give back if it was right.
struct Reserved {
    counted: Vec<(crate::shared::RateRule, String)>,
    at: chrono::DateTime<chrono::Utc>,
}

/// The key of one address trying one account.
fn attempt_key(account: &Account, ip: &ClientIp) -> String {
    format!("{}|{}", account.id.0, ip.limit_key())
}
