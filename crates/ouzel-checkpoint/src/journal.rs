//! A session's checkpoint journal: one JSON record per line, appended, never rewritten
//! (`sessions/SESSION.jsonl`). A line cut short by a crash at the end is ignored; any other
//! unreadable line is an error naming it.

use crate::Error;
use crate::image::Image;
use chrono::{DateTime, Utc};
use ouzel_core::ToolCallId;
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

/// One journal record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(crate) enum Record {
    /// A user turn that changed files; written before its first change.
    Turn {
        /// The journal's number for it (1, 2, …).
        turn: u64,
        /// The prompt's timestamp, as committed to the session (links the turn to its message).
        at: DateTime<Utc>,
        /// The prompt's beginning.
        prompt: String,
        /// The workspace it ran in.
        workspace: PathBuf,
        /// The extra directories checkpointed with it (absolute, canonical).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        extra_dirs: Vec<PathBuf>,
    },
    /// One path changed by a call of `turn`.
    Change {
        turn: u64,
        /// Relative to the workspace; absolute in one of the turn's extra directories.
        path: PathBuf,
        before: Image,
        after: Image,
        /// The call that changed it (absent in journals written before calls were named).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        call: Option<ToolCallId>,
    },
    /// A rewind undid every change of turns from `from_turn` on recorded before it.
    Rewound { from_turn: u64, at: DateTime<Utc> },
}

#[derive(Debug, Clone)]
pub(crate) struct Journal {
    path: PathBuf,
}

impl Journal {
    pub(crate) fn new(path: PathBuf) -> Self {
        Self { path }
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Appends `records` in one write.
    pub(crate) fn append(&self, records: &[Record]) -> Result<(), Error> {
        if records.is_empty() {
            return Ok(());
        }
        let mut text = String::new();
        for r in records {
            // Our own types always serialize.
            text.push_str(&serde_json::to_string(r).unwrap_or_default());
            text.push('\n');
        }
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(Error::io("creating", dir))?;
        }
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(Error::io("appending to the checkpoint journal", &self.path))
    }

    /// Every record; none when the session never changed a file.
    pub(crate) fn read(&self) -> Result<Vec<Record>, Error> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(Error::io("reading the checkpoint journal", &self.path)(e)),
        };
        let complete = text.ends_with('\n');
        let lines: Vec<&str> = text.lines().collect();
        let mut out = Vec::with_capacity(lines.len());
        for (i, line) in lines.iter().enumerate() {
            match serde_json::from_str::<Record>(line) {
                Ok(r) => out.push(r),
                // The last write was cut short: that record never happened.
                Err(_) if i + 1 == lines.len() && !complete => {}
                Err(e) => {
                    return Err(Error::Journal {
                        path: self.path.clone(),
                        line: i + 1,
                        message: e.to_string(),
                    });
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_torn_last_line_is_ignored_and_a_damaged_line_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let j = Journal::new(dir.path().join("s.jsonl"));
        assert!(j.read().unwrap().is_empty());
        let r = Record::Rewound {
            from_turn: 2,
            at: Utc::now(),
        };
        j.append(std::slice::from_ref(&r)).unwrap();
        let mut f = std::fs::OpenOptions::new().append(true).open(j.path()).unwrap();
        f.write_all(b"{\"type\":\"chan").unwrap();
        assert_eq!(j.read().unwrap(), [r]);
        f.write_all(b"\n").unwrap();
        let err = j.read().unwrap_err().to_string();
        assert!(err.contains("line 2") && err.contains("--conversation"), "{err}");
    }
}
