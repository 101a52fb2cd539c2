//! Shared helpers: workspaces, servers on loopback, and finding the third-party software
//! `tests/setup.sh` installs.

use ouzel_core::ToolRegistry;
use ouzel_mcp::{HttpServer, HttpServerOptions, McpServer};

/// A workspace with `hello.txt`.
pub(crate) fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("hello.txt"), "hello from ouzel\n").expect("write hello.txt");
    dir
}

/// ouzel's built-in tools served over HTTP on a free loopback port.
pub(crate) async fn http_server(server: &McpServer) -> HttpServer {
    server
        .serve_http(HttpServerOptions::new("127.0.0.1:0".parse().expect("addr")))
        .await
        .expect("serve http")
}

pub(crate) fn builtin_server(dir: &std::path::Path) -> ouzel_mcp::McpServerBuilder {
    let registry: ToolRegistry = ouzel_tools::builtin_registry();
    McpServer::builder(registry, std::fs::canonicalize(dir).expect("canonical workspace"))
}

/// The value of an environment variable `tests/setup.sh` sets, or `None` after printing why
/// the test is skipped.
pub(crate) fn installed(var: &str, what: &str) -> Option<String> {
    match std::env::var(var) {
        Ok(v) if !v.is_empty() && std::path::Path::new(&v).exists() => Some(v),
        _ => {
            // CI sets this after running setup.sh, so a broken install fails instead of skipping.
            if std::env::var_os("OUZEL_MCP_REQUIRE_EXTERNAL").is_some() {
                panic!("{var} must point at an installed {what} (OUZEL_MCP_REQUIRE_EXTERNAL is set)");
            }
            eprintln!(
                "SKIPPED: {var} is not set to an existing path; run `eval \"$(crates/ouzel-mcp/tests/setup.sh)\"` to install {what}"
            );
            None
        }
    }
}
