//! The scan index of a workspace: for each file, the stat it had and the hash of its content
//! then, so a scan of an unchanged tree reads no file. Kept per workspace (not per session),
//! so a new session in a known workspace starts warm; it is only a cache, and a damaged or
//! missing one is rebuilt. Entries modified "racily" close to their scan are never kept
//! (see [`Stat::is_racy`]).
//!
//! The file is binary: a header line, then one record per file in the byte order of the
//! paths (the order scans are in), each a fixed part (raw SHA-256, kept flag, size, mtime,
//! ctime, inode, mode, name length; little-endian) and the path's bytes. A new process pays for
//! one read and one pass that notes where each record starts; a record is decoded only when
//! looked up, by binary search. (A line of text per file cost 62 million instructions to read
//! into a path-keyed map for 10,000 files, more than one scan of the tree; JSON cost more.)
//! Changes since the read are kept aside and merged in order when the index is saved.

use crate::scan::{Kind, Stat};
use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// The first bytes of an index file (format 2; format 1 was text, and is rebuilt).
const HEADER: &[u8] = b"ouzel-checkpoint-index 2\n";

/// Bytes of a record before its path.
const FIXED: usize = 32 + 1 + 8 + 16 + 16 + 8 + 4 + 4;

/// A file's stat and content hash; `kept` when the content is in the object store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Entry {
    pub(crate) stat: Stat,
    /// SHA-256 of the content, raw.
    pub(crate) hash: [u8; 32],
    pub(crate) kept: bool,
}

impl Entry {
    /// The hash as the object store names it (hex).
    pub(crate) fn hex(&self) -> String {
        crate::objects::hex(&self.hash)
    }
}

#[derive(Debug, Default)]
pub(crate) struct Index {
    /// The file as read (or last written).
    bytes: Vec<u8>,
    /// Where each record starts in `bytes`, in path order.
    records: Vec<usize>,
    /// Changes since: an entry, or `None` for one removed; keyed by the path's bytes.
    changes: HashMap<Vec<u8>, Option<Entry>>,
}

fn name_at(bytes: &[u8], at: usize) -> &[u8] {
    let len = u32::from_le_bytes(field(bytes, at + FIXED - 4)) as usize;
    &bytes[at + FIXED..at + FIXED + len]
}

/// `N` bytes at `at` (the caller checked they are there).
fn field<const N: usize>(bytes: &[u8], at: usize) -> [u8; N] {
    let mut out = [0; N];
    out.copy_from_slice(&bytes[at..at + N]);
    out
}

fn entry_at(bytes: &[u8], at: usize) -> Entry {
    Entry {
        hash: field(bytes, at),
        kept: bytes[at + 32] == 1,
        stat: Stat {
            kind: Kind::File,
            size: u64::from_le_bytes(field(bytes, at + 33)),
            mtime_ns: i128::from_le_bytes(field(bytes, at + 41)),
            ctime_ns: i128::from_le_bytes(field(bytes, at + 57)),
            ino: u64::from_le_bytes(field(bytes, at + 73)),
            mode: u32::from_le_bytes(field(bytes, at + 81)),
        },
    }
}

fn push_record(out: &mut Vec<u8>, name: &[u8], e: &Entry) {
    let s = &e.stat;
    out.extend_from_slice(&e.hash);
    out.push(u8::from(e.kept));
    out.extend_from_slice(&s.size.to_le_bytes());
    out.extend_from_slice(&s.mtime_ns.to_le_bytes());
    out.extend_from_slice(&s.ctime_ns.to_le_bytes());
    out.extend_from_slice(&s.ino.to_le_bytes());
    out.extend_from_slice(&s.mode.to_le_bytes());
    out.extend_from_slice(&(name.len() as u32).to_le_bytes());
    out.extend_from_slice(name);
}

/// Where each record of `bytes` starts, if every record is whole, named, and in strict path
/// order; `None` for anything else (the index is then rebuilt).
fn record_starts(bytes: &[u8]) -> Option<Vec<usize>> {
    let mut at = bytes.strip_prefix(HEADER).map(|_| HEADER.len())?;
    let mut starts = Vec::with_capacity((bytes.len() - at) / (FIXED + 24));
    let mut last: Option<&[u8]> = None;
    while at < bytes.len() {
        if at + FIXED > bytes.len() {
            return None;
        }
        let len = u32::from_le_bytes(field(bytes, at + FIXED - 4)) as usize;
        if len == 0 || at + FIXED + len > bytes.len() {
            return None;
        }
        let name = name_at(bytes, at);
        if last.is_some_and(|l| l >= name) {
            return None;
        }
        last = Some(name);
        starts.push(at);
        at += FIXED + len;
    }
    Some(starts)
}

impl Index {
    /// The index at `path`; empty when there is none or it cannot be read.
    pub(crate) fn load(path: &Path) -> Self {
        let Ok(bytes) = std::fs::read(path) else {
            return Self::default();
        };
        match record_starts(&bytes) {
            Some(records) => Self {
                bytes,
                records,
                changes: HashMap::new(),
            },
            None => Self::default(),
        }
    }

    /// Writes the index if it changed (temporary file and rename: a reader sees old or new).
    pub(crate) fn save(&mut self, path: &Path) -> std::io::Result<()> {
        if self.changes.is_empty() {
            return Ok(());
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut changed: Vec<(&[u8], &Option<Entry>)> = self.changes.iter().map(|(k, v)| (k.as_slice(), v)).collect();
        changed.sort_unstable_by(|a, b| a.0.cmp(b.0));
        let mut out = Vec::with_capacity(self.bytes.len() + changed.len() * (FIXED + 24));
        out.extend_from_slice(HEADER);
        let mut records = Vec::with_capacity(self.records.len() + changed.len());
        let mut changed = changed.into_iter().peekable();
        let mut write = |out: &mut Vec<u8>, name: &[u8], e: &Entry| {
            records.push(out.len());
            push_record(out, name, e);
        };
        for &at in &self.records {
            let name = name_at(&self.bytes, at);
            while let Some((n, e)) = changed.next_if(|(n, _)| *n < name) {
                if let Some(e) = e {
                    write(&mut out, n, e);
                }
            }
            match changed.next_if(|(n, _)| *n == name) {
                Some((n, Some(e))) => write(&mut out, n, e),
                Some((_, None)) => {}
                None => write(&mut out, name, &entry_at(&self.bytes, at)),
            }
        }
        for (n, e) in changed {
            if let Some(e) = e {
                write(&mut out, n, e);
            }
        }
        let tmp = path.with_extension(format!("tmp-{}-{}", std::process::id(), crate::objects::unique()));
        std::fs::write(&tmp, &out)?;
        std::fs::rename(&tmp, path)?;
        // Format 1 lived beside it as KEY.json: no reader is left for it.
        let _ = std::fs::remove_file(path.with_extension("json"));
        self.bytes = out;
        self.records = records;
        self.changes.clear();
        Ok(())
    }

    /// The record of `name` as read, if any.
    fn find(&self, name: &[u8]) -> Option<usize> {
        self.records
            .binary_search_by(|&at| name_at(&self.bytes, at).cmp(name))
            .ok()
            .map(|i| self.records[i])
    }

    /// The entry for `path`, whatever its stat.
    fn lookup(&self, name: &[u8]) -> Option<Entry> {
        if !self.changes.is_empty()
            && let Some(change) = self.changes.get(name)
        {
            return *change;
        }
        self.find(name).map(|at| entry_at(&self.bytes, at))
    }

    /// The entry for `path` if its stat is still `stat`.
    pub(crate) fn get(&self, path: &Path, stat: &Stat) -> Option<Entry> {
        self.lookup(path.as_os_str().as_bytes()).filter(|e| e.stat == *stat)
    }

    /// [`Self::get`] for paths asked in increasing byte order (a scan's order), `cursor`
    /// starting at 0: each look-up steps forward from the last one instead of searching the
    /// whole index, so looking up every file of a scan costs about one comparison each.
    pub(crate) fn get_in_order(&self, path: &Path, stat: &Stat, cursor: &mut usize) -> Option<Entry> {
        let name = path.as_os_str().as_bytes();
        if !self.changes.is_empty() && self.changes.contains_key(name) {
            return self.get(path, stat);
        }
        // A few steps forward find it in a scan of a tree the index knows; past those, search.
        const STEPS: usize = 8;
        let rest = &self.records[(*cursor).min(self.records.len())..];
        let found = match rest.iter().take(STEPS).position(|&at| name_at(&self.bytes, at) >= name) {
            Some(i) => Ok(i),
            None if rest.len() <= STEPS => Err(rest.len()),
            None => rest[STEPS..]
                .binary_search_by(|&at| name_at(&self.bytes, at).cmp(name))
                .map(|i| i + STEPS)
                .map_err(|i| i + STEPS),
        };
        let i = match found {
            Ok(i) if name_at(&self.bytes, rest[i]) == name => {
                *cursor += i + 1;
                return Some(entry_at(&self.bytes, rest[i])).filter(|e| e.stat == *stat);
            }
            Ok(i) | Err(i) => i,
        };
        *cursor += i;
        None
    }

    /// How many files it knows.
    pub(crate) fn len(&self) -> usize {
        let mut n = self.records.len();
        for (name, change) in &self.changes {
            match (self.find(name).is_some(), change.is_some()) {
                (false, true) => n += 1,
                (true, false) => n -= 1,
                _ => {}
            }
        }
        n
    }

    pub(crate) fn insert(&mut self, path: &Path, entry: Entry) {
        self.changes.insert(path.as_os_str().as_bytes().to_vec(), Some(entry));
    }

    pub(crate) fn remove(&mut self, path: &Path) {
        let name = path.as_os_str().as_bytes();
        if self.lookup(name).is_some() {
            self.changes.insert(name.to_vec(), None);
        }
    }

    /// Drops entries for which `keep` says no.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&Path) -> bool) {
        let path = |name: &[u8]| Path::new(OsStr::from_bytes(name)).to_path_buf();
        let mut gone = Vec::new();
        for &at in &self.records {
            let name = name_at(&self.bytes, at);
            if !self.changes.contains_key(name) && !keep(&path(name)) {
                gone.push(name.to_vec());
            }
        }
        for (name, change) in &mut self.changes {
            if change.is_some() && !keep(&path(name)) {
                *change = None;
            }
        }
        for name in gone {
            self.changes.insert(name, None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn stat(size: u64) -> Stat {
        Stat {
            kind: Kind::File,
            size,
            mtime_ns: 1_700_000_000_123_456_789,
            ctime_ns: 1_700_000_000_123_456_790,
            ino: 42,
            mode: 0o644,
        }
    }

    fn entry(size: u64, byte: u8) -> Entry {
        Entry {
            stat: stat(size),
            hash: [byte; 32],
            kept: byte.is_multiple_of(2),
        }
    }

    #[test]
    fn an_index_reads_back_what_it_wrote_and_a_damaged_one_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("i");
        let mut index = Index::default();
        let odd = PathBuf::from("dir/with space\tand tab\nand newline.txt");
        index.insert(&odd, entry(3, 2));
        index.insert(Path::new("a"), entry(1, 1));
        index.insert(Path::new("a/b"), entry(2, 4));
        index.insert(Path::new("a.b"), entry(2, 6));
        index.save(&file).unwrap();
        let back = Index::load(&file);
        assert_eq!(back.len(), 4);
        assert_eq!(back.get(&odd, &stat(3)), Some(entry(3, 2)));
        assert_eq!(back.get(Path::new("a.b"), &stat(2)), Some(entry(2, 6)));
        assert_eq!(back.get(&odd, &stat(4)), None, "another stat is another file");
        assert_eq!(back.get(Path::new("zz"), &stat(3)), None);
        let mut cursor = 0;
        let in_order: Vec<bool> = ["0", "a", "a.a", "a.b", "a/b", "dir/with", "zz"]
            .into_iter()
            .map(|n| {
                let size = if n == "a" { 1 } else { 2 };
                back.get_in_order(Path::new(n), &stat(size), &mut cursor).is_some()
            })
            .collect();
        assert_eq!(in_order, [false, true, false, true, true, false, false]);

        // Cut short, out of order, or another format: empty (rebuilt).
        let bytes = std::fs::read(&file).unwrap();
        std::fs::write(&file, &bytes[..bytes.len() - 1]).unwrap();
        assert_eq!(Index::load(&file).len(), 0);
        std::fs::write(&file, "ouzel-checkpoint-index 1\nabc\t1\t3\t1\t1\t1\t420\tx\n").unwrap();
        assert_eq!(Index::load(&file).len(), 0);
    }

    #[test]
    fn changes_merge_into_the_order_on_save_and_removals_stay_removed() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("i");
        let mut index = Index::default();
        for name in ["b", "d", "f"] {
            index.insert(Path::new(name), entry(1, 1));
        }
        index.save(&file).unwrap();
        let mut index = Index::load(&file);
        index.insert(Path::new("a"), entry(1, 2));
        index.insert(Path::new("e"), entry(1, 2));
        index.insert(Path::new("d"), entry(9, 3));
        index.remove(Path::new("f"));
        index.remove(Path::new("never"));
        assert_eq!(index.len(), 4, "b, d, f, a and e, less f");
        index.retain(|p| p != Path::new("b"));
        assert_eq!(index.len(), 3);
        index.save(&file).unwrap();
        for back in [&index, &Index::load(&file)] {
            assert_eq!(back.len(), 3);
            assert_eq!(back.get(Path::new("d"), &stat(9)), Some(entry(9, 3)));
            assert_eq!(back.get(Path::new("b"), &stat(1)), None);
            assert_eq!(back.get(Path::new("f"), &stat(1)), None);
            assert_eq!(back.get(Path::new("e"), &stat(1)), Some(entry(1, 2)));
        }
    }
}
