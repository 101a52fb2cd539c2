//! Checkpoint layer: before a call that may write runs, the checkpoint keeper takes what
//! restoring it needs; after it ran (however it ended, since a failed write may have written),
//! it records what changed. It sits inside lifecycle (only calls that will run are
//! checkpointed) and outside retry (one pre-image covers every attempt).
//!
//! What a call may change is decided from its definition alone: a built-in tool that writes
//! and names its paths reaches those paths; anything else that is not read-only (the shell,
//! agents, MCP tools, a write that names no path) may reach the whole workspace.

use super::layer::{Call, Layer, Next, Reply};
use crate::checkpoint::{CheckpointError, Checkpoints, Reach};
use crate::event::AgentEvent;
use crate::tool::{Effects, Origin};
use std::sync::Arc;

/// Brackets writing calls with a [`Checkpoints`] keeper.
pub(crate) struct Checkpoint {
    keeper: Arc<dyn Checkpoints>,
}

impl Checkpoint {
    /// A layer reporting to `keeper`.
    pub(crate) fn new(keeper: Arc<dyn Checkpoints>) -> Self {
        Self { keeper }
    }
}

/// What a call of a tool with this definition may change; `None` for a read-only tool.
fn reach<'a>(effects: Effects, origin: &Origin, paths: &'a [std::path::PathBuf]) -> Option<Reach<'a>> {
    match effects {
        Effects::ReadOnly { .. } => None,
        Effects::Writes if *origin == Origin::BuiltIn && !paths.is_empty() => Some(Reach::Paths(paths)),
        Effects::Writes | Effects::Unknown => Some(Reach::Workspace),
    }
}

#[async_trait::async_trait]
impl Layer for Checkpoint {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        let def = call.def();
        let Some(reach) = reach(def.effects, &def.origin, call.paths) else {
            return next.run(call).await;
        };
        let (id, emit, name) = (call.id, call.emit, def.name.clone());
        let warn = |e: CheckpointError| {
            emit.emit(AgentEvent::Notice {
                message: format!("{e}; the changes `{name}` makes may not be rewindable"),
            })
        };
        if let Err(e) = self.keeper.before_call(id, reach).await {
            warn(e);
        }
        let reply = next.run(call).await;
        if let Err(e) = self.keeper.after_call(id).await {
            warn(e);
        }
        reply
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::ids::ToolCallId;
    use crate::message::Message;
    use crate::tool::{ToolDefinition, ToolOutput};
    use serde_json::json;
    use std::path::PathBuf;
    use std::sync::Mutex;

    /// A keeper that writes down what it was told.
    #[derive(Default)]
    struct Log(Mutex<Vec<String>>);

    #[async_trait::async_trait]
    impl Checkpoints for Log {
        async fn begin_turn(&self, _prompt: &Message) -> Result<(), CheckpointError> {
            Ok(())
        }
        async fn before_call(&self, call: &ToolCallId, reach: Reach<'_>) -> Result<(), CheckpointError> {
            self.0.lock().unwrap().push(format!("before {call} {reach:?}"));
            Err(CheckpointError {
                message: "disk full".into(),
            })
        }
        async fn after_call(&self, call: &ToolCallId) -> Result<(), CheckpointError> {
            self.0.lock().unwrap().push(format!("after {call}"));
            Ok(())
        }
    }

    #[tokio::test]
    async fn writes_are_bracketed_with_their_reach_reads_are_not_and_a_failing_keeper_only_warns() {
        let log = Arc::new(Log::default());
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Checkpoint::new(log.clone()))];
        let tool = |effects| {
            Scripted::new(ToolDefinition::new("t", "", json!({})).with_effects(effects), |_, _| {
                Ok(ToolOutput::text("ok"))
            })
        };
        let mut h = Harness::new();
        h.paths = vec![PathBuf::from("/w/a.txt")];
        h.run(&layers, &tool(Effects::read_only()), json!({})).await.unwrap();
        assert!(log.0.lock().unwrap().is_empty(), "a read is not checkpointed");

        let done = h.run(&layers, &tool(Effects::Writes), json!({})).await.unwrap();
        assert_eq!(
            done.output.content, "ok",
            "the call runs although the checkpoint failed"
        );
        h.run(&layers, &tool(Effects::Unknown), json!({})).await.unwrap();
        h.paths.clear();
        h.run(&layers, &tool(Effects::Writes), json!({})).await.unwrap();
        assert_eq!(
            *log.0.lock().unwrap(),
            [
                "before call-1 Paths([\"/w/a.txt\"])",
                "after call-1",
                "before call-1 Workspace",
                "after call-1",
                "before call-1 Workspace",
                "after call-1",
            ]
        );
        let notices = h
            .events()
            .into_iter()
            .filter(|e| matches!(e, AgentEvent::Notice { message } if message.contains("disk full") && message.contains("may not be rewindable")))
            .count();
        assert_eq!(notices, 3);
    }

    #[test]
    fn tools_from_elsewhere_reach_the_whole_workspace_even_when_they_name_paths() {
        let paths = [PathBuf::from("/w/a")];
        let mcp = Origin::Mcp {
            server: "s".into(),
            tool: "t".into(),
        };
        assert_eq!(reach(Effects::Writes, &mcp, &paths), Some(Reach::Workspace));
        assert_eq!(reach(Effects::Writes, &Origin::Agent, &paths), Some(Reach::Workspace));
        assert_eq!(
            reach(Effects::Writes, &Origin::BuiltIn, &paths),
            Some(Reach::Paths(&paths))
        );
    }
}
