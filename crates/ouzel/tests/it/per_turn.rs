//! The work one turn does, counted without a clock (issue 21): a job of tool rounds through the
//! real OpenAI wire client, the real built-in tools and the real SQLite store must make one
//! provider request per model call and run the same, pinned SQL statements in every round —
//! so work that grows with the session, or a statement added to each step, fails here.

use ouzel::core::{AgentEvent, ApprovalMode, FinishReason, Op, PermissionGate, SessionId};
use ouzel_test::{ScriptedServer, openai};
use serde_json::Value;
use std::sync::{Arc, Mutex};
use wiremock::ResponseTemplate;

/// The statements of one tool round, in order: the turn state saved before the call runs (its
/// own transaction), then the step — the assistant message and the result message, their usage,
/// the session's time and the next turn state — in one transaction.
const ROUND: &[&str] = &[
    "BEGIN IMMEDIATE",
    "INSERT INTO sessions",
    "INSERT INTO turns",
    "COMMIT",
    "BEGIN IMMEDIATE",
    "INSERT INTO sessions",
    "SELECT COALESCE(MAX(seq) + 1, 0) FROM messages",
    "INSERT INTO messages",
    "INSERT INTO messages",
    "INSERT INTO usage",
    "UPDATE sessions",
    "INSERT INTO turns",
    "COMMIT",
];

/// The first words of a statement, enough to tell the statements of a round apart.
fn kind(sql: &str) -> String {
    ROUND
        .iter()
        .find(|k| sql.starts_with(**k))
        .map_or_else(|| sql.chars().take(60).collect(), |k| (*k).to_owned())
}

#[tokio::test]
async fn every_tool_round_makes_one_request_and_runs_the_same_statements_however_long_the_session() {
    const TURNS: usize = 12;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "some text\n".repeat(50)).unwrap();
    let store = Arc::new(ouzel::store::SqliteStore::open(dir.path().join("s.db")).unwrap());
    let log = store.log_statements().unwrap();
    let server = ScriptedServer::start().await;
    // The number of statements run when each request arrived.
    let at_request = Arc::new(Mutex::new(Vec::new()));
    {
        let (log, at_request) = (log.clone(), at_request.clone());
        server
            .answer_by(move |body: &Value| {
                at_request.lock().unwrap().push(log.len());
                let done = body["messages"]
                    .as_array()
                    .map_or(0, |m| m.iter().filter(|m| m["role"] == "tool").count());
                let sse = if done < TURNS {
                    openai::tool_call(&format!("c{done}"), "read_file", r#"{"path": "a.txt"}"#)
                } else {
                    openai::text("done")
                };
                ResponseTemplate::new(200).set_body_raw(sse, "text/event-stream")
            })
            .await;
    }
    let provider =
        ouzel::llm::OpenAiChat::new(ouzel::llm::OpenAiChatConfig::new("mock", "gpt-test", server.base_url())).unwrap();
    let session = SessionId::new("s1");
    let agent = ouzel::Agent::builder()
        .provider(Arc::new(provider))
        .tools(ouzel_tools::builtin_registry())
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .session(session.clone(), Vec::new())
        .store(store.clone())
        .workspace(dir.path())
        .build()
        .unwrap();
    let events = agent
        .submit(Op::user_message("read it again and again"))
        .collect_all()
        .await;
    match events.last().map(|e| &e.event) {
        Some(AgentEvent::Finished { reason, .. }) => assert_eq!(*reason, FinishReason::Completed, "{events:#?}"),
        other => panic!("the run did not finish: {other:?}"),
    }

    let at_request = at_request.lock().unwrap().clone();
    assert_eq!(at_request.len(), TURNS + 1, "one request per model call, no more");
    // A step commits while the next request goes out (issue 21), so a round's statements are
    // not all run when that request arrives: the rounds are read off the log, back to back,
    // from the first one on.
    let kinds: Vec<String> = log.statements().iter().map(|s| kind(s)).collect();
    let first = kinds
        .windows(ROUND.len())
        .position(|w| w == ROUND)
        .unwrap_or_else(|| panic!("no tool round in {kinds:?}"));
    for round in 0..TURNS {
        let start = first + round * ROUND.len();
        let seen = kinds.get(start..start + ROUND.len()).unwrap_or(&[]);
        assert_eq!(seen, ROUND, "tool round {round}");
    }
    // Round 0 begins before the second request arrives: its turn state is saved before its
    // tool runs.
    assert!(first <= at_request[1], "{kinds:?}");
    assert_eq!(store.load_messages(&session).unwrap().len(), 2 + 2 * TURNS);
}
