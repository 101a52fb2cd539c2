//! Opt-in recovery of tool calls that a model without native tool calling wrote as text:
//! Hermes-style `<tool_call>{json}</tool_call>` blocks, or one fenced JSON object naming a known
//! tool. Only an answer that is exactly that (no other prose) counts, so text that merely
//! mentions JSON is left alone.

use serde_json::Value;

/// Tool calls recovered from text, as `(name, arguments)`.
pub fn parse_text_tool_calls(text: &str, known: &[String]) -> Option<Vec<(String, Value)>> {
    let t = text.trim();
    if t.starts_with("<tool_call>") {
        let mut rest = t;
        let mut calls = Vec::new();
        while !rest.is_empty() {
            let body = rest.strip_prefix("<tool_call>")?;
            let end = body.find("</tool_call>")?;
            calls.push(call_from(body[..end].trim(), known)?);
            rest = body[end + "</tool_call>".len()..].trim_start();
        }
        return Some(calls);
    }
    let inner = t.strip_prefix("```")?;
    let inner = inner.strip_prefix("json").unwrap_or(inner);
    let inner = inner.strip_suffix("```")?;
    Some(vec![call_from(inner.trim(), known)?])
}

fn call_from(json: &str, known: &[String]) -> Option<(String, Value)> {
    let v: Value = serde_json::from_str(json).ok()?;
    let name = v.get("name")?.as_str()?;
    if !known.iter().any(|k| k == name) {
        return None;
    }
    let args = v
        .get("arguments")
        .or_else(|| v.get("parameters"))
        .or_else(|| v.get("input"))
        .cloned()
        .unwrap_or_else(|| Value::Object(Default::default()));
    let args = match args {
        Value::String(s) => serde_json::from_str(&s).ok()?,
        other => other,
    };
    args.is_object().then(|| (name.to_owned(), args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn known() -> Vec<String> {
        vec!["read_file".into(), "shell".into()]
    }

    #[test]
    fn hermes_blocks_are_recovered() {
        let text = "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"a\"}}\n</tool_call>\n<tool_call>{\"name\": \"shell\", \"arguments\": {\"command\": \"ls\"}}</tool_call>";
        let calls = parse_text_tool_calls(text, &known()).unwrap();
        assert_eq!(calls[0], ("read_file".into(), json!({"path": "a"})));
        assert_eq!(calls[1].0, "shell");
    }

    #[test]
    fn one_fenced_object_naming_a_known_tool_is_recovered() {
        let text = "```json\n{\"name\": \"shell\", \"arguments\": {\"command\": \"ls\"}}\n```";
        assert_eq!(
            parse_text_tool_calls(text, &known()).unwrap()[0].1,
            json!({"command": "ls"})
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
    }
}
