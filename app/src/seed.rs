//! The world a fresh install shows: `app/seed/lore.json`, written once on the first start of an
//! empty database (spec 3 §2.1–§2.6; the rules name the contact address of `MROK_ADMIN_EMAIL`),
//! and the feed's welcome item, `app/seed/news.json` (issue 49).

use std::collections::BTreeMap;

use mrok_core::lore::{Collection, LoreSeed, SeedCategory, SeedText};
use serde::Deserialize;

const LORE: &str = include_str!("../seed/lore.json");
const NEWS: &str = include_str!("../seed/news.json");

#[derive(Deserialize)]
struct Text {
    title: String,
    html: String,
}

#[derive(Deserialize)]
struct CategoryFile {
    title: String,
    description: String,
    beasts: Vec<Text>,
}

#[derive(Deserialize)]
struct LoreFile {
    collections: BTreeMap<String, Vec<Text>>,
    bestiary: Vec<CategoryFile>,
}

fn text(t: Text, admin_email: &str) -> SeedText {
    SeedText { title: t.title, html: t.html.replace("{email}", admin_email) }
}

/// The seed, in the order of the collections, with `{email}` made the contact address.
///
/// # Errors
/// The seed file is malformed or names an unknown collection (a build mistake, caught by tests).
pub fn lore_seed(admin_email: &str) -> Result<LoreSeed, String> {
    let file: LoreFile =
        serde_json::from_str(LORE).map_err(|e| format!("app/seed/lore.json: {e}"))?;
    let mut entries = Vec::new();
    for (path, texts) in file.collections {
        let collection =
            Collection::from_path(&path).ok_or_else(|| format!("unknown collection {path}"))?;
        entries.extend(texts.into_iter().map(|t| (collection, text(t, admin_email))));
    }
    entries.sort_by_key(|(collection, _)| *collection);
    let bestiary = file
        .bestiary
        .into_iter()
        .map(|c| SeedCategory {
            title: c.title,
            description: c.description,
            beasts: c.beasts.into_iter().map(|b| text(b, admin_email)).collect(),
        })
        .collect();
    Ok(LoreSeed { entries, bestiary })
}

/// The welcome news item of a fresh install: its title and HTML.
#[derive(Deserialize)]
pub struct WelcomeNews {
    pub title: String,
    pub html: String,
}

/// # Errors
/// The seed file is malformed (a build mistake, caught by tests).
pub fn welcome_news() -> Result<WelcomeNews, String> {
    serde_json::from_str(NEWS).map_err(|e| format!("app/seed/news.json: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_welcome_points_to_the_rules_the_tavern_and_the_character_card() {
        let welcome = welcome_news().unwrap();
        assert_eq!(welcome.title, "Witaj w Mroku, wędrowcze");
        for path in ["/home/rules", "/home/tavern", "/home/statscard"] {
            assert!(welcome.html.contains(&format!("href=\"{path}\"")), "{path}");
        }
    }

    #[test]
    fn the_seed_fills_every_collection_and_names_the_contact_address() {
        let seed = lore_seed("straz@mrok.test").unwrap();
        for collection in Collection::ALL {
            assert!(seed.entries.iter().any(|(c, _)| *c == collection), "{collection:?} is empty");
        }
        let rules: String = seed
            .entries
            .iter()
            .filter(|(c, _)| *c == Collection::Rules)
            .map(|(_, t)| t.html.as_str())
            .collect();
        assert!(rules.contains("straz@mrok.test") && !rules.contains("{email}"));
        assert!(seed.bestiary.iter().flat_map(|c| &c.beasts).any(|b| b.title.contains("Wilkołak")));
    }
}
