use std::time::Duration;

use mrok_core::live::{LiveBus, LiveEvent, LiveStream};
use mrok_core::shared::InfraError;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::broadcast;

use super::wire::{decode, encode};
use super::{BUFFERED_EVENTS, events};

/// Several instances on one PostgreSQL database: an event is a NOTIFY on the database's channel
/// and every instance, this one included, hears it through its own LISTEN connection and hands
/// it to its subscribers. The channel is named after the schema, so two installations (or two
/// tests) sharing a server never hear each other.
#[derive(Clone)]
pub struct PgNotifyBus {
    pool: PgPool,
    channel: String,
    local: broadcast::Sender<LiveEvent>,
}

impl PgNotifyBus {
    /// Connects the listener and starts relaying what it hears.
    ///
    /// # Errors
    /// The database refuses the listening connection.
    pub async fn start(pool: PgPool) -> Result<PgNotifyBus, InfraError> {
        let (schema,): (String,) = sqlx::query_as("SELECT current_schema()::text")
            .fetch_one(&pool)
            .await
            .map_err(InfraError::new)?;
        let mut channel = format!("mrok_live_{schema}");
        channel.truncate(63);
        let mut listener = PgListener::connect_with(&pool).await.map_err(InfraError::new)?;
        listener.listen(&channel).await.map_err(InfraError::new)?;
        let (local, _) = broadcast::channel(BUFFERED_EVENTS);
        tokio::spawn(relay(listener, local.clone()));
        Ok(PgNotifyBus { pool, channel, local })
    }
}

/// Hands every notification to this instance's subscribers. A lost connection is re-made on
/// the next read; notifications sent meanwhile are missed, so the subscribers hear
/// `LiveEvent::Missed` in their place (every version moves, remembered checks are forgotten,
/// sockets connect again). `try_recv`, not `recv`: the latter reconnects without telling.
async fn relay(mut listener: PgListener, local: broadcast::Sender<LiveEvent>) {
    loop {
        match listener.try_recv().await {
            Ok(Some(notification)) => match decode(notification.payload()) {
                Some(event) => {
                    let _ = local.send(event);
                }
                None => tracing::warn!("unreadable live notification ignored"),
            },
            Ok(None) => {
                tracing::warn!("live listener lost its connection; reconnecting");
                let _ = local.send(LiveEvent::Missed);
            }
            Err(error) => {
                tracing::warn!(%error, "live listener could not reconnect; trying again");
                tokio::time::sleep(Duration::from_secs(1)).await;
                let _ = local.send(LiveEvent::Missed);
            }
        }
    }
}

#[async_trait::async_trait]
impl LiveBus for PgNotifyBus {
    #[tracing::instrument(name = "PgNotifyBus::publish", level = "debug", skip_all)]
    async fn publish(&self, event: LiveEvent) {
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(&self.channel)
            .bind(encode(&event))
            .execute(&self.pool)
            .await;
        if let Err(error) = sent {
            tracing::warn!(%error, "live event not published; clients fall back on polling");
        }
    }

    fn subscribe(&self) -> LiveStream {
        events(self.local.subscribe())
    }
}
