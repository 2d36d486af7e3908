//! The polled lists' versions, in memory, for conditional requests.
//!
//! Clients poll the session lists, the unread markers, the conversations and the online list
//! every few seconds. Every write that changes one of them publishes a
//! [`LiveEvent::Changed`] (core decides which lists a write changes); [`VersionedBus`] counts
//! them here at once on the instance that wrote, and [`Freshness::follow`] counts those of the
//! other instances as the bus delivers them. A poll's `ETag` names the versions it was answered
//! from, so a poll whose `If-None-Match` still names the current ones is answered 304 without
//! reading the database.
//!
//! A version is read before the database is, so an answer is never newer than its tag claims.
//! Players share [`BUCKETS`] counters by their id: a change for one is a (harmless) change for
//! the others of the bucket. The tags carry the versions and the current minute only as a digest
//! keyed by this process (no one can read or make one up; a restarted server confirms no old
//! tag), and a change some write forgot to announce
//! shows within a minute at the latest. Each player's minute turns at a second of its own
//! ([`minute_of`]): were it the clock's, every tag would go stale at once and every poll of the
//! next ten seconds would read the database (with 10,000 players on PostgreSQL the bench saw
//! the polls' p50 reach 700 ms after each turn).
//!
//! A change is counted once: the bus also hands this instance's own events back to it (the
//! live channel's sockets need them), and those echoes are recognised and passed over — counted
//! again some milliseconds after the write, they made a poll answered in between stale at once.
//!
//! The same events tell the checks core remembers ([`mrok_core::shared::Recent`]: accounts
//! authenticated and players admitted a moment ago) what to forget — at once on the writer,
//! as delivered elsewhere — so that a poll answered 304 reads nothing at all, while a prison
//! sentence, a deletion, a role change or the game's block still takes effect on the next call.

use std::collections::VecDeque;
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use chrono::NaiveDate;
use futures_util::StreamExt;
use mrok_core::live::{LiveBus, LiveEvent, LiveStream, PolledList};
use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::{Forgets, Role, UserId};

/// Counters the players are spread over (8 KiB each list).
pub const BUCKETS: usize = 1024;

/// How long an event this instance published is awaited back from the bus; one heard later
/// (or never: a lost connection) is counted again, which costs an answer, never a stale one.
const ECHO_WAIT: Duration = Duration::from_secs(10);

/// At most this many own events awaited at once (the oldest is given up first).
const ECHOES_AWAITED: usize = 4096;

/// The current versions of the polled lists.
pub struct Freshness {
    /// This process's own key for the tags' digest: a tag cannot be made up, nor read, nor
    /// confirmed by another process (a restarted server included).
    key: RandomState,
    general: AtomicU64,
    sessions: Box<[AtomicU64]>,
    conversations: Box<[AtomicU64]>,
    online: AtomicU64,
    /// Sessions' own pages, spread over [`BUCKETS`] by session id.
    session_pages: Box<[AtomicU64]>,
    /// Players' profiles, by the profile's owner.
    profiles: Box<[AtomicU64]>,
    /// Announcements sent (everyone's unread ones).
    announcements: AtomicU64,
    /// Players' unread announcements: the ones they closed.
    closed: Box<[AtomicU64]>,
    /// Players' notices (new ones, read ones).
    notices: Box<[AtomicU64]>,
    /// Core's remembered checks, told what an event makes stale.
    remembered: RwLock<Vec<Arc<dyn Forgets>>>,
    /// Events published here and already counted, with when, until the bus hands them back.
    echoes: Mutex<VecDeque<(Instant, LiveEvent)>>,
}

impl Default for Freshness {
    fn default() -> Self {
        Freshness {
            key: RandomState::new(),
            general: AtomicU64::new(0),
            sessions: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            conversations: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            online: AtomicU64::new(0),
            session_pages: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            profiles: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            announcements: AtomicU64::new(0),
            closed: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            notices: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            remembered: RwLock::default(),
            echoes: Mutex::default(),
        }
    }
}

fn bucket(user: UserId) -> usize {
    slot(user.0)
}

fn slot(id: i64) -> usize {
    id.rem_euclid(BUCKETS as i64) as usize
}

/// Whether an event changes a version or a remembered check (the others pass by).
fn counted(event: &LiveEvent) -> bool {
    matches!(
        event,
        LiveEvent::Changed(_)
            | LiveEvent::GlobalMessage { .. }
            | LiveEvent::NotificationsChanged { .. }
    ) || event.forgets().is_some()
}

fn bump(counters: &[AtomicU64], users: &[UserId]) {
    for user in users {
        counters[bucket(*user)].fetch_add(1, Ordering::SeqCst);
    }
}

/// The minute a tag of `user`'s names at `seconds` since the epoch: the clock's, shifted by
/// the player's own second (their id modulo 60), so the players' tags go stale one sixtieth at
/// a time.
pub fn minute_of(user: UserId, seconds: u64) -> u64 {
    (seconds + user.0.rem_euclid(60) as u64) / 60
}

/// Which polled answer a tag is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Polled {
    /// The open general sessions as `user` sees them (one page, or all with `None`).
    GeneralSessions { user: UserId, page: Option<u32> },
    /// The private sessions of `user` (one page, or all with `None`).
    PrivateSessions { user: UserId, page: Option<u32> },
    /// The unread markers of `user`.
    UnreadSessions { user: UserId },
    /// The conversations of `user`.
    Conversations { user: UserId },
    /// A session's detail as `user` sees it (their own marker in it too), with a page of its
    /// messages when asked (`page`, `limit`; none: the last page).
    SessionDetail {
        user: UserId,
        kind: SessionKind,
        session: SessionId,
        page: Option<u32>,
        limit: Option<u32>,
    },
    /// The characters a session's participants write as, asked by `user`.
    SessionCharacters { user: UserId, kind: SessionKind, session: SessionId },
    /// `owner`'s profile as `user` sees it: whether they may edit it follows their `role`, and
    /// the stamina it shows comes back at the start of each stamina `period` by itself.
    Profile { user: UserId, role: Role, owner: UserId, period: NaiveDate },
    /// The unread announcements of `user`.
    UnreadAnnouncements { user: UserId },
    /// A page of `user`'s notices (`page`, `limit`).
    Notifications { user: UserId, page: u32, limit: u32 },
}

impl Polled {
    /// The open sessions of `kind` as `user` sees them (one page, or all with `None`).
    pub fn session_list(kind: SessionKind, user: UserId, page: Option<u32>) -> Polled {
        match kind {
            SessionKind::General => Polled::GeneralSessions { user, page },
            SessionKind::Private => Polled::PrivateSessions { user, page },
        }
    }

    /// Whose answer it is.
    fn user(&self) -> UserId {
        match *self {
            Polled::GeneralSessions { user, .. }
            | Polled::PrivateSessions { user, .. }
            | Polled::UnreadSessions { user }
            | Polled::Conversations { user }
            | Polled::SessionDetail { user, .. }
            | Polled::SessionCharacters { user, .. }
            | Polled::Profile { user, .. }
            | Polled::UnreadAnnouncements { user }
            | Polled::Notifications { user, .. } => user,
        }
    }
}

impl Freshness {
    /// The remembered checks to tell of revoked access from now on (when wiring).
    pub fn tell(&self, remembered: Vec<Arc<dyn Forgets>>) {
        *self.remembered.write().unwrap_or_else(PoisonError::into_inner) = remembered;
    }

    /// Takes an event in: counts a change, makes the remembered checks forget what it revokes.
    pub fn heard(&self, event: &LiveEvent) {
        match event {
            LiveEvent::Changed(list) => self.apply(list),
            // A role change, a sentence, a deletion revoke access: whatever the player was
            // answered 304 for must be read (and the right to read it checked) again. Their
            // role also shows on their profile.
            LiveEvent::AccessRevoked { user } => {
                self.apply(&PolledList::Profile(*user));
                self.apply(&PolledList::SessionsOf(vec![*user]));
                self.apply(&PolledList::ConversationsOf(vec![*user]));
            }
            LiveEvent::GlobalMessage { .. } => {
                self.announcements.fetch_add(1, Ordering::SeqCst);
            }
            LiveEvent::NotificationsChanged { users } => bump(&self.notices, users),
            LiveEvent::Missed => self.everything_changed(),
            _ => {}
        }
        if let Some(what) = event.forgets() {
            for memory in self.remembered.read().unwrap_or_else(PoisonError::into_inner).iter() {
                memory.forget(what);
            }
        }
    }

    /// Takes in an event this instance publishes, and awaits its echo from the bus.
    pub fn published(&self, event: &LiveEvent) {
        if !counted(event) {
            return;
        }
        self.heard(event);
        let now = Instant::now();
        let mut echoes = self.echoes.lock().unwrap_or_else(PoisonError::into_inner);
        while echoes.front().is_some_and(|(at, _)| now.duration_since(*at) > ECHO_WAIT)
            || echoes.len() >= ECHOES_AWAITED
        {
            echoes.pop_front();
        }
        echoes.push_back((now, event.clone()));
    }

    /// Takes in an event the bus delivers: another instance's, or the echo of one published
    /// here, counted already. An equal event of another instance taken for the echo is no
    /// loss: the echo itself, still to come, is then counted, after both writes.
    pub fn delivered(&self, event: &LiveEvent) {
        if !counted(event) {
            return;
        }
        {
            let mut echoes = self.echoes.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(at) = echoes.iter().position(|(_, own)| own == event) {
                echoes.remove(at);
                return;
            }
        }
        self.heard(event);
    }

    /// Events were skipped: any list may have changed, so every tag moves.
    fn everything_changed(&self) {
        for scalar in [&self.general, &self.online, &self.announcements] {
            scalar.fetch_add(1, Ordering::SeqCst);
        }
        for counters in [
            &self.sessions,
            &self.conversations,
            &self.session_pages,
            &self.profiles,
            &self.closed,
            &self.notices,
        ] {
            for counter in counters.iter() {
                counter.fetch_add(1, Ordering::SeqCst);
            }
        }
    }

    /// Counts a change.
    pub fn apply(&self, list: &PolledList) {
        match list {
            PolledList::GeneralSessions => {
                self.general.fetch_add(1, Ordering::SeqCst);
            }
            PolledList::SessionsOf(users) => bump(&self.sessions, users),
            PolledList::ConversationsOf(users) => bump(&self.conversations, users),
            PolledList::OnlinePlayers => {
                self.online.fetch_add(1, Ordering::SeqCst);
            }
            PolledList::Session(id) => {
                self.session_pages[slot(id.0)].fetch_add(1, Ordering::SeqCst);
            }
            PolledList::Profile(owner) => bump(&self.profiles, &[*owner]),
            PolledList::UnreadAnnouncements(user) => bump(&self.closed, &[*user]),
        }
    }

    /// How many changes to what the online list shows of its players have been heard (the
    /// list itself is kept by [`crate::api`]'s online list, which reads this before computing).
    pub fn online_version(&self) -> u64 {
        self.online.load(Ordering::SeqCst)
    }

    /// The entity tag of `what` as it is now; read it before reading the answer.
    pub fn tag(&self, what: Polled) -> String {
        let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        self.tag_at(what, minute_of(what.user(), seconds))
    }

    fn tag_at(&self, what: Polled, minute: u64) -> String {
        let sessions = |user| self.sessions[bucket(user)].load(Ordering::SeqCst);
        let page_of = |user, session: SessionId| {
            let own = self.session_pages[slot(session.0)].load(Ordering::SeqCst);
            format!("{session}.{own}.{}", sessions(user), session = session.0)
        };
        let general = |kind| kind == SessionKind::General;
        let (name, user, page, versions) = match what {
            Polled::GeneralSessions { user, page } => (
                "g",
                user,
                page,
                format!("{}.{}", self.general.load(Ordering::SeqCst), sessions(user)),
            ),
            Polled::PrivateSessions { user, page } => ("p", user, page, sessions(user).to_string()),
            Polled::UnreadSessions { user } => ("u", user, None, sessions(user).to_string()),
            Polled::Conversations { user } => (
                "c",
                user,
                None,
                self.conversations[bucket(user)].load(Ordering::SeqCst).to_string(),
            ),
            Polled::SessionDetail { user, kind, session, page, limit } => (
                if general(kind) { "dg" } else { "dp" },
                user,
                page,
                format!("{}x{}", page_of(user, session), limit.unwrap_or(0)),
            ),
            Polled::SessionCharacters { user, kind, session } => {
                (if general(kind) { "kg" } else { "kp" }, user, None, page_of(user, session))
            }
            Polled::Profile { user, role, owner, period } => (
                "h",
                user,
                None,
                format!(
                    "{}.{}.{}.{period}",
                    owner.0,
                    self.profiles[bucket(owner)].load(Ordering::SeqCst),
                    role.as_str()
                ),
            ),
            Polled::UnreadAnnouncements { user } => (
                "n",
                user,
                None,
                format!(
                    "{}.{}",
                    self.announcements.load(Ordering::SeqCst),
                    self.closed[bucket(user)].load(Ordering::SeqCst)
                ),
            ),
            Polled::Notifications { user, page, limit } => (
                "m",
                user,
                Some(page),
                format!("{}x{limit}", self.notices[bucket(user)].load(Ordering::SeqCst)),
            ),
        };
        let page = page.map_or_else(|| "all".to_owned(), |p| p.to_string());
        // The versions and the minute only as a keyed digest: a tag tells nothing of how often
        // anything changed, and one for a page the caller may not read cannot be guessed.
        let digest = self.key.hash_one((versions.as_str(), minute));
        format!("W/\"{name}{}-{page}-{digest:016x}\"", user.0)
    }

    /// Takes in every event the bus delivers (other instances', and this one's echoes) until
    /// the process ends.
    pub fn follow(self: Arc<Self>, mut events: LiveStream) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            while let Some(event) = events.next().await {
                self.delivered(&event);
            }
        })
    }
}

/// A bus that counts a change (and forgets revoked checks) here before carrying it on, so that
/// the writer's next call already sees it, whatever the bus's delivery takes.
pub struct VersionedBus {
    inner: Arc<dyn LiveBus>,
    freshness: Arc<Freshness>,
}

impl VersionedBus {
    pub fn new(inner: Arc<dyn LiveBus>, freshness: Arc<Freshness>) -> Self {
        VersionedBus { inner, freshness }
    }
}

#[async_trait::async_trait]
impl LiveBus for VersionedBus {
    async fn publish(&self, event: LiveEvent) {
        self.freshness.published(&event);
        self.inner.publish(event).await;
    }

    fn subscribe(&self) -> LiveStream {
        self.inner.subscribe()
    }
}

/// Whether an `If-None-Match` header names `tag` (or is `*`): weak comparison, as for GETs.
pub fn matches(if_none_match: Option<&str>, tag: &str) -> bool {
    let Some(header) = if_none_match else { return false };
    let opaque = |t: &str| t.trim().trim_start_matches("W/").to_owned();
    let wanted = opaque(tag);
    header.split(',').any(|candidate| candidate.trim() == "*" || opaque(candidate) == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: UserId = UserId(7);
    const B: UserId = UserId(8);
    const S: SessionId = SessionId(5);

    /// `user`'s tag of a session's page: the last page unless `page` (and `limit`) say.
    fn page_of(
        user: UserId,
        kind: SessionKind,
        session: SessionId,
        (page, limit): (Option<u32>, Option<u32>),
    ) -> Polled {
        Polled::SessionDetail { user, kind, session, page, limit }
    }

    /// What `user` polls of the session lists, session pages and conversations.
    fn sessions_and_conversations_of(user: UserId) -> [Polled; 7] {
        [
            Polled::GeneralSessions { user, page: Some(1) },
            Polled::PrivateSessions { user, page: None },
            Polled::UnreadSessions { user },
            Polled::Conversations { user },
            page_of(user, SessionKind::Private, S, (None, None)),
            Polled::SessionCharacters { user, kind: SessionKind::General, session: S },
            Polled::SessionCharacters { user, kind: SessionKind::Private, session: S },
        ]
    }

    #[test]
    fn after_missed_events_every_tag_moves() {
        let f = Freshness::default();
        let period = NaiveDate::MIN;
        let mut every = sessions_and_conversations_of(A).to_vec();
        every.push(Polled::Profile { user: A, role: Role::Resident, owner: B, period });
        every.push(Polled::UnreadAnnouncements { user: A });
        let before: Vec<String> = every.iter().map(|p| f.tag_at(*p, 0)).collect();
        let online = f.online_version();
        f.heard(&LiveEvent::Missed);
        for (polled, old) in every.iter().zip(before) {
            assert_ne!(f.tag_at(*polled, 0), old, "{polled:?}");
        }
        assert_ne!(f.online_version(), online);
    }

    #[test]
    fn a_tag_changes_only_with_what_its_list_shows() {
        let f = Freshness::default();
        let general = f.tag_at(Polled::GeneralSessions { user: A, page: Some(1) }, 0);
        let private = f.tag_at(Polled::PrivateSessions { user: A, page: None }, 0);
        let unread = f.tag_at(Polled::UnreadSessions { user: A }, 0);
        let conversations = f.tag_at(Polled::Conversations { user: A }, 0);

        f.apply(&PolledList::ConversationsOf(vec![B]));
        f.apply(&PolledList::SessionsOf(vec![B]));
        assert_eq!(f.tag_at(Polled::GeneralSessions { user: A, page: Some(1) }, 0), general);
        assert_eq!(f.tag_at(Polled::PrivateSessions { user: A, page: None }, 0), private);
        assert_eq!(f.tag_at(Polled::Conversations { user: A }, 0), conversations);

        f.apply(&PolledList::GeneralSessions);
        assert_ne!(f.tag_at(Polled::GeneralSessions { user: A, page: Some(1) }, 0), general);
        assert_eq!(f.tag_at(Polled::PrivateSessions { user: A, page: None }, 0), private);

        f.apply(&PolledList::SessionsOf(vec![A]));
        assert_ne!(f.tag_at(Polled::PrivateSessions { user: A, page: None }, 0), private);
        assert_ne!(f.tag_at(Polled::UnreadSessions { user: A }, 0), unread);
        assert_eq!(f.tag_at(Polled::Conversations { user: A }, 0), conversations);

        f.apply(&PolledList::ConversationsOf(vec![A, B]));
        assert_ne!(f.tag_at(Polled::Conversations { user: A }, 0), conversations);

        let detail = page_of(A, SessionKind::General, S, (None, None));
        let characters =
            Polled::SessionCharacters { user: B, kind: SessionKind::General, session: S };
        let (before, theirs) = (f.tag_at(detail, 0), f.tag_at(characters, 0));
        f.apply(&PolledList::Session(SessionId(S.0 + 1)));
        f.apply(&PolledList::GeneralSessions);
        assert_eq!(f.tag_at(detail, 0), before, "another session's write, a general list change");
        f.apply(&PolledList::Session(S));
        assert_ne!(f.tag_at(detail, 0), before);
        assert_ne!(f.tag_at(characters, 0), theirs);
        let before = f.tag_at(detail, 0);
        f.apply(&PolledList::SessionsOf(vec![A]));
        assert_ne!(f.tag_at(detail, 0), before, "the reader's own marker is in the detail");

        let online = f.online_version();
        assert_eq!(online, 0, "the other lists' changes are not the online list's");
        f.heard(&LiveEvent::Changed(PolledList::OnlinePlayers));
        assert_eq!(f.online_version(), online + 1);
    }

    #[test]
    fn a_profile_tag_changes_with_its_owner_the_viewer_s_role_and_the_stamina_period() {
        let f = Freshness::default();
        let day = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        let profile = |role, period| Polled::Profile { user: A, role, owner: B, period };
        let tag = f.tag_at(profile(Role::Resident, day), 0);
        f.apply(&PolledList::Profile(A));
        f.apply(&PolledList::SessionsOf(vec![B]));
        assert_eq!(f.tag_at(profile(Role::Resident, day), 0), tag, "not the owner's profile");
        assert_ne!(f.tag_at(profile(Role::Admin, day), 0), tag, "an admin may edit it");
        assert_ne!(f.tag_at(profile(Role::Resident, day.succ_opt().unwrap()), 0), tag);
        f.apply(&PolledList::Profile(B));
        let written = f.tag_at(profile(Role::Resident, day), 0);
        assert_ne!(written, tag, "the owner's character or fighter changed");
        // Their role shows on it: a role change announces revoked access.
        f.heard(&LiveEvent::AccessRevoked { user: B });
        assert_ne!(f.tag_at(profile(Role::Resident, day), 0), written);
    }

    #[test]
    fn revoked_access_moves_every_tag_of_the_player_so_a_demoted_admin_is_checked_again() {
        let f = Freshness::default();
        let theirs = sessions_and_conversations_of(A);
        let before: Vec<String> = theirs.iter().map(|p| f.tag_at(*p, 0)).collect();
        let others = f.tag_at(Polled::PrivateSessions { user: B, page: None }, 0);
        f.heard(&LiveEvent::AccessRevoked { user: A });
        for (polled, old) in theirs.iter().zip(before) {
            assert_ne!(f.tag_at(*polled, 0), old, "{polled:?}");
        }
        assert_eq!(f.tag_at(Polled::PrivateSessions { user: B, page: None }, 0), others);
    }

    #[test]
    fn unread_announcements_change_for_everyone_when_one_is_sent_and_for_one_when_closed() {
        use mrok_core::announcements::GlobalMessageId;
        let f = Freshness::default();
        let unread = |user| f.tag_at(Polled::UnreadAnnouncements { user }, 0);
        let (a, b) = (unread(A), unread(B));
        f.apply(&PolledList::UnreadAnnouncements(A));
        assert_ne!(unread(A), a, "she closed one");
        assert_eq!(unread(B), b);
        let (a, b) = (unread(A), unread(B));
        // Sent here: counted at once, and its echo from the bus is not counted again.
        let sent = LiveEvent::GlobalMessage { id: GlobalMessageId(3) };
        f.published(&sent);
        let (after_a, after_b) = (unread(A), unread(B));
        assert!(after_a != a && after_b != b, "a new one is everyone's");
        f.delivered(&sent);
        assert_eq!((unread(A), unread(B)), (after_a, after_b));
    }

    #[test]
    fn tags_differ_by_player_page_and_list_and_by_process() {
        let f = Freshness::default();
        let tags = [
            f.tag_at(Polled::GeneralSessions { user: A, page: Some(1) }, 0),
            f.tag_at(Polled::GeneralSessions { user: A, page: Some(2) }, 0),
            f.tag_at(Polled::GeneralSessions { user: A, page: None }, 0),
            f.tag_at(
                Polled::GeneralSessions { user: UserId(A.0 + BUCKETS as i64), page: Some(1) },
                0,
            ),
            f.tag_at(Polled::PrivateSessions { user: A, page: Some(1) }, 0),
            f.tag_at(Polled::UnreadSessions { user: A }, 0),
            f.tag_at(Polled::Conversations { user: A }, 0),
            f.tag_at(page_of(A, SessionKind::General, S, (None, None)), 0),
            f.tag_at(page_of(A, SessionKind::Private, S, (None, None)), 0),
            f.tag_at(page_of(B, SessionKind::General, S, (None, None)), 0),
            f.tag_at(
                page_of(A, SessionKind::General, SessionId(S.0 + BUCKETS as i64), (None, None)),
                0,
            ),
            f.tag_at(
                Polled::SessionCharacters { user: A, kind: SessionKind::General, session: S },
                0,
            ),
            f.tag_at(page_of(A, SessionKind::Private, S, (Some(2), None)), 0),
            f.tag_at(page_of(A, SessionKind::Private, S, (Some(2), Some(20))), 0),
        ];
        for (i, a) in tags.iter().enumerate() {
            for b in &tags[i + 1..] {
                assert_ne!(a, b);
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
        let restarted = Freshness::default();
        assert_ne!(restarted.tag_at(Polled::UnreadSessions { user: A }, 0), tags[5]);
    }

    #[test]
    fn if_none_match_is_compared_weakly_and_in_lists() {
        let tag = "W/\"u7-all-0-1-2\"";
        assert!(matches(Some(tag), tag));
        assert!(matches(Some("\"u7-all-0-1-2\""), tag));
        assert!(matches(Some("\"x\", W/\"u7-all-0-1-2\""), tag));
        assert!(matches(Some("*"), tag));
        assert!(!matches(Some("W/\"u7-all-0-1-3\""), tag));
        assert!(!matches(None, tag));
    }

    #[tokio::test]
    async fn the_writer_sees_its_change_at_once_and_other_instances_when_delivered() {
        let bus: Arc<dyn LiveBus> = Arc::new(mrok_adapters::live::InProcessBus::default());
        let here = Arc::new(Freshness::default());
        let there = Arc::new(Freshness::default());
        let _follow = there.clone().follow(bus.subscribe());
        let versioned = VersionedBus::new(bus.clone(), here.clone());
        let before_here = here.tag_at(Polled::UnreadSessions { user: A }, 0);
        let before_there = there.tag_at(Polled::UnreadSessions { user: A }, 0);

        versioned.publish(LiveEvent::Changed(PolledList::SessionsOf(vec![A]))).await;
        assert_ne!(here.tag_at(Polled::UnreadSessions { user: A }, 0), before_here);
        for _ in 0..100 {
            if there.tag_at(Polled::UnreadSessions { user: A }, 0) != before_there {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("the other instance never counted the change");
    }

    #[test]
    fn each_players_minute_turns_at_a_second_of_its_own() {
        let start = 30_000_000 * 60; // a minute of the clock
        let mut turns = std::collections::BTreeSet::new();
        for id in 0..60 {
            let user = UserId(id);
            let turned: Vec<u64> = (start..start + 60)
                .filter(|s| minute_of(user, *s) != minute_of(user, s - 1))
                .collect();
            assert_eq!(turned.len(), 1, "once a minute");
            turns.insert(turned[0]);
            assert_eq!(minute_of(UserId(id + 60), turned[0]), minute_of(user, turned[0]));
        }
        assert_eq!(turns.len(), 60, "sixty players, sixty different seconds");
    }

    #[test]
    fn an_own_change_is_counted_once_and_another_instances_equal_one_too() {
        let f = Freshness::default();
        let tag = || f.tag_at(Polled::UnreadSessions { user: A }, 0);
        let change = LiveEvent::Changed(PolledList::SessionsOf(vec![A]));
        let before = tag();
        f.published(&change);
        let written = tag();
        assert_ne!(written, before, "the writer sees its change at once");
        f.delivered(&change);
        assert_eq!(tag(), written, "its echo is not a change again");
        f.delivered(&change);
        assert_ne!(tag(), written, "the same change from another instance is");

        // Another instance's equal change heard before the echo: the echo counts then.
        f.published(&change);
        let written = tag();
        f.delivered(&change);
        f.delivered(&change);
        assert_ne!(tag(), written);
    }
}
