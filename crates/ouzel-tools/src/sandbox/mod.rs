//! The OS sandbox for commands (`shell`, `run_tests`, and anything else that starts a program
//! for the model), in Codex's three modes. On Linux, a sandboxed command gets, between fork and
//! exec (prepared in the agent, so the agent's own process is never restricted):
//!
//! - **Landlock**: the file system read-only except the workspace and the session's temp dir
//!   (`workspace-write`), or entirely (`read-only`); TCP connect/bind refused without network.
//! - **Namespaces**: a PID namespace (the command is its PID 1: when it ends, or ouzel dies,
//!   every process it started ends too, `setsid` ones included, and a fresh `/proc` hides
//!   ouzel's), a mount namespace (the [`PROTECTED_PATHS`] of the workspace bind-mounted
//!   read-only over themselves, since Landlock cannot carve a subtree out of a writable one),
//!   and without network a network namespace (no interface but a down loopback: no UDP, no
//!   DNS, no raw sockets, no abstract Unix sockets of the host). As root these need no user
//!   namespace; otherwise one maps the user to itself.
//! - **Seccomp**, where namespaces cannot be made: without network, a filter refuses every
//!   socket but Unix and netlink ones (no TCP, UDP, DNS, raw or packet sockets).
//! - **Limits**: a cgroup `pids.max` where a pids cgroup is writable (else `RLIMIT_NPROC`),
//!   `RLIMIT_AS` and `RLIMIT_CPU`.
//!
//! What the kernel or the privileges do not allow is probed once and reported by
//! [`shortfalls`], never silently dropped. This module (with `sys.rs`) is the one place in the
//! workspace allowed `unsafe`.

#[cfg(target_os = "linux")]
mod cgroup;
#[cfg(target_os = "linux")]
mod seccomp;
#[cfg(target_os = "linux")]
pub(crate) mod spawn;
#[cfg(target_os = "linux")]
mod sys;

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

#[cfg(target_os = "linux")]
pub use sys::{
    WATCHDOG_ARG, die_with_parent_on_exec, enable_watchdog, harden_child, kill_children, run_watchdog, take_env_vars,
};

/// Hardens ouzel's own process, first thing in `main`, before any thread exists: not dumpable
/// (so `/proc/<pid>/environ`, `mem` and ptrace need `CAP_SYS_PTRACE`) and a child subreaper
/// (so what its commands leave behind, `setsid` ones included, is re-parented to it and ended
/// by [`kill_children`]). Where a cgroup v2 directory is writable and [`enable_watchdog`] was
/// called, the first program ouzel starts outside a PID namespace (a `danger-full-access`
/// command, an MCP stdio server, a hook) makes its watched cgroup: a watchdog process kills
/// everything in it when ouzel dies, `kill -9` included, and every such program joins it.
#[cfg(target_os = "linux")]
pub fn harden_process() -> std::io::Result<()> {
    sys::harden_process()
}

/// Removes the cgroups killed runs left beside ouzel's watched cgroup (each removal the
/// kernel refuses costs a system call, and they pile up where nothing reaps the killed runs'
/// processes): call it on a thread of its own, off the way to the first request.
///
/// ouzel itself moves into its watched cgroup only when a program must start outside a PID
/// namespace (a `danger-full-access` command, an MCP stdio server, a hook), just before the
/// first one: a move waits for an RCU grace period (8–20 ms here) unless another happened in
/// the last few milliseconds, and while it waits no process on the machine can fork or exit —
/// a run that never needs the cgroup (the default sandbox gives commands a PID namespace)
/// never pays it, nor waits for it at exit (issue 21).
#[cfg(target_os = "linux")]
pub fn sweep_stale_cgroups() {
    if let Some(base) = sys::watched_dir().and_then(Path::parent) {
        cgroup::remove_stale(base);
    }
}

/// Removes the cgroups killed runs left (nothing to do on this platform).
#[cfg(not(target_os = "linux"))]
pub fn sweep_stale_cgroups() {}

/// Paths in the workspace a sandboxed command may not write, because other programs run what
/// they say later: git's directory (config, hooks), ouzel's project config, and the files
/// other tools execute from. Relative to the workspace root. The permission gate keeps its own
/// list for the file tools (`ouzel-core`'s protected paths); the two name the same files.
pub const PROTECTED_PATHS: &[&str] = &[
    ".git",
    ".ouzel",
    ".gitattributes",
    ".mcp.json",
    // Settings, skills, custom commands and sub-agents: a later session runs what they say.
    // Whole directories, not the files in them: a mount inside a directory moves with it, so
    // `mv .claude x; mkdir .claude` would leave a writable `.claude/settings.json` behind,
    // while a directory that is itself a mount point cannot be renamed.
    ".claude",
    ".agents",
    ".vscode",
    ".envrc",
    // ouzel's project manifest: MCP servers `ouzel run` starts, the agent files it loads.
    "ouzel.toml",
];

/// The suffix of the agent files `ouzel run` loads (every one beside `ouzel.toml`, and those
/// it lists): each names the toolsets and `checks` commands a later run gets.
const AGENT_SUFFIX: &str = ".agent";

/// Inside `.git`, what stays read-only even for git itself (see
/// [`SandboxPolicy::with_git_dir_writable`]).
pub const GIT_DIR_PROTECTED: &[&str] = &["config", "hooks", "info"];

/// How much a sandboxed command may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SandboxMode {
    /// Reads anywhere, writes nowhere.
    ReadOnly,
    /// Writes only under the workspace and the session's temp dir.
    #[default]
    WorkspaceWrite,
    /// No sandbox.
    DangerFullAccess,
}

impl SandboxMode {
    /// The mode's name as on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ReadOnly => "read-only",
            Self::WorkspaceWrite => "workspace-write",
            Self::DangerFullAccess => "danger-full-access",
        }
    }
}

impl std::str::FromStr for SandboxMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "read-only" => Ok(Self::ReadOnly),
            "workspace-write" => Ok(Self::WorkspaceWrite),
            "danger-full-access" => Ok(Self::DangerFullAccess),
            other => Err(format!(
                "unknown sandbox mode `{other}`; expected read-only, workspace-write or danger-full-access"
            )),
        }
    }
}

/// Resource limits for a sandboxed command; `None` is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Processes (and threads) at once in the command's tree.
    pub max_processes: Option<u32>,
    /// Address space of each process, in MiB.
    pub max_address_space_mb: Option<u64>,
    /// CPU time of each process, in seconds.
    pub max_cpu_seconds: Option<u64>,
}

impl Default for Limits {
    /// Generous: a parallel build fits, a fork bomb or a runaway allocation does not.
    fn default() -> Self {
        Self {
            max_processes: Some(1024),
            max_address_space_mb: Some(16 * 1024),
            max_cpu_seconds: Some(3600),
        }
    }
}

/// What the sandbox allows one command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxPolicy {
    /// The mode.
    pub mode: SandboxMode,
    /// Directories writable in `workspace-write` mode (the workspace, the temp dir, extras).
    pub writable_roots: Vec<PathBuf>,
    /// Whether network access is allowed.
    pub network: bool,
    /// Paths kept read-only even under a writable root (absolute; missing ones are skipped).
    pub protected: Vec<PathBuf>,
    /// A directory in which agent files (`*.agent`) a command creates are removed again, as
    /// missing protected paths are (the workspace: `ouzel run` loads every one there).
    pub agents_dir: Option<PathBuf>,
    /// The temp dir commands get as `TMPDIR` (writable in `workspace-write`).
    pub temp_dir: Option<PathBuf>,
    /// Resource limits.
    pub limits: Limits,
}

impl SandboxPolicy {
    /// The policy for a workspace: it writable (in `workspace-write`), its
    /// [`PROTECTED_PATHS`] and agent files not, network off, default limits, no temp dir.
    pub fn for_workspace(mode: SandboxMode, workspace: &Path) -> Self {
        let mut protected: Vec<PathBuf> = PROTECTED_PATHS.iter().map(|p| workspace.join(p)).collect();
        protected.extend(agent_files(workspace));
        Self {
            mode,
            writable_roots: vec![workspace.to_path_buf()],
            network: false,
            protected,
            agents_dir: Some(workspace.to_path_buf()),
            temp_dir: None,
            limits: Limits::default(),
        }
    }

    /// The same policy for `git` itself (the git tools): the workspace's `.git` becomes
    /// writable, so commits, checkouts and the index work, except what makes programs run
    /// (`config`, `hooks`, `info`), which stays read-only.
    pub fn with_git_dir_writable(mut self) -> Self {
        let Some(i) = self
            .protected
            .iter()
            .position(|p| p.file_name() == Some(".git".as_ref()))
        else {
            return self;
        };
        let git = self.protected.remove(i);
        self.protected.extend(GIT_DIR_PROTECTED.iter().map(|p| git.join(p)));
        self
    }
}

/// The agent files of the project in `workspace`: every `*.agent` in it, and those its
/// `ouzel.toml` lists (`agents = [...]`) inside it.
fn agent_files(workspace: &Path) -> Vec<PathBuf> {
    let mut out = top_agent_files(workspace);
    if let Ok(text) = std::fs::read_to_string(workspace.join("ouzel.toml"))
        && let Ok(manifest) = text.parse::<toml::Table>()
        && let Some(listed) = manifest.get("agents").and_then(toml::Value::as_array)
    {
        for rel in listed.iter().filter_map(toml::Value::as_str) {
            let path = ouzel_core::normalize_path(workspace, Path::new(rel));
            if path.starts_with(workspace) && !out.contains(&path) {
                out.push(path);
            }
        }
    }
    out
}

/// Every `*.agent` directly in `dir`.
fn top_agent_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.as_os_str().as_encoded_bytes().ends_with(AGENT_SUFFIX.as_bytes()))
        .collect()
}

/// The protected paths missing before a command; see [`Confinement::creation_guard`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use = "call undo() once the command has ended"]
pub struct CreationGuard {
    missing: Vec<PathBuf>,
    /// Where new agent files count as created protected paths, with those there before.
    agents: Option<(PathBuf, Vec<PathBuf>)>,
}

impl CreationGuard {
    /// Removes the protected paths the command created (a file, a symlink, or a directory
    /// with what it holds) and returns them, to tell the model. Call once the command and
    /// everything it started have ended.
    pub fn undo(self) -> Vec<PathBuf> {
        let mut created = self.missing;
        if let Some((dir, before)) = &self.agents {
            created.extend(top_agent_files(dir).into_iter().filter(|p| !before.contains(p)));
        }
        created
            .into_iter()
            .filter(|p| match p.symlink_metadata() {
                Ok(m) if m.is_dir() => std::fs::remove_dir_all(p).is_ok(),
                Ok(_) => std::fs::remove_file(p).is_ok(),
                Err(_) => false,
            })
            .collect()
    }

    /// [`Self::undo`] from async code: the look (one `lstat` per path that was missing) is
    /// made in place, and only removing what the command created goes to the blocking pool.
    /// Most commands create none of them, and the trip to the pool and back took longer than
    /// the look (issue 21).
    pub async fn undo_async(self) -> Vec<PathBuf> {
        let mut missing: Vec<PathBuf> = self
            .missing
            .into_iter()
            .filter(|p| p.symlink_metadata().is_ok())
            .collect();
        if let Some((dir, before)) = &self.agents {
            missing.extend(top_agent_files(dir).into_iter().filter(|p| !before.contains(p)));
        }
        let created = Self { missing, agents: None };
        if created.missing.is_empty() {
            return Vec::new();
        }
        tokio::task::spawn_blocking(move || created.undo())
            .await
            .unwrap_or_default()
    }

    /// What to append to a command's output for the paths [`Self::undo`] removed.
    pub fn report(removed: &[PathBuf]) -> Option<String> {
        (!removed.is_empty()).then(|| {
            let names: Vec<String> = removed.iter().map(|p| p.display().to_string()).collect();
            format!(
                "ouzel removed {}: sandboxed commands may not create files that make programs run later \
                 (edit them with the file tools, which ask first)",
                names.join(", ")
            )
        })
    }
}

/// How a sandbox was applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SandboxStatus {
    /// Every restriction is enforced.
    Enforced,
    /// The kernel enforces only part of the policy (an older Landlock ABI).
    Partial,
    /// The kernel has no Landlock: only the permission gate protects.
    Unsupported,
    /// The mode asks for no sandbox.
    Disabled,
}

/// The sandbox could not be set up.
#[derive(Debug, thiserror::Error)]
#[error("sandbox: {0}")]
pub struct SandboxError(pub String);

/// How namespaces can be made here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Namespaces {
    /// Directly (root, or `CAP_SYS_ADMIN`).
    Direct,
    /// Inside a new user namespace that maps the user to itself.
    InUserNamespace,
    /// Not at all: the reason.
    Unavailable(String),
}

/// What this kernel and these privileges let the sandbox enforce, probed once.
#[derive(Debug, Clone)]
pub struct Support {
    /// Landlock for the file system.
    pub landlock: bool,
    /// Landlock for TCP (ABI 4, Linux 6.7).
    pub landlock_tcp: bool,
    /// PID, mount and network namespaces.
    pub namespaces: Namespaces,
    /// A seccomp filter (the network kept off where no network namespace can be made);
    /// probed, and so `true`, only where namespaces are unavailable.
    pub seccomp: bool,
    /// A writable pids cgroup directory for per-command process limits.
    pub pids_cgroup: Option<PathBuf>,
    /// Whether ouzel runs as root (`RLIMIT_NPROC` does not bind root).
    pub root: bool,
}

static SUPPORT: OnceLock<Support> = OnceLock::new();

/// What the sandbox can enforce here (probed on first use, then remembered).
pub fn support() -> &'static Support {
    SUPPORT.get_or_init(probe_support)
}

/// Whether [`support`] is known already (probed), without probing.
pub fn probed() -> bool {
    SUPPORT.get().is_some()
}

#[cfg(target_os = "linux")]
fn probe_support() -> Support {
    let (uid, _) = sys::ids();
    let namespaces = probe_namespaces();
    let pids_cgroup = match namespaces {
        // A command's cgroup is emptied by the end of its PID namespace, then removed.
        Namespaces::Unavailable(_) => None,
        _ => cgroup::find_pids_dir(),
    };
    // The filter only stands in for a network namespace: probed where none can be made.
    let seccomp = matches!(namespaces, Namespaces::Unavailable(_)) && seccomp_supported();
    Support {
        landlock: landlock_supported(),
        landlock_tcp: landlock_tcp_supported(),
        namespaces,
        seccomp,
        pids_cgroup,
        root: uid == 0,
    }
}

/// Whether a seccomp filter can be installed here (tried in a throwaway child).
#[cfg(target_os = "linux")]
fn seccomp_supported() -> bool {
    seccomp::SUPPORTED
        && sys::probe(&mut sys::ChildPlan {
            seccomp: Some(seccomp::no_network()),
            ..Default::default()
        })
        .is_ok()
}

#[cfg(not(target_os = "linux"))]
fn probe_support() -> Support {
    Support {
        landlock: false,
        landlock_tcp: false,
        namespaces: Namespaces::Unavailable("not Linux".into()),
        seccomp: false,
        pids_cgroup: None,
        root: false,
    }
}

#[cfg(target_os = "linux")]
const NAMESPACE_FLAGS: libc::c_int = libc::CLONE_NEWNS | libc::CLONE_NEWPID;

/// The environment variable that makes the sandbox behave as if namespaces could not be made
/// (`off`): to see, or test, what holds on a kernel without them.
pub const NAMESPACES_ENV: &str = "OUZEL_SANDBOX_NAMESPACES";

/// The environment variable that makes commands start with `fork` and a pre-exec hook
/// (`fork`) instead of `clone` sharing ouzel's memory: what a kernel before 5.2 gets, to see
/// or test it here.
pub const SPAWN_ENV: &str = "OUZEL_SANDBOX_SPAWN";

#[cfg(target_os = "linux")]
fn probe_namespaces() -> Namespaces {
    if std::env::var(NAMESPACES_ENV).is_ok_and(|v| v == "off") {
        return Namespaces::Unavailable(format!("namespaces turned off ({NAMESPACES_ENV}=off)"));
    }
    let all = NAMESPACE_FLAGS | libc::CLONE_NEWNET;
    let mut direct = sys::ChildPlan {
        namespaces: all,
        ..Default::default()
    };
    let direct_result = if spawn::available() {
        sys::SharedNamespaces::probed(&mut direct).map(|shared| {
            // Made by the probe; a command made first (a hook's) may have made its own.
            let _ = SHARED.set(Some(shared));
        })
    } else {
        sys::probe(&mut direct)
    };
    let direct_err = match direct_result {
        Ok(()) => return Namespaces::Direct,
        Err(e) => e,
    };
    let mut user = sys::ChildPlan {
        namespaces: all | libc::CLONE_NEWUSER,
        id_maps: Some(id_maps()),
        ..Default::default()
    };
    match sys::probe(&mut user) {
        Ok(()) => Namespaces::InUserNamespace,
        Err(e) => Namespaces::Unavailable(format!(
            "cannot create PID, mount and network namespaces ({direct_err}), nor inside a user namespace ({e})"
        )),
    }
}

/// The shared namespaces, once made (by the namespace probe, or on first use).
#[cfg(target_os = "linux")]
static SHARED: OnceLock<Option<sys::SharedNamespaces>> = OnceLock::new();

/// The network namespace sandboxed commands without network join (see
/// [`sys::SharedNamespaces`]), made on first use; `None` where it cannot be made, and each
/// command then makes its own, as before.
#[cfg(target_os = "linux")]
fn shared_namespaces(ns: &Namespaces) -> Option<&'static sys::SharedNamespaces> {
    SHARED
        .get_or_init(|| {
            let maps = (*ns == Namespaces::InUserNamespace).then(id_maps);
            sys::SharedNamespaces::make(maps)
                .map_err(|e| tracing::debug!(error = %e, "no shared network namespace; one per command"))
                .ok()
        })
        .as_ref()
}

/// `uid_map` and `gid_map` that map the user to itself.
#[cfg(target_os = "linux")]
fn id_maps() -> (Vec<u8>, Vec<u8>) {
    let (uid, gid) = sys::ids();
    (
        format!("{uid} {uid} 1\n").into_bytes(),
        format!("{gid} {gid} 1\n").into_bytes(),
    )
}

/// Whether this kernel can enforce Landlock (probed without restricting anything).
#[cfg(target_os = "linux")]
fn landlock_supported() -> bool {
    use landlock::{ABI, Access, AccessFs, CompatLevel, Compatible, Ruleset, RulesetAttr};
    Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(AccessFs::from_all(ABI::V1))
        .and_then(|r| r.create())
        .is_ok()
}

/// Whether this kernel's Landlock can refuse TCP connect and bind.
#[cfg(target_os = "linux")]
fn landlock_tcp_supported() -> bool {
    use landlock::{ABI, Access, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr};
    Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(AccessNet::from_all(ABI::V4))
        .and_then(|r| r.create())
        .is_ok()
}

/// Whether this kernel can enforce the sandbox's file-system rules (Landlock). One system
/// call, remembered: unlike [`support`], it makes no process or namespace, so setting up an
/// agent does not wait for the full probe.
pub fn supported() -> bool {
    static LANDLOCK: OnceLock<bool> = OnceLock::new();
    #[cfg(target_os = "linux")]
    return *LANDLOCK.get_or_init(landlock_supported);
    #[cfg(not(target_os = "linux"))]
    return *LANDLOCK.get_or_init(|| false);
}

/// What a sandbox in `mode` (with network access or not) cannot enforce here, or enforces by
/// other means than the usual ones, one sentence each, for a notice at start. Empty when
/// everything holds (or the mode asks for no sandbox).
pub fn shortfalls(mode: SandboxMode, network: bool, limits: &Limits) -> Vec<String> {
    // Without a sandbox there is nothing to probe (the probe forks a process or two).
    if mode == SandboxMode::DangerFullAccess {
        return Vec::new();
    }
    shortfalls_with(support(), mode, network, limits)
}

fn shortfalls_with(s: &Support, mode: SandboxMode, network: bool, limits: &Limits) -> Vec<String> {
    if mode == SandboxMode::DangerFullAccess {
        return Vec::new();
    }
    let mut out = Vec::new();
    if !s.landlock {
        out.push(
            "this kernel has no Landlock: commands run without the OS sandbox, protected by the permission gate only"
                .to_owned(),
        );
        return out;
    }
    if let Namespaces::Unavailable(why) = &s.namespaces {
        let network = if network {
            ""
        } else if s.seccomp {
            "network off is enforced by a seccomp filter instead of a network namespace (no sockets but Unix \
             and netlink ones); "
        } else if s.landlock_tcp {
            "UDP, DNS and raw sockets stay open to sandboxed commands (no seccomp either); "
        } else {
            "the network (TCP included) stays open to sandboxed commands (no seccomp either); "
        };
        out.push(format!(
            "{why}: {network}protected paths in the workspace (.git, .ouzel, ...) stay writable to sandboxed \
             commands, and processes they leave behind end not with the command but with ouzel (at its exit, or, where its \
             watched cgroup can be made, when it dies)"
        ));
    }
    if limits.max_processes.is_some() && s.pids_cgroup.is_none() {
        if s.root {
            out.push(
                "no writable pids cgroup and running as root (where RLIMIT_NPROC does not apply): \
                 sandbox.max_processes is not enforced"
                    .to_owned(),
            );
        } else {
            out.push(
                "no writable pids cgroup: sandbox.max_processes is enforced with RLIMIT_NPROC, which counts \
                 all of your user's processes"
                    .to_owned(),
            );
        }
    }
    out
}

/// Devices a sandboxed command may write (and, for the directories, create in).
const WRITABLE_DEVICES: &[&str] = &[
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
    "/dev/tty",
    "/dev/ptmx",
    "/dev/pts",
    "/dev/shm",
];

/// The [`WRITABLE_DEVICES`] this machine has (looked at once: devices do not come and go
/// between commands).
#[cfg(target_os = "linux")]
fn writable_devices() -> &'static [&'static str] {
    static PRESENT: OnceLock<Vec<&'static str>> = OnceLock::new();
    PRESENT.get_or_init(|| {
        WRITABLE_DEVICES
            .iter()
            .copied()
            .filter(|p| Path::new(p).exists())
            .collect()
    })
}

/// The Landlock ruleset for a policy, built in the parent (opening the path descriptors and
/// creating the ruleset allocate, which must not happen between fork and exec) and kept for
/// the next command of the same policy: a ruleset is not spent by the processes it restricts,
/// and building one is some fifty system calls a command. A kept ruleset is used while the
/// writable roots are the same directories (device and inode: its rules hold the directories
/// it was made with, so their numbers cannot be reused meanwhile).
#[cfg(target_os = "linux")]
fn ruleset(policy: &SandboxPolicy) -> Result<Arc<landlock::RulesetCreated>, SandboxError> {
    use std::os::unix::fs::MetadataExt;
    type Kept = Vec<(RulesetKey, Arc<landlock::RulesetCreated>)>;
    static KEPT: std::sync::Mutex<Kept> = std::sync::Mutex::new(Vec::new());
    let roots = match policy.mode {
        SandboxMode::WorkspaceWrite => policy
            .writable_roots
            .iter()
            .chain(&policy.temp_dir)
            .filter_map(|p| std::fs::metadata(p).ok().map(|m| (p.clone(), m.dev(), m.ino())))
            .collect(),
        _ => Vec::new(),
    };
    let key = RulesetKey {
        network: policy.network,
        roots,
    };
    let mut kept = KEPT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, r)) = kept.iter().find(|(k, _)| *k == key) {
        return Ok(r.clone());
    }
    let made = Arc::new(build_ruleset(policy.network, key.roots.iter().map(|(p, _, _)| p))?);
    // A few policies take turns (commands, git with its directory writable, checks).
    if kept.len() >= 4 {
        kept.remove(0);
    }
    kept.push((key, made.clone()));
    Ok(made)
}

/// What a kept Landlock ruleset was made for.
#[cfg(target_os = "linux")]
#[derive(PartialEq, Eq)]
struct RulesetKey {
    network: bool,
    /// The writable roots that existed: path, device, inode.
    roots: Vec<(PathBuf, u64, u64)>,
}

/// Builds a Landlock ruleset: everything readable, the writable devices and `roots` writable,
/// the network out unless `network`.
#[cfg(target_os = "linux")]
fn build_ruleset<'a>(
    network: bool,
    roots: impl Iterator<Item = &'a PathBuf>,
) -> Result<landlock::RulesetCreated, SandboxError> {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr, RulesetCreatedAttr,
        path_beneath_rules,
    };
    let abi = ABI::V5;
    let err = |e: &dyn std::fmt::Display| SandboxError(e.to_string());
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(AccessFs::from_all(abi))
        .map_err(|e| err(&e))?;
    if !network {
        ruleset = ruleset.handle_access(AccessNet::from_all(abi)).map_err(|e| err(&e))?;
    }
    ruleset
        .create()
        .map_err(|e| err(&e))?
        .add_rules(path_beneath_rules(["/"], AccessFs::from_read(abi)))
        .map_err(|e| err(&e))?
        // The devices ordinary commands write, and no other: all of /dev would include disks.
        .add_rules(path_beneath_rules(writable_devices(), AccessFs::from_all(abi)))
        .map_err(|e| err(&e))?
        .add_rules(path_beneath_rules(roots, AccessFs::from_all(abi)))
        .map_err(|e| err(&e))
}

/// How a command started by [`crate::process::run`] is confined: the sandbox's plan for its
/// child ([`confine`]), or only what makes it die with ouzel ([`hardened`]).
#[derive(Debug)]
pub struct Confinement {
    #[cfg(target_os = "linux")]
    plan: sys::ChildPlan,
    /// The protected paths missing as the command was confined (from the same look as the
    /// read-only mounts; none in `danger-full-access`).
    missing: Vec<PathBuf>,
    /// Where new agent files are removed, with those there as the command was confined.
    agents: Option<(PathBuf, Vec<PathBuf>)>,
}

impl Confinement {
    /// Which protected paths were missing as the command was confined, so that
    /// [`CreationGuard::undo`] can remove those the command creates: a read-only bind mount
    /// needs something to mount over, so the mount namespace protects only existing paths.
    pub fn creation_guard(&self) -> CreationGuard {
        CreationGuard {
            missing: self.missing.clone(),
            agents: self.agents.clone(),
        }
    }

    /// Whether starting the command may make the starting thread wait on the kernel (see
    /// [`spawn::may_wait`]).
    #[cfg(target_os = "linux")]
    pub(crate) fn start_may_wait(&self) -> bool {
        spawn::may_wait(&self.plan)
    }

    /// Makes `cmd` apply this confinement in its child when started with `fork` (where
    /// [`spawn::available`] is false, and for the fallback).
    #[cfg(target_os = "linux")]
    pub(crate) fn install(self, cmd: &mut tokio::process::Command) {
        sys::install(cmd, self.plan);
    }
}

/// No sandbox: the command only dies with ouzel, with what it starts, `setsid` included
/// (ouzel's watched cgroup, where there is one).
pub fn hardened() -> Confinement {
    Confinement {
        #[cfg(target_os = "linux")]
        plan: sys::ChildPlan {
            parent: sys::pid(),
            join: sys::watched_procs(),
            ..Default::default()
        },
        missing: Vec::new(),
        agents: None,
    }
}

/// Confines a command to `policy`: everything is prepared here and enforced in the child
/// right before it execs, so the agent's own process is never restricted and no helper
/// process is needed. Sets `cmd`'s `TMPDIR` where the policy has a temp dir; pass the result
/// to [`crate::process::run`]. In `danger-full-access` the command only dies with ouzel.
#[cfg(target_os = "linux")]
pub fn confine(cmd: &mut tokio::process::Command, policy: &SandboxPolicy) -> Result<Confinement, SandboxError> {
    use std::os::unix::ffi::OsStrExt;
    if policy.mode == SandboxMode::DangerFullAccess {
        // No PID namespace to end what it leaves behind: ouzel's watched cgroup does.
        return Ok(hardened());
    }
    let mut plan = sys::ChildPlan {
        parent: sys::pid(),
        ..Default::default()
    };
    // One look at each protected path: those present are mounted read-only, those missing
    // are removed again if the command makes them.
    let (present, missing): (Vec<&PathBuf>, Vec<&PathBuf>) =
        policy.protected.iter().partition(|p| p.symlink_metadata().is_ok());
    let support = support();
    plan.landlock = Some(ruleset(policy)?);
    match &support.namespaces {
        // No network namespace to leave the network out of: a seccomp filter refuses sockets;
        // no PID namespace to end what the command leaves behind: ouzel's watched cgroup does.
        Namespaces::Unavailable(_) => {
            if !policy.network && support.seccomp {
                plan.seccomp = Some(seccomp::no_network());
            }
            plan.join = sys::watched_procs();
        }
        ns => {
            plan.namespaces = NAMESPACE_FLAGS;
            // Without network, as root: the process's network namespace joined, only the PID
            // and mount namespaces made. Without root the new namespaces must belong to the
            // shared user namespace, which only a forked child can join before making them
            // (`spawn` makes them with `clone`, in ouzel's user namespace): there a command
            // makes its own user and network namespaces as well.
            let shared = match ns {
                Namespaces::Direct => shared_namespaces(ns),
                _ if !spawn::available() => shared_namespaces(ns),
                _ => None,
            };
            match shared {
                Some(shared) if !policy.network => plan.joined = shared.joined(),
                _ => {
                    if !policy.network {
                        plan.namespaces |= libc::CLONE_NEWNET;
                    }
                    if *ns == Namespaces::InUserNamespace {
                        plan.namespaces |= libc::CLONE_NEWUSER;
                        plan.id_maps = Some(id_maps());
                    }
                }
            }
            plan.mount_proc = true;
            // Root would keep every capability (kernel modules, raw devices); in a user
            // namespace they would not reach outside it, but they go there too.
            plan.drop_capabilities = true;
            plan.read_only = present
                .iter()
                .map(|p| std::ffi::CString::new(p.as_os_str().as_bytes()))
                .collect::<Result<_, _>>()
                .map_err(|e| SandboxError(format!("a protected path holds a NUL byte: {e}")))?;
        }
    }
    let limits = &policy.limits;
    let mut rlimits = Vec::new();
    if let Some(n) = limits.max_processes {
        match &support.pids_cgroup {
            Some(dir) => plan.cgroup = Some(cgroup::plan(dir, n)?),
            None if !support.root => rlimits.push((
                sys::Limit::Processes,
                u64::from(n).saturating_add(cgroup::user_processes()),
            )),
            None => {}
        }
    }
    if let Some(mb) = limits.max_address_space_mb {
        rlimits.push((sys::Limit::AddressSpace, mb.saturating_mul(1024 * 1024)));
    }
    if let Some(s) = limits.max_cpu_seconds {
        rlimits.push((sys::Limit::CpuSeconds, s));
    }
    // A child cannot raise a hard limit: never ask for more than it has.
    plan.limits = rlimits.into_iter().map(|(l, v)| (l, v.min(l.hard()))).collect();
    if policy.mode == SandboxMode::WorkspaceWrite
        && let Some(tmp) = &policy.temp_dir
    {
        cmd.env("TMPDIR", tmp);
    }
    let agents = policy.agents_dir.as_ref().map(|dir| {
        let before = present
            .iter()
            .filter(|p| {
                p.parent() == Some(dir.as_path()) && p.as_os_str().as_encoded_bytes().ends_with(AGENT_SUFFIX.as_bytes())
            })
            .map(|p| (*p).clone())
            .collect();
        (dir.clone(), before)
    });
    Ok(Confinement {
        plan,
        missing: missing.into_iter().cloned().collect(),
        agents,
    })
}

/// Confines a command to `policy` (no sandbox on this platform).
#[cfg(not(target_os = "linux"))]
pub fn confine(_cmd: &mut tokio::process::Command, _policy: &SandboxPolicy) -> Result<Confinement, SandboxError> {
    Ok(hardened())
}

/// Ends the children of ouzel (no-op on this platform).
#[cfg(not(target_os = "linux"))]
pub fn kill_children() {}

/// Hardens ouzel's own process (nothing to do on this platform).
#[cfg(not(target_os = "linux"))]
pub fn harden_process() -> std::io::Result<()> {
    Ok(())
}

/// The first argument that makes `ouzel` a watchdog (none on this platform).
#[cfg(not(target_os = "linux"))]
pub const WATCHDOG_ARG: &str = "__ouzel-watchdog";

/// Lets ouzel start watchdogs (none on this platform).
#[cfg(not(target_os = "linux"))]
pub fn enable_watchdog() {}

/// A watchdog's life (none on this platform).
#[cfg(not(target_os = "linux"))]
pub fn run_watchdog(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Makes a program ouzel starts outside the sandbox die with ouzel (no-op on this platform).
#[cfg(not(target_os = "linux"))]
pub fn harden_child(_cmd: &mut tokio::process::Command) {}

/// Takes credentials out of the environment (not on this platform: nothing is taken).
#[cfg(not(target_os = "linux"))]
pub fn take_env_vars(_is_secret: impl Fn(&str) -> bool) -> std::io::Result<Vec<(String, String)>> {
    Ok(Vec::new())
}

/// Makes a command die with ouzel (no-op on this platform).
#[cfg(not(target_os = "linux"))]
pub fn die_with_parent_on_exec(_cmd: &mut tokio::process::Command) {}

/// The session's own temp dir, made (0700) on first use and removed with the last clone of
/// the spec that made it.
#[derive(Debug, Clone, Default)]
struct SessionTmp(Arc<OnceLock<std::io::Result<tempfile::TempDir>>>);

impl PartialEq for SessionTmp {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for SessionTmp {}

impl SessionTmp {
    fn path(&self) -> Option<PathBuf> {
        self.0
            .get_or_init(|| {
                use std::os::unix::fs::PermissionsExt;
                tempfile::Builder::new()
                    .prefix("ouzel-session-")
                    .permissions(std::fs::Permissions::from_mode(0o700))
                    .tempdir()
            })
            .as_ref()
            .map_err(|e| {
                tracing::warn!(error = %e, "cannot create the session's temp dir; sandboxed commands get none");
            })
            .ok()
            .map(|d| d.path().to_path_buf())
    }
}

/// The sandbox the tools apply to each command they start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxSpec {
    /// The mode.
    pub mode: SandboxMode,
    /// Writable directories besides the workspace and the temp dir.
    pub extra_writable: Vec<PathBuf>,
    /// Whether network access is allowed.
    pub network: bool,
    /// Make all of the system temp dir writable instead of a temp dir of the session's own.
    pub shared_tmp: bool,
    /// Resource limits.
    pub limits: Limits,
    session_tmp: SessionTmp,
}

impl SandboxSpec {
    /// A spec for `mode`: network off, a temp dir of its own, default limits.
    pub fn new(mode: SandboxMode) -> Self {
        Self {
            mode,
            extra_writable: Vec::new(),
            network: false,
            shared_tmp: false,
            limits: Limits::default(),
            session_tmp: SessionTmp::default(),
        }
    }

    /// The policy for a command run in `workspace`.
    pub fn policy(&self, workspace: &Path) -> SandboxPolicy {
        let mut policy = SandboxPolicy::for_workspace(self.mode, workspace);
        policy.writable_roots.extend(self.extra_writable.iter().cloned());
        policy.network = self.network;
        policy.limits = self.limits;
        if self.mode == SandboxMode::WorkspaceWrite {
            if self.shared_tmp {
                policy.writable_roots.push(std::env::temp_dir());
            } else {
                policy.temp_dir = self.session_tmp.path();
            }
        }
        policy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The probe that keeps its network namespace answers as a forked child making the same
    /// namespaces with `unshare` does, and where it succeeds its namespace is the shared one.
    #[cfg(target_os = "linux")]
    #[test]
    fn the_namespace_probe_agrees_with_unshare_and_leaves_its_network_namespace_shared() {
        if std::env::var_os(NAMESPACES_ENV).is_some() || !spawn::available() {
            return;
        }
        let mut forked = sys::ChildPlan {
            namespaces: NAMESPACE_FLAGS | libc::CLONE_NEWNET,
            ..Default::default()
        };
        let unshared = sys::probe_forked(&mut forked).is_ok();
        assert_eq!(
            support().namespaces == Namespaces::Direct,
            unshared,
            "{:?}",
            support().namespaces
        );
        if unshared {
            assert!(
                matches!(SHARED.get(), Some(Some(_))),
                "the probe's network namespace was not kept"
            );
        }
    }

    #[test]
    fn modes_parse_by_their_codex_names() {
        for m in [
            SandboxMode::ReadOnly,
            SandboxMode::WorkspaceWrite,
            SandboxMode::DangerFullAccess,
        ] {
            assert_eq!(m.as_str().parse::<SandboxMode>().unwrap(), m);
        }
        assert!("none".parse::<SandboxMode>().unwrap_err().contains("workspace-write"));
    }

    #[test]
    fn each_missing_kernel_feature_is_named_and_none_is_silent() {
        let full = Support {
            landlock: true,
            landlock_tcp: true,
            namespaces: Namespaces::Direct,
            seccomp: true,
            pids_cgroup: Some("/sys/fs/cgroup/pids".into()),
            root: true,
        };
        let ww = SandboxMode::WorkspaceWrite;
        let limits = Limits::default();
        assert_eq!(shortfalls_with(&full, ww, false, &limits), Vec::<String>::new());
        assert_eq!(
            shortfalls_with(
                &Support {
                    landlock: false,
                    ..full.clone()
                },
                SandboxMode::DangerFullAccess,
                false,
                &limits
            ),
            Vec::<String>::new(),
            "no sandbox asked, nothing missing"
        );
        let one = |s: Support| {
            let found = shortfalls_with(&s, ww, false, &limits);
            assert_eq!(found.len(), 1, "{found:?}");
            found[0].clone()
        };
        assert!(
            one(Support {
                landlock: false,
                ..full.clone()
            })
            .contains("no Landlock")
        );
        let no_ns = Support {
            namespaces: Namespaces::Unavailable("no user namespaces".into()),
            ..full.clone()
        };
        // The notice names what keeps the network off instead of a network namespace.
        let said = one(no_ns.clone());
        assert!(
            said.starts_with("no user namespaces: network off is enforced by a seccomp filter")
                && said.contains(".git"),
            "{said}"
        );
        let no_seccomp = Support {
            seccomp: false,
            ..no_ns.clone()
        };
        let said = one(no_seccomp.clone());
        assert!(
            said.starts_with("no user namespaces: UDP, DNS and raw sockets stay open"),
            "{said}"
        );
        let said = one(Support {
            landlock_tcp: false,
            ..no_seccomp
        });
        assert!(said.contains("TCP included"), "{said}");
        // With network allowed, nothing about it is said.
        let said = shortfalls_with(&no_ns, ww, true, &limits);
        assert!(
            said.len() == 1 && !said[0].contains("network") && said[0].contains(".git"),
            "{said:?}"
        );
        let said = one(Support {
            pids_cgroup: None,
            ..full.clone()
        });
        assert!(said.contains("max_processes is not enforced"), "{said}");
        let said = one(Support {
            pids_cgroup: None,
            root: false,
            ..full.clone()
        });
        assert!(said.contains("RLIMIT_NPROC"), "{said}");
        let unlimited = Limits {
            max_processes: None,
            ..limits
        };
        assert!(
            shortfalls_with(
                &Support {
                    pids_cgroup: None,
                    ..full
                },
                ww,
                false,
                &unlimited
            )
            .is_empty()
        );
    }

    #[test]
    fn the_policy_covers_the_workspace_a_temp_dir_of_its_own_and_extras() {
        let mut spec = SandboxSpec::new(SandboxMode::WorkspaceWrite);
        spec.extra_writable = vec!["/cache".into()];
        let p = spec.policy(Path::new("/w"));
        assert_eq!(p.writable_roots, vec![PathBuf::from("/w"), PathBuf::from("/cache")]);
        assert!(!p.network);
        let tmp = p.temp_dir.clone().unwrap();
        assert_ne!(tmp, std::env::temp_dir());
        assert!(tmp.starts_with(std::env::temp_dir()));
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&tmp).unwrap().permissions().mode() & 0o777, 0o700);
        assert_eq!(
            spec.policy(Path::new("/w")).temp_dir,
            Some(tmp.clone()),
            "one per session"
        );
        assert!(p.protected.contains(&PathBuf::from("/w/.git")));
        drop((spec, p));
        assert!(!tmp.exists(), "removed with the session");

        let git = SandboxPolicy::for_workspace(SandboxMode::WorkspaceWrite, Path::new("/w")).with_git_dir_writable();
        assert!(!git.protected.contains(&PathBuf::from("/w/.git")));
        assert!(git.protected.contains(&PathBuf::from("/w/.git/config")));
        assert!(git.protected.contains(&PathBuf::from("/w/.git/hooks")));
        assert!(git.protected.contains(&PathBuf::from("/w/.envrc")));

        let mut shared = SandboxSpec::new(SandboxMode::WorkspaceWrite);
        shared.shared_tmp = true;
        let p = shared.policy(Path::new("/w"));
        assert_eq!(p.writable_roots, vec![PathBuf::from("/w"), std::env::temp_dir()]);
        assert_eq!(p.temp_dir, None);
    }
}
