//! Styles, in one place, for a color terminal and for `NO_COLOR`. Without color every
//! distinction that matters (headings, code, diffs, statuses) is still carried by a modifier or
//! a text marker, so the screen stays readable.

use ratatui::style::{Color, Modifier, Style};

/// What a piece of highlighted source code is, as far as the colors care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Syntax {
    /// `fn`, `if`, `return`, …
    Keyword,
    /// String and character literals.
    String,
    /// Comments.
    Comment,
    /// Function and method names.
    Function,
    /// Type names.
    Type,
    /// Numbers, booleans, `None`, constants.
    Constant,
    /// Macros, decorators, attributes.
    Attribute,
    /// Fields and properties.
    Property,
    /// Operators and punctuation.
    Punctuation,
    /// Variables and parameters.
    Variable,
}

/// The palette. `color: false` is `NO_COLOR`: modifiers only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Whether colors may be used.
    pub color: bool,
}

impl Theme {
    /// Colors unless `NO_COLOR` is set (to anything non-empty, as no-color.org says).
    pub fn from_env() -> Self {
        Self {
            color: std::env::var_os(ouzel::env::NO_COLOR).is_none_or(|v| v.is_empty()),
        }
    }

    /// A theme with colors.
    pub const fn colored() -> Self {
        Self { color: true }
    }

    /// A theme without colors.
    pub const fn plain() -> Self {
        Self { color: false }
    }

    fn fg(&self, c: Color) -> Style {
        if self.color { Style::new().fg(c) } else { Style::new() }
    }

    /// Secondary text: hints, timings, nested output.
    pub fn dim(&self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// The accent: the prompt marker, selected items, the spinner.
    pub fn accent(&self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }

    /// The user's own messages.
    pub fn user(&self) -> Style {
        self.fg(Color::Blue).add_modifier(Modifier::BOLD)
    }

    /// Success marks.
    pub fn ok(&self) -> Style {
        self.fg(Color::Green)
    }

    /// Warnings and things awaiting the user.
    pub fn warn(&self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }

    /// Errors and failures.
    pub fn error(&self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }

    /// Markdown headings (level 1 is the strongest).
    pub fn heading(&self, level: u8) -> Style {
        let s = self.fg(Color::Magenta).add_modifier(Modifier::BOLD);
        if level <= 1 {
            s.add_modifier(Modifier::UNDERLINED)
        } else {
            s
        }
    }

    /// `**strong**`.
    pub fn strong(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// `*emphasis*`.
    pub fn emphasis(&self) -> Style {
        Style::new().add_modifier(Modifier::ITALIC)
    }

    /// `~~strikethrough~~`.
    pub fn strikethrough(&self) -> Style {
        Style::new().add_modifier(Modifier::CROSSED_OUT)
    }

    /// `inline code`.
    pub fn code_inline(&self) -> Style {
        if self.color {
            Style::new().fg(Color::LightYellow)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// Plain text inside a code block (the gutter and unhighlighted code).
    pub fn code_block(&self) -> Style {
        Style::new()
    }

    /// Links.
    pub fn link(&self) -> Style {
        self.fg(Color::Blue).add_modifier(Modifier::UNDERLINED)
    }

    /// Block quotes.
    pub fn quote(&self) -> Style {
        self.fg(Color::Gray).add_modifier(Modifier::ITALIC)
    }

    /// List bullets and numbers.
    pub fn list_marker(&self) -> Style {
        self.fg(Color::Cyan)
    }

    /// Horizontal rules, table borders, card borders.
    pub fn rule(&self) -> Style {
        self.dim()
    }

    /// A highlighted token in a code block.
    pub fn syntax(&self, kind: Syntax) -> Style {
        if !self.color {
            return match kind {
                Syntax::Keyword => Style::new().add_modifier(Modifier::BOLD),
                Syntax::Comment => Style::new().add_modifier(Modifier::ITALIC),
                _ => Style::new(),
            };
        }
        match kind {
            Syntax::Keyword => Style::new().fg(Color::Magenta),
            Syntax::String => Style::new().fg(Color::Green),
            Syntax::Comment => Style::new().fg(Color::DarkGray).add_modifier(Modifier::ITALIC),
            Syntax::Function => Style::new().fg(Color::Blue),
            Syntax::Type => Style::new().fg(Color::Yellow),
            Syntax::Constant => Style::new().fg(Color::LightRed),
            Syntax::Attribute => Style::new().fg(Color::Cyan),
            Syntax::Property => Style::new().fg(Color::LightBlue),
            Syntax::Punctuation => Style::new(),
            Syntax::Variable => Style::new(),
        }
    }

    /// An added line in a diff (`+`).
    pub fn diff_add(&self) -> Style {
        self.fg(Color::Green)
    }

    /// A removed line in a diff (`-`).
    pub fn diff_del(&self) -> Style {
        if self.color {
            Style::new().fg(Color::Red)
        } else {
            Style::new().add_modifier(Modifier::CROSSED_OUT)
        }
    }

    /// A diff hunk header (`@@ … @@`) or file header.
    pub fn diff_hunk(&self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::DIM)
    }

    /// The status line at the bottom.
    pub fn status(&self) -> Style {
        if self.color {
            Style::new().bg(Color::DarkGray).fg(Color::White)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// The selected row of a picker.
    pub fn selected(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}
