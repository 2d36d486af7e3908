use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlCharacters};
use mrok_core::accounts::{AccountRepository, Email, NewAccount};
use mrok_core::characters::{
    CharacterError, CharacterName, CharacterRepository, Gender, MainCharacter, Race,
};
use mrok_core::shared::Role;

use crate::support::{databases, now};

#[tokio::test]
async fn an_account_has_at_most_one_main_character() {
    for t in databases().await {
        let accounts = SqlAccounts::new(t.db.clone(), MailWakeup::default());
        let user = accounts
            .create(
                NewAccount {
                    email: Email::parse("p@mrok.pl").unwrap(),
                    password_hash: "h".into(),
                    role: Role::Resident,
                    activated_at: Some(now()),
                    created_at: now(),
                },
                None,
            )
            .await
            .unwrap();
        let characters = SqlCharacters::new(t.db.clone());
        assert_eq!(characters.find_main(user).await.unwrap(), None);

        let morwena = MainCharacter {
            user_id: user,
            name: CharacterName::parse("Morwena Żmijowa").unwrap(),
            gender: Gender::Female,
            race: Race::Werewolf,
            created_at: now(),
        };
        characters.create_main(morwena.clone()).await.unwrap();
        assert_eq!(characters.find_main(user).await.unwrap(), Some(morwena.clone()));

        let second =
            MainCharacter { name: CharacterName::parse("Inna").unwrap(), ..morwena.clone() };
        let result = characters.create_main(second).await;
        assert!(
            matches!(result, Err(CharacterError::AlreadyHasMainCharacter)),
            "{}",
            t.db.backend_name()
        );
        assert_eq!(characters.find_main(user).await.unwrap(), Some(morwena));
    }
}
