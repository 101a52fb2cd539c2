//! The editor's terminal for the `shell` tool (`terminal/create`, `terminal/wait_for_exit`,
//! `terminal/kill`, `terminal/output`, `terminal/release`), when the editor offers it and the
//! session runs without a sandbox (see [`ouzel::tools::terminal`]). Each command gets its own
//! terminal, embedded in its tool call so the editor shows it running; the tool decides the
//! rest (timeout, cancel, what the model is told).

use agent_client_protocol::v1::schema as acp;
use ouzel::core::ToolContext;
use ouzel::tools::{Terminal, TerminalCommand, TerminalExit, TerminalOutput};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

type Connection = agent_client_protocol::v1::ConnectionTo<agent_client_protocol::Client>;

/// One session's terminals in the editor.
pub(crate) struct EditorTerminal {
    cx: Connection,
    /// The session the requests name (known once the agent is built).
    pub(crate) session: OnceLock<acp::SessionId>,
    /// The terminal each call of this session runs in, until its result is shown.
    embedded: Mutex<HashMap<String, acp::TerminalId>>,
}

impl std::fmt::Debug for EditorTerminal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EditorTerminal")
            .field("session", &self.session.get())
            .finish_non_exhaustive()
    }
}

impl EditorTerminal {
    pub(crate) fn new(cx: Connection) -> Self {
        Self {
            cx,
            session: OnceLock::new(),
            embedded: Mutex::new(HashMap::new()),
        }
    }

    /// The terminal call `call` ran in, if it ran in one; forgotten once asked.
    pub(crate) fn take(&self, call: &str) -> Option<acp::TerminalId> {
        self.embedded.lock().unwrap_or_else(|e| e.into_inner()).remove(call)
    }

    fn session(&self) -> Result<acp::SessionId, String> {
        self.session
            .get()
            .cloned()
            .ok_or_else(|| "the session is not ready".to_owned())
    }
}

#[ouzel::core::async_trait]
impl Terminal for EditorTerminal {
    async fn create(&self, command: &TerminalCommand, ctx: &ToolContext) -> Result<String, String> {
        let session = self.session()?;
        let request = acp::CreateTerminalRequest::new(session.clone(), command.program.clone())
            .args(command.args.clone())
            .env(
                command
                    .env
                    .iter()
                    .map(|(k, v)| acp::EnvVariable::new(k.clone(), v.clone()))
                    .collect(),
            )
            .cwd(Some(command.cwd.clone()))
            .output_byte_limit(Some(command.output_limit));
        let id = self
            .cx
            .send_request(request)
            .block_task()
            .await
            .map_err(|e| e.to_string())?
            .terminal_id;
        // A call the editor was shown (not one inside an agent called as a tool) shows its
        // terminal from now on.
        if ctx.depth() == 0 {
            self.embedded
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(ctx.call_id.to_string(), id.clone());
            let update = acp::ToolCallUpdate::new(
                acp::ToolCallId::new(ctx.call_id.as_str()),
                acp::ToolCallUpdateFields::new().content(vec![terminal_content(&id)]),
            );
            if let Err(e) = self.cx.send_notification(acp::SessionNotification::new(
                session,
                acp::SessionUpdate::ToolCallUpdate(update),
            )) {
                tracing::debug!("cannot show the terminal in its call: {e}");
            }
        }
        Ok(id.0.to_string())
    }

    async fn wait_for_exit(&self, id: &str) -> Result<TerminalExit, String> {
        let request = acp::WaitForTerminalExitRequest::new(self.session()?, id.to_owned());
        let status = self
            .cx
            .send_request(request)
            .block_task()
            .await
            .map_err(|e| e.to_string())?
            .exit_status;
        Ok(exit(status))
    }

    async fn kill(&self, id: &str) -> Result<(), String> {
        let request = acp::KillTerminalRequest::new(self.session()?, id.to_owned());
        self.cx
            .send_request(request)
            .block_task()
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    async fn output(&self, id: &str) -> Result<TerminalOutput, String> {
        let request = acp::TerminalOutputRequest::new(self.session()?, id.to_owned());
        let out = self
            .cx
            .send_request(request)
            .block_task()
            .await
            .map_err(|e| e.to_string())?;
        Ok(TerminalOutput {
            output: out.output,
            truncated: out.truncated,
            exit: out.exit_status.map(exit),
        })
    }

    async fn release(&self, id: &str) {
        let Ok(session) = self.session() else { return };
        let request = acp::ReleaseTerminalRequest::new(session, id.to_owned());
        if let Err(e) = self.cx.send_request(request).block_task().await {
            tracing::debug!(terminal = id, "terminal/release failed: {e}");
        }
    }
}

fn exit(status: acp::TerminalExitStatus) -> TerminalExit {
    TerminalExit {
        exit_code: status.exit_code,
        signal: status.signal,
    }
}

/// A terminal as tool-call content.
pub(crate) fn terminal_content(id: &acp::TerminalId) -> acp::ToolCallContent {
    acp::ToolCallContent::Terminal(acp::Terminal::new(id.clone()))
}
