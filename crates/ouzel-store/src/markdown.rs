//! A readable Markdown transcript of a session.

use crate::{SessionEvent, SessionInfo, StoredMessage};
use ouzel_core::{ContentBlock, Role};
use std::fmt::Write as _;

/// The most characters of one tool input, tool result or thinking block shown; the rest is
/// cut with a note saying how much was left out.
const MAX_BLOCK_CHARS: usize = 4_000;

pub(crate) fn render(info: &SessionInfo, messages: &[StoredMessage], events: &[SessionEvent]) -> String {
    let mut out = String::new();
    let title = if info.title.is_empty() {
        "(untitled)"
    } else {
        info.title.as_str()
    };
    // Writing to a String cannot fail; the results are ignored on purpose.
    let _ = writeln!(out, "# {title}\n");
    let _ = writeln!(out, "- session: `{}`", info.id);
    let _ = writeln!(out, "- workspace: `{}`", info.workspace.display());
    let _ = writeln!(out, "- model: `{}`", info.model);
    let _ = writeln!(out, "- created: {}", info.created.to_rfc3339());
    let _ = writeln!(out, "- updated: {}", info.updated.to_rfc3339());
    let _ = writeln!(
        out,
        "- tokens: {} ({} in, {} out)",
        info.usage.total(),
        info.usage.input_tokens,
        info.usage.output_tokens
    );
    if let Some(cost) = info.usage.cost_usd {
        let _ = writeln!(out, "- cost: ${cost:.4}");
    }

    let mut events = events.iter().peekable();
    let mut event = |out: &mut String, upto: i64| {
        while let Some(e) = events.next_if(|e| e.after_seq <= upto) {
            let _ = writeln!(out, "\n## Event: {}\n\n_{} ({})_", e.kind, e.summary, e.at.to_rfc3339());
        }
    };
    let mut turn = 0;
    for stored in messages {
        event(&mut out, stored.seq);
        let msg = &stored.message;
        let only_results = msg.role == Role::User
            && !msg.content.is_empty()
            && msg.content.iter().all(|b| matches!(b, ContentBlock::ToolResult { .. }));
        let heading = match (msg.role, only_results) {
            (Role::User, true) => "Tool results".to_owned(),
            // Numbered as `ouzel rewind --turn N` counts them.
            (Role::User, false) if msg.is_prompt() => {
                turn += 1;
                format!("User (turn {turn})")
            }
            (Role::User, false) => "User".to_owned(),
            (Role::Assistant, _) => "Assistant".to_owned(),
        };
        let _ = writeln!(out, "\n## {heading}\n");
        let mut notes = Vec::new();
        if stored.hidden {
            notes.push("hidden from the model: compacted or rewound");
        }
        if msg.interrupted {
            notes.push("interrupted");
        }
        if !notes.is_empty() {
            let _ = writeln!(out, "_({})_\n", notes.join("; "));
        }
        for block in &msg.content {
            render_block(&mut out, block);
        }
    }
    event(&mut out, i64::MAX);
    out
}

fn render_block(out: &mut String, block: &ContentBlock) {
    match block {
        ContentBlock::Text { text } => {
            let _ = writeln!(out, "{}\n", text.trim_end());
        }
        ContentBlock::ToolUse { id, name, input } => {
            let json = serde_json::to_string_pretty(input).unwrap_or_else(|_| input.to_string());
            let _ = writeln!(out, "**Tool call** `{name}` (`{id}`)\n");
            fenced(out, "json", &truncate(&json, MAX_BLOCK_CHARS));
        }
        ContentBlock::ToolResult {
            tool_use_id,
            content,
            is_error,
        } => {
            let label = if *is_error { "Tool error" } else { "Tool result" };
            let _ = writeln!(out, "**{label}** (`{tool_use_id}`)\n");
            fenced(out, "text", &truncate(content, MAX_BLOCK_CHARS));
        }
        ContentBlock::Thinking { text, .. } => {
            if text.trim().is_empty() {
                return;
            }
            let _ = writeln!(out, "<details><summary>Thinking</summary>\n");
            let _ = writeln!(out, "{}\n", truncate(text.trim_end(), MAX_BLOCK_CHARS));
            let _ = writeln!(out, "</details>\n");
        }
        // Its label, never its bytes.
        ContentBlock::Image { media_type, data } => {
            let _ = writeln!(out, "{}\n", ouzel_core::image::label(media_type, data));
        }
        // A block kind added to the core after this renderer: show it as JSON rather than drop it.
        other => {
            let json = serde_json::to_string_pretty(other).unwrap_or_default();
            fenced(out, "json", &truncate(&json, MAX_BLOCK_CHARS));
        }
    }
}

/// Writes `body` in a code fence longer than any run of backticks inside it, so tool output
/// that itself contains fences cannot end the block early.
fn fenced(out: &mut String, lang: &str, body: &str) {
    let longest = body.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    let _ = writeln!(out, "{fence}{lang}\n{}\n{fence}\n", body.trim_end_matches('\n'));
}

/// The first `max` characters of `s`, with a note of how many were cut.
pub(crate) fn truncate(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        None => s.to_owned(),
        Some((cut, _)) => {
            let rest = s[cut..].chars().count();
            format!("{}\n… [{rest} more characters not shown]", &s[..cut])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncate_cuts_on_char_boundaries_and_says_how_much() {
        assert_eq!(truncate("héllo", 10), "héllo");
        assert_eq!(truncate("héllo", 2), "hé\n… [3 more characters not shown]");
    }

    #[test]
    fn fence_outgrows_backticks_in_the_body() {
        let mut out = String::new();
        fenced(&mut out, "text", "a ```` b");
        assert!(out.starts_with("`````text\n"), "{out}");
        assert!(out.ends_with("\n`````\n\n"), "{out}");
    }
}
