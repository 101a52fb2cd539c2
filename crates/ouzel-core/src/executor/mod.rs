//! Runs the tool calls of one model answer: in batches (read-only calls together, writes
//! alone), results back in call order whatever order they finish in. Each call passes through
//! a chain of small layers, one concern each, in the order [`Executor`]'s `compose` states:
//!
//! ```text
//! validate → hooks → permission → cache → lifecycle → checkpoint → retry → timeout → tool
//! ```
//!
//! (`checkpoint` only when a checkpoint keeper is set.)
//!
//! Every caller — the loop, sub-agents, the MCP server — uses this.

mod cache;
mod caller;
mod checkpoint;
mod hooks;
mod layer;
mod lifecycle;
mod permission;
mod plan;
mod retry;
mod timeout;
mod validate;

pub use plan::paths_conflict;

/// The result of a call the run's cancellation stopped (or never started): what stopped the
/// run is not known here — a user's cancel, a signal to the process, the run's time limit — so
/// it is said neutrally; the turn names the time limit when that was it
/// ([`crate::turn`], `CANCELLED_BY_DEADLINE`).
pub(crate) const CANCELLED: &str = "cancelled: the run was stopped before this call finished";

use crate::args::ArgumentError;
use crate::cache::ToolCache;
use crate::checkpoint::Checkpoints;
use crate::emit::Emitter;
use crate::event::AgentEvent;
use crate::hooks::Hooks;
use crate::ids::{SessionId, ToolCallId};
use crate::lifecycle::{CallRegistry, CallState};
use crate::message::ContentBlock;
use crate::permission::PermissionGate;
use crate::tool::{ToolContext, ToolOutput, ToolRegistry, normalize_path};
use crate::validate::Validators;
use layer::{Call, Failure, Layer, Next};
use plan::{Plan, Schedule, batches};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;
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

/// Runs tool calls. Cheap to clone; clones share the cache and the call registry.
#[derive(Clone)]
pub struct Executor {
    registry: ToolRegistry,
    gate: Arc<PermissionGate>,
    hooks: Arc<[Arc<dyn Hooks>]>,
    workspace: PathBuf,
    session_id: SessionId,
    tool_timeout: Option<Duration>,
    max_attempts: u32,
    cache: ToolCache,
    calls: CallRegistry,
    validators: Validators,
    extra_dirs: Arc<[crate::tool::ExtraDir]>,
    files: Option<Arc<dyn crate::files::FileAccess>>,
    checkpoints: Option<Arc<dyn Checkpoints>>,
    layers: Arc<[Box<dyn Layer>]>,
}

impl Executor {
    /// An executor over `registry`, deciding through `gate`, confined to `workspace`.
    pub fn new(registry: ToolRegistry, gate: Arc<PermissionGate>, workspace: PathBuf, session_id: SessionId) -> Self {
        Self {
            registry,
            gate,
            hooks: Arc::from(Vec::new()),
            workspace,
            session_id,
            tool_timeout: Some(Duration::from_secs(600)),
            max_attempts: 3,
            cache: ToolCache::default(),
            calls: CallRegistry::default(),
            validators: Validators::default(),
            extra_dirs: Arc::from(Vec::new()),
            files: None,
            checkpoints: None,
            layers: Arc::from(Vec::new()),
        }
        .compose()
    }

    /// The layers every call passes through, outermost first; the tool runs after the last.
    /// This is the one place their order is decided:
    /// - arguments are checked before anyone (hook, gate, approver) judges them;
    /// - pre-tool hooks run before the gate, so no call escapes them, and a hook's allow or
    ///   rewrite is what the gate then judges;
    /// - the gate decides before the cache, so a denied call is never served a cached result;
    /// - only calls that will run are recorded as started, checkpointed, and retried;
    /// - one checkpoint covers every attempt of a call, so it sits outside retry; post-tool
    ///   hooks run once its record is made (a keeper may make it in the background);
    /// - the timeout bounds each attempt, inside retry.
    fn compose(mut self) -> Self {
        let mut layers: Vec<Box<dyn Layer>> = vec![
            Box::new(validate::Validate::new(self.validators.clone())),
            Box::new(
                hooks::HookLayer::new(self.hooks.clone(), self.validators.clone(), self.gate.clone())
                    .with_checkpoints(self.checkpoints.clone()),
            ),
            Box::new(permission::Permission::new(self.gate.clone())),
            Box::new(cache::Cache::new(self.cache.clone())),
            Box::new(lifecycle::Lifecycle::new(self.calls.clone())),
        ];
        if let Some(keeper) = &self.checkpoints {
            layers.push(Box::new(checkpoint::Checkpoint::new(keeper.clone())));
        }
        layers.push(Box::new(retry::Retry::new(self.max_attempts)));
        if let Some(limit) = self.tool_timeout {
            layers.push(Box::new(timeout::Timeout::new(limit)));
        }
        self.layers = layers.into();
        self
    }

    /// Adds hooks: their pre-tool hooks see every call before the gate, their post-tool hooks
    /// every result; the loop runs their session hooks.
    pub fn with_hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        let mut all = self.hooks.to_vec();
        all.push(hooks);
        self.hooks = all.into();
        self.compose()
    }

    /// Checkpoints every call that may write with `keeper`, so user turns can be rewound.
    pub fn with_checkpoints(mut self, keeper: Arc<dyn Checkpoints>) -> Self {
        self.checkpoints = Some(keeper);
        self.compose()
    }

    /// The checkpoint keeper, when there is one.
    pub fn checkpoints(&self) -> Option<&Arc<dyn Checkpoints>> {
        self.checkpoints.as_ref()
    }

    /// The hooks.
    pub fn hooks(&self) -> &[Arc<dyn Hooks>] {
        &self.hooks
    }

    /// Lets file tools use these directories besides the workspace.
    pub fn with_extra_dirs(mut self, dirs: Vec<crate::tool::ExtraDir>) -> Self {
        self.extra_dirs = dirs.into();
        self
    }

    /// Has file tools read and write through `files` (an editor's buffers) instead of the disk.
    pub fn with_file_access(mut self, files: Arc<dyn crate::files::FileAccess>) -> Self {
        self.files = Some(files);
        self
    }

    /// Sets the per-call timeout.
    pub fn with_tool_timeout(mut self, timeout: Option<Duration>) -> Self {
        self.tool_timeout = timeout;
        self.compose()
    }

    /// Sets the attempts for transiently failing calls (1 = no retry).
    pub fn with_max_attempts(mut self, attempts: u32) -> Self {
        self.max_attempts = attempts.max(1);
        self.compose()
    }

    /// The tools.
    pub fn registry(&self) -> &ToolRegistry {
        &self.registry
    }

    /// The gate.
    pub fn gate(&self) -> &Arc<PermissionGate> {
        &self.gate
    }

    /// The workspace root.
    pub fn workspace(&self) -> &Path {
        &self.workspace
    }

    /// The session id.
    pub fn session_id(&self) -> &SessionId {
        &self.session_id
    }

    /// The result cache.
    pub fn cache(&self) -> &ToolCache {
        &self.cache
    }

    /// The lifecycle records of calls.
    pub fn calls(&self) -> &CallRegistry {
        &self.calls
    }

    /// Whether `call` may start before the rest of the answer has arrived: a known read-only
    /// tool with readable arguments. Writes always wait for their turn.
    pub fn can_start_early(&self, call: &PendingCall) -> bool {
        let tool = self.registry.get(&call.name);
        Schedule::of(tool.as_ref().map(|t| t.definition()), call.input.is_ok()) == Schedule::Together
    }

    /// Starts one call now, in its own task (used for read-only calls while the model's answer
    /// is still streaming).
    pub fn start(&self, call: PendingCall, cancel: CancellationToken, emit: Emitter) -> JoinHandle<ContentBlock> {
        let this = self.clone();
        tokio::spawn(async move {
            let plan = this.plan(&call);
            this.run_one(&call, &plan, &cancel, &emit).await
        })
    }

    /// Runs the calls; returns one result block per call, in call order. `started[i]`, when
    /// present, is call `i` already started by [`Self::start`]. Calls not started before
    /// `cancel` fires get a synthetic result saying the run was stopped before they finished.
    pub async fn execute(
        &self,
        calls: &[PendingCall],
        mut started: Vec<Option<JoinHandle<ContentBlock>>>,
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> Vec<ContentBlock> {
        started.resize_with(calls.len(), || None);
        let plans: Vec<Plan> = calls.iter().map(|c| self.plan(c)).collect();
        let mut results: Vec<Option<ContentBlock>> = vec![None; calls.len()];
        for batch in batches(&plans) {
            if cancel.is_cancelled() && batch.iter().all(|&i| started[i].is_none()) {
                break;
            }
            emit.emit(AgentEvent::ToolBatchStarted {
                ids: batch.iter().map(|&i| calls[i].id.clone()).collect(),
                names: batch.iter().map(|&i| calls[i].name.clone()).collect(),
            });
            let futs = batch.iter().map(|&i| {
                let early = started[i].take();
                let (call, plan) = (&calls[i], &plans[i]);
                async move {
                    match early {
                        Some(handle) => handle.await.unwrap_or_else(|e| {
                            ContentBlock::tool_result(call.id.clone(), format!("{} failed: {e}", call.name), true)
                        }),
                        None => self.run_one(call, plan, cancel, emit).await,
                    }
                }
            });
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
                    self.calls.cancel(&c.id);
                    let block = ContentBlock::tool_result(c.id.clone(), CANCELLED, true);
                    emit_result(emit, c, &block, false, 0, None, None);
                    block
                })
            })
            .collect()
    }

    fn plan(&self, call: &PendingCall) -> Plan {
        let tool = self.registry.get(&call.name);
        let schedule = Schedule::of(tool.as_ref().map(|t| t.definition()), call.input.is_ok());
        let paths = match (&tool, &call.input) {
            (Some(t), Ok(input)) => t
                .touched_paths_in(input, &self.workspace)
                .iter()
                .map(|p| normalize_path(&self.workspace, p))
                .collect(),
            // Calls that will fail before running touch nothing.
            _ => Vec::new(),
        };
        Plan { tool, schedule, paths }
    }

    async fn run_one(
        &self,
        call: &PendingCall,
        plan: &Plan,
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> ContentBlock {
        let started = Instant::now();
        let (output, is_error, cached) = match self.outcome(call, plan, cancel, emit).await {
            Ok(done) => (done.output, false, done.cached),
            Err(failure) => (ToolOutput::text(failure.message(&call.name)), true, false),
        };
        let ToolOutput {
            content,
            metadata,
            diff,
        } = output;
        let block = ContentBlock::tool_result(call.id.clone(), content, is_error);
        // The time the tool ran, as the lifecycle layer measured it: a wait for the user's
        // approval above it is not the tool's. A call that never reached its tool (refused,
        // cached) took what the chain took.
        let ran = match self.calls.get(&call.id).map(|r| r.state) {
            Some(CallState::Completed { duration } | CallState::Failed { duration, .. }) => duration,
            _ => started.elapsed(),
        };
        emit_result(emit, call, &block, cached, ran.as_millis() as u64, metadata, diff);
        block
    }

    /// Forms the call and passes it through the layers. A call naming no tool, or whose
    /// arguments are not JSON, is answered here: there is no call to pass on.
    async fn outcome(
        &self,
        call: &PendingCall,
        plan: &Plan,
        cancel: &CancellationToken,
        emit: &Emitter,
    ) -> layer::Reply {
        let Some(tool) = &plan.tool else {
            let names = self.registry.names();
            // A call written as text may name no tool at all; say what else was wrong with it.
            let problem = call.input.as_ref().err().map(|e| format!("; {}", e.message));
            return Err(Failure::Refused(format!(
                "unknown tool `{}`{}; available tools: {}{}",
                crate::echo::shown_name(&call.name),
                crate::suggest::hint(&call.name, names.iter().map(String::as_str)),
                names.join(", "),
                problem.unwrap_or_default()
            )));
        };
        let input = match &call.input {
            Ok(v) => v.clone(),
            Err(e) => {
                return Err(Failure::Refused(format!(
                    "the arguments for `{}` are not valid JSON: {}. Send the arguments as one JSON object matching the tool's schema.",
                    call.name, e.message
                )));
            }
        };
        let ctx = ToolContext::new(
            self.workspace.clone(),
            call.id.clone(),
            self.session_id.clone(),
            cancel.child_token(),
        )
        .with_extra_dirs(self.extra_dirs.clone())
        .with_files(self.files.clone())
        .with_events(emit.clone())
        .with_tools(std::sync::Arc::new(caller::ExecutorCalls::new(self.clone())));
        let call = Call {
            id: &call.id,
            tool: tool.as_ref(),
            input,
            hook: crate::permission::HookStance::Silent,
            paths: &plan.paths,
            ctx: &ctx,
            emit,
        };
        Next::new(&self.layers).run(call).await
    }
}

fn emit_result(
    emit: &Emitter,
    call: &PendingCall,
    block: &ContentBlock,
    cached: bool,
    duration_ms: u64,
    metadata: Option<Value>,
    diff: Option<String>,
) {
    if let ContentBlock::ToolResult { content, is_error, .. } = block {
        emit.emit(AgentEvent::ToolResult {
            id: call.id.clone(),
            name: call.name.clone(),
            content: content.clone(),
            is_error: *is_error,
            cached,
            duration_ms,
            metadata,
            // An edit that changed nothing has nothing to show.
            diff: diff.filter(|d| !d.is_empty()),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::layer::testing::Scripted;
    use super::*;
    use crate::tool::ToolDefinition;
    use serde_json::json;

    #[tokio::test]
    async fn a_tools_diff_reaches_the_result_event_as_its_own_field() {
        let registry = ToolRegistry::new();
        registry.register(Scripted::new(
            ToolDefinition::new("edit", "", json!({"type": "object"})),
            |n, _| {
                let out = ToolOutput::text("edited").with_metadata(json!({"replacements": 1}));
                Ok(if n == 1 {
                    out.with_diff("-a\n+b\n")
                } else {
                    out.with_diff("")
                })
            },
        ));
        let exec = Executor::new(
            registry,
            Arc::new(PermissionGate::default()),
            std::env::temp_dir(),
            SessionId::generate(),
        );
        let (emit, mut rx) = Emitter::channel();
        let calls: Vec<PendingCall> = ["1", "2"]
            .into_iter()
            .map(|id| PendingCall {
                id: ToolCallId::new(id),
                name: "edit".into(),
                input: Ok(json!({})),
            })
            .collect();
        exec.execute(&calls, Vec::new(), &CancellationToken::new(), &emit).await;
        let mut diffs = Vec::new();
        while let Ok(e) = rx.try_recv() {
            if let AgentEvent::ToolResult { diff, metadata, .. } = e.event {
                assert_eq!(metadata, Some(json!({"replacements": 1})));
                diffs.push(diff);
            }
        }
        assert_eq!(diffs, [Some("-a\n+b\n".to_owned()), None], "an empty diff is no diff");
    }
}
