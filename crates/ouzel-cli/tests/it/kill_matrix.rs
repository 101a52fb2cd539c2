//! The kill matrix (issue 18): `ouzel exec` is killed with SIGKILL at random points of runs that
//! make parallel reads, writes and slow shell calls, over several model calls and user turns;
//! `ouzel run` is killed the same way while its entry agent waits for a sub-agent. Then each
//! session is resumed — `exec --resume ID` without a prompt, sometimes with one — against a
//! provider that answers from the conversation's state, since after a kill nobody knows where
//! the run stood. Required: every session stays readable (`sessions show`), no request the
//! provider receives carries a tool call without its result, every resume completes, and files
//! the runs wrote are whole.
//!
//! Kill points (a delay after start, or the n-th event of a random type plus a short delay) and
//! the provider's delays come from a seeded PRNG; the seed is printed, and `OUZEL_KILL_SEED=N`
//! replays the same points (the timing of what runs when still varies).

use crate::support::{Env, history_problems};
use ouzel_test::{ScriptedServer, openai};
use serde_json::{Value, json};
use std::io::BufRead;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use wiremock::ResponseTemplate;

/// Kills to make, at least.
const KILLS: usize = 200;
/// Cases run at once: the processes mostly wait (shell sleeps, provider delays).
const WORKERS: usize = 8;
/// One case in this many kills `ouzel run` (a sub-agent) instead of `ouzel exec`.
const RUN_EVERY: usize = 6;

/// splitmix64: small, seeded, good enough to spread kill points.
#[derive(Debug, Clone)]
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

// ---------------------------------------------------------------------------------------------
// The provider: answers from where the conversation stands.

/// The user turn (1-based: how many user messages) and how many answers the model gave since
/// the last user message.
fn position(body: &Value) -> (usize, usize) {
    let msgs = body["messages"].as_array().cloned().unwrap_or_default();
    let turn = msgs.iter().filter(|m| m["role"] == "user").count();
    let last_user = msgs.iter().rposition(|m| m["role"] == "user").map_or(0, |i| i + 1);
    let answers = msgs[last_user..].iter().filter(|m| m["role"] == "assistant").count();
    (turn, answers)
}

fn offers(body: &Value, tool: &str) -> bool {
    body["tools"]
        .as_array()
        .is_some_and(|t| t.iter().any(|t| t["function"]["name"] == tool))
}

/// What `write_file` writes in turn `turn`: large enough that a kill can land mid-write.
fn written(turn: usize) -> String {
    format!("turn {turn}\n").repeat(4000)
}

/// A worker's turn: parallel reads, then two writes, then a slow shell call, then the answer.
fn worker_answer(turn: usize, answers: usize) -> String {
    let id = |i: usize| format!("c{turn}_{answers}_{i}");
    match answers {
        0 => openai::tool_calls(&[
            (&id(0), "read_file", r#"{"path": "notes.txt"}"#),
            (&id(1), "read_file", r#"{"path": "src/lib.rs"}"#),
            (&id(2), "list_files", r#"{"path": "."}"#),
        ]),
        1 => {
            let write = json!({"path": format!("out/turn{turn}.txt"), "content": written(turn)}).to_string();
            let edit =
                json!({"path": "src/lib.rs", "old_string": "// end", "new_string": format!("// turn {turn}\n// end")})
                    .to_string();
            openai::tool_calls(&[(&id(0), "write_file", &write), (&id(1), "edit_file", &edit)])
        }
        2 => {
            let cmd = json!({"command": format!("sleep 0.1; echo turn {turn} >> shell.log")}).to_string();
            openai::tool_call(&id(0), "shell", &cmd)
        }
        _ => openai::text(&format!("turn {turn} done")),
    }
}

/// The entry agent of the `ouzel run` project: delegates to `helper`, then answers.
fn boss_answer(answers: usize) -> String {
    match answers {
        0 => openai::tool_call("b0", "helper", r#"{"input": "do the work"}"#),
        _ => openai::text("the helper did the work"),
    }
}

/// A server that answers each request from its body, after a small random delay (now and then
/// a longer one, so kills land while the run waits for the model).
async fn stateful_server(seed: u64) -> ScriptedServer {
    let server = ScriptedServer::start().await;
    let rng = Mutex::new(Rng(seed));
    server
        .answer_by(move |body| {
            let (turn, answers) = position(body);
            let sse = if offers(body, "helper") {
                boss_answer(answers)
            } else {
                worker_answer(turn, answers)
            };
            let delay = {
                let mut r = rng.lock().unwrap();
                if r.chance(10) { 100 + r.below(150) } else { r.below(30) }
            };
            ResponseTemplate::new(200)
                .set_body_raw(sse, "text/event-stream")
                .set_delay(Duration::from_millis(delay))
        })
        .await;
    server
}

// ---------------------------------------------------------------------------------------------
// Killing.

const EVENT_TYPES: &[&str] = &[
    "session_started",
    "state_changed",
    "tool_call_start",
    "tool_call_delta",
    "tool_call",
    "permission_decision",
    "tool_batch_started",
    "tool_result",
    "usage",
    "text_delta",
    "text",
];

/// When to send SIGKILL.
#[derive(Debug, Clone, Copy)]
enum KillPoint {
    /// This long after the process started.
    After(Duration),
    /// When the `nth` event of this type shows on stdout, then after `then`.
    OnEvent {
        ty: &'static str,
        nth: usize,
        then: Duration,
    },
}

impl KillPoint {
    fn random(rng: &mut Rng) -> Self {
        if rng.chance(40) {
            Self::After(Duration::from_millis(rng.below(700)))
        } else {
            Self::OnEvent {
                ty: rng.pick(EVENT_TYPES),
                nth: 1 + rng.below(3) as usize,
                then: Duration::from_millis(if rng.chance(50) { 0 } else { rng.below(25) }),
            }
        }
    }
}

/// A run that may have been killed.
struct Ran {
    killed: bool,
    session: Option<String>,
}

/// Runs `cmd` (which prints JSON events) and kills it at `point` unless it ended first.
fn run_and_kill(mut cmd: Command, point: KillPoint) -> Result<Ran, String> {
    cmd.stdout(Stdio::piped()).stderr(Stdio::null());
    let mut child = cmd.spawn().map_err(|e| format!("cannot start ouzel: {e}"))?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let (fire, fired) = std::sync::mpsc::channel::<()>();
    let reader = std::thread::spawn(move || {
        let mut events = Vec::new();
        let mut seen = 0;
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // A killed writer can leave half a line.
            let Ok(v) = serde_json::from_str::<Value>(&line) else {
                continue;
            };
            if let KillPoint::OnEvent { ty, nth, .. } = point
                && v["type"] == ty
            {
                seen += 1;
                if seen == nth {
                    let _ = fire.send(());
                }
            }
            events.push(v);
        }
        events
    });
    let kill = match point {
        // Disconnected: stdout closed, the run is over.
        KillPoint::After(delay) => matches!(
            fired.recv_timeout(delay),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout)
        ),
        KillPoint::OnEvent { then, .. } => match fired.recv_timeout(Duration::from_secs(60)) {
            Ok(()) => {
                std::thread::sleep(then);
                true
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("ouzel hung for 60 s before {point:?}"));
            }
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => false,
        },
    };
    if kill {
        let _ = child.kill();
    }
    let status = child.wait().map_err(|e| format!("waiting for ouzel: {e}"))?;
    let events = reader.join().map_err(|_| "the reader panicked")?;
    let session = events
        .iter()
        .find(|e| e["type"] == "session_started" && e.get("path").is_none())
        .and_then(|e| e["session_id"].as_str())
        .map(str::to_owned);
    Ok(Ran {
        killed: status.signal() == Some(9),
        session,
    })
}

/// `ouzel exec --json --approve-all` against `server`, with these extra arguments.
fn exec(env: &Env, server: &str, args: &[&str]) -> Command {
    let mut cmd = env.exec_approving_std(server);
    cmd.args(args);
    cmd
}

/// The sessions `ouzel sessions list` shows (each case has its own data directory).
fn listed_sessions(env: &Env) -> Vec<String> {
    let Ok(out) = env.ouzel_std().args(["sessions", "list"]).output() else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .filter(|id| id.len() == 36)
        .map(str::to_owned)
        .collect()
}

/// `ouzel sessions show ID` succeeds.
fn show(env: &Env, id: &str) -> Result<(), String> {
    let out = env
        .ouzel_std()
        .args(["sessions", "show", id])
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "`sessions show {id}` failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Whether the session holds a turn without its answer: messages whose last is not a final
/// answer. (A run killed before it stored the user's message leaves an empty session: no turn.)
fn turn_unanswered(env: &Env, id: &str) -> bool {
    let Ok(out) = env
        .ouzel_std()
        .args(["sessions", "export", id, "--format", "json"])
        .output()
    else {
        return true;
    };
    let export: Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let Some(last) = export["messages"].as_array().and_then(|m| m.last()).cloned() else {
        return false;
    };
    last["role"] != "assistant"
        || last["content"]
            .as_array()
            .is_some_and(|c| c.iter().any(|b| b["type"] == "tool_use"))
}

/// How a run that was not killed ended: `Ok` when the top-level run completed.
fn completed(out: &std::process::Output) -> Result<(), String> {
    let events = ouzel_test::parse_events(&out.stdout);
    let finished = events
        .iter()
        .rev()
        .find(|e| e["type"] == "finished" && e.get("path").is_none());
    if out.status.success() && finished.is_some_and(|f| f["reason"] == "completed") {
        return Ok(());
    }
    let errors: Vec<&Value> = events.iter().filter(|e| e["type"] == "error").collect();
    Err(format!(
        "exit {:?}, finished {finished:?}, errors {errors:?}, stderr {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    ))
}

fn nothing_to_resume(out: &std::process::Output) -> bool {
    ouzel_test::parse_events(&out.stdout)
        .iter()
        .any(|e| e["type"] == "error" && e["message"].as_str().is_some_and(|m| m.contains("no unfinished turn")))
}

// ---------------------------------------------------------------------------------------------
// Cases.

#[derive(Debug, Default)]
struct Tally {
    kills: usize,
    exec_kills: usize,
    run_kills: usize,
    resumes: usize,
    resumes_with_prompt: usize,
    nothing_to_resume: usize,
    before_session: usize,
    shows: usize,
    requests: usize,
    failures: Vec<String>,
}

impl Tally {
    fn add(&mut self, o: Tally) {
        self.kills += o.kills;
        self.exec_kills += o.exec_kills;
        self.run_kills += o.run_kills;
        self.resumes += o.resumes;
        self.resumes_with_prompt += o.resumes_with_prompt;
        self.nothing_to_resume += o.nothing_to_resume;
        self.before_session += o.before_session;
        self.shows += o.shows;
        self.requests += o.requests;
        self.failures.extend(o.failures);
    }
}

fn workspace() -> Env {
    let env = Env::new();
    env.write("notes.txt", "remember the milk\n");
    env.write("src/lib.rs", "pub fn f() {}\n// end\n");
    env
}

/// Files the runs wrote are whole: each `out/turnN.txt` is absent or has all its content.
fn check_files(env: &Env, t: &mut Tally) {
    let Ok(dir) = std::fs::read_dir(env.path().join("out")) else {
        return;
    };
    for entry in dir.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(turn) = name
            .strip_prefix("turn")
            .and_then(|n| n.strip_suffix(".txt"))
            .and_then(|n| n.parse::<usize>().ok())
        else {
            continue;
        };
        if std::fs::read_to_string(entry.path()).ok() != Some(written(turn)) {
            t.failures.push(format!("out/{name} is not whole"));
        }
    }
}

/// Every request the server received sends a consistent history.
fn check_requests(bodies: &[Value], t: &mut Tally) {
    t.requests += bodies.len();
    for (i, body) in bodies.iter().enumerate() {
        for p in history_problems(body) {
            t.failures.push(format!("request {i}: {p}"));
        }
    }
}

/// One `ouzel exec` case: a run killed at a random point, sometimes a no-prompt resume killed
/// again, then a resume (usually without a prompt) that must complete.
fn exec_case(rt: &tokio::runtime::Handle, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    let env = workspace();
    let server = rt.block_on(stateful_server(rng.next()));
    let url = server.base_url();

    let point = KillPoint::random(rng);
    let first = match run_and_kill(exec(&env, &url, &["task one"]), point) {
        Ok(r) => r,
        Err(e) => {
            t.failures.push(format!("first run: {e}"));
            return t;
        }
    };
    let mut notes = vec![format!("first run killed at {point:?}: {}", first.killed)];
    if first.killed {
        t.kills += 1;
    }
    let Some(id) = first
        .session
        .clone()
        .or_else(|| listed_sessions(&env).into_iter().next())
    else {
        // Killed before the session was created: nothing to resume, a new run starts clean.
        t.before_session += 1;
        let out = exec(&env, &url, &["task one again"]).output().unwrap();
        if let Err(e) = completed(&out) {
            t.failures
                .push(format!("a new run after a kill before any session: {e}"));
        }
        check_requests(&rt.block_on(server.request_bodies()), &mut t);
        return t;
    };
    check_show(&env, &id, &notes, &mut t);

    let mut nth_turn = 2;
    if first.killed && rng.chance(30) {
        // Kill the resume too.
        let point = KillPoint::random(rng);
        match run_and_kill(exec(&env, &url, &["--resume", &id]), point) {
            Ok(r) => {
                notes.push(format!("no-prompt resume killed at {point:?}: {}", r.killed));
                if r.killed {
                    t.kills += 1;
                } else {
                    t.resumes += 1;
                }
                check_show(&env, &id, &notes, &mut t);
            }
            Err(e) => t.failures.push(format!("resume to kill: {e}")),
        }
    }

    let with_prompt = rng.chance(25);
    let prompt = format!("task {nth_turn}");
    let mut args = vec!["--resume", id.as_str()];
    if with_prompt {
        args.push(&prompt);
        t.resumes_with_prompt += 1;
        nth_turn += 1;
    }
    t.resumes += 1;
    let mut out = exec(&env, &url, &args).output().unwrap();
    if !with_prompt && !out.status.success() && nothing_to_resume(&out) {
        // Right only when the killed turn had ended (its answer stored) or never began (killed
        // before the user's message was stored: an empty session).
        t.nothing_to_resume += 1;
        if turn_unanswered(&env, &id) {
            t.failures.push(format!(
                "session {id}: `--resume` finds no unfinished turn, yet its turn has no answer ({})",
                notes.join("; ")
            ));
        }
        let prompt = format!("task {nth_turn}");
        out = exec(&env, &url, &["--resume", &id, &prompt]).output().unwrap();
        t.resumes += 1;
        t.resumes_with_prompt += 1;
    }
    if let Err(e) = completed(&out) {
        t.failures
            .push(format!("resume of {id} did not complete: {e} ({})", notes.join("; ")));
    }
    check_show(&env, &id, &notes, &mut t);
    check_files(&env, &mut t);
    check_requests(&rt.block_on(server.request_bodies()), &mut t);
    t
}

/// `sessions show` succeeds; `notes` say how the session got where it is.
fn check_show(env: &Env, id: &str, notes: &[String], t: &mut Tally) {
    t.shows += 1;
    if let Err(e) = show(env, id) {
        t.failures.push(format!("{e} ({})", notes.join("; ")));
    }
}

/// A project whose entry agent `boss` calls the agent `helper`, which reads, writes and runs
/// the shell.
fn project() -> Env {
    let env = workspace();
    env.write("ouzel.toml", "[entry]\nagent = \"boss\"\n");
    env.write(
        "boss.agent",
        "---\nname: boss\nmodel: openai/test-model\ntoolsets: [helper]\n---\nDelegate the work to helper.\n",
    );
    env.write(
        "helper.agent",
        "---\nname: helper\nmodel: openai/test-model\ndescription: Does the work.\ntoolsets: [read_file, list_files, write_file, edit_file, shell]\n---\nDo the work.\n",
    );
    env
}

fn ouzel_run(env: &Env, server: &str) -> Command {
    let mut cmd = env.ouzel_std();
    cmd.args(["run", "--json", "--approve-all", "--base-url", server, "-C"])
        .arg(env.path())
        .arg("go");
    cmd
}

/// One `ouzel run` case: killed at a random point (often inside the sub-agent). `ouzel run`
/// keeps no session (there is no `run --resume`), so the check is that a new run on the same
/// project completes, that no request carried a dangling call, and that the files are whole.
fn run_case(rt: &tokio::runtime::Handle, rng: &mut Rng) -> Tally {
    let mut t = Tally::default();
    let env = project();
    let server = rt.block_on(stateful_server(rng.next()));
    let url = server.base_url();
    let point = KillPoint::random(rng);
    match run_and_kill(ouzel_run(&env, &url), point) {
        Ok(r) => {
            if r.killed {
                t.kills += 1;
            }
        }
        Err(e) => t.failures.push(format!("ouzel run: {e}")),
    }
    let out = ouzel_run(&env, &url).output().unwrap();
    if let Err(e) = completed(&out) {
        t.failures.push(format!(
            "a new `ouzel run` after a kill at {point:?} did not complete: {e}"
        ));
    }
    let sub_agent_ran = ouzel_test::parse_events(&out.stdout)
        .iter()
        .any(|e| e["type"] == "tool_result" && e["path"] == json!(["helper:b0"]));
    if !sub_agent_ran {
        t.failures
            .push("the new `ouzel run` did not reach the sub-agent's tools".into());
    }
    check_files(&env, &mut t);
    check_requests(&rt.block_on(server.request_bodies()), &mut t);
    t
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_two_hundred_random_points_then_resume_leaves_sessions_readable_and_histories_whole() {
    let seed = std::env::var("OUZEL_KILL_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    println!("kill matrix seed: {seed} (replay with OUZEL_KILL_SEED={seed})");
    let began = Instant::now();
    let kills = Arc::new(AtomicUsize::new(0));
    let next_case = Arc::new(AtomicUsize::new(0));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut workers = Vec::new();
    for _ in 0..WORKERS {
        let (kills, next_case, tally) = (kills.clone(), next_case.clone(), tally.clone());
        let rt = tokio::runtime::Handle::current();
        workers.push(tokio::task::spawn_blocking(move || {
            while kills.load(Ordering::SeqCst) < KILLS {
                let case = next_case.fetch_add(1, Ordering::SeqCst);
                // Each case's points follow from the seed and its number, whichever worker runs it.
                let mut rng = Rng(seed ^ (case as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
                let mut result = if case % RUN_EVERY == RUN_EVERY - 1 {
                    let r = run_case(&rt, &mut rng);
                    Tally {
                        run_kills: r.kills,
                        ..r
                    }
                } else {
                    let r = exec_case(&rt, &mut rng);
                    Tally {
                        exec_kills: r.kills,
                        ..r
                    }
                };
                for f in &mut result.failures {
                    *f = format!("case {case}: {f}");
                }
                kills.fetch_add(result.kills, Ordering::SeqCst);
                tally.lock().unwrap().add(result);
            }
        }));
    }
    for w in workers {
        w.await.unwrap();
    }
    let t = std::mem::take(&mut *tally.lock().unwrap());
    println!(
        "kill matrix: {} cases, {} kills ({} of `ouzel exec`, {} of `ouzel run` with a sub-agent), {} resumes ({} with a prompt; {} found no unfinished turn: it had ended, or never began), {} killed before their session existed, {} `sessions show`, {} requests checked, {} failures, {:.1} s",
        next_case.load(Ordering::SeqCst),
        t.kills,
        t.exec_kills,
        t.run_kills,
        t.resumes,
        t.resumes_with_prompt,
        t.nothing_to_resume,
        t.before_session,
        t.shows,
        t.requests,
        t.failures.len(),
        began.elapsed().as_secs_f64()
    );
    assert!(t.kills >= KILLS);
    assert!(t.failures.is_empty(), "seed {seed}: {:#?}", t.failures);
}
