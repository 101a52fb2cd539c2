//! Runs the tool calls of one model answer: in batches (read-only calls together, writes
//! alone), through the permission gate, with timeouts, panics caught, and results returned
//! in call order whatever order they finish in.

use crate::args::ArgumentError;
use crate::emit::Emitter;
use crate::event::{AgentEvent, Decision};
use crate::ids::{SessionId, ToolCallId};
use crate::message::ContentBlock;
use crate::permission::{CallInfo, GateOutcome, PermissionGate};
use crate::tool::{Tool, ToolContext, ToolError, ToolRegistry, normalize_path};
use futures::FutureExt;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_util::sync::CancellationToken;

/// A tool call as the model made it, arguments already parsed (or not).
#[derive(Debug, Clone)]
pub struct PendingCall {
    /// The call id.
    pub id: ToolCallId,
    /// The tool name.
    pub name: String,
    /// The parsed arguments, or why they could not be read.
    pub input: Result<Value, ArgumentError>,
}

/// Shared, immutable wiring of the executor.
#[derive(Clone)]
pub struct Executor {
    /// The tools.
    pub registry: ToolRegistry,
    /// The gate every call passes.
    pub gate: Arc<PermissionGate>,
    /// The workspace root.
    pub workspace: PathBuf,
    /// The session the calls belong to.
    pub session_id: SessionId,
    /// Per-call timeout.
    pub tool_timeout: Option<Duration>,
    /// Attempts for calls that fail transiently (1 = no retry).
    pub max_attempts: u32,
}

impl Executor {
    /// Runs the calls; returns one result block per call, in call order. Calls not started
    /// before `cancel` fires get a synthetic "cancelled by user" result.
    pub async fn execute(
        &self,
        calls: &[PendingCall],
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> Vec<ContentBlock> {
        let plans: Vec<Plan> = calls.iter().map(|c| self.plan(c)).collect();
        let mut results: Vec<Option<ContentBlock>> = vec![None; calls.len()];
        for batch in batches(&plans) {
            if cancel.is_cancelled() {
                break;
            }
            emit.emit(AgentEvent::ToolBatchStarted {
                ids: batch.iter().map(|&i| calls[i].id.to_string()).collect(),
                names: batch.iter().map(|&i| calls[i].name.clone()).collect(),
            });
            let futs = batch.iter().map(|&i| self.run_one(&calls[i], &plans[i], cancel, emit));
            let outs = futures::future::join_all(futs).await;
            for (&i, block) in batch.iter().zip(outs) {
                results[i] = Some(block);
            }
        }
        results
            .into_iter()
            .zip(calls)
            .map(|(r, c)| {
                r.unwrap_or_else(|| {
                    let block = ContentBlock::tool_result(c.id.clone(), "cancelled by user", true);
                    emit_result(emit, c, &block, false, 0, None);
                    block
                })
            })
            .collect()
    }

    fn plan(&self, call: &PendingCall) -> Plan {
        let tool = self.registry.get(&call.name);
        let (exclusive, paths) = match (&tool, &call.input) {
            (Some(t), Ok(input)) => {
                let d = t.definition();
                let paths = t
                    .touched_paths(input)
                    .iter()
                    .map(|p| normalize_path(&self.workspace, p))
                    .collect();
                (!d.read_only || d.unknown_effects, paths)
            }
            // Calls that will fail before running touch nothing.
            _ => (false, Vec::new()),
        };
        Plan { tool, exclusive, paths }
    }

    async fn run_one(
        &self,
        call: &PendingCall,
        plan: &Plan,
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> ContentBlock {
        let started = Instant::now();
        let (content, is_error, metadata) = self.outcome(call, plan, cancel, emit).await;
        let block = ContentBlock::tool_result(call.id.clone(), content, is_error);
        emit_result(
            emit,
            call,
            &block,
            false,
            started.elapsed().as_millis() as u64,
            metadata,
        );
        block
    }

    async fn outcome(
        &self,
        call: &PendingCall,
        plan: &Plan,
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> (String, bool, Option<Value>) {
        let Some(tool) = &plan.tool else {
            return (
                format!(
                    "unknown tool `{}`; available tools: {}",
                    call.name,
                    self.registry.names().join(", ")
                ),
                true,
                None,
            );
        };
        let input = match &call.input {
            Ok(v) => v,
            Err(e) => {
                return (
                    format!(
                        "the arguments for `{}` are not valid JSON: {}. Send the arguments as one JSON object matching the tool's schema.",
                        call.name, e.message
                    ),
                    true,
                    None,
                );
            }
        };
        let def = tool.definition();
        let info = CallInfo {
            id: &call.id,
            tool: def,
            input,
        };
        match self.gate.check(&info).await {
            GateOutcome::Allowed { by } => emit.emit(AgentEvent::PermissionDecision {
                id: call.id.to_string(),
                name: call.name.clone(),
                decision: Decision::Allow,
                by,
            }),
            GateOutcome::Denied { by, message } => {
                emit.emit(AgentEvent::PermissionDecision {
                    id: call.id.to_string(),
                    name: call.name.clone(),
                    decision: Decision::Deny,
                    by,
                });
                emit.emit(AgentEvent::PermissionDenied {
                    id: call.id.to_string(),
                    name: call.name.clone(),
                    message: message.clone(),
                });
                return (format!("permission denied: {message}"), true, None);
            }
        }
        let ctx = ToolContext::new(
            self.workspace.clone(),
            call.id.clone(),
            self.session_id.clone(),
            cancel.child_token(),
        );
        let mut attempt = 1;
        loop {
            match self.invoke(tool.as_ref(), input.clone(), &ctx).await {
                Ok(out) => return (out.content, false, out.metadata),
                Err(e) if e.is_retryable() && attempt < self.max_attempts && !cancel.is_cancelled() => {
                    attempt += 1;
                    tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                }
                Err(e) => return (format!("{} failed: {e}", call.name), true, None),
            }
        }
    }

    async fn invoke(
        &self,
        tool: &dyn Tool,
        input: Value,
        ctx: &ToolContext,
    ) -> Result<crate::tool::ToolOutput, ToolError> {
        let fut = std::panic::AssertUnwindSafe(tool.call(input, ctx)).catch_unwind();
        let guarded = async {
            tokio::select! {
                r = fut => match r {
                    Ok(r) => r,
                    Err(panic) => Err(ToolError::failed(format!("the tool panicked: {}", panic_message(&panic)))),
                },
                _ = ctx.cancel.cancelled() => Err(ToolError::Cancelled),
            }
        };
        match self.tool_timeout {
            Some(limit) => match tokio::time::timeout(limit, guarded).await {
                Ok(r) => r,
                Err(_) => Err(ToolError::Timeout {
                    after_ms: limit.as_millis() as u64,
                }),
            },
            None => guarded.await,
        }
    }
}

fn emit_result(
    emit: &Emitter,
    call: &PendingCall,
    block: &ContentBlock,
    cached: bool,
    duration_ms: u64,
    metadata: Option<Value>,
) {
    if let ContentBlock::ToolResult { content, is_error, .. } = block {
        emit.emit(AgentEvent::ToolResult {
            id: call.id.to_string(),
            name: call.name.clone(),
            content: content.clone(),
            is_error: *is_error,
            cached,
            duration_ms,
            metadata,
        });
    }
}

fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_owned()
    }
}

struct Plan {
    tool: Option<Arc<dyn Tool>>,
    /// Must run alone (writes, unknown effects).
    exclusive: bool,
    paths: Vec<PathBuf>,
}

/// Groups call indices into batches: consecutive non-exclusive calls share a batch; an
/// exclusive call runs alone. Two calls whose paths conflict never share a batch.
fn batches(plans: &[Plan]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for (i, p) in plans.iter().enumerate() {
        if p.exclusive {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(vec![i]);
            continue;
        }
        let conflicts = current
            .iter()
            .any(|&j| plans[j].exclusive && paths_conflict(&plans[j].paths, &p.paths));
        if conflicts {
            out.push(std::mem::take(&mut current));
        }
        current.push(i);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Whether two sets of normalised paths overlap, component by component: `src` and `src/a`
/// conflict, `src/a` and `src/ab` do not.
pub fn paths_conflict(a: &[PathBuf], b: &[PathBuf]) -> bool {
    a.iter().any(|x| b.iter().any(|y| overlaps(x, y)))
}

fn overlaps(a: &Path, b: &Path) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> PathBuf {
        PathBuf::from(s)
    }

    #[test]
    fn conflicts_are_decided_per_component() {
        assert!(!paths_conflict(&[p("/w/src/a")], &[p("/w/src/ab")]));
        assert!(paths_conflict(&[p("/w/src")], &[p("/w/src/a")]));
        assert!(paths_conflict(&[p("/w/src/a")], &[p("/w/src/a")]));
        assert!(!paths_conflict(&[], &[p("/w")]));
    }

    #[test]
    fn writes_run_alone_and_reads_group() {
        let plan = |exclusive| Plan {
            tool: None,
            exclusive,
            paths: vec![],
        };
        let plans = vec![
            plan(false),
            plan(false),
            plan(true),
            plan(false),
            plan(true),
            plan(true),
        ];
        assert_eq!(batches(&plans), vec![vec![0, 1], vec![2], vec![3], vec![4], vec![5]]);
    }
}
