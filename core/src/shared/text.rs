//! Names and titles people read: what they see is what is stored. Text is normalized (NFKC, so
//! full-width and compatibility look-alikes become the plain letters), runs of spaces become
//! one (line breaks and other separators too), and characters that show nothing or change the
//! direction of what follows — control and format characters (zero-width spaces and joiners,
//! bidirectional overrides, tag characters), private-use and unassigned code points — are
//! refused.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// Why a name or a title was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextProblem {
    /// A character that shows nothing or reorders the text.
    Invisible,
    /// No letter or digit at all.
    NothingVisible,
    /// Letters of Latin, Greek and Cyrillic mixed in one name (look-alikes of another name).
    MixedScripts,
}

/// `raw` normalized: NFKC, trimmed, inner whitespace collapsed to single spaces; refused when
/// it holds an invisible character or no letter or digit.
///
/// # Errors
/// [`TextProblem::Invisible`], [`TextProblem::NothingVisible`].
pub fn visible_text(raw: &str) -> Result<String, TextProblem> {
    let normalized: String = raw.nfkc().collect();
    let mut text = String::with_capacity(normalized.len());
    for word in normalized.split(char::is_whitespace).filter(|w| !w.is_empty()) {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(word);
    }
    if text.chars().any(hides_something) || piles_up_marks(&text) {
        return Err(TextProblem::Invisible);
    }
    if !text.chars().any(char::is_alphanumeric) {
        return Err(TextProblem::NothingVisible);
    }
    Ok(text)
}

/// [`visible_text`] that also keeps to one of the look-alike scripts (Latin, Greek, Cyrillic):
/// for names, which identify someone.
///
/// # Errors
/// As [`visible_text`], and [`TextProblem::MixedScripts`].
pub fn visible_name(raw: &str) -> Result<String, TextProblem> {
    let name = visible_text(raw)?;
    let mut scripts = name.chars().filter_map(lookalike_script);
    if let Some(first) = scripts.next()
        && scripts.any(|script| script != first)
    {
        return Err(TextProblem::MixedScripts);
    }
    Ok(name)
}

/// `raw` as people see it, for free text that may be empty: NFKC, characters that show nothing
/// or reorder the text left out, runs of whitespace as one space, trimmed.
pub fn visible_only(raw: &str) -> String {
    let normalized: String =
        raw.nfkc().filter(|c| c.is_whitespace() || !hides_something(*c)).collect();
    normalized.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether plain text has something to read: a character that is neither a space nor one that
/// shows nothing (zero-width spaces and the like).
pub fn shows_text(text: &str) -> bool {
    text.chars().any(|c| !c.is_whitespace() && !hides_something(c))
}

pub(super) fn hides_something(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
            | GeneralCategory::PrivateUse
            | GeneralCategory::Surrogate
            | GeneralCategory::Unassigned
    ) || shows_as_nothing(c)
}

/// The most combining marks one letter may carry (after NFKC Polish letters carry none; a few
/// for other scripts' diacritics); more spill over the lines around ("zalgo").
const MAX_MARKS_IN_A_ROW: usize = 3;

fn piles_up_marks(text: &str) -> bool {
    let mut run = 0;
    for c in text.chars() {
        let mark = matches!(
            c.general_category(),
            GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark
        );
        run = if mark { run + 1 } else { 0 };
        if run > MAX_MARKS_IN_A_ROW {
            return true;
        }
    }
    false
}

/// Default-ignorable characters of other categories: letters and marks that draw nothing (the
/// Hangul fillers, the grapheme joiner, variation selectors, Khmer inherent vowels, Mongolian
/// free variation selectors).
fn shows_as_nothing(c: char) -> bool {
    matches!(
        u32::from(c),
        0x034F
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFFA0
            | 0xE0100..=0xE01EF
    )
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
}

/// The script of a letter whose shapes others copy; `None` for anything else.
fn lookalike_script(c: char) -> Option<Script> {
    if !c.is_alphabetic() {
        return None;
    }
    match u32::from(c) {
        0x41..=0x5A
        | 0x61..=0x7A
        | 0xC0..=0x24F
        | 0x1E00..=0x1EFF
        | 0x2C60..=0x2C7F
        | 0xA720..=0xA7FF => Some(Script::Latin),
        0x370..=0x3FF | 0x1F00..=0x1FFF => Some(Script::Greek),
        0x400..=0x52F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F | 0x1C80..=0x1C8F => {
            Some(Script::Cyrillic)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_names_and_titles_pass_normalized() {
        assert_eq!(visible_name("  Żaneta   Łęcka "), Ok("Żaneta Łęcka".into()));
        assert_eq!(visible_name("Ｍｏｒｗｅｎａ"), Ok("Morwena".into()), "full-width letters");
        assert_eq!(visible_name("Ілля"), Ok("Ілля".into()), "one script of its own is fine");
        assert_eq!(visible_text("Noc w karczmie — część 2"), Ok("Noc w karczmie — część 2".into()));
        assert_eq!(visible_text("Bez\u{00A0}przerwy"), Ok("Bez przerwy".into()));
    }

    #[test]
    fn invisible_and_reordering_characters_are_refused() {
        for raw in [
            "\u{200B}\u{200B}\u{200B}",
            "Mor\u{200B}wena",
            "Morwena\u{202E}anewroM",
            "Mor\u{E0041}wena",
            "Mor\u{E000}wena",
            "Mor\u{0007}wena",
            "\u{3164}\u{3164}\u{3164}",
            "Nowa\u{3164}Postać",
            "\u{115F}\u{1160}",
            "\u{034F}\u{034F}X",
            "Mor\u{FE0F}wena",
            "a\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}",
        ] {
            assert_eq!(visible_text(raw), Err(TextProblem::Invisible), "{raw:?}");
        }
        assert_eq!(
            visible_text("Mor\u{2028}wena"),
            Ok("Mor wena".into()),
            "a line break is a space"
        );
        assert_eq!(visible_text(" ... !!! "), Err(TextProblem::NothingVisible));
        assert_eq!(visible_text("   "), Err(TextProblem::NothingVisible));
    }

    #[test]
    fn free_text_keeps_what_shows_with_single_spaces() {
        assert_eq!(visible_only(" Szukam\nsesji\tw   nocy "), "Szukam sesji w nocy");
        assert_eq!(visible_only("abc\u{202E}def\u{200B}"), "abcdef");
        assert_eq!(visible_only("\u{3164}"), "");
        assert!(visible_text("Tiếng Việt").is_ok(), "a few marks on a letter are fine");
    }

    #[test]
    fn a_name_mixing_look_alike_scripts_is_refused() {
        // A Cyrillic 'о' and a Greek 'ο' inside Latin names.
        assert_eq!(visible_name("M\u{043E}rwena"), Err(TextProblem::MixedScripts));
        assert_eq!(visible_name("M\u{03BF}rwena"), Err(TextProblem::MixedScripts));
        // Titles may quote other alphabets.
        assert!(visible_text("Ωmega nad Mrokiem").is_ok());
    }
}
