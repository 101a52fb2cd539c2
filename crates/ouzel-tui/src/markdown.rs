//! Markdown to terminal lines, with pulldown-cmark: headings, emphasis, lists (nested, ordered,
//! tasks), quotes, code blocks (highlighted), rules and tables, wrapped to the width with
//! hanging indents. The model's answer is rendered again as it streams, so text cut anywhere (an
//! open code fence, half a table) must come out sensibly.

use crate::highlight;
use crate::theme::Theme;
use crate::wrap::{display_width, wrap_line};
use pulldown_cmark::{Alignment, CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// Renders Markdown to terminal lines at most `width` columns wide: wrapped, with hanging indents.
pub fn render(markdown: &str, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut r = Renderer {
        theme,
        width: width.max(1),
        out: Vec::new(),
        spans: Vec::new(),
        styles: Vec::new(),
        containers: Vec::new(),
        links: Vec::new(),
        code: None,
        table: None,
        blank: false,
    };
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS;
    for event in Parser::new_ext(markdown, options) {
        r.event(event);
    }
    // Whatever a cut-off stream left open.
    if let Some((lang, text)) = r.code.take() {
        r.code_block(&lang, &text);
    }
    r.flush();
    while r
        .out
        .last()
        .is_some_and(|l| l.spans.iter().all(|s| s.content.trim().is_empty()))
    {
        r.out.pop();
    }
    r.out
}

enum Container {
    Quote,
    List { next: Option<u64> },
    Item { marker: String, marker_shown: bool },
}

struct Table {
    aligns: Vec<Alignment>,
    rows: Vec<Vec<Vec<Span<'static>>>>,
    header_rows: usize,
}

struct Renderer<'t> {
    theme: &'t Theme,
    width: usize,
    out: Vec<Line<'static>>,
    /// The paragraph (or heading, or item text) being collected, unwrapped.
    spans: Vec<Span<'static>>,
    styles: Vec<Style>,
    containers: Vec<Container>,
    links: Vec<String>,
    code: Option<(String, String)>,
    table: Option<Table>,
    /// A blank line goes before the next block.
    blank: bool,
}

impl Renderer<'_> {
    fn style(&self) -> Style {
        self.styles.iter().fold(Style::new(), |acc, s| acc.patch(*s))
    }

    fn text(&mut self, text: &str, style: Style) {
        if let Some(table) = &mut self.table {
            if let Some(cell) = table.rows.last_mut().and_then(|r| r.last_mut()) {
                cell.push(Span::styled(text.to_owned(), style));
            }
            return;
        }
        self.spans.push(Span::styled(text.to_owned(), style));
    }

    /// The prefix of the next line and of the lines that continue it.
    fn prefixes(&mut self) -> (Vec<Span<'static>>, Vec<Span<'static>>) {
        let quote = self.theme.quote();
        let marker_style = self.theme.list_marker();
        let innermost_item = self
            .containers
            .iter()
            .rposition(|c| matches!(c, Container::Item { .. }));
        let (mut first, mut rest) = (Vec::new(), Vec::new());
        for (i, c) in self.containers.iter_mut().enumerate() {
            match c {
                Container::Quote => {
                    first.push(Span::styled("│ ", quote));
                    rest.push(Span::styled("│ ", quote));
                }
                Container::List { .. } => {}
                Container::Item { marker, marker_shown } => {
                    let pad = " ".repeat(display_width(marker));
                    if Some(i) == innermost_item && !*marker_shown {
                        first.push(Span::styled(marker.clone(), marker_style));
                        *marker_shown = true;
                    } else {
                        first.push(Span::raw(pad.clone()));
                    }
                    rest.push(Span::raw(pad));
                }
            }
        }
        (first, rest)
    }

    fn quote_prefix(&self) -> Vec<Span<'static>> {
        self.containers
            .iter()
            .filter(|c| matches!(c, Container::Quote))
            .map(|_| Span::styled("│ ", self.theme.quote()))
            .collect()
    }

    /// Emits the blank line owed before a new block.
    fn open_block(&mut self) {
        self.flush();
        if self.blank && !self.out.is_empty() {
            let prefix = self.quote_prefix();
            self.out.push(Line::from(prefix));
        }
        self.blank = false;
    }

    /// Wraps and emits the collected text.
    fn flush(&mut self) {
        if self.spans.is_empty() {
            return;
        }
        let spans = std::mem::take(&mut self.spans);
        let (mut first, rest) = self.prefixes();
        first.extend(spans);
        self.out.extend(wrap_line(&Line::from(first), self.width, &rest));
    }

    fn end_block(&mut self) {
        self.flush();
        self.blank = true;
    }

    fn in_item(&self) -> bool {
        matches!(self.containers.last(), Some(Container::Item { .. }))
    }

    fn event(&mut self, event: Event<'_>) {
        if let Some((_, buf)) = &mut self.code {
            match event {
                Event::Text(t) => buf.push_str(&t),
                Event::End(TagEnd::CodeBlock) => {
                    if let Some((lang, text)) = self.code.take() {
                        self.code_block(&lang, &text);
                    }
                }
                _ => {}
            }
            return;
        }
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(t) => {
                let style = self.style();
                self.text(&t, style);
            }
            Event::Code(t) => {
                let style = self.style().patch(self.theme.code_inline());
                self.text(&t, style);
            }
            Event::InlineMath(t) | Event::DisplayMath(t) => {
                let style = self.style();
                self.text(&t, style);
            }
            Event::Html(t) | Event::InlineHtml(t) => {
                let style = self.style().patch(self.theme.dim());
                // Block HTML keeps its line breaks.
                let mut lines = t.split('\n').peekable();
                while let Some(l) = lines.next() {
                    self.text(l, style);
                    if lines.peek().is_some_and(|n| !n.is_empty()) {
                        self.flush();
                    }
                }
            }
            Event::FootnoteReference(label) => {
                let style = self.style().patch(self.theme.dim());
                self.text(&format!("[^{label}]"), style);
            }
            Event::SoftBreak => {
                let style = self.style();
                self.text(" ", style);
            }
            Event::HardBreak => {
                if self.table.is_none() {
                    self.flush();
                }
            }
            Event::Rule => {
                self.open_block();
                let (mut first, _) = self.prefixes();
                let used: usize = first.iter().map(|s| display_width(&s.content)).sum();
                first.push(Span::styled(
                    "─".repeat(self.width.saturating_sub(used)),
                    self.theme.rule(),
                ));
                self.out.push(Line::from(first));
                self.blank = true;
            }
            Event::TaskListMarker(done) => {
                let style = self.theme.list_marker();
                self.text(if done { "[x] " } else { "[ ] " }, style);
            }
        }
    }

    fn start(&mut self, tag: Tag<'_>) {
        match tag {
            // A tight list item's first paragraph follows its marker directly.
            Tag::Paragraph if !self.in_item() || self.blank => self.open_block(),
            Tag::Heading { level, .. } => {
                self.open_block();
                let n = heading_level(level);
                let style = self.theme.heading(n);
                self.styles.push(style);
                self.text(&format!("{} ", "#".repeat(usize::from(n))), style);
            }
            Tag::BlockQuote(_) => {
                self.open_block();
                self.containers.push(Container::Quote);
                self.styles.push(self.theme.quote());
            }
            Tag::CodeBlock(kind) => {
                self.open_block();
                let lang = match kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                self.code = Some((lang, String::new()));
            }
            Tag::List(start) => {
                if self.in_item() {
                    self.flush();
                } else {
                    self.open_block();
                }
                self.containers.push(Container::List { next: start });
            }
            Tag::Item => {
                self.flush();
                let marker = match self.containers.last_mut() {
                    Some(Container::List { next: Some(n) }) => {
                        let m = format!("{n}. ");
                        *n += 1;
                        m
                    }
                    _ => "• ".to_owned(),
                };
                // Loose lists keep their blank lines; the first item follows the list's own.
                if self.blank {
                    let prefix = self.quote_prefix();
                    self.out.push(Line::from(prefix));
                    self.blank = false;
                }
                self.containers.push(Container::Item {
                    marker,
                    marker_shown: false,
                });
            }
            Tag::Emphasis => self.styles.push(self.theme.emphasis()),
            Tag::Strong => self.styles.push(self.theme.strong()),
            Tag::Strikethrough => self.styles.push(self.theme.strikethrough()),
            Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. } => {
                self.styles.push(self.theme.link());
                self.links.push(dest_url.to_string());
            }
            Tag::Table(aligns) => {
                self.open_block();
                self.table = Some(Table {
                    aligns,
                    rows: Vec::new(),
                    header_rows: 0,
                });
            }
            Tag::TableHead | Tag::TableRow => {
                if let Some(t) = &mut self.table {
                    t.rows.push(Vec::new());
                }
                if matches!(tag, Tag::TableHead) {
                    self.styles.push(self.theme.strong());
                }
            }
            Tag::TableCell => {
                if let Some(t) = &mut self.table
                    && let Some(row) = t.rows.last_mut()
                {
                    row.push(Vec::new());
                }
            }
            Tag::FootnoteDefinition(label) => {
                self.open_block();
                let style = self.theme.dim();
                self.text(&format!("[^{label}]: "), style);
            }
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => self.end_block(),
            TagEnd::Heading(_) => {
                self.styles.pop();
                self.end_block();
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.containers.pop();
                self.styles.pop();
                self.blank = true;
            }
            TagEnd::List(_) => {
                self.flush();
                self.containers.pop();
                self.blank = !self.in_item();
            }
            TagEnd::Item => {
                self.flush();
                // An item with no text still shows its marker.
                if let Some(Container::Item {
                    marker_shown: false, ..
                }) = self.containers.last()
                {
                    let (first, _) = self.prefixes();
                    self.out.push(Line::from(first));
                }
                self.containers.pop();
            }
            TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough => {
                self.styles.pop();
            }
            TagEnd::Link | TagEnd::Image => {
                self.styles.pop();
                if let Some(url) = self.links.pop() {
                    let shown: String = self.spans.iter().rev().take(4).map(|s| s.content.as_ref()).collect();
                    if !url.is_empty() && !shown.contains(url.as_str()) {
                        let style = self.style().patch(self.theme.dim());
                        self.text(&format!(" ({url})"), style);
                    }
                }
            }
            TagEnd::TableHead => {
                self.styles.pop();
                if let Some(t) = &mut self.table {
                    t.header_rows = t.rows.len();
                }
            }
            TagEnd::Table => {
                if let Some(t) = self.table.take() {
                    self.render_table(t);
                }
                self.blank = true;
            }
            TagEnd::FootnoteDefinition => self.end_block(),
            _ => {}
        }
    }

    fn code_block(&mut self, lang: &str, text: &str) {
        let theme = self.theme;
        let lines = highlight::highlight(lang, text, theme).unwrap_or_else(|| {
            text.trim_end_matches('\n')
                .split('\n')
                .map(|l| Line::from(Span::styled(l.to_owned(), theme.code_block())))
                .collect()
        });
        for line in lines {
            let (mut first, mut rest) = self.prefixes();
            first.push(Span::raw("  "));
            rest.push(Span::raw("  "));
            first.extend(line.spans);
            self.out.extend(wrap_line(&Line::from(first), self.width, &rest));
        }
        self.blank = true;
    }

    fn render_table(&mut self, t: Table) {
        let columns = t.rows.iter().map(Vec::len).max().unwrap_or(0);
        if columns == 0 {
            return;
        }
        let (first, _) = self.prefixes();
        let prefix_width: usize = first.iter().map(|s| display_width(&s.content)).sum();
        let room = self.width.saturating_sub(prefix_width);
        let cell_width = |cell: &Vec<Span<'static>>| cell.iter().map(|s| display_width(&s.content)).sum::<usize>();
        let mut widths = vec![1usize; columns];
        for row in &t.rows {
            for (i, cell) in row.iter().enumerate() {
                widths[i] = widths[i].max(cell_width(cell));
            }
        }
        let separators = 3 * (columns - 1);
        // Narrow the widest columns until the table fits, down to 3 columns each.
        while widths.iter().sum::<usize>() + separators > room {
            let Some((i, w)) = widths.iter().copied().enumerate().max_by_key(|&(_, w)| w) else {
                break;
            };
            if w <= 3 {
                break;
            }
            widths[i] = w - 1;
        }
        let rule = self.theme.rule();
        if widths.iter().sum::<usize>() + separators > room {
            // Too narrow for columns: each row as one wrapped line.
            for row in t.rows {
                let mut spans = first.clone();
                for (i, cell) in row.into_iter().enumerate() {
                    if i > 0 {
                        spans.push(Span::styled(" │ ", rule));
                    }
                    spans.extend(cell);
                }
                self.out.extend(wrap_line(&Line::from(spans), self.width, &first));
            }
            return;
        }
        for (r, row) in t.rows.iter().enumerate() {
            let cells: Vec<Vec<Line<'static>>> = (0..columns)
                .map(|i| {
                    let cell = row.get(i).cloned().unwrap_or_default();
                    wrap_line(&Line::from(cell), widths[i], &[])
                })
                .collect();
            let height = cells.iter().map(Vec::len).max().unwrap_or(1);
            for k in 0..height {
                let mut spans = first.clone();
                for (i, cell) in cells.iter().enumerate() {
                    if i > 0 {
                        spans.push(Span::styled(" │ ", rule));
                    }
                    let line = cell.get(k).cloned().unwrap_or_default();
                    let used: usize = line.spans.iter().map(|s| display_width(&s.content)).sum();
                    let pad = widths[i].saturating_sub(used);
                    let (left, right) = match t.aligns.get(i) {
                        Some(Alignment::Right) => (pad, 0),
                        Some(Alignment::Center) => (pad / 2, pad - pad / 2),
                        _ => (0, pad),
                    };
                    spans.push(Span::raw(" ".repeat(left)));
                    spans.extend(line.spans);
                    // The last column needs no padding to its right.
                    if i + 1 < columns {
                        spans.push(Span::raw(" ".repeat(right)));
                    }
                }
                self.out.push(Line::from(spans));
            }
            if r + 1 == t.header_rows {
                let mut spans = first.clone();
                let parts: Vec<String> = widths.iter().map(|w| "─".repeat(*w)).collect();
                spans.push(Span::styled(parts.join("─┼─"), rule));
                self.out.push(Line::from(spans));
            }
        }
    }
}

fn heading_level(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(md: &str, width: usize) -> Vec<String> {
        render(md, width, &Theme::plain())
            .iter()
            .map(|l| {
                l.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
                    .trim_end()
                    .to_owned()
            })
            .collect()
    }

    #[test]
    fn headings_paragraphs_and_inline_styles() {
        assert_eq!(
            plain("# Title\n\nSome **bold** and `code`\nacross lines.\n\n## Next", 40),
            ["# Title", "", "Some bold and code across lines.", "", "## Next"]
        );
        let lines = render("# T\n\n**b**", 40, &Theme::colored());
        assert_eq!(lines[0].spans[0].style, Theme::colored().heading(1));
        assert!(
            lines[2]
                .spans
                .iter()
                .any(|s| s.content == "b" && s.style == Theme::colored().strong())
        );
    }

    #[test]
    fn lists_nest_number_and_hang_their_wrapped_text() {
        let md = "- one\n- two is a longer item that wraps\n  - nested\n\n3. three\n4. four\n- [x] done\n";
        assert_eq!(
            plain(md, 24),
            [
                "• one",
                "• two is a longer item",
                "  that wraps",
                "  • nested",
                "",
                "3. three",
                "4. four",
                "",
                "• [x] done",
            ]
        );
    }

    #[test]
    fn code_blocks_are_indented_highlighted_and_survive_an_open_fence() {
        let t = Theme::colored();
        let lines = render("Look:\n\n```rust\nfn main() {}\n```\n\nafter", 40, &t);
        let text: Vec<String> = lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect();
        assert_eq!(text, ["Look:", "", "  fn main() {}", "", "after"]);
        assert!(
            lines[2]
                .spans
                .iter()
                .any(|s| s.content == "fn" && s.style == t.syntax(crate::theme::Syntax::Keyword))
        );
        // Mid-stream: the fence is still open.
        assert_eq!(plain("```py\nx = 1\ny", 40), ["  x = 1", "  y"]);
    }

    #[test]
    fn quotes_rules_and_links() {
        assert_eq!(
            plain(
                "> quoted text that wraps here\n\n---\n\n[docs](https://x.dev) and <https://y.dev>",
                20
            ),
            [
                "│ quoted text that",
                "│ wraps here",
                "",
                "────────────────────",
                "",
                "docs (https://x.dev)",
                "and https://y.dev"
            ]
        );
    }

    #[test]
    fn tables_align_and_shrink_to_fit() {
        let md = "| name | n |\n| --- | ---: |\n| alpha | 1 |\n| b | 22 |\n";
        assert_eq!(plain(md, 40), ["name  │  n", "──────┼───", "alpha │  1", "b     │ 22"]);
        for line in plain("| a long header cell | another long one |\n|---|---|\n| x | y |", 20) {
            assert!(display_width(&line) <= 20, "{line}");
        }
    }

    #[test]
    fn nothing_is_wider_than_the_width_and_escapes_are_removed() {
        let md = "# A very long heading that must wrap somewhere\n\n\x1b[31mred\x1b[0m `\x1b]0;title\x07`\n\n```\nlonglonglonglonglonglonglong\n```";
        for width in [1, 5, 12, 30] {
            for line in render(md, width, &Theme::colored()) {
                let s: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
                assert!(display_width(&s) <= width, "{width}: {s:?}");
                assert!(!s.contains('\x1b') && !s.contains('\x07'), "{s:?}");
            }
        }
    }
}
