//! `ouzel mcp`: serve ouzel's tools over MCP, and manage the MCP servers ouzel connects to.

use crate::exit;
use clap::{Args, Subcommand};
use ouzel::mcp::{HttpServerOptions, McpServer, McpServerConfig, ServerState};
use ouzel::{ApprovalMode, Config, RunOptions};
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

// `ouzel mcp …` (a plain comment: as a doc comment it would replace the command's help line).
#[derive(Debug, Subcommand)]
pub(crate) enum McpCommand {
    /// Serve ouzel's tools to an MCP client (stdio by default, streamable HTTP with --listen).
    Serve(ServeArgs),
    /// Show the configured MCP servers, whether they start, and their tools.
    List,
    /// Add an MCP server to the config: `ouzel mcp add NAME -- CMD ARGS…` or `--url URL`.
    Add(AddArgs),
    /// Import the servers of a Claude Desktop config (`{"mcpServers": {…}}`).
    Import(ImportArgs),
    /// Log in to a remote MCP server with OAuth (opens a browser; tokens are kept and refreshed).
    Login(LoginArgs),
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// Workspace root; tools cannot reach outside it.
    #[arg(short = 'C', long = "cd", value_name = "DIR", default_value = ".")]
    dir: PathBuf,
    /// Serve only these tools (comma-separated; default: all built-in tools).
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    tools: Vec<String>,
    /// Serve streamable HTTP at http://ADDR/mcp instead of stdio (e.g. 127.0.0.1:8931).
    #[arg(long, value_name = "ADDR")]
    listen: Option<SocketAddr>,
    /// Bearer token HTTP clients must send; required for non-loopback addresses.
    #[arg(long, value_name = "TOKEN", env = "OUZEL_MCP_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// OAuth authorization server that issues the token, advertised to clients
    /// (`/.well-known/oauth-protected-resource`) so they can log in (repeatable).
    #[arg(long = "authorization-server", value_name = "URL", requires = "token")]
    authorization_servers: Vec<String>,
    /// Allow every call that would need approval (deny rules still hold).
    #[arg(long, conflicts_with = "reject_all")]
    approve_all: bool,
    /// Refuse every call that would need approval, without asking the client.
    #[arg(long)]
    reject_all: bool,
    /// Trust mode: Medium-risk tools (edits) run without asking.
    #[arg(long)]
    trust: bool,
}

#[derive(Debug, Args)]
pub(crate) struct AddArgs {
    /// The server's name; its tools are registered as NAME__TOOL.
    name: String,
    /// A streamable HTTP endpoint instead of a command.
    #[arg(long, value_name = "URL", conflicts_with = "command")]
    url: Option<String>,
    /// Environment variables for the command (repeatable).
    #[arg(long = "env", short = 'e', value_name = "KEY=VALUE")]
    env: Vec<String>,
    /// HTTP headers for --url (repeatable).
    #[arg(long = "header", value_name = "NAME: VALUE")]
    headers: Vec<String>,
    /// The command and its arguments, after `--`.
    #[arg(last = true, value_name = "CMD")]
    command: Vec<String>,
}

#[derive(Debug, Args)]
pub(crate) struct ImportArgs {
    /// Claude Desktop's claude_desktop_config.json.
    file: PathBuf,
}

#[derive(Debug, Args)]
pub(crate) struct LoginArgs {
    /// The server's name in the config.
    name: String,
    /// Log in with a code typed on another device (the default where no browser can open).
    #[arg(long)]
    device: bool,
}

/// Runs an `ouzel mcp` command; returns the exit code.
pub(crate) async fn run(cmd: McpCommand) -> u8 {
    match cmd {
        McpCommand::Serve(args) => serve(args).await,
        McpCommand::List => list().await,
        McpCommand::Add(args) => add(args),
        McpCommand::Import(args) => import(args),
        McpCommand::Login(args) => login(args).await,
    }
}

fn load(dir: &std::path::Path) -> Option<Config> {
    crate::load_config(dir)
}

async fn serve(args: ServeArgs) -> u8 {
    let Some(config) = load(&args.dir) else {
        return exit::USAGE;
    };
    let workspace = match std::fs::canonicalize(&args.dir) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("ouzel: workspace {}: {e}", args.dir.display());
            return exit::USAGE;
        }
    };
    let approval = if args.approve_all {
        ApprovalMode::ApproveAll
    } else if args.reject_all {
        ApprovalMode::RejectAll
    } else {
        ApprovalMode::Interactive
    };
    let mut opts = RunOptions::new(&workspace);
    opts.approval = approval;
    opts.trust = args.trust;
    let setup = ouzel::Setup::new(&config, &opts);
    // In a project (a manifest beside the workspace root), its agents are tools too: the
    // runtime's registry holds the built-in tools and every agent, each called through the
    // gate below like any tool.
    let project = match project_tools(&config, &opts, &workspace).await {
        Ok(p) => p,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let mut tools = match &project {
        Some(p) => p.runtime().tools().clone(),
        None => setup.tools(),
    };
    if !args.tools.is_empty() {
        let unknown: Vec<&String> = args.tools.iter().filter(|t| tools.get(t).is_none()).collect();
        if !unknown.is_empty() {
            let names = tools.names();
            let hints: String = unknown
                .iter()
                .map(|u| ouzel::core::suggest::hint(u, names.iter().map(String::as_str)))
                .collect();
            eprintln!(
                "ouzel: unknown tool(s) in --tools: {}{hints}; available: {}",
                unknown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", "),
                names.join(", ")
            );
            return exit::USAGE;
        }
        tools = tools.subset(args.tools.iter().map(String::as_str));
    }
    if let Some(w) = setup.sandbox_warning() {
        eprintln!("ouzel: {w}");
    }
    let mut builder = McpServer::builder(tools, &workspace)
        .approval(approval)
        .trust(args.trust)
        .tool_timeout(Some(Duration::from_secs(
            config.limits.tool_timeout_secs.unwrap_or(600),
        )));
    let rules = config.rule_set(&workspace);
    if !rules.is_empty() {
        builder = builder.policy(Arc::new(rules));
    }
    // Writes to protected paths are asked about (elicited) even under --trust.
    builder = builder.policy(Arc::new(config.protected_paths(&workspace)));
    if !config.hooks.is_empty() {
        builder = builder.hooks(Arc::new(ouzel::hooks::CommandHooks::new(
            config.hooks.clone(),
            &workspace,
        )));
    }
    let server = builder.build();
    match args.listen {
        None => match server.serve_stdio().await {
            Ok(()) => exit::OK,
            Err(e) => {
                eprintln!("ouzel: {e}");
                exit::FAILED
            }
        },
        Some(addr) => {
            let mut options = HttpServerOptions::new(addr);
            options.token = args.token;
            options.authorization_servers = args.authorization_servers;
            let http = match server.serve_http(options).await {
                Ok(h) => h,
                Err(e) => {
                    eprintln!("ouzel: {e}");
                    return exit::USAGE;
                }
            };
            eprintln!("ouzel: serving MCP at {} (Ctrl-C stops)", http.url());
            let _ = tokio::signal::ctrl_c().await;
            http.shutdown().await;
            exit::OK
        }
    }
}

/// The started project of `workspace` when it has a manifest (`ouzel.toml` or
/// `project.json`); `None` without one.
async fn project_tools(
    config: &Config,
    opts: &RunOptions,
    workspace: &std::path::Path,
) -> Result<Option<ouzel::project::LoadedProject>, ouzel::project::ProjectError> {
    use ouzel::agents::manifest::{MANIFEST, PROJECT_JSON};
    if !workspace.join(MANIFEST).is_file() && !workspace.join(PROJECT_JSON).is_file() {
        return Ok(None);
    }
    Ok(Some(ouzel::project::Project::open(config, opts)?.start().await?))
}

async fn list() -> u8 {
    let Some(config) = load(std::path::Path::new(".")) else {
        return exit::USAGE;
    };
    let servers: &BTreeMap<String, McpServerConfig> = &config.mcp_servers;
    if servers.is_empty() {
        println!("No MCP servers configured. Add one with `ouzel mcp add NAME -- CMD ARGS…`.");
        return exit::OK;
    }
    let workspace = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let registry = ouzel::core::ToolRegistry::new();
    let manager = ouzel::mcp_manager(&config, &workspace);
    manager.start_all(&registry);
    let longest = servers.values().map(|s| s.startup_timeout()).max().unwrap_or_default();
    manager.wait_started(longest + Duration::from_secs(1)).await;
    let mut failed = false;
    for s in manager.status() {
        match &s.state {
            ServerState::Ready { tools } => {
                println!("{}  ready  {}", s.name, s.target);
                for t in tools {
                    println!("    {t}");
                }
            }
            ServerState::Disabled => println!("{}  disabled  {}", s.name, s.target),
            ServerState::Starting => println!("{}  still starting  {}", s.name, s.target),
            ServerState::Failed { message } => {
                failed = true;
                println!(
                    "{}  failed  {}\n    {}",
                    s.name,
                    s.target,
                    message.replace('\n', "\n    ")
                );
            }
            ServerState::NeedsLogin { message } => {
                failed = true;
                println!("{}  needs login  {}\n    {message}", s.name, s.target);
            }
            _ => println!("{}  {:?}  {}", s.name, s.state, s.target),
        }
    }
    manager.shutdown().await;
    if failed { exit::FAILED } else { exit::OK }
}

/// `ouzel mcp login NAME`: the OAuth browser flow for a remote server; tokens are saved for
/// later runs and refreshed automatically.
async fn login(args: LoginArgs) -> u8 {
    let Some(config) = load(std::path::Path::new(".")) else {
        return exit::USAGE;
    };
    let Some(server) = config.mcp_servers.get(&args.name) else {
        let known: Vec<&str> = config.mcp_servers.keys().map(String::as_str).collect();
        eprintln!(
            "ouzel: no MCP server `{}` in config; configured: {}",
            args.name,
            if known.is_empty() {
                "none".to_owned()
            } else {
                known.join(", ")
            }
        );
        return exit::USAGE;
    };
    let Some(url) = &server.url else {
        eprintln!(
            "ouzel: `{}` runs a local command; only remote (url) servers use OAuth",
            args.name
        );
        return exit::USAGE;
    };
    let Some(dir) = ouzel::mcp_auth_dir() else {
        eprintln!("ouzel: cannot tell where to keep tokens; set XDG_DATA_HOME or HOME");
        return exit::USAGE;
    };
    let path = ouzel::mcp::oauth::credentials_path(&dir, &args.name);
    let store = ouzel::mcp::oauth::FileCredentialStore::new(&path);
    let result = if args.device || !can_open_browser() {
        ouzel::mcp::oauth::login_device(url, store, show_device_code, ouzel::mcp::oauth::LOGIN_TIMEOUT).await
    } else {
        ouzel::mcp::oauth::login(url, store, open_browser, ouzel::mcp::oauth::LOGIN_TIMEOUT).await
    };
    match result {
        Ok(()) => {
            eprintln!(
                "ouzel: logged in to `{}`; tokens saved in {}",
                args.name,
                path.display()
            );
            exit::OK
        }
        Err(e) => {
            eprintln!("ouzel: login to `{}` failed: {e}", args.name);
            exit::FAILED
        }
    }
}

/// Whether a browser can be opened here: `$BROWSER`, macOS, or a graphical session.
fn can_open_browser() -> bool {
    let set = |v: &str| std::env::var_os(v).is_some_and(|x| !x.is_empty());
    set("BROWSER") || cfg!(target_os = "macos") || set("DISPLAY") || set("WAYLAND_DISPLAY")
}

fn show_device_code(code: &ouzel::mcp::oauth::DeviceCode) {
    eprintln!(
        "To authorize ouzel, open {} on any device and enter the code:\n\n  {}\n",
        code.verification_uri, code.user_code
    );
    if let Some(direct) = &code.verification_uri_complete {
        eprintln!("(or open {direct})");
    }
    eprintln!("Waiting for approval…");
}

/// Shows the authorization URL and opens it with `$BROWSER`, else the desktop's opener.
fn open_browser(url: &str) {
    eprintln!("Open this URL in a browser to authorize ouzel:\n\n  {url}\n");
    let opener = std::env::var("BROWSER")
        .ok()
        .filter(|b| !b.is_empty())
        .unwrap_or_else(|| if cfg!(target_os = "macos") { "open" } else { "xdg-open" }.to_owned());
    let spawned = std::process::Command::new(&opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if spawned.is_err() {
        eprintln!("(could not start `{opener}`; open the URL yourself, on this machine)");
    }
}

fn config_path() -> Option<PathBuf> {
    let path = Config::default_path();
    if path.is_none() {
        eprintln!("ouzel: cannot tell where the config file lives; set XDG_CONFIG_HOME");
    }
    path
}

fn add(args: AddArgs) -> u8 {
    let mut server = match (&args.url, args.command.split_first()) {
        (Some(url), None) => McpServerConfig::http(url.clone()),
        (None, Some((cmd, rest))) => McpServerConfig::stdio(cmd.clone(), rest.iter().cloned()),
        _ => {
            eprintln!("ouzel: give the server's command after `--` (ouzel mcp add NAME -- CMD ARGS…) or --url URL");
            return exit::USAGE;
        }
    };
    for kv in &args.env {
        let Some((k, v)) = kv.split_once('=') else {
            eprintln!("ouzel: --env {kv}: expected KEY=VALUE");
            return exit::USAGE;
        };
        server.env.insert(k.to_owned(), v.to_owned());
    }
    for h in &args.headers {
        let Some((k, v)) = h.split_once(':') else {
            eprintln!("ouzel: --header {h}: expected NAME: VALUE");
            return exit::USAGE;
        };
        server.headers.insert(k.trim().to_owned(), v.trim().to_owned());
    }
    let Some(path) = config_path() else {
        return exit::USAGE;
    };
    match ouzel::mcp::add_server_to_file(&path, &args.name, &server) {
        Ok(()) => {
            println!("Added MCP server `{}` to {}", args.name, path.display());
            exit::OK
        }
        Err(e) => {
            eprintln!("ouzel: {e}");
            exit::USAGE
        }
    }
}

fn import(args: ImportArgs) -> u8 {
    let servers = match ouzel::mcp::import_claude_desktop(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let Some(path) = config_path() else {
        return exit::USAGE;
    };
    let mut code = exit::OK;
    for (name, server) in &servers {
        match ouzel::mcp::add_server_to_file(&path, name, server) {
            Ok(()) => println!("Imported `{name}` ({})", server.describe()),
            Err(e) => {
                eprintln!("ouzel: skipped `{name}`: {e}");
                code = exit::FAILED;
            }
        }
    }
    if servers.is_empty() {
        println!("No servers in {}", args.file.display());
    } else {
        println!("Wrote {}", path.display());
    }
    code
}
