//! What the `ouzel` binary does to its own process before anything else runs: keep the
//! programs it starts away from its secrets, and end what they leave behind when it exits.
//! Here, in the facade, so that fronts need not reach into the tools crate.

/// Runs this process as the watchdog of a watched cgroup when its arguments say so
/// (`ouzel_tools::sandbox::WATCHDOG_ARG` and the cgroup's directory, as ouzel starts it) and
/// returns its exit code; `None` for every other invocation. Call it first in `main`: a
/// program that calls [`protect`] must, since `protect` lets ouzel start itself as watchdog.
pub fn run_watchdog_if_asked() -> Option<std::process::ExitCode> {
    let mut args = std::env::args_os().skip(1);
    if args.next()? != ouzel_tools::sandbox::WATCHDOG_ARG {
        return None;
    }
    let dir = std::path::PathBuf::from(args.next()?);
    Some(match ouzel_tools::sandbox::run_watchdog(&dir) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(_) => std::process::ExitCode::FAILURE,
    })
}

/// Keeps the processes ouzel starts from reading its secrets (issue 18, item 3): credentials
/// move from the environment into a vault (and out of `/proc/<pid>/environ`), and the process
/// becomes non-dumpable, so a child running as the same user cannot read its environment or
/// memory. Also makes ouzel a child subreaper, so processes its commands leave behind can be
/// ended with it, and lets it start the watchdog of its watched cgroup where one can be made
/// (what ouzel starts outside a PID namespace dies with it, `kill -9` included; see
/// [`run_watchdog_if_asked`]). Call it first in `main`, before any thread starts.
pub fn protect() -> Result<(), String> {
    let taken = ouzel_tools::sandbox::take_env_vars(ouzel_core::secret_env::looks_like_secret)
        .map_err(|e| format!("credentials stay in ouzel's environment: {e}"));
    let hardened = ouzel_tools::sandbox::harden_process().map_err(|e| format!("cannot harden ouzel's process: {e}"));
    ouzel_tools::sandbox::enable_watchdog();
    ouzel_core::secret_env::keep(taken?);
    hardened
}

/// Ends the processes that were re-parented to ouzel (a subreaper) because the command that
/// started them is gone. Call it last, after the runtime that owned the children is dropped.
pub fn kill_children() {
    ouzel_tools::sandbox::kill_children();
}

/// Probes what the sandbox can enforce here (which makes a process or two, and namespaces)
/// on a thread of its own, so that the probe runs beside loading config, opening the session
/// store and connecting to the model instead of before them (issue 21, start-up); whoever
/// needs the answer first waits for it. On another, removes the cgroups killed runs left. Call
/// it after [`protect`], for commands that start programs.
pub fn probe_sandbox_in_background() {
    open_probe_gate();
    start_probes(false);
}

/// The same, for a run whose first model request comes first (`exec`, `run`): the probes start
/// as the answer to that request begins ([`ouzel_llm::on_first_request`]) and run while it
/// streams in, instead of taking the CPU from the way to the request (on two cores, beside it,
/// setting it up took 0.6–0.9 ms longer; woken as it was handed over, the probing thread took
/// the CPU from the thread writing it). A command started before (a hook's) probes for itself.
pub fn probe_sandbox_after_first_request() {
    ouzel_llm::on_first_request(open_probe_gate);
    start_probes(true);
}

/// Lets the probes of [`probe_sandbox_after_first_request`] start (the first request does it).
pub fn open_probe_gate() {
    let (open, opened) = &PROBE_GATE;
    *open.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = true;
    opened.notify_all();
}

/// Waits until [`open_probe_gate`] (on the probing thread).
fn wait_for_probe_gate() {
    let (open, opened) = &PROBE_GATE;
    let mut is_open = open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    while !*is_open {
        is_open = opened.wait(is_open).unwrap_or_else(std::sync::PoisonError::into_inner);
    }
}

/// The notice of what the sandbox cannot enforce here: printed to stderr by the probing thread
/// once the probe has run (after [`open_probe_gate`]), so that it never puts the probe on the
/// way to the first request.
#[derive(Debug)]
pub struct SandboxNotice(());

/// What makes the notice's text (`None`: nothing to say).
type Warning = Box<dyn FnOnce() -> Option<String> + Send>;

/// Where the notice stands.
enum Notice {
    /// No front asked for one.
    None,
    /// Asked for; printed by whoever comes first: the probing thread after the probe, or
    /// [`SandboxNotice::finish`].
    Asked(Warning),
    /// Being printed by the probing thread.
    Printing,
    /// Printed (or found to say nothing).
    Done,
}

static NOTICE: (std::sync::Mutex<Notice>, std::sync::Condvar) =
    (std::sync::Mutex::new(Notice::None), std::sync::Condvar::new());

fn notice() -> std::sync::MutexGuard<'static, Notice> {
    NOTICE.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Prints the notice if it was asked for and nobody took it yet (on the probing thread).
fn print_notice() {
    let warning = {
        let mut state = notice();
        match std::mem::replace(&mut *state, Notice::Printing) {
            Notice::Asked(warning) => warning,
            other => {
                *state = other;
                return;
            }
        }
    };
    if let Some(w) = warning() {
        eprintln!("ouzel: {w}");
    }
    *notice() = Notice::Done;
    NOTICE.1.notify_all();
}

impl SandboxNotice {
    /// Asks for the notice: once the probe has run, `warning()` is printed if it says anything.
    pub fn start(warning: impl FnOnce() -> Option<String> + Send + 'static) -> Self {
        *notice() = Notice::Asked(Box::new(warning));
        Self(())
    }

    /// At the end of a run: prints the notice, or waits while the probing thread prints it, if
    /// the sandbox was probed (a command ran, or the probe finished while the model answered);
    /// a run whose sandbox was never needed does not wait for the probe just to say what it
    /// could not have enforced.
    pub fn finish(self) {
        if !ouzel_tools::sandbox::probed() {
            return;
        }
        // A gate still shut (a hook's command probed, no request was sent) lets the probing
        // thread go too: the sweep of stale cgroups it would then begin does not begin.
        CLOSING.store(true, std::sync::atomic::Ordering::SeqCst);
        open_probe_gate();
        let mut state = notice();
        loop {
            match std::mem::replace(&mut *state, Notice::Done) {
                // The probe's answer is kept: the warning is made here at once.
                Notice::Asked(warning) => {
                    drop(state);
                    if let Some(w) = warning() {
                        eprintln!("ouzel: {w}");
                    }
                    return;
                }
                Notice::Printing => {
                    *state = Notice::Printing;
                    state = NOTICE.1.wait(state).unwrap_or_else(std::sync::PoisonError::into_inner);
                }
                Notice::None | Notice::Done => return,
            }
        }
    }
}

/// Set as a run ends: a gated sweep of stale cgroups that has not begun does not begin.
static CLOSING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

static PROBE_GATE: (std::sync::Mutex<bool>, std::sync::Condvar) =
    (std::sync::Mutex::new(false), std::sync::Condvar::new());

/// One thread probes, prints the notice a front asked for, then removes the cgroups killed
/// runs left: a thread for each made start-up 0.1 ms longer (issue 21).
fn start_probes(gated: bool) {
    let _ = std::thread::Builder::new().name("sandbox-probe".into()).spawn(move || {
        if gated {
            wait_for_probe_gate();
        }
        ouzel_tools::sandbox::support();
        print_notice();
        if gated && CLOSING.load(std::sync::atomic::Ordering::SeqCst) {
            return;
        }
        ouzel_tools::sandbox::sweep_stale_cgroups();
    });
}
