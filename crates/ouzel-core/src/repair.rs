//! Repair of almost-JSON tool arguments, as local models write them: trailing commas, raw
//! newlines inside strings, single quotes, Python literals, an object wrapped in a code fence
//! or in prose. A repair is only accepted when the result parses as exactly one object.

use serde_json::Value;

/// Repairs `text` into a JSON value, or `None` when no unambiguous repair exists.
pub fn repair_json(text: &str) -> Option<Value> {
    let body = strip_fence(text);
    let start = body.find('{')?;
    let end = body.rfind('}')?;
    if end < start {
        return None;
    }
    let candidate = &body[start..=end];
    let fixed = rewrite(candidate)?;
    match serde_json::from_str::<Value>(&fixed) {
        Ok(v @ Value::Object(_)) => Some(v),
        _ => None,
    }
}

fn strip_fence(text: &str) -> &str {
    let Some(open) = text.find("```") else {
        return text;
    };
    let after = &text[open + 3..];
    // Skip the info string (```json).
    let after = after.find('\n').map_or(after, |nl| &after[nl + 1..]);
    match after.find("```") {
        Some(close) => &after[..close],
        None => after,
    }
}

/// Rewrites the candidate token by token. Returns `None` on an unterminated string.
fn rewrite(s: &str) -> Option<String> {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' | '\'' => {
                i = copy_string(&chars, i, &mut out)?;
                continue;
            }
            ',' => {
                let mut j = i + 1;
                while j < chars.len() && chars[j].is_whitespace() {
                    j += 1;
                }
                if j < chars.len() && (chars[j] == '}' || chars[j] == ']') {
                    i += 1;
                    continue;
                }
                out.push(',');
            }
            _ if c.is_ascii_alphabetic() => {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                out.push_str(match word.as_str() {
                    "True" => "true",
                    "False" => "false",
                    "None" => "null",
                    other => other,
                });
                continue;
            }
            _ => out.push(c),
        }
        i += 1;
    }
    Some(out)
}

/// Copies the string starting at `chars[start]` (a quote) as a valid JSON string; returns the
/// index after its closing quote.
fn copy_string(chars: &[char], start: usize, out: &mut String) -> Option<usize> {
    let quote = chars[start];
    out.push('"');
    let mut i = start + 1;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' if i + 1 < chars.len() => {
                let next = chars[i + 1];
                if next == '\'' {
                    out.push('\'');
                } else {
                    out.push('\\');
                    out.push(next);
                }
                i += 2;
                continue;
            }
            c if c == quote => {
                out.push('"');
                return Some(i + 1);
            }
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn trailing_commas_are_dropped() {
        assert_eq!(
            repair_json(r#"{"a": [1, 2,], "b": 3,}"#),
            Some(json!({"a": [1, 2], "b": 3}))
        );
    }

    #[test]
    fn raw_newlines_in_strings_are_escaped() {
        assert_eq!(
            repair_json("{\"content\": \"line1\nline2\"}"),
            Some(json!({"content": "line1\nline2"}))
        );
    }

    #[test]
    fn single_quotes_become_double_quotes() {
        assert_eq!(
            repair_json(r#"{'path': 'it\'s "here"'}"#),
            Some(json!({"path": "it's \"here\""}))
        );
    }

    #[test]
    fn fenced_and_prose_wrapped_objects_are_unwrapped() {
        assert_eq!(
            repair_json("```json\n{\"path\": \"a\"}\n```"),
            Some(json!({"path": "a"}))
        );
        assert_eq!(
            repair_json("Sure! Here are the arguments: {\"path\": \"a\"} hope that helps"),
            Some(json!({"path": "a"}))
        );
    }

    #[test]
    fn python_literals_are_mapped() {
        assert_eq!(
            repair_json("{'x': True, 'y': None}"),
            Some(json!({"x": true, "y": null}))
        );
    }

    #[test]
    fn ambiguous_or_broken_text_is_not_repaired() {
        assert_eq!(repair_json("no json here"), None);
        assert_eq!(repair_json(r#"{"a": 1} and {"b": 2}"#), None);
        assert_eq!(repair_json(r#"{"a": "unterminated}"#), None);
    }
}
