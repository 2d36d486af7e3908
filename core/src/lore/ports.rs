use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::{
    Beast, BeastForm, BeastId, Category, CategoryForm, CategoryId, Collection, Entry, EntryForm,
    EntryId, IndexHit, SearchDocument, SearchQuery, SearchScope,
};
use crate::shared::{CommonPorts, Guards, HtmlSanitizer, InfraError};
use crate::uploads::UploadService;

/// The lore as stored, with its search index kept in step with every write.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait LoreRepository: Send + Sync {
    /// A collection's entries, oldest first (at most [`super::MAX_ENTRIES`]).
    async fn entries(&self, collection: Collection) -> Result<Vec<Entry>, InfraError>;

    async fn entry(&self, collection: Collection, id: EntryId)
    -> Result<Option<Entry>, InfraError>;

    async fn count_entries(&self, collection: Collection) -> Result<u64, InfraError>;

    /// The characters of a collection's titles and texts (`super::text_chars`), but `except`'s.
    async fn entries_text_chars(
        &self,
        collection: Collection,
        except: Option<EntryId>,
    ) -> Result<u64, InfraError>;

    async fn add_entry(
        &self,
        form: &EntryForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<EntryId, InfraError>;

    /// Changes an entry of the form's collection (its cover only when the form brings one);
    /// `false` when there is no such entry.
    async fn update_entry(
        &self,
        id: EntryId,
        form: &EntryForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<bool, InfraError>;

    async fn delete_entry(&self, collection: Collection, id: EntryId) -> Result<bool, InfraError>;

    /// Every category, oldest first.
    async fn categories(&self) -> Result<Vec<Category>, InfraError>;

    async fn category(&self, id: CategoryId) -> Result<Option<Category>, InfraError>;

    async fn count_categories(&self) -> Result<u64, InfraError>;

    async fn add_category(
        &self,
        form: &CategoryForm,
        at: DateTime<Utc>,
    ) -> Result<CategoryId, InfraError>;

    async fn update_category(
        &self,
        id: CategoryId,
        form: &CategoryForm,
    ) -> Result<bool, InfraError>;

    /// Deletes a category with its beasts.
    async fn delete_category(&self, id: CategoryId) -> Result<bool, InfraError>;

    /// Every beast with its category's title, oldest first.
    async fn beasts(&self) -> Result<Vec<Beast>, InfraError>;

    async fn beast(&self, id: BeastId) -> Result<Option<Beast>, InfraError>;

    async fn count_beasts(&self) -> Result<u64, InfraError>;

    /// The characters of the bestiary's page: its beasts' titles and descriptions (but
    /// `except`'s) and its categories' titles and descriptions.
    async fn beasts_text_chars(&self, except: Option<BeastId>) -> Result<u64, InfraError>;

    async fn add_beast(
        &self,
        form: &BeastForm,
        search: &SearchDocument,
        at: DateTime<Utc>,
    ) -> Result<BeastId, InfraError>;

    async fn update_beast(
        &self,
        id: BeastId,
        form: &BeastForm,
        search: &SearchDocument,
    ) -> Result<bool, InfraError>;

    async fn delete_beast(&self, id: BeastId) -> Result<bool, InfraError>;

    /// The best `limit` matches of every term (as a word's beginning), best first.
    async fn search(
        &self,
        query: &SearchQuery,
        scope: SearchScope,
        limit: u32,
    ) -> Result<Vec<IndexHit>, InfraError>;

    /// Notes that the first start's seeding was considered; `true` only the first time and
    /// only on an empty database (no account yet).
    async fn claim_seed(&self, at: DateTime<Utc>) -> Result<bool, InfraError>;
}

/// What [`LoreService`] works with.
pub struct LorePorts {
    pub lore: Arc<dyn LoreRepository>,
    pub sanitizer: Arc<dyn HtmlSanitizer>,
    /// Stores cover images (with the uploader's pace and room).
    pub uploads: Arc<UploadService>,
    /// Runs changes checked against the caps one after another ([`Guarded::Lore`]).
    pub guards: Arc<dyn Guards>,
    pub common: CommonPorts,
}
