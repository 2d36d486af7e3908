//! The server-side HTML sanitizer (ammonia), written from the editor's HTML contract
//! (`web/src/shared/editor/html-contract.md`): text formatting, the ten-colour palette and
//! alignment as a closed set of classes, lists, headings 1–2, quotes, links (rel noopener) and
//! images with a width of 100–800 px. No `style`, no event handlers, no `javascript:` or
//! `data:` URLs; everything else is removed and its text kept.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use ammonia::{Builder, UrlRelative};
use mrok_core::shared::HtmlSanitizer;

/// The text and highlight colours of the editors' palette (as class suffixes).
pub const PALETTE: [&str; 10] = [
    "0f0f0f", "f0f0f0", "a0522d", "8b0000", "556b2f", "483d8b", "b8860b", "2f4f4f", "800080",
    "cd853f",
];

/// Inserted images are 100 to 800 px wide.
const IMAGE_WIDTH_PX: std::ops::RangeInclusive<u32> = 100..=800;

const TAGS: [&str; 18] = [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h1",
    "h2",
    "blockquote",
    "span",
    "mark",
    "ul",
    "ol",
    "li",
    "a",
    "img",
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

fn leak(text: String) -> &'static str {
    // The class names are built once per process (the sanitizer lives as long as the server).
    Box::leak(text.into_boxed_str())
}

impl AmmoniaSanitizer {
    pub fn new() -> Self {
        let colour_classes = |prefix: &str| {
            PALETTE.iter().map(|hex| leak(format!("{prefix}{hex}"))).collect::<HashSet<_>>()
        };
        let classes: HashMap<&'static str, HashSet<&'static str>> = HashMap::from([
            ("p", HashSet::from(["align-center", "align-right", "align-justify"])),
            ("img", HashSet::from(["align-center", "align-right"])),
            ("span", colour_classes("text-color-")),
            ("mark", colour_classes("highlight-")),
        ]);
        let tag_attributes: HashMap<&'static str, HashSet<&'static str>> = HashMap::from([
            ("a", HashSet::from(["href"])),
            ("img", HashSet::from(["src", "width", "alt"])),
            ("ol", HashSet::from(["start"])),
        ]);
        let mut builder = Builder::empty();
        builder
            .tags(HashSet::from(TAGS))
            .tag_attributes(tag_attributes)
            .allowed_classes(classes)
            .url_schemes(HashSet::from(["http", "https", "mailto"]))
            .url_relative(UrlRelative::Custom(Box::new(site_path_only)))
            .link_rel(Some("noopener noreferrer nofollow"))
            .set_tag_attribute_value("a", "target", "_blank")
            .strip_comments(true)
            .attribute_filter(|element, attribute, value| match (element, attribute) {
                ("img", "width") => width_px(value).map(|w| Cow::Owned(w.to_string())),
                ("ol", "start") => {
                    value.trim().parse::<u32>().ok().map(|n| Cow::Owned(n.to_string()))
                }
                _ => Some(Cow::Borrowed(value)),
            });
        AmmoniaSanitizer { builder }
    }
}

impl HtmlSanitizer for AmmoniaSanitizer {
    fn clean(&self, html: &str) -> String {
        // A class attribute whose every class was refused stays behind empty; drop it.
        let clean = self.builder.clean(html).to_string().replace(" class=\"\"", "");
        without_trailing_blank_lines(clean)
    }
}

/// Empty paragraphs after the last line (Enter pressed at the end) show as a tall blank area
/// under a post; they are dropped. Blank lines between paragraphs stay: they are the writer's.
fn without_trailing_blank_lines(mut html: String) -> String {
    const BLANK: [&str; 3] = ["<p></p>", "<p><br></p>", "<p>&nbsp;</p>"];
    loop {
        let trimmed = html.trim_end();
        match BLANK.iter().find_map(|blank| trimmed.strip_suffix(blank)) {
            Some(before) => {
                let keep = before.len();
                html.truncate(keep);
            }
            None => {
                let keep = trimmed.len();
                html.truncate(keep);
                return html;
            }
        }
    }
}

/// Relative URLs are kept only as site paths ("/api/uploads/…"), never "//host" or "../x".
/// Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so
/// "/\\host" and "/\t/host" are other hosts too: a site path has neither.
fn site_path_only(url: &str) -> Option<Cow<'_, str>> {
    let site_path = url.starts_with('/')
        && !matches!(url.chars().nth(1), Some('/' | '\\'))
        && !url.chars().any(|c| c == '\\' || c.is_whitespace() || c.is_control());
    site_path.then_some(Cow::Borrowed(url))
}

fn width_px(value: &str) -> Option<u32> {
    value.trim().parse::<u32>().ok().filter(|w| IMAGE_WIDTH_PX.contains(w))
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
            "<a target=\"_blank\" rel=\"noopener noreferrer nofollow\">a</a>",
        ),
        ("data: image", "<img src=\"data:image/png;base64,AAAA\">", "<img>"),
        ("protocol-relative image", "<img src=\"//evil.example/x.png\">", "<img>"),
        ("backslash host image", "<img src=\"/\\evil.example/x.png\">", "<img>"),
        ("tab host image", "<img src=\"/&#9;/evil.example/x.png\">", "<img>"),
        ("svg", "<svg><script>alert(1)</script><circle r=\"4\"/></svg><p>b</p>", "<p>b</p>"),
        ("iframe", "<iframe src=\"https://evil.example\"></iframe>", ""),
        ("any style", "<p style=\"background-image: url(javascript:alert(1))\">a</p>", "<p>a</p>"),
        (
            "colour outside the palette",
            "<span class=\"text-color-ff00ff\">a</span>",
            "<span>a</span>",
        ),
        (
            "palette colour",
            "<span class=\"text-color-8b0000\">a</span>",
            "<span class=\"text-color-8b0000\">a</span>",
        ),
        (
            "highlight",
            "<mark class=\"highlight-b8860b\">a</mark>",
            "<mark class=\"highlight-b8860b\">a</mark>",
        ),
        ("alignment", "<p class=\"align-center evil\">a</p>", "<p class=\"align-center\">a</p>"),
        (
            "formatting",
            "<p><strong>a</strong><em>b</em><u>c</u><s>d</s></p>",
            "<p><strong>a</strong><em>b</em><u>c</u><s>d</s></p>",
        ),
        (
            "lists",
            "<ul><li>a</li></ul><ol start=\"3\"><li>b</li></ol>",
            "<ul><li>a</li></ul><ol start=\"3\"><li>b</li></ol>",
        ),
        (
            "headings and quotes",
            "<h1>a</h1><h2>b</h2><h3>c</h3><blockquote>d</blockquote>",
            "<h1>a</h1><h2>b</h2>c<blockquote>d</blockquote>",
        ),
        (
            "link",
            "<a href=\"https://mrok.pl\" onclick=\"x()\">a</a>",
            "<a href=\"https://mrok.pl\" target=\"_blank\" rel=\"noopener noreferrer nofollow\">a</a>",
        ),
        (
            "image width and alignment",
            "<img src=\"/api/uploads/a.png\" alt=\"Brama\" width=\"300\" class=\"align-center\">",
            "<img src=\"/api/uploads/a.png\" alt=\"Brama\" width=\"300\" class=\"align-center\">",
        ),
        (
            "image too wide",
            "<img src=\"https://mrok.pl/a.png\" width=\"5000\" class=\"align-sideways\">",
            "<img src=\"https://mrok.pl/a.png\">",
        ),
        ("form controls", "<form action=\"/x\"><input name=\"a\"><button>b</button></form>", "b"),
        ("comments", "<p>a<!-- <script> --></p>", "<p>a</p>"),
        ("blank lines at the end", "<p>a</p><p></p><p><br></p>\n<p></p>", "<p>a</p>"),
        ("blank lines between", "<p>a</p><p></p><p>b</p>", "<p>a</p><p></p><p>b</p>"),
        ("nothing but blank lines", "<p></p><p></p>", ""),
    ];

    #[test]
    fn a_link_to_another_host_in_site_path_clothing_loses_its_address() {
        for href in ["/\\evil.example", "/\t/evil.example", "//evil.example", "/\n/evil.example"] {
            let cleaned = clean(&format!("<a href=\"{href}\">a</a>"));
            assert!(!cleaned.contains("href"), "{href:?}: {cleaned}");
        }
        assert!(clean("<a href=\"/home/sesje\">a</a>").contains("href=\"/home/sesje\""));
    }

    #[test]
    fn the_sanitizer_table() {
        for (what, dirty, expected) in CASES {
            assert_eq!(clean(dirty), *expected, "{what}");
        }
    }

    #[test]
    fn every_example_of_the_editor_contract_passes_unchanged() {
        let contract = include_str!("../../web/src/shared/editor/html-contract.md");
        let examples: Vec<&str> = contract
            .lines()
            .map(str::trim)
            .filter(|line| {
                line.starts_with('<') && !line.starts_with("<!--") && !line.contains('…')
            })
            .collect();
        assert!(examples.len() >= 3, "the contract has examples");
        for example in examples {
            // All but the empty paragraphs at the end, which the server drops (the editor puts
            // the caret's place after an image back when it loads the text).
            assert_eq!(
                attributes_sorted(&clean(example)),
                attributes_sorted(&without_trailing_blank_lines(example.to_owned())),
                "the editor writes this; the server must keep it"
            );
        }
    }

    /// The HTML with each tag's attributes in name order (their order carries no meaning).
    fn attributes_sorted(html: &str) -> String {
        let mut out = String::new();
        let mut rest = html;
        while let Some(start) = rest.find('<') {
            out.push_str(&rest[..start]);
            let end = start + rest[start..].find('>').unwrap_or(rest.len() - start - 1);
            let tag = &rest[start + 1..end];
            let mut parts: Vec<String> = Vec::new();
            let mut current = String::new();
            let mut quoted = false;
            for c in tag.chars() {
                match c {
                    '"' => {
                        quoted = !quoted;
                        current.push(c);
                    }
                    ' ' if !quoted => parts.push(std::mem::take(&mut current)),
                    _ => current.push(c),
                }
            }
            parts.push(current);
            let name = parts.remove(0);
            parts.retain(|p| !p.is_empty());
            parts.sort();
            out.push('<');
            out.push_str(&[vec![name], parts].concat().join(" "));
            out.push('>');
            rest = &rest[end + 1..];
        }
        out.push_str(rest);
        out
    }
}
