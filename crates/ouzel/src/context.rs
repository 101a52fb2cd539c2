//! Context files (`AGENTS.md` by default; `CLAUDE.md`, `.goosehints` when `context_files` names
//! them) appended to the system prompt: the user's global one in the config directory, then
//! those from the repository root down to the workspace, each under a heading naming its path.
//! `@path` in a file imports another file (relative to the importing one, as Claude Code
//! reads them): followed only inside the importing file's root (the repository, or the
//! workspace outside one; the config directory for the global file), each file once, and a
//! cycle is refused with a warning naming the file and line.

use ouzel_agents::Warning;
use std::path::{Path, PathBuf};

/// The workspace and its parents up to the repository root, most general first; only the
/// workspace outside a repository (parents could be anything).
pub fn project_chain(workspace: &Path) -> Vec<PathBuf> {
    let mut chain: Vec<PathBuf> = Vec::new();
    for dir in workspace.ancestors() {
        chain.push(dir.to_path_buf());
        if dir.join(".git").exists() {
            break;
        }
    }
    if !chain.last().is_some_and(|d| d.join(".git").exists()) {
        chain.truncate(1);
    }
    chain.reverse();
    chain
}

/// The context files that apply to a workspace, most general first.
pub fn find_context_files(workspace: &Path, names: &[String], config_dir: Option<&Path>) -> Vec<PathBuf> {
    let mut found = Vec::new();
    if let Some(dir) = config_dir {
        found.extend(names.iter().map(|n| dir.join(n)).filter(|p| p.is_file()));
    }
    for dir in project_chain(workspace) {
        found.extend(names.iter().map(|n| dir.join(n)).filter(|p| p.is_file()));
    }
    found
}

/// The system prompt with the context files' contents appended (imports followed; see
/// [`instructions`] for the warnings).
pub fn system_prompt_with_context(base: &str, files: &[PathBuf]) -> String {
    let mut prompt = base.to_owned();
    prompt.push_str(&instructions(files).0);
    prompt
}

/// The context files' text as appended to the system prompt, with the imports they make, and
/// a warning for each import that was refused (outside its root, a cycle, missing).
pub fn instructions(files: &[PathBuf]) -> (String, Vec<Warning>) {
    let mut out = Imports::default();
    for f in files {
        let f = std::fs::canonicalize(f).unwrap_or_else(|_| f.clone());
        // A file's imports stay inside the tree it belongs to: the repository (or workspace)
        // holding it, or the config directory for the global file.
        let root = f
            .parent()
            .map(|dir| {
                project_chain(dir)
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| dir.to_path_buf())
            })
            .unwrap_or_default();
        if !out.seen.contains(&f) {
            out.include(&f, &root, None);
        }
    }
    (out.text, out.warnings)
}

#[derive(Default)]
struct Imports {
    text: String,
    warnings: Vec<Warning>,
    seen: Vec<PathBuf>,
    /// The files being expanded, outermost first: importing one of them is a cycle.
    stack: Vec<PathBuf>,
}

impl Imports {
    fn include(&mut self, file: &Path, root: &Path, imported_by: Option<&Path>) {
        self.seen.push(file.to_path_buf());
        let Ok(text) = std::fs::read_to_string(file) else {
            return;
        };
        if !text.trim().is_empty() {
            match imported_by {
                None => self.text.push_str(&format!(
                    "\n\n## Context from {}\n\n{}",
                    file.display(),
                    text.trim_end()
                )),
                Some(by) => self.text.push_str(&format!(
                    "\n\n## Context from {} (imported by {})\n\n{}",
                    file.display(),
                    by.display(),
                    text.trim_end()
                )),
            }
        }
        self.stack.push(file.to_path_buf());
        let dir = file.parent().unwrap_or(root);
        for (line, target) in import_targets(&text) {
            let warn = |message: String| Warning {
                path: file.to_path_buf(),
                line,
                message,
            };
            let Ok(path) = std::fs::canonicalize(dir.join(&target)) else {
                self.warnings.push(warn(format!(
                    "@{target}: no such file to import (relative to this file)"
                )));
                continue;
            };
            if !path.starts_with(root) {
                self.warnings.push(warn(format!(
                    "@{target}: not imported, it is outside {} (imports stay inside the repository or workspace)",
                    root.display()
                )));
            } else if self.stack.contains(&path) {
                self.warnings.push(warn(format!(
                    "@{target}: not imported, {} is already being imported (a cycle)",
                    path.display()
                )));
            } else if !self.seen.contains(&path) && path.is_file() {
                self.include(&path, root, Some(file));
            }
        }
        self.stack.pop();
    }
}

/// `@path` tokens of a file with their 1-based lines: at the start of a line or after
/// whitespace, outside code fences and code spans, naming a path (with a `/` or a `.`;
/// `@someone` is a mention). Trailing punctuation is not part of the path.
fn import_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") || line.trim_start().starts_with("~~~") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut in_code = false;
        let mut prev_space = true;
        for (at, c) in line.char_indices() {
            if c == '`' {
                in_code = !in_code;
            } else if c == '@' && prev_space && !in_code {
                let rest = &line[at + 1..];
                let token = rest.split(|c: char| c.is_whitespace() || c == '`').next().unwrap_or("");
                let token = token.trim_end_matches(['.', ',', ';', ':', ')', '!', '?']);
                if !token.is_empty() && (token.contains('/') || token.contains('.')) && !token.contains('@') {
                    out.push((i + 1, token.to_owned()));
                }
            }
            prev_space = c.is_whitespace();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_from_repo_root_to_workspace_and_config_dir_are_found_in_order() {
        let root = tempfile::tempdir().unwrap();
        let repo = root.path().join("repo");
        let ws = repo.join("crates/a");
        std::fs::create_dir_all(&ws).unwrap();
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::write(root.path().join("AGENTS.md"), "outside the repo").unwrap();
        std::fs::write(repo.join("AGENTS.md"), "repo rules").unwrap();
        std::fs::write(ws.join("AGENTS.md"), "crate rules").unwrap();
        std::fs::write(ws.join("CLAUDE.md"), "claude rules").unwrap();
        let cfg = root.path().join("cfg");
        std::fs::create_dir_all(&cfg).unwrap();
        std::fs::write(cfg.join("AGENTS.md"), "global rules").unwrap();

        let names = vec!["AGENTS.md".to_owned()];
        let files = find_context_files(&ws, &names, Some(&cfg));
        assert_eq!(
            files,
            vec![cfg.join("AGENTS.md"), repo.join("AGENTS.md"), ws.join("AGENTS.md")]
        );
        let prompt = system_prompt_with_context("base", &files);
        assert!(prompt.starts_with("base\n\n## Context from "));
        assert!(prompt.find("global rules") < prompt.find("repo rules"));
        assert!(!prompt.contains("outside the repo") && !prompt.contains("claude rules"));

        let names = vec!["AGENTS.md".to_owned(), "CLAUDE.md".to_owned()];
        assert_eq!(find_context_files(&ws, &names, None).len(), 3, "CLAUDE.md users opt in");
    }

    #[test]
    fn imports_are_followed_inside_the_repository_once_and_cycles_are_refused() {
        let root = tempfile::tempdir().unwrap();
        let outside = root.path().join("secret.md");
        std::fs::write(&outside, "outside text").unwrap();
        let repo = root.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join("docs")).unwrap();
        std::fs::write(
            repo.join("CLAUDE.md"),
            "Rules. See @docs/style.md and @docs/style.md, mail @alice.\n@../secret.md\n`@docs/no.md`\n```\n@docs/nope.md\n```\n@docs/missing.md\n",
        )
        .unwrap();
        std::fs::write(repo.join("docs/style.md"), "Style text.\n@../CLAUDE.md\n@loop.md\n").unwrap();
        std::fs::write(repo.join("docs/loop.md"), "Loop text.\n@style.md\n").unwrap();
        let (text, warnings) = instructions(&[repo.join("CLAUDE.md")]);
        assert_eq!(text.matches("Style text.").count(), 1, "{text}");
        assert!(text.contains("Loop text.") && text.contains("(imported by "), "{text}");
        assert!(!text.contains("outside text"), "{text}");
        let shown: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(shown.len(), 4, "{shown:#?}");
        assert!(
            shown
                .iter()
                .any(|w| w.contains("CLAUDE.md:2: @../secret.md: not imported, it is outside"))
        );
        assert!(
            shown
                .iter()
                .any(|w| w.contains("CLAUDE.md:7: @docs/missing.md: no such file"))
        );
        assert!(
            shown
                .iter()
                .any(|w| w.contains("style.md:2: @../CLAUDE.md: not imported") && w.contains("cycle"))
        );
        assert!(
            shown
                .iter()
                .any(|w| w.contains("loop.md:2: @style.md") && w.contains("cycle"))
        );
    }
}
