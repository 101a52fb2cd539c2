//! Token accounting.

use serde::{Deserialize, Serialize};
use std::ops::AddAssign;

/// Tokens spent by one model call, or summed over a run or session.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct TokenUsage {
    /// Prompt tokens, including cached ones.
    pub input_tokens: u64,
    /// Completion tokens, including reasoning.
    pub output_tokens: u64,
    /// Prompt tokens served from the provider's cache.
    #[serde(default)]
    pub cache_read_tokens: u64,
    /// Prompt tokens written to the provider's cache.
    #[serde(default)]
    pub cache_write_tokens: u64,
    /// Output tokens spent on reasoning.
    #[serde(default)]
    pub reasoning_tokens: u64,
    /// Cost in US dollars, when the model's price is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
}

impl TokenUsage {
    /// Input plus output tokens.
    pub fn total(&self) -> u64 {
        self.input_tokens + self.output_tokens
    }
}

impl AddAssign for TokenUsage {
    fn add_assign(&mut self, rhs: Self) {
        self.input_tokens += rhs.input_tokens;
        self.output_tokens += rhs.output_tokens;
        self.cache_read_tokens += rhs.cache_read_tokens;
        self.cache_write_tokens += rhs.cache_write_tokens;
        self.reasoning_tokens += rhs.reasoning_tokens;
        self.cost_usd = match (self.cost_usd, rhs.cost_usd) {
            (None, None) => None,
            (a, b) => Some(a.unwrap_or(0.0) + b.unwrap_or(0.0)),
        };
    }
}

/// A model's prices in US dollars per million tokens.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Price {
    /// Uncached prompt tokens.
    pub input: f64,
    /// Output tokens (reasoning included).
    pub output: f64,
    /// Prompt tokens read from the cache; `None` means the input price.
    pub cache_read: Option<f64>,
    /// Prompt tokens written to the cache; `None` means the input price.
    pub cache_write: Option<f64>,
}

impl Price {
    /// What `usage` costs. `input_tokens` counts cached tokens too, so they are taken out
    /// before the input price applies.
    pub fn cost(&self, usage: &TokenUsage) -> f64 {
        let cached = usage.cache_read_tokens + usage.cache_write_tokens;
        let uncached = usage.input_tokens.saturating_sub(cached) as f64;
        let per_token = |tokens: u64, price: f64| tokens as f64 * price / 1_000_000.0;
        uncached * self.input / 1_000_000.0
            + per_token(usage.cache_read_tokens, self.cache_read.unwrap_or(self.input))
            + per_token(usage.cache_write_tokens, self.cache_write.unwrap_or(self.input))
            + per_token(usage.output_tokens, self.output)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cost_prices_cached_tokens_apart() {
        let price = Price {
            input: 3.0,
            output: 15.0,
            cache_read: Some(0.3),
            cache_write: Some(3.75),
        };
        let usage = TokenUsage {
            input_tokens: 1_000_000,
            output_tokens: 100_000,
            cache_read_tokens: 500_000,
            cache_write_tokens: 100_000,
            ..Default::default()
        };
        // 400k uncached × 3 + 500k × 0.3 + 100k × 3.75 + 100k × 15, per million.
        let expected = 1.2 + 0.15 + 0.375 + 1.5;
        assert!((price.cost(&usage) - expected).abs() < 1e-9, "{}", price.cost(&usage));
    }

    #[test]
    fn usage_adds_up_including_cost() {
        let mut a = TokenUsage {
            input_tokens: 10,
            output_tokens: 2,
            ..Default::default()
        };
        a += TokenUsage {
            input_tokens: 5,
            output_tokens: 1,
            cost_usd: Some(0.5),
            ..Default::default()
        };
        assert_eq!(a.total(), 18);
        assert_eq!(a.cost_usd, Some(0.5));
    }
}
