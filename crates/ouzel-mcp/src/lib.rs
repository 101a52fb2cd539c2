//! MCP for ouzel, through the official SDK (`rmcp`), whose types stay inside this crate.
//!
//! - **Server**: [`McpServer`] serves a [`ToolRegistry`](ouzel_core::ToolRegistry) to MCP
//!   clients over stdio ([`McpServer::serve_stdio`]), any byte stream ([`McpServer::serve_io`],
//!   e.g. an in-process `tokio::io::duplex`) or streamable HTTP ([`McpServer::serve_http`]).
//!   Every call goes through the core [`Executor`](ouzel_core::Executor), so the permission gate
//!   decides; where it would ask, the client's user is asked through MCP elicitation.
//! - **Client**: [`McpServerConfig`] is the `[mcp_servers.NAME]` config entry; [`McpManager`]
//!   starts the configured servers in the background and registers their tools as
//!   `SERVER__TOOL` in a registry.
//!
//! ```
//! use ouzel_mcp::McpServer;
//! let server = McpServer::builder(ouzel_core::ToolRegistry::new(), std::env::temp_dir()).build();
//! assert!(server.tool_names().is_empty());
//! ```

mod approver;
mod client;
mod config;
mod http;
pub mod oauth;
mod server;
mod tls;

pub use client::{ChildHardening, McpManager, McpTool, ServerState, ServerStatus, qualified_name};
pub use config::{
    ConfigFileError, McpConfigError, McpServerConfig, add_server_to_file, import_claude_desktop, load_servers_from_file,
};
pub use http::{HttpServer, HttpServerOptions, MCP_PATH};
pub use server::{McpServer, McpServerBuilder, ServeError};
pub use tls::install_tls_provider;
