//! When to try a failed model call again: the port a provider wrapper (`ouzel_llm::Retrying`,
//! the one place model calls are retried) consults; embedders may replace the default (the
//! seeds' retry controller). The agent loop itself never retries a model call.

use crate::provider::ProviderError;
use std::time::Duration;

/// Decides whether and when a failed model call is retried.
pub trait RetryPolicy: Send + Sync {
    /// The wait before attempt `attempt + 1`, or `None` to give up. `attempt` is 1-based (the
    /// attempt that just failed); `waited` is the total already spent waiting.
    fn next_delay(&self, error: &ProviderError, attempt: u32, waited: Duration) -> Option<Duration>;
}

/// Exponential backoff with jitter that honours the server's requested wait, capped in
/// attempts and in total wait. Errors that retrying cannot fix are never retried.
#[derive(Debug, Clone)]
pub struct ExponentialBackoff {
    /// Total attempts including the first.
    pub max_attempts: u32,
    /// Delay before the second attempt.
    pub base: Duration,
    /// Largest single delay.
    pub max_delay: Duration,
    /// Largest total wait across attempts.
    pub max_total_wait: Duration,
    /// Attempts for model-output errors (Ollama's "error parsing tool call"): one retry.
    pub max_model_output_attempts: u32,
}

impl Default for ExponentialBackoff {
    fn default() -> Self {
        Self {
            max_attempts: 5,
            base: Duration::from_millis(500),
            max_delay: Duration::from_secs(30),
            max_total_wait: Duration::from_secs(120),
            max_model_output_attempts: 2,
        }
    }
}

impl ExponentialBackoff {
    /// A policy that never retries.
    pub fn none() -> Self {
        Self {
            max_attempts: 1,
            ..Self::default()
        }
    }
}

impl RetryPolicy for ExponentialBackoff {
    fn next_delay(&self, error: &ProviderError, attempt: u32, waited: Duration) -> Option<Duration> {
        if !error.is_retryable() || attempt >= self.max_attempts {
            return None;
        }
        if matches!(error, ProviderError::ModelOutput { .. }) && attempt >= self.max_model_output_attempts {
            return None;
        }
        let delay = match error.retry_after() {
            Some(d) => d,
            None => {
                let exp = self.base.saturating_mul(1u32 << (attempt - 1).min(16));
                let capped = exp.min(self.max_delay);
                // Full jitter over the upper half keeps clients from retrying in lockstep.
                let half = capped / 2;
                half + half.mul_f64(jitter_fraction())
            }
        };
        if delay > self.max_delay.max(error.retry_after().unwrap_or_default()) || waited + delay > self.max_total_wait {
            return None;
        }
        Some(delay)
    }
}

fn jitter_fraction() -> f64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    // A multiplicative hash spreads the low-entropy clock over [0, 1).
    f64::from(nanos.wrapping_mul(2_654_435_761) % 1_000_000) / 1_000_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auth_errors_are_never_retried() {
        let p = ExponentialBackoff::default();
        let e = ProviderError::Authentication {
            status: 401,
            message: "no".into(),
        };
        assert_eq!(p.next_delay(&e, 1, Duration::ZERO), None);
    }

    #[test]
    fn server_retry_after_is_honoured() {
        let p = ExponentialBackoff::default();
        let e = ProviderError::RateLimited {
            retry_after: Some(Duration::from_secs(7)),
            message: "slow".into(),
        };
        assert_eq!(p.next_delay(&e, 1, Duration::ZERO), Some(Duration::from_secs(7)));
        assert_eq!(
            p.next_delay(&e, 1, Duration::from_secs(118)),
            None,
            "total wait is capped"
        );
    }

    #[test]
    fn backoff_grows_and_stops_at_the_attempt_cap() {
        let p = ExponentialBackoff::default();
        let e = ProviderError::Server {
            status: 500,
            message: "boom".into(),
        };
        let d1 = p.next_delay(&e, 1, Duration::ZERO).unwrap();
        let d3 = p.next_delay(&e, 3, Duration::ZERO).unwrap();
        assert!(d1 <= Duration::from_millis(500) && d1 >= Duration::from_millis(250));
        assert!(d3 >= Duration::from_secs(1));
        assert_eq!(p.next_delay(&e, 5, Duration::ZERO), None);
    }

    #[test]
    fn model_output_errors_get_one_retry() {
        let p = ExponentialBackoff::default();
        let e = ProviderError::ModelOutput {
            message: "error parsing tool call".into(),
        };
        assert!(p.next_delay(&e, 1, Duration::ZERO).is_some());
        assert!(p.next_delay(&e, 2, Duration::ZERO).is_none());
    }
}
