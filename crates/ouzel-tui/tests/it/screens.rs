//! Whole screens, pinned: streaming, tool cards, diffs, the approval prompt, a narrow terminal.

use super::*;
use ouzel::core::{Approval, Risk, RunState};
use ouzel_tui::approval::ApprovalRequest;
use serde_json::json;

const ANSWER: &str = "## Plan\n\nI'll add a `--verbose` flag:\n\n1. parse it with **clap**\n2. pass it to `run`\n\n```rust\nfn main() {\n    let verbose = std::env::args().any(|a| a == \"--verbose\");\n";

#[test]
fn a_streaming_answer_renders_as_markdown_with_a_running_spinner() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    app.on_terminal(crossterm::event::Event::Paste("add a verbose flag".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    feed(
        &mut app,
        t0,
        vec![AgentEvent::StateChanged {
            state: RunState::Streaming,
        }],
    );
    for piece in ANSWER.as_bytes().chunks(9) {
        feed(
            &mut app,
            t0,
            vec![AgentEvent::TextDelta {
                text: String::from_utf8_lossy(piece).into_owned(),
            }],
        );
    }
    let terminal = screen(&mut app, 80, 24, t0 + ms(2300));
    insta::assert_snapshot!(terminal.backend());
}

pub fn key(code: crossterm::event::KeyCode) -> crossterm::event::Event {
    crossterm::event::Event::Key(crossterm::event::KeyEvent::new(
        code,
        crossterm::event::KeyModifiers::NONE,
    ))
}

fn tool_turn(app: &mut App, t0: Instant) {
    app.on_terminal(crossterm::event::Event::Paste("why does the build fail?".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    feed(
        app,
        t0,
        vec![
            AgentEvent::TextDelta {
                text: "Let me look at the sources and build them.".into(),
            },
            AgentEvent::ToolCall {
                id: "c1".into(),
                name: "read_file".into(),
                input: json!({"path": "src/main.rs"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolCall {
                id: "c2".into(),
                name: "grep_search".into(),
                input: json!({"pattern": "verbose"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["c1".into(), "c2".into()],
                names: vec!["read_file".into(), "grep_search".into()],
            },
            AgentEvent::ToolResult {
                id: "c1".into(),
                name: "read_file".into(),
                content: "fn main() {\n    run();\n}\n".into(),
                is_error: false,
                cached: false,
                duration_ms: 4,
                metadata: None,
                diff: None,
            },
            AgentEvent::ToolResult {
                id: "c2".into(),
                name: "grep_search".into(),
                content: "src/main.rs:2: verbose".into(),
                is_error: false,
                cached: true,
                duration_ms: 0,
                metadata: None,
                diff: None,
            },
            AgentEvent::ToolCall {
                id: "c3".into(),
                name: "shell".into(),
                input: json!({"command": "cargo build --quiet"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["c3".into()],
                names: vec!["shell".into()],
            },
            AgentEvent::ToolResult {
                id: "c3".into(),
                name: "shell".into(),
                content: "error[E0425]: cannot find function `run` in this scope\n --> src/main.rs:2:5\n  |\n2 |     run();\n  |     ^^^ not found in this scope\n".into(),
                is_error: true,
                cached: false,
                duration_ms: 2140,
                metadata: None,
                diff: None,
            },
            AgentEvent::ToolCall {
                id: "c4".into(),
                name: "delete_file".into(),
                input: json!({"path": "target"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["c4".into()],
                names: vec!["delete_file".into()],
            },
            AgentEvent::PermissionDenied {
                id: "c4".into(),
                name: "delete_file".into(),
                message: "`delete_file` is denied by rule:delete_file".into(),
            },
            AgentEvent::ToolCall {
                id: "c5".into(),
                name: "shell".into(),
                input: json!({"command": "cargo test"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["c5".into()],
                names: vec!["shell".into()],
            },
        ],
    );
}

#[test]
fn tool_calls_show_as_cards_with_their_status() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    tool_turn(&mut app, t0);
    let terminal = screen(&mut app, 80, 24, t0 + ms(1700));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn expanded_cards_show_the_whole_output() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    tool_turn(&mut app, t0);
    app.on_terminal(
        crossterm::event::Event::Key(crossterm::event::KeyEvent::new(
            crossterm::event::KeyCode::Char('o'),
            crossterm::event::KeyModifiers::CONTROL,
        )),
        t0,
    );
    let terminal = screen(&mut app, 80, 30, t0 + ms(1700));
    let text = rows(&terminal).join("\n");
    assert!(text.contains("│ fn main() {"), "{text}");
    assert!(text.contains("│   |     ^^^ not found in this scope"), "{text}");
}

#[test]
fn a_file_edit_shows_a_colored_diff() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    app.on_terminal(crossterm::event::Event::Paste("rename run to start".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    let diff = "--- a/src/main.rs\n+++ b/src/main.rs\n@@ -1,3 +1,3 @@\n fn main() {\n-    run();\n+    start();\n }\n";
    feed(
        &mut app,
        t0,
        vec![
            AgentEvent::ToolCall {
                id: "e1".into(),
                name: "edit_file".into(),
                input: json!({"path": "src/main.rs", "old_string": "run();", "new_string": "start();"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["e1".into()],
                names: vec!["edit_file".into()],
            },
            AgentEvent::ToolResult {
                id: "e1".into(),
                name: "edit_file".into(),
                content: format!("edited src/main.rs (1 replacement)\n{diff}"),
                is_error: false,
                cached: false,
                duration_ms: 3,
                metadata: Some(json!({"replacements": 1})),
                diff: Some(diff.into()),
            },
            AgentEvent::Text {
                text: "Renamed `run` to `start`.".into(),
            },
            finished(),
        ],
    );
    let terminal = screen(&mut app, 80, 24, t0 + ms(50));
    insta::assert_snapshot!(terminal.backend());
    // The colors carry the meaning: added lines green, removed red.
    let buf = terminal.backend().buffer();
    let row_of = |needle: &str| {
        rows(&terminal)
            .iter()
            .position(|r| r.contains(needle))
            .unwrap_or_else(|| panic!("no row with {needle}")) as u16
    };
    let fg = |row: u16| {
        let line: String = (0..80).map(|x| buf[(x, row)].symbol().to_owned()).collect();
        let x = line.find(['+', '-']).unwrap() as u16;
        buf[(x, row)].fg
    };
    assert_eq!(fg(row_of("+    start();")), ratatui::style::Color::Green);
    assert_eq!(fg(row_of("-    run();")), ratatui::style::Color::Red);
}

fn approval(id: &str, tool: &str, risk: Risk, input: serde_json::Value) -> ApprovalRequest {
    ApprovalRequest::new(id, tool, risk, input, format!("risk:{risk}"))
}

#[test]
fn an_approval_prompt_shows_the_call_and_the_answers() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    app.on_terminal(crossterm::event::Event::Paste("clean up".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    feed(
        &mut app,
        t0,
        vec![
            AgentEvent::ToolCall {
                id: "w1".into(),
                name: "write_file".into(),
                input: json!({"path": "notes/todo.md", "content": "- ship it\n- test it\n"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["w1".into()],
                names: vec!["write_file".into()],
            },
        ],
    );
    app.on_approval(
        approval(
            "w1",
            "write_file",
            Risk::Medium,
            json!({"path": "notes/todo.md", "content": "- ship it\n- test it\n"}),
        )
        .with_preview("--- a/notes/todo.md\n+++ b/notes/todo.md\n@@ -1 +1,2 @@\n-- ship\n+- ship it\n+- test it\n"),
    );
    let terminal = screen(&mut app, 80, 24, t0 + ms(400));
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn a_narrow_terminal_stays_readable() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    tool_turn(&mut app, t0);
    app.on_approval(approval(
        "c5",
        "shell",
        Risk::High,
        json!({"command": "cargo test --workspace -- --nocapture"}),
    ));
    let terminal = screen(&mut app, 40, 16, t0 + ms(900));
    insta::assert_snapshot!(terminal.backend());
    for row in rows(&terminal) {
        assert!(unicode_width::UnicodeWidthStr::width(row.as_str()) <= 40, "{row}");
    }
}

#[test]
fn without_color_nothing_is_colored_and_markers_remain() {
    let t0 = Instant::now();
    let mut app = app(Theme::plain());
    tool_turn(&mut app, t0);
    let terminal = screen(&mut app, 80, 24, t0 + ms(1700));
    let buf = terminal.backend().buffer();
    for cell in buf.content() {
        assert_eq!(cell.fg, ratatui::style::Color::Reset, "colored cell {cell:?}");
        assert_eq!(cell.bg, ratatui::style::Color::Reset, "colored cell {cell:?}");
    }
    let text = rows(&terminal).join("\n");
    for marker in [
        "✓ read_file src/main.rs",
        "✗ shell cargo build --quiet",
        "⊘ delete_file target",
        "› why does",
    ] {
        assert!(text.contains(marker), "{marker} missing:\n{text}");
    }
}

#[test]
fn answering_an_approval_reaches_the_gate_and_the_card_runs() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    tool_turn(&mut app, t0);
    let request = ApprovalRequest::new("c5", "shell", Risk::High, json!({"command": "cargo test"}), "risk:high");
    app.on_approval(request);
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert!(text.contains("? shell cargo test · awaiting approval"), "{text}");
    assert_eq!(
        app.on_terminal(key(crossterm::event::KeyCode::Char('a')), t0),
        vec![ouzel_tui::app::Effect::Approve {
            id: "c5".into(),
            answer: Approval::Session
        }]
    );
    let text = rows(&screen(&mut app, 80, 24, t0 + ms(300))).join("\n");
    assert!(text.contains("shell cargo test · running 0.3s"), "{text}");
    assert!(!text.contains("Allow shell?"), "{text}");
}

#[test]
fn a_long_transcript_scrolls_and_follows_again_at_the_end() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    let long: String = (1..=200).map(|i| format!("line {i}\n\n")).collect();
    feed(&mut app, t0, vec![AgentEvent::Text { text: long }]);
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert!(text.contains("line 200"), "{text}");
    app.on_terminal(key(crossterm::event::KeyCode::PageUp), t0);
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert!(!text.contains("line 200"), "{text}");
    assert!(text.contains("more lines (End to follow)"), "{text}");
    // New output does not move a scrolled view.
    let before = rows(&screen(&mut app, 80, 24, t0))[0].clone();
    feed(&mut app, t0, vec![AgentEvent::Notice { message: "more".into() }]);
    assert_eq!(rows(&screen(&mut app, 80, 24, t0))[0], before);
    app.on_terminal(key(crossterm::event::KeyCode::End), t0);
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert!(text.contains("· more"), "{text}");
}

#[test]
fn an_edit_waiting_for_approval_previews_its_change() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    app.on_terminal(crossterm::event::Event::Paste("rename it".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    let input = json!({"path": "src/main.rs", "old_string": "    run();", "new_string": "    start();"});
    feed(
        &mut app,
        t0,
        vec![AgentEvent::ToolCall {
            id: "e1".into(),
            name: "edit_file".into(),
            input: input.clone(),
            repaired: false,
            recovered: false,
        }],
    );
    app.on_approval(approval("e1", "edit_file", Risk::Medium, input).with_preview(
        "--- a/src/main.rs\n+++ b/src/main.rs\n@@ -1,3 +1,3 @@\n fn main() {\n-    run();\n+    start();\n }\n",
    ));
    let terminal = screen(&mut app, 80, 24, t0);
    let text = rows(&terminal).join("\n");
    assert!(
        text.contains("│ @@ -1,3 +1,3 @@\n│  fn main() {\n│ -    run();\n│ +    start();\n│  }"),
        "{text}"
    );
    assert!(text.contains("path: src/main.rs"), "{text}");
    assert!(
        !text.contains("old_string"),
        "the diff replaces the raw edit texts: {text}"
    );
    assert!(text.contains("? edit_file src/main.rs · awaiting approval"), "{text}");
    // Added and removed lines are colored like the diff in a finished card.
    let buf = terminal.backend().buffer();
    let color_of = |needle: &str| {
        let row = rows(&terminal).iter().position(|r| r.contains(needle)).unwrap();
        buf[(2, row as u16)].fg
    };
    assert_ne!(color_of("-    run();"), color_of("+    start();"));
    assert_ne!(color_of("-    run();"), ratatui::style::Color::Reset);
}

#[test]
fn a_long_change_waiting_for_approval_is_cut_to_fit_and_says_how_much_is_left() {
    let t0 = Instant::now();
    let mut app = app(Theme::colored());
    app.on_terminal(crossterm::event::Event::Paste("write it".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    let body: String = (1..=80).map(|i| format!("+line {i}\n")).collect();
    let diff = format!("--- a/big.txt\n+++ b/big.txt\n@@ -0,0 +1,80 @@\n{body}");
    app.on_approval(
        approval(
            "w9",
            "write_file",
            Risk::Medium,
            json!({"path": "big.txt", "content": "…"}),
        )
        .with_preview(diff),
    );
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    // 24 rows leave room for 6 lines of the change; the title and the answers stay visible.
    assert!(text.contains("+line 5") && !text.contains("+line 6"), "{text}");
    assert!(text.contains("… 75 more lines"), "{text}");
    assert!(
        text.contains("Allow write_file?") && text.contains("[y] yes once"),
        "{text}"
    );
    let text = rows(&screen(&mut app, 100, 60, t0)).join("\n");
    assert!(
        text.contains("+line 23") && text.contains("… 57 more lines"),
        "a tall screen shows more: {text}"
    );
}

#[test]
fn an_agent_called_as_a_tool_shows_its_work_indented_under_the_call() {
    let t0 = Instant::now();
    let mut app = app(Theme::plain());
    app.on_terminal(crossterm::event::Event::Paste("review it".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    feed(
        &mut app,
        t0,
        vec![
            AgentEvent::ToolCall {
                id: "a1".into(),
                name: "analyzer".into(),
                input: json!({"input": "src/lib.rs"}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec!["a1".into()],
                names: vec!["analyzer".into()],
            },
        ],
    );
    let nested = |event| Event {
        event,
        iteration: 1,
        total_tokens: 0,
        path: vec!["analyzer:a1".into()],
    };
    for e in [
        AgentEvent::ToolCall {
            id: "n1".into(),
            name: "read_file".into(),
            input: json!({"path": "src/lib.rs"}),
            repaired: false,
            recovered: false,
        },
        AgentEvent::ToolBatchStarted {
            ids: vec!["n1".into()],
            names: vec!["read_file".into()],
        },
        AgentEvent::ToolResult {
            id: "n1".into(),
            name: "read_file".into(),
            content: "pub fn f() {}".into(),
            is_error: false,
            cached: false,
            duration_ms: 2,
            metadata: None,
            diff: None,
        },
        AgentEvent::Text {
            text: "Looks fine.".into(),
        },
        finished(),
    ] {
        app.on_agent_event(&nested(e), t0);
    }
    // The nested run's end is not the turn's end.
    assert!(app.is_running());
    let text = rows(&screen(&mut app, 80, 24, t0 + ms(500))).join("\n");
    assert!(text.contains("analyzer src/lib.rs · running 0.5s"), "{text}");
    assert!(text.contains("\n  ✓ read_file src/lib.rs · 2 ms"), "{text}");
    assert!(text.contains("\n  Looks fine."), "{text}");
}

#[test]
fn consecutive_retries_update_one_notice_instead_of_stacking() {
    let t0 = Instant::now();
    let mut app = app(Theme::plain());
    app.on_terminal(crossterm::event::Event::Paste("hi".into()), t0);
    app.on_terminal(key(crossterm::event::KeyCode::Enter), t0);
    let retry = |attempt: u32| AgentEvent::LlmError {
        error_type: "rate_limited".into(),
        message: "rate limited (429)".into(),
        retryable: true,
        attempt,
        delay_ms: 1000 * u64::from(attempt),
    };
    let waiting = || AgentEvent::StateChanged {
        state: ouzel::core::RunState::WaitingForModel,
    };
    feed(
        &mut app,
        t0,
        vec![retry(1), waiting(), retry(2), waiting(), retry(3), waiting()],
    );
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert_eq!(text.matches("rate limited (429)").count(), 1, "{text}");
    assert!(text.contains("retrying in 3.0s (attempt 3)"), "{text}");
    // A retry after the answer went on is news again: it gets its own line.
    feed(
        &mut app,
        t0,
        vec![AgentEvent::Text { text: "partial".into() }, retry(1)],
    );
    let text = rows(&screen(&mut app, 80, 24, t0)).join("\n");
    assert_eq!(text.matches("rate limited (429)").count(), 2, "{text}");
}
