//! Full-text search over the lore: what the index holds, how text is folded so that case and
//! Polish diacritics never matter ("wilkolak" finds "Wilkołak"), and the snippet shown.

use unicode_normalization::UnicodeNormalization;

use super::Collection;

/// A snippet's length and the context before the first match (spec 3 §9).
pub const SNIPPET_CHARS: usize = 100;
pub const SNIPPET_CONTEXT: usize = 50;
/// Most hits one search answers.
pub const MAX_HITS: u32 = 20;
/// Fewest letters or digits a search needs (spec 3 §2.4: from 2 characters).
pub const MIN_QUERY_CHARS: usize = 2;
/// Most words of a query that count, and the longest word.
const MAX_TERMS: usize = 8;
const MAX_TERM_CHARS: usize = 40;

/// What a hit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HitKind {
    Entry(Collection),
    Beast,
}

impl HitKind {
    /// The `kind` stored in the index and sent to clients: the collection's path or `bestiary`.
    pub fn key(self) -> &'static str {
        match self {
            HitKind::Entry(collection) => collection.path(),
            HitKind::Beast => "bestiary",
        }
    }

    pub fn from_key(key: &str) -> Option<HitKind> {
        if key == "bestiary" {
            return Some(HitKind::Beast);
        }
        Collection::from_path(key).map(HitKind::Entry)
    }
}

/// Which part of the lore a search covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchScope {
    Everything,
    Bestiary,
}

/// One searchable thing as the index keeps it: the text to show and the folded text to match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchDocument {
    pub title: String,
    pub plain: String,
    pub folded_title: String,
    pub folded_plain: String,
}

impl SearchDocument {
    pub fn of(title: &str, html: &str) -> SearchDocument {
        let plain = plain_text(html);
        SearchDocument {
            folded_title: fold(title),
            folded_plain: fold(&plain),
            title: title.to_owned(),
            plain,
        }
    }
}

/// What the index answers, best first, before the snippet is cut.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexHit {
    pub kind: HitKind,
    pub id: i64,
    pub title: String,
    pub plain: String,
}

/// A hit as shown: the title and a snippet around the first match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchHit {
    pub kind: HitKind,
    pub id: i64,
    pub title: String,
    pub snippet: String,
}

/// A parsed query: folded words, each matched as a word's beginning, all of them required.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    pub terms: Vec<String>,
}

impl SearchQuery {
    /// `None` when the text holds fewer than [`MIN_QUERY_CHARS`] letters or digits.
    pub fn parse(raw: &str) -> Option<SearchQuery> {
        let folded = fold(raw);
        let terms: Vec<String> = folded
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| !word.is_empty())
            .take(MAX_TERMS)
            .map(|word| word.chars().take(MAX_TERM_CHARS).collect())
            .collect();
        let letters: usize = terms.iter().map(|t| t.chars().count()).sum();
        (letters >= MIN_QUERY_CHARS).then_some(SearchQuery { terms })
    }

    /// The snippet of `plain`: [`SNIPPET_CHARS`] characters starting [`SNIPPET_CONTEXT`] before
    /// the first match (from the start when only the title matched), with '…' where cut.
    pub fn snippet(&self, plain: &str) -> String {
        let chars: Vec<char> = plain.chars().collect();
        let folded: Vec<char> = fold(plain).chars().collect();
        let first = self
            .terms
            .iter()
            .filter_map(|term| find(&folded, &term.chars().collect::<Vec<char>>()))
            .min()
            .unwrap_or(0);
        let start = first.saturating_sub(SNIPPET_CONTEXT);
        let end = (start + SNIPPET_CHARS).min(chars.len());
        let mut snippet = String::new();
        if start > 0 {
            snippet.push('…');
        }
        snippet.extend(&chars[start..end]);
        if end < chars.len() {
            snippet.push('…');
        }
        snippet
    }
}

/// Where `needle` first starts in `haystack` at a word's beginning.
fn find(haystack: &[char], needle: &[char]) -> Option<usize> {
    if needle.is_empty() || needle.len() > haystack.len() {
        return None;
    }
    (0..=haystack.len() - needle.len()).find(|&at| {
        (at == 0 || !haystack[at - 1].is_alphanumeric()) && haystack[at..].starts_with(needle)
    })
}

/// Lower case without diacritics, one character for each character of `text` (so positions in
/// the folded text are positions in the original): 'Wilkołak' → 'wilkolak', 'ŻÓŁĆ' → 'zolc'.
pub fn fold(text: &str) -> String {
    text.chars().map(fold_char).collect()
}

fn fold_char(c: char) -> char {
    let lower = c.to_lowercase().next().unwrap_or(c);
    match lower {
        'ł' => 'l',
        'đ' => 'd',
        'ø' => 'o',
        'ß' => 's',
        'æ' => 'a',
        'œ' => 'o',
        _ => lower.nfd().next().unwrap_or(lower),
    }
}

/// The text of sanitized HTML as a reader sees it: tags gone (block ends as spaces), the usual
/// entities decoded, runs of whitespace one space.
pub fn plain_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(['<', '&']) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest.starts_with('<') {
            let end = rest.find('>').map_or(rest.len(), |i| i + 1);
            out.push(' ');
            rest = &rest[end..];
        } else {
            // Bytes, not characters: the twelfth byte may fall inside a letter ('&nbsp;wilkoł').
            let end = rest.bytes().take(12).position(|b| b == b';');
            match end.and_then(|end| entity(&rest[1..end]).map(|c| (c, end))) {
                Some((c, end)) => {
                    out.push(c);
                    rest = &rest[end + 1..];
                }
                None => {
                    out.push('&');
                    rest = &rest[1..];
                }
            }
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn entity(name: &str) -> Option<char> {
    match name {
        "amp" => Some('&'),
        "lt" => Some('<'),
        "gt" => Some('>'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        "nbsp" => Some(' '),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_forgets_case_and_polish_diacritics_but_keeps_positions() {
        assert_eq!(fold("Wilkołak"), "wilkolak");
        assert_eq!(fold("ŻÓŁĆ gęślą jaźń"), "zolc gesla jazn");
        for text in ["Zażółć gęślą jaźń", "Ærø straße", "🐺 wilk"] {
            assert_eq!(fold(text).chars().count(), text.chars().count(), "{text}");
        }
    }

    #[test]
    fn html_becomes_the_text_a_reader_sees() {
        let html =
            "<p>Wilk&oacute;w <strong>nie</strong> ma.</p><p>Noc&nbsp;&amp; mgła &#322;&#x142;</p>";
        assert_eq!(plain_text(html), "Wilk&oacute;w nie ma. Noc & mgła łł");
        assert_eq!(plain_text("<img src=\"/api/uploads/a.png\"><p>a<br>b</p>"), "a b");
        assert_eq!(plain_text("a & b &lt; c"), "a & b < c");
        // An entity (or a lone '&') followed by Polish letters: byte 12 falls inside one.
        assert_eq!(plain_text("<p>a&nbsp;wilkołak</p>"), "a wilkołak");
        assert_eq!(plain_text("Wilk &amp; Łódź ó"), "Wilk & Łódź ó");
        assert_eq!(plain_text("&żżżżżżżż"), "&żżżżżżżż");
    }

    #[test]
    fn a_query_needs_two_letters_and_is_folded_into_words() {
        assert_eq!(SearchQuery::parse("w"), None);
        assert_eq!(SearchQuery::parse("  ! ? "), None);
        let query = SearchQuery::parse("Wilkołak, ZDZICZAŁY").unwrap();
        assert_eq!(query.terms, vec!["wilkolak", "zdziczaly"]);
        assert_eq!(SearchQuery::parse(&"a ".repeat(50)).unwrap().terms.len(), 8);
    }

    #[test]
    fn the_snippet_is_a_hundred_characters_from_fifty_before_the_first_match() {
        let before = "x".repeat(80);
        let after = "y".repeat(200);
        let plain = format!("{before} Wilkołak {after}");
        let snippet = SearchQuery::parse("wilkolak").unwrap().snippet(&plain);
        let inner: String = snippet.trim_matches('…').to_owned();
        assert_eq!(inner.chars().count(), SNIPPET_CHARS);
        assert!(snippet.starts_with('…') && snippet.ends_with('…'));
        assert_eq!(
            inner.find("Wilkołak").map(|b| inner[..b].chars().count()),
            Some(SNIPPET_CONTEXT)
        );
        assert_eq!(SearchQuery::parse("xy").unwrap().snippet("krótki tekst"), "krótki tekst");
    }

    #[test]
    fn a_match_counts_only_at_a_word_s_beginning() {
        let query = SearchQuery::parse("lak").unwrap();
        let plain = format!("wilkołak {} lakier", "z".repeat(120));
        assert!(query.snippet(&plain).contains("lakier"));
    }
}
