//! Checkpoints and rewinds on real files in temp directories.
#![allow(clippy::unwrap_used, unreachable_pub)]
