use assert_cmd::Command;
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

    /// `ouzel exec --json --base-url URL -m openai/test-model -C WORKSPACE`.
    pub fn exec_json(&self, base_url: &str) -> Command {
        let mut cmd = self.ouzel();
        cmd.args([
            "exec",
            "--json",
            "-m",
            "openai/test-model",
            "--base-url",
            base_url,
            "-C",
        ])
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
