//! Filesystem tools that create, remove or relocate whole entries: `create_file`,
//! `delete_file`, `move_file`, `copy_file`.
//!
//! Deleting or moving a symlink acts on the link itself, never on what it points to, so the
//! entry's parent directory is confined and its last component is kept as given. Copying reads
//! through symlinks, so its source is confined like any read.

use crate::fs::{blocking, create_atomic, path_arg, small_text, temp_in};
use crate::pinned::PinnedDir;
use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    normalize_path, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// Resolves `path` to a directory entry without following a final symlink: the parent is
/// confined (and, with [`Access::Write`], checked writable), the last name kept as given.
fn resolve_entry(ctx: &ToolContext, path: &str, access: Access) -> Result<PathBuf, ToolError> {
    let lexical = normalize_path(&ctx.workspace, Path::new(path));
    let roots = std::iter::once(ctx.workspace.as_path()).chain(ctx.extra_dirs.iter().map(|d| d.path.as_path()));
    for root in roots {
        if normalize_path(Path::new("/"), root) == lexical {
            return Err(ToolError::failed(format!(
                "`{path}` is the root of the workspace (or of an extra directory) itself; name an entry inside it"
            )));
        }
    }
    let outside = || ToolError::OutsideWorkspace {
        path: path.to_owned(),
        root: ctx.workspace.display().to_string(),
    };
    let (Some(parent), Some(name)) = (lexical.parent(), lexical.file_name()) else {
        return Err(outside());
    };
    let dir = resolve_in(ctx, &parent.to_string_lossy(), access).map_err(|e| match e {
        ToolError::OutsideWorkspace { root, .. } => ToolError::OutsideWorkspace {
            path: path.to_owned(),
            root,
        },
        other => other,
    })?;
    Ok(dir.join(name))
}

/// The entry's metadata (not following a symlink), or `None` if nothing is there.
fn entry_meta(entry: &Path, shown: &str) -> Result<Option<fs::Metadata>, ToolError> {
    match fs::symlink_metadata(entry) {
        Ok(m) => Ok(Some(m)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(e) => Err(ToolError::io(format!("cannot inspect `{shown}`"), e)),
    }
}

fn not_found(shown: &str) -> ToolError {
    ToolError::NotFound {
        what: format!("`{shown}` (no such file or directory in the workspace)"),
    }
}

/// Files (not directories) under `dir`, counting symlinks as files.
fn count_files(dir: &Path) -> usize {
    files_under(dir, 0).0
}

/// How many files are under `dir` (symlinks count as files, and are not followed), and the
/// first `keep` of them in name order, relative to `dir`.
fn files_under(dir: &Path, keep: usize) -> (usize, Vec<PathBuf>) {
    let mut n = 0;
    let mut kept = Vec::new();
    // Depth first with each directory's entries in name order, so what is kept reads like
    // `find | sort`: the stack holds entries, the next one to visit on top.
    let sorted = |d: &Path| {
        let mut v: Vec<_> = fs::read_dir(d).map(|rd| rd.flatten().collect()).unwrap_or_default();
        v.sort_by_key(|e: &fs::DirEntry| std::cmp::Reverse(e.file_name()));
        v
    };
    let mut stack = sorted(dir);
    while let Some(e) = stack.pop() {
        match e.file_type() {
            Ok(t) if t.is_dir() => stack.extend(sorted(&e.path())),
            Ok(_) => {
                n += 1;
                if kept.len() < keep {
                    kept.push(
                        e.path()
                            .strip_prefix(dir)
                            .map(Path::to_path_buf)
                            .unwrap_or_else(|_| e.path()),
                    );
                }
            }
            Err(_) => {}
        }
    }
    (n, kept)
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Where a move or copy lands: `destination` itself, or inside it when it is an existing
/// directory (like `mv`/`cp`). Returns the entry and how to show it.
fn landing(ctx: &ToolContext, destination: &str, source: &Path) -> Result<(PathBuf, String), ToolError> {
    let dest = resolve_entry(ctx, destination, Access::Write)?;
    if dest.is_dir() {
        let name = source
            .file_name()
            .ok_or_else(|| ToolError::failed("the source has no file name"))?
            .to_string_lossy();
        let shown = format!("{}/{name}", destination.trim_end_matches('/'));
        let inner = resolve_entry(ctx, &shown, Access::Write)?;
        return Ok((inner, shown));
    }
    Ok((dest, destination.to_owned()))
}

/// Most entries a directory moved or copied in one call may hold: the permission gate is shown
/// every path the call writes (see [`landed`]), and listing them runs before the call.
const MAX_LANDED: usize = 5_000;

/// Every path a move or copy of `source` to `destination` (as the call names them, in
/// `workspace`) writes: where it lands — `destination`, or the entry of the same name inside it
/// when it is an existing directory, as [`landing`] decides — and, for a directory, each entry
/// under it, by name (links are not followed). The permission gate checks each: copying a
/// directory holding `settings.json` into `.claude` writes `.claude/settings.json`. At most
/// [`MAX_LANDED`] entries (a call moving or copying more is refused: [`check_size`]).
fn landed(workspace: &Path, source: &Path, destination: &Path) -> Vec<PathBuf> {
    let named = ouzel_core::normalize_path(workspace, source);
    // A copy follows a link it is given (and lands under the target's name, with the
    // target's entries); a move takes the link itself: both, as either may happen.
    let resolved = fs::canonicalize(&named).ok();
    let dest = ouzel_core::normalize_path(workspace, destination);
    let mut out = Vec::new();
    for src in std::iter::once(named).chain(resolved) {
        let at = match (dest.is_dir(), src.file_name()) {
            (true, Some(name)) => dest.join(name),
            _ => dest.clone(),
        };
        if out.contains(&at) {
            continue;
        }
        out.push(at.clone());
        if !fs::symlink_metadata(&src).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        let mut stack = vec![(src, at)];
        while let Some((from, to)) = stack.pop() {
            let Ok(entries) = fs::read_dir(&from) else { continue };
            for entry in entries.flatten() {
                if out.len() > MAX_LANDED {
                    return out;
                }
                let name = entry.file_name();
                let landed = to.join(&name);
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    stack.push((from.join(&name), landed.clone()));
                }
                out.push(landed);
            }
        }
    }
    out
}

/// A move's or copy's `[source, destination]` with every path it writes there ([`landed`]).
fn with_landed(mut paths: Vec<PathBuf>, workspace: &Path) -> Vec<PathBuf> {
    if let [source, destination] = paths.as_slice() {
        let landed = landed(workspace, source, destination);
        paths.extend(landed);
    }
    paths
}

/// Refuses to move or copy a directory of more than [`MAX_LANDED`] entries: the gate could not
/// have been shown each path the call writes.
fn check_size(src: &Path, shown: &str) -> Result<(), ToolError> {
    let mut count = 0usize;
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            count += 1;
            if count > MAX_LANDED {
                return Err(ToolError::failed(format!(
                    "`{shown}` holds more than {MAX_LANDED} entries; move or copy it in parts (every path a call \
                     writes is checked before it runs)"
                )));
            }
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(entry.path());
            }
        }
    }
    Ok(())
}

/// Refuses to replace what is at `dest` unless `overwrite`; never replaces a directory.
fn check_destination(dest: &Path, shown: &str, overwrite: bool) -> Result<(), ToolError> {
    match entry_meta(dest, shown)? {
        None => Ok(()),
        Some(m) if m.is_dir() => Err(ToolError::failed(format!(
            "`{shown}` is an existing directory; it is never replaced. Delete it first with delete_file, or \
             choose another destination"
        ))),
        Some(_) if !overwrite => Err(ToolError::failed(format!(
            "`{shown}` already exists; set overwrite to true to replace it"
        ))),
        Some(_) => Ok(()),
    }
}

/// What a move or copy of `src` to `destination` would replace there: the destination file's
/// change as a diff when both are small text, else its name and size; `None` when nothing is
/// replaced or the call will fail anyway.
fn replace_preview(ctx: &ToolContext, src: &Path, destination: &str, overwrite: Option<bool>) -> Option<String> {
    let (dst, shown) = landing(ctx, destination, src).ok()?;
    if dst == src {
        return None;
    }
    check_destination(&dst, &shown, overwrite.unwrap_or(false)).ok()?;
    let replaced = entry_meta(&dst, &shown).ok()??;
    Some(match (small_text(&dst), small_text(src)) {
        (Some(before), Some(after)) if before == after => format!("replaces {shown} with the same content"),
        (Some(before), Some(after)) => crate::fs::unified_diff(&shown, &before, &after),
        _ => format!(
            "replaces {shown} ({})",
            plural(replaced.len() as usize, "byte", "bytes")
        ),
    })
}

fn create_parent(dest: &Path, shown: &str) -> Result<(), ToolError> {
    if let Some(parent) = dest.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| ToolError::io(format!("cannot create the directory of `{shown}`"), e))?;
    }
    Ok(())
}

/// Copies `src` (a file, a symlink, or a directory tree) to the new path `dst`. Symlinks are
/// copied as links; files keep their permissions. Returns the number of files copied.
fn copy_tree(src: &Path, dst: &Path) -> std::io::Result<usize> {
    let meta = fs::symlink_metadata(src)?;
    if meta.file_type().is_symlink() {
        std::os::unix::fs::symlink(fs::read_link(src)?, dst)?;
        return Ok(1);
    }
    if !meta.is_dir() {
        fs::copy(src, dst)?;
        return Ok(1);
    }
    fs::create_dir(dst)?;
    fs::set_permissions(dst, meta.permissions())?;
    let mut n = 0;
    for e in fs::read_dir(src)? {
        let e = e?;
        n += copy_tree(&e.path(), &dst.join(e.file_name()))?;
    }
    Ok(n)
}

/// Copies `src` to `dst` so that `dst` appears whole or not at all: the copy is made under a
/// temporary name in `dst`'s directory and renamed into place. Without `overwrite`, a file that
/// appeared at `dst` meanwhile is never replaced.
fn copy_atomic(src: &Path, dst: &Path, overwrite: bool) -> std::io::Result<usize> {
    let dir = dst
        .parent()
        .ok_or_else(|| std::io::Error::other("the destination has no parent directory"))?;
    if fs::symlink_metadata(src)?.is_file() {
        let (pinned, name) = PinnedDir::parent_of(dst)?;
        let mut from = crate::pinned::open_read(src)?;
        let mut tmp = temp_in(&pinned.path(), 0o600)?;
        std::io::copy(&mut from, tmp.as_file_mut())?;
        tmp.as_file().set_permissions(from.metadata()?.permissions())?;
        tmp.as_file().sync_all()?;
        let target = pinned.child(name);
        if overwrite {
            tmp.persist(&target).map_err(|e| e.error)?;
        } else {
            tmp.persist_noclobber(&target).map_err(|e| e.error)?;
        }
        return Ok(1);
    }
    let staging = tempfile::Builder::new().prefix(".ouzel-copy-").tempdir_in(dir)?;
    let tmp = staging.path().join("entry");
    let n = copy_tree(src, &tmp)?;
    // Directories and links cannot be renamed without clobbering in portable std, so the
    // destination is checked again just before.
    if !overwrite && fs::symlink_metadata(dst).is_ok() {
        return Err(std::io::Error::from(ErrorKind::AlreadyExists));
    }
    fs::rename(&tmp, dst)?;
    Ok(n)
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `create_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct CreateFileArgs {
    /// Path of the new file, relative to the workspace root. Missing parent directories are
    /// created.
    pub path: String,
    /// The text to put in it.
    pub content: String,
}

/// Creates a new file; fails if anything exists at the path.
#[derive(Debug)]
pub struct CreateFile {
    def: ToolDefinition,
}

impl Default for CreateFile {
    fn default() -> Self {
        Self::new()
    }
}

impl CreateFile {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<CreateFileArgs>(
            "create_file",
            "Create a new file in the workspace with the given content (missing parent directories are \
             created). Fails if the file already exists, so nothing is ever overwritten by mistake: to change \
             an existing file use edit_file, to replace it use write_file.",
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
impl Tool for CreateFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: CreateFileArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let shown = &args.path;
            let exists = || {
                ToolError::failed(format!(
                    "`{shown}` already exists; use edit_file to change it or write_file to replace it"
                ))
            };
            let file = resolve_in(&ctx, shown, Access::Write)?;
            if entry_meta(&file, shown)?.is_some() {
                return Err(exists());
            }
            create_parent(&file, shown)?;
            create_atomic(&file, args.content.as_bytes()).map_err(|e| match e.kind() {
                ErrorKind::AlreadyExists => exists(),
                _ => ToolError::io(format!("cannot create `{shown}`"), e),
            })?;
            let bytes = args.content.len();
            let lines = args.content.lines().count();
            let out = ToolOutput::text(format!(
                "created {shown} ({}, {})",
                plural(bytes, "byte", "bytes"),
                plural(lines, "line", "lines")
            ))
            .with_metadata(json!({ "bytes": bytes, "lines": lines }));
            Ok(if bytes <= crate::fs::DIFF_MAX_BYTES {
                out.with_diff(crate::fs::unified_diff(shown, "", &args.content))
            } else {
                out
            })
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", None).into_iter().collect()
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: CreateFileArgs = parse_args(input).ok()?;
        if args.content.len() > crate::fs::DIFF_MAX_BYTES {
            return None;
        }
        let ctx = ctx.clone();
        blocking(move || {
            let file = resolve_in(&ctx, &args.path, Access::Write)?;
            // Something already there: the call will fail, and says so better than a diff.
            Ok(entry_meta(&file, &args.path)?
                .is_none()
                .then(|| crate::fs::unified_diff(&args.path, "", &args.content)))
        })
        .await
        .ok()
        .flatten()
    }
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `delete_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct DeleteFileArgs {
    /// Path of the file or directory to delete, relative to the workspace root.
    pub path: String,
    /// Needed to delete a directory that is not empty, with everything in it. Defaults to false.
    pub recursive: Option<bool>,
}

/// Deletes a file, a symlink, or (with `recursive`) a directory tree.
#[derive(Debug)]
pub struct DeleteFile {
    def: ToolDefinition,
}

impl Default for DeleteFile {
    fn default() -> Self {
        Self::new()
    }
}

impl DeleteFile {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<DeleteFileArgs>(
            "delete_file",
            "Delete a file in the workspace. A symlink is removed itself, not what it points to. An empty \
             directory can be deleted as is; a directory with content only with `recursive` true, which \
             deletes everything in it. This cannot be undone.",
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::Writes);
        Self { def }
    }
}

#[async_trait]
impl Tool for DeleteFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: DeleteFileArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let shown = &args.path;
            let entry = resolve_entry(&ctx, shown, Access::Write)?;
            let meta = entry_meta(&entry, shown)?.ok_or_else(|| not_found(shown))?;
            let io = |e| ToolError::io(format!("cannot delete `{shown}`"), e);
            let (what, files) = if meta.is_dir() {
                let files = count_files(&entry);
                let empty = fs::read_dir(&entry).map_err(io)?.next().is_none();
                if !empty && !args.recursive.unwrap_or(false) {
                    return Err(ToolError::failed(format!(
                        "`{shown}` is a directory holding {}; set recursive to true to delete it with everything \
                         in it",
                        plural(files, "file", "files")
                    )));
                }
                let (dir, name) = PinnedDir::parent_of(&entry).map_err(io)?;
                fs::remove_dir_all(dir.child(name)).map_err(io)?;
                (format!("directory {shown} ({})", plural(files, "file", "files")), files)
            } else {
                let (dir, name) = PinnedDir::parent_of(&entry).map_err(io)?;
                fs::remove_file(dir.child(name)).map_err(io)?;
                let kind = if meta.file_type().is_symlink() {
                    "symlink"
                } else {
                    "file"
                };
                (format!("{kind} {shown}"), 1)
            };
            Ok(ToolOutput::text(format!("deleted {what}")).with_metadata(json!({ "files": files })))
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", None).into_iter().collect()
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: DeleteFileArgs = parse_args(input).ok()?;
        let ctx = ctx.clone();
        blocking(move || Ok(delete_preview(&ctx, &args))).await.ok().flatten()
    }
}

/// Files a recursive delete lists by name for the approver; the rest are counted.
const DELETE_PREVIEW_FILES: usize = 40;

/// What a delete would remove: a text file's lines as a diff to nothing, a directory's files by
/// name; `None` when the call will fail anyway (it says why when it runs).
fn delete_preview(ctx: &ToolContext, args: &DeleteFileArgs) -> Option<String> {
    let shown = &args.path;
    let entry = resolve_entry(ctx, shown, Access::Write).ok()?;
    let meta = entry_meta(&entry, shown).ok()??;
    if meta.file_type().is_symlink() {
        let target = fs::read_link(&entry).ok()?;
        return Some(format!("deletes the symlink {shown} (not {})", target.display()));
    }
    if meta.is_dir() {
        let (total, kept) = files_under(&entry, DELETE_PREVIEW_FILES);
        let empty = fs::read_dir(&entry).ok()?.next().is_none();
        if !empty && !args.recursive.unwrap_or(false) {
            return None;
        }
        let mut out = format!(
            "deletes the directory {shown} and {}:\n",
            plural(total, "file", "files")
        );
        for f in &kept {
            out.push_str(&format!("-{}\n", Path::new(shown).join(f).display()));
        }
        if total > kept.len() {
            out.push_str(&format!("… and {} more\n", total - kept.len()));
        }
        return Some(out);
    }
    Some(match small_text(&entry) {
        Some(text) if !text.is_empty() => crate::fs::unified_diff(shown, &text, ""),
        _ => format!("deletes {shown} ({})", plural(meta.len() as usize, "byte", "bytes")),
    })
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `move_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct MoveFileArgs {
    /// The file or directory to move, relative to the workspace root.
    pub source: String,
    /// Where to move it. If this is an existing directory, the source is moved into it.
    pub destination: String,
    /// Replace an existing file at the destination. Defaults to false.
    pub overwrite: Option<bool>,
}

/// Moves or renames a file or directory.
#[derive(Debug)]
pub struct MoveFile {
    def: ToolDefinition,
}

impl Default for MoveFile {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveFile {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<MoveFileArgs>(
            "move_file",
            "Move or rename a file or directory in the workspace. If `destination` is an existing directory the \
             source goes inside it; missing parent directories are created. An existing file at the \
             destination is replaced only with `overwrite` true; a directory is never replaced.",
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["source".into(), "destination".into()],
        })
        .with_effects(Effects::Writes);
        Self { def }
    }
}

#[async_trait]
impl Tool for MoveFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: MoveFileArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let src = resolve_entry(&ctx, &args.source, Access::Write)?;
            let src_meta = entry_meta(&src, &args.source)?.ok_or_else(|| not_found(&args.source))?;
            let (dst, shown) = landing(&ctx, &args.destination, &src)?;
            if dst == src {
                return Err(ToolError::failed(format!(
                    "`{}` and `{shown}` are the same path; nothing to move",
                    args.source
                )));
            }
            if src_meta.is_dir() && dst.starts_with(&src) {
                return Err(ToolError::failed(format!(
                    "cannot move the directory `{}` into itself (`{shown}`)",
                    args.source
                )));
            }
            if src_meta.is_dir() {
                check_size(&src, &args.source)?;
            }
            check_destination(&dst, &shown, args.overwrite.unwrap_or(false))?;
            create_parent(&dst, &shown)?;
            let io = |e| ToolError::io(format!("cannot move `{}` to `{shown}`", args.source), e);
            let (src_dir, src_name) = PinnedDir::parent_of(&src).map_err(io)?;
            let (dst_dir, dst_name) = PinnedDir::parent_of(&dst).map_err(io)?;
            match fs::rename(src_dir.child(src_name), dst_dir.child(dst_name)) {
                Ok(()) => {}
                // Another filesystem (an extra directory on another mount): copy, then delete.
                Err(e) if e.kind() == ErrorKind::CrossesDevices => {
                    copy_atomic(&src, &dst, args.overwrite.unwrap_or(false)).map_err(io)?;
                    if src_meta.is_dir() {
                        fs::remove_dir_all(&src).map_err(io)?;
                    } else {
                        fs::remove_file(&src).map_err(io)?;
                    }
                }
                Err(e) => return Err(io(e)),
            }
            Ok(
                ToolOutput::text(format!("moved {} -> {shown}", args.source)).with_metadata(json!({
                    "source": args.source,
                    "destination": shown,
                })),
            )
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        ["source", "destination"]
            .iter()
            .filter_map(|k| path_arg(input, k, None))
            .collect()
    }

    /// The source, the destination, and every path the call writes there: inside an existing
    /// directory, and each entry of a directory.
    fn touched_paths_in(&self, input: &Value, workspace: &Path) -> Vec<PathBuf> {
        with_landed(self.touched_paths(input), workspace)
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: MoveFileArgs = parse_args(input).ok()?;
        let ctx = ctx.clone();
        blocking(move || {
            let src = resolve_entry(&ctx, &args.source, Access::Write)?;
            Ok(replace_preview(&ctx, &src, &args.destination, args.overwrite))
        })
        .await
        .ok()
        .flatten()
    }
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `copy_file`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct CopyFileArgs {
    /// The file or directory to copy, relative to the workspace root.
    pub source: String,
    /// Where to put the copy. If this is an existing directory, the copy goes inside it.
    pub destination: String,
    /// Replace an existing file at the destination. Defaults to false.
    pub overwrite: Option<bool>,
}

/// Copies a file or a directory tree.
#[derive(Debug)]
pub struct CopyFile {
    def: ToolDefinition,
}

impl Default for CopyFile {
    fn default() -> Self {
        Self::new()
    }
}

impl CopyFile {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<CopyFileArgs>(
            "copy_file",
            "Copy a file, or a directory with everything in it, within the workspace. If `destination` is an \
             existing directory the copy goes inside it; missing parent directories are created. Permissions \
             are kept and symlinks are copied as links. An existing file at the destination is replaced only \
             with `overwrite` true; a directory is never replaced.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Filesystem)
        .with_subject(Subject::Path {
            args: vec!["source".into(), "destination".into()],
        })
        .with_effects(Effects::Writes);
        Self { def }
    }
}

#[async_trait]
impl Tool for CopyFile {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: CopyFileArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || {
            let src = resolve_in(&ctx, &args.source, Access::Read)?;
            let (dst, shown) = landing(&ctx, &args.destination, &src)?;
            if dst == src {
                return Err(ToolError::failed(format!(
                    "`{}` and `{shown}` are the same path; nothing to copy",
                    args.source
                )));
            }
            let is_dir = src.is_dir();
            if is_dir && dst.starts_with(&src) {
                return Err(ToolError::failed(format!(
                    "cannot copy the directory `{}` into itself (`{shown}`)",
                    args.source
                )));
            }
            if is_dir {
                check_size(&src, &args.source)?;
            }
            let overwrite = args.overwrite.unwrap_or(false);
            check_destination(&dst, &shown, overwrite)?;
            create_parent(&dst, &shown)?;
            let files = copy_atomic(&src, &dst, overwrite).map_err(|e| match e.kind() {
                ErrorKind::AlreadyExists => {
                    ToolError::failed(format!("`{shown}` already exists; set overwrite to true to replace it"))
                }
                _ => ToolError::io(format!("cannot copy `{}` to `{shown}`", args.source), e),
            })?;
            let what = if is_dir {
                format!(" ({})", plural(files, "file", "files"))
            } else {
                String::new()
            };
            Ok(
                ToolOutput::text(format!("copied {} -> {shown}{what}", args.source)).with_metadata(json!({
                    "source": args.source,
                    "destination": shown,
                    "files": files,
                })),
            )
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        ["source", "destination"]
            .iter()
            .filter_map(|k| path_arg(input, k, None))
            .collect()
    }

    /// The source, the destination, and every path the call writes there: inside an existing
    /// directory, and each entry of a directory.
    fn touched_paths_in(&self, input: &Value, workspace: &Path) -> Vec<PathBuf> {
        with_landed(self.touched_paths(input), workspace)
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        let args: CopyFileArgs = parse_args(input).ok()?;
        let ctx = ctx.clone();
        blocking(move || {
            let src = resolve_in(&ctx, &args.source, Access::Read)?;
            Ok(replace_preview(&ctx, &src, &args.destination, args.overwrite))
        })
        .await
        .ok()
        .flatten()
    }
}
