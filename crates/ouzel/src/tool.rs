//! Writing tools: the `#[tool]` attribute (re-exported at the crate root as
//! [`ouzel::tool`](macro@crate::tool)) and the closure form [`from_fn`].
//!
//! `#[ouzel::tool]` turns an `async fn` into a unit struct of the same name implementing
//! [`Tool`](crate::core::Tool):
//!
//! ```
//! use ouzel::core::{Tool, ToolContext};
//!
//! /// Counts the words of a text.
//! #[ouzel::tool(read_only, name = "count_words")]
//! async fn words(
//!     /// The text to count.
//!     text: String,
//!     /// Count only words at least this long.
//!     min_len: Option<usize>,
//! ) -> usize {
//!     text.split_whitespace().filter(|w| w.len() >= min_len.unwrap_or(0)).count()
//! }
//!
//! let d = words.definition();
//! assert_eq!((d.name.as_str(), d.description.as_str()), ("count_words", "Counts the words of a text."));
//! assert_eq!(d.input_schema["properties"]["text"]["description"], "The text to count.");
//! assert_eq!(d.input_schema["required"], serde_json::json!(["text"]));
//! ```
//!
//! - **Name**: the function's, or `name = "..."`. **Description**: the doc comment (required).
//! - **Schema**: each parameter is a property; its doc comment is the property's description;
//!   `Option<T>` parameters are optional. Or one parameter marked `#[args]` whose type derives
//!   `serde::Deserialize` and `schemars::JsonSchema` is the whole arguments object. A type
//!   without a schema is a compile error naming the parameter.
//! - **What it does**, on the definition (the one place the runtime reads it):
//!   `read_only` (changes nothing: Low risk, may run alongside other reads), `cacheable` or
//!   `cacheable = SECONDS` (read-only and its results cached), `paths = "PARAM"` or
//!   `paths(a, b)` (the parameters holding the paths a call touches: permission rules match
//!   them and a write drops cached reads of them), `risk = "low" | "medium" | "high"`
//!   (default: Low when read-only, else Medium, which asks unless trusted), `category = "..."`.
//! - **Context**: a parameter of type `&ToolContext` receives the call's context: the
//!   workspace, the cancellation token, and [`ToolContext::call`](crate::core::ToolContext::call)
//!   to call other tools and agents by name through the same permission gate.
//! - **Result**: any `Serialize` value (a string is the text the model reads, anything else
//!   its JSON), or `Result<T, E>` with `E: Display`, whose error becomes a failed call the
//!   model sees.
//! - The function itself stays callable as `NAME::run(...)`.
//!
//! A tool that reads a struct and calls another tool:
//!
//! ```
//! use ouzel::core::ToolContext;
//!
//! #[derive(serde::Deserialize, schemars::JsonSchema)]
//! struct Lookup {
//!     /// The key to look up.
//!     key: String,
//! }
//!
//! /// Looks a key up in the project's notes.
//! #[ouzel::tool(cacheable = 60)]
//! async fn lookup(#[args] q: Lookup, ctx: &ToolContext) -> Result<String, ouzel::core::ToolError> {
//!     let notes = ctx.call("read_file", serde_json::json!({"path": "NOTES.md"})).await?;
//!     Ok(notes.lines().find(|l| l.starts_with(&q.key)).unwrap_or("not found").to_owned())
//! }
//! ```

pub use ouzel_core::{FnTool, from_fn};
