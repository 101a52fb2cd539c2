//! The project manifest: `ouzel.toml`, or llm-do's `project.json`, in the project directory.
//! It lists the `.agent` files to load (default: every `*.agent` beside it), the MCP servers
//! whose tools agents may use, the call depth limit, and the entry.
//!
//! ```toml
//! agents = ["main.agent", "agents/analyzer.agent"]   # optional
//! max_depth = 5                                      # optional
//!
//! [entry]
//! agent = "main"          # or: function = "NAME", a Rust entry function
//!
//! [mcp_servers.docs]      # same keys as [mcp_servers.NAME] in config.toml
//! command = "docs-mcp"
//! ```

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The manifest file name ouzel writes and prefers.
pub const MANIFEST: &str = "ouzel.toml";
/// The llm-do manifest, read as well.
pub const PROJECT_JSON: &str = "project.json";
/// How deep agents may call agents when the manifest does not say.
pub const DEFAULT_MAX_DEPTH: usize = 5;

/// What runs when the project runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// An agent, by name.
    Agent(String),
    /// A Rust entry function registered by the program that embeds the project.
    Function(String),
}

/// A loaded manifest.
#[derive(Debug, Clone, PartialEq)]
pub struct Manifest {
    /// The project directory (the manifest's directory).
    pub dir: PathBuf,
    /// The manifest file, when there is one.
    pub path: Option<PathBuf>,
    /// The `.agent` files to load, absolute, in order.
    pub agents: Vec<PathBuf>,
    /// The entry, when declared.
    pub entry: Option<Entry>,
    /// MCP servers as written (`[mcp_servers.NAME]`), for the embedder to start.
    pub mcp_servers: BTreeMap<String, Value>,
    /// How deep agents may call agents.
    pub max_depth: usize,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    agents: Option<Vec<String>>,
    entry: Option<RawEntry>,
    #[serde(default)]
    mcp_servers: BTreeMap<String, Value>,
    max_depth: Option<usize>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    agent: Option<String>,
    function: Option<String>,
}

/// A manifest that cannot be used.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ManifestError {
    /// A file or directory could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file or directory.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The manifest is not valid TOML/JSON or has unknown or mistyped keys.
    #[error("{path}:{line}:{column}: {message}")]
    Parse {
        /// The manifest.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// The manifest parses but says something that cannot be done.
    #[error("{path}: {message}")]
    Invalid {
        /// The manifest.
        path: PathBuf,
        /// What is wrong and what to do.
        message: String,
    },
}

impl Manifest {
    /// Loads the manifest of a project directory: `ouzel.toml`, else `project.json`, else
    /// defaults (every `*.agent` in the directory, no entry).
    pub fn load_dir(dir: &Path) -> Result<Self, ManifestError> {
        let dir = std::fs::canonicalize(dir).map_err(|source| ManifestError::Read {
            path: dir.to_owned(),
            source,
        })?;
        let toml_path = dir.join(MANIFEST);
        let json_path = dir.join(PROJECT_JSON);
        match (toml_path.is_file(), json_path.is_file()) {
            (true, true) => Err(ManifestError::Invalid {
                path: toml_path,
                message: format!("{PROJECT_JSON} is in the same directory; keep one manifest"),
            }),
            (true, false) => Self::load(&toml_path),
            (false, true) => Self::load(&json_path),
            (false, false) => Self::from_raw(
                &dir,
                None,
                Raw {
                    agents: None,
                    entry: None,
                    mcp_servers: BTreeMap::new(),
                    max_depth: None,
                },
            ),
        }
    }

    /// Loads a manifest file (`.json` is read as JSON, anything else as TOML).
    pub fn load(path: &Path) -> Result<Self, ManifestError> {
        let text = std::fs::read_to_string(path).map_err(|source| ManifestError::Read {
            path: path.to_owned(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// Parses manifest text; `path` names the format (by extension), the project directory
    /// (its parent) and the file in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Self, ManifestError> {
        let raw: Raw = if path.extension().is_some_and(|e| e == "json") {
            serde_json::from_str(text).map_err(|e| ManifestError::Parse {
                path: path.to_owned(),
                line: e.line(),
                column: e.column(),
                message: e.to_string().split(" at line ").next().unwrap_or_default().to_owned(),
            })?
        } else {
            toml::from_str(text).map_err(|e| {
                let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
                ManifestError::Parse {
                    path: path.to_owned(),
                    line,
                    column,
                    message: e.message().to_owned(),
                }
            })?
        };
        let dir = path.parent().unwrap_or_else(|| Path::new("."));
        Self::from_raw(dir, Some(path), raw)
    }

    fn from_raw(dir: &Path, path: Option<&Path>, raw: Raw) -> Result<Self, ManifestError> {
        let manifest_path = path.map_or_else(|| dir.join(MANIFEST), Path::to_path_buf);
        let invalid = |message: String| ManifestError::Invalid {
            path: manifest_path.clone(),
            message,
        };
        let entry = match raw.entry {
            None => None,
            Some(RawEntry {
                agent: Some(a),
                function: None,
            }) => Some(Entry::Agent(a)),
            Some(RawEntry {
                agent: None,
                function: Some(f),
            }) => Some(Entry::Function(f)),
            Some(_) => {
                return Err(invalid(
                    "[entry] takes exactly one of `agent = \"NAME\"` or `function = \"NAME\"`".into(),
                ));
            }
        };
        let max_depth = raw.max_depth.unwrap_or(DEFAULT_MAX_DEPTH);
        if max_depth == 0 {
            return Err(invalid(
                "max_depth must be at least 1 (the entry's direct calls are depth 1)".into(),
            ));
        }
        let agents = match raw.agents {
            Some(list) => list
                .iter()
                .map(|rel| {
                    let p = dir.join(rel);
                    if p.is_file() {
                        Ok(p)
                    } else {
                        Err(invalid(format!(
                            "agents lists `{rel}`, but {} is not a file",
                            p.display()
                        )))
                    }
                })
                .collect::<Result<Vec<_>, _>>()?,
            None => agent_files(dir)?,
        };
        Ok(Self {
            dir: dir.to_owned(),
            path: path.map(Path::to_path_buf),
            agents,
            entry,
            mcp_servers: raw.mcp_servers,
            max_depth,
        })
    }
}

/// Every `*.agent` file directly in `dir`, sorted.
fn agent_files(dir: &Path) -> Result<Vec<PathBuf>, ManifestError> {
    let read = std::fs::read_dir(dir).map_err(|source| ManifestError::Read {
        path: dir.to_owned(),
        source,
    })?;
    let mut files: Vec<PathBuf> = read
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "agent") && p.is_file())
        .collect();
    files.sort();
    Ok(files)
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before
        .rfind('\n')
        .map_or(before.chars().count(), |nl| before[nl + 1..].chars().count())
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toml_manifest_lists_agents_entry_and_servers() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.agent"), "").unwrap();
        std::fs::write(dir.path().join("b.agent"), "").unwrap();
        std::fs::write(
            dir.path().join("ouzel.toml"),
            "agents = [\"b.agent\"]\nmax_depth = 3\n[entry]\nagent = \"b\"\n[mcp_servers.docs]\ncommand = \"docs-mcp\"\n",
        )
        .unwrap();
        let m = Manifest::load_dir(dir.path()).unwrap();
        assert_eq!(m.agents.len(), 1);
        assert!(m.agents[0].ends_with("b.agent"));
        assert_eq!(m.entry, Some(Entry::Agent("b".into())));
        assert_eq!(m.max_depth, 3);
        assert_eq!(m.mcp_servers["docs"]["command"], "docs-mcp");
    }

    #[test]
    fn without_a_list_every_agent_file_beside_it_loads() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("z.agent"), "").unwrap();
        std::fs::write(dir.path().join("a.agent"), "").unwrap();
        std::fs::write(dir.path().join("notes.md"), "").unwrap();
        std::fs::write(dir.path().join("project.json"), r#"{"entry": {"function": "main"}}"#).unwrap();
        let m = Manifest::load_dir(dir.path()).unwrap();
        let names: Vec<_> = m.agents.iter().map(|p| p.file_name().unwrap().to_owned()).collect();
        assert_eq!(names, ["a.agent", "z.agent"]);
        assert_eq!(m.entry, Some(Entry::Function("main".into())));
        assert_eq!(m.max_depth, DEFAULT_MAX_DEPTH);
    }

    #[test]
    fn errors_point_at_the_line_and_say_what_to_fix() {
        let err = Manifest::parse("[entry]\nagnet = \"x\"\n", Path::new("/p/ouzel.toml")).unwrap_err();
        assert!(
            err.to_string().starts_with("/p/ouzel.toml:2:1: unknown field `agnet`"),
            "{err}"
        );
        let err = Manifest::parse("{\n  \"entry\": {\"agent\": 3}\n}", Path::new("/p/project.json")).unwrap_err();
        assert!(err.to_string().starts_with("/p/project.json:2:"), "{err}");
        let err = Manifest::parse(
            "[entry]\nagent = \"a\"\nfunction = \"f\"\n",
            Path::new("/nonexistent/ouzel.toml"),
        )
        .unwrap_err();
        assert!(err.to_string().contains("exactly one"), "{err}");
        let dir = tempfile::tempdir().unwrap();
        let err = Manifest::parse("agents = [\"gone.agent\"]\n", &dir.path().join("ouzel.toml")).unwrap_err();
        assert!(err.to_string().contains("gone.agent"), "{err}");
    }
}
