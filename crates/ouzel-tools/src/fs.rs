//! Filesystem tools: `read_file`, `list_files`, `write_file`, `edit_file`.

use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Most bytes `read_file` returns in one call.
const READ_CAP: usize = 256 * 1024;
/// Lines `read_file` returns when no limit is given.
const DEFAULT_LINES: usize = 2000;
/// How much of a file is checked for NUL bytes to tell binary from text.
const BINARY_SNIFF: u64 = 8 * 1024;
/// Most entries `list_files` shows.
const LIST_CAP: usize = 500;

/// Runs blocking filesystem work off the async runtime.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ToolError> + Send + 'static,
) -> Result<T, ToolError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ToolError::failed(format!("internal error: {e}")))?
}

fn path_arg(input: &Value, default: Option<&str>) -> Vec<PathBuf> {
    input
        .get("path")
        .and_then(Value::as_str)
        .or(default)
        .map(PathBuf::from)
        .into_iter()
        .collect()
}

fn not_utf8(shown: &str) -> ToolError {
    ToolError::failed(format!(
        "`{shown}` is not valid UTF-8 text; it may be binary or in another encoding"
    ))
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `read_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ReadFileArgs {
    /// Path of the file, relative to the workspace root (or absolute inside it).
    pub path: String,
    /// 1-based number of the first line to read. Defaults to 1.
    pub offset: Option<usize>,
    /// Number of lines to read. Defaults to 2000.
    pub limit: Option<usize>,
}

/// Reads a text file, or a range of its lines.
#[derive(Debug)]
pub struct ReadFile {
    def: ToolDefinition,
}

impl Default for ReadFile {
    fn default() -> Self {
        Self::new()
    }
}

impl ReadFile {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<ReadFileArgs>(
            "read_file",
            "Read a text file in the workspace. Returns up to 2000 lines (or 256 KiB) starting at `offset` \
             (1-based line number); when the output is truncated a note at the end says how to read further. \
             Binary files are refused.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_read_only(true)
        .with_cache_ttl(Duration::from_secs(30));
        Self { def }
    }
}

#[async_trait]
impl Tool for ReadFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: ReadFileArgs = parse_args(&input)?;
        if args.limit == Some(0) {
            return Err(ToolError::InvalidArguments {
                message: "limit must be at least 1".into(),
            });
        }
        let ctx = ctx.clone();
        blocking(move || {
            let file = resolve_in(&ctx, &args.path, Access::Read)?;
            let offset = args.offset.unwrap_or(1).max(1);
            read_lines(&file, &args.path, offset, args.limit.unwrap_or(DEFAULT_LINES)).map(ToolOutput::text)
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, None)
    }
}

fn read_lines(file: &Path, shown: &str, offset: usize, limit: usize) -> Result<String, ToolError> {
    let io = |e| ToolError::io(format!("cannot read `{shown}`"), e);
    if fs::metadata(file).map_err(io)?.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown}` is a directory; use list_files to see what it contains"
        )));
    }
    let mut f = File::open(file).map_err(io)?;
    let mut sniff = Vec::new();
    (&mut f).take(BINARY_SNIFF).read_to_end(&mut sniff).map_err(io)?;
    if sniff.contains(&0) {
        return Err(ToolError::failed(format!(
            "`{shown}` looks like a binary file (it contains NUL bytes); read_file only reads text"
        )));
    }
    f.seek(SeekFrom::Start(0)).map_err(io)?;

    let mut reader = BufReader::new(f);
    let mut out = String::new();
    let mut line = Vec::new();
    let mut line_no = 0;
    let mut last_shown = 0;
    let mut note = None;
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).map_err(io)? == 0 {
            break;
        }
        line_no += 1;
        if line_no < offset {
            continue;
        }
        if line_no - offset == limit {
            note = Some(format!(
                "[showing lines {offset}-{last_shown}; the file continues: call read_file with offset={} to read more]",
                last_shown + 1
            ));
            break;
        }
        if out.len() + line.len() > READ_CAP {
            if last_shown == 0 {
                // A single line longer than the cap: show its start.
                let text = String::from_utf8_lossy(&line[..READ_CAP]);
                out.push_str(text.trim_end_matches('\u{FFFD}'));
                out.push('\n');
                note = Some(format!(
                    "[line {line_no} is longer than {} KiB and was cut; call read_file with offset={} to read on]",
                    READ_CAP / 1024,
                    line_no + 1
                ));
            } else {
                note = Some(format!(
                    "[output capped at {} KiB: showing lines {offset}-{last_shown}; call read_file with offset={} to read more]",
                    READ_CAP / 1024,
                    last_shown + 1
                ));
            }
            break;
        }
        out.push_str(std::str::from_utf8(&line).map_err(|_| not_utf8(shown))?);
        last_shown = line_no;
    }
    if line_no < offset && line_no > 0 {
        return Err(ToolError::failed(format!(
            "offset {offset} is past the end of `{shown}`, which has {line_no} lines"
        )));
    }
    if line_no == 0 {
        return Ok("[empty file]".into());
    }
    if let Some(note) = note {
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&note);
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `list_files`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ListFilesArgs {
    /// Directory to list, relative to the workspace root. Defaults to the root.
    pub path: Option<String>,
    /// How many levels deep to list. Defaults to 2.
    pub depth: Option<usize>,
}

/// Lists a directory tree, honouring `.gitignore`.
#[derive(Debug)]
pub struct ListFiles {
    def: ToolDefinition,
}

impl Default for ListFiles {
    fn default() -> Self {
        Self::new()
    }
}

impl ListFiles {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<ListFilesArgs>(
            "list_files",
            "List files and directories under a path in the workspace (default: the root), `depth` levels deep \
             (default 2). Paths are relative to the listed directory; directories end with `/`. Files ignored \
             by .gitignore are left out. At most 500 entries are shown.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_read_only(true)
        .with_cache_ttl(Duration::from_secs(300));
        Self { def }
    }
}

#[async_trait]
impl Tool for ListFiles {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: ListFilesArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let shown = args.path.as_deref().unwrap_or(".");
            let dir = resolve_in(&ctx, shown, Access::Read)?;
            list(&dir, shown, args.depth.unwrap_or(2).max(1)).map(ToolOutput::text)
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, Some("."))
    }
}

fn list(dir: &Path, shown: &str, depth: usize) -> Result<String, ToolError> {
    if !dir.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown}` is not a directory; use read_file to read it"
        )));
    }
    let walker = ignore::WalkBuilder::new(dir)
        .hidden(false)
        .require_git(false)
        .max_depth(Some(depth))
        .filter_entry(|e| e.file_name() != ".git")
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    let mut lines = Vec::new();
    let mut omitted = 0usize;
    for entry in walker.flatten() {
        let Ok(rel) = entry.path().strip_prefix(dir) else {
            continue;
        };
        if rel.as_os_str().is_empty() {
            continue;
        }
        if lines.len() == LIST_CAP {
            omitted += 1;
            continue;
        }
        let slash = if entry.file_type().is_some_and(|t| t.is_dir()) {
            "/"
        } else {
            ""
        };
        lines.push(format!("{}{slash}", rel.display()));
    }
    if lines.is_empty() {
        return Ok("[empty directory]".into());
    }
    let mut out = lines.join("\n");
    if omitted > 0 {
        out.push_str(&format!(
            "\n[... {omitted} more entries not shown; list a subdirectory or use a smaller depth]"
        ));
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `write_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct WriteFileArgs {
    /// Path of the file, relative to the workspace root. Missing parent directories are created.
    pub path: String,
    /// The text to write.
    pub content: String,
    /// Append to the end of the file instead of replacing its content. Defaults to false.
    pub append: Option<bool>,
}

/// Creates, overwrites or appends to a file.
#[derive(Debug)]
pub struct WriteFile {
    def: ToolDefinition,
}

impl Default for WriteFile {
    fn default() -> Self {
        Self::new()
    }
}

impl WriteFile {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<WriteFileArgs>(
            "write_file",
            "Write a file in the workspace: create it (with missing parent directories) or replace its whole \
             content; with `append` true, add to its end instead. To change part of an existing file prefer \
             edit_file.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_read_only(false);
        Self { def }
    }
}

#[async_trait]
impl Tool for WriteFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: WriteFileArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let file = resolve_in(&ctx, &args.path, Access::Write)?;
            let shown = &args.path;
            let io = |e| ToolError::io(format!("cannot write `{shown}`"), e);
            if file.is_dir() {
                return Err(ToolError::failed(format!("`{shown}` is a directory")));
            }
            if let Some(parent) = file.parent() {
                fs::create_dir_all(parent).map_err(io)?;
            }
            let bytes = args.content.len();
            let append = args.append.unwrap_or(false);
            if append {
                let mut f = OpenOptions::new().create(true).append(true).open(&file).map_err(io)?;
                f.write_all(args.content.as_bytes()).map_err(io)?;
            } else {
                write_atomic(&file, args.content.as_bytes()).map_err(io)?;
            }
            let verb = if append { "appended" } else { "wrote" };
            Ok(ToolOutput::text(format!("{verb} {bytes} bytes to {shown}"))
                .with_metadata(json!({ "bytes": bytes, "append": append })))
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, None)
    }
}

/// Replaces an existing file through a temporary file in the same directory and a rename,
/// keeping its permissions; a new file is created directly (so the umask applies).
fn write_atomic(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    match fs::metadata(file) {
        Ok(meta) => {
            let dir = file
                .parent()
                .ok_or_else(|| std::io::Error::other("file has no parent directory"))?;
            let mut tmp = tempfile::Builder::new()
                .prefix(".ouzel-")
                .suffix(".tmp")
                .tempfile_in(dir)?;
            tmp.write_all(bytes)?;
            tmp.as_file().set_permissions(meta.permissions())?;
            tmp.as_file().sync_all()?;
            tmp.persist(file).map_err(|e| e.error)?;
            Ok(())
        }
        Err(e) if e.kind() == ErrorKind::NotFound => OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(file)?
            .write_all(bytes),
        Err(e) => Err(e),
    }
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `edit_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct EditFileArgs {
    /// Path of the file to edit, relative to the workspace root.
    pub path: String,
    /// The exact text to replace, including whitespace and indentation. Must occur exactly once
    /// unless `replace_all` is true; include surrounding lines to make it unique.
    pub old_string: String,
    /// The text to put in its place.
    pub new_string: String,
    /// Replace every occurrence instead of exactly one. Defaults to false.
    pub replace_all: Option<bool>,
}

/// Replaces exact text in a file and returns the diff.
#[derive(Debug)]
pub struct EditFile {
    def: ToolDefinition,
}

impl Default for EditFile {
    fn default() -> Self {
        Self::new()
    }
}

impl EditFile {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<EditFileArgs>(
            "edit_file",
            "Edit a file by replacing the exact text `old_string` with `new_string`. `old_string` must match \
             the file exactly (whitespace included) and occur once, unless `replace_all` is true. Returns a \
             unified diff of the change.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_read_only(false);
        Self { def }
    }
}

#[async_trait]
impl Tool for EditFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: EditFileArgs = parse_args(&input)?;
        if args.old_string.is_empty() {
            return Err(ToolError::InvalidArguments {
                message: "old_string is empty; to create a file use write_file".into(),
            });
        }
        if args.old_string == args.new_string {
            return Err(ToolError::InvalidArguments {
                message: "old_string and new_string are the same; nothing to change".into(),
            });
        }
        let ctx = ctx.clone();
        blocking(move || edit(&ctx, &args)).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, None)
    }
}

fn edit(ctx: &ToolContext, args: &EditFileArgs) -> Result<ToolOutput, ToolError> {
    let shown = &args.path;
    let file = resolve_in(ctx, shown, Access::Read)?;
    // Editing writes: a read-only extra directory refuses it.
    resolve_in(ctx, shown, Access::Write)?;
    let before = fs::read_to_string(&file).map_err(|e| match e.kind() {
        ErrorKind::InvalidData => not_utf8(shown),
        _ => ToolError::io(format!("cannot read `{shown}`"), e),
    })?;
    let count = before.matches(args.old_string.as_str()).count();
    let replace_all = args.replace_all.unwrap_or(false);
    match count {
        0 => {
            return Err(ToolError::failed(format!(
                "old_string was not found in `{shown}`; it must match the file exactly, including whitespace \
                 and indentation. Read the file again and copy the text to replace."
            )));
        }
        n if n > 1 && !replace_all => {
            return Err(ToolError::failed(format!(
                "old_string occurs {n} times in `{shown}`; add surrounding lines to make it unique, or set \
                 replace_all to true to replace every occurrence"
            )));
        }
        _ => {}
    }
    let after = if replace_all {
        before.replace(&args.old_string, &args.new_string)
    } else {
        before.replacen(&args.old_string, &args.new_string, 1)
    };
    write_atomic(&file, after.as_bytes()).map_err(|e| ToolError::io(format!("cannot write `{shown}`"), e))?;
    let diff = similar::TextDiff::from_lines(&before, &after)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{shown}"), &format!("b/{shown}"))
        .to_string();
    let plural = if count == 1 { "" } else { "s" };
    Ok(
        ToolOutput::text(format!("replaced {count} occurrence{plural} in {shown}\n{diff}"))
            .with_metadata(json!({ "replacements": count, "diff": diff })),
    )
}
