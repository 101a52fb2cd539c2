//! `ouzel exec`: one task, headless.

use crate::exit;
use crate::{ExecArgs, ModelArgs};
use futures::StreamExt;
use ouzel::core::Op;
use ouzel::{AgentEvent, ApprovalMode, FinishReason, RunOptions};
use std::io::{IsTerminal, Read, Write};

pub(crate) fn options(m: &ModelArgs, approval: ApprovalMode) -> RunOptions {
    let mut opts = RunOptions::new(&m.dir);
    opts.model = m.model.clone();
    opts.base_url = m.base_url.clone();
    opts.tool_calls = m.tool_calls;
    opts.approval = approval;
    opts
}

/// With no model and no key, the first local server's first model (said in one line);
/// `false` when none answers (said, with what was looked for).
pub(crate) async fn local_model(config: &ouzel::Config, opts: &mut RunOptions) -> bool {
    use ouzel::discover::{LocalChoice, local_model_if_needed};
    match local_model_if_needed(config, opts).await {
        LocalChoice::NotNeeded => true,
        LocalChoice::Found {
            model,
            base_url,
            notice,
        } => {
            eprintln!("ouzel: {notice}");
            opts.model = Some(model);
            opts.base_url = Some(base_url);
            true
        }
        LocalChoice::NoneFound(message) => {
            eprintln!("ouzel: {message}");
            false
        }
    }
}

pub(crate) async fn run(args: ExecArgs) -> u8 {
    // The task as given, for a trace that records contents.
    let mut task: Option<String> = None;
    let op = match args.prompt.as_deref() {
        // `--command NAME ARGS…`: the arguments are the command's, expanded once config is read.
        _ if args.command.is_some() => None,
        // No prompt: continue the unfinished turn of the session named.
        None if args.session.resumes() && !args.image.is_empty() => {
            eprintln!("ouzel: --image goes with a PROMPT; continuing an unfinished turn takes no new message");
            return exit::USAGE;
        }
        None if args.session.resumes() => Some(Op::ResumeTurn),
        None => {
            eprintln!("ouzel: give a PROMPT (or --resume ID without one to continue an unfinished turn)");
            return exit::USAGE;
        }
        Some(p) => {
            let prompt = if p == "-" {
                let mut s = String::new();
                if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                    eprintln!("ouzel: cannot read the prompt from stdin: {e}");
                    return exit::USAGE;
                }
                s
            } else {
                p.to_owned()
            };
            if prompt.trim().is_empty() {
                eprintln!("ouzel: the prompt is empty");
                return exit::USAGE;
            }
            task = Some(prompt.clone());
            Some(Op::user_message(prompt))
        }
    };
    let images = match crate::images::read(&args.image).await {
        Ok(images) => images,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let Some(config) = crate::load_config(&args.model.dir) else {
        return exit::USAGE;
    };
    let approval = approval_mode(args.approve_all, args.reject_all);
    let mut opts = options(&args.model, approval);
    let catalog = ouzel::Catalog::load(&config, &args.model.dir);
    let mut notices: Vec<String> = catalog.warnings.iter().map(|w| format!("warning: {w}")).collect();
    let (op, narrowing) = match (op, &args.command) {
        (Some(op), _) => (op, None),
        (None, None) => {
            eprintln!("ouzel: give a PROMPT or --command NAME");
            return exit::USAGE;
        }
        (None, Some(name)) => {
            let words: Vec<String> = args
                .prompt
                .iter()
                .chain(&args.command_args)
                .map(|w| quote_word(w))
                .collect();
            match catalog.invoke(name, &words.join(" ")) {
                Ok(invocation) => {
                    if opts.model.is_none()
                        && let Some(model) = invocation.model
                    {
                        notices.push(format!("/{name} runs on {model} (its `model`; -m overrides)"));
                        opts.model = Some(model);
                    }
                    (Op::user_message(invocation.message), invocation.narrowing)
                }
                Err(e) => {
                    eprintln!("ouzel: --command: {e}");
                    return exit::USAGE;
                }
            }
        }
    };
    let op = match op {
        Op::UserMessage { text, .. } if !images.is_empty() => Op::user_message_with_images(text, images),
        op => op,
    };
    args.session.apply(&mut opts);
    set_approver(&mut opts);
    let Ok(worktree) = args.session.enter_worktree(&config, &mut opts) else {
        return exit::USAGE;
    };
    if let Some(path) = &args.output_schema {
        let schema = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).map_err(|e| e.to_string()))
            .and_then(|s| ouzel::check_output_schema(&s).map(|()| s));
        match schema {
            Ok(s) => opts.output_schema = Some(s),
            Err(e) => {
                eprintln!("ouzel: --output-schema {}: {e}", path.display());
                return exit::USAGE;
            }
        }
    }
    if !local_model(&config, &mut opts).await {
        return exit::USAGE;
    }
    let resumed = args.session.resumes();
    // The skills, commands and context files found above serve the agent too.
    let setup = ouzel::Setup::new(&config, &opts).with_catalog(catalog);
    // What the sandbox cannot enforce here is known once the sandbox is probed (processes,
    // namespaces: milliseconds), which starts as the first request is sent; the notice is
    // printed as soon as it is known.
    let notice = {
        let (config, opts) = (config.clone(), opts.clone());
        ouzel::process::SandboxNotice::start(move || ouzel::sandbox_warning(&config, &opts))
    };
    // A new session's database opens beside its first request (`Setup::build_recording`); a
    // durable run's client shows the workflow's events, not the agent's: the database first.
    #[cfg(feature = "temporal")]
    let built = if args.temporal.temporal.is_some() {
        setup.build().map(|(agent, servers)| (agent, servers, None))
    } else {
        setup.build_recording()
    };
    #[cfg(not(feature = "temporal"))]
    let built = setup.build_recording();
    let (agent, servers, recording) = match built {
        Ok(built) => built,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    if let Some(servers) = &servers {
        report_servers(servers, &config, args.json).await;
    }
    let mut out = Output::new(args.json);
    for message in notices {
        out.event(&ouzel::Event {
            event: AgentEvent::Notice { message },
            iteration: 0,
            total_tokens: 0,
            path: Vec::new(),
        });
    }
    // The command's `allowed-tools` hold for its turn (the agent lifts them when it ends).
    if let (Some(n), Some(scope)) = (narrowing, agent.gate().scope()) {
        scope.narrow(n);
    }

    #[cfg(feature = "temporal")]
    if let Some(server) = &args.temporal.temporal {
        return crate::temporal::exec(&agent, op, &args.temporal, server, &config, &opts, args.json).await;
    }
    // Traces only when asked for: without them nothing is built and events are not looked at.
    let telemetry = start_telemetry(&config);
    let mut trace = telemetry.as_ref().map(|t| t.run("ouzel", "", task.as_deref()));
    let driven = drive_traced(
        &agent,
        op,
        args.json,
        args.output_last_message.as_deref(),
        trace.as_mut(),
        recording,
    )
    .await;
    if let Some(trace) = trace {
        trace.end();
    }
    stop_telemetry(telemetry).await;
    let code = match driven {
        Ok(code) => code,
        // The session could not be recorded: as when the agent cannot be built.
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    if let Some(path) = &args.record {
        let (c, id, p) = (config.clone(), agent.session_id().to_string(), path.clone());
        let written = tokio::task::spawn_blocking(move || {
            ouzel::replay::Cassette::from_session(&c, &id)
                .map_err(|e| e.to_string())
                .and_then(|cassette| cassette.save(&p).map_err(|e| e.to_string()))
        })
        .await;
        match written {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                eprintln!("ouzel: --record {}: {e}", path.display());
                return exit::FAILED;
            }
            Err(e) => {
                eprintln!("ouzel: --record {}: {e}", path.display());
                return exit::FAILED;
            }
        }
    }
    // Failed, not interrupted (an interrupted run's session is kept for --resume), and new: a
    // resumed session is never dropped.
    if code == exit::FAILED && !resumed {
        forget_if_unanswered(&config, agent.session_id()).await;
    }
    // At a terminal, say how to come back to this session (scripts read the id from `--json`).
    if !args.json && std::io::stderr().is_terminal() {
        let id = agent.session_id().to_string();
        if let Some(short) = crate::sessions::saved_short_id(config, id).await {
            eprintln!("{}", crate::sessions::resume_hint(&short, "ouzel exec --resume"));
        }
    }
    if let Some(wt) = worktree {
        report_worktree(&wt);
    }
    notice.finish();
    code
}

/// A run that failed before any model answered (a DNS failure, a wrong key) leaves no session
/// behind: there is nothing in it to resume or read.
async fn forget_if_unanswered(config: &ouzel::Config, id: &ouzel::core::SessionId) {
    let (config, id) = (config.clone(), id.clone());
    let _ = tokio::task::spawn_blocking(move || {
        let store = ouzel::open_store(&config).ok()?;
        let messages = store.load_messages(&id).ok()?;
        if messages.iter().all(|m| m.role != ouzel::core::Role::Assistant) {
            store.delete(&id).ok()?;
        }
        Some(())
    })
    .await;
}

/// A word of `--command` arguments as the command sees it again after joining: quoted when it
/// holds a space, so `$1` is the same word the shell passed.
fn quote_word(word: &str) -> String {
    if word.contains(char::is_whitespace) && !word.contains('"') {
        format!("\"{word}\"")
    } else {
        word.to_owned()
    }
}

/// At the end of a run in a worktree: where it is, its branch, and what changed there.
pub(crate) fn report_worktree(wt: &ouzel::worktree::Worktree) {
    eprintln!("ouzel: worktree {}", wt.path.display());
    eprintln!("ouzel: branch {}", wt.branch);
    match crate::blocking(|| ouzel::worktree::diff_stat(wt)) {
        Ok(stat) if stat.trim().is_empty() => eprintln!("ouzel: no changes"),
        Ok(stat) => eprint!("{stat}"),
        Err(e) => eprintln!("ouzel: {e}"),
    }
}

/// Headless, a run waits for the configured MCP servers to start (so their tools are offered
/// from the first request), then says which could not, and why, as a `notice`.
async fn report_servers(servers: &ouzel::mcp::McpManager, config: &ouzel::Config, json: bool) {
    let wait = config
        .mcp_servers
        .values()
        .filter(|s| s.enabled)
        .map(|s| s.startup_timeout())
        .max()
        .unwrap_or_default();
    servers.wait_started(wait + std::time::Duration::from_secs(1)).await;
    let mut out = Output::new(json);
    for server in servers.status() {
        let why = match server.state {
            ouzel::mcp::ServerState::Failed { message } | ouzel::mcp::ServerState::NeedsLogin { message } => message,
            _ => continue,
        };
        out.event(&ouzel::Event {
            event: AgentEvent::Notice {
                message: format!(
                    "MCP server `{}` ({}) is not available, its tools are not offered: {why}",
                    server.name, server.target
                ),
            },
            iteration: 0,
            total_tokens: 0,
            path: Vec::new(),
        });
    }
}

/// The approval mode the flags ask for.
pub(crate) fn approval_mode(approve_all: bool, reject_all: bool) -> ApprovalMode {
    if approve_all {
        ApprovalMode::ApproveAll
    } else if reject_all {
        ApprovalMode::RejectAll
    } else {
        ApprovalMode::Interactive
    }
}

/// A person at a terminal is asked; scripts and CI (no terminal) get denials that say how to allow.
pub(crate) fn set_approver(opts: &mut RunOptions) {
    opts.ask =
        opts.approval == ApprovalMode::Interactive && std::io::stdin().is_terminal() && crate::prompt::tty_available();
}

/// The trace exporter `[telemetry]` or `OTEL_EXPORTER_OTLP_ENDPOINT` asks for; a warning and
/// none when it cannot be built.
pub(crate) fn start_telemetry(config: &ouzel::Config) -> Option<ouzel::telemetry::Telemetry> {
    let wanted = ouzel::telemetry_config(config)?;
    match ouzel::telemetry::Telemetry::start(&wanted) {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!("ouzel: warning: {e}");
            None
        }
    }
}

/// Sends the spans still queued (off the runtime: the exporter blocks); a collector that could
/// not be reached is a warning, never a failure of the run.
pub(crate) async fn stop_telemetry(telemetry: Option<ouzel::telemetry::Telemetry>) {
    let Some(telemetry) = telemetry else { return };
    if let Ok(Err(e)) = tokio::task::spawn_blocking(move || telemetry.shutdown()).await {
        eprintln!("ouzel: warning: {e}");
    }
}

/// Runs the agent on `prompt`, rendering its events (Ctrl-C cancels); returns the exit code.
pub(crate) async fn drive(
    agent: &ouzel::Agent,
    op: Op,
    json: bool,
    output_last_message: Option<&std::path::Path>,
) -> u8 {
    // (Without a recording to wait for, nothing fails before the run.)
    drive_traced(agent, op, json, output_last_message, None, None)
        .await
        .unwrap_or(exit::USAGE)
}

/// [`drive`], feeding each event to a trace too.
pub(crate) async fn drive_traced(
    agent: &ouzel::Agent,
    op: Op,
    json: bool,
    output_last_message: Option<&std::path::Path>,
    mut trace: Option<&mut ouzel::telemetry::RunTrace>,
    recording: Option<ouzel::Recording>,
) -> Result<u8, ouzel::SetupError> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut events = agent.submit(op);
    let mut out = Output::new(json);
    let mut finish = FinishReason::Error;
    let mut interrupted = false;
    // Questions are asked one at a time, off the event loop, so the turn's other events (calls
    // of the same batch finishing) keep showing meanwhile.
    let mut questions = std::collections::VecDeque::new();
    let mut asking: Option<tokio::task::JoinHandle<Option<Op>>> = None;
    // SIGTERM and SIGHUP end the run as Ctrl-C does: cancelled (tools' processes killed), the
    // session saved, then exit; without this the default action would leave tools running.
    let mut term = signal(SignalKind::terminate()).ok();
    let mut hup = signal(SignalKind::hangup()).ok();
    // Listened for once, before the loop: a `ctrl_c()` future made anew each iteration misses
    // a Ctrl-C that arrives while an event is being printed, and the turn would run on.
    let mut int = signal(SignalKind::interrupt()).ok();
    let mut ended_by: Option<u8> = None;
    // A new session is recorded while the run's first request goes out: nothing of the run
    // shows before it is, so a session announced is a session saved. (Signals meanwhile wait
    // in their streams.)
    if let Some(recording) = recording
        && let Err(e) = recording.wait().await
    {
        agent.submit(Op::Cancel);
        while events.next().await.is_some() {}
        return Err(e);
    }
    loop {
        if asking.is_none()
            && let Some(event) = questions.pop_front()
        {
            asking = Some(tokio::spawn(async move { crate::prompt::ask(&event).await }));
        }
        tokio::select! {
            ev = next_or_flush(&mut events, &mut out) => {
                let Some(ev) = ev else { break };
                // Only the top-level run's end decides; nested agents' `finished` events are theirs.
                if let AgentEvent::Finished { reason, .. } = &ev.event
                    && ev.path.is_empty()
                {
                    finish = *reason;
                }
                if matches!(ev.event, AgentEvent::ApprovalRequested { .. }) {
                    questions.push_back(ev.event.clone());
                }
                if let Some(trace) = trace.as_deref_mut() {
                    trace.observe(&ev);
                }
                out.hold(&ev);
            }
            answered = answer_of(&mut asking) => {
                asking = None;
                if let Ok(Some(op)) = answered {
                    for ev in agent.submit(op).collect_all().await {
                        if let Some(trace) = trace.as_deref_mut() {
                            trace.observe(&ev);
                        }
                        out.event(&ev);
                    }
                }
            }
            Some(()) = next_signal(&mut int), if !interrupted => {
                interrupted = true;
                agent.submit(Op::Cancel);
            }
            Some(()) = next_signal(&mut term), if ended_by.is_none() => {
                ended_by = Some(exit::TERMINATED);
                agent.submit(Op::Cancel);
            }
            Some(()) = next_signal(&mut hup), if ended_by.is_none() => {
                ended_by = Some(exit::HANGUP);
                agent.submit(Op::Cancel);
            }
        }
    }
    if let Some(question) = asking {
        question.abort();
    }
    out.flush();
    let answer = out.finish(finish);
    if agent.gate().session_mode() == ouzel::core::SessionMode::Plan && finish == FinishReason::Completed && !json {
        // Headless, accepting the plan is resuming the session without --plan.
        eprintln!(
            "ouzel: plan mode: nothing was changed. To carry out this plan: ouzel exec --resume {} \"go ahead\"",
            agent.session_id()
        );
    }
    if let (Some(path), Some(text)) = (output_last_message, answer)
        && let Err(e) = std::fs::write(path, text)
    {
        eprintln!("ouzel: cannot write the answer to {}: {e}", path.display());
        return Ok(exit::FAILED);
    }
    Ok(ended_by.unwrap_or_else(|| exit::for_finish(finish)))
}

/// The next event. Events already waiting are taken without writing what `out` holds; before
/// waiting for one, it is written: the events a step makes together (a call's start, deltas,
/// end, usage, state) go out in one write instead of one each, and none waits behind a wait.
async fn next_or_flush(
    events: &mut (impl futures::Stream<Item = ouzel::Event> + Unpin),
    out: &mut Output,
) -> Option<ouzel::Event> {
    use futures::FutureExt;
    if let Some(ready) = events.next().now_or_never() {
        return ready;
    }
    out.flush();
    events.next().await
}

/// The next delivery of a signal; never, when it could not be listened for.
pub(crate) async fn next_signal(signal: &mut Option<tokio::signal::unix::Signal>) -> Option<()> {
    match signal {
        Some(s) => s.recv().await,
        None => std::future::pending().await,
    }
}

/// The answer of the question being asked; never ready when none is.
async fn answer_of(
    asking: &mut Option<tokio::task::JoinHandle<Option<Op>>>,
) -> Result<Option<Op>, tokio::task::JoinError> {
    match asking {
        Some(question) => question.await,
        None => std::future::pending().await,
    }
}

/// Renders events: JSON lines, or the final answer on stdout and activity on stderr.
pub(crate) struct Output {
    json: bool,
    stdout: std::io::Stdout,
    last_text: Option<String>,
    /// JSON lines held by [`Output::hold`], not yet written.
    held: Vec<u8>,
    color: bool,
    /// Calls whose denial was printed (their error result is not printed again).
    denied: std::collections::HashSet<ouzel::core::ToolCallId>,
}

impl Output {
    pub(crate) fn new(json: bool) -> Self {
        Self {
            json,
            stdout: std::io::stdout(),
            last_text: None,
            held: Vec::new(),
            color: std::io::stderr().is_terminal() && std::env::var_os(ouzel::env::NO_COLOR).is_none(),
            denied: Default::default(),
        }
    }

    pub(crate) fn event(&mut self, ev: &ouzel::Event) {
        self.hold(ev);
        self.flush();
    }

    /// Writes what [`Output::hold`] kept, in one write.
    pub(crate) fn flush(&mut self) {
        if self.held.is_empty() {
            return;
        }
        // A closed stdout (`| head`) is not a failure of the run.
        let mut stdout = self.stdout.lock();
        let _ = stdout.write_all(&self.held);
        let _ = stdout.flush();
        self.held.clear();
    }

    /// Renders `ev`; a JSON line is kept until [`Output::flush`] (the rest is printed now, after
    /// what is kept).
    pub(crate) fn hold(&mut self, ev: &ouzel::Event) {
        // The answer is the top-level run's; nested agents' texts are their answers to it.
        if let AgentEvent::Text { text } = &ev.event
            && self.json
            && ev.path.is_empty()
        {
            self.last_text = Some(text.clone());
        }
        if self.json {
            let start = self.held.len();
            match serde_json::to_writer(&mut self.held, ev) {
                Ok(()) => self.held.push(b'\n'),
                Err(_) => self.held.truncate(start),
            }
            return;
        }
        self.flush();
        let pad = "  ".repeat(ev.path.len());
        let dim = |s: &str, color: bool| {
            if color {
                format!("\x1b[2m{pad}{s}\x1b[0m")
            } else {
                format!("{pad}{s}")
            }
        };
        match &ev.event {
            // A nested agent's text is shown as it comes, indented under the call that made it.
            AgentEvent::Text { text } if !ev.path.is_empty() => {
                for line in text.lines() {
                    eprintln!("{}", dim(line, self.color));
                }
            }
            AgentEvent::Text { text } => {
                if let Some(prev) = self.last_text.replace(text.clone()) {
                    eprintln!("{prev}");
                }
            }
            AgentEvent::ToolCall {
                name, input, recovered, ..
            } => {
                if let Some(prev) = self.last_text.take() {
                    eprintln!("{prev}");
                }
                // A call the model wrote as text, which ouzel read out of its answer.
                let how = if *recovered { " (from text)" } else { "" };
                eprintln!("{}", dim(&format!("→ {name}{how} {}", summarize(input)), self.color));
            }
            // A denied call's result repeats the denial just printed: one line per denial.
            AgentEvent::ToolResult { id, is_error: true, .. } if self.denied.remove(id) => {}
            AgentEvent::ToolResult {
                name,
                is_error,
                duration_ms,
                content,
                ..
            } => {
                let status = if *is_error {
                    format!("✗ {name}: {}", first_line(content))
                } else {
                    format!("✓ {name} ({duration_ms} ms)")
                };
                eprintln!("{}", dim(&status, self.color));
            }
            AgentEvent::PermissionDenied { id, message, .. } => {
                self.denied.insert(id.clone());
                eprintln!("{pad}ouzel: permission denied: {message}")
            }
            AgentEvent::LlmError {
                message,
                retryable: true,
                delay_ms,
                ..
            } => eprintln!("ouzel: {message}; retrying in {delay_ms} ms"),
            AgentEvent::Error { message } => eprintln!("{pad}ouzel: error: {message}"),
            AgentEvent::Notice { message } => eprintln!("{pad}ouzel: {message}"),
            AgentEvent::PlanUpdated { items } => {
                eprintln!("{}", dim("todo:", self.color));
                for line in ouzel::core::render_todos(items).lines() {
                    eprintln!("{}", dim(&format!("  {line}"), self.color));
                }
            }
            AgentEvent::IterationLimitReached { limit } => {
                eprintln!("ouzel: stopped after {limit} iterations (limits.max_iterations)")
            }
            AgentEvent::TokenLimitReached { limit, used } => {
                eprintln!("ouzel: stopped: {used} tokens used, budget {limit} (limits.max_tokens)")
            }
            AgentEvent::Timeout { limit_ms } => eprintln!("ouzel: stopped: run time limit of {limit_ms} ms reached"),
            AgentEvent::Cancelled => eprintln!("ouzel: cancelled"),
            _ => {}
        }
    }

    /// Prints the final answer (text mode) and returns it when the run completed.
    pub(crate) fn finish(&mut self, reason: FinishReason) -> Option<String> {
        let text = self.last_text.take()?;
        if !self.json {
            if reason == FinishReason::Completed {
                let mut stdout = self.stdout.lock();
                let _ = writeln!(stdout, "{text}");
                let _ = stdout.flush();
            } else {
                eprintln!("{text}");
            }
        }
        (reason == FinishReason::Completed).then_some(text)
    }
}

fn summarize(input: &serde_json::Value) -> String {
    let s = input.to_string();
    if s.chars().count() > 100 {
        format!("{}…", s.chars().take(100).collect::<String>())
    } else {
        s
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> ouzel::Event {
        ouzel::Event {
            event: AgentEvent::Text { text: t.into() },
            iteration: 1,
            total_tokens: 0,
            path: Vec::new(),
        }
    }

    #[test]
    fn held_events_stay_one_json_object_per_line_in_their_order() {
        let mut out = Output::new(true);
        out.hold(&text("one"));
        out.hold(&text("two\nlines"));
        let held = std::mem::take(&mut out.held);
        let lines: Vec<serde_json::Value> = held
            .split(|b| *b == b'\n')
            .filter(|l| !l.is_empty())
            .map(|l| serde_json::from_slice(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 2, "{}", String::from_utf8_lossy(&held));
        assert_eq!(lines[0]["text"], "one");
        assert_eq!(lines[1]["text"], "two\nlines");
        assert!(held.ends_with(b"\n"));
        // Nothing is left to write, so the run's end writes nothing twice.
        out.flush();
        assert!(out.held.is_empty());
    }
}
