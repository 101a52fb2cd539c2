//! Frame times of the terminal UI: a 10,000-line transcript scrolled page by page, an answer
//! streamed at its end, and a key press drawn. Frames go through the real crossterm backend into
//! a sink, so layout, buffer diffing and escape-sequence output are all measured.
//!
//! `cargo run --release -p ouzel-tui --bin tui-bench`

use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use ouzel::core::SessionId;
use ouzel::{AgentEvent, Event};
use ouzel_tui::app::App;
use ouzel_tui::theme::Theme;
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use serde_json::json;
use std::time::{Duration, Instant};

const WIDTH: u16 = 120;
const HEIGHT: u16 = 40;

fn ev(event: AgentEvent) -> Event {
    Event {
        event,
        iteration: 1,
        total_tokens: 0,
        path: Vec::new(),
    }
}

fn answer(i: usize) -> String {
    format!(
        "## Step {i}\n\nI looked at `src/module_{i}.rs` and found **two** problems:\n\n\
         1. the parser drops the last token when the input ends without a newline, which \
         breaks every file that editors save without one;\n\
         2. errors lose their line numbers.\n\n\
         ```rust\nfn parse(input: &str) -> Result<Vec<Token>, Error> {{\n    let mut out = Vec::new();\n    \
         for (line, text) in input.lines().enumerate() {{\n        out.extend(lex(text).map_err(|e| e.at(line))?);\n    }}\n    \
         Ok(out)\n}}\n```\n\n> Note: the fix keeps the public API unchanged.\n\n\
         | file | change |\n| --- | --- |\n| src/lex.rs | +12 −3 |\n| src/parse.rs | +4 −1 |\n"
    )
}

fn build_transcript(app: &mut App, lines: usize) {
    let t0 = Instant::now();
    let diff =
        "--- a/src/parse.rs\n+++ b/src/parse.rs\n@@ -10,4 +10,4 @@\n fn parse() {\n-    old();\n+    new();\n }\n";
    let mut i = 0;
    while app.layout(WIDTH, t0) < lines {
        i += 1;
        app.transcript.push(
            ouzel_tui::transcript::CellKind::User(format!("please fix module {i}")),
            0,
        );
        for e in [
            AgentEvent::ToolCall {
                id: ouzel::core::ToolCallId::new(format!("r{i}")),
                name: "read_file".into(),
                input: json!({"path": format!("src/module_{i}.rs")}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolResult {
                id: ouzel::core::ToolCallId::new(format!("r{i}")),
                name: "read_file".into(),
                content: "fn main() {}\n".repeat(40),
                is_error: false,
                cached: false,
                duration_ms: 2,
                metadata: None,
                diff: None,
            },
            AgentEvent::ToolCall {
                id: ouzel::core::ToolCallId::new(format!("e{i}")),
                name: "edit_file".into(),
                input: json!({"path": format!("src/module_{i}.rs")}),
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolResult {
                id: ouzel::core::ToolCallId::new(format!("e{i}")),
                name: "edit_file".into(),
                content: diff.into(),
                is_error: false,
                cached: false,
                duration_ms: 3,
                metadata: None,
                diff: Some(diff.into()),
            },
            AgentEvent::Text { text: answer(i) },
        ] {
            app.on_agent_event(&ev(e), t0);
        }
    }
}

fn terminal() -> Terminal<CrosstermBackend<std::io::Sink>> {
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let options = TerminalOptions {
        viewport: Viewport::Fixed(area),
    };
    match Terminal::with_options(CrosstermBackend::new(std::io::sink()), options) {
        Ok(t) => t,
        Err(e) => panic!("terminal: {e}"),
    }
}

fn frame(term: &mut Terminal<CrosstermBackend<std::io::Sink>>, app: &mut App) -> Duration {
    let start = Instant::now();
    let now = Instant::now();
    if let Err(e) = term.draw(|f| ouzel_tui::view::draw(f, app, now)) {
        panic!("draw: {e}");
    }
    start.elapsed()
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let pick = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{name:<44} frames {:>5}  median {:>8.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
        times.len(),
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.99).as_secs_f64() * 1e3,
        pick(1.0).as_secs_f64() * 1e3
    );
}

fn key(code: KeyCode) -> TermEvent {
    TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn main() {
    let mut app = App::new(Theme::colored());
    app.status.model = "openai/gpt-4o".into();
    app.status.session_id = SessionId::generate().to_string();
    app.status.workspace = "/work/demo".into();
    let start = Instant::now();
    build_transcript(&mut app, 10_000);
    let built = start.elapsed();
    let total = app.transcript.total_height();
    println!(
        "transcript: {} cells, {total} lines at {WIDTH} columns (built and laid out in {:.1} ms)",
        app.transcript.len(),
        built.as_secs_f64() * 1e3
    );

    // A resize lays out everything again.
    let start = Instant::now();
    app.layout(WIDTH - 1, Instant::now());
    println!("relayout after a resize: {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
    app.layout(WIDTH, Instant::now());

    let mut term = terminal();
    frame(&mut term, &mut app);

    // Scroll from the bottom to the top a page at a time, then back down.
    let mut times = Vec::new();
    while app.scroll_top != Some(0) {
        app.on_terminal(key(KeyCode::PageUp), Instant::now());
        times.push(frame(&mut term, &mut app));
    }
    while app.scroll_top.is_some() {
        app.on_terminal(key(KeyCode::PageDown), Instant::now());
        times.push(frame(&mut term, &mut app));
    }
    report("scroll a 10,000-line transcript by pages", times);

    let mut times = Vec::new();
    for _ in 0..300 {
        app.on_terminal(
            TermEvent::Key(KeyEvent::new(KeyCode::Up, KeyModifiers::SHIFT)),
            Instant::now(),
        );
        times.push(frame(&mut term, &mut app));
    }
    report("scroll by lines (Shift+Up)", times);
    app.on_terminal(key(KeyCode::End), Instant::now());

    // Stream a long answer at the end, one frame per delta (the driver coalesces deltas into
    // at most one frame per 16 ms, so this is the worst case).
    let text = answer(0).repeat(12);
    let mut times = Vec::new();
    for piece in text.as_bytes().chunks(16) {
        app.on_agent_event(
            &ev(AgentEvent::TextDelta {
                text: String::from_utf8_lossy(piece).into_owned(),
            }),
            Instant::now(),
        );
        times.push(frame(&mut term, &mut app));
    }
    report(
        &format!("stream a {}-byte answer, a frame per delta", text.len()),
        times,
    );

    // A key press: handled and drawn.
    let mut times = Vec::new();
    for c in "fix the failing test in src/parse.rs and run the suite again "
        .chars()
        .cycle()
        .take(500)
    {
        let start = Instant::now();
        app.on_terminal(key(KeyCode::Char(c)), Instant::now());
        let now = Instant::now();
        if let Err(e) = term.draw(|f| ouzel_tui::view::draw(f, &mut app, now)) {
            panic!("draw: {e}");
        }
        times.push(start.elapsed());
    }
    report("key press to frame", times);
}
