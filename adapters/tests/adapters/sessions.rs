use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlCharacters, SqlSessions};
use mrok_core::characters::{CharacterRepository, Slot};
use mrok_core::notifications::Notices;
use mrok_core::sessions::{
    CharacterType, MessageBody, MessageEdit, MessageId, MessageWindow, NewMessage, NewSession,
    SessionCharacter, SessionError, SessionId, SessionKind, SessionListFilter, SessionMessage,
    SessionRepository, SessionTitle,
};
use mrok_core::shared::UserId;

use crate::support::{account, databases, later, new_character, now};

/// A window over every message these tests write.
const ALL: MessageWindow = MessageWindow { offset: 0, limit: 50 };

struct World {
    sessions: SqlSessions,
    characters: SqlCharacters,
    owner: UserId,
    player: UserId,
    outsider: UserId,
}

async fn world(db: &mrok_adapters::sql::Db) -> World {
    let accounts = SqlAccounts::new(db.clone(), MailWakeup::default());
    let characters = SqlCharacters::new(db.clone());
    let mut ids = Vec::new();
    for (email, name) in [("w@mrok.pl", "Morwena"), ("g@mrok.pl", "Ilvar"), ("o@mrok.pl", "Obcy")] {
        let user = account(&accounts, email).await;
        characters.create(new_character(user, Slot::Main, name)).await.unwrap();
        ids.push(user);
    }
    World {
        sessions: SqlSessions::new(db.clone()),
        characters,
        owner: ids[0],
        player: ids[1],
        outsider: ids[2],
    }
}

fn body(text: &str) -> MessageBody {
    MessageBody::from_clean_html(format!("<p>{text}</p>")).unwrap()
}

impl World {
    async fn create(&self, kind: SessionKind, title: &str, minutes: i64) -> SessionId {
        self.sessions
            .create(NewSession {
                kind,
                title: SessionTitle::parse(title).unwrap(),
                owner: self.owner,
                owner_character: SessionCharacter::narrator(),
                members: vec![self.player],
                first_message: Some(body("Początek")),
                at: later(minutes),
                notices: Notices::none(),
            })
            .await
            .unwrap()
    }

    async fn post(&self, session: SessionId, author: UserId, text: &str, minutes: i64) {
        self.try_post(session, author, text, minutes).await.unwrap();
    }

    /// Posts straight to storage, as the service does once its own checks passed.
    async fn try_post(
        &self,
        session: SessionId,
        author: UserId,
        text: &str,
        minutes: i64,
    ) -> Result<SessionMessage, SessionError> {
        let main = self.characters.find_main(author).await.unwrap().unwrap();
        let character = SessionCharacter {
            kind: CharacterType::Main,
            id: Some(main.id),
            name: main.name.as_str().to_owned(),
            avatar: None,
        };
        let message = NewMessage {
            session,
            author,
            body: body(text),
            character,
            make_current: false,
            at: later(minutes),
            notices: Notices::none(),
        };
        self.sessions.post(message).await
    }

    fn edit(&self, session: SessionId, message: MessageId, author: UserId) -> MessageEdit {
        MessageEdit { session, id: message, author, body: body("Poprawione"), at: later(30) }
    }
}

#[tokio::test]
async fn lists_hold_the_last_message_the_viewer_s_marker_and_participants_newest_first() {
    for test in databases().await {
        let w = world(&test.db).await;
        let older = w.create(SessionKind::General, "Starsza", 0).await;
        let newer = w.create(SessionKind::General, "Nowsza", 5).await;
        w.post(older, w.player, "Odpowiedź", 10).await;

        let filter = SessionListFilter {
            kind: SessionKind::General,
            closed: false,
            only_participating: false,
        };
        let seen_by_player = w.sessions.list(filter, w.player, 500).await.unwrap();
        let ids: Vec<SessionId> = seen_by_player.iter().map(|s| s.id).collect();
        assert_eq!(ids, vec![older, newer], "{}", test.db.backend_name());
        let first = &seen_by_player[0];
        assert_eq!((first.owner_name.as_str(), first.message_count), ("Morwena", 2));
        let last = first.last_message.as_ref().unwrap();
        assert_eq!((last.author, last.author_name.as_str()), (w.player, "Ilvar"));
        assert_eq!(
            (last.character_type, last.character_name.as_str()),
            (CharacterType::Main, "Ilvar")
        );
        assert!(first.is_participant);
        assert_eq!((first.seen_at, first.last_activity), (Some(later(10)), later(10)));
        let names: Vec<&str> = first.participants.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, vec!["Morwena", "Ilvar"]);
        // The newer session: the owner's narrator opening, not yet seen by the participant.
        let second = &seen_by_player[1];
        assert_eq!(
            second.last_message.as_ref().map(|l| l.character_name.as_str()),
            Some("Narrator")
        );
        assert_eq!(second.seen_at, None);

        let seen_by_outsider = w.sessions.list(filter, w.outsider, 500).await.unwrap();
        assert!(seen_by_outsider.iter().all(|s| !s.is_participant && s.seen_at.is_none()));
        // A limit keeps the most recently active, with their participants.
        let newest = w.sessions.list(filter, w.player, 1).await.unwrap();
        assert_eq!(newest.iter().map(|s| s.id).collect::<Vec<_>>(), vec![older]);
        assert_eq!(newest[0].participants.len(), 2);
    }
}

#[tokio::test]
async fn a_seen_marker_never_moves_back_whoever_writes_last() {
    for test in databases().await {
        let w = world(&test.db).await;
        let id = w.create(SessionKind::General, "Znaczniki", 0).await;
        let filter = SessionListFilter {
            kind: SessionKind::General,
            closed: false,
            only_participating: true,
        };
        let marker = || async { w.sessions.list(filter, w.player, 500).await.unwrap()[0].seen_at };
        // Two tabs: the later marker written first, the earlier one after it (the service read
        // the old marker in both before either wrote).
        w.sessions.mark_seen(id, w.player, later(30)).await.unwrap();
        w.sessions.mark_seen(id, w.player, later(20)).await.unwrap();
        assert_eq!(marker().await, Some(later(30)), "{}", test.db.backend_name());
        w.sessions.mark_seen(id, w.player, later(40)).await.unwrap();
        assert_eq!(marker().await, Some(later(40)), "{}", test.db.backend_name());
    }
}

#[tokio::test]
async fn a_write_naming_a_row_deleted_meanwhile_says_so() {
    for test in databases().await {
        let w = world(&test.db).await;
        let id = w.create(SessionKind::General, "Znikający", 0).await;
        // The service found the account; it was deleted before the write.
        let gone =
            w.sessions.add_members(id, &[UserId(987_654)], 50, later(1), &Notices::none()).await;
        let error = gone.expect_err(test.db.backend_name());
        assert!(error.is_changed_meanwhile(), "{}: {error}", test.db.backend_name());
    }
}

#[tokio::test]
async fn private_lists_hold_only_the_viewer_s_sessions_and_archives_the_closed_ones() {
    for test in databases().await {
        let w = world(&test.db).await;
        let open = w.create(SessionKind::Private, "Szepty", 0).await;
        let closed = w.create(SessionKind::Private, "Dawne", 1).await;
        w.create(SessionKind::General, "Ogólna", 2).await;
        w.sessions.set_closed(closed, true).await.unwrap();
        let list = |closed: bool| SessionListFilter {
            kind: SessionKind::Private,
            closed,
            only_participating: true,
        };
        let ids = |sessions: Vec<mrok_core::sessions::SessionSummary>| {
            sessions.into_iter().map(|s| s.id).collect::<Vec<_>>()
        };
        assert_eq!(ids(w.sessions.list(list(false), w.player, 500).await.unwrap()), vec![open]);
        assert_eq!(ids(w.sessions.list(list(true), w.owner, 500).await.unwrap()), vec![closed]);
        assert!(w.sessions.list(list(false), w.outsider, 500).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_chosen_character_no_longer_theirs_falls_back_to_the_main_one() {
    for test in databases().await {
        let w = world(&test.db).await;
        let id = w.create(SessionKind::General, "Mgły", 0).await;
        let side =
            w.characters.create(new_character(w.player, Slot::Secondary(1), "Cień")).await.unwrap();
        let chosen = SessionCharacter {
            kind: CharacterType::Secondary,
            id: Some(side.id),
            name: "Cień".into(),
            avatar: None,
        };
        w.sessions.set_character(id, w.player, &chosen).await.unwrap();
        let session = w.sessions.find(id, w.player).await.unwrap().unwrap();
        let current = session.participant(w.player).unwrap().character().unwrap();
        assert_eq!((current.kind, current.name.as_str()), (CharacterType::Secondary, "Cień"));

        w.characters.delete(side.id).await.unwrap();
        let session = w.sessions.find(id, w.player).await.unwrap().unwrap();
        let current = session.participant(w.player).unwrap().character().unwrap();
        assert_eq!((current.kind, current.name.as_str()), (CharacterType::Main, "Ilvar"));
        let owner = session.participant(w.owner).unwrap().character().unwrap();
        assert_eq!(owner.kind, CharacterType::Narrator, "{}", test.db.backend_name());
    }
}

#[tokio::test]
async fn messages_come_by_window_and_edits_keep_their_time() {
    for test in databases().await {
        let w = world(&test.db).await;
        let id = w.create(SessionKind::General, "Mgły", 0).await;
        for n in 1..=4 {
            w.post(id, w.player, &format!("Wpis {n}"), n).await;
        }
        let texts = |messages: Vec<mrok_core::sessions::SessionMessage>| {
            messages.into_iter().map(|m| m.body).collect::<Vec<_>>()
        };
        let window = MessageWindow { offset: 3, limit: 2 };
        assert_eq!(
            texts(w.sessions.messages(id, window).await.unwrap()),
            vec!["<p>Wpis 3</p>", "<p>Wpis 4</p>"]
        );
        assert_eq!(w.sessions.messages(id, ALL).await.unwrap().len(), 5);

        let first = w.sessions.messages(id, ALL).await.unwrap().remove(1);
        let edited = w.sessions.edit(w.edit(id, first.id, w.player)).await.unwrap();
        assert_eq!(
            (edited.body.as_str(), edited.edited_at),
            ("<p>Poprawione</p>", Some(later(30)))
        );
        assert_eq!(edited.created_at, later(1));
        let session = w.sessions.find(id, w.outsider).await.unwrap().unwrap();
        assert_eq!(session.last_activity, later(4), "an edit is not new activity");
        assert!(now() < session.last_activity);
    }
}

#[tokio::test]
async fn a_close_or_a_removal_after_the_service_s_checks_still_keeps_the_message_out() {
    for test in databases().await {
        let w = world(&test.db).await;
        let backend = test.db.backend_name();
        let id = w.create(SessionKind::General, "Mgły", 0).await;
        let mine = w.try_post(id, w.player, "Zanim zamknięto", 1).await.unwrap();

        // The service saw an open session and a participant; then the owner closed it.
        w.sessions.set_closed(id, true).await.unwrap();
        let late = w.try_post(id, w.player, "Za późno", 2).await;
        assert!(matches!(late, Err(SessionError::Closed)), "{backend}: {late:?}");
        let edit = w.sessions.edit(w.edit(id, mine.id, w.player)).await;
        assert!(matches!(edit, Err(SessionError::Closed)), "{backend}: {edit:?}");

        // Reopened, but the player was removed in the meantime.
        w.sessions.set_closed(id, false).await.unwrap();
        w.sessions.remove_member(id, w.player).await.unwrap();
        let removed = w.try_post(id, w.player, "Już nie", 3).await;
        assert!(matches!(removed, Err(SessionError::WriteForbidden)), "{backend}: {removed:?}");
        let edit = w.sessions.edit(w.edit(id, mine.id, w.player)).await;
        assert!(matches!(edit, Err(SessionError::WriteForbidden)), "{backend}: {edit:?}");

        let texts: Vec<String> =
            w.sessions.messages(id, ALL).await.unwrap().into_iter().map(|m| m.body).collect();
        assert_eq!(texts, vec!["<p>Początek</p>", "<p>Zanim zamknięto</p>"], "{backend}");
        let session = w.sessions.find(id, w.owner).await.unwrap().unwrap();
        assert_eq!((session.message_count, session.last_activity), (2, later(1)), "{backend}");
    }
}

#[tokio::test]
async fn storage_refuses_an_edit_of_someone_else_s_or_a_missing_message() {
    for test in databases().await {
        let w = world(&test.db).await;
        let id = w.create(SessionKind::General, "Mgły", 0).await;
        let theirs = w.try_post(id, w.player, "Moje", 1).await.unwrap();
        let foreign = w.sessions.edit(w.edit(id, theirs.id, w.owner)).await;
        assert!(matches!(foreign, Err(SessionError::NotAuthor)), "{foreign:?}");
        let missing = w.sessions.edit(w.edit(id, MessageId(theirs.id.0 + 100), w.player)).await;
        assert!(matches!(missing, Err(SessionError::MessageNotFound)), "{missing:?}");
        let gone = w.try_post(SessionId(id.0 + 100), w.player, "Nigdzie", 2).await;
        assert!(matches!(gone, Err(SessionError::NotFound)), "{gone:?}");
    }
}

#[tokio::test]
async fn posts_racing_a_close_are_either_stored_and_answered_or_refused_and_absent() {
    for test in databases().await {
        let w = std::sync::Arc::new(world(&test.db).await);
        let id = w.create(SessionKind::General, "Wyścig", 0).await;
        let mut posts = Vec::new();
        for n in 1..=20 {
            let w = w.clone();
            posts.push(tokio::spawn(async move {
                w.try_post(id, w.player, &format!("Wpis {n}"), n).await
            }));
        }
        let closer = {
            let w = w.clone();
            tokio::spawn(async move { w.sessions.set_closed(id, true).await })
        };
        let mut answered = Vec::new();
        for post in posts {
            match post.await.unwrap() {
                Ok(message) => answered.push(message.body),
                Err(SessionError::Closed) => {}
                Err(other) => panic!("{}: {other:?}", test.db.backend_name()),
            }
        }
        closer.await.unwrap().unwrap();
        let mut stored: Vec<String> =
            w.sessions.messages(id, ALL).await.unwrap().into_iter().map(|m| m.body).collect();
        stored.retain(|body| body != "<p>Początek</p>");
        stored.sort();
        answered.sort();
        assert_eq!(stored, answered, "{}", test.db.backend_name());
        let session = w.sessions.find(id, w.owner).await.unwrap().unwrap();
        assert_eq!(session.message_count, 1 + answered.len() as u64);
        assert!(w.try_post(id, w.player, "Po zamknięciu", 99).await.is_err());
    }
}
