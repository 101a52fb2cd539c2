//! How much of a tool call that can never run is kept. A model may call a tool that does not
//! exist, or send arguments that are not JSON, and make them huge (10 MB); kept whole, that
//! text would be stored in the session and sent back to the provider with every later request.
//! A call that cannot run keeps the start of its arguments and a note saying what was cut, so
//! the transcript stays faithful to what the model did and every call still has its result.

use serde_json::Value;
use std::borrow::Cow;

/// Bytes of a call's arguments kept when the call cannot run.
pub(crate) const KEPT_ARGUMENT_BYTES: usize = 16 * 1024;

/// Characters of a tool name shown in messages (real tool names are at most 64).
pub(crate) const SHOWN_NAME_CHARS: usize = 128;

/// The arguments to store for a call: as the model sent them when the tool exists and they
/// parsed; else the raw text, cut to [`KEPT_ARGUMENT_BYTES`] with a note when longer.
pub(crate) fn stored_input<E>(input: &Result<Value, E>, raw: &str, tool_exists: bool) -> Value {
    match input {
        Ok(value) if tool_exists => value.clone(),
        Ok(_) if raw.len() <= KEPT_ARGUMENT_BYTES => input.as_ref().map_or(Value::Null, Clone::clone),
        Err(_) if raw.len() <= KEPT_ARGUMENT_BYTES => Value::String(raw.to_owned()),
        _ => Value::String(kept_raw(raw, false)),
    }
}

/// The raw argument text to keep for a call: whole when it can run, else cut like
/// [`stored_input`] cuts it.
pub(crate) fn kept_raw(raw: &str, can_run: bool) -> String {
    if can_run || raw.len() <= KEPT_ARGUMENT_BYTES {
        return raw.to_owned();
    }
    let cut = floor_char_boundary(raw, KEPT_ARGUMENT_BYTES);
    format!(
        "{}… [{} of {} bytes of arguments not kept: the call could not run]",
        &raw[..cut],
        raw.len() - cut,
        raw.len()
    )
}

/// A tool name as messages show it: cut to [`SHOWN_NAME_CHARS`] characters.
pub(crate) fn shown_name(name: &str) -> Cow<'_, str> {
    match name.char_indices().nth(SHOWN_NAME_CHARS) {
        Some((cut, _)) => Cow::Owned(format!("{}… ({} bytes)", &name[..cut], name.len())),
        None => Cow::Borrowed(name),
    }
}

fn floor_char_boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn calls_that_can_run_keep_their_arguments_whole() {
        let big = json!({"content": "x".repeat(100_000)});
        let raw = big.to_string();
        assert_eq!(stored_input::<()>(&Ok(big.clone()), &raw, true), big);
    }

    #[test]
    fn small_arguments_of_calls_that_cannot_run_are_kept_as_sent() {
        let v = json!({"a": 1});
        assert_eq!(stored_input::<()>(&Ok(v.clone()), r#"{"a": 1}"#, false), v);
        assert_eq!(stored_input(&Err(()), "{broken", true), json!("{broken"));
    }

    #[test]
    fn huge_arguments_of_calls_that_cannot_run_are_cut_with_a_note() {
        let raw = format!(r#"{{"payload": "{}"}}"#, "é".repeat(5_000_000));
        let value: Value = serde_json::from_str(&raw).expect("valid");
        for (input, exists) in [(Ok(value), false), (Err(()), true)] {
            let Value::String(kept) = stored_input(&input, &raw, exists) else {
                panic!("a cut call keeps text");
            };
            assert!(kept.len() < KEPT_ARGUMENT_BYTES + 200, "{}", kept.len());
            assert!(kept.starts_with(r#"{"payload": "éé"#));
            assert!(kept.ends_with(&format!(
                "of {} bytes of arguments not kept: the call could not run]",
                raw.len()
            )));
        }
    }

    #[test]
    fn long_names_are_cut_for_messages() {
        assert_eq!(shown_name("read_file"), "read_file");
        let long = "n".repeat(1_000_000);
        let shown = shown_name(&long);
        assert!(shown.len() < 200 && shown.ends_with("(1000000 bytes)"), "{shown}");
    }
}
