use super::*;
use crate::shared::UserId;

fn candidate(name: &str, player: i64) -> MentionCandidate {
    MentionCandidate { name: name.into(), player: UserId(player) }
}

#[test]
fn the_longest_name_a_character_bears_wins() {
    let spans = mention_spans("<p>Witaj @Anna Maria Kowal, idź.</p>");
    assert_eq!(spans, vec![vec!["Anna Maria Kowal", "Anna Maria", "Anna"]]);
    let both = [candidate("Anna", 1), candidate("Anna Maria", 2)];
    assert_eq!(
        resolve(&spans, &both),
        vec![Mention { player: UserId(2), character: "Anna Maria".into() }]
    );
    let only_anna = [candidate("Anna", 1)];
    assert_eq!(resolve(&spans, &only_anna)[0].player, UserId(1));
}

#[test]
fn case_does_not_matter_but_diacritics_do() {
    let spans = mention_spans("@łucja i @LUCJA");
    let found = [candidate("Łucja", 5)];
    assert!(lookups(&spans).contains(&"Łucja".to_owned()));
    let mentions = resolve(&spans, &found);
    assert_eq!(mentions, vec![Mention { player: UserId(5), character: "Łucja".into() }]);
    assert!(resolve(&mention_spans("@Lucja"), &found).is_empty());
}

#[test]
fn an_address_or_a_bare_at_sign_is_no_mention_and_ten_count_at_most() {
    assert!(mention_spans("pisz na ktos@example.com albo @ sam").is_empty());
    let text: String = (0..15).map(|i| format!("@Postać{i} ")).collect();
    let spans = mention_spans(&text);
    assert_eq!(spans.len(), MAX_MENTIONS);
    let found: Vec<_> = (0..15).map(|i| candidate(&format!("Postać{i}"), i)).collect();
    assert_eq!(resolve(&spans, &found).len(), MAX_MENTIONS);
}

#[test]
fn a_name_ends_at_punctuation_and_tags() {
    assert_eq!(mention_spans("@Borys.")[0], vec!["Borys"]);
    assert_eq!(mention_spans("<b>@Borys</b>, tak")[0], vec!["Borys"]);
    assert_eq!(mention_spans("@Borys, chodź")[0], vec!["Borys"]);
}
