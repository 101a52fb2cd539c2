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
    serde_json::from_str(body).map_err(|e| not_json(body, &e))
}

/// Why an answer is not JSON, in plain words: what it starts with, and where it goes wrong
/// when it looked like JSON.
fn not_json(body: &str, e: &serde_json::Error) -> String {
    let mut start: String = body
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(24)
        .collect();
    if body.chars().count() > start.chars().count() {
        start.push('…');
    }
    if body.is_empty() {
        return "the answer is empty, not JSON".into();
    }
    let looks_like_json = body.starts_with(['{', '[']);
    if !looks_like_json {
        return format!("the answer is not JSON: it starts with `{start}`");
    }
    let what = if e.is_eof() {
        "it breaks off before the end"
    } else {
        "it has a mistake"
    };
    format!(
        "the answer is not valid JSON: {what} (line {}, column {}); it starts with `{start}`",
        e.line(),
        e.column()
    )
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
        assert_eq!(
            parse_json_answer("Sure! Here is the JSON you asked for").unwrap_err(),
            "the answer is not JSON: it starts with `Sure! Here is the JSON y…`"
        );
        assert!(
            parse_json_answer("{\"n\": ")
                .unwrap_err()
                .contains("breaks off before the end"),
            "a cut answer says so"
        );
    }
}
