//! Starting git: the one place in ouzel that does. Every run is confined by the shell's OS
//! sandbox (when one is configured) and gets the measures [`super::guard`] decides from the
//! repository's configuration, which is listed first (listing runs nothing the configuration
//! names). Runs go through [`process::run`]: own process group, timeout, cancellation, capped
//! output.

use super::fingerprint::{self, Fingerprint};
use super::guard::{self, Guard, SshEnv};
use super::{CAPTURE_CAP, GitOptions, messages, not_a_repo};
use crate::process::{self, ProcessOutput, RunOptions, Termination};
use crate::sandbox::{Confinement, SandboxMode};
use crate::workspace::{Access, resolve_in};
use ouzel_core::{ToolContext, ToolError};
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use tokio::process::Command;

/// Variables of ouzel's environment that would point git at another repository, index or
/// object store than the directory the tool resolved, or run an external diff.
const CLEARED_ENV: &[&str] = &[
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_INDEX_FILE",
    "GIT_COMMON_DIR",
    "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES",
    "GIT_NAMESPACE",
    "GIT_EXTERNAL_DIFF",
];

/// Guards decided from earlier listings, by directory and hook setting, each kept while the
/// files its configuration came from are unchanged ([`Fingerprint`]). A repository that
/// names its own work tree is never kept: where that lies is checked on every run.
static LISTED: Listed = Listed(Mutex::new(None));

/// Most directories kept; more are rare (the workspace and the directories the git tools are
/// pointed at), and the oldest are dropped all at once.
const LISTED_MAX: usize = 64;

/// A directory and whether hooks run.
type ListedKey = (PathBuf, bool);

/// A kept guard and what it was decided from, shared so a look-up copies nothing (issue 21).
type Kept = Arc<(Fingerprint, Arc<Guard>)>;

struct Listed(Mutex<Option<HashMap<ListedKey, Kept>>>);

impl Listed {
    fn get(&self, dir: &Path, hooks: bool) -> Option<Arc<Guard>> {
        let kept = {
            let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
            map.as_ref()?.get(&(dir.to_path_buf(), hooks))?.clone()
        };
        // The stats run outside the lock.
        kept.0.holds().then(|| kept.1.clone())
    }

    fn put(&self, dir: &Path, hooks: bool, fingerprint: Fingerprint, guard: &Arc<Guard>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let map = map.get_or_insert_with(HashMap::new);
        if map.len() >= LISTED_MAX {
            map.clear();
        }
        map.insert((dir.to_path_buf(), hooks), Arc::new((fingerprint, guard.clone())));
    }
}

/// Bytes of a configuration listing read; a longer one is not checked, and git not run.
const LISTING_CAP: usize = 16 * 1024 * 1024;

/// Why [`Git::open`] gave no git.
#[derive(Debug)]
pub(super) enum OpenError {
    /// The configuration could not be checked whole (a listing too long, stopped): git must
    /// not run, not even with the fixed measures only.
    Unchecked(ToolError),
    /// Listing failed as git fails in this directory (not a repository git will use, no git,
    /// a broken configuration): git run here fails the same way, or runs with the fixed
    /// measures.
    Failed(ToolError),
}

impl From<OpenError> for ToolError {
    fn from(e: OpenError) -> Self {
        match e {
            OpenError::Unchecked(e) | OpenError::Failed(e) => e,
        }
    }
}

/// The output of a git run that exited with status 0.
pub(super) struct GitRun {
    pub(super) stdout: String,
    pub(super) stderr: String,
}

/// Git, ready to run in a resolved directory of the workspace.
pub(super) struct Git<'a> {
    ctx: &'a ToolContext,
    dir: &'a Path,
    timeout: Duration,
    opts: &'a GitOptions,
    guard: Arc<Guard>,
    /// Network access inside the sandbox (push and pull).
    network: bool,
    /// The repository's own directories outside the workspace that git may write in a
    /// `workspace-write` sandbox (see [`Git::writing`]).
    git_dirs: Vec<PathBuf>,
}

impl<'a> Git<'a> {
    /// Lists the repository's configuration and decides what to neutralise; refuses a
    /// repository whose configuration puts its work tree outside the workspace.
    pub(super) async fn open(
        ctx: &'a ToolContext,
        dir: &'a Path,
        timeout: Duration,
        opts: &'a GitOptions,
    ) -> Result<Self, OpenError> {
        if let Some(guard) = LISTED.get(dir, opts.hooks) {
            return Ok(Self::with_guard(ctx, dir, timeout, opts, guard));
        }
        let mut git = Self::with_guard(ctx, dir, timeout, opts, Arc::new(guard::baseline(opts.hooks)));
        let listed_at = SystemTime::now();
        let args = super::os(&["config", "--list", "--show-scope", "--show-origin", "--null"]);
        // The submodules' names are read beside the listing, in the working tree git would find.
        let found = fingerprint::work_tree(dir).map(|(top, _)| top);
        let modules = async {
            match &found {
                Some(top) => Some(git.module_names(top).await),
                None => None,
            }
        };
        let (out, modules) = tokio::join!(git.spawn(&args, LISTING_CAP), modules);
        let out = out.map_err(OpenError::Failed)?;
        // A listing cut short or stopped would leave keys unseen that git, reading the files
        // whole, acts on: git is not run at all then.
        let unchecked = match out.termination {
            Termination::TimedOut => Some(format!("listing it took longer than {} s", timeout.as_secs_f64())),
            Termination::Exited { code: Some(0), .. } if out.stdout.omitted_bytes() > 0 => Some(format!(
                "its listing (`git config --list`) is larger than {} MiB",
                LISTING_CAP >> 20
            )),
            Termination::Cancelled => return Err(OpenError::Unchecked(ToolError::Cancelled)),
            Termination::Exited { .. } => None,
        };
        if let Some(why) = unchecked {
            return Err(OpenError::Unchecked(ToolError::failed(format!(
                "ouzel cannot check git's configuration in `{}` for programs git would run: {why}; git is not \
                 run (`git config --list --show-origin` shows where each setting comes from)",
                dir.display()
            ))));
        }
        let listing = git.finish(&args, out).map_err(OpenError::Failed)?;
        let entries = guard::parse_listing(&listing.stdout);
        let mut decided = guard::decide(&entries, &SshEnv::from_env(), opts.hooks);
        let top = if decided.own_worktree {
            Some(PathBuf::from(git.check_worktree().await.map_err(OpenError::Failed)?))
        } else {
            found.clone()
        };
        let mut sources = Vec::new();
        if let Some(top) = top {
            let names = match modules {
                Some(names) if Some(&top) == found.as_ref() => names?,
                // `core.worktree` put the working tree elsewhere: its `.gitmodules` counts.
                _ => git.module_names(&top).await?,
            };
            guard::keep_out_of_submodules(&mut decided, names.iter().map(String::as_str));
            if let Some((_, git_dir)) = fingerprint::work_tree(&top) {
                sources = fingerprint::module_sources(&top, &git_dir);
            }
        }
        git.guard = Arc::new(decided);
        if !git.guard.own_worktree
            && let Some(fingerprint) = Fingerprint::take(dir, &entries, &sources, listed_at)
        {
            LISTED.put(dir, opts.hooks, fingerprint, &git.guard);
        }
        Ok(git)
    }

    /// The names `.gitmodules` gives submodules, read where git reads them: the working tree
    /// at `top`'s own file, else the index's, else HEAD's (`git config` reads them, running
    /// nothing). Read whole or not at all, as the configuration is.
    async fn module_names(&self, top: &Path) -> Result<Vec<String>, OpenError> {
        let file = top.join(".gitmodules");
        let reads = if file.symlink_metadata().is_ok() {
            vec![
                self.names_in(top, &[OsString::from("--file"), file.into_os_string()])
                    .await,
            ]
        } else {
            // Read side by side; the first in git's order that has the file counts.
            let (in_index, in_head) = (
                super::os(&["--blob", ":.gitmodules"]),
                super::os(&["--blob", "HEAD:.gitmodules"]),
            );
            let (index, head) = tokio::join!(self.names_in(top, &in_index), self.names_in(top, &in_head));
            vec![index, head]
        };
        for read in reads {
            if let Some(names) = read? {
                return Ok(names);
            }
        }
        Ok(Vec::new())
    }

    /// The submodule names `.gitmodules` gives, read from `source` (`--file PATH` or `--blob
    /// REV:.gitmodules`); `None` where there is no such file.
    async fn names_in(&self, top: &Path, source: &[OsString]) -> Result<Option<Vec<String>>, OpenError> {
        let mut args = super::os(&["config", "--null", "--name-only", "--list"]);
        args.extend(source.iter().cloned());
        let out = self.spawn(&args, LISTING_CAP).await.map_err(OpenError::Failed)?;
        let why = match out.termination {
            Termination::Exited { code: Some(0), .. } if out.stdout.omitted_bytes() == 0 => {
                let names = out.stdout.render();
                return Ok(Some(
                    names
                        .split('\0')
                        .filter_map(guard::submodule_name)
                        .map(str::to_owned)
                        .collect(),
                ));
            }
            Termination::Exited { code: Some(0), .. } => format!("it is larger than {} MiB", LISTING_CAP >> 20),
            Termination::Exited { .. } => return Ok(None),
            Termination::Cancelled => return Err(OpenError::Unchecked(ToolError::Cancelled)),
            Termination::TimedOut => format!("reading it took longer than {} s", self.timeout.as_secs_f64()),
        };
        Err(OpenError::Unchecked(ToolError::failed(format!(
            "ouzel cannot check the submodules `.gitmodules` names in `{}`: {why}; git is not run",
            top.display()
        ))))
    }

    /// Git with the fixed measures only, without listing the configuration.
    pub(super) fn unlisted(ctx: &'a ToolContext, dir: &'a Path, opts: &'a GitOptions) -> Self {
        let baseline = Arc::new(guard::baseline(opts.hooks));
        Self::with_guard(ctx, dir, Duration::from_secs(10), opts, baseline)
    }

    fn with_guard(
        ctx: &'a ToolContext,
        dir: &'a Path,
        timeout: Duration,
        opts: &'a GitOptions,
        guard: Arc<Guard>,
    ) -> Self {
        Self {
            ctx,
            dir,
            timeout,
            opts,
            guard,
            network: false,
            git_dirs: Vec::new(),
        }
    }

    /// The same git, for a tool that changes the repository: in a `workspace-write` sandbox,
    /// the repository's git directory may lie outside the workspace, and git may write it when
    /// git itself vouches for it: the workspace is inside the repository's work tree (ouzel
    /// started in a subdirectory), or the workspace holds a linked worktree whose `.git` file
    /// and the git directory's `gitdir` file point at each other (`git worktree add`). A `.git`
    /// file alone, which anything in the workspace can write, makes nothing writable.
    pub(super) async fn writing(mut self) -> Self {
        let workspace_write = self
            .opts
            .sandbox
            .as_ref()
            .is_some_and(|s| s.mode == SandboxMode::WorkspaceWrite);
        if !workspace_write {
            return self;
        }
        let args = super::os(&[
            "rev-parse",
            "--path-format=absolute",
            "--show-toplevel",
            "--git-dir",
            "--git-common-dir",
        ]);
        let Ok(out) = self.run(&args).await else {
            return self;
        };
        let lines: Vec<PathBuf> = out.stdout.lines().map(PathBuf::from).collect();
        if let [top, git_dir, common] = lines.as_slice() {
            self.git_dirs = vouched_git_dirs(&self.ctx.workspace, top, git_dir, common);
        }
        self
    }

    /// The same git, allowed the network inside the sandbox: `git_push` and `git_pull` exist to
    /// reach a remote (they are high risk, so a person approves each call).
    pub(super) fn with_network(mut self) -> Self {
        self.network = true;
        self
    }

    /// `core.worktree` in the repository's config can name any directory; git would then read
    /// and write there. Allowed only inside the workspace (or an extra directory); gives the
    /// work tree's top.
    async fn check_worktree(&self) -> Result<String, ToolError> {
        let top = self
            .run(&super::os(&["rev-parse", "--show-toplevel"]))
            .await?
            .stdout
            .trim_end_matches('\n')
            .to_owned();
        match resolve_in(self.ctx, &top, Access::Read) {
            Ok(_) => Ok(top),
            Err(ToolError::OutsideWorkspace { .. }) => Err(ToolError::failed(format!(
                "the repository's configuration sets `core.worktree` to `{top}`, outside the workspace; git tools \
                 only work on files in the workspace. Remove the setting (`git config --unset core.worktree`) if \
                 it is not yours."
            ))),
            Err(e) => Err(e),
        }
    }

    /// Options `git pull` needs to keep the repository from naming the program run for a
    /// remote that is a local path (see [`Guard::upload_pack`]).
    pub(super) fn pull_options(&self) -> Vec<OsString> {
        self.guard
            .upload_pack
            .iter()
            .map(|p| OsString::from(format!("--upload-pack={p}")))
            .collect()
    }

    /// The same for `git push`.
    pub(super) fn push_options(&self) -> Vec<OsString> {
        self.guard
            .receive_pack
            .iter()
            .map(|p| OsString::from(format!("--receive-pack={p}")))
            .collect()
    }

    /// The measures as environment variables, for every git run (the tools', and a shell's
    /// whose commands may start git themselves): `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/
    /// `GIT_CONFIG_VALUE_n` (after any the user set; a key keeps any `=` in its subsection) and
    /// the variables the guard sets. What only a command-line option can do (`--upload-pack`,
    /// `--no-pager`, `--no-textconv`) the tools add themselves; a shell's git goes without.
    pub(super) fn shell_env(&self) -> Vec<(String, OsString)> {
        let first: usize = std::env::var("GIT_CONFIG_COUNT")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let mut env = Vec::new();
        for (i, (key, value)) in self.guard.config.iter().enumerate() {
            env.push((format!("GIT_CONFIG_KEY_{}", first + i), OsString::from(key)));
            env.push((format!("GIT_CONFIG_VALUE_{}", first + i), OsString::from(value)));
        }
        env.push((
            "GIT_CONFIG_COUNT".to_owned(),
            (first + self.guard.config.len()).to_string().into(),
        ));
        env.extend(self.guard.env.iter().map(|(k, v)| ((*k).to_owned(), v.clone())));
        env
    }

    fn command(&self, args: &[OsString]) -> Result<(Command, Confinement), ToolError> {
        let mut cmd = Command::new("git");
        cmd.arg("--no-pager")
            .arg("-C")
            .arg(self.dir)
            .args(args)
            .env("GIT_TERMINAL_PROMPT", "0")
            .env("GIT_PAGER", "cat")
            .env("PAGER", "cat")
            // Paths are literal: a `*` or `:(exclude)` in a path given by the model is a name.
            .env("GIT_LITERAL_PATHSPECS", "1")
            // Messages in English (translations are looked up through LANGUAGE first), so
            // failures such as "not a git repository" can be recognised; the locale itself
            // (character set, dates) is left alone.
            .env("LANGUAGE", "en");
        for name in CLEARED_ENV {
            cmd.env_remove(name);
        }
        // The measures travel as `GIT_CONFIG_*` variables, never as `-c key=value`: git splits
        // `-c` at the first `=`, so a pin of `filter.a=b.clean` would set the key `filter.a`
        // and leave the repository's filter named `a=b` in force.
        cmd.envs(self.shell_env());
        if let Some(spec) = &self.opts.sandbox {
            // git writes its own directory (index, objects, refs); its config and hooks stay read-only.
            let mut policy = spec.policy(&self.ctx.workspace).with_git_dir_writable();
            policy.network |= self.network;
            policy.writable_roots.extend(self.git_dirs.iter().cloned());
            let confinement = crate::sandbox::confine(&mut cmd, &policy)
                .map_err(|e| ToolError::failed(format!("{e}; git was not run")))?;
            Ok((cmd, confinement))
        } else {
            Ok((cmd, crate::sandbox::hardened()))
        }
    }

    /// Runs git; a non-zero exit is an error carrying git's message.
    pub(super) async fn run(&self, args: &[OsString]) -> Result<GitRun, ToolError> {
        let out = self.spawn(args, CAPTURE_CAP).await?;
        self.finish(args, out)
    }

    /// What a run of git with `args` that ended as `out` gives.
    fn finish(&self, args: &[OsString], out: ProcessOutput) -> Result<GitRun, ToolError> {
        let sub = args
            .iter()
            .find(|a| !a.to_string_lossy().starts_with('-'))
            .map(|a| a.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stdout = out.stdout.render();
        let stderr = out.stderr.render();
        match out.termination {
            Termination::Exited { code: Some(0), .. } => Ok(GitRun { stdout, stderr }),
            Termination::Exited { code, signal } => {
                if stderr.to_ascii_lowercase().contains("not a git repository") {
                    return Err(not_a_repo(self.ctx, self.dir));
                }
                let status = match (code, signal) {
                    (Some(c), _) => format!("exit code {c}"),
                    (None, Some(s)) => format!("killed by signal {s}"),
                    (None, None) => "no exit code".into(),
                };
                let mut message = format!("`git {sub}` failed ({status}):\n{}", messages(&stdout, &stderr));
                if self.read_only_sandbox() && stderr.contains("Read-only file system")
                    || self.read_only_sandbox() && stderr.contains("Permission denied")
                {
                    message.push_str(
                        "\n(the sandbox is read-only: git may not change the repository; a user can allow it with \
                         `--sandbox workspace-write`)",
                    );
                }
                Err(ToolError::failed(message))
            }
            Termination::TimedOut => Err(ToolError::failed(format!(
                "`git {sub}` timed out after {} s and was killed (a hook or the remote may be waiting for \
                 something); output so far:\n{}",
                self.timeout.as_secs_f64(),
                messages(&stdout, &stderr)
            ))),
            Termination::Cancelled => Err(ToolError::Cancelled),
        }
    }

    fn read_only_sandbox(&self) -> bool {
        self.opts
            .sandbox
            .as_ref()
            .is_some_and(|s| s.mode == SandboxMode::ReadOnly)
    }

    async fn spawn(&self, args: &[OsString], output_cap: usize) -> Result<ProcessOutput, ToolError> {
        let opts = RunOptions {
            timeout: self.timeout,
            output_cap,
            ..RunOptions::default()
        };
        let (cmd, confinement) = self.command(args)?;
        process::run(cmd, confinement, &opts, &self.ctx.cancel)
            .await
            .map_err(|e| ToolError::io("cannot run `git` (is it installed and on PATH?)", e))
    }
}

/// The git directories outside `workspace` that git may write (see [`Git::writing`]).
fn vouched_git_dirs(workspace: &Path, top: &Path, git_dir: &Path, common: &Path) -> Vec<PathBuf> {
    let canon = |p: &Path| std::fs::canonicalize(p).ok();
    let (Some(ws), Some(top), Some(git_dir), Some(common)) =
        (canon(workspace), canon(top), canon(git_dir), canon(common))
    else {
        return Vec::new();
    };
    let outside: Vec<PathBuf> = [git_dir.clone(), common.clone()]
        .into_iter()
        .filter(|d| !d.starts_with(&ws))
        .collect();
    if outside.is_empty() {
        return outside;
    }
    // ouzel runs in a subdirectory of the work tree: its `.git` directory is the repository's.
    if ws.starts_with(&top) && ws != top && git_dir == top.join(".git") && common == git_dir {
        return outside;
    }
    // A linked worktree in the workspace: `.git` is a file naming the git directory, and the
    // git directory names this `.git` file back.
    let dot_git = top.join(".git");
    let linked = top.starts_with(&ws)
        && dot_git.is_file()
        && std::fs::read_to_string(git_dir.join("gitdir"))
            .ok()
            .and_then(|back| canon(Path::new(back.trim_end())))
            .is_some_and(|back| back == dot_git)
        && git_dir.parent().is_some_and(|p| p == common.join("worktrees"));
    if linked { outside } else { Vec::new() }
}
