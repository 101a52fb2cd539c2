//! Scaffolding tools (pygent's): `list_templates`, `create_project`, `list_components`,
//! `add_component`.
//!
//! A template is a directory:
//!
//! ```text
//! <name>/
//!   template.toml           description, variables (with defaults), components, detect, next_steps
//!   files/...               the new project's files
//!   components/<name>/...   files a component adds to an existing project
//! ```
//!
//! `{{variable}}` is replaced in file contents and paths, optionally through a filter:
//! `{{name|snake}}`, `kebab`, `pascal`, `camel`, `upper`, `lower`. Only declared variables (and
//! the built-in `dir_name` and `project_dir`) are replaced; other `{{...}}` text is left as it
//! is, so templates can carry files of other template languages. A file named `gitignore` is
//! written as `.gitignore`. Built-in templates are compiled into the binary; user templates
//! come from a directory (by default `$XDG_CONFIG_HOME/ouzel/templates`, else
//! `~/.config/ouzel/templates`) and win over a built-in of the same name.

use crate::workspace::{Access, resolve_in, resolve_in_unlinked};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_args,
};
use regex::Regex;
use serde::Deserialize;
use serde_json::{Value, json};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

/// Files of the built-in templates, by path under `templates/`.
const BUILTIN: &[(&str, &str)] = &[
    (
        "node-ts/template.toml",
        include_str!("../templates/node-ts/template.toml"),
    ),
    (
        "node-ts/files/README.md",
        include_str!("../templates/node-ts/files/README.md"),
    ),
    (
        "node-ts/files/gitignore",
        include_str!("../templates/node-ts/files/gitignore"),
    ),
    (
        "node-ts/files/package.json",
        include_str!("../templates/node-ts/files/package.json"),
    ),
    (
        "node-ts/files/tsconfig.json",
        include_str!("../templates/node-ts/files/tsconfig.json"),
    ),
    (
        "node-ts/files/src/index.ts",
        include_str!("../templates/node-ts/files/src/index.ts"),
    ),
    (
        "node-ts/files/src/index.test.ts",
        include_str!("../templates/node-ts/files/src/index.test.ts"),
    ),
    (
        "node-ts/components/module/src/{{module}}.ts",
        include_str!("../templates/node-ts/components/module/src/{{module}}.ts"),
    ),
    (
        "node-ts/components/module/src/{{module}}.test.ts",
        include_str!("../templates/node-ts/components/module/src/{{module}}.test.ts"),
    ),
    (
        "python-package/template.toml",
        include_str!("../templates/python-package/template.toml"),
    ),
    (
        "python-package/files/README.md",
        include_str!("../templates/python-package/files/README.md"),
    ),
    (
        "python-package/files/gitignore",
        include_str!("../templates/python-package/files/gitignore"),
    ),
    (
        "python-package/files/pyproject.toml",
        include_str!("../templates/python-package/files/pyproject.toml"),
    ),
    (
        "python-package/files/src/{{package}}/__init__.py",
        include_str!("../templates/python-package/files/src/{{package}}/__init__.py"),
    ),
    (
        "python-package/files/tests/test_{{package}}.py",
        include_str!("../templates/python-package/files/tests/test_{{package}}.py"),
    ),
    (
        "python-package/components/module/src/{{package}}/{{module}}.py",
        include_str!("../templates/python-package/components/module/src/{{package}}/{{module}}.py"),
    ),
    (
        "python-package/components/module/tests/test_{{module}}.py",
        include_str!("../templates/python-package/components/module/tests/test_{{module}}.py"),
    ),
    (
        "rust-bin/template.toml",
        include_str!("../templates/rust-bin/template.toml"),
    ),
    (
        "rust-bin/files/Cargo.toml",
        include_str!("../templates/rust-bin/files/Cargo.toml"),
    ),
    (
        "rust-bin/files/README.md",
        include_str!("../templates/rust-bin/files/README.md"),
    ),
    (
        "rust-bin/files/gitignore",
        include_str!("../templates/rust-bin/files/gitignore"),
    ),
    (
        "rust-bin/files/src/main.rs",
        include_str!("../templates/rust-bin/files/src/main.rs"),
    ),
    (
        "rust-bin/components/module/src/{{module}}.rs",
        include_str!("../templates/rust-bin/components/module/src/{{module}}.rs"),
    ),
    (
        "rust-bin/components/integration-test/tests/{{test}}.rs",
        include_str!("../templates/rust-bin/components/integration-test/tests/{{test}}.rs"),
    ),
];

const MANIFEST: &str = "template.toml";

// ---------------------------------------------------------------------------------------------
// Manifests

/// `template.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    /// Defaults to the directory name.
    name: Option<String>,
    #[serde(default)]
    description: String,
    /// Files whose presence in a directory marks a project made from this template.
    #[serde(default)]
    detect: Vec<String>,
    /// Shown after `create_project`, with variables replaced.
    next_steps: Option<String>,
    #[serde(default)]
    variables: Vec<Variable>,
    #[serde(default)]
    components: Vec<ComponentSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Variable {
    name: String,
    #[serde(default)]
    description: String,
    /// May refer to earlier variables. Without one the variable is required.
    default: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ComponentSpec {
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    variables: Vec<Variable>,
    /// Changes to existing files of the project.
    #[serde(default)]
    edits: Vec<Edit>,
}

/// Text inserted into an existing file: before the first line containing `before`, after the
/// first line containing `after`, or at the end.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Edit {
    path: String,
    text: String,
    before: Option<String>,
    after: Option<String>,
}

/// Where a template comes from.
#[derive(Debug, Clone)]
enum Source {
    /// Compiled in; the directory name under `templates/`.
    Builtin(&'static str),
    /// A user template directory.
    Dir(PathBuf),
}

/// A loaded template manifest.
#[derive(Debug, Clone)]
struct Template {
    name: String,
    manifest: Manifest,
    source: Source,
}

/// One file of a template, its path relative to `files/` or `components/<name>/`.
struct TemplateFile {
    path: String,
    bytes: Cow<'static, [u8]>,
    mode: Option<u32>,
}

impl Template {
    fn is_builtin(&self) -> bool {
        matches!(self.source, Source::Builtin(_))
    }

    fn component(&self, name: &str) -> Option<&ComponentSpec> {
        self.manifest.components.iter().find(|c| c.name == name)
    }

    /// The files under `prefix` (`files` or `components/<name>`).
    fn files(&self, prefix: &str) -> Result<Vec<TemplateFile>, ToolError> {
        match &self.source {
            Source::Builtin(dir) => {
                let start = format!("{dir}/{prefix}/");
                Ok(BUILTIN
                    .iter()
                    .filter_map(|(path, text)| {
                        path.strip_prefix(&start).map(|rel| TemplateFile {
                            path: rel.to_owned(),
                            bytes: Cow::Borrowed(text.as_bytes()),
                            mode: None,
                        })
                    })
                    .collect())
            }
            Source::Dir(dir) => {
                let root = dir.join(prefix);
                let mut out = Vec::new();
                if root.is_dir() {
                    walk(&root, &root, &mut out)?;
                }
                out.sort_by(|a, b| a.path.cmp(&b.path));
                Ok(out)
            }
        }
    }
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<TemplateFile>) -> Result<(), ToolError> {
    use std::os::unix::fs::PermissionsExt;
    let entries = std::fs::read_dir(dir).map_err(|e| ToolError::io(format!("cannot read {}", dir.display()), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| ToolError::io(format!("cannot read {}", dir.display()), e))?;
        let path = entry.path();
        let meta = std::fs::metadata(&path).map_err(|e| ToolError::io(format!("cannot read {}", path.display()), e))?;
        if meta.is_dir() {
            walk(root, &path, out)?;
        } else if meta.is_file() {
            let bytes =
                std::fs::read(&path).map_err(|e| ToolError::io(format!("cannot read {}", path.display()), e))?;
            let rel = path.strip_prefix(root).unwrap_or(&path);
            out.push(TemplateFile {
                path: rel.to_string_lossy().into_owned(),
                bytes: Cow::Owned(bytes),
                mode: Some(meta.permissions().mode() & 0o777),
            });
        }
    }
    Ok(())
}

fn parse_manifest(text: &str, dir_name: &str, origin: &str) -> Result<Template, String> {
    let manifest: Manifest = toml::from_str(text).map_err(|e| format!("{origin}: {}", e.message()))?;
    let name = manifest.name.clone().unwrap_or_else(|| dir_name.to_owned());
    let scopes = std::iter::once(&manifest.variables).chain(manifest.components.iter().map(|c| &c.variables));
    for scope in scopes {
        for (i, v) in scope.iter().enumerate() {
            if !is_ident(&v.name) || builtin_var(&v.name) {
                return Err(format!(
                    "{origin}: variable name `{}` must be letters, digits and _, and not dir_name or project_dir",
                    v.name
                ));
            }
            if scope[..i].iter().any(|w| w.name == v.name) {
                return Err(format!("{origin}: variable `{}` is declared twice", v.name));
            }
        }
    }
    Ok(Template {
        name,
        manifest,
        source: Source::Builtin(""),
    })
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

// ---------------------------------------------------------------------------------------------
// The library

/// Where templates come from: the built-in set and a user directory. Cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct TemplateLibrary {
    user_dir: Option<Arc<PathBuf>>,
}

/// What loading the library found.
struct Loaded {
    templates: Vec<Template>,
    /// User templates that could not be read, with the reason.
    broken: Vec<String>,
}

impl TemplateLibrary {
    /// Built-in templates plus those in `user_dir` (when given). The directory need not exist.
    pub fn new(user_dir: Option<PathBuf>) -> Self {
        Self {
            user_dir: user_dir.map(Arc::new),
        }
    }

    /// Built-in templates plus those in `$XDG_CONFIG_HOME/ouzel/templates` (or
    /// `~/.config/ouzel/templates`). Nothing is read until a tool runs.
    pub fn from_env() -> Self {
        use etcetera::BaseStrategy as _;
        Self::new(
            etcetera::choose_base_strategy()
                .ok()
                .map(|s| s.config_dir().join("ouzel").join("templates")),
        )
    }

    /// The user template directory.
    pub fn user_dir(&self) -> Option<&Path> {
        self.user_dir.as_deref().map(PathBuf::as_path)
    }

    fn builtins() -> Vec<Template> {
        BUILTIN
            .iter()
            .filter_map(|(path, text)| {
                let dir = path.strip_suffix("/template.toml")?;
                let mut t = parse_manifest(text, dir, path).ok()?;
                t.source = Source::Builtin(dir);
                Some(t)
            })
            .collect()
    }

    fn load(&self) -> Loaded {
        let mut by_name: BTreeMap<String, Template> =
            Self::builtins().into_iter().map(|t| (t.name.clone(), t)).collect();
        let mut broken = Vec::new();
        if let Some(dir) = self.user_dir()
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            for entry in entries.flatten() {
                let path = entry.path();
                let manifest = path.join(MANIFEST);
                if !manifest.is_file() {
                    continue;
                }
                let dir_name = entry.file_name().to_string_lossy().into_owned();
                let parsed = std::fs::read_to_string(&manifest)
                    .map_err(|e| format!("{}: {e}", manifest.display()))
                    .and_then(|text| parse_manifest(&text, &dir_name, &manifest.display().to_string()));
                match parsed {
                    Ok(mut t) => {
                        t.source = Source::Dir(path);
                        by_name.insert(t.name.clone(), t);
                    }
                    Err(e) => broken.push(e),
                }
            }
        }
        Loaded {
            templates: by_name.into_values().collect(),
            broken,
        }
    }

    fn get(&self, name: &str) -> Result<Template, ToolError> {
        let loaded = self.load();
        let names: Vec<&str> = loaded.templates.iter().map(|t| t.name.as_str()).collect();
        loaded
            .templates
            .iter()
            .find(|t| t.name == name)
            .cloned()
            .ok_or_else(|| ToolError::NotFound {
                what: format!(
                    "template `{name}`; available: {} (see list_templates)",
                    names.join(", ")
                ),
            })
    }
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ToolError> + Send + 'static,
) -> Result<T, ToolError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ToolError::failed(format!("internal error: {e}")))?
}

// ---------------------------------------------------------------------------------------------
// Rendering

static PLACEHOLDER: LazyLock<Option<Regex>> =
    LazyLock::new(|| Regex::new(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|\s*([a-z]+)\s*)?\}\}").ok());

/// The words of an identifier-ish value: split at non-alphanumerics and lower-to-upper changes.
fn words(value: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in value.chars() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

fn capitalized(w: &str) -> String {
    let mut chars = w.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn apply_filter(value: &str, filter: &str) -> Option<String> {
    let w = words(value);
    Some(match filter {
        "snake" => w.join("_"),
        "kebab" => w.join("-"),
        "pascal" => w.iter().map(|x| capitalized(x)).collect(),
        "camel" => w
            .iter()
            .enumerate()
            .map(|(i, x)| if i == 0 { x.clone() } else { capitalized(x) })
            .collect(),
        "upper" => value.to_uppercase(),
        "lower" => value.to_lowercase(),
        _ => return None,
    })
}

/// Replaces `{{var}}` and `{{var|filter}}` for the variables in `vars`; anything else is kept.
fn render(text: &str, vars: &HashMap<String, String>, origin: &str) -> Result<String, ToolError> {
    let Some(re) = PLACEHOLDER.as_ref() else {
        return Ok(text.to_owned());
    };
    let mut error = None;
    let out = re.replace_all(text, |c: &regex::Captures<'_>| {
        let Some(value) = vars.get(&c[1]) else {
            return c[0].to_owned();
        };
        match c.get(2) {
            None => value.clone(),
            Some(f) => apply_filter(value, f.as_str()).unwrap_or_else(|| {
                error = Some(ToolError::failed(format!(
                    "{origin}: unknown filter `{}` in `{}`; filters are snake, kebab, pascal, camel, upper, lower",
                    f.as_str(),
                    &c[0]
                )));
                String::new()
            }),
        }
    });
    match error {
        Some(e) => Err(e),
        None => Ok(out.into_owned()),
    }
}

/// Resolves the variables: given values, else defaults (rendered with the values so far).
/// Unknown given names and missing required ones are errors.
fn resolve_vars(
    declared: &[Variable],
    given: &BTreeMap<String, String>,
    mut vars: HashMap<String, String>,
    what: &str,
) -> Result<HashMap<String, String>, ToolError> {
    let unknown: Vec<&str> = given
        .keys()
        .filter(|k| !declared.iter().any(|v| &v.name == *k))
        .map(String::as_str)
        .collect();
    if !unknown.is_empty() {
        let known: Vec<&str> = declared.iter().map(|v| v.name.as_str()).collect();
        return Err(ToolError::InvalidArguments {
            message: format!(
                "{what} has no variable {}; its variables are: {}",
                unknown.join(", "),
                if known.is_empty() {
                    "(none)".to_owned()
                } else {
                    known.join(", ")
                }
            ),
        });
    }
    let mut missing = Vec::new();
    for v in declared {
        let value = match (given.get(&v.name), &v.default) {
            (Some(value), _) => value.clone(),
            (None, Some(default)) => render(default, &vars, what)?,
            (None, None) => {
                missing.push(format!("`{}` ({})", v.name, v.description));
                continue;
            }
        };
        vars.insert(v.name.clone(), value);
    }
    if !missing.is_empty() {
        return Err(ToolError::InvalidArguments {
            message: format!(
                "{what} needs values for: {}; pass them in `variables`",
                missing.join(", ")
            ),
        });
    }
    Ok(vars)
}

/// A rendered file path, relative, with no `..` or absolute parts.
fn render_path(path: &str, vars: &HashMap<String, String>, origin: &str) -> Result<PathBuf, ToolError> {
    let rendered = render(path, vars, origin)?;
    let mut out = PathBuf::new();
    for part in Path::new(&rendered).components() {
        match part {
            Component::Normal(p) if !p.is_empty() => out.push(p),
            Component::CurDir => {}
            _ => {
                return Err(ToolError::InvalidArguments {
                    message: format!(
                        "the file path `{path}` becomes `{rendered}`, which leaves the project directory; check the \
                         variables' values"
                    ),
                });
            }
        }
    }
    if out.as_os_str().is_empty() {
        return Err(ToolError::InvalidArguments {
            message: format!("the file path `{path}` becomes empty; check the variables' values"),
        });
    }
    if out.file_name().is_some_and(|n| n == "gitignore") {
        out.set_file_name(".gitignore");
    }
    Ok(out)
}

/// A file ready to write.
struct Planned {
    rel: PathBuf,
    bytes: Vec<u8>,
    mode: Option<u32>,
}

fn plan_files(
    files: Vec<TemplateFile>,
    vars: &HashMap<String, String>,
    origin: &str,
) -> Result<Vec<Planned>, ToolError> {
    files
        .into_iter()
        .map(|f| {
            let rel = render_path(&f.path, vars, origin)?;
            let bytes = match std::str::from_utf8(&f.bytes) {
                Ok(text) => render(text, vars, &format!("{origin}/{}", f.path))?.into_bytes(),
                // Binary files are copied as they are.
                Err(_) => f.bytes.into_owned(),
            };
            Ok(Planned {
                rel,
                bytes,
                mode: f.mode,
            })
        })
        .collect()
}

fn write_new(path: &Path, planned: &Planned) -> Result<(), ToolError> {
    use std::io::Write;
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| ToolError::io(format!("cannot create {}", parent.display()), e))?;
    }
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    if let Some(mode) = planned.mode {
        opts.mode(mode);
    }
    let mut f = opts
        .open(path)
        .map_err(|e| ToolError::io(format!("cannot create {}", path.display()), e))?;
    f.write_all(&planned.bytes)
        .map_err(|e| ToolError::io(format!("cannot write {}", path.display()), e))?;
    if let Some(mode) = planned.mode {
        // The umask may have removed bits the template file had (an executable script).
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode));
    }
    Ok(())
}

/// `rel` shown relative to the workspace, from the project directory as the user gave it.
fn shown(base: &str, rel: &Path) -> String {
    let base = base.trim_end_matches('/');
    if base.is_empty() || base == "." {
        rel.display().to_string()
    } else {
        format!("{base}/{}", rel.display())
    }
}

fn dir_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn describe_vars(out: &mut String, vars: &[Variable], indent: &str) {
    for v in vars {
        let _ = write!(out, "{indent}- {}", v.name);
        match &v.default {
            Some(d) => {
                let _ = write!(out, " (default `{d}`)");
            }
            None => out.push_str(" (required)"),
        }
        if !v.description.is_empty() {
            let _ = write!(out, ": {}", v.description);
        }
        out.push('\n');
    }
}

// ---------------------------------------------------------------------------------------------
// list_templates

/// Arguments of `list_templates` (none).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListTemplatesArgs {}

/// Lists the project templates with their variables and components.
#[derive(Debug)]
pub struct ListTemplates {
    def: ToolDefinition,
    library: TemplateLibrary,
}

impl ListTemplates {
    /// The tool over `library`.
    pub fn new(library: TemplateLibrary) -> Self {
        let def = crate::schemas::definition::<ListTemplatesArgs>(
            "list_templates",
            "List the project templates create_project can use: built-in ones (a Rust binary, a Python package, \
             a Node/TypeScript package) and the user's own, each with its description, variables (and \
             defaults) and the components add_component can add later.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Scaffold)
        .with_effects(Effects::cached_for(Duration::from_secs(300)));
        Self { def, library }
    }
}

#[async_trait]
impl Tool for ListTemplates {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let _: ListTemplatesArgs = parse_args(&input)?;
        let library = self.library.clone();
        blocking(move || {
            let loaded = library.load();
            let mut out = String::new();
            for t in &loaded.templates {
                let origin = if t.is_builtin() { "built-in" } else { "user" };
                let _ = writeln!(out, "{} ({origin}): {}", t.name, t.manifest.description);
                if !t.manifest.variables.is_empty() {
                    out.push_str("  variables:\n");
                    describe_vars(&mut out, &t.manifest.variables, "    ");
                }
                if !t.manifest.components.is_empty() {
                    let names: Vec<&str> = t.manifest.components.iter().map(|c| c.name.as_str()).collect();
                    let _ = writeln!(out, "  components: {}", names.join(", "));
                }
                out.push('\n');
            }
            out.push_str("In defaults, {{dir_name}} is the name of the project's directory.\n");
            match library.user_dir() {
                Some(dir) => {
                    let _ = write!(out, "User templates are read from {}.", dir.display());
                }
                None => out.push_str("No user template directory is configured."),
            }
            for b in &loaded.broken {
                let _ = write!(out, "\nskipped a broken template: {b}");
            }
            let meta: Vec<Value> = loaded
                .templates
                .iter()
                .map(|t| json!({"name": t.name, "builtin": t.is_builtin(), "description": t.manifest.description}))
                .collect();
            Ok(ToolOutput::text(out).with_metadata(json!({ "templates": meta })))
        })
        .await
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }
}

// ---------------------------------------------------------------------------------------------
// create_project

/// Arguments of `create_project`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateProjectArgs {
    /// Template name, from list_templates.
    pub template: String,
    /// Directory to create the project in, relative to the workspace; it must not exist or be empty.
    pub path: String,
    /// Values for the template's variables; those left out take their defaults.
    #[serde(default)]
    pub variables: BTreeMap<String, String>,
}

/// Creates a new project from a template.
#[derive(Debug)]
pub struct CreateProject {
    def: ToolDefinition,
    library: TemplateLibrary,
}

impl CreateProject {
    /// The tool over `library`.
    pub fn new(library: TemplateLibrary) -> Self {
        let def = crate::schemas::definition::<CreateProjectArgs>(
            "create_project",
            "Create a new project from a template (see list_templates) in the directory `path`, which must not \
             exist or must be empty. `variables` fills the template's variables; most have defaults derived \
             from the directory name. Returns the files created and the next steps.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Scaffold)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        });
        Self { def, library }
    }
}

#[async_trait]
impl Tool for CreateProject {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: CreateProjectArgs = parse_args(&input)?;
        let library = self.library.clone();
        let ctx = ctx.clone();
        blocking(move || create_project(&library, &ctx, &args)).await
    }

    /// The new project's directory and every file the template writes in it.
    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = input
            .get("path")
            .and_then(Value::as_str)
            .map(PathBuf::from)
            .into_iter()
            .collect();
        if let Ok(args) = parse_args::<CreateProjectArgs>(input)
            && let Ok(template) = self.library.get(&args.template)
        {
            let declared = template.manifest.variables.clone();
            out.extend(named_writes(
                &template,
                "files",
                &declared,
                &[],
                &args.path,
                &args.variables,
            ));
        }
        out
    }
}

fn create_project(
    library: &TemplateLibrary,
    ctx: &ToolContext,
    args: &CreateProjectArgs,
) -> Result<ToolOutput, ToolError> {
    let template = library.get(&args.template)?;
    let dir = resolve_in_unlinked(ctx, &args.path, Access::Write)?;
    if dir.exists() {
        if !dir.is_dir() {
            return Err(ToolError::failed(format!(
                "`{}` exists and is not a directory",
                args.path
            )));
        }
        let mut entries =
            std::fs::read_dir(&dir).map_err(|e| ToolError::io(format!("cannot read `{}`", args.path), e))?;
        if entries.next().is_some() {
            return Err(ToolError::failed(format!(
                "`{}` already exists and is not empty; create_project only writes into a new or empty directory \
                 (use add_component to extend an existing project)",
                args.path
            )));
        }
    }
    let what = format!("template `{}`", template.name);
    let builtin = HashMap::from([
        ("dir_name".to_owned(), dir_name(&dir)),
        ("project_dir".to_owned(), args.path.trim_end_matches('/').to_owned()),
    ]);
    let vars = resolve_vars(&template.manifest.variables, &args.variables, builtin, &what)?;
    let planned = plan_files(template.files("files")?, &vars, &what)?;
    if planned.is_empty() {
        return Err(ToolError::failed(format!(
            "{what} has no files (its files/ directory is empty)"
        )));
    }
    for p in &planned {
        write_new(&dir.join(&p.rel), p)?;
    }
    let mut created: Vec<String> = planned.iter().map(|p| shown(&args.path, &p.rel)).collect();
    created.sort();
    let mut out = format!(
        "Created `{}` from template {} ({} files):\n",
        args.path,
        template.name,
        created.len()
    );
    for c in &created {
        let _ = writeln!(out, "  {c}");
    }
    if let Some(next) = &template.manifest.next_steps {
        let _ = writeln!(out, "Next: {}", render(next, &vars, &what)?);
    }
    if !template.manifest.components.is_empty() {
        let names: Vec<&str> = template.manifest.components.iter().map(|c| c.name.as_str()).collect();
        let _ = writeln!(out, "Components add_component can add: {}", names.join(", "));
    }
    let mut values: Vec<(&String, &String)> = vars.iter().filter(|(k, _)| !builtin_var(k)).collect();
    values.sort();
    Ok(ToolOutput::text(out.trim_end()).with_metadata(json!({
        "template": template.name,
        "files": created,
        "variables": values.into_iter().collect::<BTreeMap<_, _>>(),
    })))
}

fn builtin_var(name: &str) -> bool {
    matches!(name, "dir_name" | "project_dir")
}

// ---------------------------------------------------------------------------------------------
// list_components

/// Arguments of `list_components`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListComponentsArgs {
    /// List this template's components. Without it, the template is recognised from the project in `path`.
    pub template: Option<String>,
    /// Project directory, relative to the workspace. Defaults to the workspace root.
    pub path: Option<String>,
}

/// Lists the components that can be added to a project.
#[derive(Debug)]
pub struct ListComponents {
    def: ToolDefinition,
    library: TemplateLibrary,
}

impl ListComponents {
    /// The tool over `library`.
    pub fn new(library: TemplateLibrary) -> Self {
        let def = crate::schemas::definition::<ListComponentsArgs>(
            "list_components",
            "List the components add_component can add (a module, a test file, ...) with their variables: those \
             of `template`, or of the templates matching the project in `path` (default: the workspace root), \
             recognised from its files (Cargo.toml, pyproject.toml, package.json + tsconfig.json, ...).",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Scaffold)
        .with_effects(Effects::cached_for(Duration::from_secs(300)));
        Self { def, library }
    }
}

/// Templates whose `detect` files are all in `dir`.
fn matching(templates: &[Template], dir: &Path) -> Vec<Template> {
    templates
        .iter()
        .filter(|t| !t.manifest.detect.is_empty() && t.manifest.detect.iter().all(|f| dir.join(f).exists()))
        .cloned()
        .collect()
}

#[async_trait]
impl Tool for ListComponents {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: ListComponentsArgs = parse_args(&input)?;
        let library = self.library.clone();
        let ctx = ctx.clone();
        blocking(move || {
            let (templates, how) = match &args.template {
                Some(name) => (vec![library.get(name)?], String::new()),
                None => {
                    let shown = args.path.as_deref().unwrap_or(".");
                    let dir = resolve_in(&ctx, shown, Access::Read)?;
                    let all = library.load().templates;
                    let found = matching(&all, &dir);
                    if found.is_empty() {
                        let names: Vec<&str> = all.iter().map(|t| t.name.as_str()).collect();
                        return Err(ToolError::NotFound {
                            what: format!(
                                "a template matching the project in `{shown}` (none of their marker files are \
                                 there); pass `template` ({})",
                                names.join(", ")
                            ),
                        });
                    }
                    (found, format!(" (recognised from the files in `{shown}`)"))
                }
            };
            let mut out = String::new();
            let mut meta = Vec::new();
            for t in &templates {
                let _ = writeln!(out, "Template {}{how}:", t.name);
                if t.manifest.components.is_empty() {
                    out.push_str("  (no components)\n");
                }
                for c in &t.manifest.components {
                    let _ = writeln!(out, "  {}: {}", c.name, c.description);
                    describe_vars(&mut out, &c.variables, "    ");
                    meta.push(json!({"template": t.name, "component": c.name}));
                }
            }
            Ok(ToolOutput::text(out.trim_end()).with_metadata(json!({ "components": meta })))
        })
        .await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        vec![PathBuf::from(input.get("path").and_then(Value::as_str).unwrap_or("."))]
    }
}

// ---------------------------------------------------------------------------------------------
// add_component

/// Arguments of `add_component`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddComponentArgs {
    /// Component name, from list_components.
    pub component: String,
    /// Project directory, relative to the workspace. Defaults to the workspace root.
    pub path: Option<String>,
    /// The template the component belongs to; recognised from the project's files when omitted.
    pub template: Option<String>,
    /// Values for the component's variables; those left out take their defaults.
    #[serde(default)]
    pub variables: BTreeMap<String, String>,
}

/// Adds a component (new files, and small edits to existing ones) to a project.
#[derive(Debug)]
pub struct AddComponent {
    def: ToolDefinition,
    library: TemplateLibrary,
}

impl AddComponent {
    /// The tool over `library`.
    pub fn new(library: TemplateLibrary) -> Self {
        let def = crate::schemas::definition::<AddComponentArgs>(
            "add_component",
            "Add a component (see list_components) to the project in `path` (default: the workspace root): it \
             creates the component's files and may insert a line into existing ones (such as a `mod` \
             declaration). Fails without writing anything if a file it would create already exists. Returns \
             the files created and changed.",
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Scaffold)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        });
        Self { def, library }
    }
}

#[async_trait]
impl Tool for AddComponent {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: AddComponentArgs = parse_args(&input)?;
        let library = self.library.clone();
        let ctx = ctx.clone();
        blocking(move || add_component(&library, &ctx, &args)).await
    }

    /// The project directory and every file the component writes, as its arguments name them.
    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        let base = input.get("path").and_then(Value::as_str).unwrap_or(".");
        let mut out = vec![PathBuf::from(base)];
        let Ok(args) = parse_args::<AddComponentArgs>(input) else {
            return out;
        };
        // The template named, or every template the project could be recognised as.
        for template in self.library.load().templates {
            let Some(spec) = template.component(&args.component) else {
                continue;
            };
            if args.template.as_ref().is_some_and(|name| *name != template.name) {
                continue;
            }
            let prefix = format!("components/{}", spec.name);
            let edits: Vec<&str> = spec.edits.iter().map(|e| e.path.as_str()).collect();
            out.extend(named_writes(
                &template,
                &prefix,
                &spec.variables,
                &edits,
                base,
                &args.variables,
            ));
        }
        out
    }
}

/// The files a template (its files under `prefix`, and the files `edits` name) writes in the
/// project directory `base`, as `given` variables name them — the directory's name taken from
/// `base` as written. For the permission gate, which checks each as it checks a `write_file`'s
/// path (a protected file, a link leading to one); the tool writes no file through a link, so
/// a file written is one named here, or one whose name depends on the workspace's own name.
fn named_writes(
    template: &Template,
    prefix: &str,
    declared: &[Variable],
    edits: &[&str],
    base: &str,
    given: &BTreeMap<String, String>,
) -> Vec<PathBuf> {
    let builtin = HashMap::from([
        ("dir_name".to_owned(), dir_name(Path::new(base))),
        ("project_dir".to_owned(), base.trim_end_matches('/').to_owned()),
    ]);
    let Ok(vars) = resolve_vars(declared, given, builtin, &template.name) else {
        return Vec::new();
    };
    let files = template.files(prefix).unwrap_or_default();
    files
        .iter()
        .map(|f| f.path.as_str())
        .chain(edits.iter().copied())
        .filter_map(|path| render_path(path, &vars, &template.name).ok())
        .map(|rel| PathBuf::from(shown(base, &rel)))
        .collect()
}

fn add_component(
    library: &TemplateLibrary,
    ctx: &ToolContext,
    args: &AddComponentArgs,
) -> Result<ToolOutput, ToolError> {
    let base = args.path.as_deref().unwrap_or(".");
    let dir = resolve_in(ctx, base, Access::Read)?;
    if !dir.is_dir() {
        return Err(ToolError::failed(format!(
            "`{base}` is not a directory; `path` names the project directory"
        )));
    }
    let template = match &args.template {
        Some(name) => library.get(name)?,
        None => {
            let all = library.load().templates;
            let candidates: Vec<Template> = matching(&all, &dir)
                .into_iter()
                .filter(|t| t.component(&args.component).is_some())
                .collect();
            match candidates.len() {
                1 => candidates
                    .into_iter()
                    .next()
                    .ok_or_else(|| ToolError::failed("internal error"))?,
                0 => {
                    return Err(ToolError::NotFound {
                        what: format!(
                            "a template with a `{}` component that matches the project in `{base}`; pass \
                             `template`, and see list_components",
                            args.component
                        ),
                    });
                }
                _ => {
                    let names: Vec<&str> = candidates.iter().map(|t| t.name.as_str()).collect();
                    return Err(ToolError::InvalidArguments {
                        message: format!(
                            "the project matches several templates with a `{}` component ({}); pass `template`",
                            args.component,
                            names.join(", ")
                        ),
                    });
                }
            }
        }
    };
    let Some(spec) = template.component(&args.component).cloned() else {
        let names: Vec<&str> = template.manifest.components.iter().map(|c| c.name.as_str()).collect();
        return Err(ToolError::NotFound {
            what: format!(
                "component `{}` in template {}; its components are: {}",
                args.component,
                template.name,
                if names.is_empty() {
                    "(none)".to_owned()
                } else {
                    names.join(", ")
                }
            ),
        });
    };
    let what = format!("component `{}` of template {}", spec.name, template.name);
    let builtin = HashMap::from([
        ("dir_name".to_owned(), dir_name(&dir)),
        ("project_dir".to_owned(), base.trim_end_matches('/').to_owned()),
    ]);
    let vars = resolve_vars(&spec.variables, &args.variables, builtin, &what)?;
    let planned = plan_files(template.files(&format!("components/{}", spec.name))?, &vars, &what)?;

    // Check everything before writing anything: new files must not exist, edited ones must.
    let mut targets = Vec::new();
    for p in &planned {
        let rel = p.rel.to_string_lossy();
        let target = resolve_in_unlinked(ctx, &shown(base, &p.rel), Access::Write)?;
        if target.symlink_metadata().is_ok() {
            return Err(ToolError::failed(format!(
                "`{}` already exists; nothing was written. Choose other variable values (see list_components)",
                shown(base, Path::new(rel.as_ref()))
            )));
        }
        targets.push(target);
    }
    let mut edits = Vec::new();
    for e in &spec.edits {
        let rel = render_path(&e.path, &vars, &what)?;
        let target = resolve_in_unlinked(ctx, &shown(base, &rel), Access::Read)?;
        let current = std::fs::read_to_string(&target)
            .map_err(|err| ToolError::io(format!("cannot read `{}`", shown(base, &rel)), err))?;
        let text = render(&e.text, &vars, &what)?;
        edits.push((
            rel,
            target,
            insert(&current, &text, e.before.as_deref(), e.after.as_deref()),
        ));
    }

    for (p, target) in planned.iter().zip(&targets) {
        write_new(target, p)?;
    }
    for (rel, target, text) in &edits {
        std::fs::write(target, text).map_err(|e| ToolError::io(format!("cannot write `{}`", shown(base, rel)), e))?;
    }
    let created: Vec<String> = planned.iter().map(|p| shown(base, &p.rel)).collect();
    let changed: Vec<String> = edits.iter().map(|(rel, ..)| shown(base, rel)).collect();
    let mut out = format!("Added {} to `{base}`.\n", what);
    if !created.is_empty() {
        out.push_str("Created:\n");
        for c in &created {
            let _ = writeln!(out, "  {c}");
        }
    }
    if !changed.is_empty() {
        out.push_str("Changed:\n");
        for c in &changed {
            let _ = writeln!(out, "  {c}");
        }
    }
    Ok(ToolOutput::text(out.trim_end()).with_metadata(json!({
        "template": template.name,
        "component": spec.name,
        "created": created,
        "changed": changed,
    })))
}

/// `current` with `text` inserted before the first line containing `before`, after the first
/// line containing `after`, or at the end.
fn insert(current: &str, text: &str, before: Option<&str>, after: Option<&str>) -> String {
    let mut offset = None;
    let mut pos = 0;
    for line in current.split_inclusive('\n') {
        if before.is_some_and(|m| line.contains(m)) {
            offset = Some(pos);
            break;
        }
        pos += line.len();
        if after.is_some_and(|m| line.contains(m)) {
            offset = Some(pos);
            break;
        }
    }
    let mut out = String::with_capacity(current.len() + text.len() + 1);
    match offset {
        Some(at) => {
            out.push_str(&current[..at]);
            if at > 0 && !out.ends_with('\n') {
                out.push('\n');
            }
            out.push_str(text);
            out.push_str(&current[at..]);
        }
        None => {
            out.push_str(current);
            if !out.is_empty() && !out.ends_with('\n') {
                out.push('\n');
            }
            out.push_str(text);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn every_template_file_is_embedded() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
        let mut on_disk = Vec::new();
        let mut stack = vec![root.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{e}")).flatten() {
                let p = entry.path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    on_disk.push(p.strip_prefix(&root).unwrap_or(&p).to_string_lossy().into_owned());
                }
            }
        }
        on_disk.sort();
        let mut embedded: Vec<String> = BUILTIN.iter().map(|(p, _)| p.to_string()).collect();
        embedded.sort();
        assert_eq!(on_disk, embedded, "templates/ and BUILTIN must list the same files");
    }

    #[test]
    fn builtin_manifests_parse() {
        let names: Vec<String> = TemplateLibrary::builtins().into_iter().map(|t| t.name).collect();
        assert_eq!(names, ["node-ts", "python-package", "rust-bin"]);
    }

    #[test]
    fn placeholders_and_filters() {
        let v = vars(&[("name", "My Cool-thing"), ("x", "1")]);
        assert_eq!(
            render(
                "{{name|snake}} {{ name | kebab }} {{name|pascal}} {{name|camel}} {{x}}",
                &v,
                "t"
            )
            .unwrap_or_default(),
            "my_cool_thing my-cool-thing MyCoolThing myCoolThing 1"
        );
        // Unknown names are other template languages' business.
        assert_eq!(
            render("${{ matrix.os }} {{other}} {{ x }}", &v, "t").unwrap_or_default(),
            "${{ matrix.os }} {{other}} 1"
        );
        assert!(render("{{x|shout}}", &v, "t").is_err());
        assert_eq!(words("parseHttpResponse2"), ["parse", "http", "response2"]);
    }

    #[test]
    fn paths_cannot_leave_the_project() {
        let v = vars(&[("m", "../../etc/x"), ("ok", "utils")]);
        assert!(render_path("src/{{m}}.rs", &v, "t").is_err());
        assert_eq!(
            render_path("src/{{ok}}.rs", &v, "t").unwrap_or_default(),
            PathBuf::from("src/utils.rs")
        );
        assert_eq!(
            render_path("files/gitignore", &v, "t").unwrap_or_default(),
            PathBuf::from("files/.gitignore")
        );
        let abs = vars(&[("m", "/etc/passwd")]);
        assert!(render_path("{{m}}", &abs, "t").is_err());
    }

    #[test]
    fn insertion_points() {
        let src = "use a;\nfn main() {}\n";
        assert_eq!(
            insert(src, "mod b;\n", Some("fn main()"), None),
            "use a;\nmod b;\nfn main() {}\n"
        );
        assert_eq!(
            insert(src, "use c;\n", None, Some("use a;")),
            "use a;\nuse c;\nfn main() {}\n"
        );
        assert_eq!(insert("x", "y\n", Some("nowhere"), None), "x\ny\n");
    }
}
