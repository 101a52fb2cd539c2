//! The search tools: grep_search, find_files, find_definition.

use crate::{Ws, is_outside};
use ouzel_core::{CancellationToken, SessionId, Tool, ToolCallId, ToolContext, ToolError};
use ouzel_tools::{FindDefinition, FindFiles, GrepSearch};
use serde_json::json;

/// A small project: sources, ignored build output, a hidden CI file, a binary, the .git dir.
fn project() -> Ws {
    let ws = Ws::new();
    ws.write(".gitignore", "target/\n*.min.js\n");
    ws.write(".git/config", "needle in the git directory\n");
    ws.write(
        "src/main.rs",
        "use app::run;\n\nfn main() {\n    // needle: start here\n    run();\n}\n",
    );
    ws.write(
        "src/lib.rs",
        "pub fn run() {\n    let needle = 1;\n    let other = 2;\n    let third = 3;\n    println!(\"{needle}\");\n}\n",
    );
    ws.write("README.md", "# App\n\nNeedle in the README.\n");
    ws.write("target/debug/gen.rs", "needle in ignored output\n");
    ws.write("web/app.min.js", "var needle=1;\n");
    ws.write("assets/logo.png", b"\x89PNG\0\0needle\0");
    ws.write(".github/workflows/ci.yml", "# needle in a hidden directory\n");
    ws
}

// --- grep_search -----------------------------------------------------------------------------

#[tokio::test]
async fn grep_search_shows_path_line_text_sorted_and_skips_ignored_and_binary_files() {
    let ws = project();
    let out = ws.ok(&GrepSearch::new(), json!({"pattern": "needle"})).await;
    insta::assert_snapshot!(out, @r#"
    .github/workflows/ci.yml:1: # needle in a hidden directory
    src/lib.rs:2:     let needle = 1;
    src/lib.rs:5:     println!("{needle}");
    src/main.rs:4:     // needle: start here
    [4 matching lines in 3 files; 1 binary file skipped]
    "#);
}

#[tokio::test]
async fn grep_search_with_context_options_and_globs() {
    let ws = project();
    let out = ws
        .ok(
            &GrepSearch::new(),
            json!({"pattern": "needle", "context": 1, "glob": "*.rs"}),
        )
        .await;
    insta::assert_snapshot!("grep_context", out);
    let out = ws
        .ok(
            &GrepSearch::new(),
            json!({"pattern": "NEEDLE in", "case_insensitive": true}),
        )
        .await;
    insta::assert_snapshot!(out, @r"
    .github/workflows/ci.yml:1: # needle in a hidden directory
    README.md:3: Needle in the README.
    [2 matching lines in 2 files; 1 binary file skipped]
    ");
    let out = ws
        .ok(
            &GrepSearch::new(),
            json!({"pattern": "println!(\"{", "fixed_strings": true, "path": "src"}),
        )
        .await;
    assert_eq!(
        out,
        "src/lib.rs:5:     println!(\"{needle}\");\n[1 matching line in 1 file]"
    );
    // One file, even an ignored one, can be searched by naming it.
    let out = ws
        .ok(
            &GrepSearch::new(),
            json!({"pattern": "needle", "path": "target/debug/gen.rs"}),
        )
        .await;
    assert_eq!(
        out,
        "target/debug/gen.rs:1: needle in ignored output\n[1 matching line in 1 file]"
    );
    // A `!` glob excludes.
    let out = ws
        .ok(&GrepSearch::new(), json!({"pattern": "needle", "glob": "!*.rs"}))
        .await;
    assert!(
        out.starts_with(".github/workflows/ci.yml:1:") && !out.contains("src/"),
        "{out}"
    );
    let out = ws
        .ok(
            &GrepSearch::new(),
            json!({"pattern": "needle", "glob": "src/**/main.*"}),
        )
        .await;
    assert!(
        out.starts_with("src/main.rs:4:") && out.ends_with("[1 matching line in 1 file]"),
        "{out}"
    );
}

#[tokio::test]
async fn grep_search_caps_results_deterministically_and_reports_the_total() {
    let ws = Ws::new();
    for f in 0..40 {
        let body: String = (1..=5).map(|i| format!("hit {f} {i}\n")).collect();
        ws.write(&format!("d{}/f{f:02}.txt", f % 4), body);
    }
    let input = json!({"pattern": "^hit", "max_results": 7});
    let first = ws.ok(&GrepSearch::new(), input.clone()).await;
    insta::assert_snapshot!(first, @r"
    d0/f00.txt:1: hit 0 1
    d0/f00.txt:2: hit 0 2
    d0/f00.txt:3: hit 0 3
    d0/f00.txt:4: hit 0 4
    d0/f00.txt:5: hit 0 5
    d0/f04.txt:1: hit 4 1
    d0/f04.txt:2: hit 4 2
    [showing 7 of 200 matching lines in 40 files (max_results reached); narrow the search with `path` or `glob`, or raise `max_results`]
    ");
    for _ in 0..5 {
        assert_eq!(
            ws.ok(&GrepSearch::new(), input.clone()).await,
            first,
            "same answer every time"
        );
    }
    let out = ws
        .call(&GrepSearch::new(), json!({"pattern": "hit", "max_results": 100000}))
        .await
        .unwrap();
    assert_eq!(
        out.content.lines().count(),
        201,
        "max_results is clamped to 2000, here all 200 show"
    );
    assert_eq!(out.metadata.unwrap()["matches"], 200);
}

#[tokio::test]
async fn grep_search_cuts_long_lines() {
    let ws = Ws::new();
    ws.write("bundle.js", format!("{}needle{}\n", "a".repeat(100), "b".repeat(1000)));
    let out = ws.ok(&GrepSearch::new(), json!({"pattern": "needle"})).await;
    let first = out.lines().next().unwrap();
    assert!(first.ends_with("…[+806 bytes]"), "{first}");
    assert!(first.len() < 400);
}

#[tokio::test]
async fn grep_search_errors_and_empty_results() {
    let ws = project();
    let err = ws.err(&GrepSearch::new(), json!({"pattern": "fn ("})).await;
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    insta::assert_snapshot!(err.to_string());
    let err = ws.err(&GrepSearch::new(), json!({"pattern": "x", "glob": "{a"})).await;
    assert!(
        matches!(err, ToolError::InvalidArguments { .. }) && err.to_string().contains("glob"),
        "{err}"
    );
    let err = ws
        .err(&GrepSearch::new(), json!({"pattern": "x", "path": "nope"}))
        .await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
    let err = ws.err(&GrepSearch::new(), json!({"path": "src"})).await;
    assert!(err.to_string().contains("pattern"), "{err}");
    let out = ws
        .ok(&GrepSearch::new(), json!({"pattern": "zebra", "glob": "*.rs"}))
        .await;
    insta::assert_snapshot!(out, @"No matches for `zebra` in `.` (files matching `*.rs`).");
}

#[tokio::test]
async fn search_walks_do_not_follow_symlinks_out_of_the_workspace() {
    let ws = Ws::new();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("leak.rs"), "fn leak() {} // needle\n").unwrap();
    std::os::unix::fs::symlink(outside.path(), ws.root().join("linked")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("leak.rs"), ws.root().join("leak.rs")).unwrap();
    ws.write("own.rs", "fn own() {} // needle\n");
    let out = ws.ok(&GrepSearch::new(), json!({"pattern": "needle"})).await;
    assert_eq!(out, "own.rs:1: fn own() {} // needle\n[1 matching line in 1 file]");
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "leak"})).await;
    assert!(out.starts_with("No definition of `leak`"), "{out}");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "*.rs"})).await;
    assert_eq!(
        out, "leak.rs\nown.rs",
        "the link is listed as a name, its target never read"
    );
}

#[tokio::test]
async fn a_cancelled_search_stops() {
    let ws = project();
    let cancel = CancellationToken::new();
    cancel.cancel();
    let ctx = ToolContext::new(ws.root(), ToolCallId::new("c"), SessionId::new("s"), cancel);
    for (tool, input) in [
        (
            Box::new(GrepSearch::new()) as Box<dyn Tool>,
            json!({"pattern": "needle"}),
        ),
        (Box::new(FindFiles::new()), json!({"pattern": "*"})),
        (Box::new(FindDefinition::new()), json!({"symbol": "run"})),
    ] {
        let err = tool.call(input, &ctx).await.unwrap_err();
        assert!(matches!(err, ToolError::Cancelled), "{err}");
    }
}

// --- find_files ------------------------------------------------------------------------------

#[tokio::test]
async fn find_files_matches_names_anywhere_or_paths_from_the_search_root() {
    let ws = project();
    ws.write("src/util/mod.rs", "");
    ws.write("tests/it/main.rs", "");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "*.rs"})).await;
    insta::assert_snapshot!(out, @r"
    src/lib.rs
    src/main.rs
    src/util/mod.rs
    tests/it/main.rs
    ");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "src/*.rs"})).await;
    assert_eq!(out, "src/lib.rs\nsrc/main.rs", "`*` stays within one component");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "**/main.rs"})).await;
    assert_eq!(out, "src/main.rs\ntests/it/main.rs");
    let out = ws
        .ok(&FindFiles::new(), json!({"pattern": "*.{yml,md}", "path": "."}))
        .await;
    assert_eq!(out, ".github/workflows/ci.yml\nREADME.md");
    // Relative to `path`, or to the workspace root: both work.
    let out = ws
        .ok(&FindFiles::new(), json!({"pattern": "util/*", "path": "src"}))
        .await;
    assert_eq!(out, "src/util/mod.rs");
    let out = ws
        .ok(&FindFiles::new(), json!({"pattern": "src/util/*", "path": "src"}))
        .await;
    assert_eq!(out, "src/util/mod.rs");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "ut*"})).await;
    assert_eq!(out, "src/util/", "directories match too, with a slash");
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "gen.rs"})).await;
    assert_eq!(out, "No files match `gen.rs` under `.`.", "ignored files are not found");
}

#[tokio::test]
async fn find_files_caps_and_errors() {
    let ws = Ws::new();
    for i in 0..510 {
        ws.write(&format!("many/f{i:03}.txt"), "");
    }
    let out = ws.ok(&FindFiles::new(), json!({"pattern": "*.txt"})).await;
    assert_eq!(out.lines().count(), 501);
    assert_eq!(
        out.lines().last().unwrap(),
        "[showing 500 of 510 matches; narrow the pattern or search a subdirectory]"
    );
    let err = ws.err(&FindFiles::new(), json!({"pattern": "[a"})).await;
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws
        .err(&FindFiles::new(), json!({"pattern": "*", "path": "many/f000.txt"}))
        .await;
    assert!(err.to_string().contains("not a directory"), "{err}");
    let err = ws.err(&FindFiles::new(), json!({"pattern": "*", "path": "../"})).await;
    assert!(is_outside(&err), "{err}");
}

// --- find_definition -------------------------------------------------------------------------

fn polyglot() -> Ws {
    let ws = Ws::new();
    ws.write(
        "rust/src/lib.rs",
        r#"//! A crate.
pub const LIMIT: usize = 10;

/// A parser.
#[derive(Debug)]
pub struct Parser<'a> {
    input: &'a str,
}

pub enum Token { Word(String), End }

pub trait Parse {
    fn parse(&self, input: &str) -> Token;
}

impl<'a> Parser<'a> {
    pub fn new(input: &'a str) -> Self {
        Self { input }
    }

    pub fn parse(
        &mut self,
        strict: bool,
    ) -> Result<Token, String> {
        parse(self.input)
    }
}

fn parse(input: &str) -> Result<Token, String> {
    Ok(Token::End)
}

macro_rules! parse_all { () => {} }
"#,
    );
    ws.write(
        "py/app/parser.py",
        r#"LIMIT = 10

class Parser:
    mode = "strict"

    def __init__(self, text):
        self.text = text

    @staticmethod
    def parse(text: str) -> "Parser":
        return Parser(text)


def parse(text):
    limit = 3
    return Parser.parse(text)
"#,
    );
    ws.write(
        "web/src/parser.js",
        r#"export const LIMIT = 10;

export class Parser {
  count = 0;
  parse(text) {
    return text.split(" ");
  }
}

export function parse(text) {
  const inner = 1;
  return new Parser().parse(text);
}

const parseAll = (texts) => texts.map(parse);
module.exports.parseLater = function (text) { return parse(text); };
"#,
    );
    ws.write(
        "web/src/types.ts",
        r#"export interface Parser {
  parse(text: string): string[];
}

export type Token = { word: string };

export enum Mode { Strict, Loose }

export class StrictParser implements Parser {
  parse(text: string): string[] {
    return [text];
  }
}

export function parse<T extends string>(text: T): string[] {
  return [text];
}
"#,
    );
    ws.write(
        "web/src/View.tsx",
        "export function View(props: { text: string }) {\n  return <div>{props.text}</div>;\n}\n",
    );
    ws.write(
        "go/parser.go",
        r#"package parser

const Limit = 10

var (
	Default = New("")
)

type Parser struct {
	text string
}

type Parse interface {
	Parse(text string) []string
}

func New(text string) *Parser {
	return &Parser{text: text}
}

func (p *Parser) Parse(text string) []string {
	return []string{text}
}
"#,
    );
    ws.write("notes/parse.txt", "parse is not code here\n");
    ws
}

#[tokio::test]
async fn find_definition_in_rust_python_javascript_typescript_and_go() {
    let ws = polyglot();
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "parse"})).await;
    insta::assert_snapshot!("definition_parse", out);
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "Parser"})).await;
    insta::assert_snapshot!("definition_parser", out);
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "LIMIT"})).await;
    insta::assert_snapshot!(out, @r"
    py/app/parser.py:1: LIMIT = 10
    rust/src/lib.rs:2: pub const LIMIT: usize = 10;
    web/src/parser.js:1: export const LIMIT = 10;
    ");
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "View"})).await;
    assert_eq!(out, "web/src/View.tsx:1: export function View(props: { text: string })");
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "Default"})).await;
    assert_eq!(out, "go/parser.go:6: Default = New(\"\")");
}

#[tokio::test]
async fn find_definition_with_a_qualified_symbol_or_a_path() {
    let ws = polyglot();
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "Parser::parse"})).await;
    insta::assert_snapshot!(out, @r#"
    py/app/parser.py:10: def parse(text: str) -> "Parser":
    rust/src/lib.rs:21: pub fn parse(&mut self, strict: bool) -> Result<Token, String>
    web/src/parser.js:5: parse(text)
    web/src/types.ts:2: parse(text: string): string[]
    "#);
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "Parser.Parse"})).await;
    assert_eq!(out, "go/parser.go:21: func (p *Parser) Parse(text string) []string");
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "Parse.parse"})).await;
    assert_eq!(out, "rust/src/lib.rs:13: fn parse(&self, input: &str) -> Token;");
    let out = ws
        .ok(
            &FindDefinition::new(),
            json!({"symbol": "parse", "path": "py/app/parser.py"}),
        )
        .await;
    assert_eq!(
        out,
        "py/app/parser.py:10: def parse(text: str) -> \"Parser\":\npy/app/parser.py:14: def parse(text):"
    );
}

#[tokio::test]
async fn find_definition_misses_and_errors() {
    let ws = polyglot();
    // Locals are not definitions worth finding.
    let out = ws.ok(&FindDefinition::new(), json!({"symbol": "inner"})).await;
    insta::assert_snapshot!(out, @"No definition of `inner` found in `.`; 1 source file mention the name. find_definition reads Rust, Python, JavaScript, TypeScript and Go; try grep_search for other languages, or a different spelling.");
    let err = ws
        .err(
            &FindDefinition::new(),
            json!({"symbol": "parse", "path": "notes/parse.txt"}),
        )
        .await;
    assert!(err.to_string().contains("use grep_search"), "{err}");
    let err = ws.err(&FindDefinition::new(), json!({"symbol": "fn parse"})).await;
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws
        .err(&FindDefinition::new(), json!({"symbol": "parse", "path": "missing"}))
        .await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
}
