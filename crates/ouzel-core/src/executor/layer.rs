//! The one trait every concern around a tool call implements, and the chain that runs them.
//! A layer sees the call, may answer it itself (a refusal, a cached result) or pass it on to
//! the rest of the chain through [`Next`], and sees what came back. The end of the chain runs
//! the tool. The order is stated once, in [`Executor`](super::Executor)'s `compose`.

use crate::emit::Emitter;
use crate::ids::ToolCallId;
use crate::permission::HookStance;
use crate::tool::{Tool, ToolContext, ToolDefinition, ToolError, ToolOutput};
use futures::FutureExt;
use serde_json::Value;
use std::path::PathBuf;

/// One tool call on its way through the layers: a known tool with arguments that are JSON.
/// (A call naming no tool or with unreadable arguments never enters the chain: there is
/// nothing to pass on.)
#[derive(Clone)]
pub(crate) struct Call<'a> {
    /// The id the model gave the call.
    pub(crate) id: &'a ToolCallId,
    /// The tool.
    pub(crate) tool: &'a dyn Tool,
    /// The arguments; a pre-tool hook may have replaced them.
    pub(crate) input: Value,
    /// What the pre-tool hooks said: allow what would be asked, or ask even what would be
    /// allowed (the gate decides with it).
    pub(crate) hook: HookStance,
    /// The paths the call touches, normalised against the workspace.
    pub(crate) paths: &'a [PathBuf],
    /// The context the tool runs in (also what previews are computed in).
    pub(crate) ctx: &'a ToolContext,
    /// The run's event stream.
    pub(crate) emit: &'a Emitter,
}

impl Call<'_> {
    /// The tool's definition.
    pub(crate) fn def(&self) -> &ToolDefinition {
        self.tool.definition()
    }
}

/// A call's result as it comes back up the chain.
pub(crate) type Reply = Result<Done, Failure>;

/// The tool's output, fresh or from the cache.
#[derive(Debug)]
pub(crate) struct Done {
    /// What the tool returned.
    pub(crate) output: ToolOutput,
    /// Served from the cache; the tool did not run.
    pub(crate) cached: bool,
}

/// Why a call has no output.
#[derive(Debug)]
pub(crate) enum Failure {
    /// A layer stopped the call before the tool ran (bad arguments, a denial); the message is
    /// what the model sees.
    Refused(String),
    /// The tool ran and failed (or timed out, or was cancelled).
    Tool(ToolError),
}

impl Failure {
    /// What the model sees for this failure of `tool`.
    pub(crate) fn message(&self, tool: &str) -> String {
        match self {
            Self::Refused(message) => message.clone(),
            Self::Tool(ToolError::Cancelled) => super::CANCELLED.to_owned(),
            Self::Tool(e) => format!("{tool} failed: {e}"),
        }
    }
}

/// Whether the tool itself ran to produce `reply` (not refused, not served from the cache).
pub(crate) fn tool_ran(reply: &Reply) -> bool {
    matches!(reply, Ok(Done { cached: false, .. }) | Err(Failure::Tool(_)))
}

/// A concern around a tool call (validation, hooks, permission, cache, lifecycle, retry,
/// timeout). One required method: handle the call, usually by passing it to `next`.
#[async_trait::async_trait]
pub(crate) trait Layer: Send + Sync {
    /// Handles `call`; `next` runs the rest of the chain and the tool.
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply;
}

/// The rest of the chain after a layer. Cheap to copy, so a layer may run it again (retry).
#[derive(Clone, Copy)]
pub(crate) struct Next<'a> {
    layers: &'a [Box<dyn Layer>],
}

impl<'a> Next<'a> {
    /// A chain of `layers`, outermost first, ending in the tool.
    pub(crate) fn new(layers: &'a [Box<dyn Layer>]) -> Self {
        Self { layers }
    }

    /// Runs the call through the remaining layers, then the tool.
    pub(crate) async fn run(self, call: Call<'_>) -> Reply {
        match self.layers.split_first() {
            Some((layer, rest)) => layer.handle(call, Next { layers: rest }).await,
            None => invoke(call).await,
        }
    }
}

/// The end of the chain: runs the tool, with a panic caught and turned into a failure, and
/// cancellation raced so a tool that ignores its token still stops being waited for.
async fn invoke(call: Call<'_>) -> Reply {
    let fut = std::panic::AssertUnwindSafe(call.tool.call(call.input, call.ctx)).catch_unwind();
    let result = tokio::select! {
        r = fut => match r {
            Ok(r) => r,
            Err(panic) => Err(ToolError::failed(format!("the tool panicked: {}", panic_message(&panic)))),
        },
        _ = call.ctx.cancel.cancelled() => Err(ToolError::Cancelled),
    };
    result
        .map(|output| Done { output, cached: false })
        .map_err(Failure::Tool)
}

fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_owned()
    }
}

/// What the layers' unit tests share: a tool whose behaviour each test scripts, and a way to
/// run one layer alone in front of it.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use crate::event::{AgentEvent, Event};
    use crate::ids::SessionId;
    use crate::tool::ToolDefinition;
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU32, Ordering};
    use tokio_util::sync::CancellationToken;

    type Behaviour = Box<dyn Fn(u32, &Value) -> Result<ToolOutput, ToolError> + Send + Sync>;

    /// A tool that records the arguments of each call and answers per `behaviour(attempt, input)`.
    pub(crate) struct Scripted {
        pub(crate) def: ToolDefinition,
        behaviour: Behaviour,
        calls: AtomicU32,
        pub(crate) seen: Mutex<Vec<Value>>,
    }

    impl Scripted {
        pub(crate) fn new(
            def: ToolDefinition,
            behaviour: impl Fn(u32, &Value) -> Result<ToolOutput, ToolError> + Send + Sync + 'static,
        ) -> Self {
            Self {
                def,
                behaviour: Box::new(behaviour),
                calls: AtomicU32::new(0),
                seen: Mutex::new(Vec::new()),
            }
        }

        /// A tool that echoes its arguments.
        pub(crate) fn echo(def: ToolDefinition) -> Self {
            Self::new(def, |_, input| Ok(ToolOutput::text(input.to_string())))
        }

        /// How many times the tool ran.
        pub(crate) fn runs(&self) -> u32 {
            self.calls.load(Ordering::SeqCst)
        }
    }

    #[async_trait::async_trait]
    impl Tool for Scripted {
        fn definition(&self) -> &ToolDefinition {
            &self.def
        }
        async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
            let n = self.calls.fetch_add(1, Ordering::SeqCst) + 1;
            self.seen.lock().unwrap().push(input.clone());
            (self.behaviour)(n, &input)
        }
    }

    /// A call of `tool`, with its events collected.
    pub(crate) struct Harness {
        pub(crate) id: ToolCallId,
        pub(crate) ctx: ToolContext,
        pub(crate) emit: Emitter,
        pub(crate) paths: Vec<PathBuf>,
        rx: tokio::sync::mpsc::UnboundedReceiver<Event>,
    }

    impl Harness {
        pub(crate) fn new() -> Self {
            let (emit, rx) = Emitter::channel();
            let id = ToolCallId::new("call-1");
            let ctx = ToolContext::new(
                std::env::temp_dir(),
                id.clone(),
                SessionId::generate(),
                CancellationToken::new(),
            );
            Self {
                id,
                ctx,
                emit,
                paths: Vec::new(),
                rx,
            }
        }

        /// Runs `input` for `tool` through `layers` alone, then the tool.
        pub(crate) async fn run(&self, layers: &[Box<dyn Layer>], tool: &dyn Tool, input: Value) -> Reply {
            let call = Call {
                id: &self.id,
                tool,
                input,
                hook: HookStance::Silent,
                paths: &self.paths,
                ctx: &self.ctx,
                emit: &self.emit,
            };
            Next::new(layers).run(call).await
        }

        /// The events emitted so far.
        pub(crate) fn events(&mut self) -> Vec<AgentEvent> {
            let mut out = Vec::new();
            while let Ok(e) = self.rx.try_recv() {
                out.push(e.event);
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{Harness, Scripted};
    use super::*;
    use serde_json::json;

    fn def() -> ToolDefinition {
        ToolDefinition::new("t", "t", json!({"type": "object"}))
    }

    #[tokio::test]
    async fn the_end_of_the_chain_runs_the_tool() {
        let tool = Scripted::echo(def());
        let reply = Harness::new().run(&[], &tool, json!({"a": 1})).await;
        let done = reply.unwrap();
        assert_eq!(done.output.content, r#"{"a":1}"#);
        assert!(!done.cached);
    }

    #[tokio::test]
    async fn a_panicking_tool_becomes_a_failure_naming_the_panic() {
        let tool = Scripted::new(def(), |_, _| panic!("boom"));
        let reply = Harness::new().run(&[], &tool, json!({})).await;
        match reply {
            Err(f @ Failure::Tool(_)) => assert_eq!(f.message("t"), "t failed: the tool panicked: boom"),
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn a_cancelled_call_stops_waiting_for_its_tool() {
        struct Forever(ToolDefinition);
        #[async_trait::async_trait]
        impl Tool for Forever {
            fn definition(&self) -> &ToolDefinition {
                &self.0
            }
            async fn call(&self, _input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
                futures::future::pending().await
            }
        }
        let h = Harness::new();
        h.ctx.cancel.cancel();
        let reply = h.run(&[], &Forever(def()), json!({})).await;
        match reply {
            Err(f @ Failure::Tool(ToolError::Cancelled)) => assert_eq!(f.message("t"), crate::executor::CANCELLED),
            other => panic!("{other:?}"),
        }
    }
}
