use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::*;
use crate::characters::{MAX_SUGGESTIONS, MockCharacterRepository, NAME_SEARCH_RATE, Suggestion};
use crate::live::tests_support::quiet_bus;
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::no_limits;
use crate::shared::{
    CommonPorts, DomainError, ErrorKind, MockClock, MockHtmlSanitizer, MockRateLimiter,
    RateLimited, Role,
};
use crate::tavern::RoomId;

const OWNER: GameActor = GameActor::test(1, Role::Resident);
const OTHER: GameActor = GameActor::test(2, Role::Resident);
const ADMIN: GameActor = GameActor::test(3, Role::Admin);
const GAME_MASTER: GameActor = GameActor::test(4, Role::GameMaster);

fn character(id: i64, slot: Slot) -> Character {
    Character::sample(id, UserId(1), slot)
}

fn entry(id: i64, kind: CardEntryKind, hidden: bool) -> CardEntry {
    CardEntry {
        id: CardEntryId(id),
        character_id: CharacterId(10),
        kind,
        name: format!("wpis {id}"),
        level: (kind == CardEntryKind::Skill).then_some(3),
        description: String::new(),
        hidden,
    }
}

/// A repository holding user 1's main character (id 10) and secondary slot 1 (id 11), whose
/// card has a visible and a hidden skill and a hidden flaw; every write succeeds.
fn repository() -> MockCharacterRepository {
    let mut repo = MockCharacterRepository::new();
    repo.expect_find_main()
        .returning(|user| Ok((user == UserId(1)).then(|| character(10, Slot::Main))));
    repo.expect_find().returning(|id| {
        Ok(match id.0 {
            10 => Some(character(10, Slot::Main)),
            11 => Some(character(11, Slot::Secondary(1))),
            _ => None,
        })
    });
    repo.expect_owner_role().returning(|_| Ok(Some(Role::Resident)));
    repo.expect_list_for_user()
        .returning(|_| Ok(vec![character(10, Slot::Main), character(11, Slot::Secondary(1))]));
    repo.expect_card_entries().returning(|_| {
        Ok(vec![
            entry(1, CardEntryKind::Skill, false),
            entry(2, CardEntryKind::Skill, true),
            entry(3, CardEntryKind::Flaw, true),
        ])
    });
    repo.expect_update().returning(|_, _| Ok(true));
    repo.expect_choose_magic_once().returning(|_, _| Ok(true));
    repo.expect_delete().returning(|_| Ok(true));
    repo.expect_add_card_entry().returning(|id, draft, _| {
        Ok(CardEntry {
            id: CardEntryId(99),
            character_id: id,
            kind: draft.kind,
            name: draft.name,
            level: draft.level,
            description: draft.description,
            hidden: draft.hidden,
        })
    });
    repo.expect_update_card_entry().returning(|_, _, _| Ok(true));
    repo.expect_delete_card_entry().returning(|_, _| Ok(true));
    repo.expect_create().returning(|new| {
        let mut created = character(12, new.slot);
        created.user_id = new.user_id;
        Ok(created)
    });
    repo
}

fn service_with(repo: MockCharacterRepository) -> CharacterService {
    service_telling(repo, quiet_bus())
}

fn service_telling(repo: MockCharacterRepository, live: MockLiveBus) -> CharacterService {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
    let mut sanitizer = MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(|html| html.replace("<script>alert(1)</script>", ""));
    CharacterService::for_tests(repo, sanitizer, CommonPorts::of(clock, no_limits(), live))
}

fn service() -> CharacterService {
    service_with(repository())
}

/// A service whose card writes are counted by `limiter`.
fn service_limited(repo: MockCharacterRepository, limiter: MockRateLimiter) -> CharacterService {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
    CharacterService::new(CharacterPorts {
        characters: Arc::new(repo),
        sanitizer: Arc::new(MockHtmlSanitizer::new()),
        common: CommonPorts::of(clock, limiter, quiet_bus()),
        guards: crate::shared::open_guards(),
    })
}

const MAIN: CharacterTarget = CharacterTarget::Main(UserId(1));
const SECONDARY: CharacterTarget = CharacterTarget::Secondary(CharacterId(11));

fn skill_form() -> CardEntryForm {
    CardEntryForm {
        name: "Szermierka".into(),
        level: Some(4),
        description: String::new(),
        hidden: true,
    }
}

/// Runs every mutation as `actor` on `target`; returns each one's error code, or "ok".
async fn outcomes(actor: GameActor, target: CharacterTarget) -> Vec<(&'static str, &'static str)> {
    let s = service();
    let code = |r: Result<(), CharacterError>| match r {
        Ok(()) => "ok",
        Err(e) => crate::shared::DomainError::code(&e),
    };
    vec![
        ("status", code(s.set_status(&actor, target, "Szukam sesji").await.map(|_| ()))),
        ("description", code(s.set_description(&actor, target, "<p>opis</p>").await.map(|_| ()))),
        ("approval", code(s.set_approval(&actor, target, true).await)),
        ("magic", code(s.choose_magic(&actor, target, "Tak").await.map(|_| ()))),
        ("avatar", code(s.set_avatar(&actor, target, "/uploads/a.png".into()).await)),
        (
            "card",
            code(
                s.update_card(
                    &actor,
                    target,
                    CardChanges { age: Some(Some(120)), ..Default::default() },
                )
                .await,
            ),
        ),
        (
            "add skill",
            code(
                s.add_card_entry(&actor, target, CardEntryKind::Skill, skill_form())
                    .await
                    .map(|_| ()),
            ),
        ),
        (
            "edit skill",
            code(
                s.update_card_entry(
                    &actor,
                    target,
                    CardEntryKind::Skill,
                    CardEntryId(1),
                    skill_form(),
                )
                .await,
            ),
        ),
        (
            "delete skill",
            code(s.delete_card_entry(&actor, target, CardEntryKind::Skill, CardEntryId(1)).await),
        ),
    ]
}

#[tokio::test]
async fn the_permission_matrix_of_character_mutations() {
    let expected =
        |owner: &'static str, other: &'static str, admin: &'static str| (owner, other, admin);
    let table = [
        ("status", expected("ok", "status_forbidden", "status_forbidden")),
        ("description", expected("ok", "forbidden", "ok")),
        ("approval", expected("forbidden", "forbidden", "ok")),
        ("magic", expected("ok", "forbidden", "ok")),
        ("avatar", expected("ok", "avatar_forbidden", "ok")),
        ("card", expected("ok", "card_forbidden", "ok")),
        ("add skill", expected("ok", "card_forbidden", "ok")),
        ("edit skill", expected("ok", "card_forbidden", "ok")),
        ("delete skill", expected("ok", "card_forbidden", "ok")),
    ];
    for target in [MAIN, SECONDARY] {
        let owner = outcomes(OWNER, target).await;
        let other = outcomes(OTHER, target).await;
        let admin = outcomes(ADMIN, target).await;
        let game_master = outcomes(GAME_MASTER, target).await;
        for (i, (operation, (as_owner, as_other, as_admin))) in table.iter().enumerate() {
            assert_eq!(owner[i], (*operation, *as_owner), "owner, {target:?}");
            assert_eq!(other[i], (*operation, *as_other), "another resident, {target:?}");
            assert_eq!(admin[i], (*operation, *as_admin), "admin, {target:?}");
            assert_eq!(
                game_master[i],
                (*operation, *as_other),
                "a game master is no admin here, {target:?}"
            );
        }
    }
}

#[tokio::test]
async fn hidden_entries_reach_admins_only() {
    let s = service();
    let seen_by_owner = s.card(&OWNER, MAIN).await.unwrap_or_else(|_| unreachable!());
    assert_eq!(seen_by_owner.skills.iter().map(|e| e.id.0).collect::<Vec<_>>(), vec![1]);
    assert!(seen_by_owner.flaws.is_empty());
    let seen_by_admin = s.card(&ADMIN, MAIN).await.unwrap_or_else(|_| unreachable!());
    assert_eq!(seen_by_admin.skills.len() + seen_by_admin.flaws.len(), 3);

    let hidden_edit =
        s.update_card_entry(&OWNER, MAIN, CardEntryKind::Skill, CardEntryId(2), skill_form()).await;
    assert!(
        matches!(hidden_edit, Err(CharacterError::EntryNotFound)),
        "the owner cannot reach a hidden entry"
    );
    let wrong_kind = s.delete_card_entry(&ADMIN, MAIN, CardEntryKind::Flaw, CardEntryId(1)).await;
    assert!(matches!(wrong_kind, Err(CharacterError::EntryNotFound)));
}

#[tokio::test]
async fn only_admins_set_the_hidden_flag() {
    let s = service();
    let by_owner = s.add_card_entry(&OWNER, MAIN, CardEntryKind::Skill, skill_form()).await;
    assert_eq!(by_owner.map(|e| e.hidden).ok(), Some(false));
    let by_admin = s.add_card_entry(&ADMIN, MAIN, CardEntryKind::Skill, skill_form()).await;
    assert_eq!(by_admin.map(|e| e.hidden).ok(), Some(true));
}

#[tokio::test]
async fn magic_is_chosen_once_by_its_owner_and_changed_later_only_by_an_admin() {
    let mut repo = repository();
    repo.checkpoint();
    let mut chosen = character(10, Slot::Main);
    chosen.magic = Some(Magic::No);
    let found = chosen.clone();
    repo.expect_find_main().returning(move |_| Ok(Some(found.clone())));
    repo.expect_choose_magic_once().returning(|_, _| Ok(false));
    repo.expect_update().returning(|_, _| Ok(true));
    let s = service_with(repo);
    assert!(matches!(
        s.choose_magic(&OWNER, MAIN, "Tak").await,
        Err(CharacterError::MagicAlreadyChosen)
    ));
    let owner_card = s
        .update_card(&OWNER, MAIN, CardChanges { magic: Some("Tak".into()), ..Default::default() })
        .await;
    assert!(matches!(owner_card, Err(CharacterError::MagicAlreadyChosen)));
    let admin_card = s
        .update_card(&ADMIN, MAIN, CardChanges { magic: Some("Tak".into()), ..Default::default() })
        .await;
    assert!(admin_card.is_ok());
    assert!(matches!(
        s.choose_magic(&OWNER, MAIN, "Może").await,
        Err(CharacterError::UnknownMagic)
    ));
}

#[tokio::test]
async fn only_admins_rename_through_the_card() {
    let s = service();
    let renamed = CardChanges { name: Some("Nowe Imię".into()), ..Default::default() };
    assert!(matches!(
        s.update_card(&OWNER, MAIN, renamed.clone()).await,
        Err(CharacterError::Forbidden(_))
    ));
    assert!(s.update_card(&ADMIN, MAIN, renamed).await.is_ok());
    let same = CardChanges { name: Some(" Morwena ".into()), ..Default::default() };
    assert!(s.update_card(&OWNER, MAIN, same).await.is_ok(), "an unchanged name is no rename");
    let bad_age = CardChanges { age: Some(Some(0)), ..Default::default() };
    assert!(matches!(s.update_card(&OWNER, MAIN, bad_age).await, Err(CharacterError::AgeRange)));
}

#[tokio::test]
async fn descriptions_are_sanitized_before_they_are_stored() {
    let mut repo = repository();
    repo.checkpoint();
    repo.expect_find_main().returning(|_| Ok(Some(character(10, Slot::Main))));
    repo.expect_update()
        .withf(|_, change| *change == CharacterChange::Description("<p>opis</p>".into()))
        .times(1)
        .returning(|_, _| Ok(true));
    let stored = service_with(repo)
        .set_description(&OWNER, MAIN, "<p>opis</p><script>alert(1)</script>")
        .await;
    assert_eq!(stored.ok().as_deref(), Some("<p>opis</p>"));
}

fn secondary_form() -> NewSecondaryCharacter {
    NewSecondaryCharacter {
        name: "Cień".into(),
        race: "Wilkołak".into(),
        gender: "Mężczyzna".into(),
        magic: "Nie".into(),
        age: Some(33),
    }
}

#[tokio::test]
async fn a_secondary_character_takes_the_first_free_slot_and_only_for_oneself() {
    let s = service();
    let created = s.create_secondary(&OWNER, UserId(1), secondary_form()).await;
    assert_eq!(created.map(|c| c.slot).ok(), Some(Slot::Secondary(2)));
    assert!(matches!(
        s.create_secondary(&ADMIN, UserId(1), secondary_form()).await,
        Err(CharacterError::SecondaryForbidden)
    ));
    assert!(matches!(
        s.create_secondary(&OTHER, UserId(1), secondary_form()).await,
        Err(CharacterError::SecondaryForbidden)
    ));
}

#[tokio::test]
async fn a_third_secondary_character_is_refused() {
    let mut repo = repository();
    repo.checkpoint();
    repo.expect_list_for_user().returning(|_| {
        Ok(vec![
            character(10, Slot::Main),
            character(11, Slot::Secondary(1)),
            character(12, Slot::Secondary(2)),
        ])
    });
    repo.expect_create().never();
    let result = service_with(repo).create_secondary(&OWNER, UserId(1), secondary_form()).await;
    assert!(matches!(result, Err(CharacterError::SecondaryLimit)));
}

#[tokio::test]
async fn a_secondary_form_names_its_first_missing_field() {
    let s = service();
    let cases = [
        (
            NewSecondaryCharacter { name: " ".into(), ..secondary_form() },
            "Imię postaci jest wymagane!",
        ),
        (NewSecondaryCharacter { race: "".into(), ..secondary_form() }, "Rasa jest wymagana!"),
        (NewSecondaryCharacter { gender: "".into(), ..secondary_form() }, "Płeć jest wymagana!"),
        (
            NewSecondaryCharacter { magic: "".into(), ..secondary_form() },
            "Zdolności magiczne są wymagane!",
        ),
        (
            NewSecondaryCharacter { age: Some(10_000), ..secondary_form() },
            "Wiek musi być liczbą między 1 a 9999",
        ),
    ];
    for (form, message) in cases {
        let error = s.create_secondary(&OWNER, UserId(1), form).await.err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some(message));
    }
}

#[tokio::test]
async fn secondary_characters_are_deleted_by_their_owner_or_an_admin() {
    let s = service();
    assert!(s.delete_secondary(&OWNER, CharacterId(11)).await.is_ok());
    assert!(s.delete_secondary(&ADMIN, CharacterId(11)).await.is_ok());
    assert!(matches!(
        s.delete_secondary(&OTHER, CharacterId(11)).await,
        Err(CharacterError::Forbidden(_))
    ));
    assert!(
        matches!(s.delete_secondary(&OWNER, CharacterId(10)).await, Err(CharacterError::NotFound)),
        "a main character is no secondary"
    );
}

#[tokio::test]
async fn a_profile_is_editable_for_its_owner_and_admins_and_missing_ones_are_not_found() {
    let s = service();
    assert_eq!(
        s.profile(&OWNER, UserId(1)).await.map(|p| (p.editable, p.rank)).ok(),
        Some((true, "Mieszkaniec".into()))
    );
    assert_eq!(s.profile(&ADMIN, UserId(1)).await.map(|p| p.editable).ok(), Some(true));
    assert_eq!(s.profile(&OTHER, UserId(1)).await.map(|p| p.editable).ok(), Some(false));
    assert!(matches!(s.profile(&OWNER, UserId(77)).await, Err(CharacterError::NotFound)));
}

#[tokio::test]
async fn a_main_character_keeps_the_creation_rules() {
    let s = service();
    let form = |name: &str, gender: &str, race: &str| NewMainCharacter {
        name: name.into(),
        gender: gender.into(),
        race: race.into(),
    };
    assert!(matches!(
        s.create_main(&GameActor::test(5, Role::Resident), form("", "Kobieta", "Wampir")).await,
        Err(CharacterError::MissingFields)
    ));
    let short = s
        .create_main(&GameActor::test(5, Role::Resident), form(" Al ", "Kobieta", "Wampir"))
        .await
        .err()
        .map(|e| e.to_string());
    assert_eq!(short.as_deref(), Some("Imię postaci musi mieć od 3 do 30 znaków"));
    assert_eq!(
        s.create_main(&GameActor::test(5, Role::Resident), form("Morwena", "Kobieta", "Wampir"))
            .await
            .map(|c| c.slot)
            .ok(),
        Some(Slot::Main)
    );
}

#[tokio::test]
async fn a_reset_is_only_for_oneself() {
    let mut repo = repository();
    repo.expect_delete_all_for_user().times(1).returning(|_| Ok(None));
    let s = service_with(repo);
    assert!(matches!(s.reset(&ADMIN, UserId(1)).await, Err(CharacterError::Forbidden(_))));
    assert!(s.reset(&OWNER, UserId(1)).await.is_ok());
}

#[tokio::test]
async fn a_reset_tells_the_room_its_player_left() {
    let mut repo = repository();
    repo.expect_delete_all_for_user().returning(|_| Ok(Some(RoomId(3))));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::TavernPresence { room: RoomId(3) })
        .times(1)
        .returning(|_| ());
    live.expect_publish().withf(|e| matches!(e, LiveEvent::Changed(_))).returning(|_| ());
    assert!(service_telling(repo, live).reset(&OWNER, UserId(1)).await.is_ok());
}

#[tokio::test]
async fn the_online_list_and_the_profile_hear_of_changes_to_what_they_show_and_only_those() {
    let mut repo = repository();
    repo.expect_delete_all_for_user().returning(|_| Ok(None));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::Changed(PolledList::OnlinePlayers))
        .times(4)
        .returning(|_| ());
    // The profile shows every field of the main character: each of the six writes to one
    // (the new one, its avatar, its name, the reset, its age, its status) is told, none to a
    // secondary character.
    live.expect_publish()
        .withf(|e| matches!(e, LiveEvent::Changed(PolledList::Profile(UserId(1 | 5)))))
        .times(6)
        .returning(|_| ());
    let s = service_telling(repo, live);
    let main_character = NewMainCharacter {
        name: "Morwena".into(),
        gender: "Kobieta".into(),
        race: "Wampir".into(),
    };
    // Told: a new main character, its avatar, its new name, a reset.
    assert!(s.create_main(&GameActor::test(5, Role::Resident), main_character).await.is_ok());
    assert!(s.set_avatar(&OWNER, MAIN, "/uploads/a.png".into()).await.is_ok());
    let rename = CardChanges { name: Some("Ilvar".into()), ..CardChanges::default() };
    assert!(s.update_card(&ADMIN, MAIN, rename).await.is_ok());
    assert!(s.reset(&OWNER, UserId(1)).await.is_ok());
    // Not told: what the list does not show, and secondary characters.
    assert!(s.set_avatar(&OWNER, SECONDARY, "/uploads/b.png".into()).await.is_ok());
    let renamed = CardChanges { name: Some("Ilvar".into()), ..CardChanges::default() };
    assert!(s.update_card(&ADMIN, SECONDARY, renamed).await.is_ok());
    let age = CardChanges { age: Some(Some(120)), ..CardChanges::default() };
    assert!(s.update_card(&OWNER, MAIN, age).await.is_ok());
    assert!(s.set_status(&OWNER, MAIN, "W drodze").await.is_ok());
}

fn flaw_form() -> CardEntryForm {
    CardEntryForm { name: "Porywczość".into(), level: None, ..CardEntryForm::default() }
}

#[tokio::test]
async fn a_full_card_refuses_one_more_skill_or_flaw_from_anyone() {
    let mut repo = repository();
    repo.checkpoint();
    repo.expect_find_main().returning(|_| Ok(Some(character(10, Slot::Main))));
    // The repository counts inside its insert transaction; here the card is full.
    repo.expect_add_card_entry()
        .times(4)
        .returning(|_, draft, _| Err(CharacterError::entry_limit(draft.kind)));
    let s = service_with(repo);
    for actor in [OWNER, ADMIN] {
        let skill = s.add_card_entry(&actor, MAIN, CardEntryKind::Skill, skill_form()).await;
        let skill = skill.err().unwrap_or_else(|| unreachable!("a full card takes no skill"));
        assert_eq!(skill.to_string(), "Karta może mieć najwyżej 30 umiejętności");
        assert_eq!((skill.kind(), skill.code()), (ErrorKind::Conflict, "skill_limit"));
        let flaw = s.add_card_entry(&actor, MAIN, CardEntryKind::Flaw, flaw_form()).await;
        let flaw = flaw.err().unwrap_or_else(|| unreachable!("a full card takes no flaw"));
        assert_eq!(flaw.to_string(), "Karta może mieć najwyżej 30 wad");
        assert_eq!((flaw.kind(), flaw.code()), (ErrorKind::Conflict, "flaw_limit"));
    }
    assert_eq!(crate::characters::MAX_CARD_ENTRIES_PER_KIND, 30);
}

#[tokio::test]
async fn card_writes_past_the_rate_are_refused_before_anything_is_stored() {
    let mut repo = repository();
    repo.checkpoint();
    repo.expect_find_main().returning(|_| Ok(Some(character(10, Slot::Main))));
    repo.expect_card_entries().returning(|_| Ok(vec![entry(1, CardEntryKind::Skill, false)]));
    repo.expect_add_card_entry().never();
    repo.expect_update_card_entry().never();
    repo.expect_delete_card_entry().never();
    let mut limiter = MockRateLimiter::new();
    limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == CARD_WRITE_RATE && key == "1")
        .times(3)
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(90) }));
    let s = service_limited(repo, limiter);

    let refusals = [
        s.add_card_entry(&OWNER, MAIN, CardEntryKind::Skill, skill_form()).await.map(|_| ()),
        s.update_card_entry(&OWNER, MAIN, CardEntryKind::Skill, CardEntryId(1), skill_form()).await,
        s.delete_card_entry(&OWNER, MAIN, CardEntryKind::Skill, CardEntryId(1)).await,
    ];
    for refused in refusals {
        let error = refused.err().unwrap_or_else(|| unreachable!("over the rate"));
        assert!(matches!(error, CharacterError::TooFast(_)), "{error:?}");
        assert_eq!(error.to_string(), "Zmieniasz kartę postaci zbyt szybko — odczekaj chwilę");
        assert_eq!(
            (error.kind(), error.code()),
            (ErrorKind::TooManyRequests(std::time::Duration::from_secs(90)), "too_fast")
        );
    }
}

#[tokio::test]
async fn the_card_rate_counts_the_writer_and_only_writes_that_could_happen() {
    let mut limiter = MockRateLimiter::new();
    // The admin's write to user 1's card counts against the admin, once; refused forms and
    // callers who may not edit the card are not counted.
    limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == CARD_WRITE_RATE && key == "3")
        .times(1)
        .returning(|_, _, _| Ok(()));
    let s = service_limited(repository(), limiter);
    assert!(s.add_card_entry(&ADMIN, MAIN, CardEntryKind::Skill, skill_form()).await.is_ok());
    let too_high = CardEntryForm { level: Some(7), ..skill_form() };
    assert!(matches!(
        s.add_card_entry(&OWNER, MAIN, CardEntryKind::Skill, too_high).await,
        Err(CharacterError::SkillLevel)
    ));
    assert!(matches!(
        s.add_card_entry(&OTHER, MAIN, CardEntryKind::Skill, skill_form()).await,
        Err(CharacterError::CardForbidden)
    ));
}

#[tokio::test]
async fn changing_ones_character_past_the_rate_is_refused_before_anything_is_stored() {
    let mut repo = repository();
    repo.checkpoint();
    repo.expect_find_main().returning(|_| Ok(Some(character(10, Slot::Main))));
    repo.expect_update().never();
    let mut limiter = MockRateLimiter::new();
    limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == CHARACTER_CHANGE_RATE && key == "1")
        .times(3)
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(60) }));
    let mut sanitizer = MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(str::to_owned);
    let mut clock = MockClock::new();
    clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
    let s = CharacterService::new(CharacterPorts {
        characters: Arc::new(repo),
        sanitizer: Arc::new(sanitizer),
        common: CommonPorts::of(clock, limiter, quiet_bus()),
        guards: crate::shared::open_guards(),
    });
    let older = CardChanges { age: Some(Some(31)), ..CardChanges::default() };
    let refusals = [
        s.set_status(&OWNER, MAIN, "W drodze").await.map(|_| ()),
        s.set_description(&OWNER, MAIN, "<p>opis</p>").await.map(|_| ()),
        s.update_card(&OWNER, MAIN, older).await,
    ];
    for refused in refusals {
        let error = refused.err().unwrap_or_else(|| unreachable!("over the rate"));
        assert_eq!(error.to_string(), "Zmieniasz postać zbyt szybko — odczekaj chwilę");
        assert_eq!(
            (error.kind(), error.code()),
            (ErrorKind::TooManyRequests(std::time::Duration::from_secs(60)), "too_fast")
        );
    }
}

#[tokio::test]
async fn names_are_suggested_folded_at_most_eight_and_a_blank_asks_storage_nothing() {
    let mut repo = MockCharacterRepository::new();
    repo.expect_suggest()
        .withf(|wanted| {
            wanted.query.folded() == "zmij"
                && wanted.limit == MAX_SUGGESTIONS
                && wanted.session == Some(crate::sessions::SessionId(4))
        })
        .times(1)
        .returning(|_| {
            Ok(vec![Suggestion {
                character: CharacterId(5),
                name: "Żmijan".into(),
                slot: Slot::Main,
                user: UserId(2),
                avatar: None,
            }])
        });
    repo.expect_suggest().withf(|wanted| wanted.limit == 3).times(1).returning(|_| Ok(vec![]));
    let s = service_with(repo);
    let found = s.suggest(&OWNER, " ŻMIJ ", Some(crate::sessions::SessionId(4)), Some(50)).await;
    assert_eq!(found.unwrap()[0].name, "Żmijan");
    assert!(s.suggest(&OWNER, "zmij", None, Some(3)).await.unwrap().is_empty());
    // Nothing to look for, or more than a name holds: no question asked.
    assert!(s.suggest(&OWNER, " \u{200b} ", None, None).await.unwrap().is_empty());
    assert!(s.suggest(&OWNER, &"a".repeat(41), None, None).await.unwrap().is_empty());
}

#[tokio::test]
async fn name_searches_are_counted_for_the_player() {
    let mut limiter = MockRateLimiter::new();
    limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == NAME_SEARCH_RATE && key == "1")
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(5) }));
    let mut repo = MockCharacterRepository::new();
    repo.expect_suggest().never();
    let refused = service_limited(repo, limiter).suggest(&OWNER, "zmij", None, None).await;
    assert!(matches!(refused, Err(CharacterError::SearchingTooFast(_))));
}
