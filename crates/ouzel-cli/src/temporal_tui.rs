//! `ouzel --temporal HOST:PORT`: the interactive UI on durable runs (docs/scale.md). Each turn
//! the UI sends is started as a workflow (as `exec --temporal` starts one); its events, read by
//! the `progress` query, are fed to the UI as a local run's; the person's answers go to the run
//! as its `approve` signal and a cancel as its `cancel` signal. The UI's App is unchanged: this
//! is its [`Remote`](ouzel_tui::remote::Remote).

use crate::temporal::{Follower, TemporalArgs};
use futures::future::BoxFuture;
use ouzel::core::{AgentEvent, FinishReason, Op, SessionId, TokenUsage};
use ouzel::{Agent, Event, RunOptions};
use ouzel_temporal::{Connected, TemporalError};
use ouzel_tui::remote::{Attached, Remote, RemoteRun};
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

/// How long opening a session waits for the server to say whether a run of it goes on (a
/// query needs a worker to answer).
const ATTACH_WAIT: Duration = Duration::from_secs(15);

/// Durable runs on one server, namespace and task queue.
pub(crate) struct TemporalRemote {
    connected: Connected,
    args: TemporalArgs,
    config: ouzel::Config,
}

impl TemporalRemote {
    pub(crate) fn new(connected: Connected, args: TemporalArgs, config: ouzel::Config) -> Self {
        Self {
            connected,
            args,
            config,
        }
    }
}

/// The events a follower task sends; ending (or dropping) it stops the task.
struct Following {
    rx: UnboundedReceiver<Event>,
    task: tokio::task::JoinHandle<()>,
}

impl futures::Stream for Following {
    type Item = Event;
    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Event>> {
        self.rx.poll_recv(cx)
    }
}

impl Drop for Following {
    fn drop(&mut self) {
        // The run goes on in the server; only following it stops.
        self.task.abort();
    }
}

fn event(event: AgentEvent) -> Event {
    Event {
        event,
        iteration: 0,
        total_tokens: 0,
        path: Vec::new(),
    }
}

/// Ends a turn that never started: the error, then `finished`.
fn failed(tx: &UnboundedSender<Event>, session: &SessionId, message: String) {
    let _ = tx.send(event(AgentEvent::Error { message }));
    let _ = tx.send(event(AgentEvent::Finished {
        reason: FinishReason::Error,
        usage: TokenUsage::default(),
        session_id: session.clone(),
        cache_hits: 0,
        cache_misses: 0,
    }));
}

impl Remote for TemporalRemote {
    fn start(&self, agent: &Agent, opts: &RunOptions, text: String) -> RemoteRun {
        let (tx, rx) = unbounded_channel();
        let (ops, ops_rx) = unbounded_channel();
        let (agent, opts, args) = (agent.clone(), opts.clone(), self.args.clone());
        let (connected, config) = (self.connected.clone(), self.config.clone());
        let task = tokio::spawn(async move {
            let session = agent.session_id().clone();
            let mut spec = match crate::temporal::run_spec(&agent, text, &args, &opts).await {
                Ok(spec) => spec,
                Err(e) => return failed(&tx, &session, format!("--temporal: {e}")),
            };
            // The conversation as the session saved it: the turns before ran in the server, and
            // the agent here holds only what it was opened with.
            let saved = {
                let (config, id) = (config.clone(), session.clone());
                tokio::task::spawn_blocking(move || ouzel::open_store(&config).ok()?.load_messages(&id).ok())
                    .await
                    .ok()
                    .flatten()
            };
            if let Some(saved) = saved
                && saved.len() > spec.history.len()
            {
                spec.history = saved;
            }
            let follower = match Follower::new(&config, session.as_str(), spec.history.len()) {
                Ok(f) => f,
                Err(e) => return failed(&tx, &session, e),
            };
            if let Err(e) = connected.start(&args.task_queue, spec).await {
                return failed(&tx, &session, e.to_string());
            }
            follow(connected, session, follower, tx, ops_rx).await;
        });
        RemoteRun {
            events: Box::pin(Following { rx, task }),
            ops,
        }
    }

    fn attach<'a>(&'a self, agent: &'a Agent) -> BoxFuture<'a, Result<Option<Attached>, String>> {
        Box::pin(async move {
            let session = agent.session_id().clone();
            let saved = agent.history().await.len();
            let asked = tokio::time::timeout(ATTACH_WAIT, self.connected.progress(session.as_str(), (0, 0))).await;
            let p = match asked {
                Ok(Ok(p)) => p,
                // A session that never ran on Temporal, or a new one.
                Ok(Err(TemporalError::NoWorkflow { .. })) => return Ok(None),
                Ok(Err(e)) => return Err(e.to_string()),
                Err(_) => {
                    return Err(format!(
                        "no worker answered within {}s whether a run of session {session} goes on (is an `ouzel worker` serving {} on {}?): this UI does not follow it",
                        ATTACH_WAIT.as_secs(),
                        self.args.task_queue,
                        self.connected.server
                    ));
                }
            };
            let end = p.commits_at + p.commits.iter().map(|(m, _)| m.len()).sum::<usize>();
            if p.result.is_some() && saved >= end {
                // Over, and the session holds all of it (its follower may have gone before it
                // could remove the run's payloads).
                if let Ok(f) = Follower::new(&self.config, session.as_str(), saved) {
                    f.release().await;
                }
                return Ok(None);
            }
            // The run's events start with `session_started` unless it continued as new (then
            // they start mid-run and the session is shown whole): its part of the conversation
            // (its prompt on) is shown by them.
            let from_start = matches!(
                p.events.first().map(|e| &e.event),
                Some(AgentEvent::SessionStarted { .. })
            );
            let shown_before = from_start.then(|| (p.commits_at + 1).min(saved));
            let follower = Follower::new(&self.config, session.as_str(), saved)?;
            let (tx, rx) = unbounded_channel();
            let (ops, ops_rx) = unbounded_channel();
            let task = tokio::spawn(follow(self.connected.clone(), session, follower, tx, ops_rx));
            Ok(Some(Attached {
                run: RemoteRun {
                    events: Box::pin(Following { rx, task }),
                    ops,
                },
                shown_before,
            }))
        })
    }
}

/// Follows the run of `session` until it ends: its events to `tx` (a question only while it is
/// open: one answered meanwhile, by `ouzel approve` or before a re-attach, is not asked again),
/// the steps the local session misses saved, and the UI's answers and cancel sent as signals.
async fn follow(
    connected: Connected,
    session: SessionId,
    mut follower: Follower,
    tx: UnboundedSender<Event>,
    mut ops: UnboundedReceiver<Op>,
) {
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    let mut failures = 0;
    let mut ops_open = true;
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            op = ops.recv(), if ops_open => {
                let sent = match op {
                    Some(Op::Approve { id, answer }) => connected.approve(session.as_str(), id.as_str(), answer).await,
                    Some(Op::Cancel) => connected.cancel(session.as_str()).await,
                    Some(_) => Ok(()),
                    None => {
                        ops_open = false;
                        Ok(())
                    }
                };
                if let Err(e) = sent {
                    let _ = tx.send(event(AgentEvent::Notice { message: e.to_string() }));
                }
                continue;
            }
        }
        let p = match connected.progress(session.as_str(), follower.at).await {
            Ok(p) => {
                failures = 0;
                p
            }
            Err(e) => {
                // No worker serves the run for now (a deploy, a crash): the run waits, so does this.
                failures += 1;
                if failures == 50 {
                    let message = format!("{e}; still waiting (start an `ouzel worker`, or Ctrl+C)");
                    let _ = tx.send(event(AgentEvent::Notice { message }));
                }
                continue;
            }
        };
        let Some(p) = follower.take(p).await else {
            continue;
        };
        for ev in p.events {
            if let AgentEvent::ApprovalRequested { id, .. } = &ev.event
                && !p.pending.iter().any(|c| c == id.as_str())
            {
                continue;
            }
            if tx.send(ev).is_err() {
                return;
            }
        }
        if p.result.is_some() {
            return;
        }
    }
}
