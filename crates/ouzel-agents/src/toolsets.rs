//! Toolsets: names an agent lists in `toolsets` that stand for several tools. The built-in
//! ones are made from the tools' definitions (category, read-only flag, subject), never from
//! lists of tool names:
//!
//! | name | tools |
//! | --- | --- |
//! | `filesystem_project`, `filesystem_project_ro` | file tools (read-only ones for `_ro`), paths relative to the project root |
//! | `filesystem_cwd`, `filesystem_cwd_ro` | the same, relative to the current directory |
//! | `shell_readonly` | the shell, restricted to commands that only read (no approval needed) |
//! | `shell_file_ops` | the shell, restricted to `ls`, `mv`, `cp`, `mkdir`, `touch` (approval needed) |
//! | `files`, `search`, `git`, `web`, `testing`, `scaffold` (+ `_ro`) | every tool of that category (read-only ones for `_ro`), when any exists |
//! | an MCP server's name | the tools of that server (`SERVER__TOOL`) |

use crate::shell::{RestrictedShell, ShellPolicy};
use ouzel_core::{Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A named group of tools.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Toolset {
    /// Tools of a category (read-only ones only, when `read_only`), confined to `root`
    /// instead of the agent's workspace.
    Rooted {
        /// The category.
        category: ToolCategory,
        /// Only read-only tools.
        read_only: bool,
        /// The directory paths are relative to.
        root: PathBuf,
    },
    /// Every tool of a category (read-only ones only, when `read_only`).
    Category {
        /// The category.
        category: ToolCategory,
        /// Only read-only tools.
        read_only: bool,
    },
    /// The shell, restricted to the commands of a policy.
    Shell(ShellPolicy),
    /// The tools of an MCP server, registered as `SERVER__TOOL` (they may arrive after the
    /// project is linked: the set is taken when an agent starts).
    McpServer(String),
    /// A fixed list of tool names.
    Tools(Vec<String>),
}

impl Toolset {
    /// A one-line description for listings.
    pub fn describe(&self) -> String {
        match self {
            Toolset::Rooted {
                category,
                read_only,
                root,
            } => format!(
                "{}{} tools in {}",
                if *read_only { "read-only " } else { "" },
                category_word(*category),
                root.display()
            ),
            Toolset::Category { category, read_only } => format!(
                "{}{} tools",
                if *read_only { "read-only " } else { "" },
                category_word(*category)
            ),
            Toolset::Shell(p) => format!("shell limited to: {}", p.command_list()),
            Toolset::McpServer(s) => format!("tools of MCP server `{s}`"),
            Toolset::Tools(names) => names.join(", "),
        }
    }
}

fn category_word(c: ToolCategory) -> String {
    serde_json::to_value(c)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| "other".into())
}

/// The group name for a category's tools, for categories that make sense as a group.
pub fn group_name(category: ToolCategory) -> Option<&'static str> {
    match category {
        ToolCategory::Filesystem => Some("files"),
        ToolCategory::Search => Some("search"),
        ToolCategory::Git => Some("git"),
        ToolCategory::Web => Some("web"),
        ToolCategory::Testing => Some("testing"),
        ToolCategory::Scaffold => Some("scaffold"),
        // The shell has its own restricted toolsets; agents, MCP tools and the rest are named.
        _ => None,
    }
}

/// The built-in toolsets for the tools in `tools` (agents excluded): filesystem roots, the
/// restricted shells when a shell exists, and a group (and `_ro` group) per category present.
pub fn builtin(tools: &[ToolDefinition], project_root: &Path, cwd: &Path) -> Vec<(String, Toolset)> {
    let mut out = Vec::new();
    for (name, root) in [("filesystem_project", project_root), ("filesystem_cwd", cwd)] {
        for read_only in [false, true] {
            out.push((
                format!("{name}{}", if read_only { "_ro" } else { "" }),
                Toolset::Rooted {
                    category: ToolCategory::Filesystem,
                    read_only,
                    root: root.to_owned(),
                },
            ));
        }
    }
    if tools.iter().any(is_shell) {
        out.push(("shell_readonly".into(), Toolset::Shell(ShellPolicy::read_only())));
        out.push(("shell_file_ops".into(), Toolset::Shell(ShellPolicy::file_ops())));
    }
    let mut categories: Vec<ToolCategory> = tools.iter().map(|d| d.category).collect();
    categories.sort();
    categories.dedup();
    for c in categories {
        let Some(group) = group_name(c) else { continue };
        out.push((
            group.to_owned(),
            Toolset::Category {
                category: c,
                read_only: false,
            },
        ));
        if tools.iter().any(|d| d.category == c && d.effects.is_read_only()) {
            out.push((
                format!("{group}_ro"),
                Toolset::Category {
                    category: c,
                    read_only: true,
                },
            ));
        }
    }
    out
}

/// A shell tool: category shell, taking its command from an argument.
pub(crate) fn is_shell(d: &ToolDefinition) -> bool {
    d.category == ToolCategory::Shell && matches!(d.subject, Some(Subject::Command { .. }))
}

/// A tool whose paths resolve against `root` instead of the calling agent's workspace.
pub(crate) struct RootedTool {
    inner: Arc<dyn Tool>,
    root: PathBuf,
}

impl RootedTool {
    pub(crate) fn new(inner: Arc<dyn Tool>, root: PathBuf) -> Self {
        Self { inner, root }
    }
}

#[async_trait]
impl Tool for RootedTool {
    fn definition(&self) -> &ToolDefinition {
        self.inner.definition()
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let mut ctx = ctx.clone();
        ctx.workspace = self.root.clone();
        self.inner.call(input, &ctx).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        // Absolute, so the executor compares them right whatever its own workspace is.
        self.inner
            .touched_paths_in(input, &self.root)
            .into_iter()
            .map(|p| if p.is_absolute() { p } else { self.root.join(p) })
            .collect()
    }

    fn touched_paths_in(&self, input: &Value, _workspace: &Path) -> Vec<PathBuf> {
        // The tool works in its own root, whatever the executor's workspace.
        self.touched_paths(input)
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let mut ctx = ctx.clone();
        ctx.workspace = self.root.clone();
        self.inner.preview(input, &ctx).await
    }
}

/// What an agent's tool list is made of, before duplicates are checked.
pub(crate) enum Piece {
    /// A tool as registered.
    Plain(Arc<dyn Tool>),
    /// A tool rooted elsewhere.
    Rooted(Arc<dyn Tool>, PathBuf),
    /// The shell restricted by a policy (merged with other policies for the same agent).
    Shell(Arc<dyn Tool>, ShellPolicy),
}

impl Piece {
    fn name(&self) -> &str {
        match self {
            Piece::Plain(t) | Piece::Rooted(t, _) | Piece::Shell(t, _) => &t.definition().name,
        }
    }

    /// Two pieces that are the same tool in the same place are one.
    fn same_as(&self, other: &Piece) -> bool {
        match (self, other) {
            (Piece::Plain(a), Piece::Plain(b)) => Arc::ptr_eq(a, b),
            (Piece::Rooted(a, ra), Piece::Rooted(b, rb)) => Arc::ptr_eq(a, b) && ra == rb,
            _ => false,
        }
    }
}

/// Builds the tools of one agent from its pieces: identical duplicates collapse, restricted
/// shells merge their policies, any other name clash is an error naming both sources.
pub(crate) fn assemble(pieces: Vec<(Piece, String)>) -> Result<Vec<Arc<dyn Tool>>, String> {
    let mut kept: Vec<(Piece, String)> = Vec::new();
    for (piece, from) in pieces {
        if let Some((existing, existing_from)) = kept.iter_mut().find(|(p, _)| p.name() == piece.name()) {
            if existing.same_as(&piece) {
                continue;
            }
            if let (Piece::Shell(_, a), Piece::Shell(_, b)) = (&mut *existing, &piece) {
                a.merge(b);
                existing_from.push_str(&format!(" + {from}"));
                continue;
            }
            return Err(format!(
                "`{existing_from}` and `{from}` both give a tool named `{}`; list only one of them",
                piece.name()
            ));
        }
        kept.push((piece, from));
    }
    Ok(kept
        .into_iter()
        .map(|(p, _)| match p {
            Piece::Plain(t) => t,
            Piece::Rooted(t, root) => Arc::new(RootedTool::new(t, root)) as Arc<dyn Tool>,
            Piece::Shell(t, policy) => Arc::new(RestrictedShell::new(t, policy)) as Arc<dyn Tool>,
        })
        .collect())
}
