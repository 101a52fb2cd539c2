//! `ouzel models [PROVIDER]`: the providers ouzel can reach, and a provider's models.

use crate::exit;
use clap::Args;
use ouzel::providers::{self, ResolvedProvider};
use ouzel::{Config, RunOptions};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct ModelsArgs {
    /// A provider name (preset or `[providers.NAME]`); lists its models.
    provider: Option<String>,
    /// Base URL of the provider's API, overriding environment and config.
    #[arg(long = "base-url", value_name = "URL")]
    base_url: Option<String>,
    /// Workspace whose `.ouzel/config.toml` applies.
    #[arg(short = 'C', long = "cd", value_name = "DIR", default_value = ".")]
    dir: PathBuf,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

pub(crate) async fn run(args: ModelsArgs) -> u8 {
    let config = match ouzel::load_config(&args.dir) {
        Ok((c, _)) => c,
        Err(e) => {
            eprintln!("ouzel: {e}");
            return exit::USAGE;
        }
    };
    let mut opts = RunOptions::new(&args.dir);
    opts.base_url = args.base_url.clone();
    let result = match &args.provider {
        None => Ok(provider_table(&config, &opts, args.json)),
        Some(name) => model_list(&config, &opts, name, args.json).await,
    };
    match result {
        Ok(text) => {
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            exit::OK
        }
        Err((code, message)) => {
            eprintln!("ouzel: {message}");
            code
        }
    }
}

fn key_state(p: &ResolvedProvider) -> String {
    match (&p.key_var, p.has_key()) {
        (Some(var), true) => format!("{var} set"),
        (Some(var), false) if p.key_required => format!("set {var}"),
        (Some(var), false) => format!("optional {var}"),
        (None, _) => "no key needed".into(),
    }
}

fn provider_table(config: &Config, opts: &RunOptions, json: bool) -> String {
    let resolved: Vec<Result<ResolvedProvider, (String, String)>> = providers::provider_names(config)
        .iter()
        .map(|name| {
            providers::resolve(config, name, opts.base_url.as_deref()).map_err(|e| (name.clone(), e.to_string()))
        })
        .collect();
    if json {
        let rows: Vec<serde_json::Value> = resolved
            .iter()
            .map(|r| match r {
                Ok(p) => serde_json::json!({
                    "name": p.name, "wire": p.wire, "base_url": p.base_url,
                    "key_env": p.key_var, "key_set": p.has_key(), "key_required": p.key_required,
                    "models": p.models.keys().collect::<Vec<_>>(),
                }),
                Err((name, e)) => serde_json::json!({ "name": name, "error": e }),
            })
            .collect();
        return serde_json::to_string_pretty(&rows).unwrap_or_default() + "\n";
    }
    let mut out = format!("{:<18} {:<17} {:<44} {}\n", "PROVIDER", "WIRE", "BASE URL", "KEY");
    for r in &resolved {
        match r {
            Ok(p) => {
                let _ = writeln!(out, "{:<18} {:<17} {:<44} {}", p.name, p.wire, p.base_url, key_state(p));
                for model in p.models.keys() {
                    let _ = writeln!(out, "  {}/{model}", p.name);
                }
            }
            Err((name, e)) => {
                let _ = writeln!(out, "{name:<18} {e}");
            }
        }
    }
    out
}

async fn model_list(config: &Config, opts: &RunOptions, name: &str, json: bool) -> Result<String, (u8, String)> {
    let resolved =
        providers::resolve(config, name, opts.base_url.as_deref()).map_err(|e| (exit::USAGE, e.to_string()))?;
    let client = resolved.connect("").map_err(|e| (exit::USAGE, e.to_string()))?;
    let listed = client
        .list_models()
        .await
        .map_err(|e| (exit::FAILED, format!("{name} ({}): {e}", resolved.base_url)))?;
    let mut models: Vec<String> = resolved.models.keys().cloned().collect();
    let has_list = listed.is_some();
    models.extend(listed.unwrap_or_default());
    models.sort();
    models.dedup();
    if json {
        let ids: Vec<String> = models.iter().map(|m| format!("{name}/{m}")).collect();
        return Ok(serde_json::to_string_pretty(&ids).unwrap_or_default() + "\n");
    }
    let mut out = String::new();
    for m in &models {
        let _ = writeln!(out, "{name}/{m}");
    }
    if !has_list {
        let _ = writeln!(
            out,
            "# the {} API has no model list; models above come from config",
            resolved.wire
        );
    }
    Ok(out)
}
