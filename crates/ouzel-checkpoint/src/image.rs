//! What a path held at one moment, as much as restoring it needs: a file's content (by hash)
//! and mode, a symlink's target, a directory's mode, or nothing.

use crate::Error;
use crate::objects::{Objects, hash_file};
use crate::scan::{Kind, Stat};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A path's state at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Image {
    /// Nothing there.
    Absent,
    /// A file whose content is stored under `hash`.
    File {
        /// SHA-256 of the content.
        hash: String,
        /// Permission bits.
        mode: u32,
        /// Bytes.
        size: u64,
    },
    /// A file larger than the size limit: its hash is known (changes are noticed) but its
    /// content was not kept, so it cannot be restored.
    TooLarge {
        /// SHA-256 of the content.
        hash: String,
        /// Permission bits.
        mode: u32,
        /// Bytes.
        size: u64,
    },
    /// A symbolic link.
    Symlink {
        /// Where it points.
        target: PathBuf,
    },
    /// A directory.
    Dir {
        /// Permission bits.
        mode: u32,
    },
}

impl Image {
    /// Whether two images show the same thing (a kept and an unkept file with one hash and
    /// mode are the same file).
    pub fn same(&self, other: &Self) -> bool {
        match (self.content(), other.content()) {
            (Some(a), Some(b)) => a == b,
            _ => match (self, other) {
                (Self::Dir { .. }, Self::Dir { .. }) => true,
                _ => self == other,
            },
        }
    }

    fn content(&self) -> Option<(&str, u32)> {
        match self {
            Self::File { hash, mode, .. } | Self::TooLarge { hash, mode, .. } => Some((hash, *mode)),
            _ => None,
        }
    }

    /// Whether something is there.
    pub fn exists(&self) -> bool {
        *self != Self::Absent
    }

    /// Whether it is a file or a symlink (something a directory cannot be created over).
    pub(crate) fn is_leaf(&self) -> bool {
        matches!(self, Self::File { .. } | Self::TooLarge { .. } | Self::Symlink { .. })
    }

    /// The image of `path` seen with `stat`, its content stored in `objects` when it is a file
    /// of at most `max_size` bytes. A path gone since the scan is absent.
    pub(crate) fn take(objects: &Objects, path: &Path, stat: &Stat, max_size: u64) -> Result<Self, Error> {
        let gone = |e: &std::io::Error| e.kind() == std::io::ErrorKind::NotFound;
        Ok(match stat.kind {
            Kind::Dir => Self::Dir { mode: stat.mode },
            Kind::Symlink => match std::fs::read_link(path) {
                Ok(target) => Self::Symlink { target },
                Err(e) if gone(&e) => Self::Absent,
                Err(e) => return Err(Error::io("reading the link", path)(e)),
            },
            Kind::File if stat.size > max_size => match hash_file(path) {
                Ok(hash) => Self::TooLarge {
                    hash,
                    mode: stat.mode,
                    size: stat.size,
                },
                Err(e) if gone(&e) => Self::Absent,
                Err(e) => return Err(Error::io("reading", path)(e)),
            },
            Kind::File => match std::fs::read(path) {
                Ok(bytes) => Self::File {
                    hash: objects.put(&bytes)?,
                    mode: stat.mode,
                    size: bytes.len() as u64,
                },
                Err(e) if gone(&e) => Self::Absent,
                Err(e) => return Err(Error::io("reading", path)(e)),
            },
        })
    }

    /// What `path` holds now, without storing anything.
    pub(crate) fn look(path: &Path) -> Result<Self, Error> {
        let meta = match std::fs::symlink_metadata(path) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Self::Absent),
            Err(e) => return Err(Error::io("looking at", path)(e)),
        };
        let stat = Stat::of(&meta);
        Ok(match stat.kind {
            Kind::File => Self::File {
                hash: hash_file(path).map_err(Error::io("reading", path))?,
                mode: stat.mode,
                size: stat.size,
            },
            Kind::Dir => Self::Dir { mode: stat.mode },
            Kind::Symlink => Self::Symlink {
                target: std::fs::read_link(path).map_err(Error::io("reading the link", path))?,
            },
        })
    }

    /// A short description, for conflict lists.
    pub(crate) fn describe(&self) -> &'static str {
        match self {
            Self::Absent => "absent",
            Self::File { .. } | Self::TooLarge { .. } => "a file",
            Self::Symlink { .. } => "a symlink",
            Self::Dir { .. } => "a directory",
        }
    }
}
