//! The lore (spec 3 §7 "Content collections"): fifteen entry collections at their own literal
//! paths — one API each, made by [`entry_collection!`] from the collection's row of
//! `Collection::spec` — the bestiary, and one search over everything.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::lore::{
    Beast, BeastId, Category, CategoryId, Collection, Cover, Entry, EntryId, LoreService,
    SearchHit, SearchScope,
};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::common::Saved;
use crate::api::errors::ApiError;

/// An entry of a lore collection.
#[derive(Debug, Object)]
#[oai(rename = "LoreEntry")]
pub struct LoreEntryBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub description: String,
    /// The cover image's path relative to `/api/` (`uploads/….png`; the spec: "image (relative
    /// path, shown under the /api/ prefix)", shown from `/api/{image}`) (collections with covers).
    #[oai(nullable)]
    pub image: Option<String>,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
}

impl From<Entry> for LoreEntryBody {
    fn from(e: Entry) -> Self {
        LoreEntryBody {
            id: e.id.0,
            title: e.title,
            description: e.body,
            image: e.image.map(|path| path.trim_start_matches('/').to_owned()),
            created_at: e.created_at,
            updated_at: e.updated_at,
        }
    }
}

/// An entry of Miasto or Informacje.
#[derive(Debug, Object)]
#[oai(rename = "InfoEntry")]
pub struct InfoEntryBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
}

impl From<Entry> for InfoEntryBody {
    fn from(e: Entry) -> Self {
        InfoEntryBody {
            id: e.id.0,
            title: e.title,
            content: e.body,
            created_at: e.created_at,
            updated_at: e.updated_at,
        }
    }
}

/// An entry with an optional cover image, as the form sends it.
#[derive(Debug, Multipart)]
pub struct LoreEntryUpload {
    pub title: Option<String>,
    /// Rich HTML.
    pub description: Option<String>,
    /// A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
    pub image: Option<Upload>,
    /// `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
    #[oai(rename = "removeImage")]
    pub remove_image: Option<bool>,
}

/// An entry without a cover (law, drugs, NPC).
#[derive(Debug, Object)]
#[oai(rename = "LoreEntryForm")]
pub struct LoreEntryForm {
    #[oai(default)]
    pub title: String,
    /// Rich HTML.
    #[oai(default)]
    pub description: String,
}

/// An entry of Miasto or Informacje.
#[derive(Debug, Object)]
#[oai(rename = "InfoEntryForm")]
pub struct InfoEntryForm {
    #[oai(default)]
    pub title: String,
    /// Rich HTML.
    #[oai(default)]
    pub content: String,
}

/// What an entry's add or edit sends, whatever its shape: title, HTML and what to do with the
/// cover.
trait EntryPayload {
    async fn parts(self) -> Result<(String, String, Cover), ApiError>;
}

impl EntryPayload for LoreEntryUpload {
    async fn parts(self) -> Result<(String, String, Cover), ApiError> {
        let cover = match self.image {
            Some(file) => Cover::New(
                file.into_vec()
                    .await
                    .map_err(|_| ApiError::from(mrok_core::uploads::UploadError::TooLarge))?,
            ),
            None if self.remove_image == Some(true) => Cover::Remove,
            None => Cover::Keep,
        };
        Ok((self.title.unwrap_or_default(), self.description.unwrap_or_default(), cover))
    }
}

impl EntryPayload for Json<LoreEntryForm> {
    async fn parts(self) -> Result<(String, String, Cover), ApiError> {
        Ok((self.0.title, self.0.description, Cover::Keep))
    }
}

impl EntryPayload for Json<InfoEntryForm> {
    async fn parts(self) -> Result<(String, String, Cover), ApiError> {
        Ok((self.0.title, self.0.content, Cover::Keep))
    }
}

#[derive(ApiResponse)]
pub enum LoreListResponse {
    /// The entries, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<LoreEntryBody>>),
}

#[derive(ApiResponse)]
pub enum InfoListResponse {
    /// The entries, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<InfoEntryBody>>),
}

const DELETED: &str = "Wpis został usunięty.";

/// One collection's API at its literal paths: list, add, edit, delete. `$payload` is what a write
/// sends (a multipart [`LoreEntryUpload`] with a cover, or a JSON form), `$list` and `$entry`
/// the answers' shapes.
macro_rules! entry_collection {
    ($api:ident, $collection:expr, $payload:ty, $list:ident, $entry:ty, $path:literal,
     $item:literal, [$list_id:literal, $add_id:literal, $update_id:literal, $delete_id:literal]) => {
        pub struct $api {
            pub lore: Arc<LoreService>,
        }

        #[OpenApi(tag = "ApiTags::Lore")]
        impl $api {
            /// The entries, oldest first.
            #[oai(path = $path, method = "get", operation_id = $list_id)]
            #[tracing::instrument(name = $list_id, level = "debug", skip_all)]
            async fn list(&self, auth: PlayerAuth) -> Result<$list, ApiError> {
                let entries = self.lore.entries(&auth.0, $collection).await?;
                Ok($list::Ok(Json(entries.into_iter().map(Into::into).collect())))
            }

            /// Adds an entry (admins).
            #[oai(path = $path, method = "post", operation_id = $add_id)]
            #[tracing::instrument(name = $add_id, level = "debug", skip_all)]
            async fn add(&self, auth: PlayerAuth, payload: $payload) -> Result<$entry, ApiError> {
                let (title, html, cover) = payload.parts().await?;
                let entry = self.lore.add_entry(&auth.0, $collection, &title, &html, cover).await?;
                Ok(Saved::Created(Json(entry.into())))
            }

            /// Edits an entry; without a new cover the old one stays (admins).
            #[oai(path = $item, method = "put", operation_id = $update_id)]
            #[tracing::instrument(name = $update_id, level = "debug", skip_all, fields(id = id.0))]
            async fn update(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
                payload: $payload,
            ) -> Result<$entry, ApiError> {
                let (title, html, cover) = payload.parts().await?;
                let id = EntryId(id.0);
                let entry =
                    self.lore.update_entry(&auth.0, $collection, id, &title, &html, cover).await?;
                Ok(Saved::Ok(Json(entry.into())))
            }

            /// Deletes an entry (admins).
            #[oai(path = $item, method = "delete", operation_id = $delete_id)]
            #[tracing::instrument(name = $delete_id, level = "debug", skip_all, fields(id = id.0))]
            async fn delete(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
            ) -> Result<MessageResponse, ApiError> {
                self.lore.delete_entry(&auth.0, $collection, EntryId(id.0)).await?;
                Ok(MessageResponse::ok(DELETED))
            }
        }
    };
}

entry_collection!(
    WerewolvesApi,
    Collection::Werewolves,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/werewolves",
    "/werewolves/:id",
    ["listWerewolves", "addWerewolf", "updateWerewolf", "deleteWerewolf"]
);
entry_collection!(
    VampiresApi,
    Collection::Vampires,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/vampires",
    "/vampires/:id",
    ["listVampires", "addVampire", "updateVampire", "deleteVampire"]
);
entry_collection!(
    MagesApi,
    Collection::Mages,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/mag",
    "/mag/:id",
    ["listMages", "addMage", "updateMage", "deleteMage"]
);
entry_collection!(
    GuardsApi,
    Collection::Guards,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/guards",
    "/guards/:id",
    ["listGuards", "addGuard", "updateGuard", "deleteGuard"]
);
entry_collection!(
    InmatesApi,
    Collection::Inmates,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/inmates",
    "/inmates/:id",
    ["listInmates", "addInmate", "updateInmate", "deleteInmate"]
);
entry_collection!(
    SpellsApi,
    Collection::Spells,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/spells",
    "/spells/:id",
    ["listSpells", "addSpell", "updateSpell", "deleteSpell"]
);
entry_collection!(
    MechanicsApi,
    Collection::Mechanics,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/mechanics",
    "/mechanics/:id",
    ["listMechanics", "addMechanic", "updateMechanic", "deleteMechanic"]
);
entry_collection!(
    CultsApi,
    Collection::Cults,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/cults",
    "/cults/:id",
    ["listCults", "addCult", "updateCult", "deleteCult"]
);
entry_collection!(
    TechnologyApi,
    Collection::Technology,
    LoreEntryUpload,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/technology",
    "/technology/:id",
    ["listTechnology", "addTechnology", "updateTechnology", "deleteTechnology"]
);
entry_collection!(
    LawApi,
    Collection::Law,
    Json<LoreEntryForm>,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/law",
    "/law/:id",
    ["listLaw", "addLaw", "updateLaw", "deleteLaw"]
);
entry_collection!(
    DrugsApi,
    Collection::Drugs,
    Json<LoreEntryForm>,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/drugs",
    "/drugs/:id",
    ["listDrugs", "addDrug", "updateDrug", "deleteDrug"]
);
entry_collection!(
    NpcApi,
    Collection::Npc,
    Json<LoreEntryForm>,
    LoreListResponse,
    Saved<LoreEntryBody>,
    "/npc",
    "/npc/:id",
    ["listNpc", "addNpc", "updateNpc", "deleteNpc"]
);
entry_collection!(
    InfosApi,
    Collection::Infos,
    Json<InfoEntryForm>,
    InfoListResponse,
    Saved<InfoEntryBody>,
    "/infos",
    "/infos/:id",
    ["listInfos", "addInfo", "updateInfo", "deleteInfo"]
);
entry_collection!(
    Infos2Api,
    Collection::Infos2,
    Json<InfoEntryForm>,
    InfoListResponse,
    Saved<InfoEntryBody>,
    "/infos2",
    "/infos2/:id",
    ["listInfos2", "addInfo2", "updateInfo2", "deleteInfo2"]
);

/// The rules: readable by anyone (the public `/regulamin`), written by admins.
pub struct RulesApi {
    pub lore: Arc<LoreService>,
}

#[OpenApi(tag = "ApiTags::Lore")]
impl RulesApi {
    /// The rules in their order (no login needed: the public `/regulamin` shows them).
    #[oai(path = "/rules", method = "get", operation_id = "listRules")]
    #[tracing::instrument(name = "listRules", level = "debug", skip_all)]
    async fn list(&self) -> Result<LoreListResponse, ApiError> {
        let entries = self.lore.public_rules().await?;
        Ok(LoreListResponse::Ok(Json(entries.into_iter().map(Into::into).collect())))
    }

    /// Adds a rule with an optional image (admins); the answer is the entry to append.
    #[oai(path = "/rules", method = "post", operation_id = "addRule")]
    #[tracing::instrument(name = "addRule", level = "debug", skip_all)]
    async fn add(
        &self,
        auth: PlayerAuth,
        form: LoreEntryUpload,
    ) -> Result<Saved<LoreEntryBody>, ApiError> {
        let (title, html, cover) = form.parts().await?;
        let entry = self.lore.add_entry(&auth.0, Collection::Rules, &title, &html, cover).await?;
        Ok(Saved::Created(Json(entry.into())))
    }

    /// Edits a rule (admins).
    #[oai(path = "/rules/:id", method = "put", operation_id = "updateRule")]
    #[tracing::instrument(name = "updateRule", level = "debug", skip_all, fields(id = id.0))]
    async fn update(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        form: LoreEntryUpload,
    ) -> Result<Saved<LoreEntryBody>, ApiError> {
        let (title, html, cover) = form.parts().await?;
        let id = EntryId(id.0);
        let entry =
            self.lore.update_entry(&auth.0, Collection::Rules, id, &title, &html, cover).await?;
        Ok(Saved::Ok(Json(entry.into())))
    }

    /// Deletes a rule (admins).
    #[oai(path = "/rules/:id", method = "delete", operation_id = "deleteRule")]
    #[tracing::instrument(name = "deleteRule", level = "debug", skip_all, fields(id = id.0))]
    async fn delete(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.lore.delete_entry(&auth.0, Collection::Rules, EntryId(id.0)).await?;
        Ok(MessageResponse::ok(DELETED))
    }
}

/// A bestiary category.
#[derive(Debug, Object)]
#[oai(rename = "BestiaryCategory")]
pub struct CategoryBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    #[oai(nullable)]
    pub description: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<Category> for CategoryBody {
    fn from(c: Category) -> Self {
        CategoryBody {
            id: c.id.0,
            title: c.title,
            description: c.description,
            created_at: c.created_at,
        }
    }
}

/// A beast.
#[derive(Debug, Object)]
#[oai(rename = "Beast")]
pub struct BeastBody {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub description: String,
    #[oai(nullable)]
    pub category_id: Option<i64>,
    #[oai(nullable)]
    pub category_title: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<Beast> for BeastBody {
    fn from(b: Beast) -> Self {
        BeastBody {
            id: b.id.0,
            title: b.title,
            description: b.description,
            category_id: b.category.map(|c| c.0),
            category_title: b.category_title,
            created_at: b.created_at,
        }
    }
}

/// A category or a beast as the form sends it.
#[derive(Debug, Object)]
#[oai(rename = "BestiaryForm")]
pub struct BestiaryFormBody {
    #[oai(default)]
    pub title: String,
    /// Rich HTML (optional for a category).
    #[oai(nullable)]
    pub description: Option<String>,
    /// The beast's category.
    #[oai(nullable)]
    pub category_id: Option<i64>,
}

#[derive(ApiResponse)]
pub enum CategoriesResponse {
    /// Every category, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<CategoryBody>>),
}

#[derive(ApiResponse)]
pub enum BeastsResponse {
    /// Every beast with its category's title, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<BeastBody>>),
}

/// The bestiary: everyone playing reads; admins and game masters write.
pub struct BestiaryApi {
    pub lore: Arc<LoreService>,
}

#[OpenApi(tag = "ApiTags::Lore")]
impl BestiaryApi {
    /// Every category, oldest first.
    #[oai(path = "/bestiary/categories", method = "get", operation_id = "listBestiaryCategories")]
    #[tracing::instrument(name = "listBestiaryCategories", level = "debug", skip_all)]
    async fn categories(&self, auth: PlayerAuth) -> Result<CategoriesResponse, ApiError> {
        let categories = self.lore.categories(&auth.0).await?;
        Ok(CategoriesResponse::Ok(Json(categories.into_iter().map(Into::into).collect())))
    }

    /// Adds a category (admins and game masters).
    #[oai(path = "/bestiary/categories", method = "post", operation_id = "addBestiaryCategory")]
    #[tracing::instrument(name = "addBestiaryCategory", level = "debug", skip_all)]
    async fn add_category(
        &self,
        auth: PlayerAuth,
        body: Json<BestiaryFormBody>,
    ) -> Result<Saved<CategoryBody>, ApiError> {
        let b = body.0;
        let category = self.lore.add_category(&auth.0, &b.title, b.description.as_deref()).await?;
        Ok(Saved::Created(Json(category.into())))
    }

    /// Edits a category (admins and game masters).
    #[oai(
        path = "/bestiary/categories/:id",
        method = "put",
        operation_id = "updateBestiaryCategory"
    )]
    #[tracing::instrument(name = "updateBestiaryCategory", level = "debug", skip_all, fields(id = id.0))]
    async fn update_category(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<BestiaryFormBody>,
    ) -> Result<Saved<CategoryBody>, ApiError> {
        let b = body.0;
        let id = CategoryId(id.0);
        let category =
            self.lore.update_category(&auth.0, id, &b.title, b.description.as_deref()).await?;
        Ok(Saved::Ok(Json(category.into())))
    }

    /// Deletes a category and every beast in it (admins and game masters).
    #[oai(
        path = "/bestiary/categories/:id",
        method = "delete",
        operation_id = "deleteBestiaryCategory"
    )]
    #[tracing::instrument(name = "deleteBestiaryCategory", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_category(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.lore.delete_category(&auth.0, CategoryId(id.0)).await?;
        Ok(MessageResponse::ok("Kategoria została usunięta razem z jej bestiami."))
    }

    /// Every beast with its category's title, oldest first.
    #[oai(path = "/bestiary", method = "get", operation_id = "listBeasts")]
    #[tracing::instrument(name = "listBeasts", level = "debug", skip_all)]
    async fn beasts(&self, auth: PlayerAuth) -> Result<BeastsResponse, ApiError> {
        let beasts = self.lore.beasts(&auth.0).await?;
        Ok(BeastsResponse::Ok(Json(beasts.into_iter().map(Into::into).collect())))
    }

    /// Adds a beast (admins and game masters).
    #[oai(path = "/bestiary", method = "post", operation_id = "addBeast")]
    #[tracing::instrument(name = "addBeast", level = "debug", skip_all)]
    async fn add_beast(
        &self,
        auth: PlayerAuth,
        body: Json<BestiaryFormBody>,
    ) -> Result<Saved<BeastBody>, ApiError> {
        let b = body.0;
        let html = b.description.unwrap_or_default();
        let beast = self.lore.add_beast(&auth.0, &b.title, &html, b.category_id).await?;
        Ok(Saved::Created(Json(beast.into())))
    }

    /// Edits a beast (admins and game masters).
    #[oai(path = "/bestiary/:id", method = "put", operation_id = "updateBeast")]
    #[tracing::instrument(name = "updateBeast", level = "debug", skip_all, fields(id = id.0))]
    async fn update_beast(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<BestiaryFormBody>,
    ) -> Result<Saved<BeastBody>, ApiError> {
        let b = body.0;
        let html = b.description.unwrap_or_default();
        let beast =
            self.lore.update_beast(&auth.0, BeastId(id.0), &b.title, &html, b.category_id).await?;
        Ok(Saved::Ok(Json(beast.into())))
    }

    /// Deletes a beast (admins and game masters).
    #[oai(path = "/bestiary/:id", method = "delete", operation_id = "deleteBeast")]
    #[tracing::instrument(name = "deleteBeast", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_beast(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.lore.delete_beast(&auth.0, BeastId(id.0)).await?;
        Ok(MessageResponse::ok("Bestia została usunięta."))
    }
}

/// Where a search looks.
#[derive(Debug, Clone, Copy, poem_openapi::Enum)]
#[oai(rename_all = "lowercase")]
pub enum SearchScopeParam {
    /// Every lore collection and the bestiary.
    All,
    /// The bestiary alone.
    Bestiary,
}

/// A search hit.
#[derive(Debug, Object)]
#[oai(rename = "LoreHit")]
pub struct HitBody {
    /// The collection's path (`werewolves`, `infos2`, …) or `bestiary`.
    pub kind: String,
    pub id: i64,
    pub title: String,
    /// Up to 100 characters of the text around the first match ('…' where cut).
    pub snippet: String,
}

impl From<SearchHit> for HitBody {
    fn from(hit: SearchHit) -> Self {
        HitBody {
            kind: hit.kind.key().to_owned(),
            id: hit.id,
            title: hit.title,
            snippet: hit.snippet,
        }
    }
}

#[derive(ApiResponse)]
pub enum SearchResponse {
    /// The best matches first; none for fewer than two letters.
    #[oai(status = 200)]
    Ok(Json<Vec<HitBody>>),
}

/// One search over the whole lore.
pub struct LoreSearchApi {
    pub lore: Arc<LoreService>,
}

#[OpenApi(tag = "ApiTags::Lore")]
impl LoreSearchApi {
    /// Full-text search of titles and texts, case and Polish diacritics aside ("wilkolak"
    /// finds "Wilkołak"), each word matched as a word's beginning: at most `limit` hits (20).
    #[oai(path = "/lore/search", method = "get", operation_id = "searchLore")]
    #[tracing::instrument(name = "searchLore", level = "debug", skip_all)]
    async fn search(
        &self,
        auth: PlayerAuth,
        q: Query<Option<String>>,
        scope: Query<Option<SearchScopeParam>>,
        limit: Query<Option<u32>>,
    ) -> Result<SearchResponse, ApiError> {
        let scope = match scope.0 {
            Some(SearchScopeParam::Bestiary) => SearchScope::Bestiary,
            _ => SearchScope::Everything,
        };
        let text = q.0.unwrap_or_default();
        let hits = self.lore.search(&auth.0, &text, scope, limit.0).await?;
        Ok(SearchResponse::Ok(Json(hits.into_iter().map(Into::into).collect())))
    }
}

/// Every lore API (one entry of the API tuple; a tuple holds 16).
pub type LoreApis = (
    (
        WerewolvesApi,
        VampiresApi,
        MagesApi,
        GuardsApi,
        InmatesApi,
        SpellsApi,
        MechanicsApi,
        CultsApi,
        TechnologyApi,
        LawApi,
        DrugsApi,
        NpcApi,
        InfosApi,
        Infos2Api,
    ),
    RulesApi,
    BestiaryApi,
    LoreSearchApi,
);

/// The lore APIs over one service.
pub fn apis(lore: &Arc<LoreService>) -> LoreApis {
    let l = || lore.clone();
    (
        (
            WerewolvesApi { lore: l() },
            VampiresApi { lore: l() },
            MagesApi { lore: l() },
            GuardsApi { lore: l() },
            InmatesApi { lore: l() },
            SpellsApi { lore: l() },
            MechanicsApi { lore: l() },
            CultsApi { lore: l() },
            TechnologyApi { lore: l() },
            LawApi { lore: l() },
            DrugsApi { lore: l() },
            NpcApi { lore: l() },
            InfosApi { lore: l() },
            Infos2Api { lore: l() },
        ),
        RulesApi { lore: l() },
        BestiaryApi { lore: l() },
        LoreSearchApi { lore: l() },
    )
}

#[cfg(test)]
mod tests {
    use mrok_core::lore::HitKind;

    use super::*;

    #[test]
    fn every_hit_kind_is_a_path_a_client_can_open() {
        for collection in Collection::ALL {
            assert_eq!(
                HitKind::from_key(HitKind::Entry(collection).key()),
                Some(HitKind::Entry(collection))
            );
        }
        assert_eq!(HitKind::Beast.key(), "bestiary");
    }
}
