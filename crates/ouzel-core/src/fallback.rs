//! Recovery of tool calls that a model wrote as text instead of native calls (the `text` and
//! `auto` tool-call modes): Hermes-style `<tool_call>{json}</tool_call>` blocks anywhere in
//! the answer, or an answer that is exactly one JSON call object (fenced or bare) naming a
//! known tool. Prose that merely mentions a tool or shows JSON is left alone.
//!
//! A block is an explicit request to call a tool, so a bad one is never dropped: a block
//! naming an unknown tool, holding arguments that do not parse, or holding several calls
//! becomes a call whose arguments carry the problem, and the executor answers it with an
//! error result the model can act on.

use crate::args::{ArgumentError, parse_arguments};
use serde_json::Value;

const OPEN: &str = "<tool_call>";
const CLOSE: &str = "</tool_call>";

/// One call found in text: the tool it names and its arguments, or why they cannot be used.
#[derive(Debug, Clone, PartialEq)]
pub struct TextCall {
    /// The tool named (possibly unknown: the executor says so to the model).
    pub name: String,
    /// The arguments object, or what is wrong with the block.
    pub arguments: Result<Value, ArgumentError>,
}

/// What [`parse_text_tool_calls`] found: the calls, and the prose around them.
#[derive(Debug, Clone, PartialEq)]
pub struct TextCalls {
    /// The answer's text without the call blocks (trimmed; often empty).
    pub prose: String,
    /// The calls, in order.
    pub calls: Vec<TextCall>,
}

/// Tool calls written as text in `text`, or `None` when it holds none. `known` are the tool
/// names: a fenced or bare JSON object counts only when it names one of them.
pub fn parse_text_tool_calls(text: &str, known: &[String]) -> Option<TextCalls> {
    if let Some(found) = hermes_blocks(text) {
        return Some(found);
    }
    let t = text.trim();
    let inner = match t.strip_prefix("```") {
        Some(fenced) => {
            let fenced = fenced.strip_prefix("json").unwrap_or(fenced);
            fenced.strip_suffix("```")?.trim()
        }
        None => t,
    };
    let value: Value = serde_json::from_str(inner).ok()?;
    let name = value.get("name")?.as_str()?;
    if !known.iter().any(|k| k == name) {
        return None;
    }
    Some(TextCalls {
        prose: String::new(),
        calls: vec![call_from(value)],
    })
}

/// Every `<tool_call>` block; an unclosed last block runs to the end (a model stopped by its
/// stop token before closing it).
fn hermes_blocks(text: &str) -> Option<TextCalls> {
    let first = text.find(OPEN)?;
    let mut prose = text[..first].trim().to_owned();
    let mut calls = Vec::new();
    let mut rest = &text[first..];
    while let Some(start) = rest.find(OPEN) {
        let between = rest[..start].trim();
        if !between.is_empty() {
            push_prose(&mut prose, between);
        }
        let body = &rest[start + OPEN.len()..];
        let (block, after) = match body.find(CLOSE) {
            Some(end) => (&body[..end], &body[end + CLOSE.len()..]),
            None => (body, ""),
        };
        calls.push(block_call(block));
        rest = after;
    }
    let tail = rest.trim();
    if !tail.is_empty() {
        push_prose(&mut prose, tail);
    }
    Some(TextCalls { prose, calls })
}

fn push_prose(prose: &mut String, text: &str) {
    if !prose.is_empty() {
        prose.push('\n');
    }
    prose.push_str(text);
}

/// The call in one block's text.
fn block_call(block: &str) -> TextCall {
    let mut json = block.trim();
    if let Some(fenced) = json.strip_prefix("```") {
        let fenced = fenced.strip_prefix("json").unwrap_or(fenced);
        json = fenced.strip_suffix("```").unwrap_or(fenced).trim();
    }
    let mut values = serde_json::Deserializer::from_str(json).into_iter::<Value>();
    let first = match values.next() {
        Some(Ok(v)) => v,
        _ => match parse_arguments(json) {
            // Repairable text (a trailing comma, a missing brace): read it as the block.
            Ok(parsed) => parsed.value,
            Err(e) => {
                return TextCall {
                    name: name_in(json).unwrap_or_default(),
                    arguments: Err(ArgumentError {
                        message: format!(
                            "the <tool_call> block is not valid JSON ({}); write one object: {{\"name\": \"TOOL\", \"arguments\": {{...}}}}",
                            e.message
                        ),
                    }),
                };
            }
        },
    };
    let several = matches!(&first, Value::Array(a) if a.len() > 1) || values.next().is_some();
    if several {
        let name = match &first {
            Value::Array(a) => a.first().and_then(|c| c.get("name")).and_then(Value::as_str),
            other => other.get("name").and_then(Value::as_str),
        };
        return TextCall {
            name: name.unwrap_or_default().to_owned(),
            arguments: Err(ArgumentError {
                message: "one <tool_call> block holds several calls; none of them ran. Put each call in its own <tool_call> block".into(),
            }),
        };
    }
    let first = match first {
        Value::Array(mut a) if a.len() == 1 => a.remove(0),
        other => other,
    };
    call_from(first)
}

/// A call object's name and arguments (`arguments`, `parameters` or `input`; an object or
/// JSON text).
fn call_from(value: Value) -> TextCall {
    let name = value.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
    if name.is_empty() {
        return TextCall {
            name,
            arguments: Err(ArgumentError {
                message: "the call names no tool; write {\"name\": \"TOOL\", \"arguments\": {...}}".into(),
            }),
        };
    }
    let args = value
        .get("arguments")
        .or_else(|| value.get("parameters"))
        .or_else(|| value.get("input"))
        .cloned()
        .unwrap_or_else(|| Value::Object(Default::default()));
    let arguments = match args {
        Value::String(s) => parse_arguments(&s).map(|p| p.value),
        Value::Object(_) => Ok(args),
        Value::Null => Ok(Value::Object(Default::default())),
        other => Err(ArgumentError {
            message: format!("arguments must be a JSON object, got {other}"),
        }),
    };
    TextCall { name, arguments }
}

/// The value of the first `"name": "…"` in text that is not JSON, so the error result names
/// the tool the model meant.
fn name_in(text: &str) -> Option<String> {
    let after = &text[text.find("\"name\"")? + "\"name\"".len()..];
    let after = after.trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
    Some(after[..after.find('"')?].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn known() -> Vec<String> {
        vec!["read_file".into(), "shell".into()]
    }

    fn ok(calls: &TextCalls) -> Vec<(String, Value)> {
        calls
            .calls
            .iter()
            .map(|c| (c.name.clone(), c.arguments.clone().expect("arguments parse")))
            .collect()
    }

    #[test]
    fn hermes_blocks_are_recovered() {
        let text = "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"a\"}}\n</tool_call>\n<tool_call>{\"name\": \"shell\", \"arguments\": {\"command\": \"ls\"}}</tool_call>";
        let found = parse_text_tool_calls(text, &known()).unwrap();
        let calls = ok(&found);
        assert_eq!(calls[0], ("read_file".into(), json!({"path": "a"})));
        assert_eq!(calls[1].0, "shell");
        assert_eq!(found.prose, "");
    }

    #[test]
    fn prose_around_blocks_is_kept_and_an_unclosed_last_block_counts() {
        let text = "I will look.\n<tool_call>{\"name\": \"shell\", \"arguments\": \"{\\\"command\\\": \\\"ls\\\"}\"}";
        let found = parse_text_tool_calls(text, &known()).unwrap();
        assert_eq!(found.prose, "I will look.");
        assert_eq!(ok(&found), vec![("shell".into(), json!({"command": "ls"}))]);
    }

    #[test]
    fn one_fenced_or_bare_object_naming_a_known_tool_is_recovered() {
        let text = "```json\n{\"name\": \"shell\", \"arguments\": {\"command\": \"ls\"}}\n```";
        assert_eq!(
            ok(&parse_text_tool_calls(text, &known()).unwrap())[0].1,
            json!({"command": "ls"})
        );
        let bare = "{\"name\": \"read_file\", \"parameters\": {\"path\": \"x\"}}";
        assert_eq!(
            ok(&parse_text_tool_calls(bare, &known()).unwrap())[0],
            ("read_file".into(), json!({"path": "x"}))
        );
    }

    #[test]
    fn prose_that_mentions_json_is_ignored() {
        assert!(parse_text_tool_calls("You could call {\"name\": \"shell\"} yourself.", &known()).is_none());
        assert!(
            parse_text_tool_calls(
                "Here is the config:\n```json\n{\"name\": \"shell\", \"arguments\": {}}\n```",
                &known()
            )
            .is_none()
        );
        assert!(parse_text_tool_calls("```json\n{\"name\": \"unknown\"}\n```", &known()).is_none());
        assert!(parse_text_tool_calls("{\"name\": \"Ada\", \"age\": 3}", &known()).is_none());
    }

    #[test]
    fn a_bad_block_is_a_call_carrying_its_problem_never_a_drop() {
        let unknown = parse_text_tool_calls(
            "<tool_call>{\"name\": \"launch\", \"arguments\": {}}</tool_call>",
            &known(),
        )
        .unwrap();
        assert_eq!(unknown.calls[0].name, "launch", "the executor answers unknown tools");
        assert!(unknown.calls[0].arguments.is_ok());

        let broken = parse_text_tool_calls(
            "<tool_call>{\"name\": \"shell\", \"arguments\": {\"command\": </tool_call>",
            &known(),
        )
        .unwrap();
        assert_eq!(broken.calls[0].name, "shell");
        let e = broken.calls[0].arguments.clone().expect_err("not JSON");
        assert!(e.message.contains("not valid JSON"), "{}", e.message);

        let bad_args = parse_text_tool_calls(
            "<tool_call>{\"name\": \"shell\", \"arguments\": \"{command: ls\"}</tool_call>",
            &known(),
        )
        .unwrap();
        assert!(bad_args.calls[0].arguments.is_err());

        for several in [
            "<tool_call>[{\"name\": \"shell\", \"arguments\": {}}, {\"name\": \"read_file\", \"arguments\": {}}]</tool_call>",
            "<tool_call>{\"name\": \"shell\", \"arguments\": {}}\n{\"name\": \"read_file\", \"arguments\": {}}</tool_call>",
        ] {
            let found = parse_text_tool_calls(several, &known()).unwrap();
            assert_eq!(found.calls.len(), 1);
            assert_eq!(found.calls[0].name, "shell");
            let e = found.calls[0].arguments.clone().expect_err("several calls");
            assert!(e.message.contains("several calls"), "{}", e.message);
        }

        let nameless = parse_text_tool_calls("<tool_call>{\"arguments\": {}}</tool_call>", &known()).unwrap();
        assert!(nameless.calls[0].arguments.is_err());
    }
}
