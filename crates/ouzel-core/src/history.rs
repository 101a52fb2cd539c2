//! Preparing history before every model call (TunaCode's history preparer): the stored history
//! is never changed, the copy sent to the model is made consistent and small enough.
//! - every `tool_use` gets a result (a synthetic one if the run was cut off);
//! - results without a call, and empty assistant messages, are dropped;
//! - consecutive messages of the same role are merged, as the wire APIs require;
//! - tool outputs older than the last turns are shortened to a marker once the history passes a
//!   token budget.

use crate::ids::ToolCallId;
use crate::message::{ContentBlock, Message, Role};
use std::collections::HashSet;

/// How aggressively old tool output is pruned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PruneOptions {
    /// Estimated tokens above which old tool outputs are shortened.
    pub budget_tokens: u64,
    /// The most recent turns (assistant messages) whose tool outputs are always kept.
    pub keep_recent_turns: usize,
}

impl Default for PruneOptions {
    fn default() -> Self {
        Self {
            budget_tokens: 100_000,
            keep_recent_turns: 6,
        }
    }
}

/// A rough token estimate (4 bytes a token), used between provider-reported counts.
pub fn estimate_tokens(messages: &[Message]) -> u64 {
    let bytes: usize = messages
        .iter()
        .flat_map(|m| m.content.iter())
        .map(|b| match b {
            ContentBlock::Text { text } => text.len(),
            ContentBlock::ToolUse { input, name, .. } => input.to_string().len() + name.len(),
            ContentBlock::ToolResult { content, .. } => content.len(),
            ContentBlock::Thinking { text, .. } => text.len(),
        })
        .sum();
    (bytes / 4) as u64 + 4 * messages.len() as u64
}

/// The history as it should be sent: consistent, merged and pruned.
pub fn prepare(history: &[Message], prune: PruneOptions) -> Vec<Message> {
    let mut out = sanitize(history);
    prune_tool_outputs(&mut out, prune);
    out
}

/// Makes a history the providers accept (also used on resume after a crash or cancel).
pub fn sanitize(history: &[Message]) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::with_capacity(history.len());
    let mut open_calls: Vec<ToolCallId> = Vec::new();
    let mut known: HashSet<ToolCallId> = HashSet::new();
    for msg in history {
        match msg.role {
            Role::Assistant => {
                close_calls(&mut out, &mut open_calls);
                let content: Vec<ContentBlock> = msg
                    .content
                    .iter()
                    .filter(|b| !matches!(b, ContentBlock::Text { text } if text.trim().is_empty()))
                    .filter(|b| !matches!(b, ContentBlock::ToolResult { .. }))
                    .cloned()
                    .collect();
                if content.is_empty() {
                    continue;
                }
                for b in &content {
                    if let ContentBlock::ToolUse { id, .. } = b {
                        open_calls.push(id.clone());
                        known.insert(id.clone());
                    }
                }
                push_merged(&mut out, Message { content, ..msg.clone() });
            }
            Role::User => {
                let mut content = Vec::new();
                for b in &msg.content {
                    match b {
                        ContentBlock::ToolResult { tool_use_id, .. } => {
                            if let Some(pos) = open_calls.iter().position(|id| id == tool_use_id) {
                                open_calls.remove(pos);
                                content.push(b.clone());
                            } else if !known.contains(tool_use_id) {
                                // A result without its call: the providers reject it.
                            }
                        }
                        ContentBlock::ToolUse { .. } => {}
                        other => content.push(other.clone()),
                    }
                }
                if content.is_empty() {
                    continue;
                }
                // Results for calls still open must come before any new user text.
                let (results, rest): (Vec<_>, Vec<_>) = content
                    .into_iter()
                    .partition(|b| matches!(b, ContentBlock::ToolResult { .. }));
                if !results.is_empty() {
                    push_merged(&mut out, Message::new(Role::User, results));
                }
                close_calls(&mut out, &mut open_calls);
                if !rest.is_empty() {
                    push_merged(
                        &mut out,
                        Message {
                            content: rest,
                            ..msg.clone()
                        },
                    );
                }
            }
        }
    }
    close_calls(&mut out, &mut open_calls);
    out
}

/// Adds synthetic results for calls that never got one, right after their assistant message.
fn close_calls(out: &mut Vec<Message>, open: &mut Vec<ToolCallId>) {
    if open.is_empty() {
        return;
    }
    let results: Vec<ContentBlock> = open
        .drain(..)
        .map(|id| {
            ContentBlock::tool_result(
                id,
                "no result was recorded: the run was interrupted before this call finished",
                true,
            )
        })
        .collect();
    push_merged(out, Message::new(Role::User, results));
}

fn push_merged(out: &mut Vec<Message>, msg: Message) {
    if let Some(last) = out.last_mut()
        && last.role == msg.role
    {
        // Tool results stay ahead of text in a merged user message.
        let mut content = std::mem::take(&mut last.content);
        content.extend(msg.content);
        content.sort_by_key(|b| !matches!(b, ContentBlock::ToolResult { .. }));
        last.content = content;
        return;
    }
    out.push(msg);
}

/// Shortens tool outputs older than the recent turns while the history is over budget.
pub fn prune_tool_outputs(messages: &mut [Message], opts: PruneOptions) {
    if estimate_tokens(messages) <= opts.budget_tokens {
        return;
    }
    let assistant_positions: Vec<usize> = messages
        .iter()
        .enumerate()
        .filter(|(_, m)| m.role == Role::Assistant)
        .map(|(i, _)| i)
        .collect();
    let cutoff = match assistant_positions.len().checked_sub(opts.keep_recent_turns) {
        Some(0) | None => return,
        Some(n) => assistant_positions[n],
    };
    for msg in &mut messages[..cutoff] {
        for b in &mut msg.content {
            if let ContentBlock::ToolResult { content, .. } = b
                && content.len() > 200
            {
                *content = format!("[tool output of {} bytes elided to save context]", content.len());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn call(id: &str) -> ContentBlock {
        ContentBlock::ToolUse {
            id: ToolCallId::new(id),
            name: "read_file".into(),
            input: json!({}),
        }
    }

    fn result(id: &str) -> ContentBlock {
        ContentBlock::tool_result(ToolCallId::new(id), "ok", false)
    }

    #[test]
    fn dangling_calls_get_a_synthetic_result() {
        let h = vec![
            Message::user("go"),
            Message::new(Role::Assistant, vec![call("a"), call("b")]),
            Message::new(Role::User, vec![result("a")]),
        ];
        let s = sanitize(&h);
        assert_eq!(s.len(), 3);
        let ids: Vec<String> = s[2]
            .content
            .iter()
            .filter_map(|b| match b {
                ContentBlock::ToolResult { tool_use_id, .. } => Some(tool_use_id.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(ids, vec!["a", "b"]);
    }

    #[test]
    fn a_crash_between_call_and_result_still_sends_a_valid_history() {
        let h = vec![
            Message::user("go"),
            Message::new(Role::Assistant, vec![call("a")]),
            Message::user("are you there?"),
        ];
        let s = sanitize(&h);
        assert_eq!(s.len(), 3, "{s:#?}");
        assert!(matches!(
            s[2].content[0],
            ContentBlock::ToolResult { is_error: true, .. }
        ));
        assert_eq!(s[2].text(), "are you there?");
    }

    #[test]
    fn empty_assistant_messages_and_orphan_results_are_dropped_and_roles_merged() {
        let h = vec![
            Message::user("one"),
            Message::assistant(""),
            Message::user("two"),
            Message::new(Role::User, vec![result("zzz")]),
        ];
        let s = sanitize(&h);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].text(), "onetwo");
    }

    #[test]
    fn old_tool_outputs_are_pruned_over_budget() {
        let big = "x".repeat(5000);
        let mut h = Vec::new();
        for i in 0..10 {
            h.push(Message::new(Role::Assistant, vec![call(&format!("c{i}"))]));
            h.push(Message::new(
                Role::User,
                vec![ContentBlock::tool_result(
                    ToolCallId::new(format!("c{i}")),
                    big.clone(),
                    false,
                )],
            ));
        }
        prune_tool_outputs(
            &mut h,
            PruneOptions {
                budget_tokens: 1000,
                keep_recent_turns: 3,
            },
        );
        let elided = h
            .iter()
            .flat_map(|m| m.content.iter())
            .filter(|b| matches!(b, ContentBlock::ToolResult { content, .. } if content.starts_with("[tool output")))
            .count();
        assert_eq!(elided, 7);
    }
}
