//! For the wires' tests: a real agent loop whose every request checks that the body a wire
//! writes reusing the bytes kept from earlier requests ([`ouzel_core::MessageReuse`]) is byte
//! for byte the body written afresh, through appends, pruning, compactions, a model switch and
//! a tool list change; and that the reuse happens.

use futures::stream::{self, StreamExt};
use ouzel_core::{
    ModelParams, ModelRequest, ModelStream, Provider, ProviderError, ProviderFactory, StreamEvent, Tool, async_trait,
};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// What a wire's test gives the loop.
pub(crate) trait Bodies: Provider + 'static {
    /// For each form of the request the wire sends (streamed or not): the body written
    /// reusing kept bytes, the body of a copy of the request (which reuses nothing), and the
    /// body serialised in one pass as before messages were kept.
    fn bodies(&self, request: &ModelRequest) -> Vec<[Vec<u8>; 3]>;

    /// How many messages of `request` writing it now serialises afresh (and keeps).
    fn written(&self, request: &ModelRequest) -> usize;
}

/// How many messages of `request` writing it in `wire`'s form with `write` serialises afresh
/// (and keeps): what [`Bodies::written`] answers for a wire.
pub(crate) fn count_written(
    request: &ModelRequest,
    wire: &'static str,
    mut write: impl FnMut(&ouzel_core::Message, &mut Vec<u8>) -> Result<(), serde_json::Error>,
) -> usize {
    let mut written = 0;
    request
        .reuse
        .write_items(wire, &request.messages, &mut b"[".to_vec(), |m, out| {
            written += 1;
            write(m, out)
        })
        .expect("serialises");
    written
}

/// For each prefix of `history` (a history that only grows), the body `body` writes — twice,
/// the second time copying what the first kept — is byte for byte the one `whole` builds in
/// one pass.
pub(crate) fn growing_history(
    history: &[ouzel_core::Message],
    label: &str,
    body: impl Fn(&ModelRequest) -> Vec<u8>,
    whole: impl Fn(&ModelRequest) -> Vec<u8>,
) {
    let slots = ouzel_core::TestSlots::default();
    for n in 1..=history.len() {
        let request = || ModelRequest {
            system: Some("sys".into()),
            messages: history[..n].to_vec(),
            reuse: slots.lend(n),
            ..ModelRequest::default()
        };
        let expected = String::from_utf8_lossy(&whole(&request())).into_owned();
        for _ in 0..2 {
            let written = String::from_utf8_lossy(&body(&request())).into_owned();
            assert_eq!(written, expected, "{label}, {n} messages");
        }
    }
}

/// What [`Checked`] saw over a session.
#[derive(Default)]
struct Seen {
    /// Requests of the agent loop (summaries excluded).
    requests: usize,
    /// Per request, the messages sent and those of them serialised afresh.
    messages: Vec<usize>,
    written: Vec<usize>,
    summaries: usize,
    models: Vec<String>,
    tool_counts: Vec<usize>,
}

/// A wire whose bodies are checked on every request; it answers from a script: a call of
/// `big` every turn until the twentieth call, then text; a summary when asked for one.
struct Checked<W> {
    wire: W,
    calls: Arc<AtomicUsize>,
    seen: Arc<Mutex<Seen>>,
}

#[async_trait]
impl<W: Bodies> Provider for Checked<W> {
    fn name(&self) -> &str {
        self.wire.name()
    }

    fn model(&self) -> &str {
        self.wire.model()
    }

    fn context_window(&self) -> Option<u64> {
        Some(1_000)
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let summary = request.system.as_deref().is_some_and(|s| s.contains("summaries"));
        // First, so that it counts what this request writes afresh (and keeps).
        let written = self.wire.written(request);
        for [reused, fresh, whole] in self.wire.bodies(request) {
            assert_eq!(String::from_utf8_lossy(&reused), String::from_utf8_lossy(&fresh));
            assert_eq!(String::from_utf8_lossy(&reused), String::from_utf8_lossy(&whole));
        }
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let events = if summary {
            seen.summaries += 1;
            vec![StreamEvent::TextDelta("The summary.".into())]
        } else {
            seen.requests += 1;
            seen.messages.push(request.messages.len());
            seen.written.push(written);
            seen.models.push(self.wire.model().to_owned());
            seen.tool_counts.push(request.tools.len());
            let n = self.calls.fetch_add(1, Ordering::SeqCst);
            if n % 20 == 19 {
                vec![StreamEvent::TextDelta("Done.".into())]
            } else {
                let id = format!("call_{n}");
                vec![
                    StreamEvent::ToolCallStart {
                        index: 0,
                        id: id.clone(),
                        name: "big".into(),
                    },
                    StreamEvent::ToolCallEnd {
                        index: 0,
                        id,
                        name: "big".into(),
                        arguments: format!("{{\"n\": {n}}}"),
                    },
                ]
            }
        };
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
    }
}

struct Big(ouzel_core::ToolDefinition);

#[async_trait]
impl Tool for Big {
    fn definition(&self) -> &ouzel_core::ToolDefinition {
        &self.0
    }

    async fn call(
        &self,
        input: Value,
        _ctx: &ouzel_core::ToolContext,
    ) -> Result<ouzel_core::ToolOutput, ouzel_core::ToolError> {
        // Long enough to be pruned, with what JSON must escape.
        let line = format!("line of output {} with \"quotes\", a tab\t, é and ✓\n", input["n"]);
        Ok(ouzel_core::ToolOutput::text(line.repeat(12)))
    }
}

fn big(name: &str) -> Big {
    Big(
        ouzel_core::ToolDefinition::new(name, "Prints a lot.", json!({"type": "object"}))
            .with_risk(ouzel_core::Risk::Low)
            .with_effects(ouzel_core::Effects::read_only()),
    )
}

struct Models<F> {
    make: F,
    calls: Arc<AtomicUsize>,
    seen: Arc<Mutex<Seen>>,
}

impl<W: Bodies, F: Fn(&str) -> W + Send + Sync> ProviderFactory for Models<F> {
    fn connect(&self, model: &str) -> Result<ouzel_core::ModelChoice, String> {
        Ok(ouzel_core::ModelChoice {
            provider: Arc::new(Checked {
                wire: (self.make)(model),
                calls: self.calls.clone(),
                seen: self.seen.clone(),
            }),
            params: ModelParams::default(),
        })
    }
}

/// Runs the session on the wire `make` builds for a model name, checking every body.
pub(crate) async fn session<W: Bodies>(make: impl Fn(&str) -> W + Send + Sync + 'static) {
    let seen = Arc::new(Mutex::new(Seen::default()));
    let models = Arc::new(Models {
        make,
        calls: Arc::new(AtomicUsize::new(0)),
        seen: seen.clone(),
    });
    let first = models.connect("model-one").expect("connects").provider;
    let tools = ouzel_core::ToolRegistry::new();
    tools.register(big("big"));
    let agent = ouzel_core::Agent::builder()
        .provider(first)
        .tools(tools)
        .gate(Arc::new(ouzel_core::PermissionGate::new(
            ouzel_core::ApprovalMode::ApproveAll,
        )))
        .workspace(env!("CARGO_MANIFEST_DIR"))
        .system_prompt("Be brief.")
        .prune(ouzel_core::PruneOptions {
            budget_tokens: 400,
            keep_recent_turns: 2,
        })
        .compaction(ouzel_core::CompactionOptions {
            threshold: 0.6,
            keep_recent_turns: 3,
            context_window: None,
        })
        .models(models)
        .build()
        .expect("agent builds");
    let last = |events: &[ouzel_core::Event]| format!("{:?}", events.last().map(|e| &e.event));
    let events = agent.run("First task.").collect_all().await;
    assert!(last(&events).contains("Completed"), "{events:?}");
    let events = agent
        .submit(ouzel_core::Op::SetModel {
            model: "local/model-two".into(),
        })
        .collect_all()
        .await;
    assert!(!format!("{events:?}").contains("Error"), "{events:?}");
    agent.tools().register(big("bigger"));
    let events = agent.run("Second task.").collect_all().await;
    assert!(last(&events).contains("Completed"), "{events:?}");

    let seen = seen.lock().unwrap_or_else(|e| e.into_inner());
    assert_eq!(seen.requests, 40);
    assert!(seen.summaries >= 2, "{} compactions", seen.summaries);
    assert_eq!(seen.models.first().map(String::as_str), Some("model-one"));
    assert_eq!(seen.models.last().map(String::as_str), Some("local/model-two"));
    assert_eq!(seen.tool_counts.first(), Some(&1));
    assert_eq!(seen.tool_counts.last(), Some(&2));
    // Each request after the first of a history serialises what is new (the call, its
    // result) and what pruning shortened; the rest is copied. A compaction starts over.
    let (written, sent): (usize, usize) = (seen.written.iter().sum(), seen.messages.iter().sum());
    assert!(written * 2 < sent, "{written} of {sent} messages serialised afresh");
    let few = seen.written.iter().filter(|w| **w <= 3).count();
    assert!(few * 3 > seen.requests * 2, "{:?}", seen.written);
}
