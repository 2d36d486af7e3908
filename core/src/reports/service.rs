use std::time::Duration;

use super::{
    MAX_COMMENT_CHARS, MAX_REPORTS_LISTED, MAX_SESSIONS_OFFERED, PlayerReports, Report,
    ReportError, ReportId, ReportPorts, ReportStatus, ReportText, ReportableSession,
    ReportingPlayer, Review,
};
use crate::access::{Actor, GameActor, Permission};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::live::LiveEvent;
use crate::notifications::{Draft, NotificationKind, Place};
use crate::shared::{RateRule, UserId, shows_text};

/// Reports one player may send or resend in an hour.
pub const REPORT_RATE: RateRule =
    RateRule { name: "report", max: 10, window: Duration::from_secs(3600) };

/// What a report form sends.
#[derive(Debug, Clone, Default)]
pub struct ReportForm {
    pub session: Option<i64>,
    pub what_happened: String,
    pub world_consequences: String,
    pub character_consequences: String,
    pub reported_skills: String,
}

impl ReportForm {
    fn parse(&self) -> Result<(crate::sessions::SessionId, ReportText), ReportError> {
        ReportText::parse(
            self.session,
            &self.what_happened,
            &self.world_consequences,
            &self.character_consequences,
            &self.reported_skills,
        )
    }
}

/// Players report the sessions they took part in; admins ([`Permission::ReviewReports`]) read
/// every report and accept or reject it.
pub struct ReportService {
    ports: ReportPorts,
}

impl ReportService {
    pub fn new(ports: ReportPorts) -> Self {
        ReportService { ports }
    }

    /// The sessions the player may report (both kinds), the newest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn reportable_sessions(
        &self,
        actor: &GameActor,
    ) -> Result<Vec<ReportableSession>, ReportError> {
        Ok(self.ports.reports.sessions_of(actor.id(), MAX_SESSIONS_OFFERED).await?)
    }

    /// Files a report of a session the player took part in.
    ///
    /// # Errors
    /// The form's refusals, a session not theirs, one already reported, too many reports.
    pub async fn submit(
        &self,
        actor: &GameActor,
        form: &ReportForm,
    ) -> Result<Report, ReportError> {
        let (session, text) = form.parse()?;
        if self.ports.reports.session_of(actor.id(), session).await?.is_none() {
            return Err(ReportError::NotYourSession);
        }
        self.ports.common.slow_down(REPORT_RATE, actor.id(), ReportError::TooFast).await?;
        let id = self
            .ports
            .reports
            .add(actor.id(), session, &text, self.ports.common.now())
            .await?
            .ok_or(ReportError::AlreadyReported)?;
        self.owned(actor.id(), id).await
    }

    /// The player's own reports, the newest first, without the admins' internal notes.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn mine(&self, actor: &GameActor) -> Result<Vec<Report>, ReportError> {
        let reports = self.ports.reports.of_player(actor.id(), MAX_REPORTS_LISTED).await?;
        Ok(reports.into_iter().map(Report::for_owner).collect())
    }

    /// Sends a rejected report again with new text; its session stays.
    ///
    /// # Errors
    /// Not the owner's (404), not rejected, another session named, the form's refusals.
    pub async fn resubmit(
        &self,
        actor: &GameActor,
        id: ReportId,
        form: &ReportForm,
    ) -> Result<Report, ReportError> {
        let report = self.owned(actor.id(), id).await?;
        let form =
            ReportForm { session: form.session.or(Some(report.session.id.0)), ..form.clone() };
        let (session, text) = form.parse()?;
        if session != report.session.id {
            return Err(ReportError::SessionFixed);
        }
        if report.status != ReportStatus::Rejected {
            return Err(ReportError::NotRejected);
        }
        self.ports.common.slow_down(REPORT_RATE, actor.id(), ReportError::TooFast).await?;
        if !self.ports.reports.resubmit(id, &text, self.ports.common.now()).await? {
            return Err(ReportError::NotRejected);
        }
        self.owned(actor.id(), id).await
    }

    /// A report of the player's (others' are as if they did not exist), for its owner's eyes.
    async fn owned(&self, owner: UserId, id: ReportId) -> Result<Report, ReportError> {
        match self.ports.reports.find(id).await? {
            Some(report) if report.owner == owner => Ok(report.for_owner()),
            _ => Err(ReportError::NotFound),
        }
    }

    /// Players with reports and their counts, the latest report first (admins): the page
    /// `start..end` names (react-admin's, at most a back-office page), or without either the
    /// first [`MAX_REPORTS_LISTED`] (the spec's call); with how many there are in all.
    ///
    /// # Errors
    /// Not an admin.
    pub async fn reporting_players(
        &self,
        actor: &Actor,
        start: Option<u32>,
        end: Option<u32>,
    ) -> Result<Page<ReportingPlayer>, ReportError> {
        actor.require(Permission::ReviewReports)?;
        let (offset, limit) = if start.is_none() && end.is_none() {
            (0, MAX_REPORTS_LISTED)
        } else {
            let page = PageRequest::new(start, end, NewestFirst, Default::default(), None);
            (u64::from(page.offset), u64::from(page.limit))
        };
        Ok(self.ports.reports.reporting_players(offset, limit).await?)
    }

    /// One player's counts (`None` without reports) and reports with the internal notes, the
    /// newest first (admins).
    ///
    /// # Errors
    /// Not an admin.
    pub async fn player_reports(
        &self,
        actor: &Actor,
        player: UserId,
    ) -> Result<PlayerReports, ReportError> {
        actor.require(Permission::ReviewReports)?;
        Ok(PlayerReports {
            player: self.ports.reports.reporting_player(player).await?,
            reports: self.ports.reports.of_player(player, MAX_REPORTS_LISTED).await?,
        })
    }

    /// Accepts or rejects a report (a rejection needs a comment the player reads; the internal
    /// note stays among admins), and tells the author's socket.
    ///
    /// # Errors
    /// Not an admin, no such report, not a decision, a rejection without a comment.
    pub async fn review(
        &self,
        actor: &Actor,
        id: ReportId,
        status: ReportStatus,
        admin_comment: Option<&str>,
        internal_comment: Option<&str>,
    ) -> Result<Report, ReportError> {
        actor.require(Permission::ReviewReports)?;
        // A comment of spaces or characters that show nothing is no comment.
        let clean = |c: Option<&str>| c.map(str::trim).filter(|c| shows_text(c)).map(str::to_owned);
        let (admin_comment, internal_comment) = (clean(admin_comment), clean(internal_comment));
        match status {
            ReportStatus::Pending => return Err(ReportError::NotADecision),
            ReportStatus::Rejected if admin_comment.is_none() => {
                return Err(ReportError::CommentRequired);
            }
            _ => {}
        }
        let too_long =
            |c: &Option<String>| c.as_ref().is_some_and(|c| c.chars().count() > MAX_COMMENT_CHARS);
        if too_long(&admin_comment) || too_long(&internal_comment) {
            return Err(ReportError::CommentTooLong);
        }
        let existing = self.ports.reports.find(id).await?.ok_or(ReportError::NotFound)?;
        let at = self.ports.common.now();
        let review = Review { status, admin_comment, internal_comment, by: actor.id(), at };
        let decided = match status {
            ReportStatus::Accepted => "zaakceptowano",
            _ => "odrzucono",
        };
        let subject = format!("{decided} — „{}”", existing.session.title);
        let draft = Draft::new(
            NotificationKind::ReportReviewed,
            existing.owner,
            None,
            &subject,
            Place::Reports,
        );
        let event = format!("report_reviewed:{}:{}", id.0, at.timestamp_micros());
        let notices = self.ports.notifier.prepare(actor.id(), &event, vec![draft], at).await?;
        if !self.ports.reports.review(id, &review, &notices).await? {
            return Err(ReportError::NotFound);
        }
        self.ports.notifier.announce(&notices).await;
        let report = self.ports.reports.find(id).await?.ok_or(ReportError::NotFound)?;
        self.ports
            .common
            .live
            .publish(LiveEvent::ReportReviewed { user: report.owner, report: id })
            .await;
        Ok(report)
    }
}
