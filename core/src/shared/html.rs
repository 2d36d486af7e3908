/// Cleans rich HTML from editors down to the allow-list of the editor toolbars.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait HtmlSanitizer: Send + Sync {
    fn clean(&self, html: &str) -> String;
}

/// Keeps rich text's images on the site: in sanitized HTML, every `<img>` whose source is on
/// another host is fetched and stored as an upload of `author`, its `src` rewritten to the local
/// copy; one that cannot be is replaced by a link to it. Nobody learns from a picture in a post
/// when and from which address it was read.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait RichTextImages: Send + Sync {
    /// The HTML with only local images (itself when it has no remote ones); links it adds still
    /// need the sanitizer's link rules.
    async fn make_local(&self, author: super::UserId, html: String) -> String;
}

/// Leaves images as they are: for the seed's own texts and for tests about something else.
pub struct ImagesAsTheyAre;

#[async_trait::async_trait]
impl RichTextImages for ImagesAsTheyAre {
    async fn make_local(&self, _author: super::UserId, html: String) -> String {
        html
    }
}

/// Whether HTML has visible text (after tags and entities for spaces, nothing but characters
/// that show nothing) or an image with a source.
pub fn shows_something(html: &str) -> bool {
    let mut in_tag = false;
    let mut tag = String::new();
    let mut text = String::new();
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                tag.clear();
            }
            '>' if in_tag => {
                in_tag = false;
                if is_image_with_source(&tag) {
                    return true;
                }
            }
            _ if in_tag => tag.push(c),
            _ => text.push(c),
        }
    }
    super::shows_text(&text.replace("&nbsp;", " ").replace("&#160;", " "))
}

/// How long sanitized HTML is for a length limit: every character counts, tags too, but an
/// entity (`&amp;`, `&lt;`, `&#160;`) counts as the one character a reader sees, so text full of
/// '&' or '<' is not refused at a fifth of its limit.
pub fn html_length(html: &str) -> usize {
    let mut length = 0;
    let mut rest = html;
    while let Some(at) = rest.find('&') {
        length += rest[..at].chars().count() + 1;
        let after = &rest[at + 1..];
        rest = match entity_end(after) {
            Some(end) => &after[end + 1..],
            None => after,
        };
    }
    length + rest.chars().count()
}

/// Where the `;` of an entity whose name follows a '&' is (`amp;`, `#160;`, `#x27;`).
fn entity_end(after: &str) -> Option<usize> {
    let end = after.find(';')?;
    let name = &after[..end];
    let named =
        !name.is_empty() && name.len() <= 10 && name.bytes().all(|b| b.is_ascii_alphanumeric());
    let numeric = name.strip_prefix('#').is_some_and(|n| {
        let digits = n.strip_prefix(['x', 'X']).unwrap_or(n);
        !digits.is_empty() && digits.len() <= 8 && digits.bytes().all(|b| b.is_ascii_hexdigit())
    });
    (named || numeric).then_some(end)
}

/// `img …` with a `src` (the sanitizer drops a source it does not allow, leaving a bare `<img>`).
fn is_image_with_source(tag: &str) -> bool {
    let tag = tag.trim_start().to_ascii_lowercase();
    tag.strip_prefix("img").is_some_and(|rest| {
        rest.starts_with(char::is_whitespace)
            && rest.split_whitespace().any(|attribute| attribute.starts_with("src="))
    })
}

#[cfg(test)]
mod tests {
    use super::{html_length, shows_something};

    #[test]
    fn an_entity_counts_as_the_one_character_it_shows() {
        assert_eq!(html_length("<p>a &amp; b</p>"), 12);
        assert_eq!(html_length(&"&amp;".repeat(5000)), 5000);
        assert_eq!(html_length("&lt;&#160;&#x27;ż"), 4);
        assert_eq!(html_length("a & b; c &;"), 11);
        assert_eq!(html_length("&amp"), 4);
    }

    #[test]
    fn text_that_shows_nothing_and_an_image_without_a_source_are_empty() {
        for empty in [
            "",
            "<p></p>",
            "<p> &nbsp; </p>",
            "<p>\u{200b}</p>",
            "<p>\u{202e}\u{2060}</p>",
            "<img>",
            "<p><img alt=\"x\"></p>",
            "<imgx src=\"a.png\">",
        ] {
            assert!(!shows_something(empty), "{empty:?}");
        }
        for shown in ["<p>a</p>", "<p>\u{200b}ż</p>", "<img src=\"/api/uploads/a.png\">", "x"] {
            assert!(shows_something(shown), "{shown:?}");
        }
    }
}
