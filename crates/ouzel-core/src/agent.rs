//! The agent loop: model call (streamed) → tool calls → permission → tools → results → repeat,
//! until the model answers without tool calls or a limit ends the run.

use crate::args::parse_arguments;
use crate::emit::Emitter;
use crate::event::{AgentEvent, Event, FinishReason, RunState};
use crate::executor::{Executor, PendingCall};
use crate::fallback;
use crate::ids::{SessionId, ToolCallId};
use crate::message::{ContentBlock, Message, Role};
use crate::permission::PermissionGate;
use crate::provider::{ModelParams, ModelRequest, Provider, ProviderError, StreamEvent, ToolSpec};
use crate::retry::{ExponentialBackoff, RetryPolicy};
use crate::store::SessionStore;
use crate::tool::ToolRegistry;
use crate::usage::TokenUsage;
use futures::{Stream, StreamExt};
use serde_json::Value;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::Mutex;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// Bounds on one run. Each ends the run gracefully with its own event.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Model calls per run (default 50).
    pub max_iterations: u32,
    /// Cumulative tokens per run, checked after each response.
    pub max_tokens: Option<u64>,
    /// Wall-clock time per run.
    pub max_duration: Option<Duration>,
    /// Time per tool call.
    pub tool_timeout: Option<Duration>,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_iterations: 50,
            max_tokens: None,
            max_duration: None,
            tool_timeout: Some(Duration::from_secs(600)),
        }
    }
}

/// Errors building an agent.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// No provider was given.
    #[error("an agent needs a provider; call AgentBuilder::provider")]
    MissingProvider,
    /// The workspace is not a usable directory.
    #[error("workspace {path}: {message}")]
    Workspace {
        /// The path given.
        path: String,
        /// What is wrong.
        message: String,
    },
}

/// Builds an [`Agent`].
pub struct AgentBuilder {
    provider: Option<Arc<dyn Provider>>,
    tools: ToolRegistry,
    gate: Option<Arc<PermissionGate>>,
    system_prompt: Option<String>,
    workspace: PathBuf,
    limits: Limits,
    params: ModelParams,
    output_schema: Option<Value>,
    session_id: Option<SessionId>,
    history: Vec<Message>,
    store: Option<Arc<dyn SessionStore>>,
    retry: Arc<dyn RetryPolicy>,
    empty_nudges: u32,
    text_tool_fallback: bool,
    prune: crate::history::PruneOptions,
    compaction: crate::compact::CompactionOptions,
    owned: Vec<Arc<dyn std::any::Any + Send + Sync>>,
    extra_dirs: Vec<crate::tool::ExtraDir>,
    answer_check: Option<(Arc<dyn AnswerCheck>, u32)>,
}

impl Default for AgentBuilder {
    fn default() -> Self {
        Self {
            provider: None,
            tools: ToolRegistry::new(),
            gate: None,
            system_prompt: None,
            workspace: PathBuf::from("."),
            limits: Limits::default(),
            params: ModelParams::default(),
            output_schema: None,
            session_id: None,
            history: Vec::new(),
            store: None,
            retry: Arc::new(ExponentialBackoff::default()),
            empty_nudges: 1,
            text_tool_fallback: false,
            prune: crate::history::PruneOptions::default(),
            compaction: crate::compact::CompactionOptions::default(),
            owned: Vec::new(),
            extra_dirs: Vec::new(),
            answer_check: None,
        }
    }
}

impl AgentBuilder {
    /// The model to talk to.
    pub fn provider(mut self, provider: Arc<dyn Provider>) -> Self {
        self.provider = Some(provider);
        self
    }

    /// The tools the model may call.
    pub fn tools(mut self, tools: ToolRegistry) -> Self {
        self.tools = tools;
        self
    }

    /// The permission gate (default: risk tiers, nobody to ask).
    pub fn gate(mut self, gate: Arc<PermissionGate>) -> Self {
        self.gate = Some(gate);
        self
    }

    /// The system prompt.
    pub fn system_prompt(mut self, prompt: impl Into<String>) -> Self {
        self.system_prompt = Some(prompt.into());
        self
    }

    /// The workspace root tools are confined to.
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Self {
        self.workspace = dir.into();
        self
    }

    /// Run limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Model parameters.
    pub fn params(mut self, params: ModelParams) -> Self {
        self.params = params;
        self
    }

    /// A JSON Schema the final answer must satisfy.
    pub fn output_schema(mut self, schema: Value) -> Self {
        self.output_schema = Some(schema);
        self
    }

    /// Continues an existing session.
    pub fn session(mut self, id: SessionId, history: Vec<Message>) -> Self {
        self.session_id = Some(id);
        self.history = history;
        self
    }

    /// Where committed steps are persisted.
    pub fn store(mut self, store: Arc<dyn SessionStore>) -> Self {
        self.store = Some(store);
        self
    }

    /// The retry policy for model calls.
    pub fn retry_policy(mut self, policy: Arc<dyn RetryPolicy>) -> Self {
        self.retry = policy;
        self
    }

    /// How many times an empty answer is answered with a nudge before the run ends.
    pub fn empty_nudges(mut self, n: u32) -> Self {
        self.empty_nudges = n;
        self
    }

    /// Recovers tool calls written as text (`<tool_call>{json}</tool_call>`, or one fenced
    /// JSON object naming a known tool) for models without native tool calling.
    pub fn text_tool_fallback(mut self, on: bool) -> Self {
        self.text_tool_fallback = on;
        self
    }

    /// How old tool output is pruned from what is sent to the model.
    pub fn prune(mut self, prune: crate::history::PruneOptions) -> Self {
        self.prune = prune;
        self
    }

    /// When and how the conversation is compacted near the context window.
    pub fn compaction(mut self, opts: crate::compact::CompactionOptions) -> Self {
        self.compaction = opts;
        self
    }

    /// Directories outside the workspace that file tools may also use.
    pub fn extra_dirs(mut self, dirs: Vec<crate::tool::ExtraDir>) -> Self {
        self.extra_dirs = dirs;
        self
    }

    /// A check every final answer must pass (after the output schema). When it fails, the model
    /// sees the report and answers again, at most `retries` times; then the run ends with an
    /// error.
    pub fn answer_check(mut self, check: Arc<dyn AnswerCheck>, retries: u32) -> Self {
        self.answer_check = Some((check, retries));
        self
    }

    /// Keeps a resource alive as long as the agent (e.g. the MCP servers its tools talk to).
    pub fn own(mut self, resource: Arc<dyn std::any::Any + Send + Sync>) -> Self {
        self.owned.push(resource);
        self
    }

    /// Validates and builds.
    pub fn build(self) -> Result<Agent, BuildError> {
        let provider = self.provider.ok_or(BuildError::MissingProvider)?;
        let workspace = std::fs::canonicalize(&self.workspace).map_err(|e| BuildError::Workspace {
            path: self.workspace.display().to_string(),
            message: e.to_string(),
        })?;
        if !workspace.is_dir() {
            return Err(BuildError::Workspace {
                path: workspace.display().to_string(),
                message: "not a directory".into(),
            });
        }
        let session_id = self.session_id.unwrap_or_else(SessionId::generate);
        let executor = Executor::new(self.tools, self.gate.unwrap_or_default(), workspace, session_id)
            .with_tool_timeout(self.limits.tool_timeout)
            .with_extra_dirs(self.extra_dirs);
        Ok(Agent {
            inner: Arc::new(Inner {
                provider,
                executor,
                system_prompt: self.system_prompt,
                limits: self.limits,
                params: self.params,
                output_schema: self.output_schema,
                history: Mutex::new(self.history),
                store: self.store,
                retry: self.retry,
                empty_nudges: self.empty_nudges,
                text_tool_fallback: self.text_tool_fallback,
                prune: self.prune,
                compaction: self.compaction,
                _owned: self.owned,
                answer_check: self.answer_check,
                cancel: std::sync::Mutex::new(CancellationToken::new()),
            }),
        })
    }
}

/// A configured agent. Cheap to clone; clones share history and session.
#[derive(Clone)]
pub struct Agent {
    inner: Arc<Inner>,
}

struct Inner {
    provider: Arc<dyn Provider>,
    executor: Executor,
    system_prompt: Option<String>,
    limits: Limits,
    params: ModelParams,
    output_schema: Option<Value>,
    history: Mutex<Vec<Message>>,
    store: Option<Arc<dyn SessionStore>>,
    retry: Arc<dyn RetryPolicy>,
    empty_nudges: u32,
    text_tool_fallback: bool,
    prune: crate::history::PruneOptions,
    compaction: crate::compact::CompactionOptions,
    _owned: Vec<Arc<dyn std::any::Any + Send + Sync>>,
    answer_check: Option<(Arc<dyn AnswerCheck>, u32)>,
    cancel: std::sync::Mutex<CancellationToken>,
}

/// Decides whether a final answer is acceptable (an agent's `checks`: commands that must pass).
#[async_trait::async_trait]
pub trait AnswerCheck: Send + Sync {
    /// `Err(report)` when the answer is not accepted; the report is shown to the model, so it
    /// should say what failed and include the failing output.
    async fn check(&self, answer: &str, cancel: &CancellationToken) -> Result<(), String>;
}

/// How a run ended, for callers that run an agent to get its answer (an agent called as a tool).
#[derive(Debug, Clone, PartialEq)]
pub struct RunOutcome {
    /// Why the run ended.
    pub reason: FinishReason,
    /// The final answer, when the run completed.
    pub answer: Option<String>,
    /// The message of the error that ended the run, when one did.
    pub error: Option<String>,
    /// Tokens spent by the run, including runs nested in it.
    pub usage: TokenUsage,
}

/// The events of one run. Dropping it cancels the run (history stays consistent).
pub struct RunStream {
    rx: tokio::sync::mpsc::UnboundedReceiver<Event>,
    task: Option<tokio::task::JoinHandle<()>>,
    cancel: CancellationToken,
}

impl Stream for RunStream {
    type Item = Event;
    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Event>> {
        self.rx.poll_recv(cx)
    }
}

impl RunStream {
    /// Waits for the run to end and returns its events (for tests and simple embedders).
    pub async fn collect_all(mut self) -> Vec<Event> {
        let mut out = Vec::new();
        while let Some(e) = self.next().await {
            out.push(e);
        }
        if let Some(t) = self.task.take() {
            let _ = t.await;
        }
        out
    }
}

impl Drop for RunStream {
    fn drop(&mut self) {
        if self.task.as_ref().is_some_and(|t| !t.is_finished()) {
            self.cancel.cancel();
        }
    }
}

impl Agent {
    /// Starts building an agent.
    pub fn builder() -> AgentBuilder {
        AgentBuilder::default()
    }

    /// The session id.
    pub fn session_id(&self) -> &SessionId {
        self.inner.executor.session_id()
    }

    /// The workspace root.
    pub fn workspace(&self) -> &std::path::Path {
        self.inner.executor.workspace()
    }

    /// The tools.
    pub fn tools(&self) -> &ToolRegistry {
        self.inner.executor.registry()
    }

    /// The permission gate.
    pub fn gate(&self) -> &Arc<PermissionGate> {
        self.inner.executor.gate()
    }

    /// The tool executor (cache, call lifecycle).
    pub fn executor(&self) -> &Executor {
        &self.inner.executor
    }

    /// `provider/model`.
    pub fn model_label(&self) -> String {
        format!("{}/{}", self.inner.provider.name(), self.inner.provider.model())
    }

    /// The model's context window in tokens: configured, else the provider's own, if known.
    pub fn context_window(&self) -> Option<u64> {
        self.inner
            .compaction
            .context_window
            .or_else(|| self.inner.provider.context_window())
    }

    /// A copy of the history (waits for a running turn to finish).
    pub async fn history(&self) -> Vec<Message> {
        self.inner.history.lock().await.clone()
    }

    /// Summarises older turns now (the TUI's `/compact`); returns estimated tokens before and
    /// after, or `None` when there was nothing to summarise.
    pub async fn compact(&self) -> Result<Option<(u64, u64)>, ProviderError> {
        let mut history = self.inner.history.lock().await;
        let inner = &self.inner;
        let Some(c) = crate::compact::compact(
            inner.provider.as_ref(),
            &history,
            inner.compaction,
            inner.prune,
            &inner.params,
        )
        .await?
        else {
            return Ok(None);
        };
        if let Some(store) = &inner.store {
            store
                .compact(inner.executor.session_id(), c.kept, &c.summary)
                .await
                .map_err(|e| ProviderError::InvalidRequest {
                    status: 0,
                    message: e.to_string(),
                })?;
        }
        *history = c.history;
        Ok(Some((c.tokens_before, c.tokens_after)))
    }

    /// Cancels the running turn, if any.
    pub fn cancel(&self) {
        self.inner.cancel.lock().unwrap_or_else(|e| e.into_inner()).cancel();
    }

    /// Sends a user message and runs the loop; returns the run's events.
    pub fn run(&self, user_message: impl Into<String>) -> RunStream {
        let token = CancellationToken::new();
        *self.inner.cancel.lock().unwrap_or_else(|e| e.into_inner()) = token.clone();
        let (emitter, rx) = Emitter::channel();
        let inner = self.inner.clone();
        let text = user_message.into();
        let run_token = token.clone();
        let task = tokio::spawn(async move {
            execute_run(&inner, emitter, run_token, text).await;
        });
        RunStream {
            rx,
            task: Some(task),
            cancel: token,
        }
    }

    /// Runs the loop in the caller's task with the given emitter, until the run ends; returns
    /// how it ended. This is how an agent called as a tool runs: with
    /// `ctx.events.nested(..)` as `emit` its events join the caller's stream under the call
    /// path and its usage counts for the caller; with `ctx.cancel.child_token()` as `cancel` it
    /// stops when the call is cancelled (a child token, because the run's own wall-clock limit
    /// fires it too). History accumulates like [`Self::run`]'s, so a fresh agent gives
    /// a fresh conversation.
    pub async fn run_nested(
        &self,
        user_message: impl Into<String>,
        emit: Emitter,
        cancel: CancellationToken,
    ) -> RunOutcome {
        execute_run(&self.inner, emit, cancel, user_message.into()).await
    }
}

/// One run from start to `finished`, with the wall-clock limit enforced.
async fn execute_run(inner: &Inner, emit: Emitter, cancel: CancellationToken, text: String) -> RunOutcome {
    let mut history = inner.history.lock().await;
    let timed_out = Arc::new(AtomicBool::new(false));
    // The wall-clock limit cancels the run like a user would, but is reported as a timeout.
    let deadline = inner.limits.max_duration.map(|limit| {
        let (token, flag) = (cancel.clone(), timed_out.clone());
        tokio::spawn(async move {
            tokio::time::sleep(limit).await;
            flag.store(true, Ordering::SeqCst);
            token.cancel();
        })
    });
    let outcome = Run {
        inner,
        emit,
        cancel,
        timed_out,
        cache_base: inner.executor.cache().stats(),
        last_input_tokens: 0,
        error: None,
    }
    .drive(&mut history, text)
    .await;
    if let Some(d) = deadline {
        d.abort();
    }
    outcome
}

/// One run's mutable state.
struct Run<'a> {
    inner: &'a Inner,
    emit: Emitter,
    cancel: CancellationToken,
    timed_out: Arc<AtomicBool>,
    cache_base: (u64, u64),
    /// Prompt tokens the provider reported for the last call.
    last_input_tokens: u64,
    /// The message of the error that ended the run.
    error: Option<String>,
}

/// What one streamed model answer produced.
#[derive(Default)]
struct Answer {
    text: String,
    thinking: Vec<ContentBlock>,
    calls: Vec<PendingCall>,
    /// Raw argument text of each call, for the transcript when it did not parse.
    raw_args: Vec<String>,
    /// Read-only calls started while the answer was still streaming.
    started: Vec<Option<JoinHandle<ContentBlock>>>,
    usage: Option<TokenUsage>,
    had_output: bool,
}

impl Answer {
    /// Settles calls started early whose answer never completed, so no task outlives the run.
    async fn abandon_started(&mut self) {
        for h in self.started.drain(..).flatten() {
            h.abort();
            let _ = h.await;
        }
    }
}

enum Streamed {
    Complete(Answer),
    Cancelled(Answer),
    Failed(Answer, ProviderError),
}

impl Run<'_> {
    async fn drive(mut self, history: &mut Vec<Message>, text: String) -> RunOutcome {
        let session_id = self.inner.executor.session_id().clone();
        self.emit.emit(AgentEvent::SessionStarted {
            session_id: session_id.clone(),
            model: format!("{}/{}", self.inner.provider.name(), self.inner.provider.model()),
            workspace: self.inner.executor.workspace().display().to_string(),
        });
        let workspace = self.inner.executor.workspace().display().to_string();
        for hook in self.inner.executor.gate().hooks() {
            if let Err(e) = hook.session_start(session_id.as_str(), &workspace).await {
                self.emit.emit(AgentEvent::Notice {
                    message: format!("session_start hook failed: {e}"),
                });
            }
        }
        let user = Message::user(text);
        self.commit(std::slice::from_ref(&user), &TokenUsage::default()).await;
        history.push(user);
        let reason = self.iterate(history).await;
        let reason_name = serde_json::to_value(reason)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        for hook in self.inner.executor.gate().hooks() {
            if let Err(e) = hook.stop(session_id.as_str(), &reason_name).await {
                self.emit.emit(AgentEvent::Notice {
                    message: format!("stop hook failed: {e}"),
                });
            }
        }
        let (hits, misses) = self.inner.executor.cache().stats();
        self.emit.emit(AgentEvent::StateChanged { state: RunState::Done });
        if reason == FinishReason::Cancelled {
            self.emit.emit(AgentEvent::Cancelled);
        }
        let usage = self.emit.usage().total();
        self.emit.emit(AgentEvent::Finished {
            reason,
            usage,
            session_id,
            cache_hits: hits - self.cache_base.0,
            cache_misses: misses - self.cache_base.1,
        });
        let answer = match history.last() {
            Some(m) if reason == FinishReason::Completed && m.role == Role::Assistant => Some(m.text()),
            _ => None,
        };
        RunOutcome {
            reason,
            answer,
            error: self.error,
            usage,
        }
    }

    async fn iterate(&mut self, history: &mut Vec<Message>) -> FinishReason {
        let max_iterations = self.inner.limits.max_iterations;
        let mut nudges_left = self.inner.empty_nudges;
        let mut reasks_left = 1u32;
        let mut checks_failed = 0u32;
        let mut compacted_on_error = false;
        let mut iteration = 0u32;
        loop {
            if self.cancel.is_cancelled() {
                return self.cancelled();
            }
            if iteration >= max_iterations {
                self.emit
                    .emit(AgentEvent::IterationLimitReached { limit: max_iterations });
                return FinishReason::IterationLimit;
            }
            iteration += 1;
            self.emit.set_iteration(iteration);
            if self.near_context_limit(history) {
                self.compact(history, false).await;
            }

            let mut answer = match self.call_model(history).await {
                Streamed::Complete(a) => a,
                Streamed::Cancelled(a) => {
                    self.keep_partial(history, a).await;
                    return self.cancelled();
                }
                Streamed::Failed(a, ProviderError::ContextWindowExceeded { .. })
                    if !a.had_output && !compacted_on_error =>
                {
                    // The provider says it does not fit: compact once and try again.
                    compacted_on_error = true;
                    if self.compact(history, true).await {
                        iteration -= 1;
                        continue;
                    }
                    return self.fail(format!(
                        "{} ({}): the conversation exceeds the model's context window and there is nothing left to summarise",
                        self.inner.provider.name(),
                        self.inner.provider.model()
                    ));
                }
                Streamed::Failed(a, e) => {
                    let interrupted = a.had_output;
                    self.keep_partial(history, a).await;
                    let what = if interrupted {
                        "the stream broke after partial output (kept in the history)"
                    } else {
                        "the model call failed"
                    };
                    let hint = e.hint().map(|h| format!(" ({h})")).unwrap_or_default();
                    return self.fail(format!(
                        "{} ({}): {what}: {e}{hint}",
                        self.inner.provider.name(),
                        self.inner.provider.model()
                    ));
                }
            };
            let step_usage = answer.usage.unwrap_or_default();
            if answer.calls.is_empty() && self.inner.text_tool_fallback {
                self.recover_text_calls(&mut answer);
            }
            if !answer.text.is_empty() {
                self.emit.emit(AgentEvent::Text {
                    text: answer.text.clone(),
                });
            }

            let mut content = std::mem::take(&mut answer.thinking);
            if !answer.text.is_empty() {
                content.push(ContentBlock::text(answer.text.clone()));
            }
            for (call, raw) in answer.calls.iter().zip(&answer.raw_args) {
                content.push(ContentBlock::ToolUse {
                    id: call.id.clone(),
                    name: call.name.clone(),
                    input: crate::echo::stored_input(
                        &call.input,
                        raw,
                        self.inner.executor.registry().get(&call.name).is_some(),
                    ),
                });
            }

            if answer.calls.is_empty() {
                if answer.text.trim().is_empty() {
                    if nudges_left == 0 {
                        self.emit.emit(AgentEvent::Notice {
                            message: "the model answered with nothing again; ending the run".into(),
                        });
                        return FinishReason::Empty;
                    }
                    nudges_left -= 1;
                    self.emit.emit(AgentEvent::Notice {
                        message: "the model answered with neither text nor tool calls; asking it to continue".into(),
                    });
                    let nudge = Message::user(
                        "Your last answer was empty. Continue the task: call a tool or give your final answer.",
                    );
                    self.commit(std::slice::from_ref(&nudge), &step_usage).await;
                    history.push(nudge);
                    if let Some(r) = self.over_budget() {
                        return r;
                    }
                    continue;
                }
                let assistant = Message::new(Role::Assistant, content);
                self.commit(std::slice::from_ref(&assistant), &step_usage).await;
                history.push(assistant);
                if let Some(problems) = self.output_problems(&answer.text) {
                    if reasks_left == 0 {
                        return self.fail(format!("the final answer does not match the output schema: {problems}"));
                    }
                    reasks_left -= 1;
                    let reask = Message::user(format!(
                        "Your answer is not valid JSON for the required output schema: {problems}. Answer again with only the JSON value."
                    ));
                    self.commit(std::slice::from_ref(&reask), &TokenUsage::default()).await;
                    history.push(reask);
                    continue;
                }
                if let Some((check, retries)) = &self.inner.answer_check {
                    let verdict = tokio::select! {
                        v = check.check(&answer.text, &self.cancel) => v,
                        _ = self.cancel.cancelled() => return self.cancelled(),
                    };
                    if let Err(report) = verdict {
                        if checks_failed >= *retries {
                            return self.fail(format!(
                                "the final answer failed its checks after {checks_failed} retries: {report}"
                            ));
                        }
                        checks_failed += 1;
                        self.emit.emit(AgentEvent::Notice {
                            message: format!(
                                "the answer failed its checks; asking the model to fix it (retry {checks_failed} of {retries})"
                            ),
                        });
                        let retry = Message::user(format!(
                            "Your answer was not accepted: these checks failed.\n\n{report}\n\nFix the problems, then give your final answer again."
                        ));
                        self.commit(std::slice::from_ref(&retry), &TokenUsage::default()).await;
                        history.push(retry);
                        if let Some(r) = self.over_budget() {
                            return r;
                        }
                        continue;
                    }
                }
                return self.over_budget().unwrap_or(FinishReason::Completed);
            }

            let assistant = Message::new(Role::Assistant, content);
            self.emit.emit(AgentEvent::StateChanged {
                state: RunState::RunningTools,
            });
            let started = std::mem::take(&mut answer.started);
            let results = self
                .inner
                .executor
                .execute(&answer.calls, started, &self.cancel, &self.emit)
                .await;
            let results = Message::new(Role::User, results);
            self.commit(&[assistant.clone(), results.clone()], &step_usage).await;
            history.push(assistant);
            history.push(results);
            if self.cancel.is_cancelled() {
                return self.cancelled();
            }
            if let Some(r) = self.over_budget() {
                return r;
            }
        }
    }

    /// For models without native tool calling: an answer that is exactly a tool call written
    /// as text becomes that call.
    fn recover_text_calls(&self, answer: &mut Answer) {
        let names = self.inner.executor.registry().names();
        let Some(calls) = fallback::parse_text_tool_calls(&answer.text, &names) else {
            return;
        };
        answer.text.clear();
        for (name, input) in calls {
            let id = ToolCallId::generate();
            self.inner.executor.calls().register(&id, &name);
            self.emit.emit(AgentEvent::ToolCall {
                id: id.to_string(),
                name: name.clone(),
                input: input.clone(),
                repaired: false,
            });
            answer.raw_args.push(input.to_string());
            answer.calls.push(PendingCall {
                id,
                name,
                input: Ok(input),
            });
        }
    }

    /// Whether the next request would pass the compaction threshold of the model's window.
    fn near_context_limit(&self, history: &[Message]) -> bool {
        let opts = self.inner.compaction;
        let Some(window) = opts.context_window.or_else(|| self.inner.provider.context_window()) else {
            return false;
        };
        let estimate = crate::history::estimate_tokens(&crate::history::prepare(history, self.inner.prune));
        let used = estimate.max(self.last_input_tokens);
        used as f64 >= opts.threshold * window as f64
    }

    /// Compacts the history (memory and store); true when it shrank. `force` (the provider
    /// refused the request as too long) also summarises the recent turns, keeping only the
    /// current one.
    async fn compact(&mut self, history: &mut Vec<Message>, force: bool) -> bool {
        let inner = self.inner;
        let mut opts = inner.compaction;
        if force && crate::compact::cut_point(history, opts.keep_recent_turns).is_none() {
            opts.keep_recent_turns = 0;
        }
        match crate::compact::compact(inner.provider.as_ref(), history, opts, inner.prune, &inner.params).await {
            Ok(Some(c)) => {
                if let Some(store) = &inner.store
                    && let Err(e) = store.compact(inner.executor.session_id(), c.kept, &c.summary).await
                {
                    self.emit.emit(AgentEvent::Notice {
                        message: format!("could not record the compaction in the session: {e}"),
                    });
                }
                *history = c.history;
                self.last_input_tokens = 0;
                self.emit.emit(AgentEvent::ContextCompacted {
                    tokens_before: c.tokens_before,
                    tokens_after: c.tokens_after,
                });
                true
            }
            Ok(None) => false,
            Err(e) => {
                self.emit.emit(AgentEvent::Notice {
                    message: format!("could not summarise older turns: {e}"),
                });
                false
            }
        }
    }

    /// Why the final answer fails the output schema, if one is required and it does.
    fn output_problems(&self, text: &str) -> Option<String> {
        let schema = self.inner.output_schema.as_ref()?;
        let value = match crate::output::parse_json_answer(text) {
            Ok(v) => v,
            Err(e) => return Some(e),
        };
        crate::output::check(schema, &value).err()
    }

    /// Ends the run with an error event.
    fn fail(&mut self, message: String) -> FinishReason {
        self.emit.emit(AgentEvent::Error {
            message: message.clone(),
        });
        self.error = Some(message);
        FinishReason::Error
    }

    fn over_budget(&self) -> Option<FinishReason> {
        let limit = self.inner.limits.max_tokens?;
        let used = self.emit.usage().total().total();
        if used >= limit {
            self.emit.emit(AgentEvent::TokenLimitReached { limit, used });
            return Some(FinishReason::TokenLimit);
        }
        None
    }

    fn cancelled(&self) -> FinishReason {
        if self.timed_out.load(Ordering::SeqCst) {
            let limit_ms = self.inner.limits.max_duration.map_or(0, |d| d.as_millis() as u64);
            self.emit.emit(AgentEvent::Timeout { limit_ms });
            return FinishReason::Timeout;
        }
        // The `cancelled` event itself is emitted last, just before `finished` (see `drive`).
        FinishReason::Cancelled
    }

    /// Keeps partial streamed text as an interrupted assistant message; calls whose answer
    /// never completed are dropped, so the history has no tool use without a result.
    async fn keep_partial(&mut self, history: &mut Vec<Message>, mut answer: Answer) {
        answer.abandon_started().await;
        for call in &answer.calls {
            self.inner.executor.calls().cancel(&call.id);
        }
        if answer.text.is_empty() {
            return;
        }
        let mut msg = Message::assistant(answer.text);
        msg.interrupted = true;
        self.commit(std::slice::from_ref(&msg), &answer.usage.unwrap_or_default())
            .await;
        history.push(msg);
    }

    async fn commit(&self, messages: &[Message], usage: &TokenUsage) {
        if let Some(store) = &self.inner.store
            && let Err(e) = store.append(self.inner.executor.session_id(), messages, usage).await
        {
            self.emit.emit(AgentEvent::Notice {
                message: format!("could not save this step of the session: {e}"),
            });
        }
    }

    fn request(&self, history: &[Message]) -> ModelRequest {
        ModelRequest {
            system: self.inner.system_prompt.clone(),
            messages: crate::history::prepare(history, self.inner.prune),
            tools: self
                .inner
                .executor
                .registry()
                .list()
                .iter()
                .map(ToolSpec::from)
                .collect(),
            params: self.inner.params.clone(),
            output_schema: self.inner.output_schema.clone(),
        }
    }

    /// Calls the model, retrying per policy while nothing has been streamed yet.
    async fn call_model(&mut self, history: &[Message]) -> Streamed {
        let request = self.request(history);
        let mut attempt = 0u32;
        let mut waited = Duration::ZERO;
        loop {
            attempt += 1;
            self.emit.emit(AgentEvent::StateChanged {
                state: RunState::WaitingForModel,
            });
            let outcome = tokio::select! {
                r = self.inner.provider.stream(&request) => match r {
                    Ok(stream) => self.consume(stream).await,
                    Err(e) => Streamed::Failed(Answer::default(), e),
                },
                _ = self.cancel.cancelled() => Streamed::Cancelled(Answer::default()),
            };
            let Streamed::Failed(mut answer, error) = outcome else {
                return outcome;
            };
            let delay = if answer.had_output {
                None
            } else {
                self.inner.retry.next_delay(&error, attempt, waited)
            };
            self.emit.emit(AgentEvent::LlmError {
                error_type: error.kind().into(),
                message: error.to_string(),
                retryable: delay.is_some(),
                attempt,
                delay_ms: delay.map_or(0, |d| d.as_millis() as u64),
            });
            let Some(delay) = delay else {
                return Streamed::Failed(answer, error);
            };
            answer.abandon_started().await;
            waited += delay;
            tokio::select! {
                _ = tokio::time::sleep(delay) => {}
                _ = self.cancel.cancelled() => return Streamed::Cancelled(Answer::default()),
            }
        }
    }

    async fn consume(&mut self, mut stream: crate::provider::ModelStream) -> Streamed {
        let mut answer = Answer::default();
        let mut ids: Vec<String> = Vec::new();
        let mut streaming = false;
        loop {
            let next = tokio::select! {
                n = stream.next() => n,
                _ = self.cancel.cancelled() => return Streamed::Cancelled(answer),
            };
            let Some(item) = next else {
                return Streamed::Complete(answer);
            };
            let event = match item {
                Ok(e) => e,
                Err(e) => return Streamed::Failed(answer, e),
            };
            if !streaming {
                streaming = true;
                self.emit.emit(AgentEvent::StateChanged {
                    state: RunState::Streaming,
                });
            }
            match event {
                StreamEvent::TextDelta(t) => {
                    if !t.is_empty() {
                        answer.had_output = true;
                        answer.text.push_str(&t);
                        self.emit.emit(AgentEvent::TextDelta { text: t });
                    }
                }
                StreamEvent::ThinkingDelta(t) => {
                    answer.had_output = true;
                    self.emit.emit(AgentEvent::ThinkingDelta { text: t });
                }
                StreamEvent::ThinkingEnd {
                    text,
                    signature,
                    provider_data,
                } => answer.thinking.push(ContentBlock::Thinking {
                    text,
                    signature,
                    provider_data,
                }),
                StreamEvent::ToolCallStart { index, id, name } => {
                    answer.had_output = true;
                    if ids.len() <= index {
                        ids.resize(index + 1, String::new());
                    }
                    ids[index] = id.clone();
                    self.emit.emit(AgentEvent::ToolCallStart { id, name });
                }
                StreamEvent::ToolCallDelta { index, delta } => {
                    let id = ids.get(index).cloned().unwrap_or_default();
                    self.emit.emit(AgentEvent::ToolCallDelta { id, delta });
                }
                StreamEvent::ToolCallEnd {
                    index: _,
                    id,
                    name,
                    arguments,
                } => {
                    answer.had_output = true;
                    self.emit.emit(AgentEvent::ToolCallEnd { id: id.clone() });
                    self.register_call(&mut answer, id, name, arguments);
                }
                StreamEvent::Usage(u) => {
                    self.last_input_tokens = u.input_tokens;
                    self.emit.usage().add(u);
                    answer.usage = Some(u);
                    self.emit.emit(AgentEvent::Usage {
                        usage: u,
                        total: self.emit.usage().total(),
                    });
                }
                StreamEvent::Done { .. } => {}
            }
        }
    }

    /// Registers a completed call; a read-only call whose predecessors are all read-only starts
    /// at once, while the rest of the answer is still streaming (it would share their batch).
    fn register_call(&self, answer: &mut Answer, id: String, name: String, raw: String) {
        let id = if id.is_empty() {
            ToolCallId::generate()
        } else {
            ToolCallId::new(id)
        };
        let parsed = parse_arguments(&raw);
        let (input_event, repaired) = match &parsed {
            Ok(p) => (p.value.clone(), p.repaired),
            Err(_) => (Value::String(raw.clone()), false),
        };
        self.inner.executor.calls().register(&id, &name);
        self.emit.emit(AgentEvent::ToolCall {
            id: id.to_string(),
            name: name.clone(),
            input: input_event,
            repaired,
        });
        let call = PendingCall {
            id,
            name,
            input: parsed.map(|p| p.value),
        };
        let executor = &self.inner.executor;
        let early = answer.started.len() == answer.calls.len()
            && answer.started.iter().all(Option::is_some)
            && executor.can_start_early(&call);
        answer
            .started
            .push(early.then(|| executor.start(call.clone(), self.cancel.clone(), self.emit.clone())));
        answer.raw_args.push(raw);
        answer.calls.push(call);
    }
}
