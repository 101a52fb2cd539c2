//! The crate table of GUIDE.md section 1, checked against `cargo tree -e normal`: data flows
//! down, each crate depends only on the ouzel crates its row allows, adapters never depend on
//! each other, and no crate pulls in what its one job does not need.

use std::process::Command;

/// Each crate and what it must not depend on, directly or not.
const RULES: &[(&str, &[&str])] = &[
    (
        "ouzel-core",
        &["reqwest", "rusqlite", "rmcp", "ratatui", "clap", "anyhow"],
    ),
    ("ouzel-llm", &["rusqlite", "rmcp", "ratatui"]),
    ("ouzel-tools", &["rusqlite", "rmcp"]),
    ("ouzel-store", &["reqwest", "rmcp"]),
    ("ouzel-mcp", &["rusqlite"]),
    ("ouzel-agents", &["reqwest", "rusqlite"]),
    ("ouzel-checkpoint", &["reqwest", "rusqlite", "rmcp", "ratatui"]),
    // A proc-macro crate: it writes code naming ouzel-core's items, it depends on none.
    (
        "ouzel-macros",
        &["tokio", "reqwest", "rusqlite", "rmcp", "ratatui", "clap"],
    ),
    ("ouzel-telemetry", &["rusqlite", "rmcp", "ratatui", "clap"]),
    // Data and C parsers: a leaf the tools and the UI share, like a third-party grammar crate.
    (
        "ouzel-grammars",
        &["tokio", "serde", "reqwest", "rusqlite", "rmcp", "ratatui", "clap"],
    ),
    ("ouzel", &["clap", "ratatui"]),
    ("ouzel-tui", &["clap"]),
    ("ouzel-acp", &["clap", "ratatui"]),
    ("ouzel-temporal", &["clap", "ratatui"]),
];

/// The "may depend on" column: the only ouzel crates each crate names as a dependency.
const MAY_DEPEND_ON: &[(&str, &[&str])] = &[
    ("ouzel-core", &[]),
    ("ouzel-llm", &["ouzel-core"]),
    ("ouzel-tools", &["ouzel-core", "ouzel-grammars"]),
    ("ouzel-store", &["ouzel-core"]),
    ("ouzel-mcp", &["ouzel-core"]),
    ("ouzel-agents", &["ouzel-core"]),
    ("ouzel-checkpoint", &["ouzel-core"]),
    ("ouzel-macros", &[]),
    ("ouzel-grammars", &[]),
    ("ouzel-telemetry", &["ouzel-core"]),
    (
        "ouzel",
        &[
            "ouzel-macros",
            "ouzel-core",
            "ouzel-llm",
            "ouzel-tools",
            "ouzel-store",
            "ouzel-mcp",
            "ouzel-agents",
            "ouzel-checkpoint",
            "ouzel-telemetry",
        ],
    ),
    ("ouzel-tui", &["ouzel", "ouzel-grammars"]),
    ("ouzel-acp", &["ouzel"]),
    ("ouzel-temporal", &["ouzel"]),
    // Not ouzel-tools or any adapter: the facade re-exports what a front needs. ouzel-temporal
    // with the `temporal` feature only (not in `cargo tree`'s default view).
    ("ouzel-cli", &["ouzel", "ouzel-tui", "ouzel-acp", "ouzel-temporal"]),
];

/// The adapters: each implements core traits, and none may reach another.
const ADAPTERS: &[&str] = &[
    "ouzel-llm",
    "ouzel-tools",
    "ouzel-store",
    "ouzel-mcp",
    "ouzel-agents",
    "ouzel-checkpoint",
    "ouzel-telemetry",
];

/// The package names in `krate`'s normal dependency tree (itself first); `depth` 1 gives
/// only its direct dependencies.
fn tree(krate: &str, depth: Option<u32>) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.toml");
    let mut cmd = Command::new(&cargo);
    cmd.args([
        "tree",
        "-e",
        "normal",
        "--prefix",
        "none",
        "--offline",
        "--locked",
        "--manifest-path",
        manifest,
        "-p",
        krate,
    ]);
    if let Some(d) = depth {
        cmd.args(["--depth", &d.to_string()]);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "cargo tree -p {krate}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8_lossy(&out.stdout);
    let names: Vec<String> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    assert_eq!(names.first().map(String::as_str), Some(krate), "{tree}");
    names
}

#[test]
fn no_crate_depends_on_what_its_job_does_not_need() {
    for (krate, forbidden) in RULES {
        let names = tree(krate, None);
        assert!(names.len() > 1, "{krate} has an empty tree");
        for bad in *forbidden {
            assert!(
                !names.iter().any(|n| n == bad),
                "{krate} depends on {bad}, which GUIDE.md section 1 forbids"
            );
        }
    }
}

#[test]
fn each_crate_depends_only_on_the_ouzel_crates_its_row_allows() {
    for (krate, allowed) in MAY_DEPEND_ON {
        for dep in tree(krate, Some(1)).iter().skip(1) {
            assert!(
                !dep.starts_with("ouzel") || allowed.contains(&dep.as_str()),
                "{krate} depends on {dep}; GUIDE.md section 1 allows it only {allowed:?}"
            );
        }
    }
}

#[test]
fn no_adapter_depends_on_another() {
    for krate in ADAPTERS {
        let names = tree(krate, None);
        for other in ADAPTERS.iter().filter(|a| *a != krate) {
            assert!(
                !names.iter().any(|n| n == other),
                "{krate} depends on {other}: adapters never depend on each other; what they share \
                 becomes a core type or trait (GUIDE.md section 1)"
            );
        }
    }
}
