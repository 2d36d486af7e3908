//! The `mrok` application: configuration, wiring, the HTTP surface and the command line.

pub mod api;
pub mod audit;
pub mod cli;
pub mod config;
pub mod error_log;
pub mod freshness;
pub mod http;
pub mod live;
pub mod packed;
pub mod seed;
pub mod server;
pub mod services;
pub mod static_site;
