//! The lore on both databases: entries by collection, the bestiary, the search index kept in
//! step with every write, and the one-time seed decision.

use mrok_adapters::sql::{MailWakeup, SqlAccounts, SqlLore};
use mrok_core::lore::{
    BeastForm, CategoryForm, CategoryId, Collection, CoverChange, EntryForm, HitKind,
    LoreRepository, SearchDocument, SearchQuery, SearchScope,
};

use crate::support::{account, databases, later, now};

fn entry(collection: Collection, title: &str, html: &str) -> (EntryForm, SearchDocument) {
    let form = EntryForm::parse(collection, title, html.to_owned(), CoverChange::Keep).unwrap();
    let doc = SearchDocument::of(&form.title, &form.body);
    (form, doc)
}

fn beast(title: &str, html: &str, category: CategoryId) -> (BeastForm, SearchDocument) {
    let form = BeastForm::parse(title, html.to_owned(), Some(category.0)).unwrap();
    let doc = SearchDocument::of(&form.title, &form.description);
    (form, doc)
}

async fn search(lore: &SqlLore, text: &str, scope: SearchScope) -> Vec<String> {
    let query = SearchQuery::parse(text).unwrap();
    lore.search(&query, scope, 20).await.unwrap().into_iter().map(|hit| hit.title).collect()
}

#[tokio::test]
async fn entries_stay_in_their_collection_oldest_first_and_keep_their_cover() {
    for test in databases().await {
        let lore = SqlLore::new(test.db.clone());
        let (first, doc) = entry(Collection::Werewolves, "Klan Szarej Grzywy", "<p>Pierwszy</p>");
        let with_cover =
            EntryForm { image: CoverChange::Set("/uploads/okladka.png".into()), ..first };
        let a = lore.add_entry(&with_cover, &doc, now()).await.unwrap();
        let (second, doc2) = entry(Collection::Werewolves, "Klątwa", "<p>Drugi</p>");
        let b = lore.add_entry(&second, &doc2, later(1)).await.unwrap();
        let (other, doc3) = entry(Collection::Vampires, "Ród Nocy", "<p>Inny</p>");
        lore.add_entry(&other, &doc3, now()).await.unwrap();

        let titles: Vec<String> = lore
            .entries(Collection::Werewolves)
            .await
            .unwrap()
            .into_iter()
            .map(|e| e.title)
            .collect();
        assert_eq!(titles, ["Klan Szarej Grzywy", "Klątwa"], "{}", test.db.backend_name());
        assert_eq!(lore.count_entries(Collection::Vampires).await.unwrap(), 1);
        // The page's text budget counts characters (not bytes) of titles and texts, per page.
        let werewolves =
            "Klan Szarej Grzywy<p>Pierwszy</p>Klątwa<p>Drugi</p>".chars().count() as u64;
        assert_eq!(
            lore.entries_text_chars(Collection::Werewolves, None).await.unwrap(),
            werewolves
        );
        let without_b = werewolves - "Klątwa<p>Drugi</p>".chars().count() as u64;
        assert_eq!(
            lore.entries_text_chars(Collection::Werewolves, Some(b)).await.unwrap(),
            without_b
        );
        assert_eq!(lore.entries_text_chars(Collection::Law, None).await.unwrap(), 0);

        let (edit, doc) = entry(Collection::Werewolves, "Klan Srebrnej Grzywy", "<p>Nowy</p>");
        assert!(lore.update_entry(a, &edit, &doc, later(2)).await.unwrap());
        let edited = lore.entry(Collection::Werewolves, a).await.unwrap().unwrap();
        assert_eq!(
            edited.image.as_deref(),
            Some("/uploads/okladka.png"),
            "no new cover keeps the old"
        );
        let (bare, doc) = entry(Collection::Werewolves, "Klan Srebrnej Grzywy", "<p>Nowy</p>");
        let bare = EntryForm { image: CoverChange::Remove, ..bare };
        assert!(lore.update_entry(a, &bare, &doc, later(3)).await.unwrap());
        let bare = lore.entry(Collection::Werewolves, a).await.unwrap().unwrap();
        assert_eq!(bare.image, None, "a cover taken off, {}", test.db.backend_name());
        assert_eq!(edited.updated_at, Some(later(2)));
        assert!(
            lore.entry(Collection::Vampires, a).await.unwrap().is_none(),
            "not across collections"
        );
        let (wrong, doc) = entry(Collection::Vampires, "Obcy", "<p>x</p>");
        assert!(!lore.update_entry(a, &wrong, &doc, now()).await.unwrap());
        assert!(!lore.delete_entry(Collection::Vampires, b).await.unwrap());
        assert!(lore.delete_entry(Collection::Werewolves, b).await.unwrap());
        assert!(search(&lore, "klatwa", SearchScope::Everything).await.is_empty(), "unindexed");
    }
}

#[tokio::test]
async fn deleting_a_category_deletes_its_beasts_and_their_search_rows() {
    for test in databases().await {
        let lore = SqlLore::new(test.db.clone());
        let forest = CategoryForm::parse("Las", Some("<p>Za murami</p>".into())).unwrap();
        let sewers = CategoryForm::parse("Kanały", None).unwrap();
        let forest = lore.add_category(&forest, now()).await.unwrap();
        let sewers = lore.add_category(&sewers, now()).await.unwrap();
        let (wolf, doc) = beast("Wilkołak zdziczały", "<p>Wyje</p>", forest);
        let wolf = lore.add_beast(&wolf, &doc, now()).await.unwrap();
        let (rat, doc) = beast("Szczur kanałowy", "<p>Gryzie</p>", sewers);
        lore.add_beast(&rat, &doc, now()).await.unwrap();
        let listed = lore.beasts().await.unwrap();
        assert_eq!(listed[0].category_title.as_deref(), Some("Las"), "{}", test.db.backend_name());

        assert!(lore.delete_category(forest).await.unwrap());
        assert!(lore.beast(wolf).await.unwrap().is_none());
        assert_eq!(lore.count_beasts().await.unwrap(), 1);
        // The bestiary's page holds what is left: the rat and its category, whose title counts
        // though it has no description.
        let rat = "Szczur kanałowy<p>Gryzie</p>".chars().count() as u64;
        let sewers = "Kanały".chars().count() as u64;
        assert_eq!(lore.beasts_text_chars(None).await.unwrap(), rat + sewers);
        assert!(search(&lore, "wilkolak", SearchScope::Everything).await.is_empty());
        assert_eq!(search(&lore, "szczur", SearchScope::Bestiary).await, ["Szczur kanałowy"]);
        assert!(!lore.delete_category(forest).await.unwrap());
    }
}

#[tokio::test]
async fn search_ignores_case_diacritics_and_tags_and_ranks_titles_first() {
    for test in databases().await {
        let backend = test.db.backend_name();
        let lore = SqlLore::new(test.db.clone());
        let forest =
            lore.add_category(&CategoryForm::parse("Las", None).unwrap(), now()).await.unwrap();
        let (wolf, doc) =
            beast("Wilkołak zdziczały", "<p>Bestia z <strong>lasu</strong>.</p>", forest);
        lore.add_beast(&wolf, &doc, now()).await.unwrap();
        let (clan, doc) = entry(
            Collection::Werewolves,
            "Klany",
            "<p>Każdy klan pamięta pierwszego, który zdziczał. Wilkołak bez klanu ginie.</p>",
        );
        lore.add_entry(&clan, &doc, now()).await.unwrap();
        let (tags, doc) =
            entry(Collection::Law, "Godzina policyjna", "<p><strong>Po zmroku</strong> nikt.</p>");
        lore.add_entry(&tags, &doc, now()).await.unwrap();

        assert_eq!(
            search(&lore, "wilkolak", SearchScope::Everything).await,
            ["Wilkołak zdziczały", "Klany"],
            "{backend}: a title match ranks above a text match"
        );
        assert_eq!(search(&lore, "WILKOŁAK", SearchScope::Bestiary).await, ["Wilkołak zdziczały"]);
        assert_eq!(
            search(&lore, "wilk zdzi", SearchScope::Everything).await.len(),
            2,
            "{backend}: word beginnings"
        );
        assert!(
            search(&lore, "strong", SearchScope::Everything).await.is_empty(),
            "{backend}: tags are not text"
        );
        assert_eq!(search(&lore, "zmrok", SearchScope::Everything).await, ["Godzina policyjna"]);
        let hits = lore
            .search(&SearchQuery::parse("lasu").unwrap(), SearchScope::Everything, 5)
            .await
            .unwrap();
        assert_eq!(hits[0].kind, HitKind::Beast);
        assert_eq!(hits[0].plain, "Bestia z lasu .", "{backend}: the text as a reader sees it");
    }
}

#[tokio::test]
async fn the_seed_is_claimed_once_and_only_on_an_empty_database() {
    for test in databases().await {
        let lore = SqlLore::new(test.db.clone());
        assert!(lore.claim_seed(now()).await.unwrap(), "{}", test.db.backend_name());
        assert!(!lore.claim_seed(now()).await.unwrap(), "never twice");
    }
    for test in databases().await {
        let accounts = SqlAccounts::new(test.db.clone(), MailWakeup::default());
        account(&accounts, "gracz@mrok.pl").await;
        let lore = SqlLore::new(test.db.clone());
        assert!(!lore.claim_seed(now()).await.unwrap(), "a community already lives here");
    }
}
