//! Built-in tools for ouzel agents: reading, listing, creating, writing, editing, deleting,
//! moving and copying files in the workspace; searching file contents, file names and symbol
//! definitions; running shell commands and the project's tests; git through the `git` binary;
//! fetching web pages as text; and creating projects and components from templates.
//!
//! Every path goes through [`workspace::resolve`], which confines it to the workspace root
//! (symlinks included). Commands run through [`process::run`], which puts them in their own
//! process group, caps their output and kills the whole group on timeout or cancellation.
//!
//! ```
//! let tools = ouzel_tools::builtin_registry();
//! assert!(tools.get("read_file").is_some() && tools.get("grep_search").is_some());
//! assert!(tools.get("git_status").is_some() && tools.get("web_fetch").is_some());
//! ```

mod definition;
mod fs;
mod fs_ops;
mod git;
pub mod pinned;
pub mod process;
mod run_tests;
pub mod sandbox;
mod scaffold;
mod schemas;
mod search;
mod shell;
pub mod terminal;
mod todo;
mod web;
pub mod workspace;

pub use definition::{FindDefinition, FindDefinitionArgs};
pub use fs::{
    Edit, EditFile, EditFileArgs, ListFiles, ListFilesArgs, ReadFile, ReadFileArgs, WriteFile, WriteFileArgs,
};
pub use fs_ops::{
    CopyFile, CopyFileArgs, CreateFile, CreateFileArgs, DeleteFile, DeleteFileArgs, MoveFile, MoveFileArgs,
};
pub use git::{
    GitAdd, GitAddArgs, GitBranch, GitBranchArgs, GitCheckout, GitCheckoutArgs, GitCommit, GitCommitArgs, GitDiff,
    GitDiffArgs, GitLog, GitLogArgs, GitOptions, GitPull, GitPullArgs, GitPush, GitPushArgs, GitStatus, GitStatusArgs,
    PullMode, register_git_tools, shell_env as git_shell_env,
};
pub use run_tests::{Failure, RunTests, RunTestsArgs, Runner, TestSummary, detect_runner, parse as parse_test_output};
pub use scaffold::{
    AddComponent, AddComponentArgs, CreateProject, CreateProjectArgs, ListComponents, ListComponentsArgs,
    ListTemplates, ListTemplatesArgs, TemplateLibrary,
};
pub use search::{FindFiles, FindFilesArgs, GrepSearch, GrepSearchArgs};
pub use shell::{Shell, ShellArgs};
pub use terminal::{Terminal, TerminalCommand, TerminalExit, TerminalOutput};
pub use todo::{TodoWrite, TodoWriteArgs};
pub use web::{WebFetch, WebFetchArgs, non_public_reason};

use ouzel_core::ToolRegistry;

/// A registry holding every built-in tool of this crate: the file tools (`read_file`,
/// `list_files`, `create_file`, `write_file`, `edit_file`, `delete_file`, `move_file`,
/// `copy_file`), the search tools (`grep_search`, `find_files`, `find_definition`), `shell`, the git tools
/// (`git_status`, `git_diff`, `git_log`, `git_branch`, `git_add`, `git_commit`, `git_checkout`,
/// `git_push`, `git_pull`), `run_tests`, `web_fetch`, `todo_write` (the model's todo list), and the scaffolding tools
/// (`list_templates`, `create_project`, `list_components`, `add_component`) over the built-in
/// templates and the user's (see [`TemplateLibrary::from_env`]).
pub fn builtin_registry() -> ToolRegistry {
    builtin_registry_with(Configured::default())
}

/// The built-in tools that take settings from the agent's configuration, as it sets them.
#[derive(Debug, Default)]
pub struct Configured {
    /// The `shell` tool.
    pub shell: Shell,
    /// The `run_tests` tool.
    pub run_tests: RunTests,
    /// What the git tools run with.
    pub git: GitOptions,
    /// The `web_fetch` tool.
    pub web_fetch: WebFetch,
}

/// [`builtin_registry`] with the configured tools given: each tool is built once (building
/// one generates its schema; building the defaults, then replacing them, was a tenth of
/// start-up: issue 21).
pub fn builtin_registry_with(configured: Configured) -> ToolRegistry {
    let Configured {
        shell,
        run_tests,
        git,
        web_fetch,
    } = configured;
    let registry = ToolRegistry::new();
    registry.register(ReadFile::new());
    registry.register(ListFiles::new());
    registry.register(CreateFile::new());
    registry.register(WriteFile::new());
    registry.register(EditFile::new());
    registry.register(DeleteFile::new());
    registry.register(MoveFile::new());
    registry.register(CopyFile::new());
    registry.register(GrepSearch::new());
    registry.register(FindFiles::new());
    registry.register(FindDefinition::new());
    registry.register(shell);
    register_git_tools(&registry, &git);
    registry.register(run_tests);
    registry.register(web_fetch);
    registry.register(TodoWrite::new());
    let templates = TemplateLibrary::from_env();
    registry.register(ListTemplates::new(templates.clone()));
    registry.register(CreateProject::new(templates.clone()));
    registry.register(ListComponents::new(templates.clone()));
    registry.register(AddComponent::new(templates));
    registry
}
