//! The OS sandbox for `shell`, in Codex's three modes. On Linux it uses Landlock: the file
//! system becomes read-only except for the workspace and the temp dir (`workspace-write`), or
//! entirely (`read-only`), and TCP connect/bind are refused unless the network is allowed.
//! The ruleset is prepared in the agent and enforced in the child between fork and exec, so the
//! agent's own process is never restricted and no helper process costs a start-up per command.
//! This module is the one place in the workspace allowed `unsafe` (the pre-exec hook).

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How much a sandboxed command may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SandboxMode {
    /// Reads anywhere, writes nowhere.
    ReadOnly,
    /// Writes only under the workspace and the temp dir.
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

/// What the sandbox allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxPolicy {
    /// The mode.
    pub mode: SandboxMode,
    /// Directories writable in `workspace-write` mode (the workspace, the temp dir, extras).
    pub writable_roots: Vec<PathBuf>,
    /// Whether network access is allowed.
    pub network: bool,
}

impl SandboxPolicy {
    /// The policy for a workspace: it and the temp dir writable, network off.
    pub fn for_workspace(mode: SandboxMode, workspace: &Path) -> Self {
        Self {
            mode,
            writable_roots: vec![workspace.to_path_buf(), std::env::temp_dir()],
            network: false,
        }
    }

    /// Arguments for `ouzel sandbox-exec` that reproduce this policy.
    pub fn to_args(&self) -> Vec<String> {
        let mut args = vec!["--mode".to_owned(), self.mode.as_str().to_owned()];
        for root in &self.writable_roots {
            args.push("--writable".into());
            args.push(root.display().to_string());
        }
        if self.network {
            args.push("--network".into());
        }
        args
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

/// Builds the Landlock ruleset for a policy, in the parent: opening the path descriptors and
/// creating the ruleset allocate, which must not happen between fork and exec.
#[cfg(target_os = "linux")]
fn ruleset(policy: &SandboxPolicy) -> Result<landlock::RulesetCreated, SandboxError> {
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
    if !policy.network {
        ruleset = ruleset.handle_access(AccessNet::from_all(abi)).map_err(|e| err(&e))?;
    }
    let mut created = ruleset
        .create()
        .map_err(|e| err(&e))?
        .add_rules(path_beneath_rules(["/"], AccessFs::from_read(abi)))
        .map_err(|e| err(&e))?
        // Terminals and /dev/null must stay writable for ordinary commands to work.
        .add_rules(path_beneath_rules(["/dev"], AccessFs::from_all(abi)))
        .map_err(|e| err(&e))?;
    if policy.mode == SandboxMode::WorkspaceWrite {
        let roots: Vec<&PathBuf> = policy.writable_roots.iter().filter(|p| p.exists()).collect();
        created = created
            .add_rules(path_beneath_rules(roots, AccessFs::from_all(abi)))
            .map_err(|e| err(&e))?;
    }
    Ok(created)
}

/// Makes `cmd` start inside the sandbox: the ruleset is built here and enforced in the child
/// right before it execs, so the agent's own process is never restricted and no helper
/// process is needed.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn confine(cmd: &mut tokio::process::Command, policy: &SandboxPolicy) -> Result<(), SandboxError> {
    if policy.mode == SandboxMode::DangerFullAccess {
        return Ok(());
    }
    let mut ruleset = Some(ruleset(policy)?);
    // SAFETY: the closure runs in the forked child before exec. It only moves the prepared
    // ruleset out of its slot and makes two system calls (prctl(NO_NEW_PRIVS) and
    // landlock_restrict_self) through `restrict_self`; it does not allocate on the success
    // path and takes no locks, which is what is allowed between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            if let Some(r) = ruleset.take() {
                r.restrict_self()
                    .map_err(|_| std::io::Error::from_raw_os_error(libc_eperm()))?;
            }
            Ok(())
        });
    }
    Ok(())
}

// EPERM; spelled out to avoid a libc dependency for one constant.
fn libc_eperm() -> i32 {
    1
}

/// Makes `cmd` start inside the sandbox (no sandbox on this platform).
#[cfg(not(target_os = "linux"))]
pub fn confine(_cmd: &mut tokio::process::Command, _policy: &SandboxPolicy) -> Result<(), SandboxError> {
    Ok(())
}

/// Whether this kernel can enforce the sandbox (probed without restricting anything).
#[cfg(target_os = "linux")]
pub fn supported() -> bool {
    use landlock::{ABI, Access, AccessFs, CompatLevel, Compatible, Ruleset, RulesetAttr};
    Ruleset::default()
        .set_compatibility(CompatLevel::HardRequirement)
        .handle_access(AccessFs::from_all(ABI::V1))
        .and_then(|r| r.create())
        .is_ok()
}

/// Whether this kernel can enforce the sandbox.
#[cfg(not(target_os = "linux"))]
pub fn supported() -> bool {
    false
}

/// The sandbox `shell` applies to each command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxSpec {
    /// The mode.
    pub mode: SandboxMode,
    /// Writable directories besides the workspace and the temp dir.
    pub extra_writable: Vec<PathBuf>,
    /// Whether network access is allowed.
    pub network: bool,
}

impl SandboxSpec {
    /// The policy for a command run in `workspace`.
    pub fn policy(&self, workspace: &Path) -> SandboxPolicy {
        let mut policy = SandboxPolicy::for_workspace(self.mode, workspace);
        policy.writable_roots.extend(self.extra_writable.iter().cloned());
        policy.network = self.network;
        policy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_policy_covers_the_workspace_the_temp_dir_and_extras() {
        let spec = SandboxSpec {
            mode: SandboxMode::WorkspaceWrite,
            extra_writable: vec!["/cache".into()],
            network: false,
        };
        let p = spec.policy(Path::new("/w"));
        assert_eq!(
            p.writable_roots,
            vec![PathBuf::from("/w"), std::env::temp_dir(), PathBuf::from("/cache")]
        );
        assert!(!p.network);
    }
}
