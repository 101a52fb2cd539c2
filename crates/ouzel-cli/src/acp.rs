//! `ouzel acp`: ouzel as an Agent Client Protocol agent for editors (Zed, JetBrains, Neovim),
//! ACP v1 on stdin/stdout, logs on stderr (`OUZEL_LOG`). The mapping lives in `ouzel-acp`.

use crate::{ModelArgs, exit};
use clap::Args;

#[derive(Debug, Args)]
pub(crate) struct AcpArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// Trust mode: Medium-risk tools (edits, commits) run without asking (the editor's
    /// mode selector can change it per session).
    #[arg(long)]
    trust: bool,
    /// OS sandbox for `shell`: read-only, workspace-write (default) or danger-full-access.
    #[arg(long, value_name = "MODE")]
    sandbox: Option<ouzel::SandboxMode>,
}

pub(crate) async fn run(args: AcpArgs) -> u8 {
    let Some(config) = crate::load_config(&args.model.dir) else {
        return exit::USAGE;
    };
    let mut opts = crate::exec::options(&args.model, ouzel::ApprovalMode::Interactive);
    opts.trust = args.trust;
    opts.sandbox = args.sandbox;
    match ouzel_acp::serve_stdio(ouzel_acp::AcpOptions::new(config, opts)).await {
        Ok(()) => exit::OK,
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}
