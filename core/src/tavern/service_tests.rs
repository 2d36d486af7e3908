use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::{Actor, GameActor};
use crate::characters::{Character, CharacterId, CharacterName, MockCharacterRepository, Slot};
use crate::live::{LiveEvent, MockLiveBus};
use crate::sessions::{CharacterChoice, CharacterType, SessionCharacter};
use crate::shared::{
    CommonPorts, DomainError, ErrorKind, Guarded, Guards, Held, MockClock, MockGuards,
    MockHtmlSanitizer, MockRateLimiter, RateLimited, Role, UserId, open_guards,
};

const PLAYER: UserId = UserId(2);
const ADMIN: UserId = UserId(4);
const HALL: RoomId = RoomId(1);
const CELLAR: RoomId = RoomId(2);

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn actor(id: UserId) -> GameActor {
    GameActor::test(id.0, if id == ADMIN { Role::Admin } else { Role::Resident })
}

fn morwena() -> SessionCharacter {
    SessionCharacter {
        kind: CharacterType::Main,
        id: Some(CharacterId(20)),
        name: "Morwena".into(),
        avatar: None,
    }
}

fn inside(room: Option<RoomId>) -> Presence {
    Presence { user: PLAYER, room, character: morwena(), entered_at: now() }
}

fn posted(message: &NewTavernMessage) -> TavernMessage {
    TavernMessage {
        id: TavernMessageId(99),
        room: message.room,
        author: message.author,
        author_name: "Morwena".into(),
        character: message.character.clone(),
        body: message.body.clone(),
        created_at: message.at,
    }
}

struct Fixture {
    tavern: MockTavernRepository,
    characters: MockCharacterRepository,
    limiter: MockRateLimiter,
    live: MockLiveBus,
    guards: Arc<dyn Guards>,
    notifier: crate::notifications::Notifier,
}

/// The player's characters: their main one, Morwena (20).
fn players_characters() -> MockCharacterRepository {
    let mut characters = MockCharacterRepository::new();
    let main = || Character::sample(20, PLAYER, Slot::Main);
    characters.expect_find().returning(move |id| Ok((id == CharacterId(20)).then(main)));
    characters.expect_find_main().returning(move |user| Ok((user == PLAYER).then(main)));
    characters
}

impl Fixture {
    /// The player is inside `room` (or outside with `None` presence).
    fn with(presence: Option<Presence>) -> Self {
        let mut tavern = MockTavernRepository::new();
        tavern.expect_presence().returning(move |_| Ok(presence.clone()));
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        Fixture {
            tavern,
            characters: players_characters(),
            limiter,
            live: MockLiveBus::new(),
            guards: open_guards(),
            notifier: crate::notifications::Notifier::quiet(),
        }
    }

    fn service(self) -> TavernService {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut sanitizer = MockHtmlSanitizer::new();
        sanitizer.expect_clean().returning(|html| html.replace("<script>x</script>", ""));
        TavernService::new(TavernPorts {
            tavern: Arc::new(self.tavern),
            characters: Arc::new(self.characters),
            sanitizer: Arc::new(sanitizer),
            common: CommonPorts::of(clock, self.limiter, self.live),
            guards: self.guards,
            notifier: self.notifier,
        })
    }
}

#[tokio::test]
async fn a_message_goes_to_the_room_one_is_in_and_is_announced_by_its_id() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.tavern
        .expect_post()
        .withf(|m| m.room == HALL && m.character.name == "Morwena" && m.body == "<p>Wina!</p>")
        .returning(|m| Ok(posted(&m)));
    f.live
        .expect_publish()
        .withf(|e| *e == LiveEvent::TavernMessage { room: HALL, message: TavernMessageId(99) })
        .times(1)
        .returning(|_| ());
    let s = f.service();
    let message = s.post(&actor(PLAYER), Some(HALL), "<p>Wina!</p>", false).await.unwrap();
    assert_eq!(message.id, TavernMessageId(99));
}

#[tokio::test]
async fn a_mention_in_the_tavern_tells_the_named_players_other_than_the_author() {
    use crate::notifications::{
        MentionCandidate, MockNotificationRepository, NotificationKind, Notifier, Place,
    };
    const NAMED: UserId = UserId(3);
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    let mut repo = MockNotificationRepository::new();
    repo.expect_characters_named().returning(|_| {
        Ok(vec![
            MentionCandidate { name: "Łucja".into(), player: NAMED },
            MentionCandidate { name: "Morwena".into(), player: PLAYER },
        ])
    });
    repo.expect_settings_of().returning(|_| Ok(Vec::new()));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::NotificationsChanged { users: vec![NAMED] })
        .times(1)
        .returning(|_| ());
    f.notifier = Notifier::new(Arc::new(repo), Arc::new(live));
    f.tavern.expect_room().returning(|id, _| {
        Ok(Some(Room {
            id,
            name: "Sala kominkowa".into(),
            description: String::new(),
            active_users: 1,
            message_count: 0,
        }))
    });
    f.tavern
        .expect_post()
        .withf(|m| {
            let [notice] = m.notices.items.as_slice() else { return false };
            notice.player == NAMED
                && notice.kind == NotificationKind::Mention
                && notice.character.as_deref() == Some("Łucja")
                && notice.subject == "w karczmie, w sali „Sala kominkowa”"
                && notice.place == Place::Tavern(HALL)
        })
        .times(1)
        .returning(|m| Ok(posted(&m)));
    f.live.expect_publish().returning(|_| ());
    let html = "<p>@łucja, @Morwena — wina!</p>";
    f.service().post(&actor(PLAYER), Some(HALL), html, false).await.unwrap();
}

#[tokio::test]
async fn the_narrator_toggle_speaks_as_the_narrator_for_that_message() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.tavern
        .expect_post()
        .withf(|m| m.character.kind == CharacterType::Narrator && m.character.name == "Narrator")
        .returning(|m| Ok(posted(&m)));
    f.live.expect_publish().returning(|_| ());
    let s = f.service();
    s.post(&actor(PLAYER), Some(HALL), "<p>Zapada noc.</p>", true).await.unwrap();
}

#[tokio::test]
async fn a_message_goes_out_under_the_characters_name_now_or_the_main_one_when_it_is_gone() {
    // Renamed since entering: the new name, which the presence then keeps too.
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find().returning(|_| {
        let mut renamed = Character::sample(20, PLAYER, Slot::Main);
        renamed.name = CharacterName::stored("Morwena Czarna".into());
        Ok(Some(renamed))
    });
    f.tavern
        .expect_set_character()
        .withf(|_, c| c.name == "Morwena Czarna")
        .times(1)
        .returning(|_, _| Ok(true));
    f.tavern
        .expect_post()
        .withf(|m| m.character.name == "Morwena Czarna")
        .returning(|m| Ok(posted(&m)));
    f.live.expect_publish().returning(|_| ());
    f.service().post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", false).await.unwrap();

    // Entered as a secondary character since deleted: the main one.
    let gone = SessionCharacter {
        kind: CharacterType::Secondary,
        id: None,
        name: "Cień".into(),
        avatar: None,
    };
    let mut f = Fixture::with(Some(Presence { character: gone, ..inside(Some(HALL)) }));
    f.tavern.expect_set_character().withf(|_, c| *c == morwena()).returning(|_, _| Ok(true));
    f.tavern.expect_post().withf(|m| m.character == morwena()).returning(|m| Ok(posted(&m)));
    f.live.expect_publish().returning(|_| ());
    f.service().post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", false).await.unwrap();
}

#[tokio::test]
async fn a_player_without_a_character_neither_enters_nor_writes_even_as_the_narrator() {
    let narrator = CharacterChoice::new(CharacterType::Narrator, None).unwrap();
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find().returning(|_| Ok(None));
    f.characters.expect_find_main().returning(|_| Ok(None));
    f.tavern.expect_enter().never();
    f.tavern.expect_set_character().never();
    f.tavern.expect_post().never();
    f.live.expect_publish().never();
    let s = f.service();
    let refused = s.enter(&actor(PLAYER), narrator).await.unwrap_err();
    assert_eq!(
        (refused.code(), refused.to_string().as_str()),
        ("no_character", "Najpierw stwórz postać.")
    );
    assert!(matches!(
        s.change_character(&actor(PLAYER), narrator).await,
        Err(TavernError::NoCharacter)
    ));
    for as_narrator in [false, true] {
        let refused = s.post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", as_narrator).await;
        assert!(matches!(refused, Err(TavernError::NoCharacter)), "{as_narrator}");
    }
}

#[tokio::test]
async fn walking_about_the_tavern_is_slowed_down_with_a_polish_429() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.limiter = MockRateLimiter::new();
    f.limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == TAVERN_MOVE_RATE && key == "2")
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(20) }));
    f.tavern
        .expect_room()
        .returning(|id, _| Ok(rooms(&["Sala", "Piwnica"]).into_iter().find(|r| r.id == id)));
    f.tavern.expect_enter().never();
    f.tavern.expect_move_to().never();
    f.tavern.expect_set_character().never();
    f.live.expect_publish().never();
    let s = f.service();
    let main = CharacterChoice::new(CharacterType::Main, Some(20)).unwrap();
    let refused = s.enter(&actor(PLAYER), main).await.unwrap_err();
    assert_eq!(refused.to_string(), "Za często zmieniasz miejsce w karczmie — odczekaj chwilę.");
    assert!(matches!(refused.kind(), ErrorKind::TooManyRequests(_)));
    assert!(matches!(
        s.enter_room(&actor(PLAYER), CELLAR).await,
        Err(TavernError::MovingTooFast(_))
    ));
    assert!(matches!(
        s.change_character(&actor(PLAYER), main).await,
        Err(TavernError::MovingTooFast(_))
    ));
}

#[tokio::test]
async fn nobody_writes_from_outside_from_no_room_or_into_another_room() {
    let s = Fixture::with(None).service();
    let refused = s.post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", false).await;
    assert!(matches!(refused, Err(TavernError::NotInside)));

    let s = Fixture::with(Some(inside(None))).service();
    let refused = s.post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", false).await;
    assert!(matches!(refused, Err(TavernError::NoRoom)));

    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.tavern.expect_room().returning(|id, _| {
        Ok((id == CELLAR).then(|| Room { id, ..rooms(&["Piwnica"]).remove(0) }))
    });
    let s = f.service();
    let refused = s.post(&actor(PLAYER), Some(CELLAR), "<p>Hej</p>", false).await;
    assert!(matches!(refused, Err(TavernError::OtherRoom)));
    assert_eq!(refused.unwrap_err().kind(), ErrorKind::Conflict);
    // A room that is not there is not found, wherever one is.
    let refused = s.post(&actor(PLAYER), Some(RoomId(999)), "<p>Hej</p>", false).await;
    assert!(matches!(refused, Err(TavernError::RoomNotFound)), "{refused:?}");
}

#[tokio::test]
async fn a_blank_or_script_only_message_is_refused_and_nothing_is_announced() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.live.expect_publish().never();
    let s = f.service();
    for blank in ["", "<p>  </p>", "<p>&nbsp;</p>", "<script>x</script>"] {
        let refused = s.post(&actor(PLAYER), Some(HALL), blank, false).await;
        assert!(matches!(refused, Err(TavernError::EmptyMessage)), "{blank:?}");
    }
    let long = format!("<p>{}</p>", "a".repeat(MAX_TAVERN_MESSAGE_CHARS));
    let refused = s.post(&actor(PLAYER), Some(HALL), &long, false).await;
    assert!(matches!(refused, Err(TavernError::MessageTooLong)));
}

#[tokio::test]
async fn a_flood_of_messages_is_slowed_down_with_a_polish_429() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.limiter = MockRateLimiter::new();
    f.limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == TAVERN_MESSAGE_RATE && key == "2")
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(30) }));
    f.live.expect_publish().never();
    let s = f.service();
    let refused = s.post(&actor(PLAYER), Some(HALL), "<p>Hej</p>", false).await.unwrap_err();
    assert_eq!(refused.to_string(), "Piszesz za szybko — odczekaj chwilę.");
    assert!(matches!(refused.kind(), ErrorKind::TooManyRequests(_)));
}

#[tokio::test]
async fn typing_is_announced_only_from_inside_the_room_and_at_most_every_two_seconds() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.limiter = MockRateLimiter::new();
    let mut first = true;
    f.limiter.expect_hit().returning(move |rule, _, _| {
        assert_eq!(rule, TYPING_RATE);
        if std::mem::take(&mut first) {
            Ok(())
        } else {
            Err(RateLimited { retry_after: std::time::Duration::from_secs(2) })
        }
    });
    f.live
        .expect_publish()
        .withf(|e| {
            *e == LiveEvent::TavernTyping { room: HALL, user: PLAYER, name: "Morwena".into() }
        })
        .times(1)
        .returning(|_| ());
    let s = f.service();
    s.typing(&actor(PLAYER), HALL).await.unwrap();
    s.typing(&actor(PLAYER), HALL).await.unwrap();
    // From another room: nothing, and no error either.
    s.typing(&actor(PLAYER), CELLAR).await.unwrap();
}

#[tokio::test]
async fn only_admins_keep_the_events_board() {
    let mut f = Fixture::with(None);
    f.tavern.expect_add_event().times(1).returning(|event, by, at| {
        Ok(TavernEvent {
            id: TavernEventId(1),
            title: event.title,
            description: event.description,
            date: event.date,
            time: event.time,
            created_by: by,
            created_at: at,
        })
    });
    f.tavern.expect_delete_event().returning(|id| Ok(id == TavernEventId(1)));
    let s = f.service();
    let event = NewTavernEvent::parse("Turniej", "", "2026-12-01", "18:00").unwrap();
    let refused = s.add_event(&actor(PLAYER), || Ok(event.clone())).await;
    assert!(matches!(refused, Err(TavernError::Forbidden(_))));
    // A player learns nothing of the form's rules: a broken event is refused as forbidden too.
    let broken = || NewTavernEvent::parse("", "", "jutro", "");
    assert!(matches!(s.add_event(&actor(PLAYER), broken).await, Err(TavernError::Forbidden(_))));
    assert!(s.add_event(&actor(ADMIN), || Ok(event)).await.is_ok());
    // A day gone by would never show on the board: refused, not "added".
    let past = NewTavernEvent::parse("Turniej", "", "2000-01-01", "").unwrap();
    assert!(matches!(s.add_event(&actor(ADMIN), || Ok(past)).await, Err(TavernError::EventInPast)));
    let refused = s.delete_event(&actor(PLAYER), TavernEventId(1)).await;
    assert!(matches!(refused, Err(TavernError::Forbidden(_))));
    assert!(s.delete_event(&actor(ADMIN), TavernEventId(1)).await.is_ok());
    let missing = s.delete_event(&actor(ADMIN), TavernEventId(5)).await;
    assert!(matches!(missing, Err(TavernError::EventNotFound)));
}

#[tokio::test]
async fn entering_as_someone_elses_character_is_refused() {
    let mut f = Fixture::with(None);
    f.tavern.expect_enter().never();
    let mut characters = MockCharacterRepository::new();
    characters.expect_find().returning(|_| Ok(None));
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let s = TavernService::new(TavernPorts {
        tavern: Arc::new(f.tavern),
        characters: Arc::new(characters),
        sanitizer: Arc::new(MockHtmlSanitizer::new()),
        common: CommonPorts::of(clock, f.limiter, f.live),
        guards: f.guards,
        notifier: f.notifier,
    });
    let choice = CharacterChoice::new(CharacterType::Secondary, Some(77)).unwrap();
    let refused = s.enter(&actor(PLAYER), choice).await;
    assert!(matches!(refused, Err(TavernError::ForeignCharacter)));
}

#[tokio::test]
async fn moving_rooms_updates_the_counts_of_both_rooms() {
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.tavern.expect_room().returning(|id, _| {
        Ok(Some(Room {
            id,
            name: "Sala".into(),
            description: String::new(),
            active_users: 1,
            message_count: 0,
        }))
    });
    f.tavern.expect_move_to().returning(|_, _| Ok(true));
    let mut announced = Vec::new();
    f.live.expect_publish().times(2).returning(move |e| announced.push(e));
    let s = f.service();
    assert_eq!(s.enter_room(&actor(PLAYER), CELLAR).await.unwrap().id, CELLAR);
}

#[tokio::test]
async fn entering_a_room_reads_its_mentions_and_the_bell_hears_of_it() {
    use crate::notifications::{MockNotificationRepository, Notifier, Place};
    let mut f = Fixture::with(Some(inside(Some(HALL))));
    f.tavern.expect_room().returning(|id, _| {
        Ok(Some(Room {
            id,
            name: "Piwnica".into(),
            description: String::new(),
            active_users: 1,
            message_count: 0,
        }))
    });
    f.tavern.expect_move_to().returning(|_, _| Ok(true));
    f.live.expect_publish().returning(|_| ());
    let mut repo = MockNotificationRepository::new();
    repo.expect_mark_place_read()
        .withf(|player, place, at| {
            *player == PLAYER && *place == Place::Tavern(CELLAR) && *at == now()
        })
        .times(1)
        .returning(|_, _, _| Ok(1));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::NotificationsChanged { users: vec![PLAYER] })
        .times(1)
        .returning(|_| ());
    f.notifier = Notifier::new(Arc::new(repo), Arc::new(live));
    f.service().enter_room(&actor(PLAYER), CELLAR).await.unwrap();
}

fn rooms(names: &[&str]) -> Vec<Room> {
    (1..)
        .zip(names)
        .map(|(id, name)| Room {
            id: RoomId(id),
            name: (*name).into(),
            description: String::new(),
            active_users: 0,
            message_count: 0,
        })
        .collect()
}

fn admin() -> Actor {
    Actor::test(ADMIN.0, Role::Admin)
}

#[tokio::test]
async fn only_admins_manage_rooms() {
    let mut f = Fixture::with(None);
    f.tavern.expect_add_room().never();
    f.tavern.expect_delete_room().never();
    let s = f.service();
    let form = RoomForm::parse("Stajnia", "").unwrap();
    for role in [Role::Resident, Role::GameMaster] {
        let someone = Actor::test(PLAYER.0, role);
        assert!(matches!(
            s.add_room(&someone, || Ok(form.clone())).await,
            Err(TavernError::Forbidden(_))
        ));
        assert!(matches!(s.delete_room(&someone, HALL).await, Err(TavernError::Forbidden(_))));
        assert!(matches!(s.admin_rooms(&someone).await, Err(TavernError::Forbidden(_))));
    }
}

#[tokio::test]
async fn a_room_name_is_not_used_twice_whatever_its_case() {
    let mut f = Fixture::with(None);
    f.tavern.expect_rooms().returning(|_| Ok(rooms(&["Główna sala", "Piwnica"])));
    f.tavern.expect_add_room().never();
    f.tavern
        .expect_update_room()
        .withf(|id, form| *id == CELLAR && form.name == "Piwnica")
        .returning(|_, _| Ok(true));
    f.tavern
        .expect_room()
        .returning(|id, _| Ok(rooms(&["Główna sala", "Piwnica"]).into_iter().find(|r| r.id == id)));
    let s = f.service();
    let taken = RoomForm::parse("  GŁÓWNA SALA ", "").unwrap();
    assert!(matches!(
        s.add_room(&admin(), || Ok(taken.clone())).await,
        Err(TavernError::RoomNameTaken)
    ));
    assert!(matches!(
        s.update_room(&admin(), CELLAR, || Ok(taken)).await,
        Err(TavernError::RoomNameTaken)
    ));
    // A room keeps its own name when only its description changes.
    let same = RoomForm::parse("Piwnica", "Beczki.").unwrap();
    assert_eq!(s.update_room(&admin(), CELLAR, || Ok(same)).await.unwrap().id, CELLAR);
}

#[tokio::test]
async fn an_admins_change_to_the_rooms_is_checked_and_written_in_its_turn() {
    let mut f = Fixture::with(None);
    let mut guards = MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == Guarded::TavernRooms)
        .times(3)
        .returning(|_| Ok(Held::new(())));
    f.guards = Arc::new(guards);
    f.tavern.expect_rooms().returning(|_| Ok(rooms(&["Główna sala", "Piwnica"])));
    f.tavern.expect_add_room().returning(|_| Ok(RoomId(3)));
    f.tavern.expect_update_room().returning(|_, _| Ok(true));
    f.tavern.expect_delete_room().returning(|_| Ok(true));
    f.tavern
        .expect_room()
        .returning(|id, _| Ok(rooms(&["Główna sala", "Piwnica"]).pop().map(|r| Room { id, ..r })));
    f.live.expect_publish().returning(|_| ());
    let s = f.service();
    let form = RoomForm::parse("Stajnia", "").unwrap();
    s.add_room(&admin(), || Ok(form.clone())).await.unwrap();
    s.update_room(&admin(), CELLAR, || Ok(form)).await.unwrap();
    s.delete_room(&admin(), CELLAR).await.unwrap();
}

#[tokio::test]
async fn the_tavern_keeps_at_most_fifty_rooms_and_at_least_one() {
    let names: Vec<String> = (1..=MAX_ROOMS).map(|n| format!("Izba {n}")).collect();
    let mut f = Fixture::with(None);
    f.tavern
        .expect_rooms()
        .returning(move |_| Ok(rooms(&names.iter().map(String::as_str).collect::<Vec<_>>())));
    f.tavern.expect_add_room().never();
    let full = f.service();
    let form = RoomForm::parse("Stajnia", "").unwrap();
    let refused = full.add_room(&admin(), || Ok(form)).await;
    assert!(matches!(refused, Err(TavernError::TooManyRooms)));
    assert_eq!(refused.unwrap_err().kind(), ErrorKind::Conflict);

    let mut f = Fixture::with(None);
    f.tavern.expect_rooms().returning(|_| Ok(rooms(&["Główna sala"])));
    f.tavern.expect_delete_room().never();
    let last = f.service();
    assert!(matches!(last.delete_room(&admin(), HALL).await, Err(TavernError::LastRoom)));
    assert!(matches!(last.delete_room(&admin(), CELLAR).await, Err(TavernError::RoomNotFound)));
}
