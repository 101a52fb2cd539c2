//! Built-in tools for ouzel agents: reading, listing, writing and editing files in the
//! workspace, and running shell commands.
//!
//! Every path goes through [`workspace::resolve`], which confines it to the workspace root
//! (symlinks included). Commands run through [`process::run`], which puts them in their own
//! process group, caps their output and kills the whole group on timeout or cancellation.
//!
//! ```
//! let tools = ouzel_tools::builtin_registry();
//! assert_eq!(tools.names(), ["edit_file", "list_files", "read_file", "shell", "write_file"]);
//! ```

mod fs;
pub mod pinned;
pub mod process;
pub mod sandbox;
mod shell;
pub mod workspace;

pub use fs::{EditFile, EditFileArgs, ListFiles, ListFilesArgs, ReadFile, ReadFileArgs, WriteFile, WriteFileArgs};
pub use shell::{Shell, ShellArgs};

use ouzel_core::ToolRegistry;

/// A registry holding all built-in tools: `read_file`, `list_files`, `write_file`,
/// `edit_file` and `shell`.
pub fn builtin_registry() -> ToolRegistry {
    let registry = ToolRegistry::new();
    registry.register(ReadFile::new());
    registry.register(ListFiles::new());
    registry.register(WriteFile::new());
    registry.register(EditFile::new());
    registry.register(Shell::new());
    registry
}
