//! `ouzel` without a command: the interactive terminal UI.

use crate::ModelArgs;
use crate::exit;
use clap::Args;
use ouzel::{ApprovalMode, Resume};

/// Options of the interactive UI.
#[derive(Debug, Args)]
pub(crate) struct TuiArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// Trust mode from the start: Medium-risk tools (edits, commits) run without asking.
    #[arg(long)]
    trust: bool,
    /// OS sandbox for `shell`: read-only, workspace-write (default) or danger-full-access.
    #[arg(long, value_name = "MODE")]
    sandbox: Option<ouzel_tools::sandbox::SandboxMode>,
    /// Continue a saved session (id or unique prefix).
    #[arg(long, value_name = "ID", conflicts_with = "continue_latest")]
    resume: Option<String>,
    /// Continue the latest session of this workspace.
    #[arg(long = "continue")]
    continue_latest: bool,
}

pub(crate) async fn run(args: TuiArgs) -> u8 {
    let config = match ouzel::load_config(&args.model.dir) {
        Ok((c, warnings)) => {
            for w in warnings {
                eprintln!("ouzel: {w}");
            }
            c
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let mut opts = crate::exec::options(&args.model, ApprovalMode::Interactive, args.trust);
    opts.sandbox = args.sandbox;
    opts.resume = match (args.resume, args.continue_latest) {
        (Some(id), _) => Resume::Id(id),
        (None, true) => Resume::Latest,
        (None, false) => Resume::New,
    };
    match ouzel_tui::run(config, opts).await {
        Ok(()) => exit::OK,
        Err(e @ (ouzel_tui::TuiError::NotATerminal | ouzel_tui::TuiError::Setup(_))) => {
            eprintln!("ouzel: {e}");
            exit::USAGE
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}
