use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::live::{LiveEvent, MockLiveBus};
use crate::sessions::{SessionId, SessionKind};
use crate::shared::UserId;

const AUTHOR: UserId = UserId(1);
const READER: UserId = UserId(2);
const OTHER: UserId = UserId(3);
const PLACE: Place = Place::Session(SessionKind::General, SessionId(7));

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn notifier(stored: Vec<(UserId, NotificationSettings)>) -> Notifier {
    let mut repo = MockNotificationRepository::new();
    repo.expect_settings_of().returning(move |players| {
        Ok(stored.iter().filter(|(p, _)| players.contains(p)).cloned().collect())
    });
    let mut live = MockLiveBus::new();
    live.expect_publish().returning(|_| ());
    Notifier::new(Arc::new(repo), Arc::new(live))
}

fn post(player: UserId) -> Draft {
    Draft::new(NotificationKind::SessionPost, player, Some("Borys".into()), "Mgły", PLACE)
}

#[tokio::test]
async fn the_author_is_never_told_and_a_mention_beats_the_post_that_carries_it() {
    let mention = Draft::new(
        NotificationKind::Mention,
        READER,
        Some("Łucja".into()),
        "w sesji „Mgły”",
        PLACE,
    );
    let notices = notifier(Vec::new())
        .prepare(AUTHOR, "e1", vec![post(AUTHOR), post(READER), mention, post(OTHER)], now())
        .await
        .unwrap();
    let got: Vec<_> = notices.items.iter().map(|n| (n.player, n.kind)).collect();
    assert_eq!(
        got,
        vec![(READER, NotificationKind::Mention), (OTHER, NotificationKind::SessionPost)]
    );
    assert_eq!(notices.items[0].character.as_deref(), Some("Łucja"));
    assert!(notices.items.iter().all(|n| n.event == "e1" && n.at == now()));
}

#[tokio::test]
async fn settings_decide_the_channels_and_a_kind_with_none_makes_no_notice() {
    let off = Channels { in_app: false, email: false, push: false };
    let mail_only = Channels { in_app: false, email: true, push: false };
    let stored = vec![
        (READER, NotificationSettings::default().with(&[(NotificationKind::SessionPost, off)])),
        (
            OTHER,
            NotificationSettings::default().with(&[(NotificationKind::SessionPost, mail_only)]),
        ),
    ];
    let notices = notifier(stored)
        .prepare(AUTHOR, "e", vec![post(READER), post(OTHER), post(UserId(4))], now())
        .await
        .unwrap();
    let got: Vec<_> = notices.items.iter().map(|n| (n.player, n.in_app, n.email)).collect();
    // The defaults: in the site, and in the daily digest for replies.
    assert_eq!(got, vec![(OTHER, false, true), (UserId(4), true, true)]);
}

#[tokio::test]
async fn posts_of_one_session_share_a_burst_and_a_burst_reads_as_one_notice() {
    let n = notifier(Vec::new());
    let a = n.prepare(AUTHOR, "a", vec![post(READER)], now()).await.unwrap();
    let b = n.prepare(OTHER, "b", vec![post(READER)], now()).await.unwrap();
    assert_eq!(a.items[0].burst_key, b.items[0].burst_key);
    assert_eq!(a.items[0].burst_key.as_deref(), Some("session_post:general_session:7"));
    let other_session =
        Draft { place: Place::Session(SessionKind::General, SessionId(8)), ..post(READER) };
    let c = n.prepare(AUTHOR, "c", vec![other_session], now()).await.unwrap();
    assert_ne!(c.items[0].burst_key, a.items[0].burst_key);
    assert_eq!(NotificationKind::SessionPost.text(10, "Mgły"), "10 nowych wpisów w sesji „Mgły”");
    assert_eq!(NotificationKind::SessionPost.text(3, "Mgły"), "3 nowe wpisy w sesji „Mgły”");
    assert_eq!(NotificationKind::SessionPost.text(1, "Mgły"), "Nowy wpis w sesji „Mgły”");
    // Invites, mentions, reviews and news stand alone.
    let invite = Draft::new(NotificationKind::Invite, READER, None, "Mgły", PLACE);
    assert_eq!(n.prepare(AUTHOR, "d", vec![invite], now()).await.unwrap().items[0].burst_key, None);
}

#[tokio::test]
async fn a_post_reads_its_authors_own_notices_of_the_burst_even_when_nobody_is_told() {
    let n = notifier(Vec::new());
    let alone = n.prepare(READER, "e", vec![post(READER)], now()).await.unwrap();
    assert!(alone.is_empty());
    assert_eq!(alone.author, Some((READER, now())));
    assert_eq!(alone.bursts, vec!["session_post:general_session:7".to_owned()]);
    let invite = Draft::new(NotificationKind::Invite, OTHER, None, "Mgły", PLACE);
    let told = n.prepare(READER, "f", vec![invite], now()).await.unwrap();
    assert_eq!((told.author, told.players()), (None, vec![OTHER]));
}

#[tokio::test]
async fn a_new_rows_notices_take_its_id() {
    let n = notifier(Vec::new());
    let draft =
        Draft::new(NotificationKind::Message, READER, None, "List", Place::NEW_CONVERSATION);
    let notices = n.prepare(AUTHOR, "m", vec![draft], now()).await.unwrap().with_new_id(12);
    assert_eq!(notices.items[0].place.link(), "/home/messages/12");
    assert_eq!(notices.items[0].burst_key.as_deref(), Some("message:conversation:12"));
}

#[tokio::test]
async fn a_mention_in_a_place_the_player_cannot_read_notifies_no_one() {
    let mut repo = MockNotificationRepository::new();
    repo.expect_characters_named().returning(|_| {
        Ok(vec![
            MentionCandidate { name: "Łucja".into(), player: READER },
            MentionCandidate { name: "Borys".into(), player: OTHER },
        ])
    });
    let n = Notifier::new(Arc::new(repo), Arc::new(crate::live::tests_support::quiet_bus()));
    let mentions = n.mentions("<p>@łucja i @Borys</p>", |p| p == READER).await.unwrap();
    assert_eq!(mentions, vec![Mention { player: READER, character: "Łucja".into() }]);
}

#[tokio::test]
async fn announcing_tells_the_players_sockets() {
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::NotificationsChanged { users: vec![READER, OTHER] })
        .times(1)
        .returning(|_| ());
    let mut repo = MockNotificationRepository::new();
    repo.expect_settings_of().returning(|_| Ok(Vec::new()));
    let n = Notifier::new(Arc::new(repo), Arc::new(live));
    let notices = n.prepare(AUTHOR, "e", vec![post(OTHER), post(READER)], now()).await.unwrap();
    n.announce(&notices).await;
    n.announce(&Notices::none()).await;
}

#[test]
fn unknown_kinds_and_digests_are_refused_in_polish() {
    assert!(matches!(NotificationKind::parse("kot"), Err(NotificationError::UnknownKind(_))));
    assert_eq!(
        NotificationKind::parse("kot").unwrap_err().to_string(),
        "Nieznany rodzaj powiadomień: „kot”."
    );
    assert!(Digest::parse("weekly").is_err());
    let defaults = NotificationSettings::default();
    assert_eq!(defaults.digest, Digest::Daily);
    assert!(defaults.channels(NotificationKind::Mention).email);
    assert!(!defaults.channels(NotificationKind::News).email);
    assert!(!defaults.channels(NotificationKind::News).push);
}
