//! Search tools: `grep_search` (ripgrep's own crates: `grep-regex`, `grep-searcher`, and
//! `ignore` for a parallel, .gitignore-aware walk) and `find_files` (`globset` over the same
//! walk). No subprocess.

use crate::fs::{blocking, clip, path_arg, shown_path};
use crate::workspace::{Access, resolve_in};
use grep_regex::RegexMatcherBuilder;
use grep_searcher::{BinaryDetection, Searcher, SearcherBuilder, Sink, SinkContext, SinkContextKind, SinkMatch};
use ignore::{WalkBuilder, WalkState};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    CancellationToken, Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput,
    async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Matching lines `grep_search` shows when no `max_results` is given.
const DEFAULT_RESULTS: usize = 100;
/// Most matching lines `grep_search` shows whatever `max_results` says.
const MAX_RESULTS: usize = 2000;
/// Most context lines around a match.
const MAX_CONTEXT: usize = 10;
/// Longest line shown; the rest is replaced by a count (minified files have very long lines).
const LINE_WIDTH: usize = 300;
/// Most bytes of `grep_search` output.
const OUTPUT_CAP: usize = 96 * 1024;
/// Most paths `find_files` shows.
const FIND_CAP: usize = 500;
/// How long a search result may be served from the tool cache.
const SEARCH_TTL: Duration = Duration::from_secs(30);

/// Threads for a parallel walk: ripgrep's choice, the available cores up to 12.
pub(crate) fn walk_threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get()).min(12)
}

/// The walk every search tool uses: .gitignore (also outside a git repository), `.ignore` and
/// global excludes honoured, hidden files included, the `.git` directory left out, symlinks not
/// followed (so a link cannot lead a search out of the workspace).
pub(crate) fn walker(root: &Path) -> WalkBuilder {
    let mut wb = WalkBuilder::new(root);
    wb.hidden(false)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|e| e.file_name() != ".git")
        .threads(walk_threads());
    wb
}

fn cancelled_state(cancel: &CancellationToken) -> WalkState {
    if cancel.is_cancelled() {
        WalkState::Quit
    } else {
        WalkState::Continue
    }
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `grep_search`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct GrepSearchArgs {
    /// The regular expression to look for (Rust regex syntax, like ripgrep), matched within one
    /// line. With `fixed_strings` it is taken literally.
    pub pattern: String,
    /// File or directory to search, relative to the workspace root. Defaults to the root.
    pub path: Option<String>,
    /// Only search files matching this glob, e.g. `*.rs` (any directory) or `src/**/*.ts`
    /// (relative to `path`); a leading `!` excludes matching files instead.
    pub glob: Option<String>,
    /// Take `pattern` as literal text, not a regex. Defaults to false.
    pub fixed_strings: Option<bool>,
    /// Match regardless of case. Defaults to false.
    pub case_insensitive: Option<bool>,
    /// Lines of context to show before and after each match (at most 10). Defaults to 0.
    pub context: Option<usize>,
    /// Most matching lines to show (at most 2000). Defaults to 100.
    pub max_results: Option<usize>,
}

/// Searches file contents with a regex, like ripgrep.
#[derive(Debug)]
pub struct GrepSearch {
    def: ToolDefinition,
}

impl Default for GrepSearch {
    fn default() -> Self {
        Self::new()
    }
}

impl GrepSearch {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GrepSearchArgs>(
            "grep_search",
            "Search the contents of files in the workspace for a regular expression (Rust/ripgrep syntax; set \
             `fixed_strings` to search for literal text). Each matching line is shown as `path:line: text`, \
             with paths relative to the workspace root, sorted by path; with `context` the lines around it \
             are shown as `path-line- text` and groups are separated by `--`. Files ignored by .gitignore and \
             binary files are skipped. Narrow the search with `path` (a directory or one file) and `glob` \
             (e.g. `*.py`). At most `max_results` matching lines are shown (default 100); a final note gives \
             the total.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Search)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::cached_for(SEARCH_TTL));
        Self { def }
    }
}

#[async_trait]
impl Tool for GrepSearch {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GrepSearchArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || grep(&ctx, &args)).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", Some(".")).into_iter().collect()
    }
}

/// What was found in one file.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Match(u64, String),
    Before(u64, String),
    After(u64, String),
    Break,
}

/// Collects one file's matches: all are counted, at most `cap` are kept with their context.
struct FileSink {
    items: Vec<Item>,
    matches: usize,
    cap: usize,
    binary: bool,
}

impl FileSink {
    fn new(cap: usize) -> Self {
        Self {
            items: Vec::new(),
            matches: 0,
            cap,
            binary: false,
        }
    }

    fn kept(&self) -> usize {
        self.matches.min(self.cap)
    }

    fn line(bytes: &[u8]) -> String {
        let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        clip(&String::from_utf8_lossy(bytes), LINE_WIDTH)
    }
}

impl Sink for FileSink {
    type Error = std::io::Error;

    fn matched(&mut self, _: &Searcher, mat: &SinkMatch<'_>) -> Result<bool, Self::Error> {
        self.matches += 1;
        if self.matches <= self.cap {
            let n = mat.line_number().unwrap_or(0);
            self.items.push(Item::Match(n, Self::line(mat.bytes())));
        }
        Ok(true)
    }

    fn context(&mut self, _: &Searcher, cx: &SinkContext<'_>) -> Result<bool, Self::Error> {
        // Context after the last kept match is kept; nothing past the first match not kept.
        if self.matches > self.cap {
            return Ok(true);
        }
        let n = cx.line_number().unwrap_or(0);
        let text = Self::line(cx.bytes());
        match cx.kind() {
            SinkContextKind::Before if self.matches < self.cap => self.items.push(Item::Before(n, text)),
            SinkContextKind::After => self.items.push(Item::After(n, text)),
            _ => {}
        }
        Ok(true)
    }

    fn context_break(&mut self, _: &Searcher) -> Result<bool, Self::Error> {
        if self.matches < self.cap && !self.items.is_empty() {
            self.items.push(Item::Break);
        }
        Ok(true)
    }

    fn binary_data(&mut self, _: &Searcher, _offset: u64) -> Result<bool, Self::Error> {
        self.binary = true;
        Ok(false)
    }
}

/// Matches from every file, sorted by path and pruned as they come so that only what can still
/// be shown (the first `cap` matches in path order) is kept in memory.
struct Found {
    files: BTreeMap<PathBuf, (usize, Vec<Item>)>,
    kept: usize,
    cap: usize,
}

impl Found {
    fn add(&mut self, path: PathBuf, kept: usize, items: Vec<Item>) {
        self.kept += kept;
        self.files.insert(path, (kept, items));
        while let Some((_, (last, _))) = self.files.last_key_value() {
            if self.kept - last < self.cap {
                break;
            }
            self.kept -= last;
            self.files.pop_last();
        }
    }
}

/// Totals over the whole search, shared by the walker's threads.
#[derive(Default)]
struct Totals {
    matches: AtomicUsize,
    files: AtomicUsize,
    binary: AtomicUsize,
    unreadable: AtomicUsize,
}

fn grep(ctx: &ToolContext, args: &GrepSearchArgs) -> Result<ToolOutput, ToolError> {
    let shown_root = args.path.as_deref().unwrap_or(".");
    let root = resolve_in(ctx, shown_root, Access::Read)?;
    let cap = args.max_results.unwrap_or(DEFAULT_RESULTS).clamp(1, MAX_RESULTS);
    let context = args.context.unwrap_or(0).min(MAX_CONTEXT);

    let matcher = RegexMatcherBuilder::new()
        .case_insensitive(args.case_insensitive.unwrap_or(false))
        .fixed_strings(args.fixed_strings.unwrap_or(false))
        .line_terminator(Some(b'\n'))
        .build(&args.pattern)
        .map_err(|e| ToolError::InvalidArguments {
            message: format!(
                "`pattern` is not a valid regular expression: {e}. Escape special characters, or set \
                 fixed_strings to true to search for the text literally (a pattern matches within one line)"
            ),
        })?;
    let mut sb = SearcherBuilder::new();
    sb.line_number(true)
        .binary_detection(BinaryDetection::quit(0))
        .before_context(context)
        .after_context(context);

    let found = Mutex::new(Found {
        files: BTreeMap::new(),
        kept: 0,
        cap,
    });
    let totals = Totals::default();
    let search_one = |searcher: &mut Searcher, path: &Path| {
        let mut sink = FileSink::new(cap);
        if searcher.search_path(&matcher, path, &mut sink).is_err() {
            totals.unreadable.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if sink.binary {
            totals.binary.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if sink.matches == 0 {
            return;
        }
        totals.matches.fetch_add(sink.matches, Ordering::Relaxed);
        totals.files.fetch_add(1, Ordering::Relaxed);
        let kept = sink.kept();
        found
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .add(path.to_path_buf(), kept, sink.items);
    };

    if root.is_file() {
        search_one(&mut sb.build(), &root);
    } else {
        let mut wb = walker(&root);
        if let Some(glob) = &args.glob {
            wb.overrides(overrides(&root, glob)?);
        }
        wb.build_parallel().run(|| {
            let mut searcher = sb.build();
            let search_one = &search_one;
            let cancel = &ctx.cancel;
            Box::new(move |entry| {
                if let Ok(entry) = entry
                    && entry.file_type().is_some_and(|t| t.is_file())
                {
                    search_one(&mut searcher, entry.path());
                }
                cancelled_state(cancel)
            })
        });
    }
    if ctx.cancel.is_cancelled() {
        return Err(ToolError::Cancelled);
    }

    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    let total = totals.matches.load(Ordering::Relaxed);
    let files = totals.files.load(Ordering::Relaxed);
    let binary = totals.binary.load(Ordering::Relaxed);
    let unreadable = totals.unreadable.load(Ordering::Relaxed);
    let mut skipped = Vec::new();
    if binary > 0 {
        skipped.push(format!(
            "{binary} binary {} skipped",
            if binary == 1 { "file" } else { "files" }
        ));
    }
    if unreadable > 0 {
        skipped.push(format!(
            "{unreadable} unreadable {}",
            if unreadable == 1 { "file" } else { "files" }
        ));
    }
    let skipped = if skipped.is_empty() {
        String::new()
    } else {
        format!("; {}", skipped.join(", "))
    };
    let metadata = json!({ "matches": total, "files": files, "binary_skipped": binary });
    if total == 0 {
        let glob = args
            .glob
            .as_deref()
            .map(|g| format!(" (files matching `{g}`)"))
            .unwrap_or_default();
        return Ok(ToolOutput::text(format!(
            "No matches for `{}` in `{shown_root}`{glob}{skipped}.",
            args.pattern
        ))
        .with_metadata(metadata));
    }

    let (mut out, shown) = render(&ctx.workspace, &found.files, cap, context > 0);
    let noun = |n: usize| if n == 1 { "line" } else { "lines" };
    let fnoun = |n: usize| if n == 1 { "file" } else { "files" };
    if shown < total {
        let why = if shown < cap.min(total) {
            format!("output capped at {} KiB", OUTPUT_CAP / 1024)
        } else {
            "max_results reached".into()
        };
        out.push_str(&format!(
            "[showing {shown} of {total} matching lines in {files} {} ({why}){skipped}; narrow the search with \
             `path` or `glob`, or raise `max_results`]",
            fnoun(files)
        ));
    } else {
        out.push_str(&format!(
            "[{total} matching {} in {files} {}{skipped}]",
            noun(total),
            fnoun(files)
        ));
    }
    Ok(ToolOutput::text(out).with_metadata(metadata))
}

fn overrides(root: &Path, glob: &str) -> Result<ignore::overrides::Override, ToolError> {
    let bad = |e: ignore::Error| ToolError::InvalidArguments {
        message: format!("`glob` is not a valid glob pattern: {e}"),
    };
    let mut ob = ignore::overrides::OverrideBuilder::new(root);
    ob.add(glob).map_err(bad)?;
    ob.build().map_err(bad)
}

/// The lines the model sees, and how many matches they show.
fn render(
    workspace: &Path,
    files: &BTreeMap<PathBuf, (usize, Vec<Item>)>,
    cap: usize,
    context: bool,
) -> (String, usize) {
    let mut out = String::new();
    let mut shown = 0;
    'files: for (path, (_, items)) in files {
        let name = shown_path(workspace, path);
        // Flushed only before a match that is shown, so nothing dangles after the last one.
        let mut pending: Vec<String> = Vec::new();
        if context && !out.is_empty() {
            pending.push("--\n".into());
        }
        for item in items {
            match item {
                Item::Match(n, text) => {
                    if shown == cap || out.len() > OUTPUT_CAP {
                        break 'files;
                    }
                    for p in pending.drain(..) {
                        out.push_str(&p);
                    }
                    out.push_str(&format!("{name}:{n}: {text}\n"));
                    shown += 1;
                }
                Item::Before(n, text) => pending.push(format!("{name}-{n}- {text}\n")),
                Item::After(n, text) => out.push_str(&format!("{name}-{n}- {text}\n")),
                Item::Break => pending.push("--\n".into()),
            }
        }
    }
    (out, shown)
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `find_files`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct FindFilesArgs {
    /// Glob to match, e.g. `**/*.rs`, `src/**/test_*.py` or `Cargo.toml`. A pattern without `/`
    /// matches file names in any directory; one with `/` matches the path from `path`.
    pub pattern: String,
    /// Directory to search under, relative to the workspace root. Defaults to the root.
    pub path: Option<String>,
}

/// Finds files by glob.
#[derive(Debug)]
pub struct FindFiles {
    def: ToolDefinition,
}

impl Default for FindFiles {
    fn default() -> Self {
        Self::new()
    }
}

impl FindFiles {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<FindFilesArgs>(
            "find_files",
            "Find files and directories in the workspace whose path matches a glob: `*` and `?` stay within \
             one path component, `**` crosses directories, `{a,b}` and `[ab]` work as in a shell. A pattern \
             without `/` (e.g. `*.toml`) matches names in any directory; one with `/` (e.g. `src/**/*.rs`) \
             matches the path from `path`. Returns paths relative to the workspace root, sorted, directories \
             ending with `/`; files ignored by .gitignore are left out. At most 500 are shown.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Search)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::cached_for(SEARCH_TTL));
        Self { def }
    }
}

#[async_trait]
impl Tool for FindFiles {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: FindFilesArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || find(&ctx, &args)).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", Some(".")).into_iter().collect()
    }
}

fn find(ctx: &ToolContext, args: &FindFilesArgs) -> Result<ToolOutput, ToolError> {
    let shown_root = args.path.as_deref().unwrap_or(".");
    let root = resolve_in(ctx, shown_root, Access::Read)?;
    if !root.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown_root}` is not a directory; find_files searches under a directory"
        )));
    }
    let pattern = args.pattern.trim_start_matches("./");
    let glob = globset::GlobBuilder::new(pattern)
        .literal_separator(true)
        .build()
        .map_err(|e| ToolError::InvalidArguments {
            message: format!("`pattern` is not a valid glob: {e}"),
        })?
        .compile_matcher();
    let by_name = !pattern.contains('/');
    let hits: Mutex<Vec<(PathBuf, bool)>> = Mutex::new(Vec::new());
    walker(&root).build_parallel().run(|| {
        let (glob, hits, root, cancel) = (&glob, &hits, &root, &ctx.cancel);
        let workspace = &ctx.workspace;
        Box::new(move |entry| {
            let Ok(entry) = entry else {
                return cancelled_state(cancel);
            };
            let path = entry.path();
            let matched = if by_name {
                glob.is_match(entry.file_name())
            } else {
                let from_root = path.strip_prefix(root).ok();
                let from_ws = path.strip_prefix(workspace).ok();
                [from_root, from_ws]
                    .into_iter()
                    .flatten()
                    .any(|rel| !rel.as_os_str().is_empty() && glob.is_match(rel))
            };
            if matched && entry.depth() > 0 {
                let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
                hits.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((path.to_path_buf(), is_dir));
            }
            cancelled_state(cancel)
        })
    });
    if ctx.cancel.is_cancelled() {
        return Err(ToolError::Cancelled);
    }
    let mut hits = hits.into_inner().unwrap_or_else(|e| e.into_inner());
    if hits.is_empty() {
        return Ok(
            ToolOutput::text(format!("No files match `{}` under `{shown_root}`.", args.pattern))
                .with_metadata(json!({ "count": 0 })),
        );
    }
    hits.sort_unstable();
    let total = hits.len();
    let mut out: Vec<String> = hits
        .iter()
        .take(FIND_CAP)
        .map(|(p, is_dir)| {
            let slash = if *is_dir { "/" } else { "" };
            format!("{}{slash}", shown_path(&ctx.workspace, p))
        })
        .collect();
    if total > FIND_CAP {
        out.push(format!(
            "[showing {FIND_CAP} of {total} matches; narrow the pattern or search a subdirectory]"
        ));
    }
    Ok(ToolOutput::text(out.join("\n")).with_metadata(json!({ "count": total })))
}
