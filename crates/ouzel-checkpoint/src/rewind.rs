//! Reading a session's checkpoints back: the turns that changed files (for a picker), and
//! rewinding — undoing every change of the turns from one on, recorded and not undone yet.
//!
//! A rewind is planned first and changes nothing until the plan holds: every path it would
//! write is compared with what ouzel last left there (a difference is someone else's edit: a
//! conflict), and every stored content it needs is read and checked against its hash. Then
//! each file is written to a temporary file beside it and renamed over it, so an interrupted
//! rewind leaves each file either as it was or as restored, never half-written.

use crate::image::Image;
use crate::journal::Record;
use crate::objects::Unusable;
use crate::{Error, Store};
use chrono::{DateTime, Utc};
use ouzel_core::SessionId;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};

/// One session's checkpoints.
#[derive(Debug, Clone)]
pub struct SessionCheckpoints {
    pub(crate) store: Store,
    pub(crate) session: SessionId,
}

/// How a turn changed a path, from its state before the turn to its state after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// It was not there before.
    Created,
    /// It was there and still is, different.
    Modified,
    /// It was there and is not any more.
    Deleted,
}

/// One path a turn changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileChange {
    /// Relative to the workspace.
    pub path: PathBuf,
    /// How.
    pub kind: ChangeKind,
}

/// A user turn that changed files.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnChanges {
    /// The prompt's timestamp: the same as its message's in the session.
    pub at: DateTime<Utc>,
    /// The prompt's beginning.
    pub prompt: String,
    /// The files (directories left out) it changed, by path.
    pub changes: Vec<FileChange>,
    /// Whether a rewind already undid them.
    pub rewound: bool,
}

/// A path changed since ouzel last changed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Conflict {
    /// Relative to the workspace.
    pub path: PathBuf,
    /// What differs, for a person.
    pub what: String,
}

/// A path a rewind cannot restore.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotRestored {
    /// Relative to the workspace.
    pub path: PathBuf,
    /// Why.
    pub why: String,
}

/// What a rewind would do; nothing is changed until [`SessionCheckpoints::apply`].
#[derive(Debug, Clone)]
pub struct Plan {
    workspace: PathBuf,
    from_turn: Option<u64>,
    steps: Vec<Step>,
    /// Paths changed by someone else since (rewinding overwrites them only with `force`).
    pub conflicts: Vec<Conflict>,
    /// Paths whose stored content is missing or damaged (skipped only with `force`).
    pub damaged: Vec<NotRestored>,
    /// Files that were larger than the size limit when the turn changed them: never kept.
    pub too_large: Vec<NotRestored>,
}

#[derive(Debug, Clone)]
struct Step {
    path: PathBuf,
    target: Image,
    current: Image,
    content: Option<Vec<u8>>,
}

impl Plan {
    /// Whether the rewind changes no file.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// How many files (directories not counted) it would write or remove.
    pub fn files(&self) -> usize {
        let dir = |i: &Image| matches!(i, Image::Dir { .. });
        self.steps
            .iter()
            .filter(|s| !dir(&s.target) && !dir(&s.current))
            .count()
    }
}

/// What a rewind did to files (directories are not listed).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Files put back to their earlier content or mode.
    pub restored: Vec<PathBuf>,
    /// Files the turns had deleted, created again.
    pub created: Vec<PathBuf>,
    /// Files the turns had created, removed.
    pub removed: Vec<PathBuf>,
    /// Files left as they are, and why.
    pub not_restored: Vec<NotRestored>,
}

impl SessionCheckpoints {
    /// The checkpoints of `session` in `store`.
    pub fn new(store: Store, session: SessionId) -> Self {
        Self { store, session }
    }

    /// The turns that changed files, oldest first.
    pub fn turns(&self) -> Result<Vec<TurnChanges>, Error> {
        let records = self.store.journal(&self.session).read()?;
        let mut turns: Vec<(u64, TurnChanges)> = Vec::new();
        let mut firsts: HashMap<(u64, PathBuf), (Image, Image)> = HashMap::new();
        let mut order: Vec<(u64, PathBuf)> = Vec::new();
        for r in &records {
            match r {
                Record::Turn { turn, at, prompt, .. } => turns.push((
                    *turn,
                    TurnChanges {
                        at: *at,
                        prompt: prompt.clone(),
                        changes: Vec::new(),
                        rewound: false,
                    },
                )),
                Record::Change {
                    turn,
                    path,
                    before,
                    after,
                    ..
                } => {
                    let key = (*turn, path.clone());
                    match firsts.get_mut(&key) {
                        Some(seen) => seen.1 = after.clone(),
                        None => {
                            firsts.insert(key.clone(), (before.clone(), after.clone()));
                            order.push(key);
                        }
                    }
                }
                Record::Rewound { from_turn, .. } => {
                    for (n, t) in &mut turns {
                        if *n >= *from_turn {
                            t.rewound = true;
                        }
                    }
                }
            }
        }
        for key in order {
            let Some((before, after)) = firsts.get(&key) else {
                continue;
            };
            let kind = match (before.exists(), after.exists()) {
                _ if matches!(before, Image::Dir { .. }) || matches!(after, Image::Dir { .. }) => continue,
                (false, true) => ChangeKind::Created,
                (true, false) => ChangeKind::Deleted,
                (true, true) if before != after => ChangeKind::Modified,
                _ => continue,
            };
            if let Some((_, t)) = turns.iter_mut().find(|(n, _)| *n == key.0) {
                t.changes.push(FileChange { path: key.1, kind });
            }
        }
        Ok(turns.into_iter().map(|(_, t)| t).collect())
    }

    /// Plans undoing, in `workspace`, every change not undone yet of the turns whose prompt
    /// came at or after `since`.
    pub fn plan(&self, since: DateTime<Utc>, workspace: &Path) -> Result<Plan, Error> {
        self.plan_in(since, workspace, false)
    }

    /// [`Self::plan`], leaving out the extra directories' files when `workspace_only`.
    pub(crate) fn plan_in(&self, since: DateTime<Utc>, workspace: &Path, workspace_only: bool) -> Result<Plan, Error> {
        let records = self.store.journal(&self.session).read()?;
        let mut at_of: HashMap<u64, DateTime<Utc>> = HashMap::new();
        let mut extra_dirs: Vec<&Path> = Vec::new();
        // Changes not undone yet, in order: (turn, path, before, after).
        let mut live: Vec<(u64, &Path, &Image, &Image)> = Vec::new();
        for r in &records {
            match r {
                Record::Turn {
                    turn,
                    at,
                    extra_dirs: dirs,
                    ..
                } => {
                    at_of.insert(*turn, *at);
                    extra_dirs.extend(dirs.iter().map(PathBuf::as_path));
                }
                Record::Change {
                    turn,
                    path,
                    before,
                    after,
                    ..
                } => live.push((*turn, path, before, after)),
                Record::Rewound { from_turn, .. } => live.retain(|c| c.0 < *from_turn),
            }
        }
        live.retain(|c| at_of.get(&c.0).is_some_and(|at| *at >= since) && !(workspace_only && c.1.is_absolute()));
        let from_turn = live.iter().map(|c| c.0).min();
        // Per path: the state before its first undone change, and the state ouzel left.
        let mut per_path: BTreeMap<&Path, (&Image, &Image)> = BTreeMap::new();
        for (_, path, before, after) in &live {
            per_path
                .entry(path)
                .and_modify(|e| e.1 = after)
                .or_insert((before, after));
        }
        let mut plan = Plan {
            workspace: workspace.to_path_buf(),
            from_turn,
            steps: Vec::new(),
            conflicts: Vec::new(),
            damaged: Vec::new(),
            too_large: Vec::new(),
        };
        if per_path.is_empty() {
            return Ok(plan);
        }
        // Paths relative to the workspace, absolute in an extra directory: each must be there.
        let in_workspace = per_path.keys().filter(|p| p.is_relative()).count();
        if in_workspace > 0 && !workspace.is_dir() {
            return Err(Error::WorkspaceMissing {
                workspace: workspace.to_path_buf(),
                files: in_workspace,
            });
        }
        for dir in &extra_dirs {
            let files = per_path.keys().filter(|p| p.starts_with(dir)).count();
            if files > 0 && !dir.is_dir() {
                return Err(Error::ExtraDirMissing {
                    dir: dir.to_path_buf(),
                    files,
                });
            }
        }
        for (path, (target, left)) in per_path {
            let current = Image::look(&workspace.join(path))?;
            if !current.same(left) {
                plan.conflicts.push(Conflict {
                    path: path.to_path_buf(),
                    what: format!(
                        "the agent left {}, now it is {}",
                        left.describe(),
                        if current.describe() == left.describe() {
                            "different"
                        } else {
                            current.describe()
                        }
                    ),
                });
            }
            if current.same(target) && !matches!(target, Image::Dir { .. }) {
                continue;
            }
            let not = |why: String| NotRestored {
                path: path.to_path_buf(),
                why,
            };
            let content = match target {
                Image::TooLarge { size, .. } => {
                    plan.too_large.push(not(format!(
                        "{size} bytes, larger than checkpoints.max_file_size when the turn changed it; not kept"
                    )));
                    continue;
                }
                Image::File { hash, .. } => match self.store.objects().get(hash) {
                    Ok(bytes) => Some(bytes),
                    Err(Unusable::Missing) => {
                        plan.damaged.push(not(format!("stored content {hash} is missing")));
                        continue;
                    }
                    Err(Unusable::Corrupt) => {
                        plan.damaged.push(not(format!("stored content {hash} is damaged")));
                        continue;
                    }
                },
                Image::Dir { .. } if matches!(current, Image::Dir { .. }) => continue,
                _ => None,
            };
            plan.steps.push(Step {
                path: path.to_path_buf(),
                target: target.clone(),
                current,
                content,
            });
        }
        Ok(plan)
    }

    /// Carries out `plan` ([`Plan::restore`]) and records the rewind in the session's journal,
    /// so the changes it undid are not undone again.
    pub fn apply(&self, plan: Plan, force: bool) -> Result<Report, Error> {
        let from_turn = plan.from_turn;
        let report = plan.restore(force)?;
        if let Some(from_turn) = from_turn {
            self.store.journal(&self.session).append(&[Record::Rewound {
                from_turn,
                at: Utc::now(),
            }])?;
        }
        Ok(report)
    }
}

impl Plan {
    /// Carries out the plan in its directory without recording anything in the session's
    /// journal (a replay restores a session's start state into a copy this way): stops before
    /// changing anything when it has conflicts or damaged content, unless `force` (conflicting
    /// files are then overwritten, damaged ones left). A file whose directory is missing gets
    /// it (a copy may lack what ignore files left out).
    pub fn restore(self, force: bool) -> Result<Report, Error> {
        let plan = self;
        if !force && !plan.conflicts.is_empty() {
            return Err(Error::Conflicts(plan.conflicts));
        }
        if !force && !plan.damaged.is_empty() {
            return Err(Error::Unrestorable {
                restorable: plan.files(),
                unrestorable: plan.damaged,
            });
        }
        let mut report = Report {
            not_restored: plan.damaged.into_iter().chain(plan.too_large).collect(),
            ..Report::default()
        };
        let ws = &plan.workspace;
        let mut steps = plan.steps;
        // Removals deepest first, then directories shallowest first, then files.
        let (mut removals, rest): (Vec<Step>, Vec<Step>) = steps
            .drain(..)
            .partition(|s| s.current.exists() && (!s.target.exists() || s.target.is_leaf() != s.current.is_leaf()));
        removals.sort_by(|a, b| b.path.cmp(&a.path));
        for s in &removals {
            let abs = ws.join(&s.path);
            let removed = if matches!(s.current, Image::Dir { .. }) {
                std::fs::remove_dir(&abs)
            } else {
                std::fs::remove_file(&abs)
            };
            match removed {
                Ok(()) => {
                    if s.current.is_leaf() && !s.target.exists() {
                        report.removed.push(s.path.clone());
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) if matches!(s.current, Image::Dir { .. }) && !s.target.exists() => {
                    report.not_restored.push(NotRestored {
                        path: s.path.clone(),
                        why: format!("directory kept: {e}"),
                    });
                }
                Err(e) => return Err(Error::io("removing", abs)(e)),
            }
        }
        let mut writes: Vec<Step> = removals.into_iter().filter(|s| s.target.exists()).collect();
        writes.extend(rest);
        writes.sort_by(|a, b| a.path.cmp(&b.path));
        for s in writes {
            let abs = ws.join(&s.path);
            let was_there = Image::look(&abs)?.exists();
            match &s.target {
                Image::Dir { mode } => {
                    match std::fs::create_dir(&abs) {
                        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
                            return Err(Error::io("creating the directory", abs)(e));
                        }
                        _ => {}
                    }
                    set_mode(&abs, *mode)?;
                    continue;
                }
                Image::Absent | Image::TooLarge { .. } => continue,
                _ => {
                    if let Some(dir) = abs.parent().filter(|d| !d.exists()) {
                        std::fs::create_dir_all(dir).map_err(Error::io("creating the directory", dir))?;
                    }
                }
            }
            match &s.target {
                Image::File { mode, .. } => {
                    write_atomically(&abs, s.content.as_deref().unwrap_or_default(), *mode)?;
                }
                Image::Symlink { target } => link_atomically(&abs, target)?,
                _ => continue,
            }
            if was_there {
                report.restored.push(s.path);
            } else {
                report.created.push(s.path);
            }
        }
        Ok(report)
    }
}

fn temp_beside(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(
        ".{name}.ouzel-rewind-{}-{}",
        std::process::id(),
        crate::objects::unique()
    ))
}

/// Writes `bytes` with `mode` to a temporary file beside `path`, then renames it over `path`.
fn write_atomically(path: &Path, bytes: &[u8], mode: u32) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    let tmp = temp_beside(path);
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.set_permissions(std::fs::Permissions::from_mode(mode))?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::io("restoring", path)(e)
    })
}

fn link_atomically(path: &Path, target: &Path) -> Result<(), Error> {
    let tmp = temp_beside(path);
    std::os::unix::fs::symlink(target, &tmp)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Error::io("restoring the link", path)(e)
        })
}

fn set_mode(path: &Path, mode: u32) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
        .map_err(Error::io("setting the mode of", path))
}
