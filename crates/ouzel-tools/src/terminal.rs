//! The `shell` tool's commands in a terminal the front owns (an editor's, over ACP's
//! `terminal/*` methods) instead of a process ouzel starts itself, so the person watches the
//! command run where they work. The tool still decides everything it decides for its own
//! process (the command line, the workspace, the timeout, cancellation, what the model is
//! told); the front only runs it.
//!
//! A front's terminal runs outside ouzel's OS sandbox, so [`Shell`](crate::Shell) uses one only
//! when it has no sandbox to apply (`--sandbox danger-full-access`): there the command could do
//! the same from ouzel's own process, and the permission gate asks exactly as before. The
//! command starts with its standard input empty, and with the credential-looking variables of
//! the terminal's environment removed (those the shell passes through stay), as ouzel's own
//! process does.

use ouzel_core::{ToolContext, async_trait};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How long a request about a terminal that is ending (kill, output, release) may take before
/// the tool stops waiting for the front.
const FRONT_GRACE: Duration = Duration::from_secs(5);

/// A command as the front's terminal is asked to run it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TerminalCommand {
    /// The program (`bash`).
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// The directory it runs in (absolute: the workspace root).
    pub cwd: PathBuf,
    /// Variables set on top of the terminal's environment.
    pub env: Vec<(String, String)>,
    /// Bytes of output the front keeps; beyond it the front drops the beginning.
    pub output_limit: u64,
}

/// How a command in a front's terminal ended.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TerminalExit {
    /// The exit code, when it exited by itself.
    pub exit_code: Option<u32>,
    /// The signal that ended it, as the front names it.
    pub signal: Option<String>,
}

/// What a front's terminal printed (standard output and error together, as a terminal shows
/// them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TerminalOutput {
    /// The output kept.
    pub output: String,
    /// Whether the front dropped the beginning to stay within the limit.
    pub truncated: bool,
    /// How the command ended, when it has.
    pub exit: Option<TerminalExit>,
}

/// Terminals a front owns, one per command (ACP's `terminal/create`, `terminal/wait_for_exit`,
/// `terminal/kill`, `terminal/output`, `terminal/release`). `Err` carries the front's message.
#[async_trait]
pub trait Terminal: Send + Sync + std::fmt::Debug {
    /// Starts `command` in a new terminal, for the call `ctx` serves; returns the terminal's id.
    async fn create(&self, command: &TerminalCommand, ctx: &ToolContext) -> Result<String, String>;

    /// Waits until the command in terminal `id` ends.
    async fn wait_for_exit(&self, id: &str) -> Result<TerminalExit, String>;

    /// Kills the command in terminal `id` (the terminal stays, with its output).
    async fn kill(&self, id: &str) -> Result<(), String>;

    /// The output of terminal `id` so far.
    async fn output(&self, id: &str) -> Result<TerminalOutput, String>;

    /// Frees terminal `id` (killing its command if it still runs); its id is no longer valid.
    async fn release(&self, id: &str);
}

/// How a run in a front's terminal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ended {
    /// The command ended by itself.
    Exited(TerminalExit),
    /// The timeout passed; the command was killed.
    TimedOut,
    /// The call was cancelled; the command was killed.
    Cancelled,
}

/// Releases a terminal whose run was dropped half-way (the executor stops waiting for a
/// cancelled call): from a task of its own, since the drop cannot wait. Releasing kills the
/// command if it still runs.
struct Releaser {
    term: Arc<dyn Terminal>,
    id: Option<String>,
}

impl Drop for Releaser {
    fn drop(&mut self) {
        let Some(id) = self.id.take() else { return };
        let term = self.term.clone();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                if tokio::time::timeout(FRONT_GRACE, term.release(&id)).await.is_err() {
                    tracing::warn!(terminal = id, "the front did not answer terminal/release");
                }
            });
        }
    }
}

/// Runs `command` in a new terminal of `term` until it ends, `timeout` passes or the call is
/// cancelled (then it is killed), takes its output and releases the terminal (also when the
/// run is dropped before it ends). `Err`: the front could not start it, or lost it.
pub(crate) async fn run(
    term: &Arc<dyn Terminal>,
    command: &TerminalCommand,
    timeout: Duration,
    ctx: &ToolContext,
) -> Result<(Ended, Option<TerminalOutput>), String> {
    let id = term.create(command, ctx).await?;
    let mut releaser = Releaser {
        term: term.clone(),
        id: Some(id.clone()),
    };
    let ended = tokio::select! {
        exit = term.wait_for_exit(&id) => exit.map(Ended::Exited),
        () = tokio::time::sleep(timeout) => Ok(Ended::TimedOut),
        () = ctx.cancel.cancelled() => Ok(Ended::Cancelled),
    };
    if !matches!(ended, Ok(Ended::Exited(_))) {
        match tokio::time::timeout(FRONT_GRACE, term.kill(&id)).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tracing::warn!(terminal = id, "the front could not kill the command: {e}"),
            Err(_) => tracing::warn!(terminal = id, "the front did not answer terminal/kill"),
        }
    }
    let output = match &ended {
        Ok(Ended::Cancelled) => None,
        _ => match tokio::time::timeout(FRONT_GRACE, term.output(&id)).await {
            Ok(Ok(out)) => Some(out),
            Ok(Err(e)) => {
                tracing::warn!(terminal = id, "the front did not give the output: {e}");
                None
            }
            Err(_) => None,
        },
    };
    releaser.id = None;
    if tokio::time::timeout(FRONT_GRACE, term.release(&id)).await.is_err() {
        tracing::warn!(terminal = id, "the front did not answer terminal/release");
    }
    ended.map(|e| (e, output))
}

/// The arguments of `bash` that run `command` as `bash -c command` would, after emptying
/// standard input and removing from the environment every variable whose name looks like a
/// credential (see [`ouzel_core::secret_env::looks_like_secret`]) except those in `allow`.
pub(crate) fn bash_args(command: &str, allow: &[String]) -> Vec<String> {
    // Only names bash could hold; anything else cannot be in the environment sweep anyway.
    let allow: Vec<&str> = allow
        .iter()
        .map(String::as_str)
        .filter(|n| {
            !n.is_empty()
                && !n.starts_with(|c: char| c.is_ascii_digit())
                && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .collect();
    let script = format!(
        "exec </dev/null; for __v in $(compgen -e); do case \"${{__v^^}}\" in \
         *_API_KEY|*_TOKEN|*_SECRET|*_PASSWORD|*_ACCESS_KEY|*_SECRET_KEY|API_KEY) \
         case ' {} ' in *\" $__v \"*) ;; *) unset \"$__v\";; esac;; esac; done 2>/dev/null; \
         unset __v; exec bash -c \"$1\"",
        allow.join(" ")
    );
    vec!["-c".into(), script, "bash".into(), command.to_owned()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::secret_env::looks_like_secret;

    /// The sweep keeps exactly the variables ouzel's own shell would keep (run by real bash).
    #[test]
    fn the_sweep_removes_what_looks_like_a_credential_except_what_is_allowed() {
        let names = [
            "OPENAI_API_KEY",
            "gh_token",
            "MY_SECRET",
            "DB_PASSWORD",
            "AWS_ACCESS_KEY",
            "AWS_SECRET_KEY",
            "API_KEY",
            "ALLOWED_TOKEN",
            "TOKENIZER",
            "SECRETS_DIR",
            "PLAIN",
        ];
        let allow = vec!["ALLOWED_TOKEN".to_owned(), "bad name; rm -rf /".to_owned()];
        let args = bash_args(
            &format!(
                "for n in {}; do [ -n \"${{!n}}\" ] && echo $n; done; cat",
                names.join(" ")
            ),
            &allow,
        );
        let out = std::process::Command::new("bash")
            .args(&args)
            .envs(names.iter().map(|n| (*n, "x")))
            .stdin(std::process::Stdio::piped())
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let kept: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
        let expected: Vec<&str> = names
            .iter()
            .copied()
            .filter(|n| !looks_like_secret(n) || *n == "ALLOWED_TOKEN")
            .collect();
        assert_eq!(kept, expected, "and stdin is empty: `cat` read nothing");
    }

    #[test]
    fn the_command_runs_as_bash_c_would_run_it() {
        let args = bash_args("echo \"$0\" \"$#\"; exit 3", &[]);
        let out = std::process::Command::new("bash").args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(3));
        assert_eq!(String::from_utf8_lossy(&out.stdout), "bash 0\n");
    }
}
