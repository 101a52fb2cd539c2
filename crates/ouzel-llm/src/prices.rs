//! What ouzel knows about well-known models without asking: context window and list price.
//! Embedders may override both (the `ouzel` facade does from `[providers.NAME.models.MODEL]`).

use ouzel_core::Price;

/// Facts about one model family.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ModelInfo {
    /// Context window in tokens.
    pub context_window: u64,
    /// Prices in USD per million tokens.
    pub price: Price,
}

const fn info(context_window: u64, input: f64, output: f64, cache_read: f64, cache_write: Option<f64>) -> ModelInfo {
    ModelInfo {
        context_window,
        price: Price {
            input,
            output,
            cache_read: Some(cache_read),
            cache_write,
        },
    }
}

/// Model-name prefixes and their facts; the longest matching prefix wins, so dated names
/// (`claude-sonnet-4-5-20250929`) and suffixed ones (`gpt-4o-2024-08-06`) find their family.
/// Prices are list prices per million tokens (standard tier, prompts under 200k tokens).
const CATALOG: &[(&str, ModelInfo)] = &[
    // OpenAI
    ("gpt-5", info(400_000, 1.25, 10.0, 0.125, None)),
    ("gpt-5-mini", info(400_000, 0.25, 2.0, 0.025, None)),
    ("gpt-5-nano", info(400_000, 0.05, 0.40, 0.005, None)),
    ("gpt-4.1", info(1_047_576, 2.0, 8.0, 0.50, None)),
    ("gpt-4.1-mini", info(1_047_576, 0.40, 1.60, 0.10, None)),
    ("gpt-4.1-nano", info(1_047_576, 0.10, 0.40, 0.025, None)),
    ("gpt-4o", info(128_000, 2.50, 10.0, 1.25, None)),
    ("gpt-4o-mini", info(128_000, 0.15, 0.60, 0.075, None)),
    ("o3", info(200_000, 2.0, 8.0, 0.50, None)),
    ("o3-mini", info(200_000, 1.10, 4.40, 0.55, None)),
    ("o4-mini", info(200_000, 1.10, 4.40, 0.275, None)),
    // Anthropic (cache writes are 1.25× input, reads 0.1×)
    ("claude-opus-4", info(200_000, 15.0, 75.0, 1.50, Some(18.75))),
    ("claude-sonnet-4", info(200_000, 3.0, 15.0, 0.30, Some(3.75))),
    ("claude-3-7-sonnet", info(200_000, 3.0, 15.0, 0.30, Some(3.75))),
    ("claude-3-5-sonnet", info(200_000, 3.0, 15.0, 0.30, Some(3.75))),
    ("claude-haiku-4", info(200_000, 1.0, 5.0, 0.10, Some(1.25))),
    ("claude-3-5-haiku", info(200_000, 0.80, 4.0, 0.08, Some(1.0))),
    // Google
    ("gemini-2.5-pro", info(1_048_576, 1.25, 10.0, 0.31, None)),
    ("gemini-2.5-flash", info(1_048_576, 0.30, 2.50, 0.075, None)),
    ("gemini-2.5-flash-lite", info(1_048_576, 0.10, 0.40, 0.025, None)),
    ("gemini-2.0-flash", info(1_048_576, 0.10, 0.40, 0.025, None)),
    // DeepSeek
    ("deepseek-chat", info(128_000, 0.27, 1.10, 0.07, None)),
    ("deepseek-reasoner", info(128_000, 0.55, 2.19, 0.14, None)),
];

/// What the catalog knows about `model` (the part after `PROVIDER/`). Router-style names
/// (`anthropic/claude-sonnet-4-5` on OpenRouter) are looked up by their last segment.
pub fn lookup(model: &str) -> Option<ModelInfo> {
    let name = model.rsplit('/').next().unwrap_or(model).to_ascii_lowercase();
    CATALOG
        .iter()
        .filter(|(prefix, _)| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(['-', '@', ':', '.']))
        })
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|(_, info)| *info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_prefix_wins() {
        assert_eq!(lookup("gpt-4o-mini").map(|i| i.price.input), Some(0.15));
        assert_eq!(lookup("gpt-4o-2024-08-06").map(|i| i.price.input), Some(2.50));
        assert_eq!(
            lookup("claude-sonnet-4-5-20250929").map(|i| i.price.cache_write),
            Some(Some(3.75))
        );
        assert_eq!(lookup("anthropic/claude-opus-4-1").map(|i| i.price.output), Some(75.0));
        assert_eq!(lookup("gemini-2.5-flash-lite").map(|i| i.price.input), Some(0.10));
        assert_eq!(lookup("o3").map(|i| i.context_window), Some(200_000));
    }

    #[test]
    fn unknown_and_lookalike_models_have_no_entry() {
        assert_eq!(lookup("llama3.1"), None);
        assert_eq!(lookup("gpt-4oxyz"), None, "a prefix must end at a separator");
        assert_eq!(lookup("o3ish"), None);
    }
}
