//! A throwaway PostgreSQL server for tests: Debian's `postgresql` binaries
//! (`/usr/lib/postgresql/*/bin`), a cluster made with `initdb` in a temp dir, the server on
//! loopback at a free port, trust authentication for the user `ouzel`. It is stopped, and its
//! directory removed, when the test process exits (a watchdog shell holds the server and waits
//! for the process's pipe to close), so a failing or killed test run leaves nothing running.
//!
//! Used by ouzel-store's tests (included there by path: ouzel-store cannot depend on this crate)
//! and the CLI's. When the binaries are missing, [`shared`] prints a `SKIPPED:` line and the
//! test returns, unless `OUZEL_POSTGRES_REQUIRE=1` (set by `.ci/run`) makes that a failure.
//! initdb refuses to run as root: as root, the cluster runs as `nobody` (through `setpriv`).

#![allow(dead_code, unreachable_pub, clippy::unwrap_used)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The variable that makes a missing PostgreSQL a test failure.
pub const REQUIRE: &str = "OUZEL_POSTGRES_REQUIRE";

/// The directory of the newest installed PostgreSQL's binaries.
pub fn bin_dir() -> Option<PathBuf> {
    let mut dirs: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, bin)| bin)
}

/// A running throwaway server.
pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// Closing it (or a line on it) stops the server.
    watchdog: Mutex<Option<(Child, ChildStdin)>>,
    next_db: AtomicUsize,
}

static SHARED: OnceLock<Result<Cluster, String>> = OnceLock::new();

/// The server shared by the tests of this process, started on first use; `None` (after
/// printing `SKIPPED:`) when PostgreSQL is not installed and not required.
pub fn shared() -> Option<&'static Cluster> {
    match SHARED.get_or_init(Cluster::start) {
        Ok(c) => Some(c),
        Err(e) => {
            skip_or_fail(e);
            None
        }
    }
}

/// Prints the `SKIPPED:` line for a missing server, or panics when one is required.
pub fn skip_or_fail(why: &str) {
    if std::env::var(REQUIRE).is_ok_and(|v| v == "1") {
        panic!("PostgreSQL is required ({REQUIRE}=1) but: {why}");
    }
    println!("SKIPPED: PostgreSQL tests: {why} (apt-get install postgresql; .ci/run does)");
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A command run as the cluster's owner: `nobody` when we are root.
fn as_owner(program: &Path) -> Command {
    if running_as_root() {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])
            .arg(program);
        c
    } else {
        Command::new(program)
    }
}

/// How [`Cluster::run`] says its port was taken.
const PORT_TAKEN: &str = "postgres could not bind its port";

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(0)
}

impl Cluster {
    /// Makes a cluster in a new temp dir and starts its server.
    pub fn start() -> Result<Self, String> {
        Self::start_on(free_port())
    }

    /// [`Self::start`], trying `port` first.
    fn start_on(port: u16) -> Result<Self, String> {
        let bin = bin_dir().ok_or("no PostgreSQL binaries in /usr/lib/postgresql/*/bin")?;
        let dir = tempfile::Builder::new()
            .prefix("ouzel-pg-")
            .tempdir()
            .map_err(|e| format!("temp dir: {e}"))?
            .keep();
        if running_as_root() {
            let chown = Command::new("chown")
                .args(["-R", "nobody:nogroup"])
                .arg(&dir)
                .status()
                .map_err(|e| format!("chown: {e}"))?;
            if !chown.success() {
                return Err("chown of the cluster directory to nobody failed".into());
            }
        }
        let out = as_owner(&bin.join("initdb"))
            .arg("-D")
            .arg(dir.join("data"))
            .args(["-U", "ouzel", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("running initdb: {e}"))?;
        if !out.status.success() {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(format!("initdb failed: {}", String::from_utf8_lossy(&out.stderr)));
        }
        let mut cluster = Self {
            bin,
            dir,
            port,
            watchdog: Mutex::new(None),
            next_db: AtomicUsize::new(0),
        };
        // A port picked free can be taken (by another test's server, or an outgoing
        // connection's ephemeral port) before the server binds it: it then says so and exits,
        // and is started again on another.
        let mut tries = 1;
        loop {
            match cluster.run() {
                Err(e) if e.contains(PORT_TAKEN) && tries < 4 => {
                    cluster.stop();
                    cluster.port = free_port();
                    tries += 1;
                }
                Err(e) => {
                    cluster.stop();
                    return Err(e);
                }
                Ok(()) => return Ok(cluster),
            }
        }
    }

    /// Starts the server (again, after [`Self::stop`]) and waits until it accepts connections.
    pub fn run(&self) -> Result<(), String> {
        // The shell owns the server: a line on its stdin stops it and keeps the data; the end of
        // stdin (this process gone) stops it and removes the directory.
        let script = r#"
            "$@" & pid=$!
            if read _; then kill -INT $pid; wait $pid; exit 0; fi
            kill -INT $pid; wait $pid; rm -rf "$OUZEL_PG_DIR"
        "#;
        let mut server = as_owner(&self.bin.join("postgres"));
        server
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-p", &self.port.to_string(), "-c", "listen_addresses=127.0.0.1", "-c"])
            .arg(format!("unix_socket_directories={}", self.dir.display()))
            .args(["-c", "fsync=off", "-c", "max_connections=200"]);
        let log = self.dir.join("server.log");
        let log_file = std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg("sh")
            .arg(server.get_program())
            .args(server.get_args())
            .env("OUZEL_PG_DIR", &self.dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(log_file)
            .spawn()
            .map_err(|e| format!("starting postgres: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin for the watchdog")?;
        *self.watchdog.lock().unwrap() = Some((child, stdin));
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let ready = Command::new(self.bin.join("pg_isready"))
                .args(["-q", "-h", "127.0.0.1", "-p", &self.port.to_string()])
                .status()
                .is_ok_and(|s| s.success());
            // This cluster's server, not another one on the same port.
            if ready && self.serving() {
                return Ok(());
            }
            let said = std::fs::read_to_string(&log).unwrap_or_default();
            if said.contains("Address already in use") {
                return Err(format!("{PORT_TAKEN} {}: {said}", self.port));
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "postgres did not accept connections on port {}: {said}",
                    self.port
                ));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Whether this cluster's own server is up on its port: its `postmaster.pid` names the port
    /// and says `ready`.
    fn serving(&self) -> bool {
        let pid_file = std::fs::read_to_string(self.dir.join("data/postmaster.pid")).unwrap_or_default();
        let lines: Vec<&str> = pid_file.lines().collect();
        lines.get(3).is_some_and(|p| p.trim() == self.port.to_string())
            && lines.get(7).is_some_and(|s| s.trim() == "ready")
    }

    /// Stops the server (fast shutdown), keeping its data.
    pub fn stop(&self) {
        if let Some((mut child, mut stdin)) = self.watchdog.lock().unwrap().take() {
            let _ = stdin.write_all(b"stop\n");
            drop(stdin);
            let _ = child.wait();
        }
    }

    /// The loopback port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `db`.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://ouzel@127.0.0.1:{}/{db}", self.port)
    }

    /// A new empty database of its own for one test, as a URL.
    pub fn fresh_database(&self) -> String {
        let name = format!(
            "t{}_{}",
            std::process::id(),
            self.next_db.fetch_add(1, Ordering::SeqCst)
        );
        self.psql(&self.url("postgres"), &format!("CREATE DATABASE {name}"));
        self.url(&name)
    }

    /// Runs SQL with `psql` on the database at `url`; its output, unaligned, tuples only.
    /// Panics when psql fails.
    pub fn psql(&self, url: &str, sql: &str) -> String {
        let out = Command::new(self.bin.join("psql"))
            .args(["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", url, "-c", sql])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "psql {sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // The end of the watchdog's stdin stops the server and removes the directory.
        if let Some((mut child, stdin)) = self.watchdog.lock().unwrap().take() {
            drop(stdin);
            let _ = child.wait();
        } else {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cluster_whose_port_is_taken_starts_on_another() {
        if bin_dir().is_none() {
            eprintln!("SKIPPED: no PostgreSQL binaries");
            return;
        }
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = taken.local_addr().unwrap().port();
        let cluster = Cluster::start_on(port).unwrap();
        assert_ne!(cluster.port(), port);
        assert_eq!(cluster.psql(&cluster.url("postgres"), "SELECT 1").trim(), "1");
    }
}
