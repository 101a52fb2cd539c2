//! What the kernel charges for the namespaces a sandboxed command gets (issue 21): for each set
//! of `clone` flags, the time to make a child (the `clone` call) and, once the child exits,
//! the time until its parent has reaped it (the namespaces' teardown is on that way). The
//! child of the last row does what ouzel's sandbox does for every command in a PID and mount
//! namespace: makes its mounts private and mounts a `/proc` of its own.
//!
//! Usage: `ns-cost [ROUNDS]` (as root, or where unprivileged user namespaces are not needed:
//! the flags here make none). Rounds are 2 ms apart, as commands are never back to back.

// `clone`, `waitpid` and `mount` have no safe std wrappers.
#![allow(unsafe_code)]

use std::time::{Duration, Instant};

/// What the child does before it waits to be told to exit.
#[derive(Clone, Copy)]
enum Setup {
    Nothing,
    PrivateProc,
}

struct Args {
    setup: Setup,
    /// The pipe whose end (the parent closing its write end) tells the child to exit.
    release: [libc::c_int; 2],
}

extern "C" fn child(arg: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `arg` points at the parent's `Args`, copied into this process's memory by
    // `clone` (no CLONE_VM); only system calls follow.
    let args = unsafe { &*(arg as *const Args) };
    unsafe {
        if let Setup::PrivateProc = args.setup {
            let none = std::ptr::null();
            if libc::mount(
                none,
                c"/".as_ptr(),
                none,
                libc::MS_REC | libc::MS_PRIVATE,
                std::ptr::null(),
            ) != 0
                || libc::mount(
                    c"proc".as_ptr(),
                    c"/proc".as_ptr(),
                    c"proc".as_ptr(),
                    libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                    std::ptr::null(),
                ) != 0
            {
                libc::_exit(1);
            }
        }
        libc::close(args.release[1]);
        let mut byte = 0u8;
        libc::read(args.release[0], (&mut byte as *mut u8).cast(), 1);
        libc::_exit(0)
    }
}

/// One child made with `flags`: (the `clone` call, its exit until it is reaped).
fn measure(flags: libc::c_int, setup: Setup, stack: &mut [u8]) -> Result<(Duration, Duration), String> {
    let mut fds = [0; 2];
    // SAFETY: pipe writes two fds into the array.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
        return Err(std::io::Error::last_os_error().to_string());
    }
    let mut args = Args { setup, release: fds };
    let start = Instant::now();
    // SAFETY: the child runs `child` on its own copy of `stack` (no CLONE_VM) and exits.
    let pid = unsafe {
        libc::clone(
            child,
            stack.as_mut_ptr().add(stack.len()).cast(),
            flags | libc::SIGCHLD,
            (&mut args as *mut Args).cast(),
        )
    };
    let made = start.elapsed();
    if pid < 0 {
        return Err(format!("clone: {}", std::io::Error::last_os_error()));
    }
    std::thread::sleep(Duration::from_micros(500));
    let start = Instant::now();
    let mut status = 0;
    // SAFETY: closing our own pipe ends lets the child's read return; waitpid on our child.
    unsafe {
        libc::close(fds[1]);
        libc::waitpid(pid, &mut status, 0);
        libc::close(fds[0]);
    }
    let reaped = start.elapsed();
    if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err("the child's set-up failed (mount)".into());
    }
    Ok((made, reaped))
}

fn main() -> std::process::ExitCode {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let rows = [
        ("no namespace", 0, Setup::Nothing),
        ("PID namespace", libc::CLONE_NEWPID, Setup::Nothing),
        ("mount namespace", libc::CLONE_NEWNS, Setup::Nothing),
        ("PID + mount", libc::CLONE_NEWPID | libc::CLONE_NEWNS, Setup::Nothing),
        (
            "PID + mount, own /proc (ouzel's)",
            libc::CLONE_NEWPID | libc::CLONE_NEWNS,
            Setup::PrivateProc,
        ),
        (
            "… and a network namespace",
            libc::CLONE_NEWPID | libc::CLONE_NEWNS | libc::CLONE_NEWNET,
            Setup::PrivateProc,
        ),
    ];
    let mut stack = vec![0u8; 64 * 1024];
    let mut times: Vec<(Vec<Duration>, Vec<Duration>)> = vec![Default::default(); rows.len()];
    // Round by round through the rows, so that every row sees the machine's same moments.
    for _ in 0..rounds {
        for ((name, flags, setup), (made, reaped)) in rows.iter().zip(&mut times) {
            match measure(*flags, *setup, &mut stack) {
                Ok((m, r)) => {
                    made.push(m);
                    reaped.push(r);
                }
                Err(e) => {
                    eprintln!("ns-cost: {name}: {e}");
                    return std::process::ExitCode::FAILURE;
                }
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    let median = |v: &mut Vec<Duration>| {
        v.sort();
        v[v.len() / 2].as_secs_f64() * 1e6
    };
    println!("{rounds} children per row, 2 ms apart, rows taken in turn (medians)");
    println!("{:<34} {:>10} {:>16}", "", "clone", "exit → reaped");
    for ((name, _, _), (made, reaped)) in rows.iter().zip(&mut times) {
        println!("{name:<34} {:>7.1} µs {:>13.1} µs", median(made), median(reaped));
    }
    std::process::ExitCode::SUCCESS
}
