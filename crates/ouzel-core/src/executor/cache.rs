//! Cache layer: a read-only tool's result is served again while fresh (the cache revalidates
//! it against its files), and whatever a call may have written drops the cached reads it could
//! have made stale — even when the call failed, since a failed write may have written.

use super::layer::{Call, Done, Layer, Next, Reply};
use crate::cache::ToolCache;
use crate::tool::Effects;

/// Serves and stores results per the tool's [`Effects`].
pub(crate) struct Cache {
    cache: ToolCache,
}

impl Cache {
    /// A layer over `cache` (shared with the executor, which reports its hits).
    pub(crate) fn new(cache: ToolCache) -> Self {
        Self { cache }
    }
}

#[async_trait::async_trait]
impl Layer for Cache {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        let def = call.tool.definition();
        let ttl = def.effects.cache_ttl();
        let key = ttl.map(|_| ToolCache::key(&def.name, &call.input));
        if let Some(hit) = key.as_deref().and_then(|k| self.cache.get(k)) {
            return Ok(Done {
                output: hit,
                cached: true,
            });
        }
        let paths = call.paths;
        let reply = next.run(call).await;
        match def.effects {
            Effects::ReadOnly { .. } => {}
            Effects::Writes if !paths.is_empty() => self.cache.invalidate_paths(paths),
            // A write that names no path could have written anywhere.
            Effects::Writes | Effects::Unknown => self.cache.clear(),
        }
        if let (Ok(done), Some(key), Some(ttl)) = (&reply, key, ttl) {
            self.cache.insert(key, &done.output, paths, ttl);
        }
        reply
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::tool::{ToolDefinition, ToolError, ToolOutput};
    use serde_json::json;
    use std::path::PathBuf;

    fn tool(name: &str, effects: Effects) -> Scripted {
        Scripted::new(
            ToolDefinition::new(name, "", json!({"type": "object"})).with_effects(effects),
            |n, _| Ok(ToolOutput::text(format!("run {n}"))),
        )
    }

    fn at(h: &mut Harness, path: &str) {
        h.paths = vec![PathBuf::from(path)];
    }

    #[tokio::test]
    async fn a_cached_read_is_served_again_until_a_write_to_its_path() {
        let cache = ToolCache::default();
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Cache::new(cache.clone()))];
        let read = tool("read", Effects::read_only());
        let mut h = Harness::new();
        at(&mut h, "/nonexistent/w/src/a.rs");
        let first = h.run(&layers, &read, json!({"path": "src/a.rs"})).await.unwrap();
        let second = h.run(&layers, &read, json!({"path": "src/a.rs"})).await.unwrap();
        assert_eq!((first.cached, second.cached), (false, true));
        assert_eq!(second.output.content, "run 1");
        assert_eq!(read.runs(), 1);
        // Other arguments are another entry.
        assert!(!h.run(&layers, &read, json!({"path": "src/b.rs"})).await.unwrap().cached);

        // A write elsewhere keeps the entry; a write to the directory drops it.
        let write = tool("write", Effects::Writes);
        at(&mut h, "/nonexistent/w/docs");
        h.run(&layers, &write, json!({})).await.unwrap();
        at(&mut h, "/nonexistent/w/src/a.rs");
        assert!(h.run(&layers, &read, json!({"path": "src/a.rs"})).await.unwrap().cached);
        at(&mut h, "/nonexistent/w/src");
        h.run(&layers, &write, json!({})).await.unwrap();
        at(&mut h, "/nonexistent/w/src/a.rs");
        assert!(!h.run(&layers, &read, json!({"path": "src/a.rs"})).await.unwrap().cached);
    }

    #[tokio::test]
    async fn unknown_effects_and_failed_writes_drop_everything_and_uncached_reads_always_run() {
        let cache = ToolCache::default();
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Cache::new(cache.clone()))];
        let read = tool("read", Effects::read_only());
        let h = Harness::new();
        h.run(&layers, &read, json!({})).await.unwrap();
        assert!(h.run(&layers, &read, json!({})).await.unwrap().cached);

        h.run(&layers, &tool("shell", Effects::Unknown), json!({}))
            .await
            .unwrap();
        assert!(!h.run(&layers, &read, json!({})).await.unwrap().cached);

        // A write that failed, naming no path, may still have written anything.
        let failing = Scripted::new(ToolDefinition::new("write", "", json!({"type": "object"})), |_, _| {
            Err(ToolError::failed("disk full"))
        });
        assert!(h.run(&layers, &failing, json!({})).await.is_err());
        assert!(!h.run(&layers, &read, json!({})).await.unwrap().cached);

        let remote = tool("remote", Effects::read_only_uncached());
        h.run(&layers, &remote, json!({})).await.unwrap();
        assert!(!h.run(&layers, &remote, json!({})).await.unwrap().cached);
        assert_eq!(remote.runs(), 2);
    }
}
