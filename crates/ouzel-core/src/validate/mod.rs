//! Validation of tool arguments against the tool's JSON Schema, before it runs.

mod simple;

use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A tool's schema, ready to check arguments.
enum Compiled {
    /// Checked by [`simple`], with nothing to compile (the built-in tools' schemas).
    Simple(simple::Schema),
    /// Any other schema, compiled by jsonschema.
    Full(jsonschema::Validator),
    /// A schema we cannot compile (a remote tool's) is not our input to reject.
    Unusable,
}

/// Compiled validators by tool name, built on first use.
#[derive(Clone, Default)]
pub(crate) struct Validators {
    compiled: Arc<Mutex<HashMap<String, Arc<Compiled>>>>,
}

impl Validators {
    /// `Err` with a message naming each offending field and what was expected.
    pub(crate) fn check(&self, tool: &str, schema: &Value, input: &Value) -> Result<(), String> {
        let compiled = {
            let mut map = self.compiled.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(tool.to_owned())
                .or_insert_with(|| {
                    Arc::new(match simple::Schema::compile(schema) {
                        Some(simple) => Compiled::Simple(simple),
                        None => jsonschema::validator_for(schema).map_or(Compiled::Unusable, Compiled::Full),
                    })
                })
                .clone()
        };
        let describe = |at: String, message: String| {
            if at.is_empty() {
                message
            } else {
                format!("at `{at}`: {message}")
            }
        };
        let problems: Vec<String> = match &*compiled {
            Compiled::Unusable => return Ok(()),
            Compiled::Simple(s) => s
                .errors(input)
                .into_iter()
                .take(5)
                .map(|(at, message)| describe(at, message))
                .collect(),
            Compiled::Full(v) => v
                .iter_errors(input)
                .take(5)
                .map(|e| describe(e.instance_path().to_string(), e.to_string()))
                .collect(),
        };
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

    #[test]
    fn schemas_beyond_the_simple_keywords_are_still_checked() {
        let schema = json!({"type": "object", "properties": {"name": {"type": "string", "pattern": "^[a-z]+$"}}});
        let v = Validators::default();
        let err = v.check("t", &schema, &json!({"name": "Nope"})).unwrap_err();
        assert!(err.contains("/name") && err.contains("does not match"), "{err}");
        assert!(v.check("t", &schema, &json!({"name": "yes"})).is_ok());
    }
}
