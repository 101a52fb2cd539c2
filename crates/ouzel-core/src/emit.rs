//! The sending half of a run's event stream.

use crate::event::{AgentEvent, Event};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use tokio::sync::mpsc;

/// Stamps events with the run position and sends them to the stream. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Emitter {
    tx: mpsc::UnboundedSender<Event>,
    position: Arc<Position>,
    path: Vec<String>,
}

#[derive(Debug, Default)]
struct Position {
    iteration: AtomicU32,
    total_tokens: AtomicU64,
}

impl Emitter {
    /// An emitter and the receiver its events arrive on.
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

    /// Sends one event. A receiver that went away is not an error: the run goes on and its
    /// history stays consistent.
    pub fn emit(&self, event: AgentEvent) {
        let _ = self.tx.send(Event {
            event,
            iteration: self.position.iteration.load(Ordering::Relaxed),
            total_tokens: self.position.total_tokens.load(Ordering::Relaxed),
            path: self.path.clone(),
        });
    }

    /// Forwards an event from a nested run, prefixing its path with `segment`.
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

    /// Records the running token total.
    pub fn set_total_tokens(&self, total: u64) {
        self.position.total_tokens.store(total, Ordering::Relaxed);
    }
}
