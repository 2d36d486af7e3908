use chrono::{DateTime, Utc};
use mrok_core::lore::{
    Beast, BeastForm, BeastId, Category, CategoryForm, CategoryId, Collection, CoverChange, Entry,
    EntryForm, EntryId, HitKind, IndexHit, LoreRepository, MAX_ENTRIES, SearchDocument,
    SearchQuery, SearchScope,
};
use mrok_core::shared::InfraError;
use sea_query::{Alias, Expr, ExprTrait, JoinType, Order, Query, SelectStatement};

use super::db::IdRow;
use super::tables::{Beasts, BestiaryCategories, LoreEntries, LoreSearch, LoreSeed, Users};
use super::{Db, Tx};

/// The lore in `lore_entries`, `bestiary_categories` and `beasts`, with the search index
/// `lore_search` written in the same transaction as the row it describes: an FTS5 table on
/// SQLite, a table with a weighted `tsvector` and a GIN index on PostgreSQL.
#[derive(Clone, Debug)]
pub struct SqlLore {
    db: Db,
}

impl SqlLore {
    pub fn new(db: Db) -> Self {
        SqlLore { db }
    }
}

const BESTIARY: &str = "bestiary";

#[derive(sqlx::FromRow)]
struct EntryRow {
    id: i64,
    collection: String,
    title: String,
    body: String,
    image: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: Option<DateTime<Utc>>,
}

impl EntryRow {
    fn into_entry(self) -> Option<Entry> {
        Some(Entry {
            id: EntryId(self.id),
            collection: Collection::from_path(&self.collection)?,
            title: self.title,
            body: self.body,
            image: self.image,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct CategoryRow {
    id: i64,
    title: String,
    description: Option<String>,
    created_at: DateTime<Utc>,
}

impl From<CategoryRow> for Category {
    fn from(row: CategoryRow) -> Self {
        Category {
            id: CategoryId(row.id),
            title: row.title,
            description: row.description,
            created_at: row.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct BeastRow {
    id: i64,
    title: String,
    description: String,
    category_id: Option<i64>,
    category_title: Option<String>,
    created_at: DateTime<Utc>,
}

impl From<BeastRow> for Beast {
    fn from(row: BeastRow) -> Self {
        Beast {
            id: BeastId(row.id),
            title: row.title,
            description: row.description,
            category: row.category_id.map(CategoryId),
            category_title: row.category_title,
            created_at: row.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct CountRow {
    n: i64,
}

#[derive(sqlx::FromRow)]
struct HitRow {
    kind: String,
    ref_id: i64,
    title: String,
    plain: String,
}

fn select_entries() -> SelectStatement {
    Query::select()
        .columns([
            LoreEntries::Id,
            LoreEntries::Collection,
            LoreEntries::Title,
            LoreEntries::Body,
            LoreEntries::Image,
            LoreEntries::CreatedAt,
            LoreEntries::UpdatedAt,
        ])
        .from(LoreEntries::Table)
        .to_owned()
}

fn select_categories() -> SelectStatement {
    Query::select()
        .columns([
            BestiaryCategories::Id,
            BestiaryCategories::Title,
            BestiaryCategories::Description,
            BestiaryCategories::CreatedAt,
        ])
        .from(BestiaryCategories::Table)
        .to_owned()
}

fn select_beasts() -> SelectStatement {
    Query::select()
        .column((Beasts::Table, Beasts::Id))
        .column((Beasts::Table, Beasts::Title))
        .column((Beasts::Table, Beasts::Description))
        .column((Beasts::Table, Beasts::CategoryId))
        .expr_as(
            Expr::col((BestiaryCategories::Table, BestiaryCategories::Title)),
            Alias::new("category_title"),
        )
        .column((Beasts::Table, Beasts::CreatedAt))
        .from(Beasts::Table)
        .join(
            JoinType::LeftJoin,
            BestiaryCategories::Table,
            Expr::col((BestiaryCategories::Table, BestiaryCategories::Id))
                .equals((Beasts::Table, Beasts::CategoryId)),
        )
        .to_owned()
}

fn count(table: impl sea_query::IntoTableRef) -> SelectStatement {
    Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("n")).from(table).to_owned()
}

/// The characters of `title` and `text` over a table's rows, as `n` (both databases' `LENGTH`
/// counts characters of text).
fn text_chars(
    table: impl sea_query::IntoTableRef,
    title: &'static str,
    text: &'static str,
) -> SelectStatement {
    let sum = format!("COALESCE(SUM(LENGTH({title}) + COALESCE(LENGTH({text}), 0)), 0)");
    Query::select().expr_as(Expr::cust(sum), Alias::new("n")).from(table).to_owned()
}

/// Replaces the index row of one entry or beast.
async fn index(tx: &mut Tx, kind: &str, id: i64, doc: &SearchDocument) -> Result<(), InfraError> {
    unindex(tx, kind, id).await?;
    let insert = Query::insert()
        .into_table(LoreSearch::Table)
        .columns([
            LoreSearch::Kind,
            LoreSearch::RefId,
            LoreSearch::Title,
            LoreSearch::Plain,
            LoreSearch::FoldedTitle,
            LoreSearch::FoldedPlain,
        ])
        .values_panic([
            kind.into(),
            id.into(),
            doc.title.clone().into(),
            doc.plain.clone().into(),
            doc.folded_title.clone().into(),
            doc.folded_plain.clone().into(),
        ])
        .to_owned();
    tx.execute(&insert).await?;
    Ok(())
}

async fn unindex(tx: &mut Tx, kind: &str, id: i64) -> Result<(), InfraError> {
    let delete = Query::delete()
        .from_table(LoreSearch::Table)
        .and_where(Expr::col(LoreSearch::Kind).eq(kind))
        .and_where(Expr::col(LoreSearch::RefId).eq(id))
        .to_owned();
    tx.execute(&delete).await?;
    Ok(())
}

async fn insert_returning_id(
    tx: &mut Tx,
    insert: &sea_query::InsertStatement,
) -> Result<i64, InfraError> {
    let row: IdRow = tx
        .fetch_optional(insert)
        .await?
        .ok_or_else(|| InfraError::new("INSERT … RETURNING gave no row"))?;
    Ok(row.id)
}

#[async_trait::async_trait]
impl LoreRepository for SqlLore {
    #[tracing::instrument(name = "SqlLore::entries", level = "debug", skip_all)]
    async fn entries(&self, collection: Collection) -> Result<Vec<Entry>, InfraError> {
        let query = select_entries()
            .and_where(Expr::col(LoreEntries::Collection).eq(collection.path()))
            .order_by(LoreEntries::Id, Order::Asc)
            .limit(MAX_ENTRIES)
            .to_owned();
        let rows: Vec<EntryRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().filter_map(EntryRow::into_entry).collect())
    }

    #[tracing::instrument(name = "SqlLore::entry", level = "debug", skip_all)]
    async fn entry(
        &self,
        collection: Collection,
        id: EntryId,
    ) -> Result<Option<Entry>, InfraError> {
        let query = select_entries()
            .and_where(Expr::col(LoreEntries::Collection).eq(collection.path()))
            .and_where(Expr::col(LoreEntries::Id).eq(id.0))
            .to_owned();
        let row: Option<EntryRow> = self.db.fetch_optional(&query).await?;
        Ok(row.and_then(EntryRow::into_entry))
    }

    #[tracing::instrument(name = "SqlLore::count_entries", level = "debug", skip_all)]
    async fn count_entries(&self, collection: Collection) -> Result<u64, InfraError> {
        let query = count(LoreEntries::Table)
            .and_where(Expr::col(LoreEntries::Collection).eq(collection.path()))
            .to_owned();
        let row: Option<CountRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map_or(0, |r| u64::try_from(r.n).unwrap_or_default()))
    }

    #[tracing::instrument(name = "SqlLore::entries_text_chars", level = "debug", skip_all)]
    async fn entries_text_chars(
        &self,
        collection: Collection,
        except: Option<EntryId>,
    ) -> Result<u64, InfraError> {
        let mut query = text_chars(LoreEntries::Table, "title", "body")
            .and_where(Expr::col(LoreEntries::Collection).eq(collection.path()))
            .to_owned();
        if let Some(id) = except {
            query.and_where(Expr::col(LoreEntries::Id).ne(id.0));
        }
        let row: Option<CountRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map_or(0, |r| u64::try_from(r.n).unwrap_or_default()))
    }

    #[tracing::instrument(name = "SqlLore::add_entry", level = "debug", skip_all)]
    async fn add_entry(
        &self,
        form: &EntryForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<EntryId, InfraError> {
        let mut tx = self.db.begin().await?;
        let insert = Query::insert()
            .into_table(LoreEntries::Table)
            .columns([
                LoreEntries::Collection,
                LoreEntries::Title,
                LoreEntries::Body,
                LoreEntries::Image,
                LoreEntries::CreatedAt,
            ])
            .values_panic([
                form.collection.path().into(),
                form.title.clone().into(),
                form.body.clone().into(),
                match &form.image {
                    CoverChange::Set(path) => Some(path.clone()),
                    CoverChange::Keep | CoverChange::Remove => None,
                }
                .into(),
                at.into(),
            ])
            .returning_col(LoreEntries::Id)
            .to_owned();
        let id = insert_returning_id(&mut tx, &insert).await?;
        index(&mut tx, form.collection.path(), id, search).await?;
        tx.commit().await?;
        Ok(EntryId(id))
    }

    #[tracing::instrument(name = "SqlLore::update_entry", level = "debug", skip_all)]
    async fn update_entry(
        &self,
        id: EntryId,
        form: &EntryForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let mut update = Query::update()
            .table(LoreEntries::Table)
            .value(LoreEntries::Title, form.title.clone())
            .value(LoreEntries::Body, form.body.clone())
            .value(LoreEntries::UpdatedAt, at)
            .and_where(Expr::col(LoreEntries::Id).eq(id.0))
            .and_where(Expr::col(LoreEntries::Collection).eq(form.collection.path()))
            .to_owned();
        match &form.image {
            CoverChange::Keep => {}
            CoverChange::Set(path) => {
                update.value(LoreEntries::Image, path.clone());
            }
            CoverChange::Remove => {
                update.value(LoreEntries::Image, None::<String>);
            }
        }
        if tx.execute(&update).await? == 0 {
            return Ok(false);
        }
        index(&mut tx, form.collection.path(), id.0, search).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlLore::delete_entry", level = "debug", skip_all)]
    async fn delete_entry(&self, collection: Collection, id: EntryId) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let delete = Query::delete()
            .from_table(LoreEntries::Table)
            .and_where(Expr::col(LoreEntries::Id).eq(id.0))
            .and_where(Expr::col(LoreEntries::Collection).eq(collection.path()))
            .to_owned();
        if tx.execute(&delete).await? == 0 {
            return Ok(false);
        }
        unindex(&mut tx, collection.path(), id.0).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlLore::categories", level = "debug", skip_all)]
    async fn categories(&self) -> Result<Vec<Category>, InfraError> {
        let query = select_categories().order_by(BestiaryCategories::Id, Order::Asc).to_owned();
        let rows: Vec<CategoryRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(Category::from).collect())
    }

    #[tracing::instrument(name = "SqlLore::category", level = "debug", skip_all)]
    async fn category(&self, id: CategoryId) -> Result<Option<Category>, InfraError> {
        let query =
            select_categories().and_where(Expr::col(BestiaryCategories::Id).eq(id.0)).to_owned();
        let row: Option<CategoryRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Category::from))
    }

    #[tracing::instrument(name = "SqlLore::count_categories", level = "debug", skip_all)]
    async fn count_categories(&self) -> Result<u64, InfraError> {
        let row: Option<CountRow> =
            self.db.fetch_optional(&count(BestiaryCategories::Table)).await?;
        Ok(row.map_or(0, |r| u64::try_from(r.n).unwrap_or_default()))
    }

    #[tracing::instrument(name = "SqlLore::add_category", level = "debug", skip_all)]
    async fn add_category(
        &self,
        form: &CategoryForm,
        at: DateTime<Utc>,
    ) -> Result<CategoryId, InfraError> {
        let mut tx = self.db.begin().await?;
        let insert = Query::insert()
            .into_table(BestiaryCategories::Table)
            .columns([
                BestiaryCategories::Title,
                BestiaryCategories::Description,
                BestiaryCategories::CreatedAt,
            ])
            .values_panic([form.title.clone().into(), form.description.clone().into(), at.into()])
            .returning_col(BestiaryCategories::Id)
            .to_owned();
        let id = insert_returning_id(&mut tx, &insert).await?;
        tx.commit().await?;
        Ok(CategoryId(id))
    }

    #[tracing::instrument(name = "SqlLore::update_category", level = "debug", skip_all)]
    async fn update_category(
        &self,
        id: CategoryId,
        form: &CategoryForm,
    ) -> Result<bool, InfraError> {
        let update = Query::update()
            .table(BestiaryCategories::Table)
            .value(BestiaryCategories::Title, form.title.clone())
            .value(BestiaryCategories::Description, form.description.clone())
            .and_where(Expr::col(BestiaryCategories::Id).eq(id.0))
            .to_owned();
        Ok(self.db.execute(&update).await? > 0)
    }

    #[tracing::instrument(name = "SqlLore::delete_category", level = "debug", skip_all)]
    async fn delete_category(&self, id: CategoryId) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let beasts = Query::select()
            .column(Beasts::Id)
            .from(Beasts::Table)
            .and_where(Expr::col(Beasts::CategoryId).eq(id.0))
            .to_owned();
        let unindex_beasts = Query::delete()
            .from_table(LoreSearch::Table)
            .and_where(Expr::col(LoreSearch::Kind).eq(BESTIARY))
            .and_where(Expr::col(LoreSearch::RefId).in_subquery(beasts.clone()))
            .to_owned();
        tx.execute(&unindex_beasts).await?;
        let delete_beasts = Query::delete()
            .from_table(Beasts::Table)
            .and_where(Expr::col(Beasts::CategoryId).eq(id.0))
            .to_owned();
        tx.execute(&delete_beasts).await?;
        let delete = Query::delete()
            .from_table(BestiaryCategories::Table)
            .and_where(Expr::col(BestiaryCategories::Id).eq(id.0))
            .to_owned();
        let deleted = tx.execute(&delete).await? > 0;
        if deleted {
            tx.commit().await?;
        }
        Ok(deleted)
    }

    #[tracing::instrument(name = "SqlLore::beasts", level = "debug", skip_all)]
    async fn beasts(&self) -> Result<Vec<Beast>, InfraError> {
        let query = select_beasts().order_by((Beasts::Table, Beasts::Id), Order::Asc).to_owned();
        let rows: Vec<BeastRow> = self.db.fetch_all(&query).await?;
        Ok(rows.into_iter().map(Beast::from).collect())
    }

    #[tracing::instrument(name = "SqlLore::beast", level = "debug", skip_all)]
    async fn beast(&self, id: BeastId) -> Result<Option<Beast>, InfraError> {
        let query =
            select_beasts().and_where(Expr::col((Beasts::Table, Beasts::Id)).eq(id.0)).to_owned();
        let row: Option<BeastRow> = self.db.fetch_optional(&query).await?;
        Ok(row.map(Beast::from))
    }

    #[tracing::instrument(name = "SqlLore::count_beasts", level = "debug", skip_all)]
    async fn count_beasts(&self) -> Result<u64, InfraError> {
        let row: Option<CountRow> = self.db.fetch_optional(&count(Beasts::Table)).await?;
        Ok(row.map_or(0, |r| u64::try_from(r.n).unwrap_or_default()))
    }

    #[tracing::instrument(name = "SqlLore::beasts_text_chars", level = "debug", skip_all)]
    async fn beasts_text_chars(&self, except: Option<BeastId>) -> Result<u64, InfraError> {
        let mut query = text_chars(Beasts::Table, "title", "description");
        if let Some(id) = except {
            query.and_where(Expr::col(Beasts::Id).ne(id.0));
        }
        let categories = text_chars(BestiaryCategories::Table, "title", "description");
        let mut chars = 0;
        for query in [query, categories] {
            let row: Option<CountRow> = self.db.fetch_optional(&query).await?;
            chars += row.map_or(0, |r| u64::try_from(r.n).unwrap_or_default());
        }
        Ok(chars)
    }

    #[tracing::instrument(name = "SqlLore::add_beast", level = "debug", skip_all)]
    async fn add_beast(
        &self,
        form: &BeastForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<BeastId, InfraError> {
        let mut tx = self.db.begin().await?;
        let insert = Query::insert()
            .into_table(Beasts::Table)
            .columns([Beasts::Title, Beasts::Description, Beasts::CategoryId, Beasts::CreatedAt])
            .values_panic([
                form.title.clone().into(),
                form.description.clone().into(),
                form.category.0.into(),
                at.into(),
            ])
            .returning_col(Beasts::Id)
            .to_owned();
        let id = insert_returning_id(&mut tx, &insert).await?;
        index(&mut tx, BESTIARY, id, search).await?;
        tx.commit().await?;
        Ok(BeastId(id))
    }

    #[tracing::instrument(name = "SqlLore::update_beast", level = "debug", skip_all)]
    async fn update_beast(
        &self,
        id: BeastId,
        form: &BeastForm,
        search: &SearchDocument,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let update = Query::update()
            .table(Beasts::Table)
            .value(Beasts::Title, form.title.clone())
            .value(Beasts::Description, form.description.clone())
            .value(Beasts::CategoryId, form.category.0)
            .and_where(Expr::col(Beasts::Id).eq(id.0))
            .to_owned();
        if tx.execute(&update).await? == 0 {
            return Ok(false);
        }
        index(&mut tx, BESTIARY, id.0, search).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlLore::delete_beast", level = "debug", skip_all)]
    async fn delete_beast(&self, id: BeastId) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let delete = Query::delete()
            .from_table(Beasts::Table)
            .and_where(Expr::col(Beasts::Id).eq(id.0))
            .to_owned();
        if tx.execute(&delete).await? == 0 {
            return Ok(false);
        }
        unindex(&mut tx, BESTIARY, id.0).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlLore::search", level = "debug", skip_all)]
    async fn search(
        &self,
        query: &SearchQuery,
        scope: SearchScope,
        limit: u32,
    ) -> Result<Vec<IndexHit>, InfraError> {
        let mut select = Query::select()
            .columns([LoreSearch::Kind, LoreSearch::RefId, LoreSearch::Title, LoreSearch::Plain])
            .from(LoreSearch::Table)
            .limit(u64::from(limit))
            .to_owned();
        match self.db {
            Db::Sqlite { .. } => {
                // Every word as a word's beginning ("wilk"* "zdz"*), titles weighing ten times
                // the text; the words hold letters and digits only, so the quotes are safe.
                let terms: Vec<String> = query.terms.iter().map(|t| format!("\"{t}\"*")).collect();
                select
                    .and_where(Expr::cust_with_values("lore_search MATCH ?", [terms.join(" ")]))
                    .order_by_expr(
                        Expr::cust("bm25(lore_search, 0, 0, 0, 0, 10.0, 1.0)"),
                        Order::Asc,
                    );
            }
            Db::Postgres(_) => {
                let terms: Vec<String> = query.terms.iter().map(|t| format!("{t}:*")).collect();
                let tsquery = terms.join(" & ");
                select
                    .and_where(Expr::cust_with_values(
                        "document @@ to_tsquery('simple', $1)",
                        [tsquery.clone()],
                    ))
                    .order_by_expr(
                        Expr::cust_with_values(
                            "ts_rank(document, to_tsquery('simple', $1))",
                            [tsquery],
                        ),
                        Order::Desc,
                    );
            }
        }
        if scope == SearchScope::Bestiary {
            select.and_where(Expr::col(LoreSearch::Kind).eq(BESTIARY));
        }
        let rows: Vec<HitRow> = self.db.fetch_all(&select).await?;
        Ok(rows
            .into_iter()
            .filter_map(|row| {
                Some(IndexHit {
                    kind: HitKind::from_key(&row.kind)?,
                    id: row.ref_id,
                    title: row.title,
                    plain: row.plain,
                })
            })
            .collect())
    }

    #[tracing::instrument(name = "SqlLore::claim_seed", level = "debug", skip_all)]
    async fn claim_seed(&self, at: DateTime<Utc>) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let decided = Query::select().column(LoreSeed::Id).from(LoreSeed::Table).to_owned();
        let row: Option<IdRow> = tx.fetch_optional(&decided).await?;
        if row.is_some() {
            return Ok(false);
        }
        let any_account = Query::select().column(Users::Id).from(Users::Table).limit(1).to_owned();
        let account: Option<IdRow> = tx.fetch_optional(&any_account).await?;
        let seeded = account.is_none();
        let insert = Query::insert()
            .into_table(LoreSeed::Table)
            .columns([LoreSeed::Id, LoreSeed::Seeded, LoreSeed::DecidedAt])
            .values_panic([1.into(), i32::from(seeded).into(), at.into()])
            .on_conflict(sea_query::OnConflict::column(LoreSeed::Id).do_nothing().to_owned())
            .to_owned();
        let inserted = tx.execute(&insert).await? > 0;
        tx.commit().await?;
        Ok(inserted && seeded)
    }
}
