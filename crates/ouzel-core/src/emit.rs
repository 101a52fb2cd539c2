//! The sending half of a run's event stream, and the run's place in a tree of nested runs.

use crate::event::{AgentEvent, Event};
use crate::usage::UsageMeter;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use tokio::sync::mpsc;

/// Stamps events with the run position and sends them to the stream. Cheap to clone; clones
/// belong to the same run.
///
/// An emitter is also the run's handle for nesting: [`Self::nested`] gives a run started by one
/// of this run's tool calls (an agent called as a tool) an emitter on the same stream, one level
/// deeper, whose events carry the call path and whose token usage also counts for this run.
#[derive(Debug, Clone)]
pub struct Emitter {
    tx: mpsc::UnboundedSender<Event>,
    position: Arc<Position>,
    path: Vec<String>,
}

#[derive(Debug, Default)]
struct Position {
    iteration: AtomicU32,
    usage: UsageMeter,
}

impl Emitter {
    /// An emitter for a top-level run (depth 0) and the receiver its events arrive on.
    pub fn channel() -> (Self, mpsc::UnboundedReceiver<Event>) {
        let (tx, rx) = mpsc::unbounded_channel();
        (
            Self {
                tx,
                position: Arc::default(),
                path: Vec::new(),
            },
            rx,
        )
    }

    /// An emitter for a run nested in this one: same stream, path extended by `segment`,
    /// its own iteration count, and a usage meter that adds into this run's.
    pub fn nested(&self, segment: impl Into<String>) -> Self {
        let mut path = self.path.clone();
        path.push(segment.into());
        Self {
            tx: self.tx.clone(),
            position: Arc::new(Position {
                iteration: AtomicU32::new(0),
                usage: self.position.usage.child(),
            }),
            path,
        }
    }

    /// How deeply this run is nested: 0 for a top-level run, one more per agent called as a tool.
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// The call path of this run, outermost first (empty at the top level).
    pub fn path(&self) -> &[String] {
        &self.path
    }

    /// The run's token usage, including the runs nested in it.
    pub fn usage(&self) -> &UsageMeter {
        &self.position.usage
    }

    /// Sends one event. A receiver that went away is not an error: the run goes on and its
    /// history stays consistent.
    pub fn emit(&self, event: AgentEvent) {
        let _ = self.tx.send(Event {
            event,
            iteration: self.position.iteration.load(Ordering::Relaxed),
            total_tokens: self.position.usage.total().total(),
            path: self.path.clone(),
        });
    }

    /// Forwards an event from a nested run that has its own stream, prefixing its path with
    /// `segment`.
    pub fn forward(&self, mut event: Event, segment: &str) {
        let mut path = self.path.clone();
        path.push(segment.to_owned());
        path.append(&mut event.path);
        event.path = path;
        let _ = self.tx.send(event);
    }

    /// Records the current iteration.
    pub fn set_iteration(&self, iteration: u32) {
        self.position.iteration.store(iteration, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usage::TokenUsage;

    #[test]
    fn nested_emitters_share_the_stream_extend_the_path_and_count_usage_upwards() {
        let (root, mut rx) = Emitter::channel();
        let child = root.nested("analyzer:c1");
        let grandchild = child.nested("helper:c2");
        assert_eq!((root.depth(), child.depth(), grandchild.depth()), (0, 1, 2));
        grandchild.usage().add(TokenUsage {
            input_tokens: 7,
            output_tokens: 3,
            ..Default::default()
        });
        grandchild.set_iteration(2);
        grandchild.emit(AgentEvent::Text { text: "x".into() });
        root.emit(AgentEvent::Text { text: "y".into() });
        let e = rx.try_recv().unwrap();
        assert_eq!(e.path, vec!["analyzer:c1", "helper:c2"]);
        assert_eq!((e.iteration, e.total_tokens), (2, 10));
        let e = rx.try_recv().unwrap();
        assert!(e.path.is_empty());
        assert_eq!(
            (e.iteration, e.total_tokens),
            (0, 10),
            "the caller's total includes its callees"
        );
    }
}
