//! The interactive UI, end to end: the real binary in a tmux pane against the scripted server.
//! The test types like a person (tmux send-keys) and reads the screen (capture-pane).

use crate::support::Env;
use ouzel_test::{ScriptedServer, openai};
use std::process::Command;
use std::time::Duration;

/// A tmux session running one command, on a tmux server of its own (so tests running at once
/// never meet a server another test is shutting down), killed when dropped.
pub(crate) struct Pane {
    name: String,
    /// The server's socket, in the test's temp dir so nothing is left behind.
    socket: String,
}

impl Pane {
    pub(crate) fn start(env: &Env, command: &str, width: u16, height: u16) -> Option<Self> {
        if Command::new("tmux").arg("-V").output().is_err() {
            return None;
        }
        let name = format!("ouzel-tui-{}-{}", std::process::id(), rand_suffix());
        let socket = env.config_home.path().join("tmux.sock").display().to_string();
        let status = Command::new("tmux")
            .args([
                "-S",
                &socket,
                "new-session",
                "-d",
                "-s",
                &name,
                "-x",
                &width.to_string(),
                "-y",
                &height.to_string(),
                command,
            ])
            .status()
            .unwrap();
        assert!(status.success());
        Some(Self { name, socket })
    }

    /// tmux, on this pane's own server.
    pub(crate) fn tmux(&self) -> Command {
        let mut c = Command::new("tmux");
        c.args(["-S", &self.socket]);
        c
    }

    pub(crate) fn screen(&self) -> String {
        let out = self
            .tmux()
            .args(["capture-pane", "-p", "-t", &self.name])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub(crate) fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.name];
        args.extend_from_slice(keys);
        assert!(self.tmux().args(&args).status().unwrap().success());
    }

    pub(crate) fn resize(&self, width: u16, height: u16) {
        let (w, h) = (width.to_string(), height.to_string());
        let args = ["resize-window", "-t", &self.name, "-x", &w, "-y", &h];
        assert!(self.tmux().args(args).status().unwrap().success());
    }

    /// Sends `signal` to the program the pane runs (the child of the pane's shell), with the
    /// shell's `kill` builtin and /proc, so no procps is needed.
    pub(crate) fn signal_program(&self, signal: &str) {
        let out = self
            .tmux()
            .args(["list-panes", "-t", &self.name, "-F", "#{pane_pid}"])
            .output()
            .unwrap();
        let shell = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        let children = std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|e| {
                let pid = e.ok()?.file_name().to_string_lossy().parse::<u32>().ok()?;
                let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
                // The parent pid is the second field after the command's closing parenthesis.
                let ppid = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.to_owned();
                (ppid == shell).then_some(pid)
            })
            .collect::<Vec<_>>();
        assert!(!children.is_empty(), "no program under the pane's shell {shell}");
        for pid in children {
            let kill = format!("kill -{signal} {pid}");
            assert!(Command::new("sh").args(["-c", &kill]).status().unwrap().success());
        }
    }

    /// Literal text, typed.
    pub(crate) fn type_text(&self, text: &str) {
        assert!(
            self.tmux()
                .args(["send-keys", "-t", &self.name, "-l", text])
                .status()
                .unwrap()
                .success()
        );
    }

    /// Waits until the screen shows `needle`; panics with the screen after 15 s.
    pub(crate) async fn wait_for(&self, needle: &str) -> String {
        let mut screen = String::new();
        for _ in 0..150 {
            screen = self.screen();
            if screen.contains(needle) {
                return screen;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the screen never showed {needle:?}:\n{screen}");
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = self.tmux().arg("kill-server").status();
    }
}

fn rand_suffix() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    N.fetch_add(1, Ordering::SeqCst)
}

fn tui_command(env: &Env, url: &str) -> String {
    format!(
        "env -i PATH=\"$PATH\" TERM=xterm-256color HOME={home} XDG_CONFIG_HOME={home} XDG_DATA_HOME={home}/data OPENAI_API_KEY=sk-test-sentinel-key {bin} -m openai/test-model --base-url {url} -C {ws} 2> {ws}/err.txt; echo EXITED $?; sleep 60",
        home = env.config_home.path().display(),
        bin = assert_cmd::cargo::cargo_bin("ouzel").display(),
        ws = env.path().display()
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tui_streams_asks_before_writing_and_exits_on_a_second_ctrl_c() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "c1",
            "write_file",
            r#"{"path": "approved.txt", "content": "yes"}"#,
        ))
        .await;
    server
        .push_sse(openai::text("## Done\n\nI wrote **approved.txt** for you."))
        .await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 100, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    let screen = pane.screen();
    assert!(
        screen.contains("openai/test-model"),
        "status line names the model:\n{screen}"
    );

    pane.type_text("please write the file");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("Allow write_file?").await;
    assert!(screen.contains("› please write the file"), "{screen}");
    assert!(screen.contains("path: approved.txt"), "{screen}");
    assert!(
        screen.contains("│ +yes"),
        "the question shows the change the write will make:\n{screen}"
    );
    assert!(screen.contains("[y] yes once"), "{screen}");
    assert!(
        screen.contains("? write_file approved.txt · awaiting approval"),
        "{screen}"
    );
    assert!(
        !env.path().join("approved.txt").exists(),
        "nothing is written before the answer"
    );

    pane.keys(&["y"]);
    let screen = pane.wait_for("I wrote approved.txt for you.").await;
    assert!(screen.contains("✓ write_file approved.txt"), "{screen}");
    assert!(screen.contains("## Done"), "the heading is rendered:\n{screen}");
    assert!(
        !screen.contains("**approved.txt**"),
        "Markdown markers are rendered away:\n{screen}"
    );
    assert_eq!(std::fs::read_to_string(env.path().join("approved.txt")).unwrap(), "yes");

    // The model saw the tool's result.
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2);
    let messages = bodies[1]["messages"].as_array().unwrap();
    assert!(messages.iter().any(|m| m["role"] == "tool"), "{messages:?}");

    // A resize lays the transcript out again for the new width.
    pane.resize(60, 20);
    let screen = pane.wait_for("I wrote approved.txt for").await;
    assert!(screen.contains("ask ouzel to do"), "{screen}");
    for line in screen.lines() {
        assert!(line.chars().count() <= 60, "{line:?}");
    }

    pane.resize(100, 30);
    // Saved, the session is shown by the id prefix that resumes it, not as "new".
    let screen = pane.wait_for("session 0").await;
    assert!(!screen.contains("new session"), "{screen}");

    pane.keys(&["C-c"]);
    pane.wait_for("press Ctrl-C again to exit").await;
    pane.keys(&["C-c"]);
    // The shell's line appears on the normal screen: the alternate screen was left.
    let screen = pane.wait_for("EXITED 0").await;
    assert!(!screen.contains("ask ouzel to do something"), "{screen}");
    let stderr = std::fs::read_to_string(env.path().join("err.txt")).unwrap_or_default();
    assert!(!stderr.contains("sk-test-sentinel-key"));
    // Leaving names the session and the command that continues it, with an id that works.
    let out = env.ouzel().args(["sessions", "list", "--json"]).output().unwrap();
    let listed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let id = listed[0]["id"].as_str().unwrap();
    let hint = stderr
        .lines()
        .find_map(|l| l.split_once("continue it with: ouzel --resume "))
        .map(|(_, short)| short.trim().to_owned())
        .unwrap_or_else(|| panic!("no resume hint on leaving: {stderr}"));
    assert!(hint.len() >= 8 && id.starts_with(&hint), "{hint} vs {id}");
    // What was sent is remembered for ↑ in the next run.
    let history = env.config_home.path().join("data/ouzel/prompt-history.jsonl");
    assert_eq!(
        std::fs::read_to_string(&history).unwrap(),
        "\"please write the file\"\n"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn esc_cancels_a_slow_turn_and_the_session_stays_usable() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse_after(openai::text("too late"), Duration::from_secs(30))
        .await;
    server.push_sse(openai::text("second answer")).await;
    server.push_sse(openai::text("third answer")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 80, 24) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("slow one");
    pane.keys(&["Enter"]);
    pane.wait_for("esc to interrupt").await;
    // Cancel only once the slow request is at the server: cancelled earlier, it would never
    // arrive and the next request would get the slow answer instead.
    for _ in 0..150 {
        if !server.request_bodies().await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    pane.keys(&["Escape"]);
    pane.wait_for("cancelled").await;
    pane.type_text("again");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("second answer").await;
    assert!(screen.contains("› again"), "{screen}");

    // Switching the model keeps the conversation: the next request carries it, to the new model.
    pane.type_text("/model openai/other-model");
    pane.keys(&["Enter"]);
    pane.wait_for("model: openai/other-model").await;
    pane.type_text("and now?");
    pane.keys(&["Enter"]);
    pane.wait_for("third answer").await;
    let bodies = server.request_bodies().await;
    let last = bodies.last().unwrap();
    assert_eq!(last["model"], "other-model");
    let said: Vec<String> = last["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "user")
        .map(|m| m["content"].to_string())
        .collect();
    assert!(said.iter().any(|c| c.contains("again")), "{said:?}");
    assert!(said.iter().any(|c| c.contains("and now?")), "{said:?}");
    pane.type_text("/quit");
    pane.keys(&["Enter"]);
    pane.wait_for("EXITED 0").await;
    // The saved session names the model it went on with.
    let out = env.ouzel().args(["sessions", "list", "--json"]).output().unwrap();
    let listed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(listed[0]["model"], "openai/other-model", "{listed}");
}

#[test]
fn without_a_terminal_the_tui_says_to_use_exec() {
    let env = Env::new();
    let out = env.ouzel().args(["-m", "openai/test-model"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("needs a terminal"), "{stderr}");
    assert!(stderr.contains("ouzel exec"), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_starts_a_fresh_session_and_resume_picks_the_old_one_back() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("the capital is Paris")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 100, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("capital of France?");
    pane.keys(&["Enter"]);
    pane.wait_for("the capital is Paris").await;
    pane.type_text("/new");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("new session").await;
    let screen = if screen.contains("capital of France?") {
        // The old transcript goes once the new session is in place.
        tokio::time::sleep(Duration::from_millis(500)).await;
        pane.screen()
    } else {
        screen
    };
    assert!(!screen.contains("the capital is Paris"), "{screen}");
    pane.type_text("/resume");
    pane.keys(&["Enter"]);
    pane.wait_for("Resume a session").await;
    let screen = pane.wait_for("capital of France?").await;
    assert!(screen.contains("1 turn ·"), "{screen}");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("resumed session").await;
    assert!(screen.contains("the capital is Paris"), "{screen}");
    assert!(screen.contains("› capital of France?"), "{screen}");
    pane.type_text("/quit");
    pane.keys(&["Enter"]);
    pane.wait_for("EXITED 0").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_gives_the_terminal_back() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 80, 24) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("half a thought");
    pane.signal_program("TERM");
    let screen = pane.wait_for("EXITED").await;
    // Back on the normal screen, in cooked mode: the shell's own output is all there is.
    assert!(!screen.contains("half a thought"), "{screen}");
    assert!(!screen.contains("ask ouzel"), "{screen}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_z_suspends_to_the_shell_and_fg_brings_the_ui_back() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("back and answering")).await;
    let Some(pane) = Pane::start(
        &env,
        "env -i PATH=\"$PATH\" PS1='job$ ' bash --norc --noprofile -i",
        80,
        24,
    ) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("job$").await;
    let command = tui_command(&env, &server.base_url());
    // Only the program itself: the shell's job is what Ctrl-Z stops.
    let program = command.split(" 2>").next().unwrap();
    pane.type_text(program);
    pane.keys(&["Enter"]);
    pane.wait_for("ask ouzel to do something").await;
    pane.keys(&["C-z"]);
    let screen = pane.wait_for("Stopped").await;
    assert!(
        !screen.contains("ask ouzel"),
        "the terminal is the shell's again:\n{screen}"
    );
    pane.type_text("fg");
    pane.keys(&["Enter"]);
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("still there?");
    pane.keys(&["Enter"]);
    pane.wait_for("back and answering").await;
    pane.type_text("/quit");
    pane.keys(&["Enter"]);
    pane.wait_for("job$").await;
    pane.type_text("echo EXITED $?");
    pane.keys(&["Enter"]);
    pane.wait_for("EXITED 0").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_model_picker_lists_the_providers_models_and_switches() {
    use wiremock::matchers::{method, path};
    let env = Env::new();
    let server = ScriptedServer::start().await;
    wiremock::Mock::given(method("GET"))
        .and(path("/v1/models"))
        .respond_with(wiremock::ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "object": "list",
            "data": [{"id": "test-model", "object": "model"}, {"id": "qwen-coder", "object": "model"}]
        })))
        .mount(server.inner())
        .await;
    server.push_sse(openai::text("qwen here")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 100, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("/model");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("Switch model").await;
    let screen = if screen.contains("openai/qwen-coder") {
        screen
    } else {
        pane.wait_for("openai/qwen-coder").await
    };
    assert!(screen.contains("openai/test-model"), "{screen}");
    pane.type_text("qwen");
    pane.keys(&["Enter"]);
    pane.wait_for("model: openai/qwen-coder").await;
    pane.type_text("hello");
    pane.keys(&["Enter"]);
    pane.wait_for("qwen here").await;
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.last().unwrap()["model"], "qwen-coder");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plan_mode_pins_the_todo_list_refuses_writes_and_y_carries_the_plan_out() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let list = r#"{"items": [
        {"content": "look at notes.txt", "status": "done"},
        {"content": "write the new notes", "status": "in_progress"}
    ]}"#;
    server.push_sse(openai::tool_call("t1", "todo_write", list)).await;
    server
        .push_sse(openai::tool_call(
            "w1",
            "write_file",
            r#"{"path": "notes.txt", "content": "planned"}"#,
        ))
        .await;
    server.push_sse(openai::text("Plan: write notes.txt.")).await;
    // After the plan is accepted.
    server
        .push_sse(openai::tool_call(
            "w2",
            "write_file",
            r#"{"path": "notes.txt", "content": "planned"}"#,
        ))
        .await;
    server.push_sse(openai::text("Wrote notes.txt.")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 100, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("/plan");
    pane.keys(&["Enter"]);
    pane.wait_for("plan mode: ask for a plan").await;
    pane.type_text("plan the notes");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("Plan ready").await;
    // The list stays pinned above the prompt, replaced in place.
    assert!(screen.contains("Todo 1/2 done"), "{screen}");
    assert!(screen.contains("✓ look at notes.txt"), "{screen}");
    assert!(screen.contains("▸ write the new notes"), "{screen}");
    assert!(
        !screen.contains("Allow write_file?"),
        "plan mode refuses without asking:\n{screen}"
    );
    assert!(!env.path().join("notes.txt").exists());
    assert!(screen.contains(" plan"), "the status line shows plan mode:\n{screen}");
    let bodies = server.request_bodies().await;
    let denial = bodies[2]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["tool_call_id"] == "w1")
        .unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(denial.contains("plan mode"), "{denial}");

    pane.keys(&["y"]);
    pane.wait_for("Allow write_file?").await;
    pane.keys(&["y"]);
    let screen = pane.wait_for("Wrote notes.txt.").await;
    assert!(screen.contains("The plan is accepted: carry it out."), "{screen}");
    assert_eq!(
        std::fs::read_to_string(env.path().join("notes.txt")).unwrap(),
        "planned"
    );
    let bodies = server.request_bodies().await;
    let system = bodies[3]["messages"][0]["content"].as_str().unwrap();
    assert!(!system.contains("You are in plan mode"), "plan mode ended");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn skills_are_listed_and_a_slash_name_runs_one_narrowed_to_its_allowed_tools() {
    let env = Env::new();
    env.write(
        ".claude/skills/release-notes/SKILL.md",
        "---\nname: release-notes\ndescription: Write release notes from the log\nallowed-tools: Read\n---\nRead CHANGES.txt, then write the notes.\n",
    );
    env.write(".claude/commands/broken.md", "");
    env.write(".ouzel/commands/new.md", "Start something new.\n");
    std::fs::write(env.path().join(".claude/commands/broken.md"), b"ok\ncaf\xe9\n").unwrap();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "shell", r#"{"command": "echo x > out.txt"}"#))
        .await;
    server.push_sse(openai::text("Notes written.")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 120, 40) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    let screen = pane.wait_for("ask ouzel to do something").await;
    assert!(
        screen.contains("broken.md:2: not UTF-8"),
        "a bad command file is a warning naming its line:\n{screen}"
    );
    assert!(
        screen.contains("/new is a built-in command here"),
        "a command named like a built-in is pointed out:\n{screen}"
    );
    pane.type_text("/skills");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("Write release notes from the log").await;
    assert!(screen.contains("/release-notes"), "{screen}");

    pane.type_text("/rel");
    pane.keys(&["Tab"]);
    pane.type_text("for v2");
    pane.keys(&["Enter"]);
    let screen = pane.wait_for("Notes written.").await;
    assert!(
        screen.contains("› /release-notes for v2"),
        "the line typed is shown:\n{screen}"
    );
    assert!(
        !env.path().join("out.txt").exists(),
        "shell is not among the skill's tools"
    );
    let bodies = server.request_bodies().await;
    let user = bodies[0]["messages"].as_array().unwrap().last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        user.contains("Read CHANGES.txt, then write the notes.") && user.contains("for v2"),
        "{user}"
    );
    let result = bodies[1]["messages"].as_array().unwrap().last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(result.contains("skill:release-notes"), "{result}");
}

/// The names of the tools a request to the OpenAI wire offered.
fn offered_tools(body: &serde_json::Value) -> Vec<String> {
    body["tools"]
        .as_array()
        .map(|tools| {
            tools
                .iter()
                .filter_map(|t| t["function"]["name"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_request_waits_for_starting_mcp_servers_unless_sent_with_ctrl_s() {
    let env = Env::new();
    let bin = assert_cmd::cargo::cargo_bin("ouzel");
    // A server that takes seconds to start (ouzel's own MCP face, behind a sleep), and one
    // that fails with a word on stderr.
    env.config(&format!(
        "[mcp_servers.slow]\ncommand = \"sh\"\nargs = [\"-c\", \"sleep 6; exec {} mcp serve\"]\n\n\
         [mcp_servers.broken]\ncommand = \"sh\"\nargs = [\"-c\", \"echo boom-on-stderr >&2; exit 3\"]\n",
        bin.display()
    ));
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("sent at once")).await;
    server.push_sse(openai::text("sent after the wait")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 110, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    let screen = pane.wait_for("MCP servers starting: slow").await;
    assert!(
        screen.contains("ask ouzel to do something"),
        "the prompt does not wait:\n{screen}"
    );
    // The failing server is named, with what it said.
    let screen = pane.wait_for("boom-on-stderr").await;
    assert!(screen.contains("MCP server `broken`"), "{screen}");

    // Ctrl+S sends without waiting: the first request has none of the slow server's tools.
    pane.type_text("first");
    pane.keys(&["C-s"]);
    pane.wait_for("sent at once").await;
    let bodies = server.request_bodies().await;
    assert!(
        !offered_tools(&bodies[0]).iter().any(|t| t.starts_with("slow__")),
        "{:?}",
        offered_tools(&bodies[0])
    );

    // Enter waits for the server (the line above the prompt says so), then offers its tools.
    pane.type_text("second");
    pane.keys(&["Enter"]);
    // (The server sleeps 6 s before it starts: it is still starting now.)
    let screen = pane.wait_for("waiting for MCP servers: slow").await;
    assert!(screen.contains("ctrl+s to send now"), "{screen}");
    assert_eq!(server.request_bodies().await.len(), 1, "nothing is sent while it waits");
    pane.wait_for("sent after the wait").await;
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2);
    let tools = offered_tools(&bodies[1]);
    assert!(tools.iter().any(|t| t == "slow__read_file"), "{tools:?}");
    pane.keys(&["C-c", "C-c"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_image_attached_with_slash_image_goes_with_the_next_message() {
    let env = Env::new();
    // The mock's model takes images by config, as a local vision model would.
    env.config("[providers.openai.models.\"test-model\"]\nimages = true\n");
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    png.resize(2048, 1);
    std::fs::write(env.path().join("shot.png"), &png).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("a grey square")).await;
    let Some(pane) = Pane::start(&env, &tui_command(&env, &server.base_url()), 120, 30) else {
        println!("SKIPPED: tmux is not installed");
        return;
    };
    pane.wait_for("ask ouzel to do something").await;
    pane.type_text("/image nowhere.png");
    pane.keys(&["Enter"]);
    pane.wait_for("/image nowhere.png: cannot read it").await;
    pane.type_text("/image shot.png");
    pane.keys(&["Enter"]);
    pane.wait_for("attached [image: image/png, 2 KB] (shot.png)").await;
    pane.type_text("what is it?");
    pane.keys(&["Enter"]);
    pane.wait_for("a grey square").await;
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 1);
    let user = bodies[0]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .rfind(|m| m["role"] == "user")
        .unwrap();
    let data = ouzel::core::Image::from_bytes(&png).unwrap().data;
    assert_eq!(
        user["content"],
        serde_json::json!([
            {"type": "image_url", "image_url": {"url": format!("data:image/png;base64,{data}")}},
            {"type": "text", "text": "what is it?"},
        ])
    );
}
