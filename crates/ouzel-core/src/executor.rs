//! Runs the tool calls of one model answer: in batches (read-only calls together, writes
//! alone), each through validation, the permission gate and the cache, with timeouts, bounded
//! retries of transient failures and panics caught; results come back in call order whatever
//! order they finish in. Every caller — the loop, sub-agents, the MCP server — uses this.

use crate::args::ArgumentError;
use crate::cache::ToolCache;
use crate::emit::Emitter;
use crate::event::{AgentEvent, Decision};
use crate::ids::{SessionId, ToolCallId};
use crate::lifecycle::CallRegistry;
use crate::message::ContentBlock;
use crate::permission::{CallInfo, CallPreview, GateOutcome, PermissionGate};
use crate::tool::{Tool, ToolContext, ToolError, ToolOutput, ToolRegistry, normalize_path};
use crate::validate::Validators;
use futures::FutureExt;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// Cache lifetime for cacheable tools that do not set one.
const DEFAULT_TTL: Duration = Duration::from_secs(30);

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
    workspace: PathBuf,
    session_id: SessionId,
    tool_timeout: Option<Duration>,
    max_attempts: u32,
    cache: ToolCache,
    calls: CallRegistry,
    validators: Validators,
    extra_dirs: Arc<[crate::tool::ExtraDir]>,
}

impl Executor {
    /// An executor over `registry`, deciding through `gate`, confined to `workspace`.
    pub fn new(registry: ToolRegistry, gate: Arc<PermissionGate>, workspace: PathBuf, session_id: SessionId) -> Self {
        Self {
            registry,
            gate,
            workspace,
            session_id,
            tool_timeout: Some(Duration::from_secs(600)),
            max_attempts: 3,
            cache: ToolCache::default(),
            calls: CallRegistry::default(),
            validators: Validators::default(),
            extra_dirs: Arc::from(Vec::new()),
        }
    }

    /// Lets file tools use these directories besides the workspace.
    pub fn with_extra_dirs(mut self, dirs: Vec<crate::tool::ExtraDir>) -> Self {
        self.extra_dirs = dirs.into();
        self
    }

    /// Sets the per-call timeout.
    pub fn with_tool_timeout(mut self, timeout: Option<Duration>) -> Self {
        self.tool_timeout = timeout;
        self
    }

    /// Sets the attempts for transiently failing calls (1 = no retry).
    pub fn with_max_attempts(mut self, attempts: u32) -> Self {
        self.max_attempts = attempts.max(1);
        self
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
        call.input.is_ok()
            && self
                .registry
                .get(&call.name)
                .is_some_and(|t| t.definition().read_only && !t.definition().unknown_effects)
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
    /// `cancel` fires get a synthetic "cancelled by user" result.
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
                ids: batch.iter().map(|&i| calls[i].id.to_string()).collect(),
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
        let r = self.outcome(call, plan, cancel, emit).await;
        let block = ContentBlock::tool_result(call.id.clone(), r.content, r.is_error);
        emit_result(
            emit,
            call,
            &block,
            r.cached,
            started.elapsed().as_millis() as u64,
            r.metadata,
        );
        block
    }

    async fn outcome(&self, call: &PendingCall, plan: &Plan, cancel: &CancellationToken, emit: &Emitter) -> Outcome {
        let Some(tool) = &plan.tool else {
            return Outcome::error(format!(
                "unknown tool `{}`; available tools: {}",
                crate::echo::shown_name(&call.name),
                self.registry.names().join(", ")
            ));
        };
        let input = match &call.input {
            Ok(v) => v,
            Err(e) => {
                return Outcome::error(format!(
                    "the arguments for `{}` are not valid JSON: {}. Send the arguments as one JSON object matching the tool's schema.",
                    call.name, e.message
                ));
            }
        };
        let def = tool.definition();
        if let Err(problems) = self.validators.check(&def.name, &def.input_schema, input) {
            return Outcome::error(format!("invalid arguments for `{}`: {problems}", call.name));
        }
        // Built before the permission check so an approver can be shown what the call would
        // change, computed by the tool itself against the same workspace it will run in.
        let ctx = ToolContext::new(
            self.workspace.clone(),
            call.id.clone(),
            self.session_id.clone(),
            cancel.child_token(),
        )
        .with_extra_dirs(self.extra_dirs.clone())
        .with_events(emit.clone());
        let previewer = ToolPreviewer {
            tool: tool.as_ref(),
            ctx: &ctx,
        };
        let info = CallInfo::new(&call.id, def, input).with_previewer(&previewer);
        let (decision, by, denied, replaced) = match self.gate.check(&info).await {
            GateOutcome::Allowed { by, input } => (Decision::Allow, by, None, input),
            GateOutcome::Denied { by, message } => (Decision::Deny, by, Some(message), None),
        };
        emit.emit(AgentEvent::PermissionDecision {
            id: call.id.to_string(),
            name: call.name.clone(),
            decision,
            by,
        });
        if let Some(message) = denied {
            emit.emit(AgentEvent::PermissionDenied {
                id: call.id.to_string(),
                name: call.name.clone(),
                message: message.clone(),
            });
            return Outcome::error(format!("permission denied: {message}"));
        }
        // A pre-tool hook may have rewritten the arguments; they must still fit the schema.
        let input = match &replaced {
            Some(new) => {
                if let Err(problems) = self.validators.check(&def.name, &def.input_schema, new) {
                    return Outcome::error(format!(
                        "invalid arguments for `{}` (after a hook changed them): {problems}",
                        call.name
                    ));
                }
                new
            }
            None => input,
        };

        let key = def.cacheable.then(|| ToolCache::key(&def.name, input));
        if let Some(hit) = key.as_deref().and_then(|k| self.cache.get(k)) {
            return Outcome {
                content: hit.content,
                is_error: false,
                cached: true,
                metadata: hit.metadata,
            };
        }

        self.calls.start(&call.id);
        let result = self.invoke_with_retries(tool.as_ref(), input, &ctx).await;

        // Whatever a write did (even a failed one may have written), cached reads of what it
        // touched are no longer trustworthy.
        if def.unknown_effects || (!def.read_only && plan.paths.is_empty()) {
            self.cache.clear();
        } else if !def.read_only {
            self.cache.invalidate_paths(&plan.paths);
        }

        for hook in self.gate.hooks() {
            let (content, is_error) = match &result {
                Ok(out) => (out.content.as_str(), false),
                Err(_) => ("", true),
            };
            if let Err(e) = hook
                .post_tool_use(&CallInfo::new(&call.id, def, input), content, is_error)
                .await
            {
                emit.emit(AgentEvent::Notice {
                    message: format!("post_tool_use hook failed: {e}"),
                });
            }
        }
        match result {
            Ok(out) => {
                self.calls.finish(&call.id, None);
                if let Some(key) = key {
                    let ttl = def.cache_ttl.unwrap_or(DEFAULT_TTL);
                    self.cache
                        .insert(key, &out.content, out.metadata.clone(), &plan.paths, ttl);
                }
                Outcome {
                    content: out.content,
                    is_error: false,
                    cached: false,
                    metadata: out.metadata,
                }
            }
            Err(ToolError::Cancelled) => {
                self.calls.cancel(&call.id);
                Outcome::error("cancelled by user".into())
            }
            Err(e) => {
                let message = format!("{} failed: {e}", call.name);
                self.calls.finish(&call.id, Some(&message));
                Outcome::error(message)
            }
        }
    }

    async fn invoke_with_retries(
        &self,
        tool: &dyn Tool,
        input: &Value,
        ctx: &ToolContext,
    ) -> Result<ToolOutput, ToolError> {
        let mut attempt = 1;
        loop {
            match self.invoke(tool, input.clone(), ctx).await {
                Err(e) if e.is_retryable() && attempt < self.max_attempts && !ctx.cancel.is_cancelled() => {
                    tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                    attempt += 1;
                }
                other => return other,
            }
        }
    }

    async fn invoke(&self, tool: &dyn Tool, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
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

/// Lets an approver see a call's effect through the tool's own [`Tool::preview`].
struct ToolPreviewer<'a> {
    tool: &'a dyn Tool,
    ctx: &'a ToolContext,
}

#[async_trait::async_trait]
impl CallPreview for ToolPreviewer<'_> {
    async fn preview(&self, input: &Value) -> Option<String> {
        self.tool.preview(input, self.ctx).await
    }
}

struct Outcome {
    content: String,
    is_error: bool,
    cached: bool,
    metadata: Option<Value>,
}

impl Outcome {
    fn error(content: String) -> Self {
        Self {
            content,
            is_error: true,
            cached: false,
            metadata: None,
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
/// exclusive call runs alone, so a write never overlaps a call touching the same paths.
fn batches(plans: &[Plan]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for (i, p) in plans.iter().enumerate() {
        if p.exclusive {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(vec![i]);
        } else {
            current.push(i);
        }
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
