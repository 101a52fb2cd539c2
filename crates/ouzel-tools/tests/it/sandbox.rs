//! The OS sandbox around `shell`, with real processes: what a sandboxed command cannot reach
//! (UDP on loopback, the workspace's protected paths, the system temp dir), what it gets (a
//! temp dir of its own), and that nothing it starts outlives it, a fork bomb included.

use crate::Ws;
use ouzel_tools::Shell;
use ouzel_tools::sandbox::{Namespaces, SandboxMode, SandboxSpec, support};
use serde_json::json;

/// Whether namespaces (and with them the parts tested here) are available; tests say SKIPPED
/// otherwise, as `shortfalls` tells users.
fn namespaces() -> bool {
    let ok = support().landlock && !matches!(support().namespaces, Namespaces::Unavailable(_));
    if !ok {
        println!("SKIPPED: no Landlock or no namespaces here: {:?}", support());
    }
    ok
}

fn sandboxed(mode: SandboxMode) -> Shell {
    Shell::new().with_sandbox(SandboxSpec::new(mode))
}

async fn sh(ws: &Ws, shell: &Shell, command: &str) -> String {
    ws.ok(shell, json!({ "command": command })).await
}

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

#[tokio::test]
async fn without_network_no_udp_datagram_leaves_the_sandbox() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let listener = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let send = |what: &str| format!("echo {what} > /dev/udp/127.0.0.1/{port}; echo rc=$?");
    let out = sh(&ws, &sandboxed(SandboxMode::WorkspaceWrite), &send("from-sandbox")).await;
    assert!(out.contains("rc=1"), "{out}");
    let out = sh(&ws, &sandboxed(SandboxMode::ReadOnly), &send("from-read-only")).await;
    assert!(out.contains("rc=1"), "{out}");
    let out = sh(&ws, &Shell::new(), &send("control")).await;
    assert!(out.contains("rc=0"), "{out}");
    // The control datagram was sent last: had a sandboxed one got through, it would come first.
    let mut buf = [0u8; 64];
    let n = listener.recv(&mut buf).unwrap();
    assert_eq!(String::from_utf8_lossy(&buf[..n]), "control\n");

    // Name resolution has no way out either.
    let out = sh(
        &ws,
        &sandboxed(SandboxMode::WorkspaceWrite),
        "getent hosts example.com; echo rc=$?",
    )
    .await;
    assert!(!out.contains("rc=0"), "{out}");
}

/// Runs one test of this binary again in a process of its own with `env` set (what the sandbox
/// probes once per process cannot be changed in this one); fails if it fails.
fn rerun_with(test: &str, env: (&str, &str)) {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(env.0, env.1)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    print!("{stdout}");
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Commands start with `clone` sharing ouzel's memory; where the kernel cannot (before 5.2)
/// they start with `fork` and a pre-exec hook, the namespace's init a second fork: the same
/// confinement either way.
#[test]
fn started_with_fork_instead_of_clone_a_command_is_confined_the_same() {
    use ouzel_tools::sandbox::SPAWN_ENV;
    for test in [
        "sandbox::nothing_a_sandboxed_command_starts_outlives_it",
        "sandbox::protected_paths_in_the_workspace_stay_read_only",
        "sandbox::a_sandboxed_command_cannot_load_modules_or_raise_its_limits_even_as_root",
        "sandbox::a_fork_bomb_is_contained_and_the_next_command_runs",
        "sandbox::without_network_no_udp_datagram_leaves_the_sandbox",
    ] {
        rerun_with(test, (SPAWN_ENV, "fork"));
    }
}

/// ouzel's open descriptors after the commands it ran: none left behind per command (the
/// Landlock ruleset, pidfds, pipes), sandboxed or not. In a process of its own, so that no
/// other test opens or closes any meanwhile.
#[tokio::test]
async fn commands_leave_no_descriptor_open_in_ouzel() {
    const ALONE: (&str, &str) = ("OUZEL_TEST_ALONE", "1");
    if std::env::var(ALONE.0).is_err() {
        rerun_with("sandbox::commands_leave_no_descriptor_open_in_ouzel", ALONE);
        return;
    }
    let open = || std::fs::read_dir("/proc/self/fd").unwrap().count();
    let ws = Ws::new();
    for shell in [
        sandboxed(SandboxMode::WorkspaceWrite),
        sandboxed(SandboxMode::ReadOnly),
        Shell::new(),
    ] {
        // The first commands make what lives as long as the process (the shared namespace).
        for _ in 0..3 {
            assert!(sh(&ws, &shell, "echo hi").await.ends_with("hi"));
        }
        let before = open();
        for i in 0..30 {
            let out = sh(&ws, &shell, &format!("echo {i}; exit 3")).await;
            assert!(out.contains("exit code: 3") && out.ends_with(&i.to_string()), "{out}");
        }
        assert_eq!(open(), before, "descriptors left open by 30 commands");
    }
}

#[tokio::test]
async fn without_namespaces_a_seccomp_filter_keeps_the_network_off() {
    use ouzel_tools::sandbox::NAMESPACES_ENV;
    if std::env::var(NAMESPACES_ENV).is_err() {
        rerun_with(
            "sandbox::without_namespaces_a_seccomp_filter_keeps_the_network_off",
            (NAMESPACES_ENV, "off"),
        );
        return;
    }
    // The fallback path, as on a kernel that refuses unprivileged user namespaces.
    assert!(
        matches!(support().namespaces, Namespaces::Unavailable(_)),
        "{:?}",
        support()
    );
    if !support().seccomp {
        println!("SKIPPED: no seccomp here: {:?}", support());
        return;
    }
    let ws = Ws::new();
    let udp = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let udp_port = udp.local_addr().unwrap().port();
    let tcp = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let tcp_port = tcp.local_addr().unwrap().port();
    let send = |what: &str| format!("echo {what} > /dev/udp/127.0.0.1/{udp_port}; echo udp=$?");
    let shell = sandboxed(SandboxMode::WorkspaceWrite);
    // The command runs; only its sockets are refused.
    let out = sh(
        &ws,
        &shell,
        &format!(
            "{}; echo x > /dev/tcp/127.0.0.1/{tcp_port}; echo tcp=$?; echo ran > ran.txt && cat ran.txt",
            send("from-sandbox")
        ),
    )
    .await;
    assert!(out.contains("udp=1") && out.contains("tcp=1"), "{out}");
    assert!(out.contains("Operation not permitted"), "{out}");
    assert!(out.contains("ran") && ws.exists("ran.txt"), "{out}");
    let out = sh(&ws, &sandboxed(SandboxMode::ReadOnly), &send("from-read-only")).await;
    assert!(out.contains("udp=1"), "{out}");
    // Unix sockets stay: local tools (an agent socket, a build server) keep working.
    if which("python3") {
        let out = sh(
            &ws,
            &shell,
            "python3 -c 'import socket; a, b = socket.socketpair(); a.send(b\"hi\"); print(\"unix:\", b.recv(2))'",
        )
        .await;
        assert!(out.contains("unix: b'hi'"), "{out}");
    }
    // With network allowed there is no filter.
    let mut open = SandboxSpec::new(SandboxMode::WorkspaceWrite);
    open.network = true;
    let out = sh(&ws, &Shell::new().with_sandbox(open), &send("allowed")).await;
    assert!(out.contains("udp=0"), "{out}");
    let mut buf = [0u8; 64];
    let n = udp.recv(&mut buf).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&buf[..n]),
        "allowed\n",
        "nothing came from the filtered commands"
    );
    tcp.set_nonblocking(true).unwrap();
    assert!(tcp.accept().is_err(), "no TCP connection came in");
}

fn which(program: &str) -> bool {
    std::process::Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[tokio::test]
async fn protected_paths_in_the_workspace_stay_read_only() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let git = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(ws.root())
        .status()
        .unwrap();
    assert!(git.success());
    ws.write(".envrc", "export A=1\n");
    ws.write(".vscode/tasks.json", "{}\n");
    ws.write(".ouzel/config.toml", "");
    ws.write(".claude/agents/reviewer.md", "---\nname: reviewer\n---\n");
    let config = ws.read(".git/config");
    let shell = sandboxed(SandboxMode::WorkspaceWrite);
    use ouzel_core::Tool;
    let told = &shell.definition().description;
    assert!(
        told.contains(".git, .ouzel") && told.contains("no network"),
        "the model is told: {told}"
    );
    for command in [
        "echo x >> .git/config",
        "echo 'echo pwned' > .git/hooks/pre-commit",
        "rm -rf .git",
        "mv .git elsewhere",
        "echo x >> .envrc",
        "echo x > .vscode/tasks.json",
        "echo '[hooks]' > .ouzel/config.toml",
        "echo 'run rm -rf ~' >> .claude/agents/reviewer.md",
        "echo x > .claude/agents/planted.md",
    ] {
        let out = sh(&ws, &shell, &format!("{command}; echo rc=$?")).await;
        assert!(!out.contains("rc=0"), "`{command}` was allowed: {out}");
    }
    assert_eq!(ws.read(".git/config"), config, ".git/config is unchanged");
    assert!(!ws.exists(".git/hooks/pre-commit"));
    assert_eq!(ws.read(".envrc"), "export A=1\n");
    assert_eq!(ws.read(".vscode/tasks.json"), "{}\n");
    assert_eq!(ws.read(".ouzel/config.toml"), "");
    assert_eq!(ws.read(".claude/agents/reviewer.md"), "---\nname: reviewer\n---\n");
    assert!(!ws.exists(".claude/agents/planted.md"));
    // Protected paths that did not exist cannot be mounted over: what the command creates
    // there is removed when it ends, and the model is told.
    let out = sh(
        &ws,
        &shell,
        "echo 'mcp' > .mcp.json; mkdir -p .claude && echo '{}' > .claude/settings.json; echo '* filter=x' > .gitattributes; \
         mkdir -p .claude/commands .agents/skills/x && echo 'run me' > .claude/commands/deploy.md && echo x > .agents/skills/x/SKILL.md; echo made",
    )
    .await;
    assert!(out.contains("made") && out.contains("ouzel removed"), "{out}");
    for created in [".mcp.json", ".gitattributes", ".agents"] {
        assert!(out.contains(created), "{out}");
        assert!(!ws.exists(created), "{created} was left behind");
    }
    // `.claude` existed: nothing could be made in it.
    assert!(!ws.exists(".claude/settings.json") && !ws.exists(".claude/commands"));
    // The rest of the workspace stays writable, and git can still read its repository.
    let out = sh(&ws, &shell, "echo x > notes.txt && git status --short && echo rc=$?").await;
    assert!(out.contains("?? notes.txt") && out.contains("rc=0"), "{out}");
    // Without the sandbox nothing is protected at this level (the permission gate asks).
    let out = sh(&ws, &Shell::new(), "echo '# x' >> .git/config; echo rc=$?").await;
    assert!(out.contains("rc=0"), "{out}");
}

/// A security review's ways around the protected paths: renaming the directory that holds a
/// protected file and making it again (the read-only mount moved with the old one), and the
/// project files `ouzel run` reads — `ouzel.toml` (MCP servers it starts outside any sandbox)
/// and the agent files (toolsets, checks) — which were not protected at all.
#[tokio::test]
async fn protected_directories_cannot_be_renamed_away_and_project_files_are_protected() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    ws.write(".claude/settings.json", "{}\n");
    ws.write(".vscode/tasks.json", "{}\n");
    ws.write("ouzel.toml", "agents = [\"main.agent\", \"agents/helper.agent\"]\n");
    ws.write("main.agent", "---\ntoolsets: [shell_readonly]\n---\n");
    ws.write("agents/helper.agent", "---\ntoolsets: []\n---\n");
    let shell = sandboxed(SandboxMode::WorkspaceWrite);
    for command in [
        "mv .claude .claude_old",
        "mv .vscode .vscode_old",
        "f=ouzel; echo '[mcp_servers.x]' >> $f.toml",
        "sed -i 's/shell_readonly/shell/' main.agent",
        "echo x >> agents/helper.agent",
        "mv main.agent other",
    ] {
        let out = sh(&ws, &shell, &format!("{command}; echo rc=$?")).await;
        assert!(!out.contains("rc=0"), "`{command}` was allowed: {out}");
    }
    assert_eq!(ws.read(".claude/settings.json"), "{}\n");
    assert_eq!(
        ws.read("ouzel.toml"),
        "agents = [\"main.agent\", \"agents/helper.agent\"]\n"
    );
    assert_eq!(ws.read("main.agent"), "---\ntoolsets: [shell_readonly]\n---\n");
    assert_eq!(ws.read("agents/helper.agent"), "---\ntoolsets: []\n---\n");
    // A new agent file beside ouzel.toml is loaded by the next `ouzel run`: removed.
    let out = sh(&ws, &shell, "echo x > planted.agent; echo x > notes.txt; echo made").await;
    assert!(out.contains("made") && out.contains("planted.agent"), "{out}");
    assert!(!ws.exists("planted.agent"));
    assert!(ws.exists("notes.txt"), "other files are the command's to write");
    // Without a manifest, a command that makes one has it removed.
    let bare = Ws::new();
    let out = sh(&bare, &shell, "echo '[mcp_servers.x]' > ouzel.toml; echo made").await;
    assert!(out.contains("made") && out.contains("ouzel.toml"), "{out}");
    assert!(!bare.exists("ouzel.toml"));
}

#[tokio::test]
async fn commands_get_a_private_temp_dir_and_not_all_of_tmp() {
    if !support().landlock {
        println!("SKIPPED: no Landlock here");
        return;
    }
    let ws = Ws::new();
    let spec = SandboxSpec::new(SandboxMode::WorkspaceWrite);
    let shell = Shell::new().with_sandbox(spec.clone());
    let escape = std::env::temp_dir().join(format!("ouzel-escape-{}", std::process::id()));
    let out = sh(
        &ws,
        &shell,
        &format!(
            "echo kept > \"$TMPDIR/file\" && echo tmp=$TMPDIR; echo x > {}; echo rc=$?",
            escape.display()
        ),
    )
    .await;
    let tmp = spec.policy(ws.root()).temp_dir.unwrap();
    assert!(out.contains(&format!("tmp={}", tmp.display())), "{out}");
    assert!(out.contains("rc=1"), "{out}");
    assert!(!escape.exists(), "nothing was written to the shared temp dir");
    assert_eq!(std::fs::read_to_string(tmp.join("file")).unwrap(), "kept\n");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(std::fs::metadata(&tmp).unwrap().permissions().mode() & 0o777, 0o700);

    // `shared_tmp` is the configured way back to all of it.
    let mut shared = SandboxSpec::new(SandboxMode::WorkspaceWrite);
    shared.shared_tmp = true;
    let out = sh(
        &ws,
        &Shell::new().with_sandbox(shared),
        &format!("echo x > {}; echo rc=$?", escape.display()),
    )
    .await;
    assert!(out.contains("rc=0"), "{out}");
    std::fs::remove_file(escape).unwrap();
}

#[tokio::test]
async fn nothing_a_sandboxed_command_starts_outlives_it() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let marker = format!("1000.{}1", std::process::id());
    let out = sh(
        &ws,
        &sandboxed(SandboxMode::WorkspaceWrite),
        &format!("setsid sleep {marker} > /dev/null 2>&1 & nohup sleep {marker} > /dev/null 2>&1 & echo started"),
    )
    .await;
    assert!(out.contains("started"), "{out}");
    assert_eq!(with_marker(&marker), Vec::<String>::new());
}

/// This process's per-command cgroups that still hold a process (empty ones are kept for the
/// next commands).
fn leftover_cgroups() -> Vec<String> {
    let Some(dir) = &support().pids_cgroup else {
        return Vec::new();
    };
    let prefix = format!("ouzel-{}-", std::process::id());
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with(&prefix))
        .filter(|n| {
            let current = std::fs::read_to_string(dir.join(n).join("pids.current")).unwrap_or_default();
            !matches!(current.trim(), "0" | "")
        })
        .collect()
}

#[tokio::test]
async fn a_fork_bomb_is_contained_and_the_next_command_runs() {
    if !namespaces() {
        return;
    }
    if support().pids_cgroup.is_none() && support().root {
        // Nothing would bound it: do not take the machine down to prove it.
        println!("SKIPPED: no pids cgroup and running as root: no process limit to test");
        return;
    }
    let ws = Ws::new();
    let mut spec = SandboxSpec::new(SandboxMode::WorkspaceWrite);
    spec.limits.max_processes = Some(40);
    let shell = Shell::new().with_sandbox(spec);
    let err = ws
        .err(
            &shell,
            json!({"command": "bomb() { bomb | bomb & }; bomb; sleep 5", "timeout_ms": 4000}),
        )
        .await;
    let text = err.to_string();
    assert!(text.contains("timed out"), "{text}");
    // Other tests' commands may hold cgroups of this process for a moment; a leaked one stays.
    for _ in 0..100 {
        if leftover_cgroups().is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(
        leftover_cgroups(),
        Vec::<String>::new(),
        "no process of the command is left in its cgroup"
    );
    let out = sh(&ws, &shell, "echo still here").await;
    assert!(out.contains("still here"), "{out}");
    let out = sh(
        &ws,
        &shell,
        "for i in $(seq 60); do sleep 5 & done 2>&1 | tail -n 1; echo done",
    )
    .await;
    assert!(out.contains("done"), "{out}");
    assert!(out.contains("fork:"), "a 61st process is refused: {out}");
}

#[tokio::test]
async fn git_confined_for_the_git_tools_commits_but_cannot_change_its_config() {
    use ouzel_tools::process::{RunOptions, run};
    use ouzel_tools::sandbox::{SandboxPolicy, confine};
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let git = |args: &[&str]| {
        let mut cmd = tokio::process::Command::new("git");
        cmd.args(["-c", "user.name=t", "-c", "user.email=t@t"])
            .args(args)
            .current_dir(ws.root());
        let policy = SandboxPolicy::for_workspace(SandboxMode::WorkspaceWrite, ws.root()).with_git_dir_writable();
        let confinement = confine(&mut cmd, &policy).unwrap();
        (cmd, confinement)
    };
    let status = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(ws.root())
        .status()
        .unwrap();
    assert!(status.success());
    ws.write("a.txt", "a\n");
    let cancel = ouzel_core::CancellationToken::new();
    let opts = RunOptions::default();
    for args in [&["add", "a.txt"][..], &["commit", "-q", "-m", "first"]] {
        let (cmd, confinement) = git(args);
        let out = run(cmd, confinement, &opts, &cancel).await.unwrap();
        assert!(
            matches!(
                out.termination,
                ouzel_tools::process::Termination::Exited { code: Some(0), .. }
            ),
            "git {args:?}: {}",
            out.stderr.render()
        );
    }
    let config = ws.read(".git/config");
    let (cmd, confinement) = git(&["config", "core.fsmonitor", "touch pwned"]);
    let out = run(cmd, confinement, &opts, &cancel).await.unwrap();
    assert!(
        !matches!(
            out.termination,
            ouzel_tools::process::Termination::Exited { code: Some(0), .. }
        ),
        "git config was allowed"
    );
    assert_eq!(ws.read(".git/config"), config);
}

#[tokio::test]
async fn a_sandboxed_command_cannot_load_modules_or_raise_its_limits_even_as_root() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let out = sh(
        &ws,
        &sandboxed(SandboxMode::WorkspaceWrite),
        "grep -E '^Cap(Bnd|Eff)' /proc/self/status; ulimit -H -v unlimited; echo rc=$?",
    )
    .await;
    for line in out.lines().filter(|l| l.starts_with("Cap")) {
        let mask = u64::from_str_radix(line.split_whitespace().nth(1).unwrap(), 16).unwrap();
        for (bit, name) in [
            (16, "CAP_SYS_MODULE"),
            (17, "CAP_SYS_RAWIO"),
            (21, "CAP_SYS_ADMIN"),
            (24, "CAP_SYS_RESOURCE"),
        ] {
            assert_eq!(mask & (1 << bit), 0, "{name} in {line}");
        }
    }
    assert!(out.contains("CapBnd"), "{out}");
    assert!(!out.contains("rc=0"), "the address-space limit was raised: {out}");
}

#[tokio::test]
async fn a_sandboxed_command_keeps_exactly_the_kept_capabilities_in_its_bounding_set() {
    if !namespaces() {
        return;
    }
    let ws = Ws::new();
    let out = sh(
        &ws,
        &sandboxed(SandboxMode::WorkspaceWrite),
        "grep '^CapBnd' /proc/self/status",
    )
    .await;
    let mask = |text: &str| {
        let line = text
            .lines()
            .find(|l| l.starts_with("CapBnd"))
            .unwrap_or_else(|| panic!("{text}"));
        u64::from_str_radix(line.split_whitespace().nth(1).unwrap(), 16).unwrap()
    };
    // CAP_CHOWN … CAP_SETUID (0–7), CAP_NET_BIND_SERVICE (10), CAP_AUDIT_WRITE (29), of those
    // this process had: every other one this kernel knows is gone, up to its last.
    let kept = 0xff | 1 << 10 | 1 << 29;
    let ours = mask(&std::fs::read_to_string("/proc/self/status").unwrap());
    assert_eq!(mask(&out), ours & kept, "{out}");
}

#[tokio::test]
async fn ordinary_devices_stay_writable_and_others_do_not() {
    if !support().landlock {
        println!("SKIPPED: no Landlock here");
        return;
    }
    let ws = Ws::new();
    let shell = sandboxed(SandboxMode::WorkspaceWrite);
    let out = sh(
        &ws,
        &shell,
        "echo to-stdout > /dev/stdout && echo to-stderr > /dev/stderr && echo x > /dev/null && head -c 4 /dev/urandom > /dev/null && echo fine",
    )
    .await;
    assert!(
        out.contains("to-stdout") && out.contains("to-stderr") && out.contains("fine"),
        "{out}"
    );
    // A device outside the list, even one harmless to try: /dev/kmsg (the kernel log).
    let out = sh(&ws, &shell, "echo x > /dev/kmsg; echo rc=$?").await;
    assert!(out.contains("rc=1"), "{out}");
}

#[tokio::test]
async fn a_workspace_made_again_is_writable_to_the_next_command() {
    if !namespaces() {
        return;
    }
    // The Landlock ruleset is kept from one command to the next; its rules hold the
    // directories it was made with, so a workspace deleted and made again at the same path
    // needs a new one.
    let ws = Ws::new();
    let shell = sandboxed(SandboxMode::WorkspaceWrite);
    let out = sh(&ws, &shell, "echo a > first; echo rc=$?").await;
    assert!(out.contains("rc=0"), "{out}");
    let out = sh(&ws, &shell, "echo a > second; echo rc=$?").await;
    assert!(out.contains("rc=0"), "{out}");
    std::fs::remove_dir_all(ws.root()).unwrap();
    std::fs::create_dir(ws.root()).unwrap();
    let out = sh(&ws, &shell, "echo b > third; echo rc=$?").await;
    assert!(out.contains("rc=0"), "{out}");
    assert_eq!(std::fs::read_to_string(ws.root().join("third")).unwrap(), "b\n");
    // And what is outside it stays out of reach.
    let outside = tempfile::tempdir().unwrap();
    let target = outside.path().join("x");
    let out = sh(&ws, &shell, &format!("echo c > {}; echo rc=$?", target.display())).await;
    assert!(!out.contains("rc=0"), "{out}");
    assert!(!target.exists());
}
