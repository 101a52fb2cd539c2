//! The conversation as the screen shows it: a list of cells (the user's messages, the model's
//! answers, tool cards, notices), each rendered to wrapped lines once per width and content
//! change, so a long transcript scrolls by copying cached lines instead of re-rendering them.

use crate::markdown;
use crate::theme::Theme;
use crate::wrap::{display_width, truncate, wrap_line, wrap_text};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use serde_json::Value;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Spinner frames for running tool calls.
pub const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/// Output lines of a collapsed card (errors show a few so the reason is visible).
const COLLAPSED_ERROR_LINES: usize = 3;
/// Output lines of an expanded card; longer output shows its head and the count of the rest.
const EXPANDED_OUTPUT_LINES: usize = 400;
/// Diff lines shown while collapsed: edits are what a reviewer wants to see first.
const COLLAPSED_DIFF_LINES: usize = 16;

/// The spinner frame at `elapsed`.
pub fn spinner(elapsed: Duration) -> &'static str {
    SPINNER[(elapsed.as_millis() / 100) as usize % SPINNER.len()]
}

/// Where a tool call is in its life, as a card shows it.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolStatus {
    /// The model is still writing the call's arguments.
    Composing,
    /// Registered, waiting for its batch or for the gate.
    Pending,
    /// Waiting for the person to approve it.
    AwaitingApproval,
    /// Running since the instant.
    Running(Instant),
    /// Finished.
    Done {
        /// How long it ran.
        duration_ms: u64,
        /// Served from the tool cache.
        cached: bool,
    },
    /// Finished with an error.
    Failed {
        /// How long it ran.
        duration_ms: u64,
    },
    /// The gate or the person refused it.
    Denied,
    /// The turn was cancelled before it finished.
    Cancelled,
}

impl ToolStatus {
    /// Whether the call has not finished yet.
    pub fn is_open(&self) -> bool {
        matches!(
            self,
            Self::Composing | Self::Pending | Self::AwaitingApproval | Self::Running(_)
        )
    }
}

/// One tool call on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCard {
    /// The call id.
    pub id: String,
    /// The tool's name.
    pub name: String,
    /// The argument naming what the call acts on (a path, a command).
    pub key_argument: Option<String>,
    /// The arguments.
    pub input: Value,
    /// Where the call is.
    pub status: ToolStatus,
    /// What the model saw (the result), or the refusal.
    pub output: String,
    /// A unified diff of the change the call made (file edits).
    pub diff: Option<String>,
    /// The person was asked about the call.
    pub asked: bool,
}

impl ToolCard {
    /// A card for a call the model has just started writing.
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            key_argument: None,
            input: Value::Null,
            status: ToolStatus::Composing,
            output: String::new(),
            diff: None,
            asked: false,
        }
    }
}

/// How loud a notice is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Information (compaction, a command's answer).
    Info,
    /// Something went wrong but the run goes on, or a limit ended it.
    Warn,
    /// An error.
    Error,
}

/// What a cell holds.
#[derive(Debug, Clone, PartialEq)]
pub enum CellKind {
    /// The user's message.
    User(String),
    /// The model's answer (Markdown); `streaming` while deltas still arrive.
    Assistant {
        /// The text so far.
        text: String,
        /// More is coming.
        streaming: bool,
    },
    /// The model's reasoning.
    Thinking(String),
    /// A tool call.
    Tool(ToolCard),
    /// A one-line message from ouzel.
    Notice(Level, String),
    /// A block of preformatted lines (the answer to `/help`, `/tools`, `/cost`).
    Info {
        /// The heading.
        title: String,
        /// The lines.
        lines: Vec<String>,
    },
}

/// One entry of the transcript, with its nesting depth (agents called as tools) and its cache.
#[derive(Debug, Clone)]
pub struct Cell {
    /// The content.
    pub kind: CellKind,
    /// 0 at the top level; one more per agent-as-tool level.
    pub depth: usize,
    cache: Option<Cached>,
}

#[derive(Debug, Clone)]
struct Cached {
    width: u16,
    expanded: bool,
    lines: Vec<Line<'static>>,
}

impl Cell {
    fn new(kind: CellKind, depth: usize) -> Self {
        Self {
            kind,
            depth,
            cache: None,
        }
    }

    /// Whether the cell changes with time alone (a running call's spinner and clock).
    fn is_live(&self) -> bool {
        matches!(&self.kind, CellKind::Tool(c) if matches!(c.status, ToolStatus::Running(_)))
    }

    fn is_tool(&self) -> bool {
        matches!(self.kind, CellKind::Tool(_))
    }
}

/// What rendering needs besides the cell.
#[derive(Debug, Clone, Copy)]
pub struct RenderContext {
    /// Columns available.
    pub width: u16,
    /// Tool output shown in full.
    pub expanded: bool,
    /// The palette.
    pub theme: Theme,
    /// The time, for spinners and clocks.
    pub now: Instant,
}

/// The conversation on screen.
#[derive(Debug, Default)]
pub struct Transcript {
    cells: Vec<Cell>,
    /// Tool call id → cell index.
    tools: HashMap<String, usize>,
    /// Line offset of each cell at the last layout (one more entry: the total).
    offsets: Vec<usize>,
    layout_width: u16,
    layout_expanded: bool,
    dirty_from: usize,
}

impl Transcript {
    /// An empty transcript.
    pub fn new() -> Self {
        Self::default()
    }

    /// The cells, oldest first.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there is nothing yet.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Removes everything (a new session).
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// Adds a cell at the end.
    pub fn push(&mut self, kind: CellKind, depth: usize) {
        if let CellKind::Tool(card) = &kind {
            self.tools.insert(card.id.clone(), self.cells.len());
        }
        self.cells.push(Cell::new(kind, depth));
    }

    /// Changes the last cell.
    pub fn last_mut(&mut self) -> Option<&mut CellKind> {
        let i = self.cells.len().checked_sub(1)?;
        Some(self.touch(i))
    }

    /// The last cell.
    pub fn last(&self) -> Option<&Cell> {
        self.cells.last()
    }

    /// Changes cell `i`.
    pub fn cell_mut(&mut self, i: usize) -> Option<&mut CellKind> {
        (i < self.cells.len()).then(|| self.touch(i))
    }

    /// Marks every answer as complete (the turn ended).
    pub fn end_streaming(&mut self) {
        for i in 0..self.cells.len() {
            if matches!(self.cells[i].kind, CellKind::Assistant { streaming: true, .. })
                && let CellKind::Assistant { streaming, .. } = self.touch(i)
            {
                *streaming = false;
            }
        }
    }

    /// The card of a tool call.
    pub fn tool(&self, id: &str) -> Option<&ToolCard> {
        match &self.cells.get(*self.tools.get(id)?)?.kind {
            CellKind::Tool(card) => Some(card),
            _ => None,
        }
    }

    /// Changes the card of a tool call.
    pub fn tool_mut(&mut self, id: &str) -> Option<&mut ToolCard> {
        let i = *self.tools.get(id)?;
        match self.touch(i) {
            CellKind::Tool(card) => Some(card),
            _ => None,
        }
    }

    /// Every card whose call has not finished, e.g. to mark them cancelled.
    pub fn open_tools_mut(&mut self) -> Vec<&mut ToolCard> {
        let first = self
            .cells
            .iter()
            .position(|c| matches!(&c.kind, CellKind::Tool(t) if t.status.is_open()));
        if let Some(i) = first {
            self.dirty_from = self.dirty_from.min(i);
        }
        self.cells
            .iter_mut()
            .filter_map(|c| match &mut c.kind {
                CellKind::Tool(card) if card.status.is_open() => {
                    c.cache = None;
                    Some(card)
                }
                _ => None,
            })
            .collect()
    }

    fn touch(&mut self, i: usize) -> &mut CellKind {
        self.dirty_from = self.dirty_from.min(i);
        let cell = &mut self.cells[i];
        cell.cache = None;
        &mut cell.kind
    }

    /// Renders what changed and returns the total height in lines.
    pub fn layout(&mut self, ctx: &RenderContext) -> usize {
        if ctx.width != self.layout_width || ctx.expanded != self.layout_expanded {
            self.layout_width = ctx.width;
            self.layout_expanded = ctx.expanded;
            self.dirty_from = 0;
        }
        // Live cells change every frame; they are few and near the end.
        let first_live = self.cells.iter().position(Cell::is_live).unwrap_or(self.cells.len());
        let from = self.dirty_from.min(first_live).min(self.cells.len());
        self.offsets.truncate(from + 1);
        if self.offsets.is_empty() {
            self.offsets.push(0);
        }
        for i in from..self.cells.len() {
            let gap = usize::from(i > 0 && needs_gap(&self.cells[i - 1], &self.cells[i]));
            let cell = &mut self.cells[i];
            let fresh = cell
                .cache
                .as_ref()
                .is_some_and(|c| c.width == ctx.width && c.expanded == ctx.expanded && !cell.is_live());
            if !fresh {
                cell.cache = Some(Cached {
                    width: ctx.width,
                    expanded: ctx.expanded,
                    lines: render_cell(cell, ctx),
                });
            }
            let height = cell.cache.as_ref().map_or(0, |c| c.lines.len());
            let prev = self.offsets[i];
            self.offsets.push(prev + gap + height);
        }
        self.dirty_from = self.cells.len();
        self.total_height()
    }

    /// Total height at the last layout.
    pub fn total_height(&self) -> usize {
        self.offsets.last().copied().unwrap_or(0)
    }

    /// The lines `top..top + height` of the last layout.
    pub fn visible(&self, top: usize, height: usize) -> Vec<Line<'static>> {
        let mut out = Vec::with_capacity(height);
        let end = top + height;
        // The first cell that ends after `top`.
        let start = self.offsets.partition_point(|&o| o <= top).saturating_sub(1);
        for i in start..self.cells.len() {
            let Some(cached) = &self.cells[i].cache else { continue };
            let begin = self.offsets.get(i).copied().unwrap_or(0);
            if begin >= end {
                break;
            }
            let gap = usize::from(i > 0 && needs_gap(&self.cells[i - 1], &self.cells[i]));
            if gap == 1 && begin >= top {
                out.push(Line::default());
            }
            let first_line = begin + gap;
            for (k, line) in cached.lines.iter().enumerate() {
                let at = first_line + k;
                if at >= end {
                    break;
                }
                if at >= top {
                    out.push(line.clone());
                }
            }
        }
        out
    }
}

/// A blank line separates cells, except between consecutive tool cards, which read as a list.
fn needs_gap(prev: &Cell, cur: &Cell) -> bool {
    !(prev.is_tool() && cur.is_tool())
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}

fn prefixed(lines: Vec<Line<'static>>, prefix: &str) -> Vec<Line<'static>> {
    if prefix.is_empty() {
        return lines;
    }
    lines
        .into_iter()
        .map(|mut l| {
            l.spans.insert(0, Span::raw(prefix.to_owned()));
            l
        })
        .collect()
}

fn render_cell(cell: &Cell, ctx: &RenderContext) -> Vec<Line<'static>> {
    let pad = indent(cell.depth);
    let width = usize::from(ctx.width).saturating_sub(pad.len()).max(10);
    let theme = &ctx.theme;
    let lines = match &cell.kind {
        CellKind::User(text) => {
            let marker = vec![Span::styled("› ", theme.user())];
            let mut out = Vec::new();
            for (i, raw) in text.lines().enumerate() {
                let first: Vec<Span<'static>> = if i == 0 { marker.clone() } else { vec![Span::raw("  ")] };
                let mut spans = first;
                spans.push(Span::styled(raw.to_owned(), theme.strong()));
                out.extend(wrap_line(&Line::from(spans), width, &[Span::raw("  ")]));
            }
            if out.is_empty() {
                out.push(Line::from(marker));
            }
            out
        }
        CellKind::Assistant { text, .. } => {
            let mut lines = markdown::render(text, width, theme);
            if lines.is_empty() {
                lines.push(Line::from(Span::styled("…", theme.dim())));
            }
            lines
        }
        CellKind::Thinking(text) => {
            let style = theme.dim().patch(theme.emphasis());
            let mut lines = wrap_text(text.trim(), style, width.saturating_sub(2));
            let hidden = if ctx.expanded { 0 } else { lines.len().saturating_sub(3) };
            lines.drain(..hidden);
            let mut out = vec![Line::from(Span::styled(
                if hidden > 0 {
                    format!("∴ thinking ({hidden} earlier lines, ctrl+o to show)")
                } else {
                    "∴ thinking".to_owned()
                },
                theme.dim(),
            ))];
            out.extend(prefixed(lines, "  "));
            out
        }
        CellKind::Tool(card) => render_card(card, width, ctx),
        CellKind::Notice(level, text) => {
            let (mark, style) = match level {
                Level::Info => ("· ", theme.dim()),
                Level::Warn => ("! ", theme.warn()),
                Level::Error => ("✗ ", theme.error()),
            };
            wrap_line(
                &Line::from(vec![Span::styled(mark, style), Span::styled(text.clone(), style)]),
                width,
                &[Span::raw("  ")],
            )
        }
        CellKind::Info { title, lines } => {
            let mut out = vec![Line::from(Span::styled(title.clone(), theme.strong()))];
            for l in lines {
                // Two-column rows (`/cost   what it does`) continue under their second column.
                let hang = column_of(l).filter(|c| *c < width / 2).unwrap_or(2);
                let indent = [Span::raw(" ".repeat(hang + 2))];
                out.extend(wrap_line(&Line::from(format!("  {l}")), width, &indent));
            }
            out
        }
    };
    prefixed(lines, &pad)
}

/// Where the second column of a `key   description` row starts (after two or more spaces).
fn column_of(line: &str) -> Option<usize> {
    let lead = line.len() - line.trim_start().len();
    let gap = lead + line[lead..].find("  ")?;
    let start = gap + (line[gap..].len() - line[gap..].trim_start().len());
    (start < line.len()).then(|| display_width(&line[..start]))
}

fn render_card(card: &ToolCard, width: usize, ctx: &RenderContext) -> Vec<Line<'static>> {
    let theme = &ctx.theme;
    let (mark, mark_style, status) = match &card.status {
        ToolStatus::Composing => ("○", theme.dim(), "writing".to_owned()),
        ToolStatus::Pending => ("○", theme.dim(), "queued".to_owned()),
        ToolStatus::AwaitingApproval => ("?", theme.warn(), "awaiting approval".to_owned()),
        ToolStatus::Running(since) => {
            let elapsed = ctx.now.saturating_duration_since(*since);
            (
                spinner(elapsed),
                theme.accent(),
                format!("running {:.1}s", elapsed.as_secs_f64()),
            )
        }
        ToolStatus::Done { cached: true, .. } => ("✓", theme.ok(), "cached".to_owned()),
        ToolStatus::Done { duration_ms, .. } => ("✓", theme.ok(), format_ms(*duration_ms)),
        ToolStatus::Failed { duration_ms } => ("✗", theme.error(), format!("failed · {}", format_ms(*duration_ms))),
        ToolStatus::Denied => ("⊘", theme.warn(), "denied".to_owned()),
        ToolStatus::Cancelled => ("⊘", theme.dim(), "cancelled".to_owned()),
    };
    let status_text = format!(" · {status}");
    let head = width.saturating_sub(2 + display_width(&card.name) + display_width(&status_text) + 1);
    let mut spans = vec![
        Span::styled(format!("{mark} "), mark_style),
        Span::styled(card.name.clone(), theme.strong()),
    ];
    if let Some(arg) = &card.key_argument {
        let one_line = arg.lines().next().unwrap_or_default();
        let shown = truncate(one_line, head.max(8));
        let shown = if one_line.len() < arg.len() && !shown.ends_with('…') {
            format!("{shown} …")
        } else {
            shown
        };
        spans.push(Span::raw(format!(" {shown}")));
    }
    spans.push(Span::styled(status_text, theme.dim()));
    let mut out = wrap_line(&Line::from(spans), width, &[Span::raw("  ")]);

    let gutter = || vec![Span::styled("  │ ", theme.rule())];
    let body_width = width.saturating_sub(4).max(8);
    if let Some(diff) = &card.diff {
        // File headers repeat the card's path, and "\ No newline at end of file" is noise here.
        let all = diff_body(diff);
        let limit = room_for(
            all.len(),
            if ctx.expanded {
                EXPANDED_OUTPUT_LINES
            } else {
                COLLAPSED_DIFF_LINES
            },
        );
        for l in all.iter().take(limit) {
            let mut spans = gutter();
            spans.push(Span::styled((*l).to_owned(), diff_style(theme, l)));
            out.extend(wrap_line(&Line::from(spans), width, &gutter()));
        }
        if all.len() > limit {
            out.push(more_line(all.len() - limit, ctx));
        }
        return out;
    }
    let output = card.output.trim_end();
    if output.is_empty() || matches!(card.status, ToolStatus::Cancelled) && output.is_empty() {
        return out;
    }
    let failed = matches!(card.status, ToolStatus::Failed { .. } | ToolStatus::Denied);
    let count = output.lines().count();
    let limit = match (ctx.expanded, failed) {
        (true, _) => room_for(count, EXPANDED_OUTPUT_LINES),
        (false, true) => room_for(count, COLLAPSED_ERROR_LINES),
        (false, false) => 0,
    };
    let style = if failed { theme.error() } else { theme.dim() };
    let mut shown = 0;
    for l in output.lines().take(limit) {
        let mut spans = gutter();
        spans.push(Span::styled(l.to_owned(), style));
        let wrapped = wrap_line(&Line::from(spans), body_width + 4, &gutter());
        shown += 1;
        out.extend(wrapped);
    }
    if count > shown {
        if shown == 0 {
            let noun = if count == 1 { "line" } else { "lines" };
            out.push(Line::from(Span::styled(
                format!("  └ {count} {noun} of output (ctrl+o to expand)"),
                theme.dim(),
            )));
        } else {
            out.push(more_line(count - shown, ctx));
        }
    }
    out
}

fn more_line(more: usize, ctx: &RenderContext) -> Line<'static> {
    let hint = if ctx.expanded { "" } else { " (ctrl+o to expand)" };
    Line::from(Span::styled(
        format!("  └ … {}{hint}", more_lines(more)),
        ctx.theme.dim(),
    ))
}

/// How many of `total` lines to show when `limit` fit: all of them if only one would be left
/// out, since saying "1 more line" takes the row the line itself would.
pub(crate) fn room_for(total: usize, limit: usize) -> usize {
    if total == limit + 1 { total } else { total.min(limit) }
}

/// `1 more line`, `3 more lines`.
pub(crate) fn more_lines(n: usize) -> String {
    format!("{n} more line{}", if n == 1 { "" } else { "s" })
}

/// `850 ms`, `2.4s`, `1m 05s`.
pub fn format_ms(ms: u64) -> String {
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms < 60_000 {
        format!("{:.1}s", ms as f64 / 1000.0)
    } else {
        format!("{}m {:02}s", ms / 60_000, (ms / 1000) % 60)
    }
}

/// A unified diff's lines worth showing under a path the screen already names: file headers
/// repeat it and "\\ No newline at end of file" is noise here. Only lines before the first hunk
/// can be headers: inside one, `--- x` is a removed line that began with `--`.
pub(crate) fn diff_body(diff: &str) -> Vec<&str> {
    let mut in_hunks = false;
    diff.lines()
        .filter(|l| {
            in_hunks |= l.starts_with("@@");
            !l.starts_with('\\') && (in_hunks || !(l.starts_with("--- ") || l.starts_with("+++ ")))
        })
        .collect()
}

/// The color of one diff line.
pub(crate) fn diff_style(theme: &Theme, line: &str) -> Style {
    if line.starts_with('+') {
        theme.diff_add()
    } else if line.starts_with('-') {
        theme.diff_del()
    } else if line.starts_with("@@") {
        theme.diff_hunk()
    } else {
        Style::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: &[Line<'_>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect::<String>())
            .collect()
    }

    fn ctx(width: u16) -> RenderContext {
        RenderContext {
            width,
            expanded: false,
            theme: Theme::plain(),
            now: Instant::now(),
        }
    }

    #[test]
    fn layout_counts_gaps_and_visible_returns_the_window() {
        let mut t = Transcript::new();
        t.push(CellKind::User("hello".into()), 0);
        t.push(
            CellKind::Assistant {
                text: "one\n\ntwo".into(),
                streaming: false,
            },
            0,
        );
        let c = ctx(40);
        let total = t.layout(&c);
        // "› hello", gap, "one", "", "two"
        assert_eq!(total, 5);
        assert_eq!(text(&t.visible(0, 10)), ["› hello", "", "one", "", "two"]);
        assert_eq!(text(&t.visible(2, 2)), ["one", ""]);
        assert_eq!(text(&t.visible(4, 5)), ["two"]);
    }

    #[test]
    fn tool_cards_in_a_row_have_no_gap_and_show_their_status() {
        let mut t = Transcript::new();
        let mut a = ToolCard::new("1", "read_file");
        a.key_argument = Some("src/main.rs".into());
        a.status = ToolStatus::Done {
            duration_ms: 3,
            cached: false,
        };
        a.output = "fn main() {}\n".into();
        let mut b = ToolCard::new("2", "grep_search");
        b.key_argument = Some("TODO".into());
        b.status = ToolStatus::Done {
            duration_ms: 0,
            cached: true,
        };
        t.push(CellKind::Tool(a), 0);
        t.push(CellKind::Tool(b), 0);
        t.layout(&ctx(60));
        assert_eq!(
            text(&t.visible(0, 10)),
            [
                "✓ read_file src/main.rs · 3 ms",
                "  └ 1 line of output (ctrl+o to expand)",
                "✓ grep_search TODO · cached",
            ]
        );
    }

    #[test]
    fn a_changed_cell_is_rendered_again_and_offsets_follow() {
        let mut t = Transcript::new();
        t.push(
            CellKind::Assistant {
                text: "a".into(),
                streaming: true,
            },
            0,
        );
        t.push(CellKind::Notice(Level::Info, "after".into()), 0);
        assert_eq!(t.layout(&ctx(40)), 3);
        if let Some(CellKind::Assistant { text, .. }) = t.cells.first_mut().map(|c| &mut c.kind) {
            text.push_str("\n\nb");
        }
        t.touch(0);
        assert_eq!(t.layout(&ctx(40)), 5);
        assert_eq!(text(&t.visible(0, 9)), ["a", "", "b", "", "· after"]);
    }

    #[test]
    fn failed_calls_show_the_start_of_the_error_even_collapsed() {
        let mut card = ToolCard::new("1", "shell");
        card.key_argument = Some("cargo build".into());
        card.status = ToolStatus::Failed { duration_ms: 1500 };
        card.output = "error[E0425]: cannot find value `x`\n --> src/main.rs:2:5\n  |\n2 | x\n".into();
        let lines = render_card(&card, 60, &ctx(60));
        assert_eq!(
            text(&lines),
            [
                "✗ shell cargo build · failed · 1.5s",
                "  │ error[E0425]: cannot find value `x`",
                "  │  --> src/main.rs:2:5",
                "  │   |",
                "  │ 2 | x",
            ]
        );
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(format_ms(850), "850 ms");
        assert_eq!(format_ms(2400), "2.4s");
        assert_eq!(format_ms(65_000), "1m 05s");
    }

    #[test]
    fn a_removed_line_that_began_with_dashes_is_not_taken_for_a_header() {
        let diff = "--- a/q.sql\n+++ b/q.sql\n@@ -1,2 +1,2 @@\n--- old comment\n+++ new\n select 1;\n\\ No newline at end of file\n";
        assert_eq!(
            diff_body(diff),
            ["@@ -1,2 +1,2 @@", "--- old comment", "+++ new", " select 1;"]
        );
        // Not a diff at all (a delete's listing): every line stays.
        assert_eq!(
            diff_body("deletes build:\n-build/a.o\n"),
            ["deletes build:", "-build/a.o"]
        );
    }

    #[test]
    fn a_cut_never_hides_just_one_line_and_counts_read_naturally() {
        assert_eq!(room_for(13, 12), 13);
        assert_eq!(room_for(14, 12), 12);
        assert_eq!(room_for(5, 12), 5);
        assert_eq!(more_lines(1), "1 more line");
        assert_eq!(more_lines(2), "2 more lines");
    }
}
