//! Whole-process benchmark: a 20-turn job (each turn one `shell` call of `echo hi N`, then a
//! final answer) of the real `ouzel` binary against a minimal in-process mock server.
//!
//! Usage: `cargo run --release -p ouzel-test --bin ouzel-bench -- [PATH_TO_OUZEL] [TURNS] [RUNS] [SANDBOX_MODE]`
//! Prints wall time per turn, the part spent in the shell child and the mock, the client-side
//! overhead per turn, and peak RSS (via `/usr/bin/time`).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

#[tokio::main(flavor = "multi_thread", worker_threads = 1)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let ouzel = args.get(1).cloned().unwrap_or_else(|| "target/release/ouzel".into());
    let turns: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let runs: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(5);
    let sandbox = args.get(4).cloned().unwrap_or_else(|| "workspace-write".into());

    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let mock_nanos = Arc::new(AtomicU64::new(0));
    let served = Arc::new(AtomicU64::new(0));
    {
        let (mock_nanos, served) = (mock_nanos.clone(), served.clone());
        tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                let _ = sock.set_nodelay(true);
                tokio::spawn(serve(sock, turns, mock_nanos.clone(), served.clone()));
            }
        });
    }

    let workspace = tempfile::tempdir()?;
    let child_cost = measure_child_cost(workspace.path(), turns).await?;
    let mut results = Vec::new();
    for _ in 0..runs {
        mock_nanos.store(0, Ordering::SeqCst);
        served.store(0, Ordering::SeqCst);
        let start = Instant::now();
        let out = tokio::process::Command::new("/usr/bin/time")
            .args(["-f", "%M"])
            .arg(&ouzel)
            .args([
                "exec",
                "--json",
                "--approve-all",
                "--sandbox",
                &sandbox,
                "-m",
                "openai/bench",
                "--base-url",
            ])
            .arg(format!("http://{addr}/v1"))
            .arg("-C")
            .arg(workspace.path())
            .arg("run the job")
            .env("OPENAI_API_KEY", "bench")
            .env("XDG_CONFIG_HOME", workspace.path())
            .output()
            .await?;
        let wall = start.elapsed();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let results_seen = stdout.matches("\"type\":\"tool_result\"").count();
        if !out.status.success() || results_seen != turns {
            return Err(format!(
                "bench run failed ({} tool results, status {}): {}",
                results_seen,
                out.status,
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
        let rss_kib: u64 = String::from_utf8_lossy(&out.stderr)
            .lines()
            .last()
            .and_then(|l| l.trim().parse().ok())
            .unwrap_or(0);
        let mock = Duration::from_nanos(mock_nanos.load(Ordering::SeqCst));
        results.push((wall, mock, rss_kib));
    }
    results.sort_by_key(|r| r.0);
    let (wall, mock, rss) = results[results.len() / 2];
    let per_turn = wall / turns as u32;
    let mock_per_turn = mock / (turns as u32 + 1);
    let overhead = per_turn.saturating_sub(child_cost).saturating_sub(mock_per_turn);
    let version = measure_version(&ouzel).await?;
    println!("turns: {turns}, runs: {runs} (median by wall time), sandbox: {sandbox}");
    println!("wall total:            {:>8.2} ms", ms(wall));
    println!("wall per turn:         {:>8.3} ms", ms(per_turn));
    println!(
        "  shell child per turn:{:>8.3} ms (bash -c 'echo hi N', measured alone)",
        ms(child_cost)
    );
    println!("  mock per request:    {:>8.3} ms", ms(mock_per_turn));
    println!(
        "client overhead/turn:  {:>8.3} ms (includes process start-up spread over the turns)",
        ms(overhead)
    );
    println!("peak RSS:              {:>8.2} MiB", rss as f64 / 1024.0);
    println!("ouzel --version:       {:>8.3} ms (median of 50)", ms(version));
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn measure_child_cost(dir: &std::path::Path, n: usize) -> std::io::Result<Duration> {
    let start = Instant::now();
    for i in 0..n {
        tokio::process::Command::new("bash")
            .arg("-c")
            .arg(format!("echo hi {i}"))
            .current_dir(dir)
            .output()
            .await?;
    }
    Ok(start.elapsed() / n as u32)
}

async fn measure_version(ouzel: &str) -> std::io::Result<Duration> {
    let mut times = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        std::process::Command::new(ouzel).arg("--version").output()?;
        times.push(start.elapsed());
    }
    times.sort();
    Ok(times[times.len() / 2])
}

async fn serve(mut sock: TcpStream, turns: usize, mock_nanos: Arc<AtomicU64>, served: Arc<AtomicU64>) {
    let mut buf = Vec::with_capacity(64 * 1024);
    loop {
        // Read one request: headers, then Content-Length bytes of body.
        let header_end = loop {
            if let Some(p) = find(&buf, b"\r\n\r\n") {
                break p + 4;
            }
            let mut chunk = [0u8; 16384];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        };
        let started = Instant::now();
        let head = String::from_utf8_lossy(&buf[..header_end]).to_ascii_lowercase();
        let len: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:").map(|v| v.trim().parse().unwrap_or(0)))
            .unwrap_or(0);
        while buf.len() < header_end + len {
            let mut chunk = [0u8; 16384];
            match sock.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
        let body = &buf[header_end..header_end + len];
        let done = count(body, b"\"role\":\"tool\"");
        let sse = if done < turns { tool_call_sse(done) } else { text_sse() };
        let response = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\n\r\n{sse}",
            sse.len()
        );
        buf.drain(..header_end + len);
        mock_nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::SeqCst);
        served.fetch_add(1, Ordering::SeqCst);
        if sock.write_all(response.as_bytes()).await.is_err() {
            return;
        }
    }
}

fn find(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

fn count(h: &[u8], n: &[u8]) -> usize {
    h.windows(n.len()).filter(|w| *w == n).count()
}

fn tool_call_sse(n: usize) -> String {
    let args = serde_json::json!({"command": format!("echo hi {n}")}).to_string();
    let start = serde_json::json!({"choices": [{"index": 0, "delta": {"role": "assistant", "content": null, "tool_calls": [{"index": 0, "id": format!("call_{n}"), "type": "function", "function": {"name": "shell", "arguments": args}}]}, "finish_reason": null}]});
    let end = serde_json::json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}], "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}});
    format!("data: {start}\n\ndata: {end}\n\ndata: [DONE]\n\n")
}

fn text_sse() -> String {
    let a = serde_json::json!({"choices": [{"index": 0, "delta": {"role": "assistant", "content": "All done."}, "finish_reason": null}]});
    let b = serde_json::json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 100, "completion_tokens": 3, "total_tokens": 103}});
    format!("data: {a}\n\ndata: {b}\n\ndata: [DONE]\n\n")
}
