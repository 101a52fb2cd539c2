//! Path confinement: the one place where a path given by the model is turned into a real path
//! inside the workspace. Every built-in tool that touches the filesystem goes through
//! [`resolve`].

use ouzel_core::{ToolError, normalize_path};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// What a tool means to do with a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// The path must already exist.
    Read,
    /// The path may not exist yet; it (and missing parent directories) will be created.
    Write,
}

/// Resolves `path` for a tool call: inside the workspace, or — for an absolute path — inside one
/// of the configured extra directories (writes only where that directory is writable).
pub fn resolve_in(ctx: &ouzel_core::ToolContext, path: &str, access: Access) -> Result<PathBuf, ToolError> {
    match resolve(&ctx.workspace, path, access) {
        Err(ToolError::OutsideWorkspace { .. }) if Path::new(path).is_absolute() => {
            for dir in ctx.extra_dirs.iter() {
                match resolve(&dir.path, path, access) {
                    Ok(_) if access == Access::Write && !dir.writable => {
                        return Err(ToolError::PermissionDenied {
                            reason: format!(
                                "`{}` is a read-only extra directory; `{path}` cannot be written",
                                dir.path.display()
                            ),
                        });
                    }
                    Ok(p) => return Ok(p),
                    Err(ToolError::OutsideWorkspace { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
            resolve(&ctx.workspace, path, access)
        }
        other => other,
    }
}

/// [`resolve_in`] for a file whose name was decided before the call ran and shown to the
/// permission gate as it is (a template's files): refuses a path that reaches its file through
/// a symbolic link — on the way or the file itself — so the file written is the one named, not
/// one a link in the workspace leads to (`src/main.rs` → `../.git/config`).
pub fn resolve_in_unlinked(ctx: &ouzel_core::ToolContext, path: &str, access: Access) -> Result<PathBuf, ToolError> {
    let resolved = resolve_in(ctx, path, access)?;
    let roots = std::iter::once(ctx.workspace.as_path()).chain(ctx.extra_dirs.iter().map(|d| d.path.as_path()));
    for root in roots {
        let Ok(canon_root) = root.canonicalize() else { continue };
        let named = lexical(&canon_root, root, path);
        if named.starts_with(&canon_root) && resolved.starts_with(&canon_root) {
            if named == resolved {
                return Ok(resolved);
            }
            break;
        }
    }
    Err(ToolError::PermissionDenied {
        reason: format!(
            "`{path}` leads through a symbolic link (to `{}`); files named in advance are written only where \
             they are named",
            resolved.display()
        ),
    })
}

/// `path` folded onto the canonical root `canon_root` (given as `root`), with `..` and `.`
/// folded and nothing followed: where `path` names a file, by name.
fn lexical(canon_root: &Path, root: &Path, path: &str) -> PathBuf {
    let lexical = normalize_path(canon_root, Path::new(path));
    // An absolute path may spell the root the way it was given rather than canonically.
    if !lexical.starts_with(canon_root) {
        let given_root = normalize_path(Path::new("/"), root);
        if let Ok(rest) = lexical.strip_prefix(&given_root) {
            return canon_root.join(rest);
        }
    }
    lexical
}

/// Resolves `path` (relative to `root`, or absolute inside it) to a canonical path inside the
/// canonical `root`.
///
/// `..` is folded lexically, then the longest existing ancestor is canonicalized, so symlinks
/// are followed for existing files and for the parents of new ones; anything that ends up
/// outside the root is refused with [`ToolError::OutsideWorkspace`]. With [`Access::Read`] a
/// missing path is [`ToolError::NotFound`].
pub fn resolve(root: &Path, path: &str, access: Access) -> Result<PathBuf, ToolError> {
    let outside = || ToolError::OutsideWorkspace {
        path: path.to_owned(),
        root: root.display().to_string(),
    };
    if path.contains('\0') {
        return Err(ToolError::InvalidArguments {
            message: "path contains a NUL byte".into(),
        });
    }
    let canon_root = root
        .canonicalize()
        .map_err(|e| ToolError::io(format!("cannot open workspace {}", root.display()), e))?;
    let lexical = lexical(&canon_root, root, path);
    if !lexical.starts_with(&canon_root) {
        return Err(outside());
    }

    // Canonicalize the longest existing ancestor; the rest are plain names (dots are folded).
    let mut existing = lexical.as_path();
    let mut missing = Vec::new();
    let canonical = loop {
        match existing.canonicalize() {
            Ok(c) => break c,
            Err(e) if e.kind() == ErrorKind::NotFound => {
                if existing.symlink_metadata().is_ok() {
                    return Err(ToolError::failed(format!(
                        "`{path}` goes through a symlink whose target does not exist; refusing to follow it"
                    )));
                }
                let (Some(parent), Some(name)) = (existing.parent(), existing.file_name()) else {
                    return Err(outside());
                };
                missing.push(name);
                existing = parent;
            }
            Err(e) => return Err(ToolError::io(format!("cannot resolve `{path}`"), e)),
        }
    };
    if !canonical.starts_with(&canon_root) {
        return Err(outside());
    }
    if access == Access::Read && !missing.is_empty() {
        return Err(ToolError::NotFound {
            what: format!("`{path}` (no such file or directory in the workspace)"),
        });
    }
    Ok(missing.iter().rev().fold(canonical, |p, name| p.join(name)))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    fn root() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        std::fs::create_dir(root.join("src")).unwrap();
        std::fs::write(root.join("src/lib.rs"), "x").unwrap();
        (dir, root)
    }

    fn is_outside(r: Result<PathBuf, ToolError>) -> bool {
        matches!(r, Err(ToolError::OutsideWorkspace { .. }))
    }

    #[test]
    fn relative_and_absolute_inside() {
        let (_d, root) = root();
        let want = root.join("src/lib.rs");
        assert_eq!(resolve(&root, "src/lib.rs", Access::Read).unwrap(), want);
        assert_eq!(resolve(&root, "./src/../src/lib.rs", Access::Read).unwrap(), want);
        assert_eq!(resolve(&root, want.to_str().unwrap(), Access::Read).unwrap(), want);
        assert_eq!(resolve(&root, ".", Access::Read).unwrap(), root);
    }

    #[test]
    fn dot_dot_chain_is_refused() {
        let (_d, root) = root();
        assert!(is_outside(resolve(&root, "../x", Access::Write)));
        assert!(is_outside(resolve(&root, "src/../../../../etc/passwd", Access::Read)));
        // Folding first means a detour through `..` that stays inside is fine.
        assert!(resolve(&root, "src/../src/new.rs", Access::Write).is_ok());
    }

    #[test]
    fn absolute_outside_is_refused() {
        let (_d, root) = root();
        assert!(is_outside(resolve(&root, "/etc/passwd", Access::Read)));
        assert!(is_outside(resolve(&root, "/", Access::Read)));
    }

    #[test]
    fn symlink_to_outside_is_refused() {
        let (_d, root) = root();
        symlink("/etc", root.join("etc")).unwrap();
        symlink("/etc/passwd", root.join("passwd")).unwrap();
        assert!(is_outside(resolve(&root, "etc/passwd", Access::Read)));
        assert!(is_outside(resolve(&root, "passwd", Access::Read)));
        assert!(is_outside(resolve(&root, "etc/new-file", Access::Write)));
        assert!(is_outside(resolve(&root, "etc/new-dir/new-file", Access::Write)));
    }

    #[test]
    fn symlinked_parent_directory_is_resolved() {
        let (_d, root) = root();
        let outside = tempfile::tempdir().unwrap();
        symlink(outside.path(), root.join("out")).unwrap();
        assert!(is_outside(resolve(&root, "out/a.txt", Access::Write)));
        // A symlink that stays inside is followed to its target.
        symlink(root.join("src"), root.join("alias")).unwrap();
        assert_eq!(
            resolve(&root, "alias/lib.rs", Access::Read).unwrap(),
            root.join("src/lib.rs")
        );
    }

    #[test]
    fn dangling_symlink_is_refused() {
        let (_d, root) = root();
        symlink("/nonexistent-ouzel-target", root.join("dangling")).unwrap();
        assert!(resolve(&root, "dangling", Access::Write).is_err());
    }

    #[test]
    fn new_file_in_new_subdir_is_allowed() {
        let (_d, root) = root();
        assert_eq!(
            resolve(&root, "a/b/c.txt", Access::Write).unwrap(),
            root.join("a/b/c.txt")
        );
        assert!(matches!(
            resolve(&root, "a/b/c.txt", Access::Read),
            Err(ToolError::NotFound { .. })
        ));
    }
}

#[cfg(test)]
mod extra_dir_tests {
    use super::*;
    use ouzel_core::{CancellationToken, ExtraDir, SessionId, ToolCallId, ToolContext};

    #[test]
    fn extra_directories_are_usable_with_their_own_access() {
        let ws = tempfile::tempdir().unwrap();
        let ro = tempfile::tempdir().unwrap();
        let rw = tempfile::tempdir().unwrap();
        std::fs::write(ro.path().join("data.txt"), "x").unwrap();
        let ctx = ToolContext::new(
            ws.path(),
            ToolCallId::new("1"),
            SessionId::new("s"),
            CancellationToken::new(),
        )
        .with_extra_dirs(
            vec![
                ExtraDir {
                    path: ro.path().to_path_buf(),
                    writable: false,
                },
                ExtraDir {
                    path: rw.path().to_path_buf(),
                    writable: true,
                },
            ]
            .into(),
        );
        let ro_file = ro.path().join("data.txt").display().to_string();
        assert!(resolve_in(&ctx, &ro_file, Access::Read).is_ok());
        assert!(matches!(
            resolve_in(&ctx, &ro_file, Access::Write),
            Err(ToolError::PermissionDenied { .. })
        ));
        let rw_file = rw.path().join("new.txt").display().to_string();
        assert!(resolve_in(&ctx, &rw_file, Access::Write).is_ok());
        assert!(matches!(
            resolve_in(&ctx, "/etc/passwd", Access::Read),
            Err(ToolError::OutsideWorkspace { .. })
        ));
        let escape = format!("{}/../../etc/passwd", rw.path().display());
        assert!(matches!(
            resolve_in(&ctx, &escape, Access::Read),
            Err(ToolError::OutsideWorkspace { .. })
        ));
    }
}
