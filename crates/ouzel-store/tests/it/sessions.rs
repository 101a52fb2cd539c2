//! The store's behaviour, on each backend (SQLite, and PostgreSQL when it is there).

use crate::support::{backends, tool_step};
use ouzel_core::{ContentBlock, Message, Role, SessionId, SessionStore, TokenUsage, ToolCallId};
use ouzel_store::SqliteStore;
use std::path::Path;

fn usage(input: u64, output: u64, cost: Option<f64>) -> TokenUsage {
    TokenUsage {
        input_tokens: input,
        output_tokens: output,
        cost_usd: cost,
        ..Default::default()
    }
}

#[tokio::test]
async fn open_creates_parent_dirs_and_sets_wal_and_schema_version() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep/er/sessions.db");
    let store = SqliteStore::open(&path).unwrap();
    assert_eq!(store.path(), path);
    drop(store);

    let conn = rusqlite::Connection::open(&path).unwrap();
    let mode: String = conn.pragma_query_value(None, "journal_mode", |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0)).unwrap();
    assert_eq!(version, 6);
    drop(conn);
    // Reopening an up-to-date database is fine and keeps the data.
    SqliteStore::open(&path).unwrap();
}

#[test]
fn opening_a_database_from_a_newer_ouzel_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sessions.db");
    SqliteStore::open(&path).unwrap();
    rusqlite::Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let err = SqliteStore::open(&path).unwrap_err().to_string();
    assert!(err.contains("schema version 99"), "{err}");
    assert!(err.contains(&path.display().to_string()), "{err}");
}

#[tokio::test]
async fn appended_steps_load_back_in_order_with_titles_turns_and_usage() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        store.create_session(&id, Path::new("/work/app"), "gpt-test").unwrap();

        let first = Message::user("  Please fix\nthe failing test in the parser module, it panics on empty input  ");
        store
            .append(&id, std::slice::from_ref(&first), &TokenUsage::default())
            .await
            .unwrap();
        let mut step = tool_step(1);
        step[0].interrupted = true;
        store.append(&id, &step, &usage(100, 20, Some(0.25))).await.unwrap();
        store
            .append(&id, &[Message::assistant("Done.")], &usage(50, 5, None))
            .await
            .unwrap();
        store
            .append(&id, &[Message::user("thanks")], &TokenUsage::default())
            .await
            .unwrap();

        let loaded = store.load_messages(&id).unwrap();
        let expected: Vec<Message> = [
            vec![first],
            step,
            vec![Message::assistant("Done.")],
            vec![Message::user("thanks")],
        ]
        .concat();
        assert_eq!(loaded.len(), 5);
        // Compare everything but the "Done."/"thanks" timestamps, which were made separately.
        assert_eq!(loaded[..3], expected[..3]);
        assert!(loaded[1].interrupted);
        assert_eq!(loaded[3].text(), "Done.");
        assert_eq!(loaded[4].text(), "thanks");

        let info = store.get(&id).unwrap().unwrap();
        assert_eq!(
            info.title,
            "Please fix the failing test in the parser module, it panics"
        );
        assert_eq!(info.workspace, Path::new("/work/app"));
        assert_eq!(info.model, "gpt-test");
        assert_eq!(info.turns, 2, "tool results are not turns");
        assert_eq!(info.usage.total(), 175);
        assert_eq!(info.usage.cost_usd, Some(0.25));
        assert!(info.updated >= info.created);
    }
}

#[tokio::test]
async fn append_to_an_unknown_session_creates_it() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        store
            .append(&id, &[Message::user("hi")], &TokenUsage::default())
            .await
            .unwrap();
        let info = store.get(&id).unwrap().unwrap();
        assert_eq!(info.title, "hi");
        assert_eq!(info.workspace, Path::new(""));
        // create_session afterwards fills in what append could not know.
        store.create_session(&id, Path::new("/w"), "m").unwrap();
        let info = store.get(&id).unwrap().unwrap();
        assert_eq!(
            (info.workspace.to_str(), info.model.as_str(), info.title.as_str()),
            (Some("/w"), "m", "hi")
        );
    }
}

#[tokio::test]
async fn a_model_switch_is_recorded_on_the_session() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        store.create_session(&id, Path::new("/w"), "openai/a").unwrap();
        store.set_model(&id, "anthropic/b").await.unwrap();
        assert_eq!(
            store.get(&id).unwrap().unwrap().model,
            "anthropic/b",
            "{}",
            backend.name
        );
    }
}

#[tokio::test]
async fn list_is_newest_first_and_latest_for_workspace_picks_the_last_updated() {
    for backend in backends() {
        let store = &backend.store;
        let ws = Path::new("/repo");
        let (a, b, c) = (SessionId::generate(), SessionId::generate(), SessionId::generate());
        store.create_session(&a, ws, "m").unwrap();
        store.create_session(&b, ws, "m").unwrap();
        store.create_session(&c, Path::new("/other"), "m").unwrap();
        // `a` is the oldest session but the one touched last in /repo.
        store
            .append(&a, &[Message::user("again")], &TokenUsage::default())
            .await
            .unwrap();

        let listed: Vec<SessionId> = store.list().unwrap().into_iter().map(|s| s.id).collect();
        assert_eq!(listed, [a.clone(), c.clone(), b.clone()]);
        assert_eq!(store.latest_for_workspace(ws).unwrap(), Some(a));
        assert_eq!(store.latest_for_workspace(Path::new("/other")).unwrap(), Some(c));
        assert_eq!(store.latest_for_workspace(Path::new("/none")).unwrap(), None);
    }
}

#[tokio::test]
async fn delete_removes_the_session_with_its_messages_and_usage() {
    for backend in backends() {
        let store = &backend.store;
        let (keep, gone) = (SessionId::generate(), SessionId::generate());
        store.append(&keep, &tool_step(1), &usage(1, 1, None)).await.unwrap();
        store.append(&gone, &tool_step(2), &usage(1, 1, None)).await.unwrap();

        assert!(store.delete(&gone).unwrap());
        assert!(!store.delete(&gone).unwrap(), "a second delete finds nothing");
        assert_eq!(store.get(&gone).unwrap(), None);
        let err = store.load_messages(&gone).unwrap_err().to_string();
        assert!(err.contains("no such session") && err.contains(gone.as_str()), "{err}");

        let count = |table: &str, id: &SessionId| backend.count(table, id);
        assert_eq!(
            (count("messages", &gone), count("usage", &gone)),
            (0, 0),
            "{}",
            backend.name
        );
        assert_eq!(
            (count("messages", &keep), count("usage", &keep)),
            (2, 1),
            "{}",
            backend.name
        );
    }
}

#[test]
fn resolve_prefix_finds_one_session_and_explains_none_or_many() {
    for backend in backends() {
        let store = &backend.store;
        for id in ["abc123", "abd456", "x_y", "xzy"] {
            store.create_session(&SessionId::new(id), Path::new("/w"), "m").unwrap();
        }
        assert_eq!(store.resolve_prefix("abc").unwrap().as_str(), "abc123");
        assert_eq!(store.resolve_prefix("abc123").unwrap().as_str(), "abc123");
        // `_` is literal, not a LIKE wildcard.
        assert_eq!(store.resolve_prefix("x_").unwrap().as_str(), "x_y");

        let many = store.resolve_prefix("ab").unwrap_err().to_string();
        assert!(
            many.contains("several sessions") && many.contains("abc123") && many.contains("abd456"),
            "{many}"
        );
        let none = store.resolve_prefix("zz").unwrap_err().to_string();
        assert!(
            none.contains("no session id starts with it") && none.contains("'zz'"),
            "{none}"
        );
        assert!(store.resolve_prefix("ABC").is_err(), "ids match case-sensitively");
        assert!(store.resolve_prefix(" ").unwrap_err().to_string().contains("empty"));
    }
}

#[tokio::test]
async fn hidden_messages_are_left_out_of_loading_but_kept_in_the_json_export() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        store.create_session(&id, Path::new("/w"), "m").unwrap();
        store
            .append(&id, &[Message::user("first")], &TokenUsage::default())
            .await
            .unwrap();
        store.append(&id, &tool_step(1), &usage(10, 2, None)).await.unwrap();
        // What compaction will do: hide the older messages.
        backend.sql(
            "UPDATE messages SET hidden = 1 WHERE seq < 2",
            "UPDATE messages SET hidden = TRUE WHERE seq < 2",
        );

        let visible = store.load_messages(&id).unwrap();
        assert_eq!(visible.len(), 1);
        assert!(matches!(visible[0].content[0], ContentBlock::ToolResult { .. }));

        let json = store.export_json(&id).unwrap();
        assert_eq!(json["session"]["id"], id.as_str());
        assert_eq!(json["session"]["usage"]["input_tokens"], 10);
        let messages = json["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 3);
        assert_eq!(messages[0]["hidden"], true);
        assert_eq!(messages[1]["content"][1]["type"], "tool_use");
        assert_eq!(
            (messages[2]["seq"].as_i64(), messages[2]["hidden"].as_bool()),
            (Some(2), Some(false))
        );
        // Each exported message still reads back as a core Message.
        let back: Message = serde_json::from_value(messages[1].clone()).unwrap();
        assert_eq!(back.tool_uses().count(), 1);
    }
}

#[tokio::test]
async fn markdown_export_is_a_readable_transcript_with_fenced_calls_and_cut_results() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::new("0190-test");
        store.create_session(&id, Path::new("/w"), "model-x").unwrap();
        let call = ToolCallId::new("call_9");
        let huge = format!("```\n{}", "line\n".repeat(5_000));
        let step = vec![
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::text("Let me look."),
                    ContentBlock::ToolUse {
                        id: call.clone(),
                        name: "shell".into(),
                        input: serde_json::json!({"command": "cat big.txt"}),
                    },
                ],
            ),
            Message::new(Role::User, vec![ContentBlock::tool_result(call, huge, true)]),
        ];
        store
            .append(&id, &[Message::user("show me big.txt")], &TokenUsage::default())
            .await
            .unwrap();
        store.append(&id, &step, &usage(3, 4, None)).await.unwrap();

        let md = store.export_markdown(&id).unwrap();
        assert!(md.starts_with("# show me big.txt\n"), "{md}");
        assert!(
            md.contains("- session: `0190-test`") && md.contains("- model: `model-x`"),
            "{md}"
        );
        assert!(md.contains("## User (turn 1)\n\nshow me big.txt\n"), "{md}");
        assert!(md.contains("## Assistant\n\nLet me look.\n"), "{md}");
        assert!(
            md.contains("**Tool call** `shell` (`call_9`)\n\n```json\n{\n  \"command\": \"cat big.txt\"\n}\n```"),
            "{md}"
        );
        assert!(
            md.contains("## Tool results\n\n**Tool error** (`call_9`)\n\n````text\n```\nline\n"),
            "{md}"
        );
        assert!(md.contains("more characters not shown]\n````"), "{md}");
        assert!(
            md.len() < 6_000,
            "the 25,000-character result is cut: {} bytes",
            md.len()
        );
    }
}

#[tokio::test]
async fn an_image_round_trips_and_the_transcript_shows_its_label_not_its_bytes() {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.resize(12 * 1024, 7);
    let image = ouzel_core::Image::from_bytes(&png).unwrap();
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::new("0190-image");
        store.create_session(&id, Path::new("/w"), "model-x").unwrap();
        let asked = Message::user_with_images("what is on it?", vec![image.clone()], chrono::Utc::now());
        store
            .append(&id, std::slice::from_ref(&asked), &TokenUsage::default())
            .await
            .unwrap();
        let loaded = backend.reopen().load_messages(&id).unwrap();
        assert_eq!(loaded[0].content, asked.content, "{}", backend.name);
        let md = store.export_markdown(&id).unwrap();
        assert!(
            md.contains("## User (turn 1)\n\n[image: image/png, 12 KB]\n\nwhat is on it?\n"),
            "{}: {md}",
            backend.name
        );
        assert!(
            !md.contains(&image.data[..40]),
            "{}: no base64 in the transcript",
            backend.name
        );
        // An image alone is a prompt too: a user turn (for rewind), listed by its label.
        let alone = Message::user_with_images("", vec![image.clone()], chrono::Utc::now());
        store.append(&id, &[alone], &TokenUsage::default()).await.unwrap();
        let turns = store.user_turns(&id).unwrap();
        assert_eq!(turns.len(), 2, "{}", backend.name);
        assert_eq!(turns[1].text, "[image: image/png, 12 KB]", "{}", backend.name);
    }
}

#[test]
fn exporting_an_unknown_session_names_it() {
    for backend in backends() {
        let err = backend
            .store
            .export_markdown(&SessionId::new("nope"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("session nope") && err.contains(&backend.location()) && err.contains("no such session"),
            "{err}"
        );
    }
}

#[tokio::test]
async fn compaction_hides_old_messages_and_loads_the_summary_in_their_place() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        let msgs = [
            Message::user("one"),
            Message::assistant("a1"),
            Message::user("two"),
            Message::assistant("a2"),
        ];
        store.append(&id, &msgs, &usage(1, 1, None)).await.unwrap();
        let summary = Message::user("[Summary] one happened");
        store.compact(&id, 2, &summary).await.unwrap();
        let loaded = store.load_messages(&id).unwrap();
        let texts: Vec<String> = loaded.iter().map(Message::text).collect();
        assert_eq!(texts, vec!["[Summary] one happened", "two", "a2"]);
        // Nothing was deleted.
        let export = store.export_json(&id).unwrap();
        assert_eq!(export["messages"].as_array().unwrap().len(), 4);
        // A second compaction supersedes the first summary.
        store
            .append(&id, &[Message::user("three")], &usage(1, 1, None))
            .await
            .unwrap();
        store
            .compact(&id, 1, &Message::user("[Summary] one and two"))
            .await
            .unwrap();
        let texts: Vec<String> = store.load_messages(&id).unwrap().iter().map(Message::text).collect();
        assert_eq!(texts, vec!["[Summary] one and two", "three"]);
    }
}

fn running_turn() -> ouzel_core::TurnState {
    ouzel_core::TurnState {
        iteration: 2,
        nudges_left: 1,
        reasks_left: 1,
        checks_failed: 0,
        compacted_on_error: false,
        last_input_tokens: 120,
        phase: ouzel_core::Phase::RunningTools {
            assistant: tool_step(1).remove(0),
            calls: vec![ouzel_core::OpenCall {
                id: ToolCallId::new("call_1"),
                name: "read_file".into(),
                raw_args: r#"{"path": "src/file_1.rs"}"#.into(),
            }],
            usage: TokenUsage::default(),
            awaiting_approval: vec![],
        },
    }
}

#[tokio::test]
async fn an_unfinished_turn_is_kept_until_it_ends_and_survives_reopening() {
    for backend in backends() {
        let id = SessionId::new("s1");
        let store = &backend.store;
        assert_eq!(store.load_turn(&id).await.unwrap(), None);
        let turn = running_turn();
        store.save_turn(&id, Some(&turn)).await.unwrap();
        let store = backend.reopen();
        assert_eq!(store.load_turn(&id).await.unwrap(), Some(turn));
        store.save_turn(&id, None).await.unwrap();
        assert_eq!(store.load_turn(&id).await.unwrap(), None);
    }
}

#[tokio::test]
async fn a_todo_list_is_replaced_whole_and_survives_reopening_and_deleting_the_session_drops_it() {
    use ouzel_core::{TodoItem, TodoStatus};
    for backend in backends() {
        let id = SessionId::new("s1");
        let store = &backend.store;
        assert!(store.load_todos(&id).await.unwrap().is_empty());
        let first = [
            TodoItem::new("read the parser", TodoStatus::InProgress),
            TodoItem::new("fix the bug", TodoStatus::Pending),
        ];
        store.save_todos(&id, &first).await.unwrap();
        let second = [
            TodoItem::new("read the parser", TodoStatus::Done),
            TodoItem::new("fix the bug", TodoStatus::InProgress),
            TodoItem::new("add a test", TodoStatus::Pending),
        ];
        store.save_todos(&id, &second).await.unwrap();
        let store = backend.reopen();
        assert_eq!(store.load_todos(&id).await.unwrap(), second);
        assert!(store.load_todos(&SessionId::new("other")).await.unwrap().is_empty());
        store.delete(&id).unwrap();
        assert!(store.load_todos(&id).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_turn_saved_by_a_newer_ouzel_is_refused_naming_the_session_and_what_to_do() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::new("s1");
        let (_, json) = running_turn().encode();
        store
            .save_turn_blocking(&id, Some((ouzel_core::TURN_FORMAT + 1, json)))
            .unwrap();
        let e = store.load_turn(&id).await.unwrap_err().to_string();
        assert!(
            e.contains("session s1: its unfinished turn was saved by a newer ouzel"),
            "{e}"
        );
        assert!(e.contains("--resume s1"), "{e}");
    }
}

#[tokio::test]
async fn a_step_and_the_turn_state_after_it_are_stored_together_or_not_at_all() {
    for backend in backends() {
        let id = SessionId::new("s1");
        let store = &backend.store;
        let question = [Message::user("the question")];
        let turn = running_turn();
        store
            .append_with_turn(&id, &question, &TokenUsage::default(), Some(&turn))
            .await
            .unwrap();
        assert_eq!(store.load_messages(&id).unwrap().len(), 1);
        assert_eq!(store.load_turn(&id).await.unwrap(), Some(turn.clone()));
        // The final answer ends the turn in the same transaction.
        store
            .append_with_turn(&id, &[Message::assistant("the answer")], &TokenUsage::default(), None)
            .await
            .unwrap();
        assert_eq!(store.load_messages(&id).unwrap().len(), 2);
        assert_eq!(store.load_turn(&id).await.unwrap(), None);

        // When the turn state cannot be written, the step is not stored either.
        let other = SessionId::new("s2");
        backend.sql(
            "CREATE TRIGGER refuse_turns BEFORE INSERT ON turns BEGIN SELECT RAISE(ABORT, 'no room'); END;",
            "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no room'; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER refuse_turns BEFORE INSERT ON turns FOR EACH ROW EXECUTE FUNCTION refuse();",
        );
        let e = store
            .append_with_turn(&other, &question, &TokenUsage::default(), Some(&turn))
            .await
            .unwrap_err();
        assert!(e.to_string().contains("no room"), "{e}");
        assert!(store.load_messages(&other).unwrap_or_default().is_empty());
        assert_eq!(backend.count("messages", &other), 0, "{}", backend.name);
    }
}

#[tokio::test]
async fn a_rewind_hides_the_turn_and_after_from_the_model_keeps_them_and_shows_as_an_event() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::new("s1");
        store.create_session(&id, Path::new("/w"), "m").unwrap();
        for (q, a) in [("first", "one"), ("second", "two"), ("third", "three")] {
            let msgs = [Message::user(q), Message::assistant(a)];
            store.append(&id, &msgs, &TokenUsage::default()).await.unwrap();
            store.append(&id, &tool_step(1), &TokenUsage::default()).await.unwrap();
        }
        let turns = store.user_turns(&id).unwrap();
        let texts: Vec<(u32, &str)> = turns.iter().map(|t| (t.number, t.text.as_str())).collect();
        assert_eq!(
            texts,
            [(1, "first"), (2, "second"), (3, "third")],
            "tool results are not turns"
        );

        // The last turn was left unfinished by a killed run.
        store.save_turn_blocking(&id, Some((1, "{}".into()))).unwrap();
        let hidden = store
            .record_rewind(
                &id,
                Some(turns[1].seq),
                "rewound to before turn 2",
                &serde_json::json!({"turn": 2}),
            )
            .unwrap();
        assert_eq!(hidden, 8);
        assert!(
            store.load_turn_blocking(&id).unwrap().is_none(),
            "a rewound unfinished turn is not continued"
        );
        let visible: Vec<String> = store.load_messages(&id).unwrap().iter().map(Message::text).collect();
        assert_eq!(visible[..2], ["first".to_owned(), "one".to_owned()]);
        assert!(!visible.iter().any(|t| t == "second" || t == "third"));
        let turns = store.user_turns(&id).unwrap();
        assert_eq!(turns.iter().map(|t| t.hidden).collect::<Vec<_>>(), [false, true, true]);
        assert_eq!(
            store.export_json(&id).unwrap()["messages"].as_array().unwrap().len(),
            12,
            "nothing deleted"
        );

        store
            .append(&id, &[Message::user("fourth")], &TokenUsage::default())
            .await
            .unwrap();
        let md = store.export_markdown(&id).unwrap();
        let (event, fourth) = (md.find("## Event: rewind").unwrap(), md.find("fourth").unwrap());
        assert!(md.contains("_rewound to before turn 2 ("), "{md}");
        assert!(
            md.contains("## User (turn 4)\n\nfourth"),
            "numbers count hidden turns: {md}"
        );
        assert!(md.rfind("three").unwrap() < event && event < fourth, "in place: {md}");
    }
}
