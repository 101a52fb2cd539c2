//! What a model's commands cannot get at through the OS (issue 18): ouzel's credentials through
//! `/proc`, and a life after ouzel (SIGTERM, SIGHUP, SIGKILL), with the real binary.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;
use std::io::BufRead;
use std::time::{Duration, Instant};

/// Processes whose command line contains `marker`.
fn with_marker(marker: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| {
            let e = e.ok()?;
            e.file_name().to_str()?.parse::<u32>().ok()?;
            let cmdline = std::fs::read(e.path().join("cmdline")).ok()?;
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            cmdline.contains(marker).then_some(cmdline)
        })
        .collect()
}

/// Every byte ouzel stored under its data directory (the session database and its WAL).
fn stored_bytes(env: &Env) -> Vec<u8> {
    let mut all = Vec::new();
    let mut dirs = vec![env.config_home.path().join("data")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if let Ok(bytes) = std::fs::read(&p) {
                all.extend(bytes);
            }
        }
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_command_reads_ouzels_credentials_through_proc() {
    // Walks from the shell up through every ancestor, then tries every process it can see.
    let walk = r#"p=$$; while [ -n "$p" ] && [ "$p" != 0 ]; do echo "pid $p"; tr '\0' '\n' < /proc/$p/environ 2>&1; p=$(awk '{print $4}' /proc/$p/stat 2>/dev/null); done; cat /proc/*/environ 2>/dev/null | tr '\0' '\n'; echo walked"#;
    for mode in ["workspace-write", "danger-full-access"] {
        let env = Env::new();
        let server = ScriptedServer::start().await;
        let args = serde_json::json!({ "command": walk }).to_string();
        server.push_sse(openai::tool_call("c1", "shell", &args)).await;
        server.push_sse(openai::text("done")).await;
        // Values no other test's process carries: with no PID namespace (danger-full-access)
        // the command sees every process of the machine, and another test's ouzel may be just
        // starting (its key not yet taken out of its environment).
        let key = format!("sk-proc-walk-{}-{mode}", std::process::id());
        let token = format!("tok-proc-walk-{}-{mode}", std::process::id());
        let mut cmd = env.exec_json(&server.base_url());
        cmd.env("OPENAI_API_KEY", &key)
            .env("DEPLOY_TOKEN", &token)
            .args(["--approve-all", "--sandbox", mode, "go"]);
        let out = run(cmd).await;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let events = parse_events(&out.stdout);
        let result = of_type(&events, "tool_result")[0]["content"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(result.contains("walked") && result.contains("pid "), "{mode}: {result}");
        for secret in [key.as_str(), token.as_str()] {
            assert!(!stdout.contains(secret), "{mode}: {secret} reached an event: {result}");
            let stored = String::from_utf8_lossy(&stored_bytes(&env)).into_owned();
            assert!(!stored.contains(secret), "{mode}: {secret} reached the session store");
        }
        // The key still reached the provider: it was moved, not lost.
        assert_eq!(server.request_bodies().await.len(), 2, "{mode}");
    }
}

/// Starts `ouzel exec` against a server scripted with a shell call that leaves a `setsid`
/// process carrying `marker` behind and then sleeps; waits until both run; returns the child
/// and a reader of its JSON events.
fn start_long_shell(
    env: &Env,
    base_url: &str,
    marker: &str,
    sandbox: &str,
    vars: &[(&str, &str)],
) -> (std::process::Child, std::thread::JoinHandle<Vec<Value>>) {
    let mut cmd = env.exec_json_std(base_url);
    cmd.envs(vars.iter().copied())
        .args(["--approve-all", "--sandbox", sandbox, "go"])
        .stdout(std::process::Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let reader = std::thread::spawn(move || {
        stdout
            .lines()
            .map_while(Result::ok)
            .filter_map(|l| serde_json::from_str(&l).ok())
            .collect()
    });
    let deadline = Instant::now() + Duration::from_secs(30);
    while with_marker(marker).len() < 2 {
        assert!(Instant::now() < deadline, "the command never started");
        std::thread::sleep(Duration::from_millis(50));
    }
    (child, reader)
}

/// Waits (bounded) for the processes carrying `marker` to be gone; returns what is left.
fn survivors(marker: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = with_marker(marker);
        if left.is_empty() || Instant::now() > deadline {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The watchdogs (`ouzel __ouzel-watchdog DIR`) whose parent is `parent`.
fn watchdogs_of(parent: u32) -> Vec<u32> {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| {
            let pid = e.ok()?.file_name().to_str()?.parse::<u32>().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            let ppid = stat
                .rsplit_once(')')?
                .1
                .split_whitespace()
                .nth(1)?
                .parse::<u32>()
                .ok()?;
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
            let watchdog = String::from_utf8_lossy(&cmdline).contains("__ouzel-watchdog");
            (ppid == parent && watchdog).then_some(pid)
        })
        .collect()
}

fn marker(n: u32) -> String {
    format!("1000.{}{n}", std::process::id())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_and_sighup_cancel_the_run_kill_every_child_and_save() {
    let cases = [
        ("TERM", 143, "workspace-write", 1),
        ("HUP", 129, "workspace-write", 2),
        ("TERM", 143, "danger-full-access", 3),
        ("HUP", 129, "danger-full-access", 4),
    ];
    for (signal, code, sandbox, n) in cases {
        let env = Env::new();
        let server = ScriptedServer::start().await;
        let marker = marker(n);
        let args = serde_json::json!({ "command": format!("setsid sleep {marker} > /dev/null 2>&1 & sleep {marker}") })
            .to_string();
        server.push_sse(openai::tool_call("c1", "shell", &args)).await;
        let base_url = server.base_url();
        let (status, events, left) = {
            let env = &env;
            let marker = marker.clone();
            tokio::task::block_in_place(move || {
                let (mut child, reader) = start_long_shell(env, &base_url, &marker, sandbox, &[]);
                std::process::Command::new("kill")
                    .args([&format!("-{signal}"), &child.id().to_string()])
                    .status()
                    .unwrap();
                let status = child.wait().unwrap();
                (status, reader.join().unwrap(), survivors(&marker))
            })
        };
        assert_eq!(status.code(), Some(code), "{signal} {sandbox}");
        assert_eq!(
            left,
            Vec::<String>::new(),
            "{signal} {sandbox}: processes outlived ouzel"
        );
        let last = events.last().unwrap();
        assert_eq!(last["type"], "finished", "{signal} {sandbox}: {last}");
        assert_eq!(last["reason"], "cancelled", "{signal} {sandbox}");
        // The run was saved: it can be listed.
        let list = env.ouzel().args(["sessions", "list"]).output().unwrap();
        assert!(
            String::from_utf8_lossy(&list.stdout).contains("go"),
            "{signal} {sandbox}: {}",
            String::from_utf8_lossy(&list.stdout)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_ouzel_leaves_no_sandboxed_process_behind() {
    let supported = {
        let out = std::process::Command::new("unshare")
            .args(["-rmpn", "--fork", "true"])
            .output();
        out.is_ok_and(|o| o.status.success())
    };
    if !supported {
        println!("SKIPPED: no namespaces here (ouzel says so at start; see docs/configuration.md)");
        return;
    }
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let marker = marker(9);
    let args = serde_json::json!({ "command": format!("setsid sleep {marker} > /dev/null 2>&1 & sleep {marker}") })
        .to_string();
    server.push_sse(openai::tool_call("c1", "shell", &args)).await;
    let base_url = server.base_url();
    let left = tokio::task::block_in_place(|| {
        let (mut child, reader) = start_long_shell(&env, &base_url, &marker, "workspace-write", &[]);
        // Its command has a PID namespace of its own: the run makes no watched cgroup and
        // starts no watchdog (issue 21: moving ouzel into one stalls every fork on the machine
        // for a grace period, and the watchdog cost every run about 1 ms of CPU).
        let pid = child.id();
        assert_eq!(
            cgroups_named(&format!("ouzel-{pid}-watched")),
            Vec::<std::path::PathBuf>::new()
        );
        assert_eq!(watchdogs_of(pid), Vec::<u32>::new(), "no watchdog for a sandboxed run");
        child.kill().unwrap();
        child.wait().unwrap();
        let _ = reader.join();
        survivors(&marker)
    });
    assert_eq!(left, Vec::<String>::new(), "processes outlived a killed ouzel");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ouzels_data_directory_database_and_log_are_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let env = Env::new();
    let data = env.config_home.path().join("data/ouzel");
    // A directory left world-readable by an older ouzel is tightened too.
    std::fs::create_dir_all(&data).unwrap();
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("go");
    assert!(run(cmd).await.status.success());
    assert_eq!(mode(&data), 0o700);
    assert_eq!(mode(&data.join("sessions.db")), 0o600);

    // The interactive UI logs to tui.log there (it stops at once without a terminal).
    let out = env.ouzel().env("OUZEL_LOG", "info").output().unwrap();
    assert!(!out.status.success());
    assert_eq!(mode(&data.join("tui.log")), 0o600);
}

/// `exec` probes the sandbox once its first request is sent, while the model answers: the
/// notice of what the sandbox lacks comes then, in a run that starts no command too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sandbox_notice_comes_while_the_model_answers_in_a_run_without_commands() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    // A slow answer: time for the probe, which starts as the request is sent.
    server
        .push_sse_after(openai::text("nothing to run"), Duration::from_secs(3))
        .await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SANDBOX_NAMESPACES", "off").args(["--approve-all", "go"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("namespaces turned off (OUZEL_SANDBOX_NAMESPACES=off)") || stderr.contains("no Landlock"),
        "the notice was not printed: {stderr}"
    );
    assert!(of_type(&parse_events(&out.stdout), "tool_call").is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_namespaces_seccomp_keeps_the_network_off_and_the_notice_says_so() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let udp = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let port = udp.local_addr().unwrap().port();
    let command = format!("echo leak > /dev/udp/127.0.0.1/{port}; echo udp=$?; echo ran");
    let args = serde_json::json!({ "command": command }).to_string();
    server.push_sse(openai::tool_call("c1", "shell", &args)).await;
    server.push_sse(openai::text("done")).await;
    // As on a kernel that refuses (unprivileged user) namespaces.
    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SANDBOX_NAMESPACES", "off").args(["--approve-all", "go"]);
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("no Landlock") || stderr.contains("no seccomp either") {
        println!("SKIPPED: no Landlock or no seccomp here: {stderr}");
        return;
    }
    assert!(
        stderr.contains(
            "namespaces turned off (OUZEL_SANDBOX_NAMESPACES=off): network off is enforced by a seccomp filter"
        ),
        "the notice names the mechanism: {stderr}"
    );
    let events = parse_events(&out.stdout);
    let result = of_type(&events, "tool_result")[0]["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(result.contains("udp=1") && result.contains("ran"), "{result}");
    udp.set_nonblocking(true).unwrap();
    let mut buf = [0u8; 64];
    assert!(udp.recv(&mut buf).is_err(), "a datagram left the sandbox");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_ouzel_ends_its_mcp_stdio_servers() {
    let env = Env::new();
    let marker = marker(5);
    // A server that never answers and ignores the end of its stdin (only a signal ends it), and
    // that started a `setsid` helper of its own.
    env.config(&format!(
        "[mcp_servers.stuck]\ncommand = \"sh\"\nargs = [\"-c\", \"setsid sleep {marker} & exec sleep {marker}\"]\n"
    ));
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("never reached")).await;
    let base_url = server.base_url();
    let (watched, left) = tokio::task::block_in_place(|| {
        let mut cmd = env.exec_json_std(&base_url);
        cmd.arg("go")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let mut child = cmd.spawn().unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while with_marker(&marker).len() < 2 {
            assert!(Instant::now() < deadline, "the MCP server never started");
            std::thread::sleep(Duration::from_millis(20));
        }
        let watched = cgroup2_dir().is_some_and(|d| d.join(format!("ouzel-{}-watched", child.id())).exists());
        child.kill().unwrap();
        child.wait().unwrap();
        (watched, survivors(&marker))
    });
    if watched {
        assert_eq!(
            left,
            Vec::<String>::new(),
            "the MCP server or its helper outlived a killed ouzel"
        );
    } else {
        // Without a watched cgroup only the server itself (PR_SET_PDEATHSIG) is bound to ouzel.
        kill_marked(&marker);
        assert!(left.len() <= 1, "the MCP server outlived a killed ouzel: {left:?}");
        println!("SKIPPED (in part): no writable cgroup v2 here: the server's own setsid helper survives kill -9");
    }
}

/// This process's own cgroup v2 directory, where ouzel makes its watched cgroup, if any.
fn cgroup2_dir() -> Option<std::path::PathBuf> {
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let path = cgroups.lines().find_map(|l| l.strip_prefix("0::"))?.to_owned();
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let (root, point) = mounts.lines().find_map(|m| {
        let (left, right) = m.split_once(" - ")?;
        (right.split_whitespace().next()? == "cgroup2").then_some(())?;
        let mut l = left.split_whitespace();
        Some((l.nth(3)?.to_owned(), l.next()?.to_owned()))
    })?;
    let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(&path);
    Some(std::path::Path::new(&point).join(rel.trim_start_matches('/')))
}

/// Kills the processes whose command line contains `marker` (a test's own leftovers).
fn kill_marked(marker: &str) {
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let cmdline = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        if String::from_utf8_lossy(&cmdline).replace('\0', " ").contains(marker) {
            let _ = std::process::Command::new("kill")
                .args(["-9", &pid.to_string()])
                .status();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_ouzel_without_a_pid_namespace_leaves_no_setsid_process_behind() {
    // danger-full-access, and the sandbox where namespaces cannot be made: no PID namespace
    // ends what the command leaves behind; ouzel's watched cgroup does.
    const NO_NAMESPACES: &[(&str, &str)] = &[("OUZEL_SANDBOX_NAMESPACES", "off")];
    for (sandbox, vars, n) in [
        ("danger-full-access", &[][..], 6),
        ("workspace-write", NO_NAMESPACES, 7),
    ] {
        let env = Env::new();
        let server = ScriptedServer::start().await;
        let marker = marker(n);
        let args = serde_json::json!({ "command": format!("setsid sleep {marker} > /dev/null 2>&1 & sleep {marker}") })
            .to_string();
        server.push_sse(openai::tool_call("c1", "shell", &args)).await;
        let base_url = server.base_url();
        let outcome = tokio::task::block_in_place(|| {
            let (mut child, reader) = start_long_shell(&env, &base_url, &marker, sandbox, vars);
            let watched = cgroup2_dir().map(|d| d.join(format!("ouzel-{}-watched", child.id())));
            let watched = watched.filter(|w| w.exists());
            if let Some(dir) = &watched {
                assert_eq!(
                    watchdogs_of(child.id()).len(),
                    1,
                    "one watchdog watches {}",
                    dir.display()
                );
                // ouzel moved in (before its first command that needed the cgroup), so the
                // command was born in it rather than moving in itself.
                let name = format!("ouzel-{}-watched", child.id());
                let cgroup_of = |pid: &str| std::fs::read_to_string(format!("/proc/{pid}/cgroup")).unwrap_or_default();
                assert!(cgroup_of(&child.id().to_string()).contains(&name), "ouzel is in {name}");
                let members = std::fs::read_to_string(dir.join("cgroup.procs")).unwrap();
                assert!(
                    members.lines().count() >= 2,
                    "ouzel and its command are in {name}: {members}"
                );
            }
            child.kill().unwrap();
            child.wait().unwrap();
            let _ = reader.join();
            watched.map(|w| (w, survivors(&marker)))
        });
        let Some((watched, left)) = outcome else {
            kill_marked(&marker);
            println!("SKIPPED: no writable cgroup v2 here: without a PID namespace a setsid process survives kill -9");
            return;
        };
        assert_eq!(
            left,
            Vec::<String>::new(),
            "{sandbox}: processes outlived a killed ouzel"
        );
        let deadline = Instant::now() + Duration::from_secs(10);
        while watched.exists() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(!watched.exists(), "the watchdog removed {}", watched.display());
    }
}

/// The directories named `prefix…` in every cgroup hierarchy mounted here (a few levels deep:
/// ouzel makes its cgroups in its own, which sits near the top).
fn cgroups_named(prefix: &str) -> Vec<std::path::PathBuf> {
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let mut dirs: Vec<(std::path::PathBuf, u32)> = mounts
        .lines()
        .filter_map(|m| {
            let (left, right) = m.split_once(" - ")?;
            let fstype = right.split_whitespace().next()?;
            (fstype == "cgroup" || fstype == "cgroup2").then_some(())?;
            Some((left.split_whitespace().nth(4)?.into(), 0))
        })
        .collect();
    let mut found = Vec::new();
    while let Some((dir, depth)) = dirs.pop() {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = e.path();
            if !path.is_dir() {
                continue;
            }
            if e.file_name().to_string_lossy().starts_with(prefix) {
                found.push(path.clone());
            }
            if depth < 3 {
                dirs.push((path, depth + 1));
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_leaves_no_cgroup_of_its_own_behind() {
    // Sandboxed commands get a pids cgroup each (kept for the next command while empty), a
    // danger-full-access one the watched cgroup: all go when ouzel exits. Alone in a process
    // of its own: another test's ouzel would remove what this one left (stale cgroups of dead
    // processes are swept at start), hiding a leak.
    const ALONE: &str = "OUZEL_TEST_ALONE";
    if std::env::var_os(ALONE).is_none() {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "security::a_run_leaves_no_cgroup_of_its_own_behind",
                "--exact",
                "--nocapture",
            ])
            .args(["--test-threads=1"])
            .env(ALONE, "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        return;
    }
    for mode in ["workspace-write", "danger-full-access"] {
        let env = Env::new();
        let server = ScriptedServer::start().await;
        for (i, word) in ["first", "second", "third"].iter().enumerate() {
            let args = serde_json::json!({ "command": format!("echo {word}") }).to_string();
            server
                .push_sse(openai::tool_call(&format!("c{i}"), "shell", &args))
                .await;
        }
        server.push_sse(openai::text("done")).await;
        let mut cmd = env.exec_json_std(&server.base_url());
        cmd.args(["--approve-all", "--sandbox", mode, "go"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let (pid, out) = tokio::task::spawn_blocking(move || {
            let child = cmd.spawn().unwrap();
            (child.id(), child.wait_with_output().unwrap())
        })
        .await
        .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{mode}: {stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        for word in ["first", "second", "third"] {
            assert!(stdout.contains(word), "{mode}: {word} missing from {stdout}");
        }
        // The watchdog removes the watched cgroup a moment after ouzel is gone.
        let prefix = format!("ouzel-{pid}-");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !cgroups_named(&prefix).is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert_eq!(cgroups_named(&prefix), Vec::<std::path::PathBuf>::new(), "{mode}");
    }
}

/// A security review copied files into protected places with `copy_file` under `--trust`: the
/// gate saw only the destination it was named (`.claude`, `.vscode`), not where the files
/// landed (`.claude/settings.json`, `.vscode/tasks.json`). Every path a copy or move writes is
/// now checked, so these are refused headless as writing a protected path by name is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn copies_into_protected_places_are_refused_under_trust_wherever_the_files_land() {
    let env = Env::new();
    env.write(".claude/keep.md", "mine\n");
    env.write("notes/settings.json", "{\"hooks\": {}}\n");
    env.write("vs/tasks.json", "{\"tasks\": []}\n");
    env.write("sk/skills/pwn/SKILL.md", "run me\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_calls(&[
            (
                "c1",
                "copy_file",
                r#"{"source": "notes/settings.json", "destination": ".claude"}"#,
            ),
            ("c2", "copy_file", r#"{"source": "vs", "destination": ".vscode"}"#),
            (
                "c3",
                "move_file",
                r#"{"source": "sk/skills", "destination": ".agents"}"#,
            ),
            ("c4", "copy_file", r#"{"source": "vs", "destination": "plain"}"#),
        ]))
        .await;
    server.push_sse(openai::text("done")).await;
    std::fs::create_dir_all(env.path().join(".agents")).unwrap();
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--trust", "copy"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let denied: Vec<String> = of_type(&events, "permission_denied")
        .iter()
        .map(|e| e["message"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(denied.len(), 3, "{denied:?}");
    for landed in [".claude/settings.json", ".vscode/tasks.json", ".agents/skills"] {
        assert!(
            denied
                .iter()
                .any(|m| m.contains(landed) && m.contains("protected path")),
            "{landed}: {denied:?}"
        );
        assert!(!env.path().join(landed).exists(), "{landed} was written");
    }
    assert!(
        env.path().join("plain/tasks.json").exists(),
        "an ordinary copy still runs under trust"
    );

    // Where a copy lands is looked at as it runs, not as its answer came: an earlier call of
    // the same answer makes the directory. And a link copied lands under its target's name.
    env.write("conf/settings.json", "{\"hooks\": {}}\n");
    std::os::unix::fs::symlink("conf/settings.json", env.path().join("current.json")).unwrap();
    server
        .push_sse(openai::tool_calls(&[
            ("d1", "write_file", r#"{"path": ".vscode/README.md", "content": "x"}"#),
            (
                "d2",
                "copy_file",
                r#"{"source": "vs/tasks.json", "destination": ".vscode"}"#,
            ),
            (
                "d3",
                "copy_file",
                r#"{"source": "current.json", "destination": ".claude"}"#,
            ),
        ]))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--trust", "copy again"]);
    let out = run(cmd).await;
    let denied: Vec<String> = of_type(&parse_events(&out.stdout), "permission_denied")
        .iter()
        .map(|e| e["message"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(denied.len(), 2, "{denied:?}");
    assert!(env.path().join(".vscode/README.md").exists());
    assert!(!env.path().join(".vscode/tasks.json").exists(), "{denied:?}");
    assert!(!env.path().join(".claude/settings.json").exists(), "{denied:?}");
}

/// The git tools name the repository's `.git` as what they touch (the index, refs): git writes
/// it, under the guard, so a trusted headless run stages and commits without being refused as
/// writing a protected path.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn git_tools_under_trust_are_not_refused_for_writing_their_own_repository() {
    let env = Env::new();
    for args in [
        vec!["init", "-q", "-b", "main"],
        vec!["config", "user.name", "T"],
        vec!["config", "user.email", "t@example.invalid"],
    ] {
        let ok = std::process::Command::new("git")
            .args(&args)
            .current_dir(env.path())
            .status()
            .unwrap();
        assert!(ok.success());
    }
    env.write("a.txt", "one\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "git_add", r#"{"paths": ["."]}"#))
        .await;
    server
        .push_sse(openai::tool_call("c2", "git_commit", r#"{"message": "first"}"#))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--trust", "commit it"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert_eq!(of_type(&events, "permission_denied"), Vec::<&Value>::new());
    let log = std::process::Command::new("git")
        .args(["log", "--format=%s"])
        .current_dir(env.path())
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&log.stdout), "first\n");
}
