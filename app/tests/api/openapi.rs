use std::path::Path;

use crate::support::{Options, sqlite_app};

#[tokio::test]
async fn the_committed_openapi_json_is_current() {
    let document = mrok_app::cli::openapi_document().await.unwrap();
    let committed_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi.json");
    let committed = std::fs::read_to_string(&committed_path).unwrap_or_default();
    assert!(
        committed.trim() == document.trim(),
        "openapi.json is stale: run `make openapi` (and `make sdk`) and commit the result"
    );
}

#[tokio::test]
async fn the_server_publishes_its_openapi_document() {
    let app = sqlite_app(Options::PLAIN).await;
    let spec = app.get("/api/openapi.json", None).await.body;
    assert_eq!(spec["servers"][0]["url"], "/api");
    for path in [
        "/register",
        "/activate/{token}",
        "/login",
        "/forgot-password",
        "/newpassword/{token}",
        "/reset-password",
        "/checkCharacter",
        "/createCharacter",
        "/check-prison-status",
        "/admin/check-resident-message",
    ] {
        assert!(spec["paths"][path].is_object(), "{path} missing");
    }
    let operations: Vec<&str> = spec["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|ops| ops.as_object().unwrap().values())
        .map(|op| op["operationId"].as_str().unwrap())
        .collect();
    assert!(operations.contains(&"login") && operations.contains(&"createCharacter"));
}

/// A client generated from the document fills each `{name}` of a path from the parameter of that
/// name: a placeholder without its parameter would be sent as it is (a 400 for every caller).
#[tokio::test]
async fn every_path_placeholder_is_a_declared_path_parameter() {
    let document: serde_json::Value =
        serde_json::from_str(&mrok_app::cli::openapi_document().await.unwrap()).unwrap();
    for (path, operations) in document["paths"].as_object().unwrap() {
        let placeholders: Vec<&str> = path
            .split('/')
            .filter_map(|part| part.strip_prefix('{').and_then(|p| p.strip_suffix('}')))
            .collect();
        for (method, operation) in operations.as_object().unwrap() {
            let declared: Vec<&str> = operation["parameters"]
                .as_array()
                .map(|params| {
                    params
                        .iter()
                        .filter(|p| p["in"] == "path")
                        .map(|p| p["name"].as_str().unwrap())
                        .collect()
                })
                .unwrap_or_default();
            let mut wanted = placeholders.clone();
            let mut have = declared.clone();
            wanted.sort_unstable();
            have.sort_unstable();
            assert_eq!(wanted, have, "{method} {path}: placeholders and path parameters differ");
        }
    }
}

/// Every object property that may be `null` says so: a property that is not `required` is
/// `nullable` (poem-openapi answers `None` as `null`, and accepts `null` for it) or has a default
/// other than `null` (the server fills it in). A new `Option` field without `#[oai(nullable)]`
/// fails here, before a client generated in a strict language breaks on the `null`. The only
/// exceptions are the properties left out instead of answered as `null`
/// (`#[oai(skip_serializing_if_is_none)]`), listed in [`ABSENT_WHEN_NONE`].
#[tokio::test]
async fn every_optional_property_is_nullable_or_has_a_default() {
    let document: serde_json::Value =
        serde_json::from_str(&mrok_app::cli::openapi_document().await.unwrap()).unwrap();
    let mut untruthful = Vec::new();
    optional_properties_without_null(&document, "#", &mut untruthful);
    assert!(
        untruthful.is_empty(),
        "optional properties neither nullable nor defaulted (add #[oai(nullable)]):\n{}",
        untruthful.join("\n")
    );
}

/// `(schema title, property)` answered without the property rather than with `null`: the players
/// list's admin-only columns.
const ABSENT_WHEN_NONE: &[(&str, &str)] =
    &[("PlayerRowBody", "created_at"), ("PlayerRowBody", "last_ip")];

fn optional_properties_without_null(value: &serde_json::Value, at: &str, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if let Some(properties) = map.get("properties").and_then(|p| p.as_object()) {
                let required: Vec<&str> = map
                    .get("required")
                    .and_then(|r| r.as_array())
                    .map(|r| r.iter().filter_map(|name| name.as_str()).collect())
                    .unwrap_or_default();
                let title = map.get("title").and_then(|t| t.as_str()).unwrap_or_default();
                for (name, schema) in properties {
                    let nullable = schema["nullable"] == true;
                    let default = schema.get("default").filter(|d| !d.is_null());
                    let absent = ABSENT_WHEN_NONE.contains(&(title, name.as_str()));
                    if !required.contains(&name.as_str())
                        && !nullable
                        && default.is_none()
                        && !absent
                    {
                        found.push(format!("{at}/properties/{name}"));
                    }
                    if schema.get("default").is_some_and(|d| d.is_null()) && !nullable {
                        found.push(format!("{at}/properties/{name} (default null)"));
                    }
                }
            }
            // Multipart form fields are left out or sent, never `null`.
            for (key, child) in map.iter().filter(|(key, _)| *key != "multipart/form-data") {
                optional_properties_without_null(child, &format!("{at}/{key}"), found);
            }
        }
        serde_json::Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                optional_properties_without_null(child, &format!("{at}/{index}"), found);
            }
        }
        _ => {}
    }
}

/// What the server answers before an operation runs — a body of another media type or none at all
/// (415), a body over the limit (413), a body too slow to arrive (408) — is documented, with the usual error body, on every
/// operation that has errors (all but `GET /site`): schemathesis found 415 answered by 67
/// operations that did not list it.
#[tokio::test]
async fn refusals_before_the_operation_runs_are_documented() {
    let app = sqlite_app(Options::PLAIN).await;
    let not_json =
        app.client.post(app.url("/api/login")).header("content-type", "text/plain").body("x");
    let no_body = app.client.post(app.url("/api/login"));
    let too_large = app
        .client
        .post(app.url("/api/login"))
        .header("content-type", "application/json")
        .body(format!("\"{}\"", "a".repeat(2 * 1024 * 1024)));
    for (request, status) in [(not_json, 415), (no_body, 415), (too_large, 413)] {
        let response = request.send().await.unwrap();
        assert_eq!(response.status().as_u16(), status);
        let body: serde_json::Value = response.json().await.unwrap();
        assert!(body["message"].is_string() && body["code"].is_string(), "{body}");
    }

    let document: serde_json::Value =
        serde_json::from_str(&mrok_app::cli::openapi_document().await.unwrap()).unwrap();
    for (path, operations) in document["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            if operation["responses"].get("400").is_none() {
                continue;
            }
            for status in ["408", "413", "415"] {
                let content = &operation["responses"][status]["content"];
                let schema = &content["application/json; charset=utf-8"]["schema"]["$ref"];
                assert_eq!(
                    schema, "#/components/schemas/ErrorBody",
                    "{method} {path} does not document {status}"
                );
            }
        }
    }
}

/// The player site asks `can(role, permission)` of a table of its own
/// (`web/src/shared/access/permissions.json`); it must say what core's roles table says, for
/// every permission and every role, or a screen would offer what the API refuses (or hide what
/// it allows).
#[test]
fn the_player_sites_permission_table_is_cores() {
    use mrok_core::access::Permission;
    use mrok_core::shared::Role;

    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/src/shared/access/permissions.json");
    let site: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut core: Vec<(String, Vec<&str>)> = Permission::ALL
        .into_iter()
        .map(|permission| {
            let debug = format!("{permission:?}");
            let name = debug[..1].to_lowercase() + &debug[1..];
            let roles = Role::ALL.into_iter().filter(|r| permission.granted_to(*r));
            (name, roles.map(Role::as_str).collect())
        })
        .collect();
    let mut site: Vec<(String, Vec<&str>)> = site
        .iter()
        .map(|(name, roles)| {
            let roles = roles.as_array().unwrap().iter().map(|r| r.as_str().unwrap()).collect();
            (name.clone(), roles)
        })
        .collect();
    core.sort();
    site.sort();
    assert_eq!(
        site, core,
        "web/src/shared/access/permissions.json differs from core's Permission table"
    );
}
