use chrono::{DateTime, Utc};
use mrok_core::backoffice::Page;
use mrok_core::notifications::Notices;
use mrok_core::reports::{
    Report, ReportId, ReportRepository, ReportStatus, ReportText, ReportableSession,
    ReportingPlayer, Review, reviewer_name,
};
use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{
    Alias, Expr, ExprTrait, Func, JoinType, OnConflict, Order, Query, SelectStatement,
};

use super::Db;
use super::db::IdRow;
use super::main_character::join_main_character;
use super::notifications::deliver;
use super::select::col;
use super::tables::{Characters, RpMembers, RpSessions, SessionReports, Users};

/// Reports in `session_reports`, with their session's kind and title and the reviewer's main
/// character's name read alongside.
#[derive(Clone, Debug)]
pub struct SqlReports {
    db: Db,
}

impl SqlReports {
    pub fn new(db: Db) -> Self {
        SqlReports { db }
    }
}

#[derive(sqlx::FromRow)]
struct SessionRow {
    id: i64,
    kind: String,
    title: String,
    created_at: DateTime<Utc>,
}

impl SessionRow {
    fn into_session(self) -> Option<ReportableSession> {
        Some(ReportableSession {
            id: SessionId(self.id),
            kind: SessionKind::from_stored(&self.kind)?,
            title: self.title,
            created_at: self.created_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct ReportRow {
    id: i64,
    user_id: i64,
    session_id: i64,
    session_kind: String,
    session_title: String,
    session_created_at: DateTime<Utc>,
    what_happened: String,
    world_consequences: String,
    character_consequences: String,
    reported_skills: String,
    status: String,
    created_at: DateTime<Utc>,
    updated_at: Option<DateTime<Utc>>,
    admin_comment: Option<String>,
    internal_comment: Option<String>,
    reviewed_by_name: Option<String>,
    reviewed_by_role: Option<String>,
    reviewed_at: Option<DateTime<Utc>>,
}

impl ReportRow {
    fn into_report(self) -> Option<Report> {
        Some(Report {
            id: ReportId(self.id),
            owner: UserId(self.user_id),
            session: ReportableSession {
                id: SessionId(self.session_id),
                kind: SessionKind::from_stored(&self.session_kind)?,
                title: self.session_title,
                created_at: self.session_created_at,
            },
            text: ReportText {
                what_happened: self.what_happened,
                world_consequences: self.world_consequences,
                character_consequences: self.character_consequences,
                reported_skills: self.reported_skills,
            },
            status: ReportStatus::from_stored(&self.status),
            created_at: self.created_at,
            updated_at: self.updated_at,
            admin_comment: self.admin_comment,
            internal_comment: self.internal_comment,
            reviewed_by_name: reviewer_name(
                self.reviewed_by_name,
                self.reviewed_by_role.and_then(|role| role.parse::<Role>().ok()),
            ),
            reviewed_at: self.reviewed_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct PlayerRow {
    user_id: i64,
    name: Option<String>,
    pending: i64,
    accepted: i64,
    rejected: i64,
    total: i64,
    last_report_at: Option<DateTime<Utc>>,
}

impl PlayerRow {
    fn into_player(self) -> ReportingPlayer {
        let count = |n: i64| u64::try_from(n).unwrap_or_default();
        ReportingPlayer {
            id: UserId(self.user_id),
            name: self.name,
            pending: count(self.pending),
            accepted: count(self.accepted),
            rejected: count(self.rejected),
            total: count(self.total),
            last_report_at: self.last_report_at,
        }
    }
}

/// Each reporting player's name and counts, one row a player (to be ordered or filtered).
fn players_query() -> SelectStatement {
    let r = |c| (Alias::new("r"), c);
    // Counts as BIGINT on both engines (PostgreSQL sums integers into numeric).
    let mut query = Query::select()
        .expr_as(col("r", SessionReports::UserId), Alias::new("user_id"))
        .expr_as(Expr::cust("MAX(player.name)"), Alias::new("name"))
        .expr_as(count_of(ReportStatus::Pending), Alias::new("pending"))
        .expr_as(count_of(ReportStatus::Accepted), Alias::new("accepted"))
        .expr_as(count_of(ReportStatus::Rejected), Alias::new("rejected"))
        .expr_as(Expr::cust("CAST(COUNT(*) AS BIGINT)"), Alias::new("total"))
        .expr_as(Expr::cust("MAX(r.created_at)"), Alias::new("last_report_at"))
        .from_as(SessionReports::Table, Alias::new("r"))
        .group_by_col(r(SessionReports::UserId))
        .to_owned();
    join_main_character(&mut query, JoinType::LeftJoin, "player", r(SessionReports::UserId));
    query
}

fn select_sessions(player: UserId) -> SelectStatement {
    Query::select()
        .column((RpSessions::Table, RpSessions::Id))
        .column((RpSessions::Table, RpSessions::Kind))
        .column((RpSessions::Table, RpSessions::Title))
        .column((RpSessions::Table, RpSessions::CreatedAt))
        .from(RpSessions::Table)
        .inner_join(
            RpMembers::Table,
            Expr::col((RpMembers::Table, RpMembers::SessionId))
                .equals((RpSessions::Table, RpSessions::Id)),
        )
        .and_where(Expr::col((RpMembers::Table, RpMembers::UserId)).eq(player.0))
        .to_owned()
}

fn select_reports() -> SelectStatement {
    let r = |c| (Alias::new("r"), c);
    let mut query = Query::select()
        .columns([
            r(SessionReports::Id),
            r(SessionReports::UserId),
            r(SessionReports::SessionId),
            r(SessionReports::WhatHappened),
            r(SessionReports::WorldConsequences),
            r(SessionReports::CharacterConsequences),
            r(SessionReports::ReportedSkills),
            r(SessionReports::Status),
            r(SessionReports::CreatedAt),
            r(SessionReports::UpdatedAt),
            r(SessionReports::AdminComment),
            r(SessionReports::InternalComment),
            r(SessionReports::ReviewedAt),
        ])
        .expr_as(col("s", RpSessions::Kind), Alias::new("session_kind"))
        .expr_as(col("s", RpSessions::Title), Alias::new("session_title"))
        .expr_as(col("s", RpSessions::CreatedAt), Alias::new("session_created_at"))
        .expr_as(col("reviewer", Characters::Name), Alias::new("reviewed_by_name"))
        .expr_as(col("reviewer_account", Users::Role), Alias::new("reviewed_by_role"))
        .from_as(SessionReports::Table, Alias::new("r"))
        .join_as(
            JoinType::InnerJoin,
            RpSessions::Table,
            Alias::new("s"),
            col("s", RpSessions::Id).equals(r(SessionReports::SessionId)),
        )
        .join_as(
            JoinType::LeftJoin,
            Users::Table,
            Alias::new("reviewer_account"),
            col("reviewer_account", Users::Id).equals(r(SessionReports::ReviewedBy)),
        )
        .to_owned();
    join_main_character(&mut query, JoinType::LeftJoin, "reviewer", r(SessionReports::ReviewedBy));
    query
}

/// How many of a player's reports have `status`, as a BIGINT on both engines (PostgreSQL
/// sums integers into numeric).
fn count_of(status: ReportStatus) -> Expr {
    let one_if = Expr::case(col("r", SessionReports::Status).eq(status.as_str()), 1).finally(0);
    Func::cast_as(Func::sum(one_if), Alias::new("BIGINT")).into()
}

#[async_trait::async_trait]
impl ReportRepository for SqlReports {
    #[tracing::instrument(name = "SqlReports::sessions_of", level = "debug", skip_all)]
    async fn sessions_of(
        &self,
        player: UserId,
        limit: u64,
    ) -> Result<Vec<ReportableSession>, InfraError> {
        let query = select_sessions(player)
            .order_by((RpSessions::Table, RpSessions::CreatedAt), Order::Desc)
            .order_by((RpSessions::Table, RpSessions::Id), Order::Desc)
            .limit(limit)
            .to_owned();
        let rows: Vec<SessionRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().filter_map(SessionRow::into_session).collect())
    }

    #[tracing::instrument(name = "SqlReports::session_of", level = "debug", skip_all)]
    async fn session_of(
        &self,
        player: UserId,
        session: SessionId,
    ) -> Result<Option<ReportableSession>, InfraError> {
        let query = select_sessions(player)
            .and_where(Expr::col((RpSessions::Table, RpSessions::Id)).eq(session.0))
            .to_owned();
        let row: Option<SessionRow> = self.db.fetch_optional(&query).await?;
        Ok(row.and_then(SessionRow::into_session))
    }

    #[tracing::instrument(name = "SqlReports::add", level = "debug", skip_all)]
    async fn add(
        &self,
        owner: UserId,
        session: SessionId,
        text: &ReportText,
        at: DateTime<Utc>,
    ) -> Result<Option<ReportId>, InfraError> {
        let mut tx = self.db.begin().await?;
        let insert = Query::insert()
            .into_table(SessionReports::Table)
            .columns([
                SessionReports::UserId,
                SessionReports::SessionId,
                SessionReports::WhatHappened,
                SessionReports::WorldConsequences,
                SessionReports::CharacterConsequences,
                SessionReports::ReportedSkills,
                SessionReports::Status,
                SessionReports::CreatedAt,
            ])
            .values_panic([
                owner.0.into(),
                session.0.into(),
                text.what_happened.clone().into(),
                text.world_consequences.clone().into(),
                text.character_consequences.clone().into(),
                text.reported_skills.clone().into(),
                ReportStatus::Pending.as_str().into(),
                at.into(),
            ])
            .on_conflict(
                OnConflict::columns([SessionReports::UserId, SessionReports::SessionId])
                    .do_nothing()
                    .to_owned(),
            )
            .returning_col(SessionReports::Id)
            .to_owned();
        let row: Option<IdRow> = tx.fetch_optional(&insert).await?;
        tx.commit().await?;
        Ok(row.map(|r| ReportId(r.id)))
    }

    #[tracing::instrument(name = "SqlReports::find", level = "debug", skip_all)]
    async fn find(&self, id: ReportId) -> Result<Option<Report>, InfraError> {
        let query = select_reports().and_where(col("r", SessionReports::Id).eq(id.0)).to_owned();
        let row: Option<ReportRow> = self.db.fetch_optional(&query).await?;
        Ok(row.and_then(ReportRow::into_report))
    }

    #[tracing::instrument(name = "SqlReports::of_player", level = "debug", skip_all)]
    async fn of_player(&self, owner: UserId, limit: u64) -> Result<Vec<Report>, InfraError> {
        let query = select_reports()
            .and_where(col("r", SessionReports::UserId).eq(owner.0))
            .order_by((Alias::new("r"), SessionReports::Id), Order::Desc)
            .limit(limit)
            .to_owned();
        let rows: Vec<ReportRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().filter_map(ReportRow::into_report).collect())
    }

    #[tracing::instrument(name = "SqlReports::resubmit", level = "debug", skip_all)]
    async fn resubmit(
        &self,
        id: ReportId,
        text: &ReportText,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let update = Query::update()
            .table(SessionReports::Table)
            .value(SessionReports::WhatHappened, text.what_happened.clone())
            .value(SessionReports::WorldConsequences, text.world_consequences.clone())
            .value(SessionReports::CharacterConsequences, text.character_consequences.clone())
            .value(SessionReports::ReportedSkills, text.reported_skills.clone())
            .value(SessionReports::Status, ReportStatus::Pending.as_str())
            .value(SessionReports::UpdatedAt, at)
            .and_where(Expr::col(SessionReports::Id).eq(id.0))
            .and_where(Expr::col(SessionReports::Status).eq(ReportStatus::Rejected.as_str()))
            .to_owned();
        Ok(self.db.execute(&update).await? > 0)
    }

    #[tracing::instrument(name = "SqlReports::review", level = "debug", skip_all)]
    async fn review(
        &self,
        id: ReportId,
        review: &Review,
        notices: &Notices,
    ) -> Result<bool, InfraError> {
        let update = Query::update()
            .table(SessionReports::Table)
            .value(SessionReports::Status, review.status.as_str())
            .value(SessionReports::AdminComment, review.admin_comment.clone())
            .value(SessionReports::InternalComment, review.internal_comment.clone())
            .value(SessionReports::ReviewedBy, review.by.0)
            .value(SessionReports::ReviewedAt, review.at)
            .and_where(Expr::col(SessionReports::Id).eq(id.0))
            .to_owned();
        let mut tx = self.db.begin().await?;
        if tx.execute(&update).await? == 0 {
            return Ok(false);
        }
        deliver(&mut tx, notices).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlReports::reporting_players", level = "debug", skip_all)]
    async fn reporting_players(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<Page<ReportingPlayer>, InfraError> {
        let query = players_query()
            .order_by_expr(Expr::cust("MAX(r.created_at)"), Order::Desc)
            .order_by_expr(col("r", SessionReports::UserId), Order::Asc)
            .offset(offset)
            .limit(limit)
            .to_owned();
        let rows: Vec<PlayerRow> = self.db.fetch_all(&query).await?;
        let players = Query::select()
            .distinct()
            .column(SessionReports::UserId)
            .from(SessionReports::Table)
            .to_owned();
        let total = self
            .db
            .count(Query::select().from_subquery(players, Alias::new("p")).to_owned())
            .await?;
        Ok(Page { rows: rows.into_iter().map(PlayerRow::into_player).collect(), total })
    }

    #[tracing::instrument(name = "SqlReports::reporting_player", level = "debug", skip_all)]
    async fn reporting_player(
        &self,
        player: UserId,
    ) -> Result<Option<ReportingPlayer>, InfraError> {
        let query =
            players_query().and_where(col("r", SessionReports::UserId).eq(player.0)).to_owned();
        let row: Option<PlayerRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(PlayerRow::into_player))
    }
}
