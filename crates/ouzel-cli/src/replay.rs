//! `ouzel replay SESSION|CASSETTE`: re-runs a recording and reports where the tools' results
//! (or, with `-m`, a live model's calls) differ. Exit 0: nothing diverged; 1: the first
//! divergence is named; 2: bad input (unknown session, older cassette format).

use crate::exit;
use clap::Args;
use ouzel::replay::{Cassette, ReplayOptions};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct ReplayArgs {
    /// A saved session (id or unique prefix), or a cassette file from `exec --record`.
    #[arg(value_name = "SESSION")]
    session: String,
    /// Play the recorded model answers back (the default; no network).
    #[arg(long = "model-from-record", conflicts_with = "model")]
    model_from_record: bool,
    /// Ask this live model instead, and report where its calls differ from the recording.
    #[arg(short = 'm', long = "model", value_name = "PROVIDER/MODEL")]
    model: Option<String>,
    /// Base URL of the live model's API.
    #[arg(long = "base-url", value_name = "URL", requires = "model")]
    base_url: Option<String>,
    /// The workspace to replay from (default: the session's, when it is there, else the
    /// current directory). A session whose checkpoints are kept here is replayed in a scratch
    /// copy of it restored to the session's start state; otherwise the tools run in it.
    #[arg(short = 'C', long = "cd", value_name = "DIR")]
    dir: Option<PathBuf>,
    /// Let calls that need approval run (otherwise they are refused, as headless `exec` does).
    #[arg(long)]
    approve_all: bool,
    /// Print the report as one JSON object.
    #[arg(long)]
    json: bool,
}

pub(crate) async fn run(args: ReplayArgs) -> u8 {
    let here = args.dir.clone().unwrap_or_else(|| PathBuf::from("."));
    let Some(config) = crate::load_config(&here) else {
        return exit::USAGE;
    };
    let path = PathBuf::from(&args.session);
    let cassette = if path.is_file() {
        Cassette::load(&path)
    } else {
        let (config, session) = (config.clone(), args.session.clone());
        match tokio::task::spawn_blocking(move || Cassette::from_session(&config, &session)).await {
            Ok(c) => c,
            Err(e) => {
                eprintln!("ouzel: {e}");
                return exit::FAILED;
            }
        }
    };
    let cassette = match cassette {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let options = ReplayOptions {
        model: args.model.clone(),
        base_url: args.base_url.clone(),
        approve_all: args.approve_all,
    };
    let dir = match (&args.dir, &cassette.workspace) {
        (Some(dir), _) => dir.clone(),
        (None, Some(recorded)) if recorded.is_dir() => recorded.clone(),
        (None, _) => here,
    };
    let report = match ouzel::replay::replay(&config, &cassette, &dir, &options).await {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    if args.json {
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        if let Some(start) = &report.start {
            println!(
                "replaying in a scratch copy of {} ({} file(s)) restored to the session's start state: {} file(s) from checkpoints",
                start.workspace.display(),
                start.copied,
                start.restored
            );
            for n in &start.not_restored {
                println!("  not restored: {} ({})", n.path.display(), n.why);
            }
        }
        for d in &report.divergences {
            println!("{}: the {} differs\n{}", where_(d), what(d), d.short_diff());
        }
        println!(
            "replayed {} turn(s), {} tool call(s): {}",
            report.turns,
            report.calls,
            match report.divergences.len() {
                0 => "no divergence".to_owned(),
                n => format!("{n} divergence(s)"),
            }
        );
    }
    if let Some(first) = report.divergences.first() {
        eprintln!("ouzel: first divergence: {}, {}", where_(first), what(first));
        return exit::FAILED;
    }
    exit::OK
}

/// "turn T, call C (`TOOL`)", or "turn T" when no call can be named.
fn where_(d: &ouzel::replay::Divergence) -> String {
    match d.call {
        0 => format!("turn {}", d.turn),
        call => format!("turn {}, call {call} (`{}`)", d.turn, d.tool),
    }
}

/// "result", "call", or "file PATH".
fn what(d: &ouzel::replay::Divergence) -> String {
    match &d.path {
        Some(path) => format!("{} {}", d.kind, path.display()),
        None => d.kind.to_owned(),
    }
}
