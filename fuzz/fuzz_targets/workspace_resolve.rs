//! Path confinement (`ouzel_tools::workspace::resolve`), the one gate between a path a model
//! writes and the filesystem.
//!
//! The workspace holds a file, a directory, and symlinks that stay inside, lead outside, dangle
//! and loop; it is given through a symlink, as a user's checkout may be. A leading `@` in the
//! input stands for the root as given, `#` for the canonical root.
//!
//! Invariants: no panic; a resolved path is inside the canonical root, and so is the real path
//! of its longest existing ancestor (no symlink leads out); a path resolved for reading exists
//! and is already canonical; a path to the directory next to the root is always refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ouzel_tools::workspace::{Access, resolve};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

struct Fixture {
    _dir: tempfile::TempDir,
    given: PathBuf,
    canonical: PathBuf,
}

fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir");
        let base = dir.path().canonicalize().expect("canonical temp dir");
        let root = base.join("root");
        std::fs::create_dir_all(root.join("dir/sub")).expect("mkdir");
        std::fs::create_dir_all(base.join("outside")).expect("mkdir");
        std::fs::write(root.join("file.txt"), "in").expect("write");
        std::fs::write(root.join("dir/inner.txt"), "in").expect("write");
        std::fs::write(base.join("outside/secret.txt"), "out").expect("write");
        symlink("dir", root.join("link_in")).expect("symlink");
        symlink("../outside", root.join("link_out")).expect("symlink");
        symlink("../outside/secret.txt", root.join("dir/secret_link")).expect("symlink");
        symlink("/etc", root.join("abs_out")).expect("symlink");
        symlink("missing", root.join("dangling")).expect("symlink");
        symlink("loop", root.join("loop")).expect("symlink");
        symlink("root", base.join("rootlink")).expect("symlink");
        Fixture {
            given: base.join("rootlink"),
            canonical: root,
            _dir: dir,
        }
    })
}

/// The real path of the longest existing ancestor of `path`.
fn existing_ancestor(path: &Path) -> Option<PathBuf> {
    path.ancestors().find_map(|a| a.canonicalize().ok())
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let fx = fixture();
    let input = match text.as_bytes().first() {
        Some(b'@') => format!("{}{}", fx.given.display(), &text[1..]),
        Some(b'#') => format!("{}{}", fx.canonical.display(), &text[1..]),
        _ => text.to_owned(),
    };
    let access = if mode % 2 == 0 { Access::Read } else { Access::Write };
    let Ok(resolved) = resolve(&fx.given, &input, access) else {
        return;
    };
    assert!(
        resolved.starts_with(&fx.canonical),
        "{input:?} resolved outside: {resolved:?}"
    );
    let real = existing_ancestor(&resolved).expect("the root exists");
    assert!(
        real.starts_with(&fx.canonical),
        "{input:?} leads outside through {real:?}"
    );
    assert!(!resolved.starts_with(fx.canonical.with_file_name("outside")));
    if access == Access::Read {
        assert_eq!(resolved.canonicalize().ok().as_ref(), Some(&resolved), "{input:?}");
    }
});
