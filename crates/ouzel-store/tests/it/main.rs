//! Integration tests of the SQLite session store, on real database files in temp dirs.

// Helpers outside #[test] functions panic on setup failures too.
#![allow(clippy::unwrap_used)]

mod atomicity;
mod concurrency;
mod locks;
mod postgres_server;
mod sessions;
mod support;
