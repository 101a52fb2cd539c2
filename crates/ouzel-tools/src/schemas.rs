//! The built-in tools' argument schemas as JSON text, generated from their arguments' types
//! (`schemas/generated.rs`). Generating them with schemars at every start, then serialising
//! them into the first request, was a third of the instructions of a run's start (issue 21);
//! from text, a schema is parsed only when something reads it (a call's validation), and a
//! wire writing JSON carries the text as it is (`ToolSchema::as_json`).
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
thread_local! {
    // Per thread: tests run side by side, and only the one comparing asks for the types.
    static GENERATING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// In tests: whether definitions are built from the types on this thread (to compare with the
/// table).
#[cfg(test)]
fn generating() -> bool {
    GENERATING.get()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::Tool as _;
    use std::fmt::Write as _;

    /// Every built-in tool's schema, as (name, JSON text): serialised from the types, or the
    /// table's text as the wires send it.
    fn schemas(from_types: bool) -> Vec<(String, String)> {
        GENERATING.set(from_types);
        let mut all: Vec<(String, String)> = crate::builtin_registry()
            .list()
            .into_iter()
            .map(|d| {
                (
                    d.name.clone(),
                    serde_json::to_string(&d.input_schema.as_json()).unwrap(),
                )
            })
            .collect();
        GENERATING.set(false);
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
        assert_eq!(serde_json::to_string(&def.input_schema.as_json()).unwrap(), text);
        assert_eq!(serde_json::to_string(&def.input_schema).unwrap(), text);
        assert_eq!(def.input_schema["properties"]["command"]["type"], "string");
        assert_eq!(
            serde_json::to_value(&def.input_schema).unwrap(),
            serde_json::from_str::<serde_json::Value>(text).unwrap()
        );
    }
}
