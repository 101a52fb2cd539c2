//! The built-in providers, as data: for each name usable in model strings (`groq/…`), its
//! wire, default endpoint and where its key lives. The embedder reads the environment and
//! config; nothing here does.

use crate::tool_calls::{Constraint, ToolCallMode};
use crate::wire::Wire;

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
    /// How tool calls travel unless config says otherwise: `auto` for local servers, whose
    /// models often write calls as text.
    pub tool_calls: ToolCallMode,
    /// How the server takes a JSON Schema to constrain its output (`constrain = true`).
    pub constraint: Constraint,
    /// A local server (found without configuration when no model and no key is given).
    pub local: bool,
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
        tool_calls: ToolCallMode::Native,
        constraint: Constraint::JsonSchema,
        local: false,
    }
}

/// A keyless local server: text-form calls recovered (`auto`), found by discovery.
const fn local(
    name: &'static str,
    base_url: &'static str,
    key_vars: &'static [&'static str],
    base_url_var: &'static str,
    constraint: Constraint,
) -> Preset {
    Preset {
        tool_calls: ToolCallMode::Auto,
        constraint,
        local: true,
        ..preset(name, Wire::OpenaiChat, base_url, key_vars, false, base_url_var)
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
        tool_calls: ToolCallMode::Native,
        constraint: Constraint::JsonSchema,
        local: false,
    },
    local(
        "ollama",
        "http://localhost:11434/v1",
        &[],
        "OLLAMA_BASE_URL",
        Constraint::JsonSchema,
    ),
    local(
        "lmstudio",
        "http://localhost:1234/v1",
        &[],
        "LMSTUDIO_BASE_URL",
        Constraint::JsonSchema,
    ),
    local(
        "vllm",
        "http://localhost:8000/v1",
        &["VLLM_API_KEY"],
        "VLLM_BASE_URL",
        Constraint::JsonSchema,
    ),
    local(
        "llamacpp",
        "http://localhost:8080/v1",
        &[],
        "LLAMACPP_BASE_URL",
        Constraint::JsonObject,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_hosted_presets_name_their_key() {
        let mut names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PRESETS.len(), "a preset name is used twice");
        for p in PRESETS.iter().filter(|p| p.key_required) {
            assert!(!p.key_vars.is_empty(), "{} needs a key but names no variable", p.name);
        }
        assert_eq!(preset_named("anthropic").map(|p| p.wire), Some(Wire::Anthropic));
        assert!(preset_named("nope").is_none());
        let local: Vec<&str> = PRESETS.iter().filter(|p| p.local).map(|p| p.name).collect();
        assert_eq!(local, ["ollama", "lmstudio", "vllm", "llamacpp"]);
        for p in PRESETS {
            let auto = p.tool_calls == ToolCallMode::Auto;
            assert_eq!(
                auto, p.local,
                "{}: local servers, and only they, recover text calls",
                p.name
            );
        }
    }
}
