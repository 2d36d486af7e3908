//! The entry collections and how they differ, as data: one row each in [`Collection::spec`].

/// Where an entry's text travels on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyField {
    /// `description` (every lore collection).
    Description,
    /// `content` (Miasto and Informacje).
    Content,
}

/// How a collection's writes arrive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteFormat {
    /// Multipart: title, description and an optional cover image.
    Multipart,
    /// JSON: title and description or content; images only inside the HTML.
    Json,
}

/// What sets a collection apart (spec 3 §2.1, §3, §5, §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollectionSpec {
    /// The path under `/api` and the `kind` of its search hits.
    pub path: &'static str,
    /// The page heading.
    pub heading: &'static str,
    pub body: BodyField,
    pub writes: WriteFormat,
    /// Whether entries may carry a cover image.
    pub cover_image: bool,
    /// The refusal of an empty title or text.
    pub required_message: &'static str,
}

const LORE_REQUIRED: &str = "Tytuł i opis nie mogą być puste!";
const LAW_REQUIRED: &str = "Tytuł i opis są wymagane!";
const INFO_REQUIRED: &str = "Tytuł i treść są wymagane";

const fn lore(path: &'static str, heading: &'static str) -> CollectionSpec {
    CollectionSpec {
        path,
        heading,
        body: BodyField::Description,
        writes: WriteFormat::Multipart,
        cover_image: true,
        required_message: LORE_REQUIRED,
    }
}

const fn json(
    path: &'static str,
    heading: &'static str,
    body: BodyField,
    required: &'static str,
) -> CollectionSpec {
    CollectionSpec {
        path,
        heading,
        body,
        writes: WriteFormat::Json,
        cover_image: false,
        required_message: required,
    }
}

/// An entry collection of the wiki (the bestiary has its own shape).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Collection {
    Werewolves,
    Vampires,
    Mages,
    Guards,
    Inmates,
    Spells,
    Rules,
    Law,
    Mechanics,
    Cults,
    Technology,
    Drugs,
    Npc,
    Infos,
    Infos2,
}

impl Collection {
    pub const ALL: [Collection; 15] = [
        Collection::Werewolves,
        Collection::Vampires,
        Collection::Mages,
        Collection::Guards,
        Collection::Inmates,
        Collection::Spells,
        Collection::Rules,
        Collection::Law,
        Collection::Mechanics,
        Collection::Cults,
        Collection::Technology,
        Collection::Drugs,
        Collection::Npc,
        Collection::Infos,
        Collection::Infos2,
    ];

    /// The table of differences.
    pub const fn spec(self) -> CollectionSpec {
        use BodyField::{Content, Description};
        match self {
            Collection::Werewolves => lore("werewolves", "Wilkołaki"),
            Collection::Vampires => lore("vampires", "Wampiry"),
            Collection::Mages => lore("mag", "Magowie"),
            Collection::Guards => lore("guards", "Ludzie"),
            Collection::Inmates => lore("inmates", "Osadzeni"),
            Collection::Spells => lore("spells", "Zaklęcia"),
            Collection::Rules => lore("rules", "Regulamin"),
            Collection::Law => json("law", "Prawo", Description, LAW_REQUIRED),
            Collection::Mechanics => lore("mechanics", "Mechanika Gry"),
            Collection::Cults => lore("cults", "Kulty"),
            Collection::Technology => lore("technology", "Technologie"),
            Collection::Drugs => json("drugs", "Używki", Description, LORE_REQUIRED),
            Collection::Npc => json("npc", "NPC", Description, LORE_REQUIRED),
            Collection::Infos => json("infos", "Miasto", Content, INFO_REQUIRED),
            Collection::Infos2 => json("infos2", "Informacje", Content, INFO_REQUIRED),
        }
    }

    pub fn path(self) -> &'static str {
        self.spec().path
    }

    /// The collection at `path` (`werewolves`, `mag`, `infos2`, …).
    pub fn from_path(path: &str) -> Option<Collection> {
        Collection::ALL.into_iter().find(|c| c.path() == path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_collection_has_its_own_path_and_comes_back_from_it() {
        let mut paths: Vec<&str> = Collection::ALL.iter().map(|c| c.path()).collect();
        for c in Collection::ALL {
            assert_eq!(Collection::from_path(c.path()), Some(c));
        }
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), Collection::ALL.len());
        assert_eq!(Collection::from_path("bestiary"), None);
    }

    #[test]
    fn the_spec_s_differences_are_in_the_table() {
        assert_eq!(Collection::Law.spec().required_message, "Tytuł i opis są wymagane!");
        assert_eq!(Collection::Infos2.spec().body, BodyField::Content);
        assert_eq!(Collection::Drugs.spec().writes, WriteFormat::Json);
        assert!(!Collection::Npc.spec().cover_image);
        assert!(Collection::Mechanics.spec().cover_image);
        assert_eq!(Collection::Mages.path(), "mag");
    }
}
