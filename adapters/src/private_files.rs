//! The server's own files — the data folder, the SQLite database, the outbox's mails (live
//! one-time links), the JWT secret — are for the server's account only: folders 0700, files
//! 0600, also when an older version left them readable by everyone.

use std::path::Path;

use mrok_core::shared::InfraError;

/// Creates `folder` when missing and lets only the owner in.
///
/// # Errors
/// The folder cannot be created or its mode set.
pub fn private_dir(folder: &Path) -> Result<(), InfraError> {
    std::fs::create_dir_all(folder)
        .map_err(|e| InfraError::new(format!("katalog {}: {e}", folder.display())))?;
    restrict(folder, 0o700)
}

/// Lets only the owner read and write `file`, when it exists.
///
/// # Errors
/// The mode cannot be set.
pub fn private_file(file: &Path) -> Result<(), InfraError> {
    if file.exists() { restrict(file, 0o600) } else { Ok(()) }
}

#[cfg(unix)]
fn restrict(path: &Path, mode: u32) -> Result<(), InfraError> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
        .map_err(|e| InfraError::new(format!("uprawnienia {}: {e}", path.display())))
}

#[cfg(not(unix))]
fn restrict(_path: &Path, _mode: u32) -> Result<(), InfraError> {
    Ok(())
}

#[cfg(test)]
#[cfg(unix)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn an_open_folder_and_file_are_closed_to_others() {
        let root = tempfile::tempdir().unwrap();
        let folder = root.path().join("dane");
        std::fs::create_dir(&folder).unwrap();
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).unwrap();
        let file = folder.join("mrok.db");
        std::fs::write(&file, "x").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        private_dir(&folder).unwrap();
        private_file(&file).unwrap();
        private_file(&folder.join("brak")).unwrap();
        assert_eq!((mode(&folder), mode(&file)), (0o700, 0o600));
        private_dir(&root.path().join("nowy/katalog")).unwrap();
        assert_eq!(mode(&root.path().join("nowy/katalog")), 0o700);
    }
}
