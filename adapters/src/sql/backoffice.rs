use chrono::{DateTime, Utc};
use mrok_core::backoffice::{
    BackofficeRepository, CharacterRow, CharacterSort, Page, PageRequest, SessionOverview,
    SessionSort, SortOrder, UserRow, UserSort,
};
use mrok_core::characters::{CharacterId, Slot};
use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{Alias, Cond, Expr, ExprTrait, JoinType, Order, Query, SelectStatement};

use super::Db;
use super::main_character::join_main_character;
use super::tables::{Characters, RpSessions, Users};
use super::text_match::{Anchor, matching};

/// The back office's list views over `users`, `characters` and `rp_sessions`.
#[derive(Clone, Debug)]
pub struct SqlBackoffice {
    db: Db,
}

impl SqlBackoffice {
    pub fn new(db: Db) -> Self {
        SqlBackoffice { db }
    }
}

#[derive(sqlx::FromRow)]
struct UserViewRow {
    id: i64,
    email: String,
    role: String,
    activated_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    last_seen_at: Option<DateTime<Utc>>,
    last_ip: Option<String>,
    name: Option<String>,
}

impl TryFrom<UserViewRow> for UserRow {
    type Error = InfraError;

    fn try_from(r: UserViewRow) -> Result<Self, Self::Error> {
        Ok(UserRow {
            id: UserId(r.id),
            email: r.email,
            role: r.role.parse::<Role>().map_err(InfraError::new)?,
            activated: r.activated_at.is_some(),
            created_at: r.created_at,
            last_seen_at: r.last_seen_at,
            last_ip: r.last_ip,
            character_name: r.name,
        })
    }
}

#[derive(sqlx::FromRow)]
struct CharacterViewRow {
    id: i64,
    user_id: i64,
    owner_email: String,
    slot: i32,
    name: String,
    race: String,
    gender: String,
    magic: Option<String>,
    approved: bool,
    created_at: DateTime<Utc>,
}

impl TryFrom<CharacterViewRow> for CharacterRow {
    type Error = InfraError;

    fn try_from(r: CharacterViewRow) -> Result<Self, InfraError> {
        let slot = Slot::from_number(i64::from(r.slot))
            .map_err(|_| InfraError::new(format!("character {} has slot {}", r.id, r.slot)))?;
        Ok(CharacterRow {
            id: CharacterId(r.id),
            user_id: UserId(r.user_id),
            owner_email: r.owner_email,
            slot,
            name: r.name,
            race: r.race,
            gender: r.gender,
            magic: r.magic,
            approved: r.approved,
            created_at: r.created_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct SessionViewRow {
    id: i64,
    kind: String,
    title: String,
    closed: bool,
    owner_id: i64,
    owner_name: Option<String>,
    message_count: i64,
    created_at: DateTime<Utc>,
    last_activity: DateTime<Utc>,
}

impl TryFrom<SessionViewRow> for SessionOverview {
    type Error = InfraError;

    fn try_from(r: SessionViewRow) -> Result<Self, Self::Error> {
        Ok(SessionOverview {
            id: SessionId(r.id),
            kind: SessionKind::from_stored(&r.kind)
                .ok_or_else(|| InfraError::new(format!("unknown session kind {}", r.kind)))?,
            title: r.title,
            closed: r.closed,
            owner: UserId(r.owner_id),
            owner_name: r.owner_name,
            message_count: u64::try_from(r.message_count).unwrap_or(0),
            created_at: r.created_at,
            last_activity: r.last_activity,
        })
    }
}

fn order(order: SortOrder) -> Order {
    match order {
        SortOrder::Asc => Order::Asc,
        SortOrder::Desc => Order::Desc,
    }
}

/// Narrows a list to rows where any of `columns` contains the search text, whatever the case
/// and the Polish letters (`text_match`).
fn search(db: &Db, query: &mut SelectStatement, search: Option<&str>, columns: [Expr; 2]) {
    let Some(text) = search else { return };
    let any = columns.into_iter().fold(Cond::any(), |any, column| {
        match matching(db, column, text, Anchor::Anywhere) {
            Some(cond) => any.add(cond),
            None => any,
        }
    });
    if !any.is_empty() {
        query.cond_where(any);
    }
}

/// Accounts with their main character.
fn users_view() -> SelectStatement {
    let mut query = Query::select().from(Users::Table).to_owned();
    join_main_character(&mut query, JoinType::LeftJoin, "characters", (Users::Table, Users::Id));
    query
}

fn user_columns(query: &mut SelectStatement) -> &mut SelectStatement {
    query
        .columns([
            (Users::Table, Users::Id),
            (Users::Table, Users::Email),
            (Users::Table, Users::Role),
            (Users::Table, Users::ActivatedAt),
            (Users::Table, Users::CreatedAt),
            (Users::Table, Users::LastSeenAt),
            (Users::Table, Users::LastIp),
        ])
        .column((Characters::Table, Characters::Name))
}

fn characters_view() -> SelectStatement {
    Query::select()
        .from(Characters::Table)
        .join(
            JoinType::InnerJoin,
            Users::Table,
            Expr::col((Users::Table, Users::Id)).equals((Characters::Table, Characters::UserId)),
        )
        .to_owned()
}

fn character_columns(query: &mut SelectStatement) -> &mut SelectStatement {
    query
        .columns([
            (Characters::Table, Characters::Id),
            (Characters::Table, Characters::UserId),
            (Characters::Table, Characters::Slot),
            (Characters::Table, Characters::Name),
            (Characters::Table, Characters::Race),
            (Characters::Table, Characters::Gender),
            (Characters::Table, Characters::Magic),
            (Characters::Table, Characters::Approved),
            (Characters::Table, Characters::CreatedAt),
        ])
        .expr_as(Expr::col((Users::Table, Users::Email)), Alias::new("owner_email"))
}

/// Sessions with their owner's main character.
fn sessions_view() -> SelectStatement {
    let mut query = Query::select().from(RpSessions::Table).to_owned();
    let owner = (RpSessions::Table, RpSessions::OwnerId);
    join_main_character(&mut query, JoinType::LeftJoin, "characters", owner);
    query
}

#[async_trait::async_trait]
impl BackofficeRepository for SqlBackoffice {
    #[tracing::instrument(name = "SqlBackoffice::users", level = "debug", skip_all)]
    async fn users(&self, page: PageRequest<UserSort>) -> Result<Page<UserRow>, InfraError> {
        let mut filtered = users_view();
        search(
            &self.db,
            &mut filtered,
            page.search.as_deref(),
            [
                Expr::col((Users::Table, Users::Email)),
                Expr::col((Characters::Table, Characters::Name)),
            ],
        );
        let total = self.db.count(filtered.clone()).await?;
        let sort = match page.sort {
            UserSort::Id => Users::Id,
            UserSort::Email => Users::Email,
            UserSort::Role => Users::Role,
            UserSort::CreatedAt => Users::CreatedAt,
            UserSort::LastSeenAt => Users::LastSeenAt,
        };
        let mut query = filtered;
        user_columns(&mut query)
            .order_by((Users::Table, sort), order(page.order))
            .order_by((Users::Table, Users::Id), Order::Asc)
            .limit(u64::from(page.limit))
            .offset(u64::from(page.offset));
        let rows: Vec<UserViewRow> = self.db.fetch_all(&query).await?;
        Ok(Page { rows: rows.into_iter().map(UserRow::try_from).collect::<Result<_, _>>()?, total })
    }

    #[tracing::instrument(name = "SqlBackoffice::user", level = "debug", skip_all)]
    async fn user(&self, id: UserId) -> Result<Option<UserRow>, InfraError> {
        let mut query = users_view();
        user_columns(&mut query).and_where(Expr::col((Users::Table, Users::Id)).eq(id.0));
        let row: Option<UserViewRow> = self.db.fetch_optional(&query).await?;
        row.map(UserRow::try_from).transpose()
    }

    #[tracing::instrument(name = "SqlBackoffice::characters", level = "debug", skip_all)]
    async fn characters(
        &self,
        page: PageRequest<CharacterSort>,
    ) -> Result<Page<CharacterRow>, InfraError> {
        let mut filtered = characters_view();
        search(
            &self.db,
            &mut filtered,
            page.search.as_deref(),
            [
                Expr::col((Characters::Table, Characters::Name)),
                Expr::col((Users::Table, Users::Email)),
            ],
        );
        let total = self.db.count(filtered.clone()).await?;
        let sort = match page.sort {
            CharacterSort::Id => Characters::Id,
            CharacterSort::Name => Characters::Name,
            CharacterSort::Race => Characters::Race,
            CharacterSort::Approved => Characters::Approved,
            CharacterSort::CreatedAt => Characters::CreatedAt,
        };
        let mut query = filtered;
        character_columns(&mut query)
            .order_by((Characters::Table, sort), order(page.order))
            .order_by((Characters::Table, Characters::Id), Order::Asc)
            .limit(u64::from(page.limit))
            .offset(u64::from(page.offset));
        let rows: Vec<CharacterViewRow> = self.db.fetch_all(&query).await?;
        let rows = rows.into_iter().map(CharacterRow::try_from).collect::<Result<_, _>>()?;
        Ok(Page { rows, total })
    }

    #[tracing::instrument(name = "SqlBackoffice::character", level = "debug", skip_all)]
    async fn character(&self, id: CharacterId) -> Result<Option<CharacterRow>, InfraError> {
        let mut query = characters_view();
        character_columns(&mut query)
            .and_where(Expr::col((Characters::Table, Characters::Id)).eq(id.0));
        let row: Option<CharacterViewRow> = self.db.fetch_optional(&query).await?;
        row.map(CharacterRow::try_from).transpose()
    }

    #[tracing::instrument(name = "SqlBackoffice::sessions", level = "debug", skip_all)]
    async fn sessions(
        &self,
        page: PageRequest<SessionSort>,
        kind: Option<SessionKind>,
    ) -> Result<Page<SessionOverview>, InfraError> {
        let mut filtered = sessions_view();
        if let Some(kind) = kind {
            filtered.and_where(Expr::col((RpSessions::Table, RpSessions::Kind)).eq(kind.as_str()));
        }
        search(
            &self.db,
            &mut filtered,
            page.search.as_deref(),
            [
                Expr::col((RpSessions::Table, RpSessions::Title)),
                Expr::col((Characters::Table, Characters::Name)),
            ],
        );
        let total = self.db.count(filtered.clone()).await?;
        let sort = match page.sort {
            SessionSort::Id => RpSessions::Id,
            SessionSort::Title => RpSessions::Title,
            SessionSort::CreatedAt => RpSessions::CreatedAt,
            SessionSort::LastActivity => RpSessions::LastActivity,
            SessionSort::MessageCount => RpSessions::MessageCount,
        };
        let mut query = filtered;
        query
            .columns(
                [
                    RpSessions::Id,
                    RpSessions::Kind,
                    RpSessions::Title,
                    RpSessions::Closed,
                    RpSessions::OwnerId,
                    RpSessions::MessageCount,
                    RpSessions::CreatedAt,
                    RpSessions::LastActivity,
                ]
                .map(|c| (RpSessions::Table, c)),
            )
            .expr_as(Expr::col((Characters::Table, Characters::Name)), Alias::new("owner_name"))
            .order_by((RpSessions::Table, sort), order(page.order))
            .order_by((RpSessions::Table, RpSessions::Id), Order::Asc)
            .limit(u64::from(page.limit))
            .offset(u64::from(page.offset));
        let rows: Vec<SessionViewRow> = self.db.fetch_all(&query).await?;
        Ok(Page {
            rows: rows.into_iter().map(SessionOverview::try_from).collect::<Result<_, _>>()?,
            total,
        })
    }
}
