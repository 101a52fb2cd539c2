//! One turn as a state machine: given what happened (the model answered, the tools returned, a
//! check passed, the turn was interrupted) and the facts of the moment (time since the turn
//! began, tokens spent, the context window), it says what to do next: call the model with these
//! messages, compact, run these calls, check this answer, or finish — plus the events to emit
//! and the messages to commit on the way.
//!
//! It performs no I/O, reads no clock and spawns nothing: the driver (`agent/driver.rs`) does
//! each step and feeds the outcome back, with the time of the moment in [`Facts`] (the messages
//! the machine makes carry that time, and the ids of calls it reads out of text derive from it). Every decision of the loop lives here, so each can be
//! tested without a runtime, a network or a clock, and the state between steps ([`TurnState`])
//! is plain data that the store keeps, so a turn can continue in another process.

use crate::args::parse_arguments;
use crate::compact::CompactionOptions;
use crate::event::{AgentEvent, FinishReason, RunState};
use crate::executor::PendingCall;
use crate::history::{Preparer, PruneOptions};
use crate::ids::ToolCallId;
use crate::message::{ContentBlock, Message, Role};
use crate::usage::TokenUsage;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::time::Duration;

/// What the machine needs to know about the agent; fixed for a turn. Plain data, so an engine
/// that runs the machine elsewhere (a Temporal workflow) can carry it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TurnConfig {
    /// Model calls allowed in one turn.
    pub max_iterations: u32,
    /// Token budget of the turn, if any.
    pub max_tokens: Option<u64>,
    /// Wall-clock limit of the turn, if any.
    pub max_duration: Option<Duration>,
    /// Nudges allowed for empty answers.
    pub empty_nudges: u32,
    /// Tool calls written as text are read out of the answer.
    pub text_tool_fallback: bool,
    /// The JSON Schema the final answer must satisfy, if any.
    pub output_schema: Option<Value>,
    /// Retries allowed when the answer check fails; `None` without a check.
    pub check_retries: Option<u32>,
    /// How old tool output is pruned from requests.
    pub prune: PruneOptions,
    /// When the history is compacted.
    pub compaction: CompactionOptions,
}

/// Why the driver stopped waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Interrupt {
    /// The user cancelled.
    Cancel,
    /// The wall-clock limit fired.
    Deadline,
}

/// The facts of the moment, read by the driver before each transition.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    /// The time now (the driver's clock): the timestamp of every message the machine makes in
    /// this transition.
    pub now: DateTime<Utc>,
    /// Time since the turn began (the driver's clock).
    pub elapsed: Duration,
    /// Tokens spent by the turn so far, nested runs included.
    pub tokens_used: u64,
    /// Set when the turn was cancelled or ran out of time.
    pub interrupt: Option<Interrupt>,
    /// The model's context window, if known.
    pub context_window: Option<u64>,
    /// Known tool names: for the text fallback, and to keep only the start of a call to an
    /// unknown tool.
    pub tool_names: Vec<String>,
}

/// One complete model answer.
#[derive(Debug, Default)]
pub struct ModelAnswer {
    /// The answer's text.
    pub text: String,
    /// Its thinking blocks, as the provider returned them.
    pub thinking: Vec<ContentBlock>,
    /// Its tool calls, in order.
    pub calls: Vec<PendingCall>,
    /// Raw argument text of each call, for the transcript when it did not parse.
    pub raw_args: Vec<String>,
    /// What the call cost, when the provider said.
    pub usage: Option<TokenUsage>,
    /// Something streamed (text, thinking or a call).
    pub had_output: bool,
    /// The provider's content filter stopped the answer (`StopReason::ContentFilter`).
    pub filtered: bool,
}

/// How a model call failed.
#[derive(Debug)]
pub struct ModelFailure {
    /// `provider (model)`, for messages.
    pub label: String,
    /// The provider said the request does not fit the context window.
    pub context_too_long: bool,
    /// The error and its hint, for the user.
    pub detail: String,
}

/// What happened since the last step.
#[derive(Debug)]
pub enum Happened {
    /// The model answered in full.
    ModelAnswered(ModelAnswer),
    /// The model call failed (after retries); `partial` is what streamed before.
    ModelFailed {
        /// How it failed.
        failure: ModelFailure,
        /// What streamed before it failed.
        partial: ModelAnswer,
    },
    /// The turn was interrupted while the model streamed; `partial` is what arrived.
    ModelInterrupted {
        /// What streamed before the interruption.
        partial: ModelAnswer,
    },
    /// A compaction ran; `shrank` when the history got smaller.
    Compacted {
        /// The history got smaller.
        shrank: bool,
    },
    /// The calls of the last answer returned, one result block per call, in call order.
    ToolsDone {
        /// One `tool_result` block per call.
        results: Vec<ContentBlock>,
    },
    /// The answer check's verdict.
    Checked(Result<(), String>),
    /// The turn was interrupted while a step other than a model call ran.
    Interrupted,
    /// A write to the session store failed for good (the driver tried again first): what the
    /// turn did since its last stored step is not kept (the driver took it out of the history).
    NotSaved {
        /// What failed, naming the store, and what to do.
        error: String,
    },
}

/// Something to do right away, in order, before the next step.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Send this event.
    Emit(AgentEvent),
    /// Persist these messages (already added to the history) with the usage of their step.
    Commit {
        /// The messages.
        messages: Vec<Message>,
        /// What their step cost.
        usage: TokenUsage,
    },
    /// A model iteration begins (the events' `iteration`).
    Iteration(u32),
    /// Record a call the text fallback found, before it runs.
    Register {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
    },
}

/// What to do next, and wait for.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// Call the model with these messages (consistent, pruned).
    CallModel {
        /// The messages to send.
        messages: Vec<Message>,
    },
    /// Compact the history; `force` also summarises recent turns.
    Compact {
        /// Summarise the recent turns too.
        force: bool,
    },
    /// Run these calls (those started while streaming are already running).
    RunTools {
        /// The calls, in order.
        calls: Vec<PendingCall>,
    },
    /// Check this final answer.
    Check {
        /// The answer.
        answer: String,
    },
    /// The turn is over.
    Finish {
        /// Why.
        reason: FinishReason,
        /// The error that ended it, if one did.
        error: Option<String>,
    },
}

// PendingCall holds an ArgumentError, which has no PartialEq; compare what matters.
impl PartialEq for PendingCall {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
            && self.name == other.name
            && match (&self.input, &other.input) {
                (Ok(a), Ok(b)) => a == b,
                (Err(a), Err(b)) => a.message == b.message,
                _ => false,
            }
    }
}

/// The machine's answer to one input.
#[derive(Debug, Clone, PartialEq)]
pub struct Next {
    /// To do right away, in order.
    pub effects: Vec<Effect>,
    /// Then this, whose outcome is the machine's next input.
    pub step: Step,
}

/// A call of an answer whose results are not in yet, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OpenCall {
    /// The call id.
    pub id: ToolCallId,
    /// The tool name.
    pub name: String,
    /// The arguments as the model sent them.
    pub raw_args: String,
}

/// Where the turn stands between two steps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The next step calls the model (or compacts first).
    CallingModel,
    /// The answer's calls run; the answer is committed with their results.
    RunningTools {
        /// The assistant message with the calls (not in the history yet).
        assistant: Message,
        /// The calls, in order.
        calls: Vec<OpenCall>,
        /// What the answer cost, committed with it.
        usage: TokenUsage,
        /// Calls that were waiting for a person's answer when this was saved.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        awaiting_approval: Vec<ToolCallId>,
    },
    /// The final answer is being checked.
    Checking {
        /// The answer.
        answer: String,
    },
    /// A compaction runs.
    Compacting {
        /// Forced by a context-too-long error.
        force: bool,
    },
    /// Over.
    Finished,
}

/// The turn's state between steps: what the store keeps so a turn survives its process.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TurnState {
    /// Model calls made (1-based once the first is made).
    pub iteration: u32,
    /// Nudges left for empty answers.
    pub nudges_left: u32,
    /// Re-asks left for answers that miss the output schema.
    pub reasks_left: u32,
    /// Answer checks failed so far.
    pub checks_failed: u32,
    /// The forced compaction was tried.
    pub compacted_on_error: bool,
    /// Prompt tokens of the last response.
    pub last_input_tokens: u64,
    /// Where the turn stands.
    pub phase: Phase,
}

/// The format of a stored [`TurnState`]; bump it when a change would misread older states.
pub const TURN_FORMAT: u32 = 1;

/// Why a stored turn cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TurnFormatError {
    /// A newer ouzel saved it.
    #[error(
        "its unfinished turn was saved by a newer ouzel (turn format {found}; this build reads up to {TURN_FORMAT})"
    )]
    Newer {
        /// The format found.
        found: u32,
    },
    /// It does not parse.
    #[error("its unfinished turn cannot be read ({message})")]
    Unreadable {
        /// The parser's message.
        message: String,
    },
}

impl TurnState {
    /// The state as stored: its format and JSON.
    pub fn encode(&self) -> (u32, String) {
        // A TurnState is plain data (messages, ids, numbers): it always serializes.
        (TURN_FORMAT, serde_json::to_string(self).unwrap_or_default())
    }

    /// Reads a stored state; older formats are read as they are (format 1 is the first).
    pub fn decode(format: u32, json: &str) -> Result<Self, TurnFormatError> {
        if format > TURN_FORMAT {
            return Err(TurnFormatError::Newer { found: format });
        }
        serde_json::from_str(json).map_err(|e| TurnFormatError::Unreadable { message: e.to_string() })
    }
}

/// The machine.
#[derive(Debug, Clone)]
pub struct Turn {
    config: TurnConfig,
    state: TurnState,
    /// The error a forced compaction that frees nothing ends the turn with.
    error: Option<String>,
    /// The history as the model gets it, kept up to date between calls (not part of the
    /// state: it is derived from the history).
    prepared: Preparer,
}

impl Turn {
    /// A new turn; the user's message is already in the history.
    pub fn new(config: TurnConfig) -> Self {
        let state = TurnState {
            iteration: 0,
            nudges_left: config.empty_nudges,
            reasks_left: 1,
            checks_failed: 0,
            compacted_on_error: false,
            last_input_tokens: 0,
            phase: Phase::CallingModel,
        };
        Self {
            config,
            state,
            error: None,
            prepared: Preparer::default(),
        }
    }

    /// A turn continued from a stored state.
    pub fn resume(config: TurnConfig, state: TurnState) -> Self {
        Self {
            config,
            state,
            error: None,
            prepared: Preparer::default(),
        }
    }

    /// Continues from what an earlier turn prepared of the same history (see [`Preparer`]).
    pub(crate) fn with_prepared(mut self, prepared: Preparer) -> Self {
        self.prepared = prepared;
        self
    }

    /// What this turn prepared, for the next turn.
    pub(crate) fn take_prepared(&mut self) -> Preparer {
        std::mem::take(&mut self.prepared)
    }

    /// What a provider may reuse of its serialisation of earlier requests for the messages of
    /// the `CallModel` step just taken (see [`crate::MessageReuse`]).
    pub(crate) fn reuse(&self) -> crate::reuse::MessageReuse {
        self.prepared.reuse()
    }

    /// Whether the messages of the `CallModel` step just taken hold an image.
    pub(crate) fn sends_images(&self) -> bool {
        self.prepared.lent_has_images()
    }

    /// The messages of a `CallModel` step, back from the request that read them.
    pub fn sent(&mut self, messages: Vec<Message>) {
        self.prepared.give_back(messages);
    }

    /// The state to persist.
    pub fn state(&self) -> &TurnState {
        &self.state
    }

    /// Records the prompt tokens the provider reported (for the compaction trigger).
    pub fn saw_input_tokens(&mut self, tokens: u64) {
        self.state.last_input_tokens = tokens;
    }

    /// The calls of the answer being run were committed already (a process stopped after the
    /// commit, before it saved the next state): continue with the next model call.
    pub fn calls_settled(&mut self) {
        self.state.phase = Phase::CallingModel;
    }

    /// Marks which of the running calls wait for a person (for the stored state).
    pub fn set_awaiting(&mut self, ids: Vec<ToolCallId>) {
        if let Phase::RunningTools {
            calls,
            awaiting_approval,
            ..
        } = &mut self.state.phase
        {
            *awaiting_approval = ids.into_iter().filter(|id| calls.iter().any(|c| &c.id == id)).collect();
        }
    }

    /// The first step: from a fresh turn, the first model call; from a stored one, where it
    /// stopped.
    pub fn start(&mut self, history: &[Message], facts: &Facts) -> Next {
        let mut out = Vec::new();
        let step = match self.state.phase.clone() {
            Phase::CallingModel | Phase::Finished => self.next_iteration(history, facts, &mut out),
            Phase::Compacting { force } => Step::Compact { force },
            Phase::Checking { answer } => Step::Check { answer },
            Phase::RunningTools { calls, .. } => Step::RunTools {
                calls: calls.iter().map(pending).collect(),
            },
        };
        self.next(out, step)
    }

    /// The next step after `what`.
    pub fn on(&mut self, history: &mut Vec<Message>, facts: &Facts, what: Happened) -> Next {
        let mut out = Vec::new();
        let step = match what {
            Happened::ModelAnswered(answer) => self.answered(history, facts, answer, &mut out),
            Happened::ModelInterrupted { partial } => {
                keep_partial(history, partial, facts.now, &mut out);
                self.interrupted(facts, &mut out)
            }
            Happened::ModelFailed { failure, partial } => self.failed(history, facts, failure, partial, &mut out),
            Happened::Compacted { shrank } => match self.state.phase {
                Phase::Compacting { force: true } if shrank => {
                    // The provider said it does not fit: after compacting, the same iteration
                    // tries again.
                    self.error = None;
                    self.state.last_input_tokens = 0;
                    self.state.iteration -= 1;
                    self.next_iteration(history, facts, &mut out)
                }
                Phase::Compacting { force: true } => {
                    let message = self.error.take().unwrap_or_default();
                    self.fail(message, &mut out)
                }
                _ => {
                    if shrank {
                        self.state.last_input_tokens = 0;
                    }
                    self.call_model(history)
                }
            },
            Happened::ToolsDone { results } => self.tools_done(history, facts, results, &mut out),
            Happened::Checked(verdict) => self.checked(history, facts, verdict, &mut out),
            Happened::Interrupted => self.interrupted(facts, &mut out),
            // Nothing more can be kept: the turn ends, visibly, whatever it was doing.
            Happened::NotSaved { error } => self.fail(error, &mut out),
        };
        self.next(out, step)
    }

    fn next(&mut self, effects: Vec<Effect>, step: Step) -> Next {
        self.state.phase = match &step {
            Step::CallModel { .. } => Phase::CallingModel,
            Step::Compact { force } => Phase::Compacting { force: *force },
            Step::Check { answer } => Phase::Checking { answer: answer.clone() },
            Step::Finish { .. } => Phase::Finished,
            // Set where the step is made: it carries the answer.
            Step::RunTools { .. } => std::mem::replace(&mut self.state.phase, Phase::Finished),
        };
        Next { effects, step }
    }

    /// Checks the limits and starts the next model iteration.
    fn next_iteration(&mut self, history: &[Message], facts: &Facts, out: &mut Vec<Effect>) -> Step {
        if facts.interrupt.is_some() {
            return self.interrupted(facts, out);
        }
        if let Some(limit) = self.config.max_duration
            && facts.elapsed >= limit
        {
            return self.interrupted(
                &Facts {
                    interrupt: Some(Interrupt::Deadline),
                    ..facts.clone()
                },
                out,
            );
        }
        let max = self.config.max_iterations;
        if self.state.iteration >= max {
            out.push(Effect::Emit(AgentEvent::IterationLimitReached { limit: max }));
            return finish(FinishReason::IterationLimit);
        }
        self.state.iteration += 1;
        out.push(Effect::Iteration(self.state.iteration));
        if self.near_context_limit(history, facts) {
            return Step::Compact { force: false };
        }
        self.call_model(history)
    }

    fn call_model(&mut self, history: &[Message]) -> Step {
        // `prepare` repairs dangling calls (a tool use without its result gets a synthetic
        // one) and prunes old tool output; the preparer does it for the new messages only.
        Step::CallModel {
            messages: self.prepared.lend(history, self.config.prune),
        }
    }

    /// Whether the next request would pass the compaction threshold of the model's window.
    fn near_context_limit(&mut self, history: &[Message], facts: &Facts) -> bool {
        let opts = self.config.compaction;
        let Some(window) = opts.context_window.or(facts.context_window) else {
            return false;
        };
        let estimate = self.prepared.estimate(history, self.config.prune);
        let used = estimate.max(self.state.last_input_tokens);
        used as f64 >= opts.threshold * window as f64
    }

    fn answered(
        &mut self,
        history: &mut Vec<Message>,
        facts: &Facts,
        mut answer: ModelAnswer,
        out: &mut Vec<Effect>,
    ) -> Step {
        let step_usage = answer.usage.unwrap_or_default();
        if answer.calls.is_empty() && self.config.text_tool_fallback {
            recover_text_calls(&mut answer, facts, out);
        }
        if !answer.text.is_empty() {
            out.push(Effect::Emit(AgentEvent::Text {
                text: answer.text.clone(),
            }));
        }
        let mut content = std::mem::take(&mut answer.thinking);
        if !answer.text.is_empty() {
            content.push(ContentBlock::text(answer.text.clone()));
        }
        for (call, raw) in answer.calls.iter().zip(&answer.raw_args) {
            content.push(ContentBlock::ToolUse {
                id: call.id.clone(),
                name: call.name.clone(),
                input: crate::echo::stored_input(&call.input, raw, facts.tool_names.contains(&call.name)),
            });
        }

        if answer.calls.is_empty() {
            if answer.text.trim().is_empty() {
                if answer.filtered {
                    // Asked again, it would be filtered again, each time billed.
                    return self.fail(
                        "the provider's content filter stopped the answer before anything was said; ending the run"
                            .into(),
                        out,
                    );
                }
                if self.state.nudges_left == 0 {
                    out.push(Effect::Emit(AgentEvent::Notice {
                        message: "the model answered with nothing again; ending the run".into(),
                    }));
                    return finish(FinishReason::Empty);
                }
                self.state.nudges_left -= 1;
                out.push(Effect::Emit(AgentEvent::Notice {
                    message: "the model answered with neither text nor tool calls; asking it to continue".into(),
                }));
                commit(
                    history,
                    out,
                    vec![Message::user_at(
                        "Your last answer was empty. Continue the task: call a tool or give your final answer.",
                        facts.now,
                    )],
                    step_usage,
                );
                if let Some(s) = self.over_budget(facts, out) {
                    return s;
                }
                return self.next_iteration(history, facts, out);
            }
            commit(
                history,
                out,
                vec![Message::stamped(Role::Assistant, content, facts.now)],
                step_usage,
            );
            if let Some(problems) = self.output_problems(&answer.text) {
                if self.state.reasks_left == 0 {
                    return self.fail(
                        format!("the final answer does not match the output schema: {problems}"),
                        out,
                    );
                }
                self.state.reasks_left -= 1;
                // Say so: a silent re-ask looks like a slow model to the user.
                out.push(Effect::Emit(AgentEvent::Notice {
                    message: format!("the answer does not fit the output schema ({problems}); asking the model again"),
                }));
                commit(
                    history,
                    out,
                    vec![Message::user_at(
                        format!(
                            "Your answer is not valid JSON for the required output schema: {problems}. Answer again with only the JSON value."
                        ),
                        facts.now,
                    )],
                    TokenUsage::default(),
                );
                return self.next_iteration(history, facts, out);
            }
            if self.config.check_retries.is_some() {
                return Step::Check { answer: answer.text };
            }
            return self.over_budget(facts, out).unwrap_or(finish(FinishReason::Completed));
        }

        out.push(Effect::Emit(AgentEvent::StateChanged {
            state: RunState::RunningTools,
        }));
        self.state.phase = Phase::RunningTools {
            assistant: Message::stamped(Role::Assistant, content, facts.now),
            calls: answer
                .calls
                .iter()
                .zip(&answer.raw_args)
                .map(|(c, raw)| OpenCall {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    // A call that cannot run is stored as short as the transcript keeps it.
                    raw_args: crate::echo::kept_raw(raw, c.input.is_ok() && facts.tool_names.contains(&c.name)),
                })
                .collect(),
            usage: step_usage,
            awaiting_approval: Vec::new(),
        };
        Step::RunTools { calls: answer.calls }
    }

    fn tools_done(
        &mut self,
        history: &mut Vec<Message>,
        facts: &Facts,
        results: Vec<ContentBlock>,
        out: &mut Vec<Effect>,
    ) -> Step {
        let Phase::RunningTools { assistant, usage, .. } =
            std::mem::replace(&mut self.state.phase, Phase::CallingModel)
        else {
            return self.fail("tool results arrived while no calls were running".into(), out);
        };
        // The executor cannot tell what cancelled a call; here the time limit is known.
        let results = match facts.interrupt {
            Some(Interrupt::Deadline) => results.into_iter().map(stopped_by_deadline).collect(),
            _ => results,
        };
        commit(
            history,
            out,
            vec![assistant, Message::stamped(Role::User, results, facts.now)],
            usage,
        );
        if facts.interrupt.is_some() {
            return self.interrupted(facts, out);
        }
        if let Some(s) = self.over_budget(facts, out) {
            return s;
        }
        self.next_iteration(history, facts, out)
    }

    fn checked(
        &mut self,
        history: &mut Vec<Message>,
        facts: &Facts,
        verdict: Result<(), String>,
        out: &mut Vec<Effect>,
    ) -> Step {
        let retries = self.config.check_retries.unwrap_or(0);
        let Err(report) = verdict else {
            return self.over_budget(facts, out).unwrap_or(finish(FinishReason::Completed));
        };
        let failed = self.state.checks_failed;
        if failed >= retries {
            return self.fail(
                format!("the final answer failed its checks after {failed} retries: {report}"),
                out,
            );
        }
        self.state.checks_failed += 1;
        out.push(Effect::Emit(AgentEvent::Notice {
            message: format!(
                "the answer failed its checks; asking the model to fix it (retry {} of {retries})",
                self.state.checks_failed
            ),
        }));
        commit(
            history,
            out,
            vec![Message::user_at(
                format!(
                    "Your answer was not accepted: these checks failed.\n\n{report}\n\nFix the problems, then give your final answer again."
                ),
                facts.now,
            )],
            TokenUsage::default(),
        );
        if let Some(s) = self.over_budget(facts, out) {
            return s;
        }
        self.next_iteration(history, facts, out)
    }

    fn failed(
        &mut self,
        history: &mut Vec<Message>,
        facts: &Facts,
        failure: ModelFailure,
        partial: ModelAnswer,
        out: &mut Vec<Effect>,
    ) -> Step {
        if failure.context_too_long && !partial.had_output && !self.state.compacted_on_error {
            // The provider says it does not fit: compact once (recent turns too) and try again.
            self.state.compacted_on_error = true;
            self.error = Some(format!(
                "{}: the conversation exceeds the model's context window and there is nothing left to summarise: {}",
                failure.label, failure.detail
            ));
            return Step::Compact { force: true };
        }
        let interrupted = partial.had_output;
        keep_partial(history, partial, facts.now, out);
        let what = if interrupted {
            "the stream broke after partial output (kept in the history)"
        } else {
            "the model call failed"
        };
        self.fail(format!("{}: {what}: {}", failure.label, failure.detail), out)
    }

    /// Ends the turn with an error event.
    fn fail(&mut self, message: String, out: &mut Vec<Effect>) -> Step {
        out.push(Effect::Emit(AgentEvent::Error {
            message: message.clone(),
        }));
        self.error = None;
        Step::Finish {
            reason: FinishReason::Error,
            error: Some(message),
        }
    }

    fn over_budget(&self, facts: &Facts, out: &mut Vec<Effect>) -> Option<Step> {
        let limit = self.config.max_tokens?;
        let used = facts.tokens_used;
        if used >= limit {
            out.push(Effect::Emit(AgentEvent::TokenLimitReached { limit, used }));
            return Some(finish(FinishReason::TokenLimit));
        }
        None
    }

    /// Ends an interrupted turn: a timeout when the wall-clock limit fired, else cancelled
    /// (whose event the driver sends last, just before `finished`).
    fn interrupted(&self, facts: &Facts, out: &mut Vec<Effect>) -> Step {
        if facts.interrupt == Some(Interrupt::Deadline) {
            let limit_ms = self.config.max_duration.map_or(0, |d| d.as_millis() as u64);
            out.push(Effect::Emit(AgentEvent::Timeout { limit_ms }));
            return finish(FinishReason::Timeout);
        }
        finish(FinishReason::Cancelled)
    }

    /// Why the final answer fails the output schema, if one is required and it does.
    fn output_problems(&self, text: &str) -> Option<String> {
        let schema = self.config.output_schema.as_ref()?;
        let value = match crate::output::parse_json_answer(text) {
            Ok(v) => v,
            Err(e) => return Some(e),
        };
        crate::output::check(schema, &value).err()
    }
}

/// The result of a call cancelled as the run's time limit ran out.
pub(crate) const CANCELLED_BY_DEADLINE: &str =
    "cancelled: the run's time limit (limits.max_duration_secs) ran out before this call finished";

/// A result the run's cancellation made ([`crate::executor::CANCELLED`]) saying that the time
/// limit stopped it; any other result as it is.
fn stopped_by_deadline(block: ContentBlock) -> ContentBlock {
    match block {
        ContentBlock::ToolResult {
            tool_use_id,
            content,
            is_error: true,
        } if content == crate::executor::CANCELLED => {
            ContentBlock::tool_result(tool_use_id, CANCELLED_BY_DEADLINE, true)
        }
        other => other,
    }
}

fn finish(reason: FinishReason) -> Step {
    Step::Finish { reason, error: None }
}

fn commit(history: &mut Vec<Message>, out: &mut Vec<Effect>, messages: Vec<Message>, usage: TokenUsage) {
    history.extend(messages.iter().cloned());
    out.push(Effect::Commit { messages, usage });
}

/// Keeps partial streamed text as an interrupted assistant message; calls whose answer never
/// completed are dropped (the driver cancelled them), so the history has no call without a
/// result.
fn keep_partial(history: &mut Vec<Message>, partial: ModelAnswer, now: DateTime<Utc>, out: &mut Vec<Effect>) {
    if partial.text.is_empty() {
        return;
    }
    let mut msg = Message::stamped(Role::Assistant, vec![ContentBlock::text(partial.text)], now);
    msg.interrupted = true;
    commit(history, out, vec![msg], partial.usage.unwrap_or_default());
}

/// For models without native tool calling (the `text` and `auto` modes): tool calls written
/// as text become calls, marked `recovered` in their event; prose around them stays the answer's
/// text. A bad block becomes a call carrying its problem, which the executor answers. Their ids
/// derive from the time given (no clock, no randomness: the same input gives the same ids).
fn recover_text_calls(answer: &mut ModelAnswer, facts: &Facts, out: &mut Vec<Effect>) {
    let Some(found) = crate::fallback::parse_text_tool_calls(&answer.text, &facts.tool_names) else {
        return;
    };
    answer.text = found.prose;
    let stamp = facts.now.timestamp_micros();
    for (i, call) in found.calls.into_iter().enumerate() {
        let id = ToolCallId::new(format!("call_text_{stamp:x}_{i}"));
        out.push(Effect::Register {
            id: id.clone(),
            name: call.name.clone(),
        });
        let (input, raw) = match &call.arguments {
            Ok(v) => (v.clone(), v.to_string()),
            Err(e) => (Value::String(e.message.clone()), String::new()),
        };
        out.push(Effect::Emit(AgentEvent::ToolCall {
            id: id.clone(),
            name: call.name.clone(),
            input,
            repaired: false,
            recovered: true,
        }));
        answer.raw_args.push(raw);
        answer.calls.push(PendingCall {
            id,
            name: call.name,
            input: call.arguments,
        });
    }
}

/// A stored call as the executor takes it (its arguments parsed again, as they were the first
/// time).
pub fn pending(call: &OpenCall) -> PendingCall {
    PendingCall {
        id: call.id.clone(),
        name: call.name.clone(),
        input: parse_arguments(&call.raw_args).map(|p| p.value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn config() -> TurnConfig {
        TurnConfig {
            max_iterations: 5,
            max_tokens: None,
            max_duration: None,
            empty_nudges: 1,
            text_tool_fallback: false,
            output_schema: None,
            check_retries: None,
            prune: PruneOptions::default(),
            compaction: CompactionOptions::default(),
        }
    }

    fn text(t: &str) -> ModelAnswer {
        ModelAnswer {
            text: t.into(),
            had_output: !t.is_empty(),
            usage: Some(TokenUsage {
                input_tokens: 10,
                output_tokens: 5,
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    fn call(id: &str, name: &str, args: &str) -> ModelAnswer {
        ModelAnswer {
            calls: vec![PendingCall {
                id: ToolCallId::new(id),
                name: name.into(),
                input: parse_arguments(args).map(|p| p.value),
            }],
            raw_args: vec![args.into()],
            had_output: true,
            ..Default::default()
        }
    }

    fn started(config: TurnConfig, history: &mut Vec<Message>) -> (Turn, Next) {
        history.push(Message::user("go"));
        let mut t = Turn::new(config);
        let n = t.start(history, &Facts::default());
        (t, n)
    }

    fn events(n: &Next) -> Vec<String> {
        n.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Emit(ev) => Some(ev.type_name()),
                _ => None,
            })
            .collect()
    }

    fn committed(n: &Next) -> Vec<Message> {
        n.effects
            .iter()
            .flat_map(|e| match e {
                Effect::Commit { messages, .. } => messages.clone(),
                _ => Vec::new(),
            })
            .collect()
    }

    #[test]
    fn a_turn_starts_with_a_model_call_and_a_text_answer_completes_it() {
        let mut h = Vec::new();
        let (mut t, n) = started(config(), &mut h);
        assert_eq!(n.effects, vec![Effect::Iteration(1)]);
        assert!(matches!(&n.step, Step::CallModel { messages } if messages.len() == 1));
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("done")));
        assert_eq!(events(&n), vec!["text"]);
        let msgs = committed(&n);
        assert_eq!(
            (msgs.len(), msgs[0].role, msgs[0].text()),
            (1, Role::Assistant, "done".into())
        );
        assert_eq!(
            n.step,
            Step::Finish {
                reason: FinishReason::Completed,
                error: None
            }
        );
        assert_eq!(h.len(), 2);
    }

    #[test]
    fn an_empty_answer_is_nudged_once_then_ends_the_turn() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("")));
        assert_eq!(events(&n), vec!["notice"]);
        assert!(committed(&n)[0].text().starts_with("Your last answer was empty"));
        assert!(matches!(n.step, Step::CallModel { .. }));
        assert!(n.effects.contains(&Effect::Iteration(2)));
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("")));
        assert_eq!(
            n.step,
            Step::Finish {
                reason: FinishReason::Empty,
                error: None
            }
        );
    }

    #[test]
    fn an_answer_that_misses_the_schema_is_asked_again_once_then_fails() {
        let mut h = Vec::new();
        let mut c = config();
        c.output_schema = Some(json!({"type": "object", "required": ["n"]}));
        let (mut t, _) = started(c, &mut h);
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("not json")));
        let msgs = committed(&n);
        assert_eq!((msgs[0].role, msgs[0].text()), (Role::Assistant, "not json".into()));
        assert!(msgs[1].text().contains("not valid JSON for the required output schema"));
        assert!(matches!(n.step, Step::CallModel { .. }));
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("{}")));
        assert!(
            matches!(&n.step, Step::Finish { reason: FinishReason::Error, error: Some(e) } if e.contains("does not match the output schema")),
            "{n:?}"
        );
        let n2 = {
            let mut h = Vec::new();
            let mut c = config();
            c.output_schema = Some(json!({"type": "object", "required": ["n"]}));
            let (mut t, _) = started(c, &mut h);
            t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text(r#"{"n": 1}"#)))
        };
        assert!(matches!(
            n2.step,
            Step::Finish {
                reason: FinishReason::Completed,
                ..
            }
        ));
    }

    #[test]
    fn calls_run_then_the_answer_and_results_are_committed_together() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "read_file", r#"{"path": "a"}"#)),
        );
        assert_eq!(events(&n), vec!["state_changed"]);
        assert!(committed(&n).is_empty(), "nothing is committed before the results");
        let Step::RunTools { calls } = &n.step else {
            panic!("{n:?}")
        };
        assert_eq!(calls[0].id, ToolCallId::new("c1"));
        assert!(
            matches!(&t.state().phase, Phase::RunningTools { calls, .. } if calls[0].raw_args == r#"{"path": "a"}"#)
        );
        let result = ContentBlock::tool_result(ToolCallId::new("c1"), "hi", false);
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::ToolsDone {
                results: vec![result.clone()],
            },
        );
        let msgs = committed(&n);
        assert_eq!(msgs.len(), 2);
        assert_eq!(msgs[0].role, Role::Assistant);
        assert_eq!(msgs[1].content, vec![result]);
        assert!(matches!(n.step, Step::CallModel { .. }));
        assert_eq!(t.state().phase, Phase::CallingModel);
    }

    #[test]
    fn the_iteration_limit_ends_the_turn_before_another_model_call() {
        let mut h = Vec::new();
        let mut c = config();
        c.max_iterations = 1;
        let (mut t, _) = started(c, &mut h);
        t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "x", "{}")),
        );
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::ToolsDone {
                results: vec![ContentBlock::tool_result(ToolCallId::new("c1"), "ok", false)],
            },
        );
        assert_eq!(events(&n), vec!["iteration_limit_reached"]);
        assert!(matches!(
            n.step,
            Step::Finish {
                reason: FinishReason::IterationLimit,
                ..
            }
        ));
    }

    #[test]
    fn the_token_budget_is_checked_after_each_step() {
        let mut h = Vec::new();
        let mut c = config();
        c.max_tokens = Some(100);
        let (mut t, _) = started(c, &mut h);
        let spent = Facts {
            tokens_used: 150,
            ..Facts::default()
        };
        let n = t.on(&mut h, &spent, Happened::ModelAnswered(text("done")));
        assert_eq!(events(&n), vec!["text", "token_limit_reached"]);
        assert!(matches!(
            n.step,
            Step::Finish {
                reason: FinishReason::TokenLimit,
                ..
            }
        ));
    }

    #[test]
    fn past_the_wall_clock_limit_the_next_iteration_is_a_timeout() {
        let mut h = Vec::new();
        let mut c = config();
        c.max_duration = Some(Duration::from_secs(60));
        let (mut t, _) = started(c, &mut h);
        t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "x", "{}")),
        );
        let late = Facts {
            elapsed: Duration::from_secs(61),
            ..Facts::default()
        };
        let n = t.on(
            &mut h,
            &late,
            Happened::ToolsDone {
                results: vec![ContentBlock::tool_result(ToolCallId::new("c1"), "ok", false)],
            },
        );
        assert_eq!(events(&n), vec!["timeout"]);
        assert!(matches!(
            n.step,
            Step::Finish {
                reason: FinishReason::Timeout,
                ..
            }
        ));
    }

    #[test]
    fn cancelling_mid_stream_keeps_the_partial_text_as_interrupted() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        let cancelled = Facts {
            interrupt: Some(Interrupt::Cancel),
            ..Facts::default()
        };
        let n = t.on(
            &mut h,
            &cancelled,
            Happened::ModelInterrupted {
                partial: text("half an ans"),
            },
        );
        let msgs = committed(&n);
        assert!(msgs[0].interrupted);
        assert_eq!(msgs[0].text(), "half an ans");
        assert!(matches!(
            n.step,
            Step::Finish {
                reason: FinishReason::Cancelled,
                ..
            }
        ));
    }

    #[test]
    fn a_call_the_time_limit_stopped_says_so_and_one_cancelled_otherwise_says_it_neutrally() {
        for (interrupt, said) in [
            (Interrupt::Deadline, CANCELLED_BY_DEADLINE),
            (Interrupt::Cancel, crate::executor::CANCELLED),
        ] {
            let mut h = Vec::new();
            let (mut t, _) = started(config(), &mut h);
            t.on(
                &mut h,
                &Facts::default(),
                Happened::ModelAnswered(call("c1", "shell", "{}")),
            );
            let stopped = Facts {
                interrupt: Some(interrupt),
                ..Facts::default()
            };
            let n = t.on(
                &mut h,
                &stopped,
                Happened::ToolsDone {
                    results: vec![ContentBlock::tool_result(
                        ToolCallId::new("c1"),
                        crate::executor::CANCELLED,
                        true,
                    )],
                },
            );
            let results: Vec<ContentBlock> = committed(&n)
                .into_iter()
                .flat_map(|m| m.content)
                .filter(|b| matches!(b, ContentBlock::ToolResult { .. }))
                .collect();
            assert_eq!(
                results,
                [ContentBlock::tool_result(ToolCallId::new("c1"), said, true)],
                "{interrupt:?}"
            );
        }
        // What a tool itself answered is kept as it is.
        assert_eq!(
            stopped_by_deadline(ContentBlock::tool_result(ToolCallId::new("c2"), "exit 1", true)),
            ContentBlock::tool_result(ToolCallId::new("c2"), "exit 1", true)
        );
    }

    #[test]
    fn cancelling_while_tools_run_still_commits_their_results() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "shell", "{}")),
        );
        let cancelled = Facts {
            interrupt: Some(Interrupt::Cancel),
            ..Facts::default()
        };
        let n = t.on(
            &mut h,
            &cancelled,
            Happened::ToolsDone {
                results: vec![ContentBlock::tool_result(
                    ToolCallId::new("c1"),
                    crate::executor::CANCELLED,
                    true,
                )],
            },
        );
        assert_eq!(committed(&n).len(), 2);
        assert!(matches!(
            n.step,
            Step::Finish {
                reason: FinishReason::Cancelled,
                ..
            }
        ));
    }

    #[test]
    fn near_the_context_window_the_turn_compacts_before_calling_the_model() {
        let mut h = Vec::new();
        h.push(Message::user("x".repeat(4000)));
        let mut t = Turn::new(config());
        let small = Facts {
            context_window: Some(1000),
            ..Facts::default()
        };
        let n = t.start(&h, &small);
        assert_eq!(n.step, Step::Compact { force: false });
        let n = t.on(&mut h, &small, Happened::Compacted { shrank: true });
        assert!(matches!(n.step, Step::CallModel { .. }));
        assert_eq!(t.state().iteration, 1, "compacting is part of the iteration");
    }

    #[test]
    fn a_context_too_long_error_forces_one_compaction_then_the_same_iteration_retries() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        let too_long = || Happened::ModelFailed {
            failure: ModelFailure {
                label: "p (m)".into(),
                context_too_long: true,
                detail: "too long".into(),
            },
            partial: ModelAnswer::default(),
        };
        let n = t.on(&mut h, &Facts::default(), too_long());
        assert_eq!(n.step, Step::Compact { force: true });
        let n = t.on(&mut h, &Facts::default(), Happened::Compacted { shrank: true });
        assert!(matches!(n.step, Step::CallModel { .. }));
        assert_eq!(t.state().iteration, 1);
        // Once only: the second time it is an error.
        let n = t.on(&mut h, &Facts::default(), too_long());
        assert!(
            matches!(&n.step, Step::Finish { reason: FinishReason::Error, error: Some(e) } if e == "p (m): the model call failed: too long"),
            "{n:?}"
        );
        // Nothing to summarise: the error says so.
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        t.on(&mut h, &Facts::default(), too_long());
        let n = t.on(&mut h, &Facts::default(), Happened::Compacted { shrank: false });
        assert!(
            matches!(&n.step, Step::Finish { reason: FinishReason::Error, error: Some(e) } if e.contains("nothing left to summarise")),
            "{n:?}"
        );
    }

    #[test]
    fn a_broken_stream_keeps_its_partial_text_and_ends_with_an_error() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelFailed {
                failure: ModelFailure {
                    label: "p (m)".into(),
                    context_too_long: false,
                    detail: "connection reset".into(),
                },
                partial: text("so far"),
            },
        );
        assert!(committed(&n)[0].interrupted);
        assert!(
            matches!(&n.step, Step::Finish { error: Some(e), .. } if e == "p (m): the stream broke after partial output (kept in the history): connection reset"),
            "{n:?}"
        );
    }

    #[test]
    fn a_failed_check_is_shown_to_the_model_within_the_retry_bound() {
        let mut h = Vec::new();
        let mut c = config();
        c.check_retries = Some(1);
        let (mut t, _) = started(c, &mut h);
        let n = t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("done")));
        assert_eq!(n.step, Step::Check { answer: "done".into() });
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::Checked(Err("test x failed".into())),
        );
        assert!(committed(&n)[0].text().contains("test x failed"));
        assert!(matches!(n.step, Step::CallModel { .. }));
        t.on(&mut h, &Facts::default(), Happened::ModelAnswered(text("done")));
        let n = t.on(&mut h, &Facts::default(), Happened::Checked(Err("still".into())));
        assert!(matches!(&n.step, Step::Finish { error: Some(e), .. } if e.contains("after 1 retries")));
    }

    #[test]
    fn the_text_fallback_turns_a_written_call_into_a_call() {
        let mut h = Vec::new();
        let mut c = config();
        c.text_tool_fallback = true;
        let (mut t, _) = started(c, &mut h);
        let facts = Facts {
            tool_names: vec!["read_file".into()],
            ..Facts::default()
        };
        let n = t.on(
            &mut h,
            &facts,
            Happened::ModelAnswered(text(
                r#"<tool_call>{"name": "read_file", "arguments": {"path": "a"}}</tool_call>"#,
            )),
        );
        assert!(
            n.effects
                .iter()
                .any(|e| matches!(e, Effect::Register { name, .. } if name == "read_file"))
        );
        assert_eq!(events(&n), vec!["tool_call", "state_changed"]);
        let Step::RunTools { calls } = &n.step else {
            panic!("{n:?}")
        };
        assert_eq!(calls[0].input.as_ref().ok(), Some(&json!({"path": "a"})));
        assert!(n.effects.iter().any(|e| matches!(
            e,
            Effect::Emit(AgentEvent::ToolCall {
                recovered: true,
                repaired: false,
                ..
            })
        )));
    }

    #[test]
    fn a_dangling_call_in_the_history_gets_a_result_before_it_is_sent() {
        let mut h = vec![
            Message::user("earlier"),
            Message::new(
                Role::Assistant,
                vec![ContentBlock::ToolUse {
                    id: ToolCallId::new("lost"),
                    name: "shell".into(),
                    input: json!({}),
                }],
            ),
        ];
        let (_, n) = started(config(), &mut h);
        let Step::CallModel { messages } = n.step else { panic!() };
        let answered = messages.iter().any(|m| {
            m.content
                .iter()
                .any(|b| matches!(b, ContentBlock::ToolResult { tool_use_id, .. } if tool_use_id.as_str() == "lost"))
        });
        assert!(answered, "{messages:?}");
    }

    #[test]
    fn every_message_the_machine_commits_carries_the_time_it_was_given() {
        let at = |s: i64| DateTime::<Utc>::from_timestamp(1_700_000_000 + s, 0).unwrap();
        let facts = |s: i64| Facts {
            now: at(s),
            tool_names: vec!["read_file".into()],
            ..Facts::default()
        };
        let mut c = config();
        c.max_iterations = 10;
        c.output_schema = Some(json!({"type": "object"}));
        c.check_retries = Some(1);
        c.text_tool_fallback = true;
        let mut h = vec![Message::user_at("go", at(0))];
        let mut t = Turn::new(c);
        t.start(&h, &facts(0));
        let mut stamps = Vec::new();
        let mut step = |t: &mut Turn, h: &mut Vec<Message>, s: i64, what: Happened| {
            let n = t.on(h, &facts(s), what);
            stamps.extend(committed(&n).iter().map(|m| m.timestamp));
            n
        };
        // An empty answer (nudged), a call (answer and results), a call written as text, an
        // off-schema answer (re-asked), a failed check, a broken stream.
        step(&mut t, &mut h, 1, Happened::ModelAnswered(text("")));
        step(
            &mut t,
            &mut h,
            2,
            Happened::ModelAnswered(call("c1", "read_file", "{}")),
        );
        step(
            &mut t,
            &mut h,
            3,
            Happened::ToolsDone {
                results: vec![ContentBlock::tool_result(ToolCallId::new("c1"), "ok", false)],
            },
        );
        let n = step(
            &mut t,
            &mut h,
            4,
            Happened::ModelAnswered(text(r#"<tool_call>{"name": "read_file", "arguments": {}}</tool_call>"#)),
        );
        let Step::RunTools { calls } = &n.step else {
            panic!("{n:?}")
        };
        let id = calls[0].id.clone();
        assert_eq!(id.as_str(), format!("call_text_{:x}_0", at(4).timestamp_micros()));
        step(
            &mut t,
            &mut h,
            5,
            Happened::ToolsDone {
                results: vec![ContentBlock::tool_result(id, "ok", false)],
            },
        );
        step(&mut t, &mut h, 6, Happened::ModelAnswered(text("not json")));
        step(&mut t, &mut h, 7, Happened::ModelAnswered(text("{}")));
        step(&mut t, &mut h, 8, Happened::Checked(Err("test x failed".into())));
        step(
            &mut t,
            &mut h,
            9,
            Happened::ModelFailed {
                failure: ModelFailure {
                    label: "p (m)".into(),
                    context_too_long: false,
                    detail: "reset".into(),
                },
                partial: text("half"),
            },
        );
        // The nudge; an answer with a call (stamped when it arrived) and its results; the same
        // for the call written as text; the off-schema answer and the re-ask; the answer that
        // fits; the failed check; the partial text of the broken stream.
        let expected: Vec<DateTime<Utc>> = [1, 2, 3, 4, 5, 6, 6, 7, 8, 9].into_iter().map(at).collect();
        assert_eq!(stamps, expected);
        // The history holds exactly what was committed, at those times.
        let kept: Vec<DateTime<Utc>> = h.iter().skip(1).map(|m| m.timestamp).collect();
        assert_eq!(kept, expected);
    }

    #[test]
    fn a_step_the_store_could_not_save_ends_the_turn_with_the_stores_error() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "read_file", "{}")),
        );
        let n = t.on(
            &mut h,
            &Facts::default(),
            Happened::NotSaved {
                error: "session store: the database went away".into(),
            },
        );
        assert_eq!(events(&n), vec!["error"]);
        assert!(committed(&n).is_empty(), "nothing more is written");
        assert_eq!(
            n.step,
            Step::Finish {
                reason: FinishReason::Error,
                error: Some("session store: the database went away".into())
            }
        );
        assert_eq!(t.state().phase, Phase::Finished);
    }

    #[test]
    fn a_state_from_a_newer_ouzel_or_garbage_is_refused_with_a_reason() {
        let (format, json) = Turn::new(config()).state().encode();
        assert_eq!(format, TURN_FORMAT);
        assert!(TurnState::decode(format, &json).is_ok());
        assert_eq!(
            TurnState::decode(TURN_FORMAT + 1, &json),
            Err(TurnFormatError::Newer { found: TURN_FORMAT + 1 })
        );
        assert!(matches!(
            TurnState::decode(1, "{\"phase\": 3}"),
            Err(TurnFormatError::Unreadable { .. })
        ));
    }

    #[test]
    fn a_stored_state_continues_where_it_stopped() {
        let mut h = Vec::new();
        let (mut t, _) = started(config(), &mut h);
        t.on(
            &mut h,
            &Facts::default(),
            Happened::ModelAnswered(call("c1", "x", r#"{"a": 1}"#)),
        );
        t.set_awaiting(vec![ToolCallId::new("c1"), ToolCallId::new("elsewhere")]);
        let saved = serde_json::to_string(t.state()).unwrap();
        let state: TurnState = serde_json::from_str(&saved).unwrap();
        assert!(
            matches!(&state.phase, Phase::RunningTools { awaiting_approval, .. } if awaiting_approval == &vec![ToolCallId::new("c1")])
        );
        let mut again = Turn::resume(config(), state);
        let n = again.start(&h, &Facts::default());
        let Step::RunTools { calls } = &n.step else {
            panic!("{n:?}")
        };
        assert_eq!(calls[0].input.as_ref().ok(), Some(&json!({"a": 1})));
    }
}
