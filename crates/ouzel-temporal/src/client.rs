//! The client side: connecting (errors that name the server and say what to do), starting a run,
//! following its progress, and sending the `approve` and `cancel` signals.

use crate::wire::{ApproveSignal, Progress, RunSpec};
use crate::workflow::SessionWorkflow;
use std::time::Duration;
use temporalio_client::{
    Client, ClientOptions, Connection, ConnectionOptions, Url, WorkflowQueryOptions, WorkflowSignalOptions,
    WorkflowStartOptions,
};

/// Why talking to Temporal failed. Each says which server or workflow, and what to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TemporalError {
    /// `HOST:PORT` is not an address.
    #[error("--temporal {server}: not a HOST:PORT address ({message})")]
    Address {
        /// What was given.
        server: String,
        /// The parser's message.
        message: String,
    },
    /// Nothing answered.
    #[error(
        "cannot reach the Temporal server at {server}: {message}. Start one (`temporal server start-dev`) or pass the right --temporal HOST:PORT"
    )]
    Unreachable {
        /// The server.
        server: String,
        /// What failed.
        message: String,
    },
    /// The namespace does not exist on the server.
    #[error(
        "the Temporal server at {server} has no namespace `{namespace}`: create it (`temporal operator namespace create {namespace}`) or pass --namespace"
    )]
    NoNamespace {
        /// The server.
        server: String,
        /// The namespace.
        namespace: String,
    },
    /// The workflow (session) is not known to the server.
    #[error(
        "no run of session {session} on the Temporal server at {server} (namespace {namespace}): check the id with `ouzel sessions list`, and that it was started with --temporal"
    )]
    NoWorkflow {
        /// The server.
        server: String,
        /// The namespace.
        namespace: String,
        /// The session id.
        session: String,
    },
    /// The session has no question open for this call.
    #[error("session {session} is not waiting for an answer about call {call}{open}: nothing was sent")]
    NoQuestion {
        /// The session.
        session: String,
        /// The call named.
        call: String,
        /// The calls it waits for, said when there are some.
        open: String,
    },
    /// Another request failed.
    #[error("Temporal server at {server}, session {session}: {message}")]
    Request {
        /// The server.
        server: String,
        /// The session.
        session: String,
        /// What failed.
        message: String,
    },
    /// The worker could not be set up or stopped with an error.
    #[error("ouzel worker on {server}: {message}")]
    Worker {
        /// The server.
        server: String,
        /// What failed.
        message: String,
    },
}

/// A client bound to a server and namespace.
#[derive(Clone)]
pub struct Connected {
    /// The SDK's client.
    pub client: Client,
    /// `HOST:PORT`.
    pub server: String,
    /// The namespace.
    pub namespace: String,
}

/// Connects to `server` (`HOST:PORT`) in `namespace`.
pub async fn connect(server: &str, namespace: &str) -> Result<Connected, TemporalError> {
    let url = Url::parse(&format!("http://{server}")).map_err(|e| TemporalError::Address {
        server: server.into(),
        message: e.to_string(),
    })?;
    let opts = ConnectionOptions::new(url)
        .identity(format!("ouzel@{}:{}", crate::host_name(), std::process::id()))
        .connect_timeout(Duration::from_secs(5))
        .build();
    let conn = Connection::connect(opts)
        .await
        .map_err(|e| TemporalError::Unreachable {
            server: server.into(),
            message: e.to_string(),
        })?;
    let client = Client::new(conn, ClientOptions::new(namespace).build()).map_err(|e| TemporalError::Unreachable {
        server: server.into(),
        message: e.to_string(),
    })?;
    Ok(Connected {
        client,
        server: server.into(),
        namespace: namespace.into(),
    })
}

impl Connected {
    fn classify(&self, session: &str, message: String) -> TemporalError {
        let lower = message.to_lowercase();
        if lower.contains("namespace") && lower.contains("not found") {
            TemporalError::NoNamespace {
                server: self.server.clone(),
                namespace: self.namespace.clone(),
            }
        } else if lower.contains("not found") {
            TemporalError::NoWorkflow {
                server: self.server.clone(),
                namespace: self.namespace.clone(),
                session: session.into(),
            }
        } else if lower.contains("transport error")
            || lower.contains("connection refused")
            || lower.contains("unavailable")
        {
            TemporalError::Unreachable {
                server: self.server.clone(),
                message,
            }
        } else {
            TemporalError::Request {
                server: self.server.clone(),
                session: session.into(),
                message,
            }
        }
    }

    /// Starts the run on `task_queue` (workflow id = session id).
    pub async fn start(&self, task_queue: &str, spec: RunSpec) -> Result<(), TemporalError> {
        let session = spec.session_id.clone();
        self.client
            .start_workflow(
                SessionWorkflow::run,
                spec,
                WorkflowStartOptions::new(task_queue, session.clone()).build(),
            )
            .await
            .map_err(|e| self.classify(&session, e.to_string()))?;
        Ok(())
    }

    /// What happened in the session from the indexes given.
    pub async fn progress(&self, session: &str, from: (usize, usize)) -> Result<Progress, TemporalError> {
        self.client
            .get_workflow_handle::<SessionWorkflow>(session)
            .query(SessionWorkflow::progress, from, WorkflowQueryOptions::default())
            .await
            .map_err(|e| self.classify(session, e.to_string()))
    }

    /// Answers the question about `call`; refused (nothing sent) when the session does not wait
    /// for one.
    pub async fn approve(&self, session: &str, call: &str, answer: ouzel::core::Approval) -> Result<(), TemporalError> {
        let now = self.progress(session, (usize::MAX, usize::MAX)).await?;
        if !now.pending.iter().any(|p| p == call) {
            let open = if now.pending.is_empty() {
                String::new()
            } else {
                format!(" (it waits for: {})", now.pending.join(", "))
            };
            return Err(TemporalError::NoQuestion {
                session: session.into(),
                call: call.into(),
                open,
            });
        }
        self.client
            .get_workflow_handle::<SessionWorkflow>(session)
            .signal(
                SessionWorkflow::approve,
                ApproveSignal {
                    id: call.into(),
                    answer,
                },
                WorkflowSignalOptions::default(),
            )
            .await
            .map_err(|e| self.classify(session, e.to_string()))
    }

    /// Cancels the run.
    pub async fn cancel(&self, session: &str) -> Result<(), TemporalError> {
        self.client
            .get_workflow_handle::<SessionWorkflow>(session)
            .signal(SessionWorkflow::cancel, String::new(), WorkflowSignalOptions::default())
            .await
            .map_err(|e| self.classify(session, e.to_string()))
    }
}
