//! `ouzel exec --image FILE`: images reach a model that takes them in the wire's vision form,
//! are refused for one that does not (naming the model and the config key), and a bad file is
//! named before anything runs.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, openai, parse_events};
use serde_json::Value;

/// A PNG of `len` bytes: the signature and an IHDR chunk header, then filler.
fn png(len: usize) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01".to_vec();
    bytes.resize(len, 0x2a);
    bytes
}

fn base64(bytes: &[u8]) -> String {
    ouzel::core::Image::from_bytes(bytes).unwrap().data
}

/// The last user message of a Chat Completions request body.
fn last_user(body: &Value) -> &Value {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .rev()
        .find(|m| m["role"] == "user")
        .expect("a user message")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn images_reach_a_vision_model_as_image_url_parts_and_the_session_shows_labels() {
    let env = Env::new();
    let shot = png(12 * 1024);
    std::fs::write(env.path().join("shot.png"), &shot).unwrap();
    let jpeg = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F', 0];
    std::fs::write(env.path().join("photo.bin"), jpeg).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("A red square.")).await;

    let mut cmd = env.exec_json_on("openai/gpt-4o", &server.base_url());
    cmd.args(["--image", "shot.png", "-i", "photo.bin", "what is in these?"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert_eq!(events.last().unwrap()["reason"], "completed");

    let bodies = server.request_bodies().await;
    assert_eq!(
        last_user(&bodies[0])["content"],
        serde_json::json!([
            {"type": "image_url", "image_url": {"url": format!("data:image/png;base64,{}", base64(&shot))}},
            // The type comes from the bytes, not the name.
            {"type": "image_url", "image_url": {"url": format!("data:image/jpeg;base64,{}", base64(&jpeg))}},
            {"type": "text", "text": "what is in these?"},
        ])
    );

    // The session keeps them; its transcript shows what they are, never their bytes.
    let id = events[0]["session_id"].as_str().unwrap().to_owned();
    let show = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let md = String::from_utf8_lossy(&show.stdout);
    assert!(md.contains("[image: image/png, 12 KB]"), "{md}");
    assert!(md.contains("[image: image/jpeg, 11 B]"), "{md}");
    assert!(!md.contains(&base64(&shot)[..64]), "no base64 in the transcript: {md}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_image_for_a_model_without_vision_is_refused_naming_the_model_and_the_key() {
    let env = Env::new();
    std::fs::write(env.path().join("shot.png"), png(100)).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("never asked")).await;

    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["-i", "shot.png", "what is it?"]);
    let out = run(cmd).await;
    assert!(!out.status.success(), "refused");
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        all.contains("openai/test-model") && all.contains("does not take images"),
        "{all}"
    );
    assert!(
        all.contains("images = true") && all.contains("[providers.openai.models.\\\"test-model\\\"]"),
        "{all}"
    );
    assert!(
        server.request_bodies().await.is_empty(),
        "nothing was sent without the image"
    );
}

/// The local path (llama.cpp, the chat wire) takes images once config says the model has
/// vision (a llama-server started with `--mmproj`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_local_model_takes_images_when_config_says_so() {
    let env = Env::new();
    env.config("[providers.llamacpp.models.\"gemma3\"]\nimages = true\n");
    let shot = png(64);
    std::fs::write(env.path().join("shot.png"), &shot).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("A tiny image.")).await;

    let mut cmd = env.exec_json_on("llamacpp/gemma3", &server.base_url());
    cmd.args(["-i", "shot.png", "describe it"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let content = &last_user(&bodies[0])["content"];
    assert_eq!(
        content[0]["image_url"]["url"],
        format!("data:image/png;base64,{}", base64(&shot))
    );
    assert_eq!(content[1], serde_json::json!({"type": "text", "text": "describe it"}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_foreign_or_oversized_image_file_is_named_before_anything_runs() {
    let env = Env::new();
    env.write("notes.txt", "not an image\n");
    std::fs::write(env.path().join("huge.png"), png(4 * 1024 * 1024)).unwrap();
    let server = ScriptedServer::start().await;
    for (file, says) in [
        ("missing.png", "cannot read it"),
        ("notes.txt", "not a PNG, JPEG, GIF or WebP image"),
        ("huge.png", "the limit is 3.8 MB"),
    ] {
        let mut cmd = env.ouzel();
        cmd.args(["exec", "-m", "openai/gpt-4o", "--base-url", &server.base_url()])
            .args(["--image", file, "look"]);
        let out = run(cmd).await;
        assert_eq!(out.status.code(), Some(2), "{file}: a usage error");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("--image {file}")) && err.contains(says),
            "{file}: {err}"
        );
    }
    assert!(server.request_bodies().await.is_empty());
}

/// A session with an image, continued on a model without vision: that model gets the image's
/// label in its place (every request would fail otherwise), and the session keeps the image.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_continued_on_a_model_without_vision_sends_its_images_as_labels() {
    let env = Env::new();
    let shot = png(3 * 1024);
    std::fs::write(env.path().join("shot.png"), &shot).unwrap();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("A red square.")).await;
    server.push_sse(openai::text("Still red.")).await;

    let mut cmd = env.exec_json_on("openai/gpt-4o", &server.base_url());
    cmd.args(["-i", "shot.png", "what is it?"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let id = parse_events(&out.stdout)[0]["session_id"].as_str().unwrap().to_owned();

    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--resume", &id, "and its colour?"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let first_user = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "user")
        .unwrap();
    assert_eq!(
        first_user["content"],
        "[image: image/png, 3 KB] (not shown: openai/test-model does not take images)\nwhat is it?"
    );
    let show = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let md = String::from_utf8_lossy(&show.stdout);
    assert!(
        md.contains("[image: image/png, 3 KB]\n\nwhat is it?"),
        "the session keeps it: {md}"
    );
}

/// A durable run does not carry images yet: `--temporal` with `--image` says so before it
/// reaches any server.
#[cfg(feature = "temporal")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_durable_run_refuses_images_saying_so() {
    let env = Env::new();
    std::fs::write(env.path().join("shot.png"), png(64)).unwrap();
    let server = ScriptedServer::start().await;
    let mut cmd = env.ouzel();
    cmd.args(["exec", "-m", "openai/gpt-4o", "--base-url", &server.base_url()])
        .args(["--temporal", "127.0.0.1:9", "-i", "shot.png", "look"]);
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--temporal does not carry images"), "{err}");
    assert!(server.request_bodies().await.is_empty());
}
