use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::*;
use crate::access::GameActor;
use crate::characters::{CharacterService, MockCharacterRepository};
use crate::shared::{
    CommonPorts, DomainError, Guarded, Guards, Held, MockClock, MockGuards, MockHtmlSanitizer,
    Role, open_guards,
};
use crate::uploads::{
    CleanImage, ImageFormat, MockImageCleaner, MockImageStore, MockUploadLedger, UploadPorts,
    UploadService,
};

const RESIDENT: GameActor = GameActor::test(1, Role::Resident);
const GAME_MASTER: GameActor = GameActor::test(2, Role::GameMaster);
const ADMIN: GameActor = GameActor::test(3, Role::Admin);
const READER: GameActor = GameActor::test(1, Role::Resident);

fn clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(at());
    clock
}

/// Uploads that store exactly `covers` images.
fn uploads(covers: usize) -> Arc<UploadService> {
    let mut cleaner = MockImageCleaner::new();
    cleaner
        .expect_clean()
        .times(covers)
        .returning(|_, _| Ok(CleanImage { bytes: b"okladka".to_vec(), format: ImageFormat::Png }));
    let mut store = MockImageStore::new();
    store.expect_put().times(covers).returning(|_, _| Ok(()));
    let mut ledger = MockUploadLedger::new();
    ledger.expect_bytes_of().returning(|_| Ok(0));
    ledger.expect_record_within().returning(|_, _| Ok(true));
    Arc::new(UploadService::new(UploadPorts {
        cleaner: Arc::new(cleaner),
        store: Arc::new(store),
        ledger: Arc::new(ledger),
        characters: Arc::new(CharacterService::for_tests(
            MockCharacterRepository::new(),
            MockHtmlSanitizer::new(),
            CommonPorts::unlimited(clock()),
        )),
        common: CommonPorts::unlimited(clock()),
    }))
}

fn at() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH
}

fn entry(collection: Collection, id: i64) -> Entry {
    Entry {
        id: EntryId(id),
        collection,
        title: "Tytuł".into(),
        body: "<p>Opis</p>".into(),
        image: None,
        created_at: at(),
        updated_at: None,
    }
}

fn beast(id: i64) -> Beast {
    Beast {
        id: BeastId(id),
        title: "Wilkołak zdziczały".into(),
        description: "<p>Wyje</p>".into(),
        category: Some(CategoryId(1)),
        category_title: Some("Las".into()),
        created_at: at(),
    }
}

/// A service over `lore` that sanitizes nothing away, never slows anyone and stores `covers`
/// cover images; unless `lore` says otherwise, its pages hold no text yet.
fn service_storing(lore: MockLoreRepository, covers: usize) -> LoreService {
    service_guarded(lore, covers, open_guards())
}

fn service_guarded(
    mut lore: MockLoreRepository,
    covers: usize,
    guards: Arc<dyn Guards>,
) -> LoreService {
    lore.expect_entries_text_chars().returning(|_, _| Ok(0));
    lore.expect_beasts_text_chars().returning(|_| Ok(0));
    let mut sanitizer = MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(|html| html.to_owned());
    LoreService::new(LorePorts {
        lore: Arc::new(lore),
        sanitizer: Arc::new(sanitizer),
        uploads: uploads(covers),
        guards,
        common: CommonPorts::unlimited(clock()),
    })
}

fn service(lore: MockLoreRepository) -> LoreService {
    service_storing(lore, 0)
}

/// A store that accepts every write.
fn open_store() -> MockLoreRepository {
    let mut lore = MockLoreRepository::new();
    lore.expect_count_entries().returning(|_| Ok(0));
    lore.expect_count_beasts().returning(|| Ok(0));
    lore.expect_count_categories().returning(|| Ok(0));
    lore.expect_add_entry().returning(|_, _, _| Ok(EntryId(1)));
    lore.expect_update_entry().returning(|_, _, _, _| Ok(true));
    lore.expect_delete_entry().returning(|_, _| Ok(true));
    lore.expect_entry().returning(|c, id| Ok(Some(entry(c, id.0))));
    lore.expect_category().returning(|id| {
        Ok(Some(Category { id, title: "Las".into(), description: None, created_at: at() }))
    });
    lore.expect_add_category().returning(|_, _| Ok(CategoryId(1)));
    lore.expect_update_category().returning(|_, _| Ok(true));
    lore.expect_delete_category().returning(|_| Ok(true));
    lore.expect_add_beast().returning(|_, _, _| Ok(BeastId(1)));
    lore.expect_update_beast().returning(|_, _, _| Ok(true));
    lore.expect_delete_beast().returning(|_| Ok(true));
    lore.expect_beast().returning(|id| Ok(Some(beast(id.0))));
    lore
}

fn forbidden<T: std::fmt::Debug>(result: Result<T, LoreError>) -> bool {
    matches!(result, Err(LoreError::Forbidden(_)))
}

#[tokio::test]
async fn only_admins_write_entries_and_game_masters_may_keep_the_bestiary() {
    let s = service(open_store());
    let html = "<p>Opis</p>";
    for collection in Collection::ALL {
        assert!(forbidden(s.add_entry(&RESIDENT, collection, "T", html, Cover::Keep).await));
        assert!(forbidden(s.add_entry(&GAME_MASTER, collection, "T", html, Cover::Keep).await));
        assert!(
            s.add_entry(&ADMIN, collection, "T", html, Cover::Keep).await.is_ok(),
            "{collection:?}"
        );
        assert!(forbidden(
            s.update_entry(&GAME_MASTER, collection, EntryId(1), "T", html, Cover::Keep).await
        ));
        assert!(forbidden(s.delete_entry(&RESIDENT, collection, EntryId(1)).await));
    }
    for actor in [GAME_MASTER, ADMIN] {
        assert!(s.add_category(&actor, "Las", None).await.is_ok());
        assert!(s.add_beast(&actor, "Wilk", html, Some(1)).await.is_ok());
        assert!(s.update_beast(&actor, BeastId(1), "Wilk", html, Some(1)).await.is_ok());
        assert!(s.delete_beast(&actor, BeastId(1)).await.is_ok());
        assert!(s.delete_category(&actor, CategoryId(1)).await.is_ok());
    }
    assert!(forbidden(s.add_category(&RESIDENT, "Las", None).await));
    assert!(forbidden(s.add_beast(&RESIDENT, "Wilk", html, Some(1)).await));
    assert!(forbidden(s.delete_category(&RESIDENT, CategoryId(1)).await));
}

#[tokio::test]
async fn each_collection_refuses_empty_text_in_its_own_words() {
    let s = service(open_store());
    let message = |r: Result<Entry, LoreError>| r.err().map(|e| e.to_string());
    let empty = "<p> </p>";
    assert_eq!(
        message(s.add_entry(&ADMIN, Collection::Werewolves, "Wilk", empty, Cover::Keep).await)
            .as_deref(),
        Some("Tytuł i opis nie mogą być puste!")
    );
    assert_eq!(
        message(s.add_entry(&ADMIN, Collection::Law, " ", "<p>x</p>", Cover::Keep).await)
            .as_deref(),
        Some("Tytuł i opis są wymagane!")
    );
    assert_eq!(
        message(s.add_entry(&ADMIN, Collection::Infos, "Miasto", "", Cover::Keep).await).as_deref(),
        Some("Tytuł i treść są wymagane")
    );
    let cover = Cover::New(b"obraz".to_vec());
    assert!(matches!(
        s.add_entry(&ADMIN, Collection::Npc, "NPC", "<p>x</p>", cover).await,
        Err(LoreError::NoCoverHere)
    ));
}

#[tokio::test]
async fn a_cover_is_stored_only_for_an_admin_whose_entry_holds() {
    // Two refusals store nothing (the upload service fails a test on any image) …
    let s = service_storing(open_store(), 0);
    let cover = || Cover::New(b"obraz".to_vec());
    let refused = s.add_entry(&RESIDENT, Collection::Vampires, "Ród", "<p>x</p>", cover()).await;
    assert!(forbidden(refused));
    let empty = s.add_entry(&ADMIN, Collection::Vampires, "", "<p>x</p>", cover()).await;
    assert!(matches!(empty, Err(LoreError::Required(_))));
    // … and the one that holds is stored under its content's name.
    let mut lore = MockLoreRepository::new();
    lore.expect_count_entries().returning(|_| Ok(0));
    lore.expect_add_entry()
        .withf(
            |form, _, _| matches!(&form.image, CoverChange::Set(p) if p.starts_with("/uploads/")),
        )
        .times(1)
        .returning(|_, _, _| Ok(EntryId(4)));
    lore.expect_entry().returning(|c, id| Ok(Some(entry(c, id.0))));
    let s = service_storing(lore, 1);
    assert!(s.add_entry(&ADMIN, Collection::Vampires, "Ród", "<p>x</p>", cover()).await.is_ok());
}

#[tokio::test]
async fn a_beast_needs_a_title_a_description_and_a_real_category() {
    let mut lore = MockLoreRepository::new();
    lore.expect_category().returning(|id| {
        Ok((id == CategoryId(1)).then(|| Category {
            id,
            title: "Las".into(),
            description: None,
            created_at: at(),
        }))
    });
    lore.expect_count_beasts().returning(|| Ok(0));
    lore.expect_add_beast().never();
    let s = service(lore);
    let message = |r: Result<Beast, LoreError>| r.err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(
        message(s.add_beast(&ADMIN, "", "<p>x</p>", Some(1)).await),
        "Tytuł nie może być pusty!"
    );
    assert_eq!(
        message(s.add_beast(&ADMIN, "Wilk", "", Some(1)).await),
        "Opis bestii nie może być pusty!"
    );
    assert_eq!(
        message(s.add_beast(&ADMIN, "Wilk", "<p>x</p>", None).await),
        "Proszę wybrać kategorię dla bestii!"
    );
    assert_eq!(
        message(s.add_beast(&ADMIN, "Wilk", "<p>x</p>", Some(9)).await),
        "Nie znaleziono kategorii."
    );
    // A title that hides characters or turns the text after it around is refused.
    for hidden in ["Wil\u{202e}k", "Wil\u{0}k", "Wil\u{200b}k"] {
        assert_eq!(
            message(s.add_beast(&ADMIN, hidden, "<p>x</p>", Some(1)).await),
            "Tytuł zawiera niewidoczne albo niedozwolone znaki."
        );
    }
}

#[test]
fn an_entry_title_is_kept_as_people_see_it() {
    let form = EntryForm::parse(
        Collection::Vampires,
        "  Ród   Nocy ",
        "<p>x</p>".into(),
        CoverChange::Keep,
    );
    assert_eq!(form.unwrap().title, "Ród Nocy");
    let hidden =
        EntryForm::parse(Collection::Vampires, "Ród\u{202e}", "<p>x</p>".into(), CoverChange::Keep);
    assert!(matches!(hidden, Err(LoreError::TitleCharacters)));
}

#[tokio::test]
async fn every_write_checked_against_a_cap_is_checked_and_written_in_its_turn() {
    let mut guards = MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == Guarded::Lore)
        .times(5)
        .returning(|_| Ok(Held::new(())));
    let s = service_guarded(open_store(), 0, Arc::new(guards));
    s.add_entry(&ADMIN, Collection::Vampires, "Ród", "<p>x</p>", Cover::Keep).await.unwrap();
    s.update_entry(&ADMIN, Collection::Vampires, EntryId(1), "Ród", "<p>y</p>", Cover::Keep)
        .await
        .unwrap();
    s.add_category(&ADMIN, "Las", None).await.unwrap();
    s.add_beast(&ADMIN, "Wilk", "<p>x</p>", Some(1)).await.unwrap();
    s.update_beast(&ADMIN, BeastId(1), "Wilk", "<p>y</p>", Some(1)).await.unwrap();
}

#[tokio::test]
async fn a_full_page_takes_no_more_entries() {
    let mut lore = MockLoreRepository::new();
    lore.expect_count_entries().returning(|_| Ok(MAX_ENTRIES));
    lore.expect_add_entry().never();
    let s = service(lore);
    let full = s.add_entry(&ADMIN, Collection::Cults, "Kult", "<p>x</p>", Cover::Keep).await;
    assert!(matches!(full, Err(LoreError::Full)), "{full:?}");
}

#[tokio::test]
async fn a_search_is_folded_bounded_and_answered_with_snippets() {
    let mut lore = MockLoreRepository::new();
    lore.expect_search()
        .withf(|query, scope, limit| {
            query.terms == ["wilkolak"] && *scope == SearchScope::Bestiary && *limit == 5
        })
        .returning(|_, _, _| {
            Ok(vec![IndexHit {
                kind: HitKind::Beast,
                id: 7,
                title: "Wilkołak zdziczały".into(),
                plain: "Dawniej człowiek, dziś Wilkołak bez pamięci.".into(),
            }])
        });
    let s = service(lore);
    let hits = s.search(&READER, "WILKOLAK", SearchScope::Bestiary, Some(5)).await.unwrap();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].snippet, "Dawniej człowiek, dziś Wilkołak bez pamięci.");
    let nothing = s.search(&READER, "w", SearchScope::Everything, None).await.unwrap();
    assert!(nothing.is_empty(), "one letter asks the store nothing");
}

#[tokio::test]
async fn the_seed_is_written_only_when_the_store_says_the_database_is_new() {
    let seed = LoreSeed {
        entries: vec![(
            Collection::Rules,
            SeedText { title: "Wiek".into(), html: "<p>Od 18 lat.</p>".into() },
        )],
        bestiary: vec![SeedCategory {
            title: "Las".into(),
            description: String::new(),
            beasts: vec![SeedText { title: "Wilk".into(), html: "<p>Szary.</p>".into() }],
        }],
    };
    let mut fresh = open_store();
    fresh.expect_claim_seed().times(1).returning(|_| Ok(true));
    assert!(service(fresh).seed_if_fresh(&seed).await.unwrap());

    let mut lived_in = MockLoreRepository::new();
    lived_in.expect_claim_seed().returning(|_| Ok(false));
    lived_in.expect_add_entry().never();
    lived_in.expect_add_category().never();
    assert!(!service(lived_in).seed_if_fresh(&seed).await.unwrap());
}

#[tokio::test]
async fn a_page_holds_two_million_characters_of_text_in_all() {
    let mut lore = open_store();
    // Law holds 1,999,990 characters besides entry 4 (being changed); the bestiary the same.
    lore.expect_entries_text_chars()
        .withf(|collection, except| {
            *collection == Collection::Law && except.is_none_or(|id| id == EntryId(4))
        })
        .returning(|_, _| Ok(MAX_PAGE_TEXT_CHARS - 10));
    lore.expect_beasts_text_chars().returning(|_| Ok(MAX_PAGE_TEXT_CHARS - 10));
    let s = service(lore);
    let admin = ADMIN;
    let refused =
        s.add_entry(&admin, Collection::Law, "Prawo", "<p>Za długie.</p>", Cover::Keep).await;
    let refused = refused.unwrap_err();
    assert_eq!(refused.code(), "lore_text_full");
    assert_eq!(refused.kind(), crate::shared::ErrorKind::Conflict);
    assert!(refused.to_string().starts_with("Na tej stronie jest już tyle tekstu"), "{refused}");
    let refused = s
        .update_entry(
            &admin,
            Collection::Law,
            EntryId(4),
            "Prawo",
            "<p>Za długie.</p>",
            Cover::Keep,
        )
        .await;
    assert_eq!(refused.unwrap_err().code(), "lore_text_full");
    let actor = ADMIN;
    let refused = s.add_beast(&actor, "Wij", "<p>Za długi opis.</p>", Some(1)).await;
    assert_eq!(refused.unwrap_err().code(), "lore_text_full");
    let refused = s.update_beast(&actor, BeastId(3), "Wij", "<p>Za długi opis.</p>", Some(1)).await;
    assert_eq!(refused.unwrap_err().code(), "lore_text_full");
    // A category's description is on the bestiary's page too (its own old text aside).
    let long = Some("<p>Za długi opis kategorii.</p>");
    let refused = s.add_category(&actor, "Bagna", long).await;
    assert_eq!(refused.unwrap_err().code(), "lore_text_full");
    let refused = s.update_category(&actor, CategoryId(1), "Las", long).await;
    assert_eq!(refused.unwrap_err().code(), "lore_text_full");
    assert!(s.update_category(&actor, CategoryId(1), "Las", Some("<p>x</p>")).await.is_ok());
}
