//! Custom slash commands: markdown files (`.ouzel/commands/NAME.md`, `.claude/commands/`, the
//! user's `ouzel/commands/`) whose body, with `$ARGUMENTS` and `$1`…`$9` filled in, becomes the
//! user message of `/NAME args` (and `ouzel exec --command NAME args`). Frontmatter:
//! `description`, `argument-hint`, `model`, `allowed-tools`, as Claude Code reads them.
//! Subfolders organise files; the name is the file's stem either way.

use crate::frontmatter::{self, Warning};
use ouzel_core::{AllowedTool, Narrowing};
use std::path::{Path, PathBuf};

/// A command found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomCommand {
    /// `/NAME`.
    pub name: String,
    /// One line for `/help` (the frontmatter's, else the body's first line).
    pub description: String,
    /// What to type after the name (`[file] [focus]`), for help and completion.
    pub argument_hint: Option<String>,
    /// `PROVIDER/MODEL` the command's turn uses.
    pub model: Option<String>,
    /// When set, only these tools run during the command's turn.
    pub allowed_tools: Option<Vec<AllowedTool>>,
    /// The prompt template.
    pub body: String,
    /// The file.
    pub path: PathBuf,
}

impl CustomCommand {
    /// The user message for `/NAME args`: `$ARGUMENTS` is `args` as typed, `$1`…`$9` its
    /// words (quotes group words; a missing one is empty). A body that uses neither gets the
    /// arguments appended on a line `ARGUMENTS: …`, as Claude Code does.
    pub fn expand(&self, args: &str) -> String {
        let args = args.trim();
        let words = split_words(args);
        let mut out = String::with_capacity(self.body.len() + args.len());
        let mut used = false;
        let mut rest = self.body.as_str();
        while let Some(i) = rest.find('$') {
            out.push_str(&rest[..i]);
            let after = &rest[i + 1..];
            if let Some(tail) = after.strip_prefix("ARGUMENTS") {
                out.push_str(args);
                rest = tail;
                used = true;
            } else if let Some(d) = after.chars().next().filter(|c| ('1'..='9').contains(c)) {
                let n = d as usize - '1' as usize;
                out.push_str(words.get(n).map_or("", String::as_str));
                rest = &after[1..];
                used = true;
            } else {
                out.push('$');
                rest = after;
            }
        }
        out.push_str(rest);
        let mut out = out.trim().to_owned();
        if !used && !args.is_empty() {
            out.push_str(&format!("\n\nARGUMENTS: {args}"));
        }
        out
    }

    /// The narrowing this command puts in force for its turn, if it lists `allowed-tools` (and
    /// the `skill` tool, which can only narrow further).
    pub fn narrowing(&self) -> Option<Narrowing> {
        Some(Narrowing {
            source: format!("command:{}", self.name),
            allowed: crate::skills::with_skill_tool(self.allowed_tools.clone()?),
        })
    }
}

/// Words of an argument line: whitespace separates, `"…"` and `'…'` group.
fn split_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let (mut quote, mut in_word) = (None, false);
    for c in s.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => current.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut current));
                    in_word = false;
                }
            }
            (None, c) => {
                current.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(current);
    }
    words
}

/// Commands found in `dirs` (and their subfolders), first directory first: a name found again
/// later is skipped with a warning (list project directories before the user's). Directories
/// that do not exist are skipped silently.
pub fn discover(dirs: &[PathBuf]) -> (Vec<CustomCommand>, Vec<Warning>) {
    let mut commands: Vec<CustomCommand> = Vec::new();
    let mut warnings = Vec::new();
    for dir in dirs {
        for path in markdown_files(dir) {
            match parse(&path) {
                Err(w) => warnings.push(w),
                Ok(cmd) => match commands.iter().find(|c| c.name == cmd.name) {
                    Some(first) => warnings.push(Warning {
                        path: cmd.path.clone(),
                        line: 1,
                        message: format!(
                            "command /{} is also defined by {}, which wins; rename one to use both",
                            cmd.name,
                            first.path.display()
                        ),
                    }),
                    None => commands.push(cmd),
                },
            }
        }
    }
    commands.sort_by(|a, b| a.name.cmp(&b.name));
    (commands, warnings)
}

/// Folder levels below a commands directory that are searched.
const MAX_DEPTH: usize = 4;

/// `*.md` files under `dir`, sorted, subfolders after the files beside them. Symlinked
/// folders are followed, each real folder once (a link back up is not a loop).
fn markdown_files(dir: &Path) -> Vec<PathBuf> {
    markdown_files_below(dir, 0, &mut Vec::new())
}

fn markdown_files_below(dir: &Path, depth: usize, seen: &mut Vec<PathBuf>) -> Vec<PathBuf> {
    match std::fs::canonicalize(dir) {
        Ok(real) if !seen.contains(&real) => seen.push(real),
        _ => return Vec::new(),
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    let (dirs, files): (Vec<PathBuf>, Vec<PathBuf>) = paths.into_iter().partition(|p| p.is_dir());
    let mut out: Vec<PathBuf> = files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    if depth < MAX_DEPTH {
        for d in dirs {
            out.extend(markdown_files_below(&d, depth + 1, seen));
        }
    }
    out
}

/// Reads one command file.
pub fn parse(path: &Path) -> Result<CustomCommand, Warning> {
    from_parsed(frontmatter::read(path)?)
}

/// A command file's bytes; `path` names it (its stem is the name) in warnings.
pub fn parse_bytes(bytes: Vec<u8>, path: &Path) -> Result<CustomCommand, Warning> {
    from_parsed(frontmatter::parse(bytes, path)?)
}

fn from_parsed(parsed: frontmatter::Parsed) -> Result<CustomCommand, Warning> {
    let path = parsed.path.clone();
    let path = path.as_path();
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if !crate::spec::valid_name(&name) {
        return Err(Warning {
            path: path.to_owned(),
            line: 1,
            message: format!(
                "`{name}` is not a usable command name: name the file with letters, digits, `_` or `-` (NAME.md)"
            ),
        });
    }
    if let Some(m) = &parsed.front.model
        && !m.split_once('/').is_some_and(|(p, n)| !p.is_empty() && !n.is_empty())
    {
        return Err(parsed.warning_at(
            "model",
            format!("model `{m}` is not of the form PROVIDER/MODEL (for example openai/gpt-4o)"),
        ));
    }
    let body = parsed.body.trim().to_owned();
    let description = parsed
        .front
        .description
        .clone()
        .filter(|d| !d.trim().is_empty())
        .unwrap_or_else(|| {
            body.lines()
                .map(|l| l.trim_start_matches('#').trim())
                .find(|l| !l.is_empty())
                .unwrap_or("")
                .chars()
                .take(80)
                .collect()
        });
    Ok(CustomCommand {
        name,
        description,
        argument_hint: parsed.front.argument_hint(),
        model: parsed.front.model.clone(),
        allowed_tools: parsed.allowed_tools(),
        body,
        path: path.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(body: &str) -> CustomCommand {
        CustomCommand {
            name: "c".into(),
            description: String::new(),
            argument_hint: None,
            model: None,
            allowed_tools: None,
            body: body.into(),
            path: PathBuf::from("c.md"),
        }
    }

    #[test]
    fn arguments_and_positions_are_filled_in() {
        let c = cmd("Fix issue #$1 with priority $2 ($3). All: $ARGUMENTS. Costs $5.00? $x");
        assert_eq!(
            c.expand(r#"123 high "needs care""#),
            r#"Fix issue #123 with priority high (needs care). All: 123 high "needs care". Costs .00? $x"#
        );
        assert_eq!(cmd("Review $1.").expand(""), "Review .");
        assert_eq!(
            cmd("Review the code.").expand("src/a.rs"),
            "Review the code.\n\nARGUMENTS: src/a.rs"
        );
        assert_eq!(cmd("Review the code.").expand("  "), "Review the code.");
    }

    #[test]
    fn words_group_by_quotes() {
        assert_eq!(split_words(r#"a 'b c' "d" e"#), ["a", "b c", "d", "e"]);
        assert_eq!(split_words(r#"x """#), ["x", ""]);
        assert!(split_words("   ").is_empty());
    }

    #[test]
    fn files_are_found_in_subfolders_and_the_first_directory_wins() {
        let root = tempfile::tempdir().unwrap();
        let (project, user) = (root.path().join("p"), root.path().join("u"));
        std::fs::create_dir_all(project.join("git")).unwrap();
        std::fs::create_dir_all(&user).unwrap();
        std::fs::write(
            project.join("git/commit.md"),
            "---\ndescription: Commit staged work\nargument-hint: [message]\nmodel: openai/gpt-4o-mini\nallowed-tools: Bash(git commit:*)\n---\nCommit with message $ARGUMENTS\n",
        )
        .unwrap();
        std::fs::write(project.join("review.md"), "# Review the diff\n\nLook closely.\n").unwrap();
        std::fs::write(project.join("notes.txt"), "not a command").unwrap();
        std::fs::write(user.join("review.md"), "the user's").unwrap();
        std::fs::write(user.join("bad.md"), "---\nmodel: gpt-4o\n---\nx\n").unwrap();
        std::fs::write(user.join("latin.md"), b"caf\xe9\n").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(&project, project.join("git/loop")).unwrap();
        let (cmds, warnings) = discover(&[project.clone(), user.clone()]);
        let names: Vec<&str> = cmds.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["commit", "review"]);
        let commit = &cmds[0];
        assert_eq!(commit.argument_hint.as_deref(), Some("[message]"));
        assert_eq!(commit.model.as_deref(), Some("openai/gpt-4o-mini"));
        assert_eq!(commit.narrowing().unwrap().source, "command:commit");
        assert_eq!(cmds[1].description, "Review the diff");
        let text: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(text.len(), 3, "{text:#?}");
        assert!(
            text.iter()
                .any(|w| w.contains("u/bad.md:2:") && w.contains("PROVIDER/MODEL"))
        );
        assert!(text.iter().any(|w| w.contains("u/latin.md:1:") && w.contains("UTF-8")));
        assert!(
            text.iter()
                .any(|w| w.contains("u/review.md:1:") && w.contains("which wins"))
        );
    }
}
