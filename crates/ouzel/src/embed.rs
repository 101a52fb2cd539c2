//! [`Embed`]: the shortest way from a program to a running agent with the program's own
//! tools. It reads the model from `-m`/`--model` and `--base-url` on the command line, else
//! `OUZEL_MODEL` and config, as `ouzel exec` does; it gives the agent only the tools the
//! program registers (the built-in coding tools on request), saves no session, and asks no
//! one: a call that needs approval is refused with a message saying how to allow it.
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! /// Says hello to someone.
//! #[ouzel::tool(read_only)]
//! async fn hello(
//!     /// Who to greet.
//!     name: String,
//! ) -> String {
//!     format!("Hello, {name}!")
//! }
//! let agent = ouzel::Embed::from_args().tool(hello).build()?;
//! println!("{}", agent.ask("Greet Ada.").await?);
//! # Ok(()) }
//! ```

use crate::{ApprovalMode, Config, RunOptions, Setup, SetupError};
use ouzel_core::{Agent, Tool, ToolRegistry};
use std::path::PathBuf;
use std::sync::Arc;

/// The system prompt of an embedded agent when the program gives none.
pub const EMBEDDED_PROMPT: &str = "You are a helpful assistant. Use the tools you are given when they help \
to answer; answer briefly and say what the tools returned.";

/// Builds an [`Agent`] for a program: model, tools, prompt, workspace. See the [module
/// docs](self).
#[derive(Clone)]
pub struct Embed {
    opts: RunOptions,
    config: Option<Config>,
    tools: Vec<Arc<dyn Tool>>,
    builtins: bool,
    prompt: Option<String>,
}

impl std::fmt::Debug for Embed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Embed")
            .field("opts", &self.opts)
            .field(
                "tools",
                &self
                    .tools
                    .iter()
                    .map(|t| t.definition().name.clone())
                    .collect::<Vec<_>>(),
            )
            .field("builtins", &self.builtins)
            .finish_non_exhaustive()
    }
}

impl Default for Embed {
    fn default() -> Self {
        Self::new()
    }
}

impl Embed {
    /// An agent in the current directory, on the model from `OUZEL_MODEL` or config.
    pub fn new() -> Self {
        let mut opts = RunOptions::new(".");
        opts.persist = false;
        opts.approval = ApprovalMode::Interactive;
        opts.ask = false;
        Self {
            opts,
            config: None,
            tools: Vec::new(),
            builtins: false,
            prompt: None,
        }
    }

    /// [`Self::new`], with `-m MODEL`/`--model MODEL` and `--base-url URL` (also written
    /// `--flag=value`) taken from the program's command line; other arguments are left alone.
    pub fn from_args() -> Self {
        Self::new().args(std::env::args().skip(1))
    }

    /// Takes `-m`/`--model` and `--base-url` from `args`; ignores the rest.
    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        let args: Vec<String> = args.into_iter().map(Into::into).collect();
        let mut i = 0;
        while i < args.len() {
            let (flag, inline) = match args[i].split_once('=') {
                Some((f, v)) if f.starts_with("--") => (f, Some(v.to_owned())),
                _ => (args[i].as_str(), None),
            };
            let value = || inline.clone().or_else(|| args.get(i + 1).cloned());
            match flag {
                "-m" | "--model" => self.opts.model = value(),
                "--base-url" => self.opts.base_url = value(),
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += if inline.is_some() { 1 } else { 2 };
        }
        self
    }

    /// Uses this model (`PROVIDER/MODEL`).
    pub fn model(mut self, model: impl Into<String>) -> Self {
        self.opts.model = Some(model.into());
        self
    }

    /// Sends model calls to this base URL.
    pub fn base_url(mut self, url: impl Into<String>) -> Self {
        self.opts.base_url = Some(url.into());
        self
    }

    /// The directory file tools work in (default: the current directory).
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Self {
        self.opts.workspace = dir.into();
        self
    }

    /// Uses this config instead of the user's (`~/.config/ouzel/config.toml`).
    pub fn config(mut self, config: Config) -> Self {
        self.config = Some(config);
        self
    }

    /// Adds a tool: a `#[ouzel::tool]` function, a [`crate::tool::from_fn`] closure, any
    /// [`Tool`].
    pub fn tool(mut self, tool: impl Tool + 'static) -> Self {
        self.tools.push(Arc::new(tool));
        self
    }

    /// Adds every tool of `tools` (a set also served over MCP, say).
    pub fn tools(mut self, tools: &ToolRegistry) -> Self {
        for name in tools.names() {
            self.tools.extend(tools.get(&name));
        }
        self
    }

    /// Adds the built-in coding tools (files, search, git, shell, tests, web) too.
    pub fn builtin_tools(mut self) -> Self {
        self.builtins = true;
        self
    }

    /// Medium-risk tools run without asking (nobody is asked: without trust they are refused).
    pub fn trust(mut self) -> Self {
        self.opts.trust = true;
        self
    }

    /// Replaces the system prompt ([`EMBEDDED_PROMPT`]).
    pub fn system_prompt(mut self, prompt: impl Into<String>) -> Self {
        self.prompt = Some(prompt.into());
        self
    }

    /// The tools the agent will have.
    pub fn registry(&self, setup: &Setup) -> ToolRegistry {
        let tools = if self.builtins {
            setup.tools()
        } else {
            ToolRegistry::new()
        };
        for t in &self.tools {
            tools.register_arc(t.clone());
        }
        tools
    }

    /// Resolves the model, connects to it and wires the agent. Fails when the config is
    /// broken, the model is unknown or its key is not set; the error says what to do.
    pub fn build(self) -> Result<Agent, SetupError> {
        let config = match &self.config {
            Some(c) => c.clone(),
            None => Config::load_default()?,
        };
        let setup = Setup::new(&config, &self.opts);
        let model = setup.resolve_model()?;
        let provider = model.connect()?;
        let tools = self.registry(&setup);
        let prompt = self.prompt.unwrap_or_else(|| EMBEDDED_PROMPT.to_owned());
        Ok(Agent::builder()
            .text_tool_fallback(model.tool_calls.reads_text_calls())
            .params(model.params)
            .provider(provider)
            .models(Arc::new(setup.models().clone()))
            .tools(tools)
            .gate(Arc::new(setup.gate()))
            .system_prompt(prompt)
            .workspace(&self.opts.workspace)
            .limits(setup.limits().clone())
            .build()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_and_base_url_come_from_the_arguments_in_either_spelling() {
        let e = Embed::new().args(["prog", "-m", "openai/x", "--verbose", "--base-url=http://h/v1"]);
        assert_eq!(e.opts.model.as_deref(), Some("openai/x"));
        assert_eq!(e.opts.base_url.as_deref(), Some("http://h/v1"));
        let e = Embed::new().args(["--model=anthropic/y", "--base-url", "http://z"]);
        assert_eq!(e.opts.model.as_deref(), Some("anthropic/y"));
        assert_eq!(e.opts.base_url.as_deref(), Some("http://z"));
        assert!(!e.opts.persist, "an embedded agent saves no session");
    }
}
