//! Tool calls written as text (`ouzel_core::parse_text_tool_calls`): in the `text` and `auto`
//! tool-call modes every answer of the model reaches it unfiltered.
//!
//! Invariants: no panic; calls come only from `<tool_call>` blocks (at most one per block) or
//! from an answer that is exactly one JSON object naming a known tool; every call's arguments
//! are an object or say what is wrong; our own rendering of a found call (as the text mode
//! writes history) is read back as the same call, unless its arguments hold the tag itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_core::parse_text_tool_calls;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let known = vec!["read_file".to_owned(), "shell".to_owned()];
    let Some(found) = parse_text_tool_calls(text, &known) else {
        return;
    };
    let blocks = text.matches("<tool_call>").count();
    if blocks == 0 {
        assert_eq!(found.calls.len(), 1, "one JSON call object at most: {text:?}");
        assert!(known.contains(&found.calls[0].name), "{text:?}");
    } else {
        // A block's text may itself hold `<tool_call>`; it is still one block.
        assert!((1..=blocks).contains(&found.calls.len()), "one call per block: {text:?}");
    }
    for call in &found.calls {
        match &call.arguments {
            Ok(args) => {
                assert!(args.is_object(), "{text:?} gave {args:?}");
                let written = serde_json::json!({"name": call.name, "arguments": args}).to_string();
                if written.contains("tool_call>") {
                    // Arguments holding the tag itself cannot be written as a block unambiguously.
                    continue;
                }
                let again = parse_text_tool_calls(&format!("<tool_call>\n{written}\n</tool_call>"), &known)
                    .expect("our own block is read");
                assert_eq!(again.calls.len(), 1);
                if !call.name.is_empty() {
                    assert_eq!(again.calls[0].name, call.name);
                    assert_eq!(again.calls[0].arguments.as_ref().ok(), Some(args));
                }
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
});
