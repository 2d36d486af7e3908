//! The server-side HTML sanitizer (ammonia) with the allow-list of the editor toolbars: text
//! formatting, the ten-colour palette, alignment, lists, headings, quotes, links (rel noopener)
//! and images with a width (100–800 px) and an alignment. Everything else is removed.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use ammonia::Builder;
use mrok_core::shared::HtmlSanitizer;

/// The text and highlight colours of the editors' palette.
pub const PALETTE: [&str; 10] = [
    "#0f0f0f", "#f0f0f0", "#a0522d", "#8b0000", "#556b2f", "#483d8b", "#b8860b", "#2f4f4f",
    "#800080", "#cd853f",
];

/// Inserted images are 100 to 800 px wide.
const IMAGE_WIDTH_PX: std::ops::RangeInclusive<u32> = 100..=800;

const TAGS: [&str; 21] = [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "span",
    "h1",
    "h2",
    "h3",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "hr",
    "div",
];

/// Ammonia with Mrok's allow-list.
pub struct AmmoniaSanitizer {
    builder: Builder<'static>,
}

impl Default for AmmoniaSanitizer {
    fn default() -> Self {
        Self::new()
    }
}

impl AmmoniaSanitizer {
    pub fn new() -> Self {
        let mut builder = Builder::empty();
        let tag_attributes: HashMap<&'static str, HashSet<&'static str>> = HashMap::from([
            ("a", HashSet::from(["href", "title"])),
            ("img", HashSet::from(["src", "alt", "title", "width", "data-align"])),
            ("mark", HashSet::from(["data-color"])),
        ]);
        builder
            .tags(HashSet::from(TAGS))
            .tag_attributes(tag_attributes)
            .generic_attributes(HashSet::from(["style"]))
            .url_schemes(HashSet::from(["http", "https", "mailto"]))
            .link_rel(Some("noopener noreferrer nofollow"))
            .strip_comments(true)
            .attribute_filter(|element, attribute, value| {
                filter_attribute(element, attribute, value)
            });
        AmmoniaSanitizer { builder }
    }
}

impl HtmlSanitizer for AmmoniaSanitizer {
    fn clean(&self, html: &str) -> String {
        self.builder.clean(html).to_string()
    }
}

fn filter_attribute<'a>(element: &str, attribute: &str, value: &'a str) -> Option<Cow<'a, str>> {
    match (element, attribute) {
        (_, "style") => {
            let kept = clean_style(element, value);
            (!kept.is_empty()).then_some(Cow::Owned(kept))
        }
        ("img", "width") => width_px(value).map(|w| Cow::Owned(w.to_string())),
        ("img", "data-align") => {
            matches!(value, "left" | "center" | "right").then_some(Cow::Borrowed(value))
        }
        ("mark", "data-color") => palette_colour(value).map(Cow::Owned),
        _ => Some(Cow::Borrowed(value)),
    }
}

/// Keeps only the declarations the editors write, with values they can produce.
fn clean_style(element: &str, style: &str) -> String {
    style
        .split(';')
        .filter_map(|declaration| {
            let (property, value) = declaration.split_once(':')?;
            let property = property.trim().to_ascii_lowercase();
            let value = value.trim().to_ascii_lowercase();
            let allowed = match property.as_str() {
                "color" | "background-color" => {
                    palette_colour(&value).or_else(|| (value == "inherit").then(|| value.clone()))
                }
                "text-align" => matches!(value.as_str(), "left" | "center" | "right" | "justify")
                    .then(|| value.clone()),
                "width" | "max-width" if element == "img" => width_px(value.trim_end_matches("px"))
                    .map(|w| format!("{w}px"))
                    .or_else(|| matches!(value.as_str(), "100%" | "auto").then(|| value.clone())),
                "float" if element == "img" => {
                    matches!(value.as_str(), "left" | "right" | "none").then(|| value.clone())
                }
                "display" if element == "img" => {
                    matches!(value.as_str(), "block" | "inline" | "inline-block")
                        .then(|| value.clone())
                }
                "margin" | "margin-left" | "margin-right" | "margin-top" | "margin-bottom"
                    if element == "img" =>
                {
                    value
                        .split_whitespace()
                        .all(|part| part == "auto" || part == "0" || small_px(part))
                        .then(|| value.clone())
                }
                _ => None,
            };
            allowed.map(|value| format!("{property}: {value}"))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn palette_colour(value: &str) -> Option<String> {
    let value = value.trim().to_ascii_lowercase();
    PALETTE.contains(&value.as_str()).then_some(value)
}

fn width_px(value: &str) -> Option<u32> {
    value.trim().parse::<u32>().ok().filter(|w| IMAGE_WIDTH_PX.contains(w))
}

fn small_px(value: &str) -> bool {
    value.strip_suffix("px").and_then(|n| n.parse::<u32>().ok()).is_some_and(|n| n <= 64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(html: &str) -> String {
        AmmoniaSanitizer::new().clean(html)
    }

    /// (what it is, dirty input, exactly what must come out)
    const CASES: &[(&str, &str, &str)] = &[
        ("script element", "<p>a</p><script>alert(1)</script>", "<p>a</p>"),
        ("event handler", "<p onclick=\"x()\">a</p>", "<p>a</p>"),
        (
            "onerror on an image",
            "<img src=\"/api/uploads/a.png\" onerror=\"x()\">",
            "<img src=\"/api/uploads/a.png\">",
        ),
        (
            "javascript: link",
            "<a href=\"javascript:alert(1)\">a</a>",
            "<a rel=\"noopener noreferrer nofollow\">a</a>",
        ),
        ("data: image", "<img src=\"data:image/png;base64,AAAA\">", "<img>"),
        ("svg", "<svg><script>alert(1)</script><circle r=\"4\"/></svg><p>b</p>", "<p>b</p>"),
        ("iframe", "<iframe src=\"https://evil.example\"></iframe>", ""),
        (
            "style with url()",
            "<p style=\"background-image: url(javascript:alert(1))\">a</p>",
            "<p>a</p>",
        ),
        ("colour outside the palette", "<span style=\"color: #ff00ff\">a</span>", "<span>a</span>"),
        (
            "palette colour",
            "<span style=\"color: #8B0000\">a</span>",
            "<span style=\"color: #8b0000\">a</span>",
        ),
        (
            "highlight",
            "<mark data-color=\"#b8860b\" style=\"background-color: #b8860b; color: inherit\">a</mark>",
            "<mark data-color=\"#b8860b\" style=\"background-color: #b8860b; color: inherit\">a</mark>",
        ),
        (
            "alignment",
            "<p style=\"text-align: center; position: fixed\">a</p>",
            "<p style=\"text-align: center\">a</p>",
        ),
        (
            "formatting",
            "<p><strong>a</strong><em>b</em><u>c</u><s>d</s></p>",
            "<p><strong>a</strong><em>b</em><u>c</u><s>d</s></p>",
        ),
        (
            "lists",
            "<ul><li>a</li></ul><ol><li>b</li></ol>",
            "<ul><li>a</li></ul><ol><li>b</li></ol>",
        ),
        (
            "link",
            "<a href=\"https://mrok.pl\" target=\"_blank\">a</a>",
            "<a href=\"https://mrok.pl\" rel=\"noopener noreferrer nofollow\">a</a>",
        ),
        (
            "image width and alignment",
            "<img src=\"/api/uploads/a.png\" width=\"300\" data-align=\"center\">",
            "<img src=\"/api/uploads/a.png\" width=\"300\" data-align=\"center\">",
        ),
        (
            "image too wide",
            "<img src=\"/api/uploads/a.png\" width=\"5000\" data-align=\"sideways\">",
            "<img src=\"/api/uploads/a.png\">",
        ),
        ("form controls", "<form action=\"/x\"><input name=\"a\"><button>b</button></form>", "b"),
        ("comments", "<p>a<!-- <script> --></p>", "<p>a</p>"),
    ];

    #[test]
    fn the_sanitizer_table() {
        for (what, dirty, expected) in CASES {
            assert_eq!(clean(dirty), *expected, "{what}");
        }
    }
}
