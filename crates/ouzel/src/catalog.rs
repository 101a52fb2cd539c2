//! The skills and custom commands a workspace has, found where Claude Code, Codex and goose
//! users keep them, and what running one (`/NAME args`, `ouzel exec --command NAME`) sends.
//!
//! Skills: the project's `.ouzel/skills/`, `.agents/skills/`, `.claude/skills/` (in the
//! workspace and each parent up to the repository root, nearest first), then `[skills] dirs`,
//! then the user's `$XDG_CONFIG_HOME/ouzel/skills/` and `~/.claude/skills/`. Commands: the
//! project's `.ouzel/commands/` and `.claude/commands/`, then the user's
//! `$XDG_CONFIG_HOME/ouzel/commands/`. The first found wins a name clash (the project's);
//! every file that cannot be used is a warning naming its file and line, never an error.

use crate::Config;
use ouzel_agents::{CustomCommand, Skill, Warning};
use ouzel_core::Narrowing;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The system prompt's skill list is at most this many characters …
pub const SKILLS_PROMPT_MAX_CHARS: usize = 8000;
/// … and at most this share of the model's context window (taking 4 characters a token).
pub const SKILLS_PROMPT_WINDOW_SHARE: f64 = 0.02;

/// Skills and commands, loaded once, and what could not be used of them and of the context
/// files' imports.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    /// Skills, by name.
    pub skills: Arc<[Skill]>,
    /// Commands, by name.
    pub commands: Vec<CustomCommand>,
    /// Files skipped (bad frontmatter, not UTF-8, a name clash), to show the user.
    pub warnings: Vec<Warning>,
    /// The context files' text (`AGENTS.md` and what it imports) as the system prompt ends
    /// with it.
    pub instructions: String,
    /// The workspace this was loaded for, as given.
    loaded_for: PathBuf,
}

/// What running a command or skill sends, and how its turn runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    /// The user message.
    pub message: String,
    /// The model the turn uses (a command's `model`), when it names one.
    pub model: Option<String>,
    /// What the turn may run (`allowed-tools`), when the file narrows it.
    pub narrowing: Option<Narrowing>,
}

/// Why a command or skill cannot be run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum InvokeError {
    /// No command or skill has this name.
    #[error("no command or skill named `{name}`; known: {known}")]
    Unknown {
        /// The name asked for.
        name: String,
        /// The names there are.
        known: String,
    },
    /// The skill's file could not be read now.
    #[error("{0}")]
    Unreadable(Warning),
}

impl Catalog {
    /// Finds the skills and commands for `workspace` with `config`'s `[skills]`. Walks a few
    /// directories (blocking).
    pub fn load(config: &Config, workspace: &Path) -> Self {
        let given = workspace;
        let workspace = std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_path_buf());
        let user = Config::default_path().and_then(|p| p.parent().map(Path::to_path_buf));
        let home = etcetera::home_dir().ok();
        let (skills, mut warnings) = ouzel_agents::skills::discover(
            &skill_dirs(config, &workspace, user.as_deref(), home.as_deref()),
            &config.skills.disabled,
        );
        let (commands, more) = ouzel_agents::commands::discover(&command_dirs(&workspace, user.as_deref()));
        warnings.extend(more);
        // The context files' text for the system prompt, and their refused imports, so
        // fronts show them with the rest.
        let (instructions, refused) = crate::context::instructions(&crate::context_files(config, &workspace));
        warnings.extend(refused);
        for c in &commands {
            if let Some(s) = skills.iter().find(|s| s.name == c.name) {
                warnings.push(Warning {
                    path: s.path.clone(),
                    line: 1,
                    message: format!(
                        "skill `{}` has the name of the command {}; /{} runs the command (the model can still load the skill)",
                        s.name,
                        c.path.display(),
                        c.name
                    ),
                });
            }
        }
        Self {
            skills: skills.into(),
            commands,
            warnings,
            instructions,
            loaded_for: given.to_path_buf(),
        }
    }

    /// Whether this was loaded for `workspace` (as given).
    pub(crate) fn loaded_for(&self, workspace: &Path) -> bool {
        self.loaded_for == workspace
    }

    /// The command named `name`.
    pub fn command(&self, name: &str) -> Option<&CustomCommand> {
        self.commands.iter().find(|c| c.name == name)
    }

    /// The skill named `name`.
    pub fn skill(&self, name: &str) -> Option<&Skill> {
        self.skills.iter().find(|s| s.name == name)
    }

    /// `/NAME args`: a command's expanded body, else a skill's instructions with `args` as the
    /// request.
    pub fn invoke(&self, name: &str, args: &str) -> Result<Invocation, InvokeError> {
        if let Some(c) = self.command(name) {
            return Ok(Invocation {
                message: c.expand(args),
                model: c.model.clone(),
                narrowing: c.narrowing(),
            });
        }
        if let Some(s) = self.skill(name) {
            return Ok(Invocation {
                message: s.invocation(args).map_err(InvokeError::Unreadable)?,
                model: None,
                narrowing: s.narrowing(),
            });
        }
        let mut known: Vec<&str> = self.commands.iter().map(|c| c.name.as_str()).collect();
        known.extend(self.skills.iter().map(|s| s.name.as_str()));
        Err(InvokeError::Unknown {
            name: name.to_owned(),
            known: if known.is_empty() {
                "none (put NAME.md in .ouzel/commands/ or a skill folder in .ouzel/skills/)".into()
            } else {
                known.join(", ")
            },
        })
    }

    /// The system prompt's list of skills, within [`skills_prompt_budget`].
    pub fn skills_prompt(&self, context_window: Option<u64>) -> String {
        ouzel_agents::skills::prompt_section(&self.skills, skills_prompt_budget(context_window))
    }
}

/// Characters the skill list may take: 2 % of the context window (4 characters a token) or
/// 8,000, whichever is smaller; 8,000 when the window is unknown.
pub fn skills_prompt_budget(context_window: Option<u64>) -> usize {
    match context_window {
        Some(tokens) => {
            let share = (tokens as f64 * 4.0 * SKILLS_PROMPT_WINDOW_SHARE) as usize;
            share.min(SKILLS_PROMPT_MAX_CHARS)
        }
        None => SKILLS_PROMPT_MAX_CHARS,
    }
}

/// Where skills are looked for, in order of precedence.
fn skill_dirs(config: &Config, workspace: &Path, user_config: Option<&Path>, home: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for root in crate::context::project_chain(workspace).into_iter().rev() {
        for sub in [".ouzel/skills", ".agents/skills", ".claude/skills"] {
            dirs.push(root.join(sub));
        }
    }
    dirs.extend(config.skills.dirs.iter().map(|d| match (d.strip_prefix("~"), home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => workspace.join(d),
    }));
    dirs.extend(user_config.map(|d| d.join("skills")));
    dirs.extend(home.map(|h| h.join(".claude/skills")));
    dirs
}

/// Where commands are looked for, in order of precedence.
fn command_dirs(workspace: &Path, user_config: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for root in crate::context::project_chain(workspace).into_iter().rev() {
        dirs.push(root.join(".ouzel/commands"));
        dirs.push(root.join(".claude/commands"));
    }
    dirs.extend(user_config.map(|d| d.join("commands")));
    dirs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalog_serves_a_setup_only_for_the_workspace_it_was_loaded_for() {
        let ws = tempfile::tempdir().unwrap();
        std::fs::write(ws.path().join("AGENTS.md"), "Use tabs.\n").unwrap();
        let catalog = Catalog::load(&Config::default(), ws.path());
        assert!(catalog.instructions.contains("Use tabs."), "{}", catalog.instructions);
        assert!(catalog.loaded_for(ws.path()));
        assert!(!catalog.loaded_for(&ws.path().join("sub")));
    }

    #[test]
    fn the_budget_is_two_percent_of_the_window_or_8000_characters() {
        assert_eq!(skills_prompt_budget(None), 8000);
        assert_eq!(skills_prompt_budget(Some(200_000)), 8000);
        assert_eq!(skills_prompt_budget(Some(32_000)), 2560);
    }

    #[test]
    fn project_directories_come_first_nearest_first_then_config_then_the_users() {
        let root = tempfile::tempdir().unwrap();
        let repo = root.path().join("repo");
        let ws = repo.join("sub");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(&ws).unwrap();
        let config = Config::parse(
            "[skills]\ndirs = [\"/opt/skills\", \"~/.codex/skills\"]\n",
            Path::new("c"),
        )
        .unwrap();
        let dirs = skill_dirs(&config, &ws, Some(Path::new("/cfg/ouzel")), Some(Path::new("/home/u")));
        let shown: Vec<String> = dirs
            .iter()
            .map(|d| {
                d.strip_prefix(root.path())
                    .map_or_else(|_| d.display().to_string(), |r| r.display().to_string())
            })
            .collect();
        assert_eq!(
            shown,
            [
                "repo/sub/.ouzel/skills",
                "repo/sub/.agents/skills",
                "repo/sub/.claude/skills",
                "repo/.ouzel/skills",
                "repo/.agents/skills",
                "repo/.claude/skills",
                "/opt/skills",
                "/home/u/.codex/skills",
                "/cfg/ouzel/skills",
                "/home/u/.claude/skills",
            ]
        );
        assert_eq!(
            command_dirs(&ws, Some(Path::new("/cfg/ouzel"))).last(),
            Some(&PathBuf::from("/cfg/ouzel/commands"))
        );
    }
}
