//! OAuth for remote servers: a server that wants a token reports "needs login"; the login
//! flow (discovery from the server's protected-resource metadata, dynamic registration, the
//! browser redirect to a loopback listener, PKCE code exchange) saves owner-only tokens; the
//! next start connects with them.

use crate::support::{builtin_server, workspace};
use ouzel_core::ToolRegistry;
use ouzel_mcp::oauth::{FileCredentialStore, credentials_path, login, login_device};
use ouzel_mcp::{HttpServerOptions, McpManager, McpServerConfig, ServerState};
use serde_json::json;
use std::collections::BTreeMap;
use std::time::Duration;
use wiremock::matchers::{body_string_contains, method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

const ACCESS_TOKEN: &str = "tok-issued-by-the-auth-server";

/// The authorization endpoint as a user's browser sees it after they approve: a redirect back
/// to the client with a code and the client's state.
struct Approve;

impl Respond for Approve {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let query: BTreeMap<String, String> = request.url.query_pairs().into_owned().collect();
        let location = format!(
            "{}?code=the-code&state={}",
            query.get("redirect_uri").map_or("", String::as_str),
            query.get("state").map_or("", String::as_str)
        );
        ResponseTemplate::new(302).insert_header("location", location.as_str())
    }
}

async fn authorization_server() -> MockServer {
    let server = MockServer::start().await;
    let uri = server.uri();
    Mock::given(method("GET"))
        .and(path("/.well-known/oauth-authorization-server"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "issuer": uri,
            "authorization_endpoint": format!("{uri}/authorize"),
            "token_endpoint": format!("{uri}/token"),
            "registration_endpoint": format!("{uri}/register"),
            "response_types_supported": ["code"],
            "grant_types_supported": ["authorization_code", "refresh_token"],
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": ["none"],
            "device_authorization_endpoint": format!("{uri}/device"),
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/register"))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({
            "client_id": "ouzel-client-1",
            "redirect_uris": ["http://127.0.0.1/callback"],
            "token_endpoint_auth_method": "none",
        })))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/authorize"))
        .respond_with(Approve)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/token"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "access_token": ACCESS_TOKEN,
            "token_type": "Bearer",
            "expires_in": 3600,
            "refresh_token": "refresh-1",
        })))
        .mount(&server)
        .await;
    server
}

async fn start(url: &str, auth_dir: &std::path::Path, ws: &std::path::Path) -> McpManager {
    let servers = BTreeMap::from([("docs".to_owned(), McpServerConfig::http(url))]);
    let manager = McpManager::new(&servers, ws).with_auth_dir(auth_dir);
    manager.start_all(&ToolRegistry::new());
    manager.wait_started(Duration::from_secs(20)).await;
    manager
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_saves_tokens_and_the_server_then_connects() {
    let ws = workspace();
    let auth = authorization_server().await;
    let mcp = builtin_server(ws.path()).build();
    let mut options = HttpServerOptions::new("127.0.0.1:0".parse().expect("addr"));
    options.token = Some(ACCESS_TOKEN.into());
    options.authorization_servers = vec![auth.uri()];
    let http = mcp.serve_http(options).await.expect("serve");
    let auth_dir = tempfile::tempdir().expect("tempdir");

    let before = start(&http.url(), auth_dir.path(), ws.path()).await;
    match &before.status()[0].state {
        ServerState::NeedsLogin { message } => assert!(message.contains("ouzel mcp login docs"), "{message}"),
        other => panic!("expected needs login, got {other:?}"),
    }
    before.shutdown().await;

    let tokens = credentials_path(auth_dir.path(), "docs");
    let browser = tokio::runtime::Handle::current();
    login(
        &http.url(),
        FileCredentialStore::new(&tokens),
        move |url| {
            // The "browser": follows the authorization server's redirect to our listener.
            let url = url.to_owned();
            browser.spawn(async move {
                let response = reqwest_mcp::get(&url).await.expect("browser request");
                assert!(response.status().is_success(), "{}", response.status());
            });
        },
        Duration::from_secs(20),
    )
    .await
    .expect("login succeeds");

    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&tokens).expect("tokens saved").permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "tokens are readable by the owner only");
    }
    let token_requests: Vec<String> = auth
        .received_requests()
        .await
        .expect("recorded")
        .into_iter()
        .filter(|r| r.url.path() == "/token")
        .map(|r| String::from_utf8_lossy(&r.body).into_owned())
        .collect();
    assert_eq!(token_requests.len(), 1);
    assert!(
        token_requests[0].contains("code=the-code") && token_requests[0].contains("code_verifier="),
        "PKCE code exchange: {}",
        token_requests[0]
    );

    let after = start(&http.url(), auth_dir.path(), ws.path()).await;
    match &after.status()[0].state {
        ServerState::Ready { tools } => assert!(tools.iter().any(|t| t == "docs__read_file"), "{tools:?}"),
        other => panic!("expected ready after login, got {other:?}"),
    }
    after.shutdown().await;
    http.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn device_code_login_polls_until_approved_then_connects() {
    let ws = workspace();
    let auth = authorization_server().await;
    Mock::given(method("POST"))
        .and(path("/device"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "device_code": "dev-123",
            "user_code": "WDJB-MJHT",
            "verification_uri": format!("{}/activate", auth.uri()),
            "expires_in": 600,
            "interval": 0,
        })))
        .mount(&auth)
        .await;
    // The user has not approved yet on the first poll.
    Mock::given(method("POST"))
        .and(path("/token"))
        .and(body_string_contains("device_code=dev-123"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({"error": "authorization_pending"})))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&auth)
        .await;
    let mcp = builtin_server(ws.path()).build();
    let mut options = HttpServerOptions::new("127.0.0.1:0".parse().expect("addr"));
    options.token = Some(ACCESS_TOKEN.into());
    options.authorization_servers = vec![auth.uri()];
    let http = mcp.serve_http(options).await.expect("serve");
    let auth_dir = tempfile::tempdir().expect("tempdir");
    let tokens = credentials_path(auth_dir.path(), "docs");
    let mut shown = None;
    login_device(
        &http.url(),
        FileCredentialStore::new(&tokens),
        |code| shown = Some(code.clone()),
        Duration::from_secs(20),
    )
    .await
    .expect("device login succeeds");
    let shown = shown.expect("the user was shown a code");
    assert_eq!(shown.user_code, "WDJB-MJHT");
    let polls = auth
        .received_requests()
        .await
        .expect("recorded")
        .into_iter()
        .filter(|r| r.url.path() == "/token")
        .count();
    assert_eq!(polls, 2, "one pending answer, then the tokens");

    let after = start(&http.url(), auth_dir.path(), ws.path()).await;
    assert!(
        matches!(&after.status()[0].state, ServerState::Ready { .. }),
        "{:?}",
        after.status()
    );
    after.shutdown().await;
    http.shutdown().await;
}
