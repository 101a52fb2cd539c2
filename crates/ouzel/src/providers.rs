//! From a model string to a provider: the built-in presets (data in `ouzel_llm::presets`)
//! changed or extended by `[providers.NAME]` from config, keys from the environment, the
//! catalog's prices overridden by config, and the wire client wrapped to price its usage.

use crate::{Config, SetupError};
use ouzel_core::{ModelParams, Price, Provider, ProviderError, ReasoningEffort};
use ouzel_llm::Timeouts;
pub use ouzel_llm::presets::{AZURE_API_VERSION, PRESETS, Preset, preset_named};
use ouzel_llm::prices::{self, ModelInfo};
pub use ouzel_llm::{Constraint, ToolCallMode, Wire};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// `[providers.NAME]`: a new provider, or changes to a built-in one of the same name.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProviderConfig {
    /// The wire API (required for a new provider).
    pub wire: Option<Wire>,
    /// API root.
    pub base_url: Option<String>,
    /// Variable holding the key.
    pub api_key_env: Option<String>,
    /// Headers added to every request.
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
    /// `false` asks for whole answers instead of streams.
    pub stream: Option<bool>,
    /// Azure OpenAI `api-version` (makes the provider an Azure one).
    pub api_version: Option<String>,
    /// Request limits, in seconds.
    pub timeouts: Option<Timeouts>,
    /// How tool calls travel: `native`, `text` or `auto` (default `auto` for local servers and
    /// new providers, `native` for hosted presets).
    pub tool_calls: Option<ToolCallMode>,
    /// In `text` mode, ask the server to constrain answers to one JSON call or final answer.
    pub constrain: Option<bool>,
    /// The tools the model is offered: tool names and toolset names (`files`, `search_ro`, …);
    /// all when unset.
    pub tools: Option<Vec<String>>,
    /// Send tool schemas short: first sentence of each description, optional fields undocumented.
    pub compact_schemas: Option<bool>,
    /// Whether its models take images in prompts (default: the well-known vision families do,
    /// see `ouzel_llm::vision`; others do not).
    pub images: Option<bool>,
    /// Per-model facts and parameters.
    #[serde(default)]
    pub models: BTreeMap<String, ModelConfig>,
}

/// `[providers.NAME.models."MODEL"]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelConfig {
    /// Context window in tokens.
    pub context_window: Option<u64>,
    /// Price of uncached input, USD per million tokens.
    pub input_price: Option<f64>,
    /// Price of output, USD per million tokens.
    pub output_price: Option<f64>,
    /// Price of cache reads, USD per million tokens.
    pub cache_read_price: Option<f64>,
    /// Price of cache writes, USD per million tokens.
    pub cache_write_price: Option<f64>,
    /// Sampling temperature.
    pub temperature: Option<f32>,
    /// Cap on output tokens.
    pub max_output_tokens: Option<u32>,
    /// `low`, `medium` or `high`.
    pub reasoning_effort: Option<ReasoningEffort>,
    /// Thinking budget in tokens.
    pub thinking_budget: Option<u32>,
    /// As the provider's `tool_calls`, for this model.
    pub tool_calls: Option<ToolCallMode>,
    /// As the provider's `constrain`, for this model.
    pub constrain: Option<bool>,
    /// As the provider's `tools`, for this model.
    pub tools: Option<Vec<String>>,
    /// As the provider's `compact_schemas`, for this model.
    pub compact_schemas: Option<bool>,
    /// As the provider's `images`, for this model.
    pub images: Option<bool>,
}

impl ModelConfig {
    /// The configured parameters; unset ones stay `None`.
    pub fn params(&self) -> ModelParams {
        ModelParams {
            temperature: self.temperature,
            max_output_tokens: self.max_output_tokens,
            reasoning_effort: self.reasoning_effort,
            thinking_budget: self.thinking_budget,
        }
    }

    /// The catalog's facts overridden by these.
    fn info(&self, builtin: Option<ModelInfo>) -> (Option<u64>, Option<Price>) {
        let window = self.context_window.or(builtin.map(|i| i.context_window));
        let base = builtin.map(|i| i.price);
        let price = match (self.input_price, self.output_price, base) {
            (None, None, base) => base,
            (input, output, base) => {
                let base = base.unwrap_or_default();
                Some(Price {
                    input: input.unwrap_or(base.input),
                    output: output.unwrap_or(base.output),
                    cache_read: base.cache_read,
                    cache_write: base.cache_write,
                })
            }
        };
        let price = price.map(|p| Price {
            cache_read: self.cache_read_price.or(p.cache_read),
            cache_write: self.cache_write_price.or(p.cache_write),
            ..p
        });
        (window, price)
    }
}

/// A provider with everything decided: where, how and with which key.
#[derive(Clone)]
pub struct ResolvedProvider {
    /// Its name in model strings.
    pub name: String,
    /// Its wire API.
    pub wire: Wire,
    /// API root.
    pub base_url: String,
    /// The variable the key came from (or should come from).
    pub key_var: Option<String>,
    /// The key, when set; never printed.
    key: Option<String>,
    /// Extra headers.
    pub headers: Vec<(String, String)>,
    /// Streamed answers.
    pub stream: bool,
    /// Azure `api-version`, for Azure providers.
    pub azure_api_version: Option<String>,
    /// Request limits.
    pub timeouts: Timeouts,
    /// Response size limits.
    pub stream_limits: ouzel_llm::StreamLimits,
    /// Per-model settings from config.
    pub models: BTreeMap<String, ModelConfig>,
    /// Whether requests need a key.
    pub key_required: bool,
    /// How tool calls travel, unless the model's config says otherwise.
    pub tool_calls: ToolCallMode,
    /// Constrained decoding in `text` mode, unless the model's config says otherwise.
    pub constrain: bool,
    /// How the server takes a schema.
    pub constraint: Constraint,
    /// The tools offered, unless the model's config says otherwise.
    pub tools: Option<Vec<String>>,
    /// Compact tool schemas, unless the model's config says otherwise.
    pub compact_schemas: bool,
    /// Whether this is a local server (a context window is asked of it).
    pub local: bool,
    /// Whether its models take images, when config says (`[providers.NAME] images`).
    pub images: Option<bool>,
}

impl std::fmt::Debug for ResolvedProvider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResolvedProvider")
            .field("name", &self.name)
            .field("wire", &self.wire)
            .field("base_url", &self.base_url)
            .field("key_var", &self.key_var)
            .field("key", &self.key.as_ref().map(|_| "[redacted]"))
            .finish_non_exhaustive()
    }
}

impl ResolvedProvider {
    /// The variable to set when requests need a key and none is set (for a front that asks for
    /// it before the first request, such as an editor's sign-in screen).
    pub fn missing_key(&self) -> Option<&str> {
        (self.key_required && self.key.is_none()).then(|| self.key_var.as_deref().unwrap_or("an API key variable"))
    }

    /// Whether a key was found.
    pub fn has_key(&self) -> bool {
        self.key.is_some()
    }
}

/// Every provider name usable in model strings: presets and configured ones, sorted.
pub fn provider_names(config: &Config) -> Vec<String> {
    let mut names: Vec<String> = PRESETS.iter().map(|p| p.name.to_owned()).collect();
    names.extend(config.providers.keys().cloned());
    names.sort();
    names.dedup();
    names
}

/// A variable's value: credentials from the vault the binary moved them into at start
/// (`ouzel_core::secret_env`), anything else from the environment.
pub(crate) fn env_value(var: &str) -> Option<String> {
    use ouzel_core::secret_env::ExposeSecret;
    ouzel_core::secret_env::var(var).map(|v| v.expose_secret().to_owned())
}

/// Works out provider `name`: preset, then `[providers.NAME]`, then the environment, then
/// the front's `--base-url` (`base_url`). The config's top-level `base_url`/`api_key_env`
/// apply to the default model's provider.
pub fn resolve(config: &Config, name: &str, base_url: Option<&str>) -> Result<ResolvedProvider, SetupError> {
    let preset = preset_named(name);
    let custom = config.providers.get(name);
    let Some(wire) = custom.and_then(|c| c.wire).or(preset.map(|p| p.wire)) else {
        return Err(match custom {
            Some(_) => SetupError::Provider {
                provider: name.to_owned(),
                message: format!(
                    "`[providers.{name}]` needs `wire = \"openai-chat\" | \"openai-responses\" | \"anthropic\" | \"gemini\"`"
                ),
            },
            None => SetupError::UnknownProvider {
                hint: ouzel_core::suggest::hint(name, provider_names(config).iter().map(String::as_str)),
                name: name.to_owned(),
                model: format!("{name}/…"),
                known: provider_names(config).join(", "),
            },
        });
    };
    let default_provider = config
        .model
        .as_deref()
        .and_then(|m| m.split_once('/'))
        .map_or("openai", |(p, _)| p);
    let is_default = name == default_provider;
    let base_url_var = preset.map(|p| p.base_url_var.to_owned());
    let base_url = base_url
        .map(str::to_owned)
        .or_else(|| base_url_var.as_deref().and_then(env_value))
        .or_else(|| custom.and_then(|c| c.base_url.clone()))
        .or_else(|| config.base_url.clone().filter(|_| is_default))
        .or_else(|| preset.map(|p| p.base_url.to_owned()).filter(|u| !u.is_empty()))
        .ok_or_else(|| SetupError::Provider {
            provider: name.to_owned(),
            message: match &base_url_var {
                Some(var) => format!("no endpoint: set {var} or `base_url` in [providers.{name}]"),
                None => format!("no endpoint: set `base_url` in [providers.{name}]"),
            },
        })?;
    let mut key_vars: Vec<String> = Vec::new();
    if let Some(var) = custom.and_then(|c| c.api_key_env.clone()) {
        key_vars.push(var);
    } else if let Some(var) = config.api_key_env.clone().filter(|_| is_default) {
        key_vars.push(var);
    } else if let Some(p) = preset {
        key_vars.extend(p.key_vars.iter().map(|v| (*v).to_owned()));
    }
    let key = key_vars.iter().find_map(|v| env_value(v));
    let key_var = key_vars
        .iter()
        .find(|v| env_value(v).is_some())
        .or(key_vars.first())
        .cloned();
    // A configured key variable means the provider wants a key.
    let key_required = preset.is_some_and(|p| p.key_required) || custom.is_some_and(|c| c.api_key_env.is_some());
    let configured_version = custom.and_then(|c| c.api_version.clone());
    let azure_api_version = (preset.is_some_and(|p| p.azure) || configured_version.is_some()).then(|| {
        configured_version
            .or_else(|| env_value("AZURE_OPENAI_API_VERSION"))
            .unwrap_or_else(|| AZURE_API_VERSION.to_owned())
    });
    Ok(ResolvedProvider {
        name: name.to_owned(),
        wire,
        base_url,
        key_var,
        key,
        headers: custom
            .map(|c| c.headers.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default(),
        stream: custom.and_then(|c| c.stream).unwrap_or(true),
        azure_api_version,
        timeouts: custom.and_then(|c| c.timeouts).or(config.timeouts).unwrap_or_default(),
        stream_limits: config.limits.stream_limits(),
        models: custom.map(|c| c.models.clone()).unwrap_or_default(),
        key_required,
        // A provider of one's own is usually a local or self-hosted server.
        tool_calls: custom
            .and_then(|c| c.tool_calls)
            .or(preset.map(|p| p.tool_calls))
            .unwrap_or(ToolCallMode::Auto),
        constrain: custom.and_then(|c| c.constrain).unwrap_or(false),
        constraint: preset.map_or(Constraint::JsonSchema, |p| p.constraint),
        tools: custom.and_then(|c| c.tools.clone()),
        compact_schemas: custom.and_then(|c| c.compact_schemas).unwrap_or(false),
        local: preset.map_or(preset.is_none(), |p| p.local),
        images: custom.and_then(|c| c.images),
    })
}

impl ResolvedProvider {
    /// The configured settings of `model`, if any.
    pub fn model_config(&self, model: &str) -> ModelConfig {
        self.models.get(model).cloned().unwrap_or_default()
    }

    /// A client for `model`, priced and sized from the catalog and config, whose failed calls
    /// are retried with backoff while nothing was streamed (`ouzel_llm::Retrying`: the one
    /// place model calls are retried; the agent loop does not retry).
    pub fn connect(&self, model: &str) -> Result<Arc<dyn Provider>, SetupError> {
        self.connect_as(model, ToolCallMode::Native, None, self.compact_schemas)
    }

    /// Whether `model` takes images: its config, else the provider's, else the catalog of
    /// vision families (`ouzel_llm::vision`); a local server's models only when config says.
    pub fn takes_images(&self, model: &str) -> bool {
        self.model_config(model)
            .images
            .or(self.images)
            .unwrap_or_else(|| !self.local && ouzel_llm::vision::takes_images(model))
    }

    /// [`Self::connect`], speaking tool calls in `mode` (`text` wraps the client in
    /// [`ouzel_llm::TextToolCalls`], constrained per `constraint`), with compact tool schemas
    /// when `compact`. A local server's client is fitted to the context window it reports
    /// ([`ouzel_llm::local::Fitted`]).
    pub fn connect_as(
        &self,
        model: &str,
        mode: ToolCallMode,
        constraint: Option<Constraint>,
        compact: bool,
    ) -> Result<Arc<dyn Provider>, SetupError> {
        if self.key_required && self.key.is_none() {
            return Err(SetupError::MissingKey {
                provider: self.name.clone(),
                var: self.key_var.clone().unwrap_or_else(|| "an API key variable".into()),
            });
        }
        let (window, price) = self.model_config(model).info(prices::lookup(model));
        let inner = self
            .wire
            .connect(ouzel_llm::ClientOptions {
                provider: self.name.clone(),
                model: model.to_owned(),
                base_url: self.base_url.clone(),
                api_key: self.key.clone().map(Into::into),
                headers: self.headers.clone(),
                stream: self.stream,
                context_window: window,
                timeouts: self.timeouts,
                azure_api_version: self.azure_api_version.clone(),
                limits: self.stream_limits,
                schema_style: self.constraint,
            })
            .map_err(|e: ProviderError| SetupError::Provider {
                provider: self.name.clone(),
                message: e.to_string(),
            })?;
        let inner: Arc<dyn Provider> = match mode {
            ToolCallMode::Text => Arc::new(ouzel_llm::TextToolCalls::new(inner, constraint)),
            ToolCallMode::Native | ToolCallMode::Auto => inner,
        };
        let own = self.model_config(model);
        let inner: Arc<dyn Provider> = if self.local || compact {
            use ouzel_llm::local::{Fitted, ServerKind};
            let kind = match self.local {
                true => ServerKind::for_provider(&self.name),
                false => ServerKind::Hosted,
            };
            Arc::new(Fitted::new(
                inner,
                kind,
                self.base_url.clone(),
                own.context_window,
                compact,
            ))
        } else {
            inner
        };
        let metered = Arc::new(
            ouzel_llm::Metered::new(inner, price, window, self.key_var.clone()).with_images(self.takes_images(model)),
        );
        Ok(Arc::new(ouzel_llm::Retrying::new(
            metered,
            Arc::new(ouzel_core::ExponentialBackoff::default()),
        )))
    }
}

/// A model string resolved once: its provider (endpoint, key, settings), the model's name
/// at that provider and its configured parameters. Everything a build needs to know about the
/// model comes from this one value.
#[derive(Debug, Clone)]
pub struct ResolvedModel {
    /// `PROVIDER/MODEL`, as chosen.
    pub id: String,
    /// The model's name at its provider (`gpt-4o`, `meta/llama`).
    pub name: String,
    /// The provider part, worked out.
    pub provider: ResolvedProvider,
    /// `[providers.NAME.models."MODEL"]`'s sampling and output parameters.
    pub params: ModelParams,
    /// How tool calls travel: `--tool-calls`, else the model's config, else the provider's.
    pub tool_calls: ToolCallMode,
    /// Constrained decoding (in `text` mode).
    pub constrain: bool,
    /// The tools offered (names and toolsets); all when `None`.
    pub tools: Option<Vec<String>>,
    /// Compact tool schemas.
    pub compact_schemas: bool,
    /// Whether the model takes images in prompts ([`ResolvedProvider::takes_images`]).
    pub images: bool,
}

impl ResolvedModel {
    /// A client for this model: priced, sized, retried (see [`ResolvedProvider::connect`]),
    /// speaking tool calls in its mode.
    pub fn connect(&self) -> Result<Arc<dyn Provider>, SetupError> {
        let constraint = self.constrain.then_some(self.provider.constraint);
        self.provider
            .connect_as(&self.name, self.tool_calls, constraint, self.compact_schemas)
    }
}

/// Turns model strings into providers with one config and the front's `--base-url`: the
/// one way to go from `PROVIDER/MODEL` to a [`Provider`], for the agent a front builds, the
/// agents of a project that name their own model, and switching model in a session.
#[derive(Debug, Clone)]
pub struct ModelResolver {
    config: Arc<Config>,
    base_url: Option<String>,
    tool_calls: Option<ToolCallMode>,
}

impl ModelResolver {
    /// A resolver over `config`; `base_url` (the front's `--base-url`) overrides every
    /// provider's endpoint.
    pub fn new(config: Arc<Config>, base_url: Option<String>) -> Self {
        Self {
            config,
            base_url,
            tool_calls: None,
        }
    }

    /// Every model resolved speaks tool calls in `mode` (the front's `--tool-calls`).
    pub fn with_tool_calls(mut self, mode: Option<ToolCallMode>) -> Self {
        self.tool_calls = mode;
        self
    }

    /// Resolves `model` (`PROVIDER/MODEL`) without creating a client: no key is needed yet.
    pub fn resolve(&self, model: &str) -> Result<ResolvedModel, SetupError> {
        let (provider, name) = crate::split_model(model)?;
        let resolved = resolve(&self.config, provider, self.base_url.as_deref()).map_err(|e| match e {
            SetupError::UnknownProvider { name, known, hint, .. } => SetupError::UnknownProvider {
                name,
                hint,
                model: model.to_owned(),
                known,
            },
            other => other,
        })?;
        let own = resolved.model_config(name);
        Ok(ResolvedModel {
            id: model.to_owned(),
            name: name.to_owned(),
            params: own.params(),
            tool_calls: self.tool_calls.or(own.tool_calls).unwrap_or(resolved.tool_calls),
            constrain: own.constrain.unwrap_or(resolved.constrain),
            tools: own.tools.clone().or_else(|| resolved.tools.clone()),
            compact_schemas: own.compact_schemas.unwrap_or(resolved.compact_schemas),
            images: resolved.takes_images(name),
            provider: resolved,
        })
    }

    /// A client for `model`: [`resolve`](Self::resolve), then [`ResolvedModel::connect`].
    pub fn provider(&self, model: &str) -> Result<Arc<dyn Provider>, SetupError> {
        self.resolve(model)?.connect()
    }
}

/// How `Op::SetModel` reaches any configured model: the same resolution as the agent's own.
impl ouzel_core::ProviderFactory for ModelResolver {
    fn connect(&self, model: &str) -> Result<ouzel_core::ModelChoice, String> {
        let resolved = self.resolve(model).map_err(|e| e.to_string())?;
        Ok(ouzel_core::ModelChoice {
            provider: resolved.connect().map_err(|e| e.to_string())?,
            params: resolved.params,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn config(text: &str) -> Config {
        Config::parse(text, Path::new("config.toml")).expect("config parses")
    }

    #[test]
    fn every_preset_resolves_to_its_endpoint() {
        let r = resolve(&Config::default(), "groq", None).expect("preset");
        assert_eq!(r.wire, Wire::OpenaiChat);
        assert!(r.base_url.starts_with("http"), "{}", r.base_url);
        assert_eq!(
            resolve(&Config::default(), "anthropic", None).expect("preset").wire,
            Wire::Anthropic
        );
        let ollama = resolve(&Config::default(), "ollama", None).expect("preset");
        assert!(!ollama.key_required);
        assert_eq!(ollama.base_url, "http://localhost:11434/v1");
    }

    #[test]
    fn custom_providers_need_a_wire_and_list_on_unknown_names() {
        let c = config("[providers.box]\nbase_url = \"http://box:8000/v1\"\n");
        let err = resolve(&c, "box", None).expect_err("no wire");
        assert!(err.to_string().contains("wire = "), "{err}");
        let c = config(
            "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://box:8000/v1\"\nstream = false\n\
             [providers.box.headers]\nx-team = \"core\"\n\
             [providers.box.models.\"llama3\"]\ncontext_window = 8192\ninput_price = 1.0\noutput_price = 2.0\ntemperature = 0.1\n",
        );
        let r = resolve(&c, "box", None).expect("custom");
        assert_eq!(r.base_url, "http://box:8000/v1");
        assert!(!r.stream);
        assert_eq!(r.headers, vec![("x-team".to_owned(), "core".to_owned())]);
        let (window, price) = r.model_config("llama3").info(None);
        assert_eq!(window, Some(8192));
        assert_eq!(price.map(|p| p.output), Some(2.0));
        assert_eq!(r.model_config("llama3").params().temperature, Some(0.1));
        let err = resolve(&c, "nope", None).expect_err("unknown");
        assert!(
            err.to_string().contains("box") && err.to_string().contains("anthropic"),
            "{err}"
        );
    }

    #[test]
    fn vision_comes_from_the_model_then_the_provider_then_the_catalog() {
        let resolver = |text: &str| ModelResolver::new(Arc::new(config(text)), None);
        let images = |r: &ModelResolver, m: &str| r.resolve(m).expect("resolves").images;
        let plain = resolver("");
        assert!(images(&plain, "openai/gpt-4o"));
        assert!(images(&plain, "anthropic/claude-sonnet-4-5"));
        assert!(images(&plain, "gemini/gemini-2.5-flash"));
        assert!(!images(&plain, "openai/o3-mini"));
        assert!(
            !images(&plain, "ollama/qwen3"),
            "a local model takes none unless config says"
        );
        assert!(!images(&plain, "ollama/gpt-4o"), "not even under a hosted model's name");
        let c = "[providers.llamacpp]\nimages = true\n\
                 [providers.llamacpp.models.\"text-only\"]\nimages = false\n\
                 [providers.openai.models.\"gpt-4o\"]\nimages = false\n";
        let r = resolver(c);
        assert!(images(&r, "llamacpp/gemma3"));
        assert!(!images(&r, "llamacpp/text-only"));
        assert!(!images(&r, "openai/gpt-4o"), "config wins over the catalog");
    }

    #[test]
    fn config_prices_override_the_catalog_field_by_field() {
        let m = ModelConfig {
            output_price: Some(1.0),
            ..ModelConfig::default()
        };
        let (window, price) = m.info(prices::lookup("claude-sonnet-4-5"));
        let price = price.expect("priced");
        assert_eq!((price.input, price.output, price.cache_write), (3.0, 1.0, Some(3.75)));
        assert_eq!(window, Some(200_000));
    }

    #[test]
    fn tool_call_modes_come_from_the_flag_then_the_model_then_the_provider_then_the_preset() {
        let resolver = |text: &str| ModelResolver::new(Arc::new(config(text)), None);
        let mode = |r: &ModelResolver, m: &str| r.resolve(m).expect("resolves").tool_calls;
        let plain = resolver("");
        assert_eq!(mode(&plain, "openai/gpt-4o"), ToolCallMode::Native);
        assert_eq!(mode(&plain, "ollama/qwen3"), ToolCallMode::Auto);
        assert_eq!(mode(&plain, "llamacpp/any"), ToolCallMode::Auto);
        let c = "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://box/v1\"\n\
                 [providers.ollama]\ntool_calls = \"native\"\nconstrain = true\n\
                 [providers.ollama.models.\"tiny\"]\ntool_calls = \"text\"\ntools = [\"read_file\"]\n";
        let r = resolver(c);
        assert_eq!(mode(&r, "box/m"), ToolCallMode::Auto, "a provider of one's own");
        assert_eq!(mode(&r, "ollama/big"), ToolCallMode::Native);
        let tiny = r.resolve("ollama/tiny").expect("resolves");
        assert_eq!(tiny.tool_calls, ToolCallMode::Text);
        assert!(tiny.constrain, "the provider's setting holds for its models");
        assert_eq!(tiny.tools, Some(vec!["read_file".to_owned()]));
        let flagged = r.clone().with_tool_calls(Some(ToolCallMode::Auto));
        assert_eq!(mode(&flagged, "ollama/tiny"), ToolCallMode::Auto, "--tool-calls wins");
        let err = Config::parse(
            "[providers.ollama]\ntool_calls = \"xml\"\n",
            std::path::Path::new("c.toml"),
        )
        .expect_err("bad mode");
        assert!(err.to_string().contains("native"), "{err}");
    }

    #[test]
    fn debug_never_shows_the_key() {
        let mut r = resolve(&Config::default(), "ollama", None).expect("preset");
        r.key = Some("sk-sentinel-debug".into());
        assert!(!format!("{r:?}").contains("sk-sentinel"));
    }
}
