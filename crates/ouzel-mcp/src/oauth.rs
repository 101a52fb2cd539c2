//! OAuth for remote MCP servers: the authorization-code flow with PKCE (through rmcp's
//! implementation of the MCP authorization spec: discovery, dynamic client registration,
//! token exchange, refresh), a loopback redirect listener, and tokens kept in one file per
//! server, readable by the owner only.

use async_trait::async_trait;
use rmcp::transport::auth::{
    AuthError, AuthorizationManager, AuthorizationRequest, AuthorizationSession, CredentialStore, StoredCredentials,
};
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// How long `login` waits for the browser to come back.
pub const LOGIN_TIMEOUT: Duration = Duration::from_secs(300);

/// Where the tokens of server `name` live under `dir`.
pub fn credentials_path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{}.json", ouzel_core::file_safe(name)))
}

/// Tokens in a JSON file created with mode 0600 in a 0700 directory.
#[derive(Debug, Clone)]
pub struct FileCredentialStore {
    path: PathBuf,
}

impl FileCredentialStore {
    /// A store at `path`.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Self { path: path.into() }
    }

    /// Whether tokens were saved.
    pub fn exists(&self) -> bool {
        self.path.is_file()
    }
}

fn store_error(what: &str, path: &Path, e: impl std::fmt::Display) -> AuthError {
    AuthError::CredentialStoreError(format!("cannot {what} {}: {e}", path.display()))
}

#[async_trait]
impl CredentialStore for FileCredentialStore {
    async fn load(&self) -> Result<Option<StoredCredentials>, AuthError> {
        match tokio::fs::read(&self.path).await {
            Ok(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| store_error("parse", &self.path, e)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(store_error("read", &self.path, e)),
        }
    }

    async fn save(&self, credentials: StoredCredentials) -> Result<(), AuthError> {
        let bytes = serde_json::to_vec(&credentials).map_err(|e| store_error("encode", &self.path, e))?;
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || write_private(&path, &bytes))
            .await
            .map_err(|e| store_error("write", &self.path, e))?
            .map_err(|e| store_error("write", &self.path, e))
    }

    async fn clear(&self) -> Result<(), AuthError> {
        match tokio::fs::remove_file(&self.path).await {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(store_error("remove", &self.path, e)),
        }
    }
}

/// Writes `bytes` to `path` so that only the owner can read it, replacing it atomically.
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    #[cfg(unix)]
    use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
    if let Some(dir) = path.parent() {
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        builder.mode(0o700);
        builder.create(dir)?;
    }
    let tmp = path.with_extension("json.tmp");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    options.mode(0o600);
    let mut file = options.open(&tmp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}

/// An authorization manager for `url` whose tokens live in `store`. Private and loopback
/// authorization servers are allowed when the MCP server itself is on such an address.
pub async fn manager(url: &str, store: FileCredentialStore) -> Result<AuthorizationManager, String> {
    crate::install_tls_provider();
    let mut manager = AuthorizationManager::new(url)
        .await
        .map_err(|e| format!("OAuth set-up for {url}: {e}"))?;
    manager.set_credential_store(store);
    Ok(manager)
}

/// Runs the browser flow for the server at `url`: discovers its authorization server,
/// registers ouzel as a client, calls `open` with the URL the user must visit, waits for the
/// redirect on a loopback port and exchanges the code for tokens, which `store` keeps.
pub async fn login(
    url: &str,
    store: FileCredentialStore,
    open: impl FnOnce(&str),
    timeout: Duration,
) -> Result<(), String> {
    let mut manager = manager(url, store).await?;
    let metadata = manager
        .resolve_metadata()
        .await
        .map_err(|e| format!("cannot find the authorization server of {url}: {e}"))?;
    manager.set_metadata(metadata.metadata);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| format!("cannot listen for the login redirect: {e}"))?;
    let port = listener
        .local_addr()
        .map_err(|e| format!("cannot listen for the login redirect: {e}"))?
        .port();
    let redirect = format!("http://127.0.0.1:{port}/callback");
    let session = AuthorizationSession::new(manager, AuthorizationRequest::new(&redirect).with_client_name("ouzel"))
        .await
        .map_err(|(_, e)| format!("cannot start the authorization: {e}"))?;
    open(session.get_authorization_url());
    let callback = tokio::time::timeout(timeout, wait_for_redirect(&listener))
        .await
        .map_err(|_| format!("no answer from the browser within {} s", timeout.as_secs()))??;
    session
        .handle_callback_url(&callback)
        .await
        .map_err(|e| format!("the authorization server refused the code: {e}"))?;
    Ok(())
}

/// What the user must do to finish a device-code login (RFC 8628).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceCode {
    /// The code to type.
    pub user_code: String,
    /// Where to type it (any device with a browser).
    pub verification_uri: String,
    /// The same page with the code filled in, when the server offers one.
    pub verification_uri_complete: Option<String>,
}

/// The device-code flow, for machines without a browser: discovers the authorization server,
/// registers ouzel, asks for a device code, calls `show` with what the user must do elsewhere,
/// then polls the token endpoint (honouring `slow_down`) until the user approves, the code
/// expires or `timeout` passes. The tokens are saved in `store` and refreshed like browser-flow
/// ones.
pub async fn login_device(
    url: &str,
    store: FileCredentialStore,
    show: impl FnOnce(&DeviceCode),
    timeout: Duration,
) -> Result<(), String> {
    crate::install_tls_provider();
    let mut manager = AuthorizationManager::new(url)
        .await
        .map_err(|e| format!("OAuth set-up for {url}: {e}"))?;
    let metadata = manager
        .resolve_metadata()
        .await
        .map_err(|e| format!("cannot find the authorization server of {url}: {e}"))?
        .metadata;
    let device_endpoint = metadata
        .additional_fields
        .get("device_authorization_endpoint")
        .and_then(serde_json::Value::as_str)
        .map(str::to_owned)
        .ok_or("the authorization server does not offer device-code login; run `ouzel mcp login` on a machine with a browser")?;
    let token_endpoint = metadata.token_endpoint.clone();
    let issuer = metadata.issuer.clone();
    let scopes = metadata.scopes_supported.clone().unwrap_or_default();
    manager.set_metadata(metadata);
    let scope_refs: Vec<&str> = scopes.iter().map(String::as_str).collect();
    let client = manager
        .register_client("ouzel", "http://127.0.0.1/callback", &scope_refs)
        .await
        .map_err(|e| format!("cannot register ouzel with the authorization server: {e}"))?;
    let http = reqwest_mcp::Client::builder()
        .redirect(reqwest_mcp::redirect::Policy::none())
        .build()
        .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
    let form = |pairs: &[(&str, &str)]| {
        let mut body = url::form_urlencoded::Serializer::new(String::new());
        for (k, v) in pairs {
            body.append_pair(k, v);
        }
        body.finish()
    };
    let post = |endpoint: String, body: String| {
        let http = http.clone();
        async move {
            let response = http
                .post(&endpoint)
                .header("content-type", "application/x-www-form-urlencoded")
                .header("accept", "application/json")
                .body(body)
                .send()
                .await
                .map_err(|e| format!("{endpoint}: {e}"))?;
            let ok = response.status().is_success();
            let bytes = response.bytes().await.map_err(|e| format!("{endpoint}: {e}"))?;
            let value: serde_json::Value = serde_json::from_slice(&bytes)
                .map_err(|e| format!("{endpoint} answered with something other than JSON: {e}"))?;
            Ok::<_, String>((ok, value))
        }
    };
    let scope = scopes.join(" ");
    let mut request = vec![("client_id", client.client_id.as_str())];
    if !scope.is_empty() {
        request.push(("scope", scope.as_str()));
    }
    let (ok, device) = post(device_endpoint.clone(), form(&request)).await?;
    let field = |name: &str| device.get(name).and_then(serde_json::Value::as_str).map(str::to_owned);
    let (Some(device_code), Some(user_code), Some(verification_uri), true) =
        (field("device_code"), field("user_code"), field("verification_uri"), ok)
    else {
        return Err(format!("the device authorization request failed: {device}"));
    };
    show(&DeviceCode {
        user_code,
        verification_uri,
        verification_uri_complete: field("verification_uri_complete"),
    });
    let mut interval = Duration::from_secs(device.get("interval").and_then(serde_json::Value::as_u64).unwrap_or(5));
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        if tokio::time::Instant::now() >= deadline {
            return Err(format!("the code was not approved within {} s", timeout.as_secs()));
        }
        tokio::time::sleep(interval).await;
        let body = form(&[
            ("grant_type", "urn:ietf:params:oauth:grant-type:device_code"),
            ("device_code", device_code.as_str()),
            ("client_id", client.client_id.as_str()),
        ]);
        let (ok, answer) = post(token_endpoint.clone(), body).await?;
        if ok {
            let token = serde_json::from_value(answer)
                .map_err(|e| format!("the token endpoint's answer is not a token response: {e}"))?;
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .ok();
            let credentials = StoredCredentials::new(client.client_id.clone(), Some(token), scopes.clone(), now)
                .with_issuer(issuer.clone());
            return store
                .save(credentials)
                .await
                .map_err(|e| format!("cannot save the tokens: {e}"));
        }
        match answer.get("error").and_then(serde_json::Value::as_str) {
            Some("authorization_pending") => {}
            Some("slow_down") => interval += Duration::from_secs(5),
            Some("access_denied") => return Err("the login was denied".into()),
            Some("expired_token") => return Err("the code expired before it was approved; try again".into()),
            _ => return Err(format!("the token endpoint refused the device code: {answer}")),
        }
    }
}

/// Accepts connections until one brings `/callback?...`; answers it with a page saying the
/// login is done, and returns the full redirect URL.
async fn wait_for_redirect(listener: &tokio::net::TcpListener) -> Result<String, String> {
    loop {
        let (mut socket, addr) = listener
            .accept()
            .await
            .map_err(|e| format!("login redirect listener failed: {e}"))?;
        let mut buf = vec![0u8; 16 * 1024];
        let mut len = 0;
        while len < buf.len() {
            match socket.read(&mut buf[len..]).await {
                Ok(0) | Err(_) => break,
                Ok(n) => len += n,
            }
            if buf[..len].windows(4).any(|w| w == b"\r\n\r\n") {
                break;
            }
        }
        let head = String::from_utf8_lossy(&buf[..len]);
        let target = head
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("GET "))
            .and_then(|rest| rest.split(' ').next())
            .unwrap_or_default()
            .to_owned();
        if !target.starts_with("/callback?") {
            let _ = socket
                .write_all(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
                .await;
            continue;
        }
        let body = "ouzel: login complete. You can close this tab.";
        let reply = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        );
        let _ = socket.write_all(reply.as_bytes()).await;
        return Ok(format!("http://{addr}{target}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn tokens_are_stored_owner_only_and_cleared() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = credentials_path(&dir.path().join("mcp-auth"), "docs/server");
        assert!(path.ends_with("docs_server.json"));
        let store = FileCredentialStore::new(&path);
        assert!(store.load().await.expect("load").is_none());
        store
            .save(StoredCredentials::new(
                "client-1".into(),
                None,
                vec!["read".into()],
                None,
            ))
            .await
            .expect("save");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).expect("meta").permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
            let dir_mode = std::fs::metadata(path.parent().expect("parent"))
                .expect("meta")
                .permissions()
                .mode();
            assert_eq!(dir_mode & 0o777, 0o700);
        }
        let loaded = store.load().await.expect("load").expect("saved");
        assert_eq!(loaded.client_id, "client-1");
        store.clear().await.expect("clear");
        assert!(!store.exists());
    }
}
