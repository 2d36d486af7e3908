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
    SelectStatement,
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

/// Rows of one insert at most (PostgreSQL binds at most 65,535 values; a row binds 13).
const ROWS_AN_INSERT: usize = 500;

/// Stores one event's notices in the causing write's transaction: a notice of a burst updates
/// the player's unread one of the same burst (one more, at the new time; the same event never
/// counts twice), every other one is a new row. The notices of one burst (a post's to every
/// participant) grow in one statement, the new ones go in one insert, so a post costs about the
/// same however many players it tells.
///
/// # Errors
/// Database failures.
pub(crate) async fn deliver(tx: &mut Tx, notices: &Notices) -> Result<(), InfraError> {
    let mut fresh: Vec<&Notice> = Vec::new();
    let mut bursts: Vec<Vec<&Notice>> = Vec::new();
    for notice in &notices.0 {
        if notice.burst_key.is_none() {
            fresh.push(notice);
            continue;
        }
        match bursts.iter_mut().find(|group| same_burst(group[0], notice)) {
            Some(group) => group.push(notice),
            None => bursts.push(vec![notice]),
        }
    }
    for group in bursts {
        for chunk in group.chunks(ROWS_AN_INSERT) {
            let grown = grow_bursts(tx, chunk).await?;
            fresh.extend(chunk.iter().filter(|n| !grown.contains(&n.player.0)));
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
            Notifications::Count,
            Notifications::LastEvent,
            Notifications::InApp,
            Notifications::Email,
            Notifications::Push,
            Notifications::CreatedAt,
        ]);
        for notice in rows {
            let (place, place_id) = notice.place.stored();
            insert.values_panic([
                notice.player.0.into(),
                notice.kind.as_str().into(),
                notice.character.clone().into(),
                notice.subject.as_str().into(),
                place.into(),
                place_id.into(),
                notice.burst_key.clone().into(),
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
    super::push::queue_pushes(tx, &notices.0).await
}

/// Whether two notices of one event grow the same burst alike (only the player and their own
/// character and channels differ).
fn same_burst(a: &Notice, b: &Notice) -> bool {
    a.burst_key == b.burst_key && a.subject == b.subject && a.event == b.event && a.at == b.at
}

/// A value per player of `notices`: `CASE user_id WHEN … THEN … END`.
fn per_player<V: Into<sea_query::Value>>(
    notices: &[&Notice],
    value: impl Fn(&Notice) -> V,
) -> Expr {
    let mut cases = Expr::case(
        Expr::col(Notifications::UserId).eq(notices[0].player.0),
        Expr::val(value(notices[0])),
    );
    for notice in &notices[1..] {
        cases = cases
            .case(Expr::col(Notifications::UserId).eq(notice.player.0), Expr::val(value(notice)));
    }
    cases.into()
}

#[derive(sqlx::FromRow)]
struct GrownRow {
    user_id: i64,
}

/// Grows the players' unread notices of one burst in one statement; the players who had one.
async fn grow_bursts(tx: &mut Tx, notices: &[&Notice]) -> Result<Vec<i64>, InfraError> {
    let first = notices[0];
    let Some(key) = &first.burst_key else { return Ok(Vec::new()) };
    let players: Vec<i64> = notices.iter().map(|n| n.player.0).collect();
    let update = Query::update()
        .table(Notifications::Table)
        .value(
            Notifications::Count,
            Expr::case(
                Expr::col(Notifications::LastEvent).eq(first.event.as_str()),
                Expr::col(Notifications::Count),
            )
            .finally(Expr::col(Notifications::Count).add(1)),
        )
        .value(Notifications::LastEvent, first.event.as_str())
        .value(Notifications::CreatedAt, first.at)
        .value(Notifications::CharacterName, per_player(notices, |n| n.character.clone()))
        .value(Notifications::Subject, first.subject.as_str())
        // The burst grew: its next digest tells of it again.
        .value(Notifications::Email, per_player(notices, |n| n.email))
        .value(Notifications::EmailedAt, Option::<DateTime<Utc>>::None)
        .value(Notifications::Push, per_player(notices, |n| n.push))
        .and_where(Expr::col(Notifications::UserId).is_in(players))
        .and_where(Expr::col(Notifications::BurstKey).eq(key.as_str()))
        .and_where(Expr::col(Notifications::ReadAt).is_null())
        .returning(Query::returning().column(Notifications::UserId))
        .to_owned();
    let grown: Vec<GrownRow> = tx.fetch_all(&update).await?;
    Ok(grown.into_iter().map(|r| r.user_id).collect())
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

pub(super) const NOTICE_COLUMNS: [Notifications; 9] = [
    Notifications::Id,
    Notifications::Kind,
    Notifications::CharacterName,
    Notifications::Subject,
    Notifications::Place,
    Notifications::PlaceId,
    Notifications::Count,
    Notifications::CreatedAt,
    Notifications::ReadAt,
];

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
        let query = shown(player)
            .columns(NOTICE_COLUMNS)
            .order_by(Notifications::CreatedAt, Order::Desc)
            .order_by(Notifications::Id, Order::Desc)
            .offset(offset)
            .limit(u64::from(limit))
            .to_owned();
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
            .value(Notifications::ReadAt, at)
            .and_where(Expr::col(Notifications::UserId).eq(player.0))
            .and_where(Expr::col(Notifications::ReadAt).is_null())
            .to_owned();
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
            .value(Notifications::ReadAt, at)
            .and_where(Expr::col(Notifications::UserId).eq(player.0))
            .and_where(Expr::col(Notifications::ReadAt).is_null())
            .and_where(Expr::col(Notifications::Place).eq(name))
            .to_owned();
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
            let listed = to_mail(player)
                .columns(NOTICE_COLUMNS)
                .order_by(Notifications::CreatedAt, Order::Desc)
                .order_by(Notifications::Id, Order::Desc)
                .limit(u64::from(wanted.items))
                .to_owned();
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
            .and_where(Expr::col(Notifications::CreatedAt).lte(digest.upto))
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
