/// Cleans rich HTML from editors down to the allow-list of the editor toolbars.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait HtmlSanitizer: Send + Sync {
    fn clean(&self, html: &str) -> String;
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
    use super::shows_something;

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
