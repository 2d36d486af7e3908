//! Adapter tests against real databases (SQLite always; PostgreSQL when
//! `MROK_TEST_POSTGRES_URL` is set) and a real SMTP server.

mod accounts;
mod characters;
mod mail_queue;
mod schema;
mod smtp;
mod support;
