use std::io::Cursor;
use std::sync::Arc;

use image::codecs::jpeg::JpegEncoder;
use image::{ImageFormat as Format, ImageReader, Limits};
use mrok_core::shared::InfraError;
use mrok_core::uploads::{CleanImage, ImageCleaner, ImageFormat, UploadError};
use tokio::sync::Semaphore;

/// The largest picture accepted, in pixels per side (guards against decompression bombs).
const MAX_SIDE: u32 = 8000;
/// Memory one decode may take.
const MAX_ALLOC: u64 = 256 * 1024 * 1024;

/// Decodes what the content says it is (never the file name), then re-encodes PNG and JPEG,
/// which drops EXIF (camera, GPS) and text chunks. GIFs are kept as they are once they decode,
/// so animated avatars stay animated; WebP images are re-encoded as PNG. Runs on the blocking
/// pool, one image per core at a time.
pub struct RasterCleaner {
    permits: Arc<Semaphore>,
}

impl Default for RasterCleaner {
    fn default() -> Self {
        Self::new()
    }
}

impl RasterCleaner {
    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        RasterCleaner { permits: Arc::new(Semaphore::new(cores)) }
    }
}

fn clean(bytes: Vec<u8>) -> Result<CleanImage, UploadError> {
    let mut reader = ImageReader::new(Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|_| UploadError::NotAnImage)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let format = reader.format().ok_or(UploadError::NotAnImage)?;
    let kept = match format {
        Format::Png => ImageFormat::Png,
        Format::Jpeg => ImageFormat::Jpeg,
        Format::Gif => ImageFormat::Gif,
        Format::WebP => ImageFormat::Png,
        _ => return Err(UploadError::NotAnImage),
    };
    let decoded = reader.decode().map_err(|_| UploadError::NotAnImage)?;
    if kept == ImageFormat::Gif {
        return Ok(CleanImage { bytes, format: kept });
    }
    let mut out = Cursor::new(Vec::new());
    match kept {
        ImageFormat::Jpeg => {
            let rgb = decoded.to_rgb8();
            JpegEncoder::new_with_quality(&mut out, 90)
                .encode_image(&rgb)
                .map_err(InfraError::new)?;
        }
        _ => decoded.write_to(&mut out, Format::Png).map_err(InfraError::new)?,
    }
    Ok(CleanImage { bytes: out.into_inner(), format: kept })
}

#[async_trait::async_trait]
impl ImageCleaner for RasterCleaner {
    #[tracing::instrument(name = "RasterCleaner::clean", level = "debug", skip_all)]
    async fn clean(&self, bytes: Vec<u8>) -> Result<CleanImage, UploadError> {
        let _permit = self.permits.acquire().await.map_err(InfraError::new)?;
        tokio::task::spawn_blocking(move || clean(bytes)).await.map_err(InfraError::new)?
    }
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage};

    use super::*;

    fn picture(format: Format) -> Vec<u8> {
        let image = RgbImage::from_pixel(4, 3, Rgb([139, 0, 0]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    /// A JPEG with an EXIF segment carrying a marker string.
    fn jpeg_with_exif() -> Vec<u8> {
        let jpeg = picture(Format::Jpeg);
        let payload = b"Exif\0\0GPS-SEKRET-52.2297N";
        let mut segment = vec![0xFF, 0xE1];
        segment.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        segment.extend_from_slice(payload);
        let mut with_exif = jpeg[..2].to_vec();
        with_exif.extend_from_slice(&segment);
        with_exif.extend_from_slice(&jpeg[2..]);
        with_exif
    }

    #[tokio::test]
    async fn images_decode_by_content_and_lose_their_metadata() {
        let cleaner = RasterCleaner::new();
        let input = jpeg_with_exif();
        assert!(input.windows(10).any(|w| w == b"GPS-SEKRET"));
        let clean = cleaner.clean(input).await.unwrap();
        assert_eq!(clean.format, ImageFormat::Jpeg);
        assert!(!clean.bytes.windows(10).any(|w| w == b"GPS-SEKRET"), "EXIF is gone");

        assert_eq!(cleaner.clean(picture(Format::Png)).await.unwrap().format, ImageFormat::Png);
        let gif = picture(Format::Gif);
        assert_eq!(cleaner.clean(gif.clone()).await.unwrap().bytes, gif, "GIFs stay animated");
    }

    #[tokio::test]
    async fn a_renamed_html_file_or_a_truncated_image_is_not_an_image() {
        let cleaner = RasterCleaner::new();
        for bytes in [
            b"<html><script>alert(1)</script></html>".to_vec(),
            picture(Format::Png)[..20].to_vec(),
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec(),
        ] {
            assert!(matches!(cleaner.clean(bytes).await, Err(UploadError::NotAnImage)));
        }
    }
}
