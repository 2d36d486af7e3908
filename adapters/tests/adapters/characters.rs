use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlCharacters, SqlTavern};
use mrok_core::characters::{
    Age, CardEntryDraft, CardEntryId, CardEntryKind, CharacterChange, CharacterError,
    CharacterName, CharacterRepository, Magic, Slot,
};
use mrok_core::sessions::{CharacterType, SessionCharacter};
use mrok_core::shared::Role;
use mrok_core::tavern::{RoomId, TavernRepository};

use crate::support::{account, databases, new_character, now};

#[tokio::test]
async fn an_account_has_one_main_character_and_at_most_one_per_secondary_slot() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let user = account(&accounts, "p@mrok.pl").await;
        let characters = SqlCharacters::new(t.db.clone());
        assert_eq!(characters.find_main(user).await.unwrap(), None);
        assert_eq!(characters.owner_role(user).await.unwrap(), Some(Role::Admin));

        let main =
            characters.create(new_character(user, Slot::Main, "Morwena Żmijowa")).await.unwrap();
        assert_eq!(characters.find_main(user).await.unwrap(), Some(main.clone()));
        assert!(!main.approved && main.description.is_empty() && main.magic.is_none());
        let again = characters.create(new_character(user, Slot::Main, "Inna")).await;
        assert!(
            matches!(again, Err(CharacterError::AlreadyHasMainCharacter)),
            "{}",
            t.db.backend_name()
        );

        let second =
            characters.create(new_character(user, Slot::Secondary(2), "Cień")).await.unwrap();
        let first =
            characters.create(new_character(user, Slot::Secondary(1), "Echo")).await.unwrap();
        let taken = characters.create(new_character(user, Slot::Secondary(1), "Trzeci")).await;
        assert!(matches!(taken, Err(CharacterError::SecondaryLimit)));
        let all = characters.list_for_user(user).await.unwrap();
        assert_eq!(
            all.iter().map(|c| c.id).collect::<Vec<_>>(),
            vec![main.id, first.id, second.id],
            "by slot"
        );
        assert_eq!(
            characters.find(second.id).await.unwrap().map(|c| c.slot),
            Some(Slot::Secondary(2))
        );

        assert!(characters.delete(first.id).await.unwrap());
        assert!(!characters.delete(first.id).await.unwrap());
        assert_eq!(characters.delete_all_for_user(user).await.unwrap(), None, "not in the tavern");
        assert!(characters.list_for_user(user).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_reset_takes_the_account_out_of_the_tavern_and_names_the_room_it_left() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let user = account(&accounts, "t@mrok.pl").await;
        let characters = SqlCharacters::new(t.db.clone());
        let tavern = SqlTavern::new(t.db.clone());
        let main = characters.create(new_character(user, Slot::Main, "Morwena")).await.unwrap();
        let speaker = SessionCharacter {
            kind: CharacterType::Main,
            id: Some(main.id),
            name: main.name.to_string(),
            avatar: None,
        };
        tavern.enter(user, &speaker, now()).await.unwrap();
        assert!(tavern.move_to(user, RoomId(2)).await.unwrap());
        assert_eq!(characters.delete_all_for_user(user).await.unwrap(), Some(RoomId(2)));
        assert!(tavern.presence(user).await.unwrap().is_none(), "{}", t.db.backend_name());
        assert_eq!(characters.delete_all_for_user(user).await.unwrap(), None, "already out");
    }
}

#[tokio::test]
async fn character_fields_change_one_at_a_time_and_magic_is_chosen_once() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let user = account(&accounts, "f@mrok.pl").await;
        let characters = SqlCharacters::new(t.db.clone());
        let main = characters.create(new_character(user, Slot::Main, "Morwena")).await.unwrap();

        for change in [
            CharacterChange::Status("Szukam sesji".into()),
            CharacterChange::Description("<p>Opis</p>".into()),
            CharacterChange::Approved(true),
            CharacterChange::Age(Some(Age::new(127).unwrap())),
            CharacterChange::Avatar("/uploads/abc.png".into()),
            CharacterChange::Name(CharacterName::parse("Morwena Nowa").unwrap()),
        ] {
            assert!(characters.update(main.id, change).await.unwrap());
        }
        assert!(characters.choose_magic_once(main.id, Magic::Yes).await.unwrap());
        assert!(
            !characters.choose_magic_once(main.id, Magic::No).await.unwrap(),
            "{}",
            t.db.backend_name()
        );

        let stored = characters.find(main.id).await.unwrap().unwrap();
        assert_eq!(stored.status, "Szukam sesji");
        assert_eq!(stored.description, "<p>Opis</p>");
        assert!(stored.approved);
        assert_eq!(stored.age.map(Age::years), Some(127));
        assert_eq!(stored.avatar.as_deref(), Some("/uploads/abc.png"));
        assert_eq!(stored.name.as_str(), "Morwena Nowa");
        assert_eq!(stored.magic, Some(Magic::Yes));

        characters.update(main.id, CharacterChange::Magic(Magic::No)).await.unwrap();
        characters.update(main.id, CharacterChange::Age(None)).await.unwrap();
        let stored = characters.find(main.id).await.unwrap().unwrap();
        assert_eq!((stored.magic, stored.age), (Some(Magic::No), None));
    }
}

#[tokio::test]
async fn card_entries_belong_to_their_character_and_go_with_it() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let user = account(&accounts, "c@mrok.pl").await;
        let characters = SqlCharacters::new(t.db.clone());
        let main = characters.create(new_character(user, Slot::Main, "Morwena")).await.unwrap();
        let side =
            characters.create(new_character(user, Slot::Secondary(1), "Cień")).await.unwrap();

        let skill =
            CardEntryDraft::new(CardEntryKind::Skill, "Szermierka", Some(5), "Rapier", false)
                .unwrap();
        let flaw = CardEntryDraft::new(CardEntryKind::Flaw, "Gniew", None, "", true).unwrap();
        let added = characters.add_card_entry(main.id, skill, now()).await.unwrap();
        characters.add_card_entry(main.id, flaw, now()).await.unwrap();
        let entries = characters.card_entries(main.id).await.unwrap();
        assert_eq!(entries.len(), 2, "{}", t.db.backend_name());
        assert_eq!(
            (entries[0].name.as_str(), entries[0].level, entries[0].hidden),
            ("Szermierka", Some(5), false)
        );
        assert_eq!(
            (entries[1].kind, entries[1].level, entries[1].hidden),
            (CardEntryKind::Flaw, None, true)
        );

        let renamed =
            CardEntryDraft::new(CardEntryKind::Skill, "Szermierka mistrzowska", Some(6), "", true)
                .unwrap();
        assert!(
            !characters.update_card_entry(side.id, added.id, renamed.clone()).await.unwrap(),
            "another character's entry"
        );
        let as_flaw = CardEntryDraft::new(CardEntryKind::Flaw, "x", None, "", false).unwrap();
        assert!(
            !characters.update_card_entry(main.id, added.id, as_flaw).await.unwrap(),
            "another kind"
        );
        assert!(characters.update_card_entry(main.id, added.id, renamed).await.unwrap());
        let updated = characters.card_entries(main.id).await.unwrap();
        assert_eq!(
            (updated[0].name.as_str(), updated[0].level, updated[0].hidden),
            ("Szermierka mistrzowska", Some(6), true)
        );

        assert!(!characters.delete_card_entry(side.id, added.id).await.unwrap());
        assert!(characters.delete_card_entry(main.id, added.id).await.unwrap());
        assert!(!characters.delete_card_entry(main.id, CardEntryId(added.id.0)).await.unwrap());
        characters.delete(main.id).await.unwrap();
        assert!(
            characters.card_entries(main.id).await.unwrap().is_empty(),
            "entries go with the character"
        );
    }
}
