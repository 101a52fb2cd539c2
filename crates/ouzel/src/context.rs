//! Context files (`AGENTS.md` by default) appended to the system prompt: the user's global one
//! in the config directory, then those from the repository root down to the workspace, each
//! under a heading naming its path.

use std::path::{Path, PathBuf};

/// The context files that apply to a workspace, most general first.
pub fn find_context_files(workspace: &Path, names: &[String], config_dir: Option<&Path>) -> Vec<PathBuf> {
    let mut found = Vec::new();
    if let Some(dir) = config_dir {
        found.extend(names.iter().map(|n| dir.join(n)).filter(|p| p.is_file()));
    }
    let mut chain: Vec<&Path> = Vec::new();
    for dir in workspace.ancestors() {
        chain.push(dir);
        if dir.join(".git").exists() {
            break;
        }
    }
    // Outside a repository only the workspace itself counts: parents could be anything.
    if !chain.last().is_some_and(|d| d.join(".git").exists()) {
        chain.truncate(1);
    }
    for dir in chain.into_iter().rev() {
        found.extend(names.iter().map(|n| dir.join(n)).filter(|p| p.is_file()));
    }
    found
}

/// The system prompt with the context files' contents appended.
pub fn system_prompt_with_context(base: &str, files: &[PathBuf]) -> String {
    let mut prompt = base.to_owned();
    for f in files {
        if let Ok(text) = std::fs::read_to_string(f)
            && !text.trim().is_empty()
        {
            prompt.push_str(&format!("\n\n## Context from {}\n\n{}", f.display(), text.trim_end()));
        }
    }
    prompt
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
}
