//! Turning a model's raw argument text into a JSON object.

use serde_json::Value;

/// Arguments that could not be read, with where the parser stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgumentError {
    /// The parser's message, with line and column.
    pub message: String,
}

/// Parsed arguments, and whether they needed repair to parse.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedArguments {
    /// The arguments object.
    pub value: Value,
    /// The text was not valid JSON and was repaired.
    pub repaired: bool,
}

/// Parses a tool call's argument text. Empty text means no arguments (OpenAI-compatible servers
/// send `""` for tools without parameters). Anything but an object is an error.
pub fn parse_arguments(raw: &str) -> Result<ParsedArguments, ArgumentError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Ok(ParsedArguments {
            value: Value::Object(Default::default()),
            repaired: false,
        });
    }
    match serde_json::from_str::<Value>(trimmed) {
        Ok(value) => check_object(value, false),
        Err(e) => match crate::repair::repair_json(trimmed) {
            Some(value) => check_object(value, true),
            None => Err(ArgumentError {
                message: format!("{e} (at line {}, column {})", e.line(), e.column())
                    .replace(&format!(" at line {} column {}", e.line(), e.column()), ""),
            }),
        },
    }
}

fn check_object(value: Value, repaired: bool) -> Result<ParsedArguments, ArgumentError> {
    match value {
        Value::Object(_) => Ok(ParsedArguments { value, repaired }),
        // Some servers double-encode: a JSON string holding the JSON object.
        Value::String(s) => match serde_json::from_str::<Value>(&s) {
            Ok(v @ Value::Object(_)) => Ok(ParsedArguments {
                value: v,
                repaired: true,
            }),
            _ => Err(ArgumentError {
                message: "arguments must be a JSON object, got a string".into(),
            }),
        },
        other => Err(ArgumentError {
            message: format!("arguments must be a JSON object, got {}", json_kind(&other)),
        }),
    }
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn empty_text_is_no_arguments() {
        assert_eq!(parse_arguments("").unwrap().value, json!({}));
    }

    #[test]
    fn valid_json_is_not_marked_repaired() {
        let p = parse_arguments(r#"{"path":"a"}"#).unwrap();
        assert_eq!(p.value, json!({"path": "a"}));
        assert!(!p.repaired);
    }

    #[test]
    fn garbage_reports_the_position() {
        let e = parse_arguments("{\"path\": \"a\" oops").unwrap_err();
        assert!(e.message.contains("line 1, column"), "{}", e.message);
    }

    #[test]
    fn non_objects_are_refused() {
        assert!(parse_arguments("[1]").unwrap_err().message.contains("an array"));
        assert_eq!(parse_arguments(r#""{\"a\":1}""#).unwrap().value, json!({"a": 1}));
    }
}
