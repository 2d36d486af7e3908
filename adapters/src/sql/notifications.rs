//! The notification centre's rows: the list, marking read, the settings — and [`deliver`], which
//! every repository whose write causes notices calls inside its own transaction.

use chrono::{DateTime, Utc};
use mrok_core::accounts::TokenHash;
use mrok_core::notifications::{
    Channels, Digest, DigestsWanted, DueDigest, MentionCandidate, Notice, Notices, NotificationId,
    NotificationKind, NotificationRepository, NotificationSettings, Place, QueuedDigest,
    ReadSelection, StoredNotification, UNSUBSCRIBE_LINKS_KEPT,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{
    Alias, Cond, Expr, ExprTrait, Func, Iden, IntoColumnRef, OnConflict, Order, Query,
    SelectStatement, UpdateStatement,
};

use super::db::IdRow;
use super::mail_queue::{MailWakeup, insert_mail};
use super::main_character::is_main;
use super::tables::{Characters, Users};
use super::{Db, Tx};

#[derive(Iden, Clone, Copy)]
pub(crate) enum Notifications {
    Table,
    Id,
    UserId,
    Kind,
    CharacterName,
    Subject,
    Place,
    PlaceId,
    BurstKey,
    BurstBase,
    Count,
    LastEvent,
    InApp,
    Email,
    Push,
    CreatedAt,
    ReadAt,
    EmailedAt,
}

#[derive(Iden, Clone, Copy)]
enum NotificationDigests {
    Table,
    UserId,
    SentAt,
}

#[derive(Iden, Clone, Copy)]
enum NotificationUnsubscribes {
    Table,
    TokenHash,
    UserId,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
enum NotificationSettingsTable {
    #[iden = "notification_settings"]
    Table,
    UserId,
    Kinds,
    Digest,
    UpdatedAt,
}

/// A burst's state, shared by every player it tells (see migration 0019).
#[derive(Iden, Clone, Copy)]
enum NotificationBursts {
    Table,
    BurstKey,
    Events,
    LastEvent,
    Subject,
    LastAt,
}

/// Rows of one insert at most (PostgreSQL binds at most 65,535 values; a row binds 14).
const ROWS_AN_INSERT: usize = 500;

/// `column` of an unread notice of a burst as the burst has it now (`burst_column`, in terms of
/// the burst `b` and the notice `{t}`), else as stored: `table` is `notifications` or its alias.
fn as_now(table: &str, burst_column: &str, column: &str) -> Expr {
    let burst_column = burst_column.replace("{t}", table);
    Expr::cust(format!(
        "CASE WHEN {table}.read_at IS NULL THEN COALESCE((SELECT {burst_column} FROM \
         notification_bursts b WHERE b.burst_key = {table}.burst_key), {table}.{column}) \
         ELSE {table}.{column} END"
    ))
}

/// A notice's count now: an unread one of a burst counts the burst's events since it opened.
fn count_now(table: &str) -> Expr {
    as_now(table, "b.events - {t}.burst_base", "count")
}

/// A notice's time now: an unread one of a burst has its burst's last event's.
fn time_now(table: &str) -> Expr {
    as_now(table, "b.last_at", "created_at")
}

fn subject_now(table: &str) -> Expr {
    as_now(table, "b.subject", "subject")
}

/// Marks the notices `update` selects read at `at`, each with its count, subject and time as
/// they are now (a read notice no longer follows its burst).
fn read_now(update: &mut UpdateStatement, at: DateTime<Utc>) {
    let table = "notifications";
    update
        .value(Notifications::Count, count_now(table))
        .value(Notifications::Subject, subject_now(table))
        .value(Notifications::CreatedAt, time_now(table))
        .value(Notifications::ReadAt, at)
        .and_where(Expr::col(Notifications::ReadAt).is_null());
}

/// Selects the columns of a [`NotificationRow`] of `table` (`notifications` or its alias) as the
/// player sees them now.
pub(super) fn notice_columns(select: &mut SelectStatement, table: &str) {
    let t = Alias::new(table);
    for column in [
        Notifications::Id,
        Notifications::Kind,
        Notifications::CharacterName,
        Notifications::Place,
        Notifications::PlaceId,
        Notifications::ReadAt,
    ] {
        select.column((t.clone(), column));
    }
    select
        .expr_as(subject_now(table), Alias::new("subject"))
        .expr_as(count_now(table), Alias::new("count"))
        .expr_as(time_now(table), Alias::new("created_at"));
}

/// Newest first, as the player sees the notices' times now.
fn newest_first(select: &mut SelectStatement, table: &str) {
    select
        .order_by_expr(time_now(table), Order::Desc)
        .order_by((Alias::new(table), Notifications::Id), Order::Desc);
}

/// Stores one event's notices in the causing write's transaction. A burst's events are counted
/// once, in its one `notification_bursts` row, whatever the number of players it tells: a
/// player with an unread notice of the burst reads its count and time from there, a player
/// without one gets a new row. So a post to a session writes that one row, plus rows only for
/// the players whose notice is new (or was mailed, and is to be mailed again). The author's own
/// unread notices of the bursts their act adds to are read by it.
///
/// # Errors
/// Database failures.
pub(crate) async fn deliver(tx: &mut Tx, notices: &Notices) -> Result<(), InfraError> {
    if let Some((author, at)) = notices.author
        && !notices.bursts.is_empty()
    {
        let mut own = Query::update()
            .table(Notifications::Table)
            .and_where(Expr::col(Notifications::UserId).eq(author.0))
            .and_where(
                Expr::col(Notifications::BurstKey).is_in(notices.bursts.iter().map(String::as_str)),
            )
            .to_owned();
        read_now(&mut own, at);
        tx.execute(&own).await?;
    }
    let mut fresh: Vec<(&Notice, i32)> = Vec::new();
    let mut keys: Vec<&str> = Vec::new();
    for notice in &notices.items {
        match &notice.burst_key {
            None => fresh.push((notice, 0)),
            Some(key) if !keys.contains(&key.as_str()) => keys.push(key),
            Some(_) => {}
        }
    }
    for key in keys {
        let told: Vec<&Notice> =
            notices.items.iter().filter(|n| n.burst_key.as_deref() == Some(key)).collect();
        let events = add_event(tx, key, told[0]).await?;
        for chunk in told.chunks(ROWS_AN_INSERT) {
            let open = unread_of_burst(tx, key, chunk).await?;
            fresh.extend(
                chunk.iter().filter(|n| !open.contains(&n.player.0)).map(|n| (*n, events - 1)),
            );
        }
    }
    for rows in fresh.chunks(ROWS_AN_INSERT) {
        let mut insert = Query::insert();
        insert.into_table(Notifications::Table).columns([
            Notifications::UserId,
            Notifications::Kind,
            Notifications::CharacterName,
            Notifications::Subject,
            Notifications::Place,
            Notifications::PlaceId,
            Notifications::BurstKey,
            Notifications::BurstBase,
            Notifications::Count,
            Notifications::LastEvent,
            Notifications::InApp,
            Notifications::Email,
            Notifications::Push,
            Notifications::CreatedAt,
        ]);
        for (notice, base) in rows {
            let (place, place_id) = notice.place.stored();
            insert.values_panic([
                notice.player.0.into(),
                notice.kind.as_str().into(),
                notice.character.clone().into(),
                notice.subject.as_str().into(),
                place.into(),
                place_id.into(),
                notice.burst_key.clone().into(),
                (*base).into(),
                1i32.into(),
                notice.event.as_str().into(),
                notice.in_app.into(),
                notice.email.into(),
                notice.push.into(),
                notice.at.into(),
            ]);
        }
        tx.execute(&insert).await?;
    }
    super::push::queue_pushes(tx, &notices.items).await
}

#[derive(sqlx::FromRow)]
struct EventsRow {
    events: i32,
}

/// Counts `notice`'s event in its burst (once, however often it is given); the burst's events
/// with it.
async fn add_event(tx: &mut Tx, key: &str, notice: &Notice) -> Result<i32, InfraError> {
    let upsert = Query::insert()
        .into_table(NotificationBursts::Table)
        .columns([
            NotificationBursts::BurstKey,
            NotificationBursts::Events,
            NotificationBursts::LastEvent,
            NotificationBursts::Subject,
            NotificationBursts::LastAt,
        ])
        .values_panic([
            key.into(),
            1i32.into(),
            notice.event.as_str().into(),
            notice.subject.as_str().into(),
            notice.at.into(),
        ])
        .on_conflict(
            OnConflict::column(NotificationBursts::BurstKey)
                .value(
                    NotificationBursts::Events,
                    Expr::cust(
                        "CASE WHEN notification_bursts.last_event = excluded.last_event \
                         THEN notification_bursts.events ELSE notification_bursts.events + 1 END",
                    ),
                )
                .update_columns([
                    NotificationBursts::LastEvent,
                    NotificationBursts::Subject,
                    NotificationBursts::LastAt,
                ])
                .to_owned(),
        )
        .returning(Query::returning().column(NotificationBursts::Events))
        .to_owned();
    let row: Option<EventsRow> = tx.fetch_optional(&upsert).await?;
    row.map(|r| r.events).ok_or_else(|| InfraError::new("burst upsert returned no row"))
}

/// Which of the players of `notices` have an unread notice of the burst (it follows the burst
/// already). Those of them whose notice a digest carried have it mailed again, grown.
async fn unread_of_burst(
    tx: &mut Tx,
    key: &str,
    notices: &[&Notice],
) -> Result<Vec<i64>, InfraError> {
    let of_burst = |players: Vec<i64>| {
        Cond::all()
            .add(Expr::col(Notifications::UserId).is_in(players))
            .add(Expr::col(Notifications::BurstKey).eq(key))
            .add(Expr::col(Notifications::ReadAt).is_null())
    };
    let players: Vec<i64> = notices.iter().map(|n| n.player.0).collect();
    let open = Query::select()
        .expr_as(Expr::col(Notifications::UserId), Alias::new("id"))
        .from(Notifications::Table)
        .cond_where(of_burst(players))
        .to_owned();
    let open: Vec<i64> = tx.fetch_all::<IdRow>(&open).await?.into_iter().map(|r| r.id).collect();
    let mailed: Vec<i64> = notices
        .iter()
        .filter(|n| n.email && open.contains(&n.player.0))
        .map(|n| n.player.0)
        .collect();
    if !mailed.is_empty() {
        let again = Query::update()
            .table(Notifications::Table)
            .value(Notifications::EmailedAt, Option::<DateTime<Utc>>::None)
            .cond_where(of_burst(mailed))
            .and_where(Expr::col(Notifications::EmailedAt).is_not_null())
            .to_owned();
        tx.execute(&again).await?;
    }
    Ok(open)
}

/// Notices in `notifications`, settings in `notification_settings`.
#[derive(Clone, Debug)]
pub struct SqlNotifications {
    db: Db,
    /// Wakes this process's mail worker when a digest is queued.
    wakeup: MailWakeup,
}

impl SqlNotifications {
    pub fn new(db: Db, wakeup: MailWakeup) -> Self {
        SqlNotifications { db, wakeup }
    }
}

/// The player's unread notices with e-mail on that no digest has carried yet.
fn to_mail(player: UserId) -> SelectStatement {
    Query::select()
        .from(Notifications::Table)
        .and_where(Expr::col(Notifications::UserId).eq(player.0))
        .and_where(Expr::col(Notifications::Email).eq(true))
        .and_where(Expr::col(Notifications::ReadAt).is_null())
        .and_where(Expr::col(Notifications::EmailedAt).is_null())
        .to_owned()
}

#[derive(sqlx::FromRow)]
pub(super) struct NotificationRow {
    id: i64,
    kind: String,
    character_name: Option<String>,
    subject: String,
    place: String,
    place_id: Option<i64>,
    count: i32,
    created_at: DateTime<Utc>,
    read_at: Option<DateTime<Utc>>,
}

impl NotificationRow {
    pub(super) fn into_stored(self) -> Option<StoredNotification> {
        Some(StoredNotification {
            id: NotificationId(self.id),
            kind: NotificationKind::parse(&self.kind).ok()?,
            character: self.character_name,
            subject: self.subject,
            place: Place::from_stored(&self.place, self.place_id)?,
            count: i64::from(self.count),
            created_at: self.created_at,
            read_at: self.read_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct SettingsRow {
    user_id: i64,
    kinds: String,
    digest: String,
}

/// The settings as stored: `{ "<kind>": { "inApp": …, "email": …, "push": … } }`.
fn encode(settings: &NotificationSettings) -> String {
    let kinds: serde_json::Map<String, serde_json::Value> = settings
        .kinds
        .iter()
        .map(|(kind, c)| {
            let channels =
                serde_json::json!({ "inApp": c.in_app, "email": c.email, "push": c.push });
            (kind.as_str().to_owned(), channels)
        })
        .collect();
    serde_json::Value::Object(kinds).to_string()
}

/// The stored settings; a kind missing (or added since) has its defaults.
fn decode(row: &SettingsRow) -> NotificationSettings {
    let json: serde_json::Value = serde_json::from_str(&row.kinds).unwrap_or_default();
    let flag = |c: &serde_json::Value, name: &str, default: bool| {
        c.get(name).and_then(serde_json::Value::as_bool).unwrap_or(default)
    };
    let changes: Vec<(NotificationKind, Channels)> = NotificationKind::ALL
        .into_iter()
        .filter_map(|kind| {
            let c = json.get(kind.as_str())?;
            let d = kind.default_channels();
            Some((
                kind,
                Channels {
                    in_app: flag(c, "inApp", d.in_app),
                    email: flag(c, "email", d.email),
                    push: flag(c, "push", d.push),
                },
            ))
        })
        .collect();
    let mut settings = NotificationSettings::default().with(&changes);
    settings.digest = Digest::parse(&row.digest).unwrap_or(Digest::Daily);
    settings
}

fn shown(player: UserId) -> SelectStatement {
    Query::select()
        .from(Notifications::Table)
        .and_where(Expr::col(Notifications::UserId).eq(player.0))
        .and_where(Expr::col(Notifications::InApp).eq(true))
        .to_owned()
}

#[async_trait::async_trait]
impl NotificationRepository for SqlNotifications {
    async fn page(
        &self,
        player: UserId,
        offset: u64,
        limit: u32,
    ) -> Result<(Vec<StoredNotification>, u64), InfraError> {
        let total = self.db.count(shown(player)).await?;
        let mut query = shown(player);
        notice_columns(&mut query, "notifications");
        newest_first(&mut query, "notifications");
        query.offset(offset).limit(u64::from(limit));
        let rows: Vec<NotificationRow> = self.db.fetch_all(&query).await?;
        Ok((rows.into_iter().filter_map(NotificationRow::into_stored).collect(), total))
    }

    async fn unread(&self, player: UserId) -> Result<u64, InfraError> {
        self.db
            .count(shown(player).and_where(Expr::col(Notifications::ReadAt).is_null()).to_owned())
            .await
    }

    async fn mark_read(
        &self,
        player: UserId,
        selection: &ReadSelection,
        at: DateTime<Utc>,
    ) -> Result<u64, InfraError> {
        let mut update = Query::update()
            .table(Notifications::Table)
            .and_where(Expr::col(Notifications::UserId).eq(player.0))
            .to_owned();
        read_now(&mut update, at);
        if let ReadSelection::Ids(ids) = selection {
            update.and_where(Expr::col(Notifications::Id).is_in(ids.iter().map(|i| i.0)));
        }
        Ok(self.db.execute(&update).await?)
    }

    async fn mark_place_read(
        &self,
        player: UserId,
        place: Place,
        at: DateTime<Utc>,
    ) -> Result<u64, InfraError> {
        let (name, id) = place.stored();
        let mut update = Query::update()
            .table(Notifications::Table)
            .and_where(Expr::col(Notifications::UserId).eq(player.0))
            .and_where(Expr::col(Notifications::Place).eq(name))
            .to_owned();
        read_now(&mut update, at);
        if let Some(id) = id {
            update.and_where(Expr::col(Notifications::PlaceId).eq(id));
        }
        Ok(self.db.execute(&update).await?)
    }

    async fn settings_of(
        &self,
        players: &[UserId],
    ) -> Result<Vec<(UserId, NotificationSettings)>, InfraError> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let mut rows: Vec<SettingsRow> = Vec::new();
        for chunk in players.chunks(1000) {
            let query = Query::select()
                .columns([
                    NotificationSettingsTable::UserId,
                    NotificationSettingsTable::Kinds,
                    NotificationSettingsTable::Digest,
                ])
                .from(NotificationSettingsTable::Table)
                .and_where(
                    Expr::col(NotificationSettingsTable::UserId).is_in(chunk.iter().map(|u| u.0)),
                )
                .to_owned();
            rows.extend(self.db.fetch_all::<SettingsRow>(&query).await?);
        }
        Ok(rows.iter().map(|r| (UserId(r.user_id), decode(r))).collect())
    }

    async fn save_settings(
        &self,
        player: UserId,
        settings: &NotificationSettings,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError> {
        let insert = Query::insert()
            .into_table(NotificationSettingsTable::Table)
            .columns([
                NotificationSettingsTable::UserId,
                NotificationSettingsTable::Kinds,
                NotificationSettingsTable::Digest,
                NotificationSettingsTable::UpdatedAt,
            ])
            .values_panic([
                player.0.into(),
                encode(settings).into(),
                settings.digest.as_str().into(),
                at.into(),
            ])
            .on_conflict(
                OnConflict::column(NotificationSettingsTable::UserId)
                    .update_columns([
                        NotificationSettingsTable::Kinds,
                        NotificationSettingsTable::Digest,
                        NotificationSettingsTable::UpdatedAt,
                    ])
                    .to_owned(),
            )
            .to_owned();
        // Notices not mailed yet follow the new e-mail choices (digest off: none is mailed).
        let off: Vec<&str> = settings
            .kinds
            .iter()
            .filter(|(_, c)| !c.email || settings.digest == Digest::Off)
            .map(|(k, _)| k.as_str())
            .collect();
        let mut tx = self.db.begin().await?;
        tx.execute(&insert).await?;
        if !off.is_empty() {
            let pending = Query::update()
                .table(Notifications::Table)
                .value(Notifications::Email, false)
                .and_where(Expr::col(Notifications::UserId).eq(player.0))
                .and_where(Expr::col(Notifications::Email).eq(true))
                .and_where(Expr::col(Notifications::EmailedAt).is_null())
                .and_where(Expr::col(Notifications::Kind).is_in(off))
                .to_owned();
            tx.execute(&pending).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn every_player(&self) -> Result<Vec<UserId>, InfraError> {
        let query = Query::select()
            .column((Users::Table, Users::Id))
            .from(Users::Table)
            .inner_join(
                Characters::Table,
                Expr::col((Characters::Table, Characters::UserId))
                    .equals((Users::Table, Users::Id))
                    .and(is_main(Characters::Table)),
            )
            .and_where(Expr::col((Users::Table, Users::ActivatedAt)).is_not_null())
            .to_owned();
        let rows: Vec<IdRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(|r| UserId(r.id)).collect())
    }

    async fn characters_named(
        &self,
        names: &[String],
    ) -> Result<Vec<MentionCandidate>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct NameRow {
            name: String,
            user_id: i64,
        }
        if names.is_empty() {
            return Ok(Vec::new());
        }
        let query = Query::select()
            .columns([Characters::Name, Characters::UserId])
            .from(Characters::Table)
            .and_where(Expr::col(Characters::Name).is_in(names.iter().map(String::as_str)))
            .limit(200)
            .to_owned();
        let rows: Vec<NameRow> = self.db.fetch_all(&query).await?;
        Ok(rows
            .into_iter()
            .map(|r| MentionCandidate { name: r.name, player: UserId(r.user_id) })
            .collect())
    }

    async fn due_digests(&self, wanted: DigestsWanted) -> Result<Vec<DueDigest>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct DueRow {
            user_id: i64,
            email: String,
            digest: String,
        }
        let n = Alias::new("n");
        let digest = Func::coalesce([
            Expr::col((NotificationSettingsTable::Table, NotificationSettingsTable::Digest)),
            Expr::val(Digest::Daily.as_str()),
        ]);
        let last = Expr::col((NotificationDigests::Table, NotificationDigests::SentAt));
        let period_passed = |name: Digest, before: DateTime<Utc>| {
            Cond::all()
                .add(Expr::expr(digest.clone()).eq(name.as_str()))
                .add(Cond::any().add(last.clone().is_null()).add(last.clone().lt(before)))
        };
        let query = Query::select()
            .column((n.clone(), Notifications::UserId))
            .column((Users::Table, Users::Email))
            .expr_as(digest.clone(), Alias::new("digest"))
            .from_as(Notifications::Table, n.clone())
            .inner_join(
                Users::Table,
                Expr::col((Users::Table, Users::Id)).equals((n.clone(), Notifications::UserId)),
            )
            .left_join(
                NotificationSettingsTable::Table,
                Expr::col((NotificationSettingsTable::Table, NotificationSettingsTable::UserId))
                    .equals((n.clone(), Notifications::UserId)),
            )
            .left_join(
                NotificationDigests::Table,
                Expr::col((NotificationDigests::Table, NotificationDigests::UserId))
                    .equals((n.clone(), Notifications::UserId)),
            )
            .and_where(Expr::col((n.clone(), Notifications::Email)).eq(true))
            .and_where(Expr::col((n.clone(), Notifications::ReadAt)).is_null())
            .and_where(Expr::col((n.clone(), Notifications::EmailedAt)).is_null())
            .and_where(Expr::col((Users::Table, Users::ActivatedAt)).is_not_null())
            .cond_where(
                Cond::any()
                    .add(Expr::col((Users::Table, Users::LastSeenAt)).is_null())
                    .add(Expr::col((Users::Table, Users::LastSeenAt)).lt(wanted.away_before)),
            )
            .cond_where(
                Cond::any()
                    .add(period_passed(Digest::Hourly, wanted.hourly_before))
                    .add(period_passed(Digest::Daily, wanted.daily_before)),
            )
            .group_by_columns([
                (n.clone(), Notifications::UserId).into_column_ref(),
                (Users::Table, Users::Email).into_column_ref(),
                (NotificationSettingsTable::Table, NotificationSettingsTable::Digest)
                    .into_column_ref(),
            ])
            .order_by((n.clone(), Notifications::UserId), Order::Asc)
            .limit(u64::from(wanted.players))
            .to_owned();
        let rows: Vec<DueRow> = self.db.fetch_all(&query).await?;
        let mut due = Vec::with_capacity(rows.len());
        for row in rows {
            let player = UserId(row.user_id);
            let total = self.db.count(to_mail(player)).await?;
            let mut listed = to_mail(player);
            notice_columns(&mut listed, "notifications");
            newest_first(&mut listed, "notifications");
            listed.limit(u64::from(wanted.items));
            let notices: Vec<NotificationRow> = self.db.fetch_all(&listed).await?;
            let notices: Vec<_> =
                notices.into_iter().filter_map(NotificationRow::into_stored).collect();
            if notices.is_empty() {
                continue;
            }
            due.push(DueDigest {
                player,
                email: row.email,
                digest: Digest::parse(&row.digest).unwrap_or(Digest::Daily),
                notices,
                total,
            });
        }
        Ok(due)
    }

    async fn queue_digest(
        &self,
        digest: &QueuedDigest,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let player = digest.player.0;
        let claim = Query::insert()
            .into_table(NotificationDigests::Table)
            .columns([NotificationDigests::UserId, NotificationDigests::SentAt])
            .values_panic([player.into(), now.into()])
            .on_conflict(
                OnConflict::column(NotificationDigests::UserId)
                    .update_column(NotificationDigests::SentAt)
                    .action_and_where(
                        Expr::col((NotificationDigests::Table, NotificationDigests::SentAt))
                            .lt(digest.last_before),
                    )
                    .to_owned(),
            )
            .to_owned();
        let mut tx = self.db.begin().await?;
        if tx.execute(&claim).await? == 0 {
            return Ok(false);
        }
        let carried = Query::update()
            .table(Notifications::Table)
            .value(Notifications::EmailedAt, now)
            .and_where(Expr::col(Notifications::UserId).eq(player))
            .and_where(Expr::col(Notifications::Email).eq(true))
            .and_where(Expr::col(Notifications::ReadAt).is_null())
            .and_where(Expr::col(Notifications::EmailedAt).is_null())
            .and_where(time_now("notifications").lte(digest.upto))
            .to_owned();
        tx.execute(&carried).await?;
        let link = Query::insert()
            .into_table(NotificationUnsubscribes::Table)
            .columns([
                NotificationUnsubscribes::TokenHash,
                NotificationUnsubscribes::UserId,
                NotificationUnsubscribes::CreatedAt,
            ])
            .values_panic([digest.unsubscribe.as_str().into(), player.into(), now.into()])
            .to_owned();
        tx.execute(&link).await?;
        let newest = Query::select()
            .column(NotificationUnsubscribes::TokenHash)
            .from(NotificationUnsubscribes::Table)
            .and_where(Expr::col(NotificationUnsubscribes::UserId).eq(player))
            .order_by(NotificationUnsubscribes::CreatedAt, Order::Desc)
            .order_by(NotificationUnsubscribes::TokenHash, Order::Desc)
            .limit(u64::from(UNSUBSCRIBE_LINKS_KEPT))
            .to_owned();
        let old = Query::delete()
            .from_table(NotificationUnsubscribes::Table)
            .and_where(Expr::col(NotificationUnsubscribes::UserId).eq(player))
            .and_where(Expr::col(NotificationUnsubscribes::TokenHash).not_in_subquery(newest))
            .to_owned();
        tx.execute(&old).await?;
        tx.execute(&insert_mail(&digest.mail, now)).await?;
        tx.commit().await?;
        self.wakeup.notify();
        Ok(true)
    }

    async fn take_unsubscribe_link(&self, hash: &TokenHash) -> Result<Option<UserId>, InfraError> {
        #[derive(sqlx::FromRow)]
        struct OwnerRow {
            user_id: i64,
        }
        let owner = Query::select()
            .column(NotificationUnsubscribes::UserId)
            .from(NotificationUnsubscribes::Table)
            .and_where(Expr::col(NotificationUnsubscribes::TokenHash).eq(hash.as_str()))
            .to_owned();
        let Some(row) = self.db.fetch_optional::<OwnerRow>(&owner).await? else {
            return Ok(None);
        };
        // Only the request whose delete took the links uses them (a second, at once, finds none).
        let taken = Query::delete()
            .from_table(NotificationUnsubscribes::Table)
            .and_where(Expr::col(NotificationUnsubscribes::UserId).eq(row.user_id))
            .to_owned();
        Ok((self.db.execute(&taken).await? > 0).then_some(UserId(row.user_id)))
    }
}
