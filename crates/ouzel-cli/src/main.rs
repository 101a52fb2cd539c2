//! The `ouzel` binary: argument parsing, output modes, error rendering and exit codes.

mod acp;
mod agents;
mod batch;
mod exec;
mod exit;
mod images;
mod mcp;
mod models;
mod prompt;
mod replay;
mod rewind;
mod run;
mod sessions;
#[cfg(feature = "temporal")]
mod temporal;
#[cfg(feature = "temporal")]
mod temporal_tui;
mod tui;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// ouzel: a fast, safe coding agent for any model.
///
/// Without a command, opens the interactive terminal UI.
#[derive(Debug, Parser)]
#[command(name = "ouzel", version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    tui: tui::TuiArgs,
}

// Each subcommand's arguments are built when it is the one run (or its help is shown): building
// all twenty commands' arguments was clap's largest cost at every start (issue 21).
#[derive(Debug, Subcommand)]
#[command(defer = true)]
enum Command {
    /// Run one task headless and exit: the answer on stdout, or JSON events with --json.
    Exec(ExecArgs),
    /// Run many headless tasks from a JSONL file, N at a time, each a session of its own.
    Batch(batch::BatchArgs),
    /// Run a declarative agent project's entry agent (ouzel.toml + .agent files).
    Run(run::RunArgs),
    /// List the agents, tools and toolsets of a project.
    Agents {
        #[command(subcommand)]
        cmd: agents::AgentsCommand,
    },
    /// List, show, export or delete saved sessions.
    Sessions {
        #[command(subcommand)]
        cmd: sessions::SessionsCommand,
    },
    /// Re-run a recorded session (or `exec --record` cassette) against the real tools and
    /// report where results differ.
    Replay(replay::ReplayArgs),
    /// Restore a session to just before one of its user turns: files, conversation, or both.
    Rewind(rewind::RewindArgs),
    /// List or remove the git worktrees `--worktree` made.
    Worktree {
        #[command(subcommand)]
        cmd: rewind::WorktreeCommand,
        /// A directory in the repository.
        #[arg(short = 'C', long = "cd", value_name = "DIR", default_value = ".", global = true)]
        dir: PathBuf,
    },
    /// List the providers ouzel knows, or one provider's models.
    Models(models::ModelsArgs),
    /// Serve ouzel's tools over MCP, or manage the MCP servers ouzel uses.
    Mcp {
        #[command(subcommand)]
        cmd: mcp::McpCommand,
    },
    /// Speak the Agent Client Protocol on stdin/stdout, for editors (Zed, JetBrains, Neovim).
    Acp(acp::AcpArgs),
    /// Run a Temporal worker hosting ouzel's session workflow and its activities (docs/scale.md).
    #[cfg(feature = "temporal")]
    Worker(temporal::WorkerArgs),
    /// Answer a durable run's approval question (`approval_requested`) by signal.
    #[cfg(feature = "temporal")]
    Approve(temporal::ApproveArgs),
}

impl Command {
    /// Whether the command may run commands in the sandbox (a model's, a project's checks),
    /// so that probing the sandbox early is worth it.
    fn runs_commands(&self) -> bool {
        match self {
            Self::Exec(_) | Self::Batch(_) | Self::Run(_) | Self::Acp(_) | Self::Replay(_) => true,
            Self::Mcp { cmd } => matches!(cmd, mcp::McpCommand::Serve(_)),
            #[cfg(feature = "temporal")]
            Self::Worker(_) => true,
            _ => false,
        }
    }

    /// Whether the command drives one agent headless: then the main thread runs it (a
    /// current-thread runtime), and the sandbox is probed once its first request is sent. Its
    /// tools' heavy work (files, search, processes) runs on the blocking pool anyway; a second
    /// worker only added wake-ups (the two stealing each other's tasks: a quarter of the
    /// context switches of a turn and 5–10 % of its CPU), and one worker beside the main thread
    /// a thread to start and a hand-off (issue 21). The interactive UI, the servers, batches and
    /// Temporal keep a worker per core.
    fn drives_one_agent(&self) -> bool {
        match self {
            Self::Run(_) => true,
            #[cfg(feature = "temporal")]
            Self::Exec(args) => args.temporal.temporal.is_none(),
            #[cfg(not(feature = "temporal"))]
            Self::Exec(_) => true,
            _ => false,
        }
    }
}

// Options shared by every command that talks to a model (a plain comment: with deferred
// subcommands, an Args struct's doc comment would replace the help line of the command it is in).
#[derive(Debug, Args, Clone)]
struct ModelArgs {
    /// Model as PROVIDER/MODEL (e.g. openai/gpt-4o).
    #[arg(short = 'm', long = "model", value_name = "PROVIDER/MODEL")]
    model: Option<String>,
    /// Base URL of the provider's API (e.g. http://localhost:11434/v1).
    #[arg(long = "base-url", value_name = "URL")]
    base_url: Option<String>,
    /// Workspace root; tools cannot reach outside it.
    #[arg(short = 'C', long = "cd", value_name = "DIR", default_value = ".")]
    dir: PathBuf,
    /// How tool calls travel for this run: native, text (described in the prompt, read from
    /// the answer) or auto (native, plus calls the model wrote as text).
    #[arg(long = "tool-calls", value_name = "MODE")]
    tool_calls: Option<ouzel::providers::ToolCallMode>,
}

// Options of a conversation with the coding agent: trust, sandbox, which session (a plain
// comment, as for `ModelArgs`).
#[derive(Debug, Args, Clone)]
struct SessionArgs {
    /// Trust mode: Medium-risk tools (edits, commits) run without asking.
    #[arg(long)]
    trust: bool,
    /// OS sandbox for `shell`: read-only, workspace-write (default) or danger-full-access.
    #[arg(long, value_name = "MODE")]
    sandbox: Option<ouzel::SandboxMode>,
    /// Continue a saved session (id or unique prefix).
    #[arg(long, value_name = "ID", conflicts_with = "continue_latest")]
    resume: Option<String>,
    /// Continue the latest session of this workspace.
    #[arg(long = "continue")]
    continue_latest: bool,
    /// Plan mode: only read-only tools run and the model answers with a plan. Headless, the
    /// plan is the answer and nothing is changed; carry it out by resuming the session without
    /// --plan (`ouzel exec --resume ID "go ahead"`).
    #[arg(long)]
    plan: bool,
    /// Work in a new git worktree on a new branch `ouzel/NAME` made from HEAD (a fresh name when
    /// none is given), beside the repository; the user's checkout is not touched. A name is
    /// given with `=` (`--worktree=fix-42`), so `--worktree "a prompt"` keeps the prompt.
    #[arg(
        long,
        value_name = "NAME",
        num_args = 0..=1,
        default_missing_value = "",
        require_equals = true
    )]
    worktree: Option<String>,
}

impl SessionArgs {
    /// Whether an existing session is continued.
    fn resumes(&self) -> bool {
        self.resume.is_some() || self.continue_latest
    }

    /// Makes the worktree `--worktree` asks for and moves `opts` into it; `Err` (said) when it
    /// cannot be made. `None` without `--worktree`.
    fn enter_worktree(
        &self,
        config: &ouzel::Config,
        opts: &mut ouzel::RunOptions,
    ) -> Result<Option<ouzel::worktree::Worktree>, ()> {
        let Some(name) = &self.worktree else {
            return Ok(None);
        };
        let made =
            blocking(|| ouzel::worktree::create(&opts.workspace, Some(name.as_str()), config.worktree.dir.as_deref()));
        match made {
            Ok(wt) => {
                eprintln!(
                    "ouzel: working in worktree {} on branch {}",
                    wt.path.display(),
                    wt.branch
                );
                opts.workspace = wt.workspace.clone();
                Ok(Some(wt))
            }
            Err(e) => {
                eprintln!("ouzel: {e}");
                Err(())
            }
        }
    }

    /// Applies these options to `opts`.
    fn apply(&self, opts: &mut ouzel::RunOptions) {
        opts.trust = self.trust;
        opts.sandbox = self.sandbox;
        if self.plan {
            opts.mode = ouzel::core::SessionMode::Plan;
        }
        opts.resume = match (&self.resume, self.continue_latest) {
            (Some(id), _) => ouzel::Resume::Id(id.clone()),
            (None, true) => ouzel::Resume::Latest,
            (None, false) => ouzel::Resume::New,
        };
    }
}

/// Loads the config for a workspace, printing its warnings; `None` (after saying why) when it is
/// broken.
fn load_config(dir: &std::path::Path) -> Option<ouzel::Config> {
    match ouzel::load_config(dir) {
        Ok((c, warnings)) => {
            for w in warnings {
                eprintln!("ouzel: {w}");
            }
            Some(c)
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            None
        }
    }
}

#[derive(Debug, Args)]
struct ExecArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// Print one JSON event per line on stdout.
    #[arg(long)]
    json: bool,
    /// Allow every call that would need approval (deny rules still hold).
    #[arg(long, conflicts_with = "reject_all")]
    approve_all: bool,
    /// Refuse every call that would need approval.
    #[arg(long)]
    reject_all: bool,
    #[command(flatten)]
    session: SessionArgs,
    /// A JSON Schema file the final answer must satisfy (JSON on stdout).
    #[arg(long = "output-schema", value_name = "FILE")]
    output_schema: Option<PathBuf>,
    /// Also write the final answer to FILE.
    #[arg(short = 'o', long = "output-last-message", value_name = "FILE")]
    output_last_message: Option<PathBuf>,
    /// Write the session as a portable cassette to FILE when the run ends (model answers, tool
    /// calls and results), for `ouzel replay FILE` and tests.
    #[arg(long = "record", value_name = "FILE")]
    record: Option<PathBuf>,
    /// Attach an image file to the prompt (PNG, JPEG, GIF or WebP; repeatable), for a model
    /// that takes images.
    #[arg(short = 'i', long = "image", value_name = "FILE")]
    image: Vec<PathBuf>,
    /// Run the custom command (`.ouzel/commands/NAME.md`, `.claude/commands/`, the user's
    /// `ouzel/commands/`) or skill NAME; the words after it are its arguments.
    #[arg(long = "command", value_name = "NAME")]
    command: Option<String>,
    /// The task; `-` reads it from stdin. Without one, `--resume ID` continues the session's
    /// unfinished turn (one a killed run left behind). With `--command`: its arguments.
    #[arg(value_name = "PROMPT")]
    prompt: Option<String>,
    /// More arguments of `--command NAME`.
    #[arg(
        value_name = "ARGS",
        requires = "command",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    command_args: Vec<String>,
    #[cfg(feature = "temporal")]
    #[command(flatten)]
    temporal: temporal::TemporalArgs,
}

fn main() -> std::process::ExitCode {
    // ouzel started again as the watchdog of its watched cgroup: nothing else runs.
    if let Some(code) = ouzel::process::run_watchdog_if_asked() {
        return code;
    }
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { exit::USAGE } else { exit::OK };
            let _ = e.print();
            return std::process::ExitCode::from(code);
        }
    };
    // After clap read its `env` values (`OUZEL_MCP_TOKEN`), before any thread exists:
    // afterwards the environment cannot be changed soundly.
    let secrets_kept = ouzel::process::protect();
    init_logging(cli.command.is_none());
    if let Err(e) = secrets_kept {
        tracing::warn!("{e}");
    }
    if cli.command.as_ref().is_some_and(Command::drives_one_agent) {
        ouzel::process::probe_sandbox_after_first_request();
    } else if cli.command.as_ref().is_none_or(Command::runs_commands) {
        ouzel::process::probe_sandbox_in_background();
    }
    let mut builder = if cli.command.as_ref().is_some_and(Command::drives_one_agent) {
        tokio::runtime::Builder::new_current_thread()
    } else {
        tokio::runtime::Builder::new_multi_thread()
    };
    let runtime = match builder.enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ouzel: cannot start the async runtime: {e}");
            return std::process::ExitCode::from(exit::FAILED);
        }
    };
    let code = runtime.block_on(async {
        match cli.command {
            Some(Command::Exec(args)) => exec::run(args).await,
            Some(Command::Run(args)) => run::run(args).await,
            Some(Command::Batch(args)) => on_worker(batch::run(args)).await,
            Some(Command::Agents { cmd }) => agents::run(cmd),
            Some(Command::Mcp { cmd }) => mcp::run(cmd).await,
            Some(Command::Acp(args)) => acp::run(args).await,
            Some(Command::Sessions { cmd }) => sessions::run(cmd),
            Some(Command::Models(args)) => models::run(args).await,
            Some(Command::Rewind(args)) => rewind::run(args),
            Some(Command::Replay(args)) => replay::run(args).await,
            Some(Command::Worktree { cmd, dir }) => rewind::worktree(cmd, &dir),
            #[cfg(feature = "temporal")]
            Some(Command::Worker(args)) => temporal::worker(args).await,
            #[cfg(feature = "temporal")]
            Some(Command::Approve(args)) => temporal::approve(args).await,
            None => tui::run(cli.tui).await,
        }
    });
    // Dropping the runtime kills the children it owns; what they left behind was re-parented
    // to ouzel (a subreaper) and goes now.
    drop(runtime);
    ouzel::process::kill_children();
    std::process::ExitCode::from(code)
}

/// Runs the blocking `f` on this thread: in place on a worker of a multi-thread runtime (its
/// other tasks move to another worker), directly on the current-thread runtime of `exec` and
/// `run`, which waits for it anyway.
pub(crate) fn blocking<R>(f: impl FnOnce() -> R) -> R {
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(f),
        _ => f(),
    }
}

/// Runs a command's future as a task of the runtime's workers rather than on the main thread:
/// there the agent's events reach it without waking another thread for each one (issue 21:
/// ten thread hand-offs a turn). A panic in it goes on as a panic.
async fn on_worker(run: impl std::future::Future<Output = u8> + Send + 'static) -> u8 {
    match tokio::spawn(run).await {
        Ok(code) => code,
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Err(_) => exit::FAILED,
    }
}

/// Logs go to stderr, except under the interactive UI, where they would draw over the screen:
/// there they go to `tui.log` in ouzel's data directory.
fn init_logging(tui: bool) {
    let Ok(filter) = std::env::var(ouzel::env::OUZEL_LOG) else {
        return;
    };
    let builder = tracing_subscriber::fmt().with_env_filter(tracing_subscriber::EnvFilter::new(filter));
    if tui {
        let file = ouzel::private_data_dir().ok().and_then(|dir| {
            let path = dir.join("tui.log");
            ouzel::store::private::create_file(&path).ok()?;
            ouzel::store::private::tighten(&path, 0o600).ok()?;
            std::fs::OpenOptions::new().append(true).open(path).ok()
        });
        if let Some(file) = file {
            let _ = builder
                .with_ansi(false)
                .with_writer(std::sync::Mutex::new(file))
                .try_init();
        }
        return;
    }
    let _ = builder.with_writer(std::io::stderr).try_init();
}
