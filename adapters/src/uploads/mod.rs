//! Image uploads: cleaning with the `image` crate, storage through object_store, and the
//! remote images of rich text fetched with reqwest.

mod cleaner;
mod fetch;
mod store;
mod strip;
#[cfg(any(test, feature = "test-image-host"))]
pub mod test_host;

pub use cleaner::RasterCleaner;
pub use fetch::{FETCH_TIMEOUT, HttpImageFetcher, MAX_REDIRECTS};
pub use store::ObjectImageStore;
