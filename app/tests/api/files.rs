//! The server's files are its own: the data folder 0700, the database and the outbox's mails
//! (live one-time links) 0600, also where an older version left them open to every local user.

#![cfg(unix)]

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use reqwest::StatusCode;

use crate::support::{Options, PASSWORD, sqlite_app};

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[tokio::test]
async fn no_other_local_user_reads_the_database_or_a_mailed_link() {
    let app = sqlite_app(Options::PLAIN).await;
    let data = app.config.data_dir.clone();
    assert_eq!(app.register("nowy@mrok.test", PASSWORD).await.status, StatusCode::CREATED);
    assert_eq!(app.wait_for_mails("nowy@mrok.test", 1).await.len(), 1);

    assert_eq!(mode(&data.join("mrok.db")), 0o600);
    assert_eq!(mode(&data.join("mrok.db-wal")), 0o600);
    let outbox = std::fs::read_dir(data.join("outbox")).unwrap();
    for mail in outbox {
        assert_eq!(mode(&mail.unwrap().path()), 0o600);
    }
    assert_eq!(mode(&data.join("outbox")), 0o700);

    // An install an older version left open is closed on the next start.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(data.join("mrok.db"), std::fs::Permissions::from_mode(0o644)).unwrap();
    app.cli_ok(&["user", "role", "nowy@mrok.test", "mieszkaniec"]);
    assert_eq!((mode(&data), mode(&data.join("mrok.db"))), (0o700, 0o600));
}
