//! `config.toml`: where it lives, what it holds, and errors that point at the line.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The user's configuration (`$XDG_CONFIG_HOME/ouzel/config.toml`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Default model, as `PROVIDER/MODEL`.
    pub model: Option<String>,
    /// Base URL for the default provider.
    pub base_url: Option<String>,
    /// Name of the environment variable holding the API key.
    pub api_key_env: Option<String>,
    /// Replaces the built-in system prompt.
    pub system_prompt: Option<String>,
    /// Loop limits.
    #[serde(default)]
    pub limits: LimitsConfig,
}

/// `[limits]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsConfig {
    /// Model calls per run.
    pub max_iterations: Option<u32>,
    /// Token budget per run.
    pub max_tokens: Option<u64>,
    /// Wall-clock seconds per run.
    pub max_duration_secs: Option<u64>,
    /// Seconds per tool call.
    pub tool_timeout_secs: Option<u64>,
}

/// A configuration that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but could not be read.
    #[error("cannot read config file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The file is not valid TOML or has unknown or mistyped keys.
    #[error("config file {path}:{line}:{column}: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
}

impl Config {
    /// The default config file: `$XDG_CONFIG_HOME/ouzel/config.toml`, else
    /// `~/.config/ouzel/config.toml`.
    pub fn default_path() -> Option<PathBuf> {
        use etcetera::BaseStrategy;
        etcetera::choose_base_strategy()
            .ok()
            .map(|s| s.config_dir().join("ouzel").join("config.toml"))
    }

    /// Loads the default file; a missing file is an empty config.
    pub fn load_default() -> Result<Self, ConfigError> {
        match Self::default_path() {
            Some(p) => Self::load(&p),
            None => Ok(Self::default()),
        }
    }

    /// Loads a file; a missing file is an empty config.
    pub fn load(path: &Path) -> Result<Self, ConfigError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        Self::parse(&text, path)
    }

    /// Parses TOML text; `path` is used in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Self, ConfigError> {
        toml::from_str(text).map_err(|e| {
            let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
            ConfigError::Parse {
                path: path.to_owned(),
                line,
                column,
                message: e.message().to_owned(),
            }
        })
    }
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
    fn parse_errors_name_file_line_and_column() {
        let err = Config::parse("model = \"openai/gpt-4o\"\nbase_url = 3\n", Path::new("/c/config.toml")).unwrap_err();
        let msg = err.to_string();
        assert!(msg.starts_with("config file /c/config.toml:2:12:"), "{msg}");
    }

    #[test]
    fn unknown_keys_are_errors() {
        let err = Config::parse("modle = \"x\"\n", Path::new("c.toml")).unwrap_err();
        assert!(err.to_string().contains("c.toml:1:1"), "{err}");
        assert!(err.to_string().contains("modle"), "{err}");
    }

    #[test]
    fn missing_file_is_empty_config() {
        let c = Config::load(Path::new("/nonexistent/ouzel/config.toml")).unwrap();
        assert!(c.model.is_none());
    }
}
