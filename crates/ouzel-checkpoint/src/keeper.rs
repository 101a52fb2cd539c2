//! The [`Keeper`]: ouzel-core's [`Checkpoints`] port on files. Before a call that may write, it
//! scans what the call may reach and makes sure the content of every file there is in the
//! object store (most already are: the index remembers what each unchanged file hashed to);
//! after the call it scans again, and each path whose stat differs (or, for a file modified
//! racily close to the first scan, whose content differs) is journaled with its image before
//! and after. A turn that changes nothing writes nothing.

use crate::image::Image;
use crate::index::{Entry, Index};
use crate::journal::Record;
use crate::scan::{self, Kind, Seen};
use crate::watch::Watcher;
use crate::{Error, Store};
use chrono::{DateTime, Utc};
use ouzel_core::{CheckpointError, Checkpoints, Message, Reach, SessionId, ToolCallId};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// Keeps checkpoints of one session's user turns in one workspace (and the extra directories
/// given with [`Keeper::with_extra_dirs`]).
#[derive(Clone)]
pub struct Keeper {
    shared: Arc<Shared>,
}

struct Shared {
    store: Store,
    session: SessionId,
    /// The workspace first, then each extra directory checkpointed with it.
    roots: Vec<Root>,
    max_file_size: u64,
    /// Whether whole scans are watched (see [`crate::watch`]), from how many entries.
    watch_from: Option<usize>,
    /// Whether a call's changes are recorded in the background (see
    /// [`Keeper::recording_in_background`]).
    in_background: bool,
    background: Mutex<Background>,
    state: Mutex<State>,
    /// Whole scans taken (the tests count them).
    #[cfg(test)]
    whole_scans: std::sync::atomic::AtomicUsize,
}

/// Records of calls being made on the blocking pool.
#[derive(Default)]
struct Background {
    tasks: Vec<tokio::task::JoinHandle<Result<(), CheckpointError>>>,
    /// The first failure not yet reported.
    failed: Option<CheckpointError>,
}

/// Below this many entries, a whole scan costs about what watching it would: not watched.
const WATCH_FROM: usize = 256;

/// How a keeper works, as its builder methods set it.
#[derive(Debug, Clone, Copy)]
struct How {
    /// From how many entries whole scans are watched (`None`: never).
    watch_from: Option<usize>,
    /// Whether calls are recorded in the background.
    in_background: bool,
    /// Whether the session is new (see [`Keeper::new_session`]).
    fresh: bool,
}

/// A directory tree the keeper watches.
#[derive(Debug, Clone)]
struct Root {
    /// Where it is (absolute, canonical).
    path: PathBuf,
    /// Where the configuration says it is, when that differs: calls name paths that way.
    given: Option<PathBuf>,
    /// An extra directory (its journal paths are absolute), not the workspace (relative).
    extra: bool,
    /// Paths under it (relative, as bytes) that are another root's: left to that root.
    others: Vec<Vec<u8>>,
}

impl Root {
    /// How the journal names `rel`.
    fn journal_path(&self, rel: &Path) -> PathBuf {
        if self.extra {
            self.path.join(rel)
        } else {
            rel.to_path_buf()
        }
    }
}

#[derive(Default)]
struct State {
    turn: Option<Current>,
    /// The session is new and no turn began yet: its journal holds nothing (see
    /// [`Keeper::new_session`]).
    fresh: bool,
    /// Each root's scan index, once read.
    indexes: Vec<Option<Index>>,
    /// Each root's watcher and the last whole scan it vouches for.
    watches: Vec<RootWatch>,
    pending: HashMap<ToolCallId, Pending>,
}

/// A root's inotify instance and the last whole scan taken under it.
#[derive(Default)]
struct RootWatch {
    watcher: Option<Watcher>,
    /// Something could not be watched: this session scans without watching.
    gave_up: bool,
    /// The last whole scan the watcher vouches for, with when it began.
    last: Option<(Seen, i128)>,
}

impl RootWatch {
    /// The last whole scan, if nothing that counts happened since it began.
    fn unchanged(&mut self) -> Option<(Seen, i128)> {
        let last = self.last.take()?;
        self.watcher.as_ref()?.quiet().then_some(last)
    }
}

struct Current {
    at: DateTime<Utc>,
    prompt: String,
    /// The journal's number for the turn, once its record is written.
    id: Option<u64>,
    /// The number it gets when it is.
    next_id: u64,
}

struct Pending {
    reach: Option<Vec<PathBuf>>,
    /// What was seen and taken in each root, in the order of the roots.
    roots: Vec<Taken>,
    scan_ns: i128,
}

struct Taken {
    seen: Seen,
    /// Images taken now: files the index did not know (or could not trust), and symlinks.
    /// Every other file's image is in the index under its stat; a directory's is its stat.
    taken: HashMap<PathBuf, Image>,
}

impl Keeper {
    /// A keeper for `session` in `workspace` (an absolute, canonical path), storing in `store`;
    /// files larger than `max_file_size` bytes are noticed but not kept.
    pub fn new(store: Store, session: SessionId, workspace: PathBuf, max_file_size: u64) -> Self {
        let root = Root {
            path: workspace,
            given: None,
            extra: false,
            others: Vec::new(),
        };
        let how = How {
            watch_from: Some(WATCH_FROM),
            in_background: false,
            fresh: false,
        };
        Self::with_roots(store, session, vec![root], max_file_size, how)
    }

    fn with_roots(store: Store, session: SessionId, roots: Vec<Root>, max_file_size: u64, how: How) -> Self {
        Self {
            shared: Arc::new(Shared {
                store,
                session,
                roots,
                max_file_size,
                watch_from: how.watch_from,
                in_background: how.in_background,
                background: Mutex::new(Background::default()),
                state: Mutex::new(State {
                    fresh: how.fresh,
                    ..State::default()
                }),
                #[cfg(test)]
                whole_scans: std::sync::atomic::AtomicUsize::new(0),
            }),
        }
    }

    /// Whether whole-workspace scans are watched with inotify (the default, on Linux), so
    /// that a call that may reach the whole workspace reuses the previous call's scan when
    /// nothing changed since (see the `watch` module's notes on what the kernel reports).
    /// Off, every such call scans before and after.
    pub fn watching(self, on: bool) -> Self {
        let how = How {
            watch_from: on.then_some(WATCH_FROM),
            ..self.how()
        };
        self.remade(self.shared.roots.clone(), how)
    }

    /// Records what a call changed in the background: [`Checkpoints::after_call`] returns
    /// once the record is under way, and the scan after the call runs while the loop stores
    /// the step and asks the model (which settles it first: see [`Checkpoints::settle`]).
    /// Anything else the keeper is asked waits for the records under way, so each call's
    /// changes are told apart as before. The scan starts when the call ends, as it did; only
    /// the loop no longer waits for it: another process's change made before it ends (now
    /// possibly after the next request went out) counts as the call's, as one made while the
    /// call ran always did.
    pub fn recording_in_background(self) -> Self {
        let how = How {
            in_background: true,
            ..self.how()
        };
        self.remade(self.shared.roots.clone(), how)
    }

    /// This keeper's settings, to make another from.
    fn how(&self) -> How {
        How {
            watch_from: self.shared.watch_from,
            in_background: self.shared.in_background,
            fresh: self.shared.lock().fresh,
        }
    }

    /// A new keeper with this one's store, session and size limit, and `roots` and `how`.
    /// Nothing else carries over: the builder methods are called before the first turn.
    fn remade(&self, roots: Vec<Root>, how: How) -> Self {
        let shared = &self.shared;
        Self::with_roots(
            shared.store.clone(),
            shared.session.clone(),
            roots,
            shared.max_file_size,
            how,
        )
    }

    /// Waits for the records under way; keeps the first failure for [`Checkpoints::settle`].
    async fn wait_for_background(&self) {
        let tasks = std::mem::take(&mut self.shared.background().tasks);
        for task in tasks {
            let result = task.await.unwrap_or_else(|e| {
                Err(CheckpointError {
                    message: format!("the checkpoint task failed: {e}"),
                })
            });
            if let Err(e) = result {
                self.shared.background().failed.get_or_insert(e);
            }
        }
    }

    /// Says the session is new: its journal holds nothing yet, so its first turn begins without
    /// reading it — on the way to a run's first request, that read took a trip to the blocking
    /// pool, the process's first, which makes its thread (issue 21, start-up). Call it before
    /// the first turn begins; the other settings keep it, in any order.
    pub fn new_session(self) -> Self {
        self.shared.lock().fresh = true;
        self
    }

    /// Checkpoints `dirs` too (the extra directories tools may write), as the workspace is:
    /// a call that names paths in one scans those paths, a call that may reach anything scans
    /// each whole directory (ignore files respected), and the journal names their files by
    /// absolute path. A directory that does not exist, or lies inside the workspace or an
    /// earlier directory, adds nothing; one that holds the workspace (or an earlier directory)
    /// leaves that part to it.
    pub fn with_extra_dirs(self, dirs: impl IntoIterator<Item = PathBuf>) -> Self {
        let mut roots = self.shared.roots.clone();
        for given in dirs {
            let Ok(path) = given.canonicalize() else { continue };
            if !path.is_dir() || roots.iter().any(|r| path.starts_with(&r.path)) {
                continue;
            }
            let others = roots
                .iter()
                .filter_map(|r| r.path.strip_prefix(&path).ok())
                .map(|rel| rel.as_os_str().as_encoded_bytes().to_vec())
                .collect();
            roots.push(Root {
                given: (given != path).then_some(given),
                path,
                extra: true,
                others,
            });
        }
        self.remade(roots, self.how())
    }

    /// Leaves `paths` out of every root they lie in: ouzel's own data (the session database,
    /// this store) when the workspace holds it — a workspace of `$HOME`, or a data directory
    /// set inside the project — which would otherwise be hashed again on every turn, and
    /// rewound under the session writing it. Paths outside every root change nothing.
    pub fn excluding(self, paths: impl IntoIterator<Item = PathBuf>) -> Self {
        let mut roots = self.shared.roots.clone();
        for path in paths {
            // The file may not exist yet (a database made on first write): its directory does.
            let canonical = path.canonicalize().ok().or_else(|| {
                let parent = path.parent()?.canonicalize().ok()?;
                Some(parent.join(path.file_name()?))
            });
            let Some(path) = canonical else { continue };
            for root in &mut roots {
                if let Ok(rel) = path.strip_prefix(&root.path)
                    && !rel.as_os_str().is_empty()
                {
                    root.others.push(rel.as_os_str().as_encoded_bytes().to_vec());
                }
            }
        }
        self.remade(roots, self.how())
    }

    /// Runs `work` on the blocking pool (scans and hashing read many files).
    async fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Shared) -> Result<T, Error> + Send + 'static,
    ) -> Result<T, CheckpointError> {
        let shared = self.shared.clone();
        tokio::task::spawn_blocking(move || work(&shared))
            .await
            .map_err(|e| CheckpointError {
                message: format!("the checkpoint task failed: {e}"),
            })?
            .map_err(CheckpointError::from)
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn background(&self) -> MutexGuard<'_, Background> {
        self.background.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn workspace(&self) -> &Path {
        &self.roots[0].path
    }

    fn begin_turn(&self, at: DateTime<Utc>, prompt: String) -> Result<(), Error> {
        let records = self.store.journal(&self.session).read()?;
        let last = records.iter().rev().find_map(|r| match r {
            Record::Turn { turn, at, .. } => Some((*turn, *at)),
            _ => None,
        });
        let (id, next_id) = match last {
            // The same prompt again: an unfinished turn continued.
            Some((turn, last_at)) if last_at == at => (Some(turn), turn + 1),
            Some((turn, _)) => (None, turn + 1),
            None => (None, 1),
        };
        self.lock().turn = Some(Current {
            at,
            prompt,
            id,
            next_id,
        });
        Ok(())
    }

    /// What `root` holds of `reach` (the paths a call names, or everything).
    fn scan(&self, root: &Root, reach: Option<&[PathBuf]>) -> Seen {
        let seen = match (reach, &root.given) {
            (Some(paths), None) => scan::paths(&root.path, paths),
            (Some(paths), Some(given)) => {
                let paths: Vec<PathBuf> = paths
                    .iter()
                    .map(|p| {
                        p.strip_prefix(given)
                            .map_or_else(|_| p.clone(), |rel| root.path.join(rel))
                    })
                    .collect();
                scan::paths(&root.path, &paths)
            }
            (None, _) => {
                #[cfg(test)]
                self.whole_scans.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                scan::workspace(&root.path)
            }
        };
        seen.without(&root.others)
    }

    /// The whole of `root` (whose last scan saw `entries` entries), under watch when watching
    /// is on and pays; true when the watch vouches for the scan (see [`crate::watch`]). The
    /// first scan that cannot be vouched for ends watching for the session.
    fn scan_whole(&self, root: &Root, watch: &mut RootWatch, entries: usize) -> (Seen, bool) {
        if watch.gave_up || self.watch_from.is_none_or(|from| entries < from) {
            return (self.scan(root, None), false);
        }
        if watch.watcher.is_none() {
            watch.watcher = Watcher::new();
        }
        let Some(watcher) = &watch.watcher else {
            watch.gave_up = true;
            return (self.scan(root, None), false);
        };
        let began = watcher.begin(&root.path, &root.others);
        #[cfg(test)]
        self.whole_scans.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let seen = scan::workspace_watched(&root.path, watcher).without(&root.others);
        if began && watcher.end() {
            return (seen, true);
        }
        // (Closing the instance waits for the kernel to release its watches: once.)
        watch.watcher = None;
        watch.gave_up = true;
        (seen, false)
    }

    fn before(&self, call: ToolCallId, reach: Option<Vec<PathBuf>>) -> Result<(), Error> {
        let mut state = self.lock();
        if state.turn.is_none() {
            // Calls outside a user turn (a tool server) are nobody's to rewind.
            return Ok(());
        }
        let now_ns = scan::now_ns();
        // When the oldest scan began (a kept one began before now).
        let mut pending_ns = now_ns;
        let state = &mut *state;
        state.indexes.resize_with(self.roots.len(), || None);
        state.watches.resize_with(self.roots.len(), RootWatch::default);
        let mut roots = Vec::with_capacity(self.roots.len());
        for ((root, index), watch) in self.roots.iter().zip(&mut state.indexes).zip(&mut state.watches) {
            // The scan after the last call that reached everything, if nothing changed since.
            let kept = reach.is_none().then(|| watch.unchanged()).flatten();
            let (seen, scan_ns) = kept.unwrap_or_else(|| (self.scan(root, reach.as_deref()), now_ns));
            pending_ns = pending_ns.min(scan_ns);
            let mut taken = HashMap::new();
            if seen.is_empty() {
                roots.push(Taken { seen, taken });
                continue;
            }
            let index_path = self.store.index_path(&root.path);
            let index = index.get_or_insert_with(|| Index::load(&index_path));
            let mut files = 0;
            let mut cursor = 0;
            for (rel, stat) in seen.iter() {
                let known = match stat.kind {
                    Kind::Dir => continue,
                    Kind::File => {
                        files += 1;
                        index.get_in_order(rel, stat, &mut cursor).is_some()
                    }
                    Kind::Symlink => false,
                };
                if !known {
                    let image = Image::take(self.store.objects(), &root.path.join(rel), stat, self.max_file_size)?;
                    remember(index, rel, stat, &image, scan_ns);
                    taken.insert(rel.clone(), image);
                }
            }
            if reach.is_none() && index.len() > files {
                let present: std::collections::HashSet<&Path> = seen.iter().map(|(p, _)| p.as_path()).collect();
                index.retain(|p| present.contains(p));
            }
            // Only a cache: failing to write it costs speed, not correctness.
            let _ = index.save(&index_path);
            roots.push(Taken { seen, taken });
        }
        state.pending.insert(
            call,
            Pending {
                reach,
                roots,
                scan_ns: pending_ns,
            },
        );
        Ok(())
    }

    fn after(&self, call: &ToolCallId) -> Result<(), Error> {
        let mut state = self.lock();
        let Some(pending) = state.pending.remove(call) else {
            return Ok(());
        };
        let state = &mut *state;
        state.indexes.resize_with(self.roots.len(), || None);
        state.watches.resize_with(self.roots.len(), RootWatch::default);
        let mut changes = Vec::new();
        for (((root, index), watch), was) in self
            .roots
            .iter()
            .zip(&mut state.indexes)
            .zip(&mut state.watches)
            .zip(&pending.roots)
        {
            let began = scan::now_ns();
            let (now, vouched) = match pending.reach {
                Some(_) => (self.scan(root, pending.reach.as_deref()), false),
                None => self.scan_whole(root, watch, was.seen.len()),
            };
            if now.is_empty() && was.seen.is_empty() {
                continue;
            }
            let index_path = self.store.index_path(&root.path);
            let index = index.get_or_insert_with(|| Index::load(&index_path));
            let scan_ns = scan::now_ns();
            for (rel, before_stat, after_stat) in was.seen.diff(&now) {
                if let (Some(w), Some(i)) = (before_stat, after_stat)
                    && w.same(i)
                    && !(w.is_racy(pending.scan_ns) && i.kind == Kind::File)
                {
                    continue;
                }
                let before = match (was.taken.get(rel), before_stat) {
                    (Some(image), _) => image.clone(),
                    (None, None) => Image::Absent,
                    (None, Some(stat)) if stat.kind == Kind::Dir => Image::Dir { mode: stat.mode },
                    (None, Some(stat)) => match index.get(rel, stat) {
                        Some(e) if e.kept => Image::File {
                            hash: e.hex(),
                            mode: stat.mode,
                            size: stat.size,
                        },
                        Some(e) => Image::TooLarge {
                            hash: e.hex(),
                            mode: stat.mode,
                            size: stat.size,
                        },
                        // Before-images are taken before the call; an entry cannot be missing.
                        None => continue,
                    },
                };
                let after = match after_stat {
                    None => {
                        index.remove(rel);
                        Image::Absent
                    }
                    Some(stat) => {
                        let image = Image::take(self.store.objects(), &root.path.join(rel), stat, self.max_file_size)?;
                        remember(index, rel, stat, &image, scan_ns);
                        image
                    }
                };
                if before == after {
                    continue;
                }
                changes.push((root.journal_path(rel), before, after));
            }
            let _ = index.save(&index_path);
            if vouched {
                watch.last = Some((now, began));
            }
        }
        if changes.is_empty() {
            return Ok(());
        }
        let Some(turn) = state.turn.as_mut() else {
            return Ok(());
        };
        let mut records = Vec::with_capacity(changes.len() + 1);
        let id = match turn.id {
            Some(id) => id,
            None => {
                records.push(Record::Turn {
                    turn: turn.next_id,
                    at: turn.at,
                    prompt: turn.prompt.clone(),
                    workspace: self.workspace().to_path_buf(),
                    extra_dirs: self.roots[1..].iter().map(|r| r.path.clone()).collect(),
                });
                turn.next_id
            }
        };
        records.extend(changes.into_iter().map(|(path, before, after)| Record::Change {
            turn: id,
            path,
            before,
            after,
            call: Some(call.clone()),
        }));
        self.store.journal(&self.session).append(&records)?;
        turn.id = Some(id);
        Ok(())
    }
}

/// Records in the index what `rel` hashed to, unless it was modified too recently to trust
/// its stat.
fn remember(index: &mut Index, rel: &Path, stat: &scan::Stat, image: &Image, scan_ns: i128) {
    let entry = match image {
        Image::File { hash, .. } => (hash, true),
        Image::TooLarge { hash, .. } => (hash, false),
        _ => return,
    };
    match crate::objects::unhex(entry.0) {
        Some(hash) if !stat.is_racy(scan_ns) => index.insert(
            rel,
            Entry {
                stat: *stat,
                hash,
                kept: entry.1,
            },
        ),
        _ => index.remove(rel),
    }
}

/// The first line of a prompt, cut to 60 characters.
pub(crate) fn title(text: &str) -> String {
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    match line.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_owned(),
    }
}

#[async_trait::async_trait]
impl Checkpoints for Keeper {
    async fn begin_turn(&self, prompt: &Message) -> Result<(), CheckpointError> {
        self.wait_for_background().await;
        let (at, text) = (prompt.timestamp, title(&prompt.text()));
        {
            let mut state = self.shared.lock();
            if std::mem::take(&mut state.fresh) {
                // As `Shared::begin_turn` does for a journal without turns.
                state.turn = Some(Current {
                    at,
                    prompt: text,
                    id: None,
                    next_id: 1,
                });
                return Ok(());
            }
        }
        self.blocking(move |s| s.begin_turn(at, text)).await
    }

    async fn before_call(&self, call: &ToolCallId, reach: Reach<'_>) -> Result<(), CheckpointError> {
        self.wait_for_background().await;
        let reach = match reach {
            Reach::Paths(p) => Some(p.to_vec()),
            Reach::Workspace => None,
        };
        let call = call.clone();
        self.blocking(move |s| s.before(call, reach)).await
    }

    async fn after_call(&self, call: &ToolCallId) -> Result<(), CheckpointError> {
        self.wait_for_background().await;
        let call = call.clone();
        if !self.shared.in_background {
            return self.blocking(move |s| s.after(&call)).await;
        }
        let shared = self.shared.clone();
        let task = tokio::task::spawn_blocking(move || shared.after(&call).map_err(CheckpointError::from));
        self.shared.background().tasks.push(task);
        Ok(())
    }

    async fn settle(&self) -> Result<(), CheckpointError> {
        self.wait_for_background().await;
        self.shared.background().failed.take().map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SessionCheckpoints;
    use std::sync::atomic::Ordering;

    /// A keeper of `ws` that watches however small the workspace.
    fn watching_keeper(data: &Path, ws: &Path) -> (Keeper, Store, SessionId) {
        let store = Store::new(data.join("checkpoints"));
        let session = SessionId::generate();
        let mut keeper = Keeper::new(store.clone(), session.clone(), ws.to_path_buf(), 1 << 20);
        Arc::get_mut(&mut keeper.shared).unwrap().watch_from = Some(0);
        (keeper, store, session)
    }

    /// Runs `change` as a call that may reach the whole workspace.
    async fn call(keeper: &Keeper, id: &str, change: impl FnOnce()) {
        let id = ToolCallId::new(id);
        keeper.before_call(&id, Reach::Workspace).await.unwrap();
        change();
        keeper.after_call(&id).await.unwrap();
    }

    fn scans(keeper: &Keeper) -> usize {
        keeper.shared.whole_scans.load(Ordering::Relaxed)
    }

    #[tokio::test]
    async fn a_new_session_stays_new_whichever_order_its_settings_come_in() {
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        // A store under a regular file: reading its journal fails, so a first turn that reads
        // it says so, and one that knows the session is new does not.
        let file = data.path().join("a-file");
        std::fs::write(&file, "").unwrap();
        let keeper = || {
            Keeper::new(
                Store::new(file.join("checkpoints")),
                SessionId::generate(),
                ws.clone(),
                1 << 20,
            )
        };
        let prompt = Message::user("work");
        let made = [
            keeper().new_session().watching(true).recording_in_background(),
            keeper()
                .new_session()
                .with_extra_dirs([ws.join("missing")])
                .excluding([ws.join("own.db")]),
            keeper().watching(false).new_session(),
        ];
        for new in made {
            new.begin_turn(&prompt)
                .await
                .expect("a new session's first turn reads no journal");
        }
        let resumed = keeper().watching(true).recording_in_background();
        let err = resumed.begin_turn(&prompt).await.unwrap_err();
        assert!(
            err.message.contains("reading the checkpoint journal"),
            "{}",
            err.message
        );
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn calls_that_may_reach_everything_scan_once_each_while_nothing_else_changes_the_workspace() {
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        std::fs::create_dir(ws.join("src")).unwrap();
        std::fs::write(ws.join("src/a.rs"), "a").unwrap();
        let (keeper, store, session) = watching_keeper(data.path(), &ws);
        let prompt = Message::user("work");
        keeper.begin_turn(&prompt).await.unwrap();
        call(&keeper, "c1", || std::fs::write(ws.join("src/a.rs"), "a2").unwrap()).await;
        call(&keeper, "c2", || std::fs::write(ws.join("src/b.rs"), "b").unwrap()).await;
        call(&keeper, "c3", || {}).await;
        assert_eq!(scans(&keeper), 4, "one scan before the first call, then one after each");

        let turns = SessionCheckpoints::new(store.clone(), session.clone()).turns().unwrap();
        let changed: Vec<String> = turns[0].changes.iter().map(|c| c.path.display().to_string()).collect();
        assert_eq!(changed, ["src/a.rs", "src/b.rs"]);
        let checkpoints = SessionCheckpoints::new(store, session);
        let plan = checkpoints.plan(prompt.timestamp, &ws).unwrap();
        checkpoints.apply(plan, false).unwrap();
        assert_eq!(std::fs::read_to_string(ws.join("src/a.rs")).unwrap(), "a");
        assert!(!ws.join("src/b.rs").exists());

        // Watching off: two scans a call, as before.
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        let (keeper, ..) = watching_keeper(data.path(), &ws);
        let keeper = keeper.watching(false);
        keeper.begin_turn(&Message::user("work")).await.unwrap();
        call(&keeper, "c1", || {}).await;
        call(&keeper, "c2", || {}).await;
        assert_eq!(scans(&keeper), 4);
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn a_persons_edit_between_calls_is_nobodys_and_survives_the_rewind() {
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        for f in ["a", "b", "c"] {
            std::fs::write(ws.join(f), "0").unwrap();
        }
        let (keeper, store, session) = watching_keeper(data.path(), &ws);
        let prompt = Message::user("work");
        keeper.begin_turn(&prompt).await.unwrap();
        call(&keeper, "c1", || std::fs::write(ws.join("a"), "1").unwrap()).await;
        // The person's editor, while the model thinks: same size, so only the stat shows it.
        std::fs::write(ws.join("b"), "9").unwrap();
        call(&keeper, "c2", || std::fs::write(ws.join("c"), "1").unwrap()).await;
        assert_eq!(scans(&keeper), 4, "the edit made the second call scan again");

        let checkpoints = SessionCheckpoints::new(store, session);
        let plan = checkpoints.plan(prompt.timestamp, &ws).unwrap();
        let report = checkpoints.apply(plan, false).unwrap();
        assert_eq!(report.restored, [PathBuf::from("a"), PathBuf::from("c")]);
        assert_eq!(
            std::fs::read_to_string(ws.join("b")).unwrap(),
            "9",
            "the person's edit stays"
        );
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn ignore_rules_changed_above_the_workspace_between_calls_change_what_the_next_call_sees() {
        let (data, top) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let top = top.path().canonicalize().unwrap();
        std::fs::create_dir_all(top.join(".git/info")).unwrap();
        std::fs::write(top.join(".gitignore"), "gen/\n").unwrap();
        let ws = top.join("ws");
        std::fs::create_dir_all(ws.join("gen")).unwrap();
        std::fs::write(ws.join("gen/made-by-the-build"), "x").unwrap();
        std::fs::write(ws.join("README"), "x").unwrap();
        let (keeper, store, session) = watching_keeper(data.path(), &ws);
        let prompt = Message::user("work");
        keeper.begin_turn(&prompt).await.unwrap();
        call(&keeper, "c1", || {}).await;
        // The person stops ignoring the generated files: they are there, made by nobody.
        std::fs::write(top.join(".gitignore"), "").unwrap();
        call(&keeper, "c2", || {}).await;
        assert_eq!(scans(&keeper), 4, "the second call scanned again");

        let checkpoints = SessionCheckpoints::new(store, session);
        assert!(checkpoints.turns().unwrap().is_empty(), "no call changed anything");
        let plan = checkpoints.plan(prompt.timestamp, &ws).unwrap();
        checkpoints.apply(plan, false).unwrap();
        assert!(
            ws.join("gen/made-by-the-build").exists(),
            "a rewind does not remove them"
        );
    }
    /// Which call changed which path, as the journal says.
    fn journaled(store: &Store, session: &SessionId) -> Vec<(String, String)> {
        store
            .journal(session)
            .read()
            .unwrap()
            .into_iter()
            .filter_map(|r| match r {
                crate::journal::Record::Change { path, call, .. } => Some((
                    path.display().to_string(),
                    call.map(|c| c.to_string()).unwrap_or_default(),
                )),
                _ => None,
            })
            .collect()
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn calls_recorded_in_the_background_are_told_apart_and_recorded_once_settled() {
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        std::fs::write(ws.join("a"), "0").unwrap();
        let store = Store::new(data.path().join("checkpoints"));
        let session = SessionId::generate();
        let keeper = Keeper::new(store.clone(), session.clone(), ws.clone(), 1 << 20).recording_in_background();
        keeper.begin_turn(&Message::user("work")).await.unwrap();
        // Each call's change made at once after the call, before its record can have been made:
        // the next call's scan waits for that record, so it is still the call's own.
        call(&keeper, "c1", || std::fs::write(ws.join("a"), "1").unwrap()).await;
        call(&keeper, "c2", || std::fs::write(ws.join("b"), "1").unwrap()).await;
        let c3 = ToolCallId::new("c3");
        keeper.before_call(&c3, Reach::Workspace).await.unwrap();
        std::fs::write(ws.join("c"), "1").unwrap();
        keeper.after_call(&c3).await.unwrap();
        keeper.settle().await.unwrap();
        assert_eq!(
            journaled(&store, &session),
            [
                ("a".into(), "c1".into()),
                ("b".into(), "c2".into()),
                ("c".into(), "c3".into())
            ]
        );
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn a_record_that_fails_in_the_background_is_reported_once_by_settle() {
        let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ws = dir.path().canonicalize().unwrap();
        let root = data.path().join("checkpoints");
        // The journals' directory cannot be made: a file holds its name.
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("sessions"), "").unwrap();
        let keeper = Keeper::new(Store::new(&root), SessionId::generate(), ws.clone(), 1 << 20)
            .recording_in_background()
            .new_session();
        keeper.begin_turn(&Message::user("work")).await.unwrap();
        let c1 = ToolCallId::new("c1");
        keeper.before_call(&c1, Reach::Workspace).await.unwrap();
        std::fs::write(ws.join("a"), "1").unwrap();
        assert!(
            keeper.after_call(&c1).await.is_ok(),
            "the record is made in the background"
        );
        let failed = keeper.settle().await.expect_err("the record failed");
        assert!(failed.message.contains("sessions"), "{failed}");
        assert!(keeper.settle().await.is_ok(), "a failure is reported once");
    }
}
