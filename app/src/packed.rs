//! Large answers made once at start and kept gzip-compressed: the API document (1.3 MB) and its
//! explorer (2.9 MB, the document inline) would otherwise hold 4 MB of the server's memory for
//! pages few ever ask for. Sent compressed to a client that accepts gzip (every browser), and
//! unpacked for one that does not.

use std::io::{Read, Write};

use bytes::Bytes;
use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use poem::http::{HeaderValue, StatusCode, header};
use poem::{Endpoint, Request, Response};

use crate::static_site::accepts;

/// One answer, compressed.
pub struct Packed {
    /// The body, gzip-compressed unless `plain`.
    gzip: Bytes,
    /// Kept as it came (compressing failed: never seen, but not worth a panic).
    plain: bool,
    content_type: &'static str,
    /// Extra headers the answer carries (the explorer's script hashes).
    headers: Vec<(header::HeaderName, HeaderValue)>,
}

impl Packed {
    /// Compresses `body` (at the best ratio: it happens once).
    pub fn new(body: &[u8], content_type: &'static str) -> Packed {
        let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
        let (gzip, plain) = match encoder.write_all(body).and_then(|()| encoder.finish()) {
            Ok(gzip) => (Bytes::from(gzip), false),
            Err(error) => {
                tracing::error!(%error, "an answer could not be compressed: kept as it is");
                (Bytes::copy_from_slice(body), true)
            }
        };
        Packed { gzip, plain, content_type, headers: Vec::new() }
    }

    /// The same answer with one more header.
    pub fn with_header(mut self, name: header::HeaderName, value: HeaderValue) -> Packed {
        self.headers.push((name, value));
        self
    }

    /// The answer for a client that sent `accept_encoding`.
    pub fn answer(&self, accept_encoding: &str) -> Response {
        let mut response = if self.plain {
            Response::builder().body(self.gzip.clone())
        } else if accepts(accept_encoding, "gzip") {
            Response::builder().header(header::CONTENT_ENCODING, "gzip").body(self.gzip.clone())
        } else {
            let mut plain = Vec::new();
            match GzDecoder::new(&self.gzip[..]).read_to_end(&mut plain) {
                Ok(_) => Response::builder().body(plain),
                Err(error) => {
                    tracing::error!(%error, "a packed answer does not unpack");
                    return StatusCode::INTERNAL_SERVER_ERROR.into();
                }
            }
        };
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(self.content_type));
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        for (name, value) in &self.headers {
            headers.insert(name.clone(), value.clone());
        }
        response
    }
}

impl Endpoint for Packed {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        Ok(self.answer(req.header(header::ACCEPT_ENCODING).unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unpack(body: &[u8]) -> String {
        let mut text = String::new();
        GzDecoder::new(body).read_to_string(&mut text).unwrap();
        text
    }

    #[tokio::test]
    async fn a_client_that_takes_gzip_gets_it_and_another_the_plain_text() {
        let text = "{\"openapi\":\"3.0.0\"}".repeat(1_000);
        let packed = Packed::new(text.as_bytes(), "application/json; charset=utf-8");
        assert!(packed.gzip.len() < text.len() / 10, "{} bytes", packed.gzip.len());

        let zipped = packed.answer("gzip, deflate, br");
        assert_eq!(zipped.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(zipped.headers()[header::VARY], "accept-encoding");
        assert_eq!(zipped.headers()[header::CONTENT_TYPE], "application/json; charset=utf-8");
        assert_eq!(unpack(&zipped.into_body().into_bytes().await.unwrap()), text);

        for refuses in ["", "identity", "gzip;q=0", "br"] {
            let plain = packed.answer(refuses);
            assert!(!plain.headers().contains_key(header::CONTENT_ENCODING), "{refuses}");
            assert_eq!(plain.into_body().into_string().await.unwrap(), text, "{refuses}");
        }
    }
}
