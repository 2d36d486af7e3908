use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};
use mockall::predicate::eq;

use super::*;
use crate::access::GameActor;
use crate::conversations::ConversationId;
use crate::shared::{CommonPorts, MockClock, MockRateLimiter, Role, UserId};

const PLAYER: UserId = UserId(2);
/// A real browser's keys (base64url): a P-256 point and a 16-byte secret.
const P256DH: &str =
    "BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY";
const AUTH: &str = "_ordMnz7uTCmrpBTeUV4Bw";
const FCM: &str = "https://fcm.googleapis.com/fcm/send/dXk1:APA91bH";

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn strict() -> PushRules {
    PushRules { allow_http_loopback: false }
}

fn parse(endpoint: &str) -> Result<PushSubscription, NotificationError> {
    PushSubscription::parse(endpoint, P256DH, AUTH, strict())
}

#[test]
fn endpoints_must_be_https_on_a_public_host() {
    for accepted in [
        FCM,
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
        "https://web.push.apple.com:443/QGuQyavXutnMH",
        "https://93.184.215.14/push/1",
        "https://[2606:4700::1111]/push",
    ] {
        assert!(parse(accepted).is_ok(), "{accepted} is a push service's");
    }
    for refused in [
        "",
        "http://fcm.googleapis.com/fcm/send/x",
        "ftp://fcm.googleapis.com/x",
        "https://127.0.0.1/push",
        "https://10.0.0.7/push",
        "https://169.254.169.254/latest",
        "https://[::1]:8443/push",
        "https://localhost/push",
        "https://intranet/push",
        "https://printer.local/push",
        "https://user:pass@fcm.googleapis.com/x",
        "https://fcm.googleapis.com/a b",
        "https:///nohost",
        &format!("https://fcm.googleapis.com/{}", "x".repeat(MAX_ENDPOINT_CHARS)),
    ] {
        assert!(
            matches!(parse(refused), Err(NotificationError::BadPushEndpoint)),
            "{refused} must be refused"
        );
    }
}

#[test]
fn the_tests_setting_allows_http_on_loopback_only() {
    let rules = PushRules { allow_http_loopback: true };
    assert!(PushSubscription::parse("http://127.0.0.1:4100/push/1", P256DH, AUTH, rules).is_ok());
    assert!(PushSubscription::parse("http://[::1]:4100/push/1", P256DH, AUTH, rules).is_ok());
    for refused in ["http://10.0.0.7/push", "http://fcm.googleapis.com/x"] {
        assert!(PushSubscription::parse(refused, P256DH, AUTH, rules).is_err(), "{refused}");
    }
    assert!(parse("http://127.0.0.1:4100/push/1").is_err(), "not without the setting");
}

#[test]
fn keys_must_be_a_p256_point_and_a_16_byte_secret_padded_or_not() {
    let kept = PushSubscription::parse(FCM, &format!("{P256DH}="), &format!("{AUTH}=="), strict());
    assert_eq!(kept.unwrap().p256dh, P256DH, "stored without padding");
    for (p256dh, auth) in [
        ("", AUTH),
        (P256DH, ""),
        (&P256DH[..40], AUTH),
        (P256DH, "c2hvcnQ"),
        ("not base64 at all!", AUTH),
        // 65 bytes that are not an uncompressed point (first byte 0x05).
        (
            "BbhXrl4bsRw-Ve2q1-Y_-OEx06DiplQjLY1ffwT8NVKeNo1kSvEyDMAVHUxz-BH4Ajr-6e7T94ubXdyRSNm17Vs",
            AUTH,
        ),
    ] {
        assert!(
            matches!(
                PushSubscription::parse(FCM, p256dh, auth, strict()),
                Err(NotificationError::BadPushKeys)
            ),
            "{p256dh} / {auth} must be refused"
        );
    }
}

#[test]
fn retries_back_off_and_give_up() {
    assert_eq!(next_push_after(1, now()), Some(now() + Duration::minutes(1)));
    assert_eq!(next_push_after(2, now()), Some(now() + Duration::minutes(5)));
    assert_eq!(next_push_after(MAX_PUSH_ATTEMPTS, now()), None);
}

fn notice(id: i64, read: bool) -> StoredNotification {
    StoredNotification {
        id: NotificationId(id),
        kind: NotificationKind::Message,
        character: Some("Łucja".into()),
        subject: "Sprawa".into(),
        place: Place::Conversation(ConversationId(7)),
        count: 3,
        created_at: now(),
        read_at: read.then(now),
    }
}

fn queued(id: i64, subscription: i64, read: bool, attempts: u32) -> QueuedPush {
    QueuedPush {
        id,
        target: PushTarget {
            id: PushSubscriptionId(subscription),
            subscription: parse(FCM).unwrap(),
        },
        notice: notice(id * 10, read),
        attempts,
    }
}

fn service(repo: MockPushRepository, sender: MockPushSender) -> PushService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    PushService::new(PushPorts {
        subscriptions: Arc::new(repo),
        sender: Arc::new(sender),
        rules: strict(),
        common: CommonPorts {
            clock: Arc::new(clock),
            limiter: Arc::new(limiter),
            live: Arc::new(crate::live::tests_support::quiet_bus()),
            images: Arc::new(crate::shared::ImagesAsTheyAre),
        },
    })
}

#[tokio::test]
async fn a_round_sends_the_notice_as_it_is_now_and_handles_each_answer() {
    let mut repo = MockPushRepository::new();
    repo.expect_claim_due().with(eq(now()), eq(PUSHES_PER_ROUND)).returning(|_, _| {
        Ok(vec![
            queued(1, 11, false, 0),
            queued(2, 12, true, 0),
            queued(3, 13, false, 0),
            queued(4, 14, false, 1),
            queued(5, 15, false, MAX_PUSH_ATTEMPTS - 1),
            queued(6, 16, false, 0),
        ])
    });
    let finished = Arc::new(Mutex::new(Vec::new()));
    let f = finished.clone();
    repo.expect_finish().returning(move |id| {
        f.lock().unwrap().push(id);
        Ok(())
    });
    repo.expect_remove_subscription()
        .with(eq(PushSubscriptionId(13)))
        .times(1)
        .returning(|_| Ok(()));
    repo.expect_retry()
        .with(eq(4), eq(now() + Duration::minutes(5)))
        .times(1)
        .returning(|_, _| Ok(()));
    let sent = Arc::new(Mutex::new(Vec::new()));
    let s = sent.clone();
    let mut sender = MockPushSender::new();
    sender.expect_send().returning(move |_, message| {
        s.lock().unwrap().push(message.clone());
        match message.tag.as_str() {
            "mrok-notice-10" => PushOutcome::Delivered,
            "mrok-notice-30" => PushOutcome::Gone,
            "mrok-notice-60" => PushOutcome::Rejected("413".into()),
            _ => PushOutcome::Failed("503".into()),
        }
    });

    let report = service(repo, sender).deliver_due().await.unwrap();

    let sent = sent.lock().unwrap();
    assert_eq!(sent.len(), 5, "the read notice is not pushed");
    assert_eq!(
        sent[0],
        PushMessage {
            title: "Mrok · Łucja".into(),
            body: NotificationKind::Message.text(3, "Sprawa"),
            link: "/home/messages/7".into(),
            tag: "mrok-notice-10".into(),
        }
    );
    // Delivered, read, refused for good and given up leave the queue; the retry stays.
    assert_eq!(*finished.lock().unwrap(), vec![1, 2, 5, 6]);
    assert_eq!((report.sent, report.removed, report.skipped, report.failed), (1, 1, 1, 3));
}

#[tokio::test]
async fn subscribing_checks_the_subscription_and_keeps_ten_at_most() {
    let mut repo = MockPushRepository::new();
    repo.expect_subscribe()
        .withf(|player, s, keep, _| {
            *player == PLAYER && s.endpoint == FCM && *keep == MAX_PUSH_SUBSCRIPTIONS
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let push = service(repo, MockPushSender::new());
    let actor = GameActor::test(PLAYER.0, Role::Resident);
    push.subscribe(&actor, &format!(" {FCM} "), P256DH, AUTH).await.unwrap();
    let refused = push.subscribe(&actor, "https://10.1.1.1/x", P256DH, AUTH).await;
    assert!(matches!(refused, Err(NotificationError::BadPushEndpoint)));
}
