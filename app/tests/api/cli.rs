//! The `mrok` binary's account commands, run beside a live server on the same database.

use reqwest::StatusCode;

use crate::support::{Options, PASSWORD, apps};

#[tokio::test]
async fn the_first_admin_is_created_from_the_command_line_while_the_server_runs() {
    for app in apps(Options::PLAIN).await {
        let (ok, out) = app.cli(&[
            "user",
            "create",
            "--email",
            "Szef@Mrok.test",
            "--password",
            PASSWORD,
            "--role",
            "admin",
        ]);
        assert!(ok, "{out}");
        let login = app.login("szef@mrok.test", PASSWORD).await;
        assert_eq!(login.status, StatusCode::OK, "{}", app.backend);
        assert_eq!(login.body["userRole"], "admin");

        let (ok, out) =
            app.cli(&["user", "create", "--email", "szef@mrok.test", "--password", PASSWORD]);
        assert!(!ok);
        assert!(out.contains("Konto o tym adresie już istnieje"), "{out}");
        let (ok, out) =
            app.cli(&["user", "create", "--email", "slaby@mrok.test", "--password", "abc"]);
        assert!(!ok);
        assert!(out.contains("Hasło jest zbyt słabe"), "{out}");
    }
}

#[tokio::test]
async fn a_role_change_from_the_command_line_ends_the_players_logins() {
    for app in apps(Options::PLAIN).await {
        let old = app.activated_player("mistrz@mrok.test").await;
        let (ok, out) = app.cli(&["user", "role", "mistrz@mrok.test", "mistrz_gry"]);
        assert!(ok, "{out}");
        assert_eq!(
            app.get("/api/checkCharacter", Some(&old)).await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(app.login("mistrz@mrok.test", PASSWORD).await.body["userRole"], "mistrz_gry");

        let (ok, out) = app.cli(&["user", "role", "mistrz@mrok.test", "cesarz"]);
        assert!(!ok, "{out}");
        let (ok, out) = app.cli(&["user", "role", "nikt@mrok.test", "admin"]);
        assert!(!ok);
        assert!(out.contains("Nie znaleziono konta"), "{out}");
    }
}
