//! The tool result cache. Unlike pygent's, it never serves a stale read: writes invalidate
//! every entry whose paths overlap what they wrote, a tool with unknown effects clears it, and a
//! cached read is revalidated against its files' size and modification time before it is served.

use crate::executor::paths_conflict;
use crate::tool::ToolOutput;
use moka::sync::Cache;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime};

/// What identifies a file's content cheaply: its size and modification time.
type Stamp = Option<(u64, SystemTime)>;

#[derive(Clone)]
struct Entry {
    output: Arc<ToolOutput>,
    stamps: Arc<[(PathBuf, Stamp)]>,
    ttl: Duration,
}

struct PerEntryTtl;

impl moka::Expiry<String, Entry> for PerEntryTtl {
    fn expire_after_create(&self, _key: &String, value: &Entry, _created_at: Instant) -> Option<Duration> {
        Some(value.ttl)
    }
}

/// A bounded LRU cache of tool results with a TTL per entry.
#[derive(Clone)]
pub struct ToolCache {
    entries: Cache<String, Entry>,
    hits: Arc<AtomicU64>,
    misses: Arc<AtomicU64>,
}

impl std::fmt::Debug for ToolCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ToolCache")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

impl Default for ToolCache {
    fn default() -> Self {
        Self::new(1024)
    }
}

impl ToolCache {
    /// A cache holding at most `capacity` results.
    pub fn new(capacity: u64) -> Self {
        Self {
            entries: Cache::builder()
                .max_capacity(capacity)
                .expire_after(PerEntryTtl)
                .build(),
            hits: Arc::default(),
            misses: Arc::default(),
        }
    }

    /// The key: tool name and canonical (key-sorted) JSON of the arguments.
    pub fn key(tool: &str, input: &serde_json::Value) -> String {
        // Sorted here, not by relying on serde_json's map: a dependency that turns on its
        // `preserve_order` feature (the ACP SDK does) makes maps keep their insertion order.
        let mut key = format!("{tool}\u{0}");
        canonical(input, &mut key);
        key
    }

    /// A fresh result for this key, if any. An entry whose files changed is dropped.
    pub fn get(&self, key: &str) -> Option<ToolOutput> {
        let hit = self.entries.get(key).filter(|e| {
            let fresh = e.stamps.iter().all(|(p, s)| stamp(p) == *s);
            if !fresh {
                self.entries.invalidate(key);
            }
            fresh
        });
        match hit {
            Some(e) => {
                self.hits.fetch_add(1, Ordering::Relaxed);
                Some(ToolOutput::clone(&e.output))
            }
            None => {
                self.misses.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    /// Stores a result; `paths` are the (normalised) files it was read from.
    pub fn insert(&self, key: String, output: &ToolOutput, paths: &[PathBuf], ttl: Duration) {
        let stamps: Vec<(PathBuf, Stamp)> = paths.iter().map(|p| (p.clone(), stamp(p))).collect();
        self.entries.insert(
            key,
            Entry {
                output: Arc::new(output.clone()),
                stamps: stamps.into(),
                ttl,
            },
        );
    }

    /// Drops every entry whose paths overlap `written` (component-wise).
    pub fn invalidate_paths(&self, written: &[PathBuf]) {
        let stale: Vec<Arc<String>> = self
            .entries
            .iter()
            .filter(|(_, e)| {
                let paths: Vec<PathBuf> = e.stamps.iter().map(|(p, _)| p.clone()).collect();
                paths_conflict(&paths, written)
            })
            .map(|(k, _)| k)
            .collect();
        for k in stale {
            self.entries.invalidate(k.as_str());
        }
    }

    /// Drops everything (after a call with unknown effects).
    pub fn clear(&self) {
        self.entries.invalidate_all();
    }

    /// Hits and misses so far.
    pub fn stats(&self) -> (u64, u64) {
        (self.hits.load(Ordering::Relaxed), self.misses.load(Ordering::Relaxed))
    }
}

// A stat is a single syscall on a local file; doing it inline keeps a cache hit in microseconds
// rather than paying a trip through the blocking pool.
/// `value` as JSON with every object's keys sorted, appended to `out`.
fn canonical(value: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let mut entries: Vec<_> = map.iter().collect();
            entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (i, (k, v)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(k.clone()).to_string());
                out.push(':');
                canonical(v, out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(v, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

fn stamp(path: &std::path::Path) -> Stamp {
    let m = std::fs::metadata(path).ok()?;
    Some((m.len(), m.modified().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn keys_are_canonical() {
        assert_eq!(
            ToolCache::key("t", &json!({"b": 1, "a": 2})),
            ToolCache::key("t", &serde_json::from_str::<Value>(r#"{"a":2,"b":1}"#).unwrap())
        );
    }

    #[test]
    fn a_changed_file_is_not_served_from_cache() {
        let dir = std::env::temp_dir().join(format!("ouzel-cache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("a.txt");
        std::fs::write(&f, "one").unwrap();
        let cache = ToolCache::new(10);
        cache.insert(
            "k".into(),
            &ToolOutput::text("one"),
            std::slice::from_ref(&f),
            Duration::from_secs(30),
        );
        assert_eq!(cache.get("k").unwrap().content, "one");
        std::fs::write(&f, "two!").unwrap();
        assert!(cache.get("k").is_none(), "size changed: revalidation drops the entry");
        assert_eq!(cache.stats(), (1, 1));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn writes_invalidate_overlapping_entries_only() {
        let cache = ToolCache::new(10);
        let ttl = Duration::from_secs(30);
        cache.insert(
            "src".into(),
            &ToolOutput::text("x"),
            &[PathBuf::from("/nonexistent/src/a")],
            ttl,
        );
        cache.insert(
            "srcab".into(),
            &ToolOutput::text("y"),
            &[PathBuf::from("/nonexistent/src/ab")],
            ttl,
        );
        cache.invalidate_paths(&[PathBuf::from("/nonexistent/src/a")]);
        assert!(cache.get("src").is_none());
        assert!(cache.get("srcab").is_some());
        cache.clear();
        assert!(cache.get("srcab").is_none());
    }

    #[test]
    fn entries_expire_after_their_ttl() {
        let cache = ToolCache::new(10);
        cache.insert("k".into(), &ToolOutput::text("v"), &[], Duration::from_millis(1));
        std::thread::sleep(Duration::from_millis(20));
        assert!(cache.get("k").is_none());
    }
}
