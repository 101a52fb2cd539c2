//! The session workflow: the core's turn machine ([`ouzel::core::Turn`]) run as Temporal
//! workflow code. The machine decides; each `CallModel` step is a model activity (any worker)
//! and each call of a `RunTools` step a tool activity on the queue of the workers beside the
//! workspace. Approvals and cancel arrive as signals; the `progress` query gives the events and
//! committed steps so far, the calls waiting for an answer, and the result.
//!
//! Workflow code must replay deterministically: it reads time only from the workflow context,
//! and everything it knows comes from its input, activities' results and signals.

// The SDK's macros generate public, undocumented items (one constant per method).
#![allow(unreachable_pub, missing_docs)]

use crate::activities::Activities;
use crate::wire::{
    ApproveSignal, ModelInput, ModelOutput, Progress, RunResult, RunSpec, ToolInput, ToolOutput, WORKFLOW_VERSION,
};
use ouzel::core::{
    Agent, AgentEvent, Approval, ContentBlock, Effect, Event, Facts, FinishReason, Happened, Interrupt, Message,
    OpenCall, Phase, RunState, SessionId, Step, TokenUsage, Turn,
};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::time::{Duration, SystemTime};
use temporalio_common::RetryPolicy;
use temporalio_macros::{workflow, workflow_methods};
use temporalio_sdk::{
    ActivityOptions, ContinueAsNewOptions, SyncWorkflowContext, WorkflowCancellationToken, WorkflowContext,
    WorkflowContextView, WorkflowResult,
};

/// A model call may take this long; a dead worker is noticed by its missed heartbeats far sooner.
const MODEL_TIMEOUT: Duration = Duration::from_secs(3600);
/// A tool call may take this long (the tool's own timeout is usually shorter).
const TOOL_TIMEOUT: Duration = Duration::from_secs(24 * 3600);

/// Events and committed steps a continued run carries from the one before, for a client that
/// was behind when the run continued (it polls every 100 ms; these cover far more than that).
const CARRIED_EVENTS: usize = 500;
const CARRIED_COMMITS: usize = 50;

/// One ouzel session run as a workflow.
#[workflow]
#[derive(Default)]
pub struct SessionWorkflow {
    /// Events so far, from `events_base` on.
    events: Vec<Event>,
    events_base: usize,
    commits: Vec<(Vec<Message>, TokenUsage)>,
    commits_base: usize,
    /// Where the first kept commit starts in the conversation (its message index), so a client
    /// that re-attaches knows which steps its session already has.
    messages_base: usize,
    /// Answers that arrived by signal, by call id.
    answers: HashMap<String, Approval>,
    /// The calls waiting for an answer.
    pending: Vec<String>,
    cancel: bool,
    result: Option<RunResult>,
}

#[workflow_methods]
impl SessionWorkflow {
    /// Runs the session's turn.
    #[run]
    pub async fn run(ctx: &mut WorkflowContext<Self>, spec: RunSpec) -> WorkflowResult<RunResult> {
        if spec.version > WORKFLOW_VERSION {
            // Waits for a worker that knows this format: the task fails, saying so, and is
            // retried; nothing of the run is lost.
            ctx.force_task_fail(format!(
                "session {} was started by a newer ouzel (workflow format {}); this worker (ouzel {}) runs formats up to {}: upgrade the workers of task queue {}",
                spec.session_id,
                spec.version,
                env!("CARGO_PKG_VERSION"),
                WORKFLOW_VERSION,
                ctx.task_queue()
            ));
            let _ = ctx.wait_condition(|_| false).await;
            return Err(temporalio_sdk::WorkflowTermination::Evicted);
        }
        ctx.state_mut(|s| {
            s.events = spec.recent_events.clone();
            s.events_base = spec.events_before - s.events.len().min(spec.events_before);
            s.commits = spec.recent_commits.clone();
            s.commits_base = spec.commits_before - s.commits.len().min(spec.commits_before);
            // The conversation ends with the carried commits (a new run: none yet).
            let carried: usize = s.commits.iter().map(|(m, _)| m.len()).sum();
            s.messages_base = spec.history.len().saturating_sub(carried);
        });
        let mut run = Runner {
            began: ctx.workflow_time(),
            iteration: spec.turn.as_ref().map_or(0, |t| t.iteration),
            usage: Cell::new(spec.usage),
            always: RefCell::new(spec.always.clone()),
            history: spec.history.clone(),
            spec,
        };
        let (mut turn, mut next) = match (run.spec.prompt.clone(), run.spec.turn.clone()) {
            (Some(prompt), _) => {
                run.emit(
                    ctx,
                    AgentEvent::SessionStarted {
                        session_id: SessionId::new(run.spec.session_id.clone()),
                        model: run.spec.model_label.clone(),
                        workspace: run.spec.workspace.clone(),
                    },
                );
                let mut turn = Turn::new(run.spec.config.clone());
                let facts = run.facts(ctx);
                let user = Message::user_at(prompt, facts.now);
                run.history.push(user.clone());
                let mut next = turn.start(&run.history, &facts);
                next.effects.insert(
                    0,
                    Effect::Commit {
                        messages: vec![user],
                        usage: TokenUsage::default(),
                    },
                );
                (turn, next)
            }
            (None, Some(state)) => {
                let mut turn = Turn::resume(run.spec.config.clone(), state);
                let next = turn.start(&run.history, &run.facts(ctx));
                (turn, next)
            }
            (None, None) => {
                let turn = Turn::new(run.spec.config.clone());
                let next = ouzel::core::Next {
                    effects: Vec::new(),
                    step: Step::Finish {
                        reason: FinishReason::Error,
                        error: Some("the workflow was started with neither a prompt nor a turn to continue".into()),
                    },
                };
                (turn, next)
            }
        };
        loop {
            for effect in std::mem::take(&mut next.effects) {
                run.perform(ctx, effect);
            }
            let happened = match next.step {
                Step::Finish { reason, error } => return Ok(run.finish(ctx, reason, error)),
                Step::CallModel { messages } => {
                    if ctx.history_length() >= run.spec.continue_after || ctx.continue_as_new_suggested() {
                        // The machine's state is plain data: the next run goes on from here (the
                        // iteration is counted again when it starts).
                        let mut state = turn.state().clone();
                        state.iteration = state.iteration.saturating_sub(1);
                        state.phase = Phase::CallingModel;
                        let carried = run.carry(ctx, state);
                        ctx.continue_as_new(carried, ContinueAsNewOptions::default())?;
                    }
                    let h = run.call_model(ctx, messages.clone()).await;
                    turn.sent(messages);
                    h
                }
                Step::RunTools { calls } => {
                    let open: Vec<OpenCall> = match &turn.state().phase {
                        Phase::RunningTools { calls, .. } => calls.clone(),
                        _ => calls
                            .iter()
                            .map(|c| OpenCall {
                                id: c.id.clone(),
                                name: c.name.clone(),
                                raw_args: c.input.as_ref().map(|v| v.to_string()).unwrap_or_default(),
                            })
                            .collect(),
                    };
                    let results = run.run_tools(ctx, open).await;
                    Happened::ToolsDone { results }
                }
                Step::Compact { .. } => {
                    run.emit(
                        ctx,
                        AgentEvent::Notice {
                            message:
                                "compaction does not run in durable (Temporal) runs yet; the history is sent whole"
                                    .into(),
                        },
                    );
                    Happened::Compacted { shrank: false }
                }
                Step::Check { .. } => {
                    // `ouzel exec --temporal` refuses agents with answer checks before starting.
                    Happened::Checked(Err("answer checks do not run in durable (Temporal) runs".into()))
                }
            };
            let facts = run.facts(ctx);
            next = turn.on(&mut run.history, &facts, happened);
        }
    }

    /// A person's answer to an `approval_requested` event.
    #[signal]
    pub fn approve(&mut self, _ctx: &mut SyncWorkflowContext<Self>, answer: ApproveSignal) {
        // Answers for calls nobody asked about are refused by `ouzel approve` before sending
        // (it reads `pending` first); one arriving late is kept and never used.
        self.answers.insert(answer.id, answer.answer);
    }

    /// Cancels the run: the running step is interrupted and the turn ends consistent.
    #[signal]
    pub fn cancel(&mut self, _ctx: &mut SyncWorkflowContext<Self>, _reason: String) {
        self.cancel = true;
    }

    /// What happened from the event and commit indexes given.
    #[query]
    pub fn progress(&self, _ctx: &WorkflowContextView, from: (usize, usize)) -> Progress {
        let (from_event, from_commit) = from;
        let e = from_event.saturating_sub(self.events_base).min(self.events.len());
        let c = from_commit.saturating_sub(self.commits_base).min(self.commits.len());
        let commits_at = self.messages_base + self.commits[..c].iter().map(|(m, _)| m.len()).sum::<usize>();
        Progress {
            commits_at,
            events: self.events[e..].to_vec(),
            next_event: self.events_base + self.events.len(),
            commits: self.commits[c..].to_vec(),
            next_commit: self.commits_base + self.commits.len(),
            pending: self.pending.clone(),
            result: self.result.clone(),
        }
    }
}

/// The run's own state, outside what signals and queries touch.
struct Runner {
    spec: RunSpec,
    began: Option<SystemTime>,
    iteration: u32,
    /// Cells: the calls of one batch run together and each emits its events.
    usage: Cell<TokenUsage>,
    always: RefCell<Vec<String>>,
    history: Vec<Message>,
}

impl Runner {
    fn facts(&self, ctx: &WorkflowContext<SessionWorkflow>) -> Facts {
        let elapsed = match (self.began, ctx.workflow_time()) {
            (Some(a), Some(b)) => b.duration_since(a).unwrap_or_default(),
            _ => Duration::ZERO,
        };
        Facts {
            // Workflow time, not the worker's clock: a replay makes the same messages.
            now: ctx
                .workflow_time()
                .map(chrono::DateTime::<chrono::Utc>::from)
                .unwrap_or_default(),
            elapsed,
            tokens_used: self.usage.get().total(),
            interrupt: ctx.state(|s| s.cancel).then_some(Interrupt::Cancel),
            context_window: self.spec.context_window,
            tool_names: self.spec.tool_names.clone(),
        }
    }

    fn emit(&self, ctx: &WorkflowContext<SessionWorkflow>, mut event: AgentEvent) {
        if let AgentEvent::Usage { usage, total } = &mut event {
            // The activity's meter starts at zero: the run's total is kept here.
            let mut sum = self.usage.get();
            sum += *usage;
            self.usage.set(sum);
            *total = sum;
        }
        let ev = Event {
            event,
            iteration: self.iteration,
            total_tokens: self.usage.get().total(),
            path: Vec::new(),
        };
        ctx.state_mut(|s| s.events.push(ev));
    }

    fn perform(&mut self, ctx: &WorkflowContext<SessionWorkflow>, effect: Effect) {
        match effect {
            Effect::Emit(ev) => self.emit(ctx, ev),
            Effect::Commit { messages, usage } => ctx.state_mut(|s| s.commits.push((messages, usage))),
            Effect::Iteration(n) => self.iteration = n,
            // The tool activity registers each call with its executor.
            Effect::Register { .. } => {}
        }
    }

    /// Arguments, texts and diffs past this many bytes travel as references (format 3 on).
    fn args_limit(&self) -> usize {
        if self.spec.version >= 3 {
            self.spec.payload_limit
        } else {
            0
        }
    }

    fn heartbeat(&self) -> Duration {
        // Activities beat every second from one second after they start: two at the least.
        Duration::from_secs(self.spec.heartbeat_secs.max(2))
    }

    async fn call_model(&mut self, ctx: &WorkflowContext<SessionWorkflow>, messages: Vec<Message>) -> Happened {
        let token = WorkflowCancellationToken::new();
        let reads_text = self.spec.config.text_tool_fallback || self.spec.config.output_schema.is_some();
        let input = ModelInput {
            session_id: self.spec.session_id.clone(),
            agent: self.spec.agent.clone(),
            messages,
            args_limit: self.args_limit(),
            // The machine reads the answer's text for text-written calls and the schema.
            text_limit: if reads_text { 0 } else { self.args_limit() },
        };
        let opts = ActivityOptions::with_start_to_close_timeout(MODEL_TIMEOUT)
            .heartbeat_timeout(self.heartbeat())
            .cancellation_token(token.clone())
            // A model call changes nothing: tried again on another worker when one dies.
            .retry_policy(
                RetryPolicy::builder()
                    .initial_interval(Duration::from_millis(200))
                    .maximum_attempts(5)
                    .build(),
            )
            .build();
        let call = ctx.execute_activity(Activities::model, input, opts);
        let out = until_cancelled(ctx, &token, call).await;
        match out {
            Ok(ModelOutput { outcome, events }) => {
                for e in events {
                    self.emit(ctx, e);
                }
                outcome.into_happened()
            }
            Err(e) if ctx.state(|s| s.cancel) => {
                let _ = e;
                Happened::ModelInterrupted {
                    partial: Default::default(),
                }
            }
            Err(e) => Happened::ModelFailed {
                failure: ouzel::core::ModelFailure {
                    label: self.spec.model_label.clone(),
                    context_too_long: false,
                    detail: format!("the model activity failed on every attempt: {e}"),
                },
                partial: Default::default(),
            },
        }
    }

    /// Runs the calls in the batches the executor would make ([`batches`]), each call as an
    /// activity on the workspace's queue: the calls of a batch at once, batches one after
    /// another. Results come back in call order.
    async fn run_tools(&self, ctx: &WorkflowContext<SessionWorkflow>, calls: Vec<OpenCall>) -> Vec<ContentBlock> {
        let mut results = Vec::with_capacity(calls.len());
        let batches = if self.spec.version >= 2 {
            batches(&calls, &self.spec.tool_names, &self.spec.read_only_tools)
        } else {
            // Format 1 ran every call alone: a run started so is replayed so.
            (0..calls.len()).map(|i| vec![i]).collect()
        };
        for batch in batches {
            if ctx.state(|s| s.cancel) {
                for i in batch {
                    results.push(self.synthetic(ctx, &calls[i], "cancelled by user"));
                }
                continue;
            }
            // Polled in call order, so the activities are scheduled in call order on every replay.
            let blocks = futures::future::join_all(batch.iter().map(|&i| self.run_tool(ctx, calls[i].clone()))).await;
            results.extend(blocks);
        }
        results
    }

    async fn run_tool(&self, ctx: &WorkflowContext<SessionWorkflow>, call: OpenCall) -> ContentBlock {
        let read_only = self.spec.read_only_tools.contains(&call.name);
        let mut approval: Option<Approval> = None;
        loop {
            let token = WorkflowCancellationToken::new();
            let input = ToolInput {
                session_id: self.spec.session_id.clone(),
                agent: self.spec.agent.clone(),
                call: call.clone(),
                approval: approval.clone(),
                payload_limit: self.spec.payload_limit,
                args_limit: self.args_limit(),
            };
            // A read-only call is tried again when its worker dies; any other call runs at most
            // once: a second attempt could repeat its effect.
            let retry = if read_only {
                RetryPolicy::builder()
                    .initial_interval(Duration::from_millis(200))
                    .maximum_attempts(3)
                    .build()
            } else {
                RetryPolicy::builder().maximum_attempts(1).build()
            };
            let opts = ActivityOptions::with_start_to_close_timeout(TOOL_TIMEOUT)
                .heartbeat_timeout(self.heartbeat())
                .task_queue(self.spec.tool_queue.clone())
                .cancellation_token(token.clone())
                .retry_policy(retry)
                .build();
            let run = ctx.execute_activity(Activities::tool, input, opts);
            match until_cancelled(ctx, &token, run).await {
                Ok(ToolOutput::Done { result, events }) => {
                    for e in events {
                        self.emit(ctx, e);
                    }
                    return result;
                }
                Ok(ToolOutput::NeedsApproval { event, events }) => {
                    for e in events {
                        self.emit(ctx, e);
                    }
                    if self.always.borrow().contains(&call.name) {
                        approval = Some(Approval::Session);
                        continue;
                    }
                    let id = call.id.to_string();
                    self.emit(ctx, event);
                    ctx.state_mut(|s| s.pending.push(id.clone()));
                    let _ = ctx.wait_condition(|s| s.cancel || s.answers.contains_key(&id)).await;
                    let answer = ctx.state_mut(|s| {
                        s.pending.retain(|p| p != &id);
                        s.answers.remove(&id)
                    });
                    match answer {
                        Some(a) if !ctx.state(|s| s.cancel) => {
                            if a == Approval::Session {
                                self.always.borrow_mut().push(call.name.clone());
                            }
                            approval = Some(a);
                        }
                        _ => return self.synthetic(ctx, &call, "cancelled by user"),
                    }
                }
                Err(_) if ctx.state(|s| s.cancel) => return self.synthetic(ctx, &call, "cancelled by user"),
                Err(e) if read_only => {
                    return self.synthetic(ctx, &call, &format!("{} failed on every attempt: {e}", call.name));
                }
                // Its worker died (or the activity failed) while it ran: it may or may not have
                // had its effect, and is not run again. The model is told, as a resumed turn does.
                Err(_) => return self.synthetic(ctx, &call, Agent::INTERRUPTED_RESULT),
            }
        }
    }

    /// An error result made here (the call never reported one), with its event.
    fn synthetic(&self, ctx: &WorkflowContext<SessionWorkflow>, call: &OpenCall, text: &str) -> ContentBlock {
        self.emit(
            ctx,
            AgentEvent::ToolResult {
                id: call.id.clone(),
                name: call.name.clone(),
                content: text.into(),
                is_error: true,
                cached: false,
                duration_ms: 0,
                metadata: None,
                diff: None,
            },
        );
        ContentBlock::tool_result(call.id.clone(), text, true)
    }

    fn finish(
        &mut self,
        ctx: &WorkflowContext<SessionWorkflow>,
        reason: FinishReason,
        error: Option<String>,
    ) -> RunResult {
        self.emit(ctx, AgentEvent::StateChanged { state: RunState::Done });
        if reason == FinishReason::Cancelled {
            self.emit(ctx, AgentEvent::Cancelled);
        }
        self.emit(
            ctx,
            AgentEvent::Finished {
                reason,
                usage: self.usage.get(),
                session_id: SessionId::new(self.spec.session_id.clone()),
                cache_hits: 0,
                cache_misses: 0,
            },
        );
        let answer = match self.history.last() {
            Some(m) if reason == FinishReason::Completed && m.role == ouzel::core::Role::Assistant => Some(m.text()),
            _ => None,
        };
        let result = RunResult {
            reason,
            answer,
            error,
            continued: self.spec.continued,
        };
        ctx.state_mut(|s| s.result = Some(result.clone()));
        result
    }

    /// The input of the next run, continuing from `turn`.
    fn carry(&self, ctx: &WorkflowContext<SessionWorkflow>, turn: ouzel::core::TurnState) -> RunSpec {
        let (events, commits, recent_events, recent_commits) = ctx.state(|s| {
            let e = s.events.len().saturating_sub(CARRIED_EVENTS);
            let c = s.commits.len().saturating_sub(CARRIED_COMMITS);
            (
                s.events_base + s.events.len(),
                s.commits_base + s.commits.len(),
                s.events[e..].to_vec(),
                s.commits[c..].to_vec(),
            )
        });
        RunSpec {
            history: self.history.clone(),
            prompt: None,
            turn: Some(turn),
            usage: self.usage.get(),
            always: self.always.borrow().clone(),
            events_before: events,
            commits_before: commits,
            continued: self.spec.continued + 1,
            recent_events,
            recent_commits,
            ..self.spec.clone()
        }
    }
}

/// The calls' batches, as the executor makes them (`Schedule::of` and `batches` in
/// `ouzel-core`): a call of a read-only tool with readable arguments, or one that fails before
/// running (no such tool, arguments that are not JSON), shares a batch with its neighbours of
/// the same kind; any other call runs in a batch of its own. Indices, in call order.
fn batches(calls: &[OpenCall], tools: &[String], read_only: &[String]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for (i, c) in calls.iter().enumerate() {
        let readable = ouzel::core::pending_call(c).input.is_ok();
        let alone = readable && tools.contains(&c.name) && !read_only.contains(&c.name);
        if alone {
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

/// Awaits `fut` unless the run is cancelled first, in which case the activity is asked to stop
/// (its token) and its end awaited.
async fn until_cancelled<T, E>(
    ctx: &WorkflowContext<SessionWorkflow>,
    token: &WorkflowCancellationToken,
    fut: impl std::future::Future<Output = Result<T, E>>,
) -> Result<T, E> {
    use futures::FutureExt;
    let fut = fut.fuse();
    futures::pin_mut!(fut);
    let cancelled = ctx.wait_condition(|s| s.cancel).fuse();
    futures::pin_mut!(cancelled);
    futures::select! {
        r = fut => return r,
        _ = cancelled => token.cancel(),
    }
    fut.await
}
