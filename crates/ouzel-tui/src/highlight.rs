//! Syntax highlighting of code blocks with tree-sitter, over the grammars ouzel's
//! `find_definition` tool already links (Rust, Python, JavaScript, TypeScript, Go) and their own
//! highlight queries.

use crate::theme::{Syntax, Theme};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use std::sync::LazyLock;
use tree_sitter_highlight::{HighlightConfiguration, HighlightEvent, Highlighter};

/// Capture names we style; a capture's style is its longest listed prefix's.
const NAMES: &[&str] = &[
    "attribute",
    "boolean",
    "comment",
    "constant",
    "constant.builtin",
    "constructor",
    "escape",
    "function",
    "function.builtin",
    "function.macro",
    "function.method",
    "keyword",
    "label",
    "module",
    "number",
    "operator",
    "property",
    "punctuation",
    "punctuation.bracket",
    "punctuation.delimiter",
    "punctuation.special",
    "string",
    "string.special",
    "tag",
    "type",
    "type.builtin",
    "variable",
    "variable.builtin",
    "variable.parameter",
];

fn syntax_of(name: &str) -> Option<Syntax> {
    let root = name.split('.').next().unwrap_or(name);
    Some(match (root, name) {
        (_, "function.macro") => Syntax::Attribute,
        ("keyword" | "label", _) => Syntax::Keyword,
        ("string" | "escape", _) => Syntax::String,
        ("comment", _) => Syntax::Comment,
        ("function" | "constructor", _) => Syntax::Function,
        ("type" | "module" | "tag", _) => Syntax::Type,
        ("constant" | "number" | "boolean", _) => Syntax::Constant,
        ("attribute", _) => Syntax::Attribute,
        ("property", _) => Syntax::Property,
        ("punctuation" | "operator", _) => Syntax::Punctuation,
        ("variable", _) => Syntax::Variable,
        _ => return None,
    })
}

fn configure(
    language: tree_sitter::Language,
    name: &str,
    highlights: &str,
    injections: &str,
    locals: &str,
) -> Option<HighlightConfiguration> {
    let mut config = HighlightConfiguration::new(language, name, highlights, injections, locals).ok()?;
    config.configure(NAMES);
    Some(config)
}

static RUST: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    configure(
        ouzel_grammars::rust::LANGUAGE.into(),
        "rust",
        ouzel_grammars::rust::HIGHLIGHTS_QUERY,
        "",
        "",
    )
});
static PYTHON: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    configure(
        ouzel_grammars::python::LANGUAGE.into(),
        "python",
        ouzel_grammars::python::HIGHLIGHTS_QUERY,
        "",
        "",
    )
});
static JAVASCRIPT: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    let highlights = format!(
        "{}\n{}",
        ouzel_grammars::javascript::HIGHLIGHT_QUERY,
        ouzel_grammars::javascript::JSX_HIGHLIGHT_QUERY
    );
    configure(
        ouzel_grammars::javascript::LANGUAGE.into(),
        "javascript",
        &highlights,
        "",
        ouzel_grammars::javascript::LOCALS_QUERY,
    )
});
// TypeScript's query only adds to JavaScript's, as the grammar's own docs say.
static TYPESCRIPT: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    let highlights = format!(
        "{}\n{}",
        ouzel_grammars::typescript::HIGHLIGHTS_QUERY,
        ouzel_grammars::javascript::HIGHLIGHT_QUERY
    );
    configure(
        ouzel_grammars::typescript::LANGUAGE_TYPESCRIPT.into(),
        "typescript",
        &highlights,
        "",
        ouzel_grammars::typescript::LOCALS_QUERY,
    )
});
static TSX: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    let highlights = format!(
        "{}\n{}\n{}",
        ouzel_grammars::typescript::HIGHLIGHTS_QUERY,
        ouzel_grammars::javascript::HIGHLIGHT_QUERY,
        ouzel_grammars::javascript::JSX_HIGHLIGHT_QUERY
    );
    configure(
        ouzel_grammars::typescript::LANGUAGE_TSX.into(),
        "tsx",
        &highlights,
        "",
        ouzel_grammars::typescript::LOCALS_QUERY,
    )
});
static GO: LazyLock<Option<HighlightConfiguration>> = LazyLock::new(|| {
    configure(
        ouzel_grammars::go::LANGUAGE.into(),
        "go",
        ouzel_grammars::go::HIGHLIGHTS_QUERY,
        "",
        "",
    )
});

fn config_for(lang: &str) -> Option<&'static HighlightConfiguration> {
    let lang = lang
        .split([' ', ',', '{'])
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let config = match lang.as_str() {
        "rust" | "rs" => &RUST,
        "python" | "py" | "python3" => &PYTHON,
        "javascript" | "js" | "jsx" | "mjs" | "cjs" | "node" => &JAVASCRIPT,
        "typescript" | "ts" | "mts" | "cts" => &TYPESCRIPT,
        "tsx" => &TSX,
        "go" | "golang" => &GO,
        _ => return None,
    };
    config.as_ref()
}

/// Whether `lang` (a fence info string) is highlighted.
pub fn supports(lang: &str) -> bool {
    config_for(lang).is_some()
}

/// Highlights `code` in `lang` (a fence info string such as `rust`, `py`, `ts`; anything after a
/// space or comma is ignored). One line per source line, not wrapped; `None` when the language
/// is not supported or the code could not be parsed, so the caller shows it plain.
pub fn highlight(lang: &str, code: &str, theme: &Theme) -> Option<Vec<Line<'static>>> {
    let config = config_for(lang)?;
    let mut highlighter = Highlighter::new();
    let events = highlighter.highlight(config, code.as_bytes(), None, |_| None).ok()?;
    let mut lines: Vec<Line<'static>> = vec![Line::default()];
    let mut stack: Vec<Style> = Vec::new();
    for event in events {
        match event.ok()? {
            HighlightEvent::HighlightStart(h) => {
                let style = NAMES
                    .get(h.0)
                    .and_then(|n| syntax_of(n))
                    .map_or(Style::new(), |s| theme.syntax(s));
                let base = stack.last().copied().unwrap_or_default();
                stack.push(base.patch(style));
            }
            HighlightEvent::HighlightEnd => {
                stack.pop();
            }
            HighlightEvent::Source { start, end } => {
                let style = stack.last().copied().unwrap_or_else(|| theme.code_block());
                let text = code.get(start..end)?;
                for (i, piece) in text.split('\n').enumerate() {
                    if i > 0 {
                        lines.push(Line::default());
                    }
                    if piece.is_empty() {
                        continue;
                    }
                    if let Some(line) = lines.last_mut() {
                        line.spans
                            .push(Span::styled(piece.trim_end_matches('\r').to_owned(), style));
                    }
                }
            }
        }
    }
    // A trailing newline does not make an extra empty line.
    if code.ends_with('\n') && lines.len() > 1 && lines.last().is_some_and(|l| l.spans.is_empty()) {
        lines.pop();
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn style_of(lines: &[Line<'_>], token: &str) -> Style {
        lines
            .iter()
            .flat_map(|l| l.spans.iter())
            .find(|s| s.content.contains(token))
            .map(|s| s.style)
            .unwrap_or_else(|| panic!("no span with {token}"))
    }

    #[test]
    fn rust_keywords_strings_and_comments_get_their_colors() {
        let t = Theme::colored();
        let lines = highlight("rust", "fn main() {\n    // hi\n    let s = \"x\";\n}\n", &t).unwrap();
        assert_eq!(lines.len(), 4);
        assert_eq!(style_of(&lines, "fn"), t.syntax(Syntax::Keyword));
        assert_eq!(style_of(&lines, "// hi"), t.syntax(Syntax::Comment));
        assert_eq!(style_of(&lines, "\"x\""), t.syntax(Syntax::String));
    }

    #[test]
    fn every_language_and_alias_highlights() {
        let t = Theme::colored();
        for (lang, code, kw) in [
            ("py", "def f():\n    return 1\n", "def"),
            ("JavaScript", "const x = () => 1;\n", "const"),
            ("ts {linenos}", "let x: number = 1;\n", "let"),
            ("tsx", "const a = <div />;\n", "const"),
            ("golang", "package main\nfunc main() {}\n", "func"),
        ] {
            let lines = highlight(lang, code, &t).unwrap_or_else(|| panic!("{lang}"));
            assert_eq!(style_of(&lines, kw), t.syntax(Syntax::Keyword), "{lang}");
        }
        assert!(highlight("cobol", "x", &t).is_none());
        assert!(!supports(""));
    }

    #[test]
    fn broken_code_still_comes_back_line_for_line() {
        let t = Theme::colored();
        for code in ["fn (((\n\"unterminated\n", "\u{0}\u{1b}[31m", "", "}}}}"] {
            if let Some(lines) = highlight("rust", code, &t) {
                let joined: Vec<String> = lines
                    .iter()
                    .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
                    .collect();
                assert_eq!(joined.join("\n"), code.trim_end_matches('\n'));
            }
        }
    }
}
