//! Structured final answers: parsing an answer as JSON and checking it against a schema.

use serde_json::Value;

/// Parses a final answer as JSON, tolerating a surrounding code fence.
pub fn parse_json_answer(text: &str) -> Result<Value, String> {
    let t = text.trim();
    let body = t
        .strip_prefix("```json")
        .or_else(|| t.strip_prefix("```"))
        .and_then(|b| b.strip_suffix("```"))
        .unwrap_or(t)
        .trim();
    serde_json::from_str(body).map_err(|e| format!("the answer is not JSON ({e})"))
}

/// Checks a value against a JSON Schema; the error lists what is wrong, by path.
pub fn check(schema: &Value, value: &Value) -> Result<(), String> {
    let validator = jsonschema::validator_for(schema).map_err(|e| format!("the output schema is invalid: {e}"))?;
    let problems: Vec<String> = validator
        .iter_errors(value)
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn fenced_json_is_accepted_and_checked() {
        let schema = json!({"type": "object", "required": ["n"], "properties": {"n": {"type": "integer"}}});
        let v = parse_json_answer("```json\n{\"n\": 3}\n```").unwrap();
        assert!(check(&schema, &v).is_ok());
        let bad = parse_json_answer("{\"n\": \"x\"}").unwrap();
        assert!(check(&schema, &bad).unwrap_err().contains("/n"));
        assert!(parse_json_answer("not json").is_err());
    }
}
