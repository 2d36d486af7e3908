use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};

use crate::shared::{RateRule, UserId};

/// The largest upload (5 MB).
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
/// The largest image kept after re-encoding (10 MB). Re-encoding can make a file much larger
/// than it was sent (a WebP or an indexed PNG written as full-colour PNG, a heavily compressed
/// JPEG written at quality 90), up to what an 8000×8000 picture needs; anything over this is
/// refused rather than stored.
pub const MAX_STORED_BYTES: usize = 10 * 1024 * 1024;

/// The most frames an animation may have, and the most pixels its frames may hold together: a
/// few megabytes of well-compressed frames would otherwise unfold into gigabytes in every
/// browser that shows the avatar.
pub const MAX_ANIMATION_FRAMES: usize = 500;
pub const MAX_ANIMATION_PIXELS: u64 = 50_000_000;

/// The widest and the tallest picture accepted, in pixels (decompression bombs).
pub const MAX_IMAGE_SIDE: u32 = 8000;

/// An avatar is kept at most this wide and this tall: three times the largest it is shown
/// (the profile's 168 px), so that a 12-megapixel photo does not travel to every list that shows
/// its face. Animated GIFs are kept as they came.
pub const AVATAR_SIDE: u32 = 512;

/// The image formats kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ImageFormat {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageFormat {
    pub const ALL: [ImageFormat; 4] =
        [ImageFormat::Png, ImageFormat::Jpeg, ImageFormat::Gif, ImageFormat::Webp];

    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Png => "png",
            ImageFormat::Jpeg => "jpg",
            ImageFormat::Gif => "gif",
            ImageFormat::Webp => "webp",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            ImageFormat::Png => "image/png",
            ImageFormat::Jpeg => "image/jpeg",
            ImageFormat::Gif => "image/gif",
            ImageFormat::Webp => "image/webp",
        }
    }
}

/// An image as it will be stored: decoded and re-encoded (metadata gone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CleanImage {
    pub bytes: Vec<u8>,
    pub format: ImageFormat,
}

/// A stored image's name: the SHA-256 of its content and its extension. Only names of this
/// exact shape are ever read, so no path can reach outside the store.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StoredName {
    hash: String,
    format: ImageFormat,
}

impl StoredName {
    pub fn for_image(image: &CleanImage) -> Self {
        StoredName { hash: hex::encode(Sha256::digest(&image.bytes)), format: image.format }
    }

    /// A name from a URL; `None` for anything but `<64 hex>.<png|jpg|gif|webp>`.
    pub fn parse(raw: &str) -> Option<Self> {
        let (hash, extension) = raw.split_once('.')?;
        let format = ImageFormat::ALL.into_iter().find(|f| f.extension() == extension)?;
        let valid = hash.len() == 64
            && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        valid.then(|| StoredName { hash: hash.to_owned(), format })
    }

    pub fn file_name(&self) -> String {
        format!("{}.{}", self.hash, self.format.extension())
    }

    pub fn format(&self) -> ImageFormat {
        self.format
    }

    /// The path clients use after `/api`.
    pub fn public_path(&self) -> String {
        format!("/uploads/{}", self.file_name())
    }
}

/// Images one player may upload in an hour (avatars and description images together).
pub const UPLOAD_RATE: RateRule =
    RateRule { name: "upload", max: 30, window: std::time::Duration::from_secs(3600) };
/// Bytes one player's kept images may take in all (images nothing uses are removed after
/// [`UNUSED_IMAGE_GRACE`], which frees their share).
pub const UPLOAD_QUOTA_BYTES: u64 = 100 * 1024 * 1024;
/// How long an image nothing refers to is kept: a composer's draft may hold it that long before
/// it is posted. Images in use are checked again after the same time.
pub const UNUSED_IMAGE_GRACE: chrono::TimeDelta = chrono::TimeDelta::days(3);
/// Images one sweep looks at.
pub const SWEEP_BATCH: u32 = 1_000;

/// One player's stored upload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadRecord {
    pub owner: UserId,
    pub name: StoredName,
    pub bytes: u64,
    pub at: DateTime<Utc>,
}

/// The stored images a text refers to: every `/uploads/<name>` in it (with or without the
/// `/api` in front), as avatars and sanitized HTML carry them.
pub fn mentioned_uploads(text: &str) -> impl Iterator<Item = StoredName> + '_ {
    text.match_indices("/uploads/").filter_map(move |(at, marker)| {
        let rest = &text[at + marker.len()..];
        let end = rest.find(|c: char| !c.is_ascii_alphanumeric() && c != '.').unwrap_or(rest.len());
        StoredName::parse(&rest[..end])
    })
}

/// What one sweep did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SweepReport {
    /// Images nothing referred to, removed with their records.
    pub removed: usize,
    /// Images still in use, to be checked again later.
    pub kept: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_images_a_text_mentions_are_found_whatever_surrounds_them() {
        let a = format!("{}.png", "a".repeat(64));
        let b = format!("{}.gif", "b".repeat(64));
        let html = format!(
            "<p>x<img src=\"/api/uploads/{a}\" width=\"200\"></p><img src='/uploads/{b}'>\
             /uploads/../../etc/passwd /uploads/{a}x"
        );
        let found: Vec<String> = mentioned_uploads(&html).map(|n| n.file_name()).collect();
        assert_eq!(found, vec![a.clone(), b]);
        assert_eq!(mentioned_uploads(&format!("/uploads/{a}")).count(), 1, "an avatar path");
    }

    #[test]
    fn names_are_content_hashes_and_nothing_else_parses() {
        let image = CleanImage { bytes: b"obraz".to_vec(), format: ImageFormat::Png };
        let name = StoredName::for_image(&image);
        assert_eq!(name.file_name().len(), 64 + 4);
        assert_eq!(StoredName::parse(&name.file_name()), Some(name.clone()));
        assert!(name.public_path().starts_with("/uploads/"));
        for bad in [
            "../../etc/passwd",
            "..%2F..%2Fmrok.db",
            &format!("{}.exe", "a".repeat(64)),
            &format!("{}.png", "A".repeat(64)),
            &format!("{}.png", "a".repeat(63)),
            &format!("{}.png/../x", "a".repeat(64)),
            "mrok.db",
        ] {
            assert_eq!(StoredName::parse(bad), None, "{bad}");
        }
    }
}
