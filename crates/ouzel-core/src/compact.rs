//! Compaction: when the conversation nears the model's context window, older turns are
//! summarised by the model into one message and the recent turns are kept verbatim. The store
//! keeps the summarised messages (hidden), so nothing is lost.

use crate::history::{PruneOptions, estimate_tokens, prepare, sanitize};
use crate::message::{ContentBlock, Message, Role};
use crate::provider::{ModelParams, ModelRequest, Provider, ProviderError, StreamEvent};
use futures::StreamExt;

/// When and how much to compact.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CompactionOptions {
    /// Fraction of the model's context window at which to compact (e.g. 0.85).
    pub threshold: f64,
    /// Assistant turns kept verbatim.
    pub keep_recent_turns: usize,
    /// The context window, when the provider does not know it.
    pub context_window: Option<u64>,
}

impl Default for CompactionOptions {
    fn default() -> Self {
        Self {
            threshold: 0.85,
            keep_recent_turns: 4,
            context_window: None,
        }
    }
}

const SUMMARY_PROMPT: &str = "Summarise the conversation so far so that the work can continue from the summary alone: \
the user's goal and constraints, what was done (files read or changed, commands run and their outcome), decisions \
taken, the current state and what remains. Be concise and concrete; keep paths, names and numbers.";

/// Where to cut: the start of a user turn (a user message with text) that leaves at least
/// `keep` assistant messages after it. `None` when there is nothing worth summarising.
pub(crate) fn cut_point(history: &[Message], keep: usize) -> Option<usize> {
    let mut assistants = 0;
    for i in (0..history.len()).rev() {
        let m = &history[i];
        if m.role == Role::Assistant {
            assistants += 1;
        }
        let starts_turn = m.role == Role::User
            && m.content
                .iter()
                .any(|b| matches!(b, ContentBlock::Text { .. } | ContentBlock::Image { .. }));
        if assistants >= keep && starts_turn && i > 0 {
            // With keep = 0 the cut falls on the latest user turn: only it stays verbatim.
            return Some(i);
        }
    }
    None
}

/// The result of a compaction.
pub(crate) struct Compacted {
    pub(crate) history: Vec<Message>,
    pub(crate) summary: Message,
    pub(crate) kept: usize,
    pub(crate) tokens_before: u64,
    pub(crate) tokens_after: u64,
}

/// Summarises everything before the cut point with the model.
pub(crate) async fn compact(
    provider: &dyn Provider,
    history: &[Message],
    opts: CompactionOptions,
    prune: PruneOptions,
    params: &ModelParams,
) -> Result<Option<Compacted>, ProviderError> {
    let Some(cut) = cut_point(history, opts.keep_recent_turns) else {
        return Ok(None);
    };
    let mut older = sanitize(&history[..cut]);
    if !provider.takes_images() && crate::history::has_images(&older) {
        let label = format!("{}/{}", provider.name(), provider.model());
        older = crate::history::images_as_labels(&older, &label);
    }
    older.push(Message::user(SUMMARY_PROMPT));
    let request = ModelRequest {
        system: Some("You write summaries of coding-agent conversations.".into()),
        messages: older,
        tools: Default::default(),
        params: params.clone(),
        output_schema: None,
        reuse: Default::default(),
    };
    let mut stream = provider.stream(&request).await?;
    let mut text = String::new();
    while let Some(event) = stream.next().await {
        if let StreamEvent::TextDelta(t) = event? {
            text.push_str(&t);
        }
    }
    if text.trim().is_empty() {
        return Err(ProviderError::MalformedResponse {
            message: "the model returned an empty summary".into(),
        });
    }
    let tokens_before = estimate_tokens(&prepare(history, prune));
    let summary = Message::user(format!("[Summary of the earlier conversation]\n{}", text.trim()));
    let recent = &history[cut..];
    let mut compacted = Vec::with_capacity(recent.len() + 1);
    compacted.push(summary.clone());
    compacted.extend_from_slice(recent);
    let tokens_after = estimate_tokens(&prepare(&compacted, prune));
    Ok(Some(Compacted {
        history: compacted,
        summary,
        kept: recent.len(),
        tokens_before,
        tokens_after,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cut_keeps_whole_recent_turns() {
        let h = vec![
            Message::user("one"),
            Message::assistant("a1"),
            Message::user("two"),
            Message::assistant("a2"),
            Message::user("three"),
            Message::assistant("a3"),
        ];
        assert_eq!(cut_point(&h, 2), Some(2));
        assert_eq!(cut_point(&h, 3), None, "nothing before the first turn to summarise");
    }
}
