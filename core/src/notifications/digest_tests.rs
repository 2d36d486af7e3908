use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::accounts::{ClientIp, MockSecretGenerator, TokenHash};
use crate::conversations::ConversationId;
use crate::shared::{CommonPorts, MockClock, MockRateLimiter, UserId};

const READER: UserId = UserId(2);

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn stored(id: i64, subject: &str, count: i64, minutes_ago: i64) -> StoredNotification {
    StoredNotification {
        id: NotificationId(id),
        kind: NotificationKind::Message,
        character: Some("Łucja".into()),
        subject: subject.into(),
        place: Place::Conversation(ConversationId(id)),
        count,
        created_at: now() - Duration::minutes(minutes_ago),
        read_at: None,
    }
}

fn due(digest: Digest, notices: Vec<StoredNotification>, total: u64) -> DueDigest {
    DueDigest { player: READER, email: "lucja@mrok.test".into(), digest, notices, total }
}

fn service(repo: MockNotificationRepository) -> NotificationService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    let mut secrets = MockSecretGenerator::new();
    secrets.expect_one_time_token().returning(|| "tajny".to_owned());
    NotificationService::new(NotificationPorts {
        notifications: Arc::new(repo),
        secrets: Arc::new(secrets),
        digests: DigestSettings {
            times: DigestTimes::default(),
            public_url: "https://mrok.pl/".into(),
        },
        common: CommonPorts {
            clock: Arc::new(clock),
            limiter: Arc::new(limiter),
            live: Arc::new(crate::live::tests_support::quiet_bus()),
            images: Arc::new(crate::shared::ImagesAsTheyAre),
        },
    })
}

#[test]
fn the_digest_lists_its_notices_with_their_characters_and_counts_the_rest() {
    let notices = vec![stored(1, "Noc <i>i</i> mgła", 3, 1), stored(2, "Sprawa", 1, 5)];
    let mail = digest_mail(&due(Digest::Daily, notices, 25), "https://mrok.pl/", "tajny");
    assert_eq!(mail.to, "lucja@mrok.test");
    assert_eq!(mail.subject, "Mrok: 25 nowych powiadomień od Twojej ostatniej wizyty");
    assert!(mail.text.contains("• 3 nowe wiadomości w rozmowie „Noc <i>i</i> mgła” (jako Łucja)\n  https://mrok.pl/home/messages/1"), "{}", mail.text);
    assert!(mail.text.contains("…i jeszcze 23."), "{}", mail.text);
    assert!(mail.text.contains("https://mrok.pl/unsubscribe/tajny"));
    assert!(
        mail.html.contains("Noc &lt;i&gt;i&lt;/i&gt; mgła"),
        "the HTML part escapes: {}",
        mail.html
    );
    assert!(!mail.html.contains("<i>"));
    assert_eq!(
        mail.unsubscribe.as_deref(),
        Some("https://mrok.pl/api/notifications/unsubscribe/tajny")
    );
    let one = digest_mail(
        &due(Digest::Daily, vec![stored(1, "Sprawa", 1, 1)], 1),
        "https://mrok.pl",
        "t",
    );
    assert_eq!(one.subject, "Mrok: 1 nowe powiadomienie od Twojej ostatniej wizyty");
    assert!(!one.text.contains("jeszcze"));
}

#[tokio::test]
async fn a_round_claims_each_players_period_and_carries_the_notices_up_to_the_newest_listed() {
    let queued: Arc<Mutex<Vec<QueuedDigest>>> = Arc::default();
    let mut repo = MockNotificationRepository::new();
    repo.expect_due_digests().returning(|wanted| {
        assert_eq!(wanted.away_before, now() - Duration::minutes(15));
        assert_eq!(
            (wanted.hourly_before, wanted.daily_before),
            (now() - Duration::hours(1), now() - Duration::days(1))
        );
        assert_eq!((wanted.players, wanted.items), (DIGESTS_PER_ROUND, MAX_DIGEST_ITEMS));
        Ok(vec![
            due(Digest::Hourly, vec![stored(1, "A", 1, 2), stored(2, "B", 1, 9)], 2),
            DueDigest { player: UserId(3), ..due(Digest::Daily, vec![stored(3, "C", 1, 4)], 1) },
        ])
    });
    let seen = queued.clone();
    // The second player's period was claimed by another server a moment before.
    repo.expect_queue_digest().returning(move |digest, at| {
        assert_eq!(at, now());
        seen.lock().unwrap().push(digest.clone());
        Ok(digest.player == READER)
    });
    assert_eq!(service(repo).send_digests().await.unwrap(), 1);
    let queued = queued.lock().unwrap();
    assert_eq!(queued.len(), 2);
    assert_eq!(queued[0].last_before, now() - Duration::hours(1), "hourly");
    assert_eq!(queued[1].last_before, now() - Duration::days(1), "daily");
    assert_eq!(queued[0].upto, now() - Duration::minutes(2), "the newest listed");
    assert_eq!(queued[0].unsubscribe, TokenHash::of("tajny"), "only the hash is kept");
    assert!(queued[0].mail.text.contains("https://mrok.pl/unsubscribe/tajny"));
}

#[tokio::test]
async fn an_unsubscribe_link_turns_every_kinds_email_off_once() {
    let saved: Arc<Mutex<Vec<NotificationSettings>>> = Arc::default();
    let mut repo = MockNotificationRepository::new();
    repo.expect_take_unsubscribe_link()
        .returning(|hash| Ok((*hash == TokenHash::of("dobry")).then_some(READER)));
    let mine = NotificationSettings { digest: Digest::Hourly, ..NotificationSettings::default() };
    repo.expect_settings_of().returning(move |_| Ok(vec![(READER, mine.clone())]));
    let keep = saved.clone();
    repo.expect_save_settings().returning(move |player, settings, _| {
        assert_eq!(player, READER);
        keep.lock().unwrap().push(settings.clone());
        Ok(())
    });
    let service = service(repo);
    let ip = ClientIp("203.0.113.9".into());
    assert!(matches!(
        service.unsubscribe("zly", &ip).await,
        Err(NotificationError::BadUnsubscribeLink)
    ));
    service.unsubscribe("dobry", &ip).await.unwrap();
    let saved = saved.lock().unwrap();
    assert_eq!(saved.len(), 1);
    assert!(saved[0].kinds.iter().all(|(_, c)| !c.email), "{:?}", saved[0]);
    assert!(saved[0].kinds.iter().any(|(_, c)| c.in_app), "the site still tells");
    assert_eq!(saved[0].digest, Digest::Hourly, "the digest choice stays");
}
