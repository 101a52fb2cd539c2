//! What skills (`SKILL.md`) and custom commands (`*.md`) share: markdown with optional YAML
//! frontmatter in the form Claude Code, Codex and goose write, `allowed-tools` lists in their
//! notation, and warnings that name the file and line. A file these cannot read is skipped
//! with a [`Warning`]; it never stops a run.

use ouzel_core::AllowedTool;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// A file that was skipped or partly ignored, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// The file.
    pub path: PathBuf,
    /// 1-based line the problem is on.
    pub line: usize,
    /// What is wrong and what to do.
    pub message: String,
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.path.display(), self.line, self.message)
    }
}

/// The frontmatter keys skills and commands use. Unknown keys (`license`, `metadata`, …)
/// are ignored: these files are shared with other tools that define more.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct Front {
    pub(crate) name: Option<String>,
    pub(crate) description: Option<String>,
    #[serde(rename = "allowed-tools", alias = "allowed_tools")]
    pub(crate) allowed_tools: Option<ToolList>,
    #[serde(rename = "argument-hint", alias = "argument_hint")]
    argument_hint: Option<ToolList>,
    pub(crate) model: Option<String>,
}

impl Front {
    /// `argument-hint` as written: `[message]` is a YAML list to a YAML parser, and means the
    /// text `[message]` to its author.
    pub(crate) fn argument_hint(&self) -> Option<String> {
        match self.argument_hint.as_ref()? {
            ToolList::One(s) => Some(s.clone()),
            ToolList::Many(v) => Some(v.iter().map(|a| format!("[{a}]")).collect::<Vec<_>>().join(" ")),
        }
    }
}

/// `allowed-tools` as written: `Read, Grep, Bash(git status:*)` or a YAML list.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum ToolList {
    One(String),
    Many(Vec<String>),
}

/// A markdown file read and split: its frontmatter (empty when it has none) and body.
#[derive(Debug)]
pub(crate) struct Parsed {
    pub(crate) front: Front,
    /// The file's 1-based line of each frontmatter key, for warnings.
    front_text: String,
    pub(crate) body: String,
    pub(crate) path: PathBuf,
}

impl Parsed {
    /// A warning about `key` in this file's frontmatter (its line, else line 1).
    pub(crate) fn warning_at(&self, key: &str, message: String) -> Warning {
        let line = self
            .front_text
            .lines()
            .position(|l| l.split_once(':').is_some_and(|(k, _)| k.trim() == key))
            .map_or(1, |i| i + 2);
        Warning {
            path: self.path.clone(),
            line,
            message,
        }
    }

    /// `allowed-tools`, in ouzel's tool names; `None` when the file sets none.
    pub(crate) fn allowed_tools(&self) -> Option<Vec<AllowedTool>> {
        let entries = match self.front.allowed_tools.as_ref()? {
            ToolList::One(s) => split_tool_list(s),
            ToolList::Many(v) => v.iter().flat_map(|s| split_tool_list(s)).collect(),
        };
        Some(entries.iter().flat_map(|e| allowed_tool(e)).collect())
    }
}

/// Reads a markdown file with optional frontmatter. A file that is not UTF-8 or whose
/// frontmatter does not parse is a [`Warning`] naming the line.
pub(crate) fn read(path: &Path) -> Result<Parsed, Warning> {
    let bytes = std::fs::read(path).map_err(|e| Warning {
        path: path.to_owned(),
        line: 1,
        message: format!("cannot read it: {e}"),
    })?;
    parse(bytes, path)
}

/// [`read`] for a file's bytes; `path` names it in warnings.
pub(crate) fn parse(bytes: Vec<u8>, path: &Path) -> Result<Parsed, Warning> {
    let warning = |line: usize, message: String| Warning {
        path: path.to_owned(),
        line,
        message,
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|b| **b == b'\n').count() + 1;
        warning(line, "not UTF-8 text; save it as UTF-8 to use it".into())
    })?;
    let Some((front_text, body)) = crate::spec::split_frontmatter(&text) else {
        if text.trim_start_matches('\u{feff}').starts_with("---") {
            return Err(warning(
                1,
                "the frontmatter that starts here has no closing `---` line".into(),
            ));
        }
        return Ok(Parsed {
            front: Front::default(),
            front_text: String::new(),
            body: text.trim_start_matches('\u{feff}').to_owned(),
            path: path.to_owned(),
        });
    };
    let front: Front = if front_text.trim().is_empty() {
        Front::default()
    } else {
        match serde_saphyr::from_str(front_text) {
            Ok(front) => front,
            // Files written for Claude Code often hold lines YAML refuses but their authors
            // mean plainly (`argument-hint: [pr] [priority]`, `description: Review: all`).
            Err(e) => simple_front(front_text).ok_or_else(|| {
                // Frontmatter line n is file line n + 1 (after the opening `---`).
                let line = e.location().map_or(1, |l| l.line() as usize) + 1;
                warning(
                    line,
                    format!(
                        "the YAML frontmatter does not parse: {}",
                        crate::spec::first_message(&e.to_string())
                    ),
                )
            })?,
        }
    };
    Ok(Parsed {
        front,
        front_text: front_text.to_owned(),
        body: body.to_owned(),
        path: path.to_owned(),
    })
}

/// Frontmatter read as plain `key: value` lines (each value the rest of its line, quotes
/// removed) and `  - item` lists under a key with no value. `None` when a line is neither.
fn simple_front(text: &str) -> Option<Front> {
    let mut map = serde_json::Map::new();
    let mut list_key: Option<String> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            let item = trimmed.strip_prefix("- ")?.trim();
            let key = list_key.as_ref()?;
            if let Some(serde_json::Value::Array(items)) = map.get_mut(key) {
                items.push(unquote(item).into());
            }
            continue;
        }
        let (key, value) = line.split_once(':')?;
        let key = key.trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return None;
        }
        let value = value.trim();
        if value.is_empty() {
            map.insert(key.to_owned(), serde_json::Value::Array(Vec::new()));
            list_key = Some(key.to_owned());
        } else {
            map.insert(key.to_owned(), unquote(value).into());
            list_key = None;
        }
    }
    serde_json::from_value(serde_json::Value::Object(map)).ok()
}

fn unquote(s: &str) -> &str {
    for q in ['"', '\''] {
        if let Some(inner) = s.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

/// Splits `Read, Grep Bash(git add:*)` at commas and spaces outside parentheses.
fn split_tool_list(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut current) = (0usize, String::new());
    for c in s.chars() {
        match c {
            '(' => {
                depth += 1;
                current.push(c);
            }
            ')' => {
                depth = depth.saturating_sub(1);
                current.push(c);
            }
            ',' | ' ' | '\t' | '\n' if depth == 0 => {
                if !current.trim().is_empty() {
                    out.push(current.trim().to_owned());
                }
                current.clear();
            }
            _ => current.push(c),
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_owned());
    }
    out
}

/// One entry in ouzel's terms. Claude Code's tool names map to ouzel's (`Bash` is `shell`,
/// `Read` is `read_file`, `mcp__server__tool` is `server__tool`); other names are taken as
/// ouzel tool names. `Bash(git status:*)` allows commands starting `git status`.
fn allowed_tool(entry: &str) -> Vec<AllowedTool> {
    let (name, pattern) = match entry.split_once('(') {
        Some((name, rest)) => (name.trim(), Some(rest.trim_end_matches(')').trim())),
        None => (entry.trim(), None),
    };
    let pattern = pattern
        .map(|p| p.strip_suffix(":*").unwrap_or(p).trim())
        .filter(|p| !p.is_empty() && *p != "*")
        .map(str::to_owned);
    let names: Vec<String> = match name {
        "Bash" => vec!["shell".into()],
        "Read" => vec!["read_file".into()],
        "Write" => vec!["write_file".into(), "create_file".into()],
        "Edit" | "MultiEdit" => vec!["edit_file".into()],
        "Grep" => vec!["grep_search".into()],
        "Glob" => vec!["find_files".into()],
        "LS" => vec!["list_files".into()],
        "WebFetch" => vec!["web_fetch".into()],
        "Skill" => vec!["skill".into()],
        other => match other.strip_prefix("mcp__") {
            Some(rest) => vec![rest.to_owned()],
            None => vec![other.to_owned()],
        },
    };
    names
        .into_iter()
        .map(|tool| AllowedTool {
            tool,
            pattern: pattern.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tools(list: &str) -> Vec<(String, Option<String>)> {
        split_tool_list(list)
            .iter()
            .flat_map(|e| allowed_tool(e))
            .map(|a| (a.tool, a.pattern))
            .collect()
    }

    #[test]
    fn claude_code_tool_lists_become_ouzel_tools_with_patterns() {
        assert_eq!(
            tools("Read, Grep Bash(git status:*), Bash(npm run test:*) mcp__github__get_issue edit_file"),
            vec![
                ("read_file".into(), None),
                ("grep_search".into(), None),
                ("shell".into(), Some("git status".into())),
                ("shell".into(), Some("npm run test".into())),
                ("github__get_issue".into(), None),
                ("edit_file".into(), None),
            ]
        );
        assert_eq!(
            tools("Write, Bash(*)"),
            vec![
                ("write_file".into(), None),
                ("create_file".into(), None),
                ("shell".into(), None)
            ]
        );
    }

    #[test]
    fn files_without_frontmatter_are_all_body_and_bad_ones_name_the_line() {
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain.md");
        std::fs::write(&plain, "Just do it.\n").unwrap();
        let p = read(&plain).unwrap();
        assert!(p.front.name.is_none());
        assert_eq!(p.body, "Just do it.\n");

        let bad = dir.path().join("bad.md");
        std::fs::write(&bad, "---\nname: x\ndescription: [unclosed\n  more: y\n---\nbody\n").unwrap();
        let w = read(&bad).unwrap_err();
        assert_eq!(w.path, bad);
        assert!((3..=4).contains(&w.line), "{w}");
        assert!(w.to_string().contains("frontmatter does not parse"), "{w}");

        let open = dir.path().join("open.md");
        std::fs::write(&open, "---\nname: x\n").unwrap();
        assert!(read(&open).unwrap_err().to_string().contains(":1: "));

        let latin1 = dir.path().join("latin1.md");
        std::fs::write(&latin1, b"line one\nline two caf\xe9\n").unwrap();
        let w = read(&latin1).unwrap_err();
        assert_eq!((w.line, w.message.contains("not UTF-8")), (2, true), "{w}");
    }

    #[test]
    fn allowed_tools_may_be_a_yaml_list() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("c.md");
        std::fs::write(
            &f,
            "---\ndescription: d\nallowed-tools:\n  - Read\n  - Bash(git log:*)\n---\nb\n",
        )
        .unwrap();
        let p = read(&f).unwrap();
        let a = p.allowed_tools().unwrap();
        assert_eq!(a.len(), 2);
        assert_eq!(a[1].pattern.as_deref(), Some("git log"));
        assert_eq!(p.warning_at("allowed-tools", "m".into()).line, 3);
    }

    #[test]
    fn claude_code_lines_that_yaml_refuses_are_read_as_their_authors_mean() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("c.md");
        std::fs::write(
            &f,
            "---\nargument-hint: [pr-number] [priority]\ndescription: Review: the whole PR\nallowed-tools:\n  - Read\n---\nb\n",
        )
        .unwrap();
        let p = read(&f).unwrap();
        assert_eq!(p.front.argument_hint().as_deref(), Some("[pr-number] [priority]"));
        assert_eq!(p.front.description.as_deref(), Some("Review: the whole PR"));
        assert_eq!(p.allowed_tools().unwrap()[0].tool, "read_file");
        std::fs::write(&f, "---\nargument-hint: [message]\n---\nb\n").unwrap();
        assert_eq!(read(&f).unwrap().front.argument_hint().as_deref(), Some("[message]"));
    }
}
