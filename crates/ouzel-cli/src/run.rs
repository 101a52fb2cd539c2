//! `ouzel run`: runs a declarative project's entry agent, with the same events, approval
//! flags and exit codes as `exec`; its sessions are saved as `exec`'s are (`--resume`,
//! `--continue`, `ouzel sessions list`/`export`).

use crate::exit;
use clap::Args;
use ouzel::RunOptions;
use ouzel::project::{EntryInput, Project, ProjectError};
use std::io::Read;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct RunArgs {
    /// The project directory (holding ouzel.toml or project.json and the .agent files).
    #[arg(short = 'C', long = "cd", value_name = "PROJECT_DIR", default_value = ".")]
    dir: PathBuf,
    /// Model for agents whose file names none, as PROVIDER/MODEL.
    #[arg(short = 'm', long = "model", value_name = "PROVIDER/MODEL")]
    model: Option<String>,
    /// Base URL of the provider's API (e.g. http://localhost:11434/v1).
    #[arg(long = "base-url", value_name = "URL")]
    base_url: Option<String>,
    /// Print one JSON event per line on stdout (nested agents' events carry their call path).
    #[arg(long)]
    json: bool,
    /// Allow every call that would need approval, at every depth (deny rules still hold).
    #[arg(long, conflicts_with = "reject_all")]
    approve_all: bool,
    /// Refuse every call that would need approval, at every depth.
    #[arg(long)]
    reject_all: bool,
    /// Trust mode: Medium-risk tools (edits, commits) run without asking.
    #[arg(long)]
    trust: bool,
    /// OS sandbox for `shell`: read-only, workspace-write (default) or danger-full-access.
    #[arg(long, value_name = "MODE")]
    sandbox: Option<ouzel::SandboxMode>,
    /// Also write the final answer to FILE.
    #[arg(short = 'o', long = "output-last-message", value_name = "FILE")]
    output_last_message: Option<PathBuf>,
    /// Continue a saved session of this project (id or unique prefix).
    #[arg(long, value_name = "ID", conflicts_with = "continue_latest")]
    resume: Option<String>,
    /// Continue the latest session of this project.
    #[arg(long = "continue")]
    continue_latest: bool,
    /// The entry agent's input as JSON, checked against its input schema before any model call.
    #[arg(long, value_name = "JSON", conflicts_with = "prompt")]
    input: Option<String>,
    /// A prompt, for an entry agent without an input schema; `-` reads it from stdin.
    #[arg(value_name = "PROMPT")]
    prompt: Option<String>,
}

pub(crate) async fn run(args: RunArgs) -> u8 {
    let input = match entry_input(&args) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let Some(config) = crate::load_config(&args.dir) else {
        return exit::USAGE;
    };
    let mut opts = RunOptions::new(&args.dir);
    opts.model = args.model.clone();
    opts.base_url = args.base_url.clone();
    opts.approval = crate::exec::approval_mode(args.approve_all, args.reject_all);
    opts.trust = args.trust;
    opts.sandbox = args.sandbox;
    opts.resume = match (&args.resume, args.continue_latest) {
        (Some(id), _) => ouzel::Resume::Id(id.clone()),
        (None, true) => ouzel::Resume::Latest,
        (None, false) => ouzel::Resume::New,
    };
    crate::exec::set_approver(&mut opts);
    let project = match Project::open(&config, &opts) {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    // Printed once the sandbox is probed, which starts as the first request is sent.
    let notice = {
        let (config, opts) = (config.clone(), opts.clone());
        ouzel::process::SandboxNotice::start(move || ouzel::sandbox_warning(&config, &opts))
    };
    let project = match project.start().await {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    let typed_hint = matches!(input, EntryInput::Text(_));
    let (agent, message) = match project.entry(input) {
        Ok(x) => x,
        Err(e) => {
            project.shutdown().await;
            let hint = typed_hint && matches!(e, ProjectError::Call(ouzel::agents::CallError::InvalidInput { .. }));
            let code = usage(e);
            if hint {
                eprintln!("ouzel: the entry agent takes typed input: pass it as --input JSON");
            }
            return code;
        }
    };
    let code = crate::exec::drive(
        &agent,
        ouzel::core::Op::user_message(message),
        args.json,
        args.output_last_message.as_deref(),
    )
    .await;
    project.shutdown().await;
    notice.finish();
    // At a terminal, say how to come back to this session (scripts read the id from `--json`).
    if !args.json && std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        let id = agent.session_id().to_string();
        if let Some(short) = crate::sessions::saved_short_id(config.clone(), id).await {
            eprintln!("{}", crate::sessions::resume_hint(&short, "ouzel run --resume"));
        }
    }
    code
}

fn usage(e: ProjectError) -> u8 {
    eprintln!("ouzel: {e}");
    exit::USAGE
}

fn entry_input(args: &RunArgs) -> Result<EntryInput, String> {
    if let Some(json) = &args.input {
        return serde_json::from_str(json)
            .map(EntryInput::Json)
            .map_err(|e| format!("--input is not valid JSON: {e}"));
    }
    match args.prompt.as_deref() {
        Some("-") => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| format!("cannot read the prompt from stdin: {e}"))?;
            Ok(EntryInput::Text(s))
        }
        Some(p) if !p.trim().is_empty() => Ok(EntryInput::Text(p.to_owned())),
        _ => Err("give the entry agent a PROMPT, or its input as --input JSON".into()),
    }
}
