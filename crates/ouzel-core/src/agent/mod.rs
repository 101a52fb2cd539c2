//! The agent: a handle that takes [`Op`]s and returns the events they cause. A turn runs
//! model call (streamed) → tool calls → permission → tools → results → repeat, until the model
//! answers without tool calls or a limit ends it; [`crate::turn`] decides each step and the
//! driver performs it.
//!
//! Split by subject: `builder` (parts and validation), `stream` (the events of one op),
//! `driver` (the I/O of a turn), and here the handle.

use crate::emit::Emitter;
use crate::event::{AgentEvent, FinishReason};
use crate::executor::Executor;
use crate::ids::SessionId;
use crate::message::Message;
use crate::op::{Op, OpError};
use crate::permission::PermissionGate;
use crate::provider::{ModelParams, Provider, ProviderFactory};
use crate::store::SessionStore;
use crate::tool::ToolRegistry;
use crate::usage::TokenUsage;
use serde_json::Value;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::Mutex;
use tokio_util::sync::CancellationToken;

mod ask;
mod builder;
mod driver;
mod stream;
mod tool_session;

pub use ask::NoAnswer;
pub use builder::{AgentBuilder, BuildError, Limits};
pub use stream::RunStream;
pub use tool_session::ToolSession;

/// A configured agent. Cheap to clone; clones share history and session.
#[derive(Clone)]
pub struct Agent {
    inner: Arc<Inner>,
}

struct Inner {
    /// The model in force; `Op::SetModel` replaces it between requests.
    model: std::sync::RwLock<Model>,
    models: Option<Arc<dyn ProviderFactory>>,
    /// A top-level turn is running (`Op::UserMessage` is refused meanwhile).
    running: AtomicBool,
    executor: Executor,
    system_prompt: Option<String>,
    limits: Limits,
    output_schema: Option<Value>,
    history: Mutex<Vec<Message>>,
    /// The history as last sent to the model, carried from turn to turn so each model call
    /// prepares only what is new (taken while a turn runs, under the history's lock).
    prepared: std::sync::Mutex<crate::history::Preparer>,
    store: Option<Arc<dyn SessionStore>>,
    empty_nudges: u32,
    text_tool_fallback: bool,
    prune: crate::history::PruneOptions,
    compaction: crate::compact::CompactionOptions,
    _owned: Vec<Arc<dyn std::any::Any + Send + Sync>>,
    answer_check: Option<(Arc<dyn AnswerCheck>, u32)>,
    cancel: std::sync::Mutex<CancellationToken>,
    /// The first run began: the stored todo list was shown and `session_start` hooks ran.
    started: AtomicBool,
}

/// The provider and its parameters, switched together.
#[derive(Clone)]
struct Model {
    provider: Arc<dyn Provider>,
    params: ModelParams,
}

impl Inner {
    /// The model in force now.
    fn model(&self) -> Model {
        self.model.read().unwrap_or_else(|e| e.into_inner()).clone()
    }
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

impl Agent {
    /// Starts building an agent.
    pub fn builder() -> AgentBuilder {
        AgentBuilder::default()
    }

    /// What the turn machine ([`crate::Turn`]) needs to know about this agent: for an engine
    /// that runs the machine itself (a durable workflow), with [`Self::model_step`] and the
    /// executor doing the steps.
    pub fn turn_config(&self) -> crate::turn::TurnConfig {
        self.inner.turn_config()
    }

    /// Performs one `CallModel` step as a turn of this agent does (the request from its system
    /// prompt, tools and model; the provider's retries; streamed events on `emit`), without
    /// starting any call: says what happened, for the machine.
    pub async fn model_step(
        &self,
        messages: Vec<Message>,
        emit: Emitter,
        cancel: CancellationToken,
    ) -> crate::turn::Happened {
        driver::model_step(&self.inner, emit, cancel, messages).await
    }

    /// The result the model is given for a call whose process stopped before it reported (a
    /// resumed turn, a worker that died): it may or may not have run.
    pub const INTERRUPTED_RESULT: &'static str = driver::INTERRUPTED;

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
        format!(
            "{}/{}",
            self.inner.model().provider.name(),
            self.inner.model().provider.model()
        )
    }

    /// Whether the model in force takes images in prompts (a `user_message` with images is
    /// refused otherwise).
    pub fn takes_images(&self) -> bool {
        self.inner.model().provider.takes_images()
    }

    /// The model's context window in tokens: configured, else the provider's own, if known.
    pub fn context_window(&self) -> Option<u64> {
        self.inner
            .compaction
            .context_window
            .or_else(|| self.inner.model().provider.context_window())
    }

    /// A copy of the history (waits for a running turn to finish).
    pub async fn history(&self) -> Vec<Message> {
        self.inner.history.lock().await.clone()
    }

    /// The one way in: sends a command to the agent and returns the events it causes.
    ///
    /// - `user_message` (and `resume_turn`) start a turn: the stream carries the turn from
    ///   `session_started` to `finished`; dropping it cancels the turn.
    /// - `approve`, `cancel` and `set_trust` act on the running turn at once: their effect shows
    ///   in *that* turn's stream (`tool_result`, `cancelled`); their own stream ends empty.
    /// - `set_model` and `compact` report in their own stream (`notice`, `context_compacted`).
    ///
    /// An op that does not apply (an answer to a call nobody asked about, a message while a
    /// turn runs, an unknown model) changes nothing; its stream carries one `error` event saying
    /// why. A front therefore keeps one stream per turn and reads the short streams of the
    /// other ops only for their errors and notices.
    pub fn submit(&self, op: Op) -> RunStream {
        // Approvals, trust and mode go to the gate, as they do from a tool session.
        let op = match tool_session::gate_op(self.inner.executor.gate(), op) {
            Ok(answered) => return answered,
            Err(op) => op,
        };
        match op {
            Op::UserMessage { text, images } => {
                if !images.is_empty() && !self.inner.model().provider.takes_images() {
                    let provider = self.inner.model().provider;
                    return refused(Some(OpError::ImagesNotSupported {
                        model: self.model_label(),
                        provider: provider.name().to_owned(),
                        name: provider.model().to_owned(),
                    }));
                }
                self.start_turn(Some((text, images)))
            }
            Op::ResumeTurn => self.start_turn(None),
            Op::Cancel => {
                self.inner.cancel.lock().unwrap_or_else(|e| e.into_inner()).cancel();
                RunStream::done(Vec::new())
            }
            Op::SetModel { model } => match self.switch_model(&model) {
                Ok(label) => RunStream::done(vec![AgentEvent::Notice {
                    message: format!("model: {label} (from the next request on)"),
                }]),
                Err(e) => refused(Some(e)),
            },
            // Taken by the gate above.
            Op::Approve { .. } | Op::SetTrust { .. } | Op::SetMode { .. } => RunStream::done(Vec::new()),
            Op::Compact => {
                let inner = self.inner.clone();
                RunStream::spawn(move |emit| async move { compact_now(&inner, &emit).await })
            }
        }
    }

    /// Sends a user message and runs the loop: `submit(Op::user_message(text))`.
    pub fn run(&self, user_message: impl Into<String>) -> RunStream {
        self.submit(Op::user_message(user_message))
    }

    fn switch_model(&self, model: &str) -> Result<String, OpError> {
        let Some(factory) = &self.inner.models else {
            return Err(OpError::UnknownModel {
                model: model.to_owned(),
                message: "this agent was built without a way to reach other models (AgentBuilder::models)".into(),
            });
        };
        let choice = factory.connect(model).map_err(|message| OpError::UnknownModel {
            model: model.to_owned(),
            message,
        })?;
        let label = format!("{}/{}", choice.provider.name(), choice.provider.model());
        *self.inner.model.write().unwrap_or_else(|e| e.into_inner()) = Model {
            provider: choice.provider,
            params: choice.params,
        };
        // The stored session names the model it goes on with (listings, exports). Off the
        // caller's thread; a failure to record it is logged, the switch stands.
        if let (Some(store), Ok(rt)) = (self.inner.store.clone(), tokio::runtime::Handle::try_current()) {
            let (session, model) = (self.inner.executor.session_id().clone(), label.clone());
            rt.spawn(async move {
                if let Err(e) = store.set_model(&session, &model).await {
                    tracing::warn!(%session, "could not record the session's new model: {e}");
                }
            });
        }
        Ok(label)
    }

    fn start_turn(&self, text: Option<(String, Vec<crate::Image>)>) -> RunStream {
        let op = if text.is_some() { "user_message" } else { "resume_turn" };
        if self
            .inner
            .running
            .compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return refused(Some(OpError::TurnRunning { op }));
        }
        let token = CancellationToken::new();
        *self.inner.cancel.lock().unwrap_or_else(|e| e.into_inner()) = token.clone();
        let (emitter, rx) = Emitter::channel();
        let inner = self.inner.clone();
        let run_token = token.clone();
        let task = tokio::spawn(async move {
            // Cleared however the turn ends, so the next message is accepted; and the skills
            // and commands in use end with the turn (their `allowed-tools` no longer narrow).
            struct Running<'a>(&'a AtomicBool, &'a PermissionGate);
            impl Drop for Running<'_> {
                fn drop(&mut self) {
                    if let Some(scope) = self.1.scope() {
                        scope.clear();
                    }
                    self.0.store(false, Ordering::SeqCst);
                }
            }
            let _running = Running(&inner.running, inner.executor.gate());
            match text {
                Some((text, images)) => {
                    let start = driver::Start::Message(text, images);
                    driver::execute_run(&inner, emitter, run_token, start).await;
                }
                None => match unfinished_turn(&inner).await {
                    Ok(state) => {
                        driver::execute_run(&inner, emitter, run_token, driver::Start::Resume(state)).await;
                    }
                    Err(e) => emitter.emit(AgentEvent::Error { message: e.to_string() }),
                },
            }
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
        driver::execute_run(
            &self.inner,
            emit,
            cancel,
            driver::Start::Message(user_message.into(), Vec::new()),
        )
        .await
    }
}

/// The session's unfinished turn, or why there is none to continue.
async fn unfinished_turn(inner: &Inner) -> Result<crate::turn::TurnState, OpError> {
    let session = inner.executor.session_id();
    let nothing = || OpError::NothingToResume {
        session: session.to_string(),
    };
    let Some(store) = &inner.store else {
        return Err(nothing());
    };
    match store.load_turn(session).await {
        Ok(Some(state)) => Ok(state),
        Ok(None) => Err(nothing()),
        Err(e) => Err(OpError::Store { message: e.to_string() }),
    }
}

/// The stream answering a refused op: one `error` event saying why (or nothing).
fn refused(error: Option<OpError>) -> RunStream {
    RunStream::done(
        error
            .map(|e| AgentEvent::Error { message: e.to_string() })
            .into_iter()
            .collect(),
    )
}

/// `Op::Compact`: summarises older turns now; reports on `emit`.
async fn compact_now(inner: &Inner, emit: &Emitter) {
    let mut history = inner.history.lock().await;
    let session = crate::hooks::HookSession {
        id: inner.executor.session_id(),
        workspace: inner.executor.workspace(),
        mode: inner.executor.gate().session_mode(),
    };
    for hook in inner.executor.hooks() {
        let outcome = hook.pre_compact(&session, crate::hooks::CompactTrigger::Manual).await;
        for message in outcome.notices {
            emit.emit(AgentEvent::Notice { message });
        }
    }
    let model = inner.model();
    let compacted = crate::compact::compact(
        model.provider.as_ref(),
        &history,
        inner.compaction,
        inner.prune,
        &model.params,
    )
    .await;
    let failed = |message: String| AgentEvent::Error {
        message: OpError::Compaction { message }.to_string(),
    };
    match compacted {
        Ok(Some(c)) => {
            if let Some(store) = &inner.store
                && let Err(e) = store.compact(inner.executor.session_id(), c.kept, &c.summary).await
            {
                emit.emit(failed(e.to_string()));
                return;
            }
            *history = c.history;
            emit.emit(AgentEvent::ContextCompacted {
                tokens_before: c.tokens_before,
                tokens_after: c.tokens_after,
            });
        }
        Ok(None) => emit.emit(AgentEvent::Notice {
            message: "nothing to compact yet".into(),
        }),
        Err(e) => emit.emit(failed(e.to_string())),
    }
}
