//! `ouzel batch TASKS.jsonl`: many headless tasks, N at a time, each a normal session.
//!
//! Each task runs in this process through the same path as `ouzel exec` (config → `Setup` → an
//! `Agent` → its event stream), not as an `ouzel exec` child: the runs share one runtime, one
//! session-store connection and one trace exporter, a run costs a task's memory rather than a
//! process's, and Ctrl-C cancels each run through `Op::Cancel` (its tools' processes killed, its
//! session kept consistent) instead of through signals to children.

use crate::ModelArgs;
use crate::exit;
use clap::Args;
use futures::StreamExt;
use ouzel::core::Op;
use ouzel::{AgentEvent, FinishReason};
use serde::{Deserialize, Serialize};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

#[derive(Debug, Args)]
pub(crate) struct BatchArgs {
    /// The tasks, one JSON object a line: `id`, `prompt`, and `workspace` (a directory) or
    /// `repo` and `ref` (checked out into a fresh git worktree); optionally `model` and `limits`
    /// (`max_iterations`, `max_tokens`, `max_duration_secs`).
    #[arg(value_name = "TASKS.jsonl", required_unless_present = "resume")]
    tasks: Option<PathBuf>,
    /// How many tasks run at once.
    #[arg(long, short = 'j', value_name = "N", default_value_t = 4)]
    jobs: usize,
    /// Where each task's events and answer go (`DIR/<id>/`), with `summary.json`.
    #[arg(long, value_name = "DIR", conflicts_with = "resume")]
    out: Option<PathBuf>,
    /// Continue the batch in DIR: the tasks it finished are not run again.
    #[arg(long, value_name = "DIR")]
    resume: Option<PathBuf>,
    #[command(flatten)]
    model: ModelArgs,
    /// Allow every call that would need approval (deny rules still hold).
    #[arg(long, conflicts_with = "reject_all")]
    approve_all: bool,
    /// Refuse every call that would need approval (the default: nobody is there to ask).
    #[arg(long)]
    reject_all: bool,
    /// Trust mode: Medium-risk tools (edits, commits) run without asking.
    #[arg(long)]
    trust: bool,
    /// OS sandbox for `shell`: read-only, workspace-write (default) or danger-full-access.
    #[arg(long, value_name = "MODE")]
    sandbox: Option<ouzel::SandboxMode>,
    /// `--temporal HOST:PORT`: the tasks become durable runs on that Temporal server, run by its
    /// `ouzel worker`s; this process starts them, follows them and writes their results.
    #[cfg(feature = "temporal")]
    #[command(flatten)]
    temporal: crate::temporal::TemporalArgs,
}

/// One line of the tasks file.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Task {
    id: String,
    prompt: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    workspace: Option<PathBuf>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    repo: Option<PathBuf>,
    #[serde(default, rename = "ref", skip_serializing_if = "Option::is_none")]
    git_ref: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    model: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    limits: Option<TaskLimits>,
}

/// A task's own limits, over config's.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TaskLimits {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_iterations: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_tokens: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_duration_secs: Option<u64>,
}

/// Reads the tasks file: the tasks that parse, and one message per line that does not (named
/// by its line number), so the others still run.
pub(crate) fn parse_tasks(text: &str, file: &Path) -> (Vec<Task>, Vec<String>) {
    let mut tasks: Vec<Task> = Vec::new();
    let mut errors = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        if line.trim().is_empty() {
            continue;
        }
        let bad = |why: String| format!("{}:{line_no}: {why}; this task is skipped", file.display());
        let task: Task = match serde_json::from_str(line) {
            Ok(t) => t,
            Err(e) => {
                errors.push(bad(format!("not a task ({e})")));
                continue;
            }
        };
        let problem = if task.id.is_empty()
            || !task.id.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
            || task.id.starts_with('.')
        {
            Some(format!(
                "id {:?} must be letters, digits, '.', '_' or '-' (it names the task's directory)",
                task.id
            ))
        } else if tasks.iter().any(|t| t.id == task.id) {
            Some(format!("id {:?} is used by an earlier task", task.id))
        } else if task.prompt.trim().is_empty() {
            Some("the prompt is empty".to_owned())
        } else {
            match (&task.workspace, &task.repo, &task.git_ref) {
                (Some(_), None, None) | (None, Some(_), Some(_)) => None,
                (None, Some(_), None) => Some("`repo` needs a `ref` to check out".to_owned()),
                _ => Some("give either `workspace`, or `repo` and `ref`".to_owned()),
            }
        };
        match problem {
            Some(why) => errors.push(bad(why)),
            None => tasks.push(task),
        }
    }
    (tasks, errors)
}

/// How a task ended, as `result.json` and `summary.json` record it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct TaskResult {
    id: String,
    /// `completed`, `failed`, `cancelled`, `limit`, or `not_started`.
    status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    session_id: Option<String>,
    turns: u32,
    tokens: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cost_usd: Option<f64>,
    seconds: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl TaskResult {
    fn new(id: &str, status: &str) -> Self {
        Self {
            id: id.to_owned(),
            status: status.to_owned(),
            session_id: None,
            turns: 0,
            tokens: 0,
            cost_usd: None,
            seconds: 0.0,
            error: None,
        }
    }

    fn failed(id: &str, error: String, started: Instant) -> Self {
        let mut r = Self::new(id, "failed");
        r.error = Some(error);
        r.seconds = started.elapsed().as_secs_f64();
        r
    }
}

fn status_of(reason: FinishReason) -> &'static str {
    match reason {
        FinishReason::Completed => "completed",
        FinishReason::Cancelled => "cancelled",
        FinishReason::IterationLimit | FinishReason::TokenLimit | FinishReason::Timeout => "limit",
        _ => "failed",
    }
}

/// What every task shares.
struct Shared {
    config: ouzel::Config,
    base: ouzel::RunOptions,
    out: PathBuf,
    telemetry: Option<ouzel::telemetry::Telemetry>,
    stop: tokio_util::sync::CancellationToken,
    /// Where the tasks run when they are durable (`--temporal`).
    #[cfg(feature = "temporal")]
    durable: Option<(ouzel_temporal::Connected, crate::temporal::TemporalArgs)>,
}

pub(crate) async fn run(args: BatchArgs) -> u8 {
    let out = match (&args.resume, &args.out) {
        (Some(dir), _) => dir.clone(),
        (None, Some(dir)) => dir.clone(),
        (None, None) => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            PathBuf::from(format!("ouzel-batch-{now}"))
        }
    };
    // A resumed batch reads the tasks it was started with (kept in DIR), unless given again.
    let tasks_file = match (&args.tasks, &args.resume) {
        (Some(f), _) => f.clone(),
        (None, Some(dir)) => dir.join("tasks.jsonl"),
        (None, None) => {
            eprintln!("ouzel: batch: give TASKS.jsonl");
            return exit::USAGE;
        }
    };
    let text = match std::fs::read_to_string(&tasks_file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("ouzel: batch: cannot read {}: {e}", tasks_file.display());
            return exit::USAGE;
        }
    };
    let (tasks, errors) = parse_tasks(&text, &tasks_file);
    for e in &errors {
        eprintln!("ouzel: batch: {e}");
    }
    if let Err(e) = ouzel::store::private::create_dir_all(&out) {
        eprintln!("ouzel: batch: cannot make {}: {e}", out.display());
        return exit::USAGE;
    }
    // Absolute: a repository's worktree is made from inside the repository.
    let out = std::fs::canonicalize(&out).unwrap_or(out);
    if args.resume.is_none() {
        let _ = std::fs::write(out.join("tasks.jsonl"), &text);
    }
    let Some(config) = crate::load_config(&args.model.dir) else {
        return exit::USAGE;
    };
    let approval = if args.approve_all {
        ouzel::ApprovalMode::ApproveAll
    } else {
        ouzel::ApprovalMode::RejectAll
    };
    let mut base = crate::exec::options(&args.model, approval);
    base.trust = args.trust;
    base.sandbox = args.sandbox;
    let base_dir = std::fs::canonicalize(&args.model.dir).unwrap_or_else(|_| args.model.dir.clone());

    // Finished tasks of a resumed batch keep their results.
    let mut results: Vec<Option<TaskResult>> = tasks
        .iter()
        .map(|t| {
            let path = out.join(&t.id).join("result.json");
            let done = std::fs::read(&path)
                .ok()
                .and_then(|b| serde_json::from_slice::<TaskResult>(&b).ok())
                .filter(|r| r.status == "completed");
            done.filter(|_| args.resume.is_some())
        })
        .collect();
    let skipped = results.iter().filter(|r| r.is_some()).count();
    if skipped > 0 {
        eprintln!("ouzel: batch: {skipped} task(s) finished earlier are not run again");
    }

    #[cfg(feature = "temporal")]
    let durable = match &args.temporal.temporal {
        Some(server) => match ouzel_temporal::connect(server, &args.temporal.namespace).await {
            Ok(c) => Some((c, args.temporal.clone())),
            Err(e) => {
                eprintln!("ouzel: batch: {e}");
                return exit::FAILED;
            }
        },
        None => None,
    };
    let shared = Arc::new(Shared {
        #[cfg(feature = "temporal")]
        durable,
        telemetry: crate::exec::start_telemetry(&config),
        config,
        base,
        out: out.clone(),
        stop: tokio_util::sync::CancellationToken::new(),
    });
    let jobs = args.jobs.max(1);
    let total = tasks.len();
    let mut progress = Progress::new(std::io::stderr().is_terminal(), total, skipped);
    let mut pending = tasks
        .iter()
        .enumerate()
        .filter(|(i, _)| results[*i].is_none())
        .map(|(i, t)| (i, t.clone()))
        .collect::<std::collections::VecDeque<_>>();
    let mut running = tokio::task::JoinSet::new();
    let mut interrupted = false;
    // Listened for once: a `ctrl_c()` made anew each iteration misses a Ctrl-C that arrives
    // while a finished task is being recorded.
    let mut int = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt()).ok();
    loop {
        while !interrupted && running.len() < jobs {
            let Some((index, task)) = pending.pop_front() else {
                break;
            };
            let (shared, base_dir) = (shared.clone(), base_dir.clone());
            progress.started();
            running.spawn(async move { (index, run_task(&shared, &base_dir, &task).await) });
        }
        if running.is_empty() {
            break;
        }
        tokio::select! {
            joined = running.join_next() => {
                let Some(joined) = joined else { break };
                match joined {
                    Ok((index, result)) => {
                        progress.finished(&result);
                        results[index] = Some(result);
                    }
                    Err(e) => eprintln!("ouzel: batch: a task's run failed: {e}"),
                }
            }
            Some(()) = crate::exec::next_signal(&mut int), if !interrupted => {
                interrupted = true;
                progress.note("interrupted: no new tasks start; the running ones are cancelled");
                shared.stop.cancel();
            }
        }
    }
    progress.clear();
    let results: Vec<TaskResult> = tasks
        .iter()
        .zip(results)
        .map(|(t, r)| r.unwrap_or_else(|| TaskResult::new(&t.id, "not_started")))
        .collect();
    let summary = serde_json::json!({
        "tasks": results,
        "invalid_lines": errors,
        "interrupted": interrupted,
    });
    let text = serde_json::to_string_pretty(&summary).unwrap_or_default();
    if let Err(e) = std::fs::write(out.join("summary.json"), text + "\n") {
        eprintln!("ouzel: batch: cannot write {}: {e}", out.join("summary.json").display());
    }
    let _ = std::io::stdout().lock().write_all(table(&results).as_bytes());
    eprintln!("ouzel: batch: results in {}", out.display());
    if let Ok(shared) = Arc::try_unwrap(shared) {
        crate::exec::stop_telemetry(shared.telemetry).await;
    }
    if interrupted {
        exit::INTERRUPTED
    } else if !errors.is_empty() || results.iter().any(|r| r.status != "completed" && r.status != "limit") {
        exit::FAILED
    } else {
        exit::OK
    }
}

/// The summary table: one row per task, then the totals.
fn table(results: &[TaskResult]) -> String {
    let mut out = format!(
        "{:<24}  {:<11}  {:>5}  {:>9}  {:>9}  {:>8}\n",
        "TASK", "STATUS", "TURNS", "TOKENS", "COST", "TIME"
    );
    let cost = |c: Option<f64>| c.map_or_else(|| "-".to_owned(), |c| format!("${c:.4}"));
    for r in results {
        out.push_str(&format!(
            "{:<24}  {:<11}  {:>5}  {:>9}  {:>9}  {:>7.1}s\n",
            r.id,
            r.status,
            r.turns,
            r.tokens,
            cost(r.cost_usd),
            r.seconds
        ));
    }
    let done = results.iter().filter(|r| r.status == "completed").count();
    let total_cost: Option<f64> = results.iter().filter_map(|r| r.cost_usd).reduce(|a, b| a + b);
    out.push_str(&format!(
        "{done}/{} completed · {} tokens · {}\n",
        results.len(),
        results.iter().map(|r| r.tokens).sum::<u64>(),
        cost(total_cost)
    ));
    out
}

/// The workspace a task runs in: its directory (relative to `-C`), or a fresh worktree of its
/// repository at its ref, in the task's output directory.
fn prepare_workspace(task: &Task, base_dir: &Path, task_dir: &Path) -> Result<PathBuf, String> {
    if let Some(ws) = &task.workspace {
        let ws = base_dir.join(ws);
        return match std::fs::metadata(&ws) {
            Ok(m) if m.is_dir() => Ok(std::fs::canonicalize(&ws).unwrap_or(ws)),
            Ok(_) => Err(format!("workspace {} is not a directory", ws.display())),
            Err(e) => Err(format!("workspace {} does not exist ({e})", ws.display())),
        };
    }
    let (Some(repo), Some(git_ref)) = (&task.repo, &task.git_ref) else {
        return Err("no workspace".into());
    };
    let repo = base_dir.join(repo);
    let tree = task_dir.join("worktree");
    let git = |args: &[&std::ffi::OsStr]| {
        std::process::Command::new("git")
            .arg("-C")
            .arg(&repo)
            .args(args)
            .output()
            .map_err(|e| format!("running git: {e}"))
    };
    if tree.exists() {
        // A run cut short left it: start again from the ref.
        let _ = git(&[
            "worktree".as_ref(),
            "remove".as_ref(),
            "--force".as_ref(),
            tree.as_os_str(),
        ]);
        let _ = std::fs::remove_dir_all(&tree);
    }
    let out = git(&[
        "worktree".as_ref(),
        "add".as_ref(),
        "--detach".as_ref(),
        tree.as_os_str(),
        git_ref.as_ref(),
    ])?;
    if !out.status.success() {
        return Err(format!(
            "cannot check out {git_ref} of {} into a worktree: {}",
            repo.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(std::fs::canonicalize(&tree).unwrap_or(tree))
}

/// Runs one task to its end (or until the batch is stopped), writing `events.jsonl`,
/// `answer.md` and `result.json` in `OUT/<id>/`.
async fn run_task(shared: &Shared, base_dir: &Path, task: &Task) -> TaskResult {
    let started = Instant::now();
    let dir = shared.out.join(&task.id);
    let result = run_task_inner(shared, base_dir, task, &dir, started).await;
    let result = result.unwrap_or_else(|e| TaskResult::failed(&task.id, e, started));
    if let Ok(json) = serde_json::to_string_pretty(&result) {
        let _ = std::fs::write(dir.join("result.json"), json + "\n");
    }
    result
}

async fn run_task_inner(
    shared: &Shared,
    base_dir: &Path,
    task: &Task,
    dir: &Path,
    started: Instant,
) -> Result<TaskResult, String> {
    ouzel::store::private::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let workspace = {
        let (task, base_dir, dir) = (task.clone(), base_dir.to_path_buf(), dir.to_path_buf());
        tokio::task::spawn_blocking(move || prepare_workspace(&task, &base_dir, &dir))
            .await
            .map_err(|e| e.to_string())??
    };
    let mut config = shared.config.clone();
    if let Some(limits) = &task.limits {
        if let Some(n) = limits.max_iterations {
            config.limits.max_iterations = Some(n);
        }
        if let Some(n) = limits.max_tokens {
            config.limits.max_tokens = Some(n);
        }
        if let Some(n) = limits.max_duration_secs {
            config.limits.max_duration_secs = Some(n);
        }
    }
    let mut opts = shared.base.clone();
    opts.workspace = workspace;
    if task.model.is_some() {
        opts.model = task.model.clone();
    }
    let agent = ouzel::Setup::new(&config, &opts)
        .build_agent()
        .map_err(|e| e.to_string())?;
    let mut events_file = std::io::BufWriter::new(
        std::fs::File::create(dir.join("events.jsonl")).map_err(|e| format!("cannot write events: {e}"))?,
    );
    let mut record = Record {
        trace: shared
            .telemetry
            .as_ref()
            .map(|t| t.run("ouzel", "", Some(&task.prompt))),
        events_file: &mut events_file,
        result: TaskResult::new(&task.id, "failed"),
        answer: String::new(),
    };
    record.result.session_id = Some(agent.session_id().to_string());
    #[cfg(feature = "temporal")]
    if let Some((connected, t)) = &shared.durable {
        durable(shared, connected, t, &agent, task, &mut record).await?;
        return record.end(dir, started);
    }
    let mut events = agent.submit(Op::user_message(task.prompt.clone()));
    let mut cancelled = false;
    loop {
        let ev = tokio::select! {
            ev = events.next() => ev,
            _ = shared.stop.cancelled(), if !cancelled => {
                cancelled = true;
                agent.submit(Op::Cancel);
                continue;
            }
        };
        let Some(ev) = ev else { break };
        record.event(&ev);
    }
    record.end(dir, started)
}

/// What a task's run leaves: its events in `events.jsonl` and its trace as they come, its
/// answer and result at the end.
struct Record<'a> {
    trace: Option<ouzel::telemetry::RunTrace>,
    events_file: &'a mut std::io::BufWriter<std::fs::File>,
    result: TaskResult,
    answer: String,
}

impl Record<'_> {
    fn event(&mut self, ev: &ouzel::core::Event) {
        if let Some(trace) = self.trace.as_mut() {
            trace.observe(ev);
        }
        if let Ok(line) = serde_json::to_string(ev) {
            let _ = writeln!(self.events_file, "{line}");
        }
        if !ev.path.is_empty() {
            return;
        }
        let result = &mut self.result;
        result.turns = result.turns.max(ev.iteration);
        match &ev.event {
            AgentEvent::Text { text } => self.answer = text.clone(),
            AgentEvent::Error { message } => result.error = Some(message.clone()),
            AgentEvent::Finished { reason, usage, .. } => {
                result.status = status_of(*reason).to_owned();
                result.tokens = usage.total();
                result.cost_usd = usage.cost_usd;
            }
            _ => {}
        }
    }

    fn end(mut self, dir: &Path, started: Instant) -> Result<TaskResult, String> {
        if let Some(trace) = self.trace.take() {
            trace.end();
        }
        let _ = self.events_file.flush();
        std::fs::write(dir.join("answer.md"), &self.answer).map_err(|e| format!("cannot write the answer: {e}"))?;
        self.result.seconds = started.elapsed().as_secs_f64();
        Ok(self.result)
    }
}

/// Runs `task` as a durable run on the Temporal server (`--temporal`): started from the agent
/// built here (its model, tools, history, limits), followed by query until it ends; its steps
/// are saved in the local session store as a local run's are. Stopping the batch cancels it
/// by signal. Questions are not asked: a batch decides approvals up front (`--approve-all`,
/// else every question is refused).
#[cfg(feature = "temporal")]
async fn durable(
    shared: &Shared,
    connected: &ouzel_temporal::Connected,
    t: &crate::temporal::TemporalArgs,
    agent: &ouzel::Agent,
    task: &Task,
    record: &mut Record<'_>,
) -> Result<(), String> {
    let spec = crate::temporal::run_spec(agent, task.prompt.clone(), t, &shared.base).await?;
    let (session, saved) = (spec.session_id.clone(), spec.history.len());
    connected.start(&t.task_queue, spec).await.map_err(|e| e.to_string())?;
    let mut follower = crate::temporal::Follower::new(&shared.config, &session, saved)?;
    let (mut cancelled, mut failures) = (false, 0);
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(100));
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = shared.stop.cancelled(), if !cancelled => {
                cancelled = true;
                connected.cancel(&session).await.map_err(|e| e.to_string())?;
            }
        }
        // A query fails while no worker serves the run; the run waits, and so does this
        // (the batch's Ctrl-C still cancels it).
        let p = match connected.progress(&session, follower.at).await {
            Ok(p) => {
                failures = 0;
                p
            }
            Err(e) => {
                failures += 1;
                if failures == 50 {
                    eprintln!(
                        "ouzel: batch: task {}: {e}; still waiting (start an `ouzel worker`)",
                        task.id
                    );
                }
                continue;
            }
        };
        let Some(p) = follower.take(p).await else {
            continue;
        };
        for ev in &p.events {
            record.event(ev);
        }
        if p.result.is_some() {
            return Ok(());
        }
    }
}

/// Progress on stderr: at a terminal, one line redrawn (done / running / failed, tokens, cost);
/// otherwise a plain line per finished task.
struct Progress {
    tty: bool,
    total: usize,
    done: usize,
    failed: usize,
    running: usize,
    tokens: u64,
    cost: f64,
}

impl Progress {
    fn new(tty: bool, total: usize, already: usize) -> Self {
        Self {
            tty,
            total,
            done: already,
            failed: 0,
            running: 0,
            tokens: 0,
            cost: 0.0,
        }
    }

    fn started(&mut self) {
        self.running += 1;
        self.draw();
    }

    fn finished(&mut self, r: &TaskResult) {
        self.running = self.running.saturating_sub(1);
        self.done += 1;
        if r.status != "completed" && r.status != "limit" {
            self.failed += 1;
        }
        self.tokens += r.tokens;
        self.cost += r.cost_usd.unwrap_or(0.0);
        let line = format!(
            "task {}: {} · {} turns · {} tokens · {:.1}s{}",
            r.id,
            r.status,
            r.turns,
            r.tokens,
            r.seconds,
            r.error.as_deref().map(|e| format!(" · {e}")).unwrap_or_default()
        );
        self.note(&line);
    }

    fn note(&self, line: &str) {
        if self.tty {
            eprint!("\r\x1b[2K");
        }
        eprintln!("ouzel: batch: {line}");
        self.draw();
    }

    fn draw(&self) {
        if self.tty {
            eprint!(
                "\r\x1b[2K{}/{} done · {} running · {} failed · {} tokens · ${:.4}",
                self.done, self.total, self.running, self.failed, self.tokens, self.cost
            );
        }
    }

    fn clear(&self) {
        if self.tty {
            eprint!("\r\x1b[2K");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_are_named_by_number_and_the_others_kept() {
        let text = r#"{"id": "a", "prompt": "one", "workspace": "."}
not json
{"id": "b", "prompt": "two", "repo": "r", "ref": "main", "limits": {"max_iterations": 3}}

{"id": "a", "prompt": "again", "workspace": "."}
{"id": "c", "prompt": "x"}
{"id": "../up", "prompt": "x", "workspace": "."}
{"id": "d", "prompt": "x", "workspace": ".", "colour": "red"}
"#;
        let (tasks, errors) = parse_tasks(text, Path::new("t.jsonl"));
        let ids: Vec<&str> = tasks.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(tasks[1].limits.as_ref().and_then(|l| l.max_iterations), Some(3));
        assert_eq!(errors.len(), 5, "{errors:?}");
        assert!(errors[0].starts_with("t.jsonl:2: not a task"), "{}", errors[0]);
        assert!(errors[1].starts_with("t.jsonl:5:") && errors[1].contains("used by an earlier task"));
        assert!(errors[2].starts_with("t.jsonl:6:") && errors[2].contains("either `workspace`"));
        assert!(errors[3].starts_with("t.jsonl:7:") && errors[3].contains("names the task's directory"));
        assert!(errors[4].starts_with("t.jsonl:8:") && errors[4].contains("colour"));
    }
}
