//! Values and ports shared by every area.

mod background;
mod clock;
mod errors;
mod guards;
mod html;
mod ids;
mod net;
pub mod polish;
mod ports;
mod rate_limit;
mod recent;
mod role;
mod text;

pub use background::*;
pub use clock::*;
pub use errors::*;
pub use guards::*;
pub use html::*;
pub use ids::*;
pub use net::*;
pub use ports::*;
pub use rate_limit::*;
pub use recent::*;
pub use role::*;
pub use text::*;
