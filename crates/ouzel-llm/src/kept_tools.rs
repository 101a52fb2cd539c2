//! What the wires keep of a request for the next one, and the body object written around the
//! kept parts. A tool list's JSON is kept while requests carry the same list: the agent shares
//! one `Arc<[ToolSpec]>` while its registry is unchanged, and serialising every tool's schema
//! into every request was a large part of a request's cost (issue 21).

use ouzel_core::ToolSpec;
use serde_json::value::RawValue;
use serde_json::{Map, Value};
use std::sync::{Arc, Mutex};

/// A tool list and the JSON a wire made of it.
type Kept = (Arc<[ToolSpec]>, Arc<RawValue>);

/// The last tool list a wire sent and the JSON it made of it.
#[derive(Default)]
pub(crate) struct KeptTools(Mutex<Option<Kept>>);

impl KeptTools {
    /// The JSON of `tools`: the kept one when it was made for this very list (the same `Arc`),
    /// else what `make` serialises, kept for the next request. Holding the list's `Arc` keeps
    /// its address from being reused by another list.
    pub(crate) fn json(
        &self,
        tools: &Arc<[ToolSpec]>,
        make: impl FnOnce(&[ToolSpec]) -> Result<Box<RawValue>, serde_json::Error>,
    ) -> Result<Arc<RawValue>, serde_json::Error> {
        let mut kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((list, json)) = &*kept
            && Arc::ptr_eq(list, tools)
        {
            return Ok(json.clone());
        }
        let json: Arc<RawValue> = make(tools)?.into();
        *kept = Some((tools.clone(), json.clone()));
        Ok(json)
    }
}

/// Writes `fields` as a JSON object into `out`: a field `kept` writes (a part kept between
/// requests, whose place the field holds with `null`) is written by it, the others are
/// serialised. `kept` returns whether it wrote the field's value.
pub(crate) fn write_object(
    out: &mut Vec<u8>,
    fields: &Map<String, Value>,
    mut kept: impl FnMut(&str, &Value, &mut Vec<u8>) -> Result<bool, serde_json::Error>,
) -> Result<(), serde_json::Error> {
    out.push(b'{');
    for (i, (key, value)) in fields.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, key)?;
        out.push(b':');
        if !kept(key, value, out)? {
            serde_json::to_writer(&mut *out, value)?;
        }
    }
    out.push(b'}');
    Ok(())
}
