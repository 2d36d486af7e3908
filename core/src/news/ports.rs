use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{Comment, CommentId, NewComment, News, NewsForm, NewsId};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::characters::CharacterRepository;
use crate::notifications::{Notices, Notifier};
use crate::shared::{CommonPorts, HtmlSanitizer, InfraError, UserId};

/// Where news and their comments live. Archived news leave the feed and take no comments.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait NewsRepository: Send + Sync {
    /// A page of the feed (not archived), the newest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn feed(&self, offset: u32, limit: u32) -> Result<Vec<News>, InfraError>;

    /// A news item of the feed (`None` when unknown or archived).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find(&self, id: NewsId) -> Result<Option<News>, InfraError>;

    /// A page of every news item, archived ones too, the newest first (the back office).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn all(&self, page: PageRequest<NewestFirst>) -> Result<Page<News>, InfraError>;

    /// A news item, archived or not.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn find_any(&self, id: NewsId) -> Result<Option<News>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    /// Stores a news item with its notices (placed in it by its new id).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add(
        &self,
        form: NewsForm,
        author: UserId,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<NewsId, InfraError>;

    /// The fresh install's welcome: adds the item without an author when the install has no
    /// news item at all (archived ones count) and no account yet, in one transaction; `false`
    /// otherwise.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add_welcome(&self, form: NewsForm, at: DateTime<Utc>) -> Result<bool, InfraError>;

    /// `false` when unknown or archived.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn update(
        &self,
        id: NewsId,
        form: NewsForm,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    /// `false` when unknown or archived already.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn archive(&self, id: NewsId, at: DateTime<Utc>) -> Result<bool, InfraError>;

    /// Puts an archived news item back on the feed; `false` when unknown or not archived.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn restore(&self, id: NewsId) -> Result<bool, InfraError>;

    /// Comment counts of the feed's newest `limit` news items.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn comment_counts(&self, limit: u32) -> Result<Vec<(NewsId, u64)>, InfraError>;

    /// The newest `limit` comments of a news item, oldest first.
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn comments(&self, news: NewsId, limit: u32) -> Result<Vec<Comment>, InfraError>;

    /// Adds a comment to a news item of the feed with its notices (its mentions); `None` when
    /// the item is unknown or archived (and nothing is stored).
    ///
    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn add_comment(
        &self,
        comment: NewComment,
        notices: &Notices,
    ) -> Result<Option<Comment>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn comment(&self, news: NewsId, id: CommentId) -> Result<Option<Comment>, InfraError>;

    /// # Errors
    /// [`InfraError`] when storage fails.
    async fn delete_comment(&self, id: CommentId) -> Result<bool, InfraError>;
}

/// What [`NewsService`] works with.
pub struct NewsPorts {
    pub news: Arc<dyn NewsRepository>,
    /// A commenter needs a character (writing in the game does).
    pub characters: Arc<dyn CharacterRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    pub notifier: Notifier,
    pub common: CommonPorts,
}
