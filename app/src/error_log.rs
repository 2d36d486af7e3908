//! The server's error log that admins read at `GET /api/getLogs` (spec 3 §2.16 bugtrack): every
//! `ERROR` event — its time, its message and its `error` field, never other fields (which may
//! carry addresses or tokens) — kept in memory, the newest [`CAPACITY`] of them.

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

use chrono::Utc;
use mrok_core::audit::{ErrorLog, LoggedError};
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::Layer;
use tracing_subscriber::layer::Context;

/// How many errors are kept.
pub const CAPACITY: usize = 500;
/// The longest message kept, in characters.
const MAX_MESSAGE_CHARS: usize = 1000;

fn entries() -> &'static Mutex<VecDeque<LoggedError>> {
    static ENTRIES: OnceLock<Mutex<VecDeque<LoggedError>>> = OnceLock::new();
    ENTRIES.get_or_init(|| Mutex::new(VecDeque::with_capacity(CAPACITY)))
}

/// The kept errors, the newest first.
pub fn recent() -> Vec<LoggedError> {
    let entries = entries().lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    entries.iter().rev().cloned().collect()
}

/// The process's error log as core reads it.
#[derive(Debug, Default, Clone, Copy)]
pub struct RecentErrors;

impl ErrorLog for RecentErrors {
    fn recent(&self) -> Vec<LoggedError> {
        recent()
    }
}

fn keep(entry: LoggedError) {
    let mut entries = entries().lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if entries.len() == CAPACITY {
        entries.pop_front();
    }
    entries.push_back(entry);
}

/// The tracing layer that fills the log; `main` installs it beside the console output.
#[derive(Debug, Default, Clone, Copy)]
pub struct ErrorLogLayer;

#[derive(Default)]
struct MessageVisitor {
    message: String,
    error: String,
}

impl Visit for MessageVisitor {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        match field.name() {
            "message" => _ = write!(self.message, "{value:?}"),
            "error" => _ = write!(self.error, "{value:?}"),
            _ => {}
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "message" => self.message.push_str(value),
            "error" => self.error.push_str(value),
            _ => {}
        }
    }
}

impl<S: Subscriber> Layer<S> for ErrorLogLayer {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        if *event.metadata().level() != Level::ERROR {
            return;
        }
        let mut visitor = MessageVisitor::default();
        event.record(&mut visitor);
        let mut message = visitor.message;
        if !visitor.error.is_empty() {
            message = format!("{message}: {}", visitor.error);
        }
        let message: String = message.chars().take(MAX_MESSAGE_CHARS).collect();
        keep(LoggedError { timestamp: Utc::now(), message });
    }
}

#[cfg(test)]
mod tests {
    use tracing_subscriber::layer::SubscriberExt;

    use super::*;

    #[test]
    fn errors_are_kept_with_their_message_and_error_but_no_other_field() {
        let subscriber = tracing_subscriber::registry().with(ErrorLogLayer);
        tracing::subscriber::with_default(subscriber, || {
            tracing::error!(error = "dysk pełny", token = "sekret-123", "upload unreadable");
            tracing::warn!("not an error");
        });
        let newest = recent().into_iter().find(|e| e.message.contains("upload unreadable"));
        let newest = newest.expect("the error was kept");
        assert_eq!(newest.message, "upload unreadable: dysk pełny");
        assert!(
            recent().iter().all(|e| !e.message.contains("sekret") && e.message != "not an error")
        );
    }
}
