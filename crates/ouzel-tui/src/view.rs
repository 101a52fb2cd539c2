//! Drawing: the transcript, the approval prompt (or the offer to carry out a plan), the pinned
//! todo list, the activity line, the prompt editor and the status line, from the [`App`] state. Nothing here changes what the app decided.

use crate::app::{App, Turn, short_count};
use crate::transcript::{diff_body, diff_style, format_ms, more_lines, room_for, spinner};
use crate::wrap::{display_width, truncate, wrap_line};
use ouzel::core::{Risk, RunState, SessionMode, TodoStatus};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};
use serde_json::Value;
use std::time::Instant;

/// Most rows the prompt editor grows to before it scrolls.
const MAX_INPUT_ROWS: u16 = 8;
/// Lines of an edit's preview in the approval prompt.
/// Most rows of the pinned todo list (its heading included).
const MAX_TODO_ROWS: usize = 8;
/// Columns of the prompt marker (`› `).
const PROMPT_COLS: u16 = 2;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &mut App, now: Instant) {
    let area = frame.area();
    if area.width < 4 || area.height < 4 {
        return;
    }
    let input_width = area.width.saturating_sub(PROMPT_COLS).max(1);
    let input_rows = app.input.height(input_width).clamp(1, MAX_INPUT_ROWS);
    let mut approval = approval_lines(app, area.width, area.height);
    if approval.is_empty() {
        approval = plan_offer_lines(app);
    }
    // The prompt and the status line always stay; the approval panel gives way on tiny screens,
    // and the todo list before it.
    let approval_rows = (approval.len() as u16).min(area.height.saturating_sub(input_rows + 3));
    let todos = todo_lines(app, area.width);
    let todo_rows = (todos.len() as u16).min(area.height.saturating_sub(input_rows + 3 + approval_rows));
    let [transcript, panel, todo_panel, activity, input, status] = Layout::vertical([
        Constraint::Min(1),
        Constraint::Length(approval_rows),
        Constraint::Length(todo_rows),
        Constraint::Length(1),
        Constraint::Length(input_rows),
        Constraint::Length(1),
    ])
    .areas(area);

    draw_transcript(frame, app, transcript, now);
    if approval_rows > 0 {
        let skip = approval.len().saturating_sub(usize::from(approval_rows));
        draw_lines(frame, panel, &approval[skip..]);
    }
    if todo_rows > 0 {
        draw_lines(frame, todo_panel, &todos[..usize::from(todo_rows)]);
    }
    draw_activity(frame, app, activity, now);
    draw_input(frame, app, input);
    draw_status(frame, app, status);
    if app.picker.is_some() {
        draw_picker(frame, app, area);
    }
}

/// The model's todo list, pinned above the prompt and replaced in place by each update: a
/// heading with the count done, then the items (finished ones give way first when there are
/// more than fit).
fn todo_lines(app: &App, width: u16) -> Vec<Line<'static>> {
    if app.todos.is_empty() {
        return Vec::new();
    }
    let theme = &app.theme;
    let width = usize::from(width);
    let done = app.todos.iter().filter(|i| i.status == TodoStatus::Done).count();
    let room = MAX_TODO_ROWS - 1;
    let skip = app.todos.len().saturating_sub(room).min(done);
    let heading = format!("Todo {done}/{} done", app.todos.len());
    let heading = if skip > 0 {
        format!("{heading} ({skip} finished not shown)")
    } else {
        heading
    };
    let mut out = vec![Line::from(Span::styled(truncate(&heading, width), theme.strong()))];
    // Order kept: drop the first `skip` finished items, keep everything else where it was.
    let mut dropped = 0;
    for item in &app.todos {
        if item.status == TodoStatus::Done && dropped < skip {
            dropped += 1;
            continue;
        }
        let (mark, style) = match item.status {
            TodoStatus::Done => ("✓", theme.dim()),
            TodoStatus::InProgress => ("▸", theme.accent()),
            TodoStatus::Pending => ("○", Style::default()),
        };
        let text = truncate(&format!("  {mark} {}", item.content), width);
        out.push(Line::from(Span::styled(text, style)));
        if out.len() == MAX_TODO_ROWS {
            break;
        }
    }
    out
}

/// After a plan-mode turn: the offer to carry the plan out.
fn plan_offer_lines(app: &App) -> Vec<Line<'static>> {
    if !app.plan_offer {
        return Vec::new();
    }
    let theme = &app.theme;
    vec![Line::from(vec![
        Span::styled("Plan ready · ", theme.accent()),
        Span::styled("y", theme.strong()),
        Span::raw(": carry it out (leaves plan mode) · "),
        Span::styled("n", theme.strong()),
        Span::raw(": keep planning, or type to refine it"),
    ])]
}

fn draw_lines(frame: &mut Frame<'_>, area: Rect, lines: &[Line<'_>]) {
    let buf = frame.buffer_mut();
    for (row, line) in lines.iter().take(usize::from(area.height)).enumerate() {
        buf.set_line(area.x, area.y + row as u16, line, area.width);
    }
}

fn draw_transcript(frame: &mut Frame<'_>, app: &mut App, area: Rect, now: Instant) {
    let total = app.layout(area.width, now);
    let height = usize::from(area.height);
    app.view_height = height;
    let max_top = total.saturating_sub(height);
    let top = app.scroll_top.map_or(max_top, |t| t.min(max_top));
    let lines = app.transcript.visible(top, height);
    draw_lines(frame, area, &lines);
}

fn draw_activity(frame: &mut Frame<'_>, app: &App, area: Rect, now: Instant) {
    let theme = &app.theme;
    let mut spans: Vec<Span<'static>> = Vec::new();
    match app.turn {
        Turn::Running {
            since,
            state,
            cancelling,
        } => {
            let elapsed = now.saturating_duration_since(since);
            let waiting;
            let what = if cancelling {
                "cancelling"
            } else if app.waiting_for_servers {
                waiting = format!("waiting for MCP servers: {}", app.status.mcp_starting.join(", "));
                &waiting
            } else if !app.approvals.is_empty() {
                "waiting for your answer"
            } else {
                match state {
                    RunState::WaitingForModel => "thinking",
                    RunState::Streaming => "writing",
                    RunState::RunningTools => "running tools",
                    RunState::AwaitingApproval => "waiting for your answer",
                    RunState::Done => "finishing",
                }
            };
            spans.push(Span::styled(format!("{} ", spinner(elapsed)), theme.accent()));
            spans.push(Span::styled(
                format!("{what} · {}", format_ms(elapsed.as_millis() as u64)),
                theme.strong(),
            ));
            if app.waiting_for_servers {
                spans.push(Span::styled(" · ctrl+s to send now", theme.dim()));
            }
            spans.push(Span::styled(" · esc to interrupt", theme.dim()));
            if !app.queued.is_empty() {
                spans.push(Span::styled(format!(" · {} queued", app.queued.len()), theme.dim()));
            }
        }
        Turn::Idle if app.quit_armed => {
            spans.push(Span::styled("press Ctrl-C again to exit", theme.warn()));
        }
        Turn::Idle if !app.status.mcp_starting.is_empty() => {
            spans.push(Span::styled(
                format!("MCP servers starting: {}", app.status.mcp_starting.join(", ")),
                theme.dim(),
            ));
        }
        Turn::Idle => {}
    }
    if let Some(top) = app.scroll_top {
        let below = app.transcript.total_height().saturating_sub(top + app.view_height);
        if !spans.is_empty() {
            spans.push(Span::styled(" · ", theme.dim()));
        }
        spans.push(Span::styled(
            format!("↓ {} (End to follow)", more_lines(below)),
            theme.accent(),
        ));
    }
    let used: usize = spans.iter().map(|s| display_width(&s.content)).sum();
    let width = usize::from(area.width);
    let line_spans = if spans.is_empty() {
        vec![Span::styled("─".repeat(width), theme.rule())]
    } else {
        let mut v = vec![Span::styled("─ ", theme.rule())];
        v.extend(spans);
        let fill = width.saturating_sub(used + 3);
        if fill > 0 {
            v.push(Span::styled(format!(" {}", "─".repeat(fill)), theme.rule()));
        }
        v
    };
    let line = Line::from(line_spans);
    frame.buffer_mut().set_line(area.x, area.y, &line, area.width);
}

fn draw_input(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let theme = &app.theme;
    let text_area = Rect {
        x: area.x + PROMPT_COLS,
        width: area.width.saturating_sub(PROMPT_COLS),
        ..area
    };
    let (lines, (col, row)) = app.input.render(text_area.width.max(1), theme);
    // Keep the cursor's row on screen when the text is taller than the box.
    let skip = row.saturating_sub(area.height.saturating_sub(1));
    let marker = if app.approval_message { "✎ " } else { "› " };
    let buf = frame.buffer_mut();
    buf.set_line(
        area.x,
        area.y,
        &Line::from(Span::styled(marker, theme.accent())),
        PROMPT_COLS,
    );
    if app.input.is_empty() {
        let hint = if app.approval_message {
            "why not? the model reads this (Enter sends, Esc goes back)"
        } else if app.is_running() {
            "type to queue a message for after this turn"
        } else if app.status.mode == SessionMode::Plan {
            "plan mode: ask for a plan; only read-only tools run · Shift+Tab leaves"
        } else {
            "ask ouzel to do something · /help for commands"
        };
        let hint = truncate(hint, usize::from(text_area.width));
        buf.set_line(
            text_area.x,
            text_area.y,
            &Line::from(Span::styled(hint, theme.dim())),
            text_area.width,
        );
    } else {
        for (i, line) in lines
            .iter()
            .skip(usize::from(skip))
            .take(usize::from(area.height))
            .enumerate()
        {
            buf.set_line(text_area.x, text_area.y + i as u16, line, text_area.width);
        }
    }
    let awaiting_key = !app.approvals.is_empty() && !app.approval_message;
    if app.picker.is_none() && !awaiting_key {
        frame.set_cursor_position((
            text_area.x + col.min(text_area.width.saturating_sub(1)),
            text_area.y + row - skip,
        ));
    }
}

fn draw_status(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let s = &app.status;
    let theme = &app.theme;
    let session = match &s.session_short {
        Some(short) => format!("session {short}"),
        None => "new session".to_owned(),
    };
    let context = match s.context_window {
        Some(w) if w > 0 => format!(
            "ctx {}/{} {}%",
            short_count(s.context_used),
            short_count(w),
            s.context_used * 100 / w
        ),
        _ => format!("ctx {}", short_count(s.context_used)),
    };
    let usage = s.usage();
    let cost = match usage.cost_usd {
        Some(c) => format!("${c:.4}"),
        None => format!("{} tok", short_count(usage.total())),
    };
    // Highest priority first; what does not fit is dropped from the end of the list.
    let mut segments: Vec<(usize, String)> = vec![
        (0, s.model.clone()),
        (3, workspace_name(&s.workspace)),
        (5, session),
        (1, context),
        (2, cost),
        (4, format!("iter {}", s.iteration)),
    ];
    if s.trust {
        segments.push((0, "trust".to_owned()));
    }
    if s.mode == SessionMode::Plan {
        segments.push((0, "plan".to_owned()));
    }
    let width = usize::from(area.width);
    let sep = " · ";
    loop {
        let len: usize = segments.iter().map(|(_, t)| display_width(t)).sum::<usize>()
            + display_width(sep) * segments.len().saturating_sub(1)
            + 2;
        if len <= width || segments.len() <= 1 {
            break;
        }
        let Some(drop) = segments.iter().enumerate().max_by_key(|(_, (p, _))| *p).map(|(i, _)| i) else {
            break;
        };
        segments.remove(drop);
    }
    let text = segments.iter().map(|(_, t)| t.as_str()).collect::<Vec<_>>().join(sep);
    let text = truncate(&format!(" {text}"), width);
    let pad = width.saturating_sub(display_width(&text));
    let line = Line::from(Span::styled(format!("{text}{}", " ".repeat(pad)), theme.status()));
    frame.buffer_mut().set_line(area.x, area.y, &line, area.width);
}

/// The workspace's own name (its last component); the full path is in the welcome line.
fn workspace_name(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned())
}

/// How many diff lines an approval shows on a screen `height` rows tall: enough to judge the
/// change, while the transcript above keeps a few rows.
fn preview_lines(height: u16) -> usize {
    (usize::from(height) / 2).saturating_sub(6).clamp(4, 30)
}

/// The inline approval prompt for the first waiting call.
fn approval_lines(app: &App, width: u16, height: u16) -> Vec<Line<'static>> {
    let Some(request) = app.approvals.front() else {
        return Vec::new();
    };
    let theme = &app.theme;
    let width = usize::from(width);
    let mut out = Vec::new();
    let title = format!(" Allow {}? ", request.tool);
    let fill = width.saturating_sub(display_width(&title) + 2);
    out.push(Line::from(vec![
        Span::styled("╭─", theme.warn()),
        Span::styled(title, theme.warn()),
        Span::styled("─".repeat(fill), theme.warn()),
    ]));
    let bar = || vec![Span::styled("│ ", theme.warn())];
    // The gate's reason already names the risk or the rule that asks.
    let detail = if request.reason.is_empty() || request.reason.starts_with("risk:") {
        format!("{} risk", request.risk)
    } else {
        request.reason.clone()
    };
    // With the change itself on screen, the arguments it was made from (file contents, edit
    // texts) would only repeat it; what remains names where and how.
    let preview = request.preview.as_deref().map(diff_body).filter(|d| !d.is_empty());
    let which = match preview {
        Some(_) => Arguments::BesidePreview {
            key: request.key_argument.as_deref(),
        },
        None => Arguments::All,
    };
    for (k, v) in argument_lines(&request.input, which) {
        let mut spans = bar();
        spans.push(Span::styled(format!("{k}: "), theme.dim()));
        spans.push(Span::raw(v));
        out.extend(wrap_line(&Line::from(spans), width, &bar()));
    }
    if let Some(diff) = preview {
        let limit = room_for(diff.len(), preview_lines(height));
        for l in diff.iter().take(limit) {
            let mut spans = bar();
            spans.push(Span::styled((*l).to_owned(), diff_style(theme, l)));
            out.extend(wrap_line(&Line::from(spans), width, &bar()));
        }
        if diff.len() > limit {
            let mut spans = bar();
            spans.push(Span::styled(
                format!("… {}", more_lines(diff.len() - limit)),
                theme.dim(),
            ));
            out.push(Line::from(spans));
        }
    }
    let mut spans = bar();
    spans.push(Span::styled(detail, theme.dim()));
    out.push(Line::from(spans));
    let waiting = app.approvals.len() - 1;
    let mut options = vec![
        ("y", "yes once"),
        ("a", "yes, session"),
        ("n", "no"),
        ("m", "no + message"),
    ];
    if request.risk == Risk::Medium {
        options.push(("t", "trust Medium"));
    }
    let mut spans = bar();
    for (i, (key, label)) in options.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(format!("[{key}]"), theme.accent()));
        spans.push(Span::raw(format!(" {label}")));
    }
    if waiting > 0 {
        spans.push(Span::styled(format!("  ({waiting} more waiting)"), theme.dim()));
    }
    out.extend(wrap_line(&Line::from(spans), width, &bar()));
    out
}

/// Which arguments an approval lists.
#[derive(Clone, Copy)]
enum Arguments<'a> {
    /// Every one.
    All,
    /// Only the key argument (its value given) and scalars like `append`: the texts a change was
    /// made from are in its preview.
    BesidePreview { key: Option<&'a str> },
}

/// The arguments as `name: value` rows: strings shown as text (long ones cut), others as JSON.
fn argument_lines(input: &Value, which: Arguments<'_>) -> Vec<(String, String)> {
    const MAX_LINES: usize = 6;
    const MAX_COLS: usize = 400;
    let Some(obj) = input.as_object() else {
        return vec![("arguments".to_owned(), truncate(&input.to_string(), MAX_COLS))];
    };
    let mut rows = Vec::new();
    for (k, v) in obj {
        if let Arguments::BesidePreview { key } = which {
            let shown_anyway = match v {
                Value::String(s) => key == Some(s.as_str()),
                Value::Array(_) | Value::Object(_) => false,
                _ => true,
            };
            if !shown_anyway {
                continue;
            }
        }
        let text = match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let mut lines = text.lines();
        let first = lines.next().unwrap_or_default();
        let rest = lines.count();
        let mut shown = truncate(first, MAX_COLS);
        if rest > 0 {
            let noun = if rest == 1 { "line" } else { "lines" };
            shown.push_str(&format!(" … (+{rest} {noun})"));
        }
        rows.push((k.clone(), shown));
        if rows.len() == MAX_LINES {
            break;
        }
    }
    rows
}

fn draw_picker(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let Some(picker) = &app.picker else { return };
    let theme = &app.theme;
    let width = area.width.saturating_sub(4).min(90);
    let visible = picker.visible();
    let rows = (visible.len() as u16 + 4).min(area.height.saturating_sub(2)).max(5);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height.saturating_sub(rows)) / 2,
        width,
        height: rows,
    };
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(format!(" {} ", picker.title))
        .border_style(theme.accent());
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    let inner_width = usize::from(inner.width);
    let mut lines = vec![Line::from(vec![
        Span::styled("filter: ", theme.dim()),
        Span::raw(picker.filter.clone()),
        Span::styled("  (↑/↓, Enter, Esc)", theme.dim()),
    ])];
    let list_rows = usize::from(inner.height.saturating_sub(1));
    // Keep the selection in view.
    let first = picker.selected.saturating_sub(list_rows.saturating_sub(1));
    if visible.is_empty() {
        lines.push(Line::from(Span::styled("nothing matches", theme.dim())));
    }
    for (i, item) in visible.iter().enumerate().skip(first).take(list_rows) {
        let label = truncate(&item.label, inner_width.saturating_sub(2));
        let room = inner_width.saturating_sub(display_width(&label) + 4);
        let detail = truncate(&item.detail, room);
        let style = if i == picker.selected {
            theme.selected()
        } else {
            Style::new()
        };
        let pad = inner_width.saturating_sub(display_width(&label) + display_width(&detail) + 4);
        lines.push(Line::from(vec![
            Span::styled(if i == picker.selected { "› " } else { "  " }, style),
            Span::styled(label, style),
            Span::styled("  ", style),
            Span::styled(detail, style.patch(theme.dim())),
            Span::styled(" ".repeat(pad), style),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}
