//! From a model string to a provider: built-in presets, `[providers.NAME]` from config, keys
//! from the environment, and a wrapper that prices each call's usage.

use crate::models::{self, ModelInfo};
use crate::{RunOptions, SetupError};
use futures::StreamExt;
use ouzel_core::{
    ModelParams, ModelRequest, ModelStream, Price, Provider, ProviderError, ReasoningEffort, StreamEvent, async_trait,
};
use ouzel_llm::Timeouts;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The wire APIs ouzel speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wire {
    /// OpenAI Chat Completions (`/chat/completions`), spoken by most servers.
    OpenaiChat,
    /// OpenAI Responses (`/responses`).
    OpenaiResponses,
    /// Anthropic Messages (`/v1/messages`).
    Anthropic,
    /// Google Gemini (`:streamGenerateContent`).
    Gemini,
}

impl std::fmt::Display for Wire {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(match self {
            Self::OpenaiChat => "openai-chat",
            Self::OpenaiResponses => "openai-responses",
            Self::Anthropic => "anthropic",
            Self::Gemini => "gemini",
        })
    }
}

/// A built-in provider: a wire, a base URL and where its key lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// The name used in model strings.
    pub name: &'static str,
    /// Its wire API.
    pub wire: Wire,
    /// Default API root.
    pub base_url: &'static str,
    /// Variables holding the key, first set wins; empty for keyless local servers.
    pub key_vars: &'static [&'static str],
    /// Whether a request without a key is pointless (hosted APIs).
    pub key_required: bool,
    /// Variable that overrides the base URL.
    pub base_url_var: &'static str,
    /// Azure OpenAI: deployment URLs, `api-version`, `api-key` header.
    pub azure: bool,
}

const fn preset(
    name: &'static str,
    wire: Wire,
    base_url: &'static str,
    key_vars: &'static [&'static str],
    key_required: bool,
    base_url_var: &'static str,
) -> Preset {
    Preset {
        name,
        wire,
        base_url,
        key_vars,
        key_required,
        base_url_var,
        azure: false,
    }
}

/// Every built-in provider.
pub const PRESETS: &[Preset] = &[
    preset(
        "openai",
        Wire::OpenaiChat,
        "https://api.openai.com/v1",
        &["OPENAI_API_KEY"],
        true,
        "OPENAI_BASE_URL",
    ),
    preset(
        "openai-responses",
        Wire::OpenaiResponses,
        "https://api.openai.com/v1",
        &["OPENAI_API_KEY"],
        true,
        "OPENAI_BASE_URL",
    ),
    preset(
        "anthropic",
        Wire::Anthropic,
        "https://api.anthropic.com",
        &["ANTHROPIC_API_KEY"],
        true,
        "ANTHROPIC_BASE_URL",
    ),
    preset(
        "gemini",
        Wire::Gemini,
        "https://generativelanguage.googleapis.com",
        &["GEMINI_API_KEY", "GOOGLE_API_KEY"],
        true,
        "GEMINI_BASE_URL",
    ),
    Preset {
        name: "azure",
        wire: Wire::OpenaiChat,
        base_url: "",
        key_vars: &["AZURE_OPENAI_API_KEY"],
        key_required: true,
        base_url_var: "AZURE_OPENAI_ENDPOINT",
        azure: true,
    },
    preset(
        "ollama",
        Wire::OpenaiChat,
        "http://localhost:11434/v1",
        &[],
        false,
        "OLLAMA_BASE_URL",
    ),
    preset(
        "lmstudio",
        Wire::OpenaiChat,
        "http://localhost:1234/v1",
        &[],
        false,
        "LMSTUDIO_BASE_URL",
    ),
    preset(
        "vllm",
        Wire::OpenaiChat,
        "http://localhost:8000/v1",
        &["VLLM_API_KEY"],
        false,
        "VLLM_BASE_URL",
    ),
    preset(
        "llamacpp",
        Wire::OpenaiChat,
        "http://localhost:8080/v1",
        &[],
        false,
        "LLAMACPP_BASE_URL",
    ),
    preset(
        "openrouter",
        Wire::OpenaiChat,
        "https://openrouter.ai/api/v1",
        &["OPENROUTER_API_KEY"],
        true,
        "OPENROUTER_BASE_URL",
    ),
    preset(
        "groq",
        Wire::OpenaiChat,
        "https://api.groq.com/openai/v1",
        &["GROQ_API_KEY"],
        true,
        "GROQ_BASE_URL",
    ),
    preset(
        "deepseek",
        Wire::OpenaiChat,
        "https://api.deepseek.com/v1",
        &["DEEPSEEK_API_KEY"],
        true,
        "DEEPSEEK_BASE_URL",
    ),
    preset(
        "xai",
        Wire::OpenaiChat,
        "https://api.x.ai/v1",
        &["XAI_API_KEY"],
        true,
        "XAI_BASE_URL",
    ),
    preset(
        "mistral",
        Wire::OpenaiChat,
        "https://api.mistral.ai/v1",
        &["MISTRAL_API_KEY"],
        true,
        "MISTRAL_BASE_URL",
    ),
    preset(
        "together",
        Wire::OpenaiChat,
        "https://api.together.xyz/v1",
        &["TOGETHER_API_KEY"],
        true,
        "TOGETHER_BASE_URL",
    ),
    preset(
        "fireworks",
        Wire::OpenaiChat,
        "https://api.fireworks.ai/inference/v1",
        &["FIREWORKS_API_KEY"],
        true,
        "FIREWORKS_BASE_URL",
    ),
    preset(
        "litellm",
        Wire::OpenaiChat,
        "http://localhost:4000/v1",
        &["LITELLM_API_KEY"],
        false,
        "LITELLM_BASE_URL",
    ),
];

/// The Azure OpenAI `api-version` used when neither config nor `AZURE_OPENAI_API_VERSION` sets one.
pub const AZURE_API_VERSION: &str = "2024-10-21";

/// The built-in provider called `name`.
pub fn preset_named(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

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
    /// Whether a key was found.
    pub fn has_key(&self) -> bool {
        self.key.is_some()
    }
}

/// Every provider name usable in model strings: presets and configured ones, sorted.
pub fn provider_names(config: &crate::Config) -> Vec<String> {
    let mut names: Vec<String> = PRESETS.iter().map(|p| p.name.to_owned()).collect();
    names.extend(config.providers.keys().cloned());
    names.sort();
    names.dedup();
    names
}

fn env_value(var: &str) -> Option<String> {
    std::env::var(var).ok().filter(|v| !v.trim().is_empty())
}

/// Works out provider `name`: preset, then `[providers.NAME]`, then the environment, then
/// the front's `--base-url`. The config's top-level `base_url`/`api_key_env` apply to the
/// default model's provider.
pub fn resolve(config: &crate::Config, name: &str, opts: &RunOptions) -> Result<ResolvedProvider, SetupError> {
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
                name: name.to_owned(),
                model: opts.model.clone().unwrap_or_else(|| format!("{name}/…")),
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
    let base_url = opts
        .base_url
        .clone()
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
    })
}

impl ResolvedProvider {
    /// The configured settings of `model`, if any.
    pub fn model_config(&self, model: &str) -> ModelConfig {
        self.models.get(model).cloned().unwrap_or_default()
    }

    /// A client for `model`, priced and sized from the catalog and config.
    pub fn connect(&self, model: &str) -> Result<Arc<dyn Provider>, SetupError> {
        if self.key_required && self.key.is_none() {
            return Err(SetupError::MissingKey {
                provider: self.name.clone(),
                var: self.key_var.clone().unwrap_or_else(|| "an API key variable".into()),
            });
        }
        let (window, price) = self.model_config(model).info(models::lookup(model));
        let fail = |e: ProviderError| SetupError::Provider {
            provider: self.name.clone(),
            message: e.to_string(),
        };
        let inner: Arc<dyn Provider> = match self.wire {
            Wire::OpenaiChat => Arc::new(
                ouzel_llm::OpenAiChat::new(ouzel_llm::OpenAiChatConfig {
                    api_key: self.key.clone().map(Into::into),
                    extra_headers: self.headers.clone(),
                    stream: self.stream,
                    context_window: window,
                    timeouts: self.timeouts,
                    limits: self.stream_limits,
                    azure: self
                        .azure_api_version
                        .clone()
                        .map(|api_version| ouzel_llm::AzureOpenAi {
                            deployment: String::new(),
                            api_version,
                        }),
                    ..ouzel_llm::OpenAiChatConfig::new(&self.name, model, &self.base_url)
                })
                .map_err(fail)?,
            ),
            Wire::Anthropic => Arc::new(
                ouzel_llm::Anthropic::new(ouzel_llm::AnthropicConfig {
                    base_url: self.base_url.clone(),
                    api_key: self.key.clone().map(Into::into),
                    extra_headers: self.headers.clone(),
                    stream: self.stream,
                    context_window: window,
                    timeouts: self.timeouts,
                    limits: self.stream_limits,
                    ..ouzel_llm::AnthropicConfig::new(&self.name, model)
                })
                .map_err(fail)?,
            ),
            Wire::OpenaiResponses => Arc::new(
                ouzel_llm::OpenAiResponses::new(ouzel_llm::OpenAiResponsesConfig {
                    api_key: self.key.clone().map(Into::into),
                    extra_headers: self.headers.clone(),
                    stream: self.stream,
                    context_window: window,
                    timeouts: self.timeouts,
                    limits: self.stream_limits,
                    ..ouzel_llm::OpenAiResponsesConfig::new(&self.name, model, &self.base_url)
                })
                .map_err(fail)?,
            ),
            Wire::Gemini => Arc::new(
                ouzel_llm::Gemini::new(ouzel_llm::GeminiConfig {
                    base_url: self.base_url.clone(),
                    api_key: self.key.clone().map(Into::into),
                    extra_headers: self.headers.clone(),
                    stream: self.stream,
                    context_window: window,
                    timeouts: self.timeouts,
                    limits: self.stream_limits,
                    ..ouzel_llm::GeminiConfig::new(&self.name, model)
                })
                .map_err(fail)?,
            ),
        };
        Ok(Arc::new(Metered {
            inner,
            price,
            context_window: window,
            key_var: self.key_var.clone(),
        }))
    }
}

/// A provider whose usage events carry their cost, and whose context window comes from the
/// catalog or config when the wire client does not know it.
struct Metered {
    inner: Arc<dyn Provider>,
    price: Option<Price>,
    context_window: Option<u64>,
    /// Named in authentication errors, so the user knows what to fix.
    key_var: Option<String>,
}

impl Metered {
    fn explain(key_var: Option<&str>, error: ProviderError) -> ProviderError {
        match (error, key_var) {
            (ProviderError::Authentication { status, message }, Some(var)) => ProviderError::Authentication {
                status,
                message: format!("{message} (the key comes from {var})"),
            },
            (other, _) => other,
        }
    }
}

#[async_trait]
impl Provider for Metered {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn model(&self) -> &str {
        self.inner.model()
    }

    fn context_window(&self) -> Option<u64> {
        self.inner.context_window().or(self.context_window)
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        self.inner.list_models().await
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let key_var = self.key_var.clone();
        let stream = self
            .inner
            .stream(request)
            .await
            .map_err(|e| Self::explain(key_var.as_deref(), e))?;
        let price = self.price;
        Ok(stream
            .map(move |item| match item {
                Ok(StreamEvent::Usage(mut usage)) => {
                    usage.cost_usd = price.map(|p| p.cost(&usage));
                    Ok(StreamEvent::Usage(usage))
                }
                Err(e) => Err(Self::explain(key_var.as_deref(), e)),
                other => other,
            })
            .boxed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;
    use std::path::Path;

    fn config(text: &str) -> Config {
        Config::parse(text, Path::new("config.toml")).expect("config parses")
    }

    #[test]
    fn every_preset_resolves_to_its_endpoint() {
        let opts = RunOptions::new(".");
        let r = resolve(&Config::default(), "groq", &opts).expect("preset");
        assert_eq!(r.wire, Wire::OpenaiChat);
        assert!(r.base_url.starts_with("http"), "{}", r.base_url);
        assert_eq!(
            resolve(&Config::default(), "anthropic", &opts).expect("preset").wire,
            Wire::Anthropic
        );
        let ollama = resolve(&Config::default(), "ollama", &opts).expect("preset");
        assert!(!ollama.key_required);
        assert_eq!(ollama.base_url, "http://localhost:11434/v1");
    }

    #[test]
    fn custom_providers_need_a_wire_and_list_on_unknown_names() {
        let c = config("[providers.box]\nbase_url = \"http://box:8000/v1\"\n");
        let err = resolve(&c, "box", &RunOptions::new(".")).expect_err("no wire");
        assert!(err.to_string().contains("wire = "), "{err}");
        let c = config(
            "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://box:8000/v1\"\nstream = false\n\
             [providers.box.headers]\nx-team = \"core\"\n\
             [providers.box.models.\"llama3\"]\ncontext_window = 8192\ninput_price = 1.0\noutput_price = 2.0\ntemperature = 0.1\n",
        );
        let r = resolve(&c, "box", &RunOptions::new(".")).expect("custom");
        assert_eq!(r.base_url, "http://box:8000/v1");
        assert!(!r.stream);
        assert_eq!(r.headers, vec![("x-team".to_owned(), "core".to_owned())]);
        let (window, price) = r.model_config("llama3").info(None);
        assert_eq!(window, Some(8192));
        assert_eq!(price.map(|p| p.output), Some(2.0));
        assert_eq!(r.model_config("llama3").params().temperature, Some(0.1));
        let err = resolve(&c, "nope", &RunOptions::new(".")).expect_err("unknown");
        assert!(
            err.to_string().contains("box") && err.to_string().contains("anthropic"),
            "{err}"
        );
    }

    #[test]
    fn config_prices_override_the_catalog_field_by_field() {
        let m = ModelConfig {
            output_price: Some(1.0),
            ..ModelConfig::default()
        };
        let (window, price) = m.info(models::lookup("claude-sonnet-4-5"));
        let price = price.expect("priced");
        assert_eq!((price.input, price.output, price.cache_write), (3.0, 1.0, Some(3.75)));
        assert_eq!(window, Some(200_000));
    }

    #[test]
    fn debug_never_shows_the_key() {
        let mut r = resolve(&Config::default(), "ollama", &RunOptions::new(".")).expect("preset");
        r.key = Some("sk-sentinel-debug".into());
        assert!(!format!("{r:?}").contains("sk-sentinel"));
    }
}
