//! The shell-command parser that permission decisions rest on (`ouzel_core::parse_command_line`).
//!
//! Invariants: it never panics, overflows the stack or loops on any line; a parse that
//! succeeds invents nothing (every character of every word, assignment and redirection target
//! occurs in the line, but for the `$(…)` / `` `…` `` placeholders of substitutions); flags are
//! only raised by the characters that make them.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_core::parse_command_line;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(parsed) = parse_command_line(line) else {
        return;
    };
    let in_line = |word: &str| {
        word.replace("$(…)", "")
            .replace("`…`", "")
            .chars()
            .all(|c| line.contains(c))
    };
    for command in &parsed.commands {
        for word in command.argv.iter().chain(&command.assignments) {
            assert!(in_line(word), "{word:?} is not from {line:?}");
        }
        for (op, target) in &command.redirects {
            assert!(in_line(op) && in_line(target), "{op:?} {target:?} is not from {line:?}");
        }
    }
    if parsed.has_substitution {
        assert!(line.contains("$(") || line.contains('`') || line.contains("<(") || line.contains(">("));
    }
    if parsed.has_sequence {
        assert!(line.contains([';', '&', '\n']) || line.contains("||"));
    }
    if parsed.has_grouping {
        assert!(line.contains(['(', ')', '{', '}']));
    }
});
