//! Permission layer: asks the gate about each call, and puts its decision in the event stream
//! (`permission_decision`, and `permission_denied` with what the model is told). The gate is
//! the one place that decides; this layer only hands it the call, able to preview itself.

use super::layer::{Call, Failure, Layer, Next, Reply};
use crate::decided::DecidedBy;
use crate::event::{AgentEvent, Decision};
use crate::permission::{CallInfo, CallPreview, GateOutcome, PermissionGate};
use crate::tool::{Tool, ToolContext};
use serde_json::Value;
use std::sync::Arc;

/// Lets only calls the gate allows through.
pub(crate) struct Permission {
    gate: Arc<PermissionGate>,
}

impl Permission {
    /// A layer deciding through `gate`.
    pub(crate) fn new(gate: Arc<PermissionGate>) -> Self {
        Self { gate }
    }
}

#[async_trait::async_trait]
impl Layer for Permission {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        // The preview is computed by the tool itself, in the context it will run in, and only
        // if someone is asked.
        let previewer = ToolPreviewer {
            tool: call.tool,
            ctx: call.ctx,
        };
        // Where the call writes, looked at now rather than when its turn was planned: an
        // earlier call of the same answer may have made the directory a copy lands in.
        let workspace = &call.ctx.workspace;
        let paths: Vec<std::path::PathBuf> = call
            .tool
            .touched_paths_in(&call.input, workspace)
            .iter()
            .map(|p| crate::tool::normalize_path(workspace, p))
            .collect();
        let info = CallInfo::new(call.id, call.def(), &call.input)
            .with_paths(&paths)
            .with_previewer(&previewer);
        match self
            .gate
            .check_asking(&info, &call.hook, call.emit, &call.ctx.cancel)
            .await
        {
            GateOutcome::Allowed { by } => {
                call.emit.emit(AgentEvent::PermissionDecision {
                    id: call.id.clone(),
                    name: call.def().name.clone(),
                    decision: Decision::Allow,
                    by,
                });
                next.run(call).await
            }
            GateOutcome::Denied { by, message } => deny(&call, by, message),
        }
    }
}

/// Refuses `call`: a deny decision and a denial in the event stream, and a result telling the
/// model why. Shared with the hooks layer, whose denials read the same.
pub(crate) fn deny(call: &Call<'_>, by: DecidedBy, message: String) -> Reply {
    let name = &call.def().name;
    call.emit.emit(AgentEvent::PermissionDecision {
        id: call.id.clone(),
        name: name.clone(),
        decision: Decision::Deny,
        by,
    });
    call.emit.emit(AgentEvent::PermissionDenied {
        id: call.id.clone(),
        name: name.clone(),
        message: message.clone(),
    });
    Err(Failure::Refused(format!("permission denied: {message}")))
}

/// Lets an approver see a call's effect through the tool's own [`Tool::preview`].
struct ToolPreviewer<'a> {
    tool: &'a dyn Tool,
    ctx: &'a ToolContext,
}

#[async_trait::async_trait]
impl CallPreview for ToolPreviewer<'_> {
    async fn preview(&self, input: &Value) -> Option<String> {
        self.tool.preview(input, self.ctx).await
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::permission::ApprovalMode;
    use crate::tool::{Risk, ToolDefinition};
    use serde_json::json;

    fn tool(risk: Risk) -> Scripted {
        Scripted::echo(ToolDefinition::new("t", "", json!({"type": "object"})).with_risk(risk))
    }

    fn layer(mode: ApprovalMode) -> Vec<Box<dyn Layer>> {
        vec![Box::new(Permission::new(Arc::new(PermissionGate::new(mode))))]
    }

    #[tokio::test]
    async fn an_allowed_call_runs_and_the_decision_names_what_allowed_it() {
        let tool = tool(Risk::Low);
        let mut h = Harness::new();
        assert!(h.run(&layer(ApprovalMode::Interactive), &tool, json!({})).await.is_ok());
        assert_eq!(tool.runs(), 1);
        assert!(matches!(
            &h.events()[..],
            [AgentEvent::PermissionDecision { decision: Decision::Allow, by, .. }] if *by == DecidedBy::Risk(Risk::Low)
        ));
    }

    #[tokio::test]
    async fn a_denied_call_never_runs_and_the_model_is_told_how_to_allow_it() {
        let tool = tool(Risk::High);
        let mut h = Harness::new();
        let reply = h.run(&layer(ApprovalMode::RejectAll), &tool, json!({})).await;
        match reply {
            Err(Failure::Refused(m)) => {
                assert!(m.starts_with("permission denied:") && m.contains("--reject-all"), "{m}")
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 0);
        let events = h.events();
        assert!(matches!(
            &events[0],
            AgentEvent::PermissionDecision { decision: Decision::Deny, by, .. } if *by == DecidedBy::RejectAll
        ));
        assert!(matches!(&events[1], AgentEvent::PermissionDenied { .. }));
    }
}
