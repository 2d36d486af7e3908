use std::sync::{Arc, Mutex};
use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::accounts::{
    Account, MockAccessTokens, MockAccountRepository, MockPasswordHasher, MockSecretGenerator,
    MockSignInRepository, StoredToken,
};
use crate::characters::{Character, MockCharacterRepository, Race, Slot};
use crate::mail::{MockMailQueue, OutgoingMail};
use crate::shared::{
    Background, BackgroundWork, CommonPorts, DomainError, ErrorKind, Forget, MockClock,
    MockRateLimiter, RateLimited, RateLimiter, RateRule,
};

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

/// Mocks with permissive defaults; each test sets the expectations it asserts.
struct Mocks {
    accounts: MockAccountRepository,
    sign_ins: MockSignInRepository,
    characters: MockCharacterRepository,
    mail: MockMailQueue,
    hasher: MockPasswordHasher,
    access_tokens: MockAccessTokens,
    limiter: MockRateLimiter,
    later: Arc<Later>,
}

/// Background work kept until the test runs it, so that what the answer did not wait for can
/// be told apart from what it did.
#[derive(Default)]
struct Later(Mutex<Vec<BackgroundWork>>);

impl Background for Later {
    fn run(&self, _what: &'static str, work: BackgroundWork) {
        self.0.lock().unwrap().push(work);
    }
}

impl Later {
    async fn run_all(&self) {
        let works = std::mem::take(&mut *self.0.lock().unwrap());
        for work in works {
            work.await.unwrap();
        }
    }
}

impl Mocks {
    fn new() -> Self {
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_hash().returning(|p| Ok(format!("hash:{}", p.expose())));
        hasher
            .expect_verify()
            .returning(|p, hash| Ok(hash.is_some_and(|h| h == format!("hash:{}", p.expose()))));
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        limiter.expect_check().returning(|_, _, _| Ok(()));
        limiter.expect_give_back().returning(|_, _, _| ());
        let mut sign_ins = MockSignInRepository::new();
        sign_ins.expect_start().returning(|_| Ok(SignInId(1)));
        sign_ins.expect_is_open().returning(|_, _, _| Ok(true));
        Mocks {
            accounts: MockAccountRepository::new(),
            sign_ins,
            characters: MockCharacterRepository::new(),
            mail: MockMailQueue::new(),
            hasher,
            access_tokens: MockAccessTokens::new(),
            limiter,
            later: Arc::default(),
        }
    }

    fn service(mut self) -> AccountService {
        let limiter = Arc::new(std::mem::take(&mut self.limiter));
        self.service_with(limiter)
    }

    fn service_with(self, limiter: Arc<dyn RateLimiter>) -> AccountService {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut secrets = MockSecretGenerator::new();
        secrets.expect_one_time_token().returning(|| "sekretny-token".to_owned());
        AccountService::new(
            AccountPorts {
                accounts: Arc::new(self.accounts),
                sign_ins: Arc::new(self.sign_ins),
                characters: Arc::new(self.characters),
                mail: Arc::new(self.mail),
                recipients: Arc::new(recipients()),
                hasher: Arc::new(self.hasher),
                access_tokens: Arc::new(self.access_tokens),
                secrets: Arc::new(secrets),
                background: self.later,
                common: CommonPorts {
                    clock: Arc::new(clock),
                    limiter,
                    live: Arc::new(crate::live::tests_support::quiet_bus()),
                    images: Arc::new(crate::shared::ImagesAsTheyAre),
                },
            },
            AccountSettings { public_url: "https://mrok.test".into() },
        )
    }
}

/// The mailer's parser, standing in: it cannot address a local part with two dots in a row.
fn recipients() -> crate::mail::MockRecipientCheck {
    let mut recipients = crate::mail::MockRecipientCheck::new();
    recipients.expect_deliverable().returning(|address| !address.contains(".."));
    recipients
}

fn account(activated: bool) -> Account {
    Account {
        id: UserId(7),
        email: Email::parse("gracz@mrok.pl").unwrap_or_else(|_| unreachable!()),
        password_hash: "hash:Haslo123".into(),
        role: Role::Resident,
        activated_at: activated.then(now),
        token_version: 3,
        created_at: now(),
        last_ip: Some("10.9.9.9".into()),
    }
}

/// Counts hits per rule and key (the clock stands still in these tests, so windows never pass).
#[derive(Default)]
struct CountingLimiter(Mutex<std::collections::HashMap<(&'static str, String), u32>>);

#[async_trait::async_trait]
impl RateLimiter for CountingLimiter {
    async fn hit(&self, rule: RateRule, key: &str, now: DateTime<Utc>) -> Result<(), RateLimited> {
        self.check(rule, key, now).await?;
        *self
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry((rule.name, key.into()))
            .or_default() += 1;
        Ok(())
    }

    async fn check(&self, rule: RateRule, key: &str, _: DateTime<Utc>) -> Result<(), RateLimited> {
        let count =
            self.0.lock().unwrap_or_else(|e| e.into_inner()).get(&(rule.name, key.into())).copied();
        if count.unwrap_or(0) >= rule.max {
            Err(RateLimited { retry_after: rule.window })
        } else {
            Ok(())
        }
    }

    async fn give_back(&self, rule: RateRule, key: &str, _: DateTime<Utc>) {
        if let Some(count) =
            self.0.lock().unwrap_or_else(|e| e.into_inner()).get_mut(&(rule.name, key.into()))
        {
            *count = count.saturating_sub(1);
        }
    }
}

/// The service over one account (password Haslo123, last used from 10.9.9.9) and real counting.
fn guarded_service() -> AccountService {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    mocks.access_tokens.expect_issue().returning(|_| Ok("token".into()));
    mocks.characters.expect_find_main().returning(|_| Ok(None));
    mocks.service_with(Arc::new(CountingLimiter::default()))
}

fn from(ip: &str, password: &str) -> Credentials {
    Credentials { ip: ClientIp(ip.into()), ..credentials("gracz@mrok.pl", password) }
}

fn registration(email: &str, password: &str) -> Registration {
    Registration {
        email: email.into(),
        password: Password::new(password),
        ip: ClientIp("10.0.0.1".into()),
    }
}

fn credentials(email: &str, password: &str) -> Credentials {
    Credentials {
        email: email.into(),
        password: Password::new(password),
        ip: ClientIp("10.0.0.1".into()),
        device: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0".into(),
    }
}

fn token(purpose: TokenPurpose, issued: DateTime<Utc>, used: bool) -> StoredToken {
    StoredToken {
        user_id: UserId(7),
        token: IssuedToken::new(purpose, "sekretny-token", issued),
        used_at: used.then(now),
    }
}

// --- registration ---------------------------------------------------------------------------

#[tokio::test]
async fn registering_a_new_address_stores_a_hashed_token_and_mails_the_link() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(None));
    let stored: Arc<Mutex<Option<(NewAccount, IssuedToken, OutgoingMail)>>> = Arc::default();
    let sink = stored.clone();
    mocks.accounts.expect_create().times(1).returning(move |account, activation| {
        let (token, mail) = activation.unwrap_or_else(|| unreachable!());
        *sink.lock().unwrap_or_else(|e| e.into_inner()) = Some((account, token, mail));
        Ok(UserId(1))
    });

    let result = mocks.service().register(registration(" Nowy@Mrok.PL ", "Haslo123")).await;

    assert!(result.is_ok());
    let (account, token, mail) =
        stored.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_else(|| unreachable!());
    assert_eq!(account.email.as_str(), "nowy@mrok.pl");
    assert_eq!(account.password_hash, "hash:Haslo123");
    assert_eq!(account.role, Role::Resident);
    assert!(account.activated_at.is_none());
    assert_eq!(token.hash, TokenHash::of("sekretny-token"));
    assert_ne!(token.hash.as_str(), "sekretny-token");
    assert_eq!(token.expires_at - now(), Duration::days(3));
    assert!(mail.text.contains("https://mrok.test/activate/sekretny-token"));
}

#[tokio::test]
async fn registering_a_known_active_address_changes_nothing_and_sends_a_notice() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.accounts.expect_create().never();
    mocks.accounts.expect_store_token().never();
    mocks
        .mail
        .expect_enqueue()
        .withf(|mail, _| mail.subject.contains("już istnieje"))
        .times(1)
        .returning(|_, _| Ok(()));

    assert!(mocks.service().register(registration("gracz@mrok.pl", "Inne1234")).await.is_ok());
}

#[tokio::test]
async fn registering_a_known_inactive_address_sends_a_fresh_activation_link_only() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(false))));
    mocks.accounts.expect_create().never();
    mocks
        .accounts
        .expect_store_token()
        .withf(|user, token, mail| {
            *user == UserId(7)
                && token.purpose == TokenPurpose::Activation
                && mail.text.contains("/activate/")
        })
        .times(1)
        .returning(|_, _, _| Ok(()));

    assert!(mocks.service().register(registration("gracz@mrok.pl", "Inne1234")).await.is_ok());
}

#[tokio::test]
async fn registration_refuses_blank_fields_malformed_addresses_and_weak_passwords() {
    let service = Mocks::new().service();
    let cases = [
        (registration("", "Haslo123"), "Proszę wypełnić wszystkie pola"),
        (registration("gracz@mrok.pl", ""), "Proszę wypełnić wszystkie pola"),
        (registration("gracz", "Haslo123"), "Proszę wprowadzić prawidłowy adres e-mail"),
        // Well formed to our eyes, but the mailer could never address it.
        (registration("gra..cz@mrok.pl", "Haslo123"), "Proszę wprowadzić prawidłowy adres e-mail"),
        (
            registration("gracz@mrok.pl", "haslo"),
            "Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi",
        ),
    ];
    for (form, message) in cases {
        let error = service.register(form).await.err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some(message));
    }
}

#[tokio::test]
async fn registration_over_the_ip_limit_is_refused_before_anything_is_stored() {
    let mut mocks = Mocks::new();
    mocks.limiter = MockRateLimiter::new();
    mocks
        .limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == REGISTRATIONS_PER_IP && key == "10.0.0.1")
        .returning(|_, _, _| Err(RateLimited { retry_after: StdDuration::from_secs(600) }));
    mocks.accounts.expect_create().never();

    let error = mocks.service().register(registration("gracz@mrok.pl", "Haslo123")).await.err();
    assert!(matches!(error, Some(AccountError::RateLimited(_))));
}

#[tokio::test]
async fn over_the_address_mail_limit_a_known_address_gets_nothing_and_the_answer_is_the_same() {
    let mut mocks = Mocks::new();
    mocks.limiter = MockRateLimiter::new();
    mocks.limiter.expect_hit().returning(|rule, key, _| {
        if rule == ACCOUNT_MAILS_PER_RECIPIENT && key == "gracz@mrok.pl" {
            Err(RateLimited { retry_after: StdDuration::from_secs(600) })
        } else {
            Ok(())
        }
    });
    mocks.limiter.expect_check().returning(|_, _, _| Ok(()));
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.mail.expect_enqueue().never();
    mocks.accounts.expect_store_token().never();
    let service = mocks.service();

    assert!(service.register(registration("gracz@mrok.pl", "Inne1234")).await.is_ok());
    let email = service.request_password_reset("gracz@mrok.pl", &ClientIp("10.0.0.1".into())).await;
    assert!(service.send_password_reset(&email.unwrap_or_else(|_| unreachable!())).await.is_ok());
}

// --- activation -----------------------------------------------------------------------------

#[tokio::test]
async fn a_fresh_activation_link_activates_the_account() {
    let mut mocks = Mocks::new();
    mocks
        .accounts
        .expect_find_token()
        .returning(|_, _| Ok(Some(token(TokenPurpose::Activation, now(), false))));
    mocks
        .accounts
        .expect_activate()
        .withf(|hash, _| *hash == TokenHash::of("sekretny-token"))
        .times(1)
        .returning(|_, _| Ok(true));
    assert!(mocks.service().activate("sekretny-token").await.is_ok());
}

#[tokio::test]
async fn unknown_used_and_expired_activation_links_are_refused() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_token().returning(|hash, _| {
        Ok(match hash.as_str() {
            h if h == TokenHash::of("uzyty").as_str() => {
                Some(token(TokenPurpose::Activation, now(), true))
            }
            h if h == TokenHash::of("stary").as_str() => {
                Some(token(TokenPurpose::Activation, now() - Duration::days(3), false))
            }
            _ => None,
        })
    });
    mocks.accounts.expect_activate().never();
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(false))));
    let service = mocks.service();
    assert!(matches!(
        service.activate("nieznany").await,
        Err(AccountError::InvalidActivationToken)
    ));
    assert!(matches!(service.activate("uzyty").await, Err(AccountError::InvalidActivationToken)));
    assert!(matches!(service.activate("stary").await, Err(AccountError::ExpiredActivationToken)));
}

#[tokio::test]
async fn a_used_activation_link_of_an_active_account_says_it_is_active() {
    let mut mocks = Mocks::new();
    mocks
        .accounts
        .expect_find_token()
        .returning(|_, _| Ok(Some(token(TokenPurpose::Activation, now(), true))));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    mocks.accounts.expect_activate().never();
    let refused = mocks.service().activate("uzyty").await;
    assert!(matches!(refused, Err(AccountError::AlreadyActive)), "{refused:?}");
}

#[tokio::test]
async fn an_activation_link_used_concurrently_counts_as_used() {
    let mut mocks = Mocks::new();
    mocks
        .accounts
        .expect_find_token()
        .returning(|_, _| Ok(Some(token(TokenPurpose::Activation, now(), false))));
    mocks.accounts.expect_activate().returning(|_, _| Ok(false));
    assert!(matches!(
        mocks.service().activate("sekretny-token").await,
        Err(AccountError::InvalidActivationToken)
    ));
}

// --- login ----------------------------------------------------------------------------------

#[tokio::test]
async fn login_signs_a_token_with_the_account_role_and_version_and_reports_the_race() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks
        .access_tokens
        .expect_issue()
        .withf(|claims| {
            claims.user_id == UserId(7)
                && claims.role == Role::Resident
                && claims.token_version == 3
                && claims.expires_at - claims.issued_at == ACCESS_TOKEN_TTL
        })
        .returning(|_| Ok("jwt".into()));
    mocks.characters.expect_find_main().returning(|user| {
        Ok(Some(Character { race: Race::Werewolf, ..Character::sample(1, user, Slot::Main) }))
    });

    let outcome = mocks.service().login(credentials("GRACZ@mrok.pl", "Haslo123")).await.ok();
    let outcome = outcome.unwrap_or_else(|| unreachable!());
    assert_eq!(outcome.access_token, "jwt");
    assert_eq!(outcome.race.as_deref(), Some("Wilkołak"));
}

#[tokio::test]
async fn login_without_a_character_reports_no_race() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.access_tokens.expect_issue().returning(|_| Ok("jwt".into()));
    mocks.characters.expect_find_main().returning(|_| Ok(None));
    let outcome = mocks.service().login(credentials("gracz@mrok.pl", "Haslo123")).await;
    assert_eq!(outcome.ok().and_then(|o| o.race), None);
}

#[tokio::test]
async fn a_guesser_is_stopped_for_that_account_from_that_address_only() {
    let service = guarded_service();
    for _ in 0..FAILED_LOGINS_PER_ACCOUNT_AND_IP.max {
        let error = service.login(from("10.0.0.66", "Zle12345")).await.err();
        assert_eq!(error.map(|e| e.to_string()).as_deref(), Some("Nieprawidłowy e-mail lub hasło"));
    }
    let stopped = service.login(from("10.0.0.66", "Haslo123")).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))), "even the right password");
    assert!(service.login(from("10.0.0.1", "Haslo123")).await.is_ok(), "the owner elsewhere");
}

#[tokio::test]
async fn a_right_password_gives_its_reserved_attempt_back() {
    let service = guarded_service();
    for _ in 0..FAILED_LOGINS_PER_ACCOUNT_AND_IP.max + 2 {
        assert!(service.login(from("10.0.0.66", "Haslo123")).await.is_ok());
    }
    for _ in 0..FAILED_LOGINS_PER_ACCOUNT_AND_IP.max {
        assert!(matches!(
            service.login(from("10.0.0.66", "Zle12345")).await.err(),
            Some(AccountError::InvalidCredentials)
        ));
    }
    let stopped = service.login(from("10.0.0.66", "Zle12345")).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))), "{stopped:?}");
}

#[tokio::test]
async fn an_attempt_past_the_limit_is_refused_before_its_password_is_hashed() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.hasher = MockPasswordHasher::new();
    mocks
        .hasher
        .expect_verify()
        .times(FAILED_LOGINS_PER_ACCOUNT_AND_IP.max as usize)
        .returning(|_, _| Ok(false));
    let service = mocks.service_with(Arc::new(CountingLimiter::default()));
    for _ in 0..FAILED_LOGINS_PER_ACCOUNT_AND_IP.max {
        assert!(service.login(from("10.0.0.66", "Zle12345")).await.is_err());
    }
    let stopped = service.login(from("10.0.0.66", "Zle12345")).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))), "{stopped:?}");
}

#[tokio::test]
async fn an_unknown_address_is_checked_against_a_decoy_and_refused_alike() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(None));
    mocks.hasher = MockPasswordHasher::new();
    mocks
        .hasher
        .expect_verify()
        .withf(|_, hash| hash.is_none())
        .times(1)
        .returning(|_, _| Ok(false));
    let error = mocks.service().login(credentials("nikt@mrok.pl", "Haslo123")).await.err();
    assert!(matches!(error, Some(AccountError::InvalidCredentials)));
}

#[tokio::test]
async fn a_guarded_account_is_never_locked_its_owner_waits_a_minute_at_most() {
    let service = guarded_service();
    // Failures from everywhere: one address after another, each well under its own limit.
    for n in 0..FAILED_LOGINS_PER_ACCOUNT.max {
        assert!(service.login(from(&format!("10.5.0.{n}"), "Zle12345")).await.is_err());
    }
    // The owner from a new address gets a try, and it works.
    assert!(service.login(from("192.168.1.20", "Haslo123")).await.is_ok());
    // A second try from an address in the same minute waits.
    let waits = service.login(from("192.168.1.20", "Haslo123")).await.err();
    assert!(matches!(waits, Some(AccountError::RateLimited(_))));
    assert!(service.login(from("10.5.0.99", "Zle12345")).await.is_err());
    let guesser = service.login(from("10.5.0.99", "Haslo123")).await.err();
    assert!(matches!(guesser, Some(AccountError::RateLimited(_))), "once a minute per address");
    // The address the account was last used from is not slowed.
    for _ in 0..3 {
        assert!(service.login(from("10.9.9.9", "Haslo123")).await.is_ok());
    }
}

#[tokio::test]
async fn an_inactive_account_cannot_log_in_even_with_the_right_password() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(false))));
    mocks.access_tokens.expect_issue().never();
    let error = mocks.service().login(credentials("gracz@mrok.pl", "Haslo123")).await.err();
    assert!(matches!(error, Some(AccountError::NotActivated)));
}

#[tokio::test]
async fn login_needs_both_fields() {
    let error = Mocks::new().service().login(credentials("gracz@mrok.pl", "")).await.err();
    assert_eq!(error.map(|e| e.to_string()).as_deref(), Some("Proszę wypełnić wszystkie pola"));
}

// --- password reset -------------------------------------------------------------------------

#[tokio::test]
async fn a_reset_request_for_a_known_address_mails_a_one_hour_link() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks
        .accounts
        .expect_store_token()
        .withf(|_, token, mail| {
            token.purpose == TokenPurpose::PasswordReset
                && token.expires_at - token.created_at == Duration::hours(1)
                && mail.text.contains("https://mrok.test/newpassword/sekretny-token")
        })
        .times(1)
        .returning(|_, _, _| Ok(()));
    let service = mocks.service();
    let email = service.request_password_reset("gracz@mrok.pl", &ClientIp("10.0.0.1".into())).await;
    let email = email.unwrap_or_else(|_| unreachable!());
    assert!(service.send_password_reset(&email).await.is_ok());
}

#[tokio::test]
async fn a_forgotten_password_is_answered_before_the_address_is_looked_up_known_or_not() {
    for known in [true, false] {
        let mut mocks = Mocks::new();
        let looked_up = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let seen = looked_up.clone();
        mocks.accounts.expect_find_by_email().returning(move |_| {
            seen.store(true, std::sync::atomic::Ordering::SeqCst);
            Ok(known.then(|| account(true)))
        });
        mocks.accounts.expect_store_token().times(usize::from(known)).returning(|_, _, _| Ok(()));
        let later = mocks.later.clone();
        let service = Arc::new(mocks.service());
        let answer = service.forgot_password("gracz@mrok.pl", &ClientIp("10.0.0.1".into())).await;
        assert!(answer.is_ok());
        assert!(!looked_up.load(std::sync::atomic::Ordering::SeqCst), "the answer waited");
        later.run_all().await;
        assert!(looked_up.load(std::sync::atomic::Ordering::SeqCst));
    }
}

#[tokio::test]
async fn a_malformed_forgotten_address_is_refused_at_once_and_nothing_is_left_to_run() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().never();
    let later = mocks.later.clone();
    let service = Arc::new(mocks.service());
    let refused = service.forgot_password("bez-malpy", &ClientIp("10.0.0.1".into())).await;
    assert!(refused.is_err());
    assert!(later.0.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_reset_request_for_an_unknown_address_sends_nothing_and_succeeds() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(None));
    mocks.accounts.expect_store_token().never();
    let service = mocks.service();
    let email = service
        .request_password_reset("nikt@mrok.pl", &ClientIp("10.0.0.1".into()))
        .await
        .unwrap_or_else(|_| unreachable!());
    assert!(service.send_password_reset(&email).await.is_ok());
}

#[tokio::test]
async fn reset_requests_are_limited_per_address() {
    let mut mocks = Mocks::new();
    mocks.limiter = MockRateLimiter::new();
    mocks
        .limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == RESET_REQUESTS_PER_ADDRESS && key == "gracz@mrok.pl")
        .returning(|_, _, _| Err(RateLimited { retry_after: StdDuration::from_secs(60) }));
    mocks
        .limiter
        .expect_hit()
        .withf(|rule, _, _| *rule == RESET_REQUESTS_PER_IP)
        .returning(|_, _, _| Ok(()));
    let error = mocks
        .service()
        .request_password_reset(" Gracz@mrok.pl", &ClientIp("10.0.0.1".into()))
        .await
        .err();
    assert!(matches!(error, Some(AccountError::RateLimited(_))));
}

fn reset_form(email: &str, password: &str) -> PasswordReset {
    PasswordReset {
        email: email.into(),
        token: "sekretny-token".into(),
        password: Password::new(password),
    }
}

#[tokio::test]
async fn a_valid_reset_sets_the_new_hash() {
    let mut mocks = Mocks::new();
    mocks
        .accounts
        .expect_find_token()
        .returning(|_, _| Ok(Some(token(TokenPurpose::PasswordReset, now(), false))));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    mocks
        .accounts
        .expect_reset_password()
        .withf(|hash, new_hash, _| {
            *hash == TokenHash::of("sekretny-token") && new_hash == "hash:Nowe1234"
        })
        .times(1)
        .returning(|_, _, _| Ok(true));
    assert!(mocks.service().reset_password(reset_form("gracz@mrok.pl", "Nowe1234")).await.is_ok());
}

#[tokio::test]
async fn a_reset_link_is_refused_for_another_address_after_an_hour_or_once_used() {
    for (form, stored) in [
        (reset_form("inny@mrok.pl", "Nowe1234"), token(TokenPurpose::PasswordReset, now(), false)),
        (
            reset_form("gracz@mrok.pl", "Nowe1234"),
            token(TokenPurpose::PasswordReset, now() - Duration::hours(1), false),
        ),
        (reset_form("gracz@mrok.pl", "Nowe1234"), token(TokenPurpose::PasswordReset, now(), true)),
    ] {
        let mut mocks = Mocks::new();
        mocks.accounts.expect_find_token().returning(move |_, _| Ok(Some(stored.clone())));
        mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
        mocks.accounts.expect_reset_password().never();
        let error = mocks.service().reset_password(form).await.err();
        assert_eq!(
            error.map(|e| e.to_string()).as_deref(),
            Some("Token jest nieprawidłowy lub wygasł.")
        );
    }
}

#[tokio::test]
async fn a_reset_applies_the_reset_password_rules() {
    let error =
        Mocks::new().service().reset_password(reset_form("gracz@mrok.pl", "Ab1")).await.err();
    assert_eq!(
        error.map(|e| e.to_string()).as_deref(),
        Some("Hasło musi mieć co najmniej 6 znaków.")
    );
}

#[tokio::test]
async fn the_reset_page_learns_the_address_of_a_usable_link() {
    let mut mocks = Mocks::new();
    mocks
        .accounts
        .expect_find_token()
        .returning(|_, _| Ok(Some(token(TokenPurpose::PasswordReset, now(), false))));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    let email = mocks.service().reset_link_email("sekretny-token").await;
    assert_eq!(email.map(|e| e.to_string()).ok().as_deref(), Some("gracz@mrok.pl"));
}

// --- authentication -------------------------------------------------------------------------

fn claims(version: i64, role: Role) -> AccessClaims {
    AccessClaims {
        user_id: UserId(7),
        role,
        token_version: version,
        sign_in: SignInId(1),
        issued_at: now(),
        expires_at: now() + ACCESS_TOKEN_TTL,
    }
}

#[tokio::test]
async fn a_login_is_recorded_and_its_token_names_the_record() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_email().returning(|_| Ok(Some(account(true))));
    mocks.characters.expect_find_main().returning(|_| Ok(None));
    mocks.sign_ins = MockSignInRepository::new();
    mocks
        .sign_ins
        .expect_start()
        .withf(|s| {
            s.user == UserId(7)
                && s.address == "10.0.0.x"
                && s.device.contains("Firefox")
                && s.expires_at - s.at == ACCESS_TOKEN_TTL
        })
        .times(1)
        .returning(|_| Ok(SignInId(44)));
    mocks
        .access_tokens
        .expect_issue()
        .withf(|claims| claims.sign_in == SignInId(44))
        .returning(|_| Ok("jwt".into()));
    assert!(mocks.service().login(credentials("gracz@mrok.pl", "Haslo123")).await.is_ok());
}

#[tokio::test]
async fn a_token_of_an_ended_sign_in_is_refused_even_a_moment_after_it_passed() {
    let mut mocks = Mocks::new();
    mocks.access_tokens.expect_verify().returning(|_| Some(claims(3, Role::Resident)));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    let open = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let still = open.clone();
    mocks.sign_ins = MockSignInRepository::new();
    mocks
        .sign_ins
        .expect_is_open()
        .returning(move |_, _, _| Ok(still.load(std::sync::atomic::Ordering::SeqCst)));
    mocks.sign_ins.expect_end().times(1).returning(|_, _| Ok(true));
    let service = mocks.service();
    let user = service.authenticate("jwt").await.unwrap();
    open.store(false, std::sync::atomic::Ordering::SeqCst);
    service.logout(&user).await.unwrap();
    assert!(matches!(service.authenticate("jwt").await, Err(AccountError::InvalidAccessToken)));
}

#[tokio::test]
async fn a_current_token_authenticates_its_account() {
    let mut mocks = Mocks::new();
    mocks.access_tokens.expect_verify().returning(|_| Some(claims(3, Role::Resident)));
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    let user = mocks.service().authenticate("jwt").await.ok();
    assert_eq!(user.map(|u| u.actor), Some(Actor::test(7, Role::Resident)));
}

#[tokio::test]
async fn an_account_read_a_moment_ago_is_not_read_again_until_its_access_is_revoked() {
    let mut mocks = Mocks::new();
    let tokens = [claims(3, Role::Resident), claims(2, Role::Resident)];
    mocks.access_tokens.expect_verify().returning(move |jwt| {
        Some(if jwt == "old" { tokens[1].clone() } else { tokens[0].clone() })
    });
    // Read once for the first call, once after the revocation; the old token's version differs
    // from the one remembered, so it is checked against storage too (and refused).
    mocks.accounts.expect_find_by_id().times(3).returning(|_| Ok(Some(account(true))));
    let service = mocks.service();
    for _ in 0..3 {
        assert!(service.authenticate("jwt").await.is_ok());
    }
    assert!(matches!(service.authenticate("old").await, Err(AccountError::InvalidAccessToken)));
    service.remembered().forget(Forget::User(UserId(7)));
    assert!(service.authenticate("jwt").await.is_ok());
}

#[tokio::test]
async fn a_token_of_an_old_version_another_role_or_a_missing_account_is_refused() {
    for (claims, found) in [
        (claims(2, Role::Resident), Some(account(true))),
        (claims(3, Role::Admin), Some(account(true))),
        (claims(3, Role::Resident), None),
    ] {
        let mut mocks = Mocks::new();
        mocks.access_tokens.expect_verify().returning(move |_| Some(claims.clone()));
        mocks.accounts.expect_find_by_id().returning(move |_| Ok(found.clone()));
        assert!(matches!(
            mocks.service().authenticate("jwt").await,
            Err(AccountError::InvalidAccessToken)
        ));
    }
}

#[tokio::test]
async fn a_token_the_signer_rejects_is_refused_without_reading_storage() {
    let mut mocks = Mocks::new();
    mocks.access_tokens.expect_verify().returning(|_| None);
    mocks.accounts.expect_find_by_id().never();
    assert!(matches!(
        mocks.service().authenticate("zepsuty").await,
        Err(AccountError::InvalidAccessToken)
    ));
    let mocks = Mocks::new();
    assert!(matches!(
        mocks.service().authenticate("").await,
        Err(AccountError::MissingAccessToken)
    ));
}

#[tokio::test]
async fn a_destructive_step_needs_the_right_password() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    let service = mocks.service();
    let me = Actor::test(7, Role::Resident);
    assert!(service.confirm_password(&me, &Password::new("Haslo123")).await.is_ok());
    let wrong = service.confirm_password(&me, &Password::new("Zle")).await.err();
    assert_eq!(wrong.map(|e| e.to_string()).as_deref(), Some("Nieprawidłowe hasło"));
    let blank = service.confirm_password(&me, &Password::new("")).await.err();
    assert_eq!(blank.map(|e| e.to_string()).as_deref(), Some("Podaj hasło"));
}

#[tokio::test]
async fn wrong_passwords_before_a_destructive_step_stop_that_step_but_never_the_login() {
    let service = guarded_service();
    let me = Actor::test(7, Role::Resident);
    for _ in 0..FAILED_CONFIRMATIONS_PER_ACCOUNT.max {
        assert!(service.confirm_password(&me, &Password::new("Zle12345")).await.is_err());
    }
    let stopped = service.confirm_password(&me, &Password::new("Haslo123")).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))));
    assert!(service.login(from("192.168.1.20", "Haslo123")).await.is_ok());
}

#[tokio::test]
async fn right_passwords_are_counted_too_so_no_one_keeps_the_hashing_threads_busy() {
    let service = guarded_service();
    let me = Actor::test(7, Role::Resident);
    for _ in 0..CONFIRMATIONS_PER_ACCOUNT.max {
        assert!(service.confirm_password(&me, &Password::new("Haslo123")).await.is_ok());
    }
    let stopped = service.confirm_password(&me, &Password::new("Haslo123")).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))), "{stopped:?}");
}

#[tokio::test]
async fn one_address_asks_for_reset_links_a_few_times_whatever_the_mail() {
    let service = guarded_service();
    let ip = ClientIp("10.0.0.9".into());
    for n in 0..RESET_REQUESTS_PER_IP.max {
        assert!(service.request_password_reset(&format!("ktos{n}@mrok.pl"), &ip).await.is_ok());
    }
    let stopped = service.request_password_reset("inny@mrok.pl", &ip).await.err();
    assert!(matches!(stopped, Some(AccountError::RateLimited(_))), "{stopped:?}");
    let elsewhere = ClientIp("10.0.0.10".into());
    assert!(service.request_password_reset("inny@mrok.pl", &elsewhere).await.is_ok());
}

#[tokio::test]
async fn only_admins_change_roles_and_never_their_own_away() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_id().returning(|_| Ok(Some(account(true))));
    mocks.accounts.expect_set_role().times(1).returning(|_, _| Ok(()));
    let service = mocks.service();
    for role in [Role::Resident, Role::GameMaster] {
        let refused = service.change_role(&Actor::test(1, role), UserId(7), Role::Admin).await;
        assert!(matches!(refused, Err(AccountError::Forbidden(_))));
    }
    let admin = Actor::test(1, Role::Admin);
    let own = service.change_role(&admin, UserId(1), Role::Resident).await;
    assert!(matches!(own, Err(AccountError::OwnDemotion)));
    assert!(service.change_role(&admin, UserId(7), Role::GameMaster).await.is_ok());
}

#[tokio::test]
async fn a_role_change_for_a_missing_account_is_refused() {
    let mut mocks = Mocks::new();
    mocks.accounts.expect_find_by_id().returning(|_| Ok(None));
    mocks.accounts.expect_set_role().never();
    let refused =
        mocks.service().change_role(&Actor::test(1, Role::Admin), UserId(9), Role::Admin).await;
    let refused = refused.unwrap_err();
    assert_eq!(refused.to_string(), "Nie znaleziono użytkownika o takim ID");
    assert_eq!(refused.kind(), ErrorKind::NotFound);
}
