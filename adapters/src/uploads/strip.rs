//! A picture's own bytes without what does not show: PNG chunks and JPEG segments are copied
//! as they were compressed, and only those that carry text, camera data or anything appended
//! are left out. Never larger than the upload, so a picture already well compressed (a palette
//! PNG, a JPEG saved at a low quality) is not blown up by decoding and encoding it anew.
//!
//! Each function answers `None` for bytes it cannot walk to the end; the caller then keeps the
//! re-encoded copy. Both are used only on bytes the decoder has just read as a whole picture.

/// PNG chunks that shape what shows: the header, the palette and its transparency, the pixels,
/// the end, and the colour facts a browser applies (`gAMA`, `cHRM`, `sRGB`, `sBIT`) and the
/// pixel size (`pHYs`). Text (`tEXt`, `zTXt`, `iTXt`), `eXIf`, ICC profiles (which may carry
/// text), times and private chunks are left out.
const PNG_KEPT: [&[u8; 4]; 10] =
    [b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND", b"gAMA", b"cHRM", b"sRGB", b"sBIT", b"pHYs"];

const PNG_SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// The PNG without its text and metadata chunks, ending at `IEND` (anything appended is cut).
pub fn strip_png(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut rest = bytes.strip_prefix(PNG_SIGNATURE)?;
    let mut out = PNG_SIGNATURE.to_vec();
    loop {
        let length = u32::from_be_bytes(rest.get(..4)?.try_into().ok()?) as usize;
        let whole = rest.get(..12usize.checked_add(length)?)?;
        let kind = &whole[4..8];
        if PNG_KEPT.iter().any(|kept| kept.as_slice() == kind) {
            out.extend_from_slice(whole);
        }
        if kind == b"IEND" {
            return Some(out);
        }
        rest = &rest[whole.len()..];
    }
}

/// JPEG markers without a length: start and end of image, the restart markers, `TEM`.
fn standalone(marker: u8) -> bool {
    matches!(marker, 0xD8 | 0xD9 | 0x01 | 0xD0..=0xD7)
}

/// Whether a segment is kept: every one that decoding needs (frames, tables, scans, restart
/// interval) and the two application segments that tell how to read the colours (`APP0` JFIF,
/// `APP14` Adobe). EXIF and XMP (`APP1`), ICC profiles and every other `APPn`, and comments
/// (`COM`) are left out.
fn jpeg_kept(marker: u8) -> bool {
    !matches!(marker, 0xE1..=0xED | 0xEF | 0xFE)
}

/// The JPEG without its metadata segments, ending at its end-of-image marker.
pub fn strip_jpeg(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.get(..2)? != [0xFF, 0xD8] {
        return None;
    }
    let mut out = vec![0xFF, 0xD8];
    let mut at = 2;
    loop {
        // Fill bytes (0xFF repeated) may stand before a marker.
        while bytes.get(at)? == &0xFF && bytes.get(at + 1)? == &0xFF {
            at += 1;
        }
        if bytes.get(at)? != &0xFF {
            return None;
        }
        let marker = *bytes.get(at + 1)?;
        if marker == 0xD9 {
            out.extend_from_slice(&[0xFF, 0xD9]);
            return Some(out);
        }
        if standalone(marker) {
            out.extend_from_slice(&bytes[at..at + 2]);
            at += 2;
            continue;
        }
        let length = usize::from(u16::from_be_bytes([*bytes.get(at + 2)?, *bytes.get(at + 3)?]));
        let end = at.checked_add(2 + length)?;
        let segment = bytes.get(at..end)?;
        if jpeg_kept(marker) {
            out.extend_from_slice(segment);
        }
        at = end;
        if marker == 0xDA {
            // The compressed scan runs to the next marker that is neither a stuffed 0xFF00 nor
            // a restart marker.
            let scan_start = at;
            loop {
                let byte = *bytes.get(at)?;
                let next = bytes.get(at + 1).copied();
                if byte == 0xFF
                    && matches!(next, Some(m) if m != 0x00 && !(0xD0..=0xD7).contains(&m))
                {
                    break;
                }
                at += 1;
            }
            out.extend_from_slice(&bytes[scan_start..at]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        out.extend_from_slice(&[0, 0, 0, 0]);
        out
    }

    #[test]
    fn a_png_keeps_what_shows_and_loses_text_and_what_follows_its_end() {
        let mut png = PNG_SIGNATURE.to_vec();
        png.extend(chunk(b"IHDR", &[0; 13]));
        png.extend(chunk(b"tEXt", b"Comment\0GPS-SEKRET"));
        png.extend(chunk(b"IDAT", b"pixels"));
        png.extend(chunk(b"IEND", b""));
        png.extend_from_slice(b"PK\x03\x04appended archive");
        let stripped = strip_png(&png).unwrap();
        assert!(stripped.windows(6).any(|w| w == b"pixels"));
        assert!(!stripped.windows(10).any(|w| w == b"GPS-SEKRET"));
        assert!(stripped.ends_with(&chunk(b"IEND", b"")), "nothing after IEND");
        assert!(strip_png(&png[..png.len() / 2]).is_none(), "a cut file is not walked");
    }

    #[test]
    fn a_jpeg_keeps_its_scan_and_loses_exif_comments_and_what_follows_its_end() {
        let mut jpeg = vec![0xFF, 0xD8];
        jpeg.extend_from_slice(&[0xFF, 0xE0, 0, 4, b'J', b'F']);
        jpeg.extend_from_slice(&[0xFF, 0xE1, 0, 12]);
        jpeg.extend_from_slice(b"GPS-SEKRET");
        jpeg.extend_from_slice(&[0xFF, 0xFE, 0, 5, b'k', b'o', b'm']);
        jpeg.extend_from_slice(&[0xFF, 0xDA, 0, 3, 1]);
        jpeg.extend_from_slice(&[1, 2, 0xFF, 0x00, 3, 0xFF, 0xD0, 4]);
        jpeg.extend_from_slice(&[0xFF, 0xD9]);
        jpeg.extend_from_slice(b"appended");
        let stripped = strip_jpeg(&jpeg).unwrap();
        let mut expected = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 4, b'J', b'F'];
        expected.extend_from_slice(&[0xFF, 0xDA, 0, 3, 1, 1, 2, 0xFF, 0x00, 3, 0xFF, 0xD0, 4]);
        expected.extend_from_slice(&[0xFF, 0xD9]);
        assert_eq!(stripped, expected);
        assert!(strip_jpeg(&jpeg[..12]).is_none(), "a cut file is not walked");
    }
}
