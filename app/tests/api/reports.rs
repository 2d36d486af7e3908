//! Session reports over HTTP on both databases: only a session one took part in, one report a
//! session, admins decide (a rejection says why), the owner corrects a rejected one, and the
//! internal comment never reaches the player.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Options, PASSWORD, apps};

#[tokio::test]
async fn a_report_goes_from_a_participant_through_rejection_and_correction_to_acceptance() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (owner, _) = app.player_with_character("w@mrok.test", "Morwena", "Wampir").await;
        let (player, player_id) = app.player_with_character("g@mrok.test", "Ilvar", "Wampir").await;
        let (outsider, _) = app.player_with_character("o@mrok.test", "Obcy", "Wampir").await;
        let game_master = app.staff("m@mrok.test", "Narrator", "Człowiek", "mistrz_gry").await;
        let admin = app.staff("k@mrok.test", "Królowa", "Wampir", "admin").await;
        let body = json!({"title": "Mgły nad Smolnicą", "users": [player_id], "characterType": "narrator"});
        let session =
            app.post("/api/generalSessions", body, Some(&owner)).await.body["id"].as_i64().unwrap();
        let other = json!({"title": "Inna", "participantIds": [], "characterType": "narrator"});
        let foreign = app.post("/api/privateSessions", other, Some(&owner)).await.body["id"]
            .as_i64()
            .unwrap();

        let offered = app.get("/api/sessions/list", Some(&player)).await.body;
        assert_eq!(offered["sessions"][0]["id"], session, "{backend}");
        assert_eq!(offered["sessions"][0]["session_type"], "general");
        assert!(
            app.get("/api/sessions/list", Some(&outsider)).await.body["sessions"]
                .as_array()
                .unwrap()
                .is_empty()
        );

        let report = |session: i64, what: &str| json!({"sessionType": "general", "sessionId": session, "sessionTitle": "x", "whatHappened": what, "worldConsequences": "Most runął"});
        let refused = app.post("/api/reports", report(session, "Byłem tam"), Some(&outsider)).await;
        assert_eq!(
            (refused.status, refused.message()),
            (StatusCode::FORBIDDEN, "Możesz zgłosić tylko sesję, w której brałeś udział.")
        );
        let not_mine = app.post("/api/reports", report(foreign, "Byłem tam"), Some(&player)).await;
        assert_eq!(not_mine.status, StatusCode::FORBIDDEN);
        let empty = app.post("/api/reports", report(session, "  "), Some(&player)).await;
        assert_eq!(
            (empty.status, empty.message()),
            (StatusCode::BAD_REQUEST, "Wybierz sesję i opisz co się wydarzyło!")
        );
        let filed =
            app.post("/api/reports", report(session, "Walczyliśmy z Głodnym"), Some(&player)).await;
        assert_eq!(filed.status, StatusCode::CREATED, "{backend}: {}", filed.body);
        assert_eq!(filed.body["message"], "Zgłoszenie zostało wysłane pomyślnie!");
        assert_eq!(
            filed.body["report"]["session_title"], "Mgły nad Smolnicą",
            "the session's own title"
        );
        let id = filed.body["report"]["id"].as_i64().unwrap();
        assert_eq!(
            app.post("/api/reports", report(session, "Jeszcze raz"), Some(&player)).await.status,
            StatusCode::CONFLICT
        );

        let status = format!("/api/admin/reports/{id}/status");
        let reject = |comment: &str| json!({"status": "rejected", "adminComment": comment, "internalComment": "Gracz przesadza z nagrodami"});
        assert_eq!(
            app.patch(&status, reject("Za mało"), Some(&game_master)).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.patch(&status, reject("Za mało"), Some(&player)).await.status,
            StatusCode::FORBIDDEN
        );
        let no_reason = app.patch(&status, reject(" "), Some(&admin)).await;
        assert_eq!(no_reason.message(), "Komentarz jest wymagany przy odrzucaniu zgłoszenia");
        let rejected = app.patch(&status, reject("Opisz walkę dokładniej"), Some(&admin)).await;
        assert_eq!(
            (rejected.status, &rejected.body["message"]),
            (StatusCode::OK, &json!("Zgłoszenie zostało odrzucone"))
        );
        assert_eq!(rejected.body["report"]["reviewed_by_name"], "Królowa");

        let raw = app
            .client
            .get(app.url("/api/reports/my"))
            .bearer_auth(&player)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            !raw.contains("Gracz przesadza") && !raw.contains("internal_comment"),
            "{backend}: {raw}"
        );
        let mine = app.get("/api/reports/my", Some(&player)).await.body;
        assert_eq!(
            (&mine["reports"][0]["status"], &mine["reports"][0]["admin_comment"]),
            (&json!("rejected"), &json!("Opisz walkę dokładniej"))
        );

        let resubmit = format!("/api/reports/{id}/resubmit");
        assert_eq!(
            app.put(&resubmit, report(session, "Moje"), Some(&outsider)).await.status,
            StatusCode::NOT_FOUND
        );
        let moved = app.put(&resubmit, report(foreign, "Gdzie indziej"), Some(&player)).await;
        assert_eq!(moved.message(), "Sesji zgłoszenia nie można zmienić.");
        let again = app
            .put(&resubmit, report(session, "Walczyliśmy z Głodnym do świtu"), Some(&player))
            .await;
        assert_eq!(again.status, StatusCode::OK, "{}", again.body);
        assert_eq!(again.body["report"]["status"], "pending");
        assert!(again.body["report"]["updated_at"].is_string());

        let users = app.get("/api/admin/reports/users", Some(&admin)).await.body;
        assert_eq!(users["users"][0]["username"], "Ilvar", "{backend}: {users}");
        assert_eq!(
            (&users["users"][0]["pending_reports"], &users["users"][0]["total_reports"]),
            (&json!(1), &json!(1))
        );
        assert_eq!(
            app.get("/api/admin/reports/users", Some(&game_master)).await.status,
            StatusCode::FORBIDDEN
        );
        let theirs =
            app.get(&format!("/api/admin/reports/user/{player_id}"), Some(&admin)).await.body;
        assert_eq!(theirs["reports"][0]["internal_comment"], "Gracz przesadza z nagrodami");
        assert_eq!(
            (&theirs["player"]["username"], &theirs["player"]["total_reports"]),
            (&json!("Ilvar"), &json!(1)),
            "{backend}: the page of one player names them"
        );

        // An admin without a character (the command line's first admin) signs with the role.
        let create = ["user", "create", "--email", "bez@mrok.test", "--password", PASSWORD];
        app.cli_ok(&[&create[..], &["--role", "admin"]].concat());
        let bare =
            app.login("bez@mrok.test", PASSWORD).await.body["token"].as_str().unwrap().to_owned();
        let accepted = app.patch(&status, json!({"status": "accepted"}), Some(&bare)).await;
        assert_eq!(accepted.body["message"], "Zgłoszenie zostało zaakceptowane");
        let mine = app.get("/api/reports/my", Some(&player)).await.body;
        assert_eq!(mine["reports"][0]["reviewed_by_name"], "Administrator", "{backend}: {mine}");
        let late = app.put(&resubmit, report(session, "Jeszcze"), Some(&player)).await;
        assert_eq!(late.status, StatusCode::CONFLICT, "only a rejected report is resent");
    }
}

#[tokio::test]
async fn admins_page_through_the_reporting_players_and_read_each_ones_name() {
    for app in apps(Options::PLAIN).await {
        let backend = app.backend;
        let (owner, owner_id) = app.player_with_character("w@mrok.test", "Morwena", "Wampir").await;
        let (first, first_id) = app.player_with_character("a@mrok.test", "Ilvar", "Wampir").await;
        let (second, second_id) = app.player_with_character("b@mrok.test", "Runa", "Wampir").await;
        let (_, silent_id) = app.player_with_character("c@mrok.test", "Cisza", "Wampir").await;
        let admin = app.staff("k@mrok.test", "Królowa", "Wampir", "admin").await;
        let body =
            json!({"title": "Mgły", "users": [first_id, second_id], "characterType": "narrator"});
        let session =
            app.post("/api/generalSessions", body, Some(&owner)).await.body["id"].as_i64().unwrap();
        for token in [&owner, &first, &second] {
            let report = json!({"sessionType": "general", "sessionId": session, "sessionTitle": "x", "whatHappened": "Walka"});
            let filed = app.post("/api/reports", report, Some(token)).await;
            assert_eq!(filed.status, StatusCode::CREATED, "{backend}: {}", filed.body);
        }

        let ids = |body: &serde_json::Value| -> Vec<i64> {
            body["users"].as_array().unwrap().iter().map(|u| u["id"].as_i64().unwrap()).collect()
        };
        let whole = app.get("/api/admin/reports/users", Some(&admin)).await.body;
        assert_eq!(whole["total"], 3, "{backend}: {whole}");
        let mut everyone = ids(&whole);
        let head = app.get("/api/admin/reports/users?_start=0&_end=2", Some(&admin)).await.body;
        let tail = app.get("/api/admin/reports/users?_start=2&_end=4", Some(&admin)).await.body;
        assert_eq!((&head["total"], &tail["total"]), (&json!(3), &json!(3)));
        let paged = [ids(&head), ids(&tail)].concat();
        assert_eq!(paged, everyone, "{backend}: the pages follow the whole list's order");
        assert_eq!(ids(&tail).len(), 1);
        everyone.sort_unstable();
        let mut filed_by = vec![owner_id, first_id, second_id];
        filed_by.sort_unstable();
        assert_eq!(everyone, filed_by);

        let one = app.get(&format!("/api/admin/reports/user/{second_id}"), Some(&admin)).await;
        assert_eq!(
            (&one.body["player"]["username"], &one.body["player"]["pending_reports"]),
            (&json!("Runa"), &json!(1)),
            "{backend}: {}",
            one.body
        );
        let none = app.get(&format!("/api/admin/reports/user/{silent_id}"), Some(&admin)).await;
        assert_eq!(
            (none.status, &none.body["player"], &none.body["reports"]),
            (StatusCode::OK, &json!(null), &json!([]))
        );
    }
}
