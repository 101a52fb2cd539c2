//! `ouzel sessions`: list, show, export and delete saved sessions.

use crate::exit;
use clap::{Subcommand, ValueEnum};
use ouzel::store::Store;
use std::io::Write;

#[derive(Debug, Subcommand)]
pub(crate) enum SessionsCommand {
    /// Table of sessions, newest first: id, updated, host, workspace, title, turns, tokens.
    /// With a PostgreSQL `sessions_db`, every machine's sessions.
    List {
        /// One JSON array of the sessions (id, created, updated, host, workspace, model, title,
        /// turns, usage) instead of the table.
        #[arg(long)]
        json: bool,
        /// Only the sessions that ran in this directory (`.` for the current one).
        #[arg(long, value_name = "DIR")]
        workspace: Option<std::path::PathBuf>,
        /// Only the sessions that ran on this machine (its host name, as `OUZEL_HOST` or the
        /// system sets it).
        #[arg(long, value_name = "HOST")]
        host: Option<String>,
    },
    /// The transcript of a session, readable.
    Show {
        /// Session id or unique prefix.
        id: String,
    },
    /// The whole session (hidden, compacted messages included) as JSON or Markdown.
    Export {
        /// Session id or unique prefix.
        id: String,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Json)]
        format: Format,
    },
    /// Delete a session.
    Delete {
        /// Session id or unique prefix.
        id: String,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum Format {
    Json,
    Markdown,
}

pub(crate) fn run(cmd: SessionsCommand) -> u8 {
    let store = match ouzel::load_config(std::path::Path::new(".")).and_then(|(c, _)| ouzel::open_store(&c)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    match execute(&store, cmd) {
        Ok(text) => {
            // A closed stdout (`| head`) is not a failure.
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            exit::OK
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}

fn execute(store: &Store, cmd: SessionsCommand) -> Result<String, ouzel::core::StoreError> {
    Ok(match cmd {
        SessionsCommand::List { json, workspace, host } => {
            let mut sessions = store.list()?;
            if let Some(host) = host {
                sessions.retain(|s| s.host == host);
            }
            if let Some(dir) = workspace {
                // Sessions record the canonical workspace root; compare like with like.
                let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
                sessions.retain(|s| s.workspace == dir);
            }
            if json {
                let mut out = serde_json::to_string_pretty(&sessions).unwrap_or_default();
                out.push('\n');
                return Ok(out);
            }
            let mut out = format!(
                "{:<36}  {:<19}  {:>5}  {:>9}  {:<16}  {:<30}  {}\n",
                "ID", "UPDATED", "TURNS", "TOKENS", "HOST", "WORKSPACE", "TITLE"
            );
            for s in sessions {
                out.push_str(&format!(
                    "{:<36}  {:<19}  {:>5}  {:>9}  {:<16}  {:<30}  {}\n",
                    s.id,
                    s.updated.format("%Y-%m-%d %H:%M:%S"),
                    s.turns,
                    s.usage.total(),
                    s.host,
                    s.workspace.display().to_string(),
                    s.title
                ));
            }
            out
        }
        SessionsCommand::Show { id } => store.export_markdown(&store.resolve_prefix(&id)?)?,
        SessionsCommand::Export { id, format } => {
            let id = store.resolve_prefix(&id)?;
            match format {
                Format::Json => {
                    let mut s = serde_json::to_string_pretty(&store.export_json(&id)?).unwrap_or_default();
                    s.push('\n');
                    s
                }
                Format::Markdown => store.export_markdown(&id)?,
            }
        }
        SessionsCommand::Delete { id } => {
            let id = store.resolve_prefix(&id)?;
            // A session another process runs is not deleted under it: its next step would
            // write into a session that is gone. Held while it is deleted.
            let _held = store
                .lock_session(&id)
                .map_err(|e| ouzel::core::StoreError::new(e.to_string()))?;
            store.delete(&id)?;
            let mut out = format!("deleted session {id}\n");
            // Its checkpoint journal goes too, and then the stored contents no session names
            // any more (others may share them); an hour's grace spares a running session's.
            if let Some(checkpoints) = ouzel::checkpoint_store() {
                let collected = checkpoints
                    .forget(&id)
                    .and_then(|()| checkpoints.collect_garbage(std::time::Duration::from_secs(3600)));
                match collected {
                    Ok(c) if c.removed > 0 => out.push_str(&format!(
                        "removed {} stored file content(s) no session needs any more ({} bytes)\n",
                        c.removed, c.bytes
                    )),
                    Ok(_) => {}
                    Err(e) => eprintln!("ouzel: {e}"),
                }
            }
            // The large payloads its durable runs kept out of Temporal's history, unless
            // another session's run shares them.
            #[cfg(feature = "temporal")]
            if let Ok(dir) = ouzel_temporal::Blobs::default_dir() {
                match ouzel_temporal::Blobs::at(dir).release(id.as_str()) {
                    Ok(n) if n > 0 => out.push_str(&format!("removed {n} large payload(s) of its durable runs\n")),
                    Ok(_) => {}
                    Err(e) => eprintln!("ouzel: {e}"),
                }
            }
            out
        }
    })
}

/// The unique short id of a session, when it was saved with at least one turn.
pub(crate) async fn saved_short_id(config: ouzel::Config, id: String) -> Option<String> {
    tokio::task::spawn_blocking(move || ouzel::saved_short_id(&config, &id))
        .await
        .ok()
        .flatten()
}

/// The line printed on leaving: the session and the command that continues it.
pub(crate) fn resume_hint(short: &str, command: &str) -> String {
    format!("session {short} · continue it with: {command} {short}")
}
