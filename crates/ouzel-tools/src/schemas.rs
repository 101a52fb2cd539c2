//! The built-in tools' argument schemas as JSON text, generated from their arguments' types
//! (`schemas/generated.rs`). Generating them with schemars at every start, then serialising
//! them into the first request, was a third of the instructions of a run's start (issue 21);
//! from text, a schema is parsed only when something reads it (a call's validation), and the
//! request carries the text as it is.
//!
//! A test builds every built-in tool both ways and fails when the table differs from what the
//! types give now; `UPDATE_SCHEMAS=1 cargo test -p ouzel-tools schemas::` writes it again.

use ouzel_core::schemars::JsonSchema;
use ouzel_core::{ToolDefinition, ToolSchema};

mod generated;

/// The definition of the built-in tool `name` whose arguments are `A`: its schema from the
/// generated table, or generated from `A` when the table has none for `name`.
pub(crate) fn definition<A: JsonSchema>(name: &'static str, description: impl Into<String>) -> ToolDefinition {
    match text_of(name) {
        Some(text) if !generating() => ToolDefinition::new(name, description, ToolSchema::from_json_text(text)),
        _ => ToolDefinition::for_args::<A>(name, description),
    }
}

fn text_of(name: &str) -> Option<&'static str> {
    generated::SCHEMAS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}

#[cfg(not(test))]
fn generating() -> bool {
    false
}

#[cfg(test)]
static GENERATING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// In tests: whether definitions are built from the types (to compare with the table).
#[cfg(test)]
fn generating() -> bool {
    GENERATING.load(std::sync::atomic::Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::Tool as _;
    use std::fmt::Write as _;
    use std::sync::atomic::Ordering;

    /// Every built-in tool's schema, as (name, JSON text), built from the types or the table.
    fn schemas(from_types: bool) -> Vec<(String, String)> {
        GENERATING.store(from_types, Ordering::SeqCst);
        let mut all: Vec<(String, String)> = crate::builtin_registry()
            .list()
            .into_iter()
            .map(|d| (d.name.clone(), serde_json::to_string(&d.input_schema).unwrap()))
            .collect();
        GENERATING.store(false, Ordering::SeqCst);
        all.sort();
        all
    }

    #[test]
    fn the_table_is_what_the_argument_types_give() {
        let now = schemas(true);
        if std::env::var_os("UPDATE_SCHEMAS").is_some() {
            let mut out = String::from(
                "//! Generated from the built-in tools' argument types by\n\
                 //! `UPDATE_SCHEMAS=1 cargo test -p ouzel-tools schemas::`; do not edit.\n\n\
                 /// (tool name, JSON Schema of its arguments), by name.\n\
                 pub(super) const SCHEMAS: &[(&str, &str)] = &[\n",
            );
            for (name, text) in &now {
                writeln!(out, "    (\"{name}\", r#\"{text}\"#),").unwrap();
            }
            out.push_str("];\n");
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/schemas/generated.rs");
            std::fs::write(path, out).unwrap();
            return;
        }
        let table = schemas(false);
        assert_eq!(
            table, now,
            "the built-in tools' schemas changed: run `UPDATE_SCHEMAS=1 cargo test -p ouzel-tools schemas::`"
        );
        // Each built-in tool has its entry, and each entry a tool.
        let names: Vec<&str> = now.iter().map(|(n, _)| n.as_str()).collect();
        let entries: Vec<&str> = generated::SCHEMAS.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, entries);
    }

    #[test]
    fn a_tool_from_the_table_is_sent_as_its_text_and_read_as_its_value() {
        let def = crate::Shell::new().definition().clone();
        let text = def
            .input_schema
            .json_text()
            .expect("the shell tool's schema comes from the table");
        assert_eq!(serde_json::to_string(&def.input_schema).unwrap(), text);
        assert_eq!(def.input_schema["properties"]["command"]["type"], "string");
        assert_eq!(
            serde_json::to_value(&def.input_schema).unwrap(),
            serde_json::from_str::<serde_json::Value>(text).unwrap()
        );
    }
}
