use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::Actor;
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::{CommonPorts, DomainError, MockClock, MockRateLimiter, Role, UserId};

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn service(announcements: MockAnnouncementRepository, live: MockLiveBus) -> AnnouncementService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    AnnouncementService::new(AnnouncementPorts {
        announcements: Arc::new(announcements),
        common: CommonPorts::of(clock, limiter, live),
    })
}

#[tokio::test]
async fn only_admins_send_and_see_who_read_and_everyone_hears_of_it_at_once() {
    let mut repo = MockAnnouncementRepository::new();
    repo.expect_add()
        .withf(|m| m.title == "Mróz" && m.author == UserId(1) && m.at == now())
        .times(1)
        .returning(|_| Ok(GlobalMessageId(7)));
    repo.expect_page().never();
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::GlobalMessage { id: GlobalMessageId(7) })
        .times(1)
        .returning(|_| ());
    let s = service(repo, live);
    for role in [Role::Resident, Role::GameMaster] {
        let someone = Actor::test(2, role);
        assert!(matches!(
            s.send(&someone, "Mróz", "Zimno.").await,
            Err(AnnouncementError::Forbidden(_))
        ));
        assert!(matches!(
            s.page(&someone, Rows::new(None, None)).await,
            Err(AnnouncementError::Forbidden(_))
        ));
    }
    assert_eq!(
        s.send(&Actor::test(1, Role::Admin), " Mróz ", "Zimno.").await.unwrap(),
        GlobalMessageId(7)
    );
}

#[tokio::test]
async fn closing_one_not_sent_to_the_player_is_not_found() {
    let mut repo = MockAnnouncementRepository::new();
    repo.expect_mark_read().returning(|id, _, _| Ok(id == GlobalMessageId(1)));
    // Closing one changes the player's unread list (its polls must not be told "not modified");
    // a refused one changes nothing.
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::Changed(PolledList::UnreadAnnouncements(UserId(5))))
        .times(1)
        .returning(|_| ());
    let s = service(repo, live);
    let me = Actor::test(5, Role::Resident);
    assert!(s.mark_read(&me, GlobalMessageId(1)).await.is_ok());
    let refused = s.mark_read(&me, GlobalMessageId(2)).await.unwrap_err();
    assert_eq!(refused.code(), "announcement_not_found");
}

#[test]
fn rows_are_capped() {
    assert_eq!(Rows::new(Some(10), Some(20)), Rows { offset: 10, limit: 10 });
    assert_eq!(Rows::new(None, Some(100_000)).limit, crate::backoffice::MAX_PAGE_ROWS);
}
