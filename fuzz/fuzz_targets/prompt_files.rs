//! Skill and command files (`SKILL.md`, `.claude/commands/NAME.md`:
//! `ouzel_agents::skills::parse_bytes`, `ouzel_agents::commands::parse_bytes`): bytes from the
//! repository or the user's folders, so input; and the arguments a user types after `/NAME`
//! (`CustomCommand::expand`). The input is the file, then a NUL byte, then the arguments.
//!
//! Invariants: no panic; a warning names a line of the file; a parsed skill has a usable name
//! and a description; a parsed command has a usable name and a `PROVIDER/MODEL` model; a body
//! that uses `$ARGUMENTS` (and arguments without `$`) gets the arguments.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_agents::spec::valid_name;
use ouzel_agents::{commands, skills};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let (file, args) = match data.iter().position(|b| *b == 0) {
        Some(i) => (&data[..i], String::from_utf8_lossy(&data[i + 1..]).into_owned()),
        None => (data, String::new()),
    };
    // YAML (and editors) break lines at CR LF, LF and a lone CR alike.
    let lines = String::from_utf8_lossy(file)
        .replace("\r\n", "\n")
        .split(['\n', '\r'])
        .count();
    let in_file = |line: usize| (1..=lines.max(1) + 1).contains(&line);
    match skills::parse_bytes(file.to_vec(), Path::new("/nonexistent-ouzel-fuzz/skill/SKILL.md")) {
        Ok(skill) => {
            assert!(valid_name(&skill.name), "{:?}", skill.name);
            assert!(!skill.description.trim().is_empty());
        }
        Err(w) => assert!(in_file(w.line), "line {} of {lines}: {w}", w.line),
    }
    match commands::parse_bytes(file.to_vec(), Path::new("/nonexistent-ouzel-fuzz/cmd.md")) {
        Ok(cmd) => {
            assert!(valid_name(&cmd.name));
            if let Some(model) = &cmd.model {
                assert!(
                    model
                        .split_once('/')
                        .is_some_and(|(p, m)| !p.is_empty() && !m.is_empty())
                );
            }
            let out = cmd.expand(&args);
            if cmd.body.contains("$ARGUMENTS") && !args.contains('$') {
                assert!(out.contains(args.trim()), "{out:?} lacks {args:?}");
            }
        }
        Err(w) => assert!(in_file(w.line), "line {} of {lines}: {w}", w.line),
    }
});
