//! Whole-process benchmark: a job of TURNS turns (each turn one tool call, then a final answer)
//! of the real `ouzel` binary against a minimal in-process mock server, interleaved run by run
//! with the floor (`ouzel-floor`: the same job with nothing but process spawn, loopback HTTP and
//! JSON), so each ratio compares two programs measured under the same load (issue 21).
//!
//! Usage: `ouzel-bench [PATH_TO_OUZEL] [TURNS] [RUNS] [SANDBOX_MODE] [TOOL]`
//! - TOOL `shell` (default): each turn runs `echo hi N` through the `shell` tool;
//! - TOOL `read_file`: each turn reads a 1 KiB file; with TURNS ≥ 1000 this is the long-session
//!   job, and the bench prints the client time per turn early (turns 10–110) and late (the 100
//!   turns ending 10 before the last) to show whether a turn's cost grows with the history.
//!
//! The floor is `ouzel-floor` next to this binary. Per program and run it records wall time,
//! CPU (user + system, children included, from `wait4`), peak RSS (`wait4`'s `ru_maxrss`), the
//! time from spawn to the first complete request, and for every request the client's time since
//! the previous response was written (its own work plus the tool's). Medians over the runs.

// `wait4` is the one call that returns a child's own CPU time and peak RSS; std has no wrapper.
#![allow(unsafe_code)]

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The file the `read_file` job reads each turn.
const READ_PATH: &str = "notes.txt";

#[derive(Clone, Copy, PartialEq)]
enum Tool {
    Shell,
    ReadFile,
}

/// The TOOL argument.
fn tool_arg(arg: Option<&String>) -> Result<Tool, String> {
    match arg.map(String::as_str) {
        None | Some("shell") => Ok(Tool::Shell),
        Some("read_file") => Ok(Tool::ReadFile),
        Some(other) => Err(format!("unknown TOOL {other} (shell or read_file)")),
    }
}

/// What the mock saw during one run.
#[derive(Default)]
struct Seen {
    /// When the first request of the run was complete.
    first_request: Option<Instant>,
    /// When the last response was written.
    last_response: Option<Instant>,
    /// Per request after the first: time since the previous response was written.
    gaps: Vec<Duration>,
    /// The mock's own time (parsing the request, writing the answer).
    mock: Duration,
    served: u64,
}

/// One program's figures for one run.
#[derive(Clone, Copy, Default)]
struct Figures {
    wall: Duration,
    cpu: Duration,
    rss_kib: u64,
    startup: Duration,
    mock: Duration,
    early: Duration,
    late: Duration,
}

#[tokio::main(flavor = "multi_thread", worker_threads = 1)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    // `ouzel-bench serve [TURNS] [TOOL] [THINK_MS]`: only the mock, for jobs driven from
    // outside (a batch of many sessions, a profiler); it answers each request from the tool
    // results already in it, so any number of sessions can share it, each answer THINK_MS late
    // (a model that thinks: commands as far apart as a real session's). Prints its base URL,
    // serves until killed.
    if args.get(1).map(String::as_str) == Some("serve") {
        let turns: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
        let tool = tool_arg(args.get(3))?;
        let think = Duration::from_millis(args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0));
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        println!("http://{}/v1", listener.local_addr()?);
        let seen = Arc::new(Mutex::new(Seen::default()));
        while let Ok((sock, _)) = listener.accept().await {
            let _ = sock.set_nodelay(true);
            tokio::spawn(serve(sock, turns, tool, think, seen.clone()));
        }
        return Ok(());
    }
    let ouzel = args.get(1).cloned().unwrap_or_else(|| "target/release/ouzel".into());
    let turns: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let runs: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(5);
    let sandbox = args.get(4).cloned().unwrap_or_else(|| "workspace-write".into());
    let tool = tool_arg(args.get(5))?;
    let floor = std::env::current_exe()?.with_file_name("ouzel-floor");
    if !floor.exists() {
        return Err(format!(
            "{} not found: build it with `cargo build --release -p ouzel-test --bin ouzel-floor`",
            floor.display()
        )
        .into());
    }

    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let seen = Arc::new(Mutex::new(Seen::default()));
    {
        let seen = seen.clone();
        tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                let _ = sock.set_nodelay(true);
                tokio::spawn(serve(sock, turns, tool, Duration::ZERO, seen.clone()));
            }
        });
    }

    let workspace = tempfile::tempdir()?;
    let line = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs.\n";
    std::fs::write(workspace.path().join(READ_PATH), line.repeat(1024 / line.len() + 1))?;
    // Config and data (sessions, checkpoints) live outside the workspace, as a user's do in
    // ~/.config and ~/.local/share: inside it, every turn's checkpoint scan would walk them.
    let home = tempfile::tempdir()?;
    // The default iteration limit (50) would end a long job early: raise it past the job.
    std::fs::create_dir_all(home.path().join("ouzel"))?;
    std::fs::write(
        home.path().join("ouzel").join("config.toml"),
        format!("[limits]\nmax_iterations = {}\n", turns + 10),
    )?;
    let child_cost = measure_child_cost(workspace.path(), 20).await?;
    let base = format!("http://{addr}/v1");
    let ouzel_cmd = {
        let mut c = std::process::Command::new(&ouzel);
        c.args([
            "exec",
            "--json",
            "--approve-all",
            "--sandbox",
            &sandbox,
            "-m",
            "openai/bench",
            "--base-url",
        ])
        .arg(&base)
        .arg("-C")
        .arg(workspace.path())
        .arg("run the job")
        .env("OPENAI_API_KEY", "bench")
        .env("XDG_CONFIG_HOME", home.path())
        .env("XDG_DATA_HOME", home.path());
        c
    };
    let floor_cmd = {
        let mut c = std::process::Command::new(&floor);
        c.arg(&base).arg(workspace.path()).arg("run the job");
        c
    };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        theirs.push(run_one(&floor_cmd, &seen, turns, workspace.path()).await?);
        ours.push(run_one(&ouzel_cmd, &seen, turns, workspace.path()).await?);
    }
    let o = median(&ours);
    let f = median(&theirs);
    let version = measure_start(std::process::Command::new(&ouzel).arg("--version")).await?;
    let floor_start = measure_start(&mut std::process::Command::new(&floor)).await?;

    let per = |d: Duration| ms(d) / turns as f64;
    let tool_name = if tool == Tool::Shell {
        "shell `echo hi N`"
    } else {
        "read_file (1 KiB)"
    };
    println!("turns: {turns} × {tool_name}, runs: {runs} interleaved with the floor (medians), sandbox: {sandbox}");
    println!("{:<34} {:>10} {:>10} {:>8}", "", "ouzel", "floor", "ratio");
    let row = |name: &str, a: f64, b: f64, unit: &str| {
        println!("{name:<34} {a:>7.3} {unit:<2} {b:>7.3} {unit:<2} {:>7.2}×", a / b);
    };
    row("wall per turn", per(o.wall), per(f.wall), "ms");
    row("CPU per turn (user+sys)", per(o.cpu), per(f.cpu), "ms");
    row("whole run, wall", ms(o.wall), ms(f.wall), "ms");
    row("whole run, CPU", ms(o.cpu), ms(f.cpu), "ms");
    row("peak RSS", o.rss_kib as f64 / 1024.0, f.rss_kib as f64 / 1024.0, "Mi");
    row("start-up to first request", ms(o.startup), ms(f.startup), "ms");
    row("start and exit (--version / usage)", ms(version), ms(floor_start), "ms");
    if turns >= 220 {
        let late = format!("client per turn, turns {}–{}", turns - 110, turns - 10);
        row("client per turn, turns 10–110", ms(o.early), ms(f.early), "ms");
        row(&late, ms(o.late), ms(f.late), "ms");
        println!(
            "{:<34} {:>9.2}× {:>9.2}×",
            "growth (late ÷ early)",
            ms(o.late) / ms(o.early),
            ms(f.late) / ms(f.early)
        );
    }
    println!("mock per request: {:.3} ms", ms(o.mock) / (turns as f64 + 1.0));
    if tool == Tool::Shell {
        println!("`bash -c 'echo hi N'` alone: {:.3} ms", ms(child_cost));
    }
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The median of each figure over the runs, each taken on its own.
fn median(runs: &[Figures]) -> Figures {
    fn mid<T: Ord + Copy>(mut v: Vec<T>) -> T {
        v.sort();
        v[v.len() / 2]
    }
    Figures {
        wall: mid(runs.iter().map(|r| r.wall).collect()),
        cpu: mid(runs.iter().map(|r| r.cpu).collect()),
        rss_kib: mid(runs.iter().map(|r| r.rss_kib).collect()),
        startup: mid(runs.iter().map(|r| r.startup).collect()),
        mock: mid(runs.iter().map(|r| r.mock).collect()),
        early: mid(runs.iter().map(|r| r.early).collect()),
        late: mid(runs.iter().map(|r| r.late).collect()),
    }
}

/// Runs one program to the end of the job and returns its figures; fails unless it reported
/// one tool result per turn.
async fn run_one(
    cmd: &std::process::Command,
    seen: &Arc<Mutex<Seen>>,
    turns: usize,
    dir: &Path,
) -> Result<Figures, Box<dyn std::error::Error>> {
    *seen.lock().map_err(|_| "poisoned")? = Seen::default();
    let out_path: PathBuf = dir.join(".bench-stdout");
    let err_path: PathBuf = dir.join(".bench-stderr");
    let program = cmd.get_program().to_string_lossy().into_owned();
    let mut cmd = clone_command(cmd);
    cmd.stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_path)?)
        .stderr(std::fs::File::create(&err_path)?);
    let (wall, started, usage) = tokio::task::spawn_blocking(move || {
        let start = Instant::now();
        let child = cmd.spawn()?;
        let usage = wait4(child.id())?;
        std::io::Result::Ok((start.elapsed(), start, usage))
    })
    .await??;
    let stdout = std::fs::read_to_string(&out_path)?;
    let results = stdout.matches("\"type\":\"tool_result\"").count();
    if !usage.success || results != turns {
        return Err(format!(
            "bench run of {program} failed ({results} tool results of {turns}): {}",
            std::fs::read_to_string(&err_path).unwrap_or_default()
        )
        .into());
    }
    let s = seen.lock().map_err(|_| "poisoned")?;
    let window = |from: usize| -> Duration {
        // gaps[i] precedes request i + 1 (request 0 is the first).
        let w: Vec<Duration> = s.gaps.iter().skip(from.saturating_sub(1)).take(100).copied().collect();
        if w.is_empty() {
            Duration::ZERO
        } else {
            w.iter().sum::<Duration>() / w.len() as u32
        }
    };
    Ok(Figures {
        wall,
        cpu: usage.cpu,
        rss_kib: usage.max_rss_kib,
        startup: s.first_request.map(|t| t - started).unwrap_or_default(),
        mock: s.mock,
        early: window(10),
        late: window(turns.saturating_sub(110)),
    })
}

fn clone_command(cmd: &std::process::Command) -> std::process::Command {
    let mut c = std::process::Command::new(cmd.get_program());
    c.args(cmd.get_args());
    for (k, v) in cmd.get_envs() {
        match v {
            Some(v) => c.env(k, v),
            None => c.env_remove(k),
        };
    }
    c
}

struct Usage {
    success: bool,
    cpu: Duration,
    max_rss_kib: u64,
}

/// Waits for the child `pid` and returns its status, its CPU time (with the children it waited
/// for) and its peak RSS.
fn wait4(pid: u32) -> std::io::Result<Usage> {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: both pointers are to live locals; `pid` is our own unwaited child.
    let r = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let tv = |t: libc::timeval| Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64);
    Ok(Usage {
        success: libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        max_rss_kib: usage.ru_maxrss as u64,
    })
}

async fn measure_child_cost(dir: &Path, n: usize) -> std::io::Result<Duration> {
    let start = Instant::now();
    for i in 0..n {
        tokio::process::Command::new("bash")
            .arg("-c")
            .arg(format!("echo hi {i}"))
            .current_dir(dir)
            .output()
            .await?;
    }
    Ok(start.elapsed() / n as u32)
}

/// Median of 50 runs of a command that starts and exits at once.
async fn measure_start(cmd: &mut std::process::Command) -> std::io::Result<Duration> {
    let mut times = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        cmd.output()?;
        times.push(start.elapsed());
    }
    times.sort();
    Ok(times[times.len() / 2])
}

async fn serve(mut sock: TcpStream, turns: usize, tool: Tool, think: Duration, seen: Arc<Mutex<Seen>>) {
    let mut buf = Vec::with_capacity(64 * 1024);
    loop {
        // Read one request: headers, then Content-Length bytes of body.
        let header_end = loop {
            if let Some(p) = find(&buf, b"\r\n\r\n") {
                break p + 4;
            }
            let mut chunk = [0u8; 16384];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        };
        let head = String::from_utf8_lossy(&buf[..header_end]).to_ascii_lowercase();
        let len: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:").map(|v| v.trim().parse().unwrap_or(0)))
            .unwrap_or(0);
        while buf.len() < header_end + len {
            let mut chunk = [0u8; 65536];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
        if !think.is_zero() {
            tokio::time::sleep(think).await;
        }
        let arrived = Instant::now();
        if let Ok(mut s) = seen.lock() {
            if s.first_request.is_none() {
                s.first_request = Some(arrived);
            }
            if let Some(last) = s.last_response {
                s.gaps.push(arrived - last);
            }
        }
        let body = &buf[header_end..header_end + len];
        let done = count(body, b"\"role\":\"tool\"");
        let sse = if done < turns {
            tool_call_sse(done, tool)
        } else {
            text_sse()
        };
        let response = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\n\r\n{sse}",
            sse.len()
        );
        buf.drain(..header_end + len);
        let written = sock.write_all(response.as_bytes()).await;
        let now = Instant::now();
        if let Ok(mut s) = seen.lock() {
            s.mock += now - arrived;
            s.served += 1;
            s.last_response = Some(now);
        }
        if written.is_err() {
            return;
        }
    }
}

fn find(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

fn count(h: &[u8], n: &[u8]) -> usize {
    h.windows(n.len()).filter(|w| *w == n).count()
}

fn tool_call_sse(n: usize, tool: Tool) -> String {
    let (name, args) = match tool {
        Tool::Shell => ("shell", serde_json::json!({"command": format!("echo hi {n}")})),
        Tool::ReadFile => ("read_file", serde_json::json!({"path": READ_PATH})),
    };
    let args = args.to_string();
    let start = serde_json::json!({"choices": [{"index": 0, "delta": {"role": "assistant", "content": null, "tool_calls": [{"index": 0, "id": format!("call_{n}"), "type": "function", "function": {"name": name, "arguments": args}}]}, "finish_reason": null}]});
    let end = serde_json::json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}], "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}});
    format!("data: {start}\n\ndata: {end}\n\ndata: [DONE]\n\n")
}

fn text_sse() -> String {
    let a = serde_json::json!({"choices": [{"index": 0, "delta": {"role": "assistant", "content": "All done."}, "finish_reason": null}]});
    let b = serde_json::json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 100, "completion_tokens": 3, "total_tokens": 103}});
    format!("data: {a}\n\ndata: {b}\n\ndata: [DONE]\n\n")
}
