//! What the code `#[ouzel::tool]` writes refers to: the crates it derives with (re-exported,
//! so a program using the macro needs no direct dependency on them) and small helpers. Not
//! an API of its own; names may change with the macro.

pub use crate::tool::parse_args;
pub use async_trait::async_trait;
pub use schemars;
pub use serde;
pub use serde_json;

use crate::tool::{ToolError, ToolOutput};
use serde::Serialize;
use serde_json::Value;
use std::path::PathBuf;

/// A tool's return value as the text the model reads: a string as is, anything else as
/// compact JSON.
pub fn output<T: Serialize + ?Sized>(value: &T) -> Result<ToolOutput, ToolError> {
    match serde_json::to_value(value) {
        Ok(Value::String(s)) => Ok(ToolOutput::text(s)),
        Ok(Value::Null) => Ok(ToolOutput::text("done")),
        Ok(other) => Ok(ToolOutput::text(other.to_string())),
        Err(e) => Err(ToolError::failed(format!(
            "the tool's result could not be serialized: {e}"
        ))),
    }
}

/// A tool's error as the failed call the model sees.
pub fn failed<E: std::fmt::Display>(e: E) -> ToolError {
    ToolError::failed(e.to_string())
}

/// The paths a call touches: the string (or array of strings) arguments named in `args`.
pub fn paths_of(input: &Value, args: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for arg in args {
        match input.get(*arg) {
            Some(Value::String(s)) => out.push(PathBuf::from(s)),
            Some(Value::Array(items)) => out.extend(items.iter().filter_map(Value::as_str).map(PathBuf::from)),
            _ => {}
        }
    }
    out
}

/// What a `#[tool]` parameter's type needs: a schema for the model and a way to read it from
/// the call's JSON arguments.
#[diagnostic::on_unimplemented(
    message = "#[tool] parameter `{Param}`: its type `{Self}` has no JSON schema or cannot be deserialized",
    label = "this parameter's type needs `schemars::JsonSchema` and `serde::Deserialize`",
    note = "derive both on it: #[derive(serde::Deserialize, schemars::JsonSchema)], or take a type that has them (String, i64, Vec<String>, ...)"
)]
pub trait ToolParam<Param> {}

impl<T: schemars::JsonSchema + serde::de::DeserializeOwned, Param> ToolParam<Param> for T {}

/// Fails to compile, naming the parameter (a type named after it), when its type is not a
/// [`ToolParam`].
pub fn param_has_schema<T: ToolParam<Param> + ?Sized, Param>() {}
