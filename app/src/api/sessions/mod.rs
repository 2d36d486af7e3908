//! Roleplay sessions (spec 2 §7), general and private: their endpoints, their wire bodies.

pub(super) mod bodies;
pub(super) mod general;
pub(super) mod private;
