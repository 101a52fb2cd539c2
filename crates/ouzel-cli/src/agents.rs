//! `ouzel agents list`: the names a project's agents can use — agents, tools and toolsets —
//! with where each comes from. The project's agents come first, then the built-in tools and
//! toolsets, then MCP servers and their tools (the order is [`ouzel::agents::Registry::entries`]'s).

use crate::exit;
use clap::{Subcommand, ValueEnum};
use ouzel::RunOptions;
use ouzel::agents::Group;
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
        /// Only agents, only built-in tools and toolsets, or only MCP servers and their tools.
        #[arg(long, value_enum, value_name = "KIND")]
        kind: Option<KindFilter>,
    },
}

/// The values of `--kind`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum KindFilter {
    Agent,
    Tool,
    Mcp,
}

impl From<KindFilter> for Group {
    fn from(k: KindFilter) -> Self {
        match k {
            KindFilter::Agent => Group::Agent,
            KindFilter::Tool => Group::Tool,
            KindFilter::Mcp => Group::Mcp,
        }
    }
}

pub(crate) fn run(cmd: AgentsCommand) -> u8 {
    match cmd {
        AgentsCommand::List { dir, json, kind } => list(&dir, json, kind.map(Group::from)),
    }
}

fn list(dir: &std::path::Path, json: bool, only: Option<Group>) -> u8 {
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
        .filter(|e| only.is_none_or(|g| e.group == g))
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
