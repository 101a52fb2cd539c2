//! Retry layer: a call whose tool failed in a way that may pass (a busy resource, a flaky
//! network: [`ToolError::is_retryable`]) runs again, a bounded number of times with a short
//! growing pause, unless the user cancelled. Other failures come back at once.

use super::layer::{Call, Failure, Layer, Next, Reply};
use std::time::Duration;

/// Runs the rest of the chain again after transient failures.
pub(crate) struct Retry {
    max_attempts: u32,
}

impl Retry {
    /// At most `max_attempts` runs per call (1 = no retry).
    pub(crate) fn new(max_attempts: u32) -> Self {
        Self {
            max_attempts: max_attempts.max(1),
        }
    }
}

#[async_trait::async_trait]
impl Layer for Retry {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        let mut attempt = 1;
        loop {
            match next.run(call.clone()).await {
                Err(Failure::Tool(e))
                    if e.is_retryable() && attempt < self.max_attempts && !call.ctx.cancel.is_cancelled() =>
                {
                    tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
                    attempt += 1;
                }
                reply => return reply,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::tool::{ToolDefinition, ToolError, ToolOutput};
    use serde_json::json;

    fn flaky(fail_times: u32) -> Scripted {
        Scripted::new(ToolDefinition::new("t", "", json!({})), move |n, _| {
            if n <= fail_times {
                Err(ToolError::Transient {
                    message: "resource busy".into(),
                })
            } else {
                Ok(ToolOutput::text("ok"))
            }
        })
    }

    fn layers(max: u32) -> Vec<Box<dyn Layer>> {
        vec![Box::new(Retry::new(max))]
    }

    // Paused time: the pauses between attempts pass instantly and no test reads a clock.
    #[tokio::test(start_paused = true)]
    async fn transient_failures_are_retried_up_to_the_bound() {
        let tool = flaky(2);
        assert_eq!(
            Harness::new()
                .run(&layers(3), &tool, json!({}))
                .await
                .unwrap()
                .output
                .content,
            "ok"
        );
        assert_eq!(tool.runs(), 3);

        let tool = flaky(5);
        match Harness::new().run(&layers(3), &tool, json!({})).await {
            Err(f) => assert_eq!(f.message("t"), "t failed: resource busy"),
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 3);

        let tool = flaky(1);
        assert!(Harness::new().run(&layers(1), &tool, json!({})).await.is_err());
        assert_eq!(tool.runs(), 1, "one attempt means no retry");
    }

    #[tokio::test(start_paused = true)]
    async fn lasting_failures_and_cancelled_calls_are_not_retried() {
        let tool = Scripted::new(ToolDefinition::new("t", "", json!({})), |_, _| {
            Err(ToolError::failed("no such file"))
        });
        assert!(Harness::new().run(&layers(3), &tool, json!({})).await.is_err());
        assert_eq!(tool.runs(), 1);

        let tool = flaky(5);
        let h = Harness::new();
        h.ctx.cancel.cancel();
        assert!(h.run(&layers(3), &tool, json!({})).await.is_err());
        assert!(tool.runs() <= 1, "no retry after cancel");
    }
}
