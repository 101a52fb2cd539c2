//! What can go wrong keeping checkpoints and rewinding; each message says what, where, and
//! what can still be done.

use std::path::PathBuf;

/// A checkpoint or rewind failure.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A file operation failed.
    #[error("{op} {}: {source}", path.display())]
    Io {
        /// What was being done.
        op: &'static str,
        /// On what.
        path: PathBuf,
        /// Why it failed.
        source: std::io::Error,
    },
    /// A line of a session's checkpoint journal cannot be read.
    #[error(
        "the checkpoint journal {}, line {line}, cannot be read ({message}); the session's file changes cannot be rewound. `--conversation` still rewinds its messages",
        path.display()
    )]
    Journal {
        /// The journal file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// The workspace the session ran in is not there any more.
    #[error(
        "the workspace {} does not exist (moved or deleted?): the {files} file(s) this rewind would restore cannot be written there, and nothing was changed. Move it back, or rewind only the messages with `--conversation`",
        workspace.display()
    )]
    WorkspaceMissing {
        /// Where the session ran.
        workspace: PathBuf,
        /// How many files the rewind would restore.
        files: usize,
    },
    /// An extra directory checkpointed with the workspace is not there any more.
    #[error(
        "the extra directory {} does not exist (moved or deleted?): the {files} file(s) this rewind would restore there cannot be written, and nothing was changed. Move it back, or rewind only the messages with `--conversation`",
        dir.display()
    )]
    ExtraDirMissing {
        /// The directory.
        dir: PathBuf,
        /// How many files the rewind would restore in it.
        files: usize,
    },
    /// Files changed since ouzel last changed them (edited by someone else).
    #[error("{} file(s) changed since the agent changed them, and rewinding would overwrite those changes; nothing was changed:\n{}\nLook at them, then run again with --force to overwrite them", .0.len(), list(.0.iter().map(|c| format!("{} ({})", c.path.display(), c.what))))]
    Conflicts(Vec<crate::Conflict>),
    /// Stored content that a rewind needs is missing or damaged.
    #[error("the stored content of {} file(s) is missing or damaged, so they cannot be restored; nothing was changed:\n{}\n{restorable} other file(s) can be restored: run again with --force to restore those and leave these as they are", unrestorable.len(), list(unrestorable.iter().map(|u| format!("{} ({})", u.path.display(), u.why))))]
    Unrestorable {
        /// The files that cannot be restored, and why.
        unrestorable: Vec<crate::NotRestored>,
        /// How many files could be.
        restorable: usize,
    },
}

fn list(items: impl Iterator<Item = String>) -> String {
    items.map(|s| format!("  {s}")).collect::<Vec<_>>().join("\n")
}

impl Error {
    pub(crate) fn io(op: &'static str, path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> Self {
        let path = path.into();
        move |source| Self::Io { op, path, source }
    }
}

impl From<Error> for ouzel_core::CheckpointError {
    fn from(e: Error) -> Self {
        Self { message: e.to_string() }
    }
}
