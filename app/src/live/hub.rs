//! The open sockets of this instance, by tavern room and by account, and how frames reach them
//! (the events become frames in [`super::delivery`]).
//!
//! Every socket has a small bounded outbox. Sending never waits: a socket whose outbox is full
//! is a slow consumer and is closed (the client reconnects and reloads), so one stalled reader
//! can neither hold up a room nor grow the server's memory.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU16, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use mrok_core::accounts::SignInId;
use mrok_core::shared::UserId;
use mrok_core::tavern::RoomId;
use tokio::sync::{Notify, mpsc};

use super::frames::Frame;

/// Close codes the hub gives (4000–4999 are the application's own).
pub mod close {
    /// The account may no longer play (imprisoned, blocked, logged out everywhere).
    pub const REVOKED: u16 = 4001;
    /// The tavern room asked for does not exist (any more).
    pub const NO_ROOM: u16 = 4004;
    /// The socket did not read its frames fast enough.
    pub const TOO_SLOW: u16 = 4008;
    /// The hub fell behind the bus and skipped events this socket may have needed (a
    /// revocation among them): connect again, to be admitted anew and read afresh.
    pub const MISSED: u16 = 4009;
    /// The server is restarting: connect again in a moment (the standard code).
    pub const RESTART: u16 = 1012;
}

/// How much the hub holds.
#[derive(Debug, Clone, Copy)]
pub struct HubLimits {
    /// Open sockets on this instance.
    pub total: usize,
    /// Open sockets of one account (tabs, devices).
    pub per_user: usize,
    /// Frames waiting for one socket before it counts as a slow consumer.
    pub outbox: usize,
}

impl Default for HubLimits {
    fn default() -> Self {
        HubLimits { total: 20_000, per_user: 8, outbox: 64 }
    }
}

/// Why a socket may not open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The account has [`HubLimits::per_user`] sockets open already.
    TooManyForUser,
    /// The instance holds [`HubLimits::total`] sockets.
    Full,
}

/// The hub's side of one socket: where to put its frames, and how to make it close.
#[derive(Clone)]
struct Outlet {
    frames: mpsc::Sender<Frame>,
    stop: Arc<Stop>,
    /// The login whose token opened the socket.
    sign_in: SignInId,
}

/// Tells a connection's task to close with a code.
#[derive(Default)]
pub struct Stop {
    code: AtomicU16,
    notify: Notify,
}

impl Stop {
    fn stop(&self, code: u16) {
        self.code.store(code, Ordering::Relaxed);
        self.notify.notify_one();
    }

    /// The close code the hub asked for, if it did.
    pub fn code(&self) -> Option<u16> {
        Some(self.code.load(Ordering::Relaxed)).filter(|code| *code != 0)
    }

    /// Waits until the hub asks the socket to close; the close code.
    pub async fn stopped(&self) -> u16 {
        self.notify.notified().await;
        self.code.load(Ordering::Relaxed)
    }
}

/// A registered socket: its id, its frames and its stop signal. Dropping it does not
/// unregister; the connection task calls [`Hub::leave`].
pub struct Membership {
    pub id: u64,
    pub frames: mpsc::Receiver<Frame>,
    pub stop: Arc<Stop>,
}

/// Who a socket listens for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Listener {
    pub user: UserId,
    /// The login whose token opened it: logging out closes it.
    pub sign_in: SignInId,
    /// A tavern connection's room; `None` for the player's own events.
    pub room: Option<RoomId>,
    /// Whether the game's block shuts the account out (a resident's; staff play on).
    pub blockable: bool,
}

#[derive(Default)]
struct Registry {
    /// Tavern sockets by room, with their accounts.
    rooms: HashMap<RoomId, HashMap<u64, (UserId, Outlet)>>,
    /// Every socket of an account, with its room (for revocation and the per-user limit).
    users: HashMap<UserId, HashMap<u64, (Option<RoomId>, Outlet)>>,
    /// The accounts with sockets here that the game's block shuts out.
    blockable: HashSet<UserId>,
    total: usize,
}

pub struct Hub {
    registry: Mutex<Registry>,
    next_id: AtomicU64,
    limits: HubLimits,
}

impl Hub {
    pub fn new(limits: HubLimits) -> Self {
        Hub { registry: Mutex::default(), next_id: AtomicU64::new(1), limits }
    }

    fn registry(&self) -> MutexGuard<'_, Registry> {
        // A panic while holding the lock cannot leave the maps half-updated in a harmful way
        // (each update is a single insert or remove), so a poisoned lock is used as it is.
        self.registry.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether one more socket for `user` would be accepted (checked before the upgrade).
    ///
    /// # Errors
    /// The [`Refusal`].
    pub fn check(&self, user: UserId) -> Result<(), Refusal> {
        let registry = self.registry();
        if registry.total >= self.limits.total {
            return Err(Refusal::Full);
        }
        if registry.users.get(&user).is_some_and(|s| s.len() >= self.limits.per_user) {
            return Err(Refusal::TooManyForUser);
        }
        Ok(())
    }

    /// Registers a socket.
    ///
    /// # Errors
    /// The [`Refusal`] when a limit was reached since [`Hub::check`].
    pub fn join(&self, listener: Listener) -> Result<Membership, Refusal> {
        let (sender, frames) = mpsc::channel(self.limits.outbox);
        let stop = Arc::new(Stop::default());
        let outlet = Outlet { frames: sender, stop: stop.clone(), sign_in: listener.sign_in };
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let mut registry = self.registry();
        if registry.total >= self.limits.total {
            return Err(Refusal::Full);
        }
        let sockets = registry.users.entry(listener.user).or_default();
        if sockets.len() >= self.limits.per_user {
            return Err(Refusal::TooManyForUser);
        }
        sockets.insert(id, (listener.room, outlet.clone()));
        if listener.blockable {
            registry.blockable.insert(listener.user);
        }
        if let Some(room) = listener.room {
            registry.rooms.entry(room).or_default().insert(id, (listener.user, outlet));
        }
        registry.total += 1;
        Ok(Membership { id, frames, stop })
    }

    /// Unregisters a socket (its task ended). Harmless when already gone.
    pub fn leave(&self, listener: Listener, id: u64) {
        let mut registry = self.registry();
        Self::remove(&mut registry, listener.user, id);
    }

    fn remove(registry: &mut Registry, user: UserId, id: u64) -> Option<Outlet> {
        let sockets = registry.users.get_mut(&user)?;
        let (room, outlet) = sockets.remove(&id)?;
        if sockets.is_empty() {
            registry.users.remove(&user);
            registry.blockable.remove(&user);
        }
        if let Some(room) = room
            && let Some(listeners) = registry.rooms.get_mut(&room)
        {
            listeners.remove(&id);
            if listeners.is_empty() {
                registry.rooms.remove(&room);
            }
        }
        registry.total -= 1;
        Some(outlet)
    }

    /// Open sockets on this instance.
    pub fn open_sockets(&self) -> usize {
        self.registry().total
    }

    /// Whether any of `users` has a socket on this instance.
    pub(super) fn has_any_player(&self, users: &[UserId]) -> bool {
        let registry = self.registry();
        users.iter().any(|user| registry.users.contains_key(user))
    }

    /// Those of `users` with a socket on this instance.
    pub(super) fn players_here(&self, users: &[UserId]) -> Vec<UserId> {
        let registry = self.registry();
        users.iter().copied().filter(|user| registry.users.contains_key(user)).collect()
    }

    pub(super) fn has_room(&self, room: RoomId) -> bool {
        self.registry().rooms.contains_key(&room)
    }

    /// Queues a frame for every socket in the room (but `except`'s); slow consumers are closed.
    pub(super) fn to_room(&self, room: RoomId, frame: &Frame, except: Option<UserId>) {
        let mut registry = self.registry();
        let Some(listeners) = registry.rooms.get(&room) else { return };
        let mut slow = Vec::new();
        for (id, (user, outlet)) in listeners {
            if Some(*user) != except && outlet.frames.try_send(frame.clone()).is_err() {
                slow.push((*user, *id));
            }
        }
        Self::drop_slow(&mut registry, &slow);
    }

    /// Queues a frame for every player-event socket (those without a room) on this instance.
    pub(super) fn to_everyone(&self, frame: &Frame) {
        let mut registry = self.registry();
        let mut slow = Vec::new();
        for (user, sockets) in &registry.users {
            for (id, (room, outlet)) in sockets {
                if room.is_none() && outlet.frames.try_send(frame.clone()).is_err() {
                    slow.push((*user, *id));
                }
            }
        }
        Self::drop_slow(&mut registry, &slow);
    }

    /// Queues a frame for the player-event sockets (those without a room) of `users`.
    pub(super) fn to_players(&self, users: &[UserId], frame: &Frame) {
        let mut registry = self.registry();
        let mut slow = Vec::new();
        for user in users {
            let Some(sockets) = registry.users.get(user) else { continue };
            for (id, (room, outlet)) in sockets {
                if room.is_none() && outlet.frames.try_send(frame.clone()).is_err() {
                    slow.push((*user, *id));
                }
            }
        }
        Self::drop_slow(&mut registry, &slow);
    }

    /// Closes sockets whose outbox was full (or whose task is gone).
    fn drop_slow(registry: &mut Registry, slow: &[(UserId, u64)]) {
        for &(user, id) in slow {
            if let Some(outlet) = Self::remove(registry, user, id) {
                tracing::info!(user = user.0, "slow live socket closed");
                outlet.stop.stop(close::TOO_SLOW);
            }
        }
    }

    /// Closes every socket of an account.
    pub fn revoke(&self, user: UserId) {
        let mut registry = self.registry();
        Self::close_user_in(&mut registry, user, close::REVOKED);
    }

    /// Closes the sockets one login of an account opened (it logged out).
    pub fn sign_out(&self, user: UserId, sign_in: SignInId) {
        let mut registry = self.registry();
        let ids: Vec<u64> = registry
            .users
            .get(&user)
            .map(|sockets| {
                sockets
                    .iter()
                    .filter(|(_, (_, outlet))| outlet.sign_in == sign_in)
                    .map(|(id, _)| *id)
                    .collect()
            })
            .unwrap_or_default();
        for id in ids {
            if let Some(outlet) = Self::remove(&mut registry, user, id) {
                outlet.stop.stop(close::REVOKED);
            }
        }
    }

    fn close_user_in(registry: &mut Registry, user: UserId, code: u16) {
        let ids: Vec<u64> =
            registry.users.get(&user).map(|s| s.keys().copied().collect()).unwrap_or_default();
        for id in ids {
            if let Some(outlet) = Self::remove(registry, user, id) {
                outlet.stop.stop(code);
            }
        }
    }

    /// Closes every socket, asking each to connect again (the hub skipped events: whom they may
    /// still reach is no longer known here; a reconnect goes through every check anew).
    pub fn close_all(&self, code: u16) {
        let mut registry = self.registry();
        let sockets: Vec<(UserId, u64)> = registry
            .users
            .iter()
            .flat_map(|(user, sockets)| sockets.keys().map(move |id| (*user, *id)))
            .collect();
        for (user, id) in sockets {
            if let Some(outlet) = Self::remove(&mut registry, user, id) {
                outlet.stop.stop(code);
            }
        }
    }

    /// Closes every socket of the accounts the game's block shuts out: with [`close::REVOKED`]
    /// when it has just come on (they could not open one now, and must not keep hearing the game
    /// through an old one), with [`close::MISSED`] when whether it did is unknown (they connect
    /// again and the gate decides).
    pub fn shut_out_the_blocked(&self, code: u16) {
        let mut registry = self.registry();
        let users: Vec<UserId> = registry.blockable.iter().copied().collect();
        for user in users {
            Self::close_user_in(&mut registry, user, code);
        }
    }

    /// Closes every socket in a room: with [`close::NO_ROOM`] when it is gone, with
    /// [`close::MISSED`] when its frames could not be read (they connect again and read afresh).
    pub fn close_room(&self, room: RoomId, code: u16) {
        let mut registry = self.registry();
        let sockets: Vec<(UserId, u64)> = registry
            .rooms
            .get(&room)
            .map(|listeners| listeners.iter().map(|(id, (user, _))| (*user, *id)).collect())
            .unwrap_or_default();
        for (user, id) in sockets {
            if let Some(outlet) = Self::remove(&mut registry, user, id) {
                outlet.stop.stop(code);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    const ROOM: RoomId = RoomId(1);

    fn listener(user: i64, room: Option<RoomId>) -> Listener {
        Listener { user: UserId(user), sign_in: SignInId(user * 10), room, blockable: false }
    }

    #[tokio::test]
    async fn a_reader_that_falls_behind_is_closed_and_the_others_keep_getting_frames() {
        let hub = Hub::new(HubLimits { outbox: 2, ..HubLimits::default() });
        let slow = hub.join(listener(1, Some(ROOM))).unwrap();
        let mut quick = hub.join(listener(2, Some(ROOM))).unwrap();
        for n in 0..3 {
            hub.to_room(ROOM, &Frame::from(format!("{n}")), None);
            assert_eq!(&*quick.frames.recv().await.unwrap(), n.to_string());
        }
        assert_eq!(slow.stop.code(), Some(close::TOO_SLOW));
        assert_eq!(hub.open_sockets(), 1, "the slow socket is let go of, not buffered for");
    }

    #[tokio::test]
    async fn player_events_go_to_the_players_own_sockets_not_to_their_tavern_ones() {
        let hub = Hub::new(HubLimits::default());
        let mut events = hub.join(listener(1, None)).unwrap();
        let mut tavern = hub.join(listener(1, Some(ROOM))).unwrap();
        let mut someone_else = hub.join(listener(2, None)).unwrap();
        hub.to_players(&[UserId(1)], &Frame::from("ping"));
        assert_eq!(&*events.frames.recv().await.unwrap(), "ping");
        assert!(tavern.frames.try_recv().is_err());
        assert!(someone_else.frames.try_recv().is_err());
    }

    #[test]
    fn one_account_holds_a_bounded_number_of_sockets_and_the_instance_too() {
        let hub = Hub::new(HubLimits { total: 3, per_user: 2, outbox: 4 });
        let first = hub.join(listener(1, None)).unwrap();
        let _second = hub.join(listener(1, Some(ROOM))).unwrap();
        assert_eq!(hub.check(UserId(1)), Err(Refusal::TooManyForUser));
        assert!(matches!(hub.join(listener(1, None)), Err(Refusal::TooManyForUser)));
        let _third = hub.join(listener(2, None)).unwrap();
        assert_eq!(hub.check(UserId(3)), Err(Refusal::Full));
        hub.leave(listener(1, None), first.id);
        assert_eq!(hub.check(UserId(1)), Ok(()));
        assert_eq!(hub.open_sockets(), 2);
    }

    #[test]
    fn revoking_closes_every_socket_of_that_account_only() {
        let hub = Hub::new(HubLimits::default());
        let a = hub.join(listener(1, None)).unwrap();
        let b = hub.join(listener(1, Some(ROOM))).unwrap();
        let other = hub.join(listener(2, Some(ROOM))).unwrap();
        hub.revoke(UserId(1));
        assert_eq!(a.stop.code(), Some(close::REVOKED));
        assert_eq!(b.stop.code(), Some(close::REVOKED));
        assert_eq!(other.stop.code(), None);
        assert_eq!(hub.open_sockets(), 1);
    }

    #[test]
    fn after_missed_events_every_socket_is_asked_to_connect_again() {
        let hub = Hub::new(HubLimits::default());
        let sockets = [
            hub.join(listener(1, None)).unwrap(),
            hub.join(listener(1, Some(ROOM))).unwrap(),
            hub.join(listener(2, Some(RoomId(2)))).unwrap(),
        ];
        hub.close_all(close::MISSED);
        for socket in &sockets {
            assert_eq!(socket.stop.code(), Some(close::MISSED));
        }
        assert_eq!(hub.open_sockets(), 0);
        assert!(hub.join(listener(1, None)).is_ok(), "and they may come back");
    }

    #[test]
    fn a_removed_room_closes_its_sockets_only() {
        let hub = Hub::new(HubLimits::default());
        let inside = hub.join(listener(1, Some(ROOM))).unwrap();
        let own_events = hub.join(listener(1, None)).unwrap();
        let elsewhere = hub.join(listener(2, Some(RoomId(ROOM.0 + 1)))).unwrap();
        hub.close_room(ROOM, close::NO_ROOM);
        assert_eq!(inside.stop.code(), Some(close::NO_ROOM));
        assert_eq!((own_events.stop.code(), elsewhere.stop.code()), (None, None));
        assert_eq!(hub.open_sockets(), 2);
    }

    #[test]
    fn a_game_block_closes_the_residents_sockets_and_leaves_the_staff_theirs() {
        let hub = Hub::new(HubLimits::default());
        let resident = |room| Listener { blockable: true, ..listener(1, room) };
        let own = hub.join(resident(None)).unwrap();
        let tavern = hub.join(resident(Some(ROOM))).unwrap();
        let staff = hub.join(listener(2, Some(ROOM))).unwrap();
        hub.shut_out_the_blocked(close::REVOKED);
        assert_eq!(
            (own.stop.code(), tavern.stop.code()),
            (Some(close::REVOKED), Some(close::REVOKED))
        );
        assert_eq!(staff.stop.code(), None);
        assert_eq!(hub.open_sockets(), 1);
        // A resident who left is no longer on the hub's books.
        let again = hub.join(resident(None)).unwrap();
        hub.leave(resident(None), again.id);
        hub.shut_out_the_blocked(close::REVOKED);
        assert_eq!(again.stop.code(), None);
    }
}
