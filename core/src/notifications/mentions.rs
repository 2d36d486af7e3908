//! `@Name` in a post: which characters it names (see `docs/decisions/notifications.md`).
//!
//! A mention is `@` at the start of the text or after a character that is not a letter or a
//! digit, followed by up to [`MAX_NAME_WORDS`] words (letters, digits, `-`, `'` and `.` inside a
//! word, single spaces between words). Of the names those words begin, the longest that is a
//! character's name wins ("@Anna Maria idzie" names "Anna Maria" when she exists, "Anna"
//! otherwise). Names compare without regard to case (`@łucja` is Łucja) but with their
//! diacritics (`@Lucja` is not Łucja). At most [`MAX_MENTIONS`] mentions of a post count.

use crate::shared::UserId;

/// Most mentions of one post that notify anyone.
pub const MAX_MENTIONS: usize = 10;
/// Most words a mentioned name may have.
pub const MAX_NAME_WORDS: usize = 4;
/// Longest mentioned name, in characters.
const MAX_NAME_CHARS: usize = 64;

/// A character whose name may be mentioned, with its player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MentionCandidate {
    pub name: String,
    pub player: UserId,
}

/// A resolved mention: the character's player and its name as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    pub player: UserId,
    pub character: String,
}

/// The text of a post with its tags taken out and its few entities read.
fn plain(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&nbsp;", " ")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '\'' | '.' | '’')
}

/// For each `@` of the text (at most [`MAX_MENTIONS`] with a word after them), the names it
/// may begin, longest first, as typed.
pub fn mention_spans(html: &str) -> Vec<Vec<String>> {
    let text = plain(html);
    let chars: Vec<char> = text.chars().collect();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < chars.len() && spans.len() < MAX_MENTIONS {
        let starts = chars[i] == '@' && (i == 0 || !chars[i - 1].is_alphanumeric());
        if !starts {
            i += 1;
            continue;
        }
        let mut names: Vec<String> = Vec::new();
        let mut current = String::new();
        let mut j = i + 1;
        loop {
            let word_start = j;
            while j < chars.len() && word_char(chars[j]) {
                j += 1;
            }
            if j == word_start {
                break;
            }
            let word: String = chars[word_start..j].iter().collect();
            // A word ends at its last letter or digit: "@Anna." names Anna.
            let word = word.trim_end_matches(['.', '\'', '’', '-']).to_owned();
            if word.is_empty() {
                break;
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&word);
            if current.chars().count() > MAX_NAME_CHARS {
                break;
            }
            names.push(current.clone());
            if names.len() == MAX_NAME_WORDS || j >= chars.len() || chars[j] != ' ' {
                break;
            }
            j += 1;
        }
        if !names.is_empty() {
            names.reverse();
            spans.push(names);
        }
        i = j.max(i + 1);
    }
    spans
}

/// The spellings a typed name may be stored under, for an exact lookup: as typed, lower case,
/// and lower case with the first letter of the first word or of every word capitalised.
pub fn spellings(typed: &str) -> Vec<String> {
    fn capital(word: &str) -> String {
        let mut chars = word.chars();
        chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
    }
    let lower = typed.to_lowercase();
    let every: Vec<String> = lower.split(' ').map(capital).collect();
    let mut out = vec![typed.to_owned(), lower.clone(), every.join(" "), capital(&lower)];
    out.sort();
    out.dedup();
    out
}

/// Every spelling to look up for these spans.
pub fn lookups(spans: &[Vec<String>]) -> Vec<String> {
    let mut out: Vec<String> = spans.iter().flatten().flat_map(|n| spellings(n)).collect();
    out.sort();
    out.dedup();
    out
}

/// The mentions the spans make among `found`: for each span its longest name that a character
/// bears (compared in lower case), one mention a player (the first).
pub fn resolve(spans: &[Vec<String>], found: &[MentionCandidate]) -> Vec<Mention> {
    let mut out: Vec<Mention> = Vec::new();
    for span in spans.iter().take(MAX_MENTIONS) {
        let hit = span.iter().find_map(|typed| {
            let typed = typed.to_lowercase();
            found.iter().find(|c| c.name.to_lowercase() == typed)
        });
        if let Some(c) = hit
            && !out.iter().any(|m| m.player == c.player)
        {
            out.push(Mention { player: c.player, character: c.name.clone() });
        }
    }
    out
}
