//! `web_fetch` against a local wiremock server. Loopback is refused by default, so most tests
//! build the tool with `allow_private(true)`; the refusal itself is tested too.

use crate::Ws;
use ouzel_core::{Risk, Subject, Tool, ToolCategory, ToolError};
use ouzel_tools::WebFetch;
use serde_json::json;
use std::net::IpAddr;
use std::time::Duration;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const PAGE: &str = r#"<!DOCTYPE html>
<html><head><title>Ouzel &amp; friends</title><style>body { color: red }</style>
<script>window.tracking = true;</script></head>
<body>
<nav><a href="/">Home</a></nav>
<h1>Getting started</h1>
<p>Install with <code>cargo install ouzel</code>, then read the <a href="https://example.invalid/docs">docs</a>.</p>
<ul><li>fast</li><li>small</li></ul>
<pre><code>ouzel exec "hello"</code></pre>
<script>console.log("not content")</script>
</body></html>"#;

async fn server() -> MockServer {
    MockServer::start().await
}

fn local() -> WebFetch {
    WebFetch::new().allow_private(true)
}

/// Output with the server's random port replaced.
fn scrub(text: &str, server: &MockServer) -> String {
    text.replace(&server.uri(), "http://[server]")
}

#[test]
fn definition_is_high_risk_web_with_a_url_subject() {
    let t = WebFetch::new();
    let d = t.definition();
    assert_eq!((d.risk, d.category), (Risk::High, ToolCategory::Web));
    assert_eq!(d.subject, Some(Subject::Url { arg: "url".into() }));
    assert_eq!(d.effects, ouzel_core::Effects::cached_for(Duration::from_secs(60)));
}

#[tokio::test]
async fn html_becomes_markdown_without_scripts() {
    let s = server().await;
    Mock::given(method("GET"))
        .and(path("/page"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(PAGE, "text/html; charset=utf-8"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let out = ws
        .call(&local(), json!({"url": format!("{}/page", s.uri())}))
        .await
        .unwrap();
    insta::assert_snapshot!(scrub(&out.content, &s));
    assert!(!out.content.contains("tracking") && !out.content.contains("not content"));
    let meta = out.metadata.unwrap();
    assert_eq!(
        (meta["status"].clone(), meta["redirects"].clone()),
        (json!(200), json!(0))
    );
}

#[tokio::test]
async fn json_and_plain_text_are_returned_as_they_are() {
    let s = server().await;
    Mock::given(path("/data.json"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(r#"{"a": [1, 2]}"#, "application/json"))
        .mount(&s)
        .await;
    Mock::given(path("/notes"))
        .respond_with(ResponseTemplate::new(200).set_body_raw("<b>not html</b>\n", "text/plain"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let out = ws
        .call(&local(), json!({"url": format!("{}/data.json", s.uri())}))
        .await
        .unwrap();
    assert!(
        out.content
            .ends_with("Content-Type: application/json\n\n{\"a\": [1, 2]}"),
        "{}",
        out.content
    );
    let out = ws
        .call(&local(), json!({"url": format!("{}/notes", s.uri())}))
        .await
        .unwrap();
    assert!(out.content.ends_with("\n\n<b>not html</b>\n"), "{}", out.content);
}

#[tokio::test]
async fn binary_types_are_refused() {
    let s = server().await;
    Mock::given(path("/logo.png"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(vec![0x89, b'P', b'N', b'G', 0, 0], "image/png"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let err = ws
        .call(&local(), json!({"url": format!("{}/logo.png", s.uri())}))
        .await
        .unwrap_err();
    assert_eq!(
        scrub(&err.to_string(), &s),
        "`http://[server]/logo.png` is `image/png`, 6 bytes; web_fetch only returns text (HTML, JSON, XML, plain \
         text and the like)"
    );
}

#[tokio::test]
async fn redirects_are_followed_and_capped() {
    let s = server().await;
    for (from, to) in [("/a", "/b"), ("/b", "/c"), ("/c", "/final")] {
        Mock::given(path(from))
            .respond_with(ResponseTemplate::new(302).insert_header("location", to))
            .mount(&s)
            .await;
    }
    Mock::given(path("/final"))
        .respond_with(ResponseTemplate::new(200).set_body_raw("arrived", "text/plain"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let out = ws
        .call(&local(), json!({"url": format!("{}/a", s.uri())}))
        .await
        .unwrap();
    insta::assert_snapshot!(scrub(&out.content, &s), @r"
    URL: http://[server]/final
    Redirected from: http://[server]/a -> http://[server]/b -> http://[server]/c
    Content-Type: text/plain

    arrived
    ");
    let err = ws
        .call(&local().max_redirects(2), json!({"url": format!("{}/a", s.uri())}))
        .await
        .unwrap_err();
    assert_eq!(
        scrub(&err.to_string(), &s),
        "too many redirects (more than 2): http://[server]/a -> http://[server]/b -> http://[server]/c -> \
         http://[server]/final"
    );
}

#[tokio::test]
async fn loopback_is_refused_by_default() {
    let s = server().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_raw("secret", "text/plain"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let port = s.address().port();
    for url in [
        format!("http://127.0.0.1:{port}/"),
        format!("http://localhost:{port}/"),
        format!("http://[::ffff:127.0.0.1]:{port}/"),
        format!("http://2130706433:{port}/"),
    ] {
        let err = ws.call(&WebFetch::new(), json!({"url": url})).await.unwrap_err();
        assert!(matches!(err, ToolError::PermissionDenied { .. }), "{url}: {err}");
        assert!(err.to_string().contains("a loopback address"), "{url}: {err}");
    }
    assert!(
        s.received_requests().await.unwrap().is_empty(),
        "nothing reached the server"
    );
}

#[tokio::test]
async fn every_redirect_hop_is_checked() {
    let s = server().await;
    let port = s.address().port();
    // The first hop is allowed; it redirects to another loopback address that is not.
    Mock::given(path("/go"))
        .respond_with(ResponseTemplate::new(301).insert_header("location", format!("http://127.0.0.2:{port}/")))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let tool = WebFetch::new().allow_address("127.0.0.1".parse::<IpAddr>().unwrap());
    let err = ws
        .call(&tool, json!({"url": format!("http://127.0.0.1:{port}/go")}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::PermissionDenied { .. }), "{err}");
    assert!(
        err.to_string()
            .contains(&format!("refusing to fetch `http://127.0.0.2:{port}/`")),
        "{err}"
    );
    assert_eq!(s.received_requests().await.unwrap().len(), 1);
}

#[tokio::test]
async fn large_bodies_are_cut_at_the_size_limit() {
    let s = server().await;
    let big = "abcdefghij".repeat(30_000); // 300 KB
    Mock::given(path("/big"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(big, "text/plain"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let out = ws
        .call(
            &local().max_bytes(100_000),
            json!({"url": format!("{}/big", s.uri()), "max_chars": 200_000}),
        )
        .await
        .unwrap();
    assert!(
        out.content
            .ends_with("[the response is larger than 100000 bytes; only that much was read]"),
        "{}",
        &out.content[out.content.len() - 200..]
    );
    let meta = out.metadata.unwrap();
    assert_eq!(
        (meta["bytes"].clone(), meta["truncated"].clone()),
        (json!(100_000), json!(true))
    );
}

#[tokio::test]
async fn long_text_is_returned_in_parts() {
    let s = server().await;
    let text: String = (0..100).map(|i| format!("{i:03}\n")).collect(); // 400 chars
    Mock::given(path("/t"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(text, "text/plain"))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let url = format!("{}/t", s.uri());
    let out = ws.call(&local(), json!({"url": url, "max_chars": 100})).await.unwrap();
    assert!(out.content.contains("\n\n000\n001\n"), "{}", out.content);
    assert!(
        out.content
            .ends_with("[showing characters 0-100 of 400; call web_fetch with start=100 to read on]"),
        "{}",
        out.content
    );
    let out = ws
        .call(&local(), json!({"url": url, "max_chars": 100, "start": 380}))
        .await
        .unwrap();
    assert!(
        out.content.ends_with("\n\n095\n096\n097\n098\n099\n"),
        "{}",
        out.content
    );
    let err = ws.call(&local(), json!({"url": url, "start": 400})).await.unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
}

#[tokio::test]
async fn http_errors_slow_servers_and_bad_urls() {
    let s = server().await;
    Mock::given(path("/missing"))
        .respond_with(ResponseTemplate::new(404).set_body_raw("<h1>Not here</h1>", "text/html"))
        .mount(&s)
        .await;
    Mock::given(path("/slow"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(10)))
        .mount(&s)
        .await;
    let ws = Ws::new();
    let err = ws
        .call(&local(), json!({"url": format!("{}/missing", s.uri())}))
        .await
        .unwrap_err();
    assert_eq!(
        scrub(&err.to_string(), &s),
        "`http://[server]/missing` answered HTTP 404 Not Found:\n# Not here"
    );
    let err = ws
        .call(
            &local().timeout(Duration::from_millis(300)),
            json!({"url": format!("{}/slow", s.uri())}),
        )
        .await
        .unwrap_err();
    assert!(err.is_retryable(), "{err}");
    assert!(err.to_string().ends_with("timed out after 0.3 s"), "{err}");
    for url in ["file:///etc/passwd", "not a url", "ftp://example.invalid/x"] {
        let err = ws.call(&local(), json!({"url": url})).await.unwrap_err();
        assert!(matches!(err, ToolError::InvalidArguments { .. }), "{url}: {err}");
    }
}
