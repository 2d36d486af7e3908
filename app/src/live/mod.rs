//! The live channel: one websocket endpoint, `/ws/`, that only pushes.
//!
//! - [`hub`] keeps the open sockets by tavern room and by account and queues frames for them.
//! - [`delivery`] turns the events of core's live bus into frames (reading a row once per
//!   instance, by a worker of the room's own; serializing once per event).
//! - [`socket`] is the endpoint: Origin and token checks, limits, one task per connection.
//! - [`frames`] is what goes over the wire.
//!
//! A socket with `?room=ID` is a tavern connection (that room's messages, presence and "…pisze");
//! one without a room carries the player's own events (session activity). Both close at once
//! when the account loses access.

pub mod delivery;
pub mod frames;
pub mod hub;
pub mod socket;

pub use hub::{Hub, HubLimits};
pub use socket::{LiveSettings, live_socket};
