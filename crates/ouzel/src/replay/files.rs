//! Replaying from the session's start state, and comparing files (issue 25 with issue 23's
//! checkpoints): when the recording is a session this machine kept checkpoints for, the replay
//! runs in a scratch copy of the workspace brought back to how the session found it (the
//! user's tree is never touched), a checkpoint keeper of the replay's own notes what each
//! replayed turn changes, and each turn's files are compared with what the recorded turn left.

use super::{Cassette, Divergence, ReplayError};
use crate::Config;
use ouzel_checkpoint::{Effect, Image, Keeper, NotRestored, SessionCheckpoints, Store, TurnEffects};
use ouzel_core::{SessionId, ToolCallId};
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Where a replay started when it started from the session's start state.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StartReport {
    /// The workspace copied (the session's, or `-C DIR`).
    pub workspace: PathBuf,
    /// Files copied from it.
    pub copied: usize,
    /// Files put back to the session's start state from its checkpoints (restored, created
    /// again, or removed).
    pub restored: usize,
    /// Files left as the workspace has them now, and why (stored content missing or damaged,
    /// or over the size limit when recorded).
    pub not_restored: Vec<NotRestored>,
}

/// A replay's scratch workspace and what it compares.
pub(crate) struct Files {
    /// Removed when the replay is done.
    _scratch: tempfile::TempDir,
    /// The copy the tools run in (canonical).
    pub(crate) copy: PathBuf,
    /// The workspace path the recorded calls name (mapped to the copy and back).
    pub(crate) recorded_workspace: PathBuf,
    pub(crate) start: StartReport,
    recorded_store: Store,
    recorded: Vec<TurnEffects>,
    replay_store: Store,
    replay: SessionCheckpoints,
    pub(crate) keeper: Keeper,
    /// Turns of the replay's journal already compared.
    seen: usize,
}

impl Files {
    /// The scratch workspace for replaying `cassette` from `workspace`, when the cassette names
    /// a session whose checkpoints this machine has: its journal, or — for a session of this
    /// machine's store, with checkpoints on — none because it changed no file. `None` otherwise
    /// (a cassette from elsewhere): the replay then runs in `workspace` itself.
    pub(crate) fn prepare(config: &Config, cassette: &Cassette, workspace: &Path) -> Result<Option<Self>, ReplayError> {
        let (Some(id), Some(store)) = (&cassette.session, crate::checkpoint_store()) else {
            return Ok(None);
        };
        let session = SessionId::new(id.clone());
        let checkpoints = SessionCheckpoints::new(store.clone(), session.clone());
        if !checkpoints.exists() {
            let local = crate::open_store(config)
                .ok()
                .and_then(|s| s.get(&session).ok().flatten())
                .is_some();
            if !local || config.checkpoints.enabled == Some(false) {
                return Ok(None);
            }
        }
        let failed = |message: String| ReplayError::StartState {
            session: id.clone(),
            message,
        };
        if !workspace.is_dir() {
            return Err(failed(format!(
                "the workspace {} to copy does not exist; give the tree to start from with -C DIR",
                workspace.display()
            )));
        }
        let scratch = tempfile::Builder::new()
            .prefix("ouzel-replay-")
            .tempdir()
            .map_err(|e| failed(format!("cannot make a scratch directory: {e}")))?;
        let copy = scratch.path().join("workspace");
        let start = checkpoints
            .start_state(workspace, &copy)
            .map_err(|e| failed(e.to_string()))?;
        let copy = copy
            .canonicalize()
            .map_err(|e| failed(format!("{}: {e}", copy.display())))?;
        let recorded = checkpoints.effects().map_err(|e| failed(e.to_string()))?;
        let replay_store = Store::new(scratch.path().join("checkpoints"));
        let replay_session = SessionId::generate();
        let max = config
            .checkpoints
            .max_file_size
            .unwrap_or(ouzel_checkpoint::DEFAULT_MAX_FILE_SIZE);
        let keeper = Keeper::new(replay_store.clone(), replay_session.clone(), copy.clone(), max);
        let report = &start.report;
        Ok(Some(Self {
            copy,
            recorded_workspace: cassette.workspace.clone().unwrap_or_else(|| workspace.to_path_buf()),
            start: StartReport {
                workspace: workspace.to_path_buf(),
                copied: start.copied,
                restored: report.restored.len() + report.created.len() + report.removed.len(),
                not_restored: report.not_restored.clone(),
            },
            recorded_store: store,
            recorded,
            replay: SessionCheckpoints::new(replay_store.clone(), replay_session),
            replay_store,
            keeper,
            _scratch: scratch,
            seen: 0,
        }))
    }

    /// Maps the copy's path in a replayed tool result back to the recorded workspace's, so a
    /// result naming absolute paths compares equal.
    pub(crate) fn unmap(&self, text: &str) -> String {
        text.replace(
            &*self.copy.to_string_lossy(),
            &self.recorded_workspace.to_string_lossy(),
        )
    }

    /// Compares what replayed turn `turn` (1-based; its prompt recorded at `at`) did to files
    /// with what the recorded turn did. `calls` are the replayed turn's calls, `recorded` the
    /// recorded turn's (ids and tool names), to name the call that made a difference.
    pub(crate) fn compare(
        &mut self,
        turn: usize,
        at: chrono::DateTime<chrono::Utc>,
        calls: &[(ToolCallId, String)],
        recorded: &[(ToolCallId, String)],
    ) -> Vec<Divergence> {
        let got: Vec<Effect> = match self.replay.effects() {
            Ok(all) if all.len() > self.seen => {
                self.seen = all.len();
                all.into_iter().last().map(|t| t.files).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let expected: Vec<Effect> = self
            .recorded
            .iter()
            .find(|t| t.at == at)
            .map(|t| t.files.clone())
            .unwrap_or_default();
        let paths: BTreeSet<&Path> = expected.iter().chain(&got).map(|e| e.path.as_path()).collect();
        let mut out = Vec::new();
        for path in paths {
            let want = expected.iter().find(|e| e.path == path);
            let have = got.iter().find(|e| e.path == path);
            if let (Some(w), Some(h)) = (want, have)
                && w.after.same(&h.after)
            {
                continue;
            }
            let by = have.or(want).and_then(|e| e.call.as_ref());
            let (call, tool) = by
                .and_then(|id| {
                    let find = |list: &[(ToolCallId, String)]| {
                        list.iter()
                            .position(|(c, _)| c == id)
                            .map(|i| (i + 1, list[i].1.clone()))
                    };
                    find(calls).or_else(|| find(recorded))
                })
                .unwrap_or((0, String::new()));
            out.push(Divergence {
                turn,
                call,
                tool,
                kind: "file",
                path: Some(path.to_path_buf()),
                expected: match want {
                    Some(w) => render(&self.recorded_store, &w.after),
                    None => format!(
                        "(the recorded turn left it as it was)\n{}",
                        have.map_or_else(String::new, |h| render(&self.replay_store, &h.before))
                    ),
                },
                got: match have {
                    Some(h) => render(&self.replay_store, &h.after),
                    None => format!("(the replayed turn left it as it was)\n{}", now(&self.copy.join(path))),
                },
            });
        }
        out
    }
}

/// A path's state for a person: a file's text (or a note for binary content) and mode.
fn render(store: &Store, image: &Image) -> String {
    match image {
        Image::Absent => "(absent)".to_owned(),
        Image::File { hash, mode, .. } => match store.content(hash) {
            Some(bytes) => file_text(&bytes, Some(hash), *mode),
            None => format!("(stored content {hash} is missing)"),
        },
        Image::TooLarge { hash, size, .. } => {
            format!("({size} bytes, over checkpoints.max_file_size, not kept; sha256 {hash})")
        }
        Image::Symlink { target } => format!("(a symlink to {})", target.display()),
        Image::Dir { .. } => "(a directory)".to_owned(),
    }
}

fn file_text(bytes: &[u8], hash: Option<&str>, mode: u32) -> String {
    match (std::str::from_utf8(bytes), hash) {
        (Ok(text), _) => format!("{text}\n(mode {mode:o})"),
        (Err(_), Some(hash)) => format!(
            "({} bytes of binary content, sha256 {})\n(mode {mode:o})",
            bytes.len(),
            &hash[..hash.len().min(16)]
        ),
        (Err(_), None) => format!("({} bytes of binary content)\n(mode {mode:o})", bytes.len()),
    }
}

/// What `path` holds now.
fn now(path: &Path) -> String {
    use std::os::unix::fs::PermissionsExt;
    match std::fs::symlink_metadata(path) {
        Err(_) => "(absent)".to_owned(),
        Ok(m) if m.file_type().is_symlink() => std::fs::read_link(path).map_or_else(
            |_| "(a symlink)".to_owned(),
            |t| format!("(a symlink to {})", t.display()),
        ),
        Ok(m) if m.is_dir() => "(a directory)".to_owned(),
        Ok(m) => match std::fs::read(path) {
            Ok(bytes) => file_text(&bytes, None, m.permissions().mode() & 0o7777),
            Err(e) => format!("(cannot be read: {e})"),
        },
    }
}
