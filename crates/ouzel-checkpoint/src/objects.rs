//! The content-addressed object store: each file content once, named by its SHA-256, under
//! `objects/ab/cdef…`. Written to a temporary file and renamed, so an object is whole or absent;
//! read back with its hash checked, so a damaged object is reported, never restored.

use crate::Error;
use sha2::{Digest, Sha256};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Content store rooted at a directory.
#[derive(Debug, Clone)]
pub(crate) struct Objects {
    dir: PathBuf,
}

/// Why a stored object cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unusable {
    /// Not there.
    Missing,
    /// There, but its content no longer has its hash.
    Corrupt,
}

impl Objects {
    pub(crate) fn new(dir: PathBuf) -> Self {
        Self { dir }
    }

    fn path(&self, hash: &str) -> PathBuf {
        let (a, b) = hash.split_at(hash.len().min(2));
        self.dir.join(a).join(b)
    }

    /// Stores `bytes` (if not stored yet); returns their hash.
    pub(crate) fn put(&self, bytes: &[u8]) -> Result<String, Error> {
        let hash = hash(bytes);
        let path = self.path(&hash);
        if path.exists() {
            return Ok(hash);
        }
        let parent = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(parent).map_err(Error::io("creating", parent))?;
        let tmp = parent.join(format!(".tmp-{}-{}", std::process::id(), unique()));
        let write = || -> std::io::Result<()> {
            let mut f = std::fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            std::fs::rename(&tmp, &path)
        };
        write().map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Error::Io {
                op: "storing a checkpoint object in",
                path: parent.to_path_buf(),
                source: e,
            }
        })?;
        Ok(hash)
    }

    /// The content stored under `hash`, checked against it.
    pub(crate) fn get(&self, hash: &str) -> Result<Vec<u8>, Unusable> {
        let mut bytes = Vec::new();
        std::fs::File::open(self.path(hash))
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map_err(|_| Unusable::Missing)?;
        if self::hash(&bytes) != hash {
            return Err(Unusable::Corrupt);
        }
        Ok(bytes)
    }
}

impl Objects {
    /// Removes every stored content (and left-over temporary file) whose hash is not in
    /// `named` and which is older than `grace`.
    pub(crate) fn remove_unnamed(
        &self,
        named: &std::collections::HashSet<String>,
        grace: std::time::Duration,
    ) -> Result<crate::Collected, Error> {
        let mut done = crate::Collected::default();
        let fans = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(done),
            Err(e) => return Err(Error::io("reading", &self.dir)(e)),
        };
        let now = std::time::SystemTime::now();
        for fan in fans.filter_map(Result::ok) {
            let prefix = fan.file_name().to_string_lossy().into_owned();
            let Ok(entries) = std::fs::read_dir(fan.path()) else {
                continue;
            };
            for entry in entries.filter_map(Result::ok) {
                let name = entry.file_name().to_string_lossy().into_owned();
                let hash = format!("{prefix}{name}");
                let Ok(meta) = entry.metadata() else { continue };
                let young = meta
                    .modified()
                    .ok()
                    .and_then(|m| now.duration_since(m).ok())
                    .is_none_or(|age| age < grace);
                if young || (!name.starts_with(".tmp-") && named.contains(&hash)) {
                    done.kept += 1;
                    continue;
                }
                let path = entry.path();
                std::fs::remove_file(&path).map_err(Error::io("removing the unused checkpoint content", &path))?;
                done.removed += 1;
                done.bytes += meta.len();
            }
            // An emptied fan directory goes too (fails harmlessly when not empty).
            let _ = std::fs::remove_dir(fan.path());
        }
        Ok(done)
    }
}

/// The hex SHA-256 of `bytes`.
pub(crate) fn hash(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// The hex SHA-256 of a file's content, streamed (for files too large to keep).
pub(crate) fn hash_file(path: &Path) -> std::io::Result<String> {
    let mut f = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = f.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hex(&hasher.finalize()))
}

/// Lower-case hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// The 32 bytes a hex SHA-256 stands for; `None` for anything else.
pub(crate) fn unhex(hex: &str) -> Option<[u8; 32]> {
    let digits = hex.as_bytes();
    if digits.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let digit = |c: u8| char::from(c).to_digit(16);
        *byte = u8::try_from(digit(pair[0])? * 16 + digit(pair[1])?).ok()?;
    }
    Some(out)
}

/// A number no other temporary file of this process uses.
pub(crate) fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_is_stored_once_and_damage_is_noticed() {
        let dir = tempfile::tempdir().unwrap();
        let objects = Objects::new(dir.path().to_path_buf());
        let h = objects.put(b"hello").unwrap();
        assert_eq!(h, "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
        assert_eq!(objects.put(b"hello").unwrap(), h);
        assert_eq!(objects.get(&h).unwrap(), b"hello");
        std::fs::write(objects.path(&h), b"jello").unwrap();
        assert_eq!(objects.get(&h), Err(Unusable::Corrupt));
        std::fs::remove_file(objects.path(&h)).unwrap();
        assert_eq!(objects.get(&h), Err(Unusable::Missing));
    }
}
