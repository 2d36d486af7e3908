//! Adapter tests against real databases (SQLite always; PostgreSQL when
//! `MROK_TEST_POSTGRES_URL` is set) and a real SMTP server.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test crate: a failed unwrap is a failed test

mod accounts;
mod characters;
mod guards;
mod lore;
mod mail_queue;
mod players;
mod schema;
mod sessions;
mod smtp;
mod support;
mod uploads;
