//! `.agent` files: YAML frontmatter between `---` lines, then markdown instructions (the system
//! prompt). Unknown keys are errors, and every error names the file, the line and the field.

use serde::Deserialize;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// A parsed `.agent` file, with schema references already loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentSpec {
    /// The name callers use (also the tool name the calling model sees).
    pub name: String,
    /// `PROVIDER/MODEL`; `None` uses the runtime's default model.
    pub model: Option<String>,
    /// What the agent does, for the calling model (defaults to the instructions' first line).
    pub description: String,
    /// Names of tools, toolsets and agents the agent may call (not inherited by its callees).
    pub toolsets: Vec<String>,
    /// JSON Schema of the input; without one, `{"input": string}`.
    pub input_schema: Value,
    /// Whether `input_schema` is the default `{"input": string}`.
    pub default_input: bool,
    /// JSON Schema the final answer must satisfy; the answer is then returned as JSON.
    pub output_schema: Option<Value>,
    /// Model calls per run.
    pub max_iterations: Option<u32>,
    /// Token budget per run (including agents it calls).
    pub max_tokens: Option<u64>,
    /// Shell commands that must succeed before an answer is accepted.
    pub checks: Vec<String>,
    /// How many times the model may fix a failed check (default 2).
    pub check_retries: u32,
    /// Model parameters.
    pub params: ouzel_core::ModelParams,
    /// The markdown body: the system prompt.
    pub instructions: String,
    /// The file it came from (`None` for agents defined in code).
    pub source: Option<PathBuf>,
}

/// Retries of failed checks when the frontmatter does not say.
pub const DEFAULT_CHECK_RETRIES: u32 = 2;

/// The frontmatter as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Frontmatter {
    name: String,
    model: Option<String>,
    description: Option<String>,
    #[serde(default)]
    toolsets: Vec<String>,
    input: Option<Value>,
    /// llm-do's typed input (`schemas.py:PitchInput`): a Python class, refused with what to
    /// write instead.
    input_model_ref: Option<String>,
    output: Option<Value>,
    max_iterations: Option<u32>,
    max_tokens: Option<u64>,
    #[serde(default)]
    checks: Vec<String>,
    check_retries: Option<u32>,
    temperature: Option<f32>,
    max_output_tokens: Option<u32>,
    reasoning_effort: Option<ouzel_core::ReasoningEffort>,
    thinking_budget: Option<u32>,
}

/// An `.agent` file that cannot be used. Each names the file, and where known the line and
/// the field.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SpecError {
    /// The file could not be read.
    #[error("cannot read agent file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The file does not start with a `---` frontmatter block.
    #[error(
        "{path}:1: an agent file starts with YAML frontmatter between `---` lines (name, model, toolsets, …), then the instructions"
    )]
    NoFrontmatter {
        /// The file.
        path: PathBuf,
    },
    /// A field is missing, unknown, of the wrong type, or has a value that cannot be used.
    #[error("{path}:{line}: {}{message}", field.as_ref().map(|f| format!("field `{f}`: ")).unwrap_or_default())]
    Field {
        /// The file.
        path: PathBuf,
        /// 1-based line in the file.
        line: usize,
        /// The frontmatter key, when known.
        field: Option<String>,
        /// What is wrong and what is expected.
        message: String,
    },
}

impl AgentSpec {
    /// Reads and parses an `.agent` file; schema file references resolve next to it.
    pub fn load(path: &Path) -> Result<Self, SpecError> {
        let text = std::fs::read_to_string(path).map_err(|source| SpecError::Read {
            path: path.to_owned(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// Parses `.agent` text; `path` is used in errors and to resolve schema files.
    pub fn parse(text: &str, path: &Path) -> Result<Self, SpecError> {
        let (front, body) =
            split_frontmatter(text).ok_or_else(|| SpecError::NoFrontmatter { path: path.to_owned() })?;
        // Frontmatter line n is file line n + 1 (after the opening `---`).
        let fm: Frontmatter = serde_saphyr::from_str(front).map_err(|e| {
            let line = e.location().map_or(1, |l| l.line() as usize);
            SpecError::Field {
                path: path.to_owned(),
                line: line + 1,
                field: key_at_line(front, line).or_else(|| missing_field(&e.to_string())),
                message: first_message(&e.to_string()),
            }
        })?;
        let field_err = |field: &str, message: String| SpecError::Field {
            path: path.to_owned(),
            line: line_of_key(front, field).map_or(1, |l| l + 1),
            field: Some(field.to_owned()),
            message,
        };
        if !valid_name(&fm.name) {
            return Err(field_err(
                "name",
                format!(
                    "`{}` is not a usable name: use 1 to 64 letters, digits, `_` or `-` (models call the agent by it)",
                    fm.name
                ),
            ));
        }
        if let Some(r) = &fm.input_model_ref {
            return Err(field_err(
                "input_model_ref",
                format!(
                    "`{r}` names a Python input model, which ouzel cannot load; describe the input as a JSON Schema \
                     under `input:` instead, inline (`input: {{type: object, properties: {{...}}, required: [...]}}`) \
                     or as a file beside the agent (`input: schemas/input.json`, e.g. what pydantic's \
                     `model_json_schema()` gives for the class)"
                ),
            ));
        }
        // llm-do (pydantic-ai) writes `provider:model`; ouzel's form is `provider/model`.
        let model = fm.model.as_deref().map(normalize_model);
        if let Some(m) = &model
            && !m.split_once('/').is_some_and(|(p, n)| !p.is_empty() && !n.is_empty())
        {
            return Err(field_err(
                "model",
                format!("`{m}` is not of the form PROVIDER/MODEL (for example openai/gpt-4o)"),
            ));
        }
        for (i, t) in fm.toolsets.iter().enumerate() {
            if t.trim().is_empty() {
                return Err(field_err("toolsets", format!("entry {} is empty", i + 1)));
            }
        }
        for (i, c) in fm.checks.iter().enumerate() {
            if c.trim().is_empty() {
                return Err(field_err("checks", format!("command {} is empty", i + 1)));
            }
        }
        let dir = path.parent().unwrap_or_else(|| Path::new("."));
        let (input_schema, default_input) = match &fm.input {
            None => (default_input_schema(), true),
            Some(v) => (schema_value(v, dir).map_err(|m| field_err("input", m))?, false),
        };
        let output_schema = match &fm.output {
            None => None,
            Some(v) => Some(schema_value(v, dir).map_err(|m| field_err("output", m))?),
        };
        if input_schema.get("type").and_then(Value::as_str) != Some("object") {
            return Err(field_err(
                "input",
                "the input schema must describe an object (`type: object`): tools take an object of arguments".into(),
            ));
        }
        let instructions = body.trim().to_owned();
        let description = fm.description.clone().unwrap_or_else(|| {
            instructions
                .lines()
                .map(|l| l.trim_start_matches('#').trim())
                .find(|l| !l.is_empty())
                .unwrap_or(&fm.name)
                .to_owned()
        });
        Ok(Self {
            name: fm.name,
            model,
            description,
            toolsets: fm.toolsets,
            input_schema,
            default_input,
            output_schema,
            max_iterations: fm.max_iterations,
            max_tokens: fm.max_tokens,
            checks: fm.checks,
            check_retries: fm.check_retries.unwrap_or(DEFAULT_CHECK_RETRIES),
            params: ouzel_core::ModelParams {
                temperature: fm.temperature,
                max_output_tokens: fm.max_output_tokens,
                reasoning_effort: fm.reasoning_effort,
                thinking_budget: fm.thinking_budget,
            },
            instructions,
            source: Some(path.to_owned()),
        })
    }

    /// An agent defined in code, with the default input and no limits of its own.
    pub fn new(name: impl Into<String>, description: impl Into<String>, instructions: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            model: None,
            description: description.into(),
            toolsets: Vec::new(),
            input_schema: default_input_schema(),
            default_input: true,
            output_schema: None,
            max_iterations: None,
            max_tokens: None,
            checks: Vec::new(),
            check_retries: DEFAULT_CHECK_RETRIES,
            params: ouzel_core::ModelParams::default(),
            instructions: instructions.into(),
            source: None,
        }
    }

    /// The first user message of a call with these arguments: the `input` text for the
    /// default schema, the arguments as pretty JSON for a typed one.
    pub fn render_input(&self, input: &Value) -> String {
        if self.default_input
            && let Some(text) = input.get("input").and_then(Value::as_str)
        {
            return text.to_owned();
        }
        serde_json::to_string_pretty(input).unwrap_or_else(|_| input.to_string())
    }
}

/// `{"input": string}`: what an agent takes when its file declares no input schema.
pub fn default_input_schema() -> Value {
    json!({
        "type": "object",
        "properties": {"input": {"type": "string", "description": "The request for the agent, in words."}},
        "required": ["input"],
        "additionalProperties": false
    })
}

/// `provider:model` (llm-do's, pydantic-ai's spelling) as `provider/model`; anything else as
/// written. Only a colon before any slash separates the provider: `ollama/llama3:8b` stays.
fn normalize_model(model: &str) -> String {
    match (model.find(':'), model.find('/')) {
        (Some(colon), slash) if slash.is_none_or(|s| colon < s) => {
            format!("{}/{}", &model[..colon], &model[colon + 1..])
        }
        _ => model.to_owned(),
    }
}

/// Names a model may call: what OpenAI-compatible APIs accept for function names.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 64 && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// An inline schema (a mapping) or a path to a JSON file, relative to the agent file.
fn schema_value(v: &Value, dir: &Path) -> Result<Value, String> {
    let schema = match v {
        Value::Object(_) => v.clone(),
        Value::String(rel) => {
            let file = dir.join(rel);
            let text = std::fs::read_to_string(&file)
                .map_err(|e| format!("cannot read the schema file {}: {e}", file.display()))?;
            serde_json::from_str::<Value>(&text)
                .map_err(|e| format!("the schema file {} is not valid JSON: {e}", file.display()))?
        }
        other => {
            return Err(format!(
                "expected an inline JSON Schema (a mapping) or the path of a JSON schema file, found {other}"
            ));
        }
    };
    if !schema.is_object() {
        return Err("a JSON Schema must be an object".into());
    }
    // Compiling it now turns a broken schema into an error here, not at the first call.
    ouzel_core::check_output(&schema, &Value::Null)
        .err()
        .filter(|e| e.starts_with("the output schema is invalid"))
        .map_or(Ok(schema), |e| {
            Err(e.replacen("the output schema is invalid", "the schema is invalid", 1))
        })
}

/// Splits `---\nYAML\n---\nbody`; `None` without an opening line.
pub(crate) fn split_frontmatter(text: &str) -> Option<(&str, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rest = text.strip_prefix("---")?;
    let rest = rest.strip_prefix("\r\n").or_else(|| rest.strip_prefix('\n'))?;
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            return Some((&rest[..offset], &rest[offset + line.len()..]));
        }
        offset += line.len();
    }
    None
}

/// The top-level key whose value spans frontmatter line `line` (1-based).
fn key_at_line(front: &str, line: usize) -> Option<String> {
    front
        .lines()
        .take(line)
        .filter_map(top_level_key)
        .last()
        .map(str::to_owned)
}

/// The 1-based frontmatter line of a top-level key.
fn line_of_key(front: &str, key: &str) -> Option<usize> {
    front.lines().position(|l| top_level_key(l) == Some(key)).map(|i| i + 1)
}

fn top_level_key(line: &str) -> Option<&str> {
    if line.starts_with([' ', '\t', '#', '-']) {
        return None;
    }
    let (key, _) = line.split_once(':')?;
    let key = key.trim().trim_matches(['"', '\'']);
    (!key.is_empty()).then_some(key)
}

/// serde's "missing field `x`" names a field that has no line of its own.
fn missing_field(message: &str) -> Option<String> {
    let rest = message.split("missing field `").nth(1)?;
    rest.split('`').next().map(str::to_owned)
}

/// The parser's message without its location prefix and source snippet.
pub(crate) fn first_message(display: &str) -> String {
    let first = display.lines().next().unwrap_or(display);
    let first = first.strip_prefix("error: ").unwrap_or(first);
    match first.strip_prefix("line ") {
        Some(rest) => rest.split_once(": ").map_or(first, |(_, m)| m).to_owned(),
        None => first.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<AgentSpec, SpecError> {
        AgentSpec::parse(text, Path::new("/p/a.agent"))
    }

    #[test]
    fn llm_do_model_strings_with_a_colon_load_as_provider_slash_model() {
        let s = parse("---\nname: a\nmodel: anthropic:claude-haiku-4-5\n---\nx\n").unwrap();
        assert_eq!(s.model.as_deref(), Some("anthropic/claude-haiku-4-5"));
        let s = parse("---\nname: a\nmodel: ollama:llama3:8b\n---\nx\n").unwrap();
        assert_eq!(s.model.as_deref(), Some("ollama/llama3:8b"));
        let s = parse("---\nname: a\nmodel: ollama/llama3:8b\n---\nx\n").unwrap();
        assert_eq!(
            s.model.as_deref(),
            Some("ollama/llama3:8b"),
            "a colon after the slash is the model's"
        );
    }

    #[test]
    fn input_model_ref_is_refused_with_what_to_write_instead() {
        let err = parse("---\nname: main\ninput_model_ref: schemas.py:PitchInput\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("/p/a.agent:3: field `input_model_ref`"), "{err}");
        assert!(
            err.contains("`schemas.py:PitchInput` names a Python input model"),
            "{err}"
        );
        assert!(err.contains("under `input:` instead"), "{err}");
    }

    #[test]
    fn a_full_file_parses() {
        let s = parse(
            "---\nname: analyzer\nmodel: openai/gpt-4o-mini\ntoolsets: [filesystem_project_ro, formatter]\ninput:\n  type: object\n  properties:\n    path: {type: string}\n  required: [path]\noutput:\n  type: object\n  properties:\n    summary: {type: string}\nmax_iterations: 7\nmax_tokens: 9000\nchecks:\n  - test -f out.txt\ncheck_retries: 1\ntemperature: 0.2\nreasoning_effort: low\n---\n# Analyze a file\n\nRead it.\n",
        )
        .unwrap();
        assert_eq!(s.name, "analyzer");
        assert_eq!(s.model.as_deref(), Some("openai/gpt-4o-mini"));
        assert_eq!(s.toolsets, ["filesystem_project_ro", "formatter"]);
        assert_eq!(s.input_schema["required"], json!(["path"]));
        assert!(!s.default_input);
        assert_eq!(s.output_schema.as_ref().unwrap()["type"], "object");
        assert_eq!((s.max_iterations, s.max_tokens), (Some(7), Some(9000)));
        assert_eq!((s.checks.len(), s.check_retries), (1, 1));
        assert_eq!(s.params.temperature, Some(0.2));
        assert_eq!(
            s.description, "Analyze a file",
            "defaults to the first line of the instructions"
        );
        assert_eq!(s.instructions, "# Analyze a file\n\nRead it.");
    }

    #[test]
    fn no_input_schema_means_one_input_string() {
        let s = parse("---\nname: f\n---\nFormat.\n").unwrap();
        assert!(s.default_input);
        assert_eq!(s.input_schema["required"], json!(["input"]));
        assert_eq!(s.render_input(&json!({"input": "hello"})), "hello");
        let typed = parse("---\nname: t\ninput: {type: object, properties: {n: {type: integer}}}\n---\nx\n").unwrap();
        assert_eq!(typed.render_input(&json!({"n": 2})), "{\n  \"n\": 2\n}");
    }

    #[test]
    fn unknown_keys_name_the_file_line_and_key() {
        let err = parse("---\nname: a\nmodle: openai/x\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("/p/a.agent:3: field `modle`: unknown field `modle`"),
            "{err}"
        );
    }

    #[test]
    fn type_errors_name_the_field_and_its_line() {
        let err = parse("---\nname: a\ntoolsets:\n  - x\nmax_iterations: lots\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("/p/a.agent:5: field `max_iterations`:"), "{err}");
        let err = parse("---\nname: a\ntoolsets: shell\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("/p/a.agent:3: field `toolsets`:"), "{err}");
        let err = parse("---\nmodel: openai/x\n---\nx\n").unwrap_err().to_string();
        assert!(err.contains("field `name`") && err.contains("missing"), "{err}");
    }

    #[test]
    fn values_are_checked_with_the_line_of_their_key() {
        let err = parse("---\nname: a\nmodel: gpt-4o\n---\nx\n").unwrap_err().to_string();
        assert!(
            err.starts_with("/p/a.agent:3: field `model`: `gpt-4o` is not of the form"),
            "{err}"
        );
        let err = parse("---\nname: has space\n---\nx\n").unwrap_err().to_string();
        assert!(err.starts_with("/p/a.agent:2: field `name`:"), "{err}");
        let err = parse("---\nname: a\ninput: {type: string}\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(err.contains("field `input`") && err.contains("object"), "{err}");
        let err = parse("---\nname: a\noutput: {type: 12}\n---\nx\n")
            .unwrap_err()
            .to_string();
        assert!(err.contains(":3: field `output`: the schema is invalid"), "{err}");
        assert!(matches!(parse("name: a\n"), Err(SpecError::NoFrontmatter { .. })));
    }

    #[test]
    fn schema_files_resolve_next_to_the_agent_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("schemas")).unwrap();
        std::fs::write(
            dir.path().join("schemas/in.json"),
            r#"{"type": "object", "properties": {"topic": {"type": "string"}}, "required": ["topic"]}"#,
        )
        .unwrap();
        let path = dir.path().join("main.agent");
        std::fs::write(&path, "---\nname: main\ninput: schemas/in.json\n---\nGo.\n").unwrap();
        let s = AgentSpec::load(&path).unwrap();
        assert_eq!(s.input_schema["required"], json!(["topic"]));
        std::fs::write(&path, "---\nname: main\n\ninput: schemas/missing.json\n---\nGo.\n").unwrap();
        let err = AgentSpec::load(&path).unwrap_err().to_string();
        assert!(
            err.contains("main.agent:4: field `input`: cannot read the schema file"),
            "{err}"
        );
    }
}
