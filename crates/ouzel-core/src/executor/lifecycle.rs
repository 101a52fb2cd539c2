//! Lifecycle layer: records each call that reaches its tool as started, then completed, failed
//! (with the message the model sees) or cancelled, in the executor's [`CallRegistry`]. Calls
//! refused or served from the cache above it never start.

use super::layer::{Call, Failure, Layer, Next, Reply};
use crate::lifecycle::CallRegistry;
use crate::tool::ToolError;

/// Keeps the call registry in step with the tool.
pub(crate) struct Lifecycle {
    calls: CallRegistry,
}

impl Lifecycle {
    /// A layer recording into `calls`.
    pub(crate) fn new(calls: CallRegistry) -> Self {
        Self { calls }
    }
}

#[async_trait::async_trait]
impl Layer for Lifecycle {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        let (id, tool) = (call.id, call.tool);
        let name = &tool.definition().name;
        self.calls.start(id);
        let reply = next.run(call).await;
        match &reply {
            Ok(_) => self.calls.finish(id, None),
            Err(Failure::Tool(ToolError::Cancelled)) => self.calls.cancel(id),
            Err(failure) => self.calls.finish(id, Some(&failure.message(name))),
        }
        reply
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::lifecycle::CallState;
    use crate::tool::{ToolDefinition, ToolOutput};
    use serde_json::json;

    #[tokio::test]
    async fn each_call_ends_completed_failed_with_its_message_or_cancelled() {
        let calls = CallRegistry::default();
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Lifecycle::new(calls.clone()))];
        let tool = Scripted::new(ToolDefinition::new("t", "", json!({})), |n, _| match n {
            1 => Ok(ToolOutput::text("ok")),
            2 => Err(ToolError::failed("no such file")),
            _ => Err(ToolError::Cancelled),
        });
        let h = Harness::new();
        calls.register(&h.id, "t");
        let state = || calls.get(&h.id).unwrap().state;
        assert_eq!(state(), CallState::Registered);

        h.run(&layers, &tool, json!({})).await.unwrap();
        assert!(matches!(state(), CallState::Completed { .. }), "{:?}", state());
        assert!(h.run(&layers, &tool, json!({})).await.is_err());
        assert!(
            matches!(state(), CallState::Failed { error, .. } if error == "t failed: no such file"),
            "{:?}",
            state()
        );
        assert!(h.run(&layers, &tool, json!({})).await.is_err());
        assert_eq!(state(), CallState::Cancelled);
    }
}
