use std::fmt;
use std::str::FromStr;

/// A player's role. `mieszkaniec` (resident) is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Role {
    #[default]
    Resident,
    Admin,
    GameMaster,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Resident, Role::Admin, Role::GameMaster];

    /// The role's name as stored and as sent to clients.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Resident => "mieszkaniec",
            Role::Admin => "admin",
            Role::GameMaster => "mistrz_gry",
        }
    }
}

impl Role {
    /// The Polish name shown as a rank.
    pub fn label(self) -> &'static str {
        match self {
            Role::Resident => "Mieszkaniec",
            Role::Admin => "Administrator",
            Role::GameMaster => "Mistrz Gry",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not one of `mieszkaniec`, `admin`, `mistrz_gry`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Nieznana rola: {0} (dozwolone: mieszkaniec, admin, mistrz_gry)")]
pub struct UnknownRole(pub String);

impl FromStr for Role {
    type Err = UnknownRole;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Role::ALL
            .into_iter()
            .find(|role| role.as_str() == s.trim())
            .ok_or_else(|| UnknownRole(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_through_their_stored_names() {
        for role in Role::ALL {
            assert_eq!(role.as_str().parse::<Role>(), Ok(role));
        }
    }

    #[test]
    fn an_unknown_role_is_refused() {
        assert!("superuser".parse::<Role>().is_err());
    }
}
