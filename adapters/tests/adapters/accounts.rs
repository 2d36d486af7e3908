use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlMailQueue};
use mrok_core::accounts::{
    AccountError, AccountRepository, Email, IssuedToken, NewAccount, TokenHash, TokenPurpose,
};
use mrok_core::mail::MailQueue;
use mrok_core::shared::{Role, UserId};

use crate::support::{databases, later, mail, now};

fn new_account(email: &str) -> NewAccount {
    NewAccount {
        email: Email::parse(email).unwrap(),
        password_hash: "$argon2id$hash".into(),
        role: Role::Resident,
        activated_at: None,
        created_at: now(),
    }
}

fn token(purpose: TokenPurpose, plain: &str) -> IssuedToken {
    IssuedToken::new(purpose, plain, now())
}

#[tokio::test]
async fn a_new_account_is_stored_with_its_activation_token_and_mail() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let activation = (token(TokenPurpose::Activation, "a1"), mail("nowy@mrok.pl", "Aktywacja"));
        let id = accounts.create(new_account("nowy@mrok.pl"), Some(activation)).await.unwrap();

        let found =
            accounts.find_by_email(&Email::parse("nowy@mrok.pl").unwrap()).await.unwrap().unwrap();
        assert_eq!(found.id, id);
        assert_eq!(found.role, Role::Resident);
        assert_eq!(found.created_at, now());
        assert!(!found.is_activated());
        assert_eq!(accounts.find_by_id(id).await.unwrap(), Some(found));

        let stored = accounts
            .find_token(&TokenHash::of("a1"), TokenPurpose::Activation)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stored.user_id, id);
        assert_eq!(stored.token.expires_at, later(3 * 24 * 60));
        assert!(
            accounts
                .find_token(&TokenHash::of("a1"), TokenPurpose::PasswordReset)
                .await
                .unwrap()
                .is_none()
        );

        let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
        let due = queue.claim_due(now(), 10).await.unwrap();
        assert_eq!(due.len(), 1, "{}", t.db.backend_name());
        assert_eq!(due[0].mail.subject, "Aktywacja");
    }
}

#[tokio::test]
async fn a_taken_address_stores_nothing_more() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        accounts.create(new_account("gracz@mrok.pl"), None).await.unwrap();
        let again = (token(TokenPurpose::Activation, "drugi"), mail("gracz@mrok.pl", "Aktywacja"));
        let result = accounts.create(new_account("gracz@mrok.pl"), Some(again)).await;
        assert!(matches!(result, Err(AccountError::EmailTaken)), "{}", t.db.backend_name());
        assert!(
            accounts
                .find_token(&TokenHash::of("drugi"), TokenPurpose::Activation)
                .await
                .unwrap()
                .is_none()
        );
        let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
        assert!(queue.claim_due(now(), 10).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn an_activation_token_works_once() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let activation = (token(TokenPurpose::Activation, "a1"), mail("x@mrok.pl", "A"));
        let id = accounts.create(new_account("x@mrok.pl"), Some(activation)).await.unwrap();

        assert!(accounts.activate(&TokenHash::of("a1"), later(5)).await.unwrap());
        assert!(!accounts.activate(&TokenHash::of("a1"), later(6)).await.unwrap());
        assert!(!accounts.activate(&TokenHash::of("nieznany"), later(6)).await.unwrap());

        let account = accounts.find_by_id(id).await.unwrap().unwrap();
        assert_eq!(account.activated_at, Some(later(5)));
        let stored = accounts
            .find_token(&TokenHash::of("a1"), TokenPurpose::Activation)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stored.used_at, Some(later(5)));
    }
}

#[tokio::test]
async fn a_reset_sets_the_hash_ends_logins_and_voids_every_other_reset_link() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let id = accounts.create(new_account("r@mrok.pl"), None).await.unwrap();
        for plain in ["stary", "nowy"] {
            accounts
                .store_token(
                    id,
                    token(TokenPurpose::PasswordReset, plain),
                    mail("r@mrok.pl", "Reset"),
                )
                .await
                .unwrap();
        }

        assert!(
            accounts
                .reset_password(&TokenHash::of("nowy"), "nowy-hash".into(), later(1))
                .await
                .unwrap()
        );

        let account = accounts.find_by_id(id).await.unwrap().unwrap();
        assert_eq!(account.password_hash, "nowy-hash");
        assert_eq!(account.token_version, 1);
        assert_eq!(account.activated_at, Some(later(1)), "the link proved the address");
        let old = accounts
            .find_token(&TokenHash::of("stary"), TokenPurpose::PasswordReset)
            .await
            .unwrap()
            .unwrap();
        assert!(old.used_at.is_some(), "{}", t.db.backend_name());
        assert!(
            !accounts.reset_password(&TokenHash::of("stary"), "x".into(), later(2)).await.unwrap()
        );
        assert!(
            !accounts.reset_password(&TokenHash::of("nowy"), "y".into(), later(2)).await.unwrap()
        );
        assert_eq!(accounts.find_by_id(id).await.unwrap().unwrap().password_hash, "nowy-hash");
    }
}

#[tokio::test]
async fn a_new_role_ends_every_login_of_the_account() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let id = accounts.create(new_account("a@mrok.pl"), None).await.unwrap();
        accounts.set_role(id, Role::Admin).await.unwrap();
        let account = accounts.find_by_id(id).await.unwrap().unwrap();
        assert_eq!((account.role, account.token_version), (Role::Admin, 1));
        assert_eq!(accounts.find_by_id(UserId(id.0 + 100)).await.unwrap(), None);
    }
}

#[tokio::test]
async fn concurrent_registrations_on_sqlite_all_succeed_without_busy_errors() {
    let t = crate::support::sqlite().await;
    let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
    let mut tasks = Vec::new();
    for n in 0..60 {
        let accounts = accounts.clone();
        tasks.push(tokio::spawn(async move {
            let activation =
                (token(TokenPurpose::Activation, &format!("t{n}")), mail("x@mrok.pl", "A"));
            accounts.create(new_account(&format!("gracz{n}@mrok.pl")), Some(activation)).await
        }));
    }
    for task in tasks {
        assert!(task.await.unwrap().is_ok());
    }
    let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
    assert_eq!(queue.claim_due(now(), 100).await.unwrap().len(), 60);
}
