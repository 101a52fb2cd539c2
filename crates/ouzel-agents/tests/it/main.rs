//! Integration tests of declarative agents: agents calling agents, with scripted models.
#![allow(clippy::unwrap_used, unreachable_pub)]

mod calls;
mod toolsets;

use ouzel_agents::{AgentSpec, Environment, Registry, Runtime};
use ouzel_core::{
    AgentEvent, ApprovalMode, Event, PermissionGate, Provider, Risk, Tool, ToolCategory, ToolContext, ToolDefinition,
    ToolError, ToolOutput, async_trait,
};
use ouzel_test::ScriptedProvider;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Parses an `.agent` text as if it came from `NAME.agent`.
pub fn spec(text: &str) -> AgentSpec {
    let name = text
        .lines()
        .find_map(|l| l.strip_prefix("name: "))
        .unwrap_or("agent")
        .to_owned();
    AgentSpec::parse(text, Path::new(&format!("/project/{name}.agent"))).unwrap()
}

/// A runtime over these agents and tools, every model answered by `script` in order.
pub fn runtime(
    dir: &Path,
    agents: Vec<AgentSpec>,
    tools: Vec<Arc<dyn Tool>>,
    script: &Arc<ScriptedProvider>,
    gate: PermissionGate,
    max_depth: usize,
) -> Result<Runtime, ouzel_agents::LinkError> {
    let mut registry = Registry::new();
    for a in agents {
        registry.add_agent(a)?;
    }
    for t in tools {
        registry.add_tool(t, "test");
    }
    registry.add_builtin_toolsets(dir, dir);
    let provider = script.clone();
    let models = move |_model: Option<&str>| Ok(provider.clone() as Arc<dyn Provider>);
    let mut env = Environment::new(Arc::new(models), Arc::new(gate), dir);
    env.max_depth = max_depth;
    registry.link(env)
}

/// A gate that allows everything that would ask.
pub fn approve_all() -> PermissionGate {
    PermissionGate::new(ApprovalMode::ApproveAll)
}

/// Runs the named agent at the top level with this input and collects its events.
pub async fn run(rt: &Runtime, name: &str, input: Value) -> Vec<Event> {
    let text = rt.prepare_input(name, &input).unwrap();
    rt.agent(name).unwrap().run(text).collect_all().await
}

/// The events of one type, with their paths.
pub fn of_type<'a>(events: &'a [Event], ty: &str) -> Vec<&'a Event> {
    events.iter().filter(|e| e.event.type_name() == ty).collect()
}

/// Tool results as (path depth, tool name, content, is_error).
pub fn results(events: &[Event]) -> Vec<(usize, String, String, bool)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::ToolResult {
                name,
                content,
                is_error,
                ..
            } => Some((e.path.len(), name.clone(), content.clone(), *is_error)),
            _ => None,
        })
        .collect()
}

/// A tool that records its inputs and answers with a fixed text.
pub struct Recorder {
    def: ToolDefinition,
    answer: String,
    /// The inputs of every call, in order.
    pub seen: Mutex<Vec<Value>>,
}

impl Recorder {
    /// A tool with this definition that always answers `answer`.
    pub fn new(def: ToolDefinition, answer: &str) -> Arc<Self> {
        Arc::new(Self {
            def,
            answer: answer.to_owned(),
            seen: Mutex::new(Vec::new()),
        })
    }

    /// A medium-risk tool that "writes a note" (needs approval).
    pub fn note() -> Arc<Self> {
        Self::new(
            ToolDefinition::new(
                "save_note",
                "Save a note.",
                json!({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}),
            )
            .with_risk(Risk::Medium)
            .with_category(ToolCategory::Other),
            "saved",
        )
    }
}

#[async_trait]
impl Tool for Recorder {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        self.seen.lock().unwrap().push(input);
        Ok(ToolOutput::text(self.answer.clone()))
    }
}
