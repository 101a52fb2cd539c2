//! Measures what checkpoints cost a turn on a 10,000-file tree (100 directories of 100 files
//! of 1 KiB, with a `.gitignore`), with the store and the tree in the temp directory:
//!
//! - cold: the first call that may reach the whole workspace in a workspace never seen (every
//!   file hashed and stored once);
//! - a turn with no change, in the same process: `begin_turn`, then `before_call` and
//!   `after_call` around a shell-like call that reaches the whole workspace and changes
//!   nothing (one stat scan: the workspace is watched between calls), median of 21; and the
//!   same with watching off (two stat scans);
//! - the same in a new process: a new keeper each time, so the scan index is read from disk;
//! - a turn whose call changes one file.
//!
//! Run with `cargo run --release -p ouzel-checkpoint --bin checkpoint-bench`.
//!
//! For a profiler, the new-process case alone: `checkpoint-bench --prepare DIR` makes the tree
//! and a warm store in `DIR` and leaves them; `checkpoint-bench --turn DIR` is then one process
//! doing one no-change turn there with a new keeper, e.g. under
//! `valgrind --tool=callgrind checkpoint-bench --turn DIR` (instruction counts do not depend
//! on the machine's load).

use ouzel_checkpoint::{Keeper, Store};
use ouzel_core::{Checkpoints, Message, Reach, SessionId, ToolCallId};
use std::path::Path;
use std::time::{Duration, Instant};

const DIRS: usize = 100;
const FILES_PER_DIR: usize = 100;
const RUNS: usize = 21;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, dir] = args.as_slice() {
        let dir = Path::new(dir);
        let result = match mode.as_str() {
            "--prepare" => prepare(dir).map(|_| ()),
            "--turn" => one_turn(dir),
            _ => Err(format!("unknown mode {mode}: --prepare DIR or --turn DIR").into()),
        };
        if let Err(e) = result {
            eprintln!("checkpoint-bench: {e}");
            std::process::exit(1);
        }
        return;
    }
    let dir = std::env::temp_dir().join(format!("ouzel-checkpoint-bench-{}", std::process::id()));
    let result = run(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = result {
        eprintln!("checkpoint-bench: {e}");
        std::process::exit(1);
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// The session every `--turn` process continues.
fn bench_session() -> SessionId {
    SessionId::new("checkpoint-bench")
}

/// `--prepare DIR`: the tree and a store that has seen it once.
fn prepare(dir: &Path) -> Result<std::path::PathBuf, Box<dyn std::error::Error>> {
    let ws = make_tree(dir)?;
    std::thread::sleep(Duration::from_millis(100));
    one_turn(dir)?;
    Ok(ws)
}

/// `--turn DIR`: one no-change turn with a new keeper, as a new `ouzel exec --resume` would.
fn one_turn(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let ws = dir.join("ws").canonicalize()?;
    let store = Store::new(dir.join("checkpoints"));
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).build()?;
    let keeper = Keeper::new(store, bench_session(), ws, 10 << 20);
    rt.block_on(async {
        keeper.begin_turn(&Message::user("turn")).await?;
        let call = ToolCallId::new("c");
        keeper.before_call(&call, Reach::Workspace).await?;
        keeper.after_call(&call).await
    })?;
    Ok(())
}

/// 100 directories of 100 files of about 1 KiB, and a `.gitignore`, in `DIR/ws`.
fn make_tree(dir: &Path) -> Result<std::path::PathBuf, Box<dyn std::error::Error>> {
    let ws = dir.join("ws");
    let content = vec![b'x'; 1024];
    for d in 0..DIRS {
        let sub = ws.join(format!("d{d:03}"));
        std::fs::create_dir_all(&sub)?;
        for f in 0..FILES_PER_DIR {
            std::fs::write(
                sub.join(format!("f{f:03}.txt")),
                format!("{d} {f}\n")
                    .into_bytes()
                    .into_iter()
                    .chain(content.iter().copied())
                    .collect::<Vec<u8>>(),
            )?;
        }
    }
    std::fs::write(ws.join(".gitignore"), "target/\n")?;
    Ok(ws.canonicalize()?)
}

fn run(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let ws = make_tree(dir)?;
    let store = Store::new(dir.join("checkpoints"));
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).build()?;
    let session = SessionId::generate();
    let keeper = |s: &SessionId| Keeper::new(store.clone(), s.clone(), ws.clone(), 10 << 20);
    // Files just written are "racily clean" (too new to trust their stat) for a moment.
    std::thread::sleep(Duration::from_millis(100));

    let turn = |k: &Keeper, n: usize| {
        rt.block_on(async {
            let started = Instant::now();
            k.begin_turn(&Message::user(format!("turn {n}"))).await?;
            let call = ToolCallId::new(format!("c{n}"));
            k.before_call(&call, Reach::Workspace).await?;
            k.after_call(&call).await?;
            Ok::<_, ouzel_core::CheckpointError>(started.elapsed())
        })
    };

    let k = keeper(&session);
    let cold = turn(&k, 0)?;
    let mut same = Vec::new();
    for n in 1..=RUNS {
        same.push(turn(&k, n)?);
    }
    // The same without watching the workspace between calls: two scans a call.
    let unwatched_keeper = keeper(&session).watching(false);
    let mut unwatched = Vec::new();
    for n in 1..=RUNS {
        unwatched.push(turn(&unwatched_keeper, n)?);
    }
    let mut fresh = Vec::new();
    for n in 1..=RUNS {
        fresh.push(turn(&keeper(&session), n)?);
    }
    let mut one = Vec::new();
    for n in 1..=RUNS {
        let started = Instant::now();
        rt.block_on(async {
            k.begin_turn(&Message::user(format!("change {n}"))).await?;
            let call = ToolCallId::new(format!("w{n}"));
            k.before_call(&call, Reach::Workspace).await?;
            std::fs::write(ws.join("d000/f000.txt"), format!("changed {n}\n"))
                .map_err(|e| ouzel_core::CheckpointError { message: e.to_string() })?;
            k.after_call(&call).await
        })?;
        one.push(started.elapsed());
    }
    let mut scans = Vec::new();
    for _ in 0..RUNS {
        let started = Instant::now();
        ouzel_checkpoint::scan_workspace(&ws);
        scans.push(started.elapsed());
    }
    // The floor: the same stats taken by find(1), for the machine's state at the time.
    let mut finds = Vec::new();
    for _ in 0..RUNS {
        let started = Instant::now();
        std::process::Command::new("find")
            .arg(&ws)
            .args(["-printf", "%s %T@ %C@ %i %m\\n"])
            .output()?;
        finds.push(started.elapsed());
    }
    let files = DIRS * FILES_PER_DIR;
    println!(
        "one stat scan of the workspace (median of {RUNS}): {:.2} ms",
        median(scans).as_secs_f64() * 1e3
    );
    println!(
        "find(1) over the same tree, process start included (median of {RUNS}): {:.2} ms",
        median(finds).as_secs_f64() * 1e3
    );
    println!("tree: {files} files of ~1 KiB in {DIRS} directories");
    println!(
        "cold first call (hash and store every file): {:.1} ms",
        cold.as_secs_f64() * 1e3
    );
    println!(
        "turn with no change, same process (median of {RUNS}): {:.2} ms",
        median(same).as_secs_f64() * 1e3
    );
    println!(
        "the same, workspace not watched between calls (median of {RUNS}): {:.2} ms",
        median(unwatched).as_secs_f64() * 1e3
    );
    println!(
        "turn with no change, index read from disk (median of {RUNS}): {:.2} ms",
        median(fresh).as_secs_f64() * 1e3
    );
    println!(
        "turn changing one file (median of {RUNS}): {:.2} ms",
        median(one).as_secs_f64() * 1e3
    );
    Ok(())
}
