//! `ouzel agents list`: the names a project's agents can use — agents, tools and toolsets —
//! with where each comes from.

use crate::exit;
use clap::Subcommand;
use ouzel::RunOptions;
use ouzel::project::Project;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Subcommand)]
pub(crate) enum AgentsCommand {
    /// List agents, tools and toolsets by name, with their kind and source.
    List {
        /// The project directory.
        #[arg(short = 'C', long = "cd", value_name = "PROJECT_DIR", default_value = ".")]
        dir: PathBuf,
        /// Print JSON lines instead of a table.
        #[arg(long)]
        json: bool,
    },
}

pub(crate) fn run(cmd: AgentsCommand) -> u8 {
    match cmd {
        AgentsCommand::List { dir, json } => list(&dir, json),
    }
}

fn list(dir: &std::path::Path, json: bool) -> u8 {
    let config = match ouzel::load_config(dir) {
        Ok((c, _)) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let project = match Project::open(&config, &RunOptions::new(dir)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let root = project.manifest().dir.clone();
    let rows: Vec<(String, String, String)> = project
        .entries()
        .into_iter()
        .map(|e| {
            // Files inside the project are shown relative to it.
            let source = std::path::Path::new(&e.source)
                .strip_prefix(&root)
                .map_or(e.source.clone(), |p| p.display().to_string());
            (e.name, e.kind.to_string(), source)
        })
        .collect();
    let mut out = std::io::stdout().lock();
    if json {
        for (name, kind, source) in &rows {
            let line = serde_json::json!({"name": name, "kind": kind, "source": source});
            if writeln!(out, "{line}").is_err() {
                return exit::OK;
            }
        }
        return exit::OK;
    }
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(4).max(4);
    let _ = writeln!(out, "{:<width$}  {:<7}  SOURCE", "NAME", "KIND");
    for (name, kind, source) in &rows {
        if writeln!(out, "{name:<width$}  {kind:<7}  {source}").is_err() {
            break;
        }
    }
    exit::OK
}
