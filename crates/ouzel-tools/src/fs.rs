//! Filesystem tools that read or change one file: `read_file`, `list_files`, `write_file`,
//! `edit_file`; and the helpers every file tool shares (atomic writes, blocking work, paths as
//! the model sees them).

use crate::pinned::PinnedDir;
use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, FileAccess, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput,
    async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::fs::{self, File};
use std::io::{BufRead, BufReader, ErrorKind, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::PermissionsExt;
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
/// Files longer than this many lines get no "nearest lines" hint when an edit does not match.
const NEAREST_MAX_LINES: usize = 20_000;
/// Most lines quoted back in an edit error.
const QUOTE_LINES: usize = 30;
/// Longest line quoted back in an edit error.
const QUOTE_WIDTH: usize = 240;

/// Runs blocking filesystem work off the async runtime.
pub(crate) async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ToolError> + Send + 'static,
) -> Result<T, ToolError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ToolError::failed(format!("internal error: {e}")))?
}

/// `shown` resolved and confined for `access`, off the async runtime.
async fn resolved(ctx: &ToolContext, shown: &str, access: Access) -> Result<PathBuf, ToolError> {
    let (ctx, shown) = (ctx.clone(), shown.to_owned());
    blocking(move || resolve_in(&ctx, &shown, access)).await
}

/// A file's text from the front that holds the files (an editor's buffer), or `None` when it
/// leaves reads to the disk.
async fn front_read(files: &dyn FileAccess, file: &Path, shown: &str) -> Result<Option<String>, ToolError> {
    match files.read_text(file).await {
        None => Ok(None),
        Some(Ok(text)) => Ok(Some(text)),
        Some(Err(message)) => Err(ToolError::failed(format!(
            "cannot read `{shown}` through the editor: {message}"
        ))),
    }
}

/// Writes a file's whole text through the front that holds the files; `false` when it leaves
/// writes to the disk.
async fn front_write(files: &dyn FileAccess, file: &Path, shown: &str, text: &str) -> Result<bool, ToolError> {
    match files.write_text(file, text).await {
        None => Ok(false),
        Some(Ok(())) => Ok(true),
        Some(Err(message)) => Err(ToolError::failed(format!(
            "cannot write `{shown}` through the editor: {message}"
        ))),
    }
}

/// The string argument `key` as a path, or `default` when it is absent.
pub(crate) fn path_arg(input: &Value, key: &str, default: Option<&str>) -> Option<PathBuf> {
    input.get(key).and_then(Value::as_str).or(default).map(PathBuf::from)
}

/// How a path found by a walk is shown to the model: relative to the workspace root when it is
/// inside it (so it can be passed straight back to another tool), absolute otherwise (an extra
/// directory).
pub(crate) fn shown_path(workspace: &Path, path: &Path) -> String {
    match path.strip_prefix(workspace) {
        Ok(rel) if rel.as_os_str().is_empty() => ".".into(),
        Ok(rel) => rel.display().to_string(),
        Err(_) => path.display().to_string(),
    }
}

fn not_utf8(shown: &str, line: Option<usize>) -> ToolError {
    let at = line.map(|n| format!(" (line {n})")).unwrap_or_default();
    ToolError::failed(format!(
        "`{shown}` is not valid UTF-8 text{at}; it may be binary or in another encoding such as Latin-1. \
         Use the shell tool (e.g. `iconv` or `xxd`) to inspect it"
    ))
}

/// One line as quoted back to the model, numbered like `read_file` with `line_numbers`.
fn numbered_line(n: usize, line: &str) -> String {
    format!("{n:>6}\t{line}")
}

/// `line` cut to about `max` bytes (at a character boundary), saying how much was left out.
pub(crate) fn clip(line: &str, max: usize) -> String {
    if line.len() <= max {
        return line.to_owned();
    }
    let mut end = max;
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…[+{} bytes]", &line[..end], line.len() - end)
}

// ---------------------------------------------------------------------------------------------
// Atomic writes.

/// A temporary file in `dir`, next to its final name so the rename cannot cross filesystems.
/// `mode` is passed to `open`, so the umask applies as it would to a plain new file.
pub(crate) fn temp_in(dir: &Path, mode: u32) -> std::io::Result<tempfile::NamedTempFile> {
    tempfile::Builder::new()
        .prefix(".ouzel-")
        .suffix(".tmp")
        .permissions(fs::Permissions::from_mode(mode))
        .tempfile_in(dir)
}

/// Writes `bytes` as the whole content of `file` through a temporary file in the same directory
/// and a rename, so readers see the old content or the new, never a mix. An existing file keeps
/// its permissions; a new one gets the usual `0o666` less the umask. The directory is pinned
/// ([`PinnedDir`]), so a symlink swapped in after resolution cannot redirect the write.
pub(crate) fn write_atomic(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let (dir, name) = PinnedDir::parent_of(file)?;
    let target = dir.child(name);
    let existing = match fs::metadata(&target) {
        Ok(meta) => Some(meta.permissions()),
        Err(e) if e.kind() == ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let mut tmp = temp_in(&dir.path(), 0o666)?;
    tmp.write_all(bytes)?;
    if let Some(perms) = existing {
        tmp.as_file().set_permissions(perms)?;
    }
    tmp.as_file().sync_all()?;
    tmp.persist(&target).map_err(|e| e.error)?;
    Ok(())
}

/// Appends `bytes` to `file` atomically: the old content is copied into a temporary file, the
/// new bytes added, and the result renamed over the original (permissions kept). A missing file
/// is created.
pub(crate) fn append_atomic(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let (dir, name) = PinnedDir::parent_of(file)?;
    let target = dir.child(name);
    let mut old = match File::open(&target) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return write_atomic(file, bytes),
        Err(e) => return Err(e),
    };
    crate::pinned::verify_opened(&old, file)?;
    let perms = old.metadata()?.permissions();
    let mut tmp = temp_in(&dir.path(), 0o666)?;
    std::io::copy(&mut old, tmp.as_file_mut())?;
    tmp.write_all(bytes)?;
    tmp.as_file().set_permissions(perms)?;
    tmp.as_file().sync_all()?;
    tmp.persist(&target).map_err(|e| e.error)?;
    Ok(())
}

/// Creates `file` with `bytes` atomically, failing with [`ErrorKind::AlreadyExists`] if anything
/// exists at that path (checked by the rename itself, so a race cannot clobber a file).
pub(crate) fn create_atomic(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let (dir, name) = PinnedDir::parent_of(file)?;
    let mut tmp = temp_in(&dir.path(), 0o666)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist_noclobber(dir.child(name)).map_err(|e| e.error)?;
    Ok(())
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
    /// Prefix each line with its line number and a tab (like `cat -n`). Defaults to false.
    pub line_numbers: Option<bool>,
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
        let def = crate::schemas::definition::<ReadFileArgs>(
            "read_file",
            "Read a text file in the workspace. Returns up to 2000 lines (or 256 KiB) starting at `offset` \
             (1-based line number); when the output is truncated a note at the end says how to read further. \
             With `line_numbers` true each line starts with its number and a tab (the number is not part of \
             the file: leave it out of edit_file's old_string). Binary files are refused, and text that is \
             not UTF-8 is reported as such.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::cached_for(Duration::from_secs(30)));
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
        let range = LineRange {
            offset: args.offset.unwrap_or(1).max(1),
            limit: args.limit.unwrap_or(DEFAULT_LINES),
            numbers: args.line_numbers.unwrap_or(false),
        };
        if let Some(files) = &ctx.files {
            let file = resolved(ctx, &args.path, Access::Read).await?;
            if let Some(text) = front_read(files.as_ref(), &file, &args.path).await? {
                if text.contains('\0') {
                    return Err(ToolError::failed(format!(
                        "`{}` looks like a binary file (it contains NUL bytes); read_file only reads text",
                        args.path
                    )));
                }
                return lines_from(text.as_bytes(), &args.path, range, text.len() as u64).map(ToolOutput::text);
            }
        }
        let ctx = ctx.clone();
        blocking(move || {
            let file = resolve_in(&ctx, &args.path, Access::Read)?;
            read_lines(&file, &args.path, range).map(ToolOutput::text)
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", None).into_iter().collect()
    }
}

#[derive(Debug, Clone, Copy)]
struct LineRange {
    offset: usize,
    limit: usize,
    numbers: bool,
}

fn read_lines(file: &Path, shown: &str, range: LineRange) -> Result<String, ToolError> {
    let io = |e| ToolError::io(format!("cannot read `{shown}`"), e);
    let meta = fs::metadata(file).map_err(io)?;
    if meta.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown}` is a directory; use list_files to see what it contains"
        )));
    }
    let mut f = crate::pinned::open_read(file).map_err(io)?;
    let mut sniff = Vec::new();
    (&mut f).take(BINARY_SNIFF).read_to_end(&mut sniff).map_err(io)?;
    if sniff.contains(&0) {
        return Err(ToolError::failed(format!(
            "`{shown}` looks like a binary file ({} bytes, it contains NUL bytes); read_file only reads text",
            meta.len()
        )));
    }
    f.seek(SeekFrom::Start(0)).map_err(io)?;
    lines_from(BufReader::new(f), shown, range, meta.len())
}

/// The lines `range` asks for out of `reader` (a file of `len` bytes), numbered when asked,
/// capped, with a note saying how to read on.
fn lines_from(mut reader: impl BufRead, shown: &str, range: LineRange, len: u64) -> Result<String, ToolError> {
    let LineRange { offset, limit, numbers } = range;
    let io = |e| ToolError::io(format!("cannot read `{shown}`"), e);
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
        let prefix = if numbers {
            format!("{line_no:>6}\t")
        } else {
            String::new()
        };
        if out.len() + prefix.len() + line.len() > READ_CAP {
            if last_shown == 0 {
                // A single line longer than the cap: show its start.
                let text = String::from_utf8_lossy(&line[..READ_CAP.min(line.len())]);
                out.push_str(&prefix);
                out.push_str(text.trim_end_matches('\u{FFFD}'));
                out.push('\n');
                note = Some(format!(
                    "[line {line_no} is longer than {} KiB and was cut; call read_file with offset={} to read on]",
                    READ_CAP / 1024,
                    line_no + 1
                ));
            } else {
                note = Some(format!(
                    "[output capped at {} KiB of this {} KiB file: showing lines {offset}-{last_shown}; call \
                     read_file with offset={} to read more]",
                    READ_CAP / 1024,
                    len.div_ceil(1024),
                    last_shown + 1
                ));
            }
            break;
        }
        out.push_str(&prefix);
        out.push_str(std::str::from_utf8(&line).map_err(|_| not_utf8(shown, Some(line_no)))?);
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
        let def = crate::schemas::definition::<ListFilesArgs>(
            "list_files",
            "List files and directories under a path in the workspace (default: the root), `depth` levels deep \
             (default 2). Paths are relative to the listed directory; directories end with `/`, and a directory \
             at the depth limit shows how many entries it holds, e.g. `src/util/ (12 entries)`: list it to see \
             them. Files ignored by .gitignore and the .git directory are left out. At most 500 entries are \
             shown; a final note counts the rest.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::cached_for(Duration::from_secs(300)));
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
        path_arg(input, "path", Some(".")).into_iter().collect()
    }
}

fn list(dir: &Path, shown: &str, depth: usize) -> Result<String, ToolError> {
    if !dir.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown}` is not a directory; use read_file to read it"
        )));
    }
    // One level further than shown, so directories at the limit can say how much they hold.
    let walker = ignore::WalkBuilder::new(dir)
        .hidden(false)
        .require_git(false)
        .max_depth(Some(depth + 1))
        .filter_entry(|e| e.file_name() != ".git")
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    let mut entries: Vec<(PathBuf, bool)> = Vec::new();
    let mut below: HashMap<PathBuf, usize> = HashMap::new();
    let mut omitted = 0usize;
    for entry in walker.flatten() {
        let Ok(rel) = entry.path().strip_prefix(dir) else {
            continue;
        };
        if rel.as_os_str().is_empty() {
            continue;
        }
        if entry.depth() > depth {
            if let Some(parent) = rel.parent() {
                *below.entry(parent.to_path_buf()).or_default() += 1;
            }
            continue;
        }
        if entries.len() == LIST_CAP {
            omitted += 1;
            continue;
        }
        let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
        entries.push((rel.to_path_buf(), is_dir));
    }
    if entries.is_empty() {
        return Ok("[empty directory]".into());
    }
    let lines: Vec<String> = entries
        .iter()
        .map(|(rel, is_dir)| {
            if !is_dir {
                return rel.display().to_string();
            }
            match below.get(rel) {
                Some(&n) => format!("{}/ ({n} {})", rel.display(), if n == 1 { "entry" } else { "entries" }),
                None => format!("{}/", rel.display()),
            }
        })
        .collect();
    let mut out = lines.join("\n");
    if omitted > 0 {
        out.push_str(&format!(
            "\n[... {omitted} more entries not shown ({} listed); list a subdirectory or use a smaller depth]",
            entries.len()
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
        let def = crate::schemas::definition::<WriteFileArgs>(
            "write_file",
            "Write a file in the workspace: create it (with missing parent directories) or replace its whole \
             content; with `append` true, add to its end instead. The write is atomic and an existing file \
             keeps its permissions. To change part of an existing file prefer edit_file; to make sure you do \
             not overwrite anything use create_file.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::Writes);
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
        if let Some(files) = &ctx.files
            && let Some(out) = write_through(files.as_ref(), ctx, &args).await?
        {
            return Ok(out);
        }
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
            let before = diffable_before(&file, bytes);
            if append {
                append_atomic(&file, args.content.as_bytes()).map_err(io)?;
            } else {
                write_atomic(&file, args.content.as_bytes()).map_err(io)?;
            }
            let verb = if append { "appended" } else { "wrote" };
            let out = ToolOutput::text(format!("{verb} {bytes} bytes to {shown}"))
                .with_metadata(json!({ "bytes": bytes, "append": append }));
            Ok(match before {
                Some(before) => out.with_diff(write_diff(&args, &before)),
                None => out,
            })
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", None).into_iter().collect()
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: WriteFileArgs = parse_args(input).ok()?;
        let ctx = ctx.clone();
        blocking(move || {
            let file = resolve_in(&ctx, &args.path, Access::Write)?;
            if file.is_dir() {
                return Ok(None);
            }
            Ok(diffable_before(&file, args.content.len()).map(|before| write_diff(&args, &before)))
        })
        .await
        .ok()
        .flatten()
    }
}

/// write_file through the front that holds the files (an editor): the path confined, the text
/// before read through it (to append and to diff), the whole new text written through it.
/// `None` when the front leaves this write to the disk.
async fn write_through(
    files: &dyn FileAccess,
    ctx: &ToolContext,
    args: &WriteFileArgs,
) -> Result<Option<ToolOutput>, ToolError> {
    let shown = &args.path;
    let file = resolved(ctx, shown, Access::Write).await?;
    let f = file.clone();
    let (is_dir, exists) = blocking(move || {
        if let Some(parent) = f.parent() {
            fs::create_dir_all(parent)
                .map_err(|e| ToolError::io(format!("cannot create the directory of `{}`", f.display()), e))?;
        }
        Ok((f.is_dir(), fs::symlink_metadata(&f).is_ok()))
    })
    .await?;
    if is_dir {
        return Err(ToolError::failed(format!("`{shown}` is a directory")));
    }
    let before = if exists {
        front_read(files, &file, shown).await?
    } else {
        Some(String::new())
    };
    let append = args.append.unwrap_or(false);
    let text = match (&before, append) {
        (Some(before), true) => format!("{before}{}", args.content),
        // Appending to text the front does not give: the disk does it.
        (None, true) => return Ok(None),
        (_, false) => args.content.clone(),
    };
    if !front_write(files, &file, shown, &text).await? {
        return Ok(None);
    }
    let bytes = args.content.len();
    let verb = if append { "appended" } else { "wrote" };
    let out = ToolOutput::text(format!("{verb} {bytes} bytes to {shown}"))
        .with_metadata(json!({ "bytes": bytes, "append": append }));
    Ok(Some(match before {
        Some(before) if text.len() <= DIFF_MAX_BYTES => out.with_diff(unified_diff(shown, &before, &text)),
        _ => out,
    }))
}

/// What a file holds, for the diff of a write of `incoming` bytes to it: empty when it does not
/// exist, `None` when it or the write is too big to diff or it is not text.
fn diffable_before(file: &Path, incoming: usize) -> Option<String> {
    if incoming > DIFF_MAX_BYTES {
        return None;
    }
    match fs::symlink_metadata(file) {
        Ok(_) => small_text(file),
        Err(_) => Some(String::new()),
    }
}

/// A regular file's text when it is small enough to diff ([`DIFF_MAX_BYTES`]) and UTF-8. Read
/// like read_file does (pinned), so a parent swapped for a symlink cannot show another file.
pub(crate) fn small_text(file: &Path) -> Option<String> {
    let meta = fs::symlink_metadata(file).ok()?;
    if !meta.is_file() || meta.len() as usize > DIFF_MAX_BYTES {
        return None;
    }
    let mut text = String::new();
    crate::pinned::open_read(file).ok()?.read_to_string(&mut text).ok()?;
    Some(text)
}

/// The diff a write_file call makes to a file that held `before`.
fn write_diff(args: &WriteFileArgs, before: &str) -> String {
    let after = if args.append.unwrap_or(false) {
        format!("{before}{}", args.content)
    } else {
        args.content.clone()
    };
    unified_diff(&args.path, before, &after)
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `edit_file`: one replacement (`old_string`, `new_string`, `replace_all`) or
/// several (`edits`), never both.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct EditFileArgs {
    /// Path of the file to edit, relative to the workspace root.
    pub path: String,
    /// The exact text to replace, including whitespace and indentation. Must occur exactly once
    /// unless `replace_all` is true; include surrounding lines to make it unique.
    pub old_string: Option<String>,
    /// The text to put in its place.
    pub new_string: Option<String>,
    /// Replace every occurrence instead of exactly one. Defaults to false.
    pub replace_all: Option<bool>,
    /// Several replacements, applied in order (each to the result of the ones before) and all or
    /// nothing: if one fails, the file is left unchanged. Use instead of old_string/new_string.
    pub edits: Option<Vec<Edit>>,
}

/// One replacement in the `edits` list of [`EditFileArgs`].
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct Edit {
    /// The exact text to replace. Must occur exactly once unless `replace_all` is true.
    pub old_string: String,
    /// The text to put in its place.
    pub new_string: String,
    /// Replace every occurrence instead of exactly one. Defaults to false.
    pub replace_all: Option<bool>,
}

impl EditFileArgs {
    /// The replacements asked for, checked for shape.
    fn edits(&self) -> Result<Vec<Edit>, ToolError> {
        let invalid = |m: &str| ToolError::InvalidArguments { message: m.into() };
        let edits = match (&self.edits, &self.old_string, &self.new_string) {
            (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
                return Err(invalid("give either old_string/new_string or edits, not both"));
            }
            (Some(edits), None, None) if edits.is_empty() => return Err(invalid("edits is empty")),
            (Some(edits), None, None) => edits.clone(),
            (None, Some(old), Some(new)) => vec![Edit {
                old_string: old.clone(),
                new_string: new.clone(),
                replace_all: self.replace_all,
            }],
            (None, _, _) => {
                return Err(invalid(
                    "old_string and new_string are required (or give a list of edits)",
                ));
            }
        };
        let many = edits.len() > 1;
        for (i, e) in edits.iter().enumerate() {
            let which = if many {
                format!("edit {}: ", i + 1)
            } else {
                String::new()
            };
            if e.old_string.is_empty() {
                return Err(invalid(&format!(
                    "{which}old_string is empty; to create a file use create_file or write_file"
                )));
            }
            if e.old_string == e.new_string {
                return Err(invalid(&format!(
                    "{which}old_string and new_string are the same; nothing to change"
                )));
            }
        }
        Ok(edits)
    }
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
        let def = crate::schemas::definition::<EditFileArgs>(
            "edit_file",
            "Edit a file by replacing the exact text `old_string` with `new_string`. `old_string` must match \
             the file exactly (whitespace included) and occur once, unless `replace_all` is true. For several \
             changes to one file pass `edits`, a list of {old_string, new_string, replace_all}: they are \
             applied in order and all or nothing. When a text is not found or is ambiguous the error quotes \
             the nearest lines of the file. Returns a unified diff of the change.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::Writes);
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
        let edits = args.edits()?;
        if let Some(files) = &ctx.files
            && let Some(before) = editor_text(files.as_ref(), ctx, &args.path).await?
        {
            let (after, counts) = apply_edits(&before, &args.path, &edits)?;
            let file = resolved(ctx, &args.path, Access::Write).await?;
            if front_write(files.as_ref(), &file, &args.path, &after).await? {
                return Ok(edit_output(&args.path, &before, &after, &counts, edits.len()));
            }
        }
        let ctx = ctx.clone();
        blocking(move || edit(&ctx, &args.path, &edits)).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", None).into_iter().collect()
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: EditFileArgs = parse_args(input).ok()?;
        let edits = args.edits().ok()?;
        if let Some(files) = &ctx.files
            && let Ok(Some(before)) = editor_text(files.as_ref(), ctx, &args.path).await
        {
            let (after, _) = apply_edits(&before, &args.path, &edits).ok()?;
            return Some(unified_diff(&args.path, &before, &after));
        }
        let ctx = ctx.clone();
        blocking(move || plan_edit(&ctx, &args.path, &edits).map(|p| unified_diff(&args.path, &p.before, &p.after)))
            .await
            .ok()
    }
}

/// An edit worked out in memory: the file, its text before and after, and how many times each
/// edit's `old_string` matched.
struct EditPlan {
    file: PathBuf,
    before: String,
    after: String,
    counts: Vec<usize>,
}

fn edit(ctx: &ToolContext, shown: &str, edits: &[Edit]) -> Result<ToolOutput, ToolError> {
    let EditPlan {
        file,
        before,
        after,
        counts,
    } = plan_edit(ctx, shown, edits)?;
    write_atomic(&file, after.as_bytes()).map_err(|e| ToolError::io(format!("cannot write `{shown}`"), e))?;
    Ok(edit_output(shown, &before, &after, &counts, edits.len()))
}

/// What edit_file says after a change: how many replacements, and the diff.
fn edit_output(shown: &str, before: &str, after: &str, counts: &[usize], edits: usize) -> ToolOutput {
    let diff = unified_diff(shown, before, after);
    let total: usize = counts.iter().sum();
    let plural = if total == 1 { "" } else { "s" };
    let edits_note = if edits > 1 {
        format!(" ({edits} edits)")
    } else {
        String::new()
    };
    ToolOutput::text(format!(
        "replaced {total} occurrence{plural} in {shown}{edits_note}\n{diff}"
    ))
    .with_metadata(json!({ "replacements": total, "edits": counts }))
    .with_diff(diff)
}

/// The text an edit starts from when the front holds the files: the path confined for reading
/// and writing, then the editor's buffer. `None` when the front leaves reads to the disk.
async fn editor_text(files: &dyn FileAccess, ctx: &ToolContext, shown: &str) -> Result<Option<String>, ToolError> {
    let file = resolved(ctx, shown, Access::Read).await?;
    resolved(ctx, shown, Access::Write).await?;
    let f = file.clone();
    if blocking(move || Ok(f.is_dir())).await? {
        return Err(ToolError::failed(format!("`{shown}` is a directory, not a file")));
    }
    front_read(files, &file, shown).await
}

/// Applies `edits` to the file's text in memory, checking each matches as asked; writes nothing.
fn plan_edit(ctx: &ToolContext, shown: &str, edits: &[Edit]) -> Result<EditPlan, ToolError> {
    let file = resolve_in(ctx, shown, Access::Read)?;
    // Editing writes: a read-only extra directory refuses it.
    resolve_in(ctx, shown, Access::Write)?;
    if file.is_dir() {
        return Err(ToolError::failed(format!("`{shown}` is a directory, not a file")));
    }
    let before = crate::pinned::open_read(&file)
        .and_then(|mut f| {
            let mut text = String::new();
            f.read_to_string(&mut text).map(|_| text)
        })
        .map_err(|e| match e.kind() {
            ErrorKind::InvalidData => not_utf8(shown, None),
            _ => ToolError::io(format!("cannot read `{shown}`"), e),
        })?;
    let (after, counts) = apply_edits(&before, shown, edits)?;
    Ok(EditPlan {
        file,
        before,
        after,
        counts,
    })
}

/// `before` with `edits` applied in order, and how many times each matched; an error quoting
/// the nearest text when one does not match as asked, or when nothing changes.
fn apply_edits(before: &str, shown: &str, edits: &[Edit]) -> Result<(String, Vec<usize>), ToolError> {
    let mut after = before.to_owned();
    let mut counts = Vec::with_capacity(edits.len());
    for (i, e) in edits.iter().enumerate() {
        let which = if edits.len() > 1 {
            format!("edit {} of {}: ", i + 1, edits.len())
        } else {
            String::new()
        };
        let earlier = if i > 0 {
            " (line numbers are in the text after the earlier edits; the file is unchanged)"
        } else {
            ""
        };
        let replace_all = e.replace_all.unwrap_or(false);
        let at: Vec<usize> = after.match_indices(e.old_string.as_str()).map(|(at, _)| at).collect();
        match at.len() {
            0 => {
                return Err(ToolError::failed(format!(
                    "{which}old_string was not found in `{shown}`; it must match the file exactly, including \
                     whitespace and indentation.{earlier} {}",
                    nearest(&after, &e.old_string)
                )));
            }
            n if n > 1 && !replace_all => {
                return Err(ToolError::failed(format!(
                    "{which}old_string occurs {n} times in `{shown}`{earlier}; add surrounding lines to make it \
                     unique, or set replace_all to true to replace every occurrence. It starts at:\n{}",
                    occurrences(&after, &at)
                )));
            }
            _ => {}
        }
        after = if replace_all {
            after.replace(&e.old_string, &e.new_string)
        } else {
            after.replacen(&e.old_string, &e.new_string, 1)
        };
        counts.push(at.len());
    }
    if after == before {
        return Err(ToolError::failed(format!(
            "the edits leave `{shown}` unchanged; nothing was written"
        )));
    }
    Ok((after, counts))
}

/// A unified diff of a file's change, with `a/` and `b/` headers, for UIs (tool metadata `diff`).
pub(crate) fn unified_diff(shown: &str, before: &str, after: &str) -> String {
    similar::TextDiff::from_lines(before, after)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{shown}"), &format!("b/{shown}"))
        .to_string()
}

/// Files larger than this get no diff in a write's metadata: diffing them costs more than a UI
/// gains from showing it.
pub(crate) const DIFF_MAX_BYTES: usize = 256 * 1024;

/// 1-based line number of byte offset `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    memchr::memchr_iter(b'\n', &text.as_bytes()[..at]).count() + 1
}

/// The first line of each occurrence, numbered (at most [`QUOTE_LINES`]).
fn occurrences(text: &str, at: &[usize]) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = at
        .iter()
        .take(QUOTE_LINES)
        .map(|&a| {
            let n = line_of(text, a);
            numbered_line(n, &clip(lines.get(n - 1).copied().unwrap_or(""), QUOTE_WIDTH))
        })
        .collect();
    if at.len() > QUOTE_LINES {
        out.push(format!("[... and {} more]", at.len() - QUOTE_LINES));
    }
    out.join("\n")
}

/// Where in `text` the model probably meant, for an `old_string` that does not occur: the same
/// lines with different whitespace, or else the lines most like its first non-blank line.
fn nearest(text: &str, needle: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let wanted: Vec<&str> = needle.trim_matches('\n').lines().collect();
    let quote = |start: usize, end: usize| -> String {
        let end = end.min(lines.len()).min(start + QUOTE_LINES);
        (start..end)
            .map(|i| numbered_line(i + 1, &clip(lines[i], QUOTE_WIDTH)))
            .collect::<Vec<_>>()
            .join("\n")
    };
    if wanted.is_empty() {
        return "old_string holds only line breaks.".into();
    }
    if lines.is_empty() {
        return "The file is empty.".into();
    }
    if lines.len() > NEAREST_MAX_LINES {
        return "Read the file again (with line_numbers) and copy the text to replace.".into();
    }
    // The same lines, differing only in indentation or trailing whitespace?
    let n = wanted.len();
    if n <= lines.len() {
        for start in 0..=lines.len() - n {
            if lines[start..start + n]
                .iter()
                .zip(&wanted)
                .all(|(a, b)| a.trim() == b.trim())
            {
                return format!(
                    "Lines {}-{} hold the same text with different whitespace or indentation:\n{}",
                    start + 1,
                    start + n,
                    quote(start, start + n)
                );
            }
        }
    }
    // Otherwise the line most like old_string's first non-blank line, and the lines after it.
    let Some((k, first)) = wanted.iter().enumerate().find(|(_, l)| !l.trim().is_empty()) else {
        return "old_string holds only whitespace.".into();
    };
    let first = first.trim();
    let mut best = (0.0f32, 0usize);
    for (i, line) in lines.iter().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.len() > 4 * first.len() + 16 || first.len() > 4 * line.len() + 16 {
            continue;
        }
        let score = similar::TextDiff::from_chars(first, line).ratio();
        if score > best.0 {
            best = (score, i);
        }
    }
    if best.0 < 0.5 {
        return "No similar text was found; read the file again and copy the text to replace.".into();
    }
    let start = best.1.saturating_sub(k);
    let end = start + n;
    format!(
        "The most similar text is at lines {}-{}:\n{}",
        start + 1,
        end.min(lines.len()),
        quote(start, end)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_finds_whitespace_differences_first() {
        let text = "fn a() {\n    let x = 1;\n    let y = 2;\n}\n";
        let hint = nearest(text, "let x = 1;\nlet y = 2;");
        assert!(hint.starts_with("Lines 2-3 hold the same text"), "{hint}");
        assert!(hint.contains("     2\t    let x = 1;"), "{hint}");
    }

    #[test]
    fn nearest_falls_back_to_the_most_similar_line() {
        let text = "alpha\nbeta\nlet total = compute(a, b);\ngamma\n";
        let hint = nearest(text, "let total = compute(a, c);\n");
        assert!(hint.starts_with("The most similar text is at lines 3-3"), "{hint}");
        assert_eq!(nearest(text, "zzzzzzzzzzzzzzzzzzzzzzzzz"), {
            "No similar text was found; read the file again and copy the text to replace."
        });
    }

    #[test]
    fn clip_respects_char_boundaries() {
        assert_eq!(clip("héllo", 2), "h…[+5 bytes]");
        assert_eq!(clip("abc", 3), "abc");
    }
}
