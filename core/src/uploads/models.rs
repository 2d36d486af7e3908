use sha2::{Digest, Sha256};

/// The largest upload (5 MB).
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

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

#[cfg(test)]
mod tests {
    use super::*;

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
