//! The lifecycle of each tool call, keyed by its id (TunaCode's tool registry).

use crate::ids::ToolCallId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where a call is in its life.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallState {
    /// The model asked for it.
    Registered,
    /// It is running.
    Started {
        /// When it started.
        at: Instant,
    },
    /// It returned a result.
    Completed {
        /// How long it ran.
        duration: Duration,
    },
    /// It failed.
    Failed {
        /// How long it ran.
        duration: Duration,
        /// Why.
        error: String,
    },
    /// It was cancelled.
    Cancelled,
}

/// One call's record.
#[derive(Debug, Clone)]
pub struct CallRecord {
    /// The tool name.
    pub name: String,
    /// The state.
    pub state: CallState,
}

/// Records every call of a run. Cheap to clone; clones share the records.
#[derive(Debug, Clone, Default)]
pub struct CallRegistry {
    calls: Arc<Mutex<HashMap<ToolCallId, CallRecord>>>,
}

impl CallRegistry {
    fn with<R>(&self, f: impl FnOnce(&mut HashMap<ToolCallId, CallRecord>) -> R) -> R {
        f(&mut self.calls.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// A new call.
    pub fn register(&self, id: &ToolCallId, name: &str) {
        self.with(|m| {
            m.insert(
                id.clone(),
                CallRecord {
                    name: name.to_owned(),
                    state: CallState::Registered,
                },
            )
        });
    }

    /// The call started running.
    pub fn start(&self, id: &ToolCallId) {
        self.set(id, |_| CallState::Started { at: Instant::now() });
    }

    /// The call returned (`error` set when it failed).
    pub fn finish(&self, id: &ToolCallId, error: Option<&str>) {
        self.set(id, |prev| {
            let duration = match prev {
                CallState::Started { at } => at.elapsed(),
                _ => Duration::ZERO,
            };
            match error {
                None => CallState::Completed { duration },
                Some(e) => CallState::Failed {
                    duration,
                    error: e.to_owned(),
                },
            }
        });
    }

    /// The call was cancelled.
    pub fn cancel(&self, id: &ToolCallId) {
        self.set(id, |_| CallState::Cancelled);
    }

    fn set(&self, id: &ToolCallId, next: impl FnOnce(&CallState) -> CallState) {
        self.with(|m| {
            if let Some(r) = m.get_mut(id) {
                r.state = next(&r.state);
            }
        });
    }

    /// A call's record.
    pub fn get(&self, id: &ToolCallId) -> Option<CallRecord> {
        self.with(|m| m.get(id).cloned())
    }

    /// Forgets all records (at the start of a run).
    pub fn clear(&self) {
        self.with(HashMap::clear);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_moves_through_its_states() {
        let r = CallRegistry::default();
        let id = ToolCallId::new("a");
        r.register(&id, "read_file");
        assert_eq!(r.get(&id).unwrap().state, CallState::Registered);
        r.start(&id);
        assert!(matches!(r.get(&id).unwrap().state, CallState::Started { .. }));
        r.finish(&id, Some("boom"));
        assert!(matches!(r.get(&id).unwrap().state, CallState::Failed { ref error, .. } if error == "boom"));
    }
}
