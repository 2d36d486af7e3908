use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};
use mrok_core::profiles::{
    ONLINE_WINDOW, OnlinePlayer, PlayerEntry, PlayerFilter, PlayerRepository, PlayerStatus,
    PlayerSummary,
};
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{Expr, ExprTrait, JoinType, Order, Query, SelectStatement};

use super::Db;
use super::main_character::join_main_character;
use super::tables::{Characters, PrisonSentences, Users};

/// Activity is written at most this often per player (less when the away time of the e-mail
/// digests is short: a third of it).
const TOUCH_EVERY: Duration = Duration::seconds(60);

/// A player still online is refreshed this long after the first refresh waiting, together with
/// every other refresh waiting by then.
const REFRESH_AFTER: std::time::Duration = std::time::Duration::from_secs(1);
/// Arrivals between sweeps of the players no longer online from `last_touch`.
const SWEEP_EVERY: u64 = 1024;

/// Player status, activity and the list views, over `users` joined with main characters.
pub struct SqlPlayers {
    db: Db,
    activity: Arc<Activity>,
    touch_every: Duration,
}

/// Activity recorded and waiting to be (issue 15: with 10,000 players online, one write a
/// player a minute was 167 single-row transactions a second, each on the request that made it,
/// queueing behind the one writer — the slowest hundredth of every logged-in call).
#[derive(Default)]
struct Activity {
    /// When each player's activity was last recorded (within `ONLINE_WINDOW`: an older entry
    /// counts as none, and arrivals now and then forget them).
    last_touch: Mutex<HashMap<UserId, DateTime<Utc>>>,
    /// Arrivals recorded, for the sweep every `SWEEP_EVERY`.
    arrivals: AtomicU64,
    /// Players still online whose activity waits for the next refresh: when, and from where.
    waiting: Mutex<HashMap<UserId, (DateTime<Utc>, String)>>,
    /// A refresh is on its way.
    refreshing: AtomicBool,
}

impl SqlPlayers {
    pub fn new(db: Db) -> Self {
        SqlPlayers { db, activity: Arc::default(), touch_every: TOUCH_EVERY }
    }

    /// Activity written often enough that a player counts as away no more than a third of
    /// `away` late (at most once a minute, as [`SqlPlayers::new`]).
    #[must_use]
    pub fn with_away_time(mut self, away: Duration) -> Self {
        self.touch_every = (away / 3).clamp(Duration::milliseconds(100), TOUCH_EVERY);
        self
    }

    /// Writes the waiting refreshes `REFRESH_AFTER` from now, in one transaction, unless a
    /// refresh is already on its way (it takes them all).
    fn refresh_soon(&self) {
        if self.activity.refreshing.swap(true, Ordering::AcqRel) {
            return;
        }
        let (db, activity) = (self.db.clone(), Arc::clone(&self.activity));
        tokio::spawn(async move {
            tokio::time::sleep(REFRESH_AFTER).await;
            // Cleared before the waiting ones are taken: one recorded after this starts the
            // next refresh, and at worst finds nothing left to write.
            activity.refreshing.store(false, Ordering::Release);
            let waiting =
                std::mem::take(&mut *activity.waiting.lock().unwrap_or_else(|p| p.into_inner()));
            if let Err(error) = write_activity(&db, waiting).await {
                tracing::warn!(%error, "activity not recorded");
            }
        });
    }
}

/// Each player's last activity and address, in one transaction.
async fn write_activity(
    db: &Db,
    activity: HashMap<UserId, (DateTime<Utc>, String)>,
) -> Result<(), InfraError> {
    if activity.is_empty() {
        return Ok(());
    }
    let mut tx = db.begin().await?;
    for (user, (at, ip)) in activity {
        tx.execute(&activity_update(user, at, &ip)).await?;
    }
    tx.commit().await
}

fn activity_update(user: UserId, at: DateTime<Utc>, ip: &str) -> sea_query::UpdateStatement {
    Query::update()
        .table(Users::Table)
        .value(Users::LastSeenAt, at)
        .value(Users::LastIp, ip)
        .and_where(Expr::col(Users::Id).eq(user.0))
        .to_owned()
}

#[derive(sqlx::FromRow)]
struct OnlineRow {
    id: i64,
    name: String,
    race: String,
    gender: String,
    avatar: Option<String>,
    player_status: String,
}

impl OnlineRow {
    fn into_player(self) -> OnlinePlayer {
        OnlinePlayer {
            id: UserId(self.id),
            name: self.name,
            race: self.race,
            gender: self.gender,
            avatar: self.avatar,
            status: PlayerStatus::from_stored(&self.player_status),
        }
    }
}

/// Players with their main character, as the online list shows them.
fn select_online() -> SelectStatement {
    with_main_character(JoinType::InnerJoin)
        .column((Users::Table, Users::Id))
        .column((Users::Table, Users::PlayerStatus))
        .columns([
            (Characters::Table, Characters::Name),
            (Characters::Table, Characters::Race),
            (Characters::Table, Characters::Gender),
            (Characters::Table, Characters::Avatar),
        ])
        .to_owned()
}

#[derive(sqlx::FromRow)]
struct ListRow {
    id: i64,
    name: String,
    race: String,
    gender: String,
    created_at: DateTime<Utc>,
    last_ip: Option<String>,
}

#[derive(sqlx::FromRow)]
struct SummaryRow {
    id: i64,
    role: String,
    player_status: String,
    created_at: DateTime<Utc>,
    name: Option<String>,
    race: Option<String>,
    gender: Option<String>,
    avatar: Option<String>,
}

/// Accounts joined with their main character (`join` decides whether one is required).
fn with_main_character(join: JoinType) -> SelectStatement {
    let mut query = Query::select().from(Users::Table).to_owned();
    join_main_character(&mut query, join, "characters", (Users::Table, Users::Id));
    query
}

/// The players list's rows for `filter` (accounts with a main character), without columns or
/// order: what both the count and the page read.
fn listed(filter: PlayerFilter) -> SelectStatement {
    let mut query = with_main_character(JoinType::InnerJoin);
    match filter {
        PlayerFilter::All => {}
        PlayerFilter::Race(race) => {
            query.and_where(Expr::col((Characters::Table, Characters::Race)).eq(race.as_str()));
        }
        PlayerFilter::Mages => {
            query.and_where(Expr::col((Characters::Table, Characters::Magic)).eq("Tak"));
        }
        PlayerFilter::InmatesAt(now) => {
            query.and_where(
                Expr::col((Users::Table, Users::Id)).in_subquery(
                    Query::select()
                        .column(PrisonSentences::UserId)
                        .from(PrisonSentences::Table)
                        .and_where(Expr::col(PrisonSentences::ReleaseAt).gt(now))
                        .to_owned(),
                ),
            );
        }
    }
    query
}

#[async_trait::async_trait]
impl PlayerRepository for SqlPlayers {
    #[tracing::instrument(name = "SqlPlayers::set_status", level = "debug", skip_all)]
    async fn set_status(&self, user: UserId, status: PlayerStatus) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(Users::Table)
                    .value(Users::PlayerStatus, status.as_str())
                    .and_where(Expr::col(Users::Id).eq(user.0))
                    .and_where(Expr::col(Users::PlayerStatus).ne(status.as_str())),
            )
            .await?;
        Ok(rows == 1)
    }

    #[tracing::instrument(name = "SqlPlayers::touch", level = "debug", skip_all)]
    /// An arrival (not recorded yet, or not for longer than the online list looks back) is
    /// written at once, so that the player is on the list from this request on; a player still
    /// online is refreshed within `REFRESH_AFTER`, with every other refresh waiting.
    async fn touch(&self, user: UserId, now: DateTime<Utc>, ip: &str) -> Result<(), InfraError> {
        let arrival = {
            let mut last = self.activity.last_touch.lock().unwrap_or_else(|p| p.into_inner());
            let previous = last.get(&user).copied();
            if previous.is_some_and(|at| now - at < self.touch_every) {
                return Ok(());
            }
            last.insert(user, now);
            let arrival = previous.is_none_or(|at| now - at >= ONLINE_WINDOW);
            if arrival
                && self
                    .activity
                    .arrivals
                    .fetch_add(1, Ordering::Relaxed)
                    .is_multiple_of(SWEEP_EVERY)
            {
                last.retain(|_, at| now - *at < ONLINE_WINDOW);
            }
            arrival
        };
        if arrival {
            self.db.execute(&activity_update(user, now, ip)).await?;
        } else {
            let mut waiting = self.activity.waiting.lock().unwrap_or_else(|p| p.into_inner());
            waiting.insert(user, (now, ip.to_owned()));
            drop(waiting);
            self.refresh_soon();
        }
        Ok(())
    }

    #[tracing::instrument(name = "SqlPlayers::active_since", level = "debug", skip_all)]
    async fn active_since(&self, since: DateTime<Utc>) -> Result<Vec<OnlinePlayer>, InfraError> {
        let rows: Vec<OnlineRow> = self
            .db
            .fetch_all(
                select_online()
                    .and_where(Expr::col((Users::Table, Users::LastSeenAt)).gte(since))
                    .order_by((Users::Table, Users::Id), Order::Asc),
            )
            .await?;
        Ok(rows.into_iter().map(OnlineRow::into_player).collect())
    }

    #[tracing::instrument(name = "SqlPlayers::online_entry", level = "debug", skip_all)]
    async fn online_entry(&self, user: UserId) -> Result<Option<OnlinePlayer>, InfraError> {
        let row: Option<OnlineRow> = self
            .db
            .fetch_optional(
                select_online().and_where(Expr::col((Users::Table, Users::Id)).eq(user.0)),
            )
            .await?;
        Ok(row.map(OnlineRow::into_player))
    }

    #[tracing::instrument(name = "SqlPlayers::list", level = "debug", skip_all)]
    /// Two statements: the count, then (unless `offset` is past it) the rows, both through the
    /// same joins and conditions.
    async fn list(
        &self,
        filter: PlayerFilter,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<PlayerEntry>, u64), InfraError> {
        let total = self.db.count(listed(filter)).await?;
        if offset >= total || limit == 0 {
            return Ok((Vec::new(), total));
        }
        let rows: Vec<ListRow> = self
            .db
            .fetch_all(
                listed(filter)
                    .column((Users::Table, Users::Id))
                    .column((Users::Table, Users::CreatedAt))
                    .column((Users::Table, Users::LastIp))
                    .columns([
                        (Characters::Table, Characters::Name),
                        (Characters::Table, Characters::Race),
                        (Characters::Table, Characters::Gender),
                    ])
                    .order_by((Users::Table, Users::Id), Order::Asc)
                    .limit(u64::from(limit))
                    .offset(offset),
            )
            .await?;
        let players = rows
            .into_iter()
            .map(|r| PlayerEntry {
                id: UserId(r.id),
                nickname: r.name,
                race: r.race,
                gender: r.gender,
                registered_at: Some(r.created_at),
                last_ip: r.last_ip,
            })
            .collect();
        Ok((players, total))
    }

    #[tracing::instrument(name = "SqlPlayers::summary", level = "debug", skip_all)]
    async fn summary(&self, user: UserId) -> Result<Option<PlayerSummary>, InfraError> {
        let row: Option<SummaryRow> = self
            .db
            .fetch_optional(
                with_main_character(JoinType::InnerJoin)
                    .columns([
                        (Users::Table, Users::Id),
                        (Users::Table, Users::Role),
                        (Users::Table, Users::PlayerStatus),
                        (Users::Table, Users::CreatedAt),
                    ])
                    .columns([
                        (Characters::Table, Characters::Name),
                        (Characters::Table, Characters::Race),
                        (Characters::Table, Characters::Gender),
                        (Characters::Table, Characters::Avatar),
                    ])
                    .and_where(Expr::col((Users::Table, Users::Id)).eq(user.0))
                    .and_where(Expr::col((Users::Table, Users::ActivatedAt)).is_not_null()),
            )
            .await?;
        row.map(|r| {
            Ok(PlayerSummary {
                id: UserId(r.id),
                role: r.role.parse::<Role>().map_err(InfraError::new)?,
                status: PlayerStatus::from_stored(&r.player_status),
                registered_at: Some(r.created_at),
                nickname: r.name,
                race: r.race,
                gender: r.gender,
                avatar: r.avatar,
            })
        })
        .transpose()
    }
}
