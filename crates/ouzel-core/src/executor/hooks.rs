//! Hooks layer: the user's pre-tool hooks see every call before the gate and may deny it,
//! pre-approve it, make the gate ask about it (the gate decides, with what they said) or
//! rewrite its arguments (which must still fit the schema); post-tool hooks
//! see the result of every call the tool actually ran, and what they say for the model is added
//! to that result (an agent called as a tool also goes past the `subagent_stop` hooks). A
//! failing post hook becomes a notice; it cannot undo the call.

use super::layer::{Call, Failure, Layer, Next, Reply, tool_ran};
use super::permission::deny;
use crate::checkpoint::Checkpoints;
use crate::decided::DecidedBy;
use crate::event::AgentEvent;
use crate::hooks::{HookOutcome, HookSession, HookVerdict, Hooks};
use crate::permission::{CallInfo, HookStance, PermissionGate};
use crate::tool::Origin;
use crate::validate::Validators;
use std::sync::Arc;

/// Runs pre- and post-tool hooks around the rest of the chain.
pub(crate) struct HookLayer {
    hooks: Arc<[Arc<dyn Hooks>]>,
    validators: Validators,
    /// Tells hooks the session mode (`permission_mode`).
    gate: Arc<PermissionGate>,
    /// Settled before post-tool hooks run, so what they change is never the call's.
    checkpoints: Option<Arc<dyn Checkpoints>>,
}

impl HookLayer {
    /// Runs `hooks` in order; a rewritten call is checked with `validators`.
    pub(crate) fn new(hooks: Arc<[Arc<dyn Hooks>]>, validators: Validators, gate: Arc<PermissionGate>) -> Self {
        Self {
            hooks,
            validators,
            gate,
            checkpoints: None,
        }
    }

    /// Waits for `keeper`'s record of a call before the post-tool hooks run: a keeper may
    /// record in the background, and a hook that writes files (a formatter) must not race the
    /// scan that tells what the call changed.
    pub(crate) fn with_checkpoints(mut self, keeper: Option<Arc<dyn Checkpoints>>) -> Self {
        self.checkpoints = keeper;
        self
    }
}

/// Adds what hooks said for the model to a call's result.
fn with_context(reply: Reply, tool: &str, context: &[String]) -> Reply {
    if context.is_empty() {
        return reply;
    }
    let note = context.join("\n");
    match reply {
        Ok(mut done) => {
            done.output.content = format!("{}\n\n{note}", done.output.content);
            Ok(done)
        }
        Err(failure) => Err(Failure::Refused(format!("{}\n\n{note}", failure.message(tool)))),
    }
}

#[async_trait::async_trait]
impl Layer for HookLayer {
    async fn handle(&self, mut call: Call<'_>, next: Next<'_>) -> Reply {
        if self.hooks.is_empty() {
            return next.run(call).await;
        }
        let tool = call.tool;
        let def = tool.definition();
        let ctx = call.ctx;
        let session = HookSession {
            id: &ctx.session_id,
            workspace: &ctx.workspace,
            mode: self.gate.session_mode(),
        };
        let mut rewritten = false;
        for hook in self.hooks.iter() {
            match hook
                .pre_tool_use(&session, &CallInfo::new(call.id, def, &call.input))
                .await
            {
                HookVerdict::Continue => {}
                HookVerdict::Allow => call.hook = std::mem::take(&mut call.hook).and(HookStance::Allow),
                HookVerdict::Deny { reason } => return deny(&call, DecidedBy::PreToolHook, reason),
                HookVerdict::Modify { input } => {
                    call.input = input;
                    rewritten = true;
                }
                HookVerdict::Ask { reason, input } => {
                    call.hook = std::mem::take(&mut call.hook).and(HookStance::Ask { reason });
                    if let Some(input) = input {
                        call.input = input;
                        rewritten = true;
                    }
                }
            }
        }
        if rewritten && let Err(problems) = self.validators.check(&def.name, &def.input_schema, &call.input) {
            return Err(Failure::Refused(format!(
                "invalid arguments for `{}` (after a hook changed them): {problems}",
                def.name
            )));
        }
        let (id, input, emit) = (call.id, call.input.clone(), call.emit);
        let reply = next.run(call).await;
        if !tool_ran(&reply) {
            return reply;
        }
        let content = match &reply {
            Ok(done) => done.output.content.clone(),
            Err(failure) => failure.message(&def.name),
        };
        let is_error = reply.is_err();
        if let Some(keeper) = &self.checkpoints
            && let Err(e) = keeper.settle().await
        {
            emit.emit(AgentEvent::Notice {
                message: format!("{e}; the changes `{}` made may not be rewindable", def.name),
            });
        }
        let info = CallInfo::new(id, def, &input);
        let mut outcome = HookOutcome::default();
        for hook in self.hooks.iter() {
            outcome.merge(hook.post_tool_use(&session, &info, &content, is_error).await);
            if def.origin == Origin::Agent && !is_error {
                outcome.merge(hook.subagent_stop(&session, &info, &content).await);
            }
        }
        for message in outcome.notices {
            emit.emit(AgentEvent::Notice { message });
        }
        // A block after the call cannot undo it: its reason is for the model, as Claude Code's
        // `decision: "block"` after a tool is.
        let context: Vec<String> = outcome.block.into_iter().chain(outcome.context).collect();
        with_context(reply, &def.name, &context)
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::super::permission::Permission;
    use super::*;
    use crate::event::Decision;
    use crate::permission::{ApprovalMode, PermissionGate};
    use crate::tool::{Risk, ToolDefinition};
    use serde_json::{Value, json};
    use std::sync::Mutex;

    /// Hooks answering with a fixed verdict and recording what post_tool_use saw.
    struct Fixed {
        verdict: HookVerdict,
        post: Mutex<Vec<(Value, String, bool)>>,
    }

    impl Fixed {
        fn new(verdict: HookVerdict) -> Arc<Self> {
            Arc::new(Self {
                verdict,
                post: Mutex::new(Vec::new()),
            })
        }
    }

    #[async_trait::async_trait]
    impl Hooks for Fixed {
        async fn pre_tool_use(&self, _session: &HookSession<'_>, _call: &CallInfo<'_>) -> HookVerdict {
            self.verdict.clone()
        }
        async fn post_tool_use(
            &self,
            _session: &HookSession<'_>,
            call: &CallInfo<'_>,
            content: &str,
            is_error: bool,
        ) -> HookOutcome {
            self.post
                .lock()
                .unwrap()
                .push((call.input.clone(), content.to_owned(), is_error));
            HookOutcome {
                context: vec!["the linter found nothing".into()],
                ..HookOutcome::notice("post_tool_use hook `audit` failed: the audit log is full")
            }
        }
    }

    fn layer(hooks: Arc<Fixed>) -> Box<dyn Layer> {
        Box::new(HookLayer::new(
            Arc::from(vec![hooks as Arc<dyn Hooks>]),
            Validators::default(),
            Arc::new(PermissionGate::default()),
        ))
    }

    fn def() -> ToolDefinition {
        ToolDefinition::new(
            "write",
            "",
            json!({"type": "object", "properties": {"path": {"type": "string"}}}),
        )
        .with_risk(Risk::Medium)
    }

    #[tokio::test]
    async fn a_denying_hook_refuses_the_call_with_permission_events_and_the_tool_never_runs() {
        let hooks = Fixed::new(HookVerdict::Deny {
            reason: "no writes on Fridays".into(),
        });
        let tool = Scripted::echo(def());
        let mut h = Harness::new();
        let reply = h.run(&[layer(hooks.clone())], &tool, json!({"path": "a"})).await;
        match reply {
            Err(Failure::Refused(m)) => assert_eq!(m, "permission denied: no writes on Fridays"),
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 0);
        assert!(
            hooks.post.lock().unwrap().is_empty(),
            "post hooks only see calls that ran"
        );
        let events = h.events();
        assert!(matches!(
            &events[0],
            AgentEvent::PermissionDecision { decision: Decision::Deny, by, .. } if *by == DecidedBy::PreToolHook
        ));
        assert!(
            matches!(&events[1], AgentEvent::PermissionDenied { message, .. } if message == "no writes on Fridays")
        );
    }

    #[tokio::test]
    async fn a_rewritten_call_runs_with_the_new_arguments_and_post_hooks_see_them_and_the_result() {
        let hooks = Fixed::new(HookVerdict::Modify {
            input: json!({"path": "safe.txt"}),
        });
        let tool = Scripted::echo(def());
        let mut h = Harness::new();
        let reply = h.run(&[layer(hooks.clone())], &tool, json!({"path": "a"})).await;
        // What the post hook said for the model follows the result.
        assert_eq!(
            reply.unwrap().output.content,
            "{\"path\":\"safe.txt\"}\n\nthe linter found nothing"
        );
        assert_eq!(
            *hooks.post.lock().unwrap(),
            [(json!({"path": "safe.txt"}), r#"{"path":"safe.txt"}"#.to_owned(), false)]
        );
        // The post hook failed: the result stands and the user is told.
        assert!(
            matches!(&h.events()[..], [AgentEvent::Notice { message }] if message.contains("the audit log is full"))
        );
    }

    #[tokio::test]
    async fn a_rewrite_that_breaks_the_schema_is_refused() {
        let hooks = Fixed::new(HookVerdict::Modify {
            input: json!({"path": 7}),
        });
        let tool = Scripted::echo(def());
        let reply = Harness::new().run(&[layer(hooks)], &tool, json!({"path": "a"})).await;
        match reply {
            Err(Failure::Refused(m)) => assert!(m.contains("after a hook changed them"), "{m}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 0);
    }

    #[tokio::test]
    async fn an_asking_hook_makes_the_gate_ask_about_a_trusted_call() {
        // Under trust a Medium-risk call runs without asking; a hook answering "ask" reaches the
        // gate through the call, and headless that is a denial naming the hook's reason.
        let gate = Arc::new(PermissionGate::new(ApprovalMode::Interactive).with_trust(true));
        let tool = Scripted::echo(def());
        let asking = Fixed::new(HookVerdict::Ask {
            reason: "writes need a person".into(),
            input: None,
        });
        let layers = [layer(asking), Box::new(Permission::new(gate.clone())) as _];
        let mut h = Harness::new();
        match h.run(&layers, &tool, json!({"path": "a"})).await {
            Err(Failure::Refused(m)) => assert!(m.contains("(writes need a person)"), "{m}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 0);
        assert!(matches!(
            &h.events()[0],
            AgentEvent::PermissionDecision { decision: Decision::Deny, by, .. } if *by == DecidedBy::PreToolHook
        ));
        // Control: with a silent hook the same trusted call runs.
        let layers = [
            layer(Fixed::new(HookVerdict::Continue)),
            Box::new(Permission::new(gate)) as _,
        ];
        assert!(Harness::new().run(&layers, &tool, json!({"path": "a"})).await.is_ok());
        assert_eq!(tool.runs(), 1);
    }

    #[tokio::test]
    async fn an_allowing_hook_pre_approves_what_the_gate_would_ask_about() {
        // Headless, a Medium-risk call is denied for want of someone to ask; the hook's allow
        // reaches the gate through the call and settles it.
        let gate = Arc::new(PermissionGate::new(ApprovalMode::Interactive));
        let tool = Scripted::echo(def());
        let layers = [
            layer(Fixed::new(HookVerdict::Allow)),
            Box::new(Permission::new(gate.clone())) as _,
        ];
        let mut h = Harness::new();
        assert!(h.run(&layers, &tool, json!({"path": "a"})).await.is_ok());
        assert!(matches!(
            &h.events()[0],
            AgentEvent::PermissionDecision { decision: Decision::Allow, by, .. } if *by == DecidedBy::PreToolHook
        ));
        let without = [Box::new(Permission::new(gate)) as Box<dyn Layer>];
        assert!(matches!(
            Harness::new().run(&without, &tool, json!({"path": "a"})).await,
            Err(Failure::Refused(_))
        ));
    }
}
