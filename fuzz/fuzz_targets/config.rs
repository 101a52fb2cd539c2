//! `config.toml` parsing (`ouzel::Config::parse`): a project's `.ouzel/config.toml` comes from
//! the repository, so its text is input.
//!
//! Invariants: no panic; an error points at a line and column that exist in the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel::{Config, ConfigError};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Config::parse(text, Path::new("config.toml")) {
        Ok(config) => {
            let _ = config.rule_set(Path::new("/nonexistent-ouzel-fuzz"));
        }
        Err(ConfigError::Parse {
            line, column, message, ..
        }) => {
            let lines = text.split('\n').count();
            assert!((1..=lines).contains(&line), "line {line} of {lines}");
            let width = text.split('\n').nth(line - 1).map_or(0, |l| l.chars().count());
            assert!(
                (1..=width + 1).contains(&column),
                "column {column} of {width} on line {line}"
            );
            assert!(!message.is_empty());
        }
        Err(other) => panic!("parse returned {other:?}"),
    }
});
