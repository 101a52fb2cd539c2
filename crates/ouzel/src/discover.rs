//! A local server found without configuration: when a front is given no model (no `-m`, no
//! `OUZEL_MODEL`, no `model` in config) and no hosted provider's key is in the environment,
//! the local servers are asked on their default ports (Ollama 11434, LM Studio 1234, vLLM
//! 8000, llama.cpp 8080; each preset's `*_BASE_URL` variable moves it) and the first model of
//! the first one that answers is used.

use crate::providers::{PRESETS, env_value};
use crate::{Config, RunOptions};

/// What the front should do about the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalChoice {
    /// A model is configured, or a key is set: nothing to find.
    NotNeeded,
    /// Use this model at this endpoint; `notice` says so in one line.
    Found {
        /// `PRESET/MODEL`.
        model: String,
        /// The server's API root.
        base_url: String,
        /// The line to show.
        notice: String,
    },
    /// Nothing to use: what was looked for, and what to do.
    NoneFound(String),
}

/// Whether the run needs a local server, and which one answers (see the module docs).
pub async fn local_model_if_needed(config: &Config, opts: &RunOptions) -> LocalChoice {
    let model_given = opts.model.is_some()
        || std::env::var(crate::env::OUZEL_MODEL).is_ok_and(|m| !m.is_empty())
        || config.model.is_some();
    let hosted_keys: Vec<&str> = PRESETS
        .iter()
        .filter(|p| p.key_required)
        .flat_map(|p| p.key_vars.iter().copied())
        .collect();
    let key_set = hosted_keys.iter().any(|v| env_value(v).is_some())
        || config.api_key_env.as_deref().is_some_and(|v| env_value(v).is_some());
    if model_given || key_set {
        return LocalChoice::NotNeeded;
    }
    let base_url_of =
        |p: &'static crate::providers::Preset| env_value(p.base_url_var).unwrap_or_else(|| p.base_url.to_owned());
    match ouzel_llm::local::discover(base_url_of).await {
        Some(found) => {
            let first = found.models.first().cloned().unwrap_or_default();
            LocalChoice::Found {
                model: format!("{}/{first}", found.preset),
                notice: format!(
                    "no model given and no API key set; using {}/{first}, the first model of the {} server at {} (-m chooses another)",
                    found.preset, found.preset, found.base_url
                ),
                base_url: found.base_url,
            }
        }
        None => {
            let mut keys = hosted_keys.clone();
            keys.dedup();
            let servers: Vec<String> = PRESETS
                .iter()
                .filter(|p| p.local)
                .map(|p| format!("{} at {}", p.name, base_url_of(p)))
                .collect();
            LocalChoice::NoneFound(format!(
                "no model given (-m PROVIDER/MODEL, OUZEL_MODEL or `model` in config), no API key set ({}), \
                 and no local server answered ({}); set a key, start a local server, or pass -m PROVIDER/MODEL \
                 with --base-url URL for a server elsewhere",
                keys.join(", "),
                servers.join(", ")
            ))
        }
    }
}
