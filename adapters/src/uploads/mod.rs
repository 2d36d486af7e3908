//! Image uploads: cleaning with the `image` crate, storage through object_store.

mod cleaner;
mod store;
mod strip;

pub use cleaner::RasterCleaner;
pub use store::ObjectImageStore;
