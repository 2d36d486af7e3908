use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::GameActor;
use crate::characters::{Character, MockCharacterRepository, Slot};
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::{CommonPorts, MockClock, MockHtmlSanitizer, MockRateLimiter, Role, UserId};

const MORWENA: UserId = UserId(2);
const ILVAR: UserId = UserId(3);
const STRANGER: UserId = UserId(9);
const TALK: ConversationId = ConversationId(40);

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn actor(id: UserId) -> GameActor {
    GameActor::test(id.0, Role::Resident)
}

fn talk(seen_at: Option<DateTime<Utc>>) -> Conversation {
    Conversation {
        id: TALK,
        subject: "Nocna wizyta".into(),
        created_at: now() - Duration::hours(2),
        last_activity: now() - Duration::hours(1),
        seen_at,
        other_user: ILVAR,
        other_name: Some("Ilvar".into()),
        other_left: false,
    }
}

fn character(user: UserId) -> Character {
    Character::sample(user.0 * 10, user, Slot::Main)
}

struct Fixture {
    conversations: MockConversationRepository,
    characters: MockCharacterRepository,
    live: MockLiveBus,
}

impl Fixture {
    /// Morwena and Ilvar share TALK; the stranger is in nothing. Only Ilvar and Morwena have
    /// characters; user 5 exists without one.
    fn new() -> Self {
        let mut conversations = MockConversationRepository::new();
        conversations
            .expect_find()
            .returning(|id, member| Ok((id == TALK && member == MORWENA).then(|| talk(None))));
        let mut characters = MockCharacterRepository::new();
        characters.expect_find_main().returning(|user| {
            Ok([MORWENA, ILVAR, STRANGER].contains(&user).then(|| character(user)))
        });
        characters
            .expect_owner_role()
            .returning(|user| Ok((user == UserId(5)).then_some(Role::Resident)));
        Fixture { conversations, characters, live: MockLiveBus::new() }
    }

    fn service(self) -> ConversationService {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut sanitizer = MockHtmlSanitizer::new();
        sanitizer.expect_clean().returning(|html| html.replace("<script>x</script>", ""));
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        limiter.expect_check().returning(|_, _, _| Ok(()));
        ConversationService::new(ConversationPorts {
            conversations: Arc::new(self.conversations),
            characters: Arc::new(self.characters),
            sanitizer: Arc::new(sanitizer),
            notifier: crate::notifications::Notifier::quiet(),
            common: CommonPorts::of(clock, limiter, self.live),
        })
    }
}

#[tokio::test]
async fn an_outsider_learns_nothing_whatever_they_try() {
    let mut f = Fixture::new();
    f.conversations.expect_messages().never();
    f.conversations.expect_post().never();
    f.conversations.expect_mark_seen().never();
    f.conversations.expect_leave().returning(|_, member, _| Ok(member != STRANGER));
    let s = f.service();
    let stranger = actor(STRANGER);
    let window = MessageWindow::new(None, None);
    assert!(matches!(s.get(&stranger, TALK).await, Err(ConversationError::NotFound)));
    assert!(matches!(s.messages(&stranger, TALK, window).await, Err(ConversationError::NotFound)));
    assert!(matches!(
        s.send(&stranger, TALK, "<p>Hej</p>").await,
        Err(ConversationError::NotFound)
    ));
    assert!(matches!(s.mark_seen(&stranger, TALK, None).await, Err(ConversationError::NotFound)));
    assert!(matches!(s.delete(&stranger, TALK).await, Err(ConversationError::NotFound)));
    assert!(matches!(s.list(&stranger, MORWENA).await, Err(ConversationError::ForeignList)));
}

#[tokio::test]
async fn a_first_message_needs_a_real_other_player_with_a_character_a_subject_and_a_body() {
    let mut f = Fixture::new();
    f.conversations.expect_start().never();
    let s = f.service();
    let me = actor(MORWENA);
    let cases = [
        (MORWENA, "Temat", "<p>Hej</p>", "message_to_self"),
        (UserId(77), "Temat", "<p>Hej</p>", "user_not_found"),
        (UserId(5), "Temat", "<p>Hej</p>", "receiver_without_character"),
        (ILVAR, "   ", "<p>Hej</p>", "subject_and_body_required"),
        (ILVAR, "Temat", "<p> </p><script>x</script>", "subject_and_body_required"),
    ];
    for (to, subject, body, code) in cases {
        let refused = s.start(&me, to, subject, body).await.unwrap_err();
        assert_eq!(crate::shared::DomainError::code(&refused), code);
    }
    // A player without a character cannot start one.
    let mut f = Fixture::new();
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find_main().returning(|_| Ok(None));
    let refused = f.service().start(&actor(UserId(5)), ILVAR, "Temat", "<p>Hej</p>").await;
    assert!(matches!(refused, Err(ConversationError::NoCharacter)));
    // Nor answer in one they had started before resetting their character.
    let mut f = Fixture::new();
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find_main().returning(|_| Ok(None));
    f.conversations.expect_post().never();
    let refused = f.service().send(&actor(MORWENA), TALK, "<p>Hej</p>").await.unwrap_err();
    assert_eq!(refused.to_string(), "Najpierw stwórz postać.");
}

#[tokio::test]
async fn a_first_message_is_sanitized_and_the_receiver_is_told() {
    let mut f = Fixture::new();
    f.conversations
        .expect_start()
        .withf(|c| {
            c.starter == MORWENA
                && c.receiver == ILVAR
                && c.subject.as_str() == "Nocna wizyta"
                && c.body == "<p>Hej</p>"
        })
        .returning(|_| Ok(Started { id: TALK, existing: true, message: PrivateMessageId(1) }));
    f.live
        .expect_publish()
        .withf(|e| {
            *e == LiveEvent::ConversationActivity {
                conversation: TALK,
                at: now(),
                users: vec![ILVAR],
            }
        })
        .times(1)
        .returning(|_| ());
    f.live
        .expect_publish()
        .withf(|e| *e == LiveEvent::Changed(PolledList::ConversationsOf(vec![MORWENA, ILVAR])))
        .times(1)
        .returning(|_| ());
    let started = f
        .service()
        .start(&actor(MORWENA), ILVAR, " Nocna wizyta ", "<p>Hej</p><script>x</script>")
        .await
        .unwrap();
    assert!(started.existing);
}

#[tokio::test]
async fn a_seen_marker_never_goes_back_nor_ahead_of_now() {
    let mut f = Fixture::new();
    f.conversations = MockConversationRepository::new();
    let seen = now() - Duration::minutes(30);
    f.conversations.expect_find().returning(move |_, _| Ok(Some(talk(Some(seen)))));
    f.conversations
        .expect_mark_seen()
        .withf(|_, _, at| *at == now())
        .times(1)
        .returning(|_, _, _| Ok(()));
    // Only the reader's list changed, and only when the marker moved.
    f.live
        .expect_publish()
        .withf(|e| *e == LiveEvent::Changed(PolledList::ConversationsOf(vec![MORWENA])))
        .times(1)
        .returning(|_| ());
    let s = f.service();
    let me = actor(MORWENA);
    assert_eq!(s.mark_seen(&me, TALK, Some(seen - Duration::hours(1))).await.unwrap(), seen);
    assert_eq!(s.mark_seen(&me, TALK, Some(now() + Duration::days(1))).await.unwrap(), now());
}

#[test]
fn unread_until_seen_after_the_last_message() {
    assert!(talk(None).unread());
    assert!(talk(Some(now() - Duration::hours(2))).unread());
    assert!(!talk(Some(now() - Duration::hours(1))).unread());
}
