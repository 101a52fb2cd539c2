//! Skills: folders holding a `SKILL.md` (frontmatter `name`, `description`, optional
//! `allowed-tools`; a markdown body) and any files beside it, as Claude Code, Codex, goose and
//! opencode read them. Only each skill's name, description and path go into the system prompt
//! ([`prompt_section`]); the body is read when the model uses the skill, through the
//! [`SkillTool`] (or `read_file`). While a skill with `allowed-tools` is in use the gate's
//! [`ToolScope`] narrows what runs.

use crate::frontmatter::{self, Warning};
use ouzel_core::{
    AllowedTool, Effects, Narrowing, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolScope,
    async_trait,
};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The name of the tool that loads a skill.
pub const SKILL_TOOL: &str = "skill";

/// Files listed beside a skill's `SKILL.md` at most (a skill folder is small; a huge one is
/// listed in part, with a note).
const MAX_FILES: usize = 200;

/// Bytes of one skill file the tool returns at most.
const MAX_FILE_BYTES: u64 = 256 * 1024;

/// `allowed` and the `skill` tool, which only reads a skill's own files and can only narrow.
pub(crate) fn with_skill_tool(mut allowed: Vec<AllowedTool>) -> Vec<AllowedTool> {
    if !allowed.iter().any(|a| a.tool == SKILL_TOOL) {
        allowed.push(AllowedTool {
            tool: SKILL_TOOL.into(),
            pattern: None,
        });
    }
    allowed
}

/// A skill found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skill {
    /// What the model and `/NAME` call it.
    pub name: String,
    /// When to use it, written for the model.
    pub description: String,
    /// Its `SKILL.md`.
    pub path: PathBuf,
    /// `allowed-tools`: when set, only these run while the skill is in use.
    pub allowed_tools: Option<Vec<AllowedTool>>,
}

impl Skill {
    /// The folder holding the skill.
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap_or_else(|| Path::new("."))
    }

    /// The instructions: the body of `SKILL.md` (read now, not at discovery).
    pub fn body(&self) -> Result<String, Warning> {
        frontmatter::read(&self.path).map(|p| p.body.trim().to_owned())
    }

    /// The other files of the skill, relative to its folder, sorted (at most 200).
    pub fn files(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut stack = vec![self.dir().to_path_buf()];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for e in entries.flatten() {
                let p = e.path();
                if e.file_type().is_ok_and(|t| t.is_dir()) {
                    stack.push(p);
                } else if p != self.path
                    && let Ok(rel) = p.strip_prefix(self.dir())
                {
                    out.push(rel.to_path_buf());
                }
                if out.len() >= MAX_FILES {
                    break;
                }
            }
        }
        out.sort();
        out
    }

    /// The narrowing this skill puts in force while in use, if it lists `allowed-tools`:
    /// those tools, and the `skill` tool itself (to read the skill's files; loading another
    /// skill can only narrow further).
    pub fn narrowing(&self) -> Option<Narrowing> {
        Some(Narrowing {
            source: format!("skill:{}", self.name),
            allowed: with_skill_tool(self.allowed_tools.clone()?),
        })
    }

    /// One of the skill's files (`scripts/check.sh`), confined to its folder.
    pub fn file(&self, rel: &str) -> Result<String, String> {
        let dir = std::fs::canonicalize(self.dir()).map_err(|e| format!("{}: {e}", self.dir().display()))?;
        let path = std::fs::canonicalize(dir.join(rel)).map_err(|e| {
            format!(
                "skill `{}` has no file `{rel}` ({e}); its files are listed when it is loaded",
                self.name
            )
        })?;
        if !path.starts_with(&dir) {
            return Err(format!("`{rel}` is outside the folder of skill `{}`", self.name));
        }
        let len = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        if len > MAX_FILE_BYTES {
            return Err(format!(
                "`{rel}` is {len} bytes, more than the {MAX_FILE_BYTES} this tool returns; read it with another tool"
            ));
        }
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read `{rel}` of skill `{}`: {e}", self.name))
    }

    /// What the model is given when it uses the skill: the instructions, where the files are,
    /// and which tools it may use meanwhile.
    pub fn loaded(&self) -> Result<String, Warning> {
        let body = self.body()?;
        let mut out = format!(
            "# Skill `{}`\n\nFolder: {}\n\n{body}\n",
            self.name,
            self.dir().display()
        );
        let files = self.files();
        if !files.is_empty() {
            out.push_str(
                "\n## Files of this skill (relative to its folder; read them when the instructions say to)\n\n",
            );
            for f in &files {
                out.push_str(&format!("- {}\n", f.display()));
            }
            if files.len() >= MAX_FILES {
                out.push_str(&format!("- … (only the first {MAX_FILES} are listed)\n"));
            }
        }
        if let Some(n) = self.narrowing() {
            let names: Vec<String> = n
                .allowed
                .iter()
                .map(|a| match &a.pattern {
                    Some(p) => format!("{}({p})", a.tool),
                    None => a.tool.clone(),
                })
                .collect();
            out.push_str(&format!(
                "\nWhile this skill is in use (until this turn ends), only these tools run: {}.\n",
                names.join(", ")
            ));
        }
        Ok(out)
    }

    /// The user message that runs this skill on `input` (`/NAME input` at the prompt).
    pub fn invocation(&self, input: &str) -> Result<String, Warning> {
        let loaded = self.loaded()?;
        let input = input.trim();
        Ok(if input.is_empty() {
            format!("Use this skill now.\n\n{loaded}")
        } else {
            format!("Use this skill for the request below.\n\n{loaded}\n# Request\n\n{input}\n")
        })
    }
}

/// Skills found in `dirs` (each holding one folder per skill), first directory first: a name
/// found again later is skipped with a warning (list project directories before the user's so
/// the project wins). Names in `disabled` are left out. Directories that do not exist are
/// skipped silently.
pub fn discover(dirs: &[PathBuf], disabled: &[String]) -> (Vec<Skill>, Vec<Warning>) {
    let mut skills: Vec<Skill> = Vec::new();
    let mut warnings = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else { continue };
        let mut folders: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.join("SKILL.md").is_file())
            .collect();
        folders.sort();
        for folder in folders {
            match parse(&folder.join("SKILL.md")) {
                Err(w) => warnings.push(w),
                Ok(skill) if disabled.contains(&skill.name) => {}
                Ok(skill) => match skills.iter().find(|s| s.name == skill.name) {
                    Some(first) => warnings.push(Warning {
                        path: skill.path.clone(),
                        line: 1,
                        message: format!(
                            "skill `{}` is also defined by {}, which wins; rename one to use both",
                            skill.name,
                            first.path.display()
                        ),
                    }),
                    None => skills.push(skill),
                },
            }
        }
    }
    skills.sort_by(|a, b| a.name.cmp(&b.name));
    (skills, warnings)
}

/// Reads one `SKILL.md`. The name defaults to the folder's; a description is required (the
/// model chooses skills by it).
pub fn parse(path: &Path) -> Result<Skill, Warning> {
    from_parsed(frontmatter::read(path)?)
}

/// A `SKILL.md`'s bytes; `path` names it (its folder is the default name) in warnings.
pub fn parse_bytes(bytes: Vec<u8>, path: &Path) -> Result<Skill, Warning> {
    from_parsed(frontmatter::parse(bytes, path)?)
}

fn from_parsed(parsed: frontmatter::Parsed) -> Result<Skill, Warning> {
    let path = parsed.path.clone();
    let path = path.as_path();
    let folder = path
        .parent()
        .and_then(Path::file_name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = parsed.front.name.clone().unwrap_or(folder);
    if !crate::spec::valid_name(&name) {
        return Err(parsed.warning_at(
            "name",
            format!("`{name}` is not a usable skill name: use 1 to 64 letters, digits, `_` or `-`"),
        ));
    }
    let description = match parsed.front.description.as_deref().map(str::trim) {
        Some(d) if !d.is_empty() => d.to_owned(),
        _ => {
            return Err(Warning {
                path: path.to_owned(),
                line: 1,
                message: "a skill needs a `description` in its frontmatter (the model picks skills by it)".into(),
            });
        }
    };
    Ok(Skill {
        name,
        description,
        allowed_tools: parsed.allowed_tools(),
        path: path.to_owned(),
    })
}

/// The system prompt's list of skills: name, description and path of each, in at most
/// `budget` characters. Skills that do not fit are left out, with a note saying how many and
/// how to see them all. Empty when there are no skills.
pub fn prompt_section(skills: &[Skill], budget: usize) -> String {
    if skills.is_empty() {
        return String::new();
    }
    let head = format!(
        "\n\n## Skills\n\nSkills are instructions (and files) for particular tasks. When a request matches a \
         skill's description, load the skill with the `{SKILL_TOOL}` tool before you start, and follow it.\n\n"
    );
    let mut out = head.clone();
    let mut shown = 0;
    for s in skills {
        let line = format!("- {}: {} ({})\n", s.name, s.description, s.path.display());
        if out.len() - head.len() + line.len() > budget {
            break;
        }
        out.push_str(&line);
        shown += 1;
    }
    let left = skills.len() - shown;
    if left > 0 {
        out.push_str(&format!(
            "- … and {left} more skill{} not listed here for room: call `{SKILL_TOOL}` without a name to list them all.\n",
            if left == 1 { "" } else { "s" }
        ));
    }
    out
}

/// The `skill` tool: returns a skill's instructions and lists its files, and puts its
/// `allowed-tools` in force for the rest of the turn. Without a name, lists the skills.
pub struct SkillTool {
    skills: Arc<[Skill]>,
    scope: Option<Arc<ToolScope>>,
    def: ToolDefinition,
}

impl SkillTool {
    /// A tool over these skills; `scope` is the gate's (see
    /// [`PermissionGate::with_scope`](ouzel_core::PermissionGate::with_scope)).
    pub fn new(skills: Arc<[Skill]>, scope: Option<Arc<ToolScope>>) -> Self {
        let def = ToolDefinition::new(
            SKILL_TOOL,
            "Load a skill: returns its instructions and lists its files. Call it before a task that matches a \
             skill's description. With `file`, returns that file of the skill instead. Without `name`, lists \
             every skill.",
            json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "The skill's name, as listed in the system prompt."},
                    "file": {"type": "string", "description": "A file of the skill, relative to its folder, as listed when it was loaded."}
                },
                "additionalProperties": false
            }),
        )
        .with_category(ToolCategory::Other)
        // Every call must run: loading a skill puts its `allowed-tools` in force.
        .with_effects(Effects::read_only_uncached());
        Self { skills, scope, def }
    }
}

#[async_trait]
impl Tool for SkillTool {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let name = input.get("name").and_then(Value::as_str).map(str::trim).unwrap_or("");
        if name.is_empty() {
            let list: String = self
                .skills
                .iter()
                .map(|s| format!("- {}: {}\n", s.name, s.description))
                .collect();
            return Ok(ToolOutput::text(if list.is_empty() {
                "no skills are installed".to_owned()
            } else {
                list
            }));
        }
        let Some(skill) = self.skills.iter().find(|s| s.name == name) else {
            let names: Vec<&str> = self.skills.iter().map(|s| s.name.as_str()).collect();
            return Err(ToolError::failed(format!(
                "no skill named `{name}`; the skills are: {}",
                names.join(", ")
            )));
        };
        if let Some(rel) = input.get("file").and_then(Value::as_str).filter(|f| !f.is_empty()) {
            return skill.file(rel).map(ToolOutput::text).map_err(ToolError::failed);
        }
        let loaded = skill.loaded().map_err(|w| ToolError::failed(w.to_string()))?;
        if let (Some(scope), Some(n)) = (&self.scope, skill.narrowing()) {
            scope.narrow(n);
        }
        Ok(ToolOutput::text(loaded))
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(root: &Path, folder: &str, text: &str) -> PathBuf {
        let dir = root.join(folder);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("SKILL.md"), text).unwrap();
        dir
    }

    #[test]
    fn the_first_directory_wins_a_clash_and_bad_files_are_warnings() {
        let root = tempfile::tempdir().unwrap();
        let (project, user) = (root.path().join("p"), root.path().join("u"));
        skill(
            &project,
            "pdf",
            "---\nname: pdf\ndescription: Fill PDF forms\n---\nUse pdftk.\n",
        );
        skill(&user, "pdf", "---\nname: pdf\ndescription: the user's pdf\n---\nx\n");
        skill(
            &user,
            "deploy",
            "---\ndescription: Deploy the app\nlicense: MIT\n---\nRun make deploy.\n",
        );
        skill(&user, "broken", "---\nname: broken\ndescription: : :\n  - x\n---\n");
        skill(&user, "nodesc", "---\nname: nodesc\n---\nbody\n");
        skill(&user, "off", "---\ndescription: disabled one\n---\nbody\n");
        let (skills, warnings) = discover(
            &[project.clone(), root.path().join("missing"), user.clone()],
            &["off".into()],
        );
        let names: Vec<&str> = skills.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["deploy", "pdf"]);
        assert_eq!(skills[1].description, "Fill PDF forms", "the project's wins");
        let text: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(warnings.len(), 3, "{text:#?}");
        assert!(text.iter().any(|w| w.contains("broken/SKILL.md:3:")), "{text:#?}");
        assert!(
            text.iter()
                .any(|w| w.contains("nodesc/SKILL.md:1:") && w.contains("description"))
        );
        assert!(
            text.iter()
                .any(|w| w.contains("u/pdf/SKILL.md:1:") && w.contains("p/pdf/SKILL.md, which wins"))
        );
    }

    #[test]
    fn the_prompt_lists_what_fits_and_says_how_many_were_left_out() {
        let mk = |i: usize| Skill {
            name: format!("skill-{i}"),
            description: "x".repeat(50),
            path: PathBuf::from(format!("/s/skill-{i}/SKILL.md")),
            allowed_tools: None,
        };
        let skills: Vec<Skill> = (0..10).map(mk).collect();
        let all = prompt_section(&skills, 8000);
        assert_eq!(all.matches("\n- skill-").count(), 10);
        assert!(!all.contains("more skill"));
        let some = prompt_section(&skills, 300);
        let listed = some.matches("\n- skill-").count();
        assert!((1..10).contains(&listed), "{some}");
        assert!(
            some.contains(&format!("and {} more skills not listed", 10 - listed)),
            "{some}"
        );
        assert!(prompt_section(&[], 8000).is_empty());
    }

    #[tokio::test]
    async fn the_tool_returns_the_body_lists_files_and_narrows_the_turn() {
        let root = tempfile::tempdir().unwrap();
        let dir = skill(
            root.path(),
            "review",
            "---\nname: review\ndescription: Review code\nallowed-tools: Read, Bash(git diff:*)\n---\nRead the diff first.\n",
        );
        std::fs::create_dir_all(dir.join("scripts")).unwrap();
        std::fs::write(dir.join("scripts/check.sh"), "#!/bin/sh\n").unwrap();
        std::fs::write(dir.join("CHECKLIST.md"), "- tests\n").unwrap();
        let (skills, _) = discover(&[root.path().to_path_buf()], &[]);
        let scope = Arc::new(ToolScope::new(root.path()));
        let tool = SkillTool::new(skills.into(), Some(scope.clone()));
        let ctx = ToolContext::new(
            root.path(),
            ouzel_core::ToolCallId::new("1"),
            ouzel_core::SessionId::generate(),
            ouzel_core::CancellationToken::new(),
        );
        let out = tool.call(json!({"name": "review"}), &ctx).await.unwrap();
        assert!(out.content.contains("Read the diff first."), "{}", out.content);
        assert!(
            out.content.contains("- CHECKLIST.md\n- scripts/check.sh\n"),
            "{}",
            out.content
        );
        assert!(
            out.content
                .contains("only these tools run: read_file, shell(git diff), skill"),
            "{}",
            out.content
        );
        let file = tool
            .call(json!({"name": "review", "file": "scripts/check.sh"}), &ctx)
            .await
            .unwrap();
        assert_eq!(file.content, "#!/bin/sh\n");
        let outside = tool
            .call(json!({"name": "review", "file": "../review/../../x"}), &ctx)
            .await
            .unwrap_err();
        assert!(outside.to_string().contains("no file") || outside.to_string().contains("outside"));
        std::fs::write(root.path().join("secret.txt"), "s").unwrap();
        let outside = tool
            .call(json!({"name": "review", "file": "../secret.txt"}), &ctx)
            .await
            .unwrap_err();
        assert!(outside.to_string().contains("outside the folder"), "{outside}");
        assert_eq!(scope.active()[0].source, "skill:review");
        let list = tool.call(json!({}), &ctx).await.unwrap();
        assert_eq!(list.content, "- review: Review code\n");
        let err = tool.call(json!({"name": "nope"}), &ctx).await.unwrap_err();
        assert!(err.to_string().contains("the skills are: review"), "{err}");
    }
}
