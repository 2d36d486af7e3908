//! Guarded changes one after another ([`Guarded`]): within this process by a lock per guard,
//! and across the instances sharing a PostgreSQL database by an advisory lock held in a
//! transaction of its own (released when the transaction ends, so a crash never leaves it
//! held). SQLite is one process's file, so the lock in this process is all there is.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use mrok_core::shared::{Guarded, Guards, Held, InfraError};

use super::Db;

pub struct SqlGuards {
    db: Db,
    /// One lock per guard somebody holds or waits for; the others are forgotten. Waiting here
    /// first means an instance never ties up more than one connection per guard.
    local: Mutex<HashMap<Guarded, Arc<tokio::sync::Mutex<()>>>>,
}

impl SqlGuards {
    pub fn new(db: Db) -> Self {
        SqlGuards { db, local: Mutex::new(HashMap::new()) }
    }

    fn local_lock(&self, what: Guarded) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.local.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        locks.entry(what).or_default().clone()
    }
}

#[async_trait::async_trait]
impl Guards for SqlGuards {
    #[tracing::instrument(name = "SqlGuards::hold", level = "debug", skip(self))]
    async fn hold(&self, what: Guarded) -> Result<Held, InfraError> {
        let here = self.local_lock(what).lock_owned().await;
        match &self.db {
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await.map_err(InfraError::new)?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(what.key())
                    .execute(&mut *tx)
                    .await
                    .map_err(InfraError::new)?;
                Ok(Held::new((here, tx)))
            }
            Db::Sqlite { .. } => Ok(Held::new(here)),
        }
    }
}
