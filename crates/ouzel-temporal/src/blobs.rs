//! Large payloads out of the workflow's history: a tool output, a call's arguments, a model's
//! text, a diff or an approval preview longer than the run's limit is written to a
//! content-addressed file (named by its SHA-256) and travels through Temporal as a short
//! reference; the activities read it back before calling the model or running the call, and the
//! client before printing the event or saving the step. Every copy the history would hold (an
//! activity's result or input, its events, each later model call's input, a continued run's
//! input) is then a reference of about 90 bytes. Arguments are referred to by an object of one
//! key, so the workflow still reads the call as one with arguments.
//!
//! The files live in `OUZEL_TEMPORAL_BLOBS`, or `blobs/` beside the session database. Workers
//! and the `ouzel exec` following a run must see the same directory: one machine does; a fleet
//! sets `OUZEL_TEMPORAL_BLOBS` to a directory they share.
//!
//! Removal: the same text is one file, which runs of several sessions may share, so each
//! session that stores a payload also leaves a mark of it (`runs/SESSION/HASH`, empty). When a
//! session's run is over and its follower has saved every step ([`Blobs::release`]), or the
//! session is deleted, its marks go, and so does every payload no other session marks. A lock
//! file (`.lock`) orders storing against removing, so a payload another run is storing at that
//! moment is never removed under it.
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
    /// Nothing removes it: [`Blobs::put_for`] stores a session's.
    pub fn put(&self, text: &str) -> Result<String, String> {
        self.make_dir()?;
        self.write(text)
    }

    /// Stores `text` for `session`'s run, marking it as the session's (see [`Blobs::release`]),
    /// and returns its reference. Blocks.
    pub fn put_for(&self, session: &str, text: &str) -> Result<String, String> {
        self.make_dir()?;
        let _lock = self.lock()?;
        let hash = digest(text);
        let marks = self.dir.join(RUNS).join(mark_name(session));
        ouzel::store::private::create_dir_all(&marks)
            .and_then(|()| {
                std::fs::OpenOptions::new()
                    .write(true)
                    .create(true)
                    .truncate(false)
                    .mode_private()
                    .open(marks.join(&hash))
            })
            .map_err(|e| format!("marking a payload in {}: {e}", marks.display()))?;
        self.write(text)
    }

    /// Removes `session`'s marks, and the payloads no other session marks; returns how many
    /// payloads were removed. For when the session's run is over and every step of it is saved
    /// (the references in its history are never read again), or the session is deleted. Blocks.
    pub fn release(&self, session: &str) -> Result<usize, String> {
        let runs = self.dir.join(RUNS);
        let marks = runs.join(mark_name(session));
        if !marks.is_dir() {
            return Ok(0);
        }
        let _lock = self.lock()?;
        let read = |d: &Path| -> Result<Vec<String>, String> {
            std::fs::read_dir(d)
                .map_err(|e| format!("reading {}: {e}", d.display()))?
                .map(|e| {
                    e.map(|e| e.file_name().to_string_lossy().into_owned())
                        .map_err(|e| format!("reading {}: {e}", d.display()))
                })
                .collect()
        };
        let hashes = read(&marks)?;
        std::fs::remove_dir_all(&marks).map_err(|e| format!("removing {}: {e}", marks.display()))?;
        let others = read(&runs)?;
        let mut removed = 0;
        for hash in hashes.iter().filter(|h| is_hash(h)) {
            if others.iter().any(|o| runs.join(o).join(hash).exists()) {
                continue;
            }
            match std::fs::remove_file(self.dir.join(hash)) {
                Ok(()) => removed += 1,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(format!("removing {}: {e}", self.dir.join(hash).display())),
            }
        }
        Ok(removed)
    }

    /// The directory, made the user's only: tool outputs can be as private as the session.
    fn make_dir(&self) -> Result<(), String> {
        ouzel::store::private::create_dir_all(&self.dir)
            .and_then(|()| ouzel::store::private::tighten(&self.dir, 0o700))
            .map_err(|e| format!("creating {}: {e}", self.dir.display()))
    }

    /// The directory's lock, held until dropped: storing and removing exclude each other.
    fn lock(&self) -> Result<std::fs::File, String> {
        let path = self.dir.join(".lock");
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .mode_private()
            .open(&path)
            .map_err(|e| format!("opening {}: {e}", path.display()))?;
        file.lock().map_err(|e| format!("locking {}: {e}", path.display()))?;
        Ok(file)
    }

    /// Writes `text` under its hash unless it is there; its reference.
    fn write(&self, text: &str) -> Result<String, String> {
        let hash = digest(text);
        let path = self.dir.join(&hash);
        if !path.exists() {
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
        if !is_hash(hash) {
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
    /// than `limit` bytes (0: never), as `session`'s, leaving references in their place. Blocks.
    pub fn stash(
        &self,
        session: &str,
        limit: usize,
        result: &mut ContentBlock,
        events: &mut [AgentEvent],
    ) -> Result<(), String> {
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
        let reference = self.put_for(session, content)?;
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

    /// Stores `text` as `session`'s when it is longer than `limit` bytes (0: never), leaving
    /// its reference in its place. Blocks.
    pub fn stash_text(&self, session: &str, limit: usize, text: &mut String) -> Result<(), String> {
        if limit > 0 && text.len() > limit && !Self::is_ref(text) {
            *text = self.put_for(session, text)?;
        }
        Ok(())
    }

    /// Stores a call's argument text (a JSON object) as `session`'s when it is longer than
    /// `limit` bytes, leaving in its place an object holding only its reference, so the call
    /// still reads as one with arguments where it is only carried (the workflow schedules it by
    /// them). Arguments that are not a JSON object stay: the model is told their problem. Blocks.
    pub fn stash_args(&self, session: &str, limit: usize, raw: &mut String) -> Result<(), String> {
        if limit == 0 || raw.len() <= limit {
            return Ok(());
        }
        match serde_json::from_str::<serde_json::Value>(raw) {
            Ok(v) if v.is_object() && args_ref(&v).is_none() => {}
            _ => return Ok(()),
        }
        let reference = self.put_for(session, raw)?;
        *raw = serde_json::json!({ ARGS_KEY: reference }).to_string();
        Ok(())
    }

    /// Stores a call's arguments in an event like [`Blobs::stash_args`]. Blocks.
    pub fn stash_value(&self, session: &str, limit: usize, value: &mut serde_json::Value) -> Result<(), String> {
        if limit == 0 || !value.is_object() || args_ref(value).is_some() {
            return Ok(());
        }
        let raw = value.to_string();
        if raw.len() > limit {
            *value = serde_json::json!({ ARGS_KEY: self.put_for(session, &raw)? });
        }
        Ok(())
    }

    /// The argument text a reference left by [`Blobs::stash_args`] stands for. Blocks.
    pub fn resolve_args(&self, raw: &mut String) -> Result<(), String> {
        if raw.len() < 200
            && let Ok(v) = serde_json::from_str::<serde_json::Value>(raw)
            && let Some(r) = args_ref(&v)
        {
            *raw = self.get(r)?;
        }
        Ok(())
    }

    fn resolve_text(&self, text: &mut String) -> Result<(), String> {
        if Self::is_ref(text) {
            *text = self.get(text)?;
        }
        Ok(())
    }

    fn resolve_value(&self, value: &mut serde_json::Value) -> Result<(), String> {
        if let Some(r) = args_ref(value) {
            let raw = self.get(r)?;
            *value = serde_json::from_str(&raw).map_err(|e| format!("a stored call's arguments do not parse: {e}"))?;
        }
        Ok(())
    }

    /// Puts back the texts the references in `messages` name: tool outputs, the model's texts,
    /// calls' arguments. Blocks.
    pub fn resolve_messages(&self, messages: &mut [Message]) -> Result<(), String> {
        for m in messages {
            for block in &mut m.content {
                match block {
                    ContentBlock::ToolResult { content, .. } => self.resolve_text(content)?,
                    ContentBlock::Text { text, .. } => self.resolve_text(text)?,
                    ContentBlock::ToolUse { input, .. } => self.resolve_value(input)?,
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Puts back the texts an event's references name. Blocks.
    pub fn resolve_event(&self, event: &mut AgentEvent) -> Result<(), String> {
        match event {
            AgentEvent::ToolResult { content, diff, .. } => {
                self.resolve_text(content)?;
                if let Some(d) = diff {
                    self.resolve_text(d)?;
                }
            }
            AgentEvent::TextDelta { text } | AgentEvent::Text { text } => self.resolve_text(text)?,
            AgentEvent::ToolCallDelta { delta, .. } => self.resolve_args(delta)?,
            AgentEvent::ToolCall { input, .. } => self.resolve_value(input)?,
            AgentEvent::ApprovalRequested { input, preview, .. } => {
                self.resolve_value(input)?;
                if let Some(p) = preview {
                    self.resolve_text(p)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Keeps the long parts of a tool activity's events out of the history: a `tool_result`'s
    /// diff, an `approval_requested`'s arguments and preview. Blocks.
    pub fn stash_tool_events(&self, session: &str, limit: usize, events: &mut [AgentEvent]) -> Result<(), String> {
        for ev in events {
            match ev {
                AgentEvent::ToolResult { diff: Some(d), .. } => self.stash_text(session, limit, d)?,
                AgentEvent::ApprovalRequested { input, preview, .. } => {
                    self.stash_value(session, limit, input)?;
                    if let Some(p) = preview {
                        self.stash_text(session, limit, p)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Where the marks of sessions are.
const RUNS: &str = "runs";

/// The one key of the object standing for stored call arguments.
const ARGS_KEY: &str = "\u{1}ouzel-blob";

/// The reference in an object standing for stored call arguments.
fn args_ref(v: &serde_json::Value) -> Option<&str> {
    let map = v.as_object()?;
    if map.len() != 1 {
        return None;
    }
    map.get(ARGS_KEY)?.as_str().filter(|r| Blobs::is_ref(r))
}

fn digest(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn is_hash(name: &str) -> bool {
    name.len() == 64 && name.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The directory name of a session's marks: its id, when that is a plain name (ids are), else
/// the id's hash (a workflow id is anyone's text).
fn mark_name(session: &str) -> String {
    let plain = !session.is_empty()
        && session.len() <= 128
        && !session.starts_with('.')
        && session
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    if plain { session.to_owned() } else { digest(session) }
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
        blobs.stash("s1", 1024, &mut block, &mut events).unwrap();
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
        blobs.stash("s1", 1024, &mut short, &mut []).unwrap();
        assert_eq!(short, ContentBlock::tool_result(ToolCallId::new("c2"), "ok", false));
        let elsewhere = Blobs::at(dir.join("nowhere"));
        let err = elsewhere.get(content).unwrap_err();
        assert!(err.contains("OUZEL_TEMPORAL_BLOBS") && err.contains("nowhere"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_payload_goes_when_the_last_session_marking_it_is_released() {
        let dir = tempfile_dir().join("release");
        let blobs = Blobs::at(dir.clone());
        let (shared, own) = ("s".repeat(9_000), "o".repeat(9_000));
        let r_shared = blobs.put_for("session-a", &shared).unwrap();
        assert_eq!(blobs.put_for("session-b", &shared).unwrap(), r_shared);
        let r_own = blobs.put_for("session-a", &own).unwrap();
        let files = |d: &Path| {
            std::fs::read_dir(d)
                .unwrap()
                .filter_map(|e| e.ok())
                .filter(|e| e.path().is_file() && is_hash(&e.file_name().to_string_lossy()))
                .count()
        };
        assert_eq!(files(&dir), 2);
        // a's own payload goes; the one b still marks stays, readable.
        assert_eq!(blobs.release("session-a").unwrap(), 1);
        assert!(blobs.get(&r_own).is_err());
        assert_eq!(blobs.get(&r_shared).unwrap(), shared);
        // Releasing again, or a session that stored nothing, removes nothing.
        assert_eq!(blobs.release("session-a").unwrap(), 0);
        assert_eq!(blobs.release("never-ran").unwrap(), 0);
        assert_eq!(blobs.release("session-b").unwrap(), 1);
        assert_eq!(files(&dir), 0);
        assert_eq!(std::fs::read_dir(dir.join(RUNS)).unwrap().count(), 0);
        // An id that is no plain name cannot reach outside the marks' directory.
        blobs.put_for("../../escape", &own).unwrap();
        assert!(!dir.join("../escape").exists());
        assert_eq!(blobs.release("../../escape").unwrap(), 1);
        std::fs::remove_dir_all(tempfile_dir()).ok();
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
