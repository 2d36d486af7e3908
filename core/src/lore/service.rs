use std::time::Duration;

use super::{
    Beast, BeastForm, BeastId, Category, CategoryForm, CategoryId, Collection, CoverChange, Entry,
    EntryForm, EntryId, LoreError, LorePorts, LoreSeed, MAX_BEASTS, MAX_CATEGORIES, MAX_ENTRIES,
    MAX_HITS, MAX_PAGE_TEXT_CHARS, SearchDocument, SearchHit, SearchQuery, SearchScope, text_chars,
};
use crate::access::{Actor, GameActor, Permission};
use crate::shared::{Guarded, RateRule};

/// Lore writes one editor may make (entries, categories, beasts, deletions).
pub const LORE_WRITE_RATE: RateRule =
    RateRule { name: "lore_write", max: 120, window: Duration::from_secs(3600) };

/// What a form asks of an entry's cover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cover {
    /// No file chosen: a new entry has no cover, an edited one keeps its own.
    Keep,
    /// A file chosen: its bytes, to be cleaned and stored.
    New(Vec<u8>),
    /// The cover taken off (an edit; for a new entry the same as none).
    Remove,
}

/// The wiki: everyone playing reads and searches; admins ([`Permission::EditLore`]) write the
/// entry collections; admins and game masters ([`Permission::EditBestiary`]) the bestiary. The
/// rules are also public (`/regulamin`).
pub struct LoreService {
    ports: LorePorts,
}

impl LoreService {
    pub fn new(ports: LorePorts) -> Self {
        LoreService { ports }
    }

    /// A collection's entries, oldest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn entries(
        &self,
        _actor: &GameActor,
        collection: Collection,
    ) -> Result<Vec<Entry>, LoreError> {
        Ok(self.ports.lore.entries(collection).await?)
    }

    /// The rules, for anyone (the public `/regulamin`).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn public_rules(&self) -> Result<Vec<Entry>, LoreError> {
        Ok(self.ports.lore.entries(Collection::Rules).await?)
    }

    /// Checks that `form` fits the collection's page with the other entries' text (`except` the
    /// one it replaces); what search finds it by.
    async fn fitting(
        &self,
        collection: Collection,
        except: Option<EntryId>,
        form: &EntryForm,
    ) -> Result<SearchDocument, LoreError> {
        let others = self.ports.lore.entries_text_chars(collection, except).await?;
        fits(others, &form.title, &form.body)?;
        Ok(SearchDocument::of(&form.title, &form.body))
    }

    /// The checked form, its cover stored once everything else holds.
    async fn entry_form(
        &self,
        actor: &GameActor,
        collection: Collection,
        title: &str,
        html: &str,
        cover: Cover,
    ) -> Result<EntryForm, LoreError> {
        let html = self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await;
        let mut form = EntryForm::parse(collection, title, html, CoverChange::Keep)?;
        match cover {
            Cover::Keep => {}
            Cover::Remove => form.image = CoverChange::Remove,
            Cover::New(bytes) => {
                if !collection.spec().cover_image {
                    return Err(LoreError::NoCoverHere);
                }
                form.image = CoverChange::Set(self.ports.uploads.store_image(actor, bytes).await?);
            }
        }
        Ok(form)
    }

    /// A bestiary text as it is stored (sanitized, its images local).
    async fn rich_text(&self, actor: &Actor, html: &str) -> String {
        self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await
    }

    async fn editing(&self, actor: &Actor, permission: Permission) -> Result<(), LoreError> {
        actor.require(permission)?;
        self.ports.common.slow_down(LORE_WRITE_RATE, actor.id(), LoreError::TooFast).await
    }

    /// Adds an entry (its cover, if any, an upload already stored).
    ///
    /// # Errors
    /// Not an admin, the collection's validation, a full page, writing too fast.
    pub async fn add_entry(
        &self,
        actor: &GameActor,
        collection: Collection,
        title: &str,
        html: &str,
        cover: Cover,
    ) -> Result<Entry, LoreError> {
        self.editing(actor, Permission::EditLore).await?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        if self.ports.lore.count_entries(collection).await? >= MAX_ENTRIES {
            return Err(LoreError::Full);
        }
        let form = self.entry_form(actor, collection, title, html, cover).await?;
        let search = self.fitting(collection, None, &form).await?;
        let id = self.ports.lore.add_entry(&form, &search, self.ports.common.now()).await?;
        self.ports.lore.entry(collection, id).await?.ok_or(LoreError::NotFound)
    }

    /// Changes an entry; without a new cover the old one stays unless it is taken off.
    ///
    /// # Errors
    /// Not an admin, no such entry in the collection, the collection's validation.
    pub async fn update_entry(
        &self,
        actor: &GameActor,
        collection: Collection,
        id: EntryId,
        title: &str,
        html: &str,
        cover: Cover,
    ) -> Result<Entry, LoreError> {
        self.editing(actor, Permission::EditLore).await?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        if self.ports.lore.entry(collection, id).await?.is_none() {
            return Err(LoreError::NotFound);
        }
        let form = self.entry_form(actor, collection, title, html, cover).await?;
        let search = self.fitting(collection, Some(id), &form).await?;
        if !self.ports.lore.update_entry(id, &form, &search, self.ports.common.now()).await? {
            return Err(LoreError::NotFound);
        }
        self.ports.lore.entry(collection, id).await?.ok_or(LoreError::NotFound)
    }

    /// # Errors
    /// Not an admin, no such entry in the collection.
    pub async fn delete_entry(
        &self,
        actor: &Actor,
        collection: Collection,
        id: EntryId,
    ) -> Result<(), LoreError> {
        self.editing(actor, Permission::EditLore).await?;
        if self.ports.lore.delete_entry(collection, id).await? {
            Ok(())
        } else {
            Err(LoreError::NotFound)
        }
    }

    /// Every category, oldest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn categories(&self, _actor: &GameActor) -> Result<Vec<Category>, LoreError> {
        Ok(self.ports.lore.categories().await?)
    }

    /// Every beast, oldest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn beasts(&self, _actor: &GameActor) -> Result<Vec<Beast>, LoreError> {
        Ok(self.ports.lore.beasts().await?)
    }

    /// # Errors
    /// Not an admin or game master, an empty title, too many categories.
    pub async fn add_category(
        &self,
        actor: &Actor,
        title: &str,
        html: Option<&str>,
    ) -> Result<Category, LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        let html = match html {
            Some(html) => Some(self.rich_text(actor, html).await),
            None => None,
        };
        let form = CategoryForm::parse(title, html)?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        if self.ports.lore.count_categories().await? >= MAX_CATEGORIES {
            return Err(LoreError::Full);
        }
        fits(self.ports.lore.beasts_text_chars(None).await?, &form.title, form.text())?;
        let id = self.ports.lore.add_category(&form, self.ports.common.now()).await?;
        self.ports.lore.category(id).await?.ok_or(LoreError::CategoryNotFound)
    }

    /// # Errors
    /// Not an admin or game master, no such category, an empty title.
    pub async fn update_category(
        &self,
        actor: &Actor,
        id: CategoryId,
        title: &str,
        html: Option<&str>,
    ) -> Result<Category, LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        let html = match html {
            Some(html) => Some(self.rich_text(actor, html).await),
            None => None,
        };
        let form = CategoryForm::parse(title, html)?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        let current = self.ports.lore.category(id).await?.ok_or(LoreError::CategoryNotFound)?;
        let own = text_chars(&current.title, current.description.as_deref().unwrap_or_default());
        let others = self.ports.lore.beasts_text_chars(None).await?.saturating_sub(own);
        fits(others, &form.title, form.text())?;
        if !self.ports.lore.update_category(id, &form).await? {
            return Err(LoreError::CategoryNotFound);
        }
        self.ports.lore.category(id).await?.ok_or(LoreError::CategoryNotFound)
    }

    /// Deletes a category and every beast in it.
    ///
    /// # Errors
    /// Not an admin or game master, no such category.
    pub async fn delete_category(&self, actor: &Actor, id: CategoryId) -> Result<(), LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        if self.ports.lore.delete_category(id).await? {
            Ok(())
        } else {
            Err(LoreError::CategoryNotFound)
        }
    }

    /// # Errors
    /// Not an admin or game master, the beast's validation, an unknown category, too many.
    pub async fn add_beast(
        &self,
        actor: &Actor,
        title: &str,
        html: &str,
        category: Option<i64>,
    ) -> Result<Beast, LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        let form = self.beast_form(actor, title, html, category).await?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        if self.ports.lore.count_beasts().await? >= MAX_BEASTS {
            return Err(LoreError::Full);
        }
        fits(self.ports.lore.beasts_text_chars(None).await?, &form.title, &form.description)?;
        let search = SearchDocument::of(&form.title, &form.description);
        let id = self.ports.lore.add_beast(&form, &search, self.ports.common.now()).await?;
        self.ports.lore.beast(id).await?.ok_or(LoreError::BeastNotFound)
    }

    /// # Errors
    /// Not an admin or game master, no such beast, the beast's validation.
    pub async fn update_beast(
        &self,
        actor: &Actor,
        id: BeastId,
        title: &str,
        html: &str,
        category: Option<i64>,
    ) -> Result<Beast, LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        let form = self.beast_form(actor, title, html, category).await?;
        let _turn = self.ports.guards.hold(Guarded::Lore).await?;
        fits(self.ports.lore.beasts_text_chars(Some(id)).await?, &form.title, &form.description)?;
        let search = SearchDocument::of(&form.title, &form.description);
        if !self.ports.lore.update_beast(id, &form, &search).await? {
            return Err(LoreError::BeastNotFound);
        }
        self.ports.lore.beast(id).await?.ok_or(LoreError::BeastNotFound)
    }

    async fn beast_form(
        &self,
        actor: &Actor,
        title: &str,
        html: &str,
        category: Option<i64>,
    ) -> Result<BeastForm, LoreError> {
        let form = BeastForm::parse(title, self.rich_text(actor, html).await, category)?;
        if self.ports.lore.category(form.category).await?.is_none() {
            return Err(LoreError::CategoryNotFound);
        }
        Ok(form)
    }

    /// # Errors
    /// Not an admin or game master, no such beast.
    pub async fn delete_beast(&self, actor: &Actor, id: BeastId) -> Result<(), LoreError> {
        self.editing(actor, Permission::EditBestiary).await?;
        if self.ports.lore.delete_beast(id).await? { Ok(()) } else { Err(LoreError::BeastNotFound) }
    }

    /// The best matches of `text` in the lore (or the bestiary alone), each with a snippet;
    /// nothing for fewer than two letters.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn search(
        &self,
        _actor: &GameActor,
        text: &str,
        scope: SearchScope,
        limit: Option<u32>,
    ) -> Result<Vec<SearchHit>, LoreError> {
        let Some(query) = SearchQuery::parse(text) else { return Ok(Vec::new()) };
        let limit = limit.unwrap_or(MAX_HITS).clamp(1, MAX_HITS);
        let hits = self.ports.lore.search(&query, scope, limit).await?;
        Ok(hits
            .into_iter()
            .map(|hit| SearchHit {
                snippet: query.snippet(&hit.plain),
                kind: hit.kind,
                id: hit.id,
                title: hit.title,
            })
            .collect())
    }

    /// Writes the seed's world on the first start of an empty database (never again, and never
    /// over a community that already exists). Returns whether it did.
    ///
    /// # Errors
    /// Storage failures, or a seed text the rules refuse.
    pub async fn seed_if_fresh(&self, seed: &LoreSeed) -> Result<bool, LoreError> {
        let now = self.ports.common.now();
        if !self.ports.lore.claim_seed(now).await? {
            return Ok(false);
        }
        for (collection, text) in &seed.entries {
            let form = EntryForm::parse(
                *collection,
                &text.title,
                self.ports.sanitizer.clean(&text.html),
                CoverChange::Keep,
            )?;
            let search = SearchDocument::of(&form.title, &form.body);
            self.ports.lore.add_entry(&form, &search, now).await?;
        }
        for category in &seed.bestiary {
            let description = Some(self.ports.sanitizer.clean(&category.description));
            let form = CategoryForm::parse(&category.title, description)?;
            let id = self.ports.lore.add_category(&form, now).await?;
            for beast in &category.beasts {
                let form = BeastForm::parse(
                    &beast.title,
                    self.ports.sanitizer.clean(&beast.html),
                    Some(id.0),
                )?;
                let search = SearchDocument::of(&form.title, &form.description);
                self.ports.lore.add_beast(&form, &search, now).await?;
            }
        }
        Ok(true)
    }
}

/// Whether an entry or a beast fits beside `others` characters of its page
/// ([`MAX_PAGE_TEXT_CHARS`]).
fn fits(others: u64, title: &str, body: &str) -> Result<(), LoreError> {
    if others + text_chars(title, body) > MAX_PAGE_TEXT_CHARS {
        Err(LoreError::TextFull)
    } else {
        Ok(())
    }
}
