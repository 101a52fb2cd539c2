//! Timeout layer: one attempt of a call may take at most the configured time (`[limits]
//! tool_timeout_secs`, default 600 s); past it the call fails with a timeout the model sees.
//! Inside the retry layer, so each attempt gets the full limit.

use super::layer::{Call, Failure, Layer, Next, Reply};
use crate::tool::ToolError;
use std::time::Duration;

/// Bounds the time of the rest of the chain.
pub(crate) struct Timeout {
    limit: Duration,
}

impl Timeout {
    /// A layer failing attempts that take longer than `limit`.
    pub(crate) fn new(limit: Duration) -> Self {
        Self { limit }
    }
}

#[async_trait::async_trait]
impl Layer for Timeout {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        match tokio::time::timeout(self.limit, next.run(call)).await {
            Ok(reply) => reply,
            Err(_) => Err(Failure::Tool(ToolError::Timeout {
                after_ms: self.limit.as_millis() as u64,
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::Harness;
    use super::*;
    use crate::tool::{Tool, ToolContext, ToolDefinition, ToolOutput};
    use serde_json::{Value, json};

    /// Answers after `ms` milliseconds.
    struct Slow(ToolDefinition, u64);

    #[async_trait::async_trait]
    impl Tool for Slow {
        fn definition(&self) -> &ToolDefinition {
            &self.0
        }
        async fn call(&self, _input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
            tokio::time::sleep(Duration::from_millis(self.1)).await;
            Ok(ToolOutput::text("done"))
        }
    }

    // Paused time: the runtime jumps to the next timer, so the limit fires without waiting.
    #[tokio::test(start_paused = true)]
    async fn a_call_past_the_limit_fails_with_a_timeout_and_one_within_it_succeeds() {
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Timeout::new(Duration::from_secs(2)))];
        let def = ToolDefinition::new("slow", "", json!({}));
        match Harness::new().run(&layers, &Slow(def.clone(), 60_000), json!({})).await {
            Err(f) => assert_eq!(f.message("slow"), "slow failed: timed out after 2000 ms"),
            other => panic!("{other:?}"),
        }
        let done = Harness::new().run(&layers, &Slow(def, 1_000), json!({})).await.unwrap();
        assert_eq!(done.output.content, "done");
    }
}
