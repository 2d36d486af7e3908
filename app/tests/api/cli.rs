//! The `mrok` binary's account commands, run beside a live server on the same database.

use std::process::Command;

use reqwest::StatusCode;

use crate::support::{Options, PASSWORD, TestApp, apps};

fn mrok(app: &TestApp, args: &[&str]) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mrok"));
    command.env("MROK_DATA_DIR", &app.config.data_dir).env("RUST_LOG", "warn");
    match &app.config.database_url {
        Some(url) => command.env("MROK_DATABASE_URL", url),
        None => command.env_remove("MROK_DATABASE_URL"),
    };
    let output = command.args(args).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), text)
}

#[tokio::test]
async fn the_first_admin_is_created_from_the_command_line_while_the_server_runs() {
    for app in apps(Options::PLAIN).await {
        let (ok, out) = mrok(
            &app,
            &[
                "user",
                "create",
                "--email",
                "Szef@Mrok.test",
                "--password",
                PASSWORD,
                "--role",
                "admin",
            ],
        );
        assert!(ok, "{out}");
        let login = app.login("szef@mrok.test", PASSWORD).await;
        assert_eq!(login.status, StatusCode::OK, "{}", app.backend);
        assert_eq!(login.body["userRole"], "admin");

        let (ok, out) =
            mrok(&app, &["user", "create", "--email", "szef@mrok.test", "--password", PASSWORD]);
        assert!(!ok);
        assert!(out.contains("Konto o tym adresie już istnieje"), "{out}");
        let (ok, out) =
            mrok(&app, &["user", "create", "--email", "slaby@mrok.test", "--password", "abc"]);
        assert!(!ok);
        assert!(out.contains("Hasło jest zbyt słabe"), "{out}");
    }
}

#[tokio::test]
async fn a_role_change_from_the_command_line_ends_the_players_logins() {
    for app in apps(Options::PLAIN).await {
        let old = app.activated_player("mistrz@mrok.test").await;
        let (ok, out) = mrok(&app, &["user", "role", "mistrz@mrok.test", "mistrz_gry"]);
        assert!(ok, "{out}");
        assert_eq!(
            app.get("/api/checkCharacter", Some(&old)).await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(app.login("mistrz@mrok.test", PASSWORD).await.body["userRole"], "mistrz_gry");

        let (ok, out) = mrok(&app, &["user", "role", "mistrz@mrok.test", "cesarz"]);
        assert!(!ok, "{out}");
        let (ok, out) = mrok(&app, &["user", "role", "nikt@mrok.test", "admin"]);
        assert!(!ok);
        assert!(out.contains("Nie znaleziono konta"), "{out}");
    }
}
