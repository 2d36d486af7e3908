//! A command run beside a server on the same SQLite file (`mrok user role …`) tells the server
//! what it did, as PostgreSQL's NOTIFY tells every instance: the command's bus writes each event
//! to the `live_relay` table ([`RelaySender`]) and the server reads the new rows every
//! [`RELAY_EVERY`] and hands them to its own bus ([`relay_commands`]). So a role change from the
//! command line ends the account's logins and closes its sockets within a second, instead of
//! when the server's remembered checks expire.
//!
//! Only commands write here; a server's own events stay in its process (no write per event).
//! The server removes each row once it has handed it on, and a command waits for its rows to go
//! (at most [`SETTLE_WITHIN`]) before it ends: so when `mrok user role` returns, the running
//! server has applied it, and a login made right after is never hit by the late revocation.

use std::sync::Arc;
use std::time::Duration;

use chrono::{TimeDelta, Utc};
use mrok_core::live::{LiveBus, LiveEvent, LiveStream};
use sea_query::{Alias, Expr, ExprTrait, Order, Query};

use super::wire::{decode, encode};
use crate::sql::Db;

/// How often the server looks for commands' events: at most this late, a role change given on
/// the command line takes effect.
pub const RELAY_EVERY: Duration = Duration::from_millis(250);
/// How long a command waits for the server to take its event; with no server running, it waits
/// once and then no more.
pub const SETTLE_WITHIN: Duration = Duration::from_secs(1);
/// Rows read at one look; more wait for the next.
const ROWS_AT_ONCE: u64 = 256;
/// How long a row stays: a server that was busy or restarting for longer reads nothing it
/// missed (its sockets reconnect and its checks are made anew then anyway).
const KEPT_FOR: TimeDelta = TimeDelta::minutes(5);

fn table() -> Alias {
    Alias::new("live_relay")
}

/// The bus of a command: every event becomes a row for the server to relay.
pub struct RelaySender {
    db: Db,
    /// Set once a row was not taken within [`SETTLE_WITHIN`]: no server is reading.
    unread: std::sync::atomic::AtomicBool,
}

impl RelaySender {
    pub fn new(db: Db) -> RelaySender {
        RelaySender { db, unread: std::sync::atomic::AtomicBool::new(false) }
    }

    /// Waits until the server has taken row `id` (it removes what it relayed).
    async fn settle(&self, id: i64) {
        use std::sync::atomic::Ordering;
        if self.unread.load(Ordering::Relaxed) {
            return;
        }
        let deadline = tokio::time::Instant::now() + SETTLE_WITHIN;
        while tokio::time::Instant::now() < deadline {
            let row = Query::select()
                .columns([Alias::new("id"), Alias::new("payload")])
                .from(table())
                .and_where(Expr::col(Alias::new("id")).eq(id))
                .to_owned();
            match self.db.fetch_optional::<RelayRow>(&row).await {
                Ok(None) => return,
                Ok(Some(_)) => tokio::time::sleep(Duration::from_millis(25)).await,
                Err(_) => break,
            }
        }
        self.unread.store(true, Ordering::Relaxed);
    }
}

#[async_trait::async_trait]
impl LiveBus for RelaySender {
    async fn publish(&self, event: LiveEvent) {
        let insert = Query::insert()
            .into_table(table())
            .columns([Alias::new("payload"), Alias::new("created_at")])
            .values_panic([encode(&event).into(), Utc::now().into()])
            .returning_col(Alias::new("id"))
            .to_owned();
        let written = async {
            let mut tx = self.db.begin().await?;
            let id = tx.insert_id(&insert).await?;
            tx.commit().await?;
            Ok::<i64, mrok_core::shared::InfraError>(id)
        };
        match written.await {
            Ok(id) => self.settle(id).await,
            Err(error) => {
                tracing::warn!(%error, "a live event for the running server could not be written");
            }
        }
    }

    /// A command listens to nothing.
    fn subscribe(&self) -> LiveStream {
        Box::pin(futures_util::stream::empty())
    }
}

#[derive(sqlx::FromRow)]
struct RelayRow {
    id: i64,
    payload: String,
}

/// Hands what commands write from now on to `bus`, every [`RELAY_EVERY`], until the process
/// ends, removing each row it handed on; what was there before it started (written while no
/// server ran) is removed unread.
pub fn relay_commands(db: Db, bus: Arc<dyn LiveBus>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut last = newest(&db).await.unwrap_or(0);
        remove_through(&db, last).await;
        let mut ticks = tokio::time::interval(RELAY_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let rows = Query::select()
                .columns([Alias::new("id"), Alias::new("payload")])
                .from(table())
                .and_where(Expr::col(Alias::new("id")).gt(last))
                .order_by(Alias::new("id"), Order::Asc)
                .limit(ROWS_AT_ONCE)
                .to_owned();
            let rows: Vec<RelayRow> = match db.fetch_all(&rows).await {
                Ok(rows) => rows,
                Err(error) => {
                    tracing::warn!(%error, "commands' live events could not be read");
                    continue;
                }
            };
            let Some(newest) = rows.last().map(|row| row.id) else { continue };
            for row in rows {
                match decode(&row.payload) {
                    Some(event) => bus.publish(event).await,
                    None => tracing::warn!("unreadable live event of a command ignored"),
                }
            }
            last = newest;
            remove_through(&db, last).await;
        }
    })
}

/// Removes the rows up to `id` (handed on, or older than this server), and any left behind
/// for longer than [`KEPT_FOR`].
async fn remove_through(db: &Db, id: i64) {
    let done = Query::delete()
        .from_table(table())
        .cond_where(
            sea_query::Cond::any()
                .add(Expr::col(Alias::new("id")).lte(id))
                .add(Expr::col(Alias::new("created_at")).lt(Utc::now() - KEPT_FOR)),
        )
        .to_owned();
    if let Err(error) = db.execute(&done).await {
        tracing::warn!(%error, "relayed live events of commands could not be removed");
    }
}

/// The newest row's id: where relaying starts (what came before this server is not its news).
async fn newest(db: &Db) -> Option<i64> {
    let newest = Query::select()
        .expr_as(Expr::col(Alias::new("id")), Alias::new("id"))
        .expr_as(Expr::col(Alias::new("payload")), Alias::new("payload"))
        .from(table())
        .order_by(Alias::new("id"), Order::Desc)
        .limit(1)
        .to_owned();
    let row: Option<RelayRow> = db.fetch_optional(&newest).await.ok()?;
    row.map(|row| row.id)
}
