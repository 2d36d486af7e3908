use chrono::{DateTime, Utc};

use crate::notifications::Notices;

use super::ConversationError;
use crate::shared::{UserId, visible_text};

/// Longest subject, in characters.
pub const MAX_SUBJECT_CHARS: usize = 200;
/// Longest private message, in characters of sanitized HTML.
pub const MAX_PRIVATE_MESSAGE_CHARS: usize = 20_000;
/// Most conversations the list holds: the most recently active ones.
pub const MAX_LISTED_CONVERSATIONS: u32 = 100;
/// Messages one read gives by default, and at most.
pub const MESSAGES_PER_READ: u32 = 100;
pub const MAX_MESSAGES_PER_READ: u32 = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConversationId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PrivateMessageId(pub i64);

/// A conversation as one of its two players sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conversation {
    pub id: ConversationId,
    pub subject: String,
    pub created_at: DateTime<Utc>,
    /// When the last message was written.
    pub last_activity: DateTime<Utc>,
    /// Up to when this player has read it.
    pub seen_at: Option<DateTime<Utc>>,
    pub other_user: UserId,
    /// The other player's main-character name (none once it is gone).
    pub other_name: Option<String>,
    /// The other player deleted the conversation: it can be read, not answered.
    pub other_left: bool,
}

impl Conversation {
    /// Unread when never seen or written to since (spec 2 §4 "Unread marker").
    pub fn unread(&self) -> bool {
        self.seen_at.is_none_or(|seen| self.last_activity > seen)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrivateMessage {
    pub id: PrivateMessageId,
    pub conversation: ConversationId,
    pub sender: UserId,
    /// The sender's main-character name (none once it is gone).
    pub sender_name: Option<String>,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

/// A subject as people see it ([`visible_text`]: normalized, nothing invisible or reordering),
/// required, capped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject(String);

impl Subject {
    /// # Errors
    /// [`ConversationError::SubjectAndBodyRequired`], [`ConversationError::SubjectCharacters`],
    /// [`ConversationError::SubjectTooLong`].
    pub fn parse(subject: &str) -> Result<Self, ConversationError> {
        if subject.trim().is_empty() {
            return Err(ConversationError::SubjectAndBodyRequired);
        }
        let subject = visible_text(subject).map_err(|_| ConversationError::SubjectCharacters)?;
        if subject.chars().count() > MAX_SUBJECT_CHARS {
            return Err(ConversationError::SubjectTooLong);
        }
        Ok(Subject(subject))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What makes two subjects the same conversation: case aside.
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

/// A first message that starts (or joins) a conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewConversation {
    pub starter: UserId,
    pub receiver: UserId,
    pub subject: Subject,
    pub body: String,
    pub at: DateTime<Utc>,
    /// The receiver's notice, stored with the message (placed in the conversation it went to).
    pub notices: Notices,
}

/// Where a first message went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Started {
    pub id: ConversationId,
    /// The two already had an open conversation with this subject: the message joined it.
    pub existing: bool,
    pub message: PrivateMessageId,
}

/// Which messages to read: the newest `limit`, or the `limit` before a message (older ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MessageWindow {
    pub before: Option<PrivateMessageId>,
    pub limit: u32,
}

impl MessageWindow {
    pub fn new(before: Option<i64>, limit: Option<u32>) -> Self {
        MessageWindow {
            before: before.map(PrivateMessageId),
            limit: limit.unwrap_or(MESSAGES_PER_READ).clamp(1, MAX_MESSAGES_PER_READ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subject_is_trimmed_required_and_capped_and_matched_whatever_its_case() {
        assert!(matches!(Subject::parse("  "), Err(ConversationError::SubjectAndBodyRequired)));
        let long = "x".repeat(MAX_SUBJECT_CHARS + 1);
        assert!(matches!(Subject::parse(&long), Err(ConversationError::SubjectTooLong)));
        for hidden in ["\u{200b}", "Wizyta\u{202e}", "\u{2060}"] {
            assert!(matches!(Subject::parse(hidden), Err(ConversationError::SubjectCharacters)));
        }
        assert_eq!(Subject::parse("Nocna\n\n\nWizyta").unwrap().as_str(), "Nocna Wizyta");
        let subject = Subject::parse("  Nocna Wizyta ").unwrap();
        assert_eq!((subject.as_str(), subject.key().as_str()), ("Nocna Wizyta", "nocna wizyta"));
    }

    #[test]
    fn a_read_window_is_bounded() {
        assert_eq!(MessageWindow::new(None, None).limit, MESSAGES_PER_READ);
        assert_eq!(MessageWindow::new(Some(5), Some(10_000)).limit, MAX_MESSAGES_PER_READ);
        assert_eq!(MessageWindow::new(None, Some(0)).limit, 1);
    }
}
