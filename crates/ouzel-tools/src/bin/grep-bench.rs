//! Times the `grep_search` tool over a large tree, the way a model calls it (default
//! `max_results`, the whole tree walked so the totals are exact), to compare with ripgrep on the
//! same tree and pattern.
//!
//! ```sh
//! cargo build --release -p ouzel-tools --bin grep-bench
//! ./target/release/grep-bench [--runs N] [--fixed] PATTERN [ROOT]
//! ```
//!
//! ROOT defaults to the cargo registry's unpacked sources (`$CARGO_HOME/registry/src`). Prints
//! each run's wall time, the median, and the match totals (to check against `rg -c`).

use ouzel_core::{CancellationToken, SessionId, Tool, ToolCallId, ToolContext};
use ouzel_tools::GrepSearch;
use serde_json::json;
use std::path::PathBuf;
use std::time::{Duration, Instant};

struct Options {
    runs: usize,
    fixed: bool,
    pattern: String,
    root: PathBuf,
}

fn usage() -> ! {
    eprintln!("usage: grep-bench [--runs N] [--fixed] PATTERN [ROOT]");
    std::process::exit(2)
}

fn options() -> Options {
    let mut runs = 5;
    let mut fixed = false;
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--runs" => runs = args.next().and_then(|n| n.parse().ok()).unwrap_or_else(|| usage()),
            "--fixed" => fixed = true,
            "-h" | "--help" => usage(),
            _ => rest.push(a),
        }
    }
    let mut rest = rest.into_iter();
    let pattern = rest.next().unwrap_or_else(|| usage());
    let root = rest.next().map(PathBuf::from).unwrap_or_else(|| {
        let cargo_home = std::env::var_os("CARGO_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
            .unwrap_or_else(|| usage());
        cargo_home.join("registry/src")
    });
    Options {
        runs: runs.max(1),
        fixed,
        pattern,
        root,
    }
}

fn main() {
    let opts = options();
    let root = match opts.root.canonicalize() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("grep-bench: cannot open {}: {e}", opts.root.display());
            std::process::exit(1);
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("grep-bench: cannot start a runtime: {e}");
            std::process::exit(1);
        }
    };
    let tool = GrepSearch::new();
    let input = json!({ "pattern": opts.pattern, "fixed_strings": opts.fixed });
    let mut times = Vec::with_capacity(opts.runs);
    let mut totals = None;
    for run in 1..=opts.runs {
        let ctx = ToolContext::new(
            root.clone(),
            ToolCallId::new(format!("bench-{run}")),
            SessionId::new("grep-bench"),
            CancellationToken::new(),
        );
        let started = Instant::now();
        let out = runtime.block_on(tool.call(input.clone(), &ctx));
        let took = started.elapsed();
        match out {
            Ok(out) => totals = out.metadata,
            Err(e) => {
                eprintln!("grep-bench: grep_search failed: {e}");
                std::process::exit(1);
            }
        }
        println!("run {run}: {:.1} ms", ms(took));
        times.push(took);
    }
    times.sort();
    let median = times[times.len() / 2];
    let totals = totals.unwrap_or_default();
    println!(
        "grep_search `{}` in {}: median {:.1} ms of {} runs (min {:.1}); {} matching lines in {} files",
        opts.pattern,
        root.display(),
        ms(median),
        times.len(),
        ms(times[0]),
        totals["matches"],
        totals["files"],
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
