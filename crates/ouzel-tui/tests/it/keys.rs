//! What keys do: cancel, exit, queue, commands, approvals.

use super::*;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use ouzel::core::{Approval, Risk};
use ouzel_tui::app::{Effect, PickerItem, PickerKind, Turn};
use ouzel_tui::approval::ApprovalRequest;
use ouzel_tui::commands::Command;
use serde_json::json;

fn press(app: &mut App, code: KeyCode, mods: KeyModifiers) -> Vec<Effect> {
    app.on_terminal(TermEvent::Key(KeyEvent::new(code, mods)), Instant::now())
}

fn ctrl(app: &mut App, c: char) -> Vec<Effect> {
    press(app, KeyCode::Char(c), KeyModifiers::CONTROL)
}

fn approve(id: &str, answer: Approval) -> Effect {
    Effect::Approve { id: id.into(), answer }
}

fn type_line(app: &mut App, text: &str) -> Vec<Effect> {
    for c in text.chars() {
        press(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
    press(app, KeyCode::Enter, KeyModifiers::NONE)
}

#[test]
fn enter_sends_the_prompt_and_the_turn_starts() {
    let mut a = app(Theme::plain());
    assert_eq!(type_line(&mut a, "hello"), vec![Effect::Run("hello".into())]);
    assert!(a.is_running());
    assert!(a.input.is_empty());
}

#[test]
fn ctrl_c_cancels_a_running_turn_and_twice_at_an_idle_prompt_exits() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "hello");
    assert_eq!(ctrl(&mut a, 'c'), vec![Effect::Cancel]);
    assert!(matches!(a.turn, Turn::Running { cancelling: true, .. }));
    feed(&mut a, Instant::now(), vec![AgentEvent::Cancelled, finished()]);
    assert!(!a.is_running());
    // Idle: the first Ctrl-C clears the prompt and arms, the second exits.
    type_line_no_enter(&mut a, "draft");
    assert!(ctrl(&mut a, 'c').is_empty());
    assert!(a.input.is_empty());
    assert!(a.quit_armed);
    assert_eq!(ctrl(&mut a, 'c'), vec![Effect::Quit]);
}

fn type_line_no_enter(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
}

#[test]
fn another_key_disarms_the_exit() {
    let mut a = app(Theme::plain());
    ctrl(&mut a, 'c');
    press(&mut a, KeyCode::Char('x'), KeyModifiers::NONE);
    assert!(!a.quit_armed);
    assert!(ctrl(&mut a, 'c').is_empty());
}

#[test]
fn esc_cancels_the_turn_and_drops_waiting_questions() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "go");
    let request = ApprovalRequest::new("c1", "shell", Risk::High, json!({"command": "ls"}), "risk:high");
    assert!(a.on_approval(request).is_empty());
    // Cancelling the turn ends the gate's wait; no answer is sent for the dropped question.
    assert_eq!(press(&mut a, KeyCode::Esc, KeyModifiers::NONE), vec![Effect::Cancel]);
    assert!(a.approvals.is_empty());
}

#[test]
fn ctrl_d_on_an_empty_idle_prompt_exits() {
    let mut a = app(Theme::plain());
    assert_eq!(ctrl(&mut a, 'd'), vec![Effect::Quit]);
}

#[test]
fn messages_typed_during_a_turn_are_sent_after_it() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "first");
    assert!(type_line(&mut a, "second").is_empty());
    assert_eq!(a.queued.len(), 1);
    let effects = a.on_agent_event(&ev(finished()), Instant::now());
    assert_eq!(effects, vec![Effect::Run("second".into())]);
    assert!(a.is_running());
}

#[test]
fn no_with_a_message_sends_the_message_to_the_gate_and_keeps_the_draft() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "go");
    type_line_no_enter(&mut a, "half-typed");
    let request = ApprovalRequest::new("c1", "move_file", Risk::High, json!({"source": "a"}), "risk:high");
    a.on_approval(request);
    press(&mut a, KeyCode::Char('m'), KeyModifiers::NONE);
    assert!(a.approval_message);
    assert!(a.input.is_empty());
    assert_eq!(
        type_line(&mut a, "use git mv"),
        vec![approve("c1", Approval::DenyWithMessage("use git mv".into()))]
    );
    assert_eq!(a.input.text(), "half-typed");
}

#[test]
fn trust_at_a_medium_prompt_turns_trust_on_and_runs_the_call() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "go");
    let request = ApprovalRequest::new("c1", "edit_file", Risk::Medium, json!({"path": "a"}), "risk:medium");
    a.on_approval(request);
    let effects = press(&mut a, KeyCode::Char('t'), KeyModifiers::NONE);
    assert_eq!(effects, vec![Effect::SetTrust(true), approve("c1", Approval::Once)]);
    assert!(a.status.trust);
    // High-risk prompts offer no trust: `t` does nothing there.
    let request = ApprovalRequest::new("c2", "shell", Risk::High, json!({"command": "ls"}), "risk:high");
    a.on_approval(request);
    assert!(press(&mut a, KeyCode::Char('t'), KeyModifiers::NONE).is_empty());
    assert_eq!(
        press(&mut a, KeyCode::Char('y'), KeyModifiers::NONE),
        vec![approve("c2", Approval::Once)]
    );
}

#[test]
fn slash_commands_become_effects_or_answers() {
    let mut a = app(Theme::plain());
    assert_eq!(type_line(&mut a, "/new"), vec![Effect::Command(Command::New)]);
    assert_eq!(
        type_line(&mut a, "/model anthropic/claude-sonnet-4-5"),
        vec![Effect::Command(Command::Model(Some(
            "anthropic/claude-sonnet-4-5".into()
        )))]
    );
    assert_eq!(type_line(&mut a, "/trust"), vec![Effect::SetTrust(true)]);
    assert_eq!(type_line(&mut a, "/quit"), vec![Effect::Quit]);
    assert!(type_line(&mut a, "/help").is_empty());
    let text = rows(&screen(&mut a, 100, 40, Instant::now())).join("\n");
    assert!(text.contains("/resume [ID]"), "{text}");
    assert!(type_line(&mut a, "/bogus").is_empty());
    let text = rows(&screen(&mut a, 100, 40, Instant::now())).join("\n");
    assert!(
        text.contains("unknown command /bogus; /help lists the commands"),
        "{text}"
    );
    // A path is a message, not a command.
    assert_eq!(
        type_line(&mut a, "/tmp is full"),
        vec![Effect::Run("/tmp is full".into())]
    );
    // Switching sessions mid-turn is refused with a reason.
    assert!(type_line(&mut a, "/new").is_empty());
}

#[test]
fn cost_shows_tokens_and_dollars_of_the_session() {
    let mut a = app(Theme::plain());
    type_line(&mut a, "go");
    a.on_agent_event(&ev(finished()), Instant::now());
    type_line(&mut a, "/cost");
    let text = rows(&screen(&mut a, 80, 24, Instant::now())).join("\n");
    assert!(text.contains("input tokens         1200"), "{text}");
    assert!(text.contains("cost                 $0.0061"), "{text}");
    assert!(text.contains("$0.0061"), "status line shows the cost: {text}");
}

#[test]
fn a_picker_filters_by_typing_and_enter_chooses() {
    let mut a = app(Theme::plain());
    let item = |v: &str| PickerItem {
        label: v.into(),
        detail: String::new(),
        value: v.into(),
    };
    a.open_picker(
        PickerKind::Model,
        "Switch model",
        vec![
            item("openai/gpt-4o"),
            item("openai/gpt-4o-mini"),
            item("anthropic/claude-sonnet-4-5"),
        ],
    );
    type_line_no_enter(&mut a, "claude");
    let effects = press(&mut a, KeyCode::Enter, KeyModifiers::NONE);
    assert_eq!(
        effects,
        vec![Effect::Command(Command::Model(Some(
            "anthropic/claude-sonnet-4-5".into()
        )))]
    );
    assert!(a.picker.is_none());
    a.open_picker(PickerKind::Session, "Resume", vec![item("s1"), item("s2")]);
    press(&mut a, KeyCode::Down, KeyModifiers::NONE);
    assert_eq!(
        press(&mut a, KeyCode::Enter, KeyModifiers::NONE),
        vec![Effect::Command(Command::Resume(Some("s2".into())))]
    );
}

#[test]
fn resumed_history_shows_messages_and_tool_calls() {
    use ouzel::core::{ContentBlock, Message, Role, ToolCallId};
    let mut a = app(Theme::plain());
    let history = vec![
        Message::user("count the lines"),
        Message::new(
            Role::Assistant,
            vec![ContentBlock::ToolUse {
                id: ToolCallId::new("t1"),
                name: "shell".into(),
                input: json!({"command": "wc -l small.txt"}),
            }],
        ),
        Message::new(
            Role::User,
            vec![ContentBlock::tool_result(ToolCallId::new("t1"), "2 small.txt", false)],
        ),
        Message::assistant("small.txt has **2** lines."),
    ];
    a.load_history(&history);
    let text = rows(&screen(&mut a, 80, 24, Instant::now())).join("\n");
    assert!(text.contains("› count the lines"), "{text}");
    assert!(text.contains("✓ shell wc -l small.txt"), "{text}");
    assert!(text.contains("small.txt has 2 lines."), "{text}");
}

#[test]
fn a_question_after_the_turn_was_cancelled_is_answered_no_at_once() {
    let mut a = app(Theme::plain());
    let request = ApprovalRequest::new("c1", "shell", Risk::High, json!({"command": "ls"}), "risk:high");
    assert_eq!(a.on_approval(request), vec![approve("c1", Approval::Deny)]);
    type_line(&mut a, "go");
    ctrl(&mut a, 'c');
    let request = ApprovalRequest::new("c2", "shell", Risk::High, json!({"command": "ls"}), "risk:high");
    assert_eq!(a.on_approval(request), vec![approve("c2", Approval::Deny)]);
    assert!(a.approvals.is_empty());
}

#[test]
fn shift_tab_and_slash_plan_switch_plan_mode_and_a_finished_plan_is_offered() {
    use ouzel::core::SessionMode;
    use ouzel_tui::app::PLAN_ACCEPTED;
    let mut a = app(Theme::plain());
    assert_eq!(
        press(&mut a, KeyCode::BackTab, KeyModifiers::SHIFT),
        vec![Effect::SetMode(SessionMode::Plan)]
    );
    assert_eq!(
        type_line(&mut a, "/plan off"),
        vec![Effect::SetMode(SessionMode::Default)]
    );
    assert_eq!(type_line(&mut a, "/plan"), vec![Effect::SetMode(SessionMode::Plan)]);
    assert_eq!(type_line(&mut a, "plan it"), vec![Effect::Run("plan it".into())]);
    feed(&mut a, Instant::now(), vec![finished()]);
    assert!(a.plan_offer);
    let text = rows(&screen(&mut a, 100, 20, Instant::now())).join("\n");
    assert!(text.contains("Plan ready · y: carry it out"), "{text}");
    // Typing something else refines the plan instead: the offer goes, the key is typed.
    press(&mut a, KeyCode::Char('m'), KeyModifiers::NONE);
    assert!(!a.plan_offer);
    assert_eq!(a.input.text(), "m");
    a.input.clear();
    assert_eq!(type_line(&mut a, "again"), vec![Effect::Run("again".into())]);
    feed(&mut a, Instant::now(), vec![finished()]);
    assert_eq!(
        press(&mut a, KeyCode::Char('y'), KeyModifiers::NONE),
        vec![Effect::SetMode(SessionMode::Default), Effect::Run(PLAN_ACCEPTED.into())]
    );
    assert_eq!(a.status.mode, SessionMode::Default);
    // Out of plan mode, a finished turn offers nothing.
    feed(&mut a, Instant::now(), vec![finished()]);
    assert!(!a.plan_offer);
}

#[test]
fn the_todo_list_is_pinned_above_the_prompt_and_updated_in_place() {
    use ouzel::core::{TodoItem, TodoStatus};
    let mut a = app(Theme::plain());
    let items = |second: TodoStatus| {
        vec![
            TodoItem::new("read the parser", TodoStatus::Done),
            TodoItem::new("fix the bug", second),
        ]
    };
    feed(
        &mut a,
        Instant::now(),
        vec![AgentEvent::PlanUpdated {
            items: items(TodoStatus::InProgress),
        }],
    );
    let text = rows(&screen(&mut a, 60, 16, Instant::now()));
    let prompt = text.iter().position(|r| r.starts_with("› ")).unwrap();
    assert_eq!(text[prompt - 4], "Todo 1/2 done");
    assert_eq!(text[prompt - 3], "  ✓ read the parser");
    assert_eq!(text[prompt - 2], "  ▸ fix the bug");
    feed(
        &mut a,
        Instant::now(),
        vec![AgentEvent::PlanUpdated {
            items: items(TodoStatus::Done),
        }],
    );
    let text = rows(&screen(&mut a, 60, 16, Instant::now())).join("\n");
    assert_eq!(text.matches("Todo ").count(), 1, "replaced, not stacked:\n{text}");
    assert!(
        text.contains("Todo 2/2 done") && text.contains("✓ fix the bug"),
        "{text}"
    );
}

fn custom(name: &str, hint: Option<&str>, skill: bool) -> ouzel_tui::commands::Custom {
    ouzel_tui::commands::Custom {
        name: name.into(),
        hint: hint.map(str::to_owned),
        description: format!("what {name} does"),
        skill,
        path: format!("/p/{name}.md"),
    }
}

#[test]
fn a_custom_command_or_skill_runs_by_name_and_waits_for_a_running_turn() {
    let mut a = app(Theme::plain());
    a.set_custom(vec![
        custom("fix", Some("[issue]"), false),
        custom("pdf", Some("[request]"), true),
        custom("help", None, false),
    ]);
    assert_eq!(
        type_line(&mut a, "/fix 42 now"),
        vec![Effect::Invoke {
            name: "fix".into(),
            args: "42 now".into(),
            line: "/fix 42 now".into()
        }]
    );
    assert!(!a.is_running(), "the driver starts the turn once the command is read");
    assert_eq!(
        a.start_invoked("/fix 42 now".into(), "Fix issue 42".into(), Instant::now()),
        vec![Effect::Run("Fix issue 42".into())]
    );
    assert!(a.is_running());
    assert!(
        type_line(&mut a, "/pdf fill it").is_empty(),
        "queued while the turn runs"
    );
    let effects = a.on_agent_event(&ev(finished()), Instant::now());
    assert_eq!(
        effects,
        vec![Effect::Invoke {
            name: "pdf".into(),
            args: "fill it".into(),
            line: "/pdf fill it".into()
        }]
    );
    // A built-in keeps its name; help lists the custom commands with their hints.
    assert!(type_line(&mut a, "/help").is_empty());
    let text = rows(&screen(&mut a, 100, 60, Instant::now())).join("\n");
    assert!(
        text.contains("/fix [issue]") && text.contains("what fix does"),
        "{text}"
    );
    assert!(type_line(&mut a, "/skills").is_empty());
    let text = rows(&screen(&mut a, 100, 60, Instant::now())).join("\n");
    assert!(text.contains("/pdf") && text.contains("(/p/pdf.md)"), "{text}");
}

#[test]
fn tab_completes_a_slash_command_or_lists_the_candidates() {
    let mut a = app(Theme::plain());
    a.set_custom(vec![custom("review", None, false), custom("release-notes", None, true)]);
    type_line_no_enter(&mut a, "/rev");
    press(&mut a, KeyCode::Tab, KeyModifiers::NONE);
    assert_eq!(a.input.text(), "/review ");
    a.input.clear();
    type_line_no_enter(&mut a, "/rel");
    press(&mut a, KeyCode::Tab, KeyModifiers::NONE);
    assert_eq!(a.input.text(), "/release-notes ");
    a.input.clear();
    type_line_no_enter(&mut a, "/re");
    press(&mut a, KeyCode::Tab, KeyModifiers::NONE);
    assert_eq!(a.input.text(), "/re", "no longer common start");
    let text = rows(&screen(&mut a, 100, 30, Instant::now())).join("\n");
    assert!(text.contains("/resume  /rewind  /review  /release-notes"), "{text}");
}

#[test]
fn esc_twice_at_an_empty_idle_prompt_asks_for_the_rewind_picker_then_turn_then_what() {
    use ouzel_tui::commands::RewindChoice;
    let mut a = app(Theme::plain());
    assert!(press(&mut a, KeyCode::Esc, KeyModifiers::NONE).is_empty());
    // Another key in between disarms it.
    press(&mut a, KeyCode::Char('x'), KeyModifiers::NONE);
    press(&mut a, KeyCode::Backspace, KeyModifiers::NONE);
    assert!(press(&mut a, KeyCode::Esc, KeyModifiers::NONE).is_empty());
    let rewind = Command::Rewind {
        turn: None,
        scope: None,
    };
    assert_eq!(
        press(&mut a, KeyCode::Esc, KeyModifiers::NONE),
        vec![Effect::Command(rewind.clone())]
    );
    assert_eq!(type_line(&mut a, "/rewind"), vec![Effect::Command(rewind)]);

    // The driver lists the turns; choosing one asks what to rewind, in the app alone.
    let turn = |n: &str, detail: &str| PickerItem {
        label: format!("{n}  prompt {n}"),
        detail: detail.into(),
        value: n.into(),
    };
    a.open_picker(
        PickerKind::RewindTurn,
        "Rewind to just before a turn",
        vec![
            turn("2", "1 modified, 0 created, 0 deleted: a.rs"),
            turn("1", "no file changes"),
        ],
    );
    assert!(press(&mut a, KeyCode::Enter, KeyModifiers::NONE).is_empty());
    let picker = a.picker.as_ref().expect("a second picker");
    assert_eq!(picker.kind, PickerKind::RewindScope(2));
    let labels: Vec<&str> = picker.items.iter().map(|i| i.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "code and conversation",
            "code only (the files)",
            "conversation only (the messages)"
        ]
    );
    press(&mut a, KeyCode::Down, KeyModifiers::NONE);
    assert_eq!(
        press(&mut a, KeyCode::Enter, KeyModifiers::NONE),
        vec![Effect::Command(Command::Rewind {
            turn: Some(2),
            scope: Some(RewindChoice::Code)
        })]
    );

    // While a turn runs, Esc cancels it and /rewind waits.
    type_line(&mut a, "go");
    assert_eq!(press(&mut a, KeyCode::Esc, KeyModifiers::NONE), vec![Effect::Cancel]);
    assert!(type_line(&mut a, "/rewind").is_empty());
}
