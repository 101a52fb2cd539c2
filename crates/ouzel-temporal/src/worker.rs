//! `ouzel worker`: polls the shared task queue (workflows, model calls) and this machine's tool
//! queue (tool calls in the workspace), until the process is stopped.

use crate::activities::Activities;
use crate::client::{TemporalError, connect};
use crate::workflow::SessionWorkflow;
use std::path::PathBuf;
use std::time::Duration;
use temporalio_sdk::runtime::RuntimeOptions;
use temporalio_sdk::{Runtime, Worker};

/// What a worker serves.
#[derive(Debug, Clone)]
pub struct WorkerOptions {
    /// `HOST:PORT` of the Temporal server.
    pub server: String,
    /// The namespace.
    pub namespace: String,
    /// The shared task queue.
    pub task_queue: String,
    /// The workspace this worker runs tools in, and whose configuration it reads.
    pub dir: PathBuf,
}

/// Runs the worker until it fails or the process ends.
pub async fn run_worker(opts: WorkerOptions) -> Result<(), TemporalError> {
    let connected = connect(&opts.server, &opts.namespace).await?;
    let runtime = Runtime::from_current_tokio(RuntimeOptions::default()).map_err(|e| TemporalError::Worker {
        server: opts.server.clone(),
        message: e.to_string(),
    })?;
    let tools = crate::tool_queue(&opts.task_queue, &crate::host_name());
    let blobs = crate::Blobs::at(crate::Blobs::default_dir().map_err(|e| TemporalError::Worker {
        server: opts.server.clone(),
        message: format!("the directory of large payloads: {e}"),
    })?);
    let shared = temporalio_sdk::WorkerOptions::new(opts.task_queue.clone())
        .register_workflow::<SessionWorkflow>()
        .map_err(|e| TemporalError::Worker {
            server: opts.server.clone(),
            message: e.to_string(),
        })?
        .register_activities(Activities::new(opts.dir.clone(), blobs.clone()))
        // A worker that died held the run's workflow in its cache: the next task goes to any
        // worker after this long instead of the default 10 s.
        .sticky_queue_schedule_to_start_timeout(Duration::from_secs(2))
        .build();
    let local = temporalio_sdk::WorkerOptions::new(tools.clone())
        .register_activities(Activities::new(opts.dir.clone(), blobs))
        .build();
    let werr = |e: String| TemporalError::Worker {
        server: opts.server.clone(),
        message: e,
    };
    let mut w1 = Worker::new(&runtime, connected.client.clone(), shared).map_err(|e| werr(e.to_string()))?;
    let mut w2 = Worker::new(&runtime, connected.client.clone(), local).map_err(|e| werr(e.to_string()))?;
    eprintln!(
        "ouzel worker: serving task queue {} and tool queue {tools} on {} (namespace {})",
        opts.task_queue, opts.server, opts.namespace
    );
    let (a, b) = tokio::join!(w1.run(), w2.run());
    a.map_err(|e| werr(e.to_string()))?;
    b.map_err(|e| werr(e.to_string()))?;
    Ok(())
}
