//! Built-in tools for ouzel agents: reading, listing, creating, writing, editing, deleting,
//! moving and copying files in the workspace; searching file contents, file names and symbol
//! definitions; and running shell commands.
//!
//! Every path goes through [`workspace::resolve`], which confines it to the workspace root
//! (symlinks included). Commands run through [`process::run`], which puts them in their own
//! process group, caps their output and kills the whole group on timeout or cancellation.
//!
//! ```
//! let tools = ouzel_tools::builtin_registry();
//! assert_eq!(
//!     tools.names(),
//!     [
//!         "copy_file", "create_file", "delete_file", "edit_file", "find_definition", "find_files",
//!         "grep_search", "list_files", "move_file", "read_file", "shell", "write_file",
//!     ]
//! );
//! ```

mod definition;
mod fs;
mod fs_ops;
pub mod pinned;
pub mod process;
pub mod sandbox;
mod search;
mod shell;
pub mod workspace;

pub use definition::{FindDefinition, FindDefinitionArgs};
pub use fs::{
    Edit, EditFile, EditFileArgs, ListFiles, ListFilesArgs, ReadFile, ReadFileArgs, WriteFile, WriteFileArgs,
};
pub use fs_ops::{
    CopyFile, CopyFileArgs, CreateFile, CreateFileArgs, DeleteFile, DeleteFileArgs, MoveFile, MoveFileArgs,
};
pub use search::{FindFiles, FindFilesArgs, GrepSearch, GrepSearchArgs};
pub use shell::{Shell, ShellArgs};

use ouzel_core::ToolRegistry;

/// A registry holding every built-in tool of this crate: the file tools (`read_file`,
/// `list_files`, `create_file`, `write_file`, `edit_file`, `delete_file`, `move_file`,
/// `copy_file`), the search tools (`grep_search`, `find_files`, `find_definition`) and `shell`.
pub fn builtin_registry() -> ToolRegistry {
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
    registry.register(Shell::new());
    registry
}
