//! Credentials ouzel takes out of its own environment at start, so that no process it starts
//! can read them back through `/proc/<ouzel pid>/environ` (issue 18, item 3). The binary moves
//! every variable [`looks_like_secret`] picks into this vault before any thread starts; code
//! that needs a key (providers, MCP bearer tokens, a name in `shell.env_allow`) asks [`var`],
//! which falls back to the environment for programs that embed ouzel without a vault.

pub use secrecy::{ExposeSecret, SecretString};
use std::collections::BTreeMap;
use std::sync::OnceLock;

static VAULT: OnceLock<BTreeMap<String, SecretString>> = OnceLock::new();

/// Whether an environment variable probably holds a credential (`*_API_KEY`, `*_TOKEN`,
/// `*_SECRET`, `*_PASSWORD`, `*_ACCESS_KEY`, `*_SECRET_KEY`, `API_KEY`).
pub fn looks_like_secret(name: &str) -> bool {
    let upper = name.to_ascii_uppercase();
    [
        "_API_KEY",
        "_TOKEN",
        "_SECRET",
        "_PASSWORD",
        "_ACCESS_KEY",
        "_SECRET_KEY",
    ]
    .iter()
    .any(|suffix| upper.ends_with(suffix))
        || upper == "API_KEY"
}

/// Keeps `vars` (taken out of the environment) for [`var`]. The first call wins; later calls
/// are ignored and return `false`.
pub fn keep(vars: Vec<(String, String)>) -> bool {
    VAULT
        .set(vars.into_iter().map(|(k, v)| (k, SecretString::from(v))).collect())
        .is_ok()
}

/// The credential named `name`: from the vault, else from the environment; `None` when unset
/// or blank.
pub fn var(name: &str) -> Option<SecretString> {
    VAULT
        .get()
        .and_then(|v| v.get(name).cloned())
        .or_else(|| std::env::var(name).ok().map(SecretString::from))
        .filter(|v| !v.expose_secret().trim().is_empty())
}

/// The names of the variables in the environment that [`looks_like_secret`] picks, read once:
/// the environment does not change once threads run (the binary empties it of secrets before),
/// and each command started would otherwise scan it again (issue 21).
pub fn names_in_environment() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        std::env::vars_os()
            .map(|(name, _)| name.to_string_lossy().into_owned())
            .filter(|name| looks_like_secret(name))
            .collect()
    })
}

/// The names held in the vault.
pub fn names() -> Vec<String> {
    VAULT.get().map(|v| v.keys().cloned().collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credential_names_are_recognised() {
        assert!(looks_like_secret("OPENAI_API_KEY"));
        assert!(looks_like_secret("GITHUB_TOKEN"));
        assert!(looks_like_secret("aws_secret_access_key"));
        assert!(!looks_like_secret("PATH"));
        assert!(!looks_like_secret("TOKENIZERS_PARALLELISM"));
    }
}
