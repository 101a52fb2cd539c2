//! Executor benchmarks: 16 read-only tool calls of 50 ms each in one answer (they run as one
//! concurrent batch), and the cost of a tool-cache hit (revalidation included).
//!
//! Usage: `cargo run --release -p ouzel-test --bin engine-bench`

use ouzel_core::{
    ApprovalMode, CancellationToken, Effects, Emitter, Executor, PendingCall, PermissionGate, SessionId, Tool,
    ToolCache, ToolCallId, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry, async_trait,
};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Nap(ToolDefinition);

#[async_trait]
impl Tool for Nap {
    fn definition(&self) -> &ToolDefinition {
        &self.0
    }
    async fn call(&self, _input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        tokio::time::sleep(Duration::from_millis(50)).await;
        Ok(ToolOutput::text("rested"))
    }
}

#[tokio::main]
async fn main() {
    let dir = std::env::temp_dir();
    let registry = ToolRegistry::new();
    registry.register(Nap(ToolDefinition::new(
        "nap",
        "sleeps 50 ms",
        json!({"type": "object", "properties": {"i": {"type": "integer"}}}),
    )
    .with_effects(Effects::read_only_uncached())));
    let gate = Arc::new(PermissionGate::new(ApprovalMode::ApproveAll));
    let exec = Executor::new(registry, gate, dir.clone(), SessionId::generate());
    let calls: Vec<PendingCall> = (0..16)
        .map(|i| PendingCall {
            id: ToolCallId::new(format!("c{i}")),
            name: "nap".into(),
            input: Ok(json!({ "i": i })),
        })
        .collect();
    let mut times = Vec::new();
    for _ in 0..11 {
        let (emit, _rx) = Emitter::channel();
        let start = Instant::now();
        let out = exec.execute(&calls, Vec::new(), &CancellationToken::new(), &emit).await;
        times.push(start.elapsed());
        assert_eq!(out.len(), 16);
    }
    times.sort();
    println!(
        "16 read-only calls of 50 ms: median {:.1} ms (target < 70 ms)",
        times[5].as_secs_f64() * 1000.0
    );

    let file = dir.join(format!("ouzel-engine-bench-{}.txt", std::process::id()));
    std::fs::write(&file, "cached content").unwrap_or_default();
    let cache = ToolCache::new(1024);
    let key = ToolCache::key("read_file", &json!({"path": file.display().to_string()}));
    cache.insert(
        key.clone(),
        &ToolOutput::text("cached content"),
        std::slice::from_ref(&file),
        Duration::from_secs(30),
    );
    let n = 200_000u32;
    let start = Instant::now();
    for _ in 0..n {
        std::hint::black_box(cache.get(&key));
    }
    let per_hit = start.elapsed() / n;
    println!(
        "cache hit (with size/mtime revalidation): {:.2} µs (target < 10 µs)",
        per_hit.as_secs_f64() * 1e6
    );
    let _ = std::fs::remove_file(file);
}
