//! How tool calls travel between ouzel and a model: natively (the wire's `tools`), or as text
//! for models and servers whose native tool calling is missing or unreliable (most local
//! ones). [`TextToolCalls`] is the `text` mode as a wrapper around any [`Provider`]: it
//! describes the tools in the system prompt in the Hermes format (`<tools>`, `<tool_call>`,
//! `<tool_response>`), sends no native tools, and turns the history's calls and results into
//! that text; the core's text fallback reads the calls back out of the answer. With a
//! [`Constraint`], it also asks the server to constrain the answer to one JSON object that is
//! either a call or a final answer, and unwraps the answer.

use futures::StreamExt;
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, Role, StreamEvent, ToolSpec, async_trait,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::sync::Arc;

/// How tool calls are exchanged with a model (`tool_calls = "native" | "text" | "auto"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ToolCallMode {
    /// Native tool calls only (the wire's `tools`); the default for hosted providers.
    #[default]
    Native,
    /// Tools described in the system prompt (Hermes format); calls read from the answer's text.
    Text,
    /// Native tools are sent; an answer with no native call is searched for calls written as
    /// text. The default for local servers and custom providers.
    Auto,
}

impl ToolCallMode {
    /// Every mode's name, for messages.
    pub const NAMES: &'static str = "native, text, auto";

    /// Whether answers are searched for calls written as text.
    pub fn reads_text_calls(self) -> bool {
        matches!(self, Self::Text | Self::Auto)
    }
}

impl std::fmt::Display for ToolCallMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(match self {
            Self::Native => "native",
            Self::Text => "text",
            Self::Auto => "auto",
        })
    }
}

impl std::str::FromStr for ToolCallMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "native" => Ok(Self::Native),
            "text" => Ok(Self::Text),
            "auto" => Ok(Self::Auto),
            other => Err(format!("unknown tool-call mode `{other}`; use one of: {}", Self::NAMES)),
        }
    }
}

/// How a server is asked to constrain its output to a JSON Schema (`constrain = true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Constraint {
    /// OpenAI's `response_format: {"type": "json_schema", "json_schema": {"schema": …}}`: vLLM
    /// (guided decoding), Ollama, LM Studio, llama.cpp's `llama-server`.
    JsonSchema,
    /// `response_format: {"type": "json_object", "schema": …}`: llama.cpp's servers, including
    /// llama-cpp-python's, which compile the schema to a grammar.
    JsonObject,
}

/// The `text` tool-call mode around `inner` (see the module docs).
pub struct TextToolCalls {
    inner: Arc<dyn Provider>,
    constraint: Option<Constraint>,
}

impl std::fmt::Debug for TextToolCalls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextToolCalls")
            .field("provider", &self.inner.name())
            .field("model", &self.inner.model())
            .field("constraint", &self.constraint)
            .finish()
    }
}

impl TextToolCalls {
    /// Wraps `inner`; with `constraint`, the server is asked to answer with one JSON object
    /// (a call or `{"answer": …}`) whenever tools are offered and no output schema is.
    pub fn new(inner: Arc<dyn Provider>, constraint: Option<Constraint>) -> Self {
        Self { inner, constraint }
    }

    /// `request` in text form: no native tools, the tools in the system prompt, calls and
    /// results in the history as text. Returns whether the answer is constrained.
    pub fn rewrite(&self, request: &ModelRequest) -> (ModelRequest, bool) {
        let mut out = request.clone();
        if request.tools.is_empty() {
            return (out, false);
        }
        let tools = std::mem::take(&mut out.tools);
        let constrained = self.constraint.is_some() && out.output_schema.is_none();
        let prompt = tools_prompt(&tools, constrained);
        out.system = Some(match out.system.take().filter(|s| !s.is_empty()) {
            Some(system) => format!("{system}\n\n{prompt}"),
            None => prompt,
        });
        out.messages = request.messages.iter().map(text_message).collect();
        if constrained {
            out.output_schema = Some(call_or_answer_schema(&tools));
        }
        (out, constrained)
    }
}

/// The Hermes tool description (as Qwen, Hermes and SmolLM chat templates write it).
fn tools_prompt(tools: &[ToolSpec], constrained: bool) -> String {
    let mut prompt = String::from(
        "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n\
         You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n",
    );
    for t in tools {
        let f = json!({"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.input_schema}});
        prompt.push_str(&f.to_string());
        prompt.push('\n');
    }
    prompt.push_str("</tools>\n\n");
    if constrained {
        prompt.push_str(
            "Answer with exactly one JSON object: {\"name\": <function-name>, \"arguments\": <args-json-object>} \
             to call a function, or {\"answer\": <your final answer>} when you are done.",
        );
    } else {
        prompt.push_str(
            "For each function call, return a json object with function name and arguments within \
             <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>\n\
             Results come back within <tool_response></tool_response> XML tags. When you are done, answer in plain text.",
        );
    }
    prompt
}

/// One message with its tool calls and results written as Hermes text.
fn text_message(message: &Message) -> Message {
    let mut content: Vec<ContentBlock> = Vec::with_capacity(message.content.len());
    let mut text = String::new();
    for block in &message.content {
        match block {
            ContentBlock::Text { text: t } => push_line(&mut text, t),
            ContentBlock::ToolUse { name, input, .. } => {
                let call = json!({"name": name, "arguments": input});
                push_line(&mut text, &format!("<tool_call>\n{call}\n</tool_call>"));
            }
            ContentBlock::ToolResult {
                content: c, is_error, ..
            } => {
                let body = if *is_error { format!("error: {c}") } else { c.clone() };
                push_line(&mut text, &format!("<tool_response>\n{body}\n</tool_response>"));
            }
            // Thinking, and blocks added later: as they are.
            other => content.push(other.clone()),
        }
    }
    if !text.is_empty() {
        content.push(ContentBlock::text(text));
    }
    let mut out = Message::new(message.role, content);
    out.interrupted = message.interrupted;
    if out.role == Role::Assistant && out.content.is_empty() {
        out.content.push(ContentBlock::text(""));
    }
    out
}

fn push_line(text: &mut String, line: &str) {
    if !text.is_empty() {
        text.push('\n');
    }
    text.push_str(line);
}

/// One JSON object: a call to one of `tools`, or a final answer. Arguments are only required
/// to be an object (compiling every tool's schema into a grammar is slow on small servers);
/// they pass through repair and schema validation before the tool runs anyway.
pub fn call_or_answer_schema(tools: &[ToolSpec]) -> Value {
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    json!({
        "anyOf": [
            {
                "type": "object",
                "properties": {"name": {"type": "string", "enum": names}, "arguments": {"type": "object"}},
                "required": ["name", "arguments"],
            },
            {
                "type": "object",
                "properties": {"answer": {"type": "string"}},
                "required": ["answer"],
            },
        ]
    })
}

/// A constrained answer's text as the loop reads it: `{"answer": …}` becomes that text; a
/// call object stays as written (the text fallback reads it); anything else is left alone.
fn unwrap_answer(text: String) -> String {
    match serde_json::from_str::<Value>(text.trim()) {
        Ok(Value::Object(mut o)) if !o.contains_key("name") => match o.remove("answer") {
            Some(Value::String(answer)) => answer,
            Some(other) => other.to_string(),
            None => text,
        },
        _ => text,
    }
}

#[async_trait]
impl Provider for TextToolCalls {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn model(&self) -> &str {
        self.inner.model()
    }

    fn context_window(&self) -> Option<u64> {
        self.inner.context_window()
    }

    fn takes_images(&self) -> bool {
        self.inner.takes_images()
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        self.inner.list_models().await
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let (request, constrained) = self.rewrite(request);
        let stream = self.inner.stream(&request).await?;
        if !constrained {
            return Ok(stream);
        }
        // The JSON arrives whole only at the end: hold the text back, then say it once.
        let mut text = String::new();
        let mut flushed = false;
        Ok(stream
            .flat_map(move |item| {
                let mut out = Vec::new();
                match item {
                    Ok(StreamEvent::TextDelta(t)) => text.push_str(&t),
                    Ok(end @ (StreamEvent::Usage(_) | StreamEvent::Done { .. })) => {
                        if !flushed && !text.is_empty() {
                            flushed = true;
                            out.push(Ok(StreamEvent::TextDelta(unwrap_answer(std::mem::take(&mut text)))));
                        }
                        out.push(Ok(end));
                    }
                    other => out.push(other),
                }
                futures::stream::iter(out)
            })
            .boxed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::ToolCallId;

    fn tools() -> Vec<ToolSpec> {
        vec![ToolSpec {
            name: "read_file".into(),
            description: "Read a file.".into(),
            input_schema: json!({"type": "object", "properties": {"path": {"type": "string"}}}).into(),
        }]
    }

    struct Nothing;

    #[async_trait]
    impl Provider for Nothing {
        fn name(&self) -> &str {
            "local"
        }
        fn model(&self) -> &str {
            "m"
        }
        async fn stream(&self, _: &ModelRequest) -> Result<ModelStream, ProviderError> {
            Ok(futures::stream::empty().boxed())
        }
    }

    #[test]
    fn modes_parse_and_print() {
        for mode in [ToolCallMode::Native, ToolCallMode::Text, ToolCallMode::Auto] {
            assert_eq!(mode.to_string().parse::<ToolCallMode>(), Ok(mode));
        }
        let err = "hermes".parse::<ToolCallMode>().expect_err("unknown");
        assert!(err.contains("native, text, auto"), "{err}");
        assert!(!ToolCallMode::Native.reads_text_calls());
    }

    #[test]
    fn text_mode_moves_tools_into_the_prompt_and_calls_into_the_history() {
        let wrapper = TextToolCalls::new(Arc::new(Nothing), None);
        let request = ModelRequest {
            system: Some("be brief".into()),
            tools: tools().into(),
            messages: vec![
                Message::user("read a"),
                Message::new(
                    Role::Assistant,
                    vec![ContentBlock::ToolUse {
                        id: ToolCallId::new("c1"),
                        name: "read_file".into(),
                        input: json!({"path": "a"}),
                    }],
                ),
                Message::new(
                    Role::User,
                    vec![ContentBlock::tool_result(ToolCallId::new("c1"), "A", false)],
                ),
            ],
            ..ModelRequest::default()
        };
        let (out, constrained) = wrapper.rewrite(&request);
        assert!(!constrained);
        assert!(out.tools.is_empty(), "no native tools in text mode");
        let system = out.system.expect("a system prompt");
        assert!(system.starts_with("be brief\n\n# Tools"), "{system}");
        assert!(system.contains("\"name\":\"read_file\""), "{system}");
        assert!(system.contains("<tool_call>"), "{system}");
        // The call as a Hermes block (key order depends on serde_json's features).
        let text = out.messages[1].text();
        let body = text
            .strip_prefix("<tool_call>\n")
            .and_then(|t| t.strip_suffix("\n</tool_call>"))
            .unwrap_or_else(|| panic!("not a Hermes block: {text}"));
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(body).unwrap(),
            serde_json::json!({"name": "read_file", "arguments": {"path": "a"}})
        );
        assert_eq!(out.messages[2].text(), "<tool_response>\nA\n</tool_response>");
        assert_eq!(out.messages[2].tool_uses().count(), 0);
        assert!(out.output_schema.is_none());
    }

    #[test]
    fn a_constraint_asks_for_a_call_or_an_answer_unless_an_output_schema_is_set() {
        let wrapper = TextToolCalls::new(Arc::new(Nothing), Some(Constraint::JsonObject));
        let request = ModelRequest {
            tools: tools().into(),
            messages: vec![Message::user("hi")],
            ..ModelRequest::default()
        };
        let (out, constrained) = wrapper.rewrite(&request);
        assert!(constrained);
        let schema = out.output_schema.expect("a schema");
        assert_eq!(schema["anyOf"][0]["properties"]["name"]["enum"], json!(["read_file"]));
        let own = ModelRequest {
            output_schema: Some(json!({"type": "object"})),
            ..request
        };
        assert!(!wrapper.rewrite(&own).1, "the caller's own schema wins");
        assert_eq!(unwrap_answer("{\"answer\": \"done\"}".into()), "done");
        let call = "{\"name\": \"read_file\", \"arguments\": {}}";
        assert_eq!(unwrap_answer(call.into()), call);
        assert_eq!(unwrap_answer("plain".into()), "plain");
    }
}
