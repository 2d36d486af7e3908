//! The notification centre's rows: the list, marking read, the settings — and [`deliver`], which
//! every repository whose write causes notices calls inside its own transaction.

use chrono::{DateTime, Utc};
use mrok_core::notifications::{
    Channels, Digest, MentionCandidate, Notices, NotificationId, NotificationKind,
    NotificationRepository, NotificationSettings, Place, ReadSelection, StoredNotification,
};
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Expr, ExprTrait, Iden, OnConflict, Order, Query, SelectStatement};

use super::db::IdRow;
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
    CreatedAt,
    ReadAt,
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

/// Rows of one insert at most (PostgreSQL binds at most 65,535 values; a row binds 12).
const ROWS_AN_INSERT: usize = 500;

/// Stores one event's notices in the causing write's transaction: a notice of a burst updates
/// the player's unread one of the same burst (one more, at the new time; the same event never
/// counts twice), every other one is a new row.
///
/// # Errors
/// Database failures.
pub(crate) async fn deliver(tx: &mut Tx, notices: &Notices) -> Result<(), InfraError> {
    let mut fresh = Vec::new();
    for notice in &notices.0 {
        if let Some(key) = &notice.burst_key {
            let update = Query::update()
                .table(Notifications::Table)
                .value(
                    Notifications::Count,
                    Expr::case(
                        Expr::col(Notifications::LastEvent).eq(notice.event.as_str()),
                        Expr::col(Notifications::Count),
                    )
                    .finally(Expr::col(Notifications::Count).add(1)),
                )
                .value(Notifications::LastEvent, notice.event.as_str())
                .value(Notifications::CreatedAt, notice.at)
                .value(Notifications::CharacterName, notice.character.clone())
                .value(Notifications::Subject, notice.subject.as_str())
                .and_where(Expr::col(Notifications::UserId).eq(notice.player.0))
                .and_where(Expr::col(Notifications::BurstKey).eq(key.as_str()))
                .and_where(Expr::col(Notifications::ReadAt).is_null())
                .to_owned();
            if tx.execute(&update).await? > 0 {
                continue;
            }
        }
        fresh.push(notice);
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
                notice.at.into(),
            ]);
        }
        tx.execute(&insert).await?;
    }
    Ok(())
}

/// Notices in `notifications`, settings in `notification_settings`.
#[derive(Clone, Debug)]
pub struct SqlNotifications {
    db: Db,
}

impl SqlNotifications {
    pub fn new(db: Db) -> Self {
        SqlNotifications { db }
    }
}

#[derive(sqlx::FromRow)]
struct NotificationRow {
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
    fn into_stored(self) -> Option<StoredNotification> {
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
            .columns([
                Notifications::Id,
                Notifications::Kind,
                Notifications::CharacterName,
                Notifications::Subject,
                Notifications::Place,
                Notifications::PlaceId,
                Notifications::Count,
                Notifications::CreatedAt,
                Notifications::ReadAt,
            ])
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
        self.db.execute(&insert).await?;
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
}
