use crate::shared::Role;

/// Everything a role may be allowed beyond what every player may do with their own things.
/// Who holds which is decided in one place: [`Permission::granted_to`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Permission {
    /// Change anyone's character: profile, description, avatar, card, the one-time magic
    /// choice; delete secondary characters.
    EditAnyCharacter,
    /// Rename a character.
    RenameCharacters,
    /// Change a magic choice already made.
    ChangeChosenMagic,
    /// See, add and flag hidden skills and flaws.
    HiddenCardEntries,
    /// Approve or unapprove characters.
    ApproveCharacters,
    /// Read every private session (read-only).
    ReadPrivateSessions,
    /// See when players registered and their last address.
    SeePlayerDetails,
    /// Use the back office's lists.
    UseBackoffice,
    /// Change accounts' roles.
    ChangeRoles,
    /// Play on while an announcement blocks the game for residents.
    PlayDuringGameBlock,
    /// Keep the tavern: its events board and its rooms.
    ManageTavern,
    /// Send global announcements and see who read them.
    SendAnnouncements,
    /// Post, edit and archive news; delete anyone's comment.
    ManageNews,
    /// Put players in prison.
    Imprison,
    /// Write resident messages and turn them on (blocking the game for residents) or off.
    ManageResidentMessages,
    /// Change achievements, hidden profile information and stats (the admin panel's tools).
    CurateCharacters,
    /// Delete an account with everything it wrote.
    DeleteAccounts,
    /// Read the audit log and the server's error log.
    ReadLogs,
    /// Have one's writes kept in the audit log (everyone who moderates or curates).
    Audited,
    /// Write the wiki's entry collections (spec 3 §2.1).
    EditLore,
    /// Write the bestiary's categories and beasts (spec 3 §2.4).
    EditBestiary,
    /// Read every session report and accept or reject it (spec 3 §2.13).
    ReviewReports,
    /// Keep the arena's weapons, armors and monsters (spec 3 §2.14–§2.15).
    ManageArena,
}

impl Permission {
    pub const ALL: [Permission; 23] = [
        Permission::EditAnyCharacter,
        Permission::RenameCharacters,
        Permission::ChangeChosenMagic,
        Permission::HiddenCardEntries,
        Permission::ApproveCharacters,
        Permission::ReadPrivateSessions,
        Permission::SeePlayerDetails,
        Permission::UseBackoffice,
        Permission::ChangeRoles,
        Permission::PlayDuringGameBlock,
        Permission::ManageTavern,
        Permission::SendAnnouncements,
        Permission::ManageNews,
        Permission::Imprison,
        Permission::ManageResidentMessages,
        Permission::CurateCharacters,
        Permission::DeleteAccounts,
        Permission::ReadLogs,
        Permission::Audited,
        Permission::EditLore,
        Permission::EditBestiary,
        Permission::ReviewReports,
        Permission::ManageArena,
    ];

    /// The roles table: whether `role` holds this permission.
    pub fn granted_to(self, role: Role) -> bool {
        use Permission::*;
        match self {
            PlayDuringGameBlock | Audited | EditBestiary => {
                matches!(role, Role::Admin | Role::GameMaster)
            }
            EditAnyCharacter
            | RenameCharacters
            | ChangeChosenMagic
            | HiddenCardEntries
            | ApproveCharacters
            | ReadPrivateSessions
            | SeePlayerDetails
            | UseBackoffice
            | ChangeRoles
            | ManageTavern
            | SendAnnouncements
            | ManageNews
            | Imprison
            | ManageResidentMessages
            | CurateCharacters
            | DeleteAccounts
            | ReadLogs
            | EditLore
            | ReviewReports
            | ManageArena => role == Role::Admin,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn admins_hold_every_permission_and_residents_none() {
        for permission in Permission::ALL {
            assert!(permission.granted_to(Role::Admin), "{permission:?}");
            assert!(!permission.granted_to(Role::Resident), "{permission:?}");
        }
    }

    #[test]
    fn game_masters_play_on_through_a_game_block_are_audited_and_keep_the_bestiary() {
        let granted: Vec<Permission> =
            Permission::ALL.into_iter().filter(|p| p.granted_to(Role::GameMaster)).collect();
        assert_eq!(
            granted,
            vec![Permission::PlayDuringGameBlock, Permission::Audited, Permission::EditBestiary]
        );
    }
}
