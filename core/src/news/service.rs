use std::collections::BTreeMap;
use std::time::Duration;

use super::{
    Comment, CommentId, MAX_COMMENTS_SHOWN, NEWS_PER_PAGE, NewComment, News, NewsError, NewsForm,
    NewsId, NewsPorts,
};
use crate::access::{Actor, GameActor, Permission};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::live::LiveEvent;
use crate::notifications::{Draft, NotificationKind, Notifier, Place};
use crate::shared::RateRule;

/// Comments a player may write: a conversation under the news, not a flood.
pub const COMMENT_RATE: RateRule =
    RateRule { name: "news_comment", max: 10, window: Duration::from_secs(60) };
/// News an admin may post or edit.
pub const NEWS_WRITE_RATE: RateRule =
    RateRule { name: "news_write", max: 30, window: Duration::from_secs(3600) };
/// Most news items the comment counts cover (the feed's newest; far more than anyone scrolls).
pub const COUNTED_NEWS: u32 = 100;

/// The news feed: everyone playing reads and comments; admins ([`Permission::ManageNews`])
/// post, edit and archive, and delete any comment; a player deletes their own.
pub struct NewsService {
    ports: NewsPorts,
}

impl NewsService {
    pub fn new(ports: NewsPorts) -> Self {
        NewsService { ports }
    }

    /// Page `page` (1 the newest) of the feed, [`NEWS_PER_PAGE`] news items.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn feed(
        &self,
        _actor: &GameActor,
        page: Option<u32>,
    ) -> Result<Vec<News>, NewsError> {
        let page = page.unwrap_or(1).clamp(1, 10_000);
        Ok(self.ports.news.feed((page - 1) * NEWS_PER_PAGE, NEWS_PER_PAGE).await?)
    }

    /// # Errors
    /// [`NewsError::Forbidden`], [`NewsError::Required`], [`NewsError::TooLong`],
    /// [`NewsError::TooFast`].
    pub async fn post(&self, actor: &Actor, title: &str, html: &str) -> Result<News, NewsError> {
        let form = self.form(actor, title, html).await?;
        let at = self.ports.common.now();
        let place = Place::News(NewsId(0));
        let drafts = (self.ports.notifier.every_player().await?.into_iter())
            .map(|p| Draft::new(NotificationKind::News, p, None, &form.title, place))
            .collect();
        let event = format!("news:{}:{}", actor.id(), at.timestamp_micros());
        let notices = self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?;
        let id = self.ports.news.add(form, actor.id(), at, &notices).await?;
        self.ports.notifier.announce(&notices).await;
        self.announce(id).await;
        self.ports.news.find(id).await?.ok_or(NewsError::NotFound)
    }

    /// # Errors
    /// [`NewsError::Forbidden`], [`NewsError::NotFound`], [`NewsError::Required`],
    /// [`NewsError::TooLong`], [`NewsError::TooFast`].
    pub async fn update(
        &self,
        actor: &Actor,
        id: NewsId,
        title: &str,
        html: &str,
    ) -> Result<News, NewsError> {
        let form = self.form(actor, title, html).await?;
        if !self.ports.news.update(id, form, self.ports.common.now()).await? {
            return Err(NewsError::NotFound);
        }
        self.announce(id).await;
        self.ports.news.find(id).await?.ok_or(NewsError::NotFound)
    }

    /// Takes a news item off the feed (kept in storage).
    ///
    /// # Errors
    /// [`NewsError::Forbidden`], [`NewsError::NotFound`].
    pub async fn archive(&self, actor: &Actor, id: NewsId) -> Result<(), NewsError> {
        actor.require(Permission::ManageNews)?;
        if !self.ports.news.archive(id, self.ports.common.now()).await? {
            return Err(NewsError::NotFound);
        }
        self.announce(id).await;
        Ok(())
    }

    /// Puts an archived news item back on the feed (nothing to do when it is there).
    ///
    /// # Errors
    /// [`NewsError::Forbidden`], [`NewsError::NotFound`].
    pub async fn restore(&self, actor: &Actor, id: NewsId) -> Result<News, NewsError> {
        actor.require(Permission::ManageNews)?;
        if self.ports.news.restore(id).await? {
            self.announce(id).await;
        }
        self.ports.news.find_any(id).await?.ok_or(NewsError::NotFound)
    }

    /// Every news item, archived ones too, the newest first: the back office's list.
    ///
    /// # Errors
    /// [`NewsError::Forbidden`].
    pub async fn all(
        &self,
        actor: &Actor,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<News>, NewsError> {
        actor.require(Permission::ManageNews)?;
        Ok(self.ports.news.all(page).await?)
    }

    /// A news item, archived or not, for the back office.
    ///
    /// # Errors
    /// [`NewsError::Forbidden`], [`NewsError::NotFound`].
    pub async fn any(&self, actor: &Actor, id: NewsId) -> Result<News, NewsError> {
        actor.require(Permission::ManageNews)?;
        self.ports.news.find_any(id).await?.ok_or(NewsError::NotFound)
    }

    /// Comment counts of the feed's newest news items, by id.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn comment_counts(
        &self,
        _actor: &GameActor,
    ) -> Result<BTreeMap<NewsId, u64>, NewsError> {
        Ok(self.ports.news.comment_counts(COUNTED_NEWS).await?.into_iter().collect())
    }

    /// The newest comments of a news item of the feed, oldest first.
    ///
    /// # Errors
    /// [`NewsError::NotFound`].
    pub async fn comments(
        &self,
        _actor: &GameActor,
        news: NewsId,
    ) -> Result<Vec<Comment>, NewsError> {
        self.ports.news.find(news).await?.ok_or(NewsError::NotFound)?;
        Ok(self.ports.news.comments(news, MAX_COMMENTS_SHOWN).await?)
    }

    /// # Errors
    /// [`NewsError::NotFound`], [`NewsError::EmptyComment`], [`NewsError::CommentTooLong`],
    /// [`NewsError::NoCharacter`], [`NewsError::TooFast`].
    pub async fn comment(
        &self,
        actor: &GameActor,
        news: NewsId,
        content: &str,
    ) -> Result<Comment, NewsError> {
        let now = self.ports.common.now();
        let comment = NewComment::parse(news, actor.id(), content, now)?;
        self.ports.characters.find_main(actor.id()).await?.ok_or(NewsError::NoCharacter)?;
        self.ports.common.slow_down(COMMENT_RATE, actor.id(), NewsError::TooFast).await?;
        let item = self.ports.news.find(news).await?.ok_or(NewsError::NotFound)?;
        // Every player reads the feed: any character named is told.
        let mentions = self.ports.notifier.mentions(content, |_| true).await?;
        let quoted = format!("w komentarzu do wieści „{}”", item.title);
        let drafts = Notifier::mention_drafts(&mentions, &quoted, Place::News(news));
        let event = format!("news_comment:{}:{}:{}", news.0, actor.id(), now.timestamp_micros());
        let notices = self.ports.notifier.prepare(actor.id(), &event, drafts, now).await?;
        let added =
            self.ports.news.add_comment(comment, &notices).await?.ok_or(NewsError::NotFound)?;
        self.ports.notifier.announce(&notices).await;
        self.announce(news).await;
        Ok(added)
    }

    /// Deletes a comment: one's own on a news item of the feed, or any for an admin (archived
    /// news too: moderation before it goes back on the feed).
    ///
    /// # Errors
    /// [`NewsError::CommentNotFound`], [`NewsError::NotYourComment`], [`NewsError::NotFound`]
    /// (a player's comment on archived news: frozen with it).
    pub async fn delete_comment(
        &self,
        actor: &GameActor,
        news: NewsId,
        id: CommentId,
    ) -> Result<(), NewsError> {
        let comment = self.ports.news.comment(news, id).await?.ok_or(NewsError::CommentNotFound)?;
        if !actor.owns_or_may(comment.author, Permission::ManageNews) {
            return Err(NewsError::NotYourComment);
        }
        if !actor.may(Permission::ManageNews) {
            self.ports.news.find(news).await?.ok_or(NewsError::NotFound)?;
        }
        if !self.ports.news.delete_comment(id).await? {
            return Err(NewsError::CommentNotFound);
        }
        self.announce(news).await;
        Ok(())
    }

    /// Writes the welcome item a fresh install's feed opens with (no author: the house speaks),
    /// once: only on an install with no news item and no account yet. Returns whether it did.
    ///
    /// # Errors
    /// Storage failures, or a seed text the rules refuse (a build mistake, caught by tests).
    pub async fn seed_if_fresh(&self, title: &str, html: &str) -> Result<bool, NewsError> {
        let form = NewsForm::parse(title, self.ports.sanitizer.clean(html))?;
        let written = self.ports.news.add_welcome(form, self.ports.common.now()).await?;
        Ok(written)
    }

    async fn form(&self, actor: &Actor, title: &str, html: &str) -> Result<NewsForm, NewsError> {
        actor.require(Permission::ManageNews)?;
        let html = self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await;
        let form = NewsForm::parse(title, html)?;
        self.ports.common.slow_down(NEWS_WRITE_RATE, actor.id(), NewsError::TooFast).await?;
        Ok(form)
    }

    async fn announce(&self, news: NewsId) {
        self.ports.common.live.publish(LiveEvent::NewsActivity { news }).await;
    }
}
