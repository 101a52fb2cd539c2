//! Preparing history before every model call (TunaCode's history preparer): the stored history
//! is never changed, the copy sent to the model is made consistent and small enough.
//! - every `tool_use` gets a result (a synthetic one if the run was cut off);
//! - results without a call, and empty assistant messages, are dropped;
//! - consecutive messages of the same role are merged, as the wire APIs require;
//! - tool outputs older than the last turns are shortened to a marker once the history passes a
//!   token budget.

use crate::ids::ToolCallId;
use crate::image::IMAGE_TOKENS;
use crate::message::{ContentBlock, Message, Role};
use crate::reuse::{MessageReuse, Tracker};
use std::collections::HashSet;

/// How aggressively old tool output is pruned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

/// A rough token estimate (4 bytes a token; an image at [`IMAGE_TOKENS`]), used between
/// provider-reported counts.
pub fn estimate_tokens(messages: &[Message]) -> u64 {
    let bytes: usize = messages.iter().flat_map(|m| m.content.iter()).map(block_bytes).sum();
    tokens(bytes, messages.len())
}

/// The bytes [`estimate_tokens`] counts for one block: an image counts as the text its
/// estimated tokens would be, not as its base64 (a photo is not a million tokens).
fn block_bytes(b: &ContentBlock) -> usize {
    match b {
        ContentBlock::Text { text } => text.len(),
        ContentBlock::ToolUse { input, name, .. } => input.to_string().len() + name.len(),
        ContentBlock::ToolResult { content, .. } => content.len(),
        ContentBlock::Thinking { text, .. } => text.len(),
        ContentBlock::Image { .. } => IMAGE_TOKENS as usize * 4,
    }
}

/// Whether any message holds an image.
pub(crate) fn has_images(messages: &[Message]) -> bool {
    messages
        .iter()
        .any(|m| m.content.iter().any(|b| matches!(b, ContentBlock::Image { .. })))
}

/// `messages` with each image replaced by a text saying what it was and that `model` does not
/// take images: for a session whose images were sent to an earlier model, so that switching to
/// a model without vision does not make every request fail.
pub(crate) fn images_as_labels(messages: &[Message], model: &str) -> Vec<Message> {
    messages
        .iter()
        .map(|m| Message {
            content: m
                .content
                .iter()
                .map(|b| match b {
                    ContentBlock::Image { media_type, data } => ContentBlock::text(format!(
                        "{} (not shown: {model} does not take images)",
                        crate::image::label(media_type, data)
                    )),
                    other => other.clone(),
                })
                .collect(),
            role: m.role,
            timestamp: m.timestamp,
            interrupted: m.interrupted,
        })
        .collect()
}

fn tokens(bytes: usize, messages: usize) -> u64 {
    (bytes / 4) as u64 + 4 * messages as u64
}

/// The history as it should be sent: consistent, merged and pruned.
pub fn prepare(history: &[Message], prune: PruneOptions) -> Vec<Message> {
    let mut out = sanitize(history);
    prune_tool_outputs(&mut out, prune);
    out
}

/// Makes a history the providers accept (also used on resume after a crash or cancel).
pub fn sanitize(history: &[Message]) -> Vec<Message> {
    let mut s = Sanitizer::default();
    for msg in history {
        s.push(msg);
    }
    s.close_open_calls();
    s.out
}

/// [`sanitize`] one message at a time: its output so far and what it remembers (calls still
/// open, calls seen), so that a history that only grew can be continued rather than redone.
#[derive(Debug, Clone, Default)]
struct Sanitizer {
    out: Vec<Message>,
    open_calls: Vec<ToolCallId>,
    known: HashSet<ToolCallId>,
    /// [`block_bytes`] summed over `out` as sanitised (before any pruning).
    bytes: usize,
    /// The first message of `out` that a message pushed since this was last cleared merged
    /// into (changed rather than added).
    merged_into: Option<usize>,
    /// The image blocks in `out` (pruning shortens tool outputs only).
    images: usize,
}

impl Sanitizer {
    fn push(&mut self, msg: &Message) {
        match msg.role {
            Role::Assistant => {
                self.close_open_calls();
                let content: Vec<ContentBlock> = msg
                    .content
                    .iter()
                    .filter(|b| !matches!(b, ContentBlock::Text { text } if text.trim().is_empty()))
                    .filter(|b| !matches!(b, ContentBlock::ToolResult { .. }))
                    .cloned()
                    .collect();
                if content.is_empty() {
                    return;
                }
                for b in &content {
                    if let ContentBlock::ToolUse { id, .. } = b {
                        self.open_calls.push(id.clone());
                        self.known.insert(id.clone());
                    }
                }
                self.push_merged(Message { content, ..msg.clone() });
            }
            Role::User => {
                let mut content = Vec::new();
                for b in &msg.content {
                    match b {
                        ContentBlock::ToolResult { tool_use_id, .. } => {
                            if let Some(pos) = self.open_calls.iter().position(|id| id == tool_use_id) {
                                self.open_calls.remove(pos);
                                content.push(b.clone());
                            } else if !self.known.contains(tool_use_id) {
                                // A result without its call: the providers reject it.
                            }
                        }
                        ContentBlock::ToolUse { .. } => {}
                        other => content.push(other.clone()),
                    }
                }
                if content.is_empty() {
                    return;
                }
                // Results for calls still open must come before any new user text.
                let (results, rest): (Vec<_>, Vec<_>) = content
                    .into_iter()
                    .partition(|b| matches!(b, ContentBlock::ToolResult { .. }));
                if !results.is_empty() {
                    self.push_merged(Message::stamped(Role::User, results, msg.timestamp));
                }
                self.close_open_calls();
                if !rest.is_empty() {
                    self.push_merged(Message {
                        content: rest,
                        ..msg.clone()
                    });
                }
            }
        }
    }

    /// Adds synthetic results for calls that never got one, right after their assistant message.
    fn close_open_calls(&mut self) {
        if let Some(m) = close_calls(&mut self.open_calls, self.out.last()) {
            self.push_merged(m);
        }
    }

    fn push_merged(&mut self, msg: Message) {
        self.bytes += msg.content.iter().map(block_bytes).sum::<usize>();
        self.images += msg
            .content
            .iter()
            .filter(|b| matches!(b, ContentBlock::Image { .. }))
            .count();
        if self.out.last().is_some_and(|last| last.role == msg.role) {
            let last = self.out.len() - 1;
            self.merged_into = Some(self.merged_into.map_or(last, |i| i.min(last)));
        }
        push_merged(&mut self.out, msg);
    }
}

/// [`prepare`] for a history that grows between model calls: what was prepared for the last
/// call is kept, and only the messages added since are sanitised and counted, so preparing a
/// request costs time in proportion to what is new rather than to the whole session (issue 21).
/// The prepared messages are lent to the request ([`Self::lend`]) and given back after it
/// ([`Self::give_back`]), so they are not copied either.
///
/// It gives exactly what [`prepare`] gives (a test checks it): pruning only ever shortens more
/// of the older outputs as the history grows, and in the one case where it would shorten fewer
/// (the estimate fell back under the budget) the preparation starts over. A history that was
/// replaced rather than extended (compaction, a rewind) is noticed by its first and last
/// prepared messages, and the preparation starts over too.
#[derive(Debug, Clone, Default)]
pub(crate) struct Preparer {
    sanitizer: Sanitizer,
    /// How many history messages `sanitizer` has seen.
    consumed: usize,
    /// The first and the last of them, to notice a replaced history.
    first: Option<Message>,
    last: Option<Message>,
    /// Messages before this index of the output had their old tool outputs shortened.
    elided_upto: usize,
    /// Bytes the shortening removed from the output (for the estimate of what is sent).
    shortened_by: usize,
    /// Indices of the assistant messages in the output.
    assistants: Vec<usize>,
    /// The output is lent to a request: its length before the synthetic results were added.
    lent: Option<usize>,
    /// What providers kept of the output's messages as they serialised them: dropped for
    /// every message the preparer changes (see [`crate::reuse`]); a preparer that starts over
    /// gets new slots.
    reuse: Tracker,
}

impl Preparer {
    /// Brings the prepared output up to `history`.
    fn update(&mut self, history: &[Message]) {
        let extended = self.lent.is_none()
            && history.len() >= self.consumed
            && (self.consumed == 0
                || (history.first() == self.first.as_ref() && history.get(self.consumed - 1) == self.last.as_ref()));
        if !extended {
            *self = Self::default();
        }
        let prepared = self.sanitizer.out.len();
        self.sanitizer.merged_into = None;
        for msg in &history[self.consumed..] {
            let before = self.sanitizer.out.len();
            self.sanitizer.push(msg);
            // Only messages from `before` on are new (an earlier one can only have grown).
            for (i, m) in self.sanitizer.out.iter().enumerate().skip(before) {
                if m.role == Role::Assistant {
                    self.assistants.push(i);
                }
            }
        }
        // What a new message was merged into is changed: its kept bytes go (and any kept past
        // the prepared messages, though none should be).
        self.reuse
            .forget_from(self.sanitizer.merged_into.map_or(prepared, |i| i.min(prepared)));
        self.consumed = history.len();
        if self.first.is_none() {
            self.first = history.first().cloned();
        }
        self.last = history.last().cloned();
    }

    /// The synthetic result message [`sanitize`] would end with now, and its bytes.
    fn closing(&self) -> (Option<Message>, usize) {
        let m = close_calls(&mut self.sanitizer.open_calls.clone(), self.sanitizer.out.last());
        let bytes = m.iter().flat_map(|m| &m.content).map(block_bytes).sum();
        (m, bytes)
    }

    /// Brings the output up to `history` and shortens old tool outputs as [`prepare`] would.
    fn refresh(&mut self, history: &[Message], prune: PruneOptions) {
        self.update(history);
        let raw = |p: &Self| {
            let (m, bytes) = p.closing();
            tokens(
                p.sanitizer.bytes + bytes,
                p.sanitizer.out.len() + usize::from(m.is_some()),
            )
        };
        if raw(self) <= prune.budget_tokens && self.elided_upto > 0 {
            // Under the budget again: nothing may stay shortened.
            *self = Self::default();
            self.update(history);
        }
        if raw(self) > prune.budget_tokens
            && let Some(n) = self
                .assistants
                .len()
                .checked_sub(prune.keep_recent_turns)
                .filter(|n| *n > 0)
        {
            let cutoff = self.assistants[n];
            if cutoff > self.elided_upto {
                for i in self.elided_upto..cutoff {
                    let (removed, added) = elide(&mut self.sanitizer.out[i..=i]);
                    if removed > 0 {
                        // Rewritten: what a provider kept of it is not what goes out now.
                        self.reuse.forget(i..i + 1);
                    }
                    self.shortened_by += removed - added;
                }
                self.elided_upto = cutoff;
            }
        }
    }

    /// [`estimate_tokens`] of [`prepare`]`(history, prune)`, without preparing it again.
    pub(crate) fn estimate(&mut self, history: &[Message], prune: PruneOptions) -> u64 {
        self.refresh(history, prune);
        let (m, bytes) = self.closing();
        tokens(
            self.sanitizer.bytes - self.shortened_by + bytes,
            self.sanitizer.out.len() + usize::from(m.is_some()),
        )
    }

    /// [`prepare`]`(history, prune)`, lent: give it back with [`Self::give_back`] after the
    /// request, or the next call prepares the whole history again.
    pub(crate) fn lend(&mut self, history: &[Message], prune: PruneOptions) -> Vec<Message> {
        self.refresh(history, prune);
        let (closing, _) = self.closing();
        let mut out = std::mem::take(&mut self.sanitizer.out);
        self.lent = Some(out.len());
        out.extend(closing);
        out
    }

    /// Whether the messages [`Self::lend`] gave last hold an image ([`has_images`] of them,
    /// without reading them all again).
    pub(crate) fn lent_has_images(&self) -> bool {
        self.sanitizer.images > 0
    }

    /// What a provider may reuse of its serialisation of the messages [`Self::lend`] gave last,
    /// while they are lent (nothing otherwise).
    pub(crate) fn reuse(&self) -> MessageReuse {
        match self.lent {
            Some(len) => self.reuse.lend(len),
            None => MessageReuse::default(),
        }
    }

    /// Takes back what [`Self::lend`] gave (unchanged: requests only read it).
    pub(crate) fn give_back(&mut self, mut messages: Vec<Message>) {
        match self.lent.take() {
            Some(len) if messages.len() >= len => {
                messages.truncate(len);
                self.sanitizer.out = messages;
            }
            _ => *self = Self::default(),
        }
    }
}

/// The synthetic results for calls that never got one (to go right after their assistant
/// message, and stamped with its time: preparing a history reads no clock); empties `open`.
fn close_calls(open: &mut Vec<ToolCallId>, after: Option<&Message>) -> Option<Message> {
    if open.is_empty() {
        return None;
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
    let at = after.map(|m| m.timestamp).unwrap_or_default();
    Some(Message::stamped(Role::User, results, at))
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
    elide(&mut messages[..cutoff]);
}

/// Shortens the long tool outputs of `messages` to a marker; returns the bytes removed and
/// the bytes of the markers.
fn elide(messages: &mut [Message]) -> (usize, usize) {
    let (mut removed, mut added) = (0, 0);
    for msg in messages {
        for b in &mut msg.content {
            if let ContentBlock::ToolResult { content, .. } = b
                && content.len() > 200
            {
                removed += content.len();
                *content = format!("[tool output of {} bytes elided to save context]", content.len());
                added += content.len();
            }
        }
    }
    (removed, added)
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
    fn an_image_counts_as_its_estimated_tokens_not_its_base64() {
        let photo = crate::Image {
            media_type: "image/jpeg".into(),
            data: "A".repeat(4_000_000),
        };
        let with = vec![Message::user_with_images(
            "what is it?",
            vec![photo],
            chrono::Utc::now(),
        )];
        let without = vec![Message::user("what is it?")];
        assert_eq!(
            estimate_tokens(&with) - estimate_tokens(&without),
            crate::image::IMAGE_TOKENS
        );
        // And it survives sanitising as part of the user's turn.
        assert!(matches!(sanitize(&with)[0].content[0], ContentBlock::Image { .. }));
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

    /// A small deterministic generator (no dependency needed for one test).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    /// Changes `history` at random, as a session does (see the tests below): `open` holds the
    /// calls still without a result, `next_id` numbers new calls.
    fn grow(rng: &mut Lcg, history: &mut Vec<Message>, open: &mut Vec<String>, next_id: &mut usize, step: usize) {
        match rng.below(10) {
            0 => history.push(Message::user(format!("user says {step}"))),
            1 => history.push(Message::assistant(if rng.below(2) == 0 {
                ""
            } else {
                "thinking aloud"
            })),
            2..=4 => {
                let mut content = vec![ContentBlock::text(format!("answer {step}"))];
                for _ in 0..rng.below(3) {
                    let id = format!("c{next_id}");
                    *next_id += 1;
                    content.push(call(&id));
                    open.push(id);
                }
                history.push(Message::new(Role::Assistant, content));
            }
            5..=7 => {
                let mut content = Vec::new();
                for id in std::mem::take(open) {
                    if rng.below(5) > 0 {
                        let size = [10, 150, 250, 900][rng.below(4) as usize];
                        content.push(ContentBlock::tool_result(ToolCallId::new(id), "r".repeat(size), false));
                    }
                }
                if rng.below(6) == 0 {
                    content.push(result("orphan"));
                }
                if rng.below(4) == 0 {
                    content.push(ContentBlock::text("and a remark"));
                }
                history.push(Message::new(Role::User, content));
            }
            8 => {
                let mut m = Message::assistant("cut off");
                m.interrupted = true;
                history.push(m);
            }
            _ => {
                if rng.below(4) == 0 {
                    // Replaced, as a compaction or a rewind does.
                    let keep = rng.below(history.len() as u64) as usize;
                    history.drain(..keep);
                    history.insert(0, Message::user(format!("summary {step}")));
                    open.clear();
                }
            }
        }
    }

    /// The start of one random history: its generator, the pruning it is prepared with (drawn
    /// first), the history, the calls still open, the preparer and the next call id.
    struct RandomRun {
        rng: Lcg,
        prune: PruneOptions,
        history: Vec<Message>,
        open: Vec<String>,
        prepared: Preparer,
        next_id: usize,
    }

    impl RandomRun {
        /// One random change to the history ([`grow`]).
        fn grow(&mut self, step: usize) {
            grow(
                &mut self.rng,
                &mut self.history,
                &mut self.open,
                &mut self.next_id,
                step,
            );
        }

        fn new(seed: u64) -> Self {
            let mut rng = Lcg(seed);
            let prune = PruneOptions {
                budget_tokens: [50, 300, 100_000][rng.below(3) as usize],
                keep_recent_turns: 1 + rng.below(3) as usize,
            };
            Self {
                rng,
                prune,
                history: vec![Message::user("start")],
                open: Vec::new(),
                prepared: Preparer::default(),
                next_id: 0,
            }
        }
    }

    /// Histories grown at random — text, calls, results (some missing, some orphaned, some
    /// long), empty answers, interrupted answers, consecutive messages of one role — and now
    /// and then replaced; after each change the preparer must give exactly what `prepare`
    /// gives, estimate included, with and without pruning.
    #[test]
    fn the_preparer_gives_what_prepare_gives_as_the_history_grows() {
        for seed in 0..300 {
            let mut run = RandomRun::new(seed);
            for step in 0..60 {
                run.grow(step);
                let expected = prepare(&run.history, run.prune);
                if run.rng.below(2) == 0 {
                    assert_eq!(
                        run.prepared.estimate(&run.history, run.prune),
                        estimate_tokens(&expected),
                        "seed {seed} step {step}"
                    );
                }
                let lent = run.prepared.lend(&run.history, run.prune);
                // Synthetic results are stamped when made: compare all but the time.
                let strip = |m: &[Message]| -> Vec<(Role, Vec<ContentBlock>, bool)> {
                    m.iter().map(|m| (m.role, m.content.clone(), m.interrupted)).collect()
                };
                assert_eq!(strip(&lent), strip(&expected), "seed {seed} step {step}");
                if run.rng.below(20) > 0 {
                    run.prepared.give_back(lent);
                }
            }
        }
    }

    /// The messages as a JSON array, each message written by serde: what a wire writes.
    fn written(reuse: &MessageReuse, wire: &'static str, messages: &[Message], writes: &mut usize) -> Vec<u8> {
        let mut out = b"[".to_vec();
        reuse
            .write_items(wire, messages, &mut out, |m, out| {
                *writes += 1;
                serde_json::to_writer(out, m)
            })
            .expect("messages serialise");
        out.push(b']');
        out
    }

    /// The same random histories, sent as a provider sends them: what is written reusing the
    /// bytes kept from earlier requests is byte for byte what serialising the lent messages
    /// afresh gives, through appends, merges, pruning (messages rewritten), a history under
    /// the budget again, replacements (compaction, rewind), requests never given back, and a
    /// switch between two wires; and an unchanged message is not written again.
    #[test]
    fn reused_bytes_are_those_of_the_messages_sent() {
        let (mut writes, mut messages_sent) = (0, 0);
        for seed in 0..300 {
            let mut run = RandomRun::new(seed);
            let mut wire = "a";
            for step in 0..60 {
                run.grow(step);
                if run.rng.below(3) == 0 {
                    let _ = run.prepared.estimate(&run.history, run.prune);
                }
                if run.rng.below(15) == 0 {
                    wire = if wire == "a" { "b" } else { "a" };
                }
                if run.rng.below(12) == 0 {
                    run.history.push(Message::user_with_images(
                        "see",
                        vec![crate::Image {
                            media_type: "image/png".into(),
                            data: "AAAA".into(),
                        }],
                        chrono::Utc::now(),
                    ));
                }
                let lent = run.prepared.lend(&run.history, run.prune);
                assert_eq!(
                    run.prepared.lent_has_images(),
                    has_images(&lent),
                    "seed {seed} step {step}"
                );
                let fresh = serde_json::to_vec(&lent).expect("messages serialise");
                let reused = written(&run.prepared.reuse(), wire, &lent, &mut writes);
                assert_eq!(
                    String::from_utf8_lossy(&reused),
                    String::from_utf8_lossy(&fresh),
                    "seed {seed} step {step}"
                );
                messages_sent += lent.len();
                // A copy of the handle reuses nothing, and so nothing stale either.
                if run.rng.below(10) == 0 {
                    let mut none = 0;
                    assert_eq!(written(&run.prepared.reuse().clone(), wire, &lent, &mut none), fresh);
                    assert_eq!(none, lent.len());
                }
                if run.rng.below(20) > 0 {
                    run.prepared.give_back(lent);
                }
            }
        }
        // Most messages were copied, not written: the work follows what is new.
        assert!(
            writes * 3 < messages_sent,
            "{writes} of {messages_sent} messages written"
        );
    }
}
