//! Durable ouzel runs on [Temporal](https://temporal.io), through the official Temporal Rust
//! SDK: the session workflow (the core's turn machine as workflow code), its activities (one
//! model call, one tool call), the worker that hosts them, and the client side of `ouzel exec
//! --temporal` and `ouzel approve`.
//!
//! Topology: one Temporal server; workers on a shared task queue run workflows and model calls;
//! tool calls run on a queue of the machine that holds the workspace
//! ([`tool_queue`]), so model workers and per-host tool workers can be mixed.
//!
//! ```
//! let q = ouzel_temporal::tool_queue("ouzel", "build-7");
//! assert_eq!(q, "ouzel@build-7");
//! ```

mod activities;
mod blobs;
mod client;
mod wire;
mod worker;
mod workflow;

pub use activities::Activities;
pub use blobs::Blobs;
pub use client::{Connected, TemporalError, connect};
pub use wire::{
    AgentSpec, ApproveSignal, ModelInput, ModelOutcome, ModelOutput, Progress, RunResult, RunSpec, ToolInput,
    ToolOutput, WORKFLOW_VERSION, WireAnswer,
};
pub use worker::{WorkerOptions, run_worker};
pub use workflow::SessionWorkflow;

/// The task queue workers poll when none is named.
pub const DEFAULT_TASK_QUEUE: &str = "ouzel";

/// The task queue of tool activities for workspaces on `host`.
pub fn tool_queue(task_queue: &str, host: &str) -> String {
    format!("{task_queue}@{host}")
}

/// This machine's name, as tool queues use it.
pub fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "localhost".into())
}
