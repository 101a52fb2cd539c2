//! The floor for `ouzel-bench`: the least a program can do to perform the bench's job — a
//! model loop over an OpenAI-compatible server on loopback — so ouzel's cost can be stated as
//! a ratio of it (issue 21).
//!
//! Each turn it serialises the whole conversation as a Chat Completions request (JSON), sends
//! it over one keep-alive HTTP/1.1 connection, parses the streamed SSE answer (JSON per event),
//! runs the tool call it asked for — `shell` spawns `bash -c COMMAND` in the workspace,
//! `read_file` reads the file — and adds call and result to the conversation. It prints one
//! `{"type":"tool_result"}` line per result (the bench counts them, as it does ouzel's events)
//! and stops at the first answer without a call.
//!
//! What it leaves out is what a real agent adds on top of the physical work: no async runtime,
//! no session store, no sandbox, no permission gate, no events beyond one line per result.
//!
//! Usage: `ouzel-floor BASE_URL WORKSPACE PROMPT` (BASE_URL like `http://127.0.0.1:PORT/v1`).

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(base), Some(dir), Some(prompt)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: ouzel-floor BASE_URL WORKSPACE PROMPT");
        return ExitCode::from(2);
    };
    match run(base, std::path::Path::new(dir), prompt) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ouzel-floor: {e}");
            ExitCode::FAILURE
        }
    }
}

type Error = Box<dyn std::error::Error>;

fn run(base: &str, dir: &std::path::Path, prompt: &str) -> Result<(), Error> {
    let rest = base
        .strip_prefix("http://")
        .ok_or("BASE_URL must start with http:// (the floor speaks plain HTTP)")?;
    let (host, prefix) = rest.split_once('/').unwrap_or((rest, ""));
    let path = format!("/{prefix}/chat/completions").replace("//", "/");
    let stream = TcpStream::connect(host)?;
    stream.set_nodelay(true)?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    let tools = json!([
        {"type": "function", "function": {"name": "shell", "description": "Run a shell command.",
            "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}},
        {"type": "function", "function": {"name": "read_file", "description": "Read a file.",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}}
    ]);
    let mut messages = vec![
        json!({"role": "system", "content": "You are a coding agent."}),
        json!({"role": "user", "content": prompt}),
    ];
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    loop {
        let body = serde_json::to_vec(&json!({
            "model": "bench",
            "stream": true,
            "messages": messages,
            "tools": tools,
        }))?;
        write!(
            writer,
            "POST {path} HTTP/1.1\r\nhost: {host}\r\ncontent-type: application/json\r\nauthorization: Bearer bench\r\ncontent-length: {}\r\n\r\n",
            body.len()
        )?;
        writer.write_all(&body)?;
        let sse = read_response(&mut reader)?;
        let (text, calls) = parse_sse(&sse)?;
        if calls.is_empty() {
            writeln!(out, "{}", json!({"type": "finished", "answer": text}))?;
            return Ok(());
        }
        let wire_calls: Vec<Value> = calls
            .iter()
            .map(
                |(id, name, args)| json!({"id": id, "type": "function", "function": {"name": name, "arguments": args}}),
            )
            .collect();
        messages.push(json!({"role": "assistant", "content": null, "tool_calls": wire_calls}));
        for (id, name, args) in calls {
            let input: Value = serde_json::from_str(&args)?;
            let result = run_tool(dir, &name, &input)?;
            writeln!(out, "{}", json!({"type": "tool_result", "id": id, "content": result}))?;
            messages.push(json!({"role": "tool", "tool_call_id": id, "content": result}));
        }
        out.flush()?;
    }
}

/// Reads one response (status line, headers, `content-length` bytes) and returns its body.
fn read_response(reader: &mut BufReader<TcpStream>) -> Result<Vec<u8>, Error> {
    let mut line = String::new();
    let mut len = None;
    let mut status_seen = false;
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            return Err("the server closed the connection".into());
        }
        let l = line.trim_end();
        if !status_seen {
            if !l.starts_with("HTTP/1.1 200") {
                return Err(format!("the server answered {l}").into());
            }
            status_seen = true;
            continue;
        }
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':')
            && k.eq_ignore_ascii_case("content-length")
        {
            len = Some(v.trim().parse::<usize>()?);
        }
    }
    let len = len.ok_or("the response has no content-length (the floor reads only that framing)")?;
    let mut body = vec![0; len];
    reader.read_exact(&mut body)?;
    Ok(body)
}

/// The answer's text and its calls (id, name, argument text), assembled from the stream.
#[allow(clippy::type_complexity)]
fn parse_sse(body: &[u8]) -> Result<(String, Vec<(String, String, String)>), Error> {
    let mut text = String::new();
    let mut calls: Vec<(String, String, String)> = Vec::new();
    for line in std::str::from_utf8(body)?.lines() {
        let Some(data) = line.strip_prefix("data: ") else {
            continue;
        };
        if data == "[DONE]" {
            break;
        }
        let event: Value = serde_json::from_str(data)?;
        let delta = &event["choices"][0]["delta"];
        if let Some(t) = delta["content"].as_str() {
            text.push_str(t);
        }
        for call in delta["tool_calls"].as_array().into_iter().flatten() {
            let index = call["index"].as_u64().unwrap_or(0) as usize;
            if calls.len() <= index {
                calls.resize(index + 1, Default::default());
            }
            let slot = &mut calls[index];
            if let Some(id) = call["id"].as_str() {
                slot.0 = id.to_owned();
            }
            if let Some(name) = call["function"]["name"].as_str() {
                slot.1 = name.to_owned();
            }
            if let Some(args) = call["function"]["arguments"].as_str() {
                slot.2.push_str(args);
            }
        }
    }
    Ok((text, calls))
}

fn run_tool(dir: &std::path::Path, name: &str, input: &Value) -> Result<String, Error> {
    match name {
        "shell" => {
            let command = input["command"].as_str().ok_or("shell without a command")?;
            let out = std::process::Command::new("bash")
                .arg("-c")
                .arg(command)
                .current_dir(dir)
                .stdin(std::process::Stdio::null())
                .output()?;
            Ok(format!(
                "{}{}exit code {}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
                out.status.code().unwrap_or(-1)
            ))
        }
        "read_file" => {
            let path = input["path"].as_str().ok_or("read_file without a path")?;
            Ok(std::fs::read_to_string(dir.join(path))?)
        }
        other => Err(format!("the floor has no tool {other}").into()),
    }
}
