//! The activities: one model call, one tool call. They run the agent the worker builds from its
//! own configuration (its keys never travel through Temporal) with the options the run was
//! started with, and heartbeat every second, so a worker that dies is noticed within the
//! heartbeat timeout instead of the activity's start-to-close timeout.

// The SDK's macros generate public, undocumented items (one constant per activity).
#![allow(unreachable_pub, missing_docs)]

use crate::blobs::Blobs;
use crate::wire::{AgentSpec, ModelInput, ModelOutcome, ModelOutput, ToolInput, ToolOutput};
use ouzel::core::{Agent, AgentEvent, ApprovalMode, CancellationToken, Emitter, Event};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use temporalio_macros::activities;
use temporalio_sdk::activities::{ActivityContext, ActivityError};
use tokio::sync::mpsc::UnboundedReceiver;

/// How often activities heartbeat.
const BEAT: Duration = Duration::from_secs(1);

/// The activities of one worker: agents for the sessions it serves, built from the worker's
/// directory (`-C DIR`) and configuration.
pub struct Activities {
    dir: PathBuf,
    agents: Mutex<HashMap<String, Agent>>,
    blobs: Blobs,
}

impl Activities {
    /// Activities building agents in `dir`, keeping large payloads in `blobs`.
    pub fn new(dir: PathBuf, blobs: Blobs) -> Self {
        Self {
            dir,
            agents: Mutex::new(HashMap::new()),
            blobs,
        }
    }

    /// The session's agent, built once per session and spec.
    async fn agent(&self, session: &str, spec: &AgentSpec) -> Result<Agent, ActivityError> {
        let key = format!("{session}\n{}", serde_json::to_string(spec).unwrap_or_default());
        if let Some(a) = self.agents.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return Ok(a.clone());
        }
        let (dir, spec2) = (self.dir.clone(), spec.clone());
        let built = tokio::task::spawn_blocking(move || build_agent(&dir, &spec2))
            .await
            .map_err(|e| fail(format!("building the agent panicked: {e}")))?
            .map_err(fail)?;
        self.agents
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, built.clone());
        Ok(built)
    }
}

/// The agent a run's spec asks for, from the configuration in `dir`. Nothing is persisted here:
/// the session is kept by the `ouzel exec` that started the run.
fn build_agent(dir: &std::path::Path, spec: &AgentSpec) -> Result<Agent, String> {
    let dir = &workspace(dir, spec.workspace.as_deref())?;
    let (config, _warnings) = ouzel::load_config(dir).map_err(|e| e.to_string())?;
    let mut opts = ouzel::RunOptions::new(dir);
    opts.model = spec.model.clone();
    opts.base_url = spec.base_url.clone();
    opts.approval = match spec.approval.as_str() {
        "approve_all" => ApprovalMode::ApproveAll,
        "reject_all" => ApprovalMode::RejectAll,
        _ => ApprovalMode::Interactive,
    };
    // Questions are answered by the `approve` signal.
    opts.ask = true;
    opts.trust = spec.trust;
    opts.output_schema = spec.output_schema.clone();
    opts.persist = false;
    if spec.plan {
        opts.mode = ouzel::core::SessionMode::Plan;
    }
    let setup = ouzel::Setup::new(&config, &opts);
    let (agent, _servers) = setup.build().map_err(|e| e.to_string())?;
    Ok(agent)
}

/// The run's workspace: `asked`, when it lies inside the worker's directory `root` (a worker
/// never works in a directory it was not started over, whoever starts the workflow); `root`
/// when the run names none.
fn workspace(root: &std::path::Path, asked: Option<&str>) -> Result<PathBuf, String> {
    let Some(asked) = asked else {
        return Ok(root.to_path_buf());
    };
    let canonical =
        |p: &std::path::Path| std::fs::canonicalize(p).map_err(|e| format!("workspace {}: {e}", p.display()));
    let (root, ws) = (canonical(root)?, canonical(std::path::Path::new(asked))?);
    if ws.starts_with(&root) {
        Ok(ws)
    } else {
        Err(format!(
            "the run's workspace {} is not inside this worker's directory {}: start a worker with `ouzel worker -C DIR` over it",
            ws.display(),
            root.display()
        ))
    }
}

fn fail(message: String) -> ActivityError {
    ActivityError::application(temporalio_sdk::ApplicationFailure::non_retryable(format!(
        "ouzel worker: {message}"
    )))
}

/// Heartbeats every [`BEAT`] from one [`BEAT`] after the start: a call that ends sooner (most
/// do) sends none, one request to the server fewer per activity.
fn beats() -> tokio::time::Interval {
    tokio::time::interval_at(tokio::time::Instant::now() + BEAT, BEAT)
}

fn drain(rx: &mut UnboundedReceiver<Event>, into: &mut Vec<AgentEvent>) {
    while let Ok(ev) = rx.try_recv() {
        into.push(ev.event);
    }
}

#[activities]
impl Activities {
    /// One model call.
    #[activity]
    pub async fn model(self: Arc<Self>, ctx: ActivityContext, input: ModelInput) -> Result<ModelOutput, ActivityError> {
        let agent = self.agent(&input.session_id, &input.agent).await?;
        // The outputs kept out of the history, read back for the model.
        let blobs = self.blobs.clone();
        let mut messages = input.messages;
        let messages = tokio::task::spawn_blocking(move || blobs.resolve_messages(&mut messages).map(|()| messages))
            .await
            .map_err(|e| fail(format!("reading large payloads panicked: {e}")))?
            .map_err(fail)?;
        let (emit, mut rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        let step = agent.model_step(messages, emit, cancel.clone());
        tokio::pin!(step);
        let mut beat = beats();
        let happened = loop {
            tokio::select! {
                h = &mut step => break h,
                _ = beat.tick() => { let _ = ctx.record_heartbeat(()).await; }
                _ = ctx.cancelled(), if !cancel.is_cancelled() => cancel.cancel(),
            }
        };
        let mut events = Vec::new();
        drain(&mut rx, &mut events);
        let mut out = ModelOutput {
            outcome: ModelOutcome::from_happened(happened),
            events,
        };
        // Long arguments and texts stay out of the history, as long tool outputs do; kept
        // inline when they cannot be stored (the answer is not lost).
        if input.args_limit > 0 || input.text_limit > 0 {
            let (blobs, session) = (self.blobs.clone(), input.session_id.clone());
            let (args, text) = (input.args_limit, input.text_limit);
            let stashed = tokio::task::spawn_blocking(move || {
                let mut stashed = out.clone();
                match stash_answer(&blobs, &session, args, text, &mut stashed) {
                    Ok(()) => stashed,
                    Err(e) => {
                        eprintln!("ouzel worker: {e}; the model's answer stays in the history");
                        out
                    }
                }
            })
            .await
            .map_err(|e| fail(format!("storing a large payload panicked: {e}")))?;
            out = stashed;
        }
        Ok(out)
    }

    /// One tool call, on a worker beside the workspace. A call that needs a person's answer is
    /// not run: the question goes back to the workflow, which asks and calls again with the answer.
    #[activity]
    pub async fn tool(self: Arc<Self>, ctx: ActivityContext, input: ToolInput) -> Result<ToolOutput, ActivityError> {
        let agent = self.agent(&input.session_id, &input.agent).await?;
        let executor = agent.executor().clone();
        // Long arguments travel as a reference: read back before the call is parsed.
        let mut open = input.call.clone();
        let blobs = self.blobs.clone();
        let open = tokio::task::spawn_blocking(move || blobs.resolve_args(&mut open.raw_args).map(|()| open))
            .await
            .map_err(|e| fail(format!("reading large payloads panicked: {e}")))?
            .map_err(fail)?;
        let call = ouzel::core::pending_call(&open);
        eprintln!(
            "ouzel worker: running {} ({}) of session {} (attempt {})",
            call.name,
            call.id,
            input.session_id,
            ctx.info().attempt
        );
        executor.calls().register(&call.id, &call.name);
        let (emit, mut rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        let calls = [call.clone()];
        let run = executor.execute(&calls, Vec::new(), &cancel, &emit);
        tokio::pin!(run);
        let mut beat = beats();
        let mut events = Vec::new();
        let mut asked: Option<AgentEvent> = None;
        let mut results = loop {
            tokio::select! {
                r = &mut run => break r,
                Some(ev) = rx.recv() => match ev.event {
                    AgentEvent::ApprovalRequested { ref id, .. } if *id == call.id && asked.is_none() => {
                        match &input.approval {
                            Some(answer) => { let _ = agent.gate().approve(id, answer.clone()); }
                            None => {
                                asked = Some(ev.event.clone());
                                cancel.cancel();
                            }
                        }
                    }
                    other if asked.is_none() => events.push(other),
                    _ => {}
                },
                _ = beat.tick() => { let _ = ctx.record_heartbeat(()).await; }
                _ = ctx.cancelled(), if !cancel.is_cancelled() => cancel.cancel(),
            }
        };
        if let Some(event) = asked {
            let (blobs, session, limit) = (self.blobs.clone(), input.session_id.clone(), input.args_limit);
            let asked = tokio::task::spawn_blocking(move || {
                let mut all = events;
                all.push(event);
                if let Err(e) = blobs.stash_tool_events(&session, limit, &mut all) {
                    eprintln!("ouzel worker: {e}; the question stays in the history");
                }
                all
            })
            .await
            .map_err(|e| fail(format!("storing a large payload panicked: {e}")))?;
            let mut events = asked;
            let Some(event) = events.pop() else {
                return Err(fail("a question was lost".into()));
            };
            return Ok(ToolOutput::NeedsApproval { event, events });
        }
        drain(&mut rx, &mut events);
        let Some(result) = results.pop() else {
            return Err(fail(format!("{} returned no result", call.name)));
        };
        // A long output stays out of the history: stored, and passed by reference. When it
        // cannot be stored it goes inline (the call ran: its result is not lost).
        let (blobs, limit, session) = (self.blobs.clone(), input.payload_limit, input.session_id.clone());
        let args_limit = input.args_limit;
        let stashed = tokio::task::spawn_blocking(move || {
            let (mut result, mut events) = (result, events);
            // Left as they were when the payload could not be written.
            let failed = blobs
                .stash(&session, limit, &mut result, &mut events)
                .and_then(|()| blobs.stash_tool_events(&session, args_limit, &mut events))
                .err();
            (result, events, failed)
        })
        .await;
        let (result, events) = match stashed {
            Ok((result, events, None)) => (result, events),
            Ok((result, events, Some(e))) => {
                eprintln!("ouzel worker: {e}; the output of {} stays in the history", call.id);
                (result, events)
            }
            Err(e) => return Err(fail(format!("storing a large payload panicked: {e}"))),
        };
        Ok(ToolOutput::Done { result, events })
    }
}

/// Keeps an answer's long call arguments and text out of the history: in the answer and in
/// the events that streamed them (the deltas of one become one delta holding its reference).
/// Blocks.
fn stash_answer(
    blobs: &Blobs,
    session: &str,
    args_limit: usize,
    text_limit: usize,
    out: &mut ModelOutput,
) -> Result<(), String> {
    let answer = match &mut out.outcome {
        ModelOutcome::Answered(a) | ModelOutcome::Interrupted(a) => a,
        ModelOutcome::Failed { partial, .. } => partial,
    };
    let mut stashed_calls = Vec::new();
    for c in &mut answer.calls {
        let before = c.raw_args.len();
        blobs.stash_args(session, args_limit, &mut c.raw_args)?;
        if c.raw_args.len() != before {
            stashed_calls.push(c.id.clone());
        }
    }
    blobs.stash_text(session, text_limit, &mut answer.text)?;
    // The streamed deltas, joined, per call and for the text.
    let mut text = String::new();
    let mut args: HashMap<String, String> = HashMap::new();
    for ev in &out.events {
        match ev {
            AgentEvent::TextDelta { text: t } => text.push_str(t),
            AgentEvent::ToolCallDelta { id, delta } if stashed_calls.contains(id) => {
                args.entry(id.to_string()).or_default().push_str(delta)
            }
            _ => {}
        }
    }
    let text_ref = if text_limit > 0 && text.len() > text_limit {
        let mut t = text;
        blobs.stash_text(session, text_limit, &mut t)?;
        Some(t)
    } else {
        None
    };
    let mut arg_refs: HashMap<String, String> = HashMap::new();
    for (id, mut raw) in args {
        // Deltas that do not join to arguments stay as they streamed.
        let before = raw.len();
        blobs.stash_args(session, args_limit, &mut raw)?;
        if raw.len() != before {
            arg_refs.insert(id, raw);
        }
    }
    for ev in &mut out.events {
        if let AgentEvent::ToolCall { input, .. } = ev {
            blobs.stash_value(session, args_limit, input)?;
        }
    }
    let mut text_done = false;
    let mut done: Vec<String> = Vec::new();
    out.events.retain_mut(|ev| match ev {
        AgentEvent::TextDelta { text } => match &text_ref {
            Some(r) => {
                if std::mem::replace(&mut text_done, true) {
                    return false;
                }
                text.clone_from(r);
                true
            }
            None => true,
        },
        AgentEvent::ToolCallDelta { id, delta } if arg_refs.contains_key(id.as_str()) => {
            if done.iter().any(|d| d == id.as_str()) {
                return false;
            }
            done.push(id.to_string());
            if let Some(r) = arg_refs.get(id.as_str()) {
                delta.clone_from(r);
            }
            true
        }
        _ => true,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Blobs, ModelOutcome, ModelOutput, stash_answer, workspace};
    use crate::wire::WireAnswer;
    use ouzel::core::{AgentEvent, OpenCall, ToolCallId};

    #[test]
    fn a_long_answer_and_long_arguments_leave_references_that_read_back_as_streamed() {
        let dir = tempfile::tempdir().unwrap();
        let blobs = Blobs::at(dir.path().to_path_buf());
        let text = "a long answer. ".repeat(1_000);
        let args = serde_json::json!({"path": "f.txt", "content": "x\n".repeat(10_000)}).to_string();
        let id = ToolCallId::new("call_1");
        let mut events: Vec<AgentEvent> = text
            .as_bytes()
            .chunks(100)
            .map(|c| AgentEvent::TextDelta {
                text: String::from_utf8(c.to_vec()).unwrap(),
            })
            .collect();
        events.push(AgentEvent::ToolCallStart {
            id: id.clone(),
            name: "write_file".into(),
        });
        events.extend(args.as_bytes().chunks(500).map(|c| AgentEvent::ToolCallDelta {
            id: id.clone(),
            delta: String::from_utf8(c.to_vec()).unwrap(),
        }));
        events.push(AgentEvent::ToolCall {
            id: id.clone(),
            name: "write_file".into(),
            input: serde_json::from_str(&args).unwrap(),
            repaired: false,
            recovered: false,
        });
        let answer = WireAnswer {
            text: text.clone(),
            calls: vec![OpenCall {
                id: id.clone(),
                name: "write_file".into(),
                raw_args: args.clone(),
            }],
            ..Default::default()
        };
        let mut out = ModelOutput {
            outcome: ModelOutcome::Answered(answer),
            events,
        };
        stash_answer(&blobs, "s", 8192, 8192, &mut out).unwrap();
        // What travels is small, and the call still reads as one with arguments.
        assert!(serde_json::to_string(&out).unwrap().len() < 2_000);
        let ModelOutcome::Answered(a) = &out.outcome else {
            panic!("not an answer")
        };
        assert!(ouzel::core::pending_call(&a.calls[0]).input.unwrap().is_object());
        let mut raw = a.calls[0].raw_args.clone();
        blobs.resolve_args(&mut raw).unwrap();
        assert_eq!(raw, args);
        // The events read back as they streamed, the deltas of each joined into one.
        let mut streamed = String::new();
        let mut deltas = String::new();
        for ev in &mut out.events {
            blobs.resolve_event(ev).unwrap();
            match ev {
                AgentEvent::TextDelta { text } => streamed.push_str(text),
                AgentEvent::ToolCallDelta { delta, .. } => deltas.push_str(delta),
                AgentEvent::ToolCall { input, .. } => assert_eq!(input.to_string(), args),
                _ => {}
            }
        }
        assert_eq!((streamed, deltas), (text, args));
        assert_eq!(out.events.len(), 4, "one text delta, start, one call delta, the call");
        // Short ones stay inline, and a limit of 0 keeps everything.
        let mut short = ModelOutput {
            outcome: ModelOutcome::Answered(WireAnswer {
                text: "ok".into(),
                ..Default::default()
            }),
            events: vec![AgentEvent::TextDelta { text: "ok".into() }],
        };
        let before = serde_json::to_string(&short).unwrap();
        stash_answer(&blobs, "s", 8192, 8192, &mut short).unwrap();
        assert_eq!(serde_json::to_string(&short).unwrap(), before);
    }

    #[test]
    fn a_run_works_only_in_a_directory_inside_the_workers() {
        let root = tempfile::tempdir().unwrap();
        let inner = root.path().join("a");
        std::fs::create_dir(&inner).unwrap();
        let canonical = std::fs::canonicalize(&inner).unwrap();
        assert_eq!(workspace(root.path(), inner.to_str()).unwrap(), canonical);
        assert_eq!(workspace(root.path(), None).unwrap(), root.path());
        let outside = tempfile::tempdir().unwrap();
        let err = workspace(root.path(), outside.path().to_str()).unwrap_err();
        assert!(err.contains("not inside this worker's directory"), "{err}");
        // `..` cannot climb out: the comparison is between canonical paths.
        let climbing = inner.join("..").join("..");
        assert!(workspace(root.path(), climbing.to_str()).is_err());
        assert!(
            workspace(root.path(), Some("/does/not/exist"))
                .unwrap_err()
                .contains("/does/not/exist")
        );
    }
}
