/// Cleans rich HTML from editors down to the allow-list of the editor toolbars.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait HtmlSanitizer: Send + Sync {
    fn clean(&self, html: &str) -> String;
}
