//! The back office's news (`/api/admin/news`): every news item, archived ones too, read one by
//! one, and an archived one put back on the feed. Posting, editing and archiving go through the
//! feed's own calls (`postNews`, `updateNews`, `archiveNews`); the rules live in `NewsService`.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::backoffice::{NewestFirst, PageRequest};
use mrok_core::news::{News, NewsId, NewsService};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::backoffice::AdminPageBody;
use crate::api::errors::ApiError;

pub struct NewsAdminApi {
    pub news: Arc<NewsService>,
}

/// A news item in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminNewsBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
    /// When it left the feed; none while players see it.
    #[oai(nullable)]
    pub archived_at: Option<DateTime<Utc>>,
    pub comment_count: u64,
}

impl From<News> for AdminNewsBody {
    fn from(n: News) -> Self {
        AdminNewsBody {
            id: n.id.0,
            title: n.title,
            content: n.content,
            created_at: n.created_at,
            updated_at: n.updated_at,
            archived_at: n.archived_at,
            comment_count: n.comment_count,
        }
    }
}

#[derive(ApiResponse)]
pub enum AdminNewsPageResponse {
    /// One page of news, the newest first.
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminNewsBody>>),
}

#[derive(ApiResponse)]
pub enum AdminNewsResponse {
    /// The news item.
    #[oai(status = 200)]
    Ok(Json<AdminNewsBody>),
}

#[OpenApi(tag = "ApiTags::Admin", prefix_path = "/admin")]
impl NewsAdminApi {
    /// Every news item, archived ones too, the newest first, by react-admin's paging.
    #[oai(path = "/news", method = "get", operation_id = "adminListNews")]
    #[tracing::instrument(name = "adminListNews", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
    ) -> Result<AdminNewsPageResponse, ApiError> {
        let page = PageRequest::new(start.0, end.0, NewestFirst, Default::default(), None);
        let news = self.news.all(auth.actor(), page).await?;
        Ok(AdminNewsPageResponse::Ok(AdminPageBody::of(news)))
    }

    /// One news item, archived or not.
    #[oai(path = "/news/:id", method = "get", operation_id = "adminGetNews")]
    #[tracing::instrument(name = "adminGetNews", level = "debug", skip_all, fields(id = id.0))]
    async fn one(&self, auth: BearerAuth, id: Path<i64>) -> Result<AdminNewsResponse, ApiError> {
        let news = self.news.any(auth.actor(), NewsId(id.0)).await?;
        Ok(AdminNewsResponse::Ok(Json(news.into())))
    }

    /// Puts an archived news item back on the feed (a news item on the feed stays there).
    #[oai(path = "/news/:id/restore", method = "post", operation_id = "adminRestoreNews")]
    #[tracing::instrument(name = "adminRestoreNews", level = "debug", skip_all, fields(id = id.0))]
    async fn restore(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<AdminNewsResponse, ApiError> {
        let news = self.news.restore(auth.actor(), NewsId(id.0)).await?;
        Ok(AdminNewsResponse::Ok(Json(news.into())))
    }
}
