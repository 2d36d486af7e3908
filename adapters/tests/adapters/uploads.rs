//! The upload ledger: each player's bytes, the images due for a check, and the scan that finds
//! the images avatars and stored texts still use.

use chrono::TimeDelta;
use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlCharacters, SqlSessions, SqlUploads};
use mrok_core::characters::{CharacterRepository, Slot};
use mrok_core::sessions::{
    MessageBody, NewSession, SessionCharacter, SessionKind, SessionRepository, SessionTitle,
};
use mrok_core::uploads::{StoredName, UploadLedger, UploadRecord};
use sea_query::{Alias, Expr, ExprTrait, Query};

use crate::support::{account, databases, new_character, now};

fn image(c: char) -> StoredName {
    StoredName::parse(&format!("{}.png", c.to_string().repeat(64))).unwrap()
}

fn sorted(mut names: Vec<StoredName>) -> Vec<String> {
    let mut files: Vec<String> = names.drain(..).map(|n| n.file_name()).collect();
    files.sort();
    files
}

#[tokio::test]
async fn each_player_s_bytes_count_once_per_image_and_forgotten_images_free_them() {
    for test in databases().await {
        let accounts = SqlAccounts::new(test.db.clone(), MailWakeup::default());
        let (a, b) = (account(&accounts, "a@mrok.pl").await, account(&accounts, "b@mrok.pl").await);
        let ledger = SqlUploads::new(test.db.clone());
        let record = |owner, name, bytes| UploadRecord { owner, name, bytes, at: now() };
        assert!(ledger.record_within(&record(a, image('a'), 100), u64::MAX).await.unwrap());
        assert!(ledger.record_within(&record(a, image('b'), 50), u64::MAX).await.unwrap());
        assert!(ledger.record_within(&record(a, image('a'), 100), u64::MAX).await.unwrap());
        assert!(ledger.record_within(&record(b, image('a'), 100), u64::MAX).await.unwrap());
        assert_eq!(ledger.bytes_of(a).await.unwrap(), 150, "{}", test.db.backend_name());
        assert_eq!(ledger.bytes_of(b).await.unwrap(), 100);
        ledger.forget(&image('a')).await.unwrap();
        assert_eq!(ledger.bytes_of(a).await.unwrap(), 50);
        assert_eq!(ledger.bytes_of(b).await.unwrap(), 0);
    }
}

#[tokio::test]
async fn an_upload_past_the_quota_is_not_recorded_and_parallel_ones_take_turns() {
    for test in databases().await {
        let accounts = SqlAccounts::new(test.db.clone(), MailWakeup::default());
        let a = account(&accounts, "a@mrok.pl").await;
        let ledger = SqlUploads::new(test.db.clone());
        let record = |name, bytes| UploadRecord { owner: a, name, bytes, at: now() };
        assert!(ledger.record_within(&record(image('a'), 60), 100).await.unwrap());
        // The same image again counts once; another of 50 would make 110.
        assert!(ledger.record_within(&record(image('a'), 60), 100).await.unwrap());
        assert!(!ledger.record_within(&record(image('b'), 50), 100).await.unwrap());
        assert_eq!(ledger.bytes_of(a).await.unwrap(), 60, "{}", test.db.backend_name());
        // Eight uploads of 10 at once into the 40 left: four fit, whoever comes first.
        let names: Vec<StoredName> = "cdef0123".chars().map(image).collect();
        let tries = names.iter().map(|name| {
            let (ledger, upload) = (&ledger, record(name.clone(), 10));
            async move { ledger.record_within(&upload, 100).await.unwrap() }
        });
        let kept = futures_util::future::join_all(tries).await;
        assert_eq!(kept.iter().filter(|k| **k).count(), 4, "{}", test.db.backend_name());
        assert_eq!(ledger.bytes_of(a).await.unwrap(), 100);
    }
}

#[tokio::test]
async fn images_are_due_once_neither_uploaded_nor_checked_within_the_grace() {
    for test in databases().await {
        let accounts = SqlAccounts::new(test.db.clone(), MailWakeup::default());
        let (a, b) = (account(&accounts, "a@mrok.pl").await, account(&accounts, "b@mrok.pl").await);
        let ledger = SqlUploads::new(test.db.clone());
        let days_ago = |d| now() - TimeDelta::days(d);
        let old = |owner, name| UploadRecord { owner, name, bytes: 1, at: days_ago(4) };
        assert!(ledger.record_within(&old(a, image('a')), u64::MAX).await.unwrap());
        assert!(ledger.record_within(&old(a, image('b')), u64::MAX).await.unwrap());
        assert!(ledger.record_within(&old(a, image('c')), u64::MAX).await.unwrap());
        // Another player uploaded the same picture yesterday: it is not due yet.
        let fresh = UploadRecord { owner: b, name: image('c'), bytes: 1, at: days_ago(1) };
        assert!(ledger.record_within(&fresh, u64::MAX).await.unwrap());
        ledger.checked(&[image('b')], days_ago(1)).await.unwrap();
        let due = ledger.due_for_check(days_ago(3), 100).await.unwrap();
        assert_eq!(sorted(due), vec![image('a').file_name()], "{}", test.db.backend_name());
        assert_eq!(ledger.due_for_check(days_ago(3), 0).await.unwrap().len(), 0);
        assert_eq!(ledger.due_for_check(now(), 100).await.unwrap().len(), 3);
    }
}

#[tokio::test]
async fn the_images_avatars_and_stored_texts_use_are_found_among_many_rows() {
    for test in databases().await {
        let accounts = SqlAccounts::new(test.db.clone(), MailWakeup::default());
        let owner = account(&accounts, "a@mrok.pl").await;
        let characters = SqlCharacters::new(test.db.clone());
        characters.create(new_character(owner, Slot::Main, "Morwena")).await.unwrap();
        let avatar = Query::update()
            .table(Alias::new("characters"))
            .value(Alias::new("avatar"), image('a').public_path())
            .and_where(Expr::col(Alias::new("user_id")).eq(owner.0))
            .to_owned();
        test.db.execute(&avatar).await.unwrap();
        let sessions = SqlSessions::new(test.db.clone());
        let post = |html: String| {
            let sessions = &sessions;
            async move {
                let session = NewSession {
                    kind: SessionKind::General,
                    title: SessionTitle::parse("Obrazy").unwrap(),
                    owner,
                    owner_character: SessionCharacter::narrator(),
                    members: Vec::new(),
                    first_message: Some(MessageBody::from_clean_html(html).unwrap()),
                    at: now(),
                    notices: mrok_core::notifications::Notices::none(),
                };
                sessions.create(session).await.unwrap();
            }
        };
        // More rows mentioning uploads than one page of the scan, the one that matters last.
        for n in 0..520 {
            post(format!("<p>Wpis {n} o /uploads/ bez obrazu</p>")).await;
        }
        let img =
            format!("<p><img src=\"/api/uploads/{}\" width=\"300\"></p>", image('b').file_name());
        post(img).await;
        let ledger = SqlUploads::new(test.db.clone());
        let in_use = ledger.in_use(&[image('a'), image('b'), image('c')]).await.unwrap();
        assert_eq!(
            sorted(in_use),
            vec![image('a').file_name(), image('b').file_name()],
            "{}",
            test.db.backend_name()
        );
    }
}
