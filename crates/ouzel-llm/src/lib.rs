//! Wire clients for ouzel: each speaks one LLM API and implements [`ouzel_core::Provider`].
//!
//! - [`OpenAiChat`]: the OpenAI Chat Completions API, also served by Ollama, llama.cpp, vLLM,
//!   OpenRouter and most other "OpenAI-compatible" servers.
//! - [`Anthropic`]: the Anthropic Messages API.
//! - [`OpenAiResponses`]: the OpenAI Responses API, stateless, reasoning carried across turns.
//! - [`Gemini`]: the Google Gemini API (`generateContent`, `streamGenerateContent`).
//!
//! Around them, as data and wrappers: [`presets`] (built-in providers by name), [`prices`]
//! (context windows and list prices of well-known models), [`vision`] (which of them take
//! images), [`Wire::connect`] (a wire plus an
//! endpoint gives a client), [`Metered`] (prices each call's usage) and [`Retrying`] (tries a
//! failed call again while it has streamed nothing).
//!
//! ```no_run
//! use ouzel_llm::{OpenAiChat, OpenAiChatConfig};
//! let provider = OpenAiChat::new(OpenAiChatConfig {
//!     api_key: Some(std::env::var("OPENAI_API_KEY").unwrap_or_default().into()),
//!     ..OpenAiChatConfig::new("openai", "gpt-4.1-mini", "https://api.openai.com/v1")
//! })?;
//! # Ok::<(), ouzel_core::ProviderError>(())
//! ```
//!
//! ```no_run
//! use ouzel_llm::{Gemini, GeminiConfig, OpenAiResponses, OpenAiResponsesConfig};
//! let responses = OpenAiResponses::new(OpenAiResponsesConfig {
//!     api_key: Some(std::env::var("OPENAI_API_KEY").unwrap_or_default().into()),
//!     ..OpenAiResponsesConfig::new("openai", "gpt-5-mini", "https://api.openai.com/v1")
//! })?;
//! let gemini = Gemini::new(GeminiConfig {
//!     api_key: Some(std::env::var("GEMINI_API_KEY").unwrap_or_default().into()),
//!     ..GeminiConfig::new("gemini", "gemini-2.5-flash")
//! })?;
//! # Ok::<(), ouzel_core::ProviderError>(())
//! ```
//!
//! ```no_run
//! use ouzel_llm::{Anthropic, AnthropicConfig};
//! let provider = Anthropic::new(AnthropicConfig {
//!     api_key: Some(std::env::var("ANTHROPIC_API_KEY").unwrap_or_default().into()),
//!     ..AnthropicConfig::new("anthropic", "claude-sonnet-4-5")
//! })?;
//! # Ok::<(), ouzel_core::ProviderError>(())
//! ```

mod anthropic;
mod anthropic_decode;
mod assembler;
mod decode;
mod ended;
mod error;
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
mod gemini;
mod gemini_decode;
mod kept_tools;
mod limits;
pub mod local;
mod metered;
mod openai_chat;
pub mod presets;
pub mod prices;
mod responses;
mod responses_decode;
mod retrying;
#[cfg(test)]
mod reuse_check;
mod sse;
mod tool_calls;
mod transport;
pub mod vision;
mod wire;

pub use anthropic::{ANTHROPIC_VERSION, Anthropic, AnthropicConfig};
pub use gemini::{Gemini, GeminiConfig};
pub use limits::StreamLimits;
pub use metered::Metered;
pub use openai_chat::{AzureOpenAi, OpenAiChat, OpenAiChatConfig};
pub use responses::{OpenAiResponses, OpenAiResponsesConfig};
pub use retrying::Retrying;
pub use tool_calls::{Constraint, TextToolCalls, ToolCallMode, call_or_answer_schema};
pub use transport::Timeouts;
pub use transport::on_first_request;
pub use wire::{ClientOptions, Wire};
