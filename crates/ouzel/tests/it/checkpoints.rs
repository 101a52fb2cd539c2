//! Checkpoints recorded in the background (issue 21): the loop with the real keeper, the real
//! shell tool and the real OpenAI wire client. The scan after a call runs while the step is
//! stored and the model asked; what it records, or fails to, is known before the run ends.

use ouzel::core::{
    AgentEvent, ApprovalMode, CallInfo, CheckpointError, Checkpoints, Event, FinishReason, HookOutcome, HookSession,
    Hooks, Message, Op, PermissionGate, Reach, SessionId, ToolCallId,
};
use ouzel_checkpoint::{Keeper, SessionCheckpoints, Store};
use ouzel_test::{ScriptedServer, openai};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Runs a turn of two shell commands (`echo 1 > a.txt`, `echo 1 > b.txt`) in `ws` with
/// `keeper`; its events.
async fn two_commands(ws: &Path, keeper: Keeper) -> Vec<Event> {
    two_commands_with(ws, Arc::new(keeper), None).await
}

/// The same with any keeper, the session stored in `store`, and `hooks`.
async fn two_commands_with(
    ws: &Path,
    keeper: Arc<dyn Checkpoints>,
    store: Option<Arc<ouzel::store::SqliteStore>>,
) -> Vec<Event> {
    two_commands_hooked(ws, keeper, store, None).await
}

async fn two_commands_hooked(
    ws: &Path,
    keeper: Arc<dyn Checkpoints>,
    store: Option<Arc<ouzel::store::SqliteStore>>,
    hooks: Option<Arc<dyn Hooks>>,
) -> Vec<Event> {
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "shell", r#"{"command":"echo 1 > a.txt"}"#))
        .await;
    server
        .push_sse(openai::tool_call("c2", "shell", r#"{"command":"echo 1 > b.txt"}"#))
        .await;
    server.push_sse(openai::text("done")).await;
    let provider =
        ouzel::llm::OpenAiChat::new(ouzel::llm::OpenAiChatConfig::new("mock", "gpt-test", server.base_url())).unwrap();
    let mut builder = ouzel::Agent::builder()
        .provider(Arc::new(provider))
        .tools(ouzel_tools::builtin_registry())
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .checkpoints(keeper)
        .workspace(ws);
    if let Some(store) = store {
        builder = builder.session(SessionId::new("s1"), Vec::new()).store(store);
    }
    if let Some(hooks) = hooks {
        builder = builder.hooks(hooks);
    }
    let agent = builder.build().unwrap();
    let events = agent.submit(Op::user_message("two commands")).collect_all().await;
    match events.last().map(|e| &e.event) {
        Some(AgentEvent::Finished { reason, .. }) => assert_eq!(*reason, FinishReason::Completed, "{events:#?}"),
        other => panic!("the run did not finish: {other:?}"),
    }
    events
}

fn notices(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::Notice { message } => Some(message.clone()),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_commands_changed_is_recorded_by_the_time_the_run_ends_and_rewinds() {
    let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let ws = dir.path().canonicalize().unwrap();
    let store = Store::new(data.path().join("checkpoints"));
    let session = SessionId::generate();
    let keeper = Keeper::new(store.clone(), session.clone(), ws.clone(), 1 << 20).recording_in_background();
    let events = two_commands(&ws, keeper).await;
    assert!(notices(&events).is_empty(), "{:?}", notices(&events));

    let checkpoints = SessionCheckpoints::new(store, session);
    let turns = checkpoints.turns().unwrap();
    let changed: Vec<String> = turns[0].changes.iter().map(|c| c.path.display().to_string()).collect();
    assert_eq!(changed, ["a.txt", "b.txt"]);
    let plan = checkpoints.plan(turns[0].at, &ws).unwrap();
    checkpoints.apply(plan, false).unwrap();
    assert!(!ws.join("a.txt").exists() && !ws.join("b.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_that_fails_in_the_background_is_said_and_the_run_goes_on() {
    let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let ws = dir.path().canonicalize().unwrap();
    let root = data.path().join("checkpoints");
    // The journals' directory cannot be made: a file holds its name.
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(root.join("sessions"), "").unwrap();
    let keeper = Keeper::new(Store::new(&root), SessionId::generate(), ws.clone(), 1 << 20)
        .recording_in_background()
        .new_session();
    let events = two_commands(&ws, keeper).await;
    let said = notices(&events);
    // One for each command, whose record failed after the call returned.
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said.iter()
            .all(|n| n.starts_with("checkpoint: ") && n.contains("sessions") && n.contains("may not be rewindable")),
        "{said:?}"
    );
    assert_eq!(
        std::fs::read_to_string(ws.join("b.txt")).unwrap(),
        "1\n",
        "the run went on"
    );
}

/// The real keeper, noting where the session store's statement log stood as each call's
/// record was handed back and as each wait for the records ended.
struct Noting {
    keeper: Keeper,
    log: ouzel::store::StatementLog,
    notes: Mutex<Vec<(String, usize)>>,
}

#[async_trait::async_trait]
impl Checkpoints for Noting {
    async fn begin_turn(&self, prompt: &Message) -> Result<(), CheckpointError> {
        self.keeper.begin_turn(prompt).await
    }
    async fn before_call(&self, call: &ToolCallId, reach: Reach<'_>) -> Result<(), CheckpointError> {
        self.keeper.before_call(call, reach).await
    }
    async fn after_call(&self, call: &ToolCallId) -> Result<(), CheckpointError> {
        let done = self.keeper.after_call(call).await;
        self.notes
            .lock()
            .unwrap()
            .push((format!("after {call}"), self.log.len()));
        done
    }
    async fn settle(&self) -> Result<(), CheckpointError> {
        let done = self.keeper.settle().await;
        self.notes.lock().unwrap().push(("settled".into(), self.log.len()));
        done
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_is_stored_only_once_its_calls_changes_are_recorded() {
    let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let ws = dir.path().canonicalize().unwrap();
    let sessions = Arc::new(ouzel::store::SqliteStore::open(data.path().join("s.db")).unwrap());
    let log = sessions.log_statements().unwrap();
    let keeper = Keeper::new(
        Store::new(data.path().join("checkpoints")),
        SessionId::new("s1"),
        ws.clone(),
        1 << 20,
    )
    .recording_in_background();
    let noting = Arc::new(Noting {
        keeper,
        log: log.clone(),
        notes: Mutex::new(Vec::new()),
    });
    two_commands_with(&ws, noting.clone(), Some(sessions)).await;

    let statements = log.statements();
    let notes = noting.notes.lock().unwrap().clone();
    for call in ["c1", "c2"] {
        let after = notes.iter().position(|(n, _)| *n == format!("after {call}")).unwrap();
        // The step holding the call's result: the first transaction after the call that
        // stores messages.
        let from = notes[after].1;
        let step = (from..statements.len())
            .find(|&i| {
                statements[i].starts_with("BEGIN")
                    && statements[i..]
                        .iter()
                        .take_while(|s| !s.starts_with("COMMIT"))
                        .any(|s| s.starts_with("INSERT INTO messages"))
            })
            .unwrap();
        let settled = notes[after..]
            .iter()
            .find(|(n, _)| n == "settled")
            .map(|(_, at)| *at)
            .unwrap();
        assert!(
            settled <= step,
            "{call}: its changes were recorded (log at {settled}) before its step began (at {step}): {notes:?}"
        );
    }
}

/// A post-tool hook that, as a formatter would, rewrites the file the command wrote; it first
/// notes which files the journal holds changes for at that moment.
struct Formatter {
    store: Store,
    session: SessionId,
    ws: std::path::PathBuf,
    seen: Mutex<Vec<Vec<String>>>,
}

#[async_trait::async_trait]
impl Hooks for Formatter {
    async fn post_tool_use(&self, _: &HookSession<'_>, _: &CallInfo<'_>, _: &str, _: bool) -> HookOutcome {
        let turns = SessionCheckpoints::new(self.store.clone(), self.session.clone())
            .turns()
            .unwrap();
        let recorded: Vec<String> = turns
            .iter()
            .flat_map(|t| t.changes.iter().map(|c| c.path.display().to_string()))
            .collect();
        self.seen.lock().unwrap().push(recorded);
        for f in ["a.txt", "b.txt"] {
            if self.ws.join(f).exists() {
                std::fs::write(self.ws.join(f), "formatted\n").unwrap();
            }
        }
        HookOutcome::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn post_tool_hooks_run_once_the_calls_changes_are_recorded() {
    let (data, dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let ws = dir.path().canonicalize().unwrap();
    let store = Store::new(data.path().join("checkpoints"));
    let session = SessionId::generate();
    let keeper = Keeper::new(store.clone(), session.clone(), ws.clone(), 1 << 20).recording_in_background();
    let formatter = Arc::new(Formatter {
        store: store.clone(),
        session: session.clone(),
        ws: ws.clone(),
        seen: Mutex::new(Vec::new()),
    });
    two_commands_hooked(&ws, Arc::new(keeper), None, Some(formatter.clone())).await;
    assert_eq!(
        *formatter.seen.lock().unwrap(),
        [vec!["a.txt".to_owned()], vec!["a.txt".to_owned(), "b.txt".to_owned()]],
        "each command's change was recorded before its post-tool hook ran"
    );
}
