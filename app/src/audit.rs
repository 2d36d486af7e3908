//! Keeps every write of an admin or a game master in the audit log (`mrok_core::audit`), in one
//! place for the whole API: this middleware sees each write request, learns its actor from the
//! authentication ([`saw_actor`]) and, when the answer is a success, records the operation, the
//! path, the request's JSON (passwords taken out; private letters and scenes not at all) and, where a handler tells it, the value it
//! replaced ([`note_before`]).

use std::cell::RefCell;
use std::sync::Arc;

use chrono::Utc;
use mrok_core::access::Actor;
use mrok_core::audit::{AuditService, NewAuditEntry};
use poem::http::Method;
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::OperationId;
use serde_json::Value;

#[derive(Default)]
struct Scope {
    actor: Option<Actor>,
    before: Option<String>,
}

tokio::task_local! {
    static SCOPE: RefCell<Scope>;
}

/// Authentication tells the audit who is calling (outside a write request it does nothing).
pub fn saw_actor(actor: Actor) {
    _ = SCOPE.try_with(|scope| scope.borrow_mut().actor = Some(actor));
}

/// A handler tells the audit what the write replaced.
pub fn note_before(value: impl serde::Serialize) {
    let text = match serde_json::to_value(value) {
        Ok(Value::String(text)) => text,
        Ok(other) => other.to_string(),
        Err(_) => return,
    };
    _ = SCOPE.try_with(|scope| scope.borrow_mut().before = Some(text));
}

/// Takes every key that names a password out of a JSON value, at any depth.
fn without_secrets(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.retain(|key, _| !key.to_ascii_lowercase().contains("password"));
            map.values_mut().for_each(without_secrets);
        }
        Value::Array(items) => items.iter_mut().for_each(without_secrets),
        _ => {}
    }
}

/// Where the writes are private letters and scenes: the audit keeps that they were written,
/// never what (no role reads other players' conversations, admins included).
const PRIVATE_PATHS: [&str; 3] = ["/api/conversations", "/api/messages", "/api/privateSessions"];

fn private(path: &str) -> bool {
    PRIVATE_PATHS
        .iter()
        .any(|p| path.strip_prefix(p).is_some_and(|rest| rest.is_empty() || rest.starts_with('/')))
}

/// What every player does in passing, admins and game masters included: marking what they read,
/// coming into and out of the tavern, typing there, and fighting in the arena. None of it
/// moderates or curates anything, and kept it would bury what does in the log.
const ROUTINE: [&str; 12] = [
    "markGlobalMessageRead",
    "markGeneralSessionSeen",
    "markPrivateSessionSeen",
    "markConversationSeen",
    "enterTavern",
    "enterTavernRoom",
    "leaveTavern",
    "changeTavernCharacter",
    "tavernTyping",
    "startCombat",
    "combatAction",
    "leaveCombat",
];

/// Whether the audit keeps what `action` (an operation id) did.
pub fn kept(action: &str) -> bool {
    !ROUTINE.contains(&action)
}

/// What a request sent, as the audit keeps it.
fn sent(body: &[u8], multipart: bool) -> Option<String> {
    if multipart {
        return Some("(plik)".to_owned());
    }
    if body.is_empty() {
        return None;
    }
    match serde_json::from_slice::<Value>(body) {
        Ok(mut value) => {
            without_secrets(&mut value);
            Some(value.to_string())
        }
        Err(_) => Some(format!("(treść, {} B)", body.len())),
    }
}

/// The middleware: wraps the API inside the body-size limit.
pub async fn audit_writes<E: Endpoint>(next: E, mut req: Request) -> poem::Result<Response> {
    let write = [Method::POST, Method::PUT, Method::PATCH, Method::DELETE].contains(req.method());
    let Some(audit) = req.data::<Arc<AuditService>>().cloned().filter(|_| write) else {
        return Ok(next.call(req).await?.into_response());
    };
    let method = req.method().to_string();
    let target = req.original_uri().path().to_owned();
    let multipart = req.content_type().is_some_and(|t| t.starts_with("multipart/"));
    let after = if private(&target) {
        Some("(treść prywatna)".to_owned())
    } else if multipart {
        sent(&[], true)
    } else {
        let body = req.take_body().into_bytes().await?;
        let after = sent(&body, false);
        req.set_body(body);
        after
    };
    let (response, scope) = SCOPE
        .scope(RefCell::new(Scope::default()), async move {
            let response = next.call(req).await.map(IntoResponse::into_response);
            (response, SCOPE.with(|scope| scope.take()))
        })
        .await;
    let response = response?;
    let action = response.data::<OperationId>().map_or("unknown", |op| op.0);
    if let Some(actor) = scope.actor.filter(|_| response.status().is_success() && kept(action)) {
        let entry = NewAuditEntry {
            at: Utc::now(),
            actor,
            action: action.to_owned(),
            method,
            target,
            before: scope.before,
            after,
            status: response.status().as_u16(),
        };
        if let Err(error) = audit.record(entry).await {
            tracing::error!(%error, "audit entry not kept");
        }
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_routine_act_is_an_operation_of_the_api() {
        let document = include_str!("../../openapi.json");
        for action in ROUTINE {
            assert!(document.contains(&format!("\"operationId\": \"{action}\"")), "{action}");
            assert!(!kept(action));
        }
        assert!(kept("adminChangeNickname"));
    }

    #[test]
    fn passwords_never_reach_the_audit_log() {
        let body = br#"{"userId":3,"password":"tajne1A","nested":{"newPassword":"x","days":2}}"#;
        assert_eq!(sent(body, false).unwrap(), r#"{"nested":{"days":2},"userId":3}"#);
        assert_eq!(sent(b"not json", false).unwrap(), "(treść, 8 B)");
        assert_eq!(sent(b"", true).unwrap(), "(plik)");
        assert_eq!(sent(b"", false), None);
    }
}
