//! The multi-line prompt editor: typing, editing keys, history recall, bracketed paste and the
//! soft-wrapped rendering of the input box.
//!
//! Each logical line is a list of atoms: one grapheme cluster, or one collapsed paste. Storing
//! clusters (not bytes) makes the cursor a plain index that can never land inside a cluster or a
//! placeholder, and caching each cluster's width keeps layout to arithmetic. A key press touches
//! only the line under the cursor; laying out the whole text happens only in [`Input::render`]
//! and [`Input::height`], once per frame.

use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::text::{Line, Span};
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

use crate::theme::Theme;

/// How many submitted entries the history keeps; older ones are dropped first.
pub const HISTORY_LIMIT: usize = 1000;

/// A paste with more lines than this is collapsed into a placeholder.
const PASTE_MAX_LINES: usize = 5;
/// A paste with more characters than this is collapsed into a placeholder.
const PASTE_MAX_CHARS: usize = 1000;
/// What a tab becomes: a raw tab has no fixed width in a terminal cell grid.
const TAB: &str = "    ";

/// What a key press did, so the app knows whether to act on it itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputOutcome {
    /// Enter sent this text (placeholders expanded); the editor is now empty.
    Submitted(String),
    /// The editor used the key (even if nothing visibly changed).
    Handled,
    /// The editor does not use this key and changed nothing; the app may bind it.
    Ignored,
}

/// The prompt editor: the text being written, its cursor, and the history of sent prompts.
///
/// Keys: Enter sends (after a `\` at the cursor it starts a new line instead); Shift+Enter,
/// Alt+Enter and Ctrl+J start a new line. Backspace/Ctrl+H and Delete/Ctrl+D delete a character
/// (a placeholder whole; at a line edge they join lines). Ctrl+W, Alt+Backspace and
/// Ctrl+Backspace delete the word before the cursor, Alt+D and Ctrl/Alt+Delete the word after.
/// Ctrl+U and Ctrl+K delete to the line start and end. Left/Right move by character,
/// Ctrl/Alt+Left/Right and Alt+B/Alt+F by word, Home/End and Ctrl+A/Ctrl+E to the line start
/// and end, Ctrl+Home/Ctrl+End to the text start and end. Up/Down move by row, and past the
/// first or last row browse the history. Every other key, and Ctrl+D on an empty editor, is
/// [`InputOutcome::Ignored`].
#[derive(Debug, Clone)]
pub struct Input {
    /// Never empty: an empty editor is one empty line.
    lines: Vec<Vec<Atom>>,
    /// Cursor line.
    row: usize,
    /// Cursor position in its line, as an atom index (`0..=len`).
    col: usize,
    /// The visual column Up/Down aim for, so passing a short line doesn't lose it.
    goal_col: Option<usize>,
    /// Collapsed pastes so far, for numbering placeholders.
    pastes: usize,
    history: Vec<String>,
    /// Which history entry is shown, while browsing with Up/Down.
    browsing: Option<usize>,
    /// What was being written before browsing started; Down past the newest entry restores it.
    draft: Option<Vec<Vec<Atom>>>,
    /// The width last rendered at, so Up/Down follow the rows the user sees.
    last_width: LastWidth,
}

impl Default for Input {
    fn default() -> Self {
        Self {
            lines: vec![Vec::new()],
            row: 0,
            col: 0,
            goal_col: None,
            pastes: 0,
            history: Vec::new(),
            browsing: None,
            draft: None,
            last_width: LastWidth::default(),
        }
    }
}

impl Input {
    /// An empty editor with no history.
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds one key press (crossterm `KeyEvent`; `KeyEventKind::Release` is ignored).
    ///
    /// Keys the editor has no use for return [`InputOutcome::Ignored`] and change nothing, and
    /// so does Ctrl+D on an empty editor, so the app can treat it as "exit".
    pub fn handle_key(&mut self, key: KeyEvent) -> InputOutcome {
        if key.kind == KeyEventKind::Release {
            return InputOutcome::Ignored;
        }
        let Some(action) = Action::from_key(key) else {
            return InputOutcome::Ignored;
        };
        if action == Action::DeleteOrExit && self.is_empty() {
            return InputOutcome::Ignored;
        }
        if !matches!(action, Action::Up | Action::Down) {
            self.goal_col = None;
        }
        match action {
            Action::Insert(c) => self.insert_text(c.encode_utf8(&mut [0; 4])),
            Action::Newline => self.insert_text("\n"),
            Action::Enter => {
                // A trailing `\` is the portable way to continue a line on terminals that
                // cannot tell Shift+Enter from Enter.
                let after_backslash =
                    self.col > 0 && matches!(&self.lines[self.row][self.col - 1], Atom::Text { g, .. } if &**g == "\\");
                if !after_backslash {
                    return self.submit();
                }
                self.col -= 1;
                let col = self.col;
                self.line_mut().remove(col);
                self.insert_text("\n");
            }
            Action::Backspace => {
                if self.col == 0 {
                    self.join_previous();
                } else {
                    self.delete_back_to(self.col - 1);
                }
            }
            Action::DeleteOrExit | Action::Delete => {
                if self.col == self.line().len() {
                    self.join_next();
                } else {
                    self.delete_forward_to(self.col + 1);
                }
            }
            Action::DeleteWordBack => {
                if self.col == 0 {
                    self.join_previous();
                } else {
                    self.delete_back_to(word_left(self.line(), self.col));
                }
            }
            Action::DeleteWordForward => {
                if self.col == self.line().len() {
                    self.join_next();
                } else {
                    self.delete_forward_to(word_right(self.line(), self.col));
                }
            }
            Action::KillToLineStart => {
                if self.col == 0 {
                    self.join_previous();
                } else {
                    self.delete_back_to(0);
                }
            }
            Action::KillToLineEnd => {
                if self.col == self.line().len() {
                    self.join_next();
                } else {
                    let col = self.col;
                    self.line_mut().truncate(col);
                }
            }
            Action::Left => {
                if self.col > 0 {
                    self.col -= 1;
                } else {
                    self.cursor_to_previous_line_end();
                }
            }
            Action::Right => {
                if self.col < self.line().len() {
                    self.col += 1;
                } else {
                    self.cursor_to_next_line_start();
                }
            }
            Action::WordLeft => {
                if self.col > 0 {
                    self.col = word_left(self.line(), self.col);
                } else {
                    self.cursor_to_previous_line_end();
                }
            }
            Action::WordRight => {
                if self.col < self.line().len() {
                    self.col = word_right(self.line(), self.col);
                } else {
                    self.cursor_to_next_line_start();
                }
            }
            Action::LineStart => self.col = 0,
            Action::LineEnd => self.col = self.line().len(),
            Action::TextStart => {
                self.row = 0;
                self.col = 0;
            }
            Action::TextEnd => self.cursor_to_end(),
            Action::Up => self.up(),
            Action::Down => self.down(),
        }
        InputOutcome::Handled
    }

    /// Inserts pasted text (bracketed paste) at the cursor.
    ///
    /// Line endings become `\n`, tabs four spaces, and other control characters are dropped.
    /// A paste of more than 5 lines or 1000 characters shows as one `[Pasted text #N +L lines]`
    /// placeholder, edited as a single unit; [`Input::text`] expands it again.
    pub fn paste(&mut self, text: &str) {
        let clean = normalize(text);
        if clean.is_empty() {
            return;
        }
        self.goal_col = None;
        let lines = clean.lines().count().max(1);
        if lines > PASTE_MAX_LINES || clean.chars().count() > PASTE_MAX_CHARS {
            self.pastes += 1;
            let unit = if lines == 1 { "line" } else { "lines" };
            let label = format!("[Pasted text #{} +{lines} {unit}]", self.pastes);
            let width = label.width();
            let col = self.col;
            self.line_mut().insert(
                col,
                Atom::Paste(Arc::new(Pasted {
                    label,
                    width,
                    content: clean,
                })),
            );
            self.col += 1;
        } else {
            self.insert_text(&clean);
        }
    }

    /// The full text as it will be sent (paste placeholders expanded).
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (i, line) in self.lines.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            for atom in line {
                out.push_str(atom.content());
            }
        }
        out
    }

    /// Whether there is no content at all (whitespace counts as content).
    pub fn is_empty(&self) -> bool {
        matches!(self.lines.as_slice(), [only] if only.is_empty())
    }

    /// Empties the editor and stops any history browsing (the history itself is kept).
    pub fn clear(&mut self) {
        self.lines = vec![Vec::new()];
        self.row = 0;
        self.col = 0;
        self.goal_col = None;
        self.browsing = None;
        self.draft = None;
    }

    /// Replaces the content (cursor at the end), e.g. to recall a command.
    ///
    /// The text is cleaned like a paste but never collapsed into a placeholder.
    pub fn set_text(&mut self, text: &str) {
        self.clear();
        self.lines = lines_from(text);
        self.cursor_to_end();
    }

    /// Previously submitted entries, oldest first (for saving to disk).
    pub fn history(&self) -> &[String] {
        &self.history
    }

    /// Loads saved history (oldest first), keeping at most the last [`HISTORY_LIMIT`].
    pub fn set_history(&mut self, mut entries: Vec<String>) {
        let excess = entries.len().saturating_sub(HISTORY_LIMIT);
        entries.drain(..excess);
        self.history = entries;
        // Indices into the old history mean nothing now; what is on screen stays.
        self.browsing = None;
        self.draft = None;
    }

    /// The content soft-wrapped to `width` columns (0 counts as 1), and the cursor as
    /// (column, row) within those lines.
    ///
    /// Empty content is one empty line. When the cursor sits at the end of a line that exactly
    /// fills its last row, it goes to column 0 of an extra, empty row. Up/Down then move through
    /// the rows as rendered here.
    pub fn render(&self, width: u16, theme: &Theme) -> (Vec<Line<'static>>, (u16, u16)) {
        let width = width.max(1);
        self.last_width.set(width);
        let width = usize::from(width);
        let mut out = Vec::with_capacity(self.lines.len());
        let mut cursor = (0, 0);
        for (i, line) in self.lines.iter().enumerate() {
            let first_row = out.len();
            render_line(line, width, theme, &mut out);
            if i == self.row {
                let (row, col) = positions(line, width).get(self.col).copied().unwrap_or_default();
                if first_row + row >= out.len() {
                    out.push(Line::default());
                }
                cursor = (to_u16(col), to_u16(first_row + row));
            }
        }
        (out, cursor)
    }

    /// How many rows the content takes at `width` (at least 1): as many lines as
    /// [`Input::render`] returns.
    pub fn height(&self, width: u16) -> u16 {
        let width = usize::from(width.max(1));
        let rows: usize = self
            .lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let mut flow = Flow::new(width);
                for atom in line {
                    flow.place(atom);
                }
                let cursor_wraps = i == self.row && self.col == line.len() && flow.end().0 > flow.row;
                flow.row + 1 + usize::from(cursor_wraps)
            })
            .sum();
        to_u16(rows.max(1))
    }

    fn line(&self) -> &Vec<Atom> {
        &self.lines[self.row]
    }

    fn line_mut(&mut self) -> &mut Vec<Atom> {
        &mut self.lines[self.row]
    }

    fn submit(&mut self) -> InputOutcome {
        let text = self.text();
        if text.trim().is_empty() {
            return InputOutcome::Handled;
        }
        if self.history.last() != Some(&text) {
            self.history.push(text.clone());
            let excess = self.history.len().saturating_sub(HISTORY_LIMIT);
            self.history.drain(..excess);
        }
        self.clear();
        InputOutcome::Submitted(text)
    }

    /// Inserts cleaned text (`\n` separates lines) at the cursor, leaving the cursor after it.
    fn insert_text(&mut self, text: &str) {
        let mut parts = text.split('\n');
        let first = parts.next().unwrap_or_default();
        let rest: Vec<Vec<Atom>> = parts.map(segment).collect();
        let col = self.col;
        let line = &mut self.lines[self.row];
        if rest.is_empty() {
            self.col = splice_text(line, col, first);
            return;
        }
        let tail = line.split_off(col);
        splice_text(line, col, first);
        let added = rest.len();
        let at = self.row + 1;
        self.lines.splice(at..at, rest);
        self.row += added;
        let last = &mut self.lines[self.row];
        let joint = last.len();
        last.extend(tail);
        self.col = splice_text(last, joint, "");
    }

    /// Deletes from `from` up to the cursor on the cursor line.
    fn delete_back_to(&mut self, from: usize) {
        let col = self.col;
        let line = self.line_mut();
        line.drain(from..col);
        self.col = splice_text(line, from, "");
    }

    /// Deletes from the cursor up to `to` on the cursor line.
    fn delete_forward_to(&mut self, to: usize) {
        let col = self.col;
        let line = self.line_mut();
        line.drain(col..to);
        // Delete never moves the cursor forward, even if clusters merge across the gap.
        self.col = splice_text(line, col, "").min(col);
    }

    /// Joins the cursor line onto the previous one (Backspace at a line start).
    fn join_previous(&mut self) {
        if self.row == 0 {
            return;
        }
        let line = self.lines.remove(self.row);
        self.row -= 1;
        let prev = &mut self.lines[self.row];
        let joint = prev.len();
        prev.extend(line);
        self.col = splice_text(prev, joint, "");
    }

    /// Joins the next line onto the cursor line (Delete at a line end).
    fn join_next(&mut self) {
        if self.row + 1 >= self.lines.len() {
            return;
        }
        let next = self.lines.remove(self.row + 1);
        let col = self.col;
        let line = self.line_mut();
        line.extend(next);
        self.col = splice_text(line, col, "").min(col);
    }

    fn cursor_to_previous_line_end(&mut self) {
        if self.row > 0 {
            self.row -= 1;
            self.col = self.line().len();
        }
    }

    fn cursor_to_next_line_start(&mut self) {
        if self.row + 1 < self.lines.len() {
            self.row += 1;
            self.col = 0;
        }
    }

    fn cursor_to_end(&mut self) {
        self.row = self.lines.len() - 1;
        self.col = self.line().len();
    }

    /// The wrap width for Up/Down: as last rendered, or no wrapping before the first render.
    fn flow_width(&self) -> usize {
        match self.last_width.get() {
            0 => usize::MAX,
            w => usize::from(w),
        }
    }

    fn up(&mut self) {
        let width = self.flow_width();
        let here = positions(self.line(), width);
        let (row, col) = here.get(self.col).copied().unwrap_or_default();
        let goal = *self.goal_col.get_or_insert(col);
        if let Some(&(above, _)) = here.iter().rev().find(|p| p.0 < row) {
            self.col = pick(&here, above, goal);
        } else if self.row > 0 {
            self.row -= 1;
            let prev = positions(self.line(), width);
            let last = prev.last().map_or(0, |p| p.0);
            self.col = pick(&prev, last, goal);
        } else {
            self.recall_older();
        }
    }

    fn down(&mut self) {
        let width = self.flow_width();
        let here = positions(self.line(), width);
        let (row, col) = here.get(self.col).copied().unwrap_or_default();
        let goal = *self.goal_col.get_or_insert(col);
        if let Some(&(below, _)) = here.iter().find(|p| p.0 > row) {
            self.col = pick(&here, below, goal);
        } else if self.row + 1 < self.lines.len() {
            self.row += 1;
            let next = positions(self.line(), width);
            self.col = pick(&next, 0, goal);
        } else {
            self.recall_newer();
        }
    }

    fn recall_older(&mut self) {
        let index = match self.browsing {
            None => self.history.len().checked_sub(1),
            Some(i) => i.checked_sub(1),
        };
        let Some(entry) = index.and_then(|i| self.history.get(i)) else {
            return;
        };
        let lines = lines_from(entry);
        let previous = std::mem::replace(&mut self.lines, lines);
        if self.browsing.is_none() {
            self.draft = Some(previous);
        }
        self.browsing = index;
        self.goal_col = None;
        self.cursor_to_end();
    }

    fn recall_newer(&mut self) {
        let Some(index) = self.browsing else {
            return;
        };
        if let Some(entry) = self.history.get(index + 1) {
            self.lines = lines_from(entry);
            self.browsing = Some(index + 1);
        } else {
            self.lines = self
                .draft
                .take()
                .filter(|d| !d.is_empty())
                .unwrap_or_else(|| vec![Vec::new()]);
            self.browsing = None;
        }
        self.goal_col = None;
        self.cursor_to_end();
    }
}

/// What a key does in the editor, once modifiers are sorted out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Insert(char),
    Newline,
    Enter,
    Backspace,
    Delete,
    /// Ctrl+D: delete forward, or let the app exit when there is nothing to delete.
    DeleteOrExit,
    DeleteWordBack,
    DeleteWordForward,
    KillToLineStart,
    KillToLineEnd,
    Left,
    Right,
    WordLeft,
    WordRight,
    LineStart,
    LineEnd,
    TextStart,
    TextEnd,
    Up,
    Down,
}

impl Action {
    fn from_key(key: KeyEvent) -> Option<Self> {
        let m = key.modifiers;
        if m.intersects(KeyModifiers::SUPER | KeyModifiers::HYPER) {
            return None;
        }
        let ctrl = m.contains(KeyModifiers::CONTROL);
        let alt = m.intersects(KeyModifiers::ALT | KeyModifiers::META);
        let shift = m.contains(KeyModifiers::SHIFT);
        let action = match key.code {
            // Windows reports AltGr as Ctrl+Alt; letters with real Ctrl+Alt stay unbound.
            KeyCode::Char(c) if ctrl && alt && !c.is_ascii_alphabetic() && !c.is_control() => Self::Insert(c),
            KeyCode::Char(_) if ctrl && alt => return None,
            KeyCode::Char(c) if ctrl => match c.to_ascii_lowercase() {
                'j' => Self::Newline,
                'h' => Self::Backspace,
                'd' => Self::DeleteOrExit,
                'a' => Self::LineStart,
                'e' => Self::LineEnd,
                'u' => Self::KillToLineStart,
                'k' => Self::KillToLineEnd,
                'w' => Self::DeleteWordBack,
                _ => return None,
            },
            KeyCode::Char(c) if alt => match c {
                'b' => Self::WordLeft,
                'f' => Self::WordRight,
                'd' => Self::DeleteWordForward,
                _ => return None,
            },
            KeyCode::Char(c) if !c.is_control() => Self::Insert(c),
            KeyCode::Enter if ctrl => return None,
            KeyCode::Enter if shift || alt => Self::Newline,
            KeyCode::Enter => Self::Enter,
            KeyCode::Backspace if ctrl || alt => Self::DeleteWordBack,
            KeyCode::Backspace => Self::Backspace,
            KeyCode::Delete if ctrl || alt => Self::DeleteWordForward,
            KeyCode::Delete => Self::Delete,
            KeyCode::Left if ctrl || alt => Self::WordLeft,
            KeyCode::Left => Self::Left,
            KeyCode::Right if ctrl || alt => Self::WordRight,
            KeyCode::Right => Self::Right,
            KeyCode::Home if ctrl => Self::TextStart,
            KeyCode::Home => Self::LineStart,
            KeyCode::End if ctrl => Self::TextEnd,
            KeyCode::End => Self::LineEnd,
            // Ctrl/Alt+Up/Down are left to the app (scrolling, usually).
            KeyCode::Up if !ctrl && !alt => Self::Up,
            KeyCode::Down if !ctrl && !alt => Self::Down,
            _ => return None,
        };
        Some(action)
    }
}

/// A collapsed paste: shown as `label`, sent as `content`.
#[derive(Debug)]
struct Pasted {
    label: String,
    width: usize,
    content: String,
}

/// One unit of a line: the cursor moves, and Backspace deletes, one atom at a time.
#[derive(Debug, Clone)]
enum Atom {
    /// One grapheme cluster, with its display width.
    Text { g: Box<str>, width: usize },
    /// A collapsed paste; shared so that a saved draft costs no copy.
    Paste(Arc<Pasted>),
}

/// Word motions stop where the kind of atom changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Space,
    Word,
    Punct,
    Paste,
}

impl Atom {
    fn text(g: &str) -> Self {
        Self::Text {
            g: g.into(),
            width: g.width(),
        }
    }

    fn is_paste(&self) -> bool {
        matches!(self, Self::Paste(_))
    }

    /// A single printable ASCII character.
    fn is_plain_ascii(&self) -> bool {
        matches!(self, Self::Text { g, .. } if matches!(g.as_bytes(), [b' '..=b'~']))
    }

    fn width(&self) -> usize {
        match self {
            Self::Text { width, .. } => *width,
            Self::Paste(p) => p.width,
        }
    }

    fn content(&self) -> &str {
        match self {
            Self::Text { g, .. } => g,
            Self::Paste(p) => &p.content,
        }
    }

    fn class(&self) -> Class {
        match self {
            Self::Paste(_) => Class::Paste,
            Self::Text { g, .. } => match g.chars().next() {
                Some(c) if c.is_whitespace() => Class::Space,
                Some(c) if c.is_alphanumeric() || c == '_' => Class::Word,
                _ => Class::Punct,
            },
        }
    }
}

/// The start of the word before `i` (skipping blanks first); a placeholder is a word alone.
fn word_left(line: &[Atom], mut i: usize) -> usize {
    while i > 0 && line[i - 1].class() == Class::Space {
        i -= 1;
    }
    if i == 0 {
        return 0;
    }
    let class = line[i - 1].class();
    i -= 1;
    if class != Class::Paste {
        while i > 0 && line[i - 1].class() == class {
            i -= 1;
        }
    }
    i
}

/// The end of the word after `i` (skipping blanks first); a placeholder is a word alone.
fn word_right(line: &[Atom], mut i: usize) -> usize {
    while i < line.len() && line[i].class() == Class::Space {
        i += 1;
    }
    if i == line.len() {
        return i;
    }
    let class = line[i].class();
    i += 1;
    if class != Class::Paste {
        while i < line.len() && line[i].class() == class {
            i += 1;
        }
    }
    i
}

/// Inserts `text` (no `\n`) at atom index `at` and re-segments the text around it, since
/// clusters can merge across the edit (a combining accent typed after a letter, a joiner removed
/// between two emoji). Returns the index just after the inserted text, rounded up if that falls
/// inside a merged cluster. With empty `text` this just repairs the clusters around `at`.
///
/// Only the atoms between the nearest settled boundaries on either side are re-segmented, so
/// typing into a long line of plain text stays cheap.
fn splice_text(line: &mut Vec<Atom>, at: usize, text: &str) -> usize {
    // The boundary at `at` itself is never settled: the new text may join the atom before it.
    let mut start = at;
    if start > 0 && !line[start - 1].is_paste() {
        start -= 1;
        while !settled(line, start) {
            start -= 1;
        }
    }
    let mut end = at;
    if end < line.len() && !line[end].is_paste() {
        end += 1;
        while !settled(line, end) {
            end += 1;
        }
    }
    let mut run = String::new();
    for atom in &line[start..at] {
        run.push_str(atom.content());
    }
    let target = run.len() + text.len();
    run.push_str(text);
    for atom in &line[at..end] {
        run.push_str(atom.content());
    }
    let mut cursor = start;
    let atoms: Vec<Atom> = run
        .grapheme_indices(true)
        .map(|(i, g)| {
            if i < target {
                cursor += 1;
            }
            Atom::text(g)
        })
        .collect();
    line.splice(start..end, atoms);
    cursor
}

/// Whether the cluster boundary before atom `i` holds whatever changes elsewhere in the line:
/// at the line's ends, next to a placeholder, or between two printable ASCII characters (no
/// segmentation rule joins those, nor looks back past them).
fn settled(line: &[Atom], i: usize) -> bool {
    match (i.checked_sub(1).and_then(|j| line.get(j)), line.get(i)) {
        (None, _) | (_, None) => true,
        (Some(before), Some(after)) => {
            before.is_paste() || after.is_paste() || (before.is_plain_ascii() && after.is_plain_ascii())
        }
    }
}

fn segment(text: &str) -> Vec<Atom> {
    text.graphemes(true).map(Atom::text).collect()
}

/// Lines of atoms for `text`, cleaned like a paste; never empty.
fn lines_from(text: &str) -> Vec<Vec<Atom>> {
    normalize(text).split('\n').map(segment).collect()
}

/// `\r\n` and `\r` to `\n`, tabs to spaces, other control characters dropped: nothing that would
/// upset the cell grid survives.
fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push('\n');
            }
            '\n' => out.push('\n'),
            '\t' => out.push_str(TAB),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Soft-wrap state while laying out one logical line.
struct Flow {
    width: usize,
    row: usize,
    col: usize,
}

impl Flow {
    fn new(width: usize) -> Self {
        Self { width, row: 0, col: 0 }
    }

    /// Places the next atom and returns its (row, column).
    ///
    /// An atom that does not fit moves to the next row whole, so a double-width character never
    /// straddles the edge. Only a placeholder wider than the box is split across rows (it
    /// starts on a fresh row); a cluster wider than a 1-column box overhangs instead.
    fn place(&mut self, atom: &Atom) -> (usize, usize) {
        let width = atom.width();
        if self.col > 0 && (self.col.saturating_add(width) > self.width || self.col >= self.width) {
            self.row += 1;
            self.col = 0;
        }
        let start = (self.row, self.col);
        if atom.is_paste() && width > self.width {
            let extra = (width - 1) / self.width;
            self.row += extra;
            self.col = width - extra * self.width;
        } else {
            self.col += width;
        }
        start
    }

    /// Where a cursor after everything placed goes: past a full row, that's the next row.
    fn end(&self) -> (usize, usize) {
        if self.col > 0 && self.col >= self.width {
            (self.row + 1, 0)
        } else {
            (self.row, self.col)
        }
    }
}

/// The (row, column) of every cursor position in `line` (`0..=len`) when wrapped at `width`.
fn positions(line: &[Atom], width: usize) -> Vec<(usize, usize)> {
    let mut flow = Flow::new(width);
    let mut out: Vec<(usize, usize)> = line.iter().map(|a| flow.place(a)).collect();
    out.push(flow.end());
    out
}

/// On row `row`, the last position not right of `goal`, else the row's first position.
fn pick(positions: &[(usize, usize)], row: usize, goal: usize) -> usize {
    let mut best = None;
    for (i, &(r, c)) in positions.iter().enumerate() {
        if r > row {
            break;
        }
        if r == row && (best.is_none() || c <= goal) {
            best = Some(i);
        }
    }
    best.unwrap_or(0)
}

/// Appends the rows of one logical line, wrapped at `width`.
fn render_line(line: &[Atom], width: usize, theme: &Theme, out: &mut Vec<Line<'static>>) {
    let mut flow = Flow::new(width);
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut run = String::new();
    let mut row = 0;
    for atom in line {
        let (r, c) = flow.place(atom);
        if r != row {
            flush(&mut run, &mut spans);
            out.push(Line::from(std::mem::take(&mut spans)));
            row = r;
        }
        match atom {
            Atom::Text { g, .. } => run.push_str(g),
            Atom::Paste(p) => {
                flush(&mut run, &mut spans);
                let mut room = width.saturating_sub(c).max(1);
                let mut rest = p.label.as_str();
                loop {
                    // Labels are ASCII-only, but split on chars so that can't panic.
                    let split = rest.char_indices().nth(room).map_or(rest.len(), |(i, _)| i);
                    let (chunk, tail) = rest.split_at(split);
                    spans.push(Span::styled(chunk.to_owned(), theme.dim()));
                    rest = tail;
                    if rest.is_empty() {
                        break;
                    }
                    out.push(Line::from(std::mem::take(&mut spans)));
                    row += 1;
                    room = width;
                }
            }
        }
    }
    flush(&mut run, &mut spans);
    out.push(Line::from(spans));
}

fn flush(run: &mut String, spans: &mut Vec<Span<'static>>) {
    if !run.is_empty() {
        spans.push(Span::raw(std::mem::take(run)));
    }
}

fn to_u16(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// The last render width, behind an atomic so `render(&self)` can record it and `Input` stays
/// `Send + Sync`.
#[derive(Debug, Default)]
struct LastWidth(AtomicU16);

impl LastWidth {
    fn get(&self) -> u16 {
        self.0.load(Ordering::Relaxed)
    }

    fn set(&self, width: u16) {
        self.0.store(width, Ordering::Relaxed);
    }
}

impl Clone for LastWidth {
    fn clone(&self) -> Self {
        Self(AtomicU16::new(self.get()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEventState;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn with(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    fn ctrl(c: char) -> KeyEvent {
        with(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn alt(c: char) -> KeyEvent {
        with(KeyCode::Char(c), KeyModifiers::ALT)
    }

    fn typed(text: &str) -> Input {
        let mut input = Input::new();
        type_str(&mut input, text);
        input
    }

    fn type_str(input: &mut Input, text: &str) {
        for c in text.chars() {
            let outcome = if c == '\n' {
                input.handle_key(with(KeyCode::Enter, KeyModifiers::SHIFT))
            } else {
                input.handle_key(key(KeyCode::Char(c)))
            };
            assert_eq!(outcome, InputOutcome::Handled);
        }
    }

    fn press(input: &mut Input, k: KeyEvent, times: usize) {
        for _ in 0..times {
            input.handle_key(k);
        }
    }

    /// The rendered rows as plain strings, and the cursor.
    fn screen(input: &Input, width: u16) -> (Vec<String>, (u16, u16)) {
        let (lines, cursor) = input.render(width, &Theme::plain());
        let rows = lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect();
        (rows, cursor)
    }

    fn cursor(input: &Input) -> (u16, u16) {
        input.render(200, &Theme::plain()).1
    }

    #[test]
    fn typing_inserts_at_the_cursor() {
        let mut input = typed("helo");
        press(&mut input, key(KeyCode::Left), 1);
        type_str(&mut input, "l");
        assert_eq!(input.text(), "hello");
        assert_eq!(cursor(&input), (4, 0));
        type_str(&mut input, "X");
        assert_eq!(input.text(), "hellXo");
        let mut shifted = Input::new();
        shifted.handle_key(with(KeyCode::Char('A'), KeyModifiers::SHIFT));
        assert_eq!(shifted.text(), "A");
    }

    #[test]
    fn cursor_moves_by_grapheme_and_counts_wide_characters_twice() {
        // "e" then a combining accent typed separately become one cluster.
        let mut input = typed("e\u{301}你👍🏽");
        assert_eq!(cursor(&input), (5, 0));
        press(&mut input, key(KeyCode::Left), 1);
        assert_eq!(cursor(&input), (3, 0));
        press(&mut input, key(KeyCode::Left), 2);
        assert_eq!(cursor(&input), (0, 0));
        type_str(&mut input, "x");
        assert_eq!(input.text(), "xe\u{301}你👍🏽");
        press(&mut input, key(KeyCode::End), 1);
        press(&mut input, key(KeyCode::Backspace), 1);
        assert_eq!(input.text(), "xe\u{301}你", "the whole emoji with its skin tone goes");
    }

    #[test]
    fn enter_submits_clears_and_records_history() {
        let mut input = typed("fix the bug");
        assert_eq!(
            input.handle_key(key(KeyCode::Enter)),
            InputOutcome::Submitted("fix the bug".into())
        );
        assert!(input.is_empty());
        type_str(&mut input, "fix the bug");
        input.handle_key(key(KeyCode::Enter));
        type_str(&mut input, "run tests");
        input.handle_key(key(KeyCode::Enter));
        assert_eq!(input.history(), ["fix the bug", "run tests"]);
    }

    #[test]
    fn enter_on_blank_content_does_nothing() {
        let mut input = Input::new();
        assert_eq!(input.handle_key(key(KeyCode::Enter)), InputOutcome::Handled);
        type_str(&mut input, "  \n ");
        assert_eq!(input.handle_key(key(KeyCode::Enter)), InputOutcome::Handled);
        assert_eq!(input.text(), "  \n ");
        assert!(input.history().is_empty());
    }

    #[test]
    fn newline_keys_insert_a_line_break() {
        let mut input = typed("a");
        input.handle_key(with(KeyCode::Enter, KeyModifiers::SHIFT));
        type_str(&mut input, "b");
        input.handle_key(with(KeyCode::Enter, KeyModifiers::ALT));
        type_str(&mut input, "c");
        input.handle_key(ctrl('j'));
        type_str(&mut input, "d");
        assert_eq!(input.text(), "a\nb\nc\nd");
        assert_eq!(cursor(&input), (1, 3));
    }

    #[test]
    fn enter_after_a_backslash_continues_the_line() {
        let mut input = typed("first \\");
        assert_eq!(input.handle_key(key(KeyCode::Enter)), InputOutcome::Handled);
        type_str(&mut input, "second");
        assert_eq!(input.text(), "first \nsecond");
        // A backslash that is not right before the cursor is just text.
        let mut input = typed("a\\b");
        assert_eq!(
            input.handle_key(key(KeyCode::Enter)),
            InputOutcome::Submitted("a\\b".into())
        );
    }

    #[test]
    fn backspace_and_delete() {
        let mut input = typed("abc\ndef");
        press(&mut input, key(KeyCode::Home), 1);
        press(&mut input, key(KeyCode::Backspace), 1);
        assert_eq!(input.text(), "abcdef", "Backspace at a line start joins lines");
        assert_eq!(cursor(&input), (3, 0));
        input.handle_key(ctrl('h'));
        assert_eq!(input.text(), "abdef");
        input.handle_key(key(KeyCode::Delete));
        assert_eq!(input.text(), "abef");
        press(&mut input, key(KeyCode::End), 1);
        input.handle_key(key(KeyCode::Delete));
        assert_eq!(input.text(), "abef");
        input.handle_key(with(KeyCode::Enter, KeyModifiers::SHIFT));
        type_str(&mut input, "x");
        press(&mut input, key(KeyCode::Up), 1);
        press(&mut input, key(KeyCode::End), 1);
        input.handle_key(key(KeyCode::Delete));
        assert_eq!(input.text(), "abefx", "Delete at a line end joins lines");
    }

    #[test]
    fn ctrl_d_deletes_forward_but_is_left_to_the_app_when_empty() {
        let mut input = Input::new();
        assert_eq!(input.handle_key(ctrl('d')), InputOutcome::Ignored);
        type_str(&mut input, "ab");
        press(&mut input, key(KeyCode::Home), 1);
        assert_eq!(input.handle_key(ctrl('d')), InputOutcome::Handled);
        assert_eq!(input.text(), "b");
        press(&mut input, key(KeyCode::End), 1);
        assert_eq!(input.handle_key(ctrl('d')), InputOutcome::Handled);
        assert_eq!(input.text(), "b");
    }

    #[test]
    fn word_motions() {
        let mut input = typed("let foo_bar = baz.qux");
        input.handle_key(with(KeyCode::Left, KeyModifiers::CONTROL));
        assert_eq!(cursor(&input), (18, 0));
        input.handle_key(alt('b'));
        assert_eq!(cursor(&input), (17, 0));
        input.handle_key(alt('b'));
        assert_eq!(cursor(&input), (14, 0));
        input.handle_key(with(KeyCode::Left, KeyModifiers::CONTROL));
        input.handle_key(with(KeyCode::Left, KeyModifiers::CONTROL));
        assert_eq!(cursor(&input), (4, 0));
        input.handle_key(alt('f'));
        assert_eq!(cursor(&input), (11, 0));
        input.handle_key(with(KeyCode::Right, KeyModifiers::CONTROL));
        assert_eq!(cursor(&input), (13, 0));
        // Across lines: Ctrl+Left at a line start goes to the end of the previous line.
        let mut input = typed("ab\ncd");
        press(&mut input, key(KeyCode::Home), 1);
        input.handle_key(with(KeyCode::Left, KeyModifiers::CONTROL));
        assert_eq!(cursor(&input), (2, 0));
    }

    #[test]
    fn deleting_words() {
        let mut input = typed("git commit -m  ");
        input.handle_key(ctrl('w'));
        assert_eq!(input.text(), "git commit -");
        input.handle_key(with(KeyCode::Backspace, KeyModifiers::ALT));
        assert_eq!(input.text(), "git commit ");
        input.handle_key(ctrl('w'));
        assert_eq!(input.text(), "git ");
        press(&mut input, key(KeyCode::Home), 1);
        input.handle_key(alt('d'));
        assert_eq!(input.text(), " ");
        let mut input = typed("a\nb");
        press(&mut input, key(KeyCode::Home), 1);
        input.handle_key(ctrl('w'));
        assert_eq!(input.text(), "ab");
    }

    #[test]
    fn line_start_end_and_kills() {
        let mut input = typed("one\ntwo three");
        input.handle_key(ctrl('a'));
        assert_eq!(cursor(&input), (0, 1));
        input.handle_key(ctrl('e'));
        assert_eq!(cursor(&input), (9, 1));
        input.handle_key(key(KeyCode::Home));
        press(&mut input, key(KeyCode::Right), 3);
        input.handle_key(ctrl('k'));
        assert_eq!(input.text(), "one\ntwo");
        input.handle_key(ctrl('u'));
        assert_eq!(input.text(), "one\n", "only the cursor line is touched");
        assert_eq!(cursor(&input), (0, 1));
        input.handle_key(ctrl('u'));
        assert_eq!(input.text(), "one", "at a line start Ctrl+U removes the line break");
        input.handle_key(key(KeyCode::Home));
        input.handle_key(ctrl('k'));
        assert!(input.is_empty());
    }

    #[test]
    fn left_and_right_cross_line_breaks() {
        let mut input = typed("ab\ncd");
        press(&mut input, key(KeyCode::Left), 3);
        assert_eq!(cursor(&input), (2, 0));
        press(&mut input, key(KeyCode::Right), 1);
        assert_eq!(cursor(&input), (0, 1));
        press(&mut input, key(KeyCode::Right), 5);
        assert_eq!(cursor(&input), (2, 1));
    }

    #[test]
    fn up_and_down_keep_the_column() {
        let mut input = typed("long first line\nab\nthird line here");
        press(&mut input, key(KeyCode::Left), 3);
        assert_eq!(cursor(&input), (12, 2));
        input.handle_key(key(KeyCode::Up));
        assert_eq!(cursor(&input), (2, 1), "clamped to the short line");
        input.handle_key(key(KeyCode::Up));
        assert_eq!(cursor(&input), (12, 0), "the column comes back on a long line");
        input.handle_key(key(KeyCode::Down));
        input.handle_key(key(KeyCode::Down));
        assert_eq!(cursor(&input), (12, 2));
        // Wide characters: the column is a screen column.
        let mut input = typed("你好世界\nabcdef");
        press(&mut input, key(KeyCode::Left), 2);
        input.handle_key(key(KeyCode::Up));
        assert_eq!(cursor(&input), (4, 0));
    }

    #[test]
    fn up_and_down_follow_wrapped_rows_once_rendered() {
        let mut input = typed("abcdefghij");
        let _ = input.render(4, &Theme::plain());
        assert_eq!(screen(&input, 4).1, (2, 2));
        input.handle_key(key(KeyCode::Up));
        assert_eq!(screen(&input, 4).1, (2, 1));
        input.handle_key(key(KeyCode::Up));
        assert_eq!(screen(&input, 4).1, (2, 0));
        input.handle_key(key(KeyCode::Down));
        assert_eq!(screen(&input, 4).1, (2, 1));
    }

    #[test]
    fn history_recall_keeps_the_draft() {
        let mut input = Input::new();
        input.set_history(vec!["old".into(), "line one\nline two".into()]);
        type_str(&mut input, "draft");
        input.handle_key(key(KeyCode::Up));
        assert_eq!(input.text(), "line one\nline two");
        assert_eq!(cursor(&input), (8, 1), "recalled entries put the cursor at the end");
        input.handle_key(key(KeyCode::Up));
        assert_eq!(
            input.text(),
            "line one\nline two",
            "Up moves within a multi-line entry first"
        );
        input.handle_key(key(KeyCode::Up));
        assert_eq!(input.text(), "old");
        assert_eq!(input.handle_key(key(KeyCode::Up)), InputOutcome::Handled);
        assert_eq!(input.text(), "old", "nothing older");
        input.handle_key(key(KeyCode::Down));
        assert_eq!(input.text(), "line one\nline two");
        input.handle_key(key(KeyCode::Down));
        input.handle_key(key(KeyCode::Down));
        assert_eq!(input.text(), "draft");
        assert_eq!(cursor(&input), (5, 0));
        input.handle_key(key(KeyCode::Down));
        assert_eq!(input.text(), "draft");
    }

    #[test]
    fn a_recalled_entry_can_be_sent_again_without_duplicating_history() {
        let mut input = Input::new();
        input.set_history(vec!["a".into(), "b".into()]);
        input.handle_key(key(KeyCode::Up));
        assert_eq!(
            input.handle_key(key(KeyCode::Enter)),
            InputOutcome::Submitted("b".into())
        );
        assert_eq!(input.history(), ["a", "b"]);
        input.handle_key(key(KeyCode::Up));
        input.handle_key(key(KeyCode::Up));
        input.handle_key(key(KeyCode::Enter));
        assert_eq!(input.history(), ["a", "b", "a"]);
        assert!(input.is_empty());
        input.handle_key(key(KeyCode::Down));
        assert!(input.is_empty(), "sending ends browsing");
    }

    #[test]
    fn history_is_capped() {
        let mut input = Input::new();
        input.set_history((0..1500).map(|i| i.to_string()).collect());
        assert_eq!(input.history().len(), HISTORY_LIMIT);
        assert_eq!(input.history()[0], "500");
        type_str(&mut input, "new");
        input.handle_key(key(KeyCode::Enter));
        assert_eq!(input.history().len(), HISTORY_LIMIT);
        assert_eq!(input.history().last().map(String::as_str), Some("new"));
    }

    #[test]
    fn unused_keys_are_ignored_and_change_nothing() {
        let mut input = typed("ab\ncd");
        press(&mut input, key(KeyCode::Left), 1);
        let before = (input.text(), screen(&input, 10));
        let unused = [
            key(KeyCode::Esc),
            ctrl('c'),
            ctrl('o'),
            ctrl('l'),
            ctrl('r'),
            key(KeyCode::Tab),
            key(KeyCode::BackTab),
            key(KeyCode::PageUp),
            key(KeyCode::PageDown),
            key(KeyCode::F(1)),
            key(KeyCode::Insert),
            with(KeyCode::Up, KeyModifiers::CONTROL),
            with(KeyCode::Enter, KeyModifiers::CONTROL),
            with(KeyCode::Char('v'), KeyModifiers::SUPER),
            alt('x'),
        ];
        for k in unused {
            assert_eq!(input.handle_key(k), InputOutcome::Ignored, "{k:?}");
        }
        assert_eq!((input.text(), screen(&input, 10)), before);
    }

    #[test]
    fn key_releases_are_ignored() {
        let mut input = Input::new();
        let release = KeyEvent::new_with_kind_and_state(
            KeyCode::Char('a'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
            KeyEventState::NONE,
        );
        assert_eq!(input.handle_key(release), InputOutcome::Ignored);
        assert!(input.is_empty());
        let repeat = KeyEvent::new_with_kind(KeyCode::Char('a'), KeyModifiers::NONE, KeyEventKind::Repeat);
        assert_eq!(input.handle_key(repeat), InputOutcome::Handled);
        assert_eq!(input.text(), "a");
    }

    #[test]
    fn short_pastes_are_inserted_cleaned() {
        let mut input = typed("<>");
        press(&mut input, key(KeyCode::Left), 1);
        input.paste("a\r\nb\rc\td\u{7}e");
        assert_eq!(input.text(), "<a\nb\nc    de>");
        assert_eq!(cursor(&input), (7, 2));
    }

    #[test]
    fn long_pastes_become_one_placeholder() {
        let mut input = typed("see ");
        let pasted = "1\n2\n3\n4\n5\n6";
        input.paste(pasted);
        type_str(&mut input, " ok");
        assert_eq!(screen(&input, 80).0, ["see [Pasted text #1 +6 lines] ok"]);
        assert_eq!(input.text(), format!("see {pasted} ok"));
        press(&mut input, key(KeyCode::Left), 3);
        press(&mut input, key(KeyCode::Left), 1);
        assert_eq!(cursor(&input), (4, 0), "the cursor skips the placeholder in one step");
        input.handle_key(key(KeyCode::Delete));
        assert_eq!(input.text(), "see  ok", "Delete removes it whole");
        input.paste(&"x".repeat(1001));
        assert_eq!(screen(&input, 80).0, ["see [Pasted text #2 +1 line] ok"]);
        input.handle_key(key(KeyCode::Backspace));
        assert_eq!(input.text(), "see  ok", "Backspace removes it whole");
        // Exactly at the limits it is plain text.
        input.paste("1\n2\n3\n4\n5");
        assert_eq!(input.height(80), 5);
    }

    #[test]
    fn a_placeholder_is_one_word_and_dim() {
        let mut input = typed("a ");
        input.paste(&"y".repeat(2000));
        let (lines, _) = input.render(80, &Theme::colored());
        assert_eq!(lines[0].spans[1].style, Theme::colored().dim());
        input.handle_key(ctrl('w'));
        assert_eq!(input.text(), "a ");
    }

    #[test]
    fn the_draft_keeps_its_placeholder_through_history_browsing() {
        let mut input = Input::new();
        input.set_history(vec!["old".into()]);
        input.paste("1\n2\n3\n4\n5\n6\n7");
        input.handle_key(key(KeyCode::Up));
        assert_eq!(input.text(), "old");
        input.handle_key(key(KeyCode::Down));
        assert_eq!(screen(&input, 80).0, ["[Pasted text #1 +7 lines]"]);
        assert_eq!(
            input.handle_key(key(KeyCode::Enter)),
            InputOutcome::Submitted("1\n2\n3\n4\n5\n6\n7".into())
        );
    }

    #[test]
    fn render_wraps_and_places_the_cursor() {
        let input = typed("abcdefg");
        assert_eq!(screen(&input, 4), (vec!["abcd".into(), "efg".into()], (3, 1)));
        assert_eq!(input.height(4), 2);
        // At the end of a full-width row the cursor goes to the next row.
        let input = typed("abcdefgh");
        assert_eq!(
            screen(&input, 4),
            (vec!["abcd".into(), "efgh".into(), String::new()], (0, 2))
        );
        assert_eq!(input.height(4), 3);
        // At a wrap boundary inside the text the cursor is at the start of the next row.
        let mut input = typed("abcdefgh");
        press(&mut input, key(KeyCode::Left), 4);
        assert_eq!(screen(&input, 4), (vec!["abcd".into(), "efgh".into()], (0, 1)));
        assert_eq!(input.height(4), 2);
    }

    #[test]
    fn render_never_splits_a_wide_character() {
        let input = typed("abc你好\nx");
        assert_eq!(
            screen(&input, 4),
            (vec!["abc".into(), "你好".into(), "x".into()], (1, 2))
        );
        assert_eq!(input.height(4), 3);
        let mut input = typed("abc你");
        press(&mut input, key(KeyCode::Left), 1);
        assert_eq!(screen(&input, 4).1, (0, 1), "before the wrapped wide character");
    }

    #[test]
    fn render_edge_cases() {
        let input = Input::new();
        assert_eq!(screen(&input, 10), (vec![String::new()], (0, 0)));
        assert_eq!(input.height(10), 1);
        let input = typed("abc");
        assert_eq!(
            screen(&input, 0),
            (vec!["a".into(), "b".into(), "c".into(), String::new()], (0, 3))
        );
        assert_eq!(input.height(0), 4);
        // A placeholder wider than the box continues on the next rows.
        let mut input = typed("ab");
        input.paste(&"z".repeat(1200));
        let (rows, cursor) = screen(&input, 10);
        assert_eq!(rows.concat(), "ab[Pasted text #1 +1 line]");
        assert!(rows.iter().all(|r| r.chars().count() <= 10));
        assert_eq!(rows[0], "ab", "the placeholder starts on a fresh row");
        assert_eq!(cursor, (4, 3));
        assert_eq!(input.height(10), 4);
    }

    #[test]
    fn set_text_and_clear() {
        let mut input = typed("x");
        input.set_text("one\r\ntwo");
        assert_eq!(input.text(), "one\ntwo");
        assert_eq!(cursor(&input), (3, 1));
        input.clear();
        assert!(input.is_empty());
        assert_eq!(cursor(&input), (0, 0));
    }

    #[test]
    fn random_editing_keeps_layout_consistent() {
        use unicode_width::UnicodeWidthStr as _;
        let keys = [
            key(KeyCode::Char('a')),
            key(KeyCode::Char(' ')),
            key(KeyCode::Char('你')),
            key(KeyCode::Char('\u{301}')),
            key(KeyCode::Char('🇫')),
            key(KeyCode::Char('👍')),
            key(KeyCode::Char('\u{200d}')),
            key(KeyCode::Char('\\')),
            with(KeyCode::Enter, KeyModifiers::SHIFT),
            key(KeyCode::Enter),
            key(KeyCode::Backspace),
            key(KeyCode::Delete),
            key(KeyCode::Left),
            key(KeyCode::Right),
            key(KeyCode::Up),
            key(KeyCode::Down),
            key(KeyCode::Home),
            key(KeyCode::End),
            ctrl('w'),
            ctrl('u'),
            ctrl('k'),
            ctrl('d'),
            alt('f'),
            alt('b'),
        ];
        let mut seed: u64 = 0x5eed;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            usize::try_from(seed >> 33).unwrap_or(0)
        };
        let mut input = Input::new();
        input.set_history(vec!["h1".into(), "h2\nh2".into()]);
        for step in 0..20_000 {
            match next() % 40 {
                0 => input.paste("p\tq\r\n"),
                1 => input.paste("1\n2\n3\n4\n5\n6"),
                _ => {
                    input.handle_key(keys[next() % keys.len()]);
                }
            }
            let width = u16::try_from(next() % 12 + 2).unwrap_or(2);
            let (rows, (col, row)) = screen(&input, width);
            assert_eq!(rows.len(), usize::from(input.height(width)), "step {step}");
            assert!(usize::from(row) < rows.len(), "step {step}");
            assert!(col < width, "step {step}");
            assert!(
                rows.iter().all(|r| r.width() <= usize::from(width)),
                "step {step}: {rows:?}"
            );
            assert!(input.row < input.lines.len() && input.col <= input.lines[input.row].len());
            // Local re-segmentation must agree with segmenting each line from scratch.
            for line in &input.lines {
                let mut fresh = Vec::new();
                let mut run = String::new();
                for atom in line {
                    match atom {
                        Atom::Text { g, .. } => run.push_str(g),
                        Atom::Paste(_) => fresh.extend(std::mem::take(&mut run).graphemes(true).map(str::to_owned)),
                    }
                    if atom.is_paste() {
                        fresh.push(atom.content().to_owned());
                    }
                }
                fresh.extend(run.graphemes(true).map(str::to_owned));
                let stored: Vec<String> = line.iter().map(|a| a.content().to_owned()).collect();
                assert_eq!(stored, fresh, "step {step}");
            }
        }
    }

    #[test]
    fn flags_re_pair_when_an_indicator_is_inserted_before_them() {
        // Regional indicators pair up from the left: typing one in front of "🇫🇷" + "🇩" shifts
        // every pair, so the whole sequence has to be re-read, not just the neighbours.
        let mut input = typed("🇫🇷🇩");
        press(&mut input, key(KeyCode::Home), 1);
        type_str(&mut input, "🇺");
        press(&mut input, key(KeyCode::End), 1);
        press(&mut input, key(KeyCode::Backspace), 1);
        assert_eq!(input.text(), "🇺🇫", "Backspace removed the re-paired flag 🇷🇩 whole");
    }
}
