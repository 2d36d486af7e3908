use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::{Actor, GameGate, MockGameBlocks};
use crate::live::{LiveEvent, MockLiveBus};
use crate::shared::{CommonPorts, DomainError, MockClock, MockRateLimiter, Role, UserId};
use crate::tavern::{MockTavernRepository, RoomId};

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

/// A gate that admits nobody from storage (these tests never ask it).
fn gate() -> Arc<GameGate> {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    Arc::new(GameGate::new(Arc::new(MockGameBlocks::new()), Arc::new(clock)))
}

fn service(prison: MockPrisonRepository, live: MockLiveBus) -> ModerationService {
    service_with_tavern(prison, MockTavernRepository::new(), live)
}

fn service_with_tavern(
    prison: MockPrisonRepository,
    tavern: MockTavernRepository,
    live: MockLiveBus,
) -> ModerationService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    ModerationService::new(ModerationPorts {
        prison: Arc::new(prison),
        resident_messages: Arc::new(MockResidentMessageRepository::new()),
        deletion: Arc::new(MockAccountDeletion::new()),
        tavern: Arc::new(tavern),
        sanitizer: Arc::new(crate::shared::MockHtmlSanitizer::new()),
        gate: gate(),
        common: CommonPorts::of(clock, MockRateLimiter::new(), live),
        guards: crate::shared::open_guards(),
    })
}

#[tokio::test]
async fn an_admin_imprisons_for_whole_days_and_the_prisoner_loses_their_sockets() {
    let mut prison = MockPrisonRepository::new();
    prison
        .expect_imprison()
        .withf(|user, release, by, at| {
            *user == UserId(5)
                && *release == now() + Duration::days(3)
                && *by == UserId(1)
                && *at == now()
        })
        .times(1)
        .returning(|_, _, _, _| Ok(true));
    // The prisoner was sitting in the tavern's second room: taken out, and the room told.
    let mut tavern = MockTavernRepository::new();
    tavern
        .expect_leave()
        .withf(|user| *user == UserId(5))
        .times(1)
        .returning(|_| Ok(Some(RoomId(2))));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::AccessRevoked { user: UserId(5) })
        .times(1)
        .returning(|_| ());
    live.expect_publish()
        .withf(|e| *e == LiveEvent::TavernPresence { room: RoomId(2) })
        .times(1)
        .returning(|_| ());
    let release = service_with_tavern(prison, tavern, live)
        .imprison(&Actor::test(1, Role::Admin), Some(5), Some(3))
        .await
        .unwrap();
    assert_eq!(release, now() + Duration::days(3));
}

#[tokio::test]
async fn only_admins_imprison_and_the_input_must_make_sense() {
    let mut prison = MockPrisonRepository::new();
    prison.expect_imprison().returning(|user, _, _, _| Ok(user == UserId(5)));
    let mut live = MockLiveBus::new();
    live.expect_publish().never();
    let s = service(prison, live);
    for role in [Role::Resident, Role::GameMaster] {
        let refused = s.imprison(&Actor::test(2, role), Some(5), Some(3)).await.unwrap_err();
        assert_eq!(refused.code(), "forbidden");
    }
    let admin = Actor::test(1, Role::Admin);
    for (user, days, code) in [
        (None, Some(3), "user_required"),
        (Some(0), Some(3), "user_required"),
        (Some(5), None, "days_invalid"),
        (Some(5), Some(0), "days_invalid"),
        (Some(5), Some(MAX_PRISON_DAYS + 1), "days_invalid"),
        (Some(1), Some(3), "imprison_yourself"),
        (Some(77), Some(3), "user_not_found"),
    ] {
        assert_eq!(
            s.imprison(&admin, user, days).await.unwrap_err().code(),
            code,
            "{user:?} {days:?}"
        );
    }
}

#[tokio::test]
async fn an_admin_releases_others_but_not_themselves() {
    let mut prison = MockPrisonRepository::new();
    prison.expect_release().withf(|user, _| *user == UserId(5)).times(1).returning(|_, _| Ok(true));
    let s = service(prison, MockLiveBus::new());
    let admin = Actor::test(1, Role::Admin);
    let refused = s.release(&admin, Some(1)).await.unwrap_err();
    assert_eq!(refused.code(), "release_yourself");
    assert_eq!(
        refused.to_string(),
        "Nie możesz sam siebie wypuścić z więzienia — poproś innego administratora."
    );
    assert!(s.release(&admin, Some(5)).await.is_ok());
}

#[tokio::test]
async fn only_admins_keep_resident_messages_and_a_message_needs_a_title_and_content() {
    let mut repo = MockResidentMessageRepository::new();
    repo.expect_add().never();
    repo.expect_count().returning(|| Ok(0));
    let mut sanitizer = crate::shared::MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(|html| html.replace("<script>x</script>", ""));
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let s = ModerationService::new(ModerationPorts {
        prison: Arc::new(MockPrisonRepository::new()),
        resident_messages: Arc::new(repo),
        deletion: Arc::new(MockAccountDeletion::new()),
        tavern: Arc::new(MockTavernRepository::new()),
        sanitizer: Arc::new(sanitizer),
        gate: gate(),
        common: CommonPorts::of(clock, MockRateLimiter::new(), MockLiveBus::new()),
        guards: crate::shared::open_guards(),
    });
    for role in [Role::Resident, Role::GameMaster] {
        let refused = s.add_resident_message(&Actor::test(2, role), "Przerwa", "<p>x</p>").await;
        assert_eq!(refused.unwrap_err().code(), "forbidden");
    }
    let admin = Actor::test(1, Role::Admin);
    let empty = s.add_resident_message(&admin, "Przerwa", "<p><script>x</script></p>").await;
    assert_eq!(empty.unwrap_err().to_string(), "Tytuł i treść komunikatu nie mogą być puste");
}

fn message(id: i64, active: bool) -> ResidentMessage {
    ResidentMessage {
        id: ResidentMessageId(id),
        title: "Przerwa".into(),
        content: "<p>Wracamy wieczorem.</p>".into(),
        active,
        created_at: now(),
        updated_at: now(),
    }
}

fn messages_service(repo: MockResidentMessageRepository, live: MockLiveBus) -> ModerationService {
    guarded_messages_service(repo, live, crate::shared::open_guards())
}

fn guarded_messages_service(
    repo: MockResidentMessageRepository,
    live: MockLiveBus,
    guards: Arc<dyn crate::shared::Guards>,
) -> ModerationService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let mut sanitizer = crate::shared::MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(str::to_owned);
    ModerationService::new(ModerationPorts {
        prison: Arc::new(MockPrisonRepository::new()),
        resident_messages: Arc::new(repo),
        deletion: Arc::new(MockAccountDeletion::new()),
        tavern: Arc::new(MockTavernRepository::new()),
        sanitizer: Arc::new(sanitizer),
        gate: gate(),
        common: CommonPorts::of(clock, MockRateLimiter::new(), live),
        guards,
    })
}

#[tokio::test]
async fn the_active_message_is_read_once_until_the_block_changes() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let reads = Arc::new(AtomicUsize::new(0));
    let counted = reads.clone();
    let mut repo = MockResidentMessageRepository::new();
    repo.expect_active().returning(move || {
        counted.fetch_add(1, Ordering::SeqCst);
        Ok(Some(message(3, true)))
    });
    let s = messages_service(repo, MockLiveBus::new());
    for _ in 0..3 {
        assert_eq!(s.active_resident_message().await.unwrap(), Some(message(3, true)));
    }
    assert_eq!(reads.load(Ordering::SeqCst), 1, "every client's check after the first is kept");
    // The bus's GameBlockChanged (a toggle, a removal, an edit of the active one) forgets it.
    s.remembered().forget(LiveEvent::GameBlockChanged.forgets().unwrap());
    assert!(s.active_resident_message().await.unwrap().is_some());
    assert_eq!(reads.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn editing_the_active_message_announces_it_and_an_inactive_one_does_not() {
    let mut repo = MockResidentMessageRepository::new();
    repo.expect_update().returning(|id, _, _| Ok(Some(message(id.0, id.0 == 1))));
    let mut live = MockLiveBus::new();
    live.expect_publish().withf(|e| *e == LiveEvent::GameBlockChanged).times(1).returning(|_| ());
    let s = messages_service(repo, live);
    let admin = Actor::test(1, Role::Admin);
    s.update_resident_message(&admin, ResidentMessageId(1), "Przerwa", "<p>Do jutra.</p>")
        .await
        .unwrap();
    s.update_resident_message(&admin, ResidentMessageId(2), "Przerwa", "<p>Do jutra.</p>")
        .await
        .unwrap();
}

#[tokio::test]
async fn the_hundredth_message_is_the_last_one_counted_in_its_turn() {
    let mut repo = MockResidentMessageRepository::new();
    repo.expect_count().returning(|| Ok(u64::from(MAX_RESIDENT_MESSAGES)));
    repo.expect_add().never();
    let mut guards = crate::shared::MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == crate::shared::Guarded::ResidentMessages)
        .times(1)
        .returning(|_| Ok(crate::shared::Held::new(())));
    let s = guarded_messages_service(repo, MockLiveBus::new(), Arc::new(guards));
    let full = s.add_resident_message(&Actor::test(1, Role::Admin), "Przerwa", "<p>x</p>").await;
    assert!(matches!(full, Err(ModerationError::TooManyMessages)), "{full:?}");
}
