//! The scan index of a workspace: for each file, the stat it had and the hash of its content
//! then, so a scan of an unchanged tree reads no file. Kept per workspace (not per session),
//! so a new session in a known workspace starts warm; it is only a cache, and a damaged or
//! missing one is rebuilt. Entries modified "racily" close to their scan are never kept
//! (see [`Stat::is_racy`]).

use crate::scan::Stat;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// A file's stat and content hash; `kept` when the content is in the object store.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Entry {
    pub(crate) stat: Stat,
    pub(crate) hash: String,
    pub(crate) kept: bool,
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub(crate) struct Index {
    files: HashMap<PathBuf, Entry>,
    #[serde(skip)]
    dirty: bool,
}

impl Index {
    /// The index at `path`; empty when there is none or it cannot be read.
    pub(crate) fn load(path: &Path) -> Self {
        std::fs::read(path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default()
    }

    /// Writes the index if it changed (temporary file and rename: a reader sees old or new).
    pub(crate) fn save(&mut self, path: &Path) -> std::io::Result<()> {
        if !self.dirty {
            return Ok(());
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension(format!("tmp-{}-{}", std::process::id(), crate::objects::unique()));
        std::fs::write(&tmp, serde_json::to_vec(self).unwrap_or_default())?;
        std::fs::rename(&tmp, path)?;
        self.dirty = false;
        Ok(())
    }

    /// The entry for `path` if its stat is still `stat`.
    pub(crate) fn get(&self, path: &Path, stat: &Stat) -> Option<&Entry> {
        self.files.get(path).filter(|e| e.stat == *stat)
    }

    pub(crate) fn len(&self) -> usize {
        self.files.len()
    }

    pub(crate) fn insert(&mut self, path: PathBuf, entry: Entry) {
        self.files.insert(path, entry);
        self.dirty = true;
    }

    pub(crate) fn remove(&mut self, path: &Path) {
        if self.files.remove(path).is_some() {
            self.dirty = true;
        }
    }

    /// Drops entries for which `keep` says no.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&Path) -> bool) {
        let before = self.files.len();
        self.files.retain(|p, _| keep(p));
        self.dirty |= self.files.len() != before;
    }
}
