//! `[mcp_servers.NAME]` config entries, and the file edits `ouzel mcp add` / `import` make.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a server may take to start and answer `initialize` (default).
const DEFAULT_STARTUP_TIMEOUT: Duration = Duration::from_secs(10);
/// How long one tool call may take (default).
const DEFAULT_TOOL_TIMEOUT: Duration = Duration::from_secs(600);

/// One MCP server ouzel connects to: a command speaking MCP on stdio, or a streamable HTTP URL.
///
/// ```toml
/// [mcp_servers.time]
/// command = "python3"
/// args = ["-m", "mcp_server_time"]
/// disabled_tools = ["convert_time"]
///
/// [mcp_servers.docs]
/// url = "https://example.com/mcp"
/// bearer_token_env_var = "DOCS_TOKEN"
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct McpServerConfig {
    /// The program to start (stdio transport).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// Its arguments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    /// Extra environment variables for it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub env: BTreeMap<String, String>,
    /// Its working directory (default: the workspace).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<PathBuf>,
    /// The endpoint of a streamable HTTP server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Extra HTTP headers.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub headers: BTreeMap<String, String>,
    /// The environment variable holding a bearer token for `url`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_env_var: Option<String>,
    /// Set to false to keep the entry without starting the server.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub enabled: bool,
    /// Milliseconds the server may take to start (default 10 000; Codex's key). Wins over
    /// `startup_timeout_secs` when both are set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_timeout_ms: Option<u64>,
    /// Seconds the server may take to start (the older form of `startup_timeout_ms`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_timeout_secs: Option<u64>,
    /// Seconds one tool call may take (default 600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_timeout_secs: Option<u64>,
    /// Only these tools are registered (default: all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled_tools: Option<Vec<String>>,
    /// These tools are never registered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disabled_tools: Vec<String>,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

impl Default for McpServerConfig {
    fn default() -> Self {
        Self {
            command: None,
            args: Vec::new(),
            env: BTreeMap::new(),
            cwd: None,
            url: None,
            headers: BTreeMap::new(),
            bearer_token_env_var: None,
            enabled: true,
            startup_timeout_ms: None,
            startup_timeout_secs: None,
            tool_timeout_secs: None,
            enabled_tools: None,
            disabled_tools: Vec::new(),
        }
    }
}

/// What is wrong with an entry. Each names the server and says what to write instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum McpConfigError {
    /// Neither `command` nor `url`.
    #[error("[mcp_servers.{name}] needs `command = \"PROGRAM\"` (stdio) or `url = \"https://…\"` (HTTP)")]
    NoTransport {
        /// The server.
        name: String,
    },
    /// Both `command` and `url`.
    #[error("[mcp_servers.{name}] has both `command` and `url`; keep one")]
    BothTransports {
        /// The server.
        name: String,
    },
    /// A name that cannot prefix tool names.
    #[error(
        "MCP server name `{name}` must be letters, digits, `-` and `_` only, without `__` (it prefixes tool names as NAME__TOOL)"
    )]
    BadName {
        /// The name.
        name: String,
    },
}

impl McpServerConfig {
    /// An entry that starts `command` with `args`.
    pub fn stdio(command: impl Into<String>, args: impl IntoIterator<Item = impl Into<String>>) -> Self {
        Self {
            command: Some(command.into()),
            args: args.into_iter().map(Into::into).collect(),
            ..Self::default()
        }
    }

    /// An entry for a streamable HTTP endpoint.
    pub fn http(url: impl Into<String>) -> Self {
        Self {
            url: Some(url.into()),
            ..Self::default()
        }
    }

    /// Checks the entry named `name`.
    pub fn validate(&self, name: &str) -> Result<(), McpConfigError> {
        validate_name(name)?;
        match (&self.command, &self.url) {
            (None, None) => Err(McpConfigError::NoTransport { name: name.into() }),
            (Some(_), Some(_)) => Err(McpConfigError::BothTransports { name: name.into() }),
            _ => Ok(()),
        }
    }

    /// The startup timeout in force.
    pub fn startup_timeout(&self) -> Duration {
        self.startup_timeout_ms
            .map(Duration::from_millis)
            .or(self.startup_timeout_secs.map(Duration::from_secs))
            .unwrap_or(DEFAULT_STARTUP_TIMEOUT)
    }

    /// The per-call timeout in force.
    pub fn tool_timeout(&self) -> Duration {
        self.tool_timeout_secs
            .map(Duration::from_secs)
            .unwrap_or(DEFAULT_TOOL_TIMEOUT)
    }

    /// Whether the allow and deny lists let `tool` (its name on the server) through.
    pub fn allows_tool(&self, tool: &str) -> bool {
        self.enabled_tools
            .as_ref()
            .is_none_or(|allow| allow.iter().any(|t| t == tool))
            && !self.disabled_tools.iter().any(|t| t == tool)
    }

    /// A one-line description: the command line or the URL.
    pub fn describe(&self) -> String {
        match (&self.command, &self.url) {
            (Some(c), _) => std::iter::once(c.as_str())
                .chain(self.args.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" "),
            (None, Some(u)) => u.clone(),
            (None, None) => "(no command or url)".into(),
        }
    }
}

fn validate_name(name: &str) -> Result<(), McpConfigError> {
    let ok = !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !name.contains("__");
    if ok {
        Ok(())
    } else {
        Err(McpConfigError::BadName { name: name.into() })
    }
}

/// A name made valid: other characters become `-`, runs of `_` shrink to one.
fn sanitize_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    while out.contains("__") {
        out = out.replace("__", "_");
    }
    if out.is_empty() { "server".into() } else { out }
}

/// Why reading or editing a config file failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigFileError {
    /// The file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// The file could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// The file is not valid TOML, or an entry does not fit.
    #[error("{}: {message}", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// What is wrong, with the line.
        message: String,
    },
    /// A server of that name is already configured.
    #[error("an MCP server named `{name}` is already in {}; remove it there first or choose another name", path.display())]
    AlreadyExists {
        /// The name.
        name: String,
        /// The file.
        path: PathBuf,
    },
    /// An entry is invalid.
    #[error(transparent)]
    Invalid(#[from] McpConfigError),
    /// The Claude Desktop file is not what was expected.
    #[error("{}: {message}", path.display())]
    Import {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

/// The `[mcp_servers]` entries of a config file; a missing file has none.
pub fn load_servers_from_file(path: &Path) -> Result<BTreeMap<String, McpServerConfig>, ConfigFileError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(source) => {
            return Err(ConfigFileError::Read {
                path: path.into(),
                source,
            });
        }
    };
    servers_in(&text, path)
}

fn servers_in(text: &str, path: &Path) -> Result<BTreeMap<String, McpServerConfig>, ConfigFileError> {
    #[derive(Deserialize)]
    struct Only {
        #[serde(default)]
        mcp_servers: BTreeMap<String, McpServerConfig>,
    }
    let only: Only = toml::from_str(text).map_err(|e| ConfigFileError::Parse {
        path: path.into(),
        message: e.to_string(),
    })?;
    Ok(only.mcp_servers)
}

/// Appends `[mcp_servers.NAME]` to the config file (created if missing), keeping the rest of
/// the file, comments included, as it was.
pub fn add_server_to_file(path: &Path, name: &str, server: &McpServerConfig) -> Result<(), ConfigFileError> {
    server.validate(name)?;
    let existing = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => {
            return Err(ConfigFileError::Read {
                path: path.into(),
                source,
            });
        }
    };
    if servers_in(&existing, path)?.contains_key(name) {
        return Err(ConfigFileError::AlreadyExists {
            name: name.into(),
            path: path.into(),
        });
    }
    let section = BTreeMap::from([("mcp_servers", BTreeMap::from([(name, server)]))]);
    let section = toml::to_string(&section).map_err(|e| ConfigFileError::Parse {
        path: path.into(),
        message: e.to_string(),
    })?;
    let mut text = existing;
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    if !text.is_empty() {
        text.push('\n');
    }
    text.push_str(&section);
    // The appended section must not clash with how the file wrote `mcp_servers` before.
    if !servers_in(&text, path)?.contains_key(name) {
        return Err(ConfigFileError::Parse {
            path: path.into(),
            message: "cannot append to `mcp_servers` as this file writes it (an inline table?); add the entry by hand"
                .into(),
        });
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| ConfigFileError::Write {
            path: path.into(),
            source,
        })?;
    }
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|source| ConfigFileError::Write {
            path: path.into(),
            source,
        })
}

/// Reads Claude Desktop's `claude_desktop_config.json` (`{"mcpServers": {NAME: {command, args,
/// env} | {url, headers}}}`) into entries, names made valid.
pub fn import_claude_desktop(path: &Path) -> Result<BTreeMap<String, McpServerConfig>, ConfigFileError> {
    #[derive(Deserialize)]
    struct File {
        #[serde(rename = "mcpServers")]
        mcp_servers: Option<BTreeMap<String, Entry>>,
    }
    #[derive(Deserialize)]
    struct Entry {
        command: Option<String>,
        #[serde(default)]
        args: Vec<String>,
        #[serde(default)]
        env: BTreeMap<String, String>,
        cwd: Option<PathBuf>,
        url: Option<String>,
        #[serde(default)]
        headers: BTreeMap<String, String>,
        #[serde(default)]
        disabled: bool,
    }
    let text = std::fs::read_to_string(path).map_err(|source| ConfigFileError::Read {
        path: path.into(),
        source,
    })?;
    let import_err = |message: String| ConfigFileError::Import {
        path: path.into(),
        message,
    };
    let file: File =
        serde_json::from_str(&text).map_err(|e| import_err(format!("not a Claude Desktop config: {e}")))?;
    let entries = file
        .mcp_servers
        .ok_or_else(|| import_err("no `mcpServers` object; is this claude_desktop_config.json?".into()))?;
    let mut out = BTreeMap::new();
    for (name, e) in entries {
        let server = McpServerConfig {
            command: e.command,
            args: e.args,
            env: e.env,
            cwd: e.cwd,
            url: e.url,
            headers: e.headers,
            enabled: !e.disabled,
            ..McpServerConfig::default()
        };
        let name = sanitize_name(&name);
        server.validate(&name)?;
        out.insert(name, server);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_need_exactly_one_transport() {
        assert!(McpServerConfig::stdio("x", ["a"]).validate("x").is_ok());
        assert_eq!(
            McpServerConfig::default().validate("s"),
            Err(McpConfigError::NoTransport { name: "s".into() })
        );
        let both = McpServerConfig {
            url: Some("http://x".into()),
            ..McpServerConfig::stdio("x", ["a"])
        };
        assert!(matches!(both.validate("s"), Err(McpConfigError::BothTransports { .. })));
        assert!(matches!(
            McpServerConfig::stdio("x", ["a"]).validate("a__b"),
            Err(McpConfigError::BadName { .. })
        ));
    }

    #[test]
    fn allow_and_deny_lists_filter_tools() {
        let mut s = McpServerConfig::stdio("x", Vec::<String>::new());
        assert!(s.allows_tool("a"));
        s.enabled_tools = Some(vec!["a".into(), "b".into()]);
        s.disabled_tools = vec!["b".into()];
        assert!(s.allows_tool("a"));
        assert!(!s.allows_tool("b"));
        assert!(!s.allows_tool("c"));
    }

    #[test]
    fn adding_keeps_the_file_and_refuses_duplicates() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ouzel/config.toml");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "# my settings\nmodel = \"openai/gpt-4o\"\n\n[mcp_servers]\n").unwrap();
        let mut s = McpServerConfig::stdio("npx", ["-y", "server"]);
        s.env.insert("KEY".into(), "v".into());
        add_server_to_file(&path, "fs", &s).unwrap();
        add_server_to_file(&path, "web", &McpServerConfig::http("http://localhost:1/mcp")).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("# my settings\n"), "{text}");
        let servers = load_servers_from_file(&path).unwrap();
        assert_eq!(servers["fs"], s);
        assert_eq!(servers["web"].url.as_deref(), Some("http://localhost:1/mcp"));
        let err = add_server_to_file(&path, "fs", &s).unwrap_err();
        assert!(err.to_string().contains("already"), "{err}");
    }

    #[test]
    fn claude_desktop_files_import() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("claude_desktop_config.json");
        std::fs::write(
            &path,
            r#"{"mcpServers": {
                "file system": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]},
                "remote": {"url": "https://example.com/mcp", "headers": {"X-Key": "k"}},
                "off": {"command": "x", "disabled": true}
            }, "globalShortcut": ""}"#,
        )
        .unwrap();
        let servers = import_claude_desktop(&path).unwrap();
        assert_eq!(servers.keys().collect::<Vec<_>>(), ["file-system", "off", "remote"]);
        assert_eq!(servers["file-system"].args.len(), 3);
        assert_eq!(servers["remote"].headers["X-Key"], "k");
        assert!(!servers["off"].enabled);
        std::fs::write(&path, "{}").unwrap();
        assert!(
            import_claude_desktop(&path)
                .unwrap_err()
                .to_string()
                .contains("mcpServers")
        );
    }
}
