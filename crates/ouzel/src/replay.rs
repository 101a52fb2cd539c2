//! Replay: re-runs a recorded session — its user messages in order, the model's recorded
//! answers (no network) or a live model, the real tools against the workspace — and reports,
//! call by call, where a tool result (or, with a live model, a call) differs from the
//! recording.
//!
//! A recording is a saved session (`ouzel replay SESSION`) or a [`Cassette`] file written by
//! `ouzel exec --record FILE`: the session's messages (model answers with their tool calls,
//! tool results) in a portable JSON file with a format number. [`RecordedAnswers`] is the
//! [`Provider`] that plays the answers back, usable in any `cargo test`.

use crate::{Config, RunOptions, Setup, SetupError};
use ouzel_core::{
    AgentEvent, ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, Role, StreamEvent,
    ToolCategory,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

mod files;
pub use files::StartReport;

/// The cassette format this build writes and reads.
pub const CASSETTE_FORMAT: u32 = 1;

/// Why a replay could not start. Each names the item and what to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The cassette file cannot be read or is not a cassette.
    #[error("{path}: {message}")]
    Cassette {
        /// The file.
        path: PathBuf,
        /// What is wrong and what to do.
        message: String,
    },
    /// The cassette was written by another format.
    #[error(
        "{path}: cassette format {found}, this ouzel reads format {CASSETTE_FORMAT}; record it again with `ouzel exec --record FILE`"
    )]
    Format {
        /// The file.
        path: PathBuf,
        /// The format it declares.
        found: u32,
    },
    /// The session is not in the store (or the store failed).
    #[error("session `{session}`: {message}; `ouzel sessions list` shows the saved sessions")]
    Session {
        /// The id or prefix asked for.
        session: String,
        /// What failed.
        message: String,
    },
    /// The session's start state could not be restored from its checkpoints.
    #[error(
        "session `{session}`: cannot restore the start state from its checkpoints: {message}; nothing was replayed"
    )]
    StartState {
        /// The session.
        session: String,
        /// What failed.
        message: String,
    },
    /// The recording holds no user message to replay.
    #[error("{0}: the recording has no user message to replay")]
    Empty(String),
    /// The agent could not be set up (a live model's key, a broken config).
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// A recorded session in a portable file: its messages (model answers with their tool calls,
/// tool results, user messages), the model and workspace it ran with. It holds what the
/// session holds, never an API key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cassette {
    /// [`CASSETTE_FORMAT`] when written.
    pub format: u32,
    /// The model that answered (`PROVIDER/MODEL`).
    pub model: String,
    /// Where it ran.
    #[serde(default)]
    pub workspace: Option<PathBuf>,
    /// The session it was recorded from: on the machine that keeps its checkpoints, a replay
    /// starts from its start state and compares files too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    /// The conversation, in order.
    pub messages: Vec<Message>,
}

impl Cassette {
    /// The saved session `prefix` (an id or unique prefix) of the store in `config`.
    pub fn from_session(config: &Config, prefix: &str) -> Result<Self, ReplayError> {
        let failed = |message: String| ReplayError::Session {
            session: prefix.to_owned(),
            message,
        };
        let store = crate::open_store(config).map_err(|e| failed(e.to_string()))?;
        let id = store.resolve_prefix(prefix).map_err(|e| failed(e.to_string()))?;
        let info = store
            .get(&id)
            .map_err(|e| failed(e.to_string()))?
            .ok_or_else(|| failed("not found".into()))?;
        let messages = store.load_messages(&id).map_err(|e| failed(e.to_string()))?;
        Ok(Self {
            format: CASSETTE_FORMAT,
            model: info.model,
            workspace: Some(info.workspace),
            session: Some(id.to_string()),
            messages,
        })
    }

    /// Reads a cassette file, refusing other formats.
    pub fn load(path: &Path) -> Result<Self, ReplayError> {
        let bad = |message: String| ReplayError::Cassette {
            path: path.to_owned(),
            message,
        };
        let text = std::fs::read_to_string(path).map_err(|e| bad(format!("cannot read it: {e}")))?;
        let raw: Value = serde_json::from_str(&text).map_err(|e| bad(format!("not JSON: {e}")))?;
        let found = raw.get("format").and_then(Value::as_u64).ok_or_else(|| {
            bad("no `format` number: not a cassette; write one with `ouzel exec --record FILE`".into())
        })?;
        if found != u64::from(CASSETTE_FORMAT) {
            return Err(ReplayError::Format {
                path: path.to_owned(),
                found: u32::try_from(found).unwrap_or(u32::MAX),
            });
        }
        serde_json::from_value(raw).map_err(|e| bad(format!("not a cassette: {e}")))
    }

    /// Writes the cassette as pretty JSON.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(path, text + "\n")
    }

    /// The recording split into turns: each user message, the model's answers to it, and the
    /// tool calls and results of those answers, in order.
    pub fn turns(&self) -> Vec<RecordedTurn> {
        let mut turns: Vec<RecordedTurn> = Vec::new();
        for m in &self.messages {
            let text: Vec<&str> = m
                .content
                .iter()
                .filter_map(|b| match b {
                    ContentBlock::Text { text } => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            match m.role {
                Role::User if !text.is_empty() => turns.push(RecordedTurn {
                    user: text.join("\n"),
                    at: m.timestamp,
                    ..RecordedTurn::default()
                }),
                Role::User => {
                    if let Some(turn) = turns.last_mut() {
                        for b in &m.content {
                            if let ContentBlock::ToolResult { content, is_error, .. } = b {
                                turn.results.push((content.clone(), *is_error));
                            }
                        }
                    }
                }
                Role::Assistant => {
                    if let Some(turn) = turns.last_mut() {
                        for b in &m.content {
                            if let ContentBlock::ToolUse { name, input, .. } = b {
                                turn.calls.push((name.clone(), input.clone()));
                            }
                        }
                        turn.answers.push(m.clone());
                    }
                }
            }
        }
        turns
    }
}

/// One recorded turn.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RecordedTurn {
    /// What the user said.
    pub user: String,
    /// When (the user message's timestamp; checkpoints name turns by it).
    pub at: chrono::DateTime<chrono::Utc>,
    /// The model's answers, in order.
    pub answers: Vec<Message>,
    /// The tool calls of those answers: name and arguments, in order.
    pub calls: Vec<(String, Value)>,
    /// Their results: text and whether it was a failure, in order.
    pub results: Vec<(String, bool)>,
}

/// A [`Provider`] that plays recorded model answers back in order, without a network: for
/// replays, and for tests that run an agent against a cassette.
///
/// ```
/// # use ouzel::replay::{Cassette, RecordedAnswers};
/// let cassette = Cassette { format: 1, model: "openai/gpt-4o".into(), workspace: None, session: None, messages: Vec::new() };
/// let provider = RecordedAnswers::new(&cassette);
/// # use ouzel::core::Provider;
/// assert_eq!(provider.model(), "gpt-4o");
/// ```
#[derive(Debug)]
pub struct RecordedAnswers {
    model: String,
    /// A path to replace in the calls' arguments, and its replacement.
    paths: Option<(String, String)>,
    answers: Mutex<VecDeque<Message>>,
    played: Mutex<usize>,
}

impl RecordedAnswers {
    /// Plays the model answers of `cassette`, in order.
    pub fn new(cassette: &Cassette) -> Self {
        Self {
            model: cassette
                .model
                .split_once('/')
                .map_or(cassette.model.as_str(), |(_, m)| m)
                .to_owned(),
            answers: Mutex::new(
                cassette
                    .messages
                    .iter()
                    .filter(|m| m.role == Role::Assistant)
                    .cloned()
                    .collect(),
            ),
            played: Mutex::new(0),
            paths: None,
        }
    }

    /// Replaces `from` with `to` in the arguments of the calls played back: a replay in a
    /// copy of the workspace points the recorded calls' absolute paths at the copy, so they
    /// never reach the original.
    pub fn mapping_paths(mut self, from: &Path, to: &Path) -> Self {
        self.paths = Some((from.to_string_lossy().into_owned(), to.to_string_lossy().into_owned()));
        self
    }
}

#[ouzel_core::async_trait]
impl Provider for RecordedAnswers {
    fn name(&self) -> &str {
        "recorded"
    }

    fn model(&self) -> &str {
        &self.model
    }

    async fn stream(&self, _request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let next = self.answers.lock().unwrap_or_else(|e| e.into_inner()).pop_front();
        let mut played = self.played.lock().unwrap_or_else(|e| e.into_inner());
        *played += 1;
        let Some(answer) = next else {
            return Err(ProviderError::InvalidRequest {
                status: 0,
                message: format!(
                    "the recording has no model answer #{}: the replay asked the model more often than the \
                     recording did (a tool result differed and the run went on longer); replay with -m MODEL \
                     to let a live model answer",
                    *played
                ),
            });
        };
        let mut events = Vec::new();
        let mut index = 0;
        for block in answer.content {
            match block {
                ContentBlock::Text { text } => events.push(StreamEvent::TextDelta(text)),
                ContentBlock::Thinking {
                    text,
                    signature,
                    provider_data,
                } => events.push(StreamEvent::ThinkingEnd {
                    text,
                    signature,
                    provider_data,
                }),
                ContentBlock::ToolUse { id, name, input } => {
                    let mut arguments = match input {
                        Value::String(raw) => raw,
                        other => other.to_string(),
                    };
                    if let Some((from, to)) = &self.paths {
                        arguments = arguments.replace(from.as_str(), to);
                    }
                    events.push(StreamEvent::ToolCallStart {
                        index,
                        id: id.to_string(),
                        name: name.clone(),
                    });
                    events.push(StreamEvent::ToolCallEnd {
                        index,
                        id: id.to_string(),
                        name,
                        arguments,
                    });
                    index += 1;
                }
                _ => {}
            }
        }
        Ok(Box::pin(futures::stream::iter(events.into_iter().map(Ok))))
    }
}

/// Where a replay differed from the recording.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Divergence {
    /// The turn (1-based).
    pub turn: usize,
    /// The tool call within the turn (1-based).
    pub call: usize,
    /// The tool.
    pub tool: String,
    /// What differed: `result` (the tool's output), `call` (a live model's call) or `file`
    /// (what the turn left in a file, when replaying from the session's start state; `call`
    /// is then the call that wrote it, 0 when none can be named).
    pub kind: &'static str,
    /// The file, for `file`: relative to the workspace.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<PathBuf>,
    /// The recording's.
    pub expected: String,
    /// The replay's.
    pub got: String,
}

impl Divergence {
    /// The first line that differs, expected then got, shortened: what a person reads first.
    pub fn short_diff(&self) -> String {
        let (e, g) = (self.expected.lines(), self.got.lines());
        let mut pairs = e
            .map(Some)
            .chain(std::iter::repeat(None))
            .zip(g.map(Some).chain(std::iter::repeat(None)));
        let (line, (a, b)) = pairs
            .by_ref()
            .enumerate()
            .take_while(|(_, (a, b))| a.is_some() || b.is_some())
            .find(|(_, (a, b))| a != b)
            .unwrap_or((0, (Some(""), Some(""))));
        let cut = |s: Option<&str>| {
            let s = s.unwrap_or("(nothing)");
            if s.chars().count() > 120 {
                format!("{}…", s.chars().take(120).collect::<String>())
            } else {
                s.to_owned()
            }
        };
        format!("line {}:\n- {}\n+ {}", line + 1, cut(a), cut(b))
    }
}

/// What a replay found.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ReplayReport {
    /// Turns replayed.
    pub turns: usize,
    /// Tool calls compared.
    pub calls: usize,
    /// Every difference, in order.
    pub divergences: Vec<Divergence>,
    /// Where the replay started, when it started from the session's start state in a copy
    /// (absent: it ran in the workspace as it is, comparing tool results only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<StartReport>,
}

/// How to replay.
#[derive(Debug, Clone, Default)]
pub struct ReplayOptions {
    /// A live model instead of the recorded answers (network).
    pub model: Option<String>,
    /// Base URL for the live model.
    pub base_url: Option<String>,
    /// Calls that would need approval run (else they are refused, which shows as a divergence
    /// when the recording ran them).
    pub approve_all: bool,
}

/// Replays `cassette` in `workspace`. The tools are the built-in ones minus those that reach
/// the network (category `web`), so without a live model nothing leaves the machine; file
/// tools stay confined to the workspace.
pub async fn replay(
    config: &Config,
    cassette: &Cassette,
    workspace: &Path,
    options: &ReplayOptions,
) -> Result<ReplayReport, ReplayError> {
    let turns = cassette.turns();
    if turns.is_empty() {
        return Err(ReplayError::Empty(cassette.model.clone()));
    }
    // From the session's start state in a scratch copy when its checkpoints are here.
    let files = {
        let session = cassette.session.clone().unwrap_or_default();
        let (config, cassette, workspace) = (config.clone(), cassette.clone(), workspace.to_path_buf());
        tokio::task::spawn_blocking(move || files::Files::prepare(&config, &cassette, &workspace))
            .await
            .map_err(|e| ReplayError::StartState {
                session,
                message: e.to_string(),
            })??
    };
    let workspace = files.as_ref().map_or(workspace, |f| f.copy.as_path());
    let mut opts = RunOptions::new(workspace);
    opts.persist = false;
    opts.model = options.model.clone();
    opts.base_url = options.base_url.clone();
    opts.approval = if options.approve_all {
        ouzel_core::ApprovalMode::ApproveAll
    } else {
        ouzel_core::ApprovalMode::Interactive
    };
    let setup = Setup::new(config, &opts);
    let provider: Arc<dyn Provider> = match (&options.model, &files) {
        (Some(_), _) => setup.resolve_model()?.connect()?,
        (None, Some(f)) => Arc::new(RecordedAnswers::new(cassette).mapping_paths(&f.recorded_workspace, &f.copy)),
        (None, None) => Arc::new(RecordedAnswers::new(cassette)),
    };
    let tools = setup.tools();
    for d in tools.list_by_category(ToolCategory::Web) {
        tools.unregister(&d.name);
    }
    let mut builder = ouzel_core::Agent::builder()
        .provider(provider)
        .tools(tools)
        .gate(Arc::new(setup.gate()))
        .system_prompt(crate::system_prompt(config, workspace))
        .workspace(workspace)
        .limits(setup.limits().clone());
    if let Some(f) = &files {
        builder = builder.checkpoints(Arc::new(f.keeper.clone()));
    }
    let agent = builder.build().map_err(SetupError::from)?;
    let start = files.as_ref().map(|f| f.start.clone());
    let mut report = compare(&agent, cassette, options.model.is_some(), files).await;
    report.start = start;
    Ok(report)
}

/// Sends the recording's user messages to `agent` in order and compares each tool result
/// (and, when `live` — the agent asks a real model — each tool call) with the recording. The
/// agent is any agent: built with [`RecordedAnswers`] and a program's own tools, this is a
/// regression test of those tools in `cargo test`.
pub async fn check(agent: &ouzel_core::Agent, cassette: &Cassette, live: bool) -> ReplayReport {
    compare(agent, cassette, live, None).await
}

/// [`check`], and with `files`, each turn's file changes too.
async fn compare(
    agent: &ouzel_core::Agent,
    cassette: &Cassette,
    live: bool,
    mut files: Option<files::Files>,
) -> ReplayReport {
    let turns = cassette.turns();
    let options = ReplayOptions {
        model: live.then(String::new),
        ..ReplayOptions::default()
    };
    let mut report = ReplayReport::default();
    for (t, turn) in turns.iter().enumerate() {
        let events = agent.run(turn.user.clone()).collect_all().await;
        report.turns += 1;
        let mut calls = Vec::new();
        let mut ids = Vec::new();
        let mut results = Vec::new();
        for e in events.iter().filter(|e| e.path.is_empty()) {
            match &e.event {
                AgentEvent::ToolCall { id, name, input, .. } => {
                    calls.push((name.clone(), input.clone()));
                    ids.push((id.clone(), name.clone()));
                }
                AgentEvent::ToolResult {
                    name,
                    content,
                    is_error,
                    ..
                } => {
                    let content = files.as_ref().map_or_else(|| content.clone(), |f| f.unmap(content));
                    results.push((name.clone(), content, *is_error));
                }
                _ => {}
            }
        }
        let n = results.len().max(turn.results.len());
        report.calls += n;
        for i in 0..n {
            let recorded = turn.results.get(i);
            let got = results.get(i);
            let tool = got
                .map(|g| g.0.clone())
                .or_else(|| turn.calls.get(i).map(|c| c.0.clone()))
                .unwrap_or_default();
            if options.model.is_some() {
                let want = turn.calls.get(i).map(|(n, v)| format!("{n} {v}"));
                let have = calls.get(i).map(|(n, v)| format!("{n} {v}"));
                if want != have {
                    report.divergences.push(Divergence {
                        turn: t + 1,
                        call: i + 1,
                        tool: tool.clone(),
                        kind: "call",
                        path: None,
                        expected: want.unwrap_or_else(|| "(no call)".into()),
                        got: have.unwrap_or_else(|| "(no call)".into()),
                    });
                    continue;
                }
            }
            let shown = |r: Option<(&str, bool)>| match r {
                Some((c, true)) => format!("error: {c}"),
                Some((c, false)) => c.to_owned(),
                None => "(no call)".to_owned(),
            };
            let want = recorded.map(|(c, e)| (c.as_str(), *e));
            let have = got.map(|(_, c, e)| (c.as_str(), *e));
            if want != have {
                report.divergences.push(Divergence {
                    turn: t + 1,
                    call: i + 1,
                    tool,
                    kind: "result",
                    path: None,
                    expected: shown(want),
                    got: shown(have),
                });
            }
        }
        if let Some(mut f) = files.take() {
            let recorded: Vec<(ouzel_core::ToolCallId, String)> = turn
                .answers
                .iter()
                .flat_map(|m| &m.content)
                .filter_map(|b| match b {
                    ContentBlock::ToolUse { id, name, .. } => Some((id.clone(), name.clone())),
                    _ => None,
                })
                .collect();
            let (number, at) = (t + 1, turn.at);
            // The journals are files: read off the runtime.
            let compared = tokio::task::spawn_blocking(move || {
                let found = f.compare(number, at, &ids, &recorded);
                (f, found)
            })
            .await;
            if let Ok((f, found)) = compared {
                report.divergences.extend(found);
                files = Some(f);
            }
        }
    }
    report
}
