//! Image uploads: cleaning with the `image` crate, storage through object_store.

mod cleaner;
mod store;

pub use cleaner::RasterCleaner;
pub use store::ObjectImageStore;
