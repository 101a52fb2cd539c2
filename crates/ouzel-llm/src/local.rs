//! What a small local model needs around its wire client, as one wrapper ([`Fitted`]): the
//! context window asked of the server itself (llama.cpp `/props`, Ollama `/api/show`, vLLM
//! `/v1/models`, LM Studio `/api/v0/models`) once and kept, unless config gives one; tool
//! schemas sent short when asked; and a request that cannot fit that window refused before it
//! is sent, with the sizes, instead of being truncated or failed by the server.
//!
//! And [`discover`]: which local server answers on its default port, and its models, for a
//! front started with no model and no key.

use ouzel_core::{ModelRequest, ModelStream, Provider, ProviderError, ToolSpec, async_trait};
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// Which local server a provider talks to: each reports its context window its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServerKind {
    /// llama.cpp's `llama-server` (`GET /props`: `default_generation_settings.n_ctx`).
    LlamaCpp,
    /// Ollama (`POST /api/show`: `num_ctx` in the parameters, else its default of 4096).
    Ollama,
    /// vLLM (`GET /v1/models`: `max_model_len`).
    Vllm,
    /// LM Studio (`GET /api/v0/models`: `loaded_context_length` or `max_context_length`).
    LmStudio,
    /// A server of unknown make: each of the above is tried.
    Unknown,
    /// A hosted API: never asked (its window comes from the catalog or config).
    Hosted,
}

impl ServerKind {
    /// The kind behind a preset's name; [`ServerKind::Unknown`] for any other.
    pub fn for_provider(name: &str) -> Self {
        match name {
            "llamacpp" => Self::LlamaCpp,
            "ollama" => Self::Ollama,
            "vllm" => Self::Vllm,
            "lmstudio" => Self::LmStudio,
            _ => Self::Unknown,
        }
    }
}

/// Ollama's context length when a model's parameters set none.
const OLLAMA_DEFAULT_NUM_CTX: u64 = 4096;

/// How long one probe of a local server may take: it is on this machine or this network.
const PROBE_TIMEOUT: Duration = Duration::from_secs(3);

/// `base_url` without its API suffix (`/v1`), where the servers' own endpoints live.
fn server_root(base_url: &str) -> &str {
    let root = base_url.trim_end_matches('/');
    root.strip_suffix("/v1").unwrap_or(root)
}

fn client() -> Option<reqwest::Client> {
    reqwest::Client::builder().timeout(PROBE_TIMEOUT).build().ok()
}

async fn get(client: &reqwest::Client, url: &str) -> Option<Value> {
    client
        .get(url)
        .send()
        .await
        .ok()?
        .error_for_status()
        .ok()?
        .json()
        .await
        .ok()
}

/// The context window the server at `base_url` runs `model` with, if it says.
pub async fn probe_context_window(kind: ServerKind, base_url: &str, model: &str) -> Option<(u64, &'static str)> {
    let client = client()?;
    let root = server_root(base_url);
    let kinds: &[ServerKind] = match kind {
        ServerKind::Hosted => return None,
        // A provider of one's own may be a hosted API: only a server on this machine or this
        // network is asked.
        ServerKind::Unknown if !on_local_network(base_url) => return None,
        ServerKind::Unknown => &[
            ServerKind::LlamaCpp,
            ServerKind::Vllm,
            ServerKind::LmStudio,
            ServerKind::Ollama,
        ],
        _ => std::slice::from_ref(&kind),
    };
    for kind in kinds {
        let found = match kind {
            ServerKind::LlamaCpp => get(&client, &format!("{root}/props"))
                .await
                .and_then(|v| llamacpp_n_ctx(&v))
                .map(|n| (n, "llama.cpp /props")),
            ServerKind::Vllm => get(&client, &format!("{root}/v1/models"))
                .await
                .and_then(|v| listed(&v, "data", model, &["max_model_len"]))
                .map(|n| (n, "vLLM /v1/models")),
            ServerKind::LmStudio => get(&client, &format!("{root}/api/v0/models"))
                .await
                .and_then(|v| listed(&v, "data", model, &["loaded_context_length", "max_context_length"]))
                .map(|n| (n, "LM Studio /api/v0/models")),
            ServerKind::Ollama => {
                let show = client
                    .post(format!("{root}/api/show"))
                    .json(&json!({"model": model}))
                    .send()
                    .await
                    .ok()
                    .and_then(|r| r.error_for_status().ok());
                match show {
                    Some(r) => r
                        .json::<Value>()
                        .await
                        .ok()
                        .map(|v| (ollama_num_ctx(&v), "Ollama /api/show")),
                    None => None,
                }
            }
            ServerKind::Unknown | ServerKind::Hosted => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Whether `url`'s host is this machine or a private network.
fn on_local_network(url: &str) -> bool {
    let Ok(url) = reqwest::Url::parse(url) else {
        return false;
    };
    let Some(host) = url.host_str() else {
        return false;
    };
    match host.trim_matches(['[', ']']).parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private() || ip.is_link_local(),
        Ok(std::net::IpAddr::V6(ip)) => ip.is_loopback(),
        Err(_) => host == "localhost" || host.ends_with(".local"),
    }
}

fn llamacpp_n_ctx(props: &Value) -> Option<u64> {
    props
        .pointer("/default_generation_settings/n_ctx")
        .or_else(|| props.get("n_ctx"))
        .and_then(Value::as_u64)
        .filter(|n| *n > 0)
}

/// `fields` (first present) of the entry of `list` whose `id` is `model` (or the only entry).
fn listed(body: &Value, list: &str, model: &str, fields: &[&str]) -> Option<u64> {
    let entries = body.get(list)?.as_array()?;
    let entry = entries
        .iter()
        .find(|e| e.get("id").and_then(Value::as_str) == Some(model))
        .or_else(|| (entries.len() == 1).then(|| &entries[0]))?;
    fields.iter().find_map(|f| entry.get(*f).and_then(Value::as_u64))
}

/// Ollama runs a model with `num_ctx` from its parameters, else its default: not the model's
/// trained `context_length`, which would overstate what fits.
fn ollama_num_ctx(show: &Value) -> u64 {
    show.get("parameters")
        .and_then(Value::as_str)
        .and_then(|p| {
            p.lines().find_map(|l| {
                let mut words = l.split_whitespace();
                (words.next() == Some("num_ctx")).then(|| words.next()?.parse().ok())?
            })
        })
        .unwrap_or(OLLAMA_DEFAULT_NUM_CTX)
}

/// A tool schema made short: the description's first sentence, and no descriptions on
/// optional properties (required ones keep theirs: the model needs them to fill them in).
pub fn compact_tool(spec: &ToolSpec) -> ToolSpec {
    let mut schema = spec.input_schema.clone();
    let required: Vec<String> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).map(str::to_owned).collect())
        .unwrap_or_default();
    if let Some(props) = schema.get_mut("properties").and_then(Value::as_object_mut) {
        for (name, prop) in props.iter_mut() {
            let Some(prop) = prop.as_object_mut() else { continue };
            if required.contains(name) {
                if let Some(Value::String(d)) = prop.get_mut("description") {
                    *d = first_sentence(d);
                }
            } else {
                prop.remove("description");
            }
        }
    }
    ToolSpec {
        name: spec.name.clone(),
        description: first_sentence(&spec.description),
        input_schema: schema,
    }
}

fn first_sentence(text: &str) -> String {
    let text = text.trim();
    let end = text
        .match_indices(". ")
        .map(|(i, _)| i + 1)
        .chain(text.find('\n'))
        .min()
        .unwrap_or(text.len());
    text[..end].trim().to_owned()
}

/// Estimated tokens of the fixed part of a request (system prompt, tool schemas) and of its
/// history, at four bytes a token as elsewhere in ouzel.
fn sizes(request: &ModelRequest) -> [u64; 3] {
    let system = request.system.as_deref().map_or(0, str::len) as u64 / 4;
    let tools: usize = request
        .tools
        .iter()
        .map(|t| t.name.len() + t.description.len() + t.input_schema.to_string().len() + 40)
        .sum();
    let history = ouzel_core::estimate_tokens(&request.messages);
    [system, tools as u64 / 4, history]
}

/// The context window a refusal names: llama-cpp-python's "exceed context window of 4096",
/// OpenAI-style "maximum context length is 4096 tokens", llama.cpp's `n_ctx`.
fn window_in_message(message: &str) -> Option<u64> {
    let lower = message.to_ascii_lowercase();
    [
        "context window of",
        "maximum context length is",
        "context length of",
        "n_ctx",
    ]
    .iter()
    .find_map(|phrase| {
        let rest = &lower[lower.find(phrase)? + phrase.len()..];
        let digits: String = rest
            .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '"' | ':' | '=' | '('))
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok().filter(|n| *n > 0)
    })
}

/// The wrapper (see the module docs).
pub struct Fitted {
    inner: Arc<dyn Provider>,
    kind: ServerKind,
    base_url: String,
    configured: Option<u64>,
    compact: bool,
    probed: OnceLock<Option<(u64, &'static str)>>,
    /// The window a server named in a refusal (for servers that do not say it otherwise,
    /// such as llama-cpp-python's), so the next request is checked before it is sent.
    learned: OnceLock<u64>,
}

impl std::fmt::Debug for Fitted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fitted")
            .field("provider", &self.inner.name())
            .field("kind", &self.kind)
            .field("configured", &self.configured)
            .field("compact", &self.compact)
            .finish_non_exhaustive()
    }
}

impl Fitted {
    /// Wraps `inner`, a client of the `kind` server at `base_url`. `configured` is the
    /// context window from config (the server is then not asked); `compact` sends short tool
    /// schemas.
    pub fn new(
        inner: Arc<dyn Provider>,
        kind: ServerKind,
        base_url: impl Into<String>,
        configured: Option<u64>,
        compact: bool,
    ) -> Self {
        Self {
            inner,
            kind,
            base_url: base_url.into(),
            configured,
            compact,
            probed: OnceLock::new(),
            learned: OnceLock::new(),
        }
    }

    /// Why `request` does not fit, with its sizes and what to do; `window` says what is known
    /// of the model's context window.
    fn too_big(&self, request: &ModelRequest, window: &str) -> String {
        let [system, tools, history] = sizes(request);
        format!(
            "{}/{}: the request is about {} tokens (system prompt {system}, {} tool schemas {tools}, history {history}) \
             and {window}; offer fewer tools (`tools = [...]` on the model in config) or set `compact_schemas = true`{}",
            self.inner.name(),
            self.inner.model(),
            system + tools + history,
            request.tools.len(),
            if self.kind == ServerKind::Hosted {
                ""
            } else {
                ", or give the server a larger context (llama.cpp: `-c N`)"
            },
        )
    }

    /// The window in force and where it came from.
    async fn window(&self) -> Option<(u64, &'static str)> {
        if let Some(n) = self.configured {
            return Some((n, "config"));
        }
        if self.kind == ServerKind::Hosted {
            return self.inner.context_window().map(|n| (n, "the model catalog"));
        }
        if let Some(n) = self.learned.get() {
            return Some((*n, "the server's refusal"));
        }
        if let Some(known) = self.probed.get() {
            return *known;
        }
        let found = probe_context_window(self.kind, &self.base_url, self.inner.model()).await;
        match found {
            Some((n, from)) => tracing::info!(provider = self.inner.name(), window = n, from, "context window"),
            None => tracing::info!(
                provider = self.inner.name(),
                "the server does not say its context window; set `context_window` in config so compaction knows it"
            ),
        }
        *self.probed.get_or_init(|| found)
    }
}

#[async_trait]
impl Provider for Fitted {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn model(&self) -> &str {
        self.inner.model()
    }

    fn context_window(&self) -> Option<u64> {
        self.configured
            .or_else(|| self.probed.get().copied().flatten().map(|(n, _)| n))
            .or_else(|| self.learned.get().copied())
            .or_else(|| self.inner.context_window())
    }

    fn takes_images(&self) -> bool {
        self.inner.takes_images()
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        self.inner.list_models().await
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let mut request = std::borrow::Cow::Borrowed(request);
        if self.compact && !request.tools.is_empty() {
            request.to_mut().tools = request.tools.iter().map(compact_tool).collect();
        }
        if let Some((window, from)) = self.window().await {
            let total = sizes(&request).into_iter().sum::<u64>();
            if total > window {
                return Err(ProviderError::ContextWindowExceeded {
                    message: self.too_big(
                        &request,
                        &format!("the model's context window is {window} tokens (from {from})"),
                    ),
                });
            }
        }
        match self.inner.stream(&request).await {
            // The server refused the size: say the sizes and what to do, and remember a window
            // it named so the next request is checked before it goes out.
            Err(ProviderError::ContextWindowExceeded { message }) => {
                if let Some(n) = window_in_message(&message) {
                    let _ = self.learned.set(n);
                }
                Err(ProviderError::ContextWindowExceeded {
                    message: self.too_big(&request, &format!("the server says: {message}")),
                })
            }
            other => other,
        }
    }
}

/// A local server found by [`discover`]: its preset name, API root and models.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The preset (`ollama`, `llamacpp`, `lmstudio`, `vllm`).
    pub preset: &'static str,
    /// Its API root (`http://localhost:11434/v1`).
    pub base_url: String,
    /// The models it lists, in its order.
    pub models: Vec<String>,
}

/// The first local server (in preset order) that answers on its default port with at least
/// one model. `base_url_of` gives each preset's root (the preset's default, or the variable
/// that overrides it).
pub async fn discover(base_url_of: impl Fn(&'static crate::presets::Preset) -> String) -> Option<Found> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_millis(800))
        .build()
        .ok()?;
    for preset in crate::presets::PRESETS.iter().filter(|p| p.local) {
        let base_url = base_url_of(preset);
        let Some(body) = get(&client, &format!("{}/models", base_url.trim_end_matches('/'))).await else {
            continue;
        };
        // In the server's order (the first is the one it serves by default), not sorted.
        let models: Vec<String> = body
            .get("data")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|m| m.get("id").and_then(Value::as_str).map(str::to_owned))
            .collect();
        if !models.is_empty() {
            return Some(Found {
                preset: preset.name,
                base_url,
                models,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_servers_report_is_read() {
        assert_eq!(
            llamacpp_n_ctx(&json!({"default_generation_settings": {"n_ctx": 8192}})),
            Some(8192)
        );
        assert_eq!(llamacpp_n_ctx(&json!({"n_ctx": 0})), None);
        let vllm = json!({"data": [{"id": "a", "max_model_len": 4096}, {"id": "b", "max_model_len": 32768}]});
        assert_eq!(listed(&vllm, "data", "b", &["max_model_len"]), Some(32768));
        assert_eq!(listed(&vllm, "data", "c", &["max_model_len"]), None);
        let lms = json!({"data": [{"id": "q", "max_context_length": 32768, "loaded_context_length": 4096}]});
        assert_eq!(
            listed(
                &lms,
                "data",
                "other-name",
                &["loaded_context_length", "max_context_length"]
            ),
            Some(4096),
            "the only model, as loaded"
        );
        assert_eq!(
            ollama_num_ctx(&json!({"parameters": "stop \"<|im_end|>\"\nnum_ctx                        16384"})),
            16384
        );
        assert_eq!(
            ollama_num_ctx(&json!({"model_info": {"llama.context_length": 131072}})),
            4096,
            "not the trained length"
        );
        assert_eq!(server_root("http://localhost:8080/v1/"), "http://localhost:8080");
        assert!(on_local_network("http://127.0.0.1:9/v1") && on_local_network("http://192.168.1.5:8000/v1"));
        assert!(!on_local_network("https://openrouter.ai/api/v1"));
    }

    #[test]
    fn a_refusal_names_the_window_in_each_servers_words() {
        assert_eq!(
            window_in_message("Requested tokens (5012) exceed context window of 4096"),
            Some(4096)
        );
        assert_eq!(
            window_in_message("This model's maximum context length is 8192 tokens. However, you requested 9000 tokens"),
            Some(8192)
        );
        assert_eq!(
            window_in_message(r#"{"n_prompt_tokens":5012,"n_ctx":4096}"#),
            Some(4096)
        );
        assert_eq!(
            window_in_message("the request exceeds the available context size"),
            None
        );
    }

    #[test]
    fn compact_schemas_keep_names_types_and_required_fields_docs() {
        let spec = ToolSpec {
            name: "read_file".into(),
            description: "Read a text file. Long explanation follows here.\nMore.".into(),
            input_schema: json!({
                "type": "object",
                "properties": {
                    "path": {"type": "string", "description": "The file. Relative to the workspace."},
                    "offset": {"type": "integer", "description": "Line to start at."}
                },
                "required": ["path"]
            })
            .into(),
        };
        let short = compact_tool(&spec);
        assert_eq!(short.description, "Read a text file.");
        assert_eq!(short.input_schema["properties"]["path"]["description"], "The file.");
        assert!(short.input_schema["properties"]["offset"].get("description").is_none());
        assert_eq!(short.input_schema["properties"]["offset"]["type"], "integer");
        assert_eq!(short.input_schema["required"], json!(["path"]));
    }
}
