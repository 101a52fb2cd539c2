//! The serialised form of the messages of a model call, kept for the next call (issue 21): a
//! provider that writes its request body message by message reuses the bytes it wrote for a
//! message that has not changed since the previous call, so a request costs time in proportion
//! to what is new rather than to the whole session.
//!
//! The signal that a message is unchanged comes from the one place that changes the history as
//! it is sent, the history preparer (`history::Preparer`): a message it adds, merges into or
//! shortens (pruning old tool outputs) has its kept bytes dropped, and a history it prepares
//! over (compaction, a rewind, a history under the pruning budget again) gets new slots
//! altogether. A request carries a [`MessageReuse`] only when its messages are exactly the ones
//! the preparer lent; a copy of a request carries none (cloning drops it), so a wrapper that
//! copies a request to change it never reuses stale bytes.

use crate::message::Message;
use std::fmt;
use std::ops::Range;
use std::sync::{Arc, Mutex, MutexGuard};

/// What a provider may reuse of the messages it serialised for earlier requests of the same
/// history: see [`Self::write_items`]. A default value (as a request built by hand has) reuses
/// nothing; cloning gives a default value too.
#[derive(Default)]
pub struct MessageReuse {
    slots: Option<Arc<Mutex<Slots>>>,
    /// The messages before this index are the preparer's; the ones after (the synthetic
    /// results it ends a lent history with) are made for one request and never kept.
    limit: usize,
    /// The slots' generation when this was made: once the preparer has changed anything
    /// since, this handle reads and keeps nothing (a request that outlived its turn cannot
    /// keep the bytes of messages that have changed since).
    generation: u64,
}

impl Clone for MessageReuse {
    /// Nothing to reuse: the copy's messages may be changed (a wrapper adding a hint, a
    /// rewrite of tool calls as text) without the preparer knowing.
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl fmt::Debug for MessageReuse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MessageReuse")
            .field("tracked", &self.slots.is_some())
            .field("limit", &self.limit)
            .field("generation", &self.generation)
            .finish()
    }
}

/// Per prepared message, what a wire made of it.
#[derive(Default)]
struct Slots {
    entries: Vec<Option<Entry>>,
    /// Bumped by every change the preparer reports.
    generation: u64,
}

struct Entry {
    /// The wire (and anything else the bytes depend on) they were written for.
    wire: &'static str,
    bytes: Box<[u8]>,
}

fn lock(slots: &Mutex<Slots>) -> MutexGuard<'_, Slots> {
    // The slots stay consistent whatever panicked while they were held: at worst an entry is
    // missing, and a missing entry is written again.
    slots.lock().unwrap_or_else(|e| e.into_inner())
}

impl MessageReuse {
    /// Appends `messages` to the JSON array `out` holds open (`out` ends with its `[` or with an
    /// item), items separated by commas. `write` writes what one message becomes on the wire:
    /// zero or more JSON values separated by commas. For a message unchanged since an earlier
    /// request that was written with the same `wire`, the bytes `write` wrote then are copied
    /// instead; the bytes written now are kept for the next request.
    ///
    /// `wire` names everything `write`'s output depends on besides the message: a wire whose
    /// form of a message also depends on a setting or on the model uses a different `wire` for
    /// each value of it.
    pub fn write_items<E>(
        &self,
        wire: &'static str,
        messages: &[Message],
        out: &mut Vec<u8>,
        mut write: impl FnMut(&Message, &mut Vec<u8>) -> Result<(), E>,
    ) -> Result<(), E> {
        self.write_range(wire, messages, 0..messages.len(), out, |_, m, out| write(m, out))
    }

    /// [`Self::write_items`] for the messages in `range` of the request's `messages` only: for
    /// a wire that writes runs of messages into separate arrays (merging same-role neighbours
    /// into one wire message). `write` gets each message's index in `messages` too, for a wire
    /// whose form of a message depends on earlier ones (fixed once written: a tool result
    /// naming the call it answers).
    pub fn write_range<E>(
        &self,
        wire: &'static str,
        messages: &[Message],
        range: Range<usize>,
        out: &mut Vec<u8>,
        mut write: impl FnMut(usize, &Message, &mut Vec<u8>) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut slots = self
            .slots
            .as_deref()
            .map(lock)
            .filter(|s| s.generation == self.generation);
        let mut empty = out.last() == Some(&b'[');
        let start = range.start.min(messages.len());
        let end = range.end.min(messages.len());
        for (i, message) in messages[start..end].iter().enumerate().map(|(i, m)| (start + i, m)) {
            let kept = slots
                .as_deref()
                .filter(|_| i < self.limit)
                .and_then(|s| s.entries.get(i))
                .and_then(Option::as_ref)
                .filter(|e| e.wire == wire);
            let start = out.len();
            if !empty {
                out.push(b',');
            }
            let from = out.len();
            match kept {
                Some(entry) => out.extend_from_slice(&entry.bytes),
                None => {
                    write(i, message, out)?;
                    if let Some(slots) = slots.as_deref_mut().filter(|_| i < self.limit) {
                        if slots.entries.len() <= i {
                            slots.entries.resize_with(i + 1, || None);
                        }
                        slots.entries[i] = Some(Entry {
                            wire,
                            bytes: out[from..].into(),
                        });
                    }
                }
            }
            if out.len() == from {
                // The message is nothing on this wire: no comma for it.
                out.truncate(start);
            } else {
                empty = false;
            }
        }
        Ok(())
    }
}

/// Kept bytes for a history that only grows, to test a wire's bodies outside an agent loop:
/// each [`Self::lend`] hands out a [`MessageReuse`] over the same slots (the preparer's part
/// is the test's: it must not change a message it lent).
#[cfg(feature = "test-support")]
#[derive(Debug, Default)]
pub struct TestSlots(Tracker);

#[cfg(feature = "test-support")]
impl TestSlots {
    /// The handle for a request of the first `len` messages.
    pub fn lend(&self, len: usize) -> MessageReuse {
        self.0.lend(len)
    }
}

/// The preparer's side: which kept bytes are still those of the prepared messages.
pub(crate) struct Tracker(Arc<Mutex<Slots>>);

impl Default for Tracker {
    fn default() -> Self {
        Self(Arc::new(Mutex::new(Slots::default())))
    }
}

impl Clone for Tracker {
    /// New slots: two preparers that went apart must not share what they kept.
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl fmt::Debug for Tracker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = lock(&self.0).entries.iter().filter(|e| e.is_some()).count();
        f.debug_struct("Tracker").field("kept", &kept).finish()
    }
}

impl Tracker {
    /// Drops what was kept of the messages from index `from` on.
    pub(crate) fn forget_from(&self, from: usize) {
        let mut slots = lock(&self.0);
        slots.generation += 1;
        slots.entries.truncate(from);
    }

    /// Drops what was kept of the messages in `range`.
    pub(crate) fn forget(&self, range: Range<usize>) {
        let mut slots = lock(&self.0);
        slots.generation += 1;
        let end = range.end.min(slots.entries.len());
        for entry in slots.entries.get_mut(range.start.min(end)..end).into_iter().flatten() {
            *entry = None;
        }
    }

    /// The handle for a request of the first `len` prepared messages (and, after them, any
    /// made for that request alone).
    pub(crate) fn lend(&self, len: usize) -> MessageReuse {
        MessageReuse {
            slots: Some(self.0.clone()),
            limit: len,
            generation: lock(&self.0).generation,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(m: &Message, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
        if m.text().is_empty() {
            return Ok(());
        }
        serde_json::to_writer(&mut *out, &m.text())?;
        out.push(b',');
        serde_json::to_writer(out, &m.text().len())
    }

    fn items(reuse: &MessageReuse, wire: &'static str, messages: &[Message], calls: &mut usize) -> String {
        let mut out = b"[".to_vec();
        reuse
            .write_items(wire, messages, &mut out, |m, out| {
                *calls += 1;
                write(m, out)
            })
            .unwrap();
        out.push(b']');
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn kept_bytes_are_reused_until_forgotten_and_empty_messages_take_no_comma() {
        let tracker = Tracker::default();
        let mut messages = vec![Message::user("a"), Message::user(""), Message::user("bb")];
        let mut calls = 0;
        let first = items(&tracker.lend(3), "w", &messages, &mut calls);
        assert_eq!(first, r#"["a",1,"bb",2]"#);
        assert_eq!(calls, 3);
        let again = items(&tracker.lend(3), "w", &messages, &mut calls);
        assert_eq!((again.as_str(), calls), (first.as_str(), 3), "all reused");
        // Another wire writes its own.
        items(&tracker.lend(3), "other", &messages, &mut calls);
        assert_eq!(calls, 6);
        // A rewritten message, once forgotten, is written again; the rest are reused.
        messages[0] = Message::user("ccc");
        tracker.forget(0..1);
        assert_eq!(
            items(&tracker.lend(3), "other", &messages, &mut calls),
            r#"["ccc",3,"bb",2]"#
        );
        assert_eq!(calls, 7);
        // Past the limit nothing is kept; a clone keeps nothing either.
        messages.push(Message::user("d"));
        items(&tracker.lend(3), "other", &messages, &mut calls);
        items(&tracker.lend(3), "other", &messages, &mut calls);
        assert_eq!(calls, 9);
        items(&tracker.lend(3).clone(), "other", &messages, &mut calls);
        assert_eq!(calls, 13);
        // A handle made before a change reads and keeps nothing.
        let stale = tracker.lend(4);
        tracker.forget_from(1);
        items(&stale, "other", &messages, &mut calls);
        assert_eq!(calls, 17);
        items(&tracker.lend(4), "other", &messages, &mut calls);
        assert_eq!(calls, 20);
        assert_eq!(
            items(&MessageReuse::default(), "other", &messages, &mut calls),
            r#"["ccc",3,"bb",2,"d",1]"#
        );
    }
}
