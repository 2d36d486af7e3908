//! Session reports (spec 3 §7 "Reports"): players report the sessions they took part in and
//! resend rejected ones; admins list, read and decide. The internal comment is sent to admins
//! only.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::reports::{
    Report, ReportForm, ReportId, ReportService, ReportStatus, ReportableSession, ReportingPlayer,
};
use mrok_core::shared::UserId;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::{BearerAuth, PlayerAuth};
use crate::api::errors::ApiError;
use crate::api::wire::SessionKindValue;

pub struct ReportsApi {
    pub reports: Arc<ReportService>,
}

/// A session one may report.
#[derive(Debug, Object)]
#[oai(rename = "ReportableSession")]
pub struct ReportableSessionBody {
    pub id: i64,
    pub title: String,
    pub session_type: SessionKindValue,
    pub created_at: DateTime<Utc>,
}

impl From<ReportableSession> for ReportableSessionBody {
    fn from(s: ReportableSession) -> Self {
        ReportableSessionBody {
            id: s.id.0,
            title: s.title,
            session_type: s.kind.into(),
            created_at: s.created_at,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "ReportableSessions")]
pub struct SessionsBody {
    /// The sessions the caller takes part in, the newest first.
    pub sessions: Vec<ReportableSessionBody>,
}

/// Where a report stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "ReportStatus", rename_all = "lowercase")]
pub enum ReportStatusValue {
    Pending,
    Accepted,
    Rejected,
}

impl From<ReportStatus> for ReportStatusValue {
    fn from(s: ReportStatus) -> Self {
        match s {
            ReportStatus::Pending => ReportStatusValue::Pending,
            ReportStatus::Accepted => ReportStatusValue::Accepted,
            ReportStatus::Rejected => ReportStatusValue::Rejected,
        }
    }
}

impl From<ReportStatusValue> for ReportStatus {
    fn from(s: ReportStatusValue) -> Self {
        match s {
            ReportStatusValue::Pending => ReportStatus::Pending,
            ReportStatusValue::Accepted => ReportStatus::Accepted,
            ReportStatusValue::Rejected => ReportStatus::Rejected,
        }
    }
}

/// A report as its owner reads it.
#[derive(Debug, Object)]
#[oai(rename = "SessionReport")]
pub struct ReportBody {
    pub id: i64,
    pub session_id: i64,
    pub session_title: String,
    pub session_type: SessionKindValue,
    pub what_happened: String,
    pub world_consequences: String,
    pub character_consequences: String,
    pub reported_skills: String,
    pub status: ReportStatusValue,
    pub created_at: DateTime<Utc>,
    /// Set when a rejected report was corrected and sent again.
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
    /// The reviewer's word to the player.
    #[oai(nullable)]
    pub admin_comment: Option<String>,
    #[oai(nullable)]
    pub reviewed_by_name: Option<String>,
    #[oai(nullable)]
    pub reviewed_at: Option<DateTime<Utc>>,
}

impl From<Report> for ReportBody {
    fn from(r: Report) -> Self {
        ReportBody {
            id: r.id.0,
            session_id: r.session.id.0,
            session_title: r.session.title,
            session_type: r.session.kind.into(),
            what_happened: r.text.what_happened,
            world_consequences: r.text.world_consequences,
            character_consequences: r.text.character_consequences,
            reported_skills: r.text.reported_skills,
            status: r.status.into(),
            created_at: r.created_at,
            updated_at: r.updated_at,
            admin_comment: r.admin_comment,
            reviewed_by_name: r.reviewed_by_name,
            reviewed_at: r.reviewed_at,
        }
    }
}

/// A report as admins read it: with the internal note.
#[derive(Debug, Object)]
#[oai(rename = "SessionReportForAdmins")]
pub struct AdminReportBody {
    #[oai(flatten)]
    pub report: ReportBody,
    /// For admins only.
    #[oai(nullable)]
    pub internal_comment: Option<String>,
}

impl From<Report> for AdminReportBody {
    fn from(r: Report) -> Self {
        let internal_comment = r.internal_comment.clone();
        AdminReportBody { report: r.into(), internal_comment }
    }
}

/// The report form.
#[derive(Debug, Object)]
#[oai(rename = "ReportForm", rename_all = "camelCase")]
pub struct ReportFormBody {
    /// `general` or `private` (informative: the session's id decides).
    #[oai(nullable)]
    pub session_type: Option<String>,
    #[oai(nullable)]
    pub session_id: Option<i64>,
    /// Informative: the stored title is the session's own.
    #[oai(nullable)]
    pub session_title: Option<String>,
    #[oai(default)]
    pub what_happened: String,
    #[oai(default)]
    pub world_consequences: String,
    #[oai(default)]
    pub character_consequences: String,
    #[oai(default)]
    pub reported_skills: String,
}

impl From<ReportFormBody> for ReportForm {
    fn from(b: ReportFormBody) -> Self {
        ReportForm {
            session: b.session_id,
            what_happened: b.what_happened,
            world_consequences: b.world_consequences,
            character_consequences: b.character_consequences,
            reported_skills: b.reported_skills,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "ReportSaved")]
pub struct ReportSavedBody {
    pub message: String,
    pub report: ReportBody,
}

#[derive(Debug, Object)]
#[oai(rename = "MyReports")]
pub struct MyReportsBody {
    /// The caller's reports, the newest first.
    pub reports: Vec<ReportBody>,
}

/// A player with reports.
#[derive(Debug, Object)]
#[oai(rename = "ReportingPlayer")]
pub struct ReportingPlayerBody {
    pub id: i64,
    /// The main character's name.
    #[oai(nullable)]
    pub username: Option<String>,
    pub pending_reports: u64,
    pub accepted_reports: u64,
    pub rejected_reports: u64,
    pub total_reports: u64,
    #[oai(nullable)]
    pub last_report_date: Option<DateTime<Utc>>,
}

impl From<ReportingPlayer> for ReportingPlayerBody {
    fn from(p: ReportingPlayer) -> Self {
        ReportingPlayerBody {
            id: p.id.0,
            username: p.name,
            pending_reports: p.pending,
            accepted_reports: p.accepted,
            rejected_reports: p.rejected,
            total_reports: p.total,
            last_report_date: p.last_report_at,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename = "ReportingPlayers")]
pub struct ReportingPlayersBody {
    pub users: Vec<ReportingPlayerBody>,
    /// How many players have reports in all.
    pub total: u64,
}

#[derive(Debug, Object)]
#[oai(rename = "PlayerReports")]
pub struct PlayerReportsBody {
    /// The player's name and counts; null for a player without reports.
    #[oai(nullable)]
    pub player: Option<ReportingPlayerBody>,
    pub reports: Vec<AdminReportBody>,
}

/// An admin's decision.
#[derive(Debug, Object)]
#[oai(rename = "ReportDecision", rename_all = "camelCase")]
pub struct DecisionBody {
    pub status: ReportStatusValue,
    /// Required for a rejection; the player reads it.
    #[oai(nullable)]
    pub admin_comment: Option<String>,
    /// For admins only.
    #[oai(nullable)]
    pub internal_comment: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename = "ReportReviewed")]
pub struct ReviewedBody {
    pub message: String,
    pub report: AdminReportBody,
}

#[derive(ApiResponse)]
pub enum SessionsResponse {
    #[oai(status = 200)]
    Ok(Json<SessionsBody>),
}

#[derive(ApiResponse)]
pub enum SavedResponse {
    #[oai(status = 200)]
    Ok(Json<ReportSavedBody>),
    #[oai(status = 201)]
    Created(Json<ReportSavedBody>),
}

#[derive(ApiResponse)]
pub enum MyReportsResponse {
    #[oai(status = 200)]
    Ok(Json<MyReportsBody>),
}

#[derive(ApiResponse)]
pub enum PlayersResponse {
    #[oai(status = 200)]
    Ok(Json<ReportingPlayersBody>),
}

#[derive(ApiResponse)]
pub enum PlayerReportsResponse {
    #[oai(status = 200)]
    Ok(Json<PlayerReportsBody>),
}

#[derive(ApiResponse)]
pub enum ReviewedResponse {
    #[oai(status = 200)]
    Ok(Json<ReviewedBody>),
}

#[OpenApi(tag = "ApiTags::Reports")]
impl ReportsApi {
    /// The sessions (both kinds) the caller takes part in, to choose from in the report form.
    #[oai(path = "/sessions/list", method = "get", operation_id = "reportableSessions")]
    #[tracing::instrument(name = "reportableSessions", level = "debug", skip_all)]
    async fn sessions(&self, auth: PlayerAuth) -> Result<SessionsResponse, ApiError> {
        let sessions = self.reports.reportable_sessions(&auth.0).await?;
        Ok(SessionsResponse::Ok(Json(SessionsBody {
            sessions: sessions.into_iter().map(Into::into).collect(),
        })))
    }

    /// Files a report of a session the caller took part in (one per session).
    #[oai(path = "/reports", method = "post", operation_id = "submitReport")]
    #[tracing::instrument(name = "submitReport", level = "debug", skip_all)]
    async fn submit(
        &self,
        auth: PlayerAuth,
        body: Json<ReportFormBody>,
    ) -> Result<SavedResponse, ApiError> {
        let report = self.reports.submit(&auth.0, &body.0.into()).await?;
        Ok(SavedResponse::Created(Json(ReportSavedBody {
            message: "Zgłoszenie zostało wysłane pomyślnie!".into(),
            report: report.into(),
        })))
    }

    /// The caller's reports, the newest first.
    #[oai(path = "/reports/my", method = "get", operation_id = "myReports")]
    #[tracing::instrument(name = "myReports", level = "debug", skip_all)]
    async fn mine(&self, auth: PlayerAuth) -> Result<MyReportsResponse, ApiError> {
        let reports = self.reports.mine(&auth.0).await?;
        Ok(MyReportsResponse::Ok(Json(MyReportsBody {
            reports: reports.into_iter().map(Into::into).collect(),
        })))
    }

    /// Corrects a rejected report of the caller's and sends it again (its session stays).
    #[oai(path = "/reports/:id/resubmit", method = "put", operation_id = "resubmitReport")]
    #[tracing::instrument(name = "resubmitReport", level = "debug", skip_all, fields(id = id.0))]
    async fn resubmit(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<ReportFormBody>,
    ) -> Result<SavedResponse, ApiError> {
        let report = self.reports.resubmit(&auth.0, ReportId(id.0), &body.0.into()).await?;
        Ok(SavedResponse::Ok(Json(ReportSavedBody {
            message: "Zgłoszenie zostało ponownie wysłane pomyślnie!".into(),
            report: report.into(),
        })))
    }

    /// Players with reports and their counts, the latest report first (admins): react-admin's
    /// page `_start.._end` (at most 100), or without them the first 200; `total` counts them all.
    #[oai(path = "/admin/reports/users", method = "get", operation_id = "adminReportingPlayers")]
    #[tracing::instrument(name = "adminReportingPlayers", level = "debug", skip_all)]
    async fn players(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
    ) -> Result<PlayersResponse, ApiError> {
        let page = self.reports.reporting_players(auth.actor(), start.0, end.0).await?;
        Ok(PlayersResponse::Ok(Json(ReportingPlayersBody {
            users: page.rows.into_iter().map(Into::into).collect(),
            total: page.total,
        })))
    }

    /// One player's name, counts and reports with the internal notes (admins).
    #[oai(
        path = "/admin/reports/user/:userId",
        method = "get",
        operation_id = "adminPlayerReports"
    )]
    #[tracing::instrument(name = "adminPlayerReports", level = "debug", skip_all, fields(user = user_id.0))]
    async fn player_reports(
        &self,
        auth: BearerAuth,
        #[oai(name = "userId")] user_id: Path<i64>,
    ) -> Result<PlayerReportsResponse, ApiError> {
        let found = self.reports.player_reports(auth.actor(), UserId(user_id.0)).await?;
        Ok(PlayerReportsResponse::Ok(Json(PlayerReportsBody {
            player: found.player.map(Into::into),
            reports: found.reports.into_iter().map(Into::into).collect(),
        })))
    }

    /// Accepts or rejects a report (admins; a rejection needs `adminComment`).
    #[oai(path = "/admin/reports/:id/status", method = "patch", operation_id = "adminReviewReport")]
    #[tracing::instrument(name = "adminReviewReport", level = "debug", skip_all, fields(id = id.0))]
    async fn review(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<DecisionBody>,
    ) -> Result<ReviewedResponse, ApiError> {
        let b = body.0;
        let status: ReportStatus = b.status.into();
        let report = self
            .reports
            .review(
                auth.actor(),
                ReportId(id.0),
                status,
                b.admin_comment.as_deref(),
                b.internal_comment.as_deref(),
            )
            .await?;
        let message = if status == ReportStatus::Accepted {
            "Zgłoszenie zostało zaakceptowane"
        } else {
            "Zgłoszenie zostało odrzucone"
        };
        Ok(ReviewedResponse::Ok(Json(ReviewedBody {
            message: message.into(),
            report: report.into(),
        })))
    }
}
