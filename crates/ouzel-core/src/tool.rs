//! Tools: their definitions (the one place risk, effects, cacheability and TTL are decided),
//! the [`Tool`] trait, and the [`ToolRegistry`].

use crate::ids::{SessionId, ToolCallId};
use async_trait::async_trait;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock, RwLock};
use std::time::Duration;
use tokio_util::sync::CancellationToken;

/// How much harm a tool can do; decides whether a call needs approval.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Risk {
    /// Reads and searches: run without asking.
    Low,
    /// Local, reversible changes (create, edit, commit): asks unless trusted.
    Medium,
    /// Destructive or outward-facing actions (delete, shell, push, web): always asks.
    High,
}

impl std::fmt::Display for Risk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Risk::Low => "low",
            Risk::Medium => "medium",
            Risk::High => "high",
        })
    }
}

/// What kind of work a tool does; used for listing and for toolsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ToolCategory {
    /// Files in the workspace.
    Filesystem,
    /// Searching code.
    Search,
    /// Git operations.
    Git,
    /// Shell commands.
    Shell,
    /// Running tests.
    Testing,
    /// Network access.
    Web,
    /// Project scaffolding.
    Scaffold,
    /// Another agent called as a tool.
    Agent,
    /// A tool served by an MCP server.
    Mcp,
    /// Anything else.
    Other,
}

/// Everything the runtime needs to know about a tool. Behaviour is decided from these fields,
/// never from lists of tool names elsewhere.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolDefinition {
    /// Unique name the model calls the tool by.
    pub name: String,
    /// What the tool does, written for a model.
    pub description: String,
    /// JSON Schema of the arguments object.
    pub input_schema: ToolSchema,
    /// Approval tier.
    pub risk: Risk,
    /// Kind of work.
    pub category: ToolCategory,
    /// What the tool's calls do: read only (and whether results are cached), write the paths
    /// they touch, or effects nobody can predict. Decides batching, early start, caching and
    /// what a call invalidates.
    pub effects: Effects,
    /// Where the tool comes from. Read this, never the name, to tell an MCP server's tools
    /// (whose registered names are sanitised and cut to 64 characters) from others.
    pub origin: Origin,
    /// Which argument permission rules match against (a command, paths, a URL).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub subject: Option<Subject>,
}

/// A tool's JSON Schema, shared: the registry, every request's tool list and the validator hold
/// the same value rather than copies (copying the built-in tools' schemas into the registry and
/// the first request, and dropping the copies at exit, was a seventh of a short run's
/// instructions; issue 21). Reads through `Deref`; a write (`DerefMut`) copies the schema first
/// if another holder shares it.
///
/// A schema known when ouzel is built ([`ToolSchema::from_json_text`]) stays text until
/// something reads it as a value, and a wire writing JSON sends that text as it is
/// ([`ToolSchema::as_json`]): generating the built-in tools' schemas at every start, and
/// serialising them into the first request, was a third of the instructions before it.
#[derive(Clone, Default)]
pub struct ToolSchema(Arc<SchemaRepr>);

#[derive(Clone, Default)]
struct SchemaRepr {
    /// The schema as JSON text, while it is the schema (a write drops it).
    text: Option<&'static str>,
    /// The schema as a value: given, or parsed from `text` on the first read.
    value: OnceLock<Value>,
}

impl ToolSchema {
    /// A schema given as JSON text (a table generated from the arguments' types and checked
    /// against them by a test). It is parsed on the first read as a value;
    /// [`ToolSchema::as_json`] writes the text as it is.
    ///
    /// # Panics
    /// On the first read as a value, if `text` is not JSON.
    pub fn from_json_text(text: &'static str) -> Self {
        Self(Arc::new(SchemaRepr {
            text: Some(text),
            value: OnceLock::new(),
        }))
    }

    /// The schema as JSON text, when it was given as text and not changed since.
    pub fn json_text(&self) -> Option<&'static str> {
        self.0.text
    }

    /// The schema as a value.
    fn value(&self) -> &Value {
        self.0.value.get_or_init(|| match self.0.text {
            Some(text) => serde_json::from_str(text).expect("a tool schema given as text is JSON"),
            None => Value::Null,
        })
    }

    /// The schema as an owned value (a copy only if it is shared).
    pub fn into_value(self) -> Value {
        let _ = self.value();
        match Arc::try_unwrap(self.0) {
            Ok(repr) => repr.value.into_inner().unwrap_or_default(),
            Err(shared) => shared.value.get().cloned().unwrap_or_default(),
        }
    }
}

impl From<Value> for ToolSchema {
    fn from(value: Value) -> Self {
        Self(Arc::new(SchemaRepr {
            text: None,
            value: OnceLock::from(value),
        }))
    }
}

impl std::ops::Deref for ToolSchema {
    type Target = Value;
    fn deref(&self) -> &Value {
        self.value()
    }
}

impl std::ops::DerefMut for ToolSchema {
    /// The value to change: a copy if the schema is shared; no longer its text.
    fn deref_mut(&mut self) -> &mut Value {
        let _ = self.value();
        let repr = Arc::make_mut(&mut self.0);
        repr.text = None;
        repr.value.get_mut().expect("read just above")
    }
}

impl std::fmt::Debug for ToolSchema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.value(), f)
    }
}

impl std::fmt::Display for ToolSchema {
    /// The schema as compact JSON.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.text {
            Some(text) => f.write_str(text),
            None => std::fmt::Display::fmt(self.value(), f),
        }
    }
}

impl PartialEq for ToolSchema {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.value() == other.value()
    }
}

impl PartialEq<Value> for ToolSchema {
    fn eq(&self, other: &Value) -> bool {
        self.value() == other
    }
}

impl Serialize for ToolSchema {
    /// As the value, whatever the serialiser. A wire that writes JSON takes the text as it is
    /// instead ([`ToolSchema::as_json`]).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value().serialize(s)
    }
}

impl ToolSchema {
    /// The schema for serde_json to write: its text as it is when it has one (no value built,
    /// walked or escaped again), else its value. Only for serde_json: other serialisers do not
    /// know its raw values.
    pub fn as_json(&self) -> SchemaJson<'_> {
        SchemaJson(self)
    }
}

/// [`ToolSchema::as_json`].
#[derive(Debug, Clone, Copy)]
pub struct SchemaJson<'a>(&'a ToolSchema);

impl Serialize for SchemaJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.0.text.map(serde_json::from_str::<&serde_json::value::RawValue>) {
            Some(Ok(raw)) => raw.serialize(s),
            _ => self.0.value().serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for ToolSchema {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Value::deserialize(d).map(Self::from)
    }
}

/// Where a tool comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Origin {
    /// Part of the program: ouzel's own tools, or an embedder's.
    BuiltIn,
    /// Served by an MCP server.
    Mcp {
        /// The server's name in config (`[mcp_servers.NAME]`).
        server: String,
        /// The server's own name for the tool (the registered name may differ).
        tool: String,
    },
    /// An agent called as a tool.
    Agent,
}

impl Origin {
    /// The MCP server serving the tool, if one does.
    pub fn mcp_server(&self) -> Option<&str> {
        match self {
            Self::Mcp { server, .. } => Some(server),
            _ => None,
        }
    }
}

/// What a tool's calls do to the world. One value instead of independent flags, so a tool
/// cannot be "read-only with unknown effects" or "cacheable but writing".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Effects {
    /// Changes nothing: calls share a batch with their read-only neighbours and may start while
    /// the model's answer is still streaming.
    ReadOnly {
        /// Whether results may be served from the cache, and for how long.
        cache: CachePolicy,
    },
    /// Writes the paths its calls touch ([`Tool::touched_paths`]): each call runs alone, and
    /// drops cached reads of those paths (every cached result when it names none).
    Writes,
    /// Effects nobody can predict (a shell command, another agent): each call runs alone and
    /// drops every cached result.
    Unknown,
}

impl Effects {
    /// Read-only, results cached for [`CachePolicy::DEFAULT_TTL`].
    pub const fn read_only() -> Self {
        Self::ReadOnly {
            cache: CachePolicy::For(CachePolicy::DEFAULT_TTL),
        }
    }

    /// Read-only, results cached for `ttl`.
    pub const fn cached_for(ttl: Duration) -> Self {
        Self::ReadOnly {
            cache: CachePolicy::For(ttl),
        }
    }

    /// Read-only, results never cached (they can change behind our back: a remote server).
    pub const fn read_only_uncached() -> Self {
        Self::ReadOnly {
            cache: CachePolicy::Never,
        }
    }

    /// Whether calls change nothing.
    pub const fn is_read_only(self) -> bool {
        matches!(self, Self::ReadOnly { .. })
    }

    /// Whether a call must run in a batch of its own: anything that is not read-only.
    pub const fn runs_alone(self) -> bool {
        !self.is_read_only()
    }

    /// How long a result may be served from the cache; `None` when it may not be.
    pub const fn cache_ttl(self) -> Option<Duration> {
        match self {
            Self::ReadOnly {
                cache: CachePolicy::For(ttl),
            } => Some(ttl),
            _ => None,
        }
    }
}

/// Whether a read-only tool's results are served from the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CachePolicy {
    /// Never: every call runs.
    Never,
    /// For this long after the call (a cached read is also dropped when its files change).
    For(Duration),
}

impl CachePolicy {
    /// The lifetime of cached results when a tool names none.
    pub const DEFAULT_TTL: Duration = Duration::from_secs(30);
}

impl Serialize for CachePolicy {
    /// Seconds a result stays fresh, or `null` when results are not cached.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Never => s.serialize_none(),
            Self::For(ttl) => s.serialize_f64(ttl.as_secs_f64()),
        }
    }
}

/// The argument permission rules look at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Subject {
    /// A shell command line, matched by parsed command prefix.
    Command {
        /// The argument holding the command.
        arg: String,
    },
    /// Paths, matched by glob.
    Path {
        /// The arguments holding paths.
        args: Vec<String>,
    },
    /// A URL, matched by domain.
    Url {
        /// The argument holding the URL.
        arg: String,
    },
}

impl ToolDefinition {
    /// A definition whose schema is generated from the typed arguments struct `A`.
    /// Starts as Low risk, writing the paths it touches; use the `with_*` methods to set the rest.
    pub fn for_args<A: JsonSchema>(name: impl Into<String>, description: impl Into<String>) -> Self {
        Self::new(name, description, schema_for::<A>())
    }

    /// A definition with a schema given as JSON (for tools we don't own, like MCP tools).
    pub fn new(name: impl Into<String>, description: impl Into<String>, input_schema: impl Into<ToolSchema>) -> Self {
        Self {
            name: name.into(),
            description: description.into(),
            input_schema: input_schema.into(),
            risk: Risk::Low,
            category: ToolCategory::Other,
            effects: Effects::Writes,
            origin: Origin::BuiltIn,
            subject: None,
        }
    }

    /// Sets the risk tier.
    pub fn with_risk(mut self, risk: Risk) -> Self {
        self.risk = risk;
        self
    }

    /// Sets the category.
    pub fn with_category(mut self, category: ToolCategory) -> Self {
        self.category = category;
        self
    }

    /// Sets what the tool's calls do.
    pub fn with_effects(mut self, effects: Effects) -> Self {
        self.effects = effects;
        self
    }

    /// Sets where the tool comes from (default: built in).
    pub fn with_origin(mut self, origin: Origin) -> Self {
        self.origin = origin;
        self
    }

    /// Sets which argument permission rules match against.
    pub fn with_subject(mut self, subject: Subject) -> Self {
        self.subject = Some(subject);
        self
    }

    /// The argument that names what a call acts on, for showing the call in one line: the
    /// subject (command, first path, URL), else the first required string argument.
    pub fn key_argument<'a>(&self, input: &'a Value) -> Option<&'a str> {
        let obj = input.as_object()?;
        let named = |arg: &str| obj.get(arg).and_then(Value::as_str).filter(|s| !s.is_empty());
        let subject = match &self.subject {
            Some(Subject::Command { arg }) | Some(Subject::Url { arg }) => named(arg),
            Some(Subject::Path { args }) => args.iter().find_map(|a| named(a)),
            None => None,
        };
        subject.or_else(|| {
            self.input_schema
                .get("required")?
                .as_array()?
                .iter()
                .filter_map(Value::as_str)
                .find_map(named)
        })
    }
}

/// JSON Schema for an arguments type, inlined and without meta keys, as providers want it.
///
/// Generated once per type and process: generating it is most of building a tool, and the
/// facade builds several built-in tools twice (the defaults, then the configured ones), which
/// made schema generation the largest part of start-up (issue 21).
pub fn schema_for<A: JsonSchema>() -> ToolSchema {
    type Key = (&'static str, std::borrow::Cow<'static, str>);
    static SCHEMAS: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<Key, ToolSchema>>> =
        std::sync::OnceLock::new();
    // The type's name and schemars' id together: either alone could in principle be shared.
    let key: Key = (std::any::type_name::<A>(), A::schema_id());
    let cache = SCHEMAS.get_or_init(Default::default);
    if let Some(schema) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return schema.clone();
    }
    let schema = ToolSchema::from(generate_schema::<A>());
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, schema.clone());
    schema
}

fn generate_schema<A: JsonSchema>() -> Value {
    let mut settings = schemars::generate::SchemaSettings::draft2020_12();
    settings.inline_subschemas = true;
    let schema = settings.into_generator().into_root_schema_for::<A>();
    // The schema's own value, with its keywords put in the order schemars serialises them in:
    // serialising it into a new value instead was four fifths of generating it, and the
    // largest part of start-up (issue 21).
    let mut value = schema.to_value();
    order_keywords(&mut value);
    if let Some(obj) = value.as_object_mut() {
        obj.remove("$schema");
        obj.remove("title");
        obj.entry("properties").or_insert_with(|| serde_json::json!({}));
    }
    value
}

/// Puts a schema's keywords in schemars' serialisation order, in place and at every level:
/// identity, title, description, type, format and properties first, definitions last, the rest
/// as generated. What providers receive stays byte for byte what it was when the schema was
/// serialised to be reordered (prompt caches keyed on the tools' text stay warm).
fn order_keywords(schema: &mut Value) {
    const FIRST: [&str; 7] = ["$id", "$schema", "title", "description", "type", "format", "properties"];
    const LAST: [&str; 2] = ["$defs", "definitions"];
    match schema {
        Value::Array(items) => items.iter_mut().for_each(order_keywords),
        Value::Object(map) => {
            // Each key's place: its slot in FIRST, then everything else (in the order generated:
            // the sort is stable), then LAST.
            let rank = |key: &str| match FIRST.iter().position(|k| *k == key) {
                Some(i) => i,
                None => FIRST.len() + 1 + LAST.iter().position(|k| *k == key).map_or(0, |i| i + 1),
            };
            if !map.keys().map(|k| rank(k)).is_sorted() {
                // Moved, not shifted key by key: every shift re-indexes the map's table.
                let mut entries: Vec<(String, Value)> = std::mem::take(map).into_iter().collect();
                entries.sort_by_key(|(key, _)| rank(key));
                *map = entries.into_iter().collect();
            }
            for (key, value) in map.iter_mut() {
                match key.as_str() {
                    // Plain values, not schemas.
                    "examples" | "default" => {}
                    k if k.starts_with("x-") => {}
                    // Maps of names to schemas: the names keep their order, the schemas are ordered.
                    "properties" | "patternProperties" | "dependentSchemas" | "$defs" | "definitions" => {
                        if let Value::Object(named) = value {
                            named.values_mut().for_each(order_keywords);
                        }
                    }
                    _ => order_keywords(value),
                }
            }
        }
        _ => {}
    }
}

/// Deserializes a tool's arguments into its typed struct, with an error a model can act on.
pub fn parse_args<A: DeserializeOwned>(input: &Value) -> Result<A, ToolError> {
    A::deserialize(input).map_err(|e| ToolError::InvalidArguments { message: e.to_string() })
}

/// What a tool returns to the model.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ToolOutput {
    /// The text the model sees.
    pub content: String,
    /// Structured extras for UIs (an exit code, a count); not sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Value>,
    /// What the call changed in a file, as a unified diff, for the screen; not sent to the
    /// model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
}

impl ToolOutput {
    /// Output made of text only.
    pub fn text(content: impl Into<String>) -> Self {
        Self {
            content: content.into(),
            metadata: None,
            diff: None,
        }
    }

    /// Attaches structured metadata.
    pub fn with_metadata(mut self, metadata: Value) -> Self {
        self.metadata = Some(metadata);
        self
    }

    /// Attaches the unified diff of what the call changed.
    pub fn with_diff(mut self, diff: impl Into<String>) -> Self {
        self.diff = Some(diff.into());
        self
    }
}

/// Why a tool call failed. Every variant becomes an `is_error` result for the model.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ToolError {
    /// The arguments do not fit the tool's schema.
    #[error("invalid arguments: {message}")]
    InvalidArguments {
        /// What is wrong, naming the field.
        message: String,
    },
    /// A named thing does not exist.
    #[error("not found: {what}")]
    NotFound {
        /// What was looked for.
        what: String,
    },
    /// A path resolves outside the workspace root.
    #[error("path `{path}` is outside the workspace {root}; only paths inside it are allowed")]
    OutsideWorkspace {
        /// The path as given.
        path: String,
        /// The workspace root.
        root: String,
    },
    /// The permission gate refused the call.
    #[error("permission denied: {reason}")]
    PermissionDenied {
        /// Why, and how to allow it.
        reason: String,
    },
    /// The call took too long.
    #[error("timed out after {after_ms} ms")]
    Timeout {
        /// The limit that fired.
        after_ms: u64,
    },
    /// The call was cancelled.
    #[error("cancelled by user")]
    Cancelled,
    /// An I/O operation failed.
    #[error("{context}: {source}")]
    Io {
        /// What was being done, naming the path.
        context: String,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// A failure that may succeed if tried again (a busy resource, a flaky network).
    #[error("{message}")]
    Transient {
        /// What happened.
        message: String,
    },
    /// Any other failure, described for the model.
    #[error("{message}")]
    Failed {
        /// What happened.
        message: String,
    },
}

impl ToolError {
    /// A plain failure with a message.
    pub fn failed(message: impl Into<String>) -> Self {
        Self::Failed {
            message: message.into(),
        }
    }

    /// An I/O failure with context.
    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        Self::Io {
            context: context.into(),
            source,
        }
    }

    /// Whether retrying the same call could succeed.
    pub fn is_retryable(&self) -> bool {
        match self {
            Self::Transient { .. } => true,
            Self::Io { source, .. } => matches!(
                source.kind(),
                std::io::ErrorKind::Interrupted | std::io::ErrorKind::WouldBlock
            ),
            _ => false,
        }
    }
}

/// A directory outside the workspace that file tools may also use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExtraDir {
    /// The directory.
    pub path: PathBuf,
    /// Whether tools may write under it (otherwise read-only).
    #[serde(default)]
    pub writable: bool,
}

/// What a tool may know about the call it serves.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ToolContext {
    /// The workspace root every path is resolved against (absolute, canonical).
    pub workspace: PathBuf,
    /// Directories outside the workspace that file tools may also use.
    pub extra_dirs: Arc<[ExtraDir]>,
    /// The id of this call.
    pub call_id: ToolCallId,
    /// The session the call belongs to.
    pub session_id: SessionId,
    /// Fires when the user cancels; long-running tools must watch it.
    pub cancel: CancellationToken,
    /// The event stream of the run making the call, with its nesting depth and token usage.
    /// A tool that runs an agent starts it on [`Emitter::nested`](crate::Emitter::nested) of
    /// this, so its events reach the same stream and its usage counts for the caller. `None`
    /// when the call does not come from a run (a direct call, an MCP client).
    pub events: Option<crate::emit::Emitter>,
    /// Where file tools read and write text when the front holds the files (an editor's
    /// buffers); `None`: the disk.
    pub files: Option<Arc<dyn crate::files::FileAccess>>,
    /// Reaches the other tools of the run, and the agents registered as tools, by name
    /// ([`Self::call`]). `None` when the call does not come from an executor.
    pub tools: Option<Arc<dyn CallTools>>,
}

/// Runs tools by name for a tool that calls others (llm-do's `ctx.deps.call_agent`): the
/// executor's handle, so a nested call passes the same checks as a model's (arguments, hooks,
/// permission gate) and its events join the calling run's stream.
#[async_trait]
pub trait CallTools: Send + Sync + std::fmt::Debug {
    /// Runs `name` with `input` as a call nested in `ctx`'s; the text it returned, or its
    /// failure.
    async fn call_tool(&self, name: &str, input: Value, ctx: &ToolContext) -> Result<String, ToolError>;
}

impl ToolContext {
    /// A context for one call.
    pub fn new(
        workspace: impl Into<PathBuf>,
        call_id: ToolCallId,
        session_id: SessionId,
        cancel: CancellationToken,
    ) -> Self {
        Self {
            workspace: workspace.into(),
            extra_dirs: Arc::from(Vec::new()),
            call_id,
            session_id,
            cancel,
            events: None,
            files: None,
            tools: None,
        }
    }

    /// Sets the handle that reaches other tools by name.
    pub fn with_tools(mut self, tools: Arc<dyn CallTools>) -> Self {
        self.tools = Some(tools);
        self
    }

    /// Calls the tool (or agent registered as a tool) `name` with `input`, as a call nested in
    /// this one: it passes the permission gate like a model's call. Returns the text the tool
    /// returned; a tool that failed, or a name that is not a tool, is an error.
    pub async fn call(&self, name: &str, input: Value) -> Result<String, ToolError> {
        match &self.tools {
            Some(tools) => tools.call_tool(name, input, self).await,
            None => Err(ToolError::failed(format!(
                "cannot call `{name}` from here: only a call made by an agent's executor reaches other tools"
            ))),
        }
    }

    /// Has file tools read and write through `files` (an editor's buffers) instead of the disk.
    pub fn with_files(mut self, files: Option<Arc<dyn crate::files::FileAccess>>) -> Self {
        self.files = files;
        self
    }

    /// Sets the event stream of the calling run.
    pub fn with_events(mut self, events: crate::emit::Emitter) -> Self {
        self.events = Some(events);
        self
    }

    /// How deeply the calling run is nested (0 at the top level or outside a run).
    pub fn depth(&self) -> usize {
        self.events.as_ref().map_or(0, crate::emit::Emitter::depth)
    }

    /// Allows these directories besides the workspace.
    pub fn with_extra_dirs(mut self, dirs: Arc<[ExtraDir]>) -> Self {
        self.extra_dirs = dirs;
        self
    }
}

/// A capability the model can call.
#[async_trait]
pub trait Tool: Send + Sync {
    /// The tool's definition; the same value on every call.
    fn definition(&self) -> &ToolDefinition;

    /// Runs the tool.
    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError>;

    /// The paths (relative to the workspace or absolute) this call reads or writes; used to
    /// order conflicting calls and to invalidate cached results. The default guesses from
    /// argument names, which is only right for tools we don't own.
    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        guess_paths(input)
    }

    /// [`Tool::touched_paths`] for a call in `workspace`, for a tool that must look at the
    /// files to know where it writes (a copy into an existing directory lands inside it; a
    /// directory's entries land one by one). The executor asks this one, and the permission
    /// gate checks every path it gives against the protected paths. It runs before every call
    /// of the tool: keep it quick. The default gives [`Tool::touched_paths`].
    fn touched_paths_in(&self, input: &Value, workspace: &Path) -> Vec<PathBuf> {
        let _ = workspace;
        self.touched_paths(input)
    }

    /// What this call would change, shown to the person asked to approve it: for a file write,
    /// a unified diff against the file on disk. Runs only when someone is asked, and must change
    /// nothing. The default shows nothing beyond the arguments.
    async fn preview(&self, _input: &Value, _ctx: &ToolContext) -> Option<String> {
        None
    }
}

/// Guesses touched paths from conventional argument names.
pub fn guess_paths(input: &Value) -> Vec<PathBuf> {
    const KEYS: [&str; 9] = [
        "path",
        "file_path",
        "file",
        "source",
        "destination",
        "src",
        "dest",
        "directory",
        "dir",
    ];
    let Some(obj) = input.as_object() else {
        return Vec::new();
    };
    KEYS.iter()
        .filter_map(|k| obj.get(*k).and_then(Value::as_str))
        .map(PathBuf::from)
        .collect()
}

#[async_trait]
impl<T: Tool + ?Sized> Tool for Arc<T> {
    fn definition(&self) -> &ToolDefinition {
        (**self).definition()
    }
    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        (**self).call(input, ctx).await
    }
    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        (**self).touched_paths(input)
    }
    fn touched_paths_in(&self, input: &Value, workspace: &Path) -> Vec<PathBuf> {
        (**self).touched_paths_in(input, workspace)
    }
    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        (**self).preview(input, ctx).await
    }
}

/// The tools an agent can call, by name. Cheap to clone; clones share the same set, so tools
/// registered later (an MCP server that finished starting) are seen by every holder.
#[derive(Clone, Default)]
pub struct ToolRegistry {
    tools: Arc<RwLock<BTreeMap<String, Arc<dyn Tool>>>>,
    /// Bumped (under the write lock) on every change, so a caller can keep what it derived
    /// from the set until the set changes ([`Self::specs_if_changed`]).
    version: Arc<std::sync::atomic::AtomicU64>,
}

impl std::fmt::Debug for ToolRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl ToolRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, BTreeMap<String, Arc<dyn Tool>>> {
        // A poisoned lock only means a panic elsewhere while holding it; the map itself is valid.
        self.tools.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds a tool, replacing any tool of the same name (so an agent can be swapped for a tool).
    pub fn register(&self, tool: impl Tool + 'static) {
        self.register_arc(Arc::new(tool));
    }

    /// Adds a shared tool.
    pub fn register_arc(&self, tool: Arc<dyn Tool>) {
        let name = tool.definition().name.clone();
        let mut tools = self.tools.write().unwrap_or_else(|e| e.into_inner());
        tools.insert(name, tool);
        self.version.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }

    /// Removes a tool by name.
    pub fn unregister(&self, name: &str) -> Option<Arc<dyn Tool>> {
        let mut tools = self.tools.write().unwrap_or_else(|e| e.into_inner());
        let removed = tools.remove(name);
        self.version.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        removed
    }

    /// What a model request lists of every tool, sorted by name, with the version of the set it
    /// was made from; `None` when the set is still at `version`, so the caller's copy is
    /// current (a request per turn then copies no schema).
    pub fn specs_if_changed(&self, version: Option<u64>) -> Option<(u64, Arc<[crate::provider::ToolSpec]>)> {
        let tools = self.read();
        let now = self.version.load(std::sync::atomic::Ordering::SeqCst);
        if version == Some(now) {
            return None;
        }
        Some((
            now,
            tools
                .values()
                .map(|t| crate::provider::ToolSpec::from(t.definition()))
                .collect(),
        ))
    }

    /// The tool with this name.
    pub fn get(&self, name: &str) -> Option<Arc<dyn Tool>> {
        self.read().get(name).cloned()
    }

    /// All definitions, sorted by name (stable, so provider prompt caches stay warm).
    pub fn list(&self) -> Vec<ToolDefinition> {
        self.read().values().map(|t| t.definition().clone()).collect()
    }

    /// Definitions in one category.
    pub fn list_by_category(&self, category: ToolCategory) -> Vec<ToolDefinition> {
        self.read()
            .values()
            .map(|t| t.definition())
            .filter(|d| d.category == category)
            .cloned()
            .collect()
    }

    /// Tool names, sorted.
    pub fn names(&self) -> Vec<String> {
        self.read().keys().cloned().collect()
    }

    /// Number of tools.
    pub fn len(&self) -> usize {
        self.read().len()
    }

    /// Whether there are no tools.
    pub fn is_empty(&self) -> bool {
        self.read().is_empty()
    }

    /// A new registry holding only the named tools that exist here.
    pub fn subset<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> Self {
        let out = Self::new();
        for name in names {
            if let Some(t) = self.get(name) {
                out.register_arc(t);
            }
        }
        out
    }
}

/// Resolves `path` lexically against `root` (no filesystem access): `.` and `..` are folded.
/// Used to compare touched paths; confinement itself lives in the tools crate.
pub fn normalize_path(root: &Path, path: &Path) -> PathBuf {
    use std::path::Component;
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        root.join(path)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Args {
        /// The path.
        path: String,
        /// How many.
        limit: Option<u32>,
    }

    struct Echo(ToolDefinition);

    #[async_trait]
    impl Tool for Echo {
        fn definition(&self) -> &ToolDefinition {
            &self.0
        }
        async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
            let a: Args = parse_args(&input)?;
            Ok(ToolOutput::text(a.path))
        }
    }

    #[test]
    fn key_argument_is_the_subject_else_the_first_required_string() {
        let plain = ToolDefinition::new(
            "grep",
            "",
            serde_json::json!({"type": "object", "required": ["pattern", "path"]}),
        );
        let input = serde_json::json!({"path": "src", "pattern": "fn main"});
        assert_eq!(plain.key_argument(&input), Some("fn main"));
        let shell = plain.clone().with_subject(Subject::Command { arg: "command".into() });
        assert_eq!(
            shell.key_argument(&serde_json::json!({"command": "ls -la", "pattern": "x"})),
            Some("ls -la")
        );
        let mv = plain.with_subject(Subject::Path {
            args: vec!["source".into(), "destination".into()],
        });
        assert_eq!(mv.key_argument(&serde_json::json!({"destination": "b"})), Some("b"));
        assert_eq!(mv.key_argument(&serde_json::json!("not an object")), None);
    }

    #[test]
    fn schema_comes_from_the_args_struct() {
        let d = ToolDefinition::for_args::<Args>("echo", "Echo a path");
        assert_eq!(d.input_schema["type"], "object");
        assert_eq!(d.input_schema["required"], serde_json::json!(["path"]));
        assert!(d.input_schema["properties"]["limit"].is_object());
        assert!(d.input_schema.get("$schema").is_none());
        assert_eq!(d.effects, Effects::Writes, "a tool writes until it says otherwise");
    }

    /// Every form a tool's arguments take: nested structs, enums (tagged, plain, with data),
    /// options, lists, maps, defaults and examples.
    #[derive(Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Rich {
        /// Where.
        #[schemars(length(min = 1))]
        path: String,
        /// Which lines.
        range: Option<Range>,
        /// How to match.
        #[serde(default)]
        mode: Mode,
        /// Edits, in order.
        edits: Vec<Edit>,
        /// Named values.
        #[schemars(example = serde_json::json!({"a": 1}))]
        env: std::collections::BTreeMap<String, u32>,
        /// A choice of shapes.
        shape: Shape,
    }

    /// A span of lines.
    #[derive(Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Range {
        /// First.
        start: u32,
        /// Last.
        end: Option<u32>,
    }

    /// How text is matched.
    #[derive(Deserialize, JsonSchema, Default)]
    #[serde(rename_all = "snake_case")]
    #[allow(dead_code)]
    enum Mode {
        /// Exactly.
        #[default]
        Exact,
        /// As a regular expression.
        Regex,
    }

    /// One edit.
    #[derive(Deserialize, JsonSchema)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    #[allow(dead_code)]
    enum Edit {
        /// Replace text.
        Replace {
            /// Old.
            old: String,
            /// New.
            new: String,
        },
        /// Delete lines.
        Delete {
            /// Which.
            range: Range,
        },
    }

    /// Untagged shapes.
    #[derive(Deserialize, JsonSchema)]
    #[serde(untagged)]
    #[allow(dead_code)]
    enum Shape {
        /// A number.
        Number(f64),
        /// A list.
        List(Vec<String>),
    }

    #[test]
    fn a_schema_given_as_text_is_sent_as_that_text_until_it_is_changed() {
        // Spacing serialising a value would not keep: the text goes out as it is.
        const TEXT: &str = r#"{"type": "object", "properties": {"path": {"type": "string"}}}"#;
        let schema = ToolSchema::from_json_text(TEXT);
        let shared = schema.clone();
        assert_eq!(serde_json::to_string(&schema.as_json()).unwrap(), TEXT);
        assert_eq!(schema.to_string(), TEXT);
        // Serialised as itself, it is its value (any serialiser knows that).
        assert_eq!(
            serde_json::to_string(&schema).unwrap(),
            r#"{"type":"object","properties":{"path":{"type":"string"}}}"#
        );
        assert_eq!(schema["properties"]["path"]["type"], "string");
        assert_eq!(
            serde_json::to_value(&schema).unwrap(),
            json!({"type": "object", "properties": {"path": {"type": "string"}}})
        );
        assert_eq!(
            schema,
            ToolSchema::from(json!({"type": "object", "properties": {"path": {"type": "string"}}}))
        );

        // A change is made on a copy (the other holder keeps the text) and is what is sent.
        let mut changed = schema;
        changed["required"] = json!(["path"]);
        assert_eq!(changed.json_text(), None);
        assert_eq!(
            serde_json::to_string(&changed.as_json()).unwrap(),
            r#"{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}"#
        );
        assert_eq!(shared.json_text(), Some(TEXT));
        assert_eq!(
            shared.into_value(),
            json!({"type": "object", "properties": {"path": {"type": "string"}}})
        );
    }

    #[test]
    fn schemas_are_what_serialising_schemars_schema_gave_byte_for_byte() {
        fn serialised<A: JsonSchema>() -> String {
            let mut settings = schemars::generate::SchemaSettings::draft2020_12();
            settings.inline_subschemas = true;
            let schema = settings.into_generator().into_root_schema_for::<A>();
            let mut value = serde_json::to_value(schema).unwrap();
            let obj = value.as_object_mut().unwrap();
            obj.remove("$schema");
            obj.remove("title");
            obj.entry("properties").or_insert_with(|| serde_json::json!({}));
            serde_json::to_string(&value).unwrap()
        }
        assert_eq!(
            serde_json::to_string(&generate_schema::<Args>()).unwrap(),
            serialised::<Args>()
        );
        let rich = serde_json::to_string(&generate_schema::<Rich>()).unwrap();
        assert_eq!(rich, serialised::<Rich>());
        // Descriptions lead each schema, as schemars writes them.
        assert!(
            rich.contains(r#""path":{"description":"Where.","type":"string""#),
            "{rich}"
        );
        assert!(
            rich.contains(r#""mode":{"description":"How to match.","oneOf""#),
            "{rich}"
        );
    }

    #[test]
    fn only_read_only_tools_share_batches_and_only_cached_ones_have_a_ttl() {
        assert!(!Effects::read_only().runs_alone());
        assert!(!Effects::read_only_uncached().runs_alone());
        assert!(Effects::Writes.runs_alone());
        assert!(Effects::Unknown.runs_alone());
        assert_eq!(Effects::read_only().cache_ttl(), Some(CachePolicy::DEFAULT_TTL));
        assert_eq!(
            Effects::cached_for(Duration::from_secs(5)).cache_ttl(),
            Some(Duration::from_secs(5))
        );
        assert_eq!(Effects::read_only_uncached().cache_ttl(), None);
        assert_eq!(Effects::Writes.cache_ttl(), None);
        assert_eq!(Effects::Unknown.cache_ttl(), None);
        assert_eq!(
            serde_json::to_value(Effects::cached_for(Duration::from_secs(5))).unwrap(),
            serde_json::json!({"kind": "read_only", "cache": 5.0})
        );
    }

    #[test]
    fn registry_lists_by_name_and_category() {
        let reg = ToolRegistry::new();
        reg.register(Echo(
            ToolDefinition::for_args::<Args>("b", "b").with_category(ToolCategory::Search),
        ));
        reg.register(Echo(
            ToolDefinition::for_args::<Args>("a", "a").with_category(ToolCategory::Filesystem),
        ));
        assert_eq!(reg.names(), vec!["a", "b"]);
        assert_eq!(reg.list_by_category(ToolCategory::Search).len(), 1);
        assert!(reg.get("a").is_some());
        assert!(reg.get("zzz").is_none());
        let clone = reg.clone();
        reg.register(Echo(ToolDefinition::for_args::<Args>("c", "c")));
        assert_eq!(clone.len(), 3, "clones share registrations");
    }

    #[test]
    fn bad_arguments_name_the_field() {
        let err = parse_args::<Args>(&serde_json::json!({"limit": 3})).err().unwrap();
        assert!(err.to_string().contains("path"), "{err}");
    }

    #[test]
    fn normalize_folds_dots() {
        let p = normalize_path(Path::new("/w"), Path::new("a/./b/../c"));
        assert_eq!(p, PathBuf::from("/w/a/c"));
    }
}
