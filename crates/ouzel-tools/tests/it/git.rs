//! Git tools on real repositories made in temporary directories.

use crate::Ws;
use ouzel_core::{Risk, Tool, ToolCategory, ToolError};
use ouzel_tools::{GitAdd, GitBranch, GitCheckout, GitCommit, GitDiff, GitLog, GitPull, GitPush, GitStatus};
use serde_json::json;
use std::time::Duration;

/// Runs a command in `rel` (relative to the workspace) with fixed commit dates, and returns
/// its stdout; panics on failure.
fn sh(ws: &Ws, rel: &str, program: &str, args: &[&str]) -> String {
    let out = std::process::Command::new(program)
        .args(args)
        .current_dir(ws.root().join(rel))
        .env("GIT_AUTHOR_DATE", "2024-01-02T03:04:05Z")
        .env("GIT_COMMITTER_DATE", "2024-01-02T03:04:05Z")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Makes a repository in `rel` with an identity of its own and no signing.
fn init(ws: &Ws, rel: &str) {
    std::fs::create_dir_all(ws.root().join(rel)).unwrap();
    sh(ws, rel, "git", &["init", "-q", "-b", "main"]);
    configure(ws, rel);
}

fn configure(ws: &Ws, rel: &str) {
    for (k, v) in [
        ("user.name", "Test Author"),
        ("user.email", "test@example.invalid"),
        ("commit.gpgsign", "false"),
        ("core.hooksPath", ".git/hooks"),
    ] {
        sh(ws, rel, "git", &["config", k, v]);
    }
}

/// A repository in the workspace root with one commit of `a.txt` and `src/lib.rs`.
fn repo_with_commit() -> Ws {
    let ws = Ws::new();
    init(&ws, ".");
    ws.write("a.txt", "one\ntwo\nthree\n");
    ws.write("src/lib.rs", "fn main() {}\n");
    sh(&ws, ".", "git", &["add", "."]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "First commit"]);
    ws
}

/// Replaces commit hashes, which depend on the time, for snapshots.
fn hashes() -> Vec<(&'static str, &'static str)> {
    vec![(r"\b[0-9a-f]{7,40}\b", "[hash]")]
}

/// Snapshot settings that hide hashes.
macro_rules! with_filters {
    ($body:block) => {{
        let mut settings = insta::Settings::clone_current();
        for (re, rep) in hashes() {
            settings.add_filter(re, rep);
        }
        settings.bind(|| $body)
    }};
}
#[test]
fn definitions_carry_risk_and_flags() {
    let reads: [&dyn Tool; 4] = [&GitStatus::new(), &GitDiff::new(), &GitLog::new(), &GitBranch::new()];
    for t in reads {
        let d = t.definition();
        assert_eq!(d.risk, Risk::Low, "{}", d.name);
        assert!(d.effects.cache_ttl().is_some(), "cached read: {}", d.name);
        assert_eq!(d.category, ToolCategory::Git);
    }
    let writes: [(&dyn Tool, Risk); 5] = [
        (&GitAdd::new(), Risk::Medium),
        (&GitCommit::new(), Risk::Medium),
        (&GitCheckout::new(), Risk::Medium),
        (&GitPush::new(), Risk::High),
        (&GitPull::new(), Risk::High),
    ];
    for (t, risk) in writes {
        let d = t.definition();
        assert_eq!((d.risk, d.effects), (risk, ouzel_core::Effects::Writes), "{}", d.name);
        assert_eq!(d.category, ToolCategory::Git);
    }
    // Writes declare what they touch so cached reads of the repository are dropped.
    assert_eq!(
        GitAdd::new().touched_paths(&json!({"paths": ["a"]})),
        [std::path::PathBuf::from("./.git")]
    );
    assert_eq!(
        GitCommit::new().touched_paths(&json!({"repo": "sub", "message": "m"})),
        [std::path::PathBuf::from("sub")]
    );
}

#[tokio::test]
async fn status_lists_staged_unstaged_and_untracked_files() {
    let ws = repo_with_commit();
    ws.write("a.txt", "one\n2\nthree\n");
    ws.write("src/new.rs", "// new\n");
    sh(&ws, ".", "git", &["add", "src/new.rs"]);
    ws.write("notes with space.md", "x");
    std::fs::remove_file(ws.root().join("src/lib.rs")).unwrap();
    let out = ws.call(&GitStatus::new(), json!({})).await.unwrap();
    insta::assert_snapshot!(out.content);
    let meta = out.metadata.unwrap();
    assert_eq!(meta["branch"], "main");
    assert_eq!(meta["staged"][0]["path"], "src/new.rs");
    assert_eq!(meta["untracked"][0], "notes with space.md");

    // A path filter narrows it.
    let out = ws.call(&GitStatus::new(), json!({"paths": ["src"]})).await.unwrap();
    assert!(!out.content.contains("a.txt"), "{}", out.content);
    assert!(out.content.contains("src/new.rs"), "{}", out.content);
}

#[tokio::test]
async fn status_of_a_clean_repository_says_so() {
    let ws = repo_with_commit();
    let out = ws.call(&GitStatus::new(), json!({})).await.unwrap();
    assert_eq!(
        out.content,
        "On branch main\nNothing to commit: no staged, changed or untracked files."
    );
}

#[tokio::test]
async fn diff_shows_unstaged_staged_and_filtered_changes() {
    let ws = repo_with_commit();
    ws.write("a.txt", "one\n2\nthree\n");
    ws.write("src/lib.rs", "fn main() { println!(\"hi\"); }\n");
    let out = ws.call(&GitDiff::new(), json!({})).await.unwrap();
    insta::assert_snapshot!("diff_unstaged", out.content);
    assert_eq!(out.metadata.unwrap()["files"], 2);

    let out = ws
        .call(&GitDiff::new(), json!({"paths": ["src/lib.rs"]}))
        .await
        .unwrap();
    assert!(!out.content.contains("a.txt"), "{}", out.content);
    assert!(out.content.contains("println"), "{}", out.content);

    let out = ws.call(&GitDiff::new(), json!({"staged": true})).await.unwrap();
    assert_eq!(out.content, "No staged changes.");
    sh(&ws, ".", "git", &["add", "a.txt"]);
    let out = ws.call(&GitDiff::new(), json!({"staged": true})).await.unwrap();
    assert!(
        out.content.contains("+2") && !out.content.contains("println"),
        "{}",
        out.content
    );

    // Against a revision: the working tree compared with HEAD includes both files.
    let out = ws.call(&GitDiff::new(), json!({"revision": "HEAD"})).await.unwrap();
    assert_eq!(out.metadata.unwrap()["files"], 2);
}

#[tokio::test]
async fn large_diffs_are_cut_with_a_note() {
    let ws = repo_with_commit();
    let big: String = (0..20_000).map(|i| format!("line {i}\n")).collect();
    ws.write("a.txt", big);
    let out = ws.call(&GitDiff::new(), json!({})).await.unwrap();
    assert!(out.content.len() < 70 * 1024, "{}", out.content.len());
    assert!(
        out.content.ends_with("pass `paths` to see the rest"),
        "{}",
        &out.content[out.content.len() - 200..]
    );
}

#[tokio::test]
async fn log_lists_commits_with_count_and_path() {
    let ws = repo_with_commit();
    ws.write("b.txt", "b\n");
    sh(&ws, ".", "git", &["add", "b.txt"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "Add b"]);
    ws.write("a.txt", "changed\n");
    sh(&ws, ".", "git", &["commit", "-q", "-am", "Change a"]);

    let out = ws.call(&GitLog::new(), json!({})).await.unwrap();
    with_filters!({
        insta::assert_snapshot!(out.content, @r"
        [hash] 2024-01-02 Test Author: Change a
        [hash] 2024-01-02 Test Author: Add b
        [hash] 2024-01-02 Test Author: First commit
        ");
    });
    let out = ws.call(&GitLog::new(), json!({"count": 1})).await.unwrap();
    assert_eq!(out.content.lines().count(), 2, "one commit and a note: {}", out.content);
    assert!(out.content.contains("Change a") && out.content.contains("larger `count`"));
    let out = ws.call(&GitLog::new(), json!({"path": "b.txt"})).await.unwrap();
    assert!(out.content.ends_with("Add b"), "{}", out.content);
    assert_eq!(out.metadata.unwrap()["commits"].as_array().unwrap().len(), 1);
    // A file deleted since can still be logged.
    sh(&ws, ".", "git", &["rm", "-q", "b.txt"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "Remove b"]);
    let out = ws.call(&GitLog::new(), json!({"path": "b.txt"})).await.unwrap();
    assert_eq!(out.content.lines().count(), 2, "{}", out.content);
}

#[tokio::test]
async fn empty_repository_has_no_commits_or_branches() {
    let ws = Ws::new();
    init(&ws, ".");
    let out = ws.call(&GitLog::new(), json!({})).await.unwrap();
    assert_eq!(out.content, "No commits yet.");
    let out = ws.call(&GitBranch::new(), json!({})).await.unwrap();
    assert!(
        out.content.contains("the first commit will create `main`"),
        "{}",
        out.content
    );
    let out = ws.call(&GitStatus::new(), json!({})).await.unwrap();
    assert!(
        out.content.starts_with("On branch main (no commits yet)"),
        "{}",
        out.content
    );
}

#[tokio::test]
async fn add_and_commit_record_a_commit() {
    let ws = repo_with_commit();
    ws.write("new.txt", "new\n");
    ws.write("a.txt", "edited\n");
    let out = ws.call(&GitAdd::new(), json!({"paths": ["new.txt"]})).await.unwrap();
    assert!(
        out.content.contains("Staged (1):\n  new file: new.txt"),
        "{}",
        out.content
    );
    assert!(
        out.content.contains("Not staged (1):\n  modified: a.txt"),
        "{}",
        out.content
    );
    insta::assert_snapshot!(out.content, @r"
    On branch main
    Staged (1):
      new file: new.txt
    Not staged (1):
      modified: a.txt
    ");

    let out = ws
        .call(&GitCommit::new(), json!({"message": "Add new.txt\n\nWith a body."}))
        .await
        .unwrap();
    let meta = out.metadata.clone().unwrap();
    assert_eq!(meta["branch"], "main");
    let hash = meta["commit"].as_str().unwrap().to_owned();
    assert_eq!(sh(&ws, ".", "git", &["rev-parse", "--short", "HEAD"]).trim(), hash);
    with_filters!({
        insta::assert_snapshot!(out.content, @r"
        [main [hash]] Add new.txt
         1 file changed, 1 insertion(+)
         create mode 100644 new.txt
        ");
    });

    // "." stages everything, and a symlink is staged as a link, not as its target.
    std::os::unix::fs::symlink("a.txt", ws.root().join("link")).unwrap();
    ws.write("dir/x.txt", "x\n");
    let out = ws.call(&GitAdd::new(), json!({"paths": ["."]})).await.unwrap();
    assert!(
        out.content.contains("new file: link") && out.content.contains("new file: dir/x.txt"),
        "{}",
        out.content
    );
    assert!(out.content.contains("modified: a.txt"), "{}", out.content);
    sh(&ws, ".", "git", &["reset", "-q"]);
    let out = ws.call(&GitAdd::new(), json!({"paths": ["link"]})).await.unwrap();
    assert!(
        out.content.contains("Staged (1):\n  new file: link\n"),
        "{}",
        out.content
    );
    assert_eq!(
        sh(&ws, ".", "git", &["ls-files", "-s", "link"]).split(' ').next(),
        Some("120000")
    );
    sh(&ws, ".", "git", &["reset", "-q"]);
    std::fs::remove_file(ws.root().join("link")).unwrap();
    std::fs::remove_dir_all(ws.root().join("dir")).unwrap();

    // `all` picks up tracked modifications; deleted files are staged by git_add too.
    ws.call(&GitCommit::new(), json!({"message": "Edit a", "all": true}))
        .await
        .unwrap();
    std::fs::remove_file(ws.root().join("new.txt")).unwrap();
    let out = ws.call(&GitAdd::new(), json!({"paths": ["new.txt"]})).await.unwrap();
    assert!(out.content.contains("deleted: new.txt"), "{}", out.content);
    ws.call(&GitCommit::new(), json!({"message": "Remove new"}))
        .await
        .unwrap();
    assert_eq!(
        sh(&ws, ".", "git", &["log", "--format=%s"]),
        "Remove new\nEdit a\nAdd new.txt\nFirst commit\n"
    );
}

#[tokio::test]
async fn commit_with_nothing_staged_is_an_error_from_git() {
    let ws = repo_with_commit();
    let err = ws.call(&GitCommit::new(), json!({"message": "x"})).await.unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("`git commit` failed (exit code 1)"), "{msg}");
    assert!(msg.contains("nothing to commit"), "{msg}");
    let err = ws.call(&GitCommit::new(), json!({"message": "  "})).await.unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
}

#[tokio::test]
async fn checkout_creates_and_switches_branches() {
    let ws = repo_with_commit();
    let out = ws
        .call(&GitCheckout::new(), json!({"branch": "feature/x", "create": true}))
        .await
        .unwrap();
    assert!(
        out.content.starts_with("Switched to a new branch 'feature/x'"),
        "{}",
        out.content
    );
    insta::assert_snapshot!(out.content, @r"
    Switched to a new branch 'feature/x'
    On branch feature/x
    Nothing to commit: no staged, changed or untracked files.
    ");
    ws.write("f.txt", "f\n");
    sh(&ws, ".", "git", &["add", "f.txt"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "On feature"]);
    let out = ws.call(&GitBranch::new(), json!({})).await.unwrap();
    with_filters!({
        insta::assert_snapshot!(out.content, @r"
        * feature/x [hash] On feature
          main      [hash] First commit
        ");
    });

    ws.call(&GitCheckout::new(), json!({"branch": "main"})).await.unwrap();
    assert!(!ws.root().join("f.txt").exists(), "main does not have f.txt");
    ws.call(&GitCheckout::new(), json!({"branch": "feature/x", "detach": true}))
        .await
        .unwrap();
    let out = ws.call(&GitStatus::new(), json!({})).await.unwrap();
    assert!(out.content.starts_with("HEAD detached at "), "{}", out.content);

    // Names that git would read as options are refused before git runs.
    let err = ws
        .call(&GitCheckout::new(), json!({"branch": "--orphan=x"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws
        .call(&GitCheckout::new(), json!({"branch": "nope"}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("invalid reference: nope"), "{err}");
}

#[tokio::test]
async fn push_and_pull_through_a_local_bare_repository() {
    let ws = Ws::new();
    sh(&ws, ".", "git", &["init", "-q", "--bare", "-b", "main", "origin.git"]);
    sh(&ws, ".", "git", &["clone", "-q", "origin.git", "alice"]);
    configure(&ws, "alice");
    ws.write("alice/readme.md", "hello\n");
    sh(&ws, "alice", "git", &["add", "."]);
    sh(&ws, "alice", "git", &["commit", "-q", "-m", "Readme"]);

    let push = GitPush::new();
    let out = ws
        .call(&push, json!({"repo": "alice", "set_upstream": true}))
        .await
        .unwrap();
    assert!(
        out.content.contains("refs/heads/main:refs/heads/main"),
        "{}",
        out.content
    );
    let root = ws.root().display().to_string();
    with_filters!({
        insta::assert_snapshot!(out.content.replace(&root, "[ws]"), @r"
        To [ws]/origin.git
        *	refs/heads/main:refs/heads/main	[new branch]
        branch 'main' set up to track 'origin/main'.
        Done
        ");
    });
    let out = ws
        .call(&GitBranch::new(), json!({"repo": "alice", "all": true}))
        .await
        .unwrap();
    assert!(out.content.contains("* main"), "{}", out.content);
    assert!(out.content.contains("[origin/main: up to date]"), "{}", out.content);
    assert!(out.content.contains("origin/main"), "{}", out.content);

    sh(&ws, ".", "git", &["clone", "-q", "origin.git", "bob"]);
    configure(&ws, "bob");
    ws.write("alice/readme.md", "hello\nworld\n");
    sh(&ws, "alice", "git", &["commit", "-q", "-am", "World"]);
    let out = ws.call(&GitStatus::new(), json!({"repo": "alice"})).await.unwrap();
    assert!(
        out.content
            .starts_with("On branch main, tracking origin/main (ahead 1)"),
        "{}",
        out.content
    );
    ws.call(&push, json!({"repo": "alice"})).await.unwrap();

    let out = ws.call(&GitPull::new(), json!({"repo": "bob"})).await.unwrap();
    assert!(out.content.contains("Fast-forward"), "{}", out.content);
    with_filters!({
        insta::assert_snapshot!(out.content.replace(&root, "[ws]"), @r"
        From [ws]/origin
           [hash]..[hash]  main       -> origin/main
        Updating [hash]..[hash]
        Fast-forward
        On branch main, tracking origin/main (up to date)
        Nothing to commit: no staged, changed or untracked files.
        ");
    });
    assert_eq!(ws.read("bob/readme.md"), "hello\nworld\n");

    // Diverged: ff-only refuses, merge reports the conflicting file.
    ws.write("alice/readme.md", "alice\n");
    sh(&ws, "alice", "git", &["commit", "-q", "-am", "Alice"]);
    ws.call(&push, json!({"repo": "alice"})).await.unwrap();
    ws.write("bob/readme.md", "bob\n");
    sh(&ws, "bob", "git", &["commit", "-q", "-am", "Bob"]);
    let err = ws.call(&push, json!({"repo": "bob"})).await.unwrap_err();
    assert!(err.to_string().contains("rejected"), "{err}");
    let err = ws.call(&GitPull::new(), json!({"repo": "bob"})).await.unwrap_err();
    assert!(err.to_string().contains("Not possible to fast-forward"), "{err}");
    let err = ws
        .call(&GitPull::new(), json!({"repo": "bob", "mode": "merge"}))
        .await
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("Conflicts (1):\n  both modified: readme.md"), "{msg}");
}

#[tokio::test]
async fn a_directory_that_is_not_a_repository_is_a_clear_error() {
    let ws = Ws::new();
    ws.write("plain/file.txt", "x");
    for tool in [
        &GitStatus::new() as &dyn Tool,
        &GitLog::new(),
        &GitDiff::new(),
        &GitBranch::new(),
    ] {
        let err = ws.call(tool, json!({"repo": "plain"})).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            "`plain` is not in a git repository (no .git in it or any parent directory). Pass `repo` with the \
             directory of a repository, or create one with `git init` through the shell tool.",
            "{}",
            tool.definition().name
        );
    }
}

#[tokio::test]
async fn paths_outside_the_workspace_are_refused() {
    let ws = repo_with_commit();
    let err = ws.call(&GitStatus::new(), json!({"repo": ".."})).await.unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
    let err = ws.call(&GitAdd::new(), json!({"paths": ["../x"]})).await.unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
    let err = ws
        .call(&GitLog::new(), json!({"path": "/etc/passwd"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
    let err = ws
        .call(&GitDiff::new(), json!({"revision": "--output=/tmp/x"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
}

#[tokio::test]
async fn a_hanging_hook_times_out() {
    use std::os::unix::fs::PermissionsExt;
    let ws = repo_with_commit();
    let hook = ws.root().join(".git/hooks/pre-commit");
    std::fs::write(&hook, "#!/bin/sh\necho checking\nsleep 30\n").unwrap();
    std::fs::set_permissions(&hook, std::fs::Permissions::from_mode(0o755)).unwrap();
    ws.write("a.txt", "x\n");
    let err = ws
        .call(
            &GitCommit::new()
                .with_hooks(true)
                .with_timeout(Duration::from_millis(500)),
            json!({"message": "m", "all": true}),
        )
        .await
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.starts_with("`git commit` timed out after 0.5 s"), "{msg}");
    assert!(msg.contains("checking"), "partial output is kept: {msg}");
}

/// A directory outside the workspace (and outside the temp dir, which `workspace-write` makes
/// writable) where planted commands leave marker files.
fn marker_dir() -> tempfile::TempDir {
    tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap()
}

fn markers(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn executable(path: &std::path::Path, body: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// Plants, in the repository at `rel`, every kind of configuration that makes git run a
/// program, each touching its own marker in `m`.
fn plant(ws: &Ws, rel: &str, m: &std::path::Path) {
    let touch = |name: &str| format!("touch {}/{name}", m.display());
    for (key, value) in [
        ("core.fsmonitor", format!("{}; false", touch("fsmonitor"))),
        ("core.hooksPath", "evil-hooks".to_owned()),
        ("diff.external", touch("diff-external")),
        ("diff.evil.command", touch("diff-command")),
        ("diff.evil.textconv", format!("{}; cat", touch("textconv"))),
        ("filter.evil.clean", format!("{}; cat", touch("filter-clean"))),
        ("filter.evil.smudge", format!("{}; cat", touch("filter-smudge"))),
        ("filter.evil.required", "true".to_owned()),
        ("merge.evil.driver", touch("merge-driver")),
        ("core.pager", format!("{}; cat", touch("pager"))),
        ("pager.status", format!("{}; cat", touch("pager-status"))),
        ("alias.st", format!("!{}", touch("alias"))),
        ("core.editor", touch("editor")),
        ("sequence.editor", touch("sequence-editor")),
        ("core.askPass", touch("askpass")),
    ] {
        sh(ws, rel, "git", &["config", key, &value]);
    }
    let root = ws.root().join(rel);
    for hook in [
        "pre-commit",
        "commit-msg",
        "post-commit",
        "post-checkout",
        "pre-push",
        "post-merge",
    ] {
        executable(&root.join(".git/hooks").join(hook), &touch(&format!("hook-{hook}")));
        executable(
            &root.join("evil-hooks").join(hook),
            &touch(&format!("hooks-path-{hook}")),
        );
    }
    std::fs::write(root.join(".gitattributes"), "*.txt filter=evil diff=evil merge=evil\n").unwrap();
}

#[tokio::test]
async fn configuration_planted_in_a_repository_runs_nothing_through_the_git_tools() {
    let m = marker_dir();
    let ws = Ws::new();
    sh(&ws, ".", "git", &["init", "-q", "--bare", "-b", "main", "origin.git"]);
    sh(&ws, ".", "git", &["clone", "-q", "origin.git", "r"]);
    configure(&ws, "r");
    ws.write("r/a.txt", "one\n");
    sh(&ws, "r", "git", &["add", "a.txt"]);
    sh(&ws, "r", "git", &["commit", "-q", "-m", "First"]);
    sh(&ws, "r", "git", &["push", "-q", "-u", "origin", "main"]);
    plant(&ws, "r", m.path());
    for (key, program) in [("uploadpack", "git-upload-pack"), ("receivepack", "git-receive-pack")] {
        let value = format!("touch {}/{key}; {program}", m.path().display());
        sh(&ws, "r", "git", &["config", &format!("remote.origin.{key}"), &value]);
    }
    assert_eq!(markers(m.path()), Vec::<String>::new(), "planting ran nothing");

    let repo = json!({"repo": "r"});
    ws.write("r/a.txt", "one\ntwo\n");
    ws.write("r/b.txt", "new\n");
    let out = ws.call(&GitStatus::new(), repo.clone()).await.unwrap();
    assert!(out.content.contains("modified: a.txt"), "{}", out.content);
    let out = ws.call(&GitDiff::new(), repo.clone()).await.unwrap();
    assert!(out.content.contains("+two"), "the diff is git's own: {}", out.content);
    ws.call(&GitAdd::new(), json!({"repo": "r", "paths": ["r"]}))
        .await
        .unwrap();
    ws.call(&GitDiff::new(), json!({"repo": "r", "staged": true}))
        .await
        .unwrap();
    ws.call(&GitCommit::new(), json!({"repo": "r", "message": "Two"}))
        .await
        .unwrap();
    ws.call(&GitLog::new(), repo.clone()).await.unwrap();
    ws.call(&GitBranch::new(), repo.clone()).await.unwrap();
    ws.call(
        &GitCheckout::new(),
        json!({"repo": "r", "branch": "side", "create": true}),
    )
    .await
    .unwrap();
    ws.write("r/a.txt", "side\n");
    ws.call(&GitCommit::new(), json!({"repo": "r", "message": "Side", "all": true}))
        .await
        .unwrap();
    ws.call(&GitCheckout::new(), json!({"repo": "r", "branch": "main"}))
        .await
        .unwrap();
    ws.call(&GitPush::new(), json!({"repo": "r"})).await.unwrap();
    ws.call(&GitPull::new(), repo.clone()).await.unwrap();
    assert_eq!(ws.read("r/a.txt"), "one\ntwo\n", "the tools did their work");
    assert_eq!(markers(m.path()), Vec::<String>::new(), "no planted program ran");

    // Control: the same repository runs them through plain git.
    sh(&ws, "r", "git", &["status", "--short"]);
    sh(&ws, "r", "git", &["commit", "-q", "--allow-empty", "-m", "plain"]);
    let ran = markers(m.path());
    for marker in ["fsmonitor", "hooks-path-pre-commit", "filter-clean"] {
        assert!(
            ran.contains(&marker.to_owned()),
            "{marker} runs under plain git: {ran:?}"
        );
    }
}

#[tokio::test]
async fn programs_named_for_signing_and_ssh_do_not_run() {
    let m = marker_dir();
    let ws = repo_with_commit();
    let touch = |name: &str| format!("touch {}/{name}", m.path().display());
    for (key, value) in [
        ("commit.gpgSign", "true".to_owned()),
        ("gpg.program", touch("gpg")),
        ("gpg.format", "openpgp".to_owned()),
        ("core.sshCommand", touch("ssh")),
        ("remote.origin.url", "git@127.0.0.1:x.git".to_owned()),
        ("credential.helper", format!("!{}", touch("credential"))),
    ] {
        sh(&ws, ".", "git", &["config", key, &value]);
    }
    ws.write("a.txt", "changed\n");
    // Signing fails (there is no key) instead of running the repository's program.
    let _ = ws.call(&GitCommit::new(), json!({"message": "m", "all": true})).await;
    let _ = ws
        .call(&GitPush::new(), json!({"remote": "origin", "branch": "main"}))
        .await;
    assert_eq!(markers(m.path()), Vec::<String>::new());
    // Control: plain git runs the repository's ssh command.
    let _ = std::process::Command::new("git")
        .args(["push", "origin", "main"])
        .current_dir(ws.root())
        .env("GIT_TERMINAL_PROMPT", "0")
        .output()
        .unwrap();
    assert_eq!(markers(m.path()), ["ssh"]);
}

#[tokio::test]
async fn hooks_run_when_the_user_opts_in() {
    let m = marker_dir();
    let ws = repo_with_commit();
    executable(
        &ws.root().join(".git/hooks/pre-commit"),
        &format!("touch {}/pre-commit", m.path().display()),
    );
    ws.write("a.txt", "x\n");
    ws.call(&GitCommit::new(), json!({"message": "off", "all": true}))
        .await
        .unwrap();
    assert_eq!(markers(m.path()), Vec::<String>::new());
    ws.write("a.txt", "y\n");
    ws.call(
        &GitCommit::new().with_hooks(true),
        json!({"message": "on", "all": true}),
    )
    .await
    .unwrap();
    assert_eq!(markers(m.path()), ["pre-commit"]);
}

#[tokio::test]
async fn a_work_tree_outside_the_workspace_is_refused() {
    let outside = marker_dir();
    std::fs::write(outside.path().join("secret.txt"), "secret\n").unwrap();
    let ws = repo_with_commit();
    sh(
        &ws,
        ".",
        "git",
        &["config", "core.worktree", &outside.path().display().to_string()],
    );
    let err = ws.call(&GitStatus::new(), json!({})).await.unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("`core.worktree`") && msg.contains("outside the workspace"),
        "{msg}"
    );
    assert!(!msg.contains("secret.txt"), "{msg}");
}

#[tokio::test]
async fn git_in_the_sandbox_cannot_write_outside_the_workspace() {
    use ouzel_tools::sandbox::{SandboxMode, SandboxSpec, supported};
    assert!(
        supported(),
        "these machines have Landlock; without it this test proves nothing"
    );
    let spec = SandboxSpec::new;
    let m = marker_dir();
    let hook = format!("touch {}/pre-commit", m.path().display());
    // A bare repository outside the workspace (and outside the temp dir).
    let remote = m.path().join("origin.git");
    let ws = repo_with_commit();
    sh(
        &ws,
        ".",
        "git",
        &["init", "-q", "--bare", "-b", "main", remote.to_str().unwrap()],
    );
    sh(&ws, ".", "git", &["remote", "add", "origin", remote.to_str().unwrap()]);
    executable(&ws.root().join(".git/hooks/pre-commit"), &hook);
    let before = markers(m.path());

    // workspace-write: the commit is made, the hook (opted in) cannot write outside, and the
    // push cannot write the remote outside the workspace.
    let ww = spec(SandboxMode::WorkspaceWrite);
    ws.write("a.txt", "x\n");
    let err = ws
        .call(
            &GitCommit::new().with_sandbox(ww.clone()).with_hooks(true),
            json!({"message": "m", "all": true}),
        )
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("pre-commit"),
        "the hook failed to write: {err}"
    );
    std::fs::remove_file(ws.root().join(".git/hooks/pre-commit")).unwrap();
    ws.call(
        &GitCommit::new().with_sandbox(ww.clone()),
        json!({"message": "m", "all": true}),
    )
    .await
    .unwrap();
    let err = ws
        .call(
            &GitPush::new().with_sandbox(ww),
            json!({"remote": "origin", "branch": "main"}),
        )
        .await
        .unwrap_err();
    assert!(err.to_string().contains("failed"), "{err}");
    assert_eq!(markers(m.path()), before);
    assert_eq!(
        markers(&remote.join("refs/heads")),
        Vec::<String>::new(),
        "nothing was pushed"
    );

    // read-only: reading works, writing the repository itself is refused.
    let ro = spec(SandboxMode::ReadOnly);
    ws.write("a.txt", "y\n");
    let out = ws
        .call(&GitStatus::new().with_sandbox(ro.clone()), json!({}))
        .await
        .unwrap();
    assert!(out.content.contains("modified: a.txt"), "{}", out.content);
    let err = ws
        .call(
            &GitCommit::new().with_sandbox(ro),
            json!({"message": "ro", "all": true}),
        )
        .await
        .unwrap_err();
    assert!(err.to_string().contains("the sandbox is read-only"), "{err}");
    assert_eq!(sh(&ws, ".", "git", &["log", "-1", "--format=%s"]), "m\n");

    // Control: unconfined, the push reaches the remote.
    ws.call(&GitPush::new(), json!({"remote": "origin", "branch": "main"}))
        .await
        .unwrap();
    assert_eq!(markers(&remote.join("refs/heads")), ["main"]);
}

#[tokio::test]
async fn git_started_by_the_shell_runs_none_of_the_repositorys_programs() {
    use ouzel_tools::{GitOptions, Shell};
    let m = marker_dir();
    let ws = repo_with_commit();
    plant(&ws, ".", m.path());
    ws.write("a.txt", "changed\n");
    let shell = Shell::new().with_git(GitOptions::default());
    let out = ws
        .ok(
            &shell,
            json!({"command": "git status --short && git diff | head -3 && git add a.txt && git commit -qm x && git log --oneline -1"}),
        )
        .await;
    assert!(out.contains("M a.txt") && out.contains(" x"), "{out}");
    assert_eq!(markers(m.path()), Vec::<String>::new());
    // Control: the same shell without the measures runs the planted fsmonitor.
    ws.ok(&Shell::new(), json!({"command": "git status --short"})).await;
    assert!(markers(m.path()).contains(&"fsmonitor".to_owned()));
}

/// A repository in the workspace root holding a submodule `sub` whose own configuration
/// names a clean filter and an external diff (each touching its marker in `m`), with
/// `ignore = none` for it in `.gitmodules` and `diff.submodule = diff` in the outer
/// configuration: plain `git status` and `git diff` in the outer repository enter the
/// submodule and run them. `sub/x.txt` is changed (same size, so only its filtered content
/// tells) and the submodule's HEAD moved on.
fn repo_with_a_hostile_submodule(m: &std::path::Path) -> Ws {
    let ws = repo_with_commit();
    init(&ws, "sub");
    ws.write("sub/.gitattributes", "x.txt filter=evil\n");
    ws.write("sub/x.txt", "one\n");
    sh(&ws, "sub", "git", &["add", "."]);
    sh(&ws, "sub", "git", &["commit", "-q", "-m", "sub"]);
    // An embedded repository added as a gitlink, named in .gitmodules.
    sh(&ws, ".", "git", &["add", "sub"]);
    ws.write(
        ".gitmodules",
        "[submodule \"sub\"]\n\tpath = sub\n\turl = ./sub\n\tignore = none\n",
    );
    sh(&ws, ".", "git", &["add", ".gitmodules"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "submodule"]);
    sh(&ws, ".", "git", &["config", "diff.submodule", "diff"]);
    ws.write("sub/y.txt", "y\n");
    sh(&ws, "sub", "git", &["add", "y.txt"]);
    sh(&ws, "sub", "git", &["commit", "-q", "-m", "moved on"]);
    let touch = |name: &str| format!("touch {}/{name}", m.display());
    sh(
        &ws,
        "sub",
        "git",
        &["config", "filter.evil.clean", &format!("{}; cat", touch("sub-filter"))],
    );
    sh(&ws, "sub", "git", &["config", "diff.external", &touch("sub-external")]);
    std::thread::sleep(Duration::from_millis(20));
    ws.write("sub/x.txt", "two\n");
    assert_eq!(markers(m), Vec::<String>::new(), "setting up ran nothing");
    ws
}

/// Git enters a submodule by starting git in it, which reads the submodule's own
/// configuration — never listed by ouzel. The git tools and the shell keep git out of
/// submodules' working trees, whatever `.gitmodules` (worktree, index) or the configuration
/// ask, so nothing the submodule names runs.
#[tokio::test]
async fn a_submodules_own_configuration_runs_nothing_through_the_git_tools_or_the_shell() {
    use ouzel_tools::{GitOptions, Shell};
    let m = marker_dir();
    let ws = repo_with_a_hostile_submodule(m.path());
    let out = ws.call(&GitStatus::new(), json!({})).await.unwrap();
    assert!(
        out.content.contains("sub"),
        "the moved submodule is reported: {}",
        out.content
    );
    let out = ws.call(&GitDiff::new(), json!({})).await.unwrap();
    assert!(
        out.content.contains("Subproject commit") || out.content.contains("sub"),
        "{}",
        out.content
    );
    let shell = Shell::new().with_git(GitOptions::default());
    ws.ok(
        &shell,
        json!({"command": "git status; git diff; git diff --stat; git status --porcelain=v2"}),
    )
    .await;
    assert_eq!(
        markers(m.path()),
        Vec::<String>::new(),
        "nothing the submodule names ran"
    );
    // .gitmodules only in the index: git reads the submodule's `ignore` from there.
    std::fs::remove_file(ws.root().join(".gitmodules")).unwrap();
    ws.ok(&shell, json!({"command": "git status; git diff"})).await;
    ws.call(&GitStatus::new(), json!({})).await.unwrap();
    assert_eq!(
        markers(m.path()),
        Vec::<String>::new(),
        "nothing ran with .gitmodules in the index"
    );
    // Control: plain git enters the submodule and runs both.
    sh(&ws, ".", "git", &["checkout", "-q", "--", ".gitmodules"]);
    sh(&ws, ".", "git", &["status"]);
    sh(&ws, ".", "git", &["diff"]);
    assert_eq!(markers(m.path()), ["sub-external", "sub-filter"]);
}

/// Driver names may hold `=`: passed as `-c filter.a=b.clean=`, git read the key `filter.a`
/// and left the filter `a=b` in force. The measures travel as `GIT_CONFIG_*` variables, which
/// keep the key whole.
#[tokio::test]
async fn a_driver_whose_name_holds_an_equals_sign_is_neutralised_too() {
    use ouzel_tools::{GitOptions, Shell};
    let m = marker_dir();
    let ws = repo_with_commit();
    ws.write(".gitattributes", "a.txt filter=a=b diff=c=d\n");
    sh(&ws, ".", "git", &["add", ".gitattributes"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "attributes"]);
    let touch = |name: &str| format!("touch {}/{name}", m.path().display());
    sh(
        &ws,
        ".",
        "git",
        &["config", "filter.a=b.clean", &format!("{}; cat", touch("clean"))],
    );
    sh(&ws, ".", "git", &["config", "diff.c=d.command", &touch("diff")]);
    std::thread::sleep(Duration::from_millis(20));
    ws.write("a.txt", "ONE\ntwo\nTHREE\n");
    ws.call(&GitStatus::new(), json!({})).await.unwrap();
    ws.call(&GitDiff::new(), json!({})).await.unwrap();
    let shell = Shell::new().with_git(GitOptions::default());
    ws.ok(&shell, json!({"command": "git status; git diff"})).await;
    assert_eq!(markers(m.path()), Vec::<String>::new(), "no planted program ran");
    // Control: plain git runs both.
    sh(&ws, ".", "git", &["status"]);
    sh(&ws, ".", "git", &["diff"]);
    assert_eq!(markers(m.path()), ["clean", "diff"]);
}

/// A configuration whose listing is longer than ouzel reads would hide the keys past the cut
/// from the guard while git, reading the file whole, acts on them: neither the git tools nor
/// the shell run git then, and they say why.
#[tokio::test]
async fn a_configuration_too_long_to_check_runs_no_git_at_all() {
    use ouzel_tools::{GitOptions, Shell};
    use std::fmt::Write as _;
    let m = marker_dir();
    let ws = repo_with_commit();
    ws.write(".gitattributes", "*.txt filter=evil\n");
    sh(&ws, ".", "git", &["add", ".gitattributes"]);
    sh(&ws, ".", "git", &["commit", "-q", "-m", "attributes"]);
    // The filter's section in the middle of 18 MB of padding (the listing reads 16 MiB).
    let mut pad = String::from("[pad]\n");
    for i in 0..120_000 {
        writeln!(pad, "\tk{i} = {}", "A".repeat(140)).unwrap();
    }
    let config = ws.root().join(".git/config");
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str(&pad);
    writeln!(
        text,
        "[filter \"evil\"]\n\tclean = \"touch {}/filter-clean; cat\"",
        m.path().display()
    )
    .unwrap();
    text.push_str(&pad.replace("\tk", "\tz"));
    std::fs::write(&config, text).unwrap();
    ws.write("a.txt", "changed\n");

    let err = ws.call(&GitStatus::new(), json!({})).await.unwrap_err().to_string();
    assert!(
        err.contains("cannot check git's configuration") && err.contains("larger than 16 MiB"),
        "{err}"
    );
    let shell = Shell::new().with_git(GitOptions::default());
    let err = ws
        .call(&shell, json!({"command": "git add a.txt; echo ran > ran.txt"}))
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains("git is not run"), "{err}");
    assert!(!ws.root().join("ran.txt").exists(), "no command ran");
    assert_eq!(markers(m.path()), Vec::<String>::new(), "the filter did not run");
    // Control: plain git reads the whole file and runs the filter.
    sh(&ws, ".", "git", &["add", "a.txt"]);
    assert_eq!(markers(m.path()), ["filter-clean"]);
}

/// The listing of git's configuration is reused while its files are unchanged; a change to
/// the repository's config, or to a file it includes that did not exist or was empty when it
/// was listed, is seen by the next call.
#[tokio::test]
async fn a_configuration_changed_after_a_reused_listing_is_still_neutralised() {
    use ouzel_tools::{GitOptions, Shell};
    let m = marker_dir();
    let ws = repo_with_commit();
    sh(&ws, ".", "git", &["config", "include.path", "../extra.cfg"]);
    // Older than the racy window, so the first call's listing is kept.
    std::thread::sleep(std::time::Duration::from_millis(2100));
    let shell = Shell::new().with_git(GitOptions::default());
    let status = json!({"command": "git status --short"});
    let out = ws.ok(&shell, status.clone()).await;
    assert!(out.contains("(no output)"), "{out}");

    // A filter planted in the included file, which did not exist when the listing was made.
    let touch = |name: &str| format!("touch {}/{name}", m.path().display());
    ws.write(
        "extra.cfg",
        format!(
            "[filter \"evil\"]\n\tclean = {}; cat\n\trequired = true\n",
            touch("include-filter")
        ),
    );
    std::fs::write(ws.root().join(".gitattributes"), "*.txt filter=evil\n").unwrap();
    ws.write("a.txt", "changed\n");
    ws.ok(&shell, json!({"command": "git add a.txt && git status --short"}))
        .await;
    assert_eq!(markers(m.path()), Vec::<String>::new());

    // Once kept again, a program planted in the repository's own config.
    std::thread::sleep(std::time::Duration::from_millis(2100));
    ws.ok(&shell, status.clone()).await;
    sh(
        &ws,
        ".",
        "git",
        &["config", "merge.evil.driver", &touch("merge-driver")],
    );
    sh(&ws, ".", "git", &["config", "diff.external", &touch("diff-external")]);
    ws.write("a.txt", "again\n");
    ws.ok(&shell, json!({"command": "git diff; git status --short"})).await;
    assert_eq!(markers(m.path()), Vec::<String>::new());

    // Control: without the measures, the planted programs run.
    ws.ok(&Shell::new(), json!({"command": "git diff"})).await;
    assert!(!markers(m.path()).is_empty(), "the control ran nothing");
}

#[tokio::test]
async fn in_the_sandbox_git_writes_its_own_directory_outside_the_workspace_only_when_git_vouches_for_it() {
    use ouzel_core::{CancellationToken, SessionId, ToolCallId, ToolContext};
    use ouzel_tools::sandbox::{SandboxMode, SandboxSpec, supported};
    assert!(
        supported(),
        "these machines have Landlock; without it this test proves nothing"
    );
    let spec = SandboxSpec::new(SandboxMode::WorkspaceWrite);
    let commit = GitCommit::new().with_sandbox(spec.clone());
    let add = GitAdd::new().with_sandbox(spec);
    // Outside the temp dir, which the sandbox makes writable.
    let outer = marker_dir();
    let ctx_for = |dir: &std::path::Path| {
        ToolContext::new(
            dir.canonicalize().unwrap(),
            ToolCallId::new("c"),
            SessionId::new("s"),
            CancellationToken::new(),
        )
    };
    let git = |dir: &std::path::Path, args: &[&str]| {
        let out = std::process::Command::new("git")
            .args(args)
            .current_dir(dir)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let repo = outer.path().join("repo");
    std::fs::create_dir_all(repo.join("sub")).unwrap();
    git(&repo, &["init", "-q", "-b", "main"]);
    for (k, v) in [
        ("user.name", "T"),
        ("user.email", "t@example.invalid"),
        ("commit.gpgsign", "false"),
    ] {
        git(&repo, &["config", k, v]);
    }
    std::fs::write(repo.join("sub/a.txt"), "a\n").unwrap();
    git(&repo, &["add", "."]);
    git(&repo, &["commit", "-q", "-m", "first"]);

    // ouzel started in a subdirectory of the work tree.
    let sub = ctx_for(&repo.join("sub"));
    std::fs::write(repo.join("sub/a.txt"), "b\n").unwrap();
    commit
        .call(json!({"message": "from sub", "all": true}), &sub)
        .await
        .unwrap();
    assert_eq!(git(&repo, &["log", "-1", "--format=%s"]), "from sub\n");

    // A linked worktree as the workspace.
    let wt = outer.path().join("wt");
    git(&repo, &["worktree", "add", "-q", "-b", "side", wt.to_str().unwrap()]);
    let linked = ctx_for(&wt);
    std::fs::write(wt.join("sub/a.txt"), "c\n").unwrap();
    commit
        .call(json!({"message": "from worktree", "all": true}), &linked)
        .await
        .unwrap();
    assert_eq!(git(&repo, &["log", "-1", "--format=%s", "side"]), "from worktree\n");

    // A `.git` file written in a workspace, naming that repository's git directory: git
    // follows it, but nothing outside the workspace becomes writable.
    let forged = outer.path().join("forged");
    std::fs::create_dir_all(&forged).unwrap();
    std::fs::write(
        forged.join(".git"),
        format!("gitdir: {}\n", repo.join(".git").display()),
    )
    .unwrap();
    std::fs::write(forged.join("x.txt"), "x\n").unwrap();
    let ctx = ctx_for(&forged);
    let err = add.call(json!({"paths": ["x.txt"]}), &ctx).await.unwrap_err();
    assert!(err.to_string().contains("failed"), "{err}");
    assert!(!git(&repo, &["status", "--porcelain"]).contains("x.txt"));
}
