//! Checkpoints of each user turn's file changes, and rewinding them (issue 23).
//!
//! [`Keeper`] implements ouzel-core's `Checkpoints` port: the executor tells it before and
//! after every call that may write, the loop when a user turn begins. It finds what a call
//! changed by scanning what the call may reach before and after it — the paths a tool's
//! definition declares, or the whole workspace (respecting `.gitignore`) for the shell, agents
//! and MCP tools — so it works in and outside git repositories, and never touches git's state.
//! Contents are stored once, by SHA-256, in a [`Store`] in ouzel's data directory; each
//! session has a journal of what its turns changed. [`SessionCheckpoints`] reads it back and
//! rewinds.
//!
//! ```
//! use ouzel_checkpoint::{Keeper, SessionCheckpoints, Store};
//! use ouzel_core::{Checkpoints, Message, Reach, SessionId, ToolCallId};
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let data = tempfile::tempdir()?;
//! # let ws = tempfile::tempdir()?;
//! let workspace = ws.path().canonicalize()?;
//! std::fs::write(workspace.join("notes.txt"), "before")?;
//! let store = Store::new(data.path().join("checkpoints"));
//! let session = SessionId::generate();
//! let keeper = Keeper::new(store.clone(), session.clone(), workspace.clone(), 1 << 20);
//!
//! let prompt = Message::user("tidy the notes");
//! keeper.begin_turn(&prompt).await?;
//! let call = ToolCallId::new("c1");
//! keeper.before_call(&call, Reach::Workspace).await?;
//! std::fs::write(workspace.join("notes.txt"), "after")?; // what a shell command did
//! keeper.after_call(&call).await?;
//!
//! let checkpoints = SessionCheckpoints::new(store, session);
//! let plan = checkpoints.plan(prompt.timestamp, &workspace)?;
//! let report = checkpoints.apply(plan, false)?;
//! assert_eq!(report.restored, [std::path::PathBuf::from("notes.txt")]);
//! assert_eq!(std::fs::read_to_string(workspace.join("notes.txt"))?, "before");
//! # Ok(()) }
//! ```

mod error;
mod image;
mod index;
mod journal;
mod keeper;
mod objects;
mod rewind;
mod scan;
mod start;
mod watch;

pub use error::Error;
pub use image::Image;
pub use keeper::Keeper;
pub use rewind::{ChangeKind, Conflict, FileChange, NotRestored, Plan, Report, SessionCheckpoints, TurnChanges};
pub use start::{Effect, StartState, TurnEffects};

use ouzel_core::SessionId;
use std::path::{Path, PathBuf};

/// How many entries a scan of the whole workspace sees (for the benchmark: a scan's cost alone).
#[doc(hidden)]
pub fn scan_workspace(root: &Path) -> usize {
    scan::workspace(root).iter().count()
}

/// Files larger than this are noticed but not kept, unless configured otherwise
/// (`checkpoints.max_file_size`).
pub const DEFAULT_MAX_FILE_SIZE: u64 = 10 * 1024 * 1024;

/// What [`Store::collect_garbage`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Collected {
    /// Stored contents removed.
    pub removed: usize,
    /// Their bytes.
    pub bytes: u64,
    /// Stored contents kept (named by a journal, or too young to judge).
    pub kept: usize,
}

/// Where checkpoints live: `objects/` (contents by hash), `index/` (one scan index per
/// workspace), `sessions/SESSION.jsonl` (each session's journal).
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    objects: objects::Objects,
}

impl Store {
    /// A store rooted at `root` (created as needed).
    pub fn new(root: impl Into<PathBuf>) -> Self {
        let root = root.into();
        Self {
            objects: objects::Objects::new(root.join("objects")),
            root,
        }
    }

    /// The root directory.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The stored content named `hash` (an [`Image::File`]'s), checked against it; `None`
    /// when it is missing or damaged.
    pub fn content(&self, hash: &str) -> Option<Vec<u8>> {
        self.objects.get(hash).ok()
    }

    pub(crate) fn objects(&self) -> &objects::Objects {
        &self.objects
    }

    pub(crate) fn journal(&self, session: &SessionId) -> journal::Journal {
        journal::Journal::new(self.root.join("sessions").join(format!("{session}.jsonl")))
    }

    pub(crate) fn index_path(&self, workspace: &Path) -> PathBuf {
        let key = objects::hash(workspace.as_os_str().as_encoded_bytes());
        self.root.join("index").join(format!("{}.idx", &key[..32]))
    }

    /// Removes stored contents no session's journal names any more (after sessions were
    /// deleted), leaving alone anything younger than `grace` (a running session stores a
    /// content just before its journal names it). A journal that cannot be read stops the
    /// collection before anything is removed: what it names cannot be known.
    pub fn collect_garbage(&self, grace: std::time::Duration) -> Result<Collected, Error> {
        let mut named = std::collections::HashSet::new();
        let sessions = self.root.join("sessions");
        let journals = match std::fs::read_dir(&sessions) {
            Ok(entries) => entries.filter_map(Result::ok).map(|e| e.path()).collect(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(Error::io("reading", &sessions)(e)),
        };
        for path in journals {
            if path.extension().is_none_or(|x| x != "jsonl") {
                continue;
            }
            for record in journal::Journal::new(path).read()? {
                if let journal::Record::Change { before, after, .. } = record {
                    for image in [before, after] {
                        if let image::Image::File { hash, .. } = image {
                            named.insert(hash);
                        }
                    }
                }
            }
        }
        self.objects.remove_unnamed(&named, grace)
    }

    /// Forgets a session's journal (its stored contents stay: other sessions may share them;
    /// [`Self::collect_garbage`] removes those none names).
    pub fn forget(&self, session: &SessionId) -> Result<(), Error> {
        let journal = self.journal(session);
        match std::fs::remove_file(journal.path()) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(Error::io("removing the checkpoint journal", journal.path())(e))
            }
            _ => Ok(()),
        }
    }
}
