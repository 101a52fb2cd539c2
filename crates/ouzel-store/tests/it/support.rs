//! Builders for the steps the agent loop commits.

use ouzel_core::{ContentBlock, Message, Role, ToolCallId};
use serde_json::json;

/// An assistant message calling `read_file`, and the user message carrying its result.
pub(crate) fn tool_step(n: usize) -> Vec<Message> {
    let id = ToolCallId::new(format!("call_{n}"));
    vec![
        Message::new(
            Role::Assistant,
            vec![
                ContentBlock::text(format!("Reading file {n}.")),
                ContentBlock::ToolUse {
                    id: id.clone(),
                    name: "read_file".into(),
                    input: json!({ "path": format!("src/file_{n}.rs") }),
                },
            ],
        ),
        Message::new(
            Role::User,
            vec![ContentBlock::tool_result(id, format!("fn f{n}() {{}}\n"), false)],
        ),
    ]
}
