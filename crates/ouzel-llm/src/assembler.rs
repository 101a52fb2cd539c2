//! Reassembles streamed tool-call fragments into whole calls.
//!
//! Chat Completions servers stream a tool call as `delta.tool_calls[]` entries keyed by `index`.
//! They disagree on the details, so the assembler tolerates:
//! - arguments split across any number of chunks, or sent whole in one;
//! - `id` and `function.name` repeated in every chunk (llama.cpp): the first wins;
//! - `arguments` sent as a JSON object instead of a string: it is serialized to text;
//! - a missing `id` (a `call_<index>` id is made up) or a missing `index`;
//! - several calls interleaved by index.

use ouzel_core::StreamEvent;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// One `tool_calls[]` entry of a streamed delta, or of a whole non-streamed message.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub(crate) struct ToolCallChunk {
    /// The call's position; some servers leave it out.
    #[serde(default)]
    pub(crate) index: Option<usize>,
    /// The call's id; may repeat in every chunk, or never come.
    #[serde(default)]
    pub(crate) id: Option<String>,
    /// Name and argument fragment.
    #[serde(default)]
    pub(crate) function: Option<FunctionChunk>,
}

/// The `function` part of a [`ToolCallChunk`].
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub(crate) struct FunctionChunk {
    /// The tool name; may repeat in every chunk.
    #[serde(default)]
    pub(crate) name: Option<String>,
    /// An argument fragment: normally a string, sometimes a whole JSON object.
    #[serde(default)]
    pub(crate) arguments: Option<Value>,
}

#[derive(Debug, Default)]
struct PartialCall {
    id: Option<String>,
    name: String,
    arguments: String,
    started: bool,
}

/// Collects tool-call fragments by index and turns them into [`StreamEvent`]s.
#[derive(Debug, Default)]
pub(crate) struct ToolCallAssembler {
    calls: BTreeMap<usize, PartialCall>,
    last_index: Option<usize>,
}

impl ToolCallAssembler {
    /// Takes one fragment; returns a `ToolCallStart` the first time a call's name is known and a
    /// `ToolCallDelta` for any argument text (held back until the start has been sent).
    pub(crate) fn push(&mut self, chunk: &ToolCallChunk) -> Vec<StreamEvent> {
        let index = self.resolve_index(chunk);
        self.last_index = Some(index);
        let call = self.calls.entry(index).or_default();
        if call.id.is_none() {
            call.id = chunk.id.clone().filter(|id| !id.is_empty());
        }
        let function = chunk.function.as_ref();
        if let Some(name) = function.and_then(|f| f.name.as_deref())
            && call.name.is_empty()
        {
            call.name = name.to_owned();
        }
        let fragment = match function.and_then(|f| f.arguments.as_ref()) {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
        };

        let mut events = Vec::new();
        if call.started {
            if !fragment.is_empty() {
                call.arguments.push_str(&fragment);
                events.push(StreamEvent::ToolCallDelta { index, delta: fragment });
            }
        } else {
            call.arguments.push_str(&fragment);
            if !call.name.is_empty() {
                events.extend(start(index, call));
            }
        }
        events
    }

    /// Ends every call, in index order: a `ToolCallStart` for any not yet announced, then its
    /// `ToolCallEnd`. The assembler is empty afterwards.
    pub(crate) fn finish(&mut self) -> Vec<StreamEvent> {
        let mut events = Vec::new();
        for (index, mut call) in std::mem::take(&mut self.calls) {
            if !call.started {
                events.extend(start(index, &mut call));
            }
            events.push(StreamEvent::ToolCallEnd {
                index,
                id: call_id(index, &call),
                name: call.name,
                arguments: call.arguments,
            });
        }
        self.last_index = None;
        events
    }

    /// The chunk's index; without one, the call with the same id, a new call for a new id, or
    /// else the call last written to.
    fn resolve_index(&self, chunk: &ToolCallChunk) -> usize {
        if let Some(index) = chunk.index {
            return index;
        }
        let next = self.calls.keys().next_back().map_or(0, |i| i + 1);
        match chunk.id.as_deref().filter(|id| !id.is_empty()) {
            Some(id) => self
                .calls
                .iter()
                .find(|(_, c)| c.id.as_deref() == Some(id))
                .map_or(next, |(i, _)| *i),
            None => self.last_index.unwrap_or(next),
        }
    }
}

fn call_id(index: usize, call: &PartialCall) -> String {
    call.id.clone().unwrap_or_else(|| format!("call_{index}"))
}

/// Marks the call started and returns its start event plus any argument text held back.
fn start(index: usize, call: &mut PartialCall) -> Vec<StreamEvent> {
    call.started = true;
    let mut events = vec![StreamEvent::ToolCallStart {
        index,
        id: call_id(index, call),
        name: call.name.clone(),
    }];
    if !call.arguments.is_empty() {
        events.push(StreamEvent::ToolCallDelta {
            index,
            delta: call.arguments.clone(),
        });
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn chunk(v: Value) -> ToolCallChunk {
        serde_json::from_value(v).expect("valid chunk")
    }

    fn feed(asm: &mut ToolCallAssembler, chunks: &[Value]) -> Vec<StreamEvent> {
        let mut events: Vec<StreamEvent> = chunks.iter().flat_map(|c| asm.push(&chunk(c.clone()))).collect();
        events.extend(asm.finish());
        events
    }

    fn ends(events: &[StreamEvent]) -> Vec<(usize, String, String, String)> {
        events
            .iter()
            .filter_map(|e| match e {
                StreamEvent::ToolCallEnd {
                    index,
                    id,
                    name,
                    arguments,
                } => Some((*index, id.clone(), name.clone(), arguments.clone())),
                _ => None,
            })
            .collect()
    }

    fn starts(events: &[StreamEvent]) -> usize {
        events
            .iter()
            .filter(|e| matches!(e, StreamEvent::ToolCallStart { .. }))
            .count()
    }

    fn deltas(events: &[StreamEvent], which: usize) -> String {
        events
            .iter()
            .filter_map(|e| match e {
                StreamEvent::ToolCallDelta { index, delta } if *index == which => Some(delta.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn arguments_split_across_chunks_are_joined() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"index":0,"id":"call_a","type":"function","function":{"name":"read_file","arguments":""}}),
                json!({"index":0,"function":{"arguments":"{\"pa"}}),
                json!({"index":0,"function":{"arguments":"th\":\"a.rs\"}"}}),
            ],
        );
        assert_eq!(
            events[0],
            StreamEvent::ToolCallStart {
                index: 0,
                id: "call_a".into(),
                name: "read_file".into()
            }
        );
        assert_eq!(deltas(&events, 0), r#"{"path":"a.rs"}"#);
        assert_eq!(
            ends(&events),
            vec![(0, "call_a".into(), "read_file".into(), r#"{"path":"a.rs"}"#.into())]
        );
        assert!(asm.finish().is_empty());
    }

    #[test]
    fn multibyte_text_split_across_fragments_is_intact() {
        let mut asm = ToolCallAssembler::default();
        // "café ☕" split so the fragments, though each valid text, meet mid-word.
        let events = feed(
            &mut asm,
            &[
                json!({"index":0,"id":"c","function":{"name":"say","arguments":"{\"t\":\"caf"}}),
                json!({"index":0,"function":{"arguments":"é "}}),
                json!({"index":0,"function":{"arguments":"☕\"}"}}),
            ],
        );
        let args = &ends(&events)[0].3;
        assert_eq!(args, "{\"t\":\"café ☕\"}");
        let parsed: Value = serde_json::from_str(args).expect("valid json");
        assert_eq!(parsed["t"], "café ☕");
    }

    #[test]
    fn id_and_name_repeated_in_every_chunk_are_not_duplicated() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"index":0,"id":"x1","type":"function","function":{"name":"grep","arguments":"{\"q\":"}}),
                json!({"index":0,"id":"x1","type":"function","function":{"name":"grep","arguments":"\"fn\"}"}}),
            ],
        );
        assert_eq!(starts(&events), 1);
        assert_eq!(
            ends(&events),
            vec![(0, "x1".into(), "grep".into(), r#"{"q":"fn"}"#.into())]
        );
    }

    #[test]
    fn arguments_as_json_object_are_serialized() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[json!({"index":0,"id":"o","function":{"name":"ls","arguments":{"path":"src","all":true}}})],
        );
        let args: Value = serde_json::from_str(&ends(&events)[0].3).expect("valid json");
        assert_eq!(args, json!({"path":"src","all":true}));
    }

    #[test]
    fn arguments_whole_in_one_chunk() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[json!({"index":0,"id":"w","function":{"name":"ls","arguments":"{\"path\":\".\"}"}})],
        );
        assert_eq!(starts(&events), 1);
        assert_eq!(deltas(&events, 0), r#"{"path":"."}"#);
        assert_eq!(ends(&events)[0].3, r#"{"path":"."}"#);
    }

    #[test]
    fn null_arguments_and_empty_strings_add_nothing() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"index":0,"id":"n","function":{"name":"now","arguments":null}}),
                json!({"index":0,"function":{"arguments":""}}),
            ],
        );
        assert!(!events.iter().any(|e| matches!(e, StreamEvent::ToolCallDelta { .. })));
        assert_eq!(ends(&events), vec![(0, "n".into(), "now".into(), String::new())]);
    }

    #[test]
    fn interleaved_calls_end_in_index_order() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"index":1,"id":"b","function":{"name":"two","arguments":"{\"n\":"}}),
                json!({"index":0,"id":"a","function":{"name":"one","arguments":"{\"n\":"}}),
                json!({"index":1,"function":{"arguments":"2}"}}),
                json!({"index":0,"function":{"arguments":"1}"}}),
            ],
        );
        assert_eq!(
            ends(&events),
            vec![
                (0, "a".into(), "one".into(), r#"{"n":1}"#.into()),
                (1, "b".into(), "two".into(), r#"{"n":2}"#.into()),
            ]
        );
        assert_eq!(deltas(&events, 1), r#"{"n":2}"#);
    }

    #[test]
    fn missing_id_gets_one_made_up() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"index":0,"function":{"name":"a","arguments":"{}"}}),
                json!({"index":3,"id":"","function":{"name":"b","arguments":"{}"}}),
            ],
        );
        let ids: Vec<_> = ends(&events).into_iter().map(|e| e.1).collect();
        assert_eq!(ids, vec!["call_0", "call_3"]);
    }

    #[test]
    fn missing_index_follows_ids() {
        let mut asm = ToolCallAssembler::default();
        let events = feed(
            &mut asm,
            &[
                json!({"id":"a","function":{"name":"one","arguments":"{\"x\""}}),
                json!({"function":{"arguments":":1}"}}),
                json!({"id":"b","function":{"name":"two","arguments":"{}"}}),
            ],
        );
        assert_eq!(
            ends(&events),
            vec![
                (0, "a".into(), "one".into(), r#"{"x":1}"#.into()),
                (1, "b".into(), "two".into(), "{}".into()),
            ]
        );
    }

    #[test]
    fn arguments_before_the_name_are_held_back() {
        let mut asm = ToolCallAssembler::default();
        let mut events = asm.push(&chunk(
            json!({"index":0,"id":"late","function":{"arguments":"{\"a\":"}}),
        ));
        assert!(events.is_empty());
        events.extend(asm.push(&chunk(json!({"index":0,"function":{"name":"f","arguments":"1}"}}))));
        events.extend(asm.finish());
        assert_eq!(starts(&events), 1);
        assert_eq!(deltas(&events, 0), r#"{"a":1}"#);
        assert_eq!(ends(&events)[0].2, "f");
    }
}
