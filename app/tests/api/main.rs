//! The API through its real wiring: an in-process server on a free port, a fresh database per
//! test (SQLite, and PostgreSQL when `MROK_TEST_POSTGRES_URL` is set), mail through the outbox.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test crate: a failed unwrap is a failed test

mod accounts;
mod admin_panel;
mod announcements;
mod arena;
mod backoffice;
mod card_pdf;
mod characters;
mod cli;
mod connections;
mod conversations;
mod digests;
mod files;
mod game_gate;
mod http_surface;
mod limits;
mod live;
mod logging;
mod lore;
mod news;
mod notifications;
mod openapi;
mod players;
mod polled_lists;
mod prison;
mod profiles;
mod push;
mod remote_images;
mod reports;
mod resilience;
mod sessions;
mod support;
mod tavern;
mod tokens;
mod uploads;
