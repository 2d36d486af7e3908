//! The `mrok` application: configuration, wiring, the HTTP surface and the command line.

pub mod api;
pub mod cli;
pub mod config;
pub mod http;
pub mod live;
pub mod services;
