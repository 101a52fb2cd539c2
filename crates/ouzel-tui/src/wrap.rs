//! Fitting styled text to the terminal's width: word wrapping with hanging indents, display
//! widths, truncation. Everything on screen passes through here, so control characters from
//! model or tool output (an ESC starting an escape sequence) are replaced before they reach
//! the terminal.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// Columns a tab takes.
const TAB: usize = 4;

/// Display width of `s` in terminal columns (tabs count as 4, control characters as 1).
pub fn display_width(s: &str) -> usize {
    if s.is_ascii() {
        return s.bytes().map(|b| if b == b'\t' { TAB } else { 1 }).sum();
    }
    s.graphemes(true).map(grapheme_width).sum()
}

fn grapheme_width(g: &str) -> usize {
    match g {
        "\t" => TAB,
        _ if g.chars().any(char::is_control) => 1,
        _ => g.width(),
    }
}

/// What is drawn for a grapheme: tabs as spaces, control characters as `�`.
fn visible(g: &str) -> &str {
    match g {
        "\t" => "    ",
        _ if g.chars().any(char::is_control) => "\u{fffd}",
        _ => g,
    }
}

/// Cuts `s` to at most `width` columns, ending with `…` when something was cut.
pub fn truncate(s: &str, width: usize) -> String {
    if display_width(s) <= width && !s.chars().any(char::is_control) {
        return s.to_owned();
    }
    if display_width(s) <= width {
        return s.graphemes(true).map(visible).collect();
    }
    let mut out = String::new();
    let mut used = 0;
    for g in s.graphemes(true) {
        let w = grapheme_width(g);
        if used + w + 1 > width {
            break;
        }
        out.push_str(visible(g));
        used += w;
    }
    if width > 0 {
        out.push('…');
    }
    out
}

type Piece<'a> = (&'a str, Style, usize);

/// Lines being filled: spans merge while the style stays the same.
struct Wrapper<'i> {
    out: Vec<Line<'static>>,
    spans: Vec<Span<'static>>,
    used: usize,
    /// Width of the current line's prefix (0 on the first line, the indent after).
    start: usize,
    width: usize,
    indent: &'i [Span<'static>],
    indent_width: usize,
    style: Style,
}

impl Wrapper<'_> {
    fn at_start(&self) -> bool {
        self.used == self.start
    }

    fn push(&mut self, (g, style, w): Piece<'_>) {
        self.used += w;
        let text = visible(g);
        if let Some(last) = self.spans.last_mut()
            && last.style == style
            && self.used - w > self.start
        {
            last.content.to_mut().push_str(text);
            return;
        }
        self.spans.push(Span::styled(text.to_owned(), style));
    }

    fn break_line(&mut self) {
        let spans = std::mem::replace(&mut self.spans, self.indent.to_vec());
        self.out.push(Line::from(spans).style(self.style));
        self.used = self.indent_width;
        self.start = self.indent_width;
    }

    fn place(&mut self, word: &mut Vec<Piece<'_>>, pending: &mut Vec<Piece<'_>>) {
        if word.is_empty() {
            return;
        }
        let word_width: usize = word.iter().map(|p| p.2).sum();
        let space_width: usize = pending.iter().map(|p| p.2).sum();
        if self.used + space_width + word_width <= self.width {
            pending.drain(..).for_each(|p| self.push(p));
        } else if !self.at_start() && self.indent_width + word_width <= self.width {
            pending.clear();
            self.break_line();
        } else if self.used + space_width < self.width {
            // Too long for any line: start it here and split it.
            pending.drain(..).for_each(|p| self.push(p));
        } else {
            pending.clear();
            if !self.at_start() {
                self.break_line();
            }
        }
        for p in word.drain(..) {
            if self.used + p.2 > self.width && !self.at_start() {
                self.break_line();
            }
            self.push(p);
        }
    }
}

/// Word-wraps one styled line to at most `width` columns; continuation lines start with `indent`
/// (whose width counts). Breaks at whitespace where possible, drops the whitespace at a break,
/// and splits words longer than a line by grapheme.
pub fn wrap_line(line: &Line<'_>, width: usize, indent: &[Span<'static>]) -> Vec<Line<'static>> {
    let width = width.max(1);
    let mut indent_width: usize = indent.iter().map(|s| display_width(&s.content)).sum();
    // An indent that leaves no room would never finish a word; drop it instead.
    let indent: &[Span<'static>] = if indent_width < width {
        indent
    } else {
        indent_width = 0;
        &[]
    };
    let mut w = Wrapper {
        out: Vec::new(),
        spans: Vec::new(),
        used: 0,
        start: 0,
        width,
        indent,
        indent_width,
        style: line.style,
    };
    let mut pending: Vec<Piece<'_>> = Vec::new();
    let mut word: Vec<Piece<'_>> = Vec::new();
    let mut seen_word = false;
    for span in &line.spans {
        for g in span.content.graphemes(true) {
            let piece = (g, span.style, grapheme_width(g));
            if g.chars().all(char::is_whitespace) && g != "\u{a0}" {
                w.place(&mut word, &mut pending);
                if !seen_word {
                    // Indentation opening the line (code) is kept as it is.
                    if w.used + piece.2 <= w.width {
                        w.push(piece);
                    }
                    continue;
                }
                pending.push(piece);
            } else {
                seen_word = true;
                word.push(piece);
            }
        }
    }
    w.place(&mut word, &mut pending);
    w.out.push(Line::from(w.spans).style(line.style));
    w.out
}

/// Plain text (may contain newlines) in one style, wrapped to `width`.
pub fn wrap_text(text: &str, style: Style, width: usize) -> Vec<Line<'static>> {
    text.split('\n')
        .flat_map(|l| wrap_line(&Line::from(Span::styled(l.trim_end_matches('\r'), style)), width, &[]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: &[Line<'_>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect()
    }

    #[test]
    fn words_wrap_at_spaces_and_continuations_are_indented() {
        let l = Line::from("the quick brown fox jumps over the lazy dog");
        assert_eq!(
            text(&wrap_line(&l, 16, &[Span::raw("  ")])),
            ["the quick brown", "  fox jumps over", "  the lazy dog"]
        );
    }

    #[test]
    fn long_words_are_split_and_no_line_is_too_wide() {
        let l = Line::from("see https://example.com/a/very/long/path/indeed now");
        let lines = wrap_line(&l, 12, &[]);
        for s in text(&lines) {
            assert!(display_width(&s) <= 12, "{s:?}");
        }
        assert_eq!(
            text(&lines).concat().replace(' ', ""),
            "seehttps://example.com/a/very/long/path/indeednow"
        );
    }

    #[test]
    fn styles_survive_breaks_and_wide_characters_count_twice() {
        let l = Line::from(vec![
            Span::raw("ab "),
            Span::styled(
                "日本語 テキスト",
                Style::new().add_modifier(ratatui::style::Modifier::BOLD),
            ),
        ]);
        let lines = wrap_line(&l, 9, &[]);
        assert_eq!(text(&lines), ["ab 日本語", "テキスト"]);
        assert!(
            lines[1].spans[0]
                .style
                .add_modifier
                .contains(ratatui::style::Modifier::BOLD)
        );
    }

    #[test]
    fn control_characters_never_reach_the_terminal() {
        let lines = wrap_text("red \x1b[31mtext\x1b[0m\tend", Style::new(), 80);
        let s = text(&lines).concat();
        assert!(!s.contains('\x1b'), "{s:?}");
        assert!(s.contains("    end"), "{s:?}");
    }

    #[test]
    fn leading_indentation_is_kept_and_empty_lines_stay() {
        assert_eq!(
            text(&wrap_text("    let x = 1;\n\nfn", Style::new(), 40)),
            ["    let x = 1;", "", "fn"]
        );
        assert_eq!(text(&wrap_line(&Line::default(), 10, &[])), [""]);
        assert_eq!(text(&wrap_line(&Line::from("abc"), 0, &[])), ["a", "b", "c"]);
    }

    #[test]
    fn truncation_marks_the_cut() {
        assert_eq!(truncate("hello world", 8), "hello w…");
        assert_eq!(truncate("short", 8), "short");
        assert_eq!(display_width("日本"), 4);
    }
}
