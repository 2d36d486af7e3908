use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{
    CharacterChoice, CharacterType, MAX_PARTICIPANTS, MAX_UNREAD_LISTED, MAX_WHOLE_LIST,
    MembersAdded, MessageBody, MessageEdit, MessageId, NewMessage, NewSession, PageRequest,
    SESSIONS_PAGE_SIZE, SessionCharacter, SessionError, SessionId, SessionKind, SessionListFilter,
    SessionMessage, SessionPage, SessionPorts, SessionSummary, SessionTitle, Speakers,
    UnreadSession,
};
use crate::access::{GameActor, Permission};
use crate::live::{LiveEvent, PolledList};
use crate::notifications::{Draft, Notices, NotificationKind, Notifier, Place};
use crate::shared::{RateRule, SEEN_MARKER_RATE, UserId, seen_marker};

/// Messages one player may post or edit in sessions: a scene written by hand, never a flood.
pub const SESSION_WRITE_RATE: RateRule =
    RateRule { name: "session_write", max: 20, window: Duration::from_secs(60) };
/// Changes to sessions one player may make besides messages — closing, reopening, inviting,
/// removing, changing character: each tells every participant's lists (a general session's,
/// everyone's), so a loop of them would keep every player's polls busy.
pub const SESSION_CHANGE_RATE: RateRule =
    RateRule { name: "session_change", max: 60, window: Duration::from_secs(600) };
/// Sessions one player may start.
pub const SESSION_CREATE_RATE: RateRule =
    RateRule { name: "session_create", max: 10, window: Duration::from_secs(3600) };

/// A new session as the form sends it.
#[derive(Debug, Clone)]
pub struct CreateSession {
    pub kind: SessionKind,
    pub title: String,
    /// Invited account ids (the owner and repeats are ignored).
    pub members: Vec<i64>,
    /// The owner's character; their main character when not given.
    pub character: Option<CharacterChoice>,
    /// Rich HTML of the first message; blank means none.
    pub first_message: Option<String>,
}

/// Who a posted message speaks as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speaker {
    /// The character the participant writes as in this session.
    Current,
    /// The narrator, for this message only (the narrator toggle).
    NarratorOnce,
    /// This character, which becomes the current one (the first message of a session).
    Chosen(CharacterChoice),
}

/// Roleplay sessions: reading, writing and the owner's tools, with every permission rule.
pub struct SessionService {
    ports: SessionPorts,
    speakers: Speakers,
}

impl SessionService {
    pub fn new(ports: SessionPorts) -> Self {
        let speakers = Speakers::new(ports.characters.clone());
        SessionService { ports, speakers }
    }

    /// Counts one more change besides messages ([`SESSION_CHANGE_RATE`]).
    async fn slow_changes(&self, actor: &GameActor) -> Result<(), SessionError> {
        let refused = SessionError::ChangingTooFast;
        self.ports.common.slow_down(SESSION_CHANGE_RATE, actor.id(), refused).await
    }

    /// Open sessions of a kind: every general one, or the viewer's private ones; the most
    /// recently active [`MAX_WHOLE_LIST`] of them.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn list(
        &self,
        actor: &GameActor,
        kind: SessionKind,
    ) -> Result<Vec<SessionSummary>, SessionError> {
        self.listing(actor, kind, false).await
    }

    /// Closed sessions of a kind, by the same rule as [`SessionService::list`].
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn archive(
        &self,
        actor: &GameActor,
        kind: SessionKind,
    ) -> Result<Vec<SessionSummary>, SessionError> {
        self.listing(actor, kind, true).await
    }

    /// One page of the open sessions of a kind (by the rule of [`SessionService::list`]), for
    /// the site: page numbers start at 1, past the end a page is empty.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn page(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        number: u32,
    ) -> Result<SessionPage, SessionError> {
        self.paging(actor, kind, false, number).await
    }

    /// One page of the closed sessions of a kind (by the rule of [`SessionService::archive`]:
    /// every general one, the viewer's private ones), most recently active first, as
    /// [`SessionService::page`] pages the open ones.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn archive_page(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        number: u32,
    ) -> Result<SessionPage, SessionError> {
        self.paging(actor, kind, true, number).await
    }

    /// Page `number` (from 1) of the open or closed sessions of a kind: every general one, the
    /// viewer's private ones.
    async fn paging(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        closed: bool,
        number: u32,
    ) -> Result<SessionPage, SessionError> {
        let number = number.max(1);
        let filter =
            SessionListFilter { kind, closed, only_participating: kind == SessionKind::Private };
        let offset = u64::from(number - 1) * u64::from(SESSIONS_PAGE_SIZE);
        let (sessions, total) =
            self.ports.sessions.list_page(filter, actor.id(), offset, SESSIONS_PAGE_SIZE).await?;
        Ok(SessionPage { sessions, total, number })
    }

    /// The actor's open sessions of both kinds with activity they have not seen: the sidebar's
    /// unread markers without the lists.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn unread(&self, actor: &GameActor) -> Result<Vec<UnreadSession>, SessionError> {
        Ok(self.ports.sessions.unread(actor.id(), MAX_UNREAD_LISTED).await?)
    }

    async fn listing(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        closed: bool,
    ) -> Result<Vec<SessionSummary>, SessionError> {
        let only_participating = kind == SessionKind::Private;
        let filter = SessionListFilter { kind, closed, only_participating };
        Ok(self.ports.sessions.list(filter, actor.id(), MAX_WHOLE_LIST).await?)
    }

    /// A session with its participants: general ones for everybody, private ones for their
    /// participants and (read-only) admins; to anyone else a private session does not exist.
    ///
    /// # Errors
    /// [`SessionError::NotFound`].
    pub async fn detail(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
    ) -> Result<SessionSummary, SessionError> {
        let session =
            self.ports.sessions.find(id, actor.id()).await?.ok_or(SessionError::NotFound)?;
        let readable = session.kind == kind
            && (kind == SessionKind::General
                || session.is_participant
                || actor.may(Permission::ReadPrivateSessions));
        if readable { Ok(session) } else { Err(SessionError::NotFound) }
    }

    /// The characters the participants write as, by account.
    ///
    /// # Errors
    /// As [`SessionService::detail`].
    pub async fn participant_characters(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
    ) -> Result<Vec<(UserId, SessionCharacter)>, SessionError> {
        let session = self.detail(actor, kind, id).await?;
        Ok(session.participants.iter().filter_map(|p| Some((p.user, p.character()?))).collect())
    }

    /// Messages oldest first: all of them, or one page (the last when no number is given).
    ///
    /// # Errors
    /// As [`SessionService::detail`].
    pub async fn messages(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        page: PageRequest,
    ) -> Result<(SessionSummary, Vec<SessionMessage>), SessionError> {
        let session = self.detail(actor, kind, id).await?;
        let messages = self.ports.sessions.messages(id, page.window(session.message_count)).await?;
        Ok((session, messages))
    }

    /// Creates a session owned by the actor, with the invited participants.
    ///
    /// # Errors
    /// A missing title, unknown or too many participants, a character not the actor's.
    pub async fn create(
        &self,
        actor: &GameActor,
        form: CreateSession,
    ) -> Result<SessionId, SessionError> {
        let title = SessionTitle::parse(&form.title)?;
        let mut members: Vec<UserId> =
            form.members.into_iter().map(UserId).filter(|u| *u != actor.id()).collect();
        members.sort();
        members.dedup();
        if members.len() + 1 > MAX_PARTICIPANTS {
            return Err(SessionError::TooManyParticipants);
        }
        self.require_existing(&members).await?;
        let owner_character = match form.character {
            Some(choice) => self.resolve(actor.id(), choice).await?,
            None => self.main_character(actor.id()).await?,
        };
        let first_message = match form.first_message {
            Some(html) => match self.body(actor.id(), &html).await {
                Ok(body) => Some(body),
                Err(SessionError::EmptyMessage) => None,
                Err(e) => return Err(e),
            },
            None => None,
        };
        self.ports.common.slow_down(SESSION_CREATE_RATE, actor.id(), SessionError::TooFast).await?;
        let at = self.ports.common.now();
        let place = Place::new_session(form.kind);
        let drafts = members
            .iter()
            .map(|u| Draft::new(NotificationKind::Invite, *u, None, title.as_str(), place))
            .collect();
        let event = format!("session_created:{}:{}", actor.id(), at.timestamp_micros());
        let notices = self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?;
        let session = NewSession {
            kind: form.kind,
            title,
            owner: actor.id(),
            owner_character,
            members,
            first_message,
            at,
            notices: notices.clone(),
        };
        let mut users = session.members.clone();
        users.push(actor.id());
        let id = self.ports.sessions.create(session).await?;
        self.ports.notifier.announce(&notices).await;
        self.changed(form.kind, id, users).await;
        Ok(id)
    }

    /// Appends a message by a participant of an open session. The storage checks "open" and
    /// "participant" again inside its write, so a close or a removal in between never lets a
    /// message in.
    ///
    /// # Errors
    /// Not a participant, a closed session, a blank message, a character not the actor's.
    pub async fn post(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        html: &str,
        speaker: Speaker,
    ) -> Result<SessionMessage, SessionError> {
        let session = self.detail(actor, kind, id).await?;
        let participant = session.participant(actor.id()).ok_or(SessionError::WriteForbidden)?;
        if session.closed {
            return Err(SessionError::Closed);
        }
        let body = self.body(actor.id(), html).await?;
        self.ports.common.slow_down(SESSION_WRITE_RATE, actor.id(), SessionError::TooFast).await?;
        let (character, make_current) = match speaker {
            Speaker::Current => match participant.character() {
                Some(c) if c.kind == CharacterType::Narrator => {
                    (self.speakers.narrator(actor.id()).await?, false)
                }
                current => (current.ok_or(SessionError::NoCharacter)?, false),
            },
            Speaker::NarratorOnce => (self.speakers.narrator(actor.id()).await?, false),
            Speaker::Chosen(choice) => (self.resolve(actor.id(), choice).await?, true),
        };
        let at = self.ports.common.now();
        let notices = self.post_notices(actor, &session, &body, at).await?;
        let message = NewMessage {
            session: id,
            author: actor.id(),
            body,
            character,
            make_current,
            at,
            notices: notices.clone(),
        };
        let posted = self.ports.sessions.post(message).await?;
        self.ports.notifier.announce(&notices).await;
        let users = session.participants.iter().map(|p| p.user).filter(|u| !actor.is(*u)).collect();
        let at = posted.created_at;
        self.ports
            .common
            .live
            .publish(LiveEvent::SessionActivity { session: id, kind, at, users })
            .await;
        self.changed(kind, id, participants(&session)).await;
        Ok(posted)
    }

    /// Replaces the text of one's own message in an open session one still takes part in; the
    /// storage checks all three again inside its write.
    ///
    /// # Errors
    /// Someone else's message, not a participant, a closed session, a blank message, an
    /// account without a character.
    pub async fn edit(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        message: MessageId,
        html: &str,
    ) -> Result<SessionMessage, SessionError> {
        let session = self.detail(actor, kind, id).await?;
        let existing =
            self.ports.sessions.message(id, message).await?.ok_or(SessionError::MessageNotFound)?;
        if !actor.is(existing.author) {
            return Err(SessionError::NotAuthor);
        }
        if session.participant(actor.id()).is_none() {
            return Err(SessionError::WriteForbidden);
        }
        if session.closed {
            return Err(SessionError::Closed);
        }
        let body = self.body(actor.id(), html).await?;
        // Writing needs a character, rewriting too: one reset since keeps the old words.
        self.speakers.main(actor.id()).await?;
        self.ports.common.slow_down(SESSION_WRITE_RATE, actor.id(), SessionError::TooFast).await?;
        let edit = MessageEdit {
            session: id,
            id: message,
            author: actor.id(),
            body,
            at: self.ports.common.now(),
        };
        let edited = self.ports.sessions.edit(edit).await?;
        // The session's own page shows its messages (the private session's detail does).
        self.ports.common.live.publish(LiveEvent::Changed(PolledList::Session(id))).await;
        Ok(edited)
    }

    /// Closes (`true`) or reopens (`false`) a session; the owner's call. Repeating is harmless.
    ///
    /// # Errors
    /// [`SessionError::OwnerOnly`], [`SessionError::NotFound`].
    pub async fn set_closed(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        closed: bool,
    ) -> Result<(), SessionError> {
        let session = self.owned(actor, kind, id).await?;
        if session.closed != closed {
            self.slow_changes(actor).await?;
            self.ports.sessions.set_closed(id, closed).await?;
            self.changed(kind, id, participants(&session)).await;
        }
        Ok(())
    }

    /// Invites more accounts; the owner's call.
    ///
    /// # Errors
    /// None given, someone already taking part, an unknown account, too many participants.
    pub async fn add_members(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        users: Vec<i64>,
    ) -> Result<(), SessionError> {
        let session = self.owned(actor, kind, id).await?;
        let mut users: Vec<UserId> = users.into_iter().map(UserId).collect();
        users.sort();
        users.dedup();
        if users.is_empty() {
            return Err(SessionError::NoUsersToAdd);
        }
        if users.iter().any(|u| session.participant(*u).is_some()) {
            return Err(SessionError::AlreadyParticipant);
        }
        if session.participants.len() + users.len() > MAX_PARTICIPANTS {
            return Err(SessionError::TooManyParticipants);
        }
        self.require_existing(&users).await?;
        self.slow_changes(actor).await?;
        let at = self.ports.common.now();
        let place = Place::Session(kind, id);
        let drafts = users
            .iter()
            .map(|u| Draft::new(NotificationKind::Invite, *u, None, &session.title, place))
            .collect();
        let event = format!("session_invite:{}:{}", id.0, at.timestamp_micros());
        let notices = self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?;
        // Asked again by storage while it holds the session: a second tab adding at once.
        match self.ports.sessions.add_members(id, &users, MAX_PARTICIPANTS, at, &notices).await? {
            MembersAdded::Added => {}
            MembersAdded::AlreadyParticipant => return Err(SessionError::AlreadyParticipant),
            MembersAdded::TooMany => return Err(SessionError::TooManyParticipants),
        }
        self.ports.notifier.announce(&notices).await;
        self.changed(kind, id, participants(&session).into_iter().chain(users).collect()).await;
        Ok(())
    }

    /// Removes a participant (never the owner); the owner's call. Their messages stay.
    ///
    /// # Errors
    /// The owner, someone not taking part.
    pub async fn remove_member(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        user: UserId,
    ) -> Result<(), SessionError> {
        let session = self.owned(actor, kind, id).await?;
        if session.is_owner(user) {
            return Err(SessionError::OwnerStays);
        }
        if session.participant(user).is_none() {
            return Err(SessionError::NotAMember);
        }
        self.slow_changes(actor).await?;
        self.ports.sessions.remove_member(id, user).await?;
        self.changed(kind, id, participants(&session)).await;
        Ok(())
    }

    /// Marks the session seen up to `seen_at` (never later than now, never backwards).
    ///
    /// # Errors
    /// [`SessionError::NotParticipant`].
    pub async fn mark_seen(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        seen_at: Option<DateTime<Utc>>,
    ) -> Result<DateTime<Utc>, SessionError> {
        let session = self.participating(actor, kind, id).await?;
        let at = seen_marker(seen_at, session.seen_at, self.ports.common.now());
        if session.seen_at != Some(at) {
            // Past the pace of reading ([`SEEN_MARKER_RATE`]) the marker stays where it is (the
            // next read moves it), no error.
            if !self.ports.common.within(SEEN_MARKER_RATE, actor.id()).await {
                return Ok(session.seen_at.unwrap_or(DateTime::UNIX_EPOCH));
            }
            self.ports.sessions.mark_seen(id, actor.id(), at).await?;
            // Only the actor's own markers changed, whatever the kind.
            self.ports
                .common
                .live
                .publish(LiveEvent::Changed(PolledList::SessionsOf(vec![actor.id()])))
                .await;
        }
        // Reading the session reads its notices.
        let now = self.ports.common.now();
        self.ports.notifier.opened(actor.id(), Place::Session(kind, id), now).await?;
        Ok(at)
    }

    /// The character the actor writes as in this session.
    ///
    /// # Errors
    /// [`SessionError::NotParticipant`], [`SessionError::NoCharacter`].
    pub async fn my_character(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
    ) -> Result<SessionCharacter, SessionError> {
        let session = self.participating(actor, kind, id).await?;
        session.participant(actor.id()).and_then(|p| p.character()).ok_or(SessionError::NoCharacter)
    }

    /// Changes the character the actor writes as: one of their own, or the narrator.
    ///
    /// # Errors
    /// [`SessionError::NotParticipant`], [`SessionError::ForeignCharacter`].
    pub async fn change_character(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
        choice: CharacterChoice,
    ) -> Result<SessionCharacter, SessionError> {
        let session = self.participating(actor, kind, id).await?;
        if session.closed {
            return Err(SessionError::Closed);
        }
        let character = self.resolve(actor.id(), choice).await?;
        self.slow_changes(actor).await?;
        self.ports.sessions.set_character(id, actor.id(), &character).await?;
        self.changed(kind, id, participants(&session)).await;
        Ok(character)
    }

    /// The notices of a post: every other participant's (naming the character they write as),
    /// and a mention for each player named with `@` who may read the session (a private one's
    /// participants; a general one's, anyone).
    async fn post_notices(
        &self,
        actor: &GameActor,
        session: &SessionSummary,
        body: &MessageBody,
        at: DateTime<Utc>,
    ) -> Result<Notices, SessionError> {
        let place = Place::Session(session.kind, session.id);
        let mut drafts: Vec<Draft> = Vec::new();
        let private = session.kind == SessionKind::Private;
        let mentions = self
            .ports
            .notifier
            .mentions(body.as_str(), |player| !private || session.participant(player).is_some())
            .await?;
        let quoted = format!("w sesji „{}”", session.title);
        drafts.extend(Notifier::mention_drafts(&mentions, &quoted, place));
        drafts.extend(session.participants.iter().map(|p| {
            let character = p.character().map(|c| c.name);
            Draft::new(NotificationKind::SessionPost, p.user, character, &session.title, place)
        }));
        let event =
            format!("session_post:{}:{}:{}", session.id.0, actor.id(), at.timestamp_micros());
        Ok(self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?)
    }

    /// A write changed session `id`, these participants' session lists, and every player's
    /// list of general sessions when the session is general.
    async fn changed(&self, kind: SessionKind, id: SessionId, users: Vec<UserId>) {
        if kind == SessionKind::General {
            self.ports.common.live.publish(LiveEvent::Changed(PolledList::GeneralSessions)).await;
        }
        self.ports.common.live.publish(LiveEvent::Changed(PolledList::SessionsOf(users))).await;
        self.ports.common.live.publish(LiveEvent::Changed(PolledList::Session(id))).await;
    }

    async fn owned(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
    ) -> Result<SessionSummary, SessionError> {
        let session = self.detail(actor, kind, id).await?;
        if session.is_owner(actor.id()) { Ok(session) } else { Err(SessionError::OwnerOnly) }
    }

    async fn participating(
        &self,
        actor: &GameActor,
        kind: SessionKind,
        id: SessionId,
    ) -> Result<SessionSummary, SessionError> {
        let session = self.detail(actor, kind, id).await?;
        if session.is_participant { Ok(session) } else { Err(SessionError::NotParticipant) }
    }

    async fn require_existing(&self, users: &[UserId]) -> Result<(), SessionError> {
        if users.is_empty() {
            return Ok(());
        }
        let existing = self.ports.sessions.existing_users(users).await?;
        if users.iter().all(|u| existing.contains(u)) {
            Ok(())
        } else {
            Err(SessionError::UserNotFound)
        }
    }

    async fn body(&self, author: UserId, html: &str) -> Result<MessageBody, SessionError> {
        let sanitizer = &*self.ports.sanitizer;
        MessageBody::from_clean_html(self.ports.common.rich_text(sanitizer, author, html).await)
    }

    /// The chosen character, if it is the user's and of the chosen type; or the narrator.
    async fn resolve(
        &self,
        user: UserId,
        choice: CharacterChoice,
    ) -> Result<SessionCharacter, SessionError> {
        Ok(self.speakers.resolve(user, choice).await?)
    }

    async fn main_character(&self, user: UserId) -> Result<SessionCharacter, SessionError> {
        Ok(self.speakers.main(user).await?)
    }
}

/// Everyone taking part in the session.
fn participants(session: &SessionSummary) -> Vec<UserId> {
    session.participants.iter().map(|p| p.user).collect()
}
