//! Turns that run outside this process: a durable run on Temporal (docs/scale.md). The UI stays
//! the same — the [`App`](crate::app::App) decides, the driver does the I/O — but the driver
//! starts a turn through a [`Remote`] instead of the agent, shows the events it streams back,
//! and sends the person's answers and a cancel to it as [`Op`]s (which the remote turns into
//! the run's `approve` and `cancel` signals). The UI names no engine: `ouzel-cli` implements
//! [`Remote`] over its Temporal client.

use futures::future::BoxFuture;
use futures::stream::BoxStream;
use ouzel::core::Op;
use ouzel::{Agent, Event, RunOptions};

/// A turn running elsewhere: its events, and where the answers and cancel go.
pub struct RemoteRun {
    /// The run's events, as a local run streams them; the stream ends when the run does.
    pub events: BoxStream<'static, Event>,
    /// `Op::Approve` and `Op::Cancel` for the run (other ops are not sent here).
    pub ops: tokio::sync::mpsc::UnboundedSender<Op>,
}

/// A run found going on (or ended with steps this session misses) when the UI opens a session.
pub struct Attached {
    /// The run.
    pub run: RemoteRun,
    /// How many of the session's saved messages come before the run's first event: the UI shows
    /// those, then the run's events (so the run's part is not shown twice).
    pub shown_before: Option<usize>,
}

/// Where the UI's turns run when they do not run in this process.
pub trait Remote: Send + Sync {
    /// Starts a turn of `agent`'s session with the user's `text`, with the options in force
    /// (trust, mode, approval).
    fn start(&self, agent: &Agent, opts: &RunOptions, text: String) -> RemoteRun;

    /// The session's run to follow when the UI opens `agent`'s session: `Ok(None)` when there is
    /// none to follow; `Err` says why it could not be asked (shown, and the UI opens anyway).
    fn attach<'a>(&'a self, agent: &'a Agent) -> BoxFuture<'a, Result<Option<Attached>, String>>;
}
