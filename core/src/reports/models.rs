use chrono::{DateTime, Utc};

use super::ReportError;
use crate::sessions::{SessionId, SessionKind};
use crate::shared::{Role, UserId, shows_text};

/// Longest text of each of a report's four fields, in characters.
pub const MAX_REPORT_FIELD_CHARS: usize = 10_000;
/// Longest admin or internal comment.
pub const MAX_COMMENT_CHARS: usize = 2_000;
/// Most reports one list answers (a player's own; one player's for an admin).
pub const MAX_REPORTS_LISTED: u64 = 200;
/// Most sessions the report form offers (the newest).
pub const MAX_SESSIONS_OFFERED: u64 = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ReportId(pub i64);

/// Where a report stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportStatus {
    Pending,
    Accepted,
    Rejected,
}

impl ReportStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportStatus::Pending => "pending",
            ReportStatus::Accepted => "accepted",
            ReportStatus::Rejected => "rejected",
        }
    }

    pub fn from_stored(raw: &str) -> ReportStatus {
        match raw {
            "accepted" => ReportStatus::Accepted,
            "rejected" => ReportStatus::Rejected,
            _ => ReportStatus::Pending,
        }
    }
}

/// A session a player may report: one they take part in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportableSession {
    pub id: SessionId,
    pub kind: SessionKind,
    pub title: String,
    pub created_at: DateTime<Utc>,
}

/// A report as stored; `internal_comment` is for admins only and never leaves the server
/// otherwise (see [`Report::for_owner`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub id: ReportId,
    pub owner: UserId,
    pub session: ReportableSession,
    pub text: ReportText,
    pub status: ReportStatus,
    pub created_at: DateTime<Utc>,
    pub updated_at: Option<DateTime<Utc>>,
    pub admin_comment: Option<String>,
    pub internal_comment: Option<String>,
    pub reviewed_by_name: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
}

/// How a report names who reviewed it: their main character's name, or for a staff account
/// without a character its role ('Administrator'); `None` once the account is gone.
pub fn reviewer_name(character: Option<String>, role: Option<Role>) -> Option<String> {
    character.or_else(|| role.map(|role| role.label().to_owned()))
}

impl Report {
    /// The report as its owner reads it: without the admins' internal note.
    pub fn for_owner(self) -> Report {
        Report { internal_comment: None, ..self }
    }
}

/// What a report tells, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportText {
    pub what_happened: String,
    pub world_consequences: String,
    pub character_consequences: String,
    pub reported_skills: String,
}

impl ReportText {
    /// # Errors
    /// No session chosen or nothing said about what happened (one message, as the form
    /// says it), or a field too long.
    pub fn parse(
        session: Option<i64>,
        what_happened: &str,
        world: &str,
        character: &str,
        skills: &str,
    ) -> Result<(SessionId, ReportText), ReportError> {
        let what_happened = what_happened.trim();
        let (Some(session), true) = (session, shows_text(what_happened)) else {
            return Err(ReportError::Required);
        };
        // An optional field of nothing that shows is no answer, as an empty one.
        let fields = [what_happened, world.trim(), character.trim(), skills.trim()]
            .map(|field| if shows_text(field) { field } else { "" });
        if fields.iter().any(|f| f.chars().count() > MAX_REPORT_FIELD_CHARS) {
            return Err(ReportError::TooLong);
        }
        let [what_happened, world, character, skills] = fields.map(str::to_owned);
        Ok((
            SessionId(session),
            ReportText {
                what_happened,
                world_consequences: world,
                character_consequences: character,
                reported_skills: skills,
            },
        ))
    }
}

/// An admin's decision on a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub status: ReportStatus,
    pub admin_comment: Option<String>,
    pub internal_comment: Option<String>,
    pub by: UserId,
    pub at: DateTime<Utc>,
}

/// A player with reports, for the admins' list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportingPlayer {
    pub id: UserId,
    pub name: Option<String>,
    pub pending: u64,
    pub accepted: u64,
    pub rejected: u64,
    pub total: u64,
    pub last_report_at: Option<DateTime<Utc>>,
}

/// One player's reports for the back office, with the player's counts.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerReports {
    /// `None` for a player without reports.
    pub player: Option<ReportingPlayer>,
    pub reports: Vec<Report>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_happened_must_show_something_and_an_invisible_answer_is_none() {
        for nothing in ["", " \n ", "\u{200b}\u{2060}"] {
            assert!(matches!(
                ReportText::parse(Some(3), nothing, "", "", ""),
                Err(ReportError::Required)
            ));
        }
        assert!(matches!(ReportText::parse(None, "Walka", "", "", ""), Err(ReportError::Required)));
        let (session, text) =
            ReportText::parse(Some(3), " Walka ", "\u{200b}", " Blizna ", "").unwrap();
        assert_eq!(session, SessionId(3));
        assert_eq!((text.what_happened.as_str(), text.world_consequences.as_str()), ("Walka", ""));
        assert_eq!(text.character_consequences, "Blizna");
    }

    #[test]
    fn a_reviewer_without_a_character_is_named_by_role() {
        assert_eq!(reviewer_name(Some("Królowa".into()), Some(Role::Admin)).unwrap(), "Królowa");
        assert_eq!(reviewer_name(None, Some(Role::Admin)).unwrap(), "Administrator");
        assert_eq!(reviewer_name(None, None), None);
    }
}
