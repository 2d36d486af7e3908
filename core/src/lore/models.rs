use chrono::{DateTime, Utc};

use super::{Collection, LoreError};
use crate::shared::{html_length, shows_something, visible_text};

/// Longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// Longest entry or beast text, in characters of sanitized HTML.
pub const MAX_TEXT_CHARS: usize = 200_000;
/// Most entries one collection holds (a wiki page, not a dump).
pub const MAX_ENTRIES: u64 = 500;
/// Most bestiary categories and beasts.
pub const MAX_CATEGORIES: u64 = 100;
pub const MAX_BEASTS: u64 = 2_000;
/// Most text one page holds in all — a collection's entries, or the bestiary's beasts (titles
/// and sanitized HTML, in characters) — so that one answer stays a few megabytes however its
/// entries are written.
pub const MAX_PAGE_TEXT_CHARS: u64 = 2_000_000;

/// The characters a page's text budget counts of an entry or a beast.
pub fn text_chars(title: &str, body: &str) -> u64 {
    (title.chars().count() + body.chars().count()) as u64
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CategoryId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BeastId(pub i64);

/// An entry of a collection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub id: EntryId,
    pub collection: Collection,
    pub title: String,
    /// Sanitized HTML.
    pub body: String,
    /// The cover image's stored path (`/uploads/…`), collections with covers only.
    pub image: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: Option<DateTime<Utc>>,
}

/// A checked title: trimmed, not empty, not too long.
/// A title as people see it ([`visible_text`]: normalized, nothing invisible or reordering).
fn title(raw: &str, empty: &'static str) -> Result<String, LoreError> {
    if raw.trim().is_empty() {
        return Err(LoreError::Required(empty));
    }
    let title = visible_text(raw).map_err(|_| LoreError::TitleCharacters)?;
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(LoreError::TooLong);
    }
    Ok(title)
}

/// Checked sanitized HTML: shows something, not too long.
fn text(clean_html: String, empty: &'static str) -> Result<String, LoreError> {
    if !shows_something(&clean_html) {
        return Err(LoreError::Required(empty));
    }
    if html_length(&clean_html) > MAX_TEXT_CHARS {
        return Err(LoreError::TooLong);
    }
    Ok(clean_html)
}

/// A new or changed entry, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryForm {
    pub collection: Collection,
    pub title: String,
    pub body: String,
    pub image: CoverChange,
}

/// What saving an entry does to its cover (a new entry has none unless it is set).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum CoverChange {
    /// The cover stays as it is.
    #[default]
    Keep,
    /// The stored image at this path becomes the cover.
    Set(String),
    /// The entry has no cover any more.
    Remove,
}

impl EntryForm {
    /// # Errors
    /// An empty title or text (the collection's own message), too long, or a cover where the
    /// collection has none.
    pub fn parse(
        collection: Collection,
        title_raw: &str,
        clean_html: String,
        image: CoverChange,
    ) -> Result<EntryForm, LoreError> {
        let required = collection.spec().required_message;
        let title = title(title_raw, required)?;
        let body = text(clean_html, required)?;
        if matches!(image, CoverChange::Set(_)) && !collection.spec().cover_image {
            return Err(LoreError::NoCoverHere);
        }
        Ok(EntryForm { collection, title, body, image })
    }
}

/// A bestiary category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    pub id: CategoryId,
    pub title: String,
    /// Sanitized HTML, optional.
    pub description: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A beast of the bestiary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Beast {
    pub id: BeastId,
    pub title: String,
    /// Sanitized HTML.
    pub description: String,
    pub category: Option<CategoryId>,
    pub category_title: Option<String>,
    pub created_at: DateTime<Utc>,
}

const TITLE_REQUIRED: &str = "Tytuł nie może być pusty!";
const BEAST_TEXT_REQUIRED: &str = "Opis bestii nie może być pusty!";

/// A new or changed category, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryForm {
    pub title: String,
    pub description: Option<String>,
}

impl CategoryForm {
    /// # Errors
    /// An empty title, or too long.
    pub fn parse(title_raw: &str, clean_html: Option<String>) -> Result<CategoryForm, LoreError> {
        let title = title(title_raw, TITLE_REQUIRED)?;
        let description = clean_html.filter(|html| shows_something(html));
        if description.as_ref().is_some_and(|d| html_length(d) > MAX_TEXT_CHARS) {
            return Err(LoreError::TooLong);
        }
        Ok(CategoryForm { title, description })
    }

    /// The description's text, none when it has none.
    #[must_use]
    pub fn text(&self) -> &str {
        self.description.as_deref().unwrap_or_default()
    }
}

/// A new or changed beast, checked (its category's existence is the store's to tell).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BeastForm {
    pub title: String,
    pub description: String,
    pub category: CategoryId,
}

impl BeastForm {
    /// # Errors
    /// An empty title or description, no category, or too long.
    pub fn parse(
        title_raw: &str,
        clean_html: String,
        category: Option<i64>,
    ) -> Result<BeastForm, LoreError> {
        let title = title(title_raw, TITLE_REQUIRED)?;
        let description = text(clean_html, BEAST_TEXT_REQUIRED)?;
        let category = category.map(CategoryId).ok_or(LoreError::CategoryRequired)?;
        Ok(BeastForm { title, description, category })
    }
}
