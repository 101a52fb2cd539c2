//! Protected paths: files whose change makes programs run later, outside any approval —
//! git's configuration and hooks (`.git/`), attributes that select filter drivers
//! (`.gitattributes`), ouzel's project config (`.ouzel/`) and the project files of `ouzel run`
//! that name commands (`ouzel.toml`, `*.agent`), and the files other tools load and run from a
//! project (`.mcp.json`, `.claude/settings*.json`, `.vscode/tasks.json`, `.envrc`), and the
//! skills, custom commands and sub-agents a later session follows as instructions
//! (`.claude/skills/`, `.claude/commands/`, `.claude/agents/`, `.agents/skills/`; ouzel's own
//! are under `.ouzel/`).
//! A call that would write one is high risk whatever the tool's own risk: the gate asks even
//! under `--trust` or an allow rule, a session approval of the tool does not cover it, and
//! headless it is refused unless `--approve-all`.
//!
//! Which paths a call writes comes from the tool's definition: nothing for read-only tools; the
//! arguments named by a path subject; every word and redirection target of a command subject
//! (a non-read-only shell may write any file it names); otherwise the conventional path
//! arguments ([`guess_paths`]). The git tools name no path argument, so what git itself writes
//! under `.git/` through them is not caught here (their configuration is neutralised instead).
//!
//! A pattern is a glob over `/`-separated paths relative to the workspace (`**/.git`), matched
//! against the path and each of its parent directories, without regard to case (`.GIT` is
//! `.git` on case-insensitive file systems). Paths are checked as written and, when part of
//! them exists, with symbolic links resolved, so a link to `.git` is no way around the list.

use crate::event::Decision;
use crate::permission::{CallInfo, PermissionPolicy, Verdict};
use crate::rules::glob_match;
use crate::shell_parse::parse_command_line;
use crate::tool::{Subject, ToolCategory, guess_paths, normalize_path};
use serde_json::Value;
use std::path::{Component, Path, PathBuf};

/// The protected paths when config names none.
pub const DEFAULT_PROTECTED_PATHS: &[&str] = &[
    "**/.git",
    "**/.gitattributes",
    "**/.ouzel",
    "**/.mcp.json",
    "**/.claude/settings*.json",
    "**/.vscode/tasks.json",
    "**/.envrc",
    // Skills and custom slash commands: a later session runs what they say (with the tools
    // their `allowed-tools` lists). ouzel's own (`.ouzel/skills`, `.ouzel/commands`) are under
    // `**/.ouzel`.
    "**/.claude/skills",
    "**/.claude/commands",
    "**/.agents/skills",
    // Sub-agent definitions (Claude Code's `.claude/agents/*.md`): a later session runs them
    // with the tools and the prompt they name.
    "**/.claude/agents",
    // ouzel's own project files that name programs: MCP server commands in the manifest and
    // `checks` commands in agent files, run by `ouzel run`.
    "**/ouzel.toml",
    "**/*.agent",
];

/// The protected paths of a workspace, as a policy for the gate.
#[derive(Debug, Clone)]
pub struct ProtectedPaths {
    patterns: Vec<String>,
    /// Per pattern, the longest run of plain characters within one of its components: text
    /// without it cannot match (most paths a call names hold none of them, and are ruled out
    /// without matching: issue 21).
    needles: Vec<String>,
    workspace: PathBuf,
    /// The workspace with symbolic links resolved, to compare resolved paths with.
    canonical: PathBuf,
}

impl ProtectedPaths {
    /// These patterns (see the module docs) for a workspace.
    pub fn new(patterns: impl IntoIterator<Item = impl Into<String>>, workspace: impl Into<PathBuf>) -> Self {
        let workspace = workspace.into();
        let canonical = std::fs::canonicalize(&workspace).unwrap_or_else(|_| workspace.clone());
        let patterns: Vec<String> = patterns.into_iter().map(|p| p.into().to_lowercase()).collect();
        let needles = patterns.iter().map(|p| needle(p).to_owned()).collect();
        Self {
            patterns,
            needles,
            workspace,
            canonical,
        }
    }

    /// The default list for a workspace.
    pub fn defaults(workspace: impl Into<PathBuf>) -> Self {
        Self::new(DEFAULT_PROTECTED_PATHS.iter().copied(), workspace)
    }

    /// The first path this call would write that is protected, as the call names it, with the
    /// pattern it matches.
    pub fn matched(&self, call: &CallInfo<'_>) -> Option<(String, String)> {
        if call.tool.effects.is_read_only() {
            return None;
        }
        // The git tools name the repository's `.git` as touched (the index, refs) for ordering
        // and caching: git writes it, under the guard that keeps its configuration from naming
        // programs and, in the sandbox, its `config`, `hooks` and `info` read-only. What lands
        // there is not the call's to choose.
        let touched = call.paths.iter().filter(|_| call.tool.category != ToolCategory::Git);
        let touched = touched.map(|p| p.to_string_lossy().into_owned());
        let landings = match self.command_landings(call) {
            Ok(landings) => landings,
            Err(what) => return Some((what, UNCHECKED.to_owned())),
        };
        written_paths(call)
            .into_iter()
            .chain(touched)
            .chain(landings)
            .map(|p| {
                // `./.gi?/config` is `./.git/config` once bash has expanded it.
                let mut all = expand_globs(&self.workspace, &p)?;
                all.push(p);
                Ok(all)
            })
            .find_map(|all: Result<Vec<String>, String>| match all {
                Ok(all) => all
                    .into_iter()
                    .find_map(|p| self.pattern_for(&p).map(|pat| (p, pat.to_owned()))),
                Err(what) => Some((what, UNCHECKED.to_owned())),
            })
    }

    /// Where files a placing command's words name ([`PLACING`]) may land beyond the words
    /// themselves: a directory's
    /// entries under every other word (`mv staged sub/.vscode` makes `sub/.vscode/tasks.json`;
    /// `cp -r staged dir` makes `dir/staged/...`), and a word with another appended (a backup
    /// suffix, `cp -b -S rc x .env` makes `.envrc`).
    ///
    /// Words are taken as bash makes them first: globs expanded against the files there, `~+`
    /// as the workspace (the command's directory), `~` as the home directory. `Err` (with what
    /// could not be looked at) for a command of more than [`WORDS_MAX`] words or a directory of
    /// more than [`GLOB_MAX`] entries: what it would place cannot be checked, so it is treated
    /// as placing a protected path.
    fn command_landings(&self, call: &CallInfo<'_>) -> Result<Vec<String>, String> {
        let Some(Subject::Command { arg }) = &call.tool.subject else {
            return Ok(Vec::new());
        };
        let Some(Ok(line)) = call.input.get(arg).and_then(Value::as_str).map(parse_command_line) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for cmd in line.commands {
            // Programs that place files under names of their own making.
            let program = cmd.argv.first().map(|p| p.rsplit('/').next().unwrap_or(p));
            if !program.is_some_and(|p| PLACING.contains(&p)) {
                continue;
            }
            let mut words: Vec<String> = Vec::new();
            for w in cmd.argv.iter().skip(1) {
                let w = w.split_once('=').map_or(w.as_str(), |(_, v)| v);
                let w = match w.strip_prefix('-') {
                    // `-Src`: a short option's value attached.
                    Some(r) if !r.starts_with('-') => r.get(1..).unwrap_or(""),
                    _ => w,
                };
                if w.is_empty() {
                    continue;
                }
                let w = self.tilde(w)?;
                let expanded = expand_globs(&self.workspace, &w)?;
                if expanded.is_empty() {
                    words.push(w);
                } else {
                    words.extend(expanded);
                }
            }
            if words.len() > WORDS_MAX {
                return Err(format!("a command of more than {WORDS_MAX} words"));
            }
            for (i, word) in words.iter().enumerate() {
                for (j, other) in words.iter().enumerate() {
                    if i != j {
                        out.push(format!("{word}{other}"));
                    }
                }
                let dir = normalize_path(&self.workspace, Path::new(word));
                if !dir.starts_with(&self.workspace) || !dir.is_dir() {
                    continue;
                }
                let name = dir
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let Some(entries) = entries_under(&dir) else {
                    return Err(format!("`{word}` (more than {GLOB_MAX} entries)"));
                };
                for rel in entries {
                    for (j, other) in words.iter().enumerate() {
                        if i != j {
                            let other = other.trim_end_matches('/');
                            out.push(format!("{other}/{rel}"));
                            out.push(format!("{other}/{name}/{rel}"));
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// `word` with a leading `~+` (the command's directory: the workspace) or `~` (the home
    /// directory) made what bash makes it; `Err` for another tilde form (`~0`, `~-`, `~+1`,
    /// `~user`), which this does not follow.
    fn tilde(&self, word: &str) -> Result<String, String> {
        let home = || std::env::var_os("HOME").map(|h| h.to_string_lossy().into_owned());
        if let Some(rest) = word.strip_prefix("~+")
            && (rest.is_empty() || rest.starts_with('/'))
        {
            return Ok(format!("{}{rest}", self.workspace.display()));
        }
        if let Some(rest) = word.strip_prefix('~') {
            return match home() {
                Some(home) if rest.is_empty() || rest.starts_with('/') => Ok(format!("{home}{rest}")),
                _ => Err(format!("`{word}` (a tilde form this does not follow)")),
            };
        }
        Ok(word.to_owned())
    }

    /// The pattern `path` (relative to the workspace, or absolute) matches, if any.
    pub fn pattern_for(&self, path: &str) -> Option<&str> {
        if path.is_empty() {
            return None;
        }
        let lexical = normalize_path(&self.workspace, Path::new(path));
        let mut candidates = vec![relative(&lexical, &self.workspace)];
        if let Some(resolved) = resolve_existing(&lexical) {
            candidates.push(relative(&resolved, &self.canonical));
        }
        candidates.iter().find_map(|c| self.match_any(c))
    }

    fn match_any(&self, rel: &Path) -> Option<&str> {
        let text = rel.to_string_lossy().to_lowercase();
        // A prefix holds no plain run the whole path does not.
        let candidates: Vec<&str> = self
            .patterns
            .iter()
            .zip(&self.needles)
            .filter(|(_, needle)| text.contains(needle.as_str()))
            .map(|(p, _)| p.as_str())
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let parts: Vec<&str> = text.split('/').filter(|s| !s.is_empty()).collect();
        (1..=parts.len()).find_map(|n| {
            let prefix = parts[..n].join("/");
            candidates.iter().copied().find(|p| glob_match(p, &prefix))
        })
    }

    /// Why a call is refused headless, and how to allow it.
    pub fn refusal(&self, call: &CallInfo<'_>, path: &str, pattern: &str) -> String {
        format!(
            "`{}` would write `{path}`, a protected path (`{pattern}`: programs run from such files later), and \
             no one can be asked in headless mode; rerun with --approve-all, or change \
             [permissions] protected_paths in config",
            call.tool.name
        )
    }
}

impl PermissionPolicy for ProtectedPaths {
    fn decide(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        let (path, pattern) = self.matched(call)?;
        Some(Verdict {
            decision: Decision::Ask,
            by: crate::DecidedBy::Protected {
                pattern: pattern.to_string(),
            },
            reason: Some(question(&call.tool.name, &path)),
        })
    }
}

/// The longest run of plain characters inside one component of a glob pattern (see
/// [`glob_match`]): whatever the pattern matches contains it. Empty when the pattern has none.
fn needle(pattern: &str) -> &str {
    pattern.split(['/', '*', '?']).max_by_key(|run| run.len()).unwrap_or("")
}

/// Why a call writing `path` needs a person's approval.
pub fn question(tool: &str, path: &str) -> String {
    format!("`{tool}` would write `{path}`, a protected path: programs run from it later")
}

/// The paths a call names for writing (see the module docs).
fn written_paths(call: &CallInfo<'_>) -> Vec<String> {
    let strings = |v: &Value| -> Vec<String> {
        match v {
            Value::String(s) => vec![s.clone()],
            Value::Array(items) => items.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
            _ => Vec::new(),
        }
    };
    match &call.tool.subject {
        Some(Subject::Path { args }) => args
            .iter()
            .filter_map(|a| call.input.get(a))
            .flat_map(strings)
            .collect(),
        Some(Subject::Command { arg }) => {
            let Some(Ok(line)) = call.input.get(arg).and_then(Value::as_str).map(parse_command_line) else {
                return Vec::new();
            };
            let mut words = Vec::new();
            for cmd in line.commands {
                let mut paths = Vec::new();
                for w in cmd.argv.iter().skip(1).chain(cmd.redirects.iter().map(|(_, t)| t)) {
                    // `--output=FILE`, `of=FILE`: the part after `=` is a path too.
                    if let Some((_, after)) = w.split_once('=') {
                        paths.push(after.to_owned());
                    }
                    // `-tDIR`: a short option's value attached.
                    if let Some(attached) = w
                        .strip_prefix('-')
                        .filter(|r| !r.starts_with('-'))
                        .and_then(|r| r.get(1..))
                        && !attached.is_empty()
                    {
                        paths.push(attached.to_owned());
                    }
                    paths.push(w.clone());
                }
                // `cp tasks.json .vscode/`: a file lands inside a directory named after it, under
                // its own name (`cp`, `mv`, `install`, `ln`); every pair, for a short command.
                if paths.len() <= 16 {
                    let mut landed = Vec::new();
                    for src in &paths {
                        let Some(name) = Path::new(src).file_name().map(|n| n.to_string_lossy()) else {
                            continue;
                        };
                        for dir in paths.iter().filter(|dir| *dir != src) {
                            landed.push(format!("{}/{name}", dir.trim_end_matches('/')));
                        }
                    }
                    paths.extend(landed);
                }
                words.extend(paths);
            }
            words
        }
        Some(Subject::Url { .. }) => Vec::new(),
        None => guess_paths(call.input)
            .into_iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect(),
    }
}

/// Most paths one glob expands to for the check, and most directories listed to find them;
/// also the most entries of a directory a command may move or copy unasked.
const GLOB_MAX: usize = 256;

/// Programs that place files under names they make from their arguments (a directory's
/// entries inside another, a backup suffix): their landings are worked out.
const PLACING: &[&str] = &["cp", "mv", "install", "ln", "rsync"];

/// Most words of a command whose landings are checked; a longer one is asked.
const WORDS_MAX: usize = 64;

/// The "pattern" a command matches when what it would place cannot be checked.
const UNCHECKED: &str = "(too much to check)";

/// What the shell word `word` names once bash expands its globs (`*`, `?`, `[…]`, taken as any
/// one character, so as to match more, never fewer): the entries found by listing each
/// directory on its way, under `root` for a relative word, dot files included. Empty when
/// `word` holds no glob.
fn expand_globs(root: &Path, word: &str) -> Result<Vec<String>, String> {
    if !word.contains(['*', '?', '[']) {
        return Ok(Vec::new());
    }
    let too_much = || format!("`{word}` (a glob too large or too intricate to follow)");
    let absolute = word.starts_with('/');
    // (where on disk, as the word writes it)
    let mut found = vec![(
        if absolute {
            PathBuf::from("/")
        } else {
            root.to_path_buf()
        },
        if absolute { "/".to_owned() } else { String::new() },
    )];
    let mut listed = 0;
    for part in word.split('/').filter(|c| !c.is_empty()) {
        let mut next = Vec::new();
        if !part.contains(['*', '?', '[']) {
            for (dir, shown) in found {
                next.push((dir.join(part), format!("{shown}{part}/")));
            }
        } else {
            let pattern = brackets_as_any(part).ok_or_else(too_much)?;
            for (dir, shown) in found {
                listed += 1;
                if listed > GLOB_MAX {
                    return Err(too_much());
                }
                let Ok(entries) = std::fs::read_dir(&dir) else { continue };
                for entry in entries.flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if glob_match(&pattern, &name) {
                        if next.len() >= GLOB_MAX {
                            return Err(too_much());
                        }
                        next.push((dir.join(&name), format!("{shown}{name}/")));
                    }
                }
            }
        }
        found = next;
    }
    Ok(found
        .into_iter()
        .map(|(_, shown)| shown.trim_end_matches('/').to_owned())
        .collect())
}

/// The entries under `dir`, relative to it, without following links; `None` past
/// [`GLOB_MAX`].
fn entries_under(dir: &Path) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut stack = vec![(dir.to_path_buf(), String::new())];
    while let Some((at, rel)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&at) else { continue };
        for entry in entries.flatten() {
            if out.len() >= GLOB_MAX {
                return None;
            }
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = if rel.is_empty() { name } else { format!("{rel}/{name}") };
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push((entry.path(), path.clone()));
            }
            out.push(path);
        }
    }
    Some(out)
}

/// A glob component with each bracket expression (`[ab]`, `[!x]`) made `?`; `None` for one
/// this does not follow (a class such as `[[:alpha:]]`, a `[` left open): the caller treats
/// the word as unchecked.
fn brackets_as_any(part: &str) -> Option<String> {
    let chars: Vec<char> = part.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '[' {
            // A `]` right after `[` (or `[!`, `[^`) belongs to the set.
            let mut j = i + 1;
            if matches!(chars.get(j), Some('!' | '^')) {
                j += 1;
            }
            j += 1;
            let end = (j..chars.len()).find(|&k| chars[k] == ']')?;
            if chars[i + 1..end].contains(&'[') {
                return None;
            }
            out.push('?');
            i = end + 1;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    Some(out)
}

/// `path` relative to `root` when inside it, else as is.
fn relative(path: &Path, root: &Path) -> PathBuf {
    path.strip_prefix(root)
        .map_or_else(|_| path.to_path_buf(), Path::to_path_buf)
}

/// `path` with symbolic links resolved in its longest existing part.
fn resolve_existing(path: &Path) -> Option<PathBuf> {
    let mut existing = path;
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = std::fs::canonicalize(existing) {
            return Some(
                rest.iter()
                    .rev()
                    .fold(real, |acc: PathBuf, c: &Component<'_>| acc.join(c)),
            );
        }
        rest.push(existing.components().next_back()?);
        existing = existing.parent()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ToolCallId;
    use crate::tool::ToolDefinition;
    use serde_json::json;

    fn write_tool() -> ToolDefinition {
        ToolDefinition::new("write_file", "", json!({})).with_subject(Subject::Path {
            args: vec!["path".into()],
        })
    }

    fn decide(p: &ProtectedPaths, def: &ToolDefinition, input: Value) -> Option<Verdict> {
        let id = ToolCallId::new("1");
        p.decide(&CallInfo::new(&id, def, &input))
    }

    #[test]
    fn a_patterns_needle_is_plain_text_every_match_holds() {
        assert_eq!(needle("**/.git/**"), ".git");
        assert_eq!(needle("**/*.agent"), ".agent");
        assert_eq!(needle("**/.claude/settings*.json"), "settings");
        assert_eq!(needle("**"), "");
        // A pattern without plain text rules nothing out.
        let p = ProtectedPaths::new(["*/?"], "/w");
        assert_eq!(p.pattern_for("a/b"), Some("*/?"));
    }

    #[test]
    fn the_default_list_covers_files_that_run_programs() {
        let p = ProtectedPaths::defaults("/w");
        for path in [
            ".git/config",
            ".git",
            ".git/hooks/pre-commit",
            "sub/repo/.git/config",
            ".GIT/config",
            ".gitattributes",
            "src/.gitattributes",
            ".ouzel/config.toml",
            ".mcp.json",
            ".claude/settings.json",
            ".claude/settings.local.json",
            ".vscode/tasks.json",
            ".envrc",
            "./src/../.envrc",
            "/w/.git/config",
            "ouzel.toml",
            "agents/review.agent",
            ".claude/skills/deploy/SKILL.md",
            ".claude/commands/review.md",
            "sub/.claude/commands/review.md",
            ".claude/agents/reviewer.md",
            ".Claude/Agents/x.md",
            "sub/.claude/agents",
            ".agents/skills/deploy/run.sh",
            ".ouzel/skills/deploy/SKILL.md",
            ".ouzel/commands/review.md",
        ] {
            assert!(p.pattern_for(path).is_some(), "{path} is protected");
        }
        for path in [
            "src/main.rs",
            ".gitignore",
            ".github/workflows/ci.yml",
            ".claude/agents-old/x.md",
            ".claude/skills-old/x.md",
            "docs/skills/x.md",
            ".vscode/settings.json",
            "git/config",
            "envrc",
        ] {
            assert_eq!(p.pattern_for(path), None, "{path} is not protected");
        }
        let custom = ProtectedPaths::new(["Makefile"], "/w");
        assert_eq!(custom.pattern_for("Makefile"), Some("makefile"));
        assert_eq!(custom.pattern_for(".git/config"), None);
    }

    #[test]
    fn writing_tools_are_asked_and_reading_tools_are_not() {
        let p = ProtectedPaths::defaults("/w");
        let v = decide(&p, &write_tool(), json!({"path": ".git/config"})).unwrap();
        assert_eq!(v.decision, Decision::Ask);
        assert_eq!(v.by.to_string(), "protected:**/.git");
        assert_eq!(decide(&p, &write_tool(), json!({"path": "src/a.rs"})), None);
        let read = write_tool().with_effects(crate::Effects::read_only());
        assert_eq!(decide(&p, &read, json!({"path": ".git/config"})), None);
        // Without a subject, conventional argument names.
        let mv = ToolDefinition::new("mcp__move", "", json!({}));
        assert!(decide(&p, &mv, json!({"source": "a", "destination": ".envrc"})).is_some());
        // Arrays of paths.
        let many = ToolDefinition::new("multi", "", json!({})).with_subject(Subject::Path {
            args: vec!["paths".into()],
        });
        assert!(decide(&p, &many, json!({"paths": ["a", ".mcp.json"]})).is_some());
    }

    /// A tool writing files its arguments name only indirectly (a template's) lists them as
    /// touched paths: each is checked, links seen through, as a named path is.
    #[test]
    fn the_paths_a_tool_says_it_touches_are_checked_too() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().canonicalize().unwrap();
        std::fs::create_dir_all(ws.join(".git")).unwrap();
        std::fs::write(ws.join(".git/config"), "").unwrap();
        std::fs::create_dir_all(ws.join("app/src")).unwrap();
        std::os::unix::fs::symlink("../../.git/config", ws.join("app/src/main.rs")).unwrap();
        let p = ProtectedPaths::defaults(&ws);
        let scaffold = ToolDefinition::new("add_component", "", json!({})).with_subject(Subject::Path {
            args: vec!["path".into()],
        });
        let id = ToolCallId::new("1");
        let input = json!({"path": "app"});
        let touched = |rel: &str| vec![ws.join("app"), ws.join(rel)];
        let asked = |paths: &[PathBuf]| p.decide(&CallInfo::new(&id, &scaffold, &input).with_paths(paths));
        assert_eq!(asked(&touched("app/src/lib.rs")), None);
        let v = asked(&touched("app/src/main.rs")).expect("a link to .git/config is protected");
        assert_eq!(v.by.to_string(), "protected:**/.git");
        assert!(asked(&touched("app/.envrc")).is_some());
        // Without the touched paths, only `path` was seen.
        assert_eq!(p.decide(&CallInfo::new(&id, &scaffold, &input)), None);
        // git_add names `.git` (the index it changes), which git writes itself: not asked.
        let git_add = ToolDefinition::new("git_add", "", json!({})).with_category(ToolCategory::Git);
        let staged = json!({"paths": ["."]});
        let index = [ws.join(".git")];
        assert_eq!(
            p.decide(&CallInfo::new(&id, &git_add, &staged).with_paths(&index)),
            None
        );
    }

    #[test]
    fn shell_commands_naming_a_protected_path_are_asked() {
        let p = ProtectedPaths::defaults("/w");
        let sh = ToolDefinition::new("shell_file_ops", "", json!({}))
            .with_subject(Subject::Command { arg: "command".into() });
        for line in [
            "cp evil .git/hooks/pre-commit",
            "mv x .gitattributes",
            "echo 'use nix' > .envrc",
            "dd if=x of=.git/config",
            "touch ok && cp a .vscode/tasks.json",
        ] {
            assert!(decide(&p, &sh, json!({ "command": line })).is_some(), "{line}");
        }
        assert_eq!(decide(&p, &sh, json!({"command": "mv a.txt out/"})), None);
        let ro = sh.clone().with_effects(crate::Effects::read_only());
        assert_eq!(decide(&p, &ro, json!({"command": "cat .git/config"})), None);
    }

    /// A security review got past the word check with what bash makes of the words:
    /// `./sub/.gi?/config` (a glob), `-t.vscode` (an attached value) and `cp tasks.json .vscode/`
    /// (a file landing in a directory under its own name).
    #[test]
    fn shell_words_are_checked_as_bash_makes_them() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().canonicalize().unwrap();
        std::fs::create_dir_all(ws.join("sub/.git")).unwrap();
        std::fs::write(ws.join("sub/.git/config"), "").unwrap();
        std::fs::create_dir_all(ws.join("a/.claude")).unwrap();
        let p = ProtectedPaths::defaults(&ws);
        let sh = ToolDefinition::new("shell_file_ops", "", json!({}))
            .with_subject(Subject::Command { arg: "command".into() });
        for line in [
            "cp payload ./sub/.gi?/config",
            "cp payload sub/.g[i]t/config",
            "cp stage/settings.json ./a/.cl?ude/",
            "cp tasks.json -t.vscode",
            "cp tasks.json .vscode/",
            "mv x/settings.local.json .claude",
        ] {
            assert!(decide(&p, &sh, json!({ "command": line })).is_some(), "{line}");
        }
        // A staged directory moved or copied into place, and a backup suffix making a name.
        std::fs::create_dir_all(ws.join("pv")).unwrap();
        std::fs::write(ws.join("pv/tasks.json"), "{}").unwrap();
        std::fs::create_dir_all(ws.join("pc")).unwrap();
        std::fs::write(ws.join("pc/settings.json"), "{}").unwrap();
        for line in [
            "mv pv sub/.vscode",
            "cp -r pc sub/.claude",
            "cp -r pc .claude",
            "mv -T -b -S it newdir sub/.g",
            "cp -b -S rc pay sub/.env",
            "cp -b --suffix=.json pay .mcp",
            "cp -b -S.json pay .mcp",
        ] {
            assert!(decide(&p, &sh, json!({ "command": line })).is_some(), "{line}");
        }
        for line in [
            "cp a.txt out/",
            "mv x.rs src/",
            "cp -r docs backup",
            "cp notes/* archive/",
            "mv pv staging",
        ] {
            assert_eq!(decide(&p, &sh, json!({ "command": line })), None, "{line}");
        }
        // The same past a glob, a tilde, a long command or a large directory (a fifth review).
        std::fs::create_dir_all(ws.join("sub4")).unwrap();
        std::fs::write(ws.join("sub4/.env"), "").unwrap();
        std::fs::write(ws.join("tasks.json"), "{}").unwrap();
        std::fs::create_dir_all(ws.join("sub8/.g")).unwrap();
        std::fs::create_dir_all(ws.join("big")).unwrap();
        for n in 0..300 {
            std::fs::write(ws.join(format!("big/f{n}")), "").unwrap();
        }
        let long = format!("mv {} -T pv sub1/.vscode", "-f ".repeat(70));
        for line in [
            "mv p? sub2/.vscode",
            "cp task?.json sub5/.vscode/",
            "cp -b -S rc pay sub4/.en?",
            "mv -T -b -S it newdir sub8/.[g]",
            "mv ~+/pv sub3/.vscode",
            long.as_str(),
            "mv big sub6/.vscode",
        ] {
            assert!(decide(&p, &sh, json!({ "command": line })).is_some(), "{line}");
        }
        // Not a placing program: a large directory is only read.
        assert_eq!(decide(&p, &sh, json!({"command": "grep -r x big"})), None);
        // Past numbered tildes, bracket classes and a glob too large to follow (a sixth review).
        for line in [
            "mv ~0/pv sub3/.vscode",
            "mv ~+0/pv sub3/.vscode",
            "mv ~-0/pv sub3/.vscode",
            "cp -b -S rc pay sub4/.en[[:alpha:]]",
            "mv -T -b -S it newdir sub8/.[[:alpha:]]",
            "cp -b -S rc pay ./big/*",
        ] {
            assert!(decide(&p, &sh, json!({ "command": line })).is_some(), "{line}");
        }
        assert_eq!(brackets_as_any("[!a]x[]]y[z"), None, "a `[` left open");
        assert_eq!(brackets_as_any("[!a]x[]]y").as_deref(), Some("?x?y"));
        assert_eq!(brackets_as_any(".en[[:alpha:]]"), None);
    }

    #[tokio::test]
    async fn the_gate_asks_even_under_trust_and_refuses_headless() {
        use crate::event::AgentEvent;
        use crate::op::Approval;
        use crate::permission::{ApprovalMode, GateOutcome, HookStance, PermissionGate};
        use crate::tool::Risk;
        use crate::{CancellationToken, Emitter};
        use std::sync::Arc;

        let def = write_tool().with_risk(Risk::Medium);
        let id = ToolCallId::new("1");
        let git_config = json!({"path": ".git/config"});
        let plain = json!({"path": "src/a.rs"});
        let protected = Arc::new(ProtectedPaths::defaults("/w"));
        let gate = |mode| {
            PermissionGate::new(mode)
                .with_trust(true)
                .with_protected_paths(protected.clone())
        };

        let headless = gate(ApprovalMode::Interactive);
        assert!(matches!(
            headless
                .check(&CallInfo::new(&id, &def, &plain), &HookStance::Silent)
                .await,
            GateOutcome::Allowed { .. }
        ));
        match headless
            .check(&CallInfo::new(&id, &def, &git_config), &HookStance::Silent)
            .await
        {
            GateOutcome::Denied { by, message } => {
                assert_eq!(by.to_string(), "protected:**/.git");
                assert!(
                    message.contains("`.git/config`, a protected path") && message.contains("--approve-all"),
                    "{message}"
                );
            }
            other => panic!("{other:?}"),
        }
        // An allow rule does not lift the protection; --approve-all does.
        let allow_all = gate(ApprovalMode::Interactive).with_policy(Arc::new(|_: &CallInfo<'_>| {
            Some(Verdict::allow(crate::DecidedBy::policy("rule")))
        }));
        assert!(matches!(
            allow_all
                .check(&CallInfo::new(&id, &def, &git_config), &HookStance::Silent)
                .await,
            GateOutcome::Denied { .. }
        ));
        assert!(matches!(
            gate(ApprovalMode::ApproveAll)
                .check(&CallInfo::new(&id, &def, &git_config), &HookStance::Silent)
                .await,
            GateOutcome::Allowed { .. }
        ));

        // Approving the tool for the session does not cover protected paths: each call asks.
        let asking = Arc::new(gate(ApprovalMode::Interactive).with_asking(true));
        let (emit, mut rx) = Emitter::channel();
        let answering = {
            let asking = asking.clone();
            tokio::spawn(async move {
                let mut asked = 0;
                while let Some(e) = rx.recv().await {
                    if let AgentEvent::ApprovalRequested { id, reason, .. } = e.event {
                        assert!(reason.contains("protected path"), "{reason}");
                        asking.approve(&id, Approval::Session).unwrap();
                        asked += 1;
                    }
                }
                asked
            })
        };
        let cancel = CancellationToken::new();
        for n in 0..2 {
            let id = ToolCallId::new(format!("c{n}"));
            assert!(matches!(
                asking
                    .check_asking(
                        &CallInfo::new(&id, &def, &git_config),
                        &HookStance::Silent,
                        &emit,
                        &cancel
                    )
                    .await,
                GateOutcome::Allowed { .. }
            ));
        }
        drop(emit);
        assert_eq!(answering.await.unwrap(), 2);
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_to_a_protected_directory_is_seen_through() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path();
        std::fs::create_dir_all(ws.join(".git")).unwrap();
        std::os::unix::fs::symlink(ws.join(".git"), ws.join("docs")).unwrap();
        let p = ProtectedPaths::defaults(ws);
        assert_eq!(p.pattern_for("docs/config"), Some("**/.git"));
        assert_eq!(p.pattern_for("docs2/config"), None);
    }
}
