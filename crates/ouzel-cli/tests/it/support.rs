use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;
use tempfile::TempDir;

/// A temp workspace and a temp config home, isolated from the user's.
pub struct Env {
    pub workspace: TempDir,
    pub config_home: TempDir,
}

impl Env {
    pub fn new() -> Self {
        Self {
            workspace: tempfile::tempdir().unwrap(),
            config_home: tempfile::tempdir().unwrap(),
        }
    }

    pub fn write(&self, rel: &str, content: &str) {
        let p = self.workspace.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }

    pub fn config(&self, toml: &str) {
        let dir = self.config_home.path().join("ouzel");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("config.toml"), toml).unwrap();
    }

    /// `ouzel` with a clean environment pointing at the temp dirs.
    pub fn ouzel(&self) -> Command {
        Command::from_std(self.ouzel_std())
    }

    /// The same as [`Self::ouzel`], as a plain `std::process::Command` (for tests that signal it).
    pub fn ouzel_std(&self) -> std::process::Command {
        let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("ouzel"));
        cmd.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", self.config_home.path())
            .env("XDG_CONFIG_HOME", self.config_home.path())
            .env("XDG_DATA_HOME", self.config_home.path().join("data"))
            .env("OPENAI_API_KEY", "sk-test-sentinel-key")
            .current_dir(self.workspace.path());
        cmd
    }

    /// `ouzel exec --json -m openai/test-model --base-url URL` in the workspace, as a
    /// `std::process::Command` (for tests that need the child: its pid, its stdout as it comes).
    pub fn exec_json_std(&self, base_url: &str) -> std::process::Command {
        let mut cmd = self.ouzel_std();
        cmd.args(["exec", "--json", "-m", "openai/test-model", "--base-url", base_url]);
        cmd
    }

    /// `ouzel exec -m openai/test-model --base-url URL` in the workspace: text mode, answer on
    /// stdout and activity on stderr.
    pub fn exec_text(&self, base_url: &str) -> Command {
        let mut cmd = self.ouzel();
        cmd.args(["exec", "-m", "openai/test-model", "--base-url", base_url]);
        cmd
    }

    /// `ouzel exec --json --approve-all -m openai/test-model --base-url URL -C WORKSPACE`, as a
    /// plain `std::process::Command` (for tests that kill it).
    pub fn exec_approving_std(&self, base_url: &str) -> std::process::Command {
        let mut cmd = self.ouzel_std();
        cmd.args([
            "exec",
            "--json",
            "--approve-all",
            "-m",
            "openai/test-model",
            "--base-url",
            base_url,
            "-C",
        ])
        .arg(self.workspace.path());
        cmd
    }

    /// [`Self::exec_approving_std`] as an assert_cmd command.
    pub fn exec_approving(&self, base_url: &str) -> Command {
        Command::from_std(self.exec_approving_std(base_url))
    }

    /// `ouzel exec --json --base-url URL -m openai/test-model -C WORKSPACE`.
    pub fn exec_json(&self, base_url: &str) -> Command {
        self.exec_json_on("openai/test-model", base_url)
    }

    /// [`Self::exec_json`] with another model (`-m PROVIDER/MODEL`).
    pub fn exec_json_on(&self, model: &str, base_url: &str) -> Command {
        let mut cmd = self.ouzel();
        cmd.args(["exec", "--json", "-m", model, "--base-url", base_url, "-C"])
            .arg(self.workspace.path());
        cmd
    }

    pub fn path(&self) -> &Path {
        self.workspace.path()
    }
}

/// Runs a blocking command from inside an async test without stalling the mock server.
pub async fn run(mut cmd: Command) -> std::process::Output {
    tokio::task::spawn_blocking(move || cmd.output().unwrap())
        .await
        .unwrap()
}

/// What is wrong with the history a request sends: a tool call without its tool message right
/// after it (in call order), or a user message sent twice. Empty when it is consistent.
pub fn history_problems(body: &Value) -> Vec<String> {
    let Some(msgs) = body["messages"].as_array() else {
        return vec![format!("the request has no messages: {body}")];
    };
    let mut problems = Vec::new();
    for (i, m) in msgs.iter().enumerate() {
        if let Some(calls) = m["tool_calls"].as_array() {
            for (k, call) in calls.iter().enumerate() {
                match msgs.get(i + 1 + k) {
                    Some(answer) if answer["role"] == "tool" && answer["tool_call_id"] == call["id"] => {}
                    other => problems.push(format!(
                        "call {} of message {i} is not answered right after it (found {other:?})",
                        call["id"]
                    )),
                }
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for u in msgs.iter().filter(|m| m["role"] == "user") {
        if !seen.insert(u["content"].to_string()) {
            problems.push(format!("user message sent twice: {}", u["content"]));
        }
    }
    problems
}

/// Every tool call in the request has a tool message right after it, and no message repeats.
pub fn assert_history_is_valid(body: &Value) {
    let problems = history_problems(body);
    assert!(problems.is_empty(), "{problems:#?} in {:#?}", body["messages"]);
}
