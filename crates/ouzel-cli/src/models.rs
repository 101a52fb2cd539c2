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
    // One row per provider, in the same four columns whether it resolved or not: a provider
    // that cannot be used shows `-` where nothing is known and its error in the last column.
    // A provider's configured models follow its row, indented.
    let rows: Vec<([String; 4], Vec<String>)> = resolved
        .iter()
        .map(|r| match r {
            Ok(p) => (
                [p.name.clone(), p.wire.to_string(), p.base_url.clone(), key_state(p)],
                p.models.keys().map(|m| format!("{}/{m}", p.name)).collect(),
            ),
            Err((name, e)) => (
                [name.clone(), "-".into(), "-".into(), format!("error: {e}")],
                Vec::new(),
            ),
        })
        .collect();
    let header = ["PROVIDER", "WIRE", "BASE URL", "KEY"].map(String::from);
    let widths: [usize; 3] = std::array::from_fn(|i| {
        std::iter::once(&header)
            .chain(rows.iter().map(|(cells, _)| cells))
            .map(|cells| cells[i].chars().count())
            .max()
            .unwrap_or(0)
    });
    let mut out = String::new();
    for (cells, models) in std::iter::once((&header, &Vec::new())).chain(rows.iter().map(|(c, m)| (c, m))) {
        let _ = writeln!(
            out,
            "{:<w0$}  {:<w1$}  {:<w2$}  {}",
            cells[0],
            cells[1],
            cells[2],
            cells[3],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2]
        );
        for model in models {
            let _ = writeln!(out, "  {model}");
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
