//! Rewinding a session to just before one of its user turns (issue 23): its files from the
//! checkpoints, its conversation by hiding the later messages (as compaction hides them:
//! nothing is deleted, the next request omits them), the rewind recorded as a session event.
//! Files go first: when they cannot be rewound (a conflict, damaged content, a workspace that
//! moved) nothing is changed at all. `ouzel rewind` and the TUI's `/rewind` both come here.

use ouzel_checkpoint::{Report, SessionCheckpoints};
use ouzel_core::SessionId;
use ouzel_store::{Store, UserTurn};

/// What to rewind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RewindScope {
    /// Files and conversation.
    Both,
    /// Only the files (`--code`).
    Code,
    /// Only the conversation (`--conversation`).
    Conversation,
}

impl RewindScope {
    fn code(self) -> bool {
        self != Self::Conversation
    }
    fn conversation(self) -> bool {
        self != Self::Code
    }
}

/// Why a rewind did not happen. Nothing was changed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RewindError {
    /// The session store failed, or there is no such session.
    #[error(transparent)]
    Store(#[from] ouzel_core::StoreError),
    /// The session has no such turn.
    #[error("session {session} {has}; there is no turn {turn}")]
    NoSuchTurn {
        /// The session.
        session: SessionId,
        /// The turn asked for.
        turn: u32,
        /// What it has.
        has: String,
    },
    /// Nothing left to rewind.
    #[error("session {0} has no user turn left to rewind (none yet, or all rewound); name one with --turn N")]
    NothingToRewind(SessionId),
    /// The turn's conversation is already hidden.
    #[error(
        "turn {turn} of session {session} is already hidden from the model (rewound or compacted); rewind only its files with --code"
    )]
    AlreadyHidden {
        /// The session.
        session: SessionId,
        /// The turn.
        turn: u32,
    },
    /// There is no data directory for checkpoints.
    #[error("no data directory for checkpoints: set XDG_DATA_HOME or HOME")]
    NoDataDir,
    /// The files could not be rewound.
    #[error(transparent)]
    Files(#[from] ouzel_checkpoint::Error),
}

/// What a rewind did.
#[derive(Debug, Clone)]
pub struct Rewound {
    /// The turn rewound to just before.
    pub turn: UserTurn,
    /// What happened to files (empty for `Conversation`).
    pub files: Report,
    /// Messages hidden from the model.
    pub hidden_messages: usize,
}

/// The turn `number`, or the last turn not hidden yet.
pub fn pick_turn(store: &Store, session: &SessionId, number: Option<u32>) -> Result<UserTurn, RewindError> {
    let turns = store.user_turns(session)?;
    match number {
        Some(n) => turns
            .iter()
            .find(|t| t.number == n)
            .cloned()
            .ok_or_else(|| RewindError::NoSuchTurn {
                session: session.clone(),
                turn: n,
                has: match turns.len() {
                    0 => "has no user turns".to_owned(),
                    1 => "has one user turn (1)".to_owned(),
                    k => format!("has user turns 1 to {k}"),
                },
            }),
        None => turns
            .iter()
            .rev()
            .find(|t| !t.hidden)
            .cloned()
            .ok_or_else(|| RewindError::NothingToRewind(session.clone())),
    }
}

/// Rewinds `session` to just before `turn`. With `force`, files changed by someone else since
/// are overwritten and files whose stored content is damaged are left as they are.
pub fn rewind(
    store: &Store,
    session: &SessionId,
    turn: UserTurn,
    scope: RewindScope,
    force: bool,
) -> Result<Rewound, RewindError> {
    if scope.conversation() && turn.hidden {
        return Err(RewindError::AlreadyHidden {
            session: session.clone(),
            turn: turn.number,
        });
    }
    let files = if scope.code() {
        let info = store.get(session)?.ok_or_else(|| ouzel_core::StoreError {
            uncertain: false,
            message: format!("there is no session {session}"),
        })?;
        let checkpoints = SessionCheckpoints::new(
            crate::checkpoint_store().ok_or(RewindError::NoDataDir)?,
            session.clone(),
        );
        let plan = checkpoints.plan(turn.at, &info.workspace)?;
        checkpoints.apply(plan, force)?
    } else {
        Report::default()
    };
    let what = match scope {
        RewindScope::Both => "files and conversation",
        RewindScope::Code => "files",
        RewindScope::Conversation => "conversation",
    };
    let summary = format!(
        "rewound {what} to before turn {} ({} restored, {} created, {} removed)",
        turn.number,
        files.restored.len(),
        files.created.len(),
        files.removed.len()
    );
    let detail = serde_json::json!({
        "turn": turn.number,
        "code": scope.code(),
        "conversation": scope.conversation(),
        "files": files,
    });
    let hidden_messages = store.record_rewind(session, scope.conversation().then_some(turn.seq), &summary, &detail)?;
    Ok(Rewound {
        turn,
        files,
        hidden_messages,
    })
}
