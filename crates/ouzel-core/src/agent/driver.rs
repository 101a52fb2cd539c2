//! The driver: performs the steps the turn machine ([`crate::turn`]) decides — streams the
//! model's answer (starting read-only calls early), runs tools, compacts, checks answers,
//! commits to the store and calls hooks — and feeds what happened back to the machine. It
//! decides nothing about the turn: model calls are retried by the provider's wrapper
//! (`ouzel_llm::Retrying`), and a store write that fails is tried again a few times before
//! the machine is told (see `persist`).

use super::{Inner, RunOutcome};
use crate::args::parse_arguments;
use crate::emit::Emitter;
use crate::event::{AgentEvent, FinishReason, RunState};
use crate::executor::PendingCall;
use crate::hooks::{CompactTrigger, HookOutcome, HookSession, SessionSource};
use crate::ids::ToolCallId;
use crate::message::{ContentBlock, Message, Role};
use crate::provider::{ModelRequest, ProviderError, StopReason, StreamEvent, ToolSpec};
use crate::reuse::MessageReuse;
use crate::turn::{
    Effect, Facts, Happened, Interrupt, ModelAnswer, ModelFailure, Next, Phase, Step, Turn, TurnConfig, TurnState,
};
use crate::usage::TokenUsage;
use futures::StreamExt;
use serde_json::Value;
use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

mod persist;

/// How a run begins.
pub(super) enum Start {
    /// A new turn with this user message and these images.
    Message(String, Vec<crate::Image>),
    /// The session's unfinished turn, as stored.
    Resume(TurnState),
}

/// How many times one run goes on because a stop hook blocked its end (a hook that always
/// blocks must not keep a run going for ever).
const MAX_STOP_CONTINUATIONS: u32 = 3;

/// The result the model sees for a call that was running when its process stopped.
pub(crate) const INTERRUPTED: &str = "interrupted: ouzel stopped before this call reported a result, so it may or may not have run. Check its effect before repeating it.";

/// What the user is told when the model stopped before its answer was whole: the answer shows
/// as it came, so without this a truncated or filtered one would pass for a complete one.
fn stopped_short(reason: StopReason) -> Option<&'static str> {
    match reason {
        StopReason::MaxTokens => Some(
            "the answer was cut off at the model's output-token limit and may be incomplete; \
             raise the model's `max_output_tokens`, or ask for a shorter answer",
        ),
        StopReason::ContentFilter => Some(
            "the provider's content filter stopped the answer; what it blocked was not shown, \
             and what came before it may be incomplete",
        ),
        StopReason::EndTurn | StopReason::ToolUse | StopReason::Unknown => None,
    }
}

/// One run from start to `finished`, with the wall-clock limit enforced.
pub(super) async fn execute_run(inner: &Inner, emit: Emitter, cancel: CancellationToken, start: Start) -> RunOutcome {
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
        began: Instant::now(),
        tools: None,
        early: true,
        lost: OnceLock::new(),
    }
    .drive(&mut history, start)
    .await;
    if let Some(d) = deadline {
        d.abort();
    }
    outcome
}

/// One model call as a turn makes it (events on `emit`, the provider's retries), without
/// starting any call early: for an engine that runs the machine and the tools elsewhere.
pub(super) async fn model_step(
    inner: &Inner,
    emit: Emitter,
    cancel: CancellationToken,
    messages: Vec<Message>,
) -> Happened {
    let mut run = Run {
        inner,
        emit,
        cancel,
        timed_out: Arc::new(AtomicBool::new(false)),
        cache_base: (0, 0),
        began: Instant::now(),
        tools: None,
        early: false,
        lost: OnceLock::new(),
    };
    let (streamed, _) = run.call_model(messages, MessageReuse::default(), None).await;
    let (mut answer, failure) = match streamed {
        Streamed::Complete(a) => (a, None),
        Streamed::Cancelled(a) => (a, Some(None)),
        Streamed::Failed(a, e) => (a, Some(Some(e))),
    };
    answer.abandon_started().await;
    if failure.is_some() {
        answer.calls.clear();
        answer.raw_args.clear();
    }
    let (partial, _) = answer.into_parts();
    match failure {
        None => Happened::ModelAnswered(partial),
        Some(None) => Happened::ModelInterrupted { partial },
        Some(Some(e)) => Happened::ModelFailed {
            failure: run.failure(&e),
            partial,
        },
    }
}

impl Inner {
    /// What the turn machine needs to know about this agent.
    pub(super) fn turn_config(&self) -> TurnConfig {
        TurnConfig {
            max_iterations: self.limits.max_iterations,
            max_tokens: self.limits.max_tokens,
            max_duration: self.limits.max_duration,
            empty_nudges: self.empty_nudges,
            text_tool_fallback: self.text_tool_fallback,
            output_schema: self.output_schema.clone(),
            check_retries: self.answer_check.as_ref().map(|(_, r)| *r),
            prune: self.prune,
            compaction: self.compaction,
        }
    }
}

/// One run's I/O state.
struct Run<'a> {
    inner: &'a Inner,
    emit: Emitter,
    cancel: CancellationToken,
    timed_out: Arc<AtomicBool>,
    cache_base: (u64, u64),
    /// When the run began (the machine gets the time since, never a clock).
    began: Instant,
    /// The tool list of the last request and the registry version it was made from, reused
    /// while the registry does not change.
    tools: Option<(u64, Arc<[ToolSpec]>)>,
    /// Read-only calls start while the answer streams (not when another engine runs tools).
    early: bool,
    /// Why the run stops: a store write failed for good (see `persist`). Later writes are
    /// skipped.
    lost: OnceLock<String>,
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
    /// The provider's content filter stopped it.
    filtered: bool,
    /// Attempts a provider wrapper retried before this answer (`StreamEvent::Retry`).
    retries: u32,
}

impl Answer {
    /// Settles calls started early whose answer never completed, so no task outlives the run.
    async fn abandon_started(&mut self) {
        for h in self.started.drain(..).flatten() {
            h.abort();
            let _ = h.await;
        }
    }

    /// The answer as the machine sees it (the running calls stay with the driver).
    fn into_parts(self) -> (ModelAnswer, Vec<Option<JoinHandle<ContentBlock>>>) {
        (
            ModelAnswer {
                text: self.text,
                thinking: self.thinking,
                calls: self.calls,
                raw_args: self.raw_args,
                usage: self.usage,
                had_output: self.had_output,
                filtered: self.filtered,
            },
            self.started,
        )
    }
}

enum Streamed {
    Complete(Answer),
    Cancelled(Answer),
    Failed(Answer, ProviderError),
}

/// A model call made ready: the request, the version of its tool list, and the messages to
/// give back when the request carries a copy of them instead.
struct Call {
    request: ModelRequest,
    version: u64,
    kept: Option<Vec<Message>>,
}

impl Run<'_> {
    async fn drive(mut self, history: &mut Vec<Message>, start: Start) -> RunOutcome {
        let session_id = self.inner.executor.session_id().clone();
        let model = self.inner.model().provider;
        self.emit.emit(AgentEvent::SessionStarted {
            session_id: session_id.clone(),
            model: format!("{}/{}", model.name(), model.model()),
            workspace: self.inner.executor.workspace().display().to_string(),
        });
        let mut context = Vec::new();
        if !self.inner.started.swap(true, Ordering::SeqCst) {
            // A todo list is saved by a turn, whose prompt is stored before any tool runs: a
            // session without history has none, and its first request need not wait for the
            // store to say so.
            if !history.is_empty() {
                self.restore_todos().await;
            }
            let source = if history.is_empty() {
                SessionSource::Startup
            } else {
                SessionSource::Resume
            };
            let mut outcome = HookOutcome::default();
            for hook in self.inner.executor.hooks() {
                outcome.merge(hook.session_start(&self.hook_session(), source).await);
            }
            context = self.report(outcome).1;
        }
        let (mut turn, next) = match start {
            Start::Message(text, images) => {
                let mut outcome = HookOutcome::default();
                for hook in self.inner.executor.hooks() {
                    outcome.merge(hook.user_prompt_submit(&self.hook_session(), &text).await);
                }
                let (blocked, more) = self.report(outcome);
                if let Some(why) = blocked {
                    // The prompt never reaches the model nor the session.
                    let message = format!("a user_prompt_submit hook blocked the prompt: {why}");
                    return self.finish(history, FinishReason::Error, Some(message), true).await;
                }
                context.extend(more);
                let text = if context.is_empty() {
                    text
                } else {
                    format!("{text}\n\n{}", context.join("\n"))
                };
                let mut turn = Turn::new(self.inner.turn_config()).with_prepared(self.prepared());
                let user = if images.is_empty() {
                    Message::user(text)
                } else {
                    Message::user_with_images(text, images, chrono::Utc::now())
                };
                self.begin_checkpoint(&user).await;
                history.push(user.clone());
                let mut next = turn.start(history, &self.facts());
                // Committed with the turn's first state, in one write.
                next.effects.insert(
                    0,
                    Effect::Commit {
                        messages: vec![user],
                        usage: TokenUsage::default(),
                    },
                );
                (turn, next)
            }
            Start::Resume(state) => {
                // The turn goes on: its changes still belong to the prompt that began it.
                let prompt = history.iter().rev().find(|m| m.is_prompt()).cloned();
                if let Some(prompt) = prompt {
                    self.begin_checkpoint(&prompt).await;
                }
                self.resume(state, history).await
            }
        };
        let (mut reason, mut error) = self.run_turn(&mut turn, next, history).await;
        // What the turn prepared of the history is kept for the next one (issue 21).
        *self.inner.prepared.lock().unwrap_or_else(|e| e.into_inner()) = turn.take_prepared();
        let mut continued = 0;
        loop {
            let reason_name = serde_json::to_value(reason)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            let mut outcome = HookOutcome::default();
            for hook in self.inner.executor.hooks() {
                outcome.merge(hook.stop(&self.hook_session(), &reason_name, continued > 0).await);
            }
            let Some(why) = self.report(outcome).0 else { break };
            if reason != FinishReason::Completed || continued == MAX_STOP_CONTINUATIONS {
                self.emit.emit(AgentEvent::Notice {
                    message: format!("a stop hook asked the model to go on, but the run ends here: {why}"),
                });
                break;
            }
            // The model answered, and a stop hook does not accept that yet: it is told why, and
            // the run goes on.
            continued += 1;
            self.emit.emit(AgentEvent::Notice {
                message: format!("a stop hook asked the model to go on: {why}"),
            });
            let user = Message::user(format!("A stop hook did not let you finish yet: {why}"));
            history.push(user.clone());
            let mut more = Turn::new(self.inner.turn_config()).with_prepared(self.prepared());
            let mut next = more.start(history, &self.facts());
            next.effects.insert(
                0,
                Effect::Commit {
                    messages: vec![user],
                    usage: TokenUsage::default(),
                },
            );
            (reason, error) = self.run_turn(&mut more, next, history).await;
            *self.inner.prepared.lock().unwrap_or_else(|e| e.into_inner()) = more.take_prepared();
        }
        self.finish(history, reason, error, false).await
    }

    /// Ends the run: `state_changed` done, `cancelled` when it was, `finished`. An `error`
    /// (when `announce`) is said first.
    async fn finish(
        &self,
        history: &[Message],
        reason: FinishReason,
        error: Option<String>,
        announce: bool,
    ) -> RunOutcome {
        if announce && let Some(message) = &error {
            self.emit.emit(AgentEvent::Error {
                message: message.clone(),
            });
        }
        // What the run's calls changed is recorded before it says it is done.
        self.settle_checkpoints().await;
        let session_id = self.inner.executor.session_id().clone();
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
            error,
            usage,
        }
    }

    /// The session as hooks see it.
    fn hook_session(&self) -> HookSession<'_> {
        HookSession {
            id: self.inner.executor.session_id(),
            workspace: self.inner.executor.workspace(),
            mode: self.inner.executor.gate().session_mode(),
        }
    }

    /// Shows hooks' notices; returns their block and what they said for the model.
    fn report(&self, outcome: HookOutcome) -> (Option<String>, Vec<String>) {
        for message in outcome.notices {
            self.emit.emit(AgentEvent::Notice { message });
        }
        (outcome.block, outcome.context)
    }

    /// Tells the checkpoint keeper, if any, that a user turn begins (issue 23).
    async fn begin_checkpoint(&self, prompt: &Message) {
        if let Some(keeper) = self.inner.executor.checkpoints()
            && let Err(e) = keeper.begin_turn(prompt).await
        {
            self.emit.emit(AgentEvent::Notice {
                message: format!("{e}; this turn's changes may not be rewindable"),
            });
        }
    }

    /// Waits until the checkpoint keeper, if any, has recorded what the calls so far changed;
    /// a record it failed to make in the background is said as a notice.
    pub(super) async fn settle_checkpoints(&self) {
        if let Some(keeper) = self.inner.executor.checkpoints()
            && let Err(e) = keeper.settle().await
        {
            self.emit.emit(AgentEvent::Notice {
                message: format!("{e}; the changes of the last call that could write may not be rewindable"),
            });
        }
    }

    /// Performs steps until the machine says the turn is over.
    async fn run_turn(
        &mut self,
        turn: &mut Turn,
        mut next: Next,
        history: &mut Vec<Message>,
    ) -> (FinishReason, Option<String>) {
        // Read-only calls the last answer started while it streamed.
        let mut started: Vec<Option<JoinHandle<ContentBlock>>> = Vec::new();
        let mut saved: Option<TurnState> = None;
        // The machine was told that a write failed for good (it then ends the turn).
        let mut told = false;
        loop {
            // After every step the store knows where the turn stands, so another process can
            // continue it (`Op::ResumeTurn`); with the step's last commit when there is one, in
            // the same transaction.
            let state = (!matches!(next.step, Step::Finish { .. })).then(|| turn.state().clone());
            let effects = std::mem::take(&mut next.effects);
            let last_commit = effects.iter().rposition(|e| matches!(e, Effect::Commit { .. }));
            // A step whose next move is a model call commits while the request goes out and
            // the model answers (issue 21): the request needs nothing of the commit, and the
            // answer is taken only once the commit is stored. The store holds the same at every
            // moment a process could be killed (the commit is done or not, and nothing of the
            // answer is yet); a commit that fails for good drops the answer unread.
            let overlap = matches!(next.step, Step::CallModel { .. }) && self.lost.get().is_none();
            let mut deferred: Option<(Vec<Message>, TokenUsage)> = None;
            // Messages of commits the store did not take (the tail of the history).
            let mut unsaved = 0;
            for (i, effect) in effects.into_iter().enumerate() {
                match effect {
                    Effect::Commit { messages, usage } if overlap && Some(i) == last_commit => {
                        deferred = Some((messages, usage));
                    }
                    // (Once a write failed for good, no other is tried.)
                    Effect::Commit { messages, usage } => {
                        let stored = match Some(i) == last_commit {
                            true => self.commit_with_turn(&messages, &usage, state.as_ref()).await,
                            false => self.commit(&messages, &usage).await,
                        };
                        if !stored {
                            unsaved += messages.len();
                        }
                    }
                    // After a write failed for good, the rest of this transition is moot.
                    _ if self.lost.get().is_some() && !told => {}
                    other => self.perform(other),
                }
            }
            if last_commit.is_none() && state != saved {
                self.save(state.as_ref()).await;
            }
            saved = state;
            if self.lost.get().is_some()
                && let Some((messages, _)) = deferred.take()
            {
                // An earlier commit of the step failed: this one is not tried.
                unsaved += messages.len();
            }
            if !told && let Some(error) = self.lost.get() {
                told = true;
                // What the store did not take leaves the history too, so the agent goes on
                // (another prompt, a front that stays open) from what is stored.
                history.truncate(history.len().saturating_sub(unsaved));
                next = turn.on(history, &self.facts(), Happened::NotSaved { error: error.clone() });
                continue;
            }
            let happened = match next.step {
                Step::Finish { reason, error } => {
                    // Calls started early for a step that never came (a write failed for good
                    // first) do not outlive the turn.
                    for h in started.drain(..).flatten() {
                        h.abort();
                        let _ = h.await;
                    }
                    return (reason, error);
                }
                Step::CallModel { messages } => {
                    let (reuse, images) = (turn.reuse(), turn.sends_images());
                    let call = self.prepare_call(messages, reuse, Some(images));
                    let (stored, (streamed, request)) = match &deferred {
                        Some((messages, usage)) => {
                            tokio::join!(
                                // (`saved` is this step's state by now.)
                                self.commit_with_turn(messages, usage, saved.as_ref()),
                                self.call_with(call.request)
                            )
                        }
                        None => (true, self.call_with(call.request).await),
                    };
                    turn.sent(self.finish_call(call.version, call.kept, request));
                    if !stored {
                        // The answer came to a step the store does not hold: it is dropped
                        // with the calls it started, and the turn ends as a failed write ends it.
                        let (Streamed::Complete(mut a) | Streamed::Cancelled(mut a) | Streamed::Failed(mut a, _)) =
                            streamed;
                        a.abandon_started().await;
                        for call in &a.calls {
                            self.inner.executor.calls().cancel(&call.id);
                        }
                        let dropped = deferred.as_ref().map_or(0, |(m, _)| m.len());
                        history.truncate(history.len().saturating_sub(dropped));
                        told = true;
                        let error = self.lost.get().cloned().unwrap_or_default();
                        next = turn.on(history, &self.facts(), Happened::NotSaved { error });
                        continue;
                    }
                    let (mut answer, failure) = match streamed {
                        Streamed::Complete(a) => (a, None),
                        Streamed::Cancelled(a) => (a, Some(None)),
                        Streamed::Failed(a, e) => (a, Some(Some(e))),
                    };
                    if let Some(u) = answer.usage {
                        turn.saw_input_tokens(u.input_tokens);
                    }
                    if failure.is_some() {
                        // Calls whose answer never completed are dropped, with their tasks.
                        answer.abandon_started().await;
                        for call in &answer.calls {
                            self.inner.executor.calls().cancel(&call.id);
                        }
                        answer.calls.clear();
                        answer.raw_args.clear();
                    }
                    let (partial, early) = answer.into_parts();
                    match failure {
                        None => {
                            started = early;
                            Happened::ModelAnswered(partial)
                        }
                        Some(None) => Happened::ModelInterrupted { partial },
                        Some(Some(e)) => Happened::ModelFailed {
                            failure: self.failure(&e),
                            partial,
                        },
                    }
                }
                Step::Compact { force } => Happened::Compacted {
                    shrank: self.compact(history, force).await,
                },
                Step::RunTools { calls } => {
                    let results = self.run_tools(turn, &calls, std::mem::take(&mut started)).await;
                    Happened::ToolsDone { results }
                }
                Step::Check { answer } => match &self.inner.answer_check {
                    Some((check, _)) => tokio::select! {
                        v = check.check(&answer, &self.cancel) => Happened::Checked(v),
                        _ = self.cancel.cancelled() => Happened::Interrupted,
                    },
                    None => Happened::Checked(Ok(())),
                },
            };
            next = turn.on(history, &self.facts(), happened);
        }
    }

    /// Runs the calls; while a call waits for a person, the stored state says so (a resumed
    /// turn asks again instead of calling it interrupted).
    async fn run_tools(
        &self,
        turn: &mut Turn,
        calls: &[PendingCall],
        started: Vec<Option<JoinHandle<ContentBlock>>>,
    ) -> Vec<ContentBlock> {
        let gate = self.inner.executor.gate();
        let mut questions = gate.watch_questions();
        let run = self.inner.executor.execute(calls, started, &self.cancel, &self.emit);
        tokio::pin!(run);
        let mut told = std::collections::HashSet::new();
        loop {
            tokio::select! {
                results = &mut run => return results,
                Ok(()) = questions.changed() => {
                    let open = gate.open_questions();
                    turn.set_awaiting(open.clone());
                    self.save(Some(turn.state())).await;
                    for id in open {
                        if told.insert(id.clone()) {
                            self.notify_asked(calls, &id).await;
                        }
                    }
                }
            }
        }
    }

    /// Tells `notification` hooks that a person is asked about call `id`.
    async fn notify_asked(&self, calls: &[PendingCall], id: &ToolCallId) {
        let hooks = self.inner.executor.hooks();
        if hooks.is_empty() {
            return;
        }
        let name = calls.iter().find(|c| &c.id == id).map_or("a tool", |c| c.name.as_str());
        let message = format!("ouzel needs your permission to use {name}");
        let mut outcome = HookOutcome::default();
        for hook in hooks {
            outcome.merge(
                hook.notification(&self.hook_session(), "permission_prompt", &message)
                    .await,
            );
        }
        self.report(outcome);
    }

    /// Continues a stored turn: calls that never reported get a result first — run again when
    /// they are read-only or were waiting for approval (they never started: the question is
    /// asked again), else a synthetic "interrupted" result — so the model never sees a call
    /// without its result.
    async fn resume(&mut self, state: TurnState, history: &mut Vec<Message>) -> (Turn, Next) {
        let mut turn = Turn::resume(self.inner.turn_config(), state).with_prepared(self.prepared());
        self.emit.emit(AgentEvent::Notice {
            message: format!(
                "continuing the unfinished turn of session {}",
                self.inner.executor.session_id()
            ),
        });
        let Phase::RunningTools {
            calls,
            awaiting_approval,
            ..
        } = turn.state().phase.clone()
        else {
            let next = turn.start(history, &self.facts());
            return (turn, next);
        };
        let answered: std::collections::HashSet<&ToolCallId> = history
            .iter()
            .flat_map(|m| &m.content)
            .filter_map(|b| match b {
                ContentBlock::ToolResult { tool_use_id, .. } => Some(tool_use_id),
                _ => None,
            })
            .collect();
        if calls.iter().all(|c| answered.contains(&c.id)) {
            // Committed before the process stopped; only the next state was not saved.
            turn.calls_settled();
            let next = turn.start(history, &self.facts());
            return (turn, next);
        }
        let executor = &self.inner.executor;
        let pending: Vec<PendingCall> = calls.iter().map(crate::turn::pending).collect();
        let again: Vec<bool> = pending
            .iter()
            .map(|p| awaiting_approval.contains(&p.id) || executor.can_start_early(p))
            .collect();
        self.emit.emit(AgentEvent::StateChanged {
            state: RunState::RunningTools,
        });
        for p in &pending {
            executor.calls().register(&p.id, &p.name);
        }
        let rerun: Vec<PendingCall> = pending
            .iter()
            .zip(&again)
            .filter(|(_, a)| **a)
            .map(|(p, _)| p.clone())
            .collect();
        let mut reran = executor
            .execute(&rerun, Vec::new(), &self.cancel, &self.emit)
            .await
            .into_iter();
        let mut results = Vec::with_capacity(pending.len());
        for (p, again) in pending.iter().zip(again) {
            let block = again.then(|| reran.next()).flatten().unwrap_or_else(|| {
                executor.calls().cancel(&p.id);
                self.emit.emit(AgentEvent::ToolResult {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    content: INTERRUPTED.into(),
                    is_error: true,
                    cached: false,
                    duration_ms: 0,
                    metadata: None,
                    diff: None,
                });
                ContentBlock::tool_result(p.id.clone(), INTERRUPTED, true)
            });
            results.push(block);
        }
        let next = turn.on(history, &self.facts(), Happened::ToolsDone { results });
        (turn, next)
    }

    /// Shows the todo list the session store kept (a resumed
    /// session), so a front pins it again.
    async fn restore_todos(&self) {
        let Some(store) = &self.inner.store else { return };
        match store.load_todos(self.inner.executor.session_id()).await {
            Ok(items) if !items.is_empty() => self.emit.emit(AgentEvent::PlanUpdated { items }),
            Ok(_) => {}
            Err(e) => self.emit.emit(AgentEvent::Notice {
                message: format!("could not load the session's todo list: {e}"),
            }),
        }
    }

    /// Performs an effect other than a commit.
    fn perform(&self, effect: Effect) {
        match effect {
            Effect::Emit(event) => self.emit.emit(event),
            Effect::Iteration(n) => self.emit.set_iteration(n),
            Effect::Register { id, name } => self.inner.executor.calls().register(&id, &name),
            // Commits are the run loop's (they may fail the run).
            Effect::Commit { .. } => {}
        }
    }

    /// What the last turn prepared of the history (see [`crate::history::Preparer`]).
    fn prepared(&self) -> crate::history::Preparer {
        std::mem::take(&mut *self.inner.prepared.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// The facts of this moment, for the machine.
    fn facts(&self) -> Facts {
        let interrupt = self.cancel.is_cancelled().then(|| {
            if self.timed_out.load(Ordering::SeqCst) {
                Interrupt::Deadline
            } else {
                Interrupt::Cancel
            }
        });
        Facts {
            // The one clock read of a transition: every message the machine makes carries it.
            now: chrono::Utc::now(),
            elapsed: self.began.elapsed(),
            tokens_used: self.emit.usage().total().total(),
            interrupt,
            context_window: self.inner.model().provider.context_window(),
            tool_names: self.inner.executor.registry().names(),
        }
    }

    fn failure(&self, e: &ProviderError) -> ModelFailure {
        let provider = self.inner.model().provider;
        let hint = e.hint().map(|h| format!(" ({h})")).unwrap_or_default();
        ModelFailure {
            label: format!("{} ({})", provider.name(), provider.model()),
            context_too_long: matches!(e, ProviderError::ContextWindowExceeded { .. }),
            detail: format!("{e}{hint}"),
        }
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
        let mut outcome = HookOutcome::default();
        for hook in inner.executor.hooks() {
            outcome.merge(hook.pre_compact(&self.hook_session(), CompactTrigger::Auto).await);
        }
        self.report(outcome);
        let model = inner.model();
        match crate::compact::compact(model.provider.as_ref(), history, opts, inner.prune, &model.params).await {
            Ok(Some(c)) => {
                if let Some(store) = &inner.store
                    && let Err(e) = store.compact(inner.executor.session_id(), c.kept, &c.summary).await
                {
                    self.emit.emit(AgentEvent::Notice {
                        message: format!("could not record the compaction in the session: {e}"),
                    });
                }
                *history = c.history;
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

    /// The request for `messages`, and the registry version its tool list was made from.
    fn request(&mut self, messages: Vec<Message>, reuse: MessageReuse) -> (ModelRequest, u64) {
        let last = self.tools.take();
        let (version, tools) = match self
            .inner
            .executor
            .registry()
            .specs_if_changed(last.as_ref().map(|(v, _)| *v))
        {
            Some(fresh) => fresh,
            None => last.unwrap_or_default(),
        };
        // Plan mode's instructions follow the system prompt while it is on (the gate enforces
        // the same rule whatever the model makes of them).
        let system = match self.inner.executor.gate().session_mode().instructions() {
            None => self.inner.system_prompt.clone(),
            Some(mode) => Some(match &self.inner.system_prompt {
                Some(s) => format!("{s}\n\n{mode}"),
                None => mode.to_owned(),
            }),
        };
        let request = ModelRequest {
            system,
            messages,
            tools,
            params: self.inner.model().params,
            output_schema: self.inner.output_schema.clone(),
            reuse,
        };
        (request, version)
    }

    /// Calls the model once (a provider that retries, `ouzel_llm::Retrying`, reports its
    /// retries in the stream); gives back the messages it sent.
    /// `reuse` is what the provider may reuse of its serialisation of earlier requests for
    /// `messages` (nothing when they are not the prepared history as lent).
    /// `images` says whether `messages` hold an image, when the caller knows (else they are
    /// read to find out).
    async fn call_model(
        &mut self,
        messages: Vec<Message>,
        reuse: MessageReuse,
        images: Option<bool>,
    ) -> (Streamed, Vec<Message>) {
        let call = self.prepare_call(messages, reuse, images);
        let (streamed, request) = self.call_with(call.request).await;
        (streamed, self.finish_call(call.version, call.kept, request))
    }

    /// The request for a model call of `messages` (see [`Self::call_model`]).
    fn prepare_call(&mut self, messages: Vec<Message>, reuse: MessageReuse, images: Option<bool>) -> Call {
        let provider = self.inner.model().provider;
        if !provider.takes_images() && images.unwrap_or_else(|| crate::history::has_images(&messages)) {
            // Images from earlier turns, for a model switched to that takes none: it gets their
            // labels (a copy: the prepared history keeps the images for a model that takes them).
            let label = format!("{}/{}", provider.name(), provider.model());
            // A copy made for this request: nothing of it is kept or reused.
            let (request, version) = self.request(
                crate::history::images_as_labels(&messages, &label),
                MessageReuse::default(),
            );
            return Call {
                request,
                version,
                kept: Some(messages),
            };
        }
        let (request, version) = self.request(messages, reuse);
        Call {
            request,
            version,
            kept: None,
        }
    }

    /// After a model call: keeps the request's tools for the next one and gives back the
    /// messages sent (those kept aside when the request held a copy).
    fn finish_call(&mut self, version: u64, kept: Option<Vec<Message>>, request: ModelRequest) -> Vec<Message> {
        self.tools = Some((version, request.tools));
        kept.unwrap_or(request.messages)
    }

    /// One model call. Retrying is the provider's (a wrapper around it, the one place retries
    /// are decided); a failure that reaches the loop is final, reported as the last
    /// `llm_error`, numbered after the wrapper's attempts.
    /// The request is handed to the provider (a retrying wrapper keeps it rather than copying
    /// it) and comes back once the answer is read.
    async fn call_with(&self, request: ModelRequest) -> (Streamed, ModelRequest) {
        let provider = self.inner.model().provider;
        self.emit.emit(AgentEvent::StateChanged {
            state: RunState::WaitingForModel,
        });
        let request = Arc::new(request);
        let outcome = tokio::select! {
            r = provider.stream_shared(request.clone()) => match r {
                Ok(stream) => self.consume(stream).await,
                Err(e) => Streamed::Failed(Answer::default(), e),
            },
            _ = self.cancel.cancelled() => Streamed::Cancelled(Answer::default()),
        };
        if let Streamed::Failed(answer, error) = &outcome {
            self.emit.emit(AgentEvent::LlmError {
                error_type: error.kind().into(),
                message: error.to_string(),
                retryable: false,
                attempt: 1 + answer.retries,
                delay_ms: 0,
            });
        }
        // The stream, and with it any hold on the request, is gone by now; a provider that
        // kept it anyway gets its copy, and the history is taken back from a copy of its own.
        let request = Arc::try_unwrap(request).unwrap_or_else(|kept| (*kept).clone());
        (outcome, request)
    }

    async fn consume(&self, mut stream: crate::provider::ModelStream) -> Streamed {
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
            if !streaming && !matches!(event, StreamEvent::Retry { .. }) {
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
                    self.emit.emit(AgentEvent::ToolCallStart {
                        id: ToolCallId::new(id),
                        name,
                    });
                }
                StreamEvent::ToolCallDelta { index, delta } => {
                    let id = ToolCallId::new(ids.get(index).cloned().unwrap_or_default());
                    self.emit.emit(AgentEvent::ToolCallDelta { id, delta });
                }
                StreamEvent::ToolCallEnd {
                    index: _,
                    id,
                    name,
                    arguments,
                } => {
                    answer.had_output = true;
                    self.emit.emit(AgentEvent::ToolCallEnd {
                        id: ToolCallId::new(id.clone()),
                    });
                    self.register_call(&mut answer, id, name, arguments);
                }
                StreamEvent::Usage(u) => {
                    self.emit.usage().add(u);
                    answer.usage = Some(u);
                    self.emit.emit(AgentEvent::Usage {
                        usage: u,
                        total: self.emit.usage().total(),
                    });
                }
                StreamEvent::Done { stop_reason } => {
                    answer.filtered = stop_reason == StopReason::ContentFilter;
                    if let Some(why) = stopped_short(stop_reason) {
                        let provider = self.inner.model().provider;
                        self.emit.emit(AgentEvent::Notice {
                            message: format!("{}/{}: {why}", provider.name(), provider.model()),
                        });
                    }
                }
                StreamEvent::Retry { error, attempt, delay } => {
                    // The provider's wrapper tries again: reported, and the failed attempt
                    // (which streamed no output) is forgotten.
                    self.emit.emit(AgentEvent::LlmError {
                        error_type: error.kind().into(),
                        message: error.to_string(),
                        retryable: true,
                        attempt,
                        delay_ms: delay.as_millis() as u64,
                    });
                    answer.abandon_started().await;
                    answer = Answer {
                        retries: attempt,
                        ..Answer::default()
                    };
                    ids.clear();
                    streaming = false;
                    self.emit.emit(AgentEvent::StateChanged {
                        state: RunState::WaitingForModel,
                    });
                }
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
            id: id.clone(),
            name: name.clone(),
            input: input_event,
            repaired,
            recovered: false,
        });
        let call = PendingCall {
            id,
            name,
            input: parsed.map(|p| p.value),
        };
        let executor = &self.inner.executor;
        let early = self.early
            && answer.started.len() == answer.calls.len()
            && answer.started.iter().all(Option::is_some)
            && executor.can_start_early(&call);
        answer
            .started
            .push(early.then(|| executor.start(call.clone(), self.cancel.clone(), self.emit.clone())));
        answer.raw_args.push(raw);
        answer.calls.push(call);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::provider::{ModelStream, Provider};
    use crate::{Agent, ToolRegistry};

    /// A model whose every answer is `text` (if any), then `Done` with `reason`.
    struct Stops {
        text: &'static str,
        reason: StopReason,
    }

    #[async_trait::async_trait]
    impl Provider for Stops {
        fn name(&self) -> &str {
            "stub"
        }

        fn model(&self) -> &str {
            "m1"
        }

        async fn stream(&self, _request: &ModelRequest) -> Result<ModelStream, ProviderError> {
            let mut events = Vec::new();
            if !self.text.is_empty() {
                events.push(Ok(StreamEvent::TextDelta(self.text.into())));
            }
            events.push(Ok(StreamEvent::Done {
                stop_reason: self.reason,
            }));
            Ok(futures::stream::iter(events).boxed())
        }
    }

    async fn run(text: &'static str, reason: StopReason) -> Vec<Event> {
        let agent = Agent::builder()
            .provider(Arc::new(Stops { text, reason }))
            .tools(ToolRegistry::new())
            .workspace(std::env::temp_dir())
            .build()
            .expect("builds");
        agent.run("go").collect_all().await
    }

    fn notices(events: &[Event]) -> Vec<&str> {
        events
            .iter()
            .filter_map(|e| match &e.event {
                AgentEvent::Notice { message } => Some(message.as_str()),
                _ => None,
            })
            .collect()
    }

    /// `finish_reason: "length"`: the truncated answer still shows, and the user is told it
    /// was cut off, naming the model and what to change.
    #[tokio::test]
    async fn an_answer_cut_off_at_the_output_token_limit_is_said_to_be() {
        let events = run("partial ans", StopReason::MaxTokens).await;
        let notices = notices(&events);
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(notices[0].starts_with("stub/m1: "), "{}", notices[0]);
        assert!(notices[0].contains("output-token limit"), "{}", notices[0]);
        assert!(notices[0].contains("max_output_tokens"), "{}", notices[0]);
        let text = events
            .iter()
            .position(|e| matches!(&e.event, AgentEvent::Text { text } if text == "partial ans"));
        let notice = events.iter().position(|e| matches!(e.event, AgentEvent::Notice { .. }));
        assert!(
            notice < text,
            "the notice comes as the answer ends, before it is committed: {events:?}"
        );
    }

    /// `finish_reason: "content_filter"` with no text: the filter is named, and the run ends
    /// there — asking the model to continue would only be filtered again, each time billed.
    #[tokio::test]
    async fn an_answer_stopped_by_the_content_filter_is_said_to_be_and_ends_the_run() {
        let events = run("", StopReason::ContentFilter).await;
        let notices = notices(&events);
        assert_eq!(notices.len(), 1, "no nudge: {notices:?}");
        assert!(
            notices[0].starts_with("stub/m1: the provider's content filter stopped the answer"),
            "{notices:?}"
        );
        let requests = events
            .iter()
            .filter(|e| {
                matches!(
                    e.event,
                    AgentEvent::StateChanged {
                        state: crate::event::RunState::WaitingForModel,
                        ..
                    }
                )
            })
            .count();
        assert_eq!(requests, 1, "the model was asked once: {events:?}");
        assert!(
            events.iter().any(|e| matches!(
                &e.event,
                AgentEvent::Finished {
                    reason: crate::event::FinishReason::Error,
                    ..
                }
            )),
            "{events:?}"
        );
    }

    /// A whole answer, or one whose end the provider did not explain, brings no notice.
    #[tokio::test]
    async fn a_whole_answer_brings_no_notice() {
        for reason in [StopReason::EndTurn, StopReason::Unknown] {
            let events = run("done", reason).await;
            assert_eq!(notices(&events), Vec::<&str>::new(), "{reason:?}");
        }
    }
}
