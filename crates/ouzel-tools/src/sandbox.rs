//! The OS sandbox for `shell`, in Codex's three modes. On Linux it uses Landlock: the file
//! system becomes read-only except for the workspace and the temp dir (`workspace-write`), or
//! entirely (`read-only`), and TCP connect/bind are refused unless the network is allowed.
//! The sandbox is applied by a small helper process (`ouzel sandbox-exec`) to itself right
//! before it execs the command, so the agent's own process is never restricted and no
//! `unsafe` pre-exec hook is needed.

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

/// Restricts the current process (and what it execs) to the policy. Call it only in a
/// process about to exec the sandboxed command.
#[cfg(target_os = "linux")]
pub fn enforce(policy: &SandboxPolicy) -> Result<SandboxStatus, SandboxError> {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr, RulesetCreatedAttr,
        RulesetStatus, path_beneath_rules,
    };
    if policy.mode == SandboxMode::DangerFullAccess {
        return Ok(SandboxStatus::Disabled);
    }
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
    let status = created.restrict_self().map_err(|e| err(&e))?;
    Ok(match status.ruleset {
        RulesetStatus::FullyEnforced => SandboxStatus::Enforced,
        RulesetStatus::PartiallyEnforced => SandboxStatus::Partial,
        RulesetStatus::NotEnforced => SandboxStatus::Unsupported,
    })
}

/// Restricts the current process (and what it execs) to the policy.
#[cfg(not(target_os = "linux"))]
pub fn enforce(policy: &SandboxPolicy) -> Result<SandboxStatus, SandboxError> {
    Ok(if policy.mode == SandboxMode::DangerFullAccess {
        SandboxStatus::Disabled
    } else {
        SandboxStatus::Unsupported
    })
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

/// How `shell` starts a sandboxed command: a helper program (the `ouzel` binary) and the
/// arguments that select its `sandbox-exec` mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxLauncher {
    /// The helper program.
    pub program: PathBuf,
    /// Arguments before the policy (e.g. `["sandbox-exec"]`).
    pub args: Vec<String>,
    /// The mode.
    pub mode: SandboxMode,
    /// Writable directories besides the workspace and the temp dir.
    pub extra_writable: Vec<PathBuf>,
    /// Whether network access is allowed.
    pub network: bool,
}

impl SandboxLauncher {
    /// The policy for a command run in `workspace`.
    pub fn policy(&self, workspace: &Path) -> SandboxPolicy {
        let mut policy = SandboxPolicy::for_workspace(self.mode, workspace);
        policy.writable_roots.extend(self.extra_writable.iter().cloned());
        policy.network = self.network;
        policy
    }

    /// The argv that runs `bash -c command` in `workspace` inside the sandbox.
    pub fn command_line(&self, workspace: &Path, command: &str) -> (PathBuf, Vec<String>) {
        let mut args = self.args.clone();
        args.extend(self.policy(workspace).to_args());
        args.extend(["--".to_owned(), "bash".to_owned(), "-c".to_owned(), command.to_owned()]);
        (self.program.clone(), args)
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
    fn the_launcher_passes_the_policy_and_the_command() {
        let l = SandboxLauncher {
            program: "/bin/ouzel".into(),
            args: vec!["sandbox-exec".into()],
            mode: SandboxMode::WorkspaceWrite,
            extra_writable: vec![],
            network: false,
        };
        let (prog, args) = l.command_line(Path::new("/w"), "ls");
        assert_eq!(prog, PathBuf::from("/bin/ouzel"));
        let tmp = std::env::temp_dir().display().to_string();
        assert_eq!(
            args,
            vec![
                "sandbox-exec",
                "--mode",
                "workspace-write",
                "--writable",
                "/w",
                "--writable",
                &tmp,
                "--",
                "bash",
                "-c",
                "ls"
            ]
        );
    }
}
