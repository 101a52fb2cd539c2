//! Large payloads out of the workflow's history: a tool output longer than the run's limit is
//! written to a content-addressed file (named by its SHA-256) and travels through Temporal as a
//! short reference; the model activity reads it back before calling the model, and the client
//! before printing the event or saving the step. Every copy the history would hold (the tool
//! activity's result, its `tool_result` event, each later model call's input, a continued run's
//! input) is then a reference of about 90 bytes.
//!
//! The files live in `OUZEL_TEMPORAL_BLOBS`, or `blobs/` beside the session database. Workers
//! and the `ouzel exec` following a run must see the same directory: one machine does; a fleet
//! sets `OUZEL_TEMPORAL_BLOBS` to a directory they share.
//!
//! ```
//! let dir = std::env::temp_dir().join(format!("ouzel-blobs-doc-{}", std::process::id()));
//! let blobs = ouzel_temporal::Blobs::at(dir.clone());
//! let long = "x".repeat(10_000);
//! let r = blobs.put(&long).unwrap();
//! assert!(ouzel_temporal::Blobs::is_ref(&r) && r.len() < 100);
//! assert_eq!(blobs.get(&r).unwrap(), long);
//! # std::fs::remove_dir_all(dir).unwrap();
//! ```

use ouzel::core::{AgentEvent, ContentBlock, Message};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What a reference starts with: a control character no tool output starts with, then a tag.
const PREFIX: &str = "\u{1}ouzel-blob:sha256:";

/// A directory of content-addressed payloads.
#[derive(Debug, Clone)]
pub struct Blobs {
    dir: PathBuf,
}

impl Blobs {
    /// The payloads in `dir`.
    pub fn at(dir: PathBuf) -> Self {
        Self { dir }
    }

    /// The directory of this machine: `OUZEL_TEMPORAL_BLOBS`, or `blobs/` beside the session
    /// database.
    pub fn default_dir() -> Result<PathBuf, String> {
        if let Some(dir) = std::env::var_os(ouzel::env::OUZEL_TEMPORAL_BLOBS).filter(|d| !d.is_empty()) {
            return Ok(PathBuf::from(dir));
        }
        let db = ouzel::store::default_path().map_err(|e| e.to_string())?;
        Ok(db.parent().unwrap_or(Path::new(".")).join("blobs"))
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether `text` is a reference.
    pub fn is_ref(text: &str) -> bool {
        text.starts_with(PREFIX)
    }

    /// Stores `text` (once: the same text is the same file) and returns its reference. Blocks.
    pub fn put(&self, text: &str) -> Result<String, String> {
        let hash: String = Sha256::digest(text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let path = self.dir.join(&hash);
        if !path.exists() {
            // Tool outputs can be as private as the session: the directory is the user's only.
            ouzel::store::private::create_dir_all(&self.dir)
                .and_then(|()| ouzel::store::private::tighten(&self.dir, 0o700))
                .map_err(|e| format!("creating {}: {e}", self.dir.display()))?;
            // Written whole under another name, then renamed: a reader never sees half a file.
            let tmp = self.dir.join(format!(".{hash}.{}", std::process::id()));
            let written = std::fs::OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .mode_private()
                .open(&tmp)
                .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|()| f.sync_all()))
                .and_then(|()| std::fs::rename(&tmp, &path));
            if let Err(e) = written {
                let _ = std::fs::remove_file(&tmp);
                return Err(format!("writing {}: {e}", path.display()));
            }
        }
        Ok(format!("{PREFIX}{hash}:{}", text.len()))
    }

    /// The text a reference names. Blocks.
    pub fn get(&self, reference: &str) -> Result<String, String> {
        let rest = reference
            .strip_prefix(PREFIX)
            .ok_or_else(|| "not a payload reference".to_owned())?;
        let hash = rest.split(':').next().unwrap_or_default();
        if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("a malformed payload reference ({hash})"));
        }
        let path = self.dir.join(hash);
        std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "a large payload of this run is not in {}: {e}. Workers and `ouzel exec` must share it (set {} to a directory they all see)",
                self.dir.display(),
                ouzel::env::OUZEL_TEMPORAL_BLOBS
            )
        })
    }

    /// Stores the content of a result block and of its `tool_result` event when it is longer
    /// than `limit` bytes (0: never), leaving references in their place. Blocks.
    pub fn stash(&self, limit: usize, result: &mut ContentBlock, events: &mut [AgentEvent]) -> Result<(), String> {
        if limit == 0 {
            return Ok(());
        }
        let ContentBlock::ToolResult {
            tool_use_id, content, ..
        } = result
        else {
            return Ok(());
        };
        if content.len() <= limit {
            return Ok(());
        }
        let reference = self.put(content)?;
        for ev in events {
            if let AgentEvent::ToolResult { id, content: c, .. } = ev
                && id == tool_use_id
                && c == content
            {
                c.clone_from(&reference);
            }
        }
        *content = reference;
        Ok(())
    }

    /// Puts back the texts the references in `messages` name. Blocks.
    pub fn resolve_messages(&self, messages: &mut [Message]) -> Result<(), String> {
        for m in messages {
            for block in &mut m.content {
                if let ContentBlock::ToolResult { content, .. } = block
                    && Self::is_ref(content)
                {
                    *content = self.get(content)?;
                }
            }
        }
        Ok(())
    }

    /// Puts back the text a `tool_result` event's reference names. Blocks.
    pub fn resolve_event(&self, event: &mut AgentEvent) -> Result<(), String> {
        if let AgentEvent::ToolResult { content, .. } = event
            && Self::is_ref(content)
        {
            *content = self.get(content)?;
        }
        Ok(())
    }
}

/// Files only the user reads.
trait PrivateMode {
    fn mode_private(&mut self) -> &mut Self;
}

impl PrivateMode for std::fs::OpenOptions {
    fn mode_private(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.mode(0o600)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel::core::ToolCallId;

    #[test]
    fn a_long_result_and_its_event_become_one_reference_and_come_back_whole() {
        let dir = tempfile_dir();
        let blobs = Blobs::at(dir.clone());
        let long = "line\n".repeat(5_000);
        let id = ToolCallId::new("call_1");
        let mut block = ContentBlock::tool_result(id.clone(), long.clone(), false);
        let mut events = vec![AgentEvent::ToolResult {
            id: id.clone(),
            name: "shell".into(),
            content: long.clone(),
            is_error: false,
            cached: false,
            duration_ms: 1,
            metadata: None,
            diff: None,
        }];
        blobs.stash(1024, &mut block, &mut events).unwrap();
        let ContentBlock::ToolResult { content, .. } = &block else {
            panic!()
        };
        assert!(Blobs::is_ref(content) && content.len() < 100, "{content}");
        let AgentEvent::ToolResult { content: ev, .. } = &events[0] else {
            panic!()
        };
        assert_eq!(ev, content);
        let mut messages = vec![Message {
            content: vec![block.clone()],
            ..Message::user("")
        }];
        blobs.resolve_messages(&mut messages).unwrap();
        assert_eq!(
            messages[0].content[0],
            ContentBlock::tool_result(id, long.clone(), false)
        );
        blobs.resolve_event(&mut events[0]).unwrap();
        assert!(matches!(&events[0], AgentEvent::ToolResult { content, .. } if *content == long));
        // A short one stays as it is; a missing file is named with what to do.
        let mut short = ContentBlock::tool_result(ToolCallId::new("c2"), "ok", false);
        blobs.stash(1024, &mut short, &mut []).unwrap();
        assert_eq!(short, ContentBlock::tool_result(ToolCallId::new("c2"), "ok", false));
        let elsewhere = Blobs::at(dir.join("nowhere"));
        let err = elsewhere.get(content).unwrap_err();
        assert!(err.contains("OUZEL_TEMPORAL_BLOBS") && err.contains("nowhere"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    fn tempfile_dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!(
            "ouzel-blobs-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}
