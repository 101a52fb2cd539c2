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
    #[cfg(feature = "temporal")]
    #[command(flatten)]
    temporal: crate::temporal::TemporalArgs,
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
    #[cfg(feature = "temporal")]
    let remote: Option<std::sync::Arc<dyn ouzel_tui::remote::Remote>> = match &args.temporal.temporal {
        // Turns run as durable runs on this server (docs/scale.md); it is asked before the UI
        // takes the terminal, so a wrong address is said plainly.
        Some(server) => match ouzel_temporal::connect(server, &args.temporal.namespace).await {
            Ok(connected) => Some(std::sync::Arc::new(crate::temporal_tui::TemporalRemote::new(
                connected,
                args.temporal.clone(),
                config.clone(),
            ))),
            Err(e) => {
                eprintln!("ouzel: {e}");
                return exit::FAILED;
            }
        },
        None => None,
    };
    #[cfg(not(feature = "temporal"))]
    let remote = None;
    let ran = ouzel_tui::run_with(config, opts, remote).await;
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
