//! The system calls behind the sandbox, each behind a safe function. With `spawn.rs`, the only
//! code of ouzel's library crates that uses `unsafe`: prctl, unshare, fork, mount and setrlimit
//! have no safe wrappers in the crates we depend on, and the child side runs between the child's
//! creation and its exec — after `fork` (the fallback), or in the child `spawn.rs` clones
//! sharing ouzel's memory ([`ChildPlan::enter_cloned`]).
//!
//! Rules for code that runs in the child ([`ChildPlan::enter`], [`ChildPlan::enter_cloned`]):
//! everything is allocated in the parent before the child exists; the child only makes system
//! calls on prepared buffers, takes no lock and does not allocate (after `fork` in a
//! multi-threaded program the allocator's lock may be held by a thread that no longer exists;
//! a clone sharing the memory would corrupt the parent's heap).
#![allow(unsafe_code)]

use std::ffi::{CStr, CString};
use std::io;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicI32, Ordering};

pub(super) fn check(ret: libc::c_int) -> io::Result<libc::c_int> {
    if ret < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(ret)
    }
}

pub(super) fn errno() -> libc::c_int {
    // SAFETY: reads the calling thread's errno.
    unsafe { *libc::__errno_location() }
}

/// A resource limit set in the child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Limit {
    /// RLIMIT_NPROC.
    Processes,
    /// RLIMIT_AS, in bytes.
    AddressSpace,
    /// RLIMIT_CPU, in seconds.
    CpuSeconds,
}

impl Limit {
    fn resource(self) -> libc::__rlimit_resource_t {
        match self {
            Self::Processes => libc::RLIMIT_NPROC,
            Self::AddressSpace => libc::RLIMIT_AS,
            Self::CpuSeconds => libc::RLIMIT_CPU,
        }
    }

    /// The current hard limit (a child cannot raise it).
    pub(super) fn hard(self) -> u64 {
        let mut r = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes into the struct we pass.
        if unsafe { libc::getrlimit(self.resource(), &mut r) } == 0 {
            r.rlim_max
        } else {
            libc::RLIM_INFINITY
        }
    }
}

/// The per-command cgroup: made (or taken from those kept, see `cgroup::release`) before the
/// command starts, joined by the namespace's init, emptied when init has exited.
#[derive(Debug)]
pub(super) struct CgroupPlan {
    pub(super) dir: CString,
    pub(super) pids_max: CString,
    pub(super) pids_current: CString,
    pub(super) value: Vec<u8>,
    /// What the command's init writes `0` to, to join: `tasks` on cgroup v1 (see
    /// `cgroup::member_file`), `cgroup.procs` on v2.
    pub(super) procs: CString,
    /// A cgroup v2 directory: joining through `cgroup.procs` can wait for an RCU grace period,
    /// so the command is cloned into it instead where the kernel allows (`CLONE_INTO_CGROUP`).
    pub(super) v2: bool,
    /// The directory opened (`O_PATH`) for `CLONE_INTO_CGROUP`, kept with the cgroup.
    pub(super) dir_fd: Option<std::os::fd::OwnedFd>,
    /// The directory exists (made for this command or kept from an earlier one).
    pub(super) made: bool,
    /// Its `pids.max` already holds `value` (a kept cgroup whose limit is the same).
    pub(super) limit_set: bool,
}

impl CgroupPlan {
    /// Makes the cgroup and sets its limit. System calls on prepared buffers only: the fork
    /// path calls it in the child.
    pub(super) fn create(&mut self) {
        // SAFETY: mkdir and rmdir on a prepared path.
        unsafe {
            if !self.made {
                if libc::mkdir(self.dir.as_ptr(), 0o755) != 0 {
                    return;
                }
                self.made = true;
            }
            if !self.limit_set {
                self.limit_set = write_file(&self.pids_max, &self.value).is_ok();
                if !self.limit_set {
                    self.made = false;
                    libc::rmdir(self.dir.as_ptr());
                }
            }
        }
    }

    /// Whether no process is charged to the cgroup any more (`pids.current` is 0).
    pub(super) fn holds_none(&self) -> bool {
        let mut buf = [0u8; 32];
        let n = read_file(&self.pids_current, &mut buf);
        buf[..n].trim_ascii() == b"0"
    }

    /// The directory's descriptor for `CLONE_INTO_CGROUP` (a made v2 cgroup; opened once).
    pub(super) fn dir_fd(&mut self) -> Option<libc::c_int> {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        if !self.made || !self.v2 {
            return None;
        }
        if self.dir_fd.is_none() {
            // SAFETY: open on a prepared path; the fd is owned from here on.
            let fd = unsafe { libc::open(self.dir.as_ptr(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC) };
            if fd < 0 {
                return None;
            }
            // SAFETY: as above.
            self.dir_fd = Some(unsafe { OwnedFd::from_raw_fd(fd) });
        }
        self.dir_fd.as_ref().map(AsRawFd::as_raw_fd)
    }

    fn join(&self) -> io::Result<()> {
        if self.made {
            write_file(&self.procs, b"0")
        } else {
            Ok(())
        }
    }

    pub(super) fn remove(&self) {
        if !self.made {
            return;
        }
        // The last processes may take a moment to leave the cgroup after init's exit.
        for _ in 0..100 {
            // SAFETY: rmdir on a prepared path.
            if unsafe { libc::rmdir(self.dir.as_ptr()) } == 0 || errno() != libc::EBUSY {
                return;
            }
            let pause = libc::timespec {
                tv_sec: 0,
                tv_nsec: 10_000_000,
            };
            // SAFETY: sleeps; the struct outlives the call.
            unsafe { libc::nanosleep(&pause, std::ptr::null_mut()) };
        }
    }
}

/// What the child does between its creation (fork or clone) and exec, all prepared in the parent.
#[derive(Debug, Default)]
pub(super) struct ChildPlan {
    /// ouzel's pid: the child checks it was not orphaned before it asked to die with its parent.
    pub(super) parent: libc::pid_t,
    /// `CLONE_NEW*` flags; 0 for none (no second fork either).
    pub(super) namespaces: libc::c_int,
    /// `uid_map` and `gid_map` contents when a user namespace is made.
    pub(super) id_maps: Option<(Vec<u8>, Vec<u8>)>,
    /// Namespaces made once for the process ([`SharedNamespaces`]), joined before
    /// `namespaces` are made: (fd, `CLONE_NEWUSER` or `CLONE_NEWNET`), in that order.
    pub(super) joined: Vec<(libc::c_int, libc::c_int)>,
    /// Paths bind-mounted read-only onto themselves.
    pub(super) read_only: Vec<CString>,
    /// Mount a fresh /proc for the new PID namespace.
    pub(super) mount_proc: bool,
    /// Resource limits (soft = hard).
    pub(super) limits: Vec<(Limit, u64)>,
    /// The cgroup holding the command's processes.
    pub(super) cgroup: Option<CgroupPlan>,
    /// Drop from the capability bounding set every capability but [`KEPT_CAPABILITIES`]
    /// (for root, whose commands would otherwise keep them all).
    pub(super) drop_capabilities: bool,
    /// The Landlock ruleset.
    pub(super) landlock: Option<std::sync::Arc<landlock::RulesetCreated>>,
    /// A seccomp filter, installed last (with `no_new_privs`).
    pub(super) seccomp: Option<Vec<libc::sock_filter>>,
    /// The `cgroup.procs` of ouzel's watched cgroup ([`start_watchdog`]), joined first.
    pub(super) join: Option<&'static CStr>,
}

impl ChildPlan {
    /// Runs in the forked child before exec. With namespaces, forks once more: the first child
    /// stays outside, waits for the second (PID 1 of the new namespace, which goes on to exec)
    /// and exits with its status. Only system calls on prepared buffers.
    pub(super) fn enter(&mut self) -> io::Result<()> {
        die_with_parent(self.parent)?;
        self.join_watched();
        if self.namespaces != 0 {
            if let Some(cg) = &mut self.cgroup {
                cg.create();
            }
            self.join_shared()?;
            // SAFETY: unshare with flags; affects only this (single-threaded) child.
            check(unsafe { libc::unshare(self.namespaces) })?;
            self.write_id_maps()?;
            self.fork_init()?;
            if let Some(cg) = &self.cgroup {
                cg.join()?;
            }
            self.mount()?;
        }
        self.restrict()
    }

    /// Runs in the child of [`super::spawn`], which `clone` already put in the plan's new
    /// namespaces as their PID 1 (the cgroup was made by the parent; `in_cgroup`: the child
    /// was born in it). Only system calls on prepared buffers: the child shares ouzel's memory
    /// until it execs.
    pub(super) fn enter_cloned(&mut self, in_cgroup: bool) -> io::Result<()> {
        self.join_watched();
        if self.namespaces != 0 {
            if let Some(cg) = &self.cgroup
                && !in_cgroup
            {
                cg.join()?;
            }
            self.write_id_maps()?;
            self.join_shared()?;
            self.mount()?;
        }
        self.restrict()
    }

    /// Before the child is made (on a thread that may wait): where the child would have to
    /// join ouzel's watched cgroup, ouzel makes it and moves in itself first, once, so that
    /// this child and every later one is born there ([`ensure_watched`]); a move refused
    /// leaves the join to the child.
    pub(super) fn settle_join(&mut self) {
        if self.join.is_some() && ensure_watched() != Watch::Outside {
            // Inside: the child is born there; unavailable: there is nothing to join.
            self.join = None;
        }
    }

    /// Moves this process into ouzel's watched cgroup, where there is one.
    fn join_watched(&self) {
        if let Some(procs) = self.join {
            // Best effort: where the move is refused, the process is only swept at exit.
            let _ = write_file(procs, b"0");
        }
    }

    fn join_shared(&self) -> io::Result<()> {
        for &(fd, kind) in &self.joined {
            // SAFETY: setns on a namespace fd ouzel holds open; affects only this
            // (single-threaded) child.
            check(unsafe { libc::setns(fd, kind) })?;
        }
        Ok(())
    }

    /// Maps the user to itself in the user namespace just made.
    fn write_id_maps(&self) -> io::Result<()> {
        if let Some((uid_map, gid_map)) = &self.id_maps {
            write_file(c"/proc/self/setgroups", b"deny")?;
            write_file(c"/proc/self/uid_map", uid_map)?;
            write_file(c"/proc/self/gid_map", gid_map)?;
        }
        Ok(())
    }

    /// What every sandboxed command gets last: capabilities, limits, Landlock, seccomp.
    fn restrict(&mut self) -> io::Result<()> {
        if self.drop_capabilities {
            drop_capabilities()?;
        }
        for (limit, value) in &self.limits {
            let r = libc::rlimit {
                rlim_cur: *value,
                rlim_max: *value,
            };
            // SAFETY: setrlimit reads the struct we pass.
            check(unsafe { libc::setrlimit(limit.resource(), &r) })?;
        }
        // A copy of the ruleset is spent, not the plan's own: in a child sharing ouzel's memory
        // (`spawn`), taking it would leave ouzel's descriptor of it open for good.
        if let Some(r) = &self.landlock {
            r.try_clone()?
                .restrict_self()
                .map_err(|_| io::Error::from_raw_os_error(libc::EPERM))?;
        }
        if let Some(filter) = &mut self.seccomp {
            install_seccomp(filter)?;
        }
        Ok(())
    }

    /// Forks PID 1 of the new namespace; returns in it. The caller (outside the namespace) waits.
    fn fork_init(&self) -> io::Result<()> {
        // SAFETY: fork in a single-threaded child; both sides only make system calls.
        let pid = check(unsafe { libc::fork() })?;
        if pid == 0 {
            // Orphaned (the waiter was killed) means the whole namespace goes.
            // SAFETY: prctl with integer arguments.
            unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) };
            return Ok(());
        }
        self.wait_and_exit(pid)
    }

    fn wait_and_exit(&self, init: libc::pid_t) -> ! {
        INIT.store(init, Ordering::SeqCst);
        // SAFETY: plain system calls on local values; `_exit` ends the process.
        unsafe {
            // The handlers ouzel installed (tokio's) were inherited and would swallow SIGTERM.
            // A signal that ends this waiter ends the namespace first (init gets SIGKILL), so the
            // cgroup can still be removed; then the waiter dies of it.
            for sig in 1..32 {
                let handler = if [libc::SIGTERM, libc::SIGHUP, libc::SIGINT, libc::SIGQUIT].contains(&sig) {
                    end_namespace as *const () as libc::sighandler_t
                } else {
                    libc::SIG_DFL
                };
                if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                    libc::signal(sig, handler);
                }
            }
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
            // Holding the exec-status pipe would make the spawner wait for the whole command,
            // and holding the output pipes would keep them open after it ends.
            libc::syscall(libc::SYS_close_range, 0u32, u32::MAX, 0u32);
            let mut status: libc::c_int = 0;
            loop {
                let r = libc::waitpid(init, &mut status, 0);
                if r == init {
                    break;
                }
                if r < 0 && errno() != libc::EINTR {
                    status = 1 << 8;
                    break;
                }
            }
            if let Some(cg) = &self.cgroup {
                cg.remove();
            }
            let received = RECEIVED.load(Ordering::SeqCst);
            if received != 0 {
                libc::signal(received, libc::SIG_DFL);
                libc::kill(libc::getpid(), received);
                libc::_exit(128 + received);
            }
            if libc::WIFSIGNALED(status) {
                let sig = libc::WTERMSIG(status);
                libc::kill(libc::getpid(), sig);
                libc::_exit(128 + sig);
            }
            libc::_exit(libc::WEXITSTATUS(status))
        }
    }

    fn mount(&self) -> io::Result<()> {
        let null = std::ptr::null::<libc::c_char>();
        // SAFETY: mount on prepared C strings; the new mount namespace is this child's own.
        unsafe {
            // Nothing mounted here may propagate back to the host's namespace.
            check(libc::mount(
                null,
                c"/".as_ptr(),
                null,
                libc::MS_REC | libc::MS_PRIVATE,
                std::ptr::null(),
            ))?;
            for path in &self.read_only {
                check(libc::mount(
                    path.as_ptr(),
                    path.as_ptr(),
                    null,
                    libc::MS_BIND | libc::MS_REC,
                    std::ptr::null(),
                ))?;
                // A remount must keep the flags the kernel locks (nosuid, nodev, ...).
                let mut st: libc::statvfs = std::mem::zeroed();
                let mut flags = libc::MS_BIND | libc::MS_REMOUNT | libc::MS_RDONLY;
                if libc::statvfs(path.as_ptr(), &mut st) == 0 {
                    for (st_flag, ms_flag) in [
                        (libc::ST_NOSUID, libc::MS_NOSUID),
                        (libc::ST_NODEV, libc::MS_NODEV),
                        (libc::ST_NOEXEC, libc::MS_NOEXEC),
                        (libc::ST_NOATIME, libc::MS_NOATIME),
                        (libc::ST_NODIRATIME, libc::MS_NODIRATIME),
                        (libc::ST_RELATIME, libc::MS_RELATIME),
                    ] {
                        if st.f_flag & st_flag != 0 {
                            flags |= ms_flag;
                        }
                    }
                }
                check(libc::mount(null, path.as_ptr(), null, flags, std::ptr::null()))?;
            }
            if self.mount_proc {
                // Best effort: where /proc cannot be remounted, ouzel's own entry stays visible
                // but unreadable (not dumpable, no capability over it).
                libc::mount(
                    c"proc".as_ptr(),
                    c"/proc".as_ptr(),
                    c"proc".as_ptr(),
                    libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                    std::ptr::null(),
                );
            }
        }
        Ok(())
    }
}

/// The namespace's init, in its waiter (a forked child: these statics are its own copy).
static INIT: AtomicI32 = AtomicI32::new(0);
/// The signal that asked the waiter to end.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// The waiter's handler for SIGTERM and its kind: kill the namespace's init, which ends every
/// process in it; the waiter then removes the cgroup and dies of the same signal.
extern "C" fn end_namespace(sig: libc::c_int) {
    RECEIVED.store(sig, Ordering::SeqCst);
    // SAFETY: kill is async-signal-safe.
    unsafe {
        libc::kill(INIT.load(Ordering::SeqCst), libc::SIGKILL);
    }
}

/// Makes `cmd` run `plan` in its child between fork and exec.
pub(super) fn install(cmd: &mut tokio::process::Command, mut plan: ChildPlan) {
    plan.settle_join();
    // SAFETY: `enter` keeps to what is allowed between fork and exec (see the module doc).
    unsafe {
        cmd.pre_exec(move || plan.enter());
    }
}

/// Makes `cmd`'s process get SIGKILL when the thread that started it ends (with ouzel, for
/// the runtime's threads). Every program ouzel starts goes through it: commands (inside the
/// sandbox too, where this runs in the namespace's init), hooks, MCP stdio servers. Does not
/// cover what it starts in turn: see the sandbox for that.
pub fn die_with_parent_on_exec(cmd: &mut tokio::process::Command) {
    // SAFETY: one prctl system call between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            check(libc::prctl(
                libc::PR_SET_PDEATHSIG,
                libc::SIGKILL as libc::c_ulong,
                0,
                0,
                0,
            ))
            .map(drop)
        });
    }
}

/// Makes a program ouzel starts outside the sandbox (an MCP stdio server, a hook) die with
/// ouzel, and what it starts in turn, `setsid` ones included, where a cgroup allows: SIGKILL
/// when ouzel dies ([`die_with_parent_on_exec`]), and membership of the cgroup the watchdog
/// kills when ouzel dies, `kill -9` included (see `start_watchdog`).
pub fn harden_child(cmd: &mut tokio::process::Command) {
    install(
        cmd,
        ChildPlan {
            parent: pid(),
            join: watched_procs(),
            ..Default::default()
        },
    );
}

/// ouzel's watched cgroup: every process ouzel starts outside a PID namespace joins it, and a
/// watchdog process kills all of it when ouzel dies.
#[derive(Debug)]
struct Watched {
    dir: CString,
    procs: CString,
    kill: CString,
}

impl Watched {
    fn at(dir: &std::path::Path) -> io::Result<Self> {
        use std::os::unix::ffi::OsStrExt;
        let c = |p: &std::path::Path| CString::new(p.as_os_str().as_bytes()).map_err(io::Error::other);
        Ok(Self {
            dir: c(dir)?,
            procs: c(&dir.join("cgroup.procs"))?,
            kill: c(&dir.join("cgroup.kill"))?,
        })
    }
}

/// Where this process's watched cgroup goes (`ouzel-PID-watched` in its own cgroup v2
/// directory), worked out once; made only when a program needs it ([`ensure_watched`]).
fn planned() -> Option<&'static Watched> {
    static PLANNED: OnceLock<Option<Watched>> = OnceLock::new();
    PLANNED
        .get_or_init(|| super::cgroup::watched_path().and_then(|d| Watched::at(&d).ok()))
        .as_ref()
}

/// The watched cgroup's directory (made or not): what killed runs left sits beside it.
pub(super) fn watched_dir() -> Option<&'static std::path::Path> {
    use std::os::unix::ffi::OsStrExt;
    planned().map(|w| std::path::Path::new(std::ffi::OsStr::from_bytes(w.dir.as_bytes())))
}

/// Where ouzel stands with its watched cgroup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Watch {
    /// Not needed yet.
    NotYet,
    /// Not allowed here (no watchdog program, see [`enable_watchdog`]), not writable, or the
    /// watchdog could not start.
    Unavailable,
    /// Made and watched; ouzel could not move in, so each program joins it itself.
    Outside,
    /// Made and watched, ouzel in it: what it starts is born there.
    Inside,
    /// ouzel is ending (the sweep at exit): nothing is made or moved any more.
    Closed,
}

/// Held while the watched cgroup is made and ouzel moves in, and by the sweep at exit, which
/// must know whether ouzel is in it (`cgroup.kill` would end ouzel too).
static WATCH: std::sync::Mutex<Watch> = std::sync::Mutex::new(Watch::NotYet);

/// Whether this program can run the watchdog (`ouzel`'s `main` hands [`WATCHDOG_ARG`] to
/// [`run_watchdog`]); an embedding program that does not gets no watched cgroup.
static WATCHDOG_ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The first argument that makes `ouzel` the watchdog of a watched cgroup (never typed by a
/// user; not a subcommand).
pub const WATCHDOG_ARG: &str = "__ouzel-watchdog";

/// Lets ouzel start the watchdog of its watched cgroup by running this program again with
/// [`WATCHDOG_ARG`]: call it from a `main` that passes that argument to [`run_watchdog`].
pub fn enable_watchdog() {
    WATCHDOG_ENABLED.store(true, Ordering::Relaxed);
}

/// The `cgroup.procs` a child must join: the watched cgroup's (made when the child is
/// started, [`ChildPlan::settle_join`]), until ouzel itself is in it.
pub(super) fn watched_procs() -> Option<&'static CStr> {
    match *WATCH.lock().unwrap_or_else(|e| e.into_inner()) {
        Watch::NotYet | Watch::Outside if WATCHDOG_ENABLED.load(Ordering::Relaxed) => {
            planned().map(|w| w.procs.as_c_str())
        }
        _ => None,
    }
}

/// Makes the watched cgroup and starts its watchdog, once, then moves ouzel (every thread) in,
/// so that the processes it starts are born there instead of each moving in: a move waits for
/// an RCU grace period (8–20 ms here) unless another happened in the last few milliseconds,
/// and while it waits no process on the machine forks or exits (issue 21). Done by the first
/// program that needs the cgroup (a `danger-full-access` command, an MCP stdio server, a hook),
/// on the thread that starts it (the blocking pool's, for commands and MCP servers): a run
/// whose commands all get a PID namespace (the default sandbox) never pays for it. The
/// watchdog, started before the move, stays outside.
fn ensure_watched() -> Watch {
    let mut watch = WATCH.lock().unwrap_or_else(|e| e.into_inner());
    if *watch == Watch::NotYet {
        *watch = match planned() {
            Some(w) if WATCHDOG_ENABLED.load(Ordering::Relaxed) => make_watched(w),
            _ => Watch::Unavailable,
        };
    }
    *watch
}

/// Makes the cgroup `w`, starts its watchdog and moves ouzel in.
fn make_watched(w: &'static Watched) -> Watch {
    // SAFETY: mkdir on a prepared path.
    if unsafe { libc::mkdir(w.dir.as_ptr(), 0o755) } != 0 {
        return Watch::Unavailable;
    }
    if let Err(e) = start_watchdog(w) {
        tracing::debug!(error = %e, "no watchdog: programs outside the sandbox die with ouzel only by PR_SET_PDEATHSIG");
        // SAFETY: rmdir on a prepared path.
        unsafe { libc::rmdir(w.dir.as_ptr()) };
        return Watch::Unavailable;
    }
    match write_file(&w.procs, b"0") {
        Ok(()) => Watch::Inside,
        Err(e) => {
            tracing::debug!(error = %e, "ouzel stays out of its watched cgroup; each program it starts moves in");
            Watch::Outside
        }
    }
}

impl Watched {
    /// Sends SIGKILL to every member but `spared` (0 for none) until no other is left (bounded:
    /// a member the kernel has not let go of yet is read again after 10 ms).
    fn kill_members_but(&self, spared: libc::pid_t) {
        for _ in 0..50 {
            let mut buf = [0u8; 4096];
            let n = read_file(&self.procs, &mut buf);
            let mut others = false;
            let mut pid: libc::pid_t = 0;
            for &b in &buf[..n] {
                if b.is_ascii_digit() {
                    pid = pid.saturating_mul(10).saturating_add(libc::pid_t::from(b - b'0'));
                } else {
                    if pid > 0 && pid != spared {
                        others = true;
                        // SAFETY: kill with integer arguments.
                        unsafe { libc::kill(pid, libc::SIGKILL) };
                    }
                    pid = 0;
                }
            }
            if !others {
                break;
            }
            pause_10ms();
        }
    }

    /// Kills every process in the cgroup (`cgroup.kill`, else one by one) and removes it.
    /// System calls only: it runs in the watchdog.
    fn kill_all(&self) {
        if write_file(&self.kill, b"1").is_err() {
            // Before Linux 5.14: signal the members until none is left (bounded).
            self.kill_members_but(0);
        }
        // The killed processes leave the cgroup a moment later.
        for _ in 0..200 {
            // SAFETY: rmdir on a prepared path.
            if unsafe { libc::rmdir(self.dir.as_ptr()) } == 0 || errno() != libc::EBUSY {
                return;
            }
            // An ouzel started by this one made its watched cgroup in here, and `cgroup.kill`
            // ended its watchdog too: its cgroup is left to remove.
            // SAFETY: open of a prepared path; the descriptor is closed below.
            let fd = unsafe { libc::open(self.dir.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC) };
            if fd >= 0 {
                remove_subdirs(fd, 8);
                // SAFETY: closes the descriptor opened above.
                unsafe { libc::close(fd) };
            }
            pause_10ms();
        }
    }
}

/// Removes the directories under the directory `fd` (empty cgroups: their control files go
/// with them), `depth` levels down at most. System calls on a stack buffer only: it runs in
/// the watchdog.
fn remove_subdirs(fd: libc::c_int, depth: u32) {
    if depth == 0 {
        return;
    }
    // Read again from the start after each removal: entries move as the directory changes.
    for _ in 0..64 {
        // SAFETY: rewinds a directory descriptor we hold.
        unsafe { libc::lseek(fd, 0, libc::SEEK_SET) };
        let mut buf = [0u64; 512];
        // SAFETY: getdents64 writes at most `len` bytes into the buffer.
        let n = unsafe { libc::syscall(libc::SYS_getdents64, fd, buf.as_mut_ptr(), std::mem::size_of_val(&buf)) };
        let Ok(n) = usize::try_from(n) else { return };
        let bytes = buf.as_ptr().cast::<u8>();
        let mut at = 0;
        let mut removed = false;
        while at + 19 < n {
            // struct linux_dirent64: d_ino u64, d_off i64, d_reclen u16, d_type u8, d_name.
            // SAFETY: within the `n` bytes the kernel wrote; the name is NUL-terminated.
            let (reclen, kind, name) = unsafe {
                let rec = bytes.add(at);
                (
                    usize::from(rec.add(16).cast::<u16>().read_unaligned()),
                    *rec.add(18),
                    rec.add(19).cast::<libc::c_char>(),
                )
            };
            if reclen == 0 {
                return;
            }
            at += reclen;
            // SAFETY: the name is NUL-terminated within the record.
            let first = unsafe { *name.cast::<u8>() };
            let dot = first == b'.' && {
                // SAFETY: as above; "." and ".." are skipped.
                let (a, b) = unsafe { (*name.add(1).cast::<u8>(), *name.add(2).cast::<u8>()) };
                a == 0 || (a == b'.' && b == 0)
            };
            if kind != libc::DT_DIR || dot {
                continue;
            }
            // SAFETY: openat/unlinkat on a name the kernel gave, relative to a held descriptor.
            unsafe {
                let sub = libc::openat(fd, name, libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC);
                if sub >= 0 {
                    remove_subdirs(sub, depth - 1);
                    libc::close(sub);
                }
                removed |= libc::unlinkat(fd, name, libc::AT_REMOVEDIR) == 0;
            }
        }
        if !removed {
            return;
        }
    }
}

fn pause_10ms() {
    let pause = libc::timespec {
        tv_sec: 0,
        tv_nsec: 10_000_000,
    };
    // SAFETY: sleeps; the struct outlives the call.
    unsafe { libc::nanosleep(&pause, std::ptr::null_mut()) };
}

/// Reads up to `buf.len()` bytes of `path` (no allocation); 0 on error.
fn read_file(path: &CStr, buf: &mut [u8]) -> usize {
    // SAFETY: open/read/close on a prepared path and buffer.
    unsafe {
        let fd = libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return 0;
        }
        let n = libc::read(fd, buf.as_mut_ptr().cast(), buf.len());
        libc::close(fd);
        usize::try_from(n).unwrap_or(0)
    }
}

/// Starts the watchdog of the cgroup `w` (made by the caller, empty): this program run again
/// with [`WATCHDOG_ARG`] ([`run_watchdog`]), which outlives ouzel by design, waits for the end
/// of a pipe only ouzel holds (which comes however ouzel ends, `kill -9` included), then kills
/// every process in the cgroup and removes it. Started with `posix_spawn` and an empty
/// environment: it holds nothing of ouzel's (no copy of its memory, no credential, no other
/// descriptor), and ouzel's pages do not become copy-on-write as a fork would make them.
fn start_watchdog(w: &Watched) -> io::Result<()> {
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::process::CommandExt;
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: pipe2 writes two descriptors into the array.
    check(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) })?;
    // SAFETY: both descriptors were just made and are owned here.
    let (read_end, write_end) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    let child = std::process::Command::new("/proc/self/exe")
        .arg(WATCHDOG_ARG)
        .arg(std::ffi::OsStr::from_bytes(w.dir.as_bytes()))
        .env_clear()
        .stdin(read_end)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        // Out of ouzel's process group: a Ctrl-C or a group kill is for ouzel.
        .process_group(0)
        .spawn()?;
    WATCHDOG_PID.store(libc::pid_t::try_from(child.id()).unwrap_or(0), Ordering::Relaxed);
    // The write end stays open (close-on-exec) for the life of the process.
    std::mem::forget(write_end);
    Ok(())
}

/// The watchdog's process, spared by [`kill_children`]: it removes the watched cgroup once
/// ouzel, inside it, is gone.
static WATCHDOG_PID: AtomicI32 = AtomicI32::new(0);

/// The watchdog's whole life: waits for the end of its standard input (a pipe whose other end
/// only ouzel holds), then kills everything in the cgroup `dir` and removes it. Deaf to the
/// signals that end a session: only the end of the pipe (or SIGKILL) ends it.
pub fn run_watchdog(dir: &std::path::Path) -> io::Result<()> {
    let watched = Watched::at(dir)?;
    // Only ever a cgroup: given another directory by mistake, it must not remove anything.
    // SAFETY: statfs fills the struct we pass, on a prepared path.
    let mut fs: libc::statfs = unsafe { std::mem::zeroed() };
    check(unsafe { libc::statfs(watched.dir.as_ptr(), &mut fs) })?;
    if i128::from(fs.f_type) != i128::from(libc::CGROUP2_SUPER_MAGIC) {
        return Err(io::Error::other(format!(
            "{} is not a cgroup v2 directory",
            dir.display()
        )));
    }
    // SAFETY: signal dispositions and reads of our own descriptor, single-threaded.
    unsafe {
        for sig in [libc::SIGHUP, libc::SIGINT, libc::SIGTERM, libc::SIGQUIT, libc::SIGPIPE] {
            libc::signal(sig, libc::SIG_IGN);
        }
        let mut b = [0u8; 1];
        loop {
            let n = libc::read(0, b.as_mut_ptr().cast(), 1);
            if n == 0 || (n < 0 && errno() != libc::EINTR) {
                break;
            }
        }
    }
    watched.kill_all();
    Ok(())
}

/// What a root command keeps: owning and changing its files (package managers and `tar`
/// chown what they unpack), signalling its own processes, switching users, binding low ports.
/// Everything that reaches past the sandbox goes: loading kernel modules, raw I/O, mounting,
/// tracing, rebooting, setting the clock, raising resource limits, administering the network.
pub(super) const KEPT_CAPABILITIES: &[libc::c_int] = &[
    0,  // CAP_CHOWN
    1,  // CAP_DAC_OVERRIDE
    2,  // CAP_DAC_READ_SEARCH
    3,  // CAP_FOWNER
    4,  // CAP_FSETID
    5,  // CAP_KILL
    6,  // CAP_SETGID
    7,  // CAP_SETUID
    10, // CAP_NET_BIND_SERVICE
    29, // CAP_AUDIT_WRITE
];

/// Empties the bounding set but for [`KEPT_CAPABILITIES`]: after exec, even uid 0 gets no
/// other capability. Capabilities are numbered from 0 without gaps, so the first one this
/// kernel does not know (EINVAL) ends the loop: some twenty system calls less per command
/// than trying every number up to 63.
fn drop_capabilities() -> io::Result<()> {
    let drop = |cap: libc::c_int| -> io::Result<bool> {
        // SAFETY: prctl with integer arguments.
        if unsafe { libc::prctl(libc::PR_CAPBSET_DROP, cap as libc::c_ulong, 0, 0, 0) } == 0 {
            return Ok(true);
        }
        match errno() {
            libc::EINVAL => Ok(false),
            e => Err(io::Error::from_raw_os_error(e)),
        }
    };
    // CAP_SETPCAP (8), needed to drop the others, goes last.
    for cap in (0..64).filter(|c| *c != 8 && !KEPT_CAPABILITIES.contains(c)) {
        if !drop(cap)? {
            break;
        }
    }
    drop(8).map(|_| ())
}

/// Asks for SIGKILL when the parent dies, then makes sure it has not died already.
fn die_with_parent(parent: libc::pid_t) -> io::Result<()> {
    // SAFETY: prctl and getppid with integer arguments.
    unsafe {
        check(libc::prctl(
            libc::PR_SET_PDEATHSIG,
            libc::SIGKILL as libc::c_ulong,
            0,
            0,
            0,
        ))?;
        if parent != 0 && libc::getppid() != parent {
            return Err(io::Error::from_raw_os_error(libc::ESRCH));
        }
    }
    Ok(())
}

/// Installs a seccomp filter on this thread (and what it execs), with `no_new_privs`, which
/// an unprivileged process needs for it. No allocation: the filter was built in the parent.
fn install_seccomp(filter: &mut [libc::sock_filter]) -> io::Result<()> {
    let prog = libc::sock_fprog {
        len: filter
            .len()
            .try_into()
            .map_err(|_| io::Error::from_raw_os_error(libc::E2BIG))?,
        filter: filter.as_mut_ptr(),
    };
    // SAFETY: prctl with integer arguments; seccomp reads the program through `prog`, which
    // (and the filter it points to) outlives the call.
    unsafe {
        check(libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
        if libc::syscall(
            libc::SYS_seccomp,
            libc::SECCOMP_SET_MODE_FILTER,
            0,
            &prog as *const libc::sock_fprog,
        ) != 0
        {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Writes `data` to `path` with open/write/close (no allocation).
fn write_file(path: &CStr, data: &[u8]) -> io::Result<()> {
    // SAFETY: open/write/close on a prepared path and buffer.
    unsafe {
        let fd = check(libc::open(path.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC))?;
        let n = libc::write(fd, data.as_ptr().cast(), data.len());
        let err = io::Error::last_os_error();
        libc::close(fd);
        if n < 0 {
            return Err(err);
        }
    }
    Ok(())
}

/// The id of this process.
pub(super) fn pid() -> libc::pid_t {
    // SAFETY: getpid has no preconditions.
    unsafe { libc::getpid() }
}

/// The effective user and group ids.
pub(super) fn ids() -> (libc::uid_t, libc::gid_t) {
    // SAFETY: no preconditions.
    unsafe { (libc::geteuid(), libc::getegid()) }
}

/// A network namespace (and, without root, the user namespace that owns it) made once and held
/// open, which every sandboxed command without network joins instead of making its own:
/// making a network namespace is most of the cost of a sandboxed command's namespaces (issue
/// 21), joining one is a system call. Nothing a command starts outlives it (its PID namespace
/// ends with it), so a later command finds nothing of it there; commands running at the same
/// time share the namespace's loopback, which reaches nothing outside it.
#[derive(Debug)]
pub(super) struct SharedNamespaces {
    /// The user namespace, when one had to be made (not root).
    pub(super) user: Option<std::os::fd::OwnedFd>,
    /// The network namespace: no interface but a loopback that is down.
    pub(super) net: std::os::fd::OwnedFd,
}

impl SharedNamespaces {
    /// Makes them in a throwaway child, which sends their fds back over a socket pair
    /// (`/proc/PID/ns` of a child of a non-dumpable process cannot be opened from outside).
    pub(super) fn make(id_maps: Option<(Vec<u8>, Vec<u8>)>) -> io::Result<Self> {
        let flags = libc::CLONE_NEWNET | if id_maps.is_some() { libc::CLONE_NEWUSER } else { 0 };
        let parent = pid();
        Self::sent_back(flags, |sock| {
            if super::spawn::available() {
                // The namespaces come with `clone`; the datagram waits in the socket until the
                // child (which the call waits for) has exited.
                return super::spawn::run_cloned(flags, &mut || {
                    send_namespaces(parent, 0, id_maps.as_ref(), flags, sock)
                });
            }
            // SAFETY: the child only makes system calls on buffers prepared here and exits.
            let child = check(unsafe { libc::fork() })?;
            if child == 0 {
                let code = match send_namespaces(parent, flags, id_maps.as_ref(), flags, sock) {
                    Ok(()) => 0,
                    Err(e) => e.raw_os_error().unwrap_or(libc::EINVAL).clamp(1, 255),
                };
                // SAFETY: ends the child without running the parent's destructors.
                unsafe { libc::_exit(code) }
            }
            let status = wait_status(child)?;
            if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 {
                Ok(())
            } else if libc::WIFEXITED(status) {
                Err(io::Error::from_raw_os_error(libc::WEXITSTATUS(status)))
            } else {
                Err(io::Error::from_raw_os_error(libc::EINTR))
            }
        })
    }

    /// Probes `plan`'s namespaces (as [`probe`] does) in a child that, once in them, sends its
    /// network namespace back: the namespace the probe makes anyway becomes the shared one,
    /// instead of a second being made for the first command (each costs the kernel about a
    /// millisecond to make, and as much to tear down). Only where commands start with `clone`
    /// ([`super::spawn::available`]), for namespaces made without a user namespace; the error
    /// is the probe's.
    pub(super) fn probed(plan: &mut ChildPlan) -> io::Result<Self> {
        debug_assert!(plan.namespaces & libc::CLONE_NEWNET != 0 && plan.namespaces & libc::CLONE_NEWUSER == 0);
        let namespaces = plan.namespaces;
        Self::sent_back(libc::CLONE_NEWNET, |sock| {
            super::spawn::run_cloned(namespaces, &mut || {
                plan.enter_cloned(false)?;
                // No parent to check: inside its new PID namespace the child's is 0, and the
                // thread that made it waits for it (CLONE_VFORK).
                send_namespaces(0, 0, None, libc::CLONE_NEWNET, sock)
            })
        })
    }

    /// Runs `send` with one end of a fresh socket pair (it returns once the child sending the
    /// fds of the namespaces `flags` names has exited), then takes them from the other end.
    fn sent_back(flags: libc::c_int, send: impl FnOnce(libc::c_int) -> io::Result<()>) -> io::Result<Self> {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        let mut pair = [0; 2];
        // SAFETY: socketpair writes two fds into the array.
        check(unsafe {
            libc::socketpair(
                libc::AF_UNIX,
                libc::SOCK_DGRAM | libc::SOCK_CLOEXEC,
                0,
                pair.as_mut_ptr(),
            )
        })?;
        // SAFETY: the fds were just made and are owned here.
        let (ours, theirs) = unsafe { (OwnedFd::from_raw_fd(pair[0]), OwnedFd::from_raw_fd(pair[1])) };
        send(theirs.as_raw_fd())?;
        drop(theirs);
        let mut fds = receive_fds(&ours)?.into_iter();
        let user = if flags & libc::CLONE_NEWUSER != 0 {
            fds.next()
        } else {
            None
        };
        let net = fds
            .next()
            .ok_or_else(|| io::Error::other("no network namespace came back"))?;
        Ok(Self { user, net })
    }

    /// What a command's child joins, in order.
    pub(super) fn joined(&self) -> Vec<(libc::c_int, libc::c_int)> {
        use std::os::fd::AsRawFd;
        let mut out = Vec::new();
        if let Some(user) = &self.user {
            out.push((user.as_raw_fd(), libc::CLONE_NEWUSER));
        }
        out.push((self.net.as_raw_fd(), libc::CLONE_NEWNET));
        out
    }
}

/// In the child of [`SharedNamespaces::make`]: makes the namespaces (`unshare`, unless `clone`
/// made them), then sends `/proc/self/ns/user` (when `flags` made one) and `/proc/self/ns/net`
/// over `sock`. System calls only.
fn send_namespaces(
    parent: libc::pid_t,
    unshare: libc::c_int,
    id_maps: Option<&(Vec<u8>, Vec<u8>)>,
    flags: libc::c_int,
    sock: libc::c_int,
) -> io::Result<()> {
    die_with_parent(parent)?;
    if unshare != 0 {
        // SAFETY: unshare in this single-threaded child.
        check(unsafe { libc::unshare(unshare) })?;
    }
    if let Some((uid_map, gid_map)) = id_maps {
        write_file(c"/proc/self/setgroups", b"deny")?;
        write_file(c"/proc/self/uid_map", uid_map)?;
        write_file(c"/proc/self/gid_map", gid_map)?;
    }
    let mut fds = [-1; 2];
    let mut n = 0;
    for (made, path) in [
        (flags & libc::CLONE_NEWUSER != 0, c"/proc/self/ns/user"),
        (true, c"/proc/self/ns/net"),
    ] {
        if made {
            // SAFETY: open on a static path.
            fds[n] = check(unsafe { libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) })?;
            n += 1;
        }
    }
    with_fd_message(|msg| {
        // SAFETY: an SCM_RIGHTS control message holding `n` fds, written into the control
        // buffer `msg` points at (room for 8), then sent.
        unsafe {
            let len = (n * std::mem::size_of::<libc::c_int>()) as u32;
            msg.msg_controllen = libc::CMSG_SPACE(len) as _;
            let cmsg = libc::CMSG_FIRSTHDR(msg);
            (*cmsg).cmsg_level = libc::SOL_SOCKET;
            (*cmsg).cmsg_type = libc::SCM_RIGHTS;
            (*cmsg).cmsg_len = libc::CMSG_LEN(len) as _;
            std::ptr::copy_nonoverlapping(fds.as_ptr(), libc::CMSG_DATA(cmsg).cast::<libc::c_int>(), n);
            check(libc::sendmsg(sock, msg, 0) as libc::c_int).map(drop)
        }
    })
}

/// Calls `f` with a message of one byte of data and a control buffer for a few fds, built on
/// this stack (the sending side runs in a forked child: no allocation).
fn with_fd_message<R>(f: impl FnOnce(&mut libc::msghdr) -> R) -> R {
    let mut byte = [0u8; 1];
    let mut iov = libc::iovec {
        iov_base: byte.as_mut_ptr().cast(),
        iov_len: 1,
    };
    let mut control = [0u64; 8];
    // SAFETY: msghdr is plain data; all-zero is a valid empty message.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.as_mut_ptr().cast();
    msg.msg_controllen = std::mem::size_of_val(&control) as _;
    f(&mut msg)
}

/// Receives the fds [`send_namespaces`] sent, in order.
fn receive_fds(sock: &std::os::fd::OwnedFd) -> io::Result<Vec<std::os::fd::OwnedFd>> {
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    // SAFETY: recvmsg into the buffers `msg` points at; the fds received are owned from here on.
    with_fd_message(|msg| unsafe {
        loop {
            if libc::recvmsg(sock.as_raw_fd(), msg, libc::MSG_CMSG_CLOEXEC) >= 0 {
                break;
            }
            if errno() != libc::EINTR {
                return Err(io::Error::last_os_error());
            }
        }
        let mut out = Vec::new();
        let mut cmsg = libc::CMSG_FIRSTHDR(msg);
        while !cmsg.is_null() {
            if (*cmsg).cmsg_level == libc::SOL_SOCKET && (*cmsg).cmsg_type == libc::SCM_RIGHTS {
                let data = libc::CMSG_DATA(cmsg).cast::<libc::c_int>();
                let count =
                    ((*cmsg).cmsg_len as usize - libc::CMSG_LEN(0) as usize) / std::mem::size_of::<libc::c_int>();
                for i in 0..count {
                    out.push(OwnedFd::from_raw_fd(*data.add(i)));
                }
            }
            cmsg = libc::CMSG_NXTHDR(msg, cmsg);
        }
        Ok(out)
    })
}

/// Runs `plan.enter()` in a throwaway child that exits right after: whether this kernel and
/// these privileges allow the plan's namespaces. Returns the error the child hit.
pub(super) fn probe(plan: &mut ChildPlan) -> io::Result<()> {
    if super::spawn::available() {
        // As commands start: the plan's namespaces made by `clone`, the child their PID 1.
        let namespaces = plan.namespaces;
        return super::spawn::run_cloned(namespaces, &mut || plan.enter_cloned(false));
    }
    probe_forked(plan)
}

/// [`probe`] in a forked child, which makes the namespaces with `unshare` (as commands start
/// where `clone` cannot make them).
pub(super) fn probe_forked(plan: &mut ChildPlan) -> io::Result<()> {
    // SAFETY: the child only runs `enter` (system calls on prepared buffers) and `_exit`.
    let pid = check(unsafe { libc::fork() })?;
    if pid == 0 {
        let code = match plan.enter() {
            Ok(()) => 0,
            Err(e) => e.raw_os_error().unwrap_or(libc::EINVAL).clamp(1, 255),
        };
        // SAFETY: ends the child without running the parent's destructors.
        unsafe { libc::_exit(code) }
    }
    let status = wait_status(pid)?;
    match (libc::WIFEXITED(status), libc::WEXITSTATUS(status)) {
        (true, 0) => Ok(()),
        (true, code) => Err(io::Error::from_raw_os_error(code)),
        _ => Err(io::Error::other("the probe was killed")),
    }
}

/// Waits for the child `pid` to end (through interruptions); its wait status.
pub(super) fn wait_status(pid: libc::pid_t) -> io::Result<libc::c_int> {
    let mut status = 0;
    loop {
        // SAFETY: waits for a child of this process, writing its status into a local.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            return Ok(status);
        }
        if r < 0 && errno() != libc::EINTR {
            return Err(io::Error::last_os_error());
        }
    }
}

/// Makes ouzel's own process harder to read from its children: not dumpable (so
/// `/proc/<pid>/environ`, `mem` and ptrace need `CAP_SYS_PTRACE`), and a child subreaper (so
/// processes its commands leave behind, `setsid` ones included, are re-parented to ouzel and
/// can be ended by [`kill_children`] instead of escaping to init).
pub(super) fn harden_process() -> io::Result<()> {
    // SAFETY: prctl with integer arguments.
    unsafe {
        check(libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0))?;
        check(libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0))?;
    }
    Ok(())
}

/// Whether this process has a single thread (so its environment may be changed).
fn single_threaded() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|s| {
        s.lines()
            .any(|l| l.strip_prefix("Threads:").is_some_and(|n| n.trim() == "1"))
    })
}

unsafe extern "C" {
    static mut environ: *mut *mut libc::c_char;
}

/// Moves the variables `is_secret` picks out of this process's environment and returns them.
/// Their values are overwritten where they lie, so that `/proc/<pid>/environ` (which shows the
/// environment as the process started with) no longer shows them either. Refuses, returning
/// nothing, once a second thread exists: changing the environment is then unsound.
pub fn take_env_vars(is_secret: impl Fn(&str) -> bool) -> Result<Vec<(String, String)>, io::Error> {
    if !single_threaded() {
        return Err(io::Error::other(
            "the environment can only be changed before other threads start",
        ));
    }
    let taken: Vec<(String, String)> = std::env::vars_os()
        .filter_map(|(k, v)| Some((k.into_string().ok()?, v.into_string().ok()?)))
        .filter(|(k, _)| is_secret(k))
        .collect();
    for (name, _) in &taken {
        let prefix = format!("{name}=");
        // SAFETY: single-threaded (checked above); walks the NULL-terminated `environ` array and
        // overwrites, within their own length, the values of the entries named `name`.
        unsafe {
            let mut entry = environ;
            while !entry.is_null() && !(*entry).is_null() {
                let s = CStr::from_ptr(*entry);
                if s.to_bytes().starts_with(prefix.as_bytes()) {
                    let value = (*entry).add(prefix.len());
                    std::ptr::write_bytes(value, b'*', s.to_bytes().len() - prefix.len());
                }
                entry = entry.add(1);
            }
            std::env::remove_var(name);
        }
    }
    Ok(taken)
}

/// Kills every process whose parent is this one (children and, with the subreaper set by
/// `harden_process`, the orphans re-parented to it), reaping them, a few rounds deep, so
/// what they left behind goes too. For the end of the process: it reaps children that a
/// runtime may still be waiting on.
pub fn kill_children() {
    let me = pid();
    // A cgroup being made finishes first; none is made after this.
    let watch = std::mem::replace(&mut *WATCH.lock().unwrap_or_else(|e| e.into_inner()), Watch::Closed);
    match (watch, planned()) {
        // ouzel is in it: everything else goes; the watchdog removes it once ouzel is gone.
        (Watch::Inside, Some(w)) => w.kill_members_but(me),
        (Watch::Outside, Some(w)) => w.kill_all(),
        _ => {}
    }
    // Empty, and no command starts any more.
    super::cgroup::remove_kept();
    let watchdog = WATCHDOG_PID.load(Ordering::Relaxed);
    for _ in 0..5 {
        let mut children = children_of(me);
        children.retain(|&c| c != watchdog);
        if children.is_empty() {
            return;
        }
        for child in &children {
            // SAFETY: kill, getpgid and waitpid on processes that are our children.
            unsafe {
                // A child that leads its own process group (an MCP server) takes its group
                // with it: what it started goes now, not a round later.
                if libc::getpgid(*child) == *child {
                    libc::kill(-*child, libc::SIGKILL);
                }
                libc::kill(*child, libc::SIGKILL);
            }
        }
        for child in &children {
            // SAFETY: as above.
            unsafe {
                libc::waitpid(*child, std::ptr::null_mut(), 0);
            }
        }
    }
}

/// The processes whose parent is `parent` (ouzel itself), read from `/proc`: the `children`
/// file of each of its threads where the kernel has them (a few small reads at every exit,
/// `--version` included), else the parent field of every process's `stat`.
fn children_of(parent: libc::pid_t) -> Vec<libc::pid_t> {
    if parent == pid()
        && let Some(children) = children_of_threads()
    {
        return children;
    }
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                // `pid (comm) state ppid ...`; comm may hold spaces and parentheses.
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(1)?.parse::<libc::pid_t>().ok())
                    == Some(parent)
            })
        })
        .collect()
}

/// The children of every thread of this process (`/proc/self/task/TID/children`, Linux 3.5+ with
/// `CONFIG_PROC_CHILDREN`); `None` where the kernel has no such file.
fn children_of_threads() -> Option<Vec<libc::pid_t>> {
    let tasks = std::fs::read_dir("/proc/self/task").ok()?;
    let mut out = Vec::new();
    for task in tasks.flatten() {
        match std::fs::read_to_string(task.path().join("children")) {
            Ok(text) => out.extend(text.split_whitespace().filter_map(|p| p.parse::<libc::pid_t>().ok())),
            // The thread ended meanwhile: its children moved to another thread.
            Err(e) if e.kind() == io::ErrorKind::NotFound && task.path().exists() => return None,
            Err(_) => {}
        }
    }
    out.sort_unstable();
    out.dedup();
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStrExt;

    #[test]
    fn the_watchdog_removes_the_cgroups_nested_in_its_own() {
        let dir = tempfile::tempdir().unwrap();
        // What an ouzel started by an ouzel leaves: its watched cgroup and what is below it.
        for d in ["ouzel-1-watched/ouzel-2-watched/ouzel-2-0", "ouzel-1-3", "a/b/c/d"] {
            std::fs::create_dir_all(dir.path().join(d)).unwrap();
        }
        // Control files are not directories: they stay (a cgroup's go with it).
        std::fs::write(dir.path().join("cgroup.procs"), "").unwrap();
        let path = CString::new(dir.path().as_os_str().as_bytes()).unwrap();
        // SAFETY: opens a directory we own; closed below.
        let fd = unsafe { libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC) };
        assert!(fd >= 0);
        remove_subdirs(fd, 8);
        // SAFETY: closes the descriptor opened above.
        unsafe { libc::close(fd) };
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(left, ["cgroup.procs"]);
    }

    #[test]
    fn the_watchdog_refuses_a_directory_that_is_not_a_cgroup() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("a/b")).unwrap();
        let err = run_watchdog(dir.path()).unwrap_err();
        assert!(err.to_string().contains("not a cgroup v2 directory"), "{err}");
        assert!(dir.path().join("a/b").is_dir(), "nothing was removed");
    }
}
