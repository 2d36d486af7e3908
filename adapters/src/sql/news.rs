use chrono::{DateTime, Utc};
use mrok_core::backoffice::{NewestFirst, Page, PageRequest};
use mrok_core::news::{Comment, CommentId, NewComment, News, NewsForm, NewsId, NewsRepository};
use mrok_core::notifications::Notices;
use mrok_core::shared::{InfraError, UserId};
use sea_query::{Alias, Expr, ExprTrait, JoinType, Order, Query, SelectStatement};

use super::db::IdRow;
use super::main_character::join_main_character;
use super::notifications::deliver;
use super::select::col;
use super::tables::{Characters, News as NewsTable, NewsComments, Users};
use super::{Db, Tx};

/// News in `news` (the feed reads `(archived_at, id)`; each item keeps its comment count),
/// comments in `news_comments` (read by `(news_id, id)`).
#[derive(Clone, Debug)]
pub struct SqlNews {
    db: Db,
}

impl SqlNews {
    pub fn new(db: Db) -> Self {
        SqlNews { db }
    }
}

#[derive(sqlx::FromRow)]
struct NewsRow {
    id: i64,
    title: String,
    content: String,
    created_at: DateTime<Utc>,
    updated_at: Option<DateTime<Utc>>,
    comment_count: i64,
    archived_at: Option<DateTime<Utc>>,
}

impl From<NewsRow> for News {
    fn from(row: NewsRow) -> Self {
        News {
            id: NewsId(row.id),
            title: row.title,
            content: row.content,
            created_at: row.created_at,
            updated_at: row.updated_at,
            comment_count: u64::try_from(row.comment_count).unwrap_or_default(),
            archived_at: row.archived_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct CountRow {
    id: i64,
    comment_count: i64,
}

#[derive(sqlx::FromRow)]
struct CommentRow {
    id: i64,
    news_id: i64,
    author_id: i64,
    author_name: Option<String>,
    content: String,
    created_at: DateTime<Utc>,
}

impl From<CommentRow> for Comment {
    fn from(row: CommentRow) -> Self {
        Comment {
            id: CommentId(row.id),
            news: NewsId(row.news_id),
            author: UserId(row.author_id),
            author_name: row.author_name,
            content: row.content,
            created_at: row.created_at,
        }
    }
}

/// Every news item, archived ones too.
fn select_any_news() -> SelectStatement {
    Query::select()
        .columns([
            NewsTable::Id,
            NewsTable::Title,
            NewsTable::Content,
            NewsTable::CreatedAt,
            NewsTable::UpdatedAt,
            NewsTable::CommentCount,
            NewsTable::ArchivedAt,
        ])
        .from(NewsTable::Table)
        .to_owned()
}

/// The feed: news items not archived.
fn select_news() -> SelectStatement {
    select_any_news().and_where(Expr::col(NewsTable::ArchivedAt).is_null()).to_owned()
}

fn select_comments() -> SelectStatement {
    let mut query = Query::select();
    query
        .expr_as(col("c", NewsComments::Id), Alias::new("id"))
        .expr_as(col("c", NewsComments::NewsId), Alias::new("news_id"))
        .expr_as(col("c", NewsComments::AuthorId), Alias::new("author_id"))
        .expr_as(col("ch", Characters::Name), Alias::new("author_name"))
        .expr_as(col("c", NewsComments::Content), Alias::new("content"))
        .expr_as(col("c", NewsComments::CreatedAt), Alias::new("created_at"))
        .from_as(NewsComments::Table, Alias::new("c"));
    join_main_character(
        &mut query,
        JoinType::LeftJoin,
        "ch",
        (Alias::new("c"), NewsComments::AuthorId),
    );
    query
}

impl SqlNews {
    async fn count_by(tx: &mut Tx, news: i64, by: i64) -> Result<(), InfraError> {
        tx.execute(
            Query::update()
                .table(NewsTable::Table)
                .value(NewsTable::CommentCount, Expr::col(NewsTable::CommentCount).add(by))
                .and_where(Expr::col(NewsTable::Id).eq(news)),
        )
        .await?;
        Ok(())
    }
}

#[async_trait::async_trait]
impl NewsRepository for SqlNews {
    #[tracing::instrument(name = "SqlNews::feed", level = "debug", skip_all)]
    async fn feed(&self, offset: u32, limit: u32) -> Result<Vec<News>, InfraError> {
        let query = select_news()
            .order_by(NewsTable::Id, Order::Desc)
            .limit(u64::from(limit))
            .offset(u64::from(offset))
            .to_owned();
        let rows: Vec<NewsRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(News::from).collect())
    }

    #[tracing::instrument(name = "SqlNews::find", level = "debug", skip_all)]
    async fn find(&self, id: NewsId) -> Result<Option<News>, InfraError> {
        let query = select_news().and_where(Expr::col(NewsTable::Id).eq(id.0)).to_owned();
        let row: Option<NewsRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(News::from))
    }

    #[tracing::instrument(name = "SqlNews::all", level = "debug", skip_all)]
    async fn all(&self, page: PageRequest<NewestFirst>) -> Result<Page<News>, InfraError> {
        let query = select_any_news()
            .order_by(NewsTable::Id, Order::Desc)
            .limit(u64::from(page.limit))
            .offset(u64::from(page.offset))
            .to_owned();
        let rows: Vec<NewsRow> = self.db.fetch_all(&query).await?;
        let total = self.db.count(Query::select().from(NewsTable::Table).to_owned()).await?;
        Ok(Page { rows: rows.into_iter().map(News::from).collect(), total })
    }

    #[tracing::instrument(name = "SqlNews::find_any", level = "debug", skip_all)]
    async fn find_any(&self, id: NewsId) -> Result<Option<News>, InfraError> {
        let query = select_any_news().and_where(Expr::col(NewsTable::Id).eq(id.0)).to_owned();
        let row: Option<NewsRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(News::from))
    }

    #[tracing::instrument(name = "SqlNews::add", level = "debug", skip_all)]
    async fn add(
        &self,
        form: NewsForm,
        author: UserId,
        at: DateTime<Utc>,
        notices: &Notices,
    ) -> Result<NewsId, InfraError> {
        let mut tx = self.db.begin().await?;
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(NewsTable::Table)
                    .columns([
                        NewsTable::Title,
                        NewsTable::Content,
                        NewsTable::CreatedBy,
                        NewsTable::CreatedAt,
                    ])
                    .values_panic([
                        form.title.into(),
                        form.content.into(),
                        author.0.into(),
                        at.into(),
                    ])
                    .returning_col(NewsTable::Id),
            )
            .await?;
        deliver(&mut tx, &notices.clone().with_new_id(id)).await?;
        tx.commit().await?;
        Ok(NewsId(id))
    }

    #[tracing::instrument(name = "SqlNews::add_welcome", level = "debug", skip_all)]
    async fn add_welcome(&self, form: NewsForm, at: DateTime<Utc>) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let any_news =
            Query::select().column(NewsTable::Id).from(NewsTable::Table).limit(1).to_owned();
        let any_account = Query::select().column(Users::Id).from(Users::Table).limit(1).to_owned();
        if tx.fetch_optional::<IdRow>(&any_news).await?.is_some()
            || tx.fetch_optional::<IdRow>(&any_account).await?.is_some()
        {
            return Ok(false);
        }
        tx.insert_id(
            Query::insert()
                .into_table(NewsTable::Table)
                .columns([NewsTable::Title, NewsTable::Content, NewsTable::CreatedAt])
                .values_panic([form.title.into(), form.content.into(), at.into()])
                .returning_col(NewsTable::Id),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlNews::update", level = "debug", skip_all)]
    async fn update(
        &self,
        id: NewsId,
        form: NewsForm,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(NewsTable::Table)
                    .value(NewsTable::Title, form.title)
                    .value(NewsTable::Content, form.content)
                    .value(NewsTable::UpdatedAt, at)
                    .and_where(Expr::col(NewsTable::Id).eq(id.0))
                    .and_where(Expr::col(NewsTable::ArchivedAt).is_null()),
            )
            .await?;
        Ok(rows > 0)
    }

    #[tracing::instrument(name = "SqlNews::archive", level = "debug", skip_all)]
    async fn archive(&self, id: NewsId, at: DateTime<Utc>) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(NewsTable::Table)
                    .value(NewsTable::ArchivedAt, at)
                    .and_where(Expr::col(NewsTable::Id).eq(id.0))
                    .and_where(Expr::col(NewsTable::ArchivedAt).is_null()),
            )
            .await?;
        Ok(rows > 0)
    }

    #[tracing::instrument(name = "SqlNews::restore", level = "debug", skip_all)]
    async fn restore(&self, id: NewsId) -> Result<bool, InfraError> {
        let rows = self
            .db
            .execute(
                Query::update()
                    .table(NewsTable::Table)
                    .value(NewsTable::ArchivedAt, Option::<DateTime<Utc>>::None)
                    .and_where(Expr::col(NewsTable::Id).eq(id.0))
                    .and_where(Expr::col(NewsTable::ArchivedAt).is_not_null()),
            )
            .await?;
        Ok(rows > 0)
    }

    #[tracing::instrument(name = "SqlNews::comment_counts", level = "debug", skip_all)]
    async fn comment_counts(&self, limit: u32) -> Result<Vec<(NewsId, u64)>, InfraError> {
        let query = Query::select()
            .columns([NewsTable::Id, NewsTable::CommentCount])
            .from(NewsTable::Table)
            .and_where(Expr::col(NewsTable::ArchivedAt).is_null())
            .order_by(NewsTable::Id, Order::Desc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<CountRow> = self.db.fetch_all(&query).await?;
        Ok(rows
            .into_iter()
            .map(|r| (NewsId(r.id), u64::try_from(r.comment_count).unwrap_or_default()))
            .collect())
    }

    #[tracing::instrument(name = "SqlNews::comments", level = "debug", skip_all)]
    async fn comments(&self, news: NewsId, limit: u32) -> Result<Vec<Comment>, InfraError> {
        let query = select_comments()
            .and_where(col("c", NewsComments::NewsId).eq(news.0))
            .order_by((Alias::new("c"), NewsComments::Id), Order::Desc)
            .limit(u64::from(limit))
            .to_owned();
        let rows: Vec<CommentRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().rev().map(Comment::from).collect())
    }

    #[tracing::instrument(name = "SqlNews::add_comment", level = "debug", skip_all)]
    async fn add_comment(
        &self,
        comment: NewComment,
        notices: &Notices,
    ) -> Result<Option<Comment>, InfraError> {
        let mut tx = self.db.begin().await?;
        let open = select_news().and_where(Expr::col(NewsTable::Id).eq(comment.news.0)).to_owned();
        let found: Option<NewsRow> = tx.fetch_optional(&open).await?;
        if found.is_none() {
            return Ok(None);
        }
        let id = tx
            .insert_id(
                Query::insert()
                    .into_table(NewsComments::Table)
                    .columns([
                        NewsComments::NewsId,
                        NewsComments::AuthorId,
                        NewsComments::Content,
                        NewsComments::CreatedAt,
                    ])
                    .values_panic([
                        comment.news.0.into(),
                        comment.author.0.into(),
                        comment.content.into(),
                        comment.at.into(),
                    ])
                    .returning_col(NewsComments::Id),
            )
            .await?;
        Self::count_by(&mut tx, comment.news.0, 1).await?;
        deliver(&mut tx, notices).await?;
        tx.commit().await?;
        self.comment(comment.news, CommentId(id)).await
    }

    #[tracing::instrument(name = "SqlNews::comment", level = "debug", skip_all)]
    async fn comment(&self, news: NewsId, id: CommentId) -> Result<Option<Comment>, InfraError> {
        let query = select_comments()
            .and_where(col("c", NewsComments::Id).eq(id.0))
            .and_where(col("c", NewsComments::NewsId).eq(news.0))
            .to_owned();
        let row: Option<CommentRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Comment::from))
    }

    #[tracing::instrument(name = "SqlNews::delete_comment", level = "debug", skip_all)]
    async fn delete_comment(&self, id: CommentId) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let news: Option<IdRow> = tx
            .fetch_optional(
                Query::select()
                    .expr_as(Expr::col(NewsComments::NewsId), Alias::new("id"))
                    .from(NewsComments::Table)
                    .and_where(Expr::col(NewsComments::Id).eq(id.0)),
            )
            .await?;
        let Some(news) = news else { return Ok(false) };
        let deleted = tx
            .execute(
                Query::delete()
                    .from_table(NewsComments::Table)
                    .and_where(Expr::col(NewsComments::Id).eq(id.0)),
            )
            .await?;
        // A second delete of the same comment at once (a double click on PostgreSQL, where
        // both read it before either deleted) removes nothing and counts nothing.
        if deleted == 0 {
            return Ok(false);
        }
        Self::count_by(&mut tx, news.id, -1).await?;
        tx.commit().await?;
        Ok(true)
    }
}
