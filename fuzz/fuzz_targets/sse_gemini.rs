//! The Gemini SSE decoder, through the shared pump and limits (invariants in `src/lib.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_llm::fuzzing::Wire;

fuzz_target!(|data: &[u8]| ouzel_fuzz::check(Wire::Gemini, data));
