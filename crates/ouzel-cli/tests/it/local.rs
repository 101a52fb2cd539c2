//! Local models: the agent-loop scenarios of `exec.rs` with calls written as text (`text` and
//! `auto` tool-call modes) against the in-process server, and one run against a real
//! llama.cpp-based server (llama-cpp-python with SmolLM2-135M), when it is installed.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;

/// One loop scenario: the call the model writes, its final answer, and what the user sees.
struct Scenario {
    name: &'static str,
    tool: &'static str,
    args: &'static str,
    check: fn(&Value),
}

fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "a shell result reaches the model",
            tool: "shell",
            args: r#"{"command": "cat small.txt"}"#,
            check: |r| {
                assert_eq!(r["is_error"], false, "{r}");
                assert!(
                    r["content"].as_str().unwrap().contains("hello from the small file"),
                    "{r}"
                );
            },
        },
        Scenario {
            name: "read_file runs",
            tool: "read_file",
            args: r#"{"path": "small.txt"}"#,
            check: |r| {
                assert_eq!(r["is_error"], false, "{r}");
                assert!(
                    r["content"].as_str().unwrap().contains("hello from the small file"),
                    "{r}"
                );
            },
        },
        Scenario {
            name: "an unknown tool is an error result listing the tools",
            tool: "launch_rocket",
            args: "{}",
            check: |r| {
                assert_eq!(r["is_error"], true);
                let c = r["content"].as_str().unwrap();
                assert!(
                    c.contains("unknown tool `launch_rocket`") && c.contains("read_file"),
                    "{c}"
                );
            },
        },
        Scenario {
            name: "unparseable arguments are an error result",
            tool: "read_file",
            args: r#"{"path": "small.txt" oops"#,
            check: |r| {
                assert_eq!(r["is_error"], true);
                assert!(r["content"].as_str().unwrap().contains("not valid JSON"), "{r}");
            },
        },
        Scenario {
            name: "arguments failing the schema name the field",
            tool: "read_file",
            args: r#"{"file": "small.txt"}"#,
            check: |r| {
                assert_eq!(r["is_error"], true);
                assert!(r["content"].as_str().unwrap().contains("path"), "{r}");
            },
        },
    ]
}

/// Runs every scenario with the model writing its call as a Hermes block, in `mode`.
async fn scenarios_in(mode: &str) {
    for s in scenarios() {
        let env = Env::new();
        env.write("small.txt", "hello from the small file\n");
        let server = ScriptedServer::start().await;
        server.push_sse(openai::hermes_call(s.tool, s.args)).await;
        server.push_sse(openai::text("Done.")).await;
        let mut cmd = env.exec_json(&server.base_url());
        cmd.args(["--approve-all", "--tool-calls", mode, "go"]);
        let out = run(cmd).await;
        assert!(
            out.status.success(),
            "{mode}/{}: {}",
            s.name,
            String::from_utf8_lossy(&out.stderr)
        );
        let events = parse_events(&out.stdout);
        let call = of_type(&events, "tool_call");
        assert_eq!(call.len(), 1, "{mode}/{}: {events:#?}", s.name);
        assert_eq!(call[0]["name"], s.tool);
        assert_eq!(call[0]["recovered"], true, "{mode}/{}: marked", s.name);
        let result = of_type(&events, "tool_result");
        assert_eq!(result.len(), 1, "{mode}/{}", s.name);
        assert_eq!(result[0]["id"], call[0]["id"]);
        (s.check)(result[0]);
        assert_eq!(of_type(&events, "text").last().unwrap()["text"], "Done.");
        assert_eq!(events.last().unwrap()["reason"], "completed", "{mode}/{}", s.name);

        let bodies = server.request_bodies().await;
        assert_eq!(bodies.len(), 2, "{mode}/{}", s.name);
        let messages = bodies[1]["messages"].as_array().unwrap();
        match mode {
            "text" => {
                for b in &bodies {
                    assert!(b.get("tools").is_none(), "text mode sends no native tools");
                    let system = b["messages"][0]["content"].as_str().unwrap();
                    assert!(system.contains("<tools>") && system.contains("\"read_file\""));
                }
                assert!(messages.iter().all(|m| m["role"] != "tool"), "{messages:#?}");
                let back = messages.last().unwrap();
                assert_eq!(back["role"], "user");
                assert!(
                    back["content"].as_str().unwrap().starts_with("<tool_response>"),
                    "{back}"
                );
                assert!(
                    messages[messages.len() - 2]["content"]
                        .as_str()
                        .unwrap()
                        .contains("<tool_call>")
                );
            }
            _ => {
                assert_eq!(bodies[0]["tool_choice"], "auto");
                assert!(bodies[0]["tools"].as_array().is_some_and(|t| !t.is_empty()));
                let back = messages.iter().find(|m| m["role"] == "tool").expect("a tool message");
                assert_eq!(back["tool_call_id"], call[0]["id"]);
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_loop_scenarios_pass_with_calls_written_as_text_in_text_mode() {
    scenarios_in("text").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_loop_scenarios_pass_with_calls_written_as_text_in_auto_mode() {
    scenarios_in("auto").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn native_mode_leaves_a_written_call_as_text_and_auto_never_runs_prose() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::hermes_call("shell", r#"{"command": "ls"}"#))
        .await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "--tool-calls", "native", "go"]);
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    assert!(of_type(&events, "tool_call").is_empty(), "{events:#?}");
    assert!(
        of_type(&events, "text")[0]["text"]
            .as_str()
            .unwrap()
            .contains("<tool_call>")
    );

    // A provider of one's own is `auto`: a call object in prose is not a call.
    let env = Env::new();
    env.config("[providers.box]\nwire = \"openai-chat\"\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::text(
            "You could run {\"name\": \"shell\", \"arguments\": {\"command\": \"rm -rf /\"}} yourself.",
        ))
        .await;
    let mut cmd = env.ouzel();
    cmd.args(["exec", "--json", "--approve-all", "-m", "box/m", "--base-url"])
        .arg(server.base_url())
        .arg("-C")
        .arg(env.path())
        .arg("go");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert!(of_type(&events, "tool_call").is_empty(), "{events:#?}");
    let bodies = server.request_bodies().await;
    let chat = bodies
        .iter()
        .find(|b| b.get("messages").is_some())
        .expect("a model request");
    assert_eq!(chat["tool_choice"], "auto");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn several_calls_in_one_block_are_an_error_result_the_model_sees() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::text(
            "<tool_call>\n[{\"name\": \"read_file\", \"arguments\": {\"path\": \"a\"}}, {\"name\": \"read_file\", \"arguments\": {\"path\": \"b\"}}]\n</tool_call>",
        ))
        .await;
    server.push_sse(openai::text("One at a time, then.")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--tool-calls", "text", "read a and b"]);
    let out = run(cmd).await;
    assert!(out.status.success());
    let events = parse_events(&out.stdout);
    let result = of_type(&events, "tool_result");
    assert_eq!(result.len(), 1);
    assert_eq!(result[0]["is_error"], true);
    assert!(
        result[0]["content"].as_str().unwrap().contains("several calls"),
        "{}",
        result[0]
    );
    let back = server.request_bodies().await[1]["messages"].to_string();
    assert!(back.contains("several calls"), "the model is told: {back}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_tool_call_mode_is_a_usage_error_naming_the_modes() {
    let env = Env::new();
    let out = run({
        let mut c = env.ouzel();
        c.args(["exec", "--tool-calls", "xml", "hi"]);
        c
    })
    .await;
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("native, text, auto"), "{err}");
}

/// The llama-cpp-python interpreter and the GGUF model `.ci/llamacpp.sh` installed, or `None`
/// (the test says it is skipped) unless `OUZEL_LLAMACPP_REQUIRE` makes absence a failure.
fn llamacpp() -> Option<(String, String)> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| std::path::Path::new(v).exists());
    match (var("OUZEL_LLAMACPP_PYTHON"), var("OUZEL_LLAMACPP_MODEL")) {
        (Some(python), Some(model)) => Some((python, model)),
        _ if std::env::var_os("OUZEL_LLAMACPP_REQUIRE").is_some() => panic!(
            "OUZEL_LLAMACPP_PYTHON and OUZEL_LLAMACPP_MODEL must name the installed server and model (OUZEL_LLAMACPP_REQUIRE is set); run .ci/llamacpp.sh"
        ),
        _ => {
            println!("skipped: llama.cpp server not installed (run .ci/llamacpp.sh)");
            None
        }
    }
}

/// A running `llama_cpp.server` on a free loopback port, killed when dropped.
struct LlamaServer {
    child: std::process::Child,
    base_url: String,
}

impl LlamaServer {
    /// Starts the server on a free port. A port picked free can be taken before the server
    /// binds it (after loading the model, seconds later): it then exits saying so, and is
    /// started again on another.
    async fn start(python: &str, model: &str) -> Self {
        for _ in 0..4 {
            match Self::start_once(python, model).await {
                Ok(server) => return server,
                Err(log) if log.to_ascii_lowercase().contains("address already in use") => continue,
                Err(log) => panic!("the llama.cpp server exited: {log}"),
            }
        }
        panic!("the llama.cpp server found its port taken four times");
    }

    /// The server, or what it printed before it exited.
    async fn start_once(python: &str, model: &str) -> Result<Self, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let log = tempfile::NamedTempFile::new().unwrap();
        let child = std::process::Command::new(python)
            .args(["-m", "llama_cpp.server", "--model", model])
            .args(["--chat_format", "chatml-function-calling", "--host", "127.0.0.1"])
            .args(["--port", &port.to_string(), "--n_ctx", "4096", "--seed", "7"])
            .stdout(std::process::Stdio::null())
            .stderr(log.reopen().unwrap())
            .spawn()
            .unwrap();
        let mut server = Self {
            child,
            base_url: format!("http://127.0.0.1:{port}/v1"),
        };
        // Loading the model takes a few seconds; the server answers its model list once ready.
        for _ in 0..600 {
            if let Ok(Some(status)) = server.child.try_wait() {
                let said = std::fs::read_to_string(log.path()).unwrap_or_default();
                return Err(format!("({status}) {said}"));
            }
            if models_answer(port).await {
                return Ok(server);
            }
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        let _ = server.child.kill();
        panic!("the llama.cpp server did not come up on port {port}");
    }
}

/// Whether `GET /v1/models` on `port` answers 200.
async fn models_answer(port: u16) -> bool {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Ok(mut stream) = tokio::net::TcpStream::connect(("127.0.0.1", port)).await else {
        return false;
    };
    let request = "GET /v1/models HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
    if stream.write_all(request.as_bytes()).await.is_err() {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).await.is_ok() && head.ends_with(b" 200")
}

impl Drop for LlamaServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_llama_cpp_server_calls_a_tool_gets_its_result_and_the_run_finishes() {
    let Some((python, model)) = llamacpp() else { return };
    let server = LlamaServer::start(&python, &model).await;
    let env = Env::new();
    env.write("notes.txt", "the meeting is on tuesday\n");
    // A small model's context: one tool and a short prompt.
    env.config(
        "system_prompt = \"You are a helpful assistant with tools.\"\ncontext_files = []\n\
         [limits]\nmax_iterations = 3\n\
         [providers.llamacpp]\ntools = [\"read_file\"]\n\
         [providers.llamacpp.models.\"smollm2\"]\nmax_output_tokens = 48\n",
    );
    let mut cmd = env.ouzel();
    cmd.args([
        "exec",
        "--json",
        "-m",
        "llamacpp/smollm2",
        "--base-url",
        &server.base_url,
    ])
    .arg("-C")
    .arg(env.path())
    .arg("Read the file notes.txt");
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let events = parse_events(&out.stdout);
    let calls = of_type(&events, "tool_call");
    assert!(
        !calls.is_empty(),
        "the server produced no tool call: {events:#?}\n{stderr}"
    );
    assert_eq!(calls[0]["name"], "read_file");
    assert!(
        calls[0]["id"].as_str().unwrap().starts_with("call_"),
        "a native call, with the server's id: {}",
        calls[0]
    );
    let results = of_type(&events, "tool_result");
    assert_eq!(results[0]["id"], calls[0]["id"], "the call reached ouzel's tool");
    // The result went back: the server answered a second request.
    assert!(of_type(&events, "usage").len() >= 2, "{events:#?}");
    let finished = events.last().unwrap();
    assert_eq!(finished["type"], "finished", "{stderr}");
    assert!(
        ["completed", "iteration_limit"].contains(&finished["reason"].as_str().unwrap()),
        "{finished}\n{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_past_the_servers_context_window_is_refused_before_sending_with_the_sizes() {
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, ResponseTemplate};
    let server = ScriptedServer::start().await;
    // llama.cpp's server reports the context it runs with.
    Mock::given(method("GET"))
        .and(path("/props"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"default_generation_settings": {"n_ctx": 1024}})),
        )
        .mount(server.inner())
        .await;
    server.push_sse(openai::text("Small enough.")).await;
    let exec = |env: &Env| {
        let mut cmd = env.ouzel();
        cmd.args(["exec", "--json", "-m", "llamacpp/tiny", "--base-url"])
            .arg(server.base_url())
            .arg("-C")
            .arg(env.path())
            .arg("hello");
        cmd
    };
    let env = Env::new();
    let out = run(exec(&env)).await;
    assert_eq!(out.status.code(), Some(1));
    let events = parse_events(&out.stdout);
    let error = of_type(&events, "llm_error")[0]["message"].as_str().unwrap().to_owned();
    assert!(
        error.contains("context window is 1024 tokens (from llama.cpp /props)") && error.contains("tool schemas"),
        "{error}"
    );
    assert!(
        server.request_bodies().await.is_empty(),
        "nothing was sent to the model"
    );

    // Narrowed to one tool with short schemas and a short prompt, it fits.
    let env = Env::new();
    env.config(
        "system_prompt = \"Be brief.\"\ncontext_files = []\n\
         [providers.llamacpp]\ntools = [\"read_file\"]\ncompact_schemas = true\n",
    );
    let out = run(exec(&env)).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let tools: Vec<&str> = bodies[0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(tools, ["read_file"]);
    let description = bodies[0]["tools"][0]["function"]["description"].as_str().unwrap();
    assert!(!description.contains('\n'), "compact: {description}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_does_not_say_its_window_refuses_and_the_error_has_the_sizes_and_advice() {
    use wiremock::ResponseTemplate;
    // llama-cpp-python has no /props: the window is known only from its refusal (its
    // `context_length_exceeded` body).
    let server = ScriptedServer::start().await;
    server
        .push(ResponseTemplate::new(400).set_body_json(serde_json::json!({"error": {
            "message": "This model's maximum context length is 4096 tokens. However, you requested 5012 tokens \
                        (4756 in the messages, 256 in the completion). Please reduce the length of the messages or completion.",
            "type": "invalid_request_error",
            "param": "messages",
            "code": "context_length_exceeded"
        }})))
        .await;
    let env = Env::new();
    let mut cmd = env.ouzel();
    cmd.args(["exec", "--json", "-m", "llamacpp/tiny", "--base-url"])
        .arg(server.base_url())
        .arg("-C")
        .arg(env.path())
        .arg("hello");
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(1));
    let events = parse_events(&out.stdout);
    let errors: Vec<String> = of_type(&events, "error")
        .iter()
        .chain(of_type(&events, "llm_error").iter())
        .filter_map(|e| e["message"].as_str().map(str::to_owned))
        .collect();
    let error = errors.join("\n");
    for needed in [
        "maximum context length is 4096 tokens",
        "tool schemas",
        "the request is about",
        "compact_schemas = true",
        "tools = [...]",
        "larger context",
    ] {
        assert!(error.contains(needed), "{needed:?} missing from {error}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tools_entry_naming_nothing_is_an_error_listing_tools_and_toolsets() {
    let env = Env::new();
    env.config("[providers.openai]\ntools = [\"read_fiel\"]\n");
    let server = ScriptedServer::start().await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("hi");
    let out = run(cmd).await;
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("`read_fiel`") && err.contains("read_file") && err.contains("search"),
        "{err}"
    );
}

/// A loopback port nothing listens on.
fn closed_port() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    format!("http://127.0.0.1:{port}/v1")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_no_model_and_no_key_the_first_local_server_that_answers_is_used() {
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, ResponseTemplate};
    let server = ScriptedServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/models"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "object": "list", "data": [{"id": "qwen3-4b", "object": "model"}, {"id": "other", "object": "model"}]
        })))
        .mount(server.inner())
        .await;
    server.push_sse(openai::text("Hello from the local model.")).await;
    let env = Env::new();
    let mut cmd = env.ouzel();
    cmd.env_remove("OPENAI_API_KEY")
        .env("OLLAMA_BASE_URL", closed_port())
        .env("LMSTUDIO_BASE_URL", closed_port())
        .env("VLLM_BASE_URL", closed_port())
        .env("LLAMACPP_BASE_URL", server.base_url())
        .args(["exec", "--json", "-C"])
        .arg(env.path())
        .arg("hi");
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("using llamacpp/qwen3-4b") && stderr.contains(&server.base_url()),
        "one line says which: {stderr}"
    );
    let events = parse_events(&out.stdout);
    assert_eq!(events[0]["model"], "llamacpp/qwen3-4b");
    let bodies = server.request_bodies().await;
    assert_eq!(bodies[0]["model"], "qwen3-4b");

    // None answers: the error says what was looked for and how to point elsewhere.
    let mut cmd = env.ouzel();
    cmd.env_remove("OPENAI_API_KEY");
    for var in [
        "OLLAMA_BASE_URL",
        "LMSTUDIO_BASE_URL",
        "VLLM_BASE_URL",
        "LLAMACPP_BASE_URL",
    ] {
        cmd.env(var, closed_port());
    }
    cmd.args(["exec", "hi"]);
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    for needle in [
        "OPENAI_API_KEY",
        "ANTHROPIC_API_KEY",
        "ollama at",
        "llamacpp at",
        "--base-url",
    ] {
        assert!(err.contains(needle), "{needle} in: {err}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn constrained_text_mode_asks_for_a_call_or_an_answer_and_reads_both() {
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::text(
            r#"{"name": "read_file", "arguments": {"path": "small.txt"}}"#,
        ))
        .await;
    server.push_sse(openai::text(r#"{"answer": "It says hello."}"#)).await;
    let env = Env::new();
    env.write("small.txt", "hello\n");
    env.config("[providers.llamacpp]\ntool_calls = \"text\"\nconstrain = true\ntools = [\"read_file\"]\n");
    let mut cmd = env.ouzel();
    cmd.args(["exec", "--json", "-m", "llamacpp/tiny", "--base-url"])
        .arg(server.base_url())
        .arg("-C")
        .arg(env.path())
        .arg("what does small.txt say?");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let call = of_type(&events, "tool_call");
    assert_eq!(call[0]["name"], "read_file");
    assert_eq!(call[0]["recovered"], true);
    assert_eq!(of_type(&events, "tool_result")[0]["is_error"], false);
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "It says hello.");
    let bodies = server.request_bodies().await;
    let chat: Vec<&Value> = bodies.iter().filter(|b| b.get("messages").is_some()).collect();
    let format = &chat[0]["response_format"];
    assert_eq!(format["type"], "json_object", "llama.cpp's form: {format}");
    assert_eq!(
        format["schema"]["anyOf"][0]["properties"]["name"]["enum"],
        serde_json::json!(["read_file"])
    );
    assert!(chat[0].get("tools").is_none());
}
