//! The events of one op, as the front reads them.

use crate::emit::Emitter;
use crate::event::{AgentEvent, Event};
use futures::{Stream, StreamExt};
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio_util::sync::CancellationToken;

/// The events of one run. Dropping it cancels the run (history stays consistent).
pub struct RunStream {
    pub(super) rx: tokio::sync::mpsc::UnboundedReceiver<Event>,
    pub(super) task: Option<tokio::task::JoinHandle<()>>,
    pub(super) cancel: CancellationToken,
}

impl Stream for RunStream {
    type Item = Event;
    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Event>> {
        self.rx.poll_recv(cx)
    }
}

impl RunStream {
    /// A stream of these events and nothing more (an op with an immediate answer).
    pub(super) fn done(events: Vec<AgentEvent>) -> Self {
        let (emit, rx) = Emitter::channel();
        for e in events {
            emit.emit(e);
        }
        Self {
            rx,
            task: None,
            cancel: CancellationToken::new(),
        }
    }

    /// A stream fed by a task (an op that takes time, like `compact`).
    pub(super) fn spawn<F, Fut>(work: F) -> Self
    where
        F: FnOnce(Emitter) -> Fut,
        Fut: std::future::Future<Output = ()> + Send + 'static,
    {
        Self::spawn_with(CancellationToken::new(), work)
    }

    /// A stream fed by a task whose work stops when `cancel` fires (dropping the stream fires
    /// it: a tool session's call).
    pub(super) fn spawn_with<F, Fut>(cancel: CancellationToken, work: F) -> Self
    where
        F: FnOnce(Emitter) -> Fut,
        Fut: std::future::Future<Output = ()> + Send + 'static,
    {
        let (emit, rx) = Emitter::channel();
        let task = tokio::spawn(work(emit));
        Self {
            rx,
            task: Some(task),
            cancel,
        }
    }

    /// Waits for the run to end and returns its events (for tests and simple embedders).
    pub async fn collect_all(mut self) -> Vec<Event> {
        let mut out = Vec::new();
        while let Some(e) = self.next().await {
            out.push(e);
        }
        if let Some(t) = self.task.take() {
            let _ = t.await;
        }
        out
    }
}

impl Drop for RunStream {
    fn drop(&mut self) {
        if self.task.as_ref().is_some_and(|t| !t.is_finished()) {
            self.cancel.cancel();
        }
    }
}
