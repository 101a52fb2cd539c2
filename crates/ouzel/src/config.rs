//! `config.toml`: where it lives, what it holds, and errors that point at the line.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The user's configuration (`$XDG_CONFIG_HOME/ouzel/config.toml`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Default model, as `PROVIDER/MODEL`.
    pub model: Option<String>,
    /// Base URL for the default provider.
    pub base_url: Option<String>,
    /// Name of the environment variable holding the API key.
    pub api_key_env: Option<String>,
    /// Replaces the built-in system prompt.
    pub system_prompt: Option<String>,
    /// Directories outside the workspace that file tools may use (`{ path, writable }`).
    #[serde(default)]
    pub extra_dirs: Vec<ouzel_core::ExtraDir>,
    /// The session database (default `$XDG_DATA_HOME/ouzel/sessions.db`).
    pub sessions_db: Option<PathBuf>,
    /// Names of context files appended to the system prompt (default `["AGENTS.md"]`).
    pub context_files: Option<Vec<String>>,
    /// Loop limits.
    #[serde(default)]
    pub limits: LimitsConfig,
    /// Context window management.
    #[serde(default)]
    pub context: ContextConfig,
    /// Permission rules.
    #[serde(default)]
    pub permissions: PermissionsConfig,
    /// The `shell` tool.
    #[serde(default)]
    pub shell: ShellConfig,
    /// The `web_fetch` tool.
    #[serde(default)]
    pub web: WebConfig,
    /// The OS sandbox for `shell` and the git tools.
    #[serde(default)]
    pub sandbox: SandboxConfig,
    /// The git tools.
    #[serde(default)]
    pub git: GitConfig,
    /// Commands run at points of a run.
    #[serde(default)]
    pub hooks: crate::hooks::HooksConfig,
    /// Workspaces whose own hooks (`.ouzel/config.toml`, `.ouzel/settings.json`) run. A
    /// repository is not trusted by being opened: its hooks would run your credentials'
    /// programs before you read them. Read from the user's config only.
    #[serde(default)]
    pub trusted_projects: Vec<PathBuf>,
    /// Where skills are found besides the usual places, and which are off.
    #[serde(default)]
    pub skills: SkillsConfig,
    /// MCP servers whose tools join the agent's, as `NAME__TOOL`.
    #[serde(default)]
    pub mcp_servers: std::collections::BTreeMap<String, ouzel_mcp::McpServerConfig>,
    /// Providers added to (or changing) the built-in presets, used as `-m NAME/MODEL`.
    #[serde(default)]
    pub providers: std::collections::BTreeMap<String, crate::providers::ProviderConfig>,
    /// Default request limits for every provider, in seconds.
    pub timeouts: Option<ouzel_llm::Timeouts>,
    /// Checkpoints of each user turn's file changes (for `ouzel rewind`).
    #[serde(default)]
    pub checkpoints: CheckpointsConfig,
    /// Git worktrees made by `--worktree`.
    #[serde(default)]
    pub worktree: WorktreeConfig,
    /// OpenTelemetry traces (`[telemetry]`); `OTEL_EXPORTER_OTLP_ENDPOINT` turns them on too.
    #[serde(default)]
    pub telemetry: TelemetryConfig,
}

/// `[telemetry]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelemetryConfig {
    /// Base URL of the OTLP/HTTP collector (`http://localhost:4318`); spans go to
    /// `ENDPOINT/v1/traces`. Setting it turns export on.
    pub endpoint: Option<String>,
    /// Record prompts, answers, tool arguments and results in spans (default false).
    pub capture_content: Option<bool>,
    /// `service.name` of the spans (default `ouzel`).
    pub service_name: Option<String>,
}

/// `[checkpoints]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckpointsConfig {
    /// Keep checkpoints (default true).
    pub enabled: Option<bool>,
    /// Files larger than this many bytes are noticed but not kept, so not restorable
    /// (default 10 MiB).
    pub max_file_size: Option<u64>,
    /// Watch the workspace between calls (inotify, Linux) so a call that may reach all of it
    /// reuses the previous call's scan when nothing changed since (default true).
    pub watch: Option<bool>,
}

/// `[worktree]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorktreeConfig {
    /// The directory worktrees are made in (default: `REPO.worktrees` beside the repository).
    pub dir: Option<PathBuf>,
}

/// `[sandbox]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SandboxConfig {
    /// `read-only`, `workspace-write` (default) or `danger-full-access`.
    pub mode: Option<ouzel_tools::sandbox::SandboxMode>,
    /// Allow network access from sandboxed commands.
    #[serde(default)]
    pub network: bool,
    /// Writable directories besides the workspace and the session's temp dir.
    #[serde(default)]
    pub writable_roots: Vec<PathBuf>,
    /// Make all of the system temp dir writable to sandboxed commands, instead of a temp dir
    /// of the session's own (`TMPDIR`).
    #[serde(default)]
    pub shared_tmp: bool,
    /// Processes at once in a command's tree (0: no limit; default 1024).
    pub max_processes: Option<u32>,
    /// Address space per process, in MiB (0: no limit; default 16384).
    pub max_address_space_mb: Option<u64>,
    /// CPU seconds per process (0: no limit; default 3600).
    pub max_cpu_seconds: Option<u64>,
}

impl SandboxConfig {
    /// The resource limits: configured, else the defaults; 0 lifts one.
    pub fn limits(&self) -> ouzel_tools::sandbox::Limits {
        let d = ouzel_tools::sandbox::Limits::default();
        ouzel_tools::sandbox::Limits {
            max_processes: Self::limit(self.max_processes, d.max_processes),
            max_address_space_mb: Self::limit(self.max_address_space_mb, d.max_address_space_mb),
            max_cpu_seconds: Self::limit(self.max_cpu_seconds, d.max_cpu_seconds),
        }
    }

    fn limit<T: PartialEq + Default>(configured: Option<T>, default: Option<T>) -> Option<T> {
        match configured {
            Some(v) if v == T::default() => None,
            Some(v) => Some(v),
            None => default,
        }
    }
}

/// `[skills]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillsConfig {
    /// More directories holding skill folders (relative paths are relative to the workspace,
    /// `~/` to the home directory),
    /// searched after the project's and before the user's.
    #[serde(default)]
    pub dirs: Vec<PathBuf>,
    /// Names of skills not to offer.
    #[serde(default)]
    pub disabled: Vec<String>,
}

/// `[git]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GitConfig {
    /// Run the repository's hooks (`.git/hooks`, `core.hooksPath`) from the git tools. Off by
    /// default: a hook is a program the repository (or a model that wrote it) names.
    #[serde(default)]
    pub hooks: bool,
}

/// `[permissions]`: a decision per tool name, and `[[permissions.rules]]` matching arguments.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PermissionsConfig {
    /// Rules matching a tool's arguments.
    #[serde(default)]
    pub rules: Vec<RuleConfig>,
    /// Globs (relative to the workspace) of paths whose writing is always asked about; default
    /// [`ouzel_core::protected::DEFAULT_PROTECTED_PATHS`].
    pub protected_paths: Option<Vec<String>>,
    /// `tool = "allow" | "ask" | "deny"`.
    #[serde(flatten)]
    pub tools: std::collections::BTreeMap<String, DecisionConfig>,
}

fn default_protected() -> Vec<String> {
    ouzel_core::protected::DEFAULT_PROTECTED_PATHS
        .iter()
        .map(|p| (*p).to_owned())
        .collect()
}

/// A decision as written in config.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DecisionConfig {
    /// Run without asking.
    Allow,
    /// Ask a person (denied when headless).
    Ask,
    /// Never run.
    Deny,
}

impl From<DecisionConfig> for ouzel_core::Decision {
    fn from(d: DecisionConfig) -> Self {
        match d {
            DecisionConfig::Allow => Self::Allow,
            DecisionConfig::Ask => Self::Ask,
            DecisionConfig::Deny => Self::Deny,
        }
    }
}

/// One `[[permissions.rules]]` entry.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleConfig {
    /// The tool.
    pub tool: String,
    /// Command prefix, path glob or domain.
    pub pattern: String,
    /// What to do.
    pub decision: DecisionConfig,
}

/// `[context]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContextConfig {
    /// Fraction of the model's context window at which older turns are summarised (default
    /// 0.85): more than 0, at most 1.
    #[serde(default, deserialize_with = "fraction")]
    pub compact_threshold: Option<f64>,
    /// Assistant turns kept verbatim when compacting (default 4).
    pub keep_recent_turns: Option<usize>,
    /// The model's context window in tokens, overriding the built-in table.
    pub context_window: Option<u64>,
    /// Estimated tokens above which old tool outputs are shortened (default 100000).
    pub prune_budget_tokens: Option<u64>,
    /// Recent turns whose tool outputs are never shortened (default 6).
    pub prune_keep_turns: Option<usize>,
}

/// `[web]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebConfig {
    /// Let `web_fetch` reach loopback, private and link-local addresses (off: the tool is
    /// reachable by prompt injection and must not become a way into the user's network).
    #[serde(default)]
    pub allow_private: bool,
}

/// `[shell]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShellConfig {
    /// Credential-looking environment variables to pass to commands anyway.
    #[serde(default)]
    pub env_allow: Vec<String>,
}

/// `[limits]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsConfig {
    /// Model calls per run: 1 or more.
    #[serde(default, deserialize_with = "at_least_one")]
    pub max_iterations: Option<u32>,
    /// Token budget per run.
    pub max_tokens: Option<u64>,
    /// Wall-clock seconds per run.
    pub max_duration_secs: Option<u64>,
    /// Seconds per tool call.
    pub tool_timeout_secs: Option<u64>,
    /// Bytes one model response may stream.
    pub max_response_bytes: Option<u64>,
    /// Bytes of one tool call's arguments.
    pub max_tool_arguments_bytes: Option<u64>,
    /// Bytes of one line of a model's event stream.
    pub max_sse_line_bytes: Option<u64>,
}

/// `limits.max_iterations`: 0 would end every run before its first model call, doing nothing
/// and reporting success, so it is refused where it is written.
fn at_least_one<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    match Option::<u32>::deserialize(d)? {
        Some(0) => Err(serde::de::Error::custom(
            "`limits.max_iterations` must be 1 or more (0 would stop every run before its first model call)",
        )),
        n => Ok(n),
    }
}

/// `context.compact_threshold`: a fraction of the context window, more than 0 and at most 1.
fn fraction<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    match Option::<f64>::deserialize(d)? {
        Some(f) if !(f > 0.0 && f <= 1.0) => Err(serde::de::Error::custom(format!(
            "`context.compact_threshold` is a fraction of the context window, more than 0 and at most 1 (e.g. 0.85), found {f}"
        ))),
        f => Ok(f),
    }
}

impl LimitsConfig {
    /// The size limits on model responses, defaults where not set.
    pub fn stream_limits(&self) -> ouzel_llm::StreamLimits {
        let default = ouzel_llm::StreamLimits::default();
        ouzel_llm::StreamLimits {
            max_response_bytes: self.max_response_bytes.unwrap_or(default.max_response_bytes),
            max_tool_arguments_bytes: self
                .max_tool_arguments_bytes
                .unwrap_or(default.max_tool_arguments_bytes),
            max_sse_line_bytes: self.max_sse_line_bytes.unwrap_or(default.max_sse_line_bytes),
        }
    }
}

/// A configuration that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but could not be read.
    #[error("cannot read config file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The file is not valid TOML or has unknown or mistyped keys.
    #[error("config file {path}:{line}:{column}: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
}

impl Config {
    /// The default config file: `$XDG_CONFIG_HOME/ouzel/config.toml`, else
    /// `~/.config/ouzel/config.toml`.
    pub fn default_path() -> Option<PathBuf> {
        use etcetera::BaseStrategy;
        etcetera::choose_base_strategy()
            .ok()
            .map(|s| s.config_dir().join("ouzel").join("config.toml"))
    }

    /// Loads the default file; a missing file is an empty config.
    pub fn load_default() -> Result<Self, ConfigError> {
        match Self::default_path() {
            Some(p) => Self::load(&p),
            None => Ok(Self::default()),
        }
    }

    /// Loads a file; a missing file is an empty config.
    pub fn load(path: &Path) -> Result<Self, ConfigError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        Self::parse(&text, path)
    }

    /// Parses TOML text; `path` is used in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Self, ConfigError> {
        toml::from_str(text).map_err(|e| {
            let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
            ConfigError::Parse {
                path: path.to_owned(),
                line,
                column,
                message: plain_message(e.message()),
            }
        })
    }
}

/// The parser's message in a user's words: a "did you mean" for a mistyped key or value, and
/// types named as a person would ("a whole number", "text") rather than as Rust does (`u32`).
pub(crate) fn plain_message(message: &str) -> String {
    for (lead, what) in [("unknown field `", "key"), ("unknown variant `", "value")] {
        if let Some(rest) = message.strip_prefix(lead)
            && let Some((word, tail)) = rest.split_once('`')
        {
            let known: Vec<&str> = tail.split('`').skip(1).step_by(2).collect();
            let hint = ouzel_core::suggest::hint(word, known.iter().copied());
            let listed = if known.is_empty() {
                String::new()
            } else {
                format!(
                    " (expected one of {})",
                    known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
                )
            };
            return format!("unknown {what} `{word}`{hint}{listed}");
        }
    }
    for lead in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = message.strip_prefix(lead)
            && let Some((found, expected)) = rest.split_once(", expected ")
        {
            return format!("expected {}, found {}", type_words(expected), found_words(found));
        }
    }
    message.to_owned()
}

/// serde's name of an expected type, in words.
fn type_words(expected: &str) -> String {
    let t = expected.trim();
    let words = match t {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number (0 or more)",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "a string" | "string" | "a borrowed string" | "a character" | "char" => "text (in quotes)",
        "a boolean" | "bool" => "true or false",
        "a sequence" | "sequence" => "a list ([…])",
        "a map" | "map" => "a table",
        _ => return t.to_owned(),
    };
    words.to_owned()
}

/// serde's description of what was found, in words.
fn found_words(found: &str) -> String {
    let f = found.trim();
    if let Some(v) = f.strip_prefix("string ") {
        return format!("text {v}");
    }
    for (lead, noun) in [
        ("integer ", "the number "),
        ("floating point ", "the number "),
        ("boolean ", ""),
    ] {
        if let Some(v) = f.strip_prefix(lead) {
            return format!("{noun}{}", v.trim_matches('`'));
        }
    }
    match f {
        "sequence" => "a list".into(),
        "map" => "a table".into(),
        other => other.to_owned(),
    }
}

impl Config {
    /// The project's config file for a workspace: `DIR/.ouzel/config.toml`.
    pub fn project_path(workspace: &Path) -> PathBuf {
        workspace.join(".ouzel").join("config.toml")
    }

    /// Adds a project's permission rules. A project may tighten but not loosen the user's
    /// rules: its `allow` entries are ignored, and a warning for each is returned.
    pub fn merge_project(&mut self, project: Config, path: &Path) -> Vec<String> {
        let mut warnings = Vec::new();
        for (tool, decision) in project.permissions.tools {
            if decision == DecisionConfig::Allow {
                warnings.push(format!(
                    "{}: ignoring `{tool} = \"allow\"`: project config may tighten permissions, not loosen them",
                    path.display()
                ));
                continue;
            }
            let entry = self.permissions.tools.entry(tool).or_insert(decision);
            if (*entry == DecisionConfig::Allow) || (*entry == DecisionConfig::Ask && decision == DecisionConfig::Deny)
            {
                *entry = decision;
            }
        }
        for rule in project.permissions.rules {
            if rule.decision == DecisionConfig::Allow {
                warnings.push(format!(
                    "{}: ignoring the allow rule for `{}` `{}`: project config may tighten permissions, not loosen them",
                    path.display(),
                    rule.tool,
                    rule.pattern
                ));
                continue;
            }
            self.permissions.rules.push(rule);
        }
        // A project may protect more paths, never fewer.
        if let Some(more) = project.permissions.protected_paths {
            self.permissions
                .protected_paths
                .get_or_insert_with(default_protected)
                .extend(more);
        }
        warnings
    }

    /// The protected paths in force: `[permissions] protected_paths`, else the defaults.
    pub fn protected_paths(&self, workspace: &Path) -> ouzel_core::protected::ProtectedPaths {
        let patterns = self
            .permissions
            .protected_paths
            .clone()
            .unwrap_or_else(default_protected);
        ouzel_core::protected::ProtectedPaths::new(patterns, workspace)
    }

    /// The permission rules as a policy for the gate.
    pub fn rule_set(&self, workspace: &Path) -> ouzel_core::RuleSet {
        ouzel_core::RuleSet::new(
            self.permissions
                .tools
                .iter()
                .map(|(tool, d)| ouzel_core::ToolRule {
                    tool: tool.clone(),
                    decision: (*d).into(),
                })
                .collect(),
            self.permissions
                .rules
                .iter()
                .map(|r| ouzel_core::Rule {
                    tool: r.tool.clone(),
                    pattern: r.pattern.clone(),
                    decision: r.decision.into(),
                })
                .collect(),
            workspace,
        )
    }
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before
        .rfind('\n')
        .map_or(before.chars().count(), |nl| before[nl + 1..].chars().count())
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys serde accepts in the table `header` opens (from its own "expected one of"
    /// list); empty when the table takes any key.
    fn accepted_keys(header: &str) -> Vec<String> {
        let text = format!("{header}\n__probe__ = 1\n");
        let Err(ConfigError::Parse { message, .. }) = Config::parse(&text, Path::new("probe.toml")) else {
            return Vec::new();
        };
        match message.split_once("(expected one of ") {
            Some((_, list)) => list.split('`').skip(1).step_by(2).map(str::to_owned).collect(),
            None => Vec::new(),
        }
    }

    /// A line of the reference that starts a row for `prefix` names `key` as a whole word.
    fn documented(doc: &str, prefix: &str, key: &str) -> bool {
        let word = |line: &str| {
            line.match_indices(key).any(|(i, _)| {
                let before = line[..i]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                let after = line[i + key.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                before && after
            })
        };
        doc.lines()
            .filter(|l| l.starts_with("| `"))
            .any(|l| l.contains(&format!("`{prefix}")) && word(l))
    }

    #[test]
    fn the_configuration_reference_lists_every_accepted_key() {
        let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/configuration.md"))
            .expect("docs/configuration.md");
        let mut missing = Vec::new();
        let top = accepted_keys("");
        assert!(top.contains(&"web".to_owned()), "{top:?}");
        let mut tables: Vec<(String, String)> = Vec::new();
        for key in &top {
            if !documented(&doc, key, key) {
                missing.push(key.clone());
            }
            tables.push((format!("[{key}]"), key.clone()));
        }
        tables.push(("[mcp_servers.NAME]".into(), "mcp_servers.NAME".into()));
        tables.push(("[providers.NAME]".into(), "providers.NAME".into()));
        tables.push((
            "[providers.NAME.models.\"MODEL\"]".into(),
            "providers.NAME.models".into(),
        ));
        for (header, prefix) in tables {
            for key in accepted_keys(&header) {
                if !documented(&doc, &prefix, &key) {
                    missing.push(format!("{prefix}.{key}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "docs/configuration.md does not document: {missing:?}"
        );
    }

    #[test]
    fn parse_errors_suggest_keys_and_name_types_in_words() {
        let err = Config::parse("[limits]\nmax_iteratons = 3\n", Path::new("c.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("config file c.toml:2:1: unknown key `max_iteratons`; did you mean `max_iterations`?"),
            "{err}"
        );
        let err = Config::parse("[limits]\nmax_iterations = \"x\"\n", Path::new("c.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            err.ends_with("expected a whole number (0 or more), found text \"x\""),
            "{err}"
        );
        let err = Config::parse("modle = \"openai/x\"\n", Path::new("c.toml"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("did you mean `model`?"), "{err}");
        assert!(!err.contains("u32") && !err.contains("string scalar"), "{err}");
    }

    #[test]
    fn values_that_would_silently_break_a_run_are_refused_with_their_key_and_line() {
        let err = Config::parse("[limits]\nmax_iterations = 0\n", Path::new("c.toml"))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("config file c.toml:2:") && err.contains("`limits.max_iterations` must be 1 or more"),
            "{err}"
        );
        for bad in ["7.5", "0.0", "-0.5", "nan"] {
            let err = Config::parse(&format!("[context]\ncompact_threshold = {bad}\n"), Path::new("c.toml"))
                .unwrap_err()
                .to_string();
            assert!(
                err.starts_with("config file c.toml:2:") && err.contains("`context.compact_threshold` is a fraction"),
                "{bad}: {err}"
            );
        }
        let ok = Config::parse(
            "[limits]\nmax_iterations = 1\n[context]\ncompact_threshold = 1.0\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(ok.limits.max_iterations, Some(1));
        assert_eq!(ok.context.compact_threshold, Some(1.0));
    }

    #[test]
    fn sandbox_limits_default_generously_and_zero_lifts_one() {
        let c = Config::parse("", Path::new("/c")).unwrap();
        assert_eq!(c.sandbox.limits(), ouzel_tools::sandbox::Limits::default());
        assert!(!c.sandbox.shared_tmp);
        let c = Config::parse(
            "[sandbox]\nmax_processes = 0\nmax_cpu_seconds = 60\nshared_tmp = true\n",
            Path::new("/c"),
        )
        .unwrap();
        let l = c.sandbox.limits();
        assert_eq!(l.max_processes, None);
        assert_eq!(l.max_cpu_seconds, Some(60));
        assert_eq!(
            l.max_address_space_mb,
            ouzel_tools::sandbox::Limits::default().max_address_space_mb
        );
        assert!(c.sandbox.shared_tmp);
    }

    #[test]
    fn parse_errors_name_file_line_and_column() {
        let err = Config::parse("model = \"openai/gpt-4o\"\nbase_url = 3\n", Path::new("/c/config.toml")).unwrap_err();
        let msg = err.to_string();
        assert!(msg.starts_with("config file /c/config.toml:2:12:"), "{msg}");
    }

    #[test]
    fn protected_paths_are_configured_and_a_project_only_adds() {
        let mut user = Config::parse("[permissions]\nprotected_paths = [\".git\"]\n", Path::new("u")).unwrap();
        assert!(user.protected_paths(Path::new("/w")).pattern_for(".envrc").is_none());
        assert!(
            user.protected_paths(Path::new("/w"))
                .pattern_for(".git/config")
                .is_some()
        );
        let project = Config::parse("[permissions]\nprotected_paths = [\"Makefile\"]\n", Path::new("p")).unwrap();
        user.merge_project(project, Path::new("p"));
        let p = user.protected_paths(Path::new("/w"));
        assert!(p.pattern_for("Makefile").is_some() && p.pattern_for(".git/config").is_some());
        let defaults = Config::default().protected_paths(Path::new("/w"));
        assert!(defaults.pattern_for(".envrc").is_some());
    }

    #[test]
    fn unknown_keys_are_errors() {
        let err = Config::parse("modle = \"x\"\n", Path::new("c.toml")).unwrap_err();
        assert!(err.to_string().contains("c.toml:1:1"), "{err}");
        assert!(err.to_string().contains("modle"), "{err}");
    }

    #[test]
    fn permission_rules_parse_and_bad_decisions_point_at_the_line() {
        let c = Config::parse(
            "[permissions]\nwrite_file = \"allow\"\n[[permissions.rules]]\ntool = \"shell\"\npattern = \"git status\"\ndecision = \"allow\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(c.permissions.tools["write_file"], DecisionConfig::Allow);
        assert_eq!(c.permissions.rules[0].pattern, "git status");
        let err = Config::parse(
            "[[permissions.rules]]\ntool = \"shell\"\npattern = \"ls\"\ndecision = \"alow\"\n",
            Path::new("c.toml"),
        )
        .unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("c.toml:4:") && msg.contains("allow"), "{msg}");
    }

    #[test]
    fn project_rules_tighten_but_never_loosen() {
        let mut user = Config::parse("[permissions]\nshell = \"allow\"\n", Path::new("u")).unwrap();
        let project = Config::parse(
            "[permissions]\nshell = \"deny\"\nwrite_file = \"allow\"\n",
            Path::new("p"),
        )
        .unwrap();
        let warnings = user.merge_project(project, Path::new("p"));
        assert_eq!(user.permissions.tools["shell"], DecisionConfig::Deny);
        assert!(!user.permissions.tools.contains_key("write_file"));
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn missing_file_is_empty_config() {
        let c = Config::load(Path::new("/nonexistent/ouzel/config.toml")).unwrap();
        assert!(c.model.is_none());
    }
}
