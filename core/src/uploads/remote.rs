//! Remote images in rich text, kept on the site: a picture served from another host would tell
//! that host when, and from which address, each reader opened a private message or a post.

use std::collections::HashMap;
use std::sync::Arc;

use super::{ImageKeeper, MAX_IMAGE_SIDE};
use crate::shared::{RateRule, RichTextImages, UserId};

/// The most remote images fetched for one save; the rest become links.
pub const MAX_REMOTE_IMAGES_PER_TEXT: usize = 10;

/// Remote images one player's texts may have fetched in an hour (each stored one also counts as
/// an upload, [`super::UPLOAD_RATE`]); past it they become links.
pub const REMOTE_IMAGE_RATE: RateRule =
    RateRule { name: "remote_image", max: 60, window: std::time::Duration::from_secs(3600) };

/// Why a remote image was not fetched (for the server's log; the writer sees a link).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RemoteImageError {
    #[error("the address is not allowed ({0})")]
    Forbidden(String),
    #[error("the image is larger than 5 MB")]
    TooLarge,
    #[error("the fetch took too long")]
    TimedOut,
    #[error("the fetch failed: {0}")]
    Failed(String),
}

/// Fetches images from other hosts, within the rules of a careful client (only http and https
/// on their own ports, no private or local address, redirects checked again, size and time
/// capped).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait RemoteImageFetcher: Send + Sync {
    /// The bodies at `urls`, in their order (fetched side by side).
    async fn fetch_all(&self, urls: Vec<String>) -> Vec<Result<Vec<u8>, RemoteImageError>>;
}

/// Makes rich text's images local: fetched by the server, checked and stored exactly like an
/// upload of the author (their pace and room), the `src` pointing at the copy; what cannot be
/// kept becomes a link.
pub struct RemoteImages {
    fetcher: Arc<dyn RemoteImageFetcher>,
    keeper: ImageKeeper,
}

impl RemoteImages {
    pub fn new(fetcher: Arc<dyn RemoteImageFetcher>, keeper: ImageKeeper) -> Self {
        RemoteImages { fetcher, keeper }
    }

    /// The local paths (under `/api`) of the remote sources that could be kept.
    async fn keep(&self, author: UserId, sources: Vec<String>) -> HashMap<String, String> {
        let mut wanted = Vec::new();
        for source in sources.into_iter().take(MAX_REMOTE_IMAGES_PER_TEXT) {
            if self.keeper.common().within(REMOTE_IMAGE_RATE, author).await {
                wanted.push(source);
            }
        }
        if wanted.is_empty() {
            return HashMap::new();
        }
        let bodies = self.fetcher.fetch_all(wanted.clone()).await;
        let mut kept = HashMap::new();
        for (source, body) in wanted.into_iter().zip(bodies) {
            let Ok(bytes) = body else { continue };
            if let Ok(name) = self.keeper.keep(author, bytes, MAX_IMAGE_SIDE).await {
                kept.insert(source, format!("/api{}", name.public_path()));
            }
        }
        kept
    }
}

#[async_trait::async_trait]
impl RichTextImages for RemoteImages {
    async fn make_local(&self, author: UserId, html: String) -> String {
        let images = images_of(&html);
        let mut remote: Vec<String> = Vec::new();
        for image in &images {
            if is_fetchable(&image.src) && !remote.contains(&image.src) {
                remote.push(image.src.clone());
            }
        }
        if images.iter().all(|image| is_local(&image.src)) {
            return html;
        }
        let kept = self.keep(author, remote).await;
        rewritten(&html, &images, &kept)
    }
}

/// A site path (`/api/uploads/…`, as the editor inserts uploads): the sanitizer keeps relative
/// sources only as paths of this site, never another host.
fn is_local(src: &str) -> bool {
    src.starts_with('/')
}

fn is_fetchable(src: &str) -> bool {
    let lower = src.get(..8).unwrap_or(src).to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://")
}

/// One `<img>` of sanitized HTML: where its tag is, its source (entities decoded), and whether
/// it stands inside a paragraph.
#[derive(Debug, PartialEq, Eq)]
struct ImageTag {
    start: usize,
    end: usize,
    /// Where the `src` value is inside the tag (its raw, escaped text).
    src_at: (usize, usize),
    src: String,
    in_paragraph: bool,
}

/// The `<img>` tags with a source of sanitized HTML (the sanitizer's output: text never holds a
/// raw `<`, attribute values are double-quoted).
fn images_of(html: &str) -> Vec<ImageTag> {
    let mut images = Vec::new();
    let mut paragraphs = 0usize;
    let mut at = 0;
    while let Some(found) = html[at..].find('<') {
        let start = at + found;
        let end = tag_end(html, start);
        let tag = &html[start + 1..end.saturating_sub(1).max(start + 1)];
        let name: String = tag
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '/')
            .collect::<String>()
            .to_ascii_lowercase();
        match name.as_str() {
            "p" => paragraphs += 1,
            "/p" => paragraphs = paragraphs.saturating_sub(1),
            "img" => {
                if let Some((from, to)) = src_value(tag) {
                    let (from, to) = (start + 1 + from, start + 1 + to);
                    images.push(ImageTag {
                        start,
                        end,
                        src_at: (from, to),
                        src: unescaped(&html[from..to]),
                        in_paragraph: paragraphs > 0,
                    });
                }
            }
            _ => {}
        }
        at = end;
    }
    images
}

/// Just past the `>` closing the tag that opens at `start` (quoted values may hold a `>`).
fn tag_end(html: &str, start: usize) -> usize {
    let mut quoted = false;
    for (i, c) in html[start..].char_indices() {
        match c {
            '"' => quoted = !quoted,
            '>' if !quoted => return start + i + 1,
            _ => {}
        }
    }
    html.len()
}

/// Where the value of `src="…"` is inside a tag's text.
fn src_value(tag: &str) -> Option<(usize, usize)> {
    let mut quoted = false;
    let bytes = tag.as_bytes();
    for (i, c) in tag.char_indices() {
        match c {
            '"' => quoted = !quoted,
            's' | 'S' if !quoted && i > 0 && bytes[i - 1].is_ascii_whitespace() => {
                let rest = &tag[i..];
                if rest.len() >= 5 && rest[..5].eq_ignore_ascii_case("src=\"") {
                    let from = i + 5;
                    let to = from + tag[from..].find('"')?;
                    return Some((from, to));
                }
            }
            _ => {}
        }
    }
    None
}

fn unescaped(value: &str) -> String {
    value
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The HTML with each remote image pointing at its kept copy, or, when none was kept, a link to
/// it (in a paragraph of its own where the image stood as a block).
fn rewritten(html: &str, images: &[ImageTag], kept: &HashMap<String, String>) -> String {
    let mut out = String::with_capacity(html.len());
    let mut at = 0;
    for image in images.iter().filter(|image| !is_local(&image.src)) {
        out.push_str(&html[at..image.start]);
        match kept.get(&image.src) {
            Some(local) => {
                out.push_str(&html[image.start..image.src_at.0]);
                out.push_str(&escaped(local));
                out.push_str(&html[image.src_at.1..image.end]);
            }
            None => {
                let source = escaped(&image.src);
                let link = format!("<a href=\"{source}\">{source}</a>");
                if image.in_paragraph {
                    out.push_str(&link);
                } else {
                    out.push_str(&format!("<p>{link}</p>"));
                }
            }
        }
        at = image.end;
    }
    out.push_str(&html[at..]);
    out
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use chrono::{DateTime, Utc};

    use super::*;
    use crate::live::tests_support::quiet_bus;
    use crate::shared::{CommonPorts, MockClock, MockRateLimiter, RateLimited};
    use crate::uploads::{
        CleanImage, ImageFormat, MockImageCleaner, MockImageStore, MockUploadLedger, UploadError,
    };

    const AUTHOR: UserId = UserId(7);

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        clock
    }

    /// Fetches `body_of(url)` and remembers what it was asked for.
    struct Fetcher {
        asked: Mutex<Vec<String>>,
        body_of: fn(&str) -> Result<Vec<u8>, RemoteImageError>,
    }

    #[async_trait::async_trait]
    impl RemoteImageFetcher for Fetcher {
        async fn fetch_all(&self, urls: Vec<String>) -> Vec<Result<Vec<u8>, RemoteImageError>> {
            self.asked.lock().unwrap().extend(urls.iter().cloned());
            urls.iter().map(|url| (self.body_of)(url)).collect()
        }
    }

    fn images(
        body_of: fn(&str) -> Result<Vec<u8>, RemoteImageError>,
        pace: u32,
    ) -> (RemoteImages, Arc<Fetcher>) {
        let mut cleaner = MockImageCleaner::new();
        cleaner.expect_clean().returning(|bytes, _| {
            if bytes.starts_with(b"PNG") {
                Ok(CleanImage { bytes, format: ImageFormat::Png })
            } else {
                Err(UploadError::NotAnImage)
            }
        });
        let mut store = MockImageStore::new();
        store.expect_put().returning(|_, _| Ok(()));
        let mut ledger = MockUploadLedger::new();
        ledger.expect_bytes_of().returning(|_| Ok(0));
        ledger.expect_record_within().withf(|r, _| r.owner == AUTHOR).returning(|_, _| Ok(true));
        let hits = std::sync::atomic::AtomicU32::new(0);
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(move |rule, key, _| {
            assert_eq!(key, "7");
            if rule != REMOTE_IMAGE_RATE {
                return Ok(());
            }
            let n = hits.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            if n < pace {
                Ok(())
            } else {
                Err(RateLimited { retry_after: std::time::Duration::from_secs(60) })
            }
        });
        let common = CommonPorts::of(clock(), limiter, quiet_bus());
        let keeper = ImageKeeper::new(Arc::new(cleaner), Arc::new(store), Arc::new(ledger), common);
        let fetcher = Arc::new(Fetcher { asked: Mutex::new(Vec::new()), body_of });
        (RemoteImages::new(fetcher.clone(), keeper), fetcher)
    }

    fn png_unless_broken(url: &str) -> Result<Vec<u8>, RemoteImageError> {
        if url.contains("broken") {
            Err(RemoteImageError::Failed("connection refused".into()))
        } else if url.contains("page") {
            Ok(b"<html>".to_vec())
        } else {
            Ok(format!("PNG {url}").into_bytes())
        }
    }

    fn local_of(url: &str) -> String {
        let image =
            CleanImage { bytes: format!("PNG {url}").into_bytes(), format: ImageFormat::Png };
        format!("/api{}", crate::uploads::StoredName::for_image(&image).public_path())
    }

    #[tokio::test]
    async fn a_remote_image_is_stored_as_the_author_s_and_its_source_points_at_the_copy() {
        let (images, fetcher) = images(png_unless_broken, 100);
        let html = "<p>a</p><img src=\"https://x.example/a.png?s=1&amp;t=2\" alt=\"Brama\" \
                    width=\"300\"><p>b</p>";
        let local = images.make_local(AUTHOR, html.to_owned()).await;
        let copy = local_of("https://x.example/a.png?s=1&t=2");
        assert_eq!(
            local,
            format!("<p>a</p><img src=\"{copy}\" alt=\"Brama\" width=\"300\"><p>b</p>")
        );
        assert_eq!(*fetcher.asked.lock().unwrap(), vec!["https://x.example/a.png?s=1&t=2"]);
    }

    #[tokio::test]
    async fn what_cannot_be_kept_becomes_a_link_in_its_place() {
        let (images, _) = images(png_unless_broken, 100);
        let html = "<img src=\"https://x.example/broken.png\"><p>a <img src=\"http://x.example/page\"> \
                    b</p>";
        assert_eq!(
            images.make_local(AUTHOR, html.to_owned()).await,
            "<p><a href=\"https://x.example/broken.png\">https://x.example/broken.png</a></p>\
             <p>a <a href=\"http://x.example/page\">http://x.example/page</a> b</p>"
        );
    }

    #[tokio::test]
    async fn local_images_stay_untouched_and_nothing_is_fetched_for_them() {
        let (images, fetcher) = images(png_unless_broken, 100);
        let name = format!("{}.png", "a".repeat(64));
        let html = format!("<p>x</p><img src=\"/api/uploads/{name}\" width=\"200\"><img>");
        assert_eq!(images.make_local(AUTHOR, html.clone()).await, html);
        assert!(fetcher.asked.lock().unwrap().is_empty());
    }

    #[tokio::test]
    async fn the_same_image_twice_is_fetched_once_and_at_most_ten_are_fetched_per_save() {
        let (images, fetcher) = images(png_unless_broken, 100);
        let mut html = String::from("<img src=\"https://x.example/0.png\">");
        for i in 0..12 {
            html.push_str(&format!("<img src=\"https://x.example/{i}.png\">"));
        }
        let local = images.make_local(AUTHOR, html).await;
        assert_eq!(fetcher.asked.lock().unwrap().len(), MAX_REMOTE_IMAGES_PER_TEXT);
        assert_eq!(local.matches("/api/uploads/").count(), 11, "0 twice, then 1 to 9");
        assert!(
            local.ends_with(
                "<p><a href=\"https://x.example/11.png\">https://x.example/11.png</a></p>"
            )
        );
    }

    #[tokio::test]
    async fn past_the_player_s_pace_remote_images_are_not_fetched_but_linked() {
        let (images, fetcher) = images(png_unless_broken, 1);
        let html = "<img src=\"https://x.example/1.png\"><img src=\"https://x.example/2.png\">";
        let local = images.make_local(AUTHOR, html.to_owned()).await;
        assert_eq!(*fetcher.asked.lock().unwrap(), vec!["https://x.example/1.png"]);
        assert!(
            local.starts_with(&format!("<img src=\"{}\">", local_of("https://x.example/1.png")))
        );
        assert!(
            local.ends_with(
                "<p><a href=\"https://x.example/2.png\">https://x.example/2.png</a></p>"
            )
        );
    }

    #[test]
    fn a_quoted_angle_bracket_or_a_src_inside_another_attribute_is_not_a_source() {
        let html = "<img alt=\"a > src=&quot;x\" src=\"https://x.example/a.png\"><p>t</p>";
        let found = images_of(html);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].src, "https://x.example/a.png");
        assert_eq!(&html[found[0].start..found[0].end], &html[..html.find("<p>").unwrap()]);
        assert!(!found[0].in_paragraph);
    }
}
