//! The news feed 'Wieści' (spec 2 §7 "News"): everyone playing reads and comments; admins post,
//! edit and archive; a comment is deleted by its author or an admin.

pub(super) mod admin;

use std::collections::BTreeMap;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::news::{Comment, CommentId, News, NewsId, NewsService};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::common::Saved;
use crate::api::errors::ApiError;

pub struct NewsApi {
    pub news: Arc<NewsService>,
}

/// A news item.
#[derive(Debug, Object)]
#[oai(rename = "News")]
pub struct NewsBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
    pub comment_count: u64,
}

impl From<News> for NewsBody {
    fn from(n: News) -> Self {
        NewsBody {
            id: n.id.0,
            title: n.title,
            content: n.content,
            created_at: n.created_at,
            updated_at: n.updated_at,
            comment_count: n.comment_count,
        }
    }
}

/// A comment under a news item.
#[derive(Debug, Object)]
#[oai(rename = "NewsComment")]
pub struct CommentBody {
    pub id: i64,
    pub news_id: i64,
    pub author_id: i64,
    /// The author's main-character name.
    #[oai(nullable)]
    pub author_name: Option<String>,
    /// Plain text.
    pub content: String,
    pub created_at: DateTime<Utc>,
}

impl From<Comment> for CommentBody {
    fn from(c: Comment) -> Self {
        CommentBody {
            id: c.id.0,
            news_id: c.news.0,
            author_id: c.author.0,
            author_name: c.author_name,
            content: c.content,
            created_at: c.created_at,
        }
    }
}

/// A news item as an admin writes it.
#[derive(Debug, Object)]
#[oai(rename = "NewsForm")]
pub struct NewsFormBody {
    #[oai(default)]
    pub title: String,
    /// Rich HTML.
    #[oai(default)]
    pub content: String,
}

/// A comment as a player writes it.
#[derive(Debug, Object)]
#[oai(rename = "NewComment")]
pub struct NewCommentBody {
    /// Plain text.
    #[oai(default)]
    pub content: String,
}

#[derive(ApiResponse)]
pub enum FeedResponse {
    /// News items, the newest first (20 a page).
    #[oai(status = 200)]
    Ok(Json<Vec<NewsBody>>),
}

#[derive(ApiResponse)]
pub enum CountsResponse {
    /// News id → number of comments, for the feed's newest 100 news items.
    #[oai(status = 200)]
    Ok(Json<BTreeMap<String, u64>>),
}

#[derive(ApiResponse)]
pub enum CommentsResponse {
    /// The newest 200 comments, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<CommentBody>>),
}

#[derive(ApiResponse)]
pub enum CommentResponse {
    #[oai(status = 201)]
    Created(Json<CommentBody>),
}

#[OpenApi(tag = "ApiTags::News")]
impl NewsApi {
    /// The feed, the newest first: page `page` (1 by default) of 20 news items.
    #[oai(path = "/news", method = "get", operation_id = "listNews")]
    #[tracing::instrument(name = "listNews", level = "debug", skip_all)]
    async fn feed(
        &self,
        auth: PlayerAuth,
        page: Query<Option<u32>>,
    ) -> Result<FeedResponse, ApiError> {
        let news = self.news.feed(&auth.0, page.0).await?;
        Ok(FeedResponse::Ok(Json(news.into_iter().map(Into::into).collect())))
    }

    /// Posts a news item (admins).
    #[oai(path = "/news", method = "post", operation_id = "postNews")]
    #[tracing::instrument(name = "postNews", level = "debug", skip_all)]
    async fn post(
        &self,
        auth: PlayerAuth,
        body: Json<NewsFormBody>,
    ) -> Result<Saved<NewsBody>, ApiError> {
        let news = self.news.post(&auth.0, &body.0.title, &body.0.content).await?;
        Ok(Saved::Created(Json(news.into())))
    }

    /// Edits a news item (admins).
    #[oai(path = "/news/:id", method = "put", operation_id = "updateNews")]
    #[tracing::instrument(name = "updateNews", level = "debug", skip_all, fields(id = id.0))]
    async fn update(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<NewsFormBody>,
    ) -> Result<Saved<NewsBody>, ApiError> {
        let news = self.news.update(&auth.0, NewsId(id.0), &body.0.title, &body.0.content).await?;
        Ok(Saved::Ok(Json(news.into())))
    }

    /// Takes a news item off the feed (admins).
    #[oai(path = "/news/archive/:id", method = "post", operation_id = "archiveNews")]
    #[tracing::instrument(name = "archiveNews", level = "debug", skip_all, fields(id = id.0))]
    async fn archive(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.news.archive(&auth.0, NewsId(id.0)).await?;
        Ok(MessageResponse::ok("Wieść zarchiwizowana."))
    }

    /// Comment counts by news id.
    #[oai(path = "/news/comments/count", method = "get", operation_id = "newsCommentCounts")]
    #[tracing::instrument(name = "newsCommentCounts", level = "debug", skip_all)]
    async fn counts(&self, auth: PlayerAuth) -> Result<CountsResponse, ApiError> {
        let counts = self.news.comment_counts(&auth.0).await?;
        Ok(CountsResponse::Ok(Json(
            counts.into_iter().map(|(id, n)| (id.0.to_string(), n)).collect(),
        )))
    }

    /// Comments of a news item.
    #[oai(path = "/news/:id/comments", method = "get", operation_id = "newsComments")]
    #[tracing::instrument(name = "newsComments", level = "debug", skip_all, fields(id = id.0))]
    async fn comments(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<CommentsResponse, ApiError> {
        let comments = self.news.comments(&auth.0, NewsId(id.0)).await?;
        Ok(CommentsResponse::Ok(Json(comments.into_iter().map(Into::into).collect())))
    }

    /// Comments on a news item (at most 10 a minute).
    #[oai(path = "/news/:id/comments", method = "post", operation_id = "addNewsComment")]
    #[tracing::instrument(name = "addNewsComment", level = "debug", skip_all, fields(id = id.0))]
    async fn comment(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<NewCommentBody>,
    ) -> Result<CommentResponse, ApiError> {
        let comment = self.news.comment(&auth.0, NewsId(id.0), &body.0.content).await?;
        Ok(CommentResponse::Created(Json(comment.into())))
    }

    /// Deletes a comment: its author, or an admin.
    #[oai(
        path = "/news/:id/comments/:commentId",
        method = "delete",
        operation_id = "deleteNewsComment"
    )]
    #[tracing::instrument(name = "deleteNewsComment", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_comment(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        #[oai(name = "commentId")] comment_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.news.delete_comment(&auth.0, NewsId(id.0), CommentId(comment_id.0)).await?;
        Ok(MessageResponse::ok("Komentarz usunięty."))
    }
}
