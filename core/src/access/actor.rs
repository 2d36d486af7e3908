use std::ops::Deref;

use super::{Forbidden, Permission};
use crate::shared::{Role, UserId};

/// Who asks: an authenticated account and its role, as re-read from storage. Its fields are
/// private and only authentication makes one, so holding an `Actor` means the caller was
/// authenticated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    id: UserId,
    role: Role,
}

impl Actor {
    /// Made by authentication (and by core's own tests).
    pub(crate) const fn authenticated(id: UserId, role: Role) -> Self {
        Actor { id, role }
    }

    pub fn id(&self) -> UserId {
        self.id
    }

    pub fn role(&self) -> Role {
        self.role
    }

    /// Whether the actor is this account.
    pub fn is(&self, user: UserId) -> bool {
        self.id == user
    }

    /// Whether the actor's role grants the permission.
    pub fn may(&self, permission: Permission) -> bool {
        permission.granted_to(self.role)
    }

    /// # Errors
    /// [`Forbidden`] when the actor's role does not grant the permission.
    pub fn require(&self, permission: Permission) -> Result<(), Forbidden> {
        if self.may(permission) { Ok(()) } else { Err(Forbidden) }
    }

    /// Whether the actor is `owner`, or holds `permission` over everybody's things.
    pub fn owns_or_may(&self, owner: UserId, permission: Permission) -> bool {
        self.is(owner) || self.may(permission)
    }
}

/// Proof that an actor may act in the game now: not imprisoned, and the game not blocked for
/// them. Only [`super::GameGate::admit`] makes one; game use cases take it instead of an
/// [`Actor`], so none can be reached without the check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameActor(Actor);

impl GameActor {
    /// Made by the gate (and by core's own tests).
    pub(crate) fn admitted(actor: Actor) -> Self {
        GameActor(actor)
    }

    pub fn actor(&self) -> &Actor {
        &self.0
    }
}

impl Deref for GameActor {
    type Target = Actor;

    fn deref(&self) -> &Actor {
        &self.0
    }
}

#[cfg(any(test, feature = "mocks"))]
impl GameActor {
    /// An admitted actor for unit tests (core's, and the app's with core's `mocks` feature,
    /// which only tests switch on): the server itself admits players only through the gate.
    pub const fn test(id: i64, role: Role) -> Self {
        GameActor(Actor::authenticated(UserId(id), role))
    }
}

#[cfg(test)]
impl Actor {
    /// An actor for core's unit tests.
    pub(crate) const fn test(id: i64, role: Role) -> Self {
        Actor::authenticated(UserId(id), role)
    }
}
