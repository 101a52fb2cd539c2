//! `todo_write`: the model keeps an ordered todo list for the task at hand. Each call sends the
//! whole list (items and their status); the tool shows it to the user (a `plan_updated` event)
//! and saves it with the session, so a resumed session has it. It changes nothing in the
//! workspace, so it is read-only and runs in plan mode too.

use async_trait::async_trait;
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    AgentEvent, Effects, Risk, SessionStore, TodoItem, TodoStatus, Tool, ToolCategory, ToolContext, ToolDefinition,
    ToolError, ToolOutput, parse_args, render_todos,
};
use serde::Deserialize;
use serde_json::Value;
use std::sync::Arc;

/// Arguments of `todo_write`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TodoWriteArgs {
    /// The whole list, in order; it replaces the previous one. Keep at most one item
    /// `in_progress`, and mark an item `done` as soon as it is finished.
    pub items: Vec<TodoItem>,
}

/// The `todo_write` tool.
pub struct TodoWrite {
    def: ToolDefinition,
    store: Option<Arc<dyn SessionStore>>,
}

impl std::fmt::Debug for TodoWrite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TodoWrite")
            .field("store", &self.store.is_some())
            .finish()
    }
}

impl Default for TodoWrite {
    fn default() -> Self {
        Self::new()
    }
}

impl TodoWrite {
    /// A todo list shown to the user but kept nowhere (no session store).
    pub fn new() -> Self {
        Self {
            def: crate::schemas::definition::<TodoWriteArgs>(
                "todo_write",
                "Keep a todo list for a task of several steps: send the whole list each time, in order, \
                 each item with its status (pending, in_progress, done). The user sees the list as you \
                 update it. Use it for tasks of three steps or more; mark an item in_progress before \
                 starting it and done as soon as it is finished.",
            )
            .with_risk(Risk::Low)
            .with_category(ToolCategory::Other)
            // The list is the session's, not the workspace's: nothing there changes. Never
            // cached: each call must reach the user.
            .with_effects(Effects::read_only_uncached()),
            store: None,
        }
    }

    /// Saves each list in `store` under the calling session.
    pub fn with_store(mut self, store: Arc<dyn SessionStore>) -> Self {
        self.store = Some(store);
        self
    }
}

/// Refuses a list the user could not follow: blank items, or more than one in progress.
fn check(items: &[TodoItem]) -> Result<(), ToolError> {
    if let Some(i) = items.iter().position(|i| i.content.trim().is_empty()) {
        return Err(ToolError::InvalidArguments {
            message: format!("item {} has no content; say what is to be done", i + 1),
        });
    }
    let working = items.iter().filter(|i| i.status == TodoStatus::InProgress).count();
    if working > 1 {
        return Err(ToolError::InvalidArguments {
            message: format!("{working} items are in_progress; keep one in progress at a time"),
        });
    }
    Ok(())
}

#[async_trait]
impl Tool for TodoWrite {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: TodoWriteArgs = parse_args(&input)?;
        check(&args.items)?;
        if let Some(store) = &self.store {
            store
                .save_todos(&ctx.session_id, &args.items)
                .await
                .map_err(|e| ToolError::failed(format!("the list could not be saved with the session: {e}")))?;
        }
        let text = render_todos(&args.items);
        if let Some(events) = &ctx.events {
            events.emit(AgentEvent::PlanUpdated { items: args.items });
        }
        Ok(ToolOutput::text(format!("Todo list updated:\n{text}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::{CancellationToken, Emitter, SessionId, ToolCallId};
    use serde_json::json;

    fn ctx(events: Emitter) -> ToolContext {
        ToolContext::new(
            std::env::temp_dir(),
            ToolCallId::new("c1"),
            SessionId::new("s1"),
            CancellationToken::new(),
        )
        .with_events(events)
    }

    #[tokio::test]
    async fn the_list_reaches_the_user_and_the_model_sees_it_back() {
        let (emit, mut rx) = Emitter::channel();
        let out = TodoWrite::new()
            .call(
                json!({"items": [
                    {"content": "read the parser", "status": "done"},
                    {"content": "fix the bug", "status": "in_progress"},
                ]}),
                &ctx(emit),
            )
            .await
            .unwrap();
        assert_eq!(out.content, "Todo list updated:\n[x] read the parser\n[~] fix the bug");
        let event = rx.try_recv().unwrap().event;
        assert_eq!(
            event,
            AgentEvent::PlanUpdated {
                items: vec![
                    TodoItem::new("read the parser", TodoStatus::Done),
                    TodoItem::new("fix the bug", TodoStatus::InProgress),
                ]
            }
        );
    }

    #[tokio::test]
    async fn a_list_with_two_items_in_progress_or_a_blank_item_is_refused_and_not_shown() {
        let (emit, mut rx) = Emitter::channel();
        let tool = TodoWrite::new();
        let two = json!({"items": [
            {"content": "a", "status": "in_progress"},
            {"content": "b", "status": "in_progress"},
        ]});
        let err = tool.call(two, &ctx(emit.clone())).await.unwrap_err();
        assert!(err.to_string().contains("one in progress"), "{err}");
        let blank = json!({"items": [{"content": "  ", "status": "pending"}]});
        let err = tool.call(blank, &ctx(emit)).await.unwrap_err();
        assert!(err.to_string().contains("item 1"), "{err}");
        assert!(rx.try_recv().is_err(), "a refused list is not shown");
    }

    #[test]
    fn the_tool_is_low_risk_and_read_only_so_plan_mode_lets_it_run() {
        let tool = TodoWrite::new();
        let def = tool.definition();
        assert_eq!(def.risk, Risk::Low);
        assert!(def.effects.is_read_only());
        assert_eq!(def.effects.cache_ttl(), None);
    }
}
