//! From the bus to the sockets: the loop that turns this instance's live events into frames.
//!
//! Most events carry all their frame needs and go out at once. A tavern message and a room's
//! new head count are read from storage first (once per instance, for every socket in the
//! room), and each room has a worker of its own for that: a slow read holds up its own room only
//! — whose frames must keep their order anyway — never the other rooms or the players' own
//! events. A failed read is tried again; a room whose reads keep failing is asked to connect
//! again, so that its clients read the room afresh instead of silently missing a message.

use std::collections::{HashMap, HashSet};
use std::error::Error;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use mrok_core::access::GameGate;
use mrok_core::live::{LiveEvent, LiveStream};
use mrok_core::notifications::NotificationService;
use mrok_core::shared::UserId;
use mrok_core::tavern::{RoomId, TavernMessage, TavernMessageId, TavernService};
use tokio::sync::mpsc::{self, error::TrySendError};

use super::frames;
use super::hub::{Hub, close};

/// Why a read failed (for the log).
pub type ReadError = Box<dyn Error + Send + Sync>;

/// What delivering reads from storage.
#[async_trait::async_trait]
pub trait LiveReads: Send + Sync {
    /// A tavern message as its frame shows it; `None` when it is gone.
    async fn message(&self, id: TavernMessageId) -> Result<Option<TavernMessage>, ReadError>;
    /// How many people a room has now; `None` when it is gone.
    async fn room_count(&self, room: RoomId) -> Result<Option<u64>, ReadError>;
    /// Whether the game's block shuts residents out now.
    async fn residents_blocked(&self) -> Result<bool, ReadError>;
    /// How many unread notices the player has (the bell).
    async fn unread_notifications(&self, user: UserId) -> Result<u64, ReadError>;
}

/// The reads, from the services.
pub struct ServiceReads {
    pub tavern: Arc<TavernService>,
    pub gate: Arc<GameGate>,
    pub notifications: Arc<NotificationService>,
}

#[async_trait::async_trait]
impl LiveReads for ServiceReads {
    async fn message(&self, id: TavernMessageId) -> Result<Option<TavernMessage>, ReadError> {
        Ok(self.tavern.live_message(id).await?)
    }

    async fn room_count(&self, room: RoomId) -> Result<Option<u64>, ReadError> {
        Ok(self.tavern.live_room_count(room).await?)
    }

    // Asked of storage, not of what was remembered: the remembered admissions may hear of the
    // change after the hub does.
    async fn residents_blocked(&self) -> Result<bool, ReadError> {
        Ok(self.gate.residents_blocked().await?)
    }

    async fn unread_notifications(&self, user: UserId) -> Result<u64, ReadError> {
        Ok(self.notifications.unread(user).await?)
    }
}

/// How long a read may take, and the pauses before trying a failed one again.
#[derive(Debug, Clone, Copy)]
pub struct Patience {
    pub read_within: Duration,
    pub pauses: &'static [Duration],
}

impl Default for Patience {
    /// About four seconds of trying before a room is asked to connect again.
    fn default() -> Self {
        const PAUSES: [Duration; 3] =
            [Duration::from_millis(100), Duration::from_millis(500), Duration::from_secs(2)];
        Patience { read_within: Duration::from_secs(5), pauses: &PAUSES }
    }
}

impl Patience {
    /// Reads, trying again after each pause while it fails or takes too long.
    async fn read<T, F, Fut>(&self, mut read: F) -> Result<T, ReadError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, ReadError>>,
    {
        let mut pauses = self.pauses.iter();
        loop {
            let error = match tokio::time::timeout(self.read_within, read()).await {
                Ok(Ok(value)) => return Ok(value),
                Ok(Err(error)) => error,
                Err(_) => "the read took too long".into(),
            };
            let Some(pause) = pauses.next() else { return Err(error) };
            tracing::debug!(%error, "live read failed, trying again");
            tokio::time::sleep(*pause).await;
        }
    }
}

/// Events a room's worker may have waiting, at most. A room this far behind is asked to
/// connect again rather than buffered for.
const ROOM_QUEUE: usize = 256;

/// Delivers the bus's events to the hub's sockets until the bus ends.
pub async fn deliver(
    hub: Arc<Hub>,
    mut events: LiveStream,
    reads: Arc<dyn LiveReads>,
    patience: Patience,
) {
    let mut rooms =
        RoomWorkers { hub: hub.clone(), reads: reads.clone(), patience, queues: HashMap::new() };
    while let Some(event) = events.next().await {
        match event {
            LiveEvent::TavernMessage { room, .. } | LiveEvent::TavernPresence { room } => {
                // Read only when this instance has a socket that wants it.
                if hub.has_room(room) {
                    rooms.queue(room, event);
                }
            }
            LiveEvent::TavernRoomRemoved { room } => {
                rooms.forget(room);
                hub.close_room(room, close::NO_ROOM);
            }
            LiveEvent::GameBlockChanged => {
                tokio::spawn(shut_out_if_blocked(hub.clone(), reads.clone(), patience));
            }
            LiveEvent::NotificationsChanged { users } => {
                // Read only for the players with a socket here, each on its own.
                if hub.has_any_player(&users) {
                    tokio::spawn(tell_unread(hub.clone(), reads.clone(), patience, users));
                }
            }
            event => at_once(&hub, event),
        }
    }
}

/// The events whose frames need no read.
fn at_once(hub: &Hub, event: LiveEvent) {
    match event {
        LiveEvent::TavernTyping { room, user, name } => {
            hub.to_room(room, &frames::typing(room, user, &name), Some(user));
        }
        LiveEvent::SessionActivity { session, kind, at, users } => {
            hub.to_players(&users, &frames::session_activity(session, kind, at));
        }
        LiveEvent::ConversationActivity { conversation, at, users } => {
            hub.to_players(&users, &frames::conversation_activity(conversation, at));
        }
        LiveEvent::GlobalMessage { id } => hub.to_everyone(&frames::global_message(id)),
        LiveEvent::NewsActivity { news } => hub.to_everyone(&frames::news_activity(news)),
        LiveEvent::ReportReviewed { user, report } => {
            hub.to_players(&[user], &frames::report_reviewed(report));
        }
        LiveEvent::AccessRevoked { user } => hub.revoke(user),
        LiveEvent::SignedOut { user, sign_in } => hub.sign_out(user, sign_in),
        LiveEvent::Missed => hub.close_all(close::MISSED),
        // Read first (the room workers, the game block), or for the polled lists' versions
        // (crate::freshness), not for sockets.
        LiveEvent::TavernMessage { .. }
        | LiveEvent::TavernPresence { .. }
        | LiveEvent::TavernRoomRemoved { .. }
        | LiveEvent::GameBlockChanged
        | LiveEvent::NotificationsChanged { .. }
        | LiveEvent::Changed(_) => {}
    }
}

/// The players' notices changed: each of them with a socket here hears their unread count. A
/// count that cannot be read is left to the site's fallback poll.
async fn tell_unread(
    hub: Arc<Hub>,
    reads: Arc<dyn LiveReads>,
    patience: Patience,
    users: Vec<UserId>,
) {
    for user in hub.players_here(&users) {
        match patience.read(|| reads.unread_notifications(user)).await {
            Ok(unread) => hub.to_players(&[user], &frames::notifications(unread)),
            Err(error) => tracing::warn!(%error, user = user.0, "unread notices unreadable"),
        }
    }
}

/// The game's block changed: the residents' sockets close if it came on. When that cannot be
/// read, they are asked to connect again, and the gate decides anew.
async fn shut_out_if_blocked(hub: Arc<Hub>, reads: Arc<dyn LiveReads>, patience: Patience) {
    match patience.read(|| reads.residents_blocked()).await {
        Ok(true) => hub.shut_out_the_blocked(close::REVOKED),
        Ok(false) => {}
        Err(error) => {
            tracing::warn!(%error, "game block unreadable: residents' sockets connect again");
            hub.shut_out_the_blocked(close::MISSED);
        }
    }
}

/// One worker a room, each with a bounded queue (at most [`mrok_core::tavern::MAX_ROOMS`]
/// rooms exist; a removed room's worker ends).
struct RoomWorkers {
    hub: Arc<Hub>,
    reads: Arc<dyn LiveReads>,
    patience: Patience,
    queues: HashMap<RoomId, mpsc::Sender<LiveEvent>>,
}

impl RoomWorkers {
    fn queue(&mut self, room: RoomId, event: LiveEvent) {
        let queue = match self.queues.get(&room) {
            Some(queue) if !queue.is_closed() => queue.clone(),
            _ => self.start(room),
        };
        if let Err(TrySendError::Full(_) | TrySendError::Closed(_)) = queue.try_send(event) {
            tracing::warn!(room = room.0, "live room fell behind: its sockets connect again");
            self.hub.close_room(room, close::MISSED);
        }
    }

    fn start(&mut self, room: RoomId) -> mpsc::Sender<LiveEvent> {
        let (queue, waiting) = mpsc::channel(ROOM_QUEUE);
        let worker = RoomWorker {
            room,
            hub: self.hub.clone(),
            reads: self.reads.clone(),
            patience: self.patience,
        };
        tokio::spawn(worker.run(waiting));
        self.queues.insert(room, queue.clone());
        queue
    }

    /// The room is gone: its worker ends once it has done what it holds.
    fn forget(&mut self, room: RoomId) {
        self.queues.remove(&room);
    }
}

struct RoomWorker {
    room: RoomId,
    hub: Arc<Hub>,
    reads: Arc<dyn LiveReads>,
    patience: Patience,
}

impl RoomWorker {
    async fn run(self, mut waiting: mpsc::Receiver<LiveEvent>) {
        let mut events = Vec::new();
        while waiting.recv_many(&mut events, ROOM_QUEUE).await > 0 {
            for event in latest_presence_only(std::mem::take(&mut events)) {
                // Everyone may have left while the room waited.
                if !self.hub.has_room(self.room) {
                    continue;
                }
                if let Err(error) = self.deliver(event).await {
                    tracing::warn!(%error, room = self.room.0, "live room unreadable: its sockets connect again");
                    self.hub.close_room(self.room, close::MISSED);
                }
            }
        }
    }

    async fn deliver(&self, event: LiveEvent) -> Result<(), ReadError> {
        let reads = &self.reads;
        let frame = match event {
            LiveEvent::TavernMessage { message, .. } => {
                self.patience.read(|| reads.message(message)).await?.map(frames::message)
            }
            LiveEvent::TavernPresence { room } => self
                .patience
                .read(|| reads.room_count(room))
                .await?
                .map(|count| frames::active_users(room, count)),
            _ => None,
        };
        if let Some(frame) = frame {
            self.hub.to_room(self.room, &frame, None);
        }
        Ok(())
    }
}

/// The events as they came, but of a room's presence changes only the last: each is answered
/// with the room's count read afresh, so one reading tells what all of them would have.
fn latest_presence_only(events: Vec<LiveEvent>) -> Vec<LiveEvent> {
    let mut rooms_told = HashSet::new();
    let mut kept: Vec<LiveEvent> = events
        .into_iter()
        .rev()
        .filter(|event| match event {
            LiveEvent::TavernPresence { room } => rooms_told.insert(*room),
            _ => true,
        })
        .collect();
    kept.reverse();
    kept
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::sync::atomic::{AtomicUsize, Ordering};

    use chrono::Utc;
    use mrok_core::accounts::SignInId;
    use mrok_core::sessions::{SessionCharacter, SessionId, SessionKind};
    use mrok_core::shared::UserId;
    use serde_json::Value;
    use tokio::sync::{mpsc, watch};
    use tokio::time::timeout;

    use super::*;
    use crate::live::hub::{HubLimits, Listener, Membership};

    /// Storage as a test wants it. Message `n` is in room `n / 100`.
    struct Storage {
        /// Reads of these messages wait until the test opens `open`.
        held: Vec<i64>,
        open: watch::Sender<bool>,
        /// Reads that fail before they succeed.
        failures: AtomicUsize,
        reads: AtomicUsize,
    }

    impl Storage {
        fn new(held: Vec<i64>, failures: usize) -> Arc<Self> {
            let (open, _) = watch::channel(false);
            Arc::new(Storage {
                held,
                open,
                failures: AtomicUsize::new(failures),
                reads: AtomicUsize::new(0),
            })
        }

        fn fail(&self) -> Result<(), ReadError> {
            self.reads.fetch_add(1, Ordering::SeqCst);
            let failing = self
                .failures
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| left.checked_sub(1))
                .is_ok();
            if failing { Err("storage is down".into()) } else { Ok(()) }
        }
    }

    #[async_trait::async_trait]
    impl LiveReads for Storage {
        async fn message(&self, id: TavernMessageId) -> Result<Option<TavernMessage>, ReadError> {
            if self.held.contains(&id.0) {
                self.open.subscribe().wait_for(|open| *open).await.unwrap();
            }
            self.fail()?;
            Ok(Some(TavernMessage {
                id,
                room: RoomId(id.0 / 100),
                author: UserId(9),
                author_name: "Autor".into(),
                character: SessionCharacter::narrator(),
                body: format!("<p>{}</p>", id.0),
                created_at: Utc::now(),
            }))
        }

        async fn room_count(&self, _room: RoomId) -> Result<Option<u64>, ReadError> {
            self.fail()?;
            Ok(Some(1))
        }

        async fn residents_blocked(&self) -> Result<bool, ReadError> {
            self.fail()?;
            Ok(true)
        }

        async fn unread_notifications(&self, _user: UserId) -> Result<u64, ReadError> {
            self.fail()?;
            Ok(3)
        }
    }

    const QUICK: Patience = Patience {
        read_within: Duration::from_secs(10),
        pauses: &[Duration::from_millis(1), Duration::from_millis(1)],
    };

    /// A hub delivering what the test publishes, with this storage.
    fn delivering(storage: Arc<Storage>) -> (Arc<Hub>, mpsc::UnboundedSender<LiveEvent>) {
        let hub = Arc::new(Hub::new(HubLimits::default()));
        let (publish, published) = mpsc::unbounded_channel();
        let events = futures_util::stream::unfold(published, |mut published| async move {
            published.recv().await.map(|event| (event, published))
        });
        tokio::spawn(deliver(hub.clone(), Box::pin(events), storage, QUICK));
        (hub, publish)
    }

    fn in_room(hub: &Hub, user: i64, room: i64) -> Membership {
        hub.join(Listener {
            user: UserId(user),
            sign_in: SignInId(1),
            room: Some(RoomId(room)),
            blockable: false,
        })
        .unwrap()
    }

    fn message(id: i64) -> LiveEvent {
        LiveEvent::TavernMessage { room: RoomId(id / 100), message: TavernMessageId(id) }
    }

    async fn next(socket: &mut Membership) -> Value {
        let frame = timeout(Duration::from_secs(10), socket.frames.recv()).await.unwrap().unwrap();
        serde_json::from_str(&frame).unwrap()
    }

    #[tokio::test]
    async fn a_slow_read_holds_up_its_own_room_only_and_the_room_keeps_its_order() {
        let storage = Storage::new(vec![101], 0);
        let (hub, publish) = delivering(storage.clone());
        let mut slow_room = in_room(&hub, 1, 1);
        let mut other_room = in_room(&hub, 2, 2);
        let mut own = hub
            .join(Listener { user: UserId(3), sign_in: SignInId(1), room: None, blockable: false })
            .unwrap();
        for event in [
            message(101),
            message(102),
            message(201),
            LiveEvent::SessionActivity {
                session: SessionId(7),
                kind: SessionKind::General,
                at: Utc::now(),
                users: vec![UserId(3)],
            },
        ] {
            publish.send(event).unwrap();
        }
        assert_eq!(next(&mut other_room).await["id"], 201);
        assert_eq!(next(&mut own).await["type"], "session_activity");
        assert!(slow_room.frames.try_recv().is_err(), "message 101 is still being read");
        storage.open.send_replace(true);
        assert_eq!(next(&mut slow_room).await["id"], 101);
        assert_eq!(next(&mut slow_room).await["id"], 102);
    }

    #[tokio::test]
    async fn a_failed_read_is_tried_again() {
        let storage = Storage::new(vec![], 2);
        let (hub, publish) = delivering(storage.clone());
        let mut socket = in_room(&hub, 1, 1);
        publish.send(message(101)).unwrap();
        assert_eq!(next(&mut socket).await["id"], 101);
        assert_eq!(storage.reads.load(Ordering::SeqCst), 3);
        assert_eq!(socket.stop.code(), None);
    }

    #[tokio::test]
    async fn a_room_whose_reads_keep_failing_is_asked_to_connect_again_and_the_others_go_on() {
        // Three failures: the first read and both tries again of message 101.
        let storage = Storage::new(vec![], 3);
        let (hub, publish) = delivering(storage.clone());
        let failing = in_room(&hub, 1, 1);
        let mut other = in_room(&hub, 2, 2);
        publish.send(message(101)).unwrap();
        let code = timeout(Duration::from_secs(10), failing.stop.stopped()).await.unwrap();
        assert_eq!(code, close::MISSED, "it connects again and reads the room afresh");
        publish.send(message(201)).unwrap();
        assert_eq!(next(&mut other).await["id"], 201);
        assert_eq!((other.stop.code(), hub.open_sockets()), (None, 1));
    }

    #[tokio::test]
    async fn an_unreadable_game_block_asks_the_residents_to_connect_again_and_a_readable_one_shuts_them_out()
     {
        for (failures, code) in [(3, close::MISSED), (0, close::REVOKED)] {
            let (hub, publish) = delivering(Storage::new(vec![], failures));
            let resident = hub
                .join(Listener {
                    user: UserId(1),
                    sign_in: SignInId(1),
                    room: None,
                    blockable: true,
                })
                .unwrap();
            let staff = in_room(&hub, 2, 1);
            publish.send(LiveEvent::GameBlockChanged).unwrap();
            let closed = timeout(Duration::from_secs(10), resident.stop.stopped()).await.unwrap();
            assert_eq!(closed, code);
            assert_eq!(staff.stop.code(), None);
        }
    }

    #[test]
    fn of_a_room_s_presence_changes_one_reading_serves_all() {
        let presence = |room| LiveEvent::TavernPresence { room: RoomId(room) };
        let kept = latest_presence_only(vec![
            presence(1),
            message(110),
            presence(2),
            presence(1),
            message(111),
            presence(1),
        ]);
        assert_eq!(kept, vec![message(110), presence(2), message(111), presence(1)]);
    }
}
