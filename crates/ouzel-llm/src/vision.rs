//! Which well-known models take images, as data: the hosted families with vision. A model not
//! listed (a local one, a new one, a text-only one) takes none unless its configuration says
//! so (the `ouzel` facade reads `images = true` from `[providers.NAME.models."MODEL"]` or
//! `[providers.NAME]`).

/// Model-name prefixes and whether the family takes images; the longest matching prefix wins,
/// so a text-only member (`o3-mini`) is told apart from its family (`o3`).
const FAMILIES: &[(&str, bool)] = &[
    // OpenAI
    ("gpt-4o", true),
    ("chatgpt-4o", true),
    ("gpt-4.1", true),
    ("gpt-4-turbo", true),
    ("gpt-4.5", true),
    ("gpt-5", true),
    ("o1", true),
    ("o1-mini", false),
    ("o3", true),
    ("o3-mini", false),
    ("o4-mini", true),
    // Anthropic: every Claude 3 and later.
    ("claude-3", true),
    ("claude-opus-4", true),
    ("claude-sonnet-4", true),
    ("claude-haiku-4", true),
    // Google: the Gemini family (embedding models are not chat models).
    ("gemini", true),
    ("gemini-embedding", false),
];

/// Whether `model` (the part after `PROVIDER/`) is known to take images. Router-style names
/// (`anthropic/claude-sonnet-4-5` on OpenRouter) are looked up by their last segment.
pub fn takes_images(model: &str) -> bool {
    let name = model.rsplit('/').next().unwrap_or(model).to_ascii_lowercase();
    FAMILIES
        .iter()
        .filter(|(prefix, _)| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(['-', '@', ':', '.']))
        })
        .max_by_key(|(prefix, _)| prefix.len())
        .is_some_and(|(_, images)| *images)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosted_vision_families_take_images_and_the_rest_do_not() {
        for m in [
            "gpt-4o",
            "gpt-4o-mini-2024-07-18",
            "gpt-4.1-nano",
            "gpt-5",
            "gpt-5-mini",
            "o3",
            "claude-3-5-sonnet-20241022",
            "claude-3-opus",
            "claude-sonnet-4-5",
            "claude-opus-4-1",
            "anthropic/claude-haiku-4-5",
            "gemini-2.5-flash",
            "gemini-3-pro-preview",
        ] {
            assert!(takes_images(m), "{m}");
        }
        for m in [
            "o3-mini",
            "o1-mini",
            "gpt-3.5-turbo",
            "llama3.1",
            "qwen3",
            "deepseek-chat",
            "gpt-4oxyz",
            "gemini-embedding-001",
            "mock",
        ] {
            assert!(!takes_images(m), "{m}");
        }
    }
}
