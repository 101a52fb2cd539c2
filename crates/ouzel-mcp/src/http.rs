//! Streamable HTTP for the MCP server: loopback by default, a bearer token required anywhere else.

use crate::server::{McpServer, ServeError};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// The path the MCP endpoint is served on.
pub const MCP_PATH: &str = "/mcp";

/// Where and how to serve over HTTP.
#[derive(Clone)]
pub struct HttpServerOptions {
    /// The address to bind (port 0 picks a free one).
    pub addr: SocketAddr,
    /// Clients must send `Authorization: Bearer TOKEN`. Required for non-loopback addresses.
    pub token: Option<String>,
    /// OAuth authorization servers that issue the token, advertised as protected resource
    /// metadata (RFC 9728, `/.well-known/oauth-protected-resource`) and in the 401 challenge,
    /// so MCP clients can run their login flow. The token is still compared with `token`.
    pub authorization_servers: Vec<String>,
}

impl std::fmt::Debug for HttpServerOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HttpServerOptions")
            .field("addr", &self.addr)
            .field("token", &self.token.as_ref().map(|_| "[redacted]"))
            .field("authorization_servers", &self.authorization_servers)
            .finish()
    }
}

impl HttpServerOptions {
    /// Loopback on `addr`, no token.
    pub fn new(addr: SocketAddr) -> Self {
        Self {
            addr,
            token: None,
            authorization_servers: Vec::new(),
        }
    }
}

/// A running HTTP server. Dropping it does not stop it: call [`Self::shutdown`].
#[derive(Debug)]
pub struct HttpServer {
    addr: SocketAddr,
    cancel: CancellationToken,
    task: JoinHandle<()>,
}

impl HttpServer {
    /// The address actually bound.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The endpoint URL (`http://ADDR/mcp`).
    pub fn url(&self) -> String {
        format!("http://{}{MCP_PATH}", self.addr)
    }

    /// Stops accepting, ends every session and waits for the server task.
    pub async fn shutdown(self) {
        self.cancel.cancel();
        let _ = self.task.await;
    }

    /// Runs until `cancel` (or [`Self::shutdown`] from elsewhere) stops it.
    pub async fn wait(self) {
        let _ = self.task.await;
    }

    /// A token that stops the server when cancelled.
    pub fn cancellation_token(&self) -> CancellationToken {
        self.cancel.clone()
    }
}

impl McpServer {
    /// Serves over streamable HTTP at `http://ADDR/mcp`, one MCP session per client.
    pub async fn serve_http(&self, options: HttpServerOptions) -> Result<HttpServer, ServeError> {
        let token = options.token.filter(|t| !t.is_empty());
        let loopback = options.addr.ip().is_loopback();
        if !loopback && token.is_none() {
            return Err(ServeError::TokenRequired {
                addr: options.addr.to_string(),
            });
        }
        let listener = tokio::net::TcpListener::bind(options.addr)
            .await
            .map_err(|source| ServeError::Listen {
                addr: options.addr.to_string(),
                source,
            })?;
        let addr = listener.local_addr().map_err(|source| ServeError::Listen {
            addr: options.addr.to_string(),
            source,
        })?;
        let cancel = CancellationToken::new();
        let mut config = StreamableHttpServerConfig::default();
        config.cancellation_token = cancel.child_token();
        if !loopback {
            // Reached by name or address from elsewhere: the token, not the Host header, guards it.
            config = config.disable_allowed_hosts();
        }
        let this = self.clone();
        let service = StreamableHttpService::new(
            move || Ok(this.handler()),
            Arc::new(LocalSessionManager::default()),
            config,
        );
        let shared = Arc::new(Shared {
            service,
            token,
            resource: (!options.authorization_servers.is_empty()).then(|| Resource {
                url: format!("http://{addr}{MCP_PATH}"),
                metadata_url: format!("http://{addr}{RESOURCE_METADATA_PATH}"),
                authorization_servers: options.authorization_servers.clone(),
            }),
        });
        let stop = cancel.clone();
        let task = tokio::spawn(async move {
            let mut connections = tokio::task::JoinSet::new();
            loop {
                tokio::select! {
                    _ = stop.cancelled() => break,
                    accepted = listener.accept() => {
                        let Ok((stream, _)) = accepted else { continue };
                        let shared = shared.clone();
                        let stop = stop.clone();
                        connections.spawn(async move {
                            let svc = hyper::service::service_fn(move |req| {
                                let shared = shared.clone();
                                async move { Ok::<_, Infallible>(route(&shared, req).await) }
                            });
                            let conn = hyper::server::conn::http1::Builder::new()
                                .serve_connection(TokioIo::new(stream), svc);
                            tokio::pin!(conn);
                            tokio::select! {
                                _ = conn.as_mut() => {}
                                _ = stop.cancelled() => conn.as_mut().graceful_shutdown(),
                            }
                        });
                    }
                    Some(_) = connections.join_next(), if !connections.is_empty() => {}
                }
            }
            connections.abort_all();
            while connections.join_next().await.is_some() {}
        });
        Ok(HttpServer { addr, cancel, task })
    }
}

type Body = http_body_util::combinators::BoxBody<Bytes, Infallible>;

/// Where protected resource metadata is served.
const RESOURCE_METADATA_PATH: &str = "/.well-known/oauth-protected-resource";

struct Resource {
    url: String,
    metadata_url: String,
    authorization_servers: Vec<String>,
}

struct Shared {
    service: StreamableHttpService<crate::server::Handler, LocalSessionManager>,
    token: Option<String>,
    resource: Option<Resource>,
}

async fn route(shared: &Shared, req: Request<Incoming>) -> Response<Body> {
    let path = req.uri().path();
    if let Some(resource) = &shared.resource
        && (path == RESOURCE_METADATA_PATH || path == format!("{RESOURCE_METADATA_PATH}{MCP_PATH}"))
    {
        let body = serde_json::json!({
            "resource": resource.url,
            "authorization_servers": resource.authorization_servers,
            "bearer_methods_supported": ["header"],
        });
        let mut resp = plain(StatusCode::OK, body.to_string());
        resp.headers_mut().insert(
            hyper::header::CONTENT_TYPE,
            hyper::header::HeaderValue::from_static("application/json"),
        );
        return resp;
    }
    if path != MCP_PATH {
        return plain(
            StatusCode::NOT_FOUND,
            format!("no MCP endpoint at {}; use {MCP_PATH}", req.uri().path()),
        );
    }
    if let Some(token) = shared.token.as_deref() {
        let sent = req
            .headers()
            .get(hyper::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        if !sent.is_some_and(|s| constant_time_eq(s.as_bytes(), token.as_bytes())) {
            let mut resp = plain(
                StatusCode::UNAUTHORIZED,
                "missing or wrong bearer token: send `Authorization: Bearer TOKEN` with the token the server was started with".into(),
            );
            let challenge = match &shared.resource {
                Some(r) => format!("Bearer resource_metadata=\"{}\"", r.metadata_url),
                None => "Bearer".to_owned(),
            };
            if let Ok(value) = hyper::header::HeaderValue::from_str(&challenge) {
                resp.headers_mut().insert(hyper::header::WWW_AUTHENTICATE, value);
            }
            return resp;
        }
    }
    let delete = req.method() == hyper::Method::DELETE;
    let mut resp = shared.service.handle(req).await;
    // Ending a session: rmcp answers 202, which the official SDKs log as an error; the
    // transport's spec and its clients expect 200 or 204.
    if delete && resp.status() == StatusCode::ACCEPTED {
        *resp.status_mut() = StatusCode::NO_CONTENT;
        *resp.body_mut() = Full::new(Bytes::new()).boxed();
    }
    resp
}

fn plain(status: StatusCode, text: String) -> Response<Body> {
    let mut resp = Response::new(Full::new(Bytes::from(text)).boxed());
    *resp.status_mut() = status;
    resp
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_compare_whole() {
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"abcd"));
    }

    #[tokio::test]
    async fn a_public_address_needs_a_token() {
        let server = McpServer::builder(ouzel_core::ToolRegistry::new(), std::env::temp_dir()).build();
        let addr: SocketAddr = "0.0.0.0:0".parse().unwrap();
        let err = server.serve_http(HttpServerOptions::new(addr)).await.err().unwrap();
        assert!(err.to_string().contains("--token"), "{err}");
    }
}
