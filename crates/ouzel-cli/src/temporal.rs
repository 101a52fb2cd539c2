//! `ouzel worker`, `ouzel exec --temporal` and `ouzel approve`: durable runs on Temporal
//! (docs/scale.md). The workflow, activities and client live in `ouzel-temporal`; this module
//! parses arguments and renders, as `exec` does for a local run.

use crate::exec::Output;
use crate::exit;
use clap::Args;
use ouzel::ApprovalMode;
use ouzel::core::{AgentEvent, Approval, Op};
use ouzel_temporal::{AgentSpec, Connected, RunSpec, WORKFLOW_VERSION};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

// Where the Temporal server is (a plain comment: as for `ModelArgs`, an Args struct's doc comment
// would replace the help line of every command that flattens it: `exec`, `batch`, the UI).
#[derive(Debug, Args, Clone)]
pub(crate) struct TemporalArgs {
    /// Run on the Temporal server at HOST:PORT (a durable run; see docs/scale.md).
    #[arg(long = "temporal", value_name = "HOST:PORT")]
    pub(crate) temporal: Option<String>,
    /// The Temporal namespace.
    #[arg(
        long = "namespace",
        value_name = "NS",
        default_value = "default",
        requires = "temporal"
    )]
    pub(crate) namespace: String,
    /// The task queue of the workers.
    #[arg(long = "task-queue", value_name = "Q", default_value = ouzel_temporal::DEFAULT_TASK_QUEUE, requires = "temporal")]
    pub(crate) task_queue: String,
}

// `ouzel worker` (a plain comment: a doc comment here would replace the command's help line).
#[derive(Debug, Args)]
pub(crate) struct WorkerArgs {
    /// The Temporal server.
    #[arg(long = "temporal", value_name = "HOST:PORT")]
    temporal: String,
    /// The Temporal namespace.
    #[arg(long = "namespace", value_name = "NS", default_value = "default")]
    namespace: String,
    /// The shared task queue (workflows and model calls); tool calls run on QUEUE@HOST.
    #[arg(long = "task-queue", value_name = "Q", default_value = ouzel_temporal::DEFAULT_TASK_QUEUE)]
    task_queue: String,
    /// The workspace (and configuration) this worker runs tools in.
    #[arg(short = 'C', long = "cd", value_name = "DIR", default_value = ".")]
    dir: PathBuf,
}

// `ouzel approve` (a plain comment, as for `WorkerArgs`).
#[derive(Debug, Args)]
pub(crate) struct ApproveArgs {
    /// The session (the workflow id).
    session: String,
    /// The call asked about (the `approval_requested` event's id).
    call: String,
    /// yes (this call), no, or always (this tool for the rest of the session).
    #[arg(value_parser = ["yes", "no", "always"])]
    answer: String,
    /// With `no`: what the model is told.
    #[arg(long = "message", value_name = "M")]
    message: Option<String>,
    /// The Temporal server.
    #[arg(long = "temporal", value_name = "HOST:PORT")]
    temporal: String,
    /// The Temporal namespace.
    #[arg(long = "namespace", value_name = "NS", default_value = "default")]
    namespace: String,
}

pub(crate) async fn worker(args: WorkerArgs) -> u8 {
    let dir = match std::fs::canonicalize(&args.dir) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("ouzel worker: -C {}: {e}", args.dir.display());
            return exit::USAGE;
        }
    };
    let opts = ouzel_temporal::WorkerOptions {
        server: args.temporal,
        namespace: args.namespace,
        task_queue: args.task_queue,
        dir,
    };
    match ouzel_temporal::run_worker(opts).await {
        Ok(()) => exit::OK,
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}

pub(crate) async fn approve(args: ApproveArgs) -> u8 {
    let answer = match (args.answer.as_str(), args.message) {
        ("yes", _) => Approval::Once,
        ("always", _) => Approval::Session,
        (_, Some(m)) => Approval::DenyWithMessage(m),
        _ => Approval::Deny,
    };
    let connected = match ouzel_temporal::connect(&args.temporal, &args.namespace).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::FAILED;
        }
    };
    match connected.approve(&args.session, &args.call, answer).await {
        Ok(()) => exit::OK,
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}

/// How many history events a run makes before it continues as new (env
/// `OUZEL_TEMPORAL_CONTINUE_AFTER`; Temporal's own limit is 51,200).
fn continue_after() -> u32 {
    std::env::var(ouzel::env::OUZEL_TEMPORAL_CONTINUE_AFTER)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

/// Seconds without a heartbeat before a worker counts as dead (env `OUZEL_TEMPORAL_HEARTBEAT`).
fn heartbeat_secs() -> u64 {
    std::env::var(ouzel::env::OUZEL_TEMPORAL_HEARTBEAT)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
}

/// Bytes past which a tool output is kept out of the history (env `OUZEL_TEMPORAL_PAYLOAD_LIMIT`).
fn payload_limit() -> usize {
    std::env::var(ouzel::env::OUZEL_TEMPORAL_PAYLOAD_LIMIT)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8192)
}

/// Runs `op` as a workflow and renders its events as a local run does; returns the exit code.
pub(crate) async fn exec(
    agent: &ouzel::Agent,
    op: Op,
    t: &TemporalArgs,
    server: &str,
    config: &ouzel::Config,
    opts: &ouzel::RunOptions,
    json: bool,
) -> u8 {
    let text = match op {
        Op::UserMessage { images, .. } if !images.is_empty() => {
            eprintln!("ouzel: --temporal does not carry images yet; run without --temporal to send --image files");
            return exit::USAGE;
        }
        Op::UserMessage { text, .. } => text,
        // `--resume ID` without a prompt: follow the run of that session, which another
        // `exec --temporal` started (and may have died following).
        Op::ResumeTurn => return attach(agent, t, server, config, json).await,
        _ => {
            eprintln!("ouzel: --temporal starts a run (a PROMPT) or follows one (--resume ID without a PROMPT)");
            return exit::USAGE;
        }
    };
    let spec = match run_spec(agent, text, t, opts).await {
        Ok(spec) => spec,
        Err(e) => {
            eprintln!("ouzel: --temporal: {e}");
            return exit::USAGE;
        }
    };
    let connected = match ouzel_temporal::connect(server, &t.namespace).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::FAILED;
        }
    };
    let (session, saved) = (spec.session_id.clone(), spec.history.len());
    if let Err(e) = connected.start(&t.task_queue, spec).await {
        eprintln!("ouzel: {e}");
        return exit::FAILED;
    }
    follow(&connected, &session, config, json, saved).await
}

/// The durable run of `text` for `agent` as it would run here: its model, tools, history and
/// limits, the approval mode and trust of `opts`; refused for what durable runs cannot do yet.
pub(crate) async fn run_spec(
    agent: &ouzel::Agent,
    text: String,
    t: &TemporalArgs,
    opts: &ouzel::RunOptions,
) -> Result<RunSpec, String> {
    let config_turn = agent.turn_config();
    if config_turn.check_retries.is_some() {
        return Err("this agent has answer checks, which durable runs do not run yet".into());
    }
    let tools = agent.tools().list();
    let history = agent.history().await;
    let version = std::env::var(ouzel::env::OUZEL_TEMPORAL_WORKFLOW_VERSION)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(WORKFLOW_VERSION);
    let spec = RunSpec {
        version,
        session_id: agent.session_id().to_string(),
        agent: AgentSpec {
            model: opts.model.clone(),
            base_url: opts.base_url.clone(),
            approval: match opts.approval {
                ApprovalMode::ApproveAll => "approve_all",
                ApprovalMode::RejectAll => "reject_all",
                _ => "interactive",
            }
            .into(),
            trust: opts.trust,
            output_schema: opts.output_schema.clone(),
            plan: opts.mode == ouzel::core::SessionMode::Plan,
            workspace: Some(agent.workspace().display().to_string()),
        },
        config: config_turn,
        model_label: agent.model_label(),
        workspace: agent.workspace().display().to_string(),
        context_window: agent.context_window(),
        tool_names: tools.iter().map(|d| d.name.clone()).collect(),
        read_only_tools: tools
            .iter()
            .filter(|d| d.effects.is_read_only())
            .map(|d| d.name.clone())
            .collect(),
        tool_queue: ouzel_temporal::tool_queue(&t.task_queue, &ouzel_temporal::host_name()),
        continue_after: continue_after(),
        heartbeat_secs: heartbeat_secs(),
        payload_limit: payload_limit(),
        history,
        prompt: Some(text),
        turn: None,
        usage: Default::default(),
        always: Vec::new(),
        events_before: 0,
        commits_before: 0,
        continued: 0,
        recent_events: Vec::new(),
        recent_commits: Vec::new(),
    };
    Ok(spec)
}

/// `exec --temporal --resume ID` without a prompt: re-attaches to the session's run, printing
/// its events from the first it still holds, saving the steps the local session misses, and
/// asking about the calls it waits for.
async fn attach(agent: &ouzel::Agent, t: &TemporalArgs, server: &str, config: &ouzel::Config, json: bool) -> u8 {
    let connected = match ouzel_temporal::connect(server, &t.namespace).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::FAILED;
        }
    };
    let session = agent.session_id().to_string();
    // Checked once first, so a session with no run says so instead of waiting for one.
    if let Err(e) = connected.progress(&session, (usize::MAX, usize::MAX)).await {
        eprintln!("ouzel: {e}");
        return exit::FAILED;
    }
    let saved = agent.history().await.len();
    follow(&connected, &session, config, json, saved).await
}

/// Polls the run's progress: prints its events, saves the steps past the `saved` messages the
/// local session has, asks at a terminal about the calls the run waits for, cancels on Ctrl-C;
/// returns the exit code of its end.
async fn follow(connected: &Connected, session: &str, config: &ouzel::Config, json: bool, saved: usize) -> u8 {
    let mut out = Output::new(json);
    let mut follower = match Follower::new(config, session, saved) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let mut interrupted = false;
    let ask = std::io::stdin().is_terminal() && crate::prompt::tty_available();
    let mut told: std::collections::HashSet<String> = Default::default();
    // The questions seen, by call, for asking about them while they are open.
    let mut questions: std::collections::HashMap<String, AgentEvent> = Default::default();
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    let mut failures = 0;
    // Listened for from the start, so a signal that arrives while a query is out is not lost.
    // Ctrl-C, SIGTERM and SIGHUP cancel the run (the workflow's `cancel` signal), as they end a
    // local run; the exit code says which.
    use tokio::signal::unix::{SignalKind, signal};
    let mut int = signal(SignalKind::interrupt()).ok();
    let mut term = signal(SignalKind::terminate()).ok();
    let mut hup = signal(SignalKind::hangup()).ok();
    let mut ended_by: Option<u8> = None;
    loop {
        let cancel = tokio::select! {
            _ = tick.tick() => false,
            Some(()) = crate::exec::next_signal(&mut int), if !interrupted => true,
            Some(()) = crate::exec::next_signal(&mut term), if !interrupted => { ended_by = Some(exit::TERMINATED); true }
            Some(()) = crate::exec::next_signal(&mut hup), if !interrupted => { ended_by = Some(exit::HANGUP); true }
        };
        if cancel {
            interrupted = true;
            if let Err(e) = connected.cancel(session).await {
                eprintln!("ouzel: {e}");
            }
        }
        let p = match connected.progress(session, follower.at).await {
            Ok(p) => {
                failures = 0;
                p
            }
            Err(e) => {
                // A query fails while no worker serves the run (a deploy, a crash): the run
                // waits, and so does this.
                failures += 1;
                if failures == 50 {
                    eprintln!("ouzel: {e}; still waiting (start an `ouzel worker`, or Ctrl-C)");
                }
                continue;
            }
        };
        let Some(p) = follower.take(p).await else {
            continue;
        };
        for ev in &p.events {
            out.event(ev);
        }
        for ev in &p.events {
            if let AgentEvent::ApprovalRequested { id: call, .. } = &ev.event {
                questions.insert(call.to_string(), ev.event.clone());
            }
        }
        // The questions still open (one answered meanwhile, by `ouzel approve` or before a
        // re-attach, is not asked again); the answer goes to the run as its `approve` signal.
        for call in &p.pending {
            if !told.insert(call.clone()) {
                continue;
            }
            let question = questions.get(call);
            if ask && let Some(event) = question {
                if let Some(Op::Approve { id, answer }) = crate::prompt::ask(event).await
                    && let Err(e) = connected.approve(session, id.as_str(), answer).await
                {
                    eprintln!("ouzel: {e}");
                }
            } else {
                let name = match question {
                    Some(AgentEvent::ApprovalRequested { name, .. }) => name.as_str(),
                    _ => "a call",
                };
                eprintln!(
                    "ouzel: session {session} waits for approval of {name} ({call}): ouzel approve {session} {call} yes|no|always --temporal {}",
                    connected.server
                );
            }
        }
        if let Some(result) = p.result {
            out.finish(result.reason);
            return ended_by.unwrap_or_else(|| exit::for_finish(result.reason));
        }
    }
}

/// What following a durable run keeps between its progress queries: how far it has read, the
/// local session's store and how many of the run's messages it already holds, and where the
/// outputs kept out of the history are. Used by `exec --temporal` and `batch --temporal`.
pub(crate) struct Follower {
    /// The event and commit indexes to ask from next.
    pub(crate) at: (usize, usize),
    store: Option<std::sync::Arc<ouzel::store::Store>>,
    id: ouzel::core::SessionId,
    saved: usize,
    blobs: ouzel_temporal::Blobs,
    unreadable: bool,
}

impl Follower {
    /// Following `session`, whose local copy holds its first `saved` messages.
    pub(crate) fn new(config: &ouzel::Config, session: &str, saved: usize) -> Result<Self, String> {
        // Where the outputs kept out of the history are (the workers' directory, on one machine).
        let blobs = ouzel_temporal::Blobs::default_dir()
            .map(ouzel_temporal::Blobs::at)
            .map_err(|e| format!("the directory of large payloads: {e}"))?;
        Ok(Self {
            at: (0, 0),
            store: ouzel::open_store(config).ok().map(std::sync::Arc::new),
            id: ouzel::core::SessionId::new(session.to_owned()),
            saved,
            blobs,
            unreadable: false,
        })
    }

    /// `p` with the outputs kept out of the history read back (one that cannot be stays its
    /// reference, said once), after saving the steps the local session does not have yet; `None`
    /// when reading them back failed outright (the next query asks again).
    pub(crate) async fn take(&mut self, p: ouzel_temporal::Progress) -> Option<ouzel_temporal::Progress> {
        let blobs = self.blobs.clone();
        let resolved = tokio::task::spawn_blocking(move || {
            let mut p = p;
            let mut failed = None;
            for ev in &mut p.events {
                if let Err(e) = blobs.resolve_event(&mut ev.event) {
                    failed = Some(e);
                }
            }
            for (messages, _) in &mut p.commits {
                if let Err(e) = blobs.resolve_messages(messages) {
                    failed = Some(e);
                }
            }
            (p, failed)
        })
        .await;
        let (p, failed) = resolved.ok()?;
        if let Some(e) = failed
            && !std::mem::replace(&mut self.unreadable, true)
        {
            eprintln!("ouzel: {e}");
        }
        // Only what the local session does not have yet (a re-attached follower gets the run's
        // steps from the first it holds).
        let mut fresh = Vec::new();
        let mut offset = p.commits_at;
        for (messages, usage) in &p.commits {
            let end = offset + messages.len();
            if end > self.saved {
                let skip = self.saved.saturating_sub(offset);
                fresh.push((messages[skip..].to_vec(), *usage));
            }
            offset = end;
        }
        self.saved = self.saved.max(offset);
        let mut all_saved = self.store.is_some();
        if let Some(store) = &self.store
            && !fresh.is_empty()
        {
            let (store, id) = (store.clone(), self.id.clone());
            let saved = tokio::task::spawn_blocking(move || {
                for (messages, usage) in &fresh {
                    store.append_blocking(&id, messages, usage)?;
                }
                Ok::<_, ouzel::core::StoreError>(())
            })
            .await;
            all_saved = matches!(saved, Ok(Ok(())));
            if let Ok(Err(e)) = saved {
                eprintln!("ouzel: could not save this step of the session: {e}");
            }
        }
        self.at = (p.next_event, p.next_commit);
        if p.result.is_some() && all_saved {
            // Over, and every step is in the session: its payloads are never read again.
            self.release().await;
        }
        Some(p)
    }

    /// Removes the payloads of the run only it needed ([`ouzel_temporal::Blobs::release`]).
    pub(crate) async fn release(&self) {
        let (blobs, id) = (self.blobs.clone(), self.id.to_string());
        if let Ok(Err(e)) = tokio::task::spawn_blocking(move || blobs.release(&id)).await {
            eprintln!("ouzel: removing the run's large payloads: {e}");
        }
    }
}
