//! Checkpoints and rewind (issue 23), end to end: real files, real git, real shell, the real
//! binary against the mock model.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Every file under `root` (`.git` left out): bytes and permission bits.
fn snapshot(root: &Path) -> BTreeMap<String, (Vec<u8>, u32)> {
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            let path = entry.path();
            if entry.file_name() == ".git" {
                continue;
            }
            let meta = std::fs::symlink_metadata(&path).unwrap();
            let rel = path.strip_prefix(root).unwrap().display().to_string();
            if meta.is_dir() {
                out.insert(format!("{rel}/"), (Vec::new(), meta.permissions().mode() & 0o7777));
                stack.push(path);
            } else {
                out.insert(rel, (std::fs::read(&path).unwrap(), meta.permissions().mode() & 0o7777));
            }
        }
    }
    out
}

fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@t")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@t")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A workspace with a text file to edit, one to delete, one for `sed -i`, one for `>`, a
/// binary file and an executable script.
fn files(env: &Env) {
    env.write("edit.txt", "hello world\n");
    env.write("gone.txt", "delete me\n");
    env.write("sed.txt", "alpha\nbeta\n");
    env.write("redir.txt", "before\n");
    std::fs::write(env.path().join("blob.bin"), [0u8, 159, 146, 150, 255, 0, 10, 13]).unwrap();
    env.write("run.sh", "#!/bin/sh\necho hi\n");
    std::fs::set_permissions(env.path().join("run.sh"), std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn session_id(events: &[serde_json::Value]) -> String {
    events[0]["session_id"].as_str().unwrap().to_owned()
}

/// Turn 1 writes keep.txt; turn 2 edits, creates, deletes, and runs a shell command that
/// changes files with `sed -i` and `>` (a binary file among them) and a file's mode. Returns
/// the session id and the workspace as it was just before turn 2.
async fn two_turns(env: &Env, server: &ScriptedServer) -> (String, BTreeMap<String, (Vec<u8>, u32)>) {
    server
        .push_sse(openai::tool_call(
            "c1",
            "write_file",
            r#"{"path":"keep.txt","content":"turn one\n"}"#,
        ))
        .await;
    server.push_sse(openai::text("wrote keep.txt")).await;
    server
        .push_sse(openai::tool_call("c2", "read_file", r#"{"path":"edit.txt"}"#))
        .await;
    server
        .push_sse(openai::tool_call(
            "c3",
            "edit_file",
            r#"{"path":"edit.txt","old_string":"world","new_string":"there"}"#,
        ))
        .await;
    server
        .push_sse(openai::tool_call(
            "c4",
            "write_file",
            r#"{"path":"sub/new.txt","content":"new\n"}"#,
        ))
        .await;
    server
        .push_sse(openai::tool_call("c5", "delete_file", r#"{"path":"gone.txt"}"#))
        .await;
    let command = r#"sed -i 's/alpha/ALPHA/' sed.txt && echo after > redir.txt && printf '\001\002\000' > blob.bin && chmod 700 run.sh"#;
    server
        .push_sse(openai::tool_call(
            "c6",
            "shell",
            &serde_json::json!({ "command": command }).to_string(),
        ))
        .await;
    server.push_sse(openai::text("changed everything")).await;

    let mut cmd = env.exec_approving(&server.base_url());
    cmd.arg("turn one: write keep.txt");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let id = session_id(&parse_events(&out.stdout));
    let before_turn_two = snapshot(env.path());

    let mut cmd = env.exec_approving(&server.base_url());
    cmd.args(["--resume", &id, "turn two: change everything"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    for result in of_type(&events, "tool_result") {
        assert_eq!(result["is_error"], false, "{result}");
    }
    let after = snapshot(env.path());
    for changed in ["edit.txt", "sed.txt", "redir.txt", "blob.bin", "run.sh", "sub/new.txt"] {
        assert_ne!(
            before_turn_two.get(changed),
            after.get(changed),
            "turn two changed {changed}"
        );
    }
    assert!(!after.contains_key("gone.txt"));
    (id, before_turn_two)
}

fn rewind(env: &Env, args: &[&str]) -> std::process::Output {
    env.ouzel().arg("rewind").args(args).output().unwrap()
}

async fn rewinds_every_change_of_the_turn_byte_for_byte(in_git: bool) {
    let env = Env::new();
    files(&env);
    if in_git {
        git(env.path(), &["init", "-q"]);
        git(env.path(), &["add", "-A"]);
        git(env.path(), &["commit", "-qm", "start"]);
    }
    let git_state = |env: &Env| {
        in_git.then(|| {
            (
                git(env.path(), &["rev-parse", "HEAD"]),
                git(env.path(), &["stash", "list"]),
                git(env.path(), &["diff", "--cached", "--stat"]),
                git(env.path(), &["log", "--all", "--oneline"]),
            )
        })
    };
    let server = ScriptedServer::start().await;
    let (id, before) = two_turns(&env, &server).await;
    let git_before = git_state(&env);

    let out = rewind(&env, &[&id[..8], "--turn", "2"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(snapshot(env.path()), before, "the workspace is as it was before turn 2");
    assert_eq!(git_state(&env), git_before, "git's state is untouched");
    for line in [
        "restored  edit.txt",
        "restored  sed.txt",
        "restored  redir.txt",
        "restored  blob.bin",
        "restored  run.sh",
        "created   gone.txt",
        "removed   sub/new.txt",
        "files: 5 restored, 1 created, 1 removed",
        "conversation: ",
    ] {
        assert!(stdout.contains(line), "{line:?} in:\n{stdout}");
    }
    assert!(env.path().join("keep.txt").exists(), "turn 1 is kept");

    // The next request omits turn 2; turn 1 is still there.
    server.push_sse(openai::text("third answer")).await;
    let mut cmd = env.exec_approving(&server.base_url());
    cmd.args(["--resume", &id, "turn three"]);
    assert!(run(cmd).await.status.success());
    let bodies = server.request_bodies().await;
    let sent = bodies.last().unwrap()["messages"].to_string();
    assert!(
        sent.contains("turn one: write keep.txt") && sent.contains("turn three"),
        "{sent}"
    );
    assert!(
        !sent.contains("turn two") && !sent.contains("changed everything"),
        "the rewound turn is not sent: {sent}"
    );

    // The rewind is in the session's record.
    let show = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let show = String::from_utf8_lossy(&show.stdout);
    assert!(
        show.contains("## Event: rewind") && show.contains("rewound files and conversation to before turn 2"),
        "{show}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_of_file_tools_and_shell_commands_is_rewound_byte_for_byte_in_a_git_repository() {
    rewinds_every_change_of_the_turn_byte_for_byte(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_is_rewound_byte_for_byte_outside_git_too() {
    rewinds_every_change_of_the_turn_byte_for_byte(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outside_edit_since_stops_the_rewind_until_forced() {
    let env = Env::new();
    files(&env);
    let server = ScriptedServer::start().await;
    let (id, before) = two_turns(&env, &server).await;
    env.write("edit.txt", "edited by a person\n");
    let edited = snapshot(env.path());

    let out = rewind(&env, &[&id, "--code"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("edit.txt") && stderr.contains("--force") && stderr.contains("nothing was changed"),
        "{stderr}"
    );
    assert_eq!(snapshot(env.path()), edited, "nothing was restored");

    let out = rewind(&env, &[&id, "--code", "--force"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(snapshot(env.path()), before);
    // Only the files: the conversation still has turn 2.
    let turns = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let show = String::from_utf8_lossy(&turns.stdout);
    assert!(show.contains("rewound files to before turn 2"), "{show}");
    assert!(!show.contains("hidden from the model"), "{show}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_says_what_is_wrong_and_changes_nothing() {
    let env = Env::new();
    files(&env);
    let server = ScriptedServer::start().await;
    let (id, _) = two_turns(&env, &server).await;
    let after = snapshot(env.path());

    let out = rewind(&env, &["nosuchsession"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no session id starts with it"));

    let out = rewind(&env, &[&id, "--turn", "7"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("has user turns 1 to 2; there is no turn 7"), "{stderr}");

    // Damaged stored content: named, nothing restored, the rest restorable with --force.
    let objects = env.config_home.path().join("data/ouzel/checkpoints/objects");
    let target = |content: &[u8]| {
        use sha2::Digest;
        let hash: String = sha2::Sha256::digest(content)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        objects.join(&hash[..2]).join(&hash[2..])
    };
    std::fs::write(target(b"alpha\nbeta\n"), b"tampered").unwrap();
    let out = rewind(&env, &[&id, "--code"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("sed.txt (stored content")
            && stderr.contains("is damaged")
            && stderr.contains("6 other file(s) can be restored"),
        "{stderr}"
    );
    assert_eq!(snapshot(env.path()), after, "nothing is half-restored");
    std::fs::remove_file(target(b"hello world\n")).unwrap();
    let out = rewind(&env, &[&id, "--code"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("edit.txt (stored content") && stderr.contains("is missing"),
        "{stderr}"
    );

    // A workspace that moved: says so, and that the conversation can still be rewound.
    let moved = env.config_home.path().join("moved");
    std::fs::rename(env.path(), &moved).unwrap();
    let out = env
        .ouzel()
        .current_dir(&moved)
        .args(["rewind", &id, "--code"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("does not exist (moved or deleted?)") && stderr.contains("--conversation"),
        "{stderr}"
    );
    let out = env
        .ouzel()
        .current_dir(&moved)
        .args(["rewind", &id, "--conversation"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        snapshot(&moved)
            .get("sed.txt")
            .is_some_and(|(b, _)| b == b"ALPHA\nbeta\n")
    );
    std::fs::rename(&moved, env.path()).unwrap();
}

/// `ouzel exec --json --approve-all` in `dir` with `--worktree=NAME`, against `server`.
fn in_worktree(env: &Env, server: &ScriptedServer, dir: &Path, name: &str) -> assert_cmd::Command {
    let mut cmd = env.ouzel();
    cmd.args([
        "exec",
        "--json",
        "--approve-all",
        "-m",
        "openai/test-model",
        "--base-url",
    ])
    .arg(server.base_url())
    .arg("-C")
    .arg(dir)
    .arg(format!("--worktree={name}"))
    .arg("change things");
    cmd
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn worktree_without_a_name_leaves_the_prompt_that_follows_it_a_prompt() {
    let env = Env::new();
    let repo = env.path().join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q"]);
    std::fs::write(repo.join("a.txt"), "one\n").unwrap();
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "-qm", "start"]);
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.ouzel();
    cmd.args(["exec", "--json", "-m", "openai/test-model", "--base-url"])
        .arg(server.base_url())
        .arg("-C")
        .arg(&repo)
        .args(["--worktree", "fix the bug"]);
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("ouzel: working in worktree"), "{stderr}");
    let bodies = server.request_bodies().await;
    let messages = bodies[0]["messages"].to_string();
    assert!(
        messages.contains("fix the bug"),
        "the prompt reached the model: {messages}"
    );
    let branches = git(&repo, &["branch", "--list", "ouzel/*"]);
    assert!(
        !branches.is_empty() && !branches.contains("fix the bug"),
        "a fresh name, not the prompt: {branches}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_worktree_runs_at_once_leave_the_main_checkout_untouched() {
    let env = Env::new();
    let repo = env.path().join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q"]);
    std::fs::write(repo.join("a.txt"), "one\n").unwrap();
    std::fs::write(repo.join(".gitignore"), ".env\n").unwrap();
    std::fs::write(repo.join(".worktreeinclude"), ".env\n").unwrap();
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "-qm", "start"]);
    std::fs::write(repo.join(".env"), "TOKEN=local\n").unwrap();
    let main_before = snapshot(&repo);
    let status_before = git(&repo, &["status", "--porcelain"]);

    let mut runs = Vec::new();
    for name in ["left", "right"] {
        let server = ScriptedServer::start().await;
        server
            .push_sse(openai::tool_call(
                "c1",
                "write_file",
                &format!(r#"{{"path":"{name}.txt","content":"{name}\n"}}"#),
            ))
            .await;
        server
            .push_sse(openai::tool_call("c2", "shell", r#"{"command":"cat .env >> a.txt"}"#))
            .await;
        server.push_sse(openai::text("done")).await;
        let cmd = in_worktree(&env, &server, &repo, name);
        runs.push((name, server, tokio::spawn(run(cmd))));
    }
    for (name, _server, handle) in runs {
        let out = handle.await.unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        let path = env.path().join("repo.worktrees").join(name);
        assert!(
            stderr.contains(&format!("ouzel: worktree {}", path.display())),
            "{stderr}"
        );
        assert!(stderr.contains(&format!("ouzel: branch ouzel/{name}")), "{stderr}");
        assert!(stderr.contains("a.txt | 1 +"), "{stderr}");
        assert!(stderr.contains(&format!("1 untracked file(s): {name}.txt")), "{stderr}");
        assert_eq!(
            std::fs::read_to_string(path.join("a.txt")).unwrap(),
            "one\nTOKEN=local\n"
        );
        assert_eq!(
            std::fs::read_to_string(path.join(format!("{name}.txt"))).unwrap(),
            format!("{name}\n")
        );
    }
    assert_eq!(snapshot(&repo), main_before, "the main checkout's files are untouched");
    assert_eq!(git(&repo, &["status", "--porcelain"]), status_before);

    let list = env
        .ouzel()
        .args(["worktree", "list", "-C"])
        .arg(&repo)
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&list.stdout);
    assert!(list.contains("ouzel/left") && list.contains("ouzel/right"), "{list}");
    let out = env
        .ouzel()
        .args(["worktree", "remove", "left", "-C"])
        .arg(&repo)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("--force"),
        "uncommitted work is kept: {stderr}"
    );
    let out = env
        .ouzel()
        .args(["worktree", "remove", "left", "--force", "-C"])
        .arg(&repo)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Nothing was committed on the branch: it is merged, and goes with the worktree.
    assert!(String::from_utf8_lossy(&out.stdout).contains("its merged branch ouzel/left"));
    assert!(!git(&repo, &["branch"]).contains("ouzel/left"));
    assert!(!env.path().join("repo.worktrees/left").exists());

    // Outside a repository: a clear error, and no run.
    let plain = env.path().join("plain");
    std::fs::create_dir_all(&plain).unwrap();
    let server = ScriptedServer::start().await;
    let out = run(in_worktree(&env, &server, &plain, "x")).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("is not inside a git repository"), "{stderr}");
    assert!(server.request_bodies().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleting_a_session_removes_the_stored_contents_only_it_needed() {
    let env = Env::new();
    files(&env);
    let server = ScriptedServer::start().await;
    let (id, _) = two_turns(&env, &server).await;
    let objects = env.config_home.path().join("data/ouzel/checkpoints/objects");
    let stored = |age: bool| {
        let mut n = 0;
        for fan in std::fs::read_dir(&objects).into_iter().flatten() {
            for obj in std::fs::read_dir(fan.unwrap().path()).unwrap() {
                if age {
                    let f = std::fs::File::options().write(true).open(obj.unwrap().path()).unwrap();
                    f.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(7200))
                        .unwrap();
                }
                n += 1;
            }
        }
        n
    };
    // Old enough to judge (younger contents are spared: a running session's).
    assert!(stored(true) > 0);
    let out = env.ouzel().args(["sessions", "delete", &id]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("deleted session") && stdout.contains("stored file content(s) no session needs"),
        "{stdout}"
    );
    assert_eq!(stored(false), 0, "the only session's contents are gone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_writable_extra_directory_is_checkpointed_and_rewound_with_the_workspace() {
    let env = Env::new();
    let extra = tempfile::tempdir().unwrap();
    let extra = extra.path().canonicalize().unwrap();
    std::fs::write(extra.join("shared.md"), "shared before\n").unwrap();
    std::fs::write(extra.join("old.md"), "old\n").unwrap();
    // Writable by file tools (extra_dirs) and by the sandboxed shell (writable_roots).
    let quoted = format!("{:?}", extra.display().to_string());
    env.config(&format!(
        "[[extra_dirs]]\npath = {quoted}\nwritable = true\n\n[sandbox]\nwritable_roots = [{quoted}]\n"
    ));
    env.write("a.txt", "a before\n");
    let (workspace_before, extra_before) = (snapshot(env.path()), snapshot(&extra));

    let server = ScriptedServer::start().await;
    let write = serde_json::json!({ "path": extra.join("shared.md"), "content": "shared after\n" });
    server
        .push_sse(openai::tool_call("c1", "write_file", &write.to_string()))
        .await;
    let command = format!(
        "rm {0}/old.md && echo new > {0}/new.md && echo 'a after' > a.txt",
        extra.display()
    );
    server
        .push_sse(openai::tool_call(
            "c2",
            "shell",
            &serde_json::json!({ "command": command }).to_string(),
        ))
        .await;
    server.push_sse(openai::text("changed both")).await;
    let mut cmd = env.exec_approving(&server.base_url());
    cmd.arg("change the notes and the workspace");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    for result in of_type(&events, "tool_result") {
        assert_eq!(result["is_error"], false, "{result}");
    }
    assert_eq!(
        std::fs::read_to_string(extra.join("shared.md")).unwrap(),
        "shared after\n"
    );
    assert!(extra.join("new.md").exists() && !extra.join("old.md").exists());

    let out = rewind(&env, &[&session_id(&events), "--code"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(snapshot(&extra), extra_before, "the extra directory is as it was");
    assert_eq!(snapshot(env.path()), workspace_before, "and the workspace too");
    for line in [
        format!("restored  {}", extra.join("shared.md").display()),
        format!("created   {}", extra.join("old.md").display()),
        format!("removed   {}", extra.join("new.md").display()),
        "restored  a.txt".to_owned(),
    ] {
        assert!(stdout.contains(&line), "{line:?} in:\n{stdout}");
    }
}

/// Waits until a checkpoint journal in `dir` names `path` (at most ten seconds).
fn recorded(dir: &Path, path: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while std::time::Instant::now() < deadline {
        let named = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| std::fs::read_to_string(e.path()).is_ok_and(|j| j.contains(&format!("\"{path}\""))));
        if named {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("no checkpoint journal in {} names {path}", dir.display());
}

/// The model's calls as a person would see them happen: a shell command, then — while the model
/// thinks, once the command's changes are recorded (which happens beside the request) — the
/// person's editor saves `theirs.txt` (same size: only its times show it), then another command. In a workspace large enough to be watched between calls (the scan after
/// the first command stands for the scan before the second only when nothing happened since),
/// and with watching off, the person's save is nobody's: the rewind restores what the
/// commands changed and leaves the save alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_save_between_two_commands_survives_the_rewind_whether_the_workspace_is_watched_or_not() {
    for watch in [true, false] {
        let env = Env::new();
        env.config(&format!("[checkpoints]\nwatch = {watch}\n"));
        for i in 0..300 {
            env.write(&format!("src/m{:02}/f{i:03}.rs", i / 10), "fn f() {}\n");
        }
        env.write("ours.txt", "0\n");
        env.write("theirs.txt", "0\n");
        // A file changed in the last moments is compared by content, not trusted by its stat
        // (a change within the file system's timestamp granularity could leave the stat as it
        // was); a checkout's files are older than that.
        std::thread::sleep(std::time::Duration::from_millis(100));
        let server = ScriptedServer::start().await;
        let workspace = env.path().to_path_buf();
        let journals = env.config_home.path().join("data/ouzel/checkpoints/sessions");
        let sse = |body: String| {
            wiremock::ResponseTemplate::new(200)
                .insert_header("content-type", "text/event-stream")
                .set_body_raw(body, "text/event-stream")
        };
        server
            .answer_by(move |body| {
                let results = body["messages"]
                    .as_array()
                    .map_or(0, |m| m.iter().filter(|m| m["role"] == "tool").count());
                match results {
                    0 => sse(openai::tool_call("c1", "shell", r#"{"command":"echo 1 > ours.txt"}"#)),
                    1 => {
                        recorded(&journals, "ours.txt");
                        std::fs::write(workspace.join("theirs.txt"), "9\n").unwrap();
                        sse(openai::tool_call("c2", "shell", r#"{"command":"echo 2 > new.txt"}"#))
                    }
                    _ => sse(openai::text("done")),
                }
            })
            .await;
        let mut cmd = env.exec_approving(&server.base_url());
        cmd.arg("two commands");
        let out = run(cmd).await;
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let id = session_id(&parse_events(&out.stdout));
        assert_eq!(std::fs::read_to_string(env.path().join("ours.txt")).unwrap(), "1\n");

        let out = rewind(&env, &[&id, "--code"]);
        assert!(
            out.status.success(),
            "watch = {watch}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(std::fs::read_to_string(env.path().join("ours.txt")).unwrap(), "0\n");
        assert!(!env.path().join("new.txt").exists(), "watch = {watch}");
        assert_eq!(
            std::fs::read_to_string(env.path().join("theirs.txt")).unwrap(),
            "9\n",
            "watch = {watch}: the person's save stays"
        );
    }
}
