//! Resident messages (spec 1 §1, spec 3 §2.16): an announcement that, while active, blocks the
//! game for residents; admins and game masters play on. At most one is active.

use chrono::{DateTime, Utc};

use super::ModerationError;
use crate::shared::{InfraError, html_length, shows_something, visible_only};

/// Longest title and content (sanitized HTML), in characters; most messages kept.
pub const MAX_RESIDENT_TITLE_CHARS: usize = 200;
pub const MAX_RESIDENT_CONTENT_CHARS: usize = 20_000;
pub const MAX_RESIDENT_MESSAGES: u32 = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResidentMessageId(pub i64);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResidentMessage {
    pub id: ResidentMessageId,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    pub active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A resident message as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResidentMessageForm {
    pub title: String,
    pub content: String,
}

impl ResidentMessageForm {
    /// Takes the content already sanitized; the title as people see it (what shows nothing or
    /// reorders the line left out).
    ///
    /// # Errors
    /// [`ModerationError::MessageRequired`], [`ModerationError::MessageTooLong`].
    pub fn parse(title: &str, clean_content: String) -> Result<Self, ModerationError> {
        let title = visible_only(title);
        if title.is_empty() || !shows_something(&clean_content) {
            return Err(ModerationError::MessageRequired);
        }
        if title.chars().count() > MAX_RESIDENT_TITLE_CHARS
            || html_length(&clean_content) > MAX_RESIDENT_CONTENT_CHARS
        {
            return Err(ModerationError::MessageTooLong);
        }
        Ok(ResidentMessageForm { title, content: clean_content })
    }
}

/// Where resident messages live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ResidentMessageRepository: Send + Sync {
    /// The newest `limit`, the newest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list(&self, limit: u32) -> Result<Vec<ResidentMessage>, InfraError>;

    /// How many there are.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn count(&self) -> Result<u64, InfraError>;

    /// Adds one, inactive.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add(
        &self,
        form: ResidentMessageForm,
        at: DateTime<Utc>,
    ) -> Result<ResidentMessage, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn update(
        &self,
        id: ResidentMessageId,
        form: ResidentMessageForm,
        at: DateTime<Utc>,
    ) -> Result<Option<ResidentMessage>, InfraError>;

    /// Turns it on (every other one off) or off.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn toggle(
        &self,
        id: ResidentMessageId,
        at: DateTime<Utc>,
    ) -> Result<Option<ResidentMessage>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete(&self, id: ResidentMessageId) -> Result<bool, InfraError>;

    /// The active one, if any.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn active(&self) -> Result<Option<ResidentMessage>, InfraError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_that_shows_nothing_is_missing_and_a_title_is_kept_as_it_shows() {
        let refused = ResidentMessageForm::parse("\u{200b}\u{200b}", "<p>Przerwa</p>".into());
        assert!(matches!(refused, Err(ModerationError::MessageRequired)));
        let form = ResidentMessageForm::parse(" Przerwa \u{200b} techniczna ", "<p>x</p>".into());
        assert_eq!(form.map(|f| f.title).ok().as_deref(), Some("Przerwa techniczna"));
    }
}
