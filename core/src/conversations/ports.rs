use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    Conversation, ConversationError, ConversationId, MessageWindow, NewConversation,
    PrivateMessage, PrivateMessageId, Started,
};
use crate::characters::CharacterRepository;
use crate::notifications::{Notices, Notifier};
use crate::shared::{CommonPorts, HtmlSanitizer, InfraError, UserId};

/// Where conversations, their two members and their messages live. A member who deleted a
/// conversation has left it: it is gone for them, and it is removed once both have left.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait ConversationRepository: Send + Sync {
    /// The `limit` most recently active conversations `user` has not left, newest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn list(&self, user: UserId, limit: u32) -> Result<Vec<Conversation>, InfraError>;

    /// The conversation as `member` sees it; `None` when it does not exist or they are not in it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find(
        &self,
        id: ConversationId,
        member: UserId,
    ) -> Result<Option<Conversation>, InfraError>;

    /// Messages of the window, oldest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn messages(
        &self,
        id: ConversationId,
        window: MessageWindow,
    ) -> Result<Vec<PrivateMessage>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn message(&self, id: PrivateMessageId) -> Result<Option<PrivateMessage>, InfraError>;

    /// Puts the first message into the two players' open conversation with this subject, or
    /// into a new one, with its notices; the starter has seen it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn start(&self, conversation: NewConversation) -> Result<Started, InfraError>;

    /// Adds a message with its `notices`; the sender has seen it. Checked inside the write: the sender is in the
    /// conversation ([`ConversationError::NotFound`]) and the other has not left
    /// ([`ConversationError::OtherLeft`]).
    ///
    /// # Errors
    /// Those, and [`InfraError`] when storage fails.
    async fn post(
        &self,
        id: ConversationId,
        sender: UserId,
        body: &str,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<PrivateMessageId, ConversationError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn mark_seen(
        &self,
        id: ConversationId,
        member: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), InfraError>;

    /// `member` leaves (deletes) the conversation; removed with its messages once both have.
    /// `false` when they were not in it.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn leave(
        &self,
        id: ConversationId,
        member: UserId,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;
}

/// What [`ConversationService`] works with.
pub struct ConversationPorts {
    pub conversations: Arc<dyn ConversationRepository>,
    pub characters: Arc<dyn CharacterRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    pub notifier: Notifier,
    pub common: CommonPorts,
}
