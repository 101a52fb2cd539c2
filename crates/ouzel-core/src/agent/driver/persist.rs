//! The run's writes to the session store. A write that fails is tried again a few times, with
//! a growing pause (a database restarting, a connection made again); when it still fails, the
//! run stops: the driver tells the machine ([`Happened::NotSaved`](crate::turn::Happened)), which
//! ends the turn with an `error` naming the store and what was not saved. What was saved before
//! stays, and the stored turn state still points at the last saved step, so `--resume` goes on
//! from there. A write whose failure leaves it uncertain (the connection broke after its commit
//! was sent) is not tried again: it could be stored twice.
//!
//! The same path serves every store (SQLite, PostgreSQL): what a store retries inside itself
//! (the PostgreSQL store makes a broken connection again) happens within one attempt here.

use super::Run;
use crate::event::AgentEvent;
use crate::message::Message;
use crate::store::StoreError;
use crate::turn::TurnState;
use crate::usage::TokenUsage;
use std::future::Future;
use std::time::Duration;

/// Attempts of one write, the first included.
pub(super) const WRITE_ATTEMPTS: u32 = 3;

/// The pause after the first failed attempt; it doubles after each.
const FIRST_PAUSE: Duration = Duration::from_millis(250);

impl Run<'_> {
    /// Performs `write`, again after a pause while it fails (at most [`WRITE_ATTEMPTS`] in all);
    /// true when it was stored. When it was not, the run is lost (`self.lost`): later writes are
    /// skipped and the driver ends the turn. `what` names what is written, for messages.
    async fn write<F, Fut>(&self, what: &str, write: F) -> bool
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<(), StoreError>>,
    {
        if self.lost.get().is_some() {
            return false;
        }
        let mut pause = FIRST_PAUSE;
        for attempt in 1..=WRITE_ATTEMPTS {
            let error = match write().await {
                Ok(()) => return true,
                Err(e) => e,
            };
            if !error.uncertain && attempt < WRITE_ATTEMPTS {
                self.emit.emit(AgentEvent::Notice {
                    message: format!(
                        "could not save {what} (attempt {attempt} of {WRITE_ATTEMPTS}): {error}; trying again in {} ms",
                        pause.as_millis()
                    ),
                });
                tokio::time::sleep(pause).await;
                pause *= 2;
                continue;
            }
            let session = self.inner.executor.session_id();
            let outcome = match error.uncertain {
                true => format!(
                    "{what} may or may not have been saved (the connection broke as it was committed), so it is not written again"
                ),
                false => format!("{what} was not saved after {attempt} attempts"),
            };
            let _ = self.lost.set(format!(
                "{error}; {outcome}. The run stops here; what was saved before it stays: continue with --resume {session} once the session store is back"
            ));
            return false;
        }
        false
    }

    /// Commits a step's messages; false when they were not stored.
    pub(super) async fn commit(&self, messages: &[Message], usage: &TokenUsage) -> bool {
        // A stored step's changes are recorded first: a rewind knows every call it holds.
        self.settle_checkpoints().await;
        let Some(store) = &self.inner.store else { return true };
        let session = self.inner.executor.session_id();
        self.write("this step of the session", || store.append(session, messages, usage))
            .await
    }

    /// Commits a step with where the turn stands after it; false when it was not stored.
    pub(super) async fn commit_with_turn(
        &self,
        messages: &[Message],
        usage: &TokenUsage,
        state: Option<&TurnState>,
    ) -> bool {
        // As `commit`.
        self.settle_checkpoints().await;
        let Some(store) = &self.inner.store else { return true };
        let session = self.inner.executor.session_id();
        self.write("this step of the session", || {
            store.append_with_turn(session, messages, usage, state)
        })
        .await
    }

    /// Stores where the turn stands (`None`: it is over).
    pub(super) async fn save(&self, state: Option<&TurnState>) {
        let Some(store) = &self.inner.store else { return };
        let session = self.inner.executor.session_id();
        self.write("where this turn stands", || store.save_turn(session, state))
            .await;
    }
}
