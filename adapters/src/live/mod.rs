//! The live bus: in process for one instance, PostgreSQL LISTEN/NOTIFY for several, and on
//! SQLite a table through which a command tells the running server what it did.

mod in_process;
mod pg_notify;
mod sqlite_relay;
mod wire;

pub use in_process::InProcessBus;
pub use pg_notify::PgNotifyBus;
pub use sqlite_relay::{RELAY_EVERY, RelaySender, relay_commands};

/// Events a bus holds for a subscriber that has not read them yet; beyond that a slow
/// subscriber skips ahead (and says so in the log, and hears `LiveEvent::Missed` in their
/// place) instead of growing memory without bound.
const BUFFERED_EVENTS: usize = 4096;

/// A broadcast receiver as a runtime-neutral stream of events.
fn events(
    receiver: tokio::sync::broadcast::Receiver<mrok_core::live::LiveEvent>,
) -> mrok_core::live::LiveStream {
    use tokio::sync::broadcast::error::RecvError;
    Box::pin(futures_util::stream::unfold(receiver, |mut receiver| async move {
        match receiver.recv().await {
            Ok(event) => Some((event, receiver)),
            Err(RecvError::Lagged(skipped)) => {
                tracing::warn!(skipped, "live subscriber fell behind; events skipped");
                Some((mrok_core::live::LiveEvent::Missed, receiver))
            }
            Err(RecvError::Closed) => None,
        }
    }))
}
