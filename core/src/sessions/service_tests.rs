use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::GameActor;
use crate::characters::{Character, CharacterId, MockCharacterRepository, Slot};
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::{
    CommonPorts, DomainError, MockClock, MockHtmlSanitizer, MockRateLimiter, RateLimited, Role,
    UserId,
};

const OWNER: UserId = UserId(1);
const PLAYER: UserId = UserId(2);
const OUTSIDER: UserId = UserId(3);
const ADMIN: UserId = UserId(4);

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn actor(id: UserId) -> GameActor {
    GameActor::test(id.0, if id == ADMIN { Role::Admin } else { Role::Resident })
}

fn participant(user: UserId) -> Participant {
    Participant {
        user,
        name: format!("Postać {}", user.0),
        avatar: None,
        main_character: Some(CharacterId(user.0 * 10)),
        current: None,
    }
}

/// A session owned by [`OWNER`] with [`PLAYER`], as `viewer` sees it.
fn session(kind: SessionKind, closed: bool, viewer: UserId) -> SessionSummary {
    let participants = vec![participant(OWNER), participant(PLAYER)];
    SessionSummary {
        id: SessionId(7),
        kind,
        title: "Mgły nad Mrokiem".into(),
        closed,
        owner: OWNER,
        owner_name: "Postać 1".into(),
        created_at: now() - Duration::hours(2),
        last_activity: now() - Duration::hours(1),
        last_message: None,
        message_count: 45,
        is_participant: participants.iter().any(|p| p.user == viewer),
        seen_at: None,
        participants,
    }
}

fn message(author: UserId) -> SessionMessage {
    SessionMessage {
        id: MessageId(70),
        session: SessionId(7),
        author,
        author_name: "Postać".into(),
        body: "<p>Było ciemno.</p>".into(),
        character: SessionCharacter::narrator(),
        created_at: now(),
        edited_at: None,
    }
}

struct Fixture {
    sessions: MockSessionRepository,
    characters: MockCharacterRepository,
    live: MockLiveBus,
    notifier: crate::notifications::Notifier,
}

impl Fixture {
    /// The repository finds the standard session, closed or not.
    fn with(kind: SessionKind, closed: bool) -> Self {
        let mut sessions = MockSessionRepository::new();
        sessions.expect_find().returning(move |_, viewer| Ok(Some(session(kind, closed, viewer))));
        Fixture::over(sessions)
    }

    /// Any repository; publishing is allowed and not checked.
    fn over(sessions: MockSessionRepository) -> Self {
        let mut live = MockLiveBus::new();
        live.expect_publish().returning(|_| ());
        // Everyone has a main character (its id ten times theirs).
        let mut characters = MockCharacterRepository::new();
        characters
            .expect_find_main()
            .returning(|user| Ok(Some(Character::sample(user.0 * 10, user, Slot::Main))));
        Fixture { sessions, characters, live, notifier: crate::notifications::Notifier::quiet() }
    }

    fn service(self) -> SessionService {
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        self.service_with(limiter)
    }

    fn service_with(self, limiter: MockRateLimiter) -> SessionService {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut sanitizer = MockHtmlSanitizer::new();
        sanitizer.expect_clean().returning(|html| html.replace("<script>", ""));
        SessionService::new(SessionPorts {
            sessions: Arc::new(self.sessions),
            characters: Arc::new(self.characters),
            sanitizer: Arc::new(sanitizer),
            notifier: self.notifier,
            common: CommonPorts::of(clock, limiter, self.live),
        })
    }
}

const GENERAL: SessionKind = SessionKind::General;
const PRIVATE: SessionKind = SessionKind::Private;
const ID: SessionId = SessionId(7);

#[tokio::test]
async fn a_private_session_is_read_by_its_participants_and_admins_only() {
    let s = Fixture::with(PRIVATE, false).service();
    assert!(s.detail(&actor(PLAYER), PRIVATE, ID).await.is_ok());
    assert!(s.detail(&actor(ADMIN), PRIVATE, ID).await.is_ok());
    assert!(matches!(s.detail(&actor(OUTSIDER), PRIVATE, ID).await, Err(SessionError::NotFound)));
    // Nor is it reachable under the general paths.
    assert!(matches!(s.detail(&actor(PLAYER), GENERAL, ID).await, Err(SessionError::NotFound)));
}

#[tokio::test]
async fn anyone_reads_a_general_session_but_only_participants_write() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_post().returning(|m| Ok(message(m.author)));
    let s = f.service();
    assert!(s.detail(&actor(OUTSIDER), GENERAL, ID).await.is_ok());
    let refused = s.post(&actor(OUTSIDER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::WriteForbidden)));
    let refused = s.post(&actor(ADMIN), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::WriteForbidden)));
    assert!(s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await.is_ok());
}

#[tokio::test]
async fn admins_read_private_sessions_without_writing() {
    let s = Fixture::with(PRIVATE, false).service();
    let refused = s.post(&actor(ADMIN), PRIVATE, ID, "<p>Hej</p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::WriteForbidden)));
    let refused = s.set_closed(&actor(ADMIN), PRIVATE, ID, true).await;
    assert!(matches!(refused, Err(SessionError::OwnerOnly)));
}

#[tokio::test]
async fn closed_sessions_and_blank_messages_are_refused() {
    let s = Fixture::with(GENERAL, true).service();
    let refused = s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::Closed)));
    let s = Fixture::with(GENERAL, false).service();
    let refused = s.post(&actor(PLAYER), GENERAL, ID, "<p> </p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::EmptyMessage)));
}

#[tokio::test]
async fn a_close_or_removal_the_storage_sees_at_the_write_refuses_the_message() {
    for refusal in [SessionError::Closed, SessionError::WriteForbidden] {
        let code = refusal.code();
        let mut f = Fixture::with(GENERAL, false);
        f.sessions.expect_post().times(1).return_once(move |_| Err(refusal));
        let s = f.service();
        let refused = s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
        assert_eq!(refused.err().map(|e| e.code()), Some(code));
    }
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_message().returning(|_, _| Ok(Some(message(PLAYER))));
    f.sessions.expect_edit().times(1).return_once(|_| Err(SessionError::Closed));
    let refused = f.service().edit(&actor(PLAYER), GENERAL, ID, MessageId(70), "<p>Tak</p>").await;
    assert!(matches!(refused, Err(SessionError::Closed)));
}

#[tokio::test]
async fn a_post_is_sanitized_and_speaks_as_the_current_character_by_default() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_post()
        .withf(|m| {
            m.body.as_str() == "<p>Hej</p>"
                && m.character.kind == CharacterType::Main
                && m.character.id == Some(CharacterId(20))
                && !m.make_current
                && m.at == now()
        })
        .returning(|m| Ok(message(m.author)));
    let s = f.service();
    assert!(
        s.post(&actor(PLAYER), GENERAL, ID, "<script><p>Hej</p>", Speaker::Current).await.is_ok()
    );
}

#[tokio::test]
async fn the_narrator_toggle_speaks_once_and_a_chosen_character_stays() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_post()
        .withf(|m| m.character.kind == CharacterType::Narrator && !m.make_current)
        .times(1)
        .returning(|m| Ok(message(m.author)));
    f.sessions
        .expect_post()
        .withf(|m| m.character.kind == CharacterType::Secondary && m.make_current)
        .times(1)
        .returning(|m| Ok(message(m.author)));
    f.characters
        .expect_find()
        .returning(|id| Ok(Some(Character::sample(id.0, PLAYER, Slot::Secondary(1)))));
    let s = f.service();
    let me = actor(PLAYER);
    assert!(s.post(&me, GENERAL, ID, "<p>Wiatr</p>", Speaker::NarratorOnce).await.is_ok());
    let chosen = CharacterChoice { kind: CharacterType::Secondary, id: Some(CharacterId(21)) };
    assert!(s.post(&me, GENERAL, ID, "<p>Ja</p>", Speaker::Chosen(chosen)).await.is_ok());
}

#[tokio::test]
async fn a_player_without_a_character_writes_not_even_as_the_narrator() {
    let mut f = Fixture::with(GENERAL, false);
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find_main().returning(|_| Ok(None));
    f.sessions.expect_post().never();
    f.sessions.expect_create().never();
    let s = f.service();
    let me = actor(PLAYER);
    let refused = s.post(&me, GENERAL, ID, "<p>Wiatr</p>", Speaker::NarratorOnce).await;
    assert!(matches!(refused, Err(SessionError::NoCharacter)));
    let chosen = Speaker::Chosen(CharacterChoice::NARRATOR);
    let refused = s.post(&me, GENERAL, ID, "<p>Wiatr</p>", chosen).await;
    assert!(matches!(refused, Err(SessionError::NoCharacter)));
    let form = CreateSession {
        kind: GENERAL,
        title: "Mgły".into(),
        members: vec![],
        character: Some(CharacterChoice::NARRATOR),
        first_message: None,
    };
    let refused = s.create(&me, form).await.unwrap_err();
    assert_eq!(
        (refused.code(), refused.to_string().as_str()),
        ("no_character", "Najpierw stwórz postać.")
    );
}

#[tokio::test]
async fn only_one_s_own_character_of_the_named_type_may_be_chosen() {
    let mut f = Fixture::with(GENERAL, false);
    f.characters.expect_find().returning(|id| {
        let owner = if id.0 == 99 { OUTSIDER } else { PLAYER };
        Ok(Some(Character::sample(id.0, owner, Slot::Secondary(1))))
    });
    let s = f.service();
    let me = actor(PLAYER);
    let foreign = CharacterChoice { kind: CharacterType::Secondary, id: Some(CharacterId(99)) };
    let wrong_type = CharacterChoice { kind: CharacterType::Main, id: Some(CharacterId(21)) };
    for choice in [foreign, wrong_type] {
        let refused = s.change_character(&me, GENERAL, ID, choice).await;
        assert!(matches!(refused, Err(SessionError::ForeignCharacter)));
    }
}

#[tokio::test]
async fn changing_character_is_for_participants_and_the_narrator_is_always_allowed() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_set_character()
        .withf(|_, user, c| *user == PLAYER && c.kind == CharacterType::Narrator)
        .returning(|_, _, _| Ok(()));
    let s = f.service();
    let changed = s.change_character(&actor(PLAYER), GENERAL, ID, CharacterChoice::NARRATOR).await;
    assert_eq!(changed.ok().map(|c| c.name), Some("Narrator".to_owned()));
    let refused =
        s.change_character(&actor(OUTSIDER), GENERAL, ID, CharacterChoice::NARRATOR).await;
    assert!(matches!(refused, Err(SessionError::NotParticipant)));
    let mine = s.my_character(&actor(PLAYER), GENERAL, ID).await;
    assert_eq!(
        mine.ok().map(|c| (c.kind, c.id)),
        Some((CharacterType::Main, Some(CharacterId(20))))
    );
}

#[tokio::test]
async fn only_the_author_edits_a_message_and_only_while_the_session_is_open() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_message().returning(|_, _| Ok(Some(message(PLAYER))));
    f.sessions.expect_edit().returning(|edit| {
        Ok(SessionMessage {
            body: edit.body.into_string(),
            edited_at: Some(edit.at),
            ..message(edit.author)
        })
    });
    let s = f.service();
    let refused = s.edit(&actor(OWNER), GENERAL, ID, MessageId(70), "<p>Nie</p>").await;
    assert!(matches!(refused, Err(SessionError::NotAuthor)));
    let edited = s.edit(&actor(PLAYER), GENERAL, ID, MessageId(70), "<p>Tak</p>").await;
    assert_eq!(edited.ok().and_then(|m| m.edited_at), Some(now()));

    let mut f = Fixture::with(GENERAL, true);
    f.sessions.expect_message().returning(|_, _| Ok(Some(message(PLAYER))));
    let refused = f.service().edit(&actor(PLAYER), GENERAL, ID, MessageId(70), "<p>Tak</p>").await;
    assert!(matches!(refused, Err(SessionError::Closed)));
}

#[tokio::test]
async fn only_the_owner_closes_and_reopens_and_repeating_changes_nothing() {
    let mut f = Fixture::with(PRIVATE, false);
    f.sessions.expect_set_closed().withf(|_, closed| *closed).times(1).returning(|_, _| Ok(()));
    let s = f.service();
    let refused = s.set_closed(&actor(PLAYER), PRIVATE, ID, true).await;
    assert!(matches!(refused, Err(SessionError::OwnerOnly)));
    assert!(s.set_closed(&actor(OWNER), PRIVATE, ID, true).await.is_ok());
    // Reopening an open session stores nothing (times(1) above).
    assert!(s.set_closed(&actor(OWNER), PRIVATE, ID, false).await.is_ok());
}

#[tokio::test]
async fn adding_members_checks_each_rule() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_existing_users()
        .returning(|users| Ok(users.iter().copied().filter(|u| u.0 < 100).collect()));
    let mut stored = mockall::Sequence::new();
    for outcome in [MembersAdded::Added, MembersAdded::AlreadyParticipant, MembersAdded::TooMany] {
        f.sessions
            .expect_add_members()
            .withf(|_, users, most, _, _| users == [OUTSIDER] && *most == MAX_PARTICIPANTS)
            .times(1)
            .in_sequence(&mut stored)
            .returning(move |_, _, _, _, _| Ok(outcome));
    }
    let s = f.service();
    let owner = actor(OWNER);
    let add = |users: Vec<i64>| s.add_members(&owner, GENERAL, ID, users);
    assert!(matches!(add(vec![]).await, Err(SessionError::NoUsersToAdd)));
    assert!(matches!(add(vec![2]).await, Err(SessionError::AlreadyParticipant)));
    assert!(matches!(add(vec![1]).await, Err(SessionError::AlreadyParticipant)));
    assert!(matches!(add(vec![3, 404]).await, Err(SessionError::UserNotFound)));
    assert!(matches!(add((10..70).collect()).await, Err(SessionError::TooManyParticipants)));
    assert!(add(vec![3, 3]).await.is_ok());
    // What storage finds while it holds the session (another tab added meanwhile) is said too.
    assert!(matches!(add(vec![3]).await, Err(SessionError::AlreadyParticipant)));
    assert!(matches!(add(vec![3]).await, Err(SessionError::TooManyParticipants)));
    let refused = s.add_members(&actor(PLAYER), GENERAL, ID, vec![3]).await;
    assert!(matches!(refused, Err(SessionError::OwnerOnly)));
}

#[tokio::test]
async fn the_owner_removes_participants_but_never_themself() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_remove_member().withf(|_, u| *u == PLAYER).returning(|_, _| Ok(()));
    let s = f.service();
    let owner = actor(OWNER);
    assert!(matches!(
        s.remove_member(&owner, GENERAL, ID, OWNER).await,
        Err(SessionError::OwnerStays)
    ));
    assert!(matches!(
        s.remove_member(&owner, GENERAL, ID, OUTSIDER).await,
        Err(SessionError::NotAMember)
    ));
    assert!(matches!(
        s.remove_member(&actor(PLAYER), GENERAL, ID, PLAYER).await,
        Err(SessionError::OwnerOnly)
    ));
    assert!(s.remove_member(&owner, GENERAL, ID, PLAYER).await.is_ok());
}

#[tokio::test]
async fn seen_markers_never_run_ahead_of_now_nor_backwards() {
    let mut sessions = MockSessionRepository::new();
    sessions.expect_find().returning(|_, viewer| {
        Ok(Some(SessionSummary {
            seen_at: Some(now() - Duration::minutes(5)),
            ..session(GENERAL, false, viewer)
        }))
    });
    sessions.expect_mark_seen().withf(|_, _, at| *at == now()).times(1).returning(|_, _, _| Ok(()));
    let s = Fixture::over(sessions).service();
    let me = actor(PLAYER);
    let future = Some(now() + Duration::days(1));
    assert_eq!(s.mark_seen(&me, GENERAL, ID, future).await.ok(), Some(now()));
    let older = Some(now() - Duration::hours(1));
    assert_eq!(s.mark_seen(&me, GENERAL, ID, older).await.ok(), Some(now() - Duration::minutes(5)));
    assert!(matches!(
        s.mark_seen(&actor(OUTSIDER), GENERAL, ID, None).await,
        Err(SessionError::NotParticipant)
    ));
}

#[tokio::test]
async fn creating_ignores_the_owner_and_repeats_and_checks_the_rest() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_existing_users()
        .returning(|users| Ok(users.iter().copied().filter(|u| u.0 < 100).collect()));
    f.sessions
        .expect_create()
        .withf(|new| {
            new.members == [PLAYER, OUTSIDER]
                && new.title.as_str() == "Mgły"
                && new.owner_character.id == Some(CharacterId(10))
                && new.first_message.is_none()
        })
        .returning(|_| Ok(SessionId(8)));
    f.characters
        .expect_find_main()
        .returning(|user| Ok(Some(Character::sample(10, user, Slot::Main))));
    let s = f.service();
    let form = |members: Vec<i64>, title: &str| CreateSession {
        kind: GENERAL,
        title: title.into(),
        members,
        character: None,
        first_message: Some("<p></p>".into()),
    };
    let owner = actor(OWNER);
    assert_eq!(s.create(&owner, form(vec![3, 2, 1, 3], " Mgły ")).await.ok(), Some(SessionId(8)));
    assert!(matches!(
        s.create(&owner, form(vec![2, 404], "Mgły")).await,
        Err(SessionError::UserNotFound)
    ));
    assert!(matches!(s.create(&owner, form(vec![], "  ")).await, Err(SessionError::TitleRequired)));
}

#[tokio::test]
async fn a_page_without_a_number_is_the_last_one() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_messages()
        .withf(|_, window| *window == MessageWindow { offset: 40, limit: 20 })
        .returning(|_, _| Ok(vec![message(OWNER)]));
    let page = PageRequest { page: None, limit: Some(20) };
    let (_, messages) = f.service().messages(&actor(OUTSIDER), GENERAL, ID, page).await.unwrap();
    assert_eq!(messages.len(), 1);
}

#[tokio::test]
async fn a_post_tells_the_other_participants_live_and_not_the_author() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_post().returning(|m| Ok(message(m.author)));
    f.live = MockLiveBus::new();
    f.live
        .expect_publish()
        .withf(|event| {
            *event
                == LiveEvent::SessionActivity {
                    session: ID,
                    kind: GENERAL,
                    at: now(),
                    users: vec![OWNER],
                }
        })
        .times(1)
        .returning(|_| ());
    // Every reader's general list, and both participants' own lists, changed.
    f.live
        .expect_publish()
        .withf(|event| *event == LiveEvent::Changed(PolledList::GeneralSessions))
        .times(1)
        .returning(|_| ());
    f.live
        .expect_publish()
        .withf(|event| match event {
            LiveEvent::Changed(PolledList::SessionsOf(users)) => {
                users.contains(&OWNER) && users.contains(&PLAYER)
            }
            _ => false,
        })
        .times(1)
        .returning(|_| ());
    // And the session's own page.
    f.live
        .expect_publish()
        .withf(|event| *event == LiveEvent::Changed(PolledList::Session(ID)))
        .times(1)
        .returning(|_| ());
    let s = f.service();
    s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await.unwrap();
}

#[tokio::test]
async fn a_refused_post_announces_nothing() {
    let mut f = Fixture::with(GENERAL, true);
    f.live = MockLiveBus::new();
    f.live.expect_publish().never();
    let s = f.service();
    let refused = s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
    assert!(matches!(refused, Err(SessionError::Closed)));
}

#[tokio::test]
async fn a_player_whose_character_was_reset_cannot_rewrite_old_messages() {
    let mut f = Fixture::with(GENERAL, false);
    f.characters = MockCharacterRepository::new();
    f.characters.expect_find_main().returning(|_| Ok(None));
    f.sessions.expect_message().returning(|_, _| Ok(Some(message(PLAYER))));
    f.sessions.expect_edit().never();
    let s = f.service();
    let refused = s.edit(&actor(PLAYER), GENERAL, ID, MessageId(70), "<p>Inaczej</p>").await;
    assert!(matches!(refused, Err(SessionError::NoCharacter)));
}

#[tokio::test]
async fn a_flood_of_posts_and_edits_is_slowed_with_a_429_and_nothing_is_stored() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions.expect_post().never();
    f.sessions.expect_edit().never();
    f.sessions.expect_message().returning(|_, _| Ok(Some(message(PLAYER))));
    let mut limiter = MockRateLimiter::new();
    limiter
        .expect_hit()
        .withf(|rule, key, _| *rule == SESSION_WRITE_RATE && key == PLAYER.0.to_string())
        .returning(|_, _, _| Err(RateLimited { retry_after: std::time::Duration::from_secs(30) }));
    let s = f.service_with(limiter);
    let posted = s.post(&actor(PLAYER), GENERAL, ID, "<p>Hej</p>", Speaker::Current).await;
    let refused = posted.err().map(|e| (e.code(), e.to_string()));
    assert_eq!(refused, Some(("too_fast", "Piszesz za szybko — odczekaj chwilę.".to_owned())));
    let edited = s.edit(&actor(PLAYER), GENERAL, ID, MessageId(1), "<p>Hej</p>").await;
    assert!(matches!(edited, Err(SessionError::TooFast(_))));
}

#[tokio::test]
async fn the_archive_pages_closed_sessions_and_private_ones_only_of_their_participants() {
    let mut sessions = MockSessionRepository::new();
    sessions
        .expect_list_page()
        .withf(|filter, viewer, offset, limit| {
            *filter
                == SessionListFilter {
                    kind: SessionKind::General,
                    closed: true,
                    only_participating: false,
                }
                && (*viewer, *offset, *limit) == (OUTSIDER, 20, SESSIONS_PAGE_SIZE)
        })
        .times(1)
        .returning(|_, viewer, _, _| Ok((vec![session(SessionKind::General, true, viewer)], 21)));
    sessions
        .expect_list_page()
        .withf(|filter, viewer, offset, limit| {
            *filter
                == SessionListFilter {
                    kind: SessionKind::Private,
                    closed: true,
                    only_participating: true,
                }
                && (*viewer, *offset, *limit) == (PLAYER, 0, SESSIONS_PAGE_SIZE)
        })
        .times(2)
        .returning(|_, viewer, _, _| Ok((vec![session(SessionKind::Private, true, viewer)], 1)));
    let s = Fixture::over(sessions).service();

    let second = s.archive_page(&actor(OUTSIDER), SessionKind::General, 2).await.unwrap();
    assert_eq!((second.number, second.total, second.sessions.len()), (2, 21, 1));
    assert!(second.sessions[0].closed && !second.sessions[0].is_participant);
    // Page 0 is read as page 1.
    for number in [0, 1] {
        let own = s.archive_page(&actor(PLAYER), SessionKind::Private, number).await.unwrap();
        assert_eq!((own.number, own.total), (1, 1));
    }
}

#[tokio::test]
async fn the_whole_lists_hold_at_most_the_most_recently_active_500() {
    assert_eq!(MAX_WHOLE_LIST, 500);
    let mut sessions = MockSessionRepository::new();
    sessions
        .expect_list()
        .withf(|filter, _, limit| *limit == MAX_WHOLE_LIST && !filter.closed)
        .times(2)
        .returning(|_, _, _| Ok(vec![]));
    sessions
        .expect_list()
        .withf(|filter, _, limit| *limit == MAX_WHOLE_LIST && filter.closed)
        .times(2)
        .returning(|_, _, _| Ok(vec![]));
    let s = Fixture::over(sessions).service();
    for kind in [SessionKind::General, SessionKind::Private] {
        assert!(s.list(&actor(PLAYER), kind).await.unwrap().is_empty());
        assert!(s.archive(&actor(PLAYER), kind).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_post_hands_the_other_participants_notices_naming_their_character_to_its_write() {
    let mut f = Fixture::with(GENERAL, false);
    f.sessions
        .expect_post()
        .withf(|m| {
            let got: Vec<_> =
                m.notices.items.iter().map(|n| (n.player, n.kind, n.character.clone())).collect();
            got == [(
                OWNER,
                crate::notifications::NotificationKind::SessionPost,
                Some("Postać 1".to_owned()),
            )] && m.notices.items[0].place.link() == "/home/generalSessions/7"
        })
        .times(1)
        .returning(|m| Ok(message(m.author)));
    let s = f.service();
    s.post(&actor(PLAYER), GENERAL, SessionId(7), "<p>Idę.</p>", Speaker::Current).await.unwrap();
}
