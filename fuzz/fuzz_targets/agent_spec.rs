//! `.agent` files (`ouzel_agents::AgentSpec::parse`): YAML frontmatter and markdown, read from
//! the repository, so input.
//!
//! Invariants: no panic; a parsed agent has a name a model can call and an object input
//! schema; an error names a line of the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_agents::spec::{AgentSpec, SpecError, valid_name};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Schema references resolve next to the file: nothing is there.
    match AgentSpec::parse(text, Path::new("/nonexistent-ouzel-fuzz/a.agent")) {
        Ok(spec) => {
            assert!(valid_name(&spec.name), "{:?}", spec.name);
            assert_eq!(spec.input_schema["type"], "object");
            if let Some(model) = &spec.model {
                assert!(
                    model
                        .split_once('/')
                        .is_some_and(|(p, m)| !p.is_empty() && !m.is_empty())
                );
            }
            let _ = spec.render_input(&serde_json::json!({"input": "x"}));
        }
        Err(SpecError::Field { line, .. }) => {
            // YAML (and editors) break lines at CR LF, LF and a lone CR alike.
            let lines = text.replace("\r\n", "\n").split(['\n', '\r']).count();
            assert!((1..=lines.max(1) + 1).contains(&line), "line {line} of {lines}");
        }
        Err(_) => {}
    }
});
