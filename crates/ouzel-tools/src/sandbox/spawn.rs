//! Starting a command without copying ouzel (issue 21). `fork` copies the page tables of a
//! multi-threaded process of 17–22 MiB, and every page either side writes afterwards faults;
//! with the sandbox's namespaces it used to happen twice per command (the PID namespace's init
//! was a second fork). Here the child is made with `clone(CLONE_VM | CLONE_VFORK)`, as
//! `posix_spawn` does: it runs on a stack of its own in ouzel's memory while the calling thread
//! waits, until it execs. The namespaces come with the `clone` itself, so the child is the new
//! PID namespace's init and no second process is needed; `CLONE_PIDFD` gives a descriptor
//! that becomes readable when it exits, which the runtime waits on.
//!
//! The child's rules are stricter than after `fork`: it shares ouzel's memory and the calling
//! thread's TLS, so it only makes system calls on buffers prepared here, never allocates,
//! never panics and never touches a lock.
#![allow(unsafe_code)]

use super::sys::{CgroupPlan, ChildPlan, check, errno, wait_status};
use std::ffi::{CString, OsStr, OsString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use tokio::io::unix::AsyncFd;
use tokio::net::unix::pipe;

/// The child's stack: the code before exec is a few frames of system calls.
const STACK: usize = 128 * 1024;

/// Cleared the first time `clone` refuses `CLONE_PIDFD` (Linux before 5.2): from then on the
/// callers start commands with `fork` and a pre-exec hook instead.
static AVAILABLE: AtomicBool = AtomicBool::new(true);

/// Whether commands can be started this way here (not where [`super::SPAWN_ENV`] is `fork`).
pub(crate) fn available() -> bool {
    static FORCED_FORK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    AVAILABLE.load(Ordering::Relaxed)
        && !*FORCED_FORK.get_or_init(|| std::env::var_os(super::SPAWN_ENV).is_some_and(|v| v == "fork"))
}

/// A command started by [`spawn`], with its output pipes.
#[derive(Debug)]
pub(crate) struct Spawned {
    /// The process.
    pub(crate) child: Child,
    /// The read end of its standard output.
    pub(crate) stdout: pipe::Receiver,
    /// The read end of its standard error.
    pub(crate) stderr: pipe::Receiver,
}

/// Why [`spawn`] did not start the command.
#[derive(Debug)]
pub(crate) enum SpawnError {
    /// This kernel cannot: start it with `fork` instead (the plan is untouched).
    Unsupported,
    /// It could not be started.
    Failed(io::Error),
}

impl From<io::Error> for SpawnError {
    fn from(e: io::Error) -> Self {
        Self::Failed(e)
    }
}

/// Starts `cmd` (program, arguments, environment changes and directory; `env_clear` is not
/// carried over) under `plan`, in its own process group, stdin from `/dev/null`, stdout and
/// stderr to fresh pipes. The calling thread waits until the child has exec'd or failed to.
pub(crate) fn spawn(cmd: &std::process::Command, confinement: &mut super::Confinement) -> Result<Spawned, SpawnError> {
    let plan = &mut confinement.plan;
    plan.settle_join();
    let prepared = Prepared::new(cmd)?;
    let stdin = lift(open_null()?)?;
    let (out_r, out_w) = pipe_pair()?;
    let (err_r, err_w) = pipe_pair()?;
    if let Some(cg) = &mut plan.cgroup {
        cg.create();
    }
    let mut shared = Shared {
        plan,
        prepared: &prepared,
        stdio: [stdin.as_raw_fd(), out_w.as_raw_fd(), err_w.as_raw_fd()],
        read_ends: [out_r.as_raw_fd(), err_r.as_raw_fd()],
        in_cgroup: false,
        error: AtomicI32::new(0),
    };
    let flags = libc::CLONE_VM | libc::CLONE_VFORK | libc::CLONE_PIDFD | libc::SIGCHLD | shared.plan.namespaces;
    let stack = Stack::new()?;
    let mut pidfd: libc::c_int = -1;
    // A cgroup v2 the child would join through `cgroup.procs`: born in it instead.
    let into = match &mut shared.plan.cgroup {
        Some(cg) if clone3::available() => cg.dir_fd(),
        _ => None,
    };
    let mut pid = Err(libc::ENOSYS);
    if let Some(cgroup) = into {
        shared.in_cgroup = true;
        // SAFETY: as for `clone_masked` below; `cgroup` is an open cgroup directory.
        pid = unsafe {
            clone3::clone_into_cgroup(
                child_main,
                &stack,
                flags,
                (&mut shared as *mut Shared).cast(),
                &mut pidfd,
                cgroup,
            )
        };
        if let Err(e) = pid {
            // Refused (a kernel before 5.7, a seccomp filter, a cgroup that takes no
            // processes): the child is made as before and joins by itself.
            clone3::refused(e);
            shared.in_cgroup = false;
        }
    }
    if pid.is_err() {
        // SAFETY: `clone` runs `child_main` on `stack` with `shared`, which outlive the call
        // (CLONE_VFORK: it returns once the child has exec'd or exited); the pidfd is written
        // into `pidfd`.
        pid = unsafe {
            clone_masked(
                child_main,
                &stack,
                flags,
                (&mut shared as *mut Shared).cast(),
                &mut pidfd,
            )
        };
    }
    let pid = match pid {
        Ok(pid) => pid,
        Err(clone_errno) => {
            let namespaces = shared.plan.namespaces;
            if let Some(cg) = &shared.plan.cgroup {
                cg.remove();
            }
            // EINVAL for CLONE_PIDFD itself (before 5.2); with namespaces it may be theirs.
            if clone_errno == libc::ENOSYS || (clone_errno == libc::EINVAL && namespaces == 0) {
                AVAILABLE.store(false, Ordering::Relaxed);
                return Err(SpawnError::Unsupported);
            }
            return Err(io::Error::from_raw_os_error(clone_errno).into());
        }
    };
    // SAFETY: `clone` returned a pidfd that nothing else owns.
    let pidfd = unsafe { OwnedFd::from_raw_fd(pidfd) };
    // SAFETY: the AsyncFd owns the pidfd, which is neither closed nor replaced while it does.
    let pidfd = unsafe { AsyncFd::register(pidfd) }.map_err(|e| SpawnError::Failed(e.into_parts().1))?;
    drop((stdin, out_w, err_w));
    let cgroup = shared.plan.cgroup.take();
    let mut child = Child {
        pid,
        pidfd: Some(pidfd),
        status: None,
        namespace_init: shared.plan.namespaces & libc::CLONE_NEWPID != 0,
        cgroup,
        reaping: false,
    };
    let error = shared.error.load(Ordering::SeqCst);
    if error != 0 {
        // It exited before exec: reap it now (it has exited: CLONE_VFORK returned).
        let _ = child.reap(0);
        return Err(io::Error::from_raw_os_error(error).into());
    }
    Ok(Spawned {
        child,
        stdout: pipe::Receiver::from_owned_fd(out_r)?,
        stderr: pipe::Receiver::from_owned_fd(err_r)?,
    })
}

/// A process started by [`spawn`]. Dropped before it was waited for, it is killed (its whole
/// namespace where it is an init) and reaped in the background.
#[derive(Debug)]
pub(crate) struct Child {
    pid: libc::pid_t,
    /// `None` only in a dropped child whose reaping moved to a task.
    pidfd: Option<AsyncFd<OwnedFd>>,
    status: Option<ExitStatus>,
    /// PID 1 of its own namespace: killing it ends everything it started.
    namespace_init: bool,
    /// The per-command cgroup, removed once the process is reaped.
    cgroup: Option<CgroupPlan>,
    /// Owned by the task reaping a dropped child: dropped again, it waits in place.
    reaping: bool,
}

impl Child {
    /// Waits for the process to exit.
    pub(crate) async fn wait(&mut self) -> io::Result<ExitStatus> {
        loop {
            if let Some(status) = self.reap(libc::WNOHANG)? {
                return Ok(status);
            }
            let Some(pidfd) = &self.pidfd else {
                return Err(io::Error::other("the process is being reaped elsewhere"));
            };
            let mut ready = pidfd.readable().await?;
            ready.clear_ready();
        }
    }

    /// Asks the command to end: SIGTERM to its process group; a namespace's init gets SIGKILL,
    /// which ends the namespace (an init ignores a SIGTERM it has no handler for).
    pub(crate) fn terminate(&self) {
        if self.status.is_some() {
            return;
        }
        if self.namespace_init {
            self.signal(libc::SIGKILL);
        } else {
            // SAFETY: kill with integer arguments, on a group led by our unreaped child.
            unsafe { libc::kill(-self.pid, libc::SIGTERM) };
        }
    }

    /// Kills the process group and the process.
    pub(crate) fn kill(&self) {
        if self.status.is_some() {
            return;
        }
        // SAFETY: as above.
        unsafe { libc::kill(-self.pid, libc::SIGKILL) };
        self.signal(libc::SIGKILL);
    }

    fn signal(&self, sig: libc::c_int) {
        let Some(pidfd) = &self.pidfd else { return };
        // SAFETY: pidfd_send_signal on our pidfd, no siginfo.
        unsafe {
            libc::syscall(
                libc::SYS_pidfd_send_signal,
                pidfd.get_ref().as_raw_fd(),
                sig,
                std::ptr::null::<libc::siginfo_t>(),
                0u32,
            );
        }
    }

    /// Reaps the process if it has exited (`options` 0 waits), then removes its cgroup.
    fn reap(&mut self, options: libc::c_int) -> io::Result<Option<ExitStatus>> {
        if let Some(status) = self.status {
            return Ok(Some(status));
        }
        let mut raw = 0;
        // SAFETY: waitpid on our own unreaped child.
        let r = unsafe { libc::waitpid(self.pid, &mut raw, options) };
        let status = match r {
            0 => return Ok(None),
            r if r == self.pid => ExitStatus::from_raw(raw),
            // Reaped elsewhere (ouzel's exit sweep kills and reaps its children).
            _ if errno() == libc::ECHILD => ExitStatus::from_raw(libc::SIGKILL),
            _ if errno() == libc::EINTR => return Ok(None),
            _ => return Err(io::Error::last_os_error()),
        };
        self.status = Some(status);
        if let Some(cg) = self.cgroup.take() {
            super::cgroup::release(cg);
        }
        Ok(Some(status))
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if self.status.is_some() {
            return;
        }
        self.kill();
        let pidfd = self.pidfd.take();
        match (pidfd, tokio::runtime::Handle::try_current()) {
            // SIGKILL is quick; the reaping moves to a task.
            (Some(pidfd), Ok(handle)) if !self.reaping => {
                let mut child = Child {
                    pid: self.pid,
                    pidfd: Some(pidfd),
                    status: None,
                    namespace_init: false,
                    cgroup: self.cgroup.take(),
                    reaping: true,
                };
                self.status = Some(ExitStatus::from_raw(libc::SIGKILL));
                handle.spawn(async move {
                    let _ = child.wait().await;
                });
            }
            // No runtime (or it is going away with the reaping task): wait here.
            _ => drop(self.reap(0)),
        }
    }
}

/// What the child reads: prepared here, on the calling thread's stack.
struct Shared<'a> {
    plan: &'a mut ChildPlan,
    prepared: &'a Prepared,
    /// stdin, stdout and stderr, made 0, 1 and 2 in the child.
    stdio: [RawFd; 3],
    /// ouzel's ends of the output pipes: closed in the child, so that ouzel holds the only
    /// readers and a dead ouzel shows as a pipe without readers.
    read_ends: [RawFd; 2],
    /// The child was born in the plan's cgroup (`CLONE_INTO_CGROUP`): it does not join it.
    in_cgroup: bool,
    /// The error that stopped the child before exec.
    error: AtomicI32,
}

/// The program, its arguments, environment and directory as C strings, with the pointer
/// arrays `execve` takes.
struct Prepared {
    path: CString,
    /// The arguments then the environment (`NAME=value`), each NUL-terminated, back to back:
    /// `argv` and `envp` point into it.
    _strings: Vec<u8>,
    argv: Vec<*const libc::c_char>,
    envp: Vec<*const libc::c_char>,
    cwd: Option<CString>,
}

impl Prepared {
    fn new(cmd: &std::process::Command) -> io::Result<Self> {
        let nul = |what: &str| io::Error::new(io::ErrorKind::InvalidInput, format!("{what} holds a NUL byte"));
        let c = |s: &OsStr, what: &str| CString::new(s.as_bytes()).map_err(|_| nul(what));
        // ouzel's environment less what the command sets or removes, then what it sets, all
        // written into one buffer: a `CString` per variable (seventy-odd here, each grown by
        // pushes) was most of a spawn's instructions (issue 21).
        let mut overridden: Vec<&[u8]> = cmd.get_envs().map(|(name, _)| name.as_bytes()).collect();
        overridden.sort_unstable();
        let kept: Vec<(OsString, OsString)> = std::env::vars_os()
            .filter(|(name, _)| overridden.binary_search(&name.as_bytes()).is_err())
            .collect();
        let set = || cmd.get_envs().filter_map(|(name, value)| Some((name, value?)));
        let vars = || kept.iter().map(|(n, v)| (n.as_os_str(), v.as_os_str())).chain(set());
        let cwd = cmd.get_current_dir();
        let search_path = vars().find(|(n, _)| *n == "PATH").map(|(_, v)| v);
        let path = c(resolve(cmd.get_program(), search_path, cwd)?.as_os_str(), "the program")?;

        let args = || std::iter::once(cmd.get_program()).chain(cmd.get_args());
        let size =
            args().map(|a| a.len() + 1).sum::<usize>() + vars().map(|(n, v)| n.len() + v.len() + 2).sum::<usize>();
        let mut strings = Vec::with_capacity(size);
        let mut arg_ends = Vec::with_capacity(args().count());
        for a in args() {
            if a.as_bytes().contains(&0) {
                return Err(nul("an argument"));
            }
            strings.extend_from_slice(a.as_bytes());
            strings.push(0);
            arg_ends.push(strings.len());
        }
        let mut var_ends = Vec::with_capacity(kept.len() + overridden.len());
        for (n, v) in vars() {
            if n.as_bytes().contains(&0) || v.as_bytes().contains(&0) {
                return Err(nul("an environment variable"));
            }
            strings.extend_from_slice(n.as_bytes());
            strings.push(b'=');
            strings.extend_from_slice(v.as_bytes());
            strings.push(0);
            var_ends.push(strings.len());
        }
        // `strings` is complete: its buffer moves with it but never again reallocates.
        let base = strings.as_ptr();
        let pointers = |ends: &[usize], first: usize| {
            let mut start = first;
            let mut out = Vec::with_capacity(ends.len() + 1);
            for &end in ends {
                // SAFETY: `start` is within `strings` (the first byte of one of its strings).
                out.push(unsafe { base.add(start) }.cast::<libc::c_char>());
                start = end;
            }
            out.push(std::ptr::null());
            out
        };
        let argv = pointers(&arg_ends, 0);
        let envp = pointers(&var_ends, arg_ends.last().copied().unwrap_or(0));
        let cwd = cwd.map(|d| c(d.as_os_str(), "the directory")).transpose()?;
        Ok(Self {
            path,
            _strings: strings,
            argv,
            envp,
            cwd,
        })
    }
}

/// The program's path: as given when it holds a `/`, else the first executable file of that
/// name on the command's `PATH` (as `execvp` would search it).
fn resolve(program: &OsStr, search_path: Option<&OsStr>, cwd: Option<&Path>) -> io::Result<PathBuf> {
    if program.as_bytes().contains(&b'/') {
        return Ok(PathBuf::from(program));
    }
    let path = search_path.unwrap_or(OsStr::new("/usr/local/bin:/usr/bin:/bin"));
    for dir in std::env::split_paths(path) {
        let dir = if dir.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            dir
        };
        let dir = match cwd {
            Some(cwd) if dir.is_relative() => cwd.join(dir),
            _ => dir,
        };
        let candidate = dir.join(program);
        if is_executable(&candidate) {
            return Ok(candidate);
        }
    }
    Err(io::Error::from_raw_os_error(libc::ENOENT))
}

fn is_executable(path: &Path) -> bool {
    let Ok(c) = CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: access on a C string we own.
    path.is_file() && unsafe { libc::access(c.as_ptr(), libc::X_OK) } == 0
}

/// The child: from `clone` to `execve`. Returns only when something failed (the process then
/// exits with 127, and ouzel reads the error from `Shared::error`).
extern "C" fn child_main(arg: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `arg` is the `Shared` the parent passed to clone, alive while the parent waits.
    let shared = unsafe { &mut *arg.cast::<Shared<'_>>() };
    let e = exec_child(shared);
    shared
        .error
        .store(e.raw_os_error().unwrap_or(libc::EINVAL).max(1), Ordering::SeqCst);
    127
}

/// Sets the child up and execs; returns the error that stopped it.
fn exec_child(s: &mut Shared<'_>) -> io::Error {
    match setup_child(s) {
        // SAFETY: execve on prepared, NUL-terminated arrays that outlive the call.
        Ok(()) => unsafe {
            libc::execve(
                s.prepared.path.as_ptr(),
                s.prepared.argv.as_ptr(),
                s.prepared.envp.as_ptr(),
            );
            io::Error::last_os_error()
        },
        Err(e) => e,
    }
}

fn setup_child(s: &mut Shared<'_>) -> io::Result<()> {
    // SAFETY: system calls on integers and on buffers prepared in the parent.
    unsafe {
        check(libc::prctl(
            libc::PR_SET_PDEATHSIG,
            libc::SIGKILL as libc::c_ulong,
            0,
            0,
            0,
        ))?;
        for fd in s.read_ends {
            libc::close(fd);
        }
        // ouzel died before the line above (getppid cannot tell inside a new PID namespace):
        // nobody reads the output any more.
        let mut poll = libc::pollfd {
            fd: s.stdio[1],
            events: libc::POLLOUT,
            revents: 0,
        };
        if libc::poll(&mut poll, 1, 0) == 1 && poll.revents & libc::POLLERR != 0 {
            return Err(io::Error::from_raw_os_error(libc::ESRCH));
        }
        for (fd, target) in s.stdio.into_iter().zip(0..) {
            check(libc::dup2(fd, target))?;
        }
        if let Some(cwd) = &s.prepared.cwd {
            check(libc::chdir(cwd.as_ptr()))?;
        }
        check(libc::setpgid(0, 0))?;
    }
    s.plan.enter_cloned(s.in_cgroup)?;
    // SAFETY: sigaction and sigprocmask on local structs.
    unsafe {
        // ouzel's handlers must not run in the child between here and exec (exec resets them
        // anyway); SIGPIPE, ignored by Rust's runtime, goes back to its default as `std` does.
        for sig in 1..=libc::SIGRTMAX() {
            if sig == libc::SIGKILL || sig == libc::SIGSTOP {
                continue;
            }
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(sig, std::ptr::null(), &mut old) != 0 {
                continue;
            }
            if old.sa_sigaction != libc::SIG_DFL && (old.sa_sigaction != libc::SIG_IGN || sig == libc::SIGPIPE) {
                libc::signal(sig, libc::SIG_DFL);
            }
        }
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::sigprocmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
    }
    Ok(())
}

/// Runs `job` in a child made by `clone(CLONE_VM | CLONE_VFORK | flags)` (namespaces in
/// `flags` are made by the `clone` itself) and waits for it to exit: what the sandbox probes
/// and the shared namespaces need a process for, without `fork`. At start-up `fork` copied the
/// page tables while holding ouzel's memory map and glibc's malloc locks, stalling the threads
/// setting up the first request (issue 21, start-up). `job` runs with every signal blocked, on
/// a stack of its own in ouzel's memory: only system calls on prepared buffers, no allocation,
/// no lock, no panic. The error is the one `job` returned, else the one `clone` or `waitpid`
/// met.
pub(crate) fn run_cloned(flags: libc::c_int, job: &mut dyn FnMut() -> io::Result<()>) -> io::Result<()> {
    struct Job<'a> {
        job: &'a mut dyn FnMut() -> io::Result<()>,
        error: AtomicI32,
    }
    extern "C" fn job_main(arg: *mut libc::c_void) -> libc::c_int {
        // SAFETY: `arg` is the `Job` the parent passed to clone, alive while the parent waits.
        let job = unsafe { &mut *arg.cast::<Job<'_>>() };
        match (job.job)() {
            Ok(()) => 0,
            Err(e) => {
                job.error
                    .store(e.raw_os_error().unwrap_or(libc::EINVAL).max(1), Ordering::SeqCst);
                1
            }
        }
    }
    let mut shared = Job {
        job,
        error: AtomicI32::new(0),
    };
    let stack = Stack::new()?;
    let mut unused: libc::c_int = -1;
    // SAFETY: `clone` runs `job_main` on `stack` with `shared`, which outlive the call
    // (CLONE_VFORK: it returns once the child has exited).
    let pid = unsafe {
        clone_masked(
            job_main,
            &stack,
            libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD | flags,
            (&mut shared as *mut Job).cast(),
            &mut unused,
        )
    }
    .map_err(io::Error::from_raw_os_error)?;
    let status = wait_status(pid)?;
    match shared.error.load(Ordering::SeqCst) {
        0 if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 => Ok(()),
        0 => Err(io::Error::other("the child was killed")),
        code => Err(io::Error::from_raw_os_error(code)),
    }
}

/// `clone(f, stack, flags, arg, pidfd)` with every signal blocked in the calling thread
/// meanwhile, so that no handler of ouzel's runs on the child's stack, in ouzel's memory, before
/// the child resets them (it starts with them blocked). `pidfd` receives the child's pidfd when
/// `flags` has `CLONE_PIDFD`. The child's pid, or `clone`'s errno.
///
/// # Safety
/// `f` runs on `stack` with `arg`: both must stay valid until the child has exec'd or exited
/// (`CLONE_VFORK` in `flags` makes the call wait for that), and `f` may only make system calls
/// on buffers prepared before.
unsafe fn clone_masked(
    f: extern "C" fn(*mut libc::c_void) -> libc::c_int,
    stack: &Stack,
    flags: libc::c_int,
    arg: *mut libc::c_void,
    pidfd: *mut libc::c_int,
) -> Result<libc::pid_t, libc::c_int> {
    signals_blocked(|| {
        // SAFETY: as the caller vouches.
        let pid = unsafe { libc::clone(f, stack.top(), flags, arg, pidfd) };
        if pid < 0 { Err(errno()) } else { Ok(pid) }
    })
}

/// Runs `make` (which makes a child sharing ouzel's memory) with every signal blocked in the
/// calling thread, so that no handler of ouzel's runs on the child's stack, in ouzel's memory,
/// before the child resets them.
fn signals_blocked<T>(make: impl FnOnce() -> T) -> T {
    // SAFETY: signal masks of this thread on local sets.
    unsafe {
        let mut all: libc::sigset_t = std::mem::zeroed();
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::sigfillset(&mut all);
        libc::pthread_sigmask(libc::SIG_SETMASK, &all, &mut old);
        let made = make();
        libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
        made
    }
}

/// Whether starting a command under `plan` may make the calling thread wait on the kernel: a
/// move into a cgroup through `cgroup.procs` (cgroup v2 where the child cannot be cloned into
/// it, or ouzel's watched cgroup) takes a lock whose first taking after a quiet moment waits
/// for an RCU grace period, 8–20 ms. Such a start belongs on a thread that may block; any
/// other is a few system calls, done in place (issue 21: a trip to the blocking pool per
/// command).
pub(super) fn may_wait(plan: &ChildPlan) -> bool {
    plan.join.is_some() || plan.cgroup.as_ref().is_some_and(|cg| cg.v2 && !clone3::available())
}

/// `clone3` with `CLONE_INTO_CGROUP` (Linux 5.7): the child is made in its cgroup, so
/// nothing writes to `cgroup.procs`, whose lock waits for an RCU grace period at its first
/// taking after a quiet moment — on cgroup v2 every command a model spaces out by seconds paid
/// 8–20 ms for that (cgroup v1 joins through `tasks`, which does not take the lock).
/// glibc has no `clone3` wrapper and the child runs on a stack of its own, so the call is a
/// few instructions of assembly; on other architectures the child joins by itself.
mod clone3 {
    use super::Stack;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Cleared when the kernel (or a seccomp filter, as container runtimes install) refuses
    /// `clone3` or the flag for good.
    static AVAILABLE: AtomicBool = AtomicBool::new(cfg!(target_arch = "x86_64"));

    const CLONE_INTO_CGROUP: u64 = 0x2_0000_0000;

    /// `struct clone_args` as of Linux 5.7 (`CLONE_ARGS_SIZE_VER2`).
    #[repr(C)]
    struct CloneArgs {
        flags: u64,
        pidfd: u64,
        child_tid: u64,
        parent_tid: u64,
        exit_signal: u64,
        stack: u64,
        stack_size: u64,
        tls: u64,
        set_tid: u64,
        set_tid_size: u64,
        cgroup: u64,
    }

    pub(super) fn available() -> bool {
        AVAILABLE.load(Ordering::Relaxed)
    }

    /// Notes why `clone3` failed: an unknown system call, structure size or flag, or a
    /// filter's refusal, holds for every later command too.
    pub(super) fn refused(errno: libc::c_int) {
        if matches!(errno, libc::ENOSYS | libc::E2BIG | libc::EPERM | libc::EINVAL) {
            AVAILABLE.store(false, Ordering::Relaxed);
        }
    }

    /// As `super::clone_masked`, the child made in the cgroup directory `cgroup` is open on.
    ///
    /// # Safety
    /// As for `super::clone_masked`.
    pub(super) unsafe fn clone_into_cgroup(
        f: extern "C" fn(*mut libc::c_void) -> libc::c_int,
        stack: &Stack,
        flags: libc::c_int,
        arg: *mut libc::c_void,
        pidfd: *mut libc::c_int,
        cgroup: libc::c_int,
    ) -> Result<libc::pid_t, libc::c_int> {
        let args = CloneArgs {
            // The exit signal has a field of its own; the low byte of `flags` is `clone`'s.
            flags: (flags as u32 as u64 & !0xff) | CLONE_INTO_CGROUP,
            pidfd: pidfd as u64,
            child_tid: 0,
            parent_tid: 0,
            exit_signal: (flags & 0xff) as u64,
            stack: stack.base as u64,
            stack_size: stack.len as u64,
            tls: 0,
            set_tid: 0,
            set_tid_size: 0,
            cgroup: cgroup as u64,
        };
        super::signals_blocked(|| {
            // SAFETY: as the caller vouches.
            let r = unsafe { raw(&args, f, arg) };
            if r < 0 {
                Err(-r as libc::c_int)
            } else {
                Ok(r as libc::pid_t)
            }
        })
    }

    /// `clone3(args)`: in the child, which the kernel starts on `args.stack`'s top, calls
    /// `f(arg)` and exits with what it returns; in the parent, the child's pid or `-errno`.
    #[cfg(target_arch = "x86_64")]
    unsafe fn raw(args: &CloneArgs, f: extern "C" fn(*mut libc::c_void) -> libc::c_int, arg: *mut libc::c_void) -> i64 {
        let ret: i64;
        // SAFETY: the child never returns into Rust code: it runs `f` on its own stack (the
        // kernel sets `rsp` to its top, 16-byte aligned, and `call` leaves it as a function
        // expects) and exits. `syscall` clobbers only rax, rcx and r11 in the parent.
        unsafe {
            std::arch::asm!(
                "syscall",
                "test rax, rax",
                "jnz 2f",
                "mov rdi, r12",
                "call r13",
                "mov edi, eax",
                "mov eax, 231", // exit_group
                "syscall",
                "ud2",
                "2:",
                inlateout("rax") libc::SYS_clone3 => ret,
                in("rdi") args as *const CloneArgs,
                in("rsi") std::mem::size_of::<CloneArgs>(),
                in("r12") arg,
                in("r13") f,
                lateout("rcx") _,
                lateout("r11") _,
                options(nostack),
            );
        }
        ret
    }

    #[cfg(not(target_arch = "x86_64"))]
    unsafe fn raw(_: &CloneArgs, _: extern "C" fn(*mut libc::c_void) -> libc::c_int, _: *mut libc::c_void) -> i64 {
        -i64::from(libc::ENOSYS)
    }
}

/// The child's stack: a private mapping with a guard page below it.
struct Stack {
    base: *mut libc::c_void,
    len: usize,
}

impl Stack {
    fn new() -> io::Result<Self> {
        let page = 4096;
        let len = STACK + page;
        // SAFETY: a fresh anonymous mapping, owned by the returned value.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_STACK,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let stack = Self { base, len };
        // SAFETY: the lowest page of our own mapping becomes the guard.
        check(unsafe { libc::mprotect(base, page, libc::PROT_NONE) })?;
        Ok(stack)
    }

    /// The highest address (stacks grow down), 16-byte aligned.
    fn top(&self) -> *mut libc::c_void {
        // SAFETY: one past the end of our mapping, which is page-aligned.
        unsafe { self.base.cast::<u8>().add(self.len).cast() }
    }
}

impl Drop for Stack {
    fn drop(&mut self) {
        // SAFETY: unmaps our own mapping; the child no longer runs on it (exec'd or exited).
        unsafe { libc::munmap(self.base, self.len) };
    }
}

/// A pipe (both ends close-on-exec), read end first, both above the standard fds.
fn pipe_pair() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two new fds into the array.
    check(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) })?;
    // SAFETY: both fds were just made and are owned here.
    let (r, w) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    Ok((lift(r)?, lift(w)?))
}

fn open_null() -> io::Result<OwnedFd> {
    // SAFETY: open on a static path; the fd is owned from here on.
    let fd = check(unsafe { libc::open(c"/dev/null".as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) })?;
    // SAFETY: as above.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// `fd` moved above 2 if it is one of the standard fds (ouzel may run with them closed), so
/// that the child's `dup2` onto 0, 1 and 2 cannot overwrite another of them.
fn lift(fd: OwnedFd) -> io::Result<OwnedFd> {
    if fd.as_raw_fd() > 2 {
        return Ok(fd);
    }
    // SAFETY: fcntl duplicates an fd we own; the copy is owned from here on.
    let copy = check(unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 3) })?;
    // SAFETY: as above.
    Ok(unsafe { OwnedFd::from_raw_fd(copy) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_child_gets_ouzels_environment_with_the_commands_changes() {
        let mut cmd = std::process::Command::new("/bin/sh");
        cmd.env("OUZEL_SPAWN_TEST_SET", "1")
            .env("HOME", "/nowhere")
            .env_remove("PATH");
        let prepared = Prepared::new(&cmd).unwrap();
        let vars: Vec<String> = prepared
            .envp
            .iter()
            .take_while(|p| !p.is_null())
            // SAFETY: each pointer is a C string `prepared` owns.
            .map(|&p| unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned())
            .collect();
        assert!(vars.contains(&"OUZEL_SPAWN_TEST_SET=1".to_owned()), "{vars:?}");
        let homes: Vec<&String> = vars.iter().filter(|v| v.starts_with("HOME=")).collect();
        assert_eq!(homes, ["HOME=/nowhere"]);
        assert!(!vars.iter().any(|v| v.starts_with("PATH=")), "{vars:?}");
        let kept = std::env::vars_os().filter(|(n, _)| n != "HOME" && n != "PATH").count();
        assert_eq!(vars.len(), kept + 2, "the rest of ouzel's environment is passed on");
    }

    #[test]
    fn arguments_come_in_order_and_a_nul_byte_in_the_environment_is_refused() {
        let strings = |ptrs: &[*const libc::c_char]| -> Vec<String> {
            ptrs.iter()
                .take_while(|p| !p.is_null())
                // SAFETY: each pointer is a C string the `Prepared` owns.
                .map(|&p| unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned())
                .collect()
        };
        let mut cmd = std::process::Command::new("/bin/sh");
        cmd.args(["-c", "echo hi", ""]).env("OUZEL_SPAWN_TEST_EMPTY", "");
        let prepared = Prepared::new(&cmd).unwrap();
        assert_eq!(strings(&prepared.argv), ["/bin/sh", "-c", "echo hi", ""]);
        assert_eq!(prepared.argv.last(), Some(&std::ptr::null()));
        assert!(strings(&prepared.envp).contains(&"OUZEL_SPAWN_TEST_EMPTY=".to_owned()));

        // (An argument with a NUL never gets here whole: `Command::arg` keeps a placeholder in
        // its place, so the tools refuse such input before they make the command.)
        let mut cmd = std::process::Command::new("/bin/sh");
        cmd.env("OUZEL_SPAWN_TEST", "a\0b");
        let e = Prepared::new(&cmd).map(|_| ()).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert_eq!(e.to_string(), "an environment variable holds a NUL byte");
    }

    /// A cgroup v2 directory this process may make cgroups in: a mounted one, else one
    /// mounted here for the test (unmounted on drop); `None` without the privilege.
    struct Cgroup2 {
        dir: PathBuf,
        mounted: Option<tempfile::TempDir>,
    }

    impl Cgroup2 {
        fn find() -> Option<Self> {
            let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
            let writable = |dir: &Path| {
                let probe = dir.join(format!("ouzel-test-probe-{}", std::process::id()));
                let ok = std::fs::create_dir(&probe).is_ok();
                let _ = std::fs::remove_dir(&probe);
                ok
            };
            let found = mounts.lines().find_map(|m| {
                let (left, right) = m.split_once(" - ")?;
                let point = PathBuf::from(left.split_whitespace().nth(4)?);
                (right.split_whitespace().next()? == "cgroup2" && writable(&point)).then_some(point)
            });
            if let Some(dir) = found {
                return Some(Self { dir, mounted: None });
            }
            let at = tempfile::tempdir().ok()?;
            let path = CString::new(at.path().as_os_str().as_bytes()).ok()?;
            // SAFETY: mount on C strings we own.
            let r = unsafe {
                libc::mount(
                    c"none".as_ptr(),
                    path.as_ptr(),
                    c"cgroup2".as_ptr(),
                    0,
                    std::ptr::null(),
                )
            };
            (r == 0 && writable(at.path())).then(|| Self {
                dir: at.path().to_owned(),
                mounted: Some(at),
            })
        }
    }

    impl Drop for Cgroup2 {
        fn drop(&mut self) {
            if let Some(at) = &self.mounted
                && let Ok(path) = CString::new(at.path().as_os_str().as_bytes())
            {
                // SAFETY: umount2 on a C string we own.
                unsafe { libc::umount2(path.as_ptr(), libc::MNT_DETACH) };
            }
        }
    }

    /// A plan for a command as its PID namespace's init (the one that joins its cgroup) in the
    /// made cgroup v2 `dir`, joining it through the file `procs` there.
    fn plan_in_cgroup_v2(dir: &Path, procs: &str) -> ChildPlan {
        let c = |p: PathBuf| CString::new(p.into_os_string().into_encoded_bytes()).unwrap();
        ChildPlan {
            parent: super::super::sys::pid(),
            namespaces: libc::CLONE_NEWPID | libc::CLONE_NEWNS,
            cgroup: Some(CgroupPlan {
                pids_max: c(dir.join("pids.max")),
                pids_current: c(dir.join("pids.current")),
                procs: c(dir.join(procs)),
                v2: true,
                dir_fd: None,
                dir: c(dir.to_path_buf()),
                value: b"16".to_vec(),
                made: true,
                limit_set: true,
            }),
            ..Default::default()
        }
    }

    /// `cat /proc/self/cgroup` started under `plan`; `None` (said) where namespaces cannot be
    /// made here.
    fn show_own_cgroup(plan: ChildPlan) -> Option<Spawned> {
        let mut confinement = super::super::Confinement {
            plan,
            missing: Vec::new(),
            agents: None,
        };
        let mut cmd = std::process::Command::new("cat");
        cmd.arg("/proc/self/cgroup");
        match spawn(&cmd, &mut confinement) {
            Ok(spawned) => Some(spawned),
            Err(SpawnError::Failed(e)) if e.raw_os_error() == Some(libc::EPERM) => {
                eprintln!("SKIPPED: no privilege to make namespaces");
                None
            }
            Err(e) => panic!("not started: {e:?}"),
        }
    }

    /// The cgroup v2 line the command of [`show_own_cgroup`] printed, once it exited well.
    async fn own_cgroup(spawned: Spawned) -> String {
        let Spawned {
            mut child, mut stdout, ..
        } = spawned;
        let mut out = String::new();
        tokio::io::AsyncReadExt::read_to_string(&mut stdout, &mut out)
            .await
            .unwrap();
        assert!(child.wait().await.unwrap().success());
        out.lines()
            .find(|l| l.starts_with("0::"))
            .unwrap_or_else(|| panic!("no cgroup v2 line in {out:?}"))
            .to_owned()
    }

    #[tokio::test]
    async fn a_command_is_born_in_its_cgroup_v2_instead_of_joining_it() {
        let Some(root) = Cgroup2::find() else {
            eprintln!("SKIPPED: no cgroup v2 hierarchy to make a cgroup in");
            return;
        };
        let name = format!("ouzel-test-{}-born", std::process::id());
        let dir = root.dir.join(&name);
        std::fs::create_dir(&dir).unwrap();
        // Joining would fail: the child must not need to.
        let Some(spawned) = show_own_cgroup(plan_in_cgroup_v2(&dir, "no-such-file")) else {
            return;
        };
        let out = own_cgroup(spawned).await;
        assert!(out.ends_with(&format!("/{name}")), "the command ran in {out:?}");
        let _ = std::fs::remove_dir(&dir);
    }

    /// Set when the test binary runs [`a_refused_clone3_falls_back_to_clone_and_the_join`]
    /// again in a process of its own, under the seccomp filter.
    #[cfg(target_arch = "x86_64")]
    const REFUSE_CLONE3: &str = "OUZEL_TEST_REFUSE_CLONE3";

    /// Makes `clone3` fail with ENOSYS on this thread from now on, as container runtimes'
    /// filters and kernels before 5.3 do. A filter cannot be taken back, hence the process
    /// of its own.
    #[cfg(target_arch = "x86_64")]
    fn refuse_clone3_on_this_thread() {
        let stmt = |code: u32, k: u32| libc::sock_filter {
            code: code as u16,
            jt: 0,
            jf: 0,
            k,
        };
        let jeq = |k: u32, jf: u8| libc::sock_filter {
            code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16,
            jt: 0,
            jf,
            k,
        };
        let load = |offset: u32| stmt(libc::BPF_LD | libc::BPF_W | libc::BPF_ABS, offset);
        let mut prog = [
            load(4),             // seccomp_data.arch
            jeq(0xC000_003E, 3), // AUDIT_ARCH_X86_64
            load(0),             // seccomp_data.nr
            jeq(libc::SYS_clone3 as u32, 1),
            stmt(
                libc::BPF_RET | libc::BPF_K,
                libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32,
            ),
            stmt(libc::BPF_RET | libc::BPF_K, libc::SECCOMP_RET_ALLOW),
        ];
        let fprog = libc::sock_fprog {
            len: prog.len() as u16,
            filter: prog.as_mut_ptr(),
        };
        // SAFETY: prctl with a filter program that outlives the call.
        unsafe {
            assert_eq!(libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), 0);
            assert_eq!(
                libc::prctl(
                    libc::PR_SET_SECCOMP,
                    libc::SECCOMP_MODE_FILTER,
                    &fprog as *const libc::sock_fprog
                ),
                0,
                "{}",
                io::Error::last_os_error()
            );
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn a_refused_clone3_falls_back_to_clone_and_the_join() {
        if std::env::var_os(REFUSE_CLONE3).is_none() {
            let name = "sandbox::spawn::tests::a_refused_clone3_falls_back_to_clone_and_the_join";
            let out = std::process::Command::new(std::env::current_exe().unwrap())
                .args(["--exact", name, "--nocapture", "--test-threads=1"])
                .env(REFUSE_CLONE3, "1")
                .output()
                .unwrap();
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.status.success(), "{text}");
            assert!(text.contains("1 passed"), "the test did not run again: {text}");
            return;
        }
        let Some(root) = Cgroup2::find() else {
            eprintln!("SKIPPED: no cgroup v2 hierarchy to make a cgroup in");
            return;
        };
        // A command's cgroup goes with it (removed on the blocking pool): each its own.
        let plan = |dir: &Path| plan_in_cgroup_v2(dir, "cgroup.procs");
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let _entered = runtime.enter();
        refuse_clone3_on_this_thread();
        assert!(clone3::available(), "nothing has tried clone3 yet");
        // Twice: the first command finds clone3 refused, the second no longer tries it.
        let mut made = Vec::new();
        for round in ["first", "second"] {
            let name = format!("ouzel-test-{}-joined-{round}", std::process::id());
            let dir = root.dir.join(&name);
            std::fs::create_dir(&dir).unwrap();
            made.push(dir.clone());
            let Some(spawned) = show_own_cgroup(plan(&dir)) else {
                let _ = std::fs::remove_dir(&dir);
                return;
            };
            assert!(!clone3::available(), "a refused clone3 is not tried again");
            assert!(
                may_wait(&plan(&dir)),
                "a join through cgroup.procs may wait: off the runtime"
            );
            let out = runtime.block_on(own_cgroup(spawned));
            assert!(out.ends_with(&format!("/{name}")), "the {round} command ran in {out:?}");
        }
        // The runtime goes first: it may still hold a cgroup's removal.
        drop(_entered);
        drop(runtime);
        for dir in made {
            let _ = std::fs::remove_dir(dir);
        }
    }

    #[test]
    fn a_cloned_job_runs_in_another_process_and_its_error_comes_back() {
        let ours = std::process::id() as libc::pid_t;
        let seen = AtomicI32::new(0);
        run_cloned(0, &mut || {
            // SAFETY: getpid has no preconditions.
            seen.store(unsafe { libc::getpid() }, Ordering::SeqCst);
            Ok(())
        })
        .unwrap();
        let child = seen.load(Ordering::SeqCst);
        assert!(child > 0 && child != ours, "the job ran as {child}, ouzel is {ours}");

        let e = run_cloned(0, &mut || Err(io::Error::from_raw_os_error(libc::EPERM))).unwrap_err();
        assert_eq!(e.raw_os_error(), Some(libc::EPERM));
    }

    #[test]
    fn a_cloned_job_is_pid_1_of_the_namespace_clone_made_or_gets_clones_error() {
        let seen = AtomicI32::new(0);
        match run_cloned(libc::CLONE_NEWPID | libc::CLONE_NEWNS, &mut || {
            // SAFETY: getpid has no preconditions.
            seen.store(unsafe { libc::getpid() }, Ordering::SeqCst);
            Ok(())
        }) {
            Ok(()) => assert_eq!(seen.load(Ordering::SeqCst), 1),
            // Without the privilege to make namespaces: clone's own error, the job never ran.
            Err(e) => {
                assert!(
                    matches!(
                        e.raw_os_error(),
                        Some(libc::EPERM | libc::EINVAL | libc::ENOSPC | libc::EUSERS)
                    ),
                    "{e}"
                );
                assert_eq!(seen.load(Ordering::SeqCst), 0);
            }
        }
    }
}
