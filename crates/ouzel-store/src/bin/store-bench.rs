//! Measures the session store's hot paths on a real database file in the temp directory:
//! committing one agent step (an assistant message with a tool call, and its tool result),
//! averaged over 1,000 commits; and loading a 1,000-message session, median of 20 loads.
//!
//! Run with `cargo run --release -p ouzel-store --bin store-bench [postgres://USER@HOST/DB]`: with a
//! URL, the same figures on a PostgreSQL database (which should be empty and ouzel's own).

use ouzel_core::{ContentBlock, Message, Role, SessionId, SessionStore, StoreError, TokenUsage, ToolCallId};
use ouzel_store::{SessionsDb, Store};
use std::path::Path;
use std::time::{Duration, Instant};

const COMMITS: usize = 1_000;
const LOAD_MESSAGES: usize = 1_000;
const LOADS: usize = 20;

fn main() {
    let dir = std::env::temp_dir().join(format!("ouzel-store-bench-{}", std::process::id()));
    let result = run(&dir);
    // Best effort: the directory is in the temp dir anyway.
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = result {
        eprintln!("store-bench: {e}");
        std::process::exit(1);
    }
}

fn run(dir: &Path) -> Result<(), StoreError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| StoreError {
            uncertain: false,
            message: format!("starting the tokio runtime: {e}"),
        })?;
    let db = match std::env::args().nth(1) {
        Some(url) => SessionsDb::parse(&url),
        None => SessionsDb::Sqlite(dir.join("sessions.db")),
    };
    let store = Store::open(&db)?;
    println!("database: {db}");

    // Commit: one step at a time, through the async trait as the agent loop does.
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/bench"), "bench-model")?;
    let usage = TokenUsage {
        input_tokens: 1_200,
        output_tokens: 80,
        ..Default::default()
    };
    let mut times = Vec::with_capacity(COMMITS);
    runtime.block_on(async {
        for n in 0..COMMITS {
            let step = tool_step(n);
            let start = Instant::now();
            store.append(&id, &step, &usage).await?;
            times.push(start.elapsed());
        }
        Ok::<_, StoreError>(())
    })?;
    let mean = times.iter().sum::<Duration>() / COMMITS as u32;
    times.sort();
    println!(
        "commit one step (assistant + tool call, tool result): mean {:.3} ms, median {:.3} ms, p99 {:.3} ms over {COMMITS} commits",
        ms(mean),
        ms(times[COMMITS / 2]),
        ms(times[COMMITS * 99 / 100]),
    );

    // Load: a fresh session of exactly LOAD_MESSAGES messages.
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/bench"), "bench-model")?;
    for n in 0..LOAD_MESSAGES / 2 {
        store.append_blocking(&id, &tool_step(n), &usage)?;
    }
    let mut times = Vec::with_capacity(LOADS);
    for _ in 0..LOADS {
        let start = Instant::now();
        let messages = store.load_messages(&id)?;
        times.push(start.elapsed());
        if messages.len() != LOAD_MESSAGES {
            return Err(StoreError {
                uncertain: false,
                message: format!("loaded {} messages, expected {LOAD_MESSAGES}", messages.len()),
            });
        }
    }
    times.sort();
    println!(
        "load a {LOAD_MESSAGES}-message session: median {:.3} ms (min {:.3}, max {:.3}) over {LOADS} loads",
        ms(times[LOADS / 2]),
        ms(times[0]),
        ms(times[LOADS - 1]),
    );

    let start = Instant::now();
    let sessions = store.list()?;
    println!(
        "list {} sessions ({} messages in all): {:.3} ms",
        sessions.len(),
        2 * COMMITS + LOAD_MESSAGES,
        ms(start.elapsed())
    );
    Ok(())
}

/// A typical step: the model says a line and reads a file; the result is a 2 KB source file.
fn tool_step(n: usize) -> Vec<Message> {
    let id = ToolCallId::new(format!("call_{n}"));
    let source = format!("fn handler_{n}(req: Request) -> Response {{\n    todo!()\n}}\n").repeat(32);
    vec![
        Message::new(
            Role::Assistant,
            vec![
                ContentBlock::text("Let me read the handler before changing it."),
                ContentBlock::ToolUse {
                    id: id.clone(),
                    name: "read_file".into(),
                    input: serde_json::json!({ "path": format!("src/handlers/h{n}.rs"), "limit": 200 }),
                },
            ],
        ),
        Message::new(Role::User, vec![ContentBlock::tool_result(id, source, false)]),
    ]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1_000.0
}
