//! The audit log: every write an admin or a game master makes ([`Permission::Audited`]) is kept
//! — who, what, on what, when, and the values before and after where there are any — and never
//! changed. The API records it for every such write in one place (a middleware), so no feature
//! can forget it; admins read it in the back office, beside the server's recent errors (spec 3
//! §2.16's bugtrack, [`ErrorLog`]).

use std::sync::Arc;

use chrono::{DateTime, Utc};

use crate::access::{Actor, Forbidden, Permission};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::shared::{InfraError, Role, UserId};

/// The longest `before` or `after` text kept, in characters (longer ones are cut).
pub const MAX_AUDIT_VALUE_CHARS: usize = 4000;

/// One write as it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEntry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor: UserId,
    pub actor_role: Role,
    /// The API operation, e.g. `adminChangeNickname`.
    pub action: String,
    pub method: String,
    /// The path written to, e.g. `/api/admin/changeNickname`.
    pub target: String,
    pub before: Option<String>,
    pub after: Option<String>,
    /// The answer's HTTP status.
    pub status: u16,
}

/// A write to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAuditEntry {
    pub at: DateTime<Utc>,
    pub actor: Actor,
    pub action: String,
    pub method: String,
    pub target: String,
    pub before: Option<String>,
    pub after: Option<String>,
    pub status: u16,
}

impl NewAuditEntry {
    /// Whether this actor's writes are kept.
    pub fn concerns(actor: &Actor) -> bool {
        actor.may(Permission::Audited)
    }

    /// Cuts `before` and `after` to [`MAX_AUDIT_VALUE_CHARS`].
    #[must_use]
    pub fn bounded(mut self) -> Self {
        for value in [&mut self.before, &mut self.after].into_iter().flatten() {
            if value.chars().count() > MAX_AUDIT_VALUE_CHARS {
                *value = value.chars().take(MAX_AUDIT_VALUE_CHARS).collect::<String>() + "…";
            }
        }
        self
    }
}

/// How the audit log is filtered: by the acting account and by the action.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AuditFilter {
    pub actor: Option<UserId>,
    pub action: Option<String>,
}

/// Where the audit log is kept: append and read, nothing else.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AuditLog: Send + Sync {
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn record(&self, entry: NewAuditEntry) -> Result<(), InfraError>;

    /// A page of entries, the newest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list(
        &self,
        filter: AuditFilter,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<AuditEntry>, InfraError>;
}

/// One server error as admins read it (spec 3 §7 `getLogs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedError {
    pub timestamp: DateTime<Utc>,
    pub message: String,
}

/// Where the server's recent errors are kept (the app keeps the newest few hundred in memory).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ErrorLog: Send + Sync {
    /// The kept errors, the newest first.
    fn recent(&self) -> Vec<LoggedError>;
}

/// Reading and writing the audit log, and reading the server's error log.
pub struct AuditService {
    ports: AuditPorts,
}

/// What [`AuditService`] works with.
pub struct AuditPorts {
    pub log: Arc<dyn AuditLog>,
    pub errors: Arc<dyn ErrorLog>,
}

/// Why the audit log could not be read.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl crate::shared::DomainError for AuditError {
    fn kind(&self) -> crate::shared::ErrorKind {
        match self {
            AuditError::Forbidden(_) => crate::shared::ErrorKind::Forbidden,
            AuditError::Infra(_) => crate::shared::ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AuditError::Forbidden(_) => "forbidden",
            AuditError::Infra(_) => "internal",
        }
    }
}

impl AuditService {
    pub fn new(ports: AuditPorts) -> Self {
        AuditService { ports }
    }

    /// Keeps a write if its actor is audited; other writes are not kept.
    ///
    /// # Errors
    /// Storage failures.
    pub async fn record(&self, entry: NewAuditEntry) -> Result<(), InfraError> {
        if NewAuditEntry::concerns(&entry.actor) {
            self.ports.log.record(entry.bounded()).await?;
        }
        Ok(())
    }

    /// A page of the log, the newest first (admins).
    ///
    /// # Errors
    /// [`AuditError::Forbidden`] without [`Permission::ReadLogs`].
    pub async fn list(
        &self,
        actor: &Actor,
        filter: AuditFilter,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<AuditEntry>, AuditError> {
        actor.require(Permission::ReadLogs)?;
        Ok(self.ports.log.list(filter, page).await?)
    }

    /// The server's recent errors, the newest first (admins).
    ///
    /// # Errors
    /// [`AuditError::Forbidden`] without [`Permission::ReadLogs`].
    pub fn recent_errors(&self, actor: &Actor) -> Result<Vec<LoggedError>, AuditError> {
        actor.require(Permission::ReadLogs)?;
        Ok(self.ports.errors.recent())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(actor: Actor, after: &str) -> NewAuditEntry {
        NewAuditEntry {
            at: DateTime::<Utc>::UNIX_EPOCH,
            actor,
            action: "adminChangeNickname".into(),
            method: "POST".into(),
            target: "/api/admin/changeNickname".into(),
            before: None,
            after: Some(after.into()),
            status: 200,
        }
    }

    #[tokio::test]
    async fn staff_writes_are_kept_cut_short_and_residents_writes_are_not() {
        let mut log = MockAuditLog::new();
        log.expect_record()
            .withf(|e| e.after.as_ref().unwrap().chars().count() == MAX_AUDIT_VALUE_CHARS + 1)
            .times(2)
            .returning(|_| Ok(()));
        let audit = AuditService::new(AuditPorts {
            log: Arc::new(log),
            errors: Arc::new(MockErrorLog::new()),
        });
        let long = "ż".repeat(MAX_AUDIT_VALUE_CHARS + 50);
        audit.record(entry(Actor::test(1, Role::Admin), &long)).await.unwrap();
        audit.record(entry(Actor::test(2, Role::GameMaster), &long)).await.unwrap();
        audit.record(entry(Actor::test(3, Role::Resident), &long)).await.unwrap();
    }

    #[tokio::test]
    async fn only_admins_read_the_log_and_the_errors() {
        let mut errors = MockErrorLog::new();
        let kept = LoggedError { timestamp: DateTime::<Utc>::UNIX_EPOCH, message: "boom".into() };
        let returned = kept.clone();
        errors.expect_recent().times(1).returning(move || vec![returned.clone()]);
        let audit = AuditService::new(AuditPorts {
            log: Arc::new(MockAuditLog::new()),
            errors: Arc::new(errors),
        });
        let page = PageRequest::new(None, None, NewestFirst, Default::default(), None);
        for role in [Role::GameMaster, Role::Resident] {
            let actor = Actor::test(1, role);
            let refused = audit.list(&actor, AuditFilter::default(), page.clone()).await;
            assert!(matches!(refused, Err(AuditError::Forbidden(_))));
            assert!(matches!(audit.recent_errors(&actor), Err(AuditError::Forbidden(_))));
        }
        let admin = Actor::test(1, Role::Admin);
        assert_eq!(audit.recent_errors(&admin).unwrap(), vec![kept]);
    }
}
