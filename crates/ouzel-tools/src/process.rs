//! Running a child process under limits: its own process group, stdin closed, stdout and
//! stderr captured concurrently with a cap (head and tail kept), a timeout, cancellation, and
//! a clean kill of the whole group (SIGTERM, then SIGKILL after a grace period).

use crate::sandbox::Confinement;
use std::collections::VecDeque;
use std::os::unix::process::ExitStatusExt;
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::process::Command;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// How long to wait for the output pipes to close after the process exits; processes it left
/// in the background that still hold them are killed afterwards.
const PIPE_GRACE: Duration = Duration::from_millis(500);

/// Limits for [`run`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunOptions {
    /// Kill the process group after this long.
    pub timeout: Duration,
    /// Bytes kept per stream; beyond it the middle is dropped.
    pub output_cap: usize,
    /// Time between SIGTERM and SIGKILL.
    pub kill_grace: Duration,
}

impl Default for RunOptions {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(120),
            output_cap: 30 * 1024,
            kill_grace: Duration::from_secs(2),
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// The process exited by itself.
    Exited {
        /// Exit code, if it exited normally.
        code: Option<i32>,
        /// The signal that ended it, if any.
        signal: Option<i32>,
    },
    /// The timeout fired and the group was killed.
    TimedOut,
    /// The cancellation token fired and the group was killed.
    Cancelled,
}

impl From<ExitStatus> for Termination {
    fn from(status: ExitStatus) -> Self {
        Self::Exited {
            code: status.code(),
            signal: status.signal(),
        }
    }
}

/// What a finished run produced.
#[derive(Debug, Clone)]
pub struct ProcessOutput {
    /// How it ended.
    pub termination: Termination,
    /// Captured standard output.
    pub stdout: Captured,
    /// Captured standard error.
    pub stderr: Captured,
}

/// A stream's output, capped: the first and last halves of the cap are kept, the middle dropped.
#[derive(Debug, Clone, Default)]
pub struct Captured {
    head: Vec<u8>,
    tail: VecDeque<u8>,
    total: u64,
    cap: usize,
}

impl Captured {
    /// An empty capture keeping at most `cap` bytes.
    pub fn new(cap: usize) -> Self {
        Self { cap, ..Self::default() }
    }

    /// Adds bytes read from the stream.
    pub fn push(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        let head_cap = self.cap / 2;
        let tail_cap = self.cap - head_cap;
        let take = head_cap.saturating_sub(self.head.len()).min(bytes.len());
        self.head.extend_from_slice(&bytes[..take]);
        bytes = &bytes[take..];
        if bytes.len() >= tail_cap {
            self.tail.clear();
            self.tail.extend(&bytes[bytes.len() - tail_cap..]);
        } else {
            self.tail.extend(bytes);
            let excess = self.tail.len().saturating_sub(tail_cap);
            self.tail.drain(..excess);
        }
    }

    /// Total bytes the stream produced.
    pub fn total_bytes(&self) -> u64 {
        self.total
    }

    /// Bytes dropped from the middle.
    pub fn omitted_bytes(&self) -> u64 {
        self.total - (self.head.len() + self.tail.len()) as u64
    }

    /// Whether the stream produced nothing.
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// The output as text (invalid UTF-8 replaced), with a `[... N bytes omitted ...]` marker
    /// where the middle was dropped.
    pub fn render(&self) -> String {
        let tail: Vec<u8> = self.tail.iter().copied().collect();
        let omitted = self.omitted_bytes();
        if omitted == 0 {
            return String::from_utf8_lossy(&[self.head.as_slice(), &tail].concat()).into_owned();
        }
        // Don't show a character cut in half at either side of the gap.
        let mut head = self.head.as_slice();
        if let Err(e) = std::str::from_utf8(head)
            && e.error_len().is_none()
        {
            head = &head[..e.valid_up_to()];
        }
        let skip = tail.iter().take(3).take_while(|b| (**b & 0xC0) == 0x80).count();
        format!(
            "{}\n[... {} bytes omitted ...]\n{}",
            String::from_utf8_lossy(head),
            omitted + (self.head.len() - head.len() + skip) as u64,
            String::from_utf8_lossy(&tail[skip..])
        )
    }
}

type Shared = Arc<Mutex<Captured>>;

fn take(shared: &Shared) -> Captured {
    std::mem::take(&mut *shared.lock().unwrap_or_else(|e| e.into_inner()))
}

fn capture<R: AsyncRead + Unpin + Send + 'static>(reader: Option<R>, cap: usize) -> (Shared, JoinHandle<()>) {
    let shared = Arc::new(Mutex::new(Captured::new(cap)));
    let sink = shared.clone();
    let task = tokio::spawn(async move {
        let Some(mut reader) = reader else { return };
        // Read into spare capacity: a zeroed buffer per stream cost more than the reads of a
        // short command's output (issue 21).
        let mut buf = Vec::with_capacity(8192);
        while let Ok(1..) = reader.read_buf(&mut buf).await {
            sink.lock().unwrap_or_else(|e| e.into_inner()).push(&buf);
            buf.clear();
        }
    });
    (shared, task)
}

/// Waits for both readers to reach the end of their pipes.
async fn join_readers(tasks: &mut [JoinHandle<()>; 2]) {
    for task in tasks.iter_mut() {
        if !task.is_finished() {
            let _ = task.await;
        }
    }
}

/// Sends `signal` (a name such as `TERM`) to every process in the group `pgid`. Uses the
/// `kill` binary, since this crate forbids the `unsafe` a direct `kill(2)` call needs.
async fn kill_group(pgid: u32, signal: &str) {
    let result = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg("--")
        .arg(format!("-{pgid}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .await;
    if let Err(e) = result {
        tracing::warn!(pgid, signal, error = %e, "cannot run `kill` to signal a process group");
    }
}

/// A started command: made by [`crate::sandbox::spawn`] where the kernel allows it, else by
/// tokio with `fork` and the confinement as a pre-exec hook.
#[derive(Debug)]
enum Running {
    #[cfg(target_os = "linux")]
    Cloned(crate::sandbox::spawn::Child),
    Forked(tokio::process::Child),
}

impl Running {
    /// Starts `cmd` under `confinement` with its output captured.
    async fn start(
        mut cmd: Command,
        confinement: Confinement,
        cap: usize,
    ) -> std::io::Result<(Self, [Shared; 2], [JoinHandle<()>; 2])> {
        #[cfg(target_os = "linux")]
        {
            use crate::sandbox::spawn::{self, SpawnError};
            let mut confinement = confinement;
            if spawn::available() {
                let spawned = if confinement.start_may_wait() {
                    // The thread that clones waits until the child execs, and a cgroup move
                    // can wait 8-20 ms for an RCU grace period: not a runtime thread.
                    let std_cmd = cmd.into_std();
                    let (spawned, std_cmd, back) = tokio::task::spawn_blocking(move || {
                        let spawned = spawn::spawn(&std_cmd, &mut confinement);
                        (spawned, std_cmd, confinement)
                    })
                    .await
                    .map_err(std::io::Error::other)?;
                    cmd = Command::from(std_cmd);
                    confinement = back;
                    spawned
                } else {
                    spawn::spawn(cmd.as_std(), &mut confinement)
                };
                match spawned {
                    Ok(s) => {
                        let (stdout, out_task) = capture(Some(s.stdout), cap);
                        let (stderr, err_task) = capture(Some(s.stderr), cap);
                        return Ok((Self::Cloned(s.child), [stdout, stderr], [out_task, err_task]));
                    }
                    Err(SpawnError::Failed(e)) => return Err(e),
                    Err(SpawnError::Unsupported) => {}
                }
            }
            confinement.install(&mut cmd);
            // A child outlives a killed ouzel otherwise (what it starts in turn is the sandbox's job).
            crate::sandbox::die_with_parent_on_exec(&mut cmd);
        }
        #[cfg(not(target_os = "linux"))]
        drop(confinement);
        cmd.process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = cmd.spawn()?;
        let (stdout, out_task) = capture(child.stdout.take(), cap);
        let (stderr, err_task) = capture(child.stderr.take(), cap);
        Ok((Self::Forked(child), [stdout, stderr], [out_task, err_task]))
    }

    async fn wait(&mut self) -> std::io::Result<ExitStatus> {
        match self {
            #[cfg(target_os = "linux")]
            Self::Cloned(c) => c.wait().await,
            Self::Forked(c) => c.wait().await,
        }
    }

    /// SIGTERM to the process group (a sandboxed command's namespace ends at once).
    async fn terminate(&mut self) {
        match self {
            #[cfg(target_os = "linux")]
            Self::Cloned(c) => c.terminate(),
            Self::Forked(c) => {
                if let Some(pgid) = c.id() {
                    kill_group(pgid, "TERM").await;
                }
            }
        }
    }

    /// SIGKILL to the process group and the process.
    async fn kill(&mut self) {
        match self {
            #[cfg(target_os = "linux")]
            Self::Cloned(c) => c.kill(),
            Self::Forked(c) => {
                if let Some(pgid) = c.id() {
                    kill_group(pgid, "KILL").await;
                }
                let _ = c.start_kill();
            }
        }
    }
}

/// Runs `cmd` under `confinement` (see [`crate::sandbox::confine`] and
/// [`crate::sandbox::hardened`]) in a new process group with stdin closed and output captured,
/// until it exits, `opts.timeout` passes, or `cancel` fires. In the last two cases the whole
/// group gets SIGTERM, then SIGKILL after `opts.kill_grace` (a sandboxed command's namespace
/// ends at once). Background processes the command leaves behind are killed too if they keep
/// its output pipes open.
pub async fn run(
    cmd: Command,
    confinement: Confinement,
    opts: &RunOptions,
    cancel: &CancellationToken,
) -> std::io::Result<ProcessOutput> {
    let (mut child, [stdout, stderr], mut readers) = Running::start(cmd, confinement, opts.output_cap).await?;

    let termination = tokio::select! {
        status = child.wait() => Termination::from(status?),
        () = tokio::time::sleep(opts.timeout) => Termination::TimedOut,
        () = cancel.cancelled() => Termination::Cancelled,
    };

    let grace = match termination {
        Termination::Exited { .. } => PIPE_GRACE,
        Termination::TimedOut | Termination::Cancelled => {
            child.terminate().await;
            opts.kill_grace
        }
    };
    let exited = tokio::time::timeout(grace, async {
        let _ = child.wait().await;
        join_readers(&mut readers).await;
    })
    .await
    .is_ok();
    if !exited {
        child.kill().await;
        let _ = child.wait().await;
    }
    if tokio::time::timeout(Duration::from_secs(1), join_readers(&mut readers))
        .await
        .is_err()
    {
        readers.iter().for_each(JoinHandle::abort);
    }
    Ok(ProcessOutput {
        termination,
        stdout: take(&stdout),
        stderr: take(&stderr),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_keeps_head_and_tail() {
        let mut c = Captured::new(10);
        for chunk in [b"abc".as_slice(), b"defghij", b"klmnopqrstuvwxyz"] {
            c.push(chunk);
        }
        assert_eq!(c.total_bytes(), 26);
        assert_eq!(c.omitted_bytes(), 16);
        assert_eq!(c.render(), "abcde\n[... 16 bytes omitted ...]\nvwxyz");
        let mut small = Captured::new(10);
        small.push(b"hello");
        assert_eq!(small.render(), "hello");
    }

    #[test]
    fn capture_does_not_split_characters() {
        let mut c = Captured::new(6);
        c.push("ééééé".as_bytes()); // 10 bytes
        let text = c.render();
        assert!(!text.contains('\u{FFFD}'), "{text}");
        assert!(text.starts_with("é\n[..."), "{text}");
    }
}
