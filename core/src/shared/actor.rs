use super::{Role, UserId};

/// Who asks: the authenticated account and its role, as re-read from storage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub id: UserId,
    pub role: Role,
}

impl Actor {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }
}
