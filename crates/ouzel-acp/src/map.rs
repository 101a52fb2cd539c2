//! Pure translations between ouzel's types and ACP v1's: an event to the session updates it
//! becomes, a tool's definition to an ACP tool kind, a finish reason to a stop reason, a unified
//! diff to ACP diff contents, a saved history to the updates that replay it. No I/O here, so
//! every rule is tested without a connection.

use agent_client_protocol::v1::schema as acp;
use ouzel::core::{
    ContentBlock, Effects, FinishReason, Image, Message, Risk, Role, Subject, TodoItem, TodoStatus, ToolCategory,
    ToolDefinition,
};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The ACP kind of a call of this tool, read from its definition (never its name): what it
/// works on (category) and what it does (effects, risk, how many paths it names).
pub(crate) fn tool_kind(def: Option<&ToolDefinition>) -> acp::ToolKind {
    let Some(def) = def else {
        return acp::ToolKind::Other;
    };
    let reads = matches!(def.effects, Effects::ReadOnly { .. });
    let paths = match &def.subject {
        Some(Subject::Path { args }) => args.len(),
        _ => 0,
    };
    match def.category {
        ToolCategory::Filesystem if reads => acp::ToolKind::Read,
        // A high-risk write naming two paths moves; naming one, it removes (copy is medium-risk).
        ToolCategory::Filesystem if def.risk >= Risk::High && paths == 2 => acp::ToolKind::Move,
        ToolCategory::Filesystem if def.risk >= Risk::High && paths == 1 => acp::ToolKind::Delete,
        ToolCategory::Filesystem | ToolCategory::Scaffold => acp::ToolKind::Edit,
        ToolCategory::Search => acp::ToolKind::Search,
        ToolCategory::Shell | ToolCategory::Testing => acp::ToolKind::Execute,
        ToolCategory::Web => acp::ToolKind::Fetch,
        ToolCategory::Git if reads => acp::ToolKind::Read,
        ToolCategory::Git => acp::ToolKind::Execute,
        // The todo list is the agent thinking aloud; so is a skill it loads.
        ToolCategory::Other if def.subject.is_none() => acp::ToolKind::Think,
        _ => acp::ToolKind::Other,
    }
}

/// What the editor shows as the call's title: the tool, and what it acts on.
pub(crate) fn tool_title(name: &str, def: Option<&ToolDefinition>, input: &Value) -> String {
    match def.and_then(|d| d.key_argument(input)) {
        Some(arg) => {
            let arg: String = arg.lines().next().unwrap_or("").chars().take(120).collect();
            format!("{name} {arg}")
        }
        None => name.to_owned(),
    }
}

/// The files a call acts on, absolute, with the line it starts at when the arguments give one.
pub(crate) fn tool_locations(
    def: Option<&ToolDefinition>,
    input: &Value,
    workspace: &Path,
) -> Vec<acp::ToolCallLocation> {
    let Some(Subject::Path { args }) = def.and_then(|d| d.subject.as_ref()) else {
        return Vec::new();
    };
    let line = ["offset", "line", "start_line"]
        .iter()
        .find_map(|k| input.get(*k).and_then(Value::as_u64))
        .and_then(|n| u32::try_from(n).ok());
    args.iter()
        .filter_map(|a| input.get(a).and_then(Value::as_str))
        .map(|p| acp::ToolCallLocation::new(absolute(workspace, p)).line(line))
        .collect()
}

fn absolute(workspace: &Path, path: &str) -> PathBuf {
    let p = Path::new(path);
    if p.is_absolute() {
        p.to_owned()
    } else {
        workspace.join(p)
    }
}

/// The `tool_call` update announcing a call.
pub(crate) fn tool_call(
    id: &str,
    name: &str,
    def: Option<&ToolDefinition>,
    input: &Value,
    workspace: &Path,
) -> acp::ToolCall {
    acp::ToolCall::new(acp::ToolCallId::new(id), tool_title(name, def, input))
        .kind(tool_kind(def))
        .status(acp::ToolCallStatus::Pending)
        .locations(tool_locations(def, input, workspace))
        .raw_input(Some(input.clone()))
}

/// The update that ends a call: completed or failed, with what the model saw as content and,
/// for a file change, the change as diff contents; a command run in the editor's `terminal`
/// keeps showing it (its output is there), with the text only when the call failed.
pub(crate) fn tool_result(
    id: &str,
    content: &str,
    is_error: bool,
    diff: Option<&str>,
    terminal: Option<&acp::TerminalId>,
    workspace: &Path,
) -> acp::ToolCallUpdate {
    let mut contents: Vec<acp::ToolCallContent> = diff.map(|d| diff_contents(d, workspace)).unwrap_or_default();
    if let Some(t) = terminal {
        contents.push(acp::ToolCallContent::Terminal(acp::Terminal::new(t.clone())));
    }
    // An edit's text repeats its diff; the diff content says it better.
    if contents.is_empty() || is_error {
        contents.push(text_content(content));
    }
    let status = if is_error {
        acp::ToolCallStatus::Failed
    } else {
        acp::ToolCallStatus::Completed
    };
    acp::ToolCallUpdate::new(
        acp::ToolCallId::new(id),
        acp::ToolCallUpdateFields::new().status(status).content(contents),
    )
}

/// Text as tool-call content.
pub(crate) fn text_content(text: &str) -> acp::ToolCallContent {
    acp::ToolCallContent::Content(acp::Content::new(acp::ContentBlock::Text(acp::TextContent::new(text))))
}

/// A unified diff (ouzel's `a/PATH` / `b/PATH` headers) as ACP diff contents, one per hunk: the
/// hunk's context and removed lines as old text, its context and added lines as new text. A
/// hunk of a new file has no old text.
pub(crate) fn diff_contents(diff: &str, workspace: &Path) -> Vec<acp::ToolCallContent> {
    let mut out = Vec::new();
    let mut path: Option<PathBuf> = None;
    // The hunk being read: whether it makes a new file, its old and new text, and how many old
    // and new lines its header says are still to come (so a removed `-- x` line is not taken
    // for a `--- a/` header).
    let mut hunk: Option<Hunk> = None;
    for line in diff.split_inclusive('\n') {
        if let Some(h) = hunk.as_mut().filter(|h| h.old_left > 0 || h.new_left > 0) {
            match line.as_bytes().first() {
                Some(b' ') => {
                    h.old.push_str(&line[1..]);
                    h.new.push_str(&line[1..]);
                    h.old_left = h.old_left.saturating_sub(1);
                    h.new_left = h.new_left.saturating_sub(1);
                }
                Some(b'-') => {
                    h.old.push_str(&line[1..]);
                    h.old_left = h.old_left.saturating_sub(1);
                }
                Some(b'+') => {
                    h.new.push_str(&line[1..]);
                    h.new_left = h.new_left.saturating_sub(1);
                }
                _ => {}
            }
            continue;
        }
        if let Some(h) = hunk.take()
            && let Some(p) = &path
        {
            out.push(h.into_content(p));
        }
        if let Some(rest) = line.strip_prefix("+++ ") {
            let p = rest.trim_end();
            path = Some(absolute(workspace, p.strip_prefix("b/").unwrap_or(p)));
        } else if let Some(range) = line.strip_prefix("@@ -") {
            hunk = Hunk::parse(range);
        }
    }
    if let (Some(h), Some(p)) = (hunk, &path) {
        out.push(h.into_content(p));
    }
    out
}

struct Hunk {
    new_file: bool,
    old: String,
    new: String,
    old_left: usize,
    new_left: usize,
}

impl Hunk {
    /// From a header's `a,b +c,d @@` (a count of 1 may be left out).
    fn parse(range: &str) -> Option<Self> {
        let (old, rest) = range.split_once(" +")?;
        let new = rest.split_once(" @@")?.0;
        let count = |r: &str| -> Option<(usize, usize)> {
            match r.split_once(',') {
                Some((start, n)) => Some((start.parse().ok()?, n.parse().ok()?)),
                None => Some((r.parse().ok()?, 1)),
            }
        };
        let (old_start, old_left) = count(old)?;
        let (_, new_left) = count(new)?;
        Some(Self {
            new_file: old_start == 0 && old_left == 0,
            old: String::new(),
            new: String::new(),
            old_left,
            new_left,
        })
    }

    fn into_content(self, path: &Path) -> acp::ToolCallContent {
        let d = acp::Diff::new(path.to_owned(), self.new);
        acp::ToolCallContent::Diff(if self.new_file { d } else { d.old_text(Some(self.old)) })
    }
}

/// ouzel's finish reason as ACP's stop reason; `None` when the turn ended in an error, which
/// the prompt answers as a JSON-RPC error instead.
pub(crate) fn stop_reason(reason: FinishReason) -> Option<acp::StopReason> {
    Some(match reason {
        FinishReason::Completed | FinishReason::Empty => acp::StopReason::EndTurn,
        FinishReason::IterationLimit | FinishReason::Timeout => acp::StopReason::MaxTurnRequests,
        FinishReason::TokenLimit => acp::StopReason::MaxTokens,
        FinishReason::Cancelled => acp::StopReason::Cancelled,
        FinishReason::Error => return None,
    })
}

/// The todo list as an ACP plan.
pub(crate) fn plan(items: &[TodoItem]) -> acp::Plan {
    acp::Plan::new(
        items
            .iter()
            .map(|i| {
                let status = match i.status {
                    TodoStatus::Pending => acp::PlanEntryStatus::Pending,
                    TodoStatus::InProgress => acp::PlanEntryStatus::InProgress,
                    TodoStatus::Done => acp::PlanEntryStatus::Completed,
                };
                acp::PlanEntry::new(i.content.clone(), acp::PlanEntryPriority::Medium, status)
            })
            .collect(),
    )
}

/// A text chunk.
pub(crate) fn chunk(text: &str) -> acp::ContentChunk {
    acp::ContentChunk::new(acp::ContentBlock::Text(acp::TextContent::new(text)))
}

/// The prompt's content as the user message ouzel sends: text as is, resource links and
/// embedded resources as references the model can read (`@path` for files in the workspace),
/// images as images (checked: an image type ouzel sends, valid base64, within the size limit;
/// numbered in errors as the editor's blocks are). Audio is refused (`Err` says so) rather
/// than dropped: `initialize` does not offer it.
pub(crate) fn prompt_content(prompt: &[acp::ContentBlock], workspace: &Path) -> Result<(String, Vec<Image>), String> {
    let mut parts = Vec::new();
    let mut images = Vec::new();
    for (i, block) in prompt.iter().enumerate() {
        match block {
            acp::ContentBlock::Text(t) => parts.push(t.text.clone()),
            acp::ContentBlock::Image(image) => {
                let image = Image::from_base64(&image.mime_type, &image.data)
                    .map_err(|e| format!("prompt block {i} (an image of type `{}`): {e}", image.mime_type))?;
                images.push(image);
            }
            acp::ContentBlock::Audio(_) => {
                return Err(format!(
                    "prompt block {i} is audio, which ouzel cannot send to the model (promptCapabilities does not \
                     offer audio); attach the file as a resource link or describe it in words"
                ));
            }
            acp::ContentBlock::ResourceLink(link) => parts.push(reference(&link.uri, workspace)),
            acp::ContentBlock::Resource(res) => match &res.resource {
                acp::EmbeddedResourceResource::TextResourceContents(t) => {
                    parts.push(format!("{}:\n```\n{}\n```", reference(&t.uri, workspace), t.text));
                }
                acp::EmbeddedResourceResource::BlobResourceContents(b) => parts.push(reference(&b.uri, workspace)),
                _ => {}
            },
            _ => {}
        }
    }
    Ok((parts.join("\n"), images))
}

/// A resource's URI as the model reads it: a workspace file as its relative path.
fn reference(uri: &str, workspace: &Path) -> String {
    let path = uri.strip_prefix("file://").unwrap_or(uri);
    match Path::new(path).strip_prefix(workspace) {
        Ok(rel) => format!("@{}", rel.display()),
        Err(_) => uri.to_owned(),
    }
}

/// A saved history as the updates that replay it to the editor (`session/load`), in order.
pub(crate) fn replay(
    history: &[Message],
    def: &dyn Fn(&str) -> Option<ToolDefinition>,
    workspace: &Path,
) -> Vec<acp::SessionUpdate> {
    let mut out = Vec::new();
    for m in history {
        for block in &m.content {
            match (block, m.role) {
                (ContentBlock::Text { text }, Role::User) => {
                    out.push(acp::SessionUpdate::UserMessageChunk(chunk(text)))
                }
                (ContentBlock::Image { media_type, data }, Role::User) => {
                    out.push(acp::SessionUpdate::UserMessageChunk(acp::ContentChunk::new(
                        acp::ContentBlock::Image(acp::ImageContent::new(data.clone(), media_type.clone())),
                    )))
                }
                (ContentBlock::Text { text }, Role::Assistant) => {
                    out.push(acp::SessionUpdate::AgentMessageChunk(chunk(text)))
                }
                (ContentBlock::Thinking { text, .. }, _) => {
                    out.push(acp::SessionUpdate::AgentThoughtChunk(chunk(text)))
                }
                (ContentBlock::ToolUse { id, name, input }, _) => {
                    let d = def(name);
                    out.push(acp::SessionUpdate::ToolCall(tool_call(
                        id.as_str(),
                        name,
                        d.as_ref(),
                        input,
                        workspace,
                    )));
                }
                (
                    ContentBlock::ToolResult {
                        tool_use_id,
                        content,
                        is_error,
                    },
                    _,
                ) => out.push(acp::SessionUpdate::ToolCallUpdate(tool_result(
                    tool_use_id.as_str(),
                    content,
                    *is_error,
                    None,
                    None,
                    workspace,
                ))),
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn builtin(name: &str) -> Option<ToolDefinition> {
        let setup = ouzel::Setup::new(&ouzel::Config::default(), &ouzel::RunOptions::new("."));
        setup.tools().get(name).map(|t| t.definition().clone())
    }

    #[test]
    fn kinds_come_from_what_the_tool_is_not_its_name() {
        let kind = |n: &str| tool_kind(builtin(n).as_ref());
        assert_eq!(kind("read_file"), acp::ToolKind::Read);
        assert_eq!(kind("edit_file"), acp::ToolKind::Edit);
        assert_eq!(kind("write_file"), acp::ToolKind::Edit);
        assert_eq!(kind("delete_file"), acp::ToolKind::Delete);
        assert_eq!(kind("move_file"), acp::ToolKind::Move);
        assert_eq!(kind("grep_search"), acp::ToolKind::Search);
        assert_eq!(kind("find_files"), acp::ToolKind::Search);
        assert_eq!(kind("shell"), acp::ToolKind::Execute);
        assert_eq!(kind("web_fetch"), acp::ToolKind::Fetch);
        assert_eq!(tool_kind(None), acp::ToolKind::Other);
    }

    #[test]
    fn a_call_names_its_file_absolute_with_the_line_it_reads_from() {
        let def = builtin("read_file");
        let input = json!({"path": "src/lib.rs", "offset": 40});
        let call = tool_call("c1", "read_file", def.as_ref(), &input, Path::new("/w"));
        let v = serde_json::to_value(&call).unwrap();
        assert_eq!(v["title"], "read_file src/lib.rs");
        assert_eq!(v["kind"], "read");
        assert_eq!(v.get("status"), None, "pending is the default, left out");
        assert_eq!(v["locations"], json!([{"path": "/w/src/lib.rs", "line": 40}]));
        assert_eq!(v["rawInput"], input);
    }

    #[test]
    fn a_unified_diff_becomes_one_diff_content_per_hunk() {
        let diff = "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1,3 +1,3 @@\n fn a() {\n-    1\n+    2\n }\n";
        let c = diff_contents(diff, Path::new("/w"));
        let v = serde_json::to_value(&c).unwrap();
        assert_eq!(
            v,
            json!([{"type": "diff", "path": "/w/src/a.rs", "oldText": "fn a() {\n    1\n}\n", "newText": "fn a() {\n    2\n}\n"}])
        );
        let new_file = "--- a/n.txt\n+++ b/n.txt\n@@ -0,0 +1 @@\n+hello\n";
        let v = serde_json::to_value(diff_contents(new_file, Path::new("/w"))).unwrap();
        assert_eq!(v, json!([{"type": "diff", "path": "/w/n.txt", "newText": "hello\n"}]));
    }

    #[test]
    fn a_removed_line_starting_with_dashes_stays_in_the_hunk() {
        let diff = "--- a/x.sql\n+++ b/x.sql\n@@ -1,2 +1,1 @@\n--- comment\n keep\n";
        let v = serde_json::to_value(diff_contents(diff, Path::new("/w"))).unwrap();
        assert_eq!(v[0]["oldText"], "-- comment\nkeep\n");
        assert_eq!(v[0]["newText"], "keep\n");
    }

    #[test]
    fn finish_reasons_map_to_stop_reasons_and_errors_to_none() {
        assert_eq!(stop_reason(FinishReason::Completed), Some(acp::StopReason::EndTurn));
        assert_eq!(stop_reason(FinishReason::TokenLimit), Some(acp::StopReason::MaxTokens));
        assert_eq!(
            stop_reason(FinishReason::IterationLimit),
            Some(acp::StopReason::MaxTurnRequests)
        );
        assert_eq!(stop_reason(FinishReason::Cancelled), Some(acp::StopReason::Cancelled));
        assert_eq!(stop_reason(FinishReason::Error), None);
    }

    #[test]
    fn resource_links_in_the_workspace_become_at_references() {
        let prompt = vec![
            acp::ContentBlock::Text(acp::TextContent::new("explain")),
            acp::ContentBlock::ResourceLink(acp::ResourceLink::new("lib.rs", "file:///w/src/lib.rs")),
        ];
        let (text, images) = prompt_content(&prompt, Path::new("/w")).unwrap();
        assert_eq!(text, "explain\n@src/lib.rs");
        assert!(images.is_empty());
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    #[test]
    fn an_image_in_a_prompt_becomes_an_image_and_a_bad_one_is_refused_saying_why() {
        let data = Image::from_bytes(PNG).unwrap().data;
        let prompt = vec![
            acp::ContentBlock::Text(acp::TextContent::new("what is this?")),
            acp::ContentBlock::Image(acp::ImageContent::new(data.clone(), "image/png")),
        ];
        let (text, images) = prompt_content(&prompt, Path::new("/w")).unwrap();
        assert_eq!(text, "what is this?");
        assert_eq!(images, vec![Image::from_bytes(PNG).unwrap()]);
        let refused = |block: acp::ContentBlock| prompt_content(&[block], Path::new("/w")).unwrap_err();
        let err = refused(acp::ContentBlock::Image(acp::ImageContent::new(
            data.clone(),
            "text/plain",
        )));
        assert!(
            err.contains("prompt block 0") && err.contains("`text/plain` is not an image type"),
            "{err}"
        );
        let err = refused(acp::ContentBlock::Image(acp::ImageContent::new("%%%", "image/png")));
        assert!(err.contains("not valid base64"), "{err}");
        let err = refused(acp::ContentBlock::Audio(acp::AudioContent::new(
            "UklGRg==",
            "audio/wav",
        )));
        assert!(err.contains("is audio") && err.contains("resource link"), "{err}");
    }

    #[test]
    fn a_users_image_replays_as_an_image_chunk() {
        let image = Image::from_bytes(PNG).unwrap();
        let history = vec![Message::new(
            Role::User,
            vec![ContentBlock::image(image.clone()), ContentBlock::text("and this?")],
        )];
        let updates = replay(&history, &builtin, Path::new("/w"));
        let first = serde_json::to_value(&updates[0]).unwrap();
        assert_eq!(first["sessionUpdate"], "user_message_chunk");
        assert_eq!(
            first["content"],
            json!({"type": "image", "data": image.data, "mimeType": "image/png"})
        );
        assert_eq!(
            serde_json::to_value(&updates[1]).unwrap()["content"]["text"],
            "and this?"
        );
    }

    #[test]
    fn a_call_run_in_the_editors_terminal_ends_showing_the_terminal() {
        let id = acp::TerminalId::new("term-1");
        let done = tool_result(
            "c1",
            "exit code: 0\noutput:\nhi",
            false,
            None,
            Some(&id),
            Path::new("/w"),
        );
        let content = done.fields.content.unwrap();
        assert_eq!(content.len(), 1, "the output is in the terminal: {content:?}");
        assert!(matches!(&content[0], acp::ToolCallContent::Terminal(t) if t.terminal_id == id));
        let failed = tool_result("c1", "timed out", true, None, Some(&id), Path::new("/w"));
        assert_eq!(failed.fields.content.unwrap().len(), 2, "a failure says why too");
    }

    #[test]
    fn a_history_replays_as_messages_calls_and_results_in_order() {
        let history = vec![
            Message::user("read it"),
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::text("reading"),
                    ContentBlock::ToolUse {
                        id: ouzel::core::ToolCallId::new("c1"),
                        name: "read_file".into(),
                        input: json!({"path": "a.txt"}),
                    },
                ],
            ),
            Message::new(
                Role::User,
                vec![ContentBlock::tool_result(
                    ouzel::core::ToolCallId::new("c1"),
                    "hello",
                    false,
                )],
            ),
        ];
        let updates = replay(&history, &builtin, Path::new("/w"));
        let kinds: Vec<String> = updates
            .iter()
            .map(|u| {
                serde_json::to_value(u).unwrap()["sessionUpdate"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "user_message_chunk",
                "agent_message_chunk",
                "tool_call",
                "tool_call_update"
            ]
        );
        let last = serde_json::to_value(&updates[3]).unwrap();
        assert_eq!(last["status"], "completed");
        assert_eq!(last["content"][0]["content"]["text"], "hello");
    }
}
