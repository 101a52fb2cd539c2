//! The scan index of a workspace: for each file, the stat it had and the hash of its content
//! then, so a scan of an unchanged tree reads no file. Kept per workspace (not per session),
//! so a new session in a known workspace starts warm; it is only a cache, and a damaged or
//! missing one is rebuilt. Entries modified "racily" close to their scan are never kept
//! (see [`Stat::is_racy`]).
//!
//! The file is a line per entry, tab-separated (`hash kept size mtime ctime inode mode path`),
//! read once per process: JSON took several times as long for 10,000 entries.

use crate::scan::{Kind, Stat};
use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The first line of an index file.
const HEADER: &str = "ouzel-checkpoint-index 1";

/// A file's stat and content hash; `kept` when the content is in the object store.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    pub(crate) stat: Stat,
    pub(crate) hash: String,
    pub(crate) kept: bool,
}

#[derive(Debug, Default)]
pub(crate) struct Index {
    files: HashMap<PathBuf, Entry>,
    dirty: bool,
}

impl Index {
    /// The index at `path`; empty when there is none or it cannot be read.
    pub(crate) fn load(path: &Path) -> Self {
        let Ok(bytes) = std::fs::read(path) else {
            return Self::default();
        };
        let mut lines = bytes.split(|b| *b == b'\n');
        if lines.next() != Some(HEADER.as_bytes()) {
            return Self::default();
        }
        let files = lines.filter_map(parse_line).collect();
        Self { files, dirty: false }
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
        let mut out = Vec::with_capacity(self.files.len() * 120);
        out.extend_from_slice(HEADER.as_bytes());
        out.push(b'\n');
        for (path, e) in &self.files {
            let name = path.as_os_str().as_bytes();
            // A name that would break the line format is left out: it is hashed again next time.
            if name.contains(&b'\n') || e.stat.kind != Kind::File {
                continue;
            }
            let s = &e.stat;
            out.extend_from_slice(
                format!(
                    "{}\t{}\t{}\t{}\t{}\t{}\t{}\t",
                    e.hash, e.kept as u8, s.size, s.mtime_ns, s.ctime_ns, s.ino, s.mode
                )
                .as_bytes(),
            );
            out.extend_from_slice(name);
            out.push(b'\n');
        }
        std::fs::write(&tmp, out)?;
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

fn parse_line(line: &[u8]) -> Option<(PathBuf, Entry)> {
    let mut fields = line.splitn(8, |b| *b == b'\t');
    let mut text = || std::str::from_utf8(fields.next()?).ok().map(str::to_owned);
    let hash = text()?;
    let kept = text()? == "1";
    let size = text()?.parse().ok()?;
    let mtime_ns = text()?.parse().ok()?;
    let ctime_ns = text()?.parse().ok()?;
    let ino = text()?.parse().ok()?;
    let mode = text()?.parse().ok()?;
    let path = PathBuf::from(OsStr::from_bytes(fields.next()?));
    if hash.len() != 64 || path.as_os_str().is_empty() {
        return None;
    }
    let stat = Stat {
        kind: Kind::File,
        size,
        mtime_ns,
        ctime_ns,
        ino,
        mode,
    };
    Some((path, Entry { stat, hash, kept }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_reads_back_what_it_wrote_and_a_damaged_one_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("i");
        let stat = Stat {
            kind: Kind::File,
            size: 3,
            mtime_ns: 1_700_000_000_123_456_789,
            ctime_ns: 1_700_000_000_123_456_790,
            ino: 42,
            mode: 0o644,
        };
        let mut index = Index::default();
        let path = PathBuf::from("dir/with space\tand tab.txt");
        index.insert(
            path.clone(),
            Entry {
                stat,
                hash: "a".repeat(64),
                kept: true,
            },
        );
        index.save(&file).unwrap();
        let back = Index::load(&file);
        let e = back.get(&path, &stat).unwrap();
        assert_eq!((e.hash.as_str(), e.kept), ("a".repeat(64).as_str(), true));
        std::fs::write(&file, "{\"files\":{}}").unwrap();
        assert_eq!(Index::load(&file).len(), 0);
    }
}
