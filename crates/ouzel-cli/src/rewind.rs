//! `ouzel rewind`: a session back to just before one of its user turns (files, conversation or
//! both), and `ouzel worktree`: the git worktrees `--worktree` made.

use crate::exit;
use clap::{Args, Subcommand};
use ouzel::rewind::{RewindError, RewindScope};
use std::fmt::Write as _;

#[derive(Debug, Args)]
pub(crate) struct RewindArgs {
    /// Session id or unique prefix.
    session: String,
    /// The user turn to go back to just before (1 is the first; default: the last one).
    #[arg(long, value_name = "N")]
    turn: Option<u32>,
    /// Rewind only the files.
    #[arg(long, conflicts_with = "conversation")]
    code: bool,
    /// Rewind only the conversation.
    #[arg(long)]
    conversation: bool,
    /// Overwrite files someone else changed since, and restore what can be when some stored
    /// content is damaged.
    #[arg(long)]
    force: bool,
}

pub(crate) fn run(args: RewindArgs) -> u8 {
    let store = match ouzel::load_config(std::path::Path::new(".")).and_then(|(c, _)| ouzel::open_store(&c)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let scope = match (args.code, args.conversation) {
        (true, _) => RewindScope::Code,
        (_, true) => RewindScope::Conversation,
        _ => RewindScope::Both,
    };
    // A session a run has (another process) is not rewound under it: its next step would
    // write over what was restored.
    let held = store.resolve_prefix(&args.session).map(|id| {
        let lock = store.lock_session(&id);
        (id, lock)
    });
    let held = match held {
        Ok((id, Ok(lock))) => Ok((id, lock)),
        Ok((_, Err(e @ ouzel::store::LockError::InUse { .. }))) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
        Ok((_, Err(e))) => {
            eprintln!("ouzel: {e}");
            return exit::FAILED;
        }
        Err(e) => Err(RewindError::from(e)),
    };
    let done = held.and_then(|(id, _lock)| {
        let turn = ouzel::rewind::pick_turn(&store, &id, args.turn)?;
        ouzel::rewind::rewind(&store, &id, turn, scope, args.force).map(|r| (id, r))
    });
    match done {
        Ok((id, r)) => {
            let mut out = format!(
                "rewound session {id} to just before turn {}: {}\n",
                r.turn.number,
                first_line(&r.turn.text)
            );
            if scope != RewindScope::Conversation {
                let f = &r.files;
                for (label, paths) in [
                    ("restored", &f.restored),
                    ("created", &f.created),
                    ("removed", &f.removed),
                ] {
                    for p in paths {
                        let _ = writeln!(out, "  {label:<9} {}", p.display());
                    }
                }
                for n in &f.not_restored {
                    let _ = writeln!(out, "  not restored {} ({})", n.path.display(), n.why);
                }
                if f.restored.is_empty() && f.created.is_empty() && f.removed.is_empty() && f.not_restored.is_empty() {
                    out.push_str("files: no recorded change since then to undo\n");
                } else {
                    let _ = writeln!(
                        out,
                        "files: {} restored, {} created, {} removed",
                        f.restored.len(),
                        f.created.len(),
                        f.removed.len()
                    );
                }
            }
            if scope != RewindScope::Code {
                let _ = writeln!(
                    out,
                    "conversation: {} message(s) hidden from the model (kept in the session)",
                    r.hidden_messages
                );
            }
            print!("{out}");
            exit::OK
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}

fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    match line.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_owned(),
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum WorktreeCommand {
    /// ouzel's worktrees of this repository: name, branch, path.
    List,
    /// Remove a worktree (and its branch, when merged).
    Remove {
        /// The worktree's name.
        name: String,
        /// Remove it even with uncommitted changes.
        #[arg(long)]
        force: bool,
    },
}

pub(crate) fn worktree(cmd: WorktreeCommand, dir: &std::path::Path) -> u8 {
    let result = match cmd {
        WorktreeCommand::List => ouzel::worktree::list(dir).map(|wts| {
            wts.iter()
                .map(|w| format!("{:<24}  {:<32}  {}\n", w.name, w.branch, w.path.display()))
                .collect::<String>()
        }),
        WorktreeCommand::Remove { name, force } => ouzel::worktree::remove(dir, &name, force).map(|s| s + "\n"),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            exit::OK
        }
        Err(e @ ouzel::worktree::WorktreeError::NotARepository(_)) => {
            eprintln!("ouzel: {e}");
            exit::USAGE
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::FAILED
        }
    }
}
