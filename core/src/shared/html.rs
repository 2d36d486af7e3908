/// Cleans rich HTML from editors down to the allow-list of the editor toolbars.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait HtmlSanitizer: Send + Sync {
    fn clean(&self, html: &str) -> String;
}

/// Whether HTML has visible text (after tags and entities for spaces) or an image.
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
                if tag.trim_start().to_ascii_lowercase().starts_with("img") {
                    return true;
                }
            }
            _ if in_tag => tag.push(c),
            _ => text.push(c),
        }
    }
    !text.replace("&nbsp;", " ").replace("&#160;", " ").trim().is_empty()
}
