//! Per-command pids cgroups: finding a writable pids controller (v1 or v2) once, naming the
//! cgroup of each command, and sweeping those left by killed ouzel processes.

use super::{SandboxError, sys};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// The directory of this process's pids cgroup, if a child cgroup with a `pids.max` can be
/// made in it (tried once).
pub(super) fn find_pids_dir() -> Option<PathBuf> {
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let candidates = cgroups.lines().filter_map(|line| {
        let mut parts = line.splitn(3, ':');
        let (_, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
        let v2 = controllers.is_empty();
        if !v2 && !controllers.split(',').any(|c| c == "pids") {
            return None;
        }
        let mount = mounts.lines().find_map(|m| {
            let (left, right) = m.split_once(" - ")?;
            let mut r = right.split_whitespace();
            let (fstype, _, options) = (r.next()?, r.next()?, r.next()?);
            let ok = if v2 {
                fstype == "cgroup2"
            } else {
                fstype == "cgroup" && options.split(',').any(|o| o == "pids")
            };
            let mut l = left.split_whitespace();
            let root = l.nth(3)?;
            let point = l.next()?;
            ok.then(|| (root.to_owned(), PathBuf::from(point)))
        })?;
        let (root, point) = mount;
        let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(path);
        let dir = point.join(rel.trim_start_matches('/'));
        if v2 {
            let sub = std::fs::read_to_string(dir.join("cgroup.subtree_control")).ok()?;
            sub.split_whitespace().any(|c| c == "pids").then_some(dir)
        } else {
            Some(dir)
        }
    });
    candidates.into_iter().find(|dir| {
        remove_stale(dir);
        let probe = dir.join(format!("ouzel-probe-{}", sys::pid()));
        // One left by a process that had this pid and died probing (the probe runs while the
        // first request is answered, and a short run may end first) is stale: no live process
        // but this one has the pid.
        let _ = std::fs::remove_dir(&probe);
        let ok = std::fs::create_dir(&probe).is_ok() && std::fs::write(probe.join("pids.max"), "16").is_ok();
        let _ = std::fs::remove_dir(&probe);
        ok
    })
}

/// Where this process's watched cgroup goes (`ouzel-PID-watched`, see `sys::ensure_watched`):
/// in its own cgroup v2 directory, if it has one.
pub(super) fn watched_path() -> Option<PathBuf> {
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let path = cgroups.lines().find_map(|l| l.strip_prefix("0::"))?;
    let (root, point) = mounts.lines().find_map(|m| {
        let (left, right) = m.split_once(" - ")?;
        if right.split_whitespace().next()? != "cgroup2" {
            return None;
        }
        let mut l = left.split_whitespace();
        let root = l.nth(3)?;
        Some((root.to_owned(), PathBuf::from(l.next()?)))
    })?;
    let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(path);
    let base = point.join(rel.trim_start_matches('/'));
    Some(base.join(format!("ouzel-{}-watched", sys::pid())))
}

/// Removes the empty cgroups left by ouzel processes that were killed or ended while probing
/// (`ouzel-PID-N`, `ouzel-PID-watched` and `ouzel-probe-PID` whose PID is gone): a killed ouzel
/// cannot remove its own. Those left inside them go first (an ouzel started by an ouzel makes
/// its watched cgroup inside its parent's), or the kernel refuses the removal for good.
pub(super) fn remove_stale(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix("ouzel-"))
            .map(|n| n.strip_prefix("probe-").unwrap_or(n))
            .and_then(|n| n.split('-').next())
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if !Path::new(&format!("/proc/{pid}")).exists() {
            remove_stale(&e.path());
            let _ = std::fs::remove_dir(e.path());
        }
    }
}

/// The cgroups of finished commands, empty, kept for the next ones: making and removing a
/// cgroup for every command cost it a `mkdir`, a write and an `rmdir` in the cgroup file
/// system, and a thread to wait for the removal (issue 21).
static KEPT: Mutex<Vec<sys::CgroupPlan>> = Mutex::new(Vec::new());

/// At most this many are kept (commands run one at a time, mostly).
const KEEP: usize = 4;

fn kept() -> std::sync::MutexGuard<'static, Vec<sys::CgroupPlan>> {
    KEPT.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The cgroup for the next command, at most `max` processes: one kept from an earlier command
/// under `base`, else a new one.
pub(super) fn plan(base: &Path, max: u32) -> Result<sys::CgroupPlan, SandboxError> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let value = max.to_string().into_bytes();
    let base_bytes = base.as_os_str().as_encoded_bytes();
    {
        let mut kept = kept();
        if let Some(i) = kept.iter().position(|k| k.dir.as_bytes().starts_with(base_bytes)) {
            let mut reused = kept.swap_remove(i);
            reused.limit_set = reused.value == value;
            reused.value = value;
            return Ok(reused);
        }
    }
    let dir = base.join(format!("ouzel-{}-{}", sys::pid(), NEXT.fetch_add(1, Ordering::Relaxed)));
    let c = |p: PathBuf| {
        std::ffi::CString::new(p.into_os_string().into_encoded_bytes())
            .map_err(|e| SandboxError(format!("cgroup path: {e}")))
    };
    Ok(sys::CgroupPlan {
        pids_max: c(dir.join("pids.max"))?,
        pids_current: c(dir.join("pids.current"))?,
        procs: c(dir.join(member_file(base)))?,
        v2: member_file(base) == "cgroup.procs",
        dir_fd: None,
        dir: c(dir)?,
        value,
        made: false,
        limit_set: false,
    })
}

/// The file a command's init writes `0` to, to move itself into its cgroup. On cgroup v1 it
/// is `tasks`, which moves the calling thread alone (the child is single-threaded, so that is
/// the whole process): the kernel then skips the global lock every move into `cgroup.procs`
/// takes for writing, whose first taking after a quiet moment waits for an RCU grace period
/// (8–20 ms, with no process on the machine able to fork or exit meanwhile): the first
/// command of a session, and every command when they are seconds apart, waited for one
/// (issue 21). cgroup v2 moves single threads only within threaded subtrees: there it is
/// `cgroup.procs`.
fn member_file(base: &Path) -> &'static str {
    static FILE: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();
    FILE.get_or_init(|| member_file_in(base))
}

/// [`member_file`] for the hierarchy `base` is in (a v1 directory has a `tasks` file).
fn member_file_in(base: &Path) -> &'static str {
    if base.join("tasks").exists() {
        "tasks"
    } else {
        "cgroup.procs"
    }
}

/// A command's cgroup once its init is reaped: kept for the next command when no process is
/// charged to it any more, else removed once the last one leaves (on the blocking pool).
pub(super) fn release(cg: sys::CgroupPlan) {
    if !cg.made {
        return;
    }
    if cg.holds_none() {
        let mut kept = kept();
        if kept.len() < KEEP {
            kept.push(cg);
            return;
        }
    }
    match tokio::runtime::Handle::try_current() {
        Ok(handle) => drop(handle.spawn_blocking(move || cg.remove())),
        Err(_) => cg.remove(),
    }
}

/// Removes the kept cgroups (at exit; those of a killed ouzel go with [`remove_stale`]).
pub(super) fn remove_kept() {
    for cg in std::mem::take(&mut *kept()) {
        cg.remove();
    }
}

/// How many processes the real user runs now (what `RLIMIT_NPROC` counts).
pub(super) fn user_processes() -> u64 {
    let (uid, _) = sys::ids();
    let uid = uid.to_string();
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return 0;
    };
    dir.filter_map(|e| {
        let e = e.ok()?;
        e.file_name().to_str()?.parse::<u32>().ok()?;
        let status = std::fs::read_to_string(e.path().join("status")).ok()?;
        let line = status.lines().find(|l| l.starts_with("Uid:"))?;
        (line.split_whitespace().nth(1)? == uid).then_some(())
    })
    .count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_joins_a_v1_cgroup_through_tasks_and_a_v2_one_through_cgroup_procs() {
        // cgroup.procs on v1 would make every command's start wait for an RCU grace period.
        let v1 = tempfile::tempdir().unwrap();
        std::fs::write(v1.path().join("tasks"), "").unwrap();
        std::fs::write(v1.path().join("cgroup.procs"), "").unwrap();
        assert_eq!(member_file_in(v1.path()), "tasks");
        let v2 = tempfile::tempdir().unwrap();
        std::fs::write(v2.path().join("cgroup.procs"), "").unwrap();
        assert_eq!(member_file_in(v2.path()), "cgroup.procs");
    }

    #[test]
    fn what_dead_ouzel_processes_left_goes_and_what_live_ones_use_stays() {
        let dir = tempfile::tempdir().unwrap();
        let me = sys::pid();
        // Above any pid_max: no such process can be alive.
        let dead = ["ouzel-999999999-3", "ouzel-999999999-watched", "ouzel-probe-999999998"];
        let alive = [
            format!("ouzel-{me}-1"),
            format!("ouzel-{me}-watched"),
            format!("ouzel-probe-{me}"),
            "unrelated".to_owned(),
            "ouzel-probe-x".to_owned(),
        ];
        for name in dead.iter().map(|n| n.to_string()).chain(alive.iter().cloned()) {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        // What a dead ouzel's child ouzel left inside its watched cgroup.
        let nested = dir.path().join("ouzel-999999999-watched/ouzel-999999997-watched");
        std::fs::create_dir(&nested).unwrap();
        remove_stale(dir.path());
        for name in dead {
            assert!(!dir.path().join(name).exists(), "{name} was left");
        }
        for name in &alive {
            assert!(dir.path().join(name).exists(), "{name} was removed");
        }
    }
}
