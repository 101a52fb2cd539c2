//! A declarative project whose entry is a Rust function (`[entry] function = "main"` in its
//! `ouzel.toml`): the program registers the function, and the function owns control flow,
//! calling the project's agents by name (llm-do's `ctx.call_agent`).
//!
//!     cargo run -p ouzel --example project_entry -- PROJECT_DIR "text to process"
//!
//! The project's agents run on the model their `.agent` files name, else `OUZEL_MODEL` or
//! config; every tool call they make passes the permission gate.

use ouzel::project::{EntryFunctions, EntryInput, Project};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let (dir, text) = match args.as_slice() {
        [_, dir, text, ..] => (dir.clone(), text.clone()),
        _ => return Err("usage: project_entry PROJECT_DIR TEXT".into()),
    };
    let (config, _warnings) = ouzel::load_config(std::path::Path::new(&dir))?;
    let project = Project::open(&config, &ouzel::RunOptions::new(&dir))?.start().await?;
    // The entry: summarize with one agent, then have another review the summary.
    let functions = EntryFunctions::new().register("main", |input, ctx| async move {
        let summary = ctx.call("summarizer", input).await?;
        ctx.call("reviewer", serde_json::json!({ "input": summary })).await
    });
    let run = project.run_entry_function(&functions, EntryInput::Text(text))?;
    let result = run.result.await?;
    project.shutdown().await;
    println!("{}", result?);
    Ok(())
}
