//! The world a fresh install shows (seeded once, on the first start of an empty database).

use super::Collection;

/// An entry or a beast of the seed: a title and its HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedText {
    pub title: String,
    pub html: String,
}

/// A bestiary category of the seed with its beasts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedCategory {
    pub title: String,
    pub description: String,
    pub beasts: Vec<SeedText>,
}

/// The whole seed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoreSeed {
    pub entries: Vec<(Collection, SeedText)>,
    pub bestiary: Vec<SeedCategory>,
}
