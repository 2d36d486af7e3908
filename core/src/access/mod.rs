//! Who may do what: the one permission seam (see `docs/permissions.md`).
//!
//! - Authentication (`AccountService::authenticate`) is the only maker of an [`Actor`].
//! - Role rules are one table, [`Permission::granted_to`]; use cases ask
//!   [`Actor::require`] (refusing with the one shared [`Forbidden`]) or [`Actor::may`].
//! - A game use case takes a [`GameActor`]: proof, made only by [`GameGate::admit`], that the
//!   actor may act in the game now (not imprisoned; the game not blocked for them). A use case
//!   that takes one cannot be called without the check.

mod actor;
mod errors;
mod gate;
mod permission;
mod ports;

pub use actor::*;
pub use errors::*;
pub use gate::*;
pub use permission::*;
pub use ports::*;
