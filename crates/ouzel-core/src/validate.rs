//! Validation of tool arguments against the tool's JSON Schema, before it runs.

use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Compiled validators by tool name, built on first use.
#[derive(Clone, Default)]
pub(crate) struct Validators {
    compiled: Arc<Mutex<HashMap<String, Option<Arc<jsonschema::Validator>>>>>,
}

impl Validators {
    /// `Err` with a message naming each offending field and what was expected.
    pub(crate) fn check(&self, tool: &str, schema: &Value, input: &Value) -> Result<(), String> {
        let validator = {
            let mut map = self.compiled.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(tool.to_owned())
                // A schema we cannot compile (a remote tool's) is not our input to reject.
                .or_insert_with(|| jsonschema::validator_for(schema).ok().map(Arc::new))
                .clone()
        };
        let Some(v) = validator else { return Ok(()) };
        let problems: Vec<String> = v
            .iter_errors(input)
            .take(5)
            .map(|e| {
                let at = e.instance_path().to_string();
                if at.is_empty() {
                    e.to_string()
                } else {
                    format!("at `{at}`: {e}")
                }
            })
            .collect();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("; "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn errors_name_the_field_and_the_expectation() {
        let schema = json!({"type": "object", "properties": {"limit": {"type": "integer"}}, "required": ["path"]});
        let v = Validators::default();
        let err = v.check("t", &schema, &json!({"limit": "x"})).unwrap_err();
        assert!(err.contains("path"), "{err}");
        assert!(err.contains("/limit") && err.contains("integer"), "{err}");
        assert!(v.check("t", &schema, &json!({"path": "a", "limit": 2})).is_ok());
    }
}
