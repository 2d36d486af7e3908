use std::io::Cursor;
use std::sync::Arc;

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType as PngFilter, PngEncoder};
use image::imageops::FilterType;
use image::{ImageFormat as Format, ImageReader, Limits};
use mrok_core::shared::InfraError;
use mrok_core::uploads::{
    CleanImage, ImageCleaner, ImageFormat, MAX_ANIMATION_FRAMES, MAX_ANIMATION_PIXELS,
    MAX_IMAGE_SIDE, UploadError,
};
use tokio::sync::Semaphore;

use super::strip::{strip_jpeg, strip_png};

/// Memory one decode may take.
const MAX_ALLOC: u64 = 256 * 1024 * 1024;

/// Decodes what the content says it is (never the file name), then re-encodes PNG and JPEG,
/// which drops EXIF (camera, GPS) and text chunks; an unscaled picture keeps its own bytes
/// without those ([`super::strip`]) when they are smaller, so a picture never grows. GIFs are rewritten block by block without
/// re-compressing ([`rewrite_gif`]), so animated avatars stay animated and lose their comments
/// and application data; WebP images are re-encoded as PNG. Runs on the blocking pool, one
/// image per core at a time.
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

fn clean(bytes: Vec<u8>, max_side: u32) -> Result<CleanImage, UploadError> {
    let mut reader = ImageReader::new(Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|_| UploadError::NotAnImage)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
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
    let mut decoded = reader.decode().map_err(|e| match e {
        image::ImageError::Limits(_) => UploadError::TooManyPixels,
        _ => UploadError::NotAnImage,
    })?;
    if kept == ImageFormat::Gif {
        return Ok(CleanImage { bytes: rewrite_gif(&bytes)?, format: kept });
    }
    let resized = decoded.width() > max_side || decoded.height() > max_side;
    if resized {
        // Triangle (linear) widens with the scale, so a large reduction still averages every
        // pixel it covers, at a fraction of Lanczos's cost.
        decoded = decoded.resize(max_side, max_side, FilterType::Triangle);
    }
    let mut out = Cursor::new(Vec::new());
    match kept {
        ImageFormat::Jpeg => {
            let rgb = decoded.to_rgb8();
            JpegEncoder::new_with_quality(&mut out, 90)
                .encode_image(&rgb)
                .map_err(InfraError::new)?;
        }
        _ => {
            let png =
                PngEncoder::new_with_quality(&mut out, CompressionType::Best, PngFilter::Adaptive);
            decoded.write_with_encoder(png).map_err(InfraError::new)?;
        }
    }
    let encoded = out.into_inner();
    // Unscaled, the upload's own bytes without their metadata are the same picture; keep them
    // when they are smaller (a palette PNG or a low-quality JPEG grows when encoded anew).
    let stripped = match (resized, format) {
        (false, Format::Png) => strip_png(&bytes),
        (false, Format::Jpeg) => strip_jpeg(&bytes),
        _ => None,
    };
    let bytes = match stripped {
        Some(stripped) if stripped.len() < encoded.len() => stripped,
        _ => encoded,
    };
    Ok(CleanImage { bytes, format: kept })
}

/// A GIF written anew from what shows: the screen, the palettes, every frame as it was
/// compressed (with its delay, disposal and transparency) and the loop count. Comments,
/// application data (XMP and the like) and plain-text blocks are not carried over. At most
/// [`MAX_ANIMATION_FRAMES`] frames holding [`MAX_ANIMATION_PIXELS`] together.
fn rewrite_gif(bytes: &[u8]) -> Result<Vec<u8>, UploadError> {
    let mut options = gif::DecodeOptions::new();
    options.skip_frame_decoding(true);
    let mut decoder = options.read_info(Cursor::new(bytes)).map_err(|_| UploadError::NotAnImage)?;
    let palette = decoder.global_palette().unwrap_or_default().to_vec();
    let repeat = decoder.repeat();
    let mut out = Vec::with_capacity(bytes.len());
    {
        let mut encoder = gif::Encoder::new(&mut out, decoder.width(), decoder.height(), &palette)
            .map_err(InfraError::new)?;
        // No loop block means "play once"; writing one would make it loop.
        if repeat != gif::Repeat::Finite(0) {
            encoder.set_repeat(repeat).map_err(InfraError::new)?;
        }
        let (mut frames, mut pixels) = (0, 0u64);
        while let Some(frame) = decoder.read_next_frame().map_err(|_| UploadError::NotAnImage)? {
            frames += 1;
            pixels += u64::from(frame.width) * u64::from(frame.height);
            if frames > MAX_ANIMATION_FRAMES || pixels > MAX_ANIMATION_PIXELS {
                return Err(UploadError::AnimationTooLarge);
            }
            encoder.write_lzw_pre_encoded_frame(frame).map_err(InfraError::new)?;
        }
    }
    Ok(out)
}

#[async_trait::async_trait]
impl ImageCleaner for RasterCleaner {
    #[tracing::instrument(name = "RasterCleaner::clean", level = "debug", skip_all)]
    async fn clean(&self, bytes: Vec<u8>, max_side: u32) -> Result<CleanImage, UploadError> {
        let _permit = self.permits.acquire().await.map_err(InfraError::new)?;
        tokio::task::spawn_blocking(move || clean(bytes, max_side))
            .await
            .map_err(InfraError::new)?
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

    /// Two 2×2 frames that loop, with a comment and an XMP block carrying marker strings.
    fn animated_gif_with_metadata() -> Vec<u8> {
        let mut out = Vec::new();
        {
            let palette = [0, 0, 0, 139, 0, 0];
            let mut encoder = gif::Encoder::new(&mut out, 2, 2, &palette).unwrap();
            encoder.set_repeat(gif::Repeat::Infinite).unwrap();
            encoder
                .write_raw_extension(gif::AnyExtension(0xFE), &[b"KOMENTARZ-GPS 52.2297N"])
                .unwrap();
            encoder
                .write_raw_extension(gif::AnyExtension(0xFF), &[b"XMP DataXMP", b"XMP-DANE"])
                .unwrap();
            for (delay, pixels) in [(10, [0u8, 1, 1, 0]), (20, [1, 0, 0, 1])] {
                let frame = gif::Frame {
                    width: 2,
                    height: 2,
                    delay,
                    buffer: std::borrow::Cow::Owned(pixels.to_vec()),
                    ..gif::Frame::default()
                };
                encoder.write_frame(&frame).unwrap();
            }
        }
        out
    }

    /// `frames` frames of `side`×`side` pixels.
    fn animation(frames: usize, side: u16) -> Vec<u8> {
        let mut out = Vec::new();
        {
            let mut encoder =
                gif::Encoder::new(&mut out, side, side, &[0, 0, 0, 139, 0, 0]).unwrap();
            let pixels = vec![1u8; usize::from(side) * usize::from(side)];
            for _ in 0..frames {
                let frame = gif::Frame {
                    width: side,
                    height: side,
                    buffer: std::borrow::Cow::Borrowed(&pixels),
                    ..gif::Frame::default()
                };
                encoder.write_frame(&frame).unwrap();
            }
        }
        out
    }

    #[tokio::test]
    async fn an_animation_that_would_unfold_into_gigabytes_is_refused() {
        let cleaner = RasterCleaner::new();
        assert!(cleaner.clean(animation(MAX_ANIMATION_FRAMES, 1), MAX_IMAGE_SIDE).await.is_ok());
        let long = cleaner.clean(animation(MAX_ANIMATION_FRAMES + 1, 1), MAX_IMAGE_SIDE).await;
        assert!(matches!(long, Err(UploadError::AnimationTooLarge)), "{long:?}");
        // 13 frames of 2000×2000 hold 52 million pixels (a few kilobytes compressed).
        let large = cleaner.clean(animation(13, 2000), MAX_IMAGE_SIDE).await;
        assert!(matches!(large, Err(UploadError::AnimationTooLarge)), "{large:?}");
        assert!(cleaner.clean(animation(12, 2000), MAX_IMAGE_SIDE).await.is_ok());
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
        let clean = cleaner.clean(input, MAX_IMAGE_SIDE).await.unwrap();
        assert_eq!(clean.format, ImageFormat::Jpeg);
        assert!(!clean.bytes.windows(10).any(|w| w == b"GPS-SEKRET"), "EXIF is gone");

        assert_eq!(
            cleaner.clean(picture(Format::Png), MAX_IMAGE_SIDE).await.unwrap().format,
            ImageFormat::Png
        );
        let gif = animated_gif_with_metadata();
        let cleaned = cleaner.clean(gif, MAX_IMAGE_SIDE).await.unwrap();
        assert_eq!(cleaned.format, ImageFormat::Gif);
        assert!(!cleaned.bytes.windows(13).any(|w| w == b"KOMENTARZ-GPS"), "the comment is gone");
        assert!(!cleaned.bytes.windows(8).any(|w| w == b"XMP-DANE"), "application data is gone");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(Cursor::new(&cleaned.bytes)).unwrap();
        assert_eq!(decoder.repeat(), gif::Repeat::Infinite, "it still loops");
        let mut frames = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            frames.push((frame.delay, frame.buffer.to_vec()));
        }
        assert_eq!(
            frames,
            vec![(10, vec![0, 1, 1, 0]), (20, vec![1, 0, 0, 1])],
            "frames unchanged"
        );
    }

    /// A noisy photo saved at a low quality, with an EXIF segment.
    fn low_quality_jpeg_with_exif() -> Vec<u8> {
        let photo = RgbImage::from_fn(300, 200, |x, y| {
            Rgb([(x * 7 % 251) as u8, (y * 13 % 241) as u8, ((x * y) % 239) as u8])
        });
        let mut out = Cursor::new(Vec::new());
        JpegEncoder::new_with_quality(&mut out, 40).encode_image(&photo).unwrap();
        let jpeg = out.into_inner();
        let mut with_exif = jpeg[..2].to_vec();
        with_exif.extend_from_slice(&[0xFF, 0xE1, 0, 18]);
        with_exif.extend_from_slice(b"Exif\0\0GPS-SEKRET");
        with_exif.extend_from_slice(&jpeg[2..]);
        with_exif
    }

    #[tokio::test]
    async fn a_cleaned_picture_is_never_larger_than_the_upload() {
        let cleaner = RasterCleaner::new();
        let jpeg = low_quality_jpeg_with_exif();
        let clean = cleaner.clean(jpeg.clone(), MAX_IMAGE_SIDE).await.unwrap();
        assert!(clean.bytes.len() <= jpeg.len(), "{} > {}", clean.bytes.len(), jpeg.len());
        assert!(!clean.bytes.windows(10).any(|w| w == b"GPS-SEKRET"), "EXIF is gone");
        assert!(image::load_from_memory(&clean.bytes).is_ok());

        let photo = RgbImage::from_fn(300, 200, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 9]));
        let mut png = Cursor::new(Vec::new());
        let fast =
            PngEncoder::new_with_quality(&mut png, CompressionType::Fast, PngFilter::NoFilter);
        photo.write_with_encoder(fast).unwrap();
        let png = png.into_inner();
        let clean = cleaner.clean(png.clone(), MAX_IMAGE_SIDE).await.unwrap();
        assert!(clean.bytes.len() <= png.len(), "{} > {}", clean.bytes.len(), png.len());
        assert_eq!(image::load_from_memory(&clean.bytes).unwrap().to_rgb8(), photo);
    }

    #[tokio::test]
    async fn a_renamed_html_file_or_a_truncated_image_is_not_an_image() {
        let cleaner = RasterCleaner::new();
        for bytes in [
            b"<html><script>alert(1)</script></html>".to_vec(),
            picture(Format::Png)[..20].to_vec(),
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec(),
        ] {
            assert!(matches!(
                cleaner.clean(bytes, MAX_IMAGE_SIDE).await,
                Err(UploadError::NotAnImage)
            ));
        }
    }

    #[tokio::test]
    async fn a_picture_larger_than_asked_is_scaled_down_keeping_its_proportions() {
        let cleaner = RasterCleaner::new();
        for format in [Format::Png, Format::Jpeg, Format::WebP] {
            let photo = RgbImage::from_pixel(1200, 300, Rgb([139, 0, 0]));
            let mut bytes = Cursor::new(Vec::new());
            photo.write_to(&mut bytes, format).unwrap();
            let bytes = bytes.into_inner();
            let small = cleaner.clean(bytes.clone(), 512).await.unwrap();
            let read = image::load_from_memory(&small.bytes).unwrap();
            assert_eq!((read.width(), read.height()), (512, 128), "{format:?}");
            let kept = cleaner.clean(bytes, MAX_IMAGE_SIDE).await.unwrap();
            let read = image::load_from_memory(&kept.bytes).unwrap();
            assert_eq!((read.width(), read.height()), (1200, 300), "{format:?}");
        }
        // A picture already small enough stays as it is.
        let read =
            image::load_from_memory(&cleaner.clean(picture(Format::Png), 512).await.unwrap().bytes)
                .unwrap();
        assert_eq!((read.width(), read.height()), (4, 3));
    }

    #[tokio::test]
    async fn a_picture_wider_than_the_limit_is_told_as_too_large_not_as_no_image() {
        let wide = image::RgbImage::new(MAX_IMAGE_SIDE + 1, 2);
        let mut bytes = Cursor::new(Vec::new());
        wide.write_to(&mut bytes, Format::Png).unwrap();
        let refused =
            RasterCleaner::new().clean(bytes.into_inner(), MAX_IMAGE_SIDE).await.unwrap_err();
        assert!(matches!(refused, UploadError::TooManyPixels), "{refused:?}");
        assert_eq!(
            refused.to_string(),
            "Obraz jest za duży, by go przetworzyć (najwyżej 8000 × 8000 pikseli) — zmniejsz go"
        );
    }
}
