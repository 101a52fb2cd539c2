//! The `run_tests` tool: finds the project's test runner (cargo, pytest, npm/pnpm, go test,
//! make), runs it under a timeout through [`process::run`], and returns a parsed summary —
//! counts, the failing tests and the first lines of their output — above the capped raw output.
//!
//! The parsers read what the runners print by default (their real output is kept as fixtures
//! in `tests/fixtures/test-output`). Runners that wrap another (npm, pnpm, make) are read with
//! every parser in turn, since the framework underneath could be any of them.

use crate::process::{self, Captured, RunOptions, Termination};
use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_args,
};
use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::time::Duration;
use tokio::process::Command;

const DEFAULT_TIMEOUT_MS: u64 = 600_000;
const MAX_TIMEOUT_MS: u64 = 3_600_000;
/// Bytes of each stream kept for parsing.
const CAPTURE_CAP: usize = 4 * 1024 * 1024;
/// Bytes of raw output shown after a failing run (head and tail), and after a passing one.
const RAW_CAP_FAILED: usize = 16 * 1024;
const RAW_CAP_PASSED: usize = 2 * 1024;
/// Failing tests listed, and lines of output shown for each.
const MAX_FAILURES: usize = 20;
const FAILURE_LINES: usize = 8;
const LINE_CHARS: usize = 240;

/// A test runner `run_tests` knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Runner {
    /// `cargo test`.
    Cargo,
    /// `pytest` (from the project's `.venv`/`venv` when there is one).
    Pytest,
    /// `npm test`.
    Npm,
    /// `pnpm test`.
    Pnpm,
    /// `go test ./...`.
    Go,
    /// `make test` (or another target).
    Make,
}

impl Runner {
    fn name(self) -> &'static str {
        match self {
            Runner::Cargo => "cargo",
            Runner::Pytest => "pytest",
            Runner::Npm => "npm",
            Runner::Pnpm => "pnpm",
            Runner::Go => "go",
            Runner::Make => "make",
        }
    }
}

/// Finds the runner for the project in `dir` from the files in it: `Cargo.toml`, `go.mod`,
/// `package.json` with a test script (pnpm when `pnpm-lock.yaml` is there), Python project
/// files, then a Makefile with a `test` target.
pub fn detect_runner(dir: &Path) -> Option<Runner> {
    let has = |name: &str| dir.join(name).is_file();
    if has("Cargo.toml") {
        return Some(Runner::Cargo);
    }
    if has("go.mod") {
        return Some(Runner::Go);
    }
    if let Ok(text) = std::fs::read_to_string(dir.join("package.json"))
        && let Ok(pkg) = serde_json::from_str::<Value>(&text)
        && let Some(script) = pkg["scripts"]["test"].as_str()
        // The placeholder `npm init` writes.
        && !script.contains("no test specified")
    {
        return Some(if has("pnpm-lock.yaml") {
            Runner::Pnpm
        } else {
            Runner::Npm
        });
    }
    if [
        "pyproject.toml",
        "pytest.ini",
        "setup.py",
        "setup.cfg",
        "tox.ini",
        "conftest.py",
    ]
    .iter()
    .any(|f| has(f))
    {
        return Some(Runner::Pytest);
    }
    if ["GNUmakefile", "makefile", "Makefile"]
        .iter()
        .any(|f| std::fs::read_to_string(dir.join(f)).is_ok_and(|text| text.lines().any(|l| l.starts_with("test:"))))
    {
        return Some(Runner::Make);
    }
    None
}

/// Arguments of `run_tests`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunTestsArgs {
    /// Directory of the project, relative to the workspace. Defaults to the workspace root.
    pub path: Option<String>,
    /// The runner to use; detected from the project's files when omitted.
    pub runner: Option<Runner>,
    /// Run only matching tests: a name filter for cargo, a `-k` expression for pytest, a `-run`
    /// regex for go, extra arguments to the test script for npm/pnpm. Not for make.
    pub filter: Option<String>,
    /// The make target. Defaults to `test`.
    pub target: Option<String>,
    /// Milliseconds before the run is killed. Defaults to 600000; at most 3600000.
    pub timeout_ms: Option<u64>,
}

/// Runs the project's tests and summarises the result.
#[derive(Debug)]
pub struct RunTests {
    def: ToolDefinition,
    env_allow: Vec<String>,
    sandbox: Option<crate::sandbox::SandboxSpec>,
}

impl Default for RunTests {
    fn default() -> Self {
        Self::new()
    }
}

impl RunTests {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<RunTestsArgs>(
            "run_tests",
            "Run the project's tests and get a summary: passed/failed/skipped counts, each failing test with the \
             first lines of its output, then the raw output (cut in the middle when long). The runner is detected \
             from the files in `path`: Cargo.toml → cargo test, go.mod → go test ./..., package.json → npm test \
             (pnpm with pnpm-lock.yaml), pyproject.toml/pytest.ini/setup.py/setup.cfg/tox.ini/conftest.py → \
             pytest, a Makefile with a `test` target → make test; or set `runner`. Use `filter` to run a subset. \
             Killed after `timeout_ms` (default 600000).",
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Testing)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::Unknown);
        Self {
            def,
            env_allow: Vec::new(),
            sandbox: None,
        }
    }

    /// Passes these credential-looking variables to the tests (by default, as for `shell`,
    /// every `*_API_KEY`, `*_TOKEN`, `*_SECRET`, `*_PASSWORD` variable is removed).
    pub fn with_env_allow(mut self, names: Vec<String>) -> Self {
        self.env_allow = names;
        self
    }

    /// Runs the tests inside the OS sandbox.
    pub fn with_sandbox(mut self, spec: crate::sandbox::SandboxSpec) -> Self {
        self.sandbox = Some(spec);
        self
    }
}

/// Where an executable is: the first `PATH` entry that has it.
fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

/// The program and arguments for `runner` in `dir`.
fn command_line(runner: Runner, dir: &Path, args: &RunTestsArgs) -> Result<Vec<String>, ToolError> {
    if let Some(f) = &args.filter
        && (f.is_empty() || f.starts_with('-'))
    {
        return Err(ToolError::InvalidArguments {
            message: format!("filter `{f}` must be non-empty and not start with `-`"),
        });
    }
    let filter = args.filter.clone();
    let mut cmd: Vec<String> = match runner {
        Runner::Cargo => ["cargo", "test", "--no-fail-fast", "--color", "never"]
            .map(String::from)
            .to_vec(),
        Runner::Pytest => {
            let venv = [".venv", "venv"]
                .iter()
                .map(|v| dir.join(v).join("bin/pytest"))
                .find(|p| p.is_file());
            let mut cmd = match venv {
                Some(p) => vec![p.display().to_string()],
                None if on_path("pytest") => vec!["pytest".to_owned()],
                None => ["python3", "-m", "pytest"].map(String::from).to_vec(),
            };
            cmd.extend(["--color=no", "-rfE"].map(String::from));
            cmd
        }
        Runner::Npm => vec!["npm".into(), "test".into()],
        Runner::Pnpm => vec!["pnpm".into(), "test".into()],
        Runner::Go => vec!["go".into(), "test".into(), "-v".into()],
        Runner::Make => {
            if filter.is_some() {
                return Err(ToolError::InvalidArguments {
                    message: "make runs a target; `filter` is not supported for it (use `target`)".into(),
                });
            }
            let target = args.target.as_deref().unwrap_or("test");
            if target.is_empty() || target.starts_with('-') || target.contains('=') {
                return Err(ToolError::InvalidArguments {
                    message: format!("make target `{target}` is not valid"),
                });
            }
            vec!["make".into(), target.into()]
        }
    };
    if args.target.is_some() && runner != Runner::Make {
        return Err(ToolError::InvalidArguments {
            message: "`target` is only for make".into(),
        });
    }
    match (runner, filter) {
        (_, None) | (Runner::Make, _) => {}
        (Runner::Cargo, Some(f)) => cmd.push(f),
        (Runner::Pytest, Some(f)) => cmd.extend(["-k".into(), f]),
        (Runner::Npm, Some(f)) => cmd.extend(["--".into(), f]),
        (Runner::Pnpm, Some(f)) => cmd.push(f),
        (Runner::Go, Some(f)) => cmd.extend(["-run".into(), f]),
    }
    if runner == Runner::Go {
        cmd.push("./...".into());
    }
    Ok(cmd)
}

#[async_trait]
impl Tool for RunTests {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: RunTestsArgs = parse_args(&input)?;
        let shown = args.path.as_deref().unwrap_or(".");
        let dir = resolve_in(ctx, shown, Access::Read)?;
        if !dir.is_dir() {
            return Err(ToolError::failed(format!(
                "`{shown}` is not a directory; `path` names the project directory"
            )));
        }
        let runner = match args.runner {
            Some(r) => r,
            None => {
                let probe = dir.clone();
                tokio::task::spawn_blocking(move || detect_runner(&probe))
                    .await
                    .map_err(|e| ToolError::failed(format!("internal error: {e}")))?
                    .ok_or_else(|| {
                        ToolError::failed(format!(
                            "no test runner found in `{shown}`: looked for Cargo.toml, go.mod, package.json with a \
                             test script, pyproject.toml/pytest.ini/setup.py/setup.cfg/tox.ini/conftest.py and a \
                             Makefile with a `test` target. Pass `runner` (cargo, pytest, npm, pnpm, go, make) or \
                             the project's directory as `path`."
                        ))
                    })?
            }
        };
        let line = command_line(runner, &dir, &args)?;
        let timeout_ms = args.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS).clamp(1, MAX_TIMEOUT_MS);

        let mut cmd = Command::new(&line[0]);
        cmd.args(&line[1..]);
        let mut guard = None;
        let confinement = if let Some(spec) = &self.sandbox {
            let policy = spec.policy(&ctx.workspace);
            let confinement = crate::sandbox::confine(&mut cmd, &policy)
                .map_err(|e| ToolError::failed(format!("{e}; the tests were not run")))?;
            guard = Some(confinement.creation_guard());
            confinement
        } else {
            crate::sandbox::hardened()
        };
        cmd.current_dir(&dir)
            .env("CI", "true")
            .env("NO_COLOR", "1")
            .env("FORCE_COLOR", "0")
            .env("CARGO_TERM_COLOR", "never")
            .env("PAGER", "cat");
        crate::shell::pass_credentials(&mut cmd, &self.env_allow);
        let opts = RunOptions {
            timeout: Duration::from_millis(timeout_ms),
            output_cap: CAPTURE_CAP,
            ..RunOptions::default()
        };
        let shown_line = line.join(" ");
        let out = process::run(cmd, confinement, &opts, &ctx.cancel).await;
        let removed = match guard {
            Some(g) => g.undo_async().await,
            None => Vec::new(),
        };
        let out =
            out.map_err(|e| ToolError::io(format!("cannot start `{shown_line}` (is `{}` installed?)", line[0]), e))?;

        let mut text = out.stdout.render();
        if !out.stderr.is_empty() {
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&out.stderr.render());
        }
        if let Some(note) = crate::sandbox::CreationGuard::report(&removed) {
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&note);
        }
        let summary = parse(runner, &text);
        let report = Report {
            runner,
            command: &shown_line,
            dir: shown,
            termination: out.termination,
            summary: &summary,
            output: &text,
        };
        match out.termination {
            Termination::Exited { code, .. } => Ok(ToolOutput::text(report.render()).with_metadata(json!({
                "runner": runner,
                "command": shown_line,
                "exit_code": code,
                "passed": summary.as_ref().map(|s| s.passed),
                "failed": summary.as_ref().map(|s| s.failed),
                "skipped": summary.as_ref().map(|s| s.skipped),
                "failures": summary.as_ref().map(|s| s.failures.iter().map(|f| f.name.clone()).collect::<Vec<_>>()),
            }))),
            Termination::TimedOut => Err(ToolError::failed(format!(
                "timed out after {timeout_ms} ms; the tests and the processes they started were killed. Pass a \
                 larger `timeout_ms` or a `filter`.\n{}",
                report.render()
            ))),
            Termination::Cancelled => Err(ToolError::Cancelled),
        }
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }
}

/// Everything the output shows.
struct Report<'a> {
    runner: Runner,
    command: &'a str,
    dir: &'a str,
    termination: Termination,
    summary: &'a Option<TestSummary>,
    output: &'a str,
}

impl Report<'_> {
    fn render(&self) -> String {
        let mut out = format!("$ {}", self.command);
        if self.dir != "." {
            let _ = write!(out, "    (in {})", self.dir);
        }
        out.push('\n');
        let (exit, ok) = match self.termination {
            Termination::Exited { code: Some(c), .. } => (format!("exit code {c}"), c == 0),
            Termination::Exited { signal: Some(s), .. } => (format!("killed by signal {s}"), false),
            Termination::Exited { .. } => ("no exit code".to_owned(), false),
            Termination::TimedOut => ("timed out".to_owned(), false),
            Termination::Cancelled => ("cancelled".to_owned(), false),
        };
        match self.summary {
            Some(s) => {
                let word = if !ok || s.failed > 0 {
                    "FAILED"
                } else if s.passed + s.failed == 0 {
                    "NO TESTS RAN"
                } else {
                    "PASSED"
                };
                let _ = writeln!(
                    out,
                    "{word}: {} passed, {} failed, {} skipped ({exit}, {})",
                    s.passed,
                    s.failed,
                    s.skipped,
                    self.runner.name()
                );
                if !s.failures.is_empty() {
                    out.push_str("\nFailing tests:\n");
                    for f in s.failures.iter().take(MAX_FAILURES) {
                        let _ = writeln!(out, "- {}", f.name);
                        for line in &f.lines {
                            let _ = writeln!(out, "    {line}");
                        }
                    }
                    if s.failures.len() > MAX_FAILURES {
                        let _ = writeln!(out, "- ... and {} more", s.failures.len() - MAX_FAILURES);
                    }
                }
                if !s.errors.is_empty() {
                    out.push_str("\nErrors:\n");
                    for e in &s.errors {
                        let _ = writeln!(out, "  {e}");
                    }
                }
            }
            None => {
                let word = if ok { "PASSED" } else { "FAILED" };
                let _ = writeln!(
                    out,
                    "{word} ({exit}); no test summary was recognised in the output, so counts are unknown"
                );
            }
        }
        let cap = if ok && self.summary.as_ref().is_none_or(|s| s.failed == 0) {
            RAW_CAP_PASSED
        } else {
            RAW_CAP_FAILED
        };
        let mut raw = Captured::new(cap);
        raw.push(self.output.trim_start_matches('\n').trim_end().as_bytes());
        if raw.is_empty() {
            out.push_str("\n(no output)");
        } else {
            let _ = write!(out, "\nOutput (stdout, then stderr; {} bytes", raw.total_bytes());
            if raw.omitted_bytes() > 0 {
                out.push_str(", cut in the middle");
            }
            let _ = write!(out, "):\n{}", raw.render());
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing

/// What a test run reported.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestSummary {
    /// Tests that passed.
    pub passed: u64,
    /// Tests that failed (pytest's errors included).
    pub failed: u64,
    /// Tests skipped or ignored.
    pub skipped: u64,
    /// The failing tests, in the order reported.
    pub failures: Vec<Failure>,
    /// Build or collection errors that kept tests from running.
    pub errors: Vec<String>,
}

/// One failing test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The test's name as the runner prints it.
    pub name: String,
    /// The first lines of its failure output.
    pub lines: Vec<String>,
}

impl Failure {
    fn new(name: impl Into<String>, lines: impl IntoIterator<Item = impl AsRef<str>>) -> Self {
        Self {
            name: name.into(),
            lines: lines
                .into_iter()
                .map(|l| shorten(l.as_ref().trim_end()))
                .filter(|l| !l.trim().is_empty())
                .take(FAILURE_LINES)
                .collect(),
        }
    }
}

fn shorten(line: &str) -> String {
    match line.char_indices().nth(LINE_CHARS) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_owned(),
    }
}

fn re(pattern: &str) -> Regex {
    // The patterns are constants of this module; a bad one fails every parser test.
    Regex::new(pattern).unwrap_or_else(|e| panic!("bad pattern {pattern}: {e}"))
}

/// Parses `output` as `runner` prints it. For npm, pnpm and make, which run some other
/// framework, every known format is tried.
pub fn parse(runner: Runner, output: &str) -> Option<TestSummary> {
    type P = fn(&str) -> Option<TestSummary>;
    let all: [P; 7] = [
        parse_cargo,
        parse_pytest,
        parse_go,
        parse_jest,
        parse_vitest,
        parse_node,
        parse_plain,
    ];
    let own: P = match runner {
        Runner::Cargo => parse_cargo,
        Runner::Pytest => parse_pytest,
        Runner::Go => parse_go,
        Runner::Npm | Runner::Pnpm | Runner::Make => return all.iter().find_map(|p| p(output)),
    };
    own(output)
}

fn num(s: &str) -> u64 {
    s.parse().unwrap_or(0)
}

/// `cargo test`: `test result:` lines per test binary, `---- name stdout ----` sections, and
/// compiler errors when the build failed.
fn parse_cargo(out: &str) -> Option<TestSummary> {
    static RESULT: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?m)^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored; \d+ measured; \d+ filtered out")
    });
    static SECTION: LazyLock<Regex> = LazyLock::new(|| re(r"^---- (.+) stdout ----$"));
    static LISTED: LazyLock<Regex> = LazyLock::new(|| re(r"^    (\S.*)$"));
    let mut s = TestSummary::default();
    let mut found = false;
    for c in RESULT.captures_iter(out) {
        found = true;
        s.passed += num(&c[1]);
        s.failed += num(&c[2]);
        s.skipped += num(&c[3]);
    }
    let lines: Vec<&str> = out.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        if let Some(c) = SECTION.captures(lines[i]) {
            let body: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("---- ") && **l != "failures:" && **l != "stack backtrace:")
                .copied()
                .collect();
            i += body.len();
            s.failures.push(Failure::new(&c[1], body));
        } else if lines[i] == "failures:" && lines.get(i + 1).is_some_and(|l| LISTED.is_match(l)) {
            // The list of names at the end; add any test that had no output section.
            for l in lines[i + 1..].iter().map_while(|l| LISTED.captures(l)) {
                let name = l[1].to_owned();
                if !s.failures.iter().any(|f| f.name == name) {
                    s.failures.push(Failure::new(name, Vec::<&str>::new()));
                }
            }
        } else if (lines[i].starts_with("error[") || lines[i].starts_with("error:"))
            && !lines[i].starts_with("error: test failed")
            && !lines[i].contains("target failed")
            && !lines[i].contains("targets failed")
        {
            found = true;
            let mut msg = lines[i].to_owned();
            if let Some(loc) = lines.get(i + 1).and_then(|l| l.trim_start().strip_prefix("--> ")) {
                let _ = write!(msg, " ({loc})");
            }
            s.errors.push(msg);
        }
        i += 1;
    }
    found.then_some(s)
}

/// pytest: the closing `N failed, M passed in Ts` line, the short test summary (`FAILED id - msg`)
/// and the `E` lines of each failure section.
fn parse_pytest(out: &str) -> Option<TestSummary> {
    static CLOSING: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?m)^=*\s*((?:\d+ \w+(?:, )?)+|no tests ran) in [\d.]+s(?: \([^)]*\))?\s*=*\s*$"));
    static PART: LazyLock<Regex> = LazyLock::new(|| re(r"(\d+) (\w+)"));
    static HEADER: LazyLock<Regex> = LazyLock::new(|| re(r"^_{3,} (.+?) _{3,}$"));
    static SHORT: LazyLock<Regex> = LazyLock::new(|| re(r"^(FAILED|ERROR) (\S+)(?: - (.*))?$"));
    let closing = CLOSING.captures_iter(out).last()?;
    let mut s = TestSummary::default();
    for p in PART.captures_iter(&closing[1]) {
        let n = num(&p[1]);
        match &p[2] {
            "passed" | "xpassed" => s.passed += n,
            "failed" | "error" | "errors" => s.failed += n,
            "skipped" | "xfailed" => s.skipped += n,
            _ => {}
        }
    }
    // Sections under FAILURES / ERRORS, by title.
    let lines: Vec<&str> = out.lines().collect();
    let mut sections: Vec<(String, Vec<&str>)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if let Some(c) = HEADER.captures(lines[i]) {
            let body: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| !HEADER.is_match(l) && !l.starts_with("=="))
                .copied()
                .collect();
            i += body.len();
            sections.push((c[1].to_owned(), body));
        }
        i += 1;
    }
    let excerpt = |body: &[&str]| -> Vec<String> {
        let mut picked: Vec<String> = body
            .iter()
            .filter_map(|l| l.strip_prefix("E ").map(|e| e.trim().to_owned()))
            .collect();
        // The `path:line: ErrorType` line that closes a traceback.
        if let Some(loc) = body.iter().rev().find(|l| !l.starts_with(' ') && l.contains(".py:")) {
            picked.push((*loc).to_owned());
        }
        if picked.is_empty() {
            picked = body.iter().map(|l| l.to_string()).collect();
        }
        picked
    };
    for l in &lines {
        let Some(c) = SHORT.captures(l) else { continue };
        let id = &c[2];
        let section = sections.iter().position(|(title, _)| {
            id.ends_with(&format!("::{title}")) || title.ends_with(id) || title.replace('.', "::").ends_with(id)
        });
        let mut lines = match section {
            Some(k) => excerpt(&sections[k].1),
            None => Vec::new(),
        };
        if lines.is_empty()
            && let Some(msg) = c.get(3)
        {
            lines.push(msg.as_str().to_owned());
        }
        s.failures.push(Failure::new(id, lines));
    }
    // Without a short summary (`-rfE` not given), the section titles are the names.
    if s.failures.is_empty() {
        for (title, body) in &sections {
            s.failures.push(Failure::new(title.clone(), excerpt(body)));
        }
    }
    Some(s)
}

/// `go test -v`: `--- PASS/FAIL/SKIP: Name` lines (leaf tests counted, parents of subtests
/// not), each failure's log lines, and packages that failed to build.
fn parse_go(out: &str) -> Option<TestSummary> {
    static RESULT: LazyLock<Regex> = LazyLock::new(|| re(r"^(\s*)--- (PASS|FAIL|SKIP): (\S+)"));
    static RUN: LazyLock<Regex> = LazyLock::new(|| re(r"^=== (?:RUN|CONT|PAUSE)\s+(\S+)"));
    static PKG: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:ok|FAIL|\?) *\t\S+"));
    static BUILD: LazyLock<Regex> = LazyLock::new(|| re(r"^FAIL\s+(\S+) \[(build|setup) failed\]"));
    let lines: Vec<&str> = out.lines().collect();
    let mut results: Vec<(String, &str)> = Vec::new();
    let mut logs: std::collections::HashMap<String, Vec<&str>> = std::collections::HashMap::new();
    let mut current: Option<String> = None;
    let mut found = false;
    for (i, l) in lines.iter().enumerate() {
        if let Some(c) = RUN.captures(l) {
            current = Some(c[1].to_owned());
        } else if let Some(c) = RESULT.captures(l) {
            found = true;
            results.push((
                c[3].to_owned(),
                if &c[2] == "PASS" {
                    "pass"
                } else if &c[2] == "FAIL" {
                    "fail"
                } else {
                    "skip"
                },
            ));
            // Without -v the log follows the result line, indented deeper.
            let indent = c[1].len();
            let after: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|n| {
                    let lead = n.len() - n.trim_start().len();
                    lead > indent && !RESULT.is_match(n)
                })
                .copied()
                .collect();
            logs.entry(c[3].to_owned()).or_default().extend(after);
            current = None;
        } else if PKG.is_match(l) || *l == "PASS" || *l == "FAIL" {
            found |= PKG.is_match(l);
            current = None;
        } else if let Some(name) = &current {
            logs.entry(name.clone()).or_default().push(l);
        }
    }
    let mut s = TestSummary::default();
    let is_parent = |name: &str| {
        results
            .iter()
            .any(|(n, _)| n.len() > name.len() && n.starts_with(name) && n.as_bytes()[name.len()] == b'/')
    };
    for (name, result) in &results {
        if is_parent(name) {
            continue;
        }
        match *result {
            "pass" => s.passed += 1,
            "skip" => s.skipped += 1,
            _ => {
                s.failed += 1;
                let mut log: Vec<&str> = Vec::new();
                for l in logs.get(name).into_iter().flatten() {
                    if !log.contains(l) {
                        log.push(l);
                    }
                }
                s.failures
                    .push(Failure::new(name.clone(), log.iter().map(|l| l.trim())));
            }
        }
    }
    for l in &lines {
        if let Some(c) = BUILD.captures(l) {
            found = true;
            let pkg = &c[1];
            // The compiler's messages come under `# pkg` (on stderr, so after stdout here).
            let detail: Vec<&str> = lines
                .iter()
                .position(|h| h.starts_with("# ") && h[2..].starts_with(pkg))
                .map(|h| {
                    lines[h + 1..]
                        .iter()
                        .take_while(|n| !n.starts_with("# ") && !PKG.is_match(n))
                        .take(5)
                        .copied()
                        .collect()
                })
                .unwrap_or_default();
            let mut msg = format!("{pkg}: {} failed", &c[2]);
            for d in detail {
                let _ = write!(msg, "\n    {}", d.trim());
            }
            s.errors.push(msg);
        }
    }
    found.then_some(s)
}

/// Jest: the `Tests: ...` line and the `● name` blocks.
fn parse_jest(out: &str) -> Option<TestSummary> {
    static TESTS: LazyLock<Regex> = LazyLock::new(|| re(r"(?m)^Tests:\s+(.*\d+ total)\s*$"));
    static PART: LazyLock<Regex> = LazyLock::new(|| re(r"(\d+) (failed|passed|skipped|todo|pending)"));
    static BULLET: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*● (.+)$"));
    let line = TESTS.captures_iter(out).last()?;
    let mut s = TestSummary::default();
    for p in PART.captures_iter(&line[1]) {
        match &p[2] {
            "failed" => s.failed += num(&p[1]),
            "passed" => s.passed += num(&p[1]),
            _ => s.skipped += num(&p[1]),
        }
    }
    let lines: Vec<&str> = out.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if let Some(c) = BULLET.captures(l) {
            let body = lines[i + 1..]
                .iter()
                .skip_while(|l| l.trim().is_empty())
                .take_while(|l| !BULLET.is_match(l) && !l.trim_start().starts_with('>') && !code_frame(l))
                .map(|l| l.trim());
            s.failures.push(Failure::new(c[1].trim(), body));
        }
    }
    Some(s)
}

/// A line of a source excerpt (`  12 | code`), where a failure message ends.
fn code_frame(line: &str) -> bool {
    let t = line.trim_start();
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && t[digits..].trim_start().starts_with('|')
}

/// Vitest: the `Tests  N failed | M passed` line and the ` FAIL  file > name` blocks.
fn parse_vitest(out: &str) -> Option<TestSummary> {
    static TESTS: LazyLock<Regex> = LazyLock::new(|| re(r"(?m)^\s*Tests\s+(\d+ (?:failed|passed|skipped|todo).*)$"));
    static PART: LazyLock<Regex> = LazyLock::new(|| re(r"(\d+) (failed|passed|skipped|todo)"));
    static FAIL: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*FAIL\s+(.+?)\s*$"));
    let line = TESTS.captures_iter(out).last()?;
    let mut s = TestSummary::default();
    for p in PART.captures_iter(&line[1]) {
        match &p[2] {
            "failed" => s.failed += num(&p[1]),
            "passed" => s.passed += num(&p[1]),
            _ => s.skipped += num(&p[1]),
        }
    }
    let lines: Vec<&str> = out.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if let Some(c) = FAIL.captures(l)
            && c[1].contains(" > ")
        {
            let body = lines[i + 1..]
                .iter()
                .take_while(|l| !l.trim_start().starts_with('❯') && !l.starts_with('⎯') && !FAIL.is_match(l))
                .copied();
            s.failures.push(Failure::new(c[1].to_owned(), body));
        }
    }
    Some(s)
}

/// Node's test runner, TAP (`# pass N`, `not ok N - name` with a YAML block) or spec
/// (`ℹ pass N`, the `✖ failing tests:` list).
fn parse_node(out: &str) -> Option<TestSummary> {
    static COUNT: LazyLock<Regex> = LazyLock::new(|| re(r"(?m)^(?:#|ℹ) (pass|fail|skipped|todo|tests) (\d+)\s*$"));
    static NOT_OK: LazyLock<Regex> = LazyLock::new(|| re(r"^(\s*)not ok \d+ - (.+?)(?: # .*)?$"));
    static CROSS: LazyLock<Regex> = LazyLock::new(|| re(r"^✖ (.+?)(?: \([\d.]+m?s\))?$"));
    let mut s = TestSummary::default();
    let mut found = false;
    for c in COUNT.captures_iter(out) {
        found |= &c[1] == "tests";
        match &c[1] {
            "pass" => s.passed = num(&c[2]),
            "fail" => s.failed = num(&c[2]),
            "skipped" | "todo" => s.skipped += num(&c[2]),
            _ => {}
        }
    }
    if !found {
        return None;
    }
    let lines: Vec<&str> = out.lines().collect();
    if let Some(start) = lines.iter().position(|l| l.trim() == "✖ failing tests:") {
        // Spec reporter: `test at file:line`, `✖ name (ms)`, then the indented error.
        for (i, l) in lines.iter().enumerate().skip(start + 1) {
            if let Some(c) = CROSS.captures(l) {
                let body = lines[i + 1..]
                    .iter()
                    .take_while(|l| l.starts_with(' ') || l.is_empty())
                    .filter(|l| !l.trim_start().starts_with("at "))
                    .map(|l| l.trim());
                s.failures.push(Failure::new(c[1].to_owned(), body));
            }
        }
        return Some(s);
    }
    for (i, l) in lines.iter().enumerate() {
        let Some(c) = NOT_OK.captures(l) else { continue };
        let indent = c[1].len();
        let block: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|n| n.len() - n.trim_start().len() > indent || n.trim().is_empty())
            .take_while(|n| n.trim() != "...")
            .copied()
            .collect();
        if block.iter().any(|b| b.contains("failureType: 'subtestsFailed'")) {
            continue;
        }
        let lead = |l: &str| l.len() - l.trim_start().len();
        let mut picked: Vec<String> = Vec::new();
        let mut j = 0;
        while j < block.len() {
            let t = block[j].trim();
            if let Some(loc) = t.strip_prefix("location: ") {
                picked.push(format!("at {}", loc.trim_matches('\'')));
            } else if let Some(rest) = t.strip_prefix("error: ") {
                if matches!(rest, "|-" | "|" | ">-" | ">") {
                    // A YAML block scalar: the lines indented deeper than the key.
                    let key = lead(block[j]);
                    j += 1;
                    while j < block.len() && (block[j].trim().is_empty() || lead(block[j]) > key) {
                        picked.push(block[j].trim().to_owned());
                        j += 1;
                    }
                    continue;
                }
                picked.push(rest.trim_matches('\'').to_owned());
            }
            j += 1;
        }
        s.failures.push(Failure::new(c[2].to_owned(), picked));
    }
    Some(s)
}

/// The plain closing line any runner may print: `N passed, N failed` (`, N skipped` may
/// follow; one word and a colon may come before).
fn parse_plain(out: &str) -> Option<TestSummary> {
    static PLAIN: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?m)^(?:\w+:\s*)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$"));
    let c = PLAIN.captures_iter(out).last()?;
    Some(TestSummary {
        passed: num(&c[1]),
        failed: num(&c[2]),
        skipped: c.get(3).map_or(0, |m| num(m.as_str())),
        ..TestSummary::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! fixture {
        ($name:literal) => {
            include_str!(concat!("../tests/fixtures/test-output/", $name))
        };
    }

    fn names(s: &TestSummary) -> Vec<&str> {
        s.failures.iter().map(|f| f.name.as_str()).collect()
    }

    fn counts(s: &TestSummary) -> (u64, u64, u64) {
        (s.passed, s.failed, s.skipped)
    }

    #[test]
    fn cargo_failures_with_their_panic_messages() {
        let s = parse(Runner::Cargo, fixture!("cargo-failing.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (2, 2, 1));
        assert_eq!(names(&s), ["tests::adds_wrong", "tests::panics_with_message"]);
        assert_eq!(
            s.failures[0].lines,
            [
                "thread 'tests::adds_wrong' (28483) panicked at src/lib.rs:16:9:",
                "assertion `left == right` failed",
                "  left: 4",
                " right: 5"
            ]
        );
        assert_eq!(s.failures[1].lines[0], "about to fail");
        assert!(s.errors.is_empty(), "{:?}", s.errors);
    }

    #[test]
    fn cargo_build_errors_are_reported() {
        let s = parse(Runner::Cargo, fixture!("cargo-build-error.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (0, 0, 0));
        assert_eq!(
            s.errors[0],
            "error[E0277]: cannot add `&str` to `i32` (src/lib.rs:2:11)"
        );
        assert!(s.errors.iter().any(|e| e.contains("could not compile `rs`")));
    }

    #[test]
    fn pytest_failures_use_node_ids_and_e_lines() {
        let s = parse(Runner::Pytest, fixture!("pytest-failing.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (3, 3, 1));
        assert_eq!(
            names(&s),
            [
                "tests/test_calc.py::test_add_negative",
                "tests/test_calc.py::test_raises",
                "tests/test_calc.py::test_param[2]"
            ]
        );
        assert_eq!(
            s.failures[0].lines,
            [
                "assert -2 == -3",
                "+  where -2 = add(-1, -1)",
                "tests/test_calc.py:10: AssertionError"
            ]
        );
        assert_eq!(s.failures[1].lines[0], "ValueError: boom: bad input");
        let s = parse(Runner::Pytest, fixture!("pytest-passing.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (1, 0, 0));
        assert!(s.failures.is_empty());
    }

    #[test]
    fn pytest_collection_errors_count_as_failures() {
        let s = parse(Runner::Pytest, fixture!("pytest-collection-error.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (0, 1, 0));
        assert_eq!(names(&s), ["tests/test_broken.py"]);
        assert_eq!(
            s.failures[0].lines[0],
            "ModuleNotFoundError: No module named 'nonexistent_module'"
        );
    }

    #[test]
    fn go_counts_leaf_tests_and_keeps_their_logs() {
        let s = parse(Runner::Go, fixture!("go-failing.txt")).unwrap_or_default();
        // TestTable is the parent of TestTable/ok and TestTable/bad: only the leaves count.
        assert_eq!(counts(&s), (3, 2, 1));
        assert_eq!(names(&s), ["TestAddWrong", "TestTable/bad"]);
        assert_eq!(
            s.failures[0].lines,
            [
                "calc_test.go:12: checking 2+2",
                "calc_test.go:14: Add(2, 2) = 4, want 5"
            ]
        );
        assert_eq!(s.failures[1].lines, ["calc_test.go:22: got 2 want 3"]);
    }

    #[test]
    fn go_build_failures_are_errors() {
        let s = parse(Runner::Go, fixture!("go-build-error.txt")).unwrap_or_default();
        assert_eq!(s.failed, 2);
        assert_eq!(
            s.errors,
            [
                "example.com/gop/util: build failed\n    util/util.go:4:28: cannot use \"x\" (untyped string constant) as int value in return statement"
            ]
        );
    }

    #[test]
    fn node_test_runner_tap_through_npm() {
        let s = parse(Runner::Npm, fixture!("npm-node-test-tap.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (2, 3, 1));
        assert_eq!(names(&s), ["adds wrong", "inner bad"]);
        assert_eq!(
            s.failures[0].lines,
            [
                "at /tmp/fx/nd/test/math.test.js:5:1",
                "Expected values to be strictly equal:",
                "2 !== 3"
            ]
        );
        assert_eq!(
            s.failures[1].lines,
            ["at /tmp/fx/nd/test/math.test.js:9:11", "inner boom"]
        );
    }

    #[test]
    fn node_test_runner_spec_reporter() {
        let s = parse(Runner::Npm, fixture!("node-test-spec.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (2, 3, 1));
        assert_eq!(names(&s), ["adds wrong", "inner bad"]);
        assert_eq!(s.failures[1].lines, ["Error: inner boom"]);
    }

    #[test]
    fn jest_failures() {
        let s = parse(Runner::Npm, fixture!("jest-failing.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (2, 2, 1));
        assert_eq!(names(&s), ["math › adds wrong", "throws"]);
        assert_eq!(
            s.failures[0].lines,
            [
                "expect(received).toBe(expected) // Object.is equality",
                "Expected: 5",
                "Received: 4"
            ]
        );
        assert_eq!(s.failures[1].lines, ["kaboom"]);
    }

    #[test]
    fn vitest_failures() {
        let s = parse(Runner::Pnpm, fixture!("vitest-failing.txt")).unwrap_or_default();
        assert_eq!(counts(&s), (1, 2, 1));
        assert_eq!(names(&s), ["math.test.js > math > adds wrong", "math.test.js > throws"]);
        assert_eq!(s.failures[1].lines, ["Error: kaboom"]);
    }

    /// Output is often cut (by the capture cap, a timeout or a crash): no parser may panic on
    /// any cut of any real output, nor on lines of one runner mixed into another's; and where
    /// the counts come from one closing line, losing the head of the output keeps them.
    #[test]
    fn parsers_survive_cut_and_mixed_output() {
        for (text, closing) in [
            (fixture!("pytest-failing.txt"), "3 failed, 3 passed"),
            (fixture!("jest-failing.txt"), "Tests:"),
            (fixture!("vitest-failing.txt"), "      Tests  "),
            (fixture!("node-test-spec.txt"), "ℹ tests"),
        ] {
            let full = parse(Runner::Make, text).map(|s| counts(&s));
            assert!(full.is_some());
            let last = text.find(closing).unwrap_or(0);
            for at in text
                .char_indices()
                .map(|(i, _)| i)
                .take_while(|i| *i <= last)
                .step_by(5)
            {
                assert_eq!(
                    parse(Runner::Make, &text[at..]).map(|s| counts(&s)),
                    full,
                    "cut at {at}"
                );
            }
        }
        let fixtures = [
            fixture!("cargo-failing.txt"),
            fixture!("cargo-build-error.txt"),
            fixture!("pytest-failing.txt"),
            fixture!("pytest-collection-error.txt"),
            fixture!("go-failing.txt"),
            fixture!("go-build-error.txt"),
            fixture!("npm-node-test-tap.txt"),
            fixture!("node-test-spec.txt"),
            fixture!("jest-failing.txt"),
            fixture!("vitest-failing.txt"),
        ];
        let runners = [Runner::Cargo, Runner::Pytest, Runner::Go, Runner::Make];
        for text in fixtures {
            let cuts = text.char_indices().map(|(i, _)| i).step_by(11);
            for at in cuts {
                for r in runners {
                    let _ = parse(r, &text[..at]);
                    let _ = parse(r, &text[at..]);
                }
            }
        }
        let mixed: String = fixtures
            .iter()
            .flat_map(|f| f.lines().step_by(3))
            .map(|l| format!("{l}\n"))
            .collect();
        for r in runners {
            let _ = parse(r, &mixed);
        }
    }

    #[test]
    fn plain_closing_line() {
        let s = parse(Runner::Make, "running...\ncheck: 4 passed, 1 failed, 2 skipped\n").unwrap_or_default();
        assert_eq!(counts(&s), (4, 1, 2));
        assert_eq!(parse(Runner::Make, "all good\n"), None);
    }

    #[test]
    fn detection_follows_the_project_files() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let d = dir.path();
        let write = |name: &str, text: &str| std::fs::write(d.join(name), text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(detect_runner(d), None);
        write("Makefile", "build:\n\tcc x.c\n");
        assert_eq!(detect_runner(d), None, "a Makefile without a test target");
        write("Makefile", "build:\n\tcc x.c\ntest: build\n\t./x\n");
        assert_eq!(detect_runner(d), Some(Runner::Make));
        write("pyproject.toml", "[project]\nname='x'\n");
        assert_eq!(detect_runner(d), Some(Runner::Pytest));
        write(
            "package.json",
            r#"{"scripts":{"test":"echo \"Error: no test specified\" && exit 1"}}"#,
        );
        assert_eq!(
            detect_runner(d),
            Some(Runner::Pytest),
            "npm's placeholder script is not a test suite"
        );
        write("package.json", r#"{"scripts":{"test":"jest"}}"#);
        assert_eq!(detect_runner(d), Some(Runner::Npm));
        write("pnpm-lock.yaml", "");
        assert_eq!(detect_runner(d), Some(Runner::Pnpm));
        write("go.mod", "module x\n");
        assert_eq!(detect_runner(d), Some(Runner::Go));
        write("Cargo.toml", "[package]\n");
        assert_eq!(detect_runner(d), Some(Runner::Cargo));
    }
}
