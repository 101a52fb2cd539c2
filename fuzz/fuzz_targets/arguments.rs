//! Tool-argument parsing and repair (`ouzel_core::parse_arguments`, `repair_json`): model
//! output reaches them unfiltered.
//!
//! Invariants: no panic; every success is a JSON object; valid JSON objects pass through
//! unchanged and are not marked repaired; a repaired value, written back as JSON, parses again
//! to the same value without repair.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_core::{parse_arguments, repair_json};
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Ok(raw) = std::str::from_utf8(data) else {
        return;
    };
    if let Some(value) = repair_json(raw) {
        assert!(value.is_object(), "repair returned a non-object for {raw:?}");
    }
    let strict = serde_json::from_str::<Value>(raw.trim()).ok();
    match parse_arguments(raw) {
        Ok(parsed) => {
            assert!(parsed.value.is_object(), "{raw:?} gave {:?}", parsed.value);
            if let Some(v @ Value::Object(_)) = &strict {
                assert_eq!(&parsed.value, v, "a valid object was changed");
                assert!(!parsed.repaired, "a valid object was marked repaired");
            }
            if !parsed.repaired {
                assert!(
                    raw.trim().is_empty() || strict.is_some(),
                    "{raw:?} is not JSON yet was not repaired"
                );
            }
            let again = parse_arguments(&parsed.value.to_string()).expect("our own JSON parses");
            assert_eq!(again.value, parsed.value);
            assert!(!again.repaired);
        }
        Err(e) => {
            assert!(!e.message.is_empty());
            assert!(
                !matches!(strict, Some(Value::Object(_))),
                "a valid object was refused: {raw:?}"
            );
        }
    }
});
