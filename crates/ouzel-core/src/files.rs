//! Where file tools read and write text. By default they use the disk; a front that holds the
//! files itself (an editor over ACP, whose unsaved buffers are the truth and whose undo
//! history should take the edit) gives the agent a [`FileAccess`], and the file tools go
//! through it. The seam sits after confinement and after the gate: a tool resolves and checks
//! the path first, the gate has already allowed the call, and only then does the text travel.

use async_trait::async_trait;
use std::path::Path;

/// Text of files held by the front. Each method may decline (`None`): the tool then uses the
/// disk, so an access can serve reads only, writes only, or both.
#[async_trait]
pub trait FileAccess: Send + Sync + std::fmt::Debug {
    /// The current text of `path` (absolute, inside the workspace or an allowed directory), or
    /// `None` to read the disk. `Err` says why the front could not give it.
    async fn read_text(&self, path: &Path) -> Option<Result<String, String>>;

    /// Makes `text` the whole content of `path` (absolute, allowed), or `None` to write the
    /// disk. `Err` says why the front could not take it.
    async fn write_text(&self, path: &Path, text: &str) -> Option<Result<(), String>>;
}
