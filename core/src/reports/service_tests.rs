use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::*;
use crate::access::{Actor, GameActor};
use crate::live::{LiveEvent, MockLiveBus};
use crate::sessions::{SessionId, SessionKind};
use crate::shared::{CommonPorts, MockClock, MockRateLimiter, Role, UserId};

const PLAYER: GameActor = GameActor::test(1, Role::Resident);
const OTHER: GameActor = GameActor::test(2, Role::Resident);
const ADMIN: Actor = Actor::test(9, Role::Admin);
const GAME_MASTER: Actor = Actor::test(8, Role::GameMaster);

fn at() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH
}

fn session(id: i64) -> ReportableSession {
    ReportableSession {
        id: SessionId(id),
        kind: SessionKind::General,
        title: "Mgły".into(),
        created_at: at(),
    }
}

fn report(status: ReportStatus) -> Report {
    Report {
        id: ReportId(5),
        owner: UserId(1),
        session: session(3),
        text: ReportText::parse(Some(3), "Walka", "", "", "").unwrap().1,
        status,
        created_at: at(),
        updated_at: None,
        admin_comment: Some("Za krótko".into()),
        internal_comment: Some("tylko dla nas".into()),
        reviewed_by_name: Some("Królowa".into()),
        reviewed_at: Some(at()),
    }
}

fn service(reports: MockReportRepository) -> ReportService {
    service_telling(reports, crate::live::tests_support::quiet_bus())
}

fn service_telling(reports: MockReportRepository, live: MockLiveBus) -> ReportService {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(at());
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    ReportService::new(ReportPorts {
        reports: Arc::new(reports),
        notifier: crate::notifications::Notifier::quiet(),
        common: CommonPorts::of(clock, limiter, live),
    })
}

fn form(session: Option<i64>, what: &str) -> ReportForm {
    ReportForm { session, what_happened: what.into(), ..ReportForm::default() }
}

#[tokio::test]
async fn a_report_needs_a_session_and_what_happened_and_only_a_session_one_took_part_in() {
    let mut reports = MockReportRepository::new();
    reports.expect_session_of().returning(|player, id| {
        Ok((player == UserId(1) && id == SessionId(3)).then(|| session(3)))
    });
    reports.expect_add().times(1).returning(|_, _, _, _| Ok(Some(ReportId(5))));
    reports.expect_find().returning(|_| Ok(Some(report(ReportStatus::Pending))));
    let s = service(reports);
    let message =
        |r: Result<Report, ReportError>| r.err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(
        message(s.submit(&PLAYER, &form(None, "Walka")).await),
        "Wybierz sesję i opisz co się wydarzyło!"
    );
    assert_eq!(
        message(s.submit(&PLAYER, &form(Some(3), "  ")).await),
        "Wybierz sesję i opisz co się wydarzyło!"
    );
    assert!(matches!(
        s.submit(&OTHER, &form(Some(3), "Walka")).await,
        Err(ReportError::NotYourSession)
    ));
    let filed = s.submit(&PLAYER, &form(Some(3), "Walka")).await.unwrap();
    assert_eq!(filed.internal_comment, None, "the internal note never reaches the player");
}

#[tokio::test]
async fn the_internal_comment_never_leaves_for_the_owner() {
    let mut reports = MockReportRepository::new();
    reports.expect_of_player().returning(|_, _| Ok(vec![report(ReportStatus::Rejected)]));
    let mine = service(reports).mine(&PLAYER).await.unwrap();
    assert_eq!(mine[0].internal_comment, None);
    assert_eq!(mine[0].admin_comment.as_deref(), Some("Za krótko"));
}

#[tokio::test]
async fn only_the_owner_resubmits_only_a_rejected_report_and_never_to_another_session() {
    let mut reports = MockReportRepository::new();
    reports.expect_find().returning(|_| Ok(Some(report(ReportStatus::Rejected))));
    reports.expect_resubmit().times(1).returning(|_, _, _| Ok(true));
    let s = service(reports);
    assert!(matches!(
        s.resubmit(&OTHER, ReportId(5), &form(Some(3), "x")).await,
        Err(ReportError::NotFound)
    ));
    assert!(matches!(
        s.resubmit(&PLAYER, ReportId(5), &form(Some(4), "x")).await,
        Err(ReportError::SessionFixed)
    ));
    assert!(
        s.resubmit(&PLAYER, ReportId(5), &form(None, "Poprawione")).await.is_ok(),
        "the session stays"
    );

    let mut pending = MockReportRepository::new();
    pending.expect_find().returning(|_| Ok(Some(report(ReportStatus::Pending))));
    pending.expect_resubmit().never();
    let refused = service(pending).resubmit(&PLAYER, ReportId(5), &form(Some(3), "x")).await;
    assert!(matches!(refused, Err(ReportError::NotRejected)));
}

#[tokio::test]
async fn only_admins_review_and_a_rejection_says_why() {
    let mut reports = MockReportRepository::new();
    reports
        .expect_review()
        .withf(|_, r, _| {
            r.status == ReportStatus::Rejected
                && r.admin_comment.as_deref() == Some("Brak szczegółów")
                && r.by == UserId(9)
        })
        .times(1)
        .returning(|_, _, _| Ok(true));
    reports.expect_find().returning(|_| Ok(Some(report(ReportStatus::Rejected))));
    reports.expect_reporting_players().never();
    let s = service(reports);
    assert!(matches!(
        s.review(&GAME_MASTER, ReportId(5), ReportStatus::Accepted, None, None).await,
        Err(ReportError::Forbidden(_))
    ));
    assert!(matches!(
        s.reporting_players(&GAME_MASTER, None, None).await,
        Err(ReportError::Forbidden(_))
    ));
    assert!(matches!(
        s.player_reports(&GAME_MASTER, UserId(1)).await,
        Err(ReportError::Forbidden(_))
    ));
    for blank in ["  ", "\u{200b}\u{200b} \u{2060}"] {
        let message =
            s.review(&ADMIN, ReportId(5), ReportStatus::Rejected, Some(blank), None).await;
        assert_eq!(
            message.err().map(|e| e.to_string()).as_deref(),
            Some("Komentarz jest wymagany przy odrzucaniu zgłoszenia"),
            "{blank:?}"
        );
    }
    assert!(matches!(
        s.review(&ADMIN, ReportId(5), ReportStatus::Pending, None, None).await,
        Err(ReportError::NotADecision)
    ));
    let reviewed = s
        .review(&ADMIN, ReportId(5), ReportStatus::Rejected, Some("Brak szczegółów"), None)
        .await
        .unwrap();
    assert_eq!(
        reviewed.internal_comment.as_deref(),
        Some("tylko dla nas"),
        "admins read the internal note"
    );
}

#[tokio::test]
async fn the_reporting_players_come_a_page_at_a_time_or_the_first_200_when_none_is_named() {
    let mut reports = MockReportRepository::new();
    for (offset, limit) in [(0, 200), (0, 25), (20, 100), (5, 1)] {
        reports
            .expect_reporting_players()
            .withf(move |o, l| (*o, *l) == (offset, limit))
            .times(1)
            .returning(|_, _| Ok(crate::backoffice::Page { rows: Vec::new(), total: 7 }));
    }
    let s = service(reports);
    for (start, end) in [(None, None), (None, Some(25)), (Some(20), Some(5000)), (Some(5), Some(5))]
    {
        assert_eq!(s.reporting_players(&ADMIN, start, end).await.unwrap().total, 7);
    }
}

#[tokio::test]
async fn one_players_reports_come_with_the_players_counts() {
    let counts = ReportingPlayer {
        id: UserId(1),
        name: Some("Ilvar".into()),
        pending: 0,
        accepted: 0,
        rejected: 1,
        total: 1,
        last_report_at: Some(at()),
    };
    let mut reports = MockReportRepository::new();
    let answer = counts.clone();
    reports
        .expect_reporting_player()
        .withf(|player| *player == UserId(1))
        .returning(move |_| Ok(Some(answer.clone())));
    reports
        .expect_of_player()
        .withf(|player, limit| *player == UserId(1) && *limit == MAX_REPORTS_LISTED)
        .returning(|_, _| Ok(vec![report(ReportStatus::Rejected)]));
    let found = service(reports).player_reports(&ADMIN, UserId(1)).await.unwrap();
    assert_eq!(found.player, Some(counts));
    assert_eq!(found.reports.len(), 1);
    assert_eq!(found.reports[0].internal_comment.as_deref(), Some("tylko dla nas"));
}

#[tokio::test]
async fn a_decision_is_told_to_the_authors_socket_and_a_refused_one_to_nobody() {
    let mut reports = MockReportRepository::new();
    reports.expect_review().returning(|_, _, _| Ok(true));
    reports.expect_find().returning(|_| Ok(Some(report(ReportStatus::Accepted))));
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|event| *event == LiveEvent::ReportReviewed { user: UserId(1), report: ReportId(5) })
        .times(1)
        .returning(|_| ());
    let s = service_telling(reports, live);
    assert!(s.review(&ADMIN, ReportId(5), ReportStatus::Rejected, None, None).await.is_err());
    assert!(s.review(&GAME_MASTER, ReportId(5), ReportStatus::Accepted, None, None).await.is_err());
    s.review(&ADMIN, ReportId(5), ReportStatus::Accepted, None, None).await.unwrap();
}
