//! `ouzel` without a command: the interactive terminal UI.

use crate::exit;
use crate::{ModelArgs, SessionArgs};
use clap::Args;
use ouzel::ApprovalMode;

/// Options of the interactive UI.
#[derive(Debug, Args)]
pub(crate) struct TuiArgs {
    #[command(flatten)]
    model: ModelArgs,
    #[command(flatten)]
    session: SessionArgs,
}

pub(crate) async fn run(args: TuiArgs) -> u8 {
    let Some(config) = crate::load_config(&args.model.dir) else {
        return exit::USAGE;
    };
    let mut opts = crate::exec::options(&args.model, ApprovalMode::Interactive);
    args.session.apply(&mut opts);
    if !crate::exec::local_model(&config, &mut opts).await {
        return exit::USAGE;
    }
    let Ok(worktree) = args.session.enter_worktree(&config, &mut opts) else {
        return exit::USAGE;
    };
    let ran = ouzel_tui::run(config, opts).await;
    if let Some(wt) = worktree {
        crate::exec::report_worktree(&wt);
    }
    match ran {
        Ok(saved) => {
            if let Some(saved) = saved {
                eprintln!("{}", crate::sessions::resume_hint(&saved.short, "ouzel --resume"));
            }
            exit::OK
        }
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
