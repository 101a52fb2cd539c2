//! Integration tests of declarative agents: agents calling agents with scripted models.
#![allow(clippy::unwrap_used, unreachable_pub)]
