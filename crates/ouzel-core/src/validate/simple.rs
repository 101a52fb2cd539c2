//! A checker for the plain JSON Schemas most tools declare, without compiling a general validator.
//!
//! Compiling a `jsonschema` validator, even for the `shell` tool's two properties, costs about
//! 29 M instructions — more than half of a whole 20-turn job (issue 21) — because it first builds
//! the draft 2020-12 meta-schema's validator and checks the schema against it. The schemas of the
//! built-in tools (schemars output) use a handful of keywords: `type`, `properties`, `required`,
//! `additionalProperties`, `items`, `enum`, `const`, numeric and length bounds, `anyOf`/`oneOf`
//! for options and documented enums. A schema made of those keywords alone (and annotations) is
//! checked here, with jsonschema's own messages and instance paths (a test compares the two on
//! many inputs); any other schema — `$ref`, `pattern`, `$schema`, an unknown keyword, a keyword
//! with a value the meta-schema would refuse — is compiled by jsonschema as before.

use serde_json::{Map, Number, Value};
use std::cmp::Ordering;
use std::fmt::Write as _;

/// A schema of the simple kind, ready to check instances.
#[derive(Debug)]
pub(super) struct Schema {
    root: Node,
}

impl Schema {
    /// The schema, if it uses only the keywords this module checks, with values of the forms
    /// the draft 2020-12 meta-schema allows; `None` otherwise.
    pub(super) fn compile(schema: &Value) -> Option<Self> {
        Some(Self {
            root: Node::compile(schema)?,
        })
    }

    /// The problems with `instance`, as (JSON pointer, message), in jsonschema's order.
    pub(super) fn errors(&self, instance: &Value) -> Vec<(String, String)> {
        let mut errors = Vec::new();
        self.root.check(instance, &mut String::new(), &mut errors);
        errors
    }
}

#[derive(Debug)]
enum Node {
    /// `true`: anything goes.
    Any,
    /// `false`: nothing does.
    Never,
    Keywords(Box<Keywords>),
}

/// The keywords of one schema object, checked in jsonschema's order (its keyword priority).
#[derive(Debug, Default)]
struct Keywords {
    /// Bits in jsonschema's order: null, boolean, integer, number, string, array, object.
    types: Option<u8>,
    constant: Option<Value>,
    /// The `enum` array as written (its message lists the options).
    options: Option<Value>,
    minimum: Option<Number>,
    maximum: Option<Number>,
    exclusive_minimum: Option<Number>,
    exclusive_maximum: Option<Number>,
    min_length: Option<u64>,
    max_length: Option<u64>,
    min_items: Option<u64>,
    max_items: Option<u64>,
    required: Vec<String>,
    properties: Vec<(String, Node)>,
    additional: Option<Node>,
    items: Option<Node>,
    any_of: Vec<Node>,
    one_of: Vec<Node>,
}

const TYPES: [&str; 7] = ["null", "boolean", "integer", "number", "string", "array", "object"];

fn type_bit(name: &str) -> Option<u8> {
    TYPES.iter().position(|t| *t == name).map(|i| 1 << i)
}

fn subschemas(value: &Value) -> Option<Vec<Node>> {
    let list = value.as_array().filter(|l| !l.is_empty())?;
    list.iter().map(Node::compile).collect()
}

fn bound(value: &Value) -> Option<u64> {
    value.as_u64()
}

impl Node {
    fn compile(schema: &Value) -> Option<Self> {
        match schema {
            Value::Bool(true) => Some(Node::Any),
            Value::Bool(false) => Some(Node::Never),
            Value::Object(map) => Keywords::compile(map).map(|k| Node::Keywords(Box::new(k))),
            _ => None,
        }
    }

    fn check(&self, instance: &Value, path: &mut String, errors: &mut Vec<(String, String)>) {
        match self {
            Node::Any => {}
            Node::Never => errors.push((path.clone(), format!("False schema does not allow {instance}"))),
            Node::Keywords(k) => k.check(instance, path, errors),
        }
    }

    fn is_valid(&self, instance: &Value) -> bool {
        let mut errors = Vec::new();
        self.check(instance, &mut String::new(), &mut errors);
        errors.is_empty()
    }
}

impl Keywords {
    fn compile(map: &Map<String, Value>) -> Option<Self> {
        let mut k = Keywords::default();
        for (key, value) in map {
            match key.as_str() {
                "type" => {
                    let mut bits = 0u8;
                    let names: Vec<&Value> = match value {
                        Value::String(_) => vec![value],
                        Value::Array(list) if !list.is_empty() => list.iter().collect(),
                        _ => return None,
                    };
                    for name in names {
                        let bit = type_bit(name.as_str()?)?;
                        if bits & bit != 0 {
                            return None; // duplicates: the meta-schema refuses them
                        }
                        bits |= bit;
                    }
                    k.types = Some(bits);
                }
                "const" => k.constant = Some(value.clone()),
                "enum" => {
                    value.as_array()?;
                    k.options = Some(value.clone());
                }
                "minimum" => k.minimum = Some(value.as_number()?.clone()),
                "maximum" => k.maximum = Some(value.as_number()?.clone()),
                "exclusiveMinimum" => k.exclusive_minimum = Some(value.as_number()?.clone()),
                "exclusiveMaximum" => k.exclusive_maximum = Some(value.as_number()?.clone()),
                "minLength" => k.min_length = Some(bound(value)?),
                "maxLength" => k.max_length = Some(bound(value)?),
                "minItems" => k.min_items = Some(bound(value)?),
                "maxItems" => k.max_items = Some(bound(value)?),
                "required" => {
                    for name in value.as_array()? {
                        let name = name.as_str()?;
                        if k.required.iter().any(|r| r == name) {
                            return None;
                        }
                        k.required.push(name.to_owned());
                    }
                }
                "properties" => {
                    for (name, schema) in value.as_object()? {
                        k.properties.push((name.clone(), Node::compile(schema)?));
                    }
                }
                "additionalProperties" => k.additional = Some(Node::compile(value)?),
                "items" => k.items = Some(Node::compile(value)?),
                "anyOf" => k.any_of = subschemas(value)?,
                "oneOf" => k.one_of = subschemas(value)?,
                // Annotations: no assertion in draft 2020-12 (`format` asserts nothing by default).
                "title" | "description" | "$comment" | "format" => {
                    value.as_str()?;
                }
                "deprecated" | "readOnly" | "writeOnly" => {
                    value.as_bool()?;
                }
                "examples" => {
                    value.as_array()?;
                }
                "default" => {}
                _ => return None,
            }
        }
        Some(k)
    }

    fn check(&self, instance: &Value, path: &mut String, errors: &mut Vec<(String, String)>) {
        let mut fail = |message: String| errors.push((path.clone(), message));
        if let Some(types) = self.types
            && !types_allow(types, instance)
        {
            let names: Vec<&str> = (0..TYPES.len())
                .filter(|i| types & (1 << i) != 0)
                .map(|i| TYPES[i])
                .collect();
            if let [one] = names.as_slice() {
                fail(format!(r#"{instance} is not of type "{one}""#));
            } else {
                let list: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
                fail(format!("{instance} is not of types {}", list.join(", ")));
            }
        }
        if let Some(expected) = &self.constant
            && !equal(expected, instance)
        {
            fail(format!("{expected} was expected"));
        }
        if let Some(options) = &self.options
            && let Some(list) = options.as_array()
            && !list.iter().any(|o| equal(o, instance))
        {
            fail(enum_message(instance, list));
        }
        if let Value::Number(n) = instance {
            let limits = [
                (&self.minimum, Ordering::Less, false, "is less than the minimum of"),
                (
                    &self.maximum,
                    Ordering::Greater,
                    false,
                    "is greater than the maximum of",
                ),
                (
                    &self.exclusive_minimum,
                    Ordering::Less,
                    true,
                    "is less than or equal to the minimum of",
                ),
                (
                    &self.exclusive_maximum,
                    Ordering::Greater,
                    true,
                    "is greater than or equal to the maximum of",
                ),
            ];
            for (limit, beyond, exclusive, words) in limits {
                if let Some(limit) = limit {
                    let order = compare(n, limit);
                    if order == beyond || (exclusive && order == Ordering::Equal) {
                        fail(format!("{instance} {words} {limit}"));
                    }
                }
            }
        }
        if let Value::String(s) = instance {
            let chars = s.chars().count() as u64;
            if let Some(min) = self.min_length
                && chars < min
            {
                fail(format!("{instance} is shorter than {min} character{}", plural(min)));
            }
            if let Some(max) = self.max_length
                && chars > max
            {
                fail(format!("{instance} is longer than {max} character{}", plural(max)));
            }
        }
        if let Value::Array(list) = instance {
            let len = list.len() as u64;
            if let Some(min) = self.min_items
                && len < min
            {
                fail(format!("{instance} has less than {min} item{}", plural(min)));
            }
            if let Some(max) = self.max_items
                && len > max
            {
                fail(format!("{instance} has more than {max} item{}", plural(max)));
            }
        }
        if let Value::Object(object) = instance {
            for name in &self.required {
                if !object.contains_key(name) {
                    fail(format!("{} is a required property", Value::from(name.as_str())));
                }
            }
            let mut unexpected = Vec::new();
            for (name, value) in object {
                let declared = self.properties.iter().find(|(p, _)| p == name);
                match (declared, &self.additional) {
                    (Some((_, schema)), _) => at(path, name, |path| schema.check(value, path, errors)),
                    (None, Some(Node::Never)) => unexpected.push(name.as_str()),
                    (None, Some(schema)) => at(path, name, |path| schema.check(value, path, errors)),
                    (None, None) => {}
                }
            }
            if !unexpected.is_empty() {
                let names: Vec<String> = unexpected.iter().map(|n| format!("'{n}'")).collect();
                let verb = if unexpected.len() == 1 { "was" } else { "were" };
                errors.push((
                    path.clone(),
                    format!(
                        "Additional properties are not allowed ({} {verb} unexpected)",
                        names.join(", ")
                    ),
                ));
            }
        }
        if let (Value::Array(list), Some(items)) = (instance, &self.items) {
            for (i, item) in list.iter().enumerate() {
                at(path, &i.to_string(), |path| items.check(item, path, errors));
            }
        }
        if !self.any_of.is_empty() && !self.any_of.iter().any(|s| s.is_valid(instance)) {
            errors.push((
                path.clone(),
                format!("{instance} is not valid under any of the schemas listed in the 'anyOf' keyword"),
            ));
        }
        if !self.one_of.is_empty() {
            let valid = self.one_of.iter().filter(|s| s.is_valid(instance)).take(2).count();
            let message = match valid {
                1 => None,
                0 => Some("is not valid under any of the schemas listed in the 'oneOf' keyword"),
                _ => Some("is valid under more than one of the schemas listed in the 'oneOf' keyword"),
            };
            if let Some(message) = message {
                errors.push((path.clone(), format!("{instance} {message}")));
            }
        }
    }
}

/// Runs `f` with `path` extended by the JSON-pointer token `token`, then restores it.
fn at(path: &mut String, token: &str, f: impl FnOnce(&mut String)) {
    let len = path.len();
    path.push('/');
    for c in token.chars() {
        match c {
            '~' => path.push_str("~0"),
            '/' => path.push_str("~1"),
            c => path.push(c),
        }
    }
    f(path);
    path.truncate(len);
}

fn plural(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn types_allow(types: u8, instance: &Value) -> bool {
    let bit = |name| type_bit(name).unwrap_or(0);
    let has = |name| types & bit(name) != 0;
    match instance {
        Value::Null => has("null"),
        Value::Bool(_) => has("boolean"),
        Value::Number(n) => has("number") || (has("integer") && is_integer(n)),
        Value::String(_) => has("string"),
        Value::Array(_) => has("array"),
        Value::Object(_) => has("object"),
    }
}

/// Integers per drafts 6 and later: a float with no fractional part counts.
fn is_integer(n: &Number) -> bool {
    n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
}

/// Numbers compared by value, whatever their representation.
fn compare(a: &Number, b: &Number) -> Ordering {
    let int = |n: &Number| n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from));
    match (int(a), int(b)) {
        (Some(x), Some(y)) => x.cmp(&y),
        _ => {
            let (x, y) = (a.as_f64().unwrap_or(f64::NAN), b.as_f64().unwrap_or(f64::NAN));
            x.partial_cmp(&y).unwrap_or(Ordering::Equal)
        }
    }
}

/// JSON equality as the spec defines it: numbers by value, objects regardless of key order.
fn equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare(x, y) == Ordering::Equal,
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| equal(x, y)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| equal(v, w)))
        }
        _ => a == b,
    }
}

/// jsonschema's `enum` message: up to three options, or two and a count of the rest.
fn enum_message(instance: &Value, options: &[Value]) -> String {
    let mut out = format!("{instance} is not one of ");
    if options.len() <= 3 {
        for (i, option) in options.iter().enumerate() {
            let sep = match i {
                0 => "",
                i if i == options.len() - 1 => " or ",
                _ => ", ",
            };
            let _ = write!(out, "{sep}{option}");
        }
    } else {
        for (i, option) in options.iter().take(2).enumerate() {
            let _ = write!(out, "{}{option}", if i == 0 { "" } else { ", " });
        }
        let _ = write!(out, " or {} other candidates", options.len() - 2);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// jsonschema's problems with `instance`, as (pointer, message).
    fn reference(schema: &Value, instance: &Value) -> Vec<(String, String)> {
        let validator = jsonschema::validator_for(schema).expect("a valid schema");
        validator
            .iter_errors(instance)
            .map(|e| (e.instance_path().to_string(), e.to_string()))
            .collect()
    }

    fn schemas() -> Vec<Value> {
        vec![
            // The shape schemars gives the built-in tools.
            json!({"type": "object", "properties": {
                "command": {"type": "string", "description": "the command"},
                "timeout_ms": {"type": ["integer", "null"], "format": "uint64", "minimum": 0}
            }, "required": ["command"]}),
            json!({"type": "object", "properties": {
                "path": {"type": "string"},
                "offset": {"type": ["integer", "null"], "format": "uint", "minimum": 0, "default": null},
                "limit": {"type": "integer", "minimum": 1, "maximum": 2000},
                "mode": {"type": "string", "enum": ["a", "b", "c", "d"]},
                "kind": {"enum": ["x", 1, null]},
                "paths": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 1, "maxItems": 2},
                "edits": {"type": "array", "items": {"type": "object", "properties": {
                    "old": {"type": "string"}, "new": {"type": "string", "maxLength": 3}
                }, "required": ["old", "new"], "additionalProperties": false}},
                "opt": {"anyOf": [{"type": "object", "properties": {"n": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1.5}}}, {"type": "null"}]},
                "level": {"oneOf": [{"const": "low", "description": "low"}, {"const": "high"}, {"type": "string", "maxLength": 3}]},
                "a/b~c": {"type": "boolean"},
                "extra": {"type": "object", "additionalProperties": {"type": "integer"}},
                "nothing": false,
                "anything": true
            }, "required": ["path", "mode"], "additionalProperties": false}),
        ]
    }

    fn instances() -> Vec<Value> {
        vec![
            json!({"command": "echo hi"}),
            json!({"command": "echo hi", "timeout_ms": 5}),
            json!({"command": "echo hi", "timeout_ms": -1}),
            json!({"command": "echo hi", "timeout_ms": 1.0}),
            json!({"command": "echo hi", "timeout_ms": 1.5}),
            json!({"command": "echo hi", "timeout_ms": "5"}),
            json!({"command": 3, "timeout_ms": null}),
            json!({}),
            json!([]),
            json!("text"),
            json!(null),
            json!({"path": "a", "mode": "a"}),
            json!({"path": "a", "mode": "e", "kind": 1.0}),
            json!({"path": 1, "mode": 2, "kind": "y", "offset": -3, "limit": 0}),
            json!({"path": "a", "mode": "b", "limit": 2001, "paths": []}),
            json!({"path": "a", "mode": "b", "paths": ["", "x", "y"]}),
            json!({"path": "a", "mode": "b", "paths": "x"}),
            json!({"path": "a", "mode": "b", "edits": [{"old": "x", "new": "yyyy"}, {"old": 1}, {"old": "a", "new": "b", "more": 1, "less": 2}]}),
            json!({"path": "a", "mode": "b", "opt": null}),
            json!({"path": "a", "mode": "b", "opt": {"n": 0.5}}),
            json!({"path": "a", "mode": "b", "opt": {"n": 0}}),
            json!({"path": "a", "mode": "b", "opt": {"n": 1.5}}),
            json!({"path": "a", "mode": "b", "opt": 3}),
            json!({"path": "a", "mode": "b", "level": "low"}),
            json!({"path": "a", "mode": "b", "level": "mid"}),
            json!({"path": "a", "mode": "b", "level": "middle"}),
            json!({"path": "a", "mode": "b", "a/b~c": "no"}),
            json!({"path": "a", "mode": "b", "extra": {"x": 1, "y": "z"}}),
            json!({"path": "a", "mode": "b", "nothing": 1, "anything": [1]}),
            json!({"path": "a", "mode": "b", "unknown": 1}),
            json!({"path": "a\u{e9}", "mode": "b", "edits": [{"old": "", "new": "\u{e9}\u{e9}\u{e9}"}]}),
        ]
    }

    #[test]
    fn gives_the_same_problems_as_jsonschema() {
        for schema in schemas() {
            let ours = Schema::compile(&schema).expect("a simple schema");
            for instance in instances() {
                let mut got = ours.errors(&instance);
                let mut want = reference(&schema, &instance);
                got.sort();
                want.sort();
                assert_eq!(got, want, "schema {schema}\ninstance {instance}");
            }
        }
    }

    #[test]
    fn other_schemas_are_left_to_jsonschema() {
        for schema in [
            json!({"$ref": "#/$defs/a", "$defs": {"a": {"type": "string"}}}),
            json!({"type": "string", "pattern": "^a"}),
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}),
            json!({"type": "strnig"}),
            json!({"type": ["string", "string"]}),
            json!({"required": ["a", "a"]}),
            json!({"minimum": "0"}),
            json!({"items": [{"type": "string"}]}),
            json!({"anyOf": []}),
            json!({"properties": {"a": {"type": "object", "patternProperties": {}}}}),
            json!(3),
        ] {
            assert!(Schema::compile(&schema).is_none(), "{schema}");
        }
    }
}
