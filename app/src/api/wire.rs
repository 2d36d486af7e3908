//! The closed sets of values the API sends and takes, as enums: `openapi.json` lists their
//! values and the SDK types them as unions, so neither side guards free strings by hand.

use mrok_core::characters::Slot;
use mrok_core::sessions::{CharacterType, SessionKind};
use mrok_core::shared::Role;
use poem_openapi::Enum;

/// Who speaks: one of the author's characters, or the narrator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "CharacterType", rename_all = "lowercase")]
pub enum CharacterTypeValue {
    Main,
    Secondary,
    Narrator,
}

impl From<CharacterType> for CharacterTypeValue {
    fn from(kind: CharacterType) -> Self {
        match kind {
            CharacterType::Main => CharacterTypeValue::Main,
            CharacterType::Secondary => CharacterTypeValue::Secondary,
            CharacterType::Narrator => CharacterTypeValue::Narrator,
        }
    }
}

impl From<CharacterTypeValue> for CharacterType {
    fn from(kind: CharacterTypeValue) -> Self {
        match kind {
            CharacterTypeValue::Main => CharacterType::Main,
            CharacterTypeValue::Secondary => CharacterType::Secondary,
            CharacterTypeValue::Narrator => CharacterType::Narrator,
        }
    }
}

impl From<Slot> for CharacterTypeValue {
    fn from(slot: Slot) -> Self {
        match slot {
            Slot::Main => CharacterTypeValue::Main,
            Slot::Secondary(_) => CharacterTypeValue::Secondary,
        }
    }
}

/// General sessions everyone reads, or private ones for their participants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "SessionKind", rename_all = "lowercase")]
pub enum SessionKindValue {
    General,
    Private,
}

impl From<SessionKind> for SessionKindValue {
    fn from(kind: SessionKind) -> Self {
        match kind {
            SessionKind::General => SessionKindValue::General,
            SessionKind::Private => SessionKindValue::Private,
        }
    }
}

impl From<SessionKindValue> for SessionKind {
    fn from(kind: SessionKindValue) -> Self {
        match kind {
            SessionKindValue::General => SessionKind::General,
            SessionKindValue::Private => SessionKind::Private,
        }
    }
}

/// An account's role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "Role")]
pub enum RoleValue {
    #[oai(rename = "mieszkaniec")]
    Resident,
    #[oai(rename = "admin")]
    Admin,
    #[oai(rename = "mistrz_gry")]
    GameMaster,
}

impl From<Role> for RoleValue {
    fn from(role: Role) -> Self {
        match role {
            Role::Resident => RoleValue::Resident,
            Role::Admin => RoleValue::Admin,
            Role::GameMaster => RoleValue::GameMaster,
        }
    }
}

impl From<RoleValue> for Role {
    fn from(role: RoleValue) -> Self {
        match role {
            RoleValue::Resident => Role::Resident,
            RoleValue::Admin => Role::Admin,
            RoleValue::GameMaster => Role::GameMaster,
        }
    }
}

#[cfg(test)]
mod tests {
    use poem_openapi::types::ToJSON;

    use super::*;

    #[test]
    fn wire_values_are_the_stored_names() {
        for role in Role::ALL {
            assert_eq!(
                RoleValue::from(role).to_json(),
                Some(serde_json::Value::from(role.as_str()))
            );
            assert_eq!(Role::from(RoleValue::from(role)), role);
        }
        for kind in [CharacterType::Main, CharacterType::Secondary, CharacterType::Narrator] {
            let value = CharacterTypeValue::from(kind);
            assert_eq!(value.to_json(), Some(serde_json::Value::from(kind.as_str())));
            assert_eq!(CharacterType::from(value), kind);
        }
        for kind in [SessionKind::General, SessionKind::Private] {
            let value = SessionKindValue::from(kind);
            assert_eq!(value.to_json(), Some(serde_json::Value::from(kind.as_str())));
            assert_eq!(SessionKind::from(value), kind);
        }
    }
}
