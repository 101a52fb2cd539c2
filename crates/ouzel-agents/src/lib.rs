//! Declarative agents for ouzel (the llm-do model): agents written as `.agent` files (YAML
//! frontmatter + markdown instructions), called by other agents exactly like tools, resolved
//! by name in one registry, under one permission gate, with a depth limit and a fresh history
//! per call.
//!
//! - [`AgentSpec`]: a parsed `.agent` file. Errors name the file, line and field.
//! - [`Manifest`]: `ouzel.toml` or `project.json`: which files, which MCP servers, the entry.
//! - [`Registry`]: agents, tools and [`Toolset`]s in one namespace; [`Registry::link`] checks
//!   every name and gives a [`Runtime`].
//! - [`Runtime`]: runs agents by name. Each agent is also an [`AgentTool`] in the shared tool
//!   registry, so a model calls it like any tool; entry functions call through a
//!   [`CallContext`].
//! - [`skills`] and [`commands`]: the `SKILL.md` folders and markdown slash commands other coding
//!   agents' users keep (Claude Code, Codex, goose), the [`SkillTool`] that loads a skill, and
//!   [`Warning`]s naming the file and line of what cannot be used.
//!
//! ```
//! use ouzel_agents::{AgentSpec, Registry};
//! let spec = AgentSpec::parse(
//!     "---\nname: summarizer\ntoolsets: [read_file]\n---\nSummarize the file you are given.\n",
//!     std::path::Path::new("summarizer.agent"),
//! )
//! .unwrap();
//! assert_eq!(spec.input_schema["required"], serde_json::json!(["input"]));
//! let mut registry = Registry::new();
//! registry.add_agent(spec).unwrap();
//! assert_eq!(registry.entries()[0].name, "summarizer");
//! ```

pub mod commands;
pub mod frontmatter;
pub mod manifest;
mod runtime;
pub mod shell;
pub mod skills;
pub mod spec;
pub mod toolsets;

pub use commands::CustomCommand;
pub use frontmatter::Warning;
pub use manifest::{Entry, Manifest, ManifestError};
pub use runtime::{
    AgentTool, CallContext, CallError, ChecksFactory, Environment, FunctionRun, Group, Kind, LinkError, ModelSource,
    NameEntry, Registry, Runtime,
};
pub use skills::{Skill, SkillTool};
pub use spec::{AgentSpec, SpecError};
pub use toolsets::Toolset;

/// Why a project could not be loaded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ProjectError {
    /// The manifest.
    #[error(transparent)]
    Manifest(#[from] ManifestError),
    /// An `.agent` file.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// Names that do not resolve, duplicates.
    #[error(transparent)]
    Link(#[from] LinkError),
}

/// Parses every `.agent` file the manifest lists into `registry`.
pub fn load_agents(manifest: &Manifest, registry: &mut Registry) -> Result<(), ProjectError> {
    for path in &manifest.agents {
        registry.add_agent(AgentSpec::load(path)?)?;
    }
    Ok(())
}
