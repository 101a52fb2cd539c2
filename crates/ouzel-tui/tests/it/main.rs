//! ouzel-tui integration tests: whole screens drawn from agent events under ratatui's test
//! backend, pinned with insta snapshots, and the key handling a user relies on.
#![allow(clippy::unwrap_used, missing_docs, unreachable_pub)]

mod docs;
mod keys;
mod screens;

use ouzel::core::{SessionId, TokenUsage};
use ouzel::{AgentEvent, Event};
use ouzel_tui::app::App;
use ouzel_tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::{Duration, Instant};

/// A top-level event.
pub fn ev(event: AgentEvent) -> Event {
    Event {
        event,
        iteration: 1,
        total_tokens: 0,
        path: Vec::new(),
    }
}

/// An app with a fixed status line, as after `session_started`.
pub fn app(theme: Theme) -> App {
    let mut app = App::new(theme);
    app.status.model = "openai/gpt-4o".into();
    app.status.workspace = "/work/demo".into();
    app.status.session_id = "0193f2a1-7c3e-7b11-9d2e-aa55".into();
    app.status.session_short = Some("0193f2a1".into());
    app.status.context_window = Some(128_000);
    // The real tools' definitions: cards show each call's key argument from them.
    let tools = ouzel::builtin_tools(&ouzel::Config::default(), &ouzel::RunOptions::new("."));
    app.set_tools(tools.list());
    app
}

/// Feeds events at `t0`.
pub fn feed(app: &mut App, t0: Instant, events: Vec<AgentEvent>) {
    for e in events {
        app.on_agent_event(&ev(e), t0);
    }
}

/// The screen at `now`, `w`×`h`.
pub fn screen(app: &mut App, w: u16, h: u16, now: Instant) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| ouzel_tui::view::draw(f, app, now)).unwrap();
    terminal
}

/// The screen's text, one string per row, trailing spaces cut.
pub fn rows(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect()
}

pub fn usage(input: u64, output: u64, cost: f64) -> TokenUsage {
    TokenUsage {
        input_tokens: input,
        output_tokens: output,
        cost_usd: Some(cost),
        ..TokenUsage::default()
    }
}

pub fn finished() -> AgentEvent {
    AgentEvent::Finished {
        reason: ouzel::FinishReason::Completed,
        usage: usage(1200, 300, 0.0061),
        session_id: SessionId::new("0193f2a1-7c3e-7b11-9d2e-aa55"),
        cache_hits: 0,
        cache_misses: 0,
    }
}

pub fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}
