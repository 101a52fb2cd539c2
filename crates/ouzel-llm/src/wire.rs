//! The wire APIs ouzel speaks, and the one place that turns a wire plus an endpoint into a
//! client: embedders (the `ouzel` facade) decide where and with which key, this decides how.

use crate::{
    Anthropic, AnthropicConfig, AzureOpenAi, Gemini, GeminiConfig, OpenAiChat, OpenAiChatConfig, OpenAiResponses,
    OpenAiResponsesConfig, Timeouts,
};
use ouzel_core::{Provider, ProviderError};
use secrecy::SecretString;
use serde::{Deserialize, Serialize};
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

/// Everything a wire client needs besides its wire: which model, where, and with which key.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// The provider's name in model strings (`openai`, `box`); named in errors.
    pub provider: String,
    /// The model as the provider knows it.
    pub model: String,
    /// API root.
    pub base_url: String,
    /// The key, when the endpoint takes one.
    pub api_key: Option<SecretString>,
    /// Headers added to every request.
    pub headers: Vec<(String, String)>,
    /// `false` asks for whole answers instead of streams.
    pub stream: bool,
    /// The model's context window, when known.
    pub context_window: Option<u64>,
    /// Request limits.
    pub timeouts: Timeouts,
    /// Bounds on what one response may stream.
    pub limits: crate::StreamLimits,
    /// Azure OpenAI `api-version`: deployment URLs and the `api-key` header (chat wire only).
    pub azure_api_version: Option<String>,
    /// How an output schema is sent (chat wire only; the server's dialect).
    pub schema_style: crate::Constraint,
}

impl Wire {
    /// A client speaking this wire. Fails when the base URL is not an http(s) URL or the HTTP
    /// client cannot be built.
    pub fn connect(self, o: ClientOptions) -> Result<Arc<dyn Provider>, ProviderError> {
        Ok(match self {
            Self::OpenaiChat => Arc::new(OpenAiChat::new(OpenAiChatConfig {
                api_key: o.api_key,
                extra_headers: o.headers,
                stream: o.stream,
                context_window: o.context_window,
                timeouts: o.timeouts,
                limits: o.limits,
                azure: o.azure_api_version.map(|api_version| AzureOpenAi {
                    deployment: String::new(),
                    api_version,
                }),
                schema_style: o.schema_style,
                ..OpenAiChatConfig::new(o.provider, o.model, o.base_url)
            })?),
            Self::Anthropic => Arc::new(Anthropic::new(AnthropicConfig {
                base_url: o.base_url,
                api_key: o.api_key,
                extra_headers: o.headers,
                stream: o.stream,
                context_window: o.context_window,
                timeouts: o.timeouts,
                limits: o.limits,
                ..AnthropicConfig::new(o.provider, o.model)
            })?),
            Self::OpenaiResponses => Arc::new(OpenAiResponses::new(OpenAiResponsesConfig {
                api_key: o.api_key,
                extra_headers: o.headers,
                stream: o.stream,
                context_window: o.context_window,
                timeouts: o.timeouts,
                limits: o.limits,
                ..OpenAiResponsesConfig::new(o.provider, o.model, o.base_url)
            })?),
            Self::Gemini => Arc::new(Gemini::new(GeminiConfig {
                base_url: o.base_url,
                api_key: o.api_key,
                extra_headers: o.headers,
                stream: o.stream,
                context_window: o.context_window,
                timeouts: o.timeouts,
                limits: o.limits,
                ..GeminiConfig::new(o.provider, o.model)
            })?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_wire_refuses_a_base_url_that_is_no_http_url() {
        for wire in [Wire::OpenaiChat, Wire::OpenaiResponses, Wire::Anthropic, Wire::Gemini] {
            for url in ["notaurl", "ftp://x/v1", "http://[::1"] {
                let options = ClientOptions {
                    provider: "p".into(),
                    model: "m".into(),
                    base_url: url.into(),
                    api_key: None,
                    headers: Vec::new(),
                    stream: true,
                    context_window: None,
                    timeouts: Timeouts::default(),
                    limits: crate::StreamLimits::default(),
                    azure_api_version: None,
                    schema_style: crate::Constraint::JsonSchema,
                };
                let err = wire.connect(options).err().expect("refused");
                assert_eq!(
                    (err.kind(), err.is_retryable()),
                    ("invalid_request", false),
                    "{wire} {url}"
                );
                assert!(err.to_string().contains(&format!("`{url}`")), "{wire}: {err}");
            }
        }
    }
}
