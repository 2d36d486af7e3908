use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};

use super::*;
use crate::characters::{CharacterId, MockCharacterRepository, Slot};
use crate::shared::{
    CommonPorts, DomainError, Guarded, Held, MockClock, MockGuards, MockHtmlSanitizer, Role,
};

const ADMIN: Actor = Actor::test(3, Role::Admin);
const GAME_MASTER: Actor = Actor::test(4, Role::GameMaster);
const OWNER: Actor = Actor::test(1, Role::Resident);
const OTHER: Actor = Actor::test(2, Role::Resident);

/// User 1 has a main character (10, with two achievements) and a secondary one (11); every
/// write is kept in `writes`.
fn service(writes: Arc<Mutex<Vec<CharacterChange>>>) -> CharacterService {
    let sample = |id: i64, slot: Slot| {
        let mut c = Character::sample(id, UserId(1), slot);
        c.achievements = "Pogromczyni ghuli\nPrzeżyła Krwawą Noc".into();
        c.informacja = "Sekret".into();
        c
    };
    let mut repo = MockCharacterRepository::new();
    repo.expect_find_main()
        .returning(move |user| Ok((user == UserId(1)).then(|| sample(10, Slot::Main))));
    repo.expect_find().returning(move |id| {
        Ok(match id.0 {
            10 => Some(sample(10, Slot::Main)),
            11 => Some(sample(11, Slot::Secondary(1))),
            _ => None,
        })
    });
    repo.expect_list_for_user().returning(move |user| {
        Ok(if user == UserId(1) {
            vec![sample(10, Slot::Main), sample(11, Slot::Secondary(1))]
        } else {
            Vec::new()
        })
    });
    repo.expect_update().returning(move |_, change| {
        writes.lock().unwrap().push(change);
        Ok(true)
    });
    let mut clock = MockClock::new();
    clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
    CharacterService::for_tests(repo, MockHtmlSanitizer::new(), CommonPorts::unlimited(clock))
}

fn code<T>(result: Result<T, CharacterError>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(e) => e.code(),
    }
}

#[tokio::test]
async fn only_admins_curate_and_owners_read_their_own_hidden_information() {
    let writes = Arc::new(Mutex::new(Vec::new()));
    let s = service(writes.clone());
    for actor in [GAME_MASTER, OWNER, OTHER] {
        assert_eq!(code(s.rename_main(&actor, Some(1), "Nowa").await), "forbidden");
        assert_eq!(code(s.set_stats(&actor, Some(1), [Some(5); 6]).await), "forbidden");
        let main = CurationTarget::Main(Some(1));
        assert_eq!(code(s.add_achievement(&actor, main, "x").await), "forbidden");
        assert_eq!(code(s.set_informacja(&actor, UserId(1), "x").await), "forbidden");
    }
    assert!(writes.lock().unwrap().is_empty());
    assert_eq!(s.informacja(&OWNER, UserId(1)).await.unwrap(), "Sekret");
    assert_eq!(s.informacja(&ADMIN, UserId(1)).await.unwrap(), "Sekret");
    assert_eq!(code(s.informacja(&OTHER, UserId(1)).await), "forbidden");
    assert_eq!(code(s.stats(&OTHER, Some(1)).await), "forbidden");
}

#[tokio::test]
async fn forms_missing_an_id_or_a_text_get_the_spec_words() {
    let s = service(Arc::new(Mutex::new(Vec::new())));
    let text = |r: Result<Replaced<String>, CharacterError>| r.unwrap_err().to_string();
    assert_eq!(text(s.rename_main(&ADMIN, None, "Nowa").await), "Podaj ID gracza i nowy nick");
    assert_eq!(text(s.rename_main(&ADMIN, Some(1), "  ").await), "Podaj ID gracza i nowy nick");
    let direct = SecondaryRef::Character(None);
    assert_eq!(
        text(s.rename_secondary(&ADMIN, direct, "Nowa").await),
        "Podaj ID postaci pobocznej"
    );
    assert_eq!(
        text(s.add_achievement(&ADMIN, CurationTarget::Secondary(None), "Zwycięzca").await),
        "Wybierz postać i podaj osiągnięcie"
    );
    for blank in [" ", "\u{200b}\u{200b}"] {
        assert_eq!(
            text(s.add_achievement(&ADMIN, CurationTarget::Main(Some(1)), blank).await),
            "Podaj ID gracza i osiągnięcie"
        );
    }
    assert_eq!(
        s.secondaries_for_curation(&ADMIN, Some(2)).await.unwrap_err().to_string(),
        "Ten użytkownik nie ma postaci pobocznych"
    );
    assert_eq!(
        code(s.set_stats(&ADMIN, Some(1), [Some(10_000), None, None, None, None, None]).await),
        "stat_range"
    );
}

#[tokio::test]
async fn a_secondary_renamed_through_an_account_must_be_that_accounts() {
    let writes = Arc::new(Mutex::new(Vec::new()));
    let s = service(writes.clone());
    let foreign = SecondaryRef::OfUser { user: Some(2), character: Some(11) };
    assert_eq!(code(s.rename_secondary(&ADMIN, foreign, "Cień").await), "character_not_found");
    let main_by_id = SecondaryRef::Character(Some(10));
    assert_eq!(code(s.rename_secondary(&ADMIN, main_by_id, "Cień").await), "character_not_found");
    assert!(writes.lock().unwrap().is_empty());
    let own = SecondaryRef::OfUser { user: Some(1), character: Some(11) };
    let renamed = s.rename_secondary(&ADMIN, own, " Cień ").await.unwrap();
    assert_eq!((renamed.before.as_str(), renamed.after.as_str()), ("Morwena", "Cień"));
}

#[tokio::test]
async fn an_added_achievement_is_a_new_line_and_stats_keep_what_is_not_sent() {
    let writes = Arc::new(Mutex::new(Vec::new()));
    let mut s = service(writes.clone());
    // Appended in the character's own turn: two admins adding at once keep both lines.
    let mut guards = MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == Guarded::Achievements(CharacterId(11)))
        .times(1)
        .returning(|_| Ok(Held::new(())));
    s.ports.guards = Arc::new(guards);
    let secondary = CurationTarget::Secondary(Some(11));
    s.add_achievement(&ADMIN, secondary, "  Zwycięzca areny ").await.unwrap();
    let changed = s.set_stats(&ADMIN, Some(1), [Some(7), None, None, None, None, Some(3)]).await;
    assert_eq!(changed.unwrap().after, Stats { strength: 7, endurance: 3, ..Stats::default() });
    let writes = writes.lock().unwrap();
    assert_eq!(
        writes[0],
        CharacterChange::Achievements(
            "Pogromczyni ghuli\nPrzeżyła Krwawą Noc\nZwycięzca areny".into()
        )
    );
}
