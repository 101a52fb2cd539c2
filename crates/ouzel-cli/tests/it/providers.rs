//! Provider selection from model strings, custom providers, `ouzel models`, cost, and the
//! key never leaking anywhere a run writes.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::json;
use wiremock::matchers::{method, path};
use wiremock::{Mock, ResponseTemplate};

const SENTINEL: &str = "sk-test-sentinel-key";

#[test]
fn models_lists_presets_with_key_state_and_custom_providers() {
    let env = Env::new();
    env.config(
        "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://box.internal:8000/v1\"\n\
         [providers.box.models.\"llama3\"]\ncontext_window = 8192\n",
    );
    let out = env.ouzel().args(["models"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let line = |name: &str| {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap_or_else(|| panic!("no line for {name} in\n{text}"))
            .to_owned()
    };
    assert!(line("openai").contains("OPENAI_API_KEY set"), "{text}");
    assert!(line("anthropic").contains("set ANTHROPIC_API_KEY"), "{text}");
    assert!(
        line("ollama").contains("no key needed") && line("ollama").contains("11434"),
        "{text}"
    );
    for preset in [
        "gemini",
        "groq",
        "openrouter",
        "deepseek",
        "xai",
        "mistral",
        "together",
        "fireworks",
        "litellm",
        "lmstudio",
        "vllm",
        "llamacpp",
        "azure",
    ] {
        line(preset);
    }
    assert!(line("box").contains("http://box.internal:8000/v1"), "{text}");
    assert!(text.contains("  box/llama3"), "{text}");
    assert!(!text.contains(SENTINEL));
}

#[test]
fn models_keeps_its_columns_when_a_provider_is_an_error() {
    let env = Env::new();
    env.config(
        "[providers.nowire]\nbase_url = \"http://box.internal:8000/v1\"\n\
         [providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://a-rather-long-host-name.internal.example:8000/v1\"\n",
    );
    let out = env.ouzel().args(["models"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let mut rows = text.lines().filter(|l| !l.starts_with(' '));
    let header = rows.next().unwrap();
    let columns: Vec<usize> = ["WIRE", "BASE URL", "KEY"]
        .iter()
        .map(|h| header.find(h).unwrap())
        .collect();
    let rows: Vec<&str> = rows.collect();
    for row in &rows {
        for &c in &columns {
            assert!(
                row.is_char_boundary(c) && row[..c].ends_with("  ") && !row[c..].starts_with(' '),
                "a cell does not start under its heading at {c}:\n{text}"
            );
        }
    }
    let error = rows
        .iter()
        .find(|l| l.starts_with("nowire "))
        .unwrap_or_else(|| panic!("no row for nowire:\n{text}"));
    assert_eq!(&error[columns[0]..columns[0] + 1], "-", "{text}");
    assert_eq!(&error[columns[1]..columns[1] + 1], "-", "{text}");
    assert!(
        error[columns[2]..].starts_with("error: ") && error.contains("needs `wire = "),
        "the error is in the last column: {text}"
    );
    assert!(rows.iter().any(|l| l.starts_with("openai ")), "{text}");
}

#[tokio::test]
async fn models_for_a_provider_asks_its_model_list() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/models"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "object": "list",
            "data": [{"id": "qwen2.5-coder", "object": "model"}, {"id": "llama3.1", "object": "model"}]
        })))
        .mount(server.inner())
        .await;
    let mut cmd = env.ouzel();
    cmd.args(["models", "ollama", "--base-url", &server.base_url()]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ollama/llama3.1\nollama/qwen2.5-coder\n"
    );
}

#[test]
fn a_hosted_preset_without_its_key_names_the_variable() {
    let env = Env::new();
    let out = env
        .ouzel()
        .args(["exec", "-m", "anthropic/claude-sonnet-4-5", "hi"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("ANTHROPIC_API_KEY"), "{stderr}");
    let out = env.ouzel().args(["exec", "-m", "nosuch/model", "hi"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("unknown provider `nosuch`") && stderr.contains("ollama"),
        "{stderr}"
    );
}

#[tokio::test]
async fn a_custom_provider_sends_its_headers_and_usage_is_priced() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    env.config(&format!(
        "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"{}\"\napi_key_env = \"BOX_KEY\"\n\
         [providers.box.headers]\nx-team = \"core\"\n\
         [providers.box.models.\"m1\"]\ninput_price = 2.0\noutput_price = 10.0\ntemperature = 0.3\n",
        server.base_url()
    ));
    server.push_sse(openai::text("hello")).await;
    let mut cmd = env.ouzel();
    cmd.env("BOX_KEY", "box-secret-123")
        .args(["exec", "--json", "-m", "box/m1", "-C"])
        .arg(env.path())
        .arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let requests = server.inner().received_requests().await.unwrap();
    // A provider on this machine is first asked its context window; the model call follows.
    let requests: Vec<_> = requests
        .into_iter()
        .filter(|r| r.url.path().ends_with("/chat/completions"))
        .collect();
    assert_eq!(requests[0].headers.get("x-team").unwrap(), "core");
    assert_eq!(
        requests[0].headers.get("authorization").unwrap(),
        "Bearer box-secret-123"
    );
    let body: serde_json::Value = serde_json::from_slice(&requests[0].body).unwrap();
    assert_eq!(body["model"], "m1");
    assert_eq!(body["temperature"], json!(0.3));
    let events = parse_events(&out.stdout);
    let usage = of_type(&events, "usage");
    // The scripted answer reports 20 prompt and 10 completion tokens.
    let cost = usage[0]["usage"]["cost_usd"].as_f64().expect("usage carries a cost");
    assert!((cost - (20.0 * 2.0 + 10.0 * 10.0) / 1e6).abs() < 1e-12, "{}", usage[0]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("box-secret-123"));
}

fn files_containing(dir: &std::path::Path, needle: &[u8]) -> Vec<std::path::PathBuf> {
    let mut hits = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            hits.extend(files_containing(&p, needle));
        } else if let Ok(bytes) = std::fs::read(&p)
            && bytes.windows(needle.len()).any(|w| w == needle)
        {
            hits.push(p);
        }
    }
    hits
}

#[tokio::test]
async fn the_key_appears_nowhere_a_run_writes() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    // A server that echoes the key back in an error, then a tool run, then an answer.
    server
        .push(
            ResponseTemplate::new(429)
                .insert_header("retry-after-ms", "10")
                .set_body_raw(
                    format!(r#"{{"error": {{"message": "slow down, key {SENTINEL}"}}}}"#),
                    "application/json",
                ),
        )
        .await;
    server
        .push_sse(openai::tool_call("c1", "shell", r#"{"command": "env; echo done"}"#))
        .await;
    server.push_sse(openai::text("all done")).await;
    let out_file = env.workspace.path().join("answer.txt");
    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_LOG", "trace")
        .args(["--approve-all", "-o"])
        .arg(&out_file)
        .arg("run env");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("llm_error") && stdout.contains("[redacted]"),
        "the retry is reported, scrubbed"
    );
    assert!(stdout.contains("done"), "the tool ran");
    for (what, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        assert!(!String::from_utf8_lossy(bytes).contains(SENTINEL), "key in {what}");
    }
    assert!(std::fs::read_to_string(&out_file).unwrap().contains("all done"));
    // Session database (and its WAL), config and data dirs, the workspace.
    for dir in [env.config_home.path(), env.workspace.path()] {
        assert_eq!(
            files_containing(dir, SENTINEL.as_bytes()),
            Vec::<std::path::PathBuf>::new()
        );
    }
    assert!(
        !files_containing(env.config_home.path(), b"SQLite format").is_empty(),
        "the session was saved"
    );
}

/// An Anthropic Messages SSE body answering `text`, as the API streams it.
fn anthropic_text(text: &str) -> String {
    let events = [
        (
            "message_start",
            json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [], "stop_reason": null, "usage": {"input_tokens": 1000, "output_tokens": 1, "cache_read_input_tokens": 0, "cache_creation_input_tokens": 0}}}),
        ),
        (
            "content_block_start",
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
        ),
        ("ping", json!({"type": "ping"})),
        (
            "content_block_delta",
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}}),
        ),
        ("content_block_stop", json!({"type": "content_block_stop", "index": 0})),
        (
            "message_delta",
            json!({"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": null}, "usage": {"output_tokens": 100}}),
        ),
        ("message_stop", json!({"type": "message_stop"})),
    ];
    events
        .iter()
        .map(|(name, data)| format!("event: {name}\ndata: {data}\n\n"))
        .collect()
}

#[tokio::test]
async fn anthropic_models_read_their_key_and_base_url_and_are_priced() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(anthropic_text("Bonjour"), "text/event-stream"))
        .mount(server.inner())
        .await;
    let mut cmd = env.ouzel();
    cmd.env("ANTHROPIC_API_KEY", "sk-ant-sentinel")
        .env("ANTHROPIC_BASE_URL", server.inner().uri())
        .args(["exec", "--json", "-m", "anthropic/claude-sonnet-4-5", "-C"])
        .arg(env.path())
        .arg("say hi in French");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let requests = server.inner().received_requests().await.unwrap();
    assert_eq!(requests[0].headers.get("x-api-key").unwrap(), "sk-ant-sentinel");
    let body: serde_json::Value = serde_json::from_slice(&requests[0].body).unwrap();
    assert_eq!(body["model"], "claude-sonnet-4-5");
    assert!(
        body["system"].is_array() || body["system"].is_string(),
        "system is top-level: {body}"
    );
    let events = parse_events(&out.stdout);
    let usage = &of_type(&events, "usage")[0]["usage"];
    // 1000 input at $3/M + 100 output at $15/M.
    assert!((usage["cost_usd"].as_f64().unwrap() - 0.0045).abs() < 1e-9, "{usage}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Bonjour") && !stdout.contains("sk-ant-sentinel"));
}

#[tokio::test]
async fn gemini_models_read_their_key_and_base_url_and_are_priced() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let chunk = json!({
        "candidates": [{"content": {"parts": [{"text": "Hallo"}], "role": "model"}, "finishReason": "STOP", "index": 0}],
        "usageMetadata": {"promptTokenCount": 1000, "candidatesTokenCount": 100, "totalTokenCount": 1100},
        "modelVersion": "gemini-2.5-flash",
    });
    Mock::given(method("POST"))
        .and(path("/v1beta/models/gemini-2.5-flash:streamGenerateContent"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(format!("data: {chunk}\r\n\r\n"), "text/event-stream"))
        .mount(server.inner())
        .await;
    let mut cmd = env.ouzel();
    cmd.env("GEMINI_API_KEY", "gm-sentinel")
        .env("GEMINI_BASE_URL", server.inner().uri())
        .args(["exec", "--json", "-m", "gemini/gemini-2.5-flash", "-C"])
        .arg(env.path())
        .arg("say hi in German");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let requests = server.inner().received_requests().await.unwrap();
    assert_eq!(requests[0].headers.get("x-goog-api-key").unwrap(), "gm-sentinel");
    assert_eq!(requests[0].url.query(), Some("alt=sse"));
    let events = parse_events(&out.stdout);
    let usage = &of_type(&events, "usage")[0]["usage"];
    // 1000 input at $0.30/M + 100 output at $2.50/M.
    assert!((usage["cost_usd"].as_f64().unwrap() - 0.00055).abs() < 1e-9, "{usage}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Hallo") && !stdout.contains("gm-sentinel"));
}

#[tokio::test]
async fn azure_deployments_use_the_deployment_url_api_version_and_api_key_header() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    Mock::given(method("POST"))
        .and(path("/openai/deployments/my-gpt/chat/completions"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(openai::text("hi from azure"), "text/event-stream"))
        .mount(server.inner())
        .await;
    let mut cmd = env.ouzel();
    cmd.env("AZURE_OPENAI_API_KEY", "az-sentinel")
        .env("AZURE_OPENAI_ENDPOINT", server.inner().uri())
        .args(["exec", "-m", "azure/my-gpt", "-C"])
        .arg(env.path())
        .arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("hi from azure"));
    let requests = server.inner().received_requests().await.unwrap();
    assert_eq!(requests[0].headers.get("api-key").unwrap(), "az-sentinel");
    assert!(requests[0].headers.get("authorization").is_none());
    assert_eq!(requests[0].url.query(), Some("api-version=2024-10-21"));
}

#[tokio::test]
async fn openai_responses_preset_speaks_the_responses_api() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let events = [
        (
            "response.created",
            json!({"type": "response.created", "response": {"id": "resp_1", "status": "in_progress", "output": []}}),
        ),
        (
            "response.output_text.delta",
            json!({"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": "from responses"}),
        ),
        (
            "response.completed",
            json!({"type": "response.completed", "response": {"id": "resp_1", "status": "completed", "output": [], "usage": {"input_tokens": 10, "output_tokens": 3, "total_tokens": 13}}}),
        ),
    ];
    let body: String = events
        .iter()
        .map(|(n, d)| format!("event: {n}\ndata: {d}\n\n"))
        .collect();
    Mock::given(method("POST"))
        .and(path("/v1/responses"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(body, "text/event-stream"))
        .mount(server.inner())
        .await;
    let mut cmd = env.ouzel();
    cmd.args(["exec", "-m", "openai-responses/gpt-5", "--base-url"])
        .arg(format!("{}/v1", server.inner().uri()))
        .arg("-C")
        .arg(env.path())
        .arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("from responses"));
    let body: serde_json::Value =
        serde_json::from_slice(&server.inner().received_requests().await.unwrap()[0].body).unwrap();
    assert_eq!(body["model"], "gpt-5");
    assert!(body["input"].is_array(), "{body}");
}
