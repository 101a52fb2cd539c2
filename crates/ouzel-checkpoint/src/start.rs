//! What a replay needs from a session's checkpoints (issue 25): the workspace as the session
//! found it, rebuilt in a copy without touching the original or the journal, and what each of
//! its turns did to files, to compare with what a replay of the turn does.
//!
//! The start state is the workspace as it is now with every change the session made and did
//! not rewind undone: exact for every file the session changed; a file it never changed is as
//! it is now. The copy leaves out what the ignore files leave out and `.git` (as scans do),
//! except files the session changed, which are restored wherever they are.

use crate::image::Image;
use crate::journal::Record;
use crate::scan::{self, Kind};
use crate::{Error, Report, SessionCheckpoints};
use chrono::{DateTime, Utc};
use ouzel_core::ToolCallId;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What one user turn did to the workspace's files, from before it to after it.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnEffects {
    /// The prompt's timestamp: the same as its message's in the session.
    pub at: DateTime<Utc>,
    /// Each file (or symlink) the turn changed, by path; directories left out.
    pub files: Vec<Effect>,
}

/// One path a turn changed, and what it left there.
#[derive(Debug, Clone, PartialEq)]
pub struct Effect {
    /// Relative to the workspace.
    pub path: PathBuf,
    /// What the turn found there: the path's state before the turn's first change of it.
    pub before: Image,
    /// What the turn left: the last change of the path in the turn.
    pub after: Image,
    /// The call that made that change, when the journal names it.
    pub call: Option<ToolCallId>,
}

/// What [`SessionCheckpoints::start_state`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StartState {
    /// Files (and symlinks) copied from the workspace.
    pub copied: usize,
    /// What undoing the session's changes in the copy did; `not_restored` names the files
    /// whose stored content is missing or damaged, or was never kept (over the size limit):
    /// those stay as the workspace has them now.
    pub report: Report,
}

impl SessionCheckpoints {
    /// Whether the session has a journal: it changed files while checkpoints were kept.
    pub fn exists(&self) -> bool {
        self.store.journal(&self.session).path().is_file()
    }

    /// Each turn that changed files, oldest first (one entry per turn the journal has: a turn
    /// that changed nothing has none), with what it left in each workspace file — net: a path
    /// the turn put back as it found it is left out, and so are directories and the files of
    /// extra directories. Rewound turns are included: they did what they did.
    pub fn effects(&self) -> Result<Vec<TurnEffects>, Error> {
        let records = self.store.journal(&self.session).read()?;
        let mut turns: Vec<(u64, DateTime<Utc>)> = Vec::new();
        // Per turn and path: the image before the turn's first change, the last change.
        let mut changes: BTreeMap<u64, Vec<Effect>> = BTreeMap::new();
        for r in records {
            match r {
                Record::Turn { turn, at, .. } => turns.push((turn, at)),
                Record::Change {
                    turn,
                    path,
                    before,
                    after,
                    call,
                } if path.is_relative() => {
                    let list = changes.entry(turn).or_default();
                    match list.iter_mut().find(|c| c.path == path) {
                        Some(c) => (c.after, c.call) = (after, call),
                        None => list.push(Effect {
                            path,
                            before,
                            after,
                            call,
                        }),
                    }
                }
                _ => {}
            }
        }
        let dir = |i: &Image| matches!(i, Image::Dir { .. });
        Ok(turns
            .into_iter()
            .map(|(turn, at)| {
                let mut files = changes.remove(&turn).unwrap_or_default();
                files.retain(|e| !dir(&e.before) && !dir(&e.after) && !e.before.same(&e.after));
                TurnEffects { at, files }
            })
            .collect())
    }

    /// Rebuilds the workspace as the session found it in `into` (created; it must not exist
    /// or be empty): copies `workspace` there (ignore files respected, `.git` left out), then
    /// undoes every change of the session not rewound yet — without recording a rewind, and
    /// without touching `workspace`.
    pub fn start_state(&self, workspace: &Path, into: &Path) -> Result<StartState, Error> {
        let copied = copy_tree(workspace, into)?;
        let plan = self.plan_in(DateTime::<Utc>::MIN_UTC, into, true)?;
        // The copy is of the workspace now: paths someone changed since are conflicts for a
        // rewind, but the session's start state is what was recorded, so they are restored.
        let report = plan.restore(true)?;
        Ok(StartState { copied, report })
    }
}

/// Copies what a scan of `from` sees into `into`: directories with their modes (set last, so
/// a read-only one can be filled), files with their content and modes, symlinks as links.
fn copy_tree(from: &Path, into: &Path) -> Result<usize, Error> {
    std::fs::create_dir_all(into).map_err(Error::io("creating", into))?;
    let mut copied = 0;
    let mut dirs = Vec::new();
    for (rel, stat) in scan::workspace(from).iter() {
        let (src, dst) = (from.join(rel), into.join(rel));
        match stat.kind {
            Kind::Dir => {
                std::fs::create_dir(&dst).map_err(Error::io("creating the directory", &dst))?;
                dirs.push((dst, stat.mode));
            }
            Kind::File => match std::fs::copy(&src, &dst) {
                Ok(_) => copied += 1,
                // Gone since the scan: not there to copy.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(Error::io("copying", src)(e)),
            },
            Kind::Symlink => {
                let target = std::fs::read_link(&src).map_err(Error::io("reading the link", &src))?;
                std::os::unix::fs::symlink(&target, &dst).map_err(Error::io("creating the link", &dst))?;
                copied += 1;
            }
        }
    }
    for (dir, mode) in dirs.into_iter().rev() {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(mode))
            .map_err(Error::io("setting the mode of", &dir))?;
    }
    Ok(copied)
}
