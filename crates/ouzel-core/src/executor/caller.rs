//! The handle a tool gets to call other tools by name ([`ToolContext::call`]): the executor
//! itself, so a nested call takes the same path as a model's (plan, arguments, hooks, gate,
//! cache, lifecycle, retry, timeout).

use super::{Executor, PendingCall};
use crate::ids::ToolCallId;
use crate::message::ContentBlock;
use crate::tool::{CallTools, ToolContext, ToolError};
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};

/// How deeply tools may call tools before the call is refused (a tool calling itself).
const MAX_NESTING: usize = 8;

pub(super) struct ExecutorCalls {
    executor: Executor,
    next: AtomicU64,
}

impl std::fmt::Debug for ExecutorCalls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExecutorCalls")
            .field("tools", &self.executor.registry)
            .finish()
    }
}

impl ExecutorCalls {
    pub(super) fn new(executor: Executor) -> Self {
        Self {
            executor,
            next: AtomicU64::new(1),
        }
    }
}

#[async_trait::async_trait]
impl CallTools for ExecutorCalls {
    async fn call_tool(&self, name: &str, input: Value, ctx: &ToolContext) -> Result<String, ToolError> {
        let (events, _rx) = match &ctx.events {
            Some(e) => (e.clone(), None),
            None => {
                let (e, rx) = crate::emit::Emitter::channel();
                (e, Some(rx))
            }
        };
        if events.depth() >= MAX_NESTING {
            return Err(ToolError::failed(format!(
                "`{name}` not called: tools calling tools are nested {} deep, the limit",
                events.depth()
            )));
        }
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let call = PendingCall {
            id: ToolCallId::new(format!("{}.{n}", ctx.call_id)),
            name: name.to_owned(),
            input: Ok(input),
        };
        let emit = events.nested(ctx.call_id.to_string());
        let plan = self.executor.plan(&call);
        match self.executor.run_one(&call, &plan, &ctx.cancel, &emit).await {
            ContentBlock::ToolResult {
                content,
                is_error: false,
                ..
            } => Ok(content),
            ContentBlock::ToolResult { content, .. } => Err(ToolError::failed(content)),
            _ => Err(ToolError::failed(format!("`{name}` returned no result"))),
        }
    }
}
